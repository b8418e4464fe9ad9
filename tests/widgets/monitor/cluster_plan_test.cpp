// A Flink job's plan (/jobs/:jid/plan, as Flink 1.20's JobManager gives it) as the job graph's plan.

#include <cluster_plan.h>
#include <job_graph_view.h>
#include <plan_layout.h>

#include <sluice/script.h>

#include <QJsonDocument>
#include <QTest>

using namespace sluice;

namespace {

// Two vertices as Flink plans `INSERT INTO sink SELECT k, COUNT(*) FROM src GROUP BY k`: the
// aggregate listed first, reading the source chain through a hash exchange.
const char *kFlinkPlan = R"({"jid": "3bd5", "name": "insert-into_default_catalog.default_database.sink", "type": "STREAMING",
 "nodes": [
  {"id": "90bea66de1c231edf33913ecd54406c1", "parallelism": 2, "operator": "", "operator_strategy": "",
   "description": "[16]:GroupAggregate(groupBy=[k], select=[k, COUNT(*) AS EXPR$1])<br/>+- sink[17]: Writer<br/>",
   "inputs": [{"num": 0, "id": "cbc357ccb763df2852fee8c4fc7d55f2", "ship_strategy": "HASH", "exchange": "pipelined_bounded"}],
   "optimizer_properties": {}},
  {"id": "cbc357ccb763df2852fee8c4fc7d55f2", "parallelism": 2, "operator": "", "operator_strategy": "",
   "description": "[13]:TableSourceScan(table=[[default_catalog, default_database, src]], fields=[k, v])<br/>+- [14]:Calc(select=[k])<br/>",
   "optimizer_properties": {}}]})";

const char *kScript = "CREATE TABLE src (k INT, v BIGINT) WITH ('connector' = 'datagen');\n"
                      "CREATE TABLE sink (k INT, c BIGINT) WITH ('connector' = 'blackhole');\n"
                      "INSERT INTO sink\n"
                      "SELECT k, COUNT(*) FROM src GROUP BY k;\n";

} // namespace

class ClusterPlanTest : public QObject
{
    Q_OBJECT
private slots:
    void verticesBecomeNodesInDataFlowOrderWithTheirExchanges()
    {
        const QJsonObject plan = QJsonDocument::fromJson(kFlinkPlan).object();
        const ClusterPlan cluster = ClusterPlan::fromFlink(QStringLiteral("job"), plan, {});
        const StatementPlan operators = PlanLayout::withoutExchanges(cluster.statement);
        QCOMPARE(operators.nodes.size(), std::size_t(2));
        QCOMPARE(operators.nodes[0].kind, std::string("Source → Calc"));
        QCOMPARE(operators.nodes[0].table, std::string("src"));
        QCOMPARE(operators.nodes[1].kind, std::string("GroupAggregate → Sink"));
        QCOMPARE(operators.nodes[1].table, std::string("sink"));
        QCOMPARE(operators.nodes[1].parallelism, 2);
        QVERIFY(operators.nodes[1].description.find("+- sink[17]: Writer") != std::string::npos); // HTML undone
        const std::vector<PlanLayout::Edge> edges = PlanLayout::edges(cluster.statement);
        QCOMPARE(edges.size(), std::size_t(1));
        QCOMPARE(edges[0].from, operators.nodes[0].id);
        QCOMPARE(edges[0].to, operators.nodes[1].id);
        QCOMPARE(edges[0].exchange, std::string("hash"));
        // The metrics' operator ids are the vertex ids.
        QCOMPARE(cluster.vertexNodes.size(), std::size_t(2));
        for (const auto &[vertex, node] : cluster.vertexNodes)
            QCOMPARE(node, vertex.startsWith(QLatin1String("cbc3")) ? operators.nodes[0].id : operators.nodes[1].id);
    }

    void eachVertexPointsAtTheSqlItCameFrom()
    {
        const ExplainResult local = explainScript(kScript);
        QVERIFY(!local.graphs.empty());
        const ClusterPlan cluster =
            ClusterPlan::fromFlink(QStringLiteral("job"), QJsonDocument::fromJson(kFlinkPlan).object(), local.graphs);
        const StatementPlan operators = PlanLayout::withoutExchanges(cluster.statement);
        // Where the local plan's scan and aggregate came from.
        auto localRange = [&](const char *kind) {
            for (const PlanGraphNode &n : local.graphs.front().nodes)
                if (n.kind == kind)
                    return n.range;
            return SourceRange{};
        };
        QVERIFY(localRange("GroupAggregate").valid());
        QCOMPARE(operators.nodes[1].range, localRange("GroupAggregate"));
        QCOMPARE(operators.nodes[0].range, localRange("TableSourceScan"));
        QVERIFY(!operators.nodes[1].changelogMode.empty());
    }

    void aStatementSetsFanOutReadsEveryBranch()
    {
        // ":- " and "+- " both start a chained operator.
        const char *fanOut = R"({"nodes": [
            {"id": "a", "parallelism": 1, "description": "[8]:TableSourceScan(table=[[default_catalog, default_database, src]], fields=[k, v])<br/>:- [9]:Calc(select=[k])<br/>+- [11]:Calc(select=[(k + 1) AS EXPR$0])<br/>"},
            {"id": "b", "parallelism": 1, "description": "o1[10]: Writer<br/>", "inputs": [{"id": "a", "ship_strategy": "FORWARD"}]},
            {"id": "c", "parallelism": 1, "description": "o1[12]: Writer<br/>", "inputs": [{"id": "a", "ship_strategy": "FORWARD"}]}]})";
        const ClusterPlan cluster = ClusterPlan::fromFlink(QStringLiteral("set"), QJsonDocument::fromJson(fanOut).object(), {});
        const StatementPlan operators = PlanLayout::withoutExchanges(cluster.statement);
        QCOMPARE(operators.nodes.size(), std::size_t(3));
        QCOMPARE(operators.nodes[0].kind, std::string("Source → … → Calc"));
        QCOMPARE(operators.nodes[1].kind, std::string("Sink"));
        QCOMPARE(operators.nodes[1].table, std::string("o1"));
        QCOMPARE(PlanLayout::edges(cluster.statement).size(), std::size_t(2));
    }

    void aVertexSaysFlinksBackpressureLevelAndAnOperatorItsQueue()
    {
        using B = SubtaskMetrics::Backpressure;
        QCOMPARE(JobGraphView::pressureText(0.62, B::High), QStringLiteral("backpressured 62.0% (high)"));
        QCOMPARE(JobGraphView::pressureText(0.3, B::Low), QStringLiteral("backpressured 30.0% (low)"));
        QCOMPARE(JobGraphView::pressureText(0.05, B::Ok), QStringLiteral("backpressured 5.0% (OK)"));
        QCOMPARE(JobGraphView::pressureText(0.4, B::Unknown), QStringLiteral("queue 40.0%"));
    }
};

QTEST_MAIN(ClusterPlanTest)
#include "cluster_plan_test.moc"
