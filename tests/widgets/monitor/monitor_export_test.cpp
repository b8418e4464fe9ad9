// Export from the Monitor (issue 9 §6): each chart to PNG and SVG, the run's metric series to
// CSV, from the Monitor's Export button and File → Export; failures name the file.
#include <chart_panel.h>
#include <compare_runs_view.h>
#include <main_window.h>
#include <monitor_view.h>
#include <run_control.h>
#include <run_history.h>
#include <run_session.h>

#include <QFile>
#include <QImage>
#include <QMenu>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>
#include <QXmlStreamReader>

using namespace sluice;

namespace {

// About two seconds of a bounded job with an aggregation, so there is throughput and state.
const QByteArray kJob =
    "CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '1500',"
    " 'rows-per-second' = '800');\n"
    "CREATE TABLE snk (k INT, c BIGINT, PRIMARY KEY (k) NOT ENFORCED)"
    " WITH ('connector' = 'blackhole');\n"
    "INSERT INTO snk SELECT id % 7, COUNT(*) FROM src GROUP BY id % 7;\n";

// How many different colours a grid of pixels holds: a blank image has one or two.
int colourCount(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    }
    return int(colours.size());
}

QList<QList<QByteArray>> csvRows(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<QList<QByteArray>> rows;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.isEmpty())
            rows.append(line.split(','));
    }
    return rows;
}

} // namespace

class MonitorExportTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("Sluice");
        QCoreApplication::setApplicationName("SluiceMonitorExportTest");
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void cleanup() { QVERIFY(JobController::waitForAllThreads(10000)); }

    void chartsToPngAndSvgSeriesToCsv()
    {
        RunHistory history;
        MonitorView view(&history);
        view.resize(1300, 950);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        RunSession session(&history);
        session.setJobName(QStringLiteral("agg.sql"));
        view.setSession(&session);
        session.controller()->setMetricsInterval(250);
        session.start(kJob);
        QTRY_VERIFY_WITH_TIMEOUT(!session.controller()->isActive(), 30000);
        QVERIFY2(session.state() == RunState::Finished,
                 qPrintable(session.controller()->failureMessage()));
        view.refresh();

        // PNG: the chart at the export size, twice as many pixels, whatever its cell on screen;
        // the chart on screen keeps its size.
        ChartPanel *throughput = view.chart(MonitorView::Chart::Throughput);
        QVERIFY(throughput->lineCount() >= 1);
        QVERIFY(view.exportableCharts().contains(throughput));
        const QSizeF onScreen = throughput->chart()->size();
        QVERIFY(onScreen.width() < ChartPanel::kExportSize.width());
        QString error;
        const QString png = m_dir.filePath(QStringLiteral("throughput.png"));
        QSignalSpy exported(&view, &MonitorView::exported);
        QVERIFY2(view.exportChart(throughput, png, &error), qPrintable(error));
        QCOMPARE(exported.count(), 1); // the status bar says where it went
        QCOMPARE(exported.at(0).at(0).toString(), png);
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), ChartPanel::kExportSize * ChartPanel::kPngScale);
        QVERIFY2(colourCount(image) > 8, "the image looks blank");
        QCOMPARE(throughput->chart()->size(), onScreen);

        // A chart not on screen (the comparison's tab) is drawn the same.
        ChartPanel *compare = view.compareView()->chart();
        QVERIFY(!compare->isVisible());
        const QString hiddenPng = m_dir.filePath(QStringLiteral("compare.png"));
        QVERIFY2(compare->exportTo(hiddenPng, &error), qPrintable(error));
        QCOMPARE(QImage(hiddenPng).size(), ChartPanel::kExportSize * ChartPanel::kPngScale);

        // SVG: well-formed XML whose root is <svg>, holding the chart's title as text.
        ChartPanel *state = view.chart(MonitorView::Chart::StateEntries);
        const QString svg = m_dir.filePath(QStringLiteral("state.svg"));
        QVERIFY2(state->exportTo(svg, &error), qPrintable(error));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray svgText = svgFile.readAll();
        QXmlStreamReader xml(svgText);
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name().toString(), QStringLiteral("svg"));
        int elements = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement)
                ++elements;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(elements > 20);
        QVERIFY(svgText.contains("State size (entries)"));

        // CSV: a header of "name[scope] (unit)" and one row per sample, matching the series.
        const QString csv = m_dir.filePath(QStringLiteral("agg-metrics.csv"));
        QVERIFY2(view.exportCsv(csv, &error), qPrintable(error));
        QCOMPARE(exported.count(), 2);
        const QList<QList<QByteArray>> rows = csvRows(csv);
        const MetricHistory &metrics = session.metrics();
        QVERIFY(rows.size() >= 3);
        QCOMPARE(rows[0].size(), 1 + metrics.seriesCount());
        QCOMPARE(rows[0][0], QByteArray("time (s)"));
        const int read = metrics.indexOf(MetricKind::RecordsInRate, {});
        QCOMPARE(rows[0][read + 1], QByteArray("recordsInPerSecond[job] (records/s)"));
        const MetricSeries &series = metrics.series(read);
        QCOMPARE(rows.size() - 1, series.size());
        for (int i = 0; i < series.size(); ++i) {
            QCOMPARE(rows[i + 1].size(), rows[0].size());
            QCOMPARE(rows[i + 1][0].toDouble(), series.at(i).x());
            QCOMPARE(rows[i + 1][read + 1].toDouble(), series.at(i).y());
        }
        bool stateColumn = false;
        for (const QByteArray &name : rows[0])
            stateColumn = stateColumn || name.startsWith("stateEntries[GroupAggregate #"); // as the legend says
        QVERIFY(stateColumn);

        // Failures say which file and why.
        const QString nowhere = m_dir.filePath(QStringLiteral("missing/dir/chart.png"));
        QVERIFY(!throughput->exportTo(nowhere, &error));
        QVERIFY2(error.contains(QStringLiteral("chart.png")), qPrintable(error));
        QVERIFY(!state->exportTo(m_dir.filePath(QStringLiteral("missing/x.svg")), &error));
        QVERIFY2(error.contains(QStringLiteral("x.svg")), qPrintable(error));
        view.setSession(nullptr);
        QVERIFY(!view.exportCsv(m_dir.filePath(QStringLiteral("empty.csv")), &error));
        QVERIFY2(error.contains(QStringLiteral("run the job")), qPrintable(error));
    }

    void comparisonOfTwoRunsToCsv()
    {
        RunHistory history;
        MonitorView view(&history);
        QString error;
        const QString path = m_dir.filePath(QStringLiteral("comparison.csv"));
        // One run: nothing to compare yet.
        for (const char *ttl : {"1 h", "1 min"}) {
            QVERIFY(!view.exportComparisonCsv(path, &error));
            QVERIFY2(error.contains(QStringLiteral("twice")), qPrintable(error));
            RunSession session(&history);
            session.setJobName(QStringLiteral("agg.sql"));
            session.start(QByteArray("SET 'table.exec.state.ttl' = '") + ttl + "';\n" + kJob);
            QTRY_VERIFY_WITH_TIMEOUT(!session.controller()->isActive(), 30000);
            QVERIFY2(session.state() == RunState::Finished,
                     qPrintable(session.controller()->failureMessage()));
        }
        QCOMPARE(history.count(), 2);
        view.updateExportActions();
        QVERIFY2(view.exportComparisonCsv(path, &error), qPrintable(error));
        const QList<QList<QByteArray>> rows = csvRows(path);
        QCOMPARE(rows[0], QByteArray("section,name,unit,run A,run B").split(','));
        auto find = [&rows](const QByteArray &section, const QByteArray &name) {
            for (const QList<QByteArray> &row : rows) {
                if (row.size() == 5 && row[0] == section && row[1] == name)
                    return row;
            }
            return QList<QByteArray>();
        };
        QCOMPARE(find("run", "number").mid(3), QByteArray("1,2").split(','));
        QCOMPARE(find("parameter", "table.exec.state.ttl").mid(3),
                 QByteArray("1 h,1 min").split(','));
        const QList<QByteArray> written = find("figure", "records written");
        QCOMPARE(written[2], QByteArray("records"));
        QCOMPARE(written[3].toLongLong(), history.run(0).metrics->totalRecordsWritten());
        QCOMPARE(written[4].toLongLong(), history.run(1).metrics->totalRecordsWritten());
        QVERIFY(written[3].toLongLong() > 0);
    }

    void exportMenusInTheMonitorAndTheFileMenu()
    {
        MainWindow window;
        window.openFiles({});
        MonitorView *monitor = window.runControl()->monitorView();
        QMenu *menu = monitor->exportMenu();
        QMenu *file = window.exportMenu();
        QVERIFY(file);
        // File → Export holds the same entries: PNG and SVG per chart, then the series and the
        // run comparison as CSV.
        QCOMPARE(file->actions(), menu->actions());
        QList<QMenu *> submenus;
        QList<QAction *> csvs;
        for (QAction *action : menu->actions()) {
            if (action->menu())
                submenus << action->menu();
            else if (!action->isSeparator())
                csvs << action;
        }
        QCOMPARE(submenus.size(), 2);
        QCOMPARE(csvs.size(), 2);
        QAction *csv = csvs[0];
        QAction *comparison = csvs[1];
        const int charts = int(MonitorView::Chart::CheckpointSize) + 1 + 1; // + the comparison
        QCOMPARE(submenus[0]->actions().size(), charts);
        QCOMPARE(submenus[1]->actions().size(), charts);
        // Nothing ran: no series to write; no watermarks: no lag chart to export; no checkpoint
        // charts either.
        monitor->updateExportActions();
        QVERIFY(!csv->isEnabled());
        QVERIFY(!comparison->isEnabled());
        const QAction *lag = submenus[0]->actions()[int(MonitorView::Chart::EventTimeLag)];
        QVERIFY(!lag->isEnabled());
        for (MonitorView::Chart checkpoint :
             {MonitorView::Chart::CheckpointDuration, MonitorView::Chart::CheckpointSize})
            QVERIFY(!submenus[0]->actions()[int(checkpoint)]->isEnabled());
        QVERIFY(submenus[0]->actions()[0]->isEnabled());
        QVERIFY(!monitor->exportableCharts().contains(
            monitor->chart(MonitorView::Chart::EventTimeLag)));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(MonitorExportTest)
#include "monitor_export_test.moc"
