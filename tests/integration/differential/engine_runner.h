#pragma once

// Runs one script on the embedded Sluice engine through the public job API and records every
// change reaching its sink.

#include "changelog_table.h"

#include <chrono>
#include <string>
#include <utility>
#include <vector>

namespace sluice::difftest {

struct EngineRun {
    bool ok = false;       ///< the job started and finished (not failed, not timed out)
    std::string error;     ///< why not, when !ok
    std::vector<std::pair<std::string, TextRow>> changes; ///< in arrival order
    std::vector<std::string> columnNames;                 ///< from onSchema
    std::vector<std::string> columnTypes;
    std::chrono::milliseconds elapsed{0};
};

/// Starts `script` (which must contain exactly one bare SELECT or INSERT), waits up to `timeout`
/// for it to finish and cancels it otherwise.
EngineRun runOnSluice(const std::string &script, std::chrono::milliseconds timeout);

/// The first `limit` changes as `+I[..]` lines, for reports.
std::string describeChanges(const EngineRun &run, std::size_t limit = 60);

} // namespace sluice::difftest
