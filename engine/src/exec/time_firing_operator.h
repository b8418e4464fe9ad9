#pragma once

#include "exec/operator.h"
#include "exec/window_clock.h"

#include <cstdint>
#include <limits>
#include <optional>

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
    /// `localTime`: the windows' bounds are wall-clock times of the session time zone
    /// (WindowSpec::localTime); the times this operator fires at are then read in that zone.
    explicit TimeFiringOperator(bool proctime, bool localTime = false)
        : m_proctime(proctime), m_localTime(localTime)
    {
    }
    /// Emits and clears every window with end - 1 <= `time` (INT64_MAX: all of them). For
    /// wall-clock windows `time` is the latest wall-clock time whose timer the watermark (or
    /// processing time) has reached.
    virtual Status fireUpTo(std::int64_t time, Output &out) = 0;
    /// Whether a window ending at `windowEnd` has fired already: its rows are late.
    bool fired(std::int64_t windowEnd) const { return !m_proctime && windowEnd - 1 <= m_progress; }

    const bool m_proctime;
    std::int64_t m_watermark = std::numeric_limits<std::int64_t>::min();

    /// How the windows read time (resolved from the job's session on first use).
    const WindowClock &windowClock();

private:
    const bool m_localTime;
    std::optional<WindowClock> m_clock;
    std::int64_t m_progress = std::numeric_limits<std::int64_t>::min(); ///< of m_watermark
};

} // namespace sluice::exec
