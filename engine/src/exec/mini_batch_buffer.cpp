#include "exec/mini_batch_buffer.h"

#include <algorithm>

namespace sluice::exec {

MiniBatchTrigger MiniBatchTrigger::fromConfig(const Configuration *config)
{
    MiniBatchTrigger t;
    if (!config)
        return t;
    t.size = std::max<std::int64_t>(0, config->getLong("table.exec.mini-batch.size").value_or(0));
    t.latency = std::chrono::duration_cast<std::chrono::milliseconds>(
        config->getDuration("table.exec.mini-batch.allow-latency")
            .value_or(std::chrono::nanoseconds(0)));
    if (t.latency.count() < 0)
        t.latency = std::chrono::milliseconds(0);
    return t;
}

void MiniBatchBuffer::open(std::shared_ptr<const Schema> schema, MiniBatchTrigger trigger,
                           SubtaskMetricGroup *metrics)
{
    m_trigger = trigger;
    m_metrics = metrics;
    m_keepRows = schema != nullptr;
    m_count = 0;
    // Start at the usual batch capacity; a larger bundle grows the columns once and keeps them.
    if (m_keepRows)
        m_rows = RowBatch(std::move(schema));
}

std::size_t MiniBatchBuffer::append(const RowBatch &batch, std::size_t from,
                                    std::int64_t nowMillis)
{
    if (from >= batch.size())
        return batch.size();
    if (m_count == 0)
        m_firstRowMillis = nowMillis;
    const auto room = static_cast<std::size_t>(
        std::max<std::int64_t>(0, m_trigger.size - static_cast<std::int64_t>(m_count)));
    const std::size_t take = std::min(room, batch.size() - from);
    m_count += take;
    if (m_keepRows && from == 0 && take == batch.size()) {
        m_rows.appendBatch(batch);
    } else if (m_keepRows) {
        for (std::size_t r = from; r < from + take; ++r)
            m_rows.appendRowFrom(batch, r);
    }
    publishBuffered();
    return from + take;
}

void MiniBatchBuffer::countFlush(std::size_t rows)
{
    if (!m_metrics || rows == 0)
        return;
    m_metrics->add(MetricCounter::MiniBatchFlushes);
    m_metrics->add(MetricCounter::MiniBatchRecords, static_cast<std::int64_t>(rows));
}

void MiniBatchBuffer::clear()
{
    countFlush(m_count);
    m_count = 0;
    m_rows.clear();
    publishBuffered();
}

void MiniBatchBuffer::publishBuffered()
{
    if (m_metrics)
        m_metrics->set(MetricGauge::RecordsBuffered, static_cast<std::int64_t>(m_count));
}

} // namespace sluice::exec
