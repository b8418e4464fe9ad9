#pragma once

// Walks a parsed script statement by statement, as Flink's SQL client would execute it: SET and
// RESET change the configuration seen by later statements, DDL fills the catalog, and every
// INSERT / SELECT is bound and physically planned. The public checkScript() and explainScript()
// and, later, the runtime's job submission stand on it.

#include "plan/catalog.h"
#include "plan/show_results.h"
#include "plan/plan_node.h"
#include "sql/parser.h"

#include <sluice/configuration.h>
#include <sluice/script.h>

namespace sluice::plan {

/// One planned INSERT, bare SELECT or statement-set member.
struct PlannedStatement {
    std::string title;
    const sql::Statement *statement = nullptr;
    PlanNodePtr plan;        ///< the physical tree, rooted at a Sink
    Configuration config;    ///< the configuration in force at that statement
    /// SHOW / DESCRIBE: the rows the plan produces, known before the job runs.
    std::optional<StatementResult> answer;
};

/// SHOW JOBS or STOP JOB: a statement about the host's jobs (the SQL client asks its cluster),
/// carried out when the script runs, in its place among the planned statements.
struct JobStatement {
    const sql::Statement *statement = nullptr; ///< a ShowStatement (JOBS) or StopJobStatement
    std::size_t plannedBefore = 0; ///< how many planned statements the script has before it
    /// execution.checkpointing.savepoint-dir in force at the statement ("" : the job's own).
    std::string savepointDir;
};

struct ScriptAnalysis {
    sql::ParseResult parse;   ///< owns the text and AST the catalog points into
    Diagnostics diagnostics;  ///< syntax + semantic + configuration findings, sorted
    Catalog catalog;
    Configuration config;     ///< in force at the end of the script
    std::vector<PlannedStatement> statements;
    std::vector<JobStatement> jobStatements;
};

/// Parses, binds and plans a script. Never throws. `initial` holds settings in force before the
/// script's first statement (e.g. `sluice run --set`); the script's own SETs override them.
std::unique_ptr<ScriptAnalysis> analyzeScript(std::string_view text,
                                              const Configuration *initial = nullptr);

} // namespace sluice::plan
