#pragma once

// The `blackhole` connector: accepts every change (inserts, updates, deletes) and discards it,
// counting the rows; for benchmarks and for jobs whose output does not matter.

#include "exec/operator.h"

#include <cstdint>

namespace sluice::exec {

class BlackholeSink final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit BlackholeSink(const plan::SinkNode &node) : m_node(node) {}

    Status processBatch(int input, const RowBatch &batch, Output &out) override;

    /// Rows consumed so far.
    std::int64_t rowsConsumed() const { return m_rows; }

private:
    const plan::SinkNode &m_node;
    std::int64_t m_rows = 0;
};

} // namespace sluice::exec
