#include "connectors/filesystem_sink.h"

#include <sluice/text.h>

#include "common/byte_codec.h"
#include "common/filesystem_path.h"

#include "common/value_format.h"
#include "connectors/sink_columns.h"
#include "connectors/table_options.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cstdio>
#include <filesystem>
#include <mutex>
#include <random>
#include <set>

#include <unistd.h>

namespace sluice::exec {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kFlushBytes = 64 * 1024;

std::string randomUuid()
{
    std::random_device rd;
    std::mt19937_64 gen((std::uint64_t{rd()} << 32) ^ rd());
    const std::uint64_t hi = gen(), lo = gen();
    char buf[40];
    std::snprintf(buf, sizeof buf, "%08x-%04x-4%03x-%04x-%012llx", static_cast<unsigned>(hi >> 32),
                  static_cast<unsigned>((hi >> 16) & 0xFFFF), static_cast<unsigned>(hi & 0x0FFF),
                  static_cast<unsigned>(((lo >> 48) & 0x3FFF) | 0x8000),
                  static_cast<unsigned long long>(lo & 0xFFFFFFFFFFFFULL));
    return buf;
}

} // namespace

std::string FileSystemSink::escapePathName(std::string_view value)
{
    static constexpr std::string_view kEscaped = "\"#%'*/:=?\\\x7F{[]^";
    std::string out;
    for (const char c : value) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || kEscaped.find(c) != std::string_view::npos) {
            char buf[4];
            std::snprintf(buf, sizeof buf, "%%%02X", u);
            out += buf;
        } else {
            out += c;
        }
    }
    return out;
}

namespace {

// The partitions a sink's subtasks wrote, gathered until the last of them ends. Keyed by the
// plan's sink node, which the subtasks of one job share.
struct PartitionCommit {
    int ended = 0;
    std::set<std::string> partitions;
    std::vector<std::pair<std::string, std::string>> files; // overwrite: in progress -> final
};
std::mutex g_commitMutex;
std::map<const plan::SinkNode *, PartitionCommit> g_commits; // REQUIRES: g_commitMutex held

// The commit policies of 'sink.partition-commit.policy.kind': metastore (a filesystem table has
// no metastore, so Flink's commits there are empty), success-file, custom (a JVM class).
Result<bool> writesSuccessFiles(const TableOptions &options)
{
    const auto kinds = options.get("sink.partition-commit.policy.kind");
    if (!kinds)
        return false;
    bool success = false;
    std::size_t begin = 0;
    while (begin <= kinds->size()) {
        std::size_t end = kinds->find(',', begin);
        if (end == std::string::npos)
            end = kinds->size();
        std::string kind = kinds->substr(begin, end - begin);
        kind.erase(0, kind.find_first_not_of(" \t"));
        kind.erase(kind.find_last_not_of(" \t") + 1);
        if (kind == "success-file")
            success = true;
        else if (kind == "custom")
            return Status::unsupported(sluice::Engine::tr("The partition commit policy 'custom' loads the JVM "
                                                          "class of 'sink.partition-commit.policy.class': it "
                                                          "runs on Flink, not on the embedded engine"));
        else if (kind != "metastore")
            return Status::invalidArgument(sluice::Engine::tr("Unsupported partition commit policy type: %1").arg(kind));
        begin = end + 1;
    }
    return success;
}

} // namespace

Result<std::unique_ptr<Operator>> FileSystemSink::create(const plan::SinkNode &node)
{
    const TableOptions options(node.options);
    auto option = options.get("path");
    if (!option || option->empty())
        return Status::invalidArgument(sluice::Engine::tr("The filesystem connector needs the option 'path'"));
    Result<std::string> path = localFilesystemPath(*option);
    if (!path)
        return path.status();
    auto format = options.get("format");
    if (!format)
        return Status::invalidArgument(sluice::Engine::tr("The filesystem connector needs the option 'format'"));
    if (!formats::isSupportedFormat(*format))
        return Status::unsupported(
            sluice::Engine::tr("The filesystem connector writes 'csv' or 'json', not '%1'").arg(*format));
    if (!node.inputs.empty() && node.inputs.front() && node.inputs.front()->changelog.hasUpdates())
        return Status::unsupported(sluice::Engine::tr("Table sink '%1' (connector 'filesystem') doesn't "
                                                      "support consuming update changes; its input produces %2")
                                       .arg(node.name)
                                       .arg(node.inputs.front()->changelog.toString()));
    Result<bool> success = writesSuccessFiles(options);
    if (!success)
        return success.status();
    auto sink = std::make_unique<FileSystemSink>(node, *path, *format);
    if (node.table && !node.table->partitionKeys.empty()) {
        if (*success)
            sink->m_successFileName = options.getString(
                "sink.partition-commit.success-file.name",
                TableOptions::specDefault("filesystem", "sink.partition-commit.success-file.name"));
        auto settings = PartitionCommitSettings::from(options, node.table->partitionKeys, sink->m_successFileName);
        if (!settings)
            return settings.status();
        sink->m_commitSettings = std::move(*settings);
    }
    std::unique_ptr<Operator> op = std::move(sink);
    return op;
}

FileSystemSink::FileSystemSink(const plan::SinkNode &node, std::string root, std::string format)
    : m_node(node), m_root(std::move(root)), m_format(std::move(format)), m_overwrite(node.overwrite)
{
}

FileSystemSink::~FileSystemSink()
{
    close();
}

Status FileSystemSink::open(OperatorContext &context)
{
    Status s = Operator::open(context);
    if (!s.isOk())
        return s;
    m_uuid = randomUuid();
    m_parallelism = context.parallelism;
    m_checkpointing = context.periodicCheckpoints;
    const TableOptions options(m_node.options);
    m_defaultPartitionName =
        options.getString("partition.default-name",
                          TableOptions::specDefault("filesystem", "partition.default-name"));
    std::vector<std::string> keys;
    if (m_node.table)
        keys = m_node.table->partitionKeys;
    // The table column each input column writes: INSERT matches columns by position (or by the
    // INSERT's column list), never by the query's names.
    auto tableColumnName = [&](std::size_t input) -> std::string {
        const bool mapped = m_node.targetColumns.size() == m_node.schema.size();
        const std::size_t column = mapped ? static_cast<std::size_t>(m_node.targetColumns[input]) : input;
        if (m_node.table && column < m_node.table->columns.size())
            return m_node.table->columns[column].name;
        return m_node.schema[input].name;
    };
    // Input columns in table order; partition columns go to folders, the rest into the files.
    const std::vector<std::size_t> ordered = tableOrderedColumns(m_node);
    std::vector<RowField> fields;
    std::vector<std::size_t> sources;
    for (const std::size_t col : ordered) {
        const std::string name = tableColumnName(col);
        if (std::find(keys.begin(), keys.end(), name) != keys.end())
            continue;
        fields.push_back({name, m_node.schema[col].type, {}});
        sources.push_back(col);
    }
    for (const std::string &k : keys) {
        std::size_t input = 0;
        while (input < m_node.schema.size() && tableColumnName(input) != k)
            ++input;
        if (input == m_node.schema.size())
            return Status::invalidArgument(
                sluice::Engine::tr("Partition column '%1' of table '%2' is not written by the query")
                    .arg(k)
                    .arg(m_node.name));
        m_partitionColumns.push_back(input);
        m_partitionNames.push_back(k);
    }
    auto serializer = formats::createRowSerializer(m_format, options, Schema(std::move(fields)),
                                                   std::move(sources));
    if (!serializer)
        return serializer.status();
    m_serializer = std::move(*serializer);
    std::error_code ec;
    fs::create_directories(m_root, ec);
    if (ec)
        return Status::ioError(sluice::Engine::tr("Cannot create the sink folder '%1': %2").arg(m_root).arg(ec.message()));
    if (m_checkpointing && m_commitSettings && context.committers)
        m_committer = PartitionCommitter::shared(&m_node, context.committers, m_root, *m_commitSettings, m_parallelism);
    return Status::ok();
}

Result<FileSystemSink::PartFile *> FileSystemSink::fileFor(const std::string &partitionDir)
{
    auto it = m_files.find(partitionDir);
    if (it != m_files.end())
        return &it->second;
    const fs::path dir = partitionDir.empty() ? fs::path(m_root) : fs::path(m_root) / partitionDir;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec)
        return Status::ioError(sluice::Engine::tr("Cannot create '%1': %2").arg(dir.string()).arg(ec.message()));
    const std::string name = "part-" + m_uuid + "-" + std::to_string(context().subtaskIndex) + "-" +
                             std::to_string(m_counter++);
    PartFile part;
    part.finalPath = (dir / name).string();
    part.inProgressPath = (dir / ("." + name + ".inprogress")).string();
    part.file = std::fopen(part.inProgressPath.c_str(), "wb");
    if (!part.file)
        return Status::ioError(sluice::Engine::tr("Cannot create '%1'").arg(part.inProgressPath));
    return &m_files.emplace(partitionDir, std::move(part)).first->second;
}

Status FileSystemSink::flush(PartFile &part)
{
    if (part.buffer.empty() || !part.file)
        return Status::ok();
    errno = 0;
    const std::size_t n = std::fwrite(part.buffer.data(), 1, part.buffer.size(), part.file);
    const bool ok = n == part.buffer.size() && std::fflush(part.file) == 0;
    part.buffer.clear();
    if (!ok) {
        const int error = errno;
        part.torn = true;
        if (error)
            return Status::ioError(sluice::Engine::tr("Cannot write '%1': %2; the file stays in progress (hidden "
                                                      "from readers) as its last line may be torn")
                                       .arg(part.inProgressPath)
                                       .arg(std::strerror(error)));
        return Status::ioError(sluice::Engine::tr("Cannot write '%1'; the file stays in progress (hidden from "
                                                  "readers) as its last line may be torn")
                                   .arg(part.inProgressPath));
    }
    return Status::ok();
}

Status FileSystemSink::processBatch(int, const RowBatch &batch, Output &)
{
    Status s = requireInsertOnly(batch, m_node.name, "filesystem");
    if (!s.isOk())
        return s;
    for (std::size_t r = 0; r < batch.size(); ++r) {
        m_dir.clear();
        for (std::size_t k = 0; k < m_partitionColumns.size(); ++k) {
            const std::size_t col = m_partitionColumns[k];
            if (k)
                m_dir += '/';
            m_dir += escapePathName(m_partitionNames[k]);
            m_dir += '=';
            m_line.clear();
            if (!batch.isNull(col, r))
                appendCastString(m_line, batch, col, r);
            m_dir += m_line.empty() ? m_defaultPartitionName : escapePathName(m_line);
        }
        auto part = fileFor(m_dir);
        if (!part)
            return part.status();
        s = m_serializer->serialize(batch, r, (*part)->buffer);
        if (!s.isOk())
            return s;
        (*part)->buffer += '\n';
        if ((*part)->buffer.size() >= kFlushBytes) {
            s = flush(**part);
            if (!s.isOk())
                return s;
        }
    }
    notifyRowListener(context(), m_node.name, batch);
    return Status::ok();
}

Status FileSystemSink::onProcessingTime(std::int64_t, Output &)
{
    for (auto &[dir, part] : m_files) {
        Status s = flush(part);
        if (!s.isOk())
            return s;
    }
    return Status::ok();
}

Status FileSystemSink::finish(bool keepInProgress)
{
    if (m_finished)
        return Status::ok();
    m_finished = true;
    Status first;
    for (auto &[dir, part] : m_files) {
        Status s = flush(part);
        if (part.file) {
            if (std::fclose(part.file) != 0) {
                const int error = errno;
                part.torn = true;
                if (s.isOk())
                    s = Status::ioError(
                        sluice::Engine::tr("Cannot close '%1': %2").arg(part.inProgressPath).arg(std::strerror(error)));
            }
            part.file = nullptr;
        }
        if (keepInProgress || part.torn) {
            if (!s.isOk() && first.isOk())
                first = s;
            continue;
        }
        std::error_code ec;
        fs::rename(part.inProgressPath, part.finalPath, ec);
        if (ec && s.isOk())
            s = Status::ioError(sluice::Engine::tr("Cannot rename '%1' to '%2': %3")
                                    .arg(part.inProgressPath)
                                    .arg(part.finalPath)
                                    .arg(ec.message()));
        if (!s.isOk() && first.isOk())
            first = s;
    }
    return first;
}

Status FileSystemSink::seal(PartFile &part)
{
    Status s = flush(part);
    if (part.file) {
        if (s.isOk() && ::fsync(::fileno(part.file)) != 0) {
            const int error = errno;
            s = Status::ioError(
                sluice::Engine::tr("Cannot sync '%1' to disk: %2").arg(part.inProgressPath).arg(std::strerror(error)));
        }
        if (std::fclose(part.file) != 0 && s.isOk()) {
            const int error = errno;
            s = Status::ioError(
                sluice::Engine::tr("Cannot close '%1': %2").arg(part.inProgressPath).arg(std::strerror(error)));
        }
        part.file = nullptr;
    }
    if (!s.isOk())
        part.torn = true;
    return s;
}

Status FileSystemSink::commitFile(const std::string &inProgress, const std::string &final)
{
    std::error_code ec;
    if (!fs::exists(inProgress, ec) && fs::exists(final, ec))
        return Status::ok(); // committed already (a restore commits again what it restores)
    fs::rename(inProgress, final, ec);
    if (ec)
        return Status::ioError(
            sluice::Engine::tr("Cannot rename '%1' to '%2': %3").arg(inProgress).arg(final).arg(ec.message()));
    return Status::ok();
}

namespace {
// The kinds of a filesystem sink's checkpoint items.
constexpr std::uint8_t kPendingFileItem = 1;      // a part file sealed by a checkpoint
constexpr std::uint8_t kPendingPartitionItem = 2; // a partition waiting for its commit
} // namespace

Status FileSystemSink::snapshotState(std::int64_t checkpointId, std::vector<std::string> &items)
{
    for (auto &[dir, part] : m_files) {
        if (Status s = seal(part); !s.isOk())
            return s;
        m_pending.push_back({checkpointId, part.inProgressPath, part.finalPath, dir});
    }
    m_files.clear();
    m_watermarkAt[checkpointId] = m_watermark;
    for (const PendingFile &p : m_pending) {
        ByteWriter w;
        w.u8(kPendingFileItem);
        w.i64(p.checkpointId);
        w.bytes(p.inProgressPath);
        w.bytes(p.finalPath);
        w.bytes(p.partition);
        items.push_back(w.take());
    }
    // The committer is shared: subtask 0 writes what it still waits for.
    if (m_committer && context().subtaskIndex == 0) {
        for (const auto &[partition, created] : m_committer->pending()) {
            ByteWriter w;
            w.u8(kPendingPartitionItem);
            w.bytes(partition);
            w.i64(created);
            items.push_back(w.take());
        }
    }
    return Status::ok();
}

Status FileSystemSink::restoreState(const std::vector<RestoredOperatorState> &state)
{
    // The files the checkpoint covers are committed now, by one subtask each.
    for (const RestoredOperatorState &old : state) {
        if (!old.mine(context().subtaskIndex, context().parallelism))
            continue;
        for (const std::string &item : old.items) {
            ByteReader r(item, "a restored item of " + context().name);
            const std::uint8_t kind = r.u8("item kind");
            if (kind == kPendingPartitionItem) {
                const std::string partition(r.bytes("partition"));
                const std::int64_t created = r.i64("first seen");
                if (!r.ok())
                    return r.status();
                if (m_committer)
                    m_committer->restorePending(partition, created);
                continue;
            }
            if (kind != kPendingFileItem)
                return Status::ioError(sluice::Engine::tr("a restored item of %1 has the unknown kind %2")
                                           .arg(context().name)
                                           .arg(static_cast<int>(kind)));
            r.i64("checkpoint id");
            const std::string inProgress(r.bytes("in-progress path"));
            const std::string final(r.bytes("final path"));
            const std::string partition(r.bytes("partition"));
            if (!r.ok())
                return r.status();
            if (Status s = commitFile(inProgress, final); !s.isOk())
                return s;
            if (m_committer)
                m_committer->restorePending(partition, context().clock->nowMillis());
        }
    }
    return Status::ok();
}

Status FileSystemSink::notifyCheckpointComplete(std::int64_t checkpointId)
{
    std::vector<PendingFile> later;
    std::set<std::string> partitions;
    for (PendingFile &p : m_pending) {
        if (p.checkpointId > checkpointId) {
            later.push_back(std::move(p));
            continue;
        }
        if (Status s = commitFile(p.inProgressPath, p.finalPath); !s.isOk())
            return s;
        partitions.insert(p.partition);
    }
    m_pending = std::move(later);
    if (!m_committer)
        return Status::ok();
    // The watermark this subtask had when it took the checkpoint: its rows before it are in the
    // files just committed.
    std::int64_t watermark = INT64_MIN;
    for (auto it = m_watermarkAt.begin(); it != m_watermarkAt.end() && it->first <= checkpointId;) {
        watermark = it->second;
        it = m_watermarkAt.erase(it);
    }
    if (Status s = m_committer->report(context().subtaskIndex, checkpointId, partitions, watermark,
                                       context().clock->nowMillis());
        !s.isOk())
        return s;
    // The final checkpoint committed the last files: this subtask holds no partition back.
    if (m_ended && m_pending.empty() && m_files.empty())
        return m_committer->ended(context().subtaskIndex, context().clock->nowMillis());
    return Status::ok();
}

Status FileSystemSink::processWatermark(std::int64_t watermarkMillis, Output &out)
{
    m_watermark = std::max(m_watermark, watermarkMillis);
    return Operator::processWatermark(watermarkMillis, out);
}

Status FileSystemSink::endInput(Output &)
{
    if (needsFinalCheckpoint()) {
        // What is left is sealed into the subtask's final state and committed by the final
        // checkpoint (FLIP-147), as every file before it.
        for (auto &[dir, part] : m_files) {
            if (Status s = flush(part); !s.isOk())
                return s;
        }
        m_ended = true;
        return Status::ok();
    }
    // Without checkpoints the end of the input commits everything.
    for (const PendingFile &p : m_pending) {
        if (Status s = commitFile(p.inProgressPath, p.finalPath); !s.isOk())
            return s;
    }
    m_pending.clear();
    Status s = finish(/*keepInProgress=*/m_overwrite);
    m_ended = true;
    if (s.isOk() && m_committer)
        s = m_committer->ended(context().subtaskIndex, context().clock->nowMillis());
    if (!s.isOk() || (m_successFileName.empty() && !m_overwrite))
        return s;
    return commitPartitions();
}

Status FileSystemSink::commitPartitions()
{
    std::set<std::string> partitions;
    std::vector<std::pair<std::string, std::string>> files;
    {
        std::lock_guard lock(g_commitMutex);
        PartitionCommit &commit = g_commits[&m_node];
        for (const auto &[dir, part] : m_files) {
            commit.partitions.insert(dir);
            commit.files.emplace_back(part.inProgressPath, part.finalPath);
        }
        if (++commit.ended < m_parallelism)
            return Status::ok();
        partitions = std::move(commit.partitions);
        files = std::move(commit.files);
        g_commits.erase(&m_node);
    }
    if (m_overwrite) {
        if (Status s = overwrite(partitions, files); !s.isOk())
            return s;
    }
    if (m_successFileName.empty())
        return Status::ok();
    for (const std::string &dir : partitions) {
        if (Status s = writePartitionSuccessFile(m_root, dir, m_successFileName); !s.isOk())
            return s;
    }
    return Status::ok();
}

Status FileSystemSink::overwrite(const std::set<std::string> &partitions,
                                 const std::vector<std::pair<std::string, std::string>> &files)
{
    // An unpartitioned table is replaced as a whole, even by an empty result; a partitioned one
    // in the partitions the result has rows for.
    std::set<std::string> folders = partitions;
    if (!m_node.table || m_node.table->partitionKeys.empty())
        folders = {""};
    for (const std::string &dir : folders) {
        const fs::path folder = dir.empty() ? fs::path(m_root) : fs::path(m_root) / dir;
        std::error_code ec;
        std::vector<fs::path> old;
        for (auto it = fs::directory_iterator(folder, ec); !ec && it != fs::directory_iterator();
             it.increment(ec)) {
            const std::string name = it->path().filename().string();
            if (!name.empty() && name[0] != '.' && name[0] != '_')
                old.push_back(it->path());
        }
        if (ec)
            return Status::ioError(
                sluice::Engine::tr("Cannot list '%1' to overwrite it: %2").arg(folder.string()).arg(ec.message()));
        for (const fs::path &p : old) {
            fs::remove_all(p, ec);
            if (ec)
                return Status::ioError(
                    sluice::Engine::tr("Cannot remove '%1' to overwrite the table: %2").arg(p.string()).arg(ec.message()));
        }
    }
    for (const auto &[inProgress, final] : files) {
        std::error_code ec;
        fs::rename(inProgress, final, ec);
        if (ec)
            return Status::ioError(
                sluice::Engine::tr("Cannot rename '%1' to '%2': %3").arg(inProgress).arg(final).arg(ec.message()));
    }
    return Status::ok();
}

void FileSystemSink::close()
{
    if (m_overwrite) {
        // A job that did not reach the end overwrites nothing: its own files go, the old stay.
        if (!m_ended) {
            (void)finish(/*keepInProgress=*/true);
            for (const auto &[dir, part] : m_files) {
                std::error_code ec;
                fs::remove(part.inProgressPath, ec);
            }
            std::lock_guard lock(g_commitMutex);
            g_commits.erase(&m_node);
        }
        return;
    }
    // A cancelled job still finishes its part files: every line in them is complete. With
    // checkpoints only a complete checkpoint commits them: a restore writes these rows again.
    (void)finish(/*keepInProgress=*/m_checkpointing);
}

} // namespace sluice::exec
