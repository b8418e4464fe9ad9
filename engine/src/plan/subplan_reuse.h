#pragma once

// Flink's sub-plan reuse (table.optimizer.reuse-sub-plan-enabled, reuse-source-enabled): parts of
// one statement's physical plan that compute the same rows — the same table read the same way,
// the same filter over it, the same window aggregation — are computed once, and their output goes
// to every consumer. A self-join over one source reads the source once.

#include "plan/plan_node.h"

namespace sluice::plan {

/// Rewrites the plan under `root` so equal sub-plans are one shared node. Two nodes are equal
/// when they are of the same kind, with the same settings, over the same (already shared)
/// inputs. Scans are shared only with `reuseSources`; sinks never are. Returns how many nodes
/// now stand for another.
int reuseSubplans(PlanNodePtr &root, bool reuseSources);

} // namespace sluice::plan
