#pragma once

#include "common/row_batch.h"

#include <cstdint>
#include <span>
#include <vector>

namespace sluice {

/// Hashes the key columns of batches with xxHash (XXH3, 64-bit), a column at a time: every row's
/// hash starts from a seed and each key column folds its values in, so the inner loops run over
/// one typed array. Equal SQL keys hash equally: -0.0 and 0.0, and all NaNs, hash alike (as in
/// RowCodec::forKey); NULL hashes as a fixed marker. The hash is Sluice's own: Flink's key hash is
/// Java's hashCode() of its BinaryRowData, which cannot be reproduced, so a key may fall into a
/// different key group than in Flink — the assignment of groups to subtasks is still Flink's.
class KeyHasher {
public:
    static constexpr std::uint64_t kSeed = 0x5175696365ULL; // "Sluice"

    /// A hasher for `keyColumns` of batches with `schema`.
    KeyHasher(const Schema &schema, std::vector<std::uint32_t> keyColumns);

    const std::vector<std::uint32_t> &keyColumns() const { return m_columns; }

    /// out[r] = hash of row r's key, for r in [0, batch.size()). REQUIRES: out.size() >= size.
    void hashBatch(const RowBatch &batch, std::span<std::uint64_t> out) const;
    /// The hash of one row's key; equal to hashBatch's value for that row.
    std::uint64_t hashRow(const RowBatch &batch, std::size_t row) const;

    /// The 32-bit key hash handed to Flink's key-group assignment (the low 32 bits, as an int).
    static std::int32_t keyHash32(std::uint64_t hash) { return static_cast<std::int32_t>(hash); }

private:
    std::vector<std::uint32_t> m_columns;
    std::vector<PhysicalType> m_physical;
};

} // namespace sluice
