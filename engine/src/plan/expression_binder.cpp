#include "plan/expression_binder.h"

#include "common/like_pattern.h"
#include "config/text_match.h"
#include "plan/function_def.h"
#include "plan/variance_aggregates.h"

#include <sluice/sql_tokens.h>
#include <sluice/text.h>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <limits>

namespace sluice::plan {
namespace {

// Flink's parser takes a DATE literal as y-M-d (one or more digits each, blanks around it
// ignored) naming a real day: DATE '2024-1-5' is valid, '2024-02-30' and '2024-13-01' are not.
bool isCalendarDate(std::string_view text)
{
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    long parts[3] = {0, 0, 0};
    int part = 0;
    bool digit = false;
    for (const char c : text) {
        if (c == '-' && digit && part < 2) {
            ++part;
            digit = false;
        } else if (c >= '0' && c <= '9' && parts[part] < 100000) {
            parts[part] = parts[part] * 10 + (c - '0');
            digit = true;
        } else {
            return false;
        }
    }
    if (part != 2 || !digit || parts[1] < 1 || parts[1] > 12 || parts[2] < 1)
        return false;
    const long y = parts[0];
    // Calcite checks the literal against java.util's calendar, which skips from the Julian
    // 1582-10-04 to the Gregorian 1582-10-15.
    if (y == 1582 && parts[1] == 10 && parts[2] >= 5 && parts[2] <= 14)
        return false;
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return parts[2] <= kDays[parts[1] - 1] + (parts[1] == 2 && leap ? 1 : 0);
}

std::string upper(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

bool anyNullable(const std::vector<BoundExprPtr> &args)
{
    return std::any_of(args.begin(), args.end(), [](const BoundExprPtr &a) {
        return a->type.isNullable();
    });
}

bool isNullType(const LogicalType &t) { return t.root() == LogicalTypeRoot::Null; }
bool isBooleanOrNull(const LogicalType &t)
{
    return t.root() == LogicalTypeRoot::Boolean || isNullType(t);
}
bool isStringOrNull(const LogicalType &t) { return isString(t) || isNullType(t); }
bool isNumericOrNull(const LogicalType &t) { return isNumeric(t) || isNullType(t); }

// Milliseconds per unit for day-time intervals; months per unit for year-month ones.
std::optional<std::int64_t> intervalFactor(sql::TimeUnit unit, bool &yearMonth)
{
    yearMonth = false;
    switch (unit) {
    case sql::TimeUnit::Year: yearMonth = true; return 12;
    case sql::TimeUnit::Quarter: yearMonth = true; return 3;
    case sql::TimeUnit::Month: yearMonth = true; return 1;
    case sql::TimeUnit::Week: return 7LL * 24 * 3600 * 1000;
    case sql::TimeUnit::Day: return 24LL * 3600 * 1000;
    case sql::TimeUnit::Hour: return 3600LL * 1000;
    case sql::TimeUnit::Minute: return 60LL * 1000;
    case sql::TimeUnit::Second: return 1000;
    case sql::TimeUnit::Millisecond: return 1;
    default: return std::nullopt;
    }
}

} // namespace

std::string typeList(const std::vector<BoundExprPtr> &args)
{
    std::string out;
    for (std::size_t i = 0; i < args.size(); ++i)
        out += (i ? ", " : "") + std::string("<") +
               (args[i]->symbol ? std::string("SYMBOL") : args[i]->type.asNullable().toString()) + ">";
    return out;
}

BoundExprPtr castIfNeeded(BoundExprPtr e, const LogicalType &target)
{
    if (e->type.equalsIgnoringNullability(target))
        return e;
    if (e->kind == BoundExprKind::Literal && e->isNullLiteral)
        return makeNullLiteral(target, e->range);
    return makeCast(e, target.withNullability(e->type.isNullable()), false, e->range);
}

void ExpressionBinder::fail(SourceRange range, Text message)
{
    m_binder.fail(range, std::move(message));
}

void ExpressionBinder::unsupported(SourceRange range, Text what, Text hint)
{
    m_binder.unsupported(range, std::move(what), std::move(hint));
}

bool ExpressionBinder::isAggregateCall(const sql::Expr &expr)
{
    if (!expr.is<sql::FunctionCallExpr>())
        return false;
    const auto &call = expr.as<sql::FunctionCallExpr>();
    if (call.over)
        return false;
    const std::string name = call.upperName();
    return name == "COUNT" || name == "SUM" || name == "MIN" || name == "MAX" || name == "AVG" ||
           varianceKind(name).has_value() || valueListAggregate(name).has_value();
}

bool ExpressionBinder::isGroupingFunctionCall(const sql::Expr &expr)
{
    if (!expr.is<sql::FunctionCallExpr>() || expr.as<sql::FunctionCallExpr>().over)
        return false;
    const std::string name = expr.as<sql::FunctionCallExpr>().upperName();
    return name == "GROUPING" || name == "GROUPING_ID" || name == "GROUP_ID";
}

bool ExpressionBinder::containsAggregate(const sql::Expr &expr)
{
    return containsExpr(expr, isAggregateCall);
}

bool ExpressionBinder::containsExpr(const sql::Expr &expr,
                                    const std::function<bool(const sql::Expr &)> &matches)
{
    if (matches(expr))
        return true;
    using K = sql::ExprKind;
    auto any = [&matches](std::initializer_list<const sql::Expr *> children) {
        for (const sql::Expr *c : children) {
            if (c && containsExpr(*c, matches))
                return true;
        }
        return false;
    };
    switch (expr.kind) {
    case K::Unary: return any({expr.as<sql::UnaryExpr>().operand.get()});
    case K::Binary: {
        const auto &b = expr.as<sql::BinaryExpr>();
        return any({b.left.get(), b.right.get()});
    }
    case K::Is: return any({expr.as<sql::IsExpr>().operand.get()});
    case K::Between: {
        const auto &b = expr.as<sql::BetweenExpr>();
        return any({b.operand.get(), b.low.get(), b.high.get()});
    }
    case K::InList: {
        const auto &in = expr.as<sql::InListExpr>();
        if (containsExpr(*in.operand, matches))
            return true;
        for (const auto &e : in.list) {
            if (containsExpr(*e, matches))
                return true;
        }
        return false;
    }
    case K::Like: {
        const auto &l = expr.as<sql::LikeExpr>();
        return any({l.operand.get(), l.pattern.get(), l.escape.get()});
    }
    case K::Case: {
        const auto &c = expr.as<sql::CaseExpr>();
        if (any({c.operand.get(), c.elseResult.get()}))
            return true;
        for (const auto &w : c.whens) {
            if (any({w.condition.get(), w.result.get()}))
                return true;
        }
        return false;
    }
    case K::Cast: return any({expr.as<sql::CastExpr>().operand.get()});
    case K::FunctionCall: {
        const auto &f = expr.as<sql::FunctionCallExpr>();
        if (f.over)
            return false;
        for (const auto &a : f.args) {
            if (containsExpr(*a, matches))
                return true;
        }
        return false;
    }
    case K::FieldAccess: return any({expr.as<sql::FieldAccessExpr>().base.get()});
    case K::Index: {
        const auto &i = expr.as<sql::IndexExpr>();
        return any({i.base.get(), i.index.get()});
    }
    default: return false;
    }
}

std::string ExpressionBinder::defaultName(const sql::Expr &expr, std::size_t position)
{
    if (expr.is<sql::ColumnRefExpr>())
        return expr.as<sql::ColumnRefExpr>().parts.back().name;
    return "EXPR$" + std::to_string(position);
}

BoundExprPtr ExpressionBinder::bind(const sql::Expr &expr)
{
    if (!m_agg)
        return bindPlain(expr);
    if (isAggregateCall(expr))
        return bindAggregate(expr.as<sql::FunctionCallExpr>());
    if (isGroupingFunctionCall(expr))
        return bindGroupingFunction(expr.as<sql::FunctionCallExpr>());
    if (!containsAggregate(expr) && !containsExpr(expr, isGroupingFunctionCall)) {
        // A grouped expression (or a constant) is read from the aggregate's output.
        ExpressionBinder plain(m_binder, m_scope, nullptr);
        BoundExprPtr b = plain.bind(expr);
        for (std::size_t i = 0; i < m_agg->groupExprs.size(); ++i) {
            if (m_agg->groupExprs[i]->sameAs(*b))
                return makeInputRef(static_cast<int>(i), m_agg->groupType(i), m_agg->groupNames[i],
                                    expr.range);
        }
        std::vector<int> refs;
        b->collectInputRefs(refs);
        if (refs.empty())
            return b;
        if (expr.is<sql::ColumnRefExpr>()) {
            fail(expr.range,
                 sluice::Engine::tr("Expression '%1' is not being grouped; add it to GROUP BY or aggregate it")
                     .arg(b->toString()));
        }
    }
    return bindPlain(expr);
}

BoundExprPtr ExpressionBinder::bindCondition(const sql::Expr &expr, const char *clause)
{
    m_clause = clause;
    BoundExprPtr e = bind(expr);
    m_clause = nullptr;
    if (!isBooleanOrNull(e->type))
        fail(expr.range,
             sluice::Engine::tr("%1 condition must be BOOLEAN, but is %2").arg(clause).arg(e->type.toString()));
    return e;
}

BoundExprPtr ExpressionBinder::bindPlain(const sql::Expr &expr)
{
    using K = sql::ExprKind;
    switch (expr.kind) {
    case K::Literal: return bindLiteral(expr.as<sql::LiteralExpr>());
    case K::Interval: return bindInterval(expr.as<sql::IntervalExpr>());
    case K::ColumnRef:
        if (m_match)
            return bindMatchColumn(expr.as<sql::ColumnRefExpr>());
        return bindColumnRef(expr.as<sql::ColumnRefExpr>());
    case K::Unary: return bindUnary(expr.as<sql::UnaryExpr>());
    case K::Binary: return bindBinary(expr.as<sql::BinaryExpr>());
    case K::Is: return bindIs(expr.as<sql::IsExpr>());
    case K::Between: return bindBetween(expr.as<sql::BetweenExpr>());
    case K::InList: return bindInList(expr.as<sql::InListExpr>());
    case K::Like: return bindLike(expr.as<sql::LikeExpr>());
    case K::Case: return bindCase(expr.as<sql::CaseExpr>());
    case K::Cast: return bindCast(expr.as<sql::CastExpr>());
    case K::FunctionCall: {
        const auto &call = expr.as<sql::FunctionCallExpr>();
        if (m_match) {
            if (BoundExprPtr e = bindMatchFunction(call))
                return e;
        }
        if (isAggregateCall(expr))
            fail(expr.range, sluice::Engine::tr("Aggregate function %1 is not allowed here (only in SELECT and "
                                                "HAVING of a query with GROUP BY or aggregates)")
                                 .arg(call.upperName()));
        if (isGroupingFunctionCall(expr))
            fail(expr.range,
                 (m_binder.m_aggregateQuery
                      ? sluice::Engine::tr("%1 operator may only occur in SELECT, HAVING or ORDER BY clause")
                      : sluice::Engine::tr("%1 operator may only occur in an aggregate query"))
                     .arg(call.upperName()));
        return bindFunction(call);
    }
    case K::Star: fail(expr.range, sluice::Engine::tr("'*' is only allowed as a select item or in COUNT(*)"));
    case K::InSubquery:
    case K::Subquery:
    case K::Exists:
        unsupported(expr.range, sluice::Engine::tr("A subquery in an expression"));
    case K::FieldAccess: {
        const auto &access = expr.as<sql::FieldAccessExpr>();
        return bindFieldAccess(bind(*access.base), access.field, expr.range);
    }
    case K::Index: {
        const auto &item = expr.as<sql::IndexExpr>();
        BoundExprPtr base = bind(*item.base);
        return bindItem(std::move(base), bind(*item.index), expr.range);
    }
    case K::TableArg:
    case K::Descriptor:
        fail(expr.range, sluice::Engine::tr("TABLE and DESCRIPTOR arguments are only allowed in window "
                                            "functions (TUMBLE, HOP, CUMULATE)"));
    case K::Symbol: fail(expr.range, sluice::Engine::tr("Unexpected keyword argument"));
    }
    fail(expr.range, sluice::Engine::tr("Unsupported expression"));
}

BoundExprPtr ExpressionBinder::bindLiteral(const sql::LiteralExpr &lit)
{
    using L = sql::LiteralKind;
    switch (lit.literalKind) {
    case L::Null: return makeNullLiteral(LogicalType::nullType(), lit.range);
    case L::Boolean: return makeLiteral(LogicalType::boolean(false), upper(lit.text), lit.range);
    case L::String:
        // Calcite types a literal by its Java length (UTF-16 units).
        return makeLiteral(LogicalType::charType(static_cast<int>(javaLength(lit.text)), false),
                           lit.text, lit.range);
    case L::Integer: {
        std::int64_t v = 0;
        auto [ptr, ec] = std::from_chars(lit.text.data(), lit.text.data() + lit.text.size(), v);
        if (ec == std::errc() && ptr == lit.text.data() + lit.text.size()) {
            if (v <= std::numeric_limits<std::int32_t>::max())
                return makeLiteral(LogicalType::integer(false), lit.text, lit.range);
            return makeLiteral(LogicalType::bigInt(false), lit.text, lit.range);
        }
        std::string digits = lit.text;
        digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 1));
        if (digits.size() > 38)
            fail(lit.range, sluice::Engine::tr("Numeric literal '%1' is out of range (at most 38 digits)").arg(lit.text));
        return makeLiteral(LogicalType::decimal(static_cast<int>(digits.size()), 0, false), digits,
                           lit.range);
    }
    case L::Decimal: {
        const auto dot = lit.text.find('.');
        const int scale = dot == std::string::npos ? 0 : static_cast<int>(lit.text.size() - dot - 1);
        std::string unscaled = lit.text;
        if (dot != std::string::npos)
            unscaled.erase(dot, 1);
        // Calcite's SqlLiteral.createExactNumeric: every digit written counts, leading zeros
        // too (0.5 is DECIMAL(2, 1)).
        const int precision = std::max({static_cast<int>(unscaled.size()), scale, 1});
        if (precision > 38)
            fail(lit.range, sluice::Engine::tr("Numeric literal '%1' has more than 38 digits").arg(lit.text));
        return makeLiteral(LogicalType::decimal(precision, scale, false), lit.text, lit.range);
    }
    case L::Double: return makeLiteral(LogicalType::doubleType(false), lit.text, lit.range);
    case L::Binary: {
        if (lit.text.size() % 2 != 0)
            fail(lit.range, sluice::Engine::tr("Binary literal string must contain an even number of hexits"));
        std::string bytes;
        for (std::size_t k = 0; k < lit.text.size(); k += 2)
            bytes += static_cast<char>(std::stoi(lit.text.substr(k, 2), nullptr, 16));
        const LogicalType type = LogicalType::binary(static_cast<int>(bytes.size()), false);
        return makeLiteral(type, std::move(bytes), lit.range);
    }
    case L::Date:
        if (!isCalendarDate(lit.text))
            fail(lit.range, sluice::Engine::tr("Illegal DATE literal '%1': not in format 'yyyy-MM-dd'").arg(lit.text));
        return makeLiteral(LogicalType::date(false), lit.text, lit.range);
    case L::Time: {
        // Calcite: the precision of the fraction written, at most 3.
        const auto dot = lit.text.find('.');
        const int digits = dot == std::string::npos ? 0 : static_cast<int>(lit.text.size() - dot - 1);
        return makeLiteral(LogicalType::time(std::min(digits, 3), false), lit.text, lit.range);
    }
    case L::Timestamp:
    case L::TimestampLtz: {
        const auto dot = lit.text.find('.');
        const int precision = dot == std::string::npos
                                  ? 0
                                  : std::min(9, static_cast<int>(lit.text.size() - dot - 1));
        LogicalType t = lit.literalKind == L::Timestamp ? LogicalType::timestamp(precision, false)
                                                        : LogicalType::timestampLtz(precision, false);
        return makeLiteral(t, lit.text, lit.range);
    }
    }
    fail(lit.range, sluice::Engine::tr("Unsupported literal"));
}

namespace {

/// The value of a compound interval literal ('2-5' YEAR TO MONTH, '3 04:05:06.7' DAY TO
/// SECOND) in months or milliseconds, as Calcite reads it: the leading field any size, the
/// others within their range; nullopt when the text does not fit the qualifier.
std::optional<std::int64_t> compoundIntervalValue(sql::TimeUnit from, sql::TimeUnit to,
                                                  std::string_view text)
{
    using U = sql::TimeUnit;
    bool negative = false;
    if (!text.empty() && (text[0] == '-' || text[0] == '+')) {
        negative = text[0] == '-';
        text.remove_prefix(1);
    }
    struct Field {
        U unit;
        char separator; ///< before this field
        std::int64_t limit;
        std::int64_t factor;
    };
    static constexpr Field kFields[] = {
        {U::Year, 0, 0, 12},          {U::Month, '-', 12, 1},       {U::Day, 0, 0, 86'400'000},
        {U::Hour, ' ', 24, 3'600'000}, {U::Minute, ':', 60, 60'000}, {U::Second, ':', 60, 1000},
    };
    std::size_t first = 0, last = 0;
    for (std::size_t k = 0; k < std::size(kFields); ++k) {
        if (kFields[k].unit == from)
            first = k;
        if (kFields[k].unit == to)
            last = k;
    }
    // YEAR TO MONTH, or two day-time units in order.
    if (last <= first || (first < 2) != (last < 2))
        return std::nullopt;
    std::int64_t total = 0;
    std::size_t pos = 0;
    for (std::size_t k = first; k <= last; ++k) {
        if (k > first) {
            if (pos >= text.size() || text[pos] != kFields[k].separator)
                return std::nullopt;
            ++pos;
        }
        const std::size_t start = pos;
        std::int64_t v = 0;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
            if (v > 1'000'000'000'000LL)
                return std::nullopt;
            v = v * 10 + (text[pos++] - '0');
        }
        if (pos == start || (k > first && v >= kFields[k].limit))
            return std::nullopt;
        total += v * kFields[k].factor;
    }
    if (to == U::Second && pos < text.size() && text[pos] == '.') {
        ++pos;
        std::int64_t millis = 0;
        int digits = 0;
        for (; pos < text.size() && text[pos] >= '0' && text[pos] <= '9'; ++pos, ++digits) {
            if (digits < 3)
                millis = millis * 10 + (text[pos] - '0');
        }
        if (digits == 0 || digits > 9)
            return std::nullopt;
        for (int d = digits; d < 3; ++d)
            millis *= 10;
        total += millis;
    }
    if (pos != text.size())
        return std::nullopt;
    return negative ? -total : total;
}

} // namespace

BoundExprPtr ExpressionBinder::bindInterval(const sql::IntervalExpr &e)
{
    if (e.to) {
        const auto value = compoundIntervalValue(e.from, *e.to, e.value);
        if (!value)
            fail(e.valueRange, sluice::Engine::tr("Illegal interval literal format '%1' for INTERVAL %2 TO %3")
                                   .arg(e.value)
                                   .arg(sql::timeUnitName(e.from))
                                   .arg(sql::timeUnitName(*e.to)));
        const bool yearMonth = e.from == sql::TimeUnit::Year;
        const std::int64_t total = e.negative ? -*value : *value;
        LogicalType type =
            yearMonth ? LogicalType::intervalYearMonth(YearMonthResolution::Month, 2, false)
                      : LogicalType::intervalDayTime(DayTimeResolution::DayToSecond, 2, 3, false);
        return makeLiteral(type, std::to_string(total), e.range);
    }
    bool yearMonth = false;
    auto factor = intervalFactor(e.from, yearMonth);
    if (!factor)
        fail(e.range, sluice::Engine::tr("INTERVAL unit %1 is not supported; use DAY, HOUR, MINUTE, SECOND or "
                                         "MILLISECOND")
                          .arg(sql::timeUnitName(e.from)));
    std::string text = e.value;
    bool negative = e.negative;
    if (!text.empty() && text[0] == '-') {
        negative = !negative;
        text.erase(0, 1);
    }
    // Calcite takes a fraction of a second ('0.5' SECOND, milliseconds kept, as in the
    // compound forms); the other units take whole numbers.
    std::int64_t fractionMillis = 0;
    if (e.from == sql::TimeUnit::Second) {
        if (const auto dot = text.find('.'); dot != std::string::npos) {
            const std::string fraction = text.substr(dot + 1);
            text.erase(dot);
            const bool digitsOnly = !fraction.empty() && fraction.size() <= 9 &&
                                    std::all_of(fraction.begin(), fraction.end(), [](char c) { return c >= '0' && c <= '9'; });
            if (!digitsOnly || text.empty())
                fail(e.valueRange,
                     sluice::Engine::tr("Illegal interval literal format '%1' for INTERVAL SECOND").arg(e.value));
            for (std::size_t d = 0; d < 3; ++d)
                fractionMillis = fractionMillis * 10 + (d < fraction.size() ? fraction[d] - '0' : 0);
        }
    }
    std::int64_t v = 0;
    auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || ptr != text.data() + text.size())
        fail(e.valueRange, sluice::Engine::tr("Interval value '%1' must be a whole number for a %2 interval")
                               .arg(e.value)
                               .arg(sql::timeUnitName(e.from)));
    if (v > (std::numeric_limits<std::int64_t>::max() - fractionMillis) / *factor)
        fail(e.valueRange, sluice::Engine::tr("Interval value '%1' is out of range").arg(e.value));
    const std::int64_t magnitude = v * *factor + fractionMillis;
    const std::int64_t total = negative ? -magnitude : magnitude;
    LogicalType type = yearMonth
                           ? LogicalType::intervalYearMonth(YearMonthResolution::Month, 2, false)
                           : LogicalType::intervalDayTime(DayTimeResolution::DayToSecond, 2, 3, false);
    return makeLiteral(type, std::to_string(total), e.range);
}

BoundExprPtr ExpressionBinder::bindColumnRef(const sql::ColumnRefExpr &ref)
{
    // As Calcite resolves `a.b.c`: a table `a` with a column `b` (then field `c`) first, else a
    // column `a` with the fields `b.c`.
    const auto &parts = ref.parts;
    std::vector<int> matches;
    std::string wanted;
    std::size_t fieldsFrom = 1;
    if (parts.size() >= 2) {
        const bool qualifierKnown = std::any_of(
            m_scope.columns.begin(), m_scope.columns.end(),
            [&](const ScopeColumn &c) { return c.qualifier == parts[0].name; });
        if (qualifierKnown) {
            for (std::size_t i = 0; i < m_scope.columns.size(); ++i) {
                const auto &c = m_scope.columns[i];
                if (c.qualifier == parts[0].name && c.name == parts[1].name)
                    matches.push_back(static_cast<int>(i));
            }
            wanted = parts[0].name + "." + parts[1].name;
            fieldsFrom = 2;
        } else {
            for (std::size_t i = 0; i < m_scope.columns.size(); ++i)
                if (m_scope.columns[i].name == parts[0].name && m_scope.columns[i].unqualifiedVisible())
                    matches.push_back(static_cast<int>(i));
            if (matches.empty())
                fail(parts[0].range, sluice::Engine::tr("Table '%1' not found in FROM clause").arg(parts[0].name));
            wanted = parts[0].name;
        }
    } else {
        for (std::size_t i = 0; i < m_scope.columns.size(); ++i) {
            if (m_scope.columns[i].name == parts[0].name && m_scope.columns[i].unqualifiedVisible())
                matches.push_back(static_cast<int>(i));
        }
        wanted = parts[0].name;
    }
    if (std::any_of(matches.begin(), matches.end(),
                    [&](int i) { return !m_scope.columns[static_cast<std::size_t>(i)].outer; }))
        std::erase_if(matches, [&](int i) { return m_scope.columns[static_cast<std::size_t>(i)].outer; });
    if (matches.size() > 1)
        fail(ref.range,
             sluice::Engine::tr("Column '%1' is ambiguous; qualify it with a table name or alias").arg(wanted));
    if (matches.empty()) {
        std::vector<std::string> names;
        for (const auto &c : m_scope.columns)
            names.push_back(c.name);
        std::vector<std::string_view> views(names.begin(), names.end());
        if (auto near = detail::closestMatch(parts[fieldsFrom - 1].name, views))
            fail(parts[fieldsFrom - 1].range,
                 sluice::Engine::tr("Column '%1' not found in any table; did you mean '%2'?").arg(wanted).arg(*near));
        fail(parts[fieldsFrom - 1].range, sluice::Engine::tr("Column '%1' not found in any table").arg(wanted));
    }
    const auto &c = m_scope.columns[static_cast<std::size_t>(matches[0])];
    SourceRange range = parts.front().range;
    range.end = parts[fieldsFrom - 1].range.end;
    BoundExprPtr e = makeInputRef(matches[0], c.type, c.name, range);
    for (std::size_t i = fieldsFrom; i < parts.size(); ++i) {
        range.end = parts[i].range.end;
        e = bindFieldAccess(std::move(e), parts[i], range);
    }
    return e;
}

BoundExprPtr ExpressionBinder::requireBoolean(BoundExprPtr e, const char *what)
{
    if (!isBooleanOrNull(e->type))
        fail(e->range, sluice::Engine::tr("%1 expects a BOOLEAN operand, but got %2").arg(what).arg(e->type.toString()));
    return e;
}

BoundExprPtr ExpressionBinder::bindUnary(const sql::UnaryExpr &e)
{
    BoundExprPtr operand = bind(*e.operand);
    switch (e.op) {
    case sql::UnaryOp::Not:
        requireBoolean(operand, "NOT");
        return makeCall(ScalarFunction::Not, LogicalType::boolean(operand->type.isNullable()),
                        {operand}, e.range);
    case sql::UnaryOp::Plus:
    case sql::UnaryOp::Minus:
        if (!isNumericOrNull(operand->type) && !isInterval(operand->type))
            fail(e.range, sluice::Engine::tr("Cannot apply unary minus/plus to %1").arg(operand->type.toString()));
        if (e.op == sql::UnaryOp::Plus)
            return operand;
        if (e.operand->is<sql::LiteralExpr>() &&
            e.operand->as<sql::LiteralExpr>().literalKind == sql::LiteralKind::Integer) {
            // Calcite reads -n as one literal, typed by its negative value: -2147483648 is an
            // INT, -9223372036854775808 a BIGINT.
            std::int64_t v = 0;
            const std::string text = "-" + operand->literalText;
            auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
            if (ec == std::errc() && ptr == text.data() + text.size())
                return makeLiteral(v >= std::numeric_limits<std::int32_t>::min() ? LogicalType::integer(false)
                                                                                 : LogicalType::bigInt(false),
                                   text, e.range);
        }
        if (operand->kind == BoundExprKind::Literal && !operand->isNullLiteral &&
            isNumeric(operand->type)) {
            std::string text = operand->literalText;
            text = text.rfind('-', 0) == 0 ? text.substr(1) : "-" + text;
            return makeLiteral(operand->type, text, e.range);
        }
        return makeCall(ScalarFunction::Negate, operand->type, {operand}, e.range);
    }
    fail(e.range, sluice::Engine::tr("Unsupported unary operator"));
}

/// The type text compared with a number of type `number` is read as (Calcite's
/// commonTypeForBinaryComparison): that type, or DECIMAL(38, 19) against a DECIMAL, there being no
/// DECIMAL type for text.
static LogicalType textAsNumber(const LogicalType &number, bool nullable)
{
    return number.root() == LogicalTypeRoot::Decimal ? LogicalType::decimal(38, 19, nullable)
                                                     : number.withNullability(nullable);
}

BoundExprPtr ExpressionBinder::bindComparison(ScalarFunction f, BoundExprPtr l, BoundExprPtr r,
                                              SourceRange range, const char *op)
{
    auto common = commonType(l->type, r->type);
    const bool bothStrings = isStringOrNull(l->type) && isStringOrNull(r->type);
    // Calcite compares within a type family: a date or time with a number is refused there
    // (the common type Flink's merging finds for them serves arithmetic only).
    if ((isTemporal(l->type) && isNumeric(r->type)) || (isNumeric(l->type) && isTemporal(r->type)))
        common.reset();
    // Calcite's coercion reads a string ordered against a number (<, <=, >, >=) as that number's
    // type (CAST fails the job on text that is no number); = and <> between them Flink refuses
    // ("implicit type conversion between VARCHAR and INTEGER is not supported now").
    const bool ordering = f == ScalarFunction::LessThan || f == ScalarFunction::LessThanOrEqual ||
                          f == ScalarFunction::GreaterThan || f == ScalarFunction::GreaterThanOrEqual;
    if (ordering && !common && isString(l->type) && isNumeric(r->type)) {
        l = makeCast(l, textAsNumber(r->type, l->type.isNullable()), false, l->range);
        common = commonType(l->type, r->type);
    } else if (ordering && !common && isNumeric(l->type) && isString(r->type)) {
        r = makeCast(r, textAsNumber(l->type, r->type.isNullable()), false, r->range);
        common = commonType(l->type, r->type);
    }
    if (!common && !bothStrings)
        fail(range, sluice::Engine::tr("Cannot apply '%1' to arguments of type '<%2> %1 <%3>'")
                        .arg(op)
                        .arg(l->type.asNullable().toString())
                        .arg(r->type.asNullable().toString()));
    if (common && !isComparable(*common) && f != ScalarFunction::Equals &&
        f != ScalarFunction::NotEquals && f != ScalarFunction::IsDistinctFrom &&
        f != ScalarFunction::IsNotDistinctFrom)
        fail(range, sluice::Engine::tr("Values of type %1 cannot be ordered with '%2'").arg(common->toString()).arg(op));
    if (common && !bothStrings) {
        l = castIfNeeded(l, *common);
        r = castIfNeeded(r, *common);
    }
    const bool nullable = (f == ScalarFunction::IsDistinctFrom || f == ScalarFunction::IsNotDistinctFrom)
                              ? false
                              : (l->type.isNullable() || r->type.isNullable());
    if (l->sameAs(*r))
        return selfComparison(f, l, nullable, range);
    return makeCall(f, LogicalType::boolean(nullable), {l, r}, range);
}

// Calcite's RexSimplify reads "x <op> x" without evaluating x twice: x = x is TRUE unless x is
// NULL (even for NaN, and for UUID() or RAND(), which Flink's planner takes as one value here),
// x < x is FALSE unless x is NULL, x IS NOT DISTINCT FROM x is TRUE.
BoundExprPtr ExpressionBinder::selfComparison(ScalarFunction f, const BoundExprPtr &x, bool nullable,
                                              SourceRange range)
{
    using F = ScalarFunction;
    const bool reflexive = f == F::Equals || f == F::LessThanOrEqual ||
                           f == F::GreaterThanOrEqual || f == F::IsNotDistinctFrom;
    const LogicalType boolean = LogicalType::boolean(false);
    if (f == F::IsDistinctFrom || f == F::IsNotDistinctFrom || !x->type.isNullable())
        return makeLiteral(boolean, reflexive ? "TRUE" : "FALSE", range);
    // NULL OR x IS NOT NULL; NULL AND x IS NULL.
    const LogicalType result = LogicalType::boolean(nullable);
    return makeCall(reflexive ? F::Or : F::And, result,
                    {makeNullLiteral(LogicalType::boolean(true), range),
                     makeCall(reflexive ? F::IsNotNull : F::IsNull, boolean, {x}, range)},
                    range);
}

BoundExprPtr ExpressionBinder::bindBinary(const sql::BinaryExpr &e)
{
    BoundExprPtr l = bind(*e.left);
    BoundExprPtr r = bind(*e.right);
    const char *op = sql::binaryOpName(e.op);
    using B = sql::BinaryOp;
    switch (e.op) {
    case B::And:
    case B::Or:
        requireBoolean(l, op);
        requireBoolean(r, op);
        return makeCall(e.op == B::And ? ScalarFunction::And : ScalarFunction::Or,
                        LogicalType::boolean(l->type.isNullable() || r->type.isNullable()), {l, r},
                        e.range);
    case B::Eq: return bindComparison(ScalarFunction::Equals, l, r, e.range, op);
    case B::NotEq: return bindComparison(ScalarFunction::NotEquals, l, r, e.range, op);
    case B::Lt: return bindComparison(ScalarFunction::LessThan, l, r, e.range, op);
    case B::LtEq: return bindComparison(ScalarFunction::LessThanOrEqual, l, r, e.range, op);
    case B::Gt: return bindComparison(ScalarFunction::GreaterThan, l, r, e.range, op);
    case B::GtEq: return bindComparison(ScalarFunction::GreaterThanOrEqual, l, r, e.range, op);
    case B::IsDistinctFrom: return bindComparison(ScalarFunction::IsDistinctFrom, l, r, e.range, op);
    case B::IsNotDistinctFrom:
        return bindComparison(ScalarFunction::IsNotDistinctFrom, l, r, e.range, op);
    case B::Concat: {
        if (!isStringOrNull(l->type) || !isStringOrNull(r->type))
            fail(e.range, sluice::Engine::tr("Cannot apply '||' to arguments of type '<%1> || <%2>'; CAST them to STRING")
                              .arg(l->type.asNullable().toString())
                              .arg(r->type.asNullable().toString()));
        return makeCall(ScalarFunction::Concat,
                        LogicalType::string(l->type.isNullable() || r->type.isNullable()), {l, r},
                        e.range);
    }
    case B::Add:
    case B::Sub:
    case B::Mul:
    case B::Div:
    case B::Mod: {
        ArithmeticOp aop = e.op == B::Add   ? ArithmeticOp::Plus
                           : e.op == B::Sub ? ArithmeticOp::Minus
                           : e.op == B::Mul ? ArithmeticOp::Multiply
                           : e.op == B::Div ? ArithmeticOp::Divide
                                            : ArithmeticOp::Modulo;
        auto type = arithmeticResultType(aop, l->type, r->type);
        if (!type)
            fail(e.range, sluice::Engine::tr("Cannot apply '%1' to arguments of type '<%2> %1 <%3>'")
                              .arg(op)
                              .arg(l->type.asNullable().toString())
                              .arg(r->type.asNullable().toString()));
        ScalarFunction f = e.op == B::Add   ? ScalarFunction::Plus
                           : e.op == B::Sub ? ScalarFunction::Minus
                           : e.op == B::Mul ? ScalarFunction::Multiply
                           : e.op == B::Div ? ScalarFunction::Divide
                                            : ScalarFunction::Modulo;
        return makeCall(f, *type, {l, r}, e.range);
    }
    }
    fail(e.range, sluice::Engine::tr("Unsupported operator"));
}

BoundExprPtr ExpressionBinder::bindIs(const sql::IsExpr &e)
{
    BoundExprPtr operand = bind(*e.operand);
    ScalarFunction f = ScalarFunction::IsNull;
    switch (e.test) {
    case sql::IsTest::Null: f = e.negated ? ScalarFunction::IsNotNull : ScalarFunction::IsNull; break;
    case sql::IsTest::True: f = e.negated ? ScalarFunction::IsNotTrue : ScalarFunction::IsTrue; break;
    case sql::IsTest::False: f = e.negated ? ScalarFunction::IsNotFalse : ScalarFunction::IsFalse; break;
    case sql::IsTest::Unknown: f = e.negated ? ScalarFunction::IsNotNull : ScalarFunction::IsNull; break;
    }
    if (e.test != sql::IsTest::Null)
        requireBoolean(operand, "IS TRUE/FALSE/UNKNOWN");
    // As Calcite's simplification: a NOT NULL operand (COUNT(*), a primary key column) is never
    // NULL, so the test is a constant. An aggregate only such a test read is then computed no
    // more (see Binder::bindAggregate), which changes what the query emits.
    if ((f == ScalarFunction::IsNull || f == ScalarFunction::IsNotNull) && !operand->type.isNullable() &&
        !operand->readsClock())
        return makeLiteral(LogicalType::boolean(false), f == ScalarFunction::IsNotNull ? "TRUE" : "FALSE",
                           e.range);
    return makeCall(f, LogicalType::boolean(false), {operand}, e.range);
}

BoundExprPtr ExpressionBinder::bindBetween(const sql::BetweenExpr &e)
{
    if (e.symmetric)
        unsupported(e.range, "BETWEEN SYMMETRIC");
    BoundExprPtr v = bind(*e.operand);
    BoundExprPtr lo = bind(*e.low);
    BoundExprPtr hi = bind(*e.high);
    BoundExprPtr ge = bindComparison(ScalarFunction::GreaterThanOrEqual, v, lo, e.range, ">=");
    BoundExprPtr le = bindComparison(ScalarFunction::LessThanOrEqual, v, hi, e.range, "<=");
    BoundExprPtr both = makeCall(ScalarFunction::And,
                                 LogicalType::boolean(ge->type.isNullable() || le->type.isNullable()),
                                 {ge, le}, e.range);
    if (!e.negated)
        return both;
    return makeCall(ScalarFunction::Not, both->type, {both}, e.range);
}

BoundExprPtr ExpressionBinder::bindInList(const sql::InListExpr &e)
{
    std::vector<BoundExprPtr> args{bind(*e.operand)};
    std::vector<LogicalType> types{args[0]->type};
    for (const auto &item : e.list) {
        args.push_back(bind(*item));
        types.push_back(args.back()->type);
    }
    auto common = commonType(types);
    const bool allStrings = std::all_of(types.begin(), types.end(), isStringOrNull);
    if (!common && !allStrings) {
        // Calcite's inOperationCoercion: text on one side, numbers on the other, all read as the
        // numbers' type.
        const std::vector<LogicalType> values(types.begin() + 1, types.end());
        const auto listType = commonType(values);
        const bool valuesText = std::all_of(values.begin(), values.end(), isStringOrNull);
        std::optional<LogicalType> number;
        if (isString(types[0]) && listType && isNumeric(*listType))
            number = *listType;
        else if (isNumeric(types[0]) && valuesText)
            number = types[0];
        if (number) {
            for (auto &a : args)
                a = isString(a->type) || !a->type.equalsIgnoringNullability(*number)
                        ? makeCast(a, textAsNumber(*number, a->type.isNullable()), false, a->range)
                        : a;
            common = textAsNumber(*number, false);
        }
    }
    if (!common && !allStrings)
        fail(e.range, sluice::Engine::tr("Values in the IN list must have a type comparable with the operand: %1")
                          .arg(typeList(args)));
    if (common && !allStrings) {
        for (auto &a : args)
            a = castIfNeeded(a, *common);
    }
    BoundExprPtr in = makeCall(ScalarFunction::In, LogicalType::boolean(anyNullable(args)), args, e.range);
    if (!e.negated)
        return in;
    return makeCall(ScalarFunction::Not, in->type, {in}, e.range);
}

BoundExprPtr ExpressionBinder::bindLike(const sql::LikeExpr &e)
{
    const char *op = e.similarTo ? "SIMILAR TO" : "LIKE";
    std::vector<BoundExprPtr> args{bind(*e.operand), bind(*e.pattern)};
    if (e.escape)
        args.push_back(bind(*e.escape));
    for (const auto &a : args) {
        if (!isStringOrNull(a->type))
            fail(e.range, sluice::Engine::tr("Cannot apply '%1' to arguments of type '%2'; %1 compares strings")
                              .arg(op)
                              .arg(typeList(args)));
    }
    BoundExprPtr like = makeCall(e.similarTo ? ScalarFunction::SimilarTo : ScalarFunction::Like,
                                 LogicalType::boolean(anyNullable(args)), args, e.range);
    if (!e.negated)
        return like;
    return makeCall(ScalarFunction::Not, like->type, {like}, e.range);
}

BoundExprPtr ExpressionBinder::bindCase(const sql::CaseExpr &e)
{
    std::vector<BoundExprPtr> conditions;
    std::vector<BoundExprPtr> results;
    BoundExprPtr operand = e.operand ? bind(*e.operand) : nullptr;
    for (const auto &w : e.whens) {
        BoundExprPtr c = bind(*w.condition);
        if (operand)
            c = bindComparison(ScalarFunction::Equals, operand, c, w.condition->range, "=");
        else
            requireBoolean(c, "CASE WHEN");
        conditions.push_back(c);
        results.push_back(bind(*w.result));
    }
    BoundExprPtr elseResult = e.elseResult ? bind(*e.elseResult)
                                           : makeNullLiteral(LogicalType::nullType(), e.range);
    std::vector<LogicalType> types;
    for (const auto &r : results)
        types.push_back(r->type);
    types.push_back(elseResult->type);
    auto common = commonType(types);
    if (!common) {
        std::vector<BoundExprPtr> all = results;
        all.push_back(elseResult);
        fail(e.range, sluice::Engine::tr("CASE branches have incompatible types: %1").arg(typeList(all)));
    }
    std::vector<BoundExprPtr> args;
    bool nullable = elseResult->type.isNullable();
    for (std::size_t i = 0; i < conditions.size(); ++i) {
        args.push_back(conditions[i]);
        args.push_back(castIfNeeded(results[i], *common));
        nullable = nullable || results[i]->type.isNullable();
    }
    args.push_back(castIfNeeded(elseResult, *common));
    return makeCase(std::move(args), common->withNullability(nullable), e.range);
}

namespace {

/// Casts Flink's type system allows (LogicalTypeCasts) but its code generation refuses, with
/// Flink's message: numbers to and from timestamps (NumericToTimestampCastRule,
/// TimestampToNumericCastRule) and binary strings to dates and times (ScalarOperatorGens);
/// elements and fields of constructed types too.
std::optional<Text> castRefusedByFlink(const LogicalType &from, const LogicalType &to)
{
    if (isNumeric(from) && to.root() == LogicalTypeRoot::Timestamp)
        return sluice::Engine::tr("The cast from NUMERIC type to TIMESTAMP type is not allowed. It's recommended to "
                                  "use TO_TIMESTAMP(FROM_UNIXTIME(numeric_col)) instead, note the numeric is in "
                                  "seconds.");
    if (isNumeric(from) && to.root() == LogicalTypeRoot::TimestampLtz)
        return sluice::Engine::tr("The cast from NUMERIC type to TIMESTAMP_LTZ type is not allowed. It's recommended "
                                  "to use TO_TIMESTAMP_LTZ(numeric_col, precision) instead.");
    if (from.root() == LogicalTypeRoot::Timestamp && isNumeric(to))
        return sluice::Engine::tr("The cast from TIMESTAMP type to NUMERIC type is not allowed. It's recommended to "
                                  "use UNIX_TIMESTAMP(CAST(timestamp_col AS STRING)) instead.");
    if (from.root() == LogicalTypeRoot::TimestampLtz && isNumeric(to))
        return sluice::Engine::tr("The cast from TIMESTAMP_LTZ type to NUMERIC type is not allowed.");
    if (isBinaryString(from) && isTemporal(to))
        return sluice::Engine::tr("Unsupported cast from '%1' to '%2'.").arg(from.toString()).arg(to.toString());
    if (from.root() == to.root()) {
        const auto fromChildren = from.children();
        const auto toChildren = to.children();
        for (std::size_t i = 0; i < fromChildren.size() && i < toChildren.size(); ++i)
            if (auto refused = castRefusedByFlink(fromChildren[i], toChildren[i]))
                return refused;
    }
    return std::nullopt;
}

} // namespace

BoundExprPtr ExpressionBinder::bindCast(const sql::CastExpr &e)
{
    BoundExprPtr operand = bind(*e.operand);
    auto target = m_binder.bindDataType(e.type);
    if (!target)
        throw Binder::Abort{};
    if (!isNullType(operand->type) && !supportsExplicitCast(operand->type, *target))
        fail(e.range, sluice::Engine::tr("Cannot cast %1 to %2").arg(operand->type.toString()).arg(target->toString()));
    if (auto refused = castRefusedByFlink(operand->type, *target))
        fail(e.range, *refused);
    // As Calcite's CAST: as nullable as the operand; TRY_CAST may fail, so it is always nullable.
    const bool nullable = e.tryCast || operand->type.isNullable();
    return makeCast(operand, target->withNullability(nullable), e.tryCast, e.range);
}

BoundExprPtr ExpressionBinder::bindAggregate(const sql::FunctionCallExpr &call)
{
    if (!m_agg)
        fail(call.range, sluice::Engine::tr("Aggregate function %1 is not allowed here").arg(call.upperName()));
    if (const auto kind = varianceKind(call.upperName()))
        return bindVarianceAggregate(*kind, call);
    return aggregateRef(aggregateCall(call), call.range);
}

BoundExprPtr ExpressionBinder::bindVarianceAggregate(VarianceKind kind, const sql::FunctionCallExpr &call)
{
    const std::string name = call.upperName();
    if (call.star || call.args.size() != 1)
        fail(call.range, sluice::Engine::tr("%1 takes exactly one argument").arg(name));
    if (containsAggregate(*call.args[0]))
        fail(call.args[0]->range, sluice::Engine::tr("Aggregate calls cannot be nested"));
    ExpressionBinder inner(m_binder, m_scope, nullptr, nullptr, m_match);
    const BoundExprPtr x = inner.bind(*call.args[0]);
    const auto resultType = varianceResultType(x->type);
    if (!resultType)
        fail(call.range,
             sluice::Engine::tr("Cannot apply '%1' to arguments of type '%1(<%2>)'. Supported form(s): '%1(<NUMERIC>)'")
                 .arg(name)
                 .arg(x->type.asNullable().toString()));
    PendingAgg base;
    base.range = call.range;
    base.distinct = call.distinct;
    if (call.filter)
        base.filter = inner.bindCondition(*call.filter, "FILTER");
    auto part = [&](AggFunction f, BoundExprPtr arg) {
        PendingAgg p = base;
        p.function = f;
        p.type = f == AggFunction::Count ? LogicalType::bigInt(false)
                                         : sumResultType(arg->type).value_or(arg->type).asNullable();
        p.arg = std::move(arg);
        return aggregateRef(p, call.range);
    };
    VarianceParts parts;
    parts.sumOfSquares = part(AggFunction::Sum, squaredVarianceArgument(x, *resultType));
    parts.sum = part(AggFunction::Sum, x);
    parts.count = part(AggFunction::Count, x);
    return varianceFromParts(kind, parts, *resultType, call.range);
}

BoundExprPtr ExpressionBinder::aggregateRef(const PendingAgg &agg, SourceRange range)
{
    auto same = [](const BoundExprPtr &a, const BoundExprPtr &b) {
        return (!a && !b) || (a && b && a->sameAs(*b));
    };
    const int groups = m_agg->keyColumns();
    for (std::size_t i = 0; i < m_agg->aggs.size(); ++i) {
        const PendingAgg &p = m_agg->aggs[i];
        if (p.function == agg.function && p.distinct == agg.distinct && same(p.arg, agg.arg) &&
            same(p.arg2, agg.arg2) && p.skipNulls == agg.skipNulls &&
            p.separator == agg.separator && same(p.filter, agg.filter))
            return makeInputRef(groups + static_cast<int>(i), p.type,
                                "EXPR$" + std::to_string(groups + static_cast<int>(i)), range);
    }
    m_agg->aggs.push_back(agg);
    const int index = groups + static_cast<int>(m_agg->aggs.size()) - 1;
    return makeInputRef(index, agg.type, "EXPR$" + std::to_string(index), range);
}

BoundExprPtr ExpressionBinder::bindGroupingFunction(const sql::FunctionCallExpr &call)
{
    const std::string name = call.upperName();
    const bool groupId = name == "GROUP_ID";
    if (groupId != call.args.empty() || call.star)
        fail(call.range, sluice::Engine::tr("Invalid number of arguments to function '%1'. Was expecting %2 arguments")
                             .arg(name)
                             .arg(groupId ? 0 : 1));
    std::vector<int> arguments;
    ExpressionBinder plain(m_binder, m_scope, nullptr);
    for (const auto &a : call.args) {
        BoundExprPtr b = plain.bind(*a);
        int index = -1;
        for (std::size_t i = 0; i < m_agg->groupExprs.size() && index < 0; ++i) {
            if (m_agg->groupExprs[i]->sameAs(*b))
                index = static_cast<int>(i);
        }
        if (index < 0)
            fail(a->range, sluice::Engine::tr("Argument to %1 operator must be a grouped expression").arg(name));
        arguments.push_back(index);
    }
    m_agg->groupingCalled = m_agg->groupingCalled || !groupId;
    const LogicalType type = LogicalType::bigInt(false);
    const std::vector<GroupingSet> &sets = m_agg->groupingSets;
    if (sets.empty())
        return makeLiteral(type, "0", call.range); // a plain GROUP BY groups by everything, once
    std::vector<std::int64_t> values;
    for (const GroupingSet &s : sets)
        values.push_back(groupId ? s.duplicate : groupingValue(s.members, arguments));
    auto valueIn = [&](std::size_t i) { return makeLiteral(type, std::to_string(values[i]), call.range); };
    if (std::all_of(values.begin(), values.end(), [&](std::int64_t v) { return v == values[0]; }))
        return valueIn(0);
    // CASE $e WHEN id1 THEN value1 ... ELSE value of the last set END, as Flink computes it.
    BoundExprPtr expandId = makeInputRef(static_cast<int>(m_agg->groupExprs.size()), type, "$e", call.range);
    std::vector<BoundExprPtr> args;
    for (std::size_t i = 0; i + 1 < sets.size(); ++i) {
        args.push_back(makeCall(ScalarFunction::Equals, LogicalType::boolean(false),
                                {expandId, makeLiteral(type, std::to_string(sets[i].expandId), call.range)},
                                call.range));
        args.push_back(valueIn(i));
    }
    args.push_back(valueIn(sets.size() - 1));
    return makeCase(std::move(args), type, call.range);
}

PendingAgg ExpressionBinder::aggregateCall(const sql::FunctionCallExpr &call)
{
    const std::string name = call.upperName();
    ExpressionBinder inner(m_binder, m_scope, nullptr, nullptr, m_match);
    if (valueListAggregate(name)) {
        PendingAgg agg = valueListAggregateCall(call, inner);
        if (call.filter)
            agg.filter = inner.bindCondition(*call.filter, "FILTER");
        return agg;
    }
    PendingAgg agg;
    agg.range = call.range;
    agg.distinct = call.distinct;
    if (call.star) {
        if (name != "COUNT")
            fail(call.range, sluice::Engine::tr("%1(*) is not valid; only COUNT(*) takes '*'").arg(name));
        agg.function = AggFunction::CountStar;
        agg.type = LogicalType::bigInt(false);
    } else {
        if (call.args.size() != 1)
            fail(call.range, sluice::Engine::tr("%1 takes exactly one argument").arg(name));
        for (const auto &a : call.args) {
            if (containsAggregate(*a))
                fail(a->range, sluice::Engine::tr("Aggregate calls cannot be nested"));
        }
        agg.arg = inner.bind(*call.args[0]);
        const LogicalType &t = agg.arg->type;
        if (name == "COUNT") {
            agg.function = AggFunction::Count;
            agg.type = LogicalType::bigInt(false);
        } else if (name == "SUM" || name == "AVG") {
            auto rt = name == "SUM" ? sumResultType(t) : avgResultType(t);
            if (!rt)
                fail(call.range,
                     sluice::Engine::tr("Cannot apply '%1' to arguments of type '%1(<%2>)'; it needs a numeric argument")
                         .arg(name)
                         .arg(t.asNullable().toString()));
            agg.function = name == "SUM" ? AggFunction::Sum : AggFunction::Avg;
            agg.type = *rt;
        } else {
            if (!isComparable(t))
                fail(call.range, sluice::Engine::tr("%1 needs a comparable argument, not %2").arg(name).arg(t.toString()));
            agg.function = name == "MIN" ? AggFunction::Min : AggFunction::Max;
            agg.type = t.asNullable();
        }
    }
    if (call.filter)
        agg.filter = inner.bindCondition(*call.filter, "FILTER");
    return agg;
}

} // namespace sluice::plan

namespace sluice::plan {

namespace {

/// FIRST_VALUE and LAST_VALUE in a GROUP BY take these types (Flink's AggFunctionFactory).
bool firstLastValueType(const LogicalType &t)
{
    switch (t.root()) {
    case LogicalTypeRoot::TinyInt:
    case LogicalTypeRoot::SmallInt:
    case LogicalTypeRoot::Integer:
    case LogicalTypeRoot::BigInt:
    case LogicalTypeRoot::Float:
    case LogicalTypeRoot::Double:
    case LogicalTypeRoot::Boolean:
    case LogicalTypeRoot::VarChar:
    case LogicalTypeRoot::Decimal: return true;
    default: return false;
    }
}

std::string flinkTypeRootName(const LogicalType &t)
{
    switch (t.root()) {
    case LogicalTypeRoot::Char: return "CHAR";
    case LogicalTypeRoot::Binary: return "BINARY";
    case LogicalTypeRoot::VarBinary: return "VARBINARY";
    case LogicalTypeRoot::Date: return "DATE";
    case LogicalTypeRoot::Time: return "TIME_WITHOUT_TIME_ZONE";
    case LogicalTypeRoot::Timestamp: return "TIMESTAMP_WITHOUT_TIME_ZONE";
    case LogicalTypeRoot::TimestampLtz: return "TIMESTAMP_WITH_LOCAL_TIME_ZONE";
    case LogicalTypeRoot::Array: return "ARRAY";
    case LogicalTypeRoot::Map: return "MAP";
    case LogicalTypeRoot::Multiset: return "MULTISET";
    case LogicalTypeRoot::Row: return "ROW";
    default: return t.toString();
    }
}

} // namespace

std::optional<AggFunction> valueListAggregate(std::string_view upperName)
{
    static const std::pair<std::string_view, AggFunction> kNames[] = {
        {"LISTAGG", AggFunction::ListAgg},         {"ARRAY_AGG", AggFunction::ArrayAgg},
        {"COLLECT", AggFunction::Collect},         {"FIRST_VALUE", AggFunction::FirstValue},
        {"LAST_VALUE", AggFunction::LastValue},    {"JSON_OBJECTAGG", AggFunction::JsonObjectAgg},
        {"JSON_ARRAYAGG", AggFunction::JsonArrayAgg},
        {"APPROX_COUNT_DISTINCT", AggFunction::ApproxCountDistinct},
    };
    for (const auto &[name, f] : kNames) {
        if (name == upperName)
            return f;
    }
    return std::nullopt;
}

PendingAgg ExpressionBinder::valueListAggregateCall(const sql::FunctionCallExpr &call,
                                                    ExpressionBinder &inner)
{
    const std::string name = call.upperName();
    PendingAgg agg;
    agg.function = *valueListAggregate(name);
    agg.range = call.range;
    agg.distinct = call.distinct;
    if (call.star)
        fail(call.range, sluice::Engine::tr("%1(*) is not valid; only COUNT(*) takes '*'").arg(name));
    // Clauses arrive as symbol arguments: IGNORE_NULLS / RESPECT_NULLS (ARRAY_AGG, last),
    // NULL_ON_NULL / ABSENT_ON_NULL (JSON aggregates, first).
    std::vector<const sql::Expr *> values;
    std::string clause;
    for (const auto &a : call.args) {
        if (a->is<sql::SymbolExpr>())
            clause = a->as<sql::SymbolExpr>().name;
        else
            values.push_back(a.get());
    }
    for (const sql::Expr *v : values) {
        if (containsAggregate(*v))
            fail(v->range, sluice::Engine::tr("Aggregate calls cannot be nested"));
    }
    // JSON_OBJECTAGG keeps NULL values by default, JSON_ARRAYAGG drops them (the SQL standard).
    agg.skipNulls = clause == "IGNORE_NULLS" || clause == "ABSENT_ON_NULL" ||
                    (agg.function == AggFunction::JsonArrayAgg && clause != "NULL_ON_NULL");
    const std::size_t want = agg.function == AggFunction::JsonObjectAgg ? 2 : 1;
    const bool listAggWithSeparator = agg.function == AggFunction::ListAgg && values.size() == 2;
    if (values.size() != want && !listAggWithSeparator)
        fail(call.range,
             (want == 2                                 ? sluice::Engine::tr("%1 takes a key and a value")
              : agg.function == AggFunction::ListAgg ? sluice::Engine::tr("%1 takes exactly one argument and an "
                                                                          "optional separator")
                                                     : sluice::Engine::tr("%1 takes exactly one argument"))
                 .arg(name));
    agg.arg = inner.bind(*values[0]);
    const LogicalType &t = agg.arg->type;
    switch (agg.function) {
    case AggFunction::ListAgg: {
        std::string types = "<" + t.asNullable().toString() + ">";
        BoundExprPtr separator;
        if (listAggWithSeparator) {
            separator = inner.bind(*values[1]);
            types += ", <" + separator->type.asNullable().toString() + ">";
        }
        const bool separatorOk = !separator || (separator->kind == BoundExprKind::Literal &&
                                                isString(separator->type) &&
                                                !isNullType(separator->type));
        if (!isString(t) || !separatorOk)
            fail(call.range, sluice::Engine::tr("Cannot apply 'LISTAGG' to arguments of type 'LISTAGG(%1)'. Supported "
                                                "form(s): 'LISTAGG(<CHARACTER>)'\n"
                                                "'LISTAGG(<CHARACTER>, <CHARACTER_LITERAL>)'")
                                 .arg(types));
        if (separator)
            agg.separator = separator->literalText;
        agg.type = t; // Calcite's ARG0_NULLABLE, as Flink types it
        break;
    }
    case AggFunction::ArrayAgg:
        agg.type = LogicalType::array(t, t.isNullable());
        break;
    case AggFunction::Collect:
        agg.type = LogicalType::multiset(t, false);
        break;
    case AggFunction::ApproxCountDistinct: {
        // Flink's AggFunctionFactory: batch mode only, over these types.
        if (!m_binder.m_config.isBatchMode())
            fail(call.range,
                 sluice::Engine::tr("APPROX_COUNT_DISTINCT aggregate function does not support yet for streaming."));
        using R = LogicalTypeRoot;
        static constexpr R kTypes[] = {R::TinyInt, R::SmallInt, R::Integer, R::BigInt, R::Float,
                                       R::Double, R::Date, R::Time, R::Timestamp, R::TimestampLtz,
                                       R::Decimal, R::Char, R::VarChar};
        if (std::find(std::begin(kTypes), std::end(kTypes), t.root()) == std::end(kTypes))
            fail(call.range, sluice::Engine::tr("APPROX_COUNT_DISTINCT aggregate function does not support type: "
                                                "''%1''.\nPlease re-check the data type.")
                                 .arg(flinkTypeRootName(t)));
        agg.type = LogicalType::bigInt(true);
        break;
    }
    case AggFunction::FirstValue:
    case AggFunction::LastValue:
        if (!firstLastValueType(t))
            fail(call.range, sluice::Engine::tr("%1 aggregate function does not support type: ''%2''.\nPlease re-check "
                                                "the data type.")
                                 .arg(name)
                                 .arg(flinkTypeRootName(t)));
        // ARG0_NULLABLE_IF_EMPTY: NULL only for an aggregate without GROUP BY (no rows).
        agg.type = m_agg && m_agg->groupCount > 0 ? t : t.asNullable();
        break;
    case AggFunction::JsonObjectAgg:
    case AggFunction::JsonArrayAgg: {
        if (agg.function == AggFunction::JsonObjectAgg) {
            if (!isString(t))
                fail(values[0]->range,
                     sluice::Engine::tr("JSON_OBJECTAGG needs a character string key, not %1").arg(t.toString()));
            agg.arg2 = inner.bind(*values[1]);
        }
        BoundExprPtr &value = agg.function == AggFunction::JsonObjectAgg ? agg.arg2 : agg.arg;
        agg.type = LogicalType::varChar(2000, false); // Calcite's JSON aggregate type
        if (m_binder.m_groupWindow) {
            // Flink's WrapJsonAggFunctionArgumentsRule does not reach the legacy group windows:
            // the value goes in as it is, only text fits the function, and it is written into
            // the JSON raw.
            if (!isString(value->type) && !value->isNullLiteral) {
                const bool object = agg.function == AggFunction::JsonObjectAgg;
                fail(values.back()->range,
                     sluice::Engine::tr("Could not find an implementation method 'accumulate' in class "
                                        "'org.apache.flink.table.runtime.functions.aggregate.%1' for function '%2' "
                                        "that matches a value of type %3. In a GROUP BY %4(...) window Flink passes "
                                        "the value unconverted and only text fits: CAST it to STRING, or use the "
                                        "window table function")
                         .arg(object ? "JsonObjectAggFunction" : "JsonArrayAggFunction")
                         .arg(std::string(object ? "JSON_OBJECTAGG_" : "JSON_ARRAYAGG_") +
                              (agg.skipNulls ? "ABSENT_ON_NULL" : "NULL_ON_NULL"))
                         .arg(value->type.toString())
                         .arg(m_binder.m_groupWindow->kind));
            }
            break;
        }
        // The value enters as its JSON text (Flink's WrapJsonAggFunctionArgumentsRule).
        const ScalarFunctionDef *jsonString = findScalarFunctionDef("JSON_STRING");
        std::vector<BoundExprPtr> jsonArgs{value};
        FunctionTyping typing{jsonArgs, {}};
        const std::optional<LogicalType> textType = jsonString ? jsonString->type(typing) : std::nullopt;
        if (!textType)
            fail(values.back()->range,
                 sluice::Engine::tr("Cannot write a value of type %1 as JSON").arg(value->type.toString()));
        value = makeDefinedCall(*jsonString, *textType, jsonArgs, value->range);

        break;
    }
    default: break;
    }
    return agg;
}

} // namespace sluice::plan
