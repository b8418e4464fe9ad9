#pragma once

// Flink's WindowJoin: two inputs windowed alike (window table functions or window aggregations),
// joined on their window_start and window_end and other keys. Each side keeps its rows per key
// (the window bounds among the key columns) until the watermark (processing time, for
// processing-time windows) reaches the window's end - 1; then the window's rows of both sides
// meet once: pairs that satisfy the remaining condition are emitted, and on an outer side the
// rows that met none are emitted null-padded. Insert-only. A row of a window that fired is
// late: dropped and counted. Rows with a NULL join key meet nothing.

#include "common/row_codec.h"
#include "exec/expression_evaluator.h"
#include "exec/join_input.h"
#include "exec/time_firing_operator.h"

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace sluice::exec {

class WindowJoinOperator final : public TimeFiringOperator {
public:
    /// Rows are keyed state; the timers (by key group) and the sequence that keeps rows apart
    /// are written with each checkpoint.
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;
    explicit WindowJoinOperator(const plan::JoinNode &node);

    Status open(OperatorContext &context) override;
    /// Input 0 is the left side, 1 the right side.
    Status processBatch(int input, const RowBatch &batch, Output &out) override;

private:
    struct Side : JoinInput {
        std::optional<RowCodec> rowCodec;
        std::size_t endColumn = 0;
        state::MapTable *rows = nullptr; ///< key (with the window) -> arrival -> row
        RowBatch fired;                  ///< the rows of the window being joined
    };

    Status fireUpTo(std::int64_t time, Output &out) override;
    Status joinWindow(int keyGroup, std::string_view key, BatchBuilder &out);

    Status m_setupError;
    plan::JoinKind m_kind = plan::JoinKind::Inner;
    plan::BoundExprPtr m_conditionExpr;
    std::optional<CompiledExpression> m_condition;
    std::shared_ptr<const Schema> m_outSchema;
    Side m_sides[2];
    int m_maxParallelism = 128;
    std::int64_t m_sequence = 0;
    /// (window end - 1, state address) of the windows holding rows.
    std::set<std::pair<std::int64_t, std::string>> m_timers;

    // Scratch
    std::vector<std::uint64_t> m_hashes;
    std::string m_key;
    std::string m_value;
    RowBatch m_pairs;
    std::vector<std::uint32_t> m_selection;
};

} // namespace sluice::exec
