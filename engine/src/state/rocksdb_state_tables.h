#pragma once

// The RocksDB backend's tables (private to rocksdb_state_backend.cpp and its tests): a value or
// map table is one column family; the key and value layout is rocksdb_key_codec.h's.

#include "state/keyed_state.h"
#include "state/rocksdb_value_cache.h"

#include <sluice/status.h>
#include <sluice/text.h>

#include <rocksdb/db.h>
#include <rocksdb/write_batch.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::state {

class RocksDbDiskGuard;

/// What the tables of one backend share. Owned by the backend; used on the subtask thread only
/// (RocksDB's own threads never see it).
struct RocksDbShared {
    RocksDbShared(const Clock &c, std::atomic<std::int64_t> &e) : clock(c), expired(e) {}

    /// Keeps the first failure; later ones are usually its consequences.
    /// `what` names the call, e.g. sluice::Engine::tr("put"); build it only when the call failed.
    void record(const rocksdb::Status &s, Text what);
    /// The error for a failed RocksDB call naming the folder: "is full" when RocksDB ran out of
    /// the disk budget (a SpaceLimit error, a refused compaction) or of disk.
    Status failure(const rocksdb::Status &s, Text what) const;

    const Clock &clock;
    std::atomic<std::int64_t> &expired;
    std::string directory;
    const RocksDbDiskGuard *diskGuard = nullptr; ///< the job's, for the "is full" details
    rocksdb::DB *db = nullptr;
    rocksdb::ReadOptions read;   ///< point reads: no checksum verification in the hot path
    rocksdb::WriteOptions write; ///< no WAL: state is rebuilt on restart, never recovered
    rocksdb::ColumnFamilyOptions tableOptions;
    Status error;

    /// KeyedStateBackend::beginWrites/endWrites and the value tables' write-backs: inside a
    /// group, puts and deletes of every table go into `pending`, which is written before any
    /// read and at the end of the outermost group.
    int groupDepth = 0;
    rocksdb::WriteBatch pending;
    void beginGroup();
    void endGroup();
    /// beginGroup() and endGroup() around a scope.
    struct Grouped {
        explicit Grouped(RocksDbShared &s) : shared(s) { shared.beginGroup(); }
        ~Grouped() { shared.endGroup(); }
        Grouped(const Grouped &) = delete;
        Grouped &operator=(const Grouped &) = delete;
        RocksDbShared &shared;
    };
    void put(rocksdb::ColumnFamilyHandle *cf, const rocksdb::Slice &key, const rocksdb::Slice &value);
    void remove(rocksdb::ColumnFamilyHandle *cf, const rocksdb::Slice &key);
    /// Writes `pending`, if it holds anything.
    void writePending();
};

/// A RocksDB integer property of a column family; -1 when unknown.
std::int64_t rocksDbIntProperty(rocksdb::DB *db, rocksdb::ColumnFamilyHandle *cf,
                                const std::string &name);

/// What both table kinds do with one column family: the reusable key buffer, TTL wrapping and
/// unwrapping, deletes of touched expired entries, iterators and statistics. A null column
/// family (its creation failed and was recorded) turns every call into a no-op.
class RocksDbTableCore {
public:
    /// `wholeKeyBuckets`: the column family's memtables bucket by whole entry key
    /// (MapTableUse::pointAccessOnly), so a prefix is scanned in total order.
    RocksDbTableCore(RocksDbShared &shared, rocksdb::ColumnFamilyHandle *cf,
                     std::int64_t ttlMillis, bool wholeKeyBuckets = false);
    // m_iterRead points into the object itself.
    RocksDbTableCore(const RocksDbTableCore &) = delete;
    RocksDbTableCore &operator=(const RocksDbTableCore &) = delete;

    bool usable() const { return m_cf != nullptr; }
    rocksdb::ColumnFamilyHandle *cf() const { return m_cf; }
    std::int64_t ttl() const { return m_ttl; }
    RocksDbShared &shared() { return m_shared; }
    std::int64_t now() const { return m_shared.clock.nowMillis(); }

    /// The value stored under `key`, unwrapped; nothing when absent or expired (an expired entry
    /// is deleted and counted). The view lives until the next call. `timestamp` as pointRead's.
    std::optional<std::string_view> get(std::int64_t *timestamp = nullptr);
    /// A point read's answer (get's, and each of a MultiGet's): the value `stored` under
    /// `storedKey` unwrapped, or nothing when `s` says absent or failed (recorded), or when it
    /// expired at `nowMillis` (then deleted and counted). `timestamp`, when given, receives the
    /// live value's TTL stamp (-1 without TTL).
    std::optional<std::string_view> pointRead(const rocksdb::Status &s, const rocksdb::Slice &stored,
                                              const rocksdb::Slice &storedKey, std::int64_t nowMillis,
                                              std::int64_t *timestamp = nullptr);
    /// Stores `value` under `key`, stamped when the table has a TTL with `timestamp`, or the
    /// current time when it is -1.
    void put(std::string_view value, std::int64_t timestamp = -1) { put(key, value, timestamp); }
    void put(const rocksdb::Slice &storedKey, std::string_view value, std::int64_t timestamp);
    void remove(const rocksdb::Slice &key);
    /// Unwraps an iterated value; nothing when expired at `now`.
    std::optional<std::string_view> liveValue(const rocksdb::Slice &stored, std::int64_t now);
    void countExpired() { m_shared.expired.fetch_add(1, std::memory_order_relaxed); }

    /// An iterator over the keys starting with `key`, positioned at the first, or at the first
    /// from `key` + `from` on.
    std::unique_ptr<rocksdb::Iterator> prefixIterator(std::string_view from = {});
    /// An iterator over [lower, upper), positioned at the first.
    std::unique_ptr<rocksdb::Iterator> rangeIterator(const std::string &lower,
                                                     const std::string &upper);
    void checkIterator(const rocksdb::Iterator &it);

    std::int64_t entries() const;
    std::int64_t bytes() const;
    std::int64_t memTableBytes() const;

    std::string key; ///< the encoded key of the current call; its capacity is reused

private:
    RocksDbShared &m_shared;
    rocksdb::ColumnFamilyHandle *m_cf;
    std::int64_t m_ttl;
    bool m_wholeKeyBuckets;
    std::string m_value;
    std::string m_upper;
    std::string m_seek;
    rocksdb::Slice m_upperSlice;
    rocksdb::ReadOptions m_iterRead;
    rocksdb::PinnableSlice m_pinned;
};

/// A value table: one column family behind a write-back cache of its lately touched entries
/// (RocksDbValueCache). Whatever reads the column family other than through this table (a
/// checkpoint, a scan, a compaction) flushes the cache first.
class RocksDbValueTable final : public ValueTable {
public:
    /// `cacheBytes`: the memory its cache may take (cacheBytesFor).
    RocksDbValueTable(RocksDbShared &shared, rocksdb::ColumnFamilyHandle *cf, std::int64_t ttl,
                      std::size_t cacheBytes)
        : m_core(shared, cf, ttl), m_cache(kCacheEntries, cacheBytes)
    {
    }

    /// The most entries a cache keeps.
    static constexpr std::size_t kCacheEntries = std::size_t{1} << 15;
    /// A table's cache memory under the job's RocksDB memory budget: a 64th of it, at least
    /// 256 KiB and at most 4 MiB (about 35,000 small entries: a hot set of some ten thousand
    /// keys fits). Heap memory beside the budget, shown as rocksdb.valueCacheBytes.
    static std::size_t cacheBytesFor(std::int64_t budgetBytes);
    /// The memory the cache holds now.
    std::size_t cacheBytes() const { return m_cache.bytes(); }

    std::optional<std::string_view> get(int keyGroup, std::string_view key) override;
    void put(int keyGroup, std::string_view key, std::string_view value) override;
    void remove(int keyGroup, std::string_view key) override;
    void restore(const StateEntry &entry) override;
    /// RocksDB's estimate, plus the new keys still only in the cache.
    std::int64_t entries() const override;
    std::int64_t bytes() const override;
    /// The cached keys first; one MultiGet for the others.
    void getMany(std::size_t count, KeyAt keyAt, ValueVisitor visit) override;
    /// Writes every changed cached entry to RocksDB (through the write group when one is open).
    void flush();

    RocksDbTableCore &core() { return m_core; }
    const RocksDbTableCore &core() const { return m_core; }

private:
    using CacheEntry = RocksDbValueCache::Entry;
    /// A cached entry's value, or nothing when absent or expired at `now` (an expired entry is
    /// counted and becomes absent; its removal reaches RocksDB with the write-back).
    std::optional<std::string_view> cachedValue(CacheEntry &e, std::int64_t now);
    /// Caches what RocksDB answered for `key` (`value` at `timestamp`, or absent); returns the
    /// entry's index.
    std::uint32_t remember(std::string_view key, std::uint64_t hash,
                           std::optional<std::string_view> value, std::int64_t timestamp);
    void writeBack(CacheEntry &e);
    /// Brings the cache within its bounds, unless getMany is visiting (it holds entry indices).
    void trim();
    /// Adds (sign 1) or takes away (-1) a cached entry RocksDB has never held from the counts
    /// entries() and bytes() add to RocksDB's; call around every change of an entry.
    void count(const CacheEntry &e, int sign);
    /// Makes a cached entry absent; its removal reaches RocksDB with the write-back.
    void forget(CacheEntry &e);
    std::int64_t now() const { return m_core.ttl() > 0 ? m_core.now() : 0; }

    RocksDbTableCore m_core;
    RocksDbValueCache m_cache;
    std::string m_key; // the encoded key of the current call (m_core.key serves write-backs)
    // getMany's buffers, reused: the encoded keys back to back, their slices, the values read.
    std::string m_manyKeys;
    std::vector<std::size_t> m_manyEnds;
    std::vector<std::uint64_t> m_manyHashes;
    std::vector<std::uint32_t> m_manyCached; // request i's cache entry, or kNone
    std::vector<std::uint32_t> m_manyMisses; // the requests RocksDB answers
    std::vector<std::pair<std::uint64_t, std::uint32_t>> m_manySorted; // (key's first 8 bytes, miss)
    std::vector<std::uint32_t> m_manyPositions; // miss -> its place in the MultiGet (key order)
    std::vector<rocksdb::Slice> m_manySlices;
    std::vector<rocksdb::PinnableSlice> m_manyValues;
    std::vector<rocksdb::Status> m_manyStatuses;
    std::string m_scratch;   // getMany: the value handed to the visitor
    bool m_visiting = false; // getMany is calling its visitor
    std::int64_t m_freshEntries = 0; // cached live entries RocksDB has never held (count())
    std::int64_t m_freshBytes = 0;
};

class RocksDbMapTable final : public MapTable {
public:
    RocksDbMapTable(RocksDbShared &shared, rocksdb::ColumnFamilyHandle *cf, std::int64_t ttl,
                    bool wholeKeyBuckets = false)
        : m_core(shared, cf, ttl, wholeKeyBuckets)
    {
    }

    std::optional<std::string_view> get(int keyGroup, std::string_view key,
                                        std::string_view userKey) override;
    void put(int keyGroup, std::string_view key, std::string_view userKey,
             std::string_view value) override;
    void remove(int keyGroup, std::string_view key, std::string_view userKey) override;
    void forEach(int keyGroup, std::string_view key, Visitor visit) override
    {
        forEachFrom(keyGroup, key, {}, visit);
    }
    void forEachFrom(int keyGroup, std::string_view key, std::string_view from, Visitor visit) override;
    void removeAll(int keyGroup, std::string_view key) override;
    bool empty(int keyGroup, std::string_view key) override;
    void restore(const StateEntry &entry) override;
    std::int64_t entries() const override { return m_core.entries(); }
    std::int64_t bytes() const override { return m_core.bytes(); }

    RocksDbTableCore &core() { return m_core; }
    const RocksDbTableCore &core() const { return m_core; }

private:
    RocksDbTableCore m_core;
    rocksdb::WriteBatch m_batch; ///< removeAll's deletes, reused
};

} // namespace sluice::state
