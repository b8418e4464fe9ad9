#include "formats/csv_format.h"

#include <sluice/text.h>

#include "common/row_codec.h"
#include "config/format_column_types.h"
#include "common/value_format.h"

#include <algorithm>

namespace sluice::formats {

namespace {

// Jackson quotes every string longer than this without looking at it (loose quoting check).
constexpr std::size_t kMaxQuoteCheckChars = 24;

Result<std::optional<char>> singleChar(const TableOptions &options, std::string_view key)
{
    auto raw = options.get(key);
    if (!raw)
        return std::optional<char>{};
    const std::string value = unescapeJava(*raw);
    if (value.size() != 1)
        return Status::invalidArgument(
            sluice::Engine::tr("Option '%1' must be a string with a single character, but was: %2").arg(key).arg(*raw));
    return std::optional<char>{value[0]};
}

// Jackson's CsvDecoder unescaping of the character after the escape character.
char unescapeCsv(char c)
{
    switch (c) {
    case '0': return '\0';
    case 'n': return '\n';
    case 'r': return '\r';
    case 't': return '\t';
    default: return c;
    }
}

} // namespace

Result<CsvOptions> CsvOptions::from(const TableOptions &options)
{
    CsvOptions o;
    auto delimiter = singleChar(options, "csv.field-delimiter");
    if (!delimiter)
        return delimiter.status();
    if (*delimiter)
        o.fieldDelimiter = **delimiter;
    auto disableQuote = options.getBool("csv.disable-quote-character", false);
    if (!disableQuote)
        return disableQuote.status();
    auto quote = singleChar(options, "csv.quote-character");
    if (!quote)
        return quote.status();
    if (*disableQuote && *quote)
        return Status::invalidArgument(sluice::Engine::tr("Format cannot define a quote character and disabled "
                                                          "quote character at the same time."));
    if (*disableQuote)
        o.quoteCharacter.reset();
    else if (*quote)
        o.quoteCharacter = **quote;
    auto escape = singleChar(options, "csv.escape-character");
    if (!escape)
        return escape.status();
    o.escapeCharacter = *escape;
    auto comments = options.getBool("csv.allow-comments", false);
    if (!comments)
        return comments.status();
    o.allowComments = *comments;
    auto ignore = options.getBool("csv.ignore-parse-errors", false);
    if (!ignore)
        return ignore.status();
    o.ignoreParseErrors = *ignore;
    o.nullLiteral = options.get("csv.null-literal");
    auto scientific = options.getBool("csv.write-bigdecimal-in-scientific-notation", true);
    if (!scientific)
        return scientific.status();
    o.decimalScientific = *scientific;
    if (auto d = options.get("csv.array-element-delimiter"))
        o.arrayElementDelimiter = *d;
    return o;
}

// --- Reading ---------------------------------------------------------------------------------

Result<std::unique_ptr<RowDeserializer>>
CsvRowDeserializer::create(const TableOptions &options, const Schema &fields,
                           std::vector<std::size_t> targetColumns)
{
    auto o = CsvOptions::from(options);
    if (!o)
        return o.status();
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (Status s = checkFormatColumnType("csv", fields.name(i), fields.type(i)); !s)
            return s;
    std::unique_ptr<RowDeserializer> d =
        std::make_unique<CsvRowDeserializer>(std::move(*o), fields, std::move(targetColumns));
    return d;
}

CsvRowDeserializer::CsvRowDeserializer(CsvOptions options, Schema fields,
                                       std::vector<std::size_t> targetColumns)
    : m_options(std::move(options)), m_fields(std::move(fields)),
      m_targets(std::move(targetColumns))
{
    m_ignoreParseErrors = m_options.ignoreParseErrors;
}

RecordSpan CsvRowDeserializer::nextRecord(std::string_view text, std::size_t pos, bool atEnd) const
{
    RecordSpan span;
    span.begin = pos;
    auto endAt = [&](std::size_t end, std::size_t lineEnd) {
        // lineEnd: index of the line break ending the record, or text.size() at the end.
        span.end = end;
        if (lineEnd >= text.size()) {
            span.next = text.size();
        } else if (text[lineEnd] == '\r' && lineEnd + 1 < text.size() &&
                   text[lineEnd + 1] == '\n') {
            span.next = lineEnd + 2;
            ++span.lineBreaks;
        } else if (text[lineEnd] == '\r' && lineEnd + 1 == text.size() && !atEnd) {
            span.kind = RecordSpan::Kind::Incomplete; // "\r" then maybe "\n" in the next chunk
            return;
        } else {
            span.next = lineEnd + 1;
            ++span.lineBreaks;
        }
    };
    if (pos >= text.size()) {
        span.kind = atEnd ? RecordSpan::Kind::Skip : RecordSpan::Kind::Incomplete;
        span.next = text.size();
        return span;
    }
    const char first = text[pos];
    if (first == '\n' || first == '\r' || (m_options.allowComments && first == '#')) {
        const std::size_t eol = text.find_first_of("\r\n", pos);
        if (eol == std::string_view::npos && !atEnd)
            return span; // Incomplete
        span.kind = RecordSpan::Kind::Skip;
        endAt(eol == std::string_view::npos ? text.size() : eol,
              eol == std::string_view::npos ? text.size() : eol);
        return span;
    }
    const int quote =
        m_options.quoteCharacter ? static_cast<unsigned char>(*m_options.quoteCharacter) : -1;
    const int escape =
        m_options.escapeCharacter ? static_cast<unsigned char>(*m_options.escapeCharacter) : -1;
    bool inQuotes = false;
    bool fieldStart = true;
    int innerBreaks = 0;
    for (std::size_t i = pos; i < text.size(); ++i) {
        const int c = static_cast<unsigned char>(text[i]);
        if (inQuotes) {
            if (c == escape && i + 1 < text.size()) {
                ++i;
            } else if (c == quote) {
                if (i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) == quote) {
                    ++i; // doubled quote
                } else if (i + 1 == text.size() && !atEnd) {
                    return span; // can't tell a doubled quote from a closing one yet
                } else {
                    inQuotes = false;
                }
            } else if (c == '\n' || (c == '\r' && !(i + 1 < text.size() && text[i + 1] == '\n'))) {
                ++innerBreaks;
            }
            continue;
        }
        if (c == '\n' || c == '\r') {
            span.kind = RecordSpan::Kind::Record;
            span.lineBreaks = innerBreaks;
            endAt(i, i);
            return span;
        }
        if (fieldStart && c == quote) {
            inQuotes = true;
            fieldStart = false;
            continue;
        }
        if (c == escape && i + 1 < text.size()) {
            ++i;
            fieldStart = false;
            continue;
        }
        fieldStart = c == static_cast<unsigned char>(m_options.fieldDelimiter);
    }
    if (!atEnd)
        return span; // Incomplete
    span.kind = RecordSpan::Kind::Record;
    span.lineBreaks = innerBreaks;
    endAt(text.size(), text.size());
    return span;
}

bool CsvRowDeserializer::splitFields(std::string_view record,
                                     std::vector<std::string> &fields) const
{
    std::size_t count = 0;
    auto nextField = [&]() -> std::string & {
        if (count == fields.size())
            fields.emplace_back();
        std::string &f = fields[count++];
        f.clear();
        return f;
    };
    const int quote =
        m_options.quoteCharacter ? static_cast<unsigned char>(*m_options.quoteCharacter) : -1;
    const int escape =
        m_options.escapeCharacter ? static_cast<unsigned char>(*m_options.escapeCharacter) : -1;
    const auto delimiter = static_cast<unsigned char>(m_options.fieldDelimiter);
    std::size_t i = 0;
    while (true) {
        std::string &f = nextField();
        bool inQuotes = false;
        if (i < record.size() && static_cast<unsigned char>(record[i]) == quote) {
            inQuotes = true;
            ++i;
        }
        bool ended = false;
        for (; i < record.size(); ++i) {
            const int c = static_cast<unsigned char>(record[i]);
            if (c == escape && i + 1 < record.size()) {
                f += unescapeCsv(record[++i]);
            } else if (inQuotes && c == quote) {
                if (i + 1 < record.size() && static_cast<unsigned char>(record[i + 1]) == quote) {
                    f += record[++i];
                } else {
                    inQuotes = false; // text after the closing quote is kept, as Jackson does
                }
            } else if (!inQuotes && c == delimiter) {
                ++i;
                ended = true;
                break;
            } else {
                f += static_cast<char>(c);
            }
        }
        if (!ended) {
            fields.resize(count);
            return !inQuotes;
        }
    }
}

Status CsvRowDeserializer::setNested(RowBatch &batch, std::size_t col, std::size_t row,
                                     const LogicalType &type, std::string_view text) const
{
    // The parts of an ARRAY or ROW value, split at the element delimiter; an empty field is an
    // empty array, or a NULL row.
    std::vector<std::string_view> parts;
    const std::string &delimiter = m_options.arrayElementDelimiter;
    if (!text.empty()) {
        for (std::size_t at = 0;;) {
            const std::size_t next = delimiter.empty() ? std::string_view::npos : text.find(delimiter, at);
            parts.push_back(text.substr(at, next == std::string_view::npos ? std::string_view::npos : next - at));
            if (next == std::string_view::npos)
                break;
            at = next + delimiter.size();
        }
    }
    if (type.root() == LogicalTypeRoot::Row) {
        if (text.empty())
            return Status::ok(); // NULL
        if (parts.size() != type.fields().size())
            return Status::invalidArgument(sluice::Engine::tr("Row length mismatch. %1 fields expected but was %2.")
                                               .arg(type.fields().size())
                                               .arg(parts.size()));
        RowBatch fields(std::make_shared<const Schema>(Schema::fromRowType(type)), 1);
        const std::size_t r = fields.appendRow();
        for (std::size_t i = 0; i < parts.size(); ++i)
            if (Status s = setValueFromText(fields, i, r, type.fields()[i].type, parts[i],
                                            TimestampStyle::Sql);
                !s)
                return s;
        batch.setString(col, row, encodeRowValue(fields, r));
        return Status::ok();
    }
    RowBatch elements(Schema::make({{"element", type.elementType()}}),
                      std::max<std::size_t>(1, parts.size()));
    for (std::string_view part : parts) {
        const std::size_t r = elements.appendRow();
        if (Status s = setValueFromText(elements, 0, r, type.elementType(), part, TimestampStyle::Sql); !s)
            return s;
    }
    batch.setString(col, row, encodeArrayValue(elements, 0));
    return Status::ok();
}

Status CsvRowDeserializer::deserialize(std::string_view record, RowBatch &batch)
{
    // Jackson fails such a record too ("Missing closing quote for value").
    if (!splitFields(record, m_scratch))
        return Status::invalidArgument(sluice::Engine::tr("missing closing quote for a value"));
    const std::size_t expected = m_fields.size();
    if (m_scratch.size() > expected) {
        // Jackson's CSV parser, reading with Flink's schema, takes one empty value after the last
        // column as a trailing delimiter (ALLOW_TRAILING_COMMA) and fails on any other extra
        // value, so the record is malformed even with ignore-parse-errors (then skipped).
        const std::string &extra = m_scratch[expected];
        const bool trailingDelimiter =
            m_scratch.size() == expected + 1 && extra.find_first_not_of(" \t") == std::string::npos;
        if (!trailingDelimiter)
            return Status::invalidArgument(
                sluice::Engine::tr("Too many entries: expected at most %1 (value #%2 (%3 chars) \"%4\")")
                    .arg(expected)
                    .arg(expected)
                    .arg(extra.size())
                    .arg(extra));
    }
    if (m_scratch.size() < expected && !m_options.ignoreParseErrors)
        return Status::invalidArgument(sluice::Engine::tr("Row length mismatch. %1 fields expected but was %2.")
                                           .arg(expected)
                                           .arg(m_scratch.size()));
    const std::size_t row = batch.appendRow();
    for (std::size_t i = 0; i < expected; ++i) {
        const std::size_t col = m_targets[i];
        if (i >= m_scratch.size())
            continue; // a short row with ignore-parse-errors: missing fields are NULL
        const std::string &text = m_scratch[i];
        const LogicalType &type = m_fields.type(i);
        if (m_options.nullLiteral && text == *m_options.nullLiteral)
            continue;
        // An empty field is no NULL in Flink 1.20's CSV format: it is "" for strings, FALSE
        // for BOOLEAN (Boolean.parseBoolean), no bytes for BYTES, and fails to parse for the
        // other types, as any other text that does not convert.
        Status s = isConstructed(type) ? setNested(batch, col, row, type, text)
                                       : setValueFromText(batch, col, row, type, text, TimestampStyle::Sql);
        if (!s.isOk() && m_options.ignoreParseErrors) {
            // Flink's converters read a value that does not convert as NULL and keep the row.
            batch.setNull(col, row);
        } else if (!s.isOk()) {
            batch.resize(row);
            if (text.empty())
                return Status::invalidArgument(
                    sluice::Engine::tr("field '%1': an empty value cannot be read as %2 (Flink's csv format reads "
                                       "no NULL from an empty field; 'csv.null-literal' = '' makes it one)")
                        .arg(m_fields.name(i))
                        .arg(type.toString()));
            return Status::invalidArgument(sluice::Engine::tr("field '%1': %2").arg(m_fields.name(i)).arg(s.text()));
        }
    }
    return Status::ok();
}

// --- Writing ---------------------------------------------------------------------------------

Result<std::unique_ptr<RowSerializer>>
CsvRowSerializer::create(const TableOptions &options, const Schema &fields,
                         std::vector<std::size_t> sourceColumns)
{
    auto o = CsvOptions::from(options);
    if (!o)
        return o.status();
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (Status s = checkFormatColumnType("csv", fields.name(i), fields.type(i)); !s)
            return s;
    std::unique_ptr<RowSerializer> s =
        std::make_unique<CsvRowSerializer>(std::move(*o), fields, std::move(sourceColumns));
    return s;
}

CsvRowSerializer::CsvRowSerializer(CsvOptions options, Schema fields,
                                   std::vector<std::size_t> sourceColumns)
    : m_options(std::move(options)), m_fields(std::move(fields)),
      m_sources(std::move(sourceColumns))
{
    int minSafe = static_cast<unsigned char>(m_options.fieldDelimiter);
    if (m_options.quoteCharacter)
        minSafe = std::max(minSafe,
                           static_cast<int>(static_cast<unsigned char>(*m_options.quoteCharacter)));
    m_minSafeChar = std::max(minSafe, static_cast<int>('\n')) + 1;
}

void CsvRowSerializer::appendText(std::string &out, std::string_view text) const
{
    // Jackson's loose check (CsvEncoder._mayNeedQuotes): quote long values and any containing a
    // character below the "safe" one (the highest of delimiter, quote and line separator).
    bool quote = false;
    const int escape =
        m_options.escapeCharacter ? static_cast<unsigned char>(*m_options.escapeCharacter) : -1;
    if (m_options.quoteCharacter) {
        // Jackson counts UTF-16 code units: one per UTF-8 lead byte, two for 4-byte sequences.
        std::size_t units = 0;
        for (const char ch : text) {
            const auto c = static_cast<unsigned char>(ch);
            units += (c & 0xC0) != 0x80 ? 1 : 0;
            units += c >= 0xF0 ? 1 : 0;
        }
        if (units > kMaxQuoteCheckChars) {
            quote = true;
        } else {
            for (const char ch : text) {
                const int c = static_cast<unsigned char>(ch);
                if (c < m_minSafeChar || c == escape) {
                    quote = true;
                    break;
                }
            }
        }
    }
    if (!quote) {
        out += text;
        return;
    }
    const char q = *m_options.quoteCharacter;
    out += q;
    for (const char c : text) {
        if (c == q)
            out += escape >= 0 ? static_cast<char>(escape) : q;
        else if (static_cast<unsigned char>(c) == escape)
            out += c;
        out += c;
    }
    out += q;
}

void CsvRowSerializer::appendPlainValue(std::string &out, const RowBatch &batch, std::size_t col,
                                        std::size_t row, const LogicalType &type) const
{
    switch (type.root()) {
    case LogicalTypeRoot::Boolean:
        out += batch.get<std::uint8_t>(col, row) ? "true" : "false";
        break;
    case LogicalTypeRoot::TinyInt:
        out += std::to_string(batch.get<std::int8_t>(col, row));
        break;
    case LogicalTypeRoot::SmallInt:
        out += std::to_string(batch.get<std::int16_t>(col, row));
        break;
    case LogicalTypeRoot::Integer:
        out += std::to_string(batch.get<std::int32_t>(col, row));
        break;
    case LogicalTypeRoot::BigInt:
        out += std::to_string(batch.get<std::int64_t>(col, row));
        break;
    case LogicalTypeRoot::Float: out += javaFloatToString(batch.get<float>(col, row)); break;
    case LogicalTypeRoot::Double: out += javaDoubleToString(batch.get<double>(col, row)); break;
    case LogicalTypeRoot::Decimal: {
        const Int128 v = batch.get<Decimal128>(col, row).unscaled;
        out += m_options.decimalScientific ? javaBigDecimalToString(v, type.scale())
                                           : decimalToPlainString(v, type.scale());
        break;
    }
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar: out += batch.getString(col, row); break;
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary:
        appendBase64(out, batch.getString(col, row));
        break;
    case LogicalTypeRoot::Date:
        out += javaLocalDate(batch.get<std::int32_t>(col, row));
        break;
    case LogicalTypeRoot::Time:
        appendTime(out, std::int64_t{batch.get<std::int32_t>(col, row)} * 1'000'000);
        break;
    case LogicalTypeRoot::Timestamp:
    case LogicalTypeRoot::TimestampLtz:
        appendTimestamp(out, batch.get<TimestampValue>(col, row), TimestampStyle::Sql,
                        type.root() == LogicalTypeRoot::TimestampLtz);
        break;
    default: break; // rejected by create(); nested values are joined by serialize()
    }
}

Status CsvRowSerializer::serialize(const RowBatch &batch, std::size_t row, std::string &out)
{
    for (std::size_t i = 0; i < m_sources.size(); ++i) {
        if (i > 0)
            out += m_options.fieldDelimiter;
        const std::size_t col = m_sources[i];
        if (batch.isNull(col, row)) {
            if (m_options.nullLiteral)
                out += *m_options.nullLiteral;
            continue;
        }
        const LogicalType &type = m_fields.type(i);
        if (isConstructed(type)) {
            // The elements' text joined by the element delimiter, quoted as one value.
            auto parts = type.root() == LogicalTypeRoot::Row
                             ? decodeRowValue(batch.getString(col, row), type)
                             : decodeArrayValue(batch.getString(col, row), type.elementType());
            if (!parts)
                return parts.status();
            std::string joined;
            const bool isRow = type.root() == LogicalTypeRoot::Row;
            const std::size_t n = isRow ? parts->columnCount() : parts->size();
            for (std::size_t k = 0; k < n; ++k) {
                if (k > 0)
                    joined += m_options.arrayElementDelimiter;
                const std::size_t c = isRow ? k : 0;
                const std::size_t r = isRow ? 0 : k;
                if (!parts->isNull(c, r))
                    appendPlainValue(joined, *parts, c, r, parts->schema().type(c));
            }
            appendText(out, joined);
            continue;
        }
        if (isString(type) || isBinaryString(type) || isTemporal(type)) {
            m_text.clear();
            appendPlainValue(m_text, batch, col, row, type);
            appendText(out, m_text);
        } else {
            appendPlainValue(out, batch, col, row, type);
        }
    }
    return Status::ok();
}

} // namespace sluice::formats
