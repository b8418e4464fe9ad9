#pragma once

// Calendar arithmetic, parsing and formatting of DATE/TIME/TIMESTAMP values as Flink's
// DateTimeUtils does it (proleptic Gregorian calendar, UTC wall clock), and the java.time
// DateTimeFormatter pattern subset DATE_FORMAT and TO_TIMESTAMP accept.

#include "common/logical_type.h"

#include <sluice/text.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::exec::detail {

constexpr std::int64_t kMillisPerDay = 86'400'000;

std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d);
void civilFromDays(std::int64_t days, std::int64_t &y, unsigned &m, unsigned &d);
/// floor(a / b) and the matching non-negative remainder.
inline std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}
inline std::int64_t floorMod(std::int64_t a, std::int64_t b)
{
    return a - floorDiv(a, b) * b;
}

/// Flink's DateTimeUtils.addMonths on epoch days (the day clamps to the month's last day).
std::int32_t addMonthsToDate(std::int32_t days, std::int64_t months);
/// The same on epoch milliseconds, keeping the time of day.
std::int64_t addMonthsToMillis(std::int64_t millis, std::int64_t months);

/// DateTimeUtils.parseDate: `y[-M[-d]]` with optional trailing time after a space.
std::optional<std::int32_t> parseDate(std::string_view s);
/// DateTimeUtils.parseTime: `H[:m[:s[.fff]]]`, millis of day.
std::optional<std::int32_t> parseTime(std::string_view s);
/// DateTimeUtils.parseTimestampData(s, precision): `yyyy-M-d[ H:m:s[.f{0,9}]]`, the fraction
/// truncated to `precision` digits.
std::optional<TimestampValue> parseTimestamp(std::string_view s, int precision);

/// A java.time DateTimeFormatter pattern compiled once (letters y M d H h m s S a E, 'quoted'
/// literals, other characters literal).
class DateTimePattern {
public:
    /// Fails for letters outside the supported subset.
    static std::optional<DateTimePattern> compile(std::string_view pattern, Text *error);
    /// Appends the formatted wall-clock time of `ts` (UTC).
    void format(const TimestampValue &ts, std::string &out) const;
    /// Parses a whole string; missing fields default as Flink's fromTemporalAccessor (1970-01-01
    /// 00:00:00). The fraction is truncated to milliseconds (TO_TIMESTAMP's precision 3).
    std::optional<TimestampValue> parse(std::string_view s) const;

private:
    struct Item {
        char letter = 0; ///< 0 for a literal
        int count = 0;
        std::string literal;
    };
    std::vector<Item> m_items;
};

/// Appends `yyyy-MM-dd HH:mm:ss` of a timestamp (DATE_FORMAT's parse of string input reverse).
void appendTimestampText(const TimestampValue &ts, int precision, std::string &out);

} // namespace sluice::exec::detail
