#include "functions/time_zone.h"

#include <unicode/basictz.h>
#include <unicode/timezone.h>
#include <unicode/unistr.h>


namespace sluice::functions {

TimeZone::TimeZone(std::unique_ptr<icu::TimeZone> zone) : m_zone(std::move(zone)) {}
TimeZone::TimeZone(TimeZone &&) noexcept = default;
TimeZone &TimeZone::operator=(TimeZone &&) noexcept = default;
TimeZone::~TimeZone() = default;

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
    std::unique_ptr<icu::TimeZone> zone(icu::TimeZone::createTimeZone(
        icu::UnicodeString::fromUTF8(icu::StringPiece(id.data(), static_cast<int32_t>(id.size())))));
    if (!zone || *zone == icu::TimeZone::getUnknown())
        return utc();
    return TimeZone(std::move(zone));
}

std::int64_t TimeZone::offsetAt(std::int64_t utcMillis) const
{
    if (!m_zone)
        return 0;
    UErrorCode status = U_ZERO_ERROR;
    int32_t raw = 0, dst = 0;
    m_zone->getOffset(static_cast<UDate>(utcMillis), false, raw, dst, status);
    return U_SUCCESS(status) ? std::int64_t{raw} + dst : 0;
}

std::int64_t TimeZone::toUtc(std::int64_t localMillis) const
{
    if (!m_zone)
        return localMillis;
    UErrorCode status = U_ZERO_ERROR;
    int32_t raw = 0, dst = 0;
    // GregorianCalendar takes the offset in force before a skipped hour (02:30 on a spring-forward
    // day is read with the old offset) and the later, standard offset for a repeated hour.
    if (auto *basic = dynamic_cast<const icu::BasicTimeZone *>(m_zone.get())) {
        basic->getOffsetFromLocal(static_cast<UDate>(localMillis), UCAL_TZ_LOCAL_FORMER,
                                  UCAL_TZ_LOCAL_LATTER, raw, dst, status);
    } else {
        m_zone->getOffset(static_cast<UDate>(localMillis), true, raw, dst, status);
    }
    return U_SUCCESS(status) ? localMillis - raw - dst : localMillis;
}

} // namespace sluice::functions
