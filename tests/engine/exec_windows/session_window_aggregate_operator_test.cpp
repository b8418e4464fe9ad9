#include "exec/session_window_aggregate_operator.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const LogicalType kTs = LogicalType::timestamp(3, false);

// What the session WindowTableFunction (plus a projection) hands the aggregate: the key, each
// row's own window [time, time + gap) and its window time, then the value.
const plan::RowSchema kInput = {{"k", LogicalType::string()},
                                {"window_start", kTs},
                                {"window_end", kTs},
                                {"window_time", kTs},
                                {"v", LogicalType::bigInt()}};

plan::AggCall call(plan::AggFunction f, int arg, LogicalType type)
{
    plan::AggCall c;
    c.function = f;
    c.argIndex = arg;
    c.type = std::move(type);
    c.name = "a" + std::to_string(static_cast<int>(f));
    return c;
}

std::unique_ptr<OperatorHarness> makeHarness(bool proctime = false)
{
    using F = plan::AggFunction;
    plan::WindowAggregateNode node;
    node.window.kind = plan::WindowKind::Session;
    node.window.gap = std::chrono::seconds(10);
    node.window.proctime = proctime;
    node.groupKeys = {0, 1, 2, 3};
    node.windowStartKey = 1;
    node.windowEndKey = 2;
    node.windowTimeKey = 3;
    node.aggCalls = {call(F::CountStar, -1, LogicalType::bigInt(false)),
                     call(F::Sum, 4, LogicalType::bigInt()), call(F::Max, 4, LogicalType::bigInt())};
    for (int k : node.groupKeys)
        node.schema.push_back(kInput[static_cast<std::size_t>(k)]);
    for (const auto &c : node.aggCalls)
        node.schema.push_back({c.name, c.type});
    node.inputs.push_back(inputNode(kInput, plan::ChangelogMode::insertOnly()));
    auto h = std::make_unique<OperatorHarness>(
        std::make_unique<exec::SessionWindowAggregateOperator>(node));
    if (!h->open())
        return nullptr;
    return h;
}

// A row at `s` seconds: its own session window [s, s + 10).
TestRow at(const char *key, std::int64_t s, Val v)
{
    return ins({key, Val::ts(s * 1000), Val::ts((s + 10) * 1000), Val::ts((s + 10) * 1000 - 1), v});
}

} // namespace

class SessionWindowAggregateOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void overlappingAndTouchingWindowsMerge()
    {
        auto h = makeHarness();
        QVERIFY(h);
        // a: 0 and 5 overlap ([0, 15)); 15 touches 15 and joins ([0, 25)). b stays alone.
        QCOMPARE(h->process(kInput, {at("a", 0, 1), at("a", 5, 2), at("b", 3, 7), at("a", 15, nullptr)}),
                 Lines{});
        QCOMPARE(h->watermark(12'998), (Lines{"WM(12998)"}));
        // b's session [3, 13) fires at its end - 1.
        QCOMPARE(h->watermark(12'999),
                 (Lines{"+I[b, 1970-01-01T00:00:03, 1970-01-01T00:00:13, 1970-01-01T00:00:12.999, 1, 7, 7]",
                        "WM(12999)"}));
        // A row between two sessions of a key bridges them: [30, 40) and [45, 55) with 38 -> one.
        QCOMPARE(h->process(kInput, {at("a", 30, 10), at("a", 45, 20), at("a", 38, 30)}), Lines{});
        QCOMPARE(h->watermark(24'999),
                 (Lines{"+I[a, 1970-01-01T00:00, 1970-01-01T00:00:25, 1970-01-01T00:00:24.999, 3, 3, 2]",
                        "WM(24999)"}));
        QCOMPARE(h->endInput(),
                 (Lines{"+I[a, 1970-01-01T00:00:30, 1970-01-01T00:00:55, 1970-01-01T00:00:54.999, 3, 60, 30]"}));
        QVERIFY(h->status());
        QCOMPARE(h->stateBackend().totalEntries(), 0);
    }

    void aLateRowMergingWithNothingIsDropped()
    {
        auto h = makeHarness();
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {at("a", 20, 1)}), Lines{});
        QCOMPARE(h->watermark(15'000), (Lines{"WM(15000)"}));
        // [2, 12) has ended and touches no open session: late. [12, 22) reaches a's [20, 30).
        QCOMPARE(h->process(kInput, {at("a", 2, 5), at("a", 12, 6)}), Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 1);
        QCOMPARE(h->endInput(),
                 (Lines{"+I[a, 1970-01-01T00:00:12, 1970-01-01T00:00:30, 1970-01-01T00:00:29.999, 2, 7, 6]"}));
    }

    void processingTimeSessionsFireOnTheClock()
    {
        auto h = makeHarness(/*proctime=*/true);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {at("a", 0, 1), at("a", 4, 1)}), Lines{});
        QCOMPARE(h->processingTime(13'998), Lines{});
        QCOMPARE(h->processingTime(13'999),
                 (Lines{"+I[a, 1970-01-01T00:00, 1970-01-01T00:00:14, 1970-01-01T00:00:13.999, 2, 2, 1]"}));
        // Open processing-time sessions are not fired at the end of input, as in Flink 1.20.
        QCOMPARE(h->process(kInput, {at("a", 20, 1)}), Lines{});
        QCOMPARE(h->endInput(), Lines{});
    }
};

QTEST_GUILESS_MAIN(SessionWindowAggregateOperatorTest)
#include "session_window_aggregate_operator_test.moc"
