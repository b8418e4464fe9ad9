// MATCH_RECOGNIZE (row pattern recognition), as Flink's parser (Calcite's) reads it: the clauses
// in their fixed order, the PATTERN's regular-expression syntax and the quantifiers.

#include "sql/parser.h"

#include <sluice/text.h>

#include <charconv>

namespace sluice::sql {

bool Parser::atWordText(std::string_view word, std::size_t i)
{
    return atWord(i) && upper(tok(i).text) == word;
}

void Parser::expectWord(const char *word)
{
    if (!atWordText(word))
        fail(word);
    advance();
}

bool Parser::atMatchRecognize()
{
    return atWordText("MATCH_RECOGNIZE") && atPunct('(', 1);
}

TableRefPtr Parser::parseMatchRecognize(TableRefPtr input, SourcePos begin)
{
    DepthGuard guard(*this);
    auto match = std::make_unique<MatchRecognizeRef>();
    const int inputHeight = input->height;
    match->input = std::move(input);
    advance(); // MATCH_RECOGNIZE
    expectPunct('(');
    if (accept(Kw::K_PARTITION)) {
        expect(Kw::K_BY);
        match->partitionBy = parseExprList();
    }
    if (accept(Kw::K_ORDER)) {
        expect(Kw::K_BY);
        do {
            match->orderBy.push_back(parseOrderItem());
        } while (acceptPunct(','));
    }
    if (atWordText("MEASURES")) {
        advance();
        do {
            MatchMeasure measure;
            measure.expr = parseExpr();
            expect(Kw::K_AS);
            measure.name = parseIdent(sluice::Engine::tr("a measure name"));
            match->measures.push_back(std::move(measure));
        } while (acceptPunct(','));
    }
    if (atWordText("ONE") || at(Kw::K_ALL)) {
        const SourcePos rowsBegin = startPos();
        if (accept(Kw::K_ALL)) {
            expect(Kw::K_ROWS);
            match->allRowsPerMatch = true;
        } else {
            advance();
            expect(Kw::K_ROW);
        }
        expectWord("PER");
        expectWord("MATCH");
        match->rowsPerMatchRange = rangeFrom(rowsBegin);
    }
    if (atWordText("AFTER")) {
        const SourcePos afterBegin = startPos();
        advance();
        expectWord("MATCH");
        expectWord("SKIP");
        if (atWordText("PAST")) {
            advance();
            expect(Kw::K_LAST);
            expect(Kw::K_ROW);
            match->afterMatch = AfterMatchSkip::PastLastRow;
        } else {
            expect(Kw::K_TO);
            if (accept(Kw::K_NEXT)) {
                expect(Kw::K_ROW);
                match->afterMatch = AfterMatchSkip::ToNextRow;
            } else if (accept(Kw::K_FIRST)) {
                match->afterMatch = AfterMatchSkip::ToFirst;
                match->afterMatchVariable = parseIdent(sluice::Engine::tr("a pattern variable"));
            } else {
                accept(Kw::K_LAST);
                match->afterMatch = AfterMatchSkip::ToLast;
                match->afterMatchVariable = parseIdent(sluice::Engine::tr("a pattern variable"));
            }
        }
        match->afterMatchRange = rangeFrom(afterBegin);
    }
    expectWord("PATTERN");
    const SourcePos patternBegin = startPos();
    expectPunct('(');
    if (acceptPunct('^'))
        match->anchorStart = true;
    match->pattern = parsePatternAlternation();
    if (tok().text == "$") {
        advance();
        match->anchorEnd = true;
    }
    expectPunct(')');
    match->patternRange = rangeFrom(patternBegin);
    if (atWordText("WITHIN")) {
        advance();
        match->within = parsePrimary();
    }
    if (atWordText("SUBSET")) {
        advance();
        do {
            MatchSubset subset;
            subset.name = parseIdent(sluice::Engine::tr("a subset name"));
            if (!atOp("="))
                fail("'='");
            advance();
            expectPunct('(');
            subset.variables = parseIdentList(sluice::Engine::tr("a pattern variable"));
            expectPunct(')');
            match->subsets.push_back(std::move(subset));
        } while (acceptPunct(','));
    }
    expectWord("DEFINE");
    do {
        MatchDefinition definition;
        definition.variable = parseIdent(sluice::Engine::tr("a pattern variable"));
        expect(Kw::K_AS);
        definition.condition = parseExpr();
        match->definitions.push_back(std::move(definition));
    } while (acceptPunct(','));
    expectPunct(')');
    int height = inputHeight;
    for (const MatchMeasure &m : match->measures)
        height = std::max(height, m.expr->height);
    for (const MatchDefinition &d : match->definitions)
        height = std::max(height, d.condition->height);
    finishNode(*match, begin, height);
    return match;
}

std::unique_ptr<PatternTerm> Parser::parsePatternAlternation()
{
    DepthGuard guard(*this);
    const SourcePos begin = startPos();
    auto first = parsePatternConcat();
    if (!(tok().kind == TokenKind::Invalid && tok().text == "|"))
        return first;
    auto alternation = std::make_unique<PatternTerm>();
    alternation->kind = PatternTermKind::Alternation;
    alternation->items.push_back(std::move(first));
    while (tok().kind == TokenKind::Invalid && tok().text == "|") {
        advance();
        alternation->items.push_back(parsePatternConcat());
    }
    alternation->range = rangeFrom(begin);
    return alternation;
}

std::unique_ptr<PatternTerm> Parser::parsePatternConcat()
{
    const SourcePos begin = startPos();
    auto first = parsePatternFactor();
    auto startsFactor = [this] {
        return atIdentifier() || atWord() || atPunct('(') || atPunct('{');
    };
    if (!startsFactor())
        return first;
    auto concat = std::make_unique<PatternTerm>();
    concat->kind = PatternTermKind::Concat;
    concat->items.push_back(std::move(first));
    while (startsFactor())
        concat->items.push_back(parsePatternFactor());
    concat->range = rangeFrom(begin);
    return concat;
}

std::unique_ptr<PatternTerm> Parser::parsePatternFactor()
{
    DepthGuard guard(*this);
    const SourcePos begin = startPos();
    std::unique_ptr<PatternTerm> term;
    if (acceptPunct('(')) {
        term = std::make_unique<PatternTerm>();
        term->kind = PatternTermKind::Group;
        term->items.push_back(parsePatternAlternation());
        expectPunct(')');
    } else if (atPunct('{') && atOp("-", 1)) {
        advance();
        advance();
        term = std::make_unique<PatternTerm>();
        term->kind = PatternTermKind::Exclusion;
        term->items.push_back(parsePatternAlternation());
        if (!atOp("-") || !atPunct('}', 1))
            fail("'-}'");
        advance();
        advance();
    } else if (atWordText("PERMUTE") && atPunct('(', 1)) {
        advance();
        advance();
        term = std::make_unique<PatternTerm>();
        term->kind = PatternTermKind::Permute;
        do {
            term->items.push_back(parsePatternAlternation());
        } while (acceptPunct(','));
        expectPunct(')');
    } else {
        term = std::make_unique<PatternTerm>();
        term->kind = PatternTermKind::Variable;
        if (!atIdentifier() && !atWord())
            fail(sluice::Engine::tr("a pattern variable"));
        term->variable = parseIdent(sluice::Engine::tr("a pattern variable"));
    }
    parsePatternQuantifier(term->quantifier);
    term->range = rangeFrom(begin);
    return term;
}

void Parser::parsePatternQuantifier(PatternQuantifier &q)
{
    const SourcePos begin = startPos();
    auto number = [this]() {
        if (tok().kind != TokenKind::Number)
            fail(sluice::Engine::tr("a number of rows"));
        int value = 0;
        const std::string_view text = tok().text;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (error != std::errc() || end != text.data() + text.size() || value < 0)
            failAt(tok().range, sluice::Engine::tr("'%1' is not a number of rows").arg(text));
        advance();
        return value;
    };
    if (atOp("*")) {
        advance();
        q = {0, -1, false, true, {}};
    } else if (atOp("+")) {
        advance();
        q = {1, -1, false, true, {}};
    } else if (acceptPunct('?')) {
        q = {0, 1, false, true, {}};
    } else if (atPunct('{') && !atOp("-", 1)) {
        advance();
        q.written = true;
        if (acceptPunct(',')) {
            q.min = -1; // not written (Calcite's -1)
            q.max = number();
        } else {
            q.min = number();
            if (acceptPunct(','))
                q.max = atPunct('}') ? -1 : number();
            else
                q.max = q.min;
        }
        expectPunct('}');
        if (q.max != -1 && q.max < q.min)
            failAt(rangeFrom(begin),
                   sluice::Engine::tr("a quantifier's upper bound is below its lower bound"));
    } else {
        return;
    }
    if (acceptPunct('?'))
        q.reluctant = true;
    q.range = rangeFrom(begin);
}

} // namespace sluice::sql
