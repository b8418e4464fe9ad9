#include "exec/batch_over_aggregate_operator.h"

#include <sluice/text.h>

#include "exec/operators.h"
#include "exec/sort_key_encoding.h"

#include <algorithm>

namespace sluice::exec {

using Bound = plan::OverFrameBound::Kind;

BatchOverAggregateOperator::BatchOverAggregateOperator(const plan::OverAggregateNode &node)
    : m_inputSchema(schemaFromPlan(node.inputs.at(0)->schema)), m_outputSchema(schemaFromPlan(node.schema)),
      m_partitionColumns(toColumnList(node.partitionKeys)), m_orderKeys(node.orderKeys),
      m_frame(node.batchFrame), m_calls(node.calls)
{
    std::vector<RowField> results;
    for (const plan::OverCall &c : m_calls)
        results.push_back({c.aggregate.name, c.aggregate.type, ""});
    m_resultSchema = Schema::make(std::move(results));
}

Status BatchOverAggregateOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, Status::ok()); !s)
        return s;
    m_specs.clear();
    m_specOf.clear();
    for (const plan::OverCall &c : m_calls) {
        m_specOf.push_back(-1);
        if (c.function != plan::OverFunction::Aggregate)
            continue;
        m_specOf.back() = static_cast<int>(m_specs.size());
        m_specs.push_back(makeAggSpec(c.aggregate, *m_inputSchema, /*updatingInput=*/false));
        if (m_specs.back().valueList() || m_specs.back().usesMap())
            return Status::internal("OverAggregate (batch): an aggregate that keeps its values").from(context.name);
    }
    m_framed = std::any_of(m_calls.begin(), m_calls.end(), [](const plan::OverCall &c) {
        return c.function == plan::OverFunction::Aggregate || c.function == plan::OverFunction::FirstValue ||
               c.function == plan::OverFunction::LastValue;
    });
    const auto offsetBound = [](const plan::OverFrameBound &b) {
        return b.kind == Bound::Preceding || b.kind == Bound::Following;
    };
    if (m_framed && !m_frame.rows && (offsetBound(m_frame.start) || offsetBound(m_frame.end))) {
        const LogicalType &key = m_inputSchema->type(static_cast<std::size_t>(m_orderKeys.front().column));
        if (key.physicalType() == PhysicalType::Timestamp)
            return Status::invalidArgument(
                       sluice::Engine::tr("a RANGE frame with an INTERVAL offset over a %1 ordering fails on Flink "
                                          "1.20 in batch mode: its generated bound comparator subtracts TIMESTAMP "
                                          "values as numbers and does not compile. Order the window by epoch "
                                          "milliseconds instead, e.g. UNIX_TIMESTAMP(CAST(ts AS STRING)) * 1000")
                           .arg(key.toString()))
                .from(context.name);
    }
    m_accSchema = Schema::make(accumulatorLayout(m_specs, /*withDeltas=*/false));
    m_keys.emplace(*m_inputSchema, m_partitionColumns, context.maxParallelism);
    m_rowCodec.emplace(RowCodec::forSchema(*m_inputSchema));
    m_rows = &context.state->mapTable("over-rows", state::TtlConfig{});
    return Status::ok();
}

Status BatchOverAggregateOperator::processBatch(int /*input*/, const RowBatch &batch, Output & /*out*/)
{
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (isRetraction(batch.kind(r)))
            return Status::internal("OverAggregate (batch) expects the final rows, got a retraction")
                .from(context().name);
        // Partition, then ORDER BY keys, then arrival: memcmp order is the rows' order.
        m_sortKey.clear();
        for (std::uint32_t c : m_partitionColumns)
            appendOrderedValue(m_sortKey, batch, c, r, /*descending=*/false, /*nullsFirst=*/true);
        appendSortKey(m_sortKey, batch, r, m_orderKeys);
        appendOrderedInt64(m_sortKey, m_sequence++);
        m_row.clear();
        m_rowCodec->encode(batch, r, m_row);
        m_rows->put(m_keys->keyGroup(r), {}, m_sortKey, m_row);
    }
    return Status::ok();
}

Status BatchOverAggregateOperator::processWatermark(std::int64_t watermarkMillis, Output & /*out*/)
{
    m_heldWatermark = std::max(m_heldWatermark, watermarkMillis);
    return Status::ok();
}

Status BatchOverAggregateOperator::endInput(Output &out)
{
    BatchBuilder builder(m_outputSchema, out);
    const KeyGroupRange &groups = context().keyGroups;
    for (int group = groups.start(); group <= groups.end(); ++group)
        if (Status s = emitKeyGroup(group, builder); !s)
            return s;
    builder.flush();
    if (m_heldWatermark != INT64_MIN)
        out.emitWatermark(m_heldWatermark);
    return Status::ok();
}

Status BatchOverAggregateOperator::emitKeyGroup(int keyGroup, BatchBuilder &builder)
{
    std::vector<std::pair<std::string, std::string>> entries;
    m_rows->forEach(keyGroup, {}, [&](std::string_view key, std::string_view row) {
        entries.emplace_back(std::string(key), std::string(row));
        return true;
    });
    if (entries.empty())
        return Status::ok();
    std::sort(entries.begin(), entries.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    RowBatch rows(m_inputSchema, entries.size());
    for (const auto &[key, row] : entries)
        if (Status s = m_rowCodec->decodeAppend(row, rows); !s)
            return s.from(context().name);
    entries.clear();
    entries.shrink_to_fit();
    m_rows->removeAll(keyGroup, {});

    // Partitions and peers from the re-encoded keys.
    const std::size_t n = rows.size();
    std::vector<std::string> partitionKeys(n), orderKeys(n);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::uint32_t c : m_partitionColumns)
            appendOrderedValue(partitionKeys[i], rows, c, i, false, true);
        appendSortKey(orderKeys[i], rows, i, m_orderKeys);
    }
    std::vector<std::size_t> peerStart(n), peerEnd(n);
    for (std::size_t i = 0; i < n; ++i) {
        const bool same = i > 0 && partitionKeys[i] == partitionKeys[i - 1] && orderKeys[i] == orderKeys[i - 1];
        peerStart[i] = same ? peerStart[i - 1] : i;
    }
    for (std::size_t i = n; i-- > 0;) {
        const bool same = i + 1 < n && partitionKeys[i] == partitionKeys[i + 1] && orderKeys[i] == orderKeys[i + 1];
        peerEnd[i] = same ? peerEnd[i + 1] : i + 1;
    }
    const std::size_t inputWidth = m_inputSchema->size();
    std::vector<Frame> frames;
    for (std::size_t begin = 0; begin < n;) {
        std::size_t end = begin + 1;
        while (end < n && partitionKeys[end] == partitionKeys[begin])
            ++end;
        const Partition p{rows, begin, end, peerStart, peerEnd, orderKeys};
        RowBatch results(m_resultSchema, end - begin);
        for (std::size_t i = begin; i < end; ++i)
            results.appendRow();
        if (m_framed)
            if (Status s = framesOf(p, frames); !s)
                return s.from(context().name);
        for (std::size_t c = 0; c < m_calls.size(); ++c)
            if (Status s = computeCall(c, p, frames, results, c); !s)
                return s.from(context().name);
        for (std::size_t i = begin; i < end; ++i) {
            RowBatch &o = builder.batch();
            const std::size_t row = o.appendRow(RowKind::Insert);
            for (std::size_t col = 0; col < inputWidth; ++col)
                o.copyValue(col, row, rows, col, i);
            for (std::size_t c = 0; c < m_calls.size(); ++c)
                o.copyValue(inputWidth + c, row, results, c, i - begin);
        }
        begin = end;
    }
    return Status::ok();
}

namespace {

int sign(Int128 v) { return v < 0 ? -1 : v > 0 ? 1 : 0; }

Int128 powerOfTen(int n)
{
    Int128 p = 1;
    for (int i = 0; i < n; ++i)
        p *= 10;
    return p;
}

/// The sign of `a` / 10^`as` - `b` / 10^`bs`, exactly.
int compareScaled(Int128 a, int as, Int128 b, int bs)
{
    const int scale = std::max(as, bs);
    return sign(a * powerOfTen(scale - as) - b * powerOfTen(scale - bs));
}

} // namespace

int BatchOverAggregateOperator::distanceVersusOffset(const RowBatch &rows, std::size_t j, std::size_t i,
                                                     const plan::OverFrameBound &bound) const
{
    const plan::SortKey &key = m_orderKeys.front();
    const auto col = static_cast<std::size_t>(key.column);
    // Flink subtracts current from input (descending: input from current) in the key's type.
    const std::size_t a = key.descending ? i : j;
    const std::size_t b = key.descending ? j : i;
    const LogicalType &type = m_inputSchema->type(col);
    const std::int64_t offset = bound.signedUnscaled();
    switch (type.physicalType()) {
    case PhysicalType::Int8:
        return compareScaled(static_cast<std::int8_t>(rows.get<std::int8_t>(col, a) - rows.get<std::int8_t>(col, b)),
                             0, offset, bound.scale);
    case PhysicalType::Int16:
        return compareScaled(
            static_cast<std::int16_t>(rows.get<std::int16_t>(col, a) - rows.get<std::int16_t>(col, b)), 0, offset,
            bound.scale);
    case PhysicalType::Int32: {
        // Java's int arithmetic wraps around.
        const auto minus = static_cast<std::int32_t>(static_cast<std::uint32_t>(rows.get<std::int32_t>(col, a)) -
                                                     static_cast<std::uint32_t>(rows.get<std::int32_t>(col, b)));
        // A DATE counts days: Flink divides the interval's milliseconds (or months) by a day's.
        if (type.root() == LogicalTypeRoot::Date)
            return compareScaled(minus, 0, offset / 86'400'000, 0);
        return compareScaled(minus, 0, offset, bound.scale);
    }
    case PhysicalType::Int64: {
        const auto minus = static_cast<std::int64_t>(static_cast<std::uint64_t>(rows.get<std::int64_t>(col, a)) -
                                                     static_cast<std::uint64_t>(rows.get<std::int64_t>(col, b)));
        return compareScaled(minus, 0, offset, bound.scale);
    }
    case PhysicalType::Float32: {
        const float minus = rows.get<float>(col, a) - rows.get<float>(col, b);
        const auto limit = static_cast<float>(static_cast<double>(offset) / static_cast<double>(powerOfTen(bound.scale)));
        return minus < limit ? -1 : minus > limit ? 1 : 0;
    }
    case PhysicalType::Float64: {
        const double minus = rows.get<double>(col, a) - rows.get<double>(col, b);
        const double limit = static_cast<double>(offset) / static_cast<double>(powerOfTen(bound.scale));
        return minus < limit ? -1 : minus > limit ? 1 : 0;
    }
    case PhysicalType::Decimal128:
        return compareScaled(rows.get<Decimal128>(col, a).unscaled - rows.get<Decimal128>(col, b).unscaled,
                             type.scale(), offset, bound.scale);
    default: return 0; // refused when the operator opens
    }
}

int BatchOverAggregateOperator::compareToBound(const Partition &p, const plan::OverFrameBound &bound, bool lower,
                                               std::size_t j, std::size_t i) const
{
    if (bound.kind == Bound::CurrentRow) {
        // All ORDER BY keys, as the rows are sorted.
        const int c = p.orderKeys[j].compare(p.orderKeys[i]);
        return lower ? (c >= 0 ? 1 : -1) : (c > 0 ? 1 : -1);
    }
    const auto col = static_cast<std::size_t>(m_orderKeys.front().column);
    const bool inputNull = p.rows.isNull(col, j);
    const bool currentNull = p.rows.isNull(col, i);
    if (inputNull && currentNull) {
        // Flink keeps a NULL row in a NULL row's frame when the offset's sign allows it.
        const std::int64_t offset = bound.signedUnscaled();
        return lower ? (offset <= 0 ? 1 : -1) : (offset >= 0 ? -1 : 1);
    }
    if (inputNull || currentNull)
        return lower ? -1 : 1;
    const int c = distanceVersusOffset(p.rows, j, i, bound);
    return lower ? (c >= 0 ? 1 : -1) : (c > 0 ? 1 : -1);
}

Status BatchOverAggregateOperator::framesOf(const Partition &p, std::vector<Frame> &frames) const
{
    frames.clear();
    const plan::OverFrameBound &lower = m_frame.start;
    const plan::OverFrameBound &upper = m_frame.end;
    const bool fromStart = lower.kind == Bound::UnboundedPreceding;
    const bool toEnd = upper.kind == Bound::UnboundedFollowing;
    if (fromStart && toEnd) {
        frames.assign(p.end - p.begin, {p.begin, p.end});
        return Status::ok();
    }
    if (m_frame.rows) {
        // Places from the current row, clamped to the partition.
        const auto place = [&](std::size_t i, const plan::OverFrameBound &b) {
            const std::int64_t v = static_cast<std::int64_t>(i) + b.signedUnscaled();
            return static_cast<std::size_t>(
                std::clamp<std::int64_t>(v, static_cast<std::int64_t>(p.begin), static_cast<std::int64_t>(p.end)));
        };
        for (std::size_t i = p.begin; i < p.end; ++i) {
            const std::size_t first = fromStart ? p.begin : place(i, lower);
            const std::size_t last = toEnd ? p.end
                                           : static_cast<std::size_t>(std::clamp<std::int64_t>(
                                                 static_cast<std::int64_t>(i) + upper.signedUnscaled() + 1,
                                                 static_cast<std::int64_t>(p.begin), static_cast<std::int64_t>(p.end)));
            frames.emplace_back(first, std::max(first, last));
        }
        return Status::ok();
    }
    // RANGE: Flink's frames move a pointer forward only, as long as the bound comparator lets
    // them (RangeUnboundedPrecedingOverFrame, RangeUnboundedFollowingOverFrame,
    // RangeSlidingOverFrame).
    std::size_t next = p.begin;  // the first row not yet taken into (or skipped by) the frame
    std::size_t front = p.begin; // sliding: the frame's first row
    for (std::size_t i = p.begin; i < p.end; ++i) {
        if (fromStart) {
            while (next < p.end && compareToBound(p, upper, false, next, i) <= 0)
                ++next;
            frames.emplace_back(p.begin, next);
        } else if (toEnd) {
            while (next < p.end && compareToBound(p, lower, true, next, i) < 0)
                ++next;
            frames.emplace_back(next, p.end);
        } else {
            while (front < next && compareToBound(p, lower, true, front, i) < 0)
                ++front;
            while (next < p.end && compareToBound(p, upper, false, next, i) <= 0) {
                if (compareToBound(p, lower, true, next, i) < 0) {
                    if (front != next)
                        return Status::internal("OverAggregate (batch): a RANGE frame with a gap");
                    front = next + 1;
                }
                ++next;
            }
            frames.emplace_back(front, next);
        }
    }
    return Status::ok();
}

Status BatchOverAggregateOperator::computeCall(std::size_t c, const Partition &p, const std::vector<Frame> &frames,
                                               RowBatch &results, std::size_t col)
{
    const plan::OverCall &call = m_calls[c];
    const std::size_t rows = p.end - p.begin;
    using F = plan::OverFunction;
    switch (call.function) {
    case F::RowNumber:
    case F::Rank:
    case F::DenseRank:
    case F::PercentRank:
    case F::CumeDist: {
        std::int64_t dense = 0;
        for (std::size_t i = p.begin; i < p.end; ++i) {
            if (p.peerStart[i] == i)
                ++dense;
            const auto rank = static_cast<std::int64_t>(p.peerStart[i] - p.begin + 1);
            const std::size_t r = i - p.begin;
            switch (call.function) {
            case F::RowNumber: results.set<std::int64_t>(col, r, static_cast<std::int64_t>(r + 1)); break;
            case F::Rank: results.set<std::int64_t>(col, r, rank); break;
            case F::DenseRank: results.set<std::int64_t>(col, r, dense); break;
            case F::PercentRank:
                results.set<double>(col, r, rows > 1 ? static_cast<double>(rank - 1) / static_cast<double>(rows - 1) : 0.0);
                break;
            default:
                results.set<double>(col, r, static_cast<double>(p.peerEnd[i] - p.begin) / static_cast<double>(rows));
                break;
            }
        }
        return Status::ok();
    }
    case F::Ntile: {
        if (call.buckets <= 0)
            return Status::invalidArgument(sluice::Engine::tr("/ by zero (NTILE(0))"));
        // Flink's NTILEAggFunction, row by row: the first (rows % n) buckets take one row more.
        const auto size = static_cast<std::int64_t>(rows) / call.buckets;
        const auto padded = static_cast<std::int64_t>(rows) % call.buckets;
        std::int64_t rowNumber = 0, bucket = 0, threshold = 0;
        for (std::size_t r = 0; r < rows; ++r) {
            ++rowNumber;
            if (rowNumber > threshold) {
                ++bucket;
                threshold += size + (bucket <= padded ? 1 : 0);
            }
            results.set<std::int64_t>(col, r, bucket);
        }
        return Status::ok();
    }
    case F::Lag:
    case F::Lead: {
        const auto value = static_cast<std::size_t>(call.aggregate.argIndex);
        for (std::size_t i = p.begin; i < p.end; ++i) {
            const std::size_t r = i - p.begin;
            std::int64_t offset = 1;
            if (call.offsetIndex >= 0) {
                // Flink reads a NULL offset as 0: the current row.
                const auto o = static_cast<std::size_t>(call.offsetIndex);
                if (p.rows.isNull(o, i))
                    offset = 0;
                else
                    switch (m_inputSchema->type(o).physicalType()) {
                    case PhysicalType::Int16: offset = p.rows.get<std::int16_t>(o, i); break;
                    case PhysicalType::Int32: offset = p.rows.get<std::int32_t>(o, i); break;
                    default: offset = p.rows.get<std::int64_t>(o, i); break;
                    }
            }
            const std::int64_t target = static_cast<std::int64_t>(i) + (call.function == F::Lead ? offset : -offset);
            if (target >= static_cast<std::int64_t>(p.begin) && target < static_cast<std::int64_t>(p.end))
                results.copyValue(col, r, p.rows, value, static_cast<std::size_t>(target));
            else if (call.defaultIndex >= 0)
                results.copyValue(col, r, p.rows, static_cast<std::size_t>(call.defaultIndex), i);
            else
                results.setNull(col, r);
        }
        return Status::ok();
    }
    case F::FirstValue:
    case F::LastValue: {
        // Flink's FIRST_VALUE / LAST_VALUE skip NULL values.
        const auto value = static_cast<std::size_t>(call.aggregate.argIndex);
        for (std::size_t i = p.begin; i < p.end; ++i) {
            const auto [first, last] = frames[i - p.begin];
            std::optional<std::size_t> found;
            if (call.function == F::FirstValue) {
                for (std::size_t j = first; j < last && !found; ++j)
                    if (!p.rows.isNull(value, j))
                        found = j;
            } else {
                for (std::size_t j = last; j > first && !found; --j)
                    if (!p.rows.isNull(value, j - 1))
                        found = j - 1;
            }
            if (found)
                results.copyValue(col, i - p.begin, p.rows, value, *found);
            else
                results.setNull(col, i - p.begin);
        }
        return Status::ok();
    }
    case F::Aggregate: {
        const AggSpec &spec = m_specs[static_cast<std::size_t>(m_specOf[c])];
        RowBatch acc(m_accSchema, 1);
        acc.appendRow();
        std::size_t folded = p.begin; // rows [frameStart, folded) are in `acc`
        std::size_t frameStart = p.begin;
        bool open = false;
        for (std::size_t i = p.begin; i < p.end; ++i) {
            const auto [first, last] = frames[i - p.begin];
            // A frame that only grows (from UNBOUNDED PRECEDING) keeps its accumulator; any
            // other is folded anew.
            if (!open || first != frameStart || last < folded) {
                initAccumulator(m_specs, acc, 0);
                frameStart = folded = first;
                open = true;
            }
            for (; folded < last; ++folded) {
                acc.set<std::int64_t>(0, 0, acc.get<std::int64_t>(0, 0) + 1);
                accumulateValue(spec, acc, 0, p.rows, folded, spec.arg, /*retract=*/false);
            }
            writeAggValue(spec, acc, 0, results, i - p.begin, col, /*partial=*/false);
        }
        return Status::ok();
    }
    }
    return Status::internal("OverAggregate: unknown call");
}

std::unique_ptr<Operator> makeBatchOverAggregateOperator(const plan::OverAggregateNode &node)
{
    return std::make_unique<BatchOverAggregateOperator>(node);
}

} // namespace sluice::exec
