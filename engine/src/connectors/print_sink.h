#pragma once

// The `print` connector (Flink's PrintTableSink): one line per change, `+I[1, Alice, 90]`, prefixed
// by `print-identifier`, then `:` and the 1-based subtask number when the sink runs in parallel,
// then `> ` (no prefix at all without identifier at parallelism 1). Lines go to the sink hooks'
// standardOut, or standardError with 'standard-error' = 'true', without the line break.

#include "exec/operator.h"

#include <string>
#include <vector>

namespace sluice::exec {

class PrintSink final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    static Result<std::unique_ptr<Operator>> create(const plan::SinkNode &node);
    PrintSink(const plan::SinkNode &node, std::string identifier, bool standardError);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;

    /// Flink's PrintSinkOutputWriter prefix for a subtask (0-based index) of `parallelism`.
    static std::string linePrefix(const std::string &identifier, int subtaskIndex, int parallelism);

private:
    const plan::SinkNode &m_node;
    std::string m_identifier;
    bool m_standardError = false;
    std::string m_prefix;
    std::vector<std::size_t> m_columns; // input columns in table order
    bool m_identity = true;
    const LineWriter *m_writer = nullptr;
    std::string m_line; // reused
};

} // namespace sluice::exec
