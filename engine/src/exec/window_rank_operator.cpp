#include "exec/window_rank_operator.h"

#include <sluice/text.h>

#include "exec/timer_snapshot.h"

#include "exec/operators.h"
#include "exec/sort_key_encoding.h"


namespace sluice::exec {

WindowRankOperator::WindowRankOperator(const plan::WindowRankNode &node)
    : TimeFiringOperator(node.window.proctime, node.window.localTime), m_inSchema(schemaFromPlan(node.inputs.at(0)->schema)), m_outSchema(schemaFromPlan(node.schema)),
      m_hashColumns(toColumnList(node.partitionKeys)), m_orderKeys(node.orderKeys),
      m_limit(node.limit), m_outputRankNumber(node.outputRankNumber),
      m_laterRowsFirst(node.deduplicate && !node.orderKeys.empty() && node.orderKeys.front().descending)
{
    const std::size_t width = m_inSchema->size();
    if (node.windowStartKey < 0 || node.windowEndKey < 0 ||
        static_cast<std::size_t>(node.windowEndKey) >= width || m_limit < 1 ||
        m_outSchema->size() != width + (m_outputRankNumber ? 1 : 0)) {
        m_setupError = Status::internal("WindowRank node whose window columns, limit or output do "
                                        "not match its input");
        return;
    }
    m_windowEndColumn = static_cast<std::size_t>(node.windowEndKey);
    m_keyColumns = m_hashColumns;
    m_keyColumns.push_back(static_cast<std::uint32_t>(node.windowStartKey));
    m_keyColumns.push_back(static_cast<std::uint32_t>(node.windowEndKey));
}

Status WindowRankOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, m_setupError); !s)
        return s;
    m_keys.emplace(*m_inSchema, m_keyColumns, m_hashColumns, context.maxParallelism);
    m_rowCodec.emplace(RowCodec::forSchema(*m_inSchema));
    m_rows = &context.state->mapTable("window-rank-rows", {});
    return Status::ok();
}

Status WindowRankOperator::processBatch(int /*input*/, const RowBatch &batch, Output & /*out*/)
{
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.kind(r) != RowKind::Insert)
            return Status::internal("WindowRank expects insert-only input, got " +
                                    std::string(rowKindShortString(batch.kind(r))))
                .from(context().name);
        if (batch.isNull(m_windowEndColumn, r))
            return Status::invalidArgument(sluice::Engine::tr("window_end is NULL in a row of the window Top-N's input"))
                .from(context().name);
        const std::int64_t windowEnd = batch.get<TimestampValue>(m_windowEndColumn, r).millis;
        if (fired(windowEnd)) {
            context().metrics->add(MetricCounter::LateRecordsDropped);
            continue;
        }
        const int keyGroup = m_keys->keyGroup(r);
        m_keys->key(batch, r, m_key);
        // Rank order, then arrival (reversed when a later row replaces an equal one).
        m_userKey.clear();
        appendSortKey(m_userKey, batch, r, m_orderKeys);
        const std::int64_t seq = m_sequence++;
        appendOrderedInt64(m_userKey, m_laterRowsFirst ? -seq : seq);
        // Only the top `limit` rows stay: the new one if it ranks before the last kept.
        m_ranked.clear();
        m_rows->forEach(keyGroup, m_key, [&](std::string_view k, std::string_view) {
            m_ranked.emplace_back(k);
            return true;
        });
        if (static_cast<std::int64_t>(m_ranked.size()) >= m_limit && m_userKey > m_ranked.back())
            continue;
        m_value.clear();
        m_rowCodec->encode(batch, r, m_value);
        m_rows->put(keyGroup, m_key, m_userKey, m_value);
        if (static_cast<std::int64_t>(m_ranked.size()) >= m_limit)
            m_rows->remove(keyGroup, m_key, m_ranked.back());
        m_timers.emplace(windowEnd - 1, joinStateAddress(keyGroup, m_key));
    }
    return Status::ok();
}

Status WindowRankOperator::fireUpTo(std::int64_t time, Output &out)
{
    BatchBuilder builder(m_outSchema, out);
    while (!m_timers.empty() && m_timers.begin()->first <= time) {
        const std::string address = m_timers.begin()->second;
        m_timers.erase(m_timers.begin());
        const auto [keyGroup, key] = splitStateAddress(address);
        std::int64_t rank = 0;
        Status status;
        m_rows->forEach(keyGroup, key, [&](std::string_view, std::string_view v) {
            RowBatch &b = builder.batch();
            auto row = appendEncodedRow(b, *m_rowCodec, v, RowKind::Insert);
            if (!row) {
                status = row.status();
                return false;
            }
            if (m_outputRankNumber)
                b.set<std::int64_t>(m_inSchema->size(), *row, ++rank);
            return true;
        });
        if (!status)
            return status.from(context().name);
        m_rows->removeAll(keyGroup, key);
    }
    builder.flush();
    return Status::ok();
}

std::unique_ptr<Operator> makeWindowRankOperator(const plan::WindowRankNode &node)
{
    return std::make_unique<WindowRankOperator>(node);
}

Status WindowRankOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    snapshotTimersAndSequence(m_timers, m_sequence, items);
    return Status::ok();
}

Status WindowRankOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    return restoreTimersAndSequence(state, context().keyGroups, m_timers, m_sequence,
                                    sluice::Engine::tr("the restored timers of %1").arg(context().name));
}

} // namespace sluice::exec
