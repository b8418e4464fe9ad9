#include <sluice/config_values.h>
#include <sluice/text.h>

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

Text durationFormat()
{
    return sluice::Engine::tr("expected a duration: an integer and a unit (d, h, min, s, ms, micros, ns), "
                              "e.g. '10min', '200 ms' or '3h'; a bare number is milliseconds");
}

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

Status durationError(std::string_view text, Text detail)
{
    return Status::invalidArgument(
        sluice::Engine::tr("invalid duration '%1': %2").arg(text).arg(std::move(detail)));
}

/// A hint about a duration's unit, then the expected format in parentheses.
Text withDurationFormat(Text hint)
{
    return sluice::Engine::tr("%1 (%2)").arg(std::move(hint)).arg(durationFormat());
}

} // namespace

Result<std::chrono::nanoseconds> parseDuration(std::string_view text)
{
    const std::string_view t = trim(text);
    if (t.empty())
        return durationError(text, sluice::Engine::tr("the value is empty; %1").arg(durationFormat()));

    std::size_t pos = 0;
    while (pos < t.size() && t[pos] >= '0' && t[pos] <= '9')
        ++pos;
    const std::string_view number = t.substr(0, pos);
    const std::string_view rest = t.substr(pos);
    const std::string unitLabel = asciiLower(trim(rest));

    if (number.empty()) {
        if (!t.empty() && (t.front() == '-' || t.front() == '+'))
            return durationError(
                text, sluice::Engine::tr("a duration cannot have a sign; %1").arg(durationFormat()));
        if (t.size() > 1 && (t.front() == 'P' || t.front() == 'p'))
            return durationError(text, sluice::Engine::tr("ISO-8601 durations are not accepted by Flink; %1")
                                           .arg(durationFormat()));
        return durationError(
            text, sluice::Engine::tr("it does not start with a number; %1").arg(durationFormat()));
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
        if (unit && !frac.empty()) {
            const std::string suggestion = suggestWholeDuration(number, frac, *unit);
            if (!suggestion.empty())
                return durationError(
                    text, sluice::Engine::tr("fractions are not allowed in Flink durations; use '%1' (%2)")
                              .arg(suggestion)
                              .arg(durationFormat()));
        }
        return durationError(text, sluice::Engine::tr("fractions are not allowed in Flink durations (%1)")
                                       .arg(durationFormat()));
    }

    std::int64_t value = 0;
    const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec == std::errc::result_out_of_range || ptr != number.data() + number.size())
        return durationError(
            text, sluice::Engine::tr("the number '%1' does not fit in 64 bits (numeric overflow)").arg(number));

    std::int64_t unitNanos = kMilli;
    if (!unitLabel.empty()) {
        const DurationUnit *unit = findDurationUnit(unitLabel);
        if (!unit) {
            Text hint;
            if (unitLabel == "m")
                hint = sluice::Engine::tr("'m' is not a unit; use '%1' for minutes or '%2' for "
                                          "milliseconds")
                           .arg(std::string(number) + "min")
                           .arg(std::string(number) + "ms");
            else if (unitLabel == "us")
                // Flink's microsecond labels are µs, micro(s) and microsecond(s) only.
                hint = sluice::Engine::tr("'us' is not a Flink unit; use '%1' or '%2'")
                           .arg(std::string(number) + "micros")
                           .arg(std::string(number) + "\xC2\xB5s");
            else if (unitLabel == "hr" || unitLabel == "hrs")
                hint = sluice::Engine::tr("use '%1' for hours").arg(std::string(number) + "h");
            else if (unitLabel == "w" || unitLabel == "week" || unitLabel == "weeks")
                hint = value <= std::numeric_limits<std::int64_t>::max() / 7
                           ? sluice::Engine::tr("weeks are not a unit; use '%1'")
                                 .arg(std::to_string(value * 7) + "d")
                           : sluice::Engine::tr("weeks are not a unit");
            else
                hint = sluice::Engine::tr("the unit '%1' is not recognised").arg(unitLabel);
            return durationError(text, withDurationFormat(std::move(hint)));
        }
        unitNanos = unit->nanos;
    }

    std::int64_t nanos = 0;
    if (__builtin_mul_overflow(value, unitNanos, &nanos))
        return durationError(text, sluice::Engine::tr("the duration is too long to represent (over "
                                                      "about 292 years in nanoseconds)"));
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

Text memoryFormat()
{
    return sluice::Engine::tr("expected a memory size: an integer and a unit (b, kb, mb, gb, tb; powers of "
                              "1024), e.g. '4gb' or '1024 mb'; a bare number is bytes");
}

Status memoryError(std::string_view text, Text detail)
{
    return Status::invalidArgument(
        sluice::Engine::tr("invalid memory size '%1': %2").arg(text).arg(std::move(detail)));
}

} // namespace

Result<std::uint64_t> parseMemorySize(std::string_view text)
{
    const std::string_view t = trim(text);
    if (t.empty())
        return memoryError(text, sluice::Engine::tr("the value is empty; %1").arg(memoryFormat()));
    std::size_t pos = 0;
    while (pos < t.size() && t[pos] >= '0' && t[pos] <= '9')
        ++pos;
    const std::string_view number = t.substr(0, pos);
    const std::string_view rest = t.substr(pos);
    if (number.empty())
        return memoryError(
            text, sluice::Engine::tr("it does not start with a number; %1").arg(memoryFormat()));
    if (!rest.empty() && rest.front() == '.')
        return memoryError(text, sluice::Engine::tr("fractions are not allowed; use a smaller unit, e.g. "
                                                    "'1536 mb' instead of '1.5 gb' (%1)")
                                     .arg(memoryFormat()));
    std::int64_t value = 0;
    const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
    if (ec == std::errc::result_out_of_range || ptr != number.data() + number.size())
        return memoryError(
            text, sluice::Engine::tr("the number '%1' does not fit in 64 bits (numeric overflow)").arg(number));
    const std::string unitLabel = asciiLower(trim(rest));
    int shift = 0;
    if (!unitLabel.empty()) {
        const MemoryUnit *found = nullptr;
        for (const MemoryUnit &u : kMemoryUnits) {
            if (unitLabel == u.label)
                found = &u;
        }
        if (!found) {
            Text hint = sluice::Engine::tr("the unit '%1' is not recognised").arg(unitLabel);
            if (unitLabel == "kib" || unitLabel == "mib" || unitLabel == "gib" ||
                unitLabel == "tib")
                hint = sluice::Engine::tr("use '%1' (Flink's units are already powers of 1024)")
                           .arg(std::string(number) + unitLabel.substr(0, 1) + "b");
            return memoryError(text,
                               sluice::Engine::tr("%1 (%2)").arg(std::move(hint)).arg(memoryFormat()));
        }
        shift = found->shift;
    }
    if (shift > 0 && value > (std::numeric_limits<std::int64_t>::max() >> shift))
        return memoryError(text, sluice::Engine::tr("the size does not fit in 64 bits (numeric overflow)"));
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
    return Status::invalidArgument(
        sluice::Engine::tr("invalid boolean '%1': expected true or false (any letter case)").arg(text));
}

namespace {

template <typename T> Result<T> parseInteger(std::string_view text, const Text &typeName)
{
    std::string_view t = trim(text);
    if (!t.empty() && t.front() == '+')
        t.remove_prefix(1);
    T value{};
    const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
    if (t.empty() || ec == std::errc::invalid_argument || ptr != t.data() + t.size())
        return Status::invalidArgument(
            sluice::Engine::tr("invalid %1 '%2': expected a whole number such as 5000 or -1")
                .arg(typeName)
                .arg(text));
    if (ec == std::errc::result_out_of_range)
        return Status::invalidArgument(sluice::Engine::tr("invalid %1 '%2': out of range [%3, %4]")
                                           .arg(typeName)
                                           .arg(text)
                                           .arg(std::numeric_limits<T>::min())
                                           .arg(std::numeric_limits<T>::max()));
    return value;
}

} // namespace

Result<std::int32_t> parseInt(std::string_view text)
{
    return parseInteger<std::int32_t>(text, sluice::Engine::tr("integer"));
}

Result<std::int64_t> parseLong(std::string_view text)
{
    return parseInteger<std::int64_t>(text, sluice::Engine::tr("long integer"));
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
        return Status::invalidArgument(
            sluice::Engine::tr("invalid number '%1': expected a decimal number such as 0.4 or 1.5")
                .arg(text));
    if (ec == std::errc::result_out_of_range)
        return Status::invalidArgument(sluice::Engine::tr("invalid number '%1': out of range").arg(text));
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
            return Status::invalidArgument(
                sluice::Engine::tr("invalid map '%1': entry '%2' is not key:value (expected 'k1:v1,k2:v2')")
                    .arg(text)
                    .arg(entry));
        entries.emplace_back(std::string(trim(entry.substr(0, colon))),
                             std::string(trim(entry.substr(colon + 1))));
        start = end + 1;
    }
    return entries;
}

} // namespace sluice
