#pragma once

// Shared pieces of the functions of engine/src/functions/: a node that evaluates a kernel row
// by row over its evaluated arguments, and the typing helpers their defs use.

#include "exec/expr_node.h"
#include "plan/expression_binder.h"
#include "plan/function_def.h"

#include <sluice/text.h>

#include <utility>

namespace sluice::functions {

using exec::detail::Node;
using exec::detail::NodePtr;
using exec::detail::View;
using plan::BoundExpr;
using plan::BoundExprPtr;
using plan::FunctionTyping;
using plan::ScalarFunctionDef;
using R = LogicalTypeRoot;

/// What a kernel sees of one row: its arguments' values and the result slot.
class KernelRow {
public:
    KernelRow(const std::vector<View> &args, std::size_t i, RowBatch &out, std::string &buffer,
              const Node &node, std::int64_t nowMillis)
        : m_args(args), m_i(i), m_out(out), m_buffer(buffer), m_node(node), m_now(nowMillis)
    {
    }
    std::size_t argCount() const { return m_args.size(); }
    /// Whether the result type admits NULL.
    bool resultNullable() const { return m_node.type().isNullable(); }
    bool isNull(std::size_t k) const { return m_args[k].isNull(m_i); }
    template <typename T> T get(std::size_t k) const { return m_args[k].get<T>(m_i); }
    std::string_view str(std::size_t k) const { return m_args[k].str(m_i); }
    const View &view(std::size_t k) const { return m_args[k]; }
    std::size_t position() const { return m_i; }
    /// The frame's processing time (epoch milliseconds).
    std::int64_t nowMillis() const { return m_now; }

    template <typename T> void set(T value) { m_out.set<T>(0, m_i, value); }
    void setString(std::string_view s) { m_out.setString(0, m_i, s); }
    /// A scratch string for building a result; setString copies it.
    std::string &buffer()
    {
        m_buffer.clear();
        return m_buffer;
    }
    RowBatch &out() { return m_out; }
    /// A failure naming the expression: the job fails with it. (The text of
    /// exec::detail::evalError(), kept as a template for the app to translate.)
    Status error(Text message) const
    {
        return Status::invalidArgument(
            sluice::Engine::tr("%1 (in expression %2)").arg(std::move(message)).arg(m_node.text));
    }

private:
    const std::vector<View> &m_args;
    std::size_t m_i;
    RowBatch &m_out;
    std::string &m_buffer;
    const Node &m_node;
    std::int64_t m_now;
};

/// A node running `Kernel` (`Status operator()(KernelRow &)`) on each row; with `nullSafe`
/// false a NULL argument gives NULL without calling it.
template <typename Kernel>
class KernelNode final : public exec::detail::MultiArgNode {
public:
    KernelNode(LogicalType type, std::vector<NodePtr> args, Kernel kernel, bool nullSafe)
        : MultiArgNode(std::move(type), std::move(args)), m_kernel(std::move(kernel)),
          m_nullSafe(nullSafe)
    {
    }

protected:
    bool nullIfAnyArgNull() const override { return !m_nullSafe; }
    Status compute(std::size_t i, RowBatch &o) override
    {
        KernelRow row(m_views, i, o, m_buffer, *this, m_nowMillis);
        return m_kernel(row);
    }

private:
    Kernel m_kernel;
    bool m_nullSafe;
};

template <typename Kernel>
Result<NodePtr> kernelNode(const BoundExpr &call, std::vector<NodePtr> args, Kernel kernel,
                           bool nullSafe = false)
{
    return NodePtr(std::make_unique<KernelNode<Kernel>>(call.type, std::move(args),
                                                        std::move(kernel), nullSafe));
}

/// Appends `bytes` in Base64 (java.util.Base64's basic alphabet, padded).
void appendBase64(std::string &out, std::string_view bytes);

/// `node` cast to `type` (nullable) unless it has that type already.
Result<NodePtr> castTo(NodePtr node, const LogicalType &type);
/// Casts every argument from `first` on to `type`.
Status castArgs(std::vector<NodePtr> &args, const LogicalType &type, std::size_t first = 0);

// --- Typing helpers -----------------------------------------------------------------------------

inline bool isNullType(const LogicalType &t) { return t.root() == R::Null; }
inline bool stringArg(const LogicalType &t) { return isString(t) || isNullType(t); }
inline bool integerArg(const LogicalType &t) { return isIntegerNumeric(t) || isNullType(t); }
inline bool numericArg(const LogicalType &t) { return isNumeric(t) || isNullType(t); }
inline bool timestampArg(const LogicalType &t) { return isTimestamp(t) || isNullType(t); }
inline bool binaryArg(const LogicalType &t)
{
    return t.root() == R::Binary || t.root() == R::VarBinary || isNullType(t);
}
/// VARCHAR(n) for a CHAR(n) or VARCHAR(n) argument (STRING stays STRING), STRING otherwise:
/// the type Flink gives functions that return part of their argument.
inline LogicalType varcharOf(const LogicalType &arg, bool nullable)
{
    if (arg.root() == R::Char || arg.root() == R::VarChar)
        return LogicalType::varChar(arg.length(), nullable);
    return LogicalType::string(nullable);
}
/// True when every argument is a string (or NULL).
inline bool allStrings(const FunctionTyping &t)
{
    for (const auto &a : t.args) {
        if (!stringArg(a->type))
            return false;
    }
    return true;
}
/// True when any argument is nullable (the usual nullability of a function's result).
bool anyNullable(const std::vector<BoundExprPtr> &args);
/// A literal time unit (DAY in TIMESTAMPDIFF(DAY, ...)), or empty.
std::string_view symbolArg(const BoundExprPtr &arg);
/// The text of a non-NULL string literal argument, or nullopt.
std::optional<std::string> constantString(const BoundExprPtr &arg);

} // namespace sluice::functions
