#pragma once

#include <QStringList>

// One function per headless subcommand, each in its own cli_<name>.cpp. `args` starts with the
// program and command name ("sluice check"), like argv for QCommandLineParser::process().
namespace sluice::cli {

int runCheck(const QStringList &args);
int runExplain(const QStringList &args);
int runOptions(const QStringList &args);
int runFunctions(const QStringList &args);
int runRun(const QStringList &args);
int runKafkaSandbox(const QStringList &args);
int runJobs(const QStringList &args);
int runStop(const QStringList &args);
int runSubmit(const QStringList &args);

} // namespace sluice::cli
