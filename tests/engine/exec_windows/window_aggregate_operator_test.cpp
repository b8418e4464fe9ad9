#include "exec/window_aggregate_operator.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const LogicalType kTs = LogicalType::timestamp(3, false);

// What a WindowTableFunction (plus a projection) hands the aggregate: the bounds first.
const plan::RowSchema kInput = {{"window_start", kTs},
                                {"window_end", kTs},
                                {"k", LogicalType::string()},
                                {"v", LogicalType::bigInt()},
                                {"flag", LogicalType::boolean()}};

plan::AggCall call(plan::AggFunction f, int arg, LogicalType type, bool distinct = false,
                   int filter = -1)
{
    plan::AggCall c;
    c.function = f;
    c.argIndex = arg;
    c.type = std::move(type);
    c.distinct = distinct;
    c.filterIndex = filter;
    c.name = "a" + std::to_string(static_cast<int>(f));
    return c;
}

std::unique_ptr<OperatorHarness> makeHarness(std::vector<int> groupKeys,
                                             std::vector<plan::AggCall> calls,
                                             plan::WindowKind kind = plan::WindowKind::Tumble,
                                             bool proctime = false, plan::WindowEmit strategy = {},
                                             int subtask = 0, int parallelism = 1,
                                             bool inlineTables = true)
{
    plan::WindowAggregateNode node;
    node.emitStrategy = strategy;
    node.window.kind = kind;
    node.window.proctime = proctime;
    node.groupKeys = groupKeys;
    node.windowStartKey = 0;
    node.windowEndKey = 1;
    node.aggCalls = calls;
    for (int k : groupKeys)
        node.schema.push_back(kInput[static_cast<std::size_t>(k)]);
    for (const auto &c : calls)
        node.schema.push_back({c.name, c.type});
    node.inputs.push_back(inputNode(kInput, plan::ChangelogMode::insertOnly()));
    state::HeapStateOptions heap;
    heap.inlineTables = inlineTables;
    auto h = std::make_unique<OperatorHarness>(
        std::make_unique<exec::WindowAggregateOperator>(node), 128, heap);
    h->setSubtask(subtask, parallelism);
    if (!h->open())
        return nullptr;
    return h;
}

std::vector<plan::AggCall> countOnly()
{
    return {call(plan::AggFunction::CountStar, -1, LogicalType::bigInt(false))};
}

Val sec(std::int64_t s)
{
    return Val::ts(s * 1000);
}

} // namespace

class WindowAggregateOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void tumbleFiresOnWatermarkAndDropsLateRows()
    {
        using F = plan::AggFunction;
        auto h = makeHarness(
            {0, 1, 2},
            {call(F::CountStar, -1, LogicalType::bigInt(false)),
             call(F::Sum, 3, LogicalType::bigInt()), call(F::Max, 3, LogicalType::bigInt()),
             call(F::Count, 3, LogicalType::bigInt(false), /*distinct=*/true),
             call(F::Avg, 3, LogicalType::bigInt()), call(F::Min, 3, LogicalType::bigInt()),
             call(F::CountStar, -1, LogicalType::bigInt(false), false, /*filter=*/4)});
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({sec(0), sec(5), "a", 1, true}),
                                     ins({sec(0), sec(5), "b", 2, false}),
                                     ins({sec(0), sec(5), "a", 3, nullptr}),
                                     ins({sec(5), sec(10), "a", 4, true})}),
                 Lines{});
        QCOMPARE(h->watermark(3999), (Lines{"WM(3999)"}));
        // Flink fires a window once the watermark reaches its end - 1 (its max timestamp).
        QCOMPARE(h->watermark(4999),
                 (Lines{"+I[1970-01-01T00:00, 1970-01-01T00:00:05, a, 2, 4, 3, 2, 2, 1, 1]",
                        "+I[1970-01-01T00:00, 1970-01-01T00:00:05, b, 1, 2, 2, 1, 2, 2, 0]",
                        "WM(4999)"}));
        // A row of the fired window is late: dropped and counted. NULLs are skipped by the
        // aggregates that take an argument; DISTINCT ignores repeats.
        QCOMPARE(h->process(kInput, {ins({sec(0), sec(5), "a", 9, true}),
                                     ins({sec(5), sec(10), "a", 4, true}),
                                     ins({sec(5), sec(10), "a", nullptr, true})}),
                 Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 1);
        // An older watermark changes nothing and is not forwarded.
        QCOMPARE(h->watermark(100), Lines{});
        // The end of input fires what is left.
        QCOMPARE(h->endInput(),
                 (Lines{"+I[1970-01-01T00:00:05, 1970-01-01T00:00:10, a, 3, 8, 4, 1, 4, 4, 3]"}));
        QCOMPARE(h->endInput(), Lines{});
        QVERIFY(h->status());
        QCOMPARE(h->stateBackend().totalEntries(), 0);
    }

    void hopWindows()
    {
        // HOP(size 10 s, slide 5 s): the TVF sent a row at 7 s into [0, 10) and [5, 15), a row at
        // 12 s into [5, 15) and [10, 20).
        auto h = makeHarness({0, 1}, countOnly(), plan::WindowKind::Hop);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({sec(0), sec(10), "x", 1, true}),
                                     ins({sec(5), sec(15), "x", 1, true}),
                                     ins({sec(5), sec(15), "y", 2, true}),
                                     ins({sec(10), sec(20), "y", 2, true})}),
                 Lines{});
        QCOMPARE(h->watermark(9999),
                 (Lines{"+I[1970-01-01T00:00, 1970-01-01T00:00:10, 1]", "WM(9999)"}));
        QCOMPARE(h->watermark(14998), (Lines{"WM(14998)"}));
        QCOMPARE(h->watermark(14999),
                 (Lines{"+I[1970-01-01T00:00:05, 1970-01-01T00:00:15, 2]", "WM(14999)"}));
        // Late for [5, 15) but on time for [10, 20).
        QCOMPARE(h->process(kInput, {ins({sec(5), sec(15), "z", 3, true}),
                                     ins({sec(10), sec(20), "z", 3, true})}),
                 Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 1);
        QCOMPARE(h->endInput(), (Lines{"+I[1970-01-01T00:00:10, 1970-01-01T00:00:20, 2]"}));
    }

    void cumulateWindowsFireInEndOrder()
    {
        // CUMULATE(step 5 s, size 15 s): a row at 3 s is in [0, 5), [0, 10), [0, 15); one at 7 s
        // in [0, 10), [0, 15).
        auto h = makeHarness({0, 1, 2}, countOnly(), plan::WindowKind::Cumulate);
        QVERIFY(h);
        QCOMPARE(
            h->process(kInput,
                       {ins({sec(0), sec(15), "k", 1, true}), ins({sec(0), sec(10), "k", 1, true}),
                        ins({sec(0), sec(5), "k", 1, true}), ins({sec(0), sec(15), "k", 2, true}),
                        ins({sec(0), sec(10), "k", 2, true})}),
            Lines{});
        QCOMPARE(h->watermark(20000),
                 (Lines{"+I[1970-01-01T00:00, 1970-01-01T00:00:05, k, 1]",
                        "+I[1970-01-01T00:00, 1970-01-01T00:00:10, k, 2]",
                        "+I[1970-01-01T00:00, 1970-01-01T00:00:15, k, 2]", "WM(20000)"}));
        QCOMPARE(h->endInput(), Lines{});
    }

    void processingTimeWindows()
    {
        auto h = makeHarness({0, 1, 2}, countOnly(), plan::WindowKind::Tumble, /*proctime=*/true);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({sec(0), sec(5), "k", 1, true}),
                                     ins({sec(5), sec(10), "k", 1, true}),
                                     ins({sec(0), sec(5), "k", 1, true})}),
                 Lines{});
        // Watermarks are forwarded but fire nothing.
        QCOMPARE(h->watermark(100000), (Lines{"WM(100000)"}));
        QCOMPARE(h->processingTime(4998), Lines{});
        QCOMPARE(h->processingTime(4999),
                 (Lines{"+I[1970-01-01T00:00, 1970-01-01T00:00:05, k, 2]"}));
        // No late dropping in processing time: the row is counted in a fresh result.
        QCOMPARE(h->process(kInput, {ins({sec(0), sec(5), "k", 1, true})}), Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 0);
        QCOMPARE(h->processingTime(20000),
                 (Lines{"+I[1970-01-01T00:00, 1970-01-01T00:00:05, k, 1]",
                        "+I[1970-01-01T00:00:05, 1970-01-01T00:00:10, k, 1]"}));
        // A window still open when the input ends never fires: Flink 1.20 finishes a bounded job
        // without its pending processing-time timers (checked on the Flink oracle).
        QCOMPARE(h->process(kInput, {ins({sec(20), sec(25), "k", 1, true})}), Lines{});
        QCOMPARE(h->endInput(), Lines{});
    }

    void valueListsFoldAcrossBatchesInArrivalOrder()
    {
        // LISTAGG and ARRAY_AGG keep a group's values in arrival order over several batches;
        // a row the FILTER leaves out of every list must not lose what the lists hold.
        using F = plan::AggFunction;
        auto filtered = call(F::ListAgg, 2, LogicalType::string(), false, /*filter=*/4);
        filtered.name = "filtered";
        auto h = makeHarness({0, 1}, {call(F::ListAgg, 2, LogicalType::string()),
                                      call(F::ArrayAgg, 3, LogicalType::array(LogicalType::bigInt(), true)),
                                      filtered});
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({sec(0), sec(5), "a", 1, true}),
                                     ins({sec(0), sec(5), "b", nullptr, true})}),
                 Lines{});
        QCOMPARE(h->process(kInput, {ins({sec(0), sec(5), "c", 3, false})}), Lines{});
        QCOMPARE(h->process(kInput, {ins({sec(0), sec(5), "d", 4, true}),
                                     ins({sec(5), sec(10), "e", 5, true})}),
                 Lines{});
        QCOMPARE(h->watermark(4999),
                 (Lines{"+I[1970-01-01T00:00, 1970-01-01T00:00:05, a,b,c,d, [1, null, 3, 4], a,b,d]",
                        "WM(4999)"}));
        QCOMPARE(h->endInput(), (Lines{"+I[1970-01-01T00:00:05, 1970-01-01T00:00:10, e, [5], e]"}));
        QVERIFY(h->status());
        QCOMPARE(h->stateBackend().totalEntries(), 0);

        // The filtered list alone: a batch whose only row it skips keeps the list.
        auto alone = makeHarness({0, 1}, {filtered});
        QVERIFY(alone);
        QCOMPARE(alone->process(kInput, {ins({sec(0), sec(5), "a", 1, true})}), Lines{});
        QCOMPARE(alone->process(kInput, {ins({sec(0), sec(5), "b", 2, false})}), Lines{});
        QCOMPARE(alone->process(kInput, {ins({sec(0), sec(5), "c", 3, true})}), Lines{});
        QCOMPARE(alone->endInput(), (Lines{"+I[1970-01-01T00:00, 1970-01-01T00:00:05, a,c]"}));
    }

    void earlyFiringOnEveryRowUpdatesTheWindowsRow()
    {
        // GROUP BY TUMBLE with table.exec.emit.early-fire.delay = 0: each row that changes the
        // result re-emits it; the on-time firing sends nothing when nothing changed.
        plan::WindowEmit strategy;
        strategy.earlyDelayMillis = 0;
        auto h = makeHarness({0, 1, 2}, {call(plan::AggFunction::Max, 3, LogicalType::bigInt())},
                             plan::WindowKind::Tumble, false, strategy);
        QVERIFY(h);
        auto row = [](const char *k, int v) { return ins({sec(0), sec(5), k, v, true}); };
        QCOMPARE(h->process(kInput, {row("a", 3)}),
                 (Lines{"+I[1970-01-01T00:00, 1970-01-01T00:00:05, a, 3]"}));
        QCOMPARE(h->process(kInput, {row("a", 1)}), Lines{});
        QCOMPARE(h->process(kInput, {row("a", 7)}),
                 (Lines{"-U[1970-01-01T00:00, 1970-01-01T00:00:05, a, 3]",
                        "+U[1970-01-01T00:00, 1970-01-01T00:00:05, a, 7]"}));
        QCOMPARE(h->watermark(4'999), Lines{"WM(4999)"});
        QCOMPARE(h->stateBackend().totalEntries(), 0);
    }

    void lateFiringUpdatesWithinTheLatenessThenDropsRows()
    {
        plan::WindowEmit strategy;
        strategy.lateDelayMillis = 0;
        strategy.allowLatenessMillis = 2'000;
        auto h = makeHarness({0, 1, 2}, countOnly(), plan::WindowKind::Tumble, false, strategy);
        QVERIFY(h);
        auto row = [](const char *k) { return ins({sec(0), sec(5), k, 1, true}); };
        QCOMPARE(h->process(kInput, {row("a")}), Lines{});
        QCOMPARE(h->watermark(4'999),
                 (Lines{"+I[1970-01-01T00:00, 1970-01-01T00:00:05, a, 1]", "WM(4999)"}));
        // A late row within the lateness updates the row; a key first seen late fires at once.
        QCOMPARE(h->process(kInput, {row("a"), row("b")}),
                 (Lines{"-U[1970-01-01T00:00, 1970-01-01T00:00:05, a, 1]",
                        "+U[1970-01-01T00:00, 1970-01-01T00:00:05, a, 2]",
                        "+I[1970-01-01T00:00, 1970-01-01T00:00:05, b, 1]"}));
        // At end - 1 + lateness the window is gone: later rows are dropped and counted.
        QCOMPARE(h->watermark(6'999), Lines{"WM(6999)"});
        QCOMPARE(h->stateBackend().totalEntries(), 0);
        QCOMPARE(h->process(kInput, {row("a")}), Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 1);
    }

    void periodicEarlyFiringFollowsProcessingTime()
    {
        plan::WindowEmit strategy;
        strategy.earlyDelayMillis = 1'000;
        auto h = makeHarness({0, 1, 2}, countOnly(), plan::WindowKind::Tumble, false, strategy);
        QVERIFY(h);
        auto row = [](const char *k) { return ins({sec(0), sec(5), k, 1, true}); };
        QCOMPARE(h->process(kInput, {row("a")}), Lines{}); // the first row starts the timer
        QCOMPARE(h->processingTime(999), Lines{});
        QCOMPARE(h->processingTime(1'000), (Lines{"+I[1970-01-01T00:00, 1970-01-01T00:00:05, a, 1]"}));
        QCOMPARE(h->process(kInput, {row("a")}), Lines{});
        QCOMPARE(h->processingTime(2'000),
                 (Lines{"-U[1970-01-01T00:00, 1970-01-01T00:00:05, a, 1]",
                        "+U[1970-01-01T00:00, 1970-01-01T00:00:05, a, 2]"}));
        QCOMPARE(h->processingTime(3'000), Lines{}); // unchanged
        QCOMPARE(h->watermark(4'999), Lines{"WM(4999)"});
        QCOMPARE(h->processingTime(4'000), Lines{});
        QCOMPARE(h->stateBackend().totalEntries(), 0);
    }

    // Checkpoints: accumulators, last results and on-time marks are keyed state; the pending
    // windows, their cleanups and the periodic early and late firings (processing-time timers)
    // go with the checkpoint, by key group.
    void emitStrategiesResumeFromACheckpoint()
    {
        plan::WindowEmit strategy;
        strategy.earlyDelayMillis = 1'000;
        strategy.lateDelayMillis = 500;
        strategy.allowLatenessMillis = 3'000;
        auto make = [&](int index, int parallelism) {
            return makeHarness({0, 1, 2}, countOnly(), plan::WindowKind::Tumble, false, strategy, index, parallelism);
        };
        auto row = [](const char *k, std::int64_t start = 0) { return ins({sec(start), sec(start + 5), k, 1, true}); };
        auto before = [&](OperatorHarness &h) {
            Lines out = h.process(kInput, {row("a"), row("b"), row("c"), row("d", 5)});
            append(out, h.processingTime(1'000));
            append(out, h.process(kInput, {row("a"), row("e")}));
            append(out, h.processingTime(1'200));
            append(out, h.watermark(4'999));
            append(out, h.process(kInput, {row("b"), row("f"), row("d", 5)})); // b late, f first seen late
            append(out, h.processingTime(1'300));
            return out;
        };
        auto after = [&](OperatorHarness &h) {
            Lines out = h.processingTime(1'800);
            append(out, h.process(kInput, {row("c"), row("d", 5)}));
            append(out, h.processingTime(2'000));
            append(out, h.processingTime(2'400));
            append(out, h.watermark(7'999));
            append(out, h.processingTime(3'000));
            append(out, h.endInput());
            return out;
        };
        auto fire = [](OperatorHarness &h) {
            Lines out = h.processingTime(1'800);
            append(out, h.processingTime(2'200));
            append(out, h.watermark(7'999));
            append(out, h.endInput());
            return out;
        };
        QVERIFY(make(0, 1));
        const std::string problems = checkRestore<OperatorHarness>(make, before, after, fire);
        QVERIFY2(problems.empty(), problems.c_str());
    }

    // Without the inline table (a checkpointing job, RocksDB) rows are combined per key in a
    // buffer and merged into the state when a window they hold may fire; a checkpoint takes
    // them into the state first. Either way the windows fire as the inline table's do.
    void bufferedRowsFireAndResumeFromACheckpoint()
    {
        using F = plan::AggFunction;
        const std::vector<plan::AggCall> calls = {
            call(F::CountStar, -1, LogicalType::bigInt(false)), call(F::Sum, 3, LogicalType::bigInt()),
            call(F::Max, 3, LogicalType::bigInt()), call(F::Avg, 3, LogicalType::bigInt()),
            call(F::Min, 3, LogicalType::bigInt(), false, /*filter=*/4)};
        auto make = [&](int index, int parallelism, bool inlineTables) {
            return makeHarness({0, 1, 2}, calls, plan::WindowKind::Tumble, false, {}, index,
                               parallelism, inlineTables);
        };
        auto row = [](const char *k, int v, std::int64_t start = 0) {
            return ins({sec(start), sec(start + 5), k, v, v % 2 == 0});
        };
        auto before = [&](OperatorHarness &h) {
            Lines out = h.process(kInput, {row("a", 1), row("b", 2), row("a", 3), row("c", 4, 5)});
            append(out, h.process(kInput, {row("b", 6), row("c", 8, 5), row("a", 5)}));
            append(out, h.watermark(4'999));
            append(out, h.process(kInput, {row("c", 10, 5), row("d", 12, 5), row("a", 7, 10)}));
            return out;
        };
        auto after = [&](OperatorHarness &h) {
            Lines out = h.process(kInput, {row("d", 14, 5), row("a", 9, 10)});
            append(out, h.watermark(9'999));
            append(out, h.endInput());
            return out;
        };
        auto fire = [](OperatorHarness &h) {
            Lines out = h.watermark(9'999);
            append(out, h.endInput());
            return out;
        };
        auto inlineRun = make(0, 1, true);
        auto bufferedRun = make(0, 1, false);
        QVERIFY(inlineRun && bufferedRun);
        Lines inlineLines = before(*inlineRun);
        append(inlineLines, after(*inlineRun));
        Lines bufferedLines = before(*bufferedRun);
        append(bufferedLines, after(*bufferedRun));
        QCOMPARE(bufferedLines, inlineLines);
        QCOMPARE(inlineLines.size(), std::size_t{7}); // 5 windows' rows, 2 watermarks
        const std::string problems = checkRestore<OperatorHarness>(
            [&](int index, int parallelism) { return make(index, parallelism, false); }, before, after, fire);
        QVERIFY2(problems.empty(), problems.c_str());
    }

    void rejectsUpdates()
    {
        auto h = makeHarness({0, 1}, countOnly());
        QVERIFY(h);
        h->process(kInput, {del({sec(0), sec(5), "k", 1, true})});
        QVERIFY(!h->status());
    }
};

QTEST_GUILESS_MAIN(WindowAggregateOperatorTest)
#include "window_aggregate_operator_test.moc"
