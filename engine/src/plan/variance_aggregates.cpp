#include "plan/variance_aggregates.h"

#include "plan/expression_binder.h"

namespace sluice::plan {
namespace {

BoundExprPtr arithmetic(ScalarFunction f, ArithmeticOp op, BoundExprPtr a, BoundExprPtr b,
                        SourceRange range)
{
    auto type = arithmeticResultType(op, a->type, b->type);
    return makeCall(f, type ? *type : LogicalType::doubleType(), {std::move(a), std::move(b)}, range);
}

} // namespace

std::optional<VarianceKind> varianceKind(std::string_view upperName)
{
    if (upperName == "VAR_POP")
        return VarianceKind::PopVariance;
    if (upperName == "VAR_SAMP" || upperName == "VARIANCE")
        return VarianceKind::SampleVariance;
    if (upperName == "STDDEV_POP")
        return VarianceKind::PopStddev;
    if (upperName == "STDDEV_SAMP" || upperName == "STDDEV")
        return VarianceKind::SampleStddev;
    return std::nullopt;
}

std::optional<LogicalType> varianceResultType(const LogicalType &argument)
{
    if (!isNumeric(argument))
        return std::nullopt;
    return avgResultType(argument);
}

BoundExprPtr squaredVarianceArgument(const BoundExprPtr &argument, const LogicalType &resultType)
{
    const BoundExprPtr x = castIfNeeded(argument, resultType.withNullability(argument->type.isNullable()));
    return arithmetic(ScalarFunction::Multiply, ArithmeticOp::Multiply, x, x, argument->range);
}

BoundExprPtr varianceFromParts(VarianceKind kind, const VarianceParts &parts,
                               const LogicalType &resultType, SourceRange range)
{
    // AggregateReduceFunctionsRule.reduceStddev:
    //   (SUM(x*x) - SUM(x) * SUM(x) / COUNT(x)) / COUNT(x)            population
    //   (SUM(x*x) - SUM(x) * SUM(x) / COUNT(x)) / CASE COUNT(x) = 1 THEN NULL ELSE COUNT(x) - 1
    //                                                                  sample
    // with SUM(x) cast to the result type first, POWER(.., 0.5) for the deviations, and the
    // whole cast to the result type.
    const BoundExprPtr sum = castIfNeeded(parts.sum, resultType.withNullability(parts.sum->type.isNullable()));
    const BoundExprPtr sumSquared =
        arithmetic(ScalarFunction::Multiply, ArithmeticOp::Multiply, sum, sum, range);
    const BoundExprPtr avgSumSquared =
        arithmetic(ScalarFunction::Divide, ArithmeticOp::Divide, sumSquared, parts.count, range);
    const BoundExprPtr diff =
        arithmetic(ScalarFunction::Minus, ArithmeticOp::Minus, parts.sumOfSquares, avgSumSquared, range);
    BoundExprPtr denominator = parts.count;
    const bool sample = kind == VarianceKind::SampleVariance || kind == VarianceKind::SampleStddev;
    if (sample) {
        const BoundExprPtr one = makeLiteral(LogicalType::integer(false), "1", range);
        const BoundExprPtr countIsOne =
            makeCall(ScalarFunction::Equals, LogicalType::boolean(false),
                     {parts.count, castIfNeeded(one, parts.count->type)}, range);
        const BoundExprPtr countMinusOne =
            arithmetic(ScalarFunction::Minus, ArithmeticOp::Minus, parts.count, one, range);
        denominator = makeCase({countIsOne, makeNullLiteral(countMinusOne->type.asNullable(), range),
                                countMinusOne},
                               countMinusOne->type.asNullable(), range);
    }
    BoundExprPtr result =
        arithmetic(ScalarFunction::Divide, ArithmeticOp::Divide, diff, denominator, range);
    if (kind == VarianceKind::PopStddev || kind == VarianceKind::SampleStddev) {
        const BoundExprPtr half = makeLiteral(LogicalType::decimal(2, 1, false), "0.5", range);
        result = makeCall(ScalarFunction::Power, LogicalType::doubleType(true), {result, half}, range);
    }
    return makeCast(result, resultType.asNullable(), false, range);
}

} // namespace sluice::plan
