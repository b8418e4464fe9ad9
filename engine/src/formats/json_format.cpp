#include "formats/json_format.h"

#include <sluice/text.h>

#include "common/java_hash_map_order.h"
#include "common/row_codec.h"
#include "common/value_format.h"
#include "config/format_column_types.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sluice::formats {

namespace {

// Jackson keeps object fields in document order; so does ordered_json.
using Json = nlohmann::ordered_json;

// SAX handler building a DOM and keeping the literal text of top-level floating-point numbers,
// so DECIMAL columns get every digit (Flink reads floats as BigDecimal).
class RecordBuilder {
public:
    Json root;
    std::vector<std::pair<std::string, std::string>> rawNumbers; // top-level field -> literal
    std::string error;

    bool null() { return put(Json(nullptr)); }
    bool boolean(bool v) { return put(Json(v)); }
    bool number_integer(Json::number_integer_t v) { return put(Json(v)); }
    bool number_unsigned(Json::number_unsigned_t v) { return put(Json(v)); }
    bool number_float(Json::number_float_t v, const Json::string_t &literal)
    {
        if (m_stack.size() == 1)
            rawNumbers.emplace_back(m_key, literal);
        return put(Json(v));
    }
    bool string(Json::string_t &v) { return put(Json(std::move(v))); }
    bool binary(Json::binary_t &v) { return put(Json::binary(std::move(v))); }
    bool start_object(std::size_t)
    {
        Json *p = insert(Json::object());
        m_stack.push_back(p);
        return true;
    }
    bool end_object()
    {
        m_stack.pop_back();
        return true;
    }
    bool start_array(std::size_t)
    {
        Json *p = insert(Json::array());
        m_stack.push_back(p);
        return true;
    }
    bool end_array()
    {
        m_stack.pop_back();
        return true;
    }
    bool key(Json::string_t &k)
    {
        m_key = k;
        return true;
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &e)
    {
        error = e.what();
        return false;
    }

private:
    bool put(Json v)
    {
        insert(std::move(v));
        return true;
    }
    Json *insert(Json v)
    {
        if (m_stack.empty()) {
            root = std::move(v);
            return &root;
        }
        Json &top = *m_stack.back();
        if (top.is_object()) {
            Json &slot = top[m_key];
            slot = std::move(v);
            return &slot;
        }
        top.push_back(std::move(v));
        return &top.back();
    }

    std::vector<Json *> m_stack;
    std::string m_key;
};

// Jackson's JsonNode.asText().
std::string asText(const Json &v, const std::string *raw)
{
    switch (v.type()) {
    case Json::value_t::string: return v.get<std::string>();
    case Json::value_t::boolean: return v.get<bool>() ? "true" : "false";
    case Json::value_t::number_integer: return std::to_string(v.get<std::int64_t>());
    case Json::value_t::number_unsigned: return std::to_string(v.get<std::uint64_t>());
    case Json::value_t::number_float: return raw ? *raw : javaDoubleToString(v.get<double>());
    case Json::value_t::null: return "null";
    default: return {}; // containers
    }
}

Status mismatch(const Json &v, const LogicalType &type)
{
    std::string shown = v.dump();
    if (shown.size() > 200)
        shown = shown.substr(0, 200) + "...";
    return Status::invalidArgument(
        sluice::Engine::tr("cannot convert %1 to %2").arg(shown).arg(type.asNullable().toString()));
}

struct Converter {
    const JsonOptions &options;

    Status set(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type,
               const Json &v, const std::string *raw) const
    {
        if (v.is_null())
            return Status::ok(); // the slot is NULL already
        switch (type.root()) {
        case LogicalTypeRoot::Boolean:
            if (v.is_boolean()) {
                batch.set<std::uint8_t>(col, row, v.get<bool>() ? 1 : 0);
                return Status::ok();
            }
            break;
        case LogicalTypeRoot::Integer:
        case LogicalTypeRoot::BigInt: {
            // Jackson's canConvertToInt/Long then asInt/asLong: numbers in range, truncated.
            const bool isInt = type.root() == LogicalTypeRoot::Integer;
            const double lo = isInt ? INT32_MIN : static_cast<double>(INT64_MIN);
            const double hi = isInt ? INT32_MAX : static_cast<double>(INT64_MAX);
            std::optional<std::int64_t> n;
            if (v.is_number_integer() && !v.is_number_unsigned()) {
                n = v.get<std::int64_t>();
            } else if (v.is_number_unsigned() && v.get<std::uint64_t>() <= INT64_MAX) {
                n = static_cast<std::int64_t>(v.get<std::uint64_t>());
            } else if (v.is_number_float() && v.get<double>() >= lo && v.get<double>() <= hi) {
                n = static_cast<std::int64_t>(std::trunc(v.get<double>()));
            }
            if (n && (!isInt || (*n >= INT32_MIN && *n <= INT32_MAX))) {
                if (isInt)
                    batch.set<std::int32_t>(col, row, static_cast<std::int32_t>(*n));
                else
                    batch.set<std::int64_t>(col, row, *n);
                return Status::ok();
            }
            break;
        }
        case LogicalTypeRoot::Char:
        case LogicalTypeRoot::VarChar:
            if (v.is_structured()) {
                batch.setString(col, row, v.dump()); // JsonNode.toString()
                return Status::ok();
            }
            batch.setString(col, row, asText(v, raw));
            return Status::ok();
        case LogicalTypeRoot::Decimal:
            if (v.is_number()) {
                // new BigDecimal(text) without trimming, as Flink does for non-BigDecimal nodes.
                Int128 unscaled = 0;
                switch (parseDecimal(asText(v, raw), type.precision(), type.scale(), unscaled)) {
                case DecimalParse::Ok: batch.set<Decimal128>(col, row, Decimal128{unscaled}); break;
                case DecimalParse::Overflow: break; // NULL
                case DecimalParse::Invalid: return mismatch(v, type);
                }
                return Status::ok();
            }
            break;
        case LogicalTypeRoot::Array: return setArray(batch, col, row, type, v);
        case LogicalTypeRoot::Map:
        case LogicalTypeRoot::Multiset: return setMap(batch, col, row, type, v); // element: count
        case LogicalTypeRoot::Row: return setRow(batch, col, row, type, v);
        default: break;
        }
        if (v.is_structured() || !isTextConvertible(type))
            return mismatch(v, type);
        return setValueFromText(batch, col, row, type, asText(v, raw), options.timestampStyle);
    }

    Status setArray(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type,
                    const Json &v) const
    {
        if (!v.is_array())
            return mismatch(v, type);
        RowBatch elements(Schema::make({{"element", type.elementType()}}),
                          std::max<std::size_t>(1, v.size()));
        for (const Json &e : v) {
            const std::size_t r = elements.appendRow();
            Status s = set(elements, 0, r, type.elementType(), e, nullptr);
            if (!s.isOk())
                return s;
        }
        batch.setString(col, row, encodeArrayValue(elements, 0));
        return Status::ok();
    }

    Status setMap(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type,
                  const Json &v) const
    {
        if (!v.is_object())
            return mismatch(v, type);
        RowBatch entries(Schema::make({{"key", type.keyType()}, {"value", type.valueType()}}),
                         std::max<std::size_t>(1, v.size()));
        for (const auto &[k, value] : v.items()) {
            const std::size_t r = entries.appendRow();
            Status s = set(entries, 0, r, type.keyType(), Json(k), nullptr);
            if (s.isOk())
                s = set(entries, 1, r, type.valueType(), value, nullptr);
            if (!s.isOk())
                return s;
        }
        // Flink reads a JSON object into a java.util.HashMap: the entries keep its order.
        const std::vector<std::size_t> order = javaHashMapOrder(entries, 0);
        if (!std::is_sorted(order.begin(), order.end())) {
            RowBatch ordered(entries.schemaPtr(), std::max<std::size_t>(1, entries.size()));
            for (std::size_t r : order)
                ordered.appendRowFrom(entries, r);
            entries = std::move(ordered);
        }
        batch.setString(col, row, encodeMapValue(entries));
        return Status::ok();
    }

    Status setRow(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type,
                  const Json &v) const
    {
        if (!v.is_object())
            return mismatch(v, type);
        RowBatch fields(std::make_shared<const Schema>(Schema::fromRowType(type)), 1);
        const std::size_t r = fields.appendRow();
        std::size_t i = 0;
        for (const RowField &f : type.fields()) {
            auto it = v.find(f.name);
            if (it == v.end()) {
                if (options.failOnMissingField)
                    return Status::invalidArgument(sluice::Engine::tr("Could not find field with name '%1'.").arg(f.name));
            } else {
                Status s = set(fields, i, r, f.type, *it, nullptr);
                if (!s.isOk())
                    return s;
            }
            ++i;
        }
        batch.setString(col, row, encodeRowValue(fields, r));
        return Status::ok();
    }
};

} // namespace

Result<JsonOptions> JsonOptions::from(const TableOptions &options)
{
    JsonOptions o;
    auto fail = options.getBool("json.fail-on-missing-field", false);
    if (!fail)
        return fail.status();
    auto ignore = options.getBool("json.ignore-parse-errors", false);
    if (!ignore)
        return ignore.status();
    if (*fail && *ignore)
        return Status::invalidArgument(sluice::Engine::tr("json.fail-on-missing-field and "
                                                          "json.ignore-parse-errors shouldn't both be true."));
    o.failOnMissingField = *fail;
    o.ignoreParseErrors = *ignore;
    const std::string standard = options.getString("json.timestamp-format.standard", "SQL");
    if (standard == "SQL")
        o.timestampStyle = TimestampStyle::Sql;
    else if (standard == "ISO-8601")
        o.timestampStyle = TimestampStyle::Iso8601;
    else
        return Status::invalidArgument(sluice::Engine::tr("Unsupported value '%1' for "
                                                          "json.timestamp-format.standard. Supported values "
                                                          "are [SQL, ISO-8601].")
                                           .arg(standard));
    const std::string mode = options.getString("json.map-null-key.mode", "FAIL");
    if (mode == "FAIL")
        o.mapNullKeyMode = MapNullKeyMode::Fail;
    else if (mode == "DROP")
        o.mapNullKeyMode = MapNullKeyMode::Drop;
    else if (mode == "LITERAL")
        o.mapNullKeyMode = MapNullKeyMode::Literal;
    else
        return Status::invalidArgument(sluice::Engine::tr("Unsupported value '%1' for json.map-null-key.mode. "
                                                          "Supported values are [LITERAL, FAIL, DROP].")
                                           .arg(mode));
    o.mapNullKeyLiteral = options.getString("json.map-null-key.literal", "null");
    auto plain = options.getBool("json.encode.decimal-as-plain-number", false);
    if (!plain)
        return plain.status();
    o.decimalPlain = *plain;
    auto ignoreNulls = options.getBool("json.encode.ignore-null-fields", false);
    if (!ignoreNulls)
        return ignoreNulls.status();
    o.ignoreNullFields = *ignoreNulls;
    return o;
}

// --- Reading ---------------------------------------------------------------------------------

Result<std::unique_ptr<RowDeserializer>>
JsonRowDeserializer::create(const TableOptions &options, const Schema &fields,
                            std::vector<std::size_t> targetColumns)
{
    auto o = JsonOptions::from(options);
    if (!o)
        return o.status();
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const LogicalType &t = fields.type(i);
        if (isInterval(t) || t.root() == LogicalTypeRoot::Null)
            return Status::unsupported(sluice::Engine::tr("The json format cannot read column '%1' of type %2")
                                           .arg(fields.name(i))
                                           .arg(t.toString()));
        if (Status s = checkFormatColumnType("json", fields.name(i), t); !s.isOk())
            return s;
    }
    std::unique_ptr<RowDeserializer> d =
        std::make_unique<JsonRowDeserializer>(std::move(*o), fields, std::move(targetColumns));
    return d;
}

JsonRowDeserializer::JsonRowDeserializer(JsonOptions options, Schema fields,
                                         std::vector<std::size_t> targetColumns)
    : m_options(std::move(options)), m_fields(std::move(fields)),
      m_targets(std::move(targetColumns))
{
    m_ignoreParseErrors = m_options.ignoreParseErrors;
}

JsonRowDeserializer::~JsonRowDeserializer() = default;

Status JsonRowDeserializer::deserialize(std::string_view record, RowBatch &batch)
{
    // As Flink's JsonParser decoding (its default since 1.18): an empty message is no row, and
    // only the first JSON value is read, so text after it does not matter.
    if (record.empty())
        return Status::ok();
    RecordBuilder builder;
    const bool ok =
        Json::sax_parse(record, &builder, nlohmann::detail::input_format_t::json, false, false);
    if (!ok)
        return Status::invalidArgument(sluice::Engine::tr("invalid JSON: %1").arg(builder.error));
    if (!builder.root.is_object())
        return Status::invalidArgument(
            sluice::Engine::tr("a JSON object is expected, but the record is %1").arg(builder.root.type_name()));
    const Converter converter{m_options};
    const std::size_t row = batch.appendRow();
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        const std::string &name = m_fields.name(i);
        auto it = builder.root.find(name);
        if (it == builder.root.end()) {
            if (m_options.failOnMissingField) {
                batch.resize(row);
                return Status::invalidArgument(sluice::Engine::tr("Could not find field with name '%1'.").arg(name));
            }
            continue;
        }
        const std::string *raw = nullptr;
        for (const auto &[k, literal] : builder.rawNumbers) {
            if (k == name)
                raw = &literal;
        }
        Status s = converter.set(batch, m_targets[i], row, m_fields.type(i), *it, raw);
        if (!s.isOk() && m_options.ignoreParseErrors) {
            // Flink's converters read a value that does not convert as NULL and keep the row.
            batch.setNull(m_targets[i], row);
        } else if (!s.isOk()) {
            batch.resize(row);
            return Status::invalidArgument(sluice::Engine::tr("field '%1': %2").arg(name).arg(s.text()));
        }
    }
    return Status::ok();
}

// --- Writing ---------------------------------------------------------------------------------

Result<std::unique_ptr<RowSerializer>>
JsonRowSerializer::create(const TableOptions &options, const Schema &fields,
                          std::vector<std::size_t> sourceColumns)
{
    auto o = JsonOptions::from(options);
    if (!o)
        return o.status();
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (Status s = checkFormatColumnType("json", fields.name(i), fields.type(i)); !s.isOk())
            return s;
    std::unique_ptr<RowSerializer> s =
        std::make_unique<JsonRowSerializer>(std::move(*o), fields, std::move(sourceColumns));
    return s;
}

JsonRowSerializer::JsonRowSerializer(JsonOptions options, Schema fields,
                                     std::vector<std::size_t> sourceColumns)
    : m_options(std::move(options)), m_fields(std::move(fields)),
      m_sources(std::move(sourceColumns))
{
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        std::string name;
        appendJsonString(name, m_fields.name(i));
        name += ':';
        m_quotedNames.push_back(std::move(name));
    }
}

Status JsonRowSerializer::appendValue(std::string &out, const LogicalType &type,
                                      const RowBatch &batch, std::size_t col, std::size_t row) const
{
    if (batch.isNull(col, row)) {
        out += "null";
        return Status::ok();
    }
    switch (type.root()) {
    case LogicalTypeRoot::Boolean:
        out += batch.get<std::uint8_t>(col, row) ? "true" : "false";
        break;
    case LogicalTypeRoot::TinyInt: out += std::to_string(batch.get<std::int8_t>(col, row)); break;
    case LogicalTypeRoot::SmallInt: out += std::to_string(batch.get<std::int16_t>(col, row)); break;
    case LogicalTypeRoot::Integer:
    case LogicalTypeRoot::IntervalYearMonth:
        out += std::to_string(batch.get<std::int32_t>(col, row));
        break;
    case LogicalTypeRoot::BigInt:
    case LogicalTypeRoot::IntervalDayTime:
        out += std::to_string(batch.get<std::int64_t>(col, row));
        break;
    case LogicalTypeRoot::Float:
    case LogicalTypeRoot::Double: {
        const double d = type.root() == LogicalTypeRoot::Float ? batch.get<float>(col, row)
                                                               : batch.get<double>(col, row);
        const std::string text = type.root() == LogicalTypeRoot::Float
                                     ? javaFloatToString(batch.get<float>(col, row))
                                     : javaDoubleToString(d);
        if (std::isfinite(d))
            out += text;
        else
            appendJsonString(out, text); // Jackson quotes NaN and Infinity
        break;
    }
    case LogicalTypeRoot::Decimal: {
        const Int128 v = batch.get<Decimal128>(col, row).unscaled;
        out += m_options.decimalPlain ? decimalToPlainString(v, type.scale())
                                      : javaBigDecimalToString(v, type.scale());
        break;
    }
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar: appendJsonString(out, batch.getString(col, row)); break;
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary: {
        std::string b64;
        appendBase64(b64, batch.getString(col, row));
        appendJsonString(out, b64);
        break;
    }
    case LogicalTypeRoot::Date:
        appendJsonString(out, javaLocalDate(batch.get<std::int32_t>(col, row)));
        break;
    case LogicalTypeRoot::Time: {
        // Flink writes TIME as LocalTime.ofSecondOfDay(millis / 1000): whole seconds.
        std::string t;
        appendTime(t, std::int64_t{batch.get<std::int32_t>(col, row) / 1000} * 1'000'000'000);
        appendJsonString(out, t);
        break;
    }
    case LogicalTypeRoot::Timestamp:
    case LogicalTypeRoot::TimestampLtz: {
        std::string t;
        appendTimestamp(t, batch.get<TimestampValue>(col, row), m_options.timestampStyle,
                        type.root() == LogicalTypeRoot::TimestampLtz);
        appendJsonString(out, t);
        break;
    }
    case LogicalTypeRoot::Array: {
        auto elements = decodeArrayValue(batch.getString(col, row), type.elementType());
        if (!elements)
            return elements.status();
        out += '[';
        for (std::size_t i = 0; i < elements->size(); ++i) {
            if (i)
                out += ',';
            Status s = appendValue(out, type.elementType(), *elements, 0, i);
            if (!s.isOk())
                return s;
        }
        out += ']';
        break;
    }
    case LogicalTypeRoot::Map:
    case LogicalTypeRoot::Multiset: {
        auto entries = decodeMapValue(batch.getString(col, row), type);
        if (!entries)
            return entries.status();
        out += '{';
        bool first = true;
        for (std::size_t i = 0; i < entries->size(); ++i) {
            std::string key;
            if (entries->isNull(0, i)) {
                if (m_options.mapNullKeyMode == MapNullKeyMode::Fail)
                    return Status::invalidArgument(
                        sluice::Engine::tr("JSON format doesn't support to serialize map data with null keys. "
                                           "You can drop null key entries or encode null in literals by "
                                           "specifying json.map-null-key.mode option."));
                if (m_options.mapNullKeyMode == MapNullKeyMode::Drop)
                    continue;
                key = m_options.mapNullKeyLiteral;
            } else {
                appendCastString(key, *entries, 0, i);
            }
            if (!first)
                out += ',';
            first = false;
            appendJsonString(out, key);
            out += ':';
            Status s = appendValue(out, type.valueType(), *entries, 1, i);
            if (!s.isOk())
                return s;
        }
        out += '}';
        break;
    }
    case LogicalTypeRoot::Row: {
        auto fields = decodeRowValue(batch.getString(col, row), type);
        if (!fields)
            return fields.status();
        out += '{';
        for (std::size_t i = 0; i < fields->columnCount(); ++i) {
            if (i)
                out += ',';
            appendJsonString(out, fields->schema().name(i));
            out += ':';
            Status s = appendValue(out, fields->schema().type(i), *fields, i, 0);
            if (!s.isOk())
                return s;
        }
        out += '}';
        break;
    }
    case LogicalTypeRoot::Null: out += "null"; break;
    }
    return Status::ok();
}

Status JsonRowSerializer::serialize(const RowBatch &batch, std::size_t row, std::string &out)
{
    const std::size_t mark = out.size();
    out += '{';
    bool first = true;
    for (std::size_t i = 0; i < m_sources.size(); ++i) {
        if (m_options.ignoreNullFields && batch.isNull(m_sources[i], row))
            continue;
        if (!first)
            out += ',';
        first = false;
        out += m_quotedNames[i];
        Status s = appendValue(out, m_fields.type(i), batch, m_sources[i], row);
        if (!s.isOk()) {
            out.resize(mark);
            return s;
        }
    }
    out += '}';
    return Status::ok();
}

} // namespace sluice::formats
