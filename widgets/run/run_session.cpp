#include "run_session.h"

#include "checkpoint_history.h"
#include "cluster_plan.h"
#include "results_model.h"
#include "run_history.h"

#include "unit_scale.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace sluice {

namespace {

/// The "line L:C: " the engine puts before each finding it lists, in the UI's language.
QRegularExpression listedPosition()
{
    const QString item = QCoreApplication::translate("sluice::Engine", "line %1:%2: %3");
    static const QRegularExpression placeholder(QStringLiteral("%[12]"));
    QStringList pieces;
    for (const QString &piece : item.left(item.indexOf(QLatin1String("%3"))).split(placeholder))
        pieces << QRegularExpression::escape(piece);
    return QRegularExpression(QLatin1Char('^') + pieces.join(QLatin1String("\\d+")));
}

// What the planner computes off the GUI thread for a run.
struct Planned {
    ExplainResult plan;
    std::vector<std::pair<std::string, std::string>> settings;
};

QString clockText(double seconds)
{
    const int total = int(seconds);
    return QStringLiteral("%1:%2").arg(total / 60, 2, 10, QLatin1Char('0'))
        .arg(total % 60, 2, 10, QLatin1Char('0'));
}

/// "8 s", "3 min", "2 h 5 min": enough to plan by, without false precision.
QString roughDuration(double seconds)
{
    const qint64 s = qint64(std::ceil(seconds));
    if (s < 90)
        return RunSession::tr("%1 s").arg(s);
    if (s < 90 * 60)
        return RunSession::tr("%1 min").arg((s + 30) / 60);
    return RunSession::tr("%1 h %2 min").arg(s / 3600).arg(s % 3600 / 60);
}

} // namespace

RunSession::RunSession(RunHistory *history, QObject *parent)
    : QObject(parent), m_history(history), m_results(new ResultsModel(this)),
      m_checkpoints(new CheckpointHistory(this))
{
    m_planner.setDelay(0);
    m_planner.setFunction([](std::string text) {
        Planned planned;
        planned.plan = explainScript(text);
        planned.settings = checkScript(text).settings;
        return std::any(std::move(planned));
    });
    connect(&m_planner, &AnalysisRunner::finished, this,
            [this](quint64, const std::any &result, const QString &) { onPlanned(result); });
    connect(&m_controller, &JobController::metricsSampled, this, &RunSession::onMetrics);
    connect(&m_controller, &JobController::stateChanged, this, &RunSession::onStateChanged);
    connect(&m_controller, &JobController::schemaReceived, m_results, &ResultsModel::setSchema);
    connect(&m_controller, &JobController::rowsReceived, m_results, &ResultsModel::addRows);
    connect(&m_controller, &JobController::noticeChanged, this, &RunSession::metricsUpdated);
    connect(&m_controller, &JobController::clusterPlanReceived, this, &RunSession::onClusterPlan);
}

void RunSession::start(const QByteArray &script, const QString &restorePath)
{
    beginRun(script);
    m_controller.start(script, {}, restorePath);
    runBegun();
}

void RunSession::startOnCluster(const cluster::ClusterTarget &target, const QByteArray &script, const QString &restorePath)
{
    beginRun(script);
    m_controller.startOnCluster(target, script, restorePath);
    runBegun();
}

void RunSession::watchClusterJob(const cluster::ClusterTarget &target, const QString &jobId)
{
    beginRun({});
    m_controller.watchClusterJob(target, jobId);
    runBegun();
}

void RunSession::beginRun(const QByteArray &script)
{
    // A run still going ends here as stopped, and is archived before its series are cleared.
    if (m_controller.isActive()) {
        m_endedSeconds = elapsedSeconds();
        archive(RunState::Stopped);
    }
    m_archived = true; // the controller reports the old run's end while switching
    m_metrics.clear();
    m_last = {};
    m_results->clear();
    m_checkpoints->clear();
    m_plan = {};
    m_localPlan = {};
    m_clusterPlans.clear();
    m_mapping.clear();
    m_parameters.clear();
    m_planned = false;
    m_archivePending = false;
    m_planner.runNow(script);
}

void RunSession::runBegun()
{
    m_endedSeconds = -1;
    m_clock.start();
    m_startedAt = QDateTime::currentDateTime();
    m_archived = false;
    emit planChanged();
    emit metricsUpdated();
}

void RunSession::restart()
{
    if (m_controller.script().isEmpty())
        return;
    beginRun(m_controller.script());
    m_controller.restart();
    runBegun();
}

double RunSession::elapsedSeconds() const
{
    if (m_endedSeconds >= 0)
        return m_endedSeconds;
    return m_clock.isValid() ? double(m_clock.elapsed()) / 1000.0 : 0.0;
}

QString RunSession::statusText() const
{
    const RunState state = m_controller.state();
    switch (state) {
    case RunState::Idle:
        return tr("No job running");
    case RunState::Failed: {
        // The engine's first specific line: "the job has errors:" heads a list of them, and the
        // line number is shown apart.
        QString message;
        const QStringList lines = m_controller.failureMessage().split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            message = line.trimmed();
            if (!message.endsWith(QLatin1Char(':')) && !message.endsWith(QChar(0xFF1A))) // or '：'
                break;
        }
        message.remove(listedPosition());
        if (m_controller.failureLine() > 0)
            return tr("Failed at line %1: %2").arg(m_controller.failureLine()).arg(message);
        return tr("Failed: %1").arg(message);
    }
    default: {
        const QString cluster = m_controller.clusterName();
        QString text = cluster.isEmpty() ? tr("%1 · %2").arg(runStateText(state), clockText(elapsedSeconds()))
                                         : tr("%1 on %2 · %3").arg(runStateText(state), cluster, clockText(elapsedSeconds()));
        // The cluster cannot be reached, say: while it lasts, before anything else.
        if (const QString notice = m_controller.notice(); !notice.isEmpty())
            text += QStringLiteral(" · ") + notice;
        if (const QString progress = progressText(); !progress.isEmpty() && state == RunState::Running)
            text += QStringLiteral(" · ") + progress;
        // A restart strategy restarted the job after failures (Flink's numRestarts).
        if (m_last.numRestarts > 0)
            text += tr(" · restarted %n time(s)", nullptr, static_cast<int>(m_last.numRestarts));
        // Checkpoints (Flink's numberOfCompletedCheckpoints / numberOfFailedCheckpoints).
        if (m_last.completedCheckpoints > 0)
            text += tr(" · %n checkpoint(s)", nullptr, static_cast<int>(m_last.completedCheckpoints));
        if (m_last.failedCheckpoints > 0)
            text += tr(" · %n failed checkpoint(s)", nullptr, static_cast<int>(m_last.failedCheckpoints));
        // Past 80% of the budget the engine stops the job at: say so before it happens.
        if (m_last.heapStateBudget > 0 && m_last.heapStateBytes * 5 > m_last.heapStateBudget * 4)
            text += tr(" · state at %1% of its memory budget")
                        .arg(m_last.heapStateBytes * 100 / m_last.heapStateBudget);
        return text;
    }
    }
}

std::optional<RunSession::Progress> RunSession::progress() const
{
    Progress p;
    bool anySource = false;
    for (const SubtaskMetrics &m : m_last.subtasks) {
        if (!m.source)
            continue;
        if (m.sourceTotal < 0 || (anySource && m.sourceTotalInBytes != p.bytes))
            return std::nullopt; // a source of unknown size: no end to count toward
        anySource = true;
        p.bytes = m.sourceTotalInBytes;
        p.done += m.sourceDone;
        p.total += m.sourceTotal;
        p.perSecond += m.recordsOutPerSecond;
    }
    if (!anySource || p.total <= 0)
        return std::nullopt;
    if (p.bytes)
        p.perSecond = 0; // rows per second say nothing of bytes
    if (p.perSecond > 0)
        p.etaSeconds = double(std::max<qint64>(0, p.total - p.done)) / p.perSecond;
    return p;
}

QString RunSession::progressText() const
{
    const std::optional<Progress> p = progress();
    if (!p)
        return {};
    const QLocale locale;
    const int percent = int(std::min<qint64>(100, p->done * 100 / p->total));
    QString text = p->bytes ? tr("%1 of %2 read (%3 %)")
                                  .arg(UnitScale::format(double(p->done), UnitScale::Unit::Bytes),
                                       UnitScale::format(double(p->total), UnitScale::Unit::Bytes))
                                  .arg(percent)
                            : tr("%1 of %2 rows (%3 %)")
                                  .arg(locale.toString(p->done), locale.toString(p->total))
                                  .arg(percent);
    if (p->perSecond > 0)
        text += tr(" · %1 rows/s").arg(locale.toString(qRound64(p->perSecond)));
    if (p->etaSeconds >= 0 && p->done < p->total)
        text += tr(" · about %1 left").arg(roughDuration(p->etaSeconds));
    return text;
}

void RunSession::onMetrics(const MetricsSnapshot &snapshot)
{
    const double seconds = elapsedSeconds();
    m_metrics.addSnapshot(seconds, snapshot);
    m_checkpoints->addSnapshot(snapshot);
    double cpu = 0;
    qint64 memory = 0;
    // This process's own figures say nothing of a job that runs on a cluster.
    if (m_controller.clusterName().isEmpty() && m_process.sample(&cpu, &memory))
        m_metrics.addProcessSample(seconds, cpu, double(memory));
    const bool firstSample = m_last.subtasks.empty() && !snapshot.subtasks.empty();
    m_last = snapshot;
    if (firstSample)
        rebuildMapping();
    emit metricsUpdated();
}

void RunSession::onPlanned(const std::any &result)
{
    const auto *planned = std::any_cast<Planned>(&result);
    if (!planned)
        return;
    m_localPlan = planned->plan;
    if (m_clusterPlans.isEmpty())
        m_plan = m_localPlan;
    else
        showClusterPlans(); // the vertices' SQL comes from the local plan
    m_parameters.clear();
    for (const auto &[key, value] : planned->settings)
        m_parameters.append({QString::fromStdString(key), QString::fromStdString(value)});
    m_planned = true;
    rebuildMapping();
    if (m_archivePending) {
        m_archivePending = false;
        m_archived = false;
        archive(m_pendingOutcome);
    }
}

void RunSession::onClusterPlan(const QString &jobId, const QString &name, const QJsonObject &plan)
{
    m_clusterPlans.append({jobId, name, plan});
    showClusterPlans();
}

void RunSession::showClusterPlans()
{
    // The cluster's own plans replace the local ones in the job graph; the local plan lends
    // them the SQL each vertex came from. Metrics name the vertices: they map onto the nodes.
    ExplainResult result;
    result.diagnostics = m_localPlan.diagnostics;
    m_mapping.clear();
    for (int s = 0; s < m_clusterPlans.size(); ++s) {
        const ClusterJobPlan &job = m_clusterPlans[s];
        const ClusterPlan cluster = ClusterPlan::fromFlink(
            tr("%1 (job %2)").arg(job.name.simplified().left(80), job.jobId.left(8)), job.plan, m_localPlan.graphs);
        result.plans.emplace_back(cluster.statement.title, cluster.statement.text);
        result.graphs.push_back(cluster.statement);
        for (const auto &[vertex, node] : cluster.vertexNodes)
            m_mapping.assign(vertex, {s, node});
    }
    m_plan = std::move(result);
    emit planChanged();
}

void RunSession::rebuildMapping()
{
    if (!m_clusterPlans.isEmpty())
        return; // showClusterPlans() mapped the cluster's vertices
    std::vector<std::pair<QString, QString>> operators;
    for (const SubtaskMetrics &m : m_last.subtasks) {
        if (m.subtaskIndex == 0)
            operators.emplace_back(QString::fromStdString(m.operatorId),
                                   QString::fromStdString(m.operatorName));
    }
    if (!operators.empty() && m_mapping.build(m_plan.graphs, operators)) {
        // Legends name operators as the plan does: "Join #5".
        for (const auto &[id, name] : operators) {
            const OperatorMapping::NodeRef ref = m_mapping.nodeOf(id);
            const QString prefix = m_plan.graphs.size() > 1
                                       ? QStringLiteral("%1.").arg(ref.statement + 1)
                                       : QString();
            m_metrics.setOperatorLabel(id, QStringLiteral("%1 #%2%3").arg(name, prefix)
                                               .arg(ref.node));
        }
    }
    emit planChanged();
}

void RunSession::onStateChanged(RunState state)
{
    if (state == RunState::Finished || state == RunState::Failed || state == RunState::Stopped) {
        m_endedSeconds = m_clock.isValid() ? double(m_clock.elapsed()) / 1000.0 : 0.0;
        archive(state);
    }
    emit stateChanged(state);
}

void RunSession::archive(RunState outcome)
{
    if (m_archived || !m_history)
        return;
    m_archived = true;
    if (!m_planned) {
        // The parameters come with the plan: wait for it.
        m_archivePending = true;
        m_pendingOutcome = outcome;
        return;
    }
    if (m_metrics.seriesCount() == 0)
        return; // failed before it ran: nothing to compare
    RunRecord record;
    record.number = m_history->count() == 0 ? 1 : m_history->run(m_history->count() - 1).number + 1;
    // A cluster run says where it ran, for Compare Runs beside the engine's runs of the script.
    const QString cluster = m_controller.clusterName();
    record.jobName = cluster.isEmpty() ? m_jobName : tr("%1 on %2").arg(m_jobName, cluster);
    record.startedAt = m_startedAt;
    record.seconds = m_endedSeconds;
    record.outcome = outcome;
    record.parameters = m_parameters;
    record.metrics = std::make_shared<const MetricHistory>(m_metrics);
    m_history->addRun(std::move(record));
}

} // namespace sluice
