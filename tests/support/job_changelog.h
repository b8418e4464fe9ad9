#pragma once

// Runs a bounded job through the public API and collects what reaches its sinks, for tests that
// compare whole changelogs, and applies a changelog to the table it describes.

#include <sluice/engine.h>

#include <chrono>
#include <map>
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

/// Applies a changelog of runToChangelog's rows to a multiset of rows (row -> count); `ok` is
/// false when a retraction finds its row absent.
inline std::map<std::string, int> materialize(const std::vector<std::string> &changelog, bool &ok)
{
    std::map<std::string, int> table;
    ok = true;
    for (const auto &entry : changelog) {
        const std::string kind = entry.substr(0, 2);
        const std::string row = entry.substr(3);
        if (kind == "+I" || kind == "+U") {
            ++table[row];
        } else {
            auto it = table.find(row);
            if (it == table.end()) {
                ok = false;
                continue;
            }
            if (--it->second == 0)
                table.erase(it);
        }
    }
    return table;
}

} // namespace sluice::testing
