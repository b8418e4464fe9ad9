#pragma once

#include "common/logical_type.h"
#include "common/row_batch.h"

#include <sluice/status.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// The compact binary encoding of rows and keys that the state backends store (heap maps and
/// RocksDB). Deterministic: equal values always give equal bytes, so encoded keys can be compared
/// and hashed as bytes. It is not order-preserving (memcmp order is not value order).
///
/// Layout of a row of n fields: [kind byte, if withKind] [null bitmap, ceil(n/8) bytes, bit i set =
/// field i NULL] then each non-NULL field: BOOLEAN/TINYINT 1 byte; SMALLINT 2; INT/DATE/TIME/
/// INTERVAL YEAR-MONTH 4; BIGINT/INTERVAL DAY-TIME 8; FLOAT 4; DOUBLE 8 (all little-endian);
/// DECIMAL p <= 18 as 8 bytes, else 16 (unscaled); TIMESTAMP p <= 3 as 8 bytes (millis), else 8 + 4
/// (nanos of milli); strings, binaries and nested values as a varint length and the bytes.
/// Nested values (ARRAY, MAP, ROW slots of a batch) already hold their own encoding: an ARRAY is a
/// varint count then the count elements encoded as a row of that many fields of the element
/// type; a MAP is a varint count, then its keys and its values each encoded that way; a ROW value
/// is the row encoding of its fields.
///
/// The codec is built once per schema/key (types resolved up front); encode/decode are then
/// tight loops. It holds no scratch state, so one codec may be used from several threads at once.
class RowCodec {
public:
    /// A codec for rows whose fields have `types`, taken from `columns` of a batch (all columns
    /// when `columns` is empty).
    explicit RowCodec(std::vector<LogicalType> types, std::vector<std::uint32_t> columns = {});
    /// A codec for every column of a schema.
    static RowCodec forSchema(const Schema &schema);
    /// A codec for the key columns of a schema, which normalises -0.0 to 0.0 and every NaN to one
    /// NaN so SQL-equal keys encode equally.
    static RowCodec forKey(const Schema &schema, std::vector<std::uint32_t> keyColumns);

    std::size_t fieldCount() const { return m_types.size(); }
    const std::vector<LogicalType> &types() const { return m_types; }

    /// Appends the encoding of row `row` of `batch` to `out` (out is not cleared).
    void encode(const RowBatch &batch, std::size_t row, std::string &out,
                bool withKind = false) const;

    /// Decodes one row into row `row` of `out`, fields going to columns firstColumn,
    /// firstColumn+1, ... Strings are copied into out's arena. With withKind, the row kind is set
    /// too. Returns InvalidArgument ("corrupt row encoding ...") on truncated/extra bytes.
    Status decodeInto(std::string_view bytes, RowBatch &out, std::size_t row,
                      std::size_t firstColumn = 0, bool withKind = false) const;
    /// Appends a row to `out` (columns from 0) decoded from `bytes`; returns the status.
    Status decodeAppend(std::string_view bytes, RowBatch &out, bool withKind = false) const;

    /// The row kind of a row encoded withKind, without decoding the rest.
    static Result<RowKind> peekKind(std::string_view bytes);

private:
    std::vector<LogicalType> m_types;
    std::vector<PhysicalType> m_physical;
    std::vector<std::uint8_t> m_compact; // DECIMAL p<=18 / TIMESTAMP p<=3
    std::vector<std::uint32_t> m_columns;
    bool m_normaliseFloats = false;
    bool m_fixedWidth = true;       // no string/binary/nested field
    std::size_t m_fixedBound = 0;   // the most bytes a row takes when m_fixedWidth
};

// --- Nested values (ARRAY, MAP, ROW slots) -------------------------------------------------------

/// Encodes rows [0, size) of column `col` of `batch` as an ARRAY value.
std::string encodeArrayValue(const RowBatch &batch, std::size_t col);
/// Encodes a MAP value from a two-column batch (keys in column 0, values in column 1).
std::string encodeMapValue(const RowBatch &keysAndValues);
/// Encodes row `row` of `batch` as a ROW value (all columns).
std::string encodeRowValue(const RowBatch &batch, std::size_t row);

/// Decodes an ARRAY value into a fresh one-column batch of the element type.
Result<RowBatch> decodeArrayValue(std::string_view bytes, const LogicalType &elementType);
/// Decodes a MAP value into a fresh two-column batch (key, value).
Result<RowBatch> decodeMapValue(std::string_view bytes, const LogicalType &mapType);
/// Decodes a ROW value into a fresh one-row batch with the row type's fields.
Result<RowBatch> decodeRowValue(std::string_view bytes, const LogicalType &rowType);

// --- One part of a nested value, without decoding the rest -----------------------------------------

/// Reads field `field` of encoded ROW values of one row type (the evaluator's `r.f`): steps over
/// the fields before it and decodes only that one. Built once per row type and field.
class RowFieldReader {
public:
    RowFieldReader(const LogicalType &rowType, std::size_t field);
    /// Decodes the field of `rowBytes` into (col, r) of `out`, NULL when the field is NULL.
    /// False when the bytes are not an encoding of the row type.
    bool read(std::string_view rowBytes, RowBatch &out, std::size_t col, std::size_t r) const;

private:
    std::size_t m_field;
    std::size_t m_fieldCount;
    std::vector<PhysicalType> m_physical;
    std::vector<std::uint8_t> m_compact;
};

/// Writes ROW values field by field, in field order, without a RowBatch: the fast path of
/// generators. Each value takes exactly one put per field of the row type.
class RowValueWriter {
public:
    explicit RowValueWriter(const LogicalType &rowType);
    /// Starts a value in `out` (cleared).
    void start(std::string &out);
    void putNull();
    void putInt32(std::int32_t v) { putFixed(v); }
    void putInt64(std::int64_t v) { putFixed(v); }
    void putString(std::string_view s);
    void putTimestamp(TimestampValue ts);

private:
    template <typename T> void putFixed(T v)
    {
        m_out->append(reinterpret_cast<const char *>(&v), sizeof(T));
        ++m_field;
    }

    std::vector<std::uint8_t> m_compact;
    std::string *m_out = nullptr;
    std::size_t m_field = 0;
};

/// The element count of an encoded ARRAY or MAP value (its leading varint); nullopt when corrupt.
std::optional<std::uint64_t> nestedValueCount(std::string_view bytes);

/// Decodes element `index` (0-based) of an encoded ARRAY value of `elementType` into (col, r) of
/// `out`: NULL when the element is NULL or the index is outside the array. False when corrupt.
bool readArrayElement(std::string_view arrayBytes, const LogicalType &elementType,
                      std::uint64_t index, RowBatch &out, std::size_t col, std::size_t r);

} // namespace sluice
