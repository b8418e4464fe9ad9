#include "job_manager_client.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTimer>

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

void JobManagerClient::stopWithSavepoint(const QString &jobId, const QString &directory, bool drain, Done<QString> done)
{
    QJsonObject body{{QStringLiteral("drain"), drain}};
    if (!directory.isEmpty())
        body.insert(QStringLiteral("targetDirectory"), directory);
    const qint64 deadline = QDateTime::currentMSecsSinceEpoch() + m_savepointTimeoutMs;
    requestSavepoint({jobId, QStringLiteral("/jobs/%1/stop").arg(jobId), body, deadline}, done);
}

void JobManagerClient::triggerSavepoint(const QString &jobId, const QString &directory, Done<QString> done)
{
    QJsonObject body{{QStringLiteral("cancel-job"), false}};
    if (!directory.isEmpty())
        body.insert(QStringLiteral("target-directory"), directory);
    const qint64 deadline = QDateTime::currentMSecsSinceEpoch() + m_savepointTimeoutMs;
    requestSavepoint({jobId, QStringLiteral("/jobs/%1/savepoints").arg(jobId), body, deadline}, done);
}

void JobManagerClient::requestSavepoint(const SavepointRequest &request, Done<QString> done)
{
    m_rest->post(request.path, request.body, [this, request, done](const RestResponse &r) {
        if (!r.ok())
            return done({}, r);
        awaitSavepoint(request, r.body.toObject().value(QStringLiteral("request-id")).toString(), done);
    });
}

namespace {

/// Whether a savepoint failed because the job's tasks were still being deployed: Flink's job
/// status says RUNNING before every task runs, and a savepoint asked for meanwhile is aborted
/// before it starts (CheckpointFailureReason NOT_ALL_REQUIRED_TASKS_RUNNING). The job goes on
/// as it was, and the same request succeeds once the tasks run.
bool tasksStillStarting(const QString &trace)
{
    return trace.contains(QLatin1String("Not all required tasks are currently running"));
}

} // namespace

void JobManagerClient::awaitSavepoint(const SavepointRequest &request, const QString &trigger, Done<QString> done)
{
    m_rest->get(QStringLiteral("/jobs/%1/savepoints/%2").arg(request.jobId, trigger), [=, this](const RestResponse &r) {
        if (!r.ok())
            return done({}, r);
        const QJsonObject body = r.body.toObject();
        const bool late = QDateTime::currentMSecsSinceEpoch() > request.deadline;
        if (body.value(QStringLiteral("status")).toObject().value(QStringLiteral("id")).toString() == QLatin1String("COMPLETED")) {
            const QJsonObject operation = body.value(QStringLiteral("operation")).toObject();
            const QString location = operation.value(QStringLiteral("location")).toString();
            if (!location.isEmpty())
                return done(location, r);
            const QJsonObject cause = operation.value(QStringLiteral("failure-cause")).toObject();
            const QString trace = cause.value(QStringLiteral("stack-trace")).toString();
            if (tasksStillStarting(trace) && !late) {
                QTimer::singleShot(kSavepointPollMs, this, [=, this] { requestSavepoint(request, done); });
                return;
            }
            RestResponse failed = r;
            failed.error = flinkErrorMessage(QJsonObject{{QStringLiteral("errors"), QJsonArray{trace}}});
            if (failed.error.isEmpty())
                failed.error = tr("the savepoint failed");
            failed.details = trace;
            return done({}, failed);
        }
        if (late) {
            RestResponse tooLate = r;
            tooLate.error = tr("the savepoint of job %1 did not complete in %2 s").arg(request.jobId).arg(m_savepointTimeoutMs / 1000);
            return done({}, tooLate);
        }
        QTimer::singleShot(kSavepointPollMs, this, [=, this] { awaitSavepoint(request, trigger, done); });
    });
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
