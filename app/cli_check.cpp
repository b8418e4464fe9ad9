#include "cli_commands.h"
#include "cli_files.h"

#include <sluice/script.h>

#include <QCommandLineParser>

#include <cstdio>

namespace sluice::cli {

int runCheck(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Checks a job and prints one diagnostic per line: FILE:LINE:COL: severity: message.\n"
        "Exit status 1 when there is an error, 0 otherwise."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("JOB.sql"), QStringLiteral("The job to check."));
    parser.process(args);
    if (parser.positionalArguments().size() != 1) {
        std::fputs("sluice check: expected one JOB.sql argument\n", stderr);
        return 2;
    }
    const QString path = parser.positionalArguments().front();
    auto text = readJobFile(path);
    if (!text)
        return 2;
    const CheckResult result = checkScript(*text);
    const QByteArray name = path.toUtf8();
    for (const Diagnostic &d : result.diagnostics) {
        std::printf("%s:%d:%d: %s: %s\n", name.constData(), d.range.begin.line, d.range.begin.column,
                    severityName(d.severity), d.message.english().c_str());
    }
    return result.diagnostics.hasErrors() ? 1 : 0;
}

} // namespace sluice::cli
