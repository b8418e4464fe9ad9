// WatermarkAssignerOperator: rows pass unchanged, the watermark is the running maximum of the
// WATERMARK expression, emitted after a batch that advanced it; NULL rowtime fails as in Flink.

#include "exec/operators.h"
#include "exec/watermark_assigner_operator.h"
#include "expr_test_support.h"

#include <QTest>

#include <limits>

using namespace sluice;
using namespace sluice::testing;

namespace {

std::shared_ptr<plan::WatermarkAssignerNode> assignerNode()
{
    auto input = std::make_shared<plan::UnionNode>();
    input->schema = {{"id", LogicalType::integer()}, {"ts", LogicalType::timestamp(3)}};
    auto node = std::make_shared<plan::WatermarkAssignerNode>();
    node->inputs.push_back(input);
    node->schema = {{"id", LogicalType::integer()},
                    {"ts", LogicalType::timestamp(3).withTimeAttribute(TimeAttribute::Rowtime)}};
    node->rowtimeIndex = 1;
    // WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
    auto ts = plan::makeInputRef(1, LogicalType::timestamp(3), "ts");
    auto interval = plan::makeLiteral(
        LogicalType::intervalDayTime(DayTimeResolution::DayToSecond, 2, 3, false), "5000");
    node->watermark =
        plan::makeCall(plan::ScalarFunction::Minus, LogicalType::timestamp(3), {ts, interval});
    return node;
}

} // namespace

class WatermarkAssignerOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void emitsRunningMaximumAfterEachBatch()
    {
        auto node = assignerNode();
        auto op = exec::makeWatermarkAssignerOperator(*node);
        exec::OperatorContext context;
        QVERIFY(op->open(context));
        RecordingOutput out;
        auto schema = exec::schemaFromPlan(node->inputs[0]->schema);
        auto feed = [&](std::vector<std::pair<RowKind, std::vector<std::string>>> rows) {
            RowBatch b = batchFromText(schema, rows);
            return op->processBatch(0, b, out);
        };
        QVERIFY(feed({{RowKind::Insert, {"1", "1970-01-01 00:00:10.000"}},
                      {RowKind::Insert, {"2", "1970-01-01 00:00:20.000"}},
                      {RowKind::Insert, {"3", "1970-01-01 00:00:15.000"}}}));
        // A late row passes; the watermark does not go back, so nothing is emitted.
        QVERIFY(feed({{RowKind::Insert, {"4", "1970-01-01 00:00:01.000"}}}));
        QVERIFY(feed({{RowKind::Insert, {"5", "1970-01-01 00:00:30.000"}}}));
        // Upstream watermarks are swallowed, only the final one passes.
        QVERIFY(op->processWatermark(100'000, out));
        QVERIFY(op->processWatermark(std::numeric_limits<std::int64_t>::max(), out));
        const std::vector<std::string> expected = {"+I[1, 1970-01-01T00:00:10]",
                                                   "+I[2, 1970-01-01T00:00:20]",
                                                   "+I[3, 1970-01-01T00:00:15]",
                                                   "WM(15000)",
                                                   "+I[4, 1970-01-01T00:00:01]",
                                                   "+I[5, 1970-01-01T00:00:30]",
                                                   "WM(25000)",
                                                   "WM(9223372036854775807)"};
        QCOMPARE(out.lines, expected);
    }

    void nullRowtimeFailsLikeFlink()
    {
        auto node = assignerNode();
        auto op = exec::makeWatermarkAssignerOperator(*node);
        exec::OperatorContext context;
        context.name = "WatermarkAssigner[2]";
        QVERIFY(op->open(context));
        RecordingOutput out;
        auto schema = exec::schemaFromPlan(node->inputs[0]->schema);
        RowBatch b = batchFromText(schema, {{RowKind::Insert, {"1", "NULL"}}});
        Status s = op->processBatch(0, b, out);
        QVERIFY(!s);
        QVERIFY2(s.message().find("RowTime field should not be null") != std::string::npos,
                 s.message().c_str());
        QCOMPARE(s.origin(), std::string("WatermarkAssigner[2]"));
        QVERIFY(out.lines.empty());
    }

    void forwardOperatorPassesBatchesUnchanged()
    {
        auto node = assignerNode();
        auto op = exec::makeForwardOperator(*node);
        exec::OperatorContext context;
        QVERIFY(op->open(context));
        RecordingOutput out;
        auto schema = exec::schemaFromPlan(node->inputs[0]->schema);
        RowBatch b =
            batchFromText(schema, {{RowKind::UpdateBefore, {"1", "1970-01-01 00:00:01.000"}},
                                   {RowKind::Delete, {"NULL", "NULL"}}});
        QVERIFY(op->processBatch(0, b, out));
        QVERIFY(op->processWatermark(7, out));
        QCOMPARE(out.lines, (std::vector<std::string>{"-U[1, 1970-01-01T00:00:01]",
                                                      "-D[null, null]", "WM(7)"}));
    }
};

QTEST_GUILESS_MAIN(WatermarkAssignerOperatorTest)
#include "watermark_assigner_operator_test.moc"
