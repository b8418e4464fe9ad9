#pragma once

#include "rest_client.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>

namespace sluice::cluster {

/// One job as the JobManager's /jobs/overview lists it.
struct ClusterJob {
    QString id;
    QString name;
    QString state; ///< Flink's JobStatus: RUNNING, FINISHED, CANCELED, FAILED, ...
    QDateTime started;
    qint64 durationMs = 0;
};

/// The JobManager's REST API (the one Flink's web UI uses): the cluster's jobs, their figures
/// and their control. Asynchronous like RestClient.
class JobManagerClient : public QObject
{
    Q_OBJECT
public:
    JobManagerClient(QUrl url, RestSecurity security, QObject *parent = nullptr);
    RestClient &rest() { return *m_rest; }

    /// Every job the cluster knows, newest first.
    void jobs(Done<QList<ClusterJob>> done);
    /// Cancels a job (PATCH /jobs/:jid?mode=cancel).
    void cancel(const QString &jobId, Done<bool> done);
    /// Flink's stop-with-savepoint (POST /jobs/:jid/stop): the savepoint goes to `directory` (""
    /// for the cluster's state.savepoints.dir), the job ends FINISHED after it; `drain` first
    /// sends MAX_WATERMARK so every event-time window and timer fires. `done` gets the
    /// savepoint's path once Flink reports it complete, or why it failed. A job whose tasks are
    /// still being deployed (its status says RUNNING already) is asked again until they run,
    /// within the savepoint timeout (both savepoint calls).
    void stopWithSavepoint(const QString &jobId, const QString &directory, bool drain, Done<QString> done);
    /// A savepoint of a running job that goes on running (POST /jobs/:jid/savepoints).
    void triggerSavepoint(const QString &jobId, const QString &directory, Done<QString> done);
    /// How long to wait for a savepoint to complete (default 10 minutes).
    void setSavepointTimeout(int milliseconds) { m_savepointTimeoutMs = milliseconds; }

    static QList<ClusterJob> parseOverview(const QJsonObject &body);

private:
    /// A savepoint asked of a job: the endpoint, its body, and when to give up.
    struct SavepointRequest {
        QString jobId;
        QString path;
        QJsonObject body;
        qint64 deadline; // ms since the epoch
    };
    static constexpr int kSavepointPollMs = 500;
    /// Posts `request` and waits for the savepoint it starts.
    void requestSavepoint(const SavepointRequest &request, Done<QString> done);
    /// Asks for the outcome of savepoint operation `trigger` until it is done.
    void awaitSavepoint(const SavepointRequest &request, const QString &trigger, Done<QString> done);

    RestClient *m_rest;
    int m_savepointTimeoutMs = 600000;
};

} // namespace sluice::cluster
