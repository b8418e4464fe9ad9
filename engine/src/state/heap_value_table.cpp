#include "state/heap_value_table.h"

#include "common/short_bytes.h"
#include "state/heap_table_parts.h"

namespace sluice::state::heap {

namespace {

class HeapValueTable final : public ValueTable, public HashedValueTable, public SnapshotEntries {
public:
    HeapValueTable(const Clock &clock, TtlConfig ttl, std::int64_t &expired, int cleanup)
        : m_ttl(clock, ttl, expired, cleanup), m_layout(ttl.enabled())
    {
    }

    std::optional<std::string_view> get(int keyGroup, std::string_view key) override
    {
        return get(hashKey(keyGroup, key), keyGroup, key);
    }
    void put(int keyGroup, std::string_view key, std::string_view value) override
    {
        put(hashKey(keyGroup, key), keyGroup, key, value);
    }
    void remove(int keyGroup, std::string_view key) override
    {
        remove(hashKey(keyGroup, key), keyGroup, key);
    }

    void prefetchSlot(std::uint64_t hash) const override { m_index.prefetchSlot(hash); }
    void prefetchEntry(std::uint64_t hash) const override { m_index.prefetchRecord(hash); }

    std::optional<std::string_view> get(std::uint64_t hash, int keyGroup,
                                        std::string_view key) override
    {
        sweep();
        HashIndex::Slot *slot = find(hash, keyGroup, key);
        if (!slot)
            return std::nullopt;
        if (m_ttl.enabled() && m_ttl.expired(RecordLayout::stamp(slot->rec).timestamp, m_ttl.now())) {
            m_ttl.countExpired();
            erase(slot);
            return std::nullopt;
        }
        return m_layout.value(slot->rec);
    }

    std::optional<std::string_view> getEntry(std::uint64_t hash, int keyGroup, std::string_view key,
                                             const void *&handle) override
    {
        handle = nullptr;
        if (m_ttl.enabled())
            return get(hash, keyGroup, key);
        HashIndex::Slot *slot = find(hash, keyGroup, key);
        if (!slot)
            return std::nullopt;
        handle = slot->rec;
        return m_layout.value(slot->rec);
    }

    void writeEntry(const void *handle, std::uint64_t hash, int keyGroup, std::string_view key,
                    std::string_view value) override
    {
        // Without TTL nothing but put/remove of the key moves or frees its record.
        if (handle && !m_ttl.enabled()) {
            char *rec = const_cast<char *>(static_cast<const char *>(handle));
            if (value.size() <= m_layout.valueCapacity(rec) && !m_pin.frozen(rec)) {
                m_bytes -= entryBytes(rec);
                m_layout.assign(m_arena, rec, value);
                m_bytes += entryBytes(rec);
                return;
            }
        }
        put(hash, keyGroup, key, value);
    }

    void put(std::uint64_t hash, int keyGroup, std::string_view key,
             std::string_view value) override
    {
        sweep();
        HashIndex::Slot *slot = find(hash, keyGroup, key);
        const bool ttl = m_ttl.enabled();
        const std::int64_t now = ttl ? m_ttl.now() : 0;
        if (slot && ttl && m_ttl.expired(RecordLayout::stamp(slot->rec).timestamp, now)) {
            // Writing over an expired entry creates a new one: the old one did expire.
            m_ttl.countExpired();
            erase(slot);
            slot = nullptr;
        }
        if (!slot) {
            insertRecord(hash, keyGroup, key, value, now);
            return;
        }
        m_bytes -= entryBytes(slot->rec);
        slot->rec = m_layout.assign(m_arena, slot->rec, value);
        m_pin.born(slot->rec);
        m_bytes += entryBytes(slot->rec);
        if (ttl)
            RecordLayout::stamp(slot->rec).timestamp = now;
    }

    void insertAbsent(std::uint64_t hash, int keyGroup, std::string_view key,
                      std::string_view value) override
    {
        sweep();
        insertRecord(hash, keyGroup, key, value, m_ttl.enabled() ? m_ttl.now() : 0);
    }

    void remove(std::uint64_t hash, int keyGroup, std::string_view key) override
    {
        sweep();
        if (HashIndex::Slot *slot = find(hash, keyGroup, key))
            erase(slot);
    }

    void restore(const StateEntry &e) override
    {
        if (m_ttl.enabled() && e.timestamp >= 0)
            m_ttl.setWriteTime(e.timestamp);
        put(e.keyGroup, e.key, e.value);
        m_ttl.setWriteTime(std::nullopt);
    }

    ~HeapValueTable() override { thaw(); }
    HeapValueTable(const HeapValueTable &) = delete;
    HeapValueTable &operator=(const HeapValueTable &) = delete;

    void snapshotEntries(KeyedStateBackend::EntryVisitor visit) override
    {
        const std::int64_t now = m_ttl.enabled() ? m_ttl.clockNow() : 0;
        m_index.forEachRecord([&](char *rec) { emit(rec, now, visit); });
    }

    std::unique_ptr<FrozenRecords> freeze(std::int64_t now) override
    {
        m_pin.pin();
        return std::make_unique<FrozenTableRecords<HeapValueTable>>(*this, m_index.records(), now);
    }

    void thaw() override
    {
        for (char *rec : m_pin.unpin())
            m_arena.release(rec, m_layout.blockBytes(rec));
    }

    /// One record as a checkpoint entry (FrozenTableRecords), unless its TTL had passed at `now`.
    void emit(char *rec, std::int64_t now, KeyedStateBackend::EntryVisitor visit) const
    {
        StateEntry e;
        if (m_ttl.enabled()) {
            e.timestamp = RecordLayout::stamp(rec).timestamp;
            if (m_ttl.expired(e.timestamp, now))
                return;
        }
        e.keyGroup = RecordLayout::header(rec).keyGroup;
        e.key = m_layout.key(rec);
        e.value = m_layout.value(rec);
        visit(e);
    }

    std::int64_t entries() const override { return static_cast<std::int64_t>(m_index.size()); }
    std::int64_t bytes() const override { return m_bytes; }

private:
    /// A new record for an absent key (stamped and queued for cleanup when the table has a TTL).
    void insertRecord(std::uint64_t hash, int keyGroup, std::string_view key,
                      std::string_view value, std::int64_t now)
    {
        char *rec = m_layout.create(m_arena, keyGroup, key, value);
        m_pin.born(rec);
        m_index.insert(hash, rec);
        m_bytes += entryBytes(rec);
        if (m_ttl.enabled()) {
            Stamp &st = RecordLayout::stamp(rec);
            st = {now, m_ttl.nextGeneration()};
            m_ttl.enqueue(keyGroup, key, {}, st);
        }
    }

    /// The key's slot, or null; while frozen, the key's record is first replaced by a copy
    /// (the caller may change it, or hand it out for writeEntry).
    HashIndex::Slot *find(std::uint64_t hash, int keyGroup, std::string_view key)
    {
        HashIndex::Slot *slot = m_index.find(hash, [&](const char *rec) {
            const auto *h = reinterpret_cast<const RecHeader *>(rec);
            return h->keyGroup == keyGroup && h->keyLen == key.size() &&
                   bytesEqual(rec + m_layout.prefix(), key.data(), key.size());
        });
        if (slot && m_pin.frozen(slot->rec)) {
            char *copy = m_arena.copy(slot->rec, m_layout.blockBytes(slot->rec));
            m_pin.replaced(slot->rec, copy);
            slot->rec = copy;
        }
        return slot;
    }

    std::int64_t entryBytes(const char *rec) const
    {
        return static_cast<std::int64_t>(m_layout.blockBytes(rec)) + m_index.slotBytes();
    }

    void erase(HashIndex::Slot *slot)
    {
        char *rec = slot->rec;
        m_bytes -= entryBytes(rec);
        m_index.erase(slot);
        m_arena.release(rec, m_layout.blockBytes(rec));
    }

    void sweep()
    {
        m_ttl.sweep([this](const CleanupItem &item, std::int64_t now) -> std::optional<std::int64_t> {
            HashIndex::Slot *slot = find(hashKey(item.keyGroup, item.key), item.keyGroup, item.key);
            if (!slot)
                return std::nullopt;
            const Stamp &st = RecordLayout::stamp(slot->rec);
            if (st.generation != item.generation)
                return std::nullopt; // removed or replaced since: a newer item tracks it
            if (m_ttl.expired(st.timestamp, now)) {
                m_ttl.countExpired();
                erase(slot);
                return std::nullopt;
            }
            return st.timestamp;
        });
    }

    TtlState m_ttl;
    RecordLayout m_layout;
    RecordArena m_arena;
    HashIndex m_index;
    SnapshotPin m_pin;
    std::int64_t m_bytes = 0;
};

} // namespace

std::unique_ptr<ValueTable> makeValueTable(const Clock &clock, TtlConfig ttl,
                                           std::int64_t &expired, int cleanupPerAccess)
{
    return std::make_unique<HeapValueTable>(clock, ttl, expired, cleanupPerAccess);
}

} // namespace sluice::state::heap
