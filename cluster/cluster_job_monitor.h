#pragma once

#include "job_manager_client.h"

#include <sluice/metrics.h>

#include <optional>

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QString>
#include <QTimer>

namespace sluice::cluster {

/// Watches one job on a Flink cluster through the JobManager's REST API and turns what Flink
/// exposes into the same MetricsSnapshot the embedded engine gives the Monitor: one entry per
/// job vertex (a chain of operators, figures summed over its subtasks) with Flink's own counts
/// and rates (its meters: averages over the last minute, as its web UI shows them; the REST
/// API refreshes counters only every metrics.fetcher.update-interval, 10 s by default, so rates
/// between two polls would jump), busy / backpressured / idle time and Flink's backpressure
/// level, the lowest input watermark and the state size of the latest checkpoint; the
/// checkpoint history, restarts and the last failure.
///
/// Polls gently: one round of requests at a time, the next `interval` after the last ended
/// (default 2 s), slower while the cluster answers slowly, up to 30 s apart while it cannot be
/// reached (unreachable() says so, reachable() when it answers again). Never blocks.
class ClusterJobMonitor : public QObject
{
    Q_OBJECT
public:
    /// `client` must outlive the monitor.
    ClusterJobMonitor(JobManagerClient &client, QString jobId, QObject *parent = nullptr);

    void start();
    void stop();
    /// Asks again now rather than at the next period (after a cancel, say), unless a round is
    /// under way.
    void pollNow();
    void setInterval(int milliseconds);
    int interval() const { return m_interval; }
    const QString &jobId() const { return m_jobId; }
    /// Flink's JobStatus as last seen ("" before the first answer).
    const QString &state() const { return m_state; }

    /// A vertex's source and sink operator counters by metric name ("" when it has none).
    struct EndpointMetrics {
        QString read, written;
    };

    /// Whether Flink's job state is one a job does not leave.
    static bool isTerminal(const QString &state);

signals:
    void snapshot(const sluice::MetricsSnapshot &snapshot);
    void stateChanged(const QString &state);
    /// The job's name and its plan (Flink's /jobs/:jid/plan), once.
    void planReceived(const QString &name, const QJsonObject &plan);
    void unreachable(const QString &message, int retryInSeconds);
    /// The cluster does not know the job (any more): polling stops.
    void jobNotFound(const QString &message);
    void reachable();

private:
    void poll();
    void roundDone();
    void fail(const RestResponse &response);
    /// Fills vertex `index`'s rows read (its source operator's records out) and written (its
    /// sink operator's records in) from those operators' own metrics.
    void fetchEndpointFigures(const QString &vertex, int index, bool source, bool sink);

    JobManagerClient &m_client;
    QString m_jobId;
    QString m_state;
    QTimer m_timer;
    int m_baseInterval = 2000;
    int m_interval = 2000;
    bool m_polling = false;
    bool m_unreachable = false;
    bool m_planSent = false;
    int m_pending = 0;
    bool m_failedRound = false;
    QElapsedTimer m_roundTime;
    MetricsSnapshot m_building;
    /// State bytes per vertex of the latest completed checkpoint, and its id.
    QMap<QString, qint64> m_vertexState;
    /// Per vertex, the source and sink operator metrics it has.
    QMap<QString, EndpointMetrics> m_endpointMetrics;
    /// This round's rows read and written by vertex index, from those operator metrics.
    struct EndpointFigures {
        std::optional<std::int64_t> read, written;
        double readRate = 0, writtenRate = 0;
    };
    QHash<int, EndpointFigures> m_endpoints;
    qint64 m_stateOfCheckpoint = 0;
    /// The job's last exception, and the restarts count / failed state it was asked for at.
    Text m_lastFailure;
    std::int64_t m_failureOfRestarts = 0;
    bool m_failureOfFailedJob = false;
};

} // namespace sluice::cluster
