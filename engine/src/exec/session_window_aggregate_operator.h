#pragma once

#include "common/row_codec.h"
#include "exec/aggregate_functions.h"
#include "exec/value_list_aggregates.h"
#include "exec/time_firing_operator.h"
#include "exec/row_key_selector.h"

#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::exec {

/// Session window aggregation (Flink's merging WindowOperator with its session assigner): each
/// row arrives with its own window [time, time + gap) from the WindowTableFunction; per group key
/// (the keys without the window columns) the open sessions are kept in state, and a new window
/// merges with every session it overlaps or touches (TimeWindow.intersects), their accumulators
/// merged. A session fires once, as +I, when the watermark reaches its end - 1 (processing time
/// for proctime windows), or at the end of input. A row whose window merges with no open session
/// and has already ended is late: dropped and counted (LateRecordsDropped). Output: the group keys
/// (window_start, window_end and window_time filled from the session), then the aggregates.
class SessionWindowAggregateOperator final : public TimeFiringOperator {
public:
    explicit SessionWindowAggregateOperator(const plan::WindowAggregateNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Sessions are keyed state; the pending session ends are written with each checkpoint, by
    /// key group.
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;

private:
    struct Session {
        std::int64_t start = 0;
        std::int64_t end = 0;
        std::string accumulator; // RowCodec of the accumulator row
    };
    struct PendingKey {
        int keyGroup;
        std::string key;
    };

    Status loadSessions(int keyGroup, const std::string &key, std::vector<Session> &out);
    void storeSessions(int keyGroup, const std::string &key, const std::vector<Session> &sessions);
    Status fireUpTo(std::int64_t time, Output &out) override;
    Status emit(const PendingKey &pending, const Session &session, BatchBuilder &builder);
    /// The open sessions (indices into m_open) that a new window [start, end) merges with, in
    /// the order Flink merges their accumulators: with two, the first that Flink's
    /// MergingWindowSet finds in its HashSet keeps the state and the other is merged into it.
    std::vector<std::size_t> sessionsToMerge(std::int64_t start, std::int64_t end) const;

    std::shared_ptr<const Schema> m_inputSchema;
    std::shared_ptr<const Schema> m_outputSchema;
    std::shared_ptr<const Schema> m_accSchema;
    std::shared_ptr<const Schema> m_keySchema;
    std::vector<std::uint32_t> m_groupColumns;
    std::vector<std::uint32_t> m_partitionColumns; ///< group keys without the window columns
    int m_windowStartKey, m_windowEndKey, m_windowTimeKey;
    std::size_t m_windowStartColumn, m_windowEndColumn;
    std::vector<plan::AggCall> m_calls;
    std::vector<AggSpec> m_specs;
    std::optional<RowKeySelector> m_keys;
    std::optional<RowCodec> m_keyCodec;
    std::optional<RowCodec> m_accCodec;
    state::ValueTable *m_sessions = nullptr; ///< key -> EncodedRowList of sessions
    /// Aggregates that keep their values (LISTAGG, ...): their folding, and the lists of the
    /// session being built (scratch).
    std::vector<ValueListAggregate> m_listAggs;
    std::vector<ValueList> m_lists;
    ValueList m_otherList;
    /// Keys with a session ending there, by end; an entry may be stale after a merge (the
    /// session moved on), which firing checks against state.
    std::map<std::int64_t, std::vector<PendingKey>> m_pending;

    RowBatch m_acc, m_merged, m_keyRow;             // scratch
    std::string m_key, m_value;                     // scratch
    std::vector<Session> m_open;                    // scratch
    std::vector<std::string_view> m_items;          // scratch
};

} // namespace sluice::exec
