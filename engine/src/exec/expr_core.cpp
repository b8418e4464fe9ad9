// Core evaluator nodes: literals, column references, arithmetic, comparisons, SQL logic, IN,
// LIKE and the lazily evaluated conditionals (CASE, IF, COALESCE).

#include "exec/expr_decimal.h"
#include "exec/expr_node.h"
#include "exec/expr_string.h"
#include "exec/expr_time.h"

#include <cmath>
#include <cstdlib>
#include <optional>

namespace sluice::exec::detail {

using plan::BoundExpr;
using plan::BoundExprKind;
using plan::ScalarFunction;
using R = LogicalTypeRoot;

// --- Node plumbing ------------------------------------------------------------------------------

Node::Node(LogicalType type)
    : m_type(std::move(type)), m_allNull(m_type.root() == R::Null),
      m_scratch(Schema::make({{"$", m_type}}), 64)
{
}

RowBatch &Node::prepare(std::size_t n)
{
    m_scratch.clear();
    m_scratch.resize(n);
    return m_scratch;
}

Frame SubFrame::frame(const Frame &parent)
{
    rows.resize(positions.size());
    for (std::size_t j = 0; j < positions.size(); ++j)
        rows[j] = parent.rows ? parent.rows[positions[j]] : positions[j];
    return Frame{parent.input, rows.data(), positions.size(), parent.nowMillis};
}

void copyViewValue(const View &v, std::size_t i, RowBatch &out, std::size_t col, std::size_t row)
{
    if (v.isNull(i)) {
        out.setNull(col, row);
        return;
    }
    const std::size_t r = v.at(i);
    switch (out.physicalType(col)) {
    case PhysicalType::None: out.setNull(col, row); break;
    case PhysicalType::Bool: out.set(col, row, v.batch->values<std::uint8_t>(v.col)[r]); break;
    case PhysicalType::Int8: out.set(col, row, v.batch->values<std::int8_t>(v.col)[r]); break;
    case PhysicalType::Int16: out.set(col, row, v.batch->values<std::int16_t>(v.col)[r]); break;
    case PhysicalType::Int32: out.set(col, row, v.batch->values<std::int32_t>(v.col)[r]); break;
    case PhysicalType::Int64: out.set(col, row, v.batch->values<std::int64_t>(v.col)[r]); break;
    case PhysicalType::Float32: out.set(col, row, v.batch->values<float>(v.col)[r]); break;
    case PhysicalType::Float64: out.set(col, row, v.batch->values<double>(v.col)[r]); break;
    case PhysicalType::Decimal128: out.set(col, row, v.batch->values<Decimal128>(v.col)[r]); break;
    case PhysicalType::Timestamp: out.set(col, row, v.batch->values<TimestampValue>(v.col)[r]); break;
    case PhysicalType::Bytes: out.setString(col, row, v.batch->values<std::string_view>(v.col)[r]); break;
    }
}

Status evalError(const Node &node, const std::string &message)
{
    return Status::invalidArgument(message + " (in expression " + node.text + ")");
}

namespace {

bool isTrue(const View &v, std::size_t i) { return !v.isNull(i) && v.get<std::uint8_t>(i) != 0; }
bool isFalse(const View &v, std::size_t i) { return !v.isNull(i) && v.get<std::uint8_t>(i) == 0; }

// --- Literal ------------------------------------------------------------------------------------

class LiteralNode final : public Node {
public:
    explicit LiteralNode(LogicalType type) : Node(std::move(type)) { prepare(1); }
    Status eval(const Frame &, View &out) override
    {
        out = scratchView();
        out.constant = true;
        return Status::ok();
    }
    RowBatch &batch() { return scratch(); }
};

Result<NodePtr> makeLiteral(const BoundExpr &e)
{
    auto node = std::make_unique<LiteralNode>(e.type);
    RowBatch &b = node->batch();
    if (e.isNullLiteral || e.type.root() == R::Null)
        return NodePtr(std::move(node));
    const std::string &t = e.literalText;
    auto bad = [&] {
        return Status::internal("Malformed literal '" + t + "' of type " + e.type.toString());
    };
    auto integer = [&]() -> std::optional<std::int64_t> {
        char *end = nullptr;
        const long long v = std::strtoll(t.c_str(), &end, 10);
        if (t.empty() || *end != '\0')
            return std::nullopt;
        return v;
    };
    switch (e.type.root()) {
    case R::Boolean: b.set<std::uint8_t>(0, 0, t == "TRUE" || t == "true" ? 1 : 0); break;
    case R::TinyInt:
    case R::SmallInt:
    case R::Integer:
    case R::BigInt:
    case R::IntervalYearMonth:
    case R::IntervalDayTime: {
        auto v = integer();
        if (!v)
            return bad();
        switch (e.type.physicalType()) {
        case PhysicalType::Int8: b.set<std::int8_t>(0, 0, static_cast<std::int8_t>(*v)); break;
        case PhysicalType::Int16: b.set<std::int16_t>(0, 0, static_cast<std::int16_t>(*v)); break;
        case PhysicalType::Int32: b.set<std::int32_t>(0, 0, static_cast<std::int32_t>(*v)); break;
        default: b.set<std::int64_t>(0, 0, *v); break;
        }
        break;
    }
    case R::Float: b.set<float>(0, 0, std::strtof(t.c_str(), nullptr)); break;
    case R::Double: b.set<double>(0, 0, std::strtod(t.c_str(), nullptr)); break;
    case R::Decimal: {
        Int128 v = 0;
        if (parseDecimal(t, e.type.precision(), e.type.scale(), v) != ParseOutcome::Ok)
            return bad();
        b.set<Decimal128>(0, 0, Decimal128{v});
        break;
    }
    case R::Char:
    case R::VarChar:
    case R::Binary:
    case R::VarBinary: b.setString(0, 0, t); break;
    case R::Date: {
        auto d = parseDate(t);
        if (!d)
            return bad();
        b.set<std::int32_t>(0, 0, *d);
        break;
    }
    case R::Time: {
        auto v = parseTime(t);
        if (!v)
            return bad();
        b.set<std::int32_t>(0, 0, *v);
        break;
    }
    case R::Timestamp:
    case R::TimestampLtz: {
        auto ts = parseTimestamp(t, 9);
        if (!ts)
            return bad();
        b.set<TimestampValue>(0, 0, *ts);
        break;
    }
    default: return Status::unsupported("Literals of type " + e.type.toString() + " are not supported");
    }
    return NodePtr(std::move(node));
}

// --- Column reference -------------------------------------------------------------------------

class InputRefNode final : public Node {
public:
    InputRefNode(LogicalType type, std::size_t column) : Node(std::move(type)), m_column(column) {}
    Status eval(const Frame &frame, View &out) override
    {
        out = View{frame.input, m_column, frame.rows, false, m_allNull};
        return Status::ok();
    }

private:
    std::size_t m_column;
};

// --- Arithmetic ---------------------------------------------------------------------------------

template <typename T> T wrapNarrow(std::int64_t v) { return static_cast<T>(v); }

template <typename Res> class IntArithNode final : public Node {
public:
    IntArithNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : Node(std::move(type)), m_f(f), m_a(std::move(a)), m_b(std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = m_a->eval(frame, va); !s)
            return s;
        if (Status s = m_b->eval(frame, vb); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        Res *dst = o.mutableValues<Res>(0);
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
                    return evalError(*this, "Division by zero (java.lang.ArithmeticException: / by zero)");
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
    ScalarFunction m_f;
    NodePtr m_a, m_b;
};

template <typename T> class FloatArithNode final : public Node {
public:
    FloatArithNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : Node(std::move(type)), m_f(f), m_a(std::move(a)), m_b(std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = m_a->eval(frame, va); !s)
            return s;
        if (Status s = m_b->eval(frame, vb); !s)
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

private:
    ScalarFunction m_f;
    NodePtr m_a, m_b;
};

class DecimalArithNode final : public Node {
public:
    DecimalArithNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : Node(std::move(type)), m_f(f), m_a(std::move(a)), m_b(std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = m_a->eval(frame, va); !s)
            return s;
        if (Status s = m_b->eval(frame, vb); !s)
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
                    return evalError(*this, "Division by zero (java.lang.ArithmeticException: Division by zero)");
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

private:
    ScalarFunction m_f;
    NodePtr m_a, m_b;
};

// Temporal +/- interval, interval +/- interval, interval * / number.
class TemporalArithNode final : public Node {
public:
    TemporalArithNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : Node(std::move(type)), m_f(f), m_a(std::move(a)), m_b(std::move(b))
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
        if (Status s = m_a->eval(frame, va); !s)
            return s;
        if (Status s = m_b->eval(frame, vb); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        const R left = m_a->type().root(), right = m_b->type().root();
        const std::int64_t sign = m_f == ScalarFunction::Minus ? -1 : 1;
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (va.isNull(i) || vb.isNull(i))
                continue;
            std::int64_t r = 0;
            if (right == R::IntervalYearMonth || right == R::IntervalDayTime) {
                r = right == R::IntervalYearMonth ? vb.get<std::int32_t>(i) : vb.get<std::int64_t>(i);
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
                o.set<std::int32_t>(0, i,
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
                    o.set<std::int32_t>(0, i, static_cast<std::int32_t>(
                                                  ((t + kMillisPerDay) + sign * (r % kMillisPerDay)) %
                                                  kMillisPerDay));
                break;
            }
            case R::IntervalYearMonth:
            case R::IntervalDayTime: {
                const std::int64_t l = left == R::IntervalYearMonth ? va.get<std::int32_t>(i)
                                                                    : va.get<std::int64_t>(i);
                std::int64_t v = 0;
                if (m_f == ScalarFunction::Multiply) {
                    v = static_cast<std::int64_t>(static_cast<std::uint64_t>(l) * static_cast<std::uint64_t>(r));
                } else if (m_f == ScalarFunction::Divide) {
                    if (r == 0)
                        return evalError(*this, "Division by zero (java.lang.ArithmeticException: / by zero)");
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

private:
    ScalarFunction m_f;
    NodePtr m_a, m_b;
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
            case PhysicalType::Int8: o.set<std::int8_t>(0, i, static_cast<std::int8_t>(-va.get<std::int8_t>(i))); break;
            case PhysicalType::Int16: o.set<std::int16_t>(0, i, static_cast<std::int16_t>(-va.get<std::int16_t>(i))); break;
            case PhysicalType::Int32:
                o.set<std::int32_t>(0, i, static_cast<std::int32_t>(0U - static_cast<std::uint32_t>(va.get<std::int32_t>(i))));
                break;
            case PhysicalType::Int64:
                o.set<std::int64_t>(0, i, static_cast<std::int64_t>(0ULL - static_cast<std::uint64_t>(va.get<std::int64_t>(i))));
                break;
            case PhysicalType::Float32: o.set<float>(0, i, -va.get<float>(i)); break;
            case PhysicalType::Float64: o.set<double>(0, i, -va.get<double>(i)); break;
            case PhysicalType::Decimal128: o.set(0, i, Decimal128{-va.get<Decimal128>(i).unscaled}); break;
            default: break;
            }
        }
        out = scratchView();
        return Status::ok();
    }

private:
    NodePtr m_a;
};

// --- Comparison ---------------------------------------------------------------------------------

// -1, 0, 1 for two non-NULL values of one physical type (NaN compares as Java's primitives do:
// every ordered comparison false, handled by the caller through `unordered`).
template <typename T> int compareValues(const T &a, const T &b) { return a < b ? -1 : (b < a ? 1 : 0); }
template <> int compareValues<Decimal128>(const Decimal128 &a, const Decimal128 &b)
{
    return compareValues(a.unscaled, b.unscaled);
}
template <> int compareValues<std::string_view>(const std::string_view &a, const std::string_view &b)
{
    const int c = a.compare(b); // unsigned bytes compare as code points in UTF-8
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

template <typename T> bool unordered(const T &, const T &) { return false; }
template <> bool unordered<float>(const float &a, const float &b) { return std::isnan(a) || std::isnan(b); }
template <> bool unordered<double>(const double &a, const double &b) { return std::isnan(a) || std::isnan(b); }

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

template <typename T> class CompareNode final : public Node {
public:
    CompareNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : Node(std::move(type)), m_f(f), m_a(std::move(a)), m_b(std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = m_a->eval(frame, va); !s)
            return s;
        if (Status s = m_b->eval(frame, vb); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        std::uint8_t *dst = o.mutableValues<std::uint8_t>(0);
        const bool nullSafe = m_f == ScalarFunction::IsDistinctFrom || m_f == ScalarFunction::IsNotDistinctFrom;
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
    ScalarFunction m_f;
    NodePtr m_a, m_b;
};

// Comparisons with a NULL-typed operand: NULL, or for IS [NOT] DISTINCT FROM a null test.
class NullCompareNode final : public Node {
public:
    NullCompareNode(LogicalType type, ScalarFunction f, NodePtr a, NodePtr b)
        : Node(std::move(type)), m_f(f), m_a(std::move(a)), m_b(std::move(b))
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        View va, vb;
        if (Status s = m_a->eval(frame, va); !s)
            return s;
        if (Status s = m_b->eval(frame, vb); !s)
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

private:
    ScalarFunction m_f;
    NodePtr m_a, m_b;
};

template <template <typename> class NodeT, typename... Args>
NodePtr byPhysical(PhysicalType p, Args &&...args)
{
    switch (p) {
    case PhysicalType::Bool: return std::make_unique<NodeT<std::uint8_t>>(std::forward<Args>(args)...);
    case PhysicalType::Int8: return std::make_unique<NodeT<std::int8_t>>(std::forward<Args>(args)...);
    case PhysicalType::Int16: return std::make_unique<NodeT<std::int16_t>>(std::forward<Args>(args)...);
    case PhysicalType::Int32: return std::make_unique<NodeT<std::int32_t>>(std::forward<Args>(args)...);
    case PhysicalType::Int64: return std::make_unique<NodeT<std::int64_t>>(std::forward<Args>(args)...);
    case PhysicalType::Float32: return std::make_unique<NodeT<float>>(std::forward<Args>(args)...);
    case PhysicalType::Float64: return std::make_unique<NodeT<double>>(std::forward<Args>(args)...);
    case PhysicalType::Decimal128: return std::make_unique<NodeT<Decimal128>>(std::forward<Args>(args)...);
    case PhysicalType::Timestamp: return std::make_unique<NodeT<TimestampValue>>(std::forward<Args>(args)...);
    case PhysicalType::Bytes: return std::make_unique<NodeT<std::string_view>>(std::forward<Args>(args)...);
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
    InNode(LogicalType type, std::vector<NodePtr> args) : Node(std::move(type)), m_args(std::move(args))
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

class LikeNode final : public Node {
public:
    LikeNode(LogicalType type, std::vector<NodePtr> args, std::optional<LikePattern> constant)
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
            const LikePattern *pattern = m_constant ? &*m_constant : nullptr;
            if (!pattern) {
                if (vp.isNull(i) || (m_args.size() > 2 && ve.isNull(i)))
                    continue;
                const std::string_view p = vp.str(i);
                std::optional<std::string_view> esc;
                if (m_args.size() > 2)
                    esc = ve.str(i);
                if (!m_cached || p != m_cachedPattern || esc.has_value() != m_cachedEscape.has_value() ||
                    (esc && *esc != *m_cachedEscape)) {
                    std::string error;
                    m_cached = LikePattern::compile(p, esc, &error);
                    if (!m_cached)
                        return evalError(*this, error);
                    m_cachedPattern.assign(p);
                    m_cachedEscape = esc ? std::optional<std::string>(std::string(*esc)) : std::nullopt;
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
    std::optional<LikePattern> m_constant;
    std::optional<LikePattern> m_cached;
    std::string m_cachedPattern;
    std::optional<std::string> m_cachedEscape;
};

// --- Conditionals -------------------------------------------------------------------------------

// CASE WHEN c1 THEN r1 ... ELSE e END; IF(c, a, b) is the one-branch form. Each condition is
// evaluated only for the rows no earlier condition took; each result only for its rows.
class CaseNode final : public Node {
public:
    CaseNode(LogicalType type, std::vector<NodePtr> args) : Node(std::move(type)), m_args(std::move(args))
    {
        m_subs.resize(m_args.size() + 1);
    }
    Status eval(const Frame &frame, View &out) override
    {
        RowBatch &o = prepare(frame.n);
        // `remaining` holds parent positions still undecided; starts as every position.
        std::vector<std::uint32_t> &remaining = m_remaining;
        remaining.resize(frame.n);
        for (std::size_t i = 0; i < frame.n; ++i)
            remaining[i] = static_cast<std::uint32_t>(i);
        const std::size_t branches = (m_args.size() - 1) / 2;
        for (std::size_t b = 0; b < branches && !remaining.empty(); ++b) {
            SubFrame &condSub = m_subs[2 * b];
            condSub.positions = remaining;
            const Frame cf = condSub.frame(frame);
            View vc;
            if (Status s = m_args[2 * b]->eval(cf, vc); !s)
                return s;
            SubFrame &resSub = m_subs[2 * b + 1];
            resSub.clear();
            m_next.clear();
            for (std::size_t j = 0; j < cf.n; ++j) {
                if (isTrue(vc, j))
                    resSub.positions.push_back(remaining[j]);
                else
                    m_next.push_back(remaining[j]);
            }
            if (!resSub.positions.empty()) {
                const Frame rf = resSub.frame(frame);
                View vr;
                if (Status s = m_args[2 * b + 1]->eval(rf, vr); !s)
                    return s;
                for (std::size_t j = 0; j < rf.n; ++j)
                    copyViewValue(vr, j, o, 0, resSub.positions[j]);
            }
            remaining.swap(m_next);
        }
        if (!remaining.empty()) {
            SubFrame &elseSub = m_subs.back();
            elseSub.positions = remaining;
            const Frame ef = elseSub.frame(frame);
            View ve;
            if (Status s = m_args.back()->eval(ef, ve); !s)
                return s;
            for (std::size_t j = 0; j < ef.n; ++j)
                copyViewValue(ve, j, o, 0, remaining[j]);
        }
        out = scratchView();
        return Status::ok();
    }

private:
    std::vector<NodePtr> m_args;
    std::vector<SubFrame> m_subs;
    std::vector<std::uint32_t> m_remaining, m_next;
};

class CoalesceNode final : public Node {
public:
    CoalesceNode(LogicalType type, std::vector<NodePtr> args)
        : Node(std::move(type)), m_args(std::move(args))
    {
        m_subs.resize(m_args.size());
    }
    Status eval(const Frame &frame, View &out) override
    {
        RowBatch &o = prepare(frame.n);
        m_remaining.resize(frame.n);
        for (std::size_t i = 0; i < frame.n; ++i)
            m_remaining[i] = static_cast<std::uint32_t>(i);
        for (std::size_t k = 0; k < m_args.size() && !m_remaining.empty(); ++k) {
            SubFrame &sub = m_subs[k];
            sub.positions = m_remaining;
            const Frame f = sub.frame(frame);
            View v;
            if (Status s = m_args[k]->eval(f, v); !s)
                return s;
            m_next.clear();
            for (std::size_t j = 0; j < f.n; ++j) {
                if (v.isNull(j))
                    m_next.push_back(m_remaining[j]);
                else
                    copyViewValue(v, j, o, 0, m_remaining[j]);
            }
            m_remaining.swap(m_next);
        }
        out = scratchView();
        return Status::ok();
    }

private:
    std::vector<NodePtr> m_args;
    std::vector<SubFrame> m_subs;
    std::vector<std::uint32_t> m_remaining, m_next;
};

// --- Compilation --------------------------------------------------------------------------------

Result<NodePtr> castTo(NodePtr node, const LogicalType &type)
{
    if (node->type().equalsIgnoringNullability(type))
        return node;
    std::string text = node->text;
    auto r = makeCastNode(std::move(node), type.withNullability(true), false);
    if (r)
        (*r)->text = "CAST(" + text + " AS " + type.toString() + ")";
    return r;
}

Result<NodePtr> compileArithmetic(const BoundExpr &e, std::vector<NodePtr> args)
{
    const LogicalType &t = e.type;
    const ScalarFunction f = e.function;
    const LogicalType &ta = args[0]->type();
    const LogicalType &tb = args[1]->type();
    if (t.root() == R::Null || ta.root() == R::Null || tb.root() == R::Null) {
        // NULL + x: every value NULL; keep a node of the result type.
        auto n = std::make_unique<LiteralNode>(t);
        return NodePtr(std::move(n));
    }
    if (isTemporal(t) || isInterval(t)) {
        // Numeric operands of interval * / are cast to BIGINT, as Flink casts them to the
        // interval's primitive type.
        for (auto &a : args) {
            if (isNumeric(a->type())) {
                auto c = castTo(std::move(a), LogicalType::bigInt());
                if (!c)
                    return c.status();
                a = std::move(*c);
            }
        }
        return NodePtr(std::make_unique<TemporalArithNode>(t, f, std::move(args[0]), std::move(args[1])));
    }
    if (t.root() == R::Decimal) {
        for (auto &a : args) {
            if (isIntegerNumeric(a->type())) {
                auto c = castTo(std::move(a), integerAsDecimal(a->type()));
                if (!c)
                    return c.status();
                a = std::move(*c);
            } else if (a->type().root() != R::Decimal) {
                return Status::internal("DECIMAL arithmetic over " + a->type().toString());
            }
        }
        return NodePtr(std::make_unique<DecimalArithNode>(t, f, std::move(args[0]), std::move(args[1])));
    }
    if (isApproximateNumeric(t)) {
        for (auto &a : args) {
            auto c = castTo(std::move(a), t);
            if (!c)
                return c.status();
            a = std::move(*c);
        }
        if (t.root() == R::Float)
            return NodePtr(std::make_unique<FloatArithNode<float>>(t, f, std::move(args[0]), std::move(args[1])));
        return NodePtr(std::make_unique<FloatArithNode<double>>(t, f, std::move(args[0]), std::move(args[1])));
    }
    if (isIntegerNumeric(t)) {
        for (auto &a : args) {
            if (!isIntegerNumeric(a->type()))
                return Status::internal("integer arithmetic over " + a->type().toString());
            auto c = castTo(std::move(a), LogicalType::bigInt());
            if (!c)
                return c.status();
            a = std::move(*c);
        }
        switch (t.root()) {
        case R::TinyInt: return NodePtr(std::make_unique<IntArithNode<std::int8_t>>(t, f, std::move(args[0]), std::move(args[1])));
        case R::SmallInt: return NodePtr(std::make_unique<IntArithNode<std::int16_t>>(t, f, std::move(args[0]), std::move(args[1])));
        case R::Integer: return NodePtr(std::make_unique<IntArithNode<std::int32_t>>(t, f, std::move(args[0]), std::move(args[1])));
        default: return NodePtr(std::make_unique<IntArithNode<std::int64_t>>(t, f, std::move(args[0]), std::move(args[1])));
        }
    }
    return Status::unsupported("Arithmetic '" + std::string(plan::scalarFunctionName(f)) +
                               "' on " + ta.toString() + " and " + tb.toString() + " is not supported");
}

Result<NodePtr> compileComparison(const BoundExpr &e, std::vector<NodePtr> args)
{
    const LogicalType &ta = args[0]->type();
    const LogicalType &tb = args[1]->type();
    if (ta.root() == R::Null || tb.root() == R::Null)
        return NodePtr(std::make_unique<NullCompareNode>(e.type, e.function, std::move(args[0]), std::move(args[1])));
    const bool strings = (isString(ta) && isString(tb)) || (isBinaryString(ta) && isBinaryString(tb));
    if (!strings && !ta.equalsIgnoringNullability(tb) &&
        !(isTimestamp(ta) && isTimestamp(tb) && ta.root() == tb.root())) {
        auto common = commonType(ta, tb);
        if (!common)
            return Status::unsupported("Cannot compare " + ta.toString() + " with " + tb.toString());
        for (auto &a : args) {
            auto c = castTo(std::move(a), *common);
            if (!c)
                return c.status();
            a = std::move(*c);
        }
    }
    NodePtr n = byPhysical<CompareNode>(args[0]->type().physicalType(), e.type, e.function,
                                        std::move(args[0]), std::move(args[1]));
    if (!n)
        return Status::unsupported("Comparison of " + ta.toString() + " is not supported");
    return n;
}

Result<NodePtr> compileCall(const BoundExpr &e, std::vector<NodePtr> args)
{
    using F = ScalarFunction;
    switch (e.function) {
    case F::Plus:
    case F::Minus:
    case F::Multiply:
    case F::Divide:
    case F::Modulo: return compileArithmetic(e, std::move(args));
    case F::Negate:
        if (e.type.root() == R::Null)
            return NodePtr(std::make_unique<LiteralNode>(e.type));
        return NodePtr(std::make_unique<NegateNode>(e.type, std::move(args[0])));
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
    case F::IsNotFalse: return NodePtr(std::make_unique<UnaryLogicNode>(e.type, e.function, std::move(args[0])));
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
                return Status::unsupported("IN over incompatible types");
            for (auto &a : args) {
                if (a->type().root() == R::Null)
                    continue;
                auto c = castTo(std::move(a), *common);
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
            return NodePtr(std::make_unique<LiteralNode>(e.type));
        // NULL-typed candidates read no slots; give them the common type.
        for (auto &a : args) {
            if (a->type().root() == R::Null) {
                LogicalType t = args[0]->type().root() == R::Null ? e.type : args[0]->type();
                a = std::make_unique<LiteralNode>(t.asNullable());
            }
        }
        NodePtr n = byPhysical<InNode>(p, e.type, std::move(args));
        if (!n)
            return Status::unsupported("IN over this type is not supported");
        return n;
    }
    case F::Like: {
        for (const auto &a : args)
            if (a->type().root() == R::Null)
                return NodePtr(std::make_unique<LiteralNode>(e.type));
        std::optional<LikePattern> constant;
        const bool patternConst = e.args[1]->kind == BoundExprKind::Literal;
        const bool escapeConst = e.args.size() < 3 || e.args[2]->kind == BoundExprKind::Literal;
        if (patternConst && escapeConst) {
            std::optional<std::string_view> esc;
            if (e.args.size() > 2)
                esc = e.args[2]->literalText;
            std::string error;
            constant = LikePattern::compile(e.args[1]->literalText, esc, &error);
            if (!constant)
                return Status::invalidArgument(error);
        }
        return NodePtr(std::make_unique<LikeNode>(e.type, std::move(args), std::move(constant)));
    }
    case F::Coalesce: {
        for (auto &a : args) {
            if (a->type().root() == R::Null)
                a = std::make_unique<LiteralNode>(e.type.asNullable());
            else if (!a->type().equalsIgnoringNullability(e.type)) {
                auto c = castTo(std::move(a), e.type);
                if (!c)
                    return c.status();
                a = std::move(*c);
            }
        }
        return NodePtr(std::make_unique<CoalesceNode>(e.type, std::move(args)));
    }
    case F::If: {
        for (std::size_t k = 1; k < 3; ++k) {
            if (args[k]->type().root() == R::Null)
                args[k] = std::make_unique<LiteralNode>(e.type.asNullable());
            else if (!args[k]->type().equalsIgnoringNullability(e.type)) {
                auto c = castTo(std::move(args[k]), e.type);
                if (!c)
                    return c.status();
                args[k] = std::move(*c);
            }
        }
        return NodePtr(std::make_unique<CaseNode>(e.type, std::move(args)));
    }
    case F::DateFormat:
    case F::Hour:
    case F::ToTimestamp:
    case F::CurrentTimestamp:
    case F::LocalTimestamp:
    case F::Proctime: return makeTimeFunctionNode(e, std::move(args));
    default: return makeFunctionNode(e, std::move(args));
    }
}

} // namespace

Result<NodePtr> compileNode(const plan::BoundExprPtr &expr, const Schema &input)
{
    const BoundExpr &e = *expr;
    Result<NodePtr> result = Status::internal("unreachable");
    switch (e.kind) {
    case BoundExprKind::Literal: result = makeLiteral(e); break;
    case BoundExprKind::InputRef: {
        if (e.inputIndex < 0 || static_cast<std::size_t>(e.inputIndex) >= input.size())
            return Status::internal("Column reference $" + std::to_string(e.inputIndex) +
                                    " is outside the input row " + input.toString());
        const LogicalType &actual = input.type(static_cast<std::size_t>(e.inputIndex));
        if (actual.physicalType() != e.type.physicalType())
            return Status::internal("Column $" + std::to_string(e.inputIndex) + " is " +
                                    actual.toString() + ", the expression expects " + e.type.toString());
        result = NodePtr(std::make_unique<InputRefNode>(actual, static_cast<std::size_t>(e.inputIndex)));
        break;
    }
    case BoundExprKind::Cast: {
        auto child = compileNode(e.args[0], input);
        if (!child)
            return child;
        result = makeCastNode(std::move(*child), e.type, e.tryCast);
        break;
    }
    case BoundExprKind::Case:
    case BoundExprKind::Call: {
        std::vector<NodePtr> args;
        for (const auto &a : e.args) {
            auto c = compileNode(a, input);
            if (!c)
                return c;
            args.push_back(std::move(*c));
        }
        if (e.kind == BoundExprKind::Case) {
            // Results (odd positions and the last) must carry the CASE type.
            for (std::size_t k = 0; k < args.size(); ++k) {
                const bool isResult = (k % 2 == 1) || k + 1 == args.size();
                if (!isResult)
                    continue;
                if (args[k]->type().root() == R::Null)
                    args[k] = std::make_unique<LiteralNode>(e.type.asNullable());
                else if (!args[k]->type().equalsIgnoringNullability(e.type)) {
                    auto c = castTo(std::move(args[k]), e.type);
                    if (!c)
                        return c;
                    args[k] = std::move(*c);
                }
            }
            result = NodePtr(std::make_unique<CaseNode>(e.type, std::move(args)));
        } else {
            result = compileCall(e, std::move(args));
        }
        break;
    }
    }
    if (result)
        (*result)->text = e.toString();
    return result;
}

} // namespace sluice::exec::detail
