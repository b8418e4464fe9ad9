// WatermarkAssignerOperator: rows pass unchanged, the watermark is the running maximum of the
// WATERMARK expression, emitted as Flink's assigner does: right after a row that moved it more
// than pipeline.auto-watermark-interval past the last one emitted, and on the periodic timer;
// never below 0; NULL rowtime fails as in Flink.
// With table.exec.source.idle-timeout the output turns idle after that long without rows
// (processing time, a manual clock here) and active again before the next row.

#include "exec/operators.h"
#include "exec/watermark_assigner_operator.h"
#include "expr_test_support.h"
#include "state/clock.h"

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

// An assigner opened at processing time `openedAt` with `idleTimeout` (empty: not set).
struct IdleFixture {
    explicit IdleFixture(const char *idleTimeout, std::int64_t openedAt = 0)
        : node(assignerNode()), op(exec::makeWatermarkAssignerOperator(*node)), clock(openedAt),
          schema(exec::schemaFromPlan(node->inputs[0]->schema))
    {
        if (idleTimeout)
            openStatus = config.set("table.exec.source.idle-timeout", idleTimeout);
        context.config = &config;
        context.clock = &clock;
        if (openStatus.isOk())
            openStatus = op->open(context);
    }
    // Rows with these rowtimes (seconds) arrive; returns what the operator emitted.
    std::vector<std::string> rows(std::vector<int> seconds)
    {
        std::vector<std::pair<RowKind, std::vector<std::string>>> text;
        for (const int s : seconds)
            text.push_back(
                {RowKind::Insert, {std::to_string(s), "1970-01-01 00:00:" + pad(s) + ".000"}});
        RowBatch b = batchFromText(schema, text);
        status = op->processBatch(0, b, out);
        return out.take();
    }
    // A processing-time tick at `millis`.
    std::vector<std::string> tick(std::int64_t millis)
    {
        clock.set(millis);
        status = op->onProcessingTime(millis, out);
        return out.take();
    }
    static std::string pad(int s) { return (s < 10 ? "0" : "") + std::to_string(s); }

    std::shared_ptr<plan::WatermarkAssignerNode> node;
    std::unique_ptr<exec::Operator> op;
    state::ManualClock clock;
    Configuration config;
    exec::OperatorContext context;
    std::shared_ptr<const Schema> schema;
    RecordingOutput out;
    Status openStatus;
    Status status;
};

using Lines = std::vector<std::string>;

} // namespace

class WatermarkAssignerOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void emitsTheRunningMaximumAfterTheRowThatMovedIt()
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
        // Each step is more than the 200 ms interval: a watermark follows each row that moved it,
        // inside the batch, so row 3 is already behind WM(15000) downstream.
        const std::vector<std::string> expected = {"+I[1, 1970-01-01T00:00:10]",
                                                   "WM(5000)",
                                                   "+I[2, 1970-01-01T00:00:20]",
                                                   "WM(15000)",
                                                   "+I[3, 1970-01-01T00:00:15]",
                                                   "+I[4, 1970-01-01T00:00:01]",
                                                   "+I[5, 1970-01-01T00:00:30]",
                                                   "WM(25000)",
                                                   "WM(9223372036854775807)"};
        QCOMPARE(out.lines, expected);
    }

    void smallStepsWaitForTheIntervalOrTheTimer()
    {
        auto run = [](const char *interval, std::vector<std::string> times, std::int64_t tickAt) -> Lines {
            auto node = assignerNode();
            auto op = exec::makeWatermarkAssignerOperator(*node);
            Configuration config;
            if (interval && !config.set("pipeline.auto-watermark-interval", interval).isOk())
                return {"bad interval"};
            state::ManualClock clock(0);
            exec::OperatorContext context;
            context.config = &config;
            context.clock = &clock;
            if (!op->open(context))
                return {"open failed"};
            RecordingOutput out;
            auto schema = exec::schemaFromPlan(node->inputs[0]->schema);
            std::vector<std::pair<RowKind, std::vector<std::string>>> rows;
            for (std::size_t i = 0; i < times.size(); ++i)
                rows.push_back({RowKind::Insert, {std::to_string(i + 1), "1970-01-01 00:00:" + times[i]}});
            RowBatch b = batchFromText(schema, rows);
            if (!op->processBatch(0, b, out))
                return {"processBatch failed"};
            out.lines.push_back("tick");
            clock.set(tickAt);
            if (!op->onProcessingTime(tickAt, out))
                return {"onProcessingTime failed"};
            return out.lines;
        };
        // 200 ms by default: 5100 and 5200 are within it of 5000; 5300 is past it; the timer
        // then emits what the eager rule held back (5350).
        QCOMPARE(run(nullptr, {"10.000", "10.100", "10.200", "10.300", "10.350"}, 200),
                 (Lines{"+I[1, 1970-01-01T00:00:10]", "WM(5000)", "+I[2, 1970-01-01T00:00:10.100]",
                        "+I[3, 1970-01-01T00:00:10.200]", "+I[4, 1970-01-01T00:00:10.300]",
                        "WM(5300)", "+I[5, 1970-01-01T00:00:10.350]", "tick", "WM(5350)"}));
        // Interval 0: every advance goes out at once, and there is no timer.
        QCOMPARE(run("0 ms", {"10.000", "10.100", "10.100"}, 1000),
                 (Lines{"+I[1, 1970-01-01T00:00:10]", "WM(5000)", "+I[2, 1970-01-01T00:00:10.100]",
                        "WM(5100)", "+I[3, 1970-01-01T00:00:10.100]", "tick"}));
        // A watermark below 0 is never emitted (Flink's assigner starts from 0).
        QCOMPARE(run(nullptr, {"01.000", "04.000"}, 1000),
                 (Lines{"+I[1, 1970-01-01T00:00:01]", "+I[2, 1970-01-01T00:00:04]", "tick"}));
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

    void idleAfterTheTimeoutWithoutRowsAndActiveBeforeTheNextRow()
    {
        IdleFixture f("1 s");
        QVERIFY(f.openStatus);
        QCOMPARE(f.tick(500), Lines{});
        QCOMPARE(f.rows({10}), (Lines{"+I[10, 1970-01-01T00:00:10]", "WM(5000)"}));
        QCOMPARE(f.tick(900), Lines{}); // rows since the last check: the timer restarts at 900
        QCOMPARE(f.tick(1850), Lines{});
        QCOMPARE(f.tick(1900), Lines{"IDLE"});
        QCOMPARE(f.tick(9000), Lines{}); // said once
        // The next row makes the output active again before the row itself goes out.
        QCOMPARE(f.rows({20}), (Lines{"ACTIVE", "+I[20, 1970-01-01T00:00:20]", "WM(15000)"}));
        QCOMPARE(f.tick(9100), Lines{});
        QCOMPARE(f.tick(10'099), Lines{});
        QCOMPARE(f.tick(10'100), Lines{"IDLE"});
        QVERIFY(f.status);
    }

    void aSourceWithoutAnyRowTurnsIdleOneTimeoutAfterOpen()
    {
        IdleFixture f("200 ms", 50'000);
        QVERIFY(f.openStatus);
        QCOMPARE(f.tick(50'199), Lines{});
        QCOMPARE(f.tick(50'200), Lines{"IDLE"});
    }

    void aJumpOfProcessingTimeRightAfterRowsDoesNotMakeItIdle()
    {
        // As Flink's assigner: idleness counts from the last check that saw rows, so a loaded
        // machine (or a clock moved by hand) that ticks late does not flag a busy source.
        IdleFixture f("1 s");
        // (No watermark: it is below 0.)
        QCOMPARE(f.rows({1, 2}), (Lines{"+I[1, 1970-01-01T00:00:01]", "+I[2, 1970-01-01T00:00:02]"}));
        QCOMPARE(f.tick(60'000), Lines{});
        QCOMPARE(f.tick(61'000), Lines{"IDLE"});
    }

    void withoutIdleTimeoutTheOutputNeverTurnsIdle()
    {
        for (const char *timeout : {static_cast<const char *>(nullptr), "0 ms"}) {
            IdleFixture f(timeout);
            QVERIFY(f.openStatus);
            QCOMPARE(f.tick(1'000'000'000), Lines{});
            QCOMPARE(f.rows({30}), (Lines{"+I[30, 1970-01-01T00:00:30]", "WM(25000)"}));
            QCOMPARE(f.tick(2'000'000'000), Lines{});
        }
        // No configuration at all (operator tests elsewhere): off too.
        auto node = assignerNode();
        auto op = exec::makeWatermarkAssignerOperator(*node);
        exec::OperatorContext context;
        QVERIFY(op->open(context));
        RecordingOutput out;
        QVERIFY(op->onProcessingTime(std::numeric_limits<std::int64_t>::max() / 2, out));
        QVERIFY(out.lines.empty());
    }

    void endOfInputMakesAnIdleOutputActiveBeforeTheFinalWatermark()
    {
        IdleFixture f("100 ms");
        QCOMPARE(f.tick(100), Lines{"IDLE"});
        QVERIFY(f.op->processWatermark(std::numeric_limits<std::int64_t>::max(), f.out));
        QCOMPARE(f.out.take(), (Lines{"ACTIVE", "WM(9223372036854775807)"}));
    }

    void upstreamIdlenessPassesThroughAndRowsEndIt()
    {
        IdleFixture f("10 s");
        QVERIFY(f.op->processIdle(true, f.out));
        QCOMPARE(f.out.take(), Lines{"IDLE"});
        QCOMPARE(f.tick(50), Lines{}); // already idle
        QCOMPARE(f.rows({3}), (Lines{"ACTIVE", "+I[3, 1970-01-01T00:00:03]"})); // WM below 0
        QVERIFY(f.op->processIdle(false, f.out));
        QCOMPARE(f.out.take(), Lines{}); // no change
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
