#pragma once

#include "analysis_runner.h"
#include "metric_history.h"
#include "operator_mapping.h"
#include "process_stats.h"

#include <bridge/job_controller.h>

#include <sluice/script.h>

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QElapsedTimer>
#include <QObject>

#include <optional>

namespace sluice {

class CheckpointHistory;
class ResultsModel;
class RunHistory;

/// Everything about the job of one editor tab: its controller, the metric series and results of
/// its current (or last) run and the plan it runs. When a run ends it goes into the shared
/// RunHistory for comparison. No widgets: the Monitor and Results docks show the session of the
/// current tab.
class RunSession : public QObject
{
    Q_OBJECT

public:
    /// `history` (may be null) receives every ended run with samples.
    explicit RunSession(RunHistory *history, QObject *parent = nullptr);

    JobController *controller() { return &m_controller; }
    const MetricHistory &metrics() const { return m_metrics; }
    ResultsModel *results() const { return m_results; }
    /// The checkpoints of the current (or last) run, kept after it ends until the next starts.
    CheckpointHistory *checkpoints() const { return m_checkpoints; }
    /// The plan of the running script and how its nodes map to the metrics' operators: for a
    /// cluster run, the cluster jobs' own plans (their vertices), with the SQL they came from.
    const ExplainResult &plan() const { return m_plan; }
    const OperatorMapping &mapping() const { return m_mapping; }
    /// The newest snapshot (empty before the first sample).
    const MetricsSnapshot &lastSnapshot() const { return m_last; }

    /// Shown in legends and the run list ("orders.sql").
    void setJobName(const QString &name) { m_jobName = name; }
    QString jobName() const { return m_jobName; }

    /// Starts `script` (stopping a run still going), clearing series and results; from the
    /// checkpoint or savepoint at `restorePath` when one is given.
    void start(const QByteArray &script, const QString &restorePath = {});
    /// The same on a Flink cluster (JobController::startOnCluster).
    void startOnCluster(const cluster::ClusterTarget &target, const QByteArray &script, const QString &restorePath = {});
    /// Watches a job already running on the cluster (JobController::watchClusterJob).
    void watchClusterJob(const cluster::ClusterTarget &target, const QString &jobId);
    void stop() { m_controller.stop(); }
    /// Stops with a savepoint into `directory`; the controller's savepointFinished tells how it went.
    void stopWithSavepoint(const QString &directory) { m_controller.stopWithSavepoint(directory); }
    void restart();

    RunState state() const { return m_controller.state(); }
    /// When the current or last run started (the charts count seconds from here).
    QDateTime startedAt() const { return m_startedAt; }
    /// Seconds since the current or last run started.
    double elapsedSeconds() const;
    /// "Running · 00:42", "Failed at line 12: ..." for the status bar and the Monitor.
    QString statusText() const;

    /// How far a bounded job's sources are (every source knows its size: datagen, nexmark).
    struct Progress {
        qint64 done = 0;
        qint64 total = 0;
        bool bytes = false;
        double perSecond = 0; ///< rows (bytes) read per second at the last sample
        double etaSeconds = -1; ///< -1: unknown (nothing read in the last period)
    };
    /// Nothing while running no job, or while any source's size is unknown.
    std::optional<Progress> progress() const;
    /// "4,200 of 12,200 rows (34 %) · 1,000 rows/s · about 8 s left", or "" without progress.
    QString progressText() const;

signals:
    /// New samples are in metrics() (GUI thread, once per sampling period).
    void metricsUpdated();
    /// plan() and mapping() changed.
    void planChanged();
    void stateChanged(sluice::RunState state);

private:
    void beginRun(const QByteArray &script);
    void runBegun();
    void onMetrics(const MetricsSnapshot &snapshot);
    void onClusterPlan(const QString &jobId, const QString &name, const QJsonObject &plan);
    /// Shows the plans of the cluster jobs of this run as plan(), their vertices mapped.
    void showClusterPlans();
    void onStateChanged(RunState state);
    void onPlanned(const std::any &result);
    void rebuildMapping();
    void archive(RunState outcome);

    JobController m_controller;
    RunHistory *m_history;
    ResultsModel *m_results;
    CheckpointHistory *m_checkpoints;
    AnalysisRunner m_planner;
    MetricHistory m_metrics;
    MetricsSnapshot m_last;
    ExplainResult m_plan;
    ExplainResult m_localPlan; // the script planned here (a cluster run draws the cluster's plans)
    struct ClusterJobPlan {
        QString jobId, name;
        QJsonObject plan;
    };
    QList<ClusterJobPlan> m_clusterPlans;
    QList<QPair<QString, QString>> m_parameters;
    OperatorMapping m_mapping;
    ProcessStats m_process;
    QElapsedTimer m_clock;
    QDateTime m_startedAt;
    double m_endedSeconds = -1; // elapsed time frozen when the run ended
    QString m_jobName;
    bool m_archived = true;
    bool m_planned = false;        // the planner has answered for the current run
    bool m_archivePending = false; // the run ended before that: archive when it answers
    RunState m_pendingOutcome = RunState::Finished;
};

} // namespace sluice
