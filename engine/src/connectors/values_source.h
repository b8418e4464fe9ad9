#pragma once

// The rows of a VALUES list (and the one row a SELECT without FROM reads): constant expressions
// evaluated once, emitted in order by the single subtask, after which the source ends.

#include "exec/expression_evaluator.h"
#include "exec/operator.h"

#include <memory>
#include <vector>

namespace sluice::exec {

class ValuesSource final : public SourceReader {
public:
    static Result<std::unique_ptr<SourceReader>> create(const plan::ScanNode &scan);

    explicit ValuesSource(const plan::ScanNode &scan) : m_scan(scan) {}
    Status open(OperatorContext &context) override;
    Result<SourceState> poll(RowBatch &batch) override;
    /// Its position is the next row of the list (one split, "values").
    bool checkpointable() const override { return true; }
    Status snapshotPosition(std::int64_t checkpointId, std::vector<SourceSplitState> &out) override;
    Status restorePosition(const std::vector<SourceSplitState> &splits, int checkpointedParallelism) override;

private:
    const plan::ScanNode &m_scan;
    std::vector<std::vector<CompiledExpression>> m_rows; // compiled in open()
    std::size_t m_next = 0;                               // next row of the list
};

} // namespace sluice::exec
