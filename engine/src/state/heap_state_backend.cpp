#include "state/heap_state_backend.h"

#include <sluice/text.h>

#include "state/heap_fixed_table.h"
#include "state/heap_map_table.h"
#include "state/heap_table_parts.h"
#include "state/heap_value_table.h"

#include <xxhash.h>

#include <atomic>
#include <chrono>
#include <map>
#include <string>
#include <thread>

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
    bool hasValueTable(const std::string &name) const override
    {
        return m_valueTables.count(name) > 0;
    }
    bool hasMapTable(const std::string &name) const override { return m_mapTables.count(name) > 0; }
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

    ~HeapStateBackend() override { thawWhenWritten(/*wait=*/true); }

    Status maintain(std::int64_t /*nowMillis*/) override
    {
        thawWhenWritten(/*wait=*/false);
        return Status::ok();
    }

    Status snapshot(TableVisitor table, EntryVisitor entry) override
    {
        if (Status s = checkpointable(); !s.isOk())
            return s;
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

    /// Freezes every table (a copy of its record list; they copy on access from now on) for a
    /// checkpoint written by another thread. A freeze still being written is waited for first.
    Result<std::shared_ptr<const FrozenKeyedState>> freeze() override
    {
        if (Status s = checkpointable(); !s.isOk())
            return s;
        thawWhenWritten(/*wait=*/true);
        const std::int64_t now = m_clock.nowMillis();
        auto frozen = std::make_shared<Frozen>();
        for (const auto &[name, t] : m_valueTables)
            frozen->tables.push_back({{false, name, m_ttls[name]},
                                      dynamic_cast<heap::SnapshotEntries &>(*t).freeze(now)});
        for (const auto &[name, t] : m_mapTables)
            frozen->tables.push_back({{true, name, m_mapTtls[name]},
                                      dynamic_cast<heap::SnapshotEntries &>(*t).freeze(now)});
        m_written = frozen->written;
        return std::shared_ptr<const FrozenKeyedState>(std::move(frozen));
    }

private:
    /// The tables as frozen; its end (the checkpoint written, or dropped) is `written`.
    struct Frozen final : FrozenKeyedState {
        struct Table {
            StateTableInfo info;
            std::unique_ptr<heap::FrozenRecords> records;
        };
        std::vector<Table> tables;
        std::shared_ptr<std::atomic<bool>> written = std::make_shared<std::atomic<bool>>(false);

        ~Frozen() override { written->store(true, std::memory_order_release); }
        Status write(FunctionRef<void(const StateTableInfo &)> table,
                     FunctionRef<void(const StateEntry &)> entry) const override
        {
            for (const Table &t : tables) {
                table(t.info);
                t.records->write(entry);
            }
            return Status::ok();
        }
    };

    Status checkpointable() const
    {
        if (!m_fixedTables.empty())
            return Status::unsupported(
                sluice::Engine::tr("its GROUP BY, window or join state is kept in inline tables, the fast layout used when "
                                   "the job takes no checkpoints, which a savepoint cannot hold; set "
                                   "execution.checkpointing.interval to take savepoints of this job"));
        return Status::ok();
    }

    /// Once the frozen state is gone (or, `wait`, after waiting for that), thaws the tables: what
    /// they copied on access meanwhile replaces the originals for good.
    void thawWhenWritten(bool wait)
    {
        if (!m_written)
            return;
        while (!m_written->load(std::memory_order_acquire)) {
            if (!wait)
                return;
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        m_written.reset();
        for (const auto &[name, t] : m_valueTables)
            dynamic_cast<heap::SnapshotEntries &>(*t).thaw();
        for (const auto &[name, t] : m_mapTables)
            dynamic_cast<heap::SnapshotEntries &>(*t).thaw();
    }

    const Clock &m_clock;
    HeapStateOptions m_options;
    std::map<std::string, std::int64_t> m_ttls;    ///< value tables' TTL in ms
    std::map<std::string, std::int64_t> m_mapTtls; ///< map tables' TTL in ms
    std::int64_t m_expired = 0;
    std::map<std::string, std::unique_ptr<ValueTable>> m_valueTables;
    std::map<std::string, std::unique_ptr<MapTable>> m_mapTables;
    std::map<std::string, std::unique_ptr<FixedValueTable>> m_fixedTables;
    std::shared_ptr<std::atomic<bool>> m_written; ///< set while the tables are frozen
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
