#include "cluster_run.h"

#include <cluster_job_monitor.h>
#include <job_manager_client.h>
#include <script_submission.h>
#include <sql_gateway_client.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace sluice {
namespace {

/// A result field as the Results view shows embedded ones: text, or no value for NULL.
std::optional<std::string> fieldText(const QJsonValue &v)
{
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    if (v.isString())
        return v.toString().toStdString();
    if (v.isBool())
        return v.toBool() ? "TRUE" : "FALSE";
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (d == std::floor(d) && std::abs(d) < 9e15)
            return std::to_string(static_cast<long long>(d));
        return QString::number(d, 'g', 17).toStdString();
    }
    const QJsonDocument doc = v.isObject() ? QJsonDocument(v.toObject()) : QJsonDocument(v.toArray());
    return doc.toJson(QJsonDocument::Compact).toStdString();
}

} // namespace

ClusterRun::ClusterRun(cluster::ClusterTarget target, QByteArray script, QString restorePath, QObject *parent)
    : QObject(parent), m_target(std::move(target)), m_script(std::move(script)), m_restorePath(std::move(restorePath)),
      m_gateway(new cluster::SqlGatewayClient(m_target.profile.gateway, m_target.security, this)),
      m_jobManager(new cluster::JobManagerClient(m_target.profile.jobManager, m_target.security, this))
{
}

ClusterRun::~ClusterRun() = default;

void ClusterRun::setMetricsInterval(int milliseconds)
{
    m_metricsInterval = milliseconds;
    for (cluster::ClusterJobMonitor *monitor : std::as_const(m_monitors))
        monitor->setInterval(milliseconds);
}

void ClusterRun::start()
{
    m_submission = new cluster::ScriptSubmission(*m_gateway, QString::fromUtf8(m_script), this);
    if (!m_restorePath.isEmpty())
        m_submission->setExtraProperties({{QStringLiteral("execution.state-recovery.path"), m_restorePath}});
    connect(m_submission, &cluster::ScriptSubmission::jobSubmitted, this, &ClusterRun::onJobSubmitted);
    connect(m_submission, &cluster::ScriptSubmission::resultColumns, this,
            [this](int, const QStringList &names, const QStringList &types) {
                ResultSchema schema;
                schema.sinkName = "collect";
                for (const QString &n : names)
                    schema.columnNames.push_back(n.toStdString());
                for (const QString &t : types)
                    schema.columnTypes.push_back(t.toStdString());
                emit schemaReceived(schema);
            });
    connect(m_submission, &cluster::ScriptSubmission::resultRows, this, [this](int, const QList<cluster::ChangelogRow> &rows) {
        std::vector<ResultRow> out;
        out.reserve(static_cast<std::size_t>(rows.size()));
        for (const cluster::ChangelogRow &row : rows) {
            ResultRow r;
            r.kind = row.kind.toStdString();
            for (const QJsonValue &v : row.fields)
                r.values.push_back(fieldText(v));
            out.push_back(std::move(r));
        }
        emit rowsReceived(QStringLiteral("collect"), out);
    });
    connect(m_submission, &cluster::ScriptSubmission::failed, this,
            [this](int, const SourcePos &at, const QString &message, const QString &) {
                m_failedStatement = true;
                QString text = message;
                if (!m_jobOrder.isEmpty())
                    text += QLatin1Char('\n') + tr("The jobs this script started before go on running on the cluster: %1")
                                                    .arg(m_jobOrder.join(QStringLiteral(", ")));
                end(RunState::Failed, text, at.line, at.column);
            });
    connect(m_submission, &cluster::ScriptSubmission::unreachable, this,
            [this](const QString &message) { end(RunState::Failed, message); });
    connect(m_submission, &cluster::ScriptSubmission::finished, this, &ClusterRun::onSubmissionFinished);
    m_submission->start(QStringLiteral("Sluice"));
}

void ClusterRun::watch(const QString &jobId)
{
    m_submissionDone = true;
    onJobSubmitted(0, jobId);
}

void ClusterRun::onJobSubmitted(int, const QString &jobId)
{
    if (m_monitors.contains(jobId))
        return;
    m_jobOrder << jobId;
    auto *monitor = new cluster::ClusterJobMonitor(*m_jobManager, jobId, this);
    monitor->setInterval(m_metricsInterval);
    m_monitors.insert(jobId, monitor);
    connect(monitor, &cluster::ClusterJobMonitor::snapshot, this, [this, jobId](const MetricsSnapshot &s) {
        m_snapshots.insert(jobId, s);
        publishMetrics();
    });
    connect(monitor, &cluster::ClusterJobMonitor::planReceived, this,
            [this, jobId](const QString &name, const QJsonObject &plan) { emit planReceived(jobId, name, plan); });
    connect(monitor, &cluster::ClusterJobMonitor::stateChanged, this, [this](const QString &) { checkEnd(); });
    connect(monitor, &cluster::ClusterJobMonitor::jobNotFound, this, [this](const QString &) { checkEnd(); });
    connect(monitor, &cluster::ClusterJobMonitor::unreachable, this, [this](const QString &message, int retry) {
        emit notice(tr("%1; retrying in %2 s").arg(message).arg(retry));
    });
    connect(monitor, &cluster::ClusterJobMonitor::reachable, this, [this] { emit notice(QString()); });
    monitor->start();
    if (m_jobOrder.size() == 1)
        emit running();
}

void ClusterRun::onSubmissionFinished(bool ok)
{
    m_submissionDone = true;
    if (!ok || m_ended)
        return;
    if (m_jobOrder.isEmpty()) // DDL and SETs only: nothing runs
        return end(m_cancelling ? RunState::Stopped : RunState::Finished);
    checkEnd();
}

void ClusterRun::publishMetrics()
{
    MetricsSnapshot merged;
    for (const QString &id : std::as_const(m_jobOrder)) {
        const auto it = m_snapshots.constFind(id);
        if (it == m_snapshots.cend())
            continue;
        const MetricsSnapshot &s = *it;
        merged.timestampNanos = std::max(merged.timestampNanos, s.timestampNanos);
        merged.subtasks.insert(merged.subtasks.end(), s.subtasks.begin(), s.subtasks.end());
        merged.checkpoints.insert(merged.checkpoints.end(), s.checkpoints.begin(), s.checkpoints.end());
        merged.numRestarts += s.numRestarts;
        if (!s.lastFailure.empty())
            merged.lastFailure = s.lastFailure;
        merged.completedCheckpoints += s.completedCheckpoints;
        merged.failedCheckpoints += s.failedCheckpoints;
        if (merged.restored.checkpointId == 0)
            merged.restored = s.restored;
    }
    std::stable_sort(merged.checkpoints.begin(), merged.checkpoints.end(),
                     [](const CheckpointStats &a, const CheckpointStats &b) { return a.triggerMillis < b.triggerMillis; });
    if (merged.checkpoints.size() > 10)
        merged.checkpoints.erase(merged.checkpoints.begin(), merged.checkpoints.end() - 10);
    emit metricsSampled(merged);
}

void ClusterRun::checkEnd()
{
    if (m_ended || !m_submissionDone || m_failedStatement)
        return;
    bool failed = false, cancelled = false;
    QString failure;
    for (const QString &id : std::as_const(m_jobOrder)) {
        const QString state = m_monitors.value(id)->state();
        if (!cluster::ClusterJobMonitor::isTerminal(state))
            return; // still running (or not seen yet)
        if (state == QLatin1String("FAILED")) {
            failed = true;
            const MetricsSnapshot s = m_snapshots.value(id);
            failure = s.lastFailure.empty() ? tr("job %1 failed on the cluster").arg(id)
                                            : tr("job %1 failed on the cluster: %2")
                                                  .arg(id, QString::fromStdString(s.lastFailure.english()));
        } else if (state != QLatin1String("FINISHED")) {
            cancelled = true;
        }
    }
    if (failed)
        end(RunState::Failed, failure);
    else
        end(cancelled || m_cancelling ? RunState::Stopped : RunState::Finished);
}

void ClusterRun::cancel()
{
    if (m_ended)
        return;
    m_cancelling = true;
    if (m_submission && !m_submission->isDone())
        m_submission->stop();
    if (m_jobOrder.isEmpty() && m_submissionDone)
        return end(RunState::Stopped);
    for (const QString &id : std::as_const(m_jobOrder)) {
        if (cluster::ClusterJobMonitor::isTerminal(m_monitors.value(id)->state()))
            continue;
        m_jobManager->cancel(id, [this, id](bool, const cluster::RestResponse &r) {
            if (r.ok()) {
                if (cluster::ClusterJobMonitor *monitor = m_monitors.value(id))
                    monitor->pollNow(); // its CANCELED soon, not a period later
                return;
            }
            // A cluster that cannot be told still ends the run here, saying what may go on there.
            if (!r.ok())
                end(RunState::Stopped, tr("job %1 could not be cancelled and may still run on the cluster: %2").arg(id, r.error));
        });
    }
    if (m_jobOrder.isEmpty())
        end(RunState::Stopped);
}

void ClusterRun::stopWithSavepoint(const QString &directory)
{
    QStringList running;
    for (const QString &id : std::as_const(m_jobOrder)) {
        if (!cluster::ClusterJobMonitor::isTerminal(m_monitors.value(id)->state()))
            running << id;
    }
    if (running.isEmpty()) {
        emit savepointFinished(false, tr("no job of this run is running on the cluster"));
        return;
    }
    // One savepoint per job; the answer comes when every job has given its own.
    auto pending = std::make_shared<int>(static_cast<int>(running.size()));
    auto paths = std::make_shared<QStringList>();
    auto errors = std::make_shared<QStringList>();
    for (const QString &id : running) {
        m_jobManager->stopWithSavepoint(id, directory, false,
                                        [this, pending, paths, errors, id](const QString &path, const cluster::RestResponse &r) {
                                            if (r.ok()) {
                                                *paths << path;
                                                if (cluster::ClusterJobMonitor *monitor = m_monitors.value(id))
                                                    monitor->pollNow();
                                            }
                                            else {
                                                *errors << tr("job %1: %2").arg(id, r.error);
                                            }
                                            if (--*pending > 0)
                                                return;
                                            if (errors->isEmpty())
                                                emit savepointFinished(true, paths->join(QLatin1Char('\n')));
                                            else
                                                emit savepointFinished(false, errors->join(QLatin1Char('\n')));
                                        });
    }
}

void ClusterRun::end(RunState outcome, const QString &message, int line, int column)
{
    if (m_ended)
        return;
    m_ended = true;
    for (cluster::ClusterJobMonitor *monitor : std::as_const(m_monitors))
        monitor->stop();
    emit ended(outcome, message, line, column);
}

} // namespace sluice
