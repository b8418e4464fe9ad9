#include <sluice/config_values.h>

#include <QTest>

#include <string>

using namespace sluice;

class ScalarValuesTest : public QObject {
    Q_OBJECT
private slots:
    void booleansAreTrueOrFalseInAnyCase()
    {
        QCOMPARE(*parseBool("true"), true);
        QCOMPARE(*parseBool("TRUE"), true);
        QCOMPARE(*parseBool("False"), false);
        for (const char *bad : {"yes", "1", "0", "on", "", " true", "truee"}) {
            const auto r = parseBool(bad);
            QVERIFY2(!r.isOk(), bad);
            QVERIFY(r.status().message().find("expected true or false") != std::string::npos);
        }
    }

    void integersWithRangeErrors()
    {
        QCOMPARE(*parseInt("5000"), 5000);
        QCOMPARE(*parseInt(" -1 "), -1);
        QCOMPARE(*parseInt("+7"), 7);
        QCOMPARE(*parseInt("2147483647"), 2147483647);
        const auto big = parseInt("2147483648");
        QVERIFY(!big.isOk());
        QVERIFY2(big.status().message().find("out of range [-2147483648, 2147483647]") !=
                     std::string::npos,
                 big.status().message().c_str());
        QVERIFY(!parseInt("12abc").isOk());
        QVERIFY(!parseInt("1.0").isOk());
        QVERIFY(!parseInt("").isOk());
        QCOMPARE(*parseLong("9223372036854775807"), std::int64_t(9223372036854775807LL));
        QVERIFY(!parseLong("9223372036854775808").isOk());
        QVERIFY(parseInt("x").status().message().find("whole number") != std::string::npos);
    }

    void doubles()
    {
        QCOMPARE(*parseDouble("0.4"), 0.4);
        QCOMPARE(*parseDouble("1"), 1.0);
        QCOMPARE(*parseDouble("-2.5e3"), -2500.0);
        QVERIFY(!parseDouble("nan").isOk());
        QVERIFY(!parseDouble("inf").isOk());
        QVERIFY(!parseDouble("0.4x").isOk());
        QVERIFY(!parseDouble("").isOk());
    }

    void listsSplitOnSemicolons()
    {
        const auto items = parseList(" a ;b;; c ");
        QCOMPARE(items.size(), std::size_t(3));
        QCOMPARE(items[0], std::string("a"));
        QCOMPARE(items[2], std::string("c"));
        QVERIFY(parseList("").empty());
    }

    void mapsAreKeyColonValuePairs()
    {
        const auto m = parseMap("env:prod, team : data");
        QVERIFY(m.isOk());
        QCOMPARE(m->size(), std::size_t(2));
        QCOMPARE((*m)[1].first, std::string("team"));
        QCOMPARE((*m)[1].second, std::string("data"));
        QVERIFY(parseMap("").isOk());
        const auto bad = parseMap("a:1,b");
        QVERIFY(!bad.isOk());
        QVERIFY(bad.status().message().find("'b'") != std::string::npos);
        QVERIFY(!parseMap(":x").isOk());
    }
};

QTEST_GUILESS_MAIN(ScalarValuesTest)
#include "scalar_values_test.moc"
