#include "exec/match_operator.h"

#include <sluice/text.h>

#include "exec/operators.h"
#include "exec/sort_key_encoding.h"
#include "exec/timer_snapshot.h"

#include <limits>
#include <unordered_set>

namespace sluice::exec {

namespace {

// The NFA state record: next event number, the partial matches and the completed ones (each
// in queue array order), then the rows they hold. Integers as appendOrderedInt64.
void appendMatch(std::string &out, const PartialMatch &m)
{
    appendOrderedInt64(out, m.state);
    appendOrderedInt64(out, m.startEvent);
    appendOrderedInt64(out, m.startTime);
    appendOrderedInt64(out, static_cast<std::int64_t>(m.rows.size()));
    for (const auto &[event, variable] : m.rows) {
        appendOrderedInt64(out, event);
        appendOrderedInt64(out, variable);
    }
}

class Reader {
public:
    explicit Reader(std::string_view bytes) : m_bytes(bytes) {}
    bool failed() const { return m_failed; }
    std::int64_t next()
    {
        if (m_bytes.size() < 8) {
            m_failed = true;
            return 0;
        }
        const std::int64_t v = readOrderedInt64(m_bytes);
        m_bytes.remove_prefix(8);
        return v;
    }
    std::string_view bytes(std::size_t n)
    {
        if (m_bytes.size() < n) {
            m_failed = true;
            return {};
        }
        std::string_view v = m_bytes.substr(0, n);
        m_bytes.remove_prefix(n);
        return v;
    }
    PartialMatch match()
    {
        PartialMatch m;
        m.state = static_cast<int>(next());
        m.startEvent = next();
        m.startTime = next();
        const std::int64_t n = next();
        for (std::int64_t i = 0; i < n && !m_failed; ++i) {
            const std::int64_t event = next();
            m.rows.emplace_back(event, static_cast<int>(next()));
        }
        return m;
    }

private:
    std::string_view m_bytes;
    bool m_failed = false;
};

} // namespace

MatchOperator::MatchOperator(const plan::MatchNode &node)
    : TimeFiringOperator(node.proctime), m_node(node), m_inSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_outSchema(schemaFromPlan(node.schema)), m_keyColumns(toColumnList(node.partitionKeys)),
      m_variables(node.variables), m_nfa(MatchNfa::compile(node.pattern)),
      m_within(node.withinMillis)
{
    m_skip.skip = node.skip;
    m_skip.variable = node.skipVariable;
    m_skip.variableNames = &m_variables;
    if (node.orderKeys.empty() || node.pattern.empty() ||
        m_outSchema->size() != node.partitionKeys.size() + node.measures.size()) {
        m_setupError = Status::internal("Match node without ordering, pattern or matching output");
        return;
    }
    m_timeColumn = static_cast<std::size_t>(node.orderKeys.front().column);
    m_otherKeys.assign(node.orderKeys.begin() + 1, node.orderKeys.end());
    m_buffered = !node.proctime || !m_otherKeys.empty();
    m_events = RowBatch(m_inSchema);
}

Status MatchOperator::compileExpressions(const ExpressionSession &session)
{
    const plan::MatchNode &node = m_node;
    m_definitions.resize(node.definitions.size());
    for (std::size_t v = 0; v < node.definitions.size(); ++v) {
        if (!node.definitions[v])
            continue;
        m_definitions[v].emplace();
        if (Status s = compileExpression(*node.definitions[v], *m_definitions[v], session); !s) {
            return s;
        }
    }
    m_measures.resize(node.measures.size());
    for (std::size_t i = 0; i < node.measures.size(); ++i) {
        if (Status s = compileExpression(node.measures[i], m_measures[i], session); !s) {
            return s;
        }
    }
    return Status::ok();
}

Status MatchOperator::compileExpression(const plan::MatchExpression &e, Expression &out,
                                        const ExpressionSession &session)
{
    std::vector<RowField> fields;
    for (const plan::MatchNavigation &nav : e.navigations) {
        Expression::Navigation n;
        n.kind = nav.kind;
        n.variable = nav.variable;
        n.offset = nav.offset;
        if (nav.argument) {
            auto compiled = CompiledExpression::compile(nav.argument, *m_inSchema, session);
            if (!compiled)
                return compiled.status();
            n.argument.emplace(std::move(*compiled));
        }
        if (nav.kind == plan::MatchNavigation::Kind::Aggregate) {
            const LogicalType argType = nav.argument ? nav.argument->type : LogicalType::boolean();
            n.argumentSchema = Schema::make({{"arg", argType, {}}});
            plan::AggCall call;
            call.function = nav.aggregate;
            call.argIndex = nav.argument ? 0 : -1;
            call.type = nav.type;
            std::vector<AggSpec> specs{makeAggSpec(call, *n.argumentSchema, false)};
            n.accumulatorSchema = Schema::make(accumulatorLayout(specs, false));
            n.aggregate = std::move(specs);
            n.arguments = RowBatch(n.argumentSchema);
            n.accumulator = RowBatch(n.accumulatorSchema, 1);
        }
        fields.push_back({"nav" + std::to_string(fields.size()), nav.type, {}});
        out.navigations.push_back(std::move(n));
    }
    out.navigationSchema = Schema::make(std::move(fields));
    auto expr = CompiledExpression::compile(e.expr, *out.navigationSchema, session);
    if (!expr)
        return expr.status();
    out.expr.emplace(std::move(*expr));
    out.row = RowBatch(out.navigationSchema, 1);
    return Status::ok();
}

Status MatchOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, m_setupError); !s)
        return s;
    if (Status s = compileExpressions(ExpressionSession::of(context.config)); !s)
        return Status(s).from(context.name);
    m_keys.emplace(*m_inSchema, m_keyColumns, context.maxParallelism);
    m_rowCodec.emplace(RowCodec::forSchema(*m_inSchema));
    m_nfaState = &context.state->valueTable("match-nfa", {});
    if (m_buffered)
        m_waiting = &context.state->mapTable("match-waiting-rows", {});
    for (auto &d : m_definitions)
        if (d)
            d->expr->setClock(context.clock);
    for (Expression &m : m_measures)
        m.expr->setClock(context.clock);
    return Status::ok();
}

Status MatchOperator::fillNavigations(Expression &e, const PartialMatch &match, std::int64_t current,
                                      int defining, std::int64_t time)
{
    e.row.clear();
    e.row.appendRow();
    for (std::size_t k = 0; k < e.navigations.size(); ++k) {
        Expression::Navigation &n = e.navigations[k];
        using Kind = plan::MatchNavigation::Kind;
        if (n.kind == Kind::MatchRowtime || n.kind == Kind::MatchProctime) {
            const std::int64_t at = n.kind == Kind::MatchRowtime ? time : context().clock->nowMillis();
            e.row.set<TimestampValue>(k, 0, TimestampValue{at, 0});
            continue;
        }
        // The variable's rows (every row for `*`), and the row being classified in its DEFINE.
        m_selection.clear();
        const bool every = n.variable == -1;
        for (const auto &[event, variable] : match.rows)
            if (every || variable == n.variable)
                m_selection.push_back(m_partition.rowOf.at(event));
        if (current >= 0 && (every || n.variable == defining))
            m_selection.push_back(m_partition.rowOf.at(current));
        if (n.kind == Kind::Aggregate) {
            n.arguments.clear();
            for (std::size_t i = 0; i < m_selection.size(); ++i)
                n.arguments.appendRow();
            if (n.argument && !m_selection.empty())
                if (Status s = n.argument->evaluate(m_events, &m_selection, n.arguments, 0, 0); !s)
                    return s;
            n.accumulator.clear();
            n.accumulator.appendRow();
            const AggSpec &spec = n.aggregate.front();
            initAccumulator(n.aggregate, n.accumulator, 0);
            for (std::size_t i = 0; i < m_selection.size(); ++i)
                accumulateValue(spec, n.accumulator, 0, n.arguments, i, n.argument ? 0 : -1, false);
            writeAggValue(spec, n.accumulator, 0, e.row, 0, k, false);
            continue;
        }
        const std::size_t count = m_selection.size();
        const std::size_t offset = static_cast<std::size_t>(n.offset);
        if (count <= offset)
            continue; // no such row: NULL
        const std::uint32_t row = n.kind == Kind::First ? m_selection[offset] : m_selection[count - 1 - offset];
        m_selection.assign(1, row);
        if (Status s = n.argument->evaluate(m_events, &m_selection, e.row, k, 0); !s)
            return s;
    }
    return Status::ok();
}

Result<bool> MatchOperator::holds(int variable, const PartialMatch &match, std::int64_t event)
{
    auto &definition = m_definitions.at(static_cast<std::size_t>(variable));
    if (!definition)
        return true; // a variable without DEFINE takes every row
    if (Status s = fillNavigations(*definition, match, event, variable, m_currentTime); !s)
        return s.from(context().name);
    m_filterRows.clear();
    if (Status s = definition->expr->filter(definition->row, m_filterRows, true); !s)
        return s.from(context().name);
    return !m_filterRows.empty();
}

Status MatchOperator::loadPartition(int keyGroup, std::string_view key)
{
    m_partition.keyGroup = keyGroup;
    m_partition.key.assign(key);
    m_partition.rowOf.clear();
    m_events.clear();
    const auto stored = m_nfaState->get(keyGroup, key);
    if (!stored) {
        m_partition.queues = NfaQueues::initial(m_nfa);
        m_partition.nextEvent = 0;
        return Status::ok();
    }
    const std::string bytes(*stored);
    Reader in(bytes);
    m_partition.nextEvent = in.next();
    m_partition.queues = NfaQueues{};
    for (std::int64_t i = in.next(); i > 0 && !in.failed(); --i)
        m_partition.queues.partial.items().push_back(in.match());
    for (std::int64_t i = in.next(); i > 0 && !in.failed(); --i)
        m_partition.queues.completed.items().push_back(in.match());
    for (std::int64_t i = in.next(); i > 0 && !in.failed(); --i) {
        const std::int64_t event = in.next();
        const std::string_view row = in.bytes(static_cast<std::size_t>(in.next()));
        if (in.failed())
            break;
        if (Status s = m_rowCodec->decodeAppend(row, m_events); !s)
            return s.from(context().name);
        m_partition.rowOf[event] = static_cast<std::uint32_t>(m_events.size() - 1);
    }
    if (in.failed())
        return Status::internal("a MATCH_RECOGNIZE partition's stored NFA state is truncated")
            .from(context().name);
    return Status::ok();
}

void MatchOperator::storePartition()
{
    Partition &p = m_partition;
    const auto &partial = p.queues.partial.items();
    if (p.queues.completed.empty() && partial.size() == 1 && partial.front().startEvent < 0) {
        m_nfaState->remove(p.keyGroup, p.key); // only the start state: nothing to keep
        return;
    }
    m_value.clear();
    appendOrderedInt64(m_value, p.nextEvent);
    std::unordered_set<std::int64_t> held;
    for (const MatchQueue *q : {&p.queues.partial, &p.queues.completed}) {
        appendOrderedInt64(m_value, static_cast<std::int64_t>(q->size()));
        for (const PartialMatch &m : q->items()) {
            appendMatch(m_value, m);
            for (const auto &row : m.rows)
                held.insert(row.first);
        }
    }
    std::vector<std::int64_t> events(held.begin(), held.end());
    std::sort(events.begin(), events.end());
    appendOrderedInt64(m_value, static_cast<std::int64_t>(events.size()));
    for (const std::int64_t event : events) {
        m_userKey.clear();
        m_rowCodec->encode(m_events, p.rowOf.at(event), m_userKey);
        appendOrderedInt64(m_value, event);
        appendOrderedInt64(m_value, static_cast<std::int64_t>(m_userKey.size()));
        m_value += m_userKey;
    }
    m_nfaState->put(p.keyGroup, p.key, m_value);
}

Status MatchOperator::emitMatches(std::int64_t time, BatchBuilder &out)
{
    for (const PartialMatch &match : m_emitted) {
        RowBatch &b = out.batch();
        const std::size_t o = b.appendRow();
        const std::uint32_t first = m_partition.rowOf.at(match.rows.front().first);
        for (std::size_t i = 0; i < m_keyColumns.size(); ++i)
            b.copyValue(i, o, m_events, m_keyColumns[i], first);
        for (std::size_t j = 0; j < m_measures.size(); ++j) {
            Expression &m = m_measures[j];
            if (Status s = fillNavigations(m, match, -1, -1, time); !s)
                return s;
            if (Status s = m.expr->evaluate(m.row, nullptr, b, m_keyColumns.size() + j, o); !s)
                return s.from(context().name);
        }
    }
    m_emitted.clear();
    return Status::ok();
}

Status MatchOperator::advanceTime(std::int64_t time, BatchBuilder &out)
{
    MatchNfaRunner runner(m_nfa, m_skip, m_within);
    m_emitted.clear();
    if (Status s = runner.advanceTime(m_partition.queues, time, m_emitted); !s)
        return s.from(context().name);
    return emitMatches(time, out);
}

Status MatchOperator::matchRow(std::uint32_t row, std::int64_t time, BatchBuilder &out)
{
    const std::int64_t event = m_partition.nextEvent++;
    m_partition.rowOf[event] = row;
    m_currentTime = time;
    MatchNfaRunner runner(m_nfa, m_skip, m_within);
    bool started = false;
    m_emitted.clear();
    if (Status s = runner.process(m_partition.queues, event, time, *this, m_emitted, started); !s)
        return s.from(context().name);
    if (started && m_within > 0) {
        // CepOperator: a timer at the new match's deadline (processing time: 1 ms after it).
        registerTimer(joinStateAddress(m_partition.keyGroup, m_partition.key),
                      time + m_within + (m_proctime ? 1 : 0));
    }
    return emitMatches(time, out);
}

Status MatchOperator::processBatch(int /*input*/, const RowBatch &batch, Output &out)
{
    BatchBuilder builder(m_outSchema, out);
    m_keys->hashBatch(batch);
    std::string key;
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.kind(r) != RowKind::Insert)
            return Status::internal("Match expects insert-only input, got " +
                                    std::string(rowKindShortString(batch.kind(r))))
                .from(context().name);
        const int keyGroup = m_keys->keyGroup(r);
        key.clear();
        m_keys->key(batch, r, key);
        const std::int64_t now = context().clock->nowMillis();
        if (!m_buffered) {
            // Processing time without other ORDER BY keys: matched on arrival.
            if (Status s = loadPartition(keyGroup, key); !s)
                return s;
            const auto row = static_cast<std::uint32_t>(m_events.appendRowFrom(batch, r));
            if (Status s = advanceTime(now, builder); !s)
                return s;
            if (Status s = matchRow(row, now, builder); !s)
                return s;
            storePartition();
            continue;
        }
        std::int64_t time = now;
        if (!m_proctime) {
            if (batch.isNull(m_timeColumn, r))
                return Status::invalidArgument(
                           sluice::Engine::tr("the rowtime attribute '%1' is NULL in a row of MATCH_RECOGNIZE's input")
                               .arg(m_inSchema->name(m_timeColumn)))
                    .from(context().name);
            time = batch.get<TimestampValue>(m_timeColumn, r).millis;
            if (time <= m_watermark) {
                if (context().metrics)
                    context().metrics->add(MetricCounter::LateRecordsDropped);
                continue;
            }
        }
        m_userKey.clear();
        appendOrderedInt64(m_userKey, time);
        appendSortKey(m_userKey, batch, r, m_otherKeys);
        appendOrderedInt64(m_userKey, m_sequence++);
        m_value.clear();
        m_rowCodec->encode(batch, r, m_value);
        m_waiting->put(keyGroup, key, m_userKey, m_value);
        // CepOperator: an event-time timer at the row's time; processing time: 1 ms later.
        registerTimer(joinStateAddress(keyGroup, key), m_proctime ? time + 1 : time);
    }
    builder.flush();
    return Status::ok();
}

void MatchOperator::registerTimer(const std::string &address, std::int64_t time)
{
    if (m_firing)
        m_laterTimers.emplace_back(time, address);
    else
        m_timers.emplace(time, address);
}

Status MatchOperator::firePartition(const std::string &address, std::int64_t rowsUpTo,
                                    std::int64_t advanceTo, BatchBuilder &out)
{
    const auto [keyGroup, key] = splitStateAddress(address);
    if (Status s = loadPartition(keyGroup, key); !s)
        return s;
    // The waiting rows up to `rowsUpTo`, in order: time, the other ORDER BY keys, arrival.
    std::vector<std::pair<std::int64_t, std::uint32_t>> rows;
    std::vector<std::string> taken;
    std::optional<std::int64_t> nextWaiting;
    Status status;
    if (m_waiting) {
        m_waiting->forEach(keyGroup, key, [&](std::string_view k, std::string_view v) {
            const std::int64_t t = readOrderedInt64(k);
            if (t > rowsUpTo) {
                nextWaiting = t;
                return false;
            }
            status = m_rowCodec->decodeAppend(v, m_events);
            if (!status)
                return false;
            rows.emplace_back(t, static_cast<std::uint32_t>(m_events.size() - 1));
            taken.emplace_back(k);
            return true;
        });
    }
    if (!status)
        return status.from(context().name);
    for (const std::string &k : taken)
        m_waiting->remove(keyGroup, key, k);
    for (std::size_t i = 0; i < rows.size();) {
        const std::int64_t t = rows[i].first;
        if (Status s = advanceTime(t, out); !s)
            return s;
        for (; i < rows.size() && rows[i].first == t; ++i)
            if (Status s = matchRow(rows[i].second, t, out); !s)
                return s;
    }
    if (Status s = advanceTime(advanceTo, out); !s)
        return s;
    storePartition();
    if (nextWaiting)
        registerTimer(address, *nextWaiting);
    return Status::ok();
}

Status MatchOperator::fireTimers(std::int64_t due, std::int64_t rowsUpTo, std::int64_t advanceTo,
                                 Output &out)
{
    BatchBuilder builder(m_outSchema, out);
    std::vector<std::string> partitions;
    std::unordered_set<std::string> seen;
    while (!m_timers.empty() && m_timers.begin()->first <= due) {
        std::string address = m_timers.begin()->second;
        m_timers.erase(m_timers.begin());
        if (seen.insert(address).second)
            partitions.push_back(std::move(address));
    }
    // A timer set while firing fires at the next advance of time, as Flink's timer service does.
    m_firing = true;
    Status status;
    for (const std::string &address : partitions) {
        status = firePartition(address, rowsUpTo, advanceTo, builder);
        if (!status)
            break;
    }
    m_firing = false;
    for (auto &t : m_laterTimers)
        m_timers.insert(std::move(t));
    m_laterTimers.clear();
    if (!status)
        return status;
    builder.flush();
    return Status::ok();
}

Status MatchOperator::fireUpTo(std::int64_t watermark, Output &out)
{
    if (m_proctime)
        return Status::ok();
    return fireTimers(watermark, watermark, watermark, out);
}

Status MatchOperator::onProcessingTime(std::int64_t nowMillis, Output &out)
{
    // Processing-time timers (rows waiting to be ordered, WITHIN deadlines): every waiting row
    // is matched, then time advances to now.
    if (!m_proctime)
        return Status::ok();
    return fireTimers(nowMillis, std::numeric_limits<std::int64_t>::max(), nowMillis, out);
}

Status MatchOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    // Between elements: no firing is under way, so m_laterTimers is empty.
    snapshotTimersAndSequence(m_timers, m_sequence, items);
    return Status::ok();
}

Status MatchOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    return restoreTimersAndSequence(state, context().keyGroups, m_timers, m_sequence,
                                    sluice::Engine::tr("the restored timers of %1").arg(context().name));
}

std::unique_ptr<Operator> makeMatchOperator(const plan::MatchNode &node)
{
    return std::make_unique<MatchOperator>(node);
}

} // namespace sluice::exec
