#pragma once

#include <sluice/diagnostics.h>

#include <QAbstractTableModel>
#include <QIcon>
#include <QList>

#include <vector>

namespace sluice {

/// One row of the Problems dock: a diagnostic and the document it belongs to.
struct Problem {
    const QObject *document = nullptr; ///< identifies the document; never dereferenced
    QString file;                      ///< what the row shows as the file
    Diagnostic diagnostic;
};

/// The diagnostics of all open documents as a table (severity, message, file, line, column,
/// code), grouped by document in the order the documents first reported, each in text order.
class ProblemsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { MessageColumn, FileColumn, LineColumn, ColumnColumn, CodeColumn, ColumnCount };

    explicit ProblemsModel(QObject *parent = nullptr);

    /// Replaces the rows of `document`.
    void setDiagnostics(const QObject *document, const QString &file,
                        const std::vector<Diagnostic> &diagnostics);
    /// Changes the file shown for `document` (after Save As).
    void setFile(const QObject *document, const QString &file);
    void removeDocument(const QObject *document);

    const Problem &problem(int row) const { return m_rows.at(row); }
    int errorCount() const;
    int warningCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// A small round icon in the colour of a severity (also used by the editor's margin).
    static QIcon severityIcon(Severity severity);

signals:
    void countsChanged();

private:
    QString severityText(Severity severity) const;

    QList<Problem> m_rows;
};

} // namespace sluice
