#pragma once

#include <sluice/diagnostics.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice {

/// A table or view a script defines, as the editor's completion and the Plan dock show it.
struct ScriptTable {
    std::string name;
    bool isView = false;
    std::string connector; ///< empty for views
    std::vector<std::pair<std::string, std::string>> columns; ///< name, Flink type text
    SourceRange range;     ///< the name in its CREATE statement
    std::vector<std::pair<std::string, std::string>> options; ///< its WITH options; none for views
};

/// Everything `check` learns about a script: its diagnostics (syntax, semantics, SET rules,
/// cross-option rules and the advisor's warnings) and the objects it defines.
struct CheckResult {
    Diagnostics diagnostics;
    std::vector<ScriptTable> tables;
    /// The configuration in force at the end of the script (key, value), as SET left it.
    std::vector<std::pair<std::string, std::string>> settings;
};

/// Checks a whole script. Never throws; thread-safe (no shared state), so the editor may run it
/// on a worker thread while the user types.
CheckResult checkScript(std::string_view text);

/// One operator of a physical plan, for drawing the plan as a graph.
struct PlanGraphNode {
    int id = 0;                      ///< unique within its statement's graph
    std::string kind;                ///< Flink's operator name: "Join", "GroupAggregate", ...
    std::string description;         ///< the one-line EXPLAIN text of the node
    int parallelism = 1;
    std::string changelogMode;       ///< "[I]", "[I,UB,UA,D]"
    std::string stateTtl;            ///< "" for stateless operators; "left: 1 min, right: 2 min" for joins
    std::vector<std::string> reasons; ///< the planner's decisions about this node
    std::vector<int> inputs;         ///< ids of the nodes feeding this one, in input order
    SourceRange range;               ///< the SQL the node came from
    std::string table; ///< the table a scan reads or a sink writes ("collect" for a query), or empty
    /// The name EXPLAIN prints and the running job shows: the kind's, but an aggregate's phase
    /// ("LocalGroupAggregate", "GlobalGroupAggregate"); empty for a cluster's plan.
    std::string title;
};

/// One planned statement: a title ("INSERT INTO revenue (line 12)"), the printed tree and the
/// same plan as nodes (sink last).
struct StatementPlan {
    std::string title;
    std::string text;
    std::vector<PlanGraphNode> nodes;
};

/// The physical plan of each INSERT / bare SELECT / statement set of a script.
struct ExplainResult {
    Diagnostics diagnostics; ///< as checkScript()
    /// One entry per planned statement: a title ("INSERT INTO revenue (line 12)") and the tree.
    std::vector<std::pair<std::string, std::string>> plans;
    /// The same plans as graphs, in the same order.
    std::vector<StatementPlan> graphs;
};

/// Checks and plans a script. Statements with errors have no plan.
ExplainResult explainScript(std::string_view text);

} // namespace sluice
