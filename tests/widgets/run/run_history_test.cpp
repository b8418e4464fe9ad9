// Compare runs: each ended run keeps its series and parameters; two runs give a parameter diff
// and summary figures, shown side by side by CompareRunsView.
#include <chart_panel.h>
#include <compare_runs_view.h>
#include <run_history.h>
#include <run_session.h>

#include <QTableWidget>
#include <QTest>
#include <QTimeZone>

using namespace sluice;

namespace {

std::shared_ptr<const MetricHistory> history(double rate, qint64 stateBytes, int seconds)
{
    auto metrics = std::make_shared<MetricHistory>();
    for (int t = 1; t <= seconds; ++t) {
        MetricsSnapshot snapshot;
        SubtaskMetrics source;
        source.operatorId = "t0.source";
        source.operatorName = "Source(s)";
        source.recordsOutPerSecond = rate * t;
        SubtaskMetrics agg;
        agg.operatorId = "t1.0";
        agg.operatorName = "GroupAggregate";
        agg.stateBytes = stateBytes * t;
        agg.stateEntries = 10 * t;
        agg.stateExpired = 5 * t;
        SubtaskMetrics sink;
        sink.operatorId = "t1.1";
        sink.operatorName = "Sink(out)";
        sink.recordsIn = qint64(rate) * t;
        sink.recordsInPerSecond = rate;
        snapshot.subtasks = {source, agg, sink};
        metrics->addSnapshot(t, snapshot);
    }
    return metrics;
}

RunRecord record(int number, QList<QPair<QString, QString>> parameters,
                 std::shared_ptr<const MetricHistory> metrics)
{
    RunRecord r;
    r.number = number;
    r.jobName = QStringLiteral("job.sql");
    r.startedAt = QDateTime::currentDateTime();
    r.seconds = metrics->lastTime();
    r.parameters = std::move(parameters);
    r.metrics = std::move(metrics);
    return r;
}

} // namespace

class RunHistoryTest : public QObject
{
    Q_OBJECT

private slots:
    void summaryAndParameterDifferences()
    {
        const RunRecord a = record(1, {{"table.exec.mini-batch.enabled", "false"},
                                       {"parallelism.default", "2"}},
                                   history(100, 1000, 4));
        const RunRecord b = record(2, {{"table.exec.mini-batch.enabled", "true"},
                                       {"parallelism.default", "2"},
                                       {"table.exec.state.ttl", "1 min"}},
                                   history(300, 10, 4));
        const QList<ParameterDifference> diff = RunHistory::differences(a, b);
        QCOMPARE(diff.size(), 2);
        QCOMPARE(diff[0].key, QStringLiteral("table.exec.mini-batch.enabled"));
        QCOMPARE(diff[0].first, QStringLiteral("false"));
        QCOMPARE(diff[0].second, QStringLiteral("true"));
        QCOMPARE(diff[1].key, QStringLiteral("table.exec.state.ttl"));
        QCOMPARE(diff[1].first, QString());

        const RunSummary s = RunHistory::summarize(*a.metrics);
        QCOMPARE(s.peakRead, 400.0);
        QCOMPARE(s.averageRead, 250.0);
        QCOMPARE(s.averageWritten, 100.0);
        QCOMPARE(s.peakStateBytes, 4000.0);
        QCOMPARE(s.peakStateEntries, 40.0);
        QCOMPARE(s.expired, qint64(20));
        QCOMPARE(s.written, qint64(400));
        QCOMPARE(RunHistory::jobSeries(*a.metrics, MetricKind::StateBytes).size(), std::size_t(4));
    }

    void comparisonAsCsv()
    {
        RunRecord a = record(7, {{"table.exec.state.ttl", "1 h"}, {"parallelism.default", "2"}},
                             history(100, 1000, 4));
        const RunRecord b = record(8, {{"table.exec.state.ttl", "1 min"},
                                       {"parallelism.default", "2"},
                                       {"pipeline.name", "orders, \"east\""}},
                                   history(300, 10, 4));
        a.jobName = QStringLiteral("a.sql");
        a.startedAt = QDateTime(QDate(2026, 11, 30), QTime(9, 5, 7), QTimeZone(3600));
        a.outcome = RunState::Stopped;
        const QList<QByteArray> lines = RunHistory::comparisonCsv(a, b).split('\n');
        QCOMPARE(lines[0], QByteArray("section,name,unit,run A,run B"));
        QVERIFY(lines.contains("run,number,,7,8"));
        QVERIFY(lines.contains("run,job,,a.sql,job.sql"));
        QVERIFY(lines.contains("run,outcome,,stopped,finished"));
        QVERIFY(lines[3].startsWith("run,started,,2026-11-30T09:05:07+01:00,"));
        QVERIFY(lines.contains("run,duration,s,4,4"));
        // Only what differs; a value with a comma or quote is quoted (RFC 4180).
        QVERIFY(lines.contains("parameter,table.exec.state.ttl,,1 h,1 min"));
        QVERIFY(lines.contains("parameter,pipeline.name,,,\"orders, \"\"east\"\"\""));
        QVERIFY(!lines.join('\n').contains("parallelism.default"));
        // Figures as plain numbers with their unit, matching summarize().
        QVERIFY(lines.contains("figure,peak read,records/s,400,1200"));
        QVERIFY(lines.contains("figure,peak state size,bytes,4000,40"));
        QVERIFY(lines.contains("figure,records written,records,400,1200"));
    }

    void keepsTheNewestRuns()
    {
        RunHistory runs;
        runs.setLimit(3);
        for (int i = 1; i <= 5; ++i)
            runs.addRun(record(i, {}, history(1, 1, 1)));
        QCOMPARE(runs.count(), 3);
        QCOMPARE(runs.run(0).number, 3);
        QVERIFY(runs.data(runs.index(2)).toString().startsWith(QStringLiteral("#5 job.sql")));
    }

    void viewShowsBothRunsSideBySide()
    {
        RunHistory runs;
        CompareRunsView view(&runs);
        runs.addRun(record(1, {{"table.exec.state.ttl", "1 h"}}, history(100, 1000, 5)));
        runs.addRun(record(2, {{"table.exec.state.ttl", "1 min"}}, history(100, 10, 5)));
        // The newest run is compared with the one before it.
        QCOMPARE(view.parameterTable()->rowCount(), 1);
        QCOMPARE(view.parameterTable()->item(0, 1)->text(), QStringLiteral("1 h"));
        QCOMPARE(view.parameterTable()->item(0, 2)->text(), QStringLiteral("1 min"));
        QCOMPARE(view.chart()->lineCount(), 2);
        bool found = false;
        for (int r = 0; r < view.summaryTable()->rowCount(); ++r) {
            if (view.summaryTable()->item(r, 0)->text() == QStringLiteral("Peak state size")) {
                QCOMPARE(view.summaryTable()->item(r, 1)->text(), QStringLiteral("4.88 KiB"));
                QCOMPARE(view.summaryTable()->item(r, 2)->text(), QStringLiteral("50 B"));
                found = true;
            }
        }
        QVERIFY(found);
        view.setRuns(0, 0);
        QCOMPARE(view.parameterTable()->rowCount(), 0);
    }

    void sessionsArchiveEndedRuns()
    {
        RunHistory runs;
        RunSession session(&runs);
        session.setJobName(QStringLiteral("agg.sql"));
        const QByteArray job =
            "SET 'table.exec.state.ttl' = '1 h';\n"
            "CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '200',"
            " 'rows-per-second' = '2000');\n"
            "CREATE TABLE snk (k INT, c BIGINT, PRIMARY KEY (k) NOT ENFORCED)"
            " WITH ('connector' = 'blackhole');\n"
            "INSERT INTO snk SELECT id % 5, COUNT(*) FROM src GROUP BY id % 5;\n";
        session.start(job);
        QTRY_VERIFY_WITH_TIMEOUT(!session.controller()->isActive(), 30000);
        QVERIFY2(session.state() == RunState::Finished,
                 qPrintable(session.controller()->failureMessage()));
        QCOMPARE(runs.count(), 1);
        const RunRecord &run = runs.run(0);
        QCOMPARE(run.jobName, QStringLiteral("agg.sql"));
        QCOMPARE(run.outcome, RunState::Finished);
        QVERIFY(run.parameters.contains(qMakePair(QStringLiteral("table.exec.state.ttl"),
                                                  QStringLiteral("1 h"))));
        QCOMPARE(run.metrics->totalRecordsWritten(), session.metrics().totalRecordsWritten());
        QVERIFY(run.metrics->totalRecordsRead() == 200);
        // The plan is mapped onto the running operators.
        QTRY_VERIFY(!session.mapping().isEmpty());
        QVERIFY(JobController::waitForAllThreads(5000));
    }
};

QTEST_MAIN(RunHistoryTest)
#include "run_history_test.moc"
