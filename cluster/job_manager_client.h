#pragma once

#include "rest_client.h"

#include <QDateTime>
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

    static QList<ClusterJob> parseOverview(const QJsonObject &body);

private:
    RestClient *m_rest;
};

} // namespace sluice::cluster
