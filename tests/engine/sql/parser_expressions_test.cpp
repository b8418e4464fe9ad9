#include "sql_test_support.h"

#include <QTest>

using namespace sluice;
using namespace sluice::sql;
using sluice::sql::testing::expr;

#define CHECK_EXPR(text, expected) QCOMPARE(expr(text), std::string(expected))

class ParserExpressionsTest : public QObject {
    Q_OBJECT
private slots:
    void literals()
    {
        CHECK_EXPR("42", "42");
        CHECK_EXPR("'it''s'", "'it's'");
        CHECK_EXPR("TRUE", "TRUE");
        CHECK_EXPR("null", "NULL");
        CHECK_EXPR("DATE '2024-01-31'", "DATE '2024-01-31'");
        CHECK_EXPR("TIME '12:00:00'", "TIME '12:00:00'");
        CHECK_EXPR("TIMESTAMP '2024-01-31 12:00:00'", "TIMESTAMP '2024-01-31 12:00:00'");
        auto r = parseExpression("3.5");
        QCOMPARE(r.expr->as<LiteralExpr>().literalKind, LiteralKind::Decimal);
        r = parseExpression("1e3");
        QCOMPARE(r.expr->as<LiteralExpr>().literalKind, LiteralKind::Double);
        r = parseExpression("7");
        QCOMPARE(r.expr->as<LiteralExpr>().literalKind, LiteralKind::Integer);
    }

    void intervals()
    {
        CHECK_EXPR("INTERVAL '10' MINUTE", "INTERVAL '10' MINUTE");
        CHECK_EXPR("INTERVAL '10' MINUTES", "INTERVAL '10' MINUTE");
        CHECK_EXPR("INTERVAL '1 02' DAY TO HOUR", "INTERVAL '1 02' DAY TO HOUR");
        CHECK_EXPR("INTERVAL -'5' SECOND(3)", "INTERVAL -'5' SECOND");
        auto r = parseExpression("INTERVAL '2' HOURS");
        QVERIFY(r.expr->as<IntervalExpr>().pluralUnit);
        QCOMPARE(r.expr->as<IntervalExpr>().from, TimeUnit::Hour);
    }

    void arithmeticPrecedence()
    {
        CHECK_EXPR("a + b * c", "(+ a (* b c))");
        CHECK_EXPR("(a + b) * c", "(* (+ a b) c)");
        CHECK_EXPR("a - b - c", "(- (- a b) c)");
        CHECK_EXPR("a / b % c", "(% (/ a b) c)");
        CHECK_EXPR("-a * b", "(* (- a) b)");
        CHECK_EXPR("a || b || c", "(|| (|| a b) c)");
        CHECK_EXPR("a + b || c", "(+ a (|| b c))");
    }

    void booleanPrecedence()
    {
        CHECK_EXPR("a OR b AND c", "(OR a (AND b c))");
        CHECK_EXPR("NOT a = b AND c", "(AND (NOT (= a b)) c)");
        CHECK_EXPR("NOT NOT a", "(NOT (NOT a))");
        CHECK_EXPR("a = 1 OR b <> 2 AND c >= 3", "(OR (= a 1) (AND (<> b 2) (>= c 3)))");
        CHECK_EXPR("a != b", "ERROR: 1:3: '!=' is not valid in Flink SQL; write '<>'\n");
        CHECK_EXPR("a < b + 1", "(< a (+ b 1))");
    }

    void predicates()
    {
        CHECK_EXPR("a IS NULL", "(IS NULL a)");
        CHECK_EXPR("a IS NOT NULL AND b", "(AND (IS NOT NULL a) b)");
        CHECK_EXPR("a IS NOT TRUE", "(IS NOT TRUE a)");
        CHECK_EXPR("a IS FALSE", "(IS FALSE a)");
        CHECK_EXPR("a BETWEEN 1 AND 2 AND b", "(AND (BETWEEN a 1 2) b)");
        CHECK_EXPR("a NOT BETWEEN x + 1 AND y", "(NOT BETWEEN a (+ x 1) y)");
        CHECK_EXPR("a IN (1, 2, 3)", "(IN a 1 2 3)");
        CHECK_EXPR("a NOT IN ('x')", "(NOT IN a 'x')");
        CHECK_EXPR("name LIKE 'A%'", "(LIKE name 'A%')");
        CHECK_EXPR("name NOT LIKE 'A!%' ESCAPE '!'", "(NOT LIKE name 'A!%' ESCAPE '!')");
        CHECK_EXPR("a IS DISTINCT FROM b", "(IS DISTINCT FROM a b)");
        CHECK_EXPR("a IN (SELECT x FROM t)", "(IN a SELECT x FROM t)");
        CHECK_EXPR("EXISTS (SELECT 1)", "(EXISTS SELECT 1)");
    }

    void caseAndCast()
    {
        CHECK_EXPR("CASE WHEN a > 1 THEN 'big' ELSE 'small' END",
                   "(CASE (WHEN (> a 1) 'big') (ELSE 'small'))");
        CHECK_EXPR("CASE kind WHEN 1 THEN 'a' WHEN 2 THEN 'b' END",
                   "(CASE kind (WHEN 1 'a') (WHEN 2 'b'))");
        CHECK_EXPR("CAST(x AS DECIMAL(10, 2))", "(CAST x DECIMAL(10,2))");
        CHECK_EXPR("TRY_CAST(s AS INT)", "(TRY_CAST s INT)");
        CHECK_EXPR("CAST(ts AS TIMESTAMP(3))", "(CAST ts TIMESTAMP(3))");
        CHECK_EXPR("CAST(m AS MAP<STRING, ARRAY<INT>>)", "(CAST m MAP<STRING, ARRAY<INT>>)");
        CHECK_EXPR("CAST(r AS ROW<a INT, b STRING>)", "(CAST r ROW<a INT, b STRING>)");
    }

    void identifiers()
    {
        CHECK_EXPR("t.a", "t.a");
        CHECK_EXPR("`db`.t.`select`", "`db`.t.`select`");
        CHECK_EXPR("t.*", "t.*");
        CHECK_EXPR("metadata", "metadata"); // a non-reserved keyword is a fine name
        QVERIFY(!parseExpression("comment").expr); // Flink reserves its own COMMENT
        CHECK_EXPR("window_start", "window_start");
        auto r = parseExpression("`a``b`");
        QCOMPARE(r.expr->as<ColumnRefExpr>().parts[0].name, std::string("a`b"));
        QVERIFY(r.expr->as<ColumnRefExpr>().parts[0].quoted);
    }

    void functionCalls()
    {
        CHECK_EXPR("UPPER(name)", "UPPER(name)");
        CHECK_EXPR("my_udf(a, 1, 'x')", "my_udf(a, 1, 'x')");
        CHECK_EXPR("COUNT(*)", "COUNT(*)");
        CHECK_EXPR("COUNT(DISTINCT user_id)", "COUNT(DISTINCT user_id)");
        CHECK_EXPR("SUM(x) FILTER (WHERE x > 0)", "SUM(x) FILTER (> x 0)");
        CHECK_EXPR("PROCTIME()", "PROCTIME()");
        CHECK_EXPR("CURRENT_TIMESTAMP", "CURRENT_TIMESTAMP");
        CHECK_EXPR("LOCALTIMESTAMP + INTERVAL '1' HOUR", "(+ LOCALTIMESTAMP INTERVAL '1' HOUR)");
        CHECK_EXPR("MOD(a, 10)", "MOD(a, 10)");
        CHECK_EXPR("IF(a > 1, 'x', 'y')", "IF((> a 1), 'x', 'y')");
        CHECK_EXPR("HOUR(ts)", "HOUR(ts)");
        CHECK_EXPR("ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts DESC)",
                   "ROW_NUMBER() OVER (PARTITION k ORDER ts DESC)");
        CHECK_EXPR("SUM(x) OVER (PARTITION BY k ORDER BY pt RANGE BETWEEN INTERVAL '1' HOUR "
                   "PRECEDING AND CURRENT ROW)",
                   "SUM(x) OVER (PARTITION k ORDER pt RANGE)");
        CHECK_EXPR("TIMESTAMPDIFF(DAY, a, b)", "TIMESTAMPDIFF(DAY, a, b)");
        CHECK_EXPR("FLOOR(ts TO HOUR)", "FLOOR(ts, HOUR)");
        CHECK_EXPR("ROW(a, 1)", "ROW(a, 1)");
        CHECK_EXPR("ARRAY[1, 2]", "ARRAY(1, 2)");
        CHECK_EXPR("MAP['k', 1]", "MAP('k', 1)");
        auto r = parseExpression("COUNT(*)");
        QVERIFY(r.expr->as<FunctionCallExpr>().star);
        QCOMPARE(r.expr->as<FunctionCallExpr>().upperName(), std::string("COUNT"));
    }

    void specialCallSyntax()
    {
        CHECK_EXPR("EXTRACT(DAY FROM ts)", "EXTRACT(DAY, ts)");
        CHECK_EXPR("TRIM(BOTH ' ' FROM s)", "TRIM(BOTH, ' ', s)");
        CHECK_EXPR("TRIM(s)", "TRIM(s)");
        CHECK_EXPR("SUBSTRING(s FROM 2 FOR 3)", "SUBSTRING(s, 2, 3)");
        CHECK_EXPR("SUBSTRING(s, 2)", "SUBSTRING(s, 2)");
        CHECK_EXPR("POSITION('a' IN s)", "POSITION('a', s)");
    }

    void fieldAccessAndIndex()
    {
        CHECK_EXPR("arr[1]", "([] arr 1)");
        CHECK_EXPR("arr[1].name", "(. ([] arr 1) name)");
        CHECK_EXPR("f(x).name", "(. f(x) name)");
        CHECK_EXPR("m['k'] || 'x'", "(|| ([] m 'k') 'x')");
    }

    void rangesCoverTheWrittenText()
    {
        const std::string text = "  (a + b) * c";
        auto r = parseExpression(text);
        QVERIFY(r.expr);
        QCOMPARE(testing::slice(text, r.expr->range), std::string("(a + b) * c"));
        const auto &mul = r.expr->as<BinaryExpr>();
        QCOMPARE(testing::slice(text, mul.opRange), std::string("*"));
        QCOMPARE(testing::slice(text, mul.right->range), std::string("c"));
        QCOMPARE(mul.right->range.begin.column, 13);
        QCOMPARE(r.expr->height, 3);
    }

    void reservedWordsMustBeQuoted()
    {
        const std::string out = expr("value + 1");
        QVERIFY2(out.find("reserved word") != std::string::npos, out.c_str());
        QVERIFY2(out.find("`value`") != std::string::npos, out.c_str());
        CHECK_EXPR("`value` + 1", "(+ `value` 1)");
    }

    void namedArguments()
    {
        CHECK_EXPR(
            "TUMBLE(DATA => TABLE t, TIMECOL => DESCRIPTOR(ts), SIZE => INTERVAL '1' MINUTE)",
            "TUMBLE(DATA => TABLE t, TIMECOL => DESCRIPTOR(ts), SIZE => INTERVAL '1' MINUTE)");
        const std::string mixed = expr("f(a => 1, 2)");
        QVERIFY2(mixed.find("cannot be mixed") != std::string::npos, mixed.c_str());
    }
};

QTEST_GUILESS_MAIN(ParserExpressionsTest)
#include "parser_expressions_test.moc"
