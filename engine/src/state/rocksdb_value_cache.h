#pragma once

// The entries of one RocksDB value table touched lately, kept on the heap in front of RocksDB
// (RocksDbValueTable's): a read of a cached key costs a hash probe instead of a memtable or block
// lookup, and writes to a cached key reach RocksDB only when its entry leaves the cache (to make
// room, in CLOCK order: an entry read or written since the hand last passed stays) or when the
// table is flushed (checkpoints, scans, compaction). A key that gets row after row (a hot key of a
// skewed GROUP BY) is then written to RocksDB once per eviction or checkpoint, not once per
// bundle. The cache holds no policy about RocksDB itself: evicting a changed entry hands it to the
// caller's write-back. Single-threaded, as the table.
//
// Only keys that come back earn an entry: a key gets one at its second read within a window of
// recent misses (admit), and a cache that answers fewer than 1 in 64 reads empties itself and
// rests a while (countRead). Keys read once each (uniform keys over a large key space) then cost a
// hash probe of a small index and nothing more.
//
// Entries leave only in trim(), never in insert(): a caller reading many keys can insert while it
// holds entry indices, and trims when it lets go of them.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::state {

class RocksDbValueCache {
public:
    struct Entry {
        std::string key;   ///< as RocksDB stores it (rocksdb_key_codec.h's encoded prefix)
        std::string value; ///< without the TTL stamp
        std::uint64_t hash = 0;
        std::int64_t timestamp = -1; ///< TTL stamp of the value (its last write); -1 without TTL
        bool live = false;       ///< false: the key is known to be absent
        bool dirty = false;      ///< RocksDB does not hold this yet: written back on eviction
        bool stored = false;     ///< RocksDB may hold the key (so an absence must be written)
        bool referenced = false; ///< read or written since the CLOCK hand last passed
        bool reread = false;     ///< read again from the cache since it was made
    };

    /// At most `capacity` entries taking about `maxBytes` in all (entries, index, keys, values).
    RocksDbValueCache(std::size_t capacity, std::size_t maxBytes);

    /// What an entry costs besides its key and value: itself and its share of the index.
    static constexpr std::size_t kEntryBytes = sizeof(Entry) + 2 * sizeof(std::uint64_t);
    /// The memory the cache holds now, its doorkeeper included.
    std::size_t bytes() const { return m_bytes + m_seen.size() * sizeof(std::uint64_t); }

    static std::uint64_t hashOf(std::string_view key);

    static constexpr std::uint32_t kNone = ~std::uint32_t{0};

    /// The index of `key`'s entry, marked referenced, or kNone. Indices stay valid until the next
    /// trim().
    std::uint32_t find(std::string_view key, std::uint64_t hash)
    {
        const std::uint32_t tag = tagOf(hash);
        for (std::size_t i = hash & m_mask;; i = (i + 1) & m_mask) {
            const std::uint64_t slot = m_index[i];
            if (slot == 0)
                return kNone;
            if (static_cast<std::uint32_t>(slot >> 32) != tag)
                continue;
            const auto at = static_cast<std::uint32_t>(slot) - 1;
            Entry &e = m_entries[at];
            if (e.key == key) {
                e.referenced = true;
                return at;
            }
        }
    }
    /// Entry `index`; the reference is valid until the next insert() or trim().
    Entry &at(std::uint32_t index) { return m_entries[index]; }

    /// Counts a read of the cache's owner, answered by the cache or not. Every kJudgeEvery reads
    /// the share answered is judged: under 1 in 64 the cache is not worth its probes (keys come
    /// back too rarely), so it asks to be emptied (wantsEmptying) and rests, admitting nothing,
    /// for kRestWindows windows; then it tries again.
    void countRead(bool hit)
    {
        m_hits += hit;
        if (++m_reads < kJudgeEvery)
            return;
        if (m_resting) {
            m_resting = ++m_restedWindows < kRestWindows;
        } else if (m_hits * 64 < m_reads) {
            m_resting = true;
            m_restedWindows = 0;
            m_wantsEmptying = !m_entries.empty();
        }
        m_reads = m_hits = 0;
    }
    /// The cache rests: write back its dirty entries, then call empty().
    bool wantsEmptying() const { return m_wantsEmptying; }
    /// Drops every entry (dirty ones must have been written back).
    void empty();

    /// Whether a key find() did not find should get an entry: only at its second read within a
    /// window of recent misses (a doorkeeper, as TinyLFU's), so keys read once (uniform keys
    /// over a large key space) never churn the cache and their reads and writes go to RocksDB as
    /// they would without it.
    bool admit(std::uint64_t hash)
    {
        if (m_resting)
            return false;
        if (m_seen.empty())
            m_seen.assign(kSeenBits / 64, 0);
        const std::uint64_t first = (hash >> 24) & (kSeenBits - 1);
        const std::uint64_t second = (hash >> 44) & (kSeenBits - 1);
        const std::uint64_t firstBit = std::uint64_t{1} << (first & 63);
        const std::uint64_t secondBit = std::uint64_t{1} << (second & 63);
        std::uint64_t &a = m_seen[first >> 6];
        std::uint64_t &b = m_seen[second >> 6];
        if ((a & firstBit) && (b & secondBit))
            return true;
        a |= firstBit;
        b |= secondBit;
        if (++m_seenMarks == kSeenWindow)
            forgetSeen();
        return false;
    }

    /// A new entry for `key`, which find() did not find: absent, clean, referenced; returns its
    /// index. The cache may hold more than its capacity until the next trim().
    std::uint32_t insert(std::string_view key, std::uint64_t hash);

    /// Sets an entry's value, keeping the byte count that bounds the cache.
    void assign(Entry &e, std::string_view value)
    {
        m_bytes += value.size();
        m_bytes -= e.value.size();
        e.value.assign(value);
    }

    bool overBounds() const
    {
        return m_entries.size() > m_capacity || (m_bytes > m_maxBytes && !m_entries.empty());
    }
    /// Evicts entries, in CLOCK order, until the cache is within its bounds; a dirty one is
    /// handed to `writeBack` first.
    template <class WriteBack>
    void trim(WriteBack &&writeBack)
    {
        while (overBounds()) {
            const std::uint32_t at = victim();
            if (m_entries[at].dirty)
                writeBack(m_entries[at]);
            erase(at);
        }
    }

    /// fn(Entry &) for every entry, in no particular order.
    template <class Fn>
    void forEach(Fn &&fn)
    {
        for (Entry &e : m_entries)
            fn(e);
    }

    /// Entries made so far: a caller that saw a key absent knows it still is while this stays.
    std::uint64_t inserts() const { return m_inserts; }

private:
    /// The CLOCK hand's next unreferenced entry (clearing the marks it passes).
    std::uint32_t victim();
    /// Removes entry `at`; the last entry takes its index.
    void erase(std::uint32_t at);
    void link(std::uint32_t entry);
    void unlink(std::uint32_t entry);
    /// A larger index when the entries fill half of it.
    void growIndex();
    void forgetSeen();

    /// The doorkeeper: two bits per key missed in the window; a window of 2^17 marks over 2^20
    /// bits admits a key read once about 5 % of the time.
    static constexpr std::size_t kSeenBits = std::size_t{1} << 20;
    static constexpr std::size_t kSeenWindow = std::size_t{1} << 17;
    std::vector<std::uint64_t> m_seen;
    std::size_t m_seenMarks = 0;

    static constexpr std::uint32_t kJudgeEvery = 1u << 16;
    static constexpr std::uint32_t kRestWindows = 16;
    std::uint32_t m_reads = 0;
    std::uint32_t m_hits = 0;
    std::uint32_t m_restedWindows = 0;
    bool m_resting = false;
    bool m_wantsEmptying = false;

    std::size_t m_capacity;
    std::size_t m_maxBytes;
    std::size_t m_bytes = 0; // the entries: kEntryBytes each, their keys and values
    std::vector<Entry> m_entries;
    /// Open addressing, linear probing: the hash's high half over entry index + 1, 0 for a free
    /// slot, so a probe for an absent key reads the index alone. At least twice the entries.
    std::vector<std::uint64_t> m_index;
    static std::uint32_t tagOf(std::uint64_t hash) { return static_cast<std::uint32_t>(hash >> 32); }
    std::uint64_t slotOf(std::uint32_t entry) const
    {
        return (std::uint64_t{tagOf(m_entries[entry].hash)} << 32) | (entry + 1);
    }
    std::uint64_t m_inserts = 0;
    std::size_t m_mask;
    std::uint32_t m_hand = 0;
};

} // namespace sluice::state
