#pragma once

#include "metric_series.h"
#include "unit_scale.h"

#include <sluice/metrics.h>

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace sluice {

/// What a series measures.
enum class MetricKind {
    RecordsInRate,      ///< records in per second (per operator; for the job: read by sources)
    RecordsOutRate,     ///< records out per second (for the job: written by sinks)
    StateBytes,         ///< per stateful operator, or per join side
    StateEntries,
    ExpiredRate,        ///< state entries expired by TTL per second
    LateRate,           ///< late records dropped per second
    MiniBatchFlushRate, ///< mini-batch flushes per second
    MiniBatchSize,      ///< records per flush, averaged over the sampling period
    QueueFill,          ///< fill of an operator's input queue, percent (backpressure on its edge)
    EventTimeLag,       ///< wall clock minus the operator's watermark, ms (operators with one)
    ProcessCpu,         ///< the whole process, percent of one core
    ProcessMemory,      ///< the whole process, resident bytes
};

/// The unit a kind is charted in.
UnitScale::Unit unitOf(MetricKind kind);
/// The figure's name as `sluice run --metrics-out` writes it ("recordsInPerSecond",
/// "left.stateBytes" for a join side), for CSV headers.
QString metricName(MetricKind kind, const QString &side = {});
/// The unit spelled out for CSV headers ("records/s", "bytes", "ms").
QString metricUnitName(MetricKind kind);
/// A CSV field (UTF-8), quoted when it holds a separator, a quote or a line break (RFC 4180).
QByteArray csvField(const QString &text);

/// The identity of one series: a kind, for one operator ("" for the job or the process) and, for
/// state split per join side, the side ("left", "right").
struct SeriesInfo {
    MetricKind kind = MetricKind::RecordsInRate;
    QString operatorId;
    QString side;
    QString label; ///< for legends: "Join [t2.0] left", "job"
};

/// The metric series of one run, fed with the engine's snapshots: per operator (summed over its
/// subtasks) and for the whole job, each a bounded ring buffer. No widgets: the Monitor charts
/// and the run comparison read it, tests drive it with hand-made snapshots.
class MetricHistory
{
public:
    explicit MetricHistory(int capacity = 3600);

    /// Samples kept per series (one per sampling period; 3600 is an hour at 1 s).
    void setCapacity(int capacity);
    /// Names operators in legends ("Join #4" once the plan is known); by default their
    /// engine name and id.
    void setOperatorLabel(const QString &operatorId, const QString &label);

    /// Adds the snapshot taken `seconds` after the run started; `wallMillis` is the wall clock
    /// then (epoch ms, for the event-time lag; -1: now).
    void addSnapshot(double seconds, const MetricsSnapshot &snapshot, qint64 wallMillis = -1);
    /// Adds the process's CPU (percent of one core) and resident memory.
    void addProcessSample(double seconds, double cpuPercent, double memoryBytes);
    void clear();

    int seriesCount() const { return int(m_series.size()); }
    const SeriesInfo &info(int index) const { return m_series[std::size_t(index)].info; }
    const MetricSeries &series(int index) const { return m_series[std::size_t(index)].data; }
    /// The series of `kind`; with `operatorId` set, only that operator's ("" = the job's).
    std::vector<int> seriesOf(MetricKind kind) const;
    /// The index of one series, or -1.
    int indexOf(MetricKind kind, const QString &operatorId, const QString &side = {}) const;

    /// Operators seen, in the engine's order, and their engine names.
    const QStringList &operatorIds() const { return m_operatorIds; }
    QString operatorName(const QString &operatorId) const { return m_names.value(operatorId); }
    QString operatorLabel(const QString &operatorId) const;

    /// Every series as CSV: a header row ("time (s)", then "name[scope] (unit)" per series)
    /// and one row per sampling instant, a cell left empty where a series has no sample.
    QByteArray toCsv() const;
    /// Everything a finished run's comparison needs (series, operators, labels, totals) as
    /// bytes, for keeping runs across sessions; fromBytes() reads them back, nullopt when the
    /// bytes are not such a record (damaged, or of a newer format).
    QByteArray toBytes() const;
    static std::optional<MetricHistory> fromBytes(const QByteArray &bytes);

    /// Bytes held by the series' sample buffers (bounded by their capacity).
    qint64 memoryBytes() const;

    /// Time of the newest sample, in seconds since the start (0 when empty).
    double lastTime() const { return m_lastTime; }
    /// Job-wide counters at the newest snapshot: records read by sources, written by sinks,
    /// entries expired, late records dropped.
    qint64 totalRecordsRead() const { return m_totalRead; }
    qint64 totalRecordsWritten() const { return m_totalWritten; }
    qint64 totalExpired() const { return m_totalExpired; }
    qint64 totalLateDropped() const { return m_totalLate; }

private:
    struct Entry {
        SeriesInfo info;
        MetricSeries data;
    };
    struct Previous {
        double seconds = 0;
        qint64 flushes = 0;
        qint64 recordsIn = 0;
        qint64 batchedRecords = 0;
    };
    int ensure(MetricKind kind, const QString &operatorId, const QString &side);
    QString labelFor(const SeriesInfo &info) const;

    int m_capacity;
    std::vector<Entry> m_series;
    QHash<QString, int> m_index; // kind/operator/side -> position in m_series
    QStringList m_operatorIds;
    QHash<QString, QString> m_names;
    QHash<QString, QString> m_labels;
    QHash<QString, Previous> m_previous;
    double m_lastTime = 0;
    qint64 m_totalRead = 0;
    qint64 m_totalWritten = 0;
    qint64 m_totalExpired = 0;
    qint64 m_totalLate = 0;
};

} // namespace sluice
