#include "result_matcher.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>

namespace sluice::difftest {

namespace {

constexpr double kRelativeTolerance = 1e-9;

bool parseInt(const std::string &text, std::int64_t &out)
{
    const char *end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end && !text.empty();
}

// BigDecimal.toString() of a scale-2 value: optional '-', digits, '.', exactly two digits.
bool parseCents(const std::string &text, std::int64_t &out)
{
    const auto dot = text.find('.');
    if (dot == std::string::npos || text.size() - dot != 3)
        return false;
    std::int64_t whole = 0;
    std::int64_t fraction = 0;
    const std::string wholeText = text.substr(0, dot);
    const std::string fractionText = text.substr(dot + 1);
    if (wholeText.empty() || wholeText == "-" || !std::isdigit(static_cast<unsigned char>(fractionText[0])) ||
        !std::isdigit(static_cast<unsigned char>(fractionText[1])))
        return false;
    if (!parseInt(wholeText, whole) || !parseInt(fractionText, fraction))
        return false;
    const bool negative = wholeText[0] == '-';
    out = whole * 100 + (negative ? -fraction : fraction);
    return true;
}

bool parseDouble(const std::string &text, double &out)
{
    if (text.empty())
        return false;
    char *end = nullptr;
    out = std::strtod(text.c_str(), &end);
    return end == text.c_str() + text.size();
}

bool doublesClose(double a, double b)
{
    if (a == b || (std::isnan(a) && std::isnan(b)))
        return true;
    const double scale = std::max({1.0, std::fabs(a), std::fabs(b)});
    return std::fabs(a - b) <= kRelativeTolerance * scale;
}

bool valuesEqual(const NormalizedValue &a, const NormalizedValue &b, SqlType type)
{
    if (a.null || b.null)
        return a.null == b.null;
    if (a.unparsed || b.unparsed)
        return false;
    switch (type) {
    case SqlType::Int:
    case SqlType::BigInt:
    case SqlType::Decimal:
        return a.i == b.i;
    case SqlType::Double:
        return doublesClose(a.d, b.d);
    case SqlType::Varchar:
        return a.s == b.s;
    }
    return false;
}

bool rowsEqual(const NormalizedRow &a, const NormalizedRow &b, const std::vector<SqlType> &types)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t c = 0; c < a.size(); ++c)
        if (!valuesEqual(a[c], b[c], c < types.size() ? types[c] : SqlType::Varchar))
            return false;
    return true;
}

std::string valueText(const NormalizedValue &v, SqlType type)
{
    if (v.null)
        return "null";
    if (v.unparsed)
        return "<unparsed '" + v.s + "'>";
    switch (type) {
    case SqlType::Int:
    case SqlType::BigInt:
        return std::to_string(v.i);
    case SqlType::Decimal: {
        const std::int64_t magnitude = v.i < 0 ? -v.i : v.i;
        char buf[48];
        std::snprintf(buf, sizeof buf, "%s%lld.%02lld", v.i < 0 ? "-" : "",
                      static_cast<long long>(magnitude / 100), static_cast<long long>(magnitude % 100));
        return buf;
    }
    case SqlType::Double: {
        char buf[48];
        std::snprintf(buf, sizeof buf, "%.17g", v.d);
        return buf;
    }
    case SqlType::Varchar:
        return v.s;
    }
    return "?";
}

// A hash key that puts equal rows together; doubles are rounded so that values within the
// tolerance almost always share a key. Rows that still differ get a tolerant pairwise pass.
std::string bucketKey(const NormalizedRow &row, const std::vector<SqlType> &types)
{
    std::string key;
    for (std::size_t c = 0; c < row.size(); ++c) {
        const SqlType type = c < types.size() ? types[c] : SqlType::Varchar;
        if (type == SqlType::Double && !row[c].null && !row[c].unparsed) {
            char buf[48];
            std::snprintf(buf, sizeof buf, "%.8g", row[c].d);
            key += buf;
        } else {
            key += row[c].null ? std::string("\x01N") : valueText(row[c], type);
        }
        key += '\x1f';
    }
    return key;
}

} // namespace

NormalizedRow normalizeEngineRow(const TextRow &row, const std::vector<SqlType> &types)
{
    NormalizedRow out(row.size());
    for (std::size_t c = 0; c < row.size(); ++c) {
        NormalizedValue &v = out[c];
        if (!row[c])
            continue;
        v.null = false;
        const std::string &text = *row[c];
        const SqlType type = c < types.size() ? types[c] : SqlType::Varchar;
        bool ok = true;
        switch (type) {
        case SqlType::Int:
        case SqlType::BigInt:
            ok = parseInt(text, v.i);
            break;
        case SqlType::Decimal:
            ok = parseCents(text, v.i);
            break;
        case SqlType::Double:
            ok = parseDouble(text, v.d);
            break;
        case SqlType::Varchar:
            v.s = text;
            break;
        }
        if (!ok) {
            v.unparsed = true;
            v.s = text;
        }
    }
    return out;
}

NormalizedRow normalizeSqliteRow(const SqliteRow &row, const std::vector<SqlType> &types)
{
    NormalizedRow out(row.size());
    for (std::size_t c = 0; c < row.size(); ++c) {
        const SqliteValue &in = row[c];
        NormalizedValue &v = out[c];
        if (in.kind == SqliteValue::Kind::Null)
            continue;
        v.null = false;
        const SqlType type = c < types.size() ? types[c] : SqlType::Varchar;
        bool ok = true;
        switch (type) {
        case SqlType::Int:
        case SqlType::BigInt:
        case SqlType::Decimal:
            if (in.kind == SqliteValue::Kind::Integer)
                v.i = in.i;
            else if (in.kind == SqliteValue::Kind::Real && std::nearbyint(in.d) == in.d)
                v.i = static_cast<std::int64_t>(in.d);
            else
                ok = false;
            break;
        case SqlType::Double:
            if (in.kind == SqliteValue::Kind::Real)
                v.d = in.d;
            else if (in.kind == SqliteValue::Kind::Integer)
                v.d = static_cast<double>(in.i);
            else
                ok = false;
            break;
        case SqlType::Varchar:
            if (in.kind == SqliteValue::Kind::Text)
                v.s = in.s;
            else
                ok = false;
            break;
        }
        if (!ok) {
            v.unparsed = true;
            v.s = in.kind == SqliteValue::Kind::Text      ? in.s
                  : in.kind == SqliteValue::Kind::Integer ? std::to_string(in.i)
                                                          : std::to_string(in.d);
        }
    }
    return out;
}

std::string formatRow(const NormalizedRow &row, const std::vector<SqlType> &types)
{
    std::string text = "[";
    for (std::size_t c = 0; c < row.size(); ++c) {
        if (c > 0)
            text += ", ";
        text += valueText(row[c], c < types.size() ? types[c] : SqlType::Varchar);
    }
    return text + "]";
}

MatchResult matchRows(const std::vector<NormalizedRow> &expected,
                      const std::vector<NormalizedRow> &actual, const std::vector<SqlType> &types)
{
    std::map<std::string, std::vector<const NormalizedRow *>> pending;
    for (const NormalizedRow &row : expected)
        pending[bucketKey(row, types)].push_back(&row);

    std::vector<const NormalizedRow *> leftoverActual;
    for (const NormalizedRow &row : actual) {
        auto it = pending.find(bucketKey(row, types));
        if (it != pending.end() && !it->second.empty() && rowsEqual(*it->second.back(), row, types))
            it->second.pop_back();
        else
            leftoverActual.push_back(&row);
    }
    std::vector<const NormalizedRow *> leftoverExpected;
    for (const auto &[key, rows] : pending)
        leftoverExpected.insert(leftoverExpected.end(), rows.begin(), rows.end());

    // Tolerant pass for doubles that rounded into different buckets.
    MatchResult result;
    std::vector<bool> used(leftoverActual.size(), false);
    for (const NormalizedRow *e : leftoverExpected) {
        bool found = false;
        for (std::size_t a = 0; a < leftoverActual.size() && !found; ++a) {
            if (!used[a] && rowsEqual(*e, *leftoverActual[a], types)) {
                used[a] = true;
                found = true;
            }
        }
        if (!found)
            result.missing.push_back(*e);
    }
    for (std::size_t a = 0; a < leftoverActual.size(); ++a)
        if (!used[a])
            result.unexpected.push_back(*leftoverActual[a]);
    result.equal = result.missing.empty() && result.unexpected.empty();
    return result;
}

std::string describeMismatch(const MatchResult &result, const std::vector<SqlType> &types,
                             std::size_t limit)
{
    std::string text;
    auto list = [&](const char *title, const std::vector<NormalizedRow> &rows) {
        if (rows.empty())
            return;
        text += std::string(title) + " (" + std::to_string(rows.size()) + "):\n";
        for (std::size_t i = 0; i < rows.size() && i < limit; ++i)
            text += "  " + formatRow(rows[i], types) + "\n";
        if (rows.size() > limit)
            text += "  ...\n";
    };
    list("expected by SQLite but missing from Sluice", result.missing);
    list("produced by Sluice but not by SQLite", result.unexpected);
    return text;
}

} // namespace sluice::difftest
