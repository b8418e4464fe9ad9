#pragma once

#include "exec/expression_evaluator.h"
#include "exec/operator.h"

#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace sluice::exec {

/// Flink's WatermarkAssignerOperator: rows pass through unchanged; the watermark expression of
/// `WATERMARK FOR rowtime AS expr` is computed per row and the largest value kept. A row whose
/// rowtime is NULL fails the job, as in Flink. As Flink's, it emits the watermark every
/// pipeline.auto-watermark-interval of processing time (200 ms by default) and, eagerly, right
/// after a row that moved it more than that interval (in event-time milliseconds) past the last
/// one emitted; so with event times farther apart than the interval, every row that advances event
/// time is followed by its watermark. Like Flink's, it emits no watermark below 0 (its last
/// watermark starts at 0). Watermarks from upstream are not forwarded, except the end-of-input
/// Long.MAX_VALUE one.
///
/// With `table.exec.source.idle-timeout` > 0 the output is marked idle when no row arrived for
/// that long (processing time, checked on each onProcessingTime tick; the timer starts at open),
/// and active again before the next row, so downstream tasks merge event time without this
/// subtask (runtime/watermark_valve.h). 0 turns idleness off: a silent source then holds event
/// time back for ever, as in Flink.
class WatermarkAssignerOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit WatermarkAssignerOperator(const plan::WatermarkAssignerNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    Status processWatermark(std::int64_t watermarkMillis, Output &out) override;
    Status processIdle(bool idle, Output &out) override;
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;
    Status endInput(Output &out) override;

    /// The largest watermark seen so far (Long.MIN_VALUE before the first row).
    std::int64_t currentWatermark() const { return m_current; }
    /// Whether the output is marked idle.
    bool idle() const { return m_idle; }

private:
    const plan::WatermarkAssignerNode &m_node;
    std::shared_ptr<const Schema> m_inputSchema;
    std::shared_ptr<const Schema> m_outputSchema;
    std::optional<CompiledExpression> m_watermark;
    std::int64_t m_current = std::numeric_limits<std::int64_t>::min();
    std::int64_t m_emitted = 0; // Flink's lastWatermark, which starts at 0
    std::int64_t m_intervalMillis = 200;      // pipeline.auto-watermark-interval
    std::int64_t m_lastPeriodicEmitMillis = 0;
    RowBatch m_values; // scratch: the watermark expression per row
    std::vector<std::uint32_t> m_pendingRows; // scratch: the rows of a part of a batch

    // Idleness, as Flink's assigner: a check that saw rows since the previous one restarts the
    // timer, so a processing-time jump right after a row does not make an active source idle.
    void setIdle(bool idle, Output &out);
    std::int64_t m_idleTimeoutMillis = 0; // 0: off
    std::int64_t m_lastActiveMillis = 0;  // the last check that saw rows (or open)
    bool m_rowsSinceCheck = false;
    bool m_idle = false;
};

} // namespace sluice::exec
