#pragma once

// The SQL client's job statements, carried out against the host's jobs (JobDirectory): SHOW JOBS
// lists them, STOP JOB cancels one or stops it with a savepoint. Their answers are tables as
// Flink 1.20's SQL gateway gives them. Also the job's name, as Flink names a SQL job.

#include "plan/script_analyzer.h"

#include <sluice/engine.h>

namespace sluice::runtime {

/// pipeline.name, else "insert-into_" and the fully qualified sink tables joined by ",", else
/// (only bare SELECTs) "collect".
std::string jobNameOf(const plan::ScriptAnalysis &analysis);

/// Runs a SHOW JOBS or STOP JOB statement; its answer (none, only success, for a STOP JOB without
/// savepoint), or why it failed (at the statement).
Result<plan::StatementResult> runJobStatement(const plan::JobStatement &statement, JobDirectory *jobs,
                                              const Configuration &config);

} // namespace sluice::runtime
