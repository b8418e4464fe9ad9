// GROUPING SETS, ROLLUP and CUBE as Flink plans them: the sets' order and expand ids (as Flink's
// EXPLAIN prints them), repeated sets, the plan's Expand node, and the nullability of the
// grouping columns. Results are compared with Flink's in tests/flink/runs/functions/grouping_sets*.

#include "plan_test_support.h"

#include "plan/grouping_sets.h"

#include <QTest>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::plan::testing;

namespace {

std::vector<std::int64_t> ids(const GroupingSetPlan &plan)
{
    std::vector<std::int64_t> out;
    for (const GroupingSet &s : plan.sets)
        out.push_back(s.expandId);
    return out;
}

std::vector<GroupingMask> members(const GroupingSetPlan &plan)
{
    std::vector<GroupingMask> out;
    for (const GroupingSet &s : plan.sets)
        out.push_back(s.members);
    return out;
}

const std::string kTable = "CREATE TABLE t (a INT NOT NULL, b STRING NOT NULL, c INT) WITH ('connector' = 'datagen');\n";

} // namespace

class GroupingSetsTest : public QObject {
    Q_OBJECT
private slots:
    void rollupAndCubeExpand()
    {
        QCOMPARE(rollupSets({0b01, 0b10}), (std::vector<GroupingMask>{0b11, 0b01, 0}));
        QCOMPARE(cubeSets({0b011, 0b100}).size(), std::size_t{4});
        QCOMPARE(crossSets({0b001, 0}, {0b010}), (std::vector<GroupingMask>{0b011, 0b010}));
    }

    void setsTakeCalcitesOrderAndFlinksIds()
    {
        // ROLLUP(customer, id): {customer, id} 0, {customer} 1, {} 3.
        const GroupingSetPlan rollup = planGroupingSets(rollupSets({0b01, 0b10}), {"customer", "id"});
        QCOMPARE(members(rollup), (std::vector<GroupingMask>{0b11, 0b01, 0}));
        QCOMPARE(ids(rollup), (std::vector<std::int64_t>{0, 1, 3}));
        // GROUPING SETS ((id), (customer)) listed backwards: still {id} 1, {customer} 2.
        const GroupingSetPlan sets = planGroupingSets({0b10, 0b01}, {"id", "customer"});
        QCOMPARE(members(sets), (std::vector<GroupingMask>{0b01, 0b10}));
        QCOMPARE(ids(sets), (std::vector<std::int64_t>{1, 2}));
        // CUBE((id, customer), amount): Calcite's [{0, 1, 2}, {0, 1}, {2}, {}].
        const GroupingSetPlan cube = planGroupingSets(cubeSets({0b011, 0b100}), {"id", "customer", "amount"});
        QCOMPARE(members(cube), (std::vector<GroupingMask>{0b111, 0b011, 0b100, 0}));
        QCOMPARE(ids(cube), (std::vector<std::int64_t>{0, 1, 6, 7}));
    }

    void aPlainGroupByHasNoSets()
    {
        QVERIFY(planGroupingSets({0b11}, {"a", "b"}).sets.empty());
        QVERIFY(planGroupingSets({0}, {}).sets.empty()); // GROUP BY ()
    }

    void repeatsCountUpAndKeepDistinctIds()
    {
        const GroupingSetPlan plan = planGroupingSets({0b1, 0b1, 0}, {"a"});
        QVERIFY(!plan.error && !plan.errorWithoutGrouping);
        QCOMPARE(plan.sets.size(), std::size_t{3});
        QCOMPARE(plan.sets[0].duplicate, 0);
        QCOMPARE(plan.sets[1].duplicate, 1);
        QCOMPARE(ids(plan), (std::vector<std::int64_t>{0, 2, 1}));
        QCOMPARE(plan.sets[1].kept, GroupingMask{0b1});
    }

    void aLoneRepeatOfFewerExpressionsKeepsThemAll()
    {
        // GROUPING SETS ((a), (b), (a)): the repeat of (a) is an aggregation of its own, which
        // Flink plans by a and b (with a GROUPING call) or refuses.
        const GroupingSetPlan plan = planGroupingSets({0b01, 0b10, 0b01}, {"a", "b"});
        QVERIFY(!plan.error);
        QVERIFY(plan.errorWithoutGrouping);
        QVERIFY(plan.errorWithoutGrouping->english().find("grouping set (a)") != std::string::npos);
        QCOMPARE(plan.sets.size(), std::size_t{3});
        QCOMPARE(plan.sets[1].members, GroupingMask{0b01});
        QCOMPARE(plan.sets[1].kept, GroupingMask{0b11});
        QCOMPARE(plan.sets[0].kept, GroupingMask{0b01});
        QVERIFY(!groupedInEverySet(plan.sets, 1));
    }

    void groupingValuesPutTheFirstArgumentHighest()
    {
        QCOMPARE(groupingValue(0b01, {0, 1}), std::int64_t{1});
        QCOMPARE(groupingValue(0b01, {1, 0}), std::int64_t{2});
        QCOMPARE(groupingValue(0, {0, 1, 0}), std::int64_t{7});
    }

    void rollupPlansAnExpandBelowTheAggregate()
    {
        auto analysis = analyzeScript(kTable + "SELECT a, b, SUM(c), GROUPING(b) FROM t GROUP BY ROLLUP(a, b);\n");
        QVERIFY2(!analysis->diagnostics.hasErrors(), diagnosticsText(analysis->diagnostics).c_str());
        const auto expands = nodesOf<ExpandNode>(*analysis->statements.back().plan);
        QCOMPARE(expands.size(), std::size_t{1});
        QCOMPARE(expands[0]->projections.size(), std::size_t{3});
        QCOMPARE(expands[0]->schema.back().name, std::string("$e"));
        const auto aggregates = nodesOf<AggregateNode>(*analysis->statements.back().plan);
        QCOMPARE(aggregates.size(), std::size_t{1});
        QCOMPARE(aggregates[0]->groupKeys.size(), std::size_t{3}); // a, b, $e
        // a and b are NOT NULL in t, but the sets that leave them out make them nullable.
        QVERIFY(aggregates[0]->schema[0].type.isNullable());
        QVERIFY(aggregates[0]->schema[1].type.isNullable());
    }

    void aGroupingFunctionNeedsAGroupedArgument()
    {
        auto analysis = analyzeScript(kTable + "SELECT a, GROUPING(c) FROM t GROUP BY ROLLUP(a);\n");
        QVERIFY(analysis->diagnostics.hasErrors());
        QVERIFY(diagnosticsText(analysis->diagnostics).find("Argument to GROUPING operator must be a grouped expression") !=
                std::string::npos);
    }

    void aHugeCubeIsRefusedWithAMessage()
    {
        std::string columns, cube;
        for (int i = 0; i < 20; ++i) {
            columns += (i ? ", c" : "c") + std::to_string(i) + " INT";
            cube += (i ? ", c" : "c") + std::to_string(i);
        }
        auto analysis = analyzeScript("CREATE TABLE w (" + columns + ") WITH ('connector' = 'datagen');\n"
                                      "SELECT COUNT(*) FROM w GROUP BY CUBE(" + cube + ");\n");
        QVERIFY(analysis->diagnostics.hasErrors());
        QVERIFY(diagnosticsText(analysis->diagnostics).find("grouping sets") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(GroupingSetsTest)
#include "grouping_sets_test.moc"
