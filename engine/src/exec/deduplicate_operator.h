#pragma once

#include "common/row_codec.h"
#include "exec/operator.h"
#include "exec/row_key_selector.h"

#include <memory>
#include <optional>
#include <string>

namespace sluice::exec {

/// ROW_NUMBER() = 1 ordered by a time attribute, as Flink's deduplicate functions (insert-only
/// input; generateUpdateBefore and generateInsert on):
/// - proctime, keep first: the first row per key as +I, later rows dropped (insert-only output);
/// - proctime, keep last: +I for the first row, then -U previous / +U new for every later row;
/// - rowtime: a row replaces the kept one when its rowtime is smaller (keep first) or not smaller
///   (keep last), so ties keep the earlier row (first) or take the later one (last); +I first,
///   then -U/+U on each replacement.
/// When the node's schema has one column more than the input, it is the row number (always 1).
class DeduplicateOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit DeduplicateOperator(const plan::DeduplicateNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;

private:
    /// Appends input row `row` to the output with `kind` (and row number 1 when wanted).
    void emitInput(BatchBuilder &builder, const RowBatch &batch, std::size_t row, RowKind kind);
    Status emitStored(BatchBuilder &builder, std::string_view stored, RowKind kind);
    std::int64_t rowtimeOf(const RowBatch &batch, std::size_t row) const;

    std::shared_ptr<const Schema> m_inputSchema;
    std::shared_ptr<const Schema> m_outputSchema;
    std::vector<std::uint32_t> m_keyColumns;
    bool m_keepLast;
    bool m_rowtime;
    bool m_withRowNumber;
    int m_rowtimeColumn = -1;
    state::TtlConfig m_ttl;
    std::optional<RowKeySelector> m_keys;
    std::optional<RowCodec> m_rowCodec;
    /// key -> "" (proctime keep first) or key -> [8-byte rowtime] + encoded row (the others).
    state::ValueTable *m_state = nullptr;
    std::string m_key, m_value, m_previous; // scratch
};

} // namespace sluice::exec
