#include "run_history.h"

#include <live_text.h>

#include "run_history_store.h"

#include <algorithm>
#include <map>

namespace sluice {

RunHistory::RunHistory(QObject *parent) : QAbstractListModel(parent)
{
    // Its rows' descriptions are worded in the language.
    LiveText::bind(this, [this] {
        if (count() > 0)
            emit dataChanged(index(0), index(count() - 1));
    });
}

RunHistory::~RunHistory() = default;

void RunHistory::setStore(std::unique_ptr<RunHistoryStore> store)
{
    beginResetModel();
    m_store = std::move(store);
    m_runs = m_store ? m_store->load() : std::vector<RunRecord>{};
    endResetModel();
    if (m_store && !m_store->error().isEmpty())
        emit storeFailed(m_store->error());
    setLimit(m_limit);
}

void RunHistory::storeResult(bool ok)
{
    if (!ok && m_store)
        emit storeFailed(m_store->error());
}

void RunHistory::addRun(RunRecord record)
{
    if (m_store && m_store->isOpen())
        storeResult(m_store->save(record));
    const int row = count();
    beginInsertRows({}, row, row);
    m_runs.push_back(std::move(record));
    endInsertRows();
    setLimit(m_limit);
}

void RunHistory::removeRun(int index)
{
    if (index < 0 || index >= count())
        return;
    if (m_store && m_store->isOpen())
        storeResult(m_store->remove(m_runs[std::size_t(index)].number));
    beginRemoveRows({}, index, index);
    m_runs.erase(m_runs.begin() + index);
    endRemoveRows();
}

void RunHistory::removeAll()
{
    if (m_store && m_store->isOpen())
        storeResult(m_store->removeAll());
    beginResetModel();
    m_runs.clear();
    endResetModel();
}

void RunHistory::setLimit(int limit)
{
    m_limit = std::max(2, limit);
    if (count() <= m_limit)
        return;
    const int excess = count() - m_limit;
    if (m_store && m_store->isOpen()) {
        for (int i = 0; i < excess; ++i)
            storeResult(m_store->remove(m_runs[std::size_t(i)].number));
    }
    beginRemoveRows({}, 0, excess - 1);
    m_runs.erase(m_runs.begin(), m_runs.begin() + excess);
    endRemoveRows();
}

QString RunHistory::describe(const RunRecord &record)
{
    const bool today = record.startedAt.date() == QDate::currentDate();
    return tr("#%1 %2 · %3 · %4 · %5 s")
        .arg(record.number)
        .arg(record.jobName,
             record.startedAt.toString(today ? QStringLiteral("HH:mm:ss") : QStringLiteral("yyyy-MM-dd HH:mm")),
             runStateText(record.outcome))
        .arg(qRound(record.seconds));
}

RunSummary RunHistory::summarize(const MetricHistory &metrics)
{
    RunSummary summary;
    auto figures = [&metrics](MetricKind kind, double *average, double *peak) {
        const int index = metrics.indexOf(kind, {});
        if (index < 0)
            return;
        *average = metrics.series(index).average();
        *peak = metrics.series(index).peak();
    };
    figures(MetricKind::RecordsInRate, &summary.averageRead, &summary.peakRead);
    figures(MetricKind::RecordsOutRate, &summary.averageWritten, &summary.peakWritten);
    // State is summed over operators at each sampling instant (the series share timestamps).
    auto peakOfSum = [&metrics](MetricKind kind) {
        double peak = 0;
        for (const QPointF &p : jobSeries(metrics, kind))
            peak = std::max(peak, p.y());
        return peak;
    };
    summary.peakStateBytes = peakOfSum(MetricKind::StateBytes);
    summary.peakStateEntries = peakOfSum(MetricKind::StateEntries);
    summary.expired = metrics.totalExpired();
    summary.lateDropped = metrics.totalLateDropped();
    summary.written = metrics.totalRecordsWritten();
    summary.seconds = metrics.lastTime();
    return summary;
}

std::vector<QPointF> RunHistory::jobSeries(const MetricHistory &metrics, MetricKind kind)
{
    const int own = metrics.indexOf(kind, {});
    std::map<double, double> sums;
    for (int index : metrics.seriesOf(kind)) {
        if (own >= 0 && index != own)
            continue;
        const MetricSeries &series = metrics.series(index);
        for (int i = 0; i < series.size(); ++i)
            sums[series.at(i).x()] += series.at(i).y();
    }
    std::vector<QPointF> points;
    points.reserve(sums.size());
    for (const auto &[time, sum] : sums)
        points.emplace_back(time, sum);
    return points;
}

QByteArray RunHistory::comparisonCsv(const RunRecord &first, const RunRecord &second)
{
    QByteArray out = "section,name,unit,run A,run B\n";
    auto row = [&out](const char *section, const QString &name, const QString &unit,
                      const QString &a, const QString &b) {
        out += QByteArray(section) + ',' + csvField(name) + ',' + csvField(unit) + ',' +
               csvField(a) + ',' + csvField(b) + '\n';
    };
    auto number = [](double v) { return QString::number(v, 'g', 12); };
    auto outcome = [](RunState state) {
        switch (state) {
        case RunState::Finished: return QStringLiteral("finished");
        case RunState::Failed: return QStringLiteral("failed");
        case RunState::Stopped: return QStringLiteral("stopped");
        default: return QStringLiteral("running");
        }
    };
    row("run", QStringLiteral("number"), {}, QString::number(first.number),
        QString::number(second.number));
    row("run", QStringLiteral("job"), {}, first.jobName, second.jobName);
    // ISO 8601 with the UTC offset, so the time means the same on another machine.
    auto started = [](const QDateTime &t) {
        return t.toOffsetFromUtc(t.offsetFromUtc()).toString(Qt::ISODate);
    };
    row("run", QStringLiteral("started"), {}, started(first.startedAt), started(second.startedAt));
    row("run", QStringLiteral("outcome"), {}, outcome(first.outcome), outcome(second.outcome));
    row("run", QStringLiteral("duration"), QStringLiteral("s"), number(first.seconds),
        number(second.seconds));
    for (const ParameterDifference &d : differences(first, second))
        row("parameter", d.key, {}, d.first, d.second);
    const RunSummary a = summarize(*first.metrics);
    const RunSummary b = summarize(*second.metrics);
    const QString rate = QStringLiteral("records/s");
    const QString records = QStringLiteral("records");
    const struct {
        const char *name;
        QString unit;
        double a, b;
    } figures[] = {
        {"average written", rate, a.averageWritten, b.averageWritten},
        {"peak written", rate, a.peakWritten, b.peakWritten},
        {"average read", rate, a.averageRead, b.averageRead},
        {"peak read", rate, a.peakRead, b.peakRead},
        {"peak state size", QStringLiteral("bytes"), a.peakStateBytes, b.peakStateBytes},
        {"peak state entries", QStringLiteral("entries"), a.peakStateEntries, b.peakStateEntries},
        {"entries expired", QStringLiteral("entries"), double(a.expired), double(b.expired)},
        {"late records dropped", records, double(a.lateDropped), double(b.lateDropped)},
        {"records written", records, double(a.written), double(b.written)},
    };
    for (const auto &f : figures)
        row("figure", QString::fromLatin1(f.name), f.unit, number(f.a), number(f.b));
    return out;
}

QList<ParameterDifference> RunHistory::differences(const RunRecord &first, const RunRecord &second)
{
    std::map<QString, std::pair<QString, QString>> values;
    for (const auto &[key, value] : first.parameters)
        values[key].first = value;
    for (const auto &[key, value] : second.parameters)
        values[key].second = value;
    QList<ParameterDifference> result;
    for (const auto &[key, pair] : values) {
        if (pair.first != pair.second)
            result.append({key, pair.first, pair.second});
    }
    return result;
}

int RunHistory::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant RunHistory::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= count())
        return {};
    if (role == Qt::DisplayRole)
        return describe(run(index.row()));
    return {};
}

} // namespace sluice
