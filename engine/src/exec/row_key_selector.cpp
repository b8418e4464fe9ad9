#include "exec/row_key_selector.h"

#include <sluice/text.h>

#include "runtime/key_groups.h"

#include <cstring>
#include <span>

namespace sluice::exec {

std::shared_ptr<const Schema> schemaFromPlan(const plan::RowSchema &fields)
{
    std::vector<RowField> out;
    out.reserve(fields.size());
    for (const auto &f : fields)
        out.push_back({f.name, f.type, ""});
    return Schema::make(std::move(out));
}

std::vector<std::uint32_t> toColumnList(const std::vector<int> &columns)
{
    std::vector<std::uint32_t> out;
    out.reserve(columns.size());
    for (int c : columns)
        out.push_back(static_cast<std::uint32_t>(c));
    return out;
}

RowKeySelector::RowKeySelector(const Schema &schema, std::vector<std::uint32_t> keyColumns,
                               std::vector<std::uint32_t> hashColumns, int maxParallelism)
    : m_hasher(schema, std::move(hashColumns)),
      m_codec(RowCodec::forKey(schema, std::move(keyColumns))), m_maxParallelism(maxParallelism)
{
}

RowKeySelector::RowKeySelector(const Schema &schema, std::vector<std::uint32_t> keyColumns,
                               int maxParallelism)
    : RowKeySelector(schema, keyColumns, keyColumns, maxParallelism)
{
}

void RowKeySelector::hashBatch(const RowBatch &batch)
{
    const std::size_t n = batch.size();
    if (m_hashes.size() < n) {
        m_hashes.resize(n);
        m_groups.resize(n);
    }
    m_hasher.hashBatch(batch, std::span<std::uint64_t>(m_hashes.data(), n));
    for (std::size_t r = 0; r < n; ++r)
        m_groups[r] = keyGroupForKeyHash(KeyHasher::keyHash32(m_hashes[r]), m_maxParallelism);
}

Status EncodedRowList::parse(std::string_view bytes, std::vector<std::string_view> &items)
{
    items.clear();
    std::size_t pos = 0;
    while (pos < bytes.size()) {
        if (bytes.size() - pos < 4)
            return Status::invalidArgument(sluice::Engine::tr("corrupt row list: truncated length"));
        std::uint32_t len = 0;
        for (int i = 3; i >= 0; --i)
            len = (len << 8) | static_cast<std::uint8_t>(bytes[pos + static_cast<std::size_t>(i)]);
        pos += 4;
        if (bytes.size() - pos < len)
            return Status::invalidArgument(sluice::Engine::tr("corrupt row list: truncated item"));
        items.push_back(bytes.substr(pos, len));
        pos += len;
    }
    return Status::ok();
}

void EncodedRowList::append(std::string &list, std::string_view item)
{
    const auto len = static_cast<std::uint32_t>(item.size());
    for (int i = 0; i < 4; ++i)
        list.push_back(static_cast<char>((len >> (8 * i)) & 0xFFU));
    list.append(item);
}

void EncodedRowList::encode(const std::vector<std::string_view> &items, std::string &out)
{
    out.clear();
    for (std::string_view item : items)
        append(out, item);
}

Result<std::size_t> appendEncodedRow(RowBatch &out, const RowCodec &codec, std::string_view encoded,
                                     RowKind kind)
{
    const std::size_t row = out.appendRow(kind);
    Status s = codec.decodeInto(encoded, out, row);
    if (!s) {
        out.resize(row);
        return s;
    }
    return row;
}

std::string joinStateAddress(int keyGroup, std::string_view key)
{
    std::string k;
    k.push_back(static_cast<char>(keyGroup & 0xff));
    k.push_back(static_cast<char>((keyGroup >> 8) & 0xff));
    k.append(key);
    return k;
}

std::pair<int, std::string_view> splitStateAddress(std::string_view address)
{
    const int group = static_cast<unsigned char>(address[0]) | (static_cast<unsigned char>(address[1]) << 8);
    return {group, address.substr(2)};
}

} // namespace sluice::exec
