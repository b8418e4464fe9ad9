#include "runtime/metrics_registry.h"

#include <chrono>
#include <map>

namespace sluice {

const SubtaskMetrics *MetricsSnapshot::find(const std::string &operatorId, int subtaskIndex) const
{
    for (const SubtaskMetrics &m : subtasks)
        if (m.operatorId == operatorId && m.subtaskIndex == subtaskIndex)
            return &m;
    return nullptr;
}

void computeRates(MetricsSnapshot &current, const MetricsSnapshot &previous)
{
    const double seconds =
        static_cast<double>(current.timestampNanos - previous.timestampNanos) / 1e9;
    std::map<std::pair<std::string, int>, const SubtaskMetrics *> before;
    for (const SubtaskMetrics &m : previous.subtasks)
        before[{m.operatorId, m.subtaskIndex}] = &m;
    for (SubtaskMetrics &m : current.subtasks) {
        auto it = before.find({m.operatorId, m.subtaskIndex});
        if (it == before.end() || seconds <= 0.0) {
            m.recordsInPerSecond = m.recordsOutPerSecond = 0.0;
            m.stateExpiredPerSecond = m.lateRecordsDroppedPerSecond = 0.0;
            continue;
        }
        const SubtaskMetrics &p = *it->second;
        auto rate = [&](std::int64_t now, std::int64_t then) {
            return now >= then ? static_cast<double>(now - then) / seconds : 0.0;
        };
        m.recordsInPerSecond = rate(m.recordsIn, p.recordsIn);
        m.recordsOutPerSecond = rate(m.recordsOut, p.recordsOut);
        m.stateExpiredPerSecond = rate(m.stateExpired, p.stateExpired);
        m.lateRecordsDroppedPerSecond = rate(m.lateRecordsDropped, p.lateRecordsDropped);
    }
}

SubtaskMetricGroup::SubtaskMetricGroup(std::string operatorId, std::string operatorName,
                                       int subtaskIndex, int parallelism)
    : m_operatorId(std::move(operatorId)), m_operatorName(std::move(operatorName)),
      m_subtaskIndex(subtaskIndex), m_parallelism(parallelism)
{
}

std::atomic<std::int64_t> &SubtaskMetricGroup::extra(const std::string &name)
{
    std::lock_guard lock(m_mutex);
    for (auto &[n, cell] : m_extra)
        if (n == name)
            return cell;
    m_extra.emplace_back(std::piecewise_construct, std::forward_as_tuple(name),
                         std::forward_as_tuple(0));
    return m_extra.back().second;
}

void SubtaskMetricGroup::setInputQueueProbe(std::function<QueueFill()> probe)
{
    std::lock_guard lock(m_mutex);
    m_queueProbe = std::move(probe);
}

SubtaskMetrics SubtaskMetricGroup::read() const
{
    SubtaskMetrics m;
    m.operatorId = m_operatorId;
    m.operatorName = m_operatorName;
    // The runtime names sources "Source(<table>)" and sink operators "Sink(<table>)".
    m.source = m_operatorName.rfind("Source(", 0) == 0;
    m.sink = m_operatorName.rfind("Sink(", 0) == 0;
    m.subtaskIndex = m_subtaskIndex;
    m.parallelism = m_parallelism;
    m.recordsIn = counter(MetricCounter::RecordsIn);
    m.recordsOut = counter(MetricCounter::RecordsOut);
    m.batchesIn = counter(MetricCounter::BatchesIn);
    m.batchesOut = counter(MetricCounter::BatchesOut);
    m.lateRecordsDropped = counter(MetricCounter::LateRecordsDropped);
    m.stateExpired = counter(MetricCounter::StateExpired);
    m.parseErrorsSkipped = counter(MetricCounter::ParseErrorsSkipped);
    m.miniBatchFlushes = counter(MetricCounter::MiniBatchFlushes);
    m.miniBatchRecords = counter(MetricCounter::MiniBatchRecords);
    m.miniBatchAverageSize = m.miniBatchFlushes > 0 ? static_cast<double>(m.miniBatchRecords) /
                                                          static_cast<double>(m.miniBatchFlushes)
                                                    : 0.0;
    m.stateEntries = gauge(MetricGauge::StateEntries);
    m.stateBytes = gauge(MetricGauge::StateBytes);
    m.recordsBuffered = gauge(MetricGauge::RecordsBuffered);
    m.sourceDone = gauge(MetricGauge::SourceDone);
    m.sourceTotal = gauge(MetricGauge::SourceTotal) - 1;
    m.sourceTotalInBytes = gauge(MetricGauge::SourceBytes) != 0;
    m.currentWatermark = m_watermark.load(std::memory_order_relaxed);
    std::lock_guard lock(m_mutex);
    if (m_queueProbe) {
        const QueueFill fill = m_queueProbe();
        m.inputQueueLength = static_cast<std::int64_t>(fill.length);
        m.inputQueueCapacity = static_cast<std::int64_t>(fill.capacity);
        m.inputQueueFill =
            fill.capacity ? static_cast<double>(fill.length) / static_cast<double>(fill.capacity)
                          : 0.0;
    }
    for (const auto &[name, cell] : m_extra)
        m.extra.emplace_back(name, cell.load(std::memory_order_relaxed));
    return m;
}

SubtaskMetricGroup &MetricsRegistry::registerSubtask(std::string operatorId,
                                                     std::string operatorName, int subtaskIndex,
                                                     int parallelism)
{
    auto group = std::make_unique<SubtaskMetricGroup>(
        std::move(operatorId), std::move(operatorName), subtaskIndex, parallelism);
    std::lock_guard lock(m_mutex);
    m_groups.push_back(std::move(group));
    return *m_groups.back();
}

MetricsSnapshot MetricsRegistry::snapshot() const
{
    MetricsSnapshot s;
    std::lock_guard lock(m_mutex);
    s.timestampNanos = std::chrono::duration_cast<std::chrono::nanoseconds>(
                           std::chrono::steady_clock::now().time_since_epoch())
                           .count();
    s.subtasks.reserve(m_groups.size());
    for (const auto &g : m_groups)
        s.subtasks.push_back(g->read());
    return s;
}

MetricsSnapshot MetricsRegistry::snapshotWithRates()
{
    MetricsSnapshot s = snapshot();
    std::lock_guard lock(m_mutex);
    if (m_previous.timestampNanos != 0)
        computeRates(s, m_previous);
    m_previous = s;
    return s;
}

std::size_t MetricsRegistry::size() const
{
    std::lock_guard lock(m_mutex);
    return m_groups.size();
}

} // namespace sluice
