#include "common/key_hasher.h"

// Inlined (the Debian header carries the implementation), so the hash of an 8-byte key compiles to
// XXH3's fixed-length path in the column loops instead of a library call that dispatches on the
// length per value. Same algorithm, same values as the library's.
#define XXH_INLINE_ALL
#include <xxhash.h>

#include <cmath>
#include <limits>

namespace sluice {

namespace {

constexpr std::uint8_t kNullMarker = 0xA5;

template <typename T> T canonical(T v)
{
    if constexpr (std::is_floating_point_v<T>) {
        if (std::isnan(v))
            return std::numeric_limits<T>::quiet_NaN();
        if (v == T(0))
            return T(0);
    }
    return v;
}

template <typename T> inline std::uint64_t hashValue(const T &v, std::uint64_t seed)
{
    const T c = canonical(v);
    return XXH3_64bits_withSeed(&c, sizeof(T), seed);
}

inline std::uint64_t hashTimestamp(const TimestampValue &v, std::uint64_t seed)
{
    // Hash the fields, not the padded struct.
    const std::int64_t parts[2] = {v.millis, v.nanoOfMilli};
    return XXH3_64bits_withSeed(parts, sizeof(parts), seed);
}

inline std::uint64_t hashNull(std::uint64_t seed)
{
    return XXH3_64bits_withSeed(&kNullMarker, 1, seed);
}

template <typename T>
void foldColumn(const RowBatch &batch, std::size_t col, std::span<std::uint64_t> out)
{
    const std::size_t n = batch.size();
    const T *values = batch.values<T>(col);
    if (!batch.hasNulls(col)) {
        for (std::size_t r = 0; r < n; ++r)
            out[r] = hashValue(values[r], out[r]);
        return;
    }
    for (std::size_t r = 0; r < n; ++r)
        out[r] = batch.isNull(col, r) ? hashNull(out[r]) : hashValue(values[r], out[r]);
}

std::uint64_t foldOne(const RowBatch &batch, std::size_t col, PhysicalType p, std::size_t r,
                      std::uint64_t h)
{
    if (batch.isNull(col, r))
        return hashNull(h);
    switch (p) {
    case PhysicalType::None: return hashNull(h);
    case PhysicalType::Bool: return hashValue(batch.get<std::uint8_t>(col, r), h);
    case PhysicalType::Int8: return hashValue(batch.get<std::int8_t>(col, r), h);
    case PhysicalType::Int16: return hashValue(batch.get<std::int16_t>(col, r), h);
    case PhysicalType::Int32: return hashValue(batch.get<std::int32_t>(col, r), h);
    case PhysicalType::Int64: return hashValue(batch.get<std::int64_t>(col, r), h);
    case PhysicalType::Float32: return hashValue(batch.get<float>(col, r), h);
    case PhysicalType::Float64: return hashValue(batch.get<double>(col, r), h);
    case PhysicalType::Decimal128: return hashValue(batch.get<Decimal128>(col, r).unscaled, h);
    case PhysicalType::Timestamp: return hashTimestamp(batch.get<TimestampValue>(col, r), h);
    case PhysicalType::Bytes: {
        const std::string_view s = batch.getString(col, r);
        return XXH3_64bits_withSeed(s.data(), s.size(), h);
    }
    }
    return h;
}

} // namespace

KeyHasher::KeyHasher(const Schema &schema, std::vector<std::uint32_t> keyColumns)
    : m_columns(std::move(keyColumns))
{
    for (std::uint32_t c : m_columns)
        m_physical.push_back(schema.type(c).physicalType());
}

void KeyHasher::hashBatch(const RowBatch &batch, std::span<std::uint64_t> out) const
{
    const std::size_t n = batch.size();
    std::fill(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n), kSeed);
    for (std::size_t k = 0; k < m_columns.size(); ++k) {
        const std::size_t col = m_columns[k];
        switch (m_physical[k]) {
        case PhysicalType::Int32: foldColumn<std::int32_t>(batch, col, out); break;
        case PhysicalType::Int64: foldColumn<std::int64_t>(batch, col, out); break;
        case PhysicalType::Float64: foldColumn<double>(batch, col, out); break;
        default:
            for (std::size_t r = 0; r < n; ++r)
                out[r] = foldOne(batch, col, m_physical[k], r, out[r]);
            break;
        }
    }
}

std::uint64_t KeyHasher::hashRow(const RowBatch &batch, std::size_t row) const
{
    std::uint64_t h = kSeed;
    for (std::size_t k = 0; k < m_columns.size(); ++k)
        h = foldOne(batch, m_columns[k], m_physical[k], row, h);
    return h;
}

} // namespace sluice
