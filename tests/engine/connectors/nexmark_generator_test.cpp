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

/// A nexmark source's events as text (the event type, then its ROW value's bytes), polled in
/// batches of 64 until it ends or `batches` were taken.
struct Reader {
    std::unique_ptr<NexmarkSource> source;
    OperatorContext context;
    std::vector<std::string> events;
    bool finished = false;

    Reader(const NexmarkConfig &config, int index, int parallelism)
        : source(std::make_unique<NexmarkSource>(config, NexmarkSource::Columns{0, 1, 2, 3}))
    {
        context.subtaskIndex = index;
        context.parallelism = parallelism;
        QVERIFY(source->open(context).isOk());
    }
    void poll(int batches = 1 << 30)
    {
        const auto schema = Schema::make({{"event_type", LogicalType::integer()},
                                          {"person", NexmarkGenerator::personType()},
                                          {"auction", NexmarkGenerator::auctionType()},
                                          {"bid", NexmarkGenerator::bidType()}});
        for (int b = 0; b < batches && !finished; ++b) {
            RowBatch batch(schema, 64);
            auto state = source->poll(batch);
            QVERIFY(state.isOk());
            finished = *state == SourceState::Finished;
            for (std::size_t r = 0; r < batch.size(); ++r) {
                const int type = batch.get<std::int32_t>(0, r);
                events.push_back(std::to_string(type) + ":" + std::string(batch.getString(1 + type, r)));
            }
        }
    }
};

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

    // Checkpoints: each subtask's share of the sequence is a split (its next event and the
    // wall-clock time of its start); a restore deals the splits out at any parallelism, and a
    // subtask holding several emits their events in the global order.
    void aRestoreGoesOnFromTheCheckpointAtAnyParallelism()
    {
        NexmarkConfig config;
        config.eventsNum = 1000;
        Reader whole(config, 0, 1);
        whole.poll();
        QVERIFY(whole.finished);
        QCOMPARE(whole.events.size(), std::size_t{1000});
        std::map<std::string, std::size_t> order;
        for (std::size_t i = 0; i < whole.events.size(); ++i)
            order[whole.events[i]] = i;
        QCOMPARE(order.size(), std::size_t{1000}); // every event differs

        // Two subtasks, one further along than the other, checkpointed.
        std::vector<std::string> emitted;
        std::vector<SourceSplitState> splits;
        for (int index = 0; index < 2; ++index) {
            Reader r(config, index, 2);
            r.poll(index == 0 ? 2 : 5);
            emitted.insert(emitted.end(), r.events.begin(), r.events.end());
            QVERIFY(r.source->snapshotPosition(1, splits).isOk());
        }
        QCOMPARE(splits.size(), std::size_t{2});
        for (const int parallelism : {1, 2, 3}) {
            std::vector<std::string> all = emitted;
            for (int index = 0; index < parallelism; ++index) {
                Reader r(config, index, parallelism);
                QVERIFY(r.source->restorePosition(splits, 2).isOk());
                r.poll();
                QVERIFY(r.finished);
                // In the order of the uninterrupted run, whatever splits the subtask holds.
                for (std::size_t i = 1; i < r.events.size(); ++i)
                    QVERIFY(order.at(r.events[i - 1]) < order.at(r.events[i]));
                all.insert(all.end(), r.events.begin(), r.events.end());
                // A checkpoint of the restored subtask holds the splits it was dealt.
                std::vector<SourceSplitState> again;
                QVERIFY(r.source->snapshotPosition(2, again).isOk());
                QCOMPARE(again.size(), std::size_t{parallelism == 1 ? 2U : index < 2 ? 1U : 0U});
            }
            std::sort(all.begin(), all.end());
            std::vector<std::string> expected = whole.events;
            std::sort(expected.begin(), expected.end());
            QCOMPARE(all, expected); // each event once
        }

        // A split that is not one, or that says too much, is refused.
        Reader r(config, 0, 1);
        std::vector<SourceSplitState> corrupt = splits;
        corrupt[0].state.pop_back();
        QVERIFY(!r.source->restorePosition(corrupt, 2).isOk());
        corrupt = splits;
        corrupt[0].state += 'x';
        QVERIFY(!r.source->restorePosition(corrupt, 2).isOk());
        corrupt = splits;
        corrupt[0].id = "events-1-of-2";
        QVERIFY(!r.source->restorePosition(corrupt, 2).isOk());
    }
};

QTEST_GUILESS_MAIN(NexmarkGeneratorTest)
#include "nexmark_generator_test.moc"
