#pragma once

// The Nexmark benchmark's event generator (the online-auction model of Tucker et al., "NEXMark –
// A Benchmark for Queries over Data Streams", as the Beam and Flink Nexmark suites run it):
// people register, open auctions and bid on them. Event n of the global sequence is a person, an
// auction or a bid by its place in a cycle of person.proportion + auction.proportion +
// bid.proportion events (1:3:46 by default); its event time follows from the event rate. Every
// value of event n comes from a random stream seeded by n alone, so a configuration always gives
// the same events, however many subtasks split the sequence.

#include "common/row_codec.h"
#include "connectors/datagen_source.h"

#include <cstdint>
#include <string>

namespace sluice::exec {

/// The generator's settings: the options of Flink's `nexmark` connector.
struct NexmarkConfig {
    enum class RateShape : std::uint8_t { Square, Sine };
    RateShape rateShape = RateShape::Square;
    std::int64_t ratePeriodSeconds = 600;
    bool rateLimited = false; ///< emit events when the wall clock reaches their time
    std::int64_t firstEventRate = 10000; ///< events per second
    std::int64_t nextEventRate = 10000;
    std::int64_t personAvgSize = 200; ///< bytes, reached by padding `extra`
    std::int64_t auctionAvgSize = 500;
    std::int64_t bidAvgSize = 100;
    std::int64_t personProportion = 1;
    std::int64_t auctionProportion = 3;
    std::int64_t bidProportion = 46;
    std::int64_t hotAuctionRatio = 2; ///< 1 in this many bids goes to a random auction
    std::int64_t hotBiddersRatio = 4;
    std::int64_t hotSellersRatio = 4;
    std::int64_t eventsNum = 0; ///< 0: unbounded
    bool keepAlive = false;     ///< stay open (idle) after the last event
    std::int64_t stopAt = -1;   ///< stop before this event number; -1: never

    /// Event time of event 0: 2015-07-15 00:00:00 UTC, Nexmark's customary base time, so that
    /// runs are reproducible.
    std::int64_t baseTimeMillis = 1436918400000;
    /// Auctions open at once, and people bidding and selling, at any time.
    std::int64_t numInFlightAuctions = 100;
    std::int64_t numActivePeople = 1000;

    std::int64_t totalProportion() const
    {
        return personProportion + auctionProportion + bidProportion;
    }
};

enum class NexmarkEventType : std::int32_t { Person = 0, Auction = 1, Bid = 2 };

/// Generates event n into the encodings of the `person`, `auction` and `bid` ROW values of the
/// nexmark table (exactly one of them per event). Not thread-safe: one per subtask.
class NexmarkGenerator {
public:
    explicit NexmarkGenerator(NexmarkConfig config);

    const NexmarkConfig &config() const { return m_config; }
    NexmarkEventType typeOf(std::int64_t event) const;
    /// Event time of event n in epoch milliseconds.
    std::int64_t timestampOf(std::int64_t event) const;

    /// Writes the ROW value of event n (as the row codec encodes the nexmark table's
    /// ROW<id, name, ...> types) into `out`; returns its type.
    NexmarkEventType generate(std::int64_t event, std::string &out);

    /// The types of the nexmark table's `person`, `auction` and `bid` columns.
    static const LogicalType &personType();
    static const LogicalType &auctionType();
    static const LogicalType &bidType();

    /// First ids and the category range, as the Nexmark model defines them.
    static constexpr std::int64_t kFirstPersonId = 1000;
    static constexpr std::int64_t kFirstAuctionId = 1000;
    static constexpr std::int64_t kFirstCategoryId = 10;
    static constexpr std::int64_t kNumCategories = 5;

private:
    std::int64_t lastPersonIndex(std::int64_t event) const;
    std::int64_t lastAuctionIndex(std::int64_t event) const;
    std::int64_t nextPersonIndex(std::int64_t event, SplitMix64 &rng) const;
    std::int64_t nextAuctionIndex(std::int64_t event, SplitMix64 &rng) const;
    std::int64_t nextPrice(SplitMix64 &rng) const;
    std::int64_t nextAuctionLengthMillis(std::int64_t event, SplitMix64 &rng) const;
    void appendString(SplitMix64 &rng, std::size_t length, std::string &to) const;
    const std::string &extra(SplitMix64 &rng, std::size_t currentSize, std::int64_t averageSize);

    void person(std::int64_t event, SplitMix64 &rng, std::string &out);
    void auction(std::int64_t event, SplitMix64 &rng, std::string &out);
    void bid(std::int64_t event, SplitMix64 &rng, std::string &out);

    NexmarkConfig m_config;
    // Rate: one cycle of `m_steps` steps, step k lasting m_stepMicros with m_stepDelay[k] µs
    // between events.
    std::vector<double> m_stepDelayMicros;
    std::vector<std::int64_t> m_stepEvents; // events per step
    std::int64_t m_cycleEvents = 0;
    double m_cycleMicros = 0;

    RowValueWriter m_personWriter, m_auctionWriter, m_bidWriter;
    std::string m_scratch[4];
};

} // namespace sluice::exec
