#pragma once

// How window operators read time (Flink's shiftTimeZone, TimeWindowUtil): windows over a
// TIMESTAMP time attribute take its values as they are; windows over a TIMESTAMP_LTZ time
// attribute, processing time included, take wall-clock times of the session time zone, so a day
// window runs from local midnight to local midnight and window_start / window_end read as local
// times. window_time stays an instant.

#include "common/time_zone.h"

#include <cstdint>
#include <optional>

namespace sluice {
class Configuration;
}

namespace sluice::exec {

class WindowClock {
public:
    /// No shift: the bounds are the time attribute's own values.
    WindowClock() = default;
    /// The clock of windows whose bounds are wall-clock times (WindowSpec::localTime) of the
    /// session zone of `config`; without `localTime`, no shift.
    static WindowClock of(bool localTime, const Configuration *config);

    bool shifts() const { return m_zone.has_value(); }
    /// The wall-clock time of the instant `instant` (toUtcTimestampMills).
    std::int64_t wallClock(std::int64_t instant) const;
    /// The instant of the wall-clock time `wall`, the earlier one when it occurs twice
    /// (toEpochMills): window_time of a window whose last wall-clock millisecond is `wall`.
    std::int64_t instant(std::int64_t wall) const;
    /// The greatest wall-clock time whose timer (toEpochMillsForTimer) `instant` has reached:
    /// what a watermark or the processing time means to windows, so a window fires when this
    /// reaches its end - 1.
    std::int64_t progress(std::int64_t instant) const;

private:
    std::int64_t timer(std::int64_t wall) const;
    std::optional<TimeZone> m_zone; ///< empty: no shift
};

} // namespace sluice::exec
