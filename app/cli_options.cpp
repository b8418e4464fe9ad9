#include "cli_commands.h"

#include <sluice/option_docs.h>

#include <QCommandLineParser>

#include <cstdio>

namespace sluice::cli {

int runOptions(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Lists every configuration option Sluice knows: key, type, default, allowed values,\n"
        "category, and whether the embedded engine applies it or only carries it for Flink."));
    parser.addHelpOption();
    QCommandLineOption format(QStringLiteral("format"),
                              QStringLiteral("Output format: text, markdown or json."),
                              QStringLiteral("FORMAT"), QStringLiteral("text"));
    parser.addOption(format);
    parser.process(args);
    const QByteArray wanted = parser.value(format).toUtf8();
    auto parsed = parseOptionDocFormat(wanted.toStdString());
    if (!parsed) {
        std::fprintf(stderr, "sluice options: unknown format '%s' (use text, markdown or json)\n",
                     wanted.constData());
        return 2;
    }
    std::fputs(renderOptionDocs(*parsed).c_str(), stdout);
    return 0;
}

} // namespace sluice::cli
