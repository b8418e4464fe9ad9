#pragma once

// A fixed-size byte record for some fixed-width columns of a batch: every value at its own offset,
// so a record is compared, hashed and rewritten in place without an encoding pass. This is how
// the heap backend's inline tables (state/heap_fixed_table.h) hold keys and accumulators whose
// columns all have fixed widths; RowCodec stays the general, compact encoding (it leaves NULL
// values out, so its rows vary in length).
//
// Layout: [null bitmap: ceil(m / 8) bytes for the m nullable columns, bit set = NULL], then each
// column's value in column order: BOOLEAN/TINYINT 1 byte, SMALLINT 2, INT/DATE/TIME/FLOAT 4,
// BIGINT/DOUBLE/INTERVAL 8, DECIMAL 16 (unscaled), TIMESTAMP 12 (millis, nanos of milli), all as in
// memory (little-endian hosts). A NULL value's bytes are zero, so equal rows give equal records.
// With normaliseFloats (keys), -0.0 is stored as 0.0 and every NaN as one NaN, as in
// RowCodec::forKey, so SQL-equal keys give equal records.

#include "common/row_batch.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace sluice {

class FixedRowLayout {
public:
    /// Nullable columns a layout takes at most (supports() says no beyond).
    static constexpr std::size_t kMaxNullable = 256;

    /// Whether every one of `types` has a fixed width (no strings, binaries or nested values),
    /// and at most kMaxNullable are nullable.
    static bool supports(const std::vector<LogicalType> &types);

    /// A layout for `types`, taken from batch `columns` (REQUIRES: supports(types), one column
    /// per type).
    FixedRowLayout(const std::vector<LogicalType> &types, std::vector<std::uint32_t> columns,
                   bool normaliseFloats);

    /// Bytes of one record.
    std::size_t size() const { return m_size; }

    /// Writes row `row` of `batch` to `dst` (size() bytes).
    void store(const RowBatch &batch, std::size_t row, char *dst) const;
    /// Reads a record into row `row` of `batch` (values and nulls of the layout's columns).
    void load(const char *src, RowBatch &batch, std::size_t row) const;

private:
    static constexpr std::size_t kMaxBitmapBytes = kMaxNullable / 8;

    struct Field {
        std::uint32_t column;
        PhysicalType physical;
        std::uint8_t width;   // bytes in the record
        std::uint8_t stride;  // bytes of the batch's value slot
        std::int16_t nullBit; // -1 for a NOT NULL column
        std::uint32_t offset; // of the value in the record
    };
    std::vector<Field> m_fields;
    std::size_t m_bitmapBytes = 0;
    std::size_t m_size = 0;
    bool m_normaliseFloats = false;
};

} // namespace sluice
