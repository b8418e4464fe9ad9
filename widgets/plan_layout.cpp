#include "plan_layout.h"

#include <algorithm>
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

int PlanLayout::layerCount(const std::vector<Cell> &cells)
{
    int count = 0;
    for (const Cell &c : cells)
        count = std::max(count, c.layer + 1);
    return count;
}

} // namespace sluice
