#include "connectors/nexmark_generator.h"

#include "common/row_codec.h"

#include <algorithm>
#include <cmath>

namespace sluice::exec {
namespace {

// Model constants of the Nexmark auction site.
constexpr std::int64_t kPersonIdLead = 10;  ///< bids and sales may name people about to join
constexpr std::int64_t kAuctionIdLead = 10; ///< bids may name auctions about to open
constexpr std::int64_t kHotSellerGroup = 100;
constexpr std::int64_t kHotAuctionGroup = 100;
constexpr std::int64_t kHotBidderGroup = 100;
constexpr std::int64_t kChannels = 10000;
constexpr int kSineSteps = 10;

const char *const kStates[] = {"AZ", "CA", "ID", "OR", "WA", "WY"};
const char *const kCities[] = {"Phoenix", "Los Angeles", "San Francisco", "Boise",
                               "Portland", "Bend",        "Redmond",       "Seattle",
                               "Kent",     "Cheyenne"};
const char *const kFirstNames[] = {"Ada",  "Boris", "Clara", "Dmitri", "Edith", "Felix",
                                   "Greta", "Hugo",  "Ines",  "Jonas",  "Karin"};
const char *const kLastNames[] = {"Abbott", "Brandt", "Castro", "Dalton", "Eckert",
                                  "Fischer", "Garnier", "Hoffman", "Ivanova"};
const char *const kHotChannels[] = {"Apple", "Google", "Facebook", "Baidu"};

template <std::size_t N> const char *pick(const char *const (&list)[N], SplitMix64 &rng)
{
    return list[rng.uniform(0, static_cast<std::int64_t>(N) - 1)];
}

/// The random stream of event n: the same for a given n whatever generated it.
SplitMix64 eventStream(std::int64_t event)
{
    SplitMix64 mix(static_cast<std::uint64_t>(event) * 0xD1342543DE82EF95ULL + 0x2545F4914F6CDD1DULL);
    return SplitMix64(mix.next());
}

/// uniform in [0, n), n >= 1
std::int64_t below(SplitMix64 &rng, std::int64_t n)
{
    return n <= 1 ? 0 : rng.uniform(0, n - 1);
}

} // namespace

NexmarkGenerator::NexmarkGenerator(NexmarkConfig config)
    : m_config(config), m_personWriter(personType()), m_auctionWriter(auctionType()),
      m_bidWriter(bidType())
{
    const double periodMicros = static_cast<double>(m_config.ratePeriodSeconds) * 1e6;
    std::vector<double> rates;
    if (m_config.firstEventRate == m_config.nextEventRate) {
        rates = {static_cast<double>(m_config.firstEventRate)};
    } else if (m_config.rateShape == NexmarkConfig::RateShape::Square) {
        rates = {static_cast<double>(m_config.firstEventRate),
                 static_cast<double>(m_config.nextEventRate)};
    } else {
        // A cosine from the first rate (step 0) to the next rate (half a period) and back.
        const double mid = (m_config.firstEventRate + m_config.nextEventRate) / 2.0;
        const double amplitude = (m_config.firstEventRate - m_config.nextEventRate) / 2.0;
        for (int k = 0; k < kSineSteps; ++k)
            rates.push_back(mid + amplitude * std::cos(2 * M_PI * k / kSineSteps));
    }
    const double stepMicros = rates.size() == 1 ? 1e6 : periodMicros / rates.size();
    for (double rate : rates) {
        const auto events =
            std::max<std::int64_t>(1, std::llround(rate * stepMicros / 1e6));
        m_stepEvents.push_back(events);
        m_stepDelayMicros.push_back(stepMicros / static_cast<double>(events));
        m_cycleEvents += events;
    }
    m_cycleMicros = stepMicros * static_cast<double>(rates.size());
    for (std::string &s : m_scratch)
        s.reserve(256);
}

NexmarkEventType NexmarkGenerator::typeOf(std::int64_t event) const
{
    const std::int64_t offset = event % m_config.totalProportion();
    if (offset < m_config.personProportion)
        return NexmarkEventType::Person;
    if (offset < m_config.personProportion + m_config.auctionProportion)
        return NexmarkEventType::Auction;
    return NexmarkEventType::Bid;
}

std::int64_t NexmarkGenerator::timestampOf(std::int64_t event) const
{
    if (m_stepEvents.size() == 1) {
        // One rate: exact integer arithmetic, event n at n / rate seconds.
        __extension__ using I128 = __int128;
        const I128 micros = I128{event} * 1'000'000 / m_config.firstEventRate;
        return m_config.baseTimeMillis + static_cast<std::int64_t>(micros / 1000);
    }
    const std::int64_t cycle = event / m_cycleEvents;
    std::int64_t rest = event % m_cycleEvents;
    double micros = static_cast<double>(cycle) * m_cycleMicros;
    for (std::size_t k = 0; k < m_stepEvents.size(); ++k) {
        if (rest < m_stepEvents[k]) {
            micros += static_cast<double>(rest) * m_stepDelayMicros[k];
            break;
        }
        micros += static_cast<double>(m_stepEvents[k]) * m_stepDelayMicros[k];
        rest -= m_stepEvents[k];
    }
    return m_config.baseTimeMillis + static_cast<std::int64_t>(micros / 1000);
}

// --- Ids -----------------------------------------------------------------------------------------

std::int64_t NexmarkGenerator::lastPersonIndex(std::int64_t event) const
{
    // The people registered up to event n: personProportion per cycle.
    if (m_config.personProportion == 0)
        return 0;
    const std::int64_t total = m_config.totalProportion();
    const std::int64_t cycle = event / total;
    const std::int64_t offset = std::min(event % total, m_config.personProportion - 1);
    return cycle * m_config.personProportion + offset;
}

std::int64_t NexmarkGenerator::lastAuctionIndex(std::int64_t event) const
{
    if (m_config.auctionProportion == 0)
        return 0;
    const std::int64_t total = m_config.totalProportion();
    std::int64_t cycle = event / total;
    std::int64_t offset = event % total;
    if (offset < m_config.personProportion) {
        // Before this cycle's auctions: the previous cycle's last one.
        --cycle;
        offset = m_config.auctionProportion - 1;
    } else {
        offset = std::min(offset - m_config.personProportion, m_config.auctionProportion - 1);
    }
    return std::max<std::int64_t>(0, cycle * m_config.auctionProportion + offset);
}

std::int64_t NexmarkGenerator::nextPersonIndex(std::int64_t event, SplitMix64 &rng) const
{
    // One of the recently active people, or one about to register.
    const std::int64_t people = lastPersonIndex(event) + 1;
    const std::int64_t active = std::min(people, m_config.numActivePeople);
    return people - active + below(rng, active + kPersonIdLead);
}

std::int64_t NexmarkGenerator::nextAuctionIndex(std::int64_t event, SplitMix64 &rng) const
{
    // One of the auctions still open, or one about to open.
    const std::int64_t last = lastAuctionIndex(event);
    const std::int64_t first = std::max<std::int64_t>(0, last - m_config.numInFlightAuctions);
    return first + below(rng, last - first + 1 + kAuctionIdLead);
}

std::int64_t NexmarkGenerator::nextPrice(SplitMix64 &rng) const
{
    // Cents, log-uniform from $1 to $1,000,000.
    return std::llround(std::pow(10.0, rng.unit() * 6.0) * 100.0);
}

std::int64_t NexmarkGenerator::nextAuctionLengthMillis(std::int64_t event, SplitMix64 &rng) const
{
    // About as long as it takes for numInFlightAuctions more auctions to open, so that many stay
    // open at a time.
    const std::int64_t eventsForAuctions = m_config.numInFlightAuctions *
                                           m_config.totalProportion() /
                                           std::max<std::int64_t>(1, m_config.auctionProportion);
    const std::int64_t horizon = timestampOf(event + eventsForAuctions) - timestampOf(event);
    return 1 + below(rng, std::max<std::int64_t>(horizon * 2, 1));
}

// --- Text ----------------------------------------------------------------------------------------

void NexmarkGenerator::appendString(SplitMix64 &rng, std::size_t length, std::string &to) const
{
    // Lower-case letters with a space now and then, as text.
    for (std::size_t i = 0; i < length;) {
        std::uint64_t bits = rng.next();
        for (int k = 0; k < 10 && i < length; ++k, ++i, bits >>= 6) {
            const unsigned v = static_cast<unsigned>(bits & 63U);
            to.push_back(v >= 52 ? ' ' : static_cast<char>('a' + v % 26));
        }
    }
}

const std::string &NexmarkGenerator::extra(SplitMix64 &rng, std::size_t currentSize,
                                           std::int64_t averageSize)
{
    // Padding that brings the event to its average size, spread +-20% around it.
    std::string &out = m_scratch[3];
    out.clear();
    const std::int64_t wanted = averageSize - static_cast<std::int64_t>(currentSize);
    if (wanted <= 0)
        return out;
    const std::int64_t delta = std::llround(static_cast<double>(wanted) * 0.2);
    const std::int64_t size = wanted - delta + below(rng, 2 * delta + 1);
    appendString(rng, static_cast<std::size_t>(size), out);
    return out;
}

// --- Events ---------------------------------------------------------------------------------------

const LogicalType &NexmarkGenerator::personType()
{
    static const LogicalType type = LogicalType::row({{"id", LogicalType::bigInt(), ""},
                                                      {"name", LogicalType::string(), ""},
                                                      {"emailAddress", LogicalType::string(), ""},
                                                      {"creditCard", LogicalType::string(), ""},
                                                      {"city", LogicalType::string(), ""},
                                                      {"state", LogicalType::string(), ""},
                                                      {"dateTime", LogicalType::timestamp(3), ""},
                                                      {"extra", LogicalType::string(), ""}});
    return type;
}

const LogicalType &NexmarkGenerator::auctionType()
{
    static const LogicalType type = LogicalType::row({{"id", LogicalType::bigInt(), ""},
                                                      {"itemName", LogicalType::string(), ""},
                                                      {"description", LogicalType::string(), ""},
                                                      {"initialBid", LogicalType::bigInt(), ""},
                                                      {"reserve", LogicalType::bigInt(), ""},
                                                      {"dateTime", LogicalType::timestamp(3), ""},
                                                      {"expires", LogicalType::timestamp(3), ""},
                                                      {"seller", LogicalType::bigInt(), ""},
                                                      {"category", LogicalType::bigInt(), ""},
                                                      {"extra", LogicalType::string(), ""}});
    return type;
}

const LogicalType &NexmarkGenerator::bidType()
{
    static const LogicalType type = LogicalType::row({{"auction", LogicalType::bigInt(), ""},
                                                      {"bidder", LogicalType::bigInt(), ""},
                                                      {"price", LogicalType::bigInt(), ""},
                                                      {"channel", LogicalType::string(), ""},
                                                      {"url", LogicalType::string(), ""},
                                                      {"dateTime", LogicalType::timestamp(3), ""},
                                                      {"extra", LogicalType::string(), ""}});
    return type;
}

// --- Event values -------------------------------------------------------------------------------

NexmarkEventType NexmarkGenerator::generate(std::int64_t event, std::string &out)
{
    SplitMix64 rng = eventStream(event);
    const NexmarkEventType type = typeOf(event);
    switch (type) {
    case NexmarkEventType::Person: person(event, rng, out); break;
    case NexmarkEventType::Auction: auction(event, rng, out); break;
    case NexmarkEventType::Bid: bid(event, rng, out); break;
    }
    return type;
}

void NexmarkGenerator::person(std::int64_t event, SplitMix64 &rng, std::string &out)
{
    // ROW<id, name, emailAddress, creditCard, city, state, dateTime, extra>
    RowValueWriter &writer = m_personWriter;
    std::string &name = m_scratch[0];
    std::string &email = m_scratch[1];
    std::string &card = m_scratch[2];
    name.assign(pick(kFirstNames, rng)).append(" ").append(pick(kLastNames, rng));
    email.clear();
    appendString(rng, 7, email);
    email += '@';
    appendString(rng, 5, email);
    email += ".com";
    card.clear();
    for (int group = 0; group < 4; ++group) {
        if (group)
            card += ' ';
        const std::int64_t digits = rng.uniform(0, 9999);
        card += static_cast<char>('0' + digits / 1000);
        card += static_cast<char>('0' + digits / 100 % 10);
        card += static_cast<char>('0' + digits / 10 % 10);
        card += static_cast<char>('0' + digits % 10);
    }
    const char *city = pick(kCities, rng);
    const char *state = pick(kStates, rng);
    const std::size_t size = 8 + name.size() + email.size() + card.size() +
                             std::char_traits<char>::length(city) + 2 + 8;
    writer.start(out);
    writer.putInt64(kFirstPersonId + lastPersonIndex(event));
    writer.putString(name);
    writer.putString(email);
    writer.putString(card);
    writer.putString(city);
    writer.putString(state);
    writer.putTimestamp(TimestampValue{timestampOf(event), 0});
    writer.putString(extra(rng, size, m_config.personAvgSize));
}

void NexmarkGenerator::auction(std::int64_t event, SplitMix64 &rng, std::string &out)
{
    // ROW<id, itemName, description, initialBid, reserve, dateTime, expires, seller, category,
    // extra>
    RowValueWriter &writer = m_auctionWriter;
    std::string &item = m_scratch[0];
    std::string &description = m_scratch[1];
    item.clear();
    appendString(rng, 20, item);
    description.clear();
    appendString(rng, 100, description);
    const std::int64_t initialBid = nextPrice(rng);
    const std::int64_t reserve = initialBid + nextPrice(rng);
    const std::int64_t time = timestampOf(event);
    const std::int64_t expires = time + nextAuctionLengthMillis(event, rng);
    // Most auctions come from a few hot sellers.
    std::int64_t seller = 0;
    if (below(rng, m_config.hotSellersRatio) > 0)
        seller = (lastPersonIndex(event) / kHotSellerGroup) * kHotSellerGroup;
    else
        seller = nextPersonIndex(event, rng);
    const std::int64_t category = kFirstCategoryId + below(rng, kNumCategories);
    const std::size_t size = 8 + item.size() + description.size() + 8 + 8 + 8 + 8 + 8 + 8;
    writer.start(out);
    writer.putInt64(kFirstAuctionId + lastAuctionIndex(event));
    writer.putString(item);
    writer.putString(description);
    writer.putInt64(initialBid);
    writer.putInt64(reserve);
    writer.putTimestamp(TimestampValue{time, 0});
    writer.putTimestamp(TimestampValue{expires, 0});
    writer.putInt64(kFirstPersonId + seller);
    writer.putInt64(category);
    writer.putString(extra(rng, size, m_config.auctionAvgSize));
}

void NexmarkGenerator::bid(std::int64_t event, SplitMix64 &rng, std::string &out)
{
    // ROW<auction, bidder, price, channel, url, dateTime, extra>
    RowValueWriter &writer = m_bidWriter;
    // Most bids go to a few hot auctions, from a few hot bidders.
    std::int64_t auction = 0;
    if (below(rng, m_config.hotAuctionRatio) > 0)
        auction = (lastAuctionIndex(event) / kHotAuctionGroup) * kHotAuctionGroup;
    else
        auction = nextAuctionIndex(event, rng);
    std::int64_t bidder = 0;
    if (below(rng, m_config.hotBiddersRatio) > 0)
        bidder = (lastPersonIndex(event) / kHotBidderGroup) * kHotBidderGroup + 1;
    else
        bidder = nextPersonIndex(event, rng);
    const std::int64_t price = nextPrice(rng);
    // Nine in ten bids come through a hot channel; the rest name their channel in the URL.
    std::string &channel = m_scratch[0];
    std::string &url = m_scratch[1];
    url.assign("https://www.nexmark.com/");
    for (int dir = 0; dir < 3; ++dir) {
        appendString(rng, 5, url);
        std::replace(url.end() - 5, url.end(), ' ', '_');
        url += '/';
    }
    url += "item.htm?query=1";
    if (below(rng, 10) > 0) {
        channel.assign(pick(kHotChannels, rng));
    } else {
        const std::int64_t n = below(rng, kChannels);
        channel.assign("channel-").append(std::to_string(n));
        url.append("&channel_id=").append(std::to_string(n * 7919 % 1000003));
    }
    const std::size_t size = 8 + 8 + 8 + channel.size() + url.size() + 8;
    writer.start(out);
    writer.putInt64(kFirstAuctionId + auction);
    writer.putInt64(kFirstPersonId + bidder);
    writer.putInt64(price);
    writer.putString(channel);
    writer.putString(url);
    writer.putTimestamp(TimestampValue{timestampOf(event), 0});
    writer.putString(extra(rng, size, m_config.bidAvgSize));
}

} // namespace sluice::exec
