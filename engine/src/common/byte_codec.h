#pragma once

// Little-endian fixed-width and LEB128 values in a byte string, for checkpoint files
// (runtime/checkpoint_format.h) and the state and positions inside them. The reader never reads
// past its input: the first read that would stops the reader, every later read returns zero or
// empty, and status() says what was being read and at which byte. Callers check status() once,
// after a group of reads, as a corrupt or truncated file must give an error, never a crash.

#include <sluice/status.h>
#include <sluice/text.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace sluice {

class ByteWriter {
public:
    void u8(std::uint8_t v) { m_out.push_back(static_cast<char>(v)); }
    void u32(std::uint32_t v) { fixed(v); }
    void u64(std::uint64_t v) { fixed(v); }
    void i64(std::int64_t v) { fixed(static_cast<std::uint64_t>(v)); }
    void boolean(bool v) { u8(v ? 1 : 0); }
    void varint(std::uint64_t v)
    {
        while (v >= 0x80) {
            m_out.push_back(static_cast<char>((v & 0x7f) | 0x80));
            v >>= 7;
        }
        m_out.push_back(static_cast<char>(v));
    }
    /// Length (varint) and bytes.
    void bytes(std::string_view v)
    {
        varint(v.size());
        m_out.append(v);
    }
    /// Bytes without a length (the reader knows how many).
    void raw(std::string_view v) { m_out.append(v); }

    std::size_t size() const { return m_out.size(); }
    const std::string &data() const { return m_out; }
    std::string take() { return std::move(m_out); }
    /// Overwrites 8 bytes at `at` (a length written before its content was known).
    void patchU64(std::size_t at, std::uint64_t v) { std::memcpy(m_out.data() + at, &v, 8); }

private:
    template <typename T> void fixed(T v)
    {
        char b[sizeof(T)];
        std::memcpy(b, &v, sizeof(T));
        m_out.append(b, sizeof(T));
    }
    std::string m_out;
};

class ByteReader {
public:
    /// Reads `data` (which must outlive the reader); `what` names it in errors ("checkpoint file
    /// '…/t2-s0'").
    ByteReader(std::string_view data, std::string what) : m_data(data), m_what(std::move(what)) {}

    std::uint8_t u8(const char *field)
    {
        const char *p = take(1, field);
        return p ? static_cast<std::uint8_t>(*p) : 0;
    }
    std::uint32_t u32(const char *field) { return fixed<std::uint32_t>(field); }
    std::uint64_t u64(const char *field) { return fixed<std::uint64_t>(field); }
    std::int64_t i64(const char *field) { return static_cast<std::int64_t>(fixed<std::uint64_t>(field)); }
    bool boolean(const char *field)
    {
        const std::uint8_t v = u8(field);
        if (v > 1)
            fail(field, sluice::Engine::tr("is not 0 or 1"));
        return v == 1;
    }
    std::uint64_t varint(const char *field)
    {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            const char *p = take(1, field);
            if (!p)
                return 0;
            const auto b = static_cast<unsigned char>(*p);
            v |= static_cast<std::uint64_t>(b & 0x7f) << shift;
            if ((b & 0x80) == 0)
                return v;
        }
        fail(field, sluice::Engine::tr("is longer than 10 bytes"));
        return 0;
    }
    /// A varint length and that many bytes; a view into the input.
    std::string_view bytes(const char *field)
    {
        const std::uint64_t n = varint(field);
        const char *p = take(n, field);
        return p ? std::string_view(p, static_cast<std::size_t>(n)) : std::string_view();
    }
    std::string_view raw(std::size_t n, const char *field)
    {
        const char *p = take(n, field);
        return p ? std::string_view(p, n) : std::string_view();
    }
    /// A count of items that each take at least `minBytes`: more than the rest of the input
    /// could hold is corruption (and would make the caller reserve absurd memory).
    std::uint64_t count(const char *field, std::size_t minBytes = 1)
    {
        const std::uint64_t n = varint(field);
        if (ok() && n > remaining() / (minBytes ? minBytes : 1)) {
            fail(field, sluice::Engine::tr("counts more items than the file holds"));
            return 0;
        }
        return n;
    }

    bool ok() const { return m_status.isOk(); }
    bool atEnd() const { return m_pos == m_data.size(); }
    std::size_t remaining() const { return m_data.size() - m_pos; }
    std::size_t position() const { return m_pos; }
    const std::string &what() const { return m_what; }
    const Status &status() const { return m_status; }
    /// Stops the reader with an error about the value just read (a version, a kind out of
    /// range).
    void fail(const char *field, Text problem)
    {
        if (m_status.isOk())
            m_status = Status::ioError(sluice::Engine::tr("%1 is corrupt: %2 at byte %3 %4")
                                           .arg(m_what)
                                           .arg(field)
                                           .arg(m_pos)
                                           .arg(std::move(problem)));
        m_pos = m_data.size();
    }

private:
    const char *take(std::uint64_t n, const char *field)
    {
        if (!m_status.isOk())
            return nullptr;
        if (n > m_data.size() - m_pos) {
            fail(field, sluice::Engine::tr("runs past the end (%1 bytes)").arg(m_data.size()));
            return nullptr;
        }
        const char *p = m_data.data() + m_pos;
        m_pos += static_cast<std::size_t>(n);
        return p;
    }
    template <typename T> T fixed(const char *field)
    {
        const char *p = take(sizeof(T), field);
        T v{};
        if (p)
            std::memcpy(&v, p, sizeof(T));
        return v;
    }

    std::string_view m_data;
    std::string m_what;
    std::size_t m_pos = 0;
    Status m_status;
};

} // namespace sluice
