#pragma once

#include "common/row_codec.h"
#include "exec/operator.h"
#include "exec/row_key_selector.h"

#include <list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace sluice::exec {

/// ROW_NUMBER() Top-N per partition (rn <= limit), with Flink's changelog:
/// - insert-only input follows AppendOnlyTopNFunction: only the rows that may still be in the
///   top N are kept; with the rank number, rows whose rank moves are updated (-U/+U with the
///   rank) and the newcomer at the end gets +I; without it, the row pushed out gets -D and the
///   newcomer +I, except at rn <= 1, where FastTop1Function updates the partition's one row
///   (-U/+U);
/// - updating input follows RetractableTopNFunction: every row is kept, so a retraction refills
///   the top N from the rows behind it.
/// Rows with equal sort keys rank in arrival order. NULLs sort first ascending, last descending
/// (Flink's NullCollation.LOW). Output: the input columns, then the rank when outputRankNumber.
///
/// On insert-only input the partitions' kept rows are cached in memory in front of the state, as
/// Flink's AppendOnlyTopNFunction does: the table.exec.rank.topn-cache-size rows make room for
/// that many / N partitions (at least one), the least recently used giving way; with a state TTL
/// a partition is read from the state again once the TTL has passed since it was read.
class RankOperator final : public Operator {
public:
    /// Its rows are in the keyed backend; the sequence that orders ties is written with each
    /// checkpoint (a restore continues after the highest of any subtask).
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;
    explicit RankOperator(const plan::RankNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;

    /// One stored row of a partition: its state user key (sort key + sequence) and encoding.
    struct Item {
        std::string userKey;
        std::string row;
    };
    /// The rows of one sort key, in arrival order.
    struct Entry {
        std::string sortKey;
        std::vector<Item> items;
    };

private:
    /// Reads the partition m_partition from the state into m_entries.
    Status loadPartition(int group, bool bounded);
    /// Points m_current at partition m_partition's rows: the cache's, read from the state first
    /// when the cache does not hold them.
    Status cachedPartition(int group);
    void encodeSortKey(const RowBatch &batch, std::size_t row, std::string &out) const;
    /// Appends `row` (encoded input row) with `kind` and, when wanted, `rank`.
    Status emit(BatchBuilder &builder, std::string_view row, RowKind kind, std::int64_t rank);

    Status appendOnly(int group, BatchBuilder &builder);
    Status accumulate(int group, BatchBuilder &builder);
    Status retract(int group, BatchBuilder &builder);
    /// Emits the changes of a new row in entry `own` ranked with row numbers (both algorithms).
    Status emitWithRowNumber(std::size_t own, BatchBuilder &builder, std::size_t *lastVisited);

    std::shared_ptr<const Schema> m_inputSchema;
    std::shared_ptr<const Schema> m_outputSchema;
    std::vector<std::uint32_t> m_partitionColumns;
    std::vector<plan::SortKey> m_orderKeys;
    std::int64_t m_limit;
    bool m_outputRankNumber;
    bool m_appendOnly;
    state::TtlConfig m_ttl;
    std::optional<RowKeySelector> m_keys;
    std::optional<RowCodec> m_rowCodec;
    /// partition key -> (sort key bytes ++ 8-byte big-endian sequence) -> encoded row. The sort
    /// key bytes order like the ORDER BY, so a partition's entries iterate in rank order.
    state::MapTable *m_rows = nullptr;

    // Per-row scratch: the current partition, input row and its sort key.
    std::string m_partition, m_row, m_sortKey, m_userKey;
    /// The current partition's rows, by sort key: m_entries, or a cached partition's. The walks
    /// keep them equal to the state's.
    std::vector<Entry> *m_current = nullptr;
    std::vector<Entry> m_entries;
    /// The partition cache (insert-only input only): most recently used first.
    struct CachedPartition {
        std::string key;
        std::vector<Entry> entries;
        std::int64_t readAt = 0; ///< the clock's time when read from the state
    };
    std::list<CachedPartition> m_cache;
    std::unordered_map<std::string_view, std::list<CachedPartition>::iterator> m_cacheIndex;
    std::size_t m_cachePartitions = 0; ///< 0: no cache
    std::uint64_t m_nextSequence = 0;
};

} // namespace sluice::exec
