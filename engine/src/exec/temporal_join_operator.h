#pragma once

// Flink's event-time temporal join (TemporalRowTimeJoinOperator): `l JOIN r FOR SYSTEM_TIME AS OF
// l.time ON l.k = r.pk`. The right input is a versioned table, read in upsert form: each row
// (+I / +U, or -D ending a version; -U is skipped) is the version of its key from its rowtime on, kept in state by time (a later
// row of the same time replaces it). A left row waits until the watermark passes its time, then
// meets the latest version at or before it: joined when that version exists, is not a deletion
// and satisfies the remaining condition; otherwise dropped, or null-padded for LEFT JOIN. The
// versions older than the latest one before the watermark then leave state, and a key idle for
// 1.5 x table.exec.state.ttl is cleared. Insert-only.

#include "common/row_codec.h"
#include "exec/expression_evaluator.h"
#include "exec/idle_state_retention.h"
#include "exec/join_input.h"
#include "exec/time_firing_operator.h"

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace sluice::exec {

class TemporalJoinOperator final : public TimeFiringOperator {
public:
    /// Rows are keyed state; the timers (by key group) and the sequence that keeps rows apart
    /// are written with each checkpoint.
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;
    explicit TemporalJoinOperator(const plan::JoinNode &node);

    Status open(OperatorContext &context) override;
    /// Input 0 is the left (probe) side, 1 the versioned table.
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Clears the keys idle for longer than table.exec.state.ttl.
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;

private:
    struct Side : JoinInput {
        std::optional<RowCodec> rowCodec;
        std::size_t timeColumn = 0;
        state::MapTable *rows = nullptr;
    };

    Status fireUpTo(std::int64_t time, Output &out) override;
    Status joinKey(int keyGroup, std::string_view key, std::int64_t watermark, BatchBuilder &out);

    Status m_setupError;
    plan::BoundExprPtr m_conditionExpr;
    std::optional<CompiledExpression> m_condition;
    std::shared_ptr<const Schema> m_outSchema;
    Side m_sides[2];
    int m_maxParallelism = 128;
    std::int64_t m_sequence = 0;
    /// (time, state address): a key to look at once the watermark reaches time.
    std::set<std::pair<std::int64_t, std::string>> m_timers;
    IdleStateRetention m_retention; ///< table.exec.state.ttl

    // Scratch
    std::vector<std::uint64_t> m_hashes;
    std::string m_key;
    std::string m_value;
    RowBatch m_pair;
    RowBatch m_version;
    std::vector<std::uint32_t> m_selection;
};

} // namespace sluice::exec
