#pragma once

#include <sluice/script.h>

#include <QJsonObject>
#include <QString>

#include <utility>
#include <vector>

namespace sluice {

/// A Flink job's plan as the job graph draws plans: `plan` is the JobManager's /jobs/:jid/plan
/// ("nodes" with id, description, parallelism, inputs and their ship strategies).
struct ClusterPlan {
    /// One node per job vertex, its kind the chain of Flink operators it runs ("Source → … →
    /// Calc"), with an Exchange node carrying Flink's ship strategy on every edge; each vertex's
    /// SQL range is that of the local plan's first node of the same operator kind, when the
    /// script planned locally too.
    StatementPlan statement;
    /// Vertex id -> node id in `statement`, for the metrics (whose operator ids are vertex ids).
    std::vector<std::pair<QString, int>> vertexNodes;

    static ClusterPlan fromFlink(const QString &title, const QJsonObject &plan,
                                 const std::vector<StatementPlan> &local);
};

} // namespace sluice
