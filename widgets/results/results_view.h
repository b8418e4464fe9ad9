#pragma once

#include "results_model.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QTableView;

namespace sluice {

/// The Results dock: the rows reaching a sink (or a bare SELECT) of the current tab's job, as a
/// changelog or materialized, capped at a row limit, with counters of the rows seen.
class ResultsView : public QWidget
{
    Q_OBJECT

public:
    explicit ResultsView(QWidget *parent = nullptr);

    /// Shows `model` (the current tab's; null: none). The switches apply to it.
    void setModel(ResultsModel *model);
    ResultsModel *model() const { return m_model; }

    QTableView *table() const { return m_table; }
    QCheckBox *materializedSwitch() const { return m_materialized; }
    QLabel *countersLabel() const { return m_counters; }

private:
    void refreshSinks();
    void refreshCounters();

    QPointer<ResultsModel> m_model;
    QComboBox *m_sink;
    QCheckBox *m_materialized;
    QSpinBox *m_limit;
    QLabel *m_counters;
    QTableView *m_table;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace sluice
