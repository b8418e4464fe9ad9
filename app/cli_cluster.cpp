#include "cli_cluster.h"
#include "cli_commands.h"
#include "cli_files.h"

#include <job_manager_client.h>
#include <script_submission.h>
#include <sql_gateway_client.h>

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <cmath>
#include <csignal>
#include <cstdio>

namespace sluice::cli {
namespace {

const QString kProfile = QStringLiteral("profile");
const QString kGateway = QStringLiteral("gateway");
const QString kRest = QStringLiteral("rest");
/// Headless, the password (basic) or token (bearer) comes from the environment; the app keeps it
/// in the system keychain. Never from the command line, where other users see it.
constexpr const char *kSecretVariable = "SLUICE_CLUSTER_SECRET";

volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void onInterrupt(int)
{
    g_interrupted = 1;
}

/// A field of a result row as Flink's print connector shows it (strings bare, null as <NULL>).
QString fieldText(const QJsonValue &v)
{
    if (v.isNull() || v.isUndefined())
        return QStringLiteral("<NULL>");
    if (v.isString())
        return v.toString();
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble()) {
        const double d = v.toDouble();
        return d == static_cast<double>(static_cast<qint64>(d)) && std::abs(d) < 9e15 ? QString::number(static_cast<qint64>(d))
                                                                                     : QString::number(d, 'g', 17);
    }
    const QJsonDocument doc = v.isObject() ? QJsonDocument(v.toObject()) : QJsonDocument(v.toArray());
    return QString::fromUtf8(doc.toJson(QJsonDocument::Compact));
}

} // namespace

QList<QCommandLineOption> clusterOptions()
{
    return {
        QCommandLineOption(kProfile, QStringLiteral("The cluster's connection profile (set up in the app's Settings)."),
                           QStringLiteral("NAME")),
        QCommandLineOption(kGateway, QStringLiteral("The SQL Gateway's URL, without a profile (http://host:8083)."),
                           QStringLiteral("URL")),
        QCommandLineOption(kRest, QStringLiteral("The JobManager's REST URL, without a profile (http://host:8081)."),
                           QStringLiteral("URL")),
    };
}

bool namesCluster(const QCommandLineParser &parser)
{
    return parser.isSet(kProfile) || parser.isSet(kGateway) || parser.isSet(kRest);
}

std::optional<ClusterTarget> clusterTarget(const QCommandLineParser &parser, QString &error)
{
    ClusterTarget target;
    if (parser.isSet(kProfile)) {
        const auto found = cluster::ConnectionProfiles::find(parser.value(kProfile));
        if (!found) {
            QStringList names;
            for (const auto &p : cluster::ConnectionProfiles::load())
                names << p.name;
            error = QStringLiteral("no connection profile named '%1' (%2)")
                        .arg(parser.value(kProfile),
                             names.isEmpty() ? QStringLiteral("there are none yet: add one in the app's Settings")
                                             : QStringLiteral("there are: ") + names.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        target.profile = *found;
    } else {
        target.profile.name = QStringLiteral("command line");
    }
    if (parser.isSet(kGateway))
        target.profile.gateway = QUrl(parser.value(kGateway));
    if (parser.isSet(kRest))
        target.profile.jobManager = QUrl(parser.value(kRest));
    // Headless, the secret comes from the environment (the app's is in the system keychain).
    const QString secret = target.profile.auth == cluster::ConnectionProfile::Auth::None
                               ? QString()
                               : QString::fromUtf8(qgetenv(kSecretVariable));
    auto resolved = cluster::clusterTarget(target.profile, secret, error);
    if (!resolved && secret.isEmpty() && target.profile.auth != cluster::ConnectionProfile::Auth::None)
        error += QStringLiteral(": set %1 to it").arg(QLatin1String(kSecretVariable));
    return resolved;
}

int listClusterJobs(const ClusterTarget &target)
{
    if (target.profile.jobManager.isEmpty()) {
        std::fprintf(stderr, "sluice jobs: the profile '%s' has no JobManager URL\n", qPrintable(target.profile.name));
        return 2;
    }
    cluster::JobManagerClient client(target.profile.jobManager, target.security);
    QEventLoop loop;
    int status = 0;
    client.jobs([&](const QList<cluster::ClusterJob> &jobs, const cluster::RestResponse &r) {
        if (!r.ok()) {
            std::fprintf(stderr, "sluice jobs: %s\n", qPrintable(r.error));
            status = 1;
        } else if (jobs.isEmpty()) {
            std::fputs("the cluster has no jobs\n", stdout);
        } else {
            std::printf("%-32s %-11s %-19s %-10s %s\n", "JOB ID", "STATE", "STARTED", "DURATION", "NAME");
            for (const cluster::ClusterJob &job : jobs) {
                QString name = job.name.simplified();
                if (name.size() > 60)
                    name = name.left(59) + QChar(0x2026);
                std::printf("%-32s %-11s %-19s %-10s %s\n", qPrintable(job.id), qPrintable(job.state),
                            qPrintable(job.started.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))),
                            qPrintable(QStringLiteral("%1 s").arg(job.durationMs / 1000)), qPrintable(name));
            }
        }
        loop.quit();
    });
    loop.exec();
    return status;
}

int stopClusterJob(const ClusterTarget &target, const QString &jobId, const std::optional<QString> &savepoint,
                   bool drain, int timeoutMs)
{
    if (target.profile.jobManager.isEmpty()) {
        std::fprintf(stderr, "sluice stop: the profile '%s' has no JobManager URL\n", qPrintable(target.profile.name));
        return 2;
    }
    cluster::JobManagerClient client(target.profile.jobManager, target.security);
    client.setSavepointTimeout(timeoutMs);
    QEventLoop loop;
    int status = 0;
    if (savepoint) {
        client.stopWithSavepoint(jobId, *savepoint, drain, [&](const QString &path, const cluster::RestResponse &r) {
            if (r.ok()) {
                std::printf("%s\n", qPrintable(path));
            } else {
                std::fprintf(stderr, "sluice stop: %s\n", qPrintable(r.error));
                status = 1;
            }
            loop.quit();
        });
    } else {
        client.cancel(jobId, [&](bool, const cluster::RestResponse &r) {
            if (!r.ok()) {
                std::fprintf(stderr, "sluice stop: %s\n", qPrintable(r.error));
                status = 1;
            }
            loop.quit();
        });
    }
    loop.exec();
    return status;
}

int runSubmit(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Submits a job script to a Flink cluster through its SQL Gateway, as Flink's SQL client\n"
        "would run it: the leading SETs become the session's properties, then each statement in\n"
        "order. Prints the id of each job it starts; a bare SELECT prints its changelog (+I, -U,\n"
        "+U, -D) until its job ends, --timeout passes or Ctrl+C."));
    parser.addHelpOption();
    parser.addOptions(clusterOptions());
    QCommandLineOption timeout(QStringLiteral("timeout"),
                               QStringLiteral("Seconds to follow a SELECT's changelog (default: until it ends)."),
                               QStringLiteral("SECONDS"));
    parser.addOption(timeout);
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The job script (.sql)."));
    parser.process(args);
    if (parser.positionalArguments().size() != 1) {
        std::fputs("sluice submit: expected one FILE.sql\n", stderr);
        return 2;
    }
    if (!parser.isSet(QStringLiteral("profile")) && !parser.isSet(QStringLiteral("gateway"))) {
        std::fputs("sluice submit: say where: --profile NAME, or --gateway URL\n", stderr);
        return 2;
    }
    QString error;
    const auto target = clusterTarget(parser, error);
    if (!target) {
        std::fprintf(stderr, "sluice submit: %s\n", qPrintable(error));
        return 2;
    }
    if (target->profile.gateway.isEmpty()) {
        std::fprintf(stderr, "sluice submit: the profile '%s' has no SQL Gateway URL\n", qPrintable(target->profile.name));
        return 2;
    }
    const QString path = parser.positionalArguments().front();
    const auto text = readJobFile(path);
    if (!text)
        return 2;
    cluster::SqlGatewayClient gateway(target->profile.gateway, target->security);
    cluster::ScriptSubmission submission(gateway, QString::fromStdString(*text));
    if (submission.statements().empty()) {
        std::fprintf(stderr, "sluice submit: %s has no statement\n", qPrintable(path));
        return 2;
    }
    int status = 0;
    QEventLoop loop;
    QObject::connect(&submission, &cluster::ScriptSubmission::jobSubmitted, [&](int index, const QString &jobId) {
        std::printf("Job ID: %s\n", qPrintable(jobId));
        std::fflush(stdout);
        std::fprintf(stderr, "sluice: line %d: job %s submitted\n",
                     submission.statements()[static_cast<std::size_t>(index)].range.begin.line, qPrintable(jobId));
    });
    QObject::connect(&submission, &cluster::ScriptSubmission::resultRows,
                     [&](int, const QList<cluster::ChangelogRow> &rows) {
                         for (const cluster::ChangelogRow &row : rows) {
                             QStringList fields;
                             for (const QJsonValue &v : row.fields)
                                 fields << fieldText(v);
                             std::printf("%s[%s]\n", qPrintable(row.kind), qPrintable(fields.join(QStringLiteral(", "))));
                         }
                         std::fflush(stdout);
                     });
    QObject::connect(&submission, &cluster::ScriptSubmission::failed,
                     [&](int, const SourcePos &at, const QString &message, const QString &) {
                         std::fprintf(stderr, "%s:%d:%d: error: %s\n", qPrintable(path), at.line, at.column,
                                      qPrintable(message));
                         status = 1;
                     });
    QObject::connect(&submission, &cluster::ScriptSubmission::unreachable, [&](const QString &message) {
        std::fprintf(stderr, "sluice submit: %s\n", qPrintable(message));
        status = 1;
    });
    QObject::connect(&submission, &cluster::ScriptSubmission::finished, &loop, &QEventLoop::quit);
    // Ctrl+C or --timeout ends a SELECT's changelog: its job is cancelled with the session.
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    QTimer interrupt;
    QObject::connect(&interrupt, &QTimer::timeout, [&] {
        if (g_interrupted)
            submission.stop();
    });
    interrupt.start(100);
    if (parser.isSet(timeout))
        QTimer::singleShot(static_cast<int>(parser.value(timeout).toDouble() * 1000), &submission,
                           [&] { submission.stop(); });
    submission.start(QStringLiteral("sluice: ") + QFileInfo(path).fileName());
    loop.exec();
    return status;
}

} // namespace sluice::cli
