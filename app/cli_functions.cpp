#include "cli_commands.h"

#include <sluice/functions.h>

#include <QCommandLineParser>

#include <cstdio>

namespace sluice::cli {

int runFunctions(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Lists Flink's built-in SQL functions by category: signature, result type, description,\n"
        "and whether the embedded engine runs them or only Flink does."));
    parser.addHelpOption();
    QCommandLineOption format(QStringLiteral("format"), QStringLiteral("Output format: text or markdown."),
                              QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOption(format);
    parser.process(args);
    const QByteArray wanted = parser.value(format).toUtf8();
    auto parsed = parseFunctionDocFormat(wanted.toStdString());
    if (!parsed) {
        std::fprintf(stderr, "sluice functions: unknown format '%s' (use text or markdown)\n",
                     wanted.constData());
        return 2;
    }
    std::fputs(renderFunctionDocs(*parsed).c_str(), stdout);
    return 0;
}

} // namespace sluice::cli
