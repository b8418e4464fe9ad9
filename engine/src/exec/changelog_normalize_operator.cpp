#include "exec/changelog_normalize_operator.h"

#include "exec/operators.h"

namespace sluice::exec {

ChangelogNormalizeOperator::ChangelogNormalizeOperator(const plan::ChangelogNormalizeNode &node)
    : m_schema(schemaFromPlan(node.schema)),
      m_keyColumns(toColumnList(node.keys)), m_ttl{node.ttl.ttl}
{
}

Status ChangelogNormalizeOperator::open(OperatorContext &context)
{
    Operator::open(context);
    if (!context.state)
        return Status::internal("ChangelogNormalize needs a keyed state backend")
            .from(context.name);
    m_keys.emplace(*m_schema, m_keyColumns, context.maxParallelism);
    m_rowCodec.emplace(RowCodec::forSchema(*m_schema));
    m_state = &context.state->valueTable("changelog-normalize", m_ttl);
    return Status::ok();
}

Status ChangelogNormalizeOperator::processBatch(int /*input*/, const RowBatch &batch, Output &out)
{
    BatchBuilder builder(m_schema, out);
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        const int group = m_keys->keyGroup(r);
        m_keys->key(batch, r, m_key);
        const std::optional<std::string_view> stored = m_state->get(group, m_key);
        if (isRetraction(batch.kind(r))) {
            if (!stored)
                continue; // deleting a key never seen (or expired): nothing to retract
            // The stored row, not the input: a tombstone may carry only the key.
            auto emitted = appendEncodedRow(builder.batch(), *m_rowCodec, *stored, RowKind::Delete);
            if (!emitted)
                return Status(emitted.status()).from(context().name);
            m_state->remove(group, m_key);
            continue;
        }
        m_row.clear();
        m_rowCodec->encode(batch, r, m_row);
        if (!stored) {
            const std::size_t o = builder.batch().appendRowFrom(batch, r);
            builder.batch().setKind(o, RowKind::Insert);
        } else {
            // With TTL Flink re-emits identical rows so downstream state is refreshed too.
            if (!m_ttl.enabled() && *stored == m_row)
                continue;
            m_previous.assign(*stored);
            auto before =
                appendEncodedRow(builder.batch(), *m_rowCodec, m_previous, RowKind::UpdateBefore);
            if (!before)
                return Status(before.status()).from(context().name);
            const std::size_t o = builder.batch().appendRowFrom(batch, r);
            builder.batch().setKind(o, RowKind::UpdateAfter);
        }
        m_state->put(group, m_key, m_row);
    }
    builder.flush();
    return Status::ok();
}

std::unique_ptr<Operator> makeChangelogNormalizeOperator(const plan::ChangelogNormalizeNode &node)
{
    return std::make_unique<ChangelogNormalizeOperator>(node);
}

} // namespace sluice::exec
