#pragma once

// Short byte strings of a run-time length, compared and copied inline: the encoded keys and
// fixed records the state tables and the group aggregate compare and copy on every row (a key of
// one BIGINT is 9 bytes). Up to 16 bytes take two overlapping loads per side instead of a call to
// memcmp or memcpy; a longer copy goes by 8-byte words. Besides the call, that keeps a copy of a
// record the caller has just written field by field from reading it with wide loads that span
// several of those stores: such a load cannot take its data from the pending stores and waits
// until every older store has reached the cache, table writes that miss included (a join side's
// [key][row] record copied into its slot by memcpy was half of the job's time).

#include <cstdint>
#include <cstring>
#include <string_view>

namespace sluice {

inline bool bytesEqual(const char *a, const char *b, std::size_t n)
{
    auto load64 = [](const char *p) {
        std::uint64_t v;
        std::memcpy(&v, p, sizeof v);
        return v;
    };
    auto load32 = [](const char *p) {
        std::uint32_t v;
        std::memcpy(&v, p, sizeof v);
        return v;
    };
    if (n >= 8 && n <= 16)
        return load64(a) == load64(b) && load64(a + n - 8) == load64(b + n - 8);
    if (n >= 4 && n < 8)
        return load32(a) == load32(b) && load32(a + n - 4) == load32(b + n - 4);
    if (n < 4) {
        for (std::size_t i = 0; i < n; ++i) {
            if (a[i] != b[i])
                return false;
        }
        return true;
    }
    return std::memcmp(a, b, n) == 0;
}

inline bool bytesEqual(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && bytesEqual(a.data(), b.data(), a.size());
}

/// memcpy(dst, src, n) for regions that do not overlap; from 64 bytes on it is memcpy.
inline void copyBytes(char *dst, const char *src, std::size_t n)
{
    if (n > 64) {
        std::memcpy(dst, src, n);
        return;
    }
    auto move64 = [](char *to, const char *from) {
        std::uint64_t v;
        std::memcpy(&v, from, sizeof v);
        std::memcpy(to, &v, sizeof v);
    };
    auto move32 = [](char *to, const char *from) {
        std::uint32_t v;
        std::memcpy(&v, from, sizeof v);
        std::memcpy(to, &v, sizeof v);
    };
    if (n >= 8) {
        for (std::size_t i = 0; i + 8 < n; i += 8)
            move64(dst + i, src + i);
        move64(dst + n - 8, src + n - 8); // the last word, overlapping the one before
    } else if (n >= 4) {
        move32(dst, src);
        move32(dst + n - 4, src + n - 4);
    } else {
        for (std::size_t i = 0; i < n; ++i)
            dst[i] = src[i];
    }
}

/// memset(dst, 0, n) inline, with plain stores of up to 8 bytes: glibc's memset stores a short
/// length with an AVX-512 masked store, from which a later load of those bytes cannot take its
/// data (the same wait as above: a new table slot's value read right after it was zeroed).
inline void zeroBytes(char *dst, std::size_t n)
{
    if (n > 64) {
        std::memset(dst, 0, n);
        return;
    }
    const std::uint64_t zero64 = 0;
    const std::uint32_t zero32 = 0;
    if (n >= 8) {
        for (std::size_t i = 0; i + 8 < n; i += 8)
            std::memcpy(dst + i, &zero64, 8);
        std::memcpy(dst + n - 8, &zero64, 8);
    } else if (n >= 4) {
        std::memcpy(dst, &zero32, 4);
        std::memcpy(dst + n - 4, &zero32, 4);
    } else {
        for (std::size_t i = 0; i < n; ++i)
            dst[i] = 0;
    }
}

} // namespace sluice
