#pragma once

// The lists of open differences with Flink (tests/flink/*known*.txt): one entry a line, its
// fields separated by '|', blank lines and '#' comments skipped. Each test gives the fields
// their meaning (seed | kind | reason, path | kind | reason, what | reason).

#include <string>
#include <vector>

namespace sluice::difftest {

struct KnownListEntry {
    int line = 0;                    ///< 1-based, for messages
    std::vector<std::string> fields; ///< trimmed
};

/// The entries of the list at `path`, each split into at most `maxFields` fields (the last one
/// takes the rest of the line, '|' included); none when the file cannot be read.
std::vector<KnownListEntry> readKnownList(const std::string &path, std::size_t maxFields);

} // namespace sluice::difftest
