#include "monitor_view.h"

#include "theme_manager.h"

#include "chart_panel.h"
#include "checkpoint_history.h"
#include "checkpoints_view.h"
#include "compare_runs_view.h"
#include "job_graph_view.h"
#include "run_session.h"

#include <bridge/engine_text.h>
#include <bridge/job_controller.h>
#include <live_text.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace sluice {

namespace {

constexpr auto kWindowKey = "monitor/windowSeconds";
constexpr auto kIntervalKey = "monitor/sampleMilliseconds";
constexpr auto kLegendKey = "monitor/legend";
constexpr auto kExportDirKey = "monitor/exportDir";
constexpr int kDefaultWindowSeconds = 300;
const QString kAllOperators = QStringLiteral("*");

struct ChartSpec {
    const char *title;
    UnitScale::Unit unit;
};

// The charts' rolling windows: seconds (0: the whole run) and their names.
const std::pair<int, const char *> kWindows[] = {{60, QT_TRANSLATE_NOOP("sluice::MonitorView", "1 min")},
                                                 {300, QT_TRANSLATE_NOOP("sluice::MonitorView", "5 min")},
                                                 {900, QT_TRANSLATE_NOOP("sluice::MonitorView", "15 min")},
                                                 {3600, QT_TRANSLATE_NOOP("sluice::MonitorView", "1 h")},
                                                 {0, QT_TRANSLATE_NOOP("sluice::MonitorView", "Whole run")}};

// In the order of MonitorView::Chart.
const ChartSpec kCharts[] = {
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "Throughput (records/s)"), UnitScale::Unit::Rate},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "State size (bytes)"), UnitScale::Unit::Bytes},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "State size (entries)"), UnitScale::Unit::Count},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "TTL expired and late records (per second)"),
     UnitScale::Unit::Rate},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "Mini-batch flushes (per second)"),
     UnitScale::Unit::Rate},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "Mini-batch size (records per flush)"),
     UnitScale::Unit::Count},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "Backpressure (input queue fill)"),
     UnitScale::Unit::Percent},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "Process CPU (% of one core)"),
     UnitScale::Unit::Percent},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "Process memory (resident)"),
     UnitScale::Unit::Bytes},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "Latency: event-time lag"),
     UnitScale::Unit::Duration},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "Checkpoint duration"), UnitScale::Unit::Duration},
    {QT_TRANSLATE_NOOP("sluice::MonitorView", "Checkpoint size (state)"), UnitScale::Unit::Bytes},
};

// A file name from a chart's title: letters and digits kept, the rest turned into '-'.
QString fileNameFor(const QString &title)
{
    QString name;
    for (const QChar c : title) {
        if (c.isLetterOrNumber())
            name += c.toLower();
        else if (!name.isEmpty() && !name.endsWith(QLatin1Char('-')))
            name += QLatin1Char('-');
    }
    while (name.endsWith(QLatin1Char('-')))
        name.chop(1);
    return name.isEmpty() ? QStringLiteral("chart") : name;
}

} // namespace

MonitorView::MonitorView(RunHistory *history, QWidget *parent)
    : QWidget(parent), m_history(history), m_state(new QLabel(this)),
      m_focus(new QComboBox(this)), m_window(new QComboBox(this)), m_pause(new QToolButton(this)),
      m_legend(new QCheckBox(this)), m_interval(new QSpinBox(this)),
      m_resetZoom(new QToolButton(this)), m_export(new QToolButton(this)),
      m_exportMenu(new QMenu(this)), m_pngMenu(new QMenu(this)), m_svgMenu(new QMenu(this)),
      m_csvAction(new QAction(this)), m_comparisonCsvAction(new QAction(this)),
      m_tabs(new QTabWidget(this)), m_grid(new QGridLayout)
{
    setObjectName(QStringLiteral("MonitorView"));
    QSettings settings;
    m_state->setObjectName(QStringLiteral("MonitorState"));
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state->setMinimumWidth(180);

    m_focus->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_focus->addItem(QString(), QString());      // the job
    m_focus->addItem(QString(), kAllOperators); // all operators
    for (const auto &[seconds, text] : kWindows)
        m_window->addItem(QString(), seconds);
    setWindowSeconds(settings.value(kWindowKey, kDefaultWindowSeconds).toInt());

    m_pause->setCheckable(true);
    m_pause->setIcon(ThemeManager::actionIcon(ThemeManager::ActionIcon::Pause, m_dark));
    m_pause->setAutoRaise(true);
    m_resetZoom->setAutoRaise(true);
    m_legend->setChecked(settings.value(kLegendKey, true).toBool());

    m_interval->setRange(100, 10000);
    m_interval->setSingleStep(100);
    m_interval->setValue(settings.value(kIntervalKey, 1000).toInt());

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 0);
    bar->addWidget(m_state, 1);
    auto *showLabel = new QLabel(this);
    bar->addWidget(showLabel);
    bar->addWidget(m_focus);
    bar->addWidget(m_window);
    bar->addWidget(m_pause);
    bar->addWidget(m_resetZoom);
    bar->addWidget(m_export);
    bar->addWidget(m_legend);
    auto *everyLabel = new QLabel(this);
    bar->addWidget(everyLabel);
    bar->addWidget(m_interval);

    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(4);
    auto *chartsPage = new QWidget(this);
    chartsPage->setLayout(m_grid);
    for (const ChartSpec &spec : kCharts) {
        // A child of the page from the start: a chart shown later is laid out, not reparented.
        auto *panel = new ChartPanel(QString(), spec.unit, chartsPage); // titled in retranslate
        panel->setMinimumHeight(210);
        panel->setLegendShown(m_legend->isChecked());
        m_charts.push_back(panel);
    }
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(chartsPage);

    m_graph = new JobGraphView(this);
    m_checkpoints = new CheckpointsView(this);
    m_compare = new CompareRunsView(history, this);
    m_compare->setLegendShown(m_legend->isChecked());
    // Until a job has watermarks, or has completed a checkpoint.
    for (Chart which : {Chart::EventTimeLag, Chart::CheckpointDuration, Chart::CheckpointSize})
        chart(which)->hide();
    layoutCharts();
    buildExportMenu();
    m_tabs->addTab(scroll, QString());
    m_tabs->addTab(m_graph, QString());
    m_tabs->addTab(m_checkpoints, QString());
    // Scrolled like the charts page, so its charts' minimum height does not set the height of
    // the bottom docks it is tabbed with (Problems, Results).
    auto *compareScroll = new QScrollArea(this);
    compareScroll->setWidgetResizable(true);
    compareScroll->setFrameShape(QFrame::NoFrame);
    compareScroll->setWidget(m_compare);
    m_tabs->addTab(compareScroll, QString());
    m_tabs->setDocumentMode(true);
    // Every text of the view, now and whenever the language changes.
    LiveText::bind(this, [this, showLabel, everyLabel] {
        m_focus->setToolTip(tr("Which operators the charts show"));
        m_focus->setItemText(0, tr("Job"));
        m_focus->setItemText(1, tr("All operators"));
        for (int i = 0; i < int(std::size(kWindows)); ++i)
            m_window->setItemText(i, tr(kWindows[i].second));
        m_window->setToolTip(tr("Rolling time window of the charts"));
        m_pause->setToolTip(m_paused ? tr("Resume the charts") : tr("Pause the charts (samples are still recorded)"));
        m_resetZoom->setText(tr("Reset Zoom"));
        m_resetZoom->setToolTip(tr("Drag over a chart or use Ctrl+wheel to zoom; right-click resets"));
        m_legend->setText(tr("Legend"));
        m_interval->setSuffix(tr(" ms"));
        m_interval->setToolTip(tr("Sampling period of the metrics"));
        showLabel->setText(tr("Show:"));
        everyLabel->setText(tr("Every"));
        for (std::size_t i = 0; i < m_charts.size(); ++i)
            m_charts[i]->chart()->setTitle(tr(kCharts[i].title));
        m_tabs->setTabText(0, tr("Charts"));
        m_tabs->setTabText(1, tr("Job Graph"));
        m_tabs->setTabText(2, tr("Checkpoints"));
        m_tabs->setTabText(3, tr("Compare Runs"));
        retranslateExportMenu();
        refreshState();
        if (m_session)
            refresh(); // the lines' names
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_tabs, 1);

    connect(m_focus, &QComboBox::currentIndexChanged, this, [this] {
        m_graph->setFocusedOperator(focusedOperator());
        refresh();
    });
    connect(m_window, &QComboBox::currentIndexChanged, this, [this] {
        QSettings().setValue(kWindowKey, windowSeconds());
        refresh();
    });
    connect(m_pause, &QToolButton::toggled, this, &MonitorView::setPaused);
    connect(m_resetZoom, &QToolButton::clicked, this, [this] {
        for (ChartPanel *panel : m_charts)
            panel->resetZoom();
        m_compare->chart()->resetZoom();
    });
    connect(m_legend, &QCheckBox::toggled, this, [this](bool shown) {
        QSettings().setValue(kLegendKey, shown);
        setLegendShown(shown);
    });
    connect(m_interval, &QSpinBox::valueChanged, this, [this](int ms) {
        QSettings().setValue(kIntervalKey, ms);
        if (m_session)
            m_session->controller()->setMetricsInterval(ms);
    });
    connect(m_graph, &JobGraphView::operatorClicked, this, [this](const QString &id) {
        focusOperator(id);
        m_tabs->setCurrentIndex(0);
    });
    refreshState();
}

void MonitorView::setSession(RunSession *session)
{
    for (const auto &connection : std::as_const(m_sessionConnections))
        disconnect(connection);
    m_sessionConnections.clear();
    m_session = session;
    if (session) {
        session->controller()->setMetricsInterval(m_interval->value());
        m_sessionConnections << connect(session, &RunSession::metricsUpdated, this, [this] {
            refreshOperators();
            refresh();
        });
        m_sessionConnections << connect(session, &RunSession::planChanged, this, [this] {
            m_graph->setSession(m_session);
            refreshOperators();
        });
        m_sessionConnections << connect(session, &RunSession::stateChanged, this,
                                        &MonitorView::refreshState);
    }
    m_graph->setSession(session);
    m_checkpoints->setHistory(session ? session->checkpoints() : nullptr);
    for (ChartPanel *panel : m_charts)
        panel->resetZoom();
    refreshOperators();
    refresh();
}

void MonitorView::refreshOperators()
{
    // The combo lists the operators seen so far, by their (plan) labels.
    const QString focused = focusedOperator();
    QStringList ids;
    if (m_session)
        ids = m_session->metrics().operatorIds();
    bool same = m_focus->count() == ids.size() + 2;
    for (int i = 0; same && i < ids.size(); ++i)
        same = m_focus->itemData(i + 2).toString() == ids[i]
               && m_focus->itemText(i + 2) == m_session->metrics().operatorLabel(ids[i]);
    if (same)
        return;
    const QSignalBlocker blocker(m_focus);
    while (m_focus->count() > 2)
        m_focus->removeItem(2);
    for (const QString &id : std::as_const(ids))
        m_focus->addItem(m_session->metrics().operatorLabel(id), id);
    const int index = m_focus->findData(focused);
    m_focus->setCurrentIndex(index >= 0 ? index : 0);
}

void MonitorView::focusOperator(const QString &operatorId)
{
    refreshOperators();
    const int index = m_focus->findData(operatorId);
    if (index >= 0)
        m_focus->setCurrentIndex(index);
}

QString MonitorView::focusedOperator() const
{
    return m_focus->currentData().toString();
}

void MonitorView::setPaused(bool paused)
{
    m_paused = paused;
    {
        const QSignalBlocker blocker(m_pause);
        m_pause->setChecked(paused);
    }
    m_pause->setIcon(ThemeManager::actionIcon(paused ? ThemeManager::ActionIcon::Run : ThemeManager::ActionIcon::Pause, m_dark));
    m_pause->setToolTip(paused ? tr("Resume the charts")
                               : tr("Pause the charts (samples are still recorded)"));
    refreshState();
    if (!paused)
        refresh();
}

void MonitorView::setWindowSeconds(int seconds)
{
    const int index = m_window->findData(seconds);
    m_window->setCurrentIndex(index >= 0 ? index : m_window->findData(kDefaultWindowSeconds));
}

int MonitorView::windowSeconds() const
{
    return m_window->currentData().toInt();
}

void MonitorView::setLegendShown(bool shown)
{
    {
        const QSignalBlocker blocker(m_legend);
        m_legend->setChecked(shown);
    }
    for (ChartPanel *panel : m_charts)
        panel->setLegendShown(shown);
    m_compare->setLegendShown(shown);
}

void MonitorView::setDark(bool dark)
{
    m_dark = dark;
    m_pause->setIcon(ThemeManager::actionIcon(m_paused ? ThemeManager::ActionIcon::Run : ThemeManager::ActionIcon::Pause, dark));
    for (ChartPanel *panel : m_charts)
        panel->setDark(dark);
    m_compare->setDark(dark);
    refresh();
}

void MonitorView::refreshState()
{
    // A new run starts with the charts following it, whatever the last one was zoomed to or
    // paused at; Pause is for a running job only.
    if (m_session && m_session->state() == RunState::Starting) {
        for (ChartPanel *panel : m_charts)
            panel->resetZoom();
        if (m_paused)
            setPaused(false);
    }
    m_pause->setEnabled(m_session && m_session->controller()->isActive());
    QString text = m_session ? m_session->statusText() : tr("No job running");
    if (m_paused)
        text += tr(" (charts paused)");
    m_state->setText(text);
    if (m_session && m_session->state() == RunState::Failed)
        m_state->setToolTip(m_session->controller()->failureMessage());
    else if (m_session && !m_session->lastSnapshot().lastFailure.empty())
        m_state->setToolTip(tr("Restarted after: %1").arg(translated(m_session->lastSnapshot().lastFailure)));
    else
        m_state->setToolTip({});
}

std::vector<int> MonitorView::seriesFor(MetricKind kind) const
{
    // The job's own series when the job is focused and it has one; a given operator's; or all
    // operators' (also when the job has no series of this kind, e.g. state).
    const MetricHistory &metrics = m_session->metrics();
    const QString focus = focusedOperator();
    std::vector<int> result;
    const int jobSeries = metrics.indexOf(kind, {});
    if (focus.isEmpty() && jobSeries >= 0)
        return {jobSeries};
    for (int index : metrics.seriesOf(kind)) {
        const QString &id = metrics.info(index).operatorId;
        if (id.isEmpty() && kind != MetricKind::ProcessCpu && kind != MetricKind::ProcessMemory)
            continue;
        if (focus.isEmpty() || focus == kAllOperators || id == focus || id.isEmpty())
            result.push_back(index);
    }
    return result;
}

void MonitorView::refresh()
{
    refreshState();
    if (m_paused)
        return;
    m_graph->refresh();
    m_checkpoints->refresh();
    if (!m_session) {
        for (ChartPanel *panel : m_charts)
            panel->setLines({}, 0, std::max(windowSeconds(), 60));
        for (Chart which : {Chart::EventTimeLag, Chart::CheckpointDuration, Chart::CheckpointSize})
            setChartShown(which, false);
        return;
    }
    const MetricHistory &metrics = m_session->metrics();
    const int window = windowSeconds();
    const double last = metrics.lastTime();
    // The charts grow with the run until it fills the window, then roll.
    double from = window > 0 ? std::max(0.0, last - window) : 0.0;
    double to = std::max(last, from + 10.0);
    auto linesOf = [&](std::initializer_list<std::pair<MetricKind, QString>> kinds) {
        std::vector<ChartPanel::Line> lines;
        for (const auto &[kind, prefix] : kinds) {
            for (int index : seriesFor(kind)) {
                ChartPanel::Line line;
                const QString &label = metrics.info(index).label;
                line.label = prefix.isEmpty() ? label : prefix + QStringLiteral(" · ") + label;
                line.points = metrics.series(index).window(from, to);
                lines.push_back(std::move(line));
            }
        }
        return lines;
    };
    auto set = [&](Chart which, std::vector<ChartPanel::Line> lines) {
        chart(which)->setLines(lines, from, to);
    };
    set(Chart::Throughput, linesOf({{MetricKind::RecordsInRate, tr("in")},
                                    {MetricKind::RecordsOutRate, tr("out")}}));
    set(Chart::StateBytes, linesOf({{MetricKind::StateBytes, {}}}));
    set(Chart::StateEntries, linesOf({{MetricKind::StateEntries, {}}}));
    set(Chart::ExpiredAndLate, linesOf({{MetricKind::ExpiredRate, tr("expired")},
                                        {MetricKind::LateRate, tr("late")}}));
    set(Chart::MiniBatchFlushes, linesOf({{MetricKind::MiniBatchFlushRate, {}}}));
    set(Chart::MiniBatchSize, linesOf({{MetricKind::MiniBatchSize, {}}}));
    set(Chart::Backpressure, linesOf({{MetricKind::QueueFill, {}}}));
    set(Chart::ProcessCpu, linesOf({{MetricKind::ProcessCpu, {}}}));
    set(Chart::ProcessMemory, linesOf({{MetricKind::ProcessMemory, {}}}));
    // Event-time lag exists only where operators have watermarks; otherwise no chart at all.
    const bool hasLag = !metrics.seriesOf(MetricKind::EventTimeLag).empty();
    setChartShown(Chart::EventTimeLag, hasLag);
    if (hasLag)
        set(Chart::EventTimeLag, linesOf({{MetricKind::EventTimeLag, {}}}));
    // Checkpoints are events, not samples: one marked point per completed checkpoint, at its
    // trigger time, for the job as a whole whatever operator is focused.
    const CheckpointHistory &checkpoints = *m_session->checkpoints();
    const bool hasCheckpoints = checkpoints.latestCompleted() != nullptr;
    setChartShown(Chart::CheckpointDuration, hasCheckpoints);
    setChartShown(Chart::CheckpointSize, hasCheckpoints);
    if (!hasCheckpoints)
        return;
    const qint64 start = m_session->startedAt().toMSecsSinceEpoch();
    auto checkpointLine = [&](CheckpointHistory::Measure measure, const QString &label) {
        ChartPanel::Line line;
        line.label = label;
        line.markers = true;
        for (const QPointF &p : checkpoints.points(measure, start)) {
            if (p.x() >= from && p.x() <= to)
                line.points.push_back(p);
        }
        return line;
    };
    set(Chart::CheckpointDuration,
        {checkpointLine(CheckpointHistory::Measure::Duration, tr("duration")),
         checkpointLine(CheckpointHistory::Measure::Alignment, tr("alignment"))});
    set(Chart::CheckpointSize,
        {checkpointLine(CheckpointHistory::Measure::StateSize, tr("state size"))});
}

void MonitorView::setChartShown(Chart which, bool shown)
{
    ChartPanel *panel = chart(which);
    if (panel->isHidden() == !shown)
        return;
    panel->setVisible(shown);
    layoutCharts();
}

void MonitorView::layoutCharts()
{
    // Three a row, in the order of Chart, without holes where a chart is hidden.
    for (ChartPanel *panel : m_charts)
        m_grid->removeWidget(panel);
    int position = 0;
    for (ChartPanel *panel : m_charts) {
        if (panel->isHidden())
            continue;
        m_grid->addWidget(panel, position / 3, position % 3);
        ++position;
    }
}

void MonitorView::retranslateExportMenu()
{
    m_export->setText(tr("Export"));
    m_export->setToolTip(tr("Save a chart as PNG or SVG, or the metric series as CSV"));
    m_exportMenu->setTitle(tr("&Export"));
    m_pngMenu->setTitle(tr("Chart as &PNG"));
    m_svgMenu->setTitle(tr("Chart as &SVG"));
    m_csvAction->setText(tr("Metric Series as &CSV…"));
    m_comparisonCsvAction->setText(tr("Run &Comparison as CSV…"));
    m_csvAction->setToolTip(tr("One row per sample: the time and every series, units in the "
                               "header, named as in 'sluice run --metrics-out'"));
    m_comparisonCsvAction->setToolTip(tr("The two runs picked in Compare Runs: the parameters "
                                         "that differ and the summary figures"));
    // The chart entries carry their chart's title.
    for (QMenu *menu : {m_pngMenu, m_svgMenu}) {
        for (QAction *action : menu->actions()) {
            if (const auto *panel = qobject_cast<ChartPanel *>(action->data().value<QObject *>()))
                action->setText(panel == m_compare->chart() ? tr("Compare Runs") : panel->title());
        }
    }
}

void MonitorView::buildExportMenu()
{
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_export->setAutoRaise(true);
    m_export->setMenu(m_exportMenu);
    m_exportMenu->setObjectName(QStringLiteral("MonitorExportMenu"));
    // One entry per chart, titled by retranslateExportMenu().
    std::vector<ChartPanel *> charts = m_charts;
    charts.push_back(m_compare->chart());
    for (ChartPanel *target : charts) {
        for (auto [menu, format] : {std::pair(m_pngMenu, QStringLiteral("png")),
                                    std::pair(m_svgMenu, QStringLiteral("svg"))}) {
            QAction *action = menu->addAction(QString(), this, [this, target, format] {
                exportChartInteractively(target, format);
            });
            action->setData(QVariant::fromValue<QObject *>(target));
        }
    }
    m_exportMenu->addMenu(m_pngMenu);
    m_exportMenu->addMenu(m_svgMenu);
    m_exportMenu->addSeparator();
    m_exportMenu->addAction(m_csvAction);
    connect(m_csvAction, &QAction::triggered, this, [this] {
        exportCsvInteractively(QStringLiteral("-metrics"), &MonitorView::exportCsv);
    });
    m_exportMenu->addAction(m_comparisonCsvAction);
    connect(m_comparisonCsvAction, &QAction::triggered, this, [this] {
        exportCsvInteractively(QStringLiteral("-comparison"), &MonitorView::exportComparisonCsv);
    });
    for (QMenu *menu : {m_exportMenu, m_pngMenu, m_svgMenu})
        connect(menu, &QMenu::aboutToShow, this, &MonitorView::updateExportActions);
    updateExportActions();
}

void MonitorView::updateExportActions()
{
    for (QMenu *menu : {m_pngMenu, m_svgMenu}) {
        for (QAction *action : menu->actions()) {
            const auto *panel = qobject_cast<ChartPanel *>(action->data().value<QObject *>());
            action->setEnabled(panel && !panel->isHidden());
        }
    }
    m_csvAction->setEnabled(m_session && m_session->metrics().seriesCount() > 0);
    m_comparisonCsvAction->setEnabled(m_compare->hasComparison());
}

QList<ChartPanel *> MonitorView::exportableCharts() const
{
    QList<ChartPanel *> result;
    for (ChartPanel *panel : m_charts) {
        if (!panel->isHidden())
            result << panel;
    }
    result << m_compare->chart();
    return result;
}

bool MonitorView::exportCsv(const QString &path, QString *error)
{
    if (!m_session || m_session->metrics().seriesCount() == 0)
        return exportFailed(path, tr("there are no metric series yet; run the job first."), error);
    return writeExport(path, m_session->metrics().toCsv(), error);
}

bool MonitorView::exportComparisonCsv(const QString &path, QString *error)
{
    if (!m_compare->hasComparison())
        return exportFailed(path, tr("there are no two runs to compare yet; run the job twice."),
                            error);
    return writeExport(path, m_compare->comparisonCsv(), error);
}

bool MonitorView::writeExport(const QString &path, const QByteArray &bytes, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return exportFailed(path, file.errorString(), error);
    if (file.write(bytes) != bytes.size() || !file.flush())
        return exportFailed(path, file.errorString(), error);
    emit exported(path);
    return true;
}

bool MonitorView::exportFailed(const QString &path, const QString &reason, QString *error)
{
    if (error)
        *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), reason);
    return false;
}

QString MonitorView::askExportPath(const QString &baseName, const QString &suffix,
                                   const QString &filter)
{
    QSettings settings;
    const QString dir = settings
                            .value(kExportDirKey, QStandardPaths::writableLocation(
                                                      QStandardPaths::DocumentsLocation))
                            .toString();
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export"), QDir(dir).filePath(baseName + QLatin1Char('.') + suffix), filter);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    settings.setValue(kExportDirKey, QFileInfo(path).absolutePath());
    return path;
}

void MonitorView::exportChartInteractively(ChartPanel *panel, const QString &format)
{
    const bool svg = format == QLatin1String("svg");
    const QString path = askExportPath(fileNameFor(panel->title()), format,
                                       svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportChart(panel, path, &error))
        QMessageBox::warning(this, tr("Export Failed"), error);
}

bool MonitorView::exportChart(ChartPanel *panel, const QString &path, QString *error)
{
    if (!panel->exportTo(path, error))
        return false;
    emit exported(path);
    return true;
}

void MonitorView::exportCsvInteractively(const QString &nameSuffix,
                                         bool (MonitorView::*write)(const QString &, QString *))
{
    const QString job = m_session ? QFileInfo(m_session->jobName()).completeBaseName() : QString();
    const QString path = askExportPath((job.isEmpty() ? QStringLiteral("job") : job) + nameSuffix,
                                       QStringLiteral("csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!(this->*write)(path, &error))
        QMessageBox::warning(this, tr("Export Failed"), error);
}

} // namespace sluice
