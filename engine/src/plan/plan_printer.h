#pragma once

#include "plan/plan_node.h"

#include <string>

namespace sluice::plan {

/// One line describing a node as Flink's EXPLAIN does, e.g.
/// `GroupAggregate(groupBy=[tier], select=[tier, COUNT(*) AS orders])`.
std::string describeNode(const PlanNode &node);

/// The effective state TTL of a stateful node ("1 h (table.exec.state.ttl)"; for joins
/// "left: …, right: …"); empty for stateless nodes and local aggregation.
std::string describeStateTtl(const PlanNode &node);

/// The tree under `root`, indented with Flink's `+-` / `:-` connectors; each node followed by its
/// parallelism, changelog mode and state TTL, and the planner's reasons as `# ...` lines.
std::string printPlan(const PlanNode &root);

} // namespace sluice::plan
