#pragma once

// Flink's `json` format (JsonRowDataDeserializationSchema / JsonRowDataSerializationSchema): one
// JSON object per record, columns matched to fields by name, values converted as Flink's
// JsonToRowDataConverters / RowDataToJsonConverters do (including ARRAY, MAP and ROW columns).

#include "common/value_format.h"
#include "formats/row_format.h"

namespace sluice::formats {

/// How NULL map keys are written (json.map-null-key.mode).
enum class MapNullKeyMode : std::uint8_t { Fail, Drop, Literal };

/// The `json.*` options of a table.
struct JsonOptions {
    bool failOnMissingField = false;
    bool ignoreParseErrors = false;
    TimestampStyle timestampStyle = TimestampStyle::Sql;
    MapNullKeyMode mapNullKeyMode = MapNullKeyMode::Fail;
    std::string mapNullKeyLiteral = "null";
    bool decimalPlain = false; ///< json.encode.decimal-as-plain-number
    bool ignoreNullFields = false; ///< json.encode.ignore-null-fields: NULL columns are left out

    /// Reads and checks the options as Flink's JsonFormatFactory does (fail-on-missing-field and
    /// ignore-parse-errors exclude each other).
    static Result<JsonOptions> from(const TableOptions &options);
};

class JsonRowDeserializer final : public RowDeserializer {
public:
    static Result<std::unique_ptr<RowDeserializer>> create(const TableOptions &options,
                                                           const Schema &fields,
                                                           std::vector<std::size_t> targetColumns);
    JsonRowDeserializer(JsonOptions options, Schema fields, std::vector<std::size_t> targetColumns);
    ~JsonRowDeserializer() override;

    Status deserialize(std::string_view record, RowBatch &batch) override;

private:
    /// deserialize() of a record that is one JSON value with nothing after it; `notJson` when
    /// simdjson found the text malformed.
    Status deserializeValue(std::string_view record, RowBatch &batch, bool &notJson);
    struct Parsing;
    JsonOptions m_options;
    Schema m_fields;
    std::vector<std::size_t> m_targets;
    std::unique_ptr<Parsing> m_parsing;
};

class JsonRowSerializer final : public RowSerializer {
public:
    static Result<std::unique_ptr<RowSerializer>> create(const TableOptions &options,
                                                         const Schema &fields,
                                                         std::vector<std::size_t> sourceColumns);
    JsonRowSerializer(JsonOptions options, Schema fields, std::vector<std::size_t> sourceColumns);

    /// Writes `{"a":1,"b":"x","c":null}`: every column, NULL as null, in column order (a NULL
    /// column left out with json.encode.ignore-null-fields).
    Status serialize(const RowBatch &batch, std::size_t row, std::string &out) override;

private:
    Status appendValue(std::string &out, const LogicalType &type, const RowBatch &batch,
                       std::size_t col, std::size_t row) const;

    JsonOptions m_options;
    Schema m_fields;
    std::vector<std::size_t> m_sources;
    std::vector<std::string> m_quotedNames; // `"name":` per field, escaped once
};

using sluice::appendJsonString; // common/value_format.h

} // namespace sluice::formats
