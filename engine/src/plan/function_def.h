#pragma once

// A scalar built-in function implemented in engine/src/functions/: its typing (binder) and its
// kernel (compiled expressions) side by side, so a function lives in one place. Bound calls of
// such a function are ScalarFunction::Defined with BoundExpr::def pointing here. (The older
// functions with their own ScalarFunction value are typed in expression_functions.cpp and
// compiled in exec/expr_*.cpp.)

#include <sluice/status.h>
#include <sluice/text.h>
#include "plan/bound_expr.h"

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::exec::detail {
class Node;
}

namespace sluice::plan {

/// The binder's view of one call while typing it.
struct FunctionTyping {
    std::vector<BoundExprPtr> &args; ///< bound arguments; a typing may wrap them in casts
    Text error;                      ///< set for a message other than Flink's "Cannot apply"
};

/// One implemented scalar function (a name may have one def per family of forms only).
struct ScalarFunctionDef {
    std::string_view name;  ///< upper case
    std::size_t minArgs = 0;
    std::size_t maxArgs = 0; ///< kAnyArgs: variadic
    /// Flink's "Supported form(s)" text, for the "Cannot apply" message.
    std::string_view forms;
    /// The result type for these arguments, or nullopt when they do not fit (then `error`, or
    /// Flink's "Cannot apply" message naming `forms`).
    std::optional<LogicalType> (*type)(FunctionTyping &typing) = nullptr;
    /// The kernel over compiled arguments of the bound call `call`.
    Result<std::unique_ptr<exec::detail::Node>> (*compile)(
        const BoundExpr &call, std::vector<std::unique_ptr<exec::detail::Node>> args) = nullptr;
    /// False for RAND(), UUID(): never folded, evaluated per row.
    bool deterministic = true;
    /// True for functions of the clock (NOW(), CURRENT_DATE): evaluated per row in streaming.
    bool readsClock = false;
    /// Instead of a kernel: the typed call rewritten into other expressions (NULLIF into a
    /// CASE), so it is planned and evaluated as they are.
    BoundExprPtr (*rewrite)(std::vector<BoundExprPtr> &args, const LogicalType &type,
                            SourceRange range) = nullptr;
};

inline constexpr std::size_t kAnyArgs = static_cast<std::size_t>(-1);

/// The defs of FLOOR(x TO unit) and CEIL(x TO unit), apart from FLOOR(x) and CEIL(x) (a space
/// keeps their names out of SQL's reach).
inline constexpr std::string_view kFloorToDef = "FLOOR TO";
inline constexpr std::string_view kCeilToDef = "CEIL TO";

/// The implemented function named `upperName`, or null.
const ScalarFunctionDef *findScalarFunctionDef(std::string_view upperName);

/// The defs of each family (engine/src/functions/*.cpp), gathered by findScalarFunctionDef.
std::span<const ScalarFunctionDef> temporalFunctionDefs();
std::span<const ScalarFunctionDef> stringFunctionDefs();
std::span<const ScalarFunctionDef> mathFunctionDefs();
std::span<const ScalarFunctionDef> conditionalFunctionDefs();
std::span<const ScalarFunctionDef> hashFunctionDefs();
std::span<const ScalarFunctionDef> jsonFunctionDefs();
std::span<const ScalarFunctionDef> jsonConstructionFunctionDefs();

} // namespace sluice::plan
