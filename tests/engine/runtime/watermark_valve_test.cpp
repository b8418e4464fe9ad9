// WatermarkValve: the minimum over active, aligned producers; idle producers left out; all idle
// makes the task idle after flushing the largest watermark; a producer back from idleness counts
// again once it caught up; an ended producer releases event time (Flink's StatusWatermarkValve).

#include "runtime/watermark_valve.h"

#include <QTest>

using sluice::runtime::WatermarkValve;

class WatermarkValveTest : public QObject {
    Q_OBJECT

private slots:
    void minimumOverProducers()
    {
        WatermarkValve v(2);
        QVERIFY(!v.inputWatermark(0, 30).watermark);
        QCOMPARE(v.inputWatermark(1, 10).watermark.value_or(-1), std::int64_t{10});
        QVERIFY(!v.inputWatermark(1, 5).watermark); // never backwards
        QCOMPARE(v.inputWatermark(1, 40).watermark.value_or(-1), std::int64_t{30});
        QCOMPARE(v.watermark(), std::int64_t{30});
    }

    void idleProducerIsLeftOut()
    {
        WatermarkValve v(2);
        v.inputWatermark(0, 30);
        v.inputWatermark(1, 10);
        const auto change = v.inputIdle(1, true);
        QCOMPARE(change.watermark.value_or(-1), std::int64_t{30}); // it held event time back
        QVERIFY(!change.idle);                                    // producer 0 is still active
        QVERIFY(!v.inputWatermark(1, 35).watermark);              // idle: ignored
        QCOMPARE(v.inputWatermark(0, 50).watermark.value_or(-1), std::int64_t{50});
    }

    void backFromIdlenessCountsOnceCaughtUp()
    {
        WatermarkValve v(2);
        v.inputWatermark(0, 10);
        v.inputWatermark(1, 10);
        v.inputIdle(1, true);
        v.inputWatermark(0, 50);
        QVERIFY(!v.inputIdle(1, false).idle); // the valve was never idle
        QVERIFY(!v.inputWatermark(1, 20).watermark); // behind 50: not aligned yet
        QCOMPARE(v.inputWatermark(0, 70).watermark.value_or(-1), std::int64_t{70});
        QVERIFY(!v.inputWatermark(1, 60).watermark);
        QVERIFY(!v.inputWatermark(1, 80).watermark); // aligned again (80 >= 70), minimum still 70
        QCOMPARE(v.inputWatermark(0, 100).watermark.value_or(-1), std::int64_t{80});
    }

    void allIdleFlushesTheMaximumAndGoesIdle()
    {
        WatermarkValve v(2);
        v.inputWatermark(0, 30);
        v.inputWatermark(1, 10);
        QVERIFY(!v.inputIdle(0, true).idle);
        const auto change = v.inputIdle(1, true);
        QCOMPARE(change.watermark.value_or(-1), std::int64_t{30});
        QCOMPARE(change.idle.value_or(false), true);
        QVERIFY(v.idle());
        const auto back = v.inputIdle(0, false);
        QCOMPARE(back.idle.value_or(true), false);
        QVERIFY(!back.watermark);
    }

    void endedProducerReleasesEventTime()
    {
        WatermarkValve v(2);
        v.inputWatermark(0, 30);
        QCOMPARE(v.inputEnded(1).watermark.value_or(-1), std::int64_t{30});
        QCOMPARE(v.inputEnded(0).watermark.value_or(-1), INT64_MAX);
        // An idle producer that ends becomes active at MAX.
        WatermarkValve w(1);
        w.inputIdle(0, true);
        const auto change = w.inputEnded(0);
        QCOMPARE(change.idle.value_or(true), false);
        QCOMPARE(change.watermark.value_or(-1), INT64_MAX);
    }
};

QTEST_GUILESS_MAIN(WatermarkValveTest)
#include "watermark_valve_test.moc"
