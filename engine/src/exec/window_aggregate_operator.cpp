#include "exec/window_aggregate_operator.h"

#include "exec/operators.h"

namespace sluice::exec {

WindowAggregateOperator::WindowAggregateOperator(const plan::WindowAggregateNode &node)
    : TimeFiringOperator(node.window.proctime),
      m_inputSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_outputSchema(schemaFromPlan(node.schema)), m_groupColumns(toColumnList(node.groupKeys)),
      m_windowEndColumn(static_cast<std::size_t>(node.windowEndKey)), m_calls(node.aggCalls)
{
    for (int k : node.groupKeys) {
        if (k != node.windowStartKey && k != node.windowEndKey && k != node.windowTimeKey)
            m_partitionColumns.push_back(static_cast<std::uint32_t>(k));
    }
}

Status WindowAggregateOperator::open(OperatorContext &context)
{
    Operator::open(context);
    if (!context.state)
        return Status::internal("WindowAggregate needs a keyed state backend").from(context.name);
    if (m_windowEndColumn >= m_inputSchema->size() ||
        m_inputSchema->type(m_windowEndColumn).physicalType() != PhysicalType::Timestamp)
        return Status::internal("WindowAggregate: window_end is not a timestamp column")
            .from(context.name);
    m_specs.clear();
    for (const plan::AggCall &call : m_calls)
        m_specs.push_back(makeAggSpec(call, *m_inputSchema, /*updatingInput=*/false));
    m_accSchema = Schema::make(accumulatorLayout(m_specs, /*withDeltas=*/false));
    m_acc = RowBatch(m_accSchema, 1);
    m_distinctCodecs.clear();
    for (const AggSpec &s : m_specs) {
        std::vector<std::uint32_t> arg;
        if (s.distinct && s.arg >= 0)
            arg.push_back(static_cast<std::uint32_t>(s.arg));
        m_distinctCodecs.push_back(RowCodec::forKey(*m_inputSchema, std::move(arg)));
    }
    // The key group comes from the columns the exchange hashed (the group keys without the window
    // bounds); the state key adds the window.
    m_keys.emplace(*m_inputSchema, m_groupColumns, m_partitionColumns, context.maxParallelism);
    m_keyCodec.emplace(RowCodec::forKey(*m_inputSchema, m_groupColumns));
    m_accCodec.emplace(RowCodec::forSchema(*m_accSchema));
    m_accumulators = &context.state->valueTable("window-accumulators", {});
    m_distinct = &context.state->mapTable("window-distinct-values", {});
    return Status::ok();
}

bool WindowAggregateOperator::firstDistinctValue(std::size_t agg, int keyGroup,
                                                 const RowBatch &batch, std::size_t row)
{
    m_userKey.clear();
    m_userKey.push_back(static_cast<char>(agg & 0xFF));
    m_userKey.push_back(static_cast<char>((agg >> 8) & 0xFF));
    m_distinctCodecs[agg].encode(batch, row, m_userKey);
    if (m_distinct->get(keyGroup, m_key, m_userKey))
        return false;
    m_distinct->put(keyGroup, m_key, m_userKey, {});
    return true;
}

Status WindowAggregateOperator::processBatch(int /*input*/, const RowBatch &batch, Output & /*out*/)
{
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.kind(r) != RowKind::Insert)
            return Status::internal("WindowAggregate expects insert-only input, got " +
                                    std::string(rowKindShortString(batch.kind(r))))
                .from(context().name);
        if (batch.isNull(m_windowEndColumn, r))
            continue; // no window (NULL time attribute): Flink assigns none either
        const std::int64_t windowEnd = batch.get<TimestampValue>(m_windowEndColumn, r).millis;
        // AbstractWindowAggProcessor: a window has fired once the watermark reached its end - 1.
        if (fired(windowEnd)) {
            if (context().metrics)
                context().metrics->add(MetricCounter::LateRecordsDropped);
            continue;
        }
        const int group = m_keys->keyGroup(r);
        m_keys->key(batch, r, m_key);
        m_acc.clear();
        const std::size_t accRow = m_acc.appendRow();
        const std::optional<std::string_view> stored = m_accumulators->get(group, m_key);
        if (stored) {
            if (Status s = m_accCodec->decodeInto(*stored, m_acc, accRow); !s)
                return s.from(context().name);
        } else {
            initAccumulator(m_specs, m_acc, accRow);
            m_pending[windowEnd].push_back({group, m_key});
        }
        m_acc.set<std::int64_t>(0, accRow, m_acc.get<std::int64_t>(0, accRow) + 1);
        for (std::size_t i = 0; i < m_specs.size(); ++i) {
            const AggSpec &spec = m_specs[i];
            if (spec.filter >= 0) {
                const auto f = static_cast<std::size_t>(spec.filter);
                if (batch.isNull(f, r) || batch.get<std::uint8_t>(f, r) == 0)
                    continue;
            }
            if (spec.distinct) {
                if (batch.isNull(static_cast<std::size_t>(spec.arg), r) ||
                    !firstDistinctValue(i, group, batch, r))
                    continue;
            }
            accumulateValue(spec, m_acc, accRow, batch, r, spec.arg, /*retract=*/false);
        }
        m_value.clear();
        m_accCodec->encode(m_acc, accRow, m_value);
        m_accumulators->put(group, m_key, m_value);
    }
    return Status::ok();
}

Status WindowAggregateOperator::fireKey(const PendingKey &pending, BatchBuilder &builder)
{
    const std::optional<std::string_view> stored =
        m_accumulators->get(pending.keyGroup, pending.key);
    if (!stored)
        return Status::ok();
    m_acc.clear();
    const std::size_t accRow = m_acc.appendRow();
    if (Status s = m_accCodec->decodeInto(*stored, m_acc, accRow); !s)
        return s.from(context().name);
    RowBatch &out = builder.batch();
    const std::size_t o = out.appendRow(RowKind::Insert);
    if (Status s = m_keyCodec->decodeInto(pending.key, out, o); !s) {
        out.resize(o);
        return s.from(context().name);
    }
    std::size_t col = m_groupColumns.size();
    for (const AggSpec &spec : m_specs)
        col += writeAggValue(spec, m_acc, accRow, out, o, col, /*partial=*/false);
    m_accumulators->remove(pending.keyGroup, pending.key);
    m_distinct->removeAll(pending.keyGroup, pending.key);
    return Status::ok();
}

Status WindowAggregateOperator::fireUpTo(std::int64_t time, Output &out)
{
    BatchBuilder builder(m_outputSchema, out);
    while (!m_pending.empty()) {
        auto it = m_pending.begin();
        if (time != std::numeric_limits<std::int64_t>::max() && it->first - 1 > time)
            break;
        for (const PendingKey &pending : it->second) {
            if (Status s = fireKey(pending, builder); !s)
                return s;
        }
        m_pending.erase(it);
    }
    builder.flush();
    return Status::ok();
}

std::unique_ptr<Operator> makeWindowAggregateOperator(const plan::WindowAggregateNode &node)
{
    return std::make_unique<WindowAggregateOperator>(node);
}

} // namespace sluice::exec
