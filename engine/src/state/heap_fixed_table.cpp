#include "state/heap_fixed_table.h"

#include <cassert>
#include <new>

namespace sluice::state {

namespace {

/// Slots past the last home: entries displaced beyond it (a few at load 5/8) go there.
std::size_t overflowSlots(std::size_t homes)
{
    return 64 + homes / 64;
}

} // namespace

/// The homes after `homes`: double while the slots take less than 64 MiB, by half from then on.
/// Every growth moves every entry: with doubling an entry is moved about twice over the table's
/// growth, by half three times (GROUP BY over 1M keys ran about 8% faster doubling). A large
/// table grows by half so it never holds much more memory than its entries need.
std::size_t FixedValueTable::nextHomes(std::size_t homes) const
{
    if (homes == 0)
        return 16;
    return homes * m_slotBytes < (std::size_t{64} << 20) ? homes * 2 : homes + homes / 2;
}

char *FixedValueTable::insert(std::uint64_t hash, const char *key)
{
    if (overLoaded(m_size + 1) || !m_slots)
        grow();
    const std::uint32_t tag = tagOf(hash);
    for (;;) {
        // After every entry with a tag <= this one, then the run up to the first empty slot
        // moves back by one.
        std::size_t at = home(tag);
        std::uint32_t resident;
        while ((resident = tagAt(slotAt(at))) != 0 && resident <= tag)
            ++at;
        std::size_t empty = at;
        while (tagAt(slotAt(empty)) != 0)
            ++empty;
        if (empty + 1 >= m_slotCount) { // the last slot stays empty: lookups stop there
            grow();
            continue;
        }
        return place(at, empty, tag, key);
    }
}

char *FixedValueTable::findOrInsert(std::uint64_t hash, const char *key, bool &inserted)
{
    inserted = true;
    if (m_size == 0)
        return insert(hash, key);
    const std::uint32_t tag = tagOf(hash);
    const std::size_t first = firstOfTag(tag);
    std::size_t at = first;
    for (; tagAt(slotAt(at)) == tag; ++at) {
        char *s = slotAt(at);
        if (bytesEqual(s + 4, key, m_keyBytes)) {
            m_longestScan = std::max(m_longestScan, at - first + 1);
            inserted = false;
            return s + 4 + m_keyBytes;
        }
    }
    m_longestScan = std::max(m_longestScan, at - first);
    // Absent: it goes where the scan stopped, unless the table must grow first.
    std::size_t empty = at;
    while (tagAt(slotAt(empty)) != 0)
        ++empty;
    if (overLoaded(m_size + 1) || empty + 1 >= m_slotCount)
        return insert(hash, key);
    return place(at, empty, tag, key);
}

char *FixedValueTable::place(std::size_t at, std::size_t empty, std::uint32_t tag, const char *key)
{
    char *s = slotAt(at);
    if (empty != at) // most often the place is free: no call
        std::memmove(s + m_slotBytes, s, (empty - at) * m_slotBytes);
    std::memcpy(s, &tag, 4);
    copyBytes(s + 4, key, m_keyBytes); // see short_bytes.h
    zeroBytes(s + 4 + m_keyBytes, m_slotBytes - 4 - m_keyBytes);
    ++m_size;
    return s + 4 + m_keyBytes;
}

void FixedValueTable::erase(std::uint64_t hash, const char *key)
{
    char *value = find(hash, key);
    if (!value)
        return;
    // The entries behind that sit past their home move back by one.
    const std::size_t hole = slotIndex(value - 4 - m_keyBytes);
    std::size_t end = hole + 1;
    for (std::uint32_t resident; (resident = tagAt(slotAt(end))) != 0 && home(resident) < end;)
        ++end;
    std::memmove(slotAt(hole), slotAt(hole + 1), (end - hole - 1) * m_slotBytes);
    std::memset(slotAt(end - 1), 0, m_slotBytes);
    --m_size;
}

void FixedValueTable::clear()
{
    m_block.release();
    m_slots = nullptr;
    m_homes = m_slotCount = m_size = m_longestScan = 0;
    m_chunkStarts = {};
}

std::size_t FixedValueTable::placedBefore(std::size_t i, std::size_t homes)
{
    // Back to the start of the run of entries that reaches slot i: an empty slot ends a chain.
    std::size_t start = i;
    while (start > 0 && tagAt(slotAt(start - 1)) != 0)
        --start;
    std::size_t next = 0;
    for (std::size_t j = start; j < i; ++j) {
        if (j % kGrowChunk == 0)
            m_chunkStarts[j / kGrowChunk] = next;
        next = std::max<std::size_t>(homeOf(tagAt(slotAt(j)), homes), next) + 1;
    }
    return next;
}

void FixedValueTable::grow()
{
    // New positions in slot order: each entry at its new home or just after the previous entry,
    // whichever is later. Never before its old position (an entry's old position is the later of
    // its old home and the previous entry's old position + 1, and neither of those grew
    // smaller), so moving entries back to front overwrites only moved ones.
    //
    // The entries move a chunk of kGrowChunk old slots at a time, the chunks back to front; a
    // chunk's positions are computed forward from where the entries before it end. That point
    // needs no pass over the whole table: the entries before an empty old slot end below the new
    // home of every entry after it. (An entry after the empty slot has an old home past it, so
    // its tag is at least the old share of that slot; the entries before the slot, k of them
    // from some slot p on, have old homes at most p, and the homes grow at least as fast as the
    // tags' shares: their new positions end below the later entry's new home.) So a chunk's
    // start is found from the empty slot before the run that reaches it (placedBefore), and
    // the chunk starts such a walk passes are kept for the chunks still to come, so each slot is
    // walked about once. A table-sized array of positions would be fresh memory at every growth
    // (the kernel's clearing of it cost 5-8% of the join's and GROUP BY's CPU), and a first pass
    // over every slot to find the chunk starts read the whole table once more.
    const std::size_t oldCount = m_slotCount;
    const std::size_t width = m_slotBytes;
    const std::size_t chunks = (oldCount + kGrowChunk - 1) / kGrowChunk;
    std::size_t last = oldCount; // the last entry's slot (oldCount when there is none)
    for (std::size_t i = oldCount; i-- > 0;) {
        if (tagAt(slotAt(i)) != 0) {
            last = i;
            break;
        }
    }
    for (std::size_t homes = nextHomes(m_slots ? m_homes : 0);; homes = nextHomes(homes)) {
        if (homes > (std::size_t{1} << 32))
            throw std::bad_alloc();
        const std::size_t count = homes + overflowSlots(homes);
        m_chunkStarts.assign(chunks, kUnknownStart);
        if (last < oldCount && placedBefore(last + 1, homes) + 1 >= count)
            continue;                  // too many entries past the last home: grow more
        m_block.resize(count * width); // zero past the old slots
        char *slots = m_slots = m_block.data();
        // Each chunk: its entries' old and new slots forward, then the entries moved back to
        // front. The forward pass takes every slot without a branch on whether it is empty (at
        // a load of 5/16 to 5/8 that branch went either way at random, its mispredictions half
        // of growth's time); an empty slot's tag is 0, so it leaves `next` as it was and its
        // position is overwritten by the next entry's. The loops keep the slot array in locals:
        // the slot writes would otherwise make the compiler reload it from the table on every
        // entry.
        std::uint32_t from[kGrowChunk]; // slot - begin
        std::size_t to[kGrowChunk];
        for (std::size_t chunk = chunks; chunk-- > 0;) {
            const std::size_t begin = chunk * kGrowChunk;
            const std::size_t end = std::min(begin + kGrowChunk, oldCount);
            std::size_t next = m_chunkStarts[chunk];
            if (next == kUnknownStart)
                next = placedBefore(begin, homes);
            std::size_t live = 0;
            for (std::size_t i = begin; i < end; ++i) {
                const std::uint32_t tag = tagAt(slots + i * width);
                const std::size_t at = std::max<std::size_t>(homeOf(tag, homes), next);
                from[live] = static_cast<std::uint32_t>(i - begin);
                to[live] = at;
                const bool occupied = tag != 0;
                live += occupied;
                next = occupied ? at + 1 : next;
            }
            // The chunk before, up to two cache lines per entry moved here (a chunk spans about
            // 400 lines and holds 320 to 640 entries): its forward pass then finds its slots in
            // the cache (the hardware's stream prefetch stops at every 4 KiB page and at every
            // jump back to an earlier chunk).
            const char *ahead = slots + begin * width;
            const char *aheadEnd = chunk > 0 ? slots + (begin - kGrowChunk) * width : ahead;
            for (std::size_t k = live; k-- > 0;) {
                for (int line = 0; line < 2 && ahead > aheadEnd; ++line) {
                    ahead -= 64;
                    heap::prefetch(ahead);
                }
                const std::size_t i = begin + from[k];
                assert(to[k] >= i);
                if (to[k] != i) {
                    char *s = slots + i * width;
                    copyBytes(slots + to[k] * width, s, width);
                    // An empty slot is its zero tag (inserts write whole slots).
                    std::memset(s, 0, 4);
                }
            }
        }
        m_homes = homes;
        m_slotCount = count;
        return;
    }
}

} // namespace sluice::state
