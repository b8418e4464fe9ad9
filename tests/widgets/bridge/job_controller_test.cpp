// JobController: runs jobs on the engine off the GUI thread and reports through queued signals;
// rows arrive batched, metrics on a timer, stop is prompt and leaves no thread behind.
#include <bridge/job_controller.h>

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QTimer>

using sluice::JobController;
using sluice::RunState;

namespace {

QByteArray boundedJob(int rows, int rowsPerSecond)
{
    return QStringLiteral(
               "CREATE TABLE src (id BIGINT, v INT) WITH ('connector' = 'datagen', "
               "'number-of-rows' = '%1', 'rows-per-second' = '%2', "
               "'fields.id.kind' = 'sequence', 'fields.id.start' = '1', "
               "'fields.id.end' = '%1');\n"
               "CREATE TABLE snk (id BIGINT, v INT) WITH ('connector' = 'blackhole');\n"
               "INSERT INTO snk SELECT id, v FROM src;\n")
        .arg(rows)
        .arg(rowsPerSecond)
        .toUtf8();
}

const QByteArray kUnboundedJob =
    "CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '500');\n"
    "CREATE TABLE snk (id BIGINT) WITH ('connector' = 'blackhole');\n"
    "INSERT INTO snk SELECT id FROM src;\n";

} // namespace

class JobControllerTest : public QObject
{
    Q_OBJECT

private slots:
    void cleanup()
    {
        // Every test leaves no job thread behind.
        QVERIFY(JobController::waitForAllThreads(10000));
        QCOMPARE(JobController::liveThreadCount(), 0);
    }

    void boundedJobRunsToCompletionWithBatchedRowsAndMetrics()
    {
        JobController controller;
        controller.setMetricsInterval(100);
        QSignalSpy states(&controller, &JobController::stateChanged);
        QSignalSpy schemas(&controller, &JobController::schemaReceived);
        QSignalSpy rows(&controller, &JobController::rowsReceived);
        QSignalSpy metrics(&controller, &JobController::metricsSampled);

        // The GUI thread must keep turning while the job runs: count timer ticks and the
        // longest gap between two of them.
        QElapsedTimer sinceTick;
        sinceTick.start();
        qint64 longestGap = 0;
        int ticks = 0;
        QTimer ticker;
        ticker.setInterval(10);
        connect(&ticker, &QTimer::timeout, this, [&] {
            longestGap = std::max(longestGap, sinceTick.restart());
            ++ticks;
        });
        ticker.start();

        constexpr int kRows = 3000;
        controller.start(boundedJob(kRows, 6000));
        QCOMPARE(controller.state(), RunState::Starting);
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isActive(), 30000);
        ticker.stop();
        QVERIFY2(controller.state() == RunState::Finished, qPrintable(controller.failureMessage()));

        QList<RunState> seen;
        for (const QList<QVariant> &args : states)
            seen << args.at(0).value<RunState>();
        QCOMPARE(seen, (QList<RunState>{RunState::Starting, RunState::Running, RunState::Finished}));
        QCOMPARE(schemas.count(), 1);
        QCOMPARE(schemas.at(0).at(0).value<sluice::ResultSchema>().sinkName, std::string("snk"));
        qint64 delivered = 0;
        for (const QList<QVariant> &args : rows) {
            QCOMPARE(args.at(0).toString(), QStringLiteral("snk"));
            delivered += qint64(args.at(1).value<std::vector<sluice::ResultRow>>().size());
        }
        QCOMPARE(delivered, qint64(kRows));
        QVERIFY2(rows.count() < kRows / 10,
                 qPrintable(QStringLiteral("%1 row signals").arg(rows.count())));
        const auto first = rows.at(0).at(1).value<std::vector<sluice::ResultRow>>();
        QCOMPARE(first.front().kind, std::string("+I"));
        QCOMPARE(first.front().values.size(), std::size_t(2));

        // Sampled while running (~0.5 s at 100 ms) and once more at the end, with counters.
        QVERIFY(metrics.count() >= 2);
        const auto last = metrics.last().at(0).value<sluice::MetricsSnapshot>();
        qint64 sinkIn = 0;
        for (const sluice::SubtaskMetrics &m : last.subtasks) {
            if (m.operatorName.rfind("Sink(", 0) == 0)
                sinkIn += m.recordsIn;
        }
        QCOMPARE(sinkIn, qint64(kRows));
        QVERIFY2(ticks >= 20, qPrintable(QString::number(ticks)));
        QVERIFY2(longestGap < 400, qPrintable(QString::number(longestGap)));
    }

    void stopOfAnUnboundedJobIsPrompt()
    {
        JobController controller;
        controller.start(kUnboundedJob);
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Running, 10000);
        QTest::qWait(200);
        QElapsedTimer timer;
        timer.start();
        controller.stop();
        QVERIFY2(timer.elapsed() < 50, "stop() must not wait for the job");
        QCOMPARE(controller.state(), RunState::Stopping);
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Stopped, 2000);
        QVERIFY(controller.failureMessage().isEmpty());
        QVERIFY(JobController::waitForAllThreads(2000));
    }

    void stopWithSavepointThenResumeFromIt()
    {
        // A sequence into a print sink: the rows the Results dock gets show where it resumed.
        const QByteArray job =
            "CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '2000',"
            " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3000');\n"
            "CREATE TABLE snk (id BIGINT) WITH ('connector' = 'print');\n"
            "INSERT INTO snk SELECT id FROM src;\n";
        QTemporaryDir dir;
        JobController controller;
        QSignalSpy rows(&controller, &JobController::rowsReceived);
        QSignalSpy savepoints(&controller, &JobController::savepointFinished);
        controller.start(job);
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Running, 10000);
        QTest::qWait(300);
        QElapsedTimer timer;
        timer.start();
        controller.stopWithSavepoint(dir.path());
        QVERIFY2(timer.elapsed() < 50, "stopWithSavepoint() must not wait for the savepoint");
        QCOMPARE(controller.state(), RunState::Stopping);
        QTRY_COMPARE_WITH_TIMEOUT(savepoints.count(), 1, 20000);
        QVERIFY2(savepoints.at(0).at(0).toBool(), qPrintable(savepoints.at(0).at(1).toString()));
        const QString savepoint = savepoints.at(0).at(1).toString();
        QVERIFY(QFile::exists(savepoint + QStringLiteral("/_metadata")));
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Finished, 10000);
        auto ids = [&] {
            QList<qlonglong> out;
            for (const QList<QVariant> &signal : std::as_const(rows)) {
                for (const sluice::ResultRow &row : signal.at(1).value<std::vector<sluice::ResultRow>>())
                    out << QString::fromStdString(*row.values.at(0)).toLongLong();
            }
            return out;
        };
        const QList<qlonglong> before = ids();
        QVERIFY(!before.isEmpty() && before.size() < 3000);
        rows.clear();
        controller.start(job, {}, savepoint);
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Finished, 20000);
        const QList<qlonglong> after = ids();
        // Exactly the rest: every id once over the two runs.
        QCOMPARE(before.size() + after.size(), 3000);
        QCOMPARE(after.first(), before.last() + 1);
    }

    void aSavepointThatFailsLeavesTheJobRunning()
    {
        JobController controller;
        QSignalSpy savepoints(&controller, &JobController::savepointFinished);
        controller.start(kUnboundedJob);
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Running, 10000);
        controller.stopWithSavepoint(QStringLiteral("/proc/no-such-folder"));
        QTRY_COMPARE_WITH_TIMEOUT(savepoints.count(), 1, 20000);
        QVERIFY(!savepoints.at(0).at(0).toBool());
        QVERIFY(!savepoints.at(0).at(1).toString().isEmpty());
        QCOMPARE(controller.state(), RunState::Running);
        controller.stop();
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Stopped, 5000);
    }

    void destroyingAControllerStopsItsJobWithoutBlocking()
    {
        auto *controller = new JobController;
        controller->start(kUnboundedJob);
        QTRY_COMPARE_WITH_TIMEOUT(controller->state(), RunState::Running, 10000);
        QCOMPARE(JobController::liveThreadCount(), 1);
        QElapsedTimer timer;
        timer.start();
        delete controller;
        QVERIFY2(timer.elapsed() < 50, "closing a tab must not wait for its job");
        QVERIFY(JobController::waitForAllThreads(3000));
    }

    void failureCarriesTheEnginesMessageAndLine()
    {
        JobController controller;
        controller.start("CREATE TABLE t (a INT) WITH ('connector' = 'datagen');\n"
                         "\n"
                         "INSERT INTO nowhere SELECT a FROM t;\n");
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Failed, 10000);
        QVERIFY(controller.failureMessage().contains(QStringLiteral("nowhere")));
        QCOMPARE(controller.failureLine(), 3);
        QVERIFY(!controller.isActive());
    }

    void restartRunsTheSameScriptAgainAndDropsTheOldRunsSignals()
    {
        JobController controller;
        QSignalSpy states(&controller, &JobController::stateChanged);
        controller.start(kUnboundedJob);
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Running, 10000);
        controller.restart();
        QCOMPARE(controller.runNumber(), 2);
        QCOMPARE(controller.state(), RunState::Starting);
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Running, 10000);
        QList<RunState> seen;
        for (const QList<QVariant> &args : states)
            seen << args.at(0).value<RunState>();
        QCOMPARE(seen, (QList<RunState>{RunState::Starting, RunState::Running, RunState::Stopped,
                                        RunState::Starting, RunState::Running}));
        controller.stop();
        QTRY_COMPARE_WITH_TIMEOUT(controller.state(), RunState::Stopped, 2000);
    }

    void jobStatementsListAndStopTheAppsRuns()
    {
        // One tab runs a job; another runs SHOW JOBS, then STOP JOB ... WITH SAVEPOINT on it.
        const QByteArray job =
            "SET 'pipeline.name' = 'sequence';\n"
            "CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '2000',"
            " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '100000');\n"
            "CREATE TABLE snk (id BIGINT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO snk SELECT id FROM src;\n";
        QTemporaryDir dir;
        JobController running, console;
        running.start(job);
        QTRY_COMPARE_WITH_TIMEOUT(running.state(), RunState::Running, 10000);
        QSignalSpy schemas(&console, &JobController::schemaReceived);
        QSignalSpy rows(&console, &JobController::rowsReceived);
        console.start("SHOW JOBS;\n");
        QTRY_COMPARE_WITH_TIMEOUT(console.state(), RunState::Finished, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(rows.count(), 1, 5000);
        QCOMPARE(schemas.at(0).at(0).value<sluice::ResultSchema>().sinkName, std::string("SHOW JOBS"));
        QCOMPARE(schemas.at(0).at(0).value<sluice::ResultSchema>().columnNames,
                 (std::vector<std::string>{"job id", "job name", "status", "start time"}));
        QCOMPARE(rows.at(0).at(0).toString(), QStringLiteral("SHOW JOBS"));
        QString id;
        for (const sluice::ResultRow &row : rows.at(0).at(1).value<std::vector<sluice::ResultRow>>()) {
            if (*row.values.at(1) == "sequence" && *row.values.at(2) == "RUNNING")
                id = QString::fromStdString(*row.values.at(0));
        }
        QVERIFY2(id.size() == 32, "SHOW JOBS did not list the running job");

        rows.clear();
        console.start(QStringLiteral("SET 'execution.checkpointing.savepoint-dir' = '%1';\n"
                                     "STOP JOB '%2' WITH SAVEPOINT;\n")
                          .arg(dir.path(), id)
                          .toUtf8());
        QTRY_COMPARE_WITH_TIMEOUT(console.state(), RunState::Finished, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(rows.count(), 1, 5000);
        QCOMPARE(rows.at(0).at(0).toString(), QStringLiteral("STOP JOB"));
        const QString savepoint = QString::fromStdString(
            *rows.at(0).at(1).value<std::vector<sluice::ResultRow>>().at(0).values.at(0));
        QVERIFY2(savepoint.startsWith(dir.path() + QStringLiteral("/savepoint-")), qPrintable(savepoint));
        QVERIFY(QFile::exists(savepoint + QStringLiteral("/_metadata")));
        QTRY_COMPARE_WITH_TIMEOUT(running.state(), RunState::Finished, 10000);

        // A job that is not there: the run fails, saying so at the statement.
        console.start("STOP JOB '0123456789abcdef0123456789abcdef';\n");
        QTRY_COMPARE_WITH_TIMEOUT(console.state(), RunState::Failed, 10000);
        QVERIFY2(console.failureMessage().contains(QStringLiteral("no job 0123456789abcdef0123456789abcdef")),
                 qPrintable(console.failureMessage()));
        QCOMPARE(console.failureLine(), 1);
    }

    void severalJobsRunAtOnce()
    {
        JobController a, b;
        a.start(kUnboundedJob);
        b.start(boundedJob(500, 5000));
        QTRY_COMPARE_WITH_TIMEOUT(b.state(), RunState::Finished, 20000);
        QCOMPARE(a.state(), RunState::Running);
        a.stop();
        QTRY_COMPARE_WITH_TIMEOUT(a.state(), RunState::Stopped, 2000);
    }
};

QTEST_GUILESS_MAIN(JobControllerTest)
#include "job_controller_test.moc"
