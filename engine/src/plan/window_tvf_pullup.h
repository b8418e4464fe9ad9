#pragma once

// Window table functions pulled into the window aggregation over them, as Flink's planner does
// (PullUpWindowTableFunctionIntoWindowAggregateRule): the aggregation assigns each row its
// windows itself, so no operator copies each row once per window and hands the copies on, and
// the aggregation can accumulate a row once per slice of its windows.

#include "plan/plan_node.h"

namespace sluice::plan {

/// Under `root`, each TUMBLE, HOP or CUMULATE window aggregation (not a legacy group window with
/// an emit strategy) whose input is, through its exchange, a Calc over a window table function,
/// the Calc reading the window columns only as window_start and window_end passed on to the
/// aggregation's keys, takes the window table function's place: the Calc reads the function's
/// input and passes on the time column instead of the window columns, and the aggregation
/// assigns the windows (WindowAggregateNode::assignsWindows). Returns the Calcs it rewrote (a
/// Calc below them may now merge with them).
std::vector<PlanNode *> pullUpWindowTableFunctions(PlanNodePtr &root);

} // namespace sluice::plan
