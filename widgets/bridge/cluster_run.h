#pragma once

#include "job_controller.h"

#include <cluster_target.h>

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace sluice {

namespace cluster {
class ClusterJobMonitor;
class JobManagerClient;
class ScriptSubmission;
class SqlGatewayClient;
} // namespace cluster

/// One run of a script on a Flink cluster, for a JobController: sends the script through the
/// SQL Gateway, watches every job it starts through the JobManager's REST API and reports in the
/// embedded run's terms (results as rows, figures as one MetricsSnapshot, an outcome as a
/// RunState), so the Monitor, Results and Problems show a cluster run as they show a local one.
class ClusterRun : public QObject
{
    Q_OBJECT
public:
    /// `restorePath`: a savepoint or checkpoint for the jobs to start from
    /// (execution.state-recovery.path), or "".
    ClusterRun(cluster::ClusterTarget target, QByteArray script, QString restorePath, QObject *parent = nullptr);
    ~ClusterRun() override;

    void start();
    /// Watches job `jobId`, already running on the cluster, instead of submitting the script.
    void watch(const QString &jobId);
    /// Ends the run: a SELECT's changelog stops and every job it started is cancelled.
    void cancel();
    /// Flink's stop-with-savepoint of every running job into `directory` on the cluster ("" for
    /// its state.savepoints.dir); savepointFinished says where, or why not.
    void stopWithSavepoint(const QString &directory);
    void setMetricsInterval(int milliseconds);

    const cluster::ClusterTarget &target() const { return m_target; }
    QStringList jobIds() const { return m_jobOrder; }

signals:
    void running();
    void schemaReceived(const sluice::ResultSchema &schema);
    void rowsReceived(const QString &sink, const std::vector<sluice::ResultRow> &rows);
    void metricsSampled(const sluice::MetricsSnapshot &snapshot);
    /// A job's plan as the JobManager gives it (/jobs/:jid/plan), once per job.
    void planReceived(const QString &jobId, const QString &name, const QJsonObject &plan);
    /// Something the user should know while it lasts ("the JobManager cannot be reached,
    /// retrying in 8 s"); "" when it is over.
    void notice(const QString &text);
    void savepointFinished(bool ok, const QString &text);
    /// The run is over: Finished, Stopped or Failed (`message` and the script's `line`; for
    /// another outcome, what the user should still know, if anything).
    void ended(sluice::RunState outcome, const QString &message, int line, int column);

private:
    void onJobSubmitted(int statement, const QString &jobId);
    void onSubmissionFinished(bool ok);
    void publishMetrics();
    void checkEnd();
    void end(RunState outcome, const QString &message = {}, int line = 0, int column = 0);

    cluster::ClusterTarget m_target;
    QByteArray m_script;
    QString m_restorePath;
    cluster::SqlGatewayClient *m_gateway;
    cluster::JobManagerClient *m_jobManager;
    cluster::ScriptSubmission *m_submission = nullptr;
    QMap<QString, cluster::ClusterJobMonitor *> m_monitors;
    QMap<QString, MetricsSnapshot> m_snapshots;
    QStringList m_jobOrder;
    int m_metricsInterval = 2000;
    bool m_submissionDone = false;
    bool m_cancelling = false;
    bool m_ended = false;
    bool m_failedStatement = false;
};

} // namespace sluice
