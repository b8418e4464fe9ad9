#include "exec/window_clock.h"

#include <limits>

namespace sluice::exec {

namespace {
constexpr std::int64_t kHour = 3'600'000;
constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();
} // namespace

WindowClock WindowClock::of(bool localTime, const Configuration *config)
{
    WindowClock clock;
    if (localTime) {
        TimeZone zone = TimeZone::ofSession(config);
        if (!zone.isUtc())
            clock.m_zone.emplace(std::move(zone));
    }
    return clock;
}

std::int64_t WindowClock::wallClock(std::int64_t instant) const
{
    if (!m_zone || instant == kMin || instant == kMax)
        return instant;
    return m_zone->toLocal(instant);
}

std::int64_t WindowClock::instant(std::int64_t wall) const
{
    if (!m_zone || wall == kMin || wall == kMax)
        return wall;
    return m_zone->toUtc(wall, TimeZone::Repeated::Earlier);
}

// A skipped wall-clock time fires at the change (rounded down to the hour); one that occurs twice
// at its second occurrence, so both hours' rows are in the window when it fires.
std::int64_t WindowClock::timer(std::int64_t wall) const
{
    const std::int64_t t1 = m_zone->toUtc(wall, TimeZone::Repeated::Earlier);
    if (!m_zone->usesDaylightTime())
        return t1;
    const std::int64_t t2 = m_zone->toUtc(wall + kHour, TimeZone::Repeated::Earlier);
    if (t1 == t2)
        return t1 - t1 % kHour;
    if (t2 - t1 > kHour)
        return t1 + kHour;
    return t1;
}

std::int64_t WindowClock::progress(std::int64_t instant) const
{
    if (!m_zone || instant == kMin || instant == kMax)
        return instant;
    // The timer never decreases with the wall-clock time; it lies beyond its plain reading only
    // where a repeated hour defers timers, so the answer is within two hours below that reading.
    std::int64_t hi = m_zone->toLocal(instant);
    if (timer(hi) <= instant)
        return hi;
    std::int64_t lo = hi - 2 * kHour;
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (timer(mid) <= instant ? lo : hi) = mid;
    }
    return lo;
}

} // namespace sluice::exec
