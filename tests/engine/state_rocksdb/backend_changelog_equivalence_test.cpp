// The heap backend keeps fixed-width GROUP BY state in its inline tables and updates it in place
// (state/heap_fixed_table.h), while RocksDB goes through the general ValueTable/MapTable path. The
// same job on both must emit the same changelog, row for row and in the same order (parallelism
// 1): keys of BOOLEAN, DECIMAL, SMALLINT and TINYINT with NULLs; COUNT, SUM, AVG, MIN, MAX;
// insert-only and updating input (retractions down to -D); DISTINCT and MIN/MAX maps beside the
// inline accumulators; mini-batch (two-phase, the global phase on the inline table).

#include "job_changelog.h"

#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <string>
#include <vector>

using namespace sluice;
using namespace std::chrono_literals;

namespace {

const std::string kSource =
    "CREATE TABLE src (a BIGINT, b BOOLEAN, d DECIMAL(20, 3), f DOUBLE, s SMALLINT, v INT) WITH "
    "('connector' = 'datagen', 'number-of-rows' = '6000', 'fields.b.null-rate' = '0.1', "
    "'fields.d.min' = '-5', 'fields.d.max' = '5', 'fields.s.min' = '0', 'fields.s.max' = '9', "
    "'fields.v.min' = '0', 'fields.v.max' = '50', 'fields.f.min' = '-1', 'fields.f.max' = '1', "
    "'seed' = '11');\n"
    "CREATE VIEW w AS SELECT b, CAST(d AS DECIMAL(4, 1)) AS d1, s, CAST(v AS TINYINT) AS tv, f, v "
    "FROM src;\n"
    "CREATE VIEW u AS SELECT v % 7 AS k, v, COUNT(*) AS c FROM src GROUP BY v;\n";

/// The changelog of a bounded SELECT over kSource at parallelism 1, in emission order.
std::vector<std::string> changelog(const std::string &query,
                                   std::vector<std::pair<std::string, std::string>> settings,
                                   Status *failure)
{
    JobOptions options;
    options.settings = std::move(settings);
    options.settings.insert(options.settings.begin(), {"parallelism.default", "1"});
    return testing::runToChangelog(kSource + query, std::move(options), 120s, failure);
}

} // namespace

class BackendChangelogEquivalenceTest : public QObject {
    Q_OBJECT

private slots:
    void heapAndRocksDbEmitTheSameChangelog_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<bool>("miniBatch");
        const QString inPlace = QStringLiteral(
            "SELECT b, d1, s, tv, COUNT(*), SUM(v), MIN(tv), MAX(d1), AVG(CAST(v AS DOUBLE)) "
            "FROM w GROUP BY b, d1, s, tv");
        QTest::newRow("in place, insert-only") << inPlace << false;
        QTest::newRow("batched, mini-batch two-phase") << inPlace << true;
        QTest::newRow("in place, retractions")
            << QStringLiteral("SELECT k, SUM(c), COUNT(*) FROM u GROUP BY k") << false;
        QTest::newRow("maps beside, retractions")
            << QStringLiteral("SELECT k, SUM(c), MAX(v), COUNT(DISTINCT c) FROM u GROUP BY k")
            << false;
        QTest::newRow("maps beside, mini-batch two-phase")
            << QStringLiteral("SELECT b, s, COUNT(DISTINCT tv), MIN(f) FROM w GROUP BY b, s")
            << true;
    }
    void heapAndRocksDbEmitTheSameChangelog()
    {
        QFETCH(QString, query);
        QFETCH(bool, miniBatch);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::vector<std::pair<std::string, std::string>> settings;
        if (miniBatch) {
            // Bundles of 100 rows; the latency never fires, so both runs cut the same bundles.
            settings = {{"table.exec.mini-batch.enabled", "true"},
                        {"table.exec.mini-batch.allow-latency", "1 h"},
                        {"table.exec.mini-batch.size", "100"}};
        }
        Status failure;
        auto heap = settings;
        heap.emplace_back("state.backend.type", "hashmap");
        const std::vector<std::string> onHeap =
            changelog(query.toStdString() + ";\n", heap, &failure);
        QVERIFY2(failure.isOk(), failure.toString().c_str());
        auto rocks = settings;
        rocks.emplace_back("state.backend.type", "rocksdb");
        rocks.emplace_back("state.backend.rocksdb.localdir", dir.path().toStdString());
        const std::vector<std::string> onRocksDb =
            changelog(query.toStdString() + ";\n", rocks, &failure);
        QVERIFY2(failure.isOk(), failure.toString().c_str());
        QVERIFY(onHeap.size() > 100);
        QCOMPARE(onHeap, onRocksDb);
    }
};

QTEST_GUILESS_MAIN(BackendChangelogEquivalenceTest)
#include "backend_changelog_equivalence_test.moc"
