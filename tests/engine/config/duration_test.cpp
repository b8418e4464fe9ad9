#include <sluice/config_values.h>

#include <QTest>

#include <string>

using namespace sluice;
using namespace std::chrono_literals;

namespace {

bool contains(const std::string &haystack, const char *needle)
{
    return haystack.find(needle) != std::string::npos;
}

} // namespace

class DurationTest : public QObject {
    Q_OBJECT
private slots:
    void acceptsFlinkForms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("nanos");
        const qint64 ms = 1'000'000;
        const qint64 s = 1000 * ms;
        // The seeds' own examples first, then every unit label Flink knows.
        QTest::newRow("10min") << "10min" << 600 * s;
        QTest::newRow("3h") << "3h" << 3 * 3600 * s;
        QTest::newRow("3hour") << "3hour" << 3 * 3600 * s;
        QTest::newRow("7day") << "7day" << 7 * 86400 * s;
        QTest::newRow("7d") << "7d" << 7 * 86400 * s;
        QTest::newRow("200 ms") << "200 ms" << 200 * ms;
        QTest::newRow("60S") << "60S" << 60 * s;
        QTest::newRow("1d") << "1d" << 86400 * s;
        QTest::newRow("12h") << "12h" << 12 * 3600 * s;
        QTest::newRow("bare number is ms") << "500" << 500 * ms;
        QTest::newRow("zero") << "0" << qint64(0);
        QTest::newRow("spaces around") << "  5   s  " << 5 * s;
        QTest::newRow("days") << "2 days" << 2 * 86400 * s;
        QTest::newRow("hours") << "2 HOURS" << 2 * 3600 * s;
        QTest::newRow("minute") << "1 minute" << 60 * s;
        QTest::newRow("minutes") << "3 Minutes" << 180 * s;
        QTest::newRow("sec") << "4sec" << 4 * s;
        QTest::newRow("secs") << "4 secs" << 4 * s;
        QTest::newRow("second") << "1second" << s;
        QTest::newRow("seconds") << "9 seconds" << 9 * s;
        QTest::newRow("milli") << "7milli" << 7 * ms;
        QTest::newRow("millis") << "7 millis" << 7 * ms;
        QTest::newRow("millisecond") << "7 millisecond" << 7 * ms;
        QTest::newRow("milliseconds") << "7 MILLISECONDS" << 7 * ms;
        QTest::newRow("µs") << QString::fromUtf8("3µs") << qint64(3000);
        QTest::newRow("micro") << "3 micro" << qint64(3000);
        QTest::newRow("micros") << "3 micros" << qint64(3000);
        QTest::newRow("microsecond") << "3 microsecond" << qint64(3000);
        QTest::newRow("microseconds") << "3 microseconds" << qint64(3000);
        QTest::newRow("ns") << "11ns" << qint64(11);
        QTest::newRow("nano") << "11 nano" << qint64(11);
        QTest::newRow("nanos") << "11 nanos" << qint64(11);
        QTest::newRow("nanosecond") << "11 nanosecond" << qint64(11);
        QTest::newRow("nanoseconds") << "11 nanoseconds" << qint64(11);
        QTest::newRow("leading zeros") << "007 s" << 7 * s;
    }

    void acceptsFlinkForms()
    {
        QFETCH(QString, text);
        QFETCH(qint64, nanos);
        const auto r = parseDuration(text.toStdString());
        QVERIFY2(r.isOk(), r.status().message().c_str());
        QCOMPARE(qint64(r->count()), nanos);
    }

    void fractionSuggestsWholeForm()
    {
        auto r = parseDuration("1.5h");
        QVERIFY(!r.isOk());
        QCOMPARE(r.status().code(), StatusCode::InvalidArgument);
        QVERIFY2(contains(r.status().message(), "use '90min'"), r.status().message().c_str());

        r = parseDuration("2.5 s");
        QVERIFY(!r.isOk());
        QVERIFY2(contains(r.status().message(), "use '2500ms'"), r.status().message().c_str());

        r = parseDuration("0.25d");
        QVERIFY(!r.isOk());
        QVERIFY2(contains(r.status().message(), "use '6h'"), r.status().message().c_str());
    }

    void mIsNotMinutes()
    {
        const auto r = parseDuration("5m");
        QVERIFY(!r.isOk());
        const std::string &msg = r.status().message();
        QVERIFY2(contains(msg, "'m' is not a unit"), msg.c_str());
        QVERIFY2(contains(msg, "'5min'"), msg.c_str());
    }

    void rejectsWhatFlinkRejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("blank") << "   "
                               << "empty";
        QTest::newRow("negative") << "-1 s"
                                  << "sign";
        QTest::newRow("plus") << "+5s"
                              << "sign";
        QTest::newRow("iso") << "PT5M"
                             << "ISO-8601";
        QTest::newRow("no number") << "ms"
                                   << "does not start with a number";
        QTest::newRow("unknown unit") << "5 fortnights"
                                      << "'fortnights' is not recognised";
        QTest::newRow("mins is not a label") << "5 mins"
                                             << "'mins' is not recognised";
        QTest::newRow("compound") << "1h30min"
                                  << "not recognised";
        QTest::newRow("weeks") << "2w"
                               << "'14d'";
        QTest::newRow("hr") << "2hr"
                            << "'2h'";
        // Flink's TimeUtils has no "us" label, only µs/micro(s)/microsecond(s).
        QTest::newRow("us is not Flink's") << "3 us"
                                           << "'3micros'";
        QTest::newRow("64-bit overflow") << "99999999999999999999 ms"
                                         << "numeric overflow";
        QTest::newRow("nanosecond overflow") << "200000 d"
                                             << "too long";
    }

    void rejectsWhatFlinkRejects()
    {
        QFETCH(QString, text);
        QFETCH(QString, fragment);
        const auto r = parseDuration(text.toStdString());
        QVERIFY(!r.isOk());
        const std::string &msg = r.status().message();
        QVERIFY2(contains(msg, fragment.toStdString().c_str()), msg.c_str());
        // Every message names the expected format or the fix.
        QVERIFY2(contains(msg, "duration"), msg.c_str());
    }

    void formatsWithLargestExactUnit()
    {
        QCOMPARE(formatDuration(0ns), std::string("0 ms"));
        QCOMPARE(formatDuration(200ms), std::string("200 ms"));
        QCOMPARE(formatDuration(90min), std::string("90 min"));
        QCOMPARE(formatDuration(3h), std::string("3 h"));
        QCOMPARE(formatDuration(60s), std::string("1 min"));
        QCOMPARE(formatDuration(3601s), std::string("3601 s"));
        QCOMPARE(formatDuration(std::chrono::hours(48)), std::string("2 d"));
        QCOMPARE(formatDuration(1500us), std::string("1500 \xC2\xB5s"));
        QCOMPARE(formatDuration(7ns), std::string("7 ns"));
    }

    void formatThenParseRoundTrips()
    {
        for (std::int64_t n : {std::int64_t(1), std::int64_t(999), std::int64_t(1'000),
                               std::int64_t(1'000'000), std::int64_t(61'000'000'000),
                               std::int64_t(86'400'000'000'000), std::int64_t(123'456'789'012)}) {
            const std::chrono::nanoseconds d(n);
            const auto back = parseDuration(formatDuration(d));
            QVERIFY2(back.isOk(), formatDuration(d).c_str());
            QCOMPARE(back->count(), n);
        }
    }
};

QTEST_GUILESS_MAIN(DurationTest)
#include "duration_test.moc"
