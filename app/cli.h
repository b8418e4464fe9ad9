#pragma once

#include <QStringList>

namespace sluice::cli {

/// True when argv asks for a headless command (a subcommand, --help or --version), which must
/// run without a display and without a QApplication.
bool isHeadlessInvocation(int argc, char **argv);

/// Runs a headless command and returns the process exit code. Standard output carries only the
/// command's product (diagnostics, plans, job output); messages go to standard error.
int runHeadless(int argc, char **argv);

} // namespace sluice::cli
