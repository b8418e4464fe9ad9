#pragma once

// Time zones through ICU's copy of the tz database, in the two ways Flink resolves them:
// java.util.TimeZone (CONVERT_TZ, SimpleDateFormat: region ids, custom 'GMT+8' / 'GMT-05:30'
// ids, an unknown id is GMT) and the session time zone `table.local-time-zone` (validated as
// Flink validates it; 'default' is the machine's zone). Copies share one immutable ICU zone.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <sluice/text.h>

#include <unicode/uversion.h>

U_NAMESPACE_BEGIN
class TimeZone;
U_NAMESPACE_END

namespace sluice {

class Configuration;

class TimeZone {
public:
    /// The zone for `id` as java.util.TimeZone.getTimeZone reads it: GMT when Java does not know
    /// the id.
    static TimeZone forId(std::string_view id);
    /// The session time zone `table.local-time-zone` names, or nullopt when Flink refuses the
    /// value (sessionZoneError() says why). 'default' is the machine's own zone.
    static std::optional<TimeZone> forSession(std::string_view id);
    /// The session time zone of `config` (UTC when it names none Flink accepts).
    static TimeZone ofSession(const Configuration *config);
    static TimeZone utc();

    /// Whether the offset is 0 at every instant: shifting by the zone changes nothing.
    bool isUtc() const { return !m_zone; }
    /// Whether the zone observes daylight-saving time now or in the future
    /// (java.util.TimeZone.useDaylightTime).
    bool usesDaylightTime() const;

    /// The zone's English name at the instant `utcMillis` (standard or daylight time), short
    /// ("EST") or long ("Eastern Standard Time"), as CLDR names it; empty when it has none.
    std::string displayName(std::int64_t utcMillis, bool longName) const;

    /// The zone's offset from UTC at the instant `utcMillis`.
    std::int64_t offsetAt(std::int64_t utcMillis) const;
    /// The wall-clock time of an instant, as milliseconds of a local date-time read as if UTC.
    std::int64_t toLocal(std::int64_t utcMillis) const { return utcMillis + offsetAt(utcMillis); }

    /// How a wall-clock time that occurs twice (clocks turned back) is read. A skipped time
    /// (clocks turned forward) is always read with the offset in force before the change.
    enum class Repeated : std::uint8_t {
        Earlier, ///< the first occurrence: java.time's LocalDateTime.atZone (casts, windows)
        Later,   ///< the second, standard-time occurrence: java.util.GregorianCalendar
    };
    /// The instant of the wall-clock time `localMillis` (milliseconds of a local date-time read
    /// as if it were UTC).
    std::int64_t toUtc(std::int64_t localMillis, Repeated repeated) const;

private:
    explicit TimeZone(std::shared_ptr<const icu::TimeZone> zone);
    std::shared_ptr<const icu::TimeZone> m_zone; ///< null: UTC
};

/// Flink's message for a `table.local-time-zone` value it refuses.
Text sessionZoneError();

} // namespace sluice
