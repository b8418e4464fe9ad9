#include "exec/watermark_assigner_operator.h"

#include <sluice/text.h>

#include "exec/operators.h"
#include "exec/row_key_selector.h"

#include <chrono>

namespace sluice::exec {

WatermarkAssignerOperator::WatermarkAssignerOperator(const plan::WatermarkAssignerNode &node)
    : m_node(node), m_inputSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_outputSchema(schemaFromPlan(node.schema))
{
}

Status WatermarkAssignerOperator::open(OperatorContext &context)
{
    Operator::open(context);
    if (m_node.rowtimeIndex < 0 ||
        static_cast<std::size_t>(m_node.rowtimeIndex) >= m_inputSchema->size() ||
        !isTimestamp(m_inputSchema->type(static_cast<std::size_t>(m_node.rowtimeIndex))))
        return Status::internal("WatermarkAssigner: no TIMESTAMP rowtime column")
            .from(context.name);
    if (!m_node.watermark)
        return Status::internal("WatermarkAssigner: no watermark expression").from(context.name);
    auto compiled = CompiledExpression::compile(m_node.watermark, *m_inputSchema,
                                                ExpressionSession::of(context.config));
    if (!compiled)
        return Status(compiled.status()).from(context.name);
    if (!isTimestamp(compiled->type()))
        return Status::internal("WatermarkAssigner: the watermark expression is " +
                                compiled->type().toString())
            .from(context.name);
    compiled->setClock(context.clock);
    m_watermark.emplace(std::move(*compiled));
    m_values = RowBatch(Schema::make({{"watermark", m_watermark->type()}}));
    if (!m_outputSchema || m_outputSchema->size() != m_inputSchema->size())
        m_outputSchema = m_inputSchema;
    if (context.config) {
        if (auto timeout = context.config->getDuration("table.exec.source.idle-timeout"))
            m_idleTimeoutMillis =
                std::chrono::duration_cast<std::chrono::milliseconds>(*timeout).count();
    }
    m_intervalMillis = 200;
    if (context.config) {
        if (auto interval = context.config->getDuration("pipeline.auto-watermark-interval"))
            m_intervalMillis = std::max<std::int64_t>(
                0, std::chrono::duration_cast<std::chrono::milliseconds>(*interval).count());
    }
    m_lastActiveMillis = context.clock->nowMillis();
    m_lastPeriodicEmitMillis = m_lastActiveMillis;
    return Status::ok();
}

void WatermarkAssignerOperator::setIdle(bool idle, Output &out)
{
    m_idle = idle;
    out.emitIdle(idle);
}

Status WatermarkAssignerOperator::processBatch(int, const RowBatch &batch, Output &out)
{
    if (batch.empty())
        return Status::ok();
    const auto rowtime = static_cast<std::size_t>(m_node.rowtimeIndex);
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (batch.isNull(rowtime, r))
            return Status::invalidArgument(sluice::Engine::tr("RowTime field should not be null, please "
                                                              "convert it to a non-null long value."))
                .from(context().name);
    }
    m_values.clear();
    m_values.resize(batch.size());
    if (Status s = m_watermark->evaluate(batch, nullptr, m_values, 0, 0); !s)
        return s.from(context().name);
    const TimestampValue *values = m_values.values<TimestampValue>(0);
    m_rowsSinceCheck = true;
    if (m_idle)
        setIdle(false, out); // before the rows, so no consumer takes them as late
    // As Flink's assigner: after each row, a watermark that moved more than the interval past the
    // last one emitted goes out at once (the rows before it first), so a row late against an
    // earlier row of the same batch is late downstream too.
    std::size_t from = 0; // the first row not emitted yet
    auto emitRows = [&](std::size_t to) {
        if (to == from)
            return;
        RowBatch copy(m_outputSchema, to - from);
        if (from == 0 && to == batch.size()) {
            copy.appendBatch(batch); // the usual case: no watermark inside the batch
        } else {
            m_pendingRows.resize(to - from);
            for (std::size_t i = 0; i < m_pendingRows.size(); ++i)
                m_pendingRows[i] = static_cast<std::uint32_t>(from + i);
            copy.appendRowsFrom(batch, m_pendingRows);
        }
        out.emit(std::move(copy));
        from = to;
    };
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (!m_values.isNull(0, r) && values[r].millis > m_current)
            m_current = values[r].millis;
        if (m_current > m_emitted && m_current - m_emitted > m_intervalMillis) {
            emitRows(r + 1);
            m_emitted = m_current;
            out.emitWatermark(m_current);
        }
    }
    emitRows(batch.size());
    return Status::ok();
}

Status WatermarkAssignerOperator::processWatermark(std::int64_t watermarkMillis, Output &out)
{
    // Only the end-of-input watermark passes: it must not be held back here.
    if (watermarkMillis == std::numeric_limits<std::int64_t>::max() &&
        m_emitted != watermarkMillis) {
        if (m_idle)
            setIdle(false, out);
        m_current = m_emitted = watermarkMillis;
        out.emitWatermark(watermarkMillis);
    }
    return Status::ok();
}

Status WatermarkAssignerOperator::processIdle(bool idle, Output &out)
{
    // The upstream status passes, as in Flink; the timer takes over again from here.
    if (idle != m_idle)
        setIdle(idle, out);
    return Status::ok();
}

Status WatermarkAssignerOperator::onProcessingTime(std::int64_t nowMillis, Output &out)
{
    // The periodic emission (pipeline.auto-watermark-interval).
    if (m_intervalMillis > 0 && m_lastPeriodicEmitMillis + m_intervalMillis <= nowMillis) {
        m_lastPeriodicEmitMillis = nowMillis;
        if (m_current > m_emitted) {
            if (m_idle)
                setIdle(false, out);
            m_emitted = m_current;
            out.emitWatermark(m_current);
        }
    }
    if (m_idleTimeoutMillis <= 0 || m_idle)
        return Status::ok();
    if (m_rowsSinceCheck) {
        m_rowsSinceCheck = false;
        m_lastActiveMillis = nowMillis;
    } else if (nowMillis - m_lastActiveMillis >= m_idleTimeoutMillis) {
        setIdle(true, out);
    }
    return Status::ok();
}

Status WatermarkAssignerOperator::endInput(Output &out)
{
    if (m_current > m_emitted) {
        if (m_idle)
            setIdle(false, out);
        m_emitted = m_current;
        out.emitWatermark(m_current);
    }
    return Status::ok();
}

std::unique_ptr<Operator> makeWatermarkAssignerOperator(const plan::WatermarkAssignerNode &node)
{
    return std::make_unique<WatermarkAssignerOperator>(node);
}

} // namespace sluice::exec
