#pragma once

#include "exec/operator.h"

#include <cstdint>
#include <limits>

namespace sluice::exec {

/// What the window aggregations share (Flink's window operators' timers): a window fires once the
/// watermark reaches its end - 1, or processing time does for a proctime window; the end of input
/// fires every event-time window, while processing-time windows still open emit nothing, as in
/// Flink 1.20 (a finished job drops its pending timers). An older watermark changes nothing and
/// is not forwarded.
class WindowFiringOperator : public Operator {
public:
    Status processWatermark(std::int64_t watermarkMillis, Output &out) final;
    Status onProcessingTime(std::int64_t nowMillis, Output &out) final;
    Status endInput(Output &out) final;

protected:
    explicit WindowFiringOperator(bool proctime) : m_proctime(proctime) {}
    /// Emits and clears every window with end - 1 <= `time` (INT64_MAX: all of them).
    virtual Status fireUpTo(std::int64_t time, Output &out) = 0;
    /// Whether a window ending at `windowEnd` has fired already: its rows are late.
    bool fired(std::int64_t windowEnd) const { return !m_proctime && windowEnd - 1 <= m_watermark; }

    const bool m_proctime;
    std::int64_t m_watermark = std::numeric_limits<std::int64_t>::min();
};

} // namespace sluice::exec
