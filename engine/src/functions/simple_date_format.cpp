#include "functions/simple_date_format.h"

#include <sluice/text.h>

#include "exec/expr_time.h"

#include <array>
#include <cctype>
#include <cstdlib>

namespace sluice::functions {
namespace {

using exec::detail::civilFromDays;
using exec::detail::daysFromCivil;
using exec::detail::floorDiv;
using exec::detail::floorMod;
using exec::detail::kMillisPerDay;

constexpr std::array<std::string_view, 12> kMonths = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};
constexpr std::array<std::string_view, 7> kDays = {"Sunday",   "Monday", "Tuesday", "Wednesday",
                                                   "Thursday", "Friday", "Saturday"};
constexpr std::string_view kLetters = "GyYMLwWDdFEuaHkKhmsSzZX";

void appendPadded(std::string &out, std::int64_t v, int width)
{
    if (v < 0) {
        out += '-';
        v = -v;
    }
    const std::string digits = std::to_string(v);
    for (int k = static_cast<int>(digits.size()); k < width; ++k)
        out += '0';
    out += digits;
}

/// Sunday = 0 ... Saturday = 6 of an epoch day (1970-01-01 was a Thursday).
int dayOfWeek(std::int64_t day) { return static_cast<int>(floorMod(day + 4, 7)); }

/// Week of year and week-based year with locale en's rules: weeks start on Sunday, week 1 is
/// the week holding January 1.
void weekOfYear(std::int64_t day, std::int64_t year, std::int64_t &weekYear, int &week)
{
    const std::int64_t weekEnd = day - dayOfWeek(day) + 6;
    std::int64_t y;
    unsigned m, d;
    civilFromDays(weekEnd, y, m, d);
    if (y > year) {
        weekYear = y;
        week = 1;
        return;
    }
    const std::int64_t jan1 = daysFromCivil(year, 1, 1);
    weekYear = year;
    week = static_cast<int>((day - jan1 + dayOfWeek(jan1)) / 7 + 1);
}

void appendOffset(std::string &out, std::int64_t offsetMillis, bool colon)
{
    const std::int64_t minutes = offsetMillis / 60'000;
    out += minutes < 0 ? '-' : '+';
    const std::int64_t a = std::llabs(minutes);
    appendPadded(out, a / 60, 2);
    if (colon)
        out += ':';
    appendPadded(out, a % 60, 2);
}

bool startsWithIgnoreCase(std::string_view text, std::size_t pos, std::string_view word)
{
    if (text.size() - pos < word.size())
        return false;
    for (std::size_t k = 0; k < word.size(); ++k) {
        if (std::tolower(static_cast<unsigned char>(text[pos + k])) !=
            std::tolower(static_cast<unsigned char>(word[k])))
            return false;
    }
    return true;
}

/// The longest of `names` (or their 3-letter forms) at `pos`: its index, or -1.
int matchName(std::string_view text, std::size_t &pos, const auto &names)
{
    int best = -1;
    std::size_t bestLen = 0;
    for (std::size_t k = 0; k < names.size(); ++k) {
        for (std::string_view n : {names[k], names[k].substr(0, 3)}) {
            if (n.size() > bestLen && startsWithIgnoreCase(text, pos, n)) {
                best = static_cast<int>(k);
                bestLen = n.size();
            }
        }
    }
    pos += bestLen;
    return best;
}

} // namespace

std::optional<SimpleDateFormat> SimpleDateFormat::compile(std::string_view pattern, Text *error)
{
    SimpleDateFormat f;
    for (std::size_t i = 0; i < pattern.size();) {
        const char c = pattern[i];
        if (c == '\'') {
            std::string lit;
            std::size_t j = i + 1;
            if (j < pattern.size() && pattern[j] == '\'') {
                f.m_items.push_back({0, 0, "'"});
                i = j + 1;
                continue;
            }
            for (;; ++j) {
                if (j >= pattern.size()) {
                    if (error)
                        *error = sluice::Engine::tr("Unterminated quote");
                    return std::nullopt;
                }
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
            f.m_items.push_back({0, 0, lit});
            i = j + 1;
            continue;
        }
        if (std::isalpha(static_cast<unsigned char>(c))) {
            if (kLetters.find(c) == std::string_view::npos) {
                if (error)
                    *error = sluice::Engine::tr("Illegal pattern character '%1'").arg(std::string(1, c));
                return std::nullopt;
            }
            std::size_t j = i;
            while (j < pattern.size() && pattern[j] == c)
                ++j;
            f.m_items.push_back({c, static_cast<int>(j - i), {}});
            i = j;
            continue;
        }
        if (!f.m_items.empty() && f.m_items.back().letter == 0)
            f.m_items.back().literal += c;
        else
            f.m_items.push_back({0, 0, std::string(1, c)});
        ++i;
    }
    return f;
}

void SimpleDateFormat::format(std::int64_t utcMillis, const TimeZone &zone, std::string &out) const
{
    const std::int64_t offset = zone.offsetAt(utcMillis);
    const std::int64_t local = utcMillis + offset;
    const std::int64_t day = floorDiv(local, kMillisPerDay);
    const std::int64_t ms = floorMod(local, kMillisPerDay);
    std::int64_t year;
    unsigned month, dom;
    civilFromDays(day, year, month, dom);
    const int hour = static_cast<int>(ms / 3'600'000);
    for (const Item &it : m_items) {
        const int n = it.count;
        switch (it.letter) {
        case 0: out += it.literal; break;
        case 'G': out += year > 0 ? "AD" : "BC"; break;
        case 'y':
        case 'Y': {
            std::int64_t y = year;
            if (it.letter == 'Y') {
                int week;
                weekOfYear(day, year, y, week);
            }
            if (y <= 0)
                y = 1 - y;
            if (n == 2)
                appendPadded(out, y % 100, 2);
            else
                appendPadded(out, y, n);
            break;
        }
        case 'M':
        case 'L':
            if (n >= 4)
                out += kMonths[month - 1];
            else if (n == 3)
                out += kMonths[month - 1].substr(0, 3);
            else
                appendPadded(out, month, n);
            break;
        case 'w': {
            std::int64_t wy;
            int week;
            weekOfYear(day, year, wy, week);
            appendPadded(out, week, n);
            break;
        }
        case 'W': {
            const std::int64_t first = day - (dom - 1);
            appendPadded(out, (dom - 1 + static_cast<unsigned>(dayOfWeek(first))) / 7 + 1, n);
            break;
        }
        case 'D': appendPadded(out, day - daysFromCivil(year, 1, 1) + 1, n); break;
        case 'd': appendPadded(out, dom, n); break;
        case 'F': appendPadded(out, (dom - 1) / 7 + 1, n); break;
        case 'E': {
            const std::string_view name = kDays[static_cast<std::size_t>(dayOfWeek(day))];
            out += n >= 4 ? name : name.substr(0, 3);
            break;
        }
        case 'u': {
            const int dow = dayOfWeek(day);
            appendPadded(out, dow == 0 ? 7 : dow, n);
            break;
        }
        case 'a': out += hour < 12 ? "AM" : "PM"; break;
        case 'H': appendPadded(out, hour, n); break;
        case 'k': appendPadded(out, hour == 0 ? 24 : hour, n); break;
        case 'K': appendPadded(out, hour % 12, n); break;
        case 'h': appendPadded(out, hour % 12 == 0 ? 12 : hour % 12, n); break;
        case 'm': appendPadded(out, ms / 60'000 % 60, n); break;
        case 's': appendPadded(out, ms / 1000 % 60, n); break;
        case 'S': appendPadded(out, ms % 1000, n); break;
        case 'z':
            if (zone.isUtc()) {
                out += n >= 4 ? "Coordinated Universal Time" : "UTC";
            } else if (const std::string name = zone.displayName(utcMillis, n >= 4); !name.empty()) {
                out += name;
            } else {
                out += "GMT";
                appendOffset(out, offset, true);
            }
            break;
        case 'Z': appendOffset(out, offset, false); break;
        case 'X':
            if (offset == 0) {
                out += 'Z';
            } else if (n == 1) {
                const std::int64_t minutes = offset / 60'000;
                out += minutes < 0 ? '-' : '+';
                appendPadded(out, std::llabs(minutes) / 60, 2);
            } else {
                appendOffset(out, offset, n >= 3);
            }
            break;
        default: break;
        }
    }
}

std::optional<std::int64_t> SimpleDateFormat::parse(std::string_view text, const TimeZone &zone,
                                                    std::int64_t nowMillis) const
{
    std::int64_t year = 1970, month = 1, dom = 1, doy = 0, hour = 0, minute = 0, second = 0,
                 millis = 0;
    bool bc = false, pm = false, twelveHour = false, haveDoy = false, haveDate = false;
    std::optional<std::int64_t> offset;
    std::size_t pos = 0;
    auto isNumeric = [](const Item &item) {
        if (item.letter == 'M' || item.letter == 'L')
            return item.count <= 2;
        return item.letter != 0 && std::string_view("GEaZzX").find(item.letter) == std::string_view::npos;
    };
    for (std::size_t k = 0; k < m_items.size(); ++k) {
        const Item &it = m_items[k];
        if (it.letter == 0) {
            if (text.substr(pos, it.literal.size()) != it.literal)
                return std::nullopt;
            pos += it.literal.size();
            continue;
        }
        const bool monthText = (it.letter == 'M' || it.letter == 'L') && it.count >= 3;
        if (isNumeric(it) && !monthText) {
            // A numeric field abutting the next numeric field takes exactly its count of digits.
            const bool abutting = k + 1 < m_items.size() && isNumeric(m_items[k + 1]);
            while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t'))
                ++pos;
            const std::size_t start = pos;
            bool negative = false;
            if (!abutting && pos < text.size() && text[pos] == '-') {
                negative = true;
                ++pos;
            }
            const std::size_t digitsStart = pos;
            std::int64_t v = 0;
            while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])) &&
                   (!abutting || pos - digitsStart < static_cast<std::size_t>(it.count))) {
                if (v > 100'000'000'000LL)
                    return std::nullopt;
                v = v * 10 + (text[pos] - '0');
                ++pos;
            }
            if (pos == digitsStart)
                return std::nullopt;
            if (negative)
                v = -v;
            switch (it.letter) {
            case 'y':
            case 'Y':
                year = v;
                if (it.count <= 2 && pos - start == 2 && !negative) {
                    // Two digits: the year within 80 years before and 20 after now.
                    std::int64_t nowYear;
                    unsigned m, d;
                    civilFromDays(floorDiv(nowMillis, kMillisPerDay), nowYear, m, d);
                    const std::int64_t startYear = nowYear - 80;
                    year = startYear / 100 * 100 + v;
                    if (year < startYear)
                        year += 100;
                }
                haveDate = true;
                break;
            case 'M':
            case 'L': month = v; haveDate = true; break;
            case 'd': dom = v; haveDate = true; break;
            case 'D': doy = v; haveDoy = true; break;
            case 'H': hour = v; break;
            case 'k': hour = v == 24 ? 0 : v; break;
            case 'K': hour = v; twelveHour = true; break;
            case 'h': hour = v == 12 ? 0 : v; twelveHour = true; break;
            case 'm': minute = v; break;
            case 's': second = v; break;
            case 'S': millis = v; break;
            default: break; // w W F u: read, not used to place the date
            }
            continue;
        }
        switch (it.letter) {
        case 'M':
        case 'L': {
            const int m = matchName(text, pos, kMonths);
            if (m < 0)
                return std::nullopt;
            month = m + 1;
            haveDate = true;
            break;
        }
        case 'E':
            if (matchName(text, pos, kDays) < 0)
                return std::nullopt;
            break;
        case 'G':
            if (startsWithIgnoreCase(text, pos, "AD")) {
                pos += 2;
            } else if (startsWithIgnoreCase(text, pos, "BC")) {
                bc = true;
                pos += 2;
            } else {
                return std::nullopt;
            }
            break;
        case 'a':
            if (startsWithIgnoreCase(text, pos, "AM")) {
                pos += 2;
            } else if (startsWithIgnoreCase(text, pos, "PM")) {
                pm = true;
                pos += 2;
            } else {
                return std::nullopt;
            }
            break;
        default: { // z Z X: GMT/UTC, Z, or +hh[:]mm
            if (startsWithIgnoreCase(text, pos, "GMT") || startsWithIgnoreCase(text, pos, "UTC")) {
                pos += 3;
                offset = 0;
                if (pos >= text.size() || (text[pos] != '+' && text[pos] != '-'))
                    break;
            } else if (pos < text.size() && text[pos] == 'Z') {
                ++pos;
                offset = 0;
                break;
            }
            if (pos >= text.size() || (text[pos] != '+' && text[pos] != '-'))
                return std::nullopt;
            const bool minus = text[pos++] == '-';
            std::int64_t h = 0, m = 0;
            std::size_t d = pos;
            while (pos < text.size() && pos - d < 2 && std::isdigit(static_cast<unsigned char>(text[pos])))
                h = h * 10 + (text[pos++] - '0');
            if (pos == d)
                return std::nullopt;
            if (pos < text.size() && text[pos] == ':')
                ++pos;
            d = pos;
            while (pos < text.size() && pos - d < 2 && std::isdigit(static_cast<unsigned char>(text[pos])))
                m = m * 10 + (text[pos++] - '0');
            offset = (minus ? -1 : 1) * (h * 60 + m) * 60'000;
            break;
        }
        }
    }
    if (bc)
        year = 1 - year;
    if (twelveHour && pm)
        hour += 12;
    // Lenient fields: months, days and times past their range roll over.
    std::int64_t day;
    if (haveDoy && !haveDate) {
        day = daysFromCivil(year, 1, 1) + doy - 1;
    } else {
        const std::int64_t m0 = month - 1;
        const std::int64_t y = year + floorDiv(m0, 12);
        day = daysFromCivil(y, static_cast<unsigned>(floorMod(m0, 12) + 1), 1) + dom - 1;
    }
    const std::int64_t local =
        day * kMillisPerDay + ((hour * 60 + minute) * 60 + second) * 1000 + millis;
    return offset ? local - *offset : zone.toUtc(local, TimeZone::Repeated::Later);
}

const SimpleDateFormat &defaultTimestampFormat()
{
    static const SimpleDateFormat format = *SimpleDateFormat::compile("yyyy-MM-dd HH:mm:ss", nullptr);
    return format;
}

} // namespace sluice::functions
