#include "runtime/metrics_registry.h"

#include <QTest>

#include <thread>

using namespace sluice;

class MetricsRegistryTest : public QObject {
    Q_OBJECT
private slots:
    void countersFromManyThreadsAddUp()
    {
        MetricsRegistry registry;
        SubtaskMetricGroup &g = registry.registerSubtask("2", "GroupAggregate[2]", 1, 4);
        std::vector<std::thread> threads;
        for (int t = 0; t < 4; ++t)
            threads.emplace_back([&] {
                for (int i = 0; i < 10000; ++i) {
                    g.batchIn(100);
                    g.batchOut(10);
                }
            });
        for (auto &t : threads)
            t.join();
        g.set(MetricGauge::StateEntries, 1234);
        g.addToGauge(MetricGauge::StateBytes, 10);
        g.addToGauge(MetricGauge::StateBytes, 5);
        g.add(MetricCounter::LateRecordsDropped, 3);
        g.extra("left.stateEntries").store(77);
        const MetricsSnapshot s = registry.snapshot();
        QCOMPARE(s.subtasks.size(), std::size_t{1});
        const SubtaskMetrics *m = s.find("2", 1);
        QVERIFY(m);
        QCOMPARE(m->operatorName, std::string("GroupAggregate[2]"));
        QCOMPARE(m->parallelism, 4);
        QCOMPARE(m->recordsIn, std::int64_t{4'000'000});
        QCOMPARE(m->batchesIn, std::int64_t{40'000});
        QCOMPARE(m->recordsOut, std::int64_t{400'000});
        QCOMPARE(m->stateEntries, std::int64_t{1234});
        QCOMPARE(m->stateBytes, std::int64_t{15});
        QCOMPARE(m->lateRecordsDropped, std::int64_t{3});
        QCOMPARE(m->extra.size(), std::size_t{1});
        QCOMPARE(m->extra[0].second, std::int64_t{77});
        QVERIFY(!s.find("2", 0));
    }

    void ratesBetweenSnapshots()
    {
        MetricsSnapshot before;
        before.timestampNanos = 1'000'000'000;
        SubtaskMetrics a;
        a.operatorId = "1";
        a.recordsIn = 1000;
        a.recordsOut = 500;
        before.subtasks.push_back(a);
        MetricsSnapshot after = before;
        after.timestampNanos = 1'500'000'000; // half a second later
        after.subtasks[0].recordsIn = 2000;
        after.subtasks[0].recordsOut = 500;
        SubtaskMetrics fresh;
        fresh.operatorId = "9";
        fresh.recordsIn = 10;
        after.subtasks.push_back(fresh);
        computeRates(after, before);
        QCOMPARE(after.subtasks[0].recordsInPerSecond, 2000.0);
        QCOMPARE(after.subtasks[0].recordsOutPerSecond, 0.0);
        QCOMPARE(after.subtasks[1].recordsInPerSecond, 0.0); // no previous figure
    }

    void queueFillIsReadLockFree()
    {
        MetricsRegistry registry;
        SubtaskMetricGroup &g = registry.registerSubtask("3", "Sink[3]", 0, 1);
        BoundedQueue<int> q(4);
        g.watchInputQueue(q);
        q.push(1);
        q.push(2);
        q.push(3);
        MetricsSnapshot s = registry.snapshotWithRates();
        QCOMPARE(s.subtasks[0].inputQueueLength, std::int64_t{3});
        QCOMPARE(s.subtasks[0].inputQueueCapacity, std::int64_t{4});
        QCOMPARE(s.subtasks[0].inputQueueFill, 0.75);
        g.batchIn(50);
        MetricsSnapshot s2 = registry.snapshotWithRates();
        QVERIFY(s2.timestampNanos >= s.timestampNanos);
        QVERIFY(s2.subtasks[0].recordsInPerSecond > 0.0);
        QCOMPARE(registry.size(), std::size_t{1});
    }

    void watermarkKeepsTheLargestEventTime()
    {
        MetricsRegistry registry;
        SubtaskMetricGroup &g = registry.registerSubtask("4", "WindowAggregate[4]", 0, 1);
        QVERIFY(!registry.snapshot().subtasks[0].hasWatermark());
        QCOMPARE(registry.snapshot().subtasks[0].currentWatermark, SubtaskMetrics::kNoWatermark);
        g.advanceWatermark(5000);
        g.advanceWatermark(4000); // an older watermark does not move event time back
        SubtaskMetrics m = registry.snapshot().subtasks[0];
        QVERIFY(m.hasWatermark());
        QCOMPARE(m.currentWatermark, std::int64_t{5000});
        g.advanceWatermark(INT64_MAX); // end of input: no live event time any more
        m = registry.snapshot().subtasks[0];
        QCOMPARE(m.currentWatermark, std::int64_t{INT64_MAX});
        QVERIFY(!m.hasWatermark());
    }
};

QTEST_GUILESS_MAIN(MetricsRegistryTest)
#include "metrics_registry_test.moc"
