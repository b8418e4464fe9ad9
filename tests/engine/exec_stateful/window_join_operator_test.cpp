// Window join operator-harness tests, following Flink's WindowJoinOperator: each side keeps its
// rows per key and window until the watermark reaches the window's end - 1; then the window's
// pairs that satisfy the condition are emitted, and an outer side's rows that met none are
// padded; rows of a window that fired are late; NULL keys meet nothing.

#include "stateful_harness.h"

#include "exec/operators.h"

#include <QTest>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::testing;

namespace {

using Rows = std::vector<std::string>;

// A side: the key, a value, and its 10 s tumbling window's end (the window start, also a key in
// a real plan, is left out: the end alone names a tumbling window).
RowSchema sideSchema(const std::string &prefix)
{
    return {{prefix + "k", LogicalType::integer()},
            {prefix + "v", LogicalType::integer()},
            {prefix + "end", LogicalType::timestamp(3, false)}};
}

const auto kLeft = exec::schemaFromPlan(sideSchema("l"));
const auto kRight = exec::schemaFromPlan(sideSchema("r"));

std::shared_ptr<JoinNode> windowJoin(JoinKind kind, BoundExprPtr condition = {})
{
    auto j = makeJoinNode(kind, sideSchema("l"), sideSchema("r"), ChangelogMode::insertOnly());
    j->leftKeys = {0, 2};
    j->rightKeys = {0, 2};
    WindowJoinColumns w;
    w.window.size = std::chrono::seconds(10);
    w.leftEnd = 2;
    w.rightEnd = 2;
    j->window = w;
    j->windowJoin = true;
    j->nonEquiCondition = std::move(condition);
    return j;
}

TestRow row(Value k, std::int64_t v, std::int64_t endSeconds)
{
    return ins({std::move(k), v, endSeconds * 1000});
}

} // namespace

class WindowJoinOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void eachWindowJoinsOnceWhenItEnds()
    {
        Harness h(exec::makeWindowJoinOperator(*windowJoin(JoinKind::Inner)));
        QVERIFY(h.openStatus.isOk());
        h.push(0, kLeft, {row(std::int64_t{1}, 10, 10), row(std::int64_t{1}, 11, 10), row(std::int64_t{2}, 20, 10)});
        h.push(1, kRight, {row(std::int64_t{1}, 100, 10), row(std::int64_t{1}, 101, 20), row(std::int64_t{2}, 200, 20)});
        QCOMPARE(h.take(), Rows{});
        QVERIFY(h.op().processWatermark(9'998, h.out).isOk());
        QCOMPARE(h.take(), Rows{});
        // Window [0, 10): key 1's two left rows meet its right row; key 2 has no partner there.
        QVERIFY(h.op().processWatermark(9'999, h.out).isOk());
        QCOMPARE(h.take(), (Rows{"+I[1, 10, 1970-01-01T00:00:10, 1, 100, 1970-01-01T00:00:10]",
                                 "+I[1, 11, 1970-01-01T00:00:10, 1, 100, 1970-01-01T00:00:10]"}));
        // A row of that window now is late.
        h.push(1, kRight, {row(std::int64_t{2}, 201, 10)});
        QCOMPARE(h.take(), Rows{});
        QVERIFY(h.op().endInput(h.out).isOk());
        QCOMPARE(h.take(), Rows{});
        QCOMPARE(h.backend().totalEntries(), 0);
    }

    void outerSidesArePaddedAndTheConditionFiltersPairs()
    {
        // l.v < r.v over the output columns (lk, lv, lend, rk, rv, rend).
        auto lv = makeInputRef(1, LogicalType::integer(), "lv");
        auto rv = makeInputRef(4, LogicalType::integer(), "rv");
        auto lt = makeCall(ScalarFunction::LessThan, LogicalType::boolean(), {lv, rv});
        Harness h(exec::makeWindowJoinOperator(*windowJoin(JoinKind::Full, lt)));
        QVERIFY(h.openStatus.isOk());
        h.push(0, kLeft, {row(std::int64_t{1}, 5, 10), row(std::int64_t{1}, 50, 10), row(kNull, 7, 10)});
        h.push(1, kRight, {row(std::int64_t{1}, 9, 10), row(std::int64_t{3}, 1, 10)});
        QVERIFY(h.op().endInput(h.out).isOk());
        std::string error;
        const Rows result = rowsOf(materialize(h.take(), &error));
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(result, (Rows{"[1, 5, 1970-01-01T00:00:10, 1, 9, 1970-01-01T00:00:10]",
                               "[1, 50, 1970-01-01T00:00:10, null, null, null]",
                               "[null, 7, 1970-01-01T00:00:10, null, null, null]",
                               "[null, null, null, 3, 1, 1970-01-01T00:00:10]"}));
    }
};

QTEST_GUILESS_MAIN(WindowJoinOperatorTest)
#include "window_join_operator_test.moc"
