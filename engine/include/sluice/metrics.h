#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <sluice/text.h>

namespace sluice {

/// The figures of one operator subtask at one instant. Counters only grow; gauges are current
/// values; rates are per second between this snapshot and the one before it (0 on the first).
struct SubtaskMetrics {
    std::string operatorId;   ///< stable id of the operator in the job graph
    std::string operatorName; ///< human-readable, e.g. "GroupAggregate[2]"
    int subtaskIndex = 0;     ///< 0-based
    int parallelism = 1;
    /// Where rows enter the job (a source: its records out are the rows read) and where they
    /// leave it (a sink: its records in are the rows written). A chain may be both.
    bool source = false;
    bool sink = false;

    // Counters.
    std::int64_t recordsIn = 0;
    std::int64_t recordsOut = 0;
    std::int64_t batchesIn = 0;
    std::int64_t batchesOut = 0;
    std::int64_t lateRecordsDropped = 0; ///< rows behind the watermark (windows)
    std::int64_t stateExpired = 0;       ///< entries removed or hidden by state TTL
    std::int64_t parseErrorsSkipped = 0; ///< malformed records skipped (ignore-parse-errors)
    std::int64_t miniBatchFlushes = 0; ///< mini-batch bundles folded
    std::int64_t miniBatchRecords = 0; ///< rows in those bundles

    // Gauges.
    std::int64_t stateEntries = 0;
    std::int64_t stateBytes = 0;
    std::int64_t recordsBuffered = 0;  ///< rows held in mini-batch buffers
    std::int64_t inputQueueLength = 0; ///< batches waiting in the subtask's input queue
    std::int64_t inputQueueCapacity = 0;
    double inputQueueFill = 0.0; ///< length / capacity, 0..1 (backpressure indicator)
    /// Flink's own verdict on a cluster vertex's backpressure (its REST /backpressure: the most
    /// backpressured subtask's share of time, OK up to 10 %, LOW up to 50 %, HIGH above);
    /// Unknown for the embedded engine, whose figure is inputQueueFill.
    enum class Backpressure : std::uint8_t { Unknown, Ok, Low, High };
    Backpressure backpressure = Backpressure::Unknown;
    double miniBatchAverageSize = 0.0; ///< miniBatchRecords / miniBatchFlushes (0 before any)
    /// A bounded source subtask's progress: rows (or bytes) read of its total in this attempt;
    /// sourceTotal -1 when unknown (unbounded sources, and every other operator).
    std::int64_t sourceDone = 0;
    std::int64_t sourceTotal = -1;
    bool sourceTotalInBytes = false;

    // Rates (per second).
    double recordsInPerSecond = 0.0;
    double recordsOutPerSecond = 0.0;
    double stateExpiredPerSecond = 0.0;
    double lateRecordsDroppedPerSecond = 0.0;

    /// Event time reached (epoch milliseconds): the newest watermark the subtask received or
    /// emitted; kNoWatermark before the first one, INT64_MAX once its input ended.
    static constexpr std::int64_t kNoWatermark = INT64_MIN;
    std::int64_t currentWatermark = kNoWatermark;
    /// Whether currentWatermark is a live event time (neither absent nor end of input).
    bool hasWatermark() const
    {
        return currentWatermark != kNoWatermark && currentWatermark != INT64_MAX;
    }

    /// Further named values an operator registers. A regular join reports its sides as
    /// "left.stateEntries", "left.stateBytes", "right.stateEntries", "right.stateBytes"; the
    /// RocksDB backend adds "rocksdb.*" figures.
    std::vector<std::pair<std::string, std::int64_t>> extra;
};

/// One checkpoint or savepoint of the job, as Flink's checkpoint statistics show it.
struct CheckpointStats {
    enum class State : std::uint8_t { InProgress, Completed, Failed };
    std::int64_t id = 0;
    State state = State::InProgress;
    bool savepoint = false;
    std::int64_t triggerMillis = 0;   ///< epoch milliseconds
    std::int64_t durationMillis = 0;  ///< trigger to completion (or to now / the failure)
    std::int64_t stateBytes = 0;      ///< of the acknowledged subtasks
    std::int64_t alignmentMillis = 0; ///< the longest barrier alignment of a subtask
    int acknowledged = 0;             ///< subtasks that have written their state
    int subtasks = 0;
    std::string path;    ///< the folder when written to disk; "" in memory
    Text failure; ///< why it failed
};

/// The checkpoint or savepoint the job's current attempt started from (Flink's latest restored
/// checkpoint): the one given to start the job, or the latest complete one after a restart.
struct RestoreStats {
    std::int64_t checkpointId = 0; ///< 0: the attempt started without state
    bool savepoint = false;
    std::int64_t restoreMillis = 0; ///< epoch milliseconds when the attempt started from it
    std::string path;               ///< its folder; "" for a checkpoint kept in memory
};

/// Every subtask's metrics at one instant; cheap enough to take every 100 ms from any thread.
struct MetricsSnapshot {
    std::int64_t timestampNanos = 0; ///< steady clock, for rates
    std::vector<SubtaskMetrics> subtasks;
    std::int64_t numRestarts = 0; ///< Flink's numRestarts: restarts after failures
    Text lastFailure;             ///< the failure that caused the last restart, if any
    /// Hashmap state of the whole job and the budget that fails it past (0: none, as with
    /// RocksDB, which keeps state on disk).
    std::int64_t heapStateBytes = 0;
    std::int64_t heapStateBudget = 0;
    /// The latest checkpoints, oldest first (at most the last 10; empty without checkpointing).
    std::vector<CheckpointStats> checkpoints;
    std::int64_t completedCheckpoints = 0; ///< Flink's numberOfCompletedCheckpoints
    std::int64_t failedCheckpoints = 0;    ///< Flink's numberOfFailedCheckpoints
    RestoreStats restored; ///< checkpointId 0 when the current attempt started without state

    /// The entry of one subtask, or nullptr.
    const SubtaskMetrics *find(const std::string &operatorId, int subtaskIndex) const;
};

/// Fills the rates of `current` from the counters of the matching subtasks of `previous`. Each
/// poller (GUI, --metrics-out) keeps its own previous snapshot, so pollers do not disturb each
/// other's rates.
void computeRates(MetricsSnapshot &current, const MetricsSnapshot &previous);

} // namespace sluice
