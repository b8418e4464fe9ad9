#pragma once

// Binds sql::Expr trees to BoundExpr over a Scope: name resolution, Flink's typing rules for
// operators and built-in functions, and (in an aggregate query) the mapping of grouped
// expressions and aggregate calls onto the aggregate's output.

#include "plan/binder.h"
#include "plan/grouping_sets.h"
#include "plan/variance_aggregates.h"

#include <functional>

namespace sluice::plan {

/// An aggregate call met while binding SELECT/HAVING of an aggregate query.
struct PendingAgg {
    AggFunction function = AggFunction::Count;
    BoundExprPtr arg;    ///< over the aggregate's input scope; null for COUNT(*)
    BoundExprPtr arg2;   ///< JSON_OBJECTAGG's value (arg is the key)
    bool skipNulls = false;      ///< IGNORE NULLS / ABSENT ON NULL
    std::string separator = ","; ///< LISTAGG
    BoundExprPtr filter; ///< FILTER (WHERE ...) over the input scope; null when none
    bool distinct = false;
    LogicalType type;
    SourceRange range;
};

/// The aggregate that keeps its values named `upperName` (LISTAGG, ARRAY_AGG, COLLECT,
/// FIRST_VALUE, LAST_VALUE, JSON_OBJECTAGG, JSON_ARRAYAGG), if it is one.
std::optional<AggFunction> valueListAggregate(std::string_view upperName);

/// What an aggregate query exposes to SELECT and HAVING: group expressions first, then
/// aggregate results, as the Aggregate node's output.
struct AggContext {
    std::vector<BoundExprPtr> groupExprs; ///< over the input scope
    std::vector<std::string> groupNames;
    std::vector<PendingAgg> aggs;
    /// GROUPING SETS, ROLLUP, CUBE: the sets in the order the expansion emits them (empty for a
    /// plain GROUP BY); the Aggregate then also groups by the set's id, $e, after the expressions.
    std::vector<GroupingSet> groupingSets;
    /// Calcite's group count, GROUP BY's elements other than `()` (FIRST_VALUE is nullable
    /// without any).
    int groupCount = 0;
    bool groupingCalled = false; ///< GROUPING or GROUPING_ID was bound (GroupingSetPlan)

    /// The Aggregate's columns before the aggregate results: the group expressions, then $e.
    int keyColumns() const
    {
        return static_cast<int>(groupExprs.size()) + (groupingSets.empty() ? 0 : 1);
    }
    /// Group expression i as the Aggregate outputs it: nullable where a grouping set leaves it out.
    LogicalType groupType(std::size_t i) const
    {
        const LogicalType &t = groupExprs[i]->type;
        return groupingSets.empty() || groupedInEverySet(groupingSets, static_cast<int>(i)) ? t
                                                                                            : t.asNullable();
    }
};

/// An OVER window as bound: PARTITION BY, the ordering time attribute and the frame, after
/// named windows (WINDOW w AS (...)) are resolved. In batch mode the ordering is any list of
/// expressions and the frame any two bounds (`batch`, `order`, `batchFrame`).
struct BoundOverWindow {
    std::vector<BoundExprPtr> partitionBy; ///< over the input scope
    int orderColumn = -1;                  ///< input column of the time attribute
    bool proctime = false;
    OverFrame frame;
    bool framed = false; ///< ROWS / RANGE was written (LAG takes none)
    SourceRange range;
    bool batch = false;
    struct Order {
        BoundExprPtr expr;
        bool descending = false;
        std::optional<bool> nullsFirst;
    };
    std::vector<Order> order;
    BatchOverFrame batchFrame;
    /// The same window: equal partitioning, ordering and frame.
    bool sameWindow(const BoundOverWindow &other) const;
};

/// An OVER call met while binding a select list.
struct PendingOver {
    OverFunction function = OverFunction::Aggregate;
    std::size_t window = 0;    ///< OverContext::windows (batch mode has several)
    std::int64_t buckets = 0;  ///< NTILE's argument
    PendingAgg agg;            ///< Aggregate: the call; the others: arg and type
    BoundExprPtr offset;       ///< LAG's offset; null for 1
    BoundExprPtr defaultValue; ///< LAG's default; null for NULL
    bool sameCall(const PendingOver &other) const;
};

/// The OVER calls of a select list: one window for all of them (Flink runs one per
/// OverAggregate), their results following the input's columns (InputRef inputWidth + i).
struct OverContext {
    int inputWidth = 0;
    std::vector<BoundOverWindow> windows; ///< one in streaming, as Flink's streaming planner runs
    std::vector<PendingOver> calls;
};

/// A DEFINE condition or a measure of MATCH_RECOGNIZE being bound (binder_match.cpp): column
/// references and FIRST / LAST / aggregates over pattern variables become navigations, read by
/// the bound expression as InputRef i. Their arguments are bound in `argument` mode: over the
/// input row, all from one variable.
struct MatchContext {
    const std::vector<std::string> *variables = nullptr; ///< in pattern order
    int defining = -1;                                   ///< DEFINE of this variable; -1: MEASURES
    std::vector<MatchNavigation> navigations;
    bool argument = false;
    static constexpr int kUnread = -100;
    int argumentVariable = kUnread; ///< argument mode: the variable read (-1 `*`, kNoRows)
    /// MEASURES: qualifiers that name no rows (SUBSET names, the input table's name).
    const std::vector<std::string> *emptyQualifiers = nullptr;
};

class ExpressionBinder {
public:
    ExpressionBinder(Binder &binder, const Scope &scope, AggContext *agg = nullptr,
                     OverContext *over = nullptr, MatchContext *match = nullptr)
        : m_binder(binder), m_scope(scope), m_agg(agg), m_over(over), m_match(match) {}

    BoundExprPtr bind(const sql::Expr &expr);
    /// Binds and checks the result is BOOLEAN (WHERE, HAVING, ON, FILTER).
    BoundExprPtr bindCondition(const sql::Expr &expr, const char *clause);

    /// True when the tree contains an aggregate call outside OVER windows.
    static bool containsAggregate(const sql::Expr &expr);
    /// True when `expr` or one of its parts, outside OVER windows and subqueries, satisfies
    /// `matches`.
    static bool containsExpr(const sql::Expr &expr,
                             const std::function<bool(const sql::Expr &)> &matches);
    /// True when `call` names COUNT, SUM, MIN, MAX or AVG (without OVER).
    static bool isAggregateCall(const sql::Expr &expr);
    /// True for GROUPING(...), GROUPING_ID(...) and GROUP_ID().
    static bool isGroupingFunctionCall(const sql::Expr &expr);
    /// The output name Flink gives a select item without alias: the column name, else EXPR$i.
    static std::string defaultName(const sql::Expr &expr, std::size_t position);
    /// A literal's type and canonical text.
    BoundExprPtr bindLiteral(const sql::LiteralExpr &lit);

private:
    BoundExprPtr bindPlain(const sql::Expr &expr);
    BoundExprPtr bindColumnRef(const sql::ColumnRefExpr &ref);
    /// `base.field` on a ROW value (nested_access.cpp).
    BoundExprPtr bindFieldAccess(BoundExprPtr base, const sql::Ident &field, SourceRange range);
    /// `base[index]` on an ARRAY (1-based) or a MAP (by key).
    BoundExprPtr bindItem(BoundExprPtr base, BoundExprPtr index, SourceRange range);
    /// ROW(...), ARRAY[...], MAP[...], CARDINALITY and ELEMENT; null when `name` is none of them.
    BoundExprPtr bindNestedFunction(const std::string &name, const sql::FunctionCallExpr &call);
    /// A call of a function of engine/src/functions/ (plan/function_def.h).
    BoundExprPtr bindDefinedCall(const ScalarFunctionDef &def, const sql::FunctionCallExpr &call);
    /// The ARRAY_* and MAP_* functions; null when `name` is none of them.
    BoundExprPtr bindCollectionFunction(const std::string &name, const sql::FunctionCallExpr &call);
    BoundExprPtr bindUnary(const sql::UnaryExpr &e);
    BoundExprPtr bindBinary(const sql::BinaryExpr &e);
    BoundExprPtr bindComparison(ScalarFunction f, BoundExprPtr l, BoundExprPtr r, SourceRange range,
                                const char *op);
    BoundExprPtr selfComparison(ScalarFunction f, const BoundExprPtr &x, bool nullable, SourceRange range);
    BoundExprPtr bindIs(const sql::IsExpr &e);
    BoundExprPtr bindBetween(const sql::BetweenExpr &e);
    BoundExprPtr bindInList(const sql::InListExpr &e);
    BoundExprPtr bindLike(const sql::LikeExpr &e);
    BoundExprPtr bindCase(const sql::CaseExpr &e);
    BoundExprPtr bindCast(const sql::CastExpr &e);
    BoundExprPtr bindInterval(const sql::IntervalExpr &e);
    BoundExprPtr bindFunction(const sql::FunctionCallExpr &call);
    BoundExprPtr bindAggregate(const sql::FunctionCallExpr &call);
    /// GROUPING(...), GROUPING_ID(...) and GROUP_ID() of an aggregate query: a constant per
    /// grouping set, chosen by the set's id $e.
    BoundExprPtr bindGroupingFunction(const sql::FunctionCallExpr &call);
    /// STDDEV_* / VAR_* as SUM(x*x), SUM(x), COUNT(x) and the formula over them
    /// (plan/variance_aggregates.h).
    BoundExprPtr bindVarianceAggregate(VarianceKind kind, const sql::FunctionCallExpr &call);
    /// The reference to an aggregate's result, registering it unless an equal one exists.
    BoundExprPtr aggregateRef(const PendingAgg &agg, SourceRange range);
    /// An aggregate call's argument, filter and result type (Flink's typing of COUNT, SUM,
    /// AVG, MIN and MAX), over this binder's scope.
    PendingAgg aggregateCall(const sql::FunctionCallExpr &call);
    /// LISTAGG, ARRAY_AGG, COLLECT, FIRST_VALUE, LAST_VALUE, JSON_OBJECTAGG, JSON_ARRAYAGG.
    PendingAgg valueListAggregateCall(const sql::FunctionCallExpr &call, ExpressionBinder &inner);
    /// `f(...) OVER ...` in a select list: registered in the OverContext, whose window it must
    /// share (binder_over.cpp).
    /// Registers an OVER call of the select list's window; the reference to its result.
    BoundExprPtr registerOverCall(const PendingOver &p, const BoundOverWindow &window,
                                  const sql::FunctionCallExpr &call);
    BoundExprPtr bindOverCall(const sql::FunctionCallExpr &call);
    /// The window of an OVER clause, checked as Flink's streaming OverAggregate checks it.
    BoundOverWindow bindOverWindow(const sql::WindowSpec &spec, const std::string &function);
    /// Batch mode: any ordering, ROWS or RANGE between any two bounds, checked as Calcite does.
    BoundOverWindow bindBatchOverWindow(const sql::WindowSpec &spec);
    /// A batch frame bound: its kind and offset (ROWS: a row count; RANGE: a distance in the
    /// ordering value), checked against the ordering.
    OverFrameBound bindFrameBound(const sql::FrameBound &bound, bool rows,
                                  const BoundOverWindow &window);
    /// MATCH_RECOGNIZE: `A.price`, `price`, FIRST/LAST/PREV(...), aggregates, MATCH_ROWTIME()
    /// (binder_match.cpp); bindMatchFunction returns null for other functions.
    BoundExprPtr bindMatchColumn(const sql::ColumnRefExpr &ref);
    BoundExprPtr bindMatchFunction(const sql::FunctionCallExpr &call);
    /// Registers a navigation (once) and returns the InputRef that reads it.
    BoundExprPtr matchNavigationRef(MatchNavigation navigation, SourceRange range);
    /// Binds an argument of FIRST / LAST / an aggregate over the input row; sets `variable`.
    BoundExprPtr bindMatchArgument(const sql::Expr &arg, int &variable, const char *function);
    BoundExprPtr requireBoolean(BoundExprPtr e, const char *what);
    [[noreturn]] void fail(SourceRange range, Text message);
    [[noreturn]] void unsupported(SourceRange range, Text what, Text hint = {});

    /// The clause a condition is bound for ("WHERE", "HAVING", ...), for Calcite's messages.
    const char *m_clause = nullptr;
    Binder &m_binder;
    const Scope &m_scope;
    AggContext *m_agg;
    OverContext *m_over;
    MatchContext *m_match;
};

/// Converts `e` to `target` when the types differ (implicit widening), else returns it as is.
BoundExprPtr castIfNeeded(BoundExprPtr e, const LogicalType &target);

/// Flink's `<TYPE>` rendering of argument types in error messages.
std::string typeList(const std::vector<BoundExprPtr> &args);

} // namespace sluice::plan
