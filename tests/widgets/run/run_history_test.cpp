// Compare runs: each ended run keeps its series and parameters; two runs give a parameter diff
// and summary figures, shown side by side by CompareRunsView.
#include <chart_panel.h>
#include <compare_runs_view.h>
#include <run_history.h>
#include <run_history_store.h>
#include <run_session.h>

#include <sqlite3.h>

#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
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
        source.source = true;
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
        sink.sink = true;
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

// Runs `sql` on the database file at `path`, behind the store's back.
bool execute(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    const bool ok = sqlite3_open(QFile::encodeName(path).constData(), &db) == SQLITE_OK &&
                    sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
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

    void runsAreKeptAcrossSessions()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("sub/run-history.sqlite"));
        {
            RunHistory runs;
            runs.setStore(std::make_unique<RunHistoryStore>(path));
            QVERIFY2(runs.store()->isOpen(), qPrintable(runs.store()->error()));
            runs.setLimit(3);
            RunRecord first = record(1, {{"table.exec.state.ttl", "1 h"}, {"pipeline.name", "it's, \"q\""}}, history(100, 1000, 5));
            first.outcome = RunState::Stopped;
            first.startedAt = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5));
            runs.addRun(first);
            for (int i = 2; i <= 4; ++i)
                runs.addRun(record(i, {}, history(10.0 * i, 10, i)));
            QCOMPARE(runs.count(), 3); // #1 went, from the file too
        }
        {
            RunHistory runs;
            QSignalSpy failed(&runs, &RunHistory::storeFailed);
            runs.setStore(std::make_unique<RunHistoryStore>(path));
            QCOMPARE(failed.count(), 0);
            QCOMPARE(runs.count(), 3);
            QCOMPARE(runs.run(0).number, 2);
            // The series come back as they were: the summary is the same.
            const auto again = history(40, 10, 4);
            const RunSummary kept = RunHistory::summarize(*runs.run(2).metrics);
            const RunSummary original = RunHistory::summarize(*again);
            QCOMPARE(kept.peakRead, original.peakRead);
            QCOMPARE(kept.peakStateBytes, original.peakStateBytes);
            QCOMPARE(kept.written, original.written);
            QCOMPARE(runs.run(2).metrics->seriesCount(), again->seriesCount());
            QCOMPARE(runs.run(2).metrics->operatorLabel(QStringLiteral("t1.0")), again->operatorLabel(QStringLiteral("t1.0")));
            // Delete one, then all: gone from the file too.
            CompareRunsView view(&runs);
            QVERIFY(view.deleteButton()->isEnabled());
            view.setRuns(0, 1);
            view.deleteRuns(0);
            QCOMPARE(runs.count(), 2);
            QCOMPARE(runs.run(0).number, 3);
        }
        {
            RunHistory runs;
            runs.setStore(std::make_unique<RunHistoryStore>(path));
            QCOMPARE(runs.count(), 2);
            CompareRunsView view(&runs);
            view.deleteRuns(-1, false);
            QCOMPARE(runs.count(), 0);
            QVERIFY(!view.deleteButton()->isEnabled());
        }
        {
            RunHistoryStore store(path);
            QVERIFY(store.load().empty());
            // A run from another day says its date.
            RunRecord old = record(7, {{"pipeline.name", "it's, \"q\""}}, history(1, 1, 2));
            old.startedAt = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5));
            old.outcome = RunState::Failed;
            QVERIFY(store.save(old));
            const std::vector<RunRecord> loaded = store.load();
            QCOMPARE(loaded.size(), std::size_t(1));
            QCOMPARE(loaded[0].parameters, old.parameters);
            QCOMPARE(loaded[0].outcome, RunState::Failed);
            QCOMPARE(loaded[0].startedAt, old.startedAt);
            QVERIFY(RunHistory::describe(loaded[0]).contains(QStringLiteral("2026-01-02 03:04")));
        }
    }

    void aDamagedOrNewerStoreIsReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        {
            RunHistoryStore store(path);
            QVERIFY(store.save(record(1, {}, history(1, 1, 2))));
            QVERIFY(store.save(record(2, {}, history(1, 1, 2))));
        }
        // Damage run 1's series behind the store's back.
        QVERIFY(execute(path, "UPDATE runs SET metrics = x'00010203' WHERE number = 1"));
        RunHistory runs;
        QSignalSpy failed(&runs, &RunHistory::storeFailed);
        runs.setStore(std::make_unique<RunHistoryStore>(path));
        QCOMPARE(runs.count(), 1); // the damaged one is left out, and said
        QCOMPARE(runs.run(0).number, 2);
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("damaged")), qPrintable(failed.at(0).at(0).toString()));
        // A file a newer Sluice wrote is left alone; runs still work, only not kept.
        QVERIFY(execute(path, "PRAGMA user_version = 99"));
        RunHistory newer;
        QSignalSpy refused(&newer, &RunHistory::storeFailed);
        newer.setStore(std::make_unique<RunHistoryStore>(path));
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.at(0).at(0).toString().contains(QStringLiteral("newer")));
        newer.addRun(record(3, {}, history(1, 1, 2)));
        QCOMPARE(newer.count(), 1);
        // A folder where the file should be: a clear message, no crash.
        RunHistoryStore folder(dir.path());
        QVERIFY(!folder.isOpen());
        QVERIFY(folder.error().contains(QDir::toNativeSeparators(dir.path())));
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
