#include "state/heap_state_backend.h"

#include <sys/mman.h>
#include <xxhash.h>

#include <algorithm>
#include <cassert>
#include <bit>
#include <cstring>
#include <deque>
#include <map>
#include <new>
#include <vector>

// Layout. Each table is an open-addressing hash index (linear probing in Robin Hood order,
// backward-shift deletion, power-of-two capacity, load factor <= 3/4) of {64-bit hash, record
// pointer} slots. The hash is XXH3 of the key bytes seeded with the key group, so the key group is
// part of the identity without composing a prefixed copy of the key. Records are plain bytes in a
// size-class arena owned by the table: a small header, the key and the value (and the TTL stamp
// only when the table has a TTL), so there is no heap node and no std::string per entry, a value
// is rewritten in place when it fits its record, and dropping a table frees a few large chunks.
// Map tables hold, per key, its entries sorted by user key: a small array for up to
// kSmallInnerLimit entries (one inline slot for the common single entry), a std::map beyond that
// so very large keys stay O(log n) per access.

namespace sluice::state {

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;
constexpr std::size_t kChunkBytes = kHugePage;

// Memory for the big, randomly probed parts of a table (the slot array, the record chunks): from
// 2 MiB up it is 2 MiB aligned and advised for transparent huge pages, so a probe into a table of
// millions of keys costs a cache miss but rarely also a TLB miss (the kernel's THP mode is often
// "madvise", which only backs advised ranges with huge pages).
void *allocateLarge(std::size_t bytes)
{
    if (bytes < kHugePage)
        return ::operator new(bytes);
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void *p = ::operator new(rounded, std::align_val_t{kHugePage});
    ::madvise(p, rounded, MADV_HUGEPAGE); // advice only: without THP this is plain memory
    return p;
}

void releaseLarge(void *p, std::size_t bytes)
{
    if (bytes < kHugePage)
        ::operator delete(p);
    else
        ::operator delete(p, std::align_val_t{kHugePage});
}

template <typename T> struct LargeAllocator {
    using value_type = T;
    LargeAllocator() = default;
    template <typename U> LargeAllocator(const LargeAllocator<U> &) {}
    T *allocate(std::size_t n) { return static_cast<T *>(allocateLarge(n * sizeof(T))); }
    void deallocate(T *p, std::size_t n) { releaseLarge(p, n * sizeof(T)); }
    bool operator==(const LargeAllocator &) const { return true; }
};

struct LargeDelete {
    std::size_t bytes;
    void operator()(char *p) const { releaseLarge(p, bytes); }
};
using LargeBlock = std::unique_ptr<char[], LargeDelete>;

LargeBlock makeLargeBlock(std::size_t bytes)
{
    return LargeBlock(static_cast<char *>(allocateLarge(bytes)), LargeDelete{bytes});
}
constexpr std::size_t kSmallInnerLimit = 64;

/// __builtin_prefetch that the compiler keeps: GCC 12 treats the builtin as free of side effects,
/// so a probe loop whose only effect is a prefetch was deleted whole (HeapValueTable's
/// prefetchEntry compiled to a bare `ret`). The empty volatile asm consumes the address.
inline void prefetch(const void *p)
{
    __builtin_prefetch(p);
    asm volatile("" : : "r"(p));
}

// --- Size-class arena ----------------------------------------------------------------------------

/// Blocks of 16-byte granularity up to 512 bytes and powers of two above, carved from 2 MiB chunks
/// (larger blocks get a chunk of their own); freed blocks go to a free list per class and are
/// reused. Memory returns to the system when the arena dies.
class RecordArena {
public:
    static std::size_t classOf(std::size_t bytes)
    {
        if (bytes <= 512)
            return bytes <= 16 ? 1 : (bytes + 15) / 16;
        return 32 + static_cast<std::size_t>(std::bit_width(bytes - 1)) - 9;
    }
    static std::size_t classBytes(std::size_t cls)
    {
        return cls <= 32 ? cls * 16 : std::size_t{1} << (cls - 23);
    }

    /// A block of at least `bytes` (16-byte aligned); `usable` receives its real size.
    char *allocate(std::size_t bytes, std::size_t &usable)
    {
        const std::size_t cls = classOf(bytes);
        usable = classBytes(cls);
        if (cls < m_free.size() && m_free[cls]) {
            char *p = m_free[cls];
            char *next = nullptr;
            std::memcpy(&next, p, sizeof next);
            m_free[cls] = next;
            return p;
        }
        if (usable > kChunkBytes / 4) {
            m_chunks.push_back(makeLargeBlock(usable));
            m_reserved += static_cast<std::int64_t>(usable);
            return m_chunks.back().get();
        }
        if (m_left < usable) {
            m_chunks.push_back(makeLargeBlock(kChunkBytes));
            m_reserved += static_cast<std::int64_t>(kChunkBytes);
            m_cursor = m_chunks.back().get();
            m_left = kChunkBytes;
        }
        char *p = m_cursor;
        m_cursor += usable;
        m_left -= usable;
        return p;
    }

    /// Returns a block of `usable` bytes (as allocate reported it).
    void release(char *p, std::size_t usable)
    {
        const std::size_t cls = classOf(usable);
        if (cls >= m_free.size())
            m_free.resize(cls + 1, nullptr);
        std::memcpy(p, &m_free[cls], sizeof(char *));
        m_free[cls] = p;
    }

private:
    std::vector<LargeBlock> m_chunks;
    std::vector<char *> m_free = std::vector<char *>(40, nullptr);
    char *m_cursor = nullptr;
    std::size_t m_left = 0;
    std::int64_t m_reserved = 0;
};

// --- Open-addressing index -----------------------------------------------------------------------

std::uint64_t hashKey(int keyGroup, std::string_view key) { return heapKeyHash(keyGroup, key); }

/// hash -> record pointer, linear probing; a null pointer marks an empty slot.
class HashIndex {
public:
    struct Slot {
        std::uint64_t hash;
        char *rec;
    };

    std::size_t size() const { return m_size; }

    /// The slot whose record `matches`, or null.
    template <typename Match> Slot *find(std::uint64_t hash, Match &&matches)
    {
        if (m_size == 0)
            return nullptr;
        std::size_t i = hash & m_mask;
        for (std::size_t d = 0;; ++d, i = (i + 1) & m_mask) {
            Slot &s = m_slots[i];
            // Robin Hood order: the key would sit before a record closer to its home.
            if (!s.rec || distance(i, s.hash) < d)
                return nullptr;
            if (s.hash == hash && matches(s.rec))
                return &s;
        }
    }

    /// Adds a record known to be absent; returns its slot (valid until the next insert/erase).
    Slot *insert(std::uint64_t hash, char *rec)
    {
        if ((m_size + 1) * 4 > m_slots.size() * 3)
            grow();
        ++m_size;
        return place({hash, rec});
    }

    /// Removes a slot, shifting the rest of its probe run back by one (no tombstones).
    void erase(Slot *slot)
    {
        std::size_t hole = static_cast<std::size_t>(slot - m_slots.data());
        for (std::size_t i = (hole + 1) & m_mask;; i = (i + 1) & m_mask) {
            const Slot &s = m_slots[i];
            if (!s.rec || distance(i, s.hash) == 0)
                break;
            m_slots[hole] = s;
            hole = i;
        }
        m_slots[hole] = {0, nullptr};
        --m_size;
    }

    template <typename F> void forEachRecord(F &&f) const
    {
        if (m_size == 0)
            return;
        for (const Slot &s : m_slots) {
            if (s.rec)
                f(s.rec);
        }
    }

    std::int64_t slotBytes() const { return static_cast<std::int64_t>(sizeof(Slot)); }

    /// Starts loading the slots a probe for `hash` reads first: its home slot's cache line and
    /// the next one (a probe run often crosses into it).
    void prefetchSlot(std::uint64_t hash) const
    {
        // Guarded by the array, not by m_size: GCC 12 drops a prefetch of a vector element
        // under an `m_size != 0` test (the function compiled to a bare `ret`).
        if (!m_slots.empty()) {
            prefetch(m_slots.data() + (hash & m_mask));
            prefetch(m_slots.data() + ((hash + kSlotsPerLine) & m_mask));
        }
    }
    /// Prefetches the record of the first slot with this hash (the probe reads slots only).
    const char *prefetchRecord(std::uint64_t hash) const
    {
        if (m_size == 0)
            return nullptr;
        std::size_t i = hash & m_mask;
        for (std::size_t d = 0;; ++d, i = (i + 1) & m_mask) {
            const Slot &s = m_slots[i];
            if (!s.rec || distance(i, s.hash) < d)
                return nullptr;
            if (s.hash == hash) {
                prefetch(s.rec);
                return s.rec;
            }
        }
    }

private:
    static constexpr std::size_t kSlotsPerLine = 64 / sizeof(Slot);

    /// How far slot i is from the home of `hash`.
    std::size_t distance(std::size_t i, std::uint64_t hash) const { return (i - hash) & m_mask; }

    /// Robin Hood insertion (a record travelling past one closer to its home takes that slot and
    /// moves it on), which keeps probe runs short and lets an absent key's probe stop early;
    /// returns the slot `item` landed in.
    Slot *place(Slot item)
    {
        Slot *placed = nullptr;
        std::size_t i = item.hash & m_mask;
        for (std::size_t d = 0;; ++d, i = (i + 1) & m_mask) {
            Slot &s = m_slots[i];
            if (!s.rec) {
                s = item;
                return placed ? placed : &s;
            }
            if (const std::size_t resident = distance(i, s.hash); resident < d) {
                std::swap(s, item);
                if (!placed)
                    placed = &s;
                d = resident;
            }
        }
    }

    void grow()
    {
        const std::size_t capacity = m_slots.empty() ? 16 : m_slots.size() * 2;
        std::vector<Slot, LargeAllocator<Slot>> old(capacity, Slot{0, nullptr});
        old.swap(m_slots);
        m_mask = capacity - 1;
        for (const Slot &s : old) {
            if (s.rec)
                place(s);
        }
    }

    std::vector<Slot, LargeAllocator<Slot>> m_slots;
    std::size_t m_mask = 0;
    std::size_t m_size = 0;
};

// --- TTL -----------------------------------------------------------------------------------------

/// The TTL stamp of a record (present only in tables with a TTL).
struct Stamp {
    std::int64_t timestamp; ///< last create/write (processing time)
    std::uint64_t generation;
};

/// A queued candidate for the incremental cleanup: the entry as it was when queued.
struct CleanupItem {
    int keyGroup = 0;
    std::string key;
    std::string userKey; ///< map tables only
    std::int64_t timestamp = 0;
    std::uint64_t generation = 0;
};

/// Shared TTL bookkeeping of one table.
class TtlState {
public:
    TtlState(const Clock &clock, TtlConfig ttl, std::int64_t &expiredCounter, int cleanupPerAccess)
        : m_clock(clock), m_ttl(ttl.ttl.count()), m_expired(expiredCounter),
          m_cleanupPerAccess(cleanupPerAccess)
    {
    }
    bool enabled() const { return m_ttl > 0; }
    std::int64_t now() const { return m_clock.nowMillis(); }
    /// Flink's TtlUtils.expired: timestamp + ttl <= now.
    bool expired(std::int64_t timestamp, std::int64_t now) const
    {
        return m_ttl > 0 && timestamp + m_ttl <= now;
    }
    void countExpired() { ++m_expired; }
    std::uint64_t nextGeneration() { return ++m_generation; }
    void enqueue(int keyGroup, std::string_view key, std::string_view userKey, const Stamp &stamp)
    {
        m_queue.push_back({keyGroup, std::string(key), std::string(userKey), stamp.timestamp,
                           stamp.generation});
    }
    /// Pops up to cleanupPerAccess queue items that are due; `check` removes the entry when it
    /// is still the queued one and expired, or returns its newer timestamp to requeue.
    template <typename Check> void sweep(Check &&check)
    {
        if (m_ttl <= 0 || m_queue.empty())
            return;
        const std::int64_t t = now();
        for (int i = 0; i < m_cleanupPerAccess && !m_queue.empty(); ++i) {
            CleanupItem &front = m_queue.front();
            if (front.timestamp + m_ttl > t)
                break;
            CleanupItem item = std::move(front);
            m_queue.pop_front();
            // check returns the entry's current timestamp when it lives on (written since).
            std::optional<std::int64_t> requeue = check(item, t);
            if (requeue) {
                item.timestamp = *requeue;
                m_queue.push_back(std::move(item));
            }
        }
    }

private:
    const Clock &m_clock;
    std::int64_t m_ttl;
    std::int64_t &m_expired;
    int m_cleanupPerAccess;
    std::uint64_t m_generation = 0;
    std::deque<CleanupItem> m_queue;
};

// --- Records -------------------------------------------------------------------------------------

/// Header of a value record or a map entry record: [header][pad, Stamp if TTL][key][value ...
/// capacity]. 12 bytes, so a BIGINT key and a one-count accumulator fit a 32-byte block; the
/// value's capacity follows from the block's size class.
struct RecHeader {
    std::uint32_t keyLen;
    std::uint32_t valueLen;
    std::uint16_t keyGroup;  ///< value records (key groups are < 32768); unused in map entries
    std::uint8_t blockClass; ///< RecordArena class of the record's block
    std::uint8_t unused;
};
static_assert(sizeof(RecHeader) == 12);
/// Where a record's TTL stamp sits: 8-byte aligned after the header.
constexpr std::size_t kStampAt = 16;

/// A layout of records: the header size depends on whether the table keeps TTL stamps.
class RecordLayout {
public:
    explicit RecordLayout(bool ttl)
        : m_prefix(ttl ? kStampAt + sizeof(Stamp) : sizeof(RecHeader)), m_ttl(ttl)
    {
    }

    static RecHeader &header(char *rec) { return *reinterpret_cast<RecHeader *>(rec); }
    static Stamp &stamp(char *rec) { return *reinterpret_cast<Stamp *>(rec + kStampAt); }
    std::string_view key(const char *rec) const
    {
        return {rec + m_prefix, reinterpret_cast<const RecHeader *>(rec)->keyLen};
    }
    char *valueData(char *rec) const
    {
        return rec + m_prefix + reinterpret_cast<const RecHeader *>(rec)->keyLen;
    }
    std::string_view value(char *rec) const
    {
        return {valueData(rec), header(rec).valueLen};
    }
    std::size_t blockBytes(const char *rec) const
    {
        return RecordArena::classBytes(reinterpret_cast<const RecHeader *>(rec)->blockClass);
    }
    /// The longest value the record holds without moving.
    std::size_t valueCapacity(const char *rec) const
    {
        return blockBytes(rec) - m_prefix - reinterpret_cast<const RecHeader *>(rec)->keyLen;
    }

    /// A new record holding key and value (stamp left for the caller).
    char *create(RecordArena &arena, int keyGroup, std::string_view key,
                 std::string_view value) const
    {
        std::size_t usable = 0;
        const std::size_t bytes = m_prefix + key.size() + value.size();
        char *rec = arena.allocate(bytes, usable);
        RecHeader &h = header(rec);
        h.keyLen = static_cast<std::uint32_t>(key.size());
        h.valueLen = static_cast<std::uint32_t>(value.size());
        h.keyGroup = static_cast<std::uint16_t>(keyGroup);
        h.blockClass = static_cast<std::uint8_t>(RecordArena::classOf(bytes));
        h.unused = 0;
        if (!key.empty())
            std::memcpy(rec + m_prefix, key.data(), key.size());
        if (!value.empty())
            std::memcpy(rec + m_prefix + key.size(), value.data(), value.size());
        return rec;
    }

    /// Rewrites the value; returns the record, which moved when the value did not fit.
    char *assign(RecordArena &arena, char *rec, std::string_view value) const
    {
        RecHeader &h = header(rec);
        if (value.size() <= valueCapacity(rec)) {
            if (!value.empty())
                std::memmove(valueData(rec), value.data(), value.size());
            h.valueLen = static_cast<std::uint32_t>(value.size());
            return rec;
        }
        char *moved = create(arena, h.keyGroup, key(rec), value);
        if (m_ttl)
            stamp(moved) = stamp(rec);
        arena.release(rec, blockBytes(rec));
        return moved;
    }

    std::size_t prefix() const { return m_prefix; }

private:
    std::size_t m_prefix;
    bool m_ttl;
};

// --- Value tables --------------------------------------------------------------------------------

class HeapValueTable final : public ValueTable, public HashedValueTable {
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
            if (value.size() <= m_layout.valueCapacity(rec)) {
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

    std::int64_t entries() const override { return static_cast<std::int64_t>(m_index.size()); }
    std::int64_t bytes() const override { return m_bytes; }

private:
    /// A new record for an absent key (stamped and queued for cleanup when the table has a TTL).
    void insertRecord(std::uint64_t hash, int keyGroup, std::string_view key,
                      std::string_view value, std::int64_t now)
    {
        char *rec = m_layout.create(m_arena, keyGroup, key, value);
        m_index.insert(hash, rec);
        m_bytes += entryBytes(rec);
        if (m_ttl.enabled()) {
            Stamp &st = RecordLayout::stamp(rec);
            st = {now, m_ttl.nextGeneration()};
            m_ttl.enqueue(keyGroup, key, {}, st);
        }
    }

    HashIndex::Slot *find(std::uint64_t hash, int keyGroup, std::string_view key)
    {
        return m_index.find(hash, [&](const char *rec) {
            const auto *h = reinterpret_cast<const RecHeader *>(rec);
            return h->keyGroup == keyGroup && h->keyLen == key.size() &&
                   (key.empty() || std::memcmp(rec + m_layout.prefix(), key.data(), key.size()) == 0);
        });
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
    std::int64_t m_bytes = 0;
};

// --- Map tables ----------------------------------------------------------------------------------

/// Sorted user key -> entry record, for keys with many entries.
using BigInner = std::map<std::string_view, char *, std::less<>>;

/// How a map table's per-key record holds the key's entries.
enum class MapMode : std::uint8_t {
    /// The only entry inline: [MapHeader][SingleFields][pad, Stamp if TTL][key][userKey][value
    /// ... capacity]; user key and value are at most kMaxSingle bytes.
    Single,
    Items, ///< entry records sorted by user key in an array: [MapHeader][MultiFields][key]
    Big,   ///< entry records in a std::map (MultiFields::list): [MapHeader][MultiFields][key]
};

/// The per-key record of a map table. Most keys of a join side or a MIN/MAX multiset hold one
/// entry, so that entry lives inside the key's record (one block of 32 bytes for a BIGINT key and
/// row, one cache miss, no pointer); a second entry moves the key to entry records
/// (RecordLayout) listed in an array, and past kSmallInnerLimit into a std::map so very large
/// keys stay O(log n) per access.
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

class HeapMapTable final : public MapTable, public HashedMapTable {
public:
    HeapMapTable(const Clock &clock, TtlConfig ttl, std::int64_t &expired, int cleanup)
        : m_ttl(clock, ttl, expired, cleanup), m_layout(ttl.enabled()),
          m_singlePrefix(ttl.enabled() ? kSingleStampAt + sizeof(Stamp)
                                       : sizeof(MapHeader) + sizeof(SingleFields))
    {
    }

    ~HeapMapTable() override
    {
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
        if (handle && handle != kAbsentKey && !m_ttl.enabled()) {
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
            slot = m_index.insert(hash, createItems(keyGroup, key));
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
            char *entry = entryAt(o, pos);
            m_bytes -= entryBytes(entry);
            char *moved = m_layout.assign(m_arena, entry, value);
            if (moved != entry)
                replaceAt(o, pos, moved);
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

    std::int64_t entries() const override { return m_entries; }
    std::int64_t bytes() const override { return m_bytes; }

private:
    /// Marks a writeEntry handle that is a Single record (records are 16-byte aligned).
    static constexpr std::uintptr_t kSingleTag = 1;
    /// The writeEntry handle of a key without any entry (records are 16-byte aligned).
    inline static const void *const kAbsentKey = reinterpret_cast<const void *>(std::uintptr_t{2});
    static constexpr std::size_t kMultiPrefix = sizeof(MapHeader) + sizeof(MultiFields);
    static constexpr std::size_t kSingleStampAt = 16; // aligned

    /// Where a user key is (found) or belongs (insertion point) in a key's entry records.
    struct Pos {
        bool found = false;
        std::uint32_t index = 0; ///< Items mode
        BigInner::iterator it{}; ///< Big mode (found: the entry; else the insertion hint)
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
            std::memcpy(const_cast<char *>(outerKey(rec)), key.data(), key.size());
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
            std::memcpy(singleUserKeyData(rec), userKey.data(), userKey.size());
        writeSingleValue(rec, value);
        return rec;
    }

    /// Adds a key that has no record yet with its first entry.
    void insertSingle(std::uint64_t hash, int keyGroup, std::string_view key,
                      std::string_view userKey, std::string_view value, std::int64_t now)
    {
        char *rec = createSingle(keyGroup, key, userKey, value);
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
    template <typename F> void forEachEntry(char *o, F &&f)
    {
        if (header(o).mode == MapMode::Big) {
            for (const auto &kv : *big(o)) {
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

    HashIndex::Slot *findOuter(std::uint64_t hash, int keyGroup, std::string_view key)
    {
        return m_index.find(hash, [&](const char *rec) {
            const MapHeader &h = header(rec);
            return h.keyGroup == keyGroup && h.keyLen == key.size() &&
                   (key.empty() || std::memcmp(outerKey(rec), key.data(), key.size()) == 0);
        });
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
        return header(o).mode == MapMode::Big ? pos.it->second : items(o)[pos.index];
    }

    Pos findInner(char *o, std::string_view userKey)
    {
        const MultiFields &h = multi(o);
        Pos pos;
        if (header(o).mode == MapMode::Big) {
            pos.it = big(o)->lower_bound(userKey);
            pos.found = pos.it != big(o)->end() && pos.it->first == userKey;
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
            big(o)->emplace_hint(pos.it, m_layout.key(entry), entry);
            ++h.size;
            return;
        }
        char **list = items(o);
        if (h.size == h.capacity) {
            if (h.size >= kSmallInnerLimit) {
                auto *map = new BigInner();
                for (std::uint32_t i = 0; i < h.size; ++i)
                    map->emplace_hint(map->end(), m_layout.key(list[i]), list[i]);
                map->emplace(m_layout.key(entry), entry);
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

    void replaceAt(char *o, const Pos &pos, char *entry)
    {
        if (header(o).mode != MapMode::Big) {
            items(o)[pos.index] = entry;
            return;
        }
        // The map's key views the old record: re-key the node.
        auto node = big(o)->extract(pos.it);
        node.key() = m_layout.key(entry);
        node.mapped() = entry;
        big(o)->insert(std::move(node));
    }

    void removeAt(char *o, const Pos &pos)
    {
        MultiFields &h = multi(o);
        if (header(o).mode == MapMode::Big) {
            big(o)->erase(pos.it);
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
            for (auto it = map.begin(); it != map.end();) {
                if (expiredEntry(it->second)) {
                    it = map.erase(it);
                    --h.size;
                } else {
                    ++it;
                }
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
    std::int64_t m_entries = 0;
    std::int64_t m_bytes = 0;
    std::int64_t m_bigCount = 0;
};

class HeapStateBackend final : public KeyedStateBackend {
public:
    HeapStateBackend(const Clock &clock, HeapStateOptions options)
        : m_clock(clock), m_options(options)
    {
    }

    ValueTable &valueTable(const std::string &name, TtlConfig ttl) override
    {
        auto &slot = m_valueTables[name];
        if (!slot)
            slot = std::make_unique<HeapValueTable>(m_clock, ttl, m_expired,
                                                    m_options.cleanupPerAccess);
        return *slot;
    }
    MapTable &mapTable(const std::string &name, TtlConfig ttl) override
    {
        auto &slot = m_mapTables[name];
        if (!slot)
            slot = std::make_unique<HeapMapTable>(m_clock, ttl, m_expired,
                                                  m_options.cleanupPerAccess);
        return *slot;
    }
    std::int64_t expiredEntries() const override { return m_expired; }
    std::int64_t totalEntries() const override
    {
        std::int64_t n = 0;
        for (const auto &[name, t] : m_valueTables)
            n += t->entries();
        for (const auto &[name, t] : m_mapTables)
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
        return n;
    }

private:
    const Clock &m_clock;
    HeapStateOptions m_options;
    std::int64_t m_expired = 0;
    std::map<std::string, std::unique_ptr<HeapValueTable>> m_valueTables;
    std::map<std::string, std::unique_ptr<HeapMapTable>> m_mapTables;
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
