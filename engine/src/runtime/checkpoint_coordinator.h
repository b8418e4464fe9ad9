#pragma once

// Checkpoints of a running job, as Flink's CheckpointCoordinator takes them (docs/checkpoints.md):
// every execution.checkpointing.interval (at least min-pause after the previous one ended, at most
// max-concurrent-checkpoints in flight) it asks each source subtask for a checkpoint. A source
// writes its position, its chain's operators write their state, and a barrier follows its rows
// downstream; a task with several producers aligns their barriers (EXACTLY_ONCE) or only counts
// them (AT_LEAST_ONCE), then does the same. Each subtask hands its state here; this coordinator's
// own thread writes it into chk-<n>/ (so subtasks never wait on the disk) and, once every subtask
// has, writes `_metadata` and declares the checkpoint complete: subtasks then commit what it
// covers (Kafka offsets, part files). A checkpoint not complete within the timeout is abandoned;
// more failures in a row than tolerable-failed-checkpoints fail the job.
//
// Without execution.checkpointing.dir the checkpoints stay in memory (Flink's JobManager
// checkpoint storage): restarts use them; a new process cannot.

#include "exec/checkpoint_committer.h"
#include "runtime/checkpoint_format.h"
#include "state/clock.h"

#include <sluice/configuration.h>
#include <sluice/metrics.h>
#include <sluice/status.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace sluice::runtime {

/// execution.checkpointing.* and the storage options, read and checked once.
struct CheckpointSettings {
    enum class Retention : std::uint8_t { NoExternalized, DeleteOnCancellation, RetainOnCancellation };

    std::chrono::milliseconds interval{0}; ///< 0: checkpointing off
    bool exactlyOnce = true;
    std::chrono::milliseconds timeout{10 * 60 * 1000};
    std::chrono::milliseconds minPause{0};
    int maxConcurrent = 1;
    int tolerableFailures = 0;
    int numRetained = 1;
    Retention retention = Retention::NoExternalized;
    std::filesystem::path directory;          ///< empty: in memory
    std::filesystem::path savepointDirectory; ///< empty: none by default
    /// execution.checkpointing.incremental: RocksDB state as its own files, each SST stored once
    /// (only with a checkpoint folder; savepoints stay in the canonical format, as Flink's).
    bool incremental = false;

    /// Whether checkpoints are taken periodically (savepoints can be taken either way).
    bool periodic() const { return interval.count() > 0; }
    /// From a job's configuration; a `file://` URI or a plain path for the folders, other schemes
    /// refused with the option's name.
    static Result<CheckpointSettings> from(const Configuration &config);
};

/// The tasks of the job as the coordinator sees them.
struct CheckpointJobLayout {
    struct Task {
        std::string uid;
        std::string name;
        int parallelism = 1;
        bool source = false;
    };
    std::string jobId; ///< 32 hex digits, Flink's JobID form
    std::string lineage; ///< CheckpointMetadata::lineage; empty: jobId (a fresh start)
    int maxParallelism = 128;
    std::string stateBackend;
    std::vector<std::pair<std::string, std::string>> settings;
    std::vector<Task> tasks;
};

class CheckpointCoordinator {
public:
    /// `failJob` is called (from the coordinator's thread) when checkpoints fail more often
    /// than tolerated.
    CheckpointCoordinator(CheckpointSettings settings, CheckpointJobLayout layout, const state::Clock &clock,
                          std::function<void(Status)> failJob);
    ~CheckpointCoordinator(); ///< stops the thread
    CheckpointCoordinator(const CheckpointCoordinator &) = delete;
    CheckpointCoordinator &operator=(const CheckpointCoordinator &) = delete;

    /// Starts triggering, for a job's first attempt or a restarted one (the coordinator outlives
    /// the attempts: numbering and retained checkpoints go on). `firstId` continues a restored
    /// job's numbering. Returns the base: the id before the first this run triggers, which the
    /// attempt's subtasks start from (JobRunnerOptions::checkpointBase).
    std::int64_t start(std::int64_t firstId = 1);
    /// Stops triggering and writing; what is in flight is abandoned (its folder removed).
    void stop();
    /// The committers of the running attempt (null between attempts): each checkpoint completes
    /// by committing them, before its `_metadata` is written (exec/checkpoint_committer.h).
    void setCommitters(std::shared_ptr<exec::CheckpointCommitters> committers);
    /// An attempt ended: its committers go, unless a newer attempt has set its own already.
    void dropCommitters(const exec::CheckpointCommitters *attempt);
    const std::string &jobId() const { return m_layout.jobId; }
    const std::string &lineage() const { return m_layout.lineage.empty() ? m_layout.jobId : m_layout.lineage; }

    /// Source subtasks: the newest checkpoint they should take (they take each id up to it).
    std::int64_t triggered() const { return m_triggered.load(std::memory_order_acquire); }
    /// The stop-with-savepoint in flight, 0 if none: subtasks that took it wait for its outcome
    /// and end (completed) or go on (failed).
    std::int64_t stopAt() const { return m_stopAt.load(std::memory_order_acquire); }
    /// Whether checkpoint `id` failed or was abandoned (it will never complete).
    bool failed(std::int64_t id) const;

    /// Takes a savepoint into `directory` (a folder savepoint-<job id prefix>-<random> in it),
    /// now, whatever the interval; with `stop` the job's subtasks end once it is complete
    /// (Flink's stop-with-savepoint without drain: no end of input, no final firing). Waits for
    /// the outcome, at most `timeout`; returns the savepoint's folder.
    Result<std::string> savepoint(const std::filesystem::path &directory, bool stop, std::chrono::milliseconds timeout);
    /// Whether checkpoint `id` takes RocksDB state as RocksDB's own files (incremental) rather
    /// than entry by entry.
    bool nativeKeyedState(std::int64_t id) const;
    /// Every subtask: the newest complete checkpoint, to commit (notifyCheckpointComplete).
    std::int64_t completed() const { return m_completed.load(std::memory_order_acquire); }

    /// A subtask's state for checkpoint `id` (after its barrier passed); `alignmentMillis` is how
    /// long its barriers took to line up.
    void acknowledge(std::int64_t id, int task, int subtask, SubtaskState state, std::int64_t alignmentMillis);
    /// A subtask could not write its state for checkpoint `id`: the checkpoint fails.
    void decline(std::int64_t id, Status reason);
    /// A subtask ended: `finalState` stands for it in every checkpoint it has not acknowledged.
    void subtaskFinished(int task, int subtask, SubtaskState finalState);

    /// The newest complete checkpoint, read back for a restart; null when there is none.
    Result<std::shared_ptr<const RestoredCheckpoint>> latestCompleted() const;
    /// The latest checkpoints (oldest first) and the counts, for the metrics.
    void stats(std::vector<CheckpointStats> &history, std::int64_t &completed, std::int64_t &failed) const;

    enum class JobEnd : std::uint8_t { Finished, Cancelled, Failed };
    /// The job reached a terminal state: checkpoints are removed or kept as
    /// externalized-checkpoint-retention says (Flink's CheckpointRetentionPolicy).
    void jobEnded(JobEnd end);

    const CheckpointSettings &settings() const { return m_settings; }
    /// <directory>/<job id>; empty in memory.
    std::filesystem::path jobFolder() const;

private:
    struct Pending;
    void run();
    /// Starts checkpoint (or savepoint, into `savepointDir`) m_nextId; returns its id, 0 when
    /// nothing runs that could take it.
    std::int64_t trigger(std::unique_lock<std::mutex> &lock, const std::filesystem::path &savepointDir = {});
    void handleAcks(std::unique_lock<std::mutex> &lock);
    void complete(std::unique_lock<std::mutex> &lock, Pending &pending);
    void fail(std::unique_lock<std::mutex> &lock, std::int64_t id, const Status &reason);
    /// Writes `_metadata` into `folder`; with committers, as `_metadata.pending`, then commits,
    /// then renames it. `commitFailed` says the commit itself failed (the job must fail).
    Status publish(const std::filesystem::path &folder, const CheckpointMetadata &meta,
                   const std::vector<std::shared_ptr<exec::CheckpointCommitter>> &committers,
                   bool &commitFailed) const;
    void removeFolder(const std::filesystem::path &folder) const;
    /// Removes a checkpoint's folder and the shared files only it still referenced.
    void dropCheckpoint(std::int64_t id, const std::filesystem::path &folder); // REQUIRES: m_mutex
    /// Moves the native RocksDB checkpoints of a subtask's state into the job's shared/ folder
    /// (files not stored by an earlier checkpoint only) and takes the references of checkpoint
    /// `id`; `storedBytes` grows by what was written. Coordinator thread, without m_mutex.
    Status storeNativeState(SubtaskState &state, std::int64_t id, std::int64_t &storedBytes);
    CheckpointStats *statsOf(std::int64_t id);

    const CheckpointSettings m_settings;
    const CheckpointJobLayout m_layout;
    const state::Clock &m_clock;
    std::function<void(Status)> m_failJob;
    int m_subtaskCount = 0;

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_running = false;
    bool m_stopping = false;
    std::thread m_thread;
    std::atomic<std::int64_t> m_triggered{0};
    std::atomic<std::int64_t> m_completed{0};
    std::atomic<std::int64_t> m_stopAt{0};
    std::condition_variable m_outcome;                        ///< a checkpoint completed or failed
    std::map<std::int64_t, Status> m_failures;                ///< REQUIRES: m_mutex; recent failed ids
    std::int64_t m_nextId = 1;                                // REQUIRES: m_mutex
    std::map<std::int64_t, std::unique_ptr<Pending>> m_pending; // REQUIRES: m_mutex
    struct Ack {
        std::int64_t id;
        int task;
        int subtask;
        SubtaskState state;
        std::int64_t alignmentMillis;
    };
    std::deque<Ack> m_acks;                                    // REQUIRES: m_mutex
    std::vector<std::vector<std::shared_ptr<const SubtaskState>>> m_finished; // [task][subtask]
    std::chrono::steady_clock::time_point m_lastEnded;         // REQUIRES: m_mutex
    bool m_anyEnded = false;
    int m_consecutiveFailures = 0;
    std::deque<std::int64_t> m_retained;                       ///< complete ids on disk, oldest first
    std::shared_ptr<const RestoredCheckpoint> m_latest;        ///< in memory, or read back lazily
    std::filesystem::path m_latestFolder;
    std::deque<CheckpointStats> m_history;
    std::shared_ptr<exec::CheckpointCommitters> m_committers; // REQUIRES: m_mutex
    std::map<std::string, int> m_sharedRefs;                   // REQUIRES: m_mutex; checkpoints per shared file
    std::map<std::int64_t, std::vector<std::string>> m_sharedOf; // REQUIRES: m_mutex; a checkpoint's shared files
    std::int64_t m_completedCount = 0;
    std::int64_t m_failedCount = 0;
};

/// A new Flink-style job id: 32 lowercase hex digits.
std::string newJobId();

} // namespace sluice::runtime
