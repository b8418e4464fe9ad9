#include "common/string_arena.h"

#include <algorithm>

namespace sluice {

char *StringArena::allocateSlow(std::size_t n)
{
    m_used += static_cast<std::size_t>(m_cursor - m_begin);
    Chunk chunk;
    if (n <= kChunkSize && !m_free.empty()) {
        chunk = std::move(m_free.back());
        m_free.pop_back();
    } else {
        chunk.size = std::max(n, kChunkSize);
        chunk.data.reset(new char[chunk.size]);
        m_reserved += chunk.size;
    }
    m_begin = chunk.data.get();
    m_cursor = m_begin + n;
    m_end = m_begin + chunk.size;
    m_chunks.push_back(std::move(chunk));
    return m_begin;
}

void StringArena::reset()
{
    for (Chunk &c : m_chunks) {
        if (c.size == kChunkSize && m_free.size() < kMaxRetainedChunks) {
            m_free.push_back(std::move(c));
        } else {
            m_reserved -= c.size;
        }
    }
    m_chunks.clear();
    m_begin = m_cursor = m_end = nullptr;
    m_used = 0;
}

void StringArena::absorb(StringArena &&other)
{
    if (&other == this || other.m_chunks.empty())
        return;
    m_used += other.bytesUsed();
    std::size_t moved = 0;
    for (const Chunk &c : other.m_chunks)
        moved += c.size;
    // Our current chunk (if any) stays current; the absorbed chunks count as full.
    const auto pos = m_chunks.empty() ? m_chunks.end() : m_chunks.end() - 1;
    m_chunks.insert(pos, std::make_move_iterator(other.m_chunks.begin()),
                    std::make_move_iterator(other.m_chunks.end()));
    m_reserved += moved;
    other.m_reserved -= moved;
    other.m_chunks.clear();
    other.m_begin = other.m_cursor = other.m_end = nullptr;
    other.m_used = 0;
}

} // namespace sluice
