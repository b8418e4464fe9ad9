// Correlated LATERAL subqueries. Flink 1.20 plans one shape of them with ORDER BY and LIMIT,
// which its CorrelateSortToRankRule rewrites into a Top-N:
//
//   (SELECT DISTINCT k FROM t) a, LATERAL (SELECT c, d FROM t WHERE k = a.k ORDER BY d LIMIT n)
//
// becomes ROW_NUMBER() over t partitioned by the columns the subquery's equalities compare,
// ranks 1 to n, giving those columns (in t's column order) and then the subquery's. Flink fails
// the other correlated subqueries with a LIMIT ("unexpected correlate variable"); the ones
// without LIMIT its decorrelator turns into joins, which the engine does not run yet.

#include "plan/binder.h"
#include "plan/expression_binder.h"
#include "plan/plan_printer.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::plan {
namespace {

void splitConjuncts(const sql::Expr &e, std::vector<const sql::Expr *> &out)
{
    if (e.is<sql::BinaryExpr>() && e.as<sql::BinaryExpr>().op == sql::BinaryOp::And) {
        splitConjuncts(*e.as<sql::BinaryExpr>().left, out);
        splitConjuncts(*e.as<sql::BinaryExpr>().right, out);
        return;
    }
    out.push_back(&e);
}

/// The column of `scope` that `e` names as a plain column (`c` or `q.c`), or -1.
int plainColumn(const Scope &scope, const sql::Expr &e)
{
    if (!e.is<sql::ColumnRefExpr>())
        return -1;
    const auto &parts = e.as<sql::ColumnRefExpr>().parts;
    int found = -1;
    for (std::size_t i = 0; i < scope.columns.size(); ++i) {
        const ScopeColumn &c = scope.columns[i];
        const bool match = parts.size() == 1
                               ? c.name == parts[0].name && c.unqualifiedVisible()
                               : parts.size() == 2 && c.qualifier == parts[0].name && c.name == parts[1].name;
        if (!match)
            continue;
        if (found >= 0)
            return -1; // ambiguous
        found = static_cast<int>(i);
    }
    return found;
}

/// Whether `e` is a column reference that only `outer` resolves: Calcite looks a name up in the
/// innermost scope that knows it (a table qualifier, else a column name).
bool isOuterReference(const sql::Expr &e, const Scope &inner, const Scope &outer)
{
    if (!e.is<sql::ColumnRefExpr>())
        return false;
    const auto &parts = e.as<sql::ColumnRefExpr>().parts;
    auto knows = [&](const Scope &s) {
        return std::any_of(s.columns.begin(), s.columns.end(), [&](const ScopeColumn &c) {
            return (parts.size() >= 2 && c.qualifier == parts[0].name) || c.name == parts[0].name;
        });
    };
    return !knows(inner) && knows(outer);
}

bool isTrueLiteral(const sql::Expr *e)
{
    if (!e || !e->is<sql::LiteralExpr>())
        return false;
    const auto &lit = e->as<sql::LiteralExpr>();
    if (lit.literalKind != sql::LiteralKind::Boolean)
        return false;
    std::string text = lit.text;
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::toupper(c); });
    return text == "TRUE";
}

/// A Calc that only passes input columns on, without a filter.
bool isMapping(const PlanNode &node)
{
    if (!node.is<CalcNode>())
        return false;
    const auto &calc = node.as<CalcNode>();
    return !calc.condition &&
           std::all_of(calc.projections.begin(), calc.projections.end(),
                       [](const BoundExprPtr &e) { return e->kind == BoundExprKind::InputRef; });
}

bool isIdentity(const PlanNode &node)
{
    if (!isMapping(node) || node.schema.size() != node.inputs[0]->schema.size())
        return false;
    const auto &p = node.as<CalcNode>().projections;
    for (std::size_t i = 0; i < p.size(); ++i)
        if (p[i]->inputIndex != static_cast<int>(i))
            return false;
    return true;
}

/// The relation `SELECT DISTINCT cols FROM x` (or `SELECT cols FROM x GROUP BY cols`) takes its
/// distinct values from, in the rule's terms an Aggregate without calls over a mapping Project:
/// x, or null when `rel` has another shape. `rel` may end in a Project of the Aggregate's
/// columns as they are.
const PlanNode *distinctKeysSource(const PlanNode &rel)
{
    const PlanNode *node = &rel;
    while (isIdentity(*node))
        node = node->inputs[0].get();
    if (!node->is<AggregateNode>() || !node->as<AggregateNode>().aggCalls.empty())
        return nullptr;
    const PlanNode *keys = node->inputs[0].get();
    return isMapping(*keys) ? keys->inputs[0].get() : nullptr;
}

} // namespace

void Binder::applyColumnAliases(const sql::TableRef &subquery, std::vector<std::string> &names)
{
    if (subquery.columnAliases.empty())
        return;
    if (subquery.columnAliases.size() != names.size())
        fail(subquery.range, sluice::Engine::tr("The alias lists %1 columns but the subquery has %2")
                                 .arg(subquery.columnAliases.size())
                                 .arg(names.size()));
    for (std::size_t i = 0; i < names.size(); ++i)
        names[i] = subquery.columnAliases[i].name;
}

std::optional<BoundRelation> Binder::bindCorrelatedLateral(const sql::JoinTableRef &join,
                                                           const BoundRelation &left,
                                                           const sql::SelectQuery &block)
{
    const auto &sub = join.right->as<sql::SubqueryTableRef>();
    const sql::Query &query = *sub.query;
    if (!query.is<sql::SelectQuery>() || !query.as<sql::SelectQuery>().from)
        return std::nullopt;
    const auto &select = query.as<sql::SelectQuery>();
    BoundRelation table = bindFrom(*select.from, select);

    // The first reference to the left side's columns, if any.
    const sql::Expr *outerRef = nullptr;
    auto findOuter = [&](const sql::Expr *e) {
        if (!e || outerRef)
            return;
        ExpressionBinder::containsExpr(*e, [&](const sql::Expr &x) {
            if (!outerRef && isOuterReference(x, table.scope, left.scope))
                outerRef = &x;
            return outerRef != nullptr;
        });
    };
    findOuter(select.where.get());
    for (const auto &item : select.items)
        findOuter(item.expr.get());
    for (const auto &g : select.groupBy)
        findOuter(g.expr.get());
    findOuter(select.having.get());
    for (const auto &o : query.orderBy)
        findOuter(o.expr.get());
    if (!outerRef)
        return std::nullopt;
    if (!query.limit)
        return joinDecorrelatedLateral(join, left, std::move(table), *outerRef, block);

    auto cannotPlan = [&](SourceRange range, Text why) {
        fail(range,
             sluice::Engine::tr("Flink cannot plan this correlated LATERAL subquery (\"%1\"): %2. With "
                                "ORDER BY and LIMIT, Flink plans only `(SELECT DISTINCT k FROM t) a, "
                                "LATERAL (SELECT columns FROM t WHERE k = a.k ORDER BY columns LIMIT "
                                "n)`, as a Top-N per k")
                 .arg("unexpected correlate variable")
                 .arg(std::move(why)));
    };
    const bool inner = join.joinType == sql::JoinType::Comma || join.joinType == sql::JoinType::Cross ||
                       (join.joinType == sql::JoinType::Inner && isTrueLiteral(join.condition.get()));
    if (!inner)
        cannotPlan(join.joinKeywordRange,
                   sluice::Engine::tr("only an inner join without a condition (a comma, "
                                      "CROSS JOIN or JOIN ... ON TRUE) becomes a Top-N"));
    if (query.offset)
        cannotPlan(query.offset->range, sluice::Engine::tr("a Top-N has no OFFSET"));
    if (select.distinct || !select.groupBy.empty() || select.having || !query.with.empty())
        cannotPlan(select.range, sluice::Engine::tr("the subquery aggregates"));
    const PlanNode *keysSource = distinctKeysSource(*left.node);
    if (!keysSource)
        cannotPlan(join.left->range,
                   sluice::Engine::tr("the left side is not `SELECT DISTINCT columns FROM t` "
                                      "(or `SELECT columns FROM t GROUP BY` those columns)"));

    // WHERE: only equalities between a column of the subquery's table and one of the left side.
    std::vector<int> partitionKeys;
    std::vector<const sql::Expr *> conjuncts;
    if (select.where)
        splitConjuncts(*select.where, conjuncts);
    if (conjuncts.empty())
        cannotPlan(select.range,
                   sluice::Engine::tr("it has no WHERE equality with the left side's columns"));
    for (const sql::Expr *c : conjuncts) {
        const sql::BinaryExpr *eq = c->is<sql::BinaryExpr>() && c->as<sql::BinaryExpr>().op == sql::BinaryOp::Eq
                                        ? &c->as<sql::BinaryExpr>()
                                        : nullptr;
        int column = -1;
        int outer = -1;
        if (eq) {
            for (const auto &[a, b] : {std::pair{eq->left.get(), eq->right.get()},
                                       std::pair{eq->right.get(), eq->left.get()}}) {
                if (column < 0 && isOuterReference(*b, table.scope, left.scope) &&
                    plainColumn(table.scope, *a) >= 0) {
                    column = plainColumn(table.scope, *a);
                    outer = plainColumn(left.scope, *b);
                }
            }
        }
        if (column < 0 || outer < 0)
            cannotPlan(c->range,
                       sluice::Engine::tr("the condition is not an equality between a column of the "
                                          "subquery's table and a column of the left side"));
        const LogicalType &ct = table.scope.columns[static_cast<std::size_t>(column)].type;
        const LogicalType &ot = left.scope.columns[static_cast<std::size_t>(outer)].type;
        if (!ct.withTimeAttribute(TimeAttribute::None).equalsIgnoringNullability(ot.withTimeAttribute(TimeAttribute::None)))
            cannotPlan(c->range,
                       sluice::Engine::tr("the columns compared have different types (%1 and %2), so "
                                          "the condition compares a cast")
                           .arg(ct.toString())
                           .arg(ot.toString()));
        partitionKeys.push_back(column);
    }
    std::sort(partitionKeys.begin(), partitionKeys.end());
    partitionKeys.erase(std::unique(partitionKeys.begin(), partitionKeys.end()), partitionKeys.end());

    // The select list: columns of the subquery's table only.
    std::vector<int> selected;
    std::vector<std::string> names;
    for (const auto &item : select.items) {
        if (item.expr->is<sql::StarExpr>()) {
            const auto &star = item.expr->as<sql::StarExpr>();
            for (std::size_t i = 0; i < table.scope.columns.size(); ++i) {
                const ScopeColumn &c = table.scope.columns[i];
                if (star.qualifier.empty() ? !c.unqualifiedVisible() : c.qualifier != star.qualifier.back().name)
                    continue;
                selected.push_back(static_cast<int>(i));
                names.push_back(c.name);
            }
            continue;
        }
        const int column = plainColumn(table.scope, *item.expr);
        if (column < 0)
            cannotPlan(item.range, sluice::Engine::tr("it selects more than columns of its table"));
        selected.push_back(column);
        names.push_back(item.alias ? item.alias->name : table.scope.columns[static_cast<std::size_t>(column)].name);
    }

    // ORDER BY: selected columns (by position, name or alias); another column would be added
    // to the select list, and the rule sees a Project on top.
    const Scope noColumns;
    ExpressionBinder literals(*this, noColumns);
    std::vector<SortKey> orderKeys;
    for (const auto &o : query.orderBy) {
        int position = -1;
        if (o.expr->is<sql::LiteralExpr>() && o.expr->as<sql::LiteralExpr>().literalKind == sql::LiteralKind::Integer) {
            const std::int64_t n = std::stoll(o.expr->as<sql::LiteralExpr>().text);
            if (n < 1 || n > static_cast<std::int64_t>(selected.size()))
                fail(o.expr->range, sluice::Engine::tr("Ordinal out of range"));
            position = static_cast<int>(n - 1);
        } else if (o.expr->is<sql::ColumnRefExpr>() && o.expr->as<sql::ColumnRefExpr>().parts.size() == 1) {
            const std::string &name = o.expr->as<sql::ColumnRefExpr>().parts[0].name;
            for (std::size_t i = 0; i < names.size() && position < 0; ++i)
                if (names[i] == name)
                    position = static_cast<int>(i);
        }
        if (position < 0) {
            const int column = plainColumn(table.scope, *o.expr);
            for (std::size_t i = 0; i < selected.size() && position < 0 && column >= 0; ++i)
                if (selected[i] == column)
                    position = static_cast<int>(i);
        }
        if (position < 0)
            cannotPlan(o.range, sluice::Engine::tr("it orders by a column it does not select"));
        orderKeys.push_back({selected[static_cast<std::size_t>(position)], o.descending, o.nullsFirst});
    }
    if (orderKeys.empty())
        fail(query.limit->range,
             sluice::Engine::tr("orderKey should not be empty. (Flink runs a correlated "
                                "LATERAL subquery with LIMIT as a Top-N, which needs an ORDER "
                                "BY)"));
    const BoundExprPtr limit = literals.bind(*query.limit);
    if (limit->kind != BoundExprKind::Literal || limit->isNullLiteral || !isIntegerNumeric(limit->type))
        fail(query.limit->range, sluice::Engine::tr("LIMIT needs a whole number"));
    const std::int64_t fetch = std::stoll(limit->literalText);
    if (fetch < 1)
        fail(query.limit->range,
             sluice::Engine::tr("Rank end can't smaller than zero. The rank end is %1").arg(fetch));

    // Both sides must read the same relation: the rule compares the plans' digests.
    if (printPlan(*keysSource) != printPlan(*table.node))
        cannotPlan(select.from->range,
                   sluice::Engine::tr("its FROM is not the relation the left side takes the "
                                      "distinct values of"));

    // The Top-N gives the partition columns, then the selected ones; the join's columns must
    // have those types (Calcite: "Cannot add expression of different type to set").
    std::vector<LogicalType> given;
    for (int k : partitionKeys)
        given.push_back(table.scope.columns[static_cast<std::size_t>(k)].type);
    bool sameTypes = given.size() == left.scope.columns.size();
    for (std::size_t i = 0; sameTypes && i < given.size(); ++i)
        sameTypes = given[i] == left.scope.columns[i].type;
    if (!sameTypes) {
        auto list = [](const std::vector<LogicalType> &types) {
            std::string s;
            for (const auto &t : types)
                s += (s.empty() ? "" : ", ") + t.toString();
            return "(" + s + ")";
        };
        std::vector<LogicalType> expected;
        for (const auto &c : left.scope.columns)
            expected.push_back(c.type);
        fail(join.left->range,
             sluice::Engine::tr("%1: Flink's Top-N form of the LATERAL subquery starts with the "
                                "columns its equalities compare %2, but the left side has %3")
                 .arg("Cannot add expression of different type to set")
                 .arg(list(given))
                 .arg(list(expected)));
    }

    auto rank = std::make_shared<RankNode>();
    rank->range = join.range;
    rank->rankRange = query.limit->range;
    rank->partitionKeys = partitionKeys;
    rank->orderKeys = std::move(orderKeys);
    rank->limit = fetch;
    rank->outputRankNumber = false;
    rank->schema = table.node->schema;
    rank->inputs.push_back(table.node);

    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> outputNames;
    for (std::size_t i = 0; i < partitionKeys.size(); ++i) {
        const ScopeColumn &c = table.scope.columns[static_cast<std::size_t>(partitionKeys[i])];
        exprs.push_back(makeInputRef(partitionKeys[i], c.type, c.name));
        outputNames.push_back(left.scope.columns[i].name);
    }
    applyColumnAliases(*join.right, names);
    for (std::size_t i = 0; i < selected.size(); ++i) {
        const ScopeColumn &c = table.scope.columns[static_cast<std::size_t>(selected[i])];
        exprs.push_back(makeInputRef(selected[i], c.type, c.name));
        outputNames.push_back(names[i]);
    }
    BoundRelation rel = project({rank, table.scope, ""}, std::move(exprs), std::move(outputNames), join.range);
    const std::string rightQualifier = join.right->alias ? join.right->alias->name : "";
    for (std::size_t i = 0; i < rel.scope.columns.size(); ++i)
        rel.scope.columns[i].qualifier = i < left.scope.columns.size() ? left.scope.columns[i].qualifier : rightQualifier;
    return rel;
}

BoundRelation Binder::joinDecorrelatedLateral(const sql::JoinTableRef &join, const BoundRelation &left,
                                              BoundRelation table, const sql::Expr &outerRef,
                                              const sql::SelectQuery &block)
{
    // Flink decorrelates `a, LATERAL (SELECT items FROM t WHERE p)` into `a JOIN t ON p` with
    // the items computed over the joined row (LEFT JOIN LATERAL ... ON TRUE into a left join).
    const auto &query = *join.right->as<sql::SubqueryTableRef>().query;
    const auto &select = query.as<sql::SelectQuery>();
    auto notYet = [&](Text why) {
        unsupported(
            outerRef.range,
            sluice::Engine::tr("A LATERAL subquery reading the columns of the tables before it %1")
                .arg(std::move(why)),
            sluice::Engine::tr("Flink decorrelates it into a join; the embedded engine does so for a plain "
                               "SELECT ... FROM ... WHERE subquery joined by a comma, CROSS JOIN or [LEFT] "
                               "JOIN ... ON TRUE"));
    };
    const bool onTrue = join.joinType == sql::JoinType::Comma || join.joinType == sql::JoinType::Cross ||
                        ((join.joinType == sql::JoinType::Inner || join.joinType == sql::JoinType::Left) &&
                         isTrueLiteral(join.condition.get()));
    if (!onTrue)
        notYet(sluice::Engine::tr("with a join condition"));
    if (select.distinct || !select.groupBy.empty() || select.having || !query.with.empty() ||
        !query.orderBy.empty() || query.offset || !select.windows.empty())
        notYet(sluice::Engine::tr("that aggregates, orders or names windows"));
    for (const auto &item : select.items)
        if (ExpressionBinder::containsExpr(*item.expr, [](const sql::Expr &e) {
                return ExpressionBinder::isAggregateCall(e) ||
                       (e.is<sql::FunctionCallExpr>() && e.as<sql::FunctionCallExpr>().over);
            }))
            notYet(sluice::Engine::tr("that aggregates"));

    const std::size_t leftWidth = left.scope.columns.size();
    sql::JoinTableRef shape;
    shape.range = join.range;
    shape.joinKeywordRange = join.joinKeywordRange;
    shape.joinType = join.joinType == sql::JoinType::Left ? sql::JoinType::Left : sql::JoinType::Inner;
    BoundRelation outer = left; // seen from the subquery, its own columns come first
    for (ScopeColumn &c : outer.scope.columns)
        c.outer = true;
    // Calcite's decorrelator joins the subquery's result back to the left side on the columns
    // it reads with `=`: a left row with NULL in one of them finds no match (an inner join drops
    // it, a left join extends it with NULLs).
    std::vector<int> read;
    auto collect = [&](const sql::Expr *e) {
        if (e)
            ExpressionBinder::containsExpr(*e, [&](const sql::Expr &x) {
                if (isOuterReference(x, table.scope, left.scope))
                    if (const int c = plainColumn(left.scope, x); c >= 0)
                        read.push_back(c);
                return false;
            });
    };
    collect(select.where.get());
    for (const auto &item : select.items)
        collect(item.expr.get());
    std::sort(read.begin(), read.end());
    read.erase(std::unique(read.begin(), read.end()), read.end());
    std::vector<BoundExprPtr> notNull;
    for (int c : read) {
        const ScopeColumn &col = left.scope.columns[static_cast<std::size_t>(c)];
        if (col.type.isNullable())
            notNull.push_back(makeCall(ScalarFunction::IsNotNull, LogicalType::boolean(false),
                                       {makeInputRef(c, col.type, col.name)}, join.range));
    }
    BoundRelation joined =
        joinRelations(shape, std::move(outer), std::move(table), select.where.get(), block, notNull);

    // The left side's columns, then the subquery's items over the joined row.
    std::vector<BoundExprPtr> exprs;
    std::vector<std::string> names;
    for (std::size_t i = 0; i < leftWidth; ++i) {
        const ScopeColumn &c = joined.scope.columns[i];
        exprs.push_back(makeInputRef(static_cast<int>(i), c.type, c.name));
        names.push_back(joined.node->schema[i].name);
    }
    std::vector<std::string> itemNames;
    ExpressionBinder b(*this, joined.scope);
    for (std::size_t n = 0; n < select.items.size(); ++n) {
        const sql::SelectItem &item = select.items[n];
        if (item.expr->is<sql::StarExpr>()) {
            const auto &star = item.expr->as<sql::StarExpr>();
            for (std::size_t i = leftWidth; i < joined.scope.columns.size(); ++i) {
                const ScopeColumn &c = joined.scope.columns[i];
                if (star.qualifier.empty() ? !c.unqualifiedVisible() : c.qualifier != star.qualifier.back().name)
                    continue;
                exprs.push_back(makeInputRef(static_cast<int>(i), c.type, c.name));
                itemNames.push_back(c.name);
            }
            continue;
        }
        exprs.push_back(b.bind(*item.expr));
        itemNames.push_back(item.alias ? item.alias->name : ExpressionBinder::defaultName(*item.expr, n));
    }
    applyColumnAliases(*join.right, itemNames);
    for (const std::string &n : itemNames)
        names.push_back(uniqueName(n, names));
    BoundRelation rel = project(joined, std::move(exprs), std::move(names), join.range);
    const std::string rightQualifier = join.right->alias ? join.right->alias->name : "";
    for (std::size_t i = 0; i < rel.scope.columns.size(); ++i) {
        if (i < leftWidth) {
            rel.scope.columns[i] = left.scope.columns[i];
            rel.scope.columns[i].type = joined.scope.columns[i].type;
        } else {
            rel.scope.columns[i].qualifier = rightQualifier;
            rel.scope.columns[i].name = itemNames[i - leftWidth];
        }
    }
    return rel;
}

} // namespace sluice::plan
