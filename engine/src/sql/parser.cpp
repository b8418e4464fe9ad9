#include "sql/parser.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::sql {

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    return out;
}
namespace {

constexpr int kMaxErrors = 500;
constexpr std::size_t kShownTokenLength = 32;

bool isComment(TokenKind kind)
{
    return kind == TokenKind::LineComment || kind == TokenKind::BlockComment ||
           kind == TokenKind::Hint;
}

} // namespace

Parser::Parser(std::string_view text, Diagnostics &diagnostics)
    : m_text(text), m_diagnostics(diagnostics), m_lexer(text)
{
}

// ---------------------------------------------------------------------------------------------
// Token stream

Parser::Entry &Parser::entry(std::size_t i)
{
    while (m_count <= i) {
        Entry &e = m_ring[(m_head + m_count) % kLookahead];
        e.comments.clear();
        e.hintsTaken = false;
        for (;;) {
            Token t = m_lexer.next();
            if (isComment(t.kind)) {
                e.comments.push_back(t);
                continue;
            }
            e.token = t;
            e.word = m_lexer.lastWord();
            break;
        }
        ++m_count;
    }
    return m_ring[(m_head + i) % kLookahead];
}

Kw Parser::kw(std::size_t i)
{
    const Entry &e = entry(i);
    return e.word && e.token.kind != TokenKind::QuotedIdentifier ? e.word->kw : Kw::None;
}

bool Parser::atPunct(char c, std::size_t i)
{
    const Token &t = tok(i);
    return (t.kind == TokenKind::Punctuation || t.kind == TokenKind::Operator) &&
           t.text.size() == 1 && t.text[0] == c;
}

bool Parser::atOp(std::string_view op, std::size_t i)
{
    const Token &t = tok(i);
    return t.kind == TokenKind::Operator && t.text == op;
}

bool Parser::atWord(std::size_t i)
{
    const TokenKind k = tok(i).kind;
    return k == TokenKind::Identifier || k == TokenKind::Keyword || k == TokenKind::TypeName ||
           k == TokenKind::Function;
}

bool Parser::atIdentifier(std::size_t i)
{
    if (tok(i).kind == TokenKind::QuotedIdentifier)
        return true;
    if (!atWord(i))
        return false;
    const WordInfo *w = entry(i).word;
    return !w || !w->reserved;
}

Token Parser::advance()
{
    Entry &e = entry(0);
    if (!e.hintsTaken) {
        for (const Token &c : e.comments) {
            if (c.kind == TokenKind::Hint)
                report(c.range, sluice::Engine::tr("a hint is not allowed here: hints go right after SELECT, "
                                                   "after a table name, after JOIN or after INSERT INTO "
                                                   "<table>"));
        }
    }
    if (m_watchComments && !m_watchedComment && !e.comments.empty())
        m_watchedComment = e.comments.front().range;
    const Token t = e.token;
    if (t.kind != TokenKind::End) {
        m_prevEnd = t.range.end;
        m_head = (m_head + 1) % kLookahead;
        --m_count;
    }
    return t;
}

bool Parser::accept(Kw k)
{
    if (!at(k))
        return false;
    advance();
    return true;
}

bool Parser::acceptPunct(char c)
{
    if (!atPunct(c))
        return false;
    advance();
    return true;
}

Token Parser::expect(Kw k)
{
    if (!at(k)) {
        // The keyword spelled by its enum name; K_ prefix removed.
        static constexpr std::string_view kNames[] = {"",
#define SLUICE_SQL_KW_NAME(name) #name,
                                                      SLUICE_SQL_PARSER_KEYWORDS(SLUICE_SQL_KW_NAME)
#undef SLUICE_SQL_KW_NAME
        };
        fail(std::string(kNames[static_cast<std::size_t>(k)]));
    }
    return advance();
}

Token Parser::expectPunct(char c)
{
    if (!atPunct(c))
        fail(std::string("'") + c + "'");
    return advance();
}

std::vector<Hint> Parser::takeHints()
{
    Entry &e = entry(0);
    std::vector<Hint> hints;
    if (e.hintsTaken)
        return hints;
    e.hintsTaken = true;
    for (const Token &c : e.comments) {
        if (c.kind != TokenKind::Hint)
            continue;
        // Hint errors go through report() so they count towards the error cap.
        Diagnostics hintDiagnostics;
        std::vector<Hint> parsed = HintParser(hintDiagnostics).parse(c);
        for (const Diagnostic &d : hintDiagnostics)
            report(d.range, d.message);
        for (Hint &h : parsed)
            hints.push_back(std::move(h));
    }
    return hints;
}

// ---------------------------------------------------------------------------------------------
// Errors

Text Parser::describeFound()
{
    const Token &t = tok();
    switch (t.kind) {
    case TokenKind::End: return sluice::Engine::tr("end of input");
    case TokenKind::Invalid: return describeInvalidToken(t.text);
    default: break;
    }
    std::string s;
    for (char c : t.text.substr(0, kShownTokenLength))
        s.push_back(c == '\n' || c == '\r' || c == '\t' ? ' ' : c);
    if (t.text.size() > kShownTokenLength)
        s += "...";
    if (t.kind == TokenKind::String)
        return sluice::Engine::tr("string %1").arg(s);
    return sluice::Engine::tr("'%1'").arg(s);
}

void Parser::fail(Text expected)
{
    const Token &t = tok();
    if (t.kind == TokenKind::Invalid)
        failAt(t.range, describeInvalidToken(t.text));
    failAt(t.range, sluice::Engine::tr("expected %1 but found %2").arg(std::move(expected)).arg(describeFound()));
}

void Parser::failAt(SourceRange range, Text message)
{
    report(range, std::move(message));
    throw SyntaxError{};
}

void Parser::unsupportedAt(SourceRange range, const Text &what)
{
    if (!m_stopped)
        m_diagnostics.warning(range, unsupportedText(what), kEngineUnsupported);
    throw SyntaxError{};
}

void Parser::report(SourceRange range, Text message)
{
    if (m_stopped)
        return;
    if (++m_errorCount > kMaxErrors) {
        m_diagnostics.error(range, sluice::Engine::tr("too many syntax errors; stopped checking here"), "syntax");
        m_stopped = true;
        return;
    }
    m_diagnostics.error(range, std::move(message), "syntax");
}

Parser::DepthGuard::DepthGuard(Parser &parser) : m_parser(parser)
{
    if (++m_parser.m_depth > kMaxNestingDepth) {
        --m_parser.m_depth;
        m_parser.failAt(m_parser.tok().range,
                        sluice::Engine::tr("nesting too deep: more than %1 levels of parentheses, "
                                           "subqueries or expressions")
                            .arg(kMaxNestingDepth));
    }
}

void Parser::checkHeight(int height, SourceRange range)
{
    if (height > kMaxTreeHeight)
        failAt(range, sluice::Engine::tr("expression too complex: more than %1 nested operations (split "
                                         "it, e.g. with a view)")
                          .arg(kMaxTreeHeight));
}

void Parser::finishNode(Expr &node, SourcePos begin, int childHeight)
{
    node.range = rangeFrom(begin);
    node.height = childHeight + 1;
    checkHeight(node.height, node.range);
}

void Parser::finishNode(Query &node, SourcePos begin, int childHeight)
{
    node.range = rangeFrom(begin);
    node.height = childHeight + 1;
    checkHeight(node.height, node.range);
}

void Parser::finishNode(TableRef &node, SourcePos begin, int childHeight)
{
    node.range = rangeFrom(begin);
    node.height = childHeight + 1;
    checkHeight(node.height, node.range);
}

bool Parser::startsLine(const Token &t) const
{
    const std::size_t lineStart =
        t.range.begin.offset - static_cast<std::size_t>(t.range.begin.column - 1);
    for (std::size_t i = lineStart; i < t.range.begin.offset && i < m_text.size(); ++i) {
        if (m_text[i] != ' ' && m_text[i] != '\t' && m_text[i] != '\r')
            return false;
    }
    return true;
}

bool Parser::atStatementStart()
{
    switch (kw()) {
    case Kw::K_CREATE:
    case Kw::K_DROP:
    case Kw::K_INSERT:
    case Kw::K_SELECT:
    case Kw::K_WITH:
    case Kw::K_VALUES:
    case Kw::K_EXECUTE:
    case Kw::K_BEGIN:
    case Kw::K_SET:
    case Kw::K_RESET:
    case Kw::K_EXPLAIN:
    case Kw::K_SHOW:
    case Kw::K_DESCRIBE:
    case Kw::K_DESC: return true;
    default: return false;
    }
}

void Parser::skipToStatementEnd()
{
    while (!atEnd()) {
        if (atPunct(';')) {
            advance();
            return;
        }
        // Leftover hints in skipped text are not worth a second error.
        entry(0).hintsTaken = true;
        advance();
    }
}

// ---------------------------------------------------------------------------------------------
// Entry points

std::vector<StatementPtr> Parser::parseStatements()
{
    std::vector<StatementPtr> statements;
    while (!atEnd() && !m_stopped) {
        if (acceptPunct(';'))
            continue;
        const SourcePos begin = startPos();
        try {
            StatementPtr statement = parseStatement();
            const bool isSet =
                statement->kind == StatementKind::Set || statement->kind == StatementKind::Reset;
            if (atPunct(';')) {
                advance();
                statement->terminated = true;
            } else if (atEnd() && !isSet) {
                // The last statement of a script may omit its ';'.
            } else if (tok().kind == TokenKind::Invalid) {
                report(tok().range, describeInvalidToken(tok().text));
                skipToStatementEnd();
            } else {
                // Point at the end of the statement when the next one evidently starts on a
                // later line (a forgotten ';'), or always for SET; else at the stray token.
                const bool nextStatement =
                    atStatementStart() && tok().range.begin.line > m_prevEnd.line;
                const SourceRange at =
                    isSet || nextStatement ? SourceRange{m_prevEnd, m_prevEnd} : tok().range;
                if (isSet)
                    report(at, sluice::Engine::tr("expected ';' at the end of the %1 statement but found "
                                                  "%2 (a SET statement must end with a semicolon)")
                                   .arg(statement->kind == StatementKind::Set ? "SET" : "RESET")
                                   .arg(describeFound()));
                else
                    report(at, sluice::Engine::tr("expected ';' but found %1").arg(describeFound()));
                if (!atEnd() && !atStatementStart())
                    skipToStatementEnd();
            }
            statement->range = rangeFrom(begin);
            if (isSet)
                checkSetTrailingComment(*statement);
            statements.push_back(std::move(statement));
        } catch (const SyntaxError &) {
            m_watchComments = false;
            m_watchedComment.reset();
            // A statement keyword opening a line most likely starts the next statement after a
            // forgotten ';': resume there rather than swallow it.
            if (atStatementStart() && startPos().offset != begin.offset && startsLine(tok()))
                continue;
            skipToStatementEnd();
        }
    }
    return statements;
}

ExprPtr Parser::parseStandaloneExpression()
{
    try {
        ExprPtr e = parseExpr();
        if (!atEnd())
            fail(sluice::Engine::tr("the end of the expression"));
        return e;
    } catch (const SyntaxError &) {
        return nullptr;
    }
}

ParseResult parseScript(std::string_view text)
{
    ParseResult result;
    result.script.text = std::string(text);
    Parser parser(result.script.text, result.diagnostics);
    result.script.statements = parser.parseStatements();
    result.script.unsupportedDefinitions = parser.takeUnsupportedDefinitions();
    result.script.jvmFunctions = parser.takeJvmFunctions();
    result.diagnostics.sort();
    return result;
}

ExpressionParseResult parseExpression(std::string_view text)
{
    ExpressionParseResult result;
    Parser parser(text, result.diagnostics);
    result.expr = parser.parseStandaloneExpression();
    result.diagnostics.sort();
    return result;
}

} // namespace sluice::sql
