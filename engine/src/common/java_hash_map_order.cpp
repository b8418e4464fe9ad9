#include "common/java_hash_map_order.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <optional>

namespace sluice {
namespace {

// String.hashCode(): s[0]*31^(n-1) + ... over the UTF-16 code units.
std::uint32_t stringHash(std::string_view utf8)
{
    std::uint32_t h = 0;
    auto unit = [&](std::uint32_t u) { h = 31 * h + u; };
    for (std::size_t i = 0; i < utf8.size();) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        std::uint32_t cp = c;
        std::size_t len = 1;
        if (c >= 0xF0 && i + 3 < utf8.size()) {
            cp = ((c & 0x07U) << 18) | ((utf8[i + 1] & 0x3FU) << 12) | ((utf8[i + 2] & 0x3FU) << 6) |
                 (utf8[i + 3] & 0x3FU);
            len = 4;
        } else if (c >= 0xE0 && i + 2 < utf8.size()) {
            cp = ((c & 0x0FU) << 12) | ((utf8[i + 1] & 0x3FU) << 6) | (utf8[i + 2] & 0x3FU);
            len = 3;
        } else if (c >= 0xC0 && i + 1 < utf8.size()) {
            cp = ((c & 0x1FU) << 6) | (utf8[i + 1] & 0x3FU);
            len = 2;
        }
        if (cp >= 0x10000) {
            cp -= 0x10000;
            unit(0xD800 + (cp >> 10));
            unit(0xDC00 + (cp & 0x3FF));
        } else {
            unit(cp);
        }
        i += len;
    }
    return h;
}

std::uint32_t longHash(std::int64_t v)
{
    const auto u = static_cast<std::uint64_t>(v);
    return static_cast<std::uint32_t>(u ^ (u >> 32));
}

// The key's Java hashCode(), for the types modelled; nullopt for the others. NULL hashes to 0.
std::optional<std::uint32_t> keyHash(const RowBatch &keys, std::size_t col, std::size_t row)
{
    if (keys.isNull(col, row))
        return 0;
    switch (keys.schema().type(col).root()) {
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar: return stringHash(keys.getString(col, row));
    case LogicalTypeRoot::Boolean: return keys.get<std::uint8_t>(col, row) ? 1231U : 1237U;
    case LogicalTypeRoot::TinyInt:
        return static_cast<std::uint32_t>(std::int32_t{keys.get<std::int8_t>(col, row)});
    case LogicalTypeRoot::SmallInt:
        return static_cast<std::uint32_t>(std::int32_t{keys.get<std::int16_t>(col, row)});
    case LogicalTypeRoot::Integer: return static_cast<std::uint32_t>(keys.get<std::int32_t>(col, row));
    case LogicalTypeRoot::BigInt: return longHash(keys.get<std::int64_t>(col, row));
    case LogicalTypeRoot::Double: {
        double d = keys.get<double>(col, row);
        std::int64_t bits = 0;
        if (d != d)
            bits = 0x7ff8000000000000LL; // doubleToLongBits folds every NaN to one
        else
            std::memcpy(&bits, &d, sizeof bits);
        return longHash(bits);
    }
    default: return std::nullopt;
    }
}

} // namespace

std::vector<std::size_t> javaHashMapOrder(const RowBatch &keys, std::size_t col)
{
    const std::size_t n = keys.size();
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    // The table doubles from 16 whenever the size passes three quarters of it.
    std::uint32_t capacity = 16;
    while (n > capacity / 4 * 3)
        capacity *= 2;
    std::vector<std::uint32_t> bucket(n);
    for (std::size_t i = 0; i < n; ++i) {
        auto h = keyHash(keys, col, i);
        if (!h)
            return order; // not modelled: keep row order
        bucket[i] = (*h ^ (*h >> 16)) & (capacity - 1);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return bucket[a] < bucket[b]; });
    return order;
}

} // namespace sluice
