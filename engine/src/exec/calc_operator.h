#pragma once

#include "exec/expression_evaluator.h"
#include "exec/operator.h"

#include <memory>
#include <optional>
#include <vector>

namespace sluice::exec {

/// Flink's Calc (StreamExecCalc): filters rows by the condition (rows where it is TRUE pass),
/// then computes the projections into a new batch. Row kinds pass through unchanged, so it works
/// on any changelog. Column references are copied column-wise without evaluation.
class CalcOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit CalcOperator(const plan::CalcNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Hands the watermark to CURRENT_WATERMARK(...), then forwards it.
    Status processWatermark(std::int64_t watermarkMillis, Output &out) override;

private:
    struct Projection {
        int inputColumn = -1; ///< >= 0: a plain column reference, copied
        std::optional<CompiledExpression> expression;
    };

    const plan::CalcNode &m_node;
    std::shared_ptr<const Schema> m_inputSchema;
    std::shared_ptr<const Schema> m_outputSchema;
    std::vector<Projection> m_projections;
    std::optional<CompiledExpression> m_condition;
    std::vector<std::uint32_t> m_selection; // scratch
};

} // namespace sluice::exec
