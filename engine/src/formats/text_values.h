#pragma once

// Text <-> value conversions shared by the text formats (csv, json), the filesystem partition
// values and the datagen options. Each parser follows the Java routine Flink's formats call
// (Integer.parseInt, Double.parseDouble, new BigDecimal(String), the java.time formatters of
// Flink's TimeFormats), so a value Flink reads is one Sluice reads and vice versa. Parsers return
// false (or an error kind) on malformed text and never throw.

#include "common/logical_type.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace sluice::formats {

/// Integer.parseInt / Long.parseLong: an optional sign and decimal digits, nothing else, within
/// [min, max].
bool parseJavaInteger(std::string_view text, std::int64_t min, std::int64_t max, std::int64_t &out);
/// Double.parseDouble: surrounding whitespace, decimal or exponent forms, optional f/d suffix,
/// `NaN`, `Infinity`.
bool parseJavaDouble(std::string_view text, double &out);
/// Boolean.parseBoolean: true when the text is `true` in any letter case, false otherwise.
bool parseJavaBoolean(std::string_view text);

enum class DecimalParse : std::uint8_t { Ok, Invalid, Overflow };
/// new BigDecimal(text) then setScale(scale, HALF_UP); Overflow when more than `precision`
/// digits remain (Flink's DecimalData.fromBigDecimal then yields NULL).
DecimalParse parseDecimal(std::string_view text, int precision, int scale, Int128 &unscaled);

/// `yyyy-MM-dd` (ISO_LOCAL_DATE); `lenient` also accepts one-digit month and day, as
/// java.sql.Date.valueOf does. Days since 1970-01-01.
bool parseDate(std::string_view text, std::int32_t &epochDay, bool lenient = false);
/// `HH:mm:ss[.fraction]`; with `secondsOptional` also `HH:mm` (ISO_LOCAL_TIME).
bool parseTime(std::string_view text, std::int64_t &nanoOfDay, bool secondsOptional = false);

/// Timestamp layouts of Flink's json.timestamp-format.standard (csv always uses Sql).
enum class TimestampStyle : std::uint8_t {
    Sql,     ///< `yyyy-MM-dd HH:mm:ss[.fraction]`
    Iso8601, ///< `yyyy-MM-ddTHH:mm[:ss[.fraction]]`
};
/// Parses a TIMESTAMP (or, with `utcSuffix`, a TIMESTAMP_LTZ written with a trailing `Z`).
bool parseTimestamp(std::string_view text, TimestampStyle style, bool utcSuffix,
                    TimestampValue &out);

/// Days since 1970-01-01 of a proleptic Gregorian date.
std::int64_t daysFromCivil(std::int64_t year, unsigned month, unsigned day);

/// `HH:mm:ss` plus `.fraction` without trailing zeros when not whole (Flink's SQL_TIME_FORMAT).
void appendTime(std::string &out, std::int64_t nanoOfDay);
/// A timestamp in `style`, fraction without trailing zeros, `Z` appended for LTZ values.
void appendTimestamp(std::string &out, const TimestampValue &ts, TimestampStyle style,
                     bool utcSuffix);

/// Standard base64 (with padding), as Jackson writes BINARY values.
void appendBase64(std::string &out, std::string_view bytes);
bool decodeBase64(std::string_view text, std::string &out);

/// Resolves the Java escapes Flink accepts in single-character options (`\t`, `\n`, `\\`,
/// `\uXXXX`, ...): `'\t'` → a tab.
std::string unescapeJava(std::string_view text);

/// Trims ASCII whitespace (Java's String.trim(): every char <= ' ').
std::string_view trimJava(std::string_view text);

} // namespace sluice::formats
