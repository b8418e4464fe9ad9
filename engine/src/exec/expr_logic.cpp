// Comparisons, SQL three-valued logic (AND/OR evaluate their right operand only where the left
// one does not decide), IS [NOT] NULL/TRUE/FALSE, IN and LIKE.

#include "exec/expr_node.h"
#include "exec/expr_string.h"

#include <sluice/text.h>

#include <cmath>
#include <optional>
#include <type_traits>

namespace sluice::exec::detail {
namespace {

using plan::BoundExpr;
using plan::BoundExprKind;
using plan::ScalarFunction;
using R = LogicalTypeRoot;

// --- Comparison ---------------------------------------------------------------------------------

// -1, 0, 1 for two non-NULL values of one physical type (NaN compares as Java's primitives do:
// every ordered comparison false, handled by the caller through `unordered`).
template <typename T> int compareValues(const T &a, const T &b)
{
    return a < b ? -1 : (b < a ? 1 : 0);
}
template <> int compareValues<Decimal128>(const Decimal128 &a, const Decimal128 &b)
{
    return compareValues(a.unscaled, b.unscaled);
}
template <>
int compareValues<std::string_view>(const std::string_view &a, const std::string_view &b)
{
    const int c = a.compare(b); // unsigned bytes compare as code points in UTF-8
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

template <typename T> bool unordered(const T &, const T &)
{
    return false;
}
template <> bool unordered<float>(const float &a, const float &b)
{
    return std::isnan(a) || std::isnan(b);
}
template <> bool unordered<double>(const double &a, const double &b)
{
    return std::isnan(a) || std::isnan(b);
}

bool compareResult(ScalarFunction f, int c, bool nan)
{
    switch (f) {
    case ScalarFunction::Equals:
    case ScalarFunction::IsNotDistinctFrom: return !nan && c == 0;
    case ScalarFunction::NotEquals:
    case ScalarFunction::IsDistinctFrom: return nan || c != 0;
    case ScalarFunction::LessThan: return !nan && c < 0;
    case ScalarFunction::LessThanOrEqual: return !nan && c <= 0;
    case ScalarFunction::GreaterThan: return !nan && c > 0;
    case ScalarFunction::GreaterThanOrEqual: return !nan && c >= 0;
    default: return false;
    }
}

template <typename T> class CompareNode final : public BinaryNode {
public:
    CompareNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : BinaryNode(std::move(type), f, std::move(a), std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = evalOperands(frame, va, vb); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        std::uint8_t *dst = o.mutableValues<std::uint8_t>(0);
        if (denseEval(va, vb, frame.n, dst)) {
            o.setAllValid(0);
            out = scratchView();
            return Status::ok();
        }
        const bool nullSafe =
            m_f == ScalarFunction::IsDistinctFrom || m_f == ScalarFunction::IsNotDistinctFrom;
        for (std::size_t i = 0; i < frame.n; ++i) {
            const bool na = va.isNull(i), nb = vb.isNull(i);
            if (na || nb) {
                if (nullSafe) {
                    const bool same = na && nb;
                    dst[i] = (m_f == ScalarFunction::IsNotDistinctFrom) == same;
                    o.setValid(0, i);
                }
                continue;
            }
            const T x = va.get<T>(i), y = vb.get<T>(i);
            dst[i] = compareResult(m_f, compareValues(x, y), unordered(x, y));
            o.setValid(0, i);
        }
        out = scratchView();
        return Status::ok();
    }

private:
    // Integer comparisons over operands without NULLs (no NaN to consider): one loop per
    // operator. IS [NOT] DISTINCT FROM is <> / = when nothing is NULL.
    bool denseEval(const View &va, const View &vb, std::size_t n, std::uint8_t *dst) const
    {
        if constexpr (!std::is_integral_v<T>) {
            return false;
        } else {
            if (viewHasNulls(va, n) || viewHasNulls(vb, n))
                return false;
            using F = ScalarFunction;
            switch (m_f) {
            case F::Equals:
            case F::IsNotDistinctFrom:
                denseBinary<T>(va, vb, n, dst, [](T x, T y) -> std::uint8_t { return x == y; });
                return true;
            case F::NotEquals:
            case F::IsDistinctFrom:
                denseBinary<T>(va, vb, n, dst, [](T x, T y) -> std::uint8_t { return x != y; });
                return true;
            case F::LessThan:
                denseBinary<T>(va, vb, n, dst, [](T x, T y) -> std::uint8_t { return x < y; });
                return true;
            case F::LessThanOrEqual:
                denseBinary<T>(va, vb, n, dst, [](T x, T y) -> std::uint8_t { return x <= y; });
                return true;
            case F::GreaterThan:
                denseBinary<T>(va, vb, n, dst, [](T x, T y) -> std::uint8_t { return x > y; });
                return true;
            case F::GreaterThanOrEqual:
                denseBinary<T>(va, vb, n, dst, [](T x, T y) -> std::uint8_t { return x >= y; });
                return true;
            default: return false;
            }
        }
    }
};

// Comparisons with a NULL-typed operand: NULL, or for IS [NOT] DISTINCT FROM a null test.
class NullCompareNode final : public BinaryNode {
public:
    NullCompareNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : BinaryNode(std::move(type), f, std::move(a), std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = evalOperands(frame, va, vb); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        if (m_f == ScalarFunction::IsDistinctFrom || m_f == ScalarFunction::IsNotDistinctFrom) {
            for (std::size_t i = 0; i < frame.n; ++i) {
                const bool same = va.isNull(i) && vb.isNull(i);
                o.set<std::uint8_t>(0, i, (m_f == ScalarFunction::IsNotDistinctFrom) == same);
            }
        }
        out = scratchView();
        return Status::ok();
    }
};

template <template <typename> class NodeT, typename... Args>
NodePtr byPhysical(PhysicalType p, Args &&...args)
{
    switch (p) {
    case PhysicalType::Bool:
        return std::make_unique<NodeT<std::uint8_t>>(std::forward<Args>(args)...);
    case PhysicalType::Int8:
        return std::make_unique<NodeT<std::int8_t>>(std::forward<Args>(args)...);
    case PhysicalType::Int16:
        return std::make_unique<NodeT<std::int16_t>>(std::forward<Args>(args)...);
    case PhysicalType::Int32:
        return std::make_unique<NodeT<std::int32_t>>(std::forward<Args>(args)...);
    case PhysicalType::Int64:
        return std::make_unique<NodeT<std::int64_t>>(std::forward<Args>(args)...);
    case PhysicalType::Float32: return std::make_unique<NodeT<float>>(std::forward<Args>(args)...);
    case PhysicalType::Float64: return std::make_unique<NodeT<double>>(std::forward<Args>(args)...);
    case PhysicalType::Decimal128:
        return std::make_unique<NodeT<Decimal128>>(std::forward<Args>(args)...);
    case PhysicalType::Timestamp:
        return std::make_unique<NodeT<TimestampValue>>(std::forward<Args>(args)...);
    case PhysicalType::Bytes:
        return std::make_unique<NodeT<std::string_view>>(std::forward<Args>(args)...);
    case PhysicalType::None: break;
    }
    return nullptr;
}

// --- Logic --------------------------------------------------------------------------------------

// AND / OR, evaluating the right operand only where the left one does not decide the result.
class AndOrNode final : public Node {
public:
    AndOrNode(LogicalType type, bool isAnd, NodePtr a, NodePtr b)
        : Node(std::move(type)), m_and(isAnd), m_a(std::move(a)), m_b(std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va;
        if (Status s = m_a->eval(frame, va); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        m_sub.clear();
        for (std::size_t i = 0; i < frame.n; ++i) {
            const bool decided = m_and ? isFalse(va, i) : isTrue(va, i);
            if (decided)
                o.set<std::uint8_t>(0, i, m_and ? 0 : 1);
            else
                m_sub.positions.push_back(static_cast<std::uint32_t>(i));
        }
        if (!m_sub.positions.empty()) {
            const Frame sub = m_sub.frame(frame);
            View vb;
            if (Status s = m_b->eval(sub, vb); !s)
                return s;
            for (std::size_t j = 0; j < sub.n; ++j) {
                const std::size_t i = m_sub.positions[j];
                const bool leftNull = va.isNull(i);
                if (vb.isNull(j)) {
                    continue; // NULL (left is NULL or the neutral value)
                }
                const bool right = vb.get<std::uint8_t>(j) != 0;
                if (m_and) {
                    if (!right)
                        o.set<std::uint8_t>(0, i, 0);
                    else if (!leftNull)
                        o.set<std::uint8_t>(0, i, 1);
                } else {
                    if (right)
                        o.set<std::uint8_t>(0, i, 1);
                    else if (!leftNull)
                        o.set<std::uint8_t>(0, i, 0);
                }
            }
        }
        out = scratchView();
        return Status::ok();
    }

private:
    bool m_and;
    NodePtr m_a, m_b;
    SubFrame m_sub;
};

class UnaryLogicNode final : public Node {
public:
    UnaryLogicNode(LogicalType type, ScalarFunction f, NodePtr a)
        : Node(std::move(type)), m_f(f), m_a(std::move(a))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va;
        if (Status s = m_a->eval(frame, va); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        for (std::size_t i = 0; i < frame.n; ++i) {
            const bool null = va.isNull(i);
            switch (m_f) {
            case ScalarFunction::Not:
                if (!null)
                    o.set<std::uint8_t>(0, i, va.get<std::uint8_t>(i) ? 0 : 1);
                break;
            case ScalarFunction::IsNull: o.set<std::uint8_t>(0, i, null); break;
            case ScalarFunction::IsNotNull: o.set<std::uint8_t>(0, i, !null); break;
            case ScalarFunction::IsTrue: o.set<std::uint8_t>(0, i, isTrue(va, i)); break;
            case ScalarFunction::IsNotTrue: o.set<std::uint8_t>(0, i, !isTrue(va, i)); break;
            case ScalarFunction::IsFalse: o.set<std::uint8_t>(0, i, isFalse(va, i)); break;
            case ScalarFunction::IsNotFalse: o.set<std::uint8_t>(0, i, !isFalse(va, i)); break;
            default: break;
            }
        }
        out = scratchView();
        return Status::ok();
    }

private:
    ScalarFunction m_f;
    NodePtr m_a;
};

// operand IN (c1, c2, ...): TRUE if any equals, else NULL if the operand or any candidate is
// NULL, else FALSE.
template <typename T> class InNode final : public Node {
public:
    InNode(LogicalType type, std::vector<NodePtr> args)
        : Node(std::move(type)), m_args(std::move(args))
    {
        m_views.resize(m_args.size());
    }
    Status eval(const Frame &frame, View &out) override
    {
        for (std::size_t k = 0; k < m_args.size(); ++k) {
            if (Status s = m_args[k]->eval(frame, m_views[k]); !s)
                return s;
        }
        RowBatch &o = prepare(frame.n);
        const View &v = m_views[0];
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (v.isNull(i))
                continue;
            const T x = v.get<T>(i);
            bool found = false, sawNull = false;
            for (std::size_t k = 1; k < m_views.size() && !found; ++k) {
                if (m_views[k].isNull(i)) {
                    sawNull = true;
                    continue;
                }
                const T y = m_views[k].template get<T>(i);
                found = compareResult(ScalarFunction::Equals, compareValues(x, y), unordered(x, y));
            }
            if (found)
                o.set<std::uint8_t>(0, i, 1);
            else if (!sawNull)
                o.set<std::uint8_t>(0, i, 0);
        }
        out = scratchView();
        return Status::ok();
    }

private:
    std::vector<NodePtr> m_args;
    std::vector<View> m_views;
};

/// LIKE and SIMILAR TO: a pattern compiled once when constant, else per distinct pattern.
// What a pattern's compile() reports its error in: a Text, or a std::string (LikePattern).
template <typename P, typename E>
E compileErrorOf(std::optional<P> (*)(std::string_view, std::optional<std::string_view>, E *));
template <typename Pattern>
using PatternError = decltype(compileErrorOf(&Pattern::compile));

template <typename Pattern> class PatternMatchNode final : public Node {
public:
    PatternMatchNode(LogicalType type, std::vector<NodePtr> args, std::optional<Pattern> constant)
        : Node(std::move(type)), m_args(std::move(args)), m_constant(std::move(constant))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View vs, vp, ve;
        if (Status s = m_args[0]->eval(frame, vs); !s)
            return s;
        if (!m_constant) {
            if (Status s = m_args[1]->eval(frame, vp); !s)
                return s;
            if (m_args.size() > 2) {
                if (Status s = m_args[2]->eval(frame, ve); !s)
                    return s;
            }
        }
        RowBatch &o = prepare(frame.n);
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (vs.isNull(i))
                continue;
            const Pattern *pattern = m_constant ? &*m_constant : nullptr;
            if (!pattern) {
                if (vp.isNull(i) || (m_args.size() > 2 && ve.isNull(i)))
                    continue;
                const std::string_view p = vp.str(i);
                std::optional<std::string_view> esc;
                if (m_args.size() > 2)
                    esc = ve.str(i);
                if (!m_cached || p != m_cachedPattern ||
                    esc.has_value() != m_cachedEscape.has_value() ||
                    (esc && *esc != *m_cachedEscape)) {
                    PatternError<Pattern> error;
                    m_cached = Pattern::compile(p, esc, &error);
                    if (!m_cached)
                        return evalError(*this, error);
                    m_cachedPattern.assign(p);
                    m_cachedEscape =
                        esc ? std::optional<std::string>(std::string(*esc)) : std::nullopt;
                }
                pattern = &*m_cached;
            }
            o.set<std::uint8_t>(0, i, pattern->matches(vs.str(i)));
        }
        out = scratchView();
        return Status::ok();
    }

private:
    std::vector<NodePtr> m_args;
    std::optional<Pattern> m_constant;
    std::optional<Pattern> m_cached;
    std::string m_cachedPattern;
    std::optional<std::string> m_cachedEscape;
};

template <typename Pattern>
Result<NodePtr> makePatternMatchNode(const BoundExpr &e, std::vector<NodePtr> args)
{
    for (const auto &a : args)
        if (a->type().root() == R::Null)
            return makeNullNode(e.type);
    std::optional<Pattern> constant;
    const bool patternConst = e.args[1]->kind == BoundExprKind::Literal;
    const bool escapeConst = e.args.size() < 3 || e.args[2]->kind == BoundExprKind::Literal;
    if (patternConst && escapeConst) {
        std::optional<std::string_view> esc;
        if (e.args.size() > 2)
            esc = e.args[2]->literalText;
        PatternError<Pattern> error;
        constant = Pattern::compile(e.args[1]->literalText, esc, &error);
        if (!constant)
            return Status::invalidArgument(error);
    }
    return NodePtr(
        std::make_unique<PatternMatchNode<Pattern>>(e.type, std::move(args), std::move(constant)));
}

Result<NodePtr> compileComparison(const BoundExpr &e, std::vector<NodePtr> args)
{
    const LogicalType &ta = args[0]->type();
    const LogicalType &tb = args[1]->type();
    if (ta.root() == R::Null || tb.root() == R::Null)
        return NodePtr(std::make_unique<NullCompareNode>(e.type, e.function, std::move(args[0]),
                                                         std::move(args[1])));
    const bool strings =
        (isString(ta) && isString(tb)) || (isBinaryString(ta) && isBinaryString(tb));
    if (!strings && !ta.equalsIgnoringNullability(tb) &&
        !(isTimestamp(ta) && isTimestamp(tb) && ta.root() == tb.root())) {
        auto common = commonType(ta, tb);
        if (!common)
            return Status::unsupported(sluice::Engine::tr("Cannot compare %1 with %2").arg(ta.toString()).arg(tb.toString()));
        for (auto &a : args) {
            auto c = castNodeTo(std::move(a), *common);
            if (!c)
                return c.status();
            a = std::move(*c);
        }
    }
    NodePtr n = byPhysical<CompareNode>(args[0]->type().physicalType(), e.type, e.function,
                                        std::move(args[0]), std::move(args[1]));
    if (!n)
        return Status::unsupported(sluice::Engine::tr("Comparison of %1 is not supported").arg(ta.toString()));
    return n;
}

} // namespace

Result<NodePtr> makeLogicNode(const BoundExpr &e, std::vector<NodePtr> args)
{
    using F = ScalarFunction;
    switch (e.function) {
    case F::Equals:
    case F::NotEquals:
    case F::LessThan:
    case F::LessThanOrEqual:
    case F::GreaterThan:
    case F::GreaterThanOrEqual:
    case F::IsDistinctFrom:
    case F::IsNotDistinctFrom: return compileComparison(e, std::move(args));
    case F::And:
    case F::Or:
        return NodePtr(std::make_unique<AndOrNode>(e.type, e.function == F::And, std::move(args[0]),
                                                   std::move(args[1])));
    case F::Not:
    case F::IsNull:
    case F::IsNotNull:
    case F::IsTrue:
    case F::IsNotTrue:
    case F::IsFalse:
    case F::IsNotFalse:
        return NodePtr(std::make_unique<UnaryLogicNode>(e.type, e.function, std::move(args[0])));
    case F::In: {
        std::vector<LogicalType> types;
        for (const auto &a : args)
            types.push_back(a->type());
        bool allStrings = true;
        for (const auto &t : types)
            allStrings = allStrings && (isString(t) || t.root() == R::Null);
        if (!allStrings) {
            auto common = commonType(types);
            if (!common)
                return Status::unsupported(sluice::Engine::tr("IN over incompatible types"));
            for (auto &a : args) {
                if (a->type().root() == R::Null)
                    continue;
                auto c = castNodeTo(std::move(a), *common);
                if (!c)
                    return c.status();
                a = std::move(*c);
            }
        }
        PhysicalType p = PhysicalType::None;
        for (const auto &a : args)
            if (a->type().root() != R::Null)
                p = a->type().physicalType();
        if (p == PhysicalType::None || args[0]->type().root() == R::Null)
            return makeNullNode(e.type);
        // NULL-typed candidates read no slots; give them the common type.
        for (auto &a : args) {
            if (a->type().root() == R::Null) {
                LogicalType t = args[0]->type().root() == R::Null ? e.type : args[0]->type();
                a = makeNullNode(t.asNullable());
            }
        }
        NodePtr n = byPhysical<InNode>(p, e.type, std::move(args));
        if (!n)
            return Status::unsupported(sluice::Engine::tr("IN over this type is not supported"));
        return n;
    }
    case F::Like: return makePatternMatchNode<LikePattern>(e, std::move(args));
    case F::SimilarTo: return makePatternMatchNode<SimilarPattern>(e, std::move(args));
    default: return Status::internal("not a logic function");
    }
}

} // namespace sluice::exec::detail
