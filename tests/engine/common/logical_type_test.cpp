#include "common/logical_type.h"

#include <QTest>

using namespace sluice;
using T = LogicalType;

class LogicalTypeTest : public QObject {
    Q_OBJECT
private slots:
    void printsFlinkSummaryStrings()
    {
        QCOMPARE(T::integer().toString(), std::string("INT"));
        QCOMPARE(T::integer(false).toString(), std::string("INT NOT NULL"));
        QCOMPARE(T::string().toString(), std::string("STRING"));
        QCOMPARE(T::varChar(10).toString(), std::string("VARCHAR(10)"));
        QCOMPARE(T::varChar(T::kMaxLength).toString(), std::string("STRING"));
        QCOMPARE(T::bytes().toString(), std::string("BYTES"));
        QCOMPARE(T::charType(3).toString(), std::string("CHAR(3)"));
        QCOMPARE(T::decimal().toString(), std::string("DECIMAL(10, 0)"));
        QCOMPARE(T::decimal(12, 2).toString(), std::string("DECIMAL(12, 2)"));
        QCOMPARE(T::timestamp(3).toString(), std::string("TIMESTAMP(3)"));
        QCOMPARE(T::timestamp().toString(), std::string("TIMESTAMP(6)"));
        QCOMPARE(T::timestampLtz(3).toString(), std::string("TIMESTAMP_LTZ(3)"));
        QCOMPARE(T::timestamp(3, false).withTimeAttribute(TimeAttribute::Rowtime).toString(),
                 std::string("TIMESTAMP(3) NOT NULL *ROWTIME*"));
        QCOMPARE(T::timestampLtz(3).withTimeAttribute(TimeAttribute::Proctime).toString(),
                 std::string("TIMESTAMP_LTZ(3) *PROCTIME*"));
        QCOMPARE(T::time().toString(), std::string("TIME(0)"));
        QCOMPARE(T::nullType().toString(), std::string("NULL"));
        QCOMPARE(T::intervalDayTime(DayTimeResolution::DayToSecond, 2, 3).toString(),
                 std::string("INTERVAL DAY(2) TO SECOND(3)"));
        QCOMPARE(T::intervalDayTime(DayTimeResolution::HourToMinute).toString(),
                 std::string("INTERVAL HOUR TO MINUTE"));
        QCOMPARE(T::intervalYearMonth(YearMonthResolution::YearToMonth).toString(),
                 std::string("INTERVAL YEAR(2) TO MONTH"));
        QCOMPARE(T::array(T::integer(false)).toString(), std::string("ARRAY<INT NOT NULL>"));
        QCOMPARE(T::map(T::string(), T::bigInt()).toString(), std::string("MAP<STRING, BIGINT>"));
        // A MULTISET is its element's; as a map it counts each element with INT NOT NULL.
        const T ms = T::multiset(T::string(), false);
        QCOMPARE(ms.toString(), std::string("MULTISET<STRING> NOT NULL"));
        QCOMPARE(ms.children().size(), std::size_t(1));
        QVERIFY(isMapLike(ms) && isConstructed(ms));
        QCOMPARE(ms.keyType(), T::string());
        QCOMPARE(ms.valueType(), T::integer(false));
        QVERIFY(!(T::multiset(T::string()) == T::array(T::string())));
        QVERIFY(supportsExplicitCast(T::multiset(T::string()), T::multiset(T::varChar(3))));
        QVERIFY(supportsExplicitCast(T::multiset(T::integer()), T::string()));
        QVERIFY(!supportsExplicitCast(T::multiset(T::integer()), T::array(T::integer())));
        QCOMPARE(T::row({{"a", T::integer(), {}}, {"b`c", T::string(), "note"}}).toString(),
                 std::string("ROW<`a` INT, `b``c` STRING 'note'>"));
    }

    void equalityAndNullability()
    {
        QVERIFY(T::integer() == T::integer());
        QVERIFY(!(T::integer() == T::integer(false)));
        QVERIFY(T::integer().equalsIgnoringNullability(T::integer(false)));
        QVERIFY(!(T::varChar(3) == T::varChar(4)));
        QVERIFY(!(T::decimal(10, 2) == T::decimal(10, 3)));
        // As in Flink, the time attribute is metadata and not part of equality.
        QVERIFY(T::timestamp(3) == T::timestamp(3).withTimeAttribute(TimeAttribute::Rowtime));
        QVERIFY(T::row({{"a", T::integer(), {}}}) == T::row({{"a", T::integer(), {}}}));
        QVERIFY(!(T::row({{"a", T::integer(), {}}}) == T::row({{"b", T::integer(), {}}})));
        QVERIFY(T::nullType().asNotNull().isNullable());
        QCOMPARE(T::array(T::integer()).elementType(), T::integer());
    }

    void validatesParameters()
    {
        QVERIFY(T::decimal(38, 10).validate().isOk());
        Status s = T::decimal(39, 0).validate();
        QCOMPARE(s.code(), StatusCode::InvalidArgument);
        QCOMPARE(s.message(),
                 std::string("Decimal precision must be between 1 and 38 (both inclusive)."));
        QVERIFY(!T::decimal(5, 6).validate().isOk());
        QVERIFY(!T::timestamp(10).validate().isOk());
        QVERIFY(!T::varChar(0).validate().isOk());
        QVERIFY(!T::row({{"a", T::integer(), {}}, {"a", T::string(), {}}}).validate().isOk());
        QVERIFY(!T::array(T::decimal(0, 0)).validate().isOk());
    }

    void families()
    {
        QVERIFY(isNumeric(T::decimal()) && isNumeric(T::floatType()) && isNumeric(T::tinyInt()));
        QVERIFY(!isNumeric(T::string()));
        QVERIFY(isString(T::charType()) && isString(T::string()) && !isString(T::bytes()));
        QVERIFY(isTemporal(T::date()) && isTemporal(T::timestampLtz()) && !isTemporal(T::bigInt()));
        QVERIFY(!isTemporal(T::intervalDayTime(DayTimeResolution::Second)));
        QCOMPARE(integerAsDecimal(T::bigInt()), T::decimal(19, 0));
    }

    void commonTypes()
    {
        auto c = [](const T &a, const T &b) { return commonType(a, b); };
        QCOMPARE(*c(T::integer(), T::bigInt()), T::bigInt());
        QCOMPARE(*c(T::integer(false), T::bigInt(false)), T::bigInt(false));
        QCOMPARE(*c(T::integer(false), T::nullType()), T::integer());
        QCOMPARE(*c(T::integer(), T::doubleType()), T::doubleType());
        QCOMPARE(*c(T::integer(), T::floatType()), T::floatType());
        QCOMPARE(*c(T::decimal(5, 2), T::floatType()), T::doubleType());
        QCOMPARE(*c(T::integer(), T::decimal(5, 2)), T::decimal(12, 2));
        // Flink's own doc example: [INT, BIGINT, DECIMAL(2, 2)] -> DECIMAL(21, 2)
        const T three[] = {T::integer(), T::bigInt(), T::decimal(2, 2)};
        QCOMPARE(*commonType(std::span<const T>(three)), T::decimal(21, 2));
        QCOMPARE(*c(T::charType(3), T::charType(3)), T::charType(3));
        QCOMPARE(*c(T::charType(3), T::charType(5)), T::varChar(5));
        QCOMPARE(*c(T::varChar(3), T::charType(5)), T::varChar(5));
        QCOMPARE(*c(T::timestamp(3), T::timestamp(6)), T::timestamp(6));
        QCOMPARE(*c(T::timestamp(3), T::timestampLtz(3)), T::timestampLtz(3));
        QCOMPARE(*c(T::array(T::integer()), T::array(T::bigInt())), T::array(T::bigInt()));
        // Flink treats an exact number next to a DATE/TIMESTAMP as a day interval: DATE wins.
        QCOMPARE(*c(T::integer(), T::date()), T::date());
        QVERIFY(!c(T::integer(), T::time()));
        QVERIFY(!c(T::integer(), T::boolean()));
        QVERIFY(!c(T::nullType(), T::nullType()));
        QCOMPARE(*c(T::boolean(false), T::boolean()), T::boolean());
    }

    void arithmeticTypes()
    {
        auto a = [](ArithmeticOp op, const T &x, const T &y) {
            return arithmeticResultType(op, x, y);
        };
        QCOMPARE(*a(ArithmeticOp::Plus, T::integer(), T::bigInt()), T::bigInt());
        QCOMPARE(*a(ArithmeticOp::Plus, T::integer(false), T::integer(false)), T::integer(false));
        QCOMPARE(*a(ArithmeticOp::Multiply, T::integer(), T::doubleType()), T::doubleType());
        QCOMPARE(*a(ArithmeticOp::Plus, T::decimal(10, 2), T::decimal(5, 3)), T::decimal(12, 3));
        QCOMPARE(*a(ArithmeticOp::Multiply, T::decimal(10, 2), T::decimal(5, 3)),
                 T::decimal(16, 5));
        QCOMPARE(*a(ArithmeticOp::Divide, T::decimal(10, 2), T::decimal(5, 3)), T::decimal(19, 8));
        QCOMPARE(*a(ArithmeticOp::Modulo, T::decimal(10, 2), T::decimal(5, 3)), T::decimal(5, 3));
        QCOMPARE(*a(ArithmeticOp::Plus, T::integer(), T::decimal(5, 2)), T::decimal(13, 2));
        // Beyond 38 digits the scale shrinks but keeps at least min(scale, 6) digits.
        QCOMPARE(*a(ArithmeticOp::Plus, T::decimal(38, 8), T::decimal(32, 8)), T::decimal(38, 7));
        QCOMPARE(*a(ArithmeticOp::Multiply, T::decimal(38, 10), T::decimal(38, 10)),
                 T::decimal(38, 6));
        QCOMPARE(adjustedDecimal(39, 8), T::decimal(38, 7));
        QCOMPARE(
            *a(ArithmeticOp::Plus, T::timestamp(3), T::intervalDayTime(DayTimeResolution::Second)),
            T::timestamp(3));
        auto bad = a(ArithmeticOp::Plus, T::integer(), T::date());
        QVERIFY(!bad.isOk());
        QCOMPARE(bad.status().message(),
                 std::string("Cannot apply '+' to arguments of type 'INT' and 'DATE'"));
        QCOMPARE(*sumResultType(T::decimal(10, 2)), T::decimal(38, 2));
        QCOMPARE(*avgResultType(T::decimal(10, 2)), T::decimal(38, 6));
        QCOMPARE(*avgResultType(T::decimal(20, 8)), T::decimal(38, 8));
        QCOMPARE(*sumResultType(T::integer(false)), T::integer());
        QVERIFY(!sumResultType(T::string()));
    }

    void casts()
    {
        QVERIFY(supportsImplicitCast(T::integer(), T::bigInt()));
        QVERIFY(!supportsImplicitCast(T::bigInt(), T::integer()));
        QVERIFY(supportsExplicitCast(T::bigInt(), T::integer()));
        QVERIFY(supportsImplicitCast(T::integer(false), T::integer()));
        QVERIFY(!supportsImplicitCast(T::integer(), T::integer(false)));
        QVERIFY(supportsImplicitCast(T::nullType(), T::date()));
        QVERIFY(supportsImplicitCast(T::charType(3), T::string()));
        QVERIFY(!supportsImplicitCast(T::string(), T::integer()));
        QVERIFY(supportsExplicitCast(T::string(), T::integer()));
        QVERIFY(supportsExplicitCast(T::timestamp(3), T::string()));
        QVERIFY(supportsImplicitCast(T::timestamp(3), T::timestampLtz(3)));
        QVERIFY(!supportsExplicitCast(T::date(), T::integer()));
        QVERIFY(supportsImplicitCast(T::array(T::integer()), T::array(T::bigInt())));
        QVERIFY(!supportsImplicitCast(T::array(T::integer()), T::map(T::integer(), T::integer())));
    }
};

QTEST_GUILESS_MAIN(LogicalTypeTest)
#include "logical_type_test.moc"
