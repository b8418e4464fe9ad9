#include "cli_commands.h"
#include "cli_files.h"

#include <sluice/script.h>

#include <QCommandLineParser>

#include <cstdio>

namespace sluice::cli {

int runExplain(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Prints the physical plan of each INSERT / SELECT of a job: operators with their\n"
        "parallelism, changelog mode and state TTL (per side for joins), and the planner's\n"
        "reasons. Diagnostics go to standard error; exit status 1 when there is an error."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("JOB.sql"), QStringLiteral("The job to explain."));
    parser.process(args);
    if (parser.positionalArguments().size() != 1) {
        std::fputs("sluice explain: expected one JOB.sql argument\n", stderr);
        return 2;
    }
    const QString path = parser.positionalArguments().front();
    auto text = readJobFile(path);
    if (!text)
        return 2;
    const ExplainResult result = explainScript(*text);
    const QByteArray name = path.toUtf8();
    for (const Diagnostic &d : result.diagnostics) {
        std::fprintf(stderr, "%s:%d:%d: %s: %s\n", name.constData(), d.range.begin.line,
                     d.range.begin.column, severityName(d.severity), d.message.english().c_str());
    }
    bool first = true;
    for (const auto &[title, plan] : result.plans) {
        std::printf("%s== %s ==\n%s", first ? "" : "\n", title.c_str(), plan.c_str());
        first = false;
    }
    return result.diagnostics.hasErrors() ? 1 : 0;
}

} // namespace sluice::cli
