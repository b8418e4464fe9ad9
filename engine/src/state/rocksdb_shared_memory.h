#pragma once

// The memory every RocksDB state instance of one job shares, sized from one budget the way Flink
// sizes managed memory for RocksDB: an LRU block cache (data, index and filter blocks) and a
// write buffer manager whose memtable memory is charged to that cache, so the job's RocksDB
// instances together stay close to the budget however many there are. Being the one object all
// of a job's instances share, it also hands out the job's disk guard (rocksdb_disk_guard.h).

#include <sluice/status.h>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace rocksdb {
class Cache;
class WriteBufferManager;
} // namespace rocksdb

namespace sluice::state {

class RocksDbDiskGuard;

/// Sizing knobs, Flink's defaults (state.backend.rocksdb.memory.write-buffer-ratio and
/// .high-prio-pool-ratio).
struct RocksDbMemoryOptions {
    /// Bytes for all of the job's RocksDB instances (the runtime computes it as
    /// taskmanager.memory.managed.fraction × taskmanager.memory.process.size).
    std::int64_t budgetBytes = 0;
    /// The options the budget was computed from, named when it is rejected.
    std::string budgetSource =
        "taskmanager.memory.managed.fraction × taskmanager.memory.process.size";
    double writeBufferRatio = 0.5;
    double highPriorityPoolRatio = 0.1;
};

/// A shared block cache plus write buffer manager. Thread-safe: RocksDB synchronises both.
class RocksDbSharedMemory {
public:
    /// The smallest budget accepted; below it RocksDB would flush a memtable on nearly every write.
    static constexpr std::int64_t kMinBudgetBytes = std::int64_t{1} << 20;

    /// Sizes the cache and write buffers from `options`; InvalidArgument naming the option when
    /// the budget or a ratio makes no sense.
    static Result<std::shared_ptr<RocksDbSharedMemory>> create(const RocksDbMemoryOptions &options);
    ~RocksDbSharedMemory();
    RocksDbSharedMemory(const RocksDbSharedMemory &) = delete;
    RocksDbSharedMemory &operator=(const RocksDbSharedMemory &) = delete;

    std::int64_t budgetBytes() const { return m_budgetBytes; }
    /// Flink's split: cache = (3 - r) / 3 × budget, write buffers = 2 r / 3 × budget, because
    /// memtables can overshoot their limit by half before a flush catches up.
    std::int64_t blockCacheCapacity() const { return m_cacheCapacity; }
    std::int64_t writeBufferCapacity() const { return m_writeBufferCapacity; }
    /// The write_buffer_size each column family gets: small enough that one memtable's arena
    /// block stays well under the manager's limit (Flink warns otherwise), at most 64 MiB.
    std::int64_t writeBufferSizePerTable() const;

    /// Bytes in the cache now (blocks and memtable reservations), and the part pinned by readers.
    std::int64_t blockCacheUsage() const;
    std::int64_t blockCachePinnedUsage() const;
    /// Memtable bytes the write buffer manager accounts for, over all instances.
    std::int64_t writeBufferUsage() const;

    /// What flushing every write buffer of the job can write at once: the capacity, plus a
    /// memtable and its immutable twin that fill before the manager's flush catches up.
    std::int64_t flushReserveBytes() const;
    /// The job's disk guard for the file system of `folder` (an existing folder), made by the
    /// first instance that asks, so the free space is budgeted once for all of the job's
    /// instances; its error names `folder` when the file system lacks the reserve. Thread-safe.
    Result<std::shared_ptr<RocksDbDiskGuard>> diskGuard(const std::string &folder);

    const std::shared_ptr<rocksdb::Cache> &cache() const { return m_cache; }
    const std::shared_ptr<rocksdb::WriteBufferManager> &writeBufferManager() const
    {
        return m_writeBufferManager;
    }

private:
    RocksDbSharedMemory() = default;

    std::int64_t m_budgetBytes = 0;
    std::int64_t m_cacheCapacity = 0;
    std::int64_t m_writeBufferCapacity = 0;
    std::shared_ptr<rocksdb::Cache> m_cache;
    std::shared_ptr<rocksdb::WriteBufferManager> m_writeBufferManager;
    std::mutex m_diskGuardsMutex;
    /// By file system (st_dev). Any thread, under m_diskGuardsMutex.
    std::map<std::uint64_t, std::shared_ptr<RocksDbDiskGuard>> m_diskGuards;
};

} // namespace sluice::state
