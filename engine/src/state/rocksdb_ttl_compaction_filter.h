#pragma once

// Physical TTL cleanup for the RocksDB state backend (Flink's compaction-filter cleanup strategy):
// while RocksDB flushes or compacts a table's column family, entries whose write timestamp plus
// the table's TTL is not after "now" are dropped, so expired state also leaves the disk.

#include "state/clock.h"

#include <rocksdb/compaction_filter.h>

#include <atomic>
#include <cstdint>
#include <memory>

namespace sluice::state {

/// Creates the TTL filter of one column family. RocksDB calls it from its background flush and
/// compaction threads: it only reads the (thread-safe) Clock and bumps an atomic counter, both of
/// which must outlive the database (the backend closes the database before releasing them).
class RocksDbTtlCompactionFilterFactory final : public rocksdb::CompactionFilterFactory {
public:
    RocksDbTtlCompactionFilterFactory(const Clock &clock, std::int64_t ttlMillis,
                                      std::atomic<std::int64_t> &expiredCounter);

    /// Flushes filter too: an entry that expired while still in the memtable never reaches an
    /// SST file.
    bool ShouldFilterTableFileCreation(rocksdb::TableFileCreationReason reason) const override;
    std::unique_ptr<rocksdb::CompactionFilter>
    CreateCompactionFilter(const rocksdb::CompactionFilter::Context &context) override;
    const char *Name() const override { return "SluiceTtlCompactionFilterFactory"; }

private:
    const Clock &m_clock;                        // any thread
    const std::int64_t m_ttlMillis;              // immutable
    std::atomic<std::int64_t> &m_expiredCounter; // any thread
};

} // namespace sluice::state
