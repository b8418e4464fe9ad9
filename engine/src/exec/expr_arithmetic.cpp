// Arithmetic: + - * / MOD and unary minus over integers (Java's wrapping int/long arithmetic),
// FLOAT/DOUBLE, DECIMAL (exact, HALF_UP, NULL on overflow) and temporal/interval operands.

#include "exec/expr_decimal.h"
#include "exec/expr_node.h"
#include "exec/expr_time.h"

#include <sluice/text.h>

#include <cmath>

namespace sluice::exec::detail {
namespace {

using plan::BoundExpr;
using plan::ScalarFunction;
using R = LogicalTypeRoot;

template <typename T> T wrapNarrow(std::int64_t v)
{
    return static_cast<T>(v);
}

template <typename Res> class IntArithNode final : public BinaryNode {
public:
    IntArithNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : BinaryNode(std::move(type), f, std::move(a), std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = evalOperands(frame, va, vb); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        Res *dst = o.mutableValues<Res>(0);
        if (denseEval(va, vb, frame.n, dst)) {
            o.setAllValid(0);
            out = scratchView();
            return Status::ok();
        }
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (va.isNull(i) || vb.isNull(i))
                continue;
            const auto x = static_cast<std::uint64_t>(va.get<std::int64_t>(i));
            const auto y = static_cast<std::uint64_t>(vb.get<std::int64_t>(i));
            std::int64_t r = 0;
            switch (m_f) {
            case ScalarFunction::Plus: r = static_cast<std::int64_t>(x + y); break;
            case ScalarFunction::Minus: r = static_cast<std::int64_t>(x - y); break;
            case ScalarFunction::Multiply: r = static_cast<std::int64_t>(x * y); break;
            case ScalarFunction::Divide:
            case ScalarFunction::Modulo: {
                const auto sx = static_cast<std::int64_t>(x), sy = static_cast<std::int64_t>(y);
                if (sy == 0)
                    return evalError(*this,
                                     sluice::Engine::tr("Division by zero (java.lang.ArithmeticException: / by zero)"));
                if (sy == -1) // Java: MIN / -1 wraps to MIN, MIN % -1 is 0
                    r = m_f == ScalarFunction::Divide ? static_cast<std::int64_t>(0 - x) : 0;
                else
                    r = m_f == ScalarFunction::Divide ? sx / sy : sx % sy;
                break;
            }
            default: break;
            }
            dst[i] = wrapNarrow<Res>(r);
            o.setValid(0, i);
        }
        out = scratchView();
        return Status::ok();
    }

private:
    // + - * over operands without NULLs: Java's wrapping arithmetic in tight loops.
    bool denseEval(const View &va, const View &vb, std::size_t n, Res *dst) const
    {
        using I = std::int64_t;
        using U = std::uint64_t;
        if (viewHasNulls(va, n) || viewHasNulls(vb, n))
            return false;
        switch (m_f) {
        case ScalarFunction::Plus:
            denseBinary<I>(va, vb, n, dst,
                           [](I x, I y) { return wrapNarrow<Res>(static_cast<I>(U(x) + U(y))); });
            return true;
        case ScalarFunction::Minus:
            denseBinary<I>(va, vb, n, dst,
                           [](I x, I y) { return wrapNarrow<Res>(static_cast<I>(U(x) - U(y))); });
            return true;
        case ScalarFunction::Multiply:
            denseBinary<I>(va, vb, n, dst,
                           [](I x, I y) { return wrapNarrow<Res>(static_cast<I>(U(x) * U(y))); });
            return true;
        default: return false; // division checks each divisor
        }
    }
};

template <typename T> class FloatArithNode final : public BinaryNode {
public:
    FloatArithNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : BinaryNode(std::move(type), f, std::move(a), std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = evalOperands(frame, va, vb); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        T *dst = o.mutableValues<T>(0);
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (va.isNull(i) || vb.isNull(i))
                continue;
            const T x = va.get<T>(i), y = vb.get<T>(i);
            T r = 0;
            switch (m_f) {
            case ScalarFunction::Plus: r = x + y; break;
            case ScalarFunction::Minus: r = x - y; break;
            case ScalarFunction::Multiply: r = x * y; break;
            case ScalarFunction::Divide: r = x / y; break;
            case ScalarFunction::Modulo: r = std::fmod(x, y); break;
            default: break;
            }
            dst[i] = r;
            o.setValid(0, i);
        }
        out = scratchView();
        return Status::ok();
    }
};

class DecimalArithNode final : public BinaryNode {
public:
    DecimalArithNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : BinaryNode(std::move(type), f, std::move(a), std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = evalOperands(frame, va, vb); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        Decimal128 *dst = o.mutableValues<Decimal128>(0);
        const int sa = m_a->type().scale(), sb = m_b->type().scale();
        const int p = m_type.precision(), sc = m_type.scale();
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (va.isNull(i) || vb.isNull(i))
                continue;
            const Int128 x = va.get<Decimal128>(i).unscaled, y = vb.get<Decimal128>(i).unscaled;
            Int128 r = 0;
            bool ok = true;
            switch (m_f) {
            case ScalarFunction::Plus: ok = decimalAdd(x, sa, y, sb, p, sc, r); break;
            case ScalarFunction::Minus: ok = decimalAdd(x, sa, -y, sb, p, sc, r); break;
            case ScalarFunction::Multiply: ok = decimalMultiply(x, sa, y, sb, p, sc, r); break;
            case ScalarFunction::Divide:
            case ScalarFunction::Modulo: {
                const DecimalOutcome d = m_f == ScalarFunction::Divide
                                             ? decimalDivide(x, sa, y, sb, p, sc, r)
                                             : decimalModulo(x, sa, y, sb, p, sc, r);
                if (d == DecimalOutcome::DivisionByZero)
                    return evalError(
                        *this,
                        sluice::Engine::tr("Division by zero (java.lang.ArithmeticException: Division by zero)"));
                ok = d == DecimalOutcome::Ok;
                break;
            }
            default: break;
            }
            if (!ok)
                continue; // Flink: a DECIMAL result that does not fit its precision is NULL
            dst[i] = Decimal128{r};
            o.setValid(0, i);
        }
        out = scratchView();
        return Status::ok();
    }
};

// Temporal +/- interval, interval +/- interval, interval * / number.
class TemporalArithNode final : public BinaryNode {
public:
    TemporalArithNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : BinaryNode(std::move(type), f, std::move(a), std::move(b))
    {
        if (m_f == ScalarFunction::Plus && isInterval(m_a->type()) && !isInterval(m_b->type()) &&
            isTemporal(m_b->type()))
            std::swap(m_a, m_b); // INTERVAL + temporal
        if (m_f == ScalarFunction::Multiply && !isInterval(m_a->type()))
            std::swap(m_a, m_b); // number * INTERVAL
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = evalOperands(frame, va, vb); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        const R left = m_a->type().root(), right = m_b->type().root();
        const std::int64_t sign = m_f == ScalarFunction::Minus ? -1 : 1;
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (va.isNull(i) || vb.isNull(i))
                continue;
            std::int64_t r = 0;
            if (right == R::IntervalYearMonth || right == R::IntervalDayTime) {
                r = right == R::IntervalYearMonth ? vb.get<std::int32_t>(i)
                                                  : vb.get<std::int64_t>(i);
            } else {
                r = vb.get<std::int64_t>(i); // numeric operand cast to BIGINT at compile time
            }
            switch (left) {
            case R::Timestamp:
            case R::TimestampLtz: {
                TimestampValue ts = va.get<TimestampValue>(i);
                ts.millis = right == R::IntervalYearMonth ? addMonthsToMillis(ts.millis, sign * r)
                                                          : ts.millis + sign * r;
                o.set(0, i, ts);
                break;
            }
            case R::Date: {
                const std::int32_t d = va.get<std::int32_t>(i);
                o.set<std::int32_t>(
                    0, i,
                    right == R::IntervalYearMonth
                        ? addMonthsToDate(d, sign * r)
                        : static_cast<std::int32_t>(d + sign * (r / kMillisPerDay)));
                break;
            }
            case R::Time: {
                const std::int64_t t = va.get<std::int32_t>(i);
                if (right == R::IntervalYearMonth)
                    o.set<std::int32_t>(0, i, static_cast<std::int32_t>(t));
                else
                    o.set<std::int32_t>(
                        0, i,
                        static_cast<std::int32_t>(
                            ((t + kMillisPerDay) + sign * (r % kMillisPerDay)) % kMillisPerDay));
                break;
            }
            case R::IntervalYearMonth:
            case R::IntervalDayTime: {
                const std::int64_t l = left == R::IntervalYearMonth ? va.get<std::int32_t>(i)
                                                                    : va.get<std::int64_t>(i);
                std::int64_t v = 0;
                if (m_f == ScalarFunction::Multiply) {
                    v = static_cast<std::int64_t>(static_cast<std::uint64_t>(l) *
                                                  static_cast<std::uint64_t>(r));
                } else if (m_f == ScalarFunction::Divide) {
                    if (r == 0)
                        return evalError(
                            *this, sluice::Engine::tr("Division by zero (java.lang.ArithmeticException: / by zero)"));
                    v = l / r;
                } else {
                    v = l + sign * r;
                }
                if (m_type.root() == R::IntervalYearMonth)
                    o.set<std::int32_t>(0, i, static_cast<std::int32_t>(v));
                else
                    o.set<std::int64_t>(0, i, v);
                break;
            }
            default: break;
            }
        }
        out = scratchView();
        return Status::ok();
    }
};

class NegateNode final : public Node {
public:
    NegateNode(LogicalType type, NodePtr a) : Node(std::move(type)), m_a(std::move(a)) {}
    Status eval(const Frame &frame, View &out) override
    {
        View va;
        if (Status s = m_a->eval(frame, va); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        const PhysicalType p = m_type.physicalType();
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (va.isNull(i))
                continue;
            switch (p) {
            case PhysicalType::Int8:
                o.set<std::int8_t>(0, i, static_cast<std::int8_t>(-va.get<std::int8_t>(i)));
                break;
            case PhysicalType::Int16:
                o.set<std::int16_t>(0, i, static_cast<std::int16_t>(-va.get<std::int16_t>(i)));
                break;
            case PhysicalType::Int32:
                o.set<std::int32_t>(0, i,
                                    static_cast<std::int32_t>(
                                        0U - static_cast<std::uint32_t>(va.get<std::int32_t>(i))));
                break;
            case PhysicalType::Int64:
                o.set<std::int64_t>(0, i,
                                    static_cast<std::int64_t>(0ULL - static_cast<std::uint64_t>(
                                                                         va.get<std::int64_t>(i))));
                break;
            case PhysicalType::Float32: o.set<float>(0, i, -va.get<float>(i)); break;
            case PhysicalType::Float64: o.set<double>(0, i, -va.get<double>(i)); break;
            case PhysicalType::Decimal128:
                o.set(0, i, Decimal128{-va.get<Decimal128>(i).unscaled});
                break;
            default: break;
            }
        }
        out = scratchView();
        return Status::ok();
    }

private:
    NodePtr m_a;
};

} // namespace

Result<NodePtr> makeArithmeticNode(const BoundExpr &e, std::vector<NodePtr> args)
{
    if (e.function == ScalarFunction::Negate) {
        if (e.type.root() == R::Null || args[0]->type().root() == R::Null)
            return makeNullNode(e.type);
        return NodePtr(std::make_unique<NegateNode>(e.type, std::move(args[0])));
    }
    const LogicalType &t = e.type;
    const ScalarFunction f = e.function;
    const LogicalType &ta = args[0]->type();
    const LogicalType &tb = args[1]->type();
    if (t.root() == R::Null || ta.root() == R::Null || tb.root() == R::Null) {
        // NULL + x: every value NULL; keep a node of the result type.
        return makeNullNode(t);
    }
    if (isTemporal(t) || isInterval(t)) {
        // Numeric operands of interval * / are cast to BIGINT, as Flink casts them to the
        // interval's primitive type.
        for (auto &a : args) {
            if (isNumeric(a->type())) {
                auto c = castNodeTo(std::move(a), LogicalType::bigInt());
                if (!c)
                    return c.status();
                a = std::move(*c);
            }
        }
        return NodePtr(
            std::make_unique<TemporalArithNode>(t, f, std::move(args[0]), std::move(args[1])));
    }
    if (t.root() == R::Decimal) {
        for (auto &a : args) {
            if (isIntegerNumeric(a->type())) {
                auto c = castNodeTo(std::move(a), integerAsDecimal(a->type()));
                if (!c)
                    return c.status();
                a = std::move(*c);
            } else if (a->type().root() != R::Decimal) {
                return Status::internal("DECIMAL arithmetic over " + a->type().toString());
            }
        }
        return NodePtr(
            std::make_unique<DecimalArithNode>(t, f, std::move(args[0]), std::move(args[1])));
    }
    if (isApproximateNumeric(t)) {
        for (auto &a : args) {
            auto c = castNodeTo(std::move(a), t);
            if (!c)
                return c.status();
            a = std::move(*c);
        }
        if (t.root() == R::Float)
            return NodePtr(std::make_unique<FloatArithNode<float>>(t, f, std::move(args[0]),
                                                                   std::move(args[1])));
        return NodePtr(
            std::make_unique<FloatArithNode<double>>(t, f, std::move(args[0]), std::move(args[1])));
    }
    if (isIntegerNumeric(t)) {
        for (auto &a : args) {
            if (!isIntegerNumeric(a->type()))
                return Status::internal("integer arithmetic over " + a->type().toString());
            auto c = castNodeTo(std::move(a), LogicalType::bigInt());
            if (!c)
                return c.status();
            a = std::move(*c);
        }
        switch (t.root()) {
        case R::TinyInt:
            return NodePtr(std::make_unique<IntArithNode<std::int8_t>>(t, f, std::move(args[0]),
                                                                       std::move(args[1])));
        case R::SmallInt:
            return NodePtr(std::make_unique<IntArithNode<std::int16_t>>(t, f, std::move(args[0]),
                                                                        std::move(args[1])));
        case R::Integer:
            return NodePtr(std::make_unique<IntArithNode<std::int32_t>>(t, f, std::move(args[0]),
                                                                        std::move(args[1])));
        default:
            return NodePtr(std::make_unique<IntArithNode<std::int64_t>>(t, f, std::move(args[0]),
                                                                        std::move(args[1])));
        }
    }
    return Status::unsupported(sluice::Engine::tr("Arithmetic '%1' on %2 and %3 is not supported")
                                   .arg(plan::scalarFunctionName(f))
                                   .arg(ta.toString())
                                   .arg(tb.toString()));
}

} // namespace sluice::exec::detail
