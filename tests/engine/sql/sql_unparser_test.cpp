// The SQL text DESCRIBE shows for computed columns and watermarks, as Flink (Calcite) writes an
// expression back: identifiers quoted, keywords upper case, parentheses only where needed.

#include "sql/parser.h"
#include "sql/sql_unparser.h"

#include <QTest>

using namespace sluice;

namespace {

std::string unparse(const std::string &text)
{
    auto parsed = sql::parseExpression(text);
    if (!parsed.expr)
        return "<parse error>";
    return sql::unparseExpression(*parsed.expr, text);
}

} // namespace

class SqlUnparserTest : public QObject {
    Q_OBJECT
private slots:
    void writesExpressionsAsFlinkShowsThem()
    {
        QCOMPARE(unparse("amount * 2"), std::string("`amount` * 2"));
        QCOMPARE(unparse("ts - interval '5' seconds"), std::string("`ts` - INTERVAL '5' SECOND"));
        QCOMPARE(unparse("proctime()"), std::string("PROCTIME()"));
        QCOMPARE(unparse("cast(id as bigint) + 1"), std::string("CAST(`id` AS BIGINT) + 1"));
        QCOMPARE(unparse("case when id > 1 then 'x' else b end"),
                 std::string("CASE WHEN `id` > 1 THEN 'x' ELSE `b` END"));
        QCOMPARE(unparse("t.r.f is not null"), std::string("`t`.`r`.`f` IS NOT NULL"));
        QCOMPARE(unparse("'it''s' || s"), std::string("'it''s' || `s`"));
    }

    void parenthesesFollowPrecedence()
    {
        QCOMPARE(unparse("(a + b) * c"), std::string("(`a` + `b`) * `c`"));
        QCOMPARE(unparse("a + (b * c)"), std::string("`a` + `b` * `c`"));
        QCOMPARE(unparse("a - (b - c)"), std::string("`a` - (`b` - `c`)"));
        QCOMPARE(unparse("(a - b) - c"), std::string("`a` - `b` - `c`"));
        QCOMPARE(unparse("a = 1 or b = 2 and c = 3"), std::string("`a` = 1 OR `b` = 2 AND `c` = 3"));
        QCOMPARE(unparse("(a = 1 or b = 2) and c = 3"), std::string("(`a` = 1 OR `b` = 2) AND `c` = 3"));
        QCOMPARE(unparse("not (a and b)"), std::string("NOT (`a` AND `b`)"));
    }
};

QTEST_GUILESS_MAIN(SqlUnparserTest)
#include "sql_unparser_test.moc"
