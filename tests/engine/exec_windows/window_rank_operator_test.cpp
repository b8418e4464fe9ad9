#include "exec/window_rank_operator.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const LogicalType kTs = LogicalType::timestamp(3, false);

// What a window table function hands the Top-N: key, value, time, then the window's columns.
const plan::RowSchema kInput = {{"k", LogicalType::string()},
                                {"v", LogicalType::bigInt()},
                                {"ts", kTs},
                                {"window_start", kTs},
                                {"window_end", kTs}};

std::unique_ptr<OperatorHarness> makeHarness(std::vector<plan::SortKey> order, std::int64_t limit,
                                             bool deduplicate = false, bool proctime = false)
{
    plan::WindowRankNode node;
    node.window.kind = plan::WindowKind::Tumble;
    node.window.size = std::chrono::seconds(10);
    node.window.proctime = proctime;
    node.windowStartKey = 3;
    node.windowEndKey = 4;
    node.partitionKeys = {0};
    node.orderKeys = std::move(order);
    node.limit = limit;
    node.deduplicate = deduplicate;
    node.schema = kInput;
    node.schema.push_back({"rn", LogicalType::bigInt(false)});
    node.inputs.push_back(inputNode(kInput, plan::ChangelogMode::insertOnly()));
    auto h = std::make_unique<OperatorHarness>(std::make_unique<exec::WindowRankOperator>(node));
    if (!h->open())
        return nullptr;
    return h;
}

// A row of key `k` with value `v` at `s` seconds, in its 10 s tumbling window.
TestRow at(const char *k, Val v, std::int64_t s)
{
    const std::int64_t start = s / 10 * 10;
    return ins({k, v, Val::ts(s * 1000), Val::ts(start * 1000), Val::ts((start + 10) * 1000)});
}

} // namespace

class WindowRankOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void eachWindowRanksItsRowsOnceWhenItEnds()
    {
        auto h = makeHarness({{1, true, std::nullopt}}, 2);
        QVERIFY(h);
        // Ties keep their arrival order; only the top 2 stay; NULL ranks last when descending.
        QCOMPARE(h->process(kInput, {at("a", 5, 1), at("a", nullptr, 2), at("a", 9, 3), at("a", 5, 4),
                                     at("b", 1, 5), at("a", 7, 12)}),
                 Lines{});
        QCOMPARE(h->watermark(9'998), (Lines{"WM(9998)"}));
        QCOMPARE(h->watermark(9'999),
                 (Lines{"+I[b, 1, 1970-01-01T00:00:05, 1970-01-01T00:00, 1970-01-01T00:00:10, 1]",
                        "+I[a, 9, 1970-01-01T00:00:03, 1970-01-01T00:00, 1970-01-01T00:00:10, 1]",
                        "+I[a, 5, 1970-01-01T00:00:01, 1970-01-01T00:00, 1970-01-01T00:00:10, 2]",
                        "WM(9999)"}));
        // A row of a window that fired is late: dropped and counted.
        QCOMPARE(h->process(kInput, {at("a", 100, 8)}), Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 1);
        QCOMPARE(h->endInput(),
                 (Lines{"+I[a, 7, 1970-01-01T00:00:12, 1970-01-01T00:00:10, 1970-01-01T00:00:20, 1]"}));
        QCOMPARE(h->stateBackend().totalEntries(), 0);
    }

    void deduplicationKeepingTheLastRowTakesTheLaterOfEqualTimes()
    {
        auto h = makeHarness({{2, true, std::nullopt}}, 1, /*deduplicate=*/true);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {at("a", 1, 4), at("a", 2, 6), at("a", 3, 6), at("a", 4, 5)}), Lines{});
        QCOMPARE(h->endInput(),
                 (Lines{"+I[a, 3, 1970-01-01T00:00:06, 1970-01-01T00:00, 1970-01-01T00:00:10, 1]"}));
    }

    void processingTimeWindowsRankOnTheClock()
    {
        auto h = makeHarness({{1, false, std::nullopt}}, 1, false, /*proctime=*/true);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {at("a", 3, 1), at("a", 2, 2)}), Lines{});
        QCOMPARE(h->processingTime(9'998), Lines{});
        QCOMPARE(h->processingTime(9'999),
                 (Lines{"+I[a, 2, 1970-01-01T00:00:02, 1970-01-01T00:00, 1970-01-01T00:00:10, 1]"}));
        // Open processing-time windows are not fired at the end of input, as in Flink.
        QCOMPARE(h->process(kInput, {at("a", 1, 15)}), Lines{});
        QCOMPARE(h->endInput(), Lines{});
    }
};

QTEST_GUILESS_MAIN(WindowRankOperatorTest)
#include "window_rank_operator_test.moc"
