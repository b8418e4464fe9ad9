#pragma once

// Flink SQL's logical types (org.apache.flink.table.types.logical), the vocabulary of the binder,
// the planner and the data path. A LogicalType is an immutable value: cheap to copy (nested types
// share their children), comparable, printable in Flink's own spelling.

#include <sluice/status.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// The type roots Sluice supports, named after Flink's LogicalTypeRoot.
enum class LogicalTypeRoot : std::uint8_t {
    Null,
    Boolean,
    TinyInt,
    SmallInt,
    Integer,
    BigInt,
    Float,
    Double,
    Decimal,
    Char,
    VarChar,
    Binary,
    VarBinary,
    Date,
    Time,         ///< TIME_WITHOUT_TIME_ZONE
    Timestamp,    ///< TIMESTAMP_WITHOUT_TIME_ZONE
    TimestampLtz, ///< TIMESTAMP_WITH_LOCAL_TIME_ZONE
    IntervalYearMonth,
    IntervalDayTime,
    Array,
    Map,
    Multiset, ///< stored as a MAP from element to its count (INT NOT NULL), as Flink's MapData
    Row,
};

/// A timestamp's role as a time attribute (Flink's TimestampKind): `TIMESTAMP(3) *ROWTIME*`.
enum class TimeAttribute : std::uint8_t { None, Rowtime, Proctime };

/// Resolution of INTERVAL YEAR TO MONTH types (Flink's YearMonthResolution).
enum class YearMonthResolution : std::uint8_t { Year, YearToMonth, Month };

/// Resolution of INTERVAL DAY TO SECOND types (Flink's DayTimeResolution).
enum class DayTimeResolution : std::uint8_t {
    Day,
    DayToHour,
    DayToMinute,
    DayToSecond,
    Hour,
    HourToMinute,
    HourToSecond,
    Minute,
    MinuteToSecond,
    Second,
};

/// How a value of a type is laid out in a RowBatch column and in the binary row encoding. One
/// fixed-width slot per value; variable-length data lives in the batch's arena.
enum class PhysicalType : std::uint8_t {
    None,       ///< NULL type: no slot, every value is null
    Bool,       ///< std::uint8_t 0/1
    Int8,       ///< TINYINT
    Int16,      ///< SMALLINT
    Int32,      ///< INT, DATE (days since 1970-01-01), TIME (millis of day), INTERVAL YEAR TO MONTH
                ///< (months)
    Int64,      ///< BIGINT, INTERVAL DAY TO SECOND (millis)
    Float32,    ///< FLOAT
    Float64,    ///< DOUBLE
    Decimal128, ///< DECIMAL: unscaled two's-complement 128-bit integer (Decimal128); scale from the
                ///< type
    Timestamp,  ///< TIMESTAMP / TIMESTAMP_LTZ: TimestampValue (epoch millis + nanos of milli)
    Bytes,      ///< CHAR/VARCHAR (UTF-8), BINARY/VARBINARY, and ARRAY/MAP/ROW in the row encoding:
                ///< std::string_view
};

__extension__ using Int128 = __int128;

/// DECIMAL storage: the unscaled value; the scale is the column type's.
struct Decimal128 {
    Int128 unscaled = 0;
    friend bool operator==(const Decimal128 &, const Decimal128 &) = default;
};

/// TIMESTAMP and TIMESTAMP_LTZ storage, as Flink's TimestampData: milliseconds since the epoch
/// (UTC for LTZ, "wall clock as if UTC" for TIMESTAMP) plus 0..999'999 nanoseconds within the
/// milli.
struct TimestampValue {
    std::int64_t millis = 0;
    std::int32_t nanoOfMilli = 0;
    friend bool operator==(const TimestampValue &, const TimestampValue &) = default;
    friend auto operator<=>(const TimestampValue &, const TimestampValue &) = default;
};

/// Size in bytes of one slot of a physical type (0 for None).
std::size_t physicalWidth(PhysicalType type);
/// Bytes a value of a fixed-width physical type takes packed, without the slot's padding
/// (TIMESTAMP 8 + 4); 0 for None and Bytes (no fixed width).
std::size_t packedWidth(PhysicalType type);

class LogicalType;
struct RowField;

/// A SQL logical type: root, nullability and parameters (length, precision, scale, resolution,
/// time attribute) and, for ARRAY/MAP/ROW, its children. Printing follows Flink's
/// asSummaryString(): `INT NOT NULL`, `STRING`, `DECIMAL(10, 2)`, `ROW<`a` INT>`.
class LogicalType {
public:
    static constexpr int kMaxLength = 2147483647; ///< VARCHAR/VARBINARY max: STRING, BYTES
    static constexpr int kMaxDecimalPrecision = 38;
    static constexpr int kDefaultDecimalPrecision = 10; ///< DECIMAL = DECIMAL(10, 0)
    static constexpr int kMaxTimePrecision = 9;
    static constexpr int kDefaultTimePrecision = 0;      ///< TIME = TIME(0)
    static constexpr int kDefaultTimestampPrecision = 6; ///< TIMESTAMP = TIMESTAMP(6)
    static constexpr int kDefaultYearPrecision = 2;
    static constexpr int kDefaultDayPrecision = 2;
    static constexpr int kDefaultFractionalPrecision = 6;

    /// The NULL type (always nullable).
    LogicalType();

    static LogicalType nullType();
    static LogicalType boolean(bool nullable = true);
    static LogicalType tinyInt(bool nullable = true);
    static LogicalType smallInt(bool nullable = true);
    static LogicalType integer(bool nullable = true);
    static LogicalType bigInt(bool nullable = true);
    static LogicalType floatType(bool nullable = true);
    static LogicalType doubleType(bool nullable = true);
    static LogicalType decimal(int precision = kDefaultDecimalPrecision, int scale = 0,
                               bool nullable = true);
    static LogicalType charType(int length = 1, bool nullable = true);
    static LogicalType varChar(int length, bool nullable = true);
    static LogicalType string(bool nullable = true); ///< VARCHAR(2147483647)
    static LogicalType binary(int length = 1, bool nullable = true);
    static LogicalType varBinary(int length, bool nullable = true);
    static LogicalType bytes(bool nullable = true); ///< VARBINARY(2147483647)
    static LogicalType date(bool nullable = true);
    static LogicalType time(int precision = kDefaultTimePrecision, bool nullable = true);
    static LogicalType timestamp(int precision = kDefaultTimestampPrecision, bool nullable = true);
    static LogicalType timestampLtz(int precision = kDefaultTimestampPrecision,
                                    bool nullable = true);
    static LogicalType intervalYearMonth(YearMonthResolution resolution,
                                         int yearPrecision = kDefaultYearPrecision,
                                         bool nullable = true);
    static LogicalType intervalDayTime(DayTimeResolution resolution,
                                       int dayPrecision = kDefaultDayPrecision,
                                       int fractionalPrecision = kDefaultFractionalPrecision,
                                       bool nullable = true);
    static LogicalType array(LogicalType element, bool nullable = true);
    static LogicalType map(LogicalType key, LogicalType value, bool nullable = true);
    static LogicalType multiset(LogicalType element, bool nullable = true);
    static LogicalType row(std::vector<RowField> fields, bool nullable = true);

    /// Checks the parameters against Flink's limits (DECIMAL precision 1..38 and 0 <= scale <=
    /// precision, CHAR length >= 1, TIME/TIMESTAMP precision 0..9, ...), recursively. Factories
    /// do not validate so the binder can report the user's mistake with its position.
    Status validate() const;

    LogicalTypeRoot root() const { return m_root; }
    bool isNullable() const { return m_nullable; }
    /// This type with the given nullability (the NULL type stays nullable).
    LogicalType withNullability(bool nullable) const;
    LogicalType asNullable() const { return withNullability(true); }
    LogicalType asNotNull() const { return withNullability(false); }

    /// CHAR/VARCHAR/BINARY/VARBINARY length; 0 for other roots.
    int length() const;
    /// DECIMAL precision, TIME/TIMESTAMP/TIMESTAMP_LTZ precision, interval year/day precision.
    int precision() const;
    /// DECIMAL scale; 0 otherwise.
    int scale() const;
    /// Fractional-second precision of an INTERVAL DAY TO SECOND type.
    int fractionalPrecision() const;
    YearMonthResolution yearMonthResolution() const;
    DayTimeResolution dayTimeResolution() const;

    TimeAttribute timeAttribute() const { return m_timeAttribute; }
    /// A TIMESTAMP/TIMESTAMP_LTZ marked as rowtime/proctime attribute (other roots: unchanged).
    LogicalType withTimeAttribute(TimeAttribute attribute) const;

    /// ARRAY or MULTISET element type. REQUIRES: root() == Array or Multiset
    const LogicalType &elementType() const;
    /// MAP key and value types; a MULTISET's as its map: element, INT NOT NULL count.
    /// REQUIRES: isMapLike(*this)
    const LogicalType &keyType() const;
    const LogicalType &valueType() const;
    /// ROW fields. Empty for other roots.
    std::span<const RowField> fields() const;
    /// Children: ARRAY, MULTISET → {element}; MAP → {key, value}; ROW → field types; others → {}.
    std::vector<LogicalType> children() const;

    /// How values of this type are stored in batches and encoded rows.
    PhysicalType physicalType() const;

    /// Flink's summary string, e.g. `STRING NOT NULL`, `TIMESTAMP(3) *ROWTIME*`,
    /// `TIMESTAMP_LTZ(3)`, `INTERVAL DAY(2) TO SECOND(3)`, `ARRAY<INT>`, `MAP<STRING, BIGINT>`.
    std::string toString() const;

    /// Equality of root, parameters, children (with field names) and nullability, as Flink's
    /// LogicalType.equals; like Flink, the time attribute is metadata and does not take part.
    friend bool operator==(const LogicalType &a, const LogicalType &b);
    /// Equality ignoring nullability at every level.
    bool equalsIgnoringNullability(const LogicalType &other) const;

private:
    struct Nested;

    LogicalType(LogicalTypeRoot root, bool nullable) : m_root(root), m_nullable(nullable) {}

    LogicalTypeRoot m_root = LogicalTypeRoot::Null;
    bool m_nullable = true;
    TimeAttribute m_timeAttribute = TimeAttribute::None;
    std::uint8_t m_resolution = 0; // YearMonthResolution or DayTimeResolution
    std::int32_t m_length = 0;     // length, or precision (DECIMAL, TIME, TIMESTAMP, interval lead)
    std::int32_t m_scale = 0;      // DECIMAL scale, interval fractional precision
    std::shared_ptr<const Nested> m_nested; // ARRAY/MAP/ROW children
};

/// One field of a ROW type.
struct RowField {
    std::string name;
    LogicalType type;
    std::string description;

    friend bool operator==(const RowField &, const RowField &) = default;
};

// --- Families, as Flink's LogicalTypeFamily ------------------------------------------------

bool isNumeric(const LogicalType &t);            ///< TINYINT..BIGINT, FLOAT, DOUBLE, DECIMAL
bool isIntegerNumeric(const LogicalType &t);     ///< TINYINT, SMALLINT, INT, BIGINT
bool isExactNumeric(const LogicalType &t);       ///< integers and DECIMAL
bool isApproximateNumeric(const LogicalType &t); ///< FLOAT, DOUBLE
bool isString(const LogicalType &t);             ///< CHAR, VARCHAR (CHARACTER_STRING family)
bool isBinaryString(const LogicalType &t);       ///< BINARY, VARBINARY
bool isTemporal(const LogicalType &t);  ///< DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ (DATETIME family)
bool isTimestamp(const LogicalType &t); ///< TIMESTAMP, TIMESTAMP_LTZ
bool isInterval(const LogicalType &t);  ///< INTERVAL YEAR TO MONTH, INTERVAL DAY TO SECOND
bool isConstructed(const LogicalType &t); ///< ARRAY, MAP, MULTISET, ROW
/// MAP or MULTISET: values are entries (key, value), a multiset's (element, count).
bool isMapLike(const LogicalType &t);
/// Values can be ordered with < (numbers, strings, binary, booleans, temporal, intervals).
bool isComparable(const LogicalType &t);

/// The DECIMAL(p, 0) an integer type widens to: TINYINT 3, SMALLINT 5, INT 10, BIGINT 19.
/// REQUIRES: isIntegerNumeric(t)
LogicalType integerAsDecimal(const LogicalType &t);

// --- Type merging, following Flink's LogicalTypeMerging -------------------------------------

/// Flink's adjustPrecisionScale: when precision exceeds 38, keep the integer digits and shrink the
/// scale down to no less than min(scale, 6).
LogicalType adjustedDecimal(int precision, int scale, bool nullable = true);

/// The common type of several types for comparison, CASE, COALESCE, IN, UNION
/// (findCommonType): exact numbers widen (INT, BIGINT → BIGINT; INT, DECIMAL(5, 2) →
/// DECIMAL(12, 2)), approximate wins (FLOAT with an integer → FLOAT; DECIMAL with FLOAT/DOUBLE →
/// DOUBLE), strings to the longest (VARCHAR if any is variable or lengths differ), timestamps to
/// the highest precision (LTZ if any is LTZ), NULL to anything; nullable when any input is.
/// std::nullopt when there is none (e.g. INT and BOOLEAN, or only NULL).
std::optional<LogicalType> commonType(std::span<const LogicalType> types);
std::optional<LogicalType> commonType(const LogicalType &a, const LogicalType &b);

/// Arithmetic operators for the binder.
enum class ArithmeticOp : std::uint8_t { Plus, Minus, Multiply, Divide, Modulo };

/// Result type of `a op b` (numeric: INT+BIGINT → BIGINT, INT+DOUBLE → DOUBLE, DECIMAL per Flink's
/// findAddition/Multiplication/Division/ModuloDecimalType; temporal ± interval → the temporal
/// type). An error Status names both operand types when the operation is not defined.
Result<LogicalType> arithmeticResultType(ArithmeticOp op, const LogicalType &a,
                                         const LogicalType &b);

/// Result types of SUM and AVG over a column of type t (Flink's findSumAggType/findAvgAggType):
/// integers and floats keep their type; DECIMAL(p, s) sums to DECIMAL(38, s) and averages to
/// DECIMAL(38, max(s, 6)). Always nullable (empty groups). std::nullopt for non-numeric t.
std::optional<LogicalType> sumResultType(const LogicalType &t);
std::optional<LogicalType> avgResultType(const LogicalType &t);

/// Implicit cast (assignment to a sink column, function arguments), as Flink's
/// LogicalTypeCasts.supportsImplicitCast: widening within a family, NULL to anything.
bool supportsImplicitCast(const LogicalType &from, const LogicalType &to);
/// Explicit CAST(x AS t) is defined (LogicalTypeCasts.supportsExplicitCast, predefined types).
bool supportsExplicitCast(const LogicalType &from, const LogicalType &to);

} // namespace sluice
