// CAST and TRY_CAST between the predefined types, following Flink's cast rules (1.15+, legacy
// cast behaviour off): a value that cannot be converted fails the job (TRY_CAST gives NULL); a
// DECIMAL that does not fit its precision is NULL; numbers narrow as Java casts do.

#include "common/value_format.h"
#include "exec/expr_decimal.h"
#include "exec/expr_node.h"
#include "exec/expr_string.h"
#include "exec/expr_time.h"

#include <sluice/text.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace sluice::exec::detail {
namespace {

using R = LogicalTypeRoot;

/// Fail: CAST fails the job, TRY_CAST gives NULL. Invalid: a value Flink builds and then fails
/// to read (a negative time of day), which fails TRY_CAST too.
enum class Outcome : std::uint8_t { Ok, Null, Fail, Invalid };

std::string_view trimWhitespace(std::string_view s)
{
    auto ws = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    };
    while (!s.empty() && ws(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && ws(s.back()))
        s.remove_suffix(1);
    return s;
}

// BinaryStringDataUtil.toLong: sign, digits, an optional fraction that is truncated.
bool parseIntegral(std::string_view s, std::int64_t min, std::int64_t max, std::int64_t &out)
{
    s = trimWhitespace(s);
    if (s.empty())
        return false;
    std::size_t i = 0;
    const bool negative = s[0] == '-';
    if (negative || s[0] == '+')
        ++i;
    if (i == s.size())
        return false;
    Int128 v = 0;
    bool digits = false;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '.')
            break;
        if (c < '0' || c > '9')
            return false;
        digits = true;
        v = v * 10 + (c - '0');
        if (v > Int128{max} + 1)
            return false;
    }
    if (i < s.size()) { // fraction: digits only
        for (++i; i < s.size(); ++i)
            if (s[i] < '0' || s[i] > '9')
                return false;
    }
    if (!digits)
        return false;
    if (negative)
        v = -v;
    if (v < min || v > max)
        return false;
    out = static_cast<std::int64_t>(v);
    return true;
}

bool parseDouble(std::string_view s, double &out)
{
    s = trimWhitespace(s);
    if (s.empty())
        return false;
    std::string text(s);
    if (text.back() == 'd' || text.back() == 'D' || text.back() == 'f' || text.back() == 'F')
        text.pop_back(); // Java's Double.parseDouble accepts a type suffix
    char *end = nullptr;
    out = std::strtod(text.c_str(), &end);
    return end == text.c_str() + text.size() && !text.empty();
}

// Java's (long) / (int) conversion of a double: truncation, saturation, NaN -> 0.
std::int64_t doubleToLong(double d)
{
    if (std::isnan(d))
        return 0;
    if (d >= 9223372036854775807.0)
        return std::numeric_limits<std::int64_t>::max();
    if (d <= -9223372036854775808.0)
        return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(d);
}
std::int32_t doubleToInt(double d)
{
    if (std::isnan(d))
        return 0;
    if (d >= 2147483647.0)
        return std::numeric_limits<std::int32_t>::max();
    if (d <= -2147483648.0)
        return std::numeric_limits<std::int32_t>::min();
    return static_cast<std::int32_t>(d);
}

/// A time of day (milliseconds) at a TIME precision below 3: the digits beyond it cut.
std::int32_t timeAtPrecision(std::int32_t millisOfDay, int precision)
{
    std::int32_t unit = 1;
    for (int k = precision; k < 3; ++k)
        unit *= 10;
    return millisOfDay - millisOfDay % unit;
}

/// Flink's DateTimeUtils.truncate: nothing when the nano-of-second has no more decimal digits
/// than the precision; else the epoch milliseconds (precision <= 3) or the nanos of the
/// millisecond cut toward zero, so a time before 1970 rounds up (23:59:59.999 of 1969-12-31 to
/// 1970-01-01 00:00:00 at precision 0).
TimestampValue truncateTimestamp(TimestampValue ts, int precision)
{
    const std::int64_t nanoOfSecond = floorMod(ts.millis, 1000) * 1'000'000 + ts.nanoOfMilli;
    int digits = 1;
    for (std::int64_t n = nanoOfSecond; n >= 10; n /= 10)
        ++digits;
    if (digits <= precision)
        return ts;
    auto zeroLastDigits = [](std::int64_t v, int n) {
        std::int64_t unit = 1;
        for (int k = 0; k < n; ++k)
            unit *= 10;
        return v / unit * unit;
    };
    if (precision <= 3)
        return TimestampValue{zeroLastDigits(ts.millis, 3 - precision), 0};
    return TimestampValue{ts.millis, static_cast<std::int32_t>(zeroLastDigits(ts.nanoOfMilli, 9 - precision))};
}

class CastNode final : public Node {
public:
    CastNode(LogicalType type, NodePtr child, bool tryCast)
        : Node(std::move(type)), m_child(std::move(child)), m_try(tryCast),
          m_format{compilingSession().zone}
    {
    }

    Status eval(const Frame &frame, View &out) override
    {
        View v;
        if (Status s = m_child->eval(frame, v); !s)
            return s;
        if (m_identity) {
            out = v;
            return Status::ok();
        }
        RowBatch &o = prepare(frame.n);
        if (castIntegral(v, frame.n, o)) {
            out = scratchView();
            return Status::ok();
        }
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (v.isNull(i))
                continue;
            const Outcome r = convert(v, i, o);
            if (r == Outcome::Invalid || (r == Outcome::Fail && !m_try)) {
                std::string value;
                appendCastString(value, *v.batch, v.col, v.at(i), m_format);
                return evalError(*this, sluice::Engine::tr("Cannot cast '%1' of type %2 to %3")
                                            .arg(value)
                                            .arg(m_child->type().asNullable().toString())
                                            .arg(m_type.asNullable().toString()));
            }
        }
        out = scratchView();
        return Status::ok();
    }

    /// Checks the conversion is implemented; sets m_identity for casts that change nothing.
    Status check()
    {
        const LogicalType &s = m_child->type();
        const R from = s.root(), to = m_type.root();
        if (from == R::Null) {
            m_identity = false;
            return Status::ok();
        }
        const bool samePhysical = s.physicalType() == m_type.physicalType();
        if (s.equalsIgnoringNullability(m_type) ||
            (samePhysical && from == to && (to == R::VarChar || to == R::VarBinary) &&
             m_type.length() >= s.length()) ||
            (samePhysical && (from == R::Char) && to == R::VarChar &&
             m_type.length() >= s.length()) ||
            (samePhysical && isTimestamp(s) && isTimestamp(m_type) &&
             (from == to || zone().isUtc()) && m_type.precision() >= s.precision())) {
            m_identity = true;
            return Status::ok();
        }
        const bool ok = [&] {
            if (isString(m_type) || to == R::Boolean)
                return !isConstructed(s) || isString(m_type);
            if (isNumeric(m_type))
                return isNumeric(s) || isString(s) || from == R::Boolean || isTimestamp(s);
            if (to == R::Date || to == R::Time)
                return isString(s) || isTimestamp(s) || (from == R::Time && to == R::Time);
            if (isTimestamp(m_type))
                return isString(s) || isTimestamp(s) || from == R::Date || from == R::Time ||
                       isNumeric(s);
            if (isBinaryString(m_type))
                return isString(s) || isBinaryString(s);
            return false;
        }();
        if (!ok)
            return Status::unsupported(sluice::Engine::tr("CAST from %1 to %2 is not supported by the embedded engine yet")
                                           .arg(s.toString())
                                           .arg(m_type.toString()));
        return Status::ok();
    }

private:
    static bool isIntegral(R r)
    {
        return r == R::TinyInt || r == R::SmallInt || r == R::Integer || r == R::BigInt;
    }

    template <typename From, typename To>
    static void castSlots(const View &v, std::size_t n, RowBatch &o)
    {
        const From *src = v.batch->values<From>(v.col);
        To *dst = o.mutableValues<To>(0);
        for (std::size_t i = 0; i < n; ++i)
            dst[i] = static_cast<To>(static_cast<std::int64_t>(src[v.at(i)]));
    }

    template <typename From> static void castSlotsTo(const View &v, std::size_t n, RowBatch &o)
    {
        switch (o.physicalType(0)) {
        case PhysicalType::Int8: castSlots<From, std::int8_t>(v, n, o); break;
        case PhysicalType::Int16: castSlots<From, std::int16_t>(v, n, o); break;
        case PhysicalType::Int32: castSlots<From, std::int32_t>(v, n, o); break;
        default: castSlots<From, std::int64_t>(v, n, o); break;
        }
    }

    // Integer to integer (widening, or narrowing with Java's wrap-around as setIntegral does): a
    // typed loop over every slot, nulls carried over, instead of the exact-value path per row.
    bool castIntegral(const View &v, std::size_t n, RowBatch &o) const
    {
        if (v.allNull || !isIntegral(m_child->type().root()) || !isIntegral(m_type.root()))
            return false;
        switch (v.batch->physicalType(v.col)) {
        case PhysicalType::Int8: castSlotsTo<std::int8_t>(v, n, o); break;
        case PhysicalType::Int16: castSlotsTo<std::int16_t>(v, n, o); break;
        case PhysicalType::Int32: castSlotsTo<std::int32_t>(v, n, o); break;
        case PhysicalType::Int64: castSlotsTo<std::int64_t>(v, n, o); break;
        default: return false;
        }
        if (!viewHasNulls(v, n)) {
            o.setAllValid(0);
            return true;
        }
        for (std::size_t i = 0; i < n; ++i)
            if (!v.isNull(i))
                o.setValid(0, i);
        return true;
    }

    Outcome setString(RowBatch &o, std::size_t i, std::string_view text)
    {
        const R to = m_type.root();
        const int length = m_type.length();
        if ((to == R::Char || to == R::VarChar || to == R::Binary || to == R::VarBinary) &&
            length < LogicalType::kMaxLength) {
            const bool chars = to == R::Char || to == R::VarChar;
            const std::size_t count = chars ? utf8Length(text) : text.size();
            if (count > static_cast<std::size_t>(length)) {
                text = text.substr(0, chars ? utf8Offset(text, static_cast<std::size_t>(length))
                                            : static_cast<std::size_t>(length));
            } else if ((to == R::Char || to == R::Binary) &&
                       count < static_cast<std::size_t>(length)) {
                m_buffer.assign(text);
                m_buffer.append(static_cast<std::size_t>(length) - count,
                                to == R::Char ? ' ' : '\0');
                o.setString(0, i, m_buffer);
                return Outcome::Ok;
            }
        }
        o.setString(0, i, text);
        return Outcome::Ok;
    }

    /// Flink's BinaryToBinaryCastRule: into a BINARY(n), or into a VARBINARY(n) from a type
    /// declared longer, the bytes become exactly n (Arrays.copyOf: cut, or padded with zero
    /// bytes, a VARBINARY(n) too); otherwise they pass unchanged.
    Outcome binaryToBinary(RowBatch &o, std::size_t i, std::string_view bytes, int inputLength)
    {
        const int n = m_type.length();
        if (n >= LogicalType::kMaxLength || (m_type.root() == R::VarBinary && inputLength <= n)) {
            o.setString(0, i, bytes);
            return Outcome::Ok;
        }
        m_buffer.assign(bytes.substr(0, static_cast<std::size_t>(n)));
        m_buffer.resize(static_cast<std::size_t>(n), '\0');
        o.setString(0, i, m_buffer);
        return Outcome::Ok;
    }

    Outcome setDecimal(RowBatch &o, std::size_t i, Int128 v, int scale)
    {
        Int128 r;
        if (!decimalRescale(v, scale, m_type.scale(), m_type.precision(), r))
            return Outcome::Null;
        o.set(0, i, Decimal128{r});
        return Outcome::Ok;
    }

    Outcome setIntegral(RowBatch &o, std::size_t i, std::int64_t v)
    {
        switch (m_type.root()) {
        case R::TinyInt: o.set<std::int8_t>(0, i, static_cast<std::int8_t>(v)); break;
        case R::SmallInt: o.set<std::int16_t>(0, i, static_cast<std::int16_t>(v)); break;
        case R::Integer: o.set<std::int32_t>(0, i, static_cast<std::int32_t>(v)); break;
        default: o.set<std::int64_t>(0, i, v); break;
        }
        return Outcome::Ok;
    }

    Outcome setNumber(RowBatch &o, std::size_t i, double d)
    {
        switch (m_type.root()) {
        case R::Float: o.set<float>(0, i, static_cast<float>(d)); return Outcome::Ok;
        case R::Double: o.set<double>(0, i, d); return Outcome::Ok;
        case R::BigInt: return setIntegral(o, i, doubleToLong(d));
        case R::TinyInt:
        case R::SmallInt:
        case R::Integer: return setIntegral(o, i, doubleToInt(d));
        case R::Decimal: {
            Int128 r;
            const ParseOutcome p = decimalFromDouble(d, m_type.precision(), m_type.scale(), r);
            if (p == ParseOutcome::Invalid)
                return Outcome::Fail;
            if (p == ParseOutcome::Overflow)
                return Outcome::Null;
            o.set(0, i, Decimal128{r});
            return Outcome::Ok;
        }
        default: return Outcome::Fail;
        }
    }

    // A value known exactly as v * 10^-scale (integers, decimals, booleans, timestamps).
    Outcome setExact(RowBatch &o, std::size_t i, Int128 v, int scale, int precision)
    {
        switch (m_type.root()) {
        case R::Decimal: return setDecimal(o, i, v, scale);
        case R::Float:
        case R::Double: return setNumber(o, i, decimalToDouble(v, precision, scale));
        default: return setIntegral(o, i, decimalToLong(v, scale));
        }
    }

    Outcome fromString(RowBatch &o, std::size_t i, std::string_view s)
    {
        const R to = m_type.root();
        switch (to) {
        case R::Char:
        case R::VarChar:
        case R::Binary:
        case R::VarBinary: return setString(o, i, s);
        case R::Boolean: {
            std::string t(s); // BinaryStringDataUtil.toBoolean: lower case, not trimmed
            for (char &c : t)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            if (t == "true" || t == "t" || t == "yes" || t == "y" || t == "1")
                o.set<std::uint8_t>(0, i, 1);
            else if (t == "false" || t == "f" || t == "no" || t == "n" || t == "0")
                o.set<std::uint8_t>(0, i, 0);
            else
                return Outcome::Fail;
            return Outcome::Ok;
        }
        case R::TinyInt:
        case R::SmallInt:
        case R::Integer:
        case R::BigInt: {
            const std::int64_t min = to == R::TinyInt    ? -128
                                     : to == R::SmallInt ? -32768
                                     : to == R::Integer  ? std::numeric_limits<std::int32_t>::min()
                                                         : std::numeric_limits<std::int64_t>::min();
            const std::int64_t max = to == R::TinyInt    ? 127
                                     : to == R::SmallInt ? 32767
                                     : to == R::Integer  ? std::numeric_limits<std::int32_t>::max()
                                                         : std::numeric_limits<std::int64_t>::max();
            std::int64_t v;
            if (!parseIntegral(s, min, max, v))
                return Outcome::Fail;
            return setIntegral(o, i, v);
        }
        case R::Float:
        case R::Double: {
            double d;
            if (!parseDouble(s, d))
                return Outcome::Fail;
            if (to == R::Float) {
                // Float.parseFloat rounds the text directly to float.
                std::string t(trimWhitespace(s));
                o.set<float>(0, i, std::strtof(t.c_str(), nullptr));
                return Outcome::Ok;
            }
            o.set<double>(0, i, d);
            return Outcome::Ok;
        }
        case R::Decimal: {
            Int128 r;
            const ParseOutcome p = parseDecimal(s, m_type.precision(), m_type.scale(), r);
            if (p == ParseOutcome::Invalid)
                return Outcome::Fail;
            if (p == ParseOutcome::Overflow)
                return Outcome::Null;
            o.set(0, i, Decimal128{r});
            return Outcome::Ok;
        }
        case R::Date: {
            auto d = parseDate(trimWhitespace(s));
            if (!d)
                return Outcome::Fail;
            o.set<std::int32_t>(0, i, *d);
            return Outcome::Ok;
        }
        case R::Time: {
            auto t = parseTime(s);
            if (!t)
                return Outcome::Fail;
            o.set<std::int32_t>(0, i, timeAtPrecision(*t, m_type.precision()));
            return Outcome::Ok;
        }
        case R::Timestamp:
        case R::TimestampLtz: {
            auto ts = parseTimestamp(trimWhitespace(s), m_type.precision());
            if (!ts)
                return Outcome::Fail;
            ts->millis = toTarget(ts->millis); // TIMESTAMP_LTZ: read in the session zone
            o.set(0, i, *ts);
            return Outcome::Ok;
        }
        default: return Outcome::Fail;
        }
    }

    Outcome convert(const View &v, std::size_t i, RowBatch &o)
    {
        const LogicalType &st = m_child->type();
        const R from = st.root(), to = m_type.root();
        if (isString(m_type) && !isString(st) && !isBinaryString(st)) {
            m_buffer.clear();
            if (from == R::Boolean) {
                m_buffer = v.get<std::uint8_t>(i) ? "TRUE" : "FALSE";
            } else if (from == R::Time) {
                // TimeToStringCastRule at the logical type's precision, which is always 0.
                const std::int32_t seconds = v.get<std::int32_t>(i) / 1000;
                char text[16];
                std::snprintf(text, sizeof text, "%02d:%02d:%02d", seconds / 3600, seconds / 60 % 60,
                              seconds % 60);
                m_buffer = text;
            } else
                appendCastString(m_buffer, *v.batch, v.col, v.at(i), m_format);
            return setString(o, i, m_buffer);
        }
        switch (from) {
        case R::Binary:
        case R::VarBinary:
            if (isBinaryString(m_type))
                return binaryToBinary(o, i, v.str(i), st.length());
            if (isString(m_type)) { // the bytes decoded as Java decodes UTF-8
                m_buffer.clear();
                appendJavaUtf8(m_buffer, v.str(i));
                return setString(o, i, m_buffer);
            }
            return fromString(o, i, v.str(i));
        case R::Char:
        case R::VarChar: return fromString(o, i, v.str(i));
        case R::Boolean: {
            const bool b = v.get<std::uint8_t>(i) != 0;
            if (to == R::Boolean) {
                o.set<std::uint8_t>(0, i, b);
                return Outcome::Ok;
            }
            return setExact(o, i, b ? 1 : 0, 0, 1);
        }
        case R::TinyInt: return fromIntegral(o, i, v.get<std::int8_t>(i), 3);
        case R::SmallInt: return fromIntegral(o, i, v.get<std::int16_t>(i), 5);
        case R::Integer: return fromIntegral(o, i, v.get<std::int32_t>(i), 10);
        case R::BigInt: return fromIntegral(o, i, v.get<std::int64_t>(i), 19);
        case R::Float:
        case R::Double: {
            const double d =
                from == R::Float ? static_cast<double>(v.get<float>(i)) : v.get<double>(i);
            if (to == R::Boolean) {
                o.set<std::uint8_t>(0, i, d != 0);
                return Outcome::Ok;
            }
            if (isTimestamp(m_type)) {
                if (!std::isfinite(d))
                    return Outcome::Fail;
                o.set(0, i,
                      truncateTimestamp(TimestampValue{doubleToLong(d * 1000), 0},
                                        m_type.precision()));
                return Outcome::Ok;
            }
            if (to == R::Float && from == R::Float) {
                o.set<float>(0, i, v.get<float>(i));
                return Outcome::Ok;
            }
            return setNumber(o, i, d);
        }
        case R::Decimal: {
            const Int128 d = v.get<Decimal128>(i).unscaled;
            if (to == R::Boolean) {
                o.set<std::uint8_t>(0, i, d != 0);
                return Outcome::Ok;
            }
            if (isTimestamp(m_type)) { // seconds with fraction
                Int128 millis;
                if (!decimalRescale(d, st.scale(), 3, 38, millis))
                    return Outcome::Fail;
                o.set(0, i,
                      truncateTimestamp(TimestampValue{static_cast<std::int64_t>(millis), 0},
                                        m_type.precision()));
                return Outcome::Ok;
            }
            return setExact(o, i, d, st.scale(), st.precision());
        }
        case R::Date: {
            const std::int32_t d = v.get<std::int32_t>(i);
            if (isTimestamp(m_type)) {
                // To TIMESTAMP_LTZ: the first instant of the day in the session zone.
                o.set(0, i, TimestampValue{toTarget(std::int64_t{d} * kMillisPerDay), 0});
                return Outcome::Ok;
            }
            return Outcome::Fail;
        }
        case R::Time: {
            const std::int32_t t = v.get<std::int32_t>(i);
            if (to == R::Time) {
                o.set<std::int32_t>(0, i, timeAtPrecision(t, m_type.precision()));
                return Outcome::Ok;
            }
            if (isTimestamp(m_type)) { // on 1970-01-01
                o.set(0, i, truncateTimestamp(TimestampValue{toTarget(t), 0}, m_type.precision()));
                return Outcome::Ok;
            }
            return Outcome::Fail;
        }
        case R::Timestamp:
        case R::TimestampLtz: {
            TimestampValue ts = v.get<TimestampValue>(i);
            switch (to) {
            case R::Timestamp:
            case R::TimestampLtz:
                // Between the two kinds: the wall-clock time of the instant in the session zone,
                // or the instant of the wall-clock time (the earlier one when it occurs twice).
                if (from != to)
                    ts.millis = from == R::TimestampLtz ? zone().toLocal(ts.millis)
                                                        : zone().toUtc(ts.millis, TimeZone::Repeated::Earlier);
                o.set(0, i, truncateTimestamp(ts, m_type.precision()));
                return Outcome::Ok;
            case R::Date: {
                if (from == R::TimestampLtz) {
                    o.set<std::int32_t>(0, i, static_cast<std::int32_t>(
                                                  floorDiv(zone().toLocal(ts.millis), kMillisPerDay)));
                    return Outcome::Ok;
                }
                // DateTimeUtils.timestampMillisToDate: the quotient truncated toward zero, then
                // one day less when negative, so the last millisecond before 1970 is 1970-01-01.
                auto days = static_cast<std::int32_t>(ts.millis / kMillisPerDay);
                if (days < 0)
                    --days;
                o.set<std::int32_t>(0, i, days);
                return Outcome::Ok;
            }
            case R::Time:
                // DateTimeUtils.timestampMillisToTime keeps Java's remainder, negative before
                // 1970, which Flink then fails to read as a time of day.
                if (from == R::Timestamp && ts.millis % kMillisPerDay < 0)
                    return Outcome::Invalid;
                if (from == R::TimestampLtz)
                    ts.millis = zone().toLocal(ts.millis);
                o.set<std::int32_t>(0, i, timeAtPrecision(static_cast<std::int32_t>(floorMod(ts.millis, kMillisPerDay)),
                                                          m_type.precision()));
                return Outcome::Ok;
            case R::Boolean: return Outcome::Fail;
            default: // numbers: seconds since the epoch
                if (to == R::Float || to == R::Double)
                    return setNumber(o, i, static_cast<double>(ts.millis) / 1000.0);
                if (to == R::Decimal)
                    return setDecimal(o, i, ts.millis, 3);
                return setIntegral(o, i, floorDiv(ts.millis, 1000));
            }
        }
        default: return Outcome::Fail;
        }
    }

    Outcome fromIntegral(RowBatch &o, std::size_t i, std::int64_t x, int precision)
    {
        const R to = m_type.root();
        if (to == R::Boolean) {
            o.set<std::uint8_t>(0, i, x != 0);
            return Outcome::Ok;
        }
        if (to == R::Float) {
            o.set<float>(0, i, static_cast<float>(x));
            return Outcome::Ok;
        }
        if (to == R::Double) {
            o.set<double>(0, i, static_cast<double>(x));
            return Outcome::Ok;
        }
        if (isTimestamp(m_type)) { // seconds since the epoch
            o.set(0, i, TimestampValue{x * 1000, 0});
            return Outcome::Ok;
        }
        return setExact(o, i, x, 0, precision);
    }

    NodePtr m_child;
    /// A wall-clock time made an instant when the target is TIMESTAMP_LTZ.
    std::int64_t toTarget(std::int64_t localMillis) const
    {
        return m_type.root() == R::TimestampLtz
                   ? zone().toUtc(localMillis, TimeZone::Repeated::Earlier)
                   : localMillis;
    }
    const TimeZone &zone() const { return m_format.zone; }

    bool m_try;
    bool m_identity = false;
    CastFormatOptions m_format; ///< TIMESTAMP_LTZ text in the session zone
    std::string m_buffer;
};

} // namespace

Result<NodePtr> makeCastNode(NodePtr child, const LogicalType &type, bool tryCast)
{
    if (isConstructed(type) && child->type().root() == type.root() &&
        !child->type().equalsIgnoringNullability(type))
        return makeNestedCastNode(std::move(child), type, tryCast);
    auto node = std::make_unique<CastNode>(type, std::move(child), tryCast);
    if (Status s = node->check(); !s)
        return s;
    return NodePtr(std::move(node));
}

} // namespace sluice::exec::detail
