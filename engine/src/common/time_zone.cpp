#include "common/time_zone.h"

#include <sluice/configuration.h>
#include <sluice/text.h>

#include <unicode/basictz.h>
#include <unicode/locid.h>
#include <unicode/timezone.h>
#include <unicode/tznames.h>
#include <unicode/unistr.h>

#include <array>
#include <vector>
#include <cctype>

namespace sluice {

namespace {

icu::UnicodeString unicode(std::string_view s)
{
    return icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
}

std::shared_ptr<const icu::TimeZone> icuZone(std::string_view id)
{
    std::shared_ptr<const icu::TimeZone> zone(icu::TimeZone::createTimeZone(unicode(id)));
    if (!zone || *zone == icu::TimeZone::getUnknown())
        return nullptr;
    return zone;
}

/// The canonical id of `id` when ICU reads it as a zone of the tz database (not a custom
/// offset), or nullopt; its lookup is case-sensitive, as Java's ZoneId is.
std::optional<std::string> canonicalDatabaseId(std::string_view id);

/// A custom offset both java.util.TimeZone and java.time.ZoneId read alike: GMT, a sign, then
/// h, hh, hh:mm or hhmm, at most 18 hours. The offset in minutes, or nullopt.
std::optional<int> customOffsetMinutes(std::string_view id)
{
    if (id.size() < 5 || id.substr(0, 3) != "GMT" || (id[3] != '+' && id[3] != '-'))
        return std::nullopt;
    const std::string_view digits = id.substr(4);
    auto number = [](std::string_view s) {
        int v = 0;
        for (char c : s) {
            if (!std::isdigit(static_cast<unsigned char>(c)))
                return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    };
    int hours = -1, minutes = 0;
    if (digits.size() <= 2) {
        hours = number(digits);
    } else if (digits.size() == 5 && digits[2] == ':') {
        hours = number(digits.substr(0, 2));
        minutes = number(digits.substr(3));
    } else if (digits.size() == 4) {
        hours = number(digits.substr(0, 2));
        minutes = number(digits.substr(2));
    }
    if (hours < 0 || minutes < 0 || minutes > 59 || hours > 18 || (hours == 18 && minutes > 0))
        return std::nullopt;
    const int total = hours * 60 + minutes;
    return id[3] == '-' ? -total : total;
}

/// ZoneId.SHORT_IDS: three-letter ids java.util.TimeZone maps to an offset or a region other
/// than ZoneId.of's reading, so Flink refuses them as session zones.
constexpr std::array<std::string_view, 28> kShortIds = {
    "ACT", "AET", "AGT", "ART", "AST", "BET", "BST", "CAT", "CNT", "CST", "CTT", "EAT", "ECT", "IET",
    "IST", "JST", "MIT", "NET", "NST", "PLT", "PNT", "PRT", "PST", "SST", "VST", "EST", "MST", "HST"};

std::string utf8(const icu::UnicodeString &s)
{
    std::string out;
    s.toUTF8String(out);
    return out;
}

std::optional<std::string> canonicalDatabaseId(std::string_view id)
{
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString canonical;
    UBool system = false;
    icu::TimeZone::getCanonicalID(unicode(id), canonical, system, status);
    if (U_FAILURE(status) || !system)
        return std::nullopt;
    return utf8(canonical);
}

} // namespace

TimeZone::TimeZone(std::shared_ptr<const icu::TimeZone> zone) : m_zone(std::move(zone)) {}

TimeZone TimeZone::utc() { return TimeZone(nullptr); }

TimeZone TimeZone::forId(std::string_view id)
{
    if (id == "UTC" || id == "GMT" || id.empty())
        return utc();
    // Java reads custom offsets only after "GMT": "UTC+8" is an unknown id there, hence GMT.
    if (id.size() > 3 && id.substr(0, 3) == "UTC" && (id[3] == '+' || id[3] == '-'))
        return utc();
    // ICU knows the tz database ids, Java's old three-letter ids and the custom GMT+h[h][[:]mm]
    // form; for anything else it returns its "unknown" zone, offset 0, as Java falls back to GMT.
    auto zone = icuZone(id);
    if (!zone)
        return utc();
    return TimeZone(std::move(zone));
}

std::optional<TimeZone> TimeZone::forSession(std::string_view id)
{
    if (id == "default") {
        std::shared_ptr<const icu::TimeZone> host(icu::TimeZone::detectHostTimeZone());
        if (!host || *host == icu::TimeZone::getUnknown())
            return utc();
        if (host->getRawOffset() == 0 && !host->useDaylightTime())
            return utc();
        return TimeZone(std::move(host));
    }
    // Flink takes a value only when java.util.TimeZone and java.time.ZoneId read it as the same
    // zone: a tz database id or a custom GMT offset, not 'UTC+8', '+08:00', 'Z' or 'EST'.
    if (const auto minutes = customOffsetMinutes(id)) {
        if (*minutes == 0)
            return utc();
        auto zone = icuZone(id);
        if (!zone)
            return std::nullopt;
        return TimeZone(std::move(zone));
    }
    for (std::string_view shortId : kShortIds) {
        if (id == shortId)
            return std::nullopt;
    }
    if (id.substr(0, 3) == "GMT" && id.size() > 3 && (id[3] == '+' || id[3] == '-'))
        return std::nullopt; // a custom offset ZoneId does not read ('GMT+5:30', 'GMT+19')
    const auto canonical = canonicalDatabaseId(id);
    if (!canonical)
        return std::nullopt;
    // UTC, Etc/UTC, GMT0 ...: no offset ever (a zone with a history, such as Europe/London or
    // Africa/Abidjan, keeps its rules).
    for (std::string_view utcId : {"Etc/UTC", "Etc/GMT", "Etc/UCT", "UTC", "GMT", "Etc/Universal", "Etc/Zulu"}) {
        if (*canonical == utcId)
            return utc();
    }
    auto zone = icuZone(id);
    if (!zone)
        return std::nullopt;
    return TimeZone(std::move(zone));
}

TimeZone TimeZone::ofSession(const Configuration *config)
{
    if (!config)
        return utc();
    const auto id = config->getString("table.local-time-zone");
    if (!id)
        return utc();
    return forSession(*id).value_or(utc());
}

std::string TimeZone::displayName(std::int64_t utcMillis, bool longName) const
{
    if (!m_zone)
        return {};
    // English names, loaded once (ICU's TimeZoneNames is safe to share between threads). CLDR
    // keeps an abbreviation under the English of the region that uses it (IST in India, AEST
    // in Australia, CET in Britain's list), so the short name is looked up in each.
    static const std::vector<std::unique_ptr<icu::TimeZoneNames>> english = [] {
        std::vector<std::unique_ptr<icu::TimeZoneNames>> out;
        for (const char *locale : {"en_US", "en_GB", "en_IN", "en_AU", "en_CA", "en_NZ", "en_ZA"}) {
            UErrorCode s = U_ZERO_ERROR;
            std::unique_ptr<icu::TimeZoneNames> n(
                icu::TimeZoneNames::createInstance(icu::Locale(locale), s));
            if (U_SUCCESS(s) && n)
                out.push_back(std::move(n));
        }
        return out;
    }();
    UErrorCode status = U_ZERO_ERROR;
    icu::UnicodeString id, canonical, name;
    m_zone->getID(id);
    UBool system = false;
    icu::TimeZone::getCanonicalID(id, canonical, system, status);
    if (U_FAILURE(status))
        return {};
    const bool daylight = m_zone->inDaylightTime(static_cast<UDate>(utcMillis), status);
    const UTimeZoneNameType type = longName ? (daylight ? UTZNM_LONG_DAYLIGHT : UTZNM_LONG_STANDARD)
                                            : (daylight ? UTZNM_SHORT_DAYLIGHT : UTZNM_SHORT_STANDARD);
    if (U_FAILURE(status))
        return {};
    for (const auto &names : english) {
        names->getDisplayName(canonical, type, static_cast<UDate>(utcMillis), name);
        if (!name.isEmpty())
            return utf8(name);
    }
    return {};
}

bool TimeZone::usesDaylightTime() const { return m_zone && m_zone->useDaylightTime(); }

std::int64_t TimeZone::offsetAt(std::int64_t utcMillis) const
{
    if (!m_zone)
        return 0;
    UErrorCode status = U_ZERO_ERROR;
    int32_t raw = 0, dst = 0;
    m_zone->getOffset(static_cast<UDate>(utcMillis), false, raw, dst, status);
    return U_SUCCESS(status) ? std::int64_t{raw} + dst : 0;
}

std::int64_t TimeZone::toUtc(std::int64_t localMillis, Repeated repeated) const
{
    if (!m_zone)
        return localMillis;
    UErrorCode status = U_ZERO_ERROR;
    int32_t raw = 0, dst = 0;
    // A skipped time is read with the offset before the change (02:30 on a spring-forward day
    // is 03:30 of the new offset) by both java.time and GregorianCalendar.
    if (auto *basic = dynamic_cast<const icu::BasicTimeZone *>(m_zone.get())) {
        basic->getOffsetFromLocal(static_cast<UDate>(localMillis), UCAL_TZ_LOCAL_FORMER,
                                  repeated == Repeated::Earlier ? UCAL_TZ_LOCAL_FORMER
                                                                : UCAL_TZ_LOCAL_LATTER,
                                  raw, dst, status);
    } else {
        m_zone->getOffset(static_cast<UDate>(localMillis), true, raw, dst, status);
    }
    return U_SUCCESS(status) ? localMillis - raw - dst : localMillis;
}

Text sessionZoneError()
{
    return sluice::Engine::tr("Invalid time zone. The value should be a Time Zone Database (TZDB) ID such "
                              "as 'America/Los_Angeles' to include daylight saving time. Fixed offsets are "
                              "supported using 'GMT-03:00' or 'GMT+03:00'. Or use 'UTC' without time zone "
                              "and daylight saving time.");
}

} // namespace sluice
