#pragma once

// Runs a JobGraph: one worker thread per task subtask, bounded queues between tasks (backpressure),
// hash exchanges by Flink key groups, watermarks merged as the minimum over every producer of
// every input that is not idle (runtime/watermark_valve.h), end of input propagated downstream,
// the first failure cancelling everything.

#include "exec/checkpoint_committer.h"
#include "exec/operator.h"
#include "runtime/bounded_queue.h"
#include "runtime/checkpoint_coordinator.h"
#include "runtime/job_graph.h"
#include "runtime/metrics_registry.h"
#include "runtime/worker_pool.h"

#include <sluice/configuration.h>

#include <atomic>
#include <memory>
#include <utility>
#include <vector>

namespace sluice::runtime {

/// What flows between tasks.
struct StreamElement {
    /// Status: the producer became idle (`idle`) or active again (WatermarkStatus in Flink).
    /// Barrier: checkpoint `checkpointId`; everything before it belongs to that checkpoint.
    enum class Type : std::uint8_t { Batch, Watermark, Status, End, Barrier };
    Type type = Type::Batch;
    int input = 0;    ///< which input of the consuming head operator
    int producer = 0; ///< global index of the producing subtask among that input's producers
    RowBatch batch;
    std::int64_t watermark = 0;
    std::int64_t checkpointId = 0;
    bool idle = false;
};
using InputQueue = BoundedQueue<StreamElement>;

struct JobRunnerOptions {
    Configuration config;
    const state::Clock *clock = &state::SystemClock::instance();
    exec::SinkHooks sinkHooks;
    std::size_t queueCapacity = 16; ///< batches per subtask input queue
    /// Takes the job's checkpoints; null (or not enabled) without checkpointing. Outlives the
    /// runner (it spans a restarted job's attempts).
    CheckpointCoordinator *checkpoints = nullptr;
    /// The checkpoint id this attempt starts after (CheckpointCoordinator::start's result):
    /// its subtasks take the checkpoints triggered after it and commit only those.
    std::int64_t checkpointBase = 0;
    /// The checkpoint or savepoint to resume from; null: start empty.
    std::shared_ptr<const RestoredCheckpoint> restore;
    /// execution.state-recovery.ignore-unclaimed-state: state of tasks the job no longer has is
    /// dropped instead of refused.
    bool ignoreUnclaimedState = false;
};

class JobRunner {
public:
    JobRunner(JobGraph graph, JobRunnerOptions options);
    ~JobRunner(); ///< cancels and joins

    /// Creates every operator and source instance (errors name the operator), then starts the
    /// subtasks on worker threads.
    Status start();
    void cancel();
    /// Stops the job with `reason` as its failure (a checkpoint failure beyond the tolerance).
    void fail(Status reason);
    /// The max parallelism a job graph runs with: pipeline.max-parallelism, else Flink's default
    /// for its widest task.
    static int maxParallelismOf(const JobGraph &graph, const Configuration &config);
    /// Blocks until every subtask ended; returns the first failure (OK when finished normally).
    Status wait();
    bool waitFor(std::chrono::milliseconds timeout);
    bool finished() const;
    Status status() const;
    bool cancelledByUser() const { return m_userCancelled.load(); }

    MetricsRegistry &metrics() { return m_metrics; }
    /// The job's hashmap state bytes and their budget (0: no budget).
    std::pair<std::int64_t, std::int64_t> heapState() const { return {m_heapStateBytes.load(), m_heapStateBudget}; }
    const JobGraph &graph() const { return m_graph; }

    struct Subtask; // one task subtask with its operators; defined in the .cpp

private:
    struct RocksDbSetup; // the job's shared RocksDB memory and folder
    Status runSubtask(Subtask &subtask, TaskContext &ctx);
    /// Fails a job with more subtasks than this machine's cores and memory can run.
    Status checkMachineFits() const;
    /// The failure of a job whose hashmap state outgrew m_heapStateBudget.
    Status heapStateExhausted(std::int64_t bytes) const;
    /// Whether barriers flow (a coordinator takes savepoints, and checkpoints when periodic).
    bool barriers() const { return m_options.checkpoints != nullptr; }
    bool periodicCheckpoints() const { return barriers() && m_options.checkpoints->settings().periodic(); }
    /// After taking stop-with-savepoint `id`: waits for its outcome; true when it completed and
    /// the subtask has committed and closed (it then ends), false when it failed (go on).
    bool stopAfterSavepoint(Subtask &subtask, std::int64_t id, TaskContext &ctx);
    /// Tells the chain of the newest complete checkpoint, once (it commits what the checkpoint
    /// covers); `failedOp` names the chain position of a failure.
    Status commitCompleted(Subtask &subtask, std::size_t &failedOp);
    /// Refuses a checkpointing or restored job with an operator or source whose state a
    /// checkpoint cannot hold.
    Status checkCheckpointable() const;
    /// Matches the restored checkpoint's tasks to this job's (m_restoredTask); clear errors for
    /// another max parallelism or state of tasks the job no longer has.
    Status matchRestoredTasks();
    /// The subtask's state now: source position, operator items, keyed state.
    Status snapshotSubtask(Subtask &subtask, std::int64_t checkpointId, SubtaskState &out);
    /// Takes checkpoint `id` in a subtask (its barriers have all arrived): flushes what must
    /// precede the barrier, forwards the barrier, hands the state to the coordinator.
    Status checkpointSubtask(Subtask &subtask, std::int64_t id, std::int64_t alignmentMillis);
    /// Before the first row: the subtask's share of the restored checkpoint.
    Status restoreSubtask(Subtask &subtask);
    /// Whether the restored checkpoint holds operator items for the subtask's task.
    bool restoredItems(const Subtask &subtask) const;
    /// Where a restore reads incremental RocksDB state back (runtime/native_keyed_state.h).
    std::string restoreWorkDirectory() const;
    /// The backend `state.backend.type` asks for, for one stateful operator subtask.
    Result<std::unique_ptr<state::KeyedStateBackend>> createStateBackend(const TaskSpec &task, int op,
                                                                         int subtask);

    JobGraph m_graph;
    JobRunnerOptions m_options;
    int m_maxParallelism = 128;
    std::int64_t m_heapStateBudget = 0;             ///< bytes; 0: none (RocksDB keeps state on disk)
    std::atomic<std::int64_t> m_heapStateBytes{0};  ///< all subtasks' hashmap state
    MetricsRegistry m_metrics;
    std::vector<std::vector<std::unique_ptr<InputQueue>>> m_queues; ///< [task][subtask]
    std::vector<std::vector<std::unique_ptr<Subtask>>> m_subtasks;  ///< [task][subtask]
    std::unique_ptr<WorkerPool> m_pool;
    std::atomic<bool> m_userCancelled{false};
    std::unique_ptr<RocksDbSetup> m_rocksDb;
    std::shared_ptr<exec::CheckpointCommitters> m_committers; ///< when barriers flow
    std::vector<int> m_restoredTask; ///< per task: its index in the restored checkpoint, -1 none
};

} // namespace sluice::runtime
