// Temporal functions of engine/src/functions/: EXTRACT and its shorthands (YEAR, MONTH, ...),
// TIMESTAMPDIFF, TIMESTAMPADD, FROM_UNIXTIME, UNIX_TIMESTAMP, TO_DATE, TO_TIMESTAMP_LTZ,
// CONVERT_TZ and the clocks (CURRENT_DATE, CURRENT_TIME, LOCALTIME, NOW, CURRENT_ROW_TIMESTAMP),
// computed as Flink's generated code and DateTimeUtils do, quirks included (EXTRACT of a
// timestamp before 1970 truncates toward zero; TIMESTAMPDIFF wraps like a Java int). The
// session time zone (table.local-time-zone) is fixed when a call is compiled.

#include "exec/expr_time.h"
#include "functions/function_kernel.h"
#include "functions/simple_date_format.h"

#include <sluice/text.h>

#include <array>
#include <cmath>

namespace sluice::functions {
namespace {

using exec::detail::addMonthsToDate;
using exec::detail::addMonthsToMillis;
using exec::detail::civilFromDays;
using exec::detail::daysFromCivil;
using exec::detail::floorDiv;
using exec::detail::floorMod;
using exec::detail::kMillisPerDay;

constexpr std::int64_t kHour = 3'600'000, kMinute = 60'000, kSecond = 1000;

bool isDate(const LogicalType &t) { return t.root() == R::Date; }
bool isTime(const LogicalType &t) { return t.root() == R::Time; }
bool isLtz(const LogicalType &t) { return t.root() == R::TimestampLtz; }
bool isDatetime(const LogicalType &t) { return isDate(t) || isTime(t) || isTimestamp(t); }

/// The wall-clock milliseconds of a DATE (days), TIME (millis of day) or timestamp value.
std::int64_t wallMillis(const KernelRow &row, std::size_t k, R root)
{
    switch (root) {
    case R::Date: return std::int64_t{row.get<std::int32_t>(k)} * kMillisPerDay;
    case R::Time: return row.get<std::int32_t>(k);
    default: return row.get<TimestampValue>(k).millis;
    }
}

// --- EXTRACT ------------------------------------------------------------------------------------

enum class Unit : std::uint8_t {
    Millennium, Century, Decade, Year, IsoYear, Quarter, Month, Week, Day, Dow, IsoDow, Doy,
    Hour, Minute, Second, Millisecond, Microsecond, Nanosecond, Epoch,
};

struct UnitName {
    std::string_view name;
    Unit unit;
};
constexpr std::array<UnitName, 19> kUnits = {{
    {"MILLENNIUM", Unit::Millennium}, {"CENTURY", Unit::Century}, {"DECADE", Unit::Decade},
    {"YEAR", Unit::Year},             {"ISOYEAR", Unit::IsoYear}, {"QUARTER", Unit::Quarter},
    {"MONTH", Unit::Month},           {"WEEK", Unit::Week},       {"DAY", Unit::Day},
    {"DOW", Unit::Dow},               {"ISODOW", Unit::IsoDow},   {"DOY", Unit::Doy},
    {"HOUR", Unit::Hour},             {"MINUTE", Unit::Minute},   {"SECOND", Unit::Second},
    {"MILLISECOND", Unit::Millisecond}, {"MICROSECOND", Unit::Microsecond},
    {"NANOSECOND", Unit::Nanosecond}, {"EPOCH", Unit::Epoch},
}};

std::optional<Unit> unitNamed(std::string_view name)
{
    for (const UnitName &u : kUnits) {
        if (u.name == name)
            return u.unit;
    }
    return std::nullopt;
}

bool isDateUnit(Unit u) { return u <= Unit::Doy; }

std::int64_t javaDiv(std::int64_t a, std::int64_t b) { return a / b; } // truncates, as Java
std::int64_t javaMod(std::int64_t a, std::int64_t b) { return a % b; }

/// DateTimeUtils.julianExtract on an epoch day.
std::int64_t extractFromDay(Unit u, std::int64_t day)
{
    std::int64_t y;
    unsigned m, d;
    civilFromDays(day, y, m, d);
    // Sunday = 0 (julian + 1) mod 7 as Flink counts DOW; ISO: Monday = 1.
    const std::int64_t dow = floorMod(day + 4, 7); // 1970-01-01 was a Thursday
    auto isoWeek = [&](std::int64_t &isoYear) {
        // ISO 8601: weeks start on Monday; week 1 holds the year's first Thursday.
        const std::int64_t isoDow = dow == 0 ? 7 : dow;
        const std::int64_t thursday = day - isoDow + 4;
        std::int64_t ty;
        unsigned tm, td;
        civilFromDays(thursday, ty, tm, td);
        isoYear = ty;
        return (thursday - daysFromCivil(ty, 1, 1)) / 7 + 1;
    };
    switch (u) {
    case Unit::Year: return y;
    case Unit::Month: return m;
    case Unit::Day: return d;
    case Unit::Quarter: return (m + 2) / 3;
    case Unit::Dow: return dow + 1;
    case Unit::IsoDow: return dow == 0 ? 7 : dow;
    case Unit::Doy: return day - daysFromCivil(y, 1, 1) + 1;
    case Unit::Week: {
        std::int64_t iy;
        return isoWeek(iy);
    }
    case Unit::IsoYear: {
        std::int64_t iy;
        isoWeek(iy);
        return iy;
    }
    case Unit::Decade: return y / 10;
    case Unit::Century: return y > 0 ? (y + 99) / 100 : (y - 99) / 100;
    case Unit::Millennium: return y > 0 ? (y + 999) / 1000 : (y - 999) / 1000;
    default: return 0;
    }
}

/// The multiplier of a unit in Calcite's TimeUnit: milliseconds for day-time units, months
/// for year-month ones.
std::int64_t unitMultiplier(Unit u)
{
    switch (u) {
    case Unit::Day: return kMillisPerDay;
    case Unit::Hour: return kHour;
    case Unit::Minute: return kMinute;
    case Unit::Second: return kSecond;
    case Unit::Year: return 12;
    case Unit::Quarter: return 3;
    case Unit::Month: return 1;
    default: return 1;
    }
}

/// ExtractCallGen's factor: the modulus applied before dividing by the multiplier.
std::int64_t extractFactor(Unit u)
{
    switch (u) {
    case Unit::Hour: return kMillisPerDay;
    case Unit::Minute: return kHour;
    case Unit::Second: return kMinute;
    case Unit::Millisecond:
    case Unit::Microsecond:
    case Unit::Nanosecond: return kSecond;
    case Unit::Month:
    case Unit::Quarter: return 12;
    default: return 1;
    }
}

struct ExtractKernel {
    Unit unit;
    R root;
    TimeZone zone = exec::detail::compilingSession().zone; ///< TIMESTAMP_LTZ: read in this zone
    Status operator()(KernelRow &row) const
    {
        std::int64_t v = 0;
        std::int32_t nanoOfMilli = 0;
        switch (root) {
        case R::Date:
        case R::Time:
        case R::IntervalYearMonth: v = row.get<std::int32_t>(0); break;
        case R::IntervalDayTime: v = row.get<std::int64_t>(0); break;
        default: {
            const TimestampValue ts = row.get<TimestampValue>(0);
            v = root == R::TimestampLtz ? zone.toLocal(ts.millis) : ts.millis;
            nanoOfMilli = ts.nanoOfMilli;
            break;
        }
        }
        const bool timestamp = root == R::Timestamp || root == R::TimestampLtz;
        if (isDateUnit(unit) && (timestamp || root == R::Date)) {
            row.set<std::int64_t>(extractFromDay(unit, timestamp ? javaDiv(v, kMillisPerDay) : v));
            return Status::ok();
        }
        if (unit == Unit::Epoch && (timestamp || root == R::Date)) {
            row.set<std::int64_t>(timestamp ? javaDiv(v, kSecond) : v * 86400);
            return Status::ok();
        }
        const std::int64_t factor = extractFactor(unit);
        std::int64_t r;
        switch (unit) {
        case Unit::Quarter: r = (javaMod(v, factor) - 1) / 3 + 1; break;
        case Unit::Microsecond: r = javaMod(v, factor) * 1000 + nanoOfMilli / 1000; break;
        case Unit::Nanosecond: r = javaMod(v, factor) * 1'000'000 + nanoOfMilli; break;
        case Unit::Millisecond: r = javaMod(v, factor); break;
        default:
            r = factor == 1 ? javaDiv(v, unitMultiplier(unit))
                            : javaDiv(javaMod(v, factor), unitMultiplier(unit));
            break;
        }
        row.set<std::int64_t>(r);
        return Status::ok();
    }
};

std::optional<LogicalType> typeExtract(FunctionTyping &t)
{
    const std::string_view unitText = symbolArg(t.args[0]);
    const auto unit = unitNamed(unitText);
    const LogicalType &x = t.args[1]->type;
    if (!unit || !(isDatetime(x) || isInterval(x) || isNullType(x)))
        return std::nullopt;
    const bool yearMonthInterval = x.root() == R::IntervalYearMonth;
    const bool dayTimeInterval = x.root() == R::IntervalDayTime;
    // Flink's ExtractCallGen and Calcite's validation.
    if (isTime(x) && isDateUnit(*unit))
        return std::nullopt;
    if (isTime(x) && *unit == Unit::Epoch)
        t.error = sluice::Engine::tr("unit EPOCH can not be applied to time variable");
    // The check is in code generation, which a NULL constant (CAST(NULL AS DATE)) never reaches.
    const plan::BoundExpr &operand = *t.args[1];
    const bool nullConstant =
        operand.isNullLiteral || (operand.kind == plan::BoundExprKind::Cast && operand.args[0]->isNullLiteral);
    if ((*unit == Unit::Microsecond || *unit == Unit::Nanosecond) && !isTimestamp(x) &&
        !isNullType(x) && !nullConstant)
        t.error = sluice::Engine::tr("unit %1 can not be applied to %2 variable").arg(unitText).arg(x.toString());
    if (yearMonthInterval && !(*unit == Unit::Year || *unit == Unit::Month || *unit == Unit::Quarter))
        return std::nullopt;
    if (dayTimeInterval && !(*unit == Unit::Day || *unit == Unit::Hour || *unit == Unit::Minute ||
                             *unit == Unit::Second || *unit == Unit::Millisecond))
        return std::nullopt;
    if (!t.error.empty())
        return std::nullopt;
    return LogicalType::bigInt(x.isNullable());
}

Result<NodePtr> compileExtract(const BoundExpr &call, std::vector<NodePtr> args)
{
    const Unit unit = *unitNamed(call.args[0]->literalText);
    const R root = call.args[1]->type.root();
    std::vector<NodePtr> operand;
    operand.push_back(std::move(args[1]));
    return kernelNode(call, std::move(operand), ExtractKernel{unit, root});
}

/// YEAR(x), MONTH(x), ...: EXTRACT(unit FROM x), as Calcite rewrites them.
template <Unit U> std::optional<LogicalType> typeDatePart(FunctionTyping &t)
{
    const LogicalType &x = t.args[0]->type;
    if (!(isDate(x) || isTimestamp(x) || isNullType(x) || (isTime(x) && !isDateUnit(U))))
        return std::nullopt;
    return LogicalType::bigInt(x.isNullable());
}

template <Unit U> Result<NodePtr> compileDatePart(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), ExtractKernel{U, call.args[0]->type.root()});
}

// --- TIMESTAMPDIFF / TIMESTAMPADD -----------------------------------------------------------------

/// DateTimeUtils.subtractMonths on epoch days.
std::int64_t subtractMonthsDays(std::int64_t d0, std::int64_t d1)
{
    if (d0 < d1)
        return -subtractMonthsDays(d1, d0);
    std::int64_t m = (d0 - d1) / 31;
    for (;;) {
        if (addMonthsToDate(static_cast<std::int32_t>(d1), m) >= d0)
            return m;
        if (addMonthsToDate(static_cast<std::int32_t>(d1), m + 1) > d0)
            return m;
        ++m;
    }
}

/// DateTimeUtils.subtractMonths on epoch milliseconds.
std::int64_t subtractMonthsMillis(std::int64_t t0, std::int64_t t1)
{
    const std::int64_t ms0 = floorMod(t0, kMillisPerDay), ms1 = floorMod(t1, kMillisPerDay);
    const std::int64_t d0 = floorDiv(t0 - ms0, kMillisPerDay), d1 = floorDiv(t1 - ms1, kMillisPerDay);
    std::int64_t x = subtractMonthsDays(d0, d1);
    if (addMonthsToDate(static_cast<std::int32_t>(d1), x) == d0 && ms0 < ms1)
        --x;
    return x;
}

std::int32_t javaInt(std::int64_t v) { return static_cast<std::int32_t>(static_cast<std::uint64_t>(v)); }

struct DiffKernel {
    Unit unit;
    R left, right;
    Status operator()(KernelRow &row) const
    {
        const std::int64_t a = wallMillis(row, 1, left), b = wallMillis(row, 2, right);
        if (unit == Unit::Year || unit == Unit::Quarter || unit == Unit::Month) {
            // Calcite: CAST((b - a) <unit> AS INT) / divider over DateTimeUtils.subtractMonths.
            const std::int64_t months = left == R::Date && right == R::Date
                                            ? subtractMonthsDays(b / kMillisPerDay, a / kMillisPerDay)
                                            : subtractMonthsMillis(b, a);
            const std::int32_t m = javaInt(months);
            row.set<std::int32_t>(unit == Unit::Year ? m / 12 : unit == Unit::Quarter ? m / 3 : m);
            return Status::ok();
        }
        const std::int64_t diff = b - a;
        switch (unit) {
        case Unit::Week: row.set<std::int32_t>(javaInt(diff / kSecond) / 604'800); break;
        case Unit::Microsecond: row.set<std::int32_t>(javaInt(javaInt(diff / kSecond) * std::int64_t{1'000'000})); break;
        case Unit::Nanosecond: row.set<std::int64_t>(static_cast<std::int64_t>(static_cast<std::uint64_t>(diff / kSecond) * 1'000'000'000ULL)); break;
        default: row.set<std::int32_t>(javaInt(diff / unitMultiplier(unit))); break;
        }
        return Status::ok();
    }
};

// Flink's TimestampDiffCallGen has no TIME forms.
bool diffOperand(const LogicalType &t) { return isDate(t) || isTimestamp(t) || isNullType(t); }

std::optional<Unit> tsiUnit(std::string_view name)
{
    // Calcite's TIMESTAMPADD/TIMESTAMPDIFF units, with the SQL_TSI_ spellings.
    if (name.substr(0, 8) == "SQL_TSI_")
        name.remove_prefix(8);
    if (name == "FRAC_SECOND")
        return Unit::Microsecond;
    const auto u = unitNamed(name);
    if (!u)
        return std::nullopt;
    switch (*u) {
    case Unit::Year: case Unit::Quarter: case Unit::Month: case Unit::Week: case Unit::Day:
    case Unit::Hour: case Unit::Minute: case Unit::Second: case Unit::Microsecond:
    case Unit::Nanosecond:
        return u;
    default: return std::nullopt;
    }
}

std::optional<LogicalType> typeTimestampDiff(FunctionTyping &t)
{
    const auto unit = tsiUnit(symbolArg(t.args[0]));
    if (!unit || !diffOperand(t.args[1]->type) || !diffOperand(t.args[2]->type))
        return std::nullopt;
    const bool nullable = t.args[1]->type.isNullable() || t.args[2]->type.isNullable();
    return *unit == Unit::Nanosecond ? LogicalType::bigInt(nullable) : LogicalType::integer(nullable);
}

Result<NodePtr> compileTimestampDiff(const BoundExpr &call, std::vector<NodePtr> args)
{
    DiffKernel k{*tsiUnit(call.args[0]->literalText), call.args[1]->type.root(),
                 call.args[2]->type.root()};
    return kernelNode(call, std::move(args), k);
}

struct AddKernel {
    Unit unit;
    R root;
    Status operator()(KernelRow &row) const
    {
        const std::int64_t n = row.get<std::int64_t>(1);
        const bool months = unit == Unit::Year || unit == Unit::Quarter || unit == Unit::Month;
        // The interval literal times n, in Java long arithmetic (months as an int).
        const std::int64_t amount = static_cast<std::int64_t>(
            static_cast<std::uint64_t>(n) *
            static_cast<std::uint64_t>(months                       ? unitMultiplier(unit)
                                       : unit == Unit::Week         ? 7 * kMillisPerDay
                                       : unit == Unit::Microsecond  ? 0
                                       : unit == Unit::Nanosecond   ? 0
                                                                    : unitMultiplier(unit)));
        switch (root) {
        case R::Date: {
            const std::int32_t day = row.get<std::int32_t>(2);
            if (months) {
                row.set<std::int32_t>(addMonthsToDate(day, javaInt(amount)));
            } else if (unit == Unit::Day || unit == Unit::Week) {
                row.set<std::int32_t>(javaInt(day + amount / kMillisPerDay));
            } else {
                row.set<TimestampValue>({std::int64_t{day} * kMillisPerDay + amount, 0});
            }
            break;
        }
        case R::Time: {
            const std::int32_t ms = row.get<std::int32_t>(2);
            row.set<std::int32_t>(months ? ms : javaInt(floorMod(ms + amount, kMillisPerDay)));
            break;
        }
        default: {
            TimestampValue ts = row.get<TimestampValue>(2);
            if (unit == Unit::Microsecond || unit == Unit::Nanosecond) {
                // Nanoseconds added exactly; the result keeps its precision.
                const std::int64_t nanos = unit == Unit::Microsecond ? n * 1000 : n;
                std::int64_t total = ts.nanoOfMilli + floorMod(nanos, 1'000'000);
                ts.millis += floorDiv(nanos, 1'000'000) + total / 1'000'000;
                ts.nanoOfMilli = static_cast<std::int32_t>(total % 1'000'000);
            } else if (months) {
                ts.millis = addMonthsToMillis(ts.millis, javaInt(amount));
            } else {
                ts.millis += amount;
            }
            row.set<TimestampValue>(ts);
            break;
        }
        }
        return Status::ok();
    }
};

std::optional<LogicalType> typeTimestampAdd(FunctionTyping &t)
{
    const auto unit = tsiUnit(symbolArg(t.args[0]));
    const LogicalType &x = t.args[2]->type;
    if (!unit || !integerArg(t.args[1]->type) || !(isDate(x) || isTimestamp(x) || isTime(x) || isNullType(x)))
        return std::nullopt;
    t.args[1] = plan::castIfNeeded(t.args[1], LogicalType::bigInt(t.args[1]->type.isNullable()));
    const bool nullable = t.args[1]->type.isNullable() || x.isNullable();
    const bool subDay = *unit == Unit::Hour || *unit == Unit::Minute || *unit == Unit::Second ||
                        *unit == Unit::Microsecond || *unit == Unit::Nanosecond;
    if (isNullType(x))
        return LogicalType::timestamp(6, true);
    if (isDate(x))
        return subDay ? LogicalType::timestamp(6, nullable) : LogicalType::date(nullable);
    if (isTime(x))
        return LogicalType::time(0, nullable);
    if (*unit == Unit::Microsecond || *unit == Unit::Nanosecond) {
        const int p = std::max(x.precision(), 6);
        return isLtz(x) ? LogicalType::timestampLtz(p, nullable) : LogicalType::timestamp(p, nullable);
    }
    return x.withNullability(nullable).withTimeAttribute(TimeAttribute::None);
}

Result<NodePtr> compileTimestampAdd(const BoundExpr &call, std::vector<NodePtr> args)
{
    AddKernel k{*tsiUnit(call.args[0]->literalText), call.args[2]->type.root()};
    return kernelNode(call, std::move(args), k);
}

// --- Unix time ----------------------------------------------------------------------------------

/// A SimpleDateFormat argument: compiled once when constant, else per distinct text.
class FormatCache {
public:
    explicit FormatCache(std::optional<std::string> constant)
    {
        if (constant)
            get(*constant);
    }
    const SimpleDateFormat *get(std::string_view text, Text *error = nullptr)
    {
        if (!m_valid || text != m_text) {
            m_text.assign(text);
            m_error = Text();
            m_format = SimpleDateFormat::compile(text, &m_error);
            m_valid = true;
        }
        if (error)
            *error = m_error;
        return m_format ? &*m_format : nullptr;
    }
    /// The format given as argument `k` of the row, or the default one when there is no such
    /// argument; null with `error` set for a pattern SimpleDateFormat refuses.
    const SimpleDateFormat *argumentOrDefault(const KernelRow &row, std::size_t k, Text &error)
    {
        return row.argCount() > k ? get(row.str(k), &error) : &defaultTimestampFormat();
    }

private:
    std::optional<SimpleDateFormat> m_format;
    std::string m_text;
    Text m_error;
    bool m_valid = false;
};

struct FromUnixtimeKernel {
    std::shared_ptr<FormatCache> formats;
    TimeZone zone; ///< the session zone
    Status operator()(KernelRow &row) const
    {
        Text error;
        const SimpleDateFormat *format = formats->argumentOrDefault(row, 1, error);
        if (!format)
            return row.error(error);
        std::string &out = row.buffer();
        format->format(static_cast<std::int64_t>(static_cast<std::uint64_t>(row.get<std::int64_t>(0)) * 1000U),
                       zone, out);
        row.setString(out);
        return Status::ok();
    }
};

std::optional<LogicalType> typeFromUnixtime(FunctionTyping &t)
{
    if (!integerArg(t.args[0]->type) || (t.args.size() > 1 && !stringArg(t.args[1]->type)))
        return std::nullopt;
    t.args[0] = plan::castIfNeeded(t.args[0], LogicalType::bigInt(t.args[0]->type.isNullable()));
    return LogicalType::string(true); // NULL when the format fails
}

Result<NodePtr> compileFromUnixtime(const BoundExpr &call, std::vector<NodePtr> args)
{
    auto cache = std::make_shared<FormatCache>(
        call.args.size() > 1 ? constantString(call.args[1]) : std::nullopt);
    return kernelNode(call, std::move(args),
                      FromUnixtimeKernel{std::move(cache), exec::detail::compilingSession().zone});
}

struct UnixTimestampKernel {
    std::shared_ptr<FormatCache> formats;
    TimeZone zone; ///< the session zone
    Status operator()(KernelRow &row) const
    {
        if (row.argCount() == 0) {
            row.set<std::int64_t>(floorDiv(row.nowMillis(), kSecond));
            return Status::ok();
        }
        Text error;
        const SimpleDateFormat *format = formats->argumentOrDefault(row, 1, error);
        if (!format)
            return row.error(error);
        const auto millis = format->parse(row.str(0), zone, row.nowMillis());
        row.set<std::int64_t>(millis ? javaDiv(*millis, kSecond) : INT64_MIN);
        return Status::ok();
    }
};

std::optional<LogicalType> typeUnixTimestamp(FunctionTyping &t)
{
    if (!allStrings(t))
        return std::nullopt;
    return LogicalType::bigInt(anyNullable(t.args));
}

Result<NodePtr> compileUnixTimestamp(const BoundExpr &call, std::vector<NodePtr> args)
{
    auto cache = std::make_shared<FormatCache>(
        call.args.size() > 1 ? constantString(call.args[1]) : std::nullopt);
    return kernelNode(call, std::move(args),
                      UnixTimestampKernel{std::move(cache), exec::detail::compilingSession().zone});
}

// --- TO_DATE, TO_TIMESTAMP_LTZ, CONVERT_TZ --------------------------------------------------------

struct ToDateKernel {
    std::shared_ptr<FormatCache> formats;
    Status operator()(KernelRow &row) const
    {
        if (row.argCount() == 1) {
            if (const auto d = exec::detail::parseDate(row.str(0)))
                row.set<std::int32_t>(*d);
            return Status::ok();
        }
        Text error;
        const SimpleDateFormat *format = formats->get(row.str(1), &error);
        if (!format)
            return row.error(error);
        // DateTimeUtils.parseDate(s, format): a failed parse is Long.MIN_VALUE millis, whose UTC
        // date Flink then returns.
        const auto millis = format->parse(row.str(0), TimeZone::utc(), row.nowMillis());
        row.set<std::int32_t>(javaInt(floorDiv(millis ? *millis : INT64_MIN, kMillisPerDay)));
        return Status::ok();
    }
};

std::optional<LogicalType> typeToDate(FunctionTyping &t)
{
    if (!allStrings(t))
        return std::nullopt;
    return LogicalType::date(true);
}

Result<NodePtr> compileToDate(const BoundExpr &call, std::vector<NodePtr> args)
{
    auto cache = std::make_shared<FormatCache>(
        call.args.size() > 1 ? constantString(call.args[1]) : std::nullopt);
    return kernelNode(call, std::move(args), ToDateKernel{std::move(cache)});
}

// DateTimeUtils.toTimestampData: instants from 0000-01-01 to 9999-12-31 23:59:59.999, NULL
// outside; a DECIMAL is cut toward zero to whole seconds or milliseconds.
constexpr std::int64_t kMinEpochMillis = -62'167'219'200'000, kMaxEpochMillis = 253'402'300'799'999;

struct ToTimestampLtzKernel {
    int precision;
    LogicalType type;
    Status operator()(KernelRow &row) const
    {
        std::int64_t millis = 0;
        switch (type.root()) {
        case R::Double:
        case R::Float: {
            const double v = type.root() == R::Double ? row.get<double>(0) : row.get<float>(0);
            if (std::isnan(v) || (precision == 0 && (v < kMinEpochMillis / 1000.0 || v > kMaxEpochMillis / 1000.0)))
                return Status::ok();
            const double m = precision == 0 ? v * 1000 : v;
            if (!(m >= -9.2e18 && m <= 9.2e18))
                return Status::ok();
            millis = static_cast<std::int64_t>(m);
            break;
        }
        case R::Decimal: {
            Int128 whole = row.get<Decimal128>(0).unscaled;
            for (int k = 0; k < type.scale(); ++k)
                whole /= 10;
            if (whole < kMinEpochMillis || whole > kMaxEpochMillis)
                return Status::ok();
            millis = static_cast<std::int64_t>(whole) * (precision == 0 ? 1000 : 1);
            break;
        }
        default: {
            const std::int64_t v = row.get<std::int64_t>(0);
            if (precision == 0 && (v < kMinEpochMillis / 1000 || v > kMaxEpochMillis / 1000))
                return Status::ok();
            millis = precision == 0 ? v * 1000 : v;
            break;
        }
        }
        if (millis < kMinEpochMillis || millis > kMaxEpochMillis)
            return Status::ok();
        row.set<TimestampValue>({millis, 0});
        return Status::ok();
    }
};

std::optional<LogicalType> typeToTimestampLtz(FunctionTyping &t)
{
    const LogicalType &x = t.args[0]->type;
    if (!numericArg(x) || !integerArg(t.args[1]->type))
        return std::nullopt;
    if (t.args[1]->kind != plan::BoundExprKind::Literal || t.args[1]->isNullLiteral) {
        t.error = sluice::Engine::tr("The precision of TO_TIMESTAMP_LTZ must be a constant 0 or 3");
        return std::nullopt;
    }
    const int precision = std::stoi(t.args[1]->literalText);
    if (precision != 0 && precision != 3) {
        t.error = sluice::Engine::tr("The precision value '%1' for function TO_TIMESTAMP_LTZ(numeric, "
                                     "precision) is unsupported, the supported value is '0' for second or "
                                     "'3' for millisecond.")
                      .arg(precision);
        return std::nullopt;
    }
    if (isIntegerNumeric(x))
        t.args[0] = plan::castIfNeeded(t.args[0], LogicalType::bigInt(x.isNullable()));
    return LogicalType::timestampLtz(3, true);
}

Result<NodePtr> compileToTimestampLtz(const BoundExpr &call, std::vector<NodePtr> args)
{
    ToTimestampLtzKernel k{std::stoi(call.args[1]->literalText), call.args[0]->type};
    args.resize(1);
    return kernelNode(call, std::move(args), k);
}

/// The zone of an id argument, resolved again only when the id changes.
class ZoneCache {
public:
    const TimeZone &get(std::string_view id)
    {
        if (!m_zone || id != m_id) {
            m_id.assign(id);
            m_zone.emplace(TimeZone::forId(id));
        }
        return *m_zone;
    }

private:
    std::string m_id;
    std::optional<TimeZone> m_zone;
};

struct ConvertTzKernel {
    std::shared_ptr<ZoneCache> from = std::make_shared<ZoneCache>();
    std::shared_ptr<ZoneCache> to = std::make_shared<ZoneCache>();
    Status operator()(KernelRow &row) const
    {
        const auto millis =
            defaultTimestampFormat().parse(row.str(0), from->get(row.str(1)), row.nowMillis());
        if (!millis)
            return Status::ok();
        std::string &out = row.buffer();
        defaultTimestampFormat().format(*millis, to->get(row.str(2)), out);
        row.setString(out);
        return Status::ok();
    }
};

std::optional<LogicalType> typeConvertTz(FunctionTyping &t)
{
    if (!allStrings(t))
        return std::nullopt;
    return LogicalType::string(true);
}

Result<NodePtr> compileConvertTz(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), ConvertTzKernel{});
}

// --- FLOOR / CEIL (value TO unit) ---------------------------------------------------------------
//
// As Flink 1.20's FloorCeilCallGen picks a method per operand type and unit, quirks included: a
// TIMESTAMP's YEAR ... WEEK read its day truncated toward zero (the last second of 1969 floors to
// 1970-01-01), a TIME's DAY ... MILLENNIUM treat its milliseconds as days, a DATE ignores units
// below DAY (but CEIL TO DAY adds one), and a TIMESTAMP_LTZ is rounded in the session zone with
// the offset of the instant itself.

enum class RoundUnit : std::uint8_t {
    Millennium, Century, Decade, Year, Quarter, Month, Week, Day, Hour, Minute, Second, Millisecond,
    IsoYear, Dow, IsoDow, Doy, Epoch,
};

struct RoundUnitName {
    std::string_view name;
    RoundUnit unit;
    std::int64_t multiplier; ///< Calcite's TimeUnit multiplier (months or ms); 0: none
};
constexpr std::array<RoundUnitName, 17> kRoundUnits = {{
    {"MILLENNIUM", RoundUnit::Millennium, 12000}, {"CENTURY", RoundUnit::Century, 1200},
    {"DECADE", RoundUnit::Decade, 120},           {"YEAR", RoundUnit::Year, 12},
    {"QUARTER", RoundUnit::Quarter, 3},           {"MONTH", RoundUnit::Month, 1},
    {"WEEK", RoundUnit::Week, 604'800'000},       {"DAY", RoundUnit::Day, kMillisPerDay},
    {"HOUR", RoundUnit::Hour, kHour},             {"MINUTE", RoundUnit::Minute, kMinute},
    {"SECOND", RoundUnit::Second, kSecond},       {"MILLISECOND", RoundUnit::Millisecond, 1},
    {"ISOYEAR", RoundUnit::IsoYear, 12},          {"DOW", RoundUnit::Dow, 0},
    {"ISODOW", RoundUnit::IsoDow, 0},             {"DOY", RoundUnit::Doy, 0},
    {"EPOCH", RoundUnit::Epoch, 0},
}};

const RoundUnitName *roundUnitNamed(std::string_view name)
{
    for (const RoundUnitName &u : kRoundUnits) {
        if (u.name == name)
            return &u;
    }
    return nullptr;
}

/// The units a calendar rounds to (julianDateFloor), DAY included.
bool calendarUnit(RoundUnit u) { return u <= RoundUnit::Day; }

/// The Julian day number of a date: Gregorian from 1582-10-15, the Julian calendar before it.
std::int32_t julianDay(std::int32_t year, std::int32_t month, std::int32_t day)
{
    const std::int32_t a = (14 - month) / 12;
    const std::int32_t y = year + 4800 - a;
    const std::int32_t m = month + 12 * a - 3;
    std::int32_t j = day + (153 * m + 2) / 5 + 365 * y + y / 4 - y / 100 + y / 400 - 32045;
    if (j < 2299161)
        j = day + (153 * m + 2) / 5 + 365 * y + y / 4 - 32083;
    return j;
}

/// Meeus, Astronomical Algorithms: the year, month and day of a Julian day number.
void julianDate(std::int32_t julian, std::int32_t &year, std::int32_t &month, std::int32_t &day)
{
    std::int32_t b = 0, c = 0;
    if (julian > 2299160) {
        const std::int32_t a = julian + 32044;
        b = (4 * a + 3) / 146097;
        c = a - b * 146097 / 4;
    } else {
        c = julian + 32082;
    }
    const std::int32_t d = (4 * c + 3) / 1461;
    const std::int32_t e = c - (1461 * d) / 4;
    const std::int32_t m = (5 * e + 2) / 153;
    day = e - (153 * m + 2) / 5 + 1;
    month = m + 3 - 12 * (m / 10);
    year = b * 100 + d - 4800 + (m / 10);
}

// Flink counts days of its hybrid calendar (Julian before 1582-10-15), the engine those of the
// proleptic Gregorian one; a date written the same has the same value in both from 1582-10-15
// on. Rounding goes through the written date, so both give the same text before that too.
std::int32_t toJulian(std::int64_t epochDay)
{
    std::int64_t y = 0;
    unsigned m = 0, d = 0;
    civilFromDays(epochDay, y, m, d);
    return julianDay(static_cast<std::int32_t>(y), static_cast<std::int32_t>(m), static_cast<std::int32_t>(d));
}

std::int64_t fromJulian(std::int32_t julian)
{
    std::int32_t y = 0, m = 0, d = 0;
    julianDate(julian, y, m, d);
    return daysFromCivil(y, static_cast<unsigned>(m), static_cast<unsigned>(d));
}

/// The first (floor) or next (ceil) unit boundary of a Julian day, as a Julian day number.
std::int32_t julianRound(RoundUnit unit, std::int32_t julian, bool floor)
{
    std::int32_t year = 0, month = 0, day = 0;
    julianDate(julian, year, month, day);
    std::int32_t quarter = (month + 2) / 3;
    switch (unit) {
    case RoundUnit::Millennium:
        return floor ? julianDay(1000 * ((year + 999) / 1000) - 999, 1, 1)
                     : julianDay(1000 * ((year + 999) / 1000) + 1, 1, 1);
    case RoundUnit::Century:
        return floor ? julianDay(100 * ((year + 99) / 100) - 99, 1, 1)
                     : julianDay(100 * ((year + 99) / 100) + 1, 1, 1);
    case RoundUnit::Decade:
        return floor ? julianDay(10 * (year / 10), 1, 1) : julianDay(10 * (1 + year / 10), 1, 1);
    case RoundUnit::Year:
        if (!floor && (month > 1 || day > 1))
            ++year;
        return julianDay(year, 1, 1);
    case RoundUnit::Month:
        if (!floor && day > 1)
            ++month;
        return julianDay(year, month, 1);
    case RoundUnit::Quarter:
        if (!floor && (month > 1 || day > 1))
            ++quarter;
        return julianDay(year, quarter * 3 - 2, 1);
    case RoundUnit::Week: {
        std::int32_t offset = static_cast<std::int32_t>(floorMod(julian + 1, 7)); // Sunday 0
        if (!floor && offset > 0)
            offset -= 7;
        return julianDay(year, month, day) - offset;
    }
    default: { // DAY
        const std::int32_t r = julianDay(year, month, day);
        return floor ? r : r + 1;
    }
    }
}

/// SqlFunctions.floor / ceil of integers: to a multiple of `unit`.
std::int64_t roundIntegral(std::int64_t x, std::int64_t unit, bool floor)
{
    std::int64_t r = x % unit;
    if (floor && r < 0)
        r += unit;
    if (!floor && r > 0)
        r -= unit;
    return x - r;
}

struct RoundToKernel {
    RoundUnit unit;
    std::int64_t multiplier;
    R root;
    bool floor;
    TimeZone zone = exec::detail::compilingSession().zone; ///< TIMESTAMP_LTZ: rounded in this zone

    Status operator()(KernelRow &row) const
    {
        if (root == R::Date || root == R::Time) {
            const std::int32_t v = row.get<std::int32_t>(0);
            std::int64_t r = v;
            if (calendarUnit(unit))
                r = fromJulian(julianRound(unit, toJulian(v), floor)); // a TIME's ms read as days
            else if (root == R::Time)
                r = roundIntegral(v, multiplier, floor);
            if (root == R::Time && (r < 0 || r >= kMillisPerDay))
                return row.error(sluice::Engine::tr("Hour out of range: [%1]").arg(floorDiv(r, kHour)));
            row.set<std::int32_t>(static_cast<std::int32_t>(r));
            return Status::ok();
        }
        const TimestampValue ts = row.get<TimestampValue>(0);
        std::int64_t r;
        if (root == R::TimestampLtz) {
            // DateTimeUtils.timestampFloor/Ceil(unit, ts, zone): the offset of the instant itself.
            const std::int64_t offset = zone.offsetAt(ts.millis);
            const std::int64_t local = ts.millis + offset;
            if (unit == RoundUnit::Hour || unit == RoundUnit::Day)
                r = roundIntegral(local, multiplier, floor) - offset;
            else
                r = fromJulian(julianRound(unit, toJulian(local / kMillisPerDay), floor)) * kMillisPerDay -
                    offset;
        } else if (unit == RoundUnit::Millisecond) {
            r = ts.millis + (!floor && ts.nanoOfMilli > 0 ? 1 : 0);
        } else if (calendarUnit(unit) && unit != RoundUnit::Day) {
            const std::int64_t days = ts.millis / kMillisPerDay; // toward zero
            r = fromJulian(julianRound(unit, toJulian(days), floor)) * kMillisPerDay;
        } else {
            r = roundIntegral(ts.millis, multiplier, floor);
        }
        row.set<TimestampValue>({r, 0});
        return Status::ok();
    }
};

template <bool Floor> std::optional<LogicalType> typeRoundTo(FunctionTyping &t)
{
    const char *name = Floor ? "FLOOR" : "CEIL";
    const LogicalType &x = t.args[0]->type;
    const std::string_view unitText = symbolArg(t.args[1]);
    const RoundUnitName *unit = roundUnitNamed(unitText);
    if (!(isDate(x) || isTime(x) || isTimestamp(x))) {
        t.error = sluice::Engine::tr("Cannot apply '%1' to arguments of type '%1(<%2>, <INTERVAL %3>)'. "
                                     "Supported form(s): '%1(<NUMERIC>)' '%1(<DATETIME_INTERVAL>)' '%1(<DATE> "
                                     "TO <TIME_UNIT>)' '%1(<TIME> TO <TIME_UNIT>)' '%1(<TIMESTAMP> TO "
                                     "<TIME_UNIT>)'")
                      .arg(name)
                      .arg(x.asNullable().toString())
                      .arg(unitText);
        return std::nullopt;
    }
    if (!unit) {
        t.error = sluice::Engine::tr("'%1' is not a time unit %2 can round to").arg(unitText).arg(name);
        return std::nullopt;
    }
    if (!isDate(x) && !calendarUnit(unit->unit) && unit->multiplier == 0) {
        // Flink's planner reads the unit's multiplier, which DOW, DOY ... lack.
        t.error = sluice::Engine::tr("%1(... TO %2) of a %3 fails on Flink 1.20 (Cannot invoke "
                                     "\"java.math.BigDecimal.intValue()\" because "
                                     "\"unit$1.startUnit.multiplier\" is null); use EXTRACT(%2 FROM ...)")
                      .arg(name)
                      .arg(unitText)
                      .arg(x.asNullable().toString());
        return std::nullopt;
    }
    return x;
}

/// Why Flink 1.20 cannot compile the code of this rounding, or empty. Flink validates such a call
/// and fails when it compiles the job's code (or folds a constant), so the engine fails there
/// too: when the job starts.
Text roundToCodeError(bool floor, const LogicalType &x, const RoundUnitName &unit)
{
    const bool zoneRounded = isLtz(x) && (calendarUnit(unit.unit) || unit.unit == RoundUnit::Hour);
    if (isLtz(x) && !zoneRounded)
        return sluice::Engine::tr("%1(... TO %2) of a TIMESTAMP_LTZ does not compile on Flink 1.20 (Table "
                                  "program cannot be compiled); round CAST(... AS TIMESTAMP(3)) instead")
            .arg(floor ? "FLOOR" : "CEIL")
            .arg(unit.name);
    return {};
}

template <bool Floor> Result<NodePtr> compileRoundTo(const BoundExpr &call, std::vector<NodePtr> args)
{
    const RoundUnitName *unit = roundUnitNamed(call.args[1]->literalText);
    if (const Text error = roundToCodeError(Floor, call.args[0]->type, *unit); !error.empty())
        return Status::invalidArgument(error).at(call.range);
    std::vector<NodePtr> operand;
    operand.push_back(std::move(args[0]));
    return kernelNode(call, std::move(operand),
                      RoundToKernel{unit->unit, unit->multiplier, call.args[0]->type.root(), Floor});
}

// --- Clocks -------------------------------------------------------------------------------------

enum class Clock : std::uint8_t { Date, Time, Instant };

/// The clock functions: CURRENT_DATE, CURRENT_TIME and LOCALTIME read the wall clock of the
/// session zone; NOW() and CURRENT_ROW_TIMESTAMP() are instants.
template <Clock C> Status clockKernel(KernelRow &row, const TimeZone &zone)
{
    const std::int64_t now = C == Clock::Instant ? row.nowMillis() : zone.toLocal(row.nowMillis());
    switch (C) {
    case Clock::Date: row.set<std::int32_t>(javaInt(floorDiv(now, kMillisPerDay))); break;
    case Clock::Time:
        // TIME(0): whole seconds of the day.
        row.set<std::int32_t>(javaInt(floorMod(now, kMillisPerDay) / kSecond * kSecond));
        break;
    case Clock::Instant: row.set<TimestampValue>({now, 0}); break;
    }
    return Status::ok();
}

template <Clock C> Result<NodePtr> compileClock(const BoundExpr &call, std::vector<NodePtr> args)
{
    return kernelNode(call, std::move(args), [zone = exec::detail::compilingSession().zone](KernelRow &row) {
        return clockKernel<C>(row, zone);
    });
}

std::optional<LogicalType> typeCurrentDate(FunctionTyping &) { return LogicalType::date(false); }
std::optional<LogicalType> typeCurrentTime(FunctionTyping &) { return LogicalType::time(0, false); }
std::optional<LogicalType> typeNow(FunctionTyping &) { return LogicalType::timestampLtz(3, false); }

const ScalarFunctionDef kDefs[] = {
    {"EXTRACT", 2, 2, "EXTRACT(<TIME UNIT> FROM <DATETIME>)\nEXTRACT(<TIME UNIT> FROM <INTERVAL>)",
     typeExtract, compileExtract},
    {"YEAR", 1, 1, "YEAR(<DATETIME>)", typeDatePart<Unit::Year>, compileDatePart<Unit::Year>},
    {"QUARTER", 1, 1, "QUARTER(<DATETIME>)", typeDatePart<Unit::Quarter>,
     compileDatePart<Unit::Quarter>},
    {"MONTH", 1, 1, "MONTH(<DATETIME>)", typeDatePart<Unit::Month>, compileDatePart<Unit::Month>},
    {"WEEK", 1, 1, "WEEK(<DATETIME>)", typeDatePart<Unit::Week>, compileDatePart<Unit::Week>},
    {"DAYOFYEAR", 1, 1, "DAYOFYEAR(<DATETIME>)", typeDatePart<Unit::Doy>,
     compileDatePart<Unit::Doy>},
    {"DAYOFMONTH", 1, 1, "DAYOFMONTH(<DATETIME>)", typeDatePart<Unit::Day>,
     compileDatePart<Unit::Day>},
    {"DAYOFWEEK", 1, 1, "DAYOFWEEK(<DATETIME>)", typeDatePart<Unit::Dow>,
     compileDatePart<Unit::Dow>},
    {"HOUR", 1, 1, "HOUR(<DATETIME>)", typeDatePart<Unit::Hour>, compileDatePart<Unit::Hour>},
    {"MINUTE", 1, 1, "MINUTE(<DATETIME>)", typeDatePart<Unit::Minute>,
     compileDatePart<Unit::Minute>},
    {"SECOND", 1, 1, "SECOND(<DATETIME>)", typeDatePart<Unit::Second>,
     compileDatePart<Unit::Second>},
    {"TIMESTAMPDIFF", 3, 3, "TIMESTAMPDIFF(<ANY>, <DATETIME>, <DATETIME>)", typeTimestampDiff,
     compileTimestampDiff},
    {"TIMESTAMPADD", 3, 3, "TIMESTAMPADD(<ANY>, <INTEGER>, <DATETIME>)", typeTimestampAdd,
     compileTimestampAdd},
    {"FROM_UNIXTIME", 1, 2, "FROM_UNIXTIME(<INTEGER_NUMERIC>)\nFROM_UNIXTIME(<INTEGER_NUMERIC>, <CHARACTER>)",
     typeFromUnixtime, compileFromUnixtime},
    {"UNIX_TIMESTAMP", 0, 2,
     "UNIX_TIMESTAMP()\nUNIX_TIMESTAMP(<CHARACTER>)\nUNIX_TIMESTAMP(<CHARACTER>, <CHARACTER>)",
     typeUnixTimestamp, compileUnixTimestamp, true, true},
    {"TO_DATE", 1, 2, "TO_DATE(<CHARACTER>)\nTO_DATE(<CHARACTER>, <CHARACTER>)", typeToDate,
     compileToDate},
    {"TO_TIMESTAMP_LTZ", 2, 2, "TO_TIMESTAMP_LTZ(<NUMERIC>, <INTEGER>)", typeToTimestampLtz,
     compileToTimestampLtz},
    {"CONVERT_TZ", 3, 3, "CONVERT_TZ(<CHARACTER>, <CHARACTER>, <CHARACTER>)", typeConvertTz,
     compileConvertTz},
    // FLOOR(x TO unit), CEIL(x TO unit): the binder picks these for a call with a unit; the
    // names cannot be written in SQL.
    {plan::kFloorToDef, 2, 2, "FLOOR(<DATETIME> TO <TIME_UNIT>)", typeRoundTo<true>, compileRoundTo<true>},
    {plan::kCeilToDef, 2, 2, "CEIL(<DATETIME> TO <TIME_UNIT>)", typeRoundTo<false>, compileRoundTo<false>},
    {"CURRENT_DATE", 0, 0, "CURRENT_DATE", typeCurrentDate, compileClock<Clock::Date>, true, true},
    {"CURRENT_TIME", 0, 0, "CURRENT_TIME", typeCurrentTime, compileClock<Clock::Time>, true, true},
    {"LOCALTIME", 0, 0, "LOCALTIME", typeCurrentTime, compileClock<Clock::Time>, true, true},
    {"NOW", 0, 0, "NOW()", typeNow, compileClock<Clock::Instant>, true, true},
    {"CURRENT_ROW_TIMESTAMP", 0, 0, "CURRENT_ROW_TIMESTAMP()", typeNow,
     compileClock<Clock::Instant>, true, true},
};

} // namespace
} // namespace sluice::functions

std::span<const sluice::plan::ScalarFunctionDef> sluice::plan::temporalFunctionDefs()
{
    return functions::kDefs;
}
