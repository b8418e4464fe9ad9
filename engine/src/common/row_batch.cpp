#include "common/row_batch.h"

#include <algorithm>
#include <bit>
#include <new>

namespace sluice {

namespace detail {

static_assert(alignof(Decimal128) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__ &&
                  alignof(TimestampValue) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__ &&
                  alignof(std::string_view) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__,
              "operator new's alignment must suit every value slot");

ValueBuffer &ValueBuffer::operator=(ValueBuffer &&o) noexcept
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

void ValueBuffer::reallocate(std::size_t bytes, std::size_t keep)
{
    std::byte *fresh = bytes ? static_cast<std::byte *>(::operator new(bytes)) : nullptr;
    if (m_data && keep)
        std::memcpy(fresh, m_data, std::min({keep, bytes, m_bytes}));
    release();
    m_data = fresh;
    m_bytes = bytes;
}

void ValueBuffer::release()
{
    if (m_data)
        ::operator delete(m_data);
    m_data = nullptr;
    m_bytes = 0;
}

} // namespace detail

namespace {

std::size_t wordsFor(std::size_t rows)
{
    return (rows + 63) / 64;
}

// Sets (value true) or clears bits [from, to) of a bitmap, a word at a time.
void fillBits(std::uint64_t *words, std::size_t from, std::size_t to, bool value)
{
    if (from >= to)
        return;
    const std::size_t firstWord = from >> 6, lastWord = (to - 1) >> 6;
    const std::uint64_t headMask = ~std::uint64_t{0} << (from & 63);
    const std::uint64_t tailMask = ~std::uint64_t{0} >> (63 - ((to - 1) & 63));
    auto apply = [&](std::size_t w, std::uint64_t mask) {
        words[w] = value ? (words[w] | mask) : (words[w] & ~mask);
    };
    if (firstWord == lastWord) {
        apply(firstWord, headMask & tailMask);
        return;
    }
    apply(firstWord, headMask);
    for (std::size_t w = firstWord + 1; w < lastWord; ++w)
        words[w] = value ? ~std::uint64_t{0} : 0;
    apply(lastWord, tailMask);
}

bool anyBit(const std::uint64_t *words, std::size_t rows)
{
    const std::size_t full = rows >> 6;
    for (std::size_t w = 0; w < full; ++w)
        if (words[w])
            return true;
    return (rows & 63) && (words[full] & ((std::uint64_t{1} << (rows & 63)) - 1));
}

template <std::size_t W>
void gatherFixed(std::byte *dst, const std::byte *src, const std::uint32_t *sel, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i)
        std::memcpy(dst + i * W, src + std::size_t{sel[i]} * W, W);
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
        for (Column &c : m_columns)
            fillBits(c.nulls.data(), m_size, rows, true);
    } else {
        // Keep the invariant that bits beyond size() are zero.
        for (Column &c : m_columns)
            fillBits(c.nulls.data(), rows, m_size, false);
    }
    m_size = rows;
}

bool RowBatch::hasNulls(std::size_t col) const
{
    return anyBit(m_columns[col].nulls.data(), m_size);
}

void RowBatch::setValidRange(std::size_t col, std::size_t first, std::size_t n)
{
    fillBits(m_columns[col].nulls.data(), first, first + n, false);
}

void RowBatch::gatherColumn(std::size_t col, std::size_t first, const RowBatch &src,
                            std::size_t srcCol, std::span<const std::uint32_t> selection)
{
    Column &dst = m_columns[col];
    const Column &from = src.m_columns[srcCol];
    assert(dst.physical == from.physical);
    assert(first + selection.size() <= m_size);
    const std::size_t n = selection.size();
    if (dst.physical == PhysicalType::None || n == 0)
        return;
    const std::uint32_t *sel = selection.data();
    std::byte *out = dst.values.data() + first * dst.width;
    const std::byte *in = from.values.data();
    const bool srcNulls = anyBit(from.nulls.data(), src.m_size);
    switch (dst.physical) {
    case PhysicalType::Bytes: {
        auto *o = reinterpret_cast<std::string_view *>(out);
        const auto *v = reinterpret_cast<const std::string_view *>(in);
        for (std::size_t i = 0; i < n; ++i)
            if (!srcNulls || !src.isNull(srcCol, sel[i]))
                o[i] = m_arena.copy(v[sel[i]]);
        break;
    }
    default:
        switch (dst.width) {
        case 1: gatherFixed<1>(out, in, sel, n); break;
        case 2: gatherFixed<2>(out, in, sel, n); break;
        case 4: gatherFixed<4>(out, in, sel, n); break;
        case 8: gatherFixed<8>(out, in, sel, n); break;
        case 16: gatherFixed<16>(out, in, sel, n); break;
        default:
            for (std::size_t i = 0; i < n; ++i)
                std::memcpy(out + i * dst.width, in + std::size_t{sel[i]} * from.width, dst.width);
        }
    }
    if (!srcNulls) {
        fillBits(dst.nulls.data(), first, first + n, false);
        return;
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t d = first + i;
        const std::uint64_t bit = std::uint64_t{1} << (d & 63);
        if (src.isNull(srcCol, sel[i]))
            dst.nulls[d >> 6] |= bit;
        else
            dst.nulls[d >> 6] &= ~bit;
    }
}

void RowBatch::setAllValid(std::size_t col)
{
    auto &nulls = m_columns[col].nulls;
    std::fill(nulls.begin(), nulls.begin() + static_cast<std::ptrdiff_t>(wordsFor(m_size)), 0);
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
    for (std::size_t c = 0; c < m_columns.size(); ++c)
        gatherColumn(c, base, src, c, selection);
}

void RowBatch::appendBatch(const RowBatch &src)
{
    assert(src.columnCount() == columnCount());
    const std::size_t base = m_size;
    const std::size_t n = src.size();
    resize(base + n);
    std::copy(src.m_kinds.begin(), src.m_kinds.begin() + static_cast<std::ptrdiff_t>(n),
              m_kinds.begin() + static_cast<std::ptrdiff_t>(base));
    for (std::size_t c = 0; c < m_columns.size(); ++c)
        copyColumn(c, base, src, c, 0, n);
}

void RowBatch::copyColumn(std::size_t col, std::size_t first, const RowBatch &src, std::size_t srcCol,
                          std::size_t srcFirst, std::size_t n)
{
    Column &dst = m_columns[col];
    const Column &from = src.m_columns[srcCol];
    assert(dst.physical == from.physical);
    assert(first + n <= m_size && srcFirst + n <= src.m_size);
    if (dst.physical == PhysicalType::None || n == 0)
        return;
    const std::size_t w = dst.width;
    if (dst.physical == PhysicalType::Bytes) {
        auto *out = reinterpret_cast<std::string_view *>(dst.values.data()) + first;
        const auto *in = reinterpret_cast<const std::string_view *>(from.values.data()) + srcFirst;
        for (std::size_t r = 0; r < n; ++r)
            if (!src.isNull(srcCol, srcFirst + r))
                out[r] = m_arena.copy(in[r]);
    } else {
        std::memcpy(dst.values.data() + first * w, from.values.data() + srcFirst * w, n * w);
    }
    if (srcFirst == 0 && !anyBit(from.nulls.data(), n)) {
        fillBits(dst.nulls.data(), first, first + n, false);
        return;
    }
    for (std::size_t r = 0; r < n; ++r) {
        const std::size_t d = first + r;
        const std::uint64_t bit = std::uint64_t{1} << (d & 63);
        if (src.isNull(srcCol, srcFirst + r))
            dst.nulls[d >> 6] |= bit;
        else
            dst.nulls[d >> 6] &= ~bit;
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

RowBatch RowBatch::takeColumns(RowBatch &&src, std::shared_ptr<const Schema> schema,
                               std::span<const std::uint32_t> columns)
{
    assert(schema->size() == columns.size());
    RowBatch out;
    out.m_schema = std::move(schema);
    out.m_columns.reserve(columns.size());
    for (std::size_t i = 0; i < columns.size(); ++i) {
        Column &from = src.m_columns[columns[i]];
        assert(from.physical == out.m_schema->type(i).physicalType());
        assert(from.physical == PhysicalType::None || from.values.data()); // not taken before
        out.m_columns.push_back(std::move(from));
    }
    out.m_kinds = std::move(src.m_kinds);
    out.m_arena = std::move(src.m_arena);
    out.m_size = src.m_size;
    out.m_capacity = src.m_capacity;
    src = RowBatch();
    return out;
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
