#include "exec/rank_operator.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const plan::RowSchema kInput = {{"cat", LogicalType::string()},
                                {"item", LogicalType::string()},
                                {"score", LogicalType::bigInt()}};

std::unique_ptr<OperatorHarness> makeHarness(std::int64_t limit, bool rowNumber, bool updatingInput,
                                             std::vector<int> partitionKeys = {0},
                                             std::vector<plan::SortKey> order = {{2, true}})
{
    plan::RankNode node;
    node.schema = kInput;
    if (rowNumber)
        node.schema.push_back({"$rn", LogicalType::bigInt(false)});
    node.outputRankNumber = rowNumber;
    node.partitionKeys = std::move(partitionKeys);
    node.orderKeys = std::move(order);
    node.limit = limit;
    node.inputs.push_back(inputNode(kInput, updatingInput ? plan::ChangelogMode::all()
                                                          : plan::ChangelogMode::insertOnly()));
    auto h = std::make_unique<OperatorHarness>(std::make_unique<exec::RankOperator>(node));
    if (!h->open())
        return nullptr;
    return h;
}

} // namespace

class RankOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void appendOnlyTop3WithRowNumber()
    {
        auto h = makeHarness(3, true, false);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({"c", "a", 10})}), (Lines{"+I[c, a, 10, 1]"}));
        QCOMPARE(h->process(kInput, {ins({"c", "b", 20})}),
                 (Lines{"-U[c, a, 10, 1]", "+U[c, b, 20, 1]", "+I[c, a, 10, 2]"}));
        QCOMPARE(h->process(kInput, {ins({"c", "c", 15})}),
                 (Lines{"-U[c, a, 10, 2]", "+U[c, c, 15, 2]", "+I[c, a, 10, 3]"}));
        // Below the third: ignored. Another partition is independent.
        QCOMPARE(h->process(kInput, {ins({"c", "d", 5}), ins({"x", "y", 1})}),
                 (Lines{"+I[x, y, 1, 1]"}));
        // A new first place moves every rank down; the old third falls off without a -D (its
        // slot was updated).
        QCOMPARE(h->process(kInput, {ins({"c", "e", 30})}),
                 (Lines{"-U[c, b, 20, 1]", "+U[c, e, 30, 1]", "-U[c, c, 15, 2]", "+U[c, b, 20, 2]",
                        "-U[c, a, 10, 3]", "+U[c, c, 15, 3]"}));
        // A tie with the third ranks after it (arrival order): fourth, nothing to emit.
        QCOMPARE(h->process(kInput, {ins({"c", "f", 15})}), Lines{});
        QCOMPARE(
            h->process(kInput, {ins({"c", "g", 25})}),
            (Lines{"-U[c, b, 20, 2]", "+U[c, g, 25, 2]", "-U[c, c, 15, 3]", "+U[c, b, 20, 3]"}));
        // The last third place equals an existing key but ranks behind it: dropped.
        QCOMPARE(h->process(kInput, {ins({"c", "h", 20})}), Lines{});
        QVERIFY(h->status());
    }

    void appendOnlyGlobalTop3WithoutRowNumber()
    {
        auto h = makeHarness(3, false, false, /*partitionKeys=*/{});
        QVERIFY(h);
        QCOMPARE(
            h->process(kInput, {ins({"c", "a", 10}), ins({"d", "b", 20}), ins({"c", "c", 15})}),
            (Lines{"+I[c, a, 10]", "+I[d, b, 20]", "+I[c, c, 15]"}));
        QCOMPARE(h->process(kInput, {ins({"c", "d", 5})}), Lines{});
        QCOMPARE(h->process(kInput, {ins({"e", "e", 30})}),
                 (Lines{"-D[c, a, 10]", "+I[e, e, 30]"}));
        // Equal to the worst kept key while full: not taken.
        QCOMPARE(h->process(kInput, {ins({"c", "f", 15})}), Lines{});
        QCOMPARE(h->process(kInput, {ins({"c", "g", 25})}),
                 (Lines{"-D[c, c, 15]", "+I[c, g, 25]"}));
        QVERIFY(h->status());
    }

    void appendOnlyTop1UpdatesThePartitionsRow()
    {
        // Flink's FastTop1Function: at rn <= 1 the partition key is unique, so a better row
        // replaces the kept one by -U/+U (AppendOnlyTopNFunction's -D/+I above); an equal or
        // worse one changes nothing.
        auto h = makeHarness(1, false, false);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({"c", "a", 10})}), (Lines{"+I[c, a, 10]"}));
        QCOMPARE(h->process(kInput, {ins({"c", "b", 20})}), (Lines{"-U[c, a, 10]", "+U[c, b, 20]"}));
        QCOMPARE(h->process(kInput, {ins({"c", "c", 20}), ins({"c", "d", 5})}), Lines{});
        QCOMPARE(h->process(kInput, {ins({"e", "e", 1})}), (Lines{"+I[e, e, 1]"}));
        QVERIFY(h->status());
    }

    void retractableTop2WithRowNumber()
    {
        auto h = makeHarness(2, true, true);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({"c", "a", 10})}), (Lines{"+I[c, a, 10, 1]"}));
        QCOMPARE(h->process(kInput, {ins({"c", "b", 20})}),
                 (Lines{"-U[c, a, 10, 1]", "+U[c, b, 20, 1]", "+I[c, a, 10, 2]"}));
        QCOMPARE(h->process(kInput, {ins({"c", "c", 5})}), Lines{});
        // Retracting the first refills from the rows behind the top 2.
        QCOMPARE(
            h->process(kInput, {del({"c", "b", 20})}),
            (Lines{"-U[c, b, 20, 1]", "+U[c, a, 10, 1]", "-U[c, a, 10, 2]", "+U[c, c, 5, 2]"}));
        // An update of a row: the retraction empties the last slot, the new value re-ranks.
        QCOMPARE(h->process(kInput, {ub({"c", "a", 10})}),
                 (Lines{"-U[c, a, 10, 1]", "+U[c, c, 5, 1]", "-D[c, c, 5, 2]"}));
        QCOMPARE(h->process(kInput, {ua({"c", "a", 30})}),
                 (Lines{"-U[c, c, 5, 1]", "+U[c, a, 30, 1]", "+I[c, c, 5, 2]"}));
        // Retracting a row that was never there: nothing.
        QCOMPARE(h->process(kInput, {del({"c", "zz", 99}), del({"q", "a", 30})}), Lines{});
        // Retracting a row beyond the top N: nothing visible, but it is gone.
        QCOMPARE(h->process(kInput, {ins({"c", "d", 1}), del({"c", "d", 1})}), Lines{});
        QCOMPARE(h->process(kInput, {del({"c", "c", 5})}), (Lines{"-D[c, c, 5, 2]"}));
        QVERIFY(h->status());
    }

    void retractableTop2WithoutRowNumber()
    {
        auto h = makeHarness(2, false, true);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({"c", "a", 10}), ins({"c", "b", 20}), ins({"c", "c", 5})}),
                 (Lines{"+I[c, a, 10]", "+I[c, b, 20]"}));
        QCOMPARE(h->process(kInput, {del({"c", "b", 20})}), (Lines{"-D[c, b, 20]", "+I[c, c, 5]"}));
        QCOMPARE(h->process(kInput, {ub({"c", "a", 10})}), (Lines{"-D[c, a, 10]"}));
        QCOMPARE(h->process(kInput, {ua({"c", "a", 30})}), (Lines{"+I[c, a, 30]"}));
        // A newcomer at the top pushes the second out.
        QCOMPARE(h->process(kInput, {ins({"c", "d", 40})}), (Lines{"-D[c, c, 5]", "+I[c, d, 40]"}));
        // Ties: a duplicate row ranks after the first; retracting one copy removes the first.
        QCOMPARE(h->process(kInput, {ins({"c", "d", 40})}),
                 (Lines{"-D[c, a, 30]", "+I[c, d, 40]"}));
        QCOMPARE(h->process(kInput, {del({"c", "d", 40})}),
                 (Lines{"-D[c, d, 40]", "+I[c, a, 30]"}));
        QVERIFY(h->status());
    }

    void retractionsDeepBehindTheTopN()
    {
        // Top-2 over six rows: retracting rows ranked 5 and 3 shows nothing; the refill after
        // retracting the first two then comes from what is left (rank 4 and 6 before).
        auto h = makeHarness(2, false, true);
        QVERIFY(h);
        QCOMPARE(
            h->process(kInput, {ins({"c", "a", 60}), ins({"c", "b", 50}), ins({"c", "c", 40}),
                                ins({"c", "d", 30}), ins({"c", "e", 20}), ins({"c", "f", 10})}),
            (Lines{"+I[c, a, 60]", "+I[c, b, 50]"}));
        QCOMPARE(h->process(kInput, {del({"c", "e", 20}), del({"c", "c", 40})}), Lines{});
        QCOMPARE(h->process(kInput, {del({"c", "a", 60})}),
                 (Lines{"-D[c, a, 60]", "+I[c, d, 30]"}));
        QCOMPARE(h->process(kInput, {del({"c", "b", 50})}),
                 (Lines{"-D[c, b, 50]", "+I[c, f, 10]"}));
        QCOMPARE(h->process(kInput, {del({"c", "f", 10})}), (Lines{"-D[c, f, 10]"}));
        QCOMPARE(h->stateBackend().totalEntries(), 1);
        QVERIFY(h->status());
    }

    void nullsSortFirstAscendingAndLastDescending()
    {
        auto asc = makeHarness(2, false, false, {}, {{2, false}});
        QVERIFY(asc);
        QCOMPARE(asc->process(kInput,
                              {ins({"c", "a", 1}), ins({"c", "b", 2}), ins({"c", "n", nullptr})}),
                 (Lines{"+I[c, a, 1]", "+I[c, b, 2]", "-D[c, b, 2]", "+I[c, n, null]"}));
        auto desc = makeHarness(2, false, false, {}, {{2, true}});
        QVERIFY(desc);
        QCOMPARE(desc->process(
                     kInput, {ins({"c", "n", nullptr}), ins({"c", "a", -1}), ins({"c", "b", -2})}),
                 (Lines{"+I[c, n, null]", "+I[c, a, -1]", "-D[c, n, null]", "+I[c, b, -2]"}));
    }

    void multiColumnOrder()
    {
        // ORDER BY item ASC, score DESC with strings that share prefixes.
        auto h = makeHarness(3, true, false, {}, {{1, false}, {2, true}});
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({"c", "ab", 1}), ins({"c", "a", 1}), ins({"c", "ab", 5})}),
                 (Lines{"+I[c, ab, 1, 1]", "-U[c, ab, 1, 1]", "+U[c, a, 1, 1]", "+I[c, ab, 1, 2]",
                        "-U[c, ab, 1, 2]", "+U[c, ab, 5, 2]", "+I[c, ab, 1, 3]"}));
    }

    void appendOnlyRejectsRetractions()
    {
        auto h = makeHarness(3, true, false);
        QVERIFY(h);
        h->process(kInput, {del({"c", "a", 1})});
        QVERIFY(!h->status());
    }
};

QTEST_GUILESS_MAIN(RankOperatorTest)
#include "rank_operator_test.moc"
