#include "cli.h"

#include "cli_commands.h"

#include <sluice/version.h>

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <cstring>

namespace sluice::cli {
namespace {

struct Subcommand {
    const char *name;
    const char *summary;
    int (*run)(const QStringList &args);
};

// The one table of subcommands: dispatch, --help and tests all read it.
const Subcommand kSubcommands[] = {
    {"check", "Check a job: diagnostics as FILE:LINE:COL: severity: message", &runCheck},
    {"explain", "Print the physical plan of each INSERT/SELECT of a job", &runExplain},
    {"options", "List the configuration options (--format text|markdown|json)", &runOptions},
    {"functions", "List the built-in SQL functions (--format text|markdown)", &runFunctions},
    {"run", "Run a job on the embedded engine (--set k=v, --timeout s, --metrics-out f, --restore PATH)", &runRun},
    {"jobs", "List the embedded jobs running on this machine, or a cluster's (--profile NAME)", &runJobs},
    {"stop", "Stop an embedded job, with a savepoint if asked (--savepoint DIR)", &runStop},
    {"submit", "Submit a job to a Flink cluster through its SQL Gateway (--profile NAME)", &runSubmit},
    {"kafka-sandbox", "Development tool: a local mock Kafka cluster (--topic, --load)", &runKafkaSandbox},
};

const Subcommand *findSubcommand(const char *name)
{
    for (const Subcommand &s : kSubcommands) {
        if (std::strcmp(s.name, name) == 0)
            return &s;
    }
    return nullptr;
}

QString usage()
{
    QString text;
    QTextStream out(&text);
    out << "Usage: sluice [FILE.sql...]            open the designer window\n"
        << "       sluice COMMAND [ARGS...]        run a command headless\n"
        << "       sluice --version | --help\n\n"
        << "Commands:\n";
    for (const Subcommand &s : kSubcommands)
        out << "  " << QString::fromLatin1(s.name).leftJustified(15) << s.summary << "\n";
    out << "\nRun 'sluice COMMAND --help' for a command's options.\n";
    return text;
}

} // namespace

bool isHeadlessInvocation(int argc, char **argv)
{
    if (argc < 2)
        return false;
    const char *first = argv[1];
    return findSubcommand(first) != nullptr || std::strcmp(first, "--help") == 0 ||
           std::strcmp(first, "-h") == 0 || std::strcmp(first, "--version") == 0 ||
           std::strcmp(first, "-v") == 0;
}

int runHeadless(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("sluice"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(kVersion));
    QStringList args = QCoreApplication::arguments();
    const QString first = args.value(1);

    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        std::printf("sluice %s (Flink SQL %s dialect)\n", kVersion, kFlinkCompatibility);
        return 0;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h")) {
        std::fputs(usage().toUtf8().constData(), stdout);
        return 0;
    }
    const Subcommand *command = findSubcommand(argv[1]);
    if (!command) {
        std::fprintf(stderr, "sluice: unknown option or command '%s'\n\n%s", argv[1],
                     usage().toUtf8().constData());
        return 2;
    }
    args.removeAt(1); // args[0] stays the program name, as QCommandLineParser expects
    args[0] = QStringLiteral("sluice ") + QString::fromLatin1(command->name);
    return command->run(args);
}

} // namespace sluice::cli
