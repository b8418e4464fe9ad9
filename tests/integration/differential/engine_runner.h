#pragma once

// Runs one script on the embedded Sluice engine through the public job API and records every
// change reaching its sink.

#include "changelog_table.h"
#include "printed_changes.h"

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

/// A whole job script on Sluice as its print sinks and bare queries saw it.
struct PrintingRun {
    bool ok = false;
    std::string error;                               ///< why not, when !ok
    std::vector<PrintedChange> printed;              ///< every print sink's changes
    std::vector<std::vector<PrintedChange>> queries; ///< each bare query's, in statement order
};

/// Runs `script` at `parallelism` until it ends (cancelled after `timeout`), collecting what
/// the print connector wrote and each bare SELECT's rows (`[v1, null, ...]` text).
PrintingRun runPrintingOnSluice(const std::string &script, int parallelism,
                                std::chrono::milliseconds timeout);

/// A row as `[v1, null, v3]`, as the print connector writes it.
std::string printedRowText(const TextRow &row);

/// The first `limit` changes as `+I[..]` lines, for reports.
std::string describeChanges(const EngineRun &run, std::size_t limit = 60);

} // namespace sluice::difftest
