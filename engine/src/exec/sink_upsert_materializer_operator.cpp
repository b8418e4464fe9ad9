#include "exec/sink_upsert_materializer_operator.h"

#include "exec/operators.h"

namespace sluice::exec {

SinkUpsertMaterializerOperator::SinkUpsertMaterializerOperator(
    const plan::SinkUpsertMaterializerNode &node)
    : m_schema(schemaFromPlan(node.schema)),
      m_keyColumns(toColumnList(node.keys)), m_ttl{node.ttl.ttl}
{
}

Status SinkUpsertMaterializerOperator::open(OperatorContext &context)
{
    Operator::open(context);
    if (!context.state)
        return Status::internal("SinkUpsertMaterializer needs a keyed state backend")
            .from(context.name);
    m_keys.emplace(*m_schema, m_keyColumns, context.maxParallelism);
    m_rowCodec.emplace(RowCodec::forSchema(*m_schema));
    m_state = &context.state->valueTable("upsert-materializer-values", m_ttl);
    return Status::ok();
}

Status SinkUpsertMaterializerOperator::processBatch(int /*input*/, const RowBatch &batch,
                                                    Output &out)
{
    BatchBuilder builder(m_schema, out);
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        const int group = m_keys->keyGroup(r);
        m_keys->key(batch, r, m_key);
        const std::optional<std::string_view> stored = m_state->get(group, m_key);
        m_list.assign(stored ? *stored : std::string_view{});
        m_row.clear();
        m_rowCodec->encode(batch, r, m_row);

        if (!isRetraction(batch.kind(r))) {
            const RowKind kind = m_list.empty() ? RowKind::Insert : RowKind::UpdateAfter;
            EncodedRowList::append(m_list, m_row);
            m_state->put(group, m_key, m_list);
            const std::size_t o = builder.batch().appendRowFrom(batch, r);
            builder.batch().setKind(o, kind);
            continue;
        }

        if (Status s = EncodedRowList::parse(m_list, m_items); !s)
            return s.from(context().name);
        std::size_t index = m_items.size();
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            if (m_items[i] == m_row) {
                index = i;
                break;
            }
        }
        if (index == m_items.size())
            continue; // not there: state expired or the retraction never matched an addition
        const bool wasLast = index + 1 == m_items.size();
        m_items.erase(m_items.begin() + static_cast<std::ptrdiff_t>(index));
        if (m_items.empty()) {
            const std::size_t o = builder.batch().appendRowFrom(batch, r);
            builder.batch().setKind(o, RowKind::Delete);
            m_state->remove(group, m_key);
            continue;
        }
        if (wasLast) {
            auto o = appendEncodedRow(builder.batch(), *m_rowCodec, m_items.back(),
                                      RowKind::UpdateAfter);
            if (!o)
                return Status(o.status()).from(context().name);
        }
        EncodedRowList::encode(m_items, m_newList);
        m_state->put(group, m_key, m_newList);
    }
    builder.flush();
    return Status::ok();
}

std::unique_ptr<Operator>
makeSinkUpsertMaterializerOperator(const plan::SinkUpsertMaterializerNode &node)
{
    return std::make_unique<SinkUpsertMaterializerOperator>(node);
}

} // namespace sluice::exec
