// Interval joins as whole jobs over files: a LEFT interval join is append-only, so a filesystem
// sink takes it (a regular outer join it refuses); rows within the bounds join and the others are
// padded when the watermark passes them; the join keeps its inputs' time attributes, so a tumbling
// window can follow it (the delay of its output watermark is checked by the operator's tests); a
// single time equality is an interval join too.

#include "job_changelog.h"

#include <sluice/engine.h>

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <string>
#include <vector>

using namespace sluice;
using namespace std::chrono_literals;

namespace {

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream(path) << text;
}

/// Runs a bounded job to its end; the rows reaching its sinks, sorted, as "kind v1,v2,...".
std::vector<std::string> run(const std::string &script, Status *failure)
{
    std::vector<std::string> rows = testing::runToChangelog(script, {}, 60s, failure);
    std::sort(rows.begin(), rows.end());
    return rows;
}

} // namespace

class IntervalJobTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::string tables()
    {
        const std::string d = m_dir.path().toStdString();
        std::filesystem::create_directories(d + "/orders");
        std::filesystem::create_directories(d + "/shipments");
        // Each file in time order, so which rows meet does not depend on thread timing.
        writeFile(d + "/orders/o.csv", "1,2024-01-01 00:00:01\n2,2024-01-01 00:00:02\n"
                                       "1,2024-01-01 00:00:10\n3,2024-01-01 00:00:20\n");
        writeFile(d + "/shipments/s.csv", "1,2024-01-01 00:00:03\n1,2024-01-01 00:00:12\n"
                                          ",2024-01-01 00:00:12\n2,2024-01-01 00:00:30\n");
        return "CREATE TABLE orders (id INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL "
               "'1' SECOND) WITH ('connector' = 'filesystem', 'path' = '" +
               d +
               "/orders', "
               "'format' = 'csv');\n"
               "CREATE TABLE shipments (id INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - "
               "INTERVAL '1' SECOND) WITH ('connector' = 'filesystem', 'path' = '" +
               d + "/shipments', 'format' = 'csv', 'csv.null-literal' = '');\n";
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void leftIntervalJoinIntoAFileSink_data()
    {
        QTest::addColumn<int>("parallelism");
        QTest::addColumn<QString>("bounds");
        const QString between = QStringLiteral(
            "s.ts BETWEEN o.ts - INTERVAL '1' SECOND AND o.ts + INTERVAL '5' SECOND");
        QTest::newRow("between p1") << 1 << between;
        QTest::newRow("between p2") << 2 << between;
        // A single time equality pins the window, as Flink's IntervalJoinUtil takes one: only
        // shipments exactly two seconds after their order meet it (here the same ones).
        QTest::newRow("equality p2") << 2 << QStringLiteral("o.ts = s.ts - INTERVAL '2' SECOND");
    }
    void leftIntervalJoinIntoAFileSink()
    {
        QFETCH(int, parallelism);
        QFETCH(QString, bounds);
        const std::string out = m_dir.path().toStdString() + "/out-" + QTest::currentDataTag();
        const std::string script =
            "SET 'parallelism.default' = '" + std::to_string(parallelism) + "';\n" + tables() +
            "CREATE TABLE joined (id INT, ordered TIMESTAMP(3), shipped TIMESTAMP(3)) WITH ("
            "'connector' = 'filesystem', 'path' = '" +
            out +
            "', 'format' = 'csv');\n"
            "INSERT INTO joined SELECT o.id, o.ts, s.ts FROM orders AS o LEFT JOIN shipments AS s "
            "ON o.id = s.id AND " +
            bounds.toStdString() + ";\n";
        Status failure;
        const std::vector<std::string> rows = run(script, &failure);
        QVERIFY2(failure.isOk(), failure.toString().c_str());
        QCOMPARE(rows, (std::vector<std::string>{
                           "+I 1,2024-01-01T00:00:01,2024-01-01T00:00:03",
                           "+I 1,2024-01-01T00:00:10,2024-01-01T00:00:12",
                           "+I 2,2024-01-01T00:00:02,NULL",
                           "+I 3,2024-01-01T00:00:20,NULL",
                       }));
    }

    void windowAfterTheJoinSeesEveryJoinedRow()
    {
        // Joined rows keep the order's time as their rowtime attribute.
        const std::string script =
            tables() +
            "CREATE VIEW shipped AS SELECT o.id, o.ts FROM orders AS o JOIN shipments AS s ON "
            "o.id = s.id AND s.ts BETWEEN o.ts - INTERVAL '1' SECOND AND o.ts + INTERVAL '5' "
            "SECOND;\n"
            "SELECT window_start, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE shipped, DESCRIPTOR(ts), "
            "INTERVAL '10' SECOND)) GROUP BY window_start, window_end;\n";
        Status failure;
        const std::vector<std::string> rows = run(script, &failure);
        QVERIFY2(failure.isOk(), failure.toString().c_str());
        QCOMPARE(rows,
                 (std::vector<std::string>{"+I 2024-01-01T00:00,1", "+I 2024-01-01T00:00:10,1"}));
    }
};

QTEST_GUILESS_MAIN(IntervalJobTest)
#include "interval_join_job_test.moc"
