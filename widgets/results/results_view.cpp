#include "results_view.h"

#include "results_model.h"

#include <live_text.h>

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace sluice {

namespace {
constexpr auto kLimitKey = "results/rowLimit";
constexpr auto kMaterializedKey = "results/materialized";
} // namespace

ResultsView::ResultsView(QWidget *parent)
    : QWidget(parent), m_sink(new QComboBox(this)),
      m_materialized(new QCheckBox(this)), m_limit(new QSpinBox(this)),
      m_counters(new QLabel(this)), m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("ResultsView"));
    QSettings settings;
    m_sink->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    const LiveSetter live(staticMetaObject.className());
    live(m_materialized, &QAbstractButton::setText, QT_TR_NOOP("Materialized"));
    live(m_sink, &QWidget::setToolTip, QT_TR_NOOP("The sink (or bare SELECT) whose rows are shown"));
    live(m_materialized, &QWidget::setToolTip, QT_TR_NOOP("Apply the changelog and show the resulting table"));
    m_materialized->setChecked(settings.value(kMaterializedKey, false).toBool());
    m_limit->setRange(10, 1000000);
    m_limit->setSingleStep(1000);
    m_limit->setValue(settings.value(kLimitKey, ResultsModel::kDefaultRowLimit).toInt());
    live(m_limit, &QWidget::setToolTip, QT_TR_NOOP("Rows kept in the view; older rows are dropped"));
    m_counters->setObjectName(QStringLiteral("ResultsCounters"));
    m_counters->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 0);
    bar->addWidget(live.label(QT_TR_NOOP("Sink:"), this));
    bar->addWidget(m_sink);
    bar->addWidget(m_materialized);
    bar->addWidget(live.label(QT_TR_NOOP("Keep rows:"), this));
    bar->addWidget(m_limit);
    bar->addWidget(m_counters, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);

    connect(m_sink, &QComboBox::currentIndexChanged, this, [this] {
        if (m_model)
            m_model->setCurrentSink(m_sink->currentText());
    });
    connect(m_materialized, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(kMaterializedKey, on);
        if (m_model)
            m_model->setMaterialized(on);
        refreshCounters();
    });
    connect(m_limit, &QSpinBox::valueChanged, this, [this](int limit) {
        QSettings().setValue(kLimitKey, limit);
        if (m_model)
            m_model->setRowLimit(limit);
    });
    LiveText::bind(m_counters, [this] { refreshCounters(); });
}

void ResultsView::setModel(ResultsModel *model)
{
    for (const auto &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_model = model;
    m_table->setModel(model);
    if (model) {
        model->setMaterialized(m_materialized->isChecked());
        model->setRowLimit(m_limit->value());
        m_connections << connect(model, &ResultsModel::sinksChanged, this,
                                 &ResultsView::refreshSinks);
        m_connections << connect(model, &ResultsModel::countersChanged, this,
                                 &ResultsView::refreshCounters);
        // Follow the newest rows of the changelog unless the user scrolled away from the end.
        m_connections << connect(model, &QAbstractItemModel::rowsInserted, this,
                                 [this](const QModelIndex &, int first) {
                                     // Size the columns to the first rows of a sink.
                                     if (first == 0)
                                         m_table->resizeColumnsToContents();
                                     if (!m_materialized->isChecked())
                                         m_table->scrollToBottom();
                                 });
        m_connections << connect(model, &QAbstractItemModel::modelReset, this, [this] {
            m_table->resizeColumnsToContents();
        });
    }
    refreshSinks();
    refreshCounters();
}

void ResultsView::refreshSinks()
{
    const QSignalBlocker blocker(m_sink);
    m_sink->clear();
    if (m_model) {
        m_sink->addItems(m_model->sinks());
        m_sink->setCurrentText(m_model->currentSink());
    }
    m_sink->setEnabled(m_sink->count() > 1);
    m_table->resizeColumnsToContents();
}

void ResultsView::refreshCounters()
{
    if (!m_model || m_model->sinks().isEmpty()) {
        m_counters->setText(tr("No rows yet"));
        return;
    }
    const ResultsModel::Counters c = m_model->counters();
    const QLocale locale;
    QString text = tr("Rows seen: %1 (+I %2, -U %3, +U %4, -D %5)")
                       .arg(locale.toString(c.seen), locale.toString(c.inserts),
                            locale.toString(c.updatesBefore), locale.toString(c.updatesAfter),
                            locale.toString(c.deletes));
    if (m_model->isMaterialized())
        text += tr(" · table rows: %1").arg(locale.toString(m_model->materializedRowCount()));
    if (c.evicted > 0)
        text += tr(" · dropped by the limit: %1").arg(locale.toString(c.evicted));
    m_counters->setText(text);
}

} // namespace sluice
