#pragma once

#include "common/row_codec.h"
#include "exec/operator.h"
#include "exec/row_key_selector.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::exec {

/// The final rows of a bounded input (batch mode's FinalResult): every change is folded into a
/// count per distinct row, kept in state (+I/+U add one, -U/-D take one away, in any order), and
/// when the input ends the rows with a positive count are emitted that many times as +I, sorted
/// by the ORDER BY keys and cut to [offset, offset + limit) when the node has them. The
/// end-of-input watermark is held back until the rows are out, so no operator downstream takes
/// them for late rows. Without ORDER BY, an insert-only input's rows pass as they arrive, cut to
/// [offset, offset + limit) (Flink's Limit), with no state.
class FinalResultOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit FinalResultOperator(const plan::FinalResultNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    Status processWatermark(std::int64_t watermarkMillis, Output &out) override;
    Status endInput(Output &out) override;

private:
    /// Calls `visit(row bytes, count)` for every stored row with a positive count.
    Status forEachRow(const std::function<Status(std::string_view, std::int64_t)> &visit);
    Status emitUnordered(BatchBuilder &builder);
    Status emitOrdered(BatchBuilder &builder);

    std::shared_ptr<const Schema> m_schema;
    std::vector<plan::SortKey> m_orderKeys;
    std::int64_t m_offset;
    std::int64_t m_limit; // -1: all
    bool m_passThrough;   // no ORDER BY over insert-only input
    std::int64_t m_skip;  // pass-through: rows still to skip (OFFSET)
    std::int64_t m_left;  // pass-through: rows still to emit (LIMIT)
    std::optional<RowKeySelector> m_keys; // all columns: a row's key group and bytes
    std::optional<RowCodec> m_rowCodec;   // decodes those bytes
    /// (key group, "") -> row bytes -> its count (8 bytes, little-endian, signed).
    state::MapTable *m_rows = nullptr;
    std::int64_t m_heldWatermark = INT64_MIN;
    std::string m_row; // scratch
};

} // namespace sluice::exec
