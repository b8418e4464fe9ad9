// The registry of the functions of engine/src/functions/ and their shared helpers.

#include "functions/function_kernel.h"

#include <algorithm>
#include <map>

namespace sluice::plan {

const ScalarFunctionDef *findScalarFunctionDef(std::string_view upperName)
{
    static const std::map<std::string_view, const ScalarFunctionDef *> byName = [] {
        std::map<std::string_view, const ScalarFunctionDef *> m;
        for (auto family : {temporalFunctionDefs(), stringFunctionDefs(), mathFunctionDefs(),
                            conditionalFunctionDefs(), hashFunctionDefs(), jsonFunctionDefs(),
                            jsonConstructionFunctionDefs()}) {
            for (const ScalarFunctionDef &def : family)
                m.emplace(def.name, &def);
        }
        return m;
    }();
    const auto it = byName.find(upperName);
    return it == byName.end() ? nullptr : it->second;
}

} // namespace sluice::plan

namespace sluice::functions {

Result<NodePtr> castTo(NodePtr node, const LogicalType &type)
{
    if (node->type().equalsIgnoringNullability(type))
        return node;
    std::string text = node->text;
    auto r = exec::detail::makeCastNode(std::move(node), type.asNullable(), false);
    if (r)
        (*r)->text = text;
    return r;
}

Status castArgs(std::vector<NodePtr> &args, const LogicalType &type, std::size_t first)
{
    for (std::size_t k = first; k < args.size(); ++k) {
        auto c = castTo(std::move(args[k]), type);
        if (!c)
            return c.status();
        args[k] = std::move(*c);
    }
    return Status::ok();
}

bool anyNullable(const std::vector<BoundExprPtr> &args)
{
    return std::any_of(args.begin(), args.end(),
                       [](const BoundExprPtr &a) { return a->type.isNullable(); });
}

std::string_view symbolArg(const BoundExprPtr &arg)
{
    return arg->kind == plan::BoundExprKind::Literal && arg->symbol ? std::string_view(arg->literalText)
                                                                    : std::string_view();
}

std::optional<std::string> constantString(const BoundExprPtr &arg)
{
    if (arg->kind != plan::BoundExprKind::Literal || arg->isNullLiteral || arg->symbol ||
        !isString(arg->type))
        return std::nullopt;
    return arg->literalText;
}

} // namespace sluice::functions
