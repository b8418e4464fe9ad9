#include "plan/interval_bounds.h"

#include <string>

namespace sluice::plan {

namespace {

/// A side of a time comparison: a rowtime attribute plus a constant day-time interval.
struct TimeTerm {
    int column = -1; ///< in the join's combined input (left columns first)
    std::int64_t offset = 0;
};

std::optional<TimeTerm> timeTerm(const BoundExprPtr &e)
{
    if (e->kind == BoundExprKind::InputRef) {
        if (!isTimestamp(e->type) || e->type.timeAttribute() != TimeAttribute::Rowtime)
            return std::nullopt;
        return TimeTerm{e->inputIndex, 0};
    }
    // A rowtime attribute cast to a TIMESTAMP is still its time (Flink's materialization call).
    if (e->kind == BoundExprKind::Cast && !e->tryCast && isTimestamp(e->type) &&
        e->args.size() == 1 && e->args[0]->kind == BoundExprKind::InputRef)
        return timeTerm(e->args[0]);
    if (e->kind != BoundExprKind::Call || e->args.size() != 2 ||
        (e->function != ScalarFunction::Plus && e->function != ScalarFunction::Minus))
        return std::nullopt;
    auto intervalMs = [](const BoundExprPtr &x) -> std::optional<std::int64_t> {
        if (x->kind != BoundExprKind::Literal || x->isNullLiteral ||
            x->type.root() != LogicalTypeRoot::IntervalDayTime)
            return std::nullopt;
        return std::stoll(x->literalText);
    };
    const bool plus = e->function == ScalarFunction::Plus;
    if (auto ms = intervalMs(e->args[1])) {
        if (auto t = timeTerm(e->args[0]))
            return TimeTerm{t->column, t->offset + (plus ? *ms : -*ms)};
    } else if (plus) {
        if (auto ms2 = intervalMs(e->args[0])) {
            if (auto t = timeTerm(e->args[1]))
                return TimeTerm{t->column, t->offset + *ms2};
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<std::pair<IntervalBounds, BoundExprPtr>>
extractIntervalBounds(const BoundExprPtr &nonEquiCondition, int leftArity,
                      const std::vector<std::pair<int, int>> &timeKeys)
{
    std::vector<BoundExprPtr> conjuncts, rest;
    if (nonEquiCondition)
        splitConjuncts(nonEquiCondition, conjuncts);
    IntervalBounds bounds;
    int lowers = 0, uppers = 0, equalities = 0;
    for (const auto &[left, right] : timeKeys) {
        bounds.leftTimeColumn = left;
        bounds.rightTimeColumn = right;
        bounds.lower = bounds.upper = 0;
        ++equalities;
    }
    for (const BoundExprPtr &c : conjuncts) {
        const bool comparison = c->kind == BoundExprKind::Call && c->args.size() == 2 &&
                                (c->function == ScalarFunction::LessThan ||
                                 c->function == ScalarFunction::LessThanOrEqual ||
                                 c->function == ScalarFunction::GreaterThan ||
                                 c->function == ScalarFunction::GreaterThanOrEqual ||
                                 c->function == ScalarFunction::Equals);
        std::optional<TimeTerm> a, b;
        if (comparison) {
            a = timeTerm(c->args[0]);
            b = timeTerm(c->args[1]);
        }
        if (!a || !b || (a->column < leftArity) == (b->column < leftArity)) {
            rest.push_back(c);
            continue;
        }
        // a OP b with a = l + x and b = r + y (or flipped): l - r OP' y - x.
        ScalarFunction op = c->function;
        if (a->column >= leftArity) {
            std::swap(a, b);
            switch (op) {
            case ScalarFunction::LessThan: op = ScalarFunction::GreaterThan; break;
            case ScalarFunction::LessThanOrEqual: op = ScalarFunction::GreaterThanOrEqual; break;
            case ScalarFunction::GreaterThan: op = ScalarFunction::LessThan; break;
            case ScalarFunction::GreaterThanOrEqual: op = ScalarFunction::LessThanOrEqual; break;
            default: break; // =
            }
        }
        const int left = a->column, right = b->column - leftArity;
        if ((bounds.leftTimeColumn >= 0 && bounds.leftTimeColumn != left) ||
            (bounds.rightTimeColumn >= 0 && bounds.rightTimeColumn != right))
            return std::nullopt; // bounds over different time attributes: a regular join
        bounds.leftTimeColumn = left;
        bounds.rightTimeColumn = right;
        const std::int64_t d = b->offset - a->offset;
        switch (op) {
        case ScalarFunction::GreaterThanOrEqual:
            bounds.lower = d;
            ++lowers;
            break;
        case ScalarFunction::GreaterThan:
            bounds.lower = d + 1;
            ++lowers;
            break;
        case ScalarFunction::LessThanOrEqual:
            bounds.upper = d;
            ++uppers;
            break;
        case ScalarFunction::LessThan:
            bounds.upper = d - 1;
            ++uppers;
            break;
        default: // =
            bounds.lower = bounds.upper = d;
            ++equalities;
            break;
        }
    }
    const bool range = lowers == 1 && uppers == 1 && equalities == 0;
    const bool equality = equalities == 1 && lowers == 0 && uppers == 0;
    if (!range && !equality)
        return std::nullopt;
    return std::make_pair(bounds, combineConjuncts(rest));
}

std::vector<std::pair<int, int>> rowtimeKeyPairs(const std::vector<LogicalType> &left,
                                                 const std::vector<LogicalType> &right,
                                                 const std::vector<int> &leftKeys,
                                                 const std::vector<int> &rightKeys)
{
    auto rowtime = [](const LogicalType &t) {
        return isTimestamp(t) && t.timeAttribute() == TimeAttribute::Rowtime;
    };
    std::vector<std::pair<int, int>> pairs;
    for (std::size_t i = 0; i < leftKeys.size() && i < rightKeys.size(); ++i) {
        if (rowtime(left.at(static_cast<std::size_t>(leftKeys[i]))) &&
            rowtime(right.at(static_cast<std::size_t>(rightKeys[i]))))
            pairs.emplace_back(leftKeys[i], rightKeys[i]);
    }
    return pairs;
}

} // namespace sluice::plan
