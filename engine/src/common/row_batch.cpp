#include "common/row_batch.h"

#include <algorithm>
#include <bit>
#include <new>

namespace sluice {

namespace detail {

namespace {
constexpr std::align_val_t kAlignment{64};
}

AlignedBuffer &AlignedBuffer::operator=(AlignedBuffer &&o) noexcept
{
    if (this != &o) {
        release();
        m_data = o.m_data;
        m_bytes = o.m_bytes;
        o.m_data = nullptr;
        o.m_bytes = 0;
    }
    return *this;
}

void AlignedBuffer::reallocate(std::size_t bytes, std::size_t keep)
{
    std::byte *fresh =
        bytes ? static_cast<std::byte *>(::operator new(bytes, kAlignment)) : nullptr;
    if (m_data && keep)
        std::memcpy(fresh, m_data, std::min({keep, bytes, m_bytes}));
    release();
    m_data = fresh;
    m_bytes = bytes;
}

void AlignedBuffer::release()
{
    if (m_data)
        ::operator delete(m_data, kAlignment);
    m_data = nullptr;
    m_bytes = 0;
}

} // namespace detail

namespace {

std::size_t wordsFor(std::size_t rows)
{
    return (rows + 63) / 64;
}

} // namespace

RowBatch::RowBatch(std::shared_ptr<const Schema> schema, std::size_t capacity)
    : m_schema(std::move(schema))
{
    m_columns.resize(m_schema->size());
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
        m_columns[i].physical = m_schema->type(i).physicalType();
        m_columns[i].width = static_cast<std::uint8_t>(physicalWidth(m_columns[i].physical));
    }
    grow(std::max<std::size_t>(capacity, 1));
}

void RowBatch::grow(std::size_t minRows)
{
    std::size_t cap = std::max(minRows, m_capacity * 2);
    for (Column &c : m_columns) {
        // Slots are kept as they are; `width` may be 0 (NULL type): keep one byte so data() is
        // valid.
        c.values.reallocate(std::max<std::size_t>(cap * c.width, 1), m_size * c.width);
        c.nulls.resize(wordsFor(cap), 0);
    }
    m_kinds.resize(cap);
    m_capacity = cap;
}

void RowBatch::reserve(std::size_t rows)
{
    if (rows > m_capacity)
        grow(rows);
}

void RowBatch::clear()
{
    for (Column &c : m_columns)
        std::fill(c.nulls.begin(), c.nulls.begin() + static_cast<std::ptrdiff_t>(wordsFor(m_size)),
                  0);
    m_size = 0;
    m_arena.reset();
}

void RowBatch::resize(std::size_t rows)
{
    if (rows > m_capacity)
        grow(rows);
    if (rows > m_size) {
        std::fill(m_kinds.begin() + static_cast<std::ptrdiff_t>(m_size),
                  m_kinds.begin() + static_cast<std::ptrdiff_t>(rows), RowKind::Insert);
        for (Column &c : m_columns) {
            for (std::size_t r = m_size; r < rows; ++r)
                c.nulls[r >> 6] |= (std::uint64_t{1} << (r & 63));
        }
    } else {
        // Keep the invariant that bits beyond size() are zero.
        for (Column &c : m_columns) {
            for (std::size_t r = rows; r < m_size; ++r)
                c.nulls[r >> 6] &= ~(std::uint64_t{1} << (r & 63));
        }
    }
    m_size = rows;
}

bool RowBatch::hasNulls(std::size_t col) const
{
    const auto &nulls = m_columns[col].nulls;
    const std::size_t words = wordsFor(m_size);
    for (std::size_t w = 0; w < words; ++w)
        if (nulls[w])
            return true;
    return false;
}

void RowBatch::setAllValid(std::size_t col)
{
    auto &nulls = m_columns[col].nulls;
    std::fill(nulls.begin(), nulls.begin() + static_cast<std::ptrdiff_t>(wordsFor(m_size)), 0);
}

void RowBatch::copyValue(std::size_t col, std::size_t row, const RowBatch &src, std::size_t srcCol,
                         std::size_t srcRow)
{
    Column &dst = m_columns[col];
    const Column &from = src.m_columns[srcCol];
    assert(dst.physical == from.physical);
    if (src.isNull(srcCol, srcRow)) {
        setNull(col, row);
        return;
    }
    if (dst.physical == PhysicalType::Bytes) {
        const std::string_view s = src.getString(srcCol, srcRow);
        mutableValues<std::string_view>(col)[row] = m_arena.copy(s);
    } else if (dst.width) {
        std::memcpy(dst.values.data() + row * dst.width, from.values.data() + srcRow * from.width,
                    dst.width);
    }
    if (dst.physical != PhysicalType::None)
        setValid(col, row);
}

std::size_t RowBatch::appendRowFrom(const RowBatch &src, std::size_t srcRow)
{
    assert(src.columnCount() == columnCount());
    const std::size_t row = appendRow(src.kind(srcRow));
    for (std::size_t c = 0; c < m_columns.size(); ++c)
        copyValue(c, row, src, c, srcRow);
    return row;
}

void RowBatch::appendRowsFrom(const RowBatch &src, std::span<const std::uint32_t> selection)
{
    assert(src.columnCount() == columnCount());
    const std::size_t base = m_size;
    reserve(base + selection.size());
    resize(base + selection.size()); // all NULL, then fill column by column
    for (std::size_t i = 0; i < selection.size(); ++i)
        m_kinds[base + i] = src.kind(selection[i]);
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        Column &dst = m_columns[c];
        const Column &from = src.m_columns[c];
        assert(dst.physical == from.physical);
        if (dst.physical == PhysicalType::None)
            continue;
        const std::size_t w = dst.width;
        for (std::size_t i = 0; i < selection.size(); ++i) {
            const std::size_t s = selection[i];
            const std::size_t d = base + i;
            if (src.isNull(c, s))
                continue;
            if (dst.physical == PhysicalType::Bytes) {
                reinterpret_cast<std::string_view *>(dst.values.data())[d] =
                    m_arena.copy(src.getString(c, s));
            } else {
                std::memcpy(dst.values.data() + d * w, from.values.data() + s * w, w);
            }
            dst.nulls[d >> 6] &= ~(std::uint64_t{1} << (d & 63));
        }
    }
}

void RowBatch::appendBatch(const RowBatch &src)
{
    assert(src.columnCount() == columnCount());
    const std::size_t base = m_size;
    const std::size_t n = src.size();
    resize(base + n);
    std::copy(src.m_kinds.begin(), src.m_kinds.begin() + static_cast<std::ptrdiff_t>(n),
              m_kinds.begin() + static_cast<std::ptrdiff_t>(base));
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        Column &dst = m_columns[c];
        const Column &from = src.m_columns[c];
        assert(dst.physical == from.physical);
        if (dst.physical == PhysicalType::None)
            continue;
        const std::size_t w = dst.width;
        if (dst.physical == PhysicalType::Bytes) {
            auto *out = reinterpret_cast<std::string_view *>(dst.values.data()) + base;
            const auto *in = reinterpret_cast<const std::string_view *>(from.values.data());
            for (std::size_t r = 0; r < n; ++r)
                if (!src.isNull(c, r))
                    out[r] = m_arena.copy(in[r]);
        } else {
            std::memcpy(dst.values.data() + base * w, from.values.data(), n * w);
        }
        for (std::size_t r = 0; r < n; ++r) {
            const std::size_t d = base + r;
            if (!src.isNull(c, r))
                dst.nulls[d >> 6] &= ~(std::uint64_t{1} << (d & 63));
        }
    }
}

RowBatch RowBatch::clone() const
{
    if (!m_schema)
        return {};
    RowBatch copy(m_schema, m_capacity);
    copy.appendBatch(*this);
    return copy;
}

bool RowBatch::layoutCompatible(const Schema &other) const
{
    if (other.size() != m_columns.size())
        return false;
    for (std::size_t i = 0; i < m_columns.size(); ++i)
        if (other.type(i).physicalType() != m_columns[i].physical)
            return false;
    return true;
}

std::size_t RowBatch::memoryBytes() const
{
    std::size_t bytes = m_kinds.capacity() + m_arena.bytesReserved();
    for (const Column &c : m_columns)
        bytes += c.values.bytes() + c.nulls.capacity() * sizeof(std::uint64_t);
    return bytes;
}

} // namespace sluice
