#pragma once

// Side effects that decide whether a checkpoint completed (docs/checkpoints.md, "Exactly-once
// Kafka"). A sink whose output cannot be committed again after a crash (a Kafka transaction:
// librdkafka cannot resume one another process began) registers a CheckpointCommitter. The
// checkpoint coordinator commits it once every subtask's state is durable and before `_metadata`
// is written, so the commit itself is the moment the checkpoint completes; a crash between the
// two leaves `_metadata.pending`, and a restore asks the committer's side (resolve) whether the
// commit happened.

#include <sluice/status.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace sluice::exec {

class CheckpointCommitter {
public:
    virtual ~CheckpointCommitter() = default;
    /// Commits what checkpoint `checkpointId` covers. Coordinator thread; every subtask has
    /// acknowledged the checkpoint. An error fails the checkpoint and the job (what it covered is
    /// lost and must be produced again from the previous checkpoint).
    virtual Status commit(std::int64_t checkpointId) = 0;
    /// Checkpoint `checkpointId` will never complete (timed out, declined, subsumed).
    virtual void aborted(std::int64_t /*checkpointId*/) {}
    /// How a restore learns whether commit() happened: a JSON object whose "kind" names the
    /// resolver (runtime/checkpoint_format.h, CommitResolver).
    virtual std::string describe() const = 0;
};

/// The committers of one attempt of a job, shared by its sink subtasks (which create them) and
/// the checkpoint coordinator (which commits them). Any thread.
class CheckpointCommitters {
public:
    CheckpointCommitters(std::string jobId, std::string lineage)
        : m_jobId(std::move(jobId)), m_lineage(std::move(lineage))
    {
    }
    /// The job's id (32 hex digits) and its lineage (runtime/checkpoint_format.h), which
    /// committers record beside what they commit.
    const std::string &jobId() const { return m_jobId; }
    const std::string &lineage() const { return m_lineage; }
    /// The committer registered under `key` (which may hold secrets: never shown), else the one
    /// `make` creates, registered. A job has at most one: two could not commit atomically, so a
    /// second key is refused with a message naming both by their `label`.
    Result<std::shared_ptr<CheckpointCommitter>>
    obtain(const std::string &key, Text label,
           const std::function<Result<std::shared_ptr<CheckpointCommitter>>()> &make);
    std::vector<std::shared_ptr<CheckpointCommitter>> all() const;

private:
    const std::string m_jobId;
    const std::string m_lineage;
    mutable std::mutex m_mutex;
    std::string m_key;                          // REQUIRES: m_mutex
    Text m_label;                               // REQUIRES: m_mutex
    std::shared_ptr<CheckpointCommitter> m_one; // REQUIRES: m_mutex
};

} // namespace sluice::exec
