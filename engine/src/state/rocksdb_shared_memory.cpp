#include "state/rocksdb_shared_memory.h"

#include <sluice/text.h>

#include "state/rocksdb_disk_guard.h"

#include <rocksdb/cache.h>
#include <rocksdb/write_buffer_manager.h>

#include <algorithm>
#include <cmath>
#include <string>

#include <sys/stat.h>

namespace sluice::state {

namespace {

constexpr std::int64_t kMaxWriteBufferSize = std::int64_t{64} << 20;
constexpr std::int64_t kMinWriteBufferSize = std::int64_t{64} << 10; // RocksDB's own floor

} // namespace

Result<std::shared_ptr<RocksDbSharedMemory>>
RocksDbSharedMemory::create(const RocksDbMemoryOptions &options)
{
    if (options.budgetBytes < kMinBudgetBytes)
        return Status::invalidArgument(
            sluice::Engine::tr("RocksDB state memory budget of %1 bytes is too small; at least %2 bytes (1 mb) are "
                               "needed (the RocksDB state memory budget is %3)")
                .arg(options.budgetBytes)
                .arg(kMinBudgetBytes)
                .arg(options.budgetSource));
    if (!std::isfinite(options.writeBufferRatio) || options.writeBufferRatio <= 0.0 ||
        options.writeBufferRatio >= 1.0)
        return Status::invalidArgument(
            sluice::Engine::tr("state.backend.rocksdb.memory.write-buffer-ratio must be in (0, 1), got %1")
                .arg(std::to_string(options.writeBufferRatio)));
    if (!std::isfinite(options.highPriorityPoolRatio) || options.highPriorityPoolRatio < 0.0 ||
        options.highPriorityPoolRatio >= 1.0)
        return Status::invalidArgument(
            sluice::Engine::tr("state.backend.rocksdb.memory.high-prio-pool-ratio must be in [0, 1), got %1")
                .arg(std::to_string(options.highPriorityPoolRatio)));

    std::shared_ptr<RocksDbSharedMemory> memory(new RocksDbSharedMemory());
    const auto budget = static_cast<double>(options.budgetBytes);
    memory->m_budgetBytes = options.budgetBytes;
    memory->m_cacheCapacity =
        static_cast<std::int64_t>((3.0 - options.writeBufferRatio) * budget / 3.0);
    memory->m_writeBufferCapacity =
        static_cast<std::int64_t>(2.0 * budget * options.writeBufferRatio / 3.0);

    rocksdb::LRUCacheOptions cacheOptions;
    cacheOptions.capacity = static_cast<std::size_t>(memory->m_cacheCapacity);
    cacheOptions.num_shard_bits = -1;           // RocksDB picks by capacity
    cacheOptions.strict_capacity_limit = false; // as Flink: a full cache must not fail reads
    cacheOptions.high_pri_pool_ratio = options.highPriorityPoolRatio;
    memory->m_cache = rocksdb::NewLRUCache(cacheOptions);
    if (!memory->m_cache)
        return Status::internal("RocksDB could not create a block cache of " +
                                std::to_string(memory->m_cacheCapacity) + " bytes");
    memory->m_writeBufferManager = std::make_shared<rocksdb::WriteBufferManager>(
        static_cast<std::size_t>(memory->m_writeBufferCapacity), memory->m_cache,
        /*allow_stall=*/false);
    return memory;
}

RocksDbSharedMemory::~RocksDbSharedMemory() = default;

std::int64_t RocksDbSharedMemory::writeBufferSizePerTable() const
{
    return std::clamp(m_writeBufferCapacity / 2, kMinWriteBufferSize, kMaxWriteBufferSize);
}

std::int64_t RocksDbSharedMemory::blockCacheUsage() const
{
    return static_cast<std::int64_t>(m_cache->GetUsage());
}

std::int64_t RocksDbSharedMemory::blockCachePinnedUsage() const
{
    return static_cast<std::int64_t>(m_cache->GetPinnedUsage());
}

std::int64_t RocksDbSharedMemory::writeBufferUsage() const
{
    return static_cast<std::int64_t>(m_writeBufferManager->memory_usage());
}

std::int64_t RocksDbSharedMemory::flushReserveBytes() const
{
    return m_writeBufferCapacity + 2 * writeBufferSizePerTable();
}

Result<std::shared_ptr<RocksDbDiskGuard>> RocksDbSharedMemory::diskGuard(const std::string &folder)
{
    struct stat st{};
    if (::stat(folder.c_str(), &st) != 0)
        return Status::ioError(
            sluice::Engine::tr("cannot use RocksDB state folder '%1' (state.backend.rocksdb.localdir)").arg(folder));
    std::lock_guard<std::mutex> lock(m_diskGuardsMutex);
    std::shared_ptr<RocksDbDiskGuard> &slot = m_diskGuards[static_cast<std::uint64_t>(st.st_dev)];
    if (!slot) {
        // One flush of a table may land while a compaction runs: leave room for it.
        auto created =
            RocksDbDiskGuard::create(folder, flushReserveBytes(), writeBufferSizePerTable());
        if (!created)
            return created.status();
        slot = std::move(*created);
    }
    return slot;
}

} // namespace sluice::state
