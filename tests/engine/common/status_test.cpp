#include <sluice/diagnostics.h>
#include <sluice/status.h>

#include <QTest>

using namespace sluice;

class StatusTest : public QObject {
    Q_OBJECT
private slots:
    void okStatusHasNoMessage()
    {
        Status s;
        QVERIFY(s.isOk());
        QCOMPARE(s.toString(), std::string("OK"));
    }

    void errorCarriesRangeAndOrigin()
    {
        Status s = Status::parseError("expected ';'");
        s.at({{3, 7, 40}, {3, 8, 41}});
        QVERIFY(!s.isOk());
        QCOMPARE(s.code(), StatusCode::ParseError);
        QCOMPARE(s.toString(), std::string("3:7: expected ';'"));

        Status r = Status::internal("queue closed");
        r.from("GroupAggregate[2]");
        QCOMPARE(r.toString(), std::string("GroupAggregate[2]: queue closed"));
    }

    void resultHoldsValueOrStatus()
    {
        Result<int> good = 42;
        QVERIFY(good.isOk());
        QCOMPARE(*good, 42);
        Result<int> bad = Status::notFound("no such table");
        QVERIFY(!bad.isOk());
        QCOMPARE(bad.status().code(), StatusCode::NotFound);
        QCOMPARE(bad.valueOr(7), 7);
    }

    void diagnosticsSortByPosition()
    {
        Diagnostics d;
        d.warning({{2, 1, 10}, {2, 3, 12}}, "second");
        d.error({{1, 1, 0}, {1, 2, 1}}, "first");
        QVERIFY(d.hasErrors());
        d.sort();
        QCOMPARE(d.items().front().message, std::string("first"));
        QCOMPARE(std::string(severityName(d.items().back().severity)), std::string("warning"));
    }
};

QTEST_GUILESS_MAIN(StatusTest)
#include "status_test.moc"
