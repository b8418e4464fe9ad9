#include "cluster_plan.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QTextDocumentFragment>

#include <functional>
#include <map>

namespace sluice {
namespace {

/// One operator of a vertex's description, e.g. "[16]:GroupAggregate(groupBy=[k], ...)" or
/// "views_per_user[29]: Writer".
struct ChainedOperator {
    QString kind;  ///< Flink's operator name; a sink's writer or committer is "Sink"
    QString table; ///< the table a scan reads or a sink writes, when the line says
};

std::vector<ChainedOperator> operatorsOf(const QString &description)
{
    static const QRegularExpression node(QStringLiteral("^\\[\\d+\\]:(\\w+)"));
    static const QRegularExpression scanTable(QStringLiteral("table=\\[\\[[^\\]]*?,\\s*([^,\\]]+)\\]\\]"));
    static const QRegularExpression sink(QStringLiteral("^(.+)\\[\\d+\\]: (Writer|Committer|Sink)"));
    std::vector<ChainedOperator> out;
    for (QString line : description.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        line = line.trimmed();
        line.remove(QRegularExpression(QStringLiteral("^[:+|\\- ]+")));
        if (const auto m = node.match(line); m.hasMatch()) {
            ChainedOperator op{m.captured(1), {}};
            if (const auto t = scanTable.match(line); t.hasMatch())
                op.table = t.captured(1).trimmed();
            out.push_back(op);
        } else if (const auto s = sink.match(line); s.hasMatch()) {
            if (!out.empty() && out.back().kind == QLatin1String("Sink"))
                continue; // the writer and its committer are one sink
            out.push_back({QStringLiteral("Sink"), s.captured(1).trimmed()});
        }
    }
    return out;
}

/// "Source → Calc": the first and last operator of the chain (a scan named as Flink's web UI
/// names it), with "…" for those between; the tooltip lists them all.
QString chainName(const std::vector<ChainedOperator> &ops)
{
    QStringList names;
    for (const ChainedOperator &op : ops)
        names << (op.kind == QLatin1String("TableSourceScan") ? QStringLiteral("Source") : op.kind);
    if (names.size() > 2)
        names = QStringList{names.front(), QStringLiteral("…"), names.back()};
    return names.join(QStringLiteral(" → "));
}

} // namespace

ClusterPlan ClusterPlan::fromFlink(const QString &title, const QJsonObject &plan, const std::vector<StatementPlan> &local)
{
    ClusterPlan out;
    out.statement.title = title.toStdString();
    const QJsonArray nodes = plan.value(QStringLiteral("nodes")).toArray();
    // Local plan nodes by kind, in plan order, each lent to one vertex at most.
    std::map<QString, std::vector<const PlanGraphNode *>> localByKind;
    for (const StatementPlan &s : local)
        for (const PlanGraphNode &n : s.nodes)
            localByKind[QString::fromStdString(n.kind)].push_back(&n);
    std::map<QString, std::size_t> lent;

    // Vertices in data-flow order (every input before its consumer), as the engine's plans are.
    QHash<QString, QJsonObject> byId;
    for (const QJsonValue &v : nodes)
        byId.insert(v.toObject().value(QStringLiteral("id")).toString(), v.toObject());
    std::vector<QJsonObject> ordered;
    QSet<QString> placed;
    std::function<void(const QJsonObject &)> place = [&](const QJsonObject &vertex) {
        const QString id = vertex.value(QStringLiteral("id")).toString();
        if (placed.contains(id))
            return;
        placed.insert(id);
        for (const QJsonValue &in : vertex.value(QStringLiteral("inputs")).toArray()) {
            const QString from = in.toObject().value(QStringLiteral("id")).toString();
            if (byId.contains(from))
                place(byId.value(from));
        }
        ordered.push_back(vertex);
    };
    for (const QJsonValue &v : nodes)
        place(v.toObject());

    QHash<QString, int> nodeOfVertex;
    int nextId = 0;
    for (const QJsonObject &vertex : ordered)
        nodeOfVertex.insert(vertex.value(QStringLiteral("id")).toString(), nextId++);
    QStringList text;
    std::vector<PlanGraphNode> exchanges;
    for (const QJsonObject &vertex : ordered) {
        const QString id = vertex.value(QStringLiteral("id")).toString();
        PlanGraphNode node;
        node.id = nodeOfVertex.value(id);
        const QString description =
            QTextDocumentFragment::fromHtml(vertex.value(QStringLiteral("description")).toString()).toPlainText();
        const std::vector<ChainedOperator> ops = operatorsOf(description);
        node.kind = (ops.empty() ? QStringLiteral("Vertex") : chainName(ops)).toStdString();
        node.description = description.trimmed().toStdString();
        node.parallelism = vertex.value(QStringLiteral("parallelism")).toInt(1);
        for (const ChainedOperator &op : ops) {
            if (!op.table.isEmpty() && node.table.empty())
                node.table = op.table.toStdString();
            auto it = localByKind.find(op.kind);
            if (it != localByKind.end() && lent[op.kind] < it->second.size()) {
                const PlanGraphNode *match = it->second[lent[op.kind]++];
                if (!node.range.valid())
                    node.range = match->range;
                if (node.changelogMode.empty())
                    node.changelogMode = match->changelogMode;
            }
        }
        for (const QJsonValue &in : vertex.value(QStringLiteral("inputs")).toArray()) {
            const QJsonObject input = in.toObject();
            PlanGraphNode exchange;
            exchange.id = nextId++;
            exchange.kind = "Exchange";
            exchange.description =
                "Exchange(distribution=[" + input.value(QStringLiteral("ship_strategy")).toString().toLower().toStdString() + "])";
            exchange.parallelism = node.parallelism;
            exchange.inputs = {nodeOfVertex.value(input.value(QStringLiteral("id")).toString())};
            node.inputs.push_back(exchange.id);
            exchanges.push_back(exchange);
        }
        out.vertexNodes.emplace_back(id, node.id);
        text << QStringLiteral("%1 (parallelism %2)\n%3").arg(QString::fromStdString(node.kind)).arg(node.parallelism)
                    .arg(description.trimmed());
        out.statement.nodes.push_back(std::move(node));
    }
    out.statement.nodes.insert(out.statement.nodes.end(), exchanges.begin(), exchanges.end());
    out.statement.text = text.join(QStringLiteral("\n\n")).toStdString();
    return out;
}

} // namespace sluice
