#include "connectors/nexmark_generator.h"
#include "connectors/nexmark_source.h"
#include "plan/plan_node.h"

#include <QTest>

#include <map>
#include <set>

using namespace sluice;
using namespace sluice::exec;

namespace {

/// A field of an encoded ROW value of `type`, as a batch of one row.
RowBatch field(const std::string &bytes, const LogicalType &type, std::size_t f)
{
    RowBatch one(Schema::make({{"v", type.fields()[f].type}}), 1);
    one.appendRow();
    RowFieldReader(type, f).read(bytes, one, 0, 0);
    return one;
}

std::int64_t longField(const std::string &bytes, const LogicalType &type, std::size_t f)
{
    return field(bytes, type, f).get<std::int64_t>(0, 0);
}

} // namespace

class NexmarkGeneratorTest : public QObject {
    Q_OBJECT
private slots:
    // 1 person, 3 auctions, 46 bids in every 50 events, numbered from 1000 in event order.
    void eventsFollowTheMixAndNumbering()
    {
        NexmarkGenerator g{NexmarkConfig{}};
        std::map<NexmarkEventType, int> counts;
        std::int64_t nextPerson = NexmarkGenerator::kFirstPersonId;
        std::int64_t nextAuction = NexmarkGenerator::kFirstAuctionId;
        std::string bytes;
        for (std::int64_t n = 0; n < 5000; ++n) {
            const NexmarkEventType t = g.generate(n, bytes);
            ++counts[t];
            if (t == NexmarkEventType::Person) {
                QCOMPARE(longField(bytes, NexmarkGenerator::personType(), 0), nextPerson++);
            } else if (t == NexmarkEventType::Auction) {
                QCOMPARE(longField(bytes, NexmarkGenerator::auctionType(), 0), nextAuction++);
                const std::int64_t category = longField(bytes, NexmarkGenerator::auctionType(), 8);
                QVERIFY(category >= 10 && category < 15);
                QVERIFY(longField(bytes, NexmarkGenerator::auctionType(), 7) < nextPerson + 10);
            } else {
                // Bids name an auction that is open or about to be, and a positive price.
                const std::int64_t auction = longField(bytes, NexmarkGenerator::bidType(), 0);
                QVERIFY(auction >= NexmarkGenerator::kFirstAuctionId && auction < nextAuction + 10);
                QVERIFY(longField(bytes, NexmarkGenerator::bidType(), 2) >= 100);
            }
        }
        QCOMPARE(counts[NexmarkEventType::Person], 100);
        QCOMPARE(counts[NexmarkEventType::Auction], 300);
        QCOMPARE(counts[NexmarkEventType::Bid], 4600);
    }

    // Event n is the same whatever generated it before, so subtasks can split the sequence.
    void eventsDependOnlyOnTheirNumber()
    {
        NexmarkGenerator a{NexmarkConfig{}}, b{NexmarkConfig{}};
        std::string x, y;
        for (std::int64_t n = 0; n < 200; ++n)
            a.generate(n, x);
        for (std::int64_t n : {199, 7, 150, 3}) {
            a.generate(n, x);
            b.generate(n, y);
            QCOMPARE(x, y);
        }
    }

    // Event time advances by one over the rate per event, from the fixed base time; a square
    // rate alternates the two rates every half period.
    void eventTimeFollowsTheRate()
    {
        NexmarkConfig c;
        c.firstEventRate = c.nextEventRate = 200;
        NexmarkGenerator g(c);
        QCOMPARE(g.timestampOf(0), c.baseTimeMillis);
        QCOMPARE(g.timestampOf(200), c.baseTimeMillis + 1000);
        QCOMPARE(g.timestampOf(1), c.baseTimeMillis + 5);
        NexmarkConfig sq;
        sq.firstEventRate = 1000;
        sq.nextEventRate = 100;
        sq.ratePeriodSeconds = 2; // 1 s at 1000/s, then 1 s at 100/s
        NexmarkGenerator s(sq);
        QCOMPARE(s.timestampOf(1000), sq.baseTimeMillis + 1000);
        QCOMPARE(s.timestampOf(1100), sq.baseTimeMillis + 2000);
        QCOMPARE(s.timestampOf(1101), sq.baseTimeMillis + 2001);
    }

    // Events stay near the average sizes of the model: 200, 500 and 100 bytes by default.
    void extraPadsToTheAverageSize()
    {
        NexmarkGenerator g{NexmarkConfig{}};
        std::map<NexmarkEventType, std::pair<std::size_t, int>> sizes;
        std::string bytes;
        for (std::int64_t n = 0; n < 20000; ++n) {
            auto &[total, count] = sizes[g.generate(n, bytes)];
            total += bytes.size();
            ++count;
        }
        auto average = [&](NexmarkEventType t) {
            return static_cast<double>(sizes[t].first) / sizes[t].second;
        };
        QVERIFY(std::abs(average(NexmarkEventType::Person) - 200) < 30);
        QVERIFY(std::abs(average(NexmarkEventType::Auction) - 500) < 50);
        QVERIFY(std::abs(average(NexmarkEventType::Bid) - 100) < 25);
    }

    void optionsAreCheckedWithTheirNames()
    {
        auto ok = NexmarkSource::configFrom({{"events.num", "10"}, {"bid.avg-size", "1kb"},
                                             {"rate.shape", "SINE"}});
        QVERIFY(ok.isOk());
        QCOMPARE(ok->eventsNum, std::int64_t{10});
        QCOMPARE(ok->bidAvgSize, std::int64_t{1024});
        auto bad = NexmarkSource::configFrom({{"first-event.rate", "0"}});
        QVERIFY(!bad.isOk());
        QVERIFY(bad.status().message().find("first-event.rate") != std::string::npos);
        auto none = NexmarkSource::configFrom(
            {{"person.proportion", "0"}, {"auction.proportion", "0"}, {"bid.proportion", "0"}});
        QVERIFY(!none.isOk());
        QVERIFY(!NexmarkSource::checkColumns({{"event_type", LogicalType::integer()},
                                              {"extra", LogicalType::string()}})
                     .isOk());
        QVERIFY(!NexmarkSource::checkColumns({{"bid", LogicalType::row({{"a", LogicalType::bigInt(), ""}})}})
                     .isOk());
        QVERIFY(NexmarkSource::checkColumns({{"bid", NexmarkGenerator::bidType()}}).isOk());
    }
};

QTEST_GUILESS_MAIN(NexmarkGeneratorTest)
#include "nexmark_generator_test.moc"
