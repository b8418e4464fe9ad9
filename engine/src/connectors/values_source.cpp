#include "connectors/values_source.h"

#include "common/byte_codec.h"

#include "plan/plan_node.h"

namespace sluice::exec {

Result<std::unique_ptr<SourceReader>> ValuesSource::create(const plan::ScanNode &scan)
{
    std::unique_ptr<SourceReader> reader = std::make_unique<ValuesSource>(scan);
    return reader;
}

namespace {

/// One row of no columns, which the constants are evaluated over.
const RowBatch &oneRow()
{
    static const RowBatch row = [] {
        RowBatch b(Schema::make(std::vector<RowField>{}), 1);
        b.appendRow();
        return b;
    }();
    return row;
}

} // namespace

Status ValuesSource::open(OperatorContext &context)
{
    const ExpressionSession session = ExpressionSession::of(context.config);
    m_rows.clear();
    for (const auto &row : m_scan.values) {
        std::vector<CompiledExpression> compiled;
        for (const auto &e : row) {
            auto c = CompiledExpression::compile(e, oneRow().schema(), session);
            if (!c)
                return c.status();
            c->setClock(context.clock);
            compiled.push_back(std::move(*c));
        }
        m_rows.push_back(std::move(compiled));
    }
    m_next = 0;
    return Status::ok();
}

Result<SourceState> ValuesSource::poll(RowBatch &batch)
{
    while (m_next < m_rows.size() && !batch.full()) {
        const std::size_t at = batch.appendRow();
        for (std::size_t c = 0; c < m_rows[m_next].size(); ++c)
            if (Status s = m_rows[m_next][c].evaluate(oneRow(), nullptr, batch, c, at); !s)
                return s;
        ++m_next;
    }
    return m_next < m_rows.size() ? SourceState::MoreAvailable : SourceState::Finished;
}

Status ValuesSource::snapshotPosition(std::int64_t, std::vector<SourceSplitState> &out)
{
    ByteWriter w;
    w.varint(m_next);
    out.push_back({"values", w.take()});
    return Status::ok();
}

Status ValuesSource::restorePosition(const std::vector<SourceSplitState> &splits, int)
{
    for (const SourceSplitState &split : splits) {
        if (split.id != "values")
            continue;
        ByteReader r(split.state, "the position of a VALUES source");
        const std::uint64_t next = r.varint("next row");
        if (!r.ok())
            return r.status();
        m_next = static_cast<std::size_t>(std::min<std::uint64_t>(next, m_rows.size()));
    }
    return Status::ok();
}

} // namespace sluice::exec
