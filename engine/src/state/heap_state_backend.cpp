#include "state/heap_state_backend.h"

#include "state/heap_fixed_table.h"
#include "state/heap_map_table.h"
#include "state/heap_table_parts.h"
#include "state/heap_value_table.h"

#include <xxhash.h>

#include <map>
#include <string>

// The tables' layout and building blocks: heap_table_parts.h; the tables: heap_value_table.cpp,
// heap_map_table.cpp.

namespace sluice::state {

namespace {

class HeapStateBackend final : public KeyedStateBackend {
public:
    HeapStateBackend(const Clock &clock, HeapStateOptions options)
        : m_clock(clock), m_options(options)
    {
    }

    ValueTable &valueTable(const std::string &name, TtlConfig ttl) override
    {
        auto &slot = m_valueTables[name];
        if (!slot) {
            slot = heap::makeValueTable(m_clock, ttl, m_expired, m_options.cleanupPerAccess);
            m_ttls[name] = ttl.ttl.count();
        }
        return *slot;
    }
    MapTable &mapTable(const std::string &name, TtlConfig ttl) override
    {
        auto &slot = m_mapTables[name];
        if (!slot) {
            slot = heap::makeMapTable(m_clock, ttl, m_expired, m_options.cleanupPerAccess);
            m_mapTtls[name] = ttl.ttl.count();
        }
        return *slot;
    }
    FixedValueTable *fixedValueTable(const std::string &name, std::size_t keyBytes,
                                     std::size_t valueBytes, TtlConfig ttl) override
    {
        // Inline slots hold no TTL stamp: tables with a TTL take the general path.
        if (ttl.enabled() || !m_options.inlineTables)
            return nullptr;
        auto &slot = m_fixedTables[name];
        if (!slot)
            slot = std::make_unique<FixedValueTable>(keyBytes, valueBytes);
        if (slot->keyBytes() != keyBytes || slot->valueBytes() != valueBytes)
            return nullptr;
        return slot.get();
    }
    std::int64_t expiredEntries() const override { return m_expired; }
    std::int64_t totalEntries() const override
    {
        std::int64_t n = 0;
        for (const auto &[name, t] : m_valueTables)
            n += t->entries();
        for (const auto &[name, t] : m_mapTables)
            n += t->entries();
        for (const auto &[name, t] : m_fixedTables)
            n += t->entries();
        return n;
    }
    std::int64_t totalBytes() const override
    {
        std::int64_t n = 0;
        for (const auto &[name, t] : m_valueTables)
            n += t->bytes();
        for (const auto &[name, t] : m_mapTables)
            n += t->bytes();
        for (const auto &[name, t] : m_fixedTables)
            n += t->bytes();
        return n;
    }

    Status snapshot(TableVisitor table, EntryVisitor entry) override
    {
        if (!m_fixedTables.empty())
            return Status::unsupported(
                "its GROUP BY or join state is kept in inline tables, the fast layout used when the job "
                "takes no checkpoints, which a savepoint cannot hold; set execution.checkpointing.interval "
                "to take savepoints of this job");
        for (const auto &[name, t] : m_valueTables) {
            table({false, name, m_ttls[name]});
            dynamic_cast<heap::SnapshotEntries &>(*t).snapshotEntries(entry);
        }
        for (const auto &[name, t] : m_mapTables) {
            table({true, name, m_mapTtls[name]});
            dynamic_cast<heap::SnapshotEntries &>(*t).snapshotEntries(entry);
        }
        return Status::ok();
    }

private:
    const Clock &m_clock;
    HeapStateOptions m_options;
    std::map<std::string, std::int64_t> m_ttls;    ///< value tables' TTL in ms
    std::map<std::string, std::int64_t> m_mapTtls; ///< map tables' TTL in ms
    std::int64_t m_expired = 0;
    std::map<std::string, std::unique_ptr<ValueTable>> m_valueTables;
    std::map<std::string, std::unique_ptr<MapTable>> m_mapTables;
    std::map<std::string, std::unique_ptr<FixedValueTable>> m_fixedTables;
};

} // namespace

std::uint64_t heapKeyHash(int keyGroup, std::string_view key)
{
    return XXH3_64bits_withSeed(key.data(), key.size(), static_cast<std::uint64_t>(keyGroup));
}

std::unique_ptr<KeyedStateBackend> createHeapStateBackend(const Clock &clock,
                                                          HeapStateOptions options)
{
    return std::make_unique<HeapStateBackend>(clock, options);
}

std::unique_ptr<KeyedStateBackend> createHeapStateBackend(const Clock &clock)
{
    return createHeapStateBackend(clock, HeapStateOptions{});
}

} // namespace sluice::state
