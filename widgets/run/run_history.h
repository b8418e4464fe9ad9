#pragma once

#include "metric_history.h"

#include <bridge/job_controller.h>

#include <QAbstractListModel>
#include <QDateTime>
#include <QList>
#include <QPair>

#include <memory>
#include <vector>

namespace sluice {

/// One finished, failed or stopped run: its job, its parameters and its metric series.
struct RunRecord {
    int number = 0;
    QString jobName;
    QDateTime startedAt;
    double seconds = 0;
    RunState outcome = RunState::Finished;
    /// The configuration in force (SET options and their defaults as the script left them).
    QList<QPair<QString, QString>> parameters;
    std::shared_ptr<const MetricHistory> metrics;
};

/// The figures a comparison shows per run.
struct RunSummary {
    double averageRead = 0, peakRead = 0;       ///< records/s read by the sources
    double averageWritten = 0, peakWritten = 0; ///< records/s written by the sinks
    double peakStateBytes = 0, peakStateEntries = 0; ///< summed over operators at each instant
    qint64 expired = 0, lateDropped = 0, written = 0;
    double seconds = 0;
};

/// A parameter whose value differs between two runs ("" where a run did not have it).
struct ParameterDifference {
    QString key, first, second;
};

/// The runs kept for comparison (the newest limit() of them), newest last, as a list model for
/// the pickers. No widgets.
class RunHistoryStore;

class RunHistory : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit RunHistory(QObject *parent = nullptr);
    ~RunHistory() override;

    /// Keeps the runs in `store` from now on, after taking the runs it holds (the newest
    /// limit() of them). Without a store, runs live as long as the application.
    void setStore(std::unique_ptr<RunHistoryStore> store);
    RunHistoryStore *store() const { return m_store.get(); }

    void addRun(RunRecord record);
    /// Forgets run `index` (and its row in the store).
    void removeRun(int index);
    void removeAll();
    int count() const { return int(m_runs.size()); }
    const RunRecord &run(int index) const { return m_runs[std::size_t(index)]; }
    /// Runs kept at most (default 20); the oldest go first.
    void setLimit(int limit);
    int limit() const { return m_limit; }
    /// "#3 orders.sql · 14:02:11 · Finished · 42 s" (the date too when not today's)
    static QString describe(const RunRecord &record);

    static RunSummary summarize(const MetricHistory &metrics);
    /// The series of `kind` summed over operators at each instant (the job's own series when
    /// it has one), for overlaying two runs.
    static std::vector<QPointF> jobSeries(const MetricHistory &metrics, MetricKind kind);
    static QList<ParameterDifference> differences(const RunRecord &first, const RunRecord &second);
    /// The comparison of two runs as CSV with the columns section, name, unit, run A, run B:
    /// the runs themselves (number, job, start, outcome, duration), each parameter that differs
    /// (empty where a run did not set it) and the summary figures as plain numbers. Names are
    /// not translated, so a script reads the same file whatever the UI language.
    static QByteArray comparisonCsv(const RunRecord &first, const RunRecord &second);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

signals:
    /// The store could not keep or forget a run: `message` says which file and why.
    void storeFailed(const QString &message);

private:
    void storeResult(bool ok);

    std::vector<RunRecord> m_runs;
    int m_limit = 20;
    std::unique_ptr<RunHistoryStore> m_store;
};

} // namespace sluice
