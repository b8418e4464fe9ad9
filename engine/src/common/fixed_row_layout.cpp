#include "common/fixed_row_layout.h"

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <span>
#include <type_traits>

namespace sluice {

namespace {

template <typename F> F normalised(F v)
{
    if (std::isnan(v))
        return std::numeric_limits<F>::quiet_NaN();
    return v == F(0) ? F(0) : v;
}

} // namespace

bool FixedRowLayout::supports(const std::vector<LogicalType> &types)
{
    for (const LogicalType &t : types) {
        if (packedWidth(t.physicalType()) == 0)
            return false;
    }
    return true;
}

FixedRowLayout::FixedRowLayout(const std::vector<LogicalType> &types,
                               std::vector<std::uint32_t> columns, bool normaliseFloats)
    : m_normaliseFloats(normaliseFloats)
{
    static_assert(std::endian::native == std::endian::little);
    std::int16_t nullable = 0;
    for (std::size_t i = 0; i < types.size(); ++i) {
        const PhysicalType physical = types[i].physicalType();
        m_fields.push_back({columns[i], physical, static_cast<std::uint8_t>(packedWidth(physical)),
                            static_cast<std::uint8_t>(physicalWidth(physical)),
                            types[i].isNullable() ? nullable++ : std::int16_t{-1}, 0});
    }
    m_bitmapBytes = (static_cast<std::size_t>(nullable) + 7) / 8;
    std::size_t offset = m_bitmapBytes;
    for (Field &f : m_fields) {
        f.offset = static_cast<std::uint32_t>(offset);
        offset += f.width;
    }
    m_size = offset;
    for (const Field &f : m_fields) {
        if (m_byColumn.size() <= f.column)
            m_byColumn.resize(f.column + 1, Field{});
        m_byColumn[f.column] = f;
    }
}

namespace {

/// Calls fn(std::integral_constant<std::size_t, W>{}) with the byte width W of a type whose values
/// are stored in records exactly as in a batch; false, without calling it, for the types whose
/// values change on the way (floats normalised in keys, timestamps repacked).
template <typename Fn> bool withPlainWidth(PhysicalType physical, Fn &&fn)
{
    switch (physical) {
    case PhysicalType::Bool:
    case PhysicalType::Int8: fn(std::integral_constant<std::size_t, 1>{}); return true;
    case PhysicalType::Int16: fn(std::integral_constant<std::size_t, 2>{}); return true;
    case PhysicalType::Int32: fn(std::integral_constant<std::size_t, 4>{}); return true;
    case PhysicalType::Int64: fn(std::integral_constant<std::size_t, 8>{}); return true;
    case PhysicalType::Decimal128: fn(std::integral_constant<std::size_t, 16>{}); return true;
    default: return false;
    }
}

template <std::size_t N> void copyBytes(char *to, const void *from)
{
    std::memcpy(to, from, N);
}
/// A FLOAT or DOUBLE value into a record, -0.0 and NaN normalised for keys.
template <typename F> void storeFloat(char *to, const void *from, bool normalise)
{
    F v;
    std::memcpy(&v, from, sizeof v);
    if (normalise)
        v = normalised(v);
    copyBytes<sizeof v>(to, &v);
}
template <std::size_t N> void zeroBytes(char *to)
{
    char zero[N] = {};
    std::memcpy(to, zero, N);
}

} // namespace

inline void FixedRowLayout::storeValue(const Field &f, const RowBatch &batch, std::size_t row,
                                       char *dst) const
{
    char *to = dst + f.offset;
    const std::byte *from = batch.rawValues(f.column) + row * f.stride;
    if (withPlainWidth(f.physical, [&](auto width) { copyBytes<width()>(to, from); }))
        return;
    switch (f.physical) {
    case PhysicalType::Float32: storeFloat<float>(to, from, m_normaliseFloats); break;
    case PhysicalType::Float64: storeFloat<double>(to, from, m_normaliseFloats); break;
    case PhysicalType::Timestamp: {
        TimestampValue v;
        std::memcpy(&v, from, sizeof v);
        copyBytes<8>(to, &v.millis);
        copyBytes<4>(to + 8, &v.nanoOfMilli);
        break;
    }
    default: break; // plain types above; strings are not in a fixed layout
    }
}

inline void FixedRowLayout::zeroValue(const Field &f, char *dst)
{
    char *to = dst + f.offset;
    switch (f.width) {
    case 1: zeroBytes<1>(to); break;
    case 2: zeroBytes<2>(to); break;
    case 4: zeroBytes<4>(to); break;
    case 8: zeroBytes<8>(to); break;
    case 12: zeroBytes<12>(to); break;
    default: zeroBytes<16>(to); break;
    }
}

inline void FixedRowLayout::loadValue(const Field &f, const char *src, RowBatch &batch,
                                      std::size_t row)
{
    const char *from = src + f.offset;
    std::byte *to = batch.mutableRawValues(f.column) + row * f.stride;
    auto copy = [&](auto width) { std::memcpy(to, from, width()); };
    if (!withPlainWidth(f.physical, copy)) {
        switch (f.physical) {
        case PhysicalType::Float32: copy(std::integral_constant<std::size_t, 4>{}); break;
        case PhysicalType::Float64: copy(std::integral_constant<std::size_t, 8>{}); break;
        case PhysicalType::Timestamp: {
            TimestampValue v;
            std::memcpy(&v.millis, from, 8);
            std::memcpy(&v.nanoOfMilli, from + 8, 4);
            std::memcpy(to, &v, sizeof v);
            break;
        }
        default: break; // strings are not in a fixed layout
        }
    }
    batch.setValid(f.column, row);
}

void FixedRowLayout::store(const RowBatch &batch, std::size_t row, char *dst) const
{
    for (std::size_t i = 0; i < m_bitmapBytes; ++i)
        dst[i] = 0;
    for (const Field &f : m_fields) {
        if (f.nullBit >= 0 && batch.isNull(f.column, row)) {
            dst[f.nullBit / 8] = static_cast<char>(dst[f.nullBit / 8] | (1 << (f.nullBit % 8)));
            zeroValue(f, dst);
            continue;
        }
        storeValue(f, batch, row, dst);
    }
}

namespace {

// The column loops below take their pointers as arguments, so they stay in registers: through a
// RowBatch the compiler reloads a column's data on every row, as any store through a char
// pointer might have changed it.

/// A column without NULLs into records `stride` apart.
template <std::size_t W>
void storePlainColumn(const std::byte *values, std::size_t valueStride, std::size_t rows, char *to,
                      std::size_t stride)
{
    for (std::size_t r = 0; r < rows; ++r)
        std::memcpy(to + r * stride, values + r * valueStride, W);
}

/// Field values at `offset` of each record into a column, and their null bits (nullBit < 0: none)
/// into its bitmap, without a branch per row (a NULL value's bytes are zero in a record).
template <std::size_t W>
void loadPlainColumn(std::span<const char *const> records, std::size_t offset, int nullBit,
                     std::byte *values, std::size_t valueStride, std::uint64_t *nullWords)
{
    const std::size_t nullByte = nullBit < 0 ? 0 : static_cast<std::size_t>(nullBit) / 8;
    const unsigned nullShift = nullBit < 0 ? 0 : static_cast<unsigned>(nullBit) % 8;
    const std::uint64_t nullMask = nullBit < 0 ? 0 : 1;
    // The null bits of 64 rows are gathered in a register and stored once, as whole words
    // (the last one keeping its bits past the records).
    std::uint64_t word = 0;
    for (std::size_t r = 0; r < records.size(); ++r) {
        const char *record = records[r];
        std::memcpy(values + r * valueStride, record + offset, W);
        const std::uint64_t isNull =
            (static_cast<std::uint64_t>(static_cast<unsigned char>(record[nullByte])) >>
             nullShift) &
            nullMask;
        word |= isNull << (r & 63);
        if ((r & 63) == 63) {
            nullWords[r >> 6] = word;
            word = 0;
        }
    }
    if (const std::size_t tail = records.size() & 63; tail != 0) {
        const std::uint64_t kept = ~std::uint64_t{0} << tail;
        std::uint64_t &last = nullWords[records.size() >> 6];
        last = (last & kept) | word;
    }
}

} // namespace

void FixedRowLayout::storeRows(const RowBatch &batch, std::size_t rows, char *dst,
                               std::size_t stride) const
{
    // A column at a time: each field's type is switched on once per batch, not once per row.
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t i = 0; i < m_bitmapBytes; ++i) // a byte or two: no memset call per row
            dst[r * stride + i] = 0;
    }
    for (const Field &f : m_fields) {
        const bool nulls = f.nullBit >= 0 && batch.hasNulls(f.column);
        if (!nulls && withPlainWidth(f.physical, [&](auto width) {
                storePlainColumn<width()>(batch.rawValues(f.column), f.stride, rows, dst + f.offset,
                                          stride);
            }))
            continue;
        for (std::size_t r = 0; r < rows; ++r) {
            char *record = dst + r * stride;
            if (nulls && batch.isNull(f.column, r)) {
                record[f.nullBit / 8] =
                    static_cast<char>(record[f.nullBit / 8] | (1 << (f.nullBit % 8)));
                zeroValue(f, record);
                continue;
            }
            storeValue(f, batch, r, record);
        }
    }
}

void FixedRowLayout::load(const char *src, RowBatch &batch, std::size_t row) const
{
    for (const Field &f : m_fields) {
        if (isNull(f, src))
            batch.setNull(f.column, row);
        else
            loadValue(f, src, batch, row);
    }
}

void FixedRowLayout::loadRows(std::span<const char *const> records, RowBatch &batch) const
{
    for (const Field &f : m_fields) {
        if (withPlainWidth(f.physical, [&](auto width) {
                loadPlainColumn<width()>(records, f.offset, f.nullBit,
                                         batch.mutableRawValues(f.column), f.stride,
                                         batch.mutableNullWords(f.column));
            }))
            continue;
        for (std::size_t r = 0; r < records.size(); ++r) {
            if (isNull(f, records[r]))
                batch.setNull(f.column, r);
            else
                loadValue(f, records[r], batch, r);
        }
    }
}

void FixedRecord::copyValue(std::size_t col, std::size_t /*row*/, const RowBatch &src,
                            std::size_t srcCol, std::size_t srcRow)
{
    const FixedRowLayout::Field &f = field(col);
    if (src.isNull(srcCol, srcRow)) {
        setNull(col);
        FixedRowLayout::zeroValue(f, m_bytes);
        return;
    }
    // storeValue reads the layout's own column of the batch; here the value comes from srcCol.
    FixedRowLayout::Field from = f;
    from.column = static_cast<std::uint32_t>(srcCol);
    m_layout->storeValue(from, src, srcRow, m_bytes);
    setValid(col);
}

void FixedRecord::copyTo(std::size_t col, RowBatch &out, std::size_t outCol,
                         std::size_t outRow) const
{
    const FixedRowLayout::Field &f = field(col);
    if (FixedRowLayout::isNull(f, m_bytes)) {
        out.setNull(outCol, outRow);
        return;
    }
    FixedRowLayout::Field to = f;
    to.column = static_cast<std::uint32_t>(outCol);
    FixedRowLayout::loadValue(to, m_bytes, out, outRow);
}

} // namespace sluice
