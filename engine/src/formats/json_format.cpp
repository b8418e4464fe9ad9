#include "formats/json_format.h"

#include <sluice/text.h>

#include "common/java_hash_map_order.h"
#include "common/row_codec.h"
#include "common/value_format.h"
#include "config/format_column_types.h"

#include <simdjson.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <unordered_map>

namespace sluice::formats {

namespace {

namespace sj = simdjson::ondemand;

/// A simdjson failure while walking the record: the record is not JSON (never ignored).
struct SyntaxError {
    simdjson::error_code code = simdjson::SUCCESS;
};

/// A ROW type's fields, a one-row scratch batch for its values and the codec that stores them,
/// made once per type.
struct NestedRow {
    std::vector<const RowField *> fields;
    RowBatch batch;
    RowCodec codec;
    std::string encoded;
};
using NestedRows = std::unordered_map<const LogicalType *, NestedRow>;

/// Flink's JsonToRowDataConverters over simdjson's On-Demand values, each read once in document
/// order. A nested ROW or ARRAY is built in a scratch batch of its own (a ROW's kept per type)
/// and stored encoded; a malformed record is reported as a SyntaxError whatever column it was in.
class Reader {
public:
    Reader(const JsonOptions &options, SyntaxError &syntax, NestedRows &nested)
        : m_options(options), m_syntax(syntax), m_nested(nested)
    {
    }

    /// Column `col` of row `row` from `v`; `topLevel` for a record's own fields, whose float
    /// literals are kept whole (Flink reads floats as BigDecimal).
    Status set(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type, sj::value v,
               bool topLevel)
    {
        sj::json_type kind;
        if (failed(v.type().get(kind)))
            return syntax();
        if (kind == sj::json_type::null)
            return Status::ok(); // the slot is NULL already
        switch (type.root()) {
        case LogicalTypeRoot::Boolean:
            if (kind == sj::json_type::boolean) {
                bool b = false;
                if (failed(v.get_bool().get(b)))
                    return syntax();
                batch.set<std::uint8_t>(col, row, b ? 1 : 0);
                return Status::ok();
            }
            break;
        case LogicalTypeRoot::Integer:
        case LogicalTypeRoot::BigInt:
            if (kind == sj::json_type::number)
                return setInteger(batch, col, row, type, v);
            break;
        case LogicalTypeRoot::Char:
        case LogicalTypeRoot::VarChar:
            if (kind == sj::json_type::object || kind == sj::json_type::array) {
                // JsonNode.toString(): the value as compact JSON.
                std::string_view raw;
                if (failed(rawContainer(v, kind).get(raw)))
                    return syntax();
                batch.setString(col, row, compact(raw));
                return Status::ok();
            }
            if (kind == sj::json_type::string) {
                std::string_view text;
                if (failed(v.get_string().get(text)))
                    return syntax();
                batch.setString(col, row, text);
                return Status::ok();
            }
            return setText(batch, col, row, type, v, kind, topLevel);
        case LogicalTypeRoot::Decimal:
            if (kind == sj::json_type::number) {
                // new BigDecimal(text) without trimming, as Flink does for non-BigDecimal nodes.
                std::string text;
                if (!scalarText(v, kind, topLevel, text))
                    return syntax();
                Int128 unscaled = 0;
                switch (parseDecimal(text, type.precision(), type.scale(), unscaled)) {
                case DecimalParse::Ok: batch.set<Decimal128>(col, row, Decimal128{unscaled}); break;
                case DecimalParse::Overflow: break; // NULL
                case DecimalParse::Invalid: return mismatch(text, type);
                }
                return Status::ok();
            }
            break;
        case LogicalTypeRoot::Array: return setArray(batch, col, row, type, v, kind);
        case LogicalTypeRoot::Map:
        case LogicalTypeRoot::Multiset: return setMap(batch, col, row, type, v, kind); // element: count
        case LogicalTypeRoot::Row: return setRow(batch, col, row, type, v, kind);
        default: break;
        }
        if (kind == sj::json_type::object || kind == sj::json_type::array || !isTextConvertible(type))
            return mismatchOf(v, kind, type);
        return setText(batch, col, row, type, v, kind, topLevel);
    }

    /// The fields of an object into columns: each key to its field (names compared as they
    /// are), the last of a repeated key winning as in Jackson's ObjectNode; `seen` says which
    /// fields came. A value that does not convert names its field, or with `lenient` (a
    /// record's own fields under json.ignore-parse-errors) leaves it NULL.
    template <class Column>
    Status setFields(sj::object object, const std::vector<const RowField *> &fields, RowBatch &batch,
                     std::size_t row, Column column, std::vector<bool> &seen, bool topLevel, bool lenient)
    {
        seen.assign(fields.size(), false);
        for (auto field : object) {
            std::string_view key;
            if (failed(field.unescaped_key().get(key)))
                return syntax();
            sj::value value;
            if (failed(field.value().get(value)))
                return syntax();
            std::size_t i = 0;
            while (i < fields.size() && fields[i]->name != key)
                ++i;
            if (i == fields.size())
                continue; // another field Flink does not read either (the iteration skips it)
            seen[i] = true;
            batch.setNull(column(i), row);
            Status s = set(batch, column(i), row, fields[i]->type, value, topLevel);
            if (m_syntax.code != simdjson::SUCCESS)
                return s;
            if (!s.isOk()) {
                if (!lenient)
                    return Status::invalidArgument(sluice::Engine::tr("field '%1': %2").arg(fields[i]->name).arg(s.text()));
                // Flink's converters read a value that does not convert as NULL and keep the row.
                batch.setNull(column(i), row);
            }
        }
        if (m_syntax.code == simdjson::SUCCESS && m_options.failOnMissingField) {
            for (std::size_t i = 0; i < fields.size(); ++i)
                if (!seen[i])
                    return Status::invalidArgument(sluice::Engine::tr("Could not find field with name '%1'.").arg(fields[i]->name));
        }
        return Status::ok();
    }

    bool failed(simdjson::error_code e)
    {
        if (e != simdjson::SUCCESS && m_syntax.code == simdjson::SUCCESS)
            m_syntax.code = e;
        return e != simdjson::SUCCESS;
    }

private:
    Status syntax() const
    {
        return Status::invalidArgument(sluice::Engine::tr("invalid JSON: %1").arg(simdjson::error_message(m_syntax.code)));
    }

    static Status mismatch(std::string_view shown, const LogicalType &type)
    {
        std::string text(shown);
        if (text.size() > 200)
            text = text.substr(0, 200) + "...";
        return Status::invalidArgument(
            sluice::Engine::tr("cannot convert %1 to %2").arg(text).arg(type.asNullable().toString()));
    }

    Status mismatchOf(sj::value &v, sj::json_type kind, const LogicalType &type)
    {
        std::string_view raw;
        if (kind == sj::json_type::object || kind == sj::json_type::array) {
            if (failed(rawContainer(v, kind).get(raw)))
                return syntax();
            return mismatch(compact(raw), type);
        }
        return mismatch(trimmed(v.raw_json_token()), type);
    }

    static simdjson::simdjson_result<std::string_view> rawContainer(sj::value &v, sj::json_type kind)
    {
        if (kind == sj::json_type::object) {
            sj::object o;
            if (auto e = v.get_object().get(o))
                return e;
            return o.raw_json();
        }
        sj::array a;
        if (auto e = v.get_array().get(a))
            return e;
        return a.raw_json();
    }

    std::string compact(std::string_view raw)
    {
        std::string out(raw.size(), '\0');
        std::size_t length = 0;
        if (failed(simdjson::minify(raw.data(), raw.size(), out.data(), length)))
            return std::string(raw);
        out.resize(length);
        return out;
    }

    static std::string_view trimmed(std::string_view token)
    {
        while (!token.empty() && (token.back() == ' ' || token.back() == '\t' || token.back() == '\n' ||
                                  token.back() == '\r'))
            token.remove_suffix(1);
        return token;
    }

    /// Jackson's JsonNode.asText() of a scalar; false on a syntax error.
    bool scalarText(sj::value &v, sj::json_type kind, bool topLevel, std::string &text)
    {
        switch (kind) {
        case sj::json_type::string: {
            std::string_view s;
            if (failed(v.get_string().get(s)))
                return false;
            text.assign(s);
            return true;
        }
        case sj::json_type::boolean: {
            bool b = false;
            if (failed(v.get_bool().get(b)))
                return false;
            text = b ? "true" : "false";
            return true;
        }
        case sj::json_type::number: {
            sj::number_type type;
            if (failed(v.get_number_type().get(type)))
                return false;
            if (type == sj::number_type::floating_point_number) {
                double d = 0;
                const std::string_view literal = trimmed(v.raw_json_token());
                if (topLevel) {
                    text.assign(literal);
                    return true;
                }
                if (failed(v.get_double().get(d)))
                    return false;
                text = javaDoubleToString(d);
                return true;
            }
            text.assign(trimmed(v.raw_json_token()));
            return true;
        }
        default: text = "null"; return true;
        }
    }

    Status setText(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type, sj::value &v,
                   sj::json_type kind, bool topLevel)
    {
        if (!scalarText(v, kind, topLevel, m_text))
            return syntax();
        return setValueFromText(batch, col, row, type, m_text, m_options.timestampStyle);
    }

    Status setInteger(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type, sj::value &v)
    {
        // Jackson's canConvertToInt/Long then asInt/asLong: numbers in range, truncated.
        const bool isInt = type.root() == LogicalTypeRoot::Integer;
        sj::number_type kind;
        if (failed(v.get_number_type().get(kind)))
            return syntax();
        std::optional<std::int64_t> n;
        if (kind == sj::number_type::signed_integer) {
            std::int64_t i = 0;
            if (failed(v.get_int64().get(i)))
                return syntax();
            n = i;
        } else if (kind == sj::number_type::unsigned_integer) {
            std::uint64_t u = 0;
            if (failed(v.get_uint64().get(u)))
                return syntax();
            if (u <= INT64_MAX)
                n = static_cast<std::int64_t>(u);
        } else {
            double d = 0;
            if (failed(v.get_double().get(d)))
                return syntax();
            const double lo = isInt ? INT32_MIN : static_cast<double>(INT64_MIN);
            const double hi = isInt ? INT32_MAX : static_cast<double>(INT64_MAX);
            if (d >= lo && d <= hi)
                n = static_cast<std::int64_t>(std::trunc(d));
        }
        if (n && (!isInt || (*n >= INT32_MIN && *n <= INT32_MAX))) {
            if (isInt)
                batch.set<std::int32_t>(col, row, static_cast<std::int32_t>(*n));
            else
                batch.set<std::int64_t>(col, row, *n);
            return Status::ok();
        }
        return mismatch(trimmed(v.raw_json_token()), type);
    }

    /// `v` as the object or array `out` is, or why it cannot be (a mismatch for `type`, or a
    /// syntax error).
    template <class Container>
    Status open(sj::value &v, sj::json_type kind, const LogicalType &type, Container &out)
    {
        constexpr bool object = std::is_same_v<Container, sj::object>;
        if (kind != (object ? sj::json_type::object : sj::json_type::array))
            return mismatchOf(v, kind, type);
        simdjson::error_code e;
        if constexpr (object)
            e = v.get_object().get(out);
        else
            e = v.get_array().get(out);
        return failed(e) ? syntax() : Status::ok();
    }

    Status setArray(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type, sj::value &v,
                    sj::json_type kind)
    {
        sj::array array;
        if (Status s = open(v, kind, type, array); !s.isOk())
            return s;
        RowBatch elements(Schema::make({{"element", type.elementType()}}));
        for (auto element : array) {
            sj::value e;
            if (failed(element.get(e)))
                return syntax();
            const std::size_t r = elements.appendRow();
            Status s = set(elements, 0, r, type.elementType(), e, false);
            if (!s.isOk())
                return s;
        }
        batch.setString(col, row, encodeArrayValue(elements, 0));
        return Status::ok();
    }

    Status setMap(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type, sj::value &v,
                  sj::json_type kind)
    {
        sj::object object;
        if (Status s = open(v, kind, type, object); !s.isOk())
            return s;
        RowBatch entries(Schema::make({{"key", type.keyType()}, {"value", type.valueType()}}));
        for (auto field : object) {
            std::string_view key;
            sj::value value;
            if (failed(field.unescaped_key().get(key)) || failed(field.value().get(value)))
                return syntax();
            const std::size_t r = entries.appendRow();
            // A key is text, as Jackson's TextNode of it.
            const LogicalTypeRoot keyRoot = type.keyType().root();
            Status s = Status::ok();
            if (keyRoot == LogicalTypeRoot::Char || keyRoot == LogicalTypeRoot::VarChar)
                entries.setString(0, r, key);
            else if (isTextConvertible(type.keyType()))
                s = setValueFromText(entries, 0, r, type.keyType(), std::string(key), m_options.timestampStyle);
            else
                s = mismatch(key, type.keyType());
            if (s.isOk())
                s = set(entries, 1, r, type.valueType(), value, false);
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

    Status setRow(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type, sj::value &v,
                  sj::json_type kind)
    {
        sj::object object;
        if (Status s = open(v, kind, type, object); !s.isOk())
            return s;
        NestedRow &nested = nestedRow(type);
        nested.batch.clear();
        const std::size_t r = nested.batch.appendRow();
        std::vector<bool> seen;
        // Inside a ROW a value that does not convert fails the whole ROW value.
        Status s = setFields(object, nested.fields, nested.batch, r, [](std::size_t i) { return i; }, seen, false, false);
        if (!s.isOk())
            return s;
        nested.encoded.clear();
        nested.codec.encode(nested.batch, r, nested.encoded);
        batch.setString(col, row, nested.encoded);
        return Status::ok();
    }

    NestedRow &nestedRow(const LogicalType &type)
    {
        auto it = m_nested.find(&type);
        if (it == m_nested.end()) {
            auto schema = std::make_shared<const Schema>(Schema::fromRowType(type));
            NestedRow n{{}, RowBatch(schema, 1), RowCodec::forSchema(*schema), {}};
            for (const RowField &f : type.fields())
                n.fields.push_back(&f);
            it = m_nested.emplace(&type, std::move(n)).first;
        }
        return it->second;
    }

    const JsonOptions &m_options;
    SyntaxError &m_syntax;
    std::string m_text;
    NestedRows &m_nested;
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

/// What a deserializer keeps between records: simdjson's parser, a padded copy of the record
/// (simdjson reads a little past the end), the fields by position and the nested rows' scratch.
struct JsonRowDeserializer::Parsing {
    sj::parser parser;
    std::string padded;
    std::vector<const RowField *> fields;
    std::vector<bool> seen;
    NestedRows nested;
};

JsonRowDeserializer::JsonRowDeserializer(JsonOptions options, Schema fields,
                                         std::vector<std::size_t> targetColumns)
    : m_options(std::move(options)), m_fields(std::move(fields)),
      m_targets(std::move(targetColumns)), m_parsing(std::make_unique<Parsing>())
{
    m_ignoreParseErrors = m_options.ignoreParseErrors;
    for (std::size_t i = 0; i < m_fields.size(); ++i)
        m_parsing->fields.push_back(&m_fields.field(i));
}

JsonRowDeserializer::~JsonRowDeserializer() = default;

namespace {

/// The length of the object or array `text` starts with (after blanks), by its brackets outside
/// strings; npos when it has none or it does not close.
std::size_t firstContainerLength(std::string_view text)
{
    std::size_t i = text.find_first_not_of(" \t\r\n");
    if (i == std::string_view::npos || (text[i] != '{' && text[i] != '['))
        return std::string_view::npos;
    int depth = 0;
    bool inString = false;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if ((c == '}' || c == ']') && --depth == 0) {
            return i + 1;
        }
    }
    return std::string_view::npos;
}

} // namespace

Status JsonRowDeserializer::deserialize(std::string_view record, RowBatch &batch)
{
    bool notJson = false;
    const Status s = deserializeValue(record, batch, notJson);
    if (!notJson)
        return s;
    // Text after the first value (Flink reads only that one) can trip simdjson's look at the
    // whole record: read the first value alone.
    const std::size_t first = firstContainerLength(record);
    if (first == std::string_view::npos || first == record.size())
        return s;
    return deserializeValue(record.substr(0, first), batch, notJson);
}

Status JsonRowDeserializer::deserializeValue(std::string_view record, RowBatch &batch, bool &notJson)
{
    // As Flink's JsonParser decoding (its default since 1.18): an empty message is no row, and
    // only the first JSON value is read, so text after it does not matter.
    if (record.empty())
        return Status::ok();
    Parsing &p = *m_parsing;
    p.padded.assign(record);
    p.padded.resize(record.size() + simdjson::SIMDJSON_PADDING);
    SyntaxError syntax;
    Reader reader(m_options, syntax, p.nested);
    auto invalid = [&] {
        notJson = true;
        return Status::invalidArgument(sluice::Engine::tr("invalid JSON: %1").arg(simdjson::error_message(syntax.code)));
    };
    sj::document document;
    if (reader.failed(p.parser.iterate(p.padded.data(), record.size(), p.padded.size()).get(document)))
        return invalid();
    sj::json_type kind;
    if (reader.failed(document.type().get(kind)))
        return invalid();
    if (kind != sj::json_type::object) {
        static constexpr const char *kNames[] = {"array", "object", "number", "string", "boolean", "null"};
        const auto k = static_cast<std::size_t>(kind) - static_cast<std::size_t>(sj::json_type::array);
        return Status::invalidArgument(sluice::Engine::tr("a JSON object is expected, but the record is %1")
                                           .arg(k < std::size(kNames) ? kNames[k] : "a value"));
    }
    sj::object object;
    if (reader.failed(document.get_object().get(object)))
        return invalid();
    const std::size_t row = batch.appendRow();
    const Status s = reader.setFields(object, p.fields, batch, row, [&](std::size_t i) { return m_targets[i]; },
                                      p.seen, true, m_options.ignoreParseErrors);
    if (syntax.code != simdjson::SUCCESS) {
        batch.resize(row);
        return invalid();
    }
    if (!s.isOk()) {
        batch.resize(row);
        return s;
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
