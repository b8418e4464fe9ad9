#pragma once

// Runs a bounded job through the public API and collects what reaches its sinks, for tests that
// compare whole changelogs.

#include <sluice/engine.h>

#include <chrono>
#include <mutex>
#include <string>
#include <vector>

namespace sluice::testing {

/// Runs `script` to its end (print output silenced) and returns the rows its sinks received, in
/// emission order, as "op v1,v2,..." (NULL as NULL). `failure` gets the start error, the job's
/// failure, or a timeout after `timeout`; OK otherwise.
inline std::vector<std::string> runToChangelog(const std::string &script, JobOptions options,
                                               std::chrono::seconds timeout, Status *failure)
{
    std::mutex mutex;
    std::vector<std::string> rows;
    options.printOut = [](std::string_view) {};
    options.printErr = [](std::string_view) {};
    options.onRows = [&](const std::string &, std::vector<ResultRow> batch) {
        std::lock_guard lock(mutex);
        for (const ResultRow &r : batch) {
            std::string s = r.kind + " ";
            for (std::size_t i = 0; i < r.values.size(); ++i)
                s += (i ? "," : "") + r.values[i].value_or("NULL");
            rows.push_back(s);
        }
    };
    auto job = startJob(script, std::move(options));
    if (!job) {
        *failure = job.status();
        return {};
    }
    if (!(*job)->waitFor(timeout)) {
        (*job)->cancel();
        (*job)->waitFor(std::chrono::seconds(10));
        *failure = Status::internal("the job did not finish in time");
        return {};
    }
    *failure = (*job)->failure();
    std::lock_guard lock(mutex);
    return rows;
}

} // namespace sluice::testing
