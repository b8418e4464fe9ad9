// The Monitor's Checkpoints tab and checkpoint charts in the main window, on real jobs (issue 22
// item 4): the summary, the history newest first, the selected checkpoint's path to copy, the
// duration and size charts; a failing job's last failure readable in full. In the light and the
// dark theme, in English and Chinese; with SLUICE_TEST_SCREENSHOT_DIR set, each state is saved
// there as PNG to be looked at.
#include <bridge/engine_text.h>
#include <chart_panel.h>
#include <checkpoint_history.h>
#include <checkpoint_jobs.h>
#include <checkpoints_view.h>
#include <main_window.h>
#include <monitor_view.h>
#include <run_control.h>
#include <run_session.h>
#include <theme_manager.h>

#include <QApplication>
#include <QDir>
#include <QClipboard>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

using namespace sluice;

namespace {

QByteArray countingJob(const QString &dir)
{
    return QByteArray::fromStdString(testing::checkpointedCountJob(
        dir.toStdString(), "SET 'execution.checkpointing.num-retained' = '3';\n", 5000));
}

QByteArray failingJob(const QString &blockedDir)
{
    return QByteArray::fromStdString(
        testing::checkpointedCountJob(blockedDir.toStdString(), testing::kRestartOftenSets));
}

void writeFile(const QString &path, const QByteArray &text)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

// The charts shown are laid out in the grid with the others, none on top of another.
void checkChartsLaidOut(MonitorView *monitor)
{
    QList<ChartPanel *> shown;
    for (int i = 0; i <= int(MonitorView::Chart::CheckpointSize); ++i) {
        if (!monitor->chart(MonitorView::Chart(i))->isHidden())
            shown << monitor->chart(MonitorView::Chart(i));
    }
    QVERIFY(shown.contains(monitor->chart(MonitorView::Chart::CheckpointDuration)));
    for (ChartPanel *a : shown) {
        QCOMPARE(a->parentWidget(), shown.first()->parentWidget());
        for (ChartPanel *b : shown)
            QVERIFY2(a == b || !a->geometry().intersects(b->geometry()),
                     qPrintable(a->title() + QStringLiteral(" overlaps ") + b->title()));
    }
}

// Saves `widget` as <SLUICE_TEST_SCREENSHOT_DIR>/<name>.png when that is set.
void screenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("SLUICE_TEST_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(widget->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
}

} // namespace

class CheckpointsViewTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("Sluice");
        QCoreApplication::setApplicationName("SluiceCheckpointsViewTest");
        QSettings().clear();
        QSettings().setValue(QStringLiteral("monitor/sampleMilliseconds"), 250);
    }

    void cleanup() { QVERIFY(JobController::waitForAllThreads(10000)); }

    void showsTheRunAndItsFailures_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<QString>("language");
        QTest::newRow("light en") << false << QStringLiteral("en");
        QTest::newRow("dark en") << true << QStringLiteral("en");
        QTest::newRow("light zh_CN") << false << QStringLiteral("zh_CN");
        QTest::newRow("dark zh_CN") << true << QStringLiteral("zh_CN");
    }

    void showsTheRunAndItsFailures()
    {
        QFETCH(bool, dark);
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/sluice_%1.qm").arg(language)));
        QApplication::installTranslator(&translator);
        const auto removeTranslator =
            qScopeGuard([&translator] { QApplication::removeTranslator(&translator); });
        const QString tag = QStringLiteral("%1_%2").arg(dark ? "dark" : "light", language);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString job = dir.filePath(QStringLiteral("counts.sql"));
        writeFile(job, countingJob(dir.filePath(QStringLiteral("chk"))));
        MainWindow window;
        window.themeManager()->setTheme(dark ? ThemeManager::Theme::Dark
                                             : ThemeManager::Theme::Light);
        window.resize(1400, 900);
        window.openFiles({job});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.monitorDock()->raise(); // tabbed with Problems and Results
        window.resizeDocks({window.monitorDock()}, {360}, Qt::Vertical);
        RunControl *control = window.runControl();
        MonitorView *monitor = control->monitorView();
        CheckpointsView *view = monitor->checkpointsView();
        QTabWidget *tabs = monitor->tabs();
        const int tab = tabs->indexOf(view);
        QVERIFY(tab >= 0);
        QCOMPARE(tabs->tabText(tab), QCoreApplication::translate("sluice::MonitorView",
                                                                 "Checkpoints"));
        tabs->setCurrentIndex(tab);
        // No run yet: a hint how to get checkpoints, no checkpoint charts.
        QVERIFY(view->summaryLines().join(QLatin1Char('\n')).contains(
            QStringLiteral("execution.checkpointing.interval")));
        QVERIFY(monitor->chart(MonitorView::Chart::CheckpointDuration)->isHidden());

        // A run stopped with a savepoint, then resumed from it. The Charts tab is in front when
        // the checkpoint charts appear: they take their place in the grid.
        tabs->setCurrentIndex(0);
        control->runCurrent();
        RunSession *session = control->currentSession();
        const CheckpointHistory *history = session->checkpoints();
        QTRY_VERIFY_WITH_TIMEOUT(history->completedCount() >= 4, 60000);
        QTest::qWait(50);
        checkChartsLaidOut(monitor);
        if (QTest::currentTestFailed())
            return;
        tabs->setCurrentIndex(tab);
        QSignalSpy savepointDone(session->controller(), &JobController::savepointFinished);
        control->stopCurrentWithSavepoint(dir.filePath(QStringLiteral("savepoints")));
        QTRY_COMPARE_WITH_TIMEOUT(savepointDone.size(), 1, 30000);
        QVERIFY(savepointDone.first().at(0).toBool());
        QTRY_VERIFY_WITH_TIMEOUT(!session->controller()->isActive(), 30000);
        control->resumeCurrent(savepointDone.first().at(1).toString());
        QCOMPARE(control->currentSession(), session);
        QTRY_VERIFY_WITH_TIMEOUT(history->completedCount() >= 5, 60000);
        monitor->refresh();

        // The summary: counts, the latest completed, the restore.
        const QString summary = view->summaryLines().join(QLatin1Char('\n'));
        QVERIFY2(summary.contains(history->countsText()), qPrintable(summary));
        QVERIFY2(summary.contains(history->restoreText()) && !history->restoreText().isEmpty(),
                 qPrintable(summary));
        // Newest first.
        QTableView *table = view->table();
        QCOMPARE(table->model()->rowCount(), history->rowCount());
        QCOMPARE(table->model()->index(0, 0).data().toString(),
                 QString::number(history->checkpoint(history->rowCount() - 1).id));
        // The latest completed checkpoint: its details, its path to copy and open.
        const qint64 latest = history->latestCompleted()->id;
        const QString latestPath = QString::fromStdString(history->latestCompleted()->path);
        view->selectCheckpoint(latest);
        QCOMPARE(view->selectedPath(), latestPath);
        QCOMPARE(view->details()->toPlainText(), history->detailsText(history->rowOf(latest)));
        auto *copy = view->findChild<QToolButton *>(QStringLiteral("CopyCheckpointPath"));
        QVERIFY(copy && copy->isEnabled());
        copy->click();
        QCOMPARE(QApplication::clipboard()->text(), QDir::toNativeSeparators(latestPath));
        // The charts: one marked point per completed checkpoint.
        ChartPanel *duration = monitor->chart(MonitorView::Chart::CheckpointDuration);
        ChartPanel *size = monitor->chart(MonitorView::Chart::CheckpointSize);
        QVERIFY(!duration->isHidden() && !size->isHidden());
        QCOMPARE(duration->lineCount(), 2);
        QCOMPARE(size->lineCount(), 1);
        QVERIFY(monitor->exportableCharts().contains(duration));
        screenshot(&window, QStringLiteral("checkpoints_window_%1").arg(tag));
        screenshot(monitor, QStringLiteral("checkpoints_tab_%1").arg(tag));
        // Narrower: the summary's lines are shortened to the width, the paths in the middle,
        // as narrow as the window goes (the Monitor's tool bar sets that, not this tab).
        QVERIFY(view->minimumSizeHint().width() < monitor->minimumSizeHint().width());
        window.resize(window.minimumSizeHint().width(), 900);
        QTRY_VERIFY(monitor->width() < 900);
        const QStringList shown = view->summaryLabel()->text().split(QLatin1Char('\n'));
        const QStringList full = view->summaryLines();
        QCOMPARE(shown.size(), full.size());
        const QFontMetrics metrics = view->summaryLabel()->fontMetrics();
        const int width = view->summaryLabel()->contentsRect().width();
        bool elided = false;
        for (int i = 0; i < shown.size(); ++i) {
            QVERIFY2(metrics.horizontalAdvance(shown[i]) <= width, qPrintable(shown[i]));
            if (metrics.horizontalAdvance(full[i]) <= width) {
                QCOMPARE(shown[i], full[i]);
            } else {
                QVERIFY2(shown[i].contains(QStringLiteral("…")), qPrintable(shown[i]));
                elided = true;
            }
        }
        // The full text, paths included, as the tooltip of a shortened summary.
        if (elided)
            QVERIFY(view->summaryLabel()->toolTip().contains(QDir::toNativeSeparators(latestPath)));
        screenshot(&window, QStringLiteral("checkpoints_narrow_%1").arg(tag));
        window.resize(1400, 900);
        tabs->setCurrentIndex(0);
        QTest::qWait(50);
        checkChartsLaidOut(monitor);
        if (QTest::currentTestFailed())
            return;
        screenshot(monitor, QStringLiteral("checkpoints_charts_%1").arg(tag));
        screenshot(duration, QStringLiteral("checkpoints_duration_chart_%1").arg(tag));
        screenshot(size, QStringLiteral("checkpoints_size_chart_%1").arg(tag));
        tabs->setCurrentIndex(tab);
        control->stopCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(!session->controller()->isActive(), 30000);
        // The history stays for reading after the run.
        QVERIFY(history->rowCount() >= 5);
        QCOMPARE(table->model()->rowCount(), history->rowCount());

        // A job whose checkpoints fail and that restarts: the last failure in full beside the
        // table while no checkpoint is selected.
        QFile blocker(dir.filePath(QStringLiteral("a-file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QString failing = dir.filePath(QStringLiteral("failing.sql"));
        writeFile(failing, failingJob(blocker.fileName() + QStringLiteral("/chk")));
        window.openFiles({failing});
        control->runCurrent();
        RunSession *failingSession = control->currentSession();
        QVERIFY(failingSession != session);
        const CheckpointHistory *failures = failingSession->checkpoints();
        QTRY_VERIFY_WITH_TIMEOUT(failures->restarts() >= 2 && failures->rowCount() >= 2, 60000);
        monitor->refresh();
        table->clearSelection();
        QCOMPARE(view->details()->toPlainText(), failures->lastFailure());
        QVERIFY(view->summaryLines().contains(
            QCoreApplication::translate("sluice::CheckpointsView", "Last failure: %1")
                .arg(failures->lastFailure().section(QLatin1Char('\n'), 0, 0))));
        QVERIFY(monitor->chart(MonitorView::Chart::CheckpointDuration)->isHidden());
        screenshot(monitor, QStringLiteral("checkpoints_failing_%1").arg(tag));
        // A failed checkpoint's reason in full once selected.
        int failedRow = -1;
        for (int row = 0; row < failures->rowCount() && failedRow < 0; ++row) {
            if (failures->checkpoint(row).state == CheckpointStats::State::Failed)
                failedRow = row;
        }
        QVERIFY(failedRow >= 0);
        view->selectCheckpoint(failures->checkpoint(failedRow).id);
        QCOMPARE(view->details()->toPlainText(), failures->detailsText(failedRow));
        // Why it failed, in the UI's language.
        QVERIFY(view->details()->toPlainText().contains(sluice::translated(failures->checkpoint(failedRow).failure)));
        screenshot(monitor, QStringLiteral("checkpoints_failed_selected_%1").arg(tag));
        control->stopCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(!failingSession->controller()->isActive(), 30000);
        window.themeManager()->setTheme(ThemeManager::Theme::System);
    }
};

QTEST_MAIN(CheckpointsViewTest)
#include "checkpoints_view_test.moc"
