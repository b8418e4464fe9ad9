// OVER windows in a select list: resolving named windows, Flink's checks of a streaming
// OverAggregate's window (one ascending time attribute, a frame from PRECEDING to CURRENT ROW),
// the calls it computes (the aggregates, LAG, FIRST_VALUE, LAST_VALUE) and the OverAggregate
// node under the projection.

#include "plan/binder.h"
#include "plan/expression_binder.h"

#include <sluice/configuration.h>

#include <string>

namespace sluice::plan {

namespace {

bool sameExpr(const BoundExprPtr &a, const BoundExprPtr &b)
{
    return (!a && !b) || (a && b && a->sameAs(*b));
}

bool isIntegerLiteral(const BoundExpr &e)
{
    switch (e.type.root()) {
    case LogicalTypeRoot::TinyInt:
    case LogicalTypeRoot::SmallInt:
    case LogicalTypeRoot::Integer:
    case LogicalTypeRoot::BigInt: return e.kind == BoundExprKind::Literal && !e.isNullLiteral;
    default: return false;
    }
}

/// The class of values a LAG default must share with the value (Flink compares the types'
/// conversion classes: CHAR and VARCHAR are both strings, DECIMALs of any precision decimals).
int valueClass(const LogicalType &t)
{
    switch (t.root()) {
    case LogicalTypeRoot::Char:
    case LogicalTypeRoot::VarChar: return -1;
    case LogicalTypeRoot::Binary:
    case LogicalTypeRoot::VarBinary: return -2;
    default: return static_cast<int>(t.root());
    }
}

} // namespace

bool BoundOverWindow::sameWindow(const BoundOverWindow &other) const
{
    if (partitionBy.size() != other.partitionBy.size() || orderColumn != other.orderColumn ||
        frame.rows != other.frame.rows || frame.preceding != other.frame.preceding)
        return false;
    for (std::size_t i = 0; i < partitionBy.size(); ++i)
        if (!partitionBy[i]->sameAs(*other.partitionBy[i]))
            return false;
    return true;
}

bool PendingOver::sameCall(const PendingOver &other) const
{
    return function == other.function && agg.function == other.agg.function &&
           agg.distinct == other.agg.distinct && sameExpr(agg.arg, other.agg.arg) &&
           sameExpr(offset, other.offset) && sameExpr(defaultValue, other.defaultValue);
}

const sql::WindowSpec *Binder::namedWindow(const std::string &name) const
{
    if (!m_namedWindows)
        return nullptr;
    for (const sql::NamedWindow &w : *m_namedWindows)
        if (w.name.name == name)
            return &w.spec;
    return nullptr;
}

Binder::WindowClauses Binder::resolveWindow(const sql::WindowSpec &spec)
{
    // OVER w / OVER (w ORDER BY ...): the named window's clauses, refined as SQL allows (a
    // reference adds ORDER BY or a frame the base lacks, never PARTITION BY).
    const std::vector<sql::ExprPtr> *partitionBy = &spec.partitionBy;
    const std::vector<sql::OrderItem> *orderBy = &spec.orderBy;
    const sql::WindowFrame *frame = spec.frame ? &*spec.frame : nullptr;
    const sql::WindowSpec *current = &spec;
    for (int depth = 0; current->name; ++depth) {
        const sql::WindowSpec *base = namedWindow(current->name->name);
        if (!base || depth > 64)
            fail(current->name->range, "Window '" + current->name->name + "' not found");
        if (!base->partitionBy.empty()) {
            if (!partitionBy->empty() && partitionBy != &base->partitionBy)
                fail(current->range, "PARTITION BY not allowed with existing window reference");
            partitionBy = &base->partitionBy;
        }
        if (!base->orderBy.empty()) {
            if (!orderBy->empty())
                fail(current->range, "ORDER BY not allowed in both base and referenced windows");
            orderBy = &base->orderBy;
        }
        if (base->frame) {
            if (frame)
                fail(base->frame->range, "Referenced window cannot have framing declarations");
            frame = &*base->frame;
        }
        current = base;
    }
    return {partitionBy, orderBy, frame};
}

Binder::RowNumberKeys Binder::bindRowNumberKeys(const sql::FunctionCallExpr &call, ExpressionBinder &b)
{
    if (!call.args.empty())
        fail(call.range, "ROW_NUMBER() takes no arguments");
    const WindowClauses w = resolveWindow(*call.over);
    if (w.frame)
        fail(call.over->range, "ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions");
    if (w.orderBy->empty())
        fail(call.over->range, "ROW_NUMBER() needs ORDER BY in its OVER clause");
    RowNumberKeys keys;
    for (const auto &p : *w.partitionBy)
        keys.partitionBy.push_back(b.bind(*p));
    for (const auto &o : *w.orderBy) {
        keys.orderBy.push_back(b.bind(*o.expr));
        keys.orderItems.push_back(&o);
    }
    return keys;
}

std::shared_ptr<RankNode> Binder::makeRowNumberRank(const sql::FunctionCallExpr &call,
                                                    const RowNumberKeys &keys, const BoundRelation &input)
{
    auto rank = std::make_shared<RankNode>();
    rank->range = call.range;
    rank->rankRange = call.range;
    for (const BoundExprPtr &e : keys.partitionBy) {
        if (e->kind != BoundExprKind::InputRef)
            fail(e->range, "PARTITION BY of ROW_NUMBER() takes columns; compute the expression in "
                           "a subquery first");
        rank->partitionKeys.push_back(e->inputIndex);
        // PARTITION BY window_start, window_end of one window: a window Top-N.
        const ScopeColumn &c = input.scope.columns.at(static_cast<std::size_t>(e->inputIndex));
        if (c.window && (c.windowRole == 1 || c.windowRole == 2)) {
            (c.windowRole == 1 ? rank->windowStartKey : rank->windowEndKey) = e->inputIndex;
            rank->window = c.window->window;
        }
    }
    if (rank->windowStartKey < 0 || rank->windowEndKey < 0)
        rank->windowStartKey = rank->windowEndKey = -1;
    for (std::size_t i = 0; i < keys.orderBy.size(); ++i) {
        const BoundExprPtr &e = keys.orderBy[i];
        const sql::OrderItem &o = *keys.orderItems[i];
        if (e->kind != BoundExprKind::InputRef)
            fail(o.range, "ORDER BY of ROW_NUMBER() takes columns; compute the expression in a "
                          "subquery first");
        rank->orderKeys.push_back({e->inputIndex, o.descending, o.nullsFirst});
    }
    rank->schema = input.node->schema;
    rank->schema.push_back({"$rn", LogicalType::bigInt(false)});
    rank->inputs.push_back(input.node);
    return rank;
}

BoundRelation Binder::withRank(BoundRelation input, const std::shared_ptr<RankNode> &rank)
{
    Scope scope = input.scope;
    ScopeColumn rn{"", "$rn", LogicalType::bigInt(false)};
    rn.rankOf = rank.get();
    scope.columns.push_back(rn);
    return {rank, scope, input.name};
}

BoundOverWindow ExpressionBinder::bindOverWindow(const sql::WindowSpec &spec, const std::string &function)
{
    const Binder::WindowClauses clauses = m_binder.resolveWindow(spec);
    const std::vector<sql::ExprPtr> *partitionBy = clauses.partitionBy;
    const std::vector<sql::OrderItem> *orderBy = clauses.orderBy;
    const sql::WindowFrame *frame = clauses.frame;

    BoundOverWindow w;
    w.range = spec.range;
    ExpressionBinder plain(m_binder, m_scope);
    for (const auto &p : *partitionBy)
        w.partitionBy.push_back(plain.bind(*p));
    // Flink's StreamExecOverAggregate: one ascending time attribute, no FOLLOWING.
    if (orderBy->size() != 1)
        fail(orderBy->empty() ? spec.range : (*orderBy)[1].range,
             "The window can only be ordered by a single time column.");
    const sql::OrderItem &order = orderBy->front();
    if (order.descending)
        fail(order.range, "The window can only be ordered in ASCENDING mode.");
    BoundExprPtr key = plain.bind(*order.expr);
    const TimeAttribute attribute = key->type.timeAttribute();
    if (attribute == TimeAttribute::None || key->kind != BoundExprKind::InputRef) {
        // A rank by other columns would be a Top-N, which Flink's streaming Rank runs for
        // ROW_NUMBER() only.
        if (function == "RANK" || function == "DENSE_RANK")
            fail(order.range, function + "() on streaming table is not supported currently (a "
                                         "Top-N ranks by ROW_NUMBER(); over time, an OVER "
                                         "window counts the rows)");
        fail(order.range, "OVER windows' ordering in stream mode must be defined on a time attribute.");
    }
    w.orderColumn = key->inputIndex;
    w.proctime = attribute == TimeAttribute::Proctime;
    if (!frame)
        return w; // RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
    w.framed = true;
    w.frame.rows = frame->unit == sql::FrameUnit::Rows;
    const bool endsAtCurrentRow = !frame->end || frame->end->kind == sql::FrameBoundKind::CurrentRow;
    const sql::FrameBoundKind start = frame->start.kind;
    if (!endsAtCurrentRow || (start != sql::FrameBoundKind::UnboundedPreceding &&
                              start != sql::FrameBoundKind::Preceding))
        fail(frame->range, "OVER RANGE FOLLOWING windows are not supported yet.");
    if (start == sql::FrameBoundKind::UnboundedPreceding)
        return w;
    BoundExprPtr offset = plain.bind(*frame->start.offset);
    const SourceRange at = frame->start.offset->range;
    const bool interval = offset->kind == BoundExprKind::Literal && !offset->isNullLiteral &&
                          offset->type.root() == LogicalTypeRoot::IntervalDayTime;
    if (w.frame.rows) {
        // Calcite takes an interval as a row count too (its milliseconds), and so does Flink.
        if (!isIntegerLiteral(*offset) && !interval)
            fail(at, "ROWS value must be a non-negative integral constant");
    } else if (!interval) {
        if (isIntegerLiteral(*offset) || isNumeric(offset->type))
            fail(at, "Data Type mismatch between ORDER BY and RANGE clause");
        fail(at, "RANGE value must be a day-time INTERVAL literal, e.g. INTERVAL '10' MINUTE");
    }
    const long long n = std::stoll(offset->literalText);
    if (n < 0)
        fail(at, w.frame.rows ? "ROWS value must be a non-negative integral constant"
                              : "RANGE value must be a non-negative INTERVAL");
    w.frame.preceding = n;
    return w;
}

BoundExprPtr ExpressionBinder::bindOverCall(const sql::FunctionCallExpr &call)
{
    const std::string name = call.upperName();
    BoundOverWindow window = bindOverWindow(*call.over, name);
    if (name == "LEAD")
        fail(call.range, "LEAD Function is not supported in stream mode.");
    if (call.filter)
        fail(call.range, "OVER must be applied to aggregate function");
    ExpressionBinder inner(m_binder, m_scope);
    auto argument = [&](std::size_t i) {
        const sql::Expr &a = *call.args[i];
        if (containsAggregate(a))
            fail(a.range, "Aggregate calls cannot be nested");
        return inner.bind(a);
    };
    if (const auto kind = varianceKind(name)) {
        // Calcite's AvgVarianceConvertlet: SUM(x*x), SUM(x) and COUNT(x) over the window and
        // the variance computed from them.
        if (call.args.size() != 1 || call.star)
            fail(call.range, name + " takes exactly one argument");
        if (call.distinct)
            unsupported(call.range, name + "(DISTINCT ...) over an OVER window");
        const BoundExprPtr x = argument(0);
        const auto resultType = varianceResultType(x->type);
        if (!resultType)
            fail(call.range, "Cannot apply '" + name + "' to arguments of type '" + name + "(<" +
                                 x->type.asNullable().toString() + ">)'. Supported form(s): '" +
                                 name + "(<NUMERIC>)'");
        auto part = [&](AggFunction f, BoundExprPtr arg) {
            PendingOver p;
            p.function = OverFunction::Aggregate;
            p.agg.function = f;
            p.agg.range = call.range;
            p.agg.type = f == AggFunction::Count
                             ? LogicalType::bigInt(false)
                             : sumResultType(arg->type).value_or(arg->type).withNullability(arg->type.isNullable());
            p.agg.arg = std::move(arg);
            return registerOverCall(p, window, call);
        };
        VarianceParts parts;
        parts.sumOfSquares = part(AggFunction::Sum, squaredVarianceArgument(x, *resultType));
        parts.sum = part(AggFunction::Sum, x);
        parts.count = part(AggFunction::Count, x);
        return varianceFromParts(*kind, parts, *resultType, call.range);
    }
    PendingOver p;
    if (name == "ROW_NUMBER" || name == "RANK" || name == "DENSE_RANK") {
        if (window.framed)
            fail(call.over->range, "ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions");
        if (!call.args.empty())
            fail(call.range, name + "() takes no arguments");
        p.function = name == "ROW_NUMBER" ? OverFunction::RowNumber
                     : name == "RANK"     ? OverFunction::Rank
                                          : OverFunction::DenseRank;
        p.agg.type = LogicalType::bigInt(false);
        if (name == "ROW_NUMBER")
            window.frame.rows = true; // Calcite frames ROW_NUMBER as ROWS UNBOUNDED PRECEDING
    } else if (name == "LAG") {
        if (window.framed)
            fail(call.over->range, "ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions");
        if (call.args.empty() || call.args.size() > 3)
            fail(call.range, "LAG takes a value, and optionally an offset and a default: "
                             "LAG(value [, offset [, default]])");
        p.function = OverFunction::Lag;
        p.agg.arg = argument(0);
        const LogicalType &valueType = p.agg.arg->type;
        if (call.args.size() > 1) {
            p.offset = argument(1);
            const LogicalTypeRoot r = p.offset->type.root();
            if (r != LogicalTypeRoot::TinyInt && r != LogicalTypeRoot::SmallInt &&
                r != LogicalTypeRoot::Integer)
                fail(call.args[1]->range, "LAG's offset must be an INT, not " + p.offset->type.toString());
            p.offset = castIfNeeded(p.offset, LogicalType::integer(p.offset->type.isNullable()));
        }
        bool defaultNotNull = false;
        if (call.args.size() > 2) {
            BoundExprPtr d = argument(2);
            if (!d->isNullLiteral && d->type.root() != LogicalTypeRoot::Null) {
                if (valueClass(d->type) != valueClass(valueType))
                    fail(call.args[2]->range, "Please explicitly cast default value " +
                                                  d->type.toString() + " to " + valueType.toString() + ".");
                defaultNotNull = !d->type.isNullable();
                p.defaultValue = castIfNeeded(d, valueType.withNullability(d->type.isNullable()));
            }
        }
        p.agg.type = valueType.withNullability(valueType.isNullable() || !defaultNotNull);
    } else if (name == "FIRST_VALUE" || name == "LAST_VALUE") {
        if (call.args.size() != 1)
            fail(call.range, name + " takes exactly one argument");
        p.function = name == "FIRST_VALUE" ? OverFunction::FirstValue : OverFunction::LastValue;
        p.agg.arg = argument(0);
        p.agg.type = p.agg.arg->type;
    } else if (name == "COUNT" || name == "SUM" || name == "AVG" || name == "MIN" || name == "MAX") {
        p.agg = aggregateCall(call);
        if (p.agg.distinct)
            unsupported(call.range, name + "(DISTINCT ...) over an OVER window");
        // A frame always holds the current row, so SUM, AVG, MIN and MAX are as nullable as
        // their argument (Calcite's ARG0_NULLABLE_IF_EMPTY over a window that is never empty).
        if (p.agg.arg)
            p.agg.type = p.agg.type.withNullability(p.agg.arg->type.isNullable());
    } else if ((name == "NTILE" || name == "CUME_DIST" || name == "PERCENT_RANK") &&
               !m_binder.m_config.isBatchMode()) {
        fail(call.range, name + " Function is not supported in stream mode.");
    } else {
        unsupported(call.range, name + "(...) over an OVER window",
                    "the engine computes COUNT, SUM, AVG, MIN, MAX, STDDEV_*, VAR_*, LAG, "
                    "FIRST_VALUE and LAST_VALUE over them");
    }
    return registerOverCall(p, window, call);
}

BoundExprPtr ExpressionBinder::registerOverCall(const PendingOver &p, const BoundOverWindow &window,
                                                const sql::FunctionCallExpr &call)
{
    if (m_binder.m_config.isBatchMode())
        unsupported(call.range, "An OVER window in batch mode");
    if (!m_over && m_clause && (std::string_view(m_clause) == "WHERE" || std::string_view(m_clause) == "HAVING"))
        fail(call.range, "Windowed aggregate expression is illegal in " + std::string(m_clause) + " clause");
    if (!m_over)
        unsupported(call.range, "An OVER window in this clause",
                    "the engine computes OVER windows in a SELECT list without GROUP BY");
    if (m_over->window && !m_over->window->sameWindow(window))
        fail(call.over->range, "Over Agg: Unsupported use of OVER windows. All aggregates must be "
                               "computed on the same window (PARTITION BY, ORDER BY and frame); "
                               "compute the other window in a subquery");
    if (!m_over->window)
        m_over->window = window;
    std::size_t index = 0;
    while (index < m_over->calls.size() && !m_over->calls[index].sameCall(p))
        ++index;
    if (index == m_over->calls.size())
        m_over->calls.push_back(p);
    const PendingOver &registered = m_over->calls[index];
    return makeInputRef(m_over->inputWidth + static_cast<int>(index), registered.agg.type,
                        "w0$o" + std::to_string(index), call.range);
}

BoundRelation Binder::applyOverAggregate(BoundRelation input, OverContext &over,
                                         std::vector<BoundExprPtr> &items, SourceRange range)
{
    const BoundOverWindow &window = *over.window;
    const int width = static_cast<int>(input.scope.columns.size());
    // The arguments and partition keys that are not input columns are computed first, after
    // the input's columns.
    std::vector<BoundExprPtr> pre;
    std::vector<std::string> preNames;
    for (int i = 0; i < width; ++i) {
        const ScopeColumn &c = input.scope.columns[static_cast<std::size_t>(i)];
        pre.push_back(makeInputRef(i, c.type, c.name));
        preNames.push_back(input.node->schema[static_cast<std::size_t>(i)].name);
    }
    auto column = [&](const BoundExprPtr &e) {
        if (!e)
            return -1;
        if (e->kind == BoundExprKind::InputRef)
            return e->inputIndex;
        for (std::size_t i = static_cast<std::size_t>(width); i < pre.size(); ++i)
            if (pre[i]->sameAs(*e))
                return static_cast<int>(i);
        pre.push_back(e);
        preNames.push_back(uniqueName("$" + std::to_string(pre.size() - 1), preNames));
        return static_cast<int>(pre.size() - 1);
    };
    auto node = std::make_shared<OverAggregateNode>();
    node->range = window.range;
    for (const auto &p : window.partitionBy)
        node->partitionKeys.push_back(column(p));
    node->orderKey = window.orderColumn;
    node->proctime = window.proctime;
    node->frame = window.frame;
    for (std::size_t i = 0; i < over.calls.size(); ++i) {
        const PendingOver &p = over.calls[i];
        OverCall c;
        c.function = p.function;
        c.aggregate.function = p.agg.function;
        c.aggregate.type = p.agg.type;
        c.aggregate.name = "w0$o" + std::to_string(i);
        c.aggregate.argIndex = column(p.agg.arg);
        c.offsetIndex = column(p.offset);
        c.defaultIndex = column(p.defaultValue);
        node->calls.push_back(c);
    }
    BoundRelation preRel = static_cast<int>(pre.size()) == width
                               ? input
                               : project(input, pre, preNames, range);
    node->schema = preRel.node->schema;
    for (const auto &c : node->calls)
        node->schema.push_back({c.aggregate.name, c.aggregate.type});
    node->inputs.push_back(preRel.node);

    // The output's scope: the input's columns as they were (time attributes, window columns),
    // the computed arguments, then the calls' results.
    Scope scope = input.scope;
    for (std::size_t i = static_cast<std::size_t>(width); i < node->schema.size(); ++i)
        scope.columns.push_back({"", node->schema[i].name, node->schema[i].type});
    for (std::size_t i = 0; i < node->calls.size(); ++i) {
        const OverFunction f = node->calls[i].function;
        scope.columns[scope.columns.size() - node->calls.size() + i].overRank =
            f == OverFunction::Rank ? "RANK" : f == OverFunction::DenseRank ? "DENSE_RANK" : nullptr;
    }
    const int shift = static_cast<int>(pre.size()) - width;
    std::vector<int> mapping(static_cast<std::size_t>(width) + over.calls.size());
    for (std::size_t i = 0; i < mapping.size(); ++i)
        mapping[i] = static_cast<int>(i) + (static_cast<int>(i) >= width ? shift : 0);
    for (auto &e : items)
        e = remapInputs(e, mapping);
    return {node, scope, input.name};
}

} // namespace sluice::plan
