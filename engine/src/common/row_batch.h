#pragma once

#include "common/logical_type.h"
#include "common/row_kind.h"
#include "common/schema.h"
#include "common/string_arena.h"

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

namespace sluice {

namespace detail {

/// An uninitialised byte buffer (column values), aligned as operator new aligns (16 bytes, enough
/// for every value slot). A 64-byte alignment went through memalign, which carves the block out
/// of a larger one and frees the rest: with a few such buffers per batch, that was about 5% of a
/// keyed job's CPU.
class ValueBuffer {
public:
    ValueBuffer() = default;
    explicit ValueBuffer(std::size_t bytes) { reallocate(bytes, 0); }
    ValueBuffer(ValueBuffer &&o) noexcept : m_data(o.m_data), m_bytes(o.m_bytes)
    {
        o.m_data = nullptr;
        o.m_bytes = 0;
    }
    ValueBuffer &operator=(ValueBuffer &&o) noexcept;
    ValueBuffer(const ValueBuffer &) = delete;
    ValueBuffer &operator=(const ValueBuffer &) = delete;
    ~ValueBuffer() { release(); }

    std::byte *data() { return m_data; }
    const std::byte *data() const { return m_data; }
    std::size_t bytes() const { return m_bytes; }
    /// Grows (or shrinks) to `bytes`, keeping the first `keep` bytes.
    void reallocate(std::size_t bytes, std::size_t keep);

private:
    void release();
    std::byte *m_data = nullptr;
    std::size_t m_bytes = 0;
};

} // namespace detail

/// A batch of rows of one schema in columnar form: per column a fixed-width value slot per row
/// and a null bitmap (bit set = NULL), plus a row-kind column. Variable-length values are
/// std::string_view slots into the batch's StringArena, so building a batch allocates nothing
/// per value. Batches are moved, not copied; clear() keeps every buffer for reuse.
///
/// Slot types by PhysicalType: Bool → std::uint8_t, Int8 → std::int8_t, Int16, Int32, Int64,
/// Float32 → float, Float64 → double, Decimal128, Timestamp → TimestampValue,
/// Bytes → std::string_view. Single-threaded: one subtask owns a batch at a time.
class RowBatch {
public:
    static constexpr std::size_t kDefaultCapacity = 1024;

    /// An empty batch without schema (a placeholder to move into).
    RowBatch() = default;
    explicit RowBatch(std::shared_ptr<const Schema> schema,
                      std::size_t capacity = kDefaultCapacity);
    RowBatch(RowBatch &&) noexcept = default;
    RowBatch &operator=(RowBatch &&) noexcept = default;
    RowBatch(const RowBatch &) = delete;
    RowBatch &operator=(const RowBatch &) = delete;

    /// A deep copy (strings copied into the clone's arena).
    RowBatch clone() const;
    /// A batch of `schema` made of columns of `src` without copying them: column i is src's
    /// column columns[i] (each taken once; the types must match physically), with src's rows,
    /// row kinds and strings. `src` is left empty.
    static RowBatch takeColumns(RowBatch &&src, std::shared_ptr<const Schema> schema,
                                std::span<const std::uint32_t> columns);

    const Schema &schema() const { return *m_schema; }
    const std::shared_ptr<const Schema> &schemaPtr() const { return m_schema; }
    std::size_t columnCount() const { return m_columns.size(); }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    /// Rows the batch holds without growing; the target batch size for producers.
    std::size_t capacity() const { return m_capacity; }
    bool full() const { return m_size >= m_capacity; }

    /// Empties the batch, keeping column buffers and arena chunks.
    void clear();
    /// Ensures room for `rows` rows without reallocation.
    void reserve(std::size_t rows);
    /// Sets the row count. New rows are NULL in every column and of kind +I; for column-at-a-time
    /// writers that then fill values through mutableValues() and setNull()/setValid().
    void resize(std::size_t rows);

    /// Appends a row of kind `kind`, NULL in every column; returns its index.
    std::size_t appendRow(RowKind kind = RowKind::Insert)
    {
        if (m_size == m_capacity)
            grow(m_size + 1);
        const std::size_t row = m_size++;
        m_kinds[row] = kind;
        for (Column &c : m_columns)
            c.nulls[row >> 6] |= (std::uint64_t{1} << (row & 63));
        return row;
    }

    // --- Row kinds
    RowKind kind(std::size_t row) const { return m_kinds[row]; }
    void setKind(std::size_t row, RowKind kind) { m_kinds[row] = kind; }
    const RowKind *kinds() const { return m_kinds.data(); }
    RowKind *mutableKinds() { return m_kinds.data(); }

    // --- Nulls
    bool isNull(std::size_t col, std::size_t row) const
    {
        return (m_columns[col].nulls[row >> 6] >> (row & 63)) & 1U;
    }
    void setNull(std::size_t col, std::size_t row)
    {
        m_columns[col].nulls[row >> 6] |= (std::uint64_t{1} << (row & 63));
    }
    void setValid(std::size_t col, std::size_t row)
    {
        m_columns[col].nulls[row >> 6] &= ~(std::uint64_t{1} << (row & 63));
    }
    /// The null bitmap words of a column (bit r of word r/64 set = row r is NULL).
    const std::uint64_t *nullWords(std::size_t col) const { return m_columns[col].nulls.data(); }
    std::uint64_t *mutableNullWords(std::size_t col) { return m_columns[col].nulls.data(); }
    /// Whether any row of the column is NULL (scans the bitmap).
    bool hasNulls(std::size_t col) const;
    /// Marks rows [0, size()) of a column as not NULL.
    void setAllValid(std::size_t col);
    /// Marks rows [first, first + n) of a column as not NULL (word at a time).
    void setValidRange(std::size_t col, std::size_t first, std::size_t n);

    // --- Values
    PhysicalType physicalType(std::size_t col) const { return m_columns[col].physical; }

    template <typename T> const T *values(std::size_t col) const
    {
        assert(sizeof(T) == m_columns[col].width);
        return reinterpret_cast<const T *>(m_columns[col].values.data());
    }
    template <typename T> T *mutableValues(std::size_t col)
    {
        assert(sizeof(T) == m_columns[col].width);
        return reinterpret_cast<T *>(m_columns[col].values.data());
    }
    /// The value slots as bytes (row r at r * physicalWidth()), for bulk copies.
    const std::byte *rawValues(std::size_t col) const { return m_columns[col].values.data(); }
    std::byte *mutableRawValues(std::size_t col) { return m_columns[col].values.data(); }
    /// The value slot; meaningless when isNull(col, row).
    template <typename T> T get(std::size_t col, std::size_t row) const
    {
        return values<T>(col)[row];
    }
    /// Stores a value and marks it not NULL.
    template <typename T> void set(std::size_t col, std::size_t row, T value)
    {
        mutableValues<T>(col)[row] = value;
        setValid(col, row);
    }

    std::string_view getString(std::size_t col, std::size_t row) const
    {
        return values<std::string_view>(col)[row];
    }
    /// Copies the bytes into the batch's arena and stores a view of them.
    void setString(std::size_t col, std::size_t row, std::string_view s)
    {
        set<std::string_view>(col, row, m_arena.copy(s));
    }
    /// Stores a view without copying. REQUIRES: the bytes outlive every use of this batch (e.g.
    /// they are in this batch's arena, or in an arena this batch absorbed).
    void setStringView(std::size_t col, std::size_t row, std::string_view s)
    {
        set<std::string_view>(col, row, s);
    }

    StringArena &arena() { return m_arena; }
    const StringArena &arena() const { return m_arena; }

    // --- Copying rows (schemas must have the same physical layout)

    /// Appends row `srcRow` of `src` (kind, values, nulls; strings copied into this arena).
    std::size_t appendRowFrom(const RowBatch &src, std::size_t srcRow);
    /// Appends the selected rows of `src` in order.
    void appendRowsFrom(const RowBatch &src, std::span<const std::uint32_t> selection);
    /// Appends every row of `src`.
    void appendBatch(const RowBatch &src);
    /// Copies the selected rows of column `srcCol` of `src` into rows [first, first + n) of
    /// column `col` (n = selection size; those rows must exist), values and nulls, strings into
    /// this arena. The typed bulk path of filters, projections and exchanges.
    void gatherColumn(std::size_t col, std::size_t first, const RowBatch &src, std::size_t srcCol,
                      std::span<const std::uint32_t> selection);
    /// Copies rows [srcFirst, srcFirst + n) of column `srcCol` of `src` into rows
    /// [first, first + n) of column `col` (those rows must exist), values and nulls, strings
    /// into this arena: a column taken over as it is, a block copy where gatherColumn copies
    /// value by value.
    void copyColumn(std::size_t col, std::size_t first, const RowBatch &src, std::size_t srcCol,
                    std::size_t srcFirst, std::size_t n);
    /// Copies one value between batches whose column types match physically. Inline: operators
    /// call it per output value, and a fixed-width slot is one load and one store.
    void copyValue(std::size_t col, std::size_t row, const RowBatch &src, std::size_t srcCol,
                   std::size_t srcRow)
    {
        Column &dst = m_columns[col];
        const Column &from = src.m_columns[srcCol];
        assert(dst.physical == from.physical);
        if (src.isNull(srcCol, srcRow)) {
            setNull(col, row);
            return;
        }
        std::byte *to = dst.values.data();
        const std::byte *in = from.values.data();
        switch (dst.physical) {
        case PhysicalType::None: return;
        case PhysicalType::Bytes: copyString(col, row, src.getString(srcCol, srcRow)); break;
        case PhysicalType::Int64:
        case PhysicalType::Float64:
            std::memcpy(to + row * 8, in + srcRow * 8, 8);
            break;
        case PhysicalType::Int32:
        case PhysicalType::Float32:
            std::memcpy(to + row * 4, in + srcRow * 4, 4);
            break;
        default: std::memcpy(to + row * dst.width, in + srcRow * dst.width, dst.width); break;
        }
        setValid(col, row);
    }

    /// Whether a batch with this schema can take rows of `other` by appendRowFrom.
    bool layoutCompatible(const Schema &other) const;
    /// Bytes held by columns and arena (for state/queue size estimates).
    std::size_t memoryBytes() const;

private:
    struct Column {
        PhysicalType physical = PhysicalType::None;
        std::uint8_t width = 0;
        detail::ValueBuffer values;
        std::vector<std::uint64_t> nulls;
    };

    void grow(std::size_t minRows);
    void copyString(std::size_t col, std::size_t row, std::string_view s)
    {
        mutableValues<std::string_view>(col)[row] = m_arena.copy(s);
    }

    std::shared_ptr<const Schema> m_schema;
    std::vector<Column> m_columns;
    std::vector<RowKind> m_kinds;
    StringArena m_arena;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

} // namespace sluice
