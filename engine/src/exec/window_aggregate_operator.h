#pragma once

#include "common/row_codec.h"
#include "exec/aggregate_functions.h"
#include "exec/time_firing_operator.h"
#include "exec/row_key_selector.h"

#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::exec {

/// Window TVF aggregation (Flink's WindowAggOperator over a window-attached input): rows arrive
/// with window_start/window_end from the WindowTableFunction in front; they are accumulated per
/// group key (window bounds included) and each window's final rows are emitted once, as +I,
/// when the watermark reaches window_end - 1 (processing time for proctime windows), or at the
/// end of input. Rows of a window that has already fired are late: dropped and counted
/// (LateRecordsDropped). Output: the group keys, then the aggregates.
class WindowAggregateOperator final : public TimeFiringOperator {
public:
    explicit WindowAggregateOperator(const plan::WindowAggregateNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;

private:
    /// A window's pending group key: where its accumulator lives.
    struct PendingKey {
        int keyGroup;
        std::string key;
    };

    Status fireUpTo(std::int64_t time, Output &out) override;
    Status fireKey(const PendingKey &pending, BatchBuilder &builder);
    /// Whether the row's value of a DISTINCT aggregate is new for the group (and records it).
    bool firstDistinctValue(std::size_t agg, int keyGroup, const RowBatch &batch, std::size_t row);

    std::shared_ptr<const Schema> m_inputSchema;
    std::shared_ptr<const Schema> m_outputSchema;
    std::shared_ptr<const Schema> m_accSchema;
    std::vector<std::uint32_t> m_groupColumns;
    std::vector<std::uint32_t> m_partitionColumns; ///< group keys without the window bounds
    std::size_t m_windowEndColumn;
    std::vector<plan::AggCall> m_calls;
    std::vector<AggSpec> m_specs;
    std::optional<RowKeySelector> m_keys;
    std::optional<RowCodec> m_keyCodec;
    std::optional<RowCodec> m_accCodec;
    std::vector<RowCodec> m_distinctCodecs;      ///< per aggregate (forKey of its argument)
    state::ValueTable *m_accumulators = nullptr; ///< group key -> accumulator row
    state::MapTable *m_distinct = nullptr;       ///< group key -> (aggregate, value) seen
    /// Windows not yet fired, by window end; keys in order of their first row. Kept on the heap
    /// beside the state (Flink keeps these timers in its timer service).
    std::map<std::int64_t, std::vector<PendingKey>> m_pending;

    RowBatch m_acc;                        ///< one accumulator row, decoded
    std::string m_key, m_value, m_userKey; // scratch
};

} // namespace sluice::exec
