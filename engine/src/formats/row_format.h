#pragma once

// Row (de)serializers of the text formats over RowBatch: a deserializer turns one record (a CSV
// record, a JSON line) into a row of a batch, a serializer appends a row's encoding to a string.
// Formats are created by name from a table's options (format options such as `csv.*`, `json.*`).

#include "common/row_batch.h"
#include "connectors/table_options.h"
#include "formats/text_values.h"

#include <sluice/status.h>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::formats {

/// Where the next record lies in a text buffer.
struct RecordSpan {
    enum class Kind : std::uint8_t {
        Record,     ///< text[begin, end) is a record
        Skip,       ///< an empty or comment line: nothing to decode
        Incomplete, ///< the record may continue beyond the buffer: read more, then retry
    };
    Kind kind = Kind::Incomplete;
    std::size_t begin = 0;
    std::size_t end = 0;
    std::size_t next = 0; ///< where the following record starts
    int lineBreaks = 0;   ///< line breaks between begin and next (for line numbers)
};

/// Decodes records of one format into rows. One instance per source subtask (not thread-safe).
class RowDeserializer {
public:
    virtual ~RowDeserializer() = default;

    /// Finds the record starting at `pos`; `atEnd` says no text follows the buffer.
    virtual RecordSpan nextRecord(std::string_view text, std::size_t pos, bool atEnd) const;

    /// Appends a row decoded from `record` to `batch`: format field i goes to column
    /// targetColumns[i], the other columns stay NULL. On a malformed record nothing is appended
    /// and the Status says why (without file or line; the caller adds them). A record may also
    /// decode to no row without an error (an empty JSON message, as in Flink).
    virtual Status deserialize(std::string_view record, RowBatch &batch) = 0;

    /// `<format>.ignore-parse-errors`, as in Flink: a field whose value does not convert reads
    /// as NULL and the row is kept; a record that cannot be read at all (not JSON, an unclosed
    /// CSV quote) is skipped, which the caller counts.
    bool ignoreParseErrors() const { return m_ignoreParseErrors; }

protected:
    bool m_ignoreParseErrors = false;
};

/// Encodes rows of one format. One instance per sink subtask (not thread-safe).
class RowSerializer {
public:
    virtual ~RowSerializer() = default;
    /// Appends the encoding of row `row` of `batch` (the columns given at creation, in order) to
    /// `out`, without a line break. Fails only for values the format cannot write (e.g. a NULL
    /// map key with json.map-null-key.mode = FAIL).
    virtual Status serialize(const RowBatch &batch, std::size_t row, std::string &out) = 0;
};

/// The formats the filesystem connector reads and writes.
bool isSupportedFormat(std::string_view format);

/// A deserializer for `format` whose records carry `fields` (names and types, in record order),
/// writing field i into column targetColumns[i] of the batches it fills. `options` are the table
/// options (the format's keys carry its prefix, e.g. `csv.field-delimiter`).
Result<std::unique_ptr<RowDeserializer>>
createRowDeserializer(std::string_view format, const TableOptions &options, const Schema &fields,
                      std::vector<std::size_t> targetColumns);

/// A serializer for `format` writing columns sourceColumns[i] of each row as fields `fields[i]`.
Result<std::unique_ptr<RowSerializer>> createRowSerializer(std::string_view format,
                                                           const TableOptions &options,
                                                           const Schema &fields,
                                                           std::vector<std::size_t> sourceColumns);

/// Stores `text` as a value of `type` in (col, row) the way Flink's text formats convert a text
/// field (numbers trimmed and parsed as Java does, DECIMAL overflow → NULL, temporals in `style`,
/// binaries as base64). Returns the reason when the text does not convert.
Status setValueFromText(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type,
                        std::string_view text, TimestampStyle style);

/// Whether setValueFromText handles `type` (scalar types; not ARRAY/MAP/ROW/intervals).
bool isTextConvertible(const LogicalType &type);

} // namespace sluice::formats
