// Query grammar: WITH, set operations, SELECT, VALUES, ORDER BY/LIMIT, FROM and joins.

#include "sql/parser.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::sql {
int heightOf(const std::vector<ExprPtr> &list)
{
    int h = 0;
    for (const ExprPtr &e : list)
        h = std::max(h, heightOf(e));
    return h;
}

int heightOf(const std::vector<GroupingElement> &elements)
{
    int h = 0;
    for (const GroupingElement &g : elements)
        h = std::max({h, heightOf(g.expr), heightOf(g.elements) + 1});
    return h;
}

int heightOf(const std::vector<OrderItem> &items)
{
    int h = 0;
    for (const OrderItem &o : items)
        h = std::max(h, heightOf(o.expr));
    return h;
}

bool Parser::atQueryStart(std::size_t i)
{
    for (; i < kLookahead; ++i) {
        const Kw k = kw(i);
        if (k == Kw::K_SELECT || k == Kw::K_WITH || k == Kw::K_VALUES)
            return true;
        if (!atPunct('(', i))
            return false;
    }
    return false;
}

QueryPtr Parser::parseQuery()
{
    DepthGuard guard(*this);
    const SourcePos begin = startPos();
    std::vector<CommonTableExpr> with;
    if (accept(Kw::K_WITH)) {
        do {
            CommonTableExpr cte;
            const SourcePos cteBegin = startPos();
            cte.name = parseIdent(sluice::Engine::tr("a name for the WITH query"));
            if (acceptPunct('(')) {
                cte.columns = parseIdentList(sluice::Engine::tr("a column name"));
                expectPunct(')');
            }
            expect(Kw::K_AS);
            expectPunct('(');
            cte.query = parseQuery();
            expectPunct(')');
            cte.range = rangeFrom(cteBegin);
            with.push_back(std::move(cte));
        } while (acceptPunct(','));
    }
    QueryPtr query = parseUnionLevel();
    if (!with.empty()) {
        if (!query->with.empty())
            failAt(query->range, sluice::Engine::tr("a query can have only one WITH clause"));
        int h = query->height;
        for (const CommonTableExpr &cte : with)
            h = std::max(h, heightOf(cte.query) + 1);
        query->with = std::move(with);
        query->height = h;
        query->range.begin = begin;
    }
    if (at(Kw::K_ORDER) || at(Kw::K_LIMIT) || at(Kw::K_OFFSET) || at(Kw::K_FETCH)) {
        if (!query->orderBy.empty() || query->limit || query->offset)
            failAt(tok().range,
                   sluice::Engine::tr("this query already has ORDER BY / LIMIT; wrap it in a subquery"));
        parseOrderAndLimit(*query);
        query->range = rangeFrom(query->range.begin);
        query->height = std::max({query->height, heightOf(query->orderBy) + 1,
                                  heightOf(query->limit) + 1, heightOf(query->offset) + 1});
        checkHeight(query->height, query->range);
    }
    return query;
}

void Parser::parseOrderAndLimit(Query &query)
{
    if (accept(Kw::K_ORDER)) {
        expect(Kw::K_BY);
        do {
            query.orderBy.push_back(parseOrderItem());
        } while (acceptPunct(','));
    }
    if (accept(Kw::K_LIMIT))
        query.limit = parseBinary(5);
    if (accept(Kw::K_OFFSET)) {
        query.offset = parseBinary(5);
        if (!accept(Kw::K_ROWS))
            accept(Kw::K_ROW);
    }
    if (accept(Kw::K_FETCH)) {
        if (!accept(Kw::K_FIRST))
            expect(Kw::K_NEXT);
        if (query.limit)
            failAt(rangeFrom(query.range.begin),
                   sluice::Engine::tr("a query cannot have both LIMIT and FETCH"));
        query.limit = parseBinary(5);
        if (!accept(Kw::K_ROWS))
            expect(Kw::K_ROW);
        expect(Kw::K_ONLY);
    }
}

OrderItem Parser::parseOrderItem()
{
    OrderItem item;
    const SourcePos begin = startPos();
    item.expr = parseExpr();
    if (accept(Kw::K_DESC)) {
        item.descending = true;
        item.explicitDirection = true;
    } else if (accept(Kw::K_ASC)) {
        item.explicitDirection = true;
    }
    if (accept(Kw::K_NULLS)) {
        if (accept(Kw::K_FIRST))
            item.nullsFirst = true;
        else if (accept(Kw::K_LAST))
            item.nullsFirst = false;
        else
            fail(sluice::Engine::tr("FIRST or LAST"));
    }
    item.range = rangeFrom(begin);
    return item;
}

QueryPtr Parser::parseUnionLevel()
{
    const SourcePos begin = startPos();
    QueryPtr left = parseIntersectLevel();
    while (at(Kw::K_UNION) || at(Kw::K_EXCEPT)) {
        auto op = std::make_unique<SetOperationQuery>();
        op->op = at(Kw::K_UNION) ? SetOpKind::Union : SetOpKind::Except;
        advance();
        if (accept(Kw::K_ALL))
            op->all = true;
        else
            accept(Kw::K_DISTINCT);
        op->left = std::move(left);
        op->right = parseIntersectLevel();
        finishNode(*op, begin, std::max(op->left->height, op->right->height));
        left = std::move(op);
    }
    return left;
}

QueryPtr Parser::parseIntersectLevel()
{
    const SourcePos begin = startPos();
    QueryPtr left = parseQueryPrimary();
    while (at(Kw::K_INTERSECT)) {
        auto op = std::make_unique<SetOperationQuery>();
        op->op = SetOpKind::Intersect;
        advance();
        if (accept(Kw::K_ALL))
            op->all = true;
        else
            accept(Kw::K_DISTINCT);
        op->left = std::move(left);
        op->right = parseQueryPrimary();
        finishNode(*op, begin, std::max(op->left->height, op->right->height));
        left = std::move(op);
    }
    return left;
}

QueryPtr Parser::parseQueryPrimary()
{
    DepthGuard guard(*this);
    if (at(Kw::K_SELECT))
        return parseSelect();
    if (at(Kw::K_VALUES))
        return parseValues();
    if (atPunct('(')) {
        advance();
        QueryPtr inner = parseQuery();
        expectPunct(')');
        return inner;
    }
    fail(sluice::Engine::tr("SELECT, VALUES or '('"));
}

QueryPtr Parser::parseSelect()
{
    const SourcePos begin = startPos();
    advance(); // SELECT
    auto select = std::make_unique<SelectQuery>();
    select->hints = takeHints();
    if (accept(Kw::K_DISTINCT))
        select->distinct = true;
    else if (accept(Kw::K_ALL))
        select->all = true;
    int h = 0;
    do {
        SelectItem item;
        const SourcePos itemBegin = startPos();
        item.expr = parseExpr();
        if (accept(Kw::K_AS))
            item.alias = parseIdent(sluice::Engine::tr("an alias"));
        else if (atIdentifier())
            item.alias = parseIdent(sluice::Engine::tr("an alias"));
        item.range = rangeFrom(itemBegin);
        h = std::max(h, heightOf(item.expr));
        select->items.push_back(std::move(item));
    } while (acceptPunct(','));
    if (accept(Kw::K_FROM))
        select->from = parseFromClause();
    if (accept(Kw::K_WHERE))
        select->where = parseExpr();
    if (accept(Kw::K_GROUP)) {
        expect(Kw::K_BY);
        do {
            select->groupBy.push_back(parseGroupingElement());
        } while (acceptPunct(','));
    }
    if (accept(Kw::K_HAVING))
        select->having = parseExpr();
    if (accept(Kw::K_WINDOW)) {
        do {
            NamedWindow w;
            w.name = parseIdent(sluice::Engine::tr("a window name"));
            expect(Kw::K_AS);
            const SourcePos specBegin = startPos();
            expectPunct('(');
            w.spec = std::move(*parseWindowSpecBody(specBegin));
            select->windows.push_back(std::move(w));
        } while (acceptPunct(','));
    }
    h = std::max({h, heightOf(select->from), heightOf(select->where), heightOf(select->groupBy),
                  heightOf(select->having)});
    for (const NamedWindow &w : select->windows)
        h = std::max({h, heightOf(w.spec.partitionBy), heightOf(w.spec.orderBy)});
    finishNode(*select, begin, h);
    return select;
}

GroupingElement Parser::parseGroupingElement()
{
    DepthGuard guard(*this);
    const SourcePos begin = startPos();
    GroupingElement g;
    const bool rollup = atWordText("ROLLUP") && atPunct('(', 1);
    const bool cube = atWordText("CUBE") && atPunct('(', 1);
    if (rollup || cube || (atWordText("GROUPING") && atWordText("SETS", 1))) {
        using K = GroupingElement::Kind;
        g.kind = rollup ? K::Rollup : cube ? K::Cube : K::GroupingSets;
        advance();
        if (g.kind == K::GroupingSets)
            advance(); // SETS
        expectPunct('(');
        do {
            if (g.kind == K::GroupingSets) {
                g.elements.push_back(parseGroupingElement());
                continue;
            }
            GroupingElement e;
            const SourcePos at = startPos();
            e.expr = parseExpr();
            e.range = rangeFrom(at);
            g.elements.push_back(std::move(e));
        } while (acceptPunct(','));
        expectPunct(')');
    } else if (atPunct('(') && atPunct(')', 1)) {
        advance();
        advance();
        g.kind = GroupingElement::Kind::Empty;
    } else {
        g.expr = parseExpr();
    }
    g.range = rangeFrom(begin);
    checkHeight(std::max(heightOf(g.expr), heightOf(g.elements) + 1), g.range);
    return g;
}

QueryPtr Parser::parseValues()
{
    const SourcePos begin = startPos();
    advance(); // VALUES
    auto values = std::make_unique<ValuesQuery>();
    int h = 0;
    do {
        expectPunct('(');
        std::vector<ExprPtr> row = parseExprList();
        expectPunct(')');
        h = std::max(h, heightOf(row));
        values->rows.push_back(std::move(row));
    } while (acceptPunct(','));
    finishNode(*values, begin, h);
    return values;
}

// ---------------------------------------------------------------------------------------------
// FROM

TableRefPtr Parser::parseFromClause()
{
    const SourcePos begin = startPos();
    TableRefPtr left = parseTableFactor();
    for (;;) {
        const SourcePos joinBegin = startPos();
        JoinType type;
        const bool natural = accept(Kw::K_NATURAL);
        if (natural && (atPunct(',') || at(Kw::K_CROSS)))
            fail(sluice::Engine::tr("JOIN, INNER, LEFT, RIGHT or FULL after NATURAL"));
        if (atPunct(',')) {
            type = JoinType::Comma;
            advance();
        } else {
            switch (kw()) {
            case Kw::K_JOIN: type = JoinType::Inner; break;
            case Kw::K_INNER:
                type = JoinType::Inner;
                advance();
                break;
            case Kw::K_LEFT:
                type = JoinType::Left;
                advance();
                accept(Kw::K_OUTER);
                break;
            case Kw::K_RIGHT:
                type = JoinType::Right;
                advance();
                accept(Kw::K_OUTER);
                break;
            case Kw::K_FULL:
                type = JoinType::Full;
                advance();
                accept(Kw::K_OUTER);
                break;
            case Kw::K_CROSS:
                type = JoinType::Cross;
                advance();
                break;
            default:
                if (natural)
                    fail(sluice::Engine::tr("JOIN, INNER, LEFT, RIGHT or FULL after NATURAL"));
                return left;
            }
            expect(Kw::K_JOIN);
        }
        auto join = std::make_unique<JoinTableRef>();
        join->joinType = type;
        join->natural = natural;
        join->joinKeywordRange = rangeFrom(joinBegin);
        if (type != JoinType::Comma)
            join->hints = takeHints();
        join->left = std::move(left);
        join->right = parseTableFactor();
        if (natural) {
            if (at(Kw::K_ON) || at(Kw::K_USING))
                failAt(tok().range, sluice::Engine::tr("A NATURAL join takes no ON or USING: it joins on every "
                                                       "column name both sides have"));
        } else if (type != JoinType::Comma && type != JoinType::Cross) {
            if (accept(Kw::K_ON)) {
                join->condition = parseExpr();
            } else if (accept(Kw::K_USING)) {
                expectPunct('(');
                join->usingColumns = parseIdentList(sluice::Engine::tr("a column name"));
                expectPunct(')');
            } else {
                fail(sluice::Engine::tr("ON or USING"));
            }
        }
        finishNode(*join, begin,
                   std::max({join->left->height, join->right->height, heightOf(join->condition)}));
        left = std::move(join);
    }
}

TableRefPtr Parser::parseTableFactor()
{
    DepthGuard guard(*this);
    const SourcePos begin = startPos();
    const bool lateral = accept(Kw::K_LATERAL);
    TableRefPtr ref;
    if (at(Kw::K_TABLE)) {
        advance();
        expectPunct('(');
        const SourcePos callBegin = startPos();
        QualifiedName name = parseQualifiedName(sluice::Engine::tr("a table function name such as TUMBLE"));
        if (!atPunct('('))
            fail("'('");
        ExprPtr call = parseFunctionCall(std::move(name), callBegin);
        expectPunct(')');
        auto fn = std::make_unique<TableFunctionRef>();
        fn->lateral = lateral;
        fn->call.reset(&call.release()->as<FunctionCallExpr>());
        const int h = fn->call->height;
        ref = std::move(fn);
        finishNode(*ref, begin, h);
    } else if (!lateral && at(Kw::K_UNNEST)) {
        const Token unnest = advance();
        auto call = std::make_unique<FunctionCallExpr>();
        call->name.parts.push_back({std::string(unnest.text), false, unnest.range});
        call->name.range = unnest.range;
        expectPunct('(');
        call->args = parseExprList();
        expectPunct(')');
        finishNode(*call, begin, heightOf(call->args));
        auto fn = std::make_unique<TableFunctionRef>();
        fn->tableWrapper = false;
        if (at(Kw::K_WITH) && atWord(1) && upper(tok(1).text) == "ORDINALITY") {
            advance();
            advance();
            fn->withOrdinality = true;
        }
        const int h = call->height;
        fn->call = std::move(call);
        ref = std::move(fn);
        finishNode(*ref, begin, h);
    } else if (atPunct('(') && atQueryStart(1)) {
        advance();
        auto sub = std::make_unique<SubqueryTableRef>();
        sub->lateral = lateral;
        sub->query = parseQuery();
        expectPunct(')');
        const int h = sub->query->height;
        ref = std::move(sub);
        finishNode(*ref, begin, h);
    } else if (lateral) {
        fail(sluice::Engine::tr("TABLE(...) or a parenthesized query after LATERAL"));
    } else if (atPunct('(')) {
        advance();
        ref = parseFromClause();
        expectPunct(')');
    } else {
        auto named = std::make_unique<NamedTableRef>();
        named->name = parseQualifiedName(sluice::Engine::tr("a table name"));
        named->hints = takeHints();
        if (accept(Kw::K_FOR)) {
            expect(Kw::K_SYSTEM_TIME);
            expect(Kw::K_AS);
            expect(Kw::K_OF);
            named->forSystemTimeAsOf = parseBinary(5);
            for (Hint &h : takeHints())
                named->hints.push_back(std::move(h));
        }
        const int h = heightOf(named->forSystemTimeAsOf);
        ref = std::move(named);
        finishNode(*ref, begin, h);
    }
    if (atMatchRecognize())
        ref = parseMatchRecognize(std::move(ref), begin);
    parseTableAlias(*ref);
    ref->range = rangeFrom(begin);
    return ref;
}

void Parser::parseTableAlias(TableRef &ref)
{
    if (accept(Kw::K_AS))
        ref.alias = parseIdent(sluice::Engine::tr("an alias"));
    else if (atIdentifier())
        ref.alias = parseIdent(sluice::Engine::tr("an alias"));
    else
        return;
    if (acceptPunct('(')) {
        ref.columnAliases = parseIdentList(sluice::Engine::tr("a column alias"));
        expectPunct(')');
    }
}

std::unique_ptr<WindowSpec> Parser::parseWindowSpecBody(SourcePos begin)
{
    auto spec = std::make_unique<WindowSpec>();
    if (atIdentifier() && !at(Kw::K_PARTITION) && !at(Kw::K_ORDER))
        spec->name = parseIdent(sluice::Engine::tr("a window name"));
    if (accept(Kw::K_PARTITION)) {
        expect(Kw::K_BY);
        spec->partitionBy = parseExprList();
    }
    if (accept(Kw::K_ORDER)) {
        expect(Kw::K_BY);
        do {
            spec->orderBy.push_back(parseOrderItem());
        } while (acceptPunct(','));
    }
    if (at(Kw::K_ROWS) || at(Kw::K_RANGE)) {
        WindowFrame frame;
        const SourcePos frameBegin = startPos();
        frame.unit = at(Kw::K_ROWS) ? FrameUnit::Rows : FrameUnit::Range;
        advance();
        auto bound = [this]() {
            FrameBound b;
            const SourcePos boundBegin = startPos();
            if (accept(Kw::K_UNBOUNDED)) {
                if (accept(Kw::K_PRECEDING))
                    b.kind = FrameBoundKind::UnboundedPreceding;
                else if (accept(Kw::K_FOLLOWING))
                    b.kind = FrameBoundKind::UnboundedFollowing;
                else
                    fail(sluice::Engine::tr("PRECEDING or FOLLOWING"));
            } else if (accept(Kw::K_CURRENT)) {
                expect(Kw::K_ROW);
                b.kind = FrameBoundKind::CurrentRow;
            } else {
                b.offset = parseBinary(5);
                if (accept(Kw::K_PRECEDING))
                    b.kind = FrameBoundKind::Preceding;
                else if (accept(Kw::K_FOLLOWING))
                    b.kind = FrameBoundKind::Following;
                else
                    fail(sluice::Engine::tr("PRECEDING or FOLLOWING"));
            }
            b.range = rangeFrom(boundBegin);
            return b;
        };
        if (accept(Kw::K_BETWEEN)) {
            frame.start = bound();
            expect(Kw::K_AND);
            frame.end = bound();
        } else {
            frame.start = bound();
        }
        frame.range = rangeFrom(frameBegin);
        spec->frame = std::move(frame);
    }
    expectPunct(')');
    spec->range = rangeFrom(begin);
    return spec;
}

} // namespace sluice::sql
