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
    std::memmove(s + m_slotBytes, s, (empty - at) * m_slotBytes);
    std::memcpy(s, &tag, 4);
    copyBytes(s + 4, key, m_keyBytes); // see short_bytes.h
    std::memset(s + 4 + m_keyBytes, 0, m_slotBytes - 4 - m_keyBytes);
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

void FixedValueTable::grow()
{
    const std::size_t oldCount = m_slotCount;
    const std::size_t width = m_slotBytes;
    for (std::size_t homes = nextHomes(m_slots ? m_homes : 0);; homes = nextHomes(homes)) {
        if (homes > (std::size_t{1} << 32))
            throw std::bad_alloc();
        const std::size_t count = homes + overflowSlots(homes);
        // New positions in slot order: each entry at its new home or just after the previous
        // entry, whichever is later. Never before its old position (an entry's old position is
        // the later of its old home and the previous entry's old position + 1, and neither of
        // those grew smaller), so moving entries back to front overwrites only moved ones.
        // This first pass keeps where each chunk of kGrowChunk old slots starts placing (the
        // position after its previous entry's); the move recomputes a chunk's positions from
        // there. A table-sized array of positions would be fresh memory at every growth, and the
        // kernel's clearing of it cost more than the move (GROUP BY and the join: 5-8% of CPU).
        const char *oldSlots = m_slots;
        m_chunkStarts.clear();
        std::size_t next = 0;
        for (std::size_t i = 0; i < oldCount; ++i) {
            if (i % kGrowChunk == 0)
                m_chunkStarts.push_back(next);
            const std::uint32_t tag = tagAt(oldSlots + i * width);
            if (tag != 0)
                next = std::max<std::size_t>(homeOf(tag, homes), next) + 1;
        }
        if (next + 1 >= count)
            continue;                  // too many entries past the last home: grow more
        m_block.resize(count * width); // zero past the old slots
        char *slots = m_slots = m_block.data();
        // The chunks back to front; each one's positions forward into `moves`, its entries back
        // to front. The loops keep the slot array in locals: the slot writes would otherwise make
        // the compiler reload it from the table on every entry.
        std::uint32_t moves[kGrowChunk];
        for (std::size_t chunk = m_chunkStarts.size(); chunk-- > 0;) {
            const std::size_t begin = chunk * kGrowChunk;
            const std::size_t end = std::min(begin + kGrowChunk, oldCount);
            std::uint32_t *to = moves;
            next = m_chunkStarts[chunk];
            for (std::size_t i = begin; i < end; ++i) {
                const std::uint32_t tag = tagAt(slots + i * width);
                if (tag == 0)
                    continue;
                const std::size_t at = std::max<std::size_t>(homeOf(tag, homes), next);
                assert(at >= i);
                *to++ = static_cast<std::uint32_t>(at);
                next = at + 1;
            }
            for (std::size_t i = end; i-- > begin;) {
                char *s = slots + i * width;
                if (tagAt(s) == 0)
                    continue;
                const std::size_t at = *--to;
                if (at != i) {
                    copyBytes(slots + at * width, s, width);
                    std::memset(s, 0,
                                4); // an empty slot is its zero tag (inserts write whole slots)
                }
            }
        }
        m_homes = homes;
        m_slotCount = count;
        return;
    }
}

} // namespace sluice::state
