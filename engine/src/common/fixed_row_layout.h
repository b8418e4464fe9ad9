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
#include <cstring>
#include <span>
#include <string_view>
#include <type_traits>
#include <vector>

namespace sluice {

class FixedRowLayout {
public:
    /// Whether every one of `types` has a fixed width (no strings, binaries or nested values).
    static bool supports(const std::vector<LogicalType> &types);

    /// A layout for `types`, taken from batch `columns` (REQUIRES: supports(types), one column
    /// per type).
    FixedRowLayout(const std::vector<LogicalType> &types, std::vector<std::uint32_t> columns,
                   bool normaliseFloats);

    /// Bytes of one record.
    std::size_t size() const { return m_size; }

    /// Writes row `row` of `batch` to `dst` (size() bytes).
    void store(const RowBatch &batch, std::size_t row, char *dst) const;
    /// Writes rows [0, rows) of `batch` as store() does row by row, row r's record at
    /// dst + r * stride (REQUIRES: stride >= size()).
    void storeRows(const RowBatch &batch, std::size_t rows, char *dst, std::size_t stride) const;
    /// Reads a record into row `row` of `batch` (values and nulls of the layout's columns).
    void load(const char *src, RowBatch &batch, std::size_t row) const;
    /// load() of records[r] into row r of `batch` for every r, a column at a time (REQUIRES:
    /// batch.size() >= records.size()).
    void loadRows(std::span<const char *const> records, RowBatch &batch) const;

private:
    friend class FixedRecord;

    struct Field {
        std::uint32_t column;
        PhysicalType physical;
        std::uint8_t width;   // bytes in the record
        std::uint8_t stride;  // bytes of the batch's value slot
        std::int16_t nullBit; // -1 for a NOT NULL column
        std::uint32_t offset; // of the value in the record
    };
    /// The field of a batch column of the layout.
    const Field &fieldOf(std::size_t column) const { return m_byColumn[column]; }
    static bool isNull(const Field &f, const char *record)
    {
        return f.nullBit >= 0 && ((record[f.nullBit / 8] >> (f.nullBit % 8)) & 1);
    }
    /// One field's value: written from row `row` of the batch's column f.column (not NULL), zeroed,
    /// or read into it (marked not NULL).
    [[gnu::always_inline]] void storeValue(const Field &f, const RowBatch &batch, std::size_t row,
                                           char *dst) const;
    [[gnu::always_inline]] static void zeroValue(const Field &f, char *dst);
    [[gnu::always_inline]] static void loadValue(const Field &f, const char *src, RowBatch &batch,
                                                 std::size_t row);

    std::vector<Field> m_fields;
    std::vector<Field> m_byColumn; // indexed by batch column (columns not in the layout: unused)
    std::size_t m_bitmapBytes = 0;
    std::size_t m_size = 0;
    bool m_normaliseFloats = false;
};

/// One record of a FixedRowLayout, read and written where it lies through the accessors of a
/// RowBatch row (by the layout's batch column numbers; the row argument is ignored), so code
/// written for accumulator rows of a batch works on a record in state. REQUIRES: every column
/// asked for is in the layout.
class FixedRecord {
public:
    FixedRecord(const FixedRowLayout &layout, char *bytes) : m_layout(&layout), m_bytes(bytes) {}

    char *bytes() const { return m_bytes; }
    PhysicalType physicalType(std::size_t col) const { return field(col).physical; }
    bool isNull(std::size_t col, std::size_t /*row*/ = 0) const
    {
        return FixedRowLayout::isNull(field(col), m_bytes);
    }
    void setNull(std::size_t col, std::size_t /*row*/ = 0) { setBit(field(col), true); }
    void setValid(std::size_t col, std::size_t /*row*/ = 0) { setBit(field(col), false); }
    template <typename T> T get(std::size_t col, std::size_t /*row*/ = 0) const
    {
        const char *p = m_bytes + field(col).offset;
        T v{};
        if constexpr (std::is_same_v<T, TimestampValue>) {
            std::memcpy(&v.millis, p, 8);
            std::memcpy(&v.nanoOfMilli, p + 8, 4);
        } else {
            std::memcpy(&v, p, sizeof(T));
        }
        return v;
    }
    /// Stores a value and marks it not NULL.
    template <typename T> void set(std::size_t col, std::size_t /*row*/, T value)
    {
        const FixedRowLayout::Field &f = field(col);
        char *p = m_bytes + f.offset;
        if constexpr (std::is_same_v<T, TimestampValue>) {
            std::memcpy(p, &value.millis, 8);
            std::memcpy(p + 8, &value.nanoOfMilli, 4);
        } else {
            std::memcpy(p, &value, sizeof(T));
        }
        setBit(f, false);
    }
    /// Fixed layouts hold no strings; present so string-aware code compiles for records.
    std::string_view getString(std::size_t /*col*/, std::size_t /*row*/ = 0) const
    {
        return std::string_view("", 0);
    }
    /// Copies a value of a batch into column `col` (as RowBatch::copyValue).
    void copyValue(std::size_t col, std::size_t row, const RowBatch &src, std::size_t srcCol,
                   std::size_t srcRow);
    /// Copies column `col` into a batch's column `outCol` of row `outRow`, NULL included.
    void copyTo(std::size_t col, RowBatch &out, std::size_t outCol, std::size_t outRow) const;

private:
    const FixedRowLayout::Field &field(std::size_t col) const { return m_layout->fieldOf(col); }
    void setBit(const FixedRowLayout::Field &f, bool null)
    {
        if (f.nullBit < 0)
            return; // a NOT NULL column
        char &b = m_bytes[f.nullBit / 8];
        const auto bit = static_cast<char>(1 << (f.nullBit % 8));
        b = static_cast<char>(null ? (b | bit) : (b & ~bit));
    }

    const FixedRowLayout *m_layout;
    char *m_bytes;
};

} // namespace sluice
