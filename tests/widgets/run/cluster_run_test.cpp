// A run on a real Flink cluster (the oracle's session cluster with its SQL Gateway) as the app
// drives it: through RunSession and JobController, as for the embedded engine. The Monitor's
// series and the Results rows fill, stop-with-savepoint ends the run and a new one resumes from
// it, a bad statement fails at its line, and a cluster that goes away is said, not frozen on.

#include "local_flink_cluster.h"

#include <bridge/job_controller.h>
#include <cluster_target.h>
#include <metric_history.h>
#include <results_model.h>
#include <run_history.h>
#include <run_session.h>

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace sluice;

namespace {

constexpr int kJobMs = 120000;

const QByteArray kAggregate =
    "SET 'execution.checkpointing.interval' = '500 ms';\n"
    "SET 'parallelism.default' = '2';\n"
    "CREATE TABLE src (k INT, v BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '500',"
    " 'fields.k.min' = '1', 'fields.k.max' = '50');\n"
    "CREATE TABLE sink (k INT, c BIGINT) WITH ('connector' = 'blackhole');\n"
    "INSERT INTO sink SELECT k, COUNT(*) FROM src GROUP BY k;\n";

cluster::ClusterTarget targetOf(const testing::LocalFlinkCluster &flink)
{
    cluster::ClusterTarget target;
    target.profile.name = QStringLiteral("local");
    target.profile.gateway = flink.gateway();
    target.profile.jobManager = flink.rest();
    return target;
}

} // namespace

class ClusterRunTest : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<testing::LocalFlinkCluster> m_flink;

private slots:
    void initTestCase()
    {
        m_flink = std::make_unique<testing::LocalFlinkCluster>(QStringLiteral(SLUICE_FLINK_ORACLE_ARGS));
        QVERIFY2(m_flink->ok(), qPrintable(m_flink->error()));
    }

    void cleanupTestCase() { m_flink.reset(); }

    void aClusterRunFillsTheMonitorAndStopsWithASavepointToResumeFrom()
    {
        RunSession session(nullptr);
        session.controller()->setMetricsInterval(500);
        session.startOnCluster(targetOf(*m_flink), kAggregate);
        QCOMPARE(session.controller()->clusterName(), QStringLiteral("local"));
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Running, kJobMs);
        QVERIFY2(session.statusText().startsWith(QLatin1String("Running on local")), qPrintable(session.statusText()));
        // The Monitor's series: per-operator rates and the aggregate's state, as for local runs.
        const MetricHistory &metrics = session.metrics();
        QTRY_VERIFY_WITH_TIMEOUT(!metrics.seriesOf(MetricKind::RecordsOutRate).empty() &&
                                     !metrics.seriesOf(MetricKind::StateBytes).empty() &&
                                     session.lastSnapshot().completedCheckpoints >= 2,
                                 kJobMs);
        QCOMPARE(metrics.operatorIds().size(), 2);
        QCOMPARE(session.controller()->clusterJobs().size(), 1);

        QTemporaryDir savepoints;
        QString savepoint;
        bool ok = false;
        connect(session.controller(), &JobController::savepointFinished, this, [&](bool done, const QString &text) {
            ok = done;
            savepoint = text;
        });
        session.stopWithSavepoint(savepoints.path());
        QCOMPARE(session.state(), RunState::Stopping);
        QTRY_VERIFY_WITH_TIMEOUT(!savepoint.isEmpty(), kJobMs);
        QVERIFY2(ok, qPrintable(savepoint));
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Finished, kJobMs);

        // Resume there: the new job starts from the savepoint.
        session.startOnCluster(targetOf(*m_flink), kAggregate, savepoint);
        QTRY_VERIFY_WITH_TIMEOUT(session.lastSnapshot().restored.checkpointId > 0, kJobMs);
        QVERIFY(session.lastSnapshot().restored.savepoint);
        QCOMPARE(QString::fromStdString(session.lastSnapshot().restored.path), savepoint);
        session.stop();
        QCOMPARE(session.state(), RunState::Stopping);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Stopped, kJobMs);
    }

    void aJobAlreadyOnTheClusterIsWatchedAndStopped()
    {
        RunSession starter(nullptr);
        starter.startOnCluster(targetOf(*m_flink), kAggregate);
        QTRY_COMPARE_WITH_TIMEOUT(starter.state(), RunState::Running, kJobMs);
        const QString jobId = starter.controller()->clusterJobs().value(0);
        QCOMPARE(jobId.size(), 32);

        RunSession watcher(nullptr);
        watcher.controller()->setMetricsInterval(500);
        watcher.watchClusterJob(targetOf(*m_flink), jobId);
        QTRY_COMPARE_WITH_TIMEOUT(watcher.state(), RunState::Running, kJobMs);
        QTRY_VERIFY_WITH_TIMEOUT(!watcher.metrics().seriesOf(MetricKind::RecordsOutRate).empty(), kJobMs);
        QCOMPARE(watcher.controller()->clusterJobs(), QStringList{jobId});
        watcher.stop(); // cancels it on the cluster: the run that started it sees it end too
        QTRY_COMPARE_WITH_TIMEOUT(watcher.state(), RunState::Stopped, kJobMs);
        QTRY_COMPARE_WITH_TIMEOUT(starter.state(), RunState::Stopped, kJobMs);
    }

    void aClusterRunComparesWithAnEmbeddedRunOfTheScript()
    {
        RunHistory history;
        RunSession session(&history);
        session.controller()->setMetricsInterval(500);
        session.setJobName(QStringLiteral("views.sql"));
        session.start(kAggregate); // the embedded engine first
        QTRY_VERIFY_WITH_TIMEOUT(!session.metrics().seriesOf(MetricKind::RecordsInRate).empty() &&
                                     session.elapsedSeconds() > 3,
                                 kJobMs);
        session.stop();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Stopped, kJobMs);
        session.startOnCluster(targetOf(*m_flink), kAggregate);
        // Flink's meters climb over the first minute: some reading is enough here.
        QTRY_VERIFY_WITH_TIMEOUT(RunHistory::summarize(session.metrics()).peakRead > 0, kJobMs);
        session.stop();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Stopped, kJobMs);
        QTRY_COMPARE_WITH_TIMEOUT(history.count(), 2, 10000);
        QCOMPARE(history.run(0).jobName, QStringLiteral("views.sql"));
        QCOMPARE(history.run(1).jobName, QStringLiteral("views.sql on local"));
        // Both have the job's throughput and state to compare; the cluster run no process figures.
        for (int i = 0; i < 2; ++i) {
            const RunSummary summary = RunHistory::summarize(*history.run(i).metrics);
            QVERIFY2(summary.peakRead > 0, qPrintable(QString::number(i)));
            QVERIFY2(summary.peakStateBytes > 0, qPrintable(QString::number(i)));
        }
        QVERIFY(history.run(1).metrics->seriesOf(MetricKind::ProcessCpu).empty());
    }

    void theJobGraphDrawsTheClustersPlanWithTheSqlOfEachVertex()
    {
        RunSession session(nullptr);
        session.controller()->setMetricsInterval(500);
        session.startOnCluster(targetOf(*m_flink), kAggregate);
        QTRY_VERIFY_WITH_TIMEOUT(!session.plan().graphs.empty() &&
                                     session.plan().graphs.front().title.find("job") != std::string::npos,
                                 kJobMs);
        const StatementPlan &graph = session.plan().graphs.front();
        int vertices = 0;
        for (const PlanGraphNode &node : graph.nodes) {
            if (node.kind == "Exchange")
                continue;
            ++vertices;
            // Each vertex has its figures (the mapping) and its SQL (the local plan's range).
            QVERIFY2(!session.mapping().operatorIdOf(0, node.id).isEmpty(), node.kind.c_str());
            QVERIFY2(node.range.valid(), node.kind.c_str());
        }
        QCOMPARE(vertices, 2);
        session.stop();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Stopped, kJobMs);
    }

    void aSelectsChangelogFillsTheResults()
    {
        RunSession session(nullptr);
        session.startOnCluster(targetOf(*m_flink),
                               "SELECT k, COUNT(*) AS c FROM (VALUES (1), (2), (1)) AS t(k) GROUP BY k;");
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Finished, kJobMs);
        // +I[1,1] +I[2,1] -U[1,1] +U[1,2], in some order between the keys.
        QCOMPARE(session.results()->columnCount(), 3); // the row kind, k and c
        QVERIFY(session.results()->rowCount() >= 2);
    }

    void aBadStatementFailsTheRunAtItsLine()
    {
        RunSession session(nullptr);
        session.startOnCluster(targetOf(*m_flink), "CREATE TABLE src (k INT) WITH ('connector' = 'datagen');\n"
                                                   "SELECT k,\n"
                                                   "  nope FROM src;\n");
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Failed, kJobMs);
        QCOMPARE(session.controller()->failureLine(), 3);
        QCOMPARE(session.controller()->failureColumn(), 3);
        QVERIFY2(session.controller()->failureMessage().contains(QLatin1String("Column 'nope' not found")),
                 qPrintable(session.controller()->failureMessage()));
        QVERIFY2(session.statusText().startsWith(QLatin1String("Failed at line 3:")), qPrintable(session.statusText()));
    }

    void aClusterThatGoesAwayIsSaidAndTheWindowKeepsRunning()
    {
        // A cluster of its own, to take away.
        auto doomed = std::make_unique<testing::LocalFlinkCluster>(QStringLiteral(SLUICE_FLINK_ORACLE_ARGS));
        QVERIFY2(doomed->ok(), qPrintable(doomed->error()));
        RunSession session(nullptr);
        session.controller()->setMetricsInterval(500);
        session.startOnCluster(targetOf(*doomed), kAggregate);
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Running, kJobMs);
        QTRY_VERIFY_WITH_TIMEOUT(!session.metrics().operatorIds().isEmpty(), kJobMs);
        doomed->kill();
        // The GUI thread goes on: a timer keeps its pace while the cluster cannot be reached.
        int ticks = 0;
        QTimer tick;
        connect(&tick, &QTimer::timeout, this, [&] { ++ticks; });
        tick.start(100);
        QElapsedTimer waited;
        waited.start();
        QTRY_VERIFY_WITH_TIMEOUT(!session.controller()->notice().isEmpty(), 30000);
        QVERIFY2(session.controller()->notice().contains(QLatin1String("cannot reach the JobManager")),
                 qPrintable(session.controller()->notice()));
        QVERIFY(session.controller()->notice().contains(QLatin1String("retrying in")));
        QVERIFY2(session.statusText().contains(session.controller()->notice()), qPrintable(session.statusText()));
        QCOMPARE(session.state(), RunState::Running); // unknown, not over: it may come back
        QVERIFY2(ticks >= waited.elapsed() / 100 / 2, qPrintable(QStringLiteral("%1 ticks in %2 ms").arg(ticks).arg(waited.elapsed())));
        // Stop cannot reach it either: the run still ends when asked, saying what may go on there.
        session.stop();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Stopped, 30000);
        QVERIFY2(session.controller()->notice().contains(QLatin1String("may still run on the cluster")),
                 qPrintable(session.controller()->notice()));
    }
};

QTEST_MAIN(ClusterRunTest)
#include "cluster_run_test.moc"
