// Type merging and casting rules of logical_type.h, after Flink's LogicalTypeMerging and
// LogicalTypeCasts (flink-table-common) and the Calcite return-type rules the planner applies to
// arithmetic.

#include "common/logical_type.h"

#include <sluice/text.h>

#include <algorithm>
#include <initializer_list>

namespace sluice {

namespace {

using R = LogicalTypeRoot;

constexpr int kMinimumAdjustedScaleForMerging = 6; // LogicalTypeMerging.MINIMUM_ADJUSTED_SCALE

bool in(R r, std::initializer_list<R> set)
{
    return std::find(set.begin(), set.end(), r) != set.end();
}

int numericDigits(const LogicalType &t)
{
    switch (t.root()) {
    case R::TinyInt: return 3;
    case R::SmallInt: return 5;
    case R::Integer: return 10;
    case R::BigInt: return 19;
    case R::Float: return 7;
    case R::Double: return 15;
    case R::Decimal: return t.precision();
    default: return 0;
    }
}

LogicalType asDecimal(const LogicalType &t)
{
    return t.root() == R::Decimal ? t : integerAsDecimal(t);
}

bool isTimeFamily(const LogicalType &t)
{
    return t.root() == R::Time;
}

LogicalType copyNullable(const LogicalType &t)
{
    return t.asNullable();
}

// Interval resolution boundaries, as LogicalTypeMerging's RES_TO_BOUNDARIES maps. Units are ordered
// DAY < HOUR < MINUTE < SECOND and YEAR < MONTH.
std::pair<int, int> dayTimeBounds(DayTimeResolution r)
{
    switch (r) {
    case DayTimeResolution::Day: return {0, 0};
    case DayTimeResolution::DayToHour: return {0, 1};
    case DayTimeResolution::DayToMinute: return {0, 2};
    case DayTimeResolution::DayToSecond: return {0, 3};
    case DayTimeResolution::Hour: return {1, 1};
    case DayTimeResolution::HourToMinute: return {1, 2};
    case DayTimeResolution::HourToSecond: return {1, 3};
    case DayTimeResolution::Minute: return {2, 2};
    case DayTimeResolution::MinuteToSecond: return {2, 3};
    case DayTimeResolution::Second: return {3, 3};
    }
    return {0, 3};
}

DayTimeResolution dayTimeFromBounds(int start, int end)
{
    static constexpr DayTimeResolution kTable[4][4] = {
        {DayTimeResolution::Day, DayTimeResolution::DayToHour, DayTimeResolution::DayToMinute,
         DayTimeResolution::DayToSecond},
        {DayTimeResolution::DayToHour, DayTimeResolution::Hour, DayTimeResolution::HourToMinute,
         DayTimeResolution::HourToSecond},
        {DayTimeResolution::DayToMinute, DayTimeResolution::HourToMinute, DayTimeResolution::Minute,
         DayTimeResolution::MinuteToSecond},
        {DayTimeResolution::DayToSecond, DayTimeResolution::HourToSecond,
         DayTimeResolution::MinuteToSecond, DayTimeResolution::Second},
    };
    return kTable[start][end];
}

std::pair<int, int> yearMonthBounds(YearMonthResolution r)
{
    switch (r) {
    case YearMonthResolution::Year: return {0, 0};
    case YearMonthResolution::YearToMonth: return {0, 1};
    case YearMonthResolution::Month: return {1, 1};
    }
    return {0, 1};
}

YearMonthResolution yearMonthFromBounds(int start, int end)
{
    if (start == end)
        return start == 0 ? YearMonthResolution::Year : YearMonthResolution::Month;
    return YearMonthResolution::YearToMonth;
}

bool isSingleFieldInterval(const LogicalType &t)
{
    if (t.root() == R::IntervalYearMonth)
        return t.yearMonthResolution() != YearMonthResolution::YearToMonth;
    auto [s, e] = dayTimeBounds(t.dayTimeResolution());
    return s == e;
}

LogicalType commonExactNumeric(const LogicalType &result, const LogicalType &type)
{
    if (type == result)
        return result;
    if (result.root() != R::Decimal && type.root() != R::Decimal)
        return numericDigits(type) > numericDigits(result) ? type : result;
    const int p1 = numericDigits(result), p2 = numericDigits(type);
    const int s1 = result.scale(), s2 = type.scale();
    int d = std::min(std::max(p1 - s1, p2 - s2), LogicalType::kMaxDecimalPrecision);
    int s = std::min(std::max(s1, s2), LogicalType::kMaxDecimalPrecision - d);
    return LogicalType::decimal(d + s, s);
}

bool similar(const LogicalType &a, const LogicalType &b)
{
    if (isString(a) && isString(b))
        return true;
    if (isBinaryString(a) && isBinaryString(b))
        return true;
    if (isNumeric(a) && isNumeric(b))
        return true;
    if (isTimestamp(a) && isTimestamp(b))
        return true;
    return a.root() == b.root();
}

LogicalType stringType(R root, int length)
{
    switch (root) {
    case R::Char: return LogicalType::charType(length);
    case R::VarChar: return LogicalType::varChar(length);
    case R::Binary: return LogicalType::binary(length);
    default: return LogicalType::varBinary(length);
    }
}

std::optional<LogicalType> findCommonChildren(std::span<const LogicalType> types);

// LogicalTypeMerging.findCommonNullableType over types already made nullable. `failed` is set when
// the types are incompatible; std::nullopt without `failed` means only NULL types were seen.
std::optional<LogicalType> commonNullable(std::span<const LogicalType> types, bool &failed)
{
    std::optional<LogicalType> result;
    for (const LogicalType &type : types) {
        if (type.root() == R::Null)
            continue;
        if (!result)
            result = type;
        // Special patterns: DATETIME with INTERVAL, TIMESTAMP/DATE with EXACT_NUMERIC.
        if (isTemporal(*result) && isInterval(type))
            continue;
        if (isInterval(*result) && isTemporal(type)) {
            result = type;
            continue;
        }
        if ((isTimestamp(*result) || result->root() == R::Date) && isExactNumeric(type))
            continue;
        if (isExactNumeric(*result) && (isTimestamp(type) || type.root() == R::Date)) {
            result = type;
            continue;
        }
        if (isConstructed(type)) {
            auto common = findCommonChildren(types);
            if (!common)
                failed = true;
            return common;
        }
        if (!similar(*result, type)) {
            failed = true;
            return std::nullopt;
        }
        if (isString(type) || isBinaryString(type)) {
            const int length = std::max(result->length(), type.length());
            if (result->root() == R::VarChar || result->root() == R::VarBinary)
                result = stringType(result->root(), length);
            else if (result->length() != type.length())
                result = stringType(result->root() == R::Char ? R::VarChar : R::VarBinary, length);
            else
                result = stringType(type.root(), length);
        } else if (isExactNumeric(type)) {
            if (isExactNumeric(*result))
                result = commonExactNumeric(*result, type);
            else if (isApproximateNumeric(*result)) {
                if (type.root() == R::Decimal)
                    result = LogicalType::doubleType();
            } else {
                failed = true;
                return std::nullopt;
            }
        } else if (isApproximateNumeric(type)) {
            if (isApproximateNumeric(*result))
                result = (result->root() == R::Double || type.root() == R::Double)
                             ? LogicalType::doubleType()
                             : *result;
            else if (isExactNumeric(*result))
                result = type.root() == R::Decimal || result->root() == R::Decimal
                             ? LogicalType::doubleType()
                             : type;
            else {
                failed = true;
                return std::nullopt;
            }
        } else if (type.root() == R::Date) {
            result = LogicalType::date();
        } else if (isTimeFamily(type)) {
            result = LogicalType::time(std::max(result->precision(), type.precision()));
        } else if (isTimestamp(type)) {
            const int p = std::max(result->precision(), type.precision());
            if (result->equalsIgnoringNullability(type))
                continue;
            const bool ltz = type.root() == R::TimestampLtz || result->root() == R::TimestampLtz;
            result = ltz ? LogicalType::timestampLtz(p) : LogicalType::timestamp(p);
        } else if (type.root() == R::IntervalDayTime) {
            auto [s1, e1] = dayTimeBounds(result->dayTimeResolution());
            auto [s2, e2] = dayTimeBounds(type.dayTimeResolution());
            result = LogicalType::intervalDayTime(
                dayTimeFromBounds(std::min(s1, s2), std::max(e1, e2)),
                std::max(result->precision(), type.precision()),
                std::max(result->fractionalPrecision(), type.fractionalPrecision()));
        } else if (type.root() == R::IntervalYearMonth) {
            auto [s1, e1] = yearMonthBounds(result->yearMonthResolution());
            auto [s2, e2] = yearMonthBounds(type.yearMonthResolution());
            result = LogicalType::intervalYearMonth(
                yearMonthFromBounds(std::min(s1, s2), std::max(e1, e2)),
                std::max(result->precision(), type.precision()));
        } else {
            // BOOLEAN and others: left to the castable search.
            return std::nullopt;
        }
    }
    return result;
}

std::optional<LogicalType> findCommonChildren(std::span<const LogicalType> types)
{
    const LogicalType &first = types.front();
    const std::vector<LogicalType> firstChildren = first.children();
    for (const LogicalType &t : types) {
        if (t.root() != first.root() || t.children().size() != firstChildren.size())
            return std::nullopt;
    }
    std::vector<LogicalType> common;
    for (std::size_t i = 0; i < firstChildren.size(); ++i) {
        std::vector<LogicalType> column;
        for (const LogicalType &t : types)
            column.push_back(t.children()[i]);
        auto c = commonType(column);
        if (!c)
            return std::nullopt;
        common.push_back(*c);
    }
    switch (first.root()) {
    case R::Array: return LogicalType::array(common[0]);
    case R::Map: return LogicalType::map(common[0], common[1]);
    case R::Multiset: return LogicalType::multiset(common[0]);
    default: {
        std::vector<RowField> fields;
        auto original = first.fields();
        for (std::size_t i = 0; i < common.size(); ++i)
            fields.push_back({original[i].name, common[i], original[i].description});
        return LogicalType::row(std::move(fields));
    }
    }
}

// The roots `target` accepts implicitly or explicitly (LogicalTypeCasts' rule table).
bool castRule(R source, R target, bool explicitCast)
{
    if (source == target)
        return true;
    const bool numeric = in(
        source, {R::TinyInt, R::SmallInt, R::Integer, R::BigInt, R::Float, R::Double, R::Decimal});
    const bool charString = in(source, {R::Char, R::VarChar});
    const bool binString = in(source, {R::Binary, R::VarBinary});
    const bool interval = in(source, {R::IntervalYearMonth, R::IntervalDayTime});
    const bool timestamp = in(source, {R::Timestamp, R::TimestampLtz});
    const bool datetime = timestamp || in(source, {R::Date, R::Time});
    const bool exact = in(source, {R::TinyInt, R::SmallInt, R::Integer, R::BigInt, R::Decimal});
    const bool predefined = !in(source, {R::Array, R::Map, R::Multiset, R::Row, R::Null});
    const bool fromBoolOrTs = in(source, {R::Boolean, R::Timestamp, R::TimestampLtz});
    switch (target) {
    case R::Char: return explicitCast && predefined;
    case R::VarChar: return charString || (explicitCast && predefined);
    case R::Boolean: return explicitCast && (charString || numeric);
    case R::Binary: return explicitCast && (charString || source == R::VarBinary);
    case R::VarBinary: return binString || (explicitCast && charString);
    case R::Decimal: return numeric || (explicitCast && (charString || interval || fromBoolOrTs));
    case R::TinyInt:
    case R::SmallInt:
    case R::Integer:
    case R::BigInt: {
        const bool implicit = in(source, {R::TinyInt, R::SmallInt, R::Integer, R::BigInt}) &&
                              static_cast<int>(source) <= static_cast<int>(target);
        return implicit || (explicitCast && (numeric || charString || interval || fromBoolOrTs));
    }
    case R::Float:
        return in(source, {R::TinyInt, R::SmallInt, R::Integer, R::BigInt, R::Decimal}) ||
               (explicitCast && (numeric || charString || fromBoolOrTs));
    case R::Double: return numeric || (explicitCast && (charString || fromBoolOrTs));
    case R::Date:
        return source == R::Timestamp || (explicitCast && (timestamp || charString || binString));
    case R::Time:
        return source == R::Timestamp ||
               (explicitCast && (source == R::Time || timestamp || charString || binString));
    case R::Timestamp:
    case R::TimestampLtz:
        return timestamp || (explicitCast && (datetime || charString || binString || numeric));
    case R::IntervalYearMonth:
    case R::IntervalDayTime: return explicitCast && (exact || charString);
    default: return false;
    }
}

bool supportsCasting(const LogicalType &source, const LogicalType &target, bool explicitCast)
{
    if (source.isNullable() && !target.isNullable() && !explicitCast)
        return false;
    if (source.equalsIgnoringNullability(target))
        return true;
    if (source.root() == R::Null)
        return true;
    if (isInterval(source) && isExactNumeric(target))
        return isSingleFieldInterval(source);
    if (isExactNumeric(source) && isInterval(target))
        return isSingleFieldInterval(target);
    if (isConstructed(source) && isString(target))
        return explicitCast; // Flink casts any constructed value to its string form explicitly
    if (isConstructed(source) || isConstructed(target)) {
        if (source.root() != target.root())
            return false;
        const auto sc = source.children();
        const auto tc = target.children();
        if (sc.size() != tc.size())
            return false;
        for (std::size_t i = 0; i < sc.size(); ++i)
            if (!supportsCasting(sc[i], tc[i], explicitCast))
                return false;
        return true;
    }
    return castRule(source.root(), target.root(), explicitCast);
}

const char *opSymbol(ArithmeticOp op)
{
    switch (op) {
    case ArithmeticOp::Plus: return "+";
    case ArithmeticOp::Minus: return "-";
    case ArithmeticOp::Multiply: return "*";
    case ArithmeticOp::Divide: return "/";
    case ArithmeticOp::Modulo: return "%";
    }
    return "?";
}

} // namespace

LogicalType adjustedDecimal(int precision, int scale, bool nullable)
{
    if (precision <= LogicalType::kMaxDecimalPrecision)
        return LogicalType::decimal(precision, scale, nullable);
    const int digitPart = precision - scale;
    const int minScalePart = std::min(scale, kMinimumAdjustedScaleForMerging);
    const int adjustScale = std::max(LogicalType::kMaxDecimalPrecision - digitPart, minScalePart);
    return LogicalType::decimal(LogicalType::kMaxDecimalPrecision, adjustScale, nullable);
}

std::optional<LogicalType> commonType(std::span<const LogicalType> types)
{
    if (types.empty())
        return std::nullopt;
    bool anyNullable = false;
    std::vector<LogicalType> normalized;
    normalized.reserve(types.size());
    for (const LogicalType &t : types) {
        anyNullable = anyNullable || t.isNullable();
        normalized.push_back(copyNullable(t));
    }
    bool failed = false;
    std::optional<LogicalType> found = commonNullable(normalized, failed);
    if (!found && !failed) {
        bool onlyNull = std::all_of(normalized.begin(), normalized.end(),
                                    [](const LogicalType &t) { return t.root() == R::Null; });
        if (onlyNull)
            return std::nullopt; // NULL is reserved for untyped literals
        // findCommonCastableType
        LogicalType result = normalized.front();
        for (const LogicalType &t : normalized) {
            if (t.root() == R::Null)
                continue;
            if (result.root() == R::Null || supportsImplicitCast(result, t))
                result = t;
            else if (!supportsImplicitCast(t, result))
                return std::nullopt;
        }
        found = result;
    }
    if (!found || found->root() == R::Null)
        return std::nullopt;
    return found->withNullability(anyNullable);
}

std::optional<LogicalType> commonType(const LogicalType &a, const LogicalType &b)
{
    const LogicalType both[] = {a, b};
    return commonType(std::span<const LogicalType>(both));
}

Result<LogicalType> arithmeticResultType(ArithmeticOp op, const LogicalType &a,
                                         const LogicalType &b)
{
    const bool nullable = a.isNullable() || b.isNullable();
    auto fail = [&] {
        return Status::semanticError(
            sluice::Engine::tr("Cannot apply '%1' to arguments of type '%2' and '%3'")
                .arg(opSymbol(op))
                .arg(a.toString())
                .arg(b.toString()));
    };
    if (a.root() == R::Null || b.root() == R::Null) {
        const LogicalType &other = a.root() == R::Null ? b : a;
        if (other.root() == R::Null || isNumeric(other) || isTemporal(other) || isInterval(other))
            return other.asNullable();
        return fail();
    }
    if (isNumeric(a) && isNumeric(b)) {
        if (isApproximateNumeric(a) || isApproximateNumeric(b)) {
            const bool dbl = a.root() == R::Double || b.root() == R::Double ||
                             a.root() == R::Decimal || b.root() == R::Decimal;
            return dbl ? LogicalType::doubleType(nullable) : LogicalType::floatType(nullable);
        }
        if (a.root() != R::Decimal && b.root() != R::Decimal) {
            if (op == ArithmeticOp::Modulo) // Calcite's MOD returns the divisor's type
                return b.withNullability(nullable);
            return (numericDigits(b) > numericDigits(a) ? b : a).withNullability(nullable);
        }
        const LogicalType da = asDecimal(a), db = asDecimal(b);
        const int p1 = da.precision(), s1 = da.scale(), p2 = db.precision(), s2 = db.scale();
        switch (op) {
        case ArithmeticOp::Plus:
        case ArithmeticOp::Minus: {
            const int s = std::max(s1, s2);
            return adjustedDecimal(std::max(p1 - s1, p2 - s2) + s + 1, s, nullable);
        }
        case ArithmeticOp::Multiply: return adjustedDecimal(p1 + p2 + 1, s1 + s2, nullable);
        case ArithmeticOp::Divide: {
            const int s = std::max(6, s1 + p2 + 1);
            return adjustedDecimal(p1 - s1 + s2 + s, s, nullable);
        }
        case ArithmeticOp::Modulo: {
            const int s = std::max(s1, s2);
            return adjustedDecimal(std::min(p1 - s1, p2 - s2) + s, s, nullable);
        }
        }
    }
    const bool additive = op == ArithmeticOp::Plus || op == ArithmeticOp::Minus;
    if (additive && isTemporal(a) && isInterval(b))
        return a.withNullability(nullable);
    if (op == ArithmeticOp::Plus && isInterval(a) && isTemporal(b))
        return b.withNullability(nullable);
    if (additive && isInterval(a) && isInterval(b) && a.root() == b.root()) {
        auto c = commonType(a, b);
        if (c)
            return *c;
    }
    if ((op == ArithmeticOp::Multiply || op == ArithmeticOp::Divide) && isInterval(a) &&
        isNumeric(b))
        return a.withNullability(nullable);
    if (op == ArithmeticOp::Multiply && isNumeric(a) && isInterval(b))
        return b.withNullability(nullable);
    return fail();
}

std::optional<LogicalType> sumResultType(const LogicalType &t)
{
    if (!isNumeric(t))
        return std::nullopt;
    if (t.root() == R::Decimal)
        return LogicalType::decimal(LogicalType::kMaxDecimalPrecision, t.scale(), true);
    return t.asNullable();
}

std::optional<LogicalType> avgResultType(const LogicalType &t)
{
    if (!isNumeric(t))
        return std::nullopt;
    if (t.root() == R::Decimal) {
        // findDivisionDecimalType(38, s, 20, 0) = DECIMAL(38, max(6, s)) after adjustment.
        const int s = std::max(6, t.scale() + 20 + 1);
        return adjustedDecimal(LogicalType::kMaxDecimalPrecision - t.scale() + s, s, true);
    }
    return t.asNullable();
}

bool supportsImplicitCast(const LogicalType &from, const LogicalType &to)
{
    return supportsCasting(from, to, false);
}

bool supportsExplicitCast(const LogicalType &from, const LogicalType &to)
{
    return supportsCasting(from, to, true);
}

} // namespace sluice
