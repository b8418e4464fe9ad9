#pragma once

// Equality of two byte strings of the same length, inlined for the short encoded keys the state
// tables and the group aggregate compare on every row (a key of one BIGINT is 9 bytes): up to 16
// bytes take two overlapping loads per side instead of a call to memcmp.

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

} // namespace sluice
