#include "exec/window_join_operator.h"

#include <sluice/text.h>

#include "exec/timer_snapshot.h"

#include "exec/operators.h"
#include "exec/row_key_selector.h"
#include "exec/sort_key_encoding.h"

namespace sluice::exec {

WindowJoinOperator::WindowJoinOperator(const plan::JoinNode &node)
    : TimeFiringOperator(node.window && node.window->window.proctime,
                         node.window && node.window->window.localTime), m_kind(node.joinKind),
      m_conditionExpr(node.nonEquiCondition), m_outSchema(schemaFromPlan(node.schema))
{
    if (!node.window || !setUpJoinInputs(node, m_sides[0], m_sides[1])) {
        m_setupError = Status::internal("window join node without its windows, or its output does "
                                        "not match its inputs");
        return;
    }
    m_sides[0].endColumn = static_cast<std::size_t>(node.window->leftEnd);
    m_sides[1].endColumn = static_cast<std::size_t>(node.window->rightEnd);
    for (Side &side : m_sides) {
        side.rowCodec.emplace(RowCodec::forSchema(*side.schema));
        side.fired = RowBatch(side.schema);
    }
    m_pairs = RowBatch(m_outSchema);
}

Status WindowJoinOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, m_setupError); !s)
        return s;
    m_maxParallelism = context.maxParallelism;
    if (Status s = compileJoinCondition(m_conditionExpr, *m_outSchema, context, m_condition); !s)
        return s;
    // The watermark cleans these tables: no state TTL. Each row is written once, under a
    // sequence number of its own.
    const state::MapTableUse use{.writesMostlyNew = true};
    m_sides[0].rows = &context.state->mapTableFor("window-join-left-rows", use);
    m_sides[1].rows = &context.state->mapTableFor("window-join-right-rows", use);
    m_sides[0].metrics.open(context.metrics, "left");
    m_sides[1].metrics.open(context.metrics, "right");
    return Status::ok();
}

Status WindowJoinOperator::processBatch(int input, const RowBatch &batch, Output & /*out*/)
{
    Side &in = m_sides[input];
    m_hashes.resize(batch.size());
    in.hasher->hashBatch(batch, m_hashes);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.kind(r) != RowKind::Insert)
            return Status::internal("WindowJoin expects insert-only input, got " +
                                    std::string(rowKindShortString(batch.kind(r))))
                .from(context().name);
        if (batch.isNull(in.endColumn, r))
            return Status::invalidArgument(sluice::Engine::tr("window_end is NULL in a row of the window join's input"))
                .from(context().name);
        const std::int64_t windowEnd = batch.get<TimestampValue>(in.endColumn, r).millis;
        if (fired(windowEnd)) {
            if (SubtaskMetricGroup *metrics = context().metrics)
                metrics->add(MetricCounter::LateRecordsDropped);
            continue;
        }
        bool nullKey = false;
        for (std::uint32_t k : in.keys)
            nullKey = nullKey || batch.isNull(k, r);
        if (nullKey && !in.outer)
            continue; // meets nothing, and an inner side pads nothing
        m_key.clear();
        in.keyCodec->encode(batch, r, m_key);
        if (nullKey)
            appendOrderedInt64(m_key, m_sequence); // a key of its own: it meets nothing
        const int keyGroup = keyGroupForKeyHash(KeyHasher::keyHash32(m_hashes[r]), m_maxParallelism);
        m_value.clear();
        in.rowCodec->encode(batch, r, m_value);
        std::string userKey;
        appendOrderedInt64(userKey, m_sequence++);
        in.rows->put(keyGroup, m_key, userKey, m_value);
        m_timers.emplace(windowEnd - 1, joinStateAddress(keyGroup, m_key));
    }
    in.metrics.publish(in.rows);
    return Status::ok();
}

Status WindowJoinOperator::fireUpTo(std::int64_t time, Output &out)
{
    BatchBuilder builder(m_outSchema, out);
    while (!m_timers.empty() && m_timers.begin()->first <= time) {
        const std::string address = m_timers.begin()->second;
        m_timers.erase(m_timers.begin());
        const auto [keyGroup, key] = splitStateAddress(address);
        if (Status s = joinWindow(keyGroup, key, builder); !s)
            return s.from(context().name);
    }
    builder.flush();
    for (Side &side : m_sides)
        side.metrics.publish(side.rows);
    return Status::ok();
}

Status WindowJoinOperator::joinWindow(int keyGroup, std::string_view key, BatchBuilder &out)
{
    for (Side &side : m_sides) {
        side.fired.clear();
        Status status;
        side.rows->forEach(keyGroup, key, [&](std::string_view, std::string_view v) {
            status = side.rowCodec->decodeAppend(v, side.fired);
            return status.isOk();
        });
        if (!status)
            return status;
        side.rows->removeAll(keyGroup, key);
    }
    const RowBatch &left = m_sides[0].fired;
    const RowBatch &right = m_sides[1].fired;
    const std::size_t leftWidth = left.columnCount();
    std::vector<bool> leftMatched(left.size(), false), rightMatched(right.size(), false);
    // Every pair of the window, filtered by the condition, in left-row order.
    m_pairs.clear();
    for (std::size_t l = 0; l < left.size(); ++l)
        for (std::size_t r = 0; r < right.size(); ++r) {
            const std::size_t p = m_pairs.appendRow(RowKind::Insert);
            for (std::size_t c = 0; c < leftWidth; ++c)
                m_pairs.copyValue(c, p, left, c, l);
            for (std::size_t c = 0; c < right.columnCount(); ++c)
                m_pairs.copyValue(leftWidth + c, p, right, c, r);
        }
    m_selection.clear();
    if (m_condition) {
        if (Status s = m_condition->filter(m_pairs, m_selection, true); !s)
            return s;
    } else {
        for (std::uint32_t p = 0; p < m_pairs.size(); ++p)
            m_selection.push_back(p);
    }
    for (std::uint32_t p : m_selection) {
        leftMatched[p / right.size()] = true;
        rightMatched[p % right.size()] = true;
        out.batch().appendRowFrom(m_pairs, p);
    }
    // Outer sides: the rows that met none, null-padded.
    for (int s = 0; s < 2; ++s) {
        const Side &side = m_sides[s];
        if (!side.outer)
            continue;
        const std::vector<bool> &matched = s == 0 ? leftMatched : rightMatched;
        for (std::size_t i = 0; i < side.fired.size(); ++i) {
            if (matched[i])
                continue;
            RowBatch &b = out.batch();
            const std::size_t o = b.appendRow(RowKind::Insert);
            for (std::size_t c = 0; c < side.schema->size(); ++c)
                b.copyValue(side.offset + c, o, side.fired, c, i);
        }
    }
    return Status::ok();
}

std::unique_ptr<Operator> makeWindowJoinOperator(const plan::JoinNode &node)
{
    return std::make_unique<WindowJoinOperator>(node);
}

Status WindowJoinOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    snapshotTimersAndSequence(m_timers, m_sequence, items);
    return Status::ok();
}

Status WindowJoinOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    return restoreTimersAndSequence(state, context().keyGroups, m_timers, m_sequence,
                                    sluice::Engine::tr("the restored timers of %1").arg(context().name));
}

} // namespace sluice::exec
