#pragma once

// The heap backend's value table (createHeapStateBackend): key group + key -> value records in
// an open-addressing index (heap_table_parts.h), with Flink's TTL rules.

#include "state/heap_state_backend.h"

#include <memory>

namespace sluice::state::heap {

/// A value table; `expired` counts the entries TTL removes (shared by a backend's tables).
std::unique_ptr<ValueTable> makeValueTable(const Clock &clock, TtlConfig ttl,
                                           std::int64_t &expired, int cleanupPerAccess);

} // namespace sluice::state::heap
