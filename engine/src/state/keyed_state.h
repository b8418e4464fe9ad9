#pragma once

// The keyed state interface every stateful operator uses (issue 4 ships the heap backend; the
// RocksDB backend of issue 5 implements the same interface). State is organised in named tables,
// addressed by key group and the key's bytes (RowCodec::forKey encoding), so ranges of key groups
// can be scanned and moved. Values are opaque bytes (RowCodec or an operator's own accumulator
// encoding). TTL follows Flink: an entry's timestamp is set when it is created or written, reads
// do not refresh it, and an expired entry is never returned.
//
// Threading: a backend belongs to one operator subtask, so none of this is thread-safe; the
// statistics (entries(), bytes()) may be read from the subtask's own thread only and are
// published through the subtask's metric group.

#include "common/function_ref.h"
#include "state/clock.h"

#include <sluice/status.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice::state {

/// Time-to-live of a table's entries; 0 = keep forever.
struct TtlConfig {
    std::chrono::milliseconds ttl{0};
    bool enabled() const { return ttl.count() > 0; }
};

/// One stored entry as a checkpoint writes and restores it; views valid during a call only.
struct StateEntry {
    int keyGroup = 0;
    std::string_view key;
    std::string_view userKey;    ///< map tables only
    std::string_view value;
    std::int64_t timestamp = -1; ///< TTL stamp (the last create or write); -1 without TTL
};

/// A table as a checkpoint names it.
struct StateTableInfo {
    bool map = false; ///< a MapTable, else a ValueTable
    std::string_view name;
    std::int64_t ttlMillis = 0;
};

/// key -> value, one value per key (Flink's ValueState across all keys of a subtask).
class ValueTable {
public:
    virtual ~ValueTable() = default;
    /// The value, or nothing when absent or expired. The view is valid until the next call on
    /// this table.
    virtual std::optional<std::string_view> get(int keyGroup, std::string_view key) = 0;
    virtual void put(int keyGroup, std::string_view key, std::string_view value) = 0;
    virtual void remove(int keyGroup, std::string_view key) = 0;
    /// Restores a checkpointed entry: put() with the entry's TTL stamp instead of the time now.
    virtual void restore(const StateEntry &entry) = 0;
    /// Live (unexpired) entries and an estimate of their bytes.
    virtual std::int64_t entries() const = 0;
    virtual std::int64_t bytes() const = 0;

    /// The (key group, key) of request i of a getMany().
    using KeyAt = FunctionRef<std::pair<int, std::string_view>(std::size_t)>;
    /// Request i's value, or nothing when absent or expired; the view is valid during the call.
    using ValueVisitor = FunctionRef<void(std::size_t, std::optional<std::string_view>)>;
    /// get() of `count` keys, visited in request order: RocksDB reads them in one MultiGet.
    virtual void getMany(std::size_t count, KeyAt keyAt, ValueVisitor visit)
    {
        for (std::size_t i = 0; i < count; ++i) {
            const auto [keyGroup, key] = keyAt(i);
            visit(i, get(keyGroup, key));
        }
    }
};

/// (key, userKey) -> value (Flink's MapState): e.g. a join side's rows per join key with their
/// counts, or MIN/MAX value multiplicities per group.
class MapTable {
public:
    virtual ~MapTable() = default;
    virtual std::optional<std::string_view> get(int keyGroup, std::string_view key,
                                                std::string_view userKey) = 0;
    virtual void put(int keyGroup, std::string_view key, std::string_view userKey,
                     std::string_view value) = 0;
    virtual void remove(int keyGroup, std::string_view key, std::string_view userKey) = 0;
    /// Calls `visit(userKey, value)` for each live entry of `key`, in userKey byte order;
    /// `visit` returns false to stop. The table must not be modified during the visit.
    using Visitor = FunctionRef<bool(std::string_view userKey, std::string_view value)>;
    virtual void forEach(int keyGroup, std::string_view key, Visitor visit) = 0;
    /// forEach from the first entry whose userKey is `from` or after it in byte order: RocksDB
    /// seeks there, past the deletes of the entries before it.
    virtual void forEachFrom(int keyGroup, std::string_view key, std::string_view from, Visitor visit)
    {
        forEach(keyGroup, key, [&](std::string_view userKey, std::string_view value) {
            return userKey < from || visit(userKey, value);
        });
    }
    /// Removes every entry of `key`.
    virtual void removeAll(int keyGroup, std::string_view key) = 0;
    /// Restores a checkpointed entry: put() with the entry's TTL stamp instead of the time now.
    virtual void restore(const StateEntry &entry) = 0;
    virtual bool empty(int keyGroup, std::string_view key) = 0;
    virtual std::int64_t entries() const = 0;
    virtual std::int64_t bytes() const = 0;
};

/// How an operator uses a map table, beyond what every map table allows (mapTableFor).
struct MapTableUse {
    /// Each user key is written once, or a few times at most: RocksDB then skips looking for
    /// the entry to overwrite in place on every put (a search that would mostly find nothing).
    bool writesMostlyNew = false;
    /// One key's entries are never visited together (forEach, removeAll, empty) while the job
    /// runs, only read and written one by one: RocksDB then buckets its memtables by the whole
    /// entry key, not by the key, so a key with many entries is no long list to search. A visit
    /// stays correct, but sorts the table's memtable first.
    bool pointAccessOnly = false;
};

class FixedValueTable; // state/heap_fixed_table.h

/// A backend's entries as they were when frozen (KeyedStateBackend::freeze), for a checkpoint
/// written by another thread while the subtask goes on. Destroying it lets the backend free what
/// it kept for it.
class FrozenKeyedState {
public:
    virtual ~FrozenKeyedState() = default;
    /// Every table, then each of its live entries at the freeze (as snapshot()). Any thread.
    virtual Status write(FunctionRef<void(const StateTableInfo &table)> table,
                         FunctionRef<void(const StateEntry &entry)> entry) const = 0;
};

class KeyedStateBackend;

/// The writes of one scope as a group (KeyedStateBackend::beginWrites); a null backend is none.
class WriteGroup {
public:
    explicit WriteGroup(KeyedStateBackend *backend);
    ~WriteGroup();
    WriteGroup(const WriteGroup &) = delete;
    WriteGroup &operator=(const WriteGroup &) = delete;

private:
    KeyedStateBackend *m_backend;
};

/// The state of one operator subtask: its named tables. Tables are created on first request and
/// live as long as the backend.
class KeyedStateBackend {
public:
    virtual ~KeyedStateBackend() = default;
    virtual ValueTable &valueTable(const std::string &name, TtlConfig ttl) = 0;
    virtual MapTable &mapTable(const std::string &name, TtlConfig ttl) = 0;
    /// A map table without TTL that an operator uses in a way a backend may store it for (see
    /// MapTableUse). Its entries, checkpoints and restores are mapTable(name, {})'s, which is
    /// the default.
    virtual MapTable &mapTableFor(const std::string &name, MapTableUse /*use*/)
    {
        return mapTable(name, {});
    }
    /// A table whose keys and values have one fixed byte size each, stored inline
    /// (heap_fixed_table.h), or null when the backend keeps no such tables (RocksDB) or not with
    /// this TTL; the operator then uses valueTable(). Created on first request.
    virtual FixedValueTable *fixedValueTable(const std::string & /*name*/, std::size_t /*keyBytes*/,
                                             std::size_t /*valueBytes*/, TtlConfig /*ttl*/)
    {
        return nullptr;
    }
    /// Whether a value table of this name exists (made by an operator or by a restore), without
    /// making one.
    virtual bool hasValueTable(const std::string &name) const = 0;
    /// The same for a map table.
    virtual bool hasMapTable(const std::string &name) const = 0;
    /// Entries expired so far (removed or hidden), for the TTL metric.
    virtual std::int64_t expiredEntries() const = 0;
    /// Total live entries and bytes over all tables.
    virtual std::int64_t totalEntries() const = 0;
    virtual std::int64_t totalBytes() const = 0;
    /// Periodic upkeep, called by the runtime on the subtask's thread with the job clock's time
    /// (about every 50 ms): backends whose expired entries only leave storage through
    /// compaction run it here, so state under TTL stays bounded.
    virtual Status maintain(std::int64_t /*nowMillis*/) { return Status::ok(); }
    /// The first failure of the storage underneath (a disk backend's I/O error), OK otherwise.
    /// Table calls cannot return a Status, so the runtime checks this after each batch.
    virtual Status status() const { return Status::ok(); }
    /// Backend-specific figures for the metrics' extra values (e.g. "rocksdb.blockCacheUsage").
    virtual void extraMetrics(std::vector<std::pair<std::string, std::int64_t>> & /*out*/) const {}
    /// Puts and removes between beginWrites() and endWrites() may reach the storage together, at
    /// endWrites() (RocksDB: one WriteBatch instead of a write per entry). Reads in between
    /// still see them. WriteGroup calls both.
    virtual void beginWrites() {}
    virtual void endWrites() {}

    /// Checkpoints: every table, then each of its live entries in any order, to `table` and
    /// `entry` (state/state_snapshot.h writes them). Inline tables (fixedValueTable) cannot be
    /// written: a checkpointing job's backends offer none.
    using TableVisitor = FunctionRef<void(const StateTableInfo &table)>;
    using EntryVisitor = FunctionRef<void(const StateEntry &entry)>;
    virtual Status snapshot(TableVisitor table, EntryVisitor entry) = 0;
    /// For an asynchronous checkpoint: the entries as they are now, to be written by another
    /// thread (the subtask pauses only to freeze them); null when the backend only writes at
    /// once (snapshot()). Until the frozen state is destroyed, the backend keeps what it needs.
    virtual Result<std::shared_ptr<const FrozenKeyedState>> freeze()
    {
        return std::shared_ptr<const FrozenKeyedState>();
    }
};

inline WriteGroup::WriteGroup(KeyedStateBackend *backend) : m_backend(backend)
{
    if (m_backend)
        m_backend->beginWrites();
}

inline WriteGroup::~WriteGroup()
{
    if (m_backend)
        m_backend->endWrites();
}

/// The in-memory backend: hash maps per table, with Flink's TTL visibility rules and incremental
/// cleanup of expired entries as they are touched.
std::unique_ptr<KeyedStateBackend> createHeapStateBackend(const Clock &clock);

struct RocksDbStateOptions; // state/rocksdb_state_backend.h

/// The on-disk backend: one RocksDB database per subtask in options.directory, memory from the
/// job's shared budget, TTL cleanup by a compaction filter. A Status naming the folder or option
/// when the folder is unusable, the database corrupt or the memory budget nonsense.
Result<std::unique_ptr<KeyedStateBackend>>
createRocksDbStateBackend(const RocksDbStateOptions &options, const Clock &clock);

} // namespace sluice::state
