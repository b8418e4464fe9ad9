#pragma once

// Constructors of the operator and source kinds, one implementation file each (named after the
// operator). operator_factory.cpp maps plan nodes to them; nothing else should call them.

#include "exec/operator.h"

namespace sluice::exec {

// Stateless
std::unique_ptr<Operator> makeCalcOperator(const plan::CalcNode &node);
std::unique_ptr<Operator> makeCorrelateOperator(const plan::CorrelateNode &node);
std::unique_ptr<Operator> makeExpandOperator(const plan::ExpandNode &node);
/// Reads its lookup table itself, at open.
std::unique_ptr<Operator> makeLookupJoinOperator(const plan::LookupJoinNode &node);
std::unique_ptr<Operator> makeWatermarkAssignerOperator(const plan::WatermarkAssignerNode &node);
std::unique_ptr<Operator> makeWindowTableFunctionOperator(const plan::WindowTableFunctionNode &node);
/// Union and the mini-batch assigner forward rows unchanged (the runtime merges inputs).
std::unique_ptr<Operator> makeForwardOperator(const plan::PlanNode &node);

// Keyed and stateful (the runtime routes rows by key group before them)
std::unique_ptr<Operator> makeGroupAggregateOperator(const plan::AggregateNode &node);
std::unique_ptr<Operator> makeJoinOperator(const plan::JoinNode &node);
/// A join whose node has interval bounds (Flink's interval join).
std::unique_ptr<Operator> makeIntervalJoinOperator(const plan::JoinNode &node);
/// An event-time temporal join (JoinNode::temporalLeftTime).
std::unique_ptr<Operator> makeTemporalJoinOperator(const plan::JoinNode &node);
/// A join planned as a window join (JoinNode::windowJoin).
std::unique_ptr<Operator> makeWindowJoinOperator(const plan::JoinNode &node);
std::unique_ptr<Operator> makeWindowAggregateOperator(const plan::WindowAggregateNode &node);
/// A window aggregate whose node's window is a SESSION (merging windows).
std::unique_ptr<Operator> makeSessionWindowAggregateOperator(const plan::WindowAggregateNode &node);
std::unique_ptr<Operator> makeRankOperator(const plan::RankNode &node);
std::unique_ptr<Operator> makeDeduplicateOperator(const plan::DeduplicateNode &node);
std::unique_ptr<Operator> makeTemporalSortOperator(const plan::TemporalSortNode &node);
std::unique_ptr<Operator> makeMatchOperator(const plan::MatchNode &node);
std::unique_ptr<Operator> makeWindowRankOperator(const plan::WindowRankNode &node);
std::unique_ptr<Operator> makeOverAggregateOperator(const plan::OverAggregateNode &node);
std::unique_ptr<Operator> makeBatchOverAggregateOperator(const plan::OverAggregateNode &node);
std::unique_ptr<Operator> makeChangelogNormalizeOperator(const plan::ChangelogNormalizeNode &node);
std::unique_ptr<Operator> makeSinkUpsertMaterializerOperator(const plan::SinkUpsertMaterializerNode &node);
std::unique_ptr<Operator> makeFinalResultOperator(const plan::FinalResultNode &node);

// Sinks, by connector: print, blackhole, filesystem, and collect (bare SELECT, table == null).
Result<std::unique_ptr<Operator>> makeSinkOperator(const plan::SinkNode &node);

// Sources, by connector: datagen, filesystem (kafka arrives with the Kafka issue).
Result<std::unique_ptr<SourceReader>> makeSourceReader(const plan::ScanNode &node);

} // namespace sluice::exec
