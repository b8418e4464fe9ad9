#include "exec/operators.h"
#include "exec/session_window_table_function_operator.h"

namespace sluice::exec {

Result<std::unique_ptr<Operator>> createOperator(const plan::PlanNode &node)
{
    using K = plan::PlanNodeKind;
    switch (node.kind) {
    case K::Calc: return makeCalcOperator(node.as<plan::CalcNode>());
    case K::Correlate: return makeCorrelateOperator(node.as<plan::CorrelateNode>());
    case K::Expand: return makeExpandOperator(node.as<plan::ExpandNode>());
    case K::LookupJoin: return makeLookupJoinOperator(node.as<plan::LookupJoinNode>());
    case K::WatermarkAssigner: return makeWatermarkAssignerOperator(node.as<plan::WatermarkAssignerNode>());
    case K::WindowTableFunction: {
        const auto &tvf = node.as<plan::WindowTableFunctionNode>();
        if (tvf.mergeSessions)
            return std::unique_ptr<Operator>(std::make_unique<SessionWindowTableFunctionOperator>(tvf));
        return makeWindowTableFunctionOperator(tvf);
    }
    case K::Union:
    case K::MiniBatchAssigner: return makeForwardOperator(node);
    case K::GroupAggregate: return makeGroupAggregateOperator(node.as<plan::AggregateNode>());
    case K::Join: {
        const auto &join = node.as<plan::JoinNode>();
        if (join.interval)
            return makeIntervalJoinOperator(join);
        if (join.temporalLeftTime >= 0)
            return makeTemporalJoinOperator(join);
        return join.windowJoin ? makeWindowJoinOperator(join) : makeJoinOperator(join);
    }
    case K::WindowAggregate:
        return node.as<plan::WindowAggregateNode>().window.kind == plan::WindowKind::Session
                   ? makeSessionWindowAggregateOperator(node.as<plan::WindowAggregateNode>())
                   : makeWindowAggregateOperator(node.as<plan::WindowAggregateNode>());
    case K::Rank: return makeRankOperator(node.as<plan::RankNode>());
    case K::Deduplicate: return makeDeduplicateOperator(node.as<plan::DeduplicateNode>());
    case K::TemporalSort: return makeTemporalSortOperator(node.as<plan::TemporalSortNode>());
    case K::Match: return makeMatchOperator(node.as<plan::MatchNode>());
    case K::WindowRank: return makeWindowRankOperator(node.as<plan::WindowRankNode>());
    case K::OverAggregate:
        return node.as<plan::OverAggregateNode>().batch
                   ? makeBatchOverAggregateOperator(node.as<plan::OverAggregateNode>())
                   : makeOverAggregateOperator(node.as<plan::OverAggregateNode>());
    case K::ChangelogNormalize:
        return makeChangelogNormalizeOperator(node.as<plan::ChangelogNormalizeNode>());
    case K::SinkUpsertMaterializer:
        return makeSinkUpsertMaterializerOperator(node.as<plan::SinkUpsertMaterializerNode>());
    case K::FinalResult: return makeFinalResultOperator(node.as<plan::FinalResultNode>());
    case K::Sink: return makeSinkOperator(node.as<plan::SinkNode>());
    case K::TableSourceScan:
    case K::Exchange:
        break;
    }
    return Status::internal(std::string("no operator for plan node ") + plan::planNodeKindName(node.kind));
}

Result<std::unique_ptr<SourceReader>> createSourceReader(const plan::ScanNode &scan)
{
    return makeSourceReader(scan);
}

} // namespace sluice::exec
