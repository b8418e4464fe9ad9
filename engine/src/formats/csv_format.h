#pragma once

// Flink's `csv` format (CsvRowDataDeserializationSchema / CsvRowDataSerializationSchema, which use
// Jackson's CSV parser and generator): RFC-4180 quoting with a configurable delimiter and quote,
// `#` comment lines, a null literal, an escape character, and Jackson's quoting rule on output.

#include "formats/row_format.h"

#include <optional>

namespace sluice::formats {

/// The `csv.*` options of a table.
struct CsvOptions {
    char fieldDelimiter = ',';
    std::optional<char> quoteCharacter = '"'; ///< none with csv.disable-quote-character
    bool allowComments = false;
    bool ignoreParseErrors = false;
    std::optional<std::string> nullLiteral;
    std::optional<char> escapeCharacter;
    bool decimalScientific = true; ///< csv.write-bigdecimal-in-scientific-notation
    std::string arrayElementDelimiter = ";"; ///< between the elements of ARRAY and ROW values

    /// Reads and checks the options as Flink's CsvFormatFactory does (single characters, quote
    /// character not combined with disable-quote-character).
    static Result<CsvOptions> from(const TableOptions &options);
};


class CsvRowDeserializer final : public RowDeserializer {
public:
    static Result<std::unique_ptr<RowDeserializer>> create(const TableOptions &options,
                                                           const Schema &fields,
                                                           std::vector<std::size_t> targetColumns);
    CsvRowDeserializer(CsvOptions options, Schema fields, std::vector<std::size_t> targetColumns);

    /// Records may span lines inside quotes; `#` lines (allow-comments) and blank lines are
    /// skipped.
    RecordSpan nextRecord(std::string_view text, std::size_t pos, bool atEnd) const override;
    Status deserialize(std::string_view record, RowBatch &batch) override;

    /// Splits one record into its field texts (quotes and escapes resolved); false when a quoted
    /// field is not closed by the end of the record (the input ended inside it). Exposed for
    /// tests.
    bool splitFields(std::string_view record, std::vector<std::string> &fields) const;

private:
    /// An ARRAY or ROW field: its parts split at csv.array-element-delimiter.
    Status setNested(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type,
                     std::string_view text) const;

    CsvOptions m_options;
    Schema m_fields;
    std::vector<std::size_t> m_targets;
    std::vector<std::string> m_scratch; // field texts of the current record, reused
};

class CsvRowSerializer final : public RowSerializer {
public:
    static Result<std::unique_ptr<RowSerializer>> create(const TableOptions &options,
                                                         const Schema &fields,
                                                         std::vector<std::size_t> sourceColumns);
    CsvRowSerializer(CsvOptions options, Schema fields, std::vector<std::size_t> sourceColumns);

    Status serialize(const RowBatch &batch, std::size_t row, std::string &out) override;

private:
    void appendText(std::string &out, std::string_view text) const;

    CsvOptions m_options;
    Schema m_fields;
    std::vector<std::size_t> m_sources;
    /// The value's text without quoting (numbers, booleans, strings, base64 bytes, dates).
    void appendPlainValue(std::string &out, const RowBatch &batch, std::size_t col,
                          std::size_t row, const LogicalType &type) const;

    int m_minSafeChar = 0; // Jackson's loose quoting: any char below this forces quotes
    std::string m_text;
};

} // namespace sluice::formats
