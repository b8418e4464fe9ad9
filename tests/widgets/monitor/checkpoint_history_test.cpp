// The checkpoint history of a run (issue 22 item 4), from real jobs on the embedded engine:
// - every checkpoint of the run is kept, by id, though a snapshot carries only the latest 10;
//   each row has its kind, status, duration, size, alignment, acknowledged subtasks and folder;
// - a stop with a savepoint adds a completed savepoint row; the history stays after the run
//   ends and is cleared by the next run, which says what it was restored from;
// - failed checkpoints keep their reason, and the job's restarts and last failure are there.
#include <checkpoint_history.h>
#include <checkpoint_jobs.h>
#include <run_session.h>
#include <unit_scale.h>

#include <QColor>
#include <QDir>
#include <QFile>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sluice;

namespace {

using Column = CheckpointHistory::Column;
using State = CheckpointStats::State;

// Keyed state (a count per k), checkpointed every 200 ms into `dir`, the checkpoints kept when
// the job is cancelled.
QByteArray countingJob(const QString &dir)
{
    return QByteArray::fromStdString(testing::checkpointedCountJob(
        dir.toStdString(), "SET 'execution.checkpointing.externalized-checkpoint-retention' = "
                           "'RETAIN_ON_CANCELLATION';\n"
                           "SET 'execution.checkpointing.num-retained' = '3';\n"));
}

QString cell(const CheckpointHistory &history, int row, Column column,
             int role = Qt::DisplayRole)
{
    return history.data(history.index(row, int(column)), role).toString();
}

} // namespace

class CheckpointHistoryTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("Sluice");
        QCoreApplication::setApplicationName("SluiceCheckpointHistoryTest");
        QSettings().clear();
    }

    void cleanup() { QVERIFY(JobController::waitForAllThreads(10000)); }

    void keepsTheWholeRunThenTheRestoredRun()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString checkpoints = dir.filePath(QStringLiteral("chk"));
        RunSession session(nullptr);
        session.controller()->setMetricsInterval(250);
        const CheckpointHistory &history = *session.checkpoints();
        session.start(countingJob(checkpoints));
        // More checkpoints than one snapshot lists.
        QTRY_VERIFY_WITH_TIMEOUT(history.completedCount() >= 14, 60000);
        QCOMPARE(session.state(), RunState::Running);
        QVERIFY(session.lastSnapshot().checkpoints.size() <= 10);
        QVERIFY2(history.rowCount() > 10, qPrintable(QString::number(history.rowCount())));

        // Stop with a savepoint: the run ends with it as its newest row.
        const QString savepoints = dir.filePath(QStringLiteral("savepoints"));
        QSignalSpy savepointDone(session.controller(), &JobController::savepointFinished);
        session.stopWithSavepoint(savepoints);
        QTRY_COMPARE_WITH_TIMEOUT(savepointDone.size(), 1, 30000);
        QVERIFY2(savepointDone.first().at(0).toBool(),
                 qPrintable(savepointDone.first().at(1).toString()));
        const QString savepointPath = savepointDone.first().at(1).toString();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Finished, 30000);

        // Every id from the first on, once, in order; the rows after the run ended.
        const int rows = history.rowCount();
        QVERIFY(rows > 10);
        for (int row = 0; row < rows; ++row)
            QCOMPARE(history.checkpoint(row).id, qint64(row + 1));
        QCOMPARE(history.rowOf(1), 0);
        int completed = 0;
        for (int row = 0; row < rows; ++row) {
            const CheckpointStats &c = history.checkpoint(row);
            const QString what = QStringLiteral("checkpoint %1").arg(c.id);
            QVERIFY2(c.state != State::InProgress, qPrintable(what)); // the run has ended
            if (c.state != State::Completed)
                continue;
            ++completed;
            QVERIFY2(c.triggerMillis > 0 && c.durationMillis >= 0 && c.alignmentMillis >= 0,
                     qPrintable(what));
            QVERIFY2(c.stateBytes > 0, qPrintable(what));
            QVERIFY2(c.subtasks > 0 && c.acknowledged == c.subtasks, qPrintable(what));
            QCOMPARE(cell(history, row, Column::Id), QString::number(c.id));
            QCOMPARE(cell(history, row, Column::Status), QStringLiteral("Completed"));
            QCOMPARE(cell(history, row, Column::Acknowledged),
                     QStringLiteral("%1/%1").arg(c.subtasks));
            QCOMPARE(cell(history, row, Column::Duration),
                     UnitScale::format(double(c.durationMillis), UnitScale::Unit::Duration));
            QCOMPARE(cell(history, row, Column::StateSize),
                     UnitScale::format(double(c.stateBytes), UnitScale::Unit::Bytes));
            QCOMPARE(cell(history, row, Column::Alignment),
                     UnitScale::format(double(c.alignmentMillis), UnitScale::Unit::Duration));
            QCOMPARE(history.data(history.index(row, int(Column::StateSize)),
                                  CheckpointHistory::SortRole)
                         .toLongLong(),
                     qint64(c.stateBytes));
            if (row + 1 == rows)
                break; // the savepoint, below
            QCOMPARE(cell(history, row, Column::Kind), QStringLiteral("Checkpoint"));
            QVERIFY2(QDir::fromNativeSeparators(QString::fromStdString(c.path))
                         .startsWith(checkpoints + QLatin1Char('/')),
                     c.path.c_str());
            QVERIFY2(QString::fromStdString(c.path).endsWith(QStringLiteral("/chk-%1").arg(c.id)),
                     c.path.c_str());
        }
        QCOMPARE(qint64(completed), history.completedCount());
        QCOMPARE(int(history.points(CheckpointHistory::Measure::Duration, 0).size()), completed);
        QCOMPARE(history.inProgressCount(), 0);
        const CheckpointStats &savepoint = history.checkpoint(rows - 1);
        QVERIFY(savepoint.savepoint);
        QCOMPARE(savepoint.state, State::Completed);
        QCOMPARE(QString::fromStdString(savepoint.path), savepointPath);
        QCOMPARE(cell(history, rows - 1, Column::Kind), QStringLiteral("Savepoint"));
        QCOMPARE(history.latestCompleted(), &savepoint);
        QVERIFY2(history.latestText().contains(QDir::toNativeSeparators(savepointPath)),
                 qPrintable(history.latestText()));
        QVERIFY2(history.countsText().startsWith(QStringLiteral("%1 completed").arg(completed)),
                 qPrintable(history.countsText()));
        QVERIFY(history.restoreText().isEmpty()); // started without state
        QCOMPARE(history.restarts(), 0);
        QVERIFY(history.lastFailure().isEmpty());

        // A new run from the savepoint: the history starts over and says where it came from;
        // its checkpoints are numbered after the savepoint's.
        session.start(countingJob(checkpoints), savepointPath);
        QCOMPARE(history.rowCount(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(history.completedCount() >= 2, 60000);
        QCOMPARE(history.restored().checkpointId, savepoint.id);
        QVERIFY(history.restored().savepoint);
        QCOMPARE(QString::fromStdString(history.restored().path), savepointPath);
        QVERIFY2(history.restoreText().startsWith(
                     QStringLiteral("Restored from savepoint %1 at ").arg(savepoint.id)),
                 qPrintable(history.restoreText()));
        QVERIFY(history.restoreText().endsWith(QDir::toNativeSeparators(savepointPath)));
        QVERIFY(history.checkpoint(0).id > savepoint.id);
        session.stop();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Stopped, 30000);
    }

    void failedCheckpointsKeepTheirReasonAndRestartsTheFailure()
    {
        // The checkpoint folder cannot be made (a file is in the way): every checkpoint fails,
        // the first failure fails the job (no failure tolerated), and the job restarts.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile blocker(dir.filePath(QStringLiteral("not-a-folder")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        RunSession session(nullptr);
        session.controller()->setMetricsInterval(100);
        const CheckpointHistory &history = *session.checkpoints();
        session.start(QByteArray::fromStdString(testing::checkpointedCountJob(
            blocker.fileName().toStdString() + "/chk", testing::kRestartOftenSets)));
        QTRY_VERIFY_WITH_TIMEOUT(history.restarts() >= 2 && history.failedCount() >= 2, 60000);
        session.stop();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), RunState::Stopped, 30000);

        QCOMPARE(history.completedCount(), 0);
        QVERIFY(!history.latestCompleted());
        QCOMPARE(history.latestText(), QStringLiteral("No completed checkpoint yet"));
        // Restarted from the beginning: there was no checkpoint to restore.
        QCOMPARE(history.restored().checkpointId, 0);
        QVERIFY(history.restoreText().isEmpty());
        QVERIFY2(history.lastFailure().contains(QStringLiteral("cannot create the folder")),
                 qPrintable(history.lastFailure()));
        int failed = 0;
        for (int row = 0; row < history.rowCount(); ++row) {
            const CheckpointStats &c = history.checkpoint(row);
            if (c.state != State::Failed)
                continue;
            ++failed;
            const QString reason = QString::fromStdString(c.failure.english());
            QVERIFY2(!reason.isEmpty(), qPrintable(QString::number(c.id)));
            QCOMPARE(cell(history, row, Column::Status), QStringLiteral("Failed"));
            // The reason as the status's tooltip and, in full, in the details.
            QCOMPARE(cell(history, row, Column::Status, Qt::ToolTipRole), reason);
            QCOMPARE(history.detailsText(row).section(QLatin1Char('\n'), 1, 1),
                     QStringLiteral("Failure: %1").arg(reason));
            QVERIFY(history.data(history.index(row, int(Column::Status)), Qt::ForegroundRole)
                        .value<QColor>()
                        .isValid());
        }
        QVERIFY(failed >= 2);
        QSet<qint64> ids;
        for (int row = 0; row < history.rowCount(); ++row)
            ids.insert(history.checkpoint(row).id);
        QCOMPARE(ids.size(), history.rowCount()); // one row per id across the restarts

        // The next run starts from nothing.
        session.start("CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', "
                      "'number-of-rows' = '10');\n"
                      "CREATE TABLE snk (id BIGINT) WITH ('connector' = 'blackhole');\n"
                      "INSERT INTO snk SELECT id FROM src;\n");
        QCOMPARE(history.rowCount(), 0);
        QCOMPARE(history.restarts(), 0);
        QVERIFY(history.lastFailure().isEmpty());
        QVERIFY(history.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!session.controller()->isActive(), 30000);
        QVERIFY(history.isEmpty());
    }
};

QTEST_MAIN(CheckpointHistoryTest)
#include "checkpoint_history_test.moc"
