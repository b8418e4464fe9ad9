#include "exec/over_aggregate_operator.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

// The partition key, the ordering time, a value, and LAG's offset and default.
const plan::RowSchema kInput = {{"k", LogicalType::string()},
                                {"ts", LogicalType::timestamp(3, false)},
                                {"v", LogicalType::bigInt()},
                                {"o", LogicalType::integer()},
                                {"d", LogicalType::bigInt()}};

plan::OverCall aggregate(plan::AggFunction f, int arg, LogicalType type)
{
    plan::OverCall c;
    c.aggregate.function = f;
    c.aggregate.argIndex = arg;
    c.aggregate.type = std::move(type);
    return c;
}

plan::OverCall value(plan::OverFunction f, int offset = -1, int defaultValue = -1)
{
    plan::OverCall c;
    c.function = f;
    c.aggregate.argIndex = 2;
    c.aggregate.type = LogicalType::bigInt();
    c.offsetIndex = offset;
    c.defaultIndex = defaultValue;
    return c;
}

struct Window {
    bool rows = false;
    std::optional<std::int64_t> preceding;
    bool proctime = false;
    std::chrono::milliseconds ttl{0};
};

std::unique_ptr<OperatorHarness> makeHarness(const Window &w, std::vector<plan::OverCall> calls, int subtask = 0,
                                             int parallelism = 1)
{
    plan::OverAggregateNode node;
    node.partitionKeys = {0};
    node.orderKey = 1;
    node.proctime = w.proctime;
    node.frame.rows = w.rows;
    node.frame.preceding = w.preceding;
    node.ttl.ttl = w.ttl;
    node.schema = kInput;
    for (std::size_t i = 0; i < calls.size(); ++i) {
        calls[i].aggregate.name = "w0$o" + std::to_string(i);
        node.schema.push_back({calls[i].aggregate.name, calls[i].aggregate.type});
    }
    node.calls = std::move(calls);
    node.inputs.push_back(inputNode(kInput, plan::ChangelogMode::insertOnly()));
    auto h = std::make_unique<OperatorHarness>(std::make_unique<exec::OverAggregateOperator>(node));
    h->setSubtask(subtask, parallelism);
    if (!h->open())
        return nullptr;
    return h;
}

// A row of key `k` at `s` seconds.
TestRow at(const char *k, std::int64_t s, Val v, Val offset = nullptr, Val def = nullptr)
{
    return ins({k, Val::ts(s * 1000), v, offset, def});
}

using F = plan::AggFunction;
const LogicalType kBig = LogicalType::bigInt();
const LogicalType kCount = LogicalType::bigInt(false);

} // namespace

class OverAggregateOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void eventTimeRangeRowsOfOneTimeShareTheirValues()
    {
        auto h = makeHarness({}, {aggregate(F::CountStar, -1, kCount), aggregate(F::Sum, 2, kBig),
                                  value(plan::OverFunction::LastValue)});
        QVERIFY(h);
        // Nothing is emitted before the watermark passes the rows; then in time order, the two
        // rows at 2 s together (both counted), NULL skipped by LAST_VALUE.
        QCOMPARE(h->process(kInput, {at("a", 2, 5), at("a", 1, 1), at("a", 2, nullptr), at("b", 3, 7)}),
                 Lines{});
        QCOMPARE(h->watermark(2'000), (Lines{"+I[a, 1970-01-01T00:00:01, 1, null, null, 1, 1, 1]",
                                             "+I[a, 1970-01-01T00:00:02, 5, null, null, 3, 6, 5]",
                                             "+I[a, 1970-01-01T00:00:02, null, null, null, 3, 6, 5]",
                                             "WM(2000)"}));
        // At or behind the watermark: late, dropped and counted. The partition keeps counting.
        QCOMPARE(h->process(kInput, {at("a", 2, 100), at("a", 4, 10)}), Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 1);
        QCOMPARE(h->endInput(), (Lines{"+I[b, 1970-01-01T00:00:03, 7, null, null, 1, 7, 7]",
                                       "+I[a, 1970-01-01T00:00:04, 10, null, null, 4, 16, 10]"}));
        QVERIFY(h->status());
    }

    void eventTimeRowsFrameDropsItsOldestRow()
    {
        auto h = makeHarness({.rows = true, .preceding = 1},
                             {aggregate(F::CountStar, -1, kCount), aggregate(F::Min, 2, kBig),
                              aggregate(F::Max, 2, kBig), value(plan::OverFunction::FirstValue)});
        QVERIFY(h);
        // Time 0 is late for a bounded frame (Flink's last emitted time starts at 0).
        QCOMPARE(h->process(kInput, {at("a", 0, 99), at("a", 1, 3), at("a", 2, 8), at("a", 3, nullptr)}),
                 Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 1);
        // Each row sees itself and the one before: MIN / MAX fall back once 3 and 8 leave.
        QCOMPARE(h->watermark(3'000), (Lines{"+I[a, 1970-01-01T00:00:01, 3, null, null, 1, 3, 3, 3]",
                                             "+I[a, 1970-01-01T00:00:02, 8, null, null, 2, 3, 8, 3]",
                                             "+I[a, 1970-01-01T00:00:03, null, null, null, 2, 8, 8, 8]",
                                             "WM(3000)"}));
        // A bounded frame takes a row newer than its partition's last emitted time even behind
        // the watermark (b has emitted nothing); it waits for the next watermark.
        QCOMPARE(h->process(kInput, {at("b", 2, 4), at("a", 3, 1)}), Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 2);
        QCOMPARE(h->watermark(3'001),
                 (Lines{"+I[b, 1970-01-01T00:00:02, 4, null, null, 1, 4, 4, 4]", "WM(3001)"}));
    }

    void eventTimeRangeFrameForgetsWhatItNoLongerSees()
    {
        auto h = makeHarness({.preceding = 2'000},
                             {aggregate(F::Sum, 2, kBig), aggregate(F::Max, 2, kBig)});
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {at("a", 1, 9), at("a", 2, 1), at("a", 3, 2), at("a", 4, 3)}), Lines{});
        // At 3 s the frame is [1 s, 3 s]; at 4 s it is [2 s, 4 s]: 9 has left.
        QCOMPARE(h->watermark(4'000), (Lines{"+I[a, 1970-01-01T00:00:01, 9, null, null, 9, 9]",
                                             "+I[a, 1970-01-01T00:00:02, 1, null, null, 10, 9]",
                                             "+I[a, 1970-01-01T00:00:03, 2, null, null, 12, 9]",
                                             "+I[a, 1970-01-01T00:00:04, 3, null, null, 6, 3]",
                                             "WM(4000)"}));
        QVERIFY(h->stateBackend().totalEntries() > 0);
        // The partition is cleared once the watermark passes 1.5 x 2 s + 1 ms after the row
        // that last moved its cleanup time (Flink moves it only for a row more than half the
        // range newer: 3 s, not 4 s).
        QCOMPARE(h->watermark(6'000), (Lines{"WM(6000)"}));
        QVERIFY(h->stateBackend().totalEntries() > 0);
        QCOMPARE(h->watermark(6'001), (Lines{"WM(6001)"}));
        QCOMPARE(h->stateBackend().totalEntries(), 0);
    }

    void processingTimeEmitsAtOnceAndLagLooksBack()
    {
        auto h = makeHarness({.proctime = true},
                             {value(plan::OverFunction::Lag), value(plan::OverFunction::Lag, 3, 4)});
        QVERIFY(h);
        h->clock.set(10'000);
        // LAG(v): the previous value. LAG(v, o, d): o rows back, else (or when NULL) d.
        QCOMPARE(h->process(kInput, {at("a", 0, 1, 2, -1), at("a", 0, nullptr, 2, -1),
                                     at("a", 0, 3, 2, -1), at("a", 0, 4, 1, -1)}),
                 (Lines{"+I[a, 1970-01-01T00:00, 1, 2, -1, null, -1]",
                        "+I[a, 1970-01-01T00:00, null, 2, -1, 1, -1]",
                        "+I[a, 1970-01-01T00:00, 3, 2, -1, null, 1]",
                        "+I[a, 1970-01-01T00:00, 4, 1, -1, 3, 3]"}));
        // A negative offset fails the job, as Flink's LagAggFunction does.
        h->process(kInput, {at("a", 0, 5, -1, 0)});
        QVERIFY(!h->status());
        QVERIFY(h->status().message().find("Offset(-1) should be positive.") != std::string::npos);
    }

    void idlePartitionsLeaveStateAfterTheRetention()
    {
        auto h = makeHarness({.rows = true, .proctime = true, .ttl = std::chrono::milliseconds(1'000)},
                             {aggregate(F::CountStar, -1, kCount)});
        QVERIFY(h);
        h->clock.set(1'000);
        QCOMPARE(h->process(kInput, {at("a", 0, 1), at("b", 0, 1)}),
                 (Lines{"+I[a, 1970-01-01T00:00, 1, null, null, 1]",
                        "+I[b, 1970-01-01T00:00, 1, null, null, 1]"}));
        h->clock.set(1'800);
        QCOMPARE(h->process(kInput, {at("a", 0, 1)}), (Lines{"+I[a, 1970-01-01T00:00, 1, null, null, 2]"}));
        // b idled for 1.5 x the retention: cleared; a was seen again and stays.
        QCOMPARE(h->processingTime(2'500), Lines{});
        QCOMPARE(h->counter(MetricCounter::StateExpired), 1);
        QCOMPARE(h->process(kInput, {at("a", 0, 1), at("b", 0, 1)}),
                 (Lines{"+I[a, 1970-01-01T00:00, 1, null, null, 3]",
                        "+I[b, 1970-01-01T00:00, 1, null, null, 1]"}));
    }

    // Checkpoints: rows waiting for the watermark and the frames are keyed state, the
    // partitions' timers and the row sequence go with the checkpoint, by key group.
    void eventTimeWindowsResumeFromACheckpoint_data()
    {
        QTest::addColumn<bool>("rows");
        QTest::newRow("ROWS") << true;
        QTest::newRow("RANGE") << false;
    }
    void eventTimeWindowsResumeFromACheckpoint()
    {
        QFETCH(bool, rows);
        const Window w{.rows = rows, .preceding = rows ? std::optional<std::int64_t>(1) : 2'000};
        auto make = [&](int index, int parallelism) {
            return makeHarness(w, {aggregate(F::CountStar, -1, kCount), aggregate(F::Sum, 2, kBig),
                                   aggregate(F::Max, 2, kBig)},
                               index, parallelism);
        };
        auto before = [](OperatorHarness &h) {
            Lines out = h.process(kInput, {at("a", 1, 5), at("b", 1, 2), at("c", 2, 7), at("a", 3, 1), at("d", 4, 4)});
            append(out, h.watermark(1'000));
            append(out, h.process(kInput, {at("e", 5, 3), at("b", 6, 8), at("a", 6, 2)}));
            return out;
        };
        auto after = [](OperatorHarness &h) {
            Lines out = h.process(kInput, {at("a", 7, 9), at("c", 7, 1), at("f", 8, 6)});
            append(out, h.watermark(6'500));
            append(out, h.endInput());
            return out;
        };
        auto fire = [](OperatorHarness &h) {
            Lines out = h.watermark(4'000);
            append(out, h.watermark(12'000));
            return out;
        };
        QVERIFY(make(0, 1));
        const std::string problems = checkRestore<OperatorHarness>(make, before, after, fire);
        QVERIFY2(problems.empty(), problems.c_str());
    }

    void idleStateRetentionResumesFromACheckpoint()
    {
        const Window w{.rows = true, .proctime = true, .ttl = std::chrono::milliseconds(1'000)};
        auto make = [&](int index, int parallelism) {
            auto h = makeHarness(w, {aggregate(F::CountStar, -1, kCount)}, index, parallelism);
            h->clock.set(1'000);
            return h;
        };
        auto before = [](OperatorHarness &h) {
            Lines out = h.process(kInput, {at("a", 0, 1), at("b", 0, 1), at("c", 0, 1)});
            h.clock.set(1'800);
            append(out, h.process(kInput, {at("a", 0, 1)}));
            return out;
        };
        // b and c idled past 1.5 x the retention: cleared, so they count from 1 again; a stays.
        auto after = [](OperatorHarness &h) {
            Lines out = h.processingTime(2'500);
            out.push_back("expired " + std::to_string(h.counter(MetricCounter::StateExpired)));
            append(out, h.process(kInput, {at("a", 0, 1), at("b", 0, 1), at("c", 0, 1)}));
            return out;
        };
        auto fire = [](OperatorHarness &h) { return h.processingTime(2'500); };
        QVERIFY(make(0, 1));
        const std::string problems = checkRestore<OperatorHarness>(make, before, after, fire);
        QVERIFY2(problems.empty(), problems.c_str());
    }
};

QTEST_GUILESS_MAIN(OverAggregateOperatorTest)
#include "over_aggregate_operator_test.moc"
