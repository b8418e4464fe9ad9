#include "plan/window_tvf_pullup.h"

#include <algorithm>
#include <unordered_set>

namespace sluice::plan {
namespace {

enum class WindowRole : std::uint8_t { None, Start, End, Other };

/// How the Calc's projection reads the window table function's columns (from `first` on).
WindowRole roleOf(const BoundExpr &p, int first)
{
    if (p.kind == BoundExprKind::InputRef && p.inputIndex >= first)
        return p.inputIndex == first ? WindowRole::Start
                                     : p.inputIndex == first + 1 ? WindowRole::End : WindowRole::Other;
    std::vector<int> reads;
    p.collectInputRefs(reads);
    return std::any_of(reads.begin(), reads.end(), [&](int c) { return c >= first; }) ? WindowRole::Other
                                                                                        : WindowRole::None;
}

class Puller {
public:
    explicit Puller(PlanNode &root) : m_consumers(consumerCounts(root)) {}

    void run(PlanNode &node)
    {
        if (!m_visited.insert(&node).second)
            return;
        for (auto &in : node.inputs)
            run(*in);
        if (node.is<WindowAggregateNode>())
            pull(node.as<WindowAggregateNode>());
    }

    std::vector<PlanNode *> rewritten;

private:
    int consumers(const PlanNode *node) const
    {
        const auto it = m_consumers.find(node);
        return it == m_consumers.end() ? 0 : it->second;
    }

    void pull(WindowAggregateNode &agg)
    {
        if (agg.assignsWindows || agg.window.kind == WindowKind::Session || agg.windowTimeKey >= 0 ||
            agg.windowStartKey < 0 || agg.windowEndKey < 0 || agg.emitStrategy.earlyDelayMillis ||
            agg.emitStrategy.lateDelayMillis || agg.emitStrategy.allowLatenessMillis != 0)
            return;
        ExchangeNode *exchange = agg.inputs[0]->is<ExchangeNode>() ? &agg.inputs[0]->as<ExchangeNode>() : nullptr;
        if (exchange && consumers(exchange) != 1)
            return;
        PlanNodePtr &calcSlot = exchange ? exchange->inputs[0] : agg.inputs[0];
        if (!calcSlot->is<CalcNode>() || consumers(calcSlot.get()) != 1)
            return;
        auto &calc = calcSlot->as<CalcNode>();
        if (!calc.inputs[0]->is<WindowTableFunctionNode>() || consumers(calc.inputs[0].get()) != 1)
            return;
        const auto &tvf = calc.inputs[0]->as<WindowTableFunctionNode>();
        const int first = static_cast<int>(tvf.inputs[0]->schema.size());
        if (tvf.mergeSessions || tvf.window.kind != agg.window.kind || tvf.window.kind == WindowKind::Session ||
            !tvf.partitionKeys.empty() || static_cast<int>(tvf.schema.size()) != first + 3)
            return;
        if (calc.condition) {
            std::vector<int> reads;
            calc.condition->collectInputRefs(reads);
            if (std::any_of(reads.begin(), reads.end(), [&](int c) { return c >= first; }))
                return;
        }
        std::vector<WindowRole> roles;
        for (const auto &p : calc.projections)
            roles.push_back(roleOf(*p, first));
        auto role = [&](int column) {
            return column >= 0 && column < static_cast<int>(roles.size()) ? roles[static_cast<std::size_t>(column)]
                                                                        : WindowRole::Other;
        };
        // The aggregation reads the window columns only as its window_start and window_end keys.
        if (role(agg.windowStartKey) != WindowRole::Start || role(agg.windowEndKey) != WindowRole::End)
            return;
        for (int k : agg.groupKeys)
            if (k != agg.windowStartKey && k != agg.windowEndKey && role(k) != WindowRole::None)
                return;
        for (const AggCall &c : agg.aggCalls)
            for (int column : {c.argIndex, c.arg2Index, c.filterIndex})
                if (column >= 0 && role(column) != WindowRole::None)
                    return;
        if (exchange)
            for (int k : exchange->keys)
                if (role(k) != WindowRole::None)
                    return;

        // The new Calc: the projections that do not read window columns, then the time column
        // unless one of them passes it on already.
        std::vector<int> mapping(roles.size(), -1);
        std::vector<BoundExprPtr> projections;
        RowSchema schema;
        for (std::size_t i = 0; i < roles.size(); ++i) {
            if (roles[i] != WindowRole::None)
                continue;
            mapping[i] = static_cast<int>(projections.size());
            projections.push_back(calc.projections[i]);
            schema.push_back(calc.schema[i]);
        }
        int time = -1;
        if (tvf.window.timeColumn >= 0) { // processing time too, for the plan's time_col
            const Field &timeField = tvf.inputs[0]->schema.at(static_cast<std::size_t>(tvf.window.timeColumn));
            for (std::size_t i = 0; i < projections.size() && time < 0; ++i)
                if (projections[i]->kind == BoundExprKind::InputRef &&
                    projections[i]->inputIndex == tvf.window.timeColumn && projections[i]->type == timeField.type)
                    time = static_cast<int>(i);
            if (time < 0) {
                time = static_cast<int>(projections.size());
                projections.push_back(makeInputRef(tvf.window.timeColumn, timeField.type, timeField.name));
                schema.push_back(timeField);
            }
        }
        const int windowStart = static_cast<int>(projections.size());
        auto remap = [&](int column) {
            if (column < 0)
                return column;
            if (column == agg.windowStartKey)
                return windowStart;
            if (column == agg.windowEndKey)
                return windowStart + 1;
            return mapping[static_cast<std::size_t>(column)];
        };

        PlanNodePtr tvfInput = tvf.inputs[0];
        WindowSpec window = tvf.window;
        window.timeColumn = time;
        calc.projections = std::move(projections);
        calc.schema = std::move(schema);
        calc.upsertKeys.clear();
        calc.inputs[0] = std::move(tvfInput);
        if (exchange) {
            for (int &k : exchange->keys)
                k = mapping[static_cast<std::size_t>(k)];
            exchange->schema = calc.schema;
            exchange->upsertKeys.clear();
        }
        for (int &k : agg.groupKeys)
            k = remap(k);
        for (AggCall &c : agg.aggCalls) {
            c.argIndex = remap(c.argIndex);
            c.arg2Index = remap(c.arg2Index);
            c.filterIndex = remap(c.filterIndex);
        }
        agg.windowStartKey = windowStart;
        agg.windowEndKey = windowStart + 1;
        agg.sliceTimeColumn = agg.sliceTimeColumn >= 0 ? time : -1;
        agg.window = window;
        agg.assignsWindows = true;
        agg.reasons.push_back("assigns each row its windows itself: the window table function was pulled "
                              "into it, as Flink does");
        rewritten.push_back(&calc);
    }

    std::unordered_map<const PlanNode *, int> m_consumers;
    std::unordered_set<const PlanNode *> m_visited;
};

} // namespace

std::vector<PlanNode *> pullUpWindowTableFunctions(PlanNodePtr &root)
{
    Puller puller(*root);
    puller.run(*root);
    return std::move(puller.rewritten);
}

} // namespace sluice::plan
