#include "results_model.h"

#include <live_text.h>

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace sluice {

ResultsModel::ResultsModel(QObject *parent) : QAbstractTableModel(parent)
{
    // Its headers (and texts) are worded in the language.
    LiveText::bind(this, [this] {
        if (columnCount() > 0)
            emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    });
}

ResultsModel::Sink &ResultsModel::sinkNamed(const QString &name)
{
    auto it = m_sinks.find(name);
    if (it == m_sinks.end()) {
        it = m_sinks.insert(name, Sink{});
        it->schema.sinkName = name.toStdString();
        m_order << name;
        // The caller resets the model around this when the first sink becomes the current one.
        if (m_current.isEmpty())
            m_current = name;
    }
    return *it;
}

const ResultsModel::Sink *ResultsModel::current() const
{
    const auto it = m_sinks.constFind(m_current);
    return it == m_sinks.constEnd() ? nullptr : &*it;
}

void ResultsModel::setSchema(const ResultSchema &schema)
{
    const QString name = QString::fromStdString(schema.sinkName);
    const bool isCurrent = name == m_current || m_current.isEmpty();
    const int sinkCount = int(m_order.size());
    if (isCurrent)
        beginResetModel();
    Sink &sink = sinkNamed(name);
    sink.schema = schema;
    if (isCurrent)
        endResetModel();
    if (int(m_order.size()) != sinkCount)
        emit sinksChanged();
}

std::string ResultsModel::keyOf(const Values &values)
{
    std::string key;
    for (const auto &value : values) {
        // NULL and the empty string must differ; the separator never occurs in print text.
        key += value ? "\x01" + *value : std::string("\x02");
        key += '\x1f';
    }
    return key;
}

void ResultsModel::insertRow(Sink &sink, Values values)
{
    sink.positions[keyOf(values)].push_back(sink.table.size());
    sink.table.push_back(std::move(values));
}

void ResultsModel::removeAt(Sink &sink, std::size_t position)
{
    // Swap with the last row so that removal is O(1); the table has no inherent order.
    auto dropPosition = [&sink](const Values &values, std::size_t from) {
        auto it = sink.positions.find(keyOf(values));
        auto &list = it->second;
        list.erase(std::find(list.begin(), list.end(), from));
        if (list.empty())
            sink.positions.erase(it);
    };
    const std::size_t last = sink.table.size() - 1;
    dropPosition(sink.table[position], position);
    if (position != last) {
        auto &moved = sink.positions[keyOf(sink.table[last])];
        std::replace(moved.begin(), moved.end(), last, position);
        sink.table[position] = std::move(sink.table[last]);
    }
    sink.table.pop_back();
}

bool ResultsModel::retractRow(Sink &sink, const Values &values)
{
    const auto it = sink.positions.find(keyOf(values));
    if (it == sink.positions.end())
        return false; // retracts a row the limit already dropped
    removeAt(sink, it->second.back());
    return true;
}

void ResultsModel::addRows(const QString &name, const std::vector<ResultRow> &rows)
{
    if (rows.empty())
        return;
    const int sinkCount = int(m_order.size());
    const bool first = m_current.isEmpty();
    if (first)
        beginResetModel();
    Sink &sink = sinkNamed(name);
    if (first)
        endResetModel();
    if (int(m_order.size()) != sinkCount)
        emit sinksChanged();
    const bool shown = name == m_current;
    if (shown && m_materialized)
        beginResetModel();

    for (const ResultRow &row : rows) {
        ++sink.counters.seen;
        if (row.kind == "+I") {
            ++sink.counters.inserts;
            insertRow(sink, row.values);
        } else if (row.kind == "+U") {
            ++sink.counters.updatesAfter;
            insertRow(sink, row.values);
        } else if (row.kind == "-U") {
            ++sink.counters.updatesBefore;
            retractRow(sink, row.values);
        } else if (row.kind == "-D") {
            ++sink.counters.deletes;
            retractRow(sink, row.values);
        }
    }

    // The changelog keeps only its newest rows: append at most `limit` of this batch.
    const std::size_t limit = std::size_t(m_limit);
    const std::size_t take = std::min(rows.size(), limit);
    const bool notifyChangelog = shown && !m_materialized;
    if (notifyChangelog) {
        const int first = int(sink.changelog.size());
        beginInsertRows({}, first, first + int(take) - 1);
    }
    sink.changelog.insert(sink.changelog.end(), rows.end() - std::ptrdiff_t(take), rows.end());
    sink.counters.evicted += qint64(rows.size() - take);
    if (notifyChangelog)
        endInsertRows();
    trim(sink, notifyChangelog);

    if (shown && m_materialized)
        endResetModel();
    emit countersChanged();
}

void ResultsModel::trim(Sink &sink, bool notify)
{
    const std::size_t limit = std::size_t(m_limit);
    if (sink.changelog.size() > limit) {
        const std::size_t excess = sink.changelog.size() - limit;
        if (notify)
            beginRemoveRows({}, 0, int(excess) - 1);
        sink.changelog.erase(sink.changelog.begin(), sink.changelog.begin() + std::ptrdiff_t(excess));
        sink.counters.evicted += qint64(excess);
        if (notify)
            endRemoveRows();
    }
    // The table drops its oldest rows, as the Flink SQL client's materialized view does.
    while (sink.table.size() > limit)
        removeAt(sink, 0);
}

void ResultsModel::clear()
{
    beginResetModel();
    m_sinks.clear();
    m_order.clear();
    m_current.clear();
    endResetModel();
    emit sinksChanged();
    emit countersChanged();
}

void ResultsModel::setCurrentSink(const QString &sink)
{
    if (sink == m_current || !m_sinks.contains(sink))
        return;
    beginResetModel();
    m_current = sink;
    endResetModel();
    emit countersChanged();
}

void ResultsModel::setMaterialized(bool materialized)
{
    if (materialized == m_materialized)
        return;
    beginResetModel();
    m_materialized = materialized;
    endResetModel();
}

void ResultsModel::setRowLimit(int limit)
{
    limit = std::max(1, limit);
    if (limit == m_limit)
        return;
    beginResetModel();
    m_limit = limit;
    for (Sink &sink : m_sinks)
        trim(sink, false);
    endResetModel();
    emit countersChanged();
}

ResultsModel::Counters ResultsModel::counters(const QString &sink) const
{
    const auto it = m_sinks.constFind(sink.isEmpty() ? m_current : sink);
    return it == m_sinks.constEnd() ? Counters{} : it->counters;
}

int ResultsModel::materializedRowCount(const QString &sink) const
{
    const auto it = m_sinks.constFind(sink.isEmpty() ? m_current : sink);
    return it == m_sinks.constEnd() ? 0 : int(it->table.size());
}

int ResultsModel::rowCount(const QModelIndex &parent) const
{
    const Sink *sink = current();
    if (parent.isValid() || !sink)
        return 0;
    return int(m_materialized ? sink->table.size() : sink->changelog.size());
}

int ResultsModel::columnCount(const QModelIndex &parent) const
{
    const Sink *sink = current();
    if (parent.isValid() || !sink)
        return 0;
    return int(sink->schema.columnNames.size()) + (m_materialized ? 0 : 1);
}

QVariant ResultsModel::data(const QModelIndex &index, int role) const
{
    const Sink *sink = current();
    if (!sink || !index.isValid())
        return {};
    int column = index.column();
    const std::optional<std::string> *value = nullptr;
    QString kind;
    if (m_materialized) {
        const Values &values = sink->table[std::size_t(index.row())];
        if (std::size_t(column) < values.size())
            value = &values[std::size_t(column)];
    } else {
        const ResultRow &row = sink->changelog[std::size_t(index.row())];
        if (column == 0) {
            kind = QString::fromStdString(row.kind);
        } else if (std::size_t(column - 1) < row.values.size()) {
            value = &row.values[std::size_t(column - 1)];
        }
    }
    const bool isNull = value && !*value;
    switch (role) {
    case Qt::DisplayRole:
        if (!kind.isEmpty())
            return kind;
        if (!value)
            return {};
        return isNull ? QStringLiteral("NULL") : QString::fromStdString(**value);
    case Qt::ForegroundRole:
        if (isNull)
            return QGuiApplication::palette().brush(QPalette::PlaceholderText);
        if (kind.startsWith(QLatin1Char('-')))
            return QBrush(QColor(0xd0, 0x5a, 0x4e));
        if (kind == QLatin1String("+U"))
            return QBrush(QColor(0x3b, 0x9a, 0x5a));
        return {};
    case Qt::FontRole:
        if (isNull) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const Sink *sink = current();
    if (orientation != Qt::Horizontal || !sink)
        return QAbstractTableModel::headerData(section, orientation, role);
    const int column = m_materialized ? section : section - 1;
    if (!m_materialized && section == 0) {
        if (role == Qt::DisplayRole)
            return tr("op");
        if (role == Qt::ToolTipRole)
            return tr("Change kind: +I insert, -U update before, +U update after, -D delete");
        return {};
    }
    if (column < 0 || std::size_t(column) >= sink->schema.columnNames.size())
        return {};
    if (role == Qt::DisplayRole)
        return QString::fromStdString(sink->schema.columnNames[std::size_t(column)]);
    if (role == Qt::ToolTipRole && std::size_t(column) < sink->schema.columnTypes.size())
        return QString::fromStdString(sink->schema.columnTypes[std::size_t(column)]);
    return {};
}

} // namespace sluice
