#include "cluster_job_monitor.h"

#include <QJsonArray>
#include <QUrl>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace sluice::cluster {
namespace {

constexpr int kMaxInterval = 30000;
/// The figures asked of every vertex, summed (counts, rates) or at their extreme over its
/// subtasks. Every task has them: Flink answers nothing at all when one asked for is missing.
const QString kVertexMetrics = QStringLiteral(
    "numRecordsIn,numRecordsOut,numRecordsInPerSecond,numRecordsOutPerSecond,busyTimeMsPerSecond,"
    "backPressuredTimeMsPerSecond,idleTimeMsPerSecond");

/// {"id": name, "sum": x, "min": y, "max": z} entries by name.
QMap<QString, QJsonObject> byId(const QJsonArray &metrics)
{
    QMap<QString, QJsonObject> out;
    for (const QJsonValue &m : metrics)
        out.insert(m.toObject().value(QStringLiteral("id")).toString(), m.toObject());
    return out;
}

SubtaskMetrics::Backpressure backpressureLevel(const QString &level)
{
    using B = SubtaskMetrics::Backpressure;
    return level == QLatin1String("ok")     ? B::Ok
           : level == QLatin1String("low")  ? B::Low
           : level == QLatin1String("high") ? B::High
                                            : B::Unknown;
}

CheckpointStats checkpointOf(const QJsonObject &c)
{
    CheckpointStats s;
    s.id = c.value(QStringLiteral("id")).toInteger();
    const QString status = c.value(QStringLiteral("status")).toString();
    s.state = status == QLatin1String("COMPLETED") ? CheckpointStats::State::Completed
              : status == QLatin1String("FAILED")  ? CheckpointStats::State::Failed
                                                   : CheckpointStats::State::InProgress;
    s.savepoint = c.value(QStringLiteral("is_savepoint")).toBool();
    s.triggerMillis = c.value(QStringLiteral("trigger_timestamp")).toInteger();
    s.durationMillis = c.value(QStringLiteral("end_to_end_duration")).toInteger();
    s.stateBytes = c.value(QStringLiteral("state_size")).toInteger();
    s.alignmentMillis = 0; // Flink reports the aligned bytes, not the time, in the history
    s.acknowledged = c.value(QStringLiteral("num_acknowledged_subtasks")).toInt();
    s.subtasks = c.value(QStringLiteral("num_subtasks")).toInt();
    const QString path = c.value(QStringLiteral("external_path")).toString();
    if (!path.startsWith(QLatin1Char('<')))
        s.path = path.toStdString();
    if (s.state == CheckpointStats::State::Failed)
        s.failure = Text(c.value(QStringLiteral("failure_message")).toString().toStdString());
    return s;
}

} // namespace

ClusterJobMonitor::ClusterJobMonitor(JobManagerClient &client, QString jobId, QObject *parent)
    : QObject(parent), m_client(client), m_jobId(std::move(jobId))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ClusterJobMonitor::poll);
}

bool ClusterJobMonitor::isTerminal(const QString &state)
{
    return state == QLatin1String("FINISHED") || state == QLatin1String("CANCELED") ||
           state == QLatin1String("FAILED") || state == QLatin1String("SUSPENDED");
}

void ClusterJobMonitor::setInterval(int milliseconds)
{
    m_baseInterval = m_interval = std::max(100, milliseconds);
}

void ClusterJobMonitor::start()
{
    m_polling = true;
    if (m_pending == 0)
        poll();
}

void ClusterJobMonitor::pollNow()
{
    if (!m_polling || m_pending > 0)
        return;
    m_timer.stop();
    poll();
}

void ClusterJobMonitor::stop()
{
    m_polling = false;
    m_timer.stop();
}

void ClusterJobMonitor::poll()
{
    if (!m_polling || m_pending > 0)
        return;
    m_roundTime.start();
    m_building = MetricsSnapshot{};
    m_endpoints.clear();
    m_failedRound = false;
    m_pending = 1;
    RestClient &rest = m_client.rest();
    rest.get(QStringLiteral("/jobs/") + m_jobId, [this, &rest](const RestResponse &r) {
        if (!r.ok()) {
            if (r.httpStatus == 404) {
                m_polling = false;
                emit jobNotFound(r.error);
            }
            fail(r);
            return roundDone();
        }
        const QJsonObject job = r.body.toObject();
        const QString state = job.value(QStringLiteral("state")).toString();
        if (state != m_state) {
            m_state = state;
            emit stateChanged(state);
        }
        if (!m_planSent) {
            m_planSent = true;
            emit planReceived(job.value(QStringLiteral("name")).toString(), job.value(QStringLiteral("plan")).toObject());
        }
        // Sources are the plan's nodes without inputs, sinks those no node reads from.
        QSet<QString> withInputs, consumed;
        for (const QJsonValue &n : job.value(QStringLiteral("plan")).toObject().value(QStringLiteral("nodes")).toArray()) {
            const QJsonArray inputs = n.toObject().value(QStringLiteral("inputs")).toArray();
            if (!inputs.isEmpty())
                withInputs.insert(n.toObject().value(QStringLiteral("id")).toString());
            for (const QJsonValue &in : inputs)
                consumed.insert(in.toObject().value(QStringLiteral("id")).toString());
        }
        const QJsonArray vertices = job.value(QStringLiteral("vertices")).toArray();
        m_building.subtasks.resize(static_cast<std::size_t>(vertices.size()));
        for (int i = 0; i < vertices.size(); ++i) {
            const QJsonObject v = vertices[i].toObject();
            SubtaskMetrics &m = m_building.subtasks[static_cast<std::size_t>(i)];
            const QString id = v.value(QStringLiteral("id")).toString();
            m.operatorId = id.toStdString();
            m.operatorName = v.value(QStringLiteral("name")).toString().toStdString();
            m.parallelism = v.value(QStringLiteral("parallelism")).toInt(1);
            m.source = !withInputs.contains(id);
            m.sink = !consumed.contains(id);
            m.stateBytes = m_vertexState.value(id);
            ++m_pending;
            rest.get(QStringLiteral("/jobs/%1/vertices/%2/subtasks/metrics?get=%3&agg=sum,min,max")
                         .arg(m_jobId, id, kVertexMetrics),
                     [this, i](const RestResponse &mr) {
                         if (!mr.ok()) {
                             fail(mr);
                         } else if (i < static_cast<int>(m_building.subtasks.size())) {
                             SubtaskMetrics &m = m_building.subtasks[static_cast<std::size_t>(i)];
                             const auto f = byId(mr.body.toArray());
                             auto sum = [&](const char *name) { return f.value(QLatin1String(name)).value(QStringLiteral("sum")).toDouble(); };
                             auto max = [&](const char *name) { return f.value(QLatin1String(name)).value(QStringLiteral("max")).toDouble(); };
                             m.recordsIn = static_cast<std::int64_t>(sum("numRecordsIn"));
                             m.recordsOut = static_cast<std::int64_t>(sum("numRecordsOut"));
                             m.recordsInPerSecond = sum("numRecordsInPerSecond");
                             m.recordsOutPerSecond = sum("numRecordsOutPerSecond");
                             // The Monitor's backpressure figure: the most backpressured subtask's share of time.
                             m.inputQueueFill = std::clamp(max("backPressuredTimeMsPerSecond") / 1000.0, 0.0, 1.0);
                             m.extra = {{"busyTimeMsPerSecond", static_cast<std::int64_t>(max("busyTimeMsPerSecond"))},
                                        {"backPressuredTimeMsPerSecond",
                                         static_cast<std::int64_t>(max("backPressuredTimeMsPerSecond"))},
                                        {"idleTimeMsPerSecond", static_cast<std::int64_t>(max("idleTimeMsPerSecond"))}};
                         }
                         roundDone();
                     });
            // Rows read and written, from the source and sink operators themselves: a vertex's
            // task counters count only what crosses the network, nothing when all is chained.
            if (m.source || m.sink)
                fetchEndpointFigures(id, i, m.source, m.sink);
            // Flink's verdict on its backpressure ("ok", "low", "high"), as its web UI shows it.
            ++m_pending;
            rest.get(QStringLiteral("/jobs/%1/vertices/%2/backpressure").arg(m_jobId, id), [this, i](const RestResponse &br) {
                if (br.unreachable)
                    fail(br);
                const QJsonObject b = br.body.toObject();
                if (b.value(QStringLiteral("status")).toString() == QLatin1String("ok") &&
                    i < static_cast<int>(m_building.subtasks.size()))
                    m_building.subtasks[static_cast<std::size_t>(i)].backpressure =
                        backpressureLevel(b.value(QStringLiteral("backpressure-level")).toString());
                roundDone();
            });
            // The lowest input watermark of its subtasks (sources have none).
            ++m_pending;
            rest.get(QStringLiteral("/jobs/%1/vertices/%2/watermarks").arg(m_jobId, id), [this, i](const RestResponse &wr) {
                if (wr.unreachable)
                    fail(wr);
                std::optional<std::int64_t> low;
                for (const QJsonValue &w : wr.body.toArray()) {
                    bool ok = false;
                    const qint64 value = w.toObject().value(QStringLiteral("value")).toString().toLongLong(&ok);
                    if (ok)
                        low = low ? std::min<std::int64_t>(*low, value) : value;
                }
                if (low && i < static_cast<int>(m_building.subtasks.size()))
                    m_building.subtasks[static_cast<std::size_t>(i)].currentWatermark =
                        *low == std::numeric_limits<std::int64_t>::min() ? SubtaskMetrics::kNoWatermark : *low;
                roundDone();
            });
        }
        ++m_pending;
        rest.get(QStringLiteral("/jobs/%1/checkpoints").arg(m_jobId), [this, &rest](const RestResponse &cr) {
            // A job without checkpointing answers with an error here: no history then.
            if (cr.unreachable)
                fail(cr);
            const QJsonObject c = cr.body.toObject();
            const QJsonObject counts = c.value(QStringLiteral("counts")).toObject();
            m_building.completedCheckpoints = counts.value(QStringLiteral("completed")).toInteger();
            m_building.failedCheckpoints = counts.value(QStringLiteral("failed")).toInteger();
            QJsonArray history = c.value(QStringLiteral("history")).toArray(); // newest first
            for (qsizetype i = std::min<qsizetype>(history.size(), 10); i-- > 0;)
                m_building.checkpoints.push_back(checkpointOf(history[i].toObject()));
            const QJsonObject latest = c.value(QStringLiteral("latest")).toObject();
            const QJsonObject restored = latest.value(QStringLiteral("restored")).toObject();
            if (!restored.isEmpty()) {
                m_building.restored.checkpointId = restored.value(QStringLiteral("id")).toInteger();
                m_building.restored.savepoint = restored.value(QStringLiteral("is_savepoint")).toBool();
                m_building.restored.restoreMillis = restored.value(QStringLiteral("restore_timestamp")).toInteger();
                m_building.restored.path = restored.value(QStringLiteral("external_path")).toString().toStdString();
            }
            // Per vertex state sizes: from the newest completed checkpoint's details, once each.
            const qint64 newest = latest.value(QStringLiteral("completed")).toObject().value(QStringLiteral("id")).toInteger();
            if (newest > m_stateOfCheckpoint) {
                ++m_pending;
                rest.get(QStringLiteral("/jobs/%1/checkpoints/details/%2").arg(m_jobId).arg(newest),
                         [this, newest](const RestResponse &dr) {
                             if (dr.ok()) {
                                 m_stateOfCheckpoint = newest;
                                 const QJsonObject tasks = dr.body.toObject().value(QStringLiteral("tasks")).toObject();
                                 for (auto it = tasks.begin(); it != tasks.end(); ++it)
                                     m_vertexState.insert(it.key(), it.value().toObject().value(QStringLiteral("state_size")).toInteger());
                                 for (SubtaskMetrics &m : m_building.subtasks)
                                     m.stateBytes = m_vertexState.value(QString::fromStdString(m.operatorId));
                             }
                             roundDone();
                         });
            }
            roundDone();
        });
        ++m_pending;
        rest.get(QStringLiteral("/jobs/%1/metrics?get=numRestarts").arg(m_jobId), [this, &rest](const RestResponse &nr) {
            const auto f = byId(nr.body.toArray());
            m_building.numRestarts = f.value(QStringLiteral("numRestarts")).value(QStringLiteral("value")).toString().toLongLong();
            // The last failure is asked for when there is a new one, not every round.
            const bool failed = m_state == QLatin1String("FAILED");
            if (m_building.numRestarts != m_failureOfRestarts || (failed && !m_failureOfFailedJob)) {
                m_failureOfRestarts = m_building.numRestarts;
                m_failureOfFailedJob = failed;
                ++m_pending;
                rest.get(QStringLiteral("/jobs/%1/exceptions?maxExceptions=1").arg(m_jobId), [this](const RestResponse &er) {
                    const QJsonArray entries = er.body.toObject()
                                                   .value(QStringLiteral("exceptionHistory"))
                                                   .toObject()
                                                   .value(QStringLiteral("entries"))
                                                   .toArray();
                    if (!entries.isEmpty()) {
                        const QJsonObject e = entries.first().toObject();
                        const QString trace = e.value(QStringLiteral("stacktrace")).toString();
                        const QString head = trace.section(QLatin1Char('\n'), 0, 0);
                        m_lastFailure = Text((head.isEmpty() ? e.value(QStringLiteral("exceptionName")).toString() : head).toStdString());
                    }
                    roundDone();
                });
            }
            roundDone();
        });
        roundDone();
    });
}

namespace {

/// Of a vertex's metric names ("Source__page_views[27].numRecordsOut", "views[29]__Writer.numRecordsIn"),
/// the count of rows its source operator emitted and of rows its sink operator took.
ClusterJobMonitor::EndpointMetrics endpointMetrics(const QJsonArray &available, bool source, bool sink)
{
    ClusterJobMonitor::EndpointMetrics out;
    for (const QJsonValue &v : available) {
        const QString id = v.toObject().value(QStringLiteral("id")).toString();
        if (source && out.read.isEmpty() && id.startsWith(QLatin1String("Source__")) &&
            id.endsWith(QLatin1String(".numRecordsOut")))
            out.read = id;
        if (sink && id.endsWith(QLatin1String(".numRecordsIn")) &&
            (id.contains(QLatin1String("Writer.")) || id.startsWith(QLatin1String("Sink__"))))
            out.written = id;
    }
    return out;
}

} // namespace

void ClusterJobMonitor::fetchEndpointFigures(const QString &vertex, int index, bool source, bool sink)
{
    RestClient &rest = m_client.rest();
    const QString base = QStringLiteral("/jobs/%1/vertices/%2/subtasks/metrics").arg(m_jobId, vertex);
    const auto known = m_endpointMetrics.constFind(vertex);
    if (known == m_endpointMetrics.cend()) {
        // Which operator metrics the vertex has: asked until its operators have registered
        // theirs ("Op.numRecordsIn" beside the task's own "numRecordsIn"), then kept.
        ++m_pending;
        rest.get(base, [this, vertex, source, sink](const RestResponse &r) {
            const QJsonArray available = r.body.toArray();
            const bool operatorsKnown = std::any_of(available.begin(), available.end(), [](const QJsonValue &v) {
                return v.toObject().value(QStringLiteral("id")).toString().endsWith(QLatin1String(".numRecordsIn"));
            });
            if (r.ok() && operatorsKnown)
                m_endpointMetrics.insert(vertex, endpointMetrics(available, source, sink));
            roundDone();
        });
        return;
    }
    const EndpointMetrics names = *known;
    QStringList wanted;
    for (const QString &name : {names.read, names.written}) {
        if (!name.isEmpty())
            wanted << QString::fromLatin1(QUrl::toPercentEncoding(name))
                   << QString::fromLatin1(QUrl::toPercentEncoding(name + QStringLiteral("PerSecond")));
    }
    if (wanted.isEmpty())
        return;
    ++m_pending;
    rest.get(base + QStringLiteral("?get=%1&agg=sum").arg(wanted.join(QLatin1Char(','))), [this, index, names](const RestResponse &r) {
        if (r.ok()) {
            const auto sums = byId(r.body.toArray());
            auto sum = [&](const QString &id) { return sums.value(id).value(QStringLiteral("sum")).toDouble(); };
            EndpointFigures &f = m_endpoints[index]; // applied when the round is complete
            if (sums.contains(names.read)) {
                f.read = static_cast<std::int64_t>(sum(names.read));
                f.readRate = sum(names.read + QStringLiteral("PerSecond"));
            }
            if (sums.contains(names.written)) {
                f.written = static_cast<std::int64_t>(sum(names.written));
                f.writtenRate = sum(names.written + QStringLiteral("PerSecond"));
            }
        }
        roundDone();
    });
}

void ClusterJobMonitor::fail(const RestResponse &response)
{
    m_failedRound = true;
    if (response.unreachable) {
        m_interval = std::min(kMaxInterval, std::max(m_interval * 2, m_baseInterval));
        m_unreachable = true;
        emit unreachable(response.error, m_interval / 1000);
    }
}

void ClusterJobMonitor::roundDone()
{
    if (--m_pending > 0)
        return;
    if (!m_failedRound) {
        if (m_unreachable) {
            m_unreachable = false;
            emit reachable();
        }
        // A slow cluster is asked less often (never busy answering us more than a third of the
        // time); a quick one at the chosen pace again.
        const qint64 took = m_roundTime.elapsed();
        m_interval = static_cast<int>(std::clamp<qint64>(took * 2, m_baseInterval, kMaxInterval));
        m_building.timestampNanos = m_roundTime.msecsSinceReference() * 1000000;
        m_building.lastFailure = m_lastFailure;
        for (auto it = m_endpoints.cbegin(); it != m_endpoints.cend(); ++it) {
            if (it.key() >= static_cast<int>(m_building.subtasks.size()))
                continue;
            SubtaskMetrics &m = m_building.subtasks[static_cast<std::size_t>(it.key())];
            if (it->read) {
                m.recordsOut = *it->read;
                m.recordsOutPerSecond = it->readRate;
            }
            if (it->written) {
                m.recordsIn = *it->written;
                m.recordsInPerSecond = it->writtenRate;
            }
        }
        emit snapshot(m_building);
    }
    if (isTerminal(m_state) && !m_failedRound) {
        m_polling = false; // its last figures are in; a finished job's do not change
        return;
    }
    if (m_polling)
        m_timer.start(m_interval);
}

} // namespace sluice::cluster
