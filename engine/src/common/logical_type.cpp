#include "common/logical_type.h"

#include <sluice/sql_tokens.h>
#include <sluice/text.h>

#include <algorithm>
#include <cassert>
#include <set>

namespace sluice {

struct LogicalType::Nested {
    std::vector<LogicalType> children; // ARRAY: {element}; MAP: {key, value}
    std::vector<RowField> fields;      // ROW
};

namespace {

constexpr int kMinTimestampPrecision = 0;
constexpr int kMaxYearPrecision = 4;
constexpr int kMaxDayPrecision = 6;

const char *rootName(LogicalTypeRoot root)
{
    switch (root) {
    case LogicalTypeRoot::Null: return "NULL";
    case LogicalTypeRoot::Boolean: return "BOOLEAN";
    case LogicalTypeRoot::TinyInt: return "TINYINT";
    case LogicalTypeRoot::SmallInt: return "SMALLINT";
    case LogicalTypeRoot::Integer: return "INT";
    case LogicalTypeRoot::BigInt: return "BIGINT";
    case LogicalTypeRoot::Float: return "FLOAT";
    case LogicalTypeRoot::Double: return "DOUBLE";
    case LogicalTypeRoot::Decimal: return "DECIMAL";
    case LogicalTypeRoot::Char: return "CHAR";
    case LogicalTypeRoot::VarChar: return "VARCHAR";
    case LogicalTypeRoot::Binary: return "BINARY";
    case LogicalTypeRoot::VarBinary: return "VARBINARY";
    case LogicalTypeRoot::Date: return "DATE";
    case LogicalTypeRoot::Time: return "TIME";
    case LogicalTypeRoot::Timestamp: return "TIMESTAMP";
    case LogicalTypeRoot::TimestampLtz: return "TIMESTAMP_LTZ";
    case LogicalTypeRoot::IntervalYearMonth: return "INTERVAL";
    case LogicalTypeRoot::IntervalDayTime: return "INTERVAL";
    case LogicalTypeRoot::Array: return "ARRAY";
    case LogicalTypeRoot::Map: return "MAP";
    case LogicalTypeRoot::Multiset: return "MULTISET";
    case LogicalTypeRoot::Row: return "ROW";
    }
    return "?";
}

bool hasLength(LogicalTypeRoot r)
{
    return r == LogicalTypeRoot::Char || r == LogicalTypeRoot::VarChar ||
           r == LogicalTypeRoot::Binary || r == LogicalTypeRoot::VarBinary;
}

bool hasPrecision(LogicalTypeRoot r)
{
    return r == LogicalTypeRoot::Decimal || r == LogicalTypeRoot::Time ||
           r == LogicalTypeRoot::Timestamp || r == LogicalTypeRoot::TimestampLtz ||
           r == LogicalTypeRoot::IntervalYearMonth || r == LogicalTypeRoot::IntervalDayTime;
}

Text rangeMessage(Text what, int lo, long long hi)
{
    return sluice::Engine::tr("%1 must be between %2 and %3 (both inclusive).")
        .arg(std::move(what))
        .arg(lo)
        .arg(hi);
}

// Flink's LogicalTypeChecks.getPrecision for numeric roots (integers as their decimal digits).
int numericPrecision(const LogicalType &t)
{
    switch (t.root()) {
    case LogicalTypeRoot::TinyInt: return 3;
    case LogicalTypeRoot::SmallInt: return 5;
    case LogicalTypeRoot::Integer: return 10;
    case LogicalTypeRoot::BigInt: return 19;
    case LogicalTypeRoot::Float: return 7;
    case LogicalTypeRoot::Double: return 15;
    case LogicalTypeRoot::Decimal: return t.precision();
    default: return 0;
    }
}

std::string escapeSingleQuotes(const std::string &s)
{
    std::string out;
    for (char c : s) {
        out += c;
        if (c == '\'')
            out += '\'';
    }
    return out;
}

} // namespace

std::size_t packedWidth(PhysicalType type)
{
    switch (type) {
    case PhysicalType::Timestamp: return 12;
    case PhysicalType::None:
    case PhysicalType::Bytes: return 0;
    default: return physicalWidth(type);
    }
}

std::size_t physicalWidth(PhysicalType type)
{
    switch (type) {
    case PhysicalType::None: return 0;
    case PhysicalType::Bool: return 1;
    case PhysicalType::Int8: return 1;
    case PhysicalType::Int16: return 2;
    case PhysicalType::Int32: return 4;
    case PhysicalType::Int64: return 8;
    case PhysicalType::Float32: return 4;
    case PhysicalType::Float64: return 8;
    case PhysicalType::Decimal128: return sizeof(Decimal128);
    case PhysicalType::Timestamp: return sizeof(TimestampValue);
    case PhysicalType::Bytes: return sizeof(std::string_view);
    }
    return 0;
}

// --- Construction ------------------------------------------------------------------------------

LogicalType::LogicalType() = default;

LogicalType LogicalType::nullType()
{
    return {};
}
LogicalType LogicalType::boolean(bool nullable)
{
    return {LogicalTypeRoot::Boolean, nullable};
}
LogicalType LogicalType::tinyInt(bool nullable)
{
    return {LogicalTypeRoot::TinyInt, nullable};
}
LogicalType LogicalType::smallInt(bool nullable)
{
    return {LogicalTypeRoot::SmallInt, nullable};
}
LogicalType LogicalType::integer(bool nullable)
{
    return {LogicalTypeRoot::Integer, nullable};
}
LogicalType LogicalType::bigInt(bool nullable)
{
    return {LogicalTypeRoot::BigInt, nullable};
}
LogicalType LogicalType::floatType(bool nullable)
{
    return {LogicalTypeRoot::Float, nullable};
}
LogicalType LogicalType::doubleType(bool nullable)
{
    return {LogicalTypeRoot::Double, nullable};
}
LogicalType LogicalType::date(bool nullable)
{
    return {LogicalTypeRoot::Date, nullable};
}

LogicalType LogicalType::decimal(int precision, int scale, bool nullable)
{
    LogicalType t(LogicalTypeRoot::Decimal, nullable);
    t.m_length = precision;
    t.m_scale = scale;
    return t;
}

LogicalType LogicalType::charType(int length, bool nullable)
{
    LogicalType t(LogicalTypeRoot::Char, nullable);
    t.m_length = length;
    return t;
}

LogicalType LogicalType::varChar(int length, bool nullable)
{
    LogicalType t(LogicalTypeRoot::VarChar, nullable);
    t.m_length = length;
    return t;
}

LogicalType LogicalType::string(bool nullable)
{
    return varChar(kMaxLength, nullable);
}

LogicalType LogicalType::binary(int length, bool nullable)
{
    LogicalType t(LogicalTypeRoot::Binary, nullable);
    t.m_length = length;
    return t;
}

LogicalType LogicalType::varBinary(int length, bool nullable)
{
    LogicalType t(LogicalTypeRoot::VarBinary, nullable);
    t.m_length = length;
    return t;
}

LogicalType LogicalType::bytes(bool nullable)
{
    return varBinary(kMaxLength, nullable);
}

LogicalType LogicalType::time(int precision, bool nullable)
{
    LogicalType t(LogicalTypeRoot::Time, nullable);
    t.m_length = precision;
    return t;
}

LogicalType LogicalType::timestamp(int precision, bool nullable)
{
    LogicalType t(LogicalTypeRoot::Timestamp, nullable);
    t.m_length = precision;
    return t;
}

LogicalType LogicalType::timestampLtz(int precision, bool nullable)
{
    LogicalType t(LogicalTypeRoot::TimestampLtz, nullable);
    t.m_length = precision;
    return t;
}

LogicalType LogicalType::intervalYearMonth(YearMonthResolution resolution, int yearPrecision,
                                           bool nullable)
{
    LogicalType t(LogicalTypeRoot::IntervalYearMonth, nullable);
    t.m_resolution = static_cast<std::uint8_t>(resolution);
    t.m_length = yearPrecision;
    return t;
}

LogicalType LogicalType::intervalDayTime(DayTimeResolution resolution, int dayPrecision,
                                         int fractionalPrecision, bool nullable)
{
    LogicalType t(LogicalTypeRoot::IntervalDayTime, nullable);
    t.m_resolution = static_cast<std::uint8_t>(resolution);
    t.m_length = dayPrecision;
    t.m_scale = fractionalPrecision;
    return t;
}

LogicalType LogicalType::array(LogicalType element, bool nullable)
{
    LogicalType t(LogicalTypeRoot::Array, nullable);
    auto nested = std::make_shared<Nested>();
    nested->children.push_back(std::move(element));
    t.m_nested = std::move(nested);
    return t;
}

LogicalType LogicalType::map(LogicalType key, LogicalType value, bool nullable)
{
    LogicalType t(LogicalTypeRoot::Map, nullable);
    auto nested = std::make_shared<Nested>();
    nested->children.push_back(std::move(key));
    nested->children.push_back(std::move(value));
    t.m_nested = std::move(nested);
    return t;
}

LogicalType LogicalType::multiset(LogicalType element, bool nullable)
{
    LogicalType t(LogicalTypeRoot::Multiset, nullable);
    auto nested = std::make_shared<Nested>();
    nested->children.push_back(std::move(element));
    nested->children.push_back(LogicalType::integer(false));
    t.m_nested = std::move(nested);
    return t;
}

LogicalType LogicalType::row(std::vector<RowField> fields, bool nullable)
{
    LogicalType t(LogicalTypeRoot::Row, nullable);
    auto nested = std::make_shared<Nested>();
    nested->fields = std::move(fields);
    t.m_nested = std::move(nested);
    return t;
}

// --- Accessors ---------------------------------------------------------------------------------

LogicalType LogicalType::withNullability(bool nullable) const
{
    LogicalType t = *this;
    t.m_nullable = m_root == LogicalTypeRoot::Null ? true : nullable;
    return t;
}

int LogicalType::length() const
{
    return hasLength(m_root) ? m_length : 0;
}
int LogicalType::precision() const
{
    return hasPrecision(m_root) ? m_length : 0;
}
int LogicalType::scale() const
{
    return m_root == LogicalTypeRoot::Decimal ? m_scale : 0;
}

int LogicalType::fractionalPrecision() const
{
    return m_root == LogicalTypeRoot::IntervalDayTime ? m_scale : 0;
}

YearMonthResolution LogicalType::yearMonthResolution() const
{
    return static_cast<YearMonthResolution>(m_resolution);
}

DayTimeResolution LogicalType::dayTimeResolution() const
{
    return static_cast<DayTimeResolution>(m_resolution);
}

LogicalType LogicalType::withTimeAttribute(TimeAttribute attribute) const
{
    LogicalType t = *this;
    if (m_root == LogicalTypeRoot::Timestamp || m_root == LogicalTypeRoot::TimestampLtz)
        t.m_timeAttribute = attribute;
    return t;
}

const LogicalType &LogicalType::elementType() const
{
    assert((m_root == LogicalTypeRoot::Array || m_root == LogicalTypeRoot::Multiset) && m_nested);
    return m_nested->children[0];
}

const LogicalType &LogicalType::keyType() const
{
    assert(isMapLike(*this) && m_nested);
    return m_nested->children[0];
}

const LogicalType &LogicalType::valueType() const
{
    assert(isMapLike(*this) && m_nested);
    return m_nested->children[1];
}

std::span<const RowField> LogicalType::fields() const
{
    if (m_root != LogicalTypeRoot::Row || !m_nested)
        return {};
    return m_nested->fields;
}

std::vector<LogicalType> LogicalType::children() const
{
    if (!m_nested)
        return {};
    if (m_root == LogicalTypeRoot::Row) {
        std::vector<LogicalType> out;
        out.reserve(m_nested->fields.size());
        for (const RowField &f : m_nested->fields)
            out.push_back(f.type);
        return out;
    }
    if (m_root == LogicalTypeRoot::Multiset)
        return {m_nested->children[0]};
    return m_nested->children;
}

PhysicalType LogicalType::physicalType() const
{
    switch (m_root) {
    case LogicalTypeRoot::Null: return PhysicalType::None;
    case LogicalTypeRoot::Boolean: return PhysicalType::Bool;
    case LogicalTypeRoot::TinyInt: return PhysicalType::Int8;
    case LogicalTypeRoot::SmallInt: return PhysicalType::Int16;
    case LogicalTypeRoot::Integer:
    case LogicalTypeRoot::Date:
    case LogicalTypeRoot::Time:
    case LogicalTypeRoot::IntervalYearMonth: return PhysicalType::Int32;
    case LogicalTypeRoot::BigInt:
    case LogicalTypeRoot::IntervalDayTime: return PhysicalType::Int64;
    case LogicalTypeRoot::Float: return PhysicalType::Float32;
    case LogicalTypeRoot::Double: return PhysicalType::Float64;
    case LogicalTypeRoot::Decimal: return PhysicalType::Decimal128;
    case LogicalTypeRoot::Timestamp:
    case LogicalTypeRoot::TimestampLtz: return PhysicalType::Timestamp;
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar:
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary:
    case LogicalTypeRoot::Array:
    case LogicalTypeRoot::Map:
    case LogicalTypeRoot::Multiset:
    case LogicalTypeRoot::Row: return PhysicalType::Bytes;
    }
    return PhysicalType::None;
}

// --- Validation --------------------------------------------------------------------------------

Status LogicalType::validate() const
{
    switch (m_root) {
    case LogicalTypeRoot::Decimal:
        if (m_length < 1 || m_length > kMaxDecimalPrecision)
            return Status::invalidArgument(
                rangeMessage(sluice::Engine::tr("Decimal precision"), 1, kMaxDecimalPrecision));
        if (m_scale < 0 || m_scale > m_length)
            return Status::invalidArgument(
                sluice::Engine::tr("Decimal scale must be between 0 and the precision %1 (both inclusive).")
                    .arg(m_length));
        break;
    case LogicalTypeRoot::Char:
        if (m_length < 1)
            return Status::invalidArgument(rangeMessage(sluice::Engine::tr("Character string length"), 1, kMaxLength));
        break;
    case LogicalTypeRoot::VarChar:
        if (m_length < 1)
            return Status::invalidArgument(
                rangeMessage(sluice::Engine::tr("Variable character string length"), 1, kMaxLength));
        break;
    case LogicalTypeRoot::Binary:
        if (m_length < 1)
            return Status::invalidArgument(rangeMessage(sluice::Engine::tr("Binary string length"), 1, kMaxLength));
        break;
    case LogicalTypeRoot::VarBinary:
        if (m_length < 1)
            return Status::invalidArgument(
                rangeMessage(sluice::Engine::tr("Variable binary string length"), 1, kMaxLength));
        break;
    case LogicalTypeRoot::Time:
        if (m_length < 0 || m_length > kMaxTimePrecision)
            return Status::invalidArgument(rangeMessage(sluice::Engine::tr("Time precision"), 0, kMaxTimePrecision));
        break;
    case LogicalTypeRoot::Timestamp:
        if (m_length < kMinTimestampPrecision || m_length > kMaxTimePrecision)
            return Status::invalidArgument(
                rangeMessage(sluice::Engine::tr("Timestamp precision"), 0, kMaxTimePrecision));
        break;
    case LogicalTypeRoot::TimestampLtz:
        if (m_length < kMinTimestampPrecision || m_length > kMaxTimePrecision)
            return Status::invalidArgument(
                rangeMessage(sluice::Engine::tr("Timestamp with local time zone precision"), 0, kMaxTimePrecision));
        break;
    case LogicalTypeRoot::IntervalYearMonth:
        if (m_length < 1 || m_length > kMaxYearPrecision)
            return Status::invalidArgument(
                rangeMessage(sluice::Engine::tr("Year precision of year-month intervals"), 1, kMaxYearPrecision));
        break;
    case LogicalTypeRoot::IntervalDayTime:
        if (m_length < 1 || m_length > kMaxDayPrecision)
            return Status::invalidArgument(
                rangeMessage(sluice::Engine::tr("Day precision of day-time intervals"), 1, kMaxDayPrecision));
        if (m_scale < 0 || m_scale > kMaxTimePrecision)
            return Status::invalidArgument(
                rangeMessage(sluice::Engine::tr("Fractional precision of day-time intervals"), 0, kMaxTimePrecision));
        break;
    case LogicalTypeRoot::Array:
    case LogicalTypeRoot::Map:
    case LogicalTypeRoot::Multiset:
        for (const LogicalType &c : m_nested->children)
            if (Status s = c.validate(); !s)
                return s;
        break;
    case LogicalTypeRoot::Row: {
        std::set<std::string> seen;
        for (const RowField &f : m_nested->fields) {
            if (f.name.find_first_not_of(" \t\r\n") == std::string::npos)
                return Status::invalidArgument(
                    sluice::Engine::tr("Field names must contain at least one non-whitespace character."));
            if (!seen.insert(f.name).second)
                return Status::invalidArgument(
                    sluice::Engine::tr("Field names must be unique. Found duplicates: [%1]").arg(f.name));
            if (Status s = f.type.validate(); !s)
                return s;
        }
        break;
    }
    default: break;
    }
    return Status::ok();
}

// --- Printing ----------------------------------------------------------------------------------

static std::string intervalString(const LogicalType &t)
{
    const std::string p = std::to_string(t.precision());
    if (t.root() == LogicalTypeRoot::IntervalYearMonth) {
        switch (t.yearMonthResolution()) {
        case YearMonthResolution::Year: return "INTERVAL YEAR(" + p + ")";
        case YearMonthResolution::YearToMonth: return "INTERVAL YEAR(" + p + ") TO MONTH";
        case YearMonthResolution::Month: return "INTERVAL MONTH";
        }
    }
    const std::string f = std::to_string(t.fractionalPrecision());
    switch (t.dayTimeResolution()) {
    case DayTimeResolution::Day: return "INTERVAL DAY(" + p + ")";
    case DayTimeResolution::DayToHour: return "INTERVAL DAY(" + p + ") TO HOUR";
    case DayTimeResolution::DayToMinute: return "INTERVAL DAY(" + p + ") TO MINUTE";
    case DayTimeResolution::DayToSecond: return "INTERVAL DAY(" + p + ") TO SECOND(" + f + ")";
    case DayTimeResolution::Hour: return "INTERVAL HOUR";
    case DayTimeResolution::HourToMinute: return "INTERVAL HOUR TO MINUTE";
    case DayTimeResolution::HourToSecond: return "INTERVAL HOUR TO SECOND(" + f + ")";
    case DayTimeResolution::Minute: return "INTERVAL MINUTE";
    case DayTimeResolution::MinuteToSecond: return "INTERVAL MINUTE TO SECOND(" + f + ")";
    case DayTimeResolution::Second: return "INTERVAL SECOND(" + f + ")";
    }
    return "INTERVAL";
}

std::string LogicalType::toString() const
{
    std::string s;
    switch (m_root) {
    case LogicalTypeRoot::Decimal:
        s = "DECIMAL(" + std::to_string(m_length) + ", " + std::to_string(m_scale) + ")";
        break;
    case LogicalTypeRoot::VarChar:
        s = m_length == kMaxLength ? "STRING" : "VARCHAR(" + std::to_string(m_length) + ")";
        break;
    case LogicalTypeRoot::VarBinary:
        s = m_length == kMaxLength ? "BYTES" : "VARBINARY(" + std::to_string(m_length) + ")";
        break;
    case LogicalTypeRoot::Time:
        // Flink's planner keeps a TIME's precision (up to 3) for its casts but names every TIME
        // type TIME(0) ("for consistency with the old planner", FlinkTypeFactory).
        s = "TIME(0)";
        break;
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::Timestamp:
    case LogicalTypeRoot::TimestampLtz:
        s = std::string(rootName(m_root)) + "(" + std::to_string(m_length) + ")";
        break;
    case LogicalTypeRoot::IntervalYearMonth:
    case LogicalTypeRoot::IntervalDayTime: s = intervalString(*this); break;
    case LogicalTypeRoot::Array: s = "ARRAY<" + elementType().toString() + ">"; break;
    case LogicalTypeRoot::Map:
        s = "MAP<" + keyType().toString() + ", " + valueType().toString() + ">";
        break;
    case LogicalTypeRoot::Multiset: s = "MULTISET<" + elementType().toString() + ">"; break;
    case LogicalTypeRoot::Row: {
        s = "ROW<";
        bool first = true;
        for (const RowField &f : m_nested->fields) {
            if (!first)
                s += ", ";
            first = false;
            s += backQuoted(f.name) + " " + f.type.toString();
            if (!f.description.empty())
                s += " '" + escapeSingleQuotes(f.description) + "'";
        }
        s += ">";
        break;
    }
    default: s = rootName(m_root); break;
    }
    if (!m_nullable)
        s += " NOT NULL";
    if (m_timeAttribute == TimeAttribute::Rowtime)
        s += " *ROWTIME*";
    else if (m_timeAttribute == TimeAttribute::Proctime)
        s += " *PROCTIME*";
    return s;
}

// --- Equality ----------------------------------------------------------------------------------

static bool equalImpl(const LogicalType &a, const LogicalType &b, bool ignoreNullability)
{
    if (a.root() != b.root())
        return false;
    if (!ignoreNullability && a.isNullable() != b.isNullable())
        return false;
    if (a.length() != b.length() || a.precision() != b.precision() || a.scale() != b.scale() ||
        a.fractionalPrecision() != b.fractionalPrecision())
        return false;
    if (a.root() == LogicalTypeRoot::IntervalYearMonth &&
        a.yearMonthResolution() != b.yearMonthResolution())
        return false;
    if (a.root() == LogicalTypeRoot::IntervalDayTime &&
        a.dayTimeResolution() != b.dayTimeResolution())
        return false;
    if (a.root() == LogicalTypeRoot::Row) {
        auto fa = a.fields();
        auto fb = b.fields();
        if (fa.size() != fb.size())
            return false;
        for (std::size_t i = 0; i < fa.size(); ++i) {
            if (fa[i].name != fb[i].name || fa[i].description != fb[i].description ||
                !equalImpl(fa[i].type, fb[i].type, ignoreNullability))
                return false;
        }
        return true;
    }
    if (a.root() == LogicalTypeRoot::Array || a.root() == LogicalTypeRoot::Multiset)
        return equalImpl(a.elementType(), b.elementType(), ignoreNullability);
    if (a.root() == LogicalTypeRoot::Map)
        return equalImpl(a.keyType(), b.keyType(), ignoreNullability) &&
               equalImpl(a.valueType(), b.valueType(), ignoreNullability);
    return true;
}

bool operator==(const LogicalType &a, const LogicalType &b)
{
    return equalImpl(a, b, false);
}

bool LogicalType::equalsIgnoringNullability(const LogicalType &other) const
{
    return equalImpl(*this, other, true);
}

// --- Families ----------------------------------------------------------------------------------

bool isIntegerNumeric(const LogicalType &t)
{
    switch (t.root()) {
    case LogicalTypeRoot::TinyInt:
    case LogicalTypeRoot::SmallInt:
    case LogicalTypeRoot::Integer:
    case LogicalTypeRoot::BigInt: return true;
    default: return false;
    }
}

bool isExactNumeric(const LogicalType &t)
{
    return isIntegerNumeric(t) || t.root() == LogicalTypeRoot::Decimal;
}

bool isApproximateNumeric(const LogicalType &t)
{
    return t.root() == LogicalTypeRoot::Float || t.root() == LogicalTypeRoot::Double;
}

bool isNumeric(const LogicalType &t)
{
    return isExactNumeric(t) || isApproximateNumeric(t);
}

bool isString(const LogicalType &t)
{
    return t.root() == LogicalTypeRoot::Char || t.root() == LogicalTypeRoot::VarChar;
}

bool isBinaryString(const LogicalType &t)
{
    return t.root() == LogicalTypeRoot::Binary || t.root() == LogicalTypeRoot::VarBinary;
}

bool isTimestamp(const LogicalType &t)
{
    return t.root() == LogicalTypeRoot::Timestamp || t.root() == LogicalTypeRoot::TimestampLtz;
}

bool isTemporal(const LogicalType &t)
{
    return isTimestamp(t) || t.root() == LogicalTypeRoot::Date || t.root() == LogicalTypeRoot::Time;
}

bool isInterval(const LogicalType &t)
{
    return t.root() == LogicalTypeRoot::IntervalYearMonth ||
           t.root() == LogicalTypeRoot::IntervalDayTime;
}

bool isConstructed(const LogicalType &t)
{
    return t.root() == LogicalTypeRoot::Array || isMapLike(t) || t.root() == LogicalTypeRoot::Row;
}

bool isMapLike(const LogicalType &t)
{
    return t.root() == LogicalTypeRoot::Map || t.root() == LogicalTypeRoot::Multiset;
}

bool isComparable(const LogicalType &t)
{
    return isNumeric(t) || isString(t) || isBinaryString(t) || isTemporal(t) || isInterval(t) ||
           t.root() == LogicalTypeRoot::Boolean;
}

LogicalType integerAsDecimal(const LogicalType &t)
{
    assert(isIntegerNumeric(t));
    return LogicalType::decimal(numericPrecision(t), 0, t.isNullable());
}

} // namespace sluice
