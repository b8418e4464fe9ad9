#pragma once

#include "common/fixed_row_layout.h"
#include "common/function_ref.h"
#include "common/key_hasher.h"
#include "common/row_codec.h"
#include "exec/aggregate_functions.h"
#include "exec/value_list_aggregates.h"
#include "exec/time_firing_operator.h"
#include "exec/row_key_selector.h"
#include "exec/window_table_function_operator.h"

#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <unordered_map>
#include <string>
#include <vector>

namespace sluice::exec {

/// Window TVF aggregation (Flink's WindowAggOperator over a window-attached input): rows arrive
/// with window_start/window_end from the WindowTableFunction in front; they are accumulated per
/// group key (window bounds included) and each window's final rows are emitted once, as +I,
/// when the watermark reaches window_end - 1 (processing time for proctime windows), or at the
/// end of input. Rows of a window that has already fired are late: dropped and counted
/// (LateRecordsDropped). Output: the group keys, then the aggregates.
///
/// A legacy group window with an emit strategy (plan::WindowEmit) runs as Flink's
/// GroupWindowAggregate with its trigger (AfterEndOfWindowEarlyAndLate): early firings (on every
/// row, or periodically in processing time) before the window's end, the on-time firing at its
/// end, and late firings for rows up to the allowed lateness after it; each firing emits the
/// result when it differs from the last one emitted (+I first, then -U/+U). A window's state is
/// kept until its end + lateness. A group key first seen after its window ended fires on each of
/// its rows (it never fired on time), as in Flink.
class WindowAggregateOperator final : public TimeFiringOperator {
public:
    explicit WindowAggregateOperator(const plan::WindowAggregateNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Periodic early / late firings, then (processing-time windows) the windows that ended.
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;
    /// Accumulators, last results and on-time marks are keyed state; the windows' pending keys,
    /// their cleanups and the emit strategies' periodic firings (Flink's processing-time
    /// timers) are written with each checkpoint, by key group: a rescale moves them with their
    /// keys.
    bool checkpointable() const override { return true; }
    /// Merges the window buffer into the state before the checkpoint's snapshot.
    Status prepareSnapshotPreBarrier(std::int64_t checkpointId, Output &out) override;
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;

private:
    /// A window's pending group key: where its accumulator lives.
    struct PendingKey {
        int keyGroup;
        std::string key;
    };

    Status fireUpTo(std::int64_t time, Output &out) override;
    /// processBatch on rows that carry their window (window_start, window_end).
    Status aggregate(int input, const RowBatch &batch, Output &out);
    /// An error naming the first row of `batch` that is not an insert.
    Status insertOnly(const RowBatch &batch);
    /// The end of row r's window; nothing when it has none (a NULL time) or came after the
    /// window fired (plus the allowed lateness): dropped, and counted as late.
    std::optional<std::int64_t> windowEndOf(const RowBatch &batch, std::size_t r);
    /// Chooses the inline table for this window's accumulators when the backend offers one and
    /// the keys and accumulators fit it (m_inline).
    void setUpInline(state::KeyedStateBackend &backend);
    /// processBatch on the inline table: each row's accumulator updated where it lies.
    Status foldInline(const RowBatch &batch);
    /// fireUpTo on the inline table: the windows ending by `time`, each key's result, then the key
    /// gone.
    void fireInline(std::int64_t time, BatchBuilder &builder);
    /// fireInline over slices (m_slices): each window ending by `time` merges its slices per key;
    /// a slice leaves once its last window has fired.
    void fireSlices(std::int64_t time, BatchBuilder &builder);
    /// One window's results: each key of its slices, in order of its first slice in the window.
    void fireSliceWindow(std::int64_t windowEnd, BatchBuilder &builder);
    /// The start of the window of slices that ends at `windowEnd`.
    std::int64_t sliceWindowStart(std::int64_t windowEnd) const;
    /// The end of the last window holding the slice that ends at `sliceEnd`.
    std::int64_t lastWindowEnd(std::int64_t sliceEnd) const;
    /// processBatch through the window buffer (m_buffered): rows combined per key in memory.
    Status foldBuffered(const RowBatch &batch);
    /// Merges the buffered accumulators into the state, one access per key, and empties the
    /// buffer.
    Status flushBuffer();
    /// Fires one window of slices (m_slices, the window buffer's path): `keys` are the slices'
    /// keys waiting for this window; each group's slices merged give its result; a slice then
    /// waits for its next window, or leaves the state after its last.
    Status fireSliceKeys(std::int64_t windowEnd, const std::vector<PendingKey> &keys, BatchBuilder &builder);
    /// Reads the accumulators of `keys` in one batch (RocksDB: a MultiGet): `visit` gets each
    /// present one (its key, value and index in `keys`) until one fails.
    Status readPending(const std::vector<PendingKey> &keys,
                       FunctionRef<Status(const PendingKey &, std::string_view, std::size_t)> visit);
    /// Fires one window's keys (no emit strategy): each key's result, then its state gone.
    Status fireKeys(const std::vector<PendingKey> &keys, BatchBuilder &builder);
    /// Writes a group's result (its key, then the aggregates of `accumulator`) into `row`.
    Status writeResult(std::string_view accumulator, std::string_view key, RowBatch &out,
                       std::size_t row);
    bool emitsUpdates() const { return m_emit.producesUpdates(m_proctime); }
    /// Emits the group's current result if it differs from the last one emitted (emit strategy).
    Status emitChanged(int keyGroup, std::string_view key, BatchBuilder &builder);
    /// After a row of an emitting window: fire now, or start the periodic firing.
    Status triggerOnRow(int keyGroup, std::int64_t windowEnd, BatchBuilder &builder);
    /// Drops a window's state (its accumulator, distinct values, last result, timers).
    void clearKey(const PendingKey &pending);
    /// Whether the row's value of a DISTINCT aggregate is new for the group (and records it).
    bool firstDistinctValue(std::size_t agg, int keyGroup, const RowBatch &batch, std::size_t row);
    /// The value lists of the group in m_key, decoded once per batch from m_acc; null when the
    /// state does not hold value lists.
    std::vector<ValueList> *openLists(int keyGroup);
    /// Writes `lists` into their accumulator columns of m_acc (row 0).
    void storeLists(const std::vector<ValueList> &lists);
    /// Puts the value lists folded in this batch back into the groups' accumulators.
    Status closeLists();
    /// The slice (0 = the window's first) of the window starting at `windowStart` that row `r`
    /// of `batch` goes to.
    int sliceOf(const RowBatch &batch, std::size_t r, std::int64_t windowStart);
    /// The lists of one value-list aggregate from its accumulator column (one per slice).
    bool decodeLists(std::string_view bytes, ValueList *lists) const;
    void encodeLists(const ValueList *lists, std::string &out) const;
    /// One list of the window's values, its slices merged in Flink's order.
    Status mergedList(const ValueListAggregate &agg, const ValueList *lists, ValueList &out) const;

    /// The rows' columns, then window_start and window_end (WindowAggregateNode's windowed
    /// input).
    std::shared_ptr<const Schema> m_inputSchema;
    /// The window this aggregation assigns its rows (a window table function pulled into it):
    /// each input row is expanded into m_windowed, once per window, before it is aggregated.
    std::optional<plan::WindowSpec> m_assigns;
    WindowExpander m_expander; ///< with slices (m_slices): a TUMBLE as wide as a slice
    RowBatch m_windowed;
    std::shared_ptr<const Schema> m_outputSchema;
    std::shared_ptr<const Schema> m_accSchema;
    std::vector<std::uint32_t> m_groupColumns;
    std::vector<std::uint32_t> m_partitionColumns; ///< group keys without the window bounds
    std::size_t m_windowStartColumn;
    std::size_t m_windowEndColumn;
    std::vector<plan::AggCall> m_calls;
    std::vector<AggSpec> m_specs;
    std::optional<RowKeySelector> m_keys;
    std::optional<RowCodec> m_keyCodec;
    std::optional<RowCodec> m_accCodec;
    std::vector<RowCodec> m_distinctCodecs;      ///< per aggregate (forKey of its argument)
    state::ValueTable *m_accumulators = nullptr; ///< group key -> accumulator row
    state::MapTable *m_distinct = nullptr;       ///< group key -> (aggregate, value) seen
    bool m_hasDistinct = false;                  ///< a DISTINCT aggregate: m_distinct is used
    /// Windows not yet fired, by window end; keys in order of their first row (with slices: each
    /// slice's key under the next window that holds it, as Flink's slicing re-registers a key's
    /// timer for its next window). Kept on the heap beside the state (Flink keeps these timers
    /// in its timer service).
    std::map<std::int64_t, std::vector<PendingKey>> m_pending;

    // Emit strategy (legacy group windows with table.exec.emit.*)
    plan::WindowEmit m_emit;
    std::optional<RowCodec> m_resultCodec;      ///< an output row
    state::ValueTable *m_emitted = nullptr;     ///< group key -> last result emitted
    state::ValueTable *m_firedOnTime = nullptr; ///< group keys whose window fired at its end
    /// Windows that fired on time and wait for end - 1 + lateness to be cleared.
    std::map<std::int64_t, std::vector<PendingKey>> m_cleanup;
    /// Periodic firings: (time, state address), and per address its next time and phase.
    struct Periodic {
        std::int64_t next = 0;
        bool late = false;
    };
    std::set<std::pair<std::int64_t, std::string>> m_periodicTimers;
    std::unordered_map<std::string, Periodic> m_periodic;
    RowBatch m_result; ///< scratch: one output row

    RowBatch m_acc;                        ///< one accumulator row, decoded
    /// Value-list aggregates (LISTAGG, ARRAY_AGG, ...): their folding, and the lists of the groups
    /// a batch touches, live for the batch (a group's list is decoded and stored once per batch,
    /// not per row) and held in state as the accumulator's BYTES columns in between.
    std::vector<ValueListAggregate> m_listAggs;
    struct OpenLists {
        int keyGroup = 0;
        std::string key;
        std::vector<ValueList> lists;
    };
    std::unordered_map<std::string, OpenLists> m_openLists;
    /// Value lists per slice (m_slices keeps accumulators per slice): HOP and CUMULATE windows
    /// keep each value list per slice of the window (Flink's slices,
    /// `slide` or `step` wide) and merge them when the window fires, in Flink's order: a HOP
    /// window newest slice first; a CUMULATE window oldest first, each window's last slice
    /// merged into the first when it fires, so a late row follows the slices merged before it.
    struct ListSlices {
        std::int64_t width = 0; ///< slide or step, ms
        int slices = 1;         ///< per window
        bool cumulate = false;
        int timeColumn = -1;    ///< the row's event time; -1: its arrival (processing time)
        std::size_t startColumn = 0;
    };
    std::optional<ListSlices> m_listSlices;

    /// Fixed-width group keys (no FLOAT/DOUBLE, which the records normalise) and accumulators,
    /// without emit strategy, DISTINCT or value lists: the heap backend's inline table
    /// (heap_fixed_table.h), one lookup a row and the accumulator updated where it lies,
    /// instead of decoding and encoding it in the general table. Null otherwise (RocksDB, TTL,
    /// checkpointing jobs, whose backends offer none).
    state::FixedValueTable *m_inline = nullptr;
    std::optional<KeyHasher> m_inlineHasher;    ///< the group key's hash
    std::optional<FixedRowLayout> m_inlineKey;  ///< group key columns -> key record
    std::optional<FixedRowLayout> m_inlineAcc;  ///< m_acc's columns -> accumulator record
    std::optional<FixedRowLayout> m_outKey;     ///< key record -> output columns 0..
    std::vector<char> m_emptyAcc;               ///< the empty accumulator record
    /// Windows not yet fired, by window end: their keys' hashes (8 bytes) and key records, back
    /// to back, in order of their first row.
    std::map<std::int64_t, std::string> m_inlinePending;
    /// Flink's slicing (SliceSharedAssigner), for a HOP or CUMULATE that this aggregation assigns
    /// on the inline table, with aggregates that merge: each row is accumulated once, into the
    /// slice (`width` = slide or step) its time falls in, keyed as the window [slice start, slice
    /// end) would be; a window's result merges its slices when it fires. m_inlinePending then
    /// lists keys by slice end.
    struct Slices {
        std::int64_t width = 0;
        std::int64_t size = 0;
        bool cumulate = false;
    };
    std::optional<Slices> m_slices;
    std::int64_t m_nextWindowEnd = std::numeric_limits<std::int64_t>::min(); ///< not yet fired
    /// fireSliceWindow: the window's keys (key records, window bounds cleared) -> index of their
    /// merged accumulator record in m_merged, and the keys in order.
    std::unordered_map<std::string, std::uint32_t> m_windowKeys;
    std::vector<const std::string *> m_windowOrder;
    std::vector<std::pair<std::int64_t, std::size_t>> m_windowFirst; ///< per key: its first slice
    std::vector<char> m_merged;
    std::string m_keyRecord; ///< scratch: a key record
    // fireSliceKeys: a window's keys encoded from output rows (group columns, the window's
    // bounds), a slice's key decoded there, and the merged accumulators, one row per key.
    std::optional<RowCodec> m_windowKeyCodec;
    RowBatch m_windowKeyRow;
    RowBatch m_mergedAcc;
    std::size_t m_outStart = 0; ///< window_start among the output's group columns
    std::size_t m_outEnd = 0;   ///< window_end among them
    std::vector<std::uint64_t> m_hashes; ///< foldInline: the batch's key hashes ...
    std::string m_keyRecords;            ///< ... and key records, back to back

    /// Flink's window buffer (RecordsWindowBuffer), where the inline table is not offered
    /// (RocksDB, checkpointing jobs): without emit strategy, DISTINCT, value lists or
    /// FIRST_VALUE/LAST_VALUE, rows are combined per group key in memory and merged into the
    /// state when windows may fire (a watermark, a processing-time timer, the end of input),
    /// before a checkpoint, and when kBufferKeys keys are held: one state access per key and
    /// flush instead of one per row.
    bool m_buffered = false;
    static constexpr std::size_t kBufferKeys = 20000;
    RowBatch m_bufferAcc;                 ///< one accumulator row per buffered key ...
    std::vector<PendingKey> m_bufferKeys; ///< ... its key, in order of first row ...
    std::vector<std::int64_t> m_bufferEnds; ///< ... and its window's end
    std::int64_t m_bufferFirstEnd = 0;      ///< the earliest of them
    std::unordered_map<std::string, std::uint32_t> m_bufferIndex; ///< key -> row
    int listsPerAggregate() const { return m_listSlices ? m_listSlices->slices : 1; }
    std::string m_key, m_value, m_userKey; // scratch
};

} // namespace sluice::exec
