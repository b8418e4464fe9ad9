#include "exec/expr_time.h"

#include <sluice/text.h>

#include <array>
#include <cctype>

namespace sluice::exec::detail {
namespace {

constexpr std::array<const char *, 12> kMonthNames = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};
constexpr std::array<const char *, 7> kDayNames = {"Monday", "Tuesday",  "Wednesday", "Thursday",
                                                   "Friday", "Saturday", "Sunday"};

bool isLeap(std::int64_t y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

unsigned daysInMonth(std::int64_t y, unsigned m)
{
    static constexpr unsigned kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && isLeap(y) ? 29 : kDays[m - 1];
}

bool validDate(std::int64_t y, std::int64_t m, std::int64_t d)
{
    return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, static_cast<unsigned>(m));
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

// Java's Integer.parseInt on a trimmed piece: optional sign, digits only.
std::optional<std::int64_t> parseInteger(std::string_view s)
{
    s = trim(s);
    bool negative = false;
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
        negative = s[0] == '-';
        s.remove_prefix(1);
    }
    if (s.empty() || s.size() > 10)
        return std::nullopt;
    std::int64_t v = 0;
    for (char c : s) {
        if (c < '0' || c > '9')
            return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return negative ? -v : v;
}

void appendNumber(std::string &out, std::int64_t v, int width)
{
    if (v < 0) {
        out += '-';
        v = -v;
    }
    char buf[24];
    int n = 0;
    do {
        buf[n++] = static_cast<char>('0' + v % 10);
        v /= 10;
    } while (v > 0);
    for (int i = n; i < width; ++i)
        out += '0';
    while (n > 0)
        out += buf[--n];
}

struct Fields {
    std::int64_t year = 1970;
    std::int64_t month = 1;
    std::int64_t day = 1;
    std::int64_t hour = 0;
    std::int64_t minute = 0;
    std::int64_t second = 0;
    std::int64_t nano = 0;
    int ampm = -1; // -1 none, 0 AM, 1 PM
    bool clockHour = false;
};

std::optional<TimestampValue> toTimestamp(const Fields &f, int precision)
{
    std::int64_t hour = f.hour;
    if (f.clockHour) {
        if (hour < 1 || hour > 12)
            return std::nullopt;
        hour %= 12;
        if (f.ampm == 1)
            hour += 12;
    } else if (f.ampm == 1 && hour < 12) {
        hour += 12;
    }
    if (!validDate(f.year, f.month, f.day) || hour < 0 || hour > 23 || f.minute < 0 ||
        f.minute > 59 || f.second < 0 || f.second > 59)
        return std::nullopt;
    std::int64_t nano = f.nano;
    if (precision < 9) {
        std::int64_t unit = 1;
        for (int i = precision; i < 9; ++i)
            unit *= 10;
        nano -= nano % unit;
    }
    const std::int64_t days =
        daysFromCivil(f.year, static_cast<unsigned>(f.month), static_cast<unsigned>(f.day));
    TimestampValue ts;
    ts.millis = days * kMillisPerDay + hour * 3'600'000 + f.minute * 60'000 + f.second * 1000 +
                nano / 1'000'000;
    ts.nanoOfMilli = static_cast<std::int32_t>(nano % 1'000'000);
    return ts;
}

// Reads 1..maxDigits digits at s[pos]; at least minDigits.
bool readDigits(std::string_view s, std::size_t &pos, int minDigits, int maxDigits, std::int64_t &v)
{
    int n = 0;
    v = 0;
    while (pos < s.size() && n < maxDigits && s[pos] >= '0' && s[pos] <= '9') {
        v = v * 10 + (s[pos] - '0');
        ++pos;
        ++n;
    }
    return n >= minDigits;
}

// `yyyy-M-d` or `yyyy-M-d H:m:s[.fraction]` (Flink's DEFAULT_TIMESTAMP_FORMATTER, and
// java.sql.Timestamp.valueOf for the fallback of TO_TIMESTAMP with a pattern).
std::optional<Fields> parseDefaultTimestamp(std::string_view s)
{
    Fields f;
    std::size_t pos = 0;
    if (!readDigits(s, pos, 4, 4, f.year) || pos >= s.size() || s[pos++] != '-')
        return std::nullopt;
    if (!readDigits(s, pos, 1, 2, f.month) || pos >= s.size() || s[pos++] != '-')
        return std::nullopt;
    if (!readDigits(s, pos, 1, 2, f.day))
        return std::nullopt;
    if (pos == s.size())
        return f;
    if (s[pos++] != ' ')
        return std::nullopt;
    if (!readDigits(s, pos, 1, 2, f.hour) || pos >= s.size() || s[pos++] != ':')
        return std::nullopt;
    if (!readDigits(s, pos, 1, 2, f.minute) || pos >= s.size() || s[pos++] != ':')
        return std::nullopt;
    if (!readDigits(s, pos, 1, 2, f.second))
        return std::nullopt;
    if (pos < s.size() && s[pos] == '.') {
        ++pos;
        std::int64_t frac = 0;
        const std::size_t start = pos;
        if (!readDigits(s, pos, 0, 9, frac))
            return std::nullopt;
        for (std::size_t k = pos - start; k < 9; ++k)
            frac *= 10;
        f.nano = frac;
    }
    if (pos != s.size())
        return std::nullopt;
    return f;
}

} // namespace

std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

void civilFromDays(std::int64_t z, std::int64_t &y, unsigned &m, unsigned &d)
{
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    y = static_cast<std::int64_t>(yoe) + era * 400;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp < 10 ? mp + 3 : mp - 9;
    y += m <= 2;
}

std::int32_t addMonthsToDate(std::int32_t days, std::int64_t months)
{
    std::int64_t y;
    unsigned m, d;
    civilFromDays(days, y, m, d);
    std::int64_t total = y * 12 + (m - 1) + months;
    const std::int64_t ny = floorDiv(total, 12);
    const unsigned nm = static_cast<unsigned>(floorMod(total, 12)) + 1;
    const unsigned nd = std::min(d, daysInMonth(ny, nm));
    return static_cast<std::int32_t>(daysFromCivil(ny, nm, nd));
}

std::int64_t addMonthsToMillis(std::int64_t millis, std::int64_t months)
{
    const std::int64_t day = floorDiv(millis, kMillisPerDay);
    const std::int64_t time = floorMod(millis, kMillisPerDay);
    return std::int64_t{addMonthsToDate(static_cast<std::int32_t>(day), months)} * kMillisPerDay +
           time;
}

std::optional<std::int32_t> parseDate(std::string_view s)
{
    const std::size_t space = s.find(' ');
    if (space != std::string_view::npos && space > 0)
        s = s.substr(0, space);
    std::int64_t y = 0, m = 1, d = 1;
    const std::size_t h1 = s.find('-', 1); // a leading '-' is the year's sign
    if (h1 == std::string_view::npos) {
        auto v = parseInteger(s);
        if (!v)
            return std::nullopt;
        y = *v;
    } else {
        auto yv = parseInteger(s.substr(0, h1));
        if (!yv)
            return std::nullopt;
        y = *yv;
        const std::size_t h2 = s.find('-', h1 + 1);
        auto mv = parseInteger(h2 == std::string_view::npos ? s.substr(h1 + 1)
                                                            : s.substr(h1 + 1, h2 - h1 - 1));
        if (!mv)
            return std::nullopt;
        m = *mv;
        if (h2 != std::string_view::npos) {
            auto dv = parseInteger(s.substr(h2 + 1));
            if (!dv)
                return std::nullopt;
            d = *dv;
        }
    }
    if (!validDate(y, m, d))
        return std::nullopt;
    return static_cast<std::int32_t>(
        daysFromCivil(y, static_cast<unsigned>(m), static_cast<unsigned>(d)));
}

std::optional<std::int32_t> parseTime(std::string_view s)
{
    s = trim(s);
    std::int64_t h = 0, m = 0, sec = 0, milli = 0;
    const std::size_t c1 = s.find(':');
    if (c1 == std::string_view::npos) {
        auto v = parseInteger(s);
        if (!v)
            return std::nullopt;
        h = *v;
    } else {
        auto hv = parseInteger(s.substr(0, c1));
        if (!hv)
            return std::nullopt;
        h = *hv;
        const std::size_t c2 = s.find(':', c1 + 1);
        if (c2 == std::string_view::npos) {
            auto mv = parseInteger(s.substr(c1 + 1));
            if (!mv)
                return std::nullopt;
            m = *mv;
        } else {
            auto mv = parseInteger(s.substr(c1 + 1, c2 - c1 - 1));
            if (!mv)
                return std::nullopt;
            m = *mv;
            const std::size_t dot = s.find('.', c2);
            auto sv = parseInteger(dot == std::string_view::npos ? s.substr(c2 + 1)
                                                                 : s.substr(c2 + 1, dot - c2 - 1));
            if (!sv)
                return std::nullopt;
            sec = *sv;
            if (dot != std::string_view::npos) {
                // DateTimeUtils.parseFraction: three digits, rounded on the fourth.
                const std::string_view frac = s.substr(dot + 1);
                int mult = 100;
                for (std::size_t i = 0; i < frac.size(); ++i) {
                    const char c = frac[i];
                    milli += mult * (c < '0' || c > '9' ? 0 : c - '0');
                    if (mult < 10) {
                        if (i + 1 < frac.size() && frac[i + 1] >= '5')
                            ++milli;
                        break;
                    }
                    mult /= 10;
                }
            }
        }
    }
    if (h < 0 || h > 23 || m < 0 || m > 59 || sec < 0 || sec > 59)
        return std::nullopt;
    return static_cast<std::int32_t>(h * 3'600'000 + m * 60'000 + sec * 1000 + milli);
}

std::optional<TimestampValue> parseTimestamp(std::string_view s, int precision)
{
    auto f = parseDefaultTimestamp(s);
    if (!f)
        return std::nullopt;
    return toTimestamp(*f, precision);
}

std::optional<DateTimePattern> DateTimePattern::compile(std::string_view pattern, Text *error)
{
    DateTimePattern p;
    for (std::size_t i = 0; i < pattern.size();) {
        const char c = pattern[i];
        if (c == '\'') {
            std::string lit;
            std::size_t j = i + 1;
            if (j < pattern.size() && pattern[j] == '\'') {
                lit = "'";
                j += 1;
            } else {
                for (; j < pattern.size(); ++j) {
                    if (pattern[j] == '\'') {
                        if (j + 1 < pattern.size() && pattern[j + 1] == '\'') {
                            lit += '\'';
                            ++j;
                            continue;
                        }
                        break;
                    }
                    lit += pattern[j];
                }
                if (j >= pattern.size()) {
                    if (error)
                        *error = sluice::Engine::tr("Pattern ends with an incomplete string literal: %1").arg(pattern);
                    return std::nullopt;
                }
                ++j;
            }
            p.m_items.push_back({0, 0, lit});
            i = j;
            continue;
        }
        if (std::isalpha(static_cast<unsigned char>(c))) {
            std::size_t j = i;
            while (j < pattern.size() && pattern[j] == c)
                ++j;
            const int count = static_cast<int>(j - i);
            static constexpr std::string_view kSupported = "yuMLdHhmsSaEYwWeDQqkKnANGF";
            if (kSupported.find(c) == std::string_view::npos) {
                if (error)
                    *error = sluice::Engine::tr("Unsupported pattern letter '%1' in '%2'")
                                 .arg(std::string_view(&c, 1))
                                 .arg(pattern);
                return std::nullopt;
            }
            p.m_items.push_back({c == 'u' ? 'y' : c == 'L' ? 'M' : c, count, {}});
            i = j;
            continue;
        }
        p.m_items.push_back({0, 0, std::string(1, c)});
        ++i;
    }
    return p;
}

void DateTimePattern::format(const TimestampValue &ts, std::string &out) const
{
    const std::int64_t day = floorDiv(ts.millis, kMillisPerDay);
    const std::int64_t ms = floorMod(ts.millis, kMillisPerDay);
    std::int64_t y;
    unsigned mo, d;
    civilFromDays(day, y, mo, d);
    const std::int64_t hour = ms / 3'600'000, minute = ms / 60'000 % 60, second = ms / 1000 % 60;
    const std::int64_t nano = ms % 1000 * 1'000'000 + ts.nanoOfMilli;
    // Locale en's week rules (java.time WeekFields): weeks start on Sunday, week 1 holds
    // January 1. dow: Sunday = 0.
    const std::int64_t dow = floorMod(day + 4, 7);
    const std::int64_t doy = day - daysFromCivil(y, 1, 1) + 1;
    std::int64_t weekYear = y, week = 0;
    {
        std::int64_t ey;
        unsigned em, ed;
        civilFromDays(day - dow + 6, ey, em, ed);
        if (ey > y) {
            weekYear = ey;
            week = 1;
        } else {
            week = (doy - 1 + floorMod(daysFromCivil(y, 1, 1) + 4, 7)) / 7 + 1;
        }
    }
    for (const Item &it : m_items) {
        switch (it.letter) {
        case 0: out += it.literal; break;
        case 'Y':
            if (it.count == 2)
                appendNumber(out, floorMod(weekYear, 100), 2);
            else
                appendNumber(out, weekYear, it.count);
            break;
        case 'w': appendNumber(out, week, it.count); break;
        case 'W': {
            const std::int64_t first = day - (d - 1);
            appendNumber(out, (d - 1 + floorMod(first + 4, 7)) / 7 + 1, it.count);
            break;
        }
        case 'e':
        case 'c': appendNumber(out, dow + 1, it.count); break;
        case 'D': appendNumber(out, doy, it.count); break;
        case 'Q':
        case 'q': appendNumber(out, (mo + 2) / 3, it.count); break;
        case 'k': appendNumber(out, hour == 0 ? 24 : hour, it.count); break;
        case 'K': appendNumber(out, hour % 12, it.count); break;
        case 'n': appendNumber(out, nano % 1'000'000'000, it.count); break;
        case 'A': appendNumber(out, ms, it.count); break;
        case 'N': appendNumber(out, ms * 1'000'000 + ts.nanoOfMilli, it.count); break;
        case 'G': out += y > 0 ? "AD" : "BC"; break;
        case 'F': appendNumber(out, (d - 1) % 7 + 1, it.count); break;
        case 'y':
            if (it.count == 2)
                appendNumber(out, floorMod(y, 100), 2);
            else
                appendNumber(out, y, it.count);
            break;
        case 'M':
            if (it.count >= 4)
                out += kMonthNames[mo - 1];
            else if (it.count == 3)
                out.append(kMonthNames[mo - 1], 3);
            else
                appendNumber(out, mo, it.count);
            break;
        case 'd': appendNumber(out, d, it.count); break;
        case 'H': appendNumber(out, hour, it.count); break;
        case 'h': appendNumber(out, hour % 12 == 0 ? 12 : hour % 12, it.count); break;
        case 'm': appendNumber(out, minute, it.count); break;
        case 's': appendNumber(out, second, it.count); break;
        case 'a': out += hour < 12 ? "AM" : "PM"; break;
        case 'E': {
            const char *name =
                kDayNames[static_cast<std::size_t>(floorMod(day + 3, 7))]; // 1970-01-01: Thu
            if (it.count >= 4)
                out += name;
            else
                out.append(name, 3);
            break;
        }
        case 'S': {
            char digits[10];
            std::int64_t v = nano;
            for (int k = 8; k >= 0; --k) {
                digits[k] = static_cast<char>('0' + v % 10);
                v /= 10;
            }
            for (int k = 0; k < it.count; ++k)
                out += k < 9 ? digits[k] : '0';
            break;
        }
        default: break;
        }
    }
}

std::optional<TimestampValue> DateTimePattern::parse(std::string_view s) const
{
    Fields f;
    std::size_t pos = 0;
    bool ok = true;
    for (std::size_t k = 0; k < m_items.size() && ok; ++k) {
        const Item &it = m_items[k];
        // A numeric field followed directly by another numeric field has a fixed width.
        const bool adjacent =
            k + 1 < m_items.size() && m_items[k + 1].letter != 0 && m_items[k + 1].letter != 'a';
        const int maxWidth = it.count >= 2 || adjacent ? it.count : 19;
        switch (it.letter) {
        case 0:
            if (s.substr(pos, it.literal.size()) != it.literal)
                ok = false;
            pos += it.literal.size();
            break;
        case 'y':
            if (it.count == 2) {
                std::int64_t v;
                ok = readDigits(s, pos, 2, 2, v);
                f.year = 2000 + v;
            } else {
                ok = readDigits(s, pos, it.count, adjacent ? it.count : 19, f.year);
            }
            break;
        case 'M':
            if (it.count >= 3) {
                ok = false;
                for (std::size_t mi = 0; mi < 12 && !ok; ++mi) {
                    std::string_view name = kMonthNames[mi];
                    if (it.count == 3)
                        name = name.substr(0, 3);
                    if (s.substr(pos, name.size()) == name) {
                        f.month = static_cast<std::int64_t>(mi) + 1;
                        pos += name.size();
                        ok = true;
                    }
                }
            } else {
                ok = readDigits(s, pos, it.count, maxWidth, f.month);
            }
            break;
        case 'd': ok = readDigits(s, pos, it.count, maxWidth, f.day); break;
        case 'H': ok = readDigits(s, pos, it.count, maxWidth, f.hour); break;
        case 'h':
            ok = readDigits(s, pos, it.count, maxWidth, f.hour);
            f.clockHour = true;
            break;
        case 'm': ok = readDigits(s, pos, it.count, maxWidth, f.minute); break;
        case 's': ok = readDigits(s, pos, it.count, maxWidth, f.second); break;
        case 'S': {
            std::int64_t v;
            const std::size_t start = pos;
            ok = readDigits(s, pos, it.count, it.count, v);
            for (std::size_t n = pos - start; n < 9; ++n)
                v *= 10;
            f.nano = v;
            break;
        }
        case 'a':
            if (s.substr(pos, 2) == "AM")
                f.ampm = 0;
            else if (s.substr(pos, 2) == "PM")
                f.ampm = 1;
            else
                ok = false;
            pos += 2;
            break;
        case 'E': {
            ok = false;
            for (const char *name : kDayNames) {
                std::string_view n = name;
                if (it.count < 4)
                    n = n.substr(0, 3);
                if (s.substr(pos, n.size()) == n) {
                    pos += n.size();
                    ok = true;
                    break;
                }
            }
            break;
        }
        default: ok = false; break;
        }
    }
    if (ok && pos == s.size()) {
        if (auto ts = toTimestamp(f, 3))
            return ts;
    }
    // Flink falls back to java.sql.Timestamp.valueOf / Date.valueOf for '1999-9-10 05:20:10'.
    const std::string_view t = trim(s);
    auto fallback = parseDefaultTimestamp(t);
    if (!fallback)
        return std::nullopt;
    return toTimestamp(*fallback, 3);
}

void appendTimestampText(const TimestampValue &ts, int precision, std::string &out)
{
    const std::int64_t day = floorDiv(ts.millis, kMillisPerDay);
    const std::int64_t ms = floorMod(ts.millis, kMillisPerDay);
    std::int64_t y;
    unsigned mo, d;
    civilFromDays(day, y, mo, d);
    appendNumber(out, y, 4);
    out += '-';
    appendNumber(out, mo, 2);
    out += '-';
    appendNumber(out, d, 2);
    out += ' ';
    appendNumber(out, ms / 3'600'000, 2);
    out += ':';
    appendNumber(out, ms / 60'000 % 60, 2);
    out += ':';
    appendNumber(out, ms / 1000 % 60, 2);
    if (precision > 0) {
        const std::int64_t nano = ms % 1000 * 1'000'000 + ts.nanoOfMilli;
        char digits[9];
        std::int64_t v = nano;
        for (int k = 8; k >= 0; --k) {
            digits[k] = static_cast<char>('0' + v % 10);
            v /= 10;
        }
        out += '.';
        out.append(digits, static_cast<std::size_t>(std::min(precision, 9)));
    }
}

} // namespace sluice::exec::detail
