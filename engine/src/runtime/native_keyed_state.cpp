#include "runtime/native_keyed_state.h"

#include <sluice/text.h>

#include "common/byte_codec.h"
#include "state/state_snapshot.h"

#include <filesystem>
#include <fstream>
#include <random>

namespace sluice::runtime {

namespace fs = std::filesystem;

namespace {

/// `to` as a hard link of `from`, else a copy synced to disk.
std::error_code linkOrCopy(const fs::path &from, const fs::path &to)
{
    std::error_code ec;
    fs::remove(to, ec);
    fs::create_hard_link(from, to, ec);
    if (!ec)
        return ec;
    ec.clear();
    fs::copy_file(from, to, ec);
    if (!ec)
        ec = syncFile(to);
    return ec;
}

} // namespace

Result<NativeKeyedState> takeNativeKeyedState(state::RocksDbStateBackend &backend, std::int64_t checkpointId)
{
    NativeKeyedState native;
    native.instanceId = backend.instanceId();
    native.localDirectory = backend.directory() + ".chk-" + std::to_string(checkpointId);
    std::error_code ec;
    fs::remove_all(native.localDirectory, ec); // a leftover of an abandoned attempt
    auto tables = backend.createNativeCheckpoint(native.localDirectory);
    if (!tables)
        return tables.status();
    native.tables = std::move(*tables);
    return native;
}

Status storeNativeKeyedState(NativeKeyedState &native, const std::string &sharedDirectory,
                             const std::function<bool(const std::string &sharedName)> &stored,
                             std::int64_t &storedBytes)
{
    if (native.localDirectory.empty())
        return Status::ok(); // stored already (a finished subtask standing in)
    std::error_code ec;
    fs::create_directories(sharedDirectory, ec);
    if (ec)
        return Status::ioError(sluice::Engine::tr("cannot create '%1': %2").arg(sharedDirectory).arg(ec.message()));
    std::vector<fs::path> files;
    for (fs::directory_iterator it(native.localDirectory, ec), end; !ec && it != end; it.increment(ec))
        files.push_back(it->path());
    if (ec)
        return Status::ioError(
            sluice::Engine::tr("cannot read RocksDB's checkpoint '%1': %2").arg(native.localDirectory).arg(ec.message()));
    bool added = false;
    for (const fs::path &file : files) {
        const std::string name = file.filename().string();
        if (file.extension() != ".sst") {
            auto content = readWholeFile(file);
            if (!content)
                return content.status();
            native.privateFiles.emplace_back(name, std::move(*content));
            continue;
        }
        const auto bytes = static_cast<std::int64_t>(fs::file_size(file, ec));
        if (ec)
            return Status::ioError(sluice::Engine::tr("cannot read '%1': %2").arg(file.string()).arg(ec.message()));
        const std::string sharedName = native.instanceId + "-" + name;
        // SST files never change: one stored for an earlier checkpoint is this one.
        if (!stored(sharedName)) {
            const fs::path target = fs::path(sharedDirectory) / sharedName;
            if (std::error_code e = linkOrCopy(file, target))
                return Status::ioError(sluice::Engine::tr("cannot store '%1' as '%2': %3")
                                           .arg(file.string())
                                           .arg(target.string())
                                           .arg(e.message()));
            storedBytes += bytes;
            added = true;
        }
        native.sharedFiles.push_back({sharedName, bytes});
    }
    if (added)
        syncFolder(sharedDirectory);
    discardNativeKeyedState(native);
    return Status::ok();
}

void discardNativeKeyedState(NativeKeyedState &native)
{
    if (native.localDirectory.empty())
        return;
    std::error_code ec;
    fs::remove_all(native.localDirectory, ec);
    native.localDirectory.clear();
}

Result<std::string> canonicalKeyedState(const NativeKeyedState &native, const std::string &sharedDirectory,
                                        const std::string &workDirectory, const state::Clock &clock)
{
    std::random_device rd;
    const fs::path folder = fs::path(workDirectory) / ("restore-" + native.instanceId + "-" + std::to_string(rd()));
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec)
        return Status::ioError(
            sluice::Engine::tr("cannot create '%1' to restore RocksDB state: %2").arg(folder.string()).arg(ec.message()));
    struct Cleanup {
        fs::path folder;
        ~Cleanup()
        {
            std::error_code ignored;
            fs::remove_all(folder, ignored);
        }
    } cleanup{folder};
    for (const NativeKeyedState::SharedFile &f : native.sharedFiles) {
        const fs::path from = fs::path(sharedDirectory) / f.name;
        if (std::error_code e = linkOrCopy(from, folder / nativeSstName(native, f.name)))
            return Status::ioError(
                sluice::Engine::tr("cannot read the checkpoint's file '%1': %2").arg(from.string()).arg(e.message()));
    }
    for (const auto &[name, content] : native.privateFiles) {
        std::ofstream out(folder / name, std::ios::binary);
        out.write(content.data(), static_cast<std::streamsize>(content.size()));
        if (!out)
            return Status::ioError(
                sluice::Engine::tr("cannot write '%1' to restore RocksDB state").arg((folder / name).string()));
    }
    state::RocksDbStateOptions options;
    options.directory = folder.string();
    options.keepTables = true;
    options.deleteDirectory = false; // Cleanup removes the folder
    auto backend = state::RocksDbStateBackend::open(options, clock);
    if (!backend)
        return Status(backend.status().code(),
                      sluice::Engine::tr("cannot open the checkpoint's RocksDB files: %1").arg(backend.status().text()));
    for (const state::NativeTableInfo &t : native.tables) {
        const state::TtlConfig ttl{std::chrono::milliseconds(t.ttlMillis)};
        if (t.kind == state::StateTableKind::Map)
            (*backend)->mapTable(t.name, ttl);
        else
            (*backend)->valueTable(t.name, ttl);
    }
    ByteWriter w;
    if (Status s = state::writeKeyedState(**backend, w); !s.isOk())
        return s;
    return w.take();
}

} // namespace sluice::runtime
