#include "plan/subplan_reuse.h"

#include "plan/function_def.h"
#include "plan/plan_printer.h"

#include <optional>
#include <string>
#include <unordered_map>

namespace sluice::plan {
namespace {

// Keys are exact: every setting that changes what a node computes is written out, indices
// rather than names (two columns may share a name) and expressions by structure.

void put(std::string &out, std::int64_t v)
{
    out += std::to_string(v);
    out += ',';
}

void put(std::string &out, const std::string &text)
{
    put(out, static_cast<std::int64_t>(text.size()));
    out += text;
}

void put(std::string &out, const std::vector<int> &values)
{
    out += '[';
    for (int v : values)
        put(out, v);
    out += ']';
}

void put(std::string &out, const BoundExpr *e)
{
    if (!e) {
        out += "-";
        return;
    }
    out += '(';
    put(out, static_cast<std::int64_t>(e->kind));
    put(out, e->type.toString());
    switch (e->kind) {
    case BoundExprKind::Literal:
        put(out, e->isNullLiteral ? 1 : 0);
        put(out, e->symbol ? 1 : 0);
        put(out, e->literalText);
        break;
    case BoundExprKind::InputRef: put(out, e->inputIndex); break;
    case BoundExprKind::Call:
    case BoundExprKind::Cast:
    case BoundExprKind::Case:
        put(out, static_cast<std::int64_t>(e->function));
        put(out, e->def ? std::string(e->def->name) : std::string());
        put(out, e->tryCast ? 1 : 0);
        for (const auto &a : e->args)
            put(out, a.get());
        break;
    }
    out += ')';
}

void put(std::string &out, const WindowSpec &w)
{
    put(out, static_cast<std::int64_t>(w.kind));
    put(out, w.timeColumn);
    put(out, w.size.count());
    put(out, w.slide.count());
    put(out, w.step.count());
    put(out, w.gap.count());
    put(out, w.proctime ? 1 : 0);
    put(out, w.localTime ? 1 : 0);
}

void put(std::string &out, const std::vector<AggCall> &calls)
{
    for (const AggCall &c : calls) {
        put(out, static_cast<std::int64_t>(c.function));
        put(out, c.argIndex);
        put(out, c.arg2Index);
        put(out, c.distinct ? 1 : 0);
        put(out, c.skipNulls ? 1 : 0);
        put(out, c.separator);
        put(out, c.filterIndex);
        put(out, c.type.toString());
    }
}

/// What the node computes, beyond its inputs; nullopt for a node that is never shared.
std::optional<std::string> settingsOf(const PlanNode &node, bool reuseSources)
{
    std::string out;
    put(out, static_cast<std::int64_t>(node.kind));
    put(out, node.parallelism);
    put(out, node.changelog.toString());
    for (const auto &key : node.upsertKeys)
        put(out, key);
    for (const Field &f : node.schema) {
        put(out, f.name);
        put(out, f.type.toString());
    }
    put(out, describeStateTtl(node));
    switch (node.kind) {
    case PlanNodeKind::TableSourceScan: {
        if (!reuseSources)
            return std::nullopt;
        const auto &s = node.as<ScanNode>();
        if (s.isValues()) {
            for (const auto &row : s.values)
                for (const auto &v : row)
                    put(out, v.get());
        } else {
            put(out, s.table ? s.table->name : std::string());
            put(out, static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(s.table)));
        }
        for (const auto &[k, v] : s.options) {
            put(out, k);
            put(out, v);
        }
        put(out, s.readColumns);
        return out;
    }
    case PlanNodeKind::WatermarkAssigner: {
        const auto &w = node.as<WatermarkAssignerNode>();
        put(out, w.rowtimeIndex);
        put(out, w.watermark.get());
        return out;
    }
    case PlanNodeKind::MiniBatchAssigner: {
        const auto &m = node.as<MiniBatchAssignerNode>();
        put(out, m.interval.count());
        put(out, m.size);
        return out;
    }
    case PlanNodeKind::Calc: {
        const auto &c = node.as<CalcNode>();
        for (const auto &p : c.projections)
            put(out, p.get());
        put(out, c.condition.get());
        return out;
    }
    case PlanNodeKind::Exchange: {
        const auto &e = node.as<ExchangeNode>();
        put(out, static_cast<std::int64_t>(e.distribution));
        put(out, e.keys);
        return out;
    }
    case PlanNodeKind::ChangelogNormalize: put(out, node.as<ChangelogNormalizeNode>().keys); return out;
    case PlanNodeKind::WindowTableFunction: {
        const auto &t = node.as<WindowTableFunctionNode>();
        put(out, t.window);
        put(out, t.partitionKeys);
        put(out, t.mergeSessions ? 1 : 0);
        return out;
    }
    case PlanNodeKind::WindowAggregate: {
        const auto &w = node.as<WindowAggregateNode>();
        put(out, w.window);
        put(out, w.groupKeys);
        put(out, std::vector<int>{w.windowStartKey, w.windowEndKey, w.windowTimeKey, w.sliceTimeColumn,
                                  w.assignsWindows ? 1 : 0});
        put(out, w.aggCalls);
        put(out, w.emitStrategy.earlyDelayMillis.value_or(-1));
        put(out, w.emitStrategy.lateDelayMillis.value_or(-1));
        put(out, w.emitStrategy.allowLatenessMillis);
        return out;
    }
    case PlanNodeKind::GroupAggregate: {
        const auto &a = node.as<AggregateNode>();
        put(out, a.groupKeys);
        put(out, a.aggCalls);
        put(out, std::vector<int>{static_cast<int>(a.phase), a.miniBatch, a.distinctOnly, a.emitOnEmptyInput});
        return out;
    }
    case PlanNodeKind::Union: return out;
    default:
        // Joins, ranks, OVER, MATCH_RECOGNIZE, lookups and sinks stay apart.
        return std::nullopt;
    }
}

class Reuser {
public:
    explicit Reuser(bool reuseSources) : m_reuseSources(reuseSources) {}

    PlanNodePtr visit(const PlanNodePtr &node)
    {
        if (const auto it = m_ids.find(node.get()); it != m_ids.end())
            return node;
        for (auto &in : node->inputs)
            in = visit(in);
        if (std::optional<std::string> key = settingsOf(*node, m_reuseSources)) {
            for (const auto &in : node->inputs)
                put(*key, m_ids.at(in.get()));
            const auto [it, fresh] = m_byKey.emplace(std::move(*key), node);
            if (!fresh) {
                ++m_reused;
                return it->second;
            }
        }
        m_ids.emplace(node.get(), static_cast<int>(m_ids.size()));
        return node;
    }
    int reused() const { return m_reused; }

private:
    bool m_reuseSources;
    std::unordered_map<const PlanNode *, int> m_ids; ///< the nodes kept, numbered
    std::unordered_map<std::string, PlanNodePtr> m_byKey;
    int m_reused = 0;
};

} // namespace

int reuseSubplans(PlanNodePtr &root, bool reuseSources)
{
    Reuser reuser(reuseSources);
    root = reuser.visit(root);
    return reuser.reused();
}

} // namespace sluice::plan
