// Sub-plan reuse (table.optimizer.reuse-sub-plan-enabled, reuse-source-enabled): equal parts of
// one statement's plan become one node, printed once with a reuse id and then as Reused, and
// cut into one task whose output goes to each consumer. Parts that differ in any setting — a
// filter, a hint, a column of the same name — stay apart, and the options turn it off.

#include "plan_test_support.h"

#include "plan/plan_printer.h"
#include "plan/subplan_reuse.h"
#include "runtime/job_graph.h"

#include <QTest>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::plan::testing;

namespace {

const std::string kTables =
    "CREATE TABLE ev (k INT, v BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)\n"
    "  WITH ('connector' = 'datagen');\n"
    "CREATE TABLE out2 (a BIGINT, b BIGINT) WITH ('connector' = 'blackhole');\n";

const std::string kSelfJoin =
    "INSERT INTO out2 SELECT x.v, y.v FROM ev x JOIN ev y ON x.k = y.k;\n";

/// q5's shape: one window aggregation read by both sides of a window join.
const std::string kWindowTwice = R"sql(
CREATE VIEW counts AS
  SELECT k, COUNT(*) AS n, window_start AS ws, window_end AS we
  FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '10' SECOND))
  GROUP BY k, window_start, window_end;
INSERT INTO out2
SELECT c.n, m.maxn FROM counts c
JOIN (SELECT MAX(n) AS maxn, ws, we FROM counts GROUP BY ws, we) m
  ON c.ws = m.ws AND c.we = m.we AND c.n >= m.maxn;
)sql";

std::unique_ptr<ScriptAnalysis> analyze(const std::string &sets, const std::string &statement)
{
    return analyzeScript(sets + kTables + statement);
}

const PlanNode &onlyPlan(const ScriptAnalysis &a)
{
    return *a.statements.front().plan;
}

runtime::JobGraph graphOf(const ScriptAnalysis &a)
{
    runtime::JobGraph graph;
    runtime::addToJobGraph(graph, a.statements.front().plan, 1);
    return graph;
}

int count(const std::string &text, const std::string &needle)
{
    int n = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
        ++n;
    return n;
}

} // namespace

class SubplanReuseTest : public QObject {
    Q_OBJECT
private slots:
    void aSelfJoinReadsItsSourceOnce()
    {
        auto a = analyze("", kSelfJoin);
        QVERIFY2(a->statements.size() == 1, diagnosticsText(a->diagnostics).c_str());
        QCOMPARE(nodesOf<ScanNode>(onlyPlan(*a)).size(), std::size_t(1));
        // The whole side up to the join's exchange is the same: scan, watermark and the hash
        // exchange by k.
        QCOMPARE(nodesOf<WatermarkAssignerNode>(onlyPlan(*a)).size(), std::size_t(1));
        const std::string text = printPlan(onlyPlan(*a));
        QCOMPARE(count(text, "(reuse_id=[1])"), 1);
        QCOMPARE(count(text, "Reused(reference_id=[1])"), 1);
        QCOMPARE(count(text, "TableSourceScan"), 1);

        const runtime::JobGraph graph = graphOf(*a);
        int sources = 0;
        for (const runtime::TaskSpec &t : graph.tasks) {
            if (!t.source)
                continue;
            ++sources;
            // One task reads the table; its output goes to both inputs of the join's task.
            QCOMPARE(t.consumers.size(), std::size_t(2));
            QCOMPARE(t.consumers[0].task, t.consumers[1].task);
            QCOMPARE(t.consumers[0].input + t.consumers[1].input, 1);
        }
        QCOMPARE(sources, 1);
    }

    void aWindowAggregationReadTwiceIsComputedOnce()
    {
        auto a = analyze("", kWindowTwice);
        QVERIFY2(a->statements.size() == 1, diagnosticsText(a->diagnostics).c_str());
        const auto aggregates = nodesOf<WindowAggregateNode>(onlyPlan(*a));
        // COUNT per key (shared), MAX per window.
        QCOMPARE(aggregates.size(), std::size_t(2));
        // The HOP is pulled into the shared aggregation, as in Flink's plan.
        QCOMPARE(nodesOf<WindowTableFunctionNode>(onlyPlan(*a)).size(), std::size_t(0));
        QVERIFY(aggregates[0]->assignsWindows || aggregates[1]->assignsWindows);
        QCOMPARE(nodesOf<ScanNode>(onlyPlan(*a)).size(), std::size_t(1));

        const runtime::JobGraph graph = graphOf(*a);
        int fannedOut = 0;
        for (const runtime::TaskSpec &t : graph.tasks) {
            if (t.consumers.size() > 1) {
                ++fannedOut;
                QCOMPARE(t.chain.back()->kind, PlanNodeKind::WindowAggregate);
                QCOMPARE(t.consumers.size(), std::size_t(2));
            }
        }
        QCOMPARE(fannedOut, 1);
    }

    void differentFiltersShareOnlyTheScan()
    {
        auto a = analyze("", "INSERT INTO out2 SELECT x.v, y.v FROM (SELECT * FROM ev WHERE v > 5) x "
                             "JOIN (SELECT * FROM ev WHERE v > 6) y ON x.k = y.k;\n");
        QVERIFY2(a->statements.size() == 1, diagnosticsText(a->diagnostics).c_str());
        QCOMPARE(nodesOf<ScanNode>(onlyPlan(*a)).size(), std::size_t(1));
        int filters = 0;
        for (const CalcNode *c : nodesOf<CalcNode>(onlyPlan(*a)))
            filters += c->condition ? 1 : 0;
        QCOMPARE(filters, 2);
    }

    void columnsOfOneNameAreToldApart()
    {
        // Two projections that print alike ("Calc(select=[v])") over an input with two columns
        // named v, reading different ones: not equal. A third, equal to the first, is shared.
        auto input = std::make_shared<UnionNode>();
        input->schema = {{"v", LogicalType::bigInt()}, {"v", LogicalType::bigInt()}};
        input->parallelism = 1;
        auto project = [&](int column) {
            auto calc = std::make_shared<CalcNode>();
            calc->projections.push_back(makeInputRef(column, LogicalType::bigInt(), "v"));
            calc->schema = {{"v", LogicalType::bigInt()}};
            calc->parallelism = 1;
            calc->inputs.push_back(input);
            return calc;
        };
        PlanNodePtr root = std::make_shared<UnionNode>();
        root->schema = {{"v", LogicalType::bigInt()}};
        root->inputs = {project(0), project(1), project(0)};
        QCOMPARE(describeNode(*root->inputs[0]), describeNode(*root->inputs[1]));
        QCOMPARE(reuseSubplans(root, true), 1);
        QVERIFY(root->inputs[0] != root->inputs[1]);
        QVERIFY(root->inputs[0] == root->inputs[2]);
        QCOMPARE(root->inputs[1]->as<CalcNode>().projections[0]->inputIndex, 1);
    }

    void aHintMakesAnotherScan()
    {
        auto a = analyze("", "INSERT INTO out2 SELECT x.v, y.v FROM ev x "
                             "JOIN ev /*+ OPTIONS('rows-per-second' = '5') */ y ON x.k = y.k;\n");
        QVERIFY2(a->statements.size() == 1, diagnosticsText(a->diagnostics).c_str());
        QCOMPARE(nodesOf<ScanNode>(onlyPlan(*a)).size(), std::size_t(2));
        QCOMPARE(count(printPlan(onlyPlan(*a)), "Reused"), 0);
    }

    void theOptionsTurnItOff()
    {
        auto noSources = analyze("SET 'table.optimizer.reuse-source-enabled' = 'false';\n", kSelfJoin);
        QCOMPARE(nodesOf<ScanNode>(onlyPlan(*noSources)).size(), std::size_t(2));
        auto none = analyze("SET 'table.optimizer.reuse-sub-plan-enabled' = 'false';\n", kWindowTwice);
        QCOMPARE(nodesOf<ScanNode>(onlyPlan(*none)).size(), std::size_t(2));
        QCOMPARE(nodesOf<WindowAggregateNode>(onlyPlan(*none)).size(), std::size_t(3));
        auto sourceTasks = [](const runtime::JobGraph &graph) {
            return std::count_if(graph.tasks.begin(), graph.tasks.end(),
                                 [](const runtime::TaskSpec &t) { return t.source != nullptr; });
        };
        QCOMPARE(sourceTasks(graphOf(*none)), 2);
        QCOMPARE(sourceTasks(graphOf(*analyze("", kWindowTwice))), 1);
    }
};

QTEST_GUILESS_MAIN(SubplanReuseTest)
#include "subplan_reuse_test.moc"
