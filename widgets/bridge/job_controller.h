#pragma once

#include <sluice/engine.h>

#include <QByteArray>
#include <QJsonObject>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace sluice {

namespace cluster {
struct ClusterTarget;
}
class ClusterRun;

/// Where a run of a job stands, as the window shows it.
enum class RunState { Idle, Starting, Running, Stopping, Finished, Failed, Stopped };

/// The translated name of a state ("Running", "Failed", ...).
QString runStateText(RunState state);

/// Runs one job at a time on the embedded engine for one editor tab and reports on the GUI
/// thread: starting, planning and joining happen on a worker thread, engine callbacks become
/// queued signals (rows batched per event-loop turn, never one signal per row), and metrics are
/// sampled on a timer. Destroying the controller cancels its job without waiting for it.
class JobController : public QObject
{
    Q_OBJECT

public:
    using Settings = std::vector<std::pair<std::string, std::string>>;

    explicit JobController(QObject *parent = nullptr);
    ~JobController() override;

    /// Starts `script` (UTF-8) with `settings` applied before its own SETs, resuming from the
    /// checkpoint or savepoint at `restorePath` when one is given. A run still going is stopped
    /// first (its end is reported as Stopped at once).
    void start(const QByteArray &script, const Settings &settings = {}, const QString &restorePath = {});
    /// Runs `script` on a Flink cluster instead (ClusterRun): the same signals report it, and
    /// stop(), stopWithSavepoint() and restart() act on the cluster's jobs.
    void startOnCluster(const cluster::ClusterTarget &target, const QByteArray &script, const QString &restorePath = {});
    /// Watches job `jobId` that already runs on the cluster (not started from here): the same
    /// signals report it; stop() and stopWithSavepoint() act on it, restart() is not possible.
    void watchClusterJob(const cluster::ClusterTarget &target, const QString &jobId);
    /// The profile name of the cluster the current (or last) run went to; "" for the engine.
    QString clusterName() const;
    /// The ids of the cluster jobs of the current (or last) run.
    QStringList clusterJobs() const;
    /// What the user should know about the run while it lasts ("the JobManager cannot be
    /// reached, retrying in 8 s"), or "".
    QString notice() const { return m_notice; }

    /// Stops the job with a savepoint into `directory` (Flink's stop-with-savepoint): the state
    /// is Stopping meanwhile; savepointFinished reports the folder (the run then ends Finished)
    /// or why it failed (the job goes on running).
    void stopWithSavepoint(const QString &directory);
    /// Asks the job to stop; stateChanged(Stopped) follows when its threads have let go.
    void stop();
    /// Starts the last script again with the same settings.
    void restart();

    /// Metrics sampling period in milliseconds (default 1000).
    void setMetricsInterval(int milliseconds);
    int metricsInterval() const { return m_metricsTimer.interval(); }
    /// Takes a metrics snapshot now when a job is running (the timer does this periodically).
    void sampleMetrics();

    RunState state() const { return m_state; }
    /// Whether a run is starting, running or stopping.
    bool isActive() const;
    /// The engine's message and the statement's line (0 if unknown) for a failed run.
    QString failureMessage() const { return m_failureMessage; }
    int failureLine() const { return m_failureLine; }
    /// The column there, when known (Flink's parser and validator say it), else 0.
    int failureColumn() const { return m_failureColumn; }
    QByteArray script() const { return m_script; }
    const Settings &settings() const { return m_settings; }
    /// Counts runs started by this controller; signals carry no id, each start bumps this.
    int runNumber() const { return m_runNumber; }

    /// The jobs outside the app that scripts run here may list (SHOW JOBS) and stop (STOP
    /// JOB), besides the app's own runs: for the app, this machine's `sluice run` processes.
    static void setHostJobs(std::shared_ptr<JobDirectory> jobs);

    /// Waits up to `timeoutMs` for the worker threads of all controllers (also of destroyed
    /// ones) to end; true when none is left. For shutdown and tests.
    static bool waitForAllThreads(int timeoutMs);
    /// Worker threads of runs not yet fully ended, across all controllers.
    static int liveThreadCount();

signals:
    void stateChanged(sluice::RunState state);
    /// A sink's columns; comes before its first rows.
    void schemaReceived(const sluice::ResultSchema &schema);
    /// Rows that reached `sink` since the previous batch, in order.
    void rowsReceived(const QString &sink, const std::vector<sluice::ResultRow> &rows);
    /// Rows the GUI could not take in time and that were dropped before reaching it.
    void rowsDropped(qint64 count);
    void metricsSampled(const sluice::MetricsSnapshot &snapshot);
    /// A stop with savepoint ended: `ok` with the savepoint's folder in `text`, else the reason.
    void savepointFinished(bool ok, const QString &text);
    void noticeChanged(const QString &text);
    /// A cluster job's plan (the JobManager's /jobs/:jid/plan), once per job of a cluster run.
    void clusterPlanReceived(const QString &jobId, const QString &name, const QJsonObject &plan);

public:
    struct Run; // shared with the run's worker thread (job_controller.cpp)

private:
    void setState(RunState state);
    void detachRun(bool reportStopped);
    void flushRun(const std::shared_ptr<Run> &run);
    void onStarted(const std::shared_ptr<Run> &run);
    void onEnded(const std::shared_ptr<Run> &run, JobState state, const QString &message,
                 int line);

    void detachCluster(bool reportStopped);
    /// A ClusterRun set up as the current run (Starting), not yet started.
    ClusterRun *beginClusterRun(const cluster::ClusterTarget &target, const QByteArray &script, const QString &restorePath);
    void setNotice(const QString &text);

    std::shared_ptr<Run> m_run; // GUI thread
    ClusterRun *m_cluster = nullptr; // a run on a cluster, instead of m_run
    std::unique_ptr<cluster::ClusterTarget> m_clusterTarget; // the current/last run's cluster, for restart()
    QStringList m_lastClusterJobs;
    QString m_notice;
    QTimer m_metricsTimer;      // GUI thread
    RunState m_state = RunState::Idle;
    QString m_failureMessage;
    int m_failureLine = 0;
    int m_failureColumn = 0;
    QByteArray m_script;
    Settings m_settings;
    int m_runNumber = 0;
};

} // namespace sluice

Q_DECLARE_METATYPE(sluice::ResultSchema)
Q_DECLARE_METATYPE(std::vector<sluice::ResultRow>)
Q_DECLARE_METATYPE(sluice::MetricsSnapshot)
Q_DECLARE_METATYPE(sluice::RunState)
