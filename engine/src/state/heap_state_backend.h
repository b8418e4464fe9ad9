#pragma once

// The in-memory keyed state backend (createHeapStateBackend in keyed_state.h): one open-addressing
// hash table per table, entries addressed by key group + key bytes (+ user key for map tables),
// stored as plain records in a per-table size-class arena (no heap node or std::string per entry;
// TTL timestamps only in tables with a TTL). TTL follows
// Flink's processing-time TTL with "OnCreateAndWrite" updates and "NeverReturnExpired"
// visibility; expired entries are removed when touched and by a small incremental sweep on every
// access (Flink's incremental cleanup), and counted.

#include "state/keyed_state.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace sluice::state {

/// Statistics and knobs of the heap backend that tests may want to see.
struct HeapStateOptions {
    /// Queue entries the incremental cleanup examines per state access (Flink's
    /// cleanupIncrementally cleanupSize defaults to 5).
    int cleanupPerAccess = 5;
    /// Whether fixedValueTable offers inline tables. A checkpointing job's backends offer none:
    /// their entries carry no key group, which a checkpoint must write.
    bool inlineTables = true;
};

/// The heap backend's value and map tables also implement these (dynamic_cast the ValueTable /
/// MapTable): the table's hash of a key is computed once and reused, and the memory a key's
/// get/put will touch can be prefetched ahead of use, so an operator looking up a batch of keys
/// overlaps their cache misses instead of waiting for each. Behaviour (TTL visibility, cleanup,
/// statistics) is exactly that of the plain calls with the same key.
std::uint64_t heapKeyHash(int keyGroup, std::string_view key);

class HashedValueTable {
public:
    virtual ~HashedValueTable() = default;
    /// Stage 1: starts loading the hash slot of a key (hash = heapKeyHash(keyGroup, key)).
    virtual void prefetchSlot(std::uint64_t hash) const = 0;
    /// Stage 2, some keys later: starts loading the entry the slot points to.
    virtual void prefetchEntry(std::uint64_t hash) const = 0;
    virtual std::optional<std::string_view> get(std::uint64_t hash, int keyGroup,
                                                std::string_view key) = 0;
    virtual void put(std::uint64_t hash, int keyGroup, std::string_view key,
                     std::string_view value) = 0;
    virtual void remove(std::uint64_t hash, int keyGroup, std::string_view key) = 0;
    /// get() that also returns the entry's handle (null when absent), for writeEntry.
    virtual std::optional<std::string_view> getEntry(std::uint64_t hash, int keyGroup,
                                                     std::string_view key,
                                                     const void *&handle) = 0;
    /// put() that rewrites the value in place when `handle` (from getEntry of this key, with no
    /// put/remove of this key since) is set, the table has no TTL and the value fits; otherwise
    /// an ordinary put.
    virtual void writeEntry(const void *handle, std::uint64_t hash, int keyGroup,
                            std::string_view key, std::string_view value) = 0;
    /// put() of a key known to be absent (getEntry found nothing and nothing put the key since),
    /// without looking it up again.
    virtual void insertAbsent(std::uint64_t hash, int keyGroup, std::string_view key,
                              std::string_view value) = 0;
};

class HashedMapTable {
public:
    virtual ~HashedMapTable() = default;
    virtual void prefetchSlot(std::uint64_t hash) const = 0;
    /// Stage 2: the key's record and its first entries.
    virtual void prefetchEntry(std::uint64_t hash) const = 0;
    virtual void forEach(std::uint64_t hash, int keyGroup, std::string_view key,
                         MapTable::Visitor visit) = 0;
    /// get() that also returns a handle for writeEntry: the entry's, or (absent) where a first
    /// entry of the key goes; null when that cannot be reused (TTL, or the key has other entries).
    virtual std::optional<std::string_view> getEntry(std::uint64_t hash, int keyGroup,
                                                     std::string_view key,
                                                     std::string_view userKey,
                                                     const void *&handle) = 0;
    /// put() that rewrites the value in place, or adds the key's first entry without another
    /// lookup, when `handle` (from getEntry of this key and user key, with no put/remove on this
    /// table since) is set, the table has no TTL and the value fits; otherwise an ordinary put.
    virtual void writeEntry(const void *handle, std::uint64_t hash, int keyGroup,
                            std::string_view key, std::string_view userKey,
                            std::string_view value) = 0;
    virtual void put(std::uint64_t hash, int keyGroup, std::string_view key,
                     std::string_view userKey, std::string_view value) = 0;
    virtual void remove(std::uint64_t hash, int keyGroup, std::string_view key,
                        std::string_view userKey) = 0;
};

/// createHeapStateBackend with explicit options.
std::unique_ptr<KeyedStateBackend> createHeapStateBackend(const Clock &clock,
                                                          HeapStateOptions options);

} // namespace sluice::state
