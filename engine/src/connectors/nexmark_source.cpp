#include "connectors/nexmark_source.h"

#include <sluice/text.h>

#include "common/byte_codec.h"
#include "connectors/table_options.h"
#include "plan/plan_node.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <thread>
#include <tuple>

namespace sluice::exec {
namespace {

constexpr auto kMaxIdleSleep = std::chrono::milliseconds(20);

/// The generator's values fit a declared type when the layout is the same: the field types
/// match ignoring nullability and field names (a ROW is read by position).
bool sameLayout(const LogicalType &declared, const LogicalType &produced)
{
    if (declared.root() != produced.root())
        return false;
    if (declared.root() != LogicalTypeRoot::Row)
        return declared.physicalType() == produced.physicalType() &&
               (declared.root() != LogicalTypeRoot::Timestamp ||
                declared.precision() == 3);
    const auto a = declared.fields();
    const auto b = produced.fields();
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!sameLayout(a[i].type, b[i].type))
            return false;
    return true;
}

} // namespace

Status NexmarkSource::checkColumns(const std::vector<plan::Field> &columns)
{
    const std::pair<const char *, LogicalType> produced[] = {
        {"event_type", LogicalType::integer()},
        {"person", NexmarkGenerator::personType()},
        {"auction", NexmarkGenerator::auctionType()},
        {"bid", NexmarkGenerator::bidType()},
    };
    for (const plan::Field &c : columns) {
        const auto *match = std::find_if(std::begin(produced), std::end(produced),
                                         [&](const auto &p) { return c.name == p.first; });
        if (match == std::end(produced))
            return Status::invalidArgument(
                sluice::Engine::tr("The nexmark connector produces the columns event_type, person, auction and "
                                   "bid (as in Nexmark's ddl_gen.sql); it has no column '%1'")
                    .arg(c.name));
        if (!sameLayout(c.type, match->second))
            return Status::invalidArgument(
                sluice::Engine::tr("Column '%1' of a nexmark table must be %2, but is declared %3")
                    .arg(c.name)
                    .arg(match->second.toString())
                    .arg(c.type.toString()));
    }
    return Status::ok();
}

Result<NexmarkConfig> NexmarkSource::configFrom(
    const std::vector<std::pair<std::string, std::string>> &pairs)
{
    const TableOptions options(pairs);
    NexmarkConfig c;
    auto positive = [&](const char *key, std::int64_t &into, std::int64_t min) -> Status {
        auto v = options.getLong(key, into);
        if (!v)
            return v.status();
        if (*v < min)
            return Status::invalidArgument(
                sluice::Engine::tr("'%1' must be at least %2, but was %3").arg(key).arg(min).arg(*v));
        into = *v;
        return Status::ok();
    };
    const std::string shape = options.getString("rate.shape", "SQUARE");
    if (shape == "SQUARE" || shape == "square")
        c.rateShape = NexmarkConfig::RateShape::Square;
    else if (shape == "SINE" || shape == "sine")
        c.rateShape = NexmarkConfig::RateShape::Sine;
    else
        return Status::invalidArgument(
            sluice::Engine::tr("Unsupported value '%1' for 'rate.shape'; use SQUARE or SINE").arg(shape));
    auto period = options.getDuration("rate.period");
    if (!period)
        return period.status();
    if (*period) {
        c.ratePeriodSeconds = std::chrono::duration_cast<std::chrono::seconds>(**period).count();
        if (c.ratePeriodSeconds < 1)
            return Status::invalidArgument(sluice::Engine::tr("'rate.period' must be at least 1 s"));
    }
    for (auto [key, into, min] :
         {std::tuple<const char *, std::int64_t *, std::int64_t>{"first-event.rate", &c.firstEventRate, 1},
          {"next-event.rate", &c.nextEventRate, 1},
          {"person.proportion", &c.personProportion, 0},
          {"auction.proportion", &c.auctionProportion, 0},
          {"bid.proportion", &c.bidProportion, 0},
          {"bid.hot-ratio.auctions", &c.hotAuctionRatio, 1},
          {"bid.hot-ratio.bidders", &c.hotBiddersRatio, 1},
          {"auction.hot-ratio.sellers", &c.hotSellersRatio, 1},
          {"events.num", &c.eventsNum, 0},
          {"stop-at", &c.stopAt, -1}}) {
        if (Status s = positive(key, *into, min); !s)
            return s;
    }
    if (c.totalProportion() < 1)
        return Status::invalidArgument(
            sluice::Engine::tr("'person.proportion', 'auction.proportion' and 'bid.proportion' must not all be 0"));
    for (auto [key, into] : {std::pair<const char *, std::int64_t *>{"person.avg-size", &c.personAvgSize},
                             {"auction.avg-size", &c.auctionAvgSize},
                             {"bid.avg-size", &c.bidAvgSize}}) {
        auto v = options.getMemorySize(key, static_cast<std::uint64_t>(*into));
        if (!v)
            return v.status();
        *into = static_cast<std::int64_t>(std::min<std::uint64_t>(*v, 1U << 30));
    }
    for (auto [key, into] : {std::pair<const char *, bool *>{"rate.limited", &c.rateLimited},
                             {"keep-alive", &c.keepAlive}}) {
        auto v = options.getBool(key, *into);
        if (!v)
            return v.status();
        *into = *v;
    }
    if (auto v = options.getBool("max-emit-speed", true); !v)
        return v.status();
    return c;
}

Result<std::unique_ptr<SourceReader>> NexmarkSource::create(const plan::ScanNode &scan)
{
    if (Status s = checkColumns(scan.schema); !s)
        return s;
    auto config = configFrom(scan.options);
    if (!config)
        return config.status();
    Columns columns;
    for (std::size_t i = 0; i < scan.schema.size(); ++i) {
        const std::string &name = scan.schema[i].name;
        int &slot = name == "event_type" ? columns.eventType
                    : name == "person"   ? columns.person
                    : name == "auction"  ? columns.auction
                                         : columns.bid;
        slot = static_cast<int>(i);
    }
    std::unique_ptr<SourceReader> reader = std::make_unique<NexmarkSource>(*config, columns);
    return reader;
}

NexmarkSource::NexmarkSource(NexmarkConfig config, Columns columns)
    : m_generator(config), m_columns(columns)
{
}

namespace {

std::int64_t wallClockMillis()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace

Status NexmarkSource::open(OperatorContext &context)
{
    const NexmarkConfig &c = m_generator.config();
    m_end = c.eventsNum > 0 ? c.eventsNum : std::numeric_limits<std::int64_t>::max();
    if (c.stopAt >= 0)
        m_end = std::min(m_end, c.stopAt);
    m_subtask = context.subtaskIndex;
    m_parallelism = std::max(1, context.parallelism);
    Split split;
    split.first = m_subtask;
    split.step = m_parallelism;
    split.next = split.first;
    split.wallClockBase = wallClockMillis();
    m_splits.assign(1, split);
    return Status::ok();
}

NexmarkSource::Split *NexmarkSource::nextSplit()
{
    Split *best = nullptr;
    for (Split &s : m_splits) {
        if (s.next < m_end && (!best || s.next < best->next))
            best = &s;
    }
    return best;
}

SourceReader::Progress NexmarkSource::progress() const
{
    if (m_end == std::numeric_limits<std::int64_t>::max())
        return {m_emitted, -1, false};
    std::int64_t left = 0;
    for (const Split &s : m_splits) {
        if (s.next < m_end)
            left += (m_end - s.next + s.step - 1) / s.step;
    }
    return {m_emitted, m_emitted + left, false};
}

Result<SourceState> NexmarkSource::poll(RowBatch &batch)
{
    const NexmarkConfig &c = m_generator.config();
    // Rate-limited: an event is due once as much wall time has passed since its split's start
    // as event time since the first event.
    const std::int64_t now = c.rateLimited ? wallClockMillis() : 0;
    bool any = false;
    Split *split = nextSplit();
    for (; split && !batch.full(); split = nextSplit()) {
        if (c.rateLimited &&
            m_generator.timestampOf(split->next) - c.baseTimeMillis > now - split->wallClockBase)
            break;
        const NexmarkEventType type = m_generator.generate(split->next, m_value);
        const std::size_t row = batch.appendRow();
        if (m_columns.eventType >= 0)
            batch.set<std::int32_t>(static_cast<std::size_t>(m_columns.eventType), row,
                                    static_cast<std::int32_t>(type));
        const int column = type == NexmarkEventType::Person    ? m_columns.person
                           : type == NexmarkEventType::Auction ? m_columns.auction
                                                               : m_columns.bid;
        if (column >= 0)
            batch.setString(static_cast<std::size_t>(column), row, m_value);
        split->next += split->step;
        ++m_emitted;
        any = true;
    }
    if (any)
        return SourceState::MoreAvailable;
    if (!split && !c.keepAlive)
        return SourceState::Finished;
    std::this_thread::sleep_for(kMaxIdleSleep); // nothing due yet, or kept alive at the end
    return SourceState::Idle;
}

std::string NexmarkSource::splitId(const Split &split)
{
    return "events-" + std::to_string(split.first) + "-of-" + std::to_string(split.step);
}

Status NexmarkSource::snapshotPosition(std::int64_t, std::vector<SourceSplitState> &out)
{
    for (const Split &split : m_splits) {
        ByteWriter w;
        w.varint(static_cast<std::uint64_t>(split.first));
        w.varint(static_cast<std::uint64_t>(split.step));
        w.i64(split.next);
        w.i64(split.wallClockBase);
        out.push_back({splitId(split), w.take()});
    }
    return Status::ok();
}

Status NexmarkSource::restorePosition(const std::vector<SourceSplitState> &splits, int)
{
    std::vector<Split> all;
    for (const SourceSplitState &state : splits) {
        ByteReader r(state.state, "the position of nexmark split " + state.id);
        Split split;
        split.first = static_cast<std::int64_t>(r.varint("first event"));
        split.step = static_cast<std::int64_t>(r.varint("step"));
        split.next = r.i64("next event");
        split.wallClockBase = r.i64("wall-clock base");
        if (r.ok() && !r.atEnd())
            r.fail("end", sluice::Engine::tr("is followed by unexpected bytes"));
        if (r.ok() && (split.step < 1 || split.first >= split.step || split.next < split.first ||
                       (split.next - split.first) % split.step != 0 || splitId(split) != state.id))
            r.fail("next event", sluice::Engine::tr("is not an event of the split"));
        if (!r.ok())
            return r.status();
        all.push_back(split);
    }
    std::sort(all.begin(), all.end(), [](const Split &a, const Split &b) {
        return std::tie(a.step, a.first) < std::tie(b.step, b.first);
    });
    m_splits.clear();
    for (std::size_t k = 0; k < all.size(); ++k) {
        if (static_cast<int>(k % static_cast<std::size_t>(m_parallelism)) == m_subtask)
            m_splits.push_back(all[k]);
    }
    return Status::ok();
}

} // namespace sluice::exec
