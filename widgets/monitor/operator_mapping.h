#pragma once

#include <sluice/script.h>

#include <QHash>
#include <QString>

#include <utility>
#include <vector>

namespace sluice {

/// Ties the operators in a running job's metrics ("t2.0", "t0.source") to the nodes of its plan
/// graphs, so the job graph can show live figures. The engine builds its tasks from the plan in
/// post-order, chaining operators within a task, so the metrics' operators sorted by task and
/// position are the plan's nodes in order without the exchanges; names must agree node by node,
/// else nothing is mapped rather than something wrongly.
class OperatorMapping
{
public:
    struct NodeRef {
        int statement = -1; ///< index into the plans
        int node = -1;      ///< PlanGraphNode::id within it
        bool isValid() const { return statement >= 0; }
    };

    /// Maps `operators` (id, engine name) onto `plans`. False, mapping nothing, when they do not
    /// line up (a different plan, or an engine that chains differently).
    bool build(const std::vector<StatementPlan> &plans,
               const std::vector<std::pair<QString, QString>> &operators);
    void clear();
    /// Ties one operator to one node directly (a cluster job's vertex to its node).
    void assign(const QString &operatorId, NodeRef node);
    bool isEmpty() const { return m_byOperator.isEmpty(); }

    QString operatorIdOf(int statement, int node) const;
    NodeRef nodeOf(const QString &operatorId) const { return m_byOperator.value(operatorId); }

    /// Whether an engine operator name ("Source(orders)", "LocalGroupAggregate") stands for a
    /// plan node kind ("TableSourceScan", "GroupAggregate").
    static bool nameMatchesKind(const QString &operatorName, const QString &kind);

private:
    QHash<QString, NodeRef> m_byOperator;
    QHash<qint64, QString> m_byNode; // statement << 32 | node
};

} // namespace sluice
