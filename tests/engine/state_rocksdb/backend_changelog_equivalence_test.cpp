// The heap backend keeps fixed-width GROUP BY and join state in its inline tables and updates it
// in place (state/heap_fixed_table.h), while RocksDB goes through the general ValueTable/MapTable
// path. The same GROUP BY job on both must emit the same changelog, row for row and in the same
// order (parallelism 1): keys of BOOLEAN, DECIMAL, SMALLINT and TINYINT with NULLs; COUNT, SUM,
// AVG, MIN, MAX; insert-only and updating input (retractions down to -D); DISTINCT and MIN/MAX maps
// beside the inline accumulators; mini-batch (two-phase, the global phase on the inline table);
// HOP and TUMBLE window aggregates (their accumulators inline too).
// A join reads two sources whose rows interleave differently from run to run, so its runs are
// compared by what that cannot change: an inner join over insert-only inputs emits the same rows
// in some order, and every join ends at the same table (inner, LEFT with a condition and NULL
// keys, FULL OUTER over updating input, DOUBLE keys that are not left out of the stored rows,
// composite keys, a key with too many rows for the inline table).

#include "job_changelog.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
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
    "CREATE VIEW u AS SELECT v % 7 AS k, v, COUNT(*) AS c FROM src GROUP BY v;\n"
    "CREATE VIEW lt AS SELECT MOD(a, 300) AS k, v, f, b, s, CASE WHEN b IS NULL THEN NULL ELSE "
    "MOD(a, 300) END AS nk FROM src WHERE v < 40;\n"
    "CREATE VIEW rt AS SELECT MOD(a, 300) AS k, v, d, b, s FROM src WHERE v >= 30;\n"
    "CREATE TABLE hot (k INT, v BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = "
    "'12000', 'fields.k.min' = '0', 'fields.k.max' = '0', 'fields.v.kind' = 'sequence', "
    "'fields.v.start' = '1', 'fields.v.end' = '12000', 'seed' = '5');\n"
    "CREATE TABLE ev (a BIGINT, v INT, s SMALLINT, ts AS TO_TIMESTAMP_LTZ(a * 50, 3), WATERMARK "
    "FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '6000', "
    "'fields.a.kind' = 'sequence', 'fields.a.start' = '1', 'fields.a.end' = '6000', "
    "'fields.v.min' = '0', 'fields.v.max' = '50', 'fields.s.min' = '0', 'fields.s.max' = '9', "
    "'seed' = '3');\n"
    // Out of order by up to 3 s either way against a watermark 1 s behind: rows come after some
    // windows of their slice fired and before the last one did.
    "CREATE TABLE late (a BIGINT, v INT, s SMALLINT, ts AS TO_TIMESTAMP_LTZ(a * 50 + (v - 25) * 120, 3), "
    "WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen', "
    "'number-of-rows' = '6000', 'fields.a.kind' = 'sequence', 'fields.a.start' = '1', "
    "'fields.a.end' = '6000', 'fields.v.min' = '0', 'fields.v.max' = '50', 'fields.s.min' = '0', "
    "'fields.s.max' = '9', 'seed' = '4');\n";

/// The changelog of a bounded SELECT over kSource at parallelism 1, in emission order.
/// Watermarks follow each row that advances event time and never a processing-time timer
/// (pipeline.auto-watermark-interval 0), so the same rows are late in every run.
std::vector<std::string> changelog(const std::string &query,
                                   std::vector<std::pair<std::string, std::string>> settings,
                                   Status *failure)
{
    JobOptions options;
    options.settings = std::move(settings);
    options.settings.insert(options.settings.begin(),
                            {{"parallelism.default", "1"}, {"pipeline.auto-watermark-interval", "0 ms"}});
    return testing::runToChangelog(kSource + query, std::move(options), 120s, failure);
}

/// The changelogs of `query` with heap state and with RocksDB state.
Status onHeapAndRocksDb(const std::string &query, std::vector<std::string> &onHeap,
                        std::vector<std::string> &onRocksDb)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return Status::ioError("no temporary folder for RocksDB");
    Status failure;
    onHeap = changelog(query + ";\n", {{"state.backend.type", "hashmap"}}, &failure);
    if (!failure.isOk())
        return failure;
    onRocksDb = changelog(query + ";\n",
                          {{"state.backend.type", "rocksdb"},
                           {"state.backend.rocksdb.localdir", dir.path().toStdString()}},
                          &failure);
    return failure;
}

} // namespace

class BackendChangelogEquivalenceTest : public QObject {
    Q_OBJECT

private slots:
    void heapAndRocksDbEmitTheSameChangelog_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("bundleRows"); // mini-batch's size; 0: mini-batch off
        const QString inPlace = QStringLiteral(
            "SELECT b, d1, s, tv, COUNT(*), SUM(v), MIN(tv), MAX(d1), AVG(CAST(v AS DOUBLE)) "
            "FROM w GROUP BY b, d1, s, tv");
        QTest::newRow("in place, insert-only") << inPlace << 0;
        QTest::newRow("batched, mini-batch two-phase") << inPlace << 100;
        QTest::newRow("in place, retractions")
            << QStringLiteral("SELECT k, SUM(c), COUNT(*) FROM u GROUP BY k") << 0;
        QTest::newRow("maps beside, retractions")
            << QStringLiteral("SELECT k, SUM(c), MAX(v), COUNT(DISTINCT c) FROM u GROUP BY k")
            << 0;
        // Windows without DISTINCT or value lists keep their accumulators in the inline table.
        QTest::newRow("HOP window, inline accumulators")
            << QStringLiteral("SELECT s, window_start, window_end, COUNT(*), SUM(v), MAX(v), "
                              "AVG(v) FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' "
                              "SECOND, INTERVAL '10' SECOND)) GROUP BY s, window_start, window_end")
            << 0;
        QTest::newRow("TUMBLE window, no key beside the window")
            << QStringLiteral("SELECT window_end, MIN(v), COUNT(v) FROM TABLE(TUMBLE(TABLE ev, "
                              "DESCRIPTOR(ts), INTERVAL '2' SECOND)) GROUP BY window_start, "
                              "window_end")
            << 0;
        QTest::newRow("maps beside, mini-batch two-phase")
            << QStringLiteral("SELECT b, s, COUNT(DISTINCT tv), MIN(f) FROM w GROUP BY b, s")
            << 100;
        // Bundles of 2,000 rows over about 1,500 keys: RocksDB reads, folds and writes them back
        // in parts, and must still emit in the keys' order of first appearance.
        QTest::newRow("mini-batch two-phase, bundles of many keys")
            << QStringLiteral("SELECT MOD(a, 1500), COUNT(*), SUM(v), MAX(f) FROM src GROUP BY MOD(a, 1500)")
            << 2000;
        QTest::newRow("maps beside, mini-batch two-phase, bundles of many keys")
            << QStringLiteral("SELECT MOD(a, 1500), COUNT(DISTINCT v), MIN(f) FROM src GROUP BY MOD(a, 1500)")
            << 2000;
        QTest::newRow("mini-batch two-phase over retractions, bundles of many keys")
            << QStringLiteral("SELECT k, SUM(c), COUNT(*) FROM (SELECT MOD(a, 3000) AS g, MOD(a, 1000) AS k, "
                              "COUNT(*) AS c FROM src GROUP BY MOD(a, 3000), MOD(a, 1000)) GROUP BY k")
            << 2000;
    }
    void heapAndRocksDbEmitTheSameChangelog()
    {
        QFETCH(QString, query);
        QFETCH(int, bundleRows);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::vector<std::pair<std::string, std::string>> settings;
        if (bundleRows > 0) {
            // The latency never fires, so both runs cut the same bundles.
            settings = {{"table.exec.mini-batch.enabled", "true"},
                        {"table.exec.mini-batch.allow-latency", "1 h"},
                        {"table.exec.mini-batch.size", std::to_string(bundleRows)}};
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

    // A HOP or CUMULATE aggregation straight over its window table function keeps its
    // accumulators per slice (Flink's slicing): on the heap's inline table and on RocksDB through
    // the window buffer, merged when a window fires. A filter on a window column keeps the table
    // function apart and the accumulators per window. All give each window the same rows, late
    // rows included (a key's order within a window may differ: a key is emitted with its first
    // slice there, and Flink's order is its timers').
    void slicedAndPerWindowAggregationsAgree_data()
    {
        QTest::addColumn<QString>("query"); // %1: where the filter on a window column goes
        QTest::newRow("HOP, key first")
            << QStringLiteral("SELECT s, window_start, window_end, COUNT(*), SUM(v), MIN(v), MAX(v), "
                              "AVG(v), COUNT(v) FROM TABLE(HOP(TABLE late, DESCRIPTOR(ts), INTERVAL '2' "
                              "SECOND, INTERVAL '10' SECOND)) %1 GROUP BY s, window_start, window_end");
        QTest::newRow("HOP, key after the window, slide of 1 s")
            << QStringLiteral("SELECT window_end, s, SUM(v) FROM TABLE(HOP(TABLE late, DESCRIPTOR(ts), "
                              "INTERVAL '1' SECOND, INTERVAL '3' SECOND)) %1 GROUP BY window_start, window_end, s");
        QTest::newRow("CUMULATE")
            << QStringLiteral("SELECT s, window_start, window_end, COUNT(*), MAX(v), SUM(v) FROM "
                              "TABLE(CUMULATE(TABLE late, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '10' "
                              "SECOND)) %1 GROUP BY s, window_start, window_end");
        QTest::newRow("HOP, no key beside the window")
            << QStringLiteral("SELECT window_start, COUNT(*), MIN(v) FROM TABLE(HOP(TABLE late, "
                              "DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND)) %1 GROUP BY "
                              "window_start, window_end");
    }
    void slicedAndPerWindowAggregationsAgree()
    {
        QFETCH(QString, query);
        const std::string sliced = query.arg(QString()).toStdString();
        const std::string perWindow =
            query.arg(QStringLiteral("WHERE window_end > window_start")).toStdString();
        std::vector<std::string> windows;
        std::vector<std::string> unused;
        Status failure = onHeapAndRocksDb(perWindow, windows, unused);
        QVERIFY2(failure.isOk(), failure.toString().c_str());
        std::vector<std::string> onHeap;
        std::vector<std::string> onRocksDb;
        failure = onHeapAndRocksDb(sliced, onHeap, onRocksDb);
        QVERIFY2(failure.isOk(), failure.toString().c_str());
        QVERIFY(windows.size() > 20);
        std::sort(windows.begin(), windows.end());
        std::sort(onHeap.begin(), onHeap.end());
        std::sort(onRocksDb.begin(), onRocksDb.end());
        QCOMPARE(onHeap, windows);
        QCOMPARE(onRocksDb, windows);
    }

    void joinsOnHeapAndRocksDbAgree_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<bool>("sameRows"); // insert-only inner join: the same rows, any order
        QTest::newRow("inner, BIGINT key")
            << QStringLiteral("SELECT lt.k, lt.v, rt.d FROM lt JOIN rt ON lt.k = rt.k") << true;
        QTest::newRow("LEFT with a condition, NULL keys")
            << QStringLiteral("SELECT lt.k, lt.f, rt.v FROM lt LEFT JOIN rt ON lt.nk = rt.k "
                              "AND lt.v < rt.v + 5")
            << false;
        QTest::newRow("RIGHT, DOUBLE and composite keys")
            << QStringLiteral("SELECT l.x, l.s, r.v FROM (SELECT CAST(k AS DOUBLE) / 4 AS x, s, v "
                              "FROM lt) l RIGHT JOIN (SELECT CAST(k AS DOUBLE) / 4 AS x, s, v FROM "
                              "rt) r ON l.x = r.x AND l.s = r.s")
            << false;
        QTest::newRow("FULL OUTER over updating input")
            << QStringLiteral("SELECT u.k, u.c, rt.s FROM u FULL JOIN rt ON u.k = rt.s") << false;
        // 12,000 rows under one key: the heap's inline side moves to the general tables while
        // the other side's rows keep arriving (and associations, as the hot side is outer).
        QTest::newRow("LEFT with a hot key")
            << QStringLiteral("SELECT hot.v, o.v FROM hot LEFT JOIN (SELECT CAST(v AS INT) AS k, v "
                              "FROM src WHERE s = 0 AND v < 3) o ON hot.k = o.k")
            << false;
    }
    void joinsOnHeapAndRocksDbAgree()
    {
        QFETCH(QString, query);
        QFETCH(bool, sameRows);
        std::vector<std::string> onHeap;
        std::vector<std::string> onRocksDb;
        const Status failure = onHeapAndRocksDb(query.toStdString(), onHeap, onRocksDb);
        QVERIFY2(failure.isOk(), failure.toString().c_str());
        QVERIFY(onHeap.size() > 1000);
        bool heapOk = false;
        bool rocksOk = false;
        const auto heapTable = testing::materialize(onHeap, heapOk);
        const auto rocksTable = testing::materialize(onRocksDb, rocksOk);
        QVERIFY(heapOk && rocksOk);
        QVERIFY(heapTable == rocksTable);
        if (sameRows) {
            std::sort(onHeap.begin(), onHeap.end());
            std::sort(onRocksDb.begin(), onRocksDb.end());
            QCOMPARE(onHeap, onRocksDb);
        }
    }
};

QTEST_GUILESS_MAIN(BackendChangelogEquivalenceTest)
#include "backend_changelog_equivalence_test.moc"
