#include "exec/over_aggregate_operator.h"

#include <sluice/text.h>

#include "exec/operators.h"
#include "exec/sort_key_encoding.h"
#include "exec/timer_snapshot.h"

#include <cstring>
#include <limits>

namespace sluice::exec {

namespace {

constexpr std::size_t kMetaBytes = 3 * sizeof(std::int64_t);

std::int64_t readInt64(const char *p)
{
    std::int64_t v = 0;
    std::memcpy(&v, p, sizeof v);
    return v;
}

void appendInt64(std::string &out, std::int64_t v)
{
    char bytes[sizeof v];
    std::memcpy(bytes, &v, sizeof v);
    out.append(bytes, sizeof v);
}

bool isExtreme(const AggSpec &s)
{
    return s.kind == AccKind::Min || s.kind == AccKind::Max;
}

} // namespace

OverAggregateOperator::OverAggregateOperator(const plan::OverAggregateNode &node)
    : TimeFiringOperator(node.proctime), m_inSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_outSchema(schemaFromPlan(node.schema)), m_keyColumns(toColumnList(node.partitionKeys)),
      m_rows(node.frame.rows), m_preceding(node.frame.preceding),
      m_retention(node.ttl.ttl.count())
{
    if (node.orderKey < 0 || static_cast<std::size_t>(node.orderKey) >= m_inSchema->size() ||
        m_outSchema->size() != m_inSchema->size() + node.calls.size()) {
        m_setupError = Status::internal("OverAggregate node whose ordering column or output does "
                                        "not match its input");
        return;
    }
    m_orderColumn = static_cast<std::size_t>(node.orderKey);
    for (const plan::OverCall &c : node.calls) {
        Call call;
        call.function = c.function;
        call.arg = static_cast<std::size_t>(std::max(c.aggregate.argIndex, 0));
        call.offset = c.offsetIndex;
        call.defaultValue = c.defaultIndex;
        if (c.function == plan::OverFunction::Aggregate) {
            call.spec = static_cast<int>(m_specs.size());
            m_specs.push_back(makeAggSpec(c.aggregate, *m_inSchema, false));
        }
        m_calls.push_back(std::move(call));
    }
    std::vector<RowField> fields = accumulatorLayout(m_specs, false);
    for (Call &c : m_calls) {
        const LogicalType &argType = m_inSchema->type(c.arg);
        switch (c.function) {
        case plan::OverFunction::Lead: // batch mode only (BatchOverAggregateOperator)
        case plan::OverFunction::PercentRank:
        case plan::OverFunction::CumeDist:
        case plan::OverFunction::Ntile:
            break;
        case plan::OverFunction::Aggregate:
            if (bounded() && isExtreme(m_specs[static_cast<std::size_t>(c.spec)]))
                c.valueCodec.emplace(std::vector<LogicalType>{argType},
                                     std::vector<std::uint32_t>{static_cast<std::uint32_t>(c.arg)});
            break;
        case plan::OverFunction::FirstValue:
        case plan::OverFunction::LastValue:
            c.accColumn = fields.size();
            fields.push_back({"value" + std::to_string(fields.size()), argType.asNullable(), {}});
            break;
        case plan::OverFunction::RowNumber:
        case plan::OverFunction::Rank:
        case plan::OverFunction::DenseRank:
            break; // the record count
        case plan::OverFunction::Lag:
            c.accColumn = fields.size();
            fields.push_back({"lag" + std::to_string(fields.size()), LogicalType::bytes(), {}});
            c.valueCodec.emplace(std::vector<LogicalType>{argType},
                                 std::vector<std::uint32_t>{static_cast<std::uint32_t>(c.arg)});
            break;
        }
    }
    m_accSchema = Schema::make(std::move(fields));
    m_accCodec.emplace(RowCodec::forSchema(*m_accSchema));
    m_rowCodec.emplace(RowCodec::forSchema(*m_inSchema));
    m_acc = RowBatch(m_accSchema, 1);
    m_rowScratch = RowBatch(m_inSchema);
    m_valueScratch = RowBatch(m_inSchema, 1);
    m_lagBuffers.resize(m_calls.size());
}

Status OverAggregateOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, m_setupError); !s)
        return s;
    m_keys.emplace(*m_inSchema, m_keyColumns, context.maxParallelism);
    m_accState = &context.state->valueTable("over-accumulators", {});
    m_metaState = &context.state->valueTable("over-meta", {});
    if (!m_proctime)
        m_pending = &context.state->mapTable("over-pending-rows", {});
    if (bounded())
        m_frame = &context.state->mapTable("over-frame-rows", {});
    for (std::size_t i = 0; i < m_calls.size(); ++i)
        if (m_calls[i].valueCodec && m_calls[i].function == plan::OverFunction::Aggregate)
            m_calls[i].extremes = &context.state->mapTable("over-extremes-" + std::to_string(i), {});
    m_batch = context.config && context.config->isBatchMode();
    return Status::ok();
}

OverAggregateOperator::Partition OverAggregateOperator::partitionOf(const std::string &address)
{
    const auto [keyGroup, key] = splitStateAddress(address);
    return Partition{keyGroup, std::string(key)};
}

Status OverAggregateOperator::loadPartition(const Partition &p)
{
    m_acc.clear();
    m_acc.appendRow();
    if (auto v = m_accState->get(p.keyGroup, p.key)) {
        if (Status s = m_accCodec->decodeInto(*v, m_acc, 0); !s)
            return s.from(context().name);
    } else {
        initAccumulator(m_specs, m_acc, 0);
        for (const Call &c : m_calls)
            if (c.function == plan::OverFunction::FirstValue || c.function == plan::OverFunction::LastValue ||
                c.function == plan::OverFunction::Lag)
                m_acc.setNull(c.accColumn, 0);
    }
    m_meta = readMeta(p);
    for (std::size_t i = 0; i < m_calls.size(); ++i) {
        auto &buffer = m_lagBuffers[i];
        buffer.clear();
        const Call &c = m_calls[i];
        if (c.function != plan::OverFunction::Lag || m_acc.isNull(c.accColumn, 0))
            continue;
        std::vector<std::string_view> items;
        if (Status s = EncodedRowList::parse(m_acc.getString(c.accColumn, 0), items); !s)
            return s.from(context().name);
        for (std::string_view item : items)
            buffer.emplace_back(item);
    }
    return Status::ok();
}

void OverAggregateOperator::storePartition(const Partition &p)
{
    for (std::size_t i = 0; i < m_calls.size(); ++i) {
        const Call &c = m_calls[i];
        if (c.function != plan::OverFunction::Lag)
            continue;
        std::vector<std::string_view> items(m_lagBuffers[i].begin(), m_lagBuffers[i].end());
        EncodedRowList::encode(items, m_value);
        m_acc.setValid(c.accColumn, 0);
        m_acc.setString(c.accColumn, 0, m_value);
    }
    m_value.clear();
    m_accCodec->encode(m_acc, 0, m_value);
    m_accState->put(p.keyGroup, p.key, m_value);
    writeMeta(p, m_meta);
}

OverAggregateOperator::Meta OverAggregateOperator::readMeta(const Partition &p)
{
    Meta meta;
    if (auto v = m_metaState->get(p.keyGroup, p.key); v && v->size() == kMetaBytes) {
        meta.lastTime = readInt64(v->data());
        meta.frameRows = readInt64(v->data() + 8);
        meta.cleanupAt = readInt64(v->data() + 16);
    }
    return meta;
}

void OverAggregateOperator::writeMeta(const Partition &p, const Meta &meta)
{
    m_value.clear();
    appendInt64(m_value, meta.lastTime);
    appendInt64(m_value, meta.frameRows);
    appendInt64(m_value, meta.cleanupAt);
    m_metaState->put(p.keyGroup, p.key, m_value);
}

void OverAggregateOperator::clearPartition(const Partition &p)
{
    m_accState->remove(p.keyGroup, p.key);
    m_metaState->remove(p.keyGroup, p.key);
    if (m_pending)
        m_pending->removeAll(p.keyGroup, p.key);
    if (m_frame)
        m_frame->removeAll(p.keyGroup, p.key);
    for (const Call &c : m_calls)
        if (c.extremes)
            c.extremes->removeAll(p.keyGroup, p.key);
}

Status OverAggregateOperator::processBatch(int /*input*/, const RowBatch &batch, Output &out)
{
    BatchBuilder builder(m_outSchema, out);
    m_keys->hashBatch(batch);
    const std::int64_t now = context().clock->nowMillis();
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.kind(r) != RowKind::Insert)
            return Status::internal("OverAggregate expects insert-only input, got " +
                                    std::string(rowKindShortString(batch.kind(r))))
                .from(context().name);
        Partition p{m_keys->keyGroup(r), {}};
        m_keys->key(batch, r, p.key);
        const std::string timerKey = joinStateAddress(p.keyGroup, p.key);
        if (m_proctime) {
            if (Status s = loadPartition(p); !s)
                return s;
            if (bounded() && !m_rows)
                if (Status s = retractExpired(p, now); !s)
                    return s;
            if (Status s = processRows(p, batch, r, r + 1, now, builder); !s)
                return s;
            storePartition(p);
            m_retention.touch(timerKey, now);
            continue;
        }
        if (batch.isNull(m_orderColumn, r))
            return Status::invalidArgument(
                       sluice::Engine::tr("the rowtime attribute '%1' is NULL in a row of the OVER window's input")
                           .arg(m_inSchema->name(m_orderColumn)))
                .from(context().name);
        const std::int64_t time = batch.get<TimestampValue>(m_orderColumn, r).millis;
        bool late = false;
        Meta meta;
        if (bounded()) {
            // A bounded frame takes rows newer than the newest time its partition emitted
            // (0 before the first), whatever the watermark.
            meta = readMeta(p);
            late = !m_batch && time <= meta.lastTime;
        } else {
            late = !m_batch && time <= m_watermark;
        }
        if (late) {
            context().metrics->add(MetricCounter::LateRecordsDropped);
            continue;
        }
        m_value.clear();
        m_rowCodec->encode(batch, r, m_value);
        m_pending->put(p.keyGroup, p.key, timeOrderedKey(time, m_sequence++), m_value);
        registerTimer(timerKey, time);
        if (rangeEventTime() && bounded()) {
            // Flink's RowTimeRangeBoundedPrecedingFunction: clear the partition once no row can
            // still see this one, unless a cleanup that late is due already.
            const std::int64_t earliest = time + *m_preceding + 1;
            if (meta.cleanupAt < earliest) {
                meta.cleanupAt = time + static_cast<std::int64_t>(static_cast<double>(*m_preceding) * 1.5) + 1;
                writeMeta(p, meta);
            }
        } else {
            m_retention.touch(timerKey, now);
        }
    }
    builder.flush();
    return Status::ok();
}

Status OverAggregateOperator::processRows(const Partition &p, const RowBatch &rows,
                                          std::size_t first, std::size_t end, std::int64_t time,
                                          BatchBuilder &out)
{
    // ROWS frames, and processing time, give each row its own values; an event-time RANGE frame
    // gives the rows of one time the values after all of them.
    const bool perRow = m_rows || m_proctime;
    for (std::size_t r = first; r < end; ++r) {
        if (bounded()) {
            m_value.clear();
            m_rowCodec->encode(rows, r, m_value);
            m_frame->put(p.keyGroup, p.key, timeOrderedKey(time, m_sequence++), m_value);
            for (Call &c : m_calls)
                if (c.extremes)
                    addExtreme(p, c, rows, r, 1);
        }
        if (Status s = accumulate(rows, r); !s)
            return s;
        if (bounded() && m_rows && ++m_meta.frameRows > *m_preceding + 1) {
            // The oldest row leaves the frame.
            std::string userKey, value;
            m_frame->forEach(p.keyGroup, p.key, [&](std::string_view k, std::string_view v) {
                userKey.assign(k);
                value.assign(v);
                return false;
            });
            if (Status s = retractStored(p, value); !s)
                return s;
            m_frame->remove(p.keyGroup, p.key, userKey);
            --m_meta.frameRows;
        }
        if (perRow) {
            if (Status s = refreshBounded(p, rows, r, r + 1); !s)
                return s;
            if (Status s = emit(rows, r, r, out); !s)
                return s;
        }
    }
    if (!perRow) {
        if (Status s = refreshBounded(p, rows, first, end); !s)
            return s;
        for (std::size_t r = first; r < end; ++r)
            if (Status s = emit(rows, r, end - 1, out); !s)
                return s;
    }
    return Status::ok();
}

Status OverAggregateOperator::accumulate(const RowBatch &rows, std::size_t row)
{
    m_acc.set<std::int64_t>(0, 0, m_acc.get<std::int64_t>(0, 0) + 1);
    for (std::size_t i = 0; i < m_calls.size(); ++i) {
        Call &c = m_calls[i];
        switch (c.function) {
        case plan::OverFunction::Lead: // batch mode only (BatchOverAggregateOperator)
        case plan::OverFunction::PercentRank:
        case plan::OverFunction::CumeDist:
        case plan::OverFunction::Ntile:
            return Status::internal("OverAggregate: a batch-only call in streaming mode");
        case plan::OverFunction::Aggregate: {
            const AggSpec &s = m_specs[static_cast<std::size_t>(c.spec)];
            if (!c.extremes)
                accumulateValue(s, m_acc, 0, rows, row, s.arg, false);
            break;
        }
        case plan::OverFunction::FirstValue:
            if (!bounded() && m_acc.isNull(c.accColumn, 0) && !rows.isNull(c.arg, row))
                m_acc.copyValue(c.accColumn, 0, rows, c.arg, row);
            break;
        case plan::OverFunction::LastValue:
            if (!bounded() && !rows.isNull(c.arg, row))
                m_acc.copyValue(c.accColumn, 0, rows, c.arg, row);
            break;
        case plan::OverFunction::RowNumber:
        case plan::OverFunction::Rank:
        case plan::OverFunction::DenseRank:
            break;
        case plan::OverFunction::Lag: {
            std::int64_t offset = 1;
            if (c.offset >= 0) {
                const auto col = static_cast<std::size_t>(c.offset);
                if (rows.isNull(col, row))
                    return Status::invalidArgument(sluice::Engine::tr("LAG's offset is NULL")).from(context().name);
                offset = rows.get<std::int32_t>(col, row);
                if (offset < 0)
                    return Status::invalidArgument(sluice::Engine::tr("Offset(%1) should be positive.").arg(offset))
                        .from(context().name);
            }
            auto &buffer = m_lagBuffers[i];
            buffer.emplace_back();
            c.valueCodec->encode(rows, row, buffer.back());
            while (static_cast<std::int64_t>(buffer.size()) > offset + 1)
                buffer.pop_front();
            break;
        }
        }
    }
    return Status::ok();
}

Status OverAggregateOperator::retractExpired(const Partition &p, std::int64_t time)
{
    // A RANGE frame at `time` holds the rows of times [time - preceding, time].
    const std::int64_t oldest = time - *m_preceding;
    m_removed.clear();
    std::vector<std::string> values;
    m_frame->forEach(p.keyGroup, p.key, [&](std::string_view k, std::string_view v) {
        if (readOrderedInt64(k) >= oldest)
            return false;
        m_removed.emplace_back(k);
        values.emplace_back(v);
        return true;
    });
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (Status s = retractStored(p, values[i]); !s)
            return s;
        m_frame->remove(p.keyGroup, p.key, m_removed[i]);
    }
    return Status::ok();
}

Status OverAggregateOperator::retractStored(const Partition &p, std::string_view encoded)
{
    m_valueScratch.clear();
    if (Status s = m_rowCodec->decodeAppend(encoded, m_valueScratch); !s)
        return s.from(context().name);
    m_acc.set<std::int64_t>(0, 0, m_acc.get<std::int64_t>(0, 0) - 1);
    for (Call &c : m_calls) {
        if (c.function != plan::OverFunction::Aggregate)
            continue;
        if (c.extremes) {
            addExtreme(p, c, m_valueScratch, 0, -1);
            continue;
        }
        const AggSpec &s = m_specs[static_cast<std::size_t>(c.spec)];
        accumulateValue(s, m_acc, 0, m_valueScratch, 0, s.arg, true);
    }
    return Status::ok();
}

void OverAggregateOperator::addExtreme(const Partition &p, Call &c, const RowBatch &rows,
                                       std::size_t row, int delta)
{
    if (rows.isNull(c.arg, row))
        return; // MIN and MAX ignore NULL
    const AggSpec &s = m_specs[static_cast<std::size_t>(c.spec)];
    m_userKey.clear();
    appendOrderedValue(m_userKey, rows, c.arg, row, s.kind == AccKind::Max, false);
    std::int64_t count = 0;
    if (auto v = c.extremes->get(p.keyGroup, p.key, m_userKey); v && v->size() >= 8)
        count = readInt64(v->data());
    count += delta;
    if (count <= 0) {
        c.extremes->remove(p.keyGroup, p.key, m_userKey);
        return;
    }
    m_value.clear();
    appendInt64(m_value, count);
    c.valueCodec->encode(rows, row, m_value);
    c.extremes->put(p.keyGroup, p.key, m_userKey, m_value);
}

Status OverAggregateOperator::refreshBounded(const Partition &p, const RowBatch &rows,
                                             std::size_t first, std::size_t end)
{
    if (!bounded())
        return Status::ok();
    for (Call &c : m_calls) {
        if (!c.extremes)
            continue;
        const AggSpec &s = m_specs[static_cast<std::size_t>(c.spec)];
        std::string value;
        c.extremes->forEach(p.keyGroup, p.key, [&](std::string_view, std::string_view v) {
            value.assign(v);
            return false;
        });
        if (value.size() < 8) {
            m_acc.setNull(s.accColumn, 0);
            m_acc.set<std::int64_t>(s.accColumn + 1, 0, 0);
            continue;
        }
        // The first value in order is the extreme: MAX keys are encoded descending.
        if (Status st = c.valueCodec->decodeInto(std::string_view(value).substr(8), m_acc, 0, s.accColumn); !st)
            return st.from(context().name);
        m_acc.set<std::int64_t>(s.accColumn + 1, 0, 1);
    }
    // FIRST_VALUE / LAST_VALUE of a bounded frame: its first / last non-NULL value.
    for (Call &c : m_calls) {
        if (c.function != plan::OverFunction::FirstValue && c.function != plan::OverFunction::LastValue)
            continue;
        const bool firstValue = c.function == plan::OverFunction::FirstValue;
        m_acc.setNull(c.accColumn, 0);
        if (!firstValue) {
            // The rows just added are the frame's newest.
            std::size_t r = end;
            while (r > first && rows.isNull(c.arg, r - 1))
                --r;
            if (r > first) {
                m_acc.setValid(c.accColumn, 0);
                m_acc.copyValue(c.accColumn, 0, rows, c.arg, r - 1);
                continue;
            }
        }
        Status status;
        m_frame->forEach(p.keyGroup, p.key, [&](std::string_view, std::string_view v) {
            m_valueScratch.clear();
            status = m_rowCodec->decodeAppend(v, m_valueScratch);
            if (!status)
                return false;
            if (!m_valueScratch.isNull(c.arg, 0)) {
                m_acc.setValid(c.accColumn, 0);
                m_acc.copyValue(c.accColumn, 0, m_valueScratch, c.arg, 0);
                if (firstValue)
                    return false;
            }
            return true;
        });
        if (!status)
            return status.from(context().name);
    }
    return Status::ok();
}

Status OverAggregateOperator::emit(const RowBatch &rows, std::size_t row, std::size_t valuesRow,
                                   BatchBuilder &out)
{
    RowBatch &b = out.batch();
    const std::size_t o = b.appendRow(RowKind::Insert);
    const std::size_t width = m_inSchema->size();
    for (std::size_t c = 0; c < width; ++c)
        b.copyValue(c, o, rows, c, row);
    std::size_t col = width;
    for (std::size_t i = 0; i < m_calls.size(); ++i) {
        const Call &c = m_calls[i];
        switch (c.function) {
        case plan::OverFunction::Lead: // batch mode only (BatchOverAggregateOperator)
        case plan::OverFunction::PercentRank:
        case plan::OverFunction::CumeDist:
        case plan::OverFunction::Ntile:
            return Status::internal("OverAggregate: a batch-only call in streaming mode");
        case plan::OverFunction::Aggregate:
            col += writeAggValue(m_specs[static_cast<std::size_t>(c.spec)], m_acc, 0, b, o, col, false);
            continue;
        case plan::OverFunction::FirstValue:
        case plan::OverFunction::LastValue:
            if (m_acc.isNull(c.accColumn, 0))
                b.setNull(col, o);
            else
                b.copyValue(col, o, m_acc, c.accColumn, 0);
            ++col;
            continue;
        case plan::OverFunction::RowNumber:
        case plan::OverFunction::Rank:
        case plan::OverFunction::DenseRank:
            // Flink's streaming RANK and DENSE_RANK count the rows too: the rows of one time
            // are all folded in before any is emitted.
            b.set<std::int64_t>(col++, o, m_acc.get<std::int64_t>(0, 0));
            continue;
        case plan::OverFunction::Lag: {
            // The value `offset` rows back (as of the last row folded in); its default when
            // there is none or it is NULL.
            const auto &buffer = m_lagBuffers[i];
            std::int64_t offset = 1;
            if (c.offset >= 0)
                offset = rows.get<std::int32_t>(static_cast<std::size_t>(c.offset), valuesRow);
            bool have = static_cast<std::int64_t>(buffer.size()) == offset + 1;
            if (have) {
                if (Status s = c.valueCodec->decodeInto(buffer.front(), b, o, col); !s)
                    return s.from(context().name);
                have = !b.isNull(col, o);
            }
            if (!have) {
                if (c.defaultValue >= 0 && !rows.isNull(static_cast<std::size_t>(c.defaultValue), valuesRow)) {
                    b.setValid(col, o);
                    b.copyValue(col, o, rows, static_cast<std::size_t>(c.defaultValue), valuesRow);
                } else {
                    b.setNull(col, o);
                }
            }
            ++col;
            continue;
        }
        }
    }
    return Status::ok();
}

void OverAggregateOperator::registerTimer(const std::string &timerKey, std::int64_t time)
{
    auto it = m_timerOf.find(timerKey);
    if (it != m_timerOf.end()) {
        if (it->second <= time)
            return;
        m_timers.erase({it->second, timerKey});
        it->second = time;
    } else {
        m_timerOf.emplace(timerKey, time);
    }
    m_timers.emplace(time, timerKey);
}

Status OverAggregateOperator::fireUpTo(std::int64_t watermark, Output &out)
{
    if (m_proctime)
        return Status::ok();
    BatchBuilder builder(m_outSchema, out);
    while (!m_timers.empty() && m_timers.begin()->first <= watermark) {
        const std::string timerKey = m_timers.begin()->second;
        m_timers.erase(m_timers.begin());
        m_timerOf.erase(timerKey);
        if (Status s = firePartition(timerKey, watermark, builder); !s)
            return s;
    }
    builder.flush();
    return Status::ok();
}

Status OverAggregateOperator::firePartition(const std::string &timerKey, std::int64_t watermark,
                                            BatchBuilder &out)
{
    const Partition p = partitionOf(timerKey);
    if (Status s = loadPartition(p); !s)
        return s;
    // The rows the watermark passed, in time order (arrival order within a time).
    m_rowScratch.clear();
    m_removed.clear();
    std::vector<std::int64_t> times;
    std::optional<std::int64_t> nextPending;
    Status status;
    m_pending->forEach(p.keyGroup, p.key, [&](std::string_view k, std::string_view v) {
        const std::int64_t t = readOrderedInt64(k);
        if (t > watermark) {
            nextPending = t;
            return false;
        }
        status = m_rowCodec->decodeAppend(v, m_rowScratch);
        if (!status)
            return false;
        times.push_back(t);
        m_removed.emplace_back(k);
        return true;
    });
    if (!status)
        return status.from(context().name);
    for (const std::string &k : m_removed)
        m_pending->remove(p.keyGroup, p.key, k);
    for (std::size_t i = 0; i < times.size();) {
        std::size_t j = i;
        while (j < times.size() && times[j] == times[i])
            ++j;
        if (bounded() && !m_rows)
            if (Status s = retractExpired(p, times[i]); !s)
                return s;
        if (Status s = processRows(p, m_rowScratch, i, j, times[i], out); !s)
            return s;
        m_meta.lastTime = times[i];
        i = j;
    }
    const bool rangeCleanup = rangeEventTime() && bounded();
    if (rangeCleanup && m_meta.cleanupAt > 0 && m_meta.cleanupAt <= watermark && !nextPending) {
        clearPartition(p);
        return Status::ok();
    }
    storePartition(p);
    if (nextPending)
        registerTimer(timerKey, *nextPending);
    if (rangeCleanup && m_meta.cleanupAt > watermark)
        registerTimer(timerKey, m_meta.cleanupAt);
    if (!rangeCleanup)
        m_retention.touch(timerKey, context().clock->nowMillis());
    return Status::ok();
}

Status OverAggregateOperator::onProcessingTime(std::int64_t nowMillis, Output & /*out*/)
{
    for (const std::string &timerKey : m_retention.expired(nowMillis)) {
        const Partition p = partitionOf(timerKey);
        if (m_pending && !m_pending->empty(p.keyGroup, p.key)) {
            // Rows still wait for the watermark: the input stalled, it did not go idle.
            m_retention.touch(timerKey, nowMillis);
            continue;
        }
        clearPartition(p);
        context().metrics->add(MetricCounter::StateExpired);
    }
    return Status::ok();
}

Status OverAggregateOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    snapshotTimersSequenceAndRetention(m_timers, m_sequence, m_retention, items);
    return Status::ok();
}

Status OverAggregateOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    if (Status s = restoreTimersSequenceAndRetention(state, context().keyGroups, m_timers, m_sequence, m_retention,
                                                     sluice::Engine::tr("the restored timers of %1").arg(context().name));
        !s.isOk())
        return s;
    // One timer per partition (registerTimer keeps the earliest).
    m_timerOf.clear();
    for (const auto &[time, address] : m_timers)
        m_timerOf.emplace(address, time);
    return Status::ok();
}

std::unique_ptr<Operator> makeOverAggregateOperator(const plan::OverAggregateNode &node)
{
    return std::make_unique<OverAggregateOperator>(node);
}

} // namespace sluice::exec
