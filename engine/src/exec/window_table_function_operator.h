#pragma once

#include "exec/operator.h"
#include "exec/window_clock.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace sluice::exec {

/// One window [start, end) of a window table function.
struct WindowBounds {
    std::int64_t start = 0;
    std::int64_t end = 0;
    friend bool operator==(const WindowBounds &, const WindowBounds &) = default;
};

/// The start of the `size`-wide window holding `timestamp`, aligned to the epoch (Flink's
/// TimeWindow.getWindowStartWithOffset with offset 0), exact for negative timestamps too.
std::int64_t alignedWindowStart(std::int64_t timestamp, std::int64_t size);

/// The windows Flink's window assigners give a timestamp, in Flink's order (offset 0, aligned to
/// the epoch): TUMBLE one window; HOP every window containing it, latest start first; CUMULATE
/// [start of the size window, each step end up to the size window's end), earliest end first.
void assignWindows(const plan::WindowSpec &window, std::int64_t timestamp,
                   std::vector<WindowBounds> &out);

/// Rows once per window they belong to (Flink's window assigners), as a window table function
/// and a window aggregation that assigns the windows itself give them.
class WindowExpander {
public:
    WindowExpander() = default;
    WindowExpander(const plan::WindowSpec &window, WindowClock clock)
        : m_window(window), m_clock(clock) {}

    /// Each row of `batch` once per window its time (the time column's, or `now` for processing
    /// time) belongs to, into `out` (replaced; its schema: the input's columns, then window_start
    /// and window_end, and window_time if it has one more column). Row kinds are kept. Rows with
    /// a NULL time belong to no window: returns how many.
    std::size_t expand(const RowBatch &batch, std::int64_t now, RowBatch &out);

private:
    plan::WindowSpec m_window;
    WindowClock m_clock;
    std::vector<WindowBounds> m_windows; // scratch: one row's
    std::vector<std::uint32_t> m_rows;   // scratch: per output row, its input row ...
    std::vector<WindowBounds> m_bounds;  // ... and window
};

/// Flink's WindowTableFunctionOperator (TUMBLE/HOP/CUMULATE in FROM without an aggregate on top):
/// each input row is emitted once per window it belongs to, with window_start, window_end and
/// window_time (= window_end - 1 ms, the rowtime of the window) appended. Event time reads the
/// time column (a NULL time drops the row, as Flink counts and drops it); processing time reads
/// the context clock. Row kinds are kept.
class WindowTableFunctionOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit WindowTableFunctionOperator(const plan::WindowTableFunctionNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;

    /// Rows dropped because their time attribute was NULL.
    std::int64_t droppedNullTimes() const { return m_droppedNull; }

private:
    const plan::WindowTableFunctionNode &m_node;
    std::shared_ptr<const Schema> m_inputSchema;
    std::shared_ptr<const Schema> m_outputSchema;
    WindowExpander m_expander;
    std::int64_t m_droppedNull = 0;
};

} // namespace sluice::exec
