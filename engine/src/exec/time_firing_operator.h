#pragma once

#include "exec/operator.h"

#include <cstdint>
#include <limits>

namespace sluice::exec {

/// What the operators that emit what time completes share (Flink's event-time timers): the
/// window aggregations, window Top-N, OVER windows and the temporal sort. Each watermark fires
/// what it reaches (a window at its end - 1), processing time does for processing-time ones; the
/// end of input fires everything on event time, while processing-time timers still pending emit
/// nothing, as in Flink 1.20 (a finished job drops its pending timers). An older watermark
/// changes nothing and is not forwarded.
class TimeFiringOperator : public Operator {
public:
    Status processWatermark(std::int64_t watermarkMillis, Output &out) final;
    /// Processing-time operators: fireUpTo(now).
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;
    Status endInput(Output &out) final;

protected:
    explicit TimeFiringOperator(bool proctime) : m_proctime(proctime) {}
    /// Emits and clears every window with end - 1 <= `time` (INT64_MAX: all of them).
    virtual Status fireUpTo(std::int64_t time, Output &out) = 0;
    /// Whether a window ending at `windowEnd` has fired already: its rows are late.
    bool fired(std::int64_t windowEnd) const { return !m_proctime && windowEnd - 1 <= m_watermark; }

    const bool m_proctime;
    std::int64_t m_watermark = std::numeric_limits<std::int64_t>::min();
};

} // namespace sluice::exec
