#include "state/rocksdb_disk_guard.h"

#include <rocksdb/env.h>
#include <rocksdb/sst_file_manager.h>

#include <sys/statvfs.h>

namespace sluice::state {

Status stateFolderFull(const std::string &directory, const std::string &detail)
{
    return Status::ioError("RocksDB state folder '" + directory + "' is full: " + detail +
                           " (state.backend.rocksdb.localdir)");
}

std::int64_t freeDiskBytes(const std::string &path)
{
    struct statvfs fsStats {};
    if (::statvfs(path.c_str(), &fsStats) != 0)
        return -1;
    return static_cast<std::int64_t>(fsStats.f_bavail) *
           static_cast<std::int64_t>(fsStats.f_frsize);
}

Result<std::shared_ptr<RocksDbDiskGuard>>
RocksDbDiskGuard::create(const std::string &folder, std::int64_t flushReserveBytes,
                         std::int64_t compactionBufferBytes)
{
    std::shared_ptr<RocksDbDiskGuard> guard(new RocksDbDiskGuard());
    guard->m_reserveBytes = flushReserveBytes + kMetadataReserveBytes;
    guard->m_compactionBufferBytes = compactionBufferBytes;
    const std::int64_t freeBytes = freeDiskBytes(folder);
    if (freeBytes < 0)
        return Status::ioError("cannot tell the free space of RocksDB state folder '" + folder +
                               "' (state.backend.rocksdb.localdir)");
    const std::int64_t needed = guard->m_reserveBytes + kMinStateBytes;
    if (freeBytes < needed)
        return stateFolderFull(folder, std::to_string(freeBytes) + " bytes free, at least " +
                                           std::to_string(needed) + " needed (" +
                                           std::to_string(guard->m_reserveBytes) +
                                           " stay free for flushing the job's write buffers)");
    guard->m_limitBytes = freeBytes - guard->m_reserveBytes;

    rocksdb::Status s;
    guard->m_manager.reset(rocksdb::NewSstFileManager(rocksdb::Env::Default(), nullptr, "",
                                                      /*rate_bytes_per_sec=*/0, true, &s));
    if (!guard->m_manager || !s.ok())
        return Status::ioError("cannot track the RocksDB files in state folder '" + folder +
                               "': " + s.ToString());
    guard->m_manager->SetMaxAllowedSpaceUsage(static_cast<std::uint64_t>(guard->m_limitBytes));
    guard->m_manager->SetCompactionBufferSize(static_cast<std::uint64_t>(compactionBufferBytes));
    return guard;
}

RocksDbDiskGuard::~RocksDbDiskGuard() = default;

std::int64_t RocksDbDiskGuard::sstBytes() const
{
    return static_cast<std::int64_t>(m_manager->GetTotalSize());
}

Status RocksDbDiskGuard::check(const std::string &directory) const
{
    const std::int64_t freeBytes = freeDiskBytes(directory);
    if (freeBytes >= 0 && freeBytes < m_reserveBytes)
        return stateFolderFull(directory, "only " + std::to_string(freeBytes) +
                                              " bytes left on its file system, " +
                                              std::to_string(m_reserveBytes) +
                                              " must stay free for flushing the job's state");
    if (m_manager->IsMaxAllowedSpaceReached())
        return stateFolderFull(directory, limitDetail());
    return Status::ok();
}

bool RocksDbDiskGuard::compactionFits(std::int64_t inputBytes) const
{
    return sstBytes() + inputBytes + m_compactionBufferBytes <= m_limitBytes;
}

std::string RocksDbDiskGuard::limitDetail() const
{
    return "the job's state files take " + std::to_string(sstBytes()) + " of the " +
           std::to_string(m_limitBytes) + " bytes they may use (the free space at start minus " +
           std::to_string(m_reserveBytes) + " kept free for flushes)";
}

} // namespace sluice::state
