#include "cli_commands.h"
#include "cli_files.h"
#include "cli_local_jobs.h"

#include <sluice/engine.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>

namespace sluice::cli {
namespace {

std::atomic<int> g_stopSignal{0};
std::atomic<bool> g_savepointSignal{false};

extern "C" void onStopSignal(int signal)
{
    g_stopSignal.store(signal);
}

/// SIGUSR1: stop with a savepoint (`sluice stop --savepoint`, or `kill -USR1`).
extern "C" void onSavepointSignal(int)
{
    g_savepointSignal.store(true);
}

QJsonObject metricsLine(const MetricsSnapshot &snapshot)
{
    QJsonArray subtasks;
    for (const SubtaskMetrics &m : snapshot.subtasks) {
        QJsonObject o;
        o[QStringLiteral("operatorId")] = QString::fromStdString(m.operatorId);
        o[QStringLiteral("operator")] = QString::fromStdString(m.operatorName);
        o[QStringLiteral("subtask")] = m.subtaskIndex;
        o[QStringLiteral("parallelism")] = m.parallelism;
        o[QStringLiteral("recordsIn")] = qint64(m.recordsIn);
        o[QStringLiteral("recordsOut")] = qint64(m.recordsOut);
        o[QStringLiteral("batchesIn")] = qint64(m.batchesIn);
        o[QStringLiteral("batchesOut")] = qint64(m.batchesOut);
        o[QStringLiteral("recordsInPerSecond")] = m.recordsInPerSecond;
        o[QStringLiteral("recordsOutPerSecond")] = m.recordsOutPerSecond;
        o[QStringLiteral("stateEntries")] = qint64(m.stateEntries);
        o[QStringLiteral("stateBytes")] = qint64(m.stateBytes);
        o[QStringLiteral("stateExpired")] = qint64(m.stateExpired);
        o[QStringLiteral("stateExpiredPerSecond")] = m.stateExpiredPerSecond;
        o[QStringLiteral("lateRecordsDropped")] = qint64(m.lateRecordsDropped);
        o[QStringLiteral("parseErrorsSkipped")] = qint64(m.parseErrorsSkipped);
        o[QStringLiteral("miniBatchFlushes")] = qint64(m.miniBatchFlushes);
        o[QStringLiteral("miniBatchRecords")] = qint64(m.miniBatchRecords);
        o[QStringLiteral("miniBatchAverageSize")] = m.miniBatchAverageSize;
        o[QStringLiteral("recordsBuffered")] = qint64(m.recordsBuffered);
        o[QStringLiteral("inputQueueLength")] = qint64(m.inputQueueLength);
        o[QStringLiteral("inputQueueCapacity")] = qint64(m.inputQueueCapacity);
        o[QStringLiteral("inputQueueFill")] = m.inputQueueFill;
        if (m.hasWatermark()) {
            // Event-time lag: how far the operator's event time trails the wall clock.
            o[QStringLiteral("currentWatermark")] = qint64(m.currentWatermark);
            o[QStringLiteral("eventTimeLag")] = qint64(QDateTime::currentMSecsSinceEpoch() - m.currentWatermark);
        }
        for (const auto &[name, value] : m.extra)
            o[QString::fromStdString(name)] = qint64(value);
        subtasks.append(o);
    }
    QJsonObject line;
    line[QStringLiteral("timestampNanos")] = qint64(snapshot.timestampNanos);
    line[QStringLiteral("subtasks")] = subtasks;
    line[QStringLiteral("numRestarts")] = qint64(snapshot.numRestarts);
    if (!snapshot.checkpoints.empty() || snapshot.completedCheckpoints > 0) {
        line[QStringLiteral("numberOfCompletedCheckpoints")] = qint64(snapshot.completedCheckpoints);
        line[QStringLiteral("numberOfFailedCheckpoints")] = qint64(snapshot.failedCheckpoints);
        QJsonArray history;
        for (const CheckpointStats &c : snapshot.checkpoints) {
            QJsonObject o;
            o[QStringLiteral("id")] = qint64(c.id);
            o[QStringLiteral("status")] = c.state == CheckpointStats::State::Completed ? QStringLiteral("COMPLETED")
                                          : c.state == CheckpointStats::State::Failed  ? QStringLiteral("FAILED")
                                                                                        : QStringLiteral("IN_PROGRESS");
            o[QStringLiteral("isSavepoint")] = c.savepoint;
            o[QStringLiteral("triggerTimestamp")] = qint64(c.triggerMillis);
            o[QStringLiteral("duration")] = qint64(c.durationMillis);
            o[QStringLiteral("stateSize")] = qint64(c.stateBytes);
            o[QStringLiteral("alignmentDuration")] = qint64(c.alignmentMillis);
            o[QStringLiteral("numAcknowledgedSubtasks")] = c.acknowledged;
            o[QStringLiteral("numSubtasks")] = c.subtasks;
            if (!c.path.empty())
                o[QStringLiteral("externalPath")] = QString::fromStdString(c.path);
            if (!c.failure.empty())
                o[QStringLiteral("failure")] = QString::fromStdString(c.failure.english());
            history.append(o);
        }
        line[QStringLiteral("checkpoints")] = history;
    }
    if (snapshot.restored.checkpointId > 0) {
        // Flink's latest restored checkpoint: the one given to start from, or after a restart
        // the latest complete one.
        QJsonObject restored;
        restored[QStringLiteral("id")] = qint64(snapshot.restored.checkpointId);
        restored[QStringLiteral("isSavepoint")] = snapshot.restored.savepoint;
        restored[QStringLiteral("restoreTimestamp")] = qint64(snapshot.restored.restoreMillis);
        if (!snapshot.restored.path.empty())
            restored[QStringLiteral("externalPath")] = QString::fromStdString(snapshot.restored.path);
        line[QStringLiteral("latestRestored")] = restored;
    }
    if (!snapshot.lastFailure.empty())
        line[QStringLiteral("lastFailure")] = QString::fromStdString(snapshot.lastFailure.english());
    return line;
}

/// Records the job left out on purpose, per operator: malformed records skipped by
/// ignore-parse-errors and rows dropped behind the watermark. Said at the end on standard error,
/// so a job that "worked" does not hide input it did not use.
void reportLeftOutRecords(const MetricsSnapshot &snapshot)
{
    struct Counts {
        std::int64_t skipped = 0, late = 0;
    };
    std::vector<std::pair<std::string, Counts>> byOperator; // in the snapshot's order
    for (const SubtaskMetrics &m : snapshot.subtasks) {
        auto it = std::find_if(byOperator.begin(), byOperator.end(),
                               [&](const auto &entry) { return entry.first == m.operatorName; });
        if (it == byOperator.end())
            it = byOperator.insert(byOperator.end(), {m.operatorName, {}});
        it->second.skipped += m.parseErrorsSkipped;
        it->second.late += m.lateRecordsDropped;
    }
    for (const auto &[name, counts] : byOperator) {
        if (counts.skipped > 0)
            std::fprintf(stderr,
                         "sluice: %s: %lld malformed record%s skipped (ignore-parse-errors)\n",
                         name.c_str(), static_cast<long long>(counts.skipped),
                         counts.skipped == 1 ? "" : "s");
        if (counts.late > 0)
            std::fprintf(stderr, "sluice: %s: %lld late record%s dropped (behind the watermark)\n",
                         name.c_str(), static_cast<long long>(counts.late),
                         counts.late == 1 ? "" : "s");
    }
}

} // namespace

int runRun(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Runs a job on the embedded engine. Standard output carries only the job's output (print\n"
        "sinks; a bare SELECT's changelog as the Flink SQL client's tableau); messages go to\n"
        "standard error. A job with only bounded sources ends by itself; an unbounded one runs\n"
        "until SIGINT/SIGTERM or --timeout, then stops cleanly."));
    parser.addHelpOption();
    QCommandLineOption set(QStringLiteral("set"), QStringLiteral("A configuration option, before the job's own SETs (repeatable)."),
                           QStringLiteral("KEY=VALUE"));
    QCommandLineOption metricsOut(QStringLiteral("metrics-out"),
                                  QStringLiteral("Write one JSON line of metrics per second to FILE."),
                                  QStringLiteral("FILE"));
    QCommandLineOption timeout(QStringLiteral("timeout"),
                               QStringLiteral("Stop the job after SECONDS (0: no limit)."),
                               QStringLiteral("SECONDS"), QStringLiteral("0"));
    QCommandLineOption restore(QStringLiteral("restore"),
                               QStringLiteral("Resume from a checkpoint or savepoint: its folder or _metadata file "
                                              "(as execution.state-recovery.path)."),
                               QStringLiteral("PATH"));
    parser.addOptions({set, metricsOut, timeout, restore});
    parser.addPositionalArgument(QStringLiteral("JOB.sql"), QStringLiteral("The job to run."));
    parser.process(args);
    if (parser.positionalArguments().size() != 1) {
        std::fputs("sluice run: expected one JOB.sql argument\n", stderr);
        return 2;
    }
    const QString path = parser.positionalArguments().front();
    auto text = readJobFile(path);
    if (!text)
        return 2;

    JobOptions options;
    for (const QString &kv : parser.values(set)) {
        const auto eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            std::fprintf(stderr, "sluice run: --set expects KEY=VALUE, got '%s'\n", kv.toLocal8Bit().constData());
            return 2;
        }
        options.settings.emplace_back(kv.left(eq).trimmed().toStdString(), kv.mid(eq + 1).trimmed().toStdString());
    }
    bool okTimeout = false;
    const double seconds = parser.value(timeout).toDouble(&okTimeout);
    if (!okTimeout || seconds < 0) {
        std::fputs("sluice run: --timeout expects a number of seconds\n", stderr);
        return 2;
    }
    if (parser.isSet(restore))
        options.restorePath = parser.value(restore).toStdString();
    options.tableauOut = [](std::string_view line) {
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    };

    QFile metricsFile;
    if (parser.isSet(metricsOut)) {
        metricsFile.setFileName(parser.value(metricsOut));
        if (!metricsFile.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            std::fprintf(stderr, "sluice run: cannot write %s: %s\n", metricsFile.fileName().toLocal8Bit().constData(),
                         metricsFile.errorString().toLocal8Bit().constData());
            return 2;
        }
    }

    options.jobs = std::make_shared<LocalJobDirectory>();
    std::fprintf(stderr, "sluice: running %s\n", path.toLocal8Bit().constData());
    auto job = startJob(*text, std::move(options));
    if (!job) {
        const SourceRange &at = job.status().range();
        const QByteArray where = at.valid() ? QStringLiteral("%1:%2:%3").arg(path).arg(at.begin.line).arg(at.begin.column).toLocal8Bit()
                                            : path.toLocal8Bit();
        std::fprintf(stderr, "error: %s: %s\n", where.constData(), job.status().message().c_str());
        return 1;
    }
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
    std::signal(SIGUSR1, onSavepointSignal);
    const qint64 pid = QCoreApplication::applicationPid();
    const QDateTime now = QDateTime::currentDateTime();
    LocalJobs::add({pid, QString::fromStdString((*job)->id()), QString::fromStdString((*job)->name()),
                    QFileInfo(path).absoluteFilePath(), now.toString(Qt::ISODate), now.toMSecsSinceEpoch()});
    std::fprintf(stderr, "sluice: job %s (process %lld; 'sluice stop %lld --savepoint DIR' stops it with a savepoint)\n",
                 (*job)->id().c_str(), static_cast<long long>(pid), static_cast<long long>(pid));

    using namespace std::chrono;
    const auto started = steady_clock::now();
    auto lastMetrics = started;
    bool stopped = false;
    while (!(*job)->waitFor(milliseconds(100))) {
        const auto now = steady_clock::now();
        if (metricsFile.isOpen() && now - lastMetrics >= std::chrono::seconds(1)) {
            lastMetrics = now;
            metricsFile.write(QJsonDocument(metricsLine((*job)->metrics())).toJson(QJsonDocument::Compact) + '\n');
            metricsFile.flush();
        }
        if (g_savepointSignal.exchange(false)) {
            const QString dir = LocalJobs::takeStopRequest(pid).value_or(QString());
            std::fprintf(stderr, "sluice: stopping with a savepoint%s\n",
                         dir.isEmpty() ? " (execution.checkpointing.savepoint-dir)" : (" into " + dir).toLocal8Bit().constData());
            auto savepoint = (*job)->savepoint(dir.toStdString(), true);
            if (savepoint) {
                std::fprintf(stderr, "sluice: savepoint written to %s\n", savepoint->c_str());
                LocalJobs::writeResult(pid, QStringLiteral("ok ") + QString::fromStdString(*savepoint));
            } else {
                std::fprintf(stderr, "sluice: the savepoint failed, the job goes on: %s\n",
                             savepoint.status().message().c_str());
                LocalJobs::writeResult(pid, QStringLiteral("error ") + QString::fromStdString(savepoint.status().message()));
            }
            continue;
        }
        const bool timedOut = seconds > 0 && now - started >= duration<double>(seconds);
        if (!stopped && (g_stopSignal.load() != 0 || timedOut)) {
            std::fprintf(stderr, "sluice: stopping (%s)\n", timedOut ? "timeout" : "signal");
            (*job)->cancel();
            stopped = true;
        }
    }
    LocalJobs::remove(pid);
    const MetricsSnapshot last = (*job)->metrics();
    if (metricsFile.isOpen())
        metricsFile.write(QJsonDocument(metricsLine(last)).toJson(QJsonDocument::Compact) + '\n');
    reportLeftOutRecords(last);
    const JobState state = (*job)->state();
    if (state == JobState::Failed) {
        std::fprintf(stderr, "error: %s\n", (*job)->failure().toString().c_str());
        return 1;
    }
    std::fprintf(stderr, "sluice: job %s\n", jobStateName(state));
    return 0;
}

} // namespace sluice::cli
