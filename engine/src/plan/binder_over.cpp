// OVER windows in a select list: resolving named windows, Flink's checks of a streaming
// OverAggregate's window (one ascending time attribute, a frame from PRECEDING to CURRENT ROW),
// the calls it computes (the aggregates, LAG, FIRST_VALUE, LAST_VALUE) and the OverAggregate
// node under the projection.

#include "plan/binder.h"
#include "plan/expression_binder.h"

#include <sluice/configuration.h>
#include <sluice/text.h>

#include <algorithm>
#include <numeric>
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
    if (batch != other.batch || order.size() != other.order.size())
        return false;
    for (std::size_t i = 0; i < order.size(); ++i)
        if (!order[i].expr->sameAs(*other.order[i].expr) || order[i].descending != other.order[i].descending ||
            order[i].nullsFirst != other.order[i].nullsFirst)
            return false;
    auto sameBound = [](const OverFrameBound &a, const OverFrameBound &b) {
        return a.kind == b.kind && a.unscaled == b.unscaled && a.scale == b.scale;
    };
    return !batch || (batchFrame.rows == other.batchFrame.rows &&
                      sameBound(batchFrame.start, other.batchFrame.start) &&
                      sameBound(batchFrame.end, other.batchFrame.end));
}

bool PendingOver::sameCall(const PendingOver &other) const
{
    return function == other.function && window == other.window && buckets == other.buckets &&
           agg.function == other.agg.function &&
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
            fail(current->name->range,
                 sluice::Engine::tr("Window '%1' not found").arg(current->name->name));
        if (!base->partitionBy.empty()) {
            if (!partitionBy->empty() && partitionBy != &base->partitionBy)
                fail(current->range,
                     sluice::Engine::tr("PARTITION BY not allowed with existing window reference"));
            partitionBy = &base->partitionBy;
        }
        if (!base->orderBy.empty()) {
            if (!orderBy->empty())
                fail(current->range,
                     sluice::Engine::tr("ORDER BY not allowed in both base and referenced windows"));
            orderBy = &base->orderBy;
        }
        if (base->frame) {
            if (frame)
                fail(base->frame->range,
                     sluice::Engine::tr("Referenced window cannot have framing declarations"));
            frame = &*base->frame;
        }
        current = base;
    }
    return {partitionBy, orderBy, frame};
}

Binder::RowNumberKeys Binder::bindRowNumberKeys(const sql::FunctionCallExpr &call, ExpressionBinder &b)
{
    if (!call.args.empty())
        fail(call.range, sluice::Engine::tr("ROW_NUMBER() takes no arguments"));
    const WindowClauses w = resolveWindow(*call.over);
    if (w.frame)
        fail(call.over->range,
             sluice::Engine::tr("ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions"));
    if (w.orderBy->empty())
        fail(call.over->range,
             m_config.isBatchMode()
                 ? sluice::Engine::tr("Over Agg: The window rank function requires order by "
                                      "clause with non-constant fields. please re-check the "
                                      "over window statement.")
                 : sluice::Engine::tr("ROW_NUMBER() needs ORDER BY in its OVER clause"));
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
            fail(e->range,
                 sluice::Engine::tr("PARTITION BY of ROW_NUMBER() takes columns; compute the expression in "
                                    "a subquery first"));
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
            fail(o.range,
                 sluice::Engine::tr("ORDER BY of ROW_NUMBER() takes columns; compute the expression in a "
                                    "subquery first"));
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

    if (m_binder.m_config.isBatchMode())
        return bindBatchOverWindow(spec);
    BoundOverWindow w;
    w.range = spec.range;
    ExpressionBinder plain(m_binder, m_scope);
    for (const auto &p : *partitionBy)
        w.partitionBy.push_back(plain.bind(*p));
    // Flink's StreamExecOverAggregate: one ascending time attribute, no FOLLOWING.
    if (orderBy->size() != 1)
        fail(orderBy->empty() ? spec.range : (*orderBy)[1].range,
             sluice::Engine::tr("The window can only be ordered by a single time column."));
    const sql::OrderItem &order = orderBy->front();
    if (order.descending)
        fail(order.range, sluice::Engine::tr("The window can only be ordered in ASCENDING mode."));
    BoundExprPtr key = plain.bind(*order.expr);
    const TimeAttribute attribute = key->type.timeAttribute();
    if (attribute == TimeAttribute::None || key->kind != BoundExprKind::InputRef) {
        // A rank by other columns would be a Top-N, which Flink's streaming Rank runs for
        // ROW_NUMBER() only.
        if (function == "RANK" || function == "DENSE_RANK")
            fail(order.range,
                 sluice::Engine::tr("%1() on streaming table is not supported currently (a Top-N "
                                    "ranks by ROW_NUMBER(); over time, an OVER window counts the "
                                    "rows)")
                     .arg(function));
        fail(order.range,
             sluice::Engine::tr(
                 "OVER windows' ordering in stream mode must be defined on a time attribute."));
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
        fail(frame->range, sluice::Engine::tr("OVER RANGE FOLLOWING windows are not supported yet."));
    if (start == sql::FrameBoundKind::UnboundedPreceding)
        return w;
    BoundExprPtr offset = plain.bind(*frame->start.offset);
    const SourceRange at = frame->start.offset->range;
    const bool interval = offset->kind == BoundExprKind::Literal && !offset->isNullLiteral &&
                          offset->type.root() == LogicalTypeRoot::IntervalDayTime;
    if (w.frame.rows) {
        // Calcite takes an interval as a row count too (its milliseconds), and so does Flink.
        if (!isIntegerLiteral(*offset) && !interval)
            fail(at, sluice::Engine::tr("ROWS value must be a non-negative integral constant"));
    } else if (!interval) {
        if (isIntegerLiteral(*offset) || isNumeric(offset->type))
            fail(at, sluice::Engine::tr("Data Type mismatch between ORDER BY and RANGE clause"));
        fail(at, sluice::Engine::tr(
                     "RANGE value must be a day-time INTERVAL literal, e.g. INTERVAL '10' MINUTE"));
    }
    const long long n = std::stoll(offset->literalText);
    if (n < 0)
        fail(at, w.frame.rows ? "ROWS value must be a non-negative integral constant"
                              : "RANGE value must be a non-negative INTERVAL");
    w.frame.preceding = n;
    return w;
}

BoundOverWindow ExpressionBinder::bindBatchOverWindow(const sql::WindowSpec &spec)
{
    const Binder::WindowClauses clauses = m_binder.resolveWindow(spec);
    BoundOverWindow w;
    w.batch = true;
    w.range = spec.range;
    ExpressionBinder plain(m_binder, m_scope);
    for (const auto &p : *clauses.partitionBy)
        w.partitionBy.push_back(plain.bind(*p));
    for (const auto &o : *clauses.orderBy)
        w.order.push_back({plain.bind(*o.expr), o.descending, o.nullsFirst});
    using K = OverFrameBound::Kind;
    const sql::WindowFrame *frame = clauses.frame;
    if (!frame) {
        // Without a frame: the whole partition, or with ORDER BY up to the current row's peers.
        w.batchFrame.rows = false;
        w.batchFrame.start.kind = K::UnboundedPreceding;
        w.batchFrame.end.kind = w.order.empty() ? K::UnboundedFollowing : K::CurrentRow;
        return w;
    }
    w.framed = true;
    w.batchFrame.rows = frame->unit == sql::FrameUnit::Rows;
    const bool rows = w.batchFrame.rows;
    if (!rows && w.order.size() > 1) {
        SourceRange keyword = frame->range;
        keyword.end = keyword.begin;
        keyword.end.column += 5; // RANGE
        keyword.end.offset += 5;
        fail(keyword, sluice::Engine::tr("RANGE clause cannot be used with compound ORDER BY clause"));
    }
    if (!frame->end) {
        // `ROWS b`: from b to the current row, or from the current row to a FOLLOWING b.
        if (frame->start.kind == sql::FrameBoundKind::UnboundedFollowing)
            fail(
                frame->start.range,
                sluice::Engine::tr("UNBOUNDED FOLLOWING cannot be specified for the lower frame boundary"));
        const OverFrameBound b = bindFrameBound(frame->start, rows, w);
        if (b.kind == K::Following) {
            w.batchFrame.start.kind = K::CurrentRow;
            w.batchFrame.end = b;
        } else {
            w.batchFrame.start = b;
            w.batchFrame.end.kind = K::CurrentRow;
        }
        return w;
    }
    const sql::FrameBound &lower = frame->start;
    const sql::FrameBound &upper = *frame->end;
    if (lower.kind == sql::FrameBoundKind::UnboundedFollowing)
        fail(lower.range,
             sluice::Engine::tr("UNBOUNDED FOLLOWING cannot be specified for the lower frame boundary"));
    if (upper.kind == sql::FrameBoundKind::UnboundedPreceding)
        fail(upper.range,
             sluice::Engine::tr("UNBOUNDED PRECEDING cannot be specified for the upper frame boundary"));
    if (lower.kind == sql::FrameBoundKind::CurrentRow && upper.kind == sql::FrameBoundKind::Preceding)
        fail(upper.range,
             sluice::Engine::tr(
                 "Upper frame boundary cannot be PRECEDING when lower boundary is CURRENT ROW"));
    if (lower.kind == sql::FrameBoundKind::Following && upper.kind == sql::FrameBoundKind::Preceding)
        fail(upper.range,
             sluice::Engine::tr(
                 "Upper frame boundary cannot be PRECEDING when lower boundary is FOLLOWING"));
    if (lower.kind == sql::FrameBoundKind::Following && upper.kind == sql::FrameBoundKind::CurrentRow)
        fail(upper.range,
             sluice::Engine::tr(
                 "Upper frame boundary cannot be CURRENT ROW when lower boundary is FOLLOWING"));
    w.batchFrame.start = bindFrameBound(lower, rows, w);
    w.batchFrame.end = bindFrameBound(upper, rows, w);
    return w;
}

OverFrameBound ExpressionBinder::bindFrameBound(const sql::FrameBound &bound, bool rows,
                                                const BoundOverWindow &window)
{
    using K = OverFrameBound::Kind;
    OverFrameBound b;
    switch (bound.kind) {
    case sql::FrameBoundKind::UnboundedPreceding: b.kind = K::UnboundedPreceding; return b;
    case sql::FrameBoundKind::UnboundedFollowing: b.kind = K::UnboundedFollowing; return b;
    case sql::FrameBoundKind::CurrentRow: b.kind = K::CurrentRow; return b;
    case sql::FrameBoundKind::Preceding: b.kind = K::Preceding; break;
    case sql::FrameBoundKind::Following: b.kind = K::Following; break;
    }
    ExpressionBinder plain(m_binder, m_scope);
    const BoundExprPtr offset = plain.bind(*bound.offset);
    const SourceRange at = bound.offset->range;
    const bool literal = offset->kind == BoundExprKind::Literal && !offset->isNullLiteral;
    const bool interval = literal && offset->type.root() == LogicalTypeRoot::IntervalDayTime;
    if (rows) {
        if (!isIntegerLiteral(*offset) || std::stoll(offset->literalText) < 0)
            fail(at, sluice::Engine::tr("ROWS value must be a non-negative integral constant"));
        b.unscaled = std::stoll(offset->literalText);
        b.text = offset->literalText;
        return b;
    }
    if (window.order.empty())
        fail(at, sluice::Engine::tr("Window specification must contain an ORDER BY clause"));
    const LogicalType &key = window.order.front().expr->type;
    const bool numericKey = isNumeric(key);
    const bool timeKey = key.root() == LogicalTypeRoot::Date || key.root() == LogicalTypeRoot::Time ||
                         key.root() == LogicalTypeRoot::Timestamp || key.root() == LogicalTypeRoot::TimestampLtz;
    if (!numericKey && !timeKey)
        fail(at, sluice::Engine::tr("Data type of ORDER BY prohibits use of RANGE clause"));
    const bool anyInterval = interval || (literal && offset->type.root() == LogicalTypeRoot::IntervalYearMonth);
    if (!literal || (numericKey && !isNumeric(offset->type)) || (timeKey && !anyInterval))
        fail(at, sluice::Engine::tr("Data Type mismatch between ORDER BY and RANGE clause"));
    if (key.root() == LogicalTypeRoot::TimestampLtz) // Flink's batch planner cannot subtract them
        fail(at, sluice::Engine::tr("Unsupported temporal arithmetic."));
    // A number exactly (Flink reads an approximate one as a whole number); an interval as its
    // milliseconds or months.
    const std::string &text = offset->literalText;
    if (text.find_first_of("eE") != std::string::npos) {
        b.unscaled = static_cast<std::int64_t>(std::stold(text));
    } else {
        const std::size_t dot = text.find('.');
        std::string digits = text;
        if (dot != std::string::npos) {
            digits.erase(dot, 1);
            b.scale = static_cast<int>(text.size() - dot - 1);
        }
        try {
            b.unscaled = std::stoll(digits);
        } catch (const std::exception &) {
            fail(at, sluice::Engine::tr("RANGE value %1 is out of range for a window frame").arg(text));
        }
    }
    if (b.unscaled < 0)
        fail(at, sluice::Engine::tr("RANGE value must be a non-negative constant"));
    b.text = text;
    return b;
}

BoundExprPtr ExpressionBinder::bindOverCall(const sql::FunctionCallExpr &call)
{
    const std::string name = call.upperName();
    BoundOverWindow window = bindOverWindow(*call.over, name);
    const bool batch = window.batch;
    if (name == "LEAD" && !batch)
        fail(call.range, sluice::Engine::tr("LEAD Function is not supported in stream mode."));
    if (call.filter)
        fail(call.range, sluice::Engine::tr("OVER must be applied to aggregate function"));
    ExpressionBinder inner(m_binder, m_scope);
    auto argument = [&](std::size_t i) {
        const sql::Expr &a = *call.args[i];
        if (containsAggregate(a))
            fail(a.range, sluice::Engine::tr("Aggregate calls cannot be nested"));
        return inner.bind(a);
    };
    if (const auto kind = varianceKind(name)) {
        // Calcite's AvgVarianceConvertlet: SUM(x*x), SUM(x) and COUNT(x) over the window and
        // the variance computed from them.
        if (call.args.size() != 1 || call.star)
            fail(call.range, sluice::Engine::tr("%1 takes exactly one argument").arg(name));
        if (call.distinct && batch)
            fail(call.range, sluice::Engine::tr("Distinct not supported in Windowing function!"));
        if (call.distinct)
            unsupported(call.range, sluice::Engine::tr("%1(DISTINCT ...) over an OVER window").arg(name));
        const BoundExprPtr x = argument(0);
        const auto resultType = varianceResultType(x->type);
        if (!resultType)
            fail(call.range,
                 sluice::Engine::tr("Cannot apply '%1' to arguments of type '%2(<%3>)'. Supported "
                                    "form(s): '%4(<NUMERIC>)'")
                     .arg(name)
                     .arg(name)
                     .arg(x->type.asNullable().toString())
                     .arg(name));
        auto part = [&](AggFunction f, BoundExprPtr arg) {
            PendingOver p;
            p.function = OverFunction::Aggregate;
            p.agg.function = f;
            p.agg.range = call.range;
            p.agg.type = f == AggFunction::Count
                             ? LogicalType::bigInt(false)
                             : sumResultType(arg->type).value_or(arg->type).withNullability(
                                   arg->type.isNullable() || (batch && !window.batchFrame.alwaysHoldsCurrentRow()));
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
    p.agg.range = call.range;
    const bool ranking = name == "ROW_NUMBER" || name == "RANK" || name == "DENSE_RANK" ||
                         (batch && (name == "PERCENT_RANK" || name == "CUME_DIST" || name == "NTILE"));
    if (ranking) {
        if (window.framed)
            fail(call.over->range,
                 sluice::Engine::tr("ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions"));
        if (batch && window.order.empty() && name == "ROW_NUMBER")
            fail(call.over->range,
                 sluice::Engine::tr("Over Agg: The window rank function requires order by clause with "
                                    "non-constant fields. please re-check the over window statement."));
        if (batch && window.order.empty() && name != "NTILE")
            fail(call.over->range, sluice::Engine::tr("RANK or DENSE_RANK functions require ORDER BY "
                                                      "clause in window specification"));
        p.agg.type = LogicalType::bigInt(false);
        if (name == "NTILE") {
            // Calcite: a literal, not below 0 (NTILE(0) fails when the job runs, dividing by it).
            if (call.args.size() != 1)
                fail(call.range, sluice::Engine::tr("NTILE takes exactly one argument: NTILE(buckets)"));
            const BoundExprPtr n = argument(0);
            if (n->kind != BoundExprKind::Literal || n->isNullLiteral)
                fail(call.range, sluice::Engine::tr("Argument to function 'NTILE' must be a literal"));
            if (!isIntegerLiteral(*n) || std::stoll(n->literalText) < 0)
                fail(call.range,
                     sluice::Engine::tr("Argument to function 'NTILE' must be a positive integer literal"));
            p.function = OverFunction::Ntile;
            p.buckets = std::stoll(n->literalText);
        } else {
            if (!call.args.empty())
                fail(call.range, sluice::Engine::tr("%1() takes no arguments").arg(name));
            p.function = name == "ROW_NUMBER"     ? OverFunction::RowNumber
                         : name == "RANK"         ? OverFunction::Rank
                         : name == "DENSE_RANK"   ? OverFunction::DenseRank
                         : name == "PERCENT_RANK" ? OverFunction::PercentRank
                                                  : OverFunction::CumeDist;
            if (p.function == OverFunction::PercentRank || p.function == OverFunction::CumeDist)
                p.agg.type = LogicalType::doubleType(false);
        }
        if (name == "ROW_NUMBER") { // Calcite frames ROW_NUMBER as ROWS UNBOUNDED PRECEDING
            window.frame.rows = true;
            window.batchFrame.rows = true;
        }
    } else if (name == "LAG" || name == "LEAD") {
        if (window.framed)
            fail(call.over->range,
                 sluice::Engine::tr("ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions"));
        if (call.args.empty() || call.args.size() > 3)
            fail(call.range, sluice::Engine::tr("%1 takes a value, and optionally an offset and a default: "
                                                "%2(value [, offset [, default]])")
                                 .arg(name)
                                 .arg(name));
        p.function = name == "LAG" ? OverFunction::Lag : OverFunction::Lead;
        p.agg.arg = argument(0);
        const LogicalType &valueType = p.agg.arg->type;
        if (call.args.size() > 1) {
            p.offset = argument(1);
            const LogicalTypeRoot r = p.offset->type.root();
            if (batch) {
                // Flink's batch OverAggregate reads a column offset as a long, an int or a short.
                const bool literal = p.offset->kind == BoundExprKind::Literal && isIntegerLiteral(*p.offset);
                if (!literal && r != LogicalTypeRoot::SmallInt && r != LogicalTypeRoot::Integer &&
                    r != LogicalTypeRoot::BigInt)
                    fail(call.args[1]->range,
                         sluice::Engine::tr("The column type must be in long/int/short."));
            } else {
                if (r != LogicalTypeRoot::TinyInt && r != LogicalTypeRoot::SmallInt &&
                    r != LogicalTypeRoot::Integer)
                    fail(call.args[1]->range, sluice::Engine::tr("%1's offset must be an INT, not %2")
                                                  .arg(name)
                                                  .arg(p.offset->type.toString()));
                p.offset = castIfNeeded(p.offset, LogicalType::integer(p.offset->type.isNullable()));
            }
        }
        bool defaultNotNull = false;
        if (call.args.size() > 2) {
            BoundExprPtr d = argument(2);
            if (!d->isNullLiteral && d->type.root() != LogicalTypeRoot::Null) {
                if (valueClass(d->type) != valueClass(valueType))
                    fail(call.args[2]->range,
                         sluice::Engine::tr("Please explicitly cast default value %1 to %2.")
                             .arg(d->type.toString())
                             .arg(valueType.toString()));
                defaultNotNull = !d->type.isNullable();
                p.defaultValue = castIfNeeded(d, valueType.withNullability(d->type.isNullable()));
            }
        }
        p.agg.type = valueType.withNullability(valueType.isNullable() || !defaultNotNull);
    } else if (name == "FIRST_VALUE" || name == "LAST_VALUE") {
        if (call.args.size() != 1)
            fail(call.range, sluice::Engine::tr("%1 takes exactly one argument").arg(name));
        p.function = name == "FIRST_VALUE" ? OverFunction::FirstValue : OverFunction::LastValue;
        p.agg.arg = argument(0);
        p.agg.type = p.agg.arg->type.withNullability(p.agg.arg->type.isNullable() ||
                                                     (batch && !window.batchFrame.alwaysHoldsCurrentRow()));
    } else if (name == "COUNT" || name == "SUM" || name == "AVG" || name == "MIN" || name == "MAX") {
        p.agg = aggregateCall(call);
        if (p.agg.distinct && batch)
            fail(call.range, sluice::Engine::tr("Distinct not supported in Windowing function!"));
        if (p.agg.distinct)
            unsupported(call.range, sluice::Engine::tr("%1(DISTINCT ...) over an OVER window").arg(name));
        // A frame that always holds the current row makes SUM, AVG, MIN and MAX as nullable as
        // their argument (Calcite's ARG0_NULLABLE_IF_EMPTY over a window that is never empty).
        if (p.agg.arg)
            p.agg.type = p.agg.type.withNullability(p.agg.arg->type.isNullable() ||
                                                    (batch && !window.batchFrame.alwaysHoldsCurrentRow()));
    } else if (name == "APPROX_COUNT_DISTINCT" && batch) {
        if (call.distinct)
            fail(call.range, sluice::Engine::tr("Distinct not supported in Windowing function!"));
        unsupported(
            call.range, sluice::Engine::tr("APPROX_COUNT_DISTINCT over an OVER window"),
            sluice::Engine::tr("there Flink 1.20 counts every non-NULL value of the frame as a new one, "
                               "equal values too (APPROX_COUNT_DISTINCT(x) OVER w gives COUNT(x) OVER w on "
                               "small frames), which the engine does not reproduce"));
    } else if ((name == "NTILE" || name == "CUME_DIST" || name == "PERCENT_RANK") &&
               !m_binder.m_config.isBatchMode()) {
        fail(call.range, sluice::Engine::tr("%1 Function is not supported in stream mode.").arg(name));
    } else {
        unsupported(
            call.range, sluice::Engine::tr("%1(...) over an OVER window").arg(name),
            sluice::Engine::tr("the engine computes COUNT, SUM, AVG, MIN, MAX, STDDEV_*, VAR_*, LAG, "
                               "FIRST_VALUE and LAST_VALUE over them, and in batch mode LEAD too"));
    }
    return registerOverCall(p, window, call);
}

BoundExprPtr ExpressionBinder::registerOverCall(const PendingOver &p, const BoundOverWindow &window,
                                                const sql::FunctionCallExpr &call)
{
    if (!m_over && m_clause && (std::string_view(m_clause) == "WHERE" || std::string_view(m_clause) == "HAVING"))
        fail(call.range,
             sluice::Engine::tr("Windowed aggregate expression is illegal in %1 clause").arg(m_clause));
    if (!m_over)
        unsupported(
            call.range, sluice::Engine::tr("An OVER window in this clause"),
            sluice::Engine::tr("the engine computes OVER windows in a SELECT list without GROUP BY"));
    std::size_t windowIndex = 0;
    while (windowIndex < m_over->windows.size() && !m_over->windows[windowIndex].sameWindow(window))
        ++windowIndex;
    if (windowIndex > 0 && !window.batch)
        fail(call.over->range,
             sluice::Engine::tr("Over Agg: Unsupported use of OVER windows. All aggregates must be "
                                "computed on the same window (PARTITION BY, ORDER BY and frame); "
                                "compute the other window in a subquery"));
    if (windowIndex == m_over->windows.size())
        m_over->windows.push_back(window);
    PendingOver registeredCall = p;
    registeredCall.window = windowIndex;
    std::size_t index = 0;
    while (index < m_over->calls.size() && !m_over->calls[index].sameCall(registeredCall))
        ++index;
    if (index == m_over->calls.size())
        m_over->calls.push_back(registeredCall);
    const PendingOver &registered = m_over->calls[index];
    return makeInputRef(m_over->inputWidth + static_cast<int>(index), registered.agg.type,
                        "w0$o" + std::to_string(index), call.range);
}

namespace {

/// Calcite's RelCollation of a batch window's partition and ordering (Flink's
/// OverAggregateUtil.createCollation): the partition columns in column order (ordered as the
/// ORDER BY orders them, else ascending with NULLs first), then the other ORDER BY keys.
struct WindowCollationKey {
    int column;
    bool descending;
    bool nullsFirst;
    friend bool operator==(const WindowCollationKey &, const WindowCollationKey &) = default;
};

std::vector<int> partitionSet(const OverAggregateNode &w)
{
    std::vector<int> keys = w.partitionKeys;
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    return keys;
}

std::vector<WindowCollationKey> windowCollation(const OverAggregateNode &w)
{
    std::vector<WindowCollationKey> out;
    const std::vector<int> keys = partitionSet(w);
    for (int k : keys) {
        WindowCollationKey c{k, false, true};
        for (const SortKey &o : w.orderKeys)
            if (o.column == k) {
                c = {k, o.descending, o.nullsComeFirst()};
                break;
            }
        out.push_back(c);
    }
    for (const SortKey &o : w.orderKeys)
        if (!std::binary_search(keys.begin(), keys.end(), o.column))
            out.push_back({o.column, o.descending, o.nullsComeFirst()});
    return out;
}

/// Flink's OverAggregateUtil.needCollationTrait: whether the window needs its rows sorted.
bool needsSortedInput(const OverAggregateNode &w)
{
    using K = OverFrameBound::Kind;
    const BatchOverFrame &f = w.batchFrame;
    if (f.start.kind == K::UnboundedPreceding || f.start.kind == K::Preceding || f.end.kind == K::Following ||
        f.end.kind == K::UnboundedFollowing || !f.rows)
        return true;
    return !(f.start.unscaled == 0 && f.end.unscaled == 0 && w.orderKeys.empty());
}

} // namespace

std::vector<std::size_t> Binder::orderBatchWindows(const std::vector<std::shared_ptr<OverAggregateNode>> &nodes,
                                                   const OverContext &over)
{
    // Flink's WindowGroupReorderRule: by partition columns (as sets, lexicographically), then
    // by ORDER BY columns, directions and NULL orders; ties keep their order.
    std::vector<std::size_t> order(nodes.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const std::vector<int> ka = partitionSet(*nodes[a]), kb = partitionSet(*nodes[b]);
        if (ka != kb)
            return std::lexicographical_compare(ka.begin(), ka.end(), kb.begin(), kb.end());
        const std::vector<SortKey> &oa = nodes[a]->orderKeys, &ob = nodes[b]->orderKeys;
        for (std::size_t i = 0; i < std::min(oa.size(), ob.size()); ++i)
            if (oa[i].column != ob[i].column)
                return oa[i].column < ob[i].column;
        if (oa.size() != ob.size())
            return oa.size() < ob.size();
        for (std::size_t i = 0; i < oa.size(); ++i) {
            if (oa[i].descending != ob[i].descending)
                return !oa[i].descending; // "ASC" before "DESC"
            if (oa[i].nullsComeFirst() != ob[i].nullsComeFirst())
                return oa[i].nullsComeFirst();
        }
        return false;
    });
    // Adjacent windows share one of Flink's OverAggregate operators when their partitioning
    // and (if either needs sorted rows) their sort agree (BatchPhysicalOverAggregateRule).
    std::vector<int> operatorOf(nodes.size());
    int op = 0;
    for (std::size_t i = 1; i < order.size(); ++i) {
        const OverAggregateNode &prev = *nodes[order[i - 1]], &cur = *nodes[order[i]];
        const bool shared = partitionSet(prev) == partitionSet(cur) &&
                            (!(needsSortedInput(prev) || needsSortedInput(cur)) ||
                             windowCollation(prev) == windowCollation(cur));
        op += shared ? 0 : 1;
        operatorOf[order[i]] = op;
    }
    // Flink 1.20's BatchExecOverAggregate reads a constant LEAD / LAG offset at the index its
    // call had before the earlier operators' columns were added: in any operator but the
    // first, it reads another constant, or fails past the last.
    for (std::size_t c = 0; c < over.calls.size(); ++c) {
        const PendingOver &p = over.calls[c];
        if ((p.function == OverFunction::Lag || p.function == OverFunction::Lead) && p.offset &&
            p.offset->kind == BoundExprKind::Literal && operatorOf[p.window] > 0)
            fail(p.agg.range,
                 sluice::Engine::tr(
                     "%1 with a constant offset cannot run here on Flink 1.20: its window is "
                     "not the first OVER window Flink computes for this SELECT (Flink orders them "
                     "by PARTITION BY, then ORDER BY), and Flink's batch OverAggregate then reads "
                     "the offset from another constant, or fails with an index out of bounds. "
                     "Compute it in a subquery, or give it the first window")
                     .arg(p.function == OverFunction::Lag ? "LAG" : "LEAD"));
    }
    return order;
}

BoundRelation Binder::applyOverAggregate(BoundRelation input, OverContext &over,
                                         std::vector<BoundExprPtr> &items, SourceRange range)
{
    const int width = static_cast<int>(input.scope.columns.size());
    // The arguments, partition keys and (batch) ordering expressions that are not input columns
    // are computed first, after the input's columns.
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
    // One OverAggregate per window (batch mode may have several), each adding its calls'
    // columns after its input's.
    std::vector<std::shared_ptr<OverAggregateNode>> nodes;
    std::vector<int> position(over.calls.size()); // call -> its column after the computed ones
    int added = 0;
    for (std::size_t w = 0; w < over.windows.size(); ++w) {
        const BoundOverWindow &window = over.windows[w];
        auto node = std::make_shared<OverAggregateNode>();
        node->range = window.range;
        for (const auto &p : window.partitionBy)
            node->partitionKeys.push_back(column(p));
        node->orderKey = window.orderColumn;
        node->proctime = window.proctime;
        node->frame = window.frame;
        node->batch = window.batch;
        for (const auto &o : window.order)
            node->orderKeys.push_back({column(o.expr), o.descending, o.nullsFirst});
        node->batchFrame = window.batchFrame;
        for (std::size_t i = 0; i < over.calls.size(); ++i) {
            const PendingOver &p = over.calls[i];
            if (p.window != w)
                continue;
            OverCall c;
            c.function = p.function;
            c.aggregate.function = p.agg.function;
            c.aggregate.type = p.agg.type;
            c.aggregate.name = "w" + std::to_string(w) + "$o" + std::to_string(node->calls.size());
            c.aggregate.argIndex = column(p.agg.arg);
            c.offsetIndex = column(p.offset);
            c.defaultIndex = column(p.defaultValue);
            c.buckets = p.buckets;
            node->calls.push_back(c);
            position[i] = added++;
        }
        nodes.push_back(node);
    }
    if (!over.windows.empty() && over.windows.front().batch) {
        // Chained in Flink's order, their calls named as Flink names them.
        std::vector<std::shared_ptr<OverAggregateNode>> sorted;
        added = 0;
        for (std::size_t w : orderBatchWindows(nodes, over)) {
            const std::string prefix = "w" + std::to_string(sorted.size()) + "$o";
            for (std::size_t k = 0; k < nodes[w]->calls.size(); ++k)
                nodes[w]->calls[k].aggregate.name = prefix + std::to_string(k);
            for (std::size_t i = 0; i < over.calls.size(); ++i)
                if (over.calls[i].window == w)
                    position[i] = added++;
            sorted.push_back(nodes[w]);
        }
        nodes = std::move(sorted);
    }
    BoundRelation preRel = static_cast<int>(pre.size()) == width
                               ? input
                               : project(input, pre, preNames, range);
    PlanNodePtr below = preRel.node;
    for (const auto &node : nodes) {
        node->schema = below->schema;
        for (const auto &c : node->calls)
            node->schema.push_back({c.aggregate.name, c.aggregate.type});
        node->inputs.push_back(below);
        below = node;
    }

    // The output's scope: the input's columns as they were (time attributes, window columns),
    // the computed arguments, then the calls' results.
    Scope scope = input.scope;
    for (std::size_t i = static_cast<std::size_t>(width); i < below->schema.size(); ++i)
        scope.columns.push_back({"", below->schema[i].name, below->schema[i].type});
    const std::size_t firstCall = scope.columns.size() - over.calls.size();
    for (std::size_t i = 0; i < over.calls.size(); ++i) {
        // A filter on a streaming window's rank is a Top-N Flink refuses; batch mode filters it.
        const OverFunction f = over.calls[i].function;
        if (!over.windows[over.calls[i].window].batch)
            scope.columns[firstCall + static_cast<std::size_t>(position[i])].overRank =
                f == OverFunction::Rank ? "RANK" : f == OverFunction::DenseRank ? "DENSE_RANK" : nullptr;
    }
    std::vector<int> mapping(static_cast<std::size_t>(width) + over.calls.size());
    for (std::size_t i = 0; i < mapping.size(); ++i)
        mapping[i] = static_cast<int>(i) < width
                         ? static_cast<int>(i)
                         : static_cast<int>(pre.size()) + position[i - static_cast<std::size_t>(width)];
    for (auto &e : items)
        e = remapInputs(e, mapping);
    return {below, scope, input.name};
}

} // namespace sluice::plan
