#pragma once

// The heap backend's map table (createHeapStateBackend): key group + key -> user key -> value,
// a key's only entry inline in its record, more entries sorted by user key (heap_table_parts.h
// for the index, arena and TTL).

#include "state/heap_state_backend.h"

#include <memory>

namespace sluice::state::heap {

/// A map table; `expired` counts the entries TTL removes (shared by a backend's tables).
std::unique_ptr<MapTable> makeMapTable(const Clock &clock, TtlConfig ttl, std::int64_t &expired,
                                       int cleanupPerAccess);

} // namespace sluice::state::heap
