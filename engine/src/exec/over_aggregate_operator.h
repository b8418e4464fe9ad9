#pragma once

// Flink's streaming OverAggregate (the over process functions of flink-table-runtime): each input
// row with the values of the window's calls over its frame, per partition key. As in Flink:
// - Event time: rows wait in state until the watermark passes their time, then a partition's
//   rows are taken in time order (arrival order within one time). A ROWS frame gives every row
//   its own values; a RANGE frame gives the rows of one time the same values, all of them
//   counted. A row whose time is not beyond the watermark (unbounded frames) or beyond the
//   newest time its partition has already emitted (bounded frames, or rows at time 0 and before)
//   is late: dropped and counted.
// - Processing time: each row is emitted at once, with its arrival as its time.
// - Unbounded frames keep one accumulator per partition. Bounded ones also keep the frame's rows
//   (ordered by time, then arrival) and take the rows that leave the frame out of the
//   accumulators; MIN and MAX keep their values' multiplicities in order, FIRST_VALUE and
//   LAST_VALUE read the frame.
// - LAG keeps the last offset + 1 values; its default replaces a missing or NULL value.
// - State: an event-time RANGE frame's partition is cleared once the watermark passes its newest
//   time + 1.5 x the range (+ 1 ms); the other windows clear a partition that stayed idle for
//   1.5 x table.exec.state.ttl (processing time) and has no row waiting.

#include "common/row_codec.h"
#include "exec/aggregate_functions.h"
#include "exec/idle_state_retention.h"
#include "exec/row_key_selector.h"
#include "exec/time_firing_operator.h"

#include <deque>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace sluice::exec {

class OverAggregateOperator final : public TimeFiringOperator {
public:
    explicit OverAggregateOperator(const plan::OverAggregateNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Clears partitions idle for longer than the state retention.
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;
    /// Rows, accumulators and frames are keyed state; the partitions' timers (event time), the
    /// sequence that orders rows of one time and the retention schedule are written with each
    /// checkpoint, the timers and schedule by key group (Flink keeps them in its timer service).
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;

private:
    /// One call's place in the accumulator row and its evaluation.
    struct Call {
        plan::OverFunction function = plan::OverFunction::Aggregate;
        int spec = -1;          ///< Aggregate: index into m_specs
        std::size_t arg = 0;    ///< the value's input column
        int offset = -1;        ///< LAG: input column of the offset
        int defaultValue = -1;  ///< LAG: input column of the default
        std::size_t accColumn = 0; ///< FIRST_VALUE / LAST_VALUE: the value; LAG: the buffer
        std::optional<RowCodec> valueCodec; ///< LAG, and MIN / MAX of a bounded frame: one value
        state::MapTable *extremes = nullptr; ///< MIN / MAX of a bounded frame: value -> count
    };
    /// The state address of the partition being processed.
    struct Partition {
        int keyGroup = 0;
        std::string key;
    };
    struct Meta {
        std::int64_t lastTime = 0;  ///< newest time emitted (bounded event-time frames)
        std::int64_t frameRows = 0; ///< rows in a ROWS frame
        std::int64_t cleanupAt = 0; ///< event-time RANGE frames: when the partition is cleared
    };

    bool bounded() const { return m_preceding.has_value(); }
    bool rangeEventTime() const { return !m_proctime && !m_rows; }
    Status loadPartition(const Partition &p);
    void storePartition(const Partition &p);
    void clearPartition(const Partition &p);
    Meta readMeta(const Partition &p);
    void writeMeta(const Partition &p, const Meta &meta);
    /// Folds rows [first, end) of `rows` (one partition's, all of time `time`) into the
    /// window and emits each with its values.
    Status processRows(const Partition &p, const RowBatch &rows, std::size_t first, std::size_t end,
                       std::int64_t time, BatchBuilder &out);
    Status accumulate(const RowBatch &rows, std::size_t row);
    /// Takes the frame's rows out that a row at `time` no longer sees.
    Status retractExpired(const Partition &p, std::int64_t time);
    Status retractStored(const Partition &p, std::string_view encoded);
    void addExtreme(const Partition &p, Call &c, const RowBatch &rows, std::size_t row, int delta);
    /// Appends `row` with the window's values; LAG reads its offset and default from
    /// `valuesRow` (the last row folded in).
    Status emit(const RowBatch &rows, std::size_t row, std::size_t valuesRow, BatchBuilder &out);
    /// A bounded frame's MIN / MAX (from their ordered values) and FIRST_VALUE / LAST_VALUE (from
    /// its rows; rows [first, end) of `rows` are its newest) into the accumulator row.
    Status refreshBounded(const Partition &p, const RowBatch &rows, std::size_t first,
                          std::size_t end);
    /// Event time: emits the waiting rows of every partition whose earliest time the watermark
    /// passed, and clears expired RANGE partitions. Processing time emits as rows arrive.
    Status fireUpTo(std::int64_t watermark, Output &out) override;
    Status firePartition(const std::string &timerKey, std::int64_t watermark, BatchBuilder &out);
    void registerTimer(const std::string &timerKey, std::int64_t time);
    static Partition partitionOf(const std::string &address);

    Status m_setupError;
    std::shared_ptr<const Schema> m_inSchema;
    std::shared_ptr<const Schema> m_outSchema;
    std::vector<std::uint32_t> m_keyColumns;
    std::size_t m_orderColumn = 0;
    bool m_rows = false;
    std::optional<std::int64_t> m_preceding;
    IdleStateRetention m_retention; ///< table.exec.state.ttl
    bool m_batch = false;         ///< batch mode: nothing is late

    std::vector<AggSpec> m_specs;
    std::vector<Call> m_calls;
    std::shared_ptr<const Schema> m_accSchema;
    std::optional<RowCodec> m_accCodec;
    std::optional<RowCodec> m_rowCodec;
    std::optional<RowKeySelector> m_keys;

    state::ValueTable *m_accState = nullptr;
    state::ValueTable *m_metaState = nullptr;
    state::MapTable *m_pending = nullptr; ///< event time: rows waiting for the watermark
    state::MapTable *m_frame = nullptr;   ///< bounded frames: the rows in the frame

    std::int64_t m_sequence = 0;
    /// Event time: (time, partition) to look at once the watermark reaches time.
    std::set<std::pair<std::int64_t, std::string>> m_timers;
    std::unordered_map<std::string, std::int64_t> m_timerOf;

    // The partition being processed, loaded from state.
    RowBatch m_acc;
    Meta m_meta;
    std::vector<std::deque<std::string>> m_lagBuffers; ///< per call (LAG only)

    // Scratch
    std::string m_key;
    std::string m_value;
    std::string m_userKey;
    RowBatch m_rowScratch; ///< decoded stored rows
    RowBatch m_valueScratch;
    std::vector<std::string> m_removed;
};

} // namespace sluice::exec
