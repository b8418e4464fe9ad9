#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QToolButton;
class QTableWidget;

namespace sluice {

class ChartPanel;
class RunHistory;

/// Two runs of a job side by side: one metric of both overlaid on a chart (the second dashed),
/// the parameters that differ between them and their summary figures (average and peak
/// throughput, peak state size, expired entries).
class CompareRunsView : public QWidget
{
    Q_OBJECT

public:
    explicit CompareRunsView(RunHistory *history, QWidget *parent = nullptr);

    /// Picks the runs to compare, as indexes into the history.
    void setRuns(int first, int second);
    void setDark(bool dark);
    void setLegendShown(bool shown);

    /// Whether two runs are picked (the comparison can be shown and exported).
    bool hasComparison() const;
    /// The picked runs' comparison as CSV (RunHistory::comparisonCsv); empty without one.
    QByteArray comparisonCsv() const;

    /// Forgets the run picked as A (`which` 0) or B (1); both with `which` -1, after asking.
    void deleteRuns(int which, bool ask = true);
    QToolButton *deleteButton() const { return m_delete; }

    QTableWidget *parameterTable() const { return m_parameters; }
    QTableWidget *summaryTable() const { return m_summary; }
    ChartPanel *chart() const { return m_chart; }

private:
    /// Both pickers hold a run of the history (possibly the same one).
    bool runsPicked() const;
    void refresh();
    void pickNewest();

    RunHistory *m_history;
    QComboBox *m_first;
    QComboBox *m_second;
    QComboBox *m_metric;
    QToolButton *m_delete;
    ChartPanel *m_chart;
    QTableWidget *m_parameters;
    QTableWidget *m_summary;
    QLabel *m_hint;
};

} // namespace sluice
