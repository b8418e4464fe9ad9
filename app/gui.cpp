#include "gui.h"

#include "cli_local_jobs.h"

#include <bridge/job_controller.h>
#include <main_window.h>
#include <translations.h>

#include <sluice/script.h>
#include <sluice/version.h>

#include <QApplication>
#include <QStringList>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace sluice {
namespace {

// QApplication aborts when it cannot reach a display; say what to do instead.
bool displayAvailable(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "-platform") == 0)
            return true;
    }
    const char *platform = std::getenv("QT_QPA_PLATFORM");
    if (platform && *platform)
        return true;
    const char *x11 = std::getenv("DISPLAY");
    const char *wayland = std::getenv("WAYLAND_DISPLAY");
    return (x11 && *x11) || (wayland && *wayland);
}

} // namespace

int runGui(int argc, char **argv)
{
    if (!displayAvailable(argc, argv)) {
        std::fputs("sluice: no display found (DISPLAY and WAYLAND_DISPLAY are unset).\n"
                   "Run a job headless with 'sluice run JOB.sql', or start the window with "
                   "'-platform offscreen' or under xvfb-run.\n",
                   stderr);
        return 2;
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Sluice"));
    QApplication::setApplicationName(QStringLiteral("Sluice"));
    QApplication::setApplicationVersion(QString::fromLatin1(kVersion));
    installTranslations(app);

    QStringList files;
    const QStringList args = QApplication::arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i].startsWith(QLatin1Char('-'))) {
            std::fprintf(stderr, "sluice: unknown option '%s'; see 'sluice --help'\n",
                         args[i].toLocal8Bit().constData());
            return 2;
        }
        files << args[i];
    }

    // SHOW JOBS and STOP JOB in the app reach the `sluice run` jobs of this machine too.
    JobController::setHostJobs(std::make_shared<cli::LocalJobDirectory>());
    MainWindow window;
    // The editor's live diagnostics come from the engine's full check (syntax, semantics, SET
    // rules, advisor). checkScript() keeps no shared state, so it may run off the GUI thread.
    window.setCheckFunction([](std::string text) { return checkScript(text).diagnostics.items(); });
    window.openFiles(files);
    window.show();
    return QApplication::exec();
}

} // namespace sluice
