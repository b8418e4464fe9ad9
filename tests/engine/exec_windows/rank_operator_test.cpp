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
                                             std::vector<plan::SortKey> order = {{2, true}},
                                             const Configuration *config = nullptr,
                                             std::chrono::milliseconds ttl = {})
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
    node.ttl.ttl = ttl;
    auto h = std::make_unique<OperatorHarness>(std::make_unique<exec::RankOperator>(node));
    h->setConfig(config);
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

    void theTopNCacheAgreesWithTheState()
    {
        // Insert-only Top-N keeps its partitions in a cache in front of the state. With room for
        // one partition (table.exec.rank.topn-cache-size 0), rows of interleaved partitions
        // read theirs from the state each time; with the default every row after a partition's
        // first uses the cached copy, which must follow the rows the state drops. Both give the
        // same changes.
        Configuration oneAtATime;
        QVERIFY(oneAtATime.set("table.exec.rank.topn-cache-size", "0"));
        for (const std::int64_t limit : {1, 3}) {
            for (const bool rowNumber : {false, true}) {
                auto cached = makeHarness(limit, rowNumber, false);
                auto reread = makeHarness(limit, rowNumber, false, {0}, {{2, true}}, &oneAtATime);
                QVERIFY(cached && reread);
                std::uint32_t seed = 7;
                int changes = 0;
                for (int i = 0; i < 400; ++i) {
                    seed = seed * 1103515245u + 12345u;
                    const std::string partition(1, static_cast<char>('a' + (seed >> 16) % 5));
                    // Rising on the whole (ORDER BY score DESC), so the top keeps changing.
                    const std::int64_t score = i / 10 + (seed >> 8) % 30;
                    const std::string item = "r" + std::to_string(i);
                    const TestRow row =
                        ins({partition.c_str(), item.c_str(), static_cast<long long>(score)});
                    const Lines expected = reread->process(kInput, {row});
                    QCOMPARE(cached->process(kInput, {row}), expected);
                    changes += static_cast<int>(expected.size());
                }
                QVERIFY(cached->status() && reread->status());
                QVERIFY2(changes > 100, "the sequence should keep changing the top N");
            }
        }
    }

    void aCachedPartitionIsReadAgainOnceTheTtlHasPassed()
    {
        // Flink's cache expires a partition the TTL after it was read; the state's rows expire
        // the TTL after they were written. A partition read at 0 holds a row written at 0 until
        // 1000 ms later; after that both are gone and a worse row becomes the top 1.
        auto h = makeHarness(1, false, false, {0}, {{2, true}}, nullptr,
                             std::chrono::milliseconds(1000));
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({"c", "a", 10})}), (Lines{"+I[c, a, 10]"}));
        h->clock.set(500);
        QCOMPARE(h->process(kInput, {ins({"c", "b", 5})}), Lines{});
        h->clock.set(1500);
        QCOMPARE(h->process(kInput, {ins({"c", "d", 3})}), (Lines{"+I[c, d, 3]"}));
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
