#pragma once

// Typed, name-resolved scalar expressions: what the binder makes of sql::Expr and what the
// runtime compiles into evaluators over batches. Column references are positions in the input
// row of the operator that evaluates the expression.

#include "common/logical_type.h"

#include <memory>
#include <string>
#include <vector>

namespace sluice::plan {

/// The scalar operations and built-in functions the engine evaluates.
enum class ScalarFunction : std::uint8_t {
    // arithmetic
    Plus, Minus, Multiply, Divide, Modulo, Negate,
    // comparison and logic (SQL three-valued)
    Equals, NotEquals, LessThan, LessThanOrEqual, GreaterThan, GreaterThanOrEqual,
    IsDistinctFrom, IsNotDistinctFrom, And, Or, Not,
    IsNull, IsNotNull, IsTrue, IsNotTrue, IsFalse, IsNotFalse,
    In,   ///< args: operand, candidates...
    Like,      ///< args: operand, pattern [, escape]
    SimilarTo, ///< args: operand, pattern [, escape]
    // strings
    Concat, ConcatWs, Upper, Lower, Substring, CharLength, Replace, RegexpExtract,
    SplitIndex,
    // numbers
    Abs, Round, Floor, Ceil, Power,
    // conditionals
    Coalesce, If,
    // time
    DateFormat, ToTimestamp, CurrentTimestamp, LocalTimestamp, Proctime, CurrentWatermark,
    // nested values
    FieldAccess,      ///< args: row, INT literal field index (0-based); `r.f`
    ArrayElement,     ///< args: array, index (1-based); `a[i]`
    MapValue,         ///< args: map, key; `m[k]`
    RowConstructor,   ///< ROW(a, b, ...)
    ArrayConstructor, ///< ARRAY[a, b, ...]
    MapConstructor,   ///< MAP[k1, v1, k2, v2, ...]
    Cardinality, Element,
    // collection functions
    ArrayContains, ArrayPosition, ArrayReverse, ArrayDistinct, ArrayRemove, ArrayAppend,
    ArrayPrepend, ArrayConcat, ArraySlice, ArrayJoin, ArrayMax, ArrayMin, ArraySort, ArrayUnion,
    ArrayIntersect, ArrayExcept,
    MapKeys, MapValues, MapEntries, MapFromArrays, MapUnion,
    // planner-internal
    HashCode, ///< a stable hash of the argument (distinct-aggregate split buckets)
    /// A function of engine/src/functions/, typed and compiled by BoundExpr::def.
    Defined,
};

struct ScalarFunctionDef;

/// The SQL spelling used in plans and messages ("+", "=", "UPPER", ...).
const char *scalarFunctionName(ScalarFunction f);

enum class BoundExprKind : std::uint8_t {
    Literal,  ///< a constant; `literalText` in canonical form, `isNullLiteral` for NULL
    InputRef, ///< column `inputIndex` of the input row
    Call,     ///< function(args)
    Cast,     ///< CAST(args[0] AS type); tryCast for TRY_CAST
    Case,     ///< args: cond1, result1, cond2, result2, ..., else
};

struct BoundExpr;
using BoundExprPtr = std::shared_ptr<const BoundExpr>;

struct BoundExpr {
    BoundExprKind kind = BoundExprKind::Literal;
    LogicalType type;
    SourceRange range;

    // Literal
    std::string literalText; ///< numbers as digits, strings unescaped, temporals ISO, intervals in ms/months
    bool isNullLiteral = false;
    bool symbol = false; ///< a keyword argument such as the DAY of TIMESTAMPDIFF(DAY, a, b)
    // InputRef
    int inputIndex = -1;
    std::string name; ///< the column name for InputRef, for plans and messages
    // Call / Cast / Case
    ScalarFunction function = ScalarFunction::Plus;
    const ScalarFunctionDef *def = nullptr; ///< for ScalarFunction::Defined
    bool tryCast = false;
    std::vector<BoundExprPtr> args;

    /// A compact rendering for plans: `amount`, `+(a, 1)`, `CAST(x AS BIGINT)`, `'abc'`.
    std::string toString() const;
    /// Structural equality, ignoring ranges (GROUP BY matching, common sub-expressions).
    bool sameAs(const BoundExpr &other) const;
    /// True when this is a constant expression (no input refs, no non-deterministic calls).
    bool isConstant() const;
    /// True when this expression reads the clock (CURRENT_TIMESTAMP, LOCALTIMESTAMP, PROCTIME()),
    /// so two evaluations of it may differ.
    bool readsClock() const;
    /// Indexes of the input columns this expression reads.
    void collectInputRefs(std::vector<int> &out) const;
};

BoundExprPtr makeLiteral(LogicalType type, std::string text, SourceRange range = {});
BoundExprPtr makeNullLiteral(LogicalType type, SourceRange range = {});
BoundExprPtr makeInputRef(int index, LogicalType type, std::string name, SourceRange range = {});
BoundExprPtr makeCall(ScalarFunction f, LogicalType type, std::vector<BoundExprPtr> args,
                      SourceRange range = {});
/// A call of a function of engine/src/functions/.
BoundExprPtr makeDefinedCall(const ScalarFunctionDef &def, LogicalType type,
                             std::vector<BoundExprPtr> args, SourceRange range = {});
BoundExprPtr makeCast(BoundExprPtr operand, LogicalType type, bool tryCast, SourceRange range = {});
BoundExprPtr makeCase(std::vector<BoundExprPtr> args, LogicalType type, SourceRange range = {});

/// The same expression with every InputRef index mapped through `mapping` (old -> new).
BoundExprPtr remapInputs(const BoundExprPtr &expr, const std::vector<int> &mapping);
/// The same expression with every InputRef i replaced by `inputs[i]` (merging a Calc into the
/// Calc below it).
BoundExprPtr substituteInputs(const BoundExprPtr &expr, const std::vector<BoundExprPtr> &inputs);
/// The same expression with every InputRef index shifted by `offset`.
BoundExprPtr shiftInputs(const BoundExprPtr &expr, int offset);

/// Splits an expression into its AND-ed conjuncts.
void splitConjuncts(const BoundExprPtr &expr, std::vector<BoundExprPtr> &out);
/// AND of the conjuncts; null for none.
BoundExprPtr combineConjuncts(const std::vector<BoundExprPtr> &conjuncts);

} // namespace sluice::plan
