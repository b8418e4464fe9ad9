#include "exec/temporal_join_operator.h"

#include <sluice/text.h>

#include "exec/timer_snapshot.h"

#include "exec/operators.h"
#include "exec/row_key_selector.h"
#include "exec/sort_key_encoding.h"

#include <algorithm>

namespace sluice::exec {

TemporalJoinOperator::TemporalJoinOperator(const plan::JoinNode &node)
    : TimeFiringOperator(false), m_conditionExpr(node.nonEquiCondition),
      m_outSchema(schemaFromPlan(node.schema)), m_retention(node.leftTtl.ttl.count())
{
    if (node.temporalLeftTime < 0 || node.temporalRightTime < 0 ||
        !setUpJoinInputs(node, m_sides[0], m_sides[1])) {
        m_setupError = Status::internal("temporal join node without its times, or its output does "
                                        "not match its inputs");
        return;
    }
    m_sides[0].timeColumn = static_cast<std::size_t>(node.temporalLeftTime);
    m_sides[1].timeColumn = static_cast<std::size_t>(node.temporalRightTime);
    for (Side &side : m_sides)
        side.rowCodec.emplace(RowCodec::forSchema(*side.schema));
    m_pair = RowBatch(m_outSchema, 1);
    m_version = RowBatch(m_sides[1].schema, 1);
}

Status TemporalJoinOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, m_setupError); !s)
        return s;
    m_maxParallelism = context.maxParallelism;
    if (Status s = compileJoinCondition(m_conditionExpr, *m_outSchema, context, m_condition); !s)
        return s;
    // The watermark cleans these tables: no state TTL.
    m_sides[0].rows = &context.state->mapTable("temporal-join-left-rows", {});
    m_sides[1].rows = &context.state->mapTable("temporal-join-versions", {});
    m_sides[0].metrics.open(context.metrics, "left");
    m_sides[1].metrics.open(context.metrics, "right");
    return Status::ok();
}

Status TemporalJoinOperator::processBatch(int input, const RowBatch &batch, Output & /*out*/)
{
    Side &in = m_sides[input];
    m_hashes.resize(batch.size());
    in.hasher->hashBatch(batch, m_hashes);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.isNull(in.timeColumn, r))
            return Status::invalidArgument(
                       sluice::Engine::tr("the rowtime attribute '%1' is NULL in a row of the temporal join's %2 input")
                           .arg(in.schema->name(in.timeColumn))
                           .arg(input == 0 ? sluice::Engine::tr("left") : sluice::Engine::tr("versioned")))
                .from(context().name);
        const std::int64_t time = batch.get<TimestampValue>(in.timeColumn, r).millis;
        bool nullKey = false;
        for (std::uint32_t k : in.keys)
            nullKey = nullKey || batch.isNull(k, r);
        m_key.clear();
        in.keyCodec->encode(batch, r, m_key);
        std::string userKey;
        m_value.clear();
        if (input == 0) {
            if (batch.kind(r) != RowKind::Insert)
                return Status::internal("the temporal join expects an insert-only left input")
                    .from(context().name);
            if (nullKey && !in.outer)
                continue; // meets no version
            if (nullKey)
                appendOrderedInt64(m_key, m_sequence); // a key of its own: padded alone
            userKey = timeOrderedKey(time, m_sequence++);
            in.rowCodec->encode(batch, r, m_value);
        } else {
            // The versioned table is read in upsert form, as Flink's planner asks it: a -U only
            // precedes the +U that starts the next version, which ends the old one.
            if (nullKey || batch.kind(r) == RowKind::UpdateBefore)
                continue;
            // One version per time: a later row of the same time replaces it.
            appendOrderedInt64(userKey, time);
            in.rowCodec->encode(batch, r, m_value, /*withKind=*/true);
        }
        const int keyGroup = keyGroupForKeyHash(KeyHasher::keyHash32(m_hashes[r]), m_maxParallelism);
        in.rows->put(keyGroup, m_key, userKey, m_value);
        const std::string address = joinStateAddress(keyGroup, m_key);
        m_timers.emplace(time, address);
        m_retention.touch(address, context().clock->nowMillis());
    }
    in.metrics.publish(in.rows);
    return Status::ok();
}

Status TemporalJoinOperator::fireUpTo(std::int64_t time, Output &out)
{
    BatchBuilder builder(m_outSchema, out);
    while (!m_timers.empty() && m_timers.begin()->first <= time) {
        const std::string address = m_timers.begin()->second;
        m_timers.erase(m_timers.begin());
        const auto [keyGroup, key] = splitStateAddress(address);
        if (Status s = joinKey(keyGroup, key, time, builder); !s)
            return s.from(context().name);
    }
    builder.flush();
    for (Side &side : m_sides)
        side.metrics.publish(side.rows);
    return Status::ok();
}

Status TemporalJoinOperator::joinKey(int keyGroup, std::string_view key, std::int64_t watermark,
                                     BatchBuilder &out)
{
    Side &left = m_sides[0];
    Side &right = m_sides[1];
    std::vector<std::pair<std::int64_t, std::string>> versions;
    right.rows->forEach(keyGroup, key, [&](std::string_view k, std::string_view v) {
        versions.emplace_back(readOrderedInt64(k), std::string(v));
        return true;
    });
    std::vector<std::string> done;
    std::vector<std::string> rows;
    std::vector<std::int64_t> times;
    left.rows->forEach(keyGroup, key, [&](std::string_view k, std::string_view v) {
        const std::int64_t t = readOrderedInt64(k);
        if (t > watermark) {
            m_timers.emplace(t, joinStateAddress(keyGroup, key));
            return false;
        }
        done.emplace_back(k);
        rows.emplace_back(v);
        times.push_back(t);
        return true;
    });
    for (std::size_t i = 0; i < rows.size(); ++i) {
        m_pair.clear();
        m_pair.appendRow(RowKind::Insert);
        if (Status s = left.rowCodec->decodeInto(rows[i], m_pair, 0, left.offset); !s)
            return s;
        // The latest version at or before the row's time.
        auto it = std::upper_bound(versions.begin(), versions.end(), times[i],
                                   [](std::int64_t t, const auto &v) { return t < v.first; });
        bool joined = false;
        if (it != versions.begin()) {
            const std::string &version = std::prev(it)->second;
            auto kind = RowCodec::peekKind(version);
            if (!kind)
                return kind.status();
            if (*kind == RowKind::Insert || *kind == RowKind::UpdateAfter) {
                if (Status s = right.rowCodec->decodeInto(version, m_pair, 0, right.offset, true); !s)
                    return s;
                m_pair.setKind(0, RowKind::Insert);
                joined = true;
                if (m_condition) {
                    m_selection.clear();
                    if (Status s = m_condition->filter(m_pair, m_selection, true); !s)
                        return s;
                    joined = !m_selection.empty();
                }
            }
        }
        if (joined) {
            out.batch().appendRowFrom(m_pair, 0);
        } else if (left.outer) {
            RowBatch &b = out.batch();
            const std::size_t o = b.appendRow(RowKind::Insert);
            for (std::size_t c = 0; c < left.schema->size(); ++c)
                b.copyValue(left.offset + c, o, m_pair, left.offset + c, 0);
        }
    }
    for (const std::string &k : done)
        left.rows->remove(keyGroup, key, k);
    // Versions before the latest one at or before the watermark can no longer be met.
    auto latest = std::upper_bound(versions.begin(), versions.end(), watermark,
                                   [](std::int64_t t, const auto &v) { return t < v.first; });
    if (latest != versions.begin()) {
        for (auto v = versions.begin(); v != std::prev(latest); ++v) {
            std::string userKey;
            appendOrderedInt64(userKey, v->first);
            right.rows->remove(keyGroup, key, userKey);
        }
    }
    return Status::ok();
}

Status TemporalJoinOperator::onProcessingTime(std::int64_t nowMillis, Output & /*out*/)
{
    for (const std::string &address : m_retention.expired(nowMillis)) {
        const auto [keyGroup, key] = splitStateAddress(address);
        m_sides[0].rows->removeAll(keyGroup, key);
        m_sides[1].rows->removeAll(keyGroup, key);
        if (SubtaskMetricGroup *metrics = context().metrics)
            metrics->add(MetricCounter::StateExpired);
    }
    return Status::ok();
}

std::unique_ptr<Operator> makeTemporalJoinOperator(const plan::JoinNode &node)
{
    return std::make_unique<TemporalJoinOperator>(node);
}

Status TemporalJoinOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    snapshotTimersSequenceAndRetention(m_timers, m_sequence, m_retention, items);
    return Status::ok();
}

Status TemporalJoinOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    return restoreTimersSequenceAndRetention(state, context().keyGroups, m_timers, m_sequence, m_retention,
                                             sluice::Engine::tr("the restored timers of %1").arg(context().name));
}

} // namespace sluice::exec
