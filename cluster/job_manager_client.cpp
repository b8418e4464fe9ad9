#include "job_manager_client.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace sluice::cluster {

JobManagerClient::JobManagerClient(QUrl url, RestSecurity security, QObject *parent)
    : QObject(parent), m_rest(new RestClient(std::move(url), std::move(security), this))
{
    m_rest->setEndpointName(tr("the JobManager"));
}

void JobManagerClient::jobs(Done<QList<ClusterJob>> done)
{
    m_rest->get(QStringLiteral("/jobs/overview"), [done](const RestResponse &r) {
        done(r.ok() ? parseOverview(r.body.toObject()) : QList<ClusterJob>{}, r);
    });
}

void JobManagerClient::cancel(const QString &jobId, Done<bool> done)
{
    m_rest->patch(QStringLiteral("/jobs/%1?mode=cancel").arg(jobId), [done](const RestResponse &r) { done(r.ok(), r); });
}

QList<ClusterJob> JobManagerClient::parseOverview(const QJsonObject &body)
{
    QList<ClusterJob> jobs;
    for (const QJsonValue &v : body.value(QStringLiteral("jobs")).toArray()) {
        const QJsonObject o = v.toObject();
        ClusterJob job;
        job.id = o.value(QStringLiteral("jid")).toString();
        job.name = o.value(QStringLiteral("name")).toString();
        job.state = o.value(QStringLiteral("state")).toString();
        job.started = QDateTime::fromMSecsSinceEpoch(o.value(QStringLiteral("start-time")).toInteger());
        job.durationMs = o.value(QStringLiteral("duration")).toInteger();
        jobs.append(job);
    }
    std::sort(jobs.begin(), jobs.end(), [](const ClusterJob &a, const ClusterJob &b) { return a.started > b.started; });
    return jobs;
}

} // namespace sluice::cluster
