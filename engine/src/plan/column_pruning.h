#pragma once

// Column pruning at a regular join and a window table function, as Flink's planner pushes
// projections below them: a join keeps in its state, and sends on, only the columns its
// condition, its keys and the projection above it read; a window table function copies into each
// window only what is read above it. Without it, a join of auctions and bids stores every
// auction's description and every bid's URL, though the query reads neither.

#include "plan/plan_node.h"

namespace sluice::plan {

/// Under `root`, each regular join (not an interval, window or temporal join) read by a Calc
/// alone gets inputs projected to the columns it needs: the Calc below each input keeps fewer
/// columns, or a new Calc does the projection. Each TUMBLE, HOP or CUMULATE window table function
/// read by a Calc alone gets its input narrowed alike. Returns how many columns were pruned.
int pruneUnreadColumns(PlanNodePtr &root);

} // namespace sluice::plan
