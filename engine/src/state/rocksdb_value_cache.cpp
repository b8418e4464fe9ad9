#include "state/rocksdb_value_cache.h"

#include <algorithm>
#include <functional>

namespace sluice::state {

RocksDbValueCache::RocksDbValueCache(std::size_t capacity, std::size_t maxBytes)
    : m_capacity(capacity), m_maxBytes(maxBytes), m_index(64, 0), m_mask(m_index.size() - 1)
{
}

void RocksDbValueCache::empty()
{
    m_entries.clear();
    m_index.assign(64, 0);
    m_mask = m_index.size() - 1;
    m_bytes = 0;
    m_hand = 0;
    m_wantsEmptying = false;
}

void RocksDbValueCache::forgetSeen()
{
    std::fill(m_seen.begin(), m_seen.end(), 0);
    m_seenMarks = 0;
}

std::uint64_t RocksDbValueCache::hashOf(std::string_view key)
{
    // std::hash of bytes is a Murmur mix; its low bits pick the slot, so spread them once more.
    std::uint64_t h = std::hash<std::string_view>{}(key);
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ULL;
    return h ^ (h >> 32);
}

std::uint32_t RocksDbValueCache::insert(std::string_view key, std::uint64_t hash)
{
    if (2 * (m_entries.size() + 1) > m_index.size())
        growIndex();
    const auto at = static_cast<std::uint32_t>(m_entries.size());
    Entry &e = m_entries.emplace_back();
    e.key.assign(key);
    e.hash = hash;
    e.referenced = true;
    m_bytes += kEntryBytes + e.key.size();
    link(at);
    ++m_inserts;
    return at;
}

void RocksDbValueCache::erase(std::uint32_t at)
{
    unlink(at);
    m_bytes -= kEntryBytes + m_entries[at].key.size() + m_entries[at].value.size();
    const auto last = static_cast<std::uint32_t>(m_entries.size() - 1);
    if (at != last) {
        unlink(last);
        m_entries[at] = std::move(m_entries[last]);
        link(at);
    }
    m_entries.pop_back();
}

void RocksDbValueCache::growIndex()
{
    m_index.assign(2 * m_index.size(), 0);
    m_mask = m_index.size() - 1;
    for (std::uint32_t at = 0; at < m_entries.size(); ++at)
        link(at);
}

std::uint32_t RocksDbValueCache::victim()
{
    for (;;) {
        if (m_hand >= m_entries.size())
            m_hand = 0;
        Entry &e = m_entries[m_hand];
        const std::uint32_t at = m_hand++;
        if (!e.referenced)
            return at;
        e.referenced = false;
    }
}

void RocksDbValueCache::link(std::uint32_t entry)
{
    std::size_t i = m_entries[entry].hash & m_mask;
    while (m_index[i] != 0)
        i = (i + 1) & m_mask;
    m_index[i] = slotOf(entry);
}

void RocksDbValueCache::unlink(std::uint32_t entry)
{
    std::size_t i = m_entries[entry].hash & m_mask;
    const std::uint64_t slot = slotOf(entry);
    while (m_index[i] != slot)
        i = (i + 1) & m_mask;
    // Backward-shift deletion: the slots after the freed one whose home lies at or before it
    // move up, so no probe ever stops early at the hole.
    for (std::size_t next = (i + 1) & m_mask; m_index[next] != 0; next = (next + 1) & m_mask) {
        const std::size_t home = m_entries[static_cast<std::uint32_t>(m_index[next]) - 1].hash & m_mask;
        if (((next - home) & m_mask) >= ((next - i) & m_mask)) {
            m_index[i] = m_index[next];
            i = next;
        }
    }
    m_index[i] = 0;
}

} // namespace sluice::state
