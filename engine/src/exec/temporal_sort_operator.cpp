#include "exec/temporal_sort_operator.h"

#include <sluice/text.h>

#include "exec/operators.h"
#include "exec/row_key_selector.h"
#include "exec/sort_key_encoding.h"
#include "exec/timer_snapshot.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace sluice::exec {

TemporalSortOperator::TemporalSortOperator(const plan::TemporalSortNode &node)
    : TimeFiringOperator(node.proctime), m_schema(schemaFromPlan(node.schema))
{
    if (node.orderKeys.empty() || node.orderKeys.front().column < 0 ||
        static_cast<std::size_t>(node.orderKeys.front().column) >= m_schema->size()) {
        m_setupError = Status::internal("TemporalSort node without its time attribute");
        return;
    }
    m_timeColumn = static_cast<std::size_t>(node.orderKeys.front().column);
    m_otherKeys.assign(node.orderKeys.begin() + 1, node.orderKeys.end());
}

Status TemporalSortOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, m_setupError); !s)
        return s;
    m_rowCodec.emplace(RowCodec::forSchema(*m_schema));
    m_rows = &context.state->mapTable("temporal-sort-rows", {});
    return Status::ok();
}

Status TemporalSortOperator::processBatch(int /*input*/, const RowBatch &batch, Output &out)
{
    if (m_proctime) {
        // The rows of one batch share their processing time: ordered by the other keys only.
        std::vector<std::string> keys(batch.size());
        for (std::size_t r = 0; r < batch.size(); ++r)
            appendSortKey(keys[r], batch, r, m_otherKeys);
        std::vector<std::uint32_t> order(batch.size());
        std::iota(order.begin(), order.end(), 0U);
        std::stable_sort(order.begin(), order.end(),
                         [&](std::uint32_t a, std::uint32_t b) { return keys[a] < keys[b]; });
        RowBatch sorted(m_schema, batch.size());
        sorted.appendRowsFrom(batch, order);
        out.emit(std::move(sorted));
        return Status::ok();
    }
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.kind(r) != RowKind::Insert)
            return Status::internal("TemporalSort expects insert-only input, got " +
                                    std::string(rowKindShortString(batch.kind(r))))
                .from(context().name);
        if (batch.isNull(m_timeColumn, r))
            return Status::invalidArgument(
                       sluice::Engine::tr("the rowtime attribute '%1' is NULL in a row of the ORDER BY's input")
                           .arg(m_schema->name(m_timeColumn)))
                .from(context().name);
        const std::int64_t time = batch.get<TimestampValue>(m_timeColumn, r).millis;
        if (m_lastEmitted && time <= *m_lastEmitted) {
            context().metrics->add(MetricCounter::LateRecordsDropped);
            continue;
        }
        m_userKey.clear();
        appendOrderedInt64(m_userKey, time);
        appendSortKey(m_userKey, batch, r, m_otherKeys);
        appendOrderedInt64(m_userKey, m_sequence++);
        m_value.clear();
        m_rowCodec->encode(batch, r, m_value);
        m_rows->put(0, {}, m_userKey, m_value);
    }
    return Status::ok();
}

Status TemporalSortOperator::fireUpTo(std::int64_t time, Output &out)
{
    if (m_proctime)
        return Status::ok();
    BatchBuilder builder(m_schema, out);
    m_emitted.clear();
    Status status;
    m_rows->forEach(0, {}, [&](std::string_view k, std::string_view v) {
        const std::int64_t t = readOrderedInt64(k);
        if (t > time)
            return false;
        if (auto row = appendEncodedRow(builder.batch(), *m_rowCodec, v, RowKind::Insert); !row) {
            status = row.status();
            return false;
        }
        m_lastEmitted = t;
        m_emitted.emplace_back(k);
        return true;
    });
    if (!status)
        return status.from(context().name);
    for (const std::string &k : m_emitted)
        m_rows->remove(0, {}, k);
    builder.flush();
    return Status::ok();
}

Status TemporalSortOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    items.push_back(encodeCounter(m_sequence));
    // No time emitted yet is written as the lowest time there is.
    items.push_back(encodeCounter(m_lastEmitted.value_or(std::numeric_limits<std::int64_t>::min())));
    return Status::ok();
}

Status TemporalSortOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    // One subtask always (a singleton exchange feeds it): the checkpoint holds one such pair.
    const Text what = sluice::Engine::tr("the restored position of %1").arg(context().name);
    std::int64_t lastEmitted = std::numeric_limits<std::int64_t>::min();
    for (const RestoredOperatorState &old : state) {
        if (old.items.size() != 2)
            return Status::ioError(sluice::Engine::tr("%1 is corrupt: %2 items, not 2").arg(what).arg(old.items.size()));
        if (Status s = restoreCounter(old.items[0], m_sequence, what); !s.isOk())
            return s;
        if (Status s = restoreCounter(old.items[1], lastEmitted, what); !s.isOk())
            return s;
    }
    if (lastEmitted != std::numeric_limits<std::int64_t>::min())
        m_lastEmitted = lastEmitted;
    return Status::ok();
}

std::unique_ptr<Operator> makeTemporalSortOperator(const plan::TemporalSortNode &node)
{
    return std::make_unique<TemporalSortOperator>(node);
}

} // namespace sluice::exec
