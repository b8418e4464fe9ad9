#pragma once

// Values as Flink prints them. Two styles exist in Flink and Sluice matches both:
// - the print connector converts a row to Java objects and calls Row.toString():
//   `+I[1, Alice, 90]`, NULL as `null`, TIMESTAMP as LocalDateTime (`2024-01-01T10:00`,
//   `2024-01-01T10:00:00.123`), TIMESTAMP_LTZ as Instant (`2024-01-01T10:00:00Z`), DECIMAL as
//   BigDecimal.toString() (`1E-7` for tiny values), DOUBLE as Double.toString() (`1.0E10`),
//   BYTES as Java's signed byte array (`[1, -1]`), ARRAY `[1, 2]`, MAP `{k=v}`, nested ROW
//   `+I[..]`;
// - the SQL client's tableau converts each field with CAST(... AS STRING) rules: booleans
//   `TRUE`/`FALSE`, TIMESTAMP(p) `2024-01-01 10:00:00.000` with p fraction digits, NULL `<NULL>`.

#include "common/logical_type.h"
#include "common/row_batch.h"
#include "common/time_zone.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace sluice {

/// Appends one value in the print connector's (Java toString) style; NULL prints `null`.
void appendPrintValue(std::string &out, const RowBatch &batch, std::size_t col, std::size_t row);
/// Appends a whole row as the print connector writes it: `+I[1, Alice, 90]`.
void appendPrintRow(std::string &out, const RowBatch &batch, std::size_t row);
/// The print-style text of a row (convenience for tests and previews).
std::string formatPrintRow(const RowBatch &batch, std::size_t row);

/// Options of the CAST-to-string style.
struct CastFormatOptions {
    /// The zone TIMESTAMP_LTZ values are printed in: the session time zone
    /// (`table.local-time-zone`).
    TimeZone zone = TimeZone::utc();
};

/// Appends one value as CAST(value AS STRING) prints it in the SQL client. REQUIRES: not NULL.
void appendCastString(std::string &out, const RowBatch &batch, std::size_t col, std::size_t row,
                      const CastFormatOptions &options = {});

// --- Java formatting primitives (exposed for formats and tests) ----------------------------

/// Appends `text` as a JSON string literal, escaped as Jackson does (UTF-8 passes through).
void appendJsonString(std::string &out, std::string_view text);

/// Double.toString / Float.toString: `1.0`, `0.001`, `1.0E-4`, `1.0E7`, `NaN`, `-Infinity`.
std::string javaDoubleToString(double v);
std::string javaFloatToString(float v);
/// BigDecimal.toString() of unscaled * 10^-scale (scientific when the exponent is < -6).
std::string javaBigDecimalToString(Int128 unscaled, int scale);
/// BigDecimal.toPlainString().
std::string decimalToPlainString(Int128 unscaled, int scale);
/// LocalDate.toString(): `2024-01-31` for days since 1970-01-01.
std::string javaLocalDate(std::int32_t epochDay);
/// LocalTime.toString() for nanos of day: `10:00`, `10:00:01`, `10:00:00.120`.
std::string javaLocalTime(std::int64_t nanoOfDay);
/// LocalDateTime.toString(): `2024-01-01T10:00`, `2024-01-01T10:00:00.123`.
std::string javaLocalDateTime(const TimestampValue &ts);
/// Instant.toString(): `2024-01-01T10:00:00Z`, `2024-01-01T10:00:00.120Z`.
std::string javaInstant(const TimestampValue &ts);
/// Duration.toString() of a millisecond count: `PT0S`, `PT1H30M`, `PT0.5S`, `PT-1.5S`.
std::string javaDuration(std::int64_t millis);
/// Period.toString() of an INTERVAL YEAR TO MONTH value: `P1Y2M`, `P14M`, `P0D`.
std::string javaPeriod(std::int32_t months, YearMonthResolution resolution);

/// Columns a string takes in a terminal, as Flink's tableau counts them: UTF-16 code units plus
/// one for each East Asian wide/full-width character.
int displayWidth(std::string_view utf8);

} // namespace sluice
