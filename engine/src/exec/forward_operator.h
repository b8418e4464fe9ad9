#pragma once

#include "exec/operator.h"

namespace sluice::exec {

/// Union and the mini-batch assigner: rows and watermarks pass unchanged (the runtime merges the
/// inputs of a union and min-merges their watermarks before this operator sees them).
class ForwardOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    /// Hands the batch on as it is: nothing reads it after this.
    Status processOwnedBatch(int input, RowBatch &&batch, Output &out) override;
};

} // namespace sluice::exec
