#include "common/row_codec.h"

#include <sluice/text.h>

#include <bit>
#include <cassert>
#include <cmath>
#include <cstring>
#include <limits>

namespace sluice {

namespace {

constexpr int kCompactDecimalPrecision = 18;
constexpr int kCompactTimestampPrecision = 3;

void putVarint(std::string &out, std::uint64_t v)
{
    while (v >= 0x80) {
        out.push_back(static_cast<char>((v & 0x7F) | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<char>(v));
}

/// Where encodeFields writes: appending to a string (any field types) ...
class AppendSink {
public:
    explicit AppendSink(std::string &out) : m_out(out) {}
    void beginBitmap(std::size_t bytes)
    {
        m_bitmapAt = m_out.size();
        m_out.append(bytes, '\0');
    }
    void setNullBit(std::size_t i)
    {
        char &b = m_out[m_bitmapAt + i / 8];
        b = static_cast<char>(b | (1 << (i % 8)));
    }
    template <typename T> void putFixed(T v)
    {
        // The engine targets little-endian hosts (x86-64, aarch64); bytes are stored as in memory.
        static_assert(std::endian::native == std::endian::little);
        m_out.append(reinterpret_cast<const char *>(&v), sizeof(T));
    }
    void putString(std::string_view s)
    {
        putVarint(m_out, s.size());
        m_out.append(s.data(), s.size());
    }

private:
    std::string &m_out;
    std::size_t m_bitmapAt = 0;
};

/// ... or storing through a pointer into room reserved up front (fixed-width fields only, whose
/// encoded size is bounded: RowCodec::m_fixedBound).
class PointerSink {
public:
    explicit PointerSink(char *p) : m_p(p) {}
    void beginBitmap(std::size_t bytes)
    {
        m_bitmap = m_p;
        std::memset(m_p, 0, bytes);
        m_p += bytes;
    }
    void setNullBit(std::size_t i)
    {
        m_bitmap[i / 8] = static_cast<char>(m_bitmap[i / 8] | (1 << (i % 8)));
    }
    template <typename T> void putFixed(T v)
    {
        static_assert(std::endian::native == std::endian::little);
        std::memcpy(m_p, &v, sizeof(T));
        m_p += sizeof(T);
    }
    void putString(std::string_view)
    {
        assert(false && "PointerSink takes fixed-width fields only");
    }
    char *end() const { return m_p; }

private:
    char *m_p;
    char *m_bitmap = nullptr;
};

class Reader {
public:
    explicit Reader(std::string_view bytes) : m_p(bytes.data()), m_end(bytes.data() + bytes.size())
    {
    }

    bool ok() const { return m_ok; }
    bool atEnd() const { return m_p == m_end; }

    template <typename T> T fixed()
    {
        T v{};
        if (static_cast<std::size_t>(m_end - m_p) < sizeof(T)) {
            m_ok = false;
            return v;
        }
        std::memcpy(&v, m_p, sizeof(T));
        m_p += sizeof(T);
        return v;
    }

    std::uint64_t varint()
    {
        std::uint64_t v = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_p == m_end) {
                m_ok = false;
                return 0;
            }
            const auto b = static_cast<std::uint8_t>(*m_p++);
            v |= std::uint64_t{b & 0x7FU} << shift;
            if (!(b & 0x80))
                return v;
        }
        m_ok = false;
        return 0;
    }

    std::string_view bytes(std::size_t n)
    {
        if (static_cast<std::size_t>(m_end - m_p) < n) {
            m_ok = false;
            return {};
        }
        std::string_view s(m_p, n);
        m_p += n;
        return s;
    }

private:
    const char *m_p;
    const char *m_end;
    bool m_ok = true;
};

bool isCompact(const LogicalType &t)
{
    if (t.root() == LogicalTypeRoot::Decimal)
        return t.precision() <= kCompactDecimalPrecision;
    if (isTimestamp(t))
        return t.precision() <= kCompactTimestampPrecision;
    return false;
}

template <typename F> F normalised(F v)
{
    if (std::isnan(v))
        return std::numeric_limits<F>::quiet_NaN();
    if (v == F(0))
        return F(0); // -0.0 → 0.0
    return v;
}

Status corrupt(Text what)
{
    return Status::invalidArgument(sluice::Engine::tr("corrupt row encoding: %1").arg(std::move(what)));
}

// Encodes the field values of rows/columns picked by `at(i)` for n fields.
template <typename Sink>
void encodeFields(Sink &out, std::size_t n, const std::vector<PhysicalType> &physical,
                  const std::vector<std::uint8_t> &compact, bool normaliseFloats,
                  const RowBatch &batch, const std::vector<std::uint32_t> *columns,
                  std::size_t fixedColumn, std::size_t row, bool columnMode)
{
    // columnMode: field i is (fixedColumn, row i). Otherwise field i is (columns[i], row).
    out.beginBitmap((n + 7) / 8);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t col = columnMode ? fixedColumn : (columns ? (*columns)[i] : i);
        const std::size_t r = columnMode ? i : row;
        if (batch.isNull(col, r)) {
            out.setNullBit(i);
            continue;
        }
        const PhysicalType p = columnMode ? physical[0] : physical[i];
        const bool c = columnMode ? compact[0] : compact[i];
        switch (p) {
        case PhysicalType::None: break;
        case PhysicalType::Bool: out.putFixed(batch.get<std::uint8_t>(col, r)); break;
        case PhysicalType::Int8: out.putFixed(batch.get<std::int8_t>(col, r)); break;
        case PhysicalType::Int16: out.putFixed(batch.get<std::int16_t>(col, r)); break;
        case PhysicalType::Int32: out.putFixed(batch.get<std::int32_t>(col, r)); break;
        case PhysicalType::Int64: out.putFixed(batch.get<std::int64_t>(col, r)); break;
        case PhysicalType::Float32: {
            float v = batch.get<float>(col, r);
            out.putFixed(normaliseFloats ? normalised(v) : v);
            break;
        }
        case PhysicalType::Float64: {
            double v = batch.get<double>(col, r);
            out.putFixed(normaliseFloats ? normalised(v) : v);
            break;
        }
        case PhysicalType::Decimal128: {
            const Int128 v = batch.get<Decimal128>(col, r).unscaled;
            if (c)
                out.putFixed(static_cast<std::int64_t>(v));
            else
                out.putFixed(v);
            break;
        }
        case PhysicalType::Timestamp: {
            const TimestampValue ts = batch.get<TimestampValue>(col, r);
            out.putFixed(ts.millis);
            if (!c)
                out.putFixed(ts.nanoOfMilli);
            break;
        }
        case PhysicalType::Bytes: out.putString(batch.getString(col, r)); break;
        }
    }
}

/// The most bytes a field of a fixed-width type takes (0: variable width).
std::size_t fixedBound(PhysicalType p, bool compact)
{
    if (compact && (p == PhysicalType::Decimal128 || p == PhysicalType::Timestamp))
        return 8;
    return packedWidth(p);
}

// Decodes one non-NULL value of physical type p into (col, r) of out.
void decodeValue(Reader &in, PhysicalType p, bool compact, RowBatch &out, std::size_t col,
                 std::size_t r)
{
    switch (p) {
    case PhysicalType::None: out.setNull(col, r); break;
    case PhysicalType::Bool: out.set(col, r, in.fixed<std::uint8_t>()); break;
    case PhysicalType::Int8: out.set(col, r, in.fixed<std::int8_t>()); break;
    case PhysicalType::Int16: out.set(col, r, in.fixed<std::int16_t>()); break;
    case PhysicalType::Int32: out.set(col, r, in.fixed<std::int32_t>()); break;
    case PhysicalType::Int64: out.set(col, r, in.fixed<std::int64_t>()); break;
    case PhysicalType::Float32: out.set(col, r, in.fixed<float>()); break;
    case PhysicalType::Float64: out.set(col, r, in.fixed<double>()); break;
    case PhysicalType::Decimal128: {
        Decimal128 d;
        d.unscaled = compact ? Int128{in.fixed<std::int64_t>()} : in.fixed<Int128>();
        out.set(col, r, d);
        break;
    }
    case PhysicalType::Timestamp: {
        TimestampValue ts;
        ts.millis = in.fixed<std::int64_t>();
        ts.nanoOfMilli = compact ? 0 : in.fixed<std::int32_t>();
        out.set(col, r, ts);
        break;
    }
    case PhysicalType::Bytes: {
        const std::uint64_t len = in.varint();
        const std::string_view s = in.bytes(static_cast<std::size_t>(len));
        out.setString(col, r, s);
        break;
    }
    }
}

// Steps over one non-NULL value of physical type p.
void skipValue(Reader &in, PhysicalType p, bool compact)
{
    if (p == PhysicalType::Bytes)
        in.bytes(static_cast<std::size_t>(in.varint()));
    else
        in.bytes(fixedBound(p, compact));
}

// Decodes n fields into (column col0 + i, row) or, in column mode, (col0, row0 + i).
bool decodeFields(Reader &in, std::size_t n, const std::vector<PhysicalType> &physical,
                  const std::vector<std::uint8_t> &compact, RowBatch &out, std::size_t col0,
                  std::size_t row0, bool columnMode)
{
    const std::string_view bitmap = in.bytes((n + 7) / 8);
    if (!in.ok())
        return false;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t col = columnMode ? col0 : col0 + i;
        const std::size_t r = columnMode ? row0 + i : row0;
        if (static_cast<std::uint8_t>(bitmap[i / 8]) & (1U << (i % 8))) {
            out.setNull(col, r);
            continue;
        }
        decodeValue(in, columnMode ? physical[0] : physical[i],
                    (columnMode ? compact[0] : compact[i]) != 0, out, col, r);
        if (!in.ok())
            return false;
    }
    return true;
}

} // namespace

RowCodec::RowCodec(std::vector<LogicalType> types, std::vector<std::uint32_t> columns)
    : m_types(std::move(types)), m_columns(std::move(columns))
{
    m_fixedBound = (m_types.size() + 7) / 8;
    for (const LogicalType &t : m_types) {
        m_physical.push_back(t.physicalType());
        m_compact.push_back(isCompact(t) ? 1 : 0);
        if (m_physical.back() == PhysicalType::Bytes)
            m_fixedWidth = false;
        m_fixedBound += fixedBound(m_physical.back(), m_compact.back() != 0);
    }
    assert(m_columns.empty() || m_columns.size() == m_types.size());
}

RowCodec RowCodec::forSchema(const Schema &schema)
{
    return RowCodec(schema.types());
}

RowCodec RowCodec::forKey(const Schema &schema, std::vector<std::uint32_t> keyColumns)
{
    std::vector<LogicalType> types;
    for (std::uint32_t c : keyColumns)
        types.push_back(schema.type(c));
    RowCodec codec(std::move(types), std::move(keyColumns));
    codec.m_normaliseFloats = true;
    return codec;
}

void RowCodec::encode(const RowBatch &batch, std::size_t row, std::string &out, bool withKind) const
{
    if (withKind)
        out.push_back(static_cast<char>(batch.kind(row)));
    const std::vector<std::uint32_t> *columns = m_columns.empty() ? nullptr : &m_columns;
    if (m_fixedWidth) {
        // Reserve the bound, store through a pointer, trim to what was written.
        const std::size_t at = out.size();
        out.resize(at + m_fixedBound);
        PointerSink sink(out.data() + at);
        encodeFields(sink, m_types.size(), m_physical, m_compact, m_normaliseFloats, batch, columns,
                     0, row, false);
        out.resize(static_cast<std::size_t>(sink.end() - out.data()));
        return;
    }
    AppendSink sink(out);
    encodeFields(sink, m_types.size(), m_physical, m_compact, m_normaliseFloats, batch, columns, 0,
                 row, false);
}

Status RowCodec::decodeInto(std::string_view bytes, RowBatch &out, std::size_t row,
                            std::size_t firstColumn, bool withKind) const
{
    Reader in(bytes);
    if (withKind) {
        const auto k = in.fixed<std::uint8_t>();
        if (!in.ok() || k > 3)
            return corrupt(sluice::Engine::tr("bad row kind"));
        out.setKind(row, static_cast<RowKind>(k));
    }
    if (firstColumn + m_types.size() > out.columnCount())
        return Status::internal("row codec: target batch has too few columns");
    if (!decodeFields(in, m_types.size(), m_physical, m_compact, out, firstColumn, row, false))
        return corrupt(sluice::Engine::tr("truncated row"));
    if (!in.atEnd())
        return corrupt(sluice::Engine::tr("trailing bytes after row"));
    return Status::ok();
}

Status RowCodec::decodeAppend(std::string_view bytes, RowBatch &out, bool withKind) const
{
    const std::size_t row = out.appendRow();
    Status s = decodeInto(bytes, out, row, 0, withKind);
    if (!s)
        out.resize(row); // drop the half-decoded row
    return s;
}

Result<RowKind> RowCodec::peekKind(std::string_view bytes)
{
    if (bytes.empty() || static_cast<std::uint8_t>(bytes[0]) > 3)
        return corrupt(sluice::Engine::tr("bad row kind"));
    return static_cast<RowKind>(bytes[0]);
}

// --- Nested values -------------------------------------------------------------------------------

namespace {

void encodeColumnBody(std::string &out, const RowBatch &batch, std::size_t col)
{
    const LogicalType &t = batch.schema().type(col);
    const std::vector<PhysicalType> physical{t.physicalType()};
    const std::vector<std::uint8_t> compact{static_cast<std::uint8_t>(isCompact(t) ? 1 : 0)};
    AppendSink sink(out);
    encodeFields(sink, batch.size(), physical, compact, false, batch, nullptr, col, 0, true);
}

bool decodeColumnBody(Reader &in, std::size_t n, const LogicalType &t, RowBatch &out,
                      std::size_t col)
{
    const std::vector<PhysicalType> physical{t.physicalType()};
    const std::vector<std::uint8_t> compact{static_cast<std::uint8_t>(isCompact(t) ? 1 : 0)};
    return decodeFields(in, n, physical, compact, out, col, 0, true);
}

constexpr std::uint64_t kMaxNestedCount = 1U << 28;

} // namespace

std::string encodeArrayValue(const RowBatch &batch, std::size_t col)
{
    std::string out;
    putVarint(out, batch.size());
    encodeColumnBody(out, batch, col);
    return out;
}

std::string encodeMapValue(const RowBatch &keysAndValues)
{
    std::string out;
    putVarint(out, keysAndValues.size());
    encodeColumnBody(out, keysAndValues, 0);
    encodeColumnBody(out, keysAndValues, 1);
    return out;
}

std::string encodeRowValue(const RowBatch &batch, std::size_t row)
{
    std::string out;
    RowCodec::forSchema(batch.schema()).encode(batch, row, out);
    return out;
}

Result<RowBatch> decodeArrayValue(std::string_view bytes, const LogicalType &elementType)
{
    Reader in(bytes);
    const std::uint64_t n = in.varint();
    if (!in.ok() || n > kMaxNestedCount || n > bytes.size() * 8)
        return corrupt(sluice::Engine::tr("bad array length"));
    RowBatch out(Schema::make({{"element", elementType}}), static_cast<std::size_t>(n));
    out.resize(static_cast<std::size_t>(n));
    if (!decodeColumnBody(in, static_cast<std::size_t>(n), elementType, out, 0) || !in.atEnd())
        return corrupt(sluice::Engine::tr("truncated array"));
    return out;
}

Result<RowBatch> decodeMapValue(std::string_view bytes, const LogicalType &mapType)
{
    Reader in(bytes);
    const std::uint64_t n = in.varint();
    if (!in.ok() || n > kMaxNestedCount || n > bytes.size() * 8)
        return corrupt(sluice::Engine::tr("bad map size"));
    RowBatch out(Schema::make({{"key", mapType.keyType()}, {"value", mapType.valueType()}}),
                 static_cast<std::size_t>(n));
    out.resize(static_cast<std::size_t>(n));
    if (!decodeColumnBody(in, static_cast<std::size_t>(n), mapType.keyType(), out, 0) ||
        !decodeColumnBody(in, static_cast<std::size_t>(n), mapType.valueType(), out, 1) ||
        !in.atEnd())
        return corrupt(sluice::Engine::tr("truncated map"));
    return out;
}

Result<RowBatch> decodeRowValue(std::string_view bytes, const LogicalType &rowType)
{
    auto schema = std::make_shared<const Schema>(Schema::fromRowType(rowType));
    RowBatch out(schema, 1);
    Status s = RowCodec::forSchema(*schema).decodeAppend(bytes, out);
    if (!s)
        return s;
    return out;
}

// --- One part of a nested value -------------------------------------------------------------------

RowFieldReader::RowFieldReader(const LogicalType &rowType, std::size_t field)
    : m_field(field), m_fieldCount(rowType.fields().size())
{
    assert(field < m_fieldCount);
    for (std::size_t i = 0; i <= field; ++i) {
        const LogicalType &t = rowType.fields()[i].type;
        m_physical.push_back(t.physicalType());
        m_compact.push_back(isCompact(t) ? 1 : 0);
    }
}

bool RowFieldReader::read(std::string_view rowBytes, RowBatch &out, std::size_t col,
                          std::size_t r) const
{
    Reader in(rowBytes);
    const std::string_view bitmap = in.bytes((m_fieldCount + 7) / 8);
    if (!in.ok())
        return false;
    auto isNull = [&](std::size_t i) {
        return (static_cast<std::uint8_t>(bitmap[i / 8]) >> (i % 8)) & 1U;
    };
    if (isNull(m_field)) {
        out.setNull(col, r);
        return true;
    }
    for (std::size_t i = 0; i < m_field; ++i)
        if (!isNull(i))
            skipValue(in, m_physical[i], m_compact[i] != 0);
    decodeValue(in, m_physical[m_field], m_compact[m_field] != 0, out, col, r);
    return in.ok();
}

RowValueWriter::RowValueWriter(const LogicalType &rowType)
{
    for (const RowField &f : rowType.fields())
        m_compact.push_back(isCompact(f.type) ? 1 : 0);
}

void RowValueWriter::start(std::string &out)
{
    out.assign((m_compact.size() + 7) / 8, '\0');
    m_out = &out;
    m_field = 0;
}

void RowValueWriter::putNull()
{
    char &b = (*m_out)[m_field / 8];
    b = static_cast<char>(b | (1 << (m_field % 8)));
    ++m_field;
}

void RowValueWriter::putString(std::string_view s)
{
    putVarint(*m_out, s.size());
    m_out->append(s.data(), s.size());
    ++m_field;
}

void RowValueWriter::putTimestamp(TimestampValue ts)
{
    const bool compact = m_compact[m_field] != 0;
    m_out->append(reinterpret_cast<const char *>(&ts.millis), sizeof ts.millis);
    if (!compact)
        m_out->append(reinterpret_cast<const char *>(&ts.nanoOfMilli), sizeof ts.nanoOfMilli);
    ++m_field;
}

std::optional<std::uint64_t> nestedValueCount(std::string_view bytes)
{
    Reader in(bytes);
    const std::uint64_t n = in.varint();
    if (!in.ok() || n > kMaxNestedCount)
        return std::nullopt;
    return n;
}

bool readArrayElement(std::string_view arrayBytes, const LogicalType &elementType,
                      std::uint64_t index, RowBatch &out, std::size_t col, std::size_t r)
{
    Reader in(arrayBytes);
    const std::uint64_t n = in.varint();
    if (!in.ok() || n > kMaxNestedCount)
        return false;
    if (index >= n) {
        out.setNull(col, r);
        return true;
    }
    const std::string_view bitmap = in.bytes(static_cast<std::size_t>((n + 7) / 8));
    if (!in.ok())
        return false;
    auto isNull = [&](std::uint64_t i) {
        return (static_cast<std::uint8_t>(bitmap[i / 8]) >> (i % 8)) & 1U;
    };
    if (isNull(index)) {
        out.setNull(col, r);
        return true;
    }
    const PhysicalType p = elementType.physicalType();
    const bool compact = isCompact(elementType);
    if (p == PhysicalType::Bytes) {
        for (std::uint64_t i = 0; i < index && in.ok(); ++i)
            if (!isNull(i))
                skipValue(in, p, compact);
    } else {
        std::uint64_t present = 0;
        for (std::uint64_t i = 0; i < index; ++i)
            present += isNull(i) ? 0 : 1;
        in.bytes(static_cast<std::size_t>(present * fixedBound(p, compact)));
    }
    if (!in.ok())
        return false;
    decodeValue(in, p, compact, out, col, r);
    return in.ok();
}

} // namespace sluice
