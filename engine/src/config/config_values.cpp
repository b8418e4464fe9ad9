#include <sluice/config_values.h>

#include <array>
#include <charconv>
#include <cmath>
#include <limits>
#include <system_error>

namespace sluice {

namespace {

bool isSpace(char c)
{
    // Java's String.trim() strips every char <= U+0020; matching it keeps edge cases identical.
    return static_cast<unsigned char>(c) <= 0x20;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

std::string asciiLower(std::string_view s)
{
    std::string out(s);
    for (char &c : out) {
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    }
    return out;
}

std::string quoted(std::string_view s)
{
    return "'" + std::string(s) + "'";
}

struct DurationUnit {
    const char *label;
    std::int64_t nanos;
};

constexpr std::int64_t kMicro = 1'000;
constexpr std::int64_t kMilli = 1'000'000;
constexpr std::int64_t kSecond = 1'000'000'000;
constexpr std::int64_t kMinute = 60 * kSecond;
constexpr std::int64_t kHour = 60 * kMinute;
constexpr std::int64_t kDay = 24 * kHour;

// Flink's labels, singular and plural forms (TimeUtils.TimeUnit), compared after lower-casing.
constexpr std::array<DurationUnit, 29> kDurationUnits{{
    {"d", kDay},
    {"day", kDay},
    {"days", kDay},
    {"h", kHour},
    {"hour", kHour},
    {"hours", kHour},
    {"min", kMinute},
    {"minute", kMinute},
    {"minutes", kMinute},
    {"s", kSecond},
    {"sec", kSecond},
    {"secs", kSecond},
    {"second", kSecond},
    {"seconds", kSecond},
    {"ms", kMilli},
    {"milli", kMilli},
    {"millis", kMilli},
    {"millisecond", kMilli},
    {"milliseconds", kMilli},
    {"\xC2\xB5s", kMicro}, // µs
    {"micro", kMicro},
    {"micros", kMicro},
    {"microsecond", kMicro},
    {"microseconds", kMicro},
    {"ns", 1},
    {"nano", 1},
    {"nanos", 1},
    {"nanosecond", 1},
    {"nanoseconds", 1},
}};

const DurationUnit *findDurationUnit(std::string_view lowered)
{
    for (const DurationUnit &u : kDurationUnits) {
        if (lowered == u.label)
            return &u;
    }
    return nullptr;
}

constexpr const char *kDurationFormat =
    "expected a duration: an integer and a unit (d, h, min, s, ms, micros, ns), e.g. '10min', "
    "'200 ms' or '3h'; a bare number is milliseconds";

// Rewrites a fractional value into the largest smaller unit that makes it whole: 1.5h -> 90min.
std::string suggestWholeDuration(std::string_view intPart, std::string_view fracPart,
                                 const DurationUnit &unit)
{
    struct Step {
        std::int64_t nanos;
        const char *label;
    };
    static constexpr std::array<Step, 7> kSteps{{{kDay, "d"},
                                                 {kHour, "h"},
                                                 {kMinute, "min"},
                                                 {kSecond, "s"},
                                                 {kMilli, "ms"},
                                                 {kMicro, "micros"},
                                                 {1, "ns"}}};
    if (fracPart.size() > 9 || intPart.size() > 9)
        return {};
    // value * unit.nanos as an exact rational: (int * 10^f + frac) * nanos / 10^f
    std::int64_t scale = 1;
    for (std::size_t i = 0; i < fracPart.size(); ++i)
        scale *= 10;
    std::int64_t whole = 0;
    std::int64_t frac = 0;
    std::from_chars(intPart.data(), intPart.data() + intPart.size(), whole);
    std::from_chars(fracPart.data(), fracPart.data() + fracPart.size(), frac);
    // value * unit = (whole * scale + frac) * unit / scale, computed exactly or not at all.
    std::int64_t numerator = 0;
    if (__builtin_mul_overflow(whole, scale, &numerator) ||
        __builtin_add_overflow(numerator, frac, &numerator) ||
        __builtin_mul_overflow(numerator, unit.nanos, &numerator) || numerator % scale != 0)
        return {};
    const std::int64_t totalNanos = numerator / scale;
    for (const Step &s : kSteps) {
        if (s.nanos <= unit.nanos && totalNanos % s.nanos == 0)
            return std::to_string(totalNanos / s.nanos) + s.label;
    }
    return {};
}

Status durationError(std::string_view text, std::string detail)
{
    return Status::invalidArgument("invalid duration " + quoted(text) + ": " + std::move(detail));
}

} // namespace

Result<std::chrono::nanoseconds> parseDuration(std::string_view text)
{
    const std::string_view t = trim(text);
    if (t.empty())
        return durationError(text, std::string("the value is empty; ") + kDurationFormat);

    std::size_t pos = 0;
    while (pos < t.size() && t[pos] >= '0' && t[pos] <= '9')
        ++pos;
    const std::string_view number = t.substr(0, pos);
    const std::string_view rest = t.substr(pos);
    const std::string unitLabel = asciiLower(trim(rest));

    if (number.empty()) {
        if (!t.empty() && (t.front() == '-' || t.front() == '+'))
            return durationError(text,
                                 "a duration cannot have a sign; " + std::string(kDurationFormat));
        if (t.size() > 1 && (t.front() == 'P' || t.front() == 'p'))
            return durationError(text, "ISO-8601 durations are not accepted by Flink; " +
                                           std::string(kDurationFormat));
        return durationError(text,
                             "it does not start with a number; " + std::string(kDurationFormat));
    }

    // A fraction such as 1.5h: Flink reads only whole numbers, so propose the whole form.
    if (!rest.empty() && rest.front() == '.') {
        std::size_t fracEnd = 1;
        while (fracEnd < rest.size() && rest[fracEnd] >= '0' && rest[fracEnd] <= '9')
            ++fracEnd;
        const std::string_view frac = rest.substr(1, fracEnd - 1);
        const std::string fracUnit = asciiLower(trim(rest.substr(fracEnd)));
        const DurationUnit *unit =
            fracUnit.empty() ? findDurationUnit("ms") : findDurationUnit(fracUnit);
        std::string msg = "fractions are not allowed in Flink durations";
        if (unit && !frac.empty()) {
            const std::string suggestion = suggestWholeDuration(number, frac, *unit);
            if (!suggestion.empty())
                msg += "; use " + quoted(suggestion);
        }
        return durationError(text, msg + " (" + kDurationFormat + ")");
    }

    std::int64_t value = 0;
    const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec == std::errc::result_out_of_range || ptr != number.data() + number.size())
        return durationError(text, "the number " + quoted(number) +
                                       " does not fit in 64 bits (numeric overflow)");

    std::int64_t unitNanos = kMilli;
    if (!unitLabel.empty()) {
        const DurationUnit *unit = findDurationUnit(unitLabel);
        if (!unit) {
            std::string hint;
            if (unitLabel == "m")
                hint = "'m' is not a unit; use " + quoted(std::string(number) + "min") +
                       " for minutes or " + quoted(std::string(number) + "ms") +
                       " for milliseconds";
            else if (unitLabel == "us")
                // Flink's microsecond labels are µs, micro(s) and microsecond(s) only.
                hint = "'us' is not a Flink unit; use " + quoted(std::string(number) + "micros") +
                       " or " + quoted(std::string(number) + "\xC2\xB5s");
            else if (unitLabel == "hr" || unitLabel == "hrs")
                hint = "use " + quoted(std::string(number) + "h") + " for hours";
            else if (unitLabel == "w" || unitLabel == "week" || unitLabel == "weeks")
                hint = value <= std::numeric_limits<std::int64_t>::max() / 7
                           ? "weeks are not a unit; use " + quoted(std::to_string(value * 7) + "d")
                           : std::string("weeks are not a unit");
            else
                hint = "the unit " + quoted(unitLabel) + " is not recognised";
            return durationError(text, hint + " (" + kDurationFormat + ")");
        }
        unitNanos = unit->nanos;
    }

    std::int64_t nanos = 0;
    if (__builtin_mul_overflow(value, unitNanos, &nanos))
        return durationError(text, "the duration is too long to represent (over about 292 "
                                   "years in nanoseconds)");
    return std::chrono::nanoseconds(nanos);
}

std::string formatDuration(std::chrono::nanoseconds duration)
{
    struct Unit {
        std::int64_t nanos;
        const char *label;
    };
    // Flink's TimeUtils.formatWithHighestUnit: the coarsest unit that divides the value exactly.
    static constexpr std::array<Unit, 7> kUnits{{{kDay, "d"},
                                                 {kHour, "h"},
                                                 {kMinute, "min"},
                                                 {kSecond, "s"},
                                                 {kMilli, "ms"},
                                                 {kMicro, "\xC2\xB5s"},
                                                 {1, "ns"}}};
    const std::int64_t n = duration.count();
    if (n == 0)
        return "0 ms";
    for (const Unit &u : kUnits) {
        if (n % u.nanos == 0)
            return std::to_string(n / u.nanos) + " " + u.label;
    }
    return std::to_string(n) + " ns";
}

namespace {

struct MemoryUnit {
    const char *label;
    int shift;
};

constexpr std::array<MemoryUnit, 14> kMemoryUnits{{
    {"b", 0},
    {"bytes", 0},
    {"k", 10},
    {"kb", 10},
    {"kibibytes", 10},
    {"m", 20},
    {"mb", 20},
    {"mebibytes", 20},
    {"g", 30},
    {"gb", 30},
    {"gibibytes", 30},
    {"t", 40},
    {"tb", 40},
    {"tebibytes", 40},
}};

constexpr const char *kMemoryFormat =
    "expected a memory size: an integer and a unit (b, kb, mb, gb, tb; powers of 1024), e.g. "
    "'4gb' or '1024 mb'; a bare number is bytes";

Status memoryError(std::string_view text, std::string detail)
{
    return Status::invalidArgument("invalid memory size " + quoted(text) + ": " +
                                   std::move(detail));
}

} // namespace

Result<std::uint64_t> parseMemorySize(std::string_view text)
{
    const std::string_view t = trim(text);
    if (t.empty())
        return memoryError(text, std::string("the value is empty; ") + kMemoryFormat);
    std::size_t pos = 0;
    while (pos < t.size() && t[pos] >= '0' && t[pos] <= '9')
        ++pos;
    const std::string_view number = t.substr(0, pos);
    const std::string_view rest = t.substr(pos);
    if (number.empty())
        return memoryError(text, std::string("it does not start with a number; ") + kMemoryFormat);
    if (!rest.empty() && rest.front() == '.')
        return memoryError(text, std::string("fractions are not allowed; use a smaller unit, "
                                             "e.g. '1536 mb' instead of '1.5 gb' (") +
                                     kMemoryFormat + ")");
    std::int64_t value = 0;
    const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec == std::errc::result_out_of_range || ptr != number.data() + number.size())
        return memoryError(text, "the number " + quoted(number) +
                                     " does not fit in 64 bits (numeric overflow)");
    const std::string unitLabel = asciiLower(trim(rest));
    int shift = 0;
    if (!unitLabel.empty()) {
        const MemoryUnit *found = nullptr;
        for (const MemoryUnit &u : kMemoryUnits) {
            if (unitLabel == u.label)
                found = &u;
        }
        if (!found) {
            std::string hint = "the unit " + quoted(unitLabel) + " is not recognised";
            if (unitLabel == "kib" || unitLabel == "mib" || unitLabel == "gib" ||
                unitLabel == "tib")
                hint = "use " + quoted(std::string(number) + unitLabel.substr(0, 1) + "b") +
                       " (Flink's units are already powers of 1024)";
            return memoryError(text, hint + " (" + kMemoryFormat + ")");
        }
        shift = found->shift;
    }
    if (shift > 0 && value > (std::numeric_limits<std::int64_t>::max() >> shift))
        return memoryError(text, "the size does not fit in 64 bits (numeric overflow)");
    return static_cast<std::uint64_t>(value) << shift;
}

std::string formatMemorySize(std::uint64_t bytes)
{
    static constexpr std::array<std::pair<int, const char *>, 4> kUnits{
        {{40, "tb"}, {30, "gb"}, {20, "mb"}, {10, "kb"}}};
    if (bytes == 0)
        return "0 bytes";
    for (const auto &[shift, label] : kUnits) {
        const std::uint64_t mask = (std::uint64_t{1} << shift) - 1;
        if ((bytes & mask) == 0)
            return std::to_string(bytes >> shift) + " " + label;
    }
    return std::to_string(bytes) + " bytes";
}

Result<bool> parseBool(std::string_view text)
{
    // Flink compares the upper-cased text with TRUE/FALSE without trimming.
    const std::string lowered = asciiLower(text);
    if (lowered == "true")
        return true;
    if (lowered == "false")
        return false;
    return Status::invalidArgument("invalid boolean " + quoted(text) +
                                   ": expected true or false (any letter case)");
}

namespace {

template <typename T> Result<T> parseInteger(std::string_view text, const char *typeName)
{
    std::string_view t = trim(text);
    if (!t.empty() && t.front() == '+')
        t.remove_prefix(1);
    T value{};
    const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
    if (t.empty() || ec == std::errc::invalid_argument || ptr != t.data() + t.size())
        return Status::invalidArgument("invalid " + std::string(typeName) + " " + quoted(text) +
                                       ": expected a whole number such as 5000 or -1");
    if (ec == std::errc::result_out_of_range)
        return Status::invalidArgument("invalid " + std::string(typeName) + " " + quoted(text) +
                                       ": out of range [" +
                                       std::to_string(std::numeric_limits<T>::min()) + ", " +
                                       std::to_string(std::numeric_limits<T>::max()) + "]");
    return value;
}

} // namespace

Result<std::int32_t> parseInt(std::string_view text)
{
    return parseInteger<std::int32_t>(text, "integer");
}

Result<std::int64_t> parseLong(std::string_view text)
{
    return parseInteger<std::int64_t>(text, "long integer");
}

Result<double> parseDouble(std::string_view text)
{
    std::string_view t = trim(text);
    if (!t.empty() && t.front() == '+')
        t.remove_prefix(1);
    double value = 0;
    const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
    if (t.empty() || ec == std::errc::invalid_argument || ptr != t.data() + t.size() ||
        !std::isfinite(value))
        return Status::invalidArgument("invalid number " + quoted(text) +
                                       ": expected a decimal number such as 0.4 or 1.5");
    if (ec == std::errc::result_out_of_range)
        return Status::invalidArgument("invalid number " + quoted(text) + ": out of range");
    return value;
}

std::vector<std::string> parseList(std::string_view text)
{
    std::vector<std::string> items;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find(';', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view item = trim(text.substr(start, end - start));
        if (!item.empty())
            items.emplace_back(item);
        start = end + 1;
    }
    return items;
}

Result<std::vector<std::pair<std::string, std::string>>> parseMap(std::string_view text)
{
    std::vector<std::pair<std::string, std::string>> entries;
    std::size_t start = 0;
    const std::string_view t = trim(text);
    if (t.empty())
        return entries;
    while (start <= t.size()) {
        std::size_t end = t.find(',', start);
        if (end == std::string_view::npos)
            end = t.size();
        const std::string_view entry = trim(t.substr(start, end - start));
        const std::size_t colon = entry.find(':');
        if (colon == std::string_view::npos || trim(entry.substr(0, colon)).empty())
            return Status::invalidArgument("invalid map " + quoted(text) + ": entry " +
                                           quoted(entry) +
                                           " is not key:value (expected 'k1:v1,k2:v2')");
        entries.emplace_back(std::string(trim(entry.substr(0, colon))),
                             std::string(trim(entry.substr(colon + 1))));
        start = end + 1;
    }
    return entries;
}

} // namespace sluice
