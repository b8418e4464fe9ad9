#pragma once

// Flink's event-time interval join (RowTimeIntervalJoin in a KeyedCoProcessOperatorWithWatermark-
// Delay): a join whose condition bounds the inputs' rowtime attributes against each other,
// lower <= left.time - right.time <= upper (plan::IntervalBounds). Each side keeps its rows per
// join key in MapTable state, ordered by time; a row joins the other side's rows inside its bounds
// when it arrives, and leaves state once the watermark makes a later partner impossible. The output
// is append-only: an outer side's row that never joined is emitted null-padded when it leaves
// state (or at once, when it arrives too late to be kept). The output watermark trails the input's
// by the longest a row can wait (IntervalBounds::maxOutputDelay), so the joined rows are not late
// downstream. As in Flink:
// - the operator time is the combined watermark, or 0 while it is negative;
// - a side's expiration time (the newest time its rows may already have left state) is one value
//   per subtask, refreshed when a row of the other side looks at the cache;
// - cleanup runs on a timer per key and side, at the row's time + its relative size +
//   table.exec.interval-join.min-cleanup-interval + 1;
// - upper < lower joins nothing: outer rows are padded at once.
// Rows with a NULL join key join nothing (they are still padded on an outer side).

#include "common/key_hasher.h"
#include "common/row_codec.h"
#include "exec/expression_evaluator.h"
#include "exec/join_input.h"
#include "exec/operator.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace sluice::exec {

class IntervalJoinOperator final : public Operator {
public:
    explicit IntervalJoinOperator(const plan::JoinNode &node);

    Status open(OperatorContext &context) override;
    /// Input 0 is the left side, 1 the right side.
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Fires the cleanup timers up to the watermark, then forwards it, delayed.
    Status processWatermark(std::int64_t watermarkMillis, Output &out) override;
    /// Publishes each side's state entries and bytes ("left.stateEntries", ...).
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;
    Status endInput(Output &out) override;
    /// The caches are keyed state; the cleanup timers (Flink's timer service and timer states,
    /// by key group) and the sequence that keeps cached rows apart are written with each
    /// checkpoint. The operator time and the sides' expiration times are not, as in Flink: they
    /// start again from the restored job's watermarks.
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;

private:
    struct Side : JoinInput {
        std::optional<RowCodec> rowCodec;
        std::size_t timeColumn = 0;
        /// How far the other side's time may lie beyond this side's (Flink's leftRelativeSize
        /// = -lower, rightRelativeSize = upper).
        std::int64_t relativeSize = 0;
        /// Rows with a time up to this may have left the cache already.
        std::int64_t expirationTime = 0;
        state::MapTable *cache = nullptr;
        /// Per key (key group + key bytes): when the cache's cleanup timer fires.
        std::unordered_map<std::string, std::int64_t> cleanupAt;
        /// Per key: the expiration time of the last pass that removed the key's expired rows.
        /// No row of a time up to it is in the cache, nor will be (a row is kept only while its
        /// time is past the expiration, which only grows), so reads start after it instead of
        /// walking RocksDB's deletes of the rows before. Not checkpointed: after a restore the
        /// first read of a key starts at its beginning.
        std::unordered_map<std::string, std::int64_t> removedThrough;
    };
    /// A registered cleanup timer: the side whose cache it cleans and the key.
    struct Timer {
        int side = 0;
        std::string timerKey; ///< key group (2 bytes) + key bytes
    };
    /// One cached row of a key, as read from state.
    struct CachedRow {
        std::string userKey;
        std::int64_t time = 0;
        bool emitted = false;
        std::string row;
    };

    Status processRow(int input, const RowBatch &batch, std::size_t row, BatchBuilder &out);
    /// Joins the input row (already in m_pair) with side `other`'s cached rows of the key inside
    /// [lower, upper], expiring what lies at or before other.expirationTime on the way; returns
    /// whether a joined row was emitted.
    Result<bool> joinCached(Side &other, int keyGroup, std::string_view key, bool nullKey,
                            std::int64_t lower, std::int64_t upper, BatchBuilder &out);
    /// Removes side `s`'s rows of a key that expired, padding the unjoined ones of an outer side,
    /// and re-arms the key's timer for the earliest row left.
    Status removeExpired(int s, const std::string &timerKey, BatchBuilder &out);
    void registerCleanup(int s, const std::string &timerKey, std::int64_t rowTime);
    Status fireTimers(std::int64_t upTo, Output &out);
    std::int64_t expirationTime(std::int64_t relativeSize) const;
    /// The key's cached rows, from the first after its removedThrough on; `address` is the key's
    /// (joinStateAddress).
    void readCache(Side &side, int keyGroup, std::string_view key, const std::string &address);
    /// Notes that a pass over the key's rows removed each of a time up to `expiration`.
    static void removedUpTo(Side &side, const std::string &address, std::int64_t expiration);
    void emitPadded(BatchBuilder &out, const Side &side, const RowBatch &batch, std::size_t row);
    void emitPaddedStored(BatchBuilder &out, const Side &side, std::string_view encoded);
    void publishSideMetrics();

    Status m_setupError;
    plan::JoinKind m_kind = plan::JoinKind::Inner;
    plan::IntervalBounds m_bounds;
    bool m_emptyWindow = false; ///< upper < lower: nothing can join
    plan::BoundExprPtr m_conditionExpr;
    std::optional<CompiledExpression> m_condition;
    std::shared_ptr<const Schema> m_outSchema;
    Side m_sides[2];
    std::int64_t m_minCleanUp = 0;
    std::int64_t m_operatorTime = 0; ///< the watermark, or 0 while it is negative
    std::int64_t m_sequence = 0;     ///< makes cache user keys unique
    std::multimap<std::int64_t, Timer> m_timers;
    int m_maxParallelism = 128;

    // Per batch / row scratch
    std::vector<std::uint64_t> m_hashes;
    std::string m_key;
    std::string m_value;
    std::vector<CachedRow> m_cached;
    RowBatch m_pair; ///< one output row: the input row with a cached row of the other side
    std::vector<std::uint32_t> m_selection;
};

} // namespace sluice::exec
