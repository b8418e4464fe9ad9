#include "state/rocksdb_disk_guard.h"

#include <sluice/text.h>

#include <rocksdb/env.h>
#include <rocksdb/sst_file_manager.h>

#include <sys/statvfs.h>

namespace sluice::state {

Status stateFolderFull(const std::string &directory, Text detail)
{
    return Status::ioError(sluice::Engine::tr("RocksDB state folder '%1' is full: %2 (state.backend.rocksdb.localdir)")
                               .arg(directory)
                               .arg(std::move(detail)));
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
        return Status::ioError(
            sluice::Engine::tr("cannot tell the free space of RocksDB state folder '%1' (state.backend.rocksdb.localdir)")
                .arg(folder));
    const std::int64_t needed = guard->m_reserveBytes + kMinStateBytes;
    if (freeBytes < needed)
        return stateFolderFull(folder, sluice::Engine::tr("%1 bytes free, at least %2 needed (%3 stay free for "
                                                          "flushing the job's write buffers)")
                                           .arg(freeBytes)
                                           .arg(needed)
                                           .arg(guard->m_reserveBytes));
    guard->m_limitBytes = freeBytes - guard->m_reserveBytes;

    rocksdb::Status s;
    guard->m_manager.reset(rocksdb::NewSstFileManager(rocksdb::Env::Default(), nullptr, "",
                                                      /*rate_bytes_per_sec=*/0, true, &s));
    if (!guard->m_manager || !s.ok())
        return Status::ioError(
            sluice::Engine::tr("cannot track the RocksDB files in state folder '%1': %2").arg(folder).arg(s.ToString()));
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
        return stateFolderFull(directory, sluice::Engine::tr("only %1 bytes left on its file system, %2 must stay "
                                                             "free for flushing the job's state")
                                              .arg(freeBytes)
                                              .arg(m_reserveBytes));
    if (m_manager->IsMaxAllowedSpaceReached())
        return stateFolderFull(directory, limitDetail());
    return Status::ok();
}

bool RocksDbDiskGuard::compactionFits(std::int64_t inputBytes) const
{
    return sstBytes() + inputBytes + m_compactionBufferBytes <= m_limitBytes;
}

Text RocksDbDiskGuard::limitDetail() const
{
    return sluice::Engine::tr("the job's state files take %1 of the %2 bytes they may use (the free space at "
                              "start minus %3 kept free for flushes)")
        .arg(sstBytes())
        .arg(m_limitBytes)
        .arg(m_reserveBytes);
}

} // namespace sluice::state
