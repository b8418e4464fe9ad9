#pragma once

// The sink of a bare SELECT (SinkNode::table == nullptr): hands every batch to the sink hooks'
// row listener, which the command line prints as a tableau and the GUI shows as results.

#include "exec/operator.h"

namespace sluice::exec {

class CollectSink final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit CollectSink(const plan::SinkNode &node) : m_node(node) {}

    Status processBatch(int input, const RowBatch &batch, Output &out) override;

private:
    const plan::SinkNode &m_node;
};

} // namespace sluice::exec
