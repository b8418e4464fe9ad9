// PlanView and PlanLayout: one box per operator of the engine's plan, edges from inputs,
// refreshed off the GUI thread as the text changes, double-click selects the node's SQL.
#include <plan_layout.h>
#include <plan_view.h>
#include <sql_editor.h>

#include <sluice/script.h>

#include <QFile>
#include <QSignalSpy>
#include <QTest>

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

    void oneNodePerOperatorOfTheExampleJob()
    {
        const std::string text = exampleJob();
        const sluice::ExplainResult explained = sluice::explainScript(text);
        QVERIFY(!explained.graphs.empty());
        std::size_t edges = 0;
        for (const auto &node : explained.graphs.front().nodes)
            edges += node.inputs.size();

        sluice::SqlEditor editor;
        editor.setText(QString::fromStdString(text));
        PlanView view;
        view.setDelay(10);
        view.resize(800, 500);
        view.show();
        view.setEditor(&editor);
        QTRY_COMPARE_WITH_TIMEOUT(view.nodeCount(),
                                  int(explained.graphs.front().nodes.size()), 5000);
        QCOMPARE(view.edgeCount(), int(edges));
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
};

QTEST_MAIN(PlanViewTest)
#include "plan_view_test.moc"
