#pragma once

// The SESSION window table function without an aggregation on top (Flink 1.19+'s unaligned
// window table function): each row is emitted with its final session, window_start,
// window_end and window_time (= window_end - 1 ms), once the watermark passes the session's end
// - 1. A row opens [time, time + gap); the windows of a partition (PARTITION BY) that overlap or
// touch are one session. Rows wait in state per partition, ordered by time; a row whose own
// window has ended and meets no open session is late: dropped and counted.

#include "common/row_codec.h"
#include "exec/row_key_selector.h"
#include "exec/time_firing_operator.h"

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace sluice::exec {

class SessionWindowTableFunctionOperator final : public TimeFiringOperator {
public:
    explicit SessionWindowTableFunctionOperator(const plan::WindowTableFunctionNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Rows are keyed state; the rows' timers (by key group) and the sequence that orders rows
    /// of one time are written with each checkpoint.
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;

private:
    /// A partition's rows in time order, as read from state.
    struct StoredRow {
        std::string userKey;
        std::int64_t time = 0;
        std::string row;
    };

    Status fireUpTo(std::int64_t time, Output &out) override;
    void readRows(int keyGroup, std::string_view key);
    /// Whether [time, time + gap) meets an open session of the rows read.
    bool meetsOpenSession(std::int64_t time) const;

    Status m_setupError;
    std::shared_ptr<const Schema> m_inSchema;
    std::shared_ptr<const Schema> m_outSchema;
    std::size_t m_timeColumn = 0;
    std::int64_t m_gap = 0;
    std::vector<std::uint32_t> m_keyColumns;
    std::optional<RowKeySelector> m_keys;
    std::optional<RowCodec> m_rowCodec;
    state::MapTable *m_rows = nullptr; ///< partition -> (time, arrival) -> row
    std::int64_t m_sequence = 0;
    /// (end - 1 of a row's own window, state address).
    std::set<std::pair<std::int64_t, std::string>> m_timers;

    // Scratch
    std::string m_key;
    std::string m_value;
    std::vector<StoredRow> m_stored;
};

} // namespace sluice::exec
