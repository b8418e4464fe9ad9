#include "sql/ast_printer.h"

namespace sluice::sql {

std::string AstPrinter::print(const Expr &e)
{
    AstPrinter p;
    p.expr(e);
    return p.m_out;
}

std::string AstPrinter::print(const Query &q)
{
    AstPrinter p;
    p.query(q);
    return p.m_out;
}

std::string AstPrinter::print(const TableRef &t)
{
    AstPrinter p;
    p.tableRef(t);
    return p.m_out;
}

std::string AstPrinter::print(const DataType &t)
{
    AstPrinter p;
    p.dataType(t);
    return p.m_out;
}

void AstPrinter::names(const std::vector<Ident> &parts, char separator)
{
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i)
            m_out += separator;
        if (parts[i].quoted)
            m_out += '`' + parts[i].name + '`';
        else
            m_out += parts[i].name;
    }
}

void AstPrinter::groupingElement(const GroupingElement &g)
{
    using K = GroupingElement::Kind;
    switch (g.kind) {
    case K::Expr: expr(*g.expr); return;
    case K::Empty: m_out += "()"; return;
    case K::Rollup: m_out += "ROLLUP("; break;
    case K::Cube: m_out += "CUBE("; break;
    case K::GroupingSets: m_out += "GROUPING SETS ("; break;
    }
    for (std::size_t i = 0; i < g.elements.size(); ++i) {
        m_out += i ? ", " : "";
        groupingElement(g.elements[i]);
    }
    m_out += ")";
}

void AstPrinter::hints(const std::vector<Hint> &list)
{
    for (const Hint &h : list) {
        m_out += " /*+ " + h.name.name + "(";
        for (std::size_t i = 0; i < h.options.size(); ++i) {
            if (i)
                m_out += ", ";
            if (h.options[i].key)
                m_out += *h.options[i].key + "=";
            m_out += h.options[i].value;
        }
        m_out += ") */";
    }
}

void AstPrinter::dataType(const DataType &t)
{
    m_out += typeKindName(t.kind);
    if (t.kind == TypeKind::Interval) {
        m_out += std::string(" ") + timeUnitName(t.intervalFrom);
        if (t.intervalTo)
            m_out += std::string(" TO ") + timeUnitName(*t.intervalTo);
    } else if (t.precision) {
        m_out += "(" + std::to_string(*t.precision);
        if (t.scale)
            m_out += "," + std::to_string(*t.scale);
        m_out += ")";
    }
    if (!t.elements.empty() || !t.fields.empty() || t.kind == TypeKind::Row) {
        m_out += "<";
        for (std::size_t i = 0; i < t.elements.size(); ++i) {
            if (i)
                m_out += ", ";
            dataType(t.elements[i]);
        }
        for (std::size_t i = 0; i < t.fields.size(); ++i) {
            if (i)
                m_out += ", ";
            m_out += t.fields[i].name.name + " ";
            dataType(t.fields[i].type);
        }
        m_out += ">";
    }
    if (t.notNull)
        m_out += " NOT NULL";
}

void AstPrinter::expr(const Expr &e)
{
    switch (e.kind) {
    case ExprKind::Literal: {
        const auto &l = e.as<LiteralExpr>();
        switch (l.literalKind) {
        case LiteralKind::String: m_out += "'" + l.text + "'"; break;
        case LiteralKind::Date: m_out += "DATE '" + l.text + "'"; break;
        case LiteralKind::Time: m_out += "TIME '" + l.text + "'"; break;
        case LiteralKind::Timestamp: m_out += "TIMESTAMP '" + l.text + "'"; break;
        case LiteralKind::TimestampLtz: m_out += "TIMESTAMP_LTZ '" + l.text + "'"; break;
        case LiteralKind::Binary: m_out += "X'" + l.text + "'"; break;
        default: m_out += l.text; break;
        }
        return;
    }
    case ExprKind::Interval: {
        const auto &i = e.as<IntervalExpr>();
        m_out += std::string("INTERVAL ") + (i.negative ? "-" : "") + "'" + i.value + "' " +
                 timeUnitName(i.from);
        if (i.to)
            m_out += std::string(" TO ") + timeUnitName(*i.to);
        return;
    }
    case ExprKind::ColumnRef: names(e.as<ColumnRefExpr>().parts, '.'); return;
    case ExprKind::Star: {
        const auto &s = e.as<StarExpr>();
        names(s.qualifier, '.');
        m_out += s.qualifier.empty() ? "*" : ".*";
        return;
    }
    case ExprKind::Unary: {
        const auto &u = e.as<UnaryExpr>();
        m_out += u.op == UnaryOp::Not ? "(NOT " : u.op == UnaryOp::Minus ? "(- " : "(+ ";
        expr(*u.operand);
        m_out += ")";
        return;
    }
    case ExprKind::Binary: {
        const auto &b = e.as<BinaryExpr>();
        m_out += std::string("(") + binaryOpName(b.op) + " ";
        expr(*b.left);
        m_out += " ";
        expr(*b.right);
        m_out += ")";
        return;
    }
    case ExprKind::Is: {
        const auto &i = e.as<IsExpr>();
        static const char *kTests[] = {"NULL", "TRUE", "FALSE", "UNKNOWN"};
        m_out += std::string("(IS ") + (i.negated ? "NOT " : "") +
                 kTests[static_cast<int>(i.test)] + " ";
        expr(*i.operand);
        m_out += ")";
        return;
    }
    case ExprKind::Between: {
        const auto &b = e.as<BetweenExpr>();
        m_out += b.negated ? "(NOT BETWEEN " : "(BETWEEN ";
        expr(*b.operand);
        m_out += " ";
        expr(*b.low);
        m_out += " ";
        expr(*b.high);
        m_out += ")";
        return;
    }
    case ExprKind::InList: {
        const auto &in = e.as<InListExpr>();
        m_out += in.negated ? "(NOT IN " : "(IN ";
        expr(*in.operand);
        for (const ExprPtr &v : in.list) {
            m_out += " ";
            expr(*v);
        }
        m_out += ")";
        return;
    }
    case ExprKind::InSubquery: {
        const auto &in = e.as<InSubqueryExpr>();
        m_out += in.negated ? "(NOT IN " : "(IN ";
        expr(*in.operand);
        m_out += " ";
        query(*in.query);
        m_out += ")";
        return;
    }
    case ExprKind::Like: {
        const auto &l = e.as<LikeExpr>();
        m_out +=
            std::string("(") + (l.negated ? "NOT " : "") + (l.similarTo ? "SIMILAR " : "LIKE ");
        expr(*l.operand);
        m_out += " ";
        expr(*l.pattern);
        if (l.escape) {
            m_out += " ESCAPE ";
            expr(*l.escape);
        }
        m_out += ")";
        return;
    }
    case ExprKind::Case: {
        const auto &c = e.as<CaseExpr>();
        m_out += "(CASE";
        if (c.operand) {
            m_out += " ";
            expr(*c.operand);
        }
        for (const CaseWhen &w : c.whens) {
            m_out += " (WHEN ";
            expr(*w.condition);
            m_out += " ";
            expr(*w.result);
            m_out += ")";
        }
        if (c.elseResult) {
            m_out += " (ELSE ";
            expr(*c.elseResult);
            m_out += ")";
        }
        m_out += ")";
        return;
    }
    case ExprKind::Cast: {
        const auto &c = e.as<CastExpr>();
        m_out += c.tryCast ? "(TRY_CAST " : "(CAST ";
        expr(*c.operand);
        m_out += " ";
        dataType(c.type);
        m_out += ")";
        return;
    }
    case ExprKind::FunctionCall: {
        const auto &f = e.as<FunctionCallExpr>();
        names(f.name.parts, '.');
        if (f.noParentheses)
            return;
        m_out += "(";
        if (f.distinct)
            m_out += "DISTINCT ";
        if (f.star)
            m_out += "*";
        for (std::size_t i = 0; i < f.args.size(); ++i) {
            if (i)
                m_out += ", ";
            if (!f.argNames.empty())
                m_out += f.argNames[i].name + " => ";
            expr(*f.args[i]);
        }
        m_out += ")";
        if (f.filter) {
            m_out += " FILTER ";
            expr(*f.filter);
        }
        if (f.over) {
            m_out += " OVER (";
            if (f.over->name)
                m_out += f.over->name->name;
            if (!f.over->partitionBy.empty()) {
                m_out += "PARTITION";
                for (const ExprPtr &p : f.over->partitionBy) {
                    m_out += " ";
                    expr(*p);
                }
            }
            if (!f.over->orderBy.empty()) {
                m_out += f.over->partitionBy.empty() ? "ORDER" : " ORDER";
                for (const OrderItem &o : f.over->orderBy) {
                    m_out += " ";
                    expr(*o.expr);
                    if (o.descending)
                        m_out += " DESC";
                }
            }
            if (f.over->frame)
                m_out += f.over->frame->unit == FrameUnit::Rows ? " ROWS" : " RANGE";
            m_out += ")";
        }
        return;
    }
    case ExprKind::FieldAccess: {
        const auto &f = e.as<FieldAccessExpr>();
        m_out += "(. ";
        expr(*f.base);
        m_out += " " + f.field.name + ")";
        return;
    }
    case ExprKind::Index: {
        const auto &i = e.as<IndexExpr>();
        m_out += "([] ";
        expr(*i.base);
        m_out += " ";
        expr(*i.index);
        m_out += ")";
        return;
    }
    case ExprKind::Subquery:
        m_out += "(SUBQUERY ";
        query(*e.as<SubqueryExpr>().query);
        m_out += ")";
        return;
    case ExprKind::Exists:
        m_out += "(EXISTS ";
        query(*e.as<ExistsExpr>().query);
        m_out += ")";
        return;
    case ExprKind::TableArg:
        m_out += "TABLE ";
        names(e.as<TableArgExpr>().table.parts, '.');
        return;
    case ExprKind::Descriptor:
        m_out += "DESCRIPTOR(";
        names(e.as<DescriptorExpr>().columns, ',');
        m_out += ")";
        return;
    case ExprKind::Symbol: m_out += e.as<SymbolExpr>().name; return;
    }
}

void AstPrinter::tableRef(const TableRef &t)
{
    switch (t.kind) {
    case TableRefKind::Named: {
        const auto &n = t.as<NamedTableRef>();
        names(n.name.parts, '.');
        if (n.forSystemTimeAsOf) {
            m_out += " FOR SYSTEM_TIME AS OF ";
            expr(*n.forSystemTimeAsOf);
        }
        hints(n.hints);
        break;
    }
    case TableRefKind::Subquery:
        m_out += "(";
        query(*t.as<SubqueryTableRef>().query);
        m_out += ")";
        break;
    case TableRefKind::TableFunction:
        m_out += "TABLE(";
        expr(*t.as<TableFunctionRef>().call);
        m_out += ")";
        break;
    case TableRefKind::Join: {
        const auto &j = t.as<JoinTableRef>();
        m_out += std::string("(") + joinTypeName(j.joinType);
        hints(j.hints);
        m_out += " ";
        tableRef(*j.left);
        m_out += " ";
        tableRef(*j.right);
        if (j.condition) {
            m_out += " ON ";
            expr(*j.condition);
        }
        m_out += ")";
        break;
    }
    case TableRefKind::MatchRecognize: matchRecognize(t.as<MatchRecognizeRef>()); break;
    }
    if (t.alias)
        m_out += " AS " + t.alias->name;
}

void AstPrinter::matchRecognize(const MatchRecognizeRef &m)
{
    m_out += "(MATCH_RECOGNIZE ";
    tableRef(*m.input);
    auto list = [this](const char *clause, const std::vector<ExprPtr> &items) {
        if (items.empty())
            return;
        m_out += clause;
        for (std::size_t i = 0; i < items.size(); ++i) {
            m_out += i ? ", " : "";
            expr(*items[i]);
        }
    };
    list(" PARTITION BY ", m.partitionBy);
    for (std::size_t i = 0; i < m.orderBy.size(); ++i) {
        m_out += i ? ", " : " ORDER BY ";
        expr(*m.orderBy[i].expr);
        if (m.orderBy[i].descending)
            m_out += " DESC";
    }
    for (std::size_t i = 0; i < m.measures.size(); ++i) {
        m_out += i ? ", " : " MEASURES ";
        expr(*m.measures[i].expr);
        m_out += " AS " + m.measures[i].name.name;
    }
    if (m.allRowsPerMatch)
        m_out += " ALL ROWS PER MATCH";
    static const char *const kAfter[] = {"", " AFTER MATCH SKIP PAST LAST ROW",
                                         " AFTER MATCH SKIP TO NEXT ROW",
                                         " AFTER MATCH SKIP TO FIRST ", " AFTER MATCH SKIP TO LAST "};
    m_out += kAfter[static_cast<int>(m.afterMatch)];
    if (m.afterMatch == AfterMatchSkip::ToFirst || m.afterMatch == AfterMatchSkip::ToLast)
        m_out += m.afterMatchVariable.name;
    m_out += " PATTERN (";
    patternTerm(*m.pattern);
    m_out += ")";
    if (m.within) {
        m_out += " WITHIN ";
        expr(*m.within);
    }
    for (std::size_t i = 0; i < m.definitions.size(); ++i) {
        m_out += i ? ", " : " DEFINE ";
        m_out += m.definitions[i].variable.name + " AS ";
        expr(*m.definitions[i].condition);
    }
    m_out += ")";
}

void AstPrinter::patternTerm(const PatternTerm &p)
{
    auto items = [&](const char *separator) {
        for (std::size_t i = 0; i < p.items.size(); ++i) {
            m_out += i ? separator : "";
            patternTerm(*p.items[i]);
        }
    };
    switch (p.kind) {
    case PatternTermKind::Variable: m_out += p.variable.name; break;
    case PatternTermKind::Concat: items(" "); break;
    case PatternTermKind::Alternation: items(" | "); break;
    case PatternTermKind::Group:
        m_out += "(";
        items("");
        m_out += ")";
        break;
    case PatternTermKind::Permute:
        m_out += "PERMUTE(";
        items(", ");
        m_out += ")";
        break;
    case PatternTermKind::Exclusion:
        m_out += "{- ";
        items("");
        m_out += " -}";
        break;
    }
    const PatternQuantifier &q = p.quantifier;
    if (!q.written)
        return;
    if (q.min == 0 && q.max == -1)
        m_out += "*";
    else if (q.min == 1 && q.max == -1)
        m_out += "+";
    else if (q.min == 0 && q.max == 1)
        m_out += "?";
    else
        m_out += "{" + (q.min < 0 ? std::string() : std::to_string(q.min)) + (q.max == q.min ? "" : ",") +
                 (q.max > q.min ? std::to_string(q.max) : "") + "}";
    if (q.reluctant)
        m_out += "?";
}

void AstPrinter::query(const Query &q)
{
    if (!q.with.empty()) {
        m_out += "WITH ";
        for (const CommonTableExpr &cte : q.with) {
            m_out += cte.name.name + " AS (";
            query(*cte.query);
            m_out += ") ";
        }
    }
    switch (q.kind) {
    case QueryKind::Select: {
        const auto &s = q.as<SelectQuery>();
        m_out += "SELECT";
        hints(s.hints);
        if (s.distinct)
            m_out += " DISTINCT";
        for (std::size_t i = 0; i < s.items.size(); ++i) {
            m_out += i ? ", " : " ";
            expr(*s.items[i].expr);
            if (s.items[i].alias)
                m_out += " AS " + s.items[i].alias->name;
        }
        if (s.from) {
            m_out += " FROM ";
            tableRef(*s.from);
        }
        if (s.where) {
            m_out += " WHERE ";
            expr(*s.where);
        }
        if (!s.groupBy.empty()) {
            m_out += " GROUP BY";
            for (std::size_t i = 0; i < s.groupBy.size(); ++i) {
                m_out += i ? ", " : " ";
                groupingElement(s.groupBy[i]);
            }
        }
        if (s.having) {
            m_out += " HAVING ";
            expr(*s.having);
        }
        break;
    }
    case QueryKind::SetOperation: {
        const auto &s = q.as<SetOperationQuery>();
        static const char *kOps[] = {"UNION", "INTERSECT", "EXCEPT"};
        m_out += "(";
        query(*s.left);
        m_out += std::string(") ") + kOps[static_cast<int>(s.op)] + (s.all ? " ALL (" : " (");
        query(*s.right);
        m_out += ")";
        break;
    }
    case QueryKind::Values: {
        const auto &v = q.as<ValuesQuery>();
        m_out += "VALUES";
        for (std::size_t r = 0; r < v.rows.size(); ++r) {
            m_out += r ? ", (" : " (";
            for (std::size_t i = 0; i < v.rows[r].size(); ++i) {
                if (i)
                    m_out += ", ";
                expr(*v.rows[r][i]);
            }
            m_out += ")";
        }
        break;
    }
    }
    if (!q.orderBy.empty()) {
        m_out += " ORDER BY";
        for (std::size_t i = 0; i < q.orderBy.size(); ++i) {
            m_out += i ? ", " : " ";
            expr(*q.orderBy[i].expr);
            if (q.orderBy[i].descending)
                m_out += " DESC";
        }
    }
    if (q.limit) {
        m_out += " LIMIT ";
        expr(*q.limit);
    }
}

} // namespace sluice::sql
