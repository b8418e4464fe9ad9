#pragma once

#include <sluice/status.h>

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Parsers and formatters for the value syntaxes of Flink's configuration, matching Flink's own
// parsing rules (TimeUtils, MemorySize, ConfigurationUtils) so that a value Sluice accepts is one
// Flink accepts, and the other way round. Every parser returns a Status whose message names the
// expected format; none of them throws.

namespace sluice {

/// Parses a Flink duration: `<integer>[spaces]<unit>`, unit case-insensitive (d, h, min, s, ms,
/// µs, ns and their long forms); a bare integer means milliseconds. Fractions, signs, `m`, `us`
/// and ISO-8601 forms are rejected, as Flink rejects them, with a message suggesting the valid
/// spelling. A value that does not fit in 64-bit nanoseconds (about 292 years) is an overflow
/// error.
Result<std::chrono::nanoseconds> parseDuration(std::string_view text);

/// Formats a duration as Flink prints one: the largest unit that keeps it exact, e.g. "200 ms",
/// "3 h", "90 min", "0 ms".
std::string formatDuration(std::chrono::nanoseconds duration);

/// Parses a Flink memory size: `<integer>[spaces]<unit>`, unit case-insensitive b/bytes,
/// k/kb/kibibytes, m/mb/mebibytes, g/gb/gibibytes, t/tb/tebibytes (powers of 1024); a bare number
/// is bytes. Sizes above 2^63-1 bytes are an overflow error, as in Flink.
Result<std::uint64_t> parseMemorySize(std::string_view text);

/// Formats a byte count as Flink prints one: the largest unit that keeps it exact, e.g. "64 mb",
/// "1536 kb", "0 bytes".
std::string formatMemorySize(std::uint64_t bytes);

/// Parses a Flink boolean: `true` or `false` in any letter case, nothing else (no 1/0, yes/no).
Result<bool> parseBool(std::string_view text);

/// Parses a 32-bit signed integer (optional sign, decimal digits, surrounding spaces allowed);
/// out-of-range values are an error that names the range.
Result<std::int32_t> parseInt(std::string_view text);

/// Parses a 64-bit signed integer, as parseInt.
Result<std::int64_t> parseLong(std::string_view text);

/// Parses a floating-point number (`1`, `0.5`, `-2.5e3`); NaN, infinities and trailing text are
/// errors.
Result<double> parseDouble(std::string_view text);

/// Splits a Flink list value on `;` (Flink's list separator), trimming each item; empty items are
/// dropped.
std::vector<std::string> parseList(std::string_view text);

/// Parses a Flink map value `k1:v1,k2:v2`. An entry without `:` or with an empty key is an error.
Result<std::vector<std::pair<std::string, std::string>>> parseMap(std::string_view text);

} // namespace sluice
