#pragma once

#include "metric_history.h"
#include "run_session.h"

#include <QPointer>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QMenu;
class QSpinBox;
class QTabWidget;
class QToolButton;

namespace sluice {

class ChartPanel;
class CheckpointsView;
class CompareRunsView;
class JobGraphView;
class RunHistory;

/// The Monitor dock: the state of the current tab's job and its live charts over a rolling
/// window (throughput, state size per operator and join side, TTL expiry and late records,
/// mini-batch, backpressure, the process's CPU and memory, checkpoint duration and size), the
/// job graph with live figures, the checkpoint history, and the comparison of finished runs.
class MonitorView : public QWidget
{
    Q_OBJECT

public:
    /// The charts, in the order they are laid out.
    enum class Chart {
        Throughput,
        StateBytes,
        StateEntries,
        ExpiredAndLate,
        MiniBatchFlushes,
        MiniBatchSize,
        Backpressure,
        ProcessCpu,
        ProcessMemory,
        EventTimeLag, ///< shown only while the job has operators with watermarks
        CheckpointDuration, ///< these two only once the run has completed a checkpoint
        CheckpointSize,
    };

    explicit MonitorView(RunHistory *history, QWidget *parent = nullptr);

    /// Shows `session` (the current tab's; null: none).
    void setSession(RunSession *session);
    RunSession *session() const { return m_session; }

    /// Focuses the charts on one operator ("" = the job as a whole, "*" = every operator).
    void focusOperator(const QString &operatorId);
    QString focusedOperator() const;
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    /// The rolling window in seconds (0: everything kept).
    void setWindowSeconds(int seconds);
    int windowSeconds() const;
    void setLegendShown(bool shown);
    void setDark(bool dark);

    ChartPanel *chart(Chart which) const { return m_charts[std::size_t(which)]; }
    JobGraphView *jobGraph() const { return m_graph; }
    CheckpointsView *checkpointsView() const { return m_checkpoints; }
    /// The tabs: Charts, Job Graph, Checkpoints, Compare Runs.
    QTabWidget *tabs() const { return m_tabs; }
    CompareRunsView *compareView() const { return m_compare; }
    QLabel *stateLabel() const { return m_state; }
    /// Redraws the charts and figures from the session's series.
    void refresh();

    /// Export: each chart as PNG or SVG, the session's series and the run comparison as CSV
    /// (the Monitor's Export button and File → Export show this menu).
    QMenu *exportMenu() const { return m_exportMenu; }
    /// The charts that can be exported now (the visible Monitor charts, then the comparison).
    QList<ChartPanel *> exportableCharts() const;
    /// Writes `panel` as PNG or SVG (ChartPanel::exportTo) and says so (exported()).
    bool exportChart(ChartPanel *panel, const QString &path, QString *error);
    /// Writes the series of the session shown as CSV (see MetricHistory::toCsv()); false with
    /// `error` set when there is nothing to write or the file cannot be written.
    bool exportCsv(const QString &path, QString *error);
    /// Writes the comparison of the two runs picked in Compare Runs as CSV (see
    /// RunHistory::comparisonCsv()); false with `error` set without two runs or on a write error.
    bool exportComparisonCsv(const QString &path, QString *error);
    /// Enables the export actions for what there is to export.
    void updateExportActions();

signals:
    /// An export the user asked for was written to `path` (for the status bar).
    void exported(const QString &path);

private:
    void buildExportMenu();
    void retranslateExportMenu();
    /// Asks for a file and exports `panel` as "png" or "svg" to it.
    void exportChartInteractively(ChartPanel *panel, const QString &format);
    /// Asks for a file named after the job and `nameSuffix` and writes a CSV to it with `write`.
    void exportCsvInteractively(const QString &nameSuffix,
                                bool (MonitorView::*write)(const QString &, QString *));
    /// Writes `bytes` to `path`; false with `error` set when the file cannot be written.
    bool writeExport(const QString &path, const QByteArray &bytes, QString *error);
    /// Sets `error` to "Could not write <path>: <reason>"; returns false.
    static bool exportFailed(const QString &path, const QString &reason, QString *error);
    QString askExportPath(const QString &baseName, const QString &suffix, const QString &filter);
    void refreshState();
    void refreshOperators();
    /// Shows or hides a chart that only some jobs have; the grid closes up around hidden ones.
    void setChartShown(Chart which, bool shown);
    void layoutCharts();
    std::vector<int> seriesFor(MetricKind kind) const;

    RunHistory *m_history;
    QPointer<RunSession> m_session;
    QLabel *m_state;
    QComboBox *m_focus;
    QComboBox *m_window;
    QToolButton *m_pause;
    QCheckBox *m_legend;
    QSpinBox *m_interval;
    QToolButton *m_resetZoom;
    QToolButton *m_export;
    QMenu *m_exportMenu;
    QMenu *m_pngMenu;
    QMenu *m_svgMenu;
    QAction *m_csvAction;
    QAction *m_comparisonCsvAction;
    QTabWidget *m_tabs;
    std::vector<ChartPanel *> m_charts;
    QGridLayout *m_grid;
    JobGraphView *m_graph;
    CheckpointsView *m_checkpoints;
    CompareRunsView *m_compare;
    bool m_paused = false;
    bool m_dark = false; ///< the theme the icons are drawn for
    QList<QMetaObject::Connection> m_sessionConnections;
};

} // namespace sluice
