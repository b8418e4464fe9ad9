#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QModelIndex;
class QPlainTextEdit;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;

namespace sluice {

class CheckpointHistory;

/// The Monitor's Checkpoints tab, after Flink's: the counts, the latest completed checkpoint and
/// the restore on top; the history of the run newest first; beside it the selected checkpoint in
/// full (or the job's last failure) with its path to copy or open.
class CheckpointsView : public QWidget
{
    Q_OBJECT

public:
    explicit CheckpointsView(QWidget *parent = nullptr);

    /// Shows `history` (null: none).
    void setHistory(CheckpointHistory *history);
    /// Re-reads the summary and the details (the table follows the model by itself).
    void refresh();

    QTableView *table() const { return m_table; }
    QLabel *summaryLabel() const { return m_summary; }
    /// The summary's lines in full (the label elides them to its width).
    QStringList summaryLines() const;
    QPlainTextEdit *details() const { return m_details; }
    /// The path of the checkpoint selected in the table ("" when none or kept in memory).
    QString selectedPath() const;
    /// Selects the row of checkpoint `id`, if it is listed.
    void selectCheckpoint(qint64 id);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    struct SummaryLine {
        QString text;
        Qt::TextElideMode elide; // middle for the ones ending in a path
    };
    /// Shows m_lines in the summary label, each elided to its width.
    void layoutSummary();
    /// The model row of the selected checkpoint, or -1.
    int selectedRow() const;
    void refreshDetails();
    void showContextMenu(const QPoint &position);
    void copyPath();
    void openFolder();

    QPointer<CheckpointHistory> m_history;
    QList<SummaryLine> m_lines;
    QLabel *m_summary;
    QTableView *m_table;
    QSortFilterProxyModel *m_sorted;
    QLabel *m_detailsTitle;
    QPlainTextEdit *m_details;
    QToolButton *m_copyPath;
    QToolButton *m_openFolder;
};

} // namespace sluice
