#pragma once

// Driving `sluice run` from tests that stop and kill it (the kill-and-restore suites).

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>

#include <csignal>
#include <cstdio>

namespace sluice::testing {

/// Waits until `sluice run` says its job runs (its stop signals are handled from then on; a kill
/// timed from here does not depend on how long the process took to start on a loaded machine).
/// What it wrote meanwhile goes on to the test's log when the job did not start.
/// Returns those lines ("sluice: job <id> ..." among them).
inline QByteArray waitUntilRunning(QProcess &run, int timeoutMillis = 60000)
{
    run.setReadChannel(QProcess::StandardError);
    QByteArray log;
    QElapsedTimer waited;
    waited.start();
    while (!log.contains("sluice: job ") && run.state() == QProcess::Running && waited.elapsed() < timeoutMillis) {
        run.waitForReadyRead(100);
        log += run.readAllStandardError();
    }
    if (!log.contains("sluice: job ")) // only what went wrong: a suite starts hundreds of runs
        std::fputs(log.constData(), stderr);
    return log;
}

/// Sends `signal` to the process `process` runs, if it still runs. Never kill(0, ...): a
/// QProcess that has ended reports process id 0, and signal 0's target is the whole process
/// group (the test, ctest and scripts/test.sh with it).
inline bool signalProcess(const QProcess &process, int signal)
{
    const qint64 pid = process.processId();
    return pid > 0 && ::kill(static_cast<pid_t>(pid), signal) == 0;
}

} // namespace sluice::testing
