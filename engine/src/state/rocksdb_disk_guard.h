#pragma once

// The disk budget of one job's RocksDB state on one file system.
//
// RocksDB must never see a write fail with ENOSPC: after one, its file writers trip an assertion
// on the next write to the same file (the LOG, a MANIFEST, an SST), which aborts the process
// wherever RocksDB is built with assertions (Debian's 7.8 is; facebook/rocksdb #10555, #12448).
// So every instance of a job shares one SstFileManager whose limit keeps a reserve free: the
// free space at start minus what flushing all of the job's write buffers needs, plus room for
// RocksDB's metadata. A flush or compaction that crosses the limit makes RocksDB stop that
// database with a SpaceLimit error (writes then fail, which the backend reports) and RocksDB
// refuses compactions that would cross it. What the limit cannot see is checked periodically:
// other processes or RocksDB's metadata eating into the reserve (check()), and a table whose
// compactions no longer fit (compactionFits(); RocksDB would refuse them and, once level 0 piles
// up, stop writes for good).

#include <sluice/status.h>

#include <cstdint>
#include <memory>
#include <string>

namespace rocksdb {
class SstFileManager;
} // namespace rocksdb

namespace sluice::state {

/// The error of a state folder that has run (or would run) full; `detail` says what happened.
Status stateFolderFull(const std::string &directory, Text detail);

/// Free bytes for an unprivileged writer on the file system of `path`; -1 when unknown.
std::int64_t freeDiskBytes(const std::string &path);

/// One SstFileManager and its limit. Thread-safe (RocksDB synchronises the manager; the rest is
/// immutable after create()).
class RocksDbDiskGuard {
public:
    /// Room RocksDB's own files (MANIFEST, OPTIONS, CURRENT) get beyond the write buffers.
    static constexpr std::int64_t kMetadataReserveBytes = std::int64_t{1} << 20;
    /// The least room for state a folder must offer at start, beyond the reserve.
    static constexpr std::int64_t kMinStateBytes = std::int64_t{1} << 20;

    /// A guard for the file system of `folder` (an existing folder) keeping `flushReserveBytes`
    /// (what flushing every write buffer of the job can write) plus kMetadataReserveBytes free;
    /// `compactionBufferBytes` is left free by every compaction. Fails naming `folder` when its
    /// free space is below the reserve plus kMinStateBytes.
    static Result<std::shared_ptr<RocksDbDiskGuard>> create(const std::string &folder,
                                                            std::int64_t flushReserveBytes,
                                                            std::int64_t compactionBufferBytes);
    ~RocksDbDiskGuard();
    RocksDbDiskGuard(const RocksDbDiskGuard &) = delete;
    RocksDbDiskGuard &operator=(const RocksDbDiskGuard &) = delete;

    /// For DBOptions::sst_file_manager of every instance of the job on this file system.
    const std::shared_ptr<rocksdb::SstFileManager> &sstFileManager() const { return m_manager; }
    /// Bytes kept free on the file system.
    std::int64_t reserveBytes() const { return m_reserveBytes; }
    /// Bytes of SST files the job may have: free space at start minus the reserve.
    std::int64_t limitBytes() const { return m_limitBytes; }
    /// Bytes of SST files the job has now.
    std::int64_t sstBytes() const;

    /// Ok while the file system still has the reserve free; otherwise the error naming
    /// `directory` (an instance folder on this file system).
    Status check(const std::string &directory) const;
    /// Whether a compaction reading `inputBytes` (and writing at most as much) still fits under
    /// the limit with the compaction buffer left over, as RocksDB decides before compacting.
    bool compactionFits(std::int64_t inputBytes) const;
    /// What to say when the limit was reached, e.g. after RocksDB's SpaceLimit error.
    Text limitDetail() const;

private:
    RocksDbDiskGuard() = default;

    std::shared_ptr<rocksdb::SstFileManager> m_manager;
    std::int64_t m_reserveBytes = 0;
    std::int64_t m_limitBytes = 0;
    std::int64_t m_compactionBufferBytes = 0;
};

} // namespace sluice::state
