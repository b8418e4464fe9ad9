#include "problems_model.h"

#include <bridge/engine_text.h>
#include <live_text.h>

#include <QPainter>
#include <QPixmap>

#include <algorithm>

namespace sluice {

ProblemsModel::ProblemsModel(QObject *parent) : QAbstractTableModel(parent)
{
    // Its headers (and texts) are worded in the language.
    LiveText::bind(this, [this] {
        if (columnCount() > 0)
            emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    });
}

void ProblemsModel::setDiagnostics(const QObject *document, const QString &file,
                                   const std::vector<Diagnostic> &diagnostics)
{
    std::vector<Diagnostic> sorted = diagnostics;
    std::stable_sort(sorted.begin(), sorted.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return a.range.begin.offset < b.range.begin.offset;
    });
    if (sorted.empty())
        m_checks.remove(document);
    else
        m_checks.insert(document, std::move(sorted));
    rebuild(document, file);
}

void ProblemsModel::setRunFailure(const QObject *document, const QString &file,
                                  const std::optional<Diagnostic> &failure)
{
    if (failure)
        m_runFailures.insert(document, *failure);
    else if (!m_runFailures.remove(document))
        return;
    rebuild(document, file);
}

void ProblemsModel::rebuild(const QObject *document, const QString &file)
{
    // Replace in place so the document keeps its position in the table.
    auto first = std::find_if(m_rows.begin(), m_rows.end(),
                              [&](const Problem &p) { return p.document == document; });
    const int at = first == m_rows.end() ? int(m_rows.size()) : int(first - m_rows.begin());
    int count = 0;
    while (at + count < m_rows.size() && m_rows[at + count].document == document)
        ++count;
    const QString shown = file.isEmpty() && count > 0 ? m_rows[at].file : file;
    if (count > 0) {
        beginRemoveRows({}, at, at + count - 1);
        m_rows.remove(at, count);
        endRemoveRows();
    }
    std::vector<Diagnostic> rows = m_checks.value(document);
    if (const auto run = m_runFailures.constFind(document); run != m_runFailures.constEnd())
        rows.push_back(*run);
    if (!rows.empty()) {
        beginInsertRows({}, at, at + int(rows.size()) - 1);
        for (std::size_t i = 0; i < rows.size(); ++i)
            m_rows.insert(at + qsizetype(i), Problem{document, shown, rows[i]});
        endInsertRows();
    }
    emit countsChanged();
}

void ProblemsModel::setFile(const QObject *document, const QString &file)
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows[row].document == document) {
            m_rows[row].file = file;
            emit dataChanged(index(row, FileColumn), index(row, FileColumn));
        }
    }
}

void ProblemsModel::removeDocument(const QObject *document)
{
    m_checks.remove(document);
    m_runFailures.remove(document);
    rebuild(document, {});
}

int ProblemsModel::errorCount(const QObject *document) const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [document](const Problem &p) {
        return p.diagnostic.severity == Severity::Error && (!document || p.document == document);
    }));
}

int ProblemsModel::warningCount(const QObject *document) const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [document](const Problem &p) {
        return p.diagnostic.severity == Severity::Warning && (!document || p.document == document);
    }));
}

int ProblemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ProblemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ProblemsModel::severityText(Severity severity) const
{
    switch (severity) {
    case Severity::Error: return tr("Error");
    case Severity::Warning: return tr("Warning");
    case Severity::Info: return tr("Info");
    }
    return {};
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Problem &p = m_rows[index.row()];
    const Diagnostic &d = p.diagnostic;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case MessageColumn: {
            // One line in the table; the whole message in the tooltip.
            const QString message = translated(d.message);
            const qsizetype newline = message.indexOf(QLatin1Char('\n'));
            return newline < 0 ? message : message.left(newline) + QStringLiteral(" …");
        }
        case FileColumn: return p.file;
        case LineColumn: return d.range.valid() ? QVariant(d.range.begin.line) : QVariant();
        case ColumnColumn: return d.range.valid() ? QVariant(d.range.begin.column) : QVariant();
        case CodeColumn: return QString::fromStdString(d.code);
        default: break;
        }
    } else if (role == Qt::DecorationRole && index.column() == MessageColumn) {
        return severityIcon(d.severity);
    } else if (role == Qt::ToolTipRole) {
        return QStringLiteral("%1: %2").arg(severityText(d.severity),
                                            translated(d.message));
    } else if (role == Qt::TextAlignmentRole
               && (index.column() == LineColumn || index.column() == ColumnColumn)) {
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MessageColumn: return tr("Message");
    case FileColumn: return tr("File");
    case LineColumn: return tr("Line");
    case ColumnColumn: return tr("Column");
    case CodeColumn: return tr("Rule");
    default: break;
    }
    return {};
}

QIcon ProblemsModel::severityIcon(Severity severity)
{
    QColor color;
    switch (severity) {
    case Severity::Error: color = QColor(0xe5, 0x1c, 0x23); break;
    case Severity::Warning: color = QColor(0xe0, 0xa0, 0x00); break;
    case Severity::Info: color = QColor(0x1f, 0x6f, 0xeb); break;
    }
    QIcon icon;
    for (int size : {12, 16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
        const qreal margin = size / 8.0;
        painter.drawEllipse(QRectF(margin, margin, size - 2 * margin, size - 2 * margin));
        painter.setPen(QPen(Qt::white, size / 8.0, Qt::SolidLine, Qt::RoundCap));
        const qreal c = size / 2.0;
        if (severity == Severity::Info) {
            painter.drawLine(QPointF(c, c - size * 0.02), QPointF(c, c + size * 0.2));
            painter.drawPoint(QPointF(c, c - size * 0.2));
        } else {
            painter.drawLine(QPointF(c, c - size * 0.2), QPointF(c, c + size * 0.02));
            painter.drawPoint(QPointF(c, c + size * 0.2));
        }
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace sluice
