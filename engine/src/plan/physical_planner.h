#pragma once

// Turns a bound plan into the physical plan the runtime executes: parallelism per operator,
// keyed exchanges, changelog-mode inference, upsert keys, the effective state TTL of every
// stateful operator (per join side), mini-batch, local/global aggregation, distinct splitting and
// SinkUpsertMaterializer placement — each decision with the reason for it. In batch mode
// ('execution.runtime-mode' = 'batch') the same operators run over bounded input without
// watermarks or state TTL, and a FinalResult folds each sink's updating input into its final,
// insert-only rows.

#include "plan/plan_node.h"

#include <sluice/configuration.h>
#include <sluice/diagnostics.h>

namespace sluice::plan {

class PhysicalPlanner {
public:
    PhysicalPlanner(const Configuration &config, Diagnostics &diagnostics);

    /// Plans one sink's tree. Errors (a sink that cannot take the changes it would receive, a
    /// window over updating input) go to the diagnostics; the result is null then.
    PlanNodePtr plan(const PlanNodePtr &sink);

private:
    struct Abort {};
    [[noreturn]] void fail(SourceRange range, Text message, std::string code);

    PlanNodePtr visit(const PlanNodePtr &node);
    PlanNodePtr visitScan(const PlanNodePtr &node);
    PlanNodePtr visitJoin(const PlanNodePtr &node);
    PlanNodePtr visitAggregate(const PlanNodePtr &node);
    PlanNodePtr visitRank(const PlanNodePtr &node);
    PlanNodePtr visitOverAggregate(const PlanNodePtr &node);
    PlanNodePtr visitTemporalSort(const PlanNodePtr &node);
    PlanNodePtr visitMatch(const PlanNodePtr &node);
    /// Flink's error for an operator that takes insert-only input only.
    void requireInsertOnly(const PlanNode &input, const PlanNode &node);
    /// An insert-only operator keyed by `partitionKeys` (OVER, MATCH_RECOGNIZE): its input
    /// hashed by them, or on one subtask without; returns whether it is that single subtask.
    bool planPartitioned(PlanNode &node, const std::vector<int> &partitionKeys);
    /// A Top-N partitioned by a window's start and end: Flink's WindowRank / WindowDeduplicate.
    PlanNodePtr windowRank(const RankNode &rank, const PlanNodePtr &input);
    PlanNodePtr visitSink(const PlanNodePtr &node);
    PlanNodePtr visitFinalResult(const PlanNodePtr &node);
    /// Batch mode: `input`'s final rows as an insert-only FinalResult, when it has updates.
    PlanNodePtr finalRows(const PlanNodePtr &input);
    PlanNodePtr exchange(const PlanNodePtr &input, Distribution d, std::vector<int> keys,
                         int parallelism);
    void inheritFromInput(PlanNode &node);
    StateTtl globalTtl() const;
    /// A stateful operator's TTL: its hint when it has one, else the global TTL; none in batch.
    StateTtl ttlOf(std::optional<std::chrono::milliseconds> hint, const char *hintName) const;

    const Configuration &m_config;
    Diagnostics &m_diagnostics;
    int m_defaultParallelism = 1;
    bool m_batch = false;
    bool m_sessionAggregate = false; ///< visiting the window table function of a session aggregate
    bool m_miniBatch = false;
    std::chrono::milliseconds m_miniBatchLatency{0};
    std::int64_t m_miniBatchSize = 0;
};

} // namespace sluice::plan
