// Built-in scalar functions: strings, numbers and HASH_CODE, with Flink's semantics (NULL in,
// NULL out unless noted).

#include "exec/expr_decimal.h"
#include "exec/expr_node.h"
#include "exec/expr_string.h"

#include <sluice/text.h>

#include <re2/re2.h>

#include <bit>
#include <cmath>
#include <cstring>

namespace sluice::exec::detail {
namespace {

using plan::BoundExpr;
using plan::BoundExprKind;
using plan::ScalarFunction;
using R = LogicalTypeRoot;
__extension__ using U128 = unsigned __int128;

Result<NodePtr> castArg(NodePtr node, const LogicalType &type)
{
    if (node->type().equalsIgnoringNullability(type))
        return node;
    std::string text = node->text;
    auto r = makeCastNode(std::move(node), type.asNullable(), false);
    if (r)
        (*r)->text = text;
    return r;
}

// --- Strings ------------------------------------------------------------------------------------

class StringFunctionNode final : public MultiArgNode {
public:
    StringFunctionNode(LogicalType type, ScalarFunction f, std::vector<NodePtr> args)
        : MultiArgNode(std::move(type), std::move(args)), m_f(f)
    {
    }

protected:
    bool nullIfAnyArgNull() const override { return m_f != ScalarFunction::ConcatWs; }

    Status compute(std::size_t i, RowBatch &o) override
    {
        m_buffer.clear();
        switch (m_f) {
        case ScalarFunction::Concat:
            for (const View &v : m_views)
                m_buffer += v.str(i);
            break;
        case ScalarFunction::ConcatWs: {
            if (m_views[0].isNull(i))
                return Status::ok();
            const std::string_view sep = m_views[0].str(i);
            bool first = true;
            for (std::size_t k = 1; k < m_views.size(); ++k) {
                if (m_views[k].isNull(i))
                    continue;
                if (!first)
                    m_buffer += sep;
                m_buffer += m_views[k].str(i);
                first = false;
            }
            break;
        }
        case ScalarFunction::Upper: appendUpper(m_views[0].str(i), m_buffer); break;
        case ScalarFunction::Lower: appendLower(m_views[0].str(i), m_buffer); break;
        case ScalarFunction::Substring: {
            // BinaryStringDataUtil.substringSQL: 1-based; 0 acts as 1; negative counts from the
            // end.
            const std::string_view s = m_views[0].str(i);
            const std::int64_t pos = m_views[1].get<std::int64_t>(i);
            const std::int64_t len =
                m_views.size() > 2 ? m_views[2].get<std::int64_t>(i) : INT32_MAX;
            if (len < 0)
                return Status::ok(); // NULL
            const auto chars = static_cast<std::int64_t>(utf8Length(s));
            std::int64_t start = 0;
            if (pos > 0) {
                start = pos - 1;
                if (start >= chars) {
                    o.setString(0, i, {});
                    return Status::ok();
                }
            } else if (pos < 0) {
                start = chars + pos;
                if (start < 0) {
                    o.setString(0, i, {});
                    return Status::ok();
                }
            }
            const std::int64_t end = chars - start < len ? chars : start + len;
            const std::size_t b = utf8Offset(s, static_cast<std::size_t>(start));
            const std::size_t e =
                b + utf8Offset(s.substr(b), static_cast<std::size_t>(end - start));
            o.setString(0, i, s.substr(b, e - b));
            return Status::ok();
        }
        case ScalarFunction::CharLength:
            o.set<std::int32_t>(0, i, static_cast<std::int32_t>(utf8Length(m_views[0].str(i))));
            return Status::ok();
        case ScalarFunction::Replace: {
            const std::string_view s = m_views[0].str(i), from = m_views[1].str(i),
                                   to = m_views[2].str(i);
            if (from.empty()) {
                // String.replace("", x) puts x around every character.
                m_buffer += to;
                for (std::size_t p = 0; p < s.size();) {
                    const std::size_t start = p;
                    utf8Next(s, p);
                    m_buffer += s.substr(start, p - start);
                    m_buffer += to;
                }
                break;
            }
            std::size_t p = 0;
            for (;;) {
                const std::size_t hit = s.find(from, p);
                if (hit == std::string_view::npos) {
                    m_buffer += s.substr(p);
                    break;
                }
                m_buffer += s.substr(p, hit - p);
                m_buffer += to;
                p = hit + from.size();
            }
            break;
        }
        case ScalarFunction::SplitIndex: {
            const std::int64_t index = m_views[2].get<std::int64_t>(i);
            if (index < 0)
                return Status::ok();
            const auto parts = splitPreserveAllTokens(m_views[0].str(i), m_views[1].str(i));
            if (static_cast<std::size_t>(index) >= parts.size())
                return Status::ok();
            o.setString(0, i, parts[static_cast<std::size_t>(index)]);
            return Status::ok();
        }
        default: return evalError(*this, sluice::Engine::tr("unsupported string function"));
        }
        o.setString(0, i, m_buffer);
        return Status::ok();
    }

private:
    ScalarFunction m_f;
};

// REGEXP_EXTRACT(str, regex[, group = 0]): the group of the first match; NULL when nothing
// matches, the group does not exist or did not take part, or the regex is invalid (Flink logs
// and returns NULL).
class RegexpExtractNode final : public MultiArgNode {
public:
    RegexpExtractNode(LogicalType type, std::vector<NodePtr> args, std::unique_ptr<RE2> constant)
        : MultiArgNode(std::move(type), std::move(args)), m_constant(std::move(constant))
    {
    }

protected:
    Status compute(std::size_t i, RowBatch &o) override
    {
        const RE2 *re = m_constant.get();
        if (!re) {
            const std::string_view pattern = m_views[1].str(i);
            if (!m_cached || pattern != m_cachedPattern) {
                RE2::Options options;
                options.set_log_errors(false);
                m_cached = std::make_unique<RE2>(re2::StringPiece(pattern.data(), pattern.size()),
                                                 options);
                m_cachedPattern.assign(pattern);
            }
            re = m_cached.get();
        }
        if (!re->ok())
            return Status::ok();
        const std::int64_t group = m_views.size() > 2 ? m_views[2].get<std::int64_t>(i) : 0;
        if (group < 0 || group > re->NumberOfCapturingGroups())
            return Status::ok();
        const std::string_view s = m_views[0].str(i);
        m_groups.resize(static_cast<std::size_t>(group) + 1);
        if (!re->Match(re2::StringPiece(s.data(), s.size()), 0, s.size(), RE2::UNANCHORED,
                       m_groups.data(), static_cast<int>(m_groups.size())))
            return Status::ok();
        const re2::StringPiece &g = m_groups[static_cast<std::size_t>(group)];
        if (g.data() == nullptr)
            return Status::ok();
        o.setString(0, i, std::string_view(g.data(), g.size()));
        return Status::ok();
    }

private:
    std::unique_ptr<RE2> m_constant;
    std::unique_ptr<RE2> m_cached;
    std::string m_cachedPattern;
    std::vector<re2::StringPiece> m_groups;
};

// --- Numbers ------------------------------------------------------------------------------------

class NumericFunctionNode final : public MultiArgNode {
public:
    NumericFunctionNode(LogicalType type, ScalarFunction f, std::vector<NodePtr> args)
        : MultiArgNode(std::move(type), std::move(args)), m_f(f)
    {
    }

protected:
    Status compute(std::size_t i, RowBatch &o) override
    {
        const View &v = m_views[0];
        const LogicalType &at = m_args[0]->type();
        switch (m_f) {
        case ScalarFunction::Abs:
            switch (at.physicalType()) {
            case PhysicalType::Int8:
                o.set<std::int8_t>(0, i, static_cast<std::int8_t>(std::abs(v.get<std::int8_t>(i))));
                break;
            case PhysicalType::Int16:
                o.set<std::int16_t>(0, i,
                                    static_cast<std::int16_t>(std::abs(v.get<std::int16_t>(i))));
                break;
            case PhysicalType::Int32: {
                const std::int32_t x = v.get<std::int32_t>(i);
                o.set<std::int32_t>(
                    0, i,
                    x < 0 ? static_cast<std::int32_t>(0U - static_cast<std::uint32_t>(x)) : x);
                break;
            }
            case PhysicalType::Int64: {
                const std::int64_t x = v.get<std::int64_t>(i);
                o.set<std::int64_t>(
                    0, i,
                    x < 0 ? static_cast<std::int64_t>(0ULL - static_cast<std::uint64_t>(x)) : x);
                break;
            }
            case PhysicalType::Float32: o.set<float>(0, i, std::fabs(v.get<float>(i))); break;
            case PhysicalType::Float64: o.set<double>(0, i, std::fabs(v.get<double>(i))); break;
            case PhysicalType::Decimal128: {
                const Int128 x = v.get<Decimal128>(i).unscaled;
                o.set(0, i, Decimal128{x < 0 ? -x : x});
                break;
            }
            default: break;
            }
            return Status::ok();
        case ScalarFunction::Floor:
        case ScalarFunction::Ceil: {
            const bool floor = m_f == ScalarFunction::Floor;
            switch (at.physicalType()) {
            case PhysicalType::Float32:
                o.set<float>(0, i,
                             floor ? std::floor(v.get<float>(i)) : std::ceil(v.get<float>(i)));
                break;
            case PhysicalType::Float64:
                o.set<double>(0, i,
                              floor ? std::floor(v.get<double>(i)) : std::ceil(v.get<double>(i)));
                break;
            case PhysicalType::Decimal128: {
                const Int128 x = v.get<Decimal128>(i).unscaled;
                const Int128 r = floor ? decimalFloor(x, at.scale()) : decimalCeil(x, at.scale());
                Int128 out;
                if (decimalRescale(r, 0, m_type.scale(), m_type.precision(), out))
                    o.set(0, i, Decimal128{out});
                break;
            }
            default: copyViewValue(v, i, o, 0, i); break; // integers: unchanged
            }
            return Status::ok();
        }
        case ScalarFunction::Round: {
            const std::int64_t digits = m_views.size() > 1 ? m_views[1].get<std::int64_t>(i) : 0;
            switch (at.physicalType()) {
            case PhysicalType::Float32:
                o.set<float>(
                    0, i,
                    static_cast<float>(roundDouble(v.get<float>(i), static_cast<int>(digits)) + 0.0));
                break;
            case PhysicalType::Float64:
                // Through BigDecimal, which has no negative zero.
                o.set<double>(0, i, roundDouble(v.get<double>(i), static_cast<int>(digits)) + 0.0);
                break;
            case PhysicalType::Decimal128: {
                const Int128 r = decimalRound(v.get<Decimal128>(i).unscaled, at.scale(),
                                              static_cast<int>(digits));
                const int rScale =
                    digits >= at.scale() ? at.scale() : (digits < 0 ? 0 : static_cast<int>(digits));
                Int128 out;
                if (decimalRescale(r, rScale, m_type.scale(), m_type.precision(), out))
                    o.set(0, i, Decimal128{out});
                break;
            }
            default: {
                std::int64_t x = 0;
                switch (at.physicalType()) {
                case PhysicalType::Int8: x = v.get<std::int8_t>(i); break;
                case PhysicalType::Int16: x = v.get<std::int16_t>(i); break;
                case PhysicalType::Int32: x = v.get<std::int32_t>(i); break;
                default: x = v.get<std::int64_t>(i); break;
                }
                const std::int64_t r =
                    static_cast<std::int64_t>(decimalRound(x, 0, static_cast<int>(digits)));
                switch (m_type.physicalType()) {
                case PhysicalType::Int8:
                    o.set<std::int8_t>(0, i, static_cast<std::int8_t>(r));
                    break;
                case PhysicalType::Int16:
                    o.set<std::int16_t>(0, i, static_cast<std::int16_t>(r));
                    break;
                case PhysicalType::Int32:
                    o.set<std::int32_t>(0, i, static_cast<std::int32_t>(r));
                    break;
                default: o.set<std::int64_t>(0, i, r); break;
                }
                break;
            }
            }
            return Status::ok();
        }
        case ScalarFunction::Power:
            o.set<double>(0, i, std::pow(v.get<double>(i), m_views[1].get<double>(i)));
            return Status::ok();
        default: return evalError(*this, sluice::Engine::tr("unsupported numeric function"));
        }
    }

private:
    ScalarFunction m_f;
};

// --- HASH_CODE ----------------------------------------------------------------------------------

std::int32_t longHash(std::int64_t v)
{
    const auto u = static_cast<std::uint64_t>(v);
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(u ^ (u >> 32)));
}

// Java's String.hashCode over the UTF-16 code units of a UTF-8 string.
std::int32_t stringHash(std::string_view s)
{
    std::uint32_t h = 0;
    for (std::size_t p = 0; p < s.size();) {
        const std::uint32_t cp = utf8Next(s, p);
        if (cp >= 0x10000) {
            const std::uint32_t c = cp - 0x10000;
            h = 31 * h + (0xD800 + (c >> 10));
            h = 31 * h + (0xDC00 + (c & 0x3FF));
        } else {
            h = 31 * h + cp;
        }
    }
    return static_cast<std::int32_t>(h);
}

class HashCodeNode final : public Node {
public:
    HashCodeNode(LogicalType type, NodePtr arg) : Node(std::move(type)), m_arg(std::move(arg)) {}
    Status eval(const Frame &frame, View &out) override
    {
        View v;
        if (Status s = m_arg->eval(frame, v); !s)
            return s;
        RowBatch &o = prepare(frame.n);
        std::int32_t *dst = o.mutableValues<std::int32_t>(0);
        const PhysicalType p = m_arg->type().physicalType();
        for (std::size_t i = 0; i < frame.n; ++i) {
            std::int32_t h = 0;
            if (v.isNull(i)) {
                // Flink's HASH_CODE(NULL) is NULL; the planner declares the bucket NOT NULL, so
                // NULL keys share bucket 0 there.
                if (m_type.isNullable())
                    continue;
            } else {
                switch (p) {
                case PhysicalType::Bool: h = v.get<std::uint8_t>(i) ? 1231 : 1237; break;
                case PhysicalType::Int8: h = v.get<std::int8_t>(i); break;
                case PhysicalType::Int16: h = v.get<std::int16_t>(i); break;
                case PhysicalType::Int32: h = v.get<std::int32_t>(i); break;
                case PhysicalType::Int64: h = longHash(v.get<std::int64_t>(i)); break;
                case PhysicalType::Float32: {
                    float f = v.get<float>(i);
                    if (f == 0.0F)
                        f = 0.0F; // -0.0 equals 0.0 in SQL: same bucket
                    h = std::isnan(f) ? 0x7fc00000 : std::bit_cast<std::int32_t>(f);
                    break;
                }
                case PhysicalType::Float64: {
                    double d = v.get<double>(i);
                    if (d == 0.0)
                        d = 0.0;
                    h = longHash(std::isnan(d) ? 0x7ff8000000000000LL
                                               : std::bit_cast<std::int64_t>(d));
                    break;
                }
                case PhysicalType::Decimal128: {
                    const auto u = static_cast<U128>(v.get<Decimal128>(i).unscaled);
                    h = longHash(static_cast<std::int64_t>(
                        static_cast<std::uint64_t>(u) ^ static_cast<std::uint64_t>(u >> 64) * 31));
                    break;
                }
                case PhysicalType::Timestamp: {
                    const TimestampValue ts = v.get<TimestampValue>(i);
                    h = static_cast<std::int32_t>(static_cast<std::uint32_t>(longHash(ts.millis)) *
                                                      31U +
                                                  static_cast<std::uint32_t>(ts.nanoOfMilli));
                    break;
                }
                case PhysicalType::Bytes: h = stringHash(v.str(i)); break;
                case PhysicalType::None: break;
                }
            }
            dst[i] = h;
            o.setValid(0, i);
        }
        out = scratchView();
        return Status::ok();
    }

private:
    NodePtr m_arg;
};

bool anyNullTyped(const std::vector<NodePtr> &args)
{
    for (const auto &a : args)
        if (a->type().root() == R::Null)
            return true;
    return false;
}

class AllNullNode final : public Node {
public:
    explicit AllNullNode(LogicalType type) : Node(std::move(type)) { prepare(1); }
    Status eval(const Frame &, View &out) override
    {
        out = scratchView();
        out.constant = true;
        return Status::ok();
    }
};

} // namespace

Result<NodePtr> makeFunctionNode(const BoundExpr &e, std::vector<NodePtr> args)
{
    using F = ScalarFunction;
    const F f = e.function;
    if (f == F::HashCode) {
        if (args.size() != 1)
            return Status::internal("HASH_CODE takes one argument");
        return NodePtr(std::make_unique<HashCodeNode>(e.type, std::move(args[0])));
    }
    if (f != F::ConcatWs && anyNullTyped(args))
        return NodePtr(std::make_unique<AllNullNode>(e.type));
    switch (f) {
    case F::Concat:
    case F::ConcatWs:
    case F::Upper:
    case F::Lower:
    case F::CharLength:
    case F::Replace:
        for (auto &a : args)
            if (a->type().root() == R::Null)
                a = std::make_unique<AllNullNode>(LogicalType::string());
        return NodePtr(std::make_unique<StringFunctionNode>(e.type, f, std::move(args)));
    case F::Substring:
    case F::SplitIndex: {
        for (std::size_t k = f == F::Substring ? 1 : 2; k < args.size(); ++k) {
            auto c = castArg(std::move(args[k]), LogicalType::bigInt());
            if (!c)
                return c.status();
            args[k] = std::move(*c);
        }
        return NodePtr(std::make_unique<StringFunctionNode>(e.type, f, std::move(args)));
    }
    case F::RegexpExtract: {
        if (args.size() > 2) {
            auto c = castArg(std::move(args[2]), LogicalType::bigInt());
            if (!c)
                return c.status();
            args[2] = std::move(*c);
        }
        std::unique_ptr<RE2> constant;
        if (e.args[1]->kind == BoundExprKind::Literal && !e.args[1]->isNullLiteral) {
            RE2::Options options;
            options.set_log_errors(false);
            // An invalid pattern gives NULL, as Flink logs and returns NULL.
            constant = std::make_unique<RE2>(e.args[1]->literalText, options);
        }
        return NodePtr(
            std::make_unique<RegexpExtractNode>(e.type, std::move(args), std::move(constant)));
    }
    case F::Abs:
    case F::Floor:
    case F::Ceil: return NodePtr(std::make_unique<NumericFunctionNode>(e.type, f, std::move(args)));
    case F::Round:
        if (args.size() > 1) {
            auto c = castArg(std::move(args[1]), LogicalType::bigInt());
            if (!c)
                return c.status();
            args[1] = std::move(*c);
        }
        return NodePtr(std::make_unique<NumericFunctionNode>(e.type, f, std::move(args)));
    case F::Power:
        for (auto &a : args) {
            auto c = castArg(std::move(a), LogicalType::doubleType());
            if (!c)
                return c.status();
            a = std::move(*c);
        }
        return NodePtr(std::make_unique<NumericFunctionNode>(e.type, f, std::move(args)));
    default:
        return Status::unsupported(
            sluice::Engine::tr("Function %1 is not supported by the embedded engine yet").arg(plan::scalarFunctionName(f)));
    }
}

} // namespace sluice::exec::detail
