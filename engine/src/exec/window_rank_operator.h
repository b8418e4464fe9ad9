#pragma once

// Flink's WindowRank and WindowDeduplicate: the top N rows of each window and partition (rows of
// a window table function or of a window aggregation), kept in state in rank order and emitted
// once, insert-only, when the watermark (processing time, for processing-time windows) reaches
// the window's end - 1 ms. Rows of equal order keep their arrival order; a deduplication that
// keeps the last row lets a later row of the same time replace the one kept. A row whose window
// has already fired is late: dropped and counted.

#include "common/row_codec.h"
#include "exec/row_key_selector.h"
#include "exec/time_firing_operator.h"

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace sluice::exec {

class WindowRankOperator final : public TimeFiringOperator {
public:
    /// Rows are keyed state; the timers (by key group) and the sequence that keeps rows apart
    /// are written with each checkpoint.
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;
    explicit WindowRankOperator(const plan::WindowRankNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;

private:
    Status fireUpTo(std::int64_t time, Output &out) override;

    Status m_setupError;
    std::shared_ptr<const Schema> m_inSchema;
    std::shared_ptr<const Schema> m_outSchema;
    std::vector<std::uint32_t> m_keyColumns;  ///< partition keys + window start and end
    std::vector<std::uint32_t> m_hashColumns; ///< partition keys (the exchange's)
    std::vector<plan::SortKey> m_orderKeys;
    std::size_t m_windowEndColumn = 0;
    std::int64_t m_limit = 1;
    bool m_outputRankNumber = true;
    bool m_laterRowsFirst = false; ///< a deduplication keeping the last row
    std::optional<RowKeySelector> m_keys;
    std::optional<RowCodec> m_rowCodec;
    state::MapTable *m_rows = nullptr; ///< window and partition -> rank order -> row

    std::int64_t m_sequence = 0;
    /// (window end - 1, state address) of the windows holding rows.
    std::set<std::pair<std::int64_t, std::string>> m_timers;

    // Scratch
    std::string m_key;
    std::string m_userKey;
    std::string m_value;
    std::vector<std::string> m_ranked;
};

} // namespace sluice::exec
