// `sluice jobs` lists the embedded jobs running on this machine; `sluice stop` stops one, with a
// savepoint when asked (cli_local_jobs.h says how the processes talk).

#include "cli_cluster.h"
#include "cli_commands.h"
#include "cli_local_jobs.h"

#include <QCommandLineParser>
#include <QDir>

#include <cstdio>

namespace sluice::cli {

int runJobs(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Lists the embedded jobs `sluice run` is running on this machine; with --profile (or\n"
        "--rest), the jobs of that Flink cluster."));
    parser.addHelpOption();
    parser.addOptions(clusterOptions());
    parser.process(args);
    if (namesCluster(parser)) {
        QString error;
        const auto target = clusterTarget(parser, error);
        if (!target) {
            std::fprintf(stderr, "sluice jobs: %s\n", qPrintable(error));
            return 2;
        }
        return listClusterJobs(*target);
    }
    const QVector<LocalJob> jobs = LocalJobs::list();
    if (jobs.isEmpty()) {
        std::fputs("no embedded job is running\n", stdout);
        return 0;
    }
    std::printf("%-8s %-32s %-19s %s\n", "PID", "JOB ID", "STARTED", "SCRIPT");
    for (const LocalJob &job : jobs)
        std::printf("%-8lld %-32s %-19s %s\n", static_cast<long long>(job.pid), qPrintable(job.jobId),
                    qPrintable(job.started.left(19)), qPrintable(job.script));
    return 0;
}

int runStop(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Stops an embedded job (see `sluice jobs`). With --savepoint it first takes a savepoint, as\n"
        "Flink's stop-with-savepoint: the job ends once the savepoint is complete, its sinks\n"
        "committed up to it, and `sluice run --restore PATH` resumes it. Prints the savepoint's folder.\n"
        "With --profile (or --rest), a job of that Flink cluster (see `sluice jobs --profile`):\n"
        "cancelled, or stopped with a savepoint into DIR on the cluster (\"\": its\n"
        "state.savepoints.dir), --drain first firing every event-time window and timer."));
    parser.addHelpOption();
    parser.addOptions(clusterOptions());
    QCommandLineOption drain(QStringLiteral("drain"),
                             QStringLiteral("Cluster jobs: send MAX_WATERMARK before the savepoint (Flink's --drain)."));
    parser.addOption(drain);
    QCommandLineOption savepoint(QStringLiteral("savepoint"),
                                 QStringLiteral("Take a savepoint into DIR first (\"\": the job's "
                                                "execution.checkpointing.savepoint-dir)."),
                                 QStringLiteral("DIR"));
    QCommandLineOption timeout(QStringLiteral("timeout"), QStringLiteral("Seconds to wait for the job to stop (default 600)."),
                               QStringLiteral("SECONDS"), QStringLiteral("600"));
    parser.addOptions({savepoint, timeout});
    parser.addPositionalArgument(QStringLiteral("JOB"), QStringLiteral("The process id or (a prefix of) the job id."));
    parser.process(args);
    if (parser.positionalArguments().size() != 1) {
        std::fputs("sluice stop: expected one JOB (a process id or job id; see 'sluice jobs')\n", stderr);
        return 2;
    }
    QString error;
    if (namesCluster(parser)) {
        const auto target = clusterTarget(parser, error);
        if (!target) {
            std::fprintf(stderr, "sluice stop: %s\n", qPrintable(error));
            return 2;
        }
        return stopClusterJob(*target, parser.positionalArguments().front(),
                              parser.isSet(savepoint) ? std::optional<QString>(parser.value(savepoint)) : std::nullopt,
                              parser.isSet(drain), static_cast<int>(parser.value(timeout).toDouble() * 1000));
    }
    if (parser.isSet(drain)) {
        std::fputs("sluice stop: --drain is for jobs on a Flink cluster (--profile); embedded jobs stop without it\n",
                   stderr);
        return 2;
    }
    const auto job = LocalJobs::find(parser.positionalArguments().front(), error);
    if (!job) {
        std::fprintf(stderr, "sluice stop: %s\n", qPrintable(error));
        return 1;
    }
    const bool withSavepoint = parser.isSet(savepoint);
    QString dir = withSavepoint ? parser.value(savepoint) : QString();
    if (!dir.isEmpty())
        dir = QDir(dir).absolutePath();
    const qint64 limit = static_cast<qint64>(parser.value(timeout).toDouble() * 1000);
    const StopOutcome outcome = LocalJobs::stop(*job, withSavepoint, dir, limit);
    if (!outcome.ok) {
        std::fprintf(stderr, "sluice stop: %s\n", qPrintable(outcome.error));
        return 1;
    }
    if (withSavepoint)
        std::printf("%s\n", qPrintable(outcome.savepoint));
    return 0;
}

} // namespace sluice::cli
