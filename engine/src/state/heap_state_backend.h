#pragma once

// The in-memory keyed state backend (createHeapStateBackend in keyed_state.h): one open-addressing
// hash table per table, entries addressed by key group + key bytes (+ user key for map tables),
// stored as plain records in a per-table size-class arena (no heap node or std::string per entry;
// TTL timestamps only in tables with a TTL). TTL follows
// Flink's processing-time TTL with "OnCreateAndWrite" updates and "NeverReturnExpired"
// visibility; expired entries are removed when touched and by a small incremental sweep on every
// access (Flink's incremental cleanup), and counted.

#include "state/keyed_state.h"

namespace sluice::state {

/// Statistics and knobs of the heap backend that tests may want to see.
struct HeapStateOptions {
    /// Queue entries the incremental cleanup examines per state access (Flink's
    /// cleanupIncrementally cleanupSize defaults to 5).
    int cleanupPerAccess = 5;
};

/// createHeapStateBackend with explicit options.
std::unique_ptr<KeyedStateBackend> createHeapStateBackend(const Clock &clock,
                                                          HeapStateOptions options);

} // namespace sluice::state
