#pragma once

#include <sluice/diagnostics.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QIcon>
#include <QList>

#include <optional>
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

    /// Replaces the check's rows of `document`.
    void setDiagnostics(const QObject *document, const QString &file,
                        const std::vector<Diagnostic> &diagnostics);
    /// Sets (or, nullopt, clears) why the last run of `document` failed: a row after its
    /// check's, with code kRunFailedCode, the whole message in its tooltip and details.
    void setRunFailure(const QObject *document, const QString &file,
                       const std::optional<Diagnostic> &failure);
    static constexpr const char *kRunFailedCode = "run-failed";
    /// Changes the file shown for `document` (after Save As).
    void setFile(const QObject *document, const QString &file);
    void removeDocument(const QObject *document);

    const Problem &problem(int row) const { return m_rows.at(row); }
    /// Over every document, or only `document`'s.
    int errorCount(const QObject *document = nullptr) const;
    int warningCount(const QObject *document = nullptr) const;

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
    /// Rewrites the rows of `document` from its check diagnostics and run failure.
    void rebuild(const QObject *document, const QString &file);

    QList<Problem> m_rows;
    QHash<const QObject *, std::vector<Diagnostic>> m_checks;
    QHash<const QObject *, Diagnostic> m_runFailures;
};

} // namespace sluice
