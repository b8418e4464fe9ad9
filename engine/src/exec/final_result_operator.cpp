#include "exec/final_result_operator.h"

#include "exec/operators.h"
#include "exec/sort_key_encoding.h"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace sluice::exec {

namespace {

std::string encodeCount(std::int64_t n)
{
    std::string bytes(sizeof n, '\0');
    std::memcpy(bytes.data(), &n, sizeof n);
    return bytes;
}

std::optional<std::int64_t> decodeCount(std::string_view bytes)
{
    std::int64_t n = 0;
    if (bytes.size() != sizeof n)
        return std::nullopt;
    std::memcpy(&n, bytes.data(), sizeof n);
    return n;
}

std::vector<std::uint32_t> allColumns(const Schema &schema)
{
    std::vector<std::uint32_t> columns(schema.size());
    std::iota(columns.begin(), columns.end(), 0U);
    return columns;
}

} // namespace

FinalResultOperator::FinalResultOperator(const plan::FinalResultNode &node)
    : m_schema(schemaFromPlan(node.schema)), m_orderKeys(node.orderKeys), m_offset(node.offset),
      m_limit(node.limit),
      m_passThrough(node.orderKeys.empty() && node.inputs.at(0)->changelog.isInsertOnly()),
      m_skip(node.offset), m_left(node.limit < 0 ? INT64_MAX : node.limit)
{
}

Status FinalResultOperator::open(OperatorContext &context)
{
    if (Status s = openKeyed(context, Status::ok()); !s)
        return s;
    for (const auto &k : m_orderKeys) {
        if (k.column < 0 || static_cast<std::size_t>(k.column) >= m_schema->size())
            return Status::internal("FinalResult: ORDER BY column out of range").from(context.name);
    }
    const std::vector<std::uint32_t> columns = allColumns(*m_schema);
    m_keys.emplace(*m_schema, columns, context.maxParallelism);
    m_rowCodec.emplace(RowCodec::forKey(*m_schema, columns));
    m_rows = &context.state->mapTable("final-rows", state::TtlConfig{});
    return Status::ok();
}

Status FinalResultOperator::processBatch(int /*input*/, const RowBatch &batch, Output &out)
{
    if (m_passThrough) {
        BatchBuilder builder(m_schema, out);
        for (std::size_t r = 0; r < batch.size() && m_left > 0; ++r) {
            if (m_skip > 0) {
                --m_skip;
                continue;
            }
            builder.batch().appendRowFrom(batch, r);
            builder.batch().setKind(builder.batch().size() - 1, RowKind::Insert);
            --m_left;
        }
        builder.flush();
        return Status::ok();
    }
    m_keys->hashBatch(batch);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        const int group = m_keys->keyGroup(r);
        m_keys->key(batch, r, m_row);
        std::int64_t count = 0;
        if (const auto stored = m_rows->get(group, {}, m_row)) {
            const auto n = decodeCount(*stored);
            if (!n)
                return Status::internal("FinalResult: corrupt row count in state").from(context().name);
            count = *n;
        }
        count += isRetraction(batch.kind(r)) ? -1 : 1;
        if (count == 0)
            m_rows->remove(group, {}, m_row);
        else
            m_rows->put(group, {}, m_row, encodeCount(count));
    }
    return Status::ok();
}

Status FinalResultOperator::processWatermark(std::int64_t watermarkMillis, Output & /*out*/)
{
    m_heldWatermark = std::max(m_heldWatermark, watermarkMillis);
    return Status::ok();
}

Status FinalResultOperator::forEachRow(
    const std::function<Status(std::string_view, std::int64_t)> &visit)
{
    Status failed;
    const KeyGroupRange &groups = context().keyGroups;
    for (int group = groups.start(); group <= groups.end() && failed.isOk(); ++group) {
        m_rows->forEach(group, {}, [&](std::string_view row, std::string_view value) {
            const auto count = decodeCount(value);
            if (!count) {
                failed = Status::internal("FinalResult: corrupt row count in state");
                return false;
            }
            if (*count > 0)
                failed = visit(row, *count);
            return failed.isOk();
        });
    }
    return failed.isOk() ? Status::ok() : Status(failed).from(context().name);
}

Status FinalResultOperator::emitUnordered(BatchBuilder &builder)
{
    std::int64_t skip = m_offset;
    std::int64_t left = m_limit < 0 ? INT64_MAX : m_limit;
    return forEachRow([&](std::string_view row, std::int64_t count) -> Status {
        for (; count > 0 && left > 0; --count) {
            if (skip > 0) {
                --skip;
                continue;
            }
            if (Status s = m_rowCodec->decodeAppend(row, builder.batch()); !s)
                return s;
            --left;
        }
        return Status::ok();
    });
}

Status FinalResultOperator::emitOrdered(BatchBuilder &builder)
{
    // All final rows in memory, sorted by their encoded ORDER BY keys (ties by row bytes, so
    // equal keys come out the same way on every run).
    RowBatch rows(m_schema);
    std::vector<std::int64_t> counts;
    if (Status s = forEachRow([&](std::string_view row, std::int64_t count) {
            counts.push_back(count);
            return m_rowCodec->decodeAppend(row, rows);
        });
        !s)
        return s;
    std::vector<std::string> keys(rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
        appendSortKey(keys[r], rows, r, m_orderKeys);
        m_rowCodec->encode(rows, r, keys[r]);
    }
    std::vector<std::size_t> order(rows.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return keys[a] < keys[b]; });
    std::int64_t skip = m_offset;
    std::int64_t left = m_limit < 0 ? INT64_MAX : m_limit;
    for (std::size_t i = 0; i < order.size() && left > 0; ++i) {
        for (std::int64_t c = counts[order[i]]; c > 0 && left > 0; --c) {
            if (skip > 0) {
                --skip;
                continue;
            }
            builder.batch().appendRowFrom(rows, order[i]);
            --left;
        }
    }
    return Status::ok();
}

Status FinalResultOperator::endInput(Output &out)
{
    BatchBuilder builder(m_schema, out);
    if (!m_passThrough) {
        if (Status s = m_orderKeys.empty() ? emitUnordered(builder) : emitOrdered(builder); !s)
            return s;
    }
    builder.flush();
    if (m_heldWatermark != INT64_MIN)
        out.emitWatermark(m_heldWatermark);
    return Status::ok();
}

std::unique_ptr<Operator> makeFinalResultOperator(const plan::FinalResultNode &node)
{
    return std::make_unique<FinalResultOperator>(node);
}

} // namespace sluice::exec
