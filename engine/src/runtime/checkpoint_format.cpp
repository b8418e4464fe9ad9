#include "runtime/checkpoint_format.h"

#include <sluice/text.h>

#include "state/state_snapshot.h"

#include "common/byte_codec.h"

#include <nlohmann/json.hpp>
#include <xxhash.h>

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace sluice::runtime {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kMagic = "SLUICECK";
constexpr std::size_t kHeaderBytes = 8 + 4 + 1 + 8;
constexpr std::uint64_t kSeed = 0x5ca1ab1e;
constexpr std::uint8_t kSubtaskVersion = 1;

Text kindName(CheckpointFileKind kind)
{
    return kind == CheckpointFileKind::Metadata ? sluice::Engine::tr("checkpoint metadata") : sluice::Engine::tr("subtask state");
}

std::string errnoText() { return std::strerror(errno); }

} // namespace

std::string frameCheckpointFile(CheckpointFileKind kind, std::string_view payload)
{
    ByteWriter w;
    w.raw(kMagic);
    w.u32(kCheckpointFormatVersion);
    w.u8(static_cast<std::uint8_t>(kind));
    w.u64(payload.size());
    w.raw(payload);
    w.u64(XXH64(payload.data(), payload.size(), kSeed));
    return w.take();
}

Result<std::string> unframeCheckpointFile(std::string bytes, CheckpointFileKind kind,
                                          const std::string &what)
{
    if (bytes.size() < kHeaderBytes || std::string_view(bytes).substr(0, kMagic.size()) != kMagic)
        return Status::ioError(sluice::Engine::tr("%1 is not a Sluice checkpoint file").arg(what));
    ByteReader r(bytes, what);
    r.raw(kMagic.size(), "magic");
    const std::uint32_t version = r.u32("format version");
    const auto fileKind = static_cast<CheckpointFileKind>(r.u8("file kind"));
    const std::uint64_t length = r.u64("payload length");
    if (version == 0 || version > kCheckpointFormatVersion)
        return Status::ioError(sluice::Engine::tr("%1 has checkpoint format version %2; this Sluice reads versions "
                                                  "up to %3 (it was written by a newer Sluice)")
                                   .arg(what)
                                   .arg(version)
                                   .arg(kCheckpointFormatVersion));
    if (fileKind != kind)
        return Status::ioError(sluice::Engine::tr("%1 is not a %2 file").arg(what).arg(kindName(kind)));
    if (length > r.remaining() || r.remaining() - length != 8)
        return Status::ioError(sluice::Engine::tr("%1 is truncated or has trailing bytes: its header promises %2 "
                                                  "bytes of payload, the file has %3")
                                   .arg(what)
                                   .arg(length)
                                   .arg(r.remaining() >= 8 ? r.remaining() - 8 : 0));
    const std::string_view payload = r.raw(static_cast<std::size_t>(length), "payload");
    const std::uint64_t sum = r.u64("checksum");
    if (XXH64(payload.data(), payload.size(), kSeed) != sum)
        return Status::ioError(sluice::Engine::tr("%1 is corrupt: its checksum does not match its content").arg(what));
    return std::string(payload);
}

std::string nativeSstName(const NativeKeyedState &native, const std::string &sharedName)
{
    return sharedName.substr(native.instanceId.size() + 1);
}

Status materializeKeyedState(SubtaskState &state)
{
    for (OperatorSnapshot &op : state.ops) {
        if (!op.frozenKeyedState)
            continue;
        ByteWriter w;
        const Status s = state::writeKeyedState(*op.frozenKeyedState, w);
        op.frozenKeyedState.reset();
        if (!s.isOk())
            return s;
        op.keyedState = w.take();
    }
    return Status::ok();
}

std::string encodeSubtaskState(const SubtaskState &s)
{
    ByteWriter w;
    w.u8(kSubtaskVersion);
    w.bytes(s.taskUid);
    w.varint(static_cast<std::uint64_t>(s.subtask));
    w.varint(static_cast<std::uint64_t>(s.parallelism));
    w.varint(static_cast<std::uint64_t>(s.maxParallelism));
    w.boolean(s.finished);
    w.varint(s.splits.size());
    for (const exec::SourceSplitState &split : s.splits) {
        w.bytes(split.id);
        w.bytes(split.state);
    }
    w.varint(s.ops.size());
    for (const OperatorSnapshot &op : s.ops) {
        w.bytes(op.uid);
        w.varint(op.items.size());
        for (const std::string &item : op.items)
            w.bytes(item);
        // 0 none, 1 state_snapshot bytes, 2 native RocksDB files.
        w.u8(!op.hasKeyedState ? 0 : op.native ? 2 : 1);
        if (op.hasKeyedState && !op.native)
            w.bytes(op.keyedState);
        if (op.hasKeyedState && op.native) {
            const NativeKeyedState &n = *op.native;
            w.bytes(n.instanceId);
            w.varint(n.tables.size());
            for (const state::NativeTableInfo &t : n.tables) {
                w.u8(t.kind == state::StateTableKind::Map ? 1 : 0);
                w.bytes(t.name);
                w.i64(t.ttlMillis);
            }
            w.varint(n.sharedFiles.size());
            for (const NativeKeyedState::SharedFile &f : n.sharedFiles) {
                w.bytes(f.name);
                w.i64(f.bytes);
            }
            w.varint(n.privateFiles.size());
            for (const auto &[name, content] : n.privateFiles) {
                w.bytes(name);
                w.bytes(content);
            }
        }
    }
    return w.take();
}

Result<SubtaskState> decodeSubtaskState(std::string_view bytes, const std::string &what)
{
    ByteReader r(bytes, what);
    SubtaskState s;
    const std::uint8_t version = r.u8("subtask state version");
    if (r.ok() && version != kSubtaskVersion)
        r.fail("subtask state version", sluice::Engine::tr("is %1, not %2").arg(version).arg(kSubtaskVersion));
    s.taskUid = std::string(r.bytes("task uid"));
    const std::uint64_t subtask = r.varint("subtask index");
    const std::uint64_t parallelism = r.varint("parallelism");
    const std::uint64_t maxParallelism = r.varint("max parallelism");
    if (r.ok() && (parallelism < 1 || subtask >= parallelism || maxParallelism < parallelism || maxParallelism > 32768))
        r.fail("parallelism", sluice::Engine::tr("is inconsistent (subtask %1 of %2, max %3)")
                                  .arg(subtask)
                                  .arg(parallelism)
                                  .arg(maxParallelism));
    s.subtask = static_cast<int>(subtask);
    s.parallelism = static_cast<int>(parallelism);
    s.maxParallelism = static_cast<int>(maxParallelism);
    s.finished = r.boolean("finished flag");
    const std::uint64_t splits = r.count("split count", 2);
    for (std::uint64_t i = 0; i < splits && r.ok(); ++i) {
        exec::SourceSplitState split;
        split.id = std::string(r.bytes("split id"));
        split.state = std::string(r.bytes("split state"));
        s.splits.push_back(std::move(split));
    }
    const std::uint64_t ops = r.count("operator count", 3);
    for (std::uint64_t i = 0; i < ops && r.ok(); ++i) {
        OperatorSnapshot op;
        op.uid = std::string(r.bytes("operator uid"));
        const std::uint64_t items = r.count("operator item count", 1);
        for (std::uint64_t k = 0; k < items && r.ok(); ++k)
            op.items.emplace_back(r.bytes("operator item"));
        const std::uint8_t keyed = r.u8("keyed state kind");
        if (r.ok() && keyed > 2)
            r.fail("keyed state kind", sluice::Engine::tr("is %1").arg(keyed));
        op.hasKeyedState = keyed != 0;
        if (keyed == 1)
            op.keyedState = std::string(r.bytes("keyed state"));
        if (keyed == 2 && r.ok()) {
            NativeKeyedState n;
            n.instanceId = std::string(r.bytes("instance id"));
            const std::uint64_t tables = r.count("table count", 3);
            for (std::uint64_t t = 0; t < tables && r.ok(); ++t) {
                state::NativeTableInfo info;
                info.kind = r.u8("table kind") == 1 ? state::StateTableKind::Map : state::StateTableKind::Value;
                info.name = std::string(r.bytes("table name"));
                info.ttlMillis = r.i64("table ttl");
                n.tables.push_back(std::move(info));
            }
            const std::uint64_t shared = r.count("shared file count", 2);
            for (std::uint64_t f = 0; f < shared && r.ok(); ++f) {
                NativeKeyedState::SharedFile file;
                file.name = std::string(r.bytes("shared file name"));
                file.bytes = r.i64("shared file size");
                if (r.ok() && (file.name.empty() || file.name.find('/') != std::string::npos || file.name[0] == '.' ||
                               file.name.rfind(n.instanceId + "-", 0) != 0))
                    r.fail("shared file name",
                           sluice::Engine::tr("'%1' is not a file of instance %2").arg(file.name).arg(n.instanceId));
                n.sharedFiles.push_back(std::move(file));
            }
            const std::uint64_t own = r.count("private file count", 2);
            for (std::uint64_t f = 0; f < own && r.ok(); ++f) {
                std::string name(r.bytes("private file name"));
                std::string content(r.bytes("private file"));
                if (r.ok() && (name.empty() || name.find('/') != std::string::npos || name[0] == '.'))
                    r.fail("private file name", sluice::Engine::tr("'%1' is not a file name").arg(name));
                n.privateFiles.emplace_back(std::move(name), std::move(content));
            }
            op.native = std::move(n);
        }
        s.ops.push_back(std::move(op));
    }
    if (r.ok() && !r.atEnd())
        r.fail("end", sluice::Engine::tr("is followed by %1 unexpected bytes").arg(r.remaining()));
    if (!r.ok())
        return r.status();
    return s;
}

std::string encodeMetadata(const CheckpointMetadata &m)
{
    nlohmann::ordered_json j;
    j["format"] = m.formatVersion;
    j["kind"] = m.savepoint ? "savepoint" : "checkpoint";
    j["checkpointId"] = m.checkpointId;
    j["jobId"] = m.jobId;
    j["lineage"] = m.lineage.empty() ? m.jobId : m.lineage;
    j["timestamp"] = m.timestampMillis;
    j["durationMillis"] = m.durationMillis;
    j["stateBytes"] = m.stateBytes;
    j["maxParallelism"] = m.maxParallelism;
    j["stateBackend"] = m.stateBackend;
    nlohmann::ordered_json settings = nlohmann::ordered_json::object();
    for (const auto &[k, v] : m.settings)
        settings[k] = v;
    j["settings"] = settings;
    nlohmann::ordered_json tasks = nlohmann::ordered_json::array();
    for (const TaskCheckpointInfo &t : m.tasks) {
        nlohmann::ordered_json task;
        task["uid"] = t.uid;
        task["name"] = t.name;
        task["parallelism"] = t.parallelism;
        task["files"] = t.files;
        task["fileBytes"] = t.fileBytes;
        tasks.push_back(task);
    }
    j["tasks"] = tasks;
    if (!m.commits.empty()) {
        nlohmann::ordered_json commits = nlohmann::ordered_json::array();
        for (const std::string &c : m.commits)
            commits.push_back(nlohmann::ordered_json::parse(c));
        j["commits"] = commits;
    }
    return j.dump(2);
}

Result<CheckpointMetadata> decodeMetadata(std::string_view payload, const std::string &what)
{
    try {
        const nlohmann::json j = nlohmann::json::parse(payload);
        CheckpointMetadata m;
        m.formatVersion = j.at("format").get<std::uint32_t>();
        m.savepoint = j.at("kind").get<std::string>() == "savepoint";
        m.checkpointId = j.at("checkpointId").get<std::int64_t>();
        m.jobId = j.at("jobId").get<std::string>();
        m.lineage = j.value("lineage", m.jobId); // older checkpoints: their own run's
        m.timestampMillis = j.at("timestamp").get<std::int64_t>();
        m.durationMillis = j.value("durationMillis", std::int64_t{0});
        m.stateBytes = j.value("stateBytes", std::int64_t{0});
        m.maxParallelism = j.at("maxParallelism").get<int>();
        m.stateBackend = j.value("stateBackend", std::string("hashmap"));
        for (const auto &[k, v] : j.at("settings").items())
            m.settings.emplace_back(k, v.get<std::string>());
        for (const auto &t : j.at("tasks")) {
            TaskCheckpointInfo task;
            task.uid = t.at("uid").get<std::string>();
            task.name = t.at("name").get<std::string>();
            task.parallelism = t.at("parallelism").get<int>();
            task.files = t.at("files").get<std::vector<std::string>>();
            task.fileBytes = t.at("fileBytes").get<std::vector<std::int64_t>>();
            if (task.parallelism < 1 || task.files.size() != static_cast<std::size_t>(task.parallelism) ||
                task.fileBytes.size() != task.files.size())
                return Status::ioError(sluice::Engine::tr("%1 is corrupt: task '%2' lists %3 files for parallelism %4")
                                           .arg(what)
                                           .arg(task.name)
                                           .arg(task.files.size())
                                           .arg(task.parallelism));
            for (const std::string &f : task.files) {
                if (f.empty() || f.find('/') != std::string::npos || f[0] == '.')
                    return Status::ioError(sluice::Engine::tr("%1 is corrupt: state file name '%2'").arg(what).arg(f));
            }
            m.tasks.push_back(std::move(task));
        }
        if (const auto commits = j.find("commits"); commits != j.end()) {
            for (const auto &c : *commits) {
                if (!c.is_object() || !c.contains("kind"))
                    return Status::ioError(sluice::Engine::tr("%1 is corrupt: a commit without its kind").arg(what));
                m.commits.push_back(c.dump());
            }
        }
        if (m.maxParallelism < 1 || m.maxParallelism > 32768)
            return Status::ioError(
                sluice::Engine::tr("%1 is corrupt: max parallelism %2").arg(what).arg(m.maxParallelism));
        return m;
    } catch (const nlohmann::json::exception &e) {
        return Status::ioError(sluice::Engine::tr("%1 is corrupt: %2").arg(what).arg(e.what()));
    }
}

Status writeFileAtomically(const fs::path &path, std::string_view bytes)
{
    const fs::path tmp = path.string() + ".tmp";
    const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        const std::string why = errnoText();
        return Status::ioError(sluice::Engine::tr("cannot write '%1': %2").arg(tmp.string()).arg(why));
    }
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const std::string why = errnoText();
            ::close(fd);
            ::unlink(tmp.c_str());
            return Status::ioError(sluice::Engine::tr("cannot write '%1': %2").arg(tmp.string()).arg(why));
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) {
        const std::string why = errnoText();
        ::close(fd);
        ::unlink(tmp.c_str());
        return Status::ioError(sluice::Engine::tr("cannot flush '%1' to disk: %2").arg(tmp.string()).arg(why));
    }
    ::close(fd);
    if (Status s = renameDurably(tmp, path); !s.isOk()) {
        ::unlink(tmp.c_str());
        return s;
    }
    return Status::ok();
}

Status renameDurably(const fs::path &from, const fs::path &to)
{
    if (::rename(from.c_str(), to.c_str()) != 0) {
        const std::string why = errnoText();
        return Status::ioError(sluice::Engine::tr("cannot rename '%1' to '%2': %3")
                                   .arg(from.string())
                                   .arg(to.filename().string())
                                   .arg(why));
    }
    syncFolder(to.has_parent_path() ? to.parent_path() : fs::path("."));
    return Status::ok();
}

std::error_code syncFile(const fs::path &path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return {errno, std::generic_category()};
    std::error_code ec;
    if (::fsync(fd) != 0)
        ec = {errno, std::generic_category()};
    ::close(fd);
    return ec;
}

void syncFolder(const fs::path &folder)
{
    const int dfd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dfd >= 0) {
        ::fsync(dfd);
        ::close(dfd);
    }
}

Result<std::string> readWholeFile(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const std::string why = errnoText();
        return Status::ioError(sluice::Engine::tr("cannot read '%1': %2").arg(path.string()).arg(why));
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        return Status::ioError(sluice::Engine::tr("cannot read '%1'").arg(path.string()));
    return text.str();
}

Result<std::shared_ptr<const RestoredCheckpoint>> readCheckpoint(const fs::path &path)
{
    std::error_code ec;
    fs::path dir = path;
    if (path.filename() == "_metadata")
        dir = path.parent_path();
    if (!fs::exists(dir, ec))
        return Status::notFound(sluice::Engine::tr("no checkpoint or savepoint at '%1'").arg(path.string()));
    if (!fs::is_directory(dir, ec))
        return Status::invalidArgument(
            sluice::Engine::tr("'%1' is neither a checkpoint folder nor its _metadata file").arg(path.string()));
    const fs::path metaPath = dir / "_metadata";
    if (!fs::exists(metaPath, ec)) {
        const fs::path latest = latestCheckpointIn(dir);
        if (!latest.empty())
            return Status::invalidArgument(
                sluice::Engine::tr("'%1' holds checkpoints, not one: restore from '%2', its latest complete one")
                    .arg(dir.string())
                    .arg(latest.string()));
        if (fs::exists(dir / kPendingMetadataName, ec))
            return Status::invalidArgument(sluice::Engine::tr("'%1' has no _metadata: its process ended while "
                                                              "committing it, and whether the commit happened is "
                                                              "not settled")
                                               .arg(dir.string()));
        return Status::invalidArgument(sluice::Engine::tr("'%1' has no _metadata: it is not a checkpoint or "
                                                          "savepoint, or one that never completed")
                                           .arg(dir.string()));
    }
    auto bytes = readWholeFile(metaPath);
    if (!bytes)
        return bytes.status();
    auto payload = unframeCheckpointFile(std::move(*bytes), CheckpointFileKind::Metadata, "'" + metaPath.string() + "'");
    if (!payload)
        return payload.status();
    auto meta = decodeMetadata(*payload, "'" + metaPath.string() + "'");
    if (!meta)
        return meta.status();
    auto restored = std::make_shared<RestoredCheckpoint>();
    restored->location = dir.string();
    restored->sharedDirectory = (dir.parent_path() / "shared").string();
    restored->metadata = std::move(*meta);
    for (const TaskCheckpointInfo &task : restored->metadata.tasks) {
        std::vector<std::shared_ptr<const SubtaskState>> states;
        for (std::size_t i = 0; i < task.files.size(); ++i) {
            const fs::path file = dir / task.files[i];
            const std::string what = "'" + file.string() + "'";
            auto raw = readWholeFile(file);
            if (!raw)
                return Status::ioError(sluice::Engine::tr("the checkpoint at '%1' is incomplete: %2")
                                           .arg(dir.string())
                                           .arg(raw.status().text()));
            auto body = unframeCheckpointFile(std::move(*raw), CheckpointFileKind::SubtaskState, what);
            if (!body)
                return body.status();
            auto state = decodeSubtaskState(*body, what);
            if (!state)
                return state.status();
            if (state->taskUid != task.uid || state->subtask != static_cast<int>(i) ||
                state->parallelism != task.parallelism)
                return Status::ioError(sluice::Engine::tr("%1 does not belong to task '%2' subtask %3 of this checkpoint")
                                           .arg(what)
                                           .arg(task.name)
                                           .arg(i));
            for (const OperatorSnapshot &op : state->ops) {
                if (!op.native)
                    continue;
                for (const NativeKeyedState::SharedFile &f : op.native->sharedFiles) {
                    const fs::path shared = fs::path(restored->sharedDirectory) / f.name;
                    std::error_code probe;
                    if (!fs::exists(shared, probe) || static_cast<std::int64_t>(fs::file_size(shared, probe)) != f.bytes)
                        return Status::ioError(sluice::Engine::tr("the checkpoint at '%1' is incomplete: its shared file "
                                                                  "'%2' is missing or has another size")
                                                   .arg(dir.string())
                                                   .arg(shared.string()));
                }
            }
            states.push_back(std::make_shared<const SubtaskState>(std::move(*state)));
        }
        restored->states.push_back(std::move(states));
    }
    return std::shared_ptr<const RestoredCheckpoint>(std::move(restored));
}

fs::path latestCheckpointIn(const fs::path &dir)
{
    std::error_code ec;
    fs::path best;
    std::int64_t bestId = -1;
    auto scan = [&](const fs::path &folder) {
        std::error_code inner;
        for (fs::directory_iterator it(folder, inner), end; !inner && it != end; it.increment(inner)) {
            const std::string name = it->path().filename().string();
            std::error_code probe;
            if (name.rfind("chk-", 0) != 0 || !fs::exists(it->path() / "_metadata", probe))
                continue;
            char *endp = nullptr;
            const long long id = std::strtoll(name.c_str() + 4, &endp, 10);
            if (endp && *endp == '\0' && id > bestId) {
                bestId = id;
                best = it->path();
            }
        }
    };
    scan(dir);
    if (best.empty()) {
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            if (it->is_directory(ec))
                scan(it->path());
        }
    }
    return best;
}

} // namespace sluice::runtime

namespace sluice::runtime {

namespace {

/// Settles one folder left with `_metadata.pending`: complete when every commit it depends on
/// happened, else an unfinished checkpoint (the pending file goes). `settled` gets the folders
/// that became complete.
Status settleFolder(const fs::path &folder, const CommitResolver &resolve, std::vector<fs::path> &settled)
{
    std::error_code ec;
    const fs::path pending = folder / kPendingMetadataName;
    if (!fs::exists(pending, ec) || fs::exists(folder / "_metadata", ec))
        return Status::ok();
    const std::string what = "'" + pending.string() + "'";
    auto bytes = readWholeFile(pending);
    if (!bytes)
        return bytes.status();
    auto payload = unframeCheckpointFile(std::move(*bytes), CheckpointFileKind::Metadata, what);
    if (!payload)
        return payload.status();
    auto meta = decodeMetadata(*payload, what);
    if (!meta)
        return meta.status();
    bool committed = !meta->commits.empty();
    for (const std::string &commit : meta->commits) {
        auto happened = resolve(commit, meta->jobId, meta->checkpointId);
        if (!happened)
            return Status(happened.status().code(), sluice::Engine::tr("cannot tell whether '%1' completed: %2")
                                                        .arg(folder.string())
                                                        .arg(happened.status().text()));
        committed = committed && *happened;
    }
    if (!committed) {
        fs::remove(pending, ec);
        return Status::ok();
    }
    if (Status s = renameDurably(pending, folder / "_metadata"); !s.isOk())
        return s;
    settled.push_back(folder);
    return Status::ok();
}

} // namespace

Result<std::vector<fs::path>> settlePendingCheckpoints(const fs::path &path, const CommitResolver &resolve)
{
    std::vector<fs::path> settled;
    std::error_code ec;
    fs::path dir = path.filename() == "_metadata" ? path.parent_path() : path;
    if (!fs::is_directory(dir, ec))
        return settled;
    // The folder itself, its siblings (a checkpoint named beside newer ones) and its children
    // (a job's folder of chk-<n>), and their children (a checkpoint directory of job folders).
    std::vector<fs::path> folders{dir};
    auto addChildren = [&](const fs::path &parent, int depth, auto &self) -> void {
        std::error_code inner;
        for (fs::directory_iterator it(parent, inner), end; !inner && it != end; it.increment(inner)) {
            std::error_code probe;
            if (!it->is_directory(probe))
                continue;
            folders.push_back(it->path());
            if (depth > 1)
                self(it->path(), depth - 1, self);
        }
    };
    addChildren(dir, 2, addChildren);
    if (dir.has_parent_path())
        addChildren(dir.parent_path(), 1, addChildren);
    for (const fs::path &folder : folders) {
        if (Status s = settleFolder(folder, resolve, settled); !s.isOk())
            return s;
    }
    return settled;
}

} // namespace sluice::runtime
