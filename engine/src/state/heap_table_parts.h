#pragma once

// The building blocks of the heap backend's tables (heap_value_table.cpp, heap_map_table.cpp),
// internal to engine/src/state.
//
// Layout. Each table is an open-addressing hash index (linear probing in Robin Hood order,
// backward-shift deletion, power-of-two capacity, load factor <= 3/4) of {64-bit hash, record
// pointer} slots. The hash is XXH3 of the key bytes seeded with the key group, so the key group is
// part of the identity without composing a prefixed copy of the key. Records are plain bytes in a
// size-class arena owned by the table: a small header, the key and the value (and the TTL stamp
// only when the table has a TTL), so there is no heap node and no std::string per entry, a value
// is rewritten in place when it fits its record, and dropping a table frees a few large chunks.
// Map tables keep a key's only entry inside the key's record and more entries sorted by user key
// (heap_map_table.cpp).

#include "common/short_bytes.h"
#include "state/heap_state_backend.h"

#include <sys/mman.h>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <deque>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

namespace sluice::state::heap {

constexpr std::size_t kHugePage = std::size_t{2} << 20;
constexpr std::size_t kChunkBytes = kHugePage;

// Memory for the big, randomly probed parts of a table (the slot array, the record chunks): from
// 2 MiB up it is mapped straight from the kernel, 2 MiB aligned and advised for transparent huge
// pages, so a probe into a table of millions of keys costs a cache miss but rarely also a TLB miss
// (the kernel's THP mode is often "madvise", which only backs advised ranges with huge pages).
// Such memory is zero when first touched, so a new slot array needs no clearing pass of its own.

/// Whether allocateLarge(bytes) maps its memory (zero-filled) rather than taking it from malloc.
inline bool mapsDirectly(std::size_t bytes) { return bytes >= kHugePage; }

inline std::size_t roundToHugePages(std::size_t bytes)
{
    return (bytes + kHugePage - 1) / kHugePage * kHugePage;
}

/// A private anonymous mapping of `bytes` (a multiple of 2 MiB) starting on a 2 MiB boundary:
/// one huge page more is mapped and both ends trimmed. Null when the kernel refuses.
inline char *mapAligned(std::size_t bytes, int protection, int extraFlags = 0)
{
    void *raw = ::mmap(nullptr, bytes + kHugePage, protection,
                       MAP_PRIVATE | MAP_ANONYMOUS | extraFlags, -1, 0);
    if (raw == MAP_FAILED)
        return nullptr;
    const auto start = reinterpret_cast<std::uintptr_t>(raw);
    const std::uintptr_t aligned = (start + kHugePage - 1) & ~(std::uintptr_t{kHugePage} - 1);
    if (aligned > start)
        ::munmap(raw, aligned - start);
    if (const std::size_t tail = start + kHugePage - aligned; tail > 0)
        ::munmap(reinterpret_cast<void *>(aligned + bytes), tail);
    return reinterpret_cast<char *>(aligned);
}

inline void *allocateLarge(std::size_t bytes)
{
    if (!mapsDirectly(bytes))
        return ::operator new(bytes);
    const std::size_t rounded = roundToHugePages(bytes);
    char *p = mapAligned(rounded, PROT_READ | PROT_WRITE);
    if (!p)
        throw std::bad_alloc();
    ::madvise(p, rounded, MADV_HUGEPAGE); // advice only: without THP this is plain memory
    return p;
}

inline void releaseLarge(void *p, std::size_t bytes)
{
    if (!mapsDirectly(bytes))
        ::operator delete(p);
    else
        ::munmap(p, roundToHugePages(bytes));
}

struct LargeDelete {
    std::size_t bytes;
    void operator()(char *p) const { releaseLarge(p, bytes); }
};
using LargeBlock = std::unique_ptr<char[], LargeDelete>;

inline LargeBlock makeLargeBlock(std::size_t bytes)
{
    return LargeBlock(static_cast<char *>(allocateLarge(bytes)), LargeDelete{bytes});
}

/// A block of `bytes` zero bytes: mapped memory is already zero; smaller blocks are cleared.
inline LargeBlock makeZeroedLargeBlock(std::size_t bytes)
{
    LargeBlock block = makeLargeBlock(bytes);
    if (!mapsDirectly(bytes))
        std::memset(block.get(), 0, bytes);
    return block;
}

/// Memory that grows in place: address space reserved up front (nothing behind it until used)
/// whose prefix is made usable as a table grows, so the pages already written stay where they
/// are and only the new part is faulted in, zero. A table that doubles this way has the kernel
/// clear its final size once, not the sum of every size it went through. When the reservation is
/// used up or cannot be made, the block moves: new memory, contents copied.
class GrowableBlock {
public:
    /// Address space reserved per block (mapped PROT_NONE, no memory or swap accounted).
    static constexpr std::size_t kReserve = std::size_t{16} << 30;

    GrowableBlock() = default;
    GrowableBlock(const GrowableBlock &) = delete;
    GrowableBlock &operator=(const GrowableBlock &) = delete;
    ~GrowableBlock() { release(); }

    char *data() const { return m_base; }
    std::size_t size() const { return m_usable; }

    /// Makes the first `bytes` usable (never shrinks), keeping the contents; bytes past the old
    /// size are zero. data() changes only when the block moved.
    void resize(std::size_t bytes)
    {
        if (bytes <= m_usable)
            return;
        // Small blocks grow by 4 KiB pages; from kHugeFrom on by huge pages, advised as such.
        const bool huge = bytes >= kHugeFrom;
        const std::size_t usable =
            huge ? roundToHugePages(bytes) : (bytes + kPage - 1) / kPage * kPage;
        // Growing in place keeps the 4 KiB pages a small block has: the kernel then faults the
        // rest of their 2 MiB range in 4 KiB pages too, each far dearer than a share of a huge
        // page (on the test VM a 4 KiB fault cost 3-25 us, a huge page's 2 MiB 0.3 ms). So the
        // block moves once when it turns huge, its few small pages copied.
        const bool turnsHuge = huge && m_usable < kHugeFrom;
        if (m_base && usable <= m_reserved && !turnsHuge &&
            ::mprotect(m_base + m_usable, usable - m_usable, PROT_READ | PROT_WRITE) == 0) {
            if (huge)
                ::madvise(m_base, usable, MADV_HUGEPAGE);
            m_usable = usable;
            return;
        }
        // A process whose address space is limited (ulimit -v) may refuse the reservation: then
        // the block takes what it needs now and moves again when it grows.
        std::size_t reserved = std::max(kReserve, usable);
        char *base = reserve(reserved);
        if (!base) {
            reserved = roundToHugePages(usable);
            base = reserve(reserved);
        }
        if (!base)
            throw std::bad_alloc();
        if (::mprotect(base, usable, PROT_READ | PROT_WRITE) != 0) {
            ::munmap(base, reserved);
            throw std::bad_alloc();
        }
        if (huge)
            ::madvise(base, usable, MADV_HUGEPAGE);
        if (m_usable)
            std::memcpy(base, m_base, m_usable);
        release();
        m_base = base;
        m_reserved = reserved;
        m_usable = usable;
    }

    /// Gives the memory and the reservation back; the block is empty, as new.
    void release()
    {
        if (m_base)
            ::munmap(m_base, m_reserved);
        m_base = nullptr;
        m_usable = m_reserved = 0;
    }

private:
    static constexpr std::size_t kPage = 4096;
    /// From this size on a block takes whole huge pages: at most 1.75 MiB more than it needs,
    /// against 448 small page faults spared on its way to 2 MiB.
    static constexpr std::size_t kHugeFrom = std::size_t{256} << 10;

    /// `bytes` of address space, 2 MiB aligned, inaccessible; null when refused.
    static char *reserve(std::size_t bytes) { return mapAligned(bytes, PROT_NONE, MAP_NORESERVE); }

    char *m_base = nullptr;
    std::size_t m_usable = 0;
    std::size_t m_reserved = 0;
};

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

    /// A new block holding a copy of the `bytes`-byte block `block` (copy-on-access while frozen).
    char *copy(const char *block, std::size_t bytes)
    {
        std::size_t usable = 0;
        char *p = allocate(bytes, usable);
        std::memcpy(p, block, bytes);
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

inline std::uint64_t hashKey(int keyGroup, std::string_view key)
{
    return heapKeyHash(keyGroup, key);
}

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
        if ((m_size + 1) * 4 > m_capacity * 3)
            grow();
        ++m_size;
        return place({hash, rec});
    }

    /// Removes a slot, shifting the rest of its probe run back by one (no tombstones).
    void erase(Slot *slot)
    {
        std::size_t hole = static_cast<std::size_t>(slot - m_slots);
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
        for (std::size_t i = 0; i < m_capacity; ++i) {
            if (m_slots[i].rec)
                f(m_slots[i].rec);
        }
    }

    /// Every record, in slot order.
    std::vector<char *> records() const
    {
        std::vector<char *> recs;
        recs.reserve(m_size);
        forEachRecord([&](char *rec) { recs.push_back(rec); });
        return recs;
    }

    std::int64_t slotBytes() const { return static_cast<std::int64_t>(sizeof(Slot)); }

    /// Starts loading the slots a probe for `hash` reads first: its home slot's cache line and
    /// the next one (a probe run often crosses into it).
    void prefetchSlot(std::uint64_t hash) const
    {
        if (m_capacity != 0) {
            prefetch(m_slots + (hash & m_mask));
            prefetch(m_slots + ((hash + kSlotsPerLine) & m_mask));
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
        const std::size_t capacity = m_capacity == 0 ? 16 : m_capacity * 2;
        // All-zero bytes are empty slots (null record pointers).
        const LargeBlock old = std::exchange(m_block, makeZeroedLargeBlock(capacity * sizeof(Slot)));
        const Slot *oldSlots = std::exchange(m_slots, reinterpret_cast<Slot *>(m_block.get()));
        const std::size_t oldCapacity = std::exchange(m_capacity, capacity);
        m_mask = capacity - 1;
        for (std::size_t i = 0; i < oldCapacity; ++i) {
            if (oldSlots[i].rec)
                place(oldSlots[i]);
        }
    }

    LargeBlock m_block;      // the slot array's memory
    Slot *m_slots = nullptr; // m_capacity slots in m_block
    std::size_t m_capacity = 0;
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
    /// The time writes are stamped with: the clock's, or the one setWriteTime gave.
    std::int64_t now() const { return m_writeTime ? *m_writeTime : m_clock.nowMillis(); }
    /// The clock's time, whatever setWriteTime says.
    std::int64_t clockNow() const { return m_clock.nowMillis(); }
    /// Restoring a checkpoint: writes are stamped with `time` until reset with nullopt.
    void setWriteTime(std::optional<std::int64_t> time) { m_writeTime = time; }
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
    std::optional<std::int64_t> m_writeTime;
};

/// A table's entries as they were when it was frozen, written by another thread (the
/// checkpoint coordinator's) while the subtask goes on with the table.
class FrozenRecords {
public:
    virtual ~FrozenRecords() = default;
    virtual void write(KeyedStateBackend::EntryVisitor visit) const = 0;
};

/// What the heap backend's value and map tables give a checkpoint: every live entry, now on this
/// thread, or frozen for another one. A frozen table copies on access until it is thawed (as
/// Flink's CopyOnWriteStateMap): the records the snapshot reads are neither changed nor freed.
class SnapshotEntries {
public:
    virtual ~SnapshotEntries() = default;
    virtual void snapshotEntries(KeyedStateBackend::EntryVisitor visit) = 0;
    /// The live entries at this instant (TTL as of `now`); the table stays frozen until thaw().
    virtual std::unique_ptr<FrozenRecords> freeze(std::int64_t now) = 0;
    /// Frees what accesses replaced while frozen. REQUIRES: the FrozenRecords are gone.
    virtual void thaw() = 0;
};

/// A frozen table's records, written by another thread through the table's emit(record, now,
/// visit), which reads only the table's fixed layout and TTL, never its changing parts.
template <typename Table> class FrozenTableRecords final : public FrozenRecords {
public:
    FrozenTableRecords(const Table &table, std::vector<char *> records, std::int64_t now)
        : m_table(table), m_records(std::move(records)), m_now(now)
    {
    }
    void write(KeyedStateBackend::EntryVisitor visit) const override
    {
        for (char *rec : m_records)
            m_table.emit(rec, m_now, visit);
    }

private:
    const Table &m_table;
    const std::vector<char *> m_records;
    const std::int64_t m_now;
};

/// The copy-on-access bookkeeping of one frozen table. Records (value tables) or key records
/// (map tables, with all they hold) present at the freeze are frozen; an access to one first
/// replaces it by a copy, and the original waits in `deferred` until the thaw frees it. Records
/// made since are `born` and change in place. Over-counting frozen records only costs a copy.
class SnapshotPin {
public:
    bool pinned() const { return m_pinned; }
    void pin() { m_pinned = true; }
    /// Ends the pin; returns the replaced records, to be freed.
    std::vector<char *> unpin()
    {
        m_pinned = false;
        m_born.clear();
        return std::exchange(m_deferred, {});
    }
    void born(const char *rec)
    {
        if (m_pinned)
            m_born.insert(rec);
    }
    bool frozen(const char *rec) const { return m_pinned && !m_born.contains(rec); }
    /// `original` was replaced by `copy`: freed at the thaw.
    void replaced(char *original, const char *copy)
    {
        m_deferred.push_back(original);
        m_born.insert(copy);
    }

private:
    bool m_pinned = false;
    std::unordered_set<const char *> m_born;
    std::vector<char *> m_deferred;
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
            copyBytes(rec + m_prefix, key.data(), key.size());
        if (!value.empty())
            copyBytes(rec + m_prefix + key.size(), value.data(), value.size());
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

} // namespace sluice::state::heap
