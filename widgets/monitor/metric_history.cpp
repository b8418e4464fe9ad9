#include "metric_history.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QIODevice>
#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <limits>
#include <map>
#include <optional>

namespace sluice {

namespace {

QString seriesKey(MetricKind kind, const QString &operatorId, const QString &side)
{
    return QString::number(int(kind)) + QLatin1Char('/') + operatorId + QLatin1Char('/') + side;
}

// Per-operator sums over its subtasks.
struct OperatorTotals {
    QString name;
    bool source = false, sink = false;
    double inRate = 0, outRate = 0, expiredRate = 0, lateRate = 0;
    qint64 recordsIn = 0, recordsOut = 0, expired = 0, late = 0, flushes = 0, batchedRecords = 0;
    // The slowest subtask's event time; none unless every subtask has one.
    qint64 watermark = std::numeric_limits<qint64>::max();
    bool watermarkMissing = false;
    qint64 stateBytes = 0, stateEntries = 0;
    bool hasQueue = false;
    double queueFill = 0; // the fullest subtask's input queue
    std::map<QString, qint64> sideBytes, sideEntries;
};

} // namespace

UnitScale::Unit unitOf(MetricKind kind)
{
    switch (kind) {
    case MetricKind::RecordsInRate:
    case MetricKind::RecordsOutRate:
    case MetricKind::ExpiredRate:
    case MetricKind::LateRate:
    case MetricKind::MiniBatchFlushRate:
        return UnitScale::Unit::Rate;
    case MetricKind::StateBytes:
    case MetricKind::ProcessMemory:
        return UnitScale::Unit::Bytes;
    case MetricKind::StateEntries:
    case MetricKind::MiniBatchSize:
        return UnitScale::Unit::Count;
    case MetricKind::QueueFill:
    case MetricKind::ProcessCpu:
        return UnitScale::Unit::Percent;
    case MetricKind::EventTimeLag:
        return UnitScale::Unit::Duration;
    }
    return UnitScale::Unit::Count;
}

QString metricName(MetricKind kind, const QString &side)
{
    const QString prefix = side.isEmpty() ? QString() : side + QLatin1Char('.');
    switch (kind) {
    case MetricKind::RecordsInRate: return QStringLiteral("recordsInPerSecond");
    case MetricKind::RecordsOutRate: return QStringLiteral("recordsOutPerSecond");
    case MetricKind::StateBytes: return prefix + QStringLiteral("stateBytes");
    case MetricKind::StateEntries: return prefix + QStringLiteral("stateEntries");
    case MetricKind::ExpiredRate: return QStringLiteral("stateExpiredPerSecond");
    case MetricKind::LateRate: return QStringLiteral("lateRecordsDroppedPerSecond");
    case MetricKind::MiniBatchFlushRate: return QStringLiteral("miniBatchFlushesPerSecond");
    case MetricKind::MiniBatchSize: return QStringLiteral("miniBatchAverageSize");
    case MetricKind::QueueFill: return QStringLiteral("inputQueueFill");
    case MetricKind::EventTimeLag: return QStringLiteral("eventTimeLag");
    case MetricKind::ProcessCpu: return QStringLiteral("processCpu");
    case MetricKind::ProcessMemory: return QStringLiteral("processResidentBytes");
    }
    return {};
}

QString metricUnitName(MetricKind kind)
{
    switch (kind) {
    case MetricKind::RecordsInRate:
    case MetricKind::RecordsOutRate:
    case MetricKind::LateRate: return QStringLiteral("records/s");
    case MetricKind::StateBytes:
    case MetricKind::ProcessMemory: return QStringLiteral("bytes");
    case MetricKind::StateEntries: return QStringLiteral("entries");
    case MetricKind::ExpiredRate: return QStringLiteral("entries/s");
    case MetricKind::MiniBatchFlushRate: return QStringLiteral("flushes/s");
    case MetricKind::MiniBatchSize: return QStringLiteral("records/flush");
    case MetricKind::QueueFill: return QStringLiteral("%");
    case MetricKind::EventTimeLag: return QStringLiteral("ms");
    case MetricKind::ProcessCpu: return QStringLiteral("% of one core");
    }
    return {};
}

MetricHistory::MetricHistory(int capacity) : m_capacity(std::max(1, capacity))
{
}

void MetricHistory::setCapacity(int capacity)
{
    m_capacity = std::max(1, capacity);
    for (Entry &entry : m_series)
        entry.data.setCapacity(m_capacity);
}

void MetricHistory::setOperatorLabel(const QString &operatorId, const QString &label)
{
    m_labels.insert(operatorId, label);
    for (Entry &entry : m_series) {
        if (entry.info.operatorId == operatorId)
            entry.info.label = labelFor(entry.info);
    }
}

QString MetricHistory::operatorLabel(const QString &operatorId) const
{
    const QString label = m_labels.value(operatorId);
    if (!label.isEmpty())
        return label;
    // A Flink job vertex's id is 32 hex digits: its first six tell vertices apart well enough.
    const QString id = operatorId.size() == 32 ? operatorId.left(6) : operatorId;
    return QStringLiteral("%1 [%2]").arg(m_names.value(operatorId), id);
}

QString MetricHistory::labelFor(const SeriesInfo &info) const
{
    if (info.kind == MetricKind::ProcessCpu || info.kind == MetricKind::ProcessMemory)
        return QCoreApplication::translate("sluice::MetricHistory", "process");
    if (info.operatorId.isEmpty())
        return QCoreApplication::translate("sluice::MetricHistory", "job");
    const QString base = operatorLabel(info.operatorId);
    if (info.kind == MetricKind::QueueFill)
        return QStringLiteral("→ %1").arg(base); // the edge into the operator
    return info.side.isEmpty() ? base : base + QLatin1Char(' ') + info.side;
}

int MetricHistory::ensure(MetricKind kind, const QString &operatorId, const QString &side)
{
    const QString key = seriesKey(kind, operatorId, side);
    const auto it = m_index.constFind(key);
    if (it != m_index.constEnd())
        return *it;
    Entry entry{SeriesInfo{kind, operatorId, side, {}}, MetricSeries(m_capacity)};
    entry.info.label = labelFor(entry.info);
    m_series.push_back(std::move(entry));
    const int index = int(m_series.size()) - 1;
    m_index.insert(key, index);
    return index;
}

int MetricHistory::indexOf(MetricKind kind, const QString &operatorId, const QString &side) const
{
    return m_index.value(seriesKey(kind, operatorId, side), -1);
}

std::vector<int> MetricHistory::seriesOf(MetricKind kind) const
{
    std::vector<int> result;
    for (int i = 0; i < seriesCount(); ++i) {
        if (m_series[std::size_t(i)].info.kind == kind)
            result.push_back(i);
    }
    return result;
}

void MetricHistory::addSnapshot(double seconds, const MetricsSnapshot &snapshot,
                                qint64 wallMillis)
{
    if (wallMillis < 0)
        wallMillis = QDateTime::currentMSecsSinceEpoch();
    std::vector<QString> order;
    QHash<QString, OperatorTotals> totals;
    for (const SubtaskMetrics &m : snapshot.subtasks) {
        const QString id = QString::fromStdString(m.operatorId);
        auto it = totals.find(id);
        if (it == totals.end()) {
            it = totals.insert(id, OperatorTotals{});
            it->name = QString::fromStdString(m.operatorName);
            it->source = m.source;
            it->sink = m.sink;
            order.push_back(id);
        }
        OperatorTotals &t = *it;
        t.inRate += m.recordsInPerSecond;
        t.outRate += m.recordsOutPerSecond;
        t.expiredRate += m.stateExpiredPerSecond;
        t.lateRate += m.lateRecordsDroppedPerSecond;
        t.recordsIn += m.recordsIn;
        t.recordsOut += m.recordsOut;
        t.expired += m.stateExpired;
        t.late += m.lateRecordsDropped;
        t.flushes += m.miniBatchFlushes;
        t.batchedRecords += m.miniBatchRecords;
        if (m.currentWatermark == SubtaskMetrics::kNoWatermark)
            t.watermarkMissing = true;
        else
            t.watermark = std::min<qint64>(t.watermark, m.currentWatermark);
        t.stateBytes += m.stateBytes;
        t.stateEntries += m.stateEntries;
        if (m.inputQueueCapacity > 0) {
            t.hasQueue = true;
            t.queueFill = std::max(t.queueFill, m.inputQueueFill);
        }
        // Join sides register "left.stateEntries", "right.stateBytes" and the like.
        for (const auto &[name, value] : m.extra) {
            const QString key = QString::fromStdString(name);
            const int dot = key.lastIndexOf(QLatin1Char('.'));
            if (dot <= 0)
                continue;
            const QString side = key.left(dot);
            const QStringView what = QStringView(key).mid(dot + 1);
            if (what == QLatin1String("stateBytes"))
                t.sideBytes[side] += value;
            else if (what == QLatin1String("stateEntries"))
                t.sideEntries[side] += value;
        }
    }

    double readRate = 0, writtenRate = 0, expiredRate = 0, lateRate = 0;
    std::optional<double> jobLag; // the operator furthest behind
    qint64 read = 0, written = 0, expired = 0, late = 0;
    for (const QString &id : order) {
        const OperatorTotals &t = totals[id];
        if (!m_names.contains(id)) {
            m_operatorIds << id;
            m_names.insert(id, t.name);
        }
        if (t.source) {
            readRate += t.outRate;
            read += t.recordsOut;
        }
        if (t.sink) {
            writtenRate += t.inRate;
            written += t.recordsIn;
        }
        expiredRate += t.expiredRate;
        lateRate += t.lateRate;
        expired += t.expired;
        late += t.late;

        m_series[std::size_t(ensure(MetricKind::RecordsInRate, id, {}))].data.append(seconds, t.inRate);
        m_series[std::size_t(ensure(MetricKind::RecordsOutRate, id, {}))].data.append(seconds, t.outRate);
        auto appendIf = [&](bool wanted, MetricKind kind, const QString &side, double value) {
            if (wanted || indexOf(kind, id, side) >= 0)
                m_series[std::size_t(ensure(kind, id, side))].data.append(seconds, value);
        };
        if (!t.sideBytes.empty() || !t.sideEntries.empty()) {
            for (const auto &[side, bytes] : t.sideBytes)
                appendIf(true, MetricKind::StateBytes, side, double(bytes));
            for (const auto &[side, entries] : t.sideEntries)
                appendIf(true, MetricKind::StateEntries, side, double(entries));
        } else {
            const bool stateful = t.stateBytes > 0 || t.stateEntries > 0;
            appendIf(stateful, MetricKind::StateBytes, {}, double(t.stateBytes));
            appendIf(stateful, MetricKind::StateEntries, {}, double(t.stateEntries));
        }
        appendIf(t.expired > 0, MetricKind::ExpiredRate, {}, t.expiredRate);
        appendIf(t.late > 0, MetricKind::LateRate, {}, t.lateRate);
        if (t.hasQueue)
            appendIf(true, MetricKind::QueueFill, {}, t.queueFill * 100.0);
        // Event time ends at MAX with the input: no lag to chart after that.
        if (!t.watermarkMissing && t.watermark != std::numeric_limits<qint64>::max()) {
            const double lag = double(wallMillis - t.watermark);
            appendIf(true, MetricKind::EventTimeLag, {}, lag);
            jobLag = std::max(jobLag.value_or(lag), lag);
        }

        // Mini-batch figures come from counter deltas between our own samples.
        const auto previous = m_previous.constFind(id);
        if (previous != m_previous.constEnd() && seconds > previous->seconds) {
            const qint64 flushes = t.flushes - previous->flushes;
            const double dt = seconds - previous->seconds;
            appendIf(flushes > 0, MetricKind::MiniBatchFlushRate, {}, double(flushes) / dt);
            if (flushes > 0) {
                // Rows folded per flush; operators that do not count them: rows in per flush.
                const qint64 batched = t.batchedRecords - previous->batchedRecords;
                const qint64 rows = batched > 0 ? batched : t.recordsIn - previous->recordsIn;
                appendIf(true, MetricKind::MiniBatchSize, {}, double(rows) / double(flushes));
            }
        }
        m_previous.insert(id, Previous{seconds, t.flushes, t.recordsIn, t.batchedRecords});
    }

    m_series[std::size_t(ensure(MetricKind::RecordsInRate, {}, {}))].data.append(seconds, readRate);
    m_series[std::size_t(ensure(MetricKind::RecordsOutRate, {}, {}))].data.append(seconds, writtenRate);
    m_series[std::size_t(ensure(MetricKind::ExpiredRate, {}, {}))].data.append(seconds, expiredRate);
    m_series[std::size_t(ensure(MetricKind::LateRate, {}, {}))].data.append(seconds, lateRate);
    if (jobLag)
        m_series[std::size_t(ensure(MetricKind::EventTimeLag, {}, {}))].data.append(seconds, *jobLag);
    m_totalRead = read;
    m_totalWritten = written;
    m_totalExpired = expired;
    m_totalLate = late;
    m_lastTime = std::max(m_lastTime, seconds);
}

void MetricHistory::addProcessSample(double seconds, double cpuPercent, double memoryBytes)
{
    m_series[std::size_t(ensure(MetricKind::ProcessCpu, {}, {}))].data.append(seconds, cpuPercent);
    m_series[std::size_t(ensure(MetricKind::ProcessMemory, {}, {}))].data.append(seconds, memoryBytes);
    m_lastTime = std::max(m_lastTime, seconds);
}

QByteArray csvField(const QString &text)
{
    QByteArray bytes = text.toUtf8();
    if (!bytes.contains(',') && !bytes.contains('"') && !bytes.contains('\n')
        && !bytes.contains('\r'))
        return bytes;
    bytes.replace('"', "\"\"");
    return '"' + bytes + '"';
}

QByteArray MetricHistory::toCsv() const
{
    // Untranslated scopes, so a script reads the same header whatever the UI language.
    QByteArray out = "time (s)";
    for (const Entry &entry : m_series) {
        const SeriesInfo &info = entry.info;
        QString scope;
        if (info.kind == MetricKind::ProcessCpu || info.kind == MetricKind::ProcessMemory)
            scope = QStringLiteral("process");
        else if (info.operatorId.isEmpty())
            scope = QStringLiteral("job");
        else // as the legends and the plan name it ("Join #4"), else by its id
            scope = m_labels.value(info.operatorId, m_names.value(info.operatorId) + QLatin1Char(' ') + info.operatorId);
        out += ',' + csvField(QStringLiteral("%1[%2] (%3)")
                                  .arg(metricName(info.kind, info.side), scope,
                                       metricUnitName(info.kind)));
    }
    out += '\n';
    // Series are appended per sampling instant, so their times coincide; rows follow them.
    std::map<double, std::vector<std::optional<double>>> rows;
    for (std::size_t s = 0; s < m_series.size(); ++s) {
        const MetricSeries &data = m_series[s].data;
        for (int i = 0; i < data.size(); ++i) {
            const QPointF p = data.at(i);
            auto &row = rows[p.x()];
            row.resize(m_series.size());
            row[s] = p.y();
        }
    }
    // Fixed notation, the shortest that reads back as the same double: no figure loses digits.
    constexpr int kShortest = QLocale::FloatingPointShortest;
    for (const auto &[seconds, values] : rows) {
        out += QByteArray::number(seconds, 'f', kShortest);
        for (const std::optional<double> &value : values) {
            out += ',';
            if (value)
                out += QByteArray::number(*value, 'f', kShortest);
        }
        out += '\n';
    }
    return out;
}

qint64 MetricHistory::memoryBytes() const
{
    qint64 bytes = 0;
    for (const Entry &entry : m_series)
        bytes += entry.data.memoryBytes();
    return bytes;
}

namespace {

constexpr quint32 kBytesMagic = 0x534c4d48; // "SLMH"
constexpr quint32 kBytesVersion = 1;

} // namespace

QByteArray MetricHistory::toBytes() const
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    out << kBytesMagic << kBytesVersion << qint32(m_capacity) << m_lastTime << m_totalRead << m_totalWritten
        << m_totalExpired << m_totalLate << m_operatorIds << m_names << m_labels << quint32(m_series.size());
    for (const Entry &entry : m_series) {
        out << qint32(entry.info.kind) << entry.info.operatorId << entry.info.side << qint32(entry.data.size());
        for (int i = 0; i < entry.data.size(); ++i) {
            const QPointF p = entry.data.at(i);
            out << p.x() << p.y();
        }
    }
    return qCompress(bytes);
}

std::optional<MetricHistory> MetricHistory::fromBytes(const QByteArray &compressed)
{
    const QByteArray bytes = qUncompress(compressed);
    QDataStream in(bytes);
    in.setVersion(QDataStream::Qt_6_0);
    quint32 magic = 0, version = 0, seriesCount = 0;
    qint32 capacity = 0;
    in >> magic >> version;
    if (magic != kBytesMagic || version != kBytesVersion)
        return std::nullopt;
    in >> capacity;
    MetricHistory history(std::max(1, int(capacity)));
    in >> history.m_lastTime >> history.m_totalRead >> history.m_totalWritten >> history.m_totalExpired
        >> history.m_totalLate >> history.m_operatorIds >> history.m_names >> history.m_labels >> seriesCount;
    for (quint32 s = 0; s < seriesCount && in.status() == QDataStream::Ok; ++s) {
        qint32 kind = 0, samples = 0;
        QString operatorId, side;
        in >> kind >> operatorId >> side >> samples;
        if (kind < 0 || kind > int(MetricKind::ProcessMemory) || samples < 0 || samples > capacity)
            return std::nullopt;
        const int index = history.ensure(MetricKind(kind), operatorId, side);
        MetricSeries &data = history.m_series[std::size_t(index)].data;
        for (qint32 i = 0; i < samples && in.status() == QDataStream::Ok; ++i) {
            double x = 0, y = 0;
            in >> x >> y;
            data.append(x, y);
        }
    }
    if (in.status() != QDataStream::Ok || !in.atEnd())
        return std::nullopt;
    return history;
}

void MetricHistory::clear()
{
    m_series.clear();
    m_index.clear();
    m_operatorIds.clear();
    m_names.clear();
    m_previous.clear();
    m_lastTime = 0;
    m_totalRead = m_totalWritten = m_totalExpired = m_totalLate = 0;
}

} // namespace sluice
