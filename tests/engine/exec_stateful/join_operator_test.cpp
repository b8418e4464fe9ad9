// Regular join operator-harness tests, following Flink's StreamingJoinOperator: inner joins
// forward row kinds; outer joins retract the null-padded row when the first match arrives and
// re-emit it when the last match goes; NULL keys never match; duplicates; non-equi conditions;
// per-side state TTL.

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
    return {{prefix + "id", LogicalType::integer()}, {prefix + "v", LogicalType::string()}};
}

std::shared_ptr<JoinNode> joinNode(JoinKind kind)
{
    return makeJoinNode(kind, sideSchema("l"), sideSchema("r"), ChangelogMode::all());
}

const auto kLeft = exec::schemaFromPlan(sideSchema("l"));
const auto kRight = exec::schemaFromPlan(sideSchema("r"));

struct JoinHarness {
    explicit JoinHarness(const JoinNode &node) : h(exec::makeJoinOperator(node))
    {
        if (!h.openStatus.isOk())
            qWarning("open failed: %s", h.openStatus.toString().c_str());
    }
    Rows left(std::vector<TestRow> rows)
    {
        h.push(0, kLeft, rows);
        return h.take();
    }
    Rows right(std::vector<TestRow> rows)
    {
        h.push(1, kRight, rows);
        return h.take();
    }
    Harness h;
};

} // namespace

class JoinOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void innerJoinForwardsRowKinds()
    {
        JoinHarness j(*joinNode(JoinKind::Inner));
        QVERIFY(j.h.openStatus.isOk());
        QCOMPARE(j.left({ins({1, "a"})}), Rows{});
        QCOMPARE(j.right({ins({1, "x"}), ins({2, "y"})}), (Rows{"+I[1, a, 1, x]"}));
        QCOMPARE(j.left({ub({1, "a"}), ua({1, "b"})}), (Rows{"-U[1, a, 1, x]", "+U[1, b, 1, x]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[1, b, 1, x]"}));
        // Flink does not check that a retracted row was in state: it retracts its joins.
        QCOMPARE(j.right({del({1, "never"})}), (Rows{"-D[1, b, 1, never]"}));
        QCOMPARE(j.left({del({1, "b"})}), Rows{});
        QCOMPARE(j.h.backend().totalEntries(), std::int64_t{1}); // right (2, y)
    }

    void leftJoin()
    {
        JoinHarness j(*joinNode(JoinKind::Left));
        QCOMPARE(j.left({ins({1, "a"})}), (Rows{"+I[1, a, null, null]"}));
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"-D[1, a, null, null]", "+I[1, a, 1, x]"}));
        QCOMPARE(j.right({ins({1, "y"})}), (Rows{"+I[1, a, 1, y]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[1, a, 1, x]"}));
        QCOMPARE(j.right({ub({1, "y"})}), (Rows{"-U[1, a, 1, y]", "+I[1, a, null, null]"}));
        QCOMPARE(j.left({ins({1, "b"})}), (Rows{"+I[1, b, null, null]"}));
        QCOMPARE(j.right({ua({1, "z"})}), (Rows{"-D[1, a, null, null]", "+I[1, a, 1, z]",
                                                "-D[1, b, null, null]", "+I[1, b, 1, z]"}));
        QCOMPARE(j.left({del({1, "a"})}), (Rows{"-D[1, a, 1, z]"}));
        QCOMPARE(j.left({ins({2, "c"})}), (Rows{"+I[2, c, null, null]"}));
        QCOMPARE(j.left({del({2, "c"})}), (Rows{"-D[2, c, null, null]"}));
    }

    void rightJoin()
    {
        JoinHarness j(*joinNode(JoinKind::Right));
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"+I[null, null, 1, x]"}));
        QCOMPARE(j.left({ins({1, "a"})}), (Rows{"-D[null, null, 1, x]", "+I[1, a, 1, x]"}));
        // The left side is inner here: its retraction keeps its kind (-U), while an accumulate
        // that meets an outer side is always +I (StreamingJoinOperator).
        QCOMPARE(j.left({ub({1, "a"})}), (Rows{"-U[1, a, 1, x]", "+I[null, null, 1, x]"}));
        QCOMPARE(j.left({ua({1, "b"})}), (Rows{"-D[null, null, 1, x]", "+I[1, b, 1, x]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[1, b, 1, x]"}));
    }

    void fullJoin()
    {
        JoinHarness j(*joinNode(JoinKind::Full));
        QCOMPARE(j.left({ins({1, "a"})}), (Rows{"+I[1, a, null, null]"}));
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"-D[1, a, null, null]", "+I[1, a, 1, x]"}));
        QCOMPARE(j.right({ins({2, "y"})}), (Rows{"+I[null, null, 2, y]"}));
        QCOMPARE(j.left({del({1, "a"})}), (Rows{"-D[1, a, 1, x]", "+I[null, null, 1, x]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[null, null, 1, x]"}));
        QCOMPARE(j.left({ins({2, "b"})}), (Rows{"-D[null, null, 2, y]", "+I[2, b, 2, y]"}));
    }

    void nullKeysNeverMatch()
    {
        JoinHarness j(*joinNode(JoinKind::Full));
        QCOMPARE(j.left({ins({kNull, "a"})}), (Rows{"+I[null, a, null, null]"}));
        QCOMPARE(j.right({ins({kNull, "x"})}), (Rows{"+I[null, null, null, x]"}));
        QCOMPARE(j.left({del({kNull, "a"})}), (Rows{"-D[null, a, null, null]"}));
        JoinHarness inner(*joinNode(JoinKind::Inner));
        QCOMPARE(inner.left({ins({kNull, "a"})}), Rows{});
        QCOMPARE(inner.right({ins({kNull, "x"})}), Rows{});
        QCOMPARE(inner.h.backend().totalEntries(), std::int64_t{0});
    }

    void duplicateRows()
    {
        JoinHarness j(*joinNode(JoinKind::Left));
        QCOMPARE(j.left({ins({1, "a"}), ins({1, "a"})}),
                 (Rows{"+I[1, a, null, null]", "+I[1, a, null, null]"}));
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"-D[1, a, null, null]", "+I[1, a, 1, x]",
                                                 "-D[1, a, null, null]", "+I[1, a, 1, x]"}));
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"+I[1, a, 1, x]", "+I[1, a, 1, x]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[1, a, 1, x]", "-D[1, a, 1, x]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[1, a, 1, x]", "+I[1, a, null, null]",
                                                 "-D[1, a, 1, x]", "+I[1, a, null, null]"}));
        QCOMPARE(j.left({del({1, "a"})}), (Rows{"-D[1, a, null, null]"}));
    }

    void nonEquiCondition()
    {
        // LEFT JOIN ... ON l.id = r.id AND l.v < r.v
        auto node = joinNode(JoinKind::Left);
        node->nonEquiCondition = makeCall(
            ScalarFunction::LessThan, LogicalType::boolean(),
            {makeInputRef(1, LogicalType::string(), "lv"), makeInputRef(3, LogicalType::string(), "rv")});
        JoinHarness j(*node);
        QVERIFY(j.h.openStatus.isOk());
        QCOMPARE(j.left({ins({1, "m"})}), (Rows{"+I[1, m, null, null]"}));
        QCOMPARE(j.right({ins({1, "a"})}), Rows{});
        QCOMPARE(j.right({ins({1, "z"})}), (Rows{"-D[1, m, null, null]", "+I[1, m, 1, z]"}));
        QCOMPARE(j.left({ins({1, "b"})}), (Rows{"+I[1, b, 1, z]"}));
        // Other-side records come in state order (encoded row bytes), as Flink's come in MapState
        // order.
        QCOMPARE(j.right({del({1, "z"})}),
                 (Rows{"-D[1, b, 1, z]", "+I[1, b, null, null]", "-D[1, m, 1, z]", "+I[1, m, null, null]"}));
    }

    void perSideTtl()
    {
        auto node = joinNode(JoinKind::Inner);
        node->leftTtl.ttl = std::chrono::milliseconds(100);
        node->rightTtl.ttl = std::chrono::milliseconds(1000);
        JoinHarness j(*node);
        QCOMPARE(j.left({ins({1, "a"})}), Rows{});
        QCOMPARE(j.right({ins({2, "y"})}), Rows{});
        j.h.clock.set(99);
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"+I[1, a, 1, x]"}));
        j.h.clock.set(100); // the left row expired; the right rows live on
        QCOMPARE(j.right({ins({1, "x2"})}), Rows{});
        QCOMPARE(j.left({ins({2, "b"})}), (Rows{"+I[2, b, 2, y]"}));
        QVERIFY(j.h.backend().expiredEntries() >= 1);
    }
};

QTEST_GUILESS_MAIN(JoinOperatorTest)
#include "join_operator_test.moc"
