#include "sql_test_support.h"

#include <QTest>

using namespace sluice;
using namespace sluice::sql;
using sluice::sql::testing::diagnosticsText;
using sluice::sql::testing::slice;

class SetStatementTest : public QObject {
    Q_OBJECT
private slots:
    void quotedKeyAndValue()
    {
        const std::string text = "SET 'table.exec.state.ttl' = '3h';";
        ParseResult r = parseScript(text);
        QVERIFY2(r.ok(), diagnosticsText(r.diagnostics).c_str());
        const auto &set = r.script.statements[0]->as<SetStatement>();
        QVERIFY(set.hasKey);
        QCOMPARE(set.key, std::string("table.exec.state.ttl"));
        QCOMPARE(set.value, std::string("3h"));
        QVERIFY(set.keyQuoted);
        QVERIFY(set.valueQuoted);
        QCOMPARE(slice(text, set.keyRange), std::string("'table.exec.state.ttl'"));
        QCOMPARE(slice(text, set.valueRange), std::string("'3h'"));
        QCOMPARE(slice(text, set.range), text);
    }

    void bareKeysAndValues()
    {
        const std::string text = "set table.exec.mini-batch.allow-latency = '200 ms';\n"
                                 "Set table.exec.mini-batch.enabled = true;\n"
                                 "sEt table.exec.mini-batch.size = 5000;\n"
                                 "SET table.exec.sink.upsert-materialize = none;\n"
                                 "SET parallelism.default = -1;\n"
                                 "SET table.exec.state.ttl = 3h;";
        ParseResult r = parseScript(text);
        QVERIFY2(r.ok(), diagnosticsText(r.diagnostics).c_str());
        QCOMPARE(r.script.statements.size(), std::size_t(6));
        const auto &s0 = r.script.statements[0]->as<SetStatement>();
        QCOMPARE(s0.key, std::string("table.exec.mini-batch.allow-latency"));
        QVERIFY(!s0.keyQuoted);
        QCOMPARE(slice(text, s0.keyRange), std::string("table.exec.mini-batch.allow-latency"));
        QCOMPARE(s0.value, std::string("200 ms"));
        const auto &s1 = r.script.statements[1]->as<SetStatement>();
        QCOMPARE(s1.value, std::string("true"));
        QVERIFY(!s1.valueQuoted);
        QCOMPARE(slice(text, s1.valueRange), std::string("true"));
        QCOMPARE(r.script.statements[2]->as<SetStatement>().value, std::string("5000"));
        QCOMPARE(r.script.statements[3]->as<SetStatement>().value, std::string("none"));
        QCOMPARE(r.script.statements[4]->as<SetStatement>().value, std::string("-1"));
        QCOMPARE(r.script.statements[5]->as<SetStatement>().value, std::string("3h"));
    }

    void bareSetAndReset()
    {
        ParseResult r = parseScript("SET;\nRESET;\nRESET 'table.exec.state.ttl';\nRESET a.b-c;");
        QVERIFY2(r.ok(), diagnosticsText(r.diagnostics).c_str());
        QCOMPARE(r.script.statements.size(), std::size_t(4));
        QVERIFY(!r.script.statements[0]->as<SetStatement>().hasKey);
        QVERIFY(!r.script.statements[1]->as<ResetStatement>().hasKey);
        QCOMPARE(r.script.statements[2]->as<ResetStatement>().key,
                 std::string("table.exec.state.ttl"));
        QVERIFY(r.script.statements[2]->as<ResetStatement>().keyQuoted);
        QCOMPARE(r.script.statements[3]->as<ResetStatement>().key, std::string("a.b-c"));
    }

    void semicolonIsRequired()
    {
        // At the end of the script...
        const std::string text = "SET 'a' = 'b'";
        ParseResult r = parseScript(text);
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        const Diagnostic &d = r.diagnostics.items()[0];
        QCOMPARE(d.range.begin.column, 14); // right after 'b'
        QVERIFY2(d.message.english().find("expected ';'") != std::string::npos, d.message.english().c_str());
        QVERIFY(d.message.english().find("SET") != std::string::npos);
        // ... and before the next statement; that statement still parses.
        ParseResult r2 = parseScript("SET a = 1\nSET 'b' = '2';\nSELECT 1;");
        QCOMPARE(r2.diagnostics.size(), std::size_t(1));
        QCOMPARE(r2.diagnostics.items()[0].range.begin.line, 1);
        QCOMPARE(r2.diagnostics.items()[0].range.begin.column, 10);
        QCOMPARE(r2.script.statements.size(), std::size_t(3));
        QCOMPARE(r2.script.statements[1]->as<SetStatement>().key, std::string("b"));
    }

    void trailingLineCommentIsAnError()
    {
        const std::string text = "SET 'a' = 'b'; -- tune state\nSET 'c' = 'd';\n-- fine here\n";
        ParseResult r = parseScript(text);
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        const Diagnostic &d = r.diagnostics.items()[0];
        QCOMPARE(d.range.begin.line, 1);
        QCOMPARE(d.range.begin.column, 16);
        QCOMPARE(slice(text, d.range), std::string("-- tune state"));
        QVERIFY2(d.message.english().find("comment") != std::string::npos, d.message.english().c_str());
        QCOMPARE(r.script.statements.size(), std::size_t(2)); // still parsed
        // Without the semicolon both problems are reported.
        ParseResult r2 = parseScript("SET 'a' = 'b' -- tune\n");
        QCOMPARE(r2.diagnostics.size(), std::size_t(2));
        // A comment inside a SET statement is an error too.
        ParseResult r3 = parseScript("SET 'a' = /* x */ 'b';");
        QCOMPARE(r3.diagnostics.size(), std::size_t(1));
        QCOMPARE(r3.diagnostics.items()[0].range.begin.column, 11);
        // Comments elsewhere are fine.
        ParseResult r4 = parseScript("-- a\nSELECT 1; -- b\n/* c */ SET 'a' = 'b';\n-- d");
        QVERIFY2(r4.ok(), diagnosticsText(r4.diagnostics).c_str());
    }

    void missingSetSuggestsTheFix()
    {
        ParseResult r = parseScript("table.exec.sink.upsert-materialize = 'none';\nSELECT 1;");
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        const Diagnostic &d = r.diagnostics.items()[0];
        QCOMPARE(d.range.begin.line, 1);
        QCOMPARE(d.range.begin.column, 1);
        QVERIFY2(d.message.english().find("SET 'table.exec.sink.upsert-materialize' = 'none';") !=
                     std::string::npos,
                 d.message.english().c_str());
        QCOMPARE(r.script.statements.size(), std::size_t(1)); // the SELECT
        ParseResult r2 = parseScript("'a.b' = 5;");
        QCOMPARE(r2.diagnostics.size(), std::size_t(1));
        QVERIFY(r2.diagnostics.items()[0].message.english().find("SET 'a.b' = '5';") != std::string::npos);
    }

    void unquotedValueWithSpaces()
    {
        ParseResult r = parseScript("SET table.exec.mini-batch.allow-latency = 200 ms;");
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        const Diagnostic &d = r.diagnostics.items()[0];
        QVERIFY2(d.message.english().find("'200 ms'") != std::string::npos, d.message.english().c_str());
        QCOMPARE(d.range.begin.column, 47); // at "ms"
    }

    void missingEqualsOrValue()
    {
        ParseResult r = parseScript("SET 'a' 'b';");
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QVERIFY(r.diagnostics.items()[0].message.english().find("expected '=' but found string 'b'") !=
                std::string::npos);
        ParseResult r2 = parseScript("SET 'a' = ;");
        QCOMPARE(r2.diagnostics.size(), std::size_t(1));
        QVERIFY(r2.diagnostics.items()[0].message.english().find("but found ';'") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(SetStatementTest)
#include "set_statement_test.moc"
