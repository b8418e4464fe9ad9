#include "exec/window_aggregate_operator.h"

#include <sluice/text.h>

#include "exec/timer_snapshot.h"

#include "exec/operators.h"
#include "state/heap_fixed_table.h"

#include <algorithm>
#include <cstring>

namespace sluice::exec {

WindowAggregateOperator::WindowAggregateOperator(const plan::WindowAggregateNode &node)
    : TimeFiringOperator(node.window.proctime, node.window.localTime),
      m_inputSchema(schemaFromPlan(plan::windowedInputSchema(node))),
      m_outputSchema(schemaFromPlan(node.schema)), m_groupColumns(toColumnList(node.groupKeys)),
      m_windowStartColumn(static_cast<std::size_t>(std::max(node.windowStartKey, 0))),
      m_windowEndColumn(static_cast<std::size_t>(node.windowEndKey)), m_calls(node.aggCalls),
      m_emit(node.emitStrategy)
{
    if (node.assignsWindows)
        m_assigns = node.window;
    for (int k : node.groupKeys) {
        if (k != node.windowStartKey && k != node.windowEndKey && k != node.windowTimeKey)
            m_partitionColumns.push_back(static_cast<std::uint32_t>(k));
    }
    const bool sliced = node.window.kind == plan::WindowKind::Hop || node.window.kind == plan::WindowKind::Cumulate;
    if (sliced && std::any_of(m_calls.begin(), m_calls.end(),
                              [](const plan::AggCall &c) { return plan::isValueListAggregate(c.function); })) {
        ListSlices slicing;
        slicing.cumulate = node.window.kind == plan::WindowKind::Cumulate;
        slicing.width = (slicing.cumulate ? node.window.step : node.window.slide).count();
        slicing.slices = static_cast<int>(std::max<std::int64_t>(1, node.window.size.count() / std::max<std::int64_t>(1, slicing.width)));
        slicing.timeColumn = node.sliceTimeColumn;
        slicing.startColumn = static_cast<std::size_t>(node.windowStartKey);
        m_listSlices = slicing;
    }
}

Status WindowAggregateOperator::open(OperatorContext &context)
{
    Operator::open(context);
    if (!context.state)
        return Status::internal("WindowAggregate needs a keyed state backend").from(context.name);
    if (m_windowEndColumn >= m_inputSchema->size() ||
        m_inputSchema->type(m_windowEndColumn).physicalType() != PhysicalType::Timestamp)
        return Status::internal("WindowAggregate: window_end is not a timestamp column")
            .from(context.name);
    if (m_assigns) {
        m_expander = WindowExpander(*m_assigns, WindowClock::of(m_assigns->localTime, context.config));
        m_windowed = RowBatch(m_inputSchema);
    }
    m_specs.clear();
    m_listAggs.clear();
    for (const plan::AggCall &call : m_calls) {
        m_specs.push_back(makeAggSpec(call, *m_inputSchema, /*updatingInput=*/false));
        AggSpec &s = m_specs.back();
        if (s.valueList()) {
            s.listIndex = static_cast<int>(m_listAggs.size());
            m_listAggs.emplace_back(s);
        }
    }
    m_accSchema = Schema::make(accumulatorLayout(m_specs, /*withDeltas=*/false));
    m_acc = RowBatch(m_accSchema, 1);
    m_distinctCodecs.clear();
    for (const AggSpec &s : m_specs) {
        std::vector<std::uint32_t> arg;
        if (s.distinct && s.arg >= 0)
            arg.push_back(static_cast<std::uint32_t>(s.arg));
        m_distinctCodecs.push_back(RowCodec::forKey(*m_inputSchema, std::move(arg)));
    }
    // The key group comes from the columns the exchange hashed (the group keys without the window
    // bounds); the state key adds the window.
    m_keys.emplace(*m_inputSchema, m_groupColumns, m_partitionColumns, context.maxParallelism);
    m_keyCodec.emplace(RowCodec::forKey(*m_inputSchema, m_groupColumns));
    m_accCodec.emplace(RowCodec::forSchema(*m_accSchema));
    m_accumulators = &context.state->valueTable("window-accumulators", {});
    m_distinct = &context.state->mapTable("window-distinct-values", {});
    m_hasDistinct =
        std::any_of(m_specs.begin(), m_specs.end(), [](const AggSpec &s) { return s.distinct; });
    setUpInline(*context.state);
    m_slices.reset();
    const bool merges = std::all_of(m_specs.begin(), m_specs.end(), [](const AggSpec &s) {
        switch (s.kind) {
        case AccKind::Count:
        case AccKind::CountStar:
        case AccKind::Sum:
        case AccKind::Sum0:
        case AccKind::Avg:
        case AccKind::Min:
        case AccKind::Max: return !s.distinct; // the accumulators mergeAccumulator merges
        default: return false;
        }
    });
    m_buffered = !m_inline && !emitsUpdates() && merges;
    if (m_assigns && (m_inline || m_buffered) && merges &&
        ((m_assigns->kind == plan::WindowKind::Hop && m_assigns->slide.count() > 0 &&
          m_assigns->size.count() % m_assigns->slide.count() == 0) ||
         (m_assigns->kind == plan::WindowKind::Cumulate && m_assigns->step.count() > 0))) {
        Slices slices;
        slices.cumulate = m_assigns->kind == plan::WindowKind::Cumulate;
        slices.width = (slices.cumulate ? m_assigns->step : m_assigns->slide).count();
        slices.size = m_assigns->size.count();
        m_slices = slices;
        plan::WindowSpec slice = *m_assigns;
        slice.kind = plan::WindowKind::Tumble;
        slice.size = std::chrono::milliseconds(slices.width);
        m_expander = WindowExpander(slice, WindowClock::of(slice.localTime, context.config)); // rows into slices
        if (m_buffered) {
            std::vector<std::uint32_t> groupOutputs(m_groupColumns.size());
            for (std::uint32_t k = 0; k < groupOutputs.size(); ++k)
                groupOutputs[k] = k;
            m_windowKeyCodec.emplace(RowCodec::forKey(*m_outputSchema, std::move(groupOutputs)));
            m_windowKeyRow = RowBatch(m_outputSchema, 1);
            m_mergedAcc = RowBatch(m_accSchema);
            for (std::size_t k = 0; k < m_groupColumns.size(); ++k) {
                if (m_groupColumns[k] == m_windowStartColumn)
                    m_outStart = k;
                if (m_groupColumns[k] == m_windowEndColumn)
                    m_outEnd = k;
            }
        }
    }
    if (m_buffered)
        m_bufferAcc = RowBatch(m_accSchema);
    if (emitsUpdates()) {
        m_resultCodec.emplace(RowCodec::forSchema(*m_outputSchema));
        m_result = RowBatch(m_outputSchema, 1);
        m_emitted = &context.state->valueTable("window-emitted-results", {});
        m_firedOnTime = &context.state->valueTable("window-fired-on-time", {});
    }
    return Status::ok();
}

bool WindowAggregateOperator::firstDistinctValue(std::size_t agg, int keyGroup,
                                                 const RowBatch &batch, std::size_t row)
{
    m_userKey.clear();
    m_userKey.push_back(static_cast<char>(agg & 0xFF));
    m_userKey.push_back(static_cast<char>((agg >> 8) & 0xFF));
    m_distinctCodecs[agg].encode(batch, row, m_userKey);
    if (m_distinct->get(keyGroup, m_key, m_userKey))
        return false;
    m_distinct->put(keyGroup, m_key, m_userKey, {});
    return true;
}

void WindowAggregateOperator::setUpInline(state::KeyedStateBackend &backend)
{
    m_inline = nullptr;
    if (emitsUpdates() || !m_listAggs.empty() ||
        std::any_of(m_specs.begin(), m_specs.end(), [](const AggSpec &s) { return s.distinct; }))
        return;
    std::vector<LogicalType> keyTypes;
    for (std::uint32_t c : m_groupColumns) {
        keyTypes.push_back(m_inputSchema->field(c).type);
        const PhysicalType p = keyTypes.back().physicalType();
        if (p == PhysicalType::Float32 || p == PhysicalType::Float64)
            return;
    }
    std::vector<LogicalType> accTypes;
    std::vector<std::uint32_t> accColumns;
    for (std::size_t c = 0; c < m_accSchema->size(); ++c) {
        accTypes.push_back(m_accSchema->field(c).type);
        accColumns.push_back(static_cast<std::uint32_t>(c));
    }
    if (!FixedRowLayout::supports(keyTypes) || !FixedRowLayout::supports(accTypes))
        return;
    m_inlineKey.emplace(keyTypes, m_groupColumns, false);
    m_inlineAcc.emplace(accTypes, std::move(accColumns), false);
    m_inline = backend.fixedValueTable("window-accumulators-inline", m_inlineKey->size(),
                                       m_inlineAcc->size(), {});
    if (!m_inline)
        return;
    std::vector<std::uint32_t> outColumns(keyTypes.size());
    for (std::uint32_t k = 0; k < outColumns.size(); ++k)
        outColumns[k] = k;
    m_outKey.emplace(keyTypes, std::move(outColumns), false);
    m_inlineHasher.emplace(*m_inputSchema, m_groupColumns);
    m_emptyAcc.assign(m_inlineAcc->size(), 0);
    FixedRecord empty(*m_inlineAcc, m_emptyAcc.data());
    initAggregates(m_specs, empty, 0);
}

Status WindowAggregateOperator::foldInline(const RowBatch &batch)
{
    // The batch's key hashes and key records a column at a time, then the rows in order, each
    // row's slot prefetched a few rows ahead.
    constexpr std::size_t kAhead = 16;
    const std::size_t n = batch.size();
    const std::size_t keyBytes = m_inlineKey->size();
    m_hashes.resize(n);
    m_inlineHasher->hashBatch(batch, m_hashes);
    m_keyRecords.resize(n * keyBytes);
    m_inlineKey->storeRows(batch, n, m_keyRecords.data(), keyBytes);
    for (std::size_t r = 0; r < std::min(n, kAhead); ++r)
        m_inline->prefetch(m_hashes[r]);
    std::string *pending = nullptr;
    std::int64_t pendingEnd = 0;
    for (std::size_t r = 0; r < n; ++r) {
        if (r + kAhead < n)
            m_inline->prefetch(m_hashes[r + kAhead]);
        const std::optional<std::int64_t> end = windowEndOf(batch, r);
        if (!end)
            continue;
        const std::uint64_t hash = m_hashes[r];
        const char *key = m_keyRecords.data() + r * keyBytes;
        bool inserted = false;
        char *value = m_inline->findOrInsert(hash, key, inserted);
        if (inserted) {
            std::memcpy(value, m_emptyAcc.data(), m_emptyAcc.size());
            if (!pending || pendingEnd != *end) {
                pending = &m_inlinePending[*end];
                pendingEnd = *end;
            }
            pending->append(reinterpret_cast<const char *>(&hash), sizeof hash);
            pending->append(key, keyBytes);
        }
        FixedRecord acc(*m_inlineAcc, value);
        acc.set<std::int64_t>(0, 0, acc.get<std::int64_t>(0) + 1);
        for (const AggSpec &spec : m_specs) {
            if (filterPasses(batch, spec.filter, r))
                accumulateValue(spec, acc, 0, batch, r, spec.arg, /*retract=*/false);
        }
    }
    return Status::ok();
}

void WindowAggregateOperator::fireInline(std::int64_t time, BatchBuilder &builder)
{
    if (m_slices)
        return fireSlices(time, builder);
    const std::size_t step = sizeof(std::uint64_t) + m_inlineKey->size();
    while (!m_inlinePending.empty()) {
        auto it = m_inlinePending.begin();
        if (time != std::numeric_limits<std::int64_t>::max() && it->first - 1 > time)
            break;
        const std::string &keys = it->second;
        for (std::size_t at = 0; at + step <= keys.size(); at += step) {
            std::uint64_t hash = 0;
            std::memcpy(&hash, keys.data() + at, sizeof hash);
            const char *key = keys.data() + at + sizeof hash;
            char *value = m_inline->find(hash, key);
            if (!value)
                continue;
            RowBatch &out = builder.batch();
            const std::size_t o = out.appendRow(RowKind::Insert);
            m_outKey->load(key, out, o);
            const FixedRecord acc(*m_inlineAcc, value);
            std::size_t col = m_groupColumns.size();
            for (const AggSpec &spec : m_specs)
                col += writeAggValue(spec, acc, 0, out, o, col, /*partial=*/false);
            m_inline->erase(hash, key);
        }
        m_inlinePending.erase(it);
    }
}

std::int64_t WindowAggregateOperator::sliceWindowStart(std::int64_t windowEnd) const
{
    return m_slices->cumulate ? alignedWindowStart(windowEnd - 1, m_slices->size) : windowEnd - m_slices->size;
}

std::int64_t WindowAggregateOperator::lastWindowEnd(std::int64_t sliceEnd) const
{
    if (m_slices->cumulate)
        return alignedWindowStart(sliceEnd - 1, m_slices->size) + m_slices->size;
    return sliceEnd + m_slices->size - m_slices->width;
}

void WindowAggregateOperator::fireSlices(std::int64_t time, BatchBuilder &builder)
{
    const std::size_t step = sizeof(std::uint64_t) + m_inlineKey->size();
    while (!m_inlinePending.empty()) {
        // The next window to fire: the first not fired yet that holds a slice with rows.
        const std::int64_t end = std::max(m_nextWindowEnd, m_inlinePending.begin()->first);
        if (time != std::numeric_limits<std::int64_t>::max() && end - 1 > time)
            break;
        fireSliceWindow(end, builder);
        m_nextWindowEnd = end + m_slices->width;
        while (!m_inlinePending.empty() && lastWindowEnd(m_inlinePending.begin()->first) <= end) {
            const std::string &keys = m_inlinePending.begin()->second;
            for (std::size_t at = 0; at + step <= keys.size(); at += step) {
                std::uint64_t hash = 0;
                std::memcpy(&hash, keys.data() + at, sizeof hash);
                m_inline->erase(hash, keys.data() + at + sizeof hash);
            }
            m_inlinePending.erase(m_inlinePending.begin());
        }
    }
}

void WindowAggregateOperator::fireSliceWindow(std::int64_t windowEnd, BatchBuilder &builder)
{
    const std::int64_t windowStart = sliceWindowStart(windowEnd);
    const std::size_t keyBytes = m_inlineKey->size();
    const std::size_t accBytes = m_inlineAcc->size();
    const std::size_t step = sizeof(std::uint64_t) + keyBytes;
    // Each key's slices in the window merged, keys in order of their first slice there. A key
    // is found by its record with the window bounds cleared.
    m_windowKeys.clear();
    m_windowOrder.clear();
    m_merged.clear();
    for (auto it = m_inlinePending.upper_bound(windowStart); it != m_inlinePending.end() && it->first <= windowEnd;
         ++it) {
        const std::string &keys = it->second;
        for (std::size_t at = 0; at + step <= keys.size(); at += step) {
            std::uint64_t hash = 0;
            std::memcpy(&hash, keys.data() + at, sizeof hash);
            const char *key = keys.data() + at + sizeof hash;
            const char *slice = m_inline->find(hash, key);
            if (!slice)
                continue;
            m_keyRecord.assign(key, keyBytes);
            FixedRecord bounds(*m_inlineKey, m_keyRecord.data());
            bounds.set<TimestampValue>(m_windowStartColumn, 0, TimestampValue{});
            bounds.set<TimestampValue>(m_windowEndColumn, 0, TimestampValue{});
            const auto [found, added] =
                m_windowKeys.try_emplace(m_keyRecord, static_cast<std::uint32_t>(m_windowOrder.size()));
            if (added) {
                m_windowOrder.push_back(&found->first);
                m_merged.insert(m_merged.end(), m_emptyAcc.begin(), m_emptyAcc.end());
            }
            FixedRecord merged(*m_inlineAcc, m_merged.data() + found->second * accBytes);
            m_acc.clear();
            m_acc.appendRow();
            m_inlineAcc->load(slice, m_acc, 0);
            merged.set<std::int64_t>(0, 0, merged.get<std::int64_t>(0) + m_acc.get<std::int64_t>(0, 0));
            for (const AggSpec &spec : m_specs)
                mergeAccumulator(spec, merged, 0, m_acc, 0, spec.accColumn);
        }
    }
    for (std::size_t k = 0; k < m_windowOrder.size(); ++k) {
        m_keyRecord = *m_windowOrder[k];
        FixedRecord bounds(*m_inlineKey, m_keyRecord.data());
        bounds.set<TimestampValue>(m_windowStartColumn, 0, TimestampValue{windowStart, 0});
        bounds.set<TimestampValue>(m_windowEndColumn, 0, TimestampValue{windowEnd, 0});
        RowBatch &out = builder.batch();
        const std::size_t o = out.appendRow(RowKind::Insert);
        m_outKey->load(m_keyRecord.data(), out, o);
        const FixedRecord merged(*m_inlineAcc, m_merged.data() + k * accBytes);
        std::size_t col = m_groupColumns.size();
        for (const AggSpec &spec : m_specs)
            col += writeAggValue(spec, merged, 0, out, o, col, /*partial=*/false);
    }
}

Status WindowAggregateOperator::foldBuffered(const RowBatch &batch)
{
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        const std::optional<std::int64_t> end = windowEndOf(batch, r);
        if (!end)
            continue;
        m_keys->key(batch, r, m_key);
        const auto [at, added] =
            m_bufferIndex.try_emplace(m_key, static_cast<std::uint32_t>(m_bufferKeys.size()));
        const std::size_t row = at->second;
        if (added) {
            m_bufferAcc.appendRow();
            initAccumulator(m_specs, m_bufferAcc, row);
            m_bufferKeys.push_back({m_keys->keyGroup(r), m_key});
            // A slice's key waits for the first of its windows that has not fired.
            std::int64_t due = *end;
            while (m_slices && fired(due))
                due += m_slices->width;
            m_bufferEnds.push_back(due);
            m_bufferFirstEnd = m_bufferEnds.size() == 1 ? due : std::min(m_bufferFirstEnd, due);
        }
        m_bufferAcc.set<std::int64_t>(0, row, m_bufferAcc.get<std::int64_t>(0, row) + 1);
        for (const AggSpec &spec : m_specs) {
            if (filterPasses(batch, spec.filter, r))
                accumulateValue(spec, m_bufferAcc, row, batch, r, spec.arg, /*retract=*/false);
        }
    }
    return m_bufferKeys.size() >= kBufferKeys ? flushBuffer() : Status::ok();
}

Status WindowAggregateOperator::flushBuffer()
{
    // One batched read of the buffered keys and one batched write (RocksDB: a MultiGet and a
    // WriteBatch).
    Status failed;
    state::WriteGroup writes(context().state);
    m_accumulators->getMany(
        m_bufferKeys.size(),
        [&](std::size_t i) {
            return std::pair<int, std::string_view>(m_bufferKeys[i].keyGroup, m_bufferKeys[i].key);
        },
        [&](std::size_t i, std::optional<std::string_view> stored) {
            if (!failed.isOk())
                return;
            const PendingKey &key = m_bufferKeys[i];
            m_value.clear();
            if (!stored) {
                // A new key of its window (which may fire right after this flush).
                m_pending[m_bufferEnds[i]].push_back(key);
                m_accCodec->encode(m_bufferAcc, i, m_value);
            } else {
                m_acc.clear();
                m_acc.appendRow();
                if (Status s = m_accCodec->decodeInto(*stored, m_acc, 0); !s) {
                    failed = s.from(context().name);
                    return;
                }
                m_acc.set<std::int64_t>(0, 0, m_acc.get<std::int64_t>(0, 0) + m_bufferAcc.get<std::int64_t>(0, i));
                for (const AggSpec &spec : m_specs)
                    mergeAccumulator(spec, m_acc, 0, m_bufferAcc, i, spec.accColumn);
                m_accCodec->encode(m_acc, 0, m_value);
            }
            m_accumulators->put(key.keyGroup, key.key, m_value);
        });
    if (!failed.isOk())
        return failed;
    m_bufferAcc.clear();
    m_bufferKeys.clear();
    m_bufferEnds.clear();
    m_bufferIndex.clear();
    return Status::ok();
}

Status WindowAggregateOperator::prepareSnapshotPreBarrier(std::int64_t, Output &)
{
    return flushBuffer();
}

Status WindowAggregateOperator::insertOnly(const RowBatch &batch)
{
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.kind(r) != RowKind::Insert)
            return Status::internal("WindowAggregate expects insert-only input, got " +
                                    std::string(rowKindShortString(batch.kind(r))))
                .from(context().name);
    }
    return Status::ok();
}

std::optional<std::int64_t> WindowAggregateOperator::windowEndOf(const RowBatch &batch,
                                                                 std::size_t r)
{
    if (batch.isNull(m_windowEndColumn, r))
        return std::nullopt; // no window (NULL time attribute): Flink assigns none either
    const std::int64_t windowEnd = batch.get<TimestampValue>(m_windowEndColumn, r).millis;
    // AbstractWindowAggProcessor: a window has fired once the watermark reached its end - 1;
    // with an allowed lateness it takes rows until end - 1 + lateness.
    // A slice takes rows until its last window has fired (Flink's slicing processor).
    if (fired((m_slices ? lastWindowEnd(windowEnd) : windowEnd) + m_emit.allowLatenessMillis)) {
        if (context().metrics)
            context().metrics->add(MetricCounter::LateRecordsDropped);
        return std::nullopt;
    }
    return windowEnd;
}

Status WindowAggregateOperator::processBatch(int input, const RowBatch &rows, Output &out)
{
    if (m_assigns) {
        // The rows once per window, as the window table function this aggregation took the
        // place of gave them (with slices: once, in their slice).
        const std::int64_t now = m_assigns->proctime ? context().clock->nowMillis() : 0;
        m_expander.expand(rows, now, m_windowed);
    }
    return aggregate(input, m_assigns ? m_windowed : rows, out);
}

Status WindowAggregateOperator::aggregate(int /*input*/, const RowBatch &batch, Output &out)
{
    if (Status s = insertOnly(batch); !s)
        return s;
    if (m_inline)
        return foldInline(batch);
    if (m_buffered)
        return foldBuffered(batch);
    BatchBuilder builder(m_outputSchema, out);
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        const std::optional<std::int64_t> end = windowEndOf(batch, r);
        if (!end)
            continue;
        const std::int64_t windowEnd = *end;
        const int group = m_keys->keyGroup(r);
        m_keys->key(batch, r, m_key);
        m_acc.clear();
        const std::size_t accRow = m_acc.appendRow();
        const std::optional<std::string_view> stored = m_accumulators->get(group, m_key);
        if (stored) {
            if (Status s = m_accCodec->decodeInto(*stored, m_acc, accRow); !s)
                return s.from(context().name);
        } else {
            initAccumulator(m_specs, m_acc, accRow);
            if (!fired(windowEnd))
                m_pending[windowEnd].push_back({group, m_key});
            else // first seen after the window ended: only its cleanup is due
                m_cleanup[windowEnd - 1 + m_emit.allowLatenessMillis].push_back({group, m_key});
        }
        m_acc.set<std::int64_t>(0, accRow, m_acc.get<std::int64_t>(0, accRow) + 1);
        // The group's value lists, open for the rest of the batch (even when no list takes
        // this row).
        std::vector<ValueList> *lists = nullptr;
        if (!m_listAggs.empty() && !(lists = openLists(group)))
            return Status::internal("corrupt value list in the window's state").from(context().name);
        const std::size_t slice =
            m_listSlices ? static_cast<std::size_t>(sliceOf(
                            batch, r, batch.get<TimestampValue>(m_listSlices->startColumn, r).millis))
                      : 0;
        for (std::size_t i = 0; i < m_specs.size(); ++i) {
            const AggSpec &spec = m_specs[i];
            if (spec.filter >= 0) {
                const auto f = static_cast<std::size_t>(spec.filter);
                if (batch.isNull(f, r) || batch.get<std::uint8_t>(f, r) == 0)
                    continue;
            }
            if (spec.distinct) {
                if ((batch.isNull(static_cast<std::size_t>(spec.arg), r) && !spec.keepsNulls()) ||
                    !firstDistinctValue(i, group, batch, r))
                    continue;
            }
            if (spec.valueList()) {
                ValueList &list = (*lists)[static_cast<std::size_t>(spec.listIndex * listsPerAggregate()) + slice];
                if (Status s = m_listAggs[static_cast<std::size_t>(spec.listIndex)].fold(
                        list, batch, r, spec.arg, spec.arg2, /*retract=*/false);
                    !s)
                    return s.from(context().name);
                continue;
            }
            accumulateValue(spec, m_acc, accRow, batch, r, spec.arg, /*retract=*/false);
        }
        if (lists) {
            // An emitting window reads its state on this row: its lists go there now; otherwise
            // once, when the batch is done.
            if (emitsUpdates())
                storeLists(*lists);
            else
                for (const AggSpec &spec : m_specs)
                    if (spec.valueList())
                        m_acc.setNull(spec.accColumn, accRow);
        }
        m_value.clear();
        m_accCodec->encode(m_acc, accRow, m_value);
        m_accumulators->put(group, m_key, m_value);
        if (emitsUpdates())
            if (Status s = triggerOnRow(group, windowEnd, builder); !s)
                return s;
    }
    builder.flush();
    return closeLists();
}

std::vector<ValueList> *WindowAggregateOperator::openLists(int keyGroup)
{
    auto [it, added] = m_openLists.try_emplace(joinStateAddress(keyGroup, m_key));
    if (added) {
        it->second.keyGroup = keyGroup;
        it->second.key = m_key;
        it->second.lists.resize(m_listAggs.size() * static_cast<std::size_t>(listsPerAggregate()));
        for (const AggSpec &s : m_specs) {
            if (s.valueList() && !m_acc.isNull(s.accColumn, 0) &&
                !decodeLists(m_acc.getString(s.accColumn, 0),
                             &it->second.lists[static_cast<std::size_t>(s.listIndex * listsPerAggregate())]))
                return nullptr;
        }
    }
    return &it->second.lists;
}

void WindowAggregateOperator::storeLists(const std::vector<ValueList> &lists)
{
    for (const AggSpec &s : m_specs) {
        if (!s.valueList())
            continue;
        m_userKey.clear();
        encodeLists(&lists[static_cast<std::size_t>(s.listIndex * listsPerAggregate())], m_userKey);
        m_acc.setString(s.accColumn, 0, m_userKey);
    }
}

int WindowAggregateOperator::sliceOf(const RowBatch &batch, std::size_t r, std::int64_t windowStart)
{
    const ListSlices &s = *m_listSlices;
    const std::int64_t time =
        s.timeColumn < 0 || batch.isNull(static_cast<std::size_t>(s.timeColumn), r)
            ? windowClock().wallClock(context().clock->nowMillis())
            : windowClock().wallClock(batch.get<TimestampValue>(static_cast<std::size_t>(s.timeColumn), r).millis);
    std::int64_t slice = time < windowStart ? 0 : (time - windowStart) / s.width;
    slice = std::min<std::int64_t>(slice, s.slices - 1);
    // CUMULATE: Flink merges each window's last slice into the first slice's state when the
    // window fires, and a late row (its own slice fired) goes into that state, after the slices
    // merged so far: the last fired one's place.
    while (s.cumulate && slice + 1 < s.slices && fired(windowStart + (slice + 2) * s.width))
        ++slice;
    return static_cast<int>(slice);
}

bool WindowAggregateOperator::decodeLists(std::string_view bytes, ValueList *lists) const
{
    const int n = listsPerAggregate();
    if (n == 1)
        return lists[0].decode(bytes);
    for (int i = 0; i < n; ++i) {
        std::uint32_t length = 0;
        if (bytes.size() < sizeof length)
            return false;
        std::memcpy(&length, bytes.data(), sizeof length);
        bytes.remove_prefix(sizeof length);
        if (bytes.size() < length || !lists[i].decode(bytes.substr(0, length)))
            return false;
        bytes.remove_prefix(length);
    }
    return bytes.empty();
}

void WindowAggregateOperator::encodeLists(const ValueList *lists, std::string &out) const
{
    const int n = listsPerAggregate();
    if (n == 1) {
        lists[0].encode(out);
        return;
    }
    for (int i = 0; i < n; ++i) {
        const std::size_t at = out.size();
        out.append(sizeof(std::uint32_t), '\0');
        lists[i].encode(out);
        const auto length = static_cast<std::uint32_t>(out.size() - at - sizeof(std::uint32_t));
        std::memcpy(out.data() + at, &length, sizeof length);
    }
}

Status WindowAggregateOperator::mergedList(const ValueListAggregate &agg, const ValueList *lists,
                                           ValueList &out) const
{
    const int n = listsPerAggregate();
    if (n == 1) {
        out = lists[0];
        return Status::ok();
    }
    out.clear();
    for (int i = 0; i < n; ++i) {
        // HoppingSliceAssigner lists a window's slices from its last; CUMULATE merges forwards.
        if (Status s = agg.merge(out, lists[m_listSlices->cumulate ? i : n - 1 - i]); !s)
            return s;
    }
    return Status::ok();
}

Status WindowAggregateOperator::closeLists()
{
    if (emitsUpdates()) {
        m_openLists.clear();
        return Status::ok();
    }
    for (auto &[address, open] : m_openLists) {
        const std::optional<std::string_view> stored = m_accumulators->get(open.keyGroup, open.key);
        if (!stored)
            continue;
        m_acc.clear();
        m_acc.appendRow();
        if (Status s = m_accCodec->decodeInto(*stored, m_acc, 0); !s)
            return s.from(context().name);
        storeLists(open.lists);
        m_value.clear();
        m_accCodec->encode(m_acc, 0, m_value);
        m_accumulators->put(open.keyGroup, open.key, m_value);
    }
    m_openLists.clear();
    return Status::ok();
}

Status WindowAggregateOperator::triggerOnRow(int keyGroup, std::int64_t windowEnd,
                                             BatchBuilder &builder)
{
    // AfterEndOfWindowEarlyAndLate.onElement: after the on-time firing the late trigger decides;
    // a key whose window ended before it fired at all fires on every row; before the end, the
    // early trigger.
    const bool firedOnTime = m_firedOnTime->get(keyGroup, m_key).has_value();
    std::optional<std::int64_t> delay;
    if (firedOnTime)
        delay = m_emit.lateDelayMillis;
    else if (fired(windowEnd))
        delay = 0;
    else
        delay = m_emit.earlyDelayMillis;
    if (!delay)
        return Status::ok();
    if (*delay == 0)
        return emitChanged(keyGroup, m_key, builder);
    // ProcessingTimeTriggers.every: the first row starts a timer every `delay`.
    const std::string address = joinStateAddress(keyGroup, m_key);
    auto it = m_periodic.find(address);
    if (it == m_periodic.end() || it->second.late != firedOnTime) {
        if (it != m_periodic.end())
            m_periodicTimers.erase({it->second.next, address});
        const std::int64_t next = context().clock->nowMillis() + *delay;
        m_periodic[address] = {next, firedOnTime};
        m_periodicTimers.emplace(next, address);
    }
    return Status::ok();
}

Status WindowAggregateOperator::writeResult(std::string_view accumulator, std::string_view key,
                                            RowBatch &out, std::size_t row)
{
    m_acc.clear();
    const std::size_t accRow = m_acc.appendRow();
    if (Status s = m_accCodec->decodeInto(accumulator, m_acc, accRow); !s)
        return s.from(context().name);
    if (Status s = m_keyCodec->decodeInto(key, out, row); !s)
        return s.from(context().name);
    std::size_t col = m_groupColumns.size();
    for (const AggSpec &spec : m_specs) {
        if (spec.valueList()) {
            std::vector<ValueList> slices(static_cast<std::size_t>(listsPerAggregate()));
            if (!m_acc.isNull(spec.accColumn, accRow) &&
                !decodeLists(m_acc.getString(spec.accColumn, accRow), slices.data()))
                return Status::internal("corrupt value list in the window's state").from(context().name);
            ValueListAggregate &agg = m_listAggs[static_cast<std::size_t>(spec.listIndex)];
            ValueList list;
            if (Status s = mergedList(agg, slices.data(), list); !s)
                return s.from(context().name);
            agg.write(list, out, row, col++);
            continue;
        }
        col += writeAggValue(spec, m_acc, accRow, out, row, col, /*partial=*/false);
    }
    return Status::ok();
}

Status WindowAggregateOperator::emitChanged(int keyGroup, std::string_view key, BatchBuilder &builder)
{
    const std::optional<std::string_view> stored = m_accumulators->get(keyGroup, key);
    if (!stored)
        return Status::ok();
    m_result.clear();
    const std::size_t r = m_result.appendRow(RowKind::Insert);
    if (Status s = writeResult(*stored, key, m_result, r); !s)
        return s;
    m_value.clear();
    m_resultCodec->encode(m_result, r, m_value);
    const std::optional<std::string_view> previous = m_emitted->get(keyGroup, key);
    if (previous && *previous == m_value)
        return Status::ok(); // unchanged: nothing to send
    RowBatch &out = builder.batch(2);
    if (previous) {
        if (Status s = m_resultCodec->decodeAppend(*previous, out); !s)
            return s.from(context().name);
        out.setKind(out.size() - 1, RowKind::UpdateBefore);
        m_result.setKind(r, RowKind::UpdateAfter);
    }
    out.appendRowFrom(m_result, r);
    m_emitted->put(keyGroup, key, m_value);
    return Status::ok();
}

void WindowAggregateOperator::clearKey(const PendingKey &pending)
{
    m_accumulators->remove(pending.keyGroup, pending.key);
    if (m_hasDistinct)
        m_distinct->removeAll(pending.keyGroup, pending.key);
    if (emitsUpdates()) {
        m_emitted->remove(pending.keyGroup, pending.key);
        m_firedOnTime->remove(pending.keyGroup, pending.key);
        const std::string address = joinStateAddress(pending.keyGroup, pending.key);
        if (auto it = m_periodic.find(address); it != m_periodic.end()) {
            m_periodicTimers.erase({it->second.next, address});
            m_periodic.erase(it);
        }
    }
}

Status WindowAggregateOperator::onProcessingTime(std::int64_t nowMillis, Output &out)
{
    BatchBuilder builder(m_outputSchema, out);
    while (!m_periodicTimers.empty() && m_periodicTimers.begin()->first <= nowMillis) {
        const auto [time, address] = *m_periodicTimers.begin();
        m_periodicTimers.erase(m_periodicTimers.begin());
        auto it = m_periodic.find(address);
        if (it == m_periodic.end() || it->second.next != time)
            continue;
        const auto [keyGroup, key] = splitStateAddress(address);
        const bool firedOnTime = m_firedOnTime->get(keyGroup, key).has_value();
        if (it->second.late != firedOnTime) { // the early firings end with the on-time one
            m_periodic.erase(it);
            continue;
        }
        const std::int64_t delay = firedOnTime ? *m_emit.lateDelayMillis : *m_emit.earlyDelayMillis;
        it->second.next = time + delay;
        m_periodicTimers.emplace(it->second.next, address);
        if (Status s = emitChanged(keyGroup, key, builder); !s)
            return s;
    }
    builder.flush();
    return TimeFiringOperator::onProcessingTime(nowMillis, out);
}

Status WindowAggregateOperator::readPending(const std::vector<PendingKey> &keys,
                                           FunctionRef<Status(const PendingKey &, std::string_view, std::size_t)> visit)
{
    Status failed;
    m_accumulators->getMany(
        keys.size(),
        [&](std::size_t i) { return std::pair<int, std::string_view>(keys[i].keyGroup, keys[i].key); },
        [&](std::size_t i, std::optional<std::string_view> stored) {
            if (failed.isOk() && stored)
                failed = visit(keys[i], *stored, i);
        });
    return failed;
}

Status WindowAggregateOperator::fireKeys(const std::vector<PendingKey> &keys, BatchBuilder &builder)
{
    // One batched read of the window's keys, their state removed in one batched write.
    state::WriteGroup writes(context().state);
    return readPending(keys, [&](const PendingKey &pending, std::string_view stored, std::size_t) {
        RowBatch &out = builder.batch();
        const std::size_t o = out.appendRow(RowKind::Insert);
        if (Status s = writeResult(stored, pending.key, out, o); !s) {
            out.resize(o);
            return s;
        }
        m_accumulators->remove(pending.keyGroup, pending.key);
        if (m_hasDistinct)
            m_distinct->removeAll(pending.keyGroup, pending.key);
        return Status::ok();
    });
}

Status WindowAggregateOperator::fireSliceKeys(std::int64_t windowEnd, const std::vector<PendingKey> &keys,
                                             BatchBuilder &builder)
{
    const std::int64_t windowStart = sliceWindowStart(windowEnd);
    // One batched read of the window's slices; each key's slices merged under the window's key
    // (the slice's key with the window's bounds), keys in order; each slice then waits for its
    // next window or leaves the state, in one batched write.
    state::WriteGroup writes(context().state);
    m_windowKeys.clear();
    m_windowOrder.clear();
    m_windowFirst.clear();
    m_mergedAcc.clear();
    std::vector<PendingKey> &next = m_pending[windowEnd + m_slices->width];
    const Status failed = readPending(keys, [&](const PendingKey &slice, std::string_view stored, std::size_t i) {
        m_windowKeyRow.clear();
        m_windowKeyRow.appendRow();
        m_acc.clear();
        m_acc.appendRow();
        if (Status s = m_keyCodec->decodeInto(slice.key, m_windowKeyRow, 0); !s)
            return s.from(context().name);
        if (Status s = m_accCodec->decodeInto(stored, m_acc, 0); !s)
            return s.from(context().name);
        const std::int64_t sliceEnd = m_windowKeyRow.get<TimestampValue>(m_outEnd, 0).millis;
        m_windowKeyRow.set<TimestampValue>(m_outStart, 0, TimestampValue{windowStart, 0});
        m_windowKeyRow.set<TimestampValue>(m_outEnd, 0, TimestampValue{windowEnd, 0});
        m_value.clear();
        m_windowKeyCodec->encode(m_windowKeyRow, 0, m_value);
        const auto [found, added] =
            m_windowKeys.try_emplace(m_value, static_cast<std::uint32_t>(m_windowOrder.size()));
        if (added) {
            m_windowOrder.push_back(&found->first);
            m_windowFirst.emplace_back(sliceEnd, i);
            initAccumulator(m_specs, m_mergedAcc, m_mergedAcc.appendRow());
        }
        const std::size_t row = found->second;
        m_windowFirst[row] = std::min(m_windowFirst[row], std::pair<std::int64_t, std::size_t>(sliceEnd, i));
        m_mergedAcc.set<std::int64_t>(0, row, m_mergedAcc.get<std::int64_t>(0, row) + m_acc.get<std::int64_t>(0, 0));
        for (const AggSpec &spec : m_specs)
            mergeAccumulator(spec, m_mergedAcc, row, m_acc, 0, spec.accColumn);
        if (lastWindowEnd(sliceEnd) > windowEnd)
            next.push_back(slice);
        else
            m_accumulators->remove(slice.keyGroup, slice.key);
        return Status::ok();
    });
    if (next.empty())
        m_pending.erase(windowEnd + m_slices->width);
    if (!failed.isOk())
        return failed;
    // Keys in order of their first slice in the window, then of their first row there, as the
    // heap's slices give them.
    std::vector<std::uint32_t> order(m_windowOrder.size());
    for (std::uint32_t k = 0; k < order.size(); ++k)
        order[k] = k;
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return m_windowFirst[a] < m_windowFirst[b]; });
    for (const std::uint32_t k : order) {
        RowBatch &out = builder.batch();
        const std::size_t o = out.appendRow(RowKind::Insert);
        if (Status s = m_windowKeyCodec->decodeInto(*m_windowOrder[k], out, o); !s) {
            out.resize(o);
            return s.from(context().name);
        }
        std::size_t col = m_groupColumns.size();
        for (const AggSpec &spec : m_specs)
            col += writeAggValue(spec, m_mergedAcc, k, out, o, col, /*partial=*/false);
    }
    return Status::ok();
}

Status WindowAggregateOperator::fireUpTo(std::int64_t time, Output &out)
{
    BatchBuilder builder(m_outputSchema, out);
    if (m_inline)
        fireInline(time, builder);
    // As Flink's buffer: flushed once a window it holds may fire.
    if (!m_bufferEnds.empty() &&
        (time == std::numeric_limits<std::int64_t>::max() || m_bufferFirstEnd - 1 <= time)) {
        if (Status s = flushBuffer(); !s)
            return s;
    }
    while (!m_pending.empty()) {
        auto it = m_pending.begin();
        if (time != std::numeric_limits<std::int64_t>::max() && it->first - 1 > time)
            break;
        if (m_slices) {
            if (Status s = fireSliceKeys(it->first, it->second, builder); !s)
                return s;
        } else if (!emitsUpdates()) {
            if (Status s = fireKeys(it->second, builder); !s)
                return s;
        } else {
            for (const PendingKey &pending : it->second) {
                // The on-time firing; late rows may follow until end - 1 + lateness.
                if (Status s = emitChanged(pending.keyGroup, pending.key, builder); !s)
                    return s;
                m_firedOnTime->put(pending.keyGroup, pending.key, {});
                m_cleanup[it->first - 1 + m_emit.allowLatenessMillis].push_back(pending);
            }
        }
        m_pending.erase(it);
    }
    while (!m_cleanup.empty() && m_cleanup.begin()->first <= time) {
        for (const PendingKey &pending : m_cleanup.begin()->second)
            clearKey(pending);
        m_cleanup.erase(m_cleanup.begin());
    }
    builder.flush();
    return Status::ok();
}

Status WindowAggregateOperator::snapshotState(std::int64_t, std::vector<std::string> &items)
{
    items.push_back(encodeKeyedTimers(m_pending));
    items.push_back(encodeKeyedTimers(m_cleanup));
    // The periodic firings in the order they come, tagged early (0) or late (1); superseded
    // timers (which fire nothing) are left out.
    std::vector<TaggedTimer> periodic;
    for (const auto &[time, address] : m_periodicTimers) {
        const auto it = m_periodic.find(address);
        if (it != m_periodic.end() && it->second.next == time)
            periodic.push_back(TaggedTimer{time, static_cast<std::uint8_t>(it->second.late), address});
    }
    items.push_back(encodeTaggedTimers(periodic));
    return Status::ok();
}

Status WindowAggregateOperator::restoreState(const std::vector<RestoredOperatorState> &state)
{
    const Text what = sluice::Engine::tr("the restored windows of %1").arg(context().name);
    std::vector<TaggedTimer> periodic;
    for (const RestoredOperatorState &old : state) {
        // Two items: written before the periodic firings were (no emit strategy then).
        if (old.items.size() != 2 && old.items.size() != 3)
            return Status::ioError(sluice::Engine::tr("%1 are corrupt: %2 items").arg(what).arg(old.items.size()));
        if (Status s = decodeKeyedTimers(old.items[0], context().keyGroups, m_pending, what); !s.isOk())
            return s;
        if (Status s = decodeKeyedTimers(old.items[1], context().keyGroups, m_cleanup, what); !s.isOk())
            return s;
        if (old.items.size() == 3) {
            if (Status s = decodeTaggedTimers(old.items[2], context().keyGroups, 1, periodic, what); !s.isOk())
                return s;
        }
    }
    for (TaggedTimer &t : periodic) {
        m_periodic[t.address] = Periodic{t.time, t.tag == 1};
        m_periodicTimers.emplace(t.time, std::move(t.address));
    }
    return Status::ok();
}

std::unique_ptr<Operator> makeWindowAggregateOperator(const plan::WindowAggregateNode &node)
{
    return std::make_unique<WindowAggregateOperator>(node);
}

} // namespace sluice::exec
