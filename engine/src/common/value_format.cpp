#include "common/value_format.h"

#include "common/row_codec.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <limits>

namespace sluice {

namespace {

constexpr std::int64_t kMillisPerDay = 86'400'000;
constexpr std::int64_t kNanosPerMilli = 1'000'000;

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

std::int64_t floorMod(std::int64_t a, std::int64_t b)
{
    return a - floorDiv(a, b) * b;
}

// Howard Hinnant's civil_from_days.
void civilFromDays(std::int64_t z, std::int64_t &y, unsigned &m, unsigned &d)
{
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const auto doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    y = static_cast<std::int64_t>(yoe) + era * 400;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp < 10 ? mp + 3 : mp - 9;
    y += (m <= 2);
}

void appendPadded(std::string &out, std::int64_t v, int width)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%0*lld", width, static_cast<long long>(v));
    out += buf;
}

// LocalDate.toString(): four-digit years, '+' beyond 9999, '-' before year 0.
void appendDate(std::string &out, std::int64_t epochDay)
{
    std::int64_t y;
    unsigned m, d;
    civilFromDays(epochDay, y, m, d);
    if (y > 9999)
        out += '+';
    if (y < 0) {
        out += '-';
        appendPadded(out, -y, 4);
    } else {
        appendPadded(out, y, 4);
    }
    out += '-';
    appendPadded(out, m, 2);
    out += '-';
    appendPadded(out, d, 2);
}

// LocalTime.toString(): HH:mm, then :ss if seconds or nanos, then .SSS/.SSSSSS/.SSSSSSSSS.
void appendJavaTime(std::string &out, std::int64_t nanoOfDay, bool alwaysSeconds)
{
    const std::int64_t secondOfDay = nanoOfDay / 1'000'000'000;
    const std::int64_t nano = nanoOfDay % 1'000'000'000;
    appendPadded(out, secondOfDay / 3600, 2);
    out += ':';
    appendPadded(out, (secondOfDay / 60) % 60, 2);
    const std::int64_t sec = secondOfDay % 60;
    if (sec > 0 || nano > 0 || alwaysSeconds) {
        out += ':';
        appendPadded(out, sec, 2);
        if (nano > 0) {
            out += '.';
            if (nano % 1'000'000 == 0)
                appendPadded(out, nano / 1'000'000, 3);
            else if (nano % 1000 == 0)
                appendPadded(out, nano / 1000, 6);
            else
                appendPadded(out, nano, 9);
        }
    }
}

void splitTimestamp(const TimestampValue &ts, std::int64_t &epochDay, std::int64_t &nanoOfDay)
{
    epochDay = floorDiv(ts.millis, kMillisPerDay);
    nanoOfDay = floorMod(ts.millis, kMillisPerDay) * kNanosPerMilli + ts.nanoOfMilli;
}

std::string unsignedDigits(Int128 v) // REQUIRES: v >= 0
{
    if (v == 0)
        return "0";
    std::string s;
    while (v > 0) {
        s.push_back(static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
    }
    return {s.rbegin(), s.rend()};
}

/// JDK 17's FloatingDecimal (the JVM Flink runs on) prints an integral value below 2^63 from its
/// exact digits, rounding away only those its precision cannot tell (insignificantDigitsForPow2),
/// which can be more than the shortest round trip: 1.23456795E12 for the float 1234567954432,
/// not 1.234568E12. False when `a` (positive) is not such a value.
template <typename F> bool javaIntegralDigits(F a, std::string &digits, int &exp)
{
    if (a < F(1) || a >= F(9.2233720368547758e18) || std::trunc(a) != a)
        return false;
    static constexpr int kInsignificant[] = {0,  0,  0,  0,  1,  1,  1,  2,  2,  2,  3,  3,  3,
                                             3,  4,  4,  4,  5,  5,  5,  6,  6,  6,  6,  7,  7,
                                             7,  8,  8,  8,  9,  9,  9,  9,  10, 10, 10, 11, 11,
                                             11, 12, 12, 12, 12, 13, 13, 13, 14, 14, 14, 15, 15,
                                             15, 15, 16, 16, 16, 17, 17, 17, 18, 18, 18, 19};
    const int significantBits = std::numeric_limits<F>::digits; // 24 or 53
    const int binExp = std::ilogb(a);
    const int p2 = binExp - significantBits - 1;
    const int insignificant =
        binExp > significantBits && p2 > 1 && p2 < static_cast<int>(std::size(kInsignificant))
            ? kInsignificant[p2]
            : 0;
    auto value = static_cast<std::uint64_t>(a);
    if (insignificant > 0) {
        std::uint64_t pow10 = 1;
        for (int k = 0; k < insignificant; ++k)
            pow10 *= 10;
        const std::uint64_t residue = value % pow10;
        value /= pow10;
        if (residue >= pow10 / 2)
            ++value;
    }
    digits = std::to_string(value);
    exp = static_cast<int>(digits.size()) - 1 + insignificant;
    while (digits.size() > 1 && digits.back() == '0')
        digits.pop_back();
    return true;
}

// Java's Double.toString / Float.toString: the digits of javaIntegralDigits or else the shortest
// round-trip digits, laid out as Java does.
template <typename F> std::string javaFloating(F v)
{
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "Infinity" : "-Infinity";
    if (v == 0)
        return std::signbit(v) ? "-0.0" : "0.0";
    std::string out;
    if (v < 0)
        out += '-';
    const F a = std::fabs(v);
    std::string digits;
    int exp = 0;
    if (!javaIntegralDigits(a, digits, exp)) {
        char buf[64];
        auto res = std::to_chars(buf, buf + sizeof buf, a, std::chars_format::scientific);
        const std::string sci(buf, res.ptr); // d[.ddd]e[+-]xx
        const std::size_t e = sci.find('e');
        for (std::size_t k = 0; k < e; ++k)
            if (sci[k] != '.')
                digits += sci[k];
        exp = std::stoi(sci.substr(e + 1));
    }
    if (a >= F(1e-3) && a < F(1e7)) {
        if (exp >= 0) {
            const std::size_t intLen = static_cast<std::size_t>(exp) + 1;
            std::string intPart = digits.substr(0, std::min(intLen, digits.size()));
            while (intPart.size() < intLen)
                intPart += '0';
            std::string frac = digits.size() > intLen ? digits.substr(intLen) : "0";
            out += intPart + "." + frac;
        } else {
            out += "0." + std::string(static_cast<std::size_t>(-exp - 1), '0') + digits;
        }
    } else {
        out += digits.substr(0, 1);
        out += '.';
        out += digits.size() > 1 ? digits.substr(1) : "0";
        out += 'E';
        out += std::to_string(exp);
    }
    return out;
}

std::string javaSignedBytes(std::string_view bytes)
{
    std::string out = "[";
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        if (i)
            out += ", ";
        out += std::to_string(static_cast<int>(static_cast<std::int8_t>(bytes[i])));
    }
    out += ']';
    return out;
}

void appendPrintNested(std::string &out, const LogicalType &type, std::string_view bytes);

} // namespace

// --- Java primitives -----------------------------------------------------------------------------

std::string javaDoubleToString(double v)
{
    return javaFloating(v);
}
std::string javaFloatToString(float v)
{
    return javaFloating(v);
}

std::string decimalToPlainString(Int128 unscaled, int scale)
{
    const bool negative = unscaled < 0;
    std::string digits = unsignedDigits(negative ? -unscaled : unscaled);
    std::string out = negative ? "-" : "";
    if (scale <= 0)
        return out + digits + std::string(static_cast<std::size_t>(-scale), '0');
    if (digits.size() <= static_cast<std::size_t>(scale))
        digits.insert(0, static_cast<std::size_t>(scale) - digits.size() + 1, '0');
    out += digits.substr(0, digits.size() - static_cast<std::size_t>(scale));
    out += '.';
    out += digits.substr(digits.size() - static_cast<std::size_t>(scale));
    return out;
}

std::string javaBigDecimalToString(Int128 unscaled, int scale)
{
    const bool negative = unscaled < 0;
    const std::string digits = unsignedDigits(negative ? -unscaled : unscaled);
    const long adjusted = -static_cast<long>(scale) + static_cast<long>(digits.size() - 1);
    if (scale >= 0 && adjusted >= -6)
        return decimalToPlainString(unscaled, scale);
    std::string out = negative ? "-" : "";
    out += digits[0];
    if (digits.size() > 1)
        out += "." + digits.substr(1);
    out += 'E';
    if (adjusted > 0)
        out += '+';
    out += std::to_string(adjusted);
    return out;
}

std::string javaLocalDate(std::int32_t epochDay)
{
    std::string out;
    appendDate(out, epochDay);
    return out;
}

std::string javaLocalTime(std::int64_t nanoOfDay)
{
    std::string out;
    appendJavaTime(out, nanoOfDay, false);
    return out;
}

std::string javaLocalDateTime(const TimestampValue &ts)
{
    std::int64_t day, nanos;
    splitTimestamp(ts, day, nanos);
    std::string out;
    appendDate(out, day);
    out += 'T';
    appendJavaTime(out, nanos, false);
    return out;
}

std::string javaInstant(const TimestampValue &ts)
{
    // DateTimeFormatter.ISO_INSTANT: seconds always; fraction in groups of three digits.
    std::int64_t day, nanos;
    splitTimestamp(ts, day, nanos);
    std::string out;
    appendDate(out, day);
    out += 'T';
    const std::int64_t secondOfDay = nanos / 1'000'000'000;
    const std::int64_t nano = nanos % 1'000'000'000;
    appendPadded(out, secondOfDay / 3600, 2);
    out += ':';
    appendPadded(out, (secondOfDay / 60) % 60, 2);
    out += ':';
    appendPadded(out, secondOfDay % 60, 2);
    if (nano > 0) {
        out += '.';
        if (nano % 1'000'000 == 0)
            appendPadded(out, nano / 1'000'000, 3);
        else if (nano % 1000 == 0)
            appendPadded(out, nano / 1000, 6);
        else
            appendPadded(out, nano, 9);
    }
    out += 'Z';
    return out;
}

std::string javaDuration(std::int64_t millis)
{
    if (millis == 0)
        return "PT0S";
    const std::int64_t seconds = floorDiv(millis, 1000);
    const std::int64_t nanos = floorMod(millis, 1000) * kNanosPerMilli;
    std::int64_t effectiveTotalSecs = seconds;
    if (seconds < 0 && nanos > 0)
        ++effectiveTotalSecs;
    const std::int64_t hours = effectiveTotalSecs / 3600;
    const std::int64_t minutes = (effectiveTotalSecs % 3600) / 60;
    const std::int64_t secs = effectiveTotalSecs % 60;
    std::string buf = "PT";
    if (hours != 0)
        buf += std::to_string(hours) + "H";
    if (minutes != 0)
        buf += std::to_string(minutes) + "M";
    if (secs == 0 && nanos == 0 && buf.size() > 2)
        return buf;
    if (seconds < 0 && nanos > 0)
        buf += secs == 0 ? "-0" : std::to_string(secs);
    else
        buf += std::to_string(secs);
    if (nanos > 0) {
        const std::size_t pos = buf.size();
        buf += std::to_string(seconds < 0 ? 2 * 1'000'000'000LL - nanos : nanos + 1'000'000'000LL);
        while (buf.back() == '0')
            buf.pop_back();
        buf[pos] = '.';
    }
    buf += 'S';
    return buf;
}

std::string javaPeriod(std::int32_t months, YearMonthResolution resolution)
{
    const std::int32_t years = resolution == YearMonthResolution::Month ? 0 : months / 12;
    const std::int32_t rest = resolution == YearMonthResolution::Month ? months : months % 12;
    if (years == 0 && rest == 0)
        return "P0D";
    std::string out = "P";
    if (years != 0)
        out += std::to_string(years) + "Y";
    if (rest != 0)
        out += std::to_string(rest) + "M";
    return out;
}

int displayWidth(std::string_view s)
{
    int width = 0;
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        std::uint32_t cp;
        std::size_t len;
        if (c < 0x80) {
            cp = c;
            len = 1;
        } else if ((c >> 5) == 0x6) {
            cp = c & 0x1F;
            len = 2;
        } else if ((c >> 4) == 0xE) {
            cp = c & 0x0F;
            len = 3;
        } else if ((c >> 3) == 0x1E) {
            cp = c & 0x07;
            len = 4;
        } else {
            cp = 0xFFFD;
            len = 1;
        }
        for (std::size_t k = 1; k < len && i + k < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        i += len;
        width += cp >= 0x10000 ? 2 : 1; // UTF-16 code units
        const bool wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E) ||
                          (cp >= 0x3041 && cp <= 0x33FF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
                          (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xA000 && cp <= 0xA4CF) ||
                          (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
                          (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
                          (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F) ||
                          (cp >= 0x1F900 && cp <= 0x1F9FF) || (cp >= 0x20000 && cp <= 0x3FFFD);
        if (wide)
            ++width;
    }
    return width;
}

// --- Print style ---------------------------------------------------------------------------------

namespace {

void appendPrintValueOfType(std::string &out, const LogicalType &type, const RowBatch &batch,
                            std::size_t col, std::size_t row)
{
    if (batch.isNull(col, row)) {
        out += "null";
        return;
    }
    switch (type.root()) {
    case LogicalTypeRoot::Null: out += "null"; break;
    case LogicalTypeRoot::Boolean:
        out += batch.get<std::uint8_t>(col, row) ? "true" : "false";
        break;
    case LogicalTypeRoot::TinyInt: out += std::to_string(batch.get<std::int8_t>(col, row)); break;
    case LogicalTypeRoot::SmallInt: out += std::to_string(batch.get<std::int16_t>(col, row)); break;
    case LogicalTypeRoot::Integer: out += std::to_string(batch.get<std::int32_t>(col, row)); break;
    case LogicalTypeRoot::BigInt: out += std::to_string(batch.get<std::int64_t>(col, row)); break;
    case LogicalTypeRoot::Float: out += javaFloatToString(batch.get<float>(col, row)); break;
    case LogicalTypeRoot::Double: out += javaDoubleToString(batch.get<double>(col, row)); break;
    case LogicalTypeRoot::Decimal:
        out += javaBigDecimalToString(batch.get<Decimal128>(col, row).unscaled, type.scale());
        break;
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar: out += batch.getString(col, row); break;
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary: out += javaSignedBytes(batch.getString(col, row)); break;
    case LogicalTypeRoot::Date: out += javaLocalDate(batch.get<std::int32_t>(col, row)); break;
    case LogicalTypeRoot::Time:
        out += javaLocalTime(std::int64_t{batch.get<std::int32_t>(col, row)} * kNanosPerMilli);
        break;
    case LogicalTypeRoot::Timestamp:
        out += javaLocalDateTime(batch.get<TimestampValue>(col, row));
        break;
    case LogicalTypeRoot::TimestampLtz:
        out += javaInstant(batch.get<TimestampValue>(col, row));
        break;
    case LogicalTypeRoot::IntervalYearMonth:
        out += javaPeriod(batch.get<std::int32_t>(col, row), type.yearMonthResolution());
        break;
    case LogicalTypeRoot::IntervalDayTime:
        out += javaDuration(batch.get<std::int64_t>(col, row));
        break;
    case LogicalTypeRoot::Array:
    case LogicalTypeRoot::Map:
    case LogicalTypeRoot::Multiset:
    case LogicalTypeRoot::Row: appendPrintNested(out, type, batch.getString(col, row)); break;
    }
}

void appendPrintNested(std::string &out, const LogicalType &type, std::string_view bytes)
{
    if (type.root() == LogicalTypeRoot::Array) {
        auto elements = decodeArrayValue(bytes, type.elementType());
        if (!elements) {
            out += "<corrupt>";
            return;
        }
        out += '[';
        for (std::size_t i = 0; i < elements->size(); ++i) {
            if (i)
                out += ", ";
            appendPrintValueOfType(out, type.elementType(), *elements, 0, i);
        }
        out += ']';
    } else if (isMapLike(type)) { // a multiset prints as its map: {a=2, b=1}
        auto entries = decodeMapValue(bytes, type);
        if (!entries) {
            out += "<corrupt>";
            return;
        }
        out += '{';
        for (std::size_t i = 0; i < entries->size(); ++i) {
            if (i)
                out += ", ";
            appendPrintValueOfType(out, type.keyType(), *entries, 0, i);
            out += '=';
            appendPrintValueOfType(out, type.valueType(), *entries, 1, i);
        }
        out += '}';
    } else {
        auto row = decodeRowValue(bytes, type);
        if (!row) {
            out += "<corrupt>";
            return;
        }
        appendPrintRow(out, *row, 0);
    }
}

} // namespace

void appendPrintValue(std::string &out, const RowBatch &batch, std::size_t col, std::size_t row)
{
    appendPrintValueOfType(out, batch.schema().type(col), batch, col, row);
}

void appendPrintRow(std::string &out, const RowBatch &batch, std::size_t row)
{
    out += rowKindShortString(batch.kind(row));
    out += '[';
    for (std::size_t c = 0; c < batch.columnCount(); ++c) {
        if (c)
            out += ", ";
        appendPrintValue(out, batch, c, row);
    }
    out += ']';
}

std::string formatPrintRow(const RowBatch &batch, std::size_t row)
{
    std::string out;
    appendPrintRow(out, batch, row);
    return out;
}

// --- CAST style ----------------------------------------------------------------------------------

namespace {

void appendFraction(std::string &out, std::int64_t nanos, int precision)
{
    if (precision <= 0)
        return;
    char buf[16];
    std::snprintf(buf, sizeof buf, "%09lld", static_cast<long long>(nanos));
    out += '.';
    out.append(buf, static_cast<std::size_t>(std::min(precision, 9)));
}

void appendCastOfType(std::string &out, const LogicalType &type, const RowBatch &batch,
                      std::size_t col, std::size_t row, const CastFormatOptions &options)
{
    if (batch.isNull(col, row)) {
        out += "NULL"; // also inside ARRAY, MAP and ROW values (Flink 1.20)
        return;
    }
    switch (type.root()) {
    case LogicalTypeRoot::Boolean:
        out += batch.get<std::uint8_t>(col, row) ? "TRUE" : "FALSE";
        break;
    case LogicalTypeRoot::Decimal:
        out += decimalToPlainString(batch.get<Decimal128>(col, row).unscaled, type.scale());
        break;
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary: out += batch.getString(col, row); break; // bytes as UTF-8
    case LogicalTypeRoot::Time: {
        const std::int64_t nanos = std::int64_t{batch.get<std::int32_t>(col, row)} * kNanosPerMilli;
        appendPadded(out, nanos / 3'600'000'000'000LL, 2);
        out += ':';
        appendPadded(out, (nanos / 60'000'000'000LL) % 60, 2);
        out += ':';
        appendPadded(out, (nanos / 1'000'000'000) % 60, 2);
        appendFraction(out, nanos % 1'000'000'000, type.precision());
        break;
    }
    case LogicalTypeRoot::Timestamp:
    case LogicalTypeRoot::TimestampLtz: {
        TimestampValue ts = batch.get<TimestampValue>(col, row);
        if (type.root() == LogicalTypeRoot::TimestampLtz)
            ts.millis = options.zone.toLocal(ts.millis);
        std::int64_t day, nanos;
        splitTimestamp(ts, day, nanos);
        appendDate(out, day);
        out += ' ';
        const std::int64_t sec = nanos / 1'000'000'000;
        appendPadded(out, sec / 3600, 2);
        out += ':';
        appendPadded(out, (sec / 60) % 60, 2);
        out += ':';
        appendPadded(out, sec % 60, 2);
        appendFraction(out, nanos % 1'000'000'000, type.precision());
        break;
    }
    case LogicalTypeRoot::IntervalYearMonth: {
        const std::int32_t m = batch.get<std::int32_t>(col, row);
        out += m < 0 ? '-' : '+';
        const std::int64_t a = m < 0 ? -std::int64_t{m} : m;
        out += std::to_string(a / 12) + "-";
        appendPadded(out, a % 12, 2);
        break;
    }
    case LogicalTypeRoot::IntervalDayTime: {
        const std::int64_t ms = batch.get<std::int64_t>(col, row);
        out += ms < 0 ? '-' : '+';
        const std::int64_t a = ms < 0 ? -ms : ms;
        out += std::to_string(a / kMillisPerDay) + " ";
        const std::int64_t rest = a % kMillisPerDay;
        appendPadded(out, rest / 3'600'000, 2);
        out += ':';
        appendPadded(out, (rest / 60'000) % 60, 2);
        out += ':';
        appendPadded(out, (rest / 1000) % 60, 2);
        out += '.';
        appendPadded(out, rest % 1000, 3);
        break;
    }
    case LogicalTypeRoot::Array: {
        auto elements = decodeArrayValue(batch.getString(col, row), type.elementType());
        if (!elements)
            break;
        out += '[';
        for (std::size_t i = 0; i < elements->size(); ++i) {
            if (i)
                out += ", ";
            appendCastOfType(out, type.elementType(), *elements, 0, i, options);
        }
        out += ']';
        break;
    }
    case LogicalTypeRoot::Map:
    case LogicalTypeRoot::Multiset: {
        auto entries = decodeMapValue(batch.getString(col, row), type);
        if (!entries)
            break;
        out += '{';
        for (std::size_t i = 0; i < entries->size(); ++i) {
            if (i)
                out += ", ";
            appendCastOfType(out, type.keyType(), *entries, 0, i, options);
            out += '=';
            appendCastOfType(out, type.valueType(), *entries, 1, i, options);
        }
        out += '}';
        break;
    }
    case LogicalTypeRoot::Row: {
        auto fields = decodeRowValue(batch.getString(col, row), type);
        if (!fields)
            break;
        out += '(';
        for (std::size_t i = 0; i < fields->columnCount(); ++i) {
            if (i)
                out += ", ";
            appendCastOfType(out, fields->schema().type(i), *fields, i, 0, options);
        }
        out += ')';
        break;
    }
    default: appendPrintValueOfType(out, type, batch, col, row); break; // numbers, strings, DATE
    }
}

} // namespace

void appendCastString(std::string &out, const RowBatch &batch, std::size_t col, std::size_t row,
                      const CastFormatOptions &options)
{
    appendCastOfType(out, batch.schema().type(col), batch, col, row, options);
}

void appendJsonString(std::string &out, std::string_view text)
{
    out += '"';
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04X", c);
                out += buf;
            } else {
                out += ch; // UTF-8 passes through, as Jackson writes it
            }
        }
    }
    out += '"';
}

} // namespace sluice
