// SELECT blocks: WHERE (with comma-join keys and Top-N filters), aggregation (regular and
// windowed), projection (with ROW_NUMBER), DISTINCT, set operations, ORDER BY ... LIMIT, and
// STATE_TTL hints.

#include "plan/binder.h"
#include "plan/hint_rules.h"
#include "sql/sql_unparser.h"

#include "plan/expression_binder.h"
#include "plan/interval_bounds.h"

#include <sluice/config_values.h>
#include <sluice/text.h>

#include <algorithm>
#include <functional>
#include <set>
#include <utility>

namespace sluice::plan {
namespace {

std::string upperCase(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

/// The column of `top` that passes column `column` of `target`, a node below it, on unchanged
/// through Calcs; -1 when none does.
int passedColumn(const PlanNode &top, const PlanNode *target, int column)
{
    if (&top == target)
        return column;
    if (!top.is<CalcNode>())
        return -1;
    const int below = passedColumn(*top.inputs[0], target, column);
    const auto &projections = top.as<CalcNode>().projections;
    for (std::size_t i = 0; i < projections.size() && below >= 0; ++i)
        if (projections[i]->kind == BoundExprKind::InputRef && projections[i]->inputIndex == below)
            return static_cast<int>(i);
    return -1;
}

std::optional<std::int64_t> integerLiteral(BoundExprPtr e)
{
    // `rn <= 3` compares BIGINT with INT, so the literal arrives wrapped in a widening cast.
    if (e->kind == BoundExprKind::Cast && !e->args.empty() && e->args[0]->kind == BoundExprKind::Literal &&
        isIntegerNumeric(e->type))
        e = e->args[0];
    if (e->kind != BoundExprKind::Literal || e->isNullLiteral || !isIntegerNumeric(e->type))
        return std::nullopt;
    try {
        return std::stoll(e->literalText);
    } catch (...) {
        return std::nullopt;
    }
}

// Pushes `conjunct` (over the join's output) into the innermost implicit join spanning both of
// its sides as an equi-key; returns false when it is not such an equality.
bool pushJoinKey(PlanNode &node, int offset, const BoundExprPtr &conjunct)
{
    if (!node.is<JoinNode>())
        return false;
    auto &join = node.as<JoinNode>();
    if (conjunct->kind != BoundExprKind::Call || conjunct->function != ScalarFunction::Equals)
        return false;
    auto ref = [](const BoundExprPtr &e) -> int {
        if (e->kind == BoundExprKind::InputRef)
            return e->inputIndex;
        if (e->kind == BoundExprKind::Cast && e->args[0]->kind == BoundExprKind::InputRef)
            return e->args[0]->inputIndex;
        return -1;
    };
    int a = ref(conjunct->args[0]) - offset;
    int b = ref(conjunct->args[1]) - offset;
    if (a < -offset || b < -offset)
        return false;
    const int leftArity = static_cast<int>(join.inputs[0]->schema.size());
    const int arity = static_cast<int>(join.schema.size());
    if (a < 0 || b < 0 || a >= arity || b >= arity)
        return false;
    if (a < leftArity && b < leftArity)
        return join.inputs[0]->is<JoinNode>() && pushJoinKey(*join.inputs[0], offset, conjunct);
    if (a >= leftArity && b >= leftArity)
        return false;
    if (!join.implicitJoin)
        return false;
    if (a > b)
        std::swap(a, b);
    join.leftKeys.push_back(a);
    join.rightKeys.push_back(b - leftArity);
    return true;
}

} // namespace

BoundRelation Binder::bindQuery(const sql::Query &query)
{
    const std::size_t ctesBefore = m_ctes.size();
    for (const auto &cte : query.with)
        m_ctes.push_back(&cte);
    BoundRelation rel;
    try {
        switch (query.kind) {
        case sql::QueryKind::Select:
            rel = bindSelect(query.as<sql::SelectQuery>(), query.orderBy.empty() ? nullptr : &query.orderBy);
            break;
        case sql::QueryKind::SetOperation: rel = bindSetOperation(query.as<sql::SetOperationQuery>()); break;
        case sql::QueryKind::Values: rel = bindValues(query.as<sql::ValuesQuery>()); break;
        }
    } catch (...) {
        m_ctes.resize(ctesBefore);
        throw;
    }
    m_ctes.resize(ctesBefore);

    if (query.orderBy.empty() && !query.limit && !query.offset)
        return rel;
    const bool batch = m_config.isBatchMode();
    if (query.offset && !query.limit && !batch)
        fail(query.offset->range,
             sluice::Engine::tr("FETCH is missed, which on streaming table is not supported currently."));
    if (query.offset && !batch)
        fail(query.offset->range, sluice::Engine::tr("OFFSET is not supported in streaming queries"));
    const Scope noColumns; // the binder keeps a reference: not a temporary
    ExpressionBinder lb(*this, noColumns);
    auto count = [&](const sql::Expr &e, std::int64_t least, const char *clause) {
        auto n = integerLiteral(lb.bind(e));
        if (!n || *n < least)
            fail(e.range, least > 0
                              ? sluice::Engine::tr("%1 needs a positive whole number").arg(clause)
                              : sluice::Engine::tr("%1 needs a whole number of 0 or more").arg(clause));
        return *n;
    };
    std::vector<SortKey> orderKeys;
    for (std::size_t i = 0; i < query.orderBy.size(); ++i) {
        const sql::OrderItem &item = query.orderBy[i];
        int column = -1;
        if (i < rel.orderColumns.size()) {
            column = rel.orderColumns[i];
        } else {
            ExpressionBinder b(*this, rel.scope);
            BoundExprPtr e = b.bind(*item.expr);
            if (e->kind != BoundExprKind::InputRef)
                fail(
                    item.range,
                    sluice::Engine::tr("ORDER BY over an aggregation, DISTINCT or set operation sorts by "
                                       "output columns only; select the expression and order by its name"));
            column = e->inputIndex;
        }
        orderKeys.push_back({column, item.descending, item.nullsFirst});
    }
    // The sort-only columns leave after the sort.
    auto dropSortOnlyColumns = [&] {
        if (rel.sortOnlyColumns == 0)
            return;
        std::vector<BoundExprPtr> keep;
        std::vector<std::string> names;
        const std::size_t visible = rel.node->schema.size() - static_cast<std::size_t>(rel.sortOnlyColumns);
        for (std::size_t c = 0; c < visible; ++c) {
            const Field &f = rel.node->schema[c];
            keep.push_back(makeInputRef(static_cast<int>(c), f.type, f.name));
            names.push_back(f.name);
        }
        const std::string name = rel.name;
        rel = project(std::move(rel), std::move(keep), std::move(names), query.range);
        rel.name = name;
    };
    if (!batch && !query.limit) {
        // Streaming ORDER BY without LIMIT: Flink's TemporalSort, by a time attribute first.
        const SortKey &first = orderKeys.front();
        const TimeAttribute attribute =
            rel.node->schema.at(static_cast<std::size_t>(first.column)).type.timeAttribute();
        if (attribute == TimeAttribute::None || first.descending)
            fail(query.orderBy.front().range,
                 sluice::Engine::tr("Sort on a non-time-attribute field is not supported. "
                                    "(A streaming ORDER BY starts with a time attribute, "
                                    "ascending; or add LIMIT n for a Top-N result.)"));
        auto sort = std::make_shared<TemporalSortNode>();
        sort->range = query.range;
        sort->orderKeys = std::move(orderKeys);
        sort->proctime = attribute == TimeAttribute::Proctime;
        sort->schema = rel.node->schema;
        sort->inputs.push_back(rel.node);
        rel.node = sort;
        dropSortOnlyColumns();
        return rel;
    }
    if (batch) {
        // Batch mode sorts the final rows (Flink's Sort, SortLimit and Limit).
        if (!orderKeys.empty() && query.offset && !query.limit)
            fail(query.offset->range,
                 sluice::Engine::tr("ORDER BY with OFFSET needs a LIMIT or FETCH in batch "
                                    "mode (Flink: \"%1\")")
                     .arg("Not support limitEnd is max value now!"));
        auto final = std::make_shared<FinalResultNode>();
        final->range = query.range;
        final->orderKeys = std::move(orderKeys);
        if (query.offset)
            final->offset = count(*query.offset, 0, "OFFSET");
        if (query.limit)
            final->limit = count(*query.limit, 0, "LIMIT");
        final->schema = rel.node->schema;
        final->inputs.push_back(rel.node);
        rel.node = final;
        dropSortOnlyColumns();
        return rel;
    }
    auto rank = std::make_shared<RankNode>();
    rank->range = query.range;
    rank->limit = count(*query.limit, 1, "LIMIT");
    rank->outputRankNumber = false;
    rank->rankRange = query.limit->range;
    rank->orderKeys = std::move(orderKeys);
    rank->schema = rel.node->schema;
    rank->inputs.push_back(rel.node);
    rel.node = rank;
    dropSortOnlyColumns();
    return rel;
}

void Binder::collectStateTtlHints(const sql::SelectQuery &select)
{
    std::map<std::string, TtlHint> hints;
    for (const auto &h : select.hints) {
        if (auto why = flinkRefusesHint(h, HintSite::Query))
            fail(h.range, *why, "hint");
        if (upperCase(h.name.name) != "STATE_TTL") {
            warn(h.range,
                 sluice::Engine::tr("Query hint '%1' is not known to the embedded engine and is ignored")
                     .arg(h.name.name),
                 "hint-ignored");
            continue;
        }
        std::map<std::string, TtlHint> mine; // within one hint the last value of a key wins
        for (const auto &o : h.options) {
            if (!o.key)
                fail(o.valueRange,
                     sluice::Engine::tr("STATE_TTL takes 'table_or_alias' = 'duration' pairs"),
                     "state-ttl-hint");
            auto d = parseDuration(o.value);
            if (!d)
                fail(
                    o.valueRange,
                    sluice::Engine::tr("Invalid STATE_TTL for '%1': %2").arg(*o.key).arg(d.status().text()),
                    "state-ttl-hint");
            mine[*o.key] = {std::chrono::duration_cast<std::chrono::milliseconds>(*d), o.keyRange};
        }
        for (auto &[k, v] : mine)
            hints.emplace(k, v); // across hints the first one wins: emplace keeps existing keys
    }
    m_ttlHints.push_back(std::move(hints));
}

void Binder::applyStateTtlHints(const PlanNodePtr &node)
{
    if (!node->is<JoinNode>())
        return;
    auto &join = node->as<JoinNode>();
    auto &hints = m_ttlHints.back();
    auto lookup = [&](const std::string &name) -> std::optional<std::chrono::milliseconds> {
        auto it = name.empty() ? hints.end() : hints.find(name);
        if (it == hints.end())
            return std::nullopt;
        it->second.used = true;
        return it->second.ttl;
    };
    join.stateTtlHintLeft = lookup(join.leftName);
    join.stateTtlHintRight = lookup(join.rightName);
    applyStateTtlHints(join.inputs[0]);
}

void Binder::checkStateTtlHintsUsed()
{
    for (const auto &[name, hint] : m_ttlHints.back()) {
        if (!hint.used)
            fail(hint.range,
                 sluice::Engine::tr("STATE_TTL key '%1' matches no input table, view or alias of a join or "
                                    "aggregation in this query (with an alias, use the alias)")
                     .arg(name),
                 "state-ttl-hint");
    }
}

BoundRelation Binder::bindSelect(const sql::SelectQuery &select,
                                 const std::vector<sql::OrderItem> *orderBy)
{
    if (!select.from)
        for (const auto &item : select.items)
            if (item.expr->is<sql::StarExpr>())
                fail(item.expr->range, sluice::Engine::tr("SELECT * needs a FROM clause"));
    for (std::size_t i = 0; i < select.windows.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (select.windows[i].name.name == select.windows[j].name.name)
                fail(select.windows[i].name.range,
                     sluice::Engine::tr("Duplicate window names not allowed"));
    collectStateTtlHints(select);
    struct Pop {
        std::vector<std::map<std::string, TtlHint>> &stack;
        ~Pop() { stack.pop_back(); }
    } pop{m_ttlHints};

    BoundRelation rel = select.from ? bindFrom(*select.from, select) : bindOneRow(select.range);
    struct RestoreWindows {
        const std::vector<sql::NamedWindow> *&slot;
        const std::vector<sql::NamedWindow> *saved;
        ~RestoreWindows() { slot = saved; }
    } restoreWindows{m_namedWindows, std::exchange(m_namedWindows, &select.windows)};
    applyStateTtlHints(rel.node);
    bool aggregate = !select.groupBy.empty() || select.having;
    for (const auto &item : select.items)
        aggregate = aggregate || ExpressionBinder::containsAggregate(*item.expr);
    struct RestoreAggregate {
        bool &slot;
        bool saved;
        ~RestoreAggregate() { slot = saved; }
    } restoreAggregate{m_aggregateQuery, std::exchange(m_aggregateQuery, aggregate)};
    // An error in WHERE does not hide those of the select list: both are reported, then the
    // statement fails.
    bool whereFailed = false;
    if (select.where) {
        try {
            rel = applyWhere(BoundRelation(rel), *select.where);
        } catch (const Abort &) {
            whereFailed = true;
        }
    }
    rel = aggregate ? bindAggregate(std::move(rel), select)
                    : bindProjection(std::move(rel), select, select.distinct ? nullptr : orderBy);
    if (whereFailed)
        throw Abort{};
    if (select.distinct)
        rel = bindDistinct(std::move(rel), select.range);
    checkStateTtlHintsUsed();
    return rel;
}

namespace {

/// A scan over constant rows: the plan node of VALUES and of a SELECT without FROM.
BoundRelation valuesRelation(std::vector<std::vector<BoundExprPtr>> rows, RowSchema schema,
                             SourceRange range)
{
    auto table = std::make_shared<CatalogTable>();
    table->name = "Values";
    table->range = range;
    for (const Field &f : schema)
        table->columns.push_back({f.name, f.type, sql::ColumnKind::Physical, nullptr, {}, false, range});
    auto scan = std::make_shared<ScanNode>();
    scan->range = range;
    scan->schema = std::move(schema);
    for (std::size_t i = 0; i < scan->schema.size(); ++i)
        scan->readColumns.push_back(static_cast<int>(i));
    scan->values = std::move(rows);
    scan->table = table.get();
    scan->valuesTable = std::move(table);
    BoundRelation rel;
    for (const Field &f : scan->schema)
        rel.scope.columns.push_back({"", f.name, f.type});
    rel.node = std::move(scan);
    return rel;
}

} // namespace

PlanNodePtr Binder::bindConstantQuery(const RowSchema &schema,
                                      const std::vector<std::vector<std::optional<std::string>>> &rows,
                                      SourceRange range)
{
    std::vector<std::vector<BoundExprPtr>> values;
    for (const auto &row : rows) {
        std::vector<BoundExprPtr> exprs;
        for (std::size_t c = 0; c < schema.size() && c < row.size(); ++c)
            exprs.push_back(row[c] ? makeLiteral(schema[c].type.asNotNull(), *row[c], range)
                                   : makeNullLiteral(schema[c].type, range));
        values.push_back(std::move(exprs));
    }
    try {
        return makeSink(valuesRelation(std::move(values), schema, range), nullptr, {}, {}, range);
    } catch (const Abort &) {
        return nullptr;
    }
}

BoundRelation Binder::bindValues(const sql::ValuesQuery &values)
{
    const Scope noColumns;
    ExpressionBinder b(*this, noColumns);
    std::vector<std::vector<BoundExprPtr>> rows;
    for (const auto &row : values.rows) {
        std::vector<BoundExprPtr> bound;
        for (const auto &e : row) {
            BoundExprPtr v = b.bind(*e);
            if (v->type.root() == LogicalTypeRoot::Null)
                fail(e->range,
                     sluice::Engine::tr("Illegal use of 'NULL'")); // Calcite wants CAST(NULL AS type)
            bound.push_back(std::move(v));
        }
        if (!rows.empty() && bound.size() != rows.front().size())
            fail(values.range,
                 sluice::Engine::tr("Values passed to VALUES operator must have compatible types"));
        rows.push_back(std::move(bound));
    }
    RowSchema schema;
    for (std::size_t c = 0; c < rows.front().size(); ++c) {
        std::vector<LogicalType> types;
        for (const auto &row : rows)
            types.push_back(row[c]->type);
        auto common = commonType(types);
        if (!common)
            fail(values.range,
                 sluice::Engine::tr("Values passed to VALUES operator must have compatible types"));
        const bool nullable = std::any_of(types.begin(), types.end(),
                                          [](const LogicalType &t) { return t.isNullable(); });
        const LogicalType type = common->withNullability(nullable);
        for (auto &row : rows)
            row[c] = castIfNeeded(row[c], type);
        schema.push_back({"EXPR$" + std::to_string(c), type});
    }
    return valuesRelation(std::move(rows), std::move(schema), values.range);
}

BoundRelation Binder::bindOneRow(SourceRange range)
{
    BoundRelation rel = valuesRelation({{makeLiteral(LogicalType::integer(false), "0")}},
                                       {{"ZERO", LogicalType::integer(false)}}, range);
    rel.scope.columns.front().name.clear(); // unreachable by name, as Calcite's ZERO
    return rel;
}

BoundRelation Binder::applyWhere(BoundRelation input, const sql::Expr &where)
{
    // Calcite resolves WHERE against both sides of a JOIN ... USING: a bare USING column is
    // ambiguous there (it means the joined column in the select list and GROUP BY).
    Scope scope = input.scope;
    for (ScopeColumn &c : scope.columns) {
        if (c.usingJoined)
            c.name.clear();
        c.qualifiedOnly = false;
    }
    ExpressionBinder b(*this, scope);
    BoundExprPtr cond = b.bindCondition(where, "WHERE");
    std::vector<BoundExprPtr> conjuncts, rest;
    splitConjuncts(cond, conjuncts);
    for (const auto &c : conjuncts) {
        if (!pushJoinKey(*input.node, 0, c))
            rest.push_back(c);
    }
    pushIntervalBounds(input, rest);
    input = applyTopNFilter(std::move(input), rest);
    if (rest.empty())
        return input;
    auto calc = std::make_shared<CalcNode>();
    calc->range = where.range;
    calc->condition = combineConjuncts(rest);
    for (std::size_t i = 0; i < input.scope.columns.size(); ++i) {
        const auto &f = input.node->schema[i];
        calc->projections.push_back(makeInputRef(static_cast<int>(i), f.type, f.name));
    }
    calc->schema = input.node->schema;
    calc->inputs.push_back(input.node);
    input.node = calc;
    return input;
}

void Binder::pushIntervalBounds(BoundRelation &input, std::vector<BoundExprPtr> &conjuncts)
{
    // Flink's FilterJoinRule moves an inner join's WHERE conjuncts over both inputs into its
    // condition; bounding the inputs' rowtime attributes against each other there, they make it
    // an interval join, which keeps its inputs' time attributes.
    if (!input.node->is<JoinNode>())
        return;
    auto &join = input.node->as<JoinNode>();
    if (join.joinKind != JoinKind::Inner || join.temporalLeftTime >= 0 || join.inputs.size() != 2)
        return;
    std::vector<LogicalType> leftTypes, rightTypes, types;
    for (const auto &f : join.inputs[0]->schema)
        leftTypes.push_back(f.type);
    for (const auto &f : join.inputs[1]->schema)
        rightTypes.push_back(f.type);
    types = leftTypes;
    types.insert(types.end(), rightTypes.begin(), rightTypes.end());
    const int leftArity = static_cast<int>(leftTypes.size());
    if (types.size() != join.schema.size() || types.size() != input.scope.columns.size())
        return;
    // The conjuncts were bound over the join's output, whose time attributes were dropped.
    std::function<BoundExprPtr(const BoundExprPtr &)> inputTyped = [&](const BoundExprPtr &e) {
        if (e->kind == BoundExprKind::InputRef)
            return makeInputRef(e->inputIndex, types.at(static_cast<std::size_t>(e->inputIndex)), e->name, e->range);
        if (e->args.empty())
            return e;
        auto copy = std::make_shared<BoundExpr>(*e);
        for (auto &a : copy->args)
            a = inputTyped(a);
        return BoundExprPtr(copy);
    };
    std::vector<BoundExprPtr> both, others;
    if (join.nonEquiCondition)
        both.push_back(join.nonEquiCondition);
    for (const BoundExprPtr &c : conjuncts) {
        std::vector<int> refs;
        c->collectInputRefs(refs);
        const bool left = std::any_of(refs.begin(), refs.end(), [&](int r) { return r < leftArity; });
        const bool right = std::any_of(refs.begin(), refs.end(), [&](int r) { return r >= leftArity; });
        (left && right ? both : others).push_back(left && right ? inputTyped(c) : c);
    }
    if (both.size() == (join.nonEquiCondition ? 1U : 0U))
        return;
    BoundExprPtr condition = combineConjuncts(both);
    if (!extractIntervalBounds(condition, leftArity,
                               rowtimeKeyPairs(leftTypes, rightTypes, join.leftKeys, join.rightKeys)))
        return;
    join.nonEquiCondition = condition;
    conjuncts = std::move(others);
    for (std::size_t i = 0; i < types.size(); ++i) {
        join.schema[i].type = join.schema[i].type.withTimeAttribute(types[i].timeAttribute());
        input.scope.columns[i].type = input.scope.columns[i].type.withTimeAttribute(types[i].timeAttribute());
    }
}

BoundRelation Binder::applyTopNFilter(BoundRelation input, std::vector<BoundExprPtr> &conjuncts)
{
    for (auto it = conjuncts.begin(); it != conjuncts.end(); ++it) {
        const BoundExprPtr &c = *it;
        if (c->kind != BoundExprKind::Call || c->args.size() != 2)
            continue;
        ScalarFunction f = c->function;
        BoundExprPtr ref = c->args[0];
        BoundExprPtr lit = c->args[1];
        if (ref->kind != BoundExprKind::InputRef) { // N >= rn
            std::swap(ref, lit);
            if (f == ScalarFunction::GreaterThanOrEqual)
                f = ScalarFunction::LessThanOrEqual;
            else if (f == ScalarFunction::GreaterThan)
                f = ScalarFunction::LessThan;
        }
        if (ref->kind != BoundExprKind::InputRef)
            continue;
        RankNode *rank = input.scope.columns.at(static_cast<std::size_t>(ref->inputIndex)).rankOf;
        auto n = integerLiteral(lit);
        if (!rank || rank->limit >= 0 || !n)
            continue;
        std::int64_t limit = -1;
        if (f == ScalarFunction::LessThanOrEqual)
            limit = *n;
        else if (f == ScalarFunction::LessThan)
            limit = *n - 1;
        else if (f == ScalarFunction::Equals && *n == 1)
            limit = 1;
        else
            continue;
        if (limit <= 0)
            fail(c->range, sluice::Engine::tr("The Top-N filter keeps no rows; use rn <= N with N >= 1"),
                 "top-n");
        rank->limit = limit;
        conjuncts.erase(it);
        break;
    }
    // What Flink refuses of a filter on a rank that sets no Top-N limit.
    for (const BoundExprPtr &c : conjuncts) {
        std::vector<int> refs;
        c->collectInputRefs(refs);
        for (int r : refs) {
            const ScopeColumn &col = input.scope.columns.at(static_cast<std::size_t>(r));
            if (col.overRank)
                fail(c->range, sluice::Engine::tr("%1() on streaming table is not supported currently")
                                   .arg(col.overRank));
            if (col.rankOf && col.rankOf->limit < 0)
                fail(
                    c->range,
                    sluice::Engine::tr("Rank end is not specified. Currently rank only support TopN, which "
                                       "means the rank end must be specified."),
                    "top-n");
        }
    }
    return input;
}

namespace {

const sql::FunctionCallExpr *asGroupWindow(const sql::Expr &e)
{
    if (!e.is<sql::FunctionCallExpr>())
        return nullptr;
    const auto &call = e.as<sql::FunctionCallExpr>();
    const std::string name = call.upperName();
    const bool window = name == "TUMBLE" || name == "HOP" || name == "SESSION";
    return window && !call.args.empty() && !call.args[0]->is<sql::TableArgExpr>() ? &call : nullptr;
}

} // namespace

WindowEmit Binder::bindWindowEmit(const WindowSpec &window, bool legacy, SourceRange range)
{
    WindowEmit strategy;
    if (m_config.isBatchMode())
        return strategy;
    const bool early = m_config.getBool("table.exec.emit.early-fire.enabled").value_or(false);
    const bool late = m_config.getBool("table.exec.emit.late-fire.enabled").value_or(false);
    if (!early && !late)
        return strategy;
    if (!legacy)
        fail(range,
             sluice::Engine::tr(
                 "Currently, window table function based aggregate doesn't support early-fire "
                 "and late-fire configuration 'table.exec.emit.early-fire.enabled' and "
                 "'table.exec.emit.late-fire.enabled'."));
    if (window.kind == WindowKind::Session)
        fail(range, sluice::Engine::tr("Session window doesn't support EMIT strategy currently."));
    auto millis = [&](const char *key) -> std::optional<std::int64_t> {
        const auto d = m_config.getDuration(key);
        if (!d)
            return std::nullopt;
        return std::chrono::duration_cast<std::chrono::milliseconds>(*d).count();
    };
    std::int64_t lateness = 0;
    if (late) {
        if (const auto allow = millis("table.exec.emit.allow-lateness"))
            lateness = *allow;
        else if (const auto ttl = millis("table.exec.state.ttl"); ttl && *ttl >= 0)
            lateness = *ttl;
    }
    if (!window.proctime && late && lateness <= 0)
        fail(range,
             sluice::Engine::tr("The 'AFTER WATERMARK' emit strategy requires set 'allow-lateness' or "
                                "'minIdleStateRetentionTime' in table config. (Set "
                                "'table.exec.emit.allow-lateness' for late firing.)"));
    const auto earlyDelay = millis("table.exec.emit.early-fire.delay");
    const auto lateDelay = millis("table.exec.emit.late-fire.delay");
    if (early && (!earlyDelay || *earlyDelay < 0))
        fail(range,
             sluice::Engine::tr(
                 "Early-fire delay should not be null or negative value when enable early-fire "
                 "emit strategy. (Set 'table.exec.emit.early-fire.delay'.)"));
    if (late && (!lateDelay || *lateDelay < 0))
        fail(
            range,
            sluice::Engine::tr("Late-fire delay should not be null or negative value when enable late-fire "
                               "emit strategy. (Set 'table.exec.emit.late-fire.delay'.)"));
    if (late && *lateDelay > lateness)
        fail(range,
             sluice::Engine::tr("Allow-lateness [%1ms] should not be smaller than Late-fire delay [%2ms] "
                                "when enable late-fire emit strategy.")
                 .arg(lateness)
                 .arg(*lateDelay));
    if (early)
        strategy.earlyDelayMillis = earlyDelay;
    if (late && !window.proctime) {
        strategy.lateDelayMillis = lateDelay;
        strategy.allowLatenessMillis = lateness;
    }
    return strategy;
}

BoundRelation Binder::bindGroupWindow(BoundRelation input, const sql::FunctionCallExpr &call,
                                      GroupWindowColumns &window)
{
    const std::string kind = call.upperName();
    const std::size_t intervals = kind == "HOP" ? 2 : 1;
    if (call.args.size() != intervals + 1)
        fail(call.range,
             kind == "TUMBLE"
                 ? sluice::Engine::tr("TUMBLE(time_attr, size) takes a time attribute and a size")
             : kind == "HOP"
                 ? sluice::Engine::tr("HOP(time_attr, slide, size) takes a time attribute, a slide "
                                      "and a size")
                 : sluice::Engine::tr("SESSION(time_attr, gap) takes a time attribute and a gap"));
    ExpressionBinder plain(*this, input.scope);
    BoundExprPtr time = plain.bind(*call.args[0]);
    if (time->kind != BoundExprKind::InputRef || time->type.timeAttribute() == TimeAttribute::None)
        fail(call.args[0]->range,
             sluice::Engine::tr("Window aggregate can only be defined over a time attribute "
                                "column, but %1 encountered.")
                 .arg(time->type.toString()));
    auto intervalMs = [&](const sql::Expr &e, const Text &what) {
        return bindWindowInterval(e, input.scope, what);
    };
    auto tvf = std::make_shared<WindowTableFunctionNode>();
    tvf->range = call.range;
    WindowSpec &w = tvf->window;
    w.timeColumn = time->inputIndex;
    w.proctime = time->type.timeAttribute() == TimeAttribute::Proctime;
    if (kind == "TUMBLE") {
        w.kind = WindowKind::Tumble;
        w.size = intervalMs(*call.args[1], sluice::Engine::tr("size"));
    } else if (kind == "HOP") {
        w.kind = WindowKind::Hop;
        w.slide = intervalMs(*call.args[1], sluice::Engine::tr("slide"));
        w.size = intervalMs(*call.args[2], sluice::Engine::tr("size"));
        if (w.size.count() % w.slide.count() != 0)
            fail(call.args[2]->range,
                 sluice::Engine::tr("HOP window size must be an integral multiple of the slide"));
    } else {
        w.kind = WindowKind::Session;
        w.gap = intervalMs(*call.args[1], sluice::Engine::tr("gap"));
    }
    // The window columns as the legacy window's properties: start and end are TIMESTAMP(3),
    // TUMBLE_ROWTIME / _PROCTIME a time attribute of the window's end - 1 ms.
    const bool ltz = time->type.root() == LogicalTypeRoot::TimestampLtz || w.proctime;
    w.localTime = ltz;
    LogicalType windowTime = ltz ? LogicalType::timestampLtz(3, false) : LogicalType::timestamp(3, false);
    windowTime = windowTime.withTimeAttribute(w.proctime ? TimeAttribute::Proctime : TimeAttribute::Rowtime);
    tvf->schema = input.node->schema;
    tvf->schema.push_back({"w$start", LogicalType::timestamp(3, false)});
    tvf->schema.push_back({"w$end", LogicalType::timestamp(3, false)});
    tvf->schema.push_back({w.proctime ? "w$proctime" : "w$rowtime", windowTime});
    tvf->inputs.push_back(input.node);
    Scope scope = input.scope;
    const int first = static_cast<int>(scope.columns.size());
    for (int role = 1; role <= 3; ++role) {
        ScopeColumn c{"", "", tvf->schema[static_cast<std::size_t>(first + role - 1)].type};
        c.windowRole = role;
        c.window = tvf.get();
        scope.columns.push_back(c); // no name: only the auxiliary functions reach these
    }
    window.call = &call;
    window.kind = kind;
    window.proctime = w.proctime;
    window.start = first;
    window.end = first + 1;
    window.time = first + 2;
    return {tvf, scope, input.name};
}

int Binder::groupWindowProperty(const sql::FunctionCallExpr &call)
{
    const std::string name = call.upperName();
    static const char *const kProperties[] = {"_START", "_END", "_ROWTIME", "_PROCTIME"};
    for (const std::string kind : {"TUMBLE", "HOP", "SESSION"}) {
        for (int p = 0; p < 4; ++p) {
            if (name != kind + kProperties[p])
                continue;
            if (!m_groupWindow)
                fail(call.range, sluice::Engine::tr("%1 needs a GROUP BY %2(...) with the same arguments")
                                     .arg(name)
                                     .arg(kind));
            const sql::FunctionCallExpr &window = *m_groupWindow->call;
            bool same = m_groupWindow->kind == kind && window.args.size() == call.args.size();
            for (std::size_t i = 0; same && i < call.args.size(); ++i)
                same = sql::unparseExpression(*window.args[i], {}) ==
                       sql::unparseExpression(*call.args[i], {});
            if (!same)
                fail(call.range,
                     sluice::Engine::tr("%1(...) must name the window of GROUP BY %2(...), with the "
                                        "same arguments")
                         .arg(name)
                         .arg(m_groupWindow->kind));
            if (p >= 2 && (p == 3) != m_groupWindow->proctime)
                fail(call.range, p == 3
                                     ? sluice::Engine::tr("%1 is for a window over processing time; use %2")
                                           .arg(name)
                                           .arg(kind + "_ROWTIME")
                                     : sluice::Engine::tr("%1 is for a window over event time; use %2")
                                           .arg(name)
                                           .arg(kind + "_PROCTIME"));
            return p == 0 ? m_groupWindow->start : p == 1 ? m_groupWindow->end : m_groupWindow->time;
        }
    }
    return -1;
}

std::vector<GroupingMask> Binder::groupingSetsOf(const sql::GroupingElement &g, ExpressionBinder &plain,
                                                 AggContext &agg)
{
    using K = sql::GroupingElement::Kind;
    switch (g.kind) {
    case K::Empty: return {0};
    case K::Expr: return {groupingExpressions(*g.expr, plain, agg)};
    case K::Rollup:
    case K::Cube: {
        std::vector<GroupingMask> elements;
        for (const sql::GroupingElement &e : g.elements)
            elements.push_back(groupingExpressions(*e.expr, plain, agg));
        if (g.kind == K::Cube && elements.size() > kMaxGroupingSetsLog2)
            fail(g.range, sluice::Engine::tr("CUBE of %1 elements: more than 2^%2 grouping sets")
                              .arg(elements.size())
                              .arg(kMaxGroupingSetsLog2));
        return g.kind == K::Rollup ? rollupSets(elements) : cubeSets(elements);
    }
    case K::GroupingSets: {
        std::vector<GroupingMask> sets;
        for (const sql::GroupingElement &e : g.elements) {
            const std::vector<GroupingMask> inner = groupingSetsOf(e, plain, agg);
            sets.insert(sets.end(), inner.begin(), inner.end());
        }
        return sets;
    }
    }
    return {0};
}

GroupingMask Binder::groupingExpressions(const sql::Expr &e, ExpressionBinder &plain, AggContext &agg)
{
    // A row, (a, b) or ROW(a, b), groups by each of its fields (Calcite flattens it).
    if (e.is<sql::FunctionCallExpr>() && !e.as<sql::FunctionCallExpr>().over &&
        e.as<sql::FunctionCallExpr>().upperName() == "ROW") {
        GroupingMask mask = 0;
        for (const auto &field : e.as<sql::FunctionCallExpr>().args)
            mask |= groupingExpressions(*field, plain, agg);
        return mask;
    }
    if (ExpressionBinder::containsAggregate(e))
        fail(e.range, sluice::Engine::tr("Aggregate functions are not allowed in GROUP BY"));
    BoundExprPtr bound = plain.bind(e);
    std::size_t index = 0;
    while (index < agg.groupExprs.size() && !agg.groupExprs[index]->sameAs(*bound))
        ++index;
    if (index == agg.groupExprs.size()) {
        agg.groupNames.push_back(bound->kind == BoundExprKind::InputRef
                                     ? bound->name
                                     : "EXPR$" + std::to_string(agg.groupExprs.size()));
        agg.groupExprs.push_back(std::move(bound));
    }
    return index < 64 ? GroupingMask{1} << index : 0;
}

PlanNodePtr Binder::expandGroupingSets(const AggContext &agg, PlanNodePtr input, SourceRange range)
{
    auto expand = std::make_shared<ExpandNode>();
    expand->range = range;
    expand->schema = input->schema;
    const int groups = static_cast<int>(agg.groupExprs.size());
    for (int i = 0; i < groups; ++i)
        expand->schema[static_cast<std::size_t>(i)].type = agg.groupType(static_cast<std::size_t>(i));
    expand->schema.push_back({"$e", LogicalType::bigInt(false)});
    for (const GroupingSet &set : agg.groupingSets) {
        ExpandNode::Projection projection;
        projection.id = set.expandId;
        for (int i = 0; i < groups; ++i) {
            if (!(set.kept >> i & 1))
                projection.nulled.push_back(i);
        }
        expand->projections.push_back(std::move(projection));
    }
    expand->reasons.push_back("GROUPING SETS, ROLLUP or CUBE: each row leaves once per grouping set (" +
                              std::to_string(agg.groupingSets.size()) +
                              "), the grouping columns the set leaves out NULL and its id as $e");
    expand->inputs.push_back(std::move(input));
    return expand;
}

BoundRelation Binder::bindAggregate(BoundRelation input, const sql::SelectQuery &select)
{
    // GROUP BY TUMBLE / HOP / SESSION(time_attr, ...): the window table function over the input,
    // grouped by the window's start, end and time.
    GroupWindowColumns groupWindow;
    bool groupingConstructs = false;
    for (const sql::GroupingElement &g : select.groupBy) {
        groupingConstructs = groupingConstructs || g.kind != sql::GroupingElement::Kind::Expr;
        const sql::FunctionCallExpr *call = g.expr ? asGroupWindow(*g.expr) : nullptr;
        if (!call)
            continue;
        if (groupWindow.call)
            fail(g.range, sluice::Engine::tr("Only a single window group is allowed in GROUP BY"));
        input = bindGroupWindow(std::move(input), *call, groupWindow);
    }
    struct Restore {
        const GroupWindowColumns *&slot;
        const GroupWindowColumns *saved;
        ~Restore() { slot = saved; }
    } restore{m_groupWindow, m_groupWindow};
    m_groupWindow = groupWindow.call ? &groupWindow : nullptr;
    if (groupWindow.call && groupingConstructs)
        fail(groupWindow.call->range,
             sluice::Engine::tr("Unsupported call: $%1: a GROUP BY %2(...) window cannot be combined with "
                                "GROUPING SETS, ROLLUP or CUBE (use the %3 window table function: GROUP BY "
                                "window_start, window_end, ROLLUP(...))")
                 .arg(groupWindow.kind)
                 .arg(groupWindow.kind)
                 .arg(groupWindow.kind));

    // The grouping expressions, each once in order of first appearance, and the grouping sets
    // over them: each GROUP BY element's sets, combined with the others'.
    AggContext agg;
    ExpressionBinder plain(*this, input.scope);
    std::vector<GroupingMask> sets{0};
    for (const sql::GroupingElement &g : select.groupBy) {
        std::vector<GroupingMask> elementSets;
        if (g.expr && asGroupWindow(*g.expr)) {
            const char *names[] = {"w$start", "w$end", "w$time"};
            GroupingMask mask = 0;
            for (int role = 0; role < 3; ++role) {
                const int col = role == 0 ? groupWindow.start : role == 1 ? groupWindow.end : groupWindow.time;
                mask |= GroupingMask{1} << agg.groupExprs.size();
                agg.groupExprs.push_back(makeInputRef(col, input.scope.columns[static_cast<std::size_t>(col)].type,
                                                      names[role], g.range));
                agg.groupNames.push_back(names[role]);
            }
            elementSets.push_back(mask);
        } else {
            elementSets = groupingSetsOf(g, plain, agg);
        }
        if (g.kind != sql::GroupingElement::Kind::Empty)
            ++agg.groupCount;
        sets = crossSets(sets, elementSets);
        if (sets.size() > (std::size_t{1} << kMaxGroupingSetsLog2))
            fail(g.range, sluice::Engine::tr("GROUP BY of more than 2^%1 grouping sets: each row would be "
                                             "repeated that often")
                              .arg(kMaxGroupingSetsLog2));
    }
    std::optional<Text> errorWithoutGrouping;
    if (groupingConstructs) {
        if (agg.groupExprs.size() > static_cast<std::size_t>(kMaxGroupingExpressions))
            fail(select.groupBy.front().range, sluice::Engine::tr("group count must be less than 64."));
        GroupingSetPlan plan = planGroupingSets(std::move(sets), agg.groupNames);
        if (plan.error)
            fail(select.groupBy.front().range, *plan.error);
        agg.groupingSets = std::move(plan.sets);
        errorWithoutGrouping = std::move(plan.errorWithoutGrouping);
    }
    ExpressionBinder b(*this, input.scope, &agg);
    std::vector<BoundExprPtr> items;
    std::vector<std::string> names;
    // ROW_NUMBER() OVER (...) among the items ranks the aggregated rows: its keys are bound as
    // the items are, and read as they are (so no aggregate they need is pruned).
    const sql::FunctionCallExpr *rowNumber = nullptr;
    std::size_t rowNumberItem = 0;
    for (std::size_t i = 0; i < select.items.size(); ++i) {
        const auto &item = select.items[i];
        if (item.expr->is<sql::StarExpr>())
            fail(item.range,
                 sluice::Engine::tr("'*' cannot be used in an aggregate query; list the grouped columns"));
        const auto *call = item.expr->is<sql::FunctionCallExpr>() ? &item.expr->as<sql::FunctionCallExpr>() : nullptr;
        if (call && call->over && call->upperName() == "ROW_NUMBER") {
            if (rowNumber)
                fail(call->range, sluice::Engine::tr("Only one ROW_NUMBER() per query is supported"));
            rowNumber = call;
            rowNumberItem = i;
            items.push_back(makeLiteral(LogicalType::bigInt(false), "0", call->range)); // placeholder
        } else {
            items.push_back(b.bind(*item.expr));
        }
        names.push_back(item.alias ? item.alias->name : ExpressionBinder::defaultName(*item.expr, i));
    }
    BoundExprPtr having = select.having ? b.bindCondition(*select.having, "HAVING") : nullptr;
    if (errorWithoutGrouping && !agg.groupingCalled)
        fail(select.groupBy.front().range, *errorWithoutGrouping);
    if (having && having->kind == BoundExprKind::Literal && having->literalText == "TRUE")
        having = nullptr; // a HAVING that simplified to TRUE filters nothing
    RowNumberKeys rankKeys;
    if (rowNumber) {
        if (having)
            unsupported(rowNumber->range, sluice::Engine::tr("ROW_NUMBER() in a query with HAVING"));
        rankKeys = bindRowNumberKeys(*rowNumber, b);
        items.insert(items.end(), rankKeys.partitionBy.begin(), rankKeys.partitionBy.end());
        items.insert(items.end(), rankKeys.orderBy.begin(), rankKeys.orderBy.end());
    }
    pruneUnreadAggregates(agg, items, having);
    if (rowNumber) {
        const std::size_t n = rankKeys.partitionBy.size(), m = rankKeys.orderBy.size();
        const std::size_t first = items.size() - n - m;
        std::copy(items.begin() + static_cast<std::ptrdiff_t>(first),
                  items.begin() + static_cast<std::ptrdiff_t>(first + n), rankKeys.partitionBy.begin());
        std::copy(items.begin() + static_cast<std::ptrdiff_t>(first + n), items.end(), rankKeys.orderBy.begin());
        items.resize(first);
    }

    // Pre-projection: group expressions, then each aggregate's argument and filter.
    std::vector<BoundExprPtr> pre = agg.groupExprs;
    std::vector<std::string> preNames = agg.groupNames;
    // With grouping sets, an argument reads its own copy of a grouping column that some set
    // leaves out (the expansion writes NULL into the grouping column, not into the copy).
    auto column = [&](const BoundExprPtr &e, const std::string &name) {
        for (std::size_t i = 0; i < pre.size(); ++i) {
            if (i < agg.groupExprs.size() && !agg.groupingSets.empty() &&
                !groupedInEverySet(agg.groupingSets, static_cast<int>(i)))
                continue;
            if (pre[i]->sameAs(*e))
                return static_cast<int>(i);
        }
        pre.push_back(e);
        preNames.push_back(uniqueName(name, preNames));
        return static_cast<int>(pre.size() - 1);
    };
    std::vector<AggCall> calls;
    const int groups = static_cast<int>(agg.groupExprs.size());
    const int keyColumns = agg.keyColumns();
    for (std::size_t i = 0; i < agg.aggs.size(); ++i) {
        const PendingAgg &p = agg.aggs[i];
        AggCall call;
        call.function = p.function;
        call.distinct = p.distinct;
        call.type = p.type;
        call.skipNulls = p.skipNulls;
        call.separator = p.separator;
        call.name = "EXPR$" + std::to_string(groups + static_cast<int>(i));
        auto argColumn = [&](const BoundExprPtr &e) {
            return column(e, e->kind == BoundExprKind::InputRef ? e->name : "$f" + std::to_string(pre.size()));
        };
        if (p.arg)
            call.argIndex = argColumn(p.arg);
        if (p.arg2)
            call.arg2Index = argColumn(p.arg2);
        if (p.filter)
            call.filterIndex = column(p.filter, "$f" + std::to_string(pre.size()));
        calls.push_back(call);
    }
    // Select items that are plain aggregates give their alias to the aggregate's column.
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto &e = items[i];
        if (e->kind == BoundExprKind::InputRef && e->inputIndex >= keyColumns)
            calls[static_cast<std::size_t>(e->inputIndex - keyColumns)].name = names[i];
    }
    // Windowed aggregation: grouping by window_start and window_end of one window TVF.
    const WindowTableFunctionNode *window = nullptr;
    int startKey = -1, endKey = -1, timeKey = -1;
    for (int i = 0; i < groups; ++i) {
        const auto &e = agg.groupExprs[static_cast<std::size_t>(i)];
        if (e->kind != BoundExprKind::InputRef)
            continue;
        const auto &c = input.scope.columns[static_cast<std::size_t>(e->inputIndex)];
        if (!agg.groupingSets.empty() && !groupedInEverySet(agg.groupingSets, i))
            continue; // a window column some grouping set leaves out: not a window aggregation
        if (c.windowRole == 1) {
            startKey = i;
            window = c.window;
        } else if (c.windowRole == 2) {
            endKey = i;
            window = window ? window : c.window;
        } else if (c.windowRole == 3 &&
                   (groupWindow.call || (c.window && c.window->window.kind == WindowKind::Session))) {
            // window_time of a session: a property of the merged session, not a group key
            timeKey = i;
        }
    }
    // A HOP or CUMULATE window keeps the values of LISTAGG and the like per slice, which each
    // row's event time tells: the pre-projection passes that time on.
    int sliceTime = -1;
    bool sliceTimeKnown = true;
    if (window && startKey >= 0 && endKey >= 0 &&
        (window->window.kind == WindowKind::Hop || window->window.kind == WindowKind::Cumulate) &&
        std::any_of(calls.begin(), calls.end(), [](const AggCall &c) { return isValueListAggregate(c.function); }) &&
        !window->window.proctime) {
        const int column = passedColumn(*input.node, window, window->window.timeColumn);
        sliceTimeKnown = column >= 0;
        if (sliceTimeKnown) {
            const ScopeColumn &c = input.scope.columns[static_cast<std::size_t>(column)];
            sliceTime = static_cast<int>(pre.size());
            pre.push_back(makeInputRef(column, c.type, c.name));
            preNames.push_back(uniqueName("$slice_time", preNames));
        }
    }
    BoundRelation preRel = project(input, pre, preNames, select.range);
    PlanNodePtr aggInput = preRel.node;
    if (!agg.groupingSets.empty())
        aggInput = expandGroupingSets(agg, preRel.node, select.groupBy.front().range);

    PlanNodePtr node;
    std::vector<int> keys(static_cast<std::size_t>(groups));
    for (int i = 0; i < groups; ++i)
        keys[static_cast<std::size_t>(i)] = i;
    if (!agg.groupingSets.empty())
        keys.push_back(static_cast<int>(pre.size())); // $e, after the expansion's input columns
    if (window && startKey >= 0 && endKey >= 0 && window->window.kind == WindowKind::Session &&
        !groupWindow.call) {
        // SESSION(TABLE t PARTITION BY k, ...) aggregates per its partition keys: the other group
        // keys must be exactly those columns (Flink plans anything else as a regular aggregation
        // over the standalone window function).
        std::set<std::string> keys, partition;
        for (int i = 0; i < groups; ++i)
            if (i != startKey && i != endKey && i != timeKey)
                keys.insert(agg.groupExprs[static_cast<std::size_t>(i)]->name);
        for (int k : window->partitionKeys)
            partition.insert(window->inputs.at(0)->schema.at(static_cast<std::size_t>(k)).name);
        if (keys != partition)
            window = nullptr; // a regular aggregation over the rows with their merged sessions
    }
    if (window && startKey >= 0 && endKey >= 0) {
        // HOP and CUMULATE windows share slices, which Flink merges: every aggregate needs a
        // merge, and HOP's DISTINCT LISTAGG a retraction its insert-only LISTAGG lacks.
        const bool sliced = window->window.kind == WindowKind::Hop || window->window.kind == WindowKind::Cumulate;
        for (std::size_t i = 0; i < calls.size() && sliced; ++i) {
            const std::string name = aggFunctionName(calls[i].function);
            if (!aggFunctionMerges(calls[i].function))
                fail(
                    agg.aggs[i].range,
                    sluice::Engine::tr(
                        "Could not find an implementation method 'merge' for function '%1': Flink "
                        "merges the slices of HOP and CUMULATE windows, and %2 cannot merge (use a "
                        "TUMBLE window)")
                        .arg(name)
                        .arg(name));
            if (calls[i].function == AggFunction::ListAgg && calls[i].distinct &&
                window->window.kind == WindowKind::Hop)
                fail(agg.aggs[i].range,
                     sluice::Engine::tr(
                         "This function does not support retraction: Flink's LISTAGG(DISTINCT ...) "
                         "in a HOP window would retract from its slices (use TUMBLE or CUMULATE)"));
        }
        // Flink merges a HOP or CUMULATE window's DISTINCT values slice by slice through hash
        // maps, whose order the engine does not follow.
        for (std::size_t i = 0; i < calls.size() && sliced; ++i) {
            if (isValueListAggregate(calls[i].function) && calls[i].distinct)
                unsupported(
                    agg.aggs[i].range,
                    sluice::Engine::tr("%1(DISTINCT ...) in a %2 window aggregation")
                        .arg(aggFunctionName(calls[i].function))
                        .arg(windowKindName(window->window.kind)),
                    sluice::Engine::tr("Flink merges the window's slices through hash maps of the distinct "
                                       "values, whose order the engine does not follow; without DISTINCT it "
                                       "runs"));
        }
        for (std::size_t i = 0; i < calls.size() && !sliceTimeKnown; ++i) {
            if (isValueListAggregate(calls[i].function))
                unsupported(
                    agg.aggs[i].range,
                    sluice::Engine::tr("%1(...) in a %2 window aggregation over a window table function "
                                       "whose time column the query does not pass on")
                        .arg(aggFunctionName(calls[i].function))
                        .arg(windowKindName(window->window.kind)),
                    sluice::Engine::tr(
                        "select the window's time column in the query under the aggregation"));
        }
        auto w = std::make_shared<WindowAggregateNode>();
        w->window = window->window;
        w->groupKeys = keys;
        w->windowStartKey = startKey;
        w->windowEndKey = endKey;
        w->windowTimeKey = timeKey;
        w->sliceTimeColumn = sliceTime;
        w->aggCalls = calls;
        w->emitStrategy = bindWindowEmit(w->window, groupWindow.call != nullptr,
                                 groupWindow.call ? groupWindow.call->range : select.range);
        node = w;
    } else {
        auto a = std::make_shared<AggregateNode>();
        a->groupKeys = keys;
        a->aggCalls = calls;
        if (!input.name.empty() && !m_ttlHints.empty()) {
            auto it = m_ttlHints.back().find(input.name);
            if (it != m_ttlHints.back().end()) {
                it->second.used = true;
                a->stateTtlHint = it->second.ttl;
            }
        }
        node = a;
    }
    node->range = select.groupBy.empty() ? select.range : select.groupBy.front().range;
    for (int k : keys)
        node->schema.push_back(aggInput->schema[static_cast<std::size_t>(k)]);
    for (const auto &c : calls)
        node->schema.push_back({c.name, c.type});
    node->inputs.push_back(aggInput);

    Scope aggScope;
    for (const auto &f : node->schema)
        aggScope.columns.push_back({"", f.name, f.type});
    // A window aggregation's window_start and window_end stay window columns (Flink's window
    // properties), so a window Top-N can follow.
    if (node->is<WindowAggregateNode>() && !groupWindow.call) {
        aggScope.columns[static_cast<std::size_t>(startKey)].windowRole = 1;
        aggScope.columns[static_cast<std::size_t>(endKey)].windowRole = 2;
        aggScope.columns[static_cast<std::size_t>(startKey)].window = window;
        aggScope.columns[static_cast<std::size_t>(endKey)].window = window;
    }
    BoundRelation aggRel{node, aggScope, ""};
    if (rowNumber) {
        auto rank = makeRowNumberRank(*rowNumber, rankKeys, aggRel);
        items[rowNumberItem] = makeInputRef(static_cast<int>(aggScope.columns.size()),
                                            LogicalType::bigInt(false), "rn", rowNumber->range);
        return project(withRank(std::move(aggRel), rank), items, names, select.range);
    }
    BoundRelation out = project(aggRel, items, names, select.range);
    if (having) {
        out.node->as<CalcNode>().condition = having;
        return out;
    }
    bool identity = items.size() == node->schema.size();
    for (std::size_t i = 0; identity && i < items.size(); ++i)
        identity = items[i]->kind == BoundExprKind::InputRef && items[i]->inputIndex == static_cast<int>(i) &&
                   names[i] == node->schema[i].name;
    return identity ? aggRel : out;
}

void Binder::pruneUnreadAggregates(AggContext &agg, std::vector<BoundExprPtr> &items, BoundExprPtr &having)
{
    // Flink computes only the aggregates its plan still reads: one that a simplified HAVING no
    // longer mentions (HAVING COUNT(*) IS NOT NULL) is trimmed away, so a row it alone would
    // have changed emits no update.
    const int groups = agg.keyColumns();
    std::vector<int> read;
    for (const auto &e : items)
        e->collectInputRefs(read);
    if (having)
        having->collectInputRefs(read);
    std::vector<bool> used(agg.aggs.size(), false);
    for (int i : read)
        if (i >= groups)
            used[static_cast<std::size_t>(i - groups)] = true;
    if (std::find(used.begin(), used.end(), false) == used.end())
        return;
    std::vector<int> mapping(static_cast<std::size_t>(groups) + agg.aggs.size(), -1);
    for (int i = 0; i < groups; ++i)
        mapping[static_cast<std::size_t>(i)] = i;
    std::vector<PendingAgg> kept;
    for (std::size_t i = 0; i < agg.aggs.size(); ++i) {
        if (!used[i])
            continue;
        mapping[static_cast<std::size_t>(groups) + i] = groups + static_cast<int>(kept.size());
        kept.push_back(std::move(agg.aggs[i]));
    }
    agg.aggs = std::move(kept);
    for (auto &e : items)
        e = remapInputs(e, mapping);
    if (having)
        having = remapInputs(having, mapping);
}

BoundRelation Binder::bindProjection(BoundRelation input, const sql::SelectQuery &select,
                                     const std::vector<sql::OrderItem> *orderBy)
{
    std::vector<BoundExprPtr> items;
    std::vector<std::string> names;
    std::shared_ptr<RankNode> rank;
    // ROW_NUMBER() OVER (PARTITION BY ... ORDER BY ...) makes a Rank node under the projection;
    // in batch mode next to other OVER calls, it is one of them.
    auto isRowNumber = [](const sql::Expr &e) {
        return e.is<sql::FunctionCallExpr>() && e.as<sql::FunctionCallExpr>().over &&
               e.as<sql::FunctionCallExpr>().upperName() == "ROW_NUMBER";
    };
    const bool overCallsBeside =
        m_config.isBatchMode() &&
        std::any_of(select.items.begin(), select.items.end(), [&](const sql::SelectItem &item) {
            return !isRowNumber(*item.expr) &&
                   ExpressionBinder::containsExpr(*item.expr, [](const sql::Expr &e) {
                       return e.is<sql::FunctionCallExpr>() && e.as<sql::FunctionCallExpr>().over;
                   });
        });
    for (const auto &item : select.items) {
        if (overCallsBeside || !isRowNumber(*item.expr))
            continue;
        const auto &call = item.expr->as<sql::FunctionCallExpr>();
        if (rank)
            fail(call.range, sluice::Engine::tr("Only one ROW_NUMBER() per query is supported"));
        ExpressionBinder b(*this, input.scope);
        rank = makeRowNumberRank(call, bindRowNumberKeys(call, b), input);
    }
    const int rankIndex = static_cast<int>(input.scope.columns.size());
    OverContext over;
    over.inputWidth = rankIndex;
    ExpressionBinder b(*this, input.scope, nullptr, &over);
    // Each item is bound on its own: every item in error is reported, then the statement fails.
    bool itemFailed = false;
    for (std::size_t i = 0; i < select.items.size(); ++i) {
        const auto &item = select.items[i];
        try {
            if (item.expr->is<sql::StarExpr>()) {
                const auto &star = item.expr->as<sql::StarExpr>();
                const std::string qualifier = star.qualifier.empty() ? "" : star.qualifier.back().name;
                bool any = false;
                for (std::size_t c = 0; c < input.scope.columns.size(); ++c) {
                    const auto &col = input.scope.columns[c];
                    if (qualifier.empty() ? !col.unqualifiedVisible() : col.qualifier != qualifier)
                        continue;
                    items.push_back(makeInputRef(static_cast<int>(c), col.type, col.name, item.range));
                    names.push_back(col.name);
                    any = true;
                }
                if (!any)
                    fail(item.range,
                         sluice::Engine::tr("Table '%1' not found in FROM clause").arg(qualifier));
                continue;
            }
            const auto *call = item.expr->is<sql::FunctionCallExpr>() ? &item.expr->as<sql::FunctionCallExpr>() : nullptr;
            if (!overCallsBeside && call && call->over && call->upperName() == "ROW_NUMBER") {
                items.push_back(makeInputRef(rankIndex, LogicalType::bigInt(false), "rn", item.range));
            } else {
                items.push_back(b.bind(*item.expr));
                if (items.back()->type.root() == LogicalTypeRoot::Null)
                    fail(item.expr->range,
                         sluice::Engine::tr("Illegal use of 'NULL'")); // Calcite wants CAST(NULL AS type)
            }
            names.push_back(item.alias ? item.alias->name : ExpressionBinder::defaultName(*item.expr, i));
        } catch (const Abort &) {
            itemFailed = true;
        }
    }
    if (itemFailed)
        throw Abort{};
    // Duplicate output names get a suffix, as Flink does (a, a0).
    std::vector<std::string> unique;
    for (const auto &n : names)
        unique.push_back(uniqueName(n, unique));
    // ORDER BY items name an output column (by alias) or are expressions over the input: a
    // selected column then, or a sort-only column appended here.
    std::vector<int> orderColumns;
    const std::size_t visible = items.size();
    const std::size_t orderItems = orderBy ? orderBy->size() : 0;
    for (std::size_t k = 0; k < orderItems; ++k) {
        const sql::OrderItem &o = (*orderBy)[k];
        int column = -1;
        if (o.expr->is<sql::ColumnRefExpr>() && o.expr->as<sql::ColumnRefExpr>().parts.size() == 1) {
            const std::string &name = o.expr->as<sql::ColumnRefExpr>().parts[0].name;
            for (std::size_t c = 0; c < visible && column < 0; ++c)
                if (unique[c] == name)
                    column = static_cast<int>(c);
        }
        if (column < 0) {
            BoundExprPtr e = b.bind(*o.expr);
            for (std::size_t c = 0; c < visible && column < 0; ++c)
                if (e->kind == BoundExprKind::InputRef && items[c]->kind == BoundExprKind::InputRef &&
                    items[c]->inputIndex == e->inputIndex)
                    column = static_cast<int>(c);
            if (column < 0) {
                column = static_cast<int>(items.size());
                items.push_back(e);
                unique.push_back(uniqueName("$sort" + std::to_string(items.size() - visible - 1), unique));
            }
        }
        orderColumns.push_back(column);
    }
    if (!over.calls.empty()) {
        // Flink's streaming OverAggregate has no ROW_NUMBER; a Rank takes it only filtered.
        if (rank)
            fail(rank->range,
                 sluice::Engine::tr("Sql optimization: Cannot generate a valid execution plan for the "
                                    "given query: ROW_NUMBER() next to other OVER aggregates is not "
                                    "supported in streaming (rank the rows in a subquery and filter "
                                    "on the rank)"));
        input = applyOverAggregate(std::move(input), over, items, select.range);
    }
    if (rank)
        input = withRank(std::move(input), rank);
    // An identity projection keeps the input as it is.
    bool identity = items.size() == input.node->schema.size();
    for (std::size_t i = 0; identity && i < items.size(); ++i) {
        identity = items[i]->kind == BoundExprKind::InputRef &&
                   items[i]->inputIndex == static_cast<int>(i) &&
                   unique[i] == input.node->schema[i].name;
    }
    if (identity) {
        input.orderColumns = std::move(orderColumns);
        return input;
    }
    const std::string name = input.name;
    BoundRelation out = project(std::move(input), items, unique, select.range);
    out.name = name;
    out.orderColumns = std::move(orderColumns);
    out.sortOnlyColumns = static_cast<int>(items.size() - visible);
    return out;
}

BoundRelation Binder::bindDistinct(BoundRelation input, SourceRange range)
{
    auto a = std::make_shared<AggregateNode>();
    a->range = range;
    a->distinctOnly = true;
    for (std::size_t i = 0; i < input.node->schema.size(); ++i)
        a->groupKeys.push_back(static_cast<int>(i));
    a->schema = input.node->schema;
    a->inputs.push_back(input.node);
    Scope scope;
    for (const auto &f : a->schema)
        scope.columns.push_back({"", f.name, f.type});
    return {a, scope, ""};
}

BoundRelation Binder::bindSetOperation(const sql::SetOperationQuery &setOp)
{
    if (setOp.op != sql::SetOpKind::Union)
        unsupported(setOp.range, sluice::Engine::tr("INTERSECT and EXCEPT"));
    BoundRelation left = bindQuery(*setOp.left);
    BoundRelation right = bindQuery(*setOp.right);
    const auto &ls = left.node->schema;
    const auto &rs = right.node->schema;
    if (ls.size() != rs.size())
        fail(setOp.range,
             sluice::Engine::tr("Column count mismatch in UNION: the left side has %1 columns, the "
                                "right side %2")
                 .arg(ls.size())
                 .arg(rs.size()));
    std::vector<LogicalType> types;
    for (std::size_t i = 0; i < ls.size(); ++i) {
        auto t = commonType(ls[i].type.withTimeAttribute(TimeAttribute::None),
                            rs[i].type.withTimeAttribute(TimeAttribute::None));
        if (!t)
            fail(setOp.range, sluice::Engine::tr("Type mismatch in UNION column %1 ('%2'): %3 vs %4")
                                  .arg(i + 1)
                                  .arg(ls[i].name)
                                  .arg(ls[i].type.toString())
                                  .arg(rs[i].type.toString()));
        // Identical time attributes on both sides of a UNION ALL stay one (Flink's
        // leastRestrictive keeps a type all inputs share), so a window can follow a UNION ALL of
        // event-time streams. UNION's DISTINCT is an aggregation, which materializes them.
        const TimeAttribute time = ls[i].type.timeAttribute();
        if (setOp.all && time != TimeAttribute::None && time == rs[i].type.timeAttribute() &&
            ls[i].type.equalsIgnoringNullability(rs[i].type))
            t = t->withTimeAttribute(time);
        types.push_back(*t);
    }
    auto align = [&](BoundRelation rel) {
        std::vector<BoundExprPtr> exprs;
        std::vector<std::string> names;
        bool needed = false;
        for (std::size_t i = 0; i < types.size(); ++i) {
            const auto &f = rel.node->schema[i];
            BoundExprPtr ref = makeInputRef(static_cast<int>(i), f.type, f.name);
            if (!f.type.withTimeAttribute(TimeAttribute::None).equalsIgnoringNullability(types[i]) ||
                f.type.timeAttribute() != types[i].timeAttribute()) {
                ref = makeCast(ref, types[i].withNullability(f.type.isNullable()), false);
                needed = true;
            }
            exprs.push_back(ref);
            names.push_back(ls[i].name);
        }
        return needed ? project(std::move(rel), exprs, names, setOp.range) : rel;
    };
    left = align(std::move(left));
    right = align(std::move(right));
    auto u = std::make_shared<UnionNode>();
    u->range = setOp.range;
    for (std::size_t i = 0; i < types.size(); ++i) {
        const bool nullable = left.node->schema[i].type.isNullable() || right.node->schema[i].type.isNullable();
        u->schema.push_back({ls[i].name, types[i].withNullability(nullable)});
    }
    u->inputs = {left.node, right.node};
    Scope scope;
    for (const auto &f : u->schema)
        scope.columns.push_back({"", f.name, f.type});
    BoundRelation out{u, scope, ""};
    return setOp.all ? out : bindDistinct(std::move(out), setOp.range);
}

} // namespace sluice::plan
