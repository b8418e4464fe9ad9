#include "checkpoints_view.h"

#include <bridge/engine_text.h>
#include <live_text.h>

#include "checkpoint_history.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QFontMetrics>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace sluice {


CheckpointsView::CheckpointsView(QWidget *parent)
    : QWidget(parent), m_summary(new QLabel(this)), m_table(new QTableView(this)),
      m_sorted(new QSortFilterProxyModel(this)), m_detailsTitle(new QLabel(this)),
      m_details(new QPlainTextEdit(this)), m_copyPath(new QToolButton(this)),
      m_openFolder(new QToolButton(this))
{
    setObjectName(QStringLiteral("CheckpointsView"));
    m_summary->setObjectName(QStringLiteral("CheckpointSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setTextFormat(Qt::PlainText);
    // Its lines are elided to the width it gets, never the width it would like.
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    m_sorted->setSortRole(CheckpointHistory::SortRole);
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(int(CheckpointHistory::Column::Id), Qt::DescendingOrder);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideLeft); // a path keeps its chk-<n> end in sight
    m_table->setAlternatingRowColors(true);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setStretchLastSection(true); // the path
    header->setHighlightSections(false);

    m_detailsTitle->setObjectName(QStringLiteral("CheckpointDetailsTitle"));
    QFont bold = m_detailsTitle->font();
    bold.setBold(true);
    m_detailsTitle->setFont(bold);
    m_details->setObjectName(QStringLiteral("CheckpointDetails"));
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_details->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_copyPath->setObjectName(QStringLiteral("CopyCheckpointPath"));
    const LiveSetter live(staticMetaObject.className());
    live(m_copyPath, &QAbstractButton::setText, QT_TR_NOOP("Copy Path"));
    live(m_copyPath, &QWidget::setToolTip,
         QT_TR_NOOP("Copy the folder of the selected checkpoint, for --restore or execution.state-recovery.path"));
    m_openFolder->setObjectName(QStringLiteral("OpenCheckpointFolder"));
    live(m_openFolder, &QAbstractButton::setText, QT_TR_NOOP("Open Folder"));
    // What the view says of the checkpoints is worded again in a new language.
    LiveText::bind(m_details, [this] { refresh(); });
    for (QToolButton *button : {m_copyPath, m_openFolder})
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_copyPath);
    buttons->addWidget(m_openFolder);
    buttons->addStretch(1);
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->setSpacing(3);
    sideLayout->addWidget(m_detailsTitle);
    sideLayout->addWidget(m_details, 1);
    sideLayout->addLayout(buttons);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CheckpointsView::refreshDetails);
    connect(m_table, &QWidget::customContextMenuRequested, this,
            &CheckpointsView::showContextMenu);
    connect(m_copyPath, &QToolButton::clicked, this, &CheckpointsView::copyPath);
    connect(m_openFolder, &QToolButton::clicked, this, &CheckpointsView::openFolder);
    refresh();
}

void CheckpointsView::setHistory(CheckpointHistory *history)
{
    if (m_history == history)
        return;
    if (m_history)
        disconnect(m_history, nullptr, this, nullptr);
    m_history = history;
    m_sorted->setSourceModel(history);
    if (history) {
        // A row added, changed or removed may be the selected one, or change the counts.
        connect(history, &QAbstractItemModel::dataChanged, this, &CheckpointsView::refreshDetails);
        connect(history, &QAbstractItemModel::modelReset, this, &CheckpointsView::refresh);
    }
    refresh();
}

void CheckpointsView::refresh()
{
    m_lines.clear();
    if (m_history && !m_history->isEmpty()) {
        QString counts = tr("Checkpoints: %1").arg(m_history->countsText());
        if (m_history->restarts() > 0)
            counts += tr(" · restarted %n time(s)", nullptr, int(m_history->restarts()));
        m_lines.append({counts, Qt::ElideRight});
        m_lines.append({m_history->latestText(), Qt::ElideMiddle});
        if (const QString restore = m_history->restoreText(); !restore.isEmpty())
            m_lines.append({restore, Qt::ElideMiddle});
    } else if (m_history && m_history->restarts() > 0) {
        m_lines.append({tr("No checkpoints; restarted %n time(s)", nullptr,
                           int(m_history->restarts())),
                        Qt::ElideRight});
    } else {
        m_lines.append({tr("No checkpoints yet. Periodic checkpoints need "
                           "SET 'execution.checkpointing.interval'; a savepoint needs none."),
                        Qt::ElideRight});
    }
    if (m_history && !m_history->lastFailure().isEmpty()) {
        // Its first line here; in full beside the table.
        m_lines.append({tr("Last failure: %1")
                            .arg(m_history->lastFailure().section(QLatin1Char('\n'), 0, 0)),
                        Qt::ElideRight});
    }
    layoutSummary();
    refreshDetails();
}

QStringList CheckpointsView::summaryLines() const
{
    QStringList lines;
    for (const SummaryLine &line : m_lines)
        lines << line.text;
    return lines;
}

void CheckpointsView::layoutSummary()
{
    const int width = std::max(40, m_summary->contentsRect().width());
    const QFontMetrics metrics = m_summary->fontMetrics();
    QStringList shown;
    for (const SummaryLine &line : std::as_const(m_lines)) {
        // elidedText() can come out a few pixels wider than asked with fallback fonts (CJK):
        // ask for less until it fits.
        QString text = metrics.elidedText(line.text, line.elide, width);
        for (int target = width; metrics.horizontalAdvance(text) > width && target > 10;
             target -= 4)
            text = metrics.elidedText(line.text, line.elide, target);
        shown << text;
    }
    m_summary->setText(shown.join(QLatin1Char('\n')));
    m_summary->setToolTip(shown == summaryLines() ? QString()
                                                   : summaryLines().join(QLatin1Char('\n')));
}

void CheckpointsView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutSummary();
}

int CheckpointsView::selectedRow() const
{
    if (!m_history)
        return -1;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return -1;
    return m_sorted->mapToSource(rows.first()).row();
}

QString CheckpointsView::selectedPath() const
{
    const int row = selectedRow();
    if (row < 0)
        return {};
    return QString::fromStdString(m_history->checkpoint(row).path);
}

void CheckpointsView::selectCheckpoint(qint64 id)
{
    if (!m_history)
        return;
    const int row = m_history->rowOf(id);
    if (row < 0)
        return;
    const QModelIndex index = m_sorted->mapFromSource(m_history->index(row, 0));
    m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect
                                                 | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

void CheckpointsView::refreshDetails()
{
    const int row = selectedRow();
    QString title, text;
    if (row >= 0) {
        title = tr("Selected checkpoint");
        text = m_history->detailsText(row);
    } else if (m_history && !m_history->lastFailure().isEmpty()) {
        // With nothing selected the job's own failure is what there is to read in full.
        title = tr("Last failure (restarted %n time(s))", nullptr, int(m_history->restarts()));
        text = m_history->lastFailure();
    } else {
        title = tr("Details");
        text = tr("Select a checkpoint to read it in full: its failure, if it failed, and its "
                  "folder, to copy or open.");
    }
    m_detailsTitle->setText(title);
    // Only when it changed: setting the text resets the reader's scroll position and selection.
    if (m_details->toPlainText() != text)
        m_details->setPlainText(text);
    const QString path = selectedPath();
    const bool onDisk = !path.isEmpty() && QFileInfo(path).isDir();
    m_copyPath->setEnabled(!path.isEmpty());
    m_openFolder->setEnabled(onDisk);
    m_openFolder->setToolTip(
        onDisk || path.isEmpty()
            ? tr("Open the folder of the selected checkpoint in the file manager")
            : tr("The folder no longer exists: only the latest "
                 "execution.checkpointing.num-retained checkpoints are kept, and the end of the "
                 "job removes them unless they are retained"));
}

void CheckpointsView::showContextMenu(const QPoint &position)
{
    const QModelIndex index = m_table->indexAt(position);
    if (!index.isValid())
        return;
    m_table->selectRow(index.row());
    const int row = selectedRow();
    if (row < 0)
        return;
    const CheckpointStats &checkpoint = m_history->checkpoint(row);
    QMenu menu(this);
    QAction *copy = menu.addAction(tr("Copy Path"), this, &CheckpointsView::copyPath);
    copy->setEnabled(m_copyPath->isEnabled());
    QAction *open = menu.addAction(tr("Open Folder"), this, &CheckpointsView::openFolder);
    open->setEnabled(m_openFolder->isEnabled());
    if (!checkpoint.failure.empty()) {
        const QString failure = translated(checkpoint.failure);
        menu.addAction(tr("Copy Failure"), this,
                       [failure] { QApplication::clipboard()->setText(failure); });
    }
    menu.addAction(tr("Copy Details"), this, [this, row] {
        QApplication::clipboard()->setText(m_history->detailsText(row));
    });
    menu.exec(m_table->viewport()->mapToGlobal(position));
}

void CheckpointsView::copyPath()
{
    const QString path = selectedPath();
    if (!path.isEmpty())
        QApplication::clipboard()->setText(QDir::toNativeSeparators(path));
}

void CheckpointsView::openFolder()
{
    const QString path = selectedPath();
    if (!path.isEmpty() && QFileInfo(path).isDir())
        QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

} // namespace sluice
