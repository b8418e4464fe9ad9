#include "common/row_codec.h"

#include <QTest>

#include <limits>
#include <string>

using namespace std::string_literals;

using namespace sluice;
using T = LogicalType;

namespace {
std::shared_ptr<const Schema> allTypes()
{
    return Schema::make({{"b", T::boolean()},
                         {"i8", T::tinyInt()},
                         {"i16", T::smallInt()},
                         {"i32", T::integer()},
                         {"i64", T::bigInt()},
                         {"f", T::floatType()},
                         {"d", T::doubleType()},
                         {"dec", T::decimal(10, 2)},
                         {"bigdec", T::decimal(38, 4)},
                         {"s", T::string()},
                         {"bin", T::bytes()},
                         {"date", T::date()},
                         {"time", T::time(3)},
                         {"ts3", T::timestamp(3)},
                         {"ts9", T::timestampLtz(9)},
                         {"n", T::nullType()}});
}

void fillRow(RowBatch &b, bool nulls)
{
    const std::size_t r = b.appendRow(RowKind::UpdateAfter);
    if (nulls)
        return; // every column NULL
    b.set<std::uint8_t>(0, r, 1);
    b.set<std::int8_t>(1, r, -5);
    b.set<std::int16_t>(2, r, -300);
    b.set<std::int32_t>(3, r, 123456);
    b.set<std::int64_t>(4, r, std::numeric_limits<std::int64_t>::min());
    b.set<float>(5, r, 1.5f);
    b.set<double>(6, r, -2.25);
    b.set<Decimal128>(7, r, Decimal128{-12345});
    Int128 huge = 1;
    for (int i = 0; i < 37; ++i)
        huge *= 10;
    b.set<Decimal128>(8, r, Decimal128{-huge});
    b.setString(9, r, "héllo, 世界 🙂");
    b.setString(10, r, std::string_view("\0\xff\x01", 3));
    b.set<std::int32_t>(11, r, 19723);
    b.set<std::int32_t>(12, r, 36000123);
    b.set<TimestampValue>(13, r, TimestampValue{1704103200123, 0});
    b.set<TimestampValue>(14, r, TimestampValue{-1, 999999});
}
} // namespace

class RowCodecTest : public QObject {
    Q_OBJECT
private slots:
    void roundTripsEveryTypeWithAndWithoutNulls()
    {
        auto schema = allTypes();
        RowBatch in(schema);
        fillRow(in, false);
        fillRow(in, true);
        RowCodec codec = RowCodec::forSchema(*schema);
        RowBatch out(schema);
        for (std::size_t r = 0; r < in.size(); ++r) {
            std::string bytes;
            codec.encode(in, r, bytes, true);
            QVERIFY(codec.decodeAppend(bytes, out, true).isOk());
            QCOMPARE(*RowCodec::peekKind(bytes), RowKind::UpdateAfter);
        }
        QCOMPARE(out.size(), std::size_t{2});
        for (std::size_t c = 0; c < schema->size(); ++c) {
            QCOMPARE(out.isNull(c, 0), c == 15);
            QVERIFY(out.isNull(c, 1));
        }
        QCOMPARE(out.kind(0), RowKind::UpdateAfter);
        QCOMPARE(out.get<std::int64_t>(4, 0), std::numeric_limits<std::int64_t>::min());
        QCOMPARE(out.get<Decimal128>(7, 0).unscaled, Int128{-12345});
        QVERIFY(out.get<Decimal128>(8, 0) == in.get<Decimal128>(8, 0));
        QCOMPARE(out.getString(9, 0), std::string_view("héllo, 世界 🙂"));
        QCOMPARE(out.getString(10, 0), std::string_view("\0\xff\x01", 3));
        QCOMPARE(out.get<std::int32_t>(12, 0), 36000123);
        QVERIFY(out.get<TimestampValue>(13, 0) == (TimestampValue{1704103200123, 0}));
        QVERIFY(out.get<TimestampValue>(14, 0) == (TimestampValue{-1, 999999}));
        QCOMPARE(out.get<double>(6, 0), -2.25);
    }

    void encodingIsCompactAndDeterministic()
    {
        auto schema =
            Schema::make({{"k", T::bigInt()}, {"ts", T::timestamp(3)}, {"s", T::string()}});
        RowBatch b(schema);
        for (int i = 0; i < 2; ++i) {
            const std::size_t r = b.appendRow();
            b.set<std::int64_t>(0, r, 42);
            b.set<TimestampValue>(1, r, TimestampValue{5, 0});
            b.setString(2, r, "abc");
        }
        RowCodec codec = RowCodec::forSchema(*schema);
        std::string a, c;
        codec.encode(b, 0, a);
        codec.encode(b, 1, c);
        QCOMPARE(a, c);
        // 1 bitmap byte + 8 (BIGINT) + 8 (TIMESTAMP(3) as millis) + 1 (varint) + 3
        QCOMPARE(a.size(), std::size_t{21});
    }

    void keyEncodingNormalisesFloatsAndSelectsColumns()
    {
        auto schema = Schema::make({{"x", T::doubleType()}, {"name", T::string()}});
        RowBatch b(schema);
        for (double v : {0.0, -0.0, std::numeric_limits<double>::quiet_NaN(),
                         -std::numeric_limits<double>::quiet_NaN()}) {
            const std::size_t r = b.appendRow();
            b.set<double>(0, r, v);
            b.setString(1, r, "n");
        }
        RowCodec key = RowCodec::forKey(*schema, {0});
        std::string k0, k1, k2, k3;
        key.encode(b, 0, k0);
        key.encode(b, 1, k1);
        key.encode(b, 2, k2);
        key.encode(b, 3, k3);
        QCOMPARE(k0, k1);
        QCOMPARE(k2, k3);
        QVERIFY(k0 != k2);
        QCOMPARE(k0.size(), std::size_t{9});

        // A key decodes into any position of a wider batch.
        auto wide = Schema::make({{"pad", T::integer()}, {"x", T::doubleType()}});
        RowBatch out(wide);
        const std::size_t r = out.appendRow();
        QVERIFY(key.decodeInto(k0, out, r, 1).isOk());
        QVERIFY(out.isNull(0, r));
        QCOMPARE(out.get<double>(1, r), 0.0);
    }

    void corruptInputIsAnErrorNotACrash()
    {
        auto schema = Schema::make({{"s", T::string()}, {"i", T::integer()}});
        RowBatch b(schema);
        const std::size_t r = b.appendRow();
        b.setString(0, r, "hello");
        b.set<std::int32_t>(1, r, 5);
        RowCodec codec = RowCodec::forSchema(*schema);
        std::string bytes;
        codec.encode(b, r, bytes);
        RowBatch out(schema);
        for (std::size_t cut = 0; cut < bytes.size(); ++cut) {
            Status s = codec.decodeAppend(std::string_view(bytes).substr(0, cut), out);
            QVERIFY(!s.isOk());
            QCOMPARE(s.code(), StatusCode::InvalidArgument);
        }
        QCOMPARE(out.size(), std::size_t{0}); // failed decodes leave no half rows behind
        QVERIFY(!codec.decodeAppend(bytes + "x", out).isOk());
        std::string hugeLength = "\0\xff\xff\xff\xff\x0f"s;
        QVERIFY(!codec.decodeAppend(hugeLength, out).isOk());
        QVERIFY(!RowCodec::peekKind("\x09").isOk());
    }

    void nestedValuesRoundTrip()
    {
        auto elements = Schema::make({{"e", T::string()}});
        RowBatch arr(elements);
        for (const char *s : std::initializer_list<const char *>{"a", nullptr, "ü"}) {
            const std::size_t r = arr.appendRow();
            if (s)
                arr.setString(0, r, s);
        }
        const std::string encoded = encodeArrayValue(arr, 0);
        auto decoded = decodeArrayValue(encoded, T::string());
        QVERIFY(decoded.isOk());
        QCOMPARE(decoded->size(), std::size_t{3});
        QVERIFY(decoded->isNull(0, 1));
        QCOMPARE(decoded->getString(0, 2), std::string_view("ü"));

        auto kv = Schema::make({{"k", T::string()}, {"v", T::bigInt()}});
        RowBatch map(kv);
        const std::size_t r = map.appendRow();
        map.setString(0, r, "x");
        map.set<std::int64_t>(1, r, 9);
        auto m = decodeMapValue(encodeMapValue(map), T::map(T::string(), T::bigInt()));
        QVERIFY(m.isOk());
        QCOMPARE(m->get<std::int64_t>(1, 0), std::int64_t{9});
        QVERIFY(!decodeArrayValue("\x05", T::integer()).isOk());
    }

    // RowFieldReader decodes one field of an encoded ROW as decodeRowValue would, for every
    // type, NULL fields included, stepping over variable-width fields before it.
    void rowFieldReaderMatchesFullDecoding()
    {
        const auto schema = allTypes();
        std::vector<RowField> fields;
        for (std::size_t c = 0; c < schema->size(); ++c)
            fields.push_back({schema->name(c), schema->type(c), ""});
        const LogicalType rowType = T::row(fields);
        for (bool nulls : {false, true}) {
            RowBatch b(schema);
            fillRow(b, nulls);
            const std::string bytes = encodeRowValue(b, 0);
            auto full = decodeRowValue(bytes, rowType);
            QVERIFY(full.isOk());
            for (std::size_t f = 0; f < fields.size(); ++f) {
                RowBatch one(Schema::make({{"v", fields[f].type}}), 1);
                one.appendRow();
                QVERIFY(RowFieldReader(rowType, f).read(bytes, one, 0, 0));
                QCOMPARE(one.isNull(0, 0), full->isNull(f, 0));
                std::string a, z;
                RowCodec::forSchema(one.schema()).encode(one, 0, a);
                RowCodec({fields[f].type}, {static_cast<std::uint32_t>(f)}).encode(*full, 0, z);
                QCOMPARE(a, z);
            }
        }
        RowBatch one(Schema::make({{"v", T::string()}}), 1);
        one.appendRow();
        QVERIFY(!RowFieldReader(rowType, 9).read("\x01", one, 0, 0)); // truncated: no crash
    }

    // arr[i]: the element at a 0-based index, NULL for a NULL element and past the end.
    void readArrayElementSkipsToTheIndex()
    {
        for (const LogicalType &type : {T::string(), T::bigInt(), T::timestamp(9)}) {
            RowBatch arr(Schema::make({{"e", type}}));
            for (int i = 0; i < 5; ++i) {
                const std::size_t r = arr.appendRow();
                if (i == 2)
                    continue; // NULL
                if (type.root() == LogicalTypeRoot::VarChar)
                    arr.setString(0, r, std::string(static_cast<std::size_t>(i + 1), 'x'));
                else if (type.root() == LogicalTypeRoot::BigInt)
                    arr.set<std::int64_t>(0, r, i * 10);
                else
                    arr.set<TimestampValue>(0, r, TimestampValue{i * 1000, i});
            }
            const std::string bytes = encodeArrayValue(arr, 0);
            for (std::uint64_t k = 0; k < 7; ++k) {
                RowBatch one(Schema::make({{"v", type}}), 1);
                one.appendRow();
                QVERIFY(readArrayElement(bytes, type, k, one, 0, 0));
                QCOMPARE(one.isNull(0, 0), k == 2 || k >= 5);
                if (one.isNull(0, 0))
                    continue;
                std::string a, z;
                RowCodec({type}).encode(one, 0, a);
                RowCodec({type}).encode(arr, k, z);
                QCOMPARE(a, z);
            }
            QCOMPARE(nestedValueCount(bytes).value_or(0), std::uint64_t{5});
        }
    }

    // RowValueWriter writes the bytes encodeRowValue writes for the same values.
    void rowValueWriterMatchesTheCodec()
    {
        const LogicalType type = T::row({{"id", T::bigInt(), ""},
                                         {"name", T::string(), ""},
                                         {"at", T::timestamp(3), ""},
                                         {"fine", T::timestamp(6), ""},
                                         {"n", T::integer(), ""}});
        RowBatch b(std::make_shared<const Schema>(Schema::fromRowType(type)));
        const std::size_t r = b.appendRow();
        b.set<std::int64_t>(0, r, 42);
        b.setString(1, r, "Ana");
        b.set<TimestampValue>(2, r, TimestampValue{1436918400000, 0});
        b.set<TimestampValue>(3, r, TimestampValue{5, 123000});
        RowValueWriter writer(type);
        std::string out;
        writer.start(out);
        writer.putInt64(42);
        writer.putString("Ana");
        writer.putTimestamp(TimestampValue{1436918400000, 0});
        writer.putTimestamp(TimestampValue{5, 123000});
        writer.putNull();
        QCOMPARE(out, encodeRowValue(b, r));
    }
};

QTEST_GUILESS_MAIN(RowCodecTest)
#include "row_codec_test.moc"
