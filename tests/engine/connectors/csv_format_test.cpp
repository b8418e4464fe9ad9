#include "connector_test_support.h"
#include "formats/csv_format.h"

#include <QTest>

using namespace sluice;
using namespace sluice::formats;
using namespace sluice::testing;
using T = LogicalType;

namespace {

struct Csv {
    Options options;
    std::shared_ptr<const Schema> schema;
    std::unique_ptr<RowDeserializer> reader;
    std::unique_ptr<RowSerializer> writer;

    Csv(std::initializer_list<std::pair<std::string, LogicalType>> columns, Options opts = {})
        : options(std::move(opts)), schema(Schema::make(columns))
    {
        std::vector<std::size_t> cols;
        for (std::size_t i = 0; i < schema->size(); ++i)
            cols.push_back(i);
        auto r = createRowDeserializer("csv", TableOptions(options), *schema, cols);
        auto w = createRowSerializer("csv", TableOptions(options), *schema, cols);
        if (r)
            reader = std::move(*r);
        if (w)
            writer = std::move(*w);
    }

    /// Reads one record; "error: ..." when it fails.
    std::string read(std::string_view record)
    {
        RowBatch b(schema);
        Status s = reader->deserialize(record, b);
        if (!s.isOk())
            return "error: " + s.message();
        return b.size() == 1 ? formatPrintRow(b, 0) : "rows: " + std::to_string(b.size());
    }

    std::string write(const RowBatch &b, std::size_t row)
    {
        std::string out;
        Status s = writer->serialize(b, row, out);
        return s.isOk() ? out : "error: " + s.message();
    }

    /// Splits a whole text into records the way the filesystem source does.
    std::vector<std::string> records(std::string_view text, std::vector<int> *lines = nullptr)
    {
        std::vector<std::string> out;
        std::size_t pos = 0;
        int line = 1;
        while (pos < text.size()) {
            RecordSpan span = reader->nextRecord(text, pos, true);
            if (span.kind == RecordSpan::Kind::Record) {
                out.emplace_back(text.substr(span.begin, span.end - span.begin));
                if (lines)
                    lines->push_back(line);
            }
            line += span.lineBreaks;
            pos = span.next;
        }
        return out;
    }
};

} // namespace

class CsvFormatTest : public QObject {
    Q_OBJECT
private slots:
    void readsTypedFields()
    {
        Csv csv({{"id", T::integer()},
                 {"name", T::string()},
                 {"score", T::decimal(10, 2)},
                 {"ok", T::boolean()},
                 {"d", T::date()},
                 {"ts", T::timestamp(3)},
                 {"ltz", T::timestampLtz(3)},
                 {"f", T::doubleType()},
                 {"t", T::time(0)}});
        QVERIFY(csv.reader);
        QCOMPARE(csv.read("1,Alice,90.5,true,2024-01-31,2024-01-31 12:00:00.123,"
                          "2024-01-31 12:00:00Z,1e3,10:11:12"),
                 std::string("+I[1, Alice, 90.50, true, 2024-01-31, 2024-01-31T12:00:00.123, "
                             "2024-01-31T12:00:00Z, 1000.0, 10:11:12]"));
        // Numbers are trimmed as Flink does; Boolean.parseBoolean reads anything else as false;
        // DECIMAL rounds HALF_UP to the scale.
        QCOMPARE(csv.read(" 7 ,Bob, 1.005 ,yes,2024-1-5,2024-01-31 12:00:00,2024-01-31 "
                          "12:00:00Z,-0.5,00:00:00"),
                 std::string("+I[7, Bob, 1.01, false, 2024-01-05, 2024-01-31T12:00, "
                             "2024-01-31T12:00:00Z, -0.5, 00:00]"));
    }

    void quotesDelimitersAndUnicode()
    {
        Csv csv({{"a", T::string()}, {"b", T::string()}, {"c", T::integer()}});
        QCOMPARE(csv.read("\"x, \"\"y\"\"\",Zoë 日本,3"), std::string("+I[x, \"y\", Zoë 日本, 3]"));
        std::vector<std::string> fields;
        QVERIFY(static_cast<CsvRowDeserializer &>(*csv.reader).splitFields("\"\",a\"b,\"q\"x", fields));
        QCOMPARE(fields.size(), std::size_t(3));
        QCOMPARE(fields[0], std::string(""));
        QCOMPARE(fields[1], std::string("a\"b")); // a quote inside an unquoted field is literal
        QCOMPARE(fields[2], std::string("qx"));

        Csv tabs({{"a", T::string()}, {"b", T::integer()}},
                 {{"csv.field-delimiter", "\\t"}, {"csv.quote-character", "'"}});
        QVERIFY(tabs.reader);
        QCOMPARE(tabs.read("'x\ty'\t5"), std::string("+I[x\ty, 5]"));
    }

    void nullsAndNullLiteral()
    {
        Csv csv({{"a", T::string()}, {"b", T::integer()}, {"c", T::doubleType()}});
        // Flink 1.20: an empty field is '' for strings and fails to parse as a number (checked
        // against the Flink oracle); with ignore-parse-errors the value is NULL, the row kept.
        QCOMPARE(csv.read(",5,"), std::string("error: field 'c': an empty value cannot be read as DOUBLE "
                                              "(Flink's csv format reads no NULL from an empty field; "
                                              "'csv.null-literal' = '' makes it one)"));
        Csv lenient({{"a", T::string()}, {"b", T::integer()}, {"c", T::doubleType()}},
                    {{"csv.ignore-parse-errors", "true"}});
        QCOMPARE(lenient.read(",,"), std::string("+I[, null, null]"));
        Csv emptyIsNull({{"b", T::integer()}}, {{"csv.null-literal", ""}});
        QCOMPARE(emptyIsNull.read(""), std::string("+I[null]"));
        // BOOLEAN reads an empty field as Boolean.parseBoolean("") does: FALSE.
        Csv flag({{"f", T::boolean()}, {"n", T::integer()}});
        QCOMPARE(flag.read(",1"), std::string("+I[false, 1]"));
        Csv lit({{"a", T::string()}, {"b", T::integer()}}, {{"csv.null-literal", "\\N"}});
        QCOMPARE(lit.read("\\N,\\N"), std::string("+I[null, null]"));
        QCOMPARE(lit.read("x,").rfind("error: field 'b': an empty value", 0), std::size_t(0));

        // Writing: NULL as the literal, or as an empty field without one.
        RowBatch b(lit.schema);
        b.appendRow();
        QCOMPARE(lit.write(b, 0), std::string("\\N,\\N"));
        RowBatch allNull(csv.schema);
        allNull.appendRow();
        QCOMPARE(csv.write(allNull, 0), std::string(",,"));
    }

    void recordsSpanLinesInsideQuotesAndSkipComments()
    {
        Csv csv({{"a", T::integer()}, {"b", T::string()}}, {{"csv.allow-comments", "true"}});
        std::vector<int> lines;
        const auto recs = csv.records(
            "# header comment\n1,\"two\nlines\"\r\n\n2,plain\r\n# c, \"x\n3,last", &lines);
        QCOMPARE(recs.size(), std::size_t(3));
        QCOMPARE(recs[0], std::string("1,\"two\nlines\""));
        QCOMPARE(csv.read(recs[0]), std::string("+I[1, two\nlines]"));
        QCOMPARE(lines, (std::vector<int>{2, 5, 7}));
        // Incomplete records wait for more text.
        QCOMPARE(csv.reader->nextRecord("1,\"open", 0, false).kind, RecordSpan::Kind::Incomplete);
        QCOMPARE(csv.reader->nextRecord("1,x", 0, false).kind, RecordSpan::Kind::Incomplete);
        QCOMPARE(csv.reader->nextRecord("1,x", 0, true).kind, RecordSpan::Kind::Record);
    }

    void malformedRecords()
    {
        Csv csv({{"a", T::integer()}, {"b", T::string()}, {"c", T::integer()}});
        QVERIFY(csv.read("x,b,1").starts_with("error: field 'a': cannot parse 'x' as INT"));
        QCOMPARE(csv.read("1,b"),
                 std::string("error: Row length mismatch. 3 fields expected but was 2."));
        // One empty value after the last column is a trailing delimiter; any other extra value
        // fails the record, as Jackson's CSV parser does under Flink's schema.
        QCOMPARE(csv.read("1,b,2,"), std::string("+I[1, b, 2]"));
        QCOMPARE(csv.read("1,b,2,extra"),
                 std::string("error: Too many entries: expected at most 3 (value #3 (5 chars) "
                             "\"extra\")"));
        QVERIFY(csv.read("1,b,2,,").starts_with("error: Too many entries"));
        QVERIFY(csv.read("99999999999,b,1").starts_with("error:"));
        // The input ended inside a quoted value, as Jackson reports it; closed, it reads.
        QCOMPARE(csv.read("1,\"b,2\n"), std::string("error: missing closing quote for a value"));
        QCOMPARE(csv.read("1,\"b\",2"), std::string("+I[1, b, 2]"));
        Csv lenient({{"a", T::integer()}, {"b", T::string()}, {"c", T::integer()}},
                    {{"csv.ignore-parse-errors", "true"}});
        QVERIFY(lenient.reader->ignoreParseErrors());
        QCOMPARE(lenient.read("1,b"), std::string("+I[1, b, null]")); // missing fields are NULL
        QVERIFY(lenient.read("1,b,2,extra").starts_with("error: Too many entries")); // skipped
        // A value that does not convert is NULL and the row stays, as Flink's converters do.
        QCOMPARE(lenient.read("x,b,1"), std::string("+I[null, b, 1]"));
        QCOMPARE(lenient.read("1,b,99999999999"), std::string("+I[1, b, null]"));
        QCOMPARE(lenient.read("1,\"b,2\n"),
                 std::string("error: missing closing quote for a value"));
        // Option checks as Flink's factory.
        Csv bad({{"a", T::integer()}}, {{"csv.field-delimiter", ";;"}});
        QVERIFY(!bad.reader);
        Csv both({{"a", T::integer()}},
                 {{"csv.disable-quote-character", "true"}, {"csv.quote-character", "'"}});
        QVERIFY(!both.reader);
    }

    void writesLikeJacksonAndRoundTrips()
    {
        Csv csv({{"id", T::integer()},
                 {"name", T::string()},
                 {"amount", T::decimal(20, 8)},
                 {"ts", T::timestamp(3)},
                 {"d", T::date()},
                 {"ok", T::boolean()},
                 {"x", T::doubleType()},
                 {"ltz", T::timestampLtz(6)}});
        RowBatch b(csv.schema);
        auto add = [&](int id, const char *name, Int128 amount, std::int64_t ms, int day) {
            const std::size_t r = b.appendRow();
            b.set<std::int32_t>(0, r, id);
            if (name)
                b.setString(1, r, name);
            b.set<Decimal128>(2, r, Decimal128{amount});
            b.set<TimestampValue>(3, r, TimestampValue{ms, 0});
            b.set<std::int32_t>(4, r, day);
            b.set<std::uint8_t>(5, r, id % 2);
            b.set<double>(6, r, 1e10);
            b.set<TimestampValue>(7, r, TimestampValue{ms, 456000});
        };
        add(1, "Alice", 9050000000, 1706702400123, 19753);
        add(2, "has, comma \"q\"", 1, 1706702400000, 0);
        add(3, "Zoë-日本", -123456789, -1, -1);
        add(4, nullptr, 0, 0, 0);
        // Jackson quotes values with a character below ',' + 1 (space, quote, '#', ...) or longer
        // than 24 characters; numbers and booleans are never quoted; DECIMAL uses toString().
        QCOMPARE(csv.write(b, 0),
                 std::string("1,Alice,90.50000000,\"2024-01-31 12:00:00.123\","
                             "2024-01-31,true,1.0E10,\"2024-01-31 12:00:00.123456Z\""));
        QCOMPARE(csv.write(b, 1),
                 std::string("2,\"has, comma \"\"q\"\"\",1E-8,\"2024-01-31 12:00:00\","
                             "1970-01-01,false,1.0E10,\"2024-01-31 12:00:00.000456Z\""));
        QCOMPARE(csv.write(b, 2),
                 std::string("3,Zoë-日本,-1.23456789,\"1969-12-31 23:59:59.999\","
                             "1969-12-31,true,1.0E10,\"1969-12-31 23:59:59.999456Z\""));
        for (std::size_t r = 0; r < 3; ++r)
            QCOMPARE(csv.read(csv.write(b, r)), formatPrintRow(b, r));
        // As in Flink, a NULL string is written as an empty field and reads back as ''.
        QCOMPARE(csv.write(b, 3), std::string("4,,0E-8,\"1970-01-01 00:00:00\",1970-01-01,false,"
                                              "1.0E10,\"1970-01-01 00:00:00.000456Z\""));
        QVERIFY(csv.read(csv.write(b, 3)).starts_with("+I[4, , 0E-8, "));
        Csv plain({{"m", T::decimal(20, 8)}},
                  {{"csv.write-bigdecimal-in-scientific-notation", "false"}});
        RowBatch p(plain.schema);
        p.set<Decimal128>(0, p.appendRow(), Decimal128{1});
        QCOMPARE(plain.write(p, 0), std::string("0.00000001"));
    }
};

QTEST_GUILESS_MAIN(CsvFormatTest)
#include "csv_format_test.moc"
