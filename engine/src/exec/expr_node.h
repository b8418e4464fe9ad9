#pragma once

// Internals of CompiledExpression: a tree of typed evaluator nodes. Each node computes its value
// for a whole frame of rows at once (a selection of the input batch) into a one-column scratch
// batch it owns, and hands its parent a View of the result. Column references are zero-copy
// views of the input. Nodes that must not evaluate every branch (CASE, IF, COALESCE, AND, OR)
// evaluate their children on sub-frames, so an error in a branch not taken never surfaces, as in
// Flink's generated code.

#include "common/row_batch.h"
#include "exec/expression_evaluator.h"
#include "plan/bound_expr.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace sluice::exec::detail {

/// The rows a node evaluates: row `rows[i]` of `input` (or row i when rows is null) for i < n.
struct Frame {
    const RowBatch *input = nullptr;
    const std::uint32_t *rows = nullptr;
    std::size_t n = 0;
    std::int64_t nowMillis = 0; ///< processing time for CURRENT_TIMESTAMP, PROCTIME()
    std::int64_t watermark = INT64_MIN; ///< the operator's event time, for CURRENT_WATERMARK
};

/// A node's result: position i of the frame is row at(i) of column `col` of `batch`.
struct View {
    const RowBatch *batch = nullptr;
    std::size_t col = 0;
    const std::uint32_t *sel = nullptr; ///< position -> row; null = identity
    bool constant = false;              ///< every position reads row 0
    bool allNull = false;               ///< NULL type: every value NULL, no slots

    std::size_t at(std::size_t i) const { return constant ? 0 : sel ? sel[i] : i; }
    bool isNull(std::size_t i) const { return allNull || batch->isNull(col, at(i)); }
    template <typename T> T get(std::size_t i) const { return batch->values<T>(col)[at(i)]; }
    std::string_view str(std::size_t i) const { return get<std::string_view>(i); }
};

class Node;
using NodePtr = std::unique_ptr<Node>;

/// One compiled sub-expression. Mutable scratch state: a node belongs to one CompiledExpression,
/// used by one operator subtask at a time.
class Node {
public:
    explicit Node(LogicalType type);
    virtual ~Node() = default;
    Node(const Node &) = delete;
    Node &operator=(const Node &) = delete;

    const LogicalType &type() const { return m_type; }
    /// Evaluates for the frame; `out` views the result (valid until the next eval of this node).
    virtual Status eval(const Frame &frame, View &out) = 0;
    /// True for a literal: a node over it that reads nothing else can be folded into one.
    virtual bool isLiteral() const { return false; }
    /// The SQL text, for error messages.
    std::string text;

protected:
    /// Clears the scratch batch and sizes it to n rows, all NULL. Returns it.
    RowBatch &prepare(std::size_t n);
    View scratchView() const { return View{&m_scratch, 0, nullptr, false, m_allNull}; }
    RowBatch &scratch() { return m_scratch; }

    LogicalType m_type;
    bool m_allNull = false;

private:
    RowBatch m_scratch;
};

/// A node of a function over two operands that are both evaluated for the whole frame
/// (arithmetic, comparisons); the lazy ones (AND, OR, CASE) evaluate on sub-frames instead.
class BinaryNode : public Node {
public:
    BinaryNode(LogicalType type, plan::ScalarFunction f, NodePtr a, NodePtr b)
        : Node(std::move(type)), m_f(f), m_a(std::move(a)), m_b(std::move(b))
    {
    }

protected:
    /// Evaluates both operands for the frame, the first one first.
    Status evalOperands(const Frame &frame, View &va, View &vb)
    {
        if (Status s = m_a->eval(frame, va); !s)
            return s;
        return m_b->eval(frame, vb);
    }

    plan::ScalarFunction m_f;
    NodePtr m_a, m_b;
};

/// Evaluates every argument over the whole frame, then computes row by row.
class MultiArgNode : public Node {
public:
    MultiArgNode(LogicalType type, std::vector<NodePtr> args)
        : Node(std::move(type)), m_args(std::move(args)), m_views(m_args.size())
    {
    }
    Status eval(const Frame &frame, View &out) override
    {
        for (std::size_t k = 0; k < m_args.size(); ++k) {
            if (Status s = m_args[k]->eval(frame, m_views[k]); !s)
                return s;
        }
        m_nowMillis = frame.nowMillis;
        m_watermark = frame.watermark;
        RowBatch &o = prepare(frame.n);
        for (std::size_t i = 0; i < frame.n; ++i) {
            if (nullIfAnyArgNull()) {
                bool anyNull = false;
                for (const View &v : m_views)
                    anyNull = anyNull || v.isNull(i);
                if (anyNull)
                    continue;
            }
            if (Status s = compute(i, o); !s)
                return s;
        }
        out = scratchView();
        return Status::ok();
    }

protected:
    virtual bool nullIfAnyArgNull() const { return true; }
    /// Writes row i of `o` (leaves it NULL for a NULL result).
    virtual Status compute(std::size_t i, RowBatch &o) = 0;

    std::vector<NodePtr> m_args;
    std::vector<View> m_views;
    std::string m_buffer;
    std::int64_t m_nowMillis = 0; ///< the frame's processing time, for compute()
    std::int64_t m_watermark = INT64_MIN; ///< the frame's watermark, for compute()
};

/// A frame over a subset of another frame's positions: rows[j] = parent row of positions[j].
struct SubFrame {
    std::vector<std::uint32_t> positions; ///< positions in the parent frame
    std::vector<std::uint32_t> rows;      ///< input rows
    Frame frame(const Frame &parent);
    void clear()
    {
        positions.clear();
        rows.clear();
    }
};

/// Copies position i of `v` into row `row` of column `col` of `out` (same physical type).
void copyViewValue(const View &v, std::size_t i, RowBatch &out, std::size_t col, std::size_t row);

/// A failure while evaluating `node`, naming the expression.
Status evalError(const Node &node, Text message);

/// BOOLEAN views: TRUE (not NULL, not FALSE) and FALSE (not NULL) at position i.
inline bool isTrue(const View &v, std::size_t i)
{
    return !v.isNull(i) && v.get<std::uint8_t>(i) != 0;
}
inline bool isFalse(const View &v, std::size_t i)
{
    return !v.isNull(i) && v.get<std::uint8_t>(i) == 0;
}

// --- Dense fast paths ---------------------------------------------------------------------------

/// Whether any of the frame's n values of `v` is NULL (conservative for array views: the whole
/// column). Nodes take their dense, branch-free loops when no operand has a NULL.
bool viewHasNulls(const View &v, std::size_t n);

/// dst[i] = op(a[i], b[i]) for the n positions of two NULL-free views of slot type T, with each
/// operand's access (array, selection, constant) resolved outside the loop so the common
/// column-op-column and column-op-literal loops compile to straight array code.
template <typename T, typename Out, typename Op>
void denseBinary(const View &a, const View &b, std::size_t n, Out *dst, Op op)
{
    const T *pa = a.batch->values<T>(a.col);
    const T *pb = b.batch->values<T>(b.col);
    if (!a.constant && !a.sel && b.constant) {
        const T y = pb[0];
        for (std::size_t i = 0; i < n; ++i)
            dst[i] = op(pa[i], y);
    } else if (a.constant && !b.constant && !b.sel) {
        const T x = pa[0];
        for (std::size_t i = 0; i < n; ++i)
            dst[i] = op(x, pb[i]);
    } else if (!a.constant && !a.sel && !b.constant && !b.sel) {
        for (std::size_t i = 0; i < n; ++i)
            dst[i] = op(pa[i], pb[i]);
    } else {
        for (std::size_t i = 0; i < n; ++i)
            dst[i] = op(pa[a.at(i)], pb[b.at(i)]);
    }
}

// --- Factories of the node families (compile-time checks return errors) -----------------------

/// The session of the expression being compiled on this thread: CompiledExpression::compile
/// sets it for the duration of the compilation, and a node that depends on it (a cast to or
/// from TIMESTAMP_LTZ, a clock function) copies what it needs when it is made. Outside a
/// compilation: UTC.
const ExpressionSession &compilingSession();
/// Makes `session` the compiling session of this thread until the scope ends.
class CompilationScope {
public:
    explicit CompilationScope(const ExpressionSession &session);
    ~CompilationScope();
    CompilationScope(const CompilationScope &) = delete;
    CompilationScope &operator=(const CompilationScope &) = delete;

private:
    const ExpressionSession *m_previous;
};

/// Compiles any bound expression.
Result<NodePtr> compileNode(const plan::BoundExprPtr &expr, const Schema &input);
/// A node whose every value is NULL (NULL literals, operations on the NULL type).
NodePtr makeNullNode(const LogicalType &type);
/// Evaluates a node over literals once and returns a literal of its value (or the node itself
/// when that evaluation fails, so the error surfaces per row).
NodePtr foldConstant(NodePtr node);
/// `node` cast to `type` (made nullable) unless it has that type already.
Result<NodePtr> castNodeTo(NodePtr node, const LogicalType &type);
/// + - * / MOD and unary minus.
Result<NodePtr> makeArithmeticNode(const plan::BoundExpr &expr, std::vector<NodePtr> args);
/// Comparisons, AND, OR, NOT, IS [NOT] NULL/TRUE/FALSE, IN, LIKE.
Result<NodePtr> makeLogicNode(const plan::BoundExpr &expr, std::vector<NodePtr> args);
/// CASE (args: cond1, result1, ..., else), IF and COALESCE, evaluated lazily.
Result<NodePtr> makeConditionalNode(const plan::BoundExpr &expr, std::vector<NodePtr> args);
/// CAST(child AS type); `tryCast` gives NULL instead of an error.
Result<NodePtr> makeCastNode(NodePtr child, const LogicalType &type, bool tryCast);
/// Built-in functions other than arithmetic, comparison and logic.
Result<NodePtr> makeFunctionNode(const plan::BoundExpr &expr, std::vector<NodePtr> args);
/// Field access, the item operator, ROW/ARRAY/MAP constructors, CARDINALITY, ELEMENT.
Result<NodePtr> makeNestedNode(const plan::BoundExpr &expr, std::vector<NodePtr> args);
/// The ARRAY_* and MAP_* functions.
Result<NodePtr> makeCollectionFunctionNode(const plan::BoundExpr &expr, std::vector<NodePtr> args);
/// CAST of a ROW, ARRAY or MAP to another of the same kind, part by part.
Result<NodePtr> makeNestedCastNode(NodePtr child, const LogicalType &type, bool tryCast);
/// Date/time functions (DATE_FORMAT, TO_TIMESTAMP, CURRENT_TIMESTAMP, ...); the others are in
/// engine/src/functions/.
Result<NodePtr> makeTimeFunctionNode(const plan::BoundExpr &expr, std::vector<NodePtr> args);

} // namespace sluice::exec::detail
