#include "exec/interval_join_operator.h"

#include <sluice/text.h>

#include "exec/operators.h"
#include "exec/row_key_selector.h"
#include "exec/sort_key_encoding.h"
#include "exec/timer_snapshot.h"

#include <limits>

namespace sluice::exec {

namespace {

constexpr std::int64_t kMaxTime = std::numeric_limits<std::int64_t>::max();

// A cached row's value: a byte telling whether it has joined, then the row.
constexpr char kJoined = 1;
constexpr char kNotJoined = 0;

} // namespace

IntervalJoinOperator::IntervalJoinOperator(const plan::JoinNode &node)
{
    if (!node.interval || !setUpJoinInputs(node, m_sides[0], m_sides[1])) {
        m_setupError = Status::internal("interval join node without bounds, or its output does "
                                        "not match its inputs");
        return;
    }
    m_kind = node.joinKind;
    m_bounds = *node.interval;
    m_emptyWindow = m_bounds.upper < m_bounds.lower;
    m_conditionExpr = node.nonEquiCondition;
    m_outSchema = schemaFromPlan(node.schema);
    m_sides[0].timeColumn = static_cast<std::size_t>(m_bounds.leftTimeColumn);
    m_sides[1].timeColumn = static_cast<std::size_t>(m_bounds.rightTimeColumn);
    m_sides[0].relativeSize = -m_bounds.lower;
    m_sides[1].relativeSize = m_bounds.upper;
    for (Side &side : m_sides)
        side.rowCodec.emplace(RowCodec::forSchema(*side.schema));
    m_pair = RowBatch(m_outSchema, 1);
}

Status IntervalJoinOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, m_setupError); !s.isOk())
        return s;
    m_maxParallelism = context.maxParallelism;
    if (context.config) {
        if (auto d = context.config->getDuration("table.exec.interval-join.min-cleanup-interval"))
            m_minCleanUp = std::max<std::int64_t>(
                0, std::chrono::duration_cast<std::chrono::milliseconds>(*d).count());
    }
    if (Status s = compileJoinCondition(m_conditionExpr, *m_outSchema, context, m_condition); !s)
        return s;
    // The watermark cleans these caches: no state TTL.
    // Each row is written once under a sequence number of its own (again only when it is
    // first joined, on an outer side).
    const state::MapTableUse use{.writesMostlyNew = true};
    m_sides[0].cache = &context.state->mapTableFor("left-rows", use);
    m_sides[1].cache = &context.state->mapTableFor("right-rows", use);
    m_sides[0].metrics.open(context.metrics, "left");
    m_sides[1].metrics.open(context.metrics, "right");
    return Status::ok();
}

std::int64_t IntervalJoinOperator::expirationTime(std::int64_t relativeSize) const
{
    // Flink's calExpirationTime with no allowed lateness; the end of input expires everything.
    return m_operatorTime < kMaxTime ? m_operatorTime - relativeSize - 1 : kMaxTime;
}

Status IntervalJoinOperator::processBatch(int input, const RowBatch &batch, Output &out)
{
    BatchBuilder builder(m_outSchema, out);
    if (m_emptyWindow) {
        // Nothing joins: an outer side's rows are padded at once, the others dropped.
        if (m_sides[input].outer) {
            for (std::size_t row = 0; row < batch.size(); ++row)
                emitPadded(builder, m_sides[input], batch, row);
        }
        builder.flush();
        return Status::ok();
    }
    Side &in = m_sides[input];
    m_hashes.resize(batch.size());
    in.hasher->hashBatch(batch, m_hashes);
    for (std::size_t row = 0; row < batch.size(); ++row) {
        if (Status s = processRow(input, batch, row, builder); !s.isOk())
            return Status(s).from(context().name);
    }
    builder.flush();
    return Status::ok();
}

Status IntervalJoinOperator::processRow(int input, const RowBatch &batch, std::size_t row,
                                        BatchBuilder &out)
{
    Side &in = m_sides[input];
    Side &other = m_sides[1 - input];
    if (batch.isNull(in.timeColumn, row))
        return Status::invalidArgument(
            sluice::Engine::tr("the rowtime attribute '%1' is NULL in a row of the interval join's %2 input")
                .arg(in.schema->name(in.timeColumn))
                .arg(input == 0 ? sluice::Engine::tr("left") : sluice::Engine::tr("right")));
    const std::int64_t time = batch.get<TimestampValue>(in.timeColumn, row).millis;
    bool nullKey = false;
    for (std::uint32_t k : in.keys)
        nullKey = nullKey || batch.isNull(k, row);
    const int keyGroup = keyGroupForKeyHash(KeyHasher::keyHash32(m_hashes[row]), m_maxParallelism);
    m_key.clear();
    in.keyCodec->encode(batch, row, m_key);

    // The other side's rows this one can join: other.time in [time - other's relative size,
    // time + this side's].
    const std::int64_t lower = time - other.relativeSize;
    const std::int64_t upper = time + in.relativeSize;
    bool emitted = false;
    if (other.expirationTime < upper) {
        m_pair.clear();
        m_pair.appendRow(RowKind::Insert);
        for (std::size_t c = 0; c < in.schema->size(); ++c)
            m_pair.copyValue(in.offset + c, 0, batch, c, row);
        auto joined = joinCached(other, keyGroup, m_key, nullKey, lower, upper, out);
        if (!joined)
            return joined.status();
        emitted = *joined;
    }
    // Keep the row while the other side may still bring a partner, else it is done.
    if (m_operatorTime < upper) {
        m_value.clear();
        m_value.push_back(emitted ? kJoined : kNotJoined);
        in.rowCodec->encode(batch, row, m_value);
        in.cache->put(keyGroup, m_key, timeOrderedKey(time, m_sequence++), m_value);
        const std::string timerKey = joinStateAddress(keyGroup, m_key);
        if (!in.cleanupAt.contains(timerKey))
            registerCleanup(input, timerKey, time);
    } else if (!emitted && in.outer) {
        emitPadded(out, in, batch, row);
    }
    return Status::ok();
}

void IntervalJoinOperator::readCache(Side &side, int keyGroup, std::string_view key,
                                     const std::string &address)
{
    m_cached.clear();
    std::string from;
    if (const auto removed = side.removedThrough.find(address);
        removed != side.removedThrough.end() && removed->second < kMaxTime)
        from = timeOrderedKey(removed->second + 1, std::numeric_limits<std::int64_t>::min());
    side.cache->forEachFrom(keyGroup, key, from, [&](std::string_view userKey, std::string_view value) {
        CachedRow r;
        r.userKey = std::string(userKey);
        r.time = readOrderedInt64(userKey);
        r.emitted = !value.empty() && value[0] == kJoined;
        r.row = std::string(value.substr(1));
        m_cached.push_back(std::move(r));
        return true;
    });
}

Result<bool> IntervalJoinOperator::joinCached(Side &other, int keyGroup, std::string_view key,
                                              bool nullKey, std::int64_t lower, std::int64_t upper,
                                              BatchBuilder &out)
{
    other.expirationTime = expirationTime(other.relativeSize);
    const std::string address = joinStateAddress(keyGroup, key);
    readCache(other, keyGroup, key, address);
    bool emitted = false;
    for (CachedRow &cached : m_cached) {
        if (cached.time >= lower && cached.time <= upper && !nullKey) {
            if (Status s = other.rowCodec->decodeInto(cached.row, m_pair, 0, other.offset);
                !s.isOk())
                return s;
            bool pass = true;
            if (m_condition) {
                m_selection.clear();
                if (Status s = m_condition->filter(m_pair, m_selection, true); !s.isOk())
                    return s;
                pass = !m_selection.empty();
            }
            if (pass) {
                out.batch().appendRowFrom(m_pair, 0);
                emitted = true;
                if (other.outer && !cached.emitted) {
                    cached.emitted = true;
                    m_value.clear();
                    m_value.push_back(kJoined);
                    m_value.append(cached.row);
                    other.cache->put(keyGroup, key, cached.userKey, m_value);
                }
            }
        }
        // Rows the watermark has passed leave the cache as they are met.
        if (cached.time <= other.expirationTime) {
            if (other.outer && !cached.emitted)
                emitPaddedStored(out, other, cached.row);
            other.cache->remove(keyGroup, key, cached.userKey);
        }
    }
    removedUpTo(other, address, other.expirationTime);
    return emitted;
}

void IntervalJoinOperator::removedUpTo(Side &side, const std::string &address, std::int64_t expiration)
{
    // A key without rows left keeps no entry (removeExpired drops it).
    if (!side.cleanupAt.contains(address))
        return;
    const auto [at, added] = side.removedThrough.try_emplace(address, expiration);
    if (!added)
        at->second = std::max(at->second, expiration);
}

void IntervalJoinOperator::registerCleanup(int s, const std::string &timerKey, std::int64_t rowTime)
{
    const std::int64_t at = rowTime + m_sides[s].relativeSize + m_minCleanUp + 1;
    m_sides[s].cleanupAt[timerKey] = at;
    m_timers.emplace(at, Timer{s, timerKey});
}

Status IntervalJoinOperator::removeExpired(int s, const std::string &timerKey, BatchBuilder &out)
{
    Side &side = m_sides[s];
    side.expirationTime = expirationTime(side.relativeSize);
    const auto [keyGroup, key] = splitStateAddress(timerKey);
    readCache(side, keyGroup, key, timerKey);
    std::int64_t earliest = -1;
    for (const CachedRow &cached : m_cached) {
        if (cached.time <= side.expirationTime) {
            if (side.outer && !cached.emitted)
                emitPaddedStored(out, side, cached.row);
            side.cache->remove(keyGroup, key, cached.userKey);
        } else if (earliest < 0 || cached.time < earliest) {
            earliest = cached.time;
        }
    }
    // As Flink, a remaining earliest time of 0 or less counts as none: the key is dropped.
    if (earliest > 0) {
        registerCleanup(s, timerKey, earliest);
        removedUpTo(side, timerKey, side.expirationTime);
    } else {
        side.cleanupAt.erase(timerKey);
        side.removedThrough.erase(timerKey);
        side.cache->removeAll(keyGroup, key);
    }
    return Status::ok();
}

Status IntervalJoinOperator::fireTimers(std::int64_t upTo, Output &out)
{
    BatchBuilder builder(m_outSchema, out);
    while (!m_timers.empty() && m_timers.begin()->first <= upTo) {
        const auto it = m_timers.begin();
        const std::int64_t at = it->first;
        const Timer timer = std::move(it->second);
        m_timers.erase(it);
        Side &side = m_sides[timer.side];
        // Only the key's latest timer counts (Flink compares it with the timer state).
        const auto current = side.cleanupAt.find(timer.timerKey);
        if (current == side.cleanupAt.end() || current->second != at)
            continue;
        if (Status s = removeExpired(timer.side, timer.timerKey, builder); !s.isOk())
            return Status(s).from(context().name);
    }
    builder.flush();
    return Status::ok();
}

Status IntervalJoinOperator::processWatermark(std::int64_t watermarkMillis, Output &out)
{
    m_operatorTime = watermarkMillis > 0 ? watermarkMillis : 0;
    if (!m_emptyWindow) {
        if (Status s = fireTimers(watermarkMillis, out); !s.isOk())
            return s;
    }
    // Joined rows may carry times up to maxOutputDelay behind the watermark; the end of input
    // (MAX) passes as it is.
    const std::int64_t delay =
        m_emptyWindow ? 0 : std::max<std::int64_t>(0, m_bounds.maxOutputDelay());
    const std::int64_t floor = std::numeric_limits<std::int64_t>::min() + delay;
    out.emitWatermark(watermarkMillis == kMaxTime ? kMaxTime
                                                  : std::max(watermarkMillis, floor) - delay);
    return Status::ok();
}

Status IntervalJoinOperator::endInput(Output &out)
{
    // Both inputs ended: no partner can come, every cached row leaves.
    m_operatorTime = kMaxTime;
    Status s = m_emptyWindow ? Status::ok() : fireTimers(kMaxTime, out);
    publishSideMetrics();
    return s;
}

Status IntervalJoinOperator::onProcessingTime(std::int64_t /*nowMillis*/, Output & /*out*/)
{
    publishSideMetrics();
    return Status::ok();
}

void IntervalJoinOperator::publishSideMetrics()
{
    for (Side &side : m_sides)
        side.metrics.publish(side.cache);
}

void IntervalJoinOperator::emitPadded(BatchBuilder &out, const Side &side, const RowBatch &batch,
                                      std::size_t row)
{
    RowBatch &b = out.batch();
    const std::size_t r = b.appendRow(RowKind::Insert);
    for (std::size_t c = 0; c < side.schema->size(); ++c)
        b.copyValue(side.offset + c, r, batch, c, row);
}

void IntervalJoinOperator::emitPaddedStored(BatchBuilder &out, const Side &side,
                                            std::string_view encoded)
{
    RowBatch &b = out.batch();
    const std::size_t r = b.appendRow(RowKind::Insert);
    // Decoding can only fail on corrupt state, which the backend never produces.
    [[maybe_unused]] Status s = side.rowCodec->decodeInto(encoded, b, r, side.offset);
}

Status IntervalJoinOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    // The timers in the order they fire, tagged with their side; a key's superseded timers
    // (which fire nothing) are left out.
    std::vector<TaggedTimer> timers;
    for (const auto &[at, timer] : m_timers) {
        const auto current = m_sides[timer.side].cleanupAt.find(timer.timerKey);
        if (current != m_sides[timer.side].cleanupAt.end() && current->second == at)
            timers.push_back(TaggedTimer{at, static_cast<std::uint8_t>(timer.side), timer.timerKey});
    }
    items.push_back(encodeTaggedTimers(timers));
    items.push_back(encodeCounter(m_sequence));
    return Status::ok();
}

Status IntervalJoinOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    const Text what = sluice::Engine::tr("the restored timers of %1").arg(context().name);
    std::vector<TaggedTimer> timers;
    for (const RestoredOperatorState &old : state) {
        if (old.items.size() != 2)
            return Status::ioError(sluice::Engine::tr("%1 are corrupt: %2 items, not 2").arg(what).arg(old.items.size()));
        if (Status s = decodeTaggedTimers(old.items[0], context().keyGroups, 1, timers, what); !s.isOk())
            return s;
        if (Status s = restoreCounter(old.items[1], m_sequence, what); !s.isOk())
            return s;
    }
    for (TaggedTimer &t : timers) {
        m_sides[t.tag].cleanupAt[t.address] = t.time;
        m_timers.emplace(t.time, Timer{t.tag, std::move(t.address)});
    }
    return Status::ok();
}

std::unique_ptr<Operator> makeIntervalJoinOperator(const plan::JoinNode &node)
{
    return std::make_unique<IntervalJoinOperator>(node);
}

} // namespace sluice::exec
