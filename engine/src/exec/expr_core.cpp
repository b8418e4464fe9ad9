// Core of the evaluator: node plumbing, literals, column references, and the dispatch that
// compiles a bound expression into nodes (the node families live in expr_arithmetic.cpp,
// expr_logic.cpp, expr_conditional.cpp, expr_cast.cpp, expr_functions.cpp and
// expr_time_functions.cpp).

#include "exec/expr_decimal.h"
#include "exec/expr_node.h"
#include "exec/expr_string.h"
#include "exec/expr_time.h"
#include "plan/function_def.h"

#include <sluice/text.h>

#include <cstdlib>
#include <optional>

namespace sluice::exec::detail {

namespace {
const ExpressionSession kUtcSession{};
thread_local const ExpressionSession *t_compiling = nullptr;
} // namespace

const ExpressionSession &compilingSession() { return t_compiling ? *t_compiling : kUtcSession; }

CompilationScope::CompilationScope(const ExpressionSession &session) : m_previous(t_compiling)
{
    t_compiling = &session;
}

CompilationScope::~CompilationScope() { t_compiling = m_previous; }

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
    return Frame{parent.input, rows.data(), positions.size(), parent.nowMillis, parent.watermark};
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
    case PhysicalType::Timestamp:
        out.set(col, row, v.batch->values<TimestampValue>(v.col)[r]);
        break;
    case PhysicalType::Bytes:
        out.setString(col, row, v.batch->values<std::string_view>(v.col)[r]);
        break;
    }
}

bool viewHasNulls(const View &v, std::size_t n)
{
    if (n == 0)
        return false;
    if (v.allNull)
        return true;
    if (v.constant)
        return v.batch->isNull(v.col, 0);
    if (!v.sel)
        return v.batch->hasNulls(v.col);
    for (std::size_t i = 0; i < n; ++i)
        if (v.batch->isNull(v.col, v.sel[i]))
            return true;
    return false;
}

Status evalError(const Node &node, Text message)
{
    return Status::invalidArgument(sluice::Engine::tr("%1 (in expression %2)").arg(std::move(message)).arg(node.text));
}

namespace {

// --- Literal ------------------------------------------------------------------------------------

class LiteralNode final : public Node {
public:
    explicit LiteralNode(LogicalType type) : Node(std::move(type)) { prepare(1); }
    bool isLiteral() const override { return true; }
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
    default:
        return Status::unsupported(sluice::Engine::tr("Literals of type %1 are not supported").arg(e.type.toString()));
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

} // namespace

// A constant sub-expression (e.g. the CAST of a literal an implicit widening adds) evaluated once
// at compile time instead of once per row. One that fails (1 / 0) stays as it is, so its error
// surfaces when a row reaches it, as it did before folding.
NodePtr foldConstant(NodePtr node)
{
    static const RowBatch noInput(Schema::make(std::vector<RowField>{}), 1);
    View v;
    Frame frame{&noInput, nullptr, 1, 0};
    if (!node->eval(frame, v))
        return node;
    auto literal = std::make_unique<LiteralNode>(node->type());
    if (!v.allNull && node->type().physicalType() != PhysicalType::None) {
        copyViewValue(v, 0, literal->batch(), 0, 0);
        // Flink's planner turns a constant into a literal through BigDecimal, which has no
        // negative zero: a folded -0.0 is 0.0 there.
        RowBatch &b = literal->batch();
        if (!b.isNull(0, 0) && node->type().physicalType() == PhysicalType::Float64 &&
            b.values<double>(0)[0] == 0.0)
            b.set<double>(0, 0, 0.0);
        if (!b.isNull(0, 0) && node->type().physicalType() == PhysicalType::Float32 &&
            b.values<float>(0)[0] == 0.0F)
            b.set<float>(0, 0, 0.0F);
        // ... and a string literal is cut to its CHAR(n) / VARCHAR(n) type (UPPER('straße') is
        // CHAR(6) 'STRASS').
        const LogicalType &t = node->type();
        if (!b.isNull(0, 0) && (t.root() == LogicalTypeRoot::Char || t.root() == LogicalTypeRoot::VarChar)) {
            const std::string_view text = b.getString(0, 0);
            const auto chars = static_cast<std::size_t>(std::max(0, t.length()));
            if (utf8Length(text) > chars) {
                const std::string cut(text.substr(0, utf8Offset(text, chars)));
                b.setString(0, 0, cut);
            }
        }
    }
    literal->text = node->text;
    return literal;
}

NodePtr makeNullNode(const LogicalType &type)
{
    return std::make_unique<LiteralNode>(type);
}

Result<NodePtr> castNodeTo(NodePtr node, const LogicalType &type)
{
    if (node->type().equalsIgnoringNullability(type))
        return node;
    std::string text = node->text;
    const bool literal = node->isLiteral();
    auto r = makeCastNode(std::move(node), type.withNullability(true), false);
    if (!r)
        return r;
    (*r)->text = "CAST(" + text + " AS " + type.toString() + ")";
    return literal ? foldConstant(std::move(*r)) : std::move(*r);
}

namespace {

Result<NodePtr> compileCall(const BoundExpr &e, std::vector<NodePtr> args)
{
    using F = ScalarFunction;
    switch (e.function) {
    case F::Plus:
    case F::Minus:
    case F::Multiply:
    case F::Divide:
    case F::Modulo:
    case F::Negate: return makeArithmeticNode(e, std::move(args));
    case F::Equals:
    case F::NotEquals:
    case F::LessThan:
    case F::LessThanOrEqual:
    case F::GreaterThan:
    case F::GreaterThanOrEqual:
    case F::IsDistinctFrom:
    case F::IsNotDistinctFrom:
    case F::And:
    case F::Or:
    case F::Not:
    case F::IsNull:
    case F::IsNotNull:
    case F::IsTrue:
    case F::IsNotTrue:
    case F::IsFalse:
    case F::IsNotFalse:
    case F::In:
    case F::Like:
    case F::SimilarTo: return makeLogicNode(e, std::move(args));
    case F::Coalesce:
    case F::If: return makeConditionalNode(e, std::move(args));
    case F::DateFormat:
    case F::ToTimestamp:
    case F::CurrentTimestamp:
    case F::LocalTimestamp:
    case F::Proctime:
    case F::CurrentWatermark: return makeTimeFunctionNode(e, std::move(args));
    case F::FieldAccess:
    case F::ArrayElement:
    case F::MapValue:
    case F::RowConstructor:
    case F::ArrayConstructor:
    case F::MapConstructor:
    case F::Cardinality:
    case F::Element: return makeNestedNode(e, std::move(args));
    case F::ArrayContains:
    case F::ArrayPosition:
    case F::ArrayReverse:
    case F::ArrayDistinct:
    case F::ArrayRemove:
    case F::ArrayAppend:
    case F::ArrayPrepend:
    case F::ArrayConcat:
    case F::ArraySlice:
    case F::ArrayJoin:
    case F::ArrayMax:
    case F::ArrayMin:
    case F::ArraySort:
    case F::ArrayUnion:
    case F::ArrayIntersect:
    case F::ArrayExcept:
    case F::MapKeys:
    case F::MapValues:
    case F::MapEntries:
    case F::MapFromArrays:
    case F::MapUnion: return makeCollectionFunctionNode(e, std::move(args));
    case F::Defined: return e.def->compile(e, std::move(args));
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
                                    actual.toString() + ", the expression expects " +
                                    e.type.toString());
        result =
            NodePtr(std::make_unique<InputRefNode>(actual, static_cast<std::size_t>(e.inputIndex)));
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
            result = makeConditionalNode(e, std::move(args));
        } else {
            result = compileCall(e, std::move(args));
        }
        break;
    }
    }
    if (!result)
        return result;
    (*result)->text = e.toString();
    if (e.kind != BoundExprKind::Literal && e.isConstant())
        return foldConstant(std::move(*result));
    return result;
}

} // namespace sluice::exec::detail
