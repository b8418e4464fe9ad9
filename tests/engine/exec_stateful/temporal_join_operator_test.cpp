// Event-time temporal join operator-harness tests, following Flink's TemporalRowTimeJoinOperator:
// a left row waits for the watermark, then meets the latest version of its key at or before its
// time (none, or a deletion: dropped, or padded for LEFT JOIN); older versions leave state.

#include "stateful_harness.h"

#include "exec/operators.h"

#include <QTest>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::testing;

namespace {

using Rows = std::vector<std::string>;

RowSchema sideSchema(const std::string &prefix)
{
    return {{prefix + "k", LogicalType::integer()},
            {prefix + "v", LogicalType::integer()},
            {prefix + "t", LogicalType::timestamp(3, false).withTimeAttribute(TimeAttribute::Rowtime)}};
}

const auto kLeft = exec::schemaFromPlan(sideSchema("l"));
const auto kRight = exec::schemaFromPlan(sideSchema("r"));

std::shared_ptr<JoinNode> temporalJoin(JoinKind kind)
{
    auto j = makeJoinNode(kind, sideSchema("l"), sideSchema("r"), ChangelogMode::insertOnly());
    j->temporalLeftTime = 2;
    j->temporalRightTime = 2;
    return j;
}

TestRow at(std::int64_t k, std::int64_t v, std::int64_t seconds, RowKind kind = RowKind::Insert)
{
    return {kind, {k, v, seconds * 1000}};
}

std::string out(std::int64_t lv, int lt, const char *right)
{
    return "+I[1, " + std::to_string(lv) + ", 1970-01-01T00:00:0" + std::to_string(lt) + ", " + right + "]";
}

} // namespace

class TemporalJoinOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void eachRowMeetsTheVersionOfItsTime()
    {
        Harness h(exec::makeTemporalJoinOperator(*temporalJoin(JoinKind::Left)));
        QVERIFY(h.openStatus.isOk());
        // Versions of key 1: 10 from 2 s, 20 from 5 s, deleted at 7 s.
        h.push(1, kRight, {at(1, 10, 2), at(1, 20, 5), at(1, 20, 7, RowKind::Delete)});
        h.push(0, kLeft, {at(1, 100, 1), at(1, 101, 2), at(1, 102, 6), at(1, 103, 8)});
        QCOMPARE(h.take(), Rows{});
        QVERIFY(h.op().processWatermark(5'999, h.out).isOk());
        QCOMPARE(h.take(), (Rows{out(100, 1, "null, null, null"), out(101, 2, "1, 10, 1970-01-01T00:00:02")}));
        QVERIFY(h.op().processWatermark(9'000, h.out).isOk());
        QCOMPARE(h.take(), (Rows{out(102, 6, "1, 20, 1970-01-01T00:00:05"), out(103, 8, "null, null, null")}));
        // Only the latest version before the watermark stays (here the deletion).
        QCOMPARE(h.backend().totalEntries(), 1);
    }

    void idleKeysLeaveStateAfterTheRetention()
    {
        auto node = temporalJoin(JoinKind::Inner);
        node->leftTtl.ttl = std::chrono::milliseconds(1'000);
        Harness h(exec::makeTemporalJoinOperator(*node));
        QVERIFY(h.openStatus.isOk());
        h.clock.set(1'000);
        h.push(1, kRight, {at(1, 10, 3), at(2, 20, 3)});
        h.clock.set(1'800);
        h.push(1, kRight, {at(1, 11, 4)});
        QCOMPARE(h.backend().totalEntries(), 3);
        // Key 2 idled for 1.5 x the retention: cleared; key 1 was used again and stays.
        QVERIFY(h.op().onProcessingTime(2'500, h.out).isOk());
        QCOMPARE(h.backend().totalEntries(), 2);
        QVERIFY(h.op().onProcessingTime(3'300, h.out).isOk());
        QCOMPARE(h.backend().totalEntries(), 0);
    }

    void anInnerJoinDropsRowsWithoutAVersion()
    {
        Harness h(exec::makeTemporalJoinOperator(*temporalJoin(JoinKind::Inner)));
        QVERIFY(h.openStatus.isOk());
        h.push(1, kRight, {at(1, 10, 3)});
        h.push(0, kLeft, {at(1, 100, 2), at(1, 101, 4), {RowKind::Insert, {kNull, std::int64_t{0}, std::int64_t{4000}}}});
        QVERIFY(h.op().endInput(h.out).isOk());
        QCOMPARE(h.take(), (Rows{out(101, 4, "1, 10, 1970-01-01T00:00:03")}));
    }
};

QTEST_GUILESS_MAIN(TemporalJoinOperatorTest)
#include "temporal_join_operator_test.moc"
