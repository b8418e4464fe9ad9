#pragma once

#include <cstddef>
#include <cstring>
#include <memory>
#include <string_view>
#include <vector>

namespace sluice {

/// A bump allocator for the variable-length bytes of one batch (strings, binaries, encoded nested
/// values). Chunks never move, so std::string_view slots stay valid when the owning batch is moved
/// or its columns grow. reset() keeps a few chunks for reuse, so a recycled batch allocates
/// nothing in steady state. Single-threaded, like the batch that owns it.
class StringArena {
public:
    static constexpr std::size_t kChunkSize = 64 * 1024;
    static constexpr std::size_t kMaxRetainedChunks = 8;

    StringArena() = default;
    StringArena(StringArena &&) noexcept = default;
    StringArena &operator=(StringArena &&) noexcept = default;
    StringArena(const StringArena &) = delete;
    StringArena &operator=(const StringArena &) = delete;

    /// Room for n bytes (unaligned), valid until reset() or destruction.
    char *allocate(std::size_t n)
    {
        if (static_cast<std::size_t>(m_end - m_cursor) < n)
            return allocateSlow(n);
        char *p = m_cursor;
        m_cursor += n;
        return p;
    }

    /// A copy of s owned by the arena.
    std::string_view copy(std::string_view s)
    {
        if (s.empty())
            return {};
        char *p = allocate(s.size());
        std::memcpy(p, s.data(), s.size());
        return {p, s.size()};
    }

    /// Forgets every allocation; keeps up to kMaxRetainedChunks standard chunks for reuse.
    void reset();

    /// Takes ownership of another arena's chunks, so views into them stay valid for as long as
    /// this arena lives (zero-copy hand-over of strings between batches). `other` ends empty.
    void absorb(StringArena &&other);

    /// Bytes handed out since the last reset (including absorbed chunks' bytes).
    std::size_t bytesUsed() const { return m_used + static_cast<std::size_t>(m_cursor - m_begin); }
    /// Bytes held in chunks.
    std::size_t bytesReserved() const { return m_reserved; }

private:
    struct Chunk {
        std::unique_ptr<char[]> data;
        std::size_t size = 0;
    };

    char *allocateSlow(std::size_t n);

    std::vector<Chunk> m_chunks; // all chunks in use; the last one is current
    std::vector<Chunk> m_free;   // retained for reuse after reset()
    char *m_begin = nullptr;
    char *m_cursor = nullptr;
    char *m_end = nullptr;
    std::size_t m_used = 0;     // bytes used in full (non-current) chunks
    std::size_t m_reserved = 0; // bytes in m_chunks and m_free
};

} // namespace sluice
