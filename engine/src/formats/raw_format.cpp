#include "formats/raw_format.h"

#include <sluice/text.h>

#include <algorithm>
#include <bit>
#include <cstring>

namespace sluice::formats {

namespace {

std::size_t fixedSize(LogicalTypeRoot root)
{
    switch (root) {
    case LogicalTypeRoot::Boolean:
    case LogicalTypeRoot::TinyInt: return 1;
    case LogicalTypeRoot::SmallInt: return 2;
    case LogicalTypeRoot::Integer:
    case LogicalTypeRoot::Float: return 4;
    case LogicalTypeRoot::BigInt:
    case LogicalTypeRoot::Double: return 8;
    default: return 0;
    }
}

// The bytes of an integer in the chosen byte order (the value's two's complement bits).
std::uint64_t readUnsigned(std::string_view bytes, bool bigEndian)
{
    std::uint64_t v = 0;
    const std::size_t n = bytes.size();
    for (std::size_t i = 0; i < n; ++i) {
        const auto b = static_cast<unsigned char>(bytes[bigEndian ? i : n - 1 - i]);
        v = (v << 8) | b;
    }
    return v;
}

void writeUnsigned(std::string &out, std::uint64_t v, std::size_t n, bool bigEndian)
{
    char buf[8];
    for (std::size_t i = 0; i < n; ++i) {
        const auto b = static_cast<char>((v >> (8 * (n - 1 - i))) & 0xFF);
        buf[bigEndian ? i : n - 1 - i] = b;
    }
    out.append(buf, n);
}

Result<std::size_t> singleColumn(const Schema &fields, bool writing)
{
    // (Here the table never has exactly one column: the count is always plural.)
    if (fields.size() != 1)
        return Status::invalidArgument(
            writing ? sluice::Engine::tr("The 'raw' format writes exactly one physical column, but the table "
                                         "has %1 columns")
                          .arg(fields.size())
                    : sluice::Engine::tr("The 'raw' format reads exactly one physical column, but the table "
                                         "has %1 columns")
                          .arg(fields.size()));
    if (!isRawSupportedType(fields.type(0)))
        return Status::unsupported(
            sluice::Engine::tr("The 'raw' format does not support column type %1").arg(fields.type(0).toString()));
    return std::size_t{0};
}

} // namespace

bool isRawSupportedType(const LogicalType &type)
{
    switch (type.root()) {
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar:
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary:
    case LogicalTypeRoot::Boolean:
    case LogicalTypeRoot::TinyInt:
    case LogicalTypeRoot::SmallInt:
    case LogicalTypeRoot::Integer:
    case LogicalTypeRoot::BigInt:
    case LogicalTypeRoot::Float:
    case LogicalTypeRoot::Double: return true;
    default: return false;
    }
}

Result<RawOptions> RawOptions::from(const TableOptions &options)
{
    RawOptions o;
    std::string charset = options.getString("raw.charset", "UTF-8");
    std::string upper = charset;
    std::transform(upper.begin(), upper.end(), upper.begin(),
                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    if (upper != "UTF-8" && upper != "UTF8")
        return Status::unsupported(
            sluice::Engine::tr("raw.charset '%1' is not supported by the embedded engine; use UTF-8").arg(charset));
    const std::string endianness = options.getString("raw.endianness", "big-endian");
    if (endianness == "big-endian")
        o.bigEndian = true;
    else if (endianness == "little-endian")
        o.bigEndian = false;
    else
        return Status::invalidArgument(sluice::Engine::tr("Unsupported endianness name: %1. Valid values of "
                                                          "'raw.endianness' option are 'big-endian' and "
                                                          "'little-endian'.")
                                           .arg(endianness));
    return o;
}

Result<std::unique_ptr<RowDeserializer>>
RawRowDeserializer::create(const TableOptions &options, const Schema &fields,
                           std::vector<std::size_t> targetColumns)
{
    auto o = RawOptions::from(options);
    if (!o)
        return o.status();
    auto col = singleColumn(fields, false);
    if (!col)
        return col.status();
    std::unique_ptr<RowDeserializer> d =
        std::make_unique<RawRowDeserializer>(*o, fields.type(0), targetColumns.at(0));
    return d;
}

RawRowDeserializer::RawRowDeserializer(RawOptions options, LogicalType type, std::size_t target)
    : m_options(options), m_type(std::move(type)), m_target(target)
{
}

RecordSpan RawRowDeserializer::nextRecord(std::string_view text, std::size_t pos, bool atEnd) const
{
    RecordSpan span;
    span.begin = pos;
    if (!atEnd) {
        span.kind = RecordSpan::Kind::Incomplete;
        return span;
    }
    span.kind = RecordSpan::Kind::Record;
    span.end = text.size();
    span.next = text.size();
    return span;
}

Status RawRowDeserializer::deserialize(std::string_view record, RowBatch &batch)
{
    const LogicalTypeRoot root = m_type.root();
    const std::size_t size = fixedSize(root);
    if (size != 0 && record.size() != size)
        return Status::invalidArgument(sluice::Engine::tr("Size of the given %1 value must be %2 bytes, not %3")
                                           .arg(m_type.asNullable().toString())
                                           .arg(size)
                                           .arg(record.size()));
    const std::size_t row = batch.appendRow();
    const std::uint64_t bits = size ? readUnsigned(record, m_options.bigEndian) : 0;
    switch (root) {
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar:
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary: batch.setString(m_target, row, record); break;
    case LogicalTypeRoot::Boolean: batch.set<std::uint8_t>(m_target, row, bits != 0); break;
    case LogicalTypeRoot::TinyInt:
        batch.set<std::int8_t>(m_target, row, static_cast<std::int8_t>(bits));
        break;
    case LogicalTypeRoot::SmallInt:
        batch.set<std::int16_t>(m_target, row, static_cast<std::int16_t>(bits));
        break;
    case LogicalTypeRoot::Integer:
        batch.set<std::int32_t>(m_target, row, static_cast<std::int32_t>(bits));
        break;
    case LogicalTypeRoot::BigInt:
        batch.set<std::int64_t>(m_target, row, static_cast<std::int64_t>(bits));
        break;
    case LogicalTypeRoot::Float:
        batch.set<float>(m_target, row, std::bit_cast<float>(static_cast<std::uint32_t>(bits)));
        break;
    case LogicalTypeRoot::Double: batch.set<double>(m_target, row, std::bit_cast<double>(bits)); break;
    default: break; // excluded by create()
    }
    return Status::ok();
}

Result<std::unique_ptr<RowSerializer>> RawRowSerializer::create(const TableOptions &options,
                                                                const Schema &fields,
                                                                std::vector<std::size_t> sourceColumns)
{
    auto o = RawOptions::from(options);
    if (!o)
        return o.status();
    auto col = singleColumn(fields, true);
    if (!col)
        return col.status();
    std::unique_ptr<RowSerializer> s =
        std::make_unique<RawRowSerializer>(*o, fields.type(0), sourceColumns.at(0));
    return s;
}

RawRowSerializer::RawRowSerializer(RawOptions options, LogicalType type, std::size_t source)
    : m_options(options), m_type(std::move(type)), m_source(source)
{
}

Status RawRowSerializer::serialize(const RowBatch &batch, std::size_t row, std::string &out)
{
    if (batch.isNull(m_source, row))
        return Status::ok();
    const bool be = m_options.bigEndian;
    switch (m_type.root()) {
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar:
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary: out += batch.getString(m_source, row); break;
    case LogicalTypeRoot::Boolean:
        writeUnsigned(out, batch.get<std::uint8_t>(m_source, row) ? 1 : 0, 1, be);
        break;
    case LogicalTypeRoot::TinyInt:
        writeUnsigned(out, static_cast<std::uint8_t>(batch.get<std::int8_t>(m_source, row)), 1, be);
        break;
    case LogicalTypeRoot::SmallInt:
        writeUnsigned(out, static_cast<std::uint16_t>(batch.get<std::int16_t>(m_source, row)), 2, be);
        break;
    case LogicalTypeRoot::Integer:
        writeUnsigned(out, static_cast<std::uint32_t>(batch.get<std::int32_t>(m_source, row)), 4, be);
        break;
    case LogicalTypeRoot::BigInt:
        writeUnsigned(out, static_cast<std::uint64_t>(batch.get<std::int64_t>(m_source, row)), 8, be);
        break;
    case LogicalTypeRoot::Float:
        writeUnsigned(out, std::bit_cast<std::uint32_t>(batch.get<float>(m_source, row)), 4, be);
        break;
    case LogicalTypeRoot::Double:
        writeUnsigned(out, std::bit_cast<std::uint64_t>(batch.get<double>(m_source, row)), 8, be);
        break;
    default: return Status::unsupported(sluice::Engine::tr("raw cannot write %1").arg(m_type.toString()));
    }
    return Status::ok();
}

} // namespace sluice::formats
