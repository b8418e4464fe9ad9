#include "exec/session_window_table_function_operator.h"

#include <sluice/text.h>

#include "exec/operators.h"
#include "exec/sort_key_encoding.h"
#include "exec/timer_snapshot.h"

#include <algorithm>

namespace sluice::exec {

SessionWindowTableFunctionOperator::SessionWindowTableFunctionOperator(
    const plan::WindowTableFunctionNode &node)
    : TimeFiringOperator(node.window.proctime, node.window.localTime), m_inSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_outSchema(schemaFromPlan(node.schema)), m_gap(node.window.gap.count()),
      m_keyColumns(toColumnList(node.partitionKeys))
{
    if (node.window.kind != plan::WindowKind::Session || node.window.proctime || m_gap <= 0 ||
        node.window.timeColumn < 0 || m_outSchema->size() != m_inSchema->size() + 3) {
        m_setupError = Status::internal("session window table function node without an event-time "
                                        "session or with an output that does not match its input");
        return;
    }
    m_timeColumn = static_cast<std::size_t>(node.window.timeColumn);
}

Status SessionWindowTableFunctionOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, m_setupError); !s)
        return s;
    m_keys.emplace(*m_inSchema, m_keyColumns, context.maxParallelism);
    m_rowCodec.emplace(RowCodec::forSchema(*m_inSchema));
    m_rows = &context.state->mapTable("session-rows", {});
    return Status::ok();
}

void SessionWindowTableFunctionOperator::readRows(int keyGroup, std::string_view key)
{
    m_stored.clear();
    m_rows->forEach(keyGroup, key, [&](std::string_view k, std::string_view v) {
        m_stored.push_back({std::string(k), readOrderedInt64(k), std::string(v)});
        return true;
    });
}

bool SessionWindowTableFunctionOperator::meetsOpenSession(std::int64_t time) const
{
    // The stored rows are all of open sessions: the row meets one when its window touches or
    // overlaps a stored row's.
    return std::any_of(m_stored.begin(), m_stored.end(), [&](const StoredRow &r) {
        return time <= r.time + m_gap && r.time <= time + m_gap;
    });
}

Status SessionWindowTableFunctionOperator::processBatch(int /*input*/, const RowBatch &batch,
                                                        Output & /*out*/)
{
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.kind(r) != RowKind::Insert)
            return Status::internal("the SESSION window function expects insert-only input")
                .from(context().name);
        if (batch.isNull(m_timeColumn, r))
            continue; // a NULL time has no window, as Flink drops it
        const std::int64_t time = windowClock().wallClock(batch.get<TimestampValue>(m_timeColumn, r).millis);
        const int keyGroup = m_keys->keyGroup(r);
        m_keys->key(batch, r, m_key);
        if (fired(time + m_gap)) {
            readRows(keyGroup, m_key);
            if (!meetsOpenSession(time)) {
                context().metrics->add(MetricCounter::LateRecordsDropped);
                continue;
            }
        }
        m_value.clear();
        m_rowCodec->encode(batch, r, m_value);
        m_rows->put(keyGroup, m_key, timeOrderedKey(time, m_sequence++), m_value);
        m_timers.emplace(time + m_gap - 1, joinStateAddress(keyGroup, m_key));
    }
    return Status::ok();
}

Status SessionWindowTableFunctionOperator::fireUpTo(std::int64_t time, Output &out)
{
    BatchBuilder builder(m_outSchema, out);
    std::set<std::string> due;
    while (!m_timers.empty() && m_timers.begin()->first <= time) {
        due.insert(m_timers.begin()->second);
        m_timers.erase(m_timers.begin());
    }
    const std::size_t width = m_inSchema->size();
    for (const std::string &address : due) {
        const auto [keyGroup, key] = splitStateAddress(address);
        readRows(keyGroup, key);
        // Sessions in time order: a row joins the current one when its window touches it.
        for (std::size_t first = 0; first < m_stored.size();) {
            std::int64_t end = m_stored[first].time + m_gap;
            std::size_t last = first + 1;
            while (last < m_stored.size() && m_stored[last].time <= end) {
                end = std::max(end, m_stored[last].time + m_gap);
                ++last;
            }
            if (end - 1 <= time) {
                for (std::size_t i = first; i < last; ++i) {
                    auto row = appendEncodedRow(builder.batch(), *m_rowCodec, m_stored[i].row, RowKind::Insert);
                    if (!row)
                        return Status(row.status()).from(context().name);
                    RowBatch &b = builder.batch();
                    b.set(width, *row, TimestampValue{m_stored[first].time, 0});
                    b.set(width + 1, *row, TimestampValue{end, 0});
                    b.set(width + 2, *row, TimestampValue{windowClock().instant(end - 1), 0});
                    m_rows->remove(keyGroup, key, m_stored[i].userKey);
                }
            }
            first = last;
        }
    }
    builder.flush();
    return Status::ok();
}

Status SessionWindowTableFunctionOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    snapshotTimersAndSequence(m_timers, m_sequence, items);
    return Status::ok();
}

Status SessionWindowTableFunctionOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    return restoreTimersAndSequence(state, context().keyGroups, m_timers, m_sequence,
                                    sluice::Engine::tr("the restored timers of %1").arg(context().name));
}

} // namespace sluice::exec
