#pragma once

#include <sluice/engine.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QStringList>

#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

namespace sluice {

/// The rows a job's sinks (and bare SELECTs) produce, for the Results dock: one sink at a time,
/// either as its changelog with the change kind in the first column (+I, -U, +U, -D) or, when
/// materialized, as the table the changelog amounts to. Both views keep at most rowLimit() rows
/// (the changelog its newest, the table drops its oldest rows first); counters say how many
/// rows of each kind arrived.
class ResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /// Rows kept per sink unless changed with setRowLimit().
    static constexpr int kDefaultRowLimit = 1000;

    struct Counters {
        qint64 seen = 0;
        qint64 inserts = 0;      ///< +I
        qint64 updatesBefore = 0; ///< -U
        qint64 updatesAfter = 0; ///< +U
        qint64 deletes = 0;      ///< -D
        qint64 evicted = 0;      ///< rows dropped from the view by the row limit
    };

    explicit ResultsModel(QObject *parent = nullptr);

    /// Declares a sink's columns (before its rows); the first sink becomes the current one.
    void setSchema(const ResultSchema &schema);
    /// Appends rows of `sink` and applies them to its materialized table.
    void addRows(const QString &sink, const std::vector<ResultRow> &rows);
    /// Forgets every sink and row (a new run).
    void clear();

    QStringList sinks() const { return m_order; }
    QString currentSink() const { return m_current; }
    void setCurrentSink(const QString &sink);
    bool isMaterialized() const { return m_materialized; }
    void setMaterialized(bool materialized);
    int rowLimit() const { return m_limit; }
    void setRowLimit(int limit);

    /// Counters of `sink` (the current one when empty).
    Counters counters(const QString &sink = {}) const;
    /// Rows of `sink`'s materialized table (the current sink when empty).
    int materializedRowCount(const QString &sink = {}) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void sinksChanged();
    void countersChanged();

private:
    using Values = std::vector<std::optional<std::string>>;
    struct Sink {
        ResultSchema schema;
        std::deque<ResultRow> changelog;
        std::vector<Values> table;
        // Row text -> positions in `table` holding that row (a table may hold duplicates).
        std::unordered_map<std::string, std::vector<std::size_t>> positions;
        Counters counters;
    };
    Sink &sinkNamed(const QString &name);
    const Sink *current() const;
    static std::string keyOf(const Values &values);
    static void insertRow(Sink &sink, Values values);
    static bool retractRow(Sink &sink, const Values &values);
    static void removeAt(Sink &sink, std::size_t position);
    void trim(Sink &sink, bool notify);

    QHash<QString, Sink> m_sinks;
    QStringList m_order;
    QString m_current;
    bool m_materialized = false;
    int m_limit = kDefaultRowLimit;
};

} // namespace sluice
