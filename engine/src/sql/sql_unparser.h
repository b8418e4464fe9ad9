#pragma once

// SQL text of an expression as Flink shows it back (Calcite's unparse): identifiers in
// backquotes, keywords and function names in upper case, one space around binary operators,
// parentheses only where precedence needs them, INTERVAL '5' SECOND with the singular unit.
// DESCRIBE prints computed columns (`AS `a` * 2`) and watermarks (`ts` - INTERVAL '5' SECOND)
// this way.

#include "sql/ast.h"

#include <string>
#include <string_view>

namespace sluice::sql {

/// The expression's SQL text. Parts the unparser does not know (subqueries) are copied from
/// `source`, the script text the expression's ranges index into.
std::string unparseExpression(const Expr &expr, std::string_view source);

} // namespace sluice::sql
