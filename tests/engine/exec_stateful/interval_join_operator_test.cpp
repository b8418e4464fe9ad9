// Event-time interval join operator-harness tests, following Flink's RowTimeIntervalJoin: rows
// join inside lower <= left.time - right.time <= upper; a row waits in state until the watermark
// passes its bounds (its cleanup timer), and an outer side's row that never joined is padded
// then, or at once when it comes too late to be kept; the output watermark trails by the longest
// wait; the remaining condition filters joined pairs; NULL keys never match; upper < lower
// joins nothing.

#include "operator_checkpoint.h"
#include "stateful_harness.h"

#include "exec/operators.h"

#include <QTest>

#include <cstdio>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::testing;

namespace {

using Rows = std::vector<std::string>;

RowSchema sideSchema(const std::string &prefix)
{
    return {{prefix + "k", LogicalType::integer()},
            {prefix + "t", LogicalType::timestamp(3).withTimeAttribute(TimeAttribute::Rowtime)},
            {prefix + "v", LogicalType::integer()}};
}

const auto kLeft = exec::schemaFromPlan(sideSchema("l"));
const auto kRight = exec::schemaFromPlan(sideSchema("r"));

/// lower <= l.t - r.t <= upper, in seconds; joined on k; `condition` over the output columns
/// (lk, lt, lv, rk, rt, rv).
std::shared_ptr<JoinNode> intervalJoin(JoinKind kind, std::int64_t lowerSeconds,
                                       std::int64_t upperSeconds, BoundExprPtr condition = {})
{
    auto j = makeJoinNode(kind, sideSchema("l"), sideSchema("r"), ChangelogMode::insertOnly());
    j->interval = IntervalBounds{1, 1, lowerSeconds * 1000, upperSeconds * 1000};
    j->nonEquiCondition = std::move(condition);
    return j;
}

std::int64_t sec(std::int64_t s)
{
    return s * 1000;
}

/// How a time of `s` seconds after the epoch prints.
std::string at(int s)
{
    char text[32];
    std::snprintf(text, sizeof text, "1970-01-01T%02d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    return text;
}

struct IntervalHarness {
    /// Subtask `index` of `parallelism`, owning their key groups.
    explicit IntervalHarness(const JoinNode &node, int index = 0, int parallelism = 1)
        : h(exec::makeIntervalJoinOperator(node), 128, [&](exec::OperatorContext &c) {
              c.subtaskIndex = index;
              c.parallelism = parallelism;
              c.keyGroups = KeyGroupRange::forOperator(c.maxParallelism, parallelism, index);
          })
    {
        if (!h.openStatus.isOk())
            qWarning("open failed: %s", h.openStatus.toString().c_str());
    }
    Result<OperatorCheckpoint> checkpoint() { return takeCheckpoint(h.op(), h.backend(), h.context); }
    Status restore(const std::vector<OperatorCheckpoint> &old)
    {
        return restoreCheckpoint(h.op(), h.backend(), h.context, old);
    }
    Rows left(std::int64_t k, int seconds, std::int64_t v = 0)
    {
        h.push(0, kLeft, {ins({k, sec(seconds), v})});
        return h.take();
    }
    Rows right(std::int64_t k, int seconds, std::int64_t v = 0)
    {
        h.push(1, kRight, {ins({k, sec(seconds), v})});
        return h.take();
    }
    Rows leftNullKey(int seconds)
    {
        h.push(0, kLeft, {ins({kNull, sec(seconds), std::int64_t{0}})});
        return h.take();
    }
    Rows watermark(int seconds)
    {
        Status s = h.op().processWatermark(sec(seconds), h.out);
        if (!s.isOk())
            qWarning("%s", s.toString().c_str());
        return h.take();
    }
    Rows end()
    {
        Status s = h.op().endInput(h.out);
        if (!s.isOk())
            qWarning("%s", s.toString().c_str());
        return h.take();
    }
    Harness h;
};

std::string joined(int k, int lt, int rk, int rt)
{
    return "+I[" + std::to_string(k) + ", " + at(lt) + ", 0, " + std::to_string(rk) + ", " +
           at(rt) + ", 0]";
}
std::string leftPadded(int k, int lt)
{
    return "+I[" + std::to_string(k) + ", " + at(lt) + ", 0, null, null, null]";
}
std::string rightPadded(int k, int rt)
{
    return "+I[null, null, null, " + std::to_string(k) + ", " + at(rt) + ", 0]";
}

} // namespace

class IntervalJoinOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void innerJoinInsideTheBoundsAndCleanupByWatermark()
    {
        // -10 s <= l.t - r.t <= 20 s: a left row waits 10 s for right rows, a right row 20 s.
        IntervalHarness j(*intervalJoin(JoinKind::Inner, -10, 20));
        QCOMPARE(j.left(1, 100), Rows{});
        QCOMPARE(j.right(1, 95), Rows{joined(1, 100, 1, 95)}); // 100 - 95 = 5
        QCOMPARE(j.right(1, 79), Rows{});                      // 100 - 79 = 21: outside
        QCOMPARE(j.right(2, 100), Rows{});                     // another key
        QCOMPARE(j.h.backend().totalEntries(), std::int64_t(4));
        // The left row's cleanup timer (100 s + 10 s + 1 ms) fires: it leaves state.
        QCOMPARE(j.watermark(112), Rows{});
        QCOMPARE(j.h.out.watermarks, std::vector<std::int64_t>{sec(112) - sec(20)});
        QCOMPARE(j.h.backend().totalEntries(), std::int64_t(3));
        QCOMPARE(j.right(1, 110), Rows{});
        // A left row meets the right rows inside [110 s, 140 s]; on the way the right row at
        // 79 s, expired (112 - 20 - 0.001), leaves the cache.
        QCOMPARE(j.left(1, 130), Rows{joined(1, 130, 1, 110)});
        QCOMPARE(j.watermark(200), Rows{});
        QCOMPARE(j.h.backend().totalEntries(), std::int64_t(0));
        QCOMPARE(j.h.out.watermarks.back(), sec(180));
    }

    void outerRowsArePaddedWhenTheyLeaveStateOrComeTooLate()
    {
        IntervalHarness j(*intervalJoin(JoinKind::Left, -10, 20));
        QCOMPARE(j.left(1, 100), Rows{});
        QCOMPARE(j.left(2, 50), Rows{});
        // Key 2's row expires (70 - 10 - 0.001 >= 50) without a partner: padded now.
        QCOMPARE(j.watermark(70), Rows{leftPadded(2, 50)});
        // 40 s + 10 s is behind the watermark: this row can never join, padded at once.
        QCOMPARE(j.left(3, 40), Rows{leftPadded(3, 40)});
        QCOMPARE(j.right(1, 95), Rows{joined(1, 100, 1, 95)});
        // Joined rows are not padded when they leave; right rows of a left join never are.
        QCOMPARE(j.watermark(200), Rows{});
        QCOMPARE(j.right(4, 300), Rows{});
        QCOMPARE(j.end(), Rows{});
    }

    void rightAndFullOuterJoinsPadTheirSides()
    {
        IntervalHarness r(*intervalJoin(JoinKind::Right, -10, 20));
        QCOMPARE(r.right(1, 100), Rows{});
        QCOMPARE(r.left(1, 50), Rows{}); // 50 - 100 = -50: outside
        QCOMPARE(r.watermark(121), Rows{rightPadded(1, 100)});

        IntervalHarness f(*intervalJoin(JoinKind::Full, -10, 20));
        QCOMPARE(f.left(1, 100), Rows{});
        QCOMPARE(f.right(1, 100), Rows{joined(1, 100, 1, 100)});
        QCOMPARE(f.right(2, 100), Rows{});
        QCOMPARE(f.left(3, 100), Rows{});
        // End of input: every row left in state goes, the unjoined ones padded.
        Rows rest = f.end();
        std::sort(rest.begin(), rest.end());
        QCOMPARE(rest, (Rows{leftPadded(3, 100), rightPadded(2, 100)}));
        QCOMPARE(f.h.backend().totalEntries(), std::int64_t(0));
    }

    void remainingConditionFiltersPairs()
    {
        // ... AND l.v > r.v (columns 2 and 5 of the output).
        auto cond = makeCall(ScalarFunction::GreaterThan, LogicalType::boolean(),
                             {makeInputRef(2, LogicalType::integer(), "lv"),
                              makeInputRef(5, LogicalType::integer(), "rv")});
        IntervalHarness j(*intervalJoin(JoinKind::Left, -10, 20, cond));
        QCOMPARE(j.left(1, 100, 5), Rows{});
        QCOMPARE(j.right(1, 100, 7), Rows{}); // 5 > 7 is false: no pair
        QCOMPARE(j.right(1, 101, 3), Rows{"+I[1, " + at(100) + ", 5, 1, " + at(101) + ", 3]"});
        // The left row joined once, so it is not padded when it leaves.
        QCOMPARE(j.watermark(200), Rows{});
    }

    void nullKeysNeverMatch()
    {
        IntervalHarness j(*intervalJoin(JoinKind::Left, -10, 20));
        QCOMPARE(j.leftNullKey(100), Rows{});
        j.h.push(1, kRight, {ins({kNull, sec(100), std::int64_t{0}})});
        QCOMPARE(j.h.take(), Rows{});
        QCOMPARE(j.watermark(200), Rows{"+I[null, " + at(100) + ", 0, null, null, null]"});
    }

    void negativeWindowJoinsNothing()
    {
        // 5 s <= l.t - r.t <= -5 s: no pair can qualify; Flink pads outer rows at once.
        IntervalHarness inner(*intervalJoin(JoinKind::Inner, 5, -5));
        QCOMPARE(inner.left(1, 100), Rows{});
        QCOMPARE(inner.right(1, 100), Rows{});
        QCOMPARE(inner.h.backend().totalEntries(), std::int64_t(0));
        IntervalHarness left(*intervalJoin(JoinKind::Left, 5, -5));
        QCOMPARE(left.left(1, 100), Rows{leftPadded(1, 100)});
        QCOMPARE(left.right(1, 100), Rows{});
        QCOMPARE(left.watermark(50), Rows{});
        QCOMPARE(left.h.out.watermarks, std::vector<std::int64_t>{sec(50)}); // not delayed
    }

    void minCleanupIntervalDelaysTheCleanup()
    {
        auto node = intervalJoin(JoinKind::Left, -10, 20);
        Configuration config;
        config.set("table.exec.interval-join.min-cleanup-interval", "30 s");
        Harness h(exec::makeIntervalJoinOperator(*node), 128,
                  [&](exec::OperatorContext &c) { c.config = &config; });
        h.push(0, kLeft, {ins({std::int64_t{1}, sec(100), std::int64_t{0}})});
        // Without the interval the row would leave at 110 s; now its timer is at 140 s.
        QVERIFY(h.op().processWatermark(sec(139), h.out).isOk());
        QCOMPARE(h.take(), Rows{});
        QVERIFY(h.op().processWatermark(sec(141), h.out).isOk());
        QCOMPARE(h.take(), Rows{leftPadded(1, 100)});
    }

    // Checkpoints: the caches are keyed state; the cleanup timers of both sides (by key group)
    // and the row sequence go with the checkpoint. A full outer join pads each unjoined row when
    // its timer fires, so a lost timer loses a row.
    void resumesFromACheckpoint()
    {
        const auto node = intervalJoin(JoinKind::Full, -10, 20);
        auto make = [&](int index, int parallelism) { return std::make_unique<IntervalHarness>(*node, index, parallelism); };
        auto before = [](IntervalHarness &j) {
            Rows out = j.left(1, 100);
            append(out, j.right(2, 95));
            append(out, j.left(3, 120));
            append(out, j.right(1, 95));
            append(out, j.watermark(90));
            append(out, j.left(4, 101));
            append(out, j.right(5, 110));
            append(out, j.left(1, 104));
            return out;
        };
        auto after = [](IntervalHarness &j) {
            Rows out = j.right(3, 115);
            append(out, j.left(5, 112));
            append(out, j.watermark(125));
            append(out, j.right(6, 140));
            append(out, j.end());
            return out;
        };
        auto fire = [](IntervalHarness &j) {
            Rows out = j.watermark(125);
            append(out, j.end());
            return out;
        };
        const std::string problems = checkRestore<IntervalHarness>(make, before, after, fire);
        QVERIFY2(problems.empty(), problems.c_str());
    }
};

QTEST_GUILESS_MAIN(IntervalJoinOperatorTest)
#include "interval_join_operator_test.moc"
