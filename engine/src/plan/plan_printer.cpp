#include "plan/plan_printer.h"

#include <sluice/config_values.h>

#include <algorithm>
#include <unordered_map>

namespace sluice::plan {
namespace {

std::string names(const RowSchema &schema, const std::vector<int> &cols)
{
    std::string out;
    for (std::size_t i = 0; i < cols.size(); ++i)
        out += (i ? ", " : "") + schema.at(static_cast<std::size_t>(cols[i])).name;
    return out;
}

// "price DESC, id ASC", with NULLS FIRST / LAST where it differs from the default.
std::string orderList(const RowSchema &schema, const std::vector<SortKey> &keys)
{
    std::string out;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const SortKey &k = keys[i];
        out += (i ? ", " : "") + schema.at(static_cast<std::size_t>(k.column)).name +
               (k.descending ? " DESC" : " ASC");
        if (k.nullsComeFirst() == k.descending)
            out += k.nullsComeFirst() ? " NULLS FIRST" : " NULLS LAST";
    }
    return out;
}

// The schema aggregate calls index into: a global or final phase reads the columns its local or
// partial phase read.
const RowSchema &aggInputSchema(const PlanNode &node)
{
    const PlanNode *in = node.inputs.at(0).get();
    if (node.is<AggregateNode>()) {
        const AggPhase phase = node.as<AggregateNode>().phase;
        if (phase == AggPhase::Global || phase == AggPhase::Final) {
            while (in->is<ExchangeNode>() || (in->is<AggregateNode>() && !in->inputs.empty()))
                in = in->inputs.at(0).get();
        }
    }
    return in->schema;
}

std::string aggSelect(const PlanNode &node, const std::vector<int> &keys, const std::vector<AggCall> &calls)
{
    const RowSchema &in = aggInputSchema(node);
    std::string out = names(in, keys);
    for (const auto &c : calls)
        out += (out.empty() ? "" : ", ") + c.toString(in);
    return out;
}

/// "size=[10 min]", "size=[10 s], slide=[5 s]", "gap=[30 s]": a window's parameters.
std::string windowParameters(const WindowSpec &w)
{
    auto fmt = [](std::chrono::milliseconds d) { return formatDuration(std::chrono::nanoseconds(d)); };
    if (w.kind == WindowKind::Session)
        return "gap=[" + fmt(w.gap) + "]";
    std::string out = (w.kind == WindowKind::Cumulate ? "max_size=[" : "size=[") + fmt(w.size) + "]";
    if (w.kind == WindowKind::Hop)
        out += ", slide=[" + fmt(w.slide) + "]";
    if (w.kind == WindowKind::Cumulate)
        out += ", step=[" + fmt(w.step) + "]";
    return out;
}

/// Flink's window of a window-attached operator: "TUMBLE(win_start=[window_start],
/// win_end=[window_end], size=[10 min])".
std::string windowDescription(const WindowSpec &w, const RowSchema &input, int start, int end)
{
    return std::string(windowKindName(w.kind)) + "(win_start=[" +
           input.at(static_cast<std::size_t>(start)).name + "], win_end=[" +
           input.at(static_cast<std::size_t>(end)).name + "], " + windowParameters(w) + ")";
}

/// The nodes a plan shares between consumers (sub-plan reuse), numbered as Flink's explain
/// numbers them: in the order the printout meets them first.
struct ReuseIds {
    std::unordered_map<const PlanNode *, int> consumers;
    std::unordered_map<const PlanNode *, int> ids;

    explicit ReuseIds(const PlanNode &root) : consumers(consumerCounts(root)) {}
};

void printTree(const PlanNode &node, const std::string &prefix, bool root, bool last, ReuseIds &reuse,
               std::string &out)
{
    const std::string connector = root ? "" : (last ? "+- " : ":- ");
    std::string suffix;
    if (const auto shared = reuse.consumers.find(&node); shared != reuse.consumers.end() && shared->second > 1) {
        if (const auto seen = reuse.ids.find(&node); seen != reuse.ids.end()) {
            out += prefix + connector + "Reused(reference_id=[" + std::to_string(seen->second) + "])\n";
            return;
        }
        const int id = static_cast<int>(reuse.ids.size()) + 1;
        reuse.ids.emplace(&node, id);
        suffix = "(reuse_id=[" + std::to_string(id) + "])";
    }
    out += prefix + connector + describeNode(node) + suffix + "\n";
    const std::string childPrefix = root ? "" : prefix + (last ? "   " : ":  ");
    std::string facts = "parallelism=" + std::to_string(node.parallelism) +
                        ", changelogMode=" + node.changelog.toString();
    if (!node.upsertKeys.empty() && !node.changelog.isInsertOnly()) {
        facts += ", upsertKeys=[";
        for (std::size_t i = 0; i < node.upsertKeys.size(); ++i)
            facts += (i ? ", " : "") + std::string("{") + names(node.schema, node.upsertKeys[i]) + "}";
        facts += "]";
    }
    if (const std::string ttl = describeStateTtl(node); !ttl.empty())
        facts += node.is<JoinNode>() ? ", stateTtl=[" + ttl + "]" : ", stateTtl=" + ttl;
    const std::string detailPrefix = childPrefix + (node.inputs.empty() ? "   " : ":  ");
    out += detailPrefix + "[" + facts + "]\n";
    for (const auto &r : node.reasons)
        out += detailPrefix + "# " + r + "\n";
    for (std::size_t i = 0; i < node.inputs.size(); ++i)
        printTree(*node.inputs[i], childPrefix, false, i + 1 == node.inputs.size(), reuse, out);
}

// Match(partitionBy=[...], orderBy=[...], measures=[...], rowsPerMatch=[ONE ROW PER MATCH],
// after=[...], pattern=[...], within=[...], define=[...]), as Flink's explain names the parts.
std::string matchDescription(const MatchNode &m)
{
    const RowSchema &in = m.inputs[0]->schema;
    std::string measures;
    for (std::size_t i = 0; i < m.measures.size(); ++i)
        measures += (i ? ", " : "") + m.measures[i].expr->toString() + " AS " +
                    m.schema.at(m.partitionKeys.size() + i).name;
    static const char *const kSkip[] = {"SKIP TO NEXT ROW", "SKIP PAST LAST ROW", "SKIP TO FIRST ",
                                        "SKIP TO LAST "};
    std::string after = kSkip[static_cast<int>(m.skip)];
    if (m.skipVariable >= 0)
        after += m.variables.at(static_cast<std::size_t>(m.skipVariable));
    std::string pattern;
    for (const MatchPatternElement &e : m.pattern) {
        pattern += (pattern.empty() ? "" : " ") + m.variables.at(static_cast<std::size_t>(e.variable));
        if (e.min == 1 && e.max == 1)
            continue;
        if (e.min == 0 && e.max == 1)
            pattern += "?";
        else if (e.max == -1 && e.min <= 1)
            pattern += e.min == 0 ? "*" : "+";
        else
            pattern += "{" + std::to_string(e.min) + "," + (e.max < 0 ? "" : std::to_string(e.max)) + "}";
        if (!e.greedy && !(e.min == 0 && e.max == 1) && e.min != e.max)
            pattern += "?";
    }
    std::string define;
    for (std::size_t v = 0; v < m.definitions.size(); ++v) {
        if (m.definitions[v])
            define += std::string(define.empty() ? "" : ", ") + "{" + m.variables[v] + "=" +
                      m.definitions[v]->expr->toString() + "}";
    }
    std::string out = "Match(";
    if (!m.partitionKeys.empty())
        out += "partitionBy=[" + names(in, m.partitionKeys) + "], ";
    out += "orderBy=[" + orderList(in, m.orderKeys) + "], measures=[" + measures +
           "], rowsPerMatch=[ONE ROW PER MATCH], after=[" + after + "], pattern=[" + pattern + "]";
    if (m.withinMillis > 0)
        out += ", within=[" + std::to_string(m.withinMillis) + " ms]";
    return out + ", define=[" + define + "])";
}

} // namespace

std::string describeStateTtl(const PlanNode &node)
{
    switch (node.kind) {
    case PlanNodeKind::Join: {
        const auto &j = node.as<JoinNode>();
        if (j.temporalLeftTime >= 0)
            return "idle keys: " + j.leftTtl.toString();
        if (j.interval || j.windowJoin)
            return std::string(); // the watermark cleans an interval or window join's state
        return "left: " + j.leftTtl.toString() + ", right: " + j.rightTtl.toString();
    }
    case PlanNodeKind::GroupAggregate:
        return node.as<AggregateNode>().phase == AggPhase::Local ? std::string()
                                                                 : node.as<AggregateNode>().ttl.toString();
    case PlanNodeKind::Rank: return node.as<RankNode>().ttl.toString();
    case PlanNodeKind::Deduplicate: return node.as<DeduplicateNode>().ttl.toString();
    case PlanNodeKind::OverAggregate: {
        const auto &o = node.as<OverAggregateNode>();
        if (o.batch || (!o.proctime && !o.frame.rows && o.frame.preceding))
            return std::string(); // the watermark cleans an event-time RANGE window's state
        return o.ttl.toString();
    }
    case PlanNodeKind::ChangelogNormalize: return node.as<ChangelogNormalizeNode>().ttl.toString();
    case PlanNodeKind::SinkUpsertMaterializer: return node.as<SinkUpsertMaterializerNode>().ttl.toString();
    default: return std::string();
    }
}

std::string describeNode(const PlanNode &node)
{
    switch (node.kind) {
    case PlanNodeKind::TableSourceScan: {
        const auto &s = node.as<ScanNode>();
        if (s.isValues()) {
            std::string tuples;
            for (const auto &row : s.values) {
                tuples += tuples.empty() ? "{ " : ", { ";
                for (std::size_t i = 0; i < row.size(); ++i)
                    tuples += (i ? ", " : "") + row[i]->toString();
                tuples += " }";
            }
            return "Values(tuples=[[" + tuples + "]], values=[" + node.columnList() + "])";
        }
        return "TableSourceScan(table=[" + s.table->name + "], fields=[" + node.columnList() + "])";
    }
    case PlanNodeKind::WatermarkAssigner: {
        const auto &w = node.as<WatermarkAssignerNode>();
        return "WatermarkAssigner(rowtime=[" + node.schema[static_cast<std::size_t>(w.rowtimeIndex)].name +
               "], watermark=[" + w.watermark->toString() + "])";
    }
    case PlanNodeKind::ChangelogNormalize:
        return "ChangelogNormalize(key=[" + names(node.schema, node.as<ChangelogNormalizeNode>().keys) + "])";
    case PlanNodeKind::MiniBatchAssigner: {
        const auto &m = node.as<MiniBatchAssignerNode>();
        return "MiniBatchAssigner(interval=[" + formatDuration(std::chrono::nanoseconds(m.interval)) +
               "], size=[" + std::to_string(m.size) + "], mode=[ProcTime])";
    }
    case PlanNodeKind::Calc: {
        const auto &c = node.as<CalcNode>();
        std::string out = "Calc(select=[";
        for (std::size_t i = 0; i < c.projections.size(); ++i) {
            const std::string e = c.projections[i]->toString();
            out += (i ? ", " : "") + (e == c.schema[i].name ? e : e + " AS " + c.schema[i].name);
        }
        out += "]";
        if (c.condition)
            out += ", where=[" + c.condition->toString() + "]";
        return out + ")";
    }
    case PlanNodeKind::Correlate: {
        const auto &c = node.as<CorrelateNode>();
        return "Correlate(invocation=[$UNNEST_ROWS$1(" + c.collection->toString() + ")], select=[" +
               node.columnList() + "], joinType=[" + (c.leftOuter ? "LEFT" : "INNER") + "])";
    }
    case PlanNodeKind::Expand: {
        // As Flink prints it: Expand(projects=[{a, null AS b, 1 AS $e}, ...]).
        const RowSchema &in = node.inputs[0]->schema;
        std::string out = "Expand(projects=[";
        const auto &projections = node.as<ExpandNode>().projections;
        for (std::size_t p = 0; p < projections.size(); ++p) {
            out += p ? ", {" : "{";
            for (std::size_t c = 0; c < in.size(); ++c) {
                const auto &nulled = projections[p].nulled;
                const bool isNull = std::find(nulled.begin(), nulled.end(), static_cast<int>(c)) != nulled.end();
                out += (c ? ", " : "") + (isNull ? "null AS " + in[c].name : in[c].name);
            }
            out += ", " + std::to_string(projections[p].id) + " AS $e}";
        }
        return out + "])";
    }
    case PlanNodeKind::Exchange: {
        const auto &e = node.as<ExchangeNode>();
        switch (e.distribution) {
        case Distribution::Hash: return "Exchange(distribution=[hash[" + names(node.schema, e.keys) + "]])";
        case Distribution::Singleton: return "Exchange(distribution=[single])";
        case Distribution::Rebalance: return "Exchange(distribution=[rebalance])";
        case Distribution::Forward: return "Exchange(distribution=[forward])";
        }
        return "Exchange";
    }
    case PlanNodeKind::Join: {
        const auto &j = node.as<JoinNode>();
        std::string cond;
        const RowSchema &l = node.inputs[0]->schema;
        const RowSchema &r = node.inputs[1]->schema;
        for (std::size_t i = 0; i < j.leftKeys.size(); ++i)
            cond += (i ? " AND " : "") + l[static_cast<std::size_t>(j.leftKeys[i])].name + " = " +
                    r[static_cast<std::size_t>(j.rightKeys[i])].name;
        if (j.nonEquiCondition)
            cond += (cond.empty() ? "" : " AND ") + j.nonEquiCondition->toString();
        if (j.temporalLeftTime >= 0)
            return std::string("TemporalJoin(joinType=[") + joinKindName(j.joinKind) + "], where=[" +
                   cond + " AND __TEMPORAL_JOIN_CONDITION(" +
                   l.at(static_cast<std::size_t>(j.temporalLeftTime)).name + ", " +
                   r.at(static_cast<std::size_t>(j.temporalRightTime)).name + ")], select=[" +
                   node.columnList() + "])";
        if (j.windowJoin) {
            const std::string w = std::string(windowKindName(j.window->window.kind)) + "(" +
                                  windowParameters(j.window->window) + ")";
            return std::string("WindowJoin(leftWindow=[") + w + "], rightWindow=[" + w + "], joinType=[" +
                   joinKindName(j.joinKind) + "], where=[" + cond + "], select=[" + node.columnList() + "])";
        }
        if (j.interval) {
            const IntervalBounds &b = *j.interval;
            return std::string("IntervalJoin(joinType=[") + joinKindName(j.joinKind) +
                   "], windowBounds=[isRowTime=true, leftLowerBound=" + std::to_string(b.lower) +
                   ", leftUpperBound=" + std::to_string(b.upper) +
                   ", leftTimeIndex=" + std::to_string(b.leftTimeColumn) +
                   ", rightTimeIndex=" + std::to_string(b.rightTimeColumn) + "], where=[" +
                   (cond.empty() ? "true" : cond) + "], select=[" + node.columnList() + "])";
        }
        return std::string("Join(joinType=[") + joinKindName(j.joinKind) + "], where=[" +
               (cond.empty() ? "true" : cond) + "], select=[" + node.columnList() + "]" +
               (j.miniBatch ? ", miniBatch=[true]" : "") + ")";
    }
    case PlanNodeKind::LookupJoin: {
        const auto &j = node.as<LookupJoinNode>();
        std::string keys;
        for (std::size_t i = 0; i < j.leftKeys.size(); ++i)
            keys += (i ? ", " : "") + j.table->schema.at(static_cast<std::size_t>(j.rightKeys[i])).name + "=" +
                    j.leftKeys[i]->toString();
        return std::string("LookupJoin(table=[") + j.table->table->name + "], joinType=[" +
               joinKindName(j.joinKind) + "], lookup=[" + keys + "]" +
               (j.nonEquiCondition ? ", where=[" + j.nonEquiCondition->toString() + "]" : std::string()) +
               ", select=[" + node.columnList() + "])";
    }
    case PlanNodeKind::GroupAggregate: {
        const auto &a = node.as<AggregateNode>();
        std::string out = std::string(aggPhaseName(a.phase)) + "(";
        // groupKeys index the first phase's input; a second phase reads them as its leading columns.
        std::vector<int> keys = a.groupKeys;
        if (a.phase == AggPhase::Global || a.phase == AggPhase::Final) {
            for (std::size_t i = 0; i < keys.size(); ++i)
                keys[i] = static_cast<int>(i);
        }
        if (!keys.empty())
            out += "groupBy=[" + names(node.inputs[0]->schema, keys) + "], ";
        out += "select=[" + aggSelect(node, a.groupKeys, a.aggCalls) + "]";
        if (a.distinctOnly)
            out += ", distinct=[true]";
        if (a.miniBatch && a.phase != AggPhase::Local)
            out += ", miniBatch=[true]";
        return out + ")";
    }
    case PlanNodeKind::WindowTableFunction:
        return "WindowTableFunction(window=[" +
               node.as<WindowTableFunctionNode>().window.toString(node.inputs[0]->schema) + "])";
    case PlanNodeKind::WindowAggregate: {
        const auto &w = node.as<WindowAggregateNode>();
        const std::string windowText =
            std::string(windowKindName(w.window.kind)) + "(" + windowParameters(w.window) + ")";
        // Flink's WindowEmitStrategy.toString: "early delay 1000 millisecond, late no delay".
        auto delay = [](std::int64_t ms) {
            return ms > 0 ? "delay " + std::to_string(ms) + " millisecond" : std::string("no delay");
        };
        std::string emit;
        if (w.emitStrategy.earlyDelayMillis)
            emit = "early " + delay(*w.emitStrategy.earlyDelayMillis);
        if (w.emitStrategy.lateDelayMillis)
            emit += (emit.empty() ? "late " : ", late ") + delay(*w.emitStrategy.lateDelayMillis);
        if (w.assignsWindows) {
            // Flink's window aggregate over a pulled-up window table function: grouped by the
            // keys alone, the window read from the time column.
            const RowSchema in = windowedInputSchema(w);
            std::vector<int> keys;
            for (int k : w.groupKeys)
                if (k != w.windowStartKey && k != w.windowEndKey)
                    keys.push_back(k);
            std::string select = names(in, w.groupKeys);
            for (const auto &c : w.aggCalls)
                select += (select.empty() ? "" : ", ") + c.toString(in);
            return "WindowAggregate(groupBy=[" + names(in, keys) + "], window=[" + w.window.toString(in) +
                   "], select=[" + select + "])";
        }
        return "WindowAggregate(groupBy=[" + names(node.inputs[0]->schema, w.groupKeys) + "], window=[" +
               windowText + "], select=[" + aggSelect(node, w.groupKeys, w.aggCalls) + "]" +
               (emit.empty() ? std::string() : ", emit=[" + emit + "]") + ")";
    }
    case PlanNodeKind::Rank: {
        const auto &r = node.as<RankNode>();
        const std::string order = orderList(node.inputs[0]->schema, r.orderKeys);
        return "Rank(rankType=[ROW_NUMBER], rankRange=[rankStart=1, rankEnd=" + std::to_string(r.limit) +
               "], partitionBy=[" + names(node.inputs[0]->schema, r.partitionKeys) + "], orderBy=[" + order +
               "], outputRankNumber=[" + (r.outputRankNumber ? "true" : "false") + "])";
    }
    case PlanNodeKind::Deduplicate: {
        const auto &d = node.as<DeduplicateNode>();
        return "Deduplicate(keep=[" + std::string(d.keepLast ? "LastRow" : "FirstRow") + "], key=[" +
               names(node.schema, d.keys) + "], order=[" + (d.rowtime ? "ROWTIME" : "PROCTIME") + "])";
    }
    case PlanNodeKind::TemporalSort:
        return "TemporalSort(orderBy=[" + orderList(node.inputs[0]->schema, node.as<TemporalSortNode>().orderKeys) + "])";
    case PlanNodeKind::Match: return matchDescription(node.as<MatchNode>());
    case PlanNodeKind::WindowRank: {
        const auto &r = node.as<WindowRankNode>();
        const RowSchema &in = node.inputs[0]->schema;
        const std::string windowText = windowDescription(r.window, in, r.windowStartKey, r.windowEndKey);
        if (r.deduplicate)
            return "WindowDeduplicate(window=[" + windowText + "], keep=[" +
                   (r.orderKeys.front().descending ? "LastRow" : "FirstRow") + "], partitionKeys=[" +
                   names(in, r.partitionKeys) + "], orderKey=[" +
                   in.at(static_cast<std::size_t>(r.orderKeys.front().column)).name + "], order=[" +
                   (r.window.proctime ? "PROCTIME" : "ROWTIME") + "])";
        return "WindowRank(window=[" + windowText + "], rankType=[ROW_NUMBER], rankRange=[rankStart=1, rankEnd=" +
               std::to_string(r.limit) + "], partitionBy=[" + names(in, r.partitionKeys) + "], orderBy=[" +
               orderList(in, r.orderKeys) + "], select=[" + node.columnList() + "])";
    }
    case PlanNodeKind::OverAggregate: {
        const auto &o = node.as<OverAggregateNode>();
        const RowSchema &in = node.inputs[0]->schema;
        std::string out = "OverAggregate(";
        if (!o.partitionKeys.empty())
            out += "partitionBy=[" + names(in, o.partitionKeys) + "], ";
        if (o.batch) {
            if (!o.orderKeys.empty())
                out += "orderBy=[" + orderList(in, o.orderKeys) + "], ";
            std::string calls;
            for (const auto &c : o.calls)
                calls += (calls.empty() ? "" : ", ") + c.toString(in);
            return out + "window#0=[" + calls + o.batchFrame.toString() + "], select=[" + node.columnList() + "])";
        } else {
            out += "orderBy=[" + in.at(static_cast<std::size_t>(o.orderKey)).name + " ASC], window=[" +
                   o.frame.toString() + "], select=[" + node.inputs[0]->columnList();
        }
        for (const auto &c : o.calls)
            out += ", " + c.toString(in);
        return out + "])";
    }
    case PlanNodeKind::Union: return "Union(all=[true], union=[" + node.columnList() + "])";
    case PlanNodeKind::SinkUpsertMaterializer:
        return "SinkUpsertMaterializer(key=[" + names(node.schema, node.as<SinkUpsertMaterializerNode>().keys) + "])";
    case PlanNodeKind::FinalResult: {
        const auto &f = node.as<FinalResultNode>();
        std::string out = "FinalResult(";
        if (!f.orderKeys.empty())
            out += "orderBy=[" + orderList(node.inputs[0]->schema, f.orderKeys) + "], ";
        if (f.offset > 0)
            out += "offset=[" + std::to_string(f.offset) + "], ";
        if (f.limit >= 0)
            out += "fetch=[" + std::to_string(f.limit) + "], ";
        return out + "select=[" + node.columnList() + "])";
    }
    case PlanNodeKind::Sink: {
        const auto &s = node.as<SinkNode>();
        if (!s.table)
            return "Sink(collect, fields=[" + node.columnList() + "])";
        std::string out = "Sink(table=[" + s.name + "], fields=[" + node.columnList() + "]";
        if (!s.primaryKey.empty())
            out += ", primaryKey=[" + names(node.schema, s.primaryKey) + "]";
        if (s.upsertMode)
            out += ", upsert=[true]";
        return out + ")";
    }
    }
    return planNodeKindName(node.kind);
}

std::string printPlan(const PlanNode &root)
{
    std::string out;
    ReuseIds reuse(root);
    printTree(root, "", true, true, reuse, out);
    return out;
}

} // namespace sluice::plan
