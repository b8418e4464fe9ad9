#pragma once

// Flink's TemporalSort (RowTimeSortOperator, ProcTimeSortOperator): a streaming ORDER BY that
// starts with a time attribute, on one subtask. Event time: rows wait in state, keyed by their
// time and the other ORDER BY keys (then arrival), until the watermark passes their time, and
// leave in that order; a row not newer than the last time emitted is late: dropped and counted.
// Processing time: the rows of each batch leave at once, ordered by the other keys.

#include "common/row_codec.h"
#include "exec/time_firing_operator.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::exec {

class TemporalSortOperator final : public TimeFiringOperator {
public:
    explicit TemporalSortOperator(const plan::TemporalSortNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// The waiting rows are keyed state; the last time emitted (Flink's lastTriggeringTsState)
    /// and the sequence that orders rows of one time and keys are written with each checkpoint.
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;

private:
    /// Emits the rows of times up to `time` (event time; nothing waits on processing time).
    Status fireUpTo(std::int64_t time, Output &out) override;

    Status m_setupError;
    std::shared_ptr<const Schema> m_schema;
    std::size_t m_timeColumn = 0;
    std::vector<plan::SortKey> m_otherKeys;
    std::optional<RowCodec> m_rowCodec;
    state::MapTable *m_rows = nullptr; ///< (time, other keys, arrival) -> row
    std::optional<std::int64_t> m_lastEmitted;
    std::int64_t m_sequence = 0;

    // Scratch
    std::string m_userKey;
    std::string m_value;
    std::vector<std::string> m_emitted;
};

} // namespace sluice::exec
