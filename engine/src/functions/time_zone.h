#pragma once

// Time zones as java.util.TimeZone resolves them (tz database through ICU): region ids such as
// 'Asia/Shanghai', 'UTC', custom 'GMT+8' / 'GMT-05:30' ids; an id Java does not know is GMT.

#include <cstdint>
#include <memory>
#include <string_view>

#include <unicode/uversion.h>

U_NAMESPACE_BEGIN
class TimeZone;
U_NAMESPACE_END

namespace sluice::functions {

class TimeZone {
public:
    /// The zone for `id`, GMT when Java would not know it either.
    static TimeZone forId(std::string_view id);
    static TimeZone utc();
    TimeZone(TimeZone &&) noexcept;
    TimeZone &operator=(TimeZone &&) noexcept;
    ~TimeZone();

    /// The zone's offset from UTC at the instant `utcMillis`.
    std::int64_t offsetAt(std::int64_t utcMillis) const;
    /// The instant of the wall-clock time `localMillis` (milliseconds of a local date-time as if
    /// it were UTC), resolving a skipped or repeated local time as java.util.GregorianCalendar.
    std::int64_t toUtc(std::int64_t localMillis) const;
    bool isUtc() const { return !m_zone; }

private:
    explicit TimeZone(std::unique_ptr<icu::TimeZone> zone);
    std::unique_ptr<icu::TimeZone> m_zone; ///< null: UTC
};

} // namespace sluice::functions
