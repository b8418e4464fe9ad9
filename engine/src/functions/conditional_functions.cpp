// Conditional functions of engine/src/functions/: NULLIF, IFNULL, GREATEST and LEAST, typed as
// Flink types them and rewritten into CASE, COALESCE and comparisons, so they are planned and
// evaluated as those are.

#include "functions/function_kernel.h"
#include "plan/catalog.h"

#include <sluice/text.h>

namespace sluice::functions {
namespace {

using plan::makeCall;
using plan::makeCase;
using plan::ScalarFunction;

bool comparable(const std::vector<BoundExprPtr> &args, std::optional<LogicalType> &common)
{
    std::vector<LogicalType> types;
    for (const auto &a : args)
        types.push_back(a->type);
    common = commonType(types);
    return common.has_value() && (isComparable(*common) || common->root() == R::Null);
}

std::optional<LogicalType> typeNullIf(FunctionTyping &t)
{
    std::optional<LogicalType> common;
    if (!comparable(t.args, common))
        return std::nullopt;
    // The first argument's type, nullable.
    return t.args[0]->type.asNullable();
}

BoundExprPtr rewriteNullIf(std::vector<BoundExprPtr> &args, const LogicalType &type, SourceRange range)
{
    // CASE WHEN a = b THEN NULL ELSE a END
    const LogicalType common = *commonType(args[0]->type, args[1]->type);
    auto equals = makeCall(ScalarFunction::Equals,
                           LogicalType::boolean(args[0]->type.isNullable() || args[1]->type.isNullable()),
                           {plan::castIfNeeded(args[0], common), plan::castIfNeeded(args[1], common)}, range);
    return makeCase({equals, plan::makeNullLiteral(type), plan::castIfNeeded(args[0], type)}, type, range);
}

std::optional<LogicalType> typeIfNull(FunctionTyping &t)
{
    auto common = commonType(t.args[0]->type, t.args[1]->type);
    if (!common)
        return std::nullopt;
    return common->withNullability(t.args[0]->type.isNullable() && t.args[1]->type.isNullable());
}

BoundExprPtr rewriteIfNull(std::vector<BoundExprPtr> &args, const LogicalType &type, SourceRange range)
{
    for (auto &a : args)
        a = plan::castIfNeeded(a, type.withNullability(a->type.isNullable()));
    return makeCall(ScalarFunction::Coalesce, type, args, range);
}

std::optional<LogicalType> typeGreatest(FunctionTyping &t)
{
    std::optional<LogicalType> common;
    if (!comparable(t.args, common))
        return std::nullopt;
    return common->withNullability(anyNullable(t.args));
}

/// GREATEST / LEAST: NULL when any argument is NULL, else the largest (smallest), pairwise.
template <bool Greatest>
BoundExprPtr rewriteExtreme(std::vector<BoundExprPtr> &args, const LogicalType &type, SourceRange range)
{
    for (auto &a : args)
        a = plan::castIfNeeded(a, type.withNullability(a->type.isNullable()));
    BoundExprPtr best = args[0];
    for (std::size_t k = 1; k < args.size(); ++k) {
        const BoundExprPtr &next = args[k];
        const bool nullable = best->type.isNullable() || next->type.isNullable();
        auto anyNull = makeCall(ScalarFunction::Or, LogicalType::boolean(false),
                                {makeCall(ScalarFunction::IsNull, LogicalType::boolean(false), {best}, range),
                                 makeCall(ScalarFunction::IsNull, LogicalType::boolean(false), {next}, range)},
                                range);
        auto keep = makeCall(Greatest ? ScalarFunction::GreaterThanOrEqual : ScalarFunction::LessThanOrEqual,
                             LogicalType::boolean(nullable), {best, next}, range);
        const LogicalType t = type.withNullability(nullable);
        best = makeCase({anyNull, plan::makeNullLiteral(t), keep, best, next}, t, range);
    }
    return best;
}

std::optional<LogicalType> typeTypeOf(FunctionTyping &t)
{
    if (t.args.size() == 2 &&
        (t.args[1]->kind != plan::BoundExprKind::Literal || t.args[1]->type.root() != R::Boolean)) {
        t.error = sluice::Engine::tr("TYPEOF's second argument (forceSerializable) must be a BOOLEAN literal");
        return std::nullopt;
    }
    return LogicalType::string(true);
}

/// TYPEOF(x): the argument's logical type as Flink summarizes it, a constant.
BoundExprPtr rewriteTypeOf(std::vector<BoundExprPtr> &args, const LogicalType &type, SourceRange range)
{
    LogicalType t = args[0]->type;
    if (t.root() == R::Null)
        return plan::makeLiteral(type, "NULL", range);
    return plan::makeLiteral(type, t.toString(), range);
}

std::optional<LogicalType> typeCurrentDatabase(FunctionTyping &)
{
    return LogicalType::string(false);
}

/// CURRENT_DATABASE(): the session's database, a constant (the engine has one).
BoundExprPtr rewriteCurrentDatabase(std::vector<BoundExprPtr> &, const LogicalType &type, SourceRange range)
{
    return plan::makeLiteral(type, plan::kCurrentDatabase, range);
}

Result<NodePtr> noKernel(const BoundExpr &, std::vector<NodePtr>)
{
    return Status::internal("rewritten function compiled");
}

const ScalarFunctionDef kDefs[] = {
    {"NULLIF", 2, 2, "NULLIF(<COMPARABLE>, <COMPARABLE>)", typeNullIf, noKernel, true, false,
     rewriteNullIf},
    {"IFNULL", 2, 2, "IFNULL(<ANY>, <ANY>)", typeIfNull, noKernel, true, false, rewriteIfNull},
    {"GREATEST", 1, plan::kAnyArgs, "GREATEST(<COMPARABLE>, ...)", typeGreatest, noKernel, true,
     false, rewriteExtreme<true>},
    {"LEAST", 1, plan::kAnyArgs, "LEAST(<COMPARABLE>, ...)", typeGreatest, noKernel, true, false,
     rewriteExtreme<false>},
    {"TYPEOF", 1, 2, "TYPEOF(<ANY>)\nTYPEOF(<ANY>, <BOOLEAN LITERAL>)", typeTypeOf, noKernel, true,
     false, rewriteTypeOf},
    {"CURRENT_DATABASE", 0, 0, "CURRENT_DATABASE()", typeCurrentDatabase, noKernel, true, false,
     rewriteCurrentDatabase},
};

} // namespace
} // namespace sluice::functions

std::span<const sluice::plan::ScalarFunctionDef> sluice::plan::conditionalFunctionDefs()
{
    return functions::kDefs;
}
