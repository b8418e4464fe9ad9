#pragma once

#include "runtime/bounded_queue.h"

#include <sluice/metrics.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace sluice {

/// Monotonic counters of a subtask.
enum class MetricCounter : std::uint8_t {
    RecordsIn,
    RecordsOut,
    BatchesIn,
    BatchesOut,
    LateRecordsDropped,
    StateExpired,
    ParseErrorsSkipped,
    MiniBatchFlushes,
    MiniBatchRecords,
    Count_,
};

/// Current-value gauges of a subtask.
enum class MetricGauge : std::uint8_t {
    StateEntries,
    StateBytes,
    RecordsBuffered,
    SourceDone,  ///< a source subtask's progress (SourceReader::Progress)
    SourceTotal, ///< its total + 1 (0: unknown), so a fresh group reads as unknown
    SourceBytes, ///< 1: the progress counts bytes, not rows
    Count_
};

/// The live metrics of one operator subtask. Workers update them with relaxed atomics (no
/// locks in the data path); snapshots read them from any thread. Owned by the MetricsRegistry,
/// at a stable address for the job's lifetime.
class alignas(64) SubtaskMetricGroup {
public:
    SubtaskMetricGroup(std::string operatorId, std::string operatorName, int subtaskIndex,
                       int parallelism);

    void add(MetricCounter c, std::int64_t n = 1) // worker only (or any thread)
    {
        m_counters[static_cast<std::size_t>(c)].fetch_add(n, std::memory_order_relaxed);
    }
    void set(MetricGauge g, std::int64_t v)
    {
        m_gauges[static_cast<std::size_t>(g)].store(v, std::memory_order_relaxed);
    }
    void addToGauge(MetricGauge g, std::int64_t delta)
    {
        m_gauges[static_cast<std::size_t>(g)].fetch_add(delta, std::memory_order_relaxed);
    }
    /// One input batch of `rows` rows.
    void batchIn(std::int64_t rows)
    {
        add(MetricCounter::RecordsIn, rows);
        add(MetricCounter::BatchesIn);
    }
    /// One output batch of `rows` rows.
    void batchOut(std::int64_t rows)
    {
        add(MetricCounter::RecordsOut, rows);
        add(MetricCounter::BatchesOut);
    }
    std::int64_t counter(MetricCounter c) const
    {
        return m_counters[static_cast<std::size_t>(c)].load(std::memory_order_relaxed);
    }
    std::int64_t gauge(MetricGauge g) const
    {
        return m_gauges[static_cast<std::size_t>(g)].load(std::memory_order_relaxed);
    }

    /// Event time advanced to `watermarkMillis` (received or emitted); keeps the largest.
    void advanceWatermark(std::int64_t watermarkMillis) // worker only
    {
        if (watermarkMillis > m_watermark.load(std::memory_order_relaxed))
            m_watermark.store(watermarkMillis, std::memory_order_relaxed);
    }

    /// A named extra value (created on first use; same name → same cell). Call at setup; the
    /// returned cell is then updated lock-free.
    std::atomic<std::int64_t> &extra(const std::string &name);

    /// How to read the subtask's input queue fill level (lock-free probe), set at setup.
    void setInputQueueProbe(std::function<QueueFill()> probe);
    template <typename T> void watchInputQueue(const BoundedQueue<T> &queue)
    {
        setInputQueueProbe([&queue] { return queue.fill(); });
    }

    /// The current figures (rates left at 0).
    SubtaskMetrics read() const;

private:
    const std::string m_operatorId;
    const std::string m_operatorName;
    const int m_subtaskIndex;
    const int m_parallelism;
    std::array<std::atomic<std::int64_t>, static_cast<std::size_t>(MetricCounter::Count_)>
        m_counters{};
    std::array<std::atomic<std::int64_t>, static_cast<std::size_t>(MetricGauge::Count_)> m_gauges{};
    std::atomic<std::int64_t> m_watermark{SubtaskMetrics::kNoWatermark};
    mutable std::mutex m_mutex;
    std::deque<std::pair<std::string, std::atomic<std::int64_t>>>
        m_extra;                             // REQUIRES: m_mutex (shape)
    std::function<QueueFill()> m_queueProbe; // REQUIRES: m_mutex held
};

/// All metric groups of a job. Registration happens while the job is set up; snapshot() may be
/// called from any thread at any time. Any thread.
class MetricsRegistry {
public:
    /// A new group for one operator subtask; the reference stays valid as long as the registry.
    SubtaskMetricGroup &registerSubtask(std::string operatorId, std::string operatorName,
                                        int subtaskIndex, int parallelism);

    /// Every group's figures now, in registration order, with a steady-clock timestamp and no
    /// rates (see computeRates()).
    MetricsSnapshot snapshot() const;
    /// snapshot() with rates against the previous call of this method (one shared poller).
    MetricsSnapshot snapshotWithRates();

    std::size_t size() const;

private:
    mutable std::mutex m_mutex;
    std::vector<std::unique_ptr<SubtaskMetricGroup>> m_groups; // REQUIRES: m_mutex held
    MetricsSnapshot m_previous;                                // REQUIRES: m_mutex held
};

} // namespace sluice
