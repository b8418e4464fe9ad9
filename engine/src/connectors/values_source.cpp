#include "connectors/values_source.h"

#include "exec/expression_evaluator.h"
#include "plan/plan_node.h"

namespace sluice::exec {

Result<std::unique_ptr<SourceReader>> ValuesSource::create(const plan::ScanNode &scan)
{
    std::unique_ptr<SourceReader> reader = std::make_unique<ValuesSource>(scan);
    return reader;
}

Status ValuesSource::open(OperatorContext &context)
{
    m_clock = context.clock;
    m_next = 0;
    return Status::ok();
}

Result<SourceState> ValuesSource::poll(RowBatch &batch)
{
    // One row of no columns to evaluate the constants over.
    static const RowBatch oneRow = [] {
        RowBatch b(Schema::make(std::vector<RowField>{}), 1);
        b.appendRow();
        return b;
    }();
    while (m_next < m_scan.values.size() && !batch.full()) {
        const auto &row = m_scan.values[m_next];
        const std::size_t at = batch.appendRow();
        for (std::size_t c = 0; c < row.size(); ++c) {
            auto expr = CompiledExpression::compile(row[c], oneRow.schema());
            if (!expr)
                return expr.status();
            expr->setClock(m_clock);
            if (Status s = expr->evaluate(oneRow, nullptr, batch, c, at); !s)
                return s;
        }
        ++m_next;
    }
    return m_next < m_scan.values.size() ? SourceState::MoreAvailable : SourceState::Finished;
}

} // namespace sluice::exec
