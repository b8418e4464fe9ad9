#include "exec/lookup_join_operator.h"

#include "exec/operators.h"
#include "exec/row_key_selector.h"

#include <chrono>
#include <thread>

namespace sluice::exec {

LookupJoinOperator::LookupJoinOperator(const plan::LookupJoinNode &node)
    : m_node(node), m_inputSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_tableSchema(schemaFromPlan(node.table->schema)), m_outputSchema(schemaFromPlan(node.schema)),
      m_rightKeys(toColumnList(node.rightKeys))
{
}

Status LookupJoinOperator::open(OperatorContext &context)
{
    const ExpressionSession session = ExpressionSession::of(context.config);
    Operator::open(context);
    if (m_node.leftKeys.empty() || m_node.leftKeys.size() != m_rightKeys.size() ||
        m_outputSchema->size() != m_inputSchema->size() + m_tableSchema->size())
        return Status::internal("LookupJoin: keys or schema do not fit").from(context.name);
    std::vector<RowField> keyFields;
    std::vector<std::uint32_t> keyColumns;
    m_leftKeys.clear();
    for (std::size_t k = 0; k < m_rightKeys.size(); ++k) {
        auto compiled = CompiledExpression::compile(m_node.leftKeys[k], *m_inputSchema, session);
        if (!compiled)
            return Status(compiled.status()).from(context.name);
        compiled->setClock(context.clock);
        m_leftKeys.push_back(std::move(*compiled));
        keyFields.push_back({m_tableSchema->name(m_rightKeys[k]), m_tableSchema->type(m_rightKeys[k]), ""});
        keyColumns.push_back(static_cast<std::uint32_t>(k));
    }
    m_keySchema = Schema::make(std::move(keyFields));
    m_keyCodec.emplace(RowCodec::forKey(*m_keySchema, keyColumns));
    m_rightKeyCodec.emplace(RowCodec::forKey(*m_tableSchema, m_rightKeys));
    if (m_node.nonEquiCondition) {
        auto compiled = CompiledExpression::compile(m_node.nonEquiCondition, *m_outputSchema, session);
        if (!compiled)
            return Status(compiled.status()).from(context.name);
        compiled->setClock(context.clock);
        m_condition.emplace(std::move(*compiled));
    }
    return loadTable();
}

Status LookupJoinOperator::loadTable()
{
    auto reader = createSourceReader(*m_node.table);
    if (!reader)
        return Status(reader.status()).from(context().name);
    // The whole table, read by one reader of its own, as each lookup function instance does.
    OperatorContext readerContext;
    readerContext.name = context().name + " lookup of " + m_node.table->table->name;
    readerContext.clock = context().clock;
    readerContext.config = context().config;
    if (Status s = (*reader)->open(readerContext); !s)
        return s.from(context().name);
    m_table = RowBatch(m_tableSchema);
    RowBatch batch(m_tableSchema);
    while (true) {
        batch.clear();
        Result<SourceState> state = (*reader)->poll(batch);
        if (!state) {
            (*reader)->close();
            return Status(state.status()).from(context().name);
        }
        m_table.appendBatch(batch);
        if (*state == SourceState::Finished)
            break;
        if (*state == SourceState::Idle)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    (*reader)->close();
    for (std::uint32_t r = 0; r < m_table.size(); ++r) {
        bool nullKey = false;
        for (std::uint32_t c : m_rightKeys)
            nullKey = nullKey || m_table.isNull(c, r);
        if (nullKey)
            continue;
        m_key.clear();
        m_rightKeyCodec->encode(m_table, r, m_key);
        m_index.emplace(m_key, r);
    }
    return Status::ok();
}

Status LookupJoinOperator::processBatch(int /*input*/, const RowBatch &batch, Output &out)
{
    const std::size_t leftWidth = m_inputSchema->size();
    // The candidate pairs, then the condition keeps some; `owner` is each pair's input row.
    RowBatch pairs(m_outputSchema, std::max<std::size_t>(1, batch.size()));
    std::vector<std::uint32_t> owner;
    m_keyValues = RowBatch(m_keySchema, std::max<std::size_t>(1, batch.size()));
    m_keyValues.resize(batch.size());
    for (std::size_t k = 0; k < m_leftKeys.size(); ++k)
        if (Status s = m_leftKeys[k].evaluate(batch, nullptr, m_keyValues, k, 0); !s)
            return s.from(context().name);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        bool nullKey = false;
        for (std::size_t k = 0; k < m_leftKeys.size(); ++k)
            nullKey = nullKey || m_keyValues.isNull(k, r);
        if (nullKey)
            continue;
        m_key.clear();
        m_keyCodec->encode(m_keyValues, r, m_key);
        auto [begin, end] = m_index.equal_range(m_key);
        for (auto it = begin; it != end; ++it) {
            const std::size_t o = pairs.appendRow(batch.kind(r));
            for (std::size_t c = 0; c < leftWidth; ++c)
                pairs.copyValue(c, o, batch, c, r);
            for (std::size_t c = 0; c < m_tableSchema->size(); ++c)
                pairs.copyValue(leftWidth + c, o, m_table, c, it->second);
            owner.push_back(static_cast<std::uint32_t>(r));
        }
    }
    std::vector<std::uint32_t> kept;
    if (m_condition) {
        if (Status s = m_condition->filter(pairs, kept, /*all=*/true); !s)
            return s.from(context().name);
    } else {
        kept.resize(pairs.size());
        for (std::uint32_t i = 0; i < kept.size(); ++i)
            kept[i] = i;
    }
    BatchBuilder builder(m_outputSchema, out);
    std::vector<bool> matched(batch.size(), false);
    for (std::uint32_t i : kept) {
        builder.batch().appendRowFrom(pairs, i);
        matched[owner[i]] = true;
    }
    if (m_node.joinKind == plan::JoinKind::Left) {
        for (std::size_t r = 0; r < batch.size(); ++r) {
            if (matched[r])
                continue;
            RowBatch &b = builder.batch();
            const std::size_t o = b.appendRow(batch.kind(r));
            for (std::size_t c = 0; c < leftWidth; ++c)
                b.copyValue(c, o, batch, c, r);
            for (std::size_t c = 0; c < m_tableSchema->size(); ++c)
                b.setNull(leftWidth + c, o);
        }
    }
    builder.flush();
    return Status::ok();
}

std::unique_ptr<Operator> makeLookupJoinOperator(const plan::LookupJoinNode &node)
{
    return std::make_unique<LookupJoinOperator>(node);
}

} // namespace sluice::exec
