#pragma once

// Partition commit of a streaming filesystem sink (Flink's PartitionCommitter, with its
// process-time and partition-time triggers; docs/checkpoints.md). A partition is committed (its
// success file written, for the success-file policy) once every running subtask of the sink has
// committed its part files of the checkpoint that last wrote to it, and the trigger agrees:
//   process-time:   'sink.partition-commit.delay' is 0, or that much time has passed since the
//                   partition was first seen;
//   partition-time: the watermark every subtask had when it took that checkpoint passed the
//                   partition's time (from its values, 'partition.time-extractor.*', read in
//                   'sink.partition-commit.watermark-time-zone') plus the delay.
// Flink runs one committer task fed by the writers; here the subtasks of a sink share one
// PartitionCommitter, and the subtask whose report completes a checkpoint commits.

#include "common/time_zone.h"
#include "connectors/table_options.h"
#include "exec/expr_time.h"

#include <sluice/status.h>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace sluice::plan {
struct SinkNode;
}

namespace sluice::exec {

struct PartitionCommitSettings {
    enum class Trigger : std::uint8_t { ProcessTime, PartitionTime };
    Trigger trigger = Trigger::ProcessTime;
    std::int64_t delayMillis = 0;
    std::string successFileName; ///< empty: the policy writes none (metastore only)
    std::vector<std::string> partitionKeys;
    std::optional<std::string> timestampPattern; ///< "$dt $hour:00:00"; unset: the first key's value
    std::optional<detail::DateTimePattern> formatter;    ///< unset: yyyy-M-d[ H:m:s]
    TimeZone watermarkZone = TimeZone::utc();

    /// The table's partition commit options; errors name the option.
    static Result<PartitionCommitSettings> from(const TableOptions &options, std::vector<std::string> partitionKeys,
                                                std::string successFileName);
    /// The partition's time in milliseconds since the epoch, from its folder
    /// (`dt=2024-05-01/hour=13`); nullopt when its values do not form a time.
    std::optional<std::int64_t> partitionTime(const std::string &partitionDir) const;
};

/// Writes the success file `name` into `partition` (a folder under `root`): the success-file
/// policy's commit.
Status writePartitionSuccessFile(const std::string &root, const std::string &partition, const std::string &name);

class PartitionCommitter {
public:
    /// The committer the subtasks of one attempt (`attempt`, any pointer unique to it) of the
    /// sink `node` share; made by the first of them.
    static std::shared_ptr<PartitionCommitter> shared(const plan::SinkNode *node, const void *attempt,
                                                      std::string root, PartitionCommitSettings settings,
                                                      int parallelism);

    PartitionCommitter(std::string root, PartitionCommitSettings settings, int parallelism);

    /// Subtask `subtask` committed its part files up to checkpoint `checkpointId`, which wrote to
    /// `partitions`; `watermark` is the one it had when it took that checkpoint. The partitions
    /// that become committable are committed now (by this caller).
    Status report(int subtask, std::int64_t checkpointId, const std::set<std::string> &partitions,
                  std::int64_t watermark, std::int64_t nowMillis);
    /// The subtask's input ended (its files are all committed): it no longer holds commits back.
    Status ended(int subtask, std::int64_t nowMillis);
    /// Partitions committed by a restore (their files were renamed then): pending again.
    void restorePending(const std::string &partition, std::int64_t createdMillis);
    /// The pending partitions and when they were first seen, for a checkpoint.
    std::vector<std::pair<std::string, std::int64_t>> pending() const;

private:
    struct Pending {
        std::int64_t createdMillis = 0;
        std::int64_t checkpointId = 0; ///< the newest checkpoint that wrote to it
    };
    struct Writer {
        std::int64_t checkpointId = 0;
        std::int64_t watermark = INT64_MIN;
        bool ended = false;
    };
    /// Commits what every running writer has committed and the trigger allows.
    Status commitReady(std::int64_t nowMillis); // REQUIRES: m_mutex
    Status commitPartition(const std::string &partition) const;

    const std::string m_root;
    const PartitionCommitSettings m_settings;
    mutable std::mutex m_mutex;
    std::vector<Writer> m_writers;              // REQUIRES: m_mutex
    std::map<std::string, Pending> m_pending;   // REQUIRES: m_mutex
};

} // namespace sluice::exec
