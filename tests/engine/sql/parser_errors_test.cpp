#include "sql_test_support.h"

#include <QElapsedTimer>
#include <QTest>

#include <random>

using namespace sluice;
using namespace sluice::sql;
using sluice::sql::testing::diagnosticsText;

namespace {

// The single diagnostic of `text` as "line:col: message".
std::string onlyError(const std::string &text)
{
    ParseResult r = parseScript(text);
    if (r.diagnostics.size() != 1)
        return "want 1 diagnostic, got:\n" + diagnosticsText(r.diagnostics);
    std::string out = diagnosticsText(r.diagnostics);
    out.pop_back();
    return out;
}

} // namespace

class ParserErrorsTest : public QObject {
    Q_OBJECT
private slots:
    void expectedAndFound()
    {
        QCOMPARE(onlyError("SELECT COUNT(a FROM t;"),
                 std::string("1:16: expected ')' but found 'FROM'"));
        QCOMPARE(onlyError("SELECT a FROM;"),
                 std::string("1:14: expected a table name but found ';'"));
        QCOMPARE(onlyError("SELECT a,\nFROM t;"),
                 std::string("2:1: expected an expression but found 'FROM'"));
        QCOMPARE(onlyError("CREATE TABLE t (a INT,) WITH ('connector'='print');"),
                 std::string("1:23: expected a column name but found ')'"));
        QCOMPARE(
            onlyError("CREATE TABLE t (a INTT);"),
            std::string(
                "1:19: expected a data type such as INT, STRING or TIMESTAMP(3) but found 'INTT'"));
        QCOMPARE(onlyError("SELECT * FROM a JOIN b;"),
                 std::string("1:23: expected ON or USING but found ';'"));
        QCOMPARE(onlyError("SELECT CASE WHEN a THEN 1;"),
                 std::string("1:26: expected END but found ';'"));
        QCOMPARE(onlyError("INSERT INTO t VALUES (1;"),
                 std::string("1:24: expected ')' but found ';'"));
        QCOMPARE(onlyError("DROP t;"), std::string("1:6: expected TABLE or VIEW but found 't'"));
        QCOMPARE(onlyError("SELECT 'abc"),
                 std::string("1:8: unterminated string literal: a quote (') is missing"));
        // A SET key or value whose closing quote is missing: at the opening quote, not where
        // the runaway string happens to end.
        QCOMPARE(onlyError("SET 'table.exec.state.ttl = 1h;\nSELECT 'x' FROM t;"),
                 std::string("1:5: the quote that opens the key is not closed on line 1 (the text runs on to line 2)"));
        QCOMPARE(onlyError("SET 'table.exec.state.ttl' = '1h;\nSET 'pipeline.name' = 'x';"),
                 std::string("1:30: the quote that opens the value is not closed on line 1 (the text runs on to line 2)"));
        QVERIFY(parseScript("SET 'pipeline.name' = 'two\nlines';").diagnostics.empty()); // a value may span lines
        QCOMPARE(onlyError("SELECT 1 /* open"),
                 std::string("1:10: unterminated comment: '/*' without a closing '*/'"));
        QCOMPARE(onlyError("SELECT \"a\" FROM t"),
                 std::string("1:8: double quotes are not valid in Flink SQL: write 'text' for a "
                             "string or `name` for an identifier"));
        QCOMPARE(onlyError("SELECT a FROM t WHERE a = 1 1;"),
                 std::string("1:29: expected ';' but found '1'"));
        QCOMPARE(
            onlyError("FOO BAR;"),
            std::string(
                "1:1: expected a statement (CREATE, INSERT, SELECT, SET, ...) but found 'FOO'"));
        QCOMPARE(onlyError("USE CATALOG c;"),
                 std::string("1:1: USE statements are not supported by Sluice"));
        // As Flink's parser: the drain only after the savepoint, the id a string literal.
        QCOMPARE(onlyError("STOP JOB 'a' WITH DRAIN;"),
                 std::string("1:19: WITH DRAIN can only come after WITH SAVEPOINT"));
        QCOMPARE(onlyError("STOP JOB 'a' WITH DRAIN WITH SAVEPOINT;"),
                 std::string("1:19: WITH DRAIN can only come after WITH SAVEPOINT"));
        QCOMPARE(onlyError("STOP JOB a;"),
                 std::string("1:10: expected the job id as a quoted string but found 'a'"));
        QCOMPARE(onlyError("STOP a;"), std::string("1:6: expected JOB but found 'a'"));
    }

    void flinkSpecificRules()
    {
        QCOMPARE(onlyError("CREATE TABLE t (id INT, PRIMARY KEY (id));"),
                 std::string("1:41: expected NOT ENFORCED (Flink supports only NOT ENFORCED "
                             "primary keys) but found ')'"));
        const std::string interval = onlyError("SELECT INTERVAL 10 MINUTE;");
        QVERIFY2(interval.find("INTERVAL '10' MINUTE") != std::string::npos, interval.c_str());
        const std::string option =
            onlyError("CREATE TABLE t (a INT) WITH ('sink.parallelism' = 2);");
        QVERIFY2(option.find("quoted option value") != std::string::npos, option.c_str());
        const std::string reserved = onlyError("CREATE TABLE t (value INT);");
        QVERIFY2(reserved.find("write `value`") != std::string::npos, reserved.c_str());
        const std::string wm = onlyError("CREATE TABLE t (ts TIMESTAMP(3), WATERMARK FOR ts AS ts, "
                                         "WATERMARK FOR ts AS ts);");
        QVERIFY2(wm.find("only one WATERMARK") != std::string::npos, wm.c_str());
        const std::string naturalOn = onlyError("SELECT * FROM a NATURAL JOIN b ON a.k = b.k;");
        QVERIFY2(naturalOn.find("1:32: A NATURAL join takes no ON or USING") == 0, naturalOn.c_str());
        const std::string naturalCross = onlyError("SELECT * FROM a NATURAL CROSS JOIN b;");
        QVERIFY2(naturalCross.find("after NATURAL") != std::string::npos, naturalCross.c_str());
    }

    void recoversAtEachSemicolon()
    {
        const std::string text = "SELECT FROM t;\n"
                                 "CREATE TABLE ok1 (a INT) WITH ('connector' = 'print');\n"
                                 "INSERT INTO x SELEC 1;\n"
                                 "SELECT 1;\n"
                                 "SELECT (1;\n";
        ParseResult r = parseScript(text);
        QCOMPARE(r.diagnostics.size(), std::size_t(3));
        QCOMPARE(r.diagnostics.items()[0].range.begin.line, 1);
        QCOMPARE(r.diagnostics.items()[1].range.begin.line, 3);
        QCOMPARE(r.diagnostics.items()[2].range.begin.line, 5);
        QCOMPARE(r.script.statements.size(), std::size_t(2));
        QVERIFY(r.script.statements[0]->is<CreateTableStatement>());
        QVERIFY(r.script.statements[1]->is<QueryStatement>());
    }

    void missingSemicolonBeforeTheNextStatement()
    {
        ParseResult r = parseScript("SELECT a FROM t\nINSERT INTO s SELECT 1;\n"
                                    "INSERT INTO s SELECT a FROM\nSELECT 2;");
        QCOMPARE(r.diagnostics.size(), std::size_t(2));
        QCOMPARE(r.diagnostics.items()[0].range.begin.line, 1);
        QCOMPARE(r.diagnostics.items()[0].range.begin.column, 16);
        QVERIFY(r.diagnostics.items()[0].message.english().find("expected ';' but found 'INSERT'") !=
                std::string::npos);
        QCOMPARE(r.diagnostics.items()[1].range.begin.line, 4);
        QCOMPARE(r.script.statements.size(), std::size_t(3));
    }

    void statementSetRecoversPerInsert()
    {
        ParseResult r = parseScript("EXECUTE STATEMENT SET BEGIN\n"
                                    "INSERT INTO a SELECT FROM s;\n"
                                    "INSERT INTO b SELECT * FROM s;\n"
                                    "END;\nSELECT 1;");
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QCOMPARE(r.diagnostics.items()[0].range.begin.line, 2);
        QCOMPARE(r.script.statements.size(), std::size_t(2));
        QCOMPARE(r.script.statements[0]->as<StatementSetStatement>().inserts.size(),
                 std::size_t(1));
    }

    void deepNestingIsCapped()
    {
        const std::pair<const char *, const char *> cases[] = {{"SELECT ", "("},
                                                               {"SELECT ", "- "},
                                                               {"SELECT ", "NOT "},
                                                               {"SELECT ", "CAST("},
                                                               {"SELECT ", "(SELECT "},
                                                               {"SELECT * FROM ", "("},
                                                               {"CREATE TABLE t (a ", "ARRAY<"},
                                                               {"SELECT ", "CASE WHEN "}};
        for (const auto &[prefix, open] : cases) {
            std::string text = prefix;
            for (int i = 0; i < 100000; ++i)
                text += open;
            text += "1";
            ParseResult r = parseScript(text);
            QVERIFY(r.diagnostics.hasErrors());
            QVERIFY2(r.diagnostics.items()[0].message.english().find("nesting too deep") != std::string::npos,
                     r.diagnostics.items()[0].message.english().c_str());
        }
        // Reasonable nesting is fine.
        std::string ok = "SELECT ";
        for (int i = 0; i < 100; ++i)
            ok += "(";
        ok += "1";
        for (int i = 0; i < 100; ++i)
            ok += ")";
        QVERIFY(parseScript(ok).ok());
    }

    void longOperatorChainsAreCapped()
    {
        std::string text = "SELECT 1";
        for (int i = 0; i < 200000; ++i)
            text += " + 1";
        ParseResult r = parseScript(text);
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QVERIFY(r.diagnostics.items()[0].message.english().find("too complex") != std::string::npos);
        std::string joins = "SELECT * FROM t0";
        for (int i = 0; i < 5000; ++i)
            joins += " JOIN t ON a = b";
        QVERIFY(!parseScript(joins).ok());
        std::string ands = "SELECT 1 WHERE a = 1";
        for (int i = 0; i < 300; ++i)
            ands += " AND a = 1";
        QVERIFY(parseScript(ands).ok());
    }

    void garbageNeverCrashesOrHangs()
    {
        std::mt19937 rng(7);
        const std::string alphabet = "SELECT FROM WHERE ( ) , ; ' ` /* */ -- \n + - * = < > . [ ] "
                                     "/*+ OPTIONS('a'='b') */ JOIN ON AS CASE WHEN END SET a 1 x";
        for (int round = 0; round < 200; ++round) {
            std::string text;
            const int n = static_cast<int>(rng() % 400);
            for (int i = 0; i < n; ++i) {
                if (rng() % 4 == 0)
                    text.push_back(static_cast<char>(rng()));
                else
                    text.push_back(alphabet[rng() % alphabet.size()]);
            }
            ParseResult r = parseScript(text);
            for (const Diagnostic &d : r.diagnostics) {
                QVERIFY(d.range.begin.line >= 1);
                QVERIFY(d.range.begin.offset <= text.size());
                QVERIFY(!d.message.english().empty());
            }
        }
    }

    void largeInputIsLinear()
    {
        // 5 MB of random bytes and 5 MB of one unterminated string: diagnostics, quickly.
        std::mt19937 rng(3);
        std::string noise(5 << 20, '\0');
        for (char &c : noise)
            c = static_cast<char>(rng());
        QElapsedTimer timer;
        timer.start();
        ParseResult r = parseScript(noise);
        QVERIFY(r.diagnostics.hasErrors());
        QVERIFY(r.diagnostics.size() <= 502);
        ParseResult r2 = parseScript("SELECT '" + std::string(5 << 20, 'x'));
        QCOMPARE(r2.diagnostics.size(), std::size_t(1));
        QVERIFY2(timer.elapsed() < 20000, "parsing 10 MB of bad input took too long");
    }
};

QTEST_GUILESS_MAIN(ParserErrorsTest)
#include "parser_errors_test.moc"
