#include "cli_local_jobs.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <unistd.h>

namespace sluice::cli {
namespace {

bool alive(qint64 pid)
{
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
}

/// When process `pid` started, in clock ticks since boot (field 22 of /proc/<pid>/stat); 0 when
/// it cannot be read.
qint64 processStartOf(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray stat = f.readAll();
    // The command name (field 2) is in parentheses and may hold spaces: count after its ')'.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return 0;
    const QList<QByteArray> fields = stat.mid(close + 1).simplified().split(' ');
    constexpr int kStartTime = 22 - 3; // fields after ')' begin with field 3 (state)
    return fields.size() > kStartTime ? fields[kStartTime].toLongLong() : 0;
}

/// Whether `job`'s process still runs: its pid is alive and, when its start is known, still
/// the same process (pids are reused).
bool alive(const LocalJob &job)
{
    if (!alive(job.pid))
        return false;
    return job.processStart == 0 || processStartOf(job.pid) == job.processStart;
}

QString path(qint64 pid, const char *suffix)
{
    return LocalJobs::folder() + QLatin1Char('/') + QString::number(pid) + QLatin1String(suffix);
}

bool writeAtomically(const QString &file, const QByteArray &bytes)
{
    QSaveFile f(file);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(bytes);
    return f.commit();
}

std::optional<QString> take(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QString text = QString::fromUtf8(f.readAll());
    f.close();
    QFile::remove(file);
    return text;
}

} // namespace

QString LocalJobs::folder()
{
    // $XDG_RUNTIME_DIR when the session has one (asking QStandardPaths without it warns).
    QString base = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (base.isEmpty() || !QFileInfo(base).isDir())
        base = QDir::tempPath() + QStringLiteral("/sluice-") + QString::number(::getuid());
    const QString dir = base + QStringLiteral("/sluice-jobs");
    QDir().mkpath(dir);
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return dir;
}

void LocalJobs::add(const LocalJob &job)
{
    list(); // removes the files that killed runs left behind
    QJsonObject o;
    o[QStringLiteral("pid")] = job.pid;
    o[QStringLiteral("jobId")] = job.jobId;
    o[QStringLiteral("name")] = job.name;
    o[QStringLiteral("script")] = job.script;
    o[QStringLiteral("started")] = job.started;
    o[QStringLiteral("startedMillis")] = job.startedMillis;
    o[QStringLiteral("processStart")] = job.processStart ? job.processStart : processStartOf(job.pid);
    writeAtomically(path(job.pid, ".json"), QJsonDocument(o).toJson(QJsonDocument::Compact));
}

void LocalJobs::remove(qint64 pid)
{
    for (const char *suffix : {".json", ".stop"})
        QFile::remove(path(pid, suffix));
}

QVector<LocalJob> LocalJobs::list()
{
    QVector<LocalJob> jobs;
    const QDir dir(folder());
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        LocalJob job;
        job.pid = o.value(QStringLiteral("pid")).toInteger();
        job.jobId = o.value(QStringLiteral("jobId")).toString();
        job.name = o.value(QStringLiteral("name")).toString();
        job.startedMillis = o.value(QStringLiteral("startedMillis")).toInteger();
        job.script = o.value(QStringLiteral("script")).toString();
        job.started = o.value(QStringLiteral("started")).toString();
        job.processStart = o.value(QStringLiteral("processStart")).toInteger();
        if (!alive(job)) {
            f.close();
            remove(job.pid);
            QFile::remove(path(job.pid, ".result"));
            continue;
        }
        jobs.push_back(job);
    }
    std::sort(jobs.begin(), jobs.end(), [](const LocalJob &a, const LocalJob &b) { return a.started < b.started; });
    return jobs;
}

std::optional<LocalJob> LocalJobs::find(const QString &pidOrJobId, QString &error)
{
    const QVector<LocalJob> jobs = list();
    bool isNumber = false;
    const qint64 pid = pidOrJobId.toLongLong(&isNumber);
    std::optional<LocalJob> found;
    for (const LocalJob &job : jobs) {
        if ((isNumber && job.pid == pid) || (!pidOrJobId.isEmpty() && job.jobId.startsWith(pidOrJobId))) {
            if (found && found->pid != job.pid) {
                error = QStringLiteral("'%1' names more than one running job; give more of its id").arg(pidOrJobId);
                return std::nullopt;
            }
            found = job;
        }
    }
    if (!found)
        error = QStringLiteral("no embedded job '%1' is running on this machine (see 'sluice jobs')").arg(pidOrJobId);
    return found;
}

bool LocalJobs::requestSavepointStop(qint64 pid, const QString &directory, QString &error)
{
    QFile::remove(path(pid, ".result"));
    if (!writeAtomically(path(pid, ".stop"), directory.toUtf8())) {
        error = QStringLiteral("cannot write the stop request in %1").arg(folder());
        return false;
    }
    if (::kill(static_cast<pid_t>(pid), SIGUSR1) != 0) {
        error = QStringLiteral("cannot signal process %1: %2").arg(pid).arg(QString::fromLocal8Bit(std::strerror(errno)));
        QFile::remove(path(pid, ".stop"));
        return false;
    }
    return true;
}

std::optional<QString> LocalJobs::takeStopRequest(qint64 pid)
{
    return take(path(pid, ".stop"));
}

void LocalJobs::writeResult(qint64 pid, const QString &text)
{
    writeAtomically(path(pid, ".result"), text.toUtf8());
}

std::optional<QString> LocalJobs::takeResult(qint64 pid)
{
    return take(path(pid, ".result"));
}

StopOutcome LocalJobs::stop(const LocalJob &job, bool withSavepoint, const QString &directory,
                            qint64 timeoutMillis)
{
    StopOutcome outcome;
    if (withSavepoint) {
        if (!requestSavepointStop(job.pid, directory, outcome.error))
            return outcome;
    } else if (::kill(static_cast<pid_t>(job.pid), SIGTERM) != 0) {
        outcome.error = QStringLiteral("cannot signal process %1").arg(job.pid);
        return outcome;
    }
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < timeoutMillis) {
        if (withSavepoint) {
            if (const auto result = takeResult(job.pid)) {
                outcome.ok = result->startsWith(QStringLiteral("ok "));
                if (outcome.ok)
                    outcome.savepoint = result->mid(3);
                else
                    outcome.error = result->mid(6) + QStringLiteral(" (the job goes on)");
                return outcome;
            }
        }
        if (!alive(job)) {
            outcome.ok = !withSavepoint;
            if (withSavepoint)
                outcome.error = QStringLiteral("the job ended before its savepoint was reported");
            return outcome;
        }
        QThread::msleep(50);
    }
    outcome.error = QStringLiteral("job %1 did not stop within %2 s").arg(job.jobId).arg(timeoutMillis / 1000.0);
    return outcome;
}

std::vector<JobListing> LocalJobDirectory::list()
{
    std::vector<JobListing> listed;
    for (const LocalJob &job : LocalJobs::list())
        listed.push_back({job.jobId.toStdString(), job.name.toStdString(), "RUNNING", job.startedMillis});
    return listed;
}

Result<std::string> LocalJobDirectory::stop(const std::string &id, bool withSavepoint,
                                            const std::string &savepointDir)
{
    for (const LocalJob &job : LocalJobs::list()) {
        if (job.jobId.compare(QString::fromStdString(id), Qt::CaseInsensitive) != 0)
            continue;
        QString dir = QString::fromStdString(savepointDir);
        if (dir.startsWith(QStringLiteral("file://")))
            dir = dir.mid(7);
        if (!dir.isEmpty())
            dir = QDir(dir).absolutePath();
        const StopOutcome outcome = LocalJobs::stop(job, withSavepoint, dir, 600'000);
        if (!outcome.ok)
            return Status::ioError(outcome.error.toStdString());
        return outcome.savepoint.toStdString();
    }
    return Status::notFound("no job " + id + " is running on this machine (SHOW JOBS lists them)");
}

} // namespace sluice::cli
