#include "compare_runs_view.h"

#include "chart_panel.h"
#include "run_history.h"

#include <live_text.h>

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSplitter>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace sluice {

namespace {

struct MetricChoice {
    const char *name;
    MetricKind kind;
};

const MetricChoice kChoices[] = {
    {QT_TRANSLATE_NOOP("sluice::CompareRunsView", "Records written per second"),
     MetricKind::RecordsOutRate},
    {QT_TRANSLATE_NOOP("sluice::CompareRunsView", "Records read per second"),
     MetricKind::RecordsInRate},
    {QT_TRANSLATE_NOOP("sluice::CompareRunsView", "State size (bytes)"), MetricKind::StateBytes},
    {QT_TRANSLATE_NOOP("sluice::CompareRunsView", "State size (entries)"),
     MetricKind::StateEntries},
    {QT_TRANSLATE_NOOP("sluice::CompareRunsView", "Entries expired per second"),
     MetricKind::ExpiredRate},
    {QT_TRANSLATE_NOOP("sluice::CompareRunsView", "Event-time lag"), MetricKind::EventTimeLag},
    {QT_TRANSLATE_NOOP("sluice::CompareRunsView", "Process CPU"), MetricKind::ProcessCpu},
    {QT_TRANSLATE_NOOP("sluice::CompareRunsView", "Process memory"), MetricKind::ProcessMemory},
};

QTableWidget *makeTable(int columns, QWidget *parent)
{
    auto *table = new QTableWidget(0, columns, parent);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->setWordWrap(false);
    return table;
}

} // namespace

CompareRunsView::CompareRunsView(RunHistory *history, QWidget *parent)
    : QWidget(parent), m_history(history), m_first(new QComboBox(this)),
      m_second(new QComboBox(this)), m_metric(new QComboBox(this)), m_delete(new QToolButton(this)),
      m_chart(new ChartPanel(QString(), UnitScale::Unit::Rate, this)),
      m_parameters(makeTable(3, this)), m_summary(makeTable(3, this)),
      m_hint(new QLabel(this))
{
    m_first->setModel(history);
    m_second->setModel(history);
    for (const MetricChoice &choice : kChoices)
        m_metric->addItem(QString(), int(choice.kind));
    for (QComboBox *box : {m_first, m_second})
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_first->setMinimumContentsLength(24);
    m_second->setMinimumContentsLength(24);

    auto *pickers = new QHBoxLayout;
    const LiveSetter live(staticMetaObject.className());
    pickers->addWidget(live.label(QT_TR_NOOP("Run A:"), this));
    pickers->addWidget(m_first, 1);
    pickers->addWidget(live.label(QT_TR_NOOP("Run B (dashed):"), this));
    pickers->addWidget(m_second, 1);
    pickers->addWidget(live.label(QT_TR_NOOP("Metric:"), this));
    pickers->addWidget(m_metric);
    // Runs are kept across sessions: a way to forget them.
    live(m_delete, &QAbstractButton::setText, QT_TR_NOOP("Delete"));
    live(m_delete, &QWidget::setToolTip, QT_TR_NOOP("Forget runs kept for comparison"));
    m_delete->setPopupMode(QToolButton::InstantPopup);
    auto *deleteMenu = new QMenu(m_delete);
    live(deleteMenu->addAction(QString(), this, [this] { deleteRuns(0); }), &QAction::setText, QT_TR_NOOP("Delete Run A"));
    live(deleteMenu->addAction(QString(), this, [this] { deleteRuns(1); }), &QAction::setText, QT_TR_NOOP("Delete Run B"));
    deleteMenu->addSeparator();
    live(deleteMenu->addAction(QString(), this, [this] { deleteRuns(-1); }), &QAction::setText,
         QT_TR_NOOP("Delete All Runs…"));
    m_delete->setMenu(deleteMenu);
    pickers->addWidget(m_delete);

    auto *tables = new QSplitter(Qt::Vertical, this);
    tables->addWidget(m_parameters);
    tables->addWidget(m_summary);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_chart);
    split->addWidget(tables);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    m_hint->setForegroundRole(QPalette::PlaceholderText);
    m_hint->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(pickers);
    layout->addWidget(m_hint);
    layout->addWidget(split, 1);

    for (QComboBox *box : {m_first, m_second, m_metric})
        connect(box, &QComboBox::currentIndexChanged, this, &CompareRunsView::refresh);
    connect(history, &QAbstractItemModel::rowsInserted, this, &CompareRunsView::pickNewest);
    connect(history, &QAbstractItemModel::rowsRemoved, this, &CompareRunsView::pickNewest);
    connect(history, &QAbstractItemModel::modelReset, this, &CompareRunsView::pickNewest);
    pickNewest();
    // The tables' headers, the metrics and the comparison are worded in the language.
    LiveText::bind(this, [this] {
        m_chart->chart()->setTitle(tr("Runs compared"));
        m_parameters->setHorizontalHeaderLabels({tr("Parameter"), tr("Run A"), tr("Run B")});
        m_summary->setHorizontalHeaderLabels({tr("Figure"), tr("Run A"), tr("Run B")});
        for (int i = 0; i < int(std::size(kChoices)); ++i)
            m_metric->setItemText(i, tr(kChoices[i].name));
        refresh();
    });
}

void CompareRunsView::deleteRuns(int which, bool ask)
{
    if (which < 0) {
        if (m_history->count() == 0)
            return;
        if (ask && QMessageBox::question(this, tr("Delete All Runs"),
                                         tr("Forget all %n run(s) kept for comparison?", nullptr, m_history->count()),
                                         QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
                       != QMessageBox::Yes)
            return;
        m_history->removeAll();
        return;
    }
    const int index = (which == 0 ? m_first : m_second)->currentIndex();
    m_history->removeRun(index);
}

void CompareRunsView::pickNewest()
{
    // A new run is compared with the one before it, the usual question after changing a knob.
    const int count = m_history->count();
    setRuns(std::max(0, count - 2), count - 1);
}

void CompareRunsView::setRuns(int first, int second)
{
    const QSignalBlocker blockFirst(m_first), blockSecond(m_second);
    m_first->setCurrentIndex(first);
    m_second->setCurrentIndex(second);
    refresh();
}

void CompareRunsView::setDark(bool dark)
{
    m_chart->setDark(dark);
    refresh();
}

void CompareRunsView::setLegendShown(bool shown)
{
    m_chart->setLegendShown(shown);
}

bool CompareRunsView::hasComparison() const
{
    // A single run is only ever "compared" with itself: that is no comparison.
    return m_history->count() >= 2 && runsPicked();
}

bool CompareRunsView::runsPicked() const
{
    const int a = m_first->currentIndex(), b = m_second->currentIndex();
    return a >= 0 && b >= 0 && a < m_history->count() && b < m_history->count();
}

QByteArray CompareRunsView::comparisonCsv() const
{
    if (!hasComparison())
        return {};
    return RunHistory::comparisonCsv(m_history->run(m_first->currentIndex()),
                                     m_history->run(m_second->currentIndex()));
}

void CompareRunsView::refresh()
{
    // A single run is shown (against itself) with the hint to run the job again.
    const int a = m_first->currentIndex(), b = m_second->currentIndex();
    const bool ready = runsPicked();
    m_hint->setVisible(!hasComparison());
    m_hint->setText(tr("Each run that finishes or is stopped is kept here, across sessions. Run a job twice, for "
                       "example with and without mini-batch, to compare the two runs."));
    m_delete->setEnabled(m_history->count() > 0);
    m_parameters->setRowCount(0);
    m_summary->setRowCount(0);
    if (!ready) {
        m_chart->setLines({}, 0, 60);
        return;
    }
    const RunRecord &first = m_history->run(a);
    const RunRecord &second = m_history->run(b);

    const auto kind = MetricKind(m_metric->currentData().toInt());
    m_chart->chart()->setTitle(m_metric->currentText());
    m_chart->setUnit(unitOf(kind));
    std::vector<ChartPanel::Line> lines;
    lines.push_back({tr("A: %1").arg(RunHistory::describe(first)),
                     RunHistory::jobSeries(*first.metrics, kind), Qt::SolidLine, {}});
    lines.push_back({tr("B: %1").arg(RunHistory::describe(second)),
                     RunHistory::jobSeries(*second.metrics, kind), Qt::DashLine, {}});
    const double end = std::max({first.metrics->lastTime(), second.metrics->lastTime(), 1.0});
    m_chart->setLines(lines, 0, end);

    const QList<ParameterDifference> differences = RunHistory::differences(first, second);
    m_parameters->setRowCount(int(differences.size()));
    for (int row = 0; row < differences.size(); ++row) {
        const ParameterDifference &d = differences[row];
        m_parameters->setItem(row, 0, new QTableWidgetItem(d.key));
        m_parameters->setItem(row, 1, new QTableWidgetItem(d.first.isEmpty() ? tr("(unset)") : d.first));
        m_parameters->setItem(row, 2, new QTableWidgetItem(d.second.isEmpty() ? tr("(unset)") : d.second));
    }
    m_parameters->resizeColumnToContents(0);
    m_parameters->resizeColumnToContents(1);

    const RunSummary sa = RunHistory::summarize(*first.metrics);
    const RunSummary sb = RunHistory::summarize(*second.metrics);
    using U = UnitScale::Unit;
    const struct {
        QString name;
        double a, b;
        U unit;
    } rows[] = {
        {tr("Average written"), sa.averageWritten, sb.averageWritten, U::Rate},
        {tr("Peak written"), sa.peakWritten, sb.peakWritten, U::Rate},
        {tr("Average read"), sa.averageRead, sb.averageRead, U::Rate},
        {tr("Peak state size"), sa.peakStateBytes, sb.peakStateBytes, U::Bytes},
        {tr("Peak state entries"), sa.peakStateEntries, sb.peakStateEntries, U::Count},
        {tr("Entries expired"), double(sa.expired), double(sb.expired), U::Count},
        {tr("Late records dropped"), double(sa.lateDropped), double(sb.lateDropped), U::Count},
        {tr("Records written"), double(sa.written), double(sb.written), U::Count},
        {tr("Duration"), first.seconds, second.seconds, U::Count},
    };
    m_summary->setRowCount(int(std::size(rows)));
    int row = 0;
    for (const auto &r : rows) {
        const bool seconds = row == int(std::size(rows)) - 1;
        auto text = [&](double v) {
            return seconds ? tr("%1 s").arg(v, 0, 'f', 1) : UnitScale::format(v, r.unit);
        };
        m_summary->setItem(row, 0, new QTableWidgetItem(r.name));
        m_summary->setItem(row, 1, new QTableWidgetItem(text(r.a)));
        m_summary->setItem(row, 2, new QTableWidgetItem(text(r.b)));
        ++row;
    }
    m_summary->resizeColumnToContents(0);
    m_summary->resizeColumnToContents(1);
}

} // namespace sluice
