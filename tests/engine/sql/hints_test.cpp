#include "sql_test_support.h"

#include <QTest>

using namespace sluice;
using namespace sluice::sql;
using sluice::sql::testing::diagnosticsText;
using sluice::sql::testing::slice;

namespace {

const SelectQuery &selectOf(const ParseResult &r, std::size_t i = 0)
{
    const Statement &s = *r.script.statements.at(i);
    if (s.is<InsertStatement>())
        return s.as<InsertStatement>().query->as<SelectQuery>();
    return s.as<QueryStatement>().query->as<SelectQuery>();
}

} // namespace

class HintsTest : public QObject {
    Q_OBJECT
private slots:
    void tableOptionsHint()
    {
        const std::string text =
            "SELECT * FROM kafka_src /*+ OPTIONS('scan.startup.mode'='earliest-offset', "
            "'properties.group.id' = 'g1') */ AS k";
        ParseResult r = parseScript(text);
        QVERIFY2(r.ok(), diagnosticsText(r.diagnostics).c_str());
        const auto &named = selectOf(r).from->as<NamedTableRef>();
        QCOMPARE(named.hints.size(), std::size_t(1));
        const Hint &h = named.hints[0];
        QCOMPARE(h.name.name, std::string("OPTIONS"));
        QVERIFY(h.keyValue);
        QCOMPARE(h.options.size(), std::size_t(2));
        QCOMPARE(*h.options[0].key, std::string("scan.startup.mode"));
        QCOMPARE(h.options[0].value, std::string("earliest-offset"));
        QCOMPARE(slice(text, h.options[1].keyRange), std::string("'properties.group.id'"));
        QCOMPARE(slice(text, h.options[1].valueRange), std::string("'g1'"));
        QCOMPARE(slice(text, h.range).substr(0, 9), std::string("OPTIONS('"));
        QCOMPARE(slice(text, h.commentRange).substr(0, 3), std::string("/*+"));
        QCOMPARE(named.alias->name, std::string("k"));
    }

    void joinTtlHintAttachesToTheJoin()
    {
        const std::string text =
            "SELECT * FROM a JOIN /*+ OPTIONS('state.ttl.left'='60S', 'state.ttl.right'='120S') */ "
            "b ON a.k = b.k LEFT JOIN /*+ OPTIONS('state.ttl.right'='1h') */ "
            "(SELECT k FROM c) AS cc ON a.k = cc.k";
        ParseResult r = parseScript(text);
        QVERIFY2(r.ok(), diagnosticsText(r.diagnostics).c_str());
        const auto &outer = selectOf(r).from->as<JoinTableRef>();
        QCOMPARE(outer.joinType, JoinType::Left);
        QCOMPARE(outer.hints.size(), std::size_t(1));
        QCOMPARE(*outer.hints[0].options[0].key, std::string("state.ttl.right"));
        QVERIFY(outer.right->is<SubqueryTableRef>());
        const auto &inner = outer.left->as<JoinTableRef>();
        QCOMPARE(inner.hints.size(), std::size_t(1));
        QCOMPARE(inner.hints[0].options.size(), std::size_t(2));
        QCOMPARE(inner.hints[0].options[1].value, std::string("120S"));
        // The right input keeps no hint of its own.
        QVERIFY(inner.right->as<NamedTableRef>().hints.empty());
        QCOMPARE(slice(text, inner.hints[0].options[0].keyRange), std::string("'state.ttl.left'"));
    }

    void queryHints()
    {
        const std::string text =
            "SELECT /*+ STATE_TTL('o'='1d', 'p' = '12h'), BROADCAST(dim) */ o.id "
            "FROM orders o JOIN dim ON o.k = dim.k";
        ParseResult r = parseScript(text);
        QVERIFY2(r.ok(), diagnosticsText(r.diagnostics).c_str());
        const auto &hints = selectOf(r).hints;
        QCOMPARE(hints.size(), std::size_t(2));
        QCOMPARE(hints[0].name.name, std::string("STATE_TTL"));
        QCOMPARE(*hints[0].options[1].key, std::string("p"));
        QCOMPARE(hints[0].options[1].value, std::string("12h"));
        QCOMPARE(hints[1].name.name, std::string("BROADCAST"));
        QVERIFY(!hints[1].keyValue);
        QVERIFY(!hints[1].options[0].key);
        QCOMPARE(hints[1].options[0].value, std::string("dim"));
        // Several hint comments accumulate in order.
        ParseResult r2 =
            parseScript("SELECT /*+ STATE_TTL('a'='1h') */ /*+ STATE_TTL('a'='2h') */ 1");
        QVERIFY(r2.ok());
        QCOMPARE(selectOf(r2).hints.size(), std::size_t(2));
        QCOMPARE(selectOf(r2).hints[1].options[0].value, std::string("2h"));
    }

    void sinkHint()
    {
        ParseResult r =
            parseScript("INSERT INTO sink /*+ OPTIONS('sink.parallelism'='2') */ SELECT 1");
        QVERIFY2(r.ok(), diagnosticsText(r.diagnostics).c_str());
        const auto &insert = r.script.statements[0]->as<InsertStatement>();
        QCOMPARE(insert.tableHints.size(), std::size_t(1));
        QCOMPARE(insert.tableHints[0].options[0].value, std::string("2"));
    }

    void hintPositionsTrackLinesInsideTheComment()
    {
        const std::string text = "SELECT * FROM t /*+ OPTIONS(\n   'a'='b') */";
        ParseResult r = parseScript(text);
        QVERIFY(r.ok());
        const Hint &h = selectOf(r).from->as<NamedTableRef>().hints[0];
        QCOMPARE(h.options[0].keyRange.begin.line, 2);
        QCOMPARE(h.options[0].keyRange.begin.column, 4);
        QCOMPARE(h.name.range.begin.column, 21);
    }

    void malformedHintsReportAtTheHint()
    {
        struct Case {
            const char *text;
            int column;
            const char *fragment;
        };
        const Case cases[] = {
            {"SELECT * FROM t /*+ OPTIONS('a'='b' */", 37, "expected ',' or ')'"},
            {"SELECT * FROM t /*+ OPTIONS('a'=) */", 33, "quoted option value"},
            {"SELECT * FROM t /*+ */", 17, "hint name"},
            {"SELECT * FROM t /*+ OPTIONS('a'='b', c) */", 38, "mix of"},
            {"SELECT * FROM t /*+ OPTIONS() */", 29, "hint options"},
            {"SELECT /*+ 'x' */ 1", 12, "hint name"},
            // Flink's grammar: a key-value option's value is a string literal, its key a name or one.
            {"SELECT * FROM t /*+ OPTIONS('rows-per-second' = 5) */", 49, "quoted option value"},
            {"SELECT * FROM t /*+ STATE_TTL('t' = 1d) */", 37, "quoted option value"},
            {"SELECT * FROM t /*+ OPTIONS(5 = '5') */", 29, "not the number 5"},
        };
        for (const Case &c : cases) {
            ParseResult r = parseScript(c.text);
            QVERIFY2(r.diagnostics.size() == 1,
                     (c.text + std::string("\n") + diagnosticsText(r.diagnostics)).c_str());
            const Diagnostic &d = r.diagnostics.items()[0];
            QVERIFY2(d.message.english().find(c.fragment) != std::string::npos, d.message.english().c_str());
            QVERIFY2(d.message.english().find("malformed hint") != std::string::npos, d.message.english().c_str());
            QCOMPARE(d.range.begin.column, c.column);
            // The statement itself still parses.
            QCOMPARE(r.script.statements.size(), std::size_t(1));
        }
    }

    void misplacedHintIsAnError()
    {
        ParseResult r = parseScript("SELECT a FROM t WHERE /*+ OPTIONS('a'='b') */ a > 1");
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QCOMPARE(r.diagnostics.items()[0].range.begin.column, 23);
        QVERIFY(r.diagnostics.items()[0].message.english().find("hint is not allowed here") !=
                std::string::npos);
        ParseResult r2 = parseScript("/*+ OPTIONS('a'='b') */ SELECT 1");
        QCOMPARE(r2.diagnostics.size(), std::size_t(1));
        // An ordinary comment in the same spot is fine.
        ParseResult r3 = parseScript("SELECT a FROM t WHERE /* note */ a > 1");
        QVERIFY(r3.ok());
    }
};

QTEST_GUILESS_MAIN(HintsTest)
#include "hints_test.moc"
