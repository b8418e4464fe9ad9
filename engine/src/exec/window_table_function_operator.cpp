#include "exec/window_table_function_operator.h"

#include <sluice/text.h>

#include "exec/operators.h"
#include "exec/row_key_selector.h"

namespace sluice::exec {

std::int64_t alignedWindowStart(std::int64_t timestamp, std::int64_t size)
{
    std::int64_t rem = timestamp % size;
    if (rem < 0)
        rem += size;
    return timestamp - rem;
}

void assignWindows(const plan::WindowSpec &window, std::int64_t timestamp,
                   std::vector<WindowBounds> &out)
{
    out.clear();
    const std::int64_t size = window.size.count();
    switch (window.kind) {
    case plan::WindowKind::Tumble: {
        const std::int64_t start = alignedWindowStart(timestamp, size);
        out.push_back({start, start + size});
        break;
    }
    case plan::WindowKind::Hop: {
        const std::int64_t slide = window.slide.count();
        for (std::int64_t start = alignedWindowStart(timestamp, slide); start > timestamp - size;
             start -= slide)
            out.push_back({start, start + size});
        break;
    }
    case plan::WindowKind::Session:
        // The row's own window; the aggregation merges overlapping ones per key.
        out.push_back({timestamp, timestamp + window.gap.count()});
        break;
    case plan::WindowKind::Cumulate: {
        const std::int64_t step = window.step.count();
        const std::int64_t start = alignedWindowStart(timestamp, size);
        const std::int64_t lastEnd = start + size;
        for (std::int64_t end = alignedWindowStart(timestamp, step) + step; end <= lastEnd; end += step)
            out.push_back({start, end});
        break;
    }
    }
}

WindowTableFunctionOperator::WindowTableFunctionOperator(const plan::WindowTableFunctionNode &node)
    : m_node(node), m_inputSchema(schemaFromPlan(node.inputs.at(0)->schema)),
      m_outputSchema(schemaFromPlan(node.schema))
{
}

Status WindowTableFunctionOperator::open(OperatorContext &context)
{
    Operator::open(context);
    const plan::WindowSpec &w = m_node.window;
    m_expander = WindowExpander(w, WindowClock::of(w.localTime, context.config));
    const std::size_t in = m_inputSchema->size();
    if (m_outputSchema->size() != in + 3)
        return Status::internal(
                   "WindowTableFunction: the output must be the input plus window_start, "
                   "window_end, window_time")
            .from(context.name);
    for (std::size_t c = in; c < in + 3; ++c) {
        if (m_outputSchema->type(c).physicalType() != PhysicalType::Timestamp)
            return Status::internal("WindowTableFunction: window columns must be timestamps")
                .from(context.name);
    }
    if (!w.proctime &&
        (w.timeColumn < 0 || static_cast<std::size_t>(w.timeColumn) >= in ||
         m_inputSchema->type(static_cast<std::size_t>(w.timeColumn)).physicalType() !=
             PhysicalType::Timestamp))
        return Status::internal("WindowTableFunction: no TIMESTAMP time column").from(context.name);
    const std::int64_t size = w.size.count();
    const bool ok = w.kind == plan::WindowKind::Session ? w.gap.count() > 0 : size > 0 && (w.kind != plan::WindowKind::Hop || (w.slide.count() > 0)) &&
                    (w.kind != plan::WindowKind::Cumulate ||
                     (w.step.count() > 0 && size % w.step.count() == 0));
    if (!ok)
        return Status::invalidArgument(
                   sluice::Engine::tr("WindowTableFunction: invalid window %1").arg(w.toString(m_node.inputs.at(0)->schema)))
            .from(context.name);
    return Status::ok();
}

std::size_t WindowExpander::expand(const RowBatch &batch, std::int64_t now, RowBatch &out)
{
    const plan::WindowSpec &w = m_window;
    const std::size_t in = batch.schema().size();
    // Each input row once per window: first the rows' windows, then the output a column at a
    // time (the input's columns gathered, the window's set).
    std::size_t droppedNull = 0;
    m_rows.clear();
    m_bounds.clear();
    for (std::size_t r = 0; r < batch.size(); ++r) {
        std::int64_t timestamp = now;
        if (!w.proctime) {
            const auto col = static_cast<std::size_t>(w.timeColumn);
            if (batch.isNull(col, r)) {
                ++droppedNull;
                continue;
            }
            timestamp = batch.get<TimestampValue>(col, r).millis;
        }
        assignWindows(w, m_clock.wallClock(timestamp), m_windows);
        for (const WindowBounds &win : m_windows) {
            m_rows.push_back(static_cast<std::uint32_t>(r));
            m_bounds.push_back(win);
        }
    }
    out.clear();
    out.resize(m_rows.size());
    RowKind *kinds = out.mutableKinds();
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        kinds[i] = batch.kind(m_rows[i]);
    for (std::size_t c = 0; c < in; ++c)
        out.gatherColumn(c, 0, batch, c, m_rows);
    auto *starts = out.mutableValues<TimestampValue>(in);
    auto *ends = out.mutableValues<TimestampValue>(in + 1);
    for (std::size_t i = 0; i < m_bounds.size(); ++i) {
        starts[i] = TimestampValue{m_bounds[i].start, 0};
        ends[i] = TimestampValue{m_bounds[i].end, 0};
    }
    const bool withTime = out.schema().size() > in + 2;
    if (withTime) {
        auto *times = out.mutableValues<TimestampValue>(in + 2);
        for (std::size_t i = 0; i < m_bounds.size(); ++i)
            times[i] = TimestampValue{m_clock.instant(m_bounds[i].end - 1), 0};
    }
    for (std::size_t c = in; c < in + (withTime ? 3 : 2); ++c)
        out.setAllValid(c);
    return droppedNull;
}

Status WindowTableFunctionOperator::processBatch(int, const RowBatch &batch, Output &out)
{
    if (batch.empty())
        return Status::ok();
    const std::int64_t now = m_node.window.proctime ? context().clock->nowMillis() : 0;
    RowBatch result(m_outputSchema, batch.size());
    m_droppedNull += static_cast<std::int64_t>(m_expander.expand(batch, now, result));
    if (!result.empty())
        out.emit(std::move(result));
    return Status::ok();
}

std::unique_ptr<Operator> makeWindowTableFunctionOperator(const plan::WindowTableFunctionNode &node)
{
    return std::make_unique<WindowTableFunctionOperator>(node);
}

} // namespace sluice::exec
