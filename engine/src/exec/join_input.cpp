#include "exec/join_input.h"

#include "exec/row_key_selector.h"

namespace sluice::exec {

Status compileJoinCondition(const plan::BoundExprPtr &condition, const Schema &output,
                            const OperatorContext &context, std::optional<CompiledExpression> &out)
{
    out.reset();
    if (!condition)
        return Status::ok();
    auto compiled = CompiledExpression::compile(condition, output, ExpressionSession::of(context.config));
    if (!compiled)
        return Status(compiled.status()).from(context.name);
    out.emplace(std::move(*compiled));
    out->setClock(context.clock);
    return Status::ok();
}

bool setUpJoinInputs(const plan::JoinNode &node, JoinInput &left, JoinInput &right)
{
    if (node.inputs.size() != 2 || node.leftKeys.size() != node.rightKeys.size())
        return false;
    JoinInput *sides[2] = {&left, &right};
    const std::vector<int> *keys[2] = {&node.leftKeys, &node.rightKeys};
    std::size_t offset = 0;
    for (int s = 0; s < 2; ++s) {
        JoinInput &side = *sides[s];
        side.schema = schemaFromPlan(node.inputs[static_cast<std::size_t>(s)]->schema);
        side.keys.clear();
        for (int k : *keys[s])
            side.keys.push_back(static_cast<std::uint32_t>(k));
        side.hasher.emplace(*side.schema, side.keys);
        side.keyCodec.emplace(RowCodec::forKey(*side.schema, side.keys));
        side.offset = offset;
        offset += side.schema->size();
    }
    left.outer = node.joinKind == plan::JoinKind::Left || node.joinKind == plan::JoinKind::Full;
    right.outer = node.joinKind == plan::JoinKind::Right || node.joinKind == plan::JoinKind::Full;
    return offset == node.schema.size();
}

} // namespace sluice::exec
