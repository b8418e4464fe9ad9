#pragma once

// Event time of a Kafka source subtask when the table's WATERMARK is pushed into the source, as
// in Flink's Kafka source: each partition has its own generator, which keeps the largest value of
// the watermark expression over that partition's rows; the subtask's watermark is the minimum
// over its partitions that are neither idle nor finished (Flink's WatermarkOutputMultiplexer),
// and never goes back. With an idle timeout > 0 (the table's `scan.watermark.idle-timeout`, else
// `table.exec.source.idle-timeout`) a partition that had no record for that long (processing
// time) is idle until its next record; when every partition is idle — or the subtask owns none
// for that long — the subtask is idle. With 0, a silent partition holds the watermark back for
// ever, as in Flink.

#include "exec/expression_evaluator.h"
#include "exec/operator.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace sluice::exec {

class KafkaPartitionWatermarks {
public:
    /// Compiles the watermark expression, and the computed columns it reads, over rows of
    /// `scanSchema`, in the job's `session`. `operatorName` prefixes errors.
    Status open(const SourceWatermark &watermark, const std::shared_ptr<const Schema> &scanSchema,
                const state::Clock *clock, std::chrono::milliseconds idleTimeout,
                std::string operatorName, const ExpressionSession &session);

    /// The subtask owns `count` partitions (indexes follow the reader's partition list; new ones
    /// start active, with no watermark).
    void setPartitionCount(std::size_t count);
    /// Partition `index` reached its stop offset: it no longer holds event time back.
    void finish(std::size_t index);
    /// Rows of `batch`, row r read from partition `partitionOfRow[r]`. Fails on a NULL rowtime,
    /// as Flink's watermark assigner does.
    Status observe(const RowBatch &batch, const std::vector<std::uint32_t> &partitionOfRow);
    /// Marks partitions idle by processing time and recomputes the subtask's watermark.
    void update();

    std::int64_t watermark() const { return m_combined; }
    bool idle() const { return m_idle; }

private:
    struct Partition {
        std::int64_t watermark = INT64_MIN;
        std::int64_t lastRecordMillis = 0; // processing time of its last record (or of its start)
        bool idle = false;
        bool finished = false;
    };
    /// Computed columns of one Calc that the watermark needs, evaluated into `out`.
    struct Stage {
        std::vector<std::pair<std::size_t, CompiledExpression>> columns;
        RowBatch out;
    };

    std::vector<Stage> m_stages; // upstream first
    std::optional<CompiledExpression> m_expression;
    std::size_t m_rowtime = 0;
    RowBatch m_values; // the expression per row
    std::string m_name;
    const state::Clock *m_clock = nullptr;
    std::chrono::milliseconds m_idleTimeout{0};
    std::int64_t m_openedMillis = 0;

    std::vector<Partition> m_partitions;
    std::int64_t m_combined = INT64_MIN;
    bool m_idle = false;
};

} // namespace sluice::exec
