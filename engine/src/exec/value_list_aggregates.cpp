#include "exec/value_list_aggregates.h"

#include <sluice/text.h>

#include "common/java_hash_map_order.h"
#include "common/value_format.h"
#include "exec/approx_count_distinct.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace sluice::exec {

namespace {

void putU32(std::string &out, std::uint32_t v)
{
    char b[4];
    std::memcpy(b, &v, 4);
    out.append(b, 4);
}

void putStrings(std::string &out, const std::vector<std::string> &items)
{
    putU32(out, static_cast<std::uint32_t>(items.size()));
    for (const std::string &s : items) {
        putU32(out, static_cast<std::uint32_t>(s.size()));
        out += s;
    }
}

struct Reader {
    std::string_view bytes;
    bool ok = true;

    std::uint32_t u32()
    {
        if (bytes.size() < 4) {
            ok = false;
            return 0;
        }
        std::uint32_t v;
        std::memcpy(&v, bytes.data(), 4);
        bytes.remove_prefix(4);
        return v;
    }
    void strings(std::vector<std::string> &items)
    {
        const std::uint32_t n = u32();
        for (std::uint32_t i = 0; ok && i < n; ++i) {
            const std::uint32_t len = u32();
            if (bytes.size() < len) {
                ok = false;
                return;
            }
            items.emplace_back(bytes.substr(0, len));
            bytes.remove_prefix(len);
        }
    }
};

/// Removes the first element equal to `v` (Java's List.remove(Object)); whether there was one.
bool removeFirst(std::vector<std::string> &items, std::string_view v)
{
    const auto it = std::find(items.begin(), items.end(), v);
    if (it == items.end())
        return false;
    items.erase(it);
    return true;
}

std::size_t indexOf(const std::vector<std::string> &items, std::string_view v)
{
    return static_cast<std::size_t>(std::find(items.begin(), items.end(), v) - items.begin());
}

} // namespace

void ValueList::clear()
{
    values.clear();
    retracted.clear();
    counts.clear();
    texts.clear();
    registers.clear();
}

void ValueList::encode(std::string &out) const
{
    putStrings(out, values);
    putStrings(out, retracted);
    putStrings(out, texts);
    putStrings(out, {registers});
    putU32(out, static_cast<std::uint32_t>(counts.size()));
    for (const std::int64_t c : counts) {
        char b[8];
        std::memcpy(b, &c, 8);
        out.append(b, 8);
    }
}

bool ValueList::decode(std::string_view bytes)
{
    clear();
    Reader r{bytes};
    r.strings(values);
    r.strings(retracted);
    r.strings(texts);
    std::vector<std::string> sketch;
    r.strings(sketch);
    if (sketch.size() != 1)
        return false;
    registers = std::move(sketch.front());
    const std::uint32_t n = r.u32();
    if (!r.ok || r.bytes.size() != std::size_t{n} * 8)
        return false;
    counts.resize(n);
    for (std::uint32_t i = 0; i < n; ++i)
        std::memcpy(&counts[i], r.bytes.data() + std::size_t{i} * 8, 8);
    return values.size() == counts.size() || counts.empty();
}

ValueListAggregate::ValueListAggregate(const AggSpec &spec)
    : m_spec(spec),
      m_codec(std::vector<LogicalType>{spec.argType.asNullable()}, {0}),
      m_scratch(Schema::make({{"v", spec.argType.asNullable()}}), 1)
{
}

void ValueListAggregate::encodeValue(const RowBatch &in, std::size_t row, int col)
{
    m_scratch.clear();
    m_scratch.resize(1);
    m_scratch.copyValue(0, 0, in, static_cast<std::size_t>(col), row);
    m_encoded.clear();
    m_codec.encode(m_scratch, 0, m_encoded);
}

std::string_view ValueListAggregate::decodedString(std::string_view bytes)
{
    m_scratch.clear();
    m_scratch.resize(1);
    if (!m_codec.decodeInto(bytes, m_scratch, 0).isOk() || m_scratch.isNull(0, 0))
        return {};
    return m_scratch.getString(0, 0);
}

Status ValueListAggregate::fold(ValueList &list, const RowBatch &in, std::size_t row, int col,
                                int col2, bool retract)
{
    const bool isNull = in.isNull(static_cast<std::size_t>(col), row);
    switch (m_spec.kind) {
    case AccKind::ListAgg:
    case AccKind::ArrayAgg:
        // ListAgg drops NULLs; ArrayAgg keeps them unless IGNORE NULLS.
        if (isNull && (m_spec.kind == AccKind::ListAgg || m_spec.skipNulls))
            return Status::ok();
        encodeValue(in, row, col);
        if (!retract)
            list.values.push_back(m_encoded);
        else if (!removeFirst(list.values, m_encoded))
            list.retracted.push_back(m_encoded);
        return Status::ok();
    case AccKind::Collect: {
        if (isNull)
            return Status::ok();
        encodeValue(in, row, col);
        const std::size_t at = indexOf(list.values, m_encoded);
        if (at == list.values.size()) {
            list.values.push_back(m_encoded);
            list.counts.push_back(retract ? -1 : 1);
        } else if (retract && list.counts[at] == 1) {
            list.values.erase(list.values.begin() + static_cast<std::ptrdiff_t>(at));
            list.counts.erase(list.counts.begin() + static_cast<std::ptrdiff_t>(at));
        } else {
            list.counts[at] += retract ? -1 : 1; // a count may reach 0 and stay, as Flink's
        }
        return Status::ok();
    }
    case AccKind::FirstValueList:
    case AccKind::LastValueList:
        if (isNull)
            return Status::ok();
        encodeValue(in, row, col);
        if (!retract)
            list.values.push_back(m_encoded);
        else
            removeFirst(list.values, m_encoded); // the oldest occurrence goes
        return Status::ok();
    case AccKind::JsonObjectAgg: {
        const auto valueCol = static_cast<std::size_t>(col2);
        if (isNull) {
            // Flink's map cannot hold a NULL key: fine only when ABSENT ON NULL drops the pair.
            if (retract || (in.isNull(valueCol, row) && m_spec.skipNulls))
                return Status::ok();
            return Status::invalidArgument(sluice::Engine::tr("JSON_OBJECTAGG: a key is NULL; keys must not be NULL"));
        }
        encodeValue(in, row, col);
        const std::size_t at = indexOf(list.values, m_encoded);
        if (retract) {
            if (at != list.values.size()) {
                list.values.erase(list.values.begin() + static_cast<std::ptrdiff_t>(at));
                list.texts.erase(list.texts.begin() + static_cast<std::ptrdiff_t>(at));
            }
            return Status::ok();
        }
        if (at != list.values.size())
            return Status::invalidArgument(
                sluice::Engine::tr("Key '%1' is already present. Duplicate keys are not allowed in JSON_OBJECTAGG. "
                                   "Please ensure that keys are unique.")
                    .arg(in.getString(static_cast<std::size_t>(col), row)));
        if (in.isNull(valueCol, row) && m_spec.skipNulls)
            return Status::ok();
        list.values.push_back(m_encoded);
        list.texts.emplace_back(in.isNull(valueCol, row) ? std::string_view{}
                                                         : in.getString(valueCol, row));
        return Status::ok();
    }
    case AccKind::JsonArrayAgg: {
        if (isNull && m_spec.skipNulls && !retract)
            return Status::ok();
        std::string text = isNull ? std::string("null")
                                  : std::string(in.getString(static_cast<std::size_t>(col), row));
        if (!retract)
            list.values.push_back(std::move(text));
        else
            removeFirst(list.values, text);
        return Status::ok();
    }
    case AccKind::ApproxCountDistinct:
        if (retract)
            return Status::internal("APPROX_COUNT_DISTINCT cannot take a value out (batch mode only)");
        if (!isNull)
            ApproxDistinctSketch::add(list.registers, ApproxDistinctSketch::hashValue(
                                                          m_spec.argType, in, row, static_cast<std::size_t>(col)));
        return Status::ok();
    default: return Status::internal("not a value-list aggregate");
    }
}

Status ValueListAggregate::merge(ValueList &list, const ValueList &other) const
{
    switch (m_spec.kind) {
    case AccKind::ListAgg:
    case AccKind::ArrayAgg: {
        // Both lists' values, then both lists' pending retractions taken out of them.
        list.values.insert(list.values.end(), other.values.begin(), other.values.end());
        std::vector<std::string> pending = std::move(list.retracted);
        pending.insert(pending.end(), other.retracted.begin(), other.retracted.end());
        list.retracted.clear();
        for (std::string &r : pending) {
            if (!removeFirst(list.values, r))
                list.retracted.push_back(std::move(r));
        }
        return Status::ok();
    }
    case AccKind::Collect:
        for (std::size_t i = 0; i < other.values.size(); ++i) {
            const std::size_t at = indexOf(list.values, other.values[i]);
            if (at == list.values.size()) {
                list.values.push_back(other.values[i]);
                list.counts.push_back(other.counts[i]);
            } else {
                list.counts[at] += other.counts[i];
            }
        }
        return Status::ok();
    case AccKind::JsonObjectAgg:
        for (std::size_t i = 0; i < other.values.size(); ++i) {
            if (indexOf(list.values, other.values[i]) != list.values.size())
                return Status::invalidArgument(
                    sluice::Engine::tr("A key is already present. Duplicate keys are not allowed in JSON_OBJECTAGG. "
                                       "Please ensure that keys are unique."));
            list.values.push_back(other.values[i]);
            list.texts.push_back(other.texts[i]);
        }
        return Status::ok();
    case AccKind::ApproxCountDistinct:
        ApproxDistinctSketch::merge(list.registers, other.registers);
        return Status::ok();
    default:
        return Status::internal(std::string("no two-phase merge for this aggregate"));
    }
}

void ValueListAggregate::write(const ValueList &list, RowBatch &out, std::size_t row,
                               std::size_t col)
{
    switch (m_spec.kind) {
    case AccKind::ApproxCountDistinct:
        out.set<std::int64_t>(col, row, ApproxDistinctSketch::estimate(list.registers));
        return;
    case AccKind::ListAgg: {
        if (list.values.empty()) {
            out.setNull(col, row);
            return;
        }
        std::string joined;
        for (std::size_t i = 0; i < list.values.size(); ++i) {
            if (i)
                joined += m_spec.separator;
            joined += decodedString(list.values[i]);
        }
        out.setString(col, row, joined);
        return;
    }
    case AccKind::ArrayAgg:
    case AccKind::Collect: {
        if (list.values.empty() && m_spec.kind == AccKind::ArrayAgg) {
            out.setNull(col, row);
            return;
        }
        std::vector<RowField> fields{{"v", m_spec.argType.asNullable(), {}}};
        if (m_spec.kind == AccKind::Collect)
            fields.push_back({"n", LogicalType::integer(false), {}});
        const auto schema = Schema::make(std::move(fields));
        RowBatch elements(schema, list.values.size());
        for (std::size_t i = 0; i < list.values.size(); ++i) {
            [[maybe_unused]] Status s = m_codec.decodeAppend(list.values[i], elements);
            if (m_spec.kind == AccKind::Collect)
                elements.set<std::int32_t>(1, i, static_cast<std::int32_t>(list.counts[i]));
        }
        if (m_spec.kind == AccKind::ArrayAgg) {
            out.setString(col, row, encodeArrayValue(elements, 0));
            return;
        }
        // Flink's multiset is the HashMap of its MapView: its entries come in that map's order.
        RowBatch ordered(schema, elements.size());
        std::vector<std::uint32_t> order;
        for (const std::size_t i : javaHashMapOrder(elements, 0))
            order.push_back(static_cast<std::uint32_t>(i));
        ordered.appendRowsFrom(elements, order);
        out.setString(col, row, encodeMapValue(ordered));
        return;
    }
    case AccKind::FirstValueList:
    case AccKind::LastValueList: {
        if (list.values.empty()) {
            out.setNull(col, row);
            return;
        }
        [[maybe_unused]] Status s = m_codec.decodeInto(
            m_spec.kind == AccKind::FirstValueList ? list.values.front() : list.values.back(), out,
            row, col);
        return;
    }
    case AccKind::JsonObjectAgg: {
        std::vector<std::pair<std::string, std::size_t>> keys;
        for (std::size_t i = 0; i < list.values.size(); ++i)
            keys.emplace_back(decodedString(list.values[i]), i);
        std::sort(keys.begin(), keys.end());
        std::string json = "{";
        for (const auto &[key, i] : keys) {
            if (json.size() > 1)
                json += ',';
            appendJsonString(json, key);
            json += ':';
            json += list.texts[i].empty() ? std::string_view("null") : std::string_view(list.texts[i]);
        }
        json += '}';
        out.setString(col, row, json);
        return;
    }
    case AccKind::JsonArrayAgg: {
        std::string json = "[";
        for (std::size_t i = 0; i < list.values.size(); ++i) {
            if (i)
                json += ',';
            json += list.values[i];
        }
        json += ']';
        out.setString(col, row, json);
        return;
    }
    default: out.setNull(col, row); return;
    }
}

} // namespace sluice::exec
