#include <sluice/script_statements.h>

#include <QTest>

using namespace sluice;
using Kind = ScriptStatement::Kind;

/// The statements a script is sent to a Flink SQL Gateway as, and where Flink's positions land.
class ScriptStatementsTest : public QObject {
    Q_OBJECT
private slots:
    void splitsAtSemicolonsOutsideStringsAndComments()
    {
        const std::string script = "-- a job\n"
                                   "SET 'parallelism.default' = '2';\n"
                                   "CREATE TABLE t (s STRING) WITH ('connector' = 'datagen', 'x' = 'a;b'); /* ; */\n"
                                   "SELECT s FROM t WHERE s <> ';'";
        const auto s = splitScriptStatements(script);
        QCOMPARE(s.size(), std::size_t(3));
        QCOMPARE(s[0].kind, Kind::Set);
        QCOMPARE(s[0].key, std::string("parallelism.default"));
        QCOMPARE(s[0].value, std::string("2"));
        QCOMPARE(s[0].range.begin.line, 2);
        QCOMPARE(s[1].kind, Kind::Other);
        QCOMPARE(s[1].text, std::string("CREATE TABLE t (s STRING) WITH ('connector' = 'datagen', 'x' = 'a;b')"));
        QCOMPARE(s[2].kind, Kind::Query); // the last one needs no ';'
        QCOMPARE(s[2].text, std::string("SELECT s FROM t WHERE s <> ';'"));
    }

    void onlyAQuotedKeyAndValueMakeASessionProperty()
    {
        const auto s = splitScriptStatements("SET 'a' = 'it''s';\nSET;\nSET a = 'b';\nRESET 'a';\n;;\n");
        QCOMPARE(s.size(), std::size_t(4)); // the empty statements go
        QCOMPARE(s[0].kind, Kind::Set);
        QCOMPARE(s[0].value, std::string("it's"));
        QCOMPARE(s[1].kind, Kind::Other); // Flink answers these itself
        QCOMPARE(s[2].kind, Kind::Other);
        QCOMPARE(s[3].kind, Kind::Other);
    }

    void aStatementSetBlockBecomesOneExecuteStatementSet()
    {
        const std::string script = "BEGIN STATEMENT SET;\n"
                                   "INSERT INTO a SELECT 1;\n"
                                   "INSERT INTO b SELECT 2;\n"
                                   "END;\n"
                                   "EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT 3; INSERT INTO b SELECT 4; END;\n"
                                   "WITH x AS (SELECT 1) SELECT * FROM x;";
        const auto s = splitScriptStatements(script);
        QCOMPARE(s.size(), std::size_t(3));
        QCOMPARE(s[0].kind, Kind::StatementSet);
        QCOMPARE(s[0].text, std::string("EXECUTE STATEMENT SET BEGIN\nINSERT INTO a SELECT 1;\nINSERT INTO b SELECT 2;\nEND"));
        QCOMPARE(s[0].range.begin.line, 1);
        QCOMPARE(s[0].range.end.line, 4);
        QCOMPARE(s[1].kind, Kind::Other); // already one statement, sent as written
        QCOMPARE(s[1].text, std::string("EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT 3; INSERT INTO b SELECT 4; END"));
        QCOMPARE(s[2].kind, Kind::Query);
        // Flink's "line 3, column 15" of the rewritten block is the second INSERT's 'b'.
        const SourcePos b = scriptPosition(script, s[0], 3, 13);
        QCOMPARE(b.line, 3);
        QCOMPARE(b.column, 13);
        QCOMPARE(script.substr(b.offset, 1), std::string("b"));
    }

    void flinkPositionsLandInTheScript()
    {
        const std::string script = "CREATE TABLE t (k INT) WITH ('connector' = 'datagen');\n"
                                   "  SELECT k,\n"
                                   "    nöpe FROM t;";
        const auto s = splitScriptStatements(script);
        QCOMPARE(s.size(), std::size_t(2));
        // Flink counts from the statement: line 2, column 5 is 'nöpe'; columns count characters.
        SourcePos p = scriptPosition(script, s[1], 2, 5);
        QCOMPARE(p.line, 3);
        QCOMPARE(p.column, 5);
        p = scriptPosition(script, s[1], 2, 7); // after the two-byte ö
        QCOMPARE(script.substr(p.offset, 2), std::string("pe"));
        p = scriptPosition(script, s[1], 1, 8); // 'k' on the statement's first line
        QCOMPARE(p.line, 2);
        QCOMPARE(p.column, 10);
        // Beyond the text: the statement's start.
        QCOMPARE(scriptPosition(script, s[1], 9, 1), s[1].range.begin);
    }

    void anUnfinishedBlockIsSentForFlinkToRefuse()
    {
        const auto s = splitScriptStatements("BEGIN STATEMENT SET;\nINSERT INTO a SELECT 1;\nINSERT INTO b SELECT 2");
        QCOMPARE(s.size(), std::size_t(1));
        QCOMPARE(s[0].kind, Kind::Other);
        QCOMPARE(s[0].range.begin.line, 1);
    }
};

QTEST_APPLESS_MAIN(ScriptStatementsTest)
#include "script_statements_test.moc"
