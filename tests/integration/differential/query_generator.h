#pragma once

// Random queries over a DataSet, each rendered twice: in Flink SQL for Sluice and in SQLite's
// dialect for the oracle. Only constructs both engines define identically are generated (see
// tests/integration/README.md); where the dialects differ the two renderings differ on purpose:
// decimals are cents in SQLite, AVG of integers truncates as Flink's does, MOD is `%`, IS
// DISTINCT FROM is IS NOT, and a global aggregate over no rows yields no row (Flink streaming)
// rather than one (SQLite).

#include "random_data.h"
#include "seeded_random.h"

#include <cstdint>
#include <string>
#include <vector>

namespace sluice::difftest {

struct GeneratedQuery {
    std::string flinkSql;  ///< a bare SELECT for Sluice (no trailing semicolon)
    std::string sqliteSql; ///< the same query for SQLite
    std::vector<ColumnSpec> columns;
    std::string shape; ///< e.g. `agg[g1,having](join2[left](ta,tb))`, for coverage and reports
    /// Flink's changelog mode of the result: insert-only unless an aggregate, DISTINCT or outer
    /// join is involved (the sources are insert-only).
    bool updating = false;
    /// The base tables the query reads, once per scan (`ta`, `ta`, `tb` for a self-join and more).
    std::vector<std::string> scans;

    std::vector<SqlType> types() const;
};

class QueryGenerator {
public:
    /// `maxDepth` bounds the nesting of joins, aggregates, DISTINCT and UNION ALL (1..3).
    QueryGenerator(const DataSet &data, SeededRandom &rng, int maxDepth = 3);

    GeneratedQuery generate();

private:
    struct Expr {
        std::string flink;
        std::string sqlite;
        SqlType type = SqlType::Int;
    };
    struct Rel {
        std::string flink; ///< table name when `base`, else a query
        std::string sqlite;
        std::vector<ColumnSpec> columns;
        bool base = false;
        bool updating = false;
        std::string shape;
    };
    struct ScopeColumn {
        std::string qualifier;
        ColumnSpec column;
    };
    using Scope = std::vector<ScopeColumn>;

    Rel relation(int depth);
    Rel scan();
    Rel calc(int depth);
    Rel aggregate(int depth);
    Rel join(int depth);
    Rel distinct(int depth);
    Rel unionAll(int depth);
    Rel topN(int depth);

    std::string newAlias();
    /// Adds a grouping or partition key unless the same expression is there already.
    static void appendUnique(std::vector<Expr> &keys, Expr key);
    static std::string fromItem(const Rel &rel, const std::string &alias, bool flink);
    static Scope scopeOf(const Rel &rel, const std::string &alias);
    static Expr ref(const ScopeColumn &column);

    // Expressions (query_generator_expressions.cpp).
    Expr literal(SqlType type);
    Expr scalar(const Scope &scope, int depth);
    Expr scalarOfType(const Scope &scope, SqlType type, int depth);
    Expr predicate(const Scope &scope, int depth);
    Expr comparison(const Scope &scope);
    Expr aggregateCall(const Scope &scope, std::string &shapeTag);
    bool pickColumn(const Scope &scope, bool (*accept)(SqlType), ScopeColumn &out);

    const DataSet &m_data;
    SeededRandom &m_rng;
    int m_maxDepth;
    int m_aliasCounter = 0;
    std::vector<std::string> m_scans;
};

/// The data and the query of a seed, generated exactly as a differential case does.
struct CaseInputs {
    DataSet data;
    GeneratedQuery query;
};
CaseInputs generateCaseInputs(std::uint64_t seed, int maxDepth);

/// The Sluice script of a case: the tables' DDL, the parallelism and the query.
std::string sluiceScript(const DataSet &data, const GeneratedQuery &query, int parallelism);

} // namespace sluice::difftest
