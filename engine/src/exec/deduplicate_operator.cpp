#include "exec/deduplicate_operator.h"

#include "exec/operators.h"

#include <cstring>
#include <limits>

namespace sluice::exec {

namespace {

constexpr std::size_t kRowtimeBytes = sizeof(std::int64_t);

void putRowtime(std::string &out, std::int64_t rowtime)
{
    char bytes[kRowtimeBytes];
    std::memcpy(bytes, &rowtime, kRowtimeBytes);
    out.append(bytes, kRowtimeBytes);
}

std::int64_t readRowtime(std::string_view value)
{
    std::int64_t rowtime = 0;
    std::memcpy(&rowtime, value.data(), kRowtimeBytes);
    return rowtime;
}

} // namespace

DeduplicateOperator::DeduplicateOperator(const plan::DeduplicateNode &node)
    : m_inputSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_outputSchema(schemaFromPlan(node.schema)), m_keyColumns(toColumnList(node.keys)),
      m_keepLast(node.keepLast), m_rowtime(node.rowtime),
      m_withRowNumber(node.schema.size() == node.inputs.at(0)->schema.size() + 1), m_ttl{
                                                                                       node.ttl.ttl}
{
}

Status DeduplicateOperator::open(OperatorContext &context)
{
    Operator::open(context);
    if (!context.state)
        return Status::internal("Deduplicate needs a keyed state backend").from(context.name);
    if (m_rowtime) {
        // The plan node does not name the ORDER BY column; it is the input's rowtime attribute.
        for (std::size_t c = 0; c < m_inputSchema->size(); ++c) {
            if (m_inputSchema->type(c).timeAttribute() != TimeAttribute::Rowtime)
                continue;
            if (m_rowtimeColumn >= 0)
                return Status::internal(
                           "Deduplicate: the input has more than one rowtime attribute")
                    .from(context.name);
            m_rowtimeColumn = static_cast<int>(c);
        }
        if (m_rowtimeColumn < 0 ||
            !isTimestamp(m_inputSchema->type(static_cast<std::size_t>(m_rowtimeColumn))))
            return Status::internal("Deduplicate on rowtime: the input has no rowtime attribute")
                .from(context.name);
    }
    m_keys.emplace(*m_inputSchema, m_keyColumns, context.maxParallelism);
    m_rowCodec.emplace(RowCodec::forSchema(*m_inputSchema));
    m_state = &context.state->valueTable(
        m_keepLast || m_rowtime ? "deduplicate-row" : "deduplicate-first", m_ttl);
    return Status::ok();
}

std::int64_t DeduplicateOperator::rowtimeOf(const RowBatch &batch, std::size_t row) const
{
    const auto col = static_cast<std::size_t>(m_rowtimeColumn);
    if (batch.isNull(col, row))
        return std::numeric_limits<std::int64_t>::min();
    return batch.get<TimestampValue>(col, row).millis;
}

void DeduplicateOperator::emitInput(BatchBuilder &builder, const RowBatch &batch, std::size_t row,
                                    RowKind kind)
{
    RowBatch &b = builder.batch();
    const std::size_t o = b.appendRow(kind);
    for (std::size_t c = 0; c < batch.columnCount(); ++c)
        b.copyValue(c, o, batch, c, row);
    if (m_withRowNumber)
        b.set<std::int64_t>(batch.columnCount(), o, 1);
}

Status DeduplicateOperator::emitStored(BatchBuilder &builder, std::string_view stored, RowKind kind)
{
    RowBatch &b = builder.batch();
    auto o = appendEncodedRow(b, *m_rowCodec, stored, kind);
    if (!o)
        return Status(o.status()).from(context().name);
    if (m_withRowNumber)
        b.set<std::int64_t>(m_inputSchema->size(), *o, 1);
    return Status::ok();
}

Status DeduplicateOperator::processBatch(int /*input*/, const RowBatch &batch, Output &out)
{
    BatchBuilder builder(m_outputSchema, out);
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.kind(r) != RowKind::Insert)
            return Status::internal("Deduplicate expects insert-only input, got " +
                                    std::string(rowKindShortString(batch.kind(r))))
                .from(context().name);
        const int group = m_keys->keyGroup(r);
        m_keys->key(batch, r, m_key);
        const std::optional<std::string_view> stored = m_state->get(group, m_key);
        if (!m_keepLast && !m_rowtime) {
            if (stored)
                continue;
            m_state->put(group, m_key, {});
            emitInput(builder, batch, r, RowKind::Insert);
            continue;
        }
        const std::int64_t rowtime = m_rowtime ? rowtimeOf(batch, r) : 0;
        if (stored && m_rowtime) {
            const std::int64_t kept = readRowtime(*stored);
            const bool replaces = m_keepLast ? kept <= rowtime : rowtime < kept;
            if (!replaces)
                continue;
        }
        if (!stored) {
            emitInput(builder, batch, r, RowKind::Insert);
        } else {
            m_previous.assign(stored->substr(kRowtimeBytes));
            if (Status s = emitStored(builder, m_previous, RowKind::UpdateBefore); !s)
                return s;
            emitInput(builder, batch, r, RowKind::UpdateAfter);
        }
        m_value.clear();
        putRowtime(m_value, rowtime);
        m_rowCodec->encode(batch, r, m_value);
        m_state->put(group, m_key, m_value);
    }
    builder.flush();
    return Status::ok();
}

std::unique_ptr<Operator> makeDeduplicateOperator(const plan::DeduplicateNode &node)
{
    return std::make_unique<DeduplicateOperator>(node);
}

} // namespace sluice::exec
