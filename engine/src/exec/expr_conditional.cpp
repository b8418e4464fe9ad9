// CASE, IF and COALESCE: each branch is evaluated only for the rows that reach it, so an error in
// a branch not taken never surfaces, as in Flink's generated code.

#include "exec/expr_node.h"

namespace sluice::exec::detail {
namespace {

using plan::BoundExpr;
using plan::BoundExprKind;
using plan::ScalarFunction;
using R = LogicalTypeRoot;

// --- Conditionals -------------------------------------------------------------------------------

// CASE WHEN c1 THEN r1 ... ELSE e END; IF(c, a, b) is the one-branch form. Each condition is
// evaluated only for the rows no earlier condition took; each result only for its rows.
class CaseNode final : public Node {
public:
    CaseNode(LogicalType type, std::vector<NodePtr> args)
        : Node(std::move(type)), m_args(std::move(args))
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

} // namespace

Result<NodePtr> makeConditionalNode(const BoundExpr &e, std::vector<NodePtr> args)
{
    using F = ScalarFunction;
    if (e.kind == BoundExprKind::Case) {
        // Results (odd positions and the last) must carry the CASE type.
        for (std::size_t k = 0; k < args.size(); ++k) {
            const bool isResult = (k % 2 == 1) || k + 1 == args.size();
            if (!isResult)
                continue;
            if (args[k]->type().root() == R::Null)
                args[k] = makeNullNode(e.type.asNullable());
            else if (!args[k]->type().equalsIgnoringNullability(e.type)) {
                auto c = castNodeTo(std::move(args[k]), e.type);
                if (!c)
                    return c.status();
                args[k] = std::move(*c);
            }
        }
        return NodePtr(std::make_unique<CaseNode>(e.type, std::move(args)));
    }
    switch (e.function) {
    case F::Coalesce: {
        for (auto &a : args) {
            if (a->type().root() == R::Null)
                a = makeNullNode(e.type.asNullable());
            else if (!a->type().equalsIgnoringNullability(e.type)) {
                auto c = castNodeTo(std::move(a), e.type);
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
                args[k] = makeNullNode(e.type.asNullable());
            else if (!args[k]->type().equalsIgnoringNullability(e.type)) {
                auto c = castNodeTo(std::move(args[k]), e.type);
                if (!c)
                    return c.status();
                args[k] = std::move(*c);
            }
        }
        return NodePtr(std::make_unique<CaseNode>(e.type, std::move(args)));
    }
    default: return Status::internal("not a conditional function");
    }
}

} // namespace sluice::exec::detail
