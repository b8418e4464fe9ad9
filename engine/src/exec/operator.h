#pragma once

// The operator contract of the runtime. An Operator instance is one subtask of a physical plan
// node: the runtime creates one per subtask, calls it from exactly one worker thread at a time
// (so it needs no locks), and feeds it batches of changelog rows (+I -U +U -D in RowBatch's kind
// column). Output goes to an Output; a SourceReader produces the rows of a source subtask.

#include "common/row_batch.h"
#include "plan/plan_node.h"
#include "runtime/key_groups.h"
#include "runtime/metrics_registry.h"
#include "state/keyed_state.h"

#include <sluice/configuration.h>
#include <sluice/status.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace sluice::exec {

/// Where an operator sends its results. Owned by the runtime; one per operator subtask.
class Output {
public:
    virtual ~Output() = default;
    /// Hands a batch downstream (moved; the operator may reuse nothing of it).
    virtual void emit(RowBatch &&batch) = 0;
    /// Forwards event time: no row with a rowtime <= `watermarkMillis` follows on this output.
    virtual void emitWatermark(std::int64_t watermarkMillis) = 0;
    /// The stream on this output became idle or active again (Flink's WatermarkStatus; see
    /// table.exec.source.idle-timeout): consumers merge event time without an idle producer
    /// (runtime/watermark_valve.h). Default: ignored, as by a sink.
    virtual void emitIdle(bool /*idle*/) {}
};

/// Builds output batches row by row and emits each when it is full (or on flush()).
class BatchBuilder {
public:
    BatchBuilder(std::shared_ptr<const Schema> schema, Output &out,
                 std::size_t capacity = RowBatch::kDefaultCapacity)
        : m_schema(std::move(schema)), m_out(out), m_capacity(capacity), m_batch(m_schema, capacity)
    {
    }
    /// The batch being filled; call appendRow() on it, then set the values.
    RowBatch &batch()
    {
        if (m_batch.size() >= m_capacity)
            flush();
        return m_batch;
    }
    /// The batch being filled, with room for `rows` more rows (an update's -U/+U pair stays in
    /// one batch, so the pair can still be taken back when the result did not change).
    RowBatch &batch(std::size_t rows)
    {
        if (m_batch.size() + rows > m_capacity)
            flush();
        return m_batch;
    }
    void flush()
    {
        if (m_batch.empty())
            return;
        m_out.emit(std::move(m_batch));
        m_batch = RowBatch(m_schema, m_capacity);
    }
    /// Sends what is being filled, then `whole` (built a column at a time elsewhere), in order.
    void emit(RowBatch &&whole)
    {
        flush();
        m_out.emit(std::move(whole));
    }
    const std::shared_ptr<const Schema> &schema() const { return m_schema; }

private:
    std::shared_ptr<const Schema> m_schema;
    Output &m_out;
    std::size_t m_capacity;
    RowBatch m_batch;
};

class CheckpointCommitters;

/// Where printed rows go (the print sink's stdout / stderr); replaceable for tests and the GUI.
using LineWriter = std::function<void(std::string_view line)>;

/// What a sink subtask needs besides its plan node.
struct SinkHooks {
    LineWriter standardOut;   ///< print connector, standard-error = false
    LineWriter standardError; ///< print connector, standard-error = true
    /// Rows reaching any sink (`sinkName`, batch); the collect sink of a bare SELECT and the GUI's
    /// result previews use it. May be empty. Called on the sink's worker thread.
    std::function<void(const std::string &sinkName, const RowBatch &batch)> rowListener;
};

/// Everything an operator subtask may use besides its input. Outlives the operator.
struct OperatorContext {
    std::string name;          ///< e.g. "GroupAggregate[3]" (plan node kind + id)
    int subtaskIndex = 0;      ///< 0-based
    int parallelism = 1;
    int maxParallelism = 128;
    KeyGroupRange keyGroups;   ///< the key groups this subtask owns
    state::KeyedStateBackend *state = nullptr; ///< keyed operators only
    const state::Clock *clock = &state::SystemClock::instance();
    SubtaskMetricGroup *metrics = nullptr;
    const Configuration *config = nullptr;
    const SinkHooks *sinkHooks = nullptr;      ///< sinks only
    /// The job attempt's checkpoint committers (exactly-once sinks); null without a checkpoint
    /// coordinator (batch mode).
    CheckpointCommitters *committers = nullptr;
    /// The job takes a checkpoint every execution.checkpointing.interval (streaming mode): sinks
    /// commit on checkpoints, the Kafka source commits its offsets on them.
    bool periodicCheckpoints = false;
    /// Larger than the epoch of every earlier attempt whose state this one restored: the
    /// checkpoint id this attempt starts after, or the restored checkpoint's when that is
    /// larger (a restore without checkpointing). An operator that numbers what it stores
    /// (JoinOperator's rows by sequence) keeps the attempts' numbers apart by it.
    std::int64_t attemptEpoch = 0;
};

/// The state one operator subtask wrote into a checkpoint besides its keyed state, as a restore
/// hands it back: every old subtask's items (at another parallelism too), each operator picks
/// what is its own (mine(): the round-robin share Flink gives operator list state).
struct RestoredOperatorState {
    int subtask = 0;     ///< of the checkpointed job
    int parallelism = 1; ///< of the checkpointed job
    std::vector<std::string> items;
    /// Whether subtask `index` of `newParallelism` takes these items.
    bool mine(int index, int newParallelism) const { return subtask % newParallelism == index; }
};

/// One subtask of a (non-source) operator. All methods run on the subtask's worker thread.
class Operator {
public:
    virtual ~Operator() = default;

    /// Prepares state and evaluators. Errors fail the job before any row flows.
    virtual Status open(OperatorContext &context)
    {
        m_context = &context;
        return Status::ok();
    }
    /// Rows arriving on input `input` (0 for single-input operators; 0 left, 1 right for joins).
    virtual Status processBatch(int input, const RowBatch &batch, Output &out) = 0;
    /// processBatch of a batch nothing reads after this call (a chained operator's input): an
    /// operator may take its buffers instead of copying them. Default: processBatch.
    virtual Status processOwnedBatch(int input, RowBatch &&batch, Output &out)
    {
        return processBatch(input, batch, out);
    }
    /// The combined watermark of all inputs advanced. Default: fire nothing, forward it.
    virtual Status processWatermark(std::int64_t watermarkMillis, Output &out)
    {
        out.emitWatermark(watermarkMillis);
        return Status::ok();
    }
    /// The input became idle or active again (Flink's WatermarkStatus, merged over the inputs'
    /// producers by the runtime). Default: forward it.
    virtual Status processIdle(bool idle, Output &out)
    {
        out.emitIdle(idle);
        return Status::ok();
    }
    /// Called at least every 50 ms of processing time while the job runs (mini-batch latency,
    /// processing-time windows, TTL sweeps).
    virtual Status onProcessingTime(std::int64_t /*nowMillis*/, Output & /*out*/) { return Status::ok(); }
    /// Every input has ended (bounded sources): flush buffers, fire remaining windows.
    virtual Status endInput(Output & /*out*/) { return Status::ok(); }
    virtual void close() {}

    // Checkpoints (runtime/checkpoint_coordinator.h). A checkpoint holds an operator's keyed
    // state backend and what snapshotState() writes; an operator whose state lives elsewhere too
    // (timers or buffers only in memory) says so in checkpointable(), and a checkpointing job
    // containing it is refused rather than restored wrong.

    /// Whether a checkpoint can hold all of this operator's state. Stateless operators and
    /// those keeping everything in their backend override it with true.
    virtual bool checkpointable() const { return false; }
    /// The barrier of checkpoint `checkpointId` is about to pass: emit what must precede it
    /// (a mini-batch bundle, as Flink's prepareSnapshotPreBarrier).
    virtual Status prepareSnapshotPreBarrier(std::int64_t /*checkpointId*/, Output & /*out*/)
    {
        return Status::ok();
    }
    /// The operator's own state for checkpoint `checkpointId`, as items (see
    /// RestoredOperatorState); the keyed backend is written by the runtime.
    virtual Status snapshotState(std::int64_t /*checkpointId*/, std::vector<std::string> & /*items*/)
    {
        return Status::ok();
    }
    /// After open(), before any input: the items of every subtask of the checkpointed job.
    virtual Status restoreState(const std::vector<RestoredOperatorState> & /*state*/)
    {
        return Status::ok();
    }
    /// Checkpoint `checkpointId` is complete and durable: commit what it covers (a sink's files).
    virtual Status notifyCheckpointComplete(std::int64_t /*checkpointId*/) { return Status::ok(); }
    /// Whether what the operator wrote is committed only when a checkpoint completes, so the end
    /// of its input must be followed by one (Flink's final checkpoint, FLIP-147): the subtask then
    /// puts snapshotState's items into its final state and waits for a checkpoint after it.
    virtual bool needsFinalCheckpoint() const { return false; }

protected:
    OperatorContext &context() { return *m_context; }
    /// open() of a keyed operator: as Operator::open, then the error its construction left
    /// (`setupError`) or a missing state backend as the operator's failure.
    Status openKeyed(OperatorContext &context, const Status &setupError)
    {
        Operator::open(context);
        if (!setupError.isOk())
            return Status(setupError).from(context.name);
        if (!context.state)
            return Status::internal("keyed operator opened without a state backend")
                .from(context.name);
        return Status::ok();
    }

private:
    OperatorContext *m_context = nullptr;
};

/// What a source reader reports after a poll.
enum class SourceState : std::uint8_t {
    MoreAvailable, ///< rows were produced or more will come soon
    Idle,          ///< nothing right now (rate limit, no new data); poll again later
    Finished,      ///< bounded input exhausted
};

/// A table's `WATERMARK` offered to its source (Flink's SupportsWatermarkPushDown): the assigner
/// that follows the scan, and the computed-column Calcs between them (pure projections,
/// upstream first), whose expressions the watermark may read. Plan nodes outlive the job.
struct SourceWatermark {
    std::vector<const plan::CalcNode *> computedColumns;
    const plan::WatermarkAssignerNode *assigner = nullptr;
};

/// One split's position in a checkpoint: an id the reader understands ("orders-3" for a Kafka
/// partition, a file's relative path) and its state bytes.
struct SourceSplitState {
    std::string id;
    std::string state;
};

/// One subtask of a source: produces the table's physical and metadata columns (ScanNode's
/// readColumns, in that order) as insert rows (or upserts for upsert sources).
class SourceReader {
public:
    virtual ~SourceReader() = default;
    virtual Status open(OperatorContext &context) = 0;
    /// Appends up to `batch.capacity()` rows to `batch` (which arrives empty, with the scan's
    /// schema). Must not block for more than ~50 ms, so cancellation stays prompt.
    virtual Result<SourceState> poll(RowBatch &batch) = 0;
    virtual void close() {}

    /// Offered before open(). A reader that accepts generates event time itself (Kafka: one
    /// generator per partition, the subtask's watermark their minimum) and reports it through
    /// watermark() and idle(); the runtime then lets rows pass the WatermarkAssigner unchanged.
    virtual bool pushDownWatermark(const SourceWatermark & /*watermark*/) { return false; }
    /// Event time after the last poll: no row with a rowtime <= it follows. INT64_MIN: none yet.
    virtual std::int64_t watermark() const { return INT64_MIN; }
    /// True while every split is idle (table.exec.source.idle-timeout): downstream operators then
    /// merge watermarks without this subtask, as Flink's WatermarkStatus.IDLE does.
    virtual bool idle() const { return false; }

    // Checkpoints (runtime/checkpoint_coordinator.h): a reader's position is a list of split
    // states (a Kafka partition's offset, a file's progress), so a restore at another
    // parallelism can hand each split to the subtask that owns it now.

    /// Whether the reader can write and resume its position; a checkpointing job with a reader
    /// that cannot is refused.
    virtual bool checkpointable() const { return false; }
    /// The position after the last poll, for checkpoint `checkpointId` (between polls).
    virtual Status snapshotPosition(std::int64_t /*checkpointId*/, std::vector<SourceSplitState> & /*out*/)
    {
        return Status::ok();
    }
    /// After open(), before the first poll: the splits of every subtask of the checkpointed job;
    /// the reader resumes those it owns and skips what they say was read.
    virtual Status restorePosition(const std::vector<SourceSplitState> & /*splits*/,
                                   int /*checkpointedParallelism*/)
    {
        return Status::ok();
    }
    /// Checkpoint `checkpointId` is complete: e.g. commit the Kafka offsets it covers.
    virtual void notifyCheckpointComplete(std::int64_t /*checkpointId*/) {}

    /// How far a bounded reader is: rows (or, `bytes`, bytes) read since open() and in all,
    /// `total` -1 when unknown (an unbounded or monitored source). After a poll.
    struct Progress {
        std::int64_t done = 0;
        std::int64_t total = -1;
        bool bytes = false;
    };
    virtual Progress progress() const { return {}; }
};

/// Creates the subtask instances of a plan node; one registry entry per node kind
/// (operator_factory.cpp). Errors name the node.
Result<std::unique_ptr<Operator>> createOperator(const plan::PlanNode &node);
Result<std::unique_ptr<SourceReader>> createSourceReader(const plan::ScanNode &scan);

} // namespace sluice::exec
