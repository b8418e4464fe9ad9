#include "exec/temporal_sort_operator.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const plan::RowSchema kInput = {{"ts", LogicalType::timestamp(3, false)}, {"v", LogicalType::bigInt()}};

std::unique_ptr<OperatorHarness> makeHarness(bool proctime = false, int subtask = 0, int parallelism = 1)
{
    plan::TemporalSortNode node;
    node.orderKeys = {{0, false, std::nullopt}, {1, true, std::nullopt}}; // ORDER BY ts, v DESC
    node.proctime = proctime;
    node.schema = kInput;
    node.inputs.push_back(inputNode(kInput, plan::ChangelogMode::insertOnly()));
    auto h = std::make_unique<OperatorHarness>(std::make_unique<exec::TemporalSortOperator>(node));
    h->setSubtask(subtask, parallelism);
    if (!h->open())
        return nullptr;
    return h;
}

TestRow at(std::int64_t s, Val v)
{
    return ins({Val::ts(s * 1000), v});
}

} // namespace

class TemporalSortOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void rowsLeaveInTimeOrderOnceTheWatermarkPassesThem()
    {
        auto h = makeHarness();
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {at(3, 1), at(1, 5), at(3, 7), at(2, nullptr), at(1, 6)}), Lines{});
        // Within one time the other key orders them (v DESC, NULL last).
        QCOMPARE(h->watermark(2'000), (Lines{"+I[1970-01-01T00:00:01, 6]", "+I[1970-01-01T00:00:01, 5]",
                                             "+I[1970-01-01T00:00:02, null]", "WM(2000)"}));
        // Not newer than the last time emitted: late, dropped and counted; newer ones wait.
        QCOMPARE(h->process(kInput, {at(2, 9), at(3, 8), at(4, 0)}), Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 1);
        QCOMPARE(h->endInput(), (Lines{"+I[1970-01-01T00:00:03, 8]", "+I[1970-01-01T00:00:03, 7]",
                                       "+I[1970-01-01T00:00:03, 1]", "+I[1970-01-01T00:00:04, 0]"}));
        QCOMPARE(h->stateBackend().totalEntries(), 0);
    }

    void processingTimeOrdersEachBatchByTheOtherKeys()
    {
        auto h = makeHarness(/*proctime=*/true);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {at(0, 1), at(0, 3), at(0, 2)}),
                 (Lines{"+I[1970-01-01T00:00, 3]", "+I[1970-01-01T00:00, 2]", "+I[1970-01-01T00:00, 1]"}));
    }

    // Checkpoints: the waiting rows are keyed state; the last time emitted (what is late) and the
    // row sequence go with the checkpoint.
    void resumesFromACheckpoint()
    {
        auto make = [](int index, int parallelism) { return makeHarness(false, index, parallelism); };
        auto before = [](OperatorHarness &h) {
            Lines out = h.process(kInput, {at(3, 1), at(1, 5), at(3, 7), at(2, nullptr)});
            append(out, h.watermark(2'000));
            append(out, h.process(kInput, {at(4, 2), at(3, 7)}));
            return out;
        };
        // 2 s was emitted before the checkpoint: a row at 2 s stays late after the restore.
        auto after = [](OperatorHarness &h) {
            Lines out = h.process(kInput, {at(2, 9), at(3, 7), at(5, 1)});
            out.push_back("late " + std::to_string(h.counter(MetricCounter::LateRecordsDropped)));
            append(out, h.endInput());
            return out;
        };
        auto fire = [](OperatorHarness &h) { return h.endInput(); };
        QVERIFY(make(0, 1));
        const std::string problems = checkRestore<OperatorHarness>(make, before, after, fire);
        QVERIFY2(problems.empty(), problems.c_str());
    }
};

QTEST_GUILESS_MAIN(TemporalSortOperatorTest)
#include "temporal_sort_operator_test.moc"
