#pragma once

// Batch mode's OverAggregate (Flink's BufferDataOverWindowOperator over a sorted input): the rows
// are kept in keyed state until the input ends; then each key group's rows are sorted by
// partition, ORDER BY keys and arrival, and every row is emitted with the values of the calls
// over its partition and frame:
// - ROW_NUMBER, RANK, DENSE_RANK, PERCENT_RANK, CUME_DIST and NTILE by the row's place and its
//   peers (rows with equal ORDER BY keys);
// - LAG and LEAD by the row `offset` places away in the partition, or the default beyond it;
// - FIRST_VALUE, LAST_VALUE and the aggregates over the frame, walked as Flink's frames walk a
//   partition: ROWS by places; RANGE by Flink's bound comparators, which move the frame's ends
//   forward only, compare the ordering value's difference to the offset in the value's type
//   and, for NULL values, keep or drop rows by the offset's sign alone (so a NULL row's frame
//   is not always its NULL peers). A frame from UNBOUNDED PRECEDING grows row by row; the
//   others are folded anew for each row, as Flink's are, so floating-point sums come out as
//   Flink's.

#include "common/row_codec.h"
#include "exec/aggregate_functions.h"
#include "exec/operator.h"
#include "exec/row_key_selector.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::exec {

class BatchOverAggregateOperator final : public Operator {
public:
    explicit BatchOverAggregateOperator(const plan::OverAggregateNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Held back until the rows are out, so none of them is late downstream.
    Status processWatermark(std::int64_t watermarkMillis, Output &out) override;
    Status endInput(Output &out) override;

private:
    /// One partition's rows [begin, end) of `rows`, sorted; `peerStart[i]` / `peerEnd[i]` bound
    /// row i's peers; `orderKeys[i]` is row i's ORDER BY keys in memcmp order.
    struct Partition {
        const RowBatch &rows;
        std::size_t begin;
        std::size_t end;
        const std::vector<std::size_t> &peerStart;
        const std::vector<std::size_t> &peerEnd;
        const std::vector<std::string> &orderKeys;
    };
    using Frame = std::pair<std::size_t, std::size_t>; ///< rows [first, last)
    Status emitKeyGroup(int keyGroup, BatchBuilder &builder);
    /// Writes call `c`'s value for every row of `p` into column `col` of `results` (row i - begin).
    Status computeCall(std::size_t c, const Partition &p, const std::vector<Frame> &frames,
                       RowBatch &results, std::size_t col);
    /// Every row's frame, in partition order.
    Status framesOf(const Partition &p, std::vector<Frame> &frames) const;
    /// Flink's RANGE bound comparator of `bound` for input row `j` against current row `i`:
    /// below 0 when `j` lies before the bound, above when after (never 0).
    int compareToBound(const Partition &p, const plan::OverFrameBound &bound, bool lower, std::size_t j,
                       std::size_t i) const;
    /// The sign of (distance from `i` to `j` along the ordering) - `bound`'s offset, computed
    /// in the ordering value's type as Flink's generated comparator does.
    int distanceVersusOffset(const RowBatch &rows, std::size_t j, std::size_t i,
                             const plan::OverFrameBound &bound) const;

    std::shared_ptr<const Schema> m_inputSchema;
    std::shared_ptr<const Schema> m_outputSchema;
    std::shared_ptr<const Schema> m_resultSchema; ///< the calls' columns
    std::vector<std::uint32_t> m_partitionColumns;
    std::vector<plan::SortKey> m_orderKeys;
    plan::BatchOverFrame m_frame;
    std::vector<plan::OverCall> m_calls;
    std::vector<AggSpec> m_specs; ///< of the Aggregate calls
    std::vector<int> m_specOf;    ///< per call: its m_specs index, -1 for the others
    bool m_framed = false;        ///< a call reads the frame
    std::shared_ptr<const Schema> m_accSchema;
    std::optional<RowKeySelector> m_keys;
    std::optional<RowCodec> m_rowCodec;
    state::MapTable *m_rows = nullptr; ///< (key group, "") -> sort key -> row
    std::int64_t m_sequence = 0;
    std::int64_t m_heldWatermark = INT64_MIN;
    std::string m_sortKey, m_row; // scratch
};

std::unique_ptr<Operator> makeBatchOverAggregateOperator(const plan::OverAggregateNode &node);

} // namespace sluice::exec
