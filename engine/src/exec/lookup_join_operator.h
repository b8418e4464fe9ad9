#pragma once

#include "common/row_codec.h"
#include "exec/expression_evaluator.h"
#include "exec/operator.h"

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace sluice::exec {

/// Flink's LookupJoin over a table it can look up whole (the CSV lookup function): open() reads
/// the table once, into rows indexed by the join key; each input row is then joined with the
/// rows of its key (a NULL key matches nothing), the remaining condition filters the pairs, and a
/// LEFT join pads an input row that kept no pair. Rows keep their change kind.
class LookupJoinOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit LookupJoinOperator(const plan::LookupJoinNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;

private:
    Status loadTable();

    const plan::LookupJoinNode &m_node;
    std::shared_ptr<const Schema> m_inputSchema;
    std::shared_ptr<const Schema> m_tableSchema;
    std::shared_ptr<const Schema> m_outputSchema;
    std::vector<std::uint32_t> m_rightKeys;
    std::vector<CompiledExpression> m_leftKeys; ///< per key, over the input row
    std::shared_ptr<const Schema> m_keySchema;  ///< the table's key columns
    std::optional<RowCodec> m_keyCodec, m_rightKeyCodec;
    RowBatch m_keyValues;                       // scratch: the input rows' keys
    std::optional<CompiledExpression> m_condition;
    RowBatch m_table;                                            ///< every row of the table
    std::unordered_multimap<std::string, std::uint32_t> m_index; ///< key bytes -> row of m_table
    std::string m_key;                                           // scratch
};

} // namespace sluice::exec
