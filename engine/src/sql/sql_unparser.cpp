#include "sql/sql_unparser.h"

#include <sluice/sql_tokens.h>

#include <cctype>

namespace sluice::sql {
namespace {

// Calcite's operator precedences (SqlStdOperatorTable), left-binding power.
int precedence(BinaryOp op)
{
    switch (op) {
    case BinaryOp::Or: return 13;
    case BinaryOp::And: return 24;
    case BinaryOp::Eq:
    case BinaryOp::NotEq:
    case BinaryOp::Lt:
    case BinaryOp::LtEq:
    case BinaryOp::Gt:
    case BinaryOp::GtEq:
    case BinaryOp::IsDistinctFrom:
    case BinaryOp::IsNotDistinctFrom: return 30;
    case BinaryOp::Add:
    case BinaryOp::Sub: return 40;
    case BinaryOp::Mul:
    case BinaryOp::Div:
    case BinaryOp::Mod:
    case BinaryOp::Concat: return 60;
    }
    return 0;
}

constexpr int kPostfixPrecedence = 28; // IS NULL, BETWEEN, LIKE, IN
constexpr int kPrefixPrecedence = 80;  // unary minus
constexpr int kNotPrecedence = 26;

class Unparser {
public:
    explicit Unparser(std::string_view source) : m_source(source) {}

    std::string out;

    void expr(const Expr &e, int context)
    {
        const int own = ownPrecedence(e);
        const bool parens = own < context;
        if (parens)
            out += '(';
        body(e);
        if (parens)
            out += ')';
    }

private:
    static int ownPrecedence(const Expr &e)
    {
        switch (e.kind) {
        case ExprKind::Binary: return precedence(e.as<BinaryExpr>().op);
        case ExprKind::Unary:
            return e.as<UnaryExpr>().op == UnaryOp::Not ? kNotPrecedence : kPrefixPrecedence;
        case ExprKind::Is:
        case ExprKind::Between:
        case ExprKind::InList:
        case ExprKind::Like: return kPostfixPrecedence;
        default: return 100;
        }
    }

    void identifier(const std::string &name) { out += backQuoted(name); }

    void quoted(const std::string &text)
    {
        out += '\'';
        for (char c : text) {
            out += c;
            if (c == '\'')
                out += '\'';
        }
        out += '\'';
    }

    void list(const std::vector<ExprPtr> &items)
    {
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (i)
                out += ", ";
            expr(*items[i], 0);
        }
    }

    void literal(const LiteralExpr &l)
    {
        switch (l.literalKind) {
        case LiteralKind::Integer:
        case LiteralKind::Decimal:
        case LiteralKind::Double: out += l.text; break;
        case LiteralKind::String: quoted(l.text); break;
        case LiteralKind::Boolean: out += l.text; break;
        case LiteralKind::Null: out += "NULL"; break;
        case LiteralKind::Date: out += "DATE "; quoted(l.text); break;
        case LiteralKind::Time: out += "TIME "; quoted(l.text); break;
        case LiteralKind::Timestamp: out += "TIMESTAMP "; quoted(l.text); break;
        case LiteralKind::TimestampLtz: out += "TIMESTAMP_LTZ "; quoted(l.text); break;
        case LiteralKind::Binary: out += "X"; quoted(l.text); break;
        }
    }

    void source(const Expr &e)
    {
        const std::size_t begin = e.range.begin.offset;
        const std::size_t end = e.range.end.offset;
        if (begin <= end && end <= m_source.size())
            out += m_source.substr(begin, end - begin);
    }

    void body(const Expr &e)
    {
        switch (e.kind) {
        case ExprKind::Literal: literal(e.as<LiteralExpr>()); break;
        case ExprKind::Interval: {
            const auto &i = e.as<IntervalExpr>();
            out += "INTERVAL ";
            if (i.negative)
                out += '-';
            quoted(i.value);
            out += ' ';
            out += timeUnitName(i.from);
            if (i.to) {
                out += " TO ";
                out += timeUnitName(*i.to);
            }
            break;
        }
        case ExprKind::ColumnRef: {
            const auto &parts = e.as<ColumnRefExpr>().parts;
            for (std::size_t i = 0; i < parts.size(); ++i) {
                if (i)
                    out += '.';
                identifier(parts[i].name);
            }
            break;
        }
        case ExprKind::Star: out += '*'; break;
        case ExprKind::Unary: {
            const auto &u = e.as<UnaryExpr>();
            out += u.op == UnaryOp::Not ? "NOT " : u.op == UnaryOp::Minus ? "-" : "+";
            expr(*u.operand, ownPrecedence(e));
            break;
        }
        case ExprKind::Binary: {
            const auto &b = e.as<BinaryExpr>();
            const int p = precedence(b.op);
            expr(*b.left, p);
            out += ' ';
            out += binaryOpName(b.op);
            out += ' ';
            expr(*b.right, p + 1); // left-associative
            break;
        }
        case ExprKind::Is: {
            const auto &i = e.as<IsExpr>();
            expr(*i.operand, kPostfixPrecedence + 1);
            out += i.negated ? " IS NOT " : " IS ";
            out += i.test == IsTest::Null    ? "NULL"
                   : i.test == IsTest::True  ? "TRUE"
                   : i.test == IsTest::False ? "FALSE"
                                             : "UNKNOWN";
            break;
        }
        case ExprKind::Between: {
            const auto &b = e.as<BetweenExpr>();
            expr(*b.operand, kPostfixPrecedence + 1);
            out += b.negated ? " NOT BETWEEN " : " BETWEEN ";
            if (b.symmetric)
                out += "SYMMETRIC ";
            else
                out += "ASYMMETRIC ";
            expr(*b.low, kPostfixPrecedence + 1);
            out += " AND ";
            expr(*b.high, kPostfixPrecedence + 1);
            break;
        }
        case ExprKind::InList: {
            const auto &i = e.as<InListExpr>();
            expr(*i.operand, kPostfixPrecedence + 1);
            out += i.negated ? " NOT IN (" : " IN (";
            list(i.list);
            out += ')';
            break;
        }
        case ExprKind::Like: {
            const auto &l = e.as<LikeExpr>();
            expr(*l.operand, kPostfixPrecedence + 1);
            out += l.negated ? " NOT" : "";
            out += l.similarTo ? " SIMILAR TO " : " LIKE ";
            expr(*l.pattern, kPostfixPrecedence + 1);
            if (l.escape) {
                out += " ESCAPE ";
                expr(*l.escape, kPostfixPrecedence + 1);
            }
            break;
        }
        case ExprKind::Case: {
            const auto &c = e.as<CaseExpr>();
            out += "CASE";
            if (c.operand) {
                out += ' ';
                expr(*c.operand, 0);
            }
            for (const CaseWhen &w : c.whens) {
                out += " WHEN ";
                expr(*w.condition, 0);
                out += " THEN ";
                expr(*w.result, 0);
            }
            out += " ELSE ";
            if (c.elseResult)
                expr(*c.elseResult, 0);
            else
                out += "NULL";
            out += " END";
            break;
        }
        case ExprKind::Cast: {
            const auto &c = e.as<CastExpr>();
            out += c.tryCast ? "TRY_CAST(" : "CAST(";
            expr(*c.operand, 0);
            out += " AS ";
            const std::size_t begin = c.type.range.begin.offset;
            const std::size_t end = c.type.range.end.offset;
            if (begin <= end && end <= m_source.size()) {
                // A type name and its parameters in upper case (BIGINT, VARCHAR(3)); nested
                // types keep their text, whose field names are case-sensitive.
                std::string type(m_source.substr(begin, end - begin));
                if (c.type.elements.empty() && c.type.fields.empty())
                    for (char &ch : type)
                        ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
                out += type;
            }
            out += ')';
            break;
        }
        case ExprKind::FunctionCall: {
            const auto &f = e.as<FunctionCallExpr>();
            out += f.upperName();
            if (f.noParentheses)
                break;
            out += '(';
            if (f.distinct)
                out += "DISTINCT ";
            if (f.star)
                out += '*';
            for (std::size_t i = 0; i < f.args.size(); ++i) {
                if (i)
                    out += ", ";
                if (f.args[i]->is<SymbolExpr>())
                    out += f.args[i]->as<SymbolExpr>().name;
                else
                    expr(*f.args[i], 0);
            }
            out += ')';
            break;
        }
        case ExprKind::FieldAccess: {
            const auto &a = e.as<FieldAccessExpr>();
            expr(*a.base, 100);
            out += '.';
            identifier(a.field.name);
            break;
        }
        case ExprKind::Index: {
            const auto &i = e.as<IndexExpr>();
            expr(*i.base, 100);
            out += '[';
            expr(*i.index, 0);
            out += ']';
            break;
        }
        case ExprKind::Symbol: out += e.as<SymbolExpr>().name; break;
        default: source(e); break;
        }
    }

    std::string_view m_source;
};

} // namespace

std::string unparseExpression(const Expr &expr, std::string_view source)
{
    Unparser u(source);
    u.expr(expr, 0);
    return u.out;
}

} // namespace sluice::sql
