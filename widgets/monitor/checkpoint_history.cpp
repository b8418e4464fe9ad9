#include "checkpoint_history.h"

#include <bridge/engine_text.h>
#include <live_text.h>

#include "unit_scale.h"

#include <QColor>
#include <QDateTime>
#include <QDir>

#include <algorithm>

namespace sluice {

namespace {

using State = CheckpointStats::State;

bool sameStats(const CheckpointStats &a, const CheckpointStats &b)
{
    return a.state == b.state && a.savepoint == b.savepoint && a.triggerMillis == b.triggerMillis
           && a.durationMillis == b.durationMillis && a.stateBytes == b.stateBytes
           && a.alignmentMillis == b.alignmentMillis && a.acknowledged == b.acknowledged
           && a.subtasks == b.subtasks && a.path == b.path && a.failure == b.failure;
}

QString timeOfDay(qint64 epochMillis)
{
    return QDateTime::fromMSecsSinceEpoch(epochMillis).toString(QStringLiteral("HH:mm:ss"));
}

QString fullTime(qint64 epochMillis)
{
    return QDateTime::fromMSecsSinceEpoch(epochMillis).toString(
        QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
}

QString nativePath(const std::string &path)
{
    return QDir::toNativeSeparators(QString::fromStdString(path));
}

// Inside a sentence: "checkpoint 12", "savepoint 7".
QString kindInSentence(bool savepoint)
{
    return savepoint ? CheckpointHistory::tr("savepoint") : CheckpointHistory::tr("checkpoint");
}

} // namespace

CheckpointHistory::CheckpointHistory(QObject *parent) : QAbstractTableModel(parent)
{
    // Its headers (and texts) are worded in the language.
    LiveText::bind(this, [this] {
        if (columnCount() > 0)
            emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    });
}

void CheckpointHistory::addSnapshot(const MetricsSnapshot &snapshot)
{
    for (const CheckpointStats &stats : snapshot.checkpoints) {
        const int known = rowOf(stats.id);
        if (known >= 0) {
            CheckpointStats &row = m_rows[std::size_t(known)];
            if (sameStats(row, stats))
                continue;
            row = stats;
            emit dataChanged(index(known, 0), index(known, kColumnCount - 1));
            continue;
        }
        // Ids grow with time, so a new one nearly always goes last.
        const auto at = std::lower_bound(
            m_rows.begin(), m_rows.end(), stats.id,
            [](const CheckpointStats &row, qint64 id) { return row.id < id; });
        const int position = int(at - m_rows.begin());
        beginInsertRows({}, position, position);
        m_rows.insert(at, stats);
        for (int row = position; row < int(m_rows.size()); ++row)
            m_rowOf.insert(m_rows[std::size_t(row)].id, row);
        endInsertRows();
    }
    m_completed = snapshot.completedCheckpoints;
    m_failed = snapshot.failedCheckpoints;
    m_restored = snapshot.restored;
    m_restarts = snapshot.numRestarts;
    m_lastFailure = translated(snapshot.lastFailure);
}

void CheckpointHistory::clear()
{
    beginResetModel();
    m_rows.clear();
    m_rowOf.clear();
    endResetModel();
    m_completed = m_failed = m_restarts = 0;
    m_restored = {};
    m_lastFailure.clear();
}

int CheckpointHistory::inProgressCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const CheckpointStats &row) {
        return row.state == State::InProgress;
    }));
}

const CheckpointStats *CheckpointHistory::latestCompleted() const
{
    const auto it = std::find_if(m_rows.rbegin(), m_rows.rend(), [](const CheckpointStats &row) {
        return row.state == State::Completed;
    });
    return it == m_rows.rend() ? nullptr : &*it;
}

QString CheckpointHistory::kindText(const CheckpointStats &checkpoint)
{
    return checkpoint.savepoint ? tr("Savepoint") : tr("Checkpoint");
}

QString CheckpointHistory::statusText(const CheckpointStats &checkpoint)
{
    switch (checkpoint.state) {
    case State::InProgress: return tr("In progress");
    case State::Completed: return tr("Completed");
    case State::Failed: return tr("Failed");
    }
    return {};
}

QString CheckpointHistory::countsText() const
{
    return tr("%1 completed · %2 failed · %3 in progress")
        .arg(m_completed)
        .arg(m_failed)
        .arg(inProgressCount());
}

QString CheckpointHistory::latestText() const
{
    const CheckpointStats *latest = latestCompleted();
    if (!latest)
        return tr("No completed checkpoint yet");
    QString text = tr("Latest completed: %1 %2 at %3 · %4 · %5")
                       .arg(kindInSentence(latest->savepoint))
                       .arg(latest->id)
                       .arg(timeOfDay(latest->triggerMillis),
                            UnitScale::format(double(latest->durationMillis),
                                              UnitScale::Unit::Duration),
                            UnitScale::format(double(latest->stateBytes), UnitScale::Unit::Bytes));
    text += QStringLiteral(" · ")
            + (latest->path.empty() ? tr("kept in memory") : nativePath(latest->path));
    return text;
}

QString CheckpointHistory::restoreText() const
{
    if (m_restored.checkpointId == 0)
        return {};
    const QString where = m_restored.path.empty() ? tr("kept in memory")
                                                  : nativePath(m_restored.path);
    return tr("Restored from %1 %2 at %3 · %4")
        .arg(kindInSentence(m_restored.savepoint))
        .arg(m_restored.checkpointId)
        .arg(timeOfDay(m_restored.restoreMillis), where);
}

QString CheckpointHistory::detailsText(int row) const
{
    const CheckpointStats &c = checkpoint(row);
    QStringList lines;
    lines << tr("%1 %2 · %3").arg(kindText(c)).arg(c.id).arg(statusText(c));
    // Why it failed first: that is what a failed one is selected for.
    if (!c.failure.empty())
        lines << tr("Failure: %1").arg(translated(c.failure)) << QString();
    for (Column column : {Column::Triggered, Column::Duration, Column::StateSize,
                          Column::Alignment, Column::Acknowledged}) {
        QString value = cellText(c, column);
        if (column == Column::Triggered)
            value = fullTime(c.triggerMillis);
        lines << tr("%1: %2").arg(headerData(int(column), Qt::Horizontal).toString(), value);
    }
    lines << tr("Path: %1").arg(c.path.empty() ? tr("none (kept in memory)") : nativePath(c.path));
    return lines.join(QLatin1Char('\n'));
}

std::vector<QPointF> CheckpointHistory::points(Measure measure, qint64 startMillis) const
{
    std::vector<QPointF> result;
    for (const CheckpointStats &c : m_rows) {
        if (c.state != State::Completed)
            continue;
        double value = 0;
        switch (measure) {
        case Measure::Duration: value = double(c.durationMillis); break;
        case Measure::Alignment: value = double(c.alignmentMillis); break;
        case Measure::StateSize: value = double(c.stateBytes); break;
        }
        result.emplace_back(double(c.triggerMillis - startMillis) / 1000.0, value);
    }
    return result;
}

int CheckpointHistory::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CheckpointHistory::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kColumnCount;
}

QString CheckpointHistory::cellText(const CheckpointStats &c, Column column) const
{
    switch (column) {
    case Column::Id: return QString::number(c.id);
    case Column::Kind: return kindText(c);
    case Column::Status: return statusText(c);
    case Column::Triggered: return timeOfDay(c.triggerMillis);
    case Column::Duration:
        return UnitScale::format(double(c.durationMillis), UnitScale::Unit::Duration);
    case Column::StateSize: return UnitScale::format(double(c.stateBytes), UnitScale::Unit::Bytes);
    case Column::Alignment:
        return UnitScale::format(double(c.alignmentMillis), UnitScale::Unit::Duration);
    case Column::Acknowledged: return QStringLiteral("%1/%2").arg(c.acknowledged).arg(c.subtasks);
    case Column::Path: return c.path.empty() ? tr("(in memory)") : nativePath(c.path);
    }
    return {};
}

QVariant CheckpointHistory::sortValue(const CheckpointStats &c, Column column) const
{
    switch (column) {
    case Column::Id: return qint64(c.id);
    case Column::Kind: return int(c.savepoint);
    case Column::Status: return int(c.state);
    case Column::Triggered: return qint64(c.triggerMillis);
    case Column::Duration: return qint64(c.durationMillis);
    case Column::StateSize: return qint64(c.stateBytes);
    case Column::Alignment: return qint64(c.alignmentMillis);
    case Column::Acknowledged: return c.acknowledged;
    case Column::Path: return QString::fromStdString(c.path);
    }
    return {};
}

QVariant CheckpointHistory::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= kColumnCount)
        return {};
    const CheckpointStats &c = m_rows[std::size_t(index.row())];
    const auto column = Column(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return cellText(c, column);
    case SortRole:
        return sortValue(c, column);
    case Qt::ToolTipRole:
        if (column == Column::Status && !c.failure.empty())
            return translated(c.failure);
        if (column == Column::Triggered)
            return fullTime(c.triggerMillis);
        if (column == Column::Path && !c.path.empty())
            return nativePath(c.path);
        if (column == Column::Acknowledged)
            return tr("Subtasks that have written their state, of all subtasks");
        return {};
    case Qt::ForegroundRole:
        // Readable on the light and the dark palette alike.
        if (column == Column::Status && c.state == State::Failed)
            return QColor(0xd9, 0x48, 0x3b);
        return {};
    case Qt::TextAlignmentRole:
        switch (column) {
        case Column::Id:
        case Column::Duration:
        case Column::StateSize:
        case Column::Alignment:
        case Column::Acknowledged:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        }
    default:
        return {};
    }
}

QVariant CheckpointHistory::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= kColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case Column::Duration:
            return tr("From the trigger to the completion (so far, while in progress)");
        case Column::StateSize: return tr("State written by the acknowledged subtasks");
        case Column::Alignment:
            return tr("The longest barrier alignment of a subtask (exactly-once mode)");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Column::Id: return tr("ID");
    case Column::Kind: return tr("Kind");
    case Column::Status: return tr("Status");
    case Column::Triggered: return tr("Triggered");
    case Column::Duration: return tr("Duration");
    case Column::StateSize: return tr("State size");
    case Column::Alignment: return tr("Alignment");
    case Column::Acknowledged: return tr("Acknowledged");
    case Column::Path: return tr("Path");
    }
    return {};
}

} // namespace sluice
