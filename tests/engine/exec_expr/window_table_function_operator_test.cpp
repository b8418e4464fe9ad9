// Window assignment of TUMBLE, HOP and CUMULATE as Flink's window assigners, and the window TVF
// operator's output rows.

#include "exec/operators.h"
#include "exec/window_table_function_operator.h"
#include "expr_test_support.h"
#include "state/clock.h"

#include <QTest>

using namespace sluice;
using namespace sluice::testing;
using std::chrono::milliseconds;

namespace {

plan::WindowSpec spec(plan::WindowKind kind, long long size, long long slideOrStep = 0)
{
    plan::WindowSpec w;
    w.kind = kind;
    w.timeColumn = 1;
    w.size = milliseconds(size);
    if (kind == plan::WindowKind::Hop)
        w.slide = milliseconds(slideOrStep);
    if (kind == plan::WindowKind::Cumulate)
        w.step = milliseconds(slideOrStep);
    return w;
}

std::vector<exec::WindowBounds> windows(const plan::WindowSpec &w, std::int64_t ts)
{
    std::vector<exec::WindowBounds> out;
    exec::assignWindows(w, ts, out);
    return out;
}

std::shared_ptr<plan::WindowTableFunctionNode> tvfNode(plan::WindowSpec w)
{
    auto input =
        std::make_shared<plan::UnionNode>(); // stands for any input: only its schema matters
    input->schema = {{"id", LogicalType::integer()},
                     {"ts", LogicalType::timestamp(3).withTimeAttribute(TimeAttribute::Rowtime)}};
    auto node = std::make_shared<plan::WindowTableFunctionNode>();
    node->inputs.push_back(input);
    node->schema = input->schema;
    node->schema.push_back({"window_start", LogicalType::timestamp(3, false)});
    node->schema.push_back({"window_end", LogicalType::timestamp(3, false)});
    node->schema.push_back({"window_time", LogicalType::timestamp(3, false).withTimeAttribute(
                                               TimeAttribute::Rowtime)});
    node->window = w;
    return node;
}

} // namespace

class WindowTableFunctionOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void tumble()
    {
        const auto w = spec(plan::WindowKind::Tumble, 10);
        QCOMPARE(windows(w, 0), (std::vector<exec::WindowBounds>{{0, 10}}));
        QCOMPARE(windows(w, 9), (std::vector<exec::WindowBounds>{{0, 10}}));
        QCOMPARE(windows(w, 10), (std::vector<exec::WindowBounds>{{10, 20}}));
        QCOMPARE(windows(w, -1), (std::vector<exec::WindowBounds>{{-10, 0}})); // before the epoch
    }

    void hopLatestStartFirst()
    {
        const auto w = spec(plan::WindowKind::Hop, 10, 5); // HOP(slide 5, size 10)
        QCOMPARE(windows(w, 12), (std::vector<exec::WindowBounds>{{10, 20}, {5, 15}}));
        QCOMPARE(windows(w, 10), (std::vector<exec::WindowBounds>{{10, 20}, {5, 15}}));
        QCOMPARE(windows(w, 4), (std::vector<exec::WindowBounds>{{0, 10}, {-5, 5}}));
        const auto w3 = spec(plan::WindowKind::Hop, 15, 5);
        QCOMPARE(windows(w3, 7), (std::vector<exec::WindowBounds>{{5, 20}, {0, 15}, {-5, 10}}));
    }

    void cumulateEarliestEndFirst()
    {
        const auto w = spec(plan::WindowKind::Cumulate, 12, 4); // step 4, size 12
        QCOMPARE(windows(w, 1), (std::vector<exec::WindowBounds>{{0, 4}, {0, 8}, {0, 12}}));
        QCOMPARE(windows(w, 5), (std::vector<exec::WindowBounds>{{0, 8}, {0, 12}}));
        QCOMPARE(windows(w, 11), (std::vector<exec::WindowBounds>{{0, 12}}));
        QCOMPARE(windows(w, 12), (std::vector<exec::WindowBounds>{{12, 16}, {12, 20}, {12, 24}}));
    }

    void operatorAppendsWindowColumns()
    {
        auto node = tvfNode(spec(plan::WindowKind::Hop, 10'000, 5'000));
        auto op = exec::makeWindowTableFunctionOperator(*node);
        exec::OperatorContext context;
        QVERIFY(op->open(context));
        RecordingOutput out;
        auto schema = exec::schemaFromPlan(node->inputs[0]->schema);
        RowBatch batch =
            batchFromText(schema, {{RowKind::Insert, {"1", "2024-01-01 00:00:07.500"}},
                                   {RowKind::Delete, {"2", "NULL"}},
                                   {RowKind::UpdateAfter, {"3", "2024-01-01 00:00:10.000"}}});
        QVERIFY(op->processBatch(0, batch, out));
        const std::vector<std::string> expected = {
            "+I[1, 2024-01-01T00:00:07.500, 2024-01-01T00:00:05, 2024-01-01T00:00:15, "
            "2024-01-01T00:00:14.999]",
            "+I[1, 2024-01-01T00:00:07.500, 2024-01-01T00:00, 2024-01-01T00:00:10, "
            "2024-01-01T00:00:09.999]",
            "+U[3, 2024-01-01T00:00:10, 2024-01-01T00:00:10, 2024-01-01T00:00:20, "
            "2024-01-01T00:00:19.999]",
            "+U[3, 2024-01-01T00:00:10, 2024-01-01T00:00:05, 2024-01-01T00:00:15, "
            "2024-01-01T00:00:14.999]",
        };
        QCOMPARE(out.lines, expected);
        QCOMPARE(static_cast<exec::WindowTableFunctionOperator &>(*op).droppedNullTimes(),
                 std::int64_t{1});
    }

    void proctimeUsesTheContextClock()
    {
        auto w = spec(plan::WindowKind::Tumble, 60'000);
        w.proctime = true;
        w.timeColumn = -1;
        auto node = tvfNode(w);
        auto op = exec::makeWindowTableFunctionOperator(*node);
        state::ManualClock clock(90'000);
        exec::OperatorContext context;
        context.clock = &clock;
        QVERIFY(op->open(context));
        RecordingOutput out;
        auto schema = exec::schemaFromPlan(node->inputs[0]->schema);
        RowBatch batch = batchFromText(schema, {{RowKind::Insert, {"1", "NULL"}}});
        QVERIFY(op->processBatch(0, batch, out));
        QCOMPARE(out.lines,
                 (std::vector<std::string>{
                     "+I[1, null, 1970-01-01T00:01, 1970-01-01T00:02, 1970-01-01T00:01:59.999]"}));
    }
};

QTEST_GUILESS_MAIN(WindowTableFunctionOperatorTest)
#include "window_table_function_operator_test.moc"
