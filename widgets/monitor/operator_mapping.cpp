#include "operator_mapping.h"

#include <algorithm>
#include <tuple>

namespace sluice {

namespace {

// "t3.source" -> (3, -1), "t3.2" -> (3, 2); nullopt for ids of another shape.
std::optional<std::pair<int, int>> parseOperatorId(const QString &id)
{
    if (!id.startsWith(QLatin1Char('t')))
        return std::nullopt;
    const int dot = id.indexOf(QLatin1Char('.'));
    if (dot < 2)
        return std::nullopt;
    bool ok = false;
    const int task = QStringView(id).mid(1, dot - 1).toInt(&ok);
    if (!ok)
        return std::nullopt;
    const QStringView rest = QStringView(id).mid(dot + 1);
    if (rest == QLatin1String("source"))
        return std::pair(task, -1);
    const int position = rest.toInt(&ok);
    return ok ? std::optional(std::pair(task, position)) : std::nullopt;
}

qint64 nodeKey(int statement, int node)
{
    return (qint64(statement) << 32) | quint32(node);
}

} // namespace

bool OperatorMapping::nameMatchesKind(const QString &name, const QString &kind)
{
    if (kind == QLatin1String("TableSourceScan"))
        return name.startsWith(QLatin1String("Source("));
    if (kind == QLatin1String("Sink"))
        return name.startsWith(QLatin1String("Sink("));
    if (kind == QLatin1String("GroupAggregate"))
        return name.contains(QLatin1String("GroupAggregate"));
    return name == kind;
}

void OperatorMapping::assign(const QString &operatorId, NodeRef node)
{
    m_byOperator.insert(operatorId, node);
    m_byNode.insert(nodeKey(node.statement, node.node), operatorId);
}

void OperatorMapping::clear()
{
    m_byOperator.clear();
    m_byNode.clear();
}

bool OperatorMapping::build(const std::vector<StatementPlan> &plans,
                            const std::vector<std::pair<QString, QString>> &operators)
{
    clear();
    struct Operator {
        int task, position;
        QString id, name;
    };
    std::vector<Operator> sorted;
    for (const auto &[id, name] : operators) {
        const auto parsed = parseOperatorId(id);
        if (!parsed)
            return false;
        sorted.push_back({parsed->first, parsed->second, id, name});
    }
    std::sort(sorted.begin(), sorted.end(), [](const Operator &a, const Operator &b) {
        return std::tie(a.task, a.position) < std::tie(b.task, b.position);
    });

    std::vector<std::tuple<int, int, QString>> nodes; // statement, node id, kind
    for (std::size_t s = 0; s < plans.size(); ++s) {
        for (const PlanGraphNode &node : plans[s].nodes) {
            if (node.kind != "Exchange")
                nodes.emplace_back(int(s), node.id, QString::fromStdString(node.kind));
        }
    }
    if (nodes.size() != sorted.size() || sorted.empty())
        return false;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (!nameMatchesKind(sorted[i].name, std::get<2>(nodes[i]))) {
            clear();
            return false;
        }
        const NodeRef ref{std::get<0>(nodes[i]), std::get<1>(nodes[i])};
        m_byOperator.insert(sorted[i].id, ref);
        m_byNode.insert(nodeKey(ref.statement, ref.node), sorted[i].id);
    }
    return true;
}

QString OperatorMapping::operatorIdOf(int statement, int node) const
{
    return m_byNode.value(nodeKey(statement, node));
}

} // namespace sluice
