// Scalar expressions, predicates and aggregate calls of QueryGenerator, rendered for Flink and
// for SQLite. Every construct here means the same in both engines for the generated data.

#include "query_generator.h"

#include <cinttypes>
#include <cstdio>

namespace sluice::difftest {

namespace {

bool anyType(SqlType)
{
    return true;
}
bool orderedType(SqlType t)
{
    return t != SqlType::Varchar;
}

SqlType widerInt(SqlType a, SqlType b)
{
    return a == SqlType::BigInt || b == SqlType::BigInt ? SqlType::BigInt : SqlType::Int;
}

bool sameFamily(SqlType a, SqlType b)
{
    return a == b || (isInteger(a) && isInteger(b));
}

std::string centsLiteral(std::int64_t cents)
{
    const std::int64_t magnitude = cents < 0 ? -cents : cents;
    char buf[48];
    std::snprintf(buf, sizeof buf, "%s%" PRId64 ".%02" PRId64, cents < 0 ? "-" : "",
                  magnitude / 100, magnitude % 100);
    return buf;
}

} // namespace

bool QueryGenerator::pickColumn(const Scope &scope, bool (*accept)(SqlType), ScopeColumn &out)
{
    std::vector<const ScopeColumn *> candidates;
    for (const ScopeColumn &c : scope)
        if (accept(c.column.type))
            candidates.push_back(&c);
    if (candidates.empty())
        return false;
    out = *candidates[m_rng.index(candidates.size())];
    return true;
}

QueryGenerator::Expr QueryGenerator::literal(SqlType type)
{
    switch (type) {
    case SqlType::Int:
    case SqlType::BigInt: {
        static const std::vector<std::int64_t> kInts = {-1, 0, 1, 2, 3, 4, 5, 10, 20, 40};
        const std::string text = std::to_string(m_rng.pick(kInts));
        return {text, text, SqlType::Int};
    }
    case SqlType::Decimal: {
        static const std::vector<std::int64_t> kCents = {0, 50, 100, -250, 1000, 5000, -20000, 75000};
        const std::int64_t cents = m_rng.pick(kCents);
        return {centsLiteral(cents), std::to_string(cents), SqlType::Decimal};
    }
    case SqlType::Double: {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(m_rng.between(-40, 40)) * 0.25);
        return {buf, buf, SqlType::Double};
    }
    case SqlType::Varchar: {
        static const std::vector<std::string> kStrings = {"'a'", "'b'", "'ab'", "'Zz'", "'x,y'", "'c'"};
        const std::string text = m_rng.pick(kStrings);
        return {text, text, SqlType::Varchar};
    }
    }
    return {"NULL", "NULL", type};
}

QueryGenerator::Expr QueryGenerator::scalar(const Scope &scope, int depth)
{
    ScopeColumn column;
    pickColumn(scope, anyType, column);
    if (depth <= 0 || m_rng.chance(55))
        return ref(column);
    return scalarOfType(scope, column.column.type, depth);
}

QueryGenerator::Expr QueryGenerator::scalarOfType(const Scope &scope, SqlType type, int depth)
{
    // A column of the wanted family, so the result keeps the type.
    std::vector<ScopeColumn> family;
    for (const ScopeColumn &c : scope)
        if (sameFamily(c.column.type, type))
            family.push_back(c);
    if (family.empty())
        return literal(type);
    const Expr a = ref(m_rng.pick(family));
    if (depth <= 0)
        return a;

    const int choice = static_cast<int>(m_rng.between(0, 5));
    switch (choice) {
    case 0: { // COALESCE(a, literal)
        const Expr l = literal(a.type);
        return {"COALESCE(" + a.flink + ", " + l.flink + ")", "COALESCE(" + a.sqlite + ", " + l.sqlite + ")",
                a.type};
    }
    case 1: { // CASE WHEN p THEN a [ELSE literal] END
        const Expr p = predicate(scope, depth - 1);
        if (m_rng.chance(30))
            return {"CASE WHEN " + p.flink + " THEN " + a.flink + " END",
                    "CASE WHEN " + p.sqlite + " THEN " + a.sqlite + " END", a.type};
        const Expr l = literal(a.type);
        return {"CASE WHEN " + p.flink + " THEN " + a.flink + " ELSE " + l.flink + " END",
                "CASE WHEN " + p.sqlite + " THEN " + a.sqlite + " ELSE " + l.sqlite + " END", a.type};
    }
    case 2: // ABS
        if (a.type != SqlType::Varchar)
            return {"ABS(" + a.flink + ")", "abs(" + a.sqlite + ")", a.type};
        return {"CHAR_LENGTH(" + a.flink + ")", "length(" + a.sqlite + ")", SqlType::Int};
    case 3: { // a + b with b a column or literal of the family
        if (a.type == SqlType::Varchar)
            return {"(" + a.flink + " || 'x')", "(" + a.sqlite + " || 'x')", a.type};
        const Expr b = m_rng.chance(50) ? ref(m_rng.pick(family)) : literal(a.type);
        const char *op = m_rng.chance(60) ? " + " : " - ";
        const SqlType t = isInteger(a.type) ? widerInt(a.type, b.type) : a.type;
        return {"(" + a.flink + op + b.flink + ")", "(" + a.sqlite + op + b.sqlite + ")", t};
    }
    case 4: // MOD / doubling for integers
        if (isInteger(a.type)) {
            if (m_rng.chance(50))
                // Calcite types MOD like its second operand: INT here, even for a BIGINT a.
                return {"MOD(" + a.flink + ", 3)", "(" + a.sqlite + " % 3)", SqlType::Int};
            return {"(" + a.flink + " * 2)", "(" + a.sqlite + " * 2)", a.type};
        }
        return a;
    default: { // CASE with two column branches
        const Expr b = ref(m_rng.pick(family));
        const Expr p = predicate(scope, depth - 1);
        const SqlType t = isInteger(a.type) ? widerInt(a.type, b.type) : a.type;
        return {"CASE WHEN " + p.flink + " THEN " + a.flink + " ELSE " + b.flink + " END",
                "CASE WHEN " + p.sqlite + " THEN " + a.sqlite + " ELSE " + b.sqlite + " END", t};
    }
    }
}

QueryGenerator::Expr QueryGenerator::comparison(const Scope &scope)
{
    ScopeColumn column;
    pickColumn(scope, anyType, column);
    const Expr a = ref(column);
    const SqlType t = a.type;
    const int choice = static_cast<int>(m_rng.weighted({3, 6, 3, 2, 2, 2}));
    static const std::vector<std::string> kOps = {"=", "<>", "<", "<=", ">", ">="};
    switch (choice) {
    case 0: {
        const char *test = m_rng.chance(50) ? " IS NULL" : " IS NOT NULL";
        return {a.flink + test, a.sqlite + test, SqlType::Int};
    }
    case 1: { // a op literal
        const std::string &op = t == SqlType::Varchar && m_rng.chance(60) ? kOps[m_rng.index(2)] : m_rng.pick(kOps);
        const Expr l = literal(t);
        return {a.flink + " " + op + " " + l.flink, a.sqlite + " " + op + " " + l.sqlite, SqlType::Int};
    }
    case 2: { // a op b over two columns of one family
        std::vector<ScopeColumn> family;
        for (const ScopeColumn &c : scope)
            if (sameFamily(c.column.type, t))
                family.push_back(c);
        const Expr b = ref(m_rng.pick(family));
        const std::string &op = m_rng.pick(kOps);
        return {a.flink + " " + op + " " + b.flink, a.sqlite + " " + op + " " + b.sqlite, SqlType::Int};
    }
    case 3: { // [NOT] BETWEEN
        if (!orderedType(t))
            break;
        const Expr lo = literal(t);
        const Expr hi = literal(t);
        const char *between = m_rng.chance(75) ? " BETWEEN " : " NOT BETWEEN ";
        return {a.flink + between + lo.flink + " AND " + hi.flink,
                a.sqlite + between + lo.sqlite + " AND " + hi.sqlite, SqlType::Int};
    }
    case 4: { // [NOT] IN (literals)
        const char *in = m_rng.chance(70) ? " IN (" : " NOT IN (";
        std::string flink = a.flink + in;
        std::string sqlite = a.sqlite + in;
        const int n = static_cast<int>(m_rng.between(1, 4));
        for (int i = 0; i < n; ++i) {
            const Expr l = literal(t);
            flink += (i > 0 ? ", " : "") + l.flink;
            sqlite += (i > 0 ? ", " : "") + l.sqlite;
        }
        return {flink + ")", sqlite + ")", SqlType::Int};
    }
    default: { // IS [NOT] DISTINCT FROM: NULL-safe, SQLite spells it IS NOT / IS
        std::vector<ScopeColumn> family;
        for (const ScopeColumn &c : scope)
            if (sameFamily(c.column.type, t))
                family.push_back(c);
        const Expr b = m_rng.chance(50) ? ref(m_rng.pick(family)) : literal(t);
        const bool distinct = m_rng.chance(50);
        return {a.flink + (distinct ? " IS DISTINCT FROM " : " IS NOT DISTINCT FROM ") + b.flink,
                a.sqlite + (distinct ? " IS NOT " : " IS ") + b.sqlite, SqlType::Int};
    }
    }
    const Expr l = literal(t);
    return {a.flink + " = " + l.flink, a.sqlite + " = " + l.sqlite, SqlType::Int};
}

QueryGenerator::Expr QueryGenerator::predicate(const Scope &scope, int depth)
{
    if (depth <= 0 || m_rng.chance(65))
        return comparison(scope);
    switch (m_rng.weighted({4, 3, 1})) {
    case 0: {
        const Expr l = predicate(scope, depth - 1);
        const Expr r = predicate(scope, depth - 1);
        return {"(" + l.flink + " AND " + r.flink + ")", "(" + l.sqlite + " AND " + r.sqlite + ")", SqlType::Int};
    }
    case 1: {
        const Expr l = predicate(scope, depth - 1);
        const Expr r = predicate(scope, depth - 1);
        return {"(" + l.flink + " OR " + r.flink + ")", "(" + l.sqlite + " OR " + r.sqlite + ")", SqlType::Int};
    }
    default: {
        const Expr p = predicate(scope, depth - 1);
        return {"NOT (" + p.flink + ")", "NOT (" + p.sqlite + ")", SqlType::Int};
    }
    }
}

QueryGenerator::Expr QueryGenerator::aggregateCall(const Scope &scope, std::string &shapeTag)
{
    enum Fn { CountStar, Count, CountDistinct, Sum, Min, Max, Avg };
    const Fn fn = static_cast<Fn>(m_rng.weighted({4, 2, 2, 4, 2, 2, 2}));
    ScopeColumn column;
    bool (*accept)(SqlType) = anyType;
    if (fn == Sum)
        accept = orderedType;
    if (fn == Avg)
        accept = [](SqlType t) { return isInteger(t) || t == SqlType::Double; };
    const bool hasArg = pickColumn(scope, accept, column);
    Expr arg = hasArg ? ref(column) : Expr{};
    if (hasArg && m_rng.chance(20))
        arg = scalarOfType(scope, arg.type, 1);
    if (hasArg && fn == Avg && !(isInteger(arg.type) || arg.type == SqlType::Double))
        arg = ref(column); // CHAR_LENGTH and friends keep AVG's argument numeric

    std::string filterFlink;
    std::string filterSqlite;
    if (m_rng.chance(15)) {
        const Expr p = predicate(scope, 1);
        filterFlink = " FILTER (WHERE " + p.flink + ")";
        filterSqlite = " FILTER (WHERE " + p.sqlite + ")";
        shapeTag += "filter,";
    }
    auto call = [&](const std::string &name, const std::string &sqliteName, SqlType type) {
        return Expr{name + "(" + arg.flink + ")" + filterFlink,
                    sqliteName + "(" + arg.sqlite + ")" + filterSqlite, type};
    };
    if (!hasArg || fn == CountStar) {
        shapeTag += "count*,";
        return {"COUNT(*)" + filterFlink, "COUNT(*)" + filterSqlite, SqlType::BigInt};
    }
    switch (fn) {
    case Count:
        shapeTag += "count,";
        return call("COUNT", "COUNT", SqlType::BigInt);
    case CountDistinct:
        shapeTag += "countDistinct,";
        return {"COUNT(DISTINCT " + arg.flink + ")" + filterFlink,
                "COUNT(DISTINCT " + arg.sqlite + ")" + filterSqlite, SqlType::BigInt};
    case Sum:
        shapeTag += "sum,";
        return call("SUM", "SUM", arg.type);
    case Min:
        shapeTag += "min,";
        return call("MIN", "MIN", arg.type);
    case Max:
        shapeTag += "max,";
        return call("MAX", "MAX", arg.type);
    case Avg:
        shapeTag += "avg,";
        if (isInteger(arg.type)) // Flink: AVG of an integer type is that type, truncated
            return {"AVG(" + arg.flink + ")" + filterFlink,
                    "(SUM(" + arg.sqlite + ")" + filterSqlite + " / COUNT(" + arg.sqlite + ")" +
                        filterSqlite + ")",
                    arg.type};
        return call("AVG", "AVG", arg.type);
    case CountStar:
        break;
    }
    return {"COUNT(*)", "COUNT(*)", SqlType::BigInt};
}

} // namespace sluice::difftest
