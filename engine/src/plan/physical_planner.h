#pragma once

// Turns a bound plan into the physical plan the runtime executes: parallelism per operator,
// keyed exchanges, changelog-mode inference, upsert keys, the effective state TTL of every
// stateful operator (per join side), mini-batch, local/global aggregation, distinct splitting and
// SinkUpsertMaterializer placement — each decision with the reason for it.

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
    [[noreturn]] void fail(SourceRange range, std::string message, std::string code);

    PlanNodePtr visit(const PlanNodePtr &node);
    PlanNodePtr visitScan(const PlanNodePtr &node);
    PlanNodePtr visitJoin(const PlanNodePtr &node);
    PlanNodePtr visitAggregate(const PlanNodePtr &node);
    PlanNodePtr visitRank(const PlanNodePtr &node);
    PlanNodePtr visitSink(const PlanNodePtr &node);
    PlanNodePtr exchange(const PlanNodePtr &input, Distribution d, std::vector<int> keys,
                         int parallelism);
    void inheritFromInput(PlanNode &node);
    StateTtl globalTtl() const;

    const Configuration &m_config;
    Diagnostics &m_diagnostics;
    int m_defaultParallelism = 1;
    bool m_miniBatch = false;
    std::chrono::milliseconds m_miniBatchLatency{0};
    std::int64_t m_miniBatchSize = 0;
};

} // namespace sluice::plan
