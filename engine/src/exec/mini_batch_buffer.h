#pragma once

// The bundle of a mini-batch operator, as Flink's MapBundleOperator with its CountBundleTrigger
// and the MiniBatchAssigner's processing-time interval: input rows are buffered across runtime
// batches and the operator folds the whole bundle at once (one state access per key per bundle).
// A bundle is finished when `table.exec.mini-batch.size` rows are buffered (exactly at that row,
// like CountBundleTrigger), when `table.exec.mini-batch.allow-latency` has passed on the
// operator's clock since the bundle's first row, before a watermark is forwarded, and at end of
// input. The buffer only says when; the operator folds the rows, either all at once from the
// buffer or, when it keeps a bundle's state of its own (MapBundleFunction's map), as they arrive,
// the buffer then only counting them.

#include "common/row_batch.h"
#include "runtime/metrics_registry.h"

#include <sluice/configuration.h>

#include <chrono>
#include <cstdint>
#include <memory>

namespace sluice::exec {

/// When a bundle fires. Both must be positive for cross-batch buffering (Flink refuses
/// mini-batch otherwise); without them an operator folds each input batch on its own.
struct MiniBatchTrigger {
    std::int64_t size = 0;
    std::chrono::milliseconds latency{0};

    bool enabled() const { return size > 0 && latency.count() > 0; }
    /// table.exec.mini-batch.size and .allow-latency of the job (disabled when `config` is null
    /// or either is missing or not positive).
    static MiniBatchTrigger fromConfig(const Configuration *config);
};

/// The rows of the current bundle, in arrival order, or only their count. One operator subtask
/// owns it.
class MiniBatchBuffer {
public:
    /// Prepares an empty bundle of rows of `schema`, or a count of rows when `schema` is null
    /// (rows() is then empty). `metrics` (may be null) receives the records-buffered gauge, the
    /// flush counter and the flushed-records counter.
    void open(std::shared_ptr<const Schema> schema, MiniBatchTrigger trigger,
              SubtaskMetricGroup *metrics);

    bool enabled() const { return m_trigger.enabled(); }
    const MiniBatchTrigger &trigger() const { return m_trigger; }

    /// Buffers (or counts) rows of `batch` from `from` on, stopping when the bundle reaches its
    /// size; returns the first row not taken (batch.size() when all were). `nowMillis` starts the
    /// latency of an empty bundle.
    std::size_t append(const RowBatch &batch, std::size_t from, std::int64_t nowMillis);
    /// The bundle holds `size` rows.
    bool full() const { return static_cast<std::int64_t>(m_count) >= m_trigger.size; }
    /// The bundle holds rows and its first row came `latency` or longer before `nowMillis`.
    bool due(std::int64_t nowMillis) const
    {
        return m_count > 0 && nowMillis - m_firstRowMillis >= m_trigger.latency.count();
    }
    bool empty() const { return m_count == 0; }
    std::size_t size() const { return m_count; }
    /// The buffered rows, for the operator to fold (none when only counted).
    const RowBatch &rows() const { return m_rows; }

    /// Records that a bundle of `rows` rows was folded (also for operators that fold each input
    /// batch as a bundle); the flush counter and average batch size come from these.
    void countFlush(std::size_t rows);
    /// Empties the bundle after the operator folded it (counted as one flush).
    void clear();

private:
    void publishBuffered();

    MiniBatchTrigger m_trigger;
    bool m_keepRows = true;
    RowBatch m_rows;
    std::size_t m_count = 0; ///< rows of the bundle (kept or not)
    std::int64_t m_firstRowMillis = 0;
    SubtaskMetricGroup *m_metrics = nullptr;
};

} // namespace sluice::exec
