#include "plan/plan_node.h"

#include <sluice/config_values.h>

#include <algorithm>

namespace sluice::plan {

std::string ChangelogMode::toString() const
{
    std::string out = "[";
    auto add = [&](Kind k, const char *name) {
        if (contains(k)) {
            if (out.size() > 1)
                out += ",";
            out += name;
        }
    };
    add(Insert, "I");
    add(UpdateBefore, "UB");
    add(UpdateAfter, "UA");
    add(Delete, "D");
    return out + "]";
}

const char *planNodeKindName(PlanNodeKind kind)
{
    switch (kind) {
    case PlanNodeKind::TableSourceScan: return "TableSourceScan";
    case PlanNodeKind::WatermarkAssigner: return "WatermarkAssigner";
    case PlanNodeKind::ChangelogNormalize: return "ChangelogNormalize";
    case PlanNodeKind::MiniBatchAssigner: return "MiniBatchAssigner";
    case PlanNodeKind::Calc: return "Calc";
    case PlanNodeKind::Correlate: return "Correlate";
    case PlanNodeKind::Expand: return "Expand";
    case PlanNodeKind::Exchange: return "Exchange";
    case PlanNodeKind::Join: return "Join";
    case PlanNodeKind::LookupJoin: return "LookupJoin";
    case PlanNodeKind::GroupAggregate: return "GroupAggregate";
    case PlanNodeKind::WindowTableFunction: return "WindowTableFunction";
    case PlanNodeKind::WindowAggregate: return "WindowAggregate";
    case PlanNodeKind::Rank: return "Rank";
    case PlanNodeKind::Deduplicate: return "Deduplicate";
    case PlanNodeKind::OverAggregate: return "OverAggregate";
    case PlanNodeKind::WindowRank: return "WindowRank";
    case PlanNodeKind::TemporalSort: return "TemporalSort";
    case PlanNodeKind::Match: return "Match";
    case PlanNodeKind::Union: return "Union";
    case PlanNodeKind::SinkUpsertMaterializer: return "SinkUpsertMaterializer";
    case PlanNodeKind::FinalResult: return "FinalResult";
    case PlanNodeKind::Sink: return "Sink";
    }
    return "?";
}

const char *aggPhaseName(AggPhase phase)
{
    switch (phase) {
    case AggPhase::Single: return "GroupAggregate";
    case AggPhase::Local: return "LocalGroupAggregate";
    case AggPhase::Global: return "GlobalGroupAggregate";
    case AggPhase::Partial: return "GroupAggregate[partial]";
    case AggPhase::Final: return "GroupAggregate[final]";
    }
    return "GroupAggregate";
}

std::string operatorName(const PlanNode &node)
{
    if (node.is<JoinNode>() && node.as<JoinNode>().interval)
        return "IntervalJoin";
    if (node.is<AggregateNode>())
        return aggPhaseName(node.as<AggregateNode>().phase);
    return planNodeKindName(node.kind);
}

std::string StateTtl::toString() const
{
    std::string value = ttl.count() == 0 ? std::string("none")
                                         : formatDuration(std::chrono::nanoseconds(ttl));
    return source.empty() ? value : value + " (" + source + ")";
}

std::string PlanNode::columnList() const
{
    std::string out;
    for (std::size_t i = 0; i < schema.size(); ++i)
        out += (i ? ", " : "") + schema[i].name;
    return out;
}

namespace {

void countConsumers(const PlanNode &node, std::unordered_map<const PlanNode *, int> &counts)
{
    for (const auto &in : node.inputs)
        if (counts[in.get()]++ == 0)
            countConsumers(*in, counts);
}

} // namespace

std::unordered_map<const PlanNode *, int> consumerCounts(const PlanNode &root)
{
    std::unordered_map<const PlanNode *, int> counts;
    countConsumers(root, counts);
    return counts;
}

RowSchema windowedInputSchema(const WindowAggregateNode &node)
{
    RowSchema schema = node.inputs.at(0)->schema;
    if (!node.assignsWindows)
        return schema;
    // The window columns' types are those of the output columns the group keys put them in.
    auto outputOf = [&](int key) {
        const auto at = std::find(node.groupKeys.begin(), node.groupKeys.end(), key);
        return node.schema.at(static_cast<std::size_t>(at - node.groupKeys.begin())).type;
    };
    schema.push_back({"window_start", outputOf(node.windowStartKey)});
    schema.push_back({"window_end", outputOf(node.windowEndKey)});
    return schema;
}

std::vector<int> CalcNode::inputReads() const
{
    std::vector<int> reads;
    for (const auto &p : projections)
        p->collectInputRefs(reads);
    if (condition)
        condition->collectInputRefs(reads);
    return reads;
}

const char *joinKindName(JoinKind kind)
{
    switch (kind) {
    case JoinKind::Inner: return "InnerJoin";
    case JoinKind::Left: return "LeftOuterJoin";
    case JoinKind::Right: return "RightOuterJoin";
    case JoinKind::Full: return "FullOuterJoin";
    }
    return "?";
}

const char *aggFunctionName(AggFunction f)
{
    switch (f) {
    case AggFunction::Count: return "COUNT";
    case AggFunction::CountStar: return "COUNT";
    case AggFunction::Sum: return "SUM";
    case AggFunction::Sum0: return "$SUM0";
    case AggFunction::Min: return "MIN";
    case AggFunction::Max: return "MAX";
    case AggFunction::Avg: return "AVG";
    case AggFunction::ListAgg: return "LISTAGG";
    case AggFunction::ArrayAgg: return "ARRAY_AGG";
    case AggFunction::Collect: return "COLLECT";
    case AggFunction::FirstValue: return "FIRST_VALUE";
    case AggFunction::LastValue: return "LAST_VALUE";
    case AggFunction::JsonObjectAgg: return "JSON_OBJECTAGG";
    case AggFunction::JsonArrayAgg: return "JSON_ARRAYAGG";
    case AggFunction::ApproxCountDistinct: return "APPROX_COUNT_DISTINCT";
    }
    return "?";
}

bool aggFunctionMerges(AggFunction f)
{
    return f != AggFunction::FirstValue && f != AggFunction::LastValue &&
           f != AggFunction::JsonArrayAgg;
}

bool isValueListAggregate(AggFunction f)
{
    switch (f) {
    case AggFunction::ListAgg:
    case AggFunction::ArrayAgg:
    case AggFunction::Collect:
    case AggFunction::FirstValue:
    case AggFunction::LastValue:
    case AggFunction::JsonObjectAgg:
    case AggFunction::JsonArrayAgg:
    case AggFunction::ApproxCountDistinct: return true;
    default: return false;
    }
}

bool MatchNavigation::sameAs(const MatchNavigation &other) const
{
    const bool sameArgument = (!argument && !other.argument) ||
                              (argument && other.argument && argument->sameAs(*other.argument));
    return kind == other.kind && variable == other.variable && offset == other.offset &&
           aggregate == other.aggregate && sameArgument;
}

std::string MatchNavigation::toString(const std::vector<std::string> &variables) const
{
    const std::string var = variable == kNoRows ? std::string("{}")
                            : variable < 0      ? std::string("*")
                                                : variables.at(static_cast<std::size_t>(variable));
    const std::string arg = argument ? argument->toString() : "*";
    switch (kind) {
    case Kind::Last: return "LAST(" + var + "." + arg + ", " + std::to_string(offset) + ")";
    case Kind::First: return "FIRST(" + var + "." + arg + ", " + std::to_string(offset) + ")";
    case Kind::Aggregate: return std::string(aggFunctionName(aggregate)) + "(" + var + "." + arg + ")";
    case Kind::MatchRowtime: return "MATCH_ROWTIME()";
    case Kind::MatchProctime: return "MATCH_PROCTIME()";
    }
    return {};
}

std::string AggCall::toString(const RowSchema &input) const
{
    std::string out = aggFunctionName(function);
    out += "(";
    if (distinct)
        out += "DISTINCT ";
    if (argIndex < 0)
        out += "*";
    else
        out += input.at(static_cast<std::size_t>(argIndex)).name;
    if (arg2Index >= 0)
        out += ", " + input.at(static_cast<std::size_t>(arg2Index)).name;
    if (function == AggFunction::ListAgg && separator != ",")
        out += ", '" + separator + "'";
    out += ")";
    if (filterIndex >= 0)
        out += " FILTER " + input.at(static_cast<std::size_t>(filterIndex)).name;
    return out + " AS " + name;
}

std::string OverCall::toString(const RowSchema &input) const
{
    auto column = [&](int i) { return input.at(static_cast<std::size_t>(i)).name; };
    switch (function) {
    case OverFunction::Aggregate: return aggregate.toString(input);
    case OverFunction::FirstValue: return "FIRST_VALUE(" + column(aggregate.argIndex) + ") AS " + aggregate.name;
    case OverFunction::LastValue: return "LAST_VALUE(" + column(aggregate.argIndex) + ") AS " + aggregate.name;
    case OverFunction::RowNumber: return "ROW_NUMBER() AS " + aggregate.name;
    case OverFunction::Rank: return "RANK() AS " + aggregate.name;
    case OverFunction::DenseRank: return "DENSE_RANK() AS " + aggregate.name;
    case OverFunction::PercentRank: return "PERCENT_RANK() AS " + aggregate.name;
    case OverFunction::CumeDist: return "CUME_DIST() AS " + aggregate.name;
    case OverFunction::Ntile: return "NTILE(" + std::to_string(buckets) + ") AS " + aggregate.name;
    case OverFunction::Lag:
    case OverFunction::Lead: {
        std::string out = (function == OverFunction::Lag ? "LAG(" : "LEAD(") + column(aggregate.argIndex);
        if (offsetIndex >= 0)
            out += ", " + column(offsetIndex);
        if (defaultIndex >= 0)
            out += ", " + column(defaultIndex);
        return out + ") AS " + aggregate.name;
    }
    }
    return "?";
}

std::string OverFrame::toString() const
{
    // Flink prints RANGE frames as "RANG", and a RANGE bound in milliseconds.
    std::string out = rows ? " ROWS BETWEEN " : " RANG BETWEEN ";
    out += preceding ? std::to_string(*preceding) + " PRECEDING" : "UNBOUNDED PRECEDING";
    return out + " AND CURRENT ROW";
}

std::string OverFrameBound::toString() const
{
    switch (kind) {
    case Kind::UnboundedPreceding: return "UNBOUNDED PRECEDING";
    case Kind::Preceding: return text + " PRECEDING";
    case Kind::CurrentRow: return "CURRENT ROW";
    case Kind::Following: return text + " FOLLOWING";
    case Kind::UnboundedFollowing: return "UNBOUNDED FOLLOWING";
    }
    return "?";
}

bool BatchOverFrame::alwaysHoldsCurrentRow() const
{
    using K = OverFrameBound::Kind;
    const bool startsAtOrBefore = start.kind == K::UnboundedPreceding || start.kind == K::Preceding ||
                                  start.kind == K::CurrentRow;
    const bool endsAtOrAfter = end.kind == K::CurrentRow || end.kind == K::Following ||
                               end.kind == K::UnboundedFollowing;
    return startsAtOrBefore && endsAtOrAfter;
}

std::string BatchOverFrame::toString() const
{
    return std::string(rows ? " ROWS BETWEEN " : " RANG BETWEEN ") + start.toString() + " AND " + end.toString();
}

const char *windowKindName(WindowKind kind)
{
    switch (kind) {
    case WindowKind::Tumble: return "TUMBLE";
    case WindowKind::Hop: return "HOP";
    case WindowKind::Cumulate: return "CUMULATE";
    case WindowKind::Session: return "SESSION";
    }
    return "?";
}

std::string WindowSpec::toString(const RowSchema &input) const
{
    auto fmt = [](std::chrono::milliseconds d) {
        return formatDuration(std::chrono::nanoseconds(d));
    };
    std::string out = windowKindName(kind);
    out += "(time_col=[";
    out += timeColumn >= 0 && static_cast<std::size_t>(timeColumn) < input.size()
               ? input[static_cast<std::size_t>(timeColumn)].name
               : std::string("?");
    if (kind == WindowKind::Session)
        return out + "], gap=[" + fmt(gap) + "])";
    out += "], size=[" + fmt(size) + "]";
    if (kind == WindowKind::Hop)
        out += ", slide=[" + fmt(slide) + "]";
    if (kind == WindowKind::Cumulate)
        out += ", step=[" + fmt(step) + "]";
    return out + ")";
}

} // namespace sluice::plan
