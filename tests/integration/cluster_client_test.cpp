// The cluster client (cluster/) against a real Flink 1.20: a MiniCluster with its REST endpoint
// and a SQL Gateway in front of it, started by the Flink oracle (LocalSqlGateway.java). Scripts
// go through the gateway as the app and `sluice submit` send them; jobs are read back from the
// JobManager's REST API.

#include "local_flink_cluster.h"

#include <cluster_job_monitor.h>
#include <connection_profile.h>
#include <job_manager_client.h>
#include <script_submission.h>
#include <sql_gateway_client.h>

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>

using namespace sluice;
using namespace sluice::cluster;

namespace {

constexpr int kJobMs = 120000; // a job's start and end on a loaded 2-core machine

/// An unbounded job with keyed state and checkpoints: something to watch, stop and resume.
const QString kEndlessAggregate = QStringLiteral(
    "SET 'execution.checkpointing.interval' = '500 ms';\n"
    "SET 'parallelism.default' = '2';\n"
    "CREATE TABLE src (k INT, v BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '500',"
    " 'fields.k.min' = '1', 'fields.k.max' = '100');\n"
    "CREATE TABLE sink (k INT, c BIGINT) WITH ('connector' = 'blackhole');\n"
    "INSERT INTO sink SELECT k, COUNT(*) FROM src GROUP BY k;\n");

/// What a submission said, gathered from its signals.
struct Outcome {
    QStringList jobs;
    QStringList columns;
    QList<ChangelogRow> rows;
    QString error;
    SourcePos errorAt;
    QString unreachable;
    bool finished = false;
    bool ok = false;
};

} // namespace

class ClusterClientTest : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<testing::LocalFlinkCluster> m_cluster;
    QTemporaryDir m_config;

    /// Runs `script` through the gateway to its end (or until `stopAfterRows` rows came).
    Outcome submit(const QString &script, int stopAfterRows = -1, QUrl gateway = {})
    {
        SqlGatewayClient client(gateway.isEmpty() ? m_cluster->gateway() : gateway, {});
        ScriptSubmission submission(client, script);
        Outcome out;
        connect(&submission, &ScriptSubmission::jobSubmitted, this, [&](int, const QString &id) { out.jobs << id; });
        connect(&submission, &ScriptSubmission::resultColumns, this,
                [&](int, const QStringList &names, const QStringList &) { out.columns = names; });
        connect(&submission, &ScriptSubmission::resultRows, this, [&](int, const QList<ChangelogRow> &rows) {
            out.rows += rows;
            if (stopAfterRows >= 0 && out.rows.size() >= stopAfterRows)
                submission.stop();
        });
        connect(&submission, &ScriptSubmission::failed, this,
                [&](int, const SourcePos &at, const QString &message, const QString &) {
                    out.error = message;
                    out.errorAt = at;
                });
        connect(&submission, &ScriptSubmission::unreachable, this, [&](const QString &m) { out.unreachable = m; });
        connect(&submission, &ScriptSubmission::finished, this, [&](bool ok) {
            out.finished = true;
            out.ok = ok;
        });
        submission.start(QStringLiteral("cluster_client_test"));
        if (!QTest::qWaitFor([&] { return out.finished; }, kJobMs))
            qWarning("the submission did not finish in %d s", kJobMs / 1000);
        return out;
    }

    /// The job's state on the cluster once it is `want` (or the last one seen after the wait).
    QString waitForState(const QString &jobId, const QString &want)
    {
        JobManagerClient jm(m_cluster->rest(), {});
        QString state;
        (void)QTest::qWaitFor( // the caller compares what it returns
            [&] {
                bool answered = false;
                jm.jobs([&](const QList<ClusterJob> &jobs, const RestResponse &) {
                    for (const ClusterJob &j : jobs) {
                        if (j.id == jobId)
                            state = j.state;
                    }
                    answered = true;
                });
                return QTest::qWaitFor([&] { return answered; }, 10000) && state == want;
            },
            kJobMs);
        return state;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_config.isValid());
        // Profiles go to the settings: a private config folder for this test and its `sluice`s.
        qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
        m_cluster = std::make_unique<testing::LocalFlinkCluster>(QStringLiteral(SLUICE_FLINK_ORACLE_ARGS));
        QVERIFY2(m_cluster->ok(), qPrintable(m_cluster->error()));
        QCOMPARE(m_cluster->version(), QStringLiteral("1.20.3"));
    }

    void cleanupTestCase() { m_cluster.reset(); }

    void anInsertStartsAJobThatRunsOnTheCluster()
    {
        const Outcome out = submit(QStringLiteral(
            "SET 'parallelism.default' = '2';\n"
            "CREATE TABLE src (k INT, v BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '5000');\n"
            "CREATE TABLE sink (k INT, v BIGINT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO sink SELECT k, v FROM src;\n"));
        QVERIFY2(out.ok, qPrintable(out.error + out.unreachable));
        QCOMPARE(out.jobs.size(), 1);
        QCOMPARE(out.jobs.front().size(), 32);
        QCOMPARE(waitForState(out.jobs.front(), QStringLiteral("FINISHED")), QStringLiteral("FINISHED"));
    }

    void aStatementSetIsOneJob()
    {
        const Outcome out = submit(QStringLiteral(
            "CREATE TABLE src (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '100');\n"
            "CREATE TABLE a (k INT) WITH ('connector' = 'blackhole');\n"
            "CREATE TABLE b (k INT) WITH ('connector' = 'blackhole');\n"
            "BEGIN STATEMENT SET;\n"
            "INSERT INTO a SELECT k FROM src;\n"
            "INSERT INTO b SELECT k + 1 FROM src;\n"
            "END;\n"));
        QVERIFY2(out.ok, qPrintable(out.error));
        QCOMPARE(out.jobs.size(), 1);
    }

    void aBareSelectStreamsItsChangelog()
    {
        const Outcome out = submit(QStringLiteral(
            "SELECT k, COUNT(*) AS c FROM (VALUES (1), (2), (1), (1)) AS t(k) GROUP BY k;"));
        QVERIFY2(out.ok, qPrintable(out.error));
        QCOMPARE(out.jobs.size(), 1);
        QCOMPARE(out.columns, (QStringList{QStringLiteral("k"), QStringLiteral("c")}));
        // Key 1's count goes 1, 2, 3 as updates; applied, the changelog is the final counts.
        std::map<int, int> counts;
        QStringList kindsOfKey1;
        for (const ChangelogRow &row : out.rows) {
            const int k = row.fields.at(0).toInt();
            const int c = row.fields.at(1).toInt();
            if (k == 1)
                kindsOfKey1 << row.kind + QString::number(c);
            if (row.kind == QLatin1String("+I") || row.kind == QLatin1String("+U"))
                counts[k] = c;
            else
                counts.erase(k);
        }
        QCOMPARE(kindsOfKey1, (QStringList{QStringLiteral("+I1"), QStringLiteral("-U1"), QStringLiteral("+U2"),
                                           QStringLiteral("-U2"), QStringLiteral("+U3")}));
        QCOMPARE(counts, (std::map<int, int>{{1, 3}, {2, 1}}));
    }

    void stoppingAnEndlessSelectCancelsItsJob()
    {
        const Outcome out = submit(QStringLiteral(
                                       "CREATE TABLE endless (k INT) WITH ('connector' = 'datagen', 'rows-per-second' = '50');\n"
                                       "SELECT k FROM endless;"),
                                   20);
        QVERIFY2(out.ok, qPrintable(out.error));
        QVERIFY(out.rows.size() >= 20);
        QCOMPARE(out.jobs.size(), 1);
        QCOMPARE(waitForState(out.jobs.front(), QStringLiteral("CANCELED")), QStringLiteral("CANCELED"));
    }

    void aBadStatementIsReportedAtItsPlaceAndStopsTheScript()
    {
        const Outcome out = submit(QStringLiteral(
            "CREATE TABLE src (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');\n"
            "SELECT k,\n"
            "    nope FROM src;\n"
            "CREATE TABLE never (k INT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO never SELECT k FROM src;\n"));
        QVERIFY(out.finished);
        QVERIFY(!out.ok);
        QVERIFY2(out.error.contains(QLatin1String("Column 'nope' not found")), qPrintable(out.error));
        QCOMPARE(out.errorAt.line, 3);
        QCOMPARE(out.errorAt.column, 5);
        // Flink's positions, given in the statement, read as the script's lines.
        QVERIFY2(out.error.contains(QLatin1String("From line 3, column 5 to line 3, column 8")), qPrintable(out.error));
        QVERIFY(out.jobs.isEmpty()); // nothing after the failing statement ran
        // A parse error: Flink's message without Calcite's list of expected tokens.
        const Outcome parse = submit(QStringLiteral("SELECT 1;\nSELECT 2 FROM\n  WHERE x;\n"));
        QCOMPARE(parse.errorAt.line, 3);
        QCOMPARE(parse.errorAt.column, 3);
        QVERIFY2(parse.error.startsWith(QLatin1String("SQL parse failed.")), qPrintable(parse.error));
        QVERIFY2(parse.error.contains(QLatin1String("at line 3, column 3")), qPrintable(parse.error));
        QVERIFY(!parse.error.contains(QLatin1String("Was expecting")));
    }

    void aSessionPropertyFlinkRefusesIsBlamedOnItsSet()
    {
        const Outcome out = submit(QStringLiteral("SET 'table.exec.state.ttl' = '1 h';\n"
                                                  "SET 'parallelism.default' = 'many';\n"
                                                  "SELECT 1;\n"));
        QVERIFY(!out.ok);
        QVERIFY2(out.error.contains(QLatin1String("parallelism.default")), qPrintable(out.error));
        QCOMPARE(out.errorAt.line, 2);
        QCOMPARE(out.errorAt.column, 1);
    }

    void anUnreachableGatewayIsSaidSoQuickly()
    {
        QElapsedTimer took;
        took.start();
        const Outcome out = submit(QStringLiteral("SELECT 1;"), -1, QUrl(QStringLiteral("http://127.0.0.1:1")));
        QVERIFY(out.finished);
        QVERIFY(!out.ok);
        QVERIFY2(out.unreachable.contains(QLatin1String("cannot reach the SQL Gateway")), qPrintable(out.unreachable));
        QVERIFY(took.elapsed() < 15000);
    }

    void aRunningJobsFiguresComeAsAMetricsSnapshot()
    {
        const Outcome out = submit(kEndlessAggregate);
        QVERIFY2(out.ok, qPrintable(out.error));
        QCOMPARE(out.jobs.size(), 1);
        JobManagerClient jm(m_cluster->rest(), {});
        ClusterJobMonitor monitor(jm, out.jobs.front());
        monitor.setInterval(300);
        MetricsSnapshot last;
        QString name;
        connect(&monitor, &ClusterJobMonitor::snapshot, this, [&](const MetricsSnapshot &s) { last = s; });
        connect(&monitor, &ClusterJobMonitor::planReceived, this, [&](const QString &n, const QJsonObject &) { name = n; });
        monitor.start();
        // Two vertices (the source chain, the aggregate chain), rows flowing, checkpoints taken
        // and the aggregate's state in them.
        auto stateOfAggregate = [&] {
            for (const SubtaskMetrics &m : last.subtasks)
                if (QString::fromStdString(m.operatorName).startsWith(QLatin1String("GroupAggregate")))
                    return m.stateBytes;
            return std::int64_t(0);
        };
        QTRY_VERIFY_WITH_TIMEOUT(last.subtasks.size() == 2 && last.subtasks[0].recordsOut + last.subtasks[1].recordsOut > 0 &&
                                     last.completedCheckpoints >= 2 && stateOfAggregate() > 0,
                                 kJobMs);
        QCOMPARE(monitor.state(), QStringLiteral("RUNNING"));
        QCOMPARE(name, QStringLiteral("insert-into_default_catalog.default_database.sink"));
        QVERIFY(!last.checkpoints.empty());
        QVERIFY(last.checkpoints.back().id >= last.checkpoints.front().id); // oldest first
        // Checkpoints every 500 ms: the newest may still be in progress, an older one is done.
        QVERIFY(std::any_of(last.checkpoints.begin(), last.checkpoints.end(),
                            [](const CheckpointStats &c) { return c.state == CheckpointStats::State::Completed; }));
        QCOMPARE(last.subtasks[0].parallelism, 2);
        // Where rows enter and leave the job, from the plan's edges.
        for (const SubtaskMetrics &m : last.subtasks) {
            const bool isSource = QString::fromStdString(m.operatorName).startsWith(QLatin1String("Source: "));
            QCOMPARE(m.source, isSource);
            QCOMPARE(m.sink, !isSource);
        }
        QCOMPARE(last.numRestarts, std::int64_t(0));
        // Flink's verdict on each vertex's backpressure: 500 rows a second press nothing.
        for (const SubtaskMetrics &m : last.subtasks)
            QCOMPARE(m.backpressure, SubtaskMetrics::Backpressure::Ok);
        bool cancelled = false;
        jm.cancel(out.jobs.front(), [&](bool ok, const RestResponse &) { cancelled = ok; });
        QTRY_VERIFY_WITH_TIMEOUT(cancelled, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(monitor.state(), QStringLiteral("CANCELED"), kJobMs);
    }

    void aJobChainedIntoOneVertexStillCountsItsRows()
    {
        // Source and sink in one task ("Source: src -> Calc -> Sink: sink", as Flink chains a
        // print sink): nothing crosses the network, so the task's own counters stay at 0; the
        // rows come from the source and sink operators' metrics.
        const Outcome out = submit(QStringLiteral(
            "CREATE TABLE src (k INT) WITH ('connector' = 'datagen', 'rows-per-second' = '200');\n"
            "CREATE TABLE sink (k INT) WITH ('connector' = 'print');\n"
            "INSERT INTO sink SELECT k FROM src WHERE k > 0;\n"));
        QVERIFY2(out.ok, qPrintable(out.error));
        JobManagerClient jm(m_cluster->rest(), {});
        ClusterJobMonitor monitor(jm, out.jobs.front());
        monitor.setInterval(300);
        MetricsSnapshot last;
        connect(&monitor, &ClusterJobMonitor::snapshot, this, [&](const MetricsSnapshot &s) { last = s; });
        monitor.start();
        QTRY_VERIFY_WITH_TIMEOUT(last.subtasks.size() == 1 && last.subtasks[0].recordsOut > 0 &&
                                     last.subtasks[0].recordsIn > 0,
                                 kJobMs);
        QVERIFY(last.subtasks[0].source);
        QVERIFY(last.subtasks[0].sink);
        bool cancelled = false;
        jm.cancel(out.jobs.front(), [&](bool ok, const RestResponse &) { cancelled = ok; });
        QTRY_VERIFY_WITH_TIMEOUT(cancelled, 10000);
    }

    void aJobStopsWithASavepointAndResumesFromIt()
    {
        QTemporaryDir savepoints;
        const Outcome first = submit(kEndlessAggregate);
        QVERIFY2(first.ok, qPrintable(first.error));
        QCOMPARE(waitForState(first.jobs.front(), QStringLiteral("RUNNING")), QStringLiteral("RUNNING"));
        JobManagerClient jm(m_cluster->rest(), {});
        QString path, error;
        bool done = false;
        // A savepoint that leaves the job running, then stop-with-savepoint. A job Flink reports
        // RUNNING may still be deploying its tasks; Flink declines a savepoint until they run.
        QElapsedTimer waited;
        waited.start();
        do {
            if (!error.isEmpty())
                QTest::qWait(300);
            done = false;
            jm.triggerSavepoint(first.jobs.front(), savepoints.path(), [&](const QString &p, const RestResponse &r) {
                path = p;
                error = r.error;
                done = true;
            });
            QTRY_VERIFY_WITH_TIMEOUT(done, kJobMs);
        } while (error.contains(QStringLiteral("Not all required tasks are currently running")) &&
                 waited.elapsed() < kJobMs);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(QFile::exists(QUrl(path).toLocalFile() + QStringLiteral("/_metadata")) ||
                     QFile::exists(path + QStringLiteral("/_metadata")),
                 qPrintable(path));
        QCOMPARE(waitForState(first.jobs.front(), QStringLiteral("RUNNING")), QStringLiteral("RUNNING"));
        done = false;
        jm.stopWithSavepoint(first.jobs.front(), savepoints.path(), false, [&](const QString &p, const RestResponse &r) {
            path = p;
            error = r.error;
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, kJobMs);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(waitForState(first.jobs.front(), QStringLiteral("FINISHED")), QStringLiteral("FINISHED"));
        // Resubmitted from it: Flink reports the restore in the new job's checkpoint statistics.
        const Outcome resumed =
            submit(QStringLiteral("SET 'execution.state-recovery.path' = '%1';\n").arg(path) + kEndlessAggregate);
        QVERIFY2(resumed.ok, qPrintable(resumed.error));
        ClusterJobMonitor monitor(jm, resumed.jobs.front());
        monitor.setInterval(300);
        MetricsSnapshot last;
        connect(&monitor, &ClusterJobMonitor::snapshot, this, [&](const MetricsSnapshot &s) { last = s; });
        monitor.start();
        QTRY_VERIFY_WITH_TIMEOUT(last.restored.checkpointId > 0, kJobMs);
        QVERIFY(last.restored.savepoint);
        QCOMPARE(QString::fromStdString(last.restored.path), path);
        // A savepoint of a job that is gone says why.
        done = false;
        jm.stopWithSavepoint(QStringLiteral("00000000000000000000000000000000"), savepoints.path(), false,
                             [&](const QString &, const RestResponse &r) {
                                 error = r.error;
                                 done = true;
                             });
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        QVERIFY2(!error.isEmpty(), "no error for an unknown job");
        jm.cancel(resumed.jobs.front(), [](bool, const RestResponse &) {});
        QCOMPARE(waitForState(resumed.jobs.front(), QStringLiteral("CANCELED")), QStringLiteral("CANCELED"));
    }

    void aMonitorSaysWhenTheClusterCannotBeReached()
    {
        JobManagerClient jm(QUrl(QStringLiteral("http://127.0.0.1:1")), {});
        ClusterJobMonitor monitor(jm, QStringLiteral("00000000000000000000000000000000"));
        monitor.setInterval(200);
        QSignalSpy unreachable(&monitor, &ClusterJobMonitor::unreachable);
        monitor.start();
        QTRY_VERIFY_WITH_TIMEOUT(unreachable.size() >= 2, 20000);
        QVERIFY(unreachable.at(0).at(0).toString().contains(QLatin1String("cannot reach the JobManager")));
        // It backs off: each retry waits longer than the one before.
        QVERIFY(unreachable.at(1).at(1).toInt() >= unreachable.at(0).at(1).toInt());
        QVERIFY(monitor.interval() > 200);
        monitor.stop();
    }

    void theCommandLineSubmitsAndListsThroughAProfile()
    {
        ConnectionProfile profile;
        profile.name = QStringLiteral("local flink");
        profile.gateway = m_cluster->gateway();
        profile.jobManager = m_cluster->rest();
        ConnectionProfiles::save(profile);
        QTemporaryDir dir;
        const QString job = dir.filePath(QStringLiteral("job.sql"));
        {
            QFile f(job);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("CREATE TABLE src (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '10');\n"
                    "CREATE TABLE sink (k INT) WITH ('connector' = 'blackhole');\n"
                    "INSERT INTO sink SELECT k FROM src;\n");
        }
        QProcess submit;
        submit.start(QStringLiteral(SLUICE_BINARY),
                     {QStringLiteral("submit"), job, QStringLiteral("--profile"), QStringLiteral("local flink")});
        QVERIFY(submit.waitForFinished(kJobMs));
        QVERIFY2(submit.exitCode() == 0, submit.readAllStandardError().constData());
        const QString printed = QString::fromUtf8(submit.readAllStandardOutput()).trimmed();
        QVERIFY2(printed.startsWith(QLatin1String("Job ID: ")), qPrintable(printed));
        const QString jobId = printed.mid(8);
        QProcess jobs;
        jobs.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("jobs"), QStringLiteral("--profile"), QStringLiteral("local flink")});
        QVERIFY(jobs.waitForFinished(60000));
        QCOMPARE(jobs.exitCode(), 0);
        QVERIFY2(QString::fromUtf8(jobs.readAllStandardOutput()).contains(jobId), qPrintable(jobId));
        // Listing needs only the JobManager; submitting needs a gateway and says so.
        QProcess byRest;
        byRest.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("jobs"), QStringLiteral("--rest"), m_cluster->rest().toString()});
        QVERIFY(byRest.waitForFinished(60000));
        QVERIFY2(byRest.exitCode() == 0, byRest.readAllStandardError().constData());
        QVERIFY(QString::fromUtf8(byRest.readAllStandardOutput()).contains(jobId));
        QProcess noGateway;
        noGateway.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("submit"), job, QStringLiteral("--rest"), m_cluster->rest().toString()});
        QVERIFY(noGateway.waitForFinished(60000));
        QCOMPARE(noGateway.exitCode(), 2);
        QVERIFY2(noGateway.readAllStandardError().contains("say where: --profile NAME, or --gateway URL"), "");
        // An endless job stopped from the command line with a savepoint on the cluster.
        {
            QFile f(job);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(kEndlessAggregate.toUtf8());
        }
        QProcess endless;
        endless.start(QStringLiteral(SLUICE_BINARY),
                      {QStringLiteral("submit"), job, QStringLiteral("--profile"), QStringLiteral("local flink")});
        QVERIFY(endless.waitForFinished(kJobMs));
        QCOMPARE(endless.exitCode(), 0);
        const QString endlessId = QString::fromUtf8(endless.readAllStandardOutput()).trimmed().mid(8);
        QCOMPARE(waitForState(endlessId, QStringLiteral("RUNNING")), QStringLiteral("RUNNING"));
        QProcess stop;
        stop.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("stop"), endlessId, QStringLiteral("--profile"),
                                                   QStringLiteral("local flink"), QStringLiteral("--savepoint"),
                                                   dir.filePath(QStringLiteral("savepoints"))});
        QVERIFY(stop.waitForFinished(kJobMs));
        QVERIFY2(stop.exitCode() == 0, stop.readAllStandardError().constData());
        const QString savepoint = QString::fromUtf8(stop.readAllStandardOutput()).trimmed();
        QVERIFY2(savepoint.contains(QLatin1String("savepoint-")), qPrintable(savepoint));
        QCOMPARE(waitForState(endlessId, QStringLiteral("FINISHED")), QStringLiteral("FINISHED"));
        // A profile that does not exist names those that do.
        QProcess unknown;
        unknown.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("jobs"), QStringLiteral("--profile"), QStringLiteral("nope")});
        QVERIFY(unknown.waitForFinished(60000));
        QCOMPARE(unknown.exitCode(), 2);
        QVERIFY(unknown.readAllStandardError().contains("no connection profile named 'nope' (there are: local flink)"));
    }
};

QTEST_GUILESS_MAIN(ClusterClientTest)
#include "cluster_client_test.moc"
