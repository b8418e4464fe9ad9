// A Monitor chart and the mouse wheel (issue 23 item 5): the plain wheel scrolls the Monitor,
// not the chart; Ctrl+wheel zooms the time axis, never past the samples' span (no "-76 s") nor
// below two seconds, and zooming all the way out follows the samples again.
#include <chart_panel.h>

#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QVBoxLayout>
#include <QWheelEvent>

using namespace sluice;

namespace {

void wheel(QWidget *target, int delta, Qt::KeyboardModifiers modifiers)
{
    const QPointF at(target->width() / 2.0, target->height() / 2.0);
    QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, modifiers,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(target, &event);
}

std::vector<ChartPanel::Line> ramp()
{
    ChartPanel::Line line;
    line.label = QStringLiteral("rows/s");
    for (int t = 0; t <= 60; ++t)
        line.points.emplace_back(t, t * 10.0);
    return {line};
}

} // namespace

class ChartPanelTest : public QObject
{
    Q_OBJECT

private slots:
    void thePlainWheelScrollsTheMonitor()
    {
        QScrollArea area;
        auto *content = new QWidget;
        auto *layout = new QVBoxLayout(content);
        auto *panel = new ChartPanel(QStringLiteral("Throughput"), UnitScale::Unit::Rate);
        layout->addWidget(panel);
        for (int i = 0; i < 3; ++i)
            layout->addWidget(new ChartPanel(QStringLiteral("More"), UnitScale::Unit::Rate));
        area.setWidget(content);
        area.setWidgetResizable(true);
        area.resize(500, 300);
        area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&area));
        panel->setLines(ramp(), 0, 60);
        QVERIFY(area.verticalScrollBar()->maximum() > 0);
        const int before = area.verticalScrollBar()->value();
        wheel(panel->viewport(), -120, Qt::NoModifier);
        QVERIFY(!panel->isZoomed());
        QCOMPARE(panel->timeRange(), std::make_pair(0.0, 60.0));
        QVERIFY2(area.verticalScrollBar()->value() > before, "the wheel did not scroll the Monitor");
    }

    void ctrlWheelZoomsWithinTheSamples()
    {
        ChartPanel panel(QStringLiteral("Throughput"), UnitScale::Unit::Rate);
        panel.resize(600, 300);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setLines(ramp(), 0, 60);
        wheel(panel.viewport(), 120, Qt::ControlModifier);
        QVERIFY(panel.isZoomed());
        auto [from, to] = panel.timeRange();
        QVERIFY2(from >= 0 && to <= 60 && to - from < 60, qPrintable(QStringLiteral("%1 .. %2").arg(from).arg(to)));
        for (int i = 0; i < 30; ++i)
            wheel(panel.viewport(), 120, Qt::ControlModifier);
        std::tie(from, to) = panel.timeRange();
        QVERIFY2(from >= 0 && to <= 60 && to - from >= 2 - 1e-9, qPrintable(QStringLiteral("%1 .. %2").arg(from).arg(to)));
        // New samples while zoomed: the view stays where it was.
        panel.setLines(ramp(), 0, 70);
        QCOMPARE(panel.timeRange(), std::make_pair(from, to));
        // Zooming out never goes past the samples, and all the way out follows them again.
        for (int i = 0; i < 40; ++i) {
            wheel(panel.viewport(), -120, Qt::ControlModifier);
            const auto range = panel.timeRange();
            QVERIFY2(range.first >= 0 && range.second <= 70,
                     qPrintable(QStringLiteral("%1 .. %2").arg(range.first).arg(range.second)));
        }
        QVERIFY(!panel.isZoomed());
        QCOMPARE(panel.timeRange(), std::make_pair(0.0, 70.0));
    }
};

QTEST_MAIN(ChartPanelTest)
#include "chart_panel_test.moc"
