#include "sql_test_support.h"

#include <QTest>

using namespace sluice;
using namespace sluice::sql;
using sluice::sql::testing::query;

#define CHECK_QUERY(text, expected) QCOMPARE(query(text), std::string(expected))

namespace {

const SelectQuery &onlySelect(const ParseResult &r)
{
    return r.script.statements.at(0)->as<QueryStatement>().query->as<SelectQuery>();
}

} // namespace

class ParserQueriesTest : public QObject {
    Q_OBJECT
private slots:
    void selectList()
    {
        CHECK_QUERY("SELECT * FROM t", "SELECT * FROM t");
        CHECK_QUERY("SELECT DISTINCT a, b AS x, c y, t.* FROM t",
                    "SELECT DISTINCT a, b AS x, c AS y, t.* FROM t");
        CHECK_QUERY("SELECT 1", "SELECT 1");
        CHECK_QUERY("SELECT ALL a FROM t", "SELECT a FROM t");
        ParseResult r = parseScript("SELECT a AS `select` FROM t");
        QVERIFY(r.ok());
        QVERIFY(onlySelect(r).items[0].alias->quoted);
    }

    void whereGroupHaving()
    {
        CHECK_QUERY("SELECT k, COUNT(*) FROM t WHERE v > 0 GROUP BY k HAVING COUNT(*) > 1",
                    "SELECT k, COUNT(*) FROM t WHERE (> v 0) GROUP BY k HAVING (> COUNT(*) 1)");
    }

    void joins()
    {
        CHECK_QUERY("SELECT * FROM a JOIN b ON a.id = b.id",
                    "SELECT * FROM (INNER JOIN a b ON (= a.id b.id))");
        CHECK_QUERY("SELECT * FROM a INNER JOIN b ON a.id = b.id AND a.x > 1",
                    "SELECT * FROM (INNER JOIN a b ON (AND (= a.id b.id) (> a.x 1)))");
        CHECK_QUERY("SELECT * FROM a LEFT OUTER JOIN b ON a.id = b.id RIGHT JOIN c ON c.k = b.k",
                    "SELECT * FROM (RIGHT JOIN (LEFT JOIN a b ON (= a.id b.id)) c ON (= c.k b.k))");
        CHECK_QUERY("SELECT * FROM a FULL JOIN b ON a.id = b.id",
                    "SELECT * FROM (FULL JOIN a b ON (= a.id b.id))");
        CHECK_QUERY("SELECT * FROM a CROSS JOIN b", "SELECT * FROM (CROSS JOIN a b)");
        CHECK_QUERY("SELECT * FROM a, b WHERE a.id = b.id",
                    "SELECT * FROM (, a b) WHERE (= a.id b.id)");
        CHECK_QUERY("SELECT * FROM a AS x JOIN b y USING (id)",
                    "SELECT * FROM (INNER JOIN a AS x b AS y)");
        {
            ParseResult n = parseScript("SELECT * FROM a NATURAL LEFT OUTER JOIN b");
            QVERIFY(n.ok());
            const auto &natural = onlySelect(n).from->as<JoinTableRef>();
            QVERIFY(natural.natural);
            QCOMPARE(natural.joinType, JoinType::Left);
            QVERIFY(natural.usingColumns.empty() && !natural.condition);
        }
        ParseResult r = parseScript("SELECT * FROM a LEFT JOIN b ON a.id = b.id");
        const auto &join = onlySelect(r).from->as<JoinTableRef>();
        QCOMPARE(join.joinType, JoinType::Left);
        QCOMPARE(testing::slice(r.script.text, join.joinKeywordRange), std::string("LEFT JOIN"));
        QCOMPARE(testing::slice(r.script.text, join.range),
                 std::string("a LEFT JOIN b ON a.id = b.id"));
        QCOMPARE(join.height, 3);
    }

    void subqueriesAndAliases()
    {
        CHECK_QUERY("SELECT t3.x FROM (SELECT UPPER(a) AS x FROM t2) AS t3",
                    "SELECT t3.x FROM (SELECT UPPER(a) AS x FROM t2) AS t3");
        CHECK_QUERY("SELECT * FROM (a JOIN b ON a.k = b.k)",
                    "SELECT * FROM (INNER JOIN a b ON (= a.k b.k))");
        CHECK_QUERY("SELECT * FROM t AS x(a, b)", "SELECT * FROM t AS x");
        CHECK_QUERY(
            "SELECT * FROM orders o JOIN rates FOR SYSTEM_TIME AS OF o.pt AS r ON o.c = r.c",
            "SELECT * FROM (INNER JOIN orders AS o rates FOR SYSTEM_TIME AS OF o.pt AS r ON (= o.c "
            "r.c))");
    }

    void matchRecognize()
    {
        CHECK_QUERY("SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY s ORDER BY ts, p DESC "
                    "MEASURES FIRST(A.p) AS f, LAST(B.p, 1) AS l ONE ROW PER MATCH "
                    "AFTER MATCH SKIP TO LAST B PATTERN (A B+? C{2,} D{,3} E* F{1}) "
                    "WITHIN INTERVAL '5' SECOND DEFINE B AS B.p > A.p, C AS TRUE) AS T",
                    "SELECT * FROM (MATCH_RECOGNIZE t PARTITION BY s ORDER BY ts, p DESC MEASURES "
                    "FIRST(A.p) AS f, LAST(B.p, 1) AS l AFTER MATCH SKIP TO LAST B PATTERN (A B+? "
                    "C{2,} D{,3} E* F{1}) WITHIN INTERVAL '5' SECOND DEFINE B AS (> B.p A.p), C AS "
                    "TRUE) AS T");
        CHECK_QUERY("SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.p AS x "
                    "AFTER MATCH SKIP PAST LAST ROW PATTERN ((A | B) {- C -} PERMUTE(D, E)) "
                    "DEFINE A AS A.p > 0)",
                    "SELECT * FROM (MATCH_RECOGNIZE t ORDER BY ts MEASURES A.p AS x AFTER MATCH SKIP "
                    "PAST LAST ROW PATTERN ((A | B) {- C -} PERMUTE(D, E)) DEFINE A AS (> A.p 0))");
        // The measure needs AS; the quantifier's bounds must be ordered.
        QVERIFY(!parseScript("SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.p x "
                             "PATTERN (A) DEFINE A AS TRUE)").ok());
        QVERIFY(!parseScript("SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES A.p AS x "
                             "PATTERN (A{3,2}) DEFINE A AS TRUE)").ok());
        // Without MATCH_RECOGNIZE( the word is no clause (and, reserved, no alias either).
        QVERIFY(!parseScript("SELECT * FROM t MATCH_RECOGNIZE").ok());
    }

    void setOperations()
    {
        CHECK_QUERY("SELECT a FROM x UNION ALL SELECT a FROM y",
                    "(SELECT a FROM x) UNION ALL (SELECT a FROM y)");
        CHECK_QUERY("SELECT a FROM x UNION SELECT a FROM y UNION ALL SELECT a FROM z",
                    "((SELECT a FROM x) UNION (SELECT a FROM y)) UNION ALL (SELECT a FROM z)");
        CHECK_QUERY("SELECT 1 UNION SELECT 2 INTERSECT SELECT 3",
                    "(SELECT 1) UNION ((SELECT 2) INTERSECT (SELECT 3))");
    }

    void orderByAndLimit()
    {
        CHECK_QUERY("SELECT a FROM t ORDER BY a DESC, b LIMIT 10",
                    "SELECT a FROM t ORDER BY a DESC, b LIMIT 10");
        CHECK_QUERY("SELECT a FROM t ORDER BY a FETCH FIRST 5 ROWS ONLY",
                    "SELECT a FROM t ORDER BY a LIMIT 5");
        ParseResult r = parseScript("SELECT a FROM t ORDER BY a ASC NULLS LAST");
        QVERIFY(r.ok());
        const auto &item = r.script.statements[0]->as<QueryStatement>().query->orderBy[0];
        QVERIFY(item.explicitDirection);
        QVERIFY(!item.descending);
        QCOMPARE(item.nullsFirst, std::optional<bool>(false));
    }

    void valuesAndWith()
    {
        CHECK_QUERY("VALUES (1, 'a'), (2, 'b')", "VALUES (1, 'a'), (2, 'b')");
        CHECK_QUERY("WITH w AS (SELECT a FROM t) SELECT a FROM w",
                    "WITH w AS (SELECT a FROM t) SELECT a FROM w");
    }

    void windowTableFunctions()
    {
        CHECK_QUERY(
            "SELECT window_start, window_end, SUM(price) FROM TABLE(TUMBLE(TABLE Bid, "
            "DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) GROUP BY window_start, window_end",
            "SELECT window_start, window_end, SUM(price) FROM TABLE(TUMBLE(TABLE Bid, "
            "DESCRIPTOR(bidtime), INTERVAL '10' MINUTE)) GROUP BY window_start, window_end");
        CHECK_QUERY("SELECT * FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES, "
                    "INTERVAL '10' MINUTES))",
                    "SELECT * FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTE, "
                    "INTERVAL '10' MINUTE))");
        CHECK_QUERY(
            "SELECT * FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, "
            "INTERVAL '10' MINUTES))",
            "SELECT * FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTE, "
            "INTERVAL '10' MINUTE))");
        CHECK_QUERY("SELECT * FROM TABLE(TUMBLE(DATA => TABLE Bid, TIMECOL => DESCRIPTOR(bidtime), "
                    "SIZE => INTERVAL '10' MINUTES))",
                    "SELECT * FROM TABLE(TUMBLE(DATA => TABLE Bid, TIMECOL => DESCRIPTOR(bidtime), "
                    "SIZE => INTERVAL '10' MINUTE))");
        ParseResult r = parseScript("SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), "
                                    "INTERVAL '10' MINUTES)) AS w");
        const auto &fn = onlySelect(r).from->as<TableFunctionRef>();
        QCOMPARE(fn.call->upperName(), std::string("TUMBLE"));
        QCOMPARE(fn.call->args.size(), std::size_t(3));
        QVERIFY(fn.call->args[0]->is<TableArgExpr>());
        QVERIFY(fn.call->args[1]->is<DescriptorExpr>());
        QCOMPARE(fn.alias->name, std::string("w"));
    }

    void topNAndDeduplication()
    {
        const char *topN = "SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY category "
                           "ORDER BY sales DESC) "
                           "AS rn FROM ShopSales) WHERE rn <= 5";
        CHECK_QUERY(topN, "SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION category ORDER "
                          "sales DESC) AS rn FROM ShopSales) WHERE (<= rn 5)");
        const char *dedup =
            "SELECT order_id, user FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY order_id ORDER "
            "BY proctime ASC) AS row_num FROM Orders) WHERE row_num = 1";
        // Flink's own example selects `user` unquoted: like Calcite, the parser reads the
        // reserved word USER as the niladic function, not as a column.
        CHECK_QUERY(dedup, "SELECT order_id, user FROM (SELECT *, ROW_NUMBER() OVER (PARTITION "
                           "order_id ORDER proctime) AS row_num FROM Orders) WHERE (= row_num 1)");
        ParseResult r = parseScript(dedup);
        QVERIFY(onlySelect(r).items[1].expr->as<FunctionCallExpr>().noParentheses);
    }

    void lateralAndUnnest()
    {
        CHECK_QUERY("SELECT * FROM t, LATERAL TABLE(split(s)) AS x(w)",
                    "SELECT * FROM (, t TABLE(split(s)) AS x)");
        CHECK_QUERY("SELECT * FROM t CROSS JOIN UNNEST(tags) AS x(tag)",
                    "SELECT * FROM (CROSS JOIN t TABLE(UNNEST(tags)) AS x)");
    }
};

QTEST_GUILESS_MAIN(ParserQueriesTest)
#include "parser_queries_test.moc"
