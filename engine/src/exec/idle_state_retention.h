#pragma once

// Flink's idle-state retention for operators that keep state per key outside state TTL
// (KeyedProcessFunctionWithCleanupState, from table.exec.state.ttl): a key not touched for 1.5 x
// the retention is due for clearing; touching it again within the retention moves its deadline.
// The schedule is in memory, keyed by state address (joinStateAddress).

#include "runtime/key_groups.h"

#include <sluice/status.h>

#include <cstdint>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace sluice::exec {

class IdleStateRetention {
public:
    explicit IdleStateRetention(std::int64_t retentionMillis = 0) : m_retention(retentionMillis) {}

    bool enabled() const { return m_retention > 0; }
    /// The key was used at processing time `now`.
    void touch(const std::string &address, std::int64_t now);
    /// Removes from the schedule and returns the keys idle since their deadline.
    std::vector<std::string> expired(std::int64_t now);
    /// The schedule for a checkpoint, and back for the key groups a subtask owns.
    std::string snapshot() const;
    Status restore(std::string_view item, const KeyGroupRange &mine, const Text &what);

private:
    std::int64_t m_retention = 0;
    std::set<std::pair<std::int64_t, std::string>> m_deadlines; ///< (deadline, address)
    std::unordered_map<std::string, std::int64_t> m_deadlineOf;
};

} // namespace sluice::exec
