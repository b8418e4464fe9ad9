#include "formats/row_format.h"

#include <sluice/text.h>

#include "formats/csv_format.h"
#include "formats/json_format.h"

namespace sluice::formats {

RecordSpan RowDeserializer::nextRecord(std::string_view text, std::size_t pos, bool atEnd) const
{
    // One record per line ("\n", "\r\n"); blank lines carry nothing.
    RecordSpan span;
    span.begin = pos;
    const std::size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) {
        if (!atEnd) {
            span.kind = RecordSpan::Kind::Incomplete;
            return span;
        }
        span.end = text.size();
        span.next = text.size();
        span.lineBreaks = 0;
    } else {
        span.end = nl;
        span.next = nl + 1;
        span.lineBreaks = 1;
    }
    if (span.end > span.begin && text[span.end - 1] == '\r')
        --span.end;
    const std::string_view line = text.substr(span.begin, span.end - span.begin);
    span.kind = trimJava(line).empty() ? RecordSpan::Kind::Skip : RecordSpan::Kind::Record;
    return span;
}

bool isSupportedFormat(std::string_view format)
{
    return format == "csv" || format == "json";
}

Result<std::unique_ptr<RowDeserializer>>
createRowDeserializer(std::string_view format, const TableOptions &options, const Schema &fields,
                      std::vector<std::size_t> targetColumns)
{
    if (format == "csv")
        return CsvRowDeserializer::create(options, fields, std::move(targetColumns));
    if (format == "json")
        return JsonRowDeserializer::create(options, fields, std::move(targetColumns));
    return Status::unsupported(
        sluice::Engine::tr("Format '%1' is not supported here; use 'csv' or 'json'").arg(format));
}

Result<std::unique_ptr<RowSerializer>> createRowSerializer(std::string_view format,
                                                           const TableOptions &options,
                                                           const Schema &fields,
                                                           std::vector<std::size_t> sourceColumns)
{
    if (format == "csv")
        return CsvRowSerializer::create(options, fields, std::move(sourceColumns));
    if (format == "json")
        return JsonRowSerializer::create(options, fields, std::move(sourceColumns));
    return Status::unsupported(
        sluice::Engine::tr("Format '%1' is not supported here; use 'csv' or 'json'").arg(format));
}

bool isTextConvertible(const LogicalType &type)
{
    switch (type.root()) {
    case LogicalTypeRoot::Boolean:
    case LogicalTypeRoot::TinyInt:
    case LogicalTypeRoot::SmallInt:
    case LogicalTypeRoot::Integer:
    case LogicalTypeRoot::BigInt:
    case LogicalTypeRoot::Float:
    case LogicalTypeRoot::Double:
    case LogicalTypeRoot::Decimal:
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar:
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary:
    case LogicalTypeRoot::Date:
    case LogicalTypeRoot::Time:
    case LogicalTypeRoot::Timestamp:
    case LogicalTypeRoot::TimestampLtz: return true;
    default: return false;
    }
}

namespace {

Status cannotParse(std::string_view text, const LogicalType &type)
{
    std::string shown(text.substr(0, 200));
    return Status::invalidArgument(
        sluice::Engine::tr("cannot parse '%1' as %2").arg(shown).arg(type.asNullable().toString()));
}

} // namespace

Status setValueFromText(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type,
                        std::string_view text, TimestampStyle style)
{
    std::int64_t i = 0;
    switch (type.root()) {
    case LogicalTypeRoot::Boolean:
        batch.set<std::uint8_t>(col, row, parseJavaBoolean(trimJava(text)) ? 1 : 0);
        return Status::ok();
    case LogicalTypeRoot::TinyInt:
        if (!parseJavaInteger(trimJava(text), INT8_MIN, INT8_MAX, i))
            return cannotParse(text, type);
        batch.set<std::int8_t>(col, row, static_cast<std::int8_t>(i));
        return Status::ok();
    case LogicalTypeRoot::SmallInt:
        if (!parseJavaInteger(trimJava(text), INT16_MIN, INT16_MAX, i))
            return cannotParse(text, type);
        batch.set<std::int16_t>(col, row, static_cast<std::int16_t>(i));
        return Status::ok();
    case LogicalTypeRoot::Integer:
        if (!parseJavaInteger(trimJava(text), INT32_MIN, INT32_MAX, i))
            return cannotParse(text, type);
        batch.set<std::int32_t>(col, row, static_cast<std::int32_t>(i));
        return Status::ok();
    case LogicalTypeRoot::BigInt:
        if (!parseJavaInteger(trimJava(text), INT64_MIN, INT64_MAX, i))
            return cannotParse(text, type);
        batch.set<std::int64_t>(col, row, i);
        return Status::ok();
    case LogicalTypeRoot::Float:
    case LogicalTypeRoot::Double: {
        double d = 0;
        if (!parseJavaDouble(text, d))
            return cannotParse(text, type);
        if (type.root() == LogicalTypeRoot::Float)
            batch.set<float>(col, row, static_cast<float>(d));
        else
            batch.set<double>(col, row, d);
        return Status::ok();
    }
    case LogicalTypeRoot::Decimal: {
        Int128 unscaled = 0;
        switch (parseDecimal(trimJava(text), type.precision(), type.scale(), unscaled)) {
        case DecimalParse::Ok: batch.set<Decimal128>(col, row, Decimal128{unscaled}); break;
        case DecimalParse::Overflow:
            batch.setNull(col, row);
            break; // as DecimalData.fromBigDecimal
        case DecimalParse::Invalid: return cannotParse(text, type);
        }
        return Status::ok();
    }
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar: batch.setString(col, row, text); return Status::ok();
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary: {
        std::string bytes;
        if (!decodeBase64(text, bytes))
            return Status::invalidArgument(sluice::Engine::tr("cannot decode '%1' as base64 for %2")
                                               .arg(text.substr(0, 200))
                                               .arg(type.asNullable().toString()));
        batch.setString(col, row, bytes);
        return Status::ok();
    }
    case LogicalTypeRoot::Date: {
        std::int32_t day = 0;
        if (!parseDate(text, day, style == TimestampStyle::Sql))
            return cannotParse(text, type);
        batch.set<std::int32_t>(col, row, day);
        return Status::ok();
    }
    case LogicalTypeRoot::Time: {
        std::int64_t nanos = 0;
        if (!parseTime(text, nanos, style == TimestampStyle::Iso8601))
            return cannotParse(text, type);
        batch.set<std::int32_t>(col, row, static_cast<std::int32_t>(nanos / 1'000'000));
        return Status::ok();
    }
    case LogicalTypeRoot::Timestamp:
    case LogicalTypeRoot::TimestampLtz: {
        TimestampValue ts;
        if (!parseTimestamp(text, style, type.root() == LogicalTypeRoot::TimestampLtz, ts))
            return cannotParse(text, type);
        batch.set<TimestampValue>(col, row, ts);
        return Status::ok();
    }
    default: return Status::unsupported(sluice::Engine::tr("type %1 cannot be read from text").arg(type.toString()));
    }
}

} // namespace sluice::formats
