#pragma once

// Whether a join is Flink's interval join, and its window bounds: IntervalJoinUtil's reading of a
// join condition for event time. Both the binder (a regular join materialises its inputs' time
// attributes, an interval join keeps them) and the physical planner (which plans the operator) ask
// it, so they always agree.

#include "plan/bound_expr.h"
#include "plan/plan_node.h"

#include <optional>
#include <utility>
#include <vector>

namespace sluice::plan {

/// The time predicates compare the inputs' rowtime attributes (each plus or minus a constant
/// interval). Either exactly two of them bound left - right, one from below and one from above,
/// or exactly one equality pins it: an equi-key pair of two rowtime attributes (in `timeKeys`,
/// left and right columns) or `l.ts = r.ts + INTERVAL ...` in `nonEquiCondition` (over the left
/// then the right columns). Anything else is a regular join (nullopt). Returns the bounds and the
/// conjuncts of `nonEquiCondition` that remain.
std::optional<std::pair<IntervalBounds, BoundExprPtr>>
extractIntervalBounds(const BoundExprPtr &nonEquiCondition, int leftArity,
                      const std::vector<std::pair<int, int>> &timeKeys);

/// The equi-key pairs (leftKeys[i], rightKeys[i]) whose columns are both rowtime attributes.
std::vector<std::pair<int, int>> rowtimeKeyPairs(const std::vector<LogicalType> &left,
                                                 const std::vector<LogicalType> &right,
                                                 const std::vector<int> &leftKeys,
                                                 const std::vector<int> &rightKeys);

} // namespace sluice::plan
