#include "common/row_codec.h"
#include "common/value_format.h"

#include <QTest>

#include <limits>

using namespace sluice;
using T = LogicalType;

class ValueFormatTest : public QObject {
    Q_OBJECT
private slots:
    void printRowsLikeFlinksPrintConnector()
    {
        auto schema =
            Schema::make({{"id", T::integer()}, {"name", T::string()}, {"score", T::bigInt()}});
        RowBatch b(schema);
        std::size_t r = b.appendRow();
        b.set<std::int32_t>(0, r, 1);
        b.setString(1, r, "Alice");
        b.set<std::int64_t>(2, r, 90);
        r = b.appendRow(RowKind::UpdateBefore);
        b.set<std::int32_t>(0, r, 2);
        QCOMPARE(formatPrintRow(b, 0), std::string("+I[1, Alice, 90]"));
        QCOMPARE(formatPrintRow(b, 1), std::string("-U[2, null, null]"));
    }

    void javaNumbers()
    {
        QCOMPARE(javaDoubleToString(1.0), std::string("1.0"));
        QCOMPARE(javaDoubleToString(0.1), std::string("0.1"));
        QCOMPARE(javaDoubleToString(-2.5), std::string("-2.5"));
        QCOMPARE(javaDoubleToString(1234567.0), std::string("1234567.0"));
        QCOMPARE(javaDoubleToString(1e7), std::string("1.0E7"));
        QCOMPARE(javaDoubleToString(1.0E10), std::string("1.0E10"));
        QCOMPARE(javaDoubleToString(0.001), std::string("0.001"));
        QCOMPARE(javaDoubleToString(0.0001), std::string("1.0E-4"));
        QCOMPARE(javaDoubleToString(1.25e-5), std::string("1.25E-5"));
        QCOMPARE(javaDoubleToString(-0.0), std::string("-0.0"));
        QCOMPARE(javaDoubleToString(std::numeric_limits<double>::quiet_NaN()), std::string("NaN"));
        QCOMPARE(javaDoubleToString(-std::numeric_limits<double>::infinity()),
                 std::string("-Infinity"));
        QCOMPARE(javaFloatToString(0.1f), std::string("0.1"));
        QCOMPARE(javaFloatToString(3.4028235e38f), std::string("3.4028235E38"));
        QCOMPARE(javaBigDecimalToString(12345, 2), std::string("123.45"));
        QCOMPARE(javaBigDecimalToString(-5, 2), std::string("-0.05"));
        QCOMPARE(javaBigDecimalToString(0, 2), std::string("0.00"));
        QCOMPARE(javaBigDecimalToString(1, 7), std::string("1E-7"));
        QCOMPARE(javaBigDecimalToString(123, 10), std::string("1.23E-8"));
        QCOMPARE(javaBigDecimalToString(0, 8), std::string("0E-8"));
        QCOMPARE(javaBigDecimalToString(1, 6), std::string("0.000001"));
        QCOMPARE(decimalToPlainString(1, 7), std::string("0.0000001"));
        QCOMPARE(decimalToPlainString(-1234, 0), std::string("-1234"));
    }

    void javaTemporals()
    {
        QCOMPARE(javaLocalDate(0), std::string("1970-01-01"));
        QCOMPARE(javaLocalDate(19723), std::string("2024-01-01"));
        QCOMPARE(javaLocalDate(-1), std::string("1969-12-31"));
        QCOMPARE(javaLocalDateTime({1704103200000, 0}), std::string("2024-01-01T10:00"));
        QCOMPARE(javaLocalDateTime({1704103201000, 0}), std::string("2024-01-01T10:00:01"));
        QCOMPARE(javaLocalDateTime({1704103200123, 0}), std::string("2024-01-01T10:00:00.123"));
        QCOMPARE(javaLocalDateTime({1704103200120, 0}), std::string("2024-01-01T10:00:00.120"));
        QCOMPARE(javaLocalDateTime({1704103200000, 456000}),
                 std::string("2024-01-01T10:00:00.000456"));
        QCOMPARE(javaLocalDateTime({-1, 0}), std::string("1969-12-31T23:59:59.999"));
        QCOMPARE(javaInstant({1704103200000, 0}), std::string("2024-01-01T10:00:00Z"));
        QCOMPARE(javaInstant({1704103200100, 0}), std::string("2024-01-01T10:00:00.100Z"));
        QCOMPARE(javaLocalTime(0), std::string("00:00"));
        QCOMPARE(javaDuration(0), std::string("PT0S"));
        QCOMPARE(javaDuration(5'400'000), std::string("PT1H30M"));
        QCOMPARE(javaDuration(500), std::string("PT0.5S"));
        QCOMPARE(javaDuration(-1500), std::string("PT-1.5S"));
        QCOMPARE(javaDuration(90'061'001), std::string("PT25H1M1.001S"));
        QCOMPARE(javaPeriod(14, YearMonthResolution::YearToMonth), std::string("P1Y2M"));
        QCOMPARE(javaPeriod(14, YearMonthResolution::Month), std::string("P14M"));
        QCOMPARE(javaPeriod(0, YearMonthResolution::Year), std::string("P0D"));
    }

    void printsTypedValuesAndNestedValues()
    {
        auto schema =
            Schema::make({{"b", T::boolean()},
                          {"ts", T::timestamp(3)},
                          {"ltz", T::timestampLtz(3)},
                          {"dec", T::decimal(10, 2)},
                          {"bin", T::bytes()},
                          {"arr", T::array(T::integer())},
                          {"m", T::map(T::string(), T::integer())},
                          {"r", T::row({{"x", T::integer(), {}}, {"y", T::string(), {}}})},
                          {"d", T::doubleType()}});
        RowBatch b(schema);
        const std::size_t r = b.appendRow();
        b.set<std::uint8_t>(0, r, 1);
        b.set<TimestampValue>(1, r, {1704103200000, 0});
        b.set<TimestampValue>(2, r, {1704103200000, 0});
        b.set<Decimal128>(3, r, {-12345});
        b.setString(4, r, std::string_view("\x01\xff", 2));

        RowBatch ints(Schema::make({{"e", T::integer()}}));
        ints.set<std::int32_t>(0, ints.appendRow(), 1);
        ints.appendRow(); // NULL element
        b.setString(5, r, encodeArrayValue(ints, 0));

        RowBatch kv(Schema::make({{"k", T::string()}, {"v", T::integer()}}));
        const std::size_t e = kv.appendRow();
        kv.setString(0, e, "a");
        kv.set<std::int32_t>(1, e, 1);
        b.setString(6, r, encodeMapValue(kv));

        RowBatch inner(Schema::make({{"x", T::integer()}, {"y", T::string()}}));
        const std::size_t ir = inner.appendRow();
        inner.set<std::int32_t>(0, ir, 7);
        b.setString(7, r, encodeRowValue(inner, ir));
        b.set<double>(8, r, 100.0);

        QCOMPARE(formatPrintRow(b, r),
                 std::string("+I[true, 2024-01-01T10:00, 2024-01-01T10:00:00Z, -123.45, [1, -1], "
                             "[1, null], {a=1}, +I[7, null], 100.0]"));

        std::string cast;
        appendCastString(cast, b, 0, r);
        QCOMPARE(cast, std::string("TRUE"));
        cast.clear();
        appendCastString(cast, b, 1, r);
        QCOMPARE(cast, std::string("2024-01-01 10:00:00.000"));
        cast.clear();
        appendCastString(cast, b, 2, r, CastFormatOptions{*TimeZone::forSession("Asia/Shanghai")});
        QCOMPARE(cast, std::string("2024-01-01 18:00:00.000"));
        cast.clear();
        appendCastString(cast, b, 5, r);
        QCOMPARE(cast, std::string("[1, NULL]"));
        cast.clear();
        appendCastString(cast, b, 7, r);
        // CAST(ROW(1, CAST(NULL AS INT)) AS STRING) is (1, NULL) on Flink 1.20 (checked on the oracle).
        QCOMPARE(cast, std::string("(7, NULL)"));
    }

    void displayWidths()
    {
        QCOMPARE(displayWidth("abc"), 3);
        QCOMPARE(displayWidth("这是一段中文"), 12); // Flink's own TableauStyleTest value
        QCOMPARE(displayWidth("これは日本語をテストするための文です"), 36);
        QCOMPARE(displayWidth("é"), 1);
    }
};

QTEST_GUILESS_MAIN(ValueFormatTest)
#include "value_format_test.moc"
