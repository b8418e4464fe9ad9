#include "exec/forward_operator.h"

#include "exec/operators.h"

namespace sluice::exec {

Status ForwardOperator::processBatch(int, const RowBatch &batch, Output &out)
{
    if (!batch.empty())
        out.emit(batch.clone());
    return Status::ok();
}

Status ForwardOperator::processOwnedBatch(int, RowBatch &&batch, Output &out)
{
    if (!batch.empty())
        out.emit(std::move(batch));
    return Status::ok();
}

std::unique_ptr<Operator> makeForwardOperator(const plan::PlanNode &)
{
    return std::make_unique<ForwardOperator>();
}

} // namespace sluice::exec
