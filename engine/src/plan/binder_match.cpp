// MATCH_RECOGNIZE bound into a Match node, with the checks Flink makes: Calcite's validation,
// the planner's (StreamExecMatch: ordering, pattern shape) and the CEP library's pattern rules.
// DEFINE conditions and measures read the rows of a match through navigations
// (MatchNavigation): `A.price` is LAST(A.price, 0), `price` reads every variable's rows.

#include "plan/expression_binder.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::plan {

namespace {

int variableIndex(const std::vector<std::string> &variables, const std::string &name)
{
    const auto it = std::find(variables.begin(), variables.end(), name);
    return it == variables.end() ? -1 : static_cast<int>(it - variables.begin());
}

std::string variableList(const std::vector<std::string> &variables)
{
    std::string out;
    for (const std::string &v : variables)
        out += (out.empty() ? "" : ", ") + v;
    return out;
}

} // namespace

BoundRelation Binder::bindMatchRecognize(const sql::MatchRecognizeRef &ref,
                                         const sql::SelectQuery &block)
{
    BoundRelation input = bindFrom(*ref.input, block);
    auto node = std::make_shared<MatchNode>();
    node->range = ref.range;
    const RowSchema &in = input.node->schema;

    // Calcite takes column names here (Flink fails on an expression).
    auto column = [&](const sql::Expr &e, const char *clause) {
        if (!e.is<sql::ColumnRefExpr>())
            fail(e.range,
                 sluice::Engine::tr("MATCH_RECOGNIZE's %1 takes column names; compute the expression "
                                    "as a column of a subquery and name that column")
                     .arg(clause));
        ExpressionBinder b(*this, input.scope);
        BoundExprPtr bound = b.bind(e);
        if (bound->kind != BoundExprKind::InputRef)
            fail(e.range, sluice::Engine::tr("MATCH_RECOGNIZE's %1 takes column names").arg(clause));
        return bound->inputIndex;
    };
    for (const sql::ExprPtr &e : ref.partitionBy)
        node->partitionKeys.push_back(column(*e, "PARTITION BY"));

    // ORDER BY: a time attribute first, ascending (StreamExecMatch.checkOrderKeys).
    if (ref.orderBy.empty())
        fail(ref.range, sluice::Engine::tr("You must specify either rowtime or proctime for order by."));
    for (const sql::OrderItem &item : ref.orderBy) {
        SortKey key;
        key.column = column(*item.expr, "ORDER BY");
        key.descending = item.descending;
        key.nullsFirst = item.nullsFirst;
        node->orderKeys.push_back(key);
    }
    const SortKey &time = node->orderKeys.front();
    const TimeAttribute attribute = in.at(static_cast<std::size_t>(time.column)).type.timeAttribute();
    if (attribute == TimeAttribute::None)
        fail(ref.orderBy.front().range,
             sluice::Engine::tr(
                 "You must specify either rowtime or proctime for order by as the first one."));
    if (time.descending)
        fail(ref.orderBy.front().range,
             sluice::Engine::tr("Primary sort order of a streaming table must be ascending on time."));
    node->proctime = attribute == TimeAttribute::Proctime;

    // PATTERN: variables in sequence, each with a quantifier (Flink's CEP has no alternation,
    // groups, PERMUTE or exclusion).
    std::vector<const sql::PatternTerm *> elements;
    auto flatten = [&](auto &&self, const sql::PatternTerm &term) -> void {
        switch (term.kind) {
        case sql::PatternTermKind::Variable: elements.push_back(&term); return;
        case sql::PatternTermKind::Concat:
            for (const auto &item : term.items)
                self(self, *item);
            return;
        case sql::PatternTermKind::Group:
            if (term.quantifier.written)
                fail(term.range,
                     sluice::Engine::tr("Group patterns are not supported yet: a quantifier applies "
                                        "to a single pattern variable in Flink's MATCH_RECOGNIZE"));
            for (const auto &item : term.items)
                self(self, *item);
            return;
        case sql::PatternTermKind::Alternation:
            fail(term.range,
                 sluice::Engine::tr("Currently, CEP doesn't support branching patterns (A | B)."));
        case sql::PatternTermKind::Permute:
            fail(term.range, sluice::Engine::tr("Currently, CEP doesn't support PERMUTE patterns."));
        case sql::PatternTermKind::Exclusion:
            fail(term.range, sluice::Engine::tr("Currently, CEP doesn't support '{-' '-}' patterns."));
        }
    };
    flatten(flatten, *ref.pattern);
    if (ref.anchorStart || ref.anchorEnd)
        warn(ref.patternRange,
             sluice::Engine::tr(
                 "Flink ignores the anchors ^ and $ of a pattern (a stream has no partition start "
                 "or end): the pattern matches anywhere"),
             "semantic");
    for (const sql::PatternTerm *term : elements) {
        if (variableIndex(node->variables, term->variable.name) >= 0)
            fail(term->range,
                 sluice::Engine::tr("Pattern variables must be unique. That might change in the "
                                    "future. ('%1' appears twice)")
                     .arg(term->variable.name));
        node->variables.push_back(term->variable.name);
    }

    // Quantifiers, as StreamExecMatch translates them into the CEP pattern and the pattern
    // API and the NFA compiler then check them.
    bool previousGreedy = false;
    for (std::size_t i = 0; i < elements.size(); ++i) {
        const sql::PatternQuantifier &q = elements[i]->quantifier;
        MatchPatternElement element;
        element.variable = static_cast<int>(i);
        if (q.written) {
            element.min = q.min;
            element.max = q.max;
            if (q.min < 0)
                fail(q.range,
                     sluice::Engine::tr("The from should be a positive number greater than 0. (Flink's "
                                        "CEP needs the lower bound of {,m}: write {0,m})"));
            if (q.max == 0)
                fail(q.range, sluice::Engine::tr("A quantifier must allow at least one row"));
            const bool optional = q.min == 0 && q.max == 1;
            const bool optionalCall = q.min == 0 && (q.max == 1 || q.max == -1);
            if (q.reluctant && optional)
                fail(q.range, sluice::Engine::tr("Reluctant optional variables are not supported yet."));
            if (optionalCall && previousGreedy)
                fail(q.range, sluice::Engine::tr("Optional pattern cannot be preceded by greedy pattern"));
            element.greedy = !q.reluctant && !optional && q.min != q.max;
        }
        previousGreedy = element.greedy;
        node->pattern.push_back(element);
    }
    if (std::all_of(node->pattern.begin(), node->pattern.end(),
                    [](const MatchPatternElement &e) { return e.min == 0; }))
        fail(ref.patternRange,
             sluice::Engine::tr("Patterns that can produce empty matches are not supported. "
                                "There must be at least one non-optional state."));
    if (node->pattern.back().greedy)
        fail(elements.back()->quantifier.range,
             sluice::Engine::tr(
                 "Greedy quantifiers are not allowed as the last element of a Pattern yet. "
                 "Finish your pattern with either a simple variable or reluctant quantifier."));
    if (ref.allRowsPerMatch)
        fail(ref.rowsPerMatchRange, sluice::Engine::tr("All rows per match mode is not supported yet."));
    // SUBSET names are accepted, but Flink's pattern holds no rows under them: a measure
    // reading one gets NULL (COUNT 0), as does one qualified by the input table's name.
    std::vector<std::string> emptyQualifiers;
    for (const sql::MatchSubset &subset : ref.subsets) {
        for (const sql::Ident &v : subset.variables)
            if (variableIndex(node->variables, v.name) < 0)
                fail(v.range, sluice::Engine::tr("Unknown pattern '%1' in SUBSET %2")
                                  .arg(v.name)
                                  .arg(subset.name.name));
        emptyQualifiers.push_back(subset.name.name);
        warn(subset.name.range,
             sluice::Engine::tr("Flink maps no rows to SUBSET %1: measures reading %2.x are NULL")
                 .arg(subset.name.name)
                 .arg(subset.name.name),
             "semantic");
    }
    for (const ScopeColumn &c : input.scope.columns)
        if (!c.qualifier.empty() && variableIndex(emptyQualifiers, c.qualifier) < 0)
            emptyQualifiers.push_back(c.qualifier);

    // DEFINE: one condition per variable at most; a variable without one takes every row.
    node->definitions.resize(node->variables.size());
    for (const sql::MatchDefinition &d : ref.definitions) {
        const int v = variableIndex(node->variables, d.variable.name);
        if (v < 0) {
            // Flink accepts (and never uses) the condition of a variable the pattern lacks.
            warn(d.variable.range,
                 sluice::Engine::tr("DEFINE %1 is unused: the PATTERN has no variable %2 (%3)")
                     .arg(d.variable.name)
                     .arg(d.variable.name)
                     .arg(variableList(node->variables)),
                 "semantic");
            std::vector<std::string> withUnused = node->variables;
            withUnused.push_back(d.variable.name);
            MatchContext context{&withUnused, static_cast<int>(withUnused.size()) - 1, {}, false, MatchContext::kUnread};
            ExpressionBinder b(*this, input.scope, nullptr, nullptr, &context);
            b.bindCondition(*d.condition, "DEFINE");
            continue;
        }
        auto &slot = node->definitions[static_cast<std::size_t>(v)];
        if (slot)
            fail(d.variable.range,
                 sluice::Engine::tr("Pattern variable '%1' is defined twice").arg(d.variable.name));
        MatchContext context{&node->variables, v, {}, false, MatchContext::kUnread};
        ExpressionBinder b(*this, input.scope, nullptr, nullptr, &context);
        MatchExpression condition;
        condition.expr = b.bindCondition(*d.condition, "DEFINE");
        condition.navigations = std::move(context.navigations);
        slot = std::move(condition);
    }

    // MEASURES, after the partition columns.
    std::vector<std::string> names;
    for (const int k : node->partitionKeys) {
        const Field &f = in.at(static_cast<std::size_t>(k));
        node->schema.push_back({f.name, f.type.withTimeAttribute(TimeAttribute::None)});
        names.push_back(f.name);
    }
    for (const sql::MatchMeasure &m : ref.measures) {
        if (std::find(names.begin(), names.end(), m.name.name) != names.end())
            fail(m.name.range,
                 sluice::Engine::tr("Duplicate column name '%1' in MATCH_RECOGNIZE's output (the "
                                    "partition columns come first, then the measures)")
                     .arg(m.name.name));
        MatchContext context{&node->variables, -1, {}, false, MatchContext::kUnread};
        context.emptyQualifiers = &emptyQualifiers;
        ExpressionBinder b(*this, input.scope, nullptr, nullptr, &context);
        MatchExpression measure;
        measure.expr = b.bind(*m.expr);
        measure.navigations = std::move(context.navigations);
        LogicalType type = measure.expr->type;
        const bool rowtime = measure.expr->kind == BoundExprKind::InputRef &&
                             measure.navigations.at(static_cast<std::size_t>(measure.expr->inputIndex))
                                     .kind == MatchNavigation::Kind::MatchRowtime;
        const bool proctime = measure.expr->kind == BoundExprKind::InputRef &&
                              measure.navigations.at(static_cast<std::size_t>(measure.expr->inputIndex))
                                      .kind == MatchNavigation::Kind::MatchProctime;
        if (!rowtime && !proctime)
            type = type.withTimeAttribute(TimeAttribute::None);
        node->schema.push_back({m.name.name, type});
        names.push_back(m.name.name);
        node->measures.push_back(std::move(measure));
    }

    switch (ref.afterMatch) {
    case sql::AfterMatchSkip::Default:
    case sql::AfterMatchSkip::ToNextRow: node->skip = MatchSkip::ToNextRow; break;
    case sql::AfterMatchSkip::PastLastRow: node->skip = MatchSkip::PastLastRow; break;
    case sql::AfterMatchSkip::ToFirst:
    case sql::AfterMatchSkip::ToLast:
        node->skip = ref.afterMatch == sql::AfterMatchSkip::ToFirst ? MatchSkip::ToFirst
                                                                    : MatchSkip::ToLast;
        node->skipVariable = variableIndex(node->variables, ref.afterMatchVariable.name);
        if (node->skipVariable < 0)
            fail(ref.afterMatchVariable.range,
                 sluice::Engine::tr(
                     "AFTER MATCH SKIP TO names '%1', which is not a variable of the PATTERN (%2)")
                     .arg(ref.afterMatchVariable.name)
                     .arg(variableList(node->variables)));
        break;
    }

    if (ref.within) {
        ExpressionBinder b(*this, input.scope);
        BoundExprPtr v = b.bind(*ref.within);
        if (v->kind != BoundExprKind::Literal || v->type.root() != LogicalTypeRoot::IntervalDayTime)
            fail(ref.within->range,
                 sluice::Engine::tr("Only constant intervals with millisecond resolution are "
                                    "supported as time constraints of patterns."));
        node->withinMillis = std::stoll(v->literalText);
        if (node->withinMillis <= 0)
            fail(ref.within->range, sluice::Engine::tr("WITHIN must be a positive interval"));
    }

    node->inputs.push_back(input.node);
    BoundRelation rel;
    rel.node = node;
    for (const Field &f : node->schema)
        rel.scope.columns.push_back({"", f.name, f.type});
    return rel;
}

BoundExprPtr ExpressionBinder::matchNavigationRef(MatchNavigation navigation, SourceRange range)
{
    auto &list = m_match->navigations;
    std::size_t index = 0;
    while (index < list.size() && !list[index].sameAs(navigation))
        ++index;
    const std::string name = navigation.toString(*m_match->variables);
    const LogicalType type = navigation.type;
    if (index == list.size())
        list.push_back(std::move(navigation));
    return makeInputRef(static_cast<int>(index), type, name, range);
}

BoundExprPtr ExpressionBinder::bindMatchColumn(const sql::ColumnRefExpr &ref)
{
    const auto &parts = ref.parts;
    const std::vector<std::string> &variables = *m_match->variables;
    int variable = -1;
    std::size_t columnPart = 0;
    if (parts.size() >= 2) {
        variable = variableIndex(variables, parts[0].name);
        if (variable >= 0) {
            columnPart = 1;
        } else if (m_match->emptyQualifiers &&
                   variableIndex(*m_match->emptyQualifiers, parts[0].name) >= 0) {
            variable = MatchNavigation::kNoRows;
            columnPart = 1;
        } else if (std::none_of(m_scope.columns.begin(), m_scope.columns.end(),
                                [&](const ScopeColumn &c) { return c.name == parts[0].name; })) {
            fail(parts[0].range,
                 sluice::Engine::tr("Table '%1' not found (in MATCH_RECOGNIZE, a qualifier names "
                                    "a pattern variable: %2)")
                     .arg(parts[0].name)
                     .arg(variableList(variables)));
        }
    }
    const std::string &name = parts[columnPart].name;
    int column = -1;
    for (std::size_t i = 0; i < m_scope.columns.size(); ++i) {
        if (m_scope.columns[i].name == name)
            column = static_cast<int>(i);
    }
    if (column < 0) {
        fail(parts[columnPart].range,
             sluice::Engine::tr("Column '%1' not found in the input of MATCH_RECOGNIZE").arg(name));
    }
    const ScopeColumn &c = m_scope.columns[static_cast<std::size_t>(column)];
    BoundExprPtr value = makeInputRef(column, c.type, c.name, ref.range);
    for (std::size_t i = columnPart + 1; i < parts.size(); ++i)
        value = bindFieldAccess(std::move(value), parts[i], ref.range);
    if (m_match->argument) {
        if (m_match->argumentVariable != MatchContext::kUnread && m_match->argumentVariable != variable)
            fail(ref.range,
                 sluice::Engine::tr("The argument of FIRST, LAST or an aggregate in MATCH_RECOGNIZE "
                                    "must read a single pattern variable"));
        m_match->argumentVariable = variable;
        return value;
    }
    MatchNavigation navigation;
    navigation.kind = MatchNavigation::Kind::Last;
    navigation.variable = variable;
    navigation.type = value->type.withTimeAttribute(TimeAttribute::None).asNullable();
    navigation.argument = std::move(value);
    return matchNavigationRef(std::move(navigation), ref.range);
}

BoundExprPtr ExpressionBinder::bindMatchArgument(const sql::Expr &arg, int &variable,
                                                 const char *function)
{
    if (m_match->argument)
        fail(arg.range, sluice::Engine::tr("%1 cannot be nested in another navigation or aggregate of "
                                           "MATCH_RECOGNIZE")
                            .arg(function));
    MatchContext context{m_match->variables, m_match->defining, {}, true, MatchContext::kUnread};
    context.emptyQualifiers = m_match->emptyQualifiers;
    ExpressionBinder b(m_binder, m_scope, nullptr, nullptr, &context);
    BoundExprPtr e = b.bind(arg);
    variable = context.argumentVariable == MatchContext::kUnread ? -1 : context.argumentVariable;
    return e;
}

BoundExprPtr ExpressionBinder::bindMatchFunction(const sql::FunctionCallExpr &call)
{
    const std::string name = call.upperName();
    auto offsetArgument = [&](std::size_t i, int absent) {
        if (call.args.size() <= i)
            return absent;
        const sql::Expr &e = *call.args[i];
        if (!e.is<sql::LiteralExpr>() || e.as<sql::LiteralExpr>().literalKind != sql::LiteralKind::Integer)
            fail(e.range,
                 sluice::Engine::tr("%1's offset must be a non-negative integer literal").arg(name));
        const std::string &text = e.as<sql::LiteralExpr>().text;
        if (text.find_first_not_of("0123456789") != std::string::npos || text.size() > 9)
            fail(e.range,
                 sluice::Engine::tr("%1's offset must be a non-negative integer literal").arg(name));
        return std::stoi(text);
    };
    if (name == "FIRST" || name == "LAST") {
        if (call.args.empty() || call.args.size() > 2 || call.star)
            fail(call.range,
                 sluice::Engine::tr("%1 takes a value of a pattern variable and an optional offset, "
                                    "e.g. %2(A.price, 1)")
                     .arg(name)
                     .arg(name));
        MatchNavigation navigation;
        navigation.kind = name == "FIRST" ? MatchNavigation::Kind::First : MatchNavigation::Kind::Last;
        navigation.offset = offsetArgument(1, 0);
        navigation.argument = bindMatchArgument(*call.args[0], navigation.variable, name.c_str());
        navigation.type = navigation.argument->type.withTimeAttribute(TimeAttribute::None).asNullable();
        return matchNavigationRef(std::move(navigation), call.range);
    }
    if (name == "PREV" || name == "NEXT") {
        if (call.args.empty() || call.args.size() > 2 || call.star)
            fail(call.range, sluice::Engine::tr("%1 takes a value and an optional offset").arg(name));
        if (offsetArgument(1, 1) != 0)
            fail(call.range,
                 sluice::Engine::tr("Flink does not support physical offsets within partition. "
                                    "(%1(x, n) with n > 0; LAST(A.x, n) reads the n-th last row of A)")
                     .arg(name));
        return bind(*call.args[0]);
    }
    if (isAggregateCall(call)) {
        if (m_match->argument)
            fail(call.range, sluice::Engine::tr("Aggregate calls cannot be nested"));
        if (call.distinct)
            fail(call.range,
                 sluice::Engine::tr("DISTINCT aggregations are not supported in MATCH_RECOGNIZE"));
        if (call.filter)
            fail(call.filter->range,
                 sluice::Engine::tr("FILTER is not supported on an aggregate in MATCH_RECOGNIZE"));
        MatchContext context{m_match->variables, m_match->defining, {}, true, MatchContext::kUnread};
        context.emptyQualifiers = m_match->emptyQualifiers;
        ExpressionBinder b(m_binder, m_scope, nullptr, nullptr, &context);
        const PendingAgg agg = b.aggregateCall(call);
        if (isValueListAggregate(agg.function))
            unsupported(call.range, sluice::Engine::tr("%1(...) in MATCH_RECOGNIZE").arg(call.upperName()),
                        sluice::Engine::tr("the engine runs it in a GROUP BY"));
        MatchNavigation navigation;
        navigation.kind = MatchNavigation::Kind::Aggregate;
        navigation.variable = context.argumentVariable == MatchContext::kUnread ? -1 : context.argumentVariable;
        navigation.argument = agg.arg;
        navigation.aggregate = agg.function;
        navigation.type = agg.type;
        return matchNavigationRef(std::move(navigation), call.range);
    }
    if (name == "MATCH_ROWTIME" || name == "MATCH_PROCTIME") {
        if (m_match->argument)
            fail(
                call.range,
                sluice::Engine::tr("%1() cannot be an argument of a navigation or an aggregate").arg(name));
        MatchNavigation navigation;
        if (name == "MATCH_PROCTIME") {
            if (!call.args.empty())
                fail(call.range, sluice::Engine::tr("MATCH_PROCTIME() takes no argument"));
            navigation.kind = MatchNavigation::Kind::MatchProctime;
            navigation.type = LogicalType::timestampLtz(3, false).withTimeAttribute(TimeAttribute::Proctime);
        } else {
            navigation.kind = MatchNavigation::Kind::MatchRowtime;
            navigation.type = LogicalType::timestamp(3, false).withTimeAttribute(TimeAttribute::Rowtime);
            if (call.args.size() > 1)
                fail(call.range,
                     sluice::Engine::tr("MATCH_ROWTIME takes at most one argument, a rowtime attribute"));
            if (call.args.size() == 1) {
                int variable = -1;
                BoundExprPtr arg = bindMatchArgument(*call.args[0], variable, "MATCH_ROWTIME");
                if (arg->kind != BoundExprKind::InputRef ||
                    arg->type.timeAttribute() != TimeAttribute::Rowtime)
                    fail(call.args[0]->range,
                         sluice::Engine::tr("MATCH_ROWTIME's argument must be a rowtime attribute"));
                navigation.type = arg->type.withNullability(false);
            }
        }
        return matchNavigationRef(std::move(navigation), call.range);
    }
    if (name == "CLASSIFIER" || name == "MATCH_NUMBER" || name == "FINAL" || name == "RUNNING")
        fail(call.range, sluice::Engine::tr("%1 is not supported by Flink's MATCH_RECOGNIZE").arg(name));
    return nullptr;
}

} // namespace sluice::plan
