#include <sluice/config_values.h>

#include <QTest>

#include <string>

using namespace sluice;

class MemorySizeTest : public QObject {
    Q_OBJECT
private slots:
    void acceptsFlinkForms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<quint64>("bytes");
        const quint64 k = 1024;
        QTest::newRow("4gb") << "4gb" << 4 * k * k * k;
        QTest::newRow("1024 mb") << "1024 mb" << 1024 * k * k;
        QTest::newRow("upper case") << "1024 MB" << 1024 * k * k;
        QTest::newRow("bare is bytes") << "123" << quint64(123);
        QTest::newRow("zero") << "0" << quint64(0);
        QTest::newRow("b") << "17b" << quint64(17);
        QTest::newRow("bytes") << "17 bytes" << quint64(17);
        QTest::newRow("k") << "10k" << 10 * k;
        QTest::newRow("kb") << "10 kb" << 10 * k;
        QTest::newRow("kibibytes") << "5 kibibytes" << 5 * k;
        QTest::newRow("m") << "64m" << 64 * k * k;
        QTest::newRow("mebibytes") << "2 mebibytes" << 2 * k * k;
        QTest::newRow("g") << "1g" << k * k * k;
        QTest::newRow("gibibytes") << "1 GIBIBYTES" << k * k * k;
        QTest::newRow("t") << "7t" << 7 * k * k * k * k;
        QTest::newRow("tb") << "2 TB" << 2 * k * k * k * k;
        QTest::newRow("tebibytes") << "1 tebibytes" << k * k * k * k;
        QTest::newRow("surrounding spaces") << "  8 mb " << 8 * k * k;
        QTest::newRow("largest") << "8388607 tb" << 8388607 * k * k * k * k;
    }

    void acceptsFlinkForms()
    {
        QFETCH(QString, text);
        QFETCH(quint64, bytes);
        const auto r = parseMemorySize(text.toStdString());
        QVERIFY2(r.isOk(), r.status().message().c_str());
        QCOMPARE(quint64(*r), bytes);
    }

    void rejectsWhatFlinkRejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("fraction") << "1.5gb"
                                  << "fractions are not allowed";
        QTest::newRow("iec suffix") << "4gib"
                                    << "use '4gb'";
        QTest::newRow("negative") << "-1 mb"
                                  << "does not start with a number";
        QTest::newRow("unit only") << "gb"
                                   << "does not start with a number";
        QTest::newRow("unknown unit") << "3 pb"
                                      << "'pb' is not recognised";
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("number overflow") << "99999999999999999999"
                                         << "numeric overflow";
        QTest::newRow("unit overflow") << "8388608 tb"
                                       << "numeric overflow";
    }

    void rejectsWhatFlinkRejects()
    {
        QFETCH(QString, text);
        QFETCH(QString, fragment);
        const auto r = parseMemorySize(text.toStdString());
        QVERIFY(!r.isOk());
        const std::string &msg = r.status().message();
        QVERIFY2(msg.find(fragment.toStdString()) != std::string::npos, msg.c_str());
        QVERIFY2(msg.find("memory size") != std::string::npos, msg.c_str());
    }

    void formatsWithLargestExactUnit()
    {
        QCOMPARE(formatMemorySize(0), std::string("0 bytes"));
        QCOMPARE(formatMemorySize(1000), std::string("1000 bytes"));
        QCOMPARE(formatMemorySize(1024), std::string("1 kb"));
        QCOMPARE(formatMemorySize(1536 * 1024), std::string("1536 kb"));
        QCOMPARE(formatMemorySize(std::uint64_t(1) << 20), std::string("1 mb"));
        QCOMPARE(formatMemorySize(std::uint64_t(1024) << 20), std::string("1 gb"));
        QCOMPARE(formatMemorySize(std::uint64_t(3) << 40), std::string("3 tb"));
    }

    void formatThenParseRoundTrips()
    {
        for (std::uint64_t b : {std::uint64_t(1), std::uint64_t(1023), std::uint64_t(4096),
                                std::uint64_t(1728) << 20, std::uint64_t(5) << 40}) {
            const auto back = parseMemorySize(formatMemorySize(b));
            QVERIFY2(back.isOk(), formatMemorySize(b).c_str());
            QCOMPARE(*back, b);
        }
    }
};

QTEST_GUILESS_MAIN(MemorySizeTest)
#include "memory_size_test.moc"
