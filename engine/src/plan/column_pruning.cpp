#include "plan/column_pruning.h"

#include <algorithm>
#include <set>
#include <unordered_map>

namespace sluice::plan {
namespace {

/// `keys` with each column mapped (old -> new); a key with a dropped column is dropped.
std::vector<std::vector<int>> remapKeys(const std::vector<std::vector<int>> &keys, const std::vector<int> &mapping)
{
    std::vector<std::vector<int>> out;
    for (const auto &key : keys) {
        std::vector<int> mapped;
        for (int k : key) {
            if (k < 0 || k >= static_cast<int>(mapping.size()) || mapping[static_cast<std::size_t>(k)] < 0)
                break;
            mapped.push_back(mapping[static_cast<std::size_t>(k)]);
        }
        if (mapped.size() == key.size())
            out.push_back(std::move(mapped));
    }
    return out;
}

/// The Calc above a narrowed node reads its input through `mapping` (old column -> new).
void readThrough(CalcNode &calc, const std::vector<int> &mapping)
{
    for (auto &p : calc.projections)
        p = remapInputs(p, mapping);
    if (calc.condition)
        calc.condition = remapInputs(calc.condition, mapping);
}

class ColumnPruner {
public:
    explicit ColumnPruner(PlanNode &root) : m_consumers(consumerCounts(root)) {}

    int run(PlanNode &node)
    {
        if (!m_visited.insert(&node).second)
            return 0;
        int pruned = 0;
        for (auto &in : node.inputs)
            pruned += run(*in);
        if (node.is<CalcNode>() && node.inputs[0]->is<JoinNode>() && consumers(node.inputs[0].get()) == 1)
            pruned += prune(node.as<CalcNode>(), node.inputs[0]->as<JoinNode>());
        if (node.is<CalcNode>() && node.inputs[0]->is<WindowTableFunctionNode>() &&
            consumers(node.inputs[0].get()) == 1)
            pruned += prune(node.as<CalcNode>(), node.inputs[0]->as<WindowTableFunctionNode>());
        return pruned;
    }

private:
    int consumers(const PlanNode *node) const
    {
        const auto it = m_consumers.find(node);
        return it == m_consumers.end() ? 0 : it->second;
    }

    int prune(CalcNode &calc, JoinNode &join)
    {
        if (join.interval || join.windowJoin || join.temporalLeftTime >= 0 || join.inputs.size() != 2)
            return 0;
        std::vector<int> needed = calc.inputReads();
        if (join.nonEquiCondition)
            join.nonEquiCondition->collectInputRefs(needed);
        const int arity[2] = {static_cast<int>(join.inputs[0]->schema.size()),
                              static_cast<int>(join.inputs[1]->schema.size())};
        const std::vector<int> *keys[2] = {&join.leftKeys, &join.rightKeys};
        std::vector<int> mapping[2];
        int pruned = 0;
        for (int s = 0; s < 2; ++s) {
            const int offset = s == 0 ? 0 : arity[0];
            std::vector<bool> keep(static_cast<std::size_t>(arity[s]), false);
            for (int c : needed)
                if (c >= offset && c < offset + arity[s])
                    keep[static_cast<std::size_t>(c - offset)] = true;
            for (int k : *keys[s])
                keep[static_cast<std::size_t>(k)] = true;
            for (const auto &key : join.inputs[static_cast<std::size_t>(s)]->upsertKeys)
                for (int k : key)
                    keep[static_cast<std::size_t>(k)] = true;
            if (std::none_of(keep.begin(), keep.end(), [](bool b) { return b; }) && arity[s] > 0)
                keep[0] = true; // a side keeps at least one column
            mapping[s].assign(static_cast<std::size_t>(arity[s]), -1);
            int next = 0;
            for (int c = 0; c < arity[s]; ++c)
                if (keep[static_cast<std::size_t>(c)])
                    mapping[s][static_cast<std::size_t>(c)] = next++;
            if (next < arity[s] && projectInput(join.inputs[static_cast<std::size_t>(s)], mapping[s]))
                pruned += arity[s] - next;
            else
                for (int c = 0; c < arity[s]; ++c)
                    mapping[s][static_cast<std::size_t>(c)] = c;
        }
        if (pruned == 0)
            return 0;
        const int newLeft = static_cast<int>(join.inputs[0]->schema.size());
        std::vector<int> combined;
        for (int m : mapping[0])
            combined.push_back(m);
        for (int m : mapping[1])
            combined.push_back(m < 0 ? -1 : m + newLeft);
        for (int &k : join.leftKeys)
            k = mapping[0][static_cast<std::size_t>(k)];
        for (int &k : join.rightKeys)
            k = mapping[1][static_cast<std::size_t>(k)];
        if (join.nonEquiCondition)
            join.nonEquiCondition = remapInputs(join.nonEquiCondition, combined);
        RowSchema schema = join.inputs[0]->schema;
        schema.insert(schema.end(), join.inputs[1]->schema.begin(), join.inputs[1]->schema.end());
        join.schema = std::move(schema);
        join.upsertKeys = remapKeys(join.upsertKeys, combined);
        readThrough(calc, combined);
        join.reasons.push_back("keeps only the columns its condition and the projection above it read (" +
                               std::to_string(pruned) + " pruned below it, as Flink does)");
        return pruned;
    }

    /// A window table function (TUMBLE, HOP, CUMULATE) read by a Calc alone copies into each of
    /// a row's windows only the columns the Calc reads and its time column.
    int prune(CalcNode &calc, WindowTableFunctionNode &tvf)
    {
        if (tvf.mergeSessions || tvf.window.kind == WindowKind::Session || !tvf.partitionKeys.empty())
            return 0;
        const int in = static_cast<int>(tvf.inputs[0]->schema.size());
        if (static_cast<int>(tvf.schema.size()) != in + 3)
            return 0;
        std::vector<bool> keep(static_cast<std::size_t>(in), false);
        for (int c : calc.inputReads())
            if (c < in)
                keep[static_cast<std::size_t>(c)] = true;
        if (tvf.window.timeColumn >= 0)
            keep[static_cast<std::size_t>(tvf.window.timeColumn)] = true;
        if (std::none_of(keep.begin(), keep.end(), [](bool b) { return b; }) && in > 0)
            keep[0] = true;
        std::vector<int> mapping(static_cast<std::size_t>(in), -1);
        int next = 0;
        for (int c = 0; c < in; ++c)
            if (keep[static_cast<std::size_t>(c)])
                mapping[static_cast<std::size_t>(c)] = next++;
        if (next == in || !projectInput(tvf.inputs[0], mapping))
            return 0;
        if (tvf.window.timeColumn >= 0)
            tvf.window.timeColumn = mapping[static_cast<std::size_t>(tvf.window.timeColumn)];
        RowSchema schema = tvf.inputs[0]->schema;
        schema.insert(schema.end(), tvf.schema.end() - 3, tvf.schema.end());
        tvf.schema = std::move(schema);
        std::vector<int> combined = mapping;
        for (int w = 0; w < 3; ++w)
            combined.push_back(next + w);
        tvf.upsertKeys = remapKeys(tvf.upsertKeys, combined);
        readThrough(calc, combined);
        tvf.reasons.push_back("copies into each window only the columns read above it (" +
                              std::to_string(in - next) + " pruned below it, as Flink does)");
        return in - next;
    }

    /// Narrows the input in `slot` to the columns `mapping` keeps: through its exchange, in the
    /// Calc that computes them, or in a new Calc. False when the input is shared.
    bool projectInput(PlanNodePtr &slot, const std::vector<int> &mapping)
    {
        if (consumers(slot.get()) != 1)
            return false;
        ExchangeNode *exchange = slot->is<ExchangeNode>() ? &slot->as<ExchangeNode>() : nullptr;
        PlanNodePtr &below = exchange ? slot->inputs[0] : slot;
        if (exchange && consumers(below.get()) != 1)
            return false;
        if (below->is<CalcNode>() && consumers(below.get()) == 1) {
            auto &calc = below->as<CalcNode>();
            std::vector<BoundExprPtr> projections;
            RowSchema schema;
            for (std::size_t c = 0; c < mapping.size(); ++c) {
                if (mapping[c] < 0)
                    continue;
                projections.push_back(calc.projections[c]);
                schema.push_back(calc.schema[c]);
            }
            calc.projections = std::move(projections);
            calc.schema = std::move(schema);
            calc.upsertKeys = remapKeys(calc.upsertKeys, mapping);
        } else {
            auto calc = std::make_shared<CalcNode>();
            for (std::size_t c = 0; c < mapping.size(); ++c) {
                if (mapping[c] < 0)
                    continue;
                const Field &f = below->schema[c];
                calc->projections.push_back(makeInputRef(static_cast<int>(c), f.type, f.name));
                calc->schema.push_back(f);
            }
            calc->range = below->range;
            calc->parallelism = below->parallelism;
            calc->changelog = below->changelog;
            calc->upsertKeys = remapKeys(below->upsertKeys, mapping);
            calc->inputs.push_back(below);
            m_consumers[calc.get()] = 1;
            below = calc;
        }
        if (exchange) {
            exchange->schema = below->schema;
            for (int &k : exchange->keys)
                k = mapping[static_cast<std::size_t>(k)];
            exchange->upsertKeys = below->upsertKeys;
        }
        return true;
    }

    std::unordered_map<const PlanNode *, int> m_consumers;
    std::set<const PlanNode *> m_visited;
};

} // namespace

int pruneUnreadColumns(PlanNodePtr &root)
{
    ColumnPruner pruner(*root);
    return pruner.run(*root);
}

} // namespace sluice::plan
