#include "exec/calc_operator.h"

#include "exec/operators.h"
#include "exec/row_key_selector.h"

#include <cstring>

namespace sluice::exec {

namespace {

// Copies column `srcCol` of the selected rows (all when `rows` is null) into `dstCol`.
void copyColumn(const RowBatch &src, std::size_t srcCol, const std::vector<std::uint32_t> *rows,
                RowBatch &dst, std::size_t dstCol)
{
    const PhysicalType p = src.physicalType(srcCol);
    if (p == PhysicalType::None)
        return; // rows start NULL
    if (rows) {
        dst.gatherColumn(dstCol, 0, src, srcCol, *rows);
        return;
    }
    dst.copyColumn(dstCol, 0, src, srcCol, 0, src.size());
}

} // namespace

CalcOperator::CalcOperator(const plan::CalcNode &node)
    : m_node(node), m_inputSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_outputSchema(schemaFromPlan(node.schema))
{
}

Status CalcOperator::open(OperatorContext &context)
{
    const ExpressionSession session = ExpressionSession::of(context.config);
    Operator::open(context);
    if (m_node.projections.size() != m_outputSchema->size())
        return Status::internal("Calc: " + std::to_string(m_node.projections.size()) +
                                " projections for " + std::to_string(m_outputSchema->size()) +
                                " output columns")
            .from(context.name);
    m_projections.clear();
    for (std::size_t c = 0; c < m_node.projections.size(); ++c) {
        const plan::BoundExprPtr &p = m_node.projections[c];
        Projection proj;
        if (p->kind == plan::BoundExprKind::InputRef && p->inputIndex >= 0 &&
            static_cast<std::size_t>(p->inputIndex) < m_inputSchema->size() &&
            m_inputSchema->type(static_cast<std::size_t>(p->inputIndex)).physicalType() ==
                m_outputSchema->type(c).physicalType()) {
            proj.inputColumn = p->inputIndex;
        } else {
            auto compiled = CompiledExpression::compile(p, *m_inputSchema, session);
            if (!compiled)
                return Status(compiled.status()).from(context.name);
            if (compiled->type().physicalType() != m_outputSchema->type(c).physicalType() &&
                compiled->type().root() != LogicalTypeRoot::Null)
                return Status::internal("Calc: projection " + p->toString() + " is " +
                                        compiled->type().toString() + ", the output column is " +
                                        m_outputSchema->type(c).toString())
                    .from(context.name);
            compiled->setClock(context.clock);
            proj.expression.emplace(std::move(*compiled));
        }
        m_projections.push_back(std::move(proj));
    }
    m_condition.reset();
    if (m_node.condition) {
        auto compiled = CompiledExpression::compile(m_node.condition, *m_inputSchema, session);
        if (!compiled)
            return Status(compiled.status()).from(context.name);
        compiled->setClock(context.clock);
        m_condition.emplace(std::move(*compiled));
    }
    return Status::ok();
}

Status CalcOperator::processBatch(int, const RowBatch &batch, Output &out)
{
    if (batch.empty())
        return Status::ok();
    const std::vector<std::uint32_t> *rows = nullptr;
    if (m_condition) {
        m_selection.clear();
        if (Status s = m_condition->filter(batch, m_selection, true); !s)
            return s.from(context().name);
        if (m_selection.empty())
            return Status::ok();
        if (m_selection.size() < batch.size())
            rows = &m_selection;
    }
    const std::size_t n = rows ? rows->size() : batch.size();
    RowBatch result(m_outputSchema, std::max(n, std::size_t{1}));
    result.resize(n);
    RowKind *kinds = result.mutableKinds();
    if (rows) {
        for (std::size_t i = 0; i < n; ++i)
            kinds[i] = batch.kind((*rows)[i]);
    } else {
        std::memcpy(kinds, batch.kinds(), n * sizeof(RowKind));
    }
    for (std::size_t c = 0; c < m_projections.size(); ++c) {
        const Projection &p = m_projections[c];
        if (p.inputColumn >= 0) {
            copyColumn(batch, static_cast<std::size_t>(p.inputColumn), rows, result, c);
            continue;
        }
        if (Status s = p.expression->evaluate(batch, rows, result, c, 0); !s)
            return s.from(context().name);
    }
    out.emit(std::move(result));
    return Status::ok();
}

Status CalcOperator::processWatermark(std::int64_t watermarkMillis, Output &out)
{
    if (m_condition)
        m_condition->setWatermark(watermarkMillis);
    for (Projection &p : m_projections)
        if (p.expression)
            p.expression->setWatermark(watermarkMillis);
    out.emitWatermark(watermarkMillis);
    return Status::ok();
}

std::unique_ptr<Operator> makeCalcOperator(const plan::CalcNode &node)
{
    return std::make_unique<CalcOperator>(node);
}

} // namespace sluice::exec
