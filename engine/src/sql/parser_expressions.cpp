// Expression grammar: precedence climbing for binary operators, predicates, primaries, calls.

#include "sql/parser.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::sql {
namespace {

// Binding strengths, loosest first (Calcite's order): OR < AND < NOT < comparisons and
// predicates < + - < * / % || < unary sign.
constexpr int kPrecOr = 1;
constexpr int kPrecAnd = 2;
constexpr int kPrecNot = 3;
constexpr int kPrecCompare = 4;
constexpr int kPrecAdditive = 5;
constexpr int kPrecMultiplicative = 6;

struct OperatorInfo {
    BinaryOp op;
    int precedence;
};


bool isNiladic(const std::string &name)
{
    return name == "CURRENT_TIMESTAMP" || name == "CURRENT_DATE" || name == "CURRENT_TIME" ||
           name == "LOCALTIME" || name == "LOCALTIMESTAMP" || name == "CURRENT_USER" ||
           name == "SESSION_USER" || name == "USER";
}

} // namespace

ExprPtr Parser::parseExpr()
{
    DepthGuard guard(*this);
    return parseBinary(kPrecOr);
}

std::vector<ExprPtr> Parser::parseExprList()
{
    std::vector<ExprPtr> list;
    do {
        list.push_back(parseExpr());
    } while (acceptPunct(','));
    return list;
}

ExprPtr Parser::parseBinary(int minPrecedence)
{
    const SourcePos begin = startPos();
    ExprPtr left;
    if (at(Kw::K_NOT)) {
        DepthGuard guard(*this);
        advance();
        auto unary = std::make_unique<UnaryExpr>();
        unary->op = UnaryOp::Not;
        unary->operand = parseBinary(kPrecNot);
        finishNode(*unary, begin, unary->operand->height);
        left = std::move(unary);
    } else {
        left = parseUnary();
    }
    for (;;) {
        const Kw k = kw();
        const bool predicate = k == Kw::K_IS || k == Kw::K_BETWEEN || k == Kw::K_IN ||
                               k == Kw::K_LIKE || k == Kw::K_SIMILAR ||
                               (k == Kw::K_NOT && (at(Kw::K_BETWEEN, 1) || at(Kw::K_IN, 1) ||
                                                   at(Kw::K_LIKE, 1) || at(Kw::K_SIMILAR, 1)));
        if (predicate) {
            if (kPrecCompare < minPrecedence)
                break;
            left = parsePredicateSuffix(std::move(left), begin);
            continue;
        }
        std::optional<OperatorInfo> info;
        if (k == Kw::K_OR) {
            info = OperatorInfo{BinaryOp::Or, kPrecOr};
        } else if (k == Kw::K_AND) {
            info = OperatorInfo{BinaryOp::And, kPrecAnd};
        } else if (tok().kind == TokenKind::Operator) {
            const std::string_view t = tok().text;
            if (t == "=")
                info = OperatorInfo{BinaryOp::Eq, kPrecCompare};
            else if (t == "<>" || t == "!=")
                info = OperatorInfo{BinaryOp::NotEq, kPrecCompare};
            else if (t == "<")
                info = OperatorInfo{BinaryOp::Lt, kPrecCompare};
            else if (t == "<=")
                info = OperatorInfo{BinaryOp::LtEq, kPrecCompare};
            else if (t == ">")
                info = OperatorInfo{BinaryOp::Gt, kPrecCompare};
            else if (t == ">=")
                info = OperatorInfo{BinaryOp::GtEq, kPrecCompare};
            else if (t == "+")
                info = OperatorInfo{BinaryOp::Add, kPrecAdditive};
            else if (t == "-")
                info = OperatorInfo{BinaryOp::Sub, kPrecAdditive};
            else if (t == "*")
                info = OperatorInfo{BinaryOp::Mul, kPrecMultiplicative};
            else if (t == "/")
                info = OperatorInfo{BinaryOp::Div, kPrecMultiplicative};
            else if (t == "%")
                info = OperatorInfo{BinaryOp::Mod, kPrecMultiplicative};
            else if (t == "||")
                info = OperatorInfo{BinaryOp::Concat, kPrecMultiplicative};
        }
        if (!info || info->precedence < minPrecedence)
            break;
        auto binary = std::make_unique<BinaryExpr>();
        binary->op = info->op;
        binary->opRange = advance().range;
        // Flink's parser conformance rejects '!='; report it and read it as '<>'.
        if (info->op == BinaryOp::NotEq && m_text.substr(binary->opRange.begin.offset, 2) == "!=")
            report(binary->opRange, sluice::Engine::tr("'!=' is not valid in Flink SQL; write '<>'"));
        binary->left = std::move(left);
        binary->right = parseBinary(info->precedence + 1);
        finishNode(*binary, begin, std::max(binary->left->height, binary->right->height));
        left = std::move(binary);
    }
    return left;
}

ExprPtr Parser::parsePredicateSuffix(ExprPtr left, SourcePos begin)
{
    const bool negated = accept(Kw::K_NOT);
    switch (kw()) {
    case Kw::K_IS: {
        advance();
        const bool isNot = accept(Kw::K_NOT);
        if (accept(Kw::K_DISTINCT)) {
            expect(Kw::K_FROM);
            auto binary = std::make_unique<BinaryExpr>();
            binary->op = isNot ? BinaryOp::IsNotDistinctFrom : BinaryOp::IsDistinctFrom;
            binary->left = std::move(left);
            binary->right = parseBinary(kPrecAdditive);
            finishNode(*binary, begin, std::max(binary->left->height, binary->right->height));
            return binary;
        }
        if (atWordText("JSON"))
            return parseIsJson(std::move(left), isNot, begin);
        auto is = std::make_unique<IsExpr>();
        is->negated = isNot;
        switch (kw()) {
        case Kw::K_NULL: is->test = IsTest::Null; break;
        case Kw::K_TRUE: is->test = IsTest::True; break;
        case Kw::K_FALSE: is->test = IsTest::False; break;
        case Kw::K_UNKNOWN: is->test = IsTest::Unknown; break;
        default: fail(sluice::Engine::tr("NULL, TRUE, FALSE, UNKNOWN or DISTINCT FROM after IS"));
        }
        advance();
        is->operand = std::move(left);
        finishNode(*is, begin, is->operand->height);
        return is;
    }
    case Kw::K_BETWEEN: {
        advance();
        auto between = std::make_unique<BetweenExpr>();
        between->negated = negated;
        if (accept(Kw::K_SYMMETRIC))
            between->symmetric = true;
        else
            accept(Kw::K_ASYMMETRIC);
        between->operand = std::move(left);
        between->low = parseBinary(kPrecAdditive);
        expect(Kw::K_AND);
        between->high = parseBinary(kPrecAdditive);
        finishNode(
            *between, begin,
            std::max({between->operand->height, between->low->height, between->high->height}));
        return between;
    }
    case Kw::K_IN: {
        advance();
        expectPunct('(');
        if (atQueryStart()) {
            auto in = std::make_unique<InSubqueryExpr>();
            in->negated = negated;
            in->operand = std::move(left);
            in->query = parseQuery();
            expectPunct(')');
            finishNode(*in, begin, std::max(in->operand->height, in->query->height));
            return in;
        }
        auto in = std::make_unique<InListExpr>();
        in->negated = negated;
        in->operand = std::move(left);
        in->list = parseExprList();
        expectPunct(')');
        finishNode(*in, begin, std::max(in->operand->height, heightOf(in->list)));
        return in;
    }
    case Kw::K_LIKE:
    case Kw::K_SIMILAR: {
        auto like = std::make_unique<LikeExpr>();
        like->similarTo = at(Kw::K_SIMILAR);
        advance();
        if (like->similarTo)
            expect(Kw::K_TO);
        like->negated = negated;
        like->operand = std::move(left);
        like->pattern = parseBinary(kPrecAdditive);
        if (accept(Kw::K_ESCAPE))
            like->escape = parseBinary(kPrecAdditive);
        finishNode(
            *like, begin,
            std::max({like->operand->height, like->pattern->height, heightOf(like->escape)}));
        return like;
    }
    default: fail(sluice::Engine::tr("BETWEEN, IN, LIKE or SIMILAR TO after NOT"));
    }
}

ExprPtr Parser::parseUnary()
{
    const SourcePos begin = startPos();
    if (atOp("-") || atOp("+")) {
        DepthGuard guard(*this);
        auto unary = std::make_unique<UnaryExpr>();
        unary->op = atOp("-") ? UnaryOp::Minus : UnaryOp::Plus;
        advance();
        unary->operand = parseUnary();
        finishNode(*unary, begin, unary->operand->height);
        return unary;
    }
    return parsePostfix(parsePrimary(), begin);
}

ExprPtr Parser::parsePostfix(ExprPtr base, SourcePos begin)
{
    for (;;) {
        if (atPunct('[')) {
            advance();
            auto index = std::make_unique<IndexExpr>();
            index->base = std::move(base);
            index->index = parseExpr();
            expectPunct(']');
            finishNode(*index, begin, std::max(index->base->height, index->index->height));
            base = std::move(index);
        } else if (atPunct('.')) {
            advance();
            auto access = std::make_unique<FieldAccessExpr>();
            access->base = std::move(base);
            access->field = parseIdent(sluice::Engine::tr("a field name"));
            finishNode(*access, begin, access->base->height);
            base = std::move(access);
        } else {
            return base;
        }
    }
}

ExprPtr Parser::parsePrimary()
{
    const Token &t = tok();
    const SourcePos begin = t.range.begin;
    switch (t.kind) {
    case TokenKind::Number: {
        auto literal = std::make_unique<LiteralExpr>();
        const Token n = advance();
        literal->text = std::string(n.text);
        if (n.text.find_first_of("eE") != std::string_view::npos)
            literal->literalKind = LiteralKind::Double;
        else if (n.text.find('.') != std::string_view::npos)
            literal->literalKind = LiteralKind::Decimal;
        else
            literal->literalKind = LiteralKind::Integer;
        finishNode(*literal, begin, 0);
        return literal;
    }
    case TokenKind::String: {
        auto literal = std::make_unique<LiteralExpr>();
        literal->literalKind = LiteralKind::String;
        literal->text = unquote(advance().text);
        finishNode(*literal, begin, 0);
        return literal;
    }
    case TokenKind::Operator:
        if (t.text == "*") {
            advance();
            auto star = std::make_unique<StarExpr>();
            finishNode(*star, begin, 0);
            return star;
        }
        fail(sluice::Engine::tr("an expression"));
    case TokenKind::Punctuation:
        if (t.text == "(")
            return parseParenthesized();
        fail(sluice::Engine::tr("an expression"));
    case TokenKind::QuotedIdentifier: return parseNameOrCall();
    case TokenKind::Identifier:
        // X'0aFF': a binary string literal, the quote right after the X.
        if ((t.text == "X" || t.text == "x") && tok(1).kind == TokenKind::String &&
            tok(1).range.begin.offset == t.range.end.offset) {
            auto literal = std::make_unique<LiteralExpr>();
            literal->literalKind = LiteralKind::Binary;
            advance();
            const Token hex = advance();
            literal->text = unquote(hex.text);
            if (literal->text.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos)
                failAt(hex.range, sluice::Engine::tr("Binary literal string must contain only characters '0' - '9', "
                                                     "'A' - 'F'"));
            finishNode(*literal, begin, 0);
            return literal;
        }
        break;
    case TokenKind::Keyword:
    case TokenKind::TypeName:
    case TokenKind::Function: break;
    default: fail(sluice::Engine::tr("an expression"));
    }

    const Kw k = kw();
    switch (k) {
    case Kw::K_TRUE:
    case Kw::K_FALSE:
    case Kw::K_NULL: {
        auto literal = std::make_unique<LiteralExpr>();
        literal->literalKind = k == Kw::K_NULL ? LiteralKind::Null : LiteralKind::Boolean;
        literal->text = k == Kw::K_NULL ? "NULL" : (k == Kw::K_TRUE ? "TRUE" : "FALSE");
        advance();
        finishNode(*literal, begin, 0);
        return literal;
    }
    case Kw::K_DATE:
    case Kw::K_TIME:
    case Kw::K_TIMESTAMP:
    case Kw::K_TIMESTAMP_LTZ:
        if (tok(1).kind == TokenKind::String) {
            auto literal = std::make_unique<LiteralExpr>();
            literal->literalKind = k == Kw::K_DATE        ? LiteralKind::Date
                                   : k == Kw::K_TIME      ? LiteralKind::Time
                                   : k == Kw::K_TIMESTAMP ? LiteralKind::Timestamp
                                                          : LiteralKind::TimestampLtz;
            advance();
            literal->text = unquote(advance().text);
            finishNode(*literal, begin, 0);
            return literal;
        }
        break;
    case Kw::K_INTERVAL: return parseInterval();
    case Kw::K_CASE: return parseCase();
    case Kw::K_CAST:
    case Kw::K_TRY_CAST:
        if (atPunct('(', 1))
            return parseCast();
        break;
    case Kw::K_EXISTS: {
        advance();
        expectPunct('(');
        auto exists = std::make_unique<ExistsExpr>();
        exists->query = parseQuery();
        expectPunct(')');
        finishNode(*exists, begin, exists->query->height);
        return exists;
    }
    case Kw::K_ARRAY:
    case Kw::K_MAP:
    case Kw::K_MULTISET:
        if (atPunct('[', 1)) {
            auto call = std::make_unique<FunctionCallExpr>();
            const Token name = advance();
            call->name.parts.push_back({upper(name.text), false, name.range});
            call->name.range = name.range;
            advance(); // '['
            if (!atPunct(']'))
                call->args = parseExprList();
            expectPunct(']');
            finishNode(*call, begin, heightOf(call->args));
            return call;
        }
        break;
    case Kw::K_TABLE: {
        advance();
        auto arg = std::make_unique<TableArgExpr>();
        arg->table = parseQualifiedName(sluice::Engine::tr("a table name"));
        // PARTITION BY k, or PARTITION BY (k1, k2): the comma after a bare key ends the argument.
        if (accept(Kw::K_PARTITION)) {
            expect(Kw::K_BY);
            if (acceptPunct('(')) {
                do {
                    arg->partitionBy.push_back(parseIdent(sluice::Engine::tr("a column name")));
                } while (acceptPunct(','));
                expectPunct(')');
            } else {
                arg->partitionBy.push_back(parseIdent(sluice::Engine::tr("a column name")));
            }
        }
        finishNode(*arg, begin, 0);
        return arg;
    }
    case Kw::K_DESCRIPTOR: {
        advance();
        expectPunct('(');
        auto descriptor = std::make_unique<DescriptorExpr>();
        descriptor->columns = parseIdentList(sluice::Engine::tr("a column name"));
        expectPunct(')');
        finishNode(*descriptor, begin, 0);
        return descriptor;
    }
    case Kw::K_EXTRACT:
    case Kw::K_TRIM:
    case Kw::K_SUBSTRING:
    case Kw::K_POSITION:
    case Kw::K_OVERLAY:
        if (atPunct('(', 1))
            return parseSpecialCall(k, begin);
        break;
    default: break;
    }
    return parseNameOrCall();
}

ExprPtr Parser::parseParenthesized()
{
    const SourcePos begin = startPos();
    if (atQueryStart(1)) {
        advance(); // '('
        auto sub = std::make_unique<SubqueryExpr>();
        sub->query = parseQuery();
        expectPunct(')');
        finishNode(*sub, begin, sub->query->height);
        return sub;
    }
    const Token open = advance();
    ExprPtr first = parseExpr();
    if (!atPunct(',')) {
        expectPunct(')');
        return first;
    }
    // (a, b, ...): an implicit row constructor.
    auto row = std::make_unique<FunctionCallExpr>();
    row->name.parts.push_back({"ROW", false, open.range});
    row->name.range = open.range;
    row->args.push_back(std::move(first));
    while (acceptPunct(','))
        row->args.push_back(parseExpr());
    expectPunct(')');
    finishNode(*row, begin, heightOf(row->args));
    return row;
}

ExprPtr Parser::parseNameOrCall()
{
    const SourcePos begin = startPos();
    const Entry &e = entry(0);
    if (e.token.kind != TokenKind::QuotedIdentifier && e.word && e.word->reserved) {
        const std::string name = upper(e.token.text);
        // Reserved words name functions (COUNT, UPPER, ROW, ...) but never clause keywords.
        const bool callable =
            atPunct('(', 1) &&
            (e.word->function || e.word->kw == Kw::None || e.word->kw == Kw::K_ROW ||
             e.word->kw == Kw::K_LEFT || e.word->kw == Kw::K_RIGHT || timeUnitAt().has_value());
        if (callable) {
            const Token t = advance();
            QualifiedName qn;
            qn.parts.push_back({std::string(t.text), false, t.range});
            qn.range = t.range;
            return parseFunctionCall(std::move(qn), begin);
        }
        if (isNiladic(name)) {
            const Token t = advance();
            auto call = std::make_unique<FunctionCallExpr>();
            call->name.parts.push_back({std::string(t.text), false, t.range});
            call->name.range = t.range;
            call->noParentheses = true;
            finishNode(*call, begin, 0);
            return call;
        }
        // Structural keywords get a plain message; name-like ones (DAY, DATE, ...) get the
        // "quote it" advice from parseIdent().
        if (e.word->kw != Kw::None && !e.word->typeName && !timeUnitAt())
            fail(sluice::Engine::tr("an expression"));
    }
    std::vector<Ident> parts;
    parts.push_back(parseIdent(sluice::Engine::tr("an expression")));
    while (atPunct('.')) {
        if (atPunct('*', 1)) {
            advance();
            advance();
            auto star = std::make_unique<StarExpr>();
            star->qualifier = std::move(parts);
            finishNode(*star, begin, 0);
            return star;
        }
        advance();
        parts.push_back(parseIdent(sluice::Engine::tr("a name after '.'")));
    }
    if (atPunct('(')) {
        QualifiedName qn;
        qn.parts = std::move(parts);
        qn.range = rangeFrom(begin);
        return parseFunctionCall(std::move(qn), begin);
    }
    auto column = std::make_unique<ColumnRefExpr>();
    column->parts = std::move(parts);
    finishNode(*column, begin, 0);
    return column;
}

ExprPtr Parser::parseFunctionCall(QualifiedName name, SourcePos begin)
{
    auto call = std::make_unique<FunctionCallExpr>();
    call->name = std::move(name);
    expectPunct('(');
    if (atPunct('*') && atPunct(')', 1)) {
        advance();
        call->star = true;
    } else if (!atPunct(')')) {
        if (accept(Kw::K_DISTINCT))
            call->distinct = true;
        else
            accept(Kw::K_ALL);
        parseCallArguments(*call);
    }
    expectPunct(')');
    if (at(Kw::K_FILTER) && atPunct('(', 1)) {
        const std::string fn = upper(call->name.last().name);
        // Calcite's grammar gives the JSON aggregates no FILTER clause.
        if (fn == "JSON_OBJECTAGG" || fn == "JSON_ARRAYAGG")
            failAt(tok().range,
                   sluice::Engine::tr("%1 takes no FILTER clause; filter its input with WHERE").arg(fn));
        advance();
        advance();
        expect(Kw::K_WHERE);
        call->filter = parseExpr();
        expectPunct(')');
    }
    if (at(Kw::K_OVER)) {
        advance();
        const SourcePos overBegin = startPos();
        if (acceptPunct('(')) {
            call->over = parseWindowSpecBody(overBegin);
        } else {
            call->over = std::make_unique<WindowSpec>();
            call->over->name = parseIdent(sluice::Engine::tr("a window name or '('"));
            call->over->range = rangeFrom(overBegin);
        }
    }
    int h = std::max(heightOf(call->args), heightOf(call->filter));
    if (call->over)
        h = std::max({h, heightOf(call->over->partitionBy), heightOf(call->over->orderBy)});
    finishNode(*call, begin, h);
    return call;
}

void Parser::parseCallArguments(FunctionCallExpr &call)
{
    const std::string fn = upper(call.name.last().name);
    if (fn == "JSON_OBJECT" || fn == "JSON_ARRAY" || fn == "JSON_OBJECTAGG" || fn == "JSON_ARRAYAGG") {
        parseJsonConstructorArguments(call, fn == "JSON_OBJECT" || fn == "JSON_OBJECTAGG");
        return;
    }
    do {
        if (atIdentifier() && atOp("=>", 1)) {
            if (call.argNames.size() != call.args.size())
                failAt(tok().range, sluice::Engine::tr("named and positional arguments cannot be mixed"));
            call.argNames.push_back(parseIdent(sluice::Engine::tr("an argument name")));
            advance(); // =>
            call.args.push_back(parseExpr());
            continue;
        }
        if (!call.argNames.empty())
            failAt(tok().range, sluice::Engine::tr("named and positional arguments cannot be mixed"));
        // A bare time unit (TIMESTAMPADD(DAY, 1, ts)) is a symbol, not a column.
        if (timeUnitAt() && (atPunct(',', 1) || atPunct(')', 1))) {
            call.args.push_back(makeSymbol(advance()));
            continue;
        }
        call.args.push_back(parseExpr());
        // ARRAY_AGG(x IGNORE NULLS) / ARRAY_AGG(x RESPECT NULLS): a trailing symbol argument.
        if (fn == "ARRAY_AGG" && (atWordText("IGNORE") || atWordText("RESPECT")) &&
            atWordText("NULLS", 1)) {
            const Token treatment = advance();
            advance(); // NULLS
            auto s = std::make_unique<SymbolExpr>();
            s->name = upper(treatment.text) + "_NULLS";
            s->range = treatment.range;
            call.args.push_back(std::move(s));
            break;
        }
        if ((fn == "FLOOR" || fn == "CEIL" || fn == "CEILING") && accept(Kw::K_TO)) {
            // Any unit word (MILLENNIUM ... MILLISECOND, ISOYEAR, DOW ...); the binder checks it
            // against the operand. Flink's parser has no sub-millisecond unit here.
            if (!atWord())
                fail(sluice::Engine::tr("a time unit"));
            if (at(Kw::K_MICROSECOND) || at(Kw::K_NANOSECOND))
                failAt(tok().range,
                       sluice::Engine::tr("'%1' is not a valid datetime format").arg(upper(tok().text)));
            call.args.push_back(makeSymbol(advance()));
        }
    } while (acceptPunct(','));
    if (fn == "JSON_VALUE" || fn == "JSON_QUERY" || fn == "JSON_EXISTS")
        parseJsonClauses(call);
}

// `x IS [NOT] JSON [VALUE | SCALAR | ARRAY | OBJECT]`: the call IS_JSON(x [, kind]).
ExprPtr Parser::parseIsJson(ExprPtr operand, bool negated, SourcePos begin)
{
    const Token json = advance();
    auto call = std::make_unique<FunctionCallExpr>();
    call->name.parts.push_back({"IS_JSON", false, json.range});
    call->name.range = json.range;
    call->args.push_back(std::move(operand));
    if (atWordText("VALUE") || atWordText("SCALAR") || atWordText("ARRAY") || atWordText("OBJECT"))
        call->args.push_back(makeSymbol(advance()));
    finishNode(*call, begin, call->args[0]->height);
    if (!negated)
        return call;
    auto notExpr = std::make_unique<UnaryExpr>();
    notExpr->op = UnaryOp::Not;
    const int height = call->height;
    notExpr->operand = std::move(call);
    finishNode(*notExpr, begin, height);
    return notExpr;
}

// The clauses after the arguments of JSON_VALUE, JSON_QUERY and JSON_EXISTS, as symbol
// arguments: RETURNING type (a typed NULL after the symbol RETURNING), WITHOUT / WITH
// [CONDITIONAL | UNCONDITIONAL] [ARRAY] WRAPPER, and {NULL | ERROR | TRUE | FALSE | UNKNOWN |
// EMPTY ARRAY | EMPTY OBJECT | DEFAULT expr} ON {EMPTY | ERROR} (DEFAULT's expression follows
// its symbol).
void Parser::parseJsonClauses(FunctionCallExpr &call)
{
    auto symbol = [&](std::string name, SourceRange range) {
        auto s = std::make_unique<SymbolExpr>();
        s->name = std::move(name);
        s->range = range;
        call.args.push_back(std::move(s));
    };
    while (!atPunct(')') && !atEnd()) {
        const SourceRange at = tok().range;
        if (atWordText("RETURNING")) {
            advance();
            symbol("RETURNING", at);
            auto cast = std::make_unique<CastExpr>();
            auto null = std::make_unique<LiteralExpr>();
            null->literalKind = LiteralKind::Null;
            null->range = at;
            cast->operand = std::move(null);
            cast->type = parseDataType();
            cast->range = cast->type.range;
            call.args.push_back(std::move(cast));
            continue;
        }
        if (atWordText("WITHOUT") || atWordText("WITH")) {
            const bool with = atWordText("WITH");
            advance();
            std::string kind = with ? "UNCONDITIONAL_ARRAY" : "WITHOUT_ARRAY";
            if (with && atWordText("CONDITIONAL")) {
                advance();
                kind = "CONDITIONAL_ARRAY";
            } else if (with && atWordText("UNCONDITIONAL")) {
                advance();
            }
            if (atWordText("ARRAY"))
                advance();
            expectWord("WRAPPER");
            symbol(kind, at);
            continue;
        }
        std::string behavior;
        ExprPtr defaultValue;
        if (atWordText("EMPTY")) {
            advance();
            if (!atWordText("ARRAY") && !atWordText("OBJECT"))
                fail(sluice::Engine::tr("ARRAY or OBJECT after EMPTY"));
            behavior = "EMPTY_" + upper(advance().text);
        } else if (atWordText("DEFAULT")) {
            advance();
            behavior = "DEFAULT";
            defaultValue = parseExpr();
        } else if (atWordText("NULL") || atWordText("ERROR") || atWordText("TRUE") ||
                   atWordText("FALSE") || atWordText("UNKNOWN")) {
            behavior = upper(advance().text);
        } else {
            fail(sluice::Engine::tr("RETURNING, a WRAPPER clause or an ON EMPTY / ON ERROR clause"));
        }
        expect(Kw::K_ON);
        if (!atWordText("EMPTY") && !atWordText("ERROR"))
            fail(sluice::Engine::tr("EMPTY or ERROR after ON"));
        symbol(behavior + "_ON_" + upper(advance().text), at);
        if (defaultValue)
            call.args.push_back(std::move(defaultValue));
    }
}

// JSON_OBJECT([KEY] k VALUE v, ... [{NULL | ABSENT} ON NULL]) and JSON_ARRAY(v, ...
// [{NULL | ABSENT} ON NULL]): keys and values alternate; the ON NULL clause becomes a leading
// symbol argument NULL_ON_NULL / ABSENT_ON_NULL.
void Parser::parseJsonConstructorArguments(FunctionCallExpr &call, bool object)
{
    auto atOnNull = [&] {
        return (atWordText("NULL") || atWordText("ABSENT")) && atWordText("ON", 1) &&
               atWordText("NULL", 2);
    };
    std::vector<ExprPtr> args;
    while (!atPunct(')') && !atEnd()) {
        if (atOnNull()) {
            const Token behavior = advance();
            const SourceRange range = behavior.range;
            advance(); // ON
            advance(); // NULL
            auto s = std::make_unique<SymbolExpr>();
            s->name = upper(behavior.text) + "_ON_NULL";
            s->range = range;
            call.args.push_back(std::move(s));
            break;
        }
        if (!args.empty())
            expectPunct(',');
        if (object) {
            if (atWordText("KEY"))
                advance();
            args.push_back(parseBinary(kPrecAdditive));
            expectWord("VALUE");
        }
        args.push_back(parseExpr());
    }
    for (auto &a : args)
        call.args.push_back(std::move(a));
}

ExprPtr Parser::makeSymbol(const Token &t)
{
    auto symbol = std::make_unique<SymbolExpr>();
    symbol->name = upper(t.text);
    symbol->range = t.range;
    return symbol;
}

ExprPtr Parser::parseSpecialCall(Kw k, SourcePos begin)
{
    auto call = std::make_unique<FunctionCallExpr>();
    const Token name = advance();
    call->name.parts.push_back({upper(name.text), false, name.range});
    call->name.range = name.range;
    expectPunct('(');
    switch (k) {
    case Kw::K_EXTRACT:
        if (!atWord())
            fail(sluice::Engine::tr("a time unit such as DAY or HOUR"));
        call->args.push_back(makeSymbol(advance()));
        expect(Kw::K_FROM);
        call->args.push_back(parseExpr());
        break;
    case Kw::K_TRIM:
        if (at(Kw::K_BOTH) || at(Kw::K_LEADING) || at(Kw::K_TRAILING))
            call->args.push_back(makeSymbol(advance()));
        if (accept(Kw::K_FROM)) {
            call->args.push_back(parseExpr());
        } else {
            call->args.push_back(parseExpr());
            if (accept(Kw::K_FROM))
                call->args.push_back(parseExpr());
        }
        break;
    case Kw::K_SUBSTRING:
        call->args.push_back(parseExpr());
        if (accept(Kw::K_FROM)) {
            call->args.push_back(parseExpr());
            if (accept(Kw::K_FOR))
                call->args.push_back(parseExpr());
        } else {
            while (acceptPunct(','))
                call->args.push_back(parseExpr());
        }
        break;
    case Kw::K_OVERLAY: // OVERLAY(s PLACING r FROM start [FOR length])
        call->args.push_back(parseExpr());
        expect(Kw::K_PLACING);
        call->args.push_back(parseExpr());
        expect(Kw::K_FROM);
        call->args.push_back(parseExpr());
        if (accept(Kw::K_FOR))
            call->args.push_back(parseExpr());
        break;
    default: // POSITION(a IN b)
        call->args.push_back(parseBinary(kPrecAdditive));
        expect(Kw::K_IN);
        call->args.push_back(parseExpr());
        break;
    }
    expectPunct(')');
    finishNode(*call, begin, heightOf(call->args));
    return call;
}

ExprPtr Parser::parseCase()
{
    const SourcePos begin = startPos();
    advance(); // CASE
    auto expr = std::make_unique<CaseExpr>();
    if (!at(Kw::K_WHEN))
        expr->operand = parseExpr();
    int h = heightOf(expr->operand);
    while (accept(Kw::K_WHEN)) {
        CaseWhen when;
        when.condition = parseExpr();
        expect(Kw::K_THEN);
        when.result = parseExpr();
        h = std::max({h, when.condition->height, when.result->height});
        expr->whens.push_back(std::move(when));
    }
    if (expr->whens.empty())
        fail("WHEN");
    if (accept(Kw::K_ELSE))
        expr->elseResult = parseExpr();
    expect(Kw::K_END);
    finishNode(*expr, begin, std::max(h, heightOf(expr->elseResult)));
    return expr;
}

ExprPtr Parser::parseCast()
{
    const SourcePos begin = startPos();
    auto cast = std::make_unique<CastExpr>();
    cast->tryCast = at(Kw::K_TRY_CAST);
    advance();
    expectPunct('(');
    cast->operand = parseExpr();
    expect(Kw::K_AS);
    cast->type = parseDataType();
    if (cast->type.notNull) {
        // Flink's parser takes no NULL / NOT NULL after a CAST's type: the result is as
        // nullable as the operand.
        report(cast->type.range, sluice::Engine::tr("CAST takes its target type without NOT NULL; the "
                                                    "result is NOT NULL when the value cast is"));
        throw SyntaxError{};
    }
    expectPunct(')');
    finishNode(*cast, begin, cast->operand->height);
    return cast;
}

ExprPtr Parser::parseInterval()
{
    const SourcePos begin = startPos();
    advance(); // INTERVAL
    auto interval = std::make_unique<IntervalExpr>();
    if (atOp("-")) {
        interval->negative = true;
        advance();
    } else if (atOp("+")) {
        advance();
    }
    if (tok().kind == TokenKind::Number)
        failAt(tok().range, sluice::Engine::tr("expected a quoted interval value but found %1 (write "
                                               "INTERVAL '%2' %3)")
                                .arg(describeFound())
                                .arg(tok().text)
                                .arg(atWord(1) ? upper(tok(1).text) : std::string("SECOND")));
    if (tok().kind != TokenKind::String)
        fail(sluice::Engine::tr("a quoted interval value such as '10'"));
    const Token value = advance();
    interval->value = unquote(value.text);
    interval->valueRange = value.range;
    auto unit = [this](bool *plural) {
        const std::optional<TimeUnit> u = timeUnitAt(plural);
        if (!u || *u == TimeUnit::Quarter || *u == TimeUnit::Week || *u > TimeUnit::Second)
            fail(sluice::Engine::tr("a time unit (YEAR, MONTH, DAY, HOUR, MINUTE or SECOND)"));
        advance();
        if (acceptPunct('(')) { // leading / fractional precision, e.g. SECOND(3)
            parseTypeParameter();
            if (acceptPunct(','))
                parseTypeParameter();
            expectPunct(')');
        }
        return *u;
    };
    interval->from = unit(&interval->pluralUnit);
    if (accept(Kw::K_TO)) {
        bool plural = false;
        interval->to = unit(&plural);
    }
    finishNode(*interval, begin, 0);
    return interval;
}

} // namespace sluice::sql
