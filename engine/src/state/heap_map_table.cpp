#include "state/heap_map_table.h"

#include "common/short_bytes.h"
#include "state/heap_table_parts.h"

#include <algorithm>
#include <cassert>
#include <map>

namespace sluice::state::heap {

namespace {

constexpr std::size_t kSmallInnerLimit = 64;

/// The entry records of a key with many entries: sorted by user key for forEach, and hashed by
/// user key so a lookup costs one probe, not O(log n) key comparisons.
using SortedEntries = std::map<std::string_view, char *, std::less<>>;
struct BigInner {
    SortedEntries sorted;
    HashIndex byKey; ///< heapKeyHash(0, user key) -> entry record
};

std::uint64_t userKeyHash(std::string_view userKey) { return heapKeyHash(0, userKey); }

/// How a map table's per-key record holds the key's entries.
enum class MapMode : std::uint8_t {
    /// The only entry inline: [MapHeader][SingleFields][pad, Stamp if TTL][key][userKey][value
    /// ... capacity]; user key and value are at most kMaxSingle bytes.
    Single,
    Items, ///< entry records sorted by user key in an array: [MapHeader][MultiFields][key]
    Big,   ///< entry records in a BigInner (MultiFields::list): [MapHeader][MultiFields][key]
};

/// The per-key record of a map table. Most keys of a join side or a MIN/MAX multiset hold one
/// entry, so that entry lives inside the key's record (one block of 32 bytes for a BIGINT key and
/// row, one cache miss, no pointer); a second entry moves the key to entry records
/// (RecordLayout) listed in an array, and past kSmallInnerLimit into a BigInner, so very large
/// keys stay O(1) per access.
struct MapHeader {
    std::uint32_t keyLen;
    std::uint16_t keyGroup; ///< key groups are < 32768 (Flink's bound on max parallelism)
    MapMode mode;
    std::uint8_t blockClass; ///< RecordArena class of this record
};
struct SingleFields {
    std::uint16_t userKeyLen;
    std::uint16_t valueLen;
};
struct MultiFields {
    std::uint32_t size;     ///< entries
    std::uint32_t capacity; ///< Items: of the array
    void *list;             ///< Items: char *[capacity]; Big: BigInner
};
static_assert(sizeof(MapHeader) == 8 && sizeof(SingleFields) == 4 && sizeof(MultiFields) == 16);
constexpr std::size_t kMaxSingle = 0xffff;

class HeapMapTable final : public MapTable, public HashedMapTable, public SnapshotEntries {
public:
    HeapMapTable(const Clock &clock, TtlConfig ttl, std::int64_t &expired, int cleanup)
        : m_ttl(clock, ttl, expired, cleanup), m_layout(ttl.enabled()),
          m_singlePrefix(ttl.enabled() ? kSingleStampAt + sizeof(Stamp)
                                       : sizeof(MapHeader) + sizeof(SingleFields))
    {
    }

    ~HeapMapTable() override
    {
        thaw();
        if (m_bigCount > 0) {
            m_index.forEachRecord([](char *rec) {
                if (header(rec).mode == MapMode::Big)
                    delete big(rec);
            });
        }
    }
    HeapMapTable(const HeapMapTable &) = delete;
    HeapMapTable &operator=(const HeapMapTable &) = delete;

    void prefetchSlot(std::uint64_t hash) const override { m_index.prefetchSlot(hash); }
    void prefetchEntry(std::uint64_t hash) const override
    {
        // A key's record (32 bytes and up) may straddle two cache lines.
        if (const char *rec = m_index.prefetchRecord(hash))
            prefetch(rec + 63);
    }

    std::optional<std::string_view> get(int keyGroup, std::string_view key,
                                        std::string_view userKey) override
    {
        const void *handle = nullptr;
        return find(hashKey(keyGroup, key), keyGroup, key, userKey, handle);
    }

    std::optional<std::string_view> getEntry(std::uint64_t hash, int keyGroup, std::string_view key,
                                             std::string_view userKey, const void *&handle) override
    {
        return find(hash, keyGroup, key, userKey, handle);
    }

    void writeEntry(const void *handle, std::uint64_t hash, int keyGroup, std::string_view key,
                    std::string_view userKey, std::string_view value) override
    {
        // Without TTL nothing but put/remove on this table moves or frees a record.
        if (handle == kAbsentKey && !m_ttl.enabled() && userKey.size() <= kMaxSingle &&
            value.size() <= kMaxSingle) {
            insertSingle(hash, keyGroup, key, userKey, value, 0);
            return;
        }
        if (handle && handle != kAbsentKey && !m_ttl.enabled() && !m_pin.pinned()) {
            const auto bits = reinterpret_cast<std::uintptr_t>(handle);
            char *rec = reinterpret_cast<char *>(bits & ~kSingleTag);
            if (bits & kSingleTag) {
                if (value.size() <= singleCapacity(rec)) {
                    writeSingleValue(rec, value);
                    return;
                }
            } else if (value.size() <= m_layout.valueCapacity(rec)) {
                m_layout.assign(m_arena, rec, value);
                return;
            }
        }
        put(hash, keyGroup, key, userKey, value);
    }

    void put(int keyGroup, std::string_view key, std::string_view userKey,
             std::string_view value) override
    {
        put(hashKey(keyGroup, key), keyGroup, key, userKey, value);
    }

    void put(std::uint64_t hash, int keyGroup, std::string_view key, std::string_view userKey,
             std::string_view value) override
    {
        sweep();
        HashIndex::Slot *slot = findOuter(hash, keyGroup, key);
        const bool ttl = m_ttl.enabled();
        const std::int64_t now = ttl ? m_ttl.now() : 0;
        if (!slot) {
            if (userKey.size() <= kMaxSingle && value.size() <= kMaxSingle) {
                insertSingle(hash, keyGroup, key, userKey, value, now);
                return;
            }
            char *rec = createItems(keyGroup, key);
            m_pin.born(rec);
            slot = m_index.insert(hash, rec);
        }
        char *replaced = nullptr; // a single record turned into entries: freed at the end, as
                                  // `value` may view it
        if (header(slot->rec).mode == MapMode::Single) {
            if (singleUserKey(slot->rec) == userKey && value.size() <= kMaxSingle) {
                const bool fresh = ttl && m_ttl.expired(singleStamp(slot->rec).timestamp, now);
                if (fresh)
                    m_ttl.countExpired(); // writing over an expired entry creates a new one
                char *rec = assignSingle(slot, value);
                if (fresh)
                    stampNew(singleStamp(rec), keyGroup, key, userKey, now);
                else if (ttl)
                    singleStamp(rec).timestamp = now;
                return;
            }
            replaced = spill(slot);
        }
        Pos pos = findInner(slot->rec, userKey);
        if (pos.found && ttl &&
            m_ttl.expired(RecordLayout::stamp(entryAt(slot->rec, pos)).timestamp, now)) {
            m_ttl.countExpired();
            // The key keeps at least this entry's slot: remove the entry only.
            char *old = entryAt(slot->rec, pos);
            m_bytes -= entryBytes(old);
            removeAt(slot->rec, pos);
            m_arena.release(old, m_layout.blockBytes(old));
            --m_entries;
            pos = findInner(slot->rec, userKey);
        }
        char *o = slot->rec;
        if (!pos.found) {
            char *entry = m_layout.create(m_arena, 0, userKey, value);
            insertAt(o, pos, entry);
            ++m_entries;
            m_bytes += entryBytes(entry);
            if (ttl)
                stampNew(RecordLayout::stamp(entry), keyGroup, key, userKey, now);
        } else {
            m_bytes -= entryBytes(entryAt(o, pos));
            char *moved = assignAt(o, pos, value);
            m_bytes += entryBytes(moved);
            if (ttl)
                RecordLayout::stamp(moved).timestamp = now;
        }
        if (replaced)
            releaseRecord(replaced);
    }

    void remove(int keyGroup, std::string_view key, std::string_view userKey) override
    {
        remove(hashKey(keyGroup, key), keyGroup, key, userKey);
    }

    void remove(std::uint64_t hash, int keyGroup, std::string_view key,
                std::string_view userKey) override
    {
        sweep();
        HashIndex::Slot *slot = findOuter(hash, keyGroup, key);
        if (!slot)
            return;
        if (header(slot->rec).mode == MapMode::Single) {
            if (singleUserKey(slot->rec) == userKey) {
                --m_entries;
                eraseOuter(slot);
            }
            return;
        }
        const Pos pos = findInner(slot->rec, userKey);
        if (pos.found)
            eraseInner(slot, pos);
    }

    void forEach(int keyGroup, std::string_view key, Visitor visit) override
    {
        forEach(hashKey(keyGroup, key), keyGroup, key, visit);
    }

    void forEach(std::uint64_t hash, int keyGroup, std::string_view key, Visitor visit) override
    {
        sweep();
        HashIndex::Slot *slot = findOuter(hash, keyGroup, key);
        if (!slot)
            return;
        const bool ttl = m_ttl.enabled();
        const std::int64_t now = ttl ? m_ttl.now() : 0;
        char *o = slot->rec;
        if (header(o).mode == MapMode::Single) {
            if (ttl && m_ttl.expired(singleStamp(o).timestamp, now))
                dropExpired(slot, now);
            else
                visit(singleUserKey(o), singleValue(o));
            return;
        }
        bool sawExpired = false;
        forEachEntry(o, [&](char *entry) {
            if (ttl && m_ttl.expired(RecordLayout::stamp(entry).timestamp, now)) {
                sawExpired = true;
                return true;
            }
            return visit(m_layout.key(entry), m_layout.value(entry));
        });
        if (sawExpired)
            dropExpired(slot, now);
    }

    void removeAll(int keyGroup, std::string_view key) override
    {
        sweep();
        HashIndex::Slot *slot = findOuter(hashKey(keyGroup, key), keyGroup, key);
        if (!slot)
            return;
        char *o = slot->rec;
        if (header(o).mode == MapMode::Single) {
            --m_entries;
        } else {
            forEachEntry(o, [&](char *entry) {
                m_bytes -= entryBytes(entry);
                m_arena.release(entry, m_layout.blockBytes(entry));
                return true;
            });
            m_entries -= multi(o).size;
        }
        eraseOuter(slot);
    }

    bool empty(int keyGroup, std::string_view key) override
    {
        sweep();
        HashIndex::Slot *slot = findOuter(hashKey(keyGroup, key), keyGroup, key);
        if (!slot)
            return true;
        if (!m_ttl.enabled())
            return false; // a key's record lives only while it has entries
        const std::int64_t now = m_ttl.now();
        char *o = slot->rec;
        bool live = false;
        if (header(o).mode == MapMode::Single) {
            live = !m_ttl.expired(singleStamp(o).timestamp, now);
        } else {
            forEachEntry(o, [&](char *entry) {
                live = !m_ttl.expired(RecordLayout::stamp(entry).timestamp, now);
                return !live;
            });
        }
        if (live)
            return false;
        dropExpired(slot, now);
        return true;
    }

    void restore(const StateEntry &e) override
    {
        if (m_ttl.enabled() && e.timestamp >= 0)
            m_ttl.setWriteTime(e.timestamp);
        put(e.keyGroup, e.key, e.userKey, e.value);
        m_ttl.setWriteTime(std::nullopt);
    }

    void snapshotEntries(KeyedStateBackend::EntryVisitor visit) override
    {
        const std::int64_t now = m_ttl.enabled() ? m_ttl.clockNow() : 0;
        m_index.forEachRecord([&](char *o) { emit(o, now, visit); });
    }

    std::unique_ptr<FrozenRecords> freeze(std::int64_t now) override
    {
        m_pin.pin();
        return std::make_unique<FrozenTableRecords<HeapMapTable>>(*this, m_index.records(), now);
    }

    void thaw() override
    {
        for (char *o : m_pin.unpin())
            releaseKey(o);
    }

    /// A key's entries as checkpoint entries (FrozenTableRecords), leaving those whose TTL had
    /// passed at `now`.
    void emit(char *o, std::int64_t now, KeyedStateBackend::EntryVisitor visit) const
    {
        const bool ttl = m_ttl.enabled();
        StateEntry e;
        e.keyGroup = header(o).keyGroup;
        e.key = std::string_view(outerKey(o), header(o).keyLen);
        if (header(o).mode == MapMode::Single) {
            e.timestamp = ttl ? singleStamp(o).timestamp : -1;
            if (ttl && m_ttl.expired(e.timestamp, now))
                return;
            e.userKey = singleUserKey(o);
            e.value = singleValue(o);
            visit(e);
            return;
        }
        forEachEntry(o, [&](char *entry) {
            e.timestamp = ttl ? RecordLayout::stamp(entry).timestamp : -1;
            if (!ttl || !m_ttl.expired(e.timestamp, now)) {
                e.userKey = m_layout.key(entry);
                e.value = m_layout.value(entry);
                visit(e);
            }
            return true;
        });
    }

    std::int64_t entries() const override { return m_entries; }
    std::int64_t bytes() const override { return m_bytes; }

private:
    /// A copy of a key's whole structure (record, entry list, entry records), for a frozen key
    /// about to be accessed; the m_bytes it stands for do not change.
    char *copyKey(char *o)
    {
        char *copy = m_arena.copy(o, recordBytes(o));
        if (header(o).mode == MapMode::Single)
            return copy;
        if (header(o).mode == MapMode::Big) {
            auto *map = new BigInner();
            for (const auto &kv : big(o)->sorted) {
                char *entry = m_arena.copy(kv.second, m_layout.blockBytes(kv.second));
                addBig(*map, map->sorted.end(), userKeyHash(kv.first), entry);
            }
            multi(copy).list = map;
            return copy;
        }
        const MultiFields &h = multi(o);
        std::size_t usable = 0;
        auto **list = reinterpret_cast<char **>(m_arena.allocate(h.capacity * sizeof(char *), usable));
        for (std::uint32_t i = 0; i < h.size; ++i)
            list[i] = m_arena.copy(items(o)[i], m_layout.blockBytes(items(o)[i]));
        multi(copy).list = list;
        return copy;
    }

    /// Frees a key's whole structure that copyKey replaced (no accounting: its copy has it).
    void releaseKey(char *o)
    {
        if (header(o).mode != MapMode::Single) {
            forEachEntry(o, [&](char *entry) {
                m_arena.release(entry, m_layout.blockBytes(entry));
                return true;
            });
            if (header(o).mode == MapMode::Big)
                delete big(o);
            else
                m_arena.release(reinterpret_cast<char *>(items(o)), multi(o).capacity * sizeof(char *));
        }
        m_arena.release(o, recordBytes(o));
    }

    /// Marks a writeEntry handle that is a Single record (records are 16-byte aligned).
    static constexpr std::uintptr_t kSingleTag = 1;
    /// The writeEntry handle of a key without any entry (records are 16-byte aligned).
    inline static const void *const kAbsentKey = reinterpret_cast<const void *>(std::uintptr_t{2});
    static constexpr std::size_t kMultiPrefix = sizeof(MapHeader) + sizeof(MultiFields);
    static constexpr std::size_t kSingleStampAt = 16; // aligned

    /// Where a user key is (found) or belongs (insertion point) in a key's entry records.
    struct Pos {
        bool found = false;
        std::uint32_t index = 0;       ///< Items mode
        HashIndex::Slot *slot = nullptr; ///< Big mode, found: the entry's
        std::uint64_t hash = 0;        ///< Big mode: userKeyHash
    };

    static MapHeader &header(char *rec) { return *reinterpret_cast<MapHeader *>(rec); }
    static const MapHeader &header(const char *rec)
    {
        return *reinterpret_cast<const MapHeader *>(rec);
    }
    static SingleFields &single(char *rec)
    {
        return *reinterpret_cast<SingleFields *>(rec + sizeof(MapHeader));
    }
    static MultiFields &multi(char *rec)
    {
        return *reinterpret_cast<MultiFields *>(rec + sizeof(MapHeader));
    }
    static char **items(char *rec) { return static_cast<char **>(multi(rec).list); }
    static BigInner *big(char *rec) { return static_cast<BigInner *>(multi(rec).list); }
    const char *outerKey(const char *rec) const
    {
        return rec + (header(rec).mode == MapMode::Single ? m_singlePrefix : kMultiPrefix);
    }

    // The inline entry of a Single record.
    static Stamp &singleStamp(char *rec)
    {
        return *reinterpret_cast<Stamp *>(rec + kSingleStampAt);
    }
    char *singleUserKeyData(char *rec) const { return rec + m_singlePrefix + header(rec).keyLen; }
    std::string_view singleUserKey(char *rec) const
    {
        return {singleUserKeyData(rec), single(rec).userKeyLen};
    }
    std::string_view singleValue(char *rec) const
    {
        return {singleUserKeyData(rec) + single(rec).userKeyLen, single(rec).valueLen};
    }
    std::size_t singleCapacity(char *rec) const
    {
        const std::size_t used = m_singlePrefix + header(rec).keyLen + single(rec).userKeyLen;
        return std::min(RecordArena::classBytes(header(rec).blockClass) - used, kMaxSingle);
    }
    void writeSingleValue(char *rec, std::string_view value) const
    {
        if (!value.empty())
            std::memmove(singleUserKeyData(rec) + single(rec).userKeyLen, value.data(),
                         value.size());
        single(rec).valueLen = static_cast<std::uint16_t>(value.size());
    }

    static std::size_t recordBytes(const char *rec)
    {
        return RecordArena::classBytes(header(rec).blockClass);
    }

    /// A block from the arena with the header's size fields set, accounted in m_bytes with its
    /// hash slot.
    char *allocateRecord(std::size_t bytes, int keyGroup, std::string_view key, MapMode mode)
    {
        std::size_t usable = 0;
        char *rec = m_arena.allocate(bytes, usable);
        assert(keyGroup >= 0 && keyGroup <= 0xffff);
        MapHeader &h = header(rec);
        h.keyLen = static_cast<std::uint32_t>(key.size());
        h.keyGroup = static_cast<std::uint16_t>(keyGroup);
        h.mode = mode;
        h.blockClass = static_cast<std::uint8_t>(RecordArena::classOf(bytes));
        if (!key.empty())
            copyBytes(const_cast<char *>(outerKey(rec)), key.data(), key.size());
        m_bytes += static_cast<std::int64_t>(usable) + m_index.slotBytes();
        return rec;
    }

    char *createSingle(int keyGroup, std::string_view key, std::string_view userKey,
                       std::string_view value)
    {
        char *rec = allocateRecord(m_singlePrefix + key.size() + userKey.size() + value.size(),
                                   keyGroup, key, MapMode::Single);
        single(rec).userKeyLen = static_cast<std::uint16_t>(userKey.size());
        if (!userKey.empty())
            copyBytes(singleUserKeyData(rec), userKey.data(), userKey.size());
        writeSingleValue(rec, value);
        return rec;
    }

    /// Adds a key that has no record yet with its first entry.
    void insertSingle(std::uint64_t hash, int keyGroup, std::string_view key,
                      std::string_view userKey, std::string_view value, std::int64_t now)
    {
        char *rec = createSingle(keyGroup, key, userKey, value);
        m_pin.born(rec);
        m_index.insert(hash, rec);
        ++m_entries;
        if (m_ttl.enabled())
            stampNew(singleStamp(rec), keyGroup, key, userKey, now);
    }

    /// Rewrites a Single record's value; returns the record, which moved when it did not fit.
    char *assignSingle(HashIndex::Slot *slot, std::string_view value)
    {
        char *rec = slot->rec;
        if (value.size() <= singleCapacity(rec)) {
            writeSingleValue(rec, value);
            return rec;
        }
        const MapHeader &h = header(rec);
        char *moved =
            createSingle(h.keyGroup, {outerKey(rec), h.keyLen}, singleUserKey(rec), value);
        if (m_ttl.enabled())
            singleStamp(moved) = singleStamp(rec);
        slot->rec = moved;
        m_pin.born(moved);
        releaseRecord(rec);
        return moved;
    }

    /// An Items record without entries yet.
    char *createItems(int keyGroup, std::string_view key)
    {
        char *rec = allocateRecord(kMultiPrefix + key.size(), keyGroup, key, MapMode::Items);
        constexpr std::uint32_t kCapacity = 4;
        std::size_t usable = 0;
        multi(rec) = {0, kCapacity, m_arena.allocate(kCapacity * sizeof(char *), usable)};
        return rec;
    }

    /// Turns a Single record into an Items record holding its entry as an entry record; returns
    /// the old record for the caller to release.
    char *spill(HashIndex::Slot *slot)
    {
        char *old = slot->rec;
        char *rec = createItems(header(old).keyGroup, {outerKey(old), header(old).keyLen});
        char *entry = m_layout.create(m_arena, 0, singleUserKey(old), singleValue(old));
        if (m_ttl.enabled())
            RecordLayout::stamp(entry) = singleStamp(old);
        m_bytes += entryBytes(entry);
        items(rec)[0] = entry;
        multi(rec).size = 1;
        slot->rec = rec;
        m_pin.born(rec);
        return old;
    }

    /// Frees a record's block (its entries and arrays must be gone) and its accounting.
    void releaseRecord(char *rec)
    {
        const std::size_t block = recordBytes(rec);
        m_bytes -= static_cast<std::int64_t>(block) + m_index.slotBytes();
        m_arena.release(rec, block);
    }

    void stampNew(Stamp &stamp, int keyGroup, std::string_view key, std::string_view userKey,
                  std::int64_t now)
    {
        stamp = {now, m_ttl.nextGeneration()};
        m_ttl.enqueue(keyGroup, key, userKey, stamp);
    }

    /// The live value of (key, userKey), removing it when expired; `handle` for writeEntry
    /// (null with TTL).
    std::optional<std::string_view> find(std::uint64_t hash, int keyGroup, std::string_view key,
                                         std::string_view userKey, const void *&handle)
    {
        handle = nullptr;
        sweep();
        HashIndex::Slot *slot = findOuter(hash, keyGroup, key);
        const bool ttl = m_ttl.enabled();
        if (!slot) {
            if (!ttl)
                handle = kAbsentKey;
            return std::nullopt;
        }
        char *o = slot->rec;
        if (header(o).mode == MapMode::Single) {
            if (singleUserKey(o) != userKey)
                return std::nullopt;
            if (ttl && m_ttl.expired(singleStamp(o).timestamp, m_ttl.now())) {
                m_ttl.countExpired();
                --m_entries;
                eraseOuter(slot);
                return std::nullopt;
            }
            if (!ttl)
                handle = reinterpret_cast<const void *>(reinterpret_cast<std::uintptr_t>(o) |
                                                        kSingleTag);
            return singleValue(o);
        }
        const Pos pos = findInner(o, userKey);
        if (!pos.found)
            return std::nullopt;
        char *entry = entryAt(o, pos);
        if (ttl && m_ttl.expired(RecordLayout::stamp(entry).timestamp, m_ttl.now())) {
            m_ttl.countExpired();
            eraseInner(slot, pos);
            return std::nullopt;
        }
        if (!ttl)
            handle = entry;
        return m_layout.value(entry);
    }

    /// Calls f(entry record) for the entries of an Items or Big record until f returns false.
    template <typename F> void forEachEntry(char *o, F &&f) const
    {
        if (header(o).mode == MapMode::Big) {
            for (const auto &kv : big(o)->sorted) {
                if (!f(kv.second))
                    return;
            }
        } else {
            for (std::uint32_t i = 0; i < multi(o).size; ++i) {
                if (!f(items(o)[i]))
                    return;
            }
        }
    }

    /// The key's slot, or null; while frozen, the key's structure is first replaced by a copy
    /// (the caller may change it, or hand out handles into it).
    HashIndex::Slot *findOuter(std::uint64_t hash, int keyGroup, std::string_view key)
    {
        HashIndex::Slot *slot = m_index.find(hash, [&](const char *rec) {
            const MapHeader &h = header(rec);
            return h.keyGroup == keyGroup && h.keyLen == key.size() &&
                   bytesEqual(outerKey(rec), key.data(), key.size());
        });
        if (slot && m_pin.frozen(slot->rec)) {
            char *copy = copyKey(slot->rec);
            m_pin.replaced(slot->rec, copy);
            slot->rec = copy;
        }
        return slot;
    }

    /// Removes a key's record (its entry records must be gone already).
    void eraseOuter(HashIndex::Slot *slot)
    {
        char *rec = slot->rec;
        if (header(rec).mode == MapMode::Big) {
            delete big(rec);
            --m_bigCount;
        } else if (header(rec).mode == MapMode::Items) {
            m_arena.release(reinterpret_cast<char *>(items(rec)),
                            multi(rec).capacity * sizeof(char *));
        }
        m_index.erase(slot);
        releaseRecord(rec);
    }

    char *entryAt(char *o, const Pos &pos)
    {
        return header(o).mode == MapMode::Big ? pos.slot->rec : items(o)[pos.index];
    }

    /// An entry record added to a BigInner (absent from it), `at` the hint into its order.
    void addBig(BigInner &map, SortedEntries::iterator at, std::uint64_t hash,
                char *entry) const
    {
        map.sorted.emplace_hint(at, m_layout.key(entry), entry);
        map.byKey.insert(hash, entry);
    }

    Pos findInner(char *o, std::string_view userKey)
    {
        const MultiFields &h = multi(o);
        Pos pos;
        if (header(o).mode == MapMode::Big) {
            pos.hash = userKeyHash(userKey);
            pos.slot = big(o)->byKey.find(
                pos.hash, [&](const char *entry) { return m_layout.key(entry) == userKey; });
            pos.found = pos.slot != nullptr;
            return pos;
        }
        char **list = items(o);
        std::uint32_t lo = 0;
        std::uint32_t hi = h.size;
        while (lo < hi) {
            const std::uint32_t mid = (lo + hi) / 2;
            if (m_layout.key(list[mid]) < userKey)
                lo = mid + 1;
            else
                hi = mid;
        }
        pos.index = lo;
        pos.found = lo < h.size && m_layout.key(list[lo]) == userKey;
        return pos;
    }

    void insertAt(char *o, const Pos &pos, char *entry)
    {
        MultiFields &h = multi(o);
        if (header(o).mode == MapMode::Big) {
            addBig(*big(o), big(o)->sorted.end(), pos.hash, entry);
            ++h.size;
            return;
        }
        char **list = items(o);
        if (h.size == h.capacity) {
            if (h.size >= kSmallInnerLimit) {
                auto *map = new BigInner();
                for (std::uint32_t i = 0; i < h.size; ++i)
                    addBig(*map, map->sorted.end(), userKeyHash(m_layout.key(list[i])), list[i]);
                addBig(*map, map->sorted.end(), userKeyHash(m_layout.key(entry)), entry);
                m_arena.release(reinterpret_cast<char *>(list), h.capacity * sizeof(char *));
                h.list = map;
                header(o).mode = MapMode::Big;
                h.capacity = 0;
                ++m_bigCount;
                ++h.size;
                return;
            }
            const std::uint32_t capacity = h.capacity * 2;
            std::size_t usable = 0;
            auto **grown =
                reinterpret_cast<char **>(m_arena.allocate(capacity * sizeof(char *), usable));
            std::memcpy(grown, list, h.size * sizeof(char *));
            m_arena.release(reinterpret_cast<char *>(list), h.capacity * sizeof(char *));
            h.list = list = grown;
            h.capacity = capacity;
        }
        std::memmove(list + pos.index + 1, list + pos.index, (h.size - pos.index) * sizeof(char *));
        list[pos.index] = entry;
        ++h.size;
    }

    /// Rewrites the value of the entry at `pos`; returns its record, which moved when the value
    /// did not fit.
    char *assignAt(char *o, const Pos &pos, std::string_view value)
    {
        char *entry = entryAt(o, pos);
        if (value.size() <= m_layout.valueCapacity(entry))
            return m_layout.assign(m_arena, entry, value);
        if (header(o).mode != MapMode::Big)
            return items(o)[pos.index] = m_layout.assign(m_arena, entry, value);
        // The order's key views the record, which the move frees: re-key its node.
        BigInner &map = *big(o);
        auto node = map.sorted.extract(m_layout.key(entry));
        char *moved = m_layout.assign(m_arena, entry, value);
        node.key() = m_layout.key(moved);
        node.mapped() = moved;
        map.sorted.insert(std::move(node));
        return pos.slot->rec = moved;
    }

    void removeAt(char *o, const Pos &pos)
    {
        MultiFields &h = multi(o);
        if (header(o).mode == MapMode::Big) {
            big(o)->sorted.erase(m_layout.key(pos.slot->rec));
            big(o)->byKey.erase(pos.slot);
        } else {
            char **list = items(o);
            std::memmove(list + pos.index, list + pos.index + 1,
                         (h.size - pos.index - 1) * sizeof(char *));
        }
        --h.size;
    }

    /// Removes one entry record, and the key when it was its last.
    void eraseInner(HashIndex::Slot *slot, const Pos &pos)
    {
        char *entry = entryAt(slot->rec, pos);
        m_bytes -= entryBytes(entry);
        removeAt(slot->rec, pos);
        m_arena.release(entry, m_layout.blockBytes(entry));
        --m_entries;
        if (multi(slot->rec).size == 0)
            eraseOuter(slot);
    }

    void dropExpired(HashIndex::Slot *slot, std::int64_t now)
    {
        char *o = slot->rec;
        if (header(o).mode == MapMode::Single) {
            if (m_ttl.expired(singleStamp(o).timestamp, now)) {
                m_ttl.countExpired();
                --m_entries;
                eraseOuter(slot);
            }
            return;
        }
        auto expiredEntry = [&](char *entry) {
            if (!m_ttl.expired(RecordLayout::stamp(entry).timestamp, now))
                return false;
            m_ttl.countExpired();
            m_bytes -= entryBytes(entry);
            m_arena.release(entry, m_layout.blockBytes(entry));
            --m_entries;
            return true;
        };
        MultiFields &h = multi(o);
        if (header(o).mode == MapMode::Big) {
            BigInner &map = *big(o);
            for (auto it = map.sorted.begin(); it != map.sorted.end();) {
                char *entry = it->second;
                if (!m_ttl.expired(RecordLayout::stamp(entry).timestamp, now)) {
                    ++it;
                    continue;
                }
                map.byKey.erase(map.byKey.find(userKeyHash(it->first),
                                               [&](const char *e) { return e == entry; }));
                it = map.sorted.erase(it);
                expiredEntry(entry);
                --h.size;
            }
        } else {
            char **list = items(o);
            std::uint32_t kept = 0;
            for (std::uint32_t i = 0; i < h.size; ++i) {
                if (!expiredEntry(list[i]))
                    list[kept++] = list[i];
            }
            h.size = kept;
        }
        if (h.size == 0)
            eraseOuter(slot);
    }

    std::int64_t entryBytes(const char *entry) const
    {
        return static_cast<std::int64_t>(m_layout.blockBytes(entry) + sizeof(char *));
    }

    void sweep()
    {
        m_ttl.sweep(
            [this](const CleanupItem &item, std::int64_t now) -> std::optional<std::int64_t> {
                HashIndex::Slot *slot =
                    findOuter(hashKey(item.keyGroup, item.key), item.keyGroup, item.key);
                if (!slot)
                    return std::nullopt;
                char *o = slot->rec;
                if (header(o).mode == MapMode::Single) {
                    const Stamp &st = singleStamp(o);
                    if (singleUserKey(o) != item.userKey || st.generation != item.generation)
                        return std::nullopt;
                    if (m_ttl.expired(st.timestamp, now)) {
                        m_ttl.countExpired();
                        --m_entries;
                        eraseOuter(slot);
                        return std::nullopt;
                    }
                    return st.timestamp;
                }
                const Pos pos = findInner(o, item.userKey);
                if (!pos.found)
                    return std::nullopt;
                const Stamp &st = RecordLayout::stamp(entryAt(o, pos));
                if (st.generation != item.generation)
                    return std::nullopt;
                if (m_ttl.expired(st.timestamp, now)) {
                    m_ttl.countExpired();
                    eraseInner(slot, pos);
                    return std::nullopt;
                }
                return st.timestamp;
            });
    }

    TtlState m_ttl;
    RecordLayout m_layout; ///< of entry records (Items, Big)
    std::size_t m_singlePrefix;
    RecordArena m_arena;
    HashIndex m_index;
    SnapshotPin m_pin;
    std::int64_t m_entries = 0;
    std::int64_t m_bytes = 0;
    std::int64_t m_bigCount = 0;
};

} // namespace

std::unique_ptr<MapTable> makeMapTable(const Clock &clock, TtlConfig ttl, std::int64_t &expired,
                                       int cleanupPerAccess)
{
    return std::make_unique<HeapMapTable>(clock, ttl, expired, cleanupPerAccess);
}

} // namespace sluice::state::heap
