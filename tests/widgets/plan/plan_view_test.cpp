// PlanView and PlanLayout: one box per operator of the engine's plan, edges from inputs
// labelled with their exchange kind, refreshed off the GUI thread as the text changes,
// double-click selects the node's SQL.
#include <plan_layout.h>
#include <plan_view.h>
#include <sql_editor.h>

#include <sluice/script.h>

#include <QFile>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <map>

using sluice::PlanLayout;
using sluice::PlanView;

namespace {

std::string exampleJob()
{
    QFile file(QStringLiteral(SLUICE_SOURCE_DIR "/resources/examples/orders_enrichment.sql"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("example job missing");
    return file.readAll().toStdString();
}

} // namespace

class PlanViewTest : public QObject
{
    Q_OBJECT

private slots:
    void layoutPutsInputsLeftOfTheirConsumers()
    {
        sluice::StatementPlan plan;
        plan.nodes = {{1, "Source", {}, 1, "[I]", {}, {}, {}, {}},
                      {2, "Source", {}, 1, "[I]", {}, {}, {}, {}},
                      {3, "Join", {}, 1, "[I]", {}, {}, {1, 2}, {}},
                      {4, "Sink", {}, 1, "[I]", {}, {}, {3}, {}}};
        const auto cells = PlanLayout::place(plan);
        QCOMPARE(cells[0].layer, 0);
        QCOMPARE(cells[1].layer, 0);
        QCOMPARE(cells[1].row, 1);
        QCOMPARE(cells[2].layer, 1);
        QCOMPARE(cells[3].layer, 2);
        QCOMPARE(PlanLayout::layerCount(cells), 3);
    }

    void anEdgeAcrossLayersKeepsASlotInEach()
    {
        // q5's shape after sub-plan reuse: one aggregation read by a short way (1 -> 4) and a
        // long one (1 -> 2 -> 3 -> 4).
        sluice::StatementPlan plan;
        plan.nodes = {{0, "Source", {}, 1, "[I]", {}, {}, {}, {}},
                      {1, "WindowAggregate", {}, 1, "[I]", {}, {}, {0}, {}},
                      {2, "Calc", {}, 1, "[I]", {}, {}, {1}, {}},
                      {3, "WindowAggregate", {}, 1, "[I]", {}, {}, {2}, {}},
                      {4, "Join", {}, 1, "[I]", {}, {}, {1, 3}, {}},
                      {5, "Sink", {}, 1, "[I]", {}, {}, {4}, {}}};
        const PlanLayout::Grid grid = PlanLayout::grid(plan);
        QCOMPARE(grid.cells[4].layer, 4);
        const auto crossing = grid.crossings.find({1, 4});
        QVERIFY(crossing != grid.crossings.end());
        QCOMPARE(crossing->second.size(), std::size_t(2)); // layers 2 and 3
        for (const PlanLayout::Cell &slot : crossing->second) {
            for (const PlanLayout::Cell &cell : grid.cells)
                QVERIFY(cell.layer != slot.layer || cell.row != slot.row);
        }
        QCOMPARE(grid.rows, (std::vector<int>{1, 1, 2, 2, 1, 1}));
        QCOMPARE(grid.crossings.size(), std::size_t(1));
    }

    void oneNodePerOperatorOfTheExampleJob()
    {
        const std::string text = exampleJob();
        const sluice::ExplainResult explained = sluice::explainScript(text);
        QVERIFY(!explained.graphs.empty());
        // Exchanges are edges, not boxes: every other node of the plan is one box.
        const sluice::StatementPlan operators =
            PlanLayout::withoutExchanges(explained.graphs.front());
        std::size_t edges = 0;
        for (const auto &node : operators.nodes)
            edges += node.inputs.size();
        // Scans and the sink name their tables (issue 23 item 10).
        QStringList tables;
        for (const auto &node : operators.nodes) {
            if (node.kind == "TableSourceScan" || node.kind == "Sink")
                tables << QString::fromStdString(node.table);
        }
        tables.sort();
        QCOMPARE(tables, QStringList({"customers", "orders", "revenue_by_tier"}));
        // Boxes are titled as EXPLAIN names the operators: the mini-batch aggregation's two
        // phases apart.
        QStringList titles;
        for (const auto &node : operators.nodes) {
            QVERIFY2(node.description.rfind(node.title + "(", 0) == 0, node.description.c_str());
            titles << QString::fromStdString(node.title);
        }
        QVERIFY(titles.contains("LocalGroupAggregate"));
        QVERIFY(titles.contains("GlobalGroupAggregate"));

        sluice::SqlEditor editor;
        editor.setText(QString::fromStdString(text));
        PlanView view;
        view.setDelay(10);
        view.resize(800, 500);
        view.show();
        view.setEditor(&editor);
        QTRY_COMPARE_WITH_TIMEOUT(view.nodeCount(), int(operators.nodes.size()), 5000);
        QCOMPARE(view.edgeCount(), int(edges));
        QCOMPARE(view.edgeLabels().size(), int(edges));
        QVERIFY(view.nodeCount() >= 4);
        QCOMPARE(view.currentStatement(), 0);

        // Double-clicking a node asks for its SQL.
        QSignalSpy spy(&view, &PlanView::nodeActivated);
        for (const auto &node : explained.graphs.front().nodes) {
            if (node.range.valid()) {
                view.activateNode(node.id);
                break;
            }
        }
        QCOMPARE(spy.count(), 1);
        const int begin = spy.first().at(0).toInt();
        const int end = spy.first().at(1).toInt();
        QVERIFY(begin >= 0 && end > begin && end <= int(text.size()));

        // Breaking the script re-plans (off-thread) and clears the graph.
        editor.setText(QStringLiteral("INSERT INTO nowhere SELECT 1;"));
        QTRY_COMPARE_WITH_TIMEOUT(view.nodeCount(), 0, 5000);
    }

    void exchangesBecomeLabelledEdges()
    {
        // Scan -> Exchange(hash[k]) -> Join: one edge Scan -> Join labelled hash[k].
        sluice::StatementPlan plan;
        plan.nodes = {{0, "TableSourceScan", {}, 2, "[I]", {}, {}, {}, {}},
                      {1, "Exchange", "Exchange(distribution=[hash[k]])", 2, "[I]", {}, {}, {0}, {}},
                      {2, "TableSourceScan", {}, 2, "[I]", {}, {}, {}, {}},
                      {3, "Exchange", "Exchange(distribution=[hash[k]])", 2, "[I]", {}, {}, {2}, {}},
                      {4, "Join", {}, 2, "[I]", {}, {}, {1, 3}, {}},
                      {5, "Calc", {}, 2, "[I]", {}, {}, {4}, {}},
                      {6, "Exchange", "Exchange(distribution=[single])", 1, "[I]", {}, {}, {5}, {}},
                      {7, "Sink", {}, 1, "[I]", {}, {}, {6}, {}}};
        const auto edges = PlanLayout::edges(plan);
        QCOMPARE(edges.size(), std::size_t(4));
        QCOMPARE(edges[0].from, 0);
        QCOMPARE(edges[0].to, 4);
        QCOMPARE(edges[0].exchange, std::string("hash[k]"));
        QCOMPARE(edges[0].exchangeId, 1);
        QCOMPARE(edges[1].from, 2);
        QCOMPARE(edges[2].exchange, std::string("forward"));
        QCOMPARE(edges[2].exchangeId, -1);
        QCOMPARE(edges[3].exchange, std::string("single"));
        QCOMPARE(edges[3].from, 5);
        QCOMPARE(edges[3].to, 7);
        const auto operators = PlanLayout::withoutExchanges(plan);
        QCOMPARE(operators.nodes.size(), std::size_t(5));
        QCOMPARE(operators.nodes[2].inputs, (std::vector<int>{0, 2}));
        QCOMPARE(PlanLayout::distributionOf("Exchange(distribution=[hash[a, b]])"),
                 std::string("hash[a, b]"));
        QCOMPARE(PlanLayout::distributionOf("Exchange(distribution=[rebalance])"),
                 std::string("rebalance"));
    }

    void edgeLabelsOfTheExampleJob()
    {
        const std::string text = exampleJob();
        const sluice::ExplainResult explained = sluice::explainScript(text);
        QVERIFY(!explained.graphs.empty());
        // What the engine's plan says, exchange by exchange.
        std::map<std::string, int> expected;
        for (const auto &edge : PlanLayout::edges(explained.graphs.front()))
            ++expected[edge.exchange];
        // The example: both join inputs hashed on the join key, the aggregation's global phase
        // on the group key, everything else chained.
        QCOMPARE(expected["hash[customer_id]"], 2);
        QCOMPARE(expected["hash[tier]"], 1);
        QVERIFY(expected["forward"] >= 5);

        sluice::SqlEditor editor;
        editor.setText(QString::fromStdString(text));
        for (const QSize size : {QSize(900, 420), QSize(420, 900)}) {
            for (const bool dark : {false, true}) {
                PlanView view;
                QPalette palette = view.palette();
                if (dark) {
                    palette.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
                    palette.setColor(QPalette::Text, QColor(0xdf, 0xe1, 0xe5));
                    palette.setColor(QPalette::Button, QColor(0x2b, 0x2d, 0x30));
                    view.setPalette(palette);
                }
                view.setDelay(10);
                view.resize(size);
                view.show();
                view.setEditor(&editor);
                QTRY_VERIFY_WITH_TIMEOUT(view.nodeCount() > 0 && !view.isBusy(), 5000);
                std::map<std::string, int> shown;
                const QList<PlanView::EdgeLabel> labels = view.edgeLabels();
                for (const PlanView::EdgeLabel &label : labels)
                    ++shown[label.text.toStdString()];
                QCOMPARE(shown, expected);
                // Readable: no label over a node or over another label.
                QList<QRectF> nodes;
                for (QGraphicsItem *item : view.scene()->items()) {
                    if (item->data(1).toString() == QLatin1String("node"))
                        nodes << item->sceneBoundingRect();
                }
                QCOMPARE(nodes.size(), view.nodeCount());
                for (int i = 0; i < labels.size(); ++i) {
                    QVERIFY(labels[i].sceneRect.height() > 8 && labels[i].sceneRect.width() > 20);
                    for (const QRectF &node : nodes)
                        QVERIFY2(!labels[i].sceneRect.intersects(node),
                                 qPrintable(labels[i].text));
                    for (int j = i + 1; j < labels.size(); ++j)
                        QVERIFY2(!labels[i].sceneRect.intersects(labels[j].sceneRect),
                                 qPrintable(labels[i].text + " / " + labels[j].text));
                }
            }
        }
    }
};

QTEST_MAIN(PlanViewTest)
#include "plan_view_test.moc"
