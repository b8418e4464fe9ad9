#pragma once

// Flink's `raw` format (RawFormatDeserializationSchema / RawFormatSerializationSchema): the whole
// record is the value of the table's single physical column. Strings are the record's bytes
// (raw.charset UTF-8 only), BYTES/BINARY the bytes as they are, BOOLEAN/TINYINT/SMALLINT/INT/
// BIGINT/FLOAT/DOUBLE the value's fixed-size binary encoding in raw.endianness byte order.

#include "formats/row_format.h"

namespace sluice::formats {

/// The `raw.*` options of a table.
struct RawOptions {
    bool bigEndian = true;

    /// Reads and checks the options as Flink's RawFormatFactory does (charset, endianness).
    static Result<RawOptions> from(const TableOptions &options);
};

class RawRowDeserializer final : public RowDeserializer {
public:
    /// `fields` must hold exactly one column of a type the raw format supports.
    static Result<std::unique_ptr<RowDeserializer>> create(const TableOptions &options,
                                                           const Schema &fields,
                                                           std::vector<std::size_t> targetColumns);
    RawRowDeserializer(RawOptions options, LogicalType type, std::size_t target);

    /// The whole text is one record: raw has no record separator.
    RecordSpan nextRecord(std::string_view text, std::size_t pos, bool atEnd) const override;
    Status deserialize(std::string_view record, RowBatch &batch) override;

private:
    RawOptions m_options;
    LogicalType m_type;
    std::size_t m_target;
};

class RawRowSerializer final : public RowSerializer {
public:
    static Result<std::unique_ptr<RowSerializer>> create(const TableOptions &options,
                                                         const Schema &fields,
                                                         std::vector<std::size_t> sourceColumns);
    RawRowSerializer(RawOptions options, LogicalType type, std::size_t source);

    /// Appends the value's bytes; a NULL value appends nothing (isNull() tells the caller, which
    /// writes a null record, as Flink does).
    Status serialize(const RowBatch &batch, std::size_t row, std::string &out) override;
    bool isNull(const RowBatch &batch, std::size_t row) const { return batch.isNull(m_source, row); }

private:
    RawOptions m_options;
    LogicalType m_type;
    std::size_t m_source;
};

/// Whether the raw format can hold a column of `type`.
bool isRawSupportedType(const LogicalType &type);

} // namespace sluice::formats
