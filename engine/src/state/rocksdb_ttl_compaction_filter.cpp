#include "state/rocksdb_ttl_compaction_filter.h"

#include "state/rocksdb_key_codec.h"

#include <string_view>

namespace sluice::state {

namespace {

class TtlCompactionFilter final : public rocksdb::CompactionFilter {
public:
    TtlCompactionFilter(const Clock &clock, std::int64_t ttlMillis,
                        std::atomic<std::int64_t> &expiredCounter)
        : m_clock(clock), m_ttlMillis(ttlMillis), m_expiredCounter(expiredCounter)
    {
    }

    Decision FilterV2(int /*level*/, const rocksdb::Slice & /*key*/, ValueType valueType,
                      const rocksdb::Slice &existingValue, std::string * /*newValue*/,
                      std::string * /*skipUntil*/) const override
    {
        // The backend writes plain values only; anything else is not ours to judge.
        if (valueType != ValueType::kValue || existingValue.size() < rocksdb_codec::kTimestampBytes)
            return Decision::kKeep;
        const std::int64_t written = rocksdb_codec::readTimestamp(
            std::string_view(existingValue.data(), existingValue.size()));
        // The time is read per entry (a cheap thread-safe read), so a long compaction keeps
        // judging with the current time, exactly as a read would.
        if (!rocksdb_codec::isExpired(written, m_ttlMillis, m_clock.nowMillis()))
            return Decision::kKeep;
        m_expiredCounter.fetch_add(1, std::memory_order_relaxed);
        // kRemove turns the entry into a tombstone, so an older version of the key in a lower
        // level cannot resurface.
        return Decision::kRemove;
    }

    const char *Name() const override { return "SluiceTtlCompactionFilter"; }

private:
    const Clock &m_clock;
    const std::int64_t m_ttlMillis;
    std::atomic<std::int64_t> &m_expiredCounter;
};

} // namespace

RocksDbTtlCompactionFilterFactory::RocksDbTtlCompactionFilterFactory(
    const Clock &clock, std::int64_t ttlMillis, std::atomic<std::int64_t> &expiredCounter)
    : m_clock(clock), m_ttlMillis(ttlMillis), m_expiredCounter(expiredCounter)
{
}

bool RocksDbTtlCompactionFilterFactory::ShouldFilterTableFileCreation(
    rocksdb::TableFileCreationReason reason) const
{
    return reason == rocksdb::TableFileCreationReason::kCompaction ||
           reason == rocksdb::TableFileCreationReason::kFlush;
}

std::unique_ptr<rocksdb::CompactionFilter>
RocksDbTtlCompactionFilterFactory::CreateCompactionFilter(
    const rocksdb::CompactionFilter::Context & /*context*/)
{
    return std::make_unique<TtlCompactionFilter>(m_clock, m_ttlMillis, m_expiredCounter);
}

} // namespace sluice::state
