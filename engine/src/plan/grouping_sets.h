#pragma once

// The grouping sets of a GROUP BY with GROUPING SETS, ROLLUP or CUBE, as Flink derives and plans
// them (Calcite's validator, RelBuilder and Flink's DecomposeGroupingSetsRule): a set is a mask
// over the query's grouping expressions, bit i for the i-th distinct expression in order of first
// appearance in GROUP BY.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <sluice/text.h>

namespace sluice::plan {

using GroupingMask = std::uint64_t;

/// Flink plans at most 63 grouping expressions with grouping sets ("group count must be less
/// than 64"): the GROUPING values are BIGINTs.
constexpr int kMaxGroupingExpressions = 63;
/// A GROUP BY expands to at most 2^16 grouping sets (each input row is repeated once per set).
constexpr std::size_t kMaxGroupingSetsLog2 = 16;

/// ROLLUP(e1, ..., en): e1..en, e1..en-1, ..., e1, and the empty set.
std::vector<GroupingMask> rollupSets(const std::vector<GroupingMask> &elements);
/// CUBE(e1, ..., en): every combination of the elements.
std::vector<GroupingMask> cubeSets(const std::vector<GroupingMask> &elements);
/// GROUP BY x, y: each set of x combined with each set of y.
std::vector<GroupingMask> crossSets(const std::vector<GroupingMask> &left,
                                    const std::vector<GroupingMask> &right);

/// One grouping set of the expansion.
struct GroupingSet {
    GroupingMask members = 0;  ///< the grouping expressions it groups by (GROUPING's answer)
    /// The grouping expressions the expansion keeps, the others written as NULL: the members,
    /// except for a repeat that Flink plans as an aggregation by all the expressions (below).
    GroupingMask kept = 0;
    std::int64_t duplicate = 0; ///< GROUP_ID(): 0 for a set's first occurrence, 1.. for repeats
    /// The expansion's $e: Flink's expand id (a bit per expression the set leaves out, the
    /// first expression highest), with the repeat number above those bits.
    std::int64_t expandId = 0;
};

/// The sets of a GROUP BY over the grouping expressions named `names` in the order the expansion
/// emits them (Calcite's: larger sets before their subsets, then by their lowest expressions).
/// Empty when the query groups plainly (one set, all expressions); `error` where Flink refuses
/// the sets.
///
/// Calcite plans the n-th repeats of the sets as an aggregation of their own (a UNION ALL
/// branch). Where a branch holds a single set of fewer than all the expressions, Flink refuses
/// the query unless it calls GROUPING or GROUPING_ID; with such a call it plans the branch as an
/// aggregation by all the expressions (nothing written as NULL) and answers GROUPING as for the
/// set. Sluice does the same: those repeats keep every expression, and `errorWithoutGrouping`
/// is the refusal for a query without GROUPING calls.
struct GroupingSetPlan {
    std::vector<GroupingSet> sets;
    std::optional<Text> error;
    std::optional<Text> errorWithoutGrouping;
};
GroupingSetPlan planGroupingSets(std::vector<GroupingMask> sets, const std::vector<std::string> &names);

/// GROUPING(e1, ..., en) and GROUPING_ID(...) in a set: a bit per argument (the first highest),
/// 1 where the set leaves the argument's expression out.
std::int64_t groupingValue(GroupingMask members, const std::vector<int> &arguments);

/// Whether every set groups by expression `expression` (else its column becomes nullable).
bool groupedInEverySet(const std::vector<GroupingSet> &sets, int expression);

} // namespace sluice::plan
