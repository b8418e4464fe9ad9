#include "exec/session_window_table_function_operator.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const LogicalType kTs = LogicalType::timestamp(3, false);
const plan::RowSchema kInput = {{"k", LogicalType::string()}, {"ts", kTs}};

std::unique_ptr<OperatorHarness> makeHarness(int subtask = 0, int parallelism = 1)
{
    plan::WindowTableFunctionNode node;
    node.window.kind = plan::WindowKind::Session;
    node.window.gap = std::chrono::seconds(10);
    node.window.timeColumn = 1;
    node.partitionKeys = {0};
    node.mergeSessions = true;
    node.schema = kInput;
    node.schema.push_back({"window_start", kTs});
    node.schema.push_back({"window_end", kTs});
    node.schema.push_back({"window_time", kTs});
    node.inputs.push_back(inputNode(kInput, plan::ChangelogMode::insertOnly()));
    auto h = std::make_unique<OperatorHarness>(
        std::make_unique<exec::SessionWindowTableFunctionOperator>(node));
    h->setSubtask(subtask, parallelism);
    if (!h->open())
        return nullptr;
    return h;
}

TestRow at(const char *k, std::int64_t s)
{
    return ins({k, Val::ts(s * 1000)});
}

} // namespace

class SessionWindowTableFunctionOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void rowsLeaveWithTheirMergedSessionWhenItEnds()
    {
        auto h = makeHarness();
        QVERIFY(h);
        // a: 0 and 10 touch ([0, 20)); 25 is a session of its own. b alone at 3.
        QCOMPARE(h->process(kInput, {at("a", 0), at("a", 10), at("b", 3), at("a", 25)}), Lines{});
        QCOMPARE(h->watermark(12'999),
                 (Lines{"+I[b, 1970-01-01T00:00:03, 1970-01-01T00:00:03, 1970-01-01T00:00:13, 1970-01-01T00:00:12.999]",
                        "WM(12999)"}));
        // A row whose own window has ended but that touches a's open session joins it; one that
        // meets nothing is late.
        QCOMPARE(h->process(kInput, {at("a", 2), at("b", 1)}), Lines{});
        QCOMPARE(h->counter(MetricCounter::LateRecordsDropped), 1);
        QCOMPARE(h->watermark(19'999),
                 (Lines{"+I[a, 1970-01-01T00:00, 1970-01-01T00:00, 1970-01-01T00:00:20, 1970-01-01T00:00:19.999]",
                        "+I[a, 1970-01-01T00:00:02, 1970-01-01T00:00, 1970-01-01T00:00:20, 1970-01-01T00:00:19.999]",
                        "+I[a, 1970-01-01T00:00:10, 1970-01-01T00:00, 1970-01-01T00:00:20, 1970-01-01T00:00:19.999]",
                        "WM(19999)"}));
        QCOMPARE(h->endInput(),
                 (Lines{"+I[a, 1970-01-01T00:00:25, 1970-01-01T00:00:25, 1970-01-01T00:00:35, 1970-01-01T00:00:34.999]"}));
        QCOMPARE(h->stateBackend().totalEntries(), 0);
    }

    // Checkpoints: the rows are keyed state; their timers (by key group) and the row sequence go
    // with the checkpoint.
    void resumesFromACheckpoint()
    {
        auto before = [](OperatorHarness &h) {
            Lines out = h.process(kInput, {at("a", 0), at("a", 10), at("b", 3), at("c", 4), at("d", 30), at("a", 25)});
            append(out, h.watermark(12'999));
            append(out, h.process(kInput, {at("c", 12), at("e", 20)}));
            return out;
        };
        auto after = [](OperatorHarness &h) {
            Lines out = h.process(kInput, {at("a", 12), at("d", 35)});
            append(out, h.watermark(29'999));
            append(out, h.endInput());
            return out;
        };
        auto fire = [](OperatorHarness &h) {
            Lines out = h.watermark(29'999);
            append(out, h.endInput());
            return out;
        };
        QVERIFY(makeHarness());
        const std::string problems = checkRestore<OperatorHarness>(makeHarness, before, after, fire);
        QVERIFY2(problems.empty(), problems.c_str());
    }
};

QTEST_GUILESS_MAIN(SessionWindowTableFunctionOperatorTest)
#include "session_window_table_function_operator_test.moc"
