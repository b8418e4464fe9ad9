#include "common/row_codec.h"
#include "connector_test_support.h"
#include "formats/json_format.h"

#include <QTest>

using namespace sluice;
using namespace sluice::formats;
using namespace sluice::testing;
using T = LogicalType;

namespace {

struct Json {
    Options options;
    std::shared_ptr<const Schema> schema;
    std::unique_ptr<RowDeserializer> reader;
    std::unique_ptr<RowSerializer> writer;
    Status createError;

    Json(std::vector<RowField> columns, Options opts = {})
        : options(std::move(opts)), schema(Schema::make(std::move(columns)))
    {
        std::vector<std::size_t> cols;
        for (std::size_t i = 0; i < schema->size(); ++i)
            cols.push_back(i);
        auto r = createRowDeserializer("json", TableOptions(options), *schema, cols);
        auto w = createRowSerializer("json", TableOptions(options), *schema, cols);
        if (r)
            reader = std::move(*r);
        else
            createError = r.status();
        if (w)
            writer = std::move(*w);
    }

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

    std::string roundTrip(std::string_view record)
    {
        RowBatch b(schema);
        Status s = reader->deserialize(record, b);
        if (!s.isOk())
            return "error: " + s.message();
        return write(b, 0);
    }
};

RowField f(std::string name, LogicalType type)
{
    return {std::move(name), std::move(type), {}};
}

} // namespace

class JsonFormatTest : public QObject {
    Q_OBJECT
private slots:
    void readsFieldsByName()
    {
        Json json({f("id", T::bigInt()), f("name", T::string()), f("score", T::decimal(38, 18)),
                   f("ok", T::boolean()), f("missing", T::integer())});
        QCOMPARE(
            json.read(
                "{\"name\":\"Zoë \\\"日本\\\"\\n\",\"id\":12,\"score\":1.123456789012345678901,"
                "\"ok\":true,\"extra\":[1]}"),
            std::string("+I[12, Zoë \"日本\"\n, 1.123456789012345679, true, null]"));
        // Numbers as strings and strings for numbers, as Jackson's asText/canConvertTo* allow.
        QCOMPARE(json.read(R"({"id":"  7 ","name":42,"score":"2.5","ok":"TRUE"})"),
                 std::string("+I[7, 42, 2.500000000000000000, true, null]"));
        QCOMPARE(json.read(R"({"id":3.9,"name":{"a":[1,2]},"score":null})"),
                 std::string("+I[3, {\"a\":[1,2]}, null, null, null]"));
        // A DECIMAL that does not fit reads as NULL (DecimalData.fromBigDecimal).
        Json small({f("d", T::decimal(3, 1))});
        QCOMPARE(small.read(R"({"d":123.4})"), std::string("+I[null]"));
        QCOMPARE(small.read(R"({"d":12.34})"), std::string("+I[12.3]"));
    }

    void timestampsInBothStandards()
    {
        Json sql({f("ts", T::timestamp(3)), f("ltz", T::timestampLtz(3)), f("d", T::date()),
                  f("t", T::time(0))});
        QCOMPARE(
            sql.read(
                R"({"ts":"2024-01-31 12:00:00.5","ltz":"2024-01-31 12:00:00Z","d":"2024-01-31","t":"10:11:12"})"),
            std::string("+I[2024-01-31T12:00:00.500, 2024-01-31T12:00:00Z, 2024-01-31, 10:11:12]"));
        QVERIFY(sql.read(R"({"ts":"2024-01-31T12:00:00"})").starts_with("error: field 'ts'"));
        QCOMPARE(
            sql.roundTrip(
                R"({"ts":"2024-01-31 12:00:00.5","ltz":"2024-01-31 12:00:00.001Z","d":"2024-01-31","t":"10:11:12"})"),
            std::string(
                R"({"ts":"2024-01-31 12:00:00.5","ltz":"2024-01-31 12:00:00.001Z","d":"2024-01-31","t":"10:11:12"})"));
        Json iso({f("ts", T::timestamp(3)), f("ltz", T::timestampLtz(3))},
                 {{"json.timestamp-format.standard", "ISO-8601"}});
        QCOMPARE(iso.read(R"({"ts":"2024-01-31T12:00","ltz":"2024-01-31T12:00:00.123Z"})"),
                 std::string("+I[2024-01-31T12:00, 2024-01-31T12:00:00.123Z]"));
        QCOMPARE(iso.roundTrip(R"({"ts":"2024-01-31T12:00","ltz":"2024-01-31T12:00:00.123Z"})"),
                 std::string(R"({"ts":"2024-01-31T12:00:00","ltz":"2024-01-31T12:00:00.123Z"})"));
    }

    void malformedAndMissing()
    {
        Json json({f("a", T::integer()), f("b", T::string())});
        QVERIFY(json.read(R"({"a":1,)").starts_with("error: invalid JSON"));
        QVERIFY(json.read("[1,2]").starts_with("error: a JSON object is expected"));
        QVERIFY(json.read(R"({"a":"x"})").starts_with("error: field 'a': cannot parse 'x' as INT"));
        QVERIFY(json.read(R"({"a":[1]})").starts_with("error: field 'a'"));
        QCOMPARE(json.read(R"({"b":"only"})"), std::string("+I[null, only]"));
        Json strict({f("a", T::integer()), f("b", T::string())},
                    {{"json.fail-on-missing-field", "true"}});
        QCOMPARE(strict.read(R"({"b":"only"})"),
                 std::string("error: Could not find field with name 'a'."));
        Json both({f("a", T::integer())},
                  {{"json.fail-on-missing-field", "true"}, {"json.ignore-parse-errors", "true"}});
        QVERIFY(!both.reader);
        QVERIFY(both.createError.message().find("shouldn't both be true") != std::string::npos);
        Json lenient({f("a", T::integer()), f("b", T::string())},
                     {{"json.ignore-parse-errors", "true"}});
        QVERIFY(lenient.reader->ignoreParseErrors());
        // As Flink's converters: a value that does not convert is NULL and the row stays; a
        // record that is not a JSON object is still an error (the caller skips it).
        QCOMPARE(lenient.read(R"({"a":"x","b":"kept"})"), std::string("+I[null, kept]"));
        QCOMPARE(lenient.read(R"({"a":[1],"b":"kept"})"), std::string("+I[null, kept]"));
        QVERIFY(lenient.read(R"({"a":1,)").starts_with("error: invalid JSON"));
        QVERIFY(lenient.read("[1]").starts_with("error: a JSON object is expected"));
    }

    void emptyMessagesAndTrailingText()
    {
        // Flink's JsonParser decoding (the default since 1.18) reads an empty message as no row
        // and stops after the first value, so what follows it does not matter.
        Json json({f("a", T::integer())});
        QCOMPARE(json.read(""), std::string("rows: 0"));
        QCOMPARE(json.read(R"({"a":1} trailing text)"), std::string("+I[1]"));
        QCOMPARE(json.read(R"({"a":1}{"a":2})"), std::string("+I[1]"));
        QVERIFY(json.read("   ").starts_with("error: invalid JSON"));
    }

    void writesEveryColumnWithNulls()
    {
        Json json({f("id", T::integer()), f("name", T::string()), f("m", T::decimal(10, 8)),
                   f("x", T::doubleType()), f("bin", T::bytes()), f("ok", T::boolean())});
        RowBatch b(json.schema);
        std::size_t r = b.appendRow();
        b.set<std::int32_t>(0, r, 1);
        b.setString(1, r, "tab\there \"q\" \x01 é");
        b.set<Decimal128>(2, r, Decimal128{1});
        b.set<double>(3, r, 0.1);
        b.setString(4, r, std::string("\x01\xff", 2));
        b.set<std::uint8_t>(5, r, 0);
        QCOMPARE(json.write(b, 0),
                 std::string("{\"id\":1,\"name\":\"tab\\there \\\"q\\\" \\u0001 é\",\"m\":1E-8,"
                             "\"x\":0.1,\"bin\":\"Af8=\",\"ok\":false}"));
        r = b.appendRow();
        b.set<double>(3, r, std::numeric_limits<double>::quiet_NaN());
        QCOMPARE(json.write(b, 1),
                 std::string(R"({"id":null,"name":null,"m":null,"x":"NaN","bin":null,"ok":null})"));
        QCOMPARE(json.read(json.write(b, 0)), formatPrintRow(b, 0));
        Json plain({f("m", T::decimal(10, 8))}, {{"json.encode.decimal-as-plain-number", "true"}});
        RowBatch p(plain.schema);
        p.set<Decimal128>(0, p.appendRow(), Decimal128{1});
        QCOMPARE(plain.write(p, 0), std::string(R"({"m":0.00000001})"));
    }

    void nestedTypes()
    {
        const T rowType = T::row({f("x", T::integer()), f("y", T::string())});
        Json json({f("arr", T::array(T::integer())), f("m", T::map(T::string(), T::bigInt())),
                   f("r", rowType)});
        const std::string text =
            R"({"arr":[1,null,3],"m":{"a":1,"b":null},"r":{"x":5,"y":"five"}})";
        QCOMPARE(json.read(text), std::string("+I[[1, null, 3], {a=1, b=null}, +I[5, five]]"));
        QCOMPARE(json.roundTrip(text), text);
        QVERIFY(json.read(R"({"arr":{"a":1}})").starts_with("error: field 'arr'"));

        // A NULL map key fails by default, or is dropped / written as the literal.
        RowBatch entries(Schema::make({{"key", T::string()}, {"value", T::bigInt()}}));
        std::size_t e = entries.appendRow();
        entries.set<std::int64_t>(1, e, 9);
        const std::string mapBytes = encodeMapValue(entries);
        auto mapJson = [&](Options o) {
            Json j({f("m", T::map(T::string(), T::bigInt()))}, std::move(o));
            RowBatch b(j.schema);
            b.setString(0, b.appendRow(), mapBytes);
            return j.write(b, 0);
        };
        QVERIFY(mapJson({}).starts_with("error: JSON format doesn't support"));
        QCOMPARE(mapJson({{"json.map-null-key.mode", "DROP"}}), std::string(R"({"m":{}})"));
        QCOMPARE(
            mapJson({{"json.map-null-key.mode", "LITERAL"}, {"json.map-null-key.literal", "nil"}}),
            std::string(R"({"m":{"nil":9}})"));
    }
};

QTEST_GUILESS_MAIN(JsonFormatTest)
#include "json_format_test.moc"
