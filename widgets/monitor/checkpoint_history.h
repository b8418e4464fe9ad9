#pragma once

#include <sluice/metrics.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QPointF>
#include <QString>

#include <vector>

namespace sluice {

/// The checkpoints and savepoints of one run, as Flink's Checkpoints tab lists them: every one
/// the engine reported, accumulated by id (a snapshot carries only the latest 10), oldest first,
/// with the run's counts, the checkpoint it was restored from, its restarts and last failure.
/// No widgets: the Monitor's Checkpoints tab and charts read it, tests drive it with real jobs.
class CheckpointHistory : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class Column {
        Id,
        Kind,
        Status,
        Triggered,
        Duration,
        StateSize,
        Alignment,
        Acknowledged,
        Path,
    };
    static constexpr int kColumnCount = int(Column::Path) + 1;
    /// The raw value of a cell (id, epoch ms, ms, bytes, acknowledged subtasks), for sorting.
    static constexpr int SortRole = Qt::UserRole;

    /// What the checkpoint charts plot.
    enum class Measure { Duration, Alignment, StateSize };

    explicit CheckpointHistory(QObject *parent = nullptr);

    /// Merges the snapshot's checkpoints (new ids are added, known ones updated) and takes its
    /// counts, restore, restarts and last failure.
    void addSnapshot(const MetricsSnapshot &snapshot);
    /// Forgets everything (a new run).
    void clear();

    /// The checkpoint shown in `row`. REQUIRES: 0 <= row < rowCount()
    const CheckpointStats &checkpoint(int row) const { return m_rows[std::size_t(row)]; }
    /// The row of checkpoint `id`, or -1.
    int rowOf(qint64 id) const { return m_rowOf.value(id, -1); }

    /// Flink's numberOfCompletedCheckpoints and numberOfFailedCheckpoints for the whole run.
    qint64 completedCount() const { return m_completed; }
    qint64 failedCount() const { return m_failed; }
    int inProgressCount() const;
    /// The newest completed checkpoint or savepoint, or nullptr.
    const CheckpointStats *latestCompleted() const;
    /// What the current attempt started from (checkpointId 0: no state).
    const RestoreStats &restored() const { return m_restored; }
    qint64 restarts() const { return m_restarts; }
    /// The failure that caused the last restart ("" without one), in full.
    QString lastFailure() const { return m_lastFailure; }
    /// Whether the run has taken or restored any checkpoint yet.
    bool isEmpty() const { return m_rows.empty() && m_restored.checkpointId == 0; }

    /// "12 completed · 1 failed · 1 in progress".
    QString countsText() const;
    /// "Latest completed: checkpoint 12 at 14:03:22 · 85 ms · 4.10 MiB · /ckpt/…/chk-12", or
    /// that there is none yet.
    QString latestText() const;
    /// "Restored from savepoint 7 at 14:01:00 · /savepoints/savepoint-…"; "" when not restored.
    QString restoreText() const;
    /// Everything about the checkpoint in `row`, one figure a line; its failure in full, first.
    QString detailsText(int row) const;

    /// The completed checkpoints' `measure` at their trigger time, in seconds since
    /// `startMillis` (epoch ms, the start of the run the charts count from), oldest first.
    std::vector<QPointF> points(Measure measure, qint64 startMillis) const;

    /// "Checkpoint" or "Savepoint"; "In progress", "Completed" or "Failed".
    static QString kindText(const CheckpointStats &checkpoint);
    static QString statusText(const CheckpointStats &checkpoint);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString cellText(const CheckpointStats &checkpoint, Column column) const;
    QVariant sortValue(const CheckpointStats &checkpoint, Column column) const;

    std::vector<CheckpointStats> m_rows; // ascending ids
    QHash<qint64, int> m_rowOf;          // id -> row
    qint64 m_completed = 0;
    qint64 m_failed = 0;
    RestoreStats m_restored;
    qint64 m_restarts = 0;
    QString m_lastFailure;
};

} // namespace sluice
