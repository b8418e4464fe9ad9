#include "query_generator.h"

namespace sluice::difftest {

namespace {

std::string columnName(std::size_t i)
{
    return "c" + std::to_string(i);
}

bool groupableType(SqlType t)
{
    return t != SqlType::Double;
}

bool joinableType(SqlType t)
{
    return isInteger(t) || t == SqlType::Varchar;
}

bool hasIntegerColumn(const std::vector<ColumnSpec> &columns)
{
    for (const ColumnSpec &c : columns)
        if (isInteger(c.type))
            return true;
    return false;
}

} // namespace

std::vector<SqlType> GeneratedQuery::types() const
{
    std::vector<SqlType> out;
    for (const ColumnSpec &c : columns)
        out.push_back(c.type);
    return out;
}

QueryGenerator::QueryGenerator(const DataSet &data, SeededRandom &rng, int maxDepth)
    : m_data(data), m_rng(rng), m_maxDepth(maxDepth < 1 ? 1 : maxDepth)
{
}

void QueryGenerator::appendUnique(std::vector<Expr> &keys, Expr key)
{
    for (const Expr &k : keys) {
        if (k.flink == key.flink)
            return;
    }
    keys.push_back(std::move(key));
}

std::string QueryGenerator::newAlias()
{
    return "q" + std::to_string(++m_aliasCounter);
}

std::string QueryGenerator::fromItem(const Rel &rel, const std::string &alias, bool flink)
{
    if (rel.base)
        return rel.flink + " AS " + alias;
    return "(" + (flink ? rel.flink : rel.sqlite) + ") AS " + alias;
}

QueryGenerator::Scope QueryGenerator::scopeOf(const Rel &rel, const std::string &alias)
{
    Scope scope;
    for (const ColumnSpec &c : rel.columns)
        scope.push_back({alias, c});
    return scope;
}

QueryGenerator::Expr QueryGenerator::ref(const ScopeColumn &column)
{
    const std::string text = column.qualifier + "." + column.column.name;
    return {text, text, column.column.type};
}

GeneratedQuery QueryGenerator::generate()
{
    m_aliasCounter = 0;
    m_scans.clear();
    const int depth = static_cast<int>(m_rng.between(1, m_maxDepth));
    Rel rel = relation(depth);
    if (rel.base) {
        m_scans.clear(); // that scan is dropped; calc(0) makes its own
        rel = calc(0);
    }
    GeneratedQuery query;
    query.flinkSql = rel.flink;
    query.sqliteSql = rel.sqlite;
    query.columns = rel.columns;
    query.shape = rel.shape;
    query.updating = rel.updating;
    query.scans = m_scans;
    return query;
}

QueryGenerator::Rel QueryGenerator::relation(int depth)
{
    if (depth <= 0)
        return scan();
    // scan, calc, aggregate, join, distinct, union all, Top-N
    switch (m_rng.weighted({2, 2, 5, 5, 1, 1, 2})) {
    case 0:
        return scan();
    case 1:
        return calc(depth);
    case 2:
        return aggregate(depth);
    case 3:
        return join(depth);
    case 4:
        return distinct(depth);
    case 5:
        return unionAll(depth);
    default:
        return topN(depth);
    }
}

QueryGenerator::Rel QueryGenerator::scan()
{
    const TableData &table = m_data.tables[m_rng.index(m_data.tables.size())];
    Rel rel;
    rel.flink = rel.sqlite = table.name;
    rel.columns = table.columns;
    rel.base = true;
    rel.shape = table.name;
    m_scans.push_back(table.name);
    return rel;
}

QueryGenerator::Rel QueryGenerator::calc(int depth)
{
    const Rel input = relation(depth - 1);
    const std::string alias = newAlias();
    const Scope scope = scopeOf(input, alias);
    Rel rel;
    std::string selectFlink;
    std::string selectSqlite;
    const int n = static_cast<int>(m_rng.between(1, 4));
    for (int i = 0; i < n; ++i) {
        const Expr e = scalar(scope, 2);
        const std::string name = columnName(rel.columns.size());
        selectFlink += (i > 0 ? ", " : "") + e.flink + " AS " + name;
        selectSqlite += (i > 0 ? ", " : "") + e.sqlite + " AS " + name;
        rel.columns.push_back({name, e.type});
    }
    rel.flink = "SELECT " + selectFlink + " FROM " + fromItem(input, alias, true);
    rel.sqlite = "SELECT " + selectSqlite + " FROM " + fromItem(input, alias, false);
    rel.shape = "calc";
    rel.updating = input.updating;
    if (m_rng.chance(60)) {
        const Expr p = predicate(scope, 2);
        rel.flink += " WHERE " + p.flink;
        rel.sqlite += " WHERE " + p.sqlite;
        rel.shape += "[where]";
    }
    rel.shape += "(" + input.shape + ")";
    return rel;
}

QueryGenerator::Rel QueryGenerator::aggregate(int depth)
{
    const Rel input = relation(depth - 1);
    const std::string alias = newAlias();
    const Scope scope = scopeOf(input, alias);
    Rel rel;
    std::string tags;
    std::vector<Expr> keys;
    const int keyCount = static_cast<int>(m_rng.weighted({15, 55, 30}));
    for (int i = 0; i < keyCount; ++i) {
        ScopeColumn column;
        if (!pickColumn(scope, groupableType, column))
            break;
        Expr key = ref(column);
        if (m_rng.chance(15))
            key = scalarOfType(scope, column.column.type, 1);
        appendUnique(keys, std::move(key));
    }
    std::string selectFlink;
    std::string selectSqlite;
    auto addColumn = [&](const Expr &e) {
        const std::string name = columnName(rel.columns.size());
        selectFlink += (rel.columns.empty() ? "" : ", ") + e.flink + " AS " + name;
        selectSqlite += (rel.columns.empty() ? "" : ", ") + e.sqlite + " AS " + name;
        rel.columns.push_back({name, e.type});
    };
    for (const Expr &k : keys)
        addColumn(k);
    const int aggCount = static_cast<int>(m_rng.between(1, 3));
    for (int i = 0; i < aggCount; ++i)
        addColumn(aggregateCall(scope, tags));

    rel.flink = "SELECT " + selectFlink + " FROM " + fromItem(input, alias, true);
    rel.sqlite = "SELECT " + selectSqlite + " FROM " + fromItem(input, alias, false);
    if (m_rng.chance(35)) {
        const Expr p = predicate(scope, 1);
        rel.flink += " WHERE " + p.flink;
        rel.sqlite += " WHERE " + p.sqlite;
        tags += "where,";
    }
    if (!keys.empty()) {
        std::string groupFlink;
        std::string groupSqlite;
        for (std::size_t i = 0; i < keys.size(); ++i) {
            groupFlink += (i > 0 ? ", " : "") + keys[i].flink;
            groupSqlite += (i > 0 ? ", " : "") + keys[i].sqlite;
        }
        rel.flink += " GROUP BY " + groupFlink;
        rel.sqlite += " GROUP BY " + groupSqlite;
    }
    std::string havingFlink;
    std::string havingSqlite;
    if (m_rng.chance(30)) {
        std::string ignored;
        const Expr agg = aggregateCall(scope, ignored);
        const Expr l = literal(agg.type);
        static const std::vector<std::string> kOps = {">", ">=", "<", "<>", "="};
        const std::string op = agg.type == SqlType::Varchar ? "<>" : m_rng.pick(kOps);
        if (m_rng.chance(20)) {
            havingFlink = agg.flink + " IS NOT NULL";
            havingSqlite = agg.sqlite + " IS NOT NULL";
        } else {
            havingFlink = agg.flink + " " + op + " " + l.flink;
            havingSqlite = agg.sqlite + " " + op + " " + l.sqlite;
        }
        tags += "having,";
    }
    // Flink streaming emits nothing for a global aggregate until a row arrives and retracts its
    // row when the input empties again; SQLite always returns one row. HAVING COUNT(*) > 0
    // (allowed without GROUP BY since SQLite 3.39) gives SQLite Flink's semantics.
    if (keys.empty())
        havingSqlite = havingSqlite.empty() ? "COUNT(*) > 0" : "(" + havingSqlite + ") AND COUNT(*) > 0";
    if (!havingFlink.empty())
        rel.flink += " HAVING " + havingFlink;
    if (!havingSqlite.empty())
        rel.sqlite += " HAVING " + havingSqlite;
    if (!tags.empty())
        tags.pop_back();
    rel.updating = true;
    rel.shape = "agg[g" + std::to_string(keys.size()) + (tags.empty() ? "" : "," + tags) + "](" +
                input.shape + ")";
    return rel;
}

QueryGenerator::Rel QueryGenerator::join(int depth)
{
    static const std::vector<std::string> kJoinNames = {"JOIN", "LEFT JOIN", "RIGHT JOIN",
                                                        "FULL OUTER JOIN"};
    static const std::vector<std::string> kJoinTags = {"inner", "left", "right", "full"};
    const int inputs = m_rng.chance(70) ? 2 : 3;
    Rel rel;
    Scope scope;
    std::string fromFlink;
    std::string fromSqlite;
    std::string shapeInputs;
    std::string tags;
    for (int i = 0; i < inputs; ++i) {
        Rel input = m_rng.chance(65) ? scan() : relation(depth - 1);
        if (!hasIntegerColumn(input.columns))
            input = scan(); // every equi-join below can fall back to integer columns
        const std::string alias = newAlias();
        const Scope inputScope = scopeOf(input, alias);
        shapeInputs += (i > 0 ? "," : "") + input.shape;
        rel.updating = rel.updating || input.updating;
        if (i == 0) {
            fromFlink = fromItem(input, alias, true);
            fromSqlite = fromItem(input, alias, false);
            scope = inputScope;
            continue;
        }
        const std::size_t kind = m_rng.weighted({4, 3, 2, 2});
        tags += (i > 1 ? "," : "") + kJoinTags[kind];
        rel.updating = rel.updating || kind != 0;
        // Equi-conditions between the new input and any earlier one; NULL keys never match.
        std::string onFlink;
        std::string onSqlite;
        const int equis = m_rng.chance(20) ? 2 : 1;
        for (int e = 0; e < equis; ++e) {
            ScopeColumn right;
            if (!pickColumn(inputScope, joinableType, right))
                break;
            std::vector<ScopeColumn> partners;
            for (const ScopeColumn &c : scope)
                if (isInteger(c.column.type) == isInteger(right.column.type) &&
                    joinableType(c.column.type))
                    partners.push_back(c);
            if (partners.empty())
                continue;
            Expr l = ref(m_rng.pick(partners));
            Expr r = ref(right);
            if (isInteger(right.column.type) && m_rng.chance(20)) {
                // An equality of expressions is an equi-key too (computed below the join).
                Expr &side = m_rng.chance(50) ? l : r;
                const std::string offset = m_rng.chance(50) ? " + 1" : " - 2";
                side.flink = "(" + side.flink + offset + ")";
                side.sqlite = "(" + side.sqlite + offset + ")";
                tags += "+exprkey";
            }
            onFlink += (onFlink.empty() ? "" : " AND ") + l.flink + " = " + r.flink;
            onSqlite += (onSqlite.empty() ? "" : " AND ") + l.sqlite + " = " + r.sqlite;
        }
        if (onFlink.empty()) { // no joinable pair: join on the first integer columns
            ScopeColumn l;
            ScopeColumn r;
            pickColumn(scope, isInteger, l);
            pickColumn(inputScope, isInteger, r);
            onFlink = onSqlite = ref(l).flink + " = " + ref(r).flink;
        }
        Scope combined = scope;
        combined.insert(combined.end(), inputScope.begin(), inputScope.end());
        if (m_rng.chance(25)) {
            const Expr p = predicate(combined, 1);
            onFlink += " AND " + p.flink;
            onSqlite += " AND " + p.sqlite;
            tags += "+cond";
        }
        fromFlink += " " + kJoinNames[kind] + " " + fromItem(input, alias, true) + " ON " + onFlink;
        fromSqlite += " " + kJoinNames[kind] + " " + fromItem(input, alias, false) + " ON " + onSqlite;
        scope = combined;
    }

    std::string selectFlink;
    std::string selectSqlite;
    const int n = static_cast<int>(m_rng.between(2, 5));
    for (int i = 0; i < n; ++i) {
        const Expr e = m_rng.chance(80) ? ref(scope[m_rng.index(scope.size())]) : scalar(scope, 1);
        const std::string name = columnName(rel.columns.size());
        selectFlink += (i > 0 ? ", " : "") + e.flink + " AS " + name;
        selectSqlite += (i > 0 ? ", " : "") + e.sqlite + " AS " + name;
        rel.columns.push_back({name, e.type});
    }
    rel.flink = "SELECT " + selectFlink + " FROM " + fromFlink;
    rel.sqlite = "SELECT " + selectSqlite + " FROM " + fromSqlite;
    if (m_rng.chance(30)) {
        const Expr p = predicate(scope, 1);
        rel.flink += " WHERE " + p.flink;
        rel.sqlite += " WHERE " + p.sqlite;
        tags += ",where";
    }
    rel.shape = "join" + std::to_string(inputs) + "[" + tags + "](" + shapeInputs + ")";
    return rel;
}

QueryGenerator::Rel QueryGenerator::distinct(int depth)
{
    const Rel input = relation(depth - 1);
    const std::string alias = newAlias();
    const Scope scope = scopeOf(input, alias);
    Rel rel;
    std::string selectFlink;
    std::string selectSqlite;
    const int n = static_cast<int>(m_rng.between(1, 3));
    for (int i = 0; i < n; ++i) {
        ScopeColumn column;
        if (!pickColumn(scope, groupableType, column))
            pickColumn(scope, [](SqlType) { return true; }, column);
        const Expr e = m_rng.chance(80) ? ref(column) : scalarOfType(scope, column.column.type, 1);
        const std::string name = columnName(rel.columns.size());
        selectFlink += (i > 0 ? ", " : "") + e.flink + " AS " + name;
        selectSqlite += (i > 0 ? ", " : "") + e.sqlite + " AS " + name;
        rel.columns.push_back({name, e.type});
    }
    rel.flink = "SELECT DISTINCT " + selectFlink + " FROM " + fromItem(input, alias, true);
    rel.sqlite = "SELECT DISTINCT " + selectSqlite + " FROM " + fromItem(input, alias, false);
    rel.shape = "distinct";
    rel.updating = true;
    if (m_rng.chance(40)) {
        const Expr p = predicate(scope, 1);
        rel.flink += " WHERE " + p.flink;
        rel.sqlite += " WHERE " + p.sqlite;
        rel.shape += "[where]";
    }
    rel.shape += "(" + input.shape + ")";
    return rel;
}

QueryGenerator::Rel QueryGenerator::unionAll(int depth)
{
    const Rel left = relation(depth - 1);
    const Rel right = relation(depth - 1);
    const std::string leftAlias = newAlias();
    const std::string rightAlias = newAlias();
    const Scope leftScope = scopeOf(left, leftAlias);
    const Scope rightScope = scopeOf(right, rightAlias);
    Rel rel;
    std::string leftFlink, leftSqlite, rightFlink, rightSqlite;
    const int n = static_cast<int>(m_rng.between(1, 3));
    for (int i = 0; i < n; ++i) {
        const ScopeColumn &l = leftScope[m_rng.index(leftScope.size())];
        const SqlType lt = l.column.type;
        std::vector<ScopeColumn> candidates;
        for (const ScopeColumn &c : rightScope)
            if (c.column.type == lt || (isInteger(c.column.type) && isInteger(lt)))
                candidates.push_back(c);
        Expr le = ref(l);
        Expr re;
        SqlType type = lt;
        if (candidates.empty() || m_rng.chance(10)) {
            re = {std::string("CAST(NULL AS ") + flinkTypeName(lt) + ")", "NULL", lt};
        } else {
            re = ref(m_rng.pick(candidates));
            if (re.type != le.type) { // INT with BIGINT: make both BIGINT explicitly
                type = SqlType::BigInt;
                le.flink = "CAST(" + le.flink + " AS BIGINT)";
                re.flink = "CAST(" + re.flink + " AS BIGINT)";
            }
        }
        const std::string name = columnName(rel.columns.size());
        const char *sep = i > 0 ? ", " : "";
        leftFlink += sep + le.flink + " AS " + name;
        leftSqlite += sep + le.sqlite + " AS " + name;
        rightFlink += sep + re.flink + " AS " + name;
        rightSqlite += sep + re.sqlite + " AS " + name;
        rel.columns.push_back({name, type});
    }
    rel.flink = "SELECT " + leftFlink + " FROM " + fromItem(left, leftAlias, true) + " UNION ALL SELECT " +
                rightFlink + " FROM " + fromItem(right, rightAlias, true);
    rel.sqlite = "SELECT " + leftSqlite + " FROM " + fromItem(left, leftAlias, false) +
                 " UNION ALL SELECT " + rightSqlite + " FROM " + fromItem(right, rightAlias, false);
    rel.updating = left.updating || right.updating;
    rel.shape = "unionAll(" + left.shape + "," + right.shape + ")";
    return rel;
}

QueryGenerator::Rel QueryGenerator::topN(int depth)
{
    // ROW_NUMBER() Top-N (Flink's Rank). The rows are ordered by every column they keep, so rows
    // that tie are equal and which of them ranks first cannot change the result. DOUBLE columns
    // are left out: Flink orders -0.0 before 0.0, SQLite ranks them equal.
    const Rel input = relation(depth - 1);
    const std::string alias = newAlias();
    Scope columns;
    for (const ScopeColumn &c : scopeOf(input, alias))
        if (c.column.type != SqlType::Double)
            columns.push_back(c);
    if (columns.empty())
        return calc(depth);
    Rel rel;
    std::string selectFlink;
    std::string selectSqlite;
    for (const ScopeColumn &c : columns) {
        const Expr e = ref(c);
        const std::string name = columnName(rel.columns.size());
        selectFlink += e.flink + " AS " + name + ", ";
        selectSqlite += e.sqlite + " AS " + name + ", ";
        rel.columns.push_back({name, c.column.type});
    }
    std::vector<Expr> partition;
    const int partitionKeys = static_cast<int>(m_rng.weighted({30, 50, 20}));
    for (int i = 0; i < partitionKeys; ++i) {
        ScopeColumn column;
        if (!pickColumn(columns, groupableType, column))
            break;
        appendUnique(partition, ref(column));
    }
    Scope order = columns; // every column, in a random order, each ascending or descending
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[m_rng.index(i)]);
    std::string over;
    for (std::size_t i = 0; i < partition.size(); ++i)
        over += (i == 0 ? "PARTITION BY " : ", ") + partition[i].flink;
    for (std::size_t i = 0; i < order.size(); ++i)
        over += (i == 0 ? std::string(partition.empty() ? "" : " ") + "ORDER BY " : ", ") +
                ref(order[i]).flink + (m_rng.chance(50) ? " DESC" : "");
    const std::string rank = "ROW_NUMBER() OVER (" + over + ") AS rn";
    const std::string ranked = newAlias();
    const int limit = static_cast<int>(m_rng.between(1, 3));
    const bool withRank = m_rng.chance(40);
    std::string outer;
    for (const ColumnSpec &c : rel.columns)
        outer += (outer.empty() ? "" : ", ") + ranked + "." + c.name;
    if (withRank) {
        const std::string name = columnName(rel.columns.size());
        outer += ", " + ranked + ".rn AS " + name;
        rel.columns.push_back({name, SqlType::BigInt});
    }
    auto render = [&](const std::string &select, bool flink) {
        return "SELECT " + outer + " FROM (SELECT " + select + rank + " FROM " +
               fromItem(input, alias, flink) + ") AS " + ranked + " WHERE " + ranked +
               ".rn <= " + std::to_string(limit);
    };
    rel.flink = render(selectFlink, true);
    rel.sqlite = render(selectSqlite, false);
    rel.updating = true;
    rel.shape = "topN[p" + std::to_string(partition.size()) + ",n" + std::to_string(limit) +
                (withRank ? ",rank" : "") + "](" + input.shape + ")";
    return rel;
}

CaseInputs generateCaseInputs(std::uint64_t seed, int maxDepth)
{
    SeededRandom rng(seed);
    CaseInputs inputs;
    inputs.data = generateDataSet(rng);
    QueryGenerator generator(inputs.data, rng, maxDepth);
    inputs.query = generator.generate();
    return inputs;
}

std::string sluiceScript(const DataSet &data, const GeneratedQuery &query, int parallelism)
{
    return flinkDdl(data) + "SET 'parallelism.default' = '" + std::to_string(parallelism) + "';\n" +
           query.flinkSql + ";\n";
}

} // namespace sluice::difftest
