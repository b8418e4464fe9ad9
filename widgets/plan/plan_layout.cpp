#include "plan_layout.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace sluice {

PlanLayout::Grid PlanLayout::grid(const StatementPlan &plan)
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

    // What each layer holds: nodes, and a slot per edge crossing it. An entry's predecessors
    // are the entries one layer before it that lead to it.
    struct Entry {
        std::size_t node = 0;           ///< the node, or the consumer of a slot's edge
        std::pair<int, int> edge{-1, -1}; ///< a slot's edge; (-1, -1) for a node
        std::vector<std::size_t> from;  ///< predecessors, as indices into the previous layer
        double order = 0;               ///< where the entry goes within its layer
    };
    const int layers = n ? *std::max_element(layer.begin(), layer.end()) + 1 : 0;
    std::vector<std::vector<Entry>> byLayer(std::size_t(std::max(layers, 0)));
    std::vector<std::size_t> entryOf(n); // node -> index within its layer
    for (std::size_t i = 0; i < n; ++i) {
        entryOf[i] = byLayer[std::size_t(layer[i])].size();
        byLayer[std::size_t(layer[i])].push_back({i, {-1, -1}, {}, double(i)});
    }
    for (std::size_t i = 0; i < n; ++i) {
        std::vector<int> seen; // a node reading one input twice (a self-join) gets one set of slots
        for (int input : plan.nodes[i].inputs) {
            const auto it = indexOf.find(input);
            if (it == indexOf.end() || it->second == i ||
                std::find(seen.begin(), seen.end(), input) != seen.end())
                continue;
            seen.push_back(input);
            std::size_t previous = entryOf[it->second];
            for (int l = layer[it->second] + 1; l < layer[i]; ++l) {
                auto &entries = byLayer[std::size_t(l)];
                entries.push_back({i, {input, plan.nodes[i].id}, {previous}, 0});
                previous = entries.size() - 1;
            }
            byLayer[std::size_t(layer[i])][entryOf[i]].from.push_back(previous);
        }
    }

    // Each layer ordered by the mean position of its entries' predecessors (centred, as the
    // view draws layers); entries without any keep plan order after them.
    Grid grid;
    grid.cells.resize(n);
    grid.rows.assign(byLayer.size(), 0);
    std::vector<double> previousPosition;
    for (std::size_t l = 0; l < byLayer.size(); ++l) {
        auto &entries = byLayer[l];
        for (Entry &e : entries) {
            if (e.from.empty() || previousPosition.empty()) {
                e.order = 1e9 + e.order;
                continue;
            }
            double sum = 0;
            for (std::size_t f : e.from)
                sum += previousPosition[f];
            e.order = sum / double(e.from.size());
        }
        std::vector<std::size_t> sorted(entries.size());
        for (std::size_t k = 0; k < sorted.size(); ++k)
            sorted[k] = k;
        std::stable_sort(sorted.begin(), sorted.end(),
                         [&](std::size_t a, std::size_t b) { return entries[a].order < entries[b].order; });
        previousPosition.assign(entries.size(), 0);
        const double centre = (double(entries.size()) - 1) / 2;
        for (std::size_t row = 0; row < sorted.size(); ++row) {
            const Entry &e = entries[sorted[row]];
            previousPosition[sorted[row]] = double(row) - centre;
            const Cell cell{int(l), int(row)};
            if (e.edge.first < 0)
                grid.cells[e.node] = cell;
            else
                grid.crossings[e.edge].push_back(cell);
        }
        grid.rows[l] = int(entries.size());
    }
    return grid;
}

std::vector<PlanLayout::Cell> PlanLayout::place(const StatementPlan &plan)
{
    return grid(plan).cells;
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
