// Date/time functions: DATE_FORMAT, TO_TIMESTAMP and the processing-time clocks
// (CURRENT_TIMESTAMP, LOCALTIMESTAMP, PROCTIME), in Sluice's session time zone UTC.

#include "exec/expr_node.h"
#include "exec/expr_time.h"

#include <sluice/text.h>

namespace sluice::exec::detail {
namespace {

using plan::BoundExpr;
using plan::BoundExprKind;
using plan::ScalarFunction;
using R = LogicalTypeRoot;

// A pattern argument: compiled once when constant, else cached by text.
class PatternCache {
public:
    Status setConstant(const std::string &text)
    {
        Text error;
        m_pattern = DateTimePattern::compile(text, &error);
        if (!m_pattern)
            return Status::invalidArgument(error);
        m_constant = true;
        return Status::ok();
    }
    bool constant() const { return m_constant; }
    /// The compiled pattern for `text`; null when it is not a valid pattern.
    const DateTimePattern *get(std::string_view text)
    {
        if (m_constant)
            return &*m_pattern;
        if (!m_valid || text != m_text) {
            m_text.assign(text);
            m_pattern = DateTimePattern::compile(text, nullptr);
            m_valid = true;
        }
        return m_pattern ? &*m_pattern : nullptr;
    }

private:
    std::optional<DateTimePattern> m_pattern;
    std::string m_text;
    bool m_constant = false;
    bool m_valid = false;
};

class TimeFunctionNode final : public MultiArgNode {
public:
    TimeFunctionNode(LogicalType type, ScalarFunction f, std::vector<NodePtr> args)
        : MultiArgNode(std::move(type), std::move(args)), m_f(f), m_zone(compilingSession().zone)
    {
    }
    PatternCache &patterns() { return m_patterns; }

protected:
    Status compute(std::size_t i, RowBatch &o) override
    {
        switch (m_f) {
        case ScalarFunction::CurrentTimestamp:
        case ScalarFunction::Proctime: o.set(0, i, TimestampValue{m_nowMillis, 0}); break;
        case ScalarFunction::LocalTimestamp: // the wall-clock time in the session zone
            o.set(0, i, TimestampValue{m_zone.toLocal(m_nowMillis), 0});
            break;
        case ScalarFunction::CurrentWatermark:
            if (m_watermark != INT64_MIN)
                o.set(0, i, TimestampValue{m_watermark, 0});
            break; // NULL before the first watermark
        case ScalarFunction::DateFormat: {
            const DateTimePattern *pattern = m_patterns.get(m_views[1].str(i));
            if (!pattern)
                return Status::ok(); // NULL for an invalid pattern
            TimestampValue ts;
            if (isTimestamp(m_args[0]->type())) {
                ts = m_views[0].get<TimestampValue>(i);
                if (m_args[0]->type().root() == R::TimestampLtz) // in the session zone
                    ts.millis = m_zone.toLocal(ts.millis);
            } else {
                // A string argument is read as 'yyyy-MM-dd HH:mm:ss' (SimpleDateFormat
                // ignores what follows the seconds); unparseable text gives NULL.
                std::string_view s = m_views[0].str(i);
                if (const auto dot = s.find('.'); dot != std::string_view::npos)
                    s = s.substr(0, dot);
                auto parsed = parseTimestamp(s, 0);
                if (!parsed)
                    return Status::ok();
                ts = *parsed;
            }
            m_buffer.clear();
            pattern->format(ts, m_buffer);
            o.setString(0, i, m_buffer);
            break;
        }
        case ScalarFunction::ToTimestamp: {
            std::optional<TimestampValue> ts;
            if (m_args.size() == 1) {
                ts = parseTimestamp(m_views[0].str(i), 3);
            } else if (const DateTimePattern *pattern = m_patterns.get(m_views[1].str(i))) {
                ts = pattern->parse(m_views[0].str(i));
            }
            if (ts)
                o.set(0, i, *ts);
            break;
        }
        default: return evalError(*this, sluice::Engine::tr("unsupported time function"));
        }
        return Status::ok();
    }

private:
    ScalarFunction m_f;
    TimeZone m_zone; ///< the session zone
    PatternCache m_patterns;
};

} // namespace

Result<NodePtr> makeTimeFunctionNode(const BoundExpr &e, std::vector<NodePtr> args)
{
    for (const auto &a : args) {
        if (a->type().root() == R::Null)
            return makeNullNode(e.type); // a NULL-typed argument: every result NULL
    }
    auto node = std::make_unique<TimeFunctionNode>(e.type, e.function, std::move(args));
    const bool hasPattern = e.function == ScalarFunction::DateFormat ||
                            (e.function == ScalarFunction::ToTimestamp && e.args.size() == 2);
    if (hasPattern && e.args[1]->kind == BoundExprKind::Literal && !e.args[1]->isNullLiteral) {
        if (Status s = node->patterns().setConstant(e.args[1]->literalText); !s)
            return s;
    }
    return NodePtr(std::move(node));
}

} // namespace sluice::exec::detail
