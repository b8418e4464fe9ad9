#pragma once

// Accumulators of the group aggregate (COUNT, COUNT(*), SUM, $SUM0, AVG, MIN, MAX), stored as the
// rows of an "accumulator batch": column 0 is the record count (Flink's count1 / RecordCounter),
// then each aggregate's accumulator columns. The same row layout is what state stores (RowCodec;
// without the record count when the input is insert-only, as Flink keeps none then) and what a
// LocalGroupAggregate sends to its GlobalGroupAggregate, so two-phase aggregation is just "merge
// accumulator rows".
//
// Accumulators per aggregate (following Flink's built-in aggregate functions):
//   FIRST_VALUE /     [value]  over insert-only input; over updating input, and for LISTAGG,
//   LAST_VALUE                 ARRAY_AGG, COLLECT and the JSON aggregates, one BYTES column
//                              holding a ValueList, which the operator folds
//                              (value_list_aggregates.h), not these functions
//   COUNT / COUNT(*)  [count BIGINT]
//   SUM               [sum, non-null count BIGINT]   (SumWithRetractAggFunction: NULL when count 0)
//   $SUM0             [sum]
//   AVG               [sum, count BIGINT]            (AvgAggFunction: sum / count, NULL when 0)
//   MIN / MAX         [value, distinct values with positive multiplicity BIGINT] (MinWithRetract:
//                     the multiplicities themselves live in a MapTable when the input updates)
// Sums are kept as BIGINT for integer arguments (SUM truncates to its result type on output, the
// same modular arithmetic as Flink's Java int/short/byte sums; AVG divides the BIGINT sum as
// Flink's integral AvgAggFunction), as FLOAT/DOUBLE for SUM(FLOAT)/SUM(DOUBLE), DOUBLE for
// AVG(FLOAT/DOUBLE), and DECIMAL(38, s) for decimals.

#include "common/fixed_row_layout.h"
#include "common/row_batch.h"
#include "plan/plan_node.h"

#include <cstdint>
#include <span>
#include <vector>

namespace sluice::exec {

enum class AccKind : std::uint8_t {
    Count,     ///< COUNT(x): non-null values
    CountStar, ///< COUNT(*)
    Sum,
    Sum0,
    Avg,
    AvgMerge, ///< distinct-split final phase: sum of partial sums / sum of partial counts
    Min,
    Max,
    FirstValue, ///< insert-only input: the first non-NULL value (FirstValueAggFunction)
    LastValue,  ///< insert-only input: the last non-NULL value (LastValueAggFunction)
    // Value lists (value_list_aggregates.h): one BYTES column holding a ValueList.
    ListAgg,
    ArrayAgg,
    Collect,
    FirstValueList, ///< FIRST_VALUE over updating input
    LastValueList,  ///< LAST_VALUE over updating input
    JsonObjectAgg,
    JsonArrayAgg,
    ApproxCountDistinct, ///< the registers of an HLL sketch (approx_count_distinct.h)
};

/// One aggregate call as the operator evaluates it.
struct AggSpec {
    AccKind kind = AccKind::CountStar;
    int arg = -1;    ///< input column (AvgMerge: the partial sums)
    int arg2 = -1;   ///< AvgMerge: the partial counts; JSON_OBJECTAGG: the value's JSON text
    int filter = -1; ///< BOOLEAN input column of FILTER (WHERE ...); -1 when none
    bool distinct = false;
    bool skipNulls = false;      ///< ARRAY_AGG IGNORE NULLS, JSON aggregates ABSENT ON NULL
    std::string separator = ","; ///< LISTAGG
    /// MIN/MAX over updating input: value multiplicities in a MapTable (MinWithRetract).
    bool retractMap = false;
    LogicalType argType;
    LogicalType resultType;
    LogicalType accType;       ///< the sum / value column's type
    std::size_t accColumn = 0; ///< first accumulator column
    int deltaColumn = -1;      ///< Local layout: the BYTES column of value multiplicity deltas
    int mapIndex = -1;         ///< MapTable of distinct values / MIN/MAX multiplicities
    std::size_t mapMember = 0; ///< the position of this call's count in that map's values
    int listIndex = -1;        ///< the operator's ValueList of this call, for value lists

    /// Accumulator columns (1 or 2).
    std::size_t accWidth() const;
    /// Whether accumulate/retract go through a value -> multiplicity map.
    bool usesMap() const { return distinct || retractMap; }
    /// Whether the accumulator is a ValueList (value_list_aggregates.h) the operator keeps.
    bool valueList() const { return kind >= AccKind::ListAgg; }
    /// A NULL argument is a value it aggregates (ARRAY_AGG, JSON_ARRAYAGG respecting NULLs), so a
    /// DISTINCT view holds NULL too.
    bool keepsNulls() const
    {
        return (kind == AccKind::ArrayAgg || kind == AccKind::JsonArrayAgg) && !skipNulls;
    }
};

/// Builds the spec of a plan aggregate call over `input` (types, accumulator type).
AggSpec makeAggSpec(const plan::AggCall &call, const Schema &input, bool updatingInput);

/// The accumulator columns of `specs` (record count first), assigning accColumn; delta columns
/// (for Local output) are appended after them when `withDeltas`, assigning deltaColumn.
std::vector<RowField> accumulatorLayout(std::vector<AggSpec> &specs, bool withDeltas);

// The functions over an accumulator row take it as `Acc`: a row of an accumulator batch
// (RowBatch, `row` its index) or a record of it in state (FixedRecord, the same column numbers,
// `row` ignored), so the batched and the in-place paths share one implementation.

/// Whether row `row` of `batch` passes a call's FILTER (WHERE ...): column `filter` TRUE, or
/// no filter (-1).
inline bool filterPasses(const RowBatch &batch, int filter, std::size_t row)
{
    if (filter < 0)
        return true;
    const auto c = static_cast<std::size_t>(filter);
    return !batch.isNull(c, row) && batch.get<std::uint8_t>(c, row) != 0;
}

/// Sets row `row` of `acc` to the empty accumulator (count 0, sums 0, values NULL).
void initAccumulator(const std::vector<AggSpec> &specs, RowBatch &acc, std::size_t row);
/// initAccumulator without the record count (column 0).
template <class Acc>
void initAggregates(const std::vector<AggSpec> &specs, Acc &acc, std::size_t row);

/// Row r of `acc` (resized to in.size() rows) becomes the accumulator of input row r alone:
/// record count +1 (-1 for a retraction) in column `countColumn` and each call's value folded in
/// at its accColumn, as initAccumulator and accumulateValue would give, a column at a time where
/// the call allows (the accumulator rows of rows a local phase forwarded). REQUIRES: no spec uses
/// a map or a value list.
void accumulateRows(const std::vector<AggSpec> &specs, RowBatch &acc, const RowBatch &in,
                    std::size_t countColumn);

/// Folds one value (column `col` of row `inRow` of `in`) into the spec's accumulator columns, or
/// takes it out (`retract`). NULL values are ignored as SQL says (COUNT(*) counts every row).
/// For retractMap MIN/MAX this only handles the multiplicity-free part: use extremeAdded /
/// extremeRemoved instead. REQUIRES: !spec.retractMap for MIN/MAX.
template <class Acc>
void accumulateValue(const AggSpec &spec, Acc &acc, std::size_t row, const RowBatch &in,
                     std::size_t inRow, int col, bool retract);

/// Merges accumulator columns of another accumulator row (`other`, columns from `otherColumn`)
/// into `acc` (two-phase global merge) for specs without a map.
template <class Acc>
void mergeAccumulator(const AggSpec &spec, Acc &acc, std::size_t row, const RowBatch &other,
                      std::size_t otherRow, std::size_t otherColumn);

/// MIN/MAX with multiplicities: a value's multiplicity became positive.
template <class Acc>
void extremeAdded(const AggSpec &spec, Acc &acc, std::size_t row, const RowBatch &in,
                  std::size_t inRow, int col);

/// The aggregate's result (or, with `partial`, its distinct-split partial value: AVG as sum and
/// count) written to columns from `outCol` of row `outRow`; returns the columns written.
template <class Acc>
std::size_t writeAggValue(const AggSpec &spec, const Acc &acc, std::size_t row, RowBatch &out,
                          std::size_t outRow, std::size_t outCol, bool partial);
/// writeAggValue for accumulator records accs[i] into rows i of `out` (which must exist), a
/// column at a time; returns the columns written.
std::size_t writeAggValues(const AggSpec &spec, std::span<const FixedRecord> accs, RowBatch &out,
                           std::size_t outCol, bool partial);
/// Columns writeAggValue writes.
std::size_t aggValueWidth(const AggSpec &spec, bool partial);

/// Orders two values of the same physical type as Flink's comparators do (Java compareTo:
/// NaN greatest, -0.0 < 0.0; strings and binaries by unsigned bytes). Neither may be NULL.
template <class A, class B>
int compareValues(PhysicalType type, const A &a, std::size_t rowA, std::size_t colA, const B &b,
                  std::size_t rowB, std::size_t colB);
/// Equality including NULLs (both NULL = equal), for "result unchanged" checks.
bool sameValue(PhysicalType type, const RowBatch &a, std::size_t rowA, std::size_t colA,
               const RowBatch &b, std::size_t rowB, std::size_t colB);

} // namespace sluice::exec
