// The Flink oracle itself (tests/flink/, differential/flink_oracle.h): one JVM answering many
// scripts; the print connector's lines with their subtask prefixes, a bare query's changelog
// with row kinds, SET in its place in the script, statement sets, Flink's verdict with the line
// of the refused statement, and a deadline that cancels an unbounded job.

#include "flink_oracle.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>

using namespace sluice::difftest;
using namespace std::chrono_literals;

namespace {

std::string changesText(const OracleResult &r)
{
    std::string text;
    for (const auto &[kind, row] : r.changes)
        text += sluice::difftest::ChangelogTable::formatChange(kind, row) + "\n";
    return text;
}

} // namespace

class FlinkOracleTest : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<FlinkOracle> m_flink;
    QTemporaryDir m_dir;

    std::string writeCsv(const std::string &name, const std::string &lines)
    {
        const std::string path = m_dir.path().toStdString() + "/" + name;
        std::ofstream(path) << lines;
        return path;
    }

private slots:
    void initTestCase()
    {
        std::string error;
        m_flink = FlinkOracle::start(SLUICE_FLINK_ORACLE_ARGS, error);
        QVERIFY2(m_flink, error.c_str());
        QVERIFY2(m_flink->flinkVersion().rfind("1.20.", 0) == 0, m_flink->flinkVersion().c_str());
    }

    void bareQueryReturnsItsChangelog()
    {
        const std::string path = writeCsv("words.csv", "a,1\nb,2\na,3\n");
        const OracleAnswer a = m_flink->run(
            "CREATE TABLE t (w STRING, n INT) WITH ('connector' = 'filesystem', 'path' = '" + path +
                "', 'format' = 'csv');\n"
                "SELECT w, SUM(n) AS total FROM t GROUP BY w;\n",
            1);
        QVERIFY2(a.ok, a.error.c_str());
        QCOMPARE(a.results.size(), std::size_t(1));
        QCOMPARE(a.results[0].columnNames, (std::vector<std::string>{"w", "total"}));
        QCOMPARE(a.results[0].columnTypes[1], std::string("INT"));
        QCOMPARE(changesText(a.results[0]),
                 std::string("+I[a, 1]\n+I[b, 2]\n-U[a, 1]\n+U[a, 4]\n"));
    }

    void printConnectorLinesCarryTheSubtaskAtParallelismTwo()
    {
        const OracleAnswer a = m_flink->run(
            "CREATE TABLE g (n INT) WITH ('connector' = 'datagen', 'number-of-rows' = '4', "
            "'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '4');\n"
            "CREATE TABLE p (n INT) WITH ('connector' = 'print');\n"
            "INSERT INTO p SELECT n FROM g;\n",
            2);
        QVERIFY2(a.ok, a.error.c_str());
        std::vector<std::string> lines = a.printed;
        std::sort(lines.begin(), lines.end());
        QCOMPARE(lines.size(), std::size_t(4));
        for (const std::string &line : lines)
            QVERIFY2(line.rfind("1> +I[", 0) == 0 || line.rfind("2> +I[", 0) == 0, line.c_str());
    }

    void setStatementsApplyWhereTheyStand()
    {
        // The SET after the first INSERT changes the second job only.
        const OracleAnswer a = m_flink->run(
            "CREATE TABLE g (n INT) WITH ('connector' = 'datagen', 'number-of-rows' = '2');\n"
            "CREATE TABLE p (n INT) WITH ('connector' = 'print', 'print-identifier' = 'one');\n"
            "CREATE TABLE q (n INT) WITH ('connector' = 'print', 'print-identifier' = 'two');\n"
            "SET 'parallelism.default' = '1';\n"
            "INSERT INTO p SELECT n FROM g;\n"
            "SET 'parallelism.default' = '2';\n"
            "INSERT INTO q SELECT n FROM g;\n",
            1);
        QVERIFY2(a.ok, a.error.c_str());
        int one = 0, two = 0;
        for (const std::string &line : a.printed) {
            one += line.rfind("one> ", 0) == 0 ? 1 : 0;          // no subtask at parallelism 1
            two += line.rfind("two:", 0) == 0 ? 1 : 0;           // `two:1> ` or `two:2> `
        }
        QCOMPARE(one, 2);
        QCOMPARE(two, 2);
    }

    void statementSetRunsAsOneScript()
    {
        const OracleAnswer a = m_flink->run(
            "CREATE TABLE g (n INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');\n"
            "CREATE TABLE p (n INT) WITH ('connector' = 'print', 'print-identifier' = 'p');\n"
            "CREATE TABLE q (n INT) WITH ('connector' = 'print', 'print-identifier' = 'q');\n"
            "BEGIN STATEMENT SET;\n"
            "INSERT INTO p SELECT n FROM g;\n"
            "INSERT INTO q SELECT n FROM g;\n"
            "END;\n",
            1);
        QVERIFY2(a.ok, a.error.c_str());
        QCOMPARE(a.printed.size(), std::size_t(6));
    }

    void validateGivesFlinksVerdictAndPlans()
    {
        const OracleAnswer ok = m_flink->validate(
            "CREATE TABLE g (k INT, v INT) WITH ('connector' = 'datagen');\n"
            "SELECT k, COUNT(*) FROM g GROUP BY k;\n");
        QVERIFY2(ok.ok, ok.error.c_str());
        QCOMPARE(ok.plans.size(), std::size_t(1));
        // EXPLAIN plans a bare query for an upsert consumer: no -U (collect() delivers them).
        QVERIFY2(ok.plans[0].find("GroupAggregate(groupBy=[k], select=[k, COUNT(*) AS EXPR$1], "
                                  "changelogMode=[I,UA])") != std::string::npos,
                 ok.plans[0].c_str());

        const OracleAnswer bad = m_flink->validate(
            "CREATE TABLE g (k INT) WITH ('connector' = 'datagen');\n"
            "-- a comment line\n"
            "SELECT nope FROM g;\n");
        QVERIFY(!bad.ok);
        QVERIFY(!bad.transportFailed);
        QCOMPARE(bad.errorLine, 3);
        QVERIFY2(bad.error.find("nope") != std::string::npos, bad.error.c_str());

        // An unknown connector option is refused when the query is planned.
        const OracleAnswer option = m_flink->validate(
            "CREATE TABLE g (k INT) WITH ('connector' = 'datagen', 'rows-per-secnd' = '5');\n"
            "SELECT k FROM g;\n");
        QVERIFY(!option.ok);
        QVERIFY2(option.error.find("rows-per-secnd") != std::string::npos, option.error.c_str());
    }

    void unboundedJobIsCancelledAtTheDeadline()
    {
        const auto started = std::chrono::steady_clock::now();
        const OracleAnswer a = m_flink->run(
            "CREATE TABLE g (n INT) WITH ('connector' = 'datagen', 'rows-per-second' = '5');\n"
            "SELECT n FROM g;\n",
            1, 3s);
        QVERIFY2(a.ok, a.error.c_str());
        QVERIFY(a.timedOut || (a.results.size() == 1 && a.results[0].timedOut));
        QVERIFY(std::chrono::steady_clock::now() - started < 60s);
        // The oracle answers the next script as usual.
        const OracleAnswer next = m_flink->validate("SELECT 1;\n");
        QVERIFY2(next.ok, next.error.c_str());
    }

    void failingJobReportsFlinksMessage()
    {
        const std::string path = writeCsv("bad.csv", "1,x\n");
        const OracleAnswer a = m_flink->run(
            "CREATE TABLE t (k INT, v INT) WITH ('connector' = 'filesystem', 'path' = '" + path +
                "', 'format' = 'csv');\n"
                "SELECT * FROM t;\n",
            1);
        QVERIFY(!a.ok);
        QVERIFY(!a.transportFailed);
        QVERIFY2(a.error.find("For input string") != std::string::npos, a.error.c_str());
    }
};

QTEST_GUILESS_MAIN(FlinkOracleTest)
#include "flink_oracle_test.moc"
