#pragma once

// The `filesystem` connector as a sink: append-only part files under `path`, in the table's
// format, one row per line. Each subtask writes `part-<uuid>-<subtask>-<n>` (Flink's naming: a
// uuid per sink instance, the 0-based subtask, a counter), first as the hidden in-progress file
// `.part-<uuid>-<subtask>-<n>.inprogress` (skipped by readers, as Flink's are) and renamed to its
// final name when the input ends or the sink closes. PARTITIONED BY columns are written as
// `key=value` folders (Hive escaping; NULL or '' as partition.default-name) and left out of the
// files. Updates and deletes are refused with a clear error (the planner rejects such plans
// already; this is the runtime guard). With 'sink.partition-commit.policy.kind' naming
// success-file, each partition written gets its success file once every subtask's input has
// ended (Flink's partition committer at the end of bounded input); a cancelled job commits none.
// With checkpoints, partitions are also committed as checkpoints complete, when
// 'sink.partition-commit.trigger' allows (connectors/partition_committer.h).
// INSERT OVERWRITE (batch mode) keeps every part file in progress until the last subtask ends;
// that one then deletes what the table folder held (the partitions written, for a partitioned
// table: Flink's dynamic overwrite), hidden files aside, and only then gives the new files their
// names. A job that ends otherwise leaves the old data as it was and removes its own files.

#include "connectors/partition_committer.h"
#include "exec/operator.h"
#include "formats/row_format.h"

#include <cstdio>
#include <map>
#include <set>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::exec {

class FileSystemSink final : public Operator {
public:
    static Result<std::unique_ptr<Operator>> create(const plan::SinkNode &node);
    FileSystemSink(const plan::SinkNode &node, std::string root, std::string format);
    ~FileSystemSink() override;

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Writes buffered lines to the in-progress files (they become visible when finished).
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;
    Status processWatermark(std::int64_t watermarkMillis, Output &out) override;
    Status endInput(Output &out) override;
    void close() override;

    // Checkpoints (exactly-once, Flink's in-progress -> pending -> finished): each checkpoint
    // closes the part files, which become pending; they get their final names when that
    // checkpoint completes, or when a restore from it starts. Rows after the last complete
    // checkpoint stay in hidden in-progress files, which a restore writes again.
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;
    Status notifyCheckpointComplete(std::int64_t checkpointId) override;
    /// With checkpoints, the end of the input commits nothing itself: the final checkpoint does.
    bool needsFinalCheckpoint() const override { return m_checkpointing && !m_overwrite; }

    /// Hive's escaping of a partition value in a folder name (`a/b` → `a%2Fb`).
    static std::string escapePathName(std::string_view value);

private:
    struct PartFile {
        std::string inProgressPath;
        std::string finalPath;
        std::FILE *file = nullptr;
        std::string buffer;
        /// A write failed: the file may end in a torn line, so it stays hidden (in progress)
        /// and is never renamed to a part file readers see.
        bool torn = false;
    };

    Result<PartFile *> fileFor(const std::string &partitionDir);
    /// Adds this subtask's partitions (and, when overwriting, its part files) to the job's
    /// commit; the last subtask to end overwrites, names the files and writes the success files
    /// of them all.
    Status commitPartitions();
    /// INSERT OVERWRITE, by the last subtask: empties the written folders of earlier data, then
    /// renames every subtask's in-progress files.
    Status overwrite(const std::set<std::string> &partitions,
                     const std::vector<std::pair<std::string, std::string>> &files);
    Status flush(PartFile &part);
    /// Flushes, syncs and closes a part file, which stays in progress.
    Status seal(PartFile &part);
    /// A part file's final name, once what it holds is committed.
    static Status commitFile(const std::string &inProgress, const std::string &final);
    /// Flushes and closes the part files; renames them to their final names unless `keep`.
    Status finish(bool keepInProgress);

    const plan::SinkNode &m_node;
    std::string m_root;
    std::string m_format;
    std::string m_uuid;
    std::string m_defaultPartitionName;
    std::unique_ptr<formats::RowSerializer> m_serializer;
    std::vector<std::size_t> m_partitionColumns; // input columns, in PARTITIONED BY order
    std::vector<std::string> m_partitionNames;
    std::map<std::string, PartFile> m_files; // by partition folder ("" when unpartitioned)
    struct PendingFile {
        std::int64_t checkpointId;
        std::string inProgressPath;
        std::string finalPath;
        std::string partition; ///< its folder under the root ("" unpartitioned)
    };
    bool m_checkpointing = false;      ///< the job takes checkpoints: files wait for them
    std::vector<PendingFile> m_pending; ///< sealed by a checkpoint not yet complete
    int m_counter = 0;
    bool m_finished = false;
    bool m_ended = false; // endInput ran: the commit has this subtask's files
    bool m_overwrite = false;
    int m_parallelism = 1;
    std::string m_successFileName; // "" unless the commit policy writes success files
    std::optional<PartitionCommitSettings> m_commitSettings; ///< partitioned tables
    std::shared_ptr<PartitionCommitter> m_committer;         ///< partitioned, with checkpoints
    std::int64_t m_watermark = INT64_MIN;
    std::map<std::int64_t, std::int64_t> m_watermarkAt; ///< at each checkpoint not yet complete
    std::string m_line;
    std::string m_dir;
};

} // namespace sluice::exec
