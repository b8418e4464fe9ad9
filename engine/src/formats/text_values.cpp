#include "formats/text_values.h"

#include "common/value_format.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <limits>

namespace sluice::formats {

namespace {

constexpr std::int64_t kNanosPerSecond = 1'000'000'000;
constexpr std::int64_t kNanosPerMilli = 1'000'000;
constexpr std::int64_t kMillisPerDay = 86'400'000;

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// Reads exactly `n` digits at `pos`.
bool readDigits(std::string_view s, std::size_t &pos, std::size_t n, std::int64_t &out)
{
    if (pos + n > s.size())
        return false;
    std::int64_t v = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const char c = s[pos + i];
        if (!isDigit(c))
            return false;
        v = v * 10 + (c - '0');
    }
    pos += n;
    out = v;
    return true;
}

// Reads one to `max` digits at `pos`.
bool readUpTo(std::string_view s, std::size_t &pos, std::size_t max, std::int64_t &out)
{
    std::size_t n = 0;
    while (pos + n < s.size() && n < max && isDigit(s[pos + n]))
        ++n;
    if (n == 0)
        return false;
    return readDigits(s, pos, n, out);
}

bool isLeapYear(std::int64_t y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

unsigned daysInMonth(std::int64_t y, unsigned m)
{
    static constexpr unsigned kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && isLeapYear(y) ? 29 : kDays[m - 1];
}

// Parses a date at the start of `s`, leaving `pos` after it.
bool parseDatePrefix(std::string_view s, std::size_t &pos, std::int64_t &epochDay, bool lenient)
{
    bool negative = false;
    bool signedYear = false;
    if (pos < s.size() && (s[pos] == '+' || s[pos] == '-')) {
        negative = s[pos] == '-';
        signedYear = true;
        ++pos;
    }
    std::size_t yearDigits = 0;
    while (pos + yearDigits < s.size() && isDigit(s[pos + yearDigits]))
        ++yearDigits;
    // ISO_LOCAL_DATE: exactly four digits, or a sign and more (years beyond 9999).
    if (yearDigits < 4 || yearDigits > 9 || (yearDigits > 4 && !signedYear))
        return false;
    std::int64_t year = 0, month = 0, day = 0;
    if (!readDigits(s, pos, yearDigits, year))
        return false;
    if (negative)
        year = -year;
    if (pos >= s.size() || s[pos] != '-')
        return false;
    ++pos;
    if (lenient ? !readUpTo(s, pos, 2, month) : !readDigits(s, pos, 2, month))
        return false;
    if (pos >= s.size() || s[pos] != '-')
        return false;
    ++pos;
    if (lenient ? !readUpTo(s, pos, 2, day) : !readDigits(s, pos, 2, day))
        return false;
    if (month < 1 || month > 12 || day < 1 ||
        day > static_cast<std::int64_t>(daysInMonth(year, static_cast<unsigned>(month))))
        return false;
    epochDay = daysFromCivil(year, static_cast<unsigned>(month), static_cast<unsigned>(day));
    return true;
}

bool parseTimePrefix(std::string_view s, std::size_t &pos, std::int64_t &nanoOfDay,
                     bool secondsOptional)
{
    std::int64_t h = 0, m = 0, sec = 0, nanos = 0;
    if (!readDigits(s, pos, 2, h) || pos >= s.size() || s[pos] != ':')
        return false;
    ++pos;
    if (!readDigits(s, pos, 2, m))
        return false;
    if (pos < s.size() && s[pos] == ':') {
        ++pos;
        if (!readDigits(s, pos, 2, sec))
            return false;
        if (pos < s.size() && s[pos] == '.') {
            ++pos;
            std::size_t digits = 0;
            while (pos < s.size() && isDigit(s[pos]) && digits < 9) {
                nanos = nanos * 10 + (s[pos] - '0');
                ++pos;
                ++digits;
            }
            for (std::size_t i = digits; i < 9; ++i)
                nanos *= 10;
        }
    } else if (!secondsOptional) {
        return false;
    }
    if (h > 23 || m > 59 || sec > 59)
        return false;
    nanoOfDay = ((h * 60 + m) * 60 + sec) * kNanosPerSecond + nanos;
    return true;
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    std::int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

void appendTwo(std::string &out, std::int64_t v)
{
    out += static_cast<char>('0' + v / 10);
    out += static_cast<char>('0' + v % 10);
}

constexpr char kBase64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int base64Value(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+')
        return 62;
    if (c == '/')
        return 63;
    return -1;
}

} // namespace

std::string_view trimJava(std::string_view text)
{
    while (!text.empty() && static_cast<unsigned char>(text.front()) <= ' ')
        text.remove_prefix(1);
    while (!text.empty() && static_cast<unsigned char>(text.back()) <= ' ')
        text.remove_suffix(1);
    return text;
}

bool parseJavaInteger(std::string_view text, std::int64_t min, std::int64_t max, std::int64_t &out)
{
    if (text.empty())
        return false;
    std::size_t pos = 0;
    const bool negative = text[0] == '-';
    if (text[0] == '-' || text[0] == '+')
        pos = 1;
    if (pos == text.size())
        return false;
    // Accumulate negatively so INT64_MIN parses.
    std::int64_t v = 0;
    for (; pos < text.size(); ++pos) {
        const char c = text[pos];
        if (!isDigit(c))
            return false;
        const int d = c - '0';
        if (v < (INT64_MIN + d) / 10)
            return false;
        v = v * 10 - d;
    }
    if (!negative) {
        if (v == INT64_MIN)
            return false;
        v = -v;
    }
    if (v < min || v > max)
        return false;
    out = v;
    return true;
}

bool parseJavaDouble(std::string_view text, double &out)
{
    text = trimJava(text);
    if (text.empty())
        return false;
    if (text.back() == 'f' || text.back() == 'F' || text.back() == 'd' || text.back() == 'D') {
        // A type suffix, unless the text is just "Infinity"-like (which has none).
        text.remove_suffix(1);
        if (text.empty())
            return false;
    }
    bool negative = false;
    std::string_view body = text;
    if (body[0] == '+' || body[0] == '-') {
        negative = body[0] == '-';
        body.remove_prefix(1);
    }
    if (body == "NaN") {
        out = std::numeric_limits<double>::quiet_NaN();
        return true;
    }
    if (body == "Infinity") {
        out = negative ? -std::numeric_limits<double>::infinity()
                       : std::numeric_limits<double>::infinity();
        return true;
    }
    // Validate Java's decimal syntax: digits [. digits] [e [sign] digits], a digit somewhere.
    std::size_t i = 0, mantissaDigits = 0;
    while (i < body.size() && isDigit(body[i])) {
        ++i;
        ++mantissaDigits;
    }
    if (i < body.size() && body[i] == '.') {
        ++i;
        while (i < body.size() && isDigit(body[i])) {
            ++i;
            ++mantissaDigits;
        }
    }
    if (mantissaDigits == 0)
        return false;
    if (i < body.size() && (body[i] == 'e' || body[i] == 'E')) {
        ++i;
        if (i < body.size() && (body[i] == '+' || body[i] == '-'))
            ++i;
        std::size_t expDigits = 0;
        while (i < body.size() && isDigit(body[i])) {
            ++i;
            ++expDigits;
        }
        if (expDigits == 0)
            return false;
    }
    if (i != body.size())
        return false;
    // from_chars does not take '+' but reads everything else of this syntax, locale-free.
    double v = 0;
    const auto [ptr, ec] = std::from_chars(body.data(), body.data() + body.size(), v);
    if (ptr != body.data() + body.size())
        return false;
    if (ec == std::errc::result_out_of_range) {
        // Java rounds to infinity or zero instead of failing.
        bool bigExponent = body.find_first_of("eE") != std::string_view::npos &&
                           body.find('-', body.find_first_of("eE")) == std::string_view::npos;
        v = bigExponent ? std::numeric_limits<double>::infinity() : 0.0;
    } else if (ec != std::errc()) {
        return false;
    }
    out = negative ? -v : v;
    return true;
}

bool parseJavaBoolean(std::string_view text)
{
    if (text.size() != 4)
        return false;
    const char *t = "true";
    for (std::size_t i = 0; i < 4; ++i) {
        char c = text[i];
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
        if (c != t[i])
            return false;
    }
    return true;
}

DecimalParse parseDecimal(std::string_view text, int precision, int scale, Int128 &unscaled)
{
    std::size_t i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        negative = text[i] == '-';
        ++i;
    }
    std::string digits; // significant digits, leading zeros dropped
    std::int64_t fractionDigits = 0;
    bool sawDigit = false, sawPoint = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (isDigit(c)) {
            sawDigit = true;
            if (!(digits.empty() && c == '0'))
                digits += c;
            if (sawPoint)
                ++fractionDigits;
        } else if (c == '.' && !sawPoint) {
            sawPoint = true;
        } else {
            break;
        }
    }
    if (!sawDigit)
        return DecimalParse::Invalid;
    std::int64_t exponent = 0;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        std::int64_t e = 0;
        const std::size_t start = i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-'))
            ++i;
        if (i == text.size())
            return DecimalParse::Invalid;
        if (!parseJavaInteger(text.substr(start), INT32_MIN, INT32_MAX, e))
            return DecimalParse::Invalid;
        exponent = e;
        i = text.size();
    }
    if (i != text.size())
        return DecimalParse::Invalid;
    // value = digits * 10^(exponent - fractionDigits); unscaled = value * 10^scale.
    const std::int64_t shift = exponent - fractionDigits + scale;
    const std::int64_t kept = static_cast<std::int64_t>(digits.size()) + shift; // integer digits
    Int128 v = 0;
    if (digits.empty() || kept < 0) {
        v = 0;
    } else if (kept > precision) {
        return DecimalParse::Overflow;
    } else {
        const std::size_t take = static_cast<std::size_t>(
            std::min<std::int64_t>(kept, static_cast<std::int64_t>(digits.size())));
        for (std::size_t d = 0; d < take; ++d)
            v = v * 10 + (digits[d] - '0');
        for (std::int64_t z = static_cast<std::int64_t>(take); z < kept; ++z)
            v *= 10;
        // HALF_UP: look at the first dropped digit.
        if (take < digits.size() && digits[take] >= '5')
            v += 1;
    }
    Int128 limit = 1;
    for (int p = 0; p < precision; ++p)
        limit *= 10;
    if (v >= limit)
        return DecimalParse::Overflow;
    unscaled = negative ? -v : v;
    return DecimalParse::Ok;
}

std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d)
{
    // Howard Hinnant's days_from_civil.
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

bool parseDate(std::string_view text, std::int32_t &epochDay, bool lenient)
{
    std::size_t pos = 0;
    std::int64_t day = 0;
    if (!parseDatePrefix(text, pos, day, lenient) || pos != text.size())
        return false;
    if (day < INT32_MIN || day > INT32_MAX)
        return false;
    epochDay = static_cast<std::int32_t>(day);
    return true;
}

bool parseTime(std::string_view text, std::int64_t &nanoOfDay, bool secondsOptional)
{
    std::size_t pos = 0;
    return parseTimePrefix(text, pos, nanoOfDay, secondsOptional) && pos == text.size();
}

bool parseTimestamp(std::string_view text, TimestampStyle style, bool utcSuffix,
                    TimestampValue &out)
{
    std::size_t pos = 0;
    std::int64_t day = 0, nanos = 0;
    if (!parseDatePrefix(text, pos, day, false))
        return false;
    const char sep = style == TimestampStyle::Sql ? ' ' : 'T';
    if (pos >= text.size() || text[pos] != sep)
        return false;
    ++pos;
    if (!parseTimePrefix(text, pos, nanos, style == TimestampStyle::Iso8601))
        return false;
    if (utcSuffix) {
        if (pos >= text.size() || text[pos] != 'Z')
            return false;
        ++pos;
    }
    if (pos != text.size())
        return false;
    out.millis = day * kMillisPerDay + nanos / kNanosPerMilli;
    out.nanoOfMilli = static_cast<std::int32_t>(nanos % kNanosPerMilli);
    return true;
}

void appendTime(std::string &out, std::int64_t nanoOfDay)
{
    const std::int64_t sec = nanoOfDay / kNanosPerSecond;
    std::int64_t frac = nanoOfDay % kNanosPerSecond;
    appendTwo(out, sec / 3600);
    out += ':';
    appendTwo(out, (sec / 60) % 60);
    out += ':';
    appendTwo(out, sec % 60);
    if (frac != 0) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%09lld", static_cast<long long>(frac));
        std::size_t len = 9;
        while (len > 1 && buf[len - 1] == '0')
            --len;
        out += '.';
        out.append(buf, len);
    }
}

void appendTimestamp(std::string &out, const TimestampValue &ts, TimestampStyle style,
                     bool utcSuffix)
{
    const std::int64_t day = floorDiv(ts.millis, kMillisPerDay);
    const std::int64_t millisOfDay = ts.millis - day * kMillisPerDay;
    out += javaLocalDate(static_cast<std::int32_t>(day));
    out += style == TimestampStyle::Sql ? ' ' : 'T';
    appendTime(out, millisOfDay * kNanosPerMilli + ts.nanoOfMilli);
    if (utcSuffix)
        out += 'Z';
}

void appendBase64(std::string &out, std::string_view bytes)
{
    std::size_t i = 0;
    const auto *b = reinterpret_cast<const unsigned char *>(bytes.data());
    for (; i + 3 <= bytes.size(); i += 3) {
        const unsigned v = (b[i] << 16) | (b[i + 1] << 8) | b[i + 2];
        out += kBase64[(v >> 18) & 63];
        out += kBase64[(v >> 12) & 63];
        out += kBase64[(v >> 6) & 63];
        out += kBase64[v & 63];
    }
    const std::size_t rest = bytes.size() - i;
    if (rest == 1) {
        const unsigned v = b[i] << 16;
        out += kBase64[(v >> 18) & 63];
        out += kBase64[(v >> 12) & 63];
        out += "==";
    } else if (rest == 2) {
        const unsigned v = (b[i] << 16) | (b[i + 1] << 8);
        out += kBase64[(v >> 18) & 63];
        out += kBase64[(v >> 12) & 63];
        out += kBase64[(v >> 6) & 63];
        out += '=';
    }
}

bool decodeBase64(std::string_view text, std::string &out)
{
    out.clear();
    unsigned acc = 0;
    int bits = 0;
    std::size_t padding = 0;
    for (const char c : text) {
        if (c == '=') {
            ++padding;
            continue;
        }
        if (padding > 0)
            return false;
        const int v = base64Value(c);
        if (v < 0)
            return false;
        acc = (acc << 6) | static_cast<unsigned>(v);
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out += static_cast<char>((acc >> bits) & 0xFF);
        }
    }
    return padding <= 2;
}

std::string unescapeJava(std::string_view text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c != '\\' || i + 1 == text.size()) {
            out += c;
            continue;
        }
        const char e = text[++i];
        switch (e) {
        case 't': out += '\t'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case '0': out += '\0'; break;
        case 'u': {
            std::int64_t cp = 0;
            if (i + 4 < text.size()) {
                unsigned v = 0;
                bool ok = true;
                for (std::size_t k = 1; k <= 4 && ok; ++k) {
                    const char h = text[i + k];
                    v <<= 4;
                    if (isDigit(h))
                        v |= static_cast<unsigned>(h - '0');
                    else if (h >= 'a' && h <= 'f')
                        v |= static_cast<unsigned>(h - 'a' + 10);
                    else if (h >= 'A' && h <= 'F')
                        v |= static_cast<unsigned>(h - 'A' + 10);
                    else
                        ok = false;
                }
                if (ok) {
                    cp = v;
                    i += 4;
                    // UTF-8 encode the BMP code point.
                    if (cp < 0x80) {
                        out += static_cast<char>(cp);
                    } else if (cp < 0x800) {
                        out += static_cast<char>(0xC0 | (cp >> 6));
                        out += static_cast<char>(0x80 | (cp & 0x3F));
                    } else {
                        out += static_cast<char>(0xE0 | (cp >> 12));
                        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
                        out += static_cast<char>(0x80 | (cp & 0x3F));
                    }
                    break;
                }
            }
            out += "\\u";
            break;
        }
        default: out += e; break;
        }
    }
    return out;
}

} // namespace sluice::formats
