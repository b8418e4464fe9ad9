#pragma once

// Shared by the benchmark programs: the process's CPU time, and one job run through the public
// API to its end, timed by wall clock and by CPU (every thread of the process is charged).

#include <sluice/engine.h>

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <memory>
#include <string>

namespace sluice::bench {

/// A count or rate for a table: "1.25 M", "345 k", "12".
inline std::string humanCount(double v)
{
    char buf[32];
    if (v >= 1e6)
        std::snprintf(buf, sizeof buf, "%.2f M", v / 1e6);
    else if (v >= 1e3)
        std::snprintf(buf, sizeof buf, "%.0f k", v / 1e3);
    else
        std::snprintf(buf, sizeof buf, "%.0f", v);
    return buf;
}

/// The machine's CPU, from /proc/cpuinfo, for the figures' notes.
inline std::string cpuModel()
{
    std::ifstream in("/proc/cpuinfo");
    for (std::string line; std::getline(in, line);)
        if (line.starts_with("model name"))
            return line.substr(line.find(':') + 2);
    return "unknown";
}

/// User + system CPU seconds of the whole process so far.
inline double cpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    auto sec = [](const timeval &t) { return static_cast<double>(t.tv_sec) + t.tv_usec * 1e-6; };
    return sec(u.ru_utime) + sec(u.ru_stime);
}

struct JobRun {
    double wall = 0; ///< seconds from startJob to the end, planning included
    double cpu = 0;  ///< process CPU seconds over the same span
    std::unique_ptr<Job> job; ///< the finished job, for its final metrics
};

/// Runs `script` until it ends. False, with the reason on standard error, unless it finished.
inline bool runJobToEnd(const std::string &script, JobOptions options, const std::string &label,
                        JobRun &run)
{
    const double cpu0 = cpuSeconds();
    const auto t0 = std::chrono::steady_clock::now();
    auto job = startJob(script, std::move(options));
    if (!job) {
        std::fprintf(stderr, "%s: startJob failed: %s\n", label.c_str(),
                     job.status().message().c_str());
        return false;
    }
    while (!(*job)->waitFor(std::chrono::milliseconds(50))) {
    }
    run.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    run.cpu = cpuSeconds() - cpu0;
    run.job = std::move(*job);
    if (run.job->state() != JobState::Finished) {
        std::fprintf(stderr, "%s: the job did not finish: %s\n", label.c_str(),
                     run.job->failure().message().c_str());
        return false;
    }
    return true;
}

} // namespace sluice::bench
