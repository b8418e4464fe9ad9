#pragma once

// The heap backend's inline table: key -> value where both have one fixed byte size (records of a
// FixedRowLayout), stored together in the slots of one open-addressing array, so a lookup is a
// single random memory access and a value is updated where it lies. Operators whose keys and
// values are all fixed-width columns use it instead of their general tables when the backend
// offers one (KeyedStateBackend::fixedValueTable): the heap backend does for tables without TTL;
// RocksDB and TTL tables keep the general path. GROUP BY keeps key -> accumulator; a join side
// keeps [join key][row] -> count hashed by the join key alone, so a key's rows lie together under
// one tag (forEachUnderTag visits them).
//
// Slot: [u32 tag][key][value] (padded or not: slotBytesFor). The caller gives each key a 64-bit
// hash (the same key always the same hash, e.g. KeyHasher's); the tag is its high 32 bits (1 when
// those are 0; 0 marks an empty slot). A key's home slot is its tag's share of the homes, so homes
// rise with tags, and the slots hold their entries in tag order: linear probing where an entry goes
// after the entries with smaller or equal tags and before the larger ones (Robin Hood order), each
// entry as close to its home as that order allows, with no empty slot between an entry and its
// home. So:
//  - a lookup stops at the first larger tag or empty slot;
//  - removal shifts the entries behind back by one (no tombstones);
//  - growing keeps the order: no entry's home moves down, so the new positions are computed in
//    one pass and the entries moved back to front within the same memory (GrowableBlock), which
//    only gains zero pages at its end. The homes double while the table is small and grow by
//    half once it is large (nextHomes), so the load factor stays between 5/16 (5/12) and 5/8.
// The array has room past its last home for entries displaced beyond it.
//
// Not thread-safe: a table belongs to one operator subtask, as the backend does.

#include "common/short_bytes.h"
#include "state/heap_table_parts.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

namespace sluice::state {

class FixedValueTable {
public:
    FixedValueTable(std::size_t keyBytes, std::size_t valueBytes)
        : m_keyBytes(keyBytes), m_valueBytes(valueBytes),
          m_slotBytes(slotBytesFor(sizeof(std::uint32_t) + keyBytes + valueBytes))
    {
    }

    std::size_t keyBytes() const { return m_keyBytes; }
    std::size_t valueBytes() const { return m_valueBytes; }

    /// Starts loading the memory a lookup of `hash` reads first: its home slot's cache line and
    /// the next one (the entries before it in tag order often reach into it).
    void prefetch(std::uint64_t hash) const
    {
        if (m_slots) {
            const char *s = slotAt(home(tagOf(hash)));
            heap::prefetch(s);
            heap::prefetch(s + 64);
        }
    }

    /// The value of `key` (keyBytes() bytes), or null when absent. Valid until the next insert or
    /// erase.
    char *find(std::uint64_t hash, const char *key)
    {
        return m_size == 0 ? nullptr : findSlot(tagOf(hash), key);
    }

    /// Calls fn(key, value) for each entry whose key begins with the `prefixBytes` bytes at
    /// `prefix`, among the entries under tagOf(hash): a caller that keys entries by a prefix (a
    /// join side's [join key][row]) hashes the prefix alone, so a prefix's entries lie together.
    /// Entries come in insertion order. fn returns false to stop. The table must not change
    /// during the visit.
    template <typename F>
    void forEachUnderTag(std::uint64_t hash, const char *prefix, std::size_t prefixBytes, F &&fn)
    {
        if (m_size == 0)
            return;
        const std::uint32_t tag = tagOf(hash);
        for (std::size_t i = firstOfTag(tag); tagAt(slotAt(i)) == tag; ++i) {
            char *s = slotAt(i);
            if (bytesEqual(s + 4, prefix, prefixBytes) &&
                !fn(static_cast<const char *>(s + 4), s + 4 + m_keyBytes))
                return;
        }
    }

    /// Adds `key`, known to be absent, with a zero value; returns the value (valid until the next
    /// insert or erase).
    char *insert(std::uint64_t hash, const char *key);

    /// The value of `key`, added with a zero value when absent (`inserted` says which): one scan
    /// where find() then insert() take two. Valid until the next insert or erase.
    char *findOrInsert(std::uint64_t hash, const char *key, bool &inserted);

    /// Removes `key` if present.
    void erase(std::uint64_t hash, const char *key);

    /// Calls fn(key, value) for every entry, in slot order. The table must not change meanwhile.
    template <typename F> void forEachEntry(F &&fn)
    {
        for (std::size_t i = 0; i < m_slotCount; ++i) {
            char *s = slotAt(i);
            if (tagAt(s) != 0)
                fn(static_cast<const char *>(s + 4), s + 4 + m_keyBytes);
        }
    }

    /// Removes every entry and gives the memory back.
    void clear();

    /// The most entries under one tag that a findOrInsert has compared so far (find does not
    /// count, to stay as lean as GROUP BY needs it). A caller that puts many keys under one tag
    /// (entries grouped by a prefix, and one prefix with very many entries) watches this to
    /// leave the table for a structure that suits such keys: each lookup there compares them one
    /// by one.
    std::size_t longestScan() const { return m_longestScan; }

    std::int64_t entries() const { return static_cast<std::int64_t>(m_size); }
    /// The bytes of the live entries' slots (as the other heap tables count their entries).
    std::int64_t bytes() const { return static_cast<std::int64_t>(m_size * m_slotBytes); }

private:
    /// A slot's bytes for an entry of `bytes`: a power of two (a slot never spans two cache
    /// lines) when that wastes at most an eighth, otherwise packed (more slots per line, less
    /// memory to clear and move). A join side's 29-byte entry takes 32 bytes; GROUP BY's
    /// 21-byte [tag][BIGINT key][count] entry 21: padded to 24 it would straddle lines anyway,
    /// and the smaller table ran about 6% faster.
    static std::size_t slotBytesFor(std::size_t bytes)
    {
        std::size_t pow2 = 4;
        while (pow2 < bytes)
            pow2 *= 2;
        return pow2 * 8 <= bytes * 9 ? pow2 : bytes;
    }
    static std::uint32_t tagOf(std::uint64_t hash)
    {
        const auto tag = static_cast<std::uint32_t>(hash >> 32);
        return tag == 0 ? 1 : tag;
    }
    static std::uint32_t tagAt(const char *slot)
    {
        std::uint32_t t;
        std::memcpy(&t, slot, 4);
        return t;
    }
    char *slotAt(std::size_t i) const { return m_slots + i * m_slotBytes; }
    /// The home of a tag among `homes` slots: its share of the tag range, so homes rise with
    /// tags whatever the number of homes.
    static std::size_t homeOf(std::uint32_t tag, std::size_t homes)
    {
        return static_cast<std::size_t>((std::uint64_t{tag} * homes) >> 32);
    }
    std::size_t home(std::uint32_t tag) const { return homeOf(tag, m_homes); }
    std::size_t slotIndex(const char *slot) const
    {
        return static_cast<std::size_t>(slot - m_slots) / m_slotBytes;
    }
    /// Where the entries of `tag` begin: the first slot from its home on whose tag is not smaller.
    std::size_t firstOfTag(std::uint32_t tag) const
    {
        // The first three slots from the home (all within the two lines prefetch() loads) are
        // counted without a branch: how many of them precede the tag's entries varies at
        // random, and a loop's exit was mispredicted about once a lookup. The slots from the
        // home hold entries in tag order up to the first empty one, so the smaller tags are a
        // prefix. (1 <= t < tag is t - 1 < tag - 1 in unsigned arithmetic: 0 wraps around.)
        std::size_t i = home(tag);
        const char *s = slotAt(i);
        const bool below0 = tagAt(s) - 1 < tag - 1;
        const bool below1 = below0 & (tagAt(s + m_slotBytes) - 1 < tag - 1);
        const bool below2 = below1 & (tagAt(s + 2 * m_slotBytes) - 1 < tag - 1);
        i += std::size_t{below0} + below1 + below2;
        if (below2) {
            for (std::uint32_t resident; (resident = tagAt(slotAt(i))) != 0 && resident < tag;)
                ++i;
        }
        return i;
    }
    char *findSlot(std::uint32_t tag, const char *key) const
    {
        for (std::size_t i = firstOfTag(tag); tagAt(slotAt(i)) == tag; ++i) {
            char *s = slotAt(i);
            if (bytesEqual(s + 4, key, m_keyBytes))
                return s + 4 + m_keyBytes;
        }
        return nullptr;
    }
    /// Whether `entries` would load the homes beyond 5/8. An insert shifts the entries after
    /// its place up to the next empty slot, so it reads and writes the rest of its cluster;
    /// clusters grow fast with the load (linear probing), and past 5/8 those scans reach into
    /// cache lines no prefetch brought (the join and GROUP BY about 5% slower at 3/4).
    bool overLoaded(std::size_t entries) const { return entries * 8 > m_homes * 5; }
    std::size_t nextHomes(std::size_t homes) const;
    /// Puts a new entry at slot `at`; the entries up to the empty slot `empty` move back by one.
    char *place(std::size_t at, std::size_t empty, std::uint32_t tag, const char *key);
    /// grow(): one past the new position (among `homes` homes) of the last entry in old slots
    /// [0, i); 0 when slot i - 1 is empty. Keeps the chunk starts it passes in m_chunkStarts.
    std::size_t placedBefore(std::size_t i, std::size_t homes);
    /// Grows the homes (nextHomes, repeated until the entries fit), moving entries within the
    /// block.
    void grow();

    std::size_t m_keyBytes;
    std::size_t m_valueBytes;
    std::size_t m_slotBytes;
    heap::GrowableBlock m_block;
    char *m_slots = nullptr;
    std::size_t m_homes = 0;     // see nextHomes()
    std::size_t m_slotCount = 0; // homes + room past the last; the last slot stays empty
    std::size_t m_size = 0;
    std::size_t m_longestScan = 0;      // mutable through lookups: see longestScan()
    /// grow() places entries a chunk of old slots at a time (see there).
    static constexpr std::size_t kGrowChunk = 1024;
    static constexpr std::size_t kUnknownStart = ~std::size_t{0};
    /// grow(): per chunk of old slots, the first position its entries may take (one past the
    /// previous entry's new position), once a walk has found it; kUnknownStart before.
    std::vector<std::size_t> m_chunkStarts;
};

} // namespace sluice::state
