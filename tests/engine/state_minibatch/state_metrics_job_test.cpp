// State and mini-batch metrics of whole jobs through the public API (issue 5 §5), on the heap and
// the RocksDB backend:
// - a regular join reports each side's state separately ("left.stateEntries", "left.stateBytes",
//   "right.stateEntries", "right.stateBytes"), and the sides add up to the operator's state;
// - a mini-batch group aggregation reports its bundles (flushes, rows folded, average bundle
//   size) and holds no rows once its input has ended.

#include <sluice/engine.h>

#include <QtTest>

#include <chrono>
#include <cstdint>
#include <string>

using namespace sluice;

namespace {

std::string datagen(const std::string &name, std::int64_t rows)
{
    return "CREATE TABLE " + name +
           " (k BIGINT, v BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '100000000', "
           "'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '" +
           std::to_string(rows) + "', 'fields.v.min' = '1', 'fields.v.max' = '1000');\n";
}

const std::string kSink =
    "CREATE TABLE out_t (a BIGINT, b BIGINT) WITH ('connector' = 'blackhole');\n";

/// Runs a bounded job to its end and returns its last metrics.
MetricsSnapshot runToEnd(const std::string &script, Status *failure)
{
    JobOptions options;
    options.printOut = [](std::string_view) {};
    options.printErr = [](std::string_view) {};
    auto job = startJob(script, std::move(options));
    if (!job) {
        *failure = job.status();
        return {};
    }
    if (!(*job)->waitFor(std::chrono::seconds(60))) {
        *failure = Status::internal("job did not finish within 60 s");
        return {};
    }
    if ((*job)->state() != JobState::Finished) {
        *failure = (*job)->failure();
        return {};
    }
    return (*job)->metrics();
}

const SubtaskMetrics *findOperator(const MetricsSnapshot &s, const std::string &name)
{
    for (const SubtaskMetrics &m : s.subtasks)
        if (m.operatorName == name)
            return &m;
    return nullptr;
}

std::int64_t extra(const SubtaskMetrics &m, const std::string &name)
{
    for (const auto &[n, v] : m.extra)
        if (n == name)
            return v;
    return -1;
}

// A GROUP BY over 1,000 rows into 10 keys in bundles of exactly 100 rows (the latency never
// elapses), on `backend`, with the agg-phase `strategy`.
std::string bundledGroupBy(const QString &backend, const std::string &strategy)
{
    return "SET 'state.backend.type' = '" + backend.toStdString() +
           "';\nSET 'parallelism.default' = '1';\n"
           "SET 'table.exec.mini-batch.enabled' = 'true';\n"
           "SET 'table.exec.mini-batch.size' = '100';\n"
           "SET 'table.exec.mini-batch.allow-latency' = '1 h';\n"
           "SET 'table.optimizer.agg-phase-strategy' = '" + strategy + "';\n" +
           datagen("l", 1000) + kSink +
           "INSERT INTO out_t SELECT MOD(k, 10), COUNT(*) FROM l GROUP BY MOD(k, 10);\n";
}

} // namespace

class StateMetricsJobTest : public QObject {
    Q_OBJECT
private slots:
    void joinReportsEachSide_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("hashmap") << "hashmap";
        QTest::newRow("rocksdb") << "rocksdb";
    }
    void joinReportsEachSide()
    {
        QFETCH(QString, backend);
        const std::string script = "SET 'state.backend.type' = '" + backend.toStdString() +
                                   "';\nSET 'parallelism.default' = '1';\n" + datagen("l", 1000) +
                                   datagen("r", 10) + kSink +
                                   "INSERT INTO out_t SELECT l.k, r.v FROM l JOIN r ON l.k = r.k;\n";
        Status failure;
        const MetricsSnapshot s = runToEnd(script, &failure);
        QVERIFY2(failure.isOk(), failure.toString().c_str());
        const SubtaskMetrics *join = findOperator(s, "Join");
        QVERIFY(join);
        const std::int64_t leftEntries = extra(*join, "left.stateEntries");
        const std::int64_t rightEntries = extra(*join, "right.stateEntries");
        const std::int64_t leftBytes = extra(*join, "left.stateBytes");
        const std::int64_t rightBytes = extra(*join, "right.stateBytes");
        const std::string bytes = std::to_string(leftBytes) + " vs " + std::to_string(rightBytes);
        if (backend == "hashmap") {
            QCOMPARE(leftEntries, 1000);
            QCOMPARE(rightEntries, 10);
            QCOMPARE(leftEntries + rightEntries, join->stateEntries);
            QCOMPARE(leftBytes + rightBytes, join->stateBytes);
            QVERIFY2(rightBytes > 0 && leftBytes > 50 * rightBytes, bytes.c_str());
        } else {
            // RocksDB's estimate-num-keys: close, not exact. Bytes are memtable memory, which
            // includes each memtable's fixed bucket array, so the sides differ by less.
            QVERIFY2(leftEntries >= 900 && leftEntries <= 1100, std::to_string(leftEntries).c_str());
            QVERIFY2(rightEntries >= 5 && rightEntries <= 15, std::to_string(rightEntries).c_str());
            QVERIFY2(rightBytes > 0 && leftBytes > rightBytes, bytes.c_str());
        }
    }

    void miniBatchReportsBundles_data() { joinReportsEachSide_data(); }
    void miniBatchReportsBundles()
    {
        QFETCH(QString, backend);
        // 1,000 rows in bundles of 100 make 10 flushes.
        Status failure;
        const MetricsSnapshot s = runToEnd(bundledGroupBy(backend, "ONE_PHASE"), &failure);
        QVERIFY2(failure.isOk(), failure.toString().c_str());
        const SubtaskMetrics *agg = findOperator(s, "GroupAggregate");
        QVERIFY(agg);
        QCOMPARE(agg->recordsIn, 1000);
        QCOMPARE(agg->miniBatchFlushes, 10);
        QCOMPARE(agg->miniBatchRecords, 1000);
        QCOMPARE(agg->miniBatchAverageSize, 100.0);
        QCOMPARE(agg->recordsBuffered, 0);
        // One result per key per bundle: 10 keys, +I then -U/+U in each later bundle.
        QCOMPARE(agg->recordsOut, 10 + 9 * 10 * 2);
    }

    void twoPhaseBundlesBothPhases_data() { joinReportsEachSide_data(); }
    void twoPhaseBundlesBothPhases()
    {
        QFETCH(QString, backend);
        // The local phase folds bundles of 100 rows into one accumulator row per key (10 per
        // bundle); the global phase buffers those 100 rows into a single bundle.
        Status failure;
        const MetricsSnapshot s = runToEnd(bundledGroupBy(backend, "TWO_PHASE"), &failure);
        QVERIFY2(failure.isOk(), failure.toString().c_str());
        const SubtaskMetrics *local = findOperator(s, "LocalGroupAggregate");
        const SubtaskMetrics *global = findOperator(s, "GlobalGroupAggregate");
        QVERIFY(local && global);
        QCOMPARE(local->miniBatchFlushes, 10);
        QCOMPARE(local->miniBatchAverageSize, 100.0);
        QCOMPARE(local->recordsOut, 100);
        QCOMPARE(global->recordsIn, 100);
        QCOMPARE(global->miniBatchFlushes, 1);
        QCOMPARE(global->miniBatchRecords, 100);
        QCOMPARE(global->recordsOut, 10); // one +I per key, nothing retracted
        QCOMPARE(local->recordsBuffered + global->recordsBuffered, 0);
    }
};

QTEST_GUILESS_MAIN(StateMetricsJobTest)
#include "state_metrics_job_test.moc"
