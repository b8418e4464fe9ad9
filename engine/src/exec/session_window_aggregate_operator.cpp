#include "exec/session_window_aggregate_operator.h"

#include <sluice/text.h>

#include "exec/timer_snapshot.h"

#include "exec/operators.h"

#include <algorithm>
#include <cstring>

namespace sluice::exec {

namespace {

void putInt64(std::string &out, std::int64_t v)
{
    char bytes[sizeof v];
    std::memcpy(bytes, &v, sizeof v);
    out.append(bytes, sizeof v);
}

std::int64_t readInt64(std::string_view bytes, std::size_t at)
{
    std::int64_t v = 0;
    std::memcpy(&v, bytes.data() + at, sizeof v);
    return v;
}

constexpr std::size_t kBoundsBytes = 2 * sizeof(std::int64_t);

/// The bucket of Flink's TimeWindow [start, end) in a java.util.HashSet of the default capacity
/// (16): TimeWindow.hashCode, spread as HashMap.hash spreads it.
std::uint32_t javaHashSetBucket(std::int64_t start, std::int64_t end)
{
    // (int) (start + modInverse((int) (end << 1) + 1)), in 32-bit two's complement.
    const std::uint32_t x = static_cast<std::uint32_t>(static_cast<std::uint64_t>(end) << 1) + 1u;
    std::uint32_t inverse = x * x * x;
    inverse *= 2u - x * inverse;
    inverse *= 2u - x * inverse;
    inverse *= 2u - x * inverse;
    const std::uint32_t hash = static_cast<std::uint32_t>(static_cast<std::uint64_t>(start)) + inverse;
    return (hash ^ (hash >> 16)) & 15u;
}

} // namespace

SessionWindowAggregateOperator::SessionWindowAggregateOperator(const plan::WindowAggregateNode &node)
    : TimeFiringOperator(node.window.proctime, node.window.localTime),
      m_inputSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_outputSchema(schemaFromPlan(node.schema)), m_groupColumns(toColumnList(node.groupKeys)),
      m_windowStartKey(node.windowStartKey), m_windowEndKey(node.windowEndKey),
      m_windowTimeKey(node.windowTimeKey),
      m_windowStartColumn(static_cast<std::size_t>(node.groupKeys.at(static_cast<std::size_t>(node.windowStartKey)))),
      m_windowEndColumn(static_cast<std::size_t>(node.groupKeys.at(static_cast<std::size_t>(node.windowEndKey)))),
      m_calls(node.aggCalls)
{
    for (std::size_t i = 0; i < node.groupKeys.size(); ++i) {
        const int k = static_cast<int>(i);
        if (k != m_windowStartKey && k != m_windowEndKey && k != m_windowTimeKey)
            m_partitionColumns.push_back(static_cast<std::uint32_t>(node.groupKeys[i]));
    }
}

Status SessionWindowAggregateOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, Status::ok()); !s)
        return s;
    for (std::size_t c : {m_windowStartColumn, m_windowEndColumn}) {
        if (c >= m_inputSchema->size() || m_inputSchema->type(c).physicalType() != PhysicalType::Timestamp)
            return Status::internal("SessionWindowAggregate: window bounds are not timestamps").from(context.name);
    }
    m_specs.clear();
    m_listAggs.clear();
    for (const plan::AggCall &call : m_calls) {
        if (call.distinct)
            return Status::unsupported(sluice::Engine::tr("DISTINCT aggregates over session windows are not run by "
                                                          "the embedded engine yet"))
                .from(context.name);
        m_specs.push_back(makeAggSpec(call, *m_inputSchema, /*updatingInput=*/false));
        AggSpec &spec = m_specs.back();
        if (spec.valueList()) {
            spec.listIndex = static_cast<int>(m_listAggs.size());
            m_listAggs.emplace_back(spec);
        }
    }
    m_lists.resize(m_listAggs.size());
    m_accSchema = Schema::make(accumulatorLayout(m_specs, /*withDeltas=*/false));
    m_acc = RowBatch(m_accSchema, 1);
    m_merged = RowBatch(m_accSchema, 1);
    m_keys.emplace(*m_inputSchema, m_partitionColumns, context.maxParallelism);
    m_keyCodec.emplace(RowCodec::forKey(*m_inputSchema, m_partitionColumns));
    std::vector<RowField> keyFields;
    for (std::uint32_t c : m_partitionColumns)
        keyFields.push_back({m_inputSchema->name(c), m_inputSchema->type(c), ""});
    m_keySchema = Schema::make(std::move(keyFields));
    m_keyRow = RowBatch(m_keySchema, 1);
    m_accCodec.emplace(RowCodec::forSchema(*m_accSchema));
    m_sessions = &context.state->valueTable("session-windows", {});
    return Status::ok();
}

Status SessionWindowAggregateOperator::loadSessions(int keyGroup, const std::string &key,
                                                    std::vector<Session> &out)
{
    out.clear();
    const std::optional<std::string_view> stored = m_sessions->get(keyGroup, key);
    if (!stored)
        return Status::ok();
    if (Status s = EncodedRowList::parse(*stored, m_items); !s)
        return s.from(context().name);
    for (std::string_view item : m_items) {
        if (item.size() < kBoundsBytes)
            return Status::internal("SessionWindowAggregate: corrupt session in state").from(context().name);
        out.push_back({readInt64(item, 0), readInt64(item, sizeof(std::int64_t)),
                       std::string(item.substr(kBoundsBytes))});
    }
    return Status::ok();
}

void SessionWindowAggregateOperator::storeSessions(int keyGroup, const std::string &key,
                                                   const std::vector<Session> &sessions)
{
    if (sessions.empty()) {
        m_sessions->remove(keyGroup, key);
        return;
    }
    m_value.clear();
    std::string item;
    for (const Session &s : sessions) {
        item.clear();
        putInt64(item, s.start);
        putInt64(item, s.end);
        item += s.accumulator;
        EncodedRowList::append(m_value, item);
    }
    m_sessions->put(keyGroup, key, m_value);
}

Status SessionWindowAggregateOperator::processBatch(int /*input*/, const RowBatch &batch, Output & /*out*/)
{
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.kind(r) != RowKind::Insert)
            return Status::internal("SessionWindowAggregate expects insert-only input, got " +
                                    std::string(rowKindShortString(batch.kind(r))))
                .from(context().name);
        if (batch.isNull(m_windowStartColumn, r) || batch.isNull(m_windowEndColumn, r))
            continue; // no window (NULL time attribute)
        std::int64_t start = batch.get<TimestampValue>(m_windowStartColumn, r).millis;
        std::int64_t end = batch.get<TimestampValue>(m_windowEndColumn, r).millis;
        const int group = m_keys->keyGroup(r);
        m_keys->key(batch, r, m_key);
        if (Status s = loadSessions(group, m_key, m_open); !s)
            return s;
        // Merge every open session the row's window overlaps or touches.
        m_acc.clear();
        const std::size_t accRow = m_acc.appendRow();
        initAccumulator(m_specs, m_acc, accRow);
        for (ValueList &list : m_lists)
            list.clear();
        const std::vector<std::size_t> merging = sessionsToMerge(start, end);
        for (std::size_t i : merging) {
            const Session &s = m_open[i];
            m_merged.clear();
            const std::size_t other = m_merged.appendRow();
            if (Status st = m_accCodec->decodeInto(s.accumulator, m_merged, other); !st)
                return st.from(context().name);
            m_acc.set<std::int64_t>(0, accRow, m_acc.get<std::int64_t>(0, accRow) +
                                                   m_merged.get<std::int64_t>(0, other));
            for (const AggSpec &spec : m_specs) {
                if (!spec.valueList()) {
                    mergeAccumulator(spec, m_acc, accRow, m_merged, other, spec.accColumn);
                    continue;
                }
                m_otherList.clear();
                if (!m_merged.isNull(spec.accColumn, other) &&
                    !m_otherList.decode(m_merged.getString(spec.accColumn, other)))
                    return Status::internal("SessionWindowAggregate: corrupt value list in state").from(context().name);
                const auto at = static_cast<std::size_t>(spec.listIndex);
                if (Status st = m_listAggs[at].merge(m_lists[at], m_otherList); !st)
                    return st.from(context().name);
            }
            start = std::min(start, s.start);
            end = std::max(end, s.end);
        }
        const bool merged = !merging.empty();
        std::vector<Session> kept;
        for (std::size_t i = 0; i < m_open.size(); ++i)
            if (std::find(merging.begin(), merging.end(), i) == merging.end())
                kept.push_back(std::move(m_open[i]));
        // A window that merged with nothing and has ended is late (Flink retires it).
        if (!merged && fired(end)) {
            if (context().metrics)
                context().metrics->add(MetricCounter::LateRecordsDropped);
            continue;
        }
        m_acc.set<std::int64_t>(0, accRow, m_acc.get<std::int64_t>(0, accRow) + 1);
        for (const AggSpec &spec : m_specs) {
            if (spec.filter >= 0) {
                const auto f = static_cast<std::size_t>(spec.filter);
                if (batch.isNull(f, r) || batch.get<std::uint8_t>(f, r) == 0)
                    continue;
            }
            if (spec.valueList()) {
                if (Status st = m_listAggs[static_cast<std::size_t>(spec.listIndex)].fold(
                        m_lists[static_cast<std::size_t>(spec.listIndex)], batch, r, spec.arg, spec.arg2,
                        /*retract=*/false);
                    !st)
                    return st.from(context().name);
                continue;
            }
            accumulateValue(spec, m_acc, accRow, batch, r, spec.arg, /*retract=*/false);
        }
        for (const AggSpec &spec : m_specs) {
            if (!spec.valueList())
                continue;
            m_value.clear();
            m_lists[static_cast<std::size_t>(spec.listIndex)].encode(m_value);
            m_acc.setString(spec.accColumn, accRow, m_value);
        }
        Session session{start, end, {}};
        m_accCodec->encode(m_acc, accRow, session.accumulator);
        kept.push_back(std::move(session));
        storeSessions(group, m_key, kept);
        m_pending[end].push_back({group, m_key});
    }
    return Status::ok();
}

Status SessionWindowAggregateOperator::emit(const PendingKey &pending, const Session &session,
                                            BatchBuilder &builder)
{
    m_acc.clear();
    const std::size_t accRow = m_acc.appendRow();
    if (Status s = m_accCodec->decodeInto(session.accumulator, m_acc, accRow); !s)
        return s.from(context().name);
    m_keyRow.clear();
    const std::size_t keyRow = m_keyRow.appendRow();
    if (Status s = m_keyCodec->decodeInto(pending.key, m_keyRow, keyRow); !s)
        return s.from(context().name);
    RowBatch &out = builder.batch();
    const std::size_t o = out.appendRow(RowKind::Insert);
    std::size_t partition = 0;
    for (std::size_t k = 0; k < m_groupColumns.size(); ++k) {
        const int key = static_cast<int>(k);
        if (key == m_windowStartKey)
            out.set(k, o, TimestampValue{session.start, 0});
        else if (key == m_windowEndKey)
            out.set(k, o, TimestampValue{session.end, 0});
        else if (key == m_windowTimeKey)
            out.set(k, o, TimestampValue{windowClock().instant(session.end - 1), 0});
        else
            out.copyValue(k, o, m_keyRow, partition++, keyRow);
    }
    std::size_t col = m_groupColumns.size();
    for (const AggSpec &spec : m_specs) {
        if (spec.valueList()) {
            m_otherList.clear();
            if (!m_acc.isNull(spec.accColumn, accRow) && !m_otherList.decode(m_acc.getString(spec.accColumn, accRow))) {
                out.resize(o);
                return Status::internal("SessionWindowAggregate: corrupt value list in state").from(context().name);
            }
            m_listAggs[static_cast<std::size_t>(spec.listIndex)].write(m_otherList, out, o, col++);
            continue;
        }
        col += writeAggValue(spec, m_acc, accRow, out, o, col, /*partial=*/false);
    }
    return Status::ok();
}

std::vector<std::size_t> SessionWindowAggregateOperator::sessionsToMerge(std::int64_t start,
                                                                        std::int64_t end) const
{
    std::vector<std::size_t> merging;
    for (std::size_t i = 0; i < m_open.size(); ++i)
        if (m_open[i].start <= end && m_open[i].end >= start) // TimeWindow.intersects
            merging.push_back(i);
    if (merging.size() == 2) {
        // Open sessions neither overlap nor touch, so a new window bridges at most two: the one
        // after it (SessionWindowAssigner's ceiling, added to the HashSet first) and the one
        // before it (the floor). The HashSet yields them by bucket, then in that order.
        std::size_t ceiling = merging[0], floor = merging[1];
        if (m_open[ceiling].start < m_open[floor].start)
            std::swap(ceiling, floor);
        const bool floorFirst = javaHashSetBucket(m_open[floor].start, m_open[floor].end) <
                                javaHashSetBucket(m_open[ceiling].start, m_open[ceiling].end);
        merging = floorFirst ? std::vector<std::size_t>{floor, ceiling} : std::vector<std::size_t>{ceiling, floor};
    }
    return merging;
}

Status SessionWindowAggregateOperator::fireUpTo(std::int64_t time, Output &out)
{
    BatchBuilder builder(m_outputSchema, out);
    while (!m_pending.empty()) {
        auto it = m_pending.begin();
        if (time != std::numeric_limits<std::int64_t>::max() && it->first - 1 > time)
            break;
        std::vector<PendingKey> keys = std::move(it->second);
        m_pending.erase(it);
        for (const PendingKey &pending : keys) {
            if (Status s = loadSessions(pending.keyGroup, pending.key, m_open); !s)
                return s;
            std::vector<Session> open;
            bool fired = false;
            // Sessions of a key fire in the order they end.
            std::sort(m_open.begin(), m_open.end(),
                      [](const Session &a, const Session &b) { return a.end < b.end; });
            for (Session &s : m_open) {
                if (time == std::numeric_limits<std::int64_t>::max() || s.end - 1 <= time) {
                    if (Status st = emit(pending, s, builder); !st)
                        return st;
                    fired = true;
                } else {
                    open.push_back(std::move(s));
                }
            }
            if (fired)
                storeSessions(pending.keyGroup, pending.key, open);
        }
    }
    builder.flush();
    return Status::ok();
}

std::unique_ptr<Operator> makeSessionWindowAggregateOperator(const plan::WindowAggregateNode &node)
{
    return std::make_unique<SessionWindowAggregateOperator>(node);
}

Status SessionWindowAggregateOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    items.push_back(encodeKeyedTimers(m_pending));
    return Status::ok();
}

Status SessionWindowAggregateOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    const Text what = sluice::Engine::tr("the restored sessions of %1").arg(context().name);
    for (const RestoredOperatorState &old : state) {
        if (old.items.size() != 1)
            return Status::ioError(sluice::Engine::tr("%1 are corrupt").arg(what));
        if (Status s = decodeKeyedTimers(old.items[0], context().keyGroups, m_pending, what); !s.isOk())
            return s;
    }
    return Status::ok();
}

} // namespace sluice::exec
