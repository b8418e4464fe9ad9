// What monitoring costs the GUI (issue 9 §7: a 20-operator job at one sample per second under 5%
// of one core in the GUI process; series memory bounded). Opens the app's main window with the
// Monitor dock in front, runs a job of at least 20 operators (joins, windows with watermarks,
// aggregations, Top-N) on the embedded engine at a gentle input rate (25 rows/s, so the result
// rows the Results dock takes stay few and the figure is about monitoring), and measures the CPU
// time of the GUI thread (sampling metrics, /proc, building the series, redrawing the charts and
// the job graph) over a window with the job monitored, then over an equal window with metric
// sampling off (the GUI thread still takes the job's result rows for the Results dock); the
// difference is what monitoring costs. The engine's worker threads run in the same process,
// reported apart.
//
//   build/bin/monitor_overhead_bench [seconds=30] [-platform offscreen]
#include <main_window.h>
#include <monitor_view.h>
#include <run_control.h>
#include <run_session.h>
#include <sql_document.h>
#include <sql_editor.h>

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include <sys/resource.h>
#include <time.h>

#include <cstdio>
#include <cstdlib>

namespace {

// Five pipelines over two sources; every INSERT is one part of the same job.
const char *const kJob = R"sql(
CREATE TABLE clicks (user_id INT, page STRING, ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
WITH ('connector' = 'datagen', 'rows-per-second' = '20', 'fields.user_id.min' = '1',
      'fields.user_id.max' = '500', 'fields.page.length' = '3');
CREATE TABLE users (user_id INT, tier INT)
WITH ('connector' = 'datagen', 'rows-per-second' = '5', 'fields.user_id.min' = '1',
      'fields.user_id.max' = '500', 'fields.tier.min' = '1', 'fields.tier.max' = '3');
CREATE TABLE per_tier (tier INT, clicks BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE per_window (user_id INT, clicks BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE per_page (page STRING, users BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE top_pages (page STRING, clicks BIGINT, rn BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE filtered (user_id INT, page STRING) WITH ('connector' = 'blackhole');

INSERT INTO per_tier SELECT u.tier, COUNT(*) FROM clicks AS c JOIN users AS u
  ON c.user_id = u.user_id GROUP BY u.tier;
INSERT INTO per_window SELECT user_id, COUNT(*) FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts),
  INTERVAL '2' SECOND)) GROUP BY user_id, window_start, window_end;
INSERT INTO per_page SELECT page, COUNT(DISTINCT user_id) FROM clicks GROUP BY page;
INSERT INTO top_pages SELECT page, clicks, rn FROM (
  SELECT page, clicks, ROW_NUMBER() OVER (ORDER BY clicks DESC) AS rn
  FROM (SELECT page, COUNT(*) AS clicks FROM clicks GROUP BY page)) WHERE rn <= 3;
INSERT INTO filtered SELECT user_id, UPPER(page) FROM clicks WHERE user_id % 7 = 0;
)sql";

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

double processCpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// Runs the event loop for `seconds`; returns {GUI thread CPU, process CPU} in % of one core.
std::pair<double, double> measure(double seconds)
{
    const double thread0 = threadCpuSeconds(), process0 = processCpuSeconds();
    QElapsedTimer wall;
    wall.start();
    QEventLoop loop;
    QTimer::singleShot(int(seconds * 1000), &loop, &QEventLoop::quit);
    loop.exec();
    const double elapsed = double(wall.nsecsElapsed()) / 1e9;
    return {100.0 * (threadCpuSeconds() - thread0) / elapsed,
            100.0 * (processCpuSeconds() - process0) / elapsed};
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leave the user's settings alone
    QCoreApplication::setOrganizationName(QStringLiteral("Sluice"));
    QCoreApplication::setApplicationName(QStringLiteral("SluiceMonitorBench"));
    QSettings().clear();
    const double seconds = argc > 1 && std::atof(argv[1]) > 0 ? std::atof(argv[1]) : 30.0;

    sluice::MainWindow window;
    window.openFiles({});
    window.resize(1600, 1000);
    window.show();
    window.monitorDock()->show();
    window.monitorDock()->raise();
    window.currentDocument()->editor()->setText(QString::fromUtf8(kJob));
    sluice::MonitorView *monitor = window.runControl()->monitorView();
    monitor->focusOperator(QStringLiteral("*")); // every operator's lines: the most drawing
    QApplication::processEvents();

    const auto idle = measure(std::min(seconds, 10.0));

    window.runAction()->trigger();
    sluice::RunSession *session = window.runControl()->currentSession();
    const int interval = session->controller()->metricsInterval();
    measure(5.0); // warm-up: planning, first samples, series created
    if (session->state() != sluice::RunState::Running) {
        std::fprintf(stderr, "monitor_overhead_bench: the job is not running: %s\n",
                     qPrintable(session->statusText()));
        return 1;
    }
    monitor->focusOperator(QStringLiteral("*"));
    const int operators = int(session->metrics().operatorIds().size());
    qint64 rows = 0; // result rows reaching the Results dock, which the GUI thread also handles
    QObject::connect(session->controller(), &sluice::JobController::rowsReceived,
                     [&rows](const QString &, const std::vector<sluice::ResultRow> &batch) {
                         rows += qint64(batch.size());
                     });
    const auto monitored = measure(seconds);
    const qint64 monitoredRows = rows;
    const sluice::MetricHistory &metrics = session->metrics();
    const int series = metrics.seriesCount();
    const qint64 bytes = metrics.memoryBytes();
    const int samples = metrics.series(0).size();
    // The same job with sampling off: what the GUI thread spends on everything but monitoring.
    session->controller()->setMetricsInterval(3600 * 1000);
    rows = 0;
    const auto unmonitored = measure(seconds);
    const qint64 unmonitoredRows = rows;
    window.stopAction()->trigger();
    QElapsedTimer stopping;
    stopping.start();
    while (session->controller()->isActive() && stopping.elapsed() < 10000)
        QApplication::processEvents(QEventLoop::AllEvents, 50);

    // The ring buffers' bound: every series full (3600 samples by default, an hour at 1 s).
    const qint64 bound = qint64(series) * 3600 * qint64(sizeof(QPointF));
    std::printf("monitor_overhead_bench: %d operators, sample every %d ms, 2 x %.0f s measured\n",
                operators, interval, seconds);
    std::printf("  GUI thread, job monitored:      %5.2f%% of one core (%.0f result rows/s)\n",
                monitored.first, double(monitoredRows) / seconds);
    std::printf("  GUI thread, job not monitored:  %5.2f%% of one core (%.0f result rows/s)\n",
                unmonitored.first, double(unmonitoredRows) / seconds);
    std::printf("  monitoring (the difference):    %5.2f%% of one core\n",
                monitored.first - unmonitored.first);
    std::printf("  GUI thread, window idle, no job: %4.2f%% of one core\n", idle.first);
    std::printf("  whole process while monitored (engine workers included): %.1f%% of one core\n",
                monitored.second);
    std::printf("  series: %d, %d samples each, %.1f KiB now; bound when full: %.2f MiB\n", series,
                samples, double(bytes) / 1024.0, double(bound) / (1024.0 * 1024.0));
    std::fflush(stdout);
    return operators >= 20 ? 0 : 1;
}
