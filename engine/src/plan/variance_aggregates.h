#pragma once

// STDDEV_POP, STDDEV_SAMP (STDDEV), VAR_POP, VAR_SAMP (VARIANCE) as Flink plans them: Calcite's
// AggregateReduceFunctionsRule replaces each by SUM(x * x), SUM(x) and COUNT(x) and a projection
// computing the variance from them, so they retract as those do and the results match Flink's
// arithmetic (integer types stay integers, DECIMAL keeps Flink's AVG type).

#include "plan/bound_expr.h"

#include <optional>
#include <string_view>

namespace sluice::plan {

enum class VarianceKind : std::uint8_t { PopVariance, SampleVariance, PopStddev, SampleStddev };

/// The kind for an upper-case aggregate name, or nullopt.
std::optional<VarianceKind> varianceKind(std::string_view upperName);

/// The three aggregates a variance is computed from, as references to their results.
struct VarianceParts {
    BoundExprPtr sumOfSquares; ///< SUM(x' * x'), x' = x in the result type
    BoundExprPtr sum;          ///< SUM(x)
    BoundExprPtr count;        ///< COUNT(x)
};

/// The result type (Flink's AVG type of the argument), nullopt for a non-numeric argument.
std::optional<LogicalType> varianceResultType(const LogicalType &argument);
/// x' * x': the argument squared in the result type, the input of the SUM of squares.
BoundExprPtr squaredVarianceArgument(const BoundExprPtr &argument, const LogicalType &resultType);
/// The variance or standard deviation from its parts, cast to `resultType` (nullable).
BoundExprPtr varianceFromParts(VarianceKind kind, const VarianceParts &parts,
                               const LogicalType &resultType, SourceRange range);

} // namespace sluice::plan
