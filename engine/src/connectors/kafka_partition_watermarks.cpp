#include "connectors/kafka_partition_watermarks.h"

#include <sluice/text.h>

#include "exec/row_key_selector.h"

#include <algorithm>
#include <set>

namespace sluice::exec {

Status KafkaPartitionWatermarks::open(const SourceWatermark &watermark,
                                      const std::shared_ptr<const Schema> &scanSchema,
                                      const state::Clock *clock, std::chrono::milliseconds idleTimeout,
                                      std::string operatorName, const ExpressionSession &session)
{
    m_name = std::move(operatorName);
    m_clock = clock;
    m_idleTimeout = idleTimeout;
    m_openedMillis = clock->nowMillis();
    const plan::WatermarkAssignerNode *assigner = watermark.assigner;
    if (!assigner || !assigner->watermark || assigner->rowtimeIndex < 0)
        return Status::internal("a pushed-down watermark without its expression").from(m_name);
    m_rowtime = static_cast<std::size_t>(assigner->rowtimeIndex);

    // Only the computed columns the watermark reads, from the Calc next to the assigner back to
    // the scan: each Calc needs the inputs of the columns the next one needs.
    std::vector<int> refs;
    assigner->watermark->collectInputRefs(refs);
    std::set<int> needed(refs.begin(), refs.end());
    needed.insert(assigner->rowtimeIndex);
    std::vector<std::vector<int>> neededPerCalc(watermark.computedColumns.size());
    for (std::size_t i = watermark.computedColumns.size(); i-- > 0;) {
        const plan::CalcNode &calc = *watermark.computedColumns[i];
        std::set<int> inputs;
        for (const int c : needed) {
            if (c < 0 || static_cast<std::size_t>(c) >= calc.projections.size())
                return Status::internal("the watermark reads a column its Calc does not have").from(m_name);
            neededPerCalc[i].push_back(c);
            refs.clear();
            calc.projections[static_cast<std::size_t>(c)]->collectInputRefs(refs);
            inputs.insert(refs.begin(), refs.end());
        }
        needed = std::move(inputs);
    }
    std::shared_ptr<const Schema> input = scanSchema;
    m_stages.clear();
    for (std::size_t i = 0; i < watermark.computedColumns.size(); ++i) {
        const plan::CalcNode &calc = *watermark.computedColumns[i];
        Stage stage;
        std::shared_ptr<const Schema> output = schemaFromPlan(calc.schema);
        for (const int c : neededPerCalc[i]) {
            auto compiled = CompiledExpression::compile(calc.projections[static_cast<std::size_t>(c)], *input, session);
            if (!compiled)
                return Status(compiled.status()).from(m_name);
            compiled->setClock(clock);
            stage.columns.emplace_back(static_cast<std::size_t>(c), std::move(*compiled));
        }
        stage.out = RowBatch(output);
        m_stages.push_back(std::move(stage));
        input = std::move(output);
    }
    if (m_rowtime >= input->size() || !isTimestamp(input->type(m_rowtime)))
        return Status::internal("the pushed-down watermark has no TIMESTAMP rowtime column").from(m_name);
    auto compiled = CompiledExpression::compile(assigner->watermark, *input, session);
    if (!compiled)
        return Status(compiled.status()).from(m_name);
    if (!isTimestamp(compiled->type()))
        return Status::internal("the watermark expression is " + compiled->type().toString()).from(m_name);
    compiled->setClock(clock);
    m_expression.emplace(std::move(*compiled));
    m_values = RowBatch(Schema::make({{"watermark", m_expression->type(), {}}}));
    return Status::ok();
}

void KafkaPartitionWatermarks::setPartitionCount(std::size_t count)
{
    const std::int64_t now = m_clock->nowMillis();
    while (m_partitions.size() < count) {
        Partition p;
        p.lastRecordMillis = now; // Flink's idleness timer starts with the split
        m_partitions.push_back(p);
    }
}

void KafkaPartitionWatermarks::finish(std::size_t index)
{
    if (index < m_partitions.size())
        m_partitions[index].finished = true;
}

Status KafkaPartitionWatermarks::observe(const RowBatch &batch,
                                         const std::vector<std::uint32_t> &partitionOfRow)
{
    if (batch.empty() || !m_expression)
        return Status::ok();
    const RowBatch *rows = &batch;
    for (Stage &stage : m_stages) {
        stage.out.clear();
        stage.out.resize(rows->size());
        for (const auto &[column, expression] : stage.columns) {
            if (Status s = expression.evaluate(*rows, nullptr, stage.out, column, 0); !s.isOk())
                return s.from(m_name);
        }
        rows = &stage.out;
    }
    for (std::size_t r = 0; r < rows->size(); ++r) {
        if (rows->isNull(m_rowtime, r))
            return Status::invalidArgument(sluice::Engine::tr("RowTime field should not be null, please "
                                                              "convert it to a non-null long value."))
                .from(m_name);
    }
    m_values.clear();
    m_values.resize(rows->size());
    if (Status s = m_expression->evaluate(*rows, nullptr, m_values, 0, 0); !s.isOk())
        return s.from(m_name);
    const TimestampValue *values = m_values.values<TimestampValue>(0);
    const std::int64_t now = m_clock->nowMillis();
    for (std::size_t r = 0; r < rows->size() && r < partitionOfRow.size(); ++r) {
        Partition &p = m_partitions.at(partitionOfRow[r]);
        p.lastRecordMillis = now;
        p.idle = false;
        if (!m_values.isNull(0, r))
            p.watermark = std::max(p.watermark, values[r].millis);
    }
    return Status::ok();
}

void KafkaPartitionWatermarks::update()
{
    const std::int64_t now = m_clock->nowMillis();
    const bool detectIdle = m_idleTimeout.count() > 0;
    if (m_partitions.empty()) {
        // More subtasks than partitions: Flink's Kafka source stalls too unless idleness is set.
        m_idle = detectIdle && now - m_openedMillis >= m_idleTimeout.count();
        return;
    }
    bool anyLive = false, allIdle = true;
    std::int64_t minimum = INT64_MAX;
    for (Partition &p : m_partitions) {
        if (p.finished)
            continue;
        anyLive = true;
        if (detectIdle && now - p.lastRecordMillis >= m_idleTimeout.count())
            p.idle = true;
        if (p.idle)
            continue;
        allIdle = false;
        minimum = std::min(minimum, p.watermark);
    }
    if (!anyLive) {
        m_idle = false; // every partition finished: the source ends, which releases event time
        return;
    }
    m_idle = allIdle;
    if (!allIdle && minimum > m_combined)
        m_combined = minimum;
}

} // namespace sluice::exec
