#pragma once

// The changes a job's print sinks wrote (`+I[1, a]`, `3> -U[2, b]` at parallelism > 1) and the
// final table they leave: how the tests compare what Sluice and Flink printed.

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace sluice::difftest {

/// A change: its kind ("+I", "-U", "+U", "-D") and the row's text ("[1, a]").
using PrintedChange = std::pair<std::string, std::string>;

/// The changes among print-connector lines; other lines are skipped.
std::vector<PrintedChange> parsePrinted(const std::vector<std::string> &lines);

/// The rows the changes leave, each with its multiplicity. With `project`, only those columns
/// of each row (values split at ", ", so for rows whose text values hold no ", ").
std::map<std::string, long> finalTable(const std::vector<PrintedChange> &changes,
                                       const std::vector<int> &project = {});

/// Whether every change is an insertion.
bool insertOnly(const std::vector<PrintedChange> &changes);

/// A few rows where two final tables differ, one line each, for failure messages.
std::string describeDifference(const std::map<std::string, long> &expected,
                               const std::map<std::string, long> &actual,
                               const char *expectedName = "Flink", const char *actualName = "Sluice");

} // namespace sluice::difftest
