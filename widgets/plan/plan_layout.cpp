#include "plan_layout.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace sluice {

std::vector<PlanLayout::Cell> PlanLayout::place(const StatementPlan &plan)
{
    const std::size_t n = plan.nodes.size();
    std::unordered_map<int, std::size_t> indexOf;
    for (std::size_t i = 0; i < n; ++i)
        indexOf.emplace(plan.nodes[i].id, i);

    // Longest path from a source, by relaxation: at most n rounds in a DAG.
    std::vector<int> layer(n, 0);
    for (std::size_t round = 0; round < n; ++round) {
        bool changed = false;
        for (std::size_t i = 0; i < n; ++i) {
            for (int input : plan.nodes[i].inputs) {
                const auto it = indexOf.find(input);
                if (it == indexOf.end() || it->second == i)
                    continue;
                const int wanted = std::min(layer[it->second] + 1, int(n));
                if (wanted > layer[i]) {
                    layer[i] = wanted;
                    changed = true;
                }
            }
        }
        if (!changed)
            break;
    }
    std::vector<Cell> cells(n);
    std::unordered_map<int, int> rows;
    for (std::size_t i = 0; i < n; ++i)
        cells[i] = {layer[i], rows[layer[i]]++};
    return cells;
}

namespace {

constexpr const char *kExchangeKind = "Exchange";

} // namespace

std::string PlanLayout::distributionOf(const std::string &exchangeDescription)
{
    static constexpr std::string_view kOpen = "distribution=[";
    const std::size_t at = exchangeDescription.find(kOpen);
    const std::size_t close = exchangeDescription.rfind(']');
    if (at == std::string::npos || close == std::string::npos || close < at + kOpen.size())
        return exchangeDescription;
    return exchangeDescription.substr(at + kOpen.size(), close - at - kOpen.size());
}

std::vector<PlanLayout::Edge> PlanLayout::edges(const StatementPlan &plan)
{
    std::unordered_map<int, const PlanGraphNode *> byId;
    for (const PlanGraphNode &node : plan.nodes)
        byId.emplace(node.id, &node);
    std::vector<Edge> result;
    for (const PlanGraphNode &consumer : plan.nodes) {
        if (consumer.kind == kExchangeKind)
            continue;
        for (int input : consumer.inputs) {
            Edge edge;
            edge.to = consumer.id;
            auto it = byId.find(input);
            // Walk through exchanges to the operator that produces the records; the exchange
            // nearest the consumer decides how they arrive.
            std::size_t hops = 0;
            while (it != byId.end() && it->second->kind == kExchangeKind
                   && hops++ < plan.nodes.size()) {
                if (edge.exchangeId < 0) {
                    edge.exchangeId = it->second->id;
                    edge.exchange = distributionOf(it->second->description);
                }
                it = it->second->inputs.empty() ? byId.end()
                                                : byId.find(it->second->inputs.front());
            }
            if (it == byId.end() || it->second->kind == kExchangeKind)
                continue;
            edge.from = it->second->id;
            if (edge.exchangeId < 0)
                edge.exchange = it->second->parallelism == consumer.parallelism ? "forward"
                                                                                : "rebalance";
            result.push_back(std::move(edge));
        }
    }
    return result;
}

StatementPlan PlanLayout::withoutExchanges(const StatementPlan &plan)
{
    StatementPlan result{plan.title, plan.text, {}};
    std::unordered_map<int, std::vector<int>> inputs;
    for (const Edge &edge : edges(plan))
        inputs[edge.to].push_back(edge.from);
    for (const PlanGraphNode &node : plan.nodes) {
        if (node.kind == kExchangeKind)
            continue;
        PlanGraphNode copy = node;
        copy.inputs = inputs[node.id];
        result.nodes.push_back(std::move(copy));
    }
    return result;
}

int PlanLayout::layerCount(const std::vector<Cell> &cells)
{
    int count = 0;
    for (const Cell &c : cells)
        count = std::max(count, c.layer + 1);
    return count;
}

} // namespace sluice
