#include "sql/lexer.h"

#include <sluice/text.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace sluice::sql {
namespace {

bool isIdentStart(unsigned char c)
{
    // Bytes of multi-byte UTF-8 sequences pass through as identifier characters.
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c >= 0x80;
}

bool isIdentPart(unsigned char c)
{
    return isIdentStart(c) || (c >= '0' && c <= '9') || c == '$';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

} // namespace

Lexer::Lexer(std::string_view text, SourcePos start)
    : m_text(text), m_base(start.offset), m_line(start.line > 0 ? start.line : 1),
      m_lineStart(start.offset - static_cast<std::size_t>(start.column > 0 ? start.column - 1 : 0))
{
}

SourcePos Lexer::here() const
{
    const std::size_t offset = m_base + m_pos;
    return {m_line, static_cast<int>(offset - m_lineStart + 1), offset};
}

void Lexer::advanceOver(std::size_t count)
{
    const std::size_t end = m_pos + count;
    while (m_pos < end) {
        const void *nl = std::memchr(m_text.data() + m_pos, '\n', end - m_pos);
        if (!nl) {
            m_pos = end;
            break;
        }
        m_pos = static_cast<std::size_t>(static_cast<const char *>(nl) - m_text.data()) + 1;
        ++m_line;
        m_lineStart = m_base + m_pos;
    }
}

Token Lexer::make(TokenKind kind, std::size_t begin, SourcePos beginPos)
{
    return {kind, {beginPos, here()}, m_text.substr(begin, m_pos - begin)};
}

bool Lexer::followedByParen() const
{
    std::size_t p = m_pos;
    while (p < m_text.size() && isSpace(m_text[p]))
        ++p;
    return p < m_text.size() && m_text[p] == '(';
}

Token Lexer::next()
{
    m_lastWord = nullptr;
    // Whitespace.
    while (m_pos < m_text.size() && isSpace(m_text[m_pos])) {
        if (m_text[m_pos] == '\n') {
            ++m_line;
            m_lineStart = m_base + m_pos + 1;
        }
        ++m_pos;
    }
    const std::size_t begin = m_pos;
    const SourcePos beginPos = here();
    if (m_pos >= m_text.size())
        return {TokenKind::End, {beginPos, beginPos}, m_text.substr(m_pos, 0)};

    const char c = m_text[m_pos];
    const char c1 = m_pos + 1 < m_text.size() ? m_text[m_pos + 1] : '\0';
    const std::size_t rest = m_text.size() - m_pos;

    if (c == '-' && c1 == '-') {
        const void *nl = std::memchr(m_text.data() + m_pos, '\n', rest);
        m_pos = nl ? static_cast<std::size_t>(static_cast<const char *>(nl) - m_text.data())
                   : m_text.size();
        return make(TokenKind::LineComment, begin, beginPos);
    }
    if (c == '/' && c1 == '*') {
        const bool hint = m_pos + 2 < m_text.size() && m_text[m_pos + 2] == '+';
        const std::string_view tail = m_text.substr(m_pos + 2);
        const std::size_t close = tail.find("*/");
        if (close == std::string_view::npos) {
            advanceOver(rest);
            return make(TokenKind::Invalid, begin, beginPos);
        }
        advanceOver(2 + close + 2);
        return make(hint ? TokenKind::Hint : TokenKind::BlockComment, begin, beginPos);
    }
    if (c == '\'' || c == '`' || c == '"') {
        // Quoted text; the quote doubled is an escaped quote.
        std::size_t p = m_pos + 1;
        bool closed = false;
        while (p < m_text.size()) {
            const void *q = std::memchr(m_text.data() + p, c, m_text.size() - p);
            if (!q)
                break;
            p = static_cast<std::size_t>(static_cast<const char *>(q) - m_text.data()) + 1;
            if (p < m_text.size() && m_text[p] == c) {
                ++p;
                continue;
            }
            closed = true;
            break;
        }
        if (!closed)
            p = m_text.size();
        advanceOver(p - m_pos);
        TokenKind kind = TokenKind::Invalid;
        if (closed && c == '\'')
            kind = TokenKind::String;
        else if (closed && c == '`')
            kind = TokenKind::QuotedIdentifier;
        return make(kind, begin, beginPos);
    }
    if (isDigit(c) || (c == '.' && isDigit(c1))) {
        std::size_t p = m_pos;
        while (p < m_text.size() && isDigit(m_text[p]))
            ++p;
        if (p < m_text.size() && m_text[p] == '.') {
            ++p;
            while (p < m_text.size() && isDigit(m_text[p]))
                ++p;
        }
        if (p < m_text.size() && (m_text[p] == 'e' || m_text[p] == 'E')) {
            std::size_t q = p + 1;
            if (q < m_text.size() && (m_text[q] == '+' || m_text[q] == '-'))
                ++q;
            if (q < m_text.size() && isDigit(m_text[q])) {
                while (q < m_text.size() && isDigit(m_text[q]))
                    ++q;
                p = q;
            }
        }
        m_pos = p;
        return make(TokenKind::Number, begin, beginPos);
    }
    if (isIdentStart(static_cast<unsigned char>(c))) {
        std::size_t p = m_pos + 1;
        while (p < m_text.size() && isIdentPart(static_cast<unsigned char>(m_text[p])))
            ++p;
        m_pos = p;
        const std::string_view word = m_text.substr(begin, p - begin);
        m_lastWord = lookupWord(word);
        TokenKind kind = TokenKind::Identifier;
        if (m_lastWord) {
            if (m_lastWord->function && followedByParen())
                kind = TokenKind::Function;
            else if (m_lastWord->typeName)
                kind = TokenKind::TypeName;
            else if (m_lastWord->keyword)
                kind = TokenKind::Keyword;
        }
        return make(kind, begin, beginPos);
    }

    auto op = [&](std::size_t len, TokenKind kind) {
        m_pos += len;
        return make(kind, begin, beginPos);
    };
    switch (c) {
    case '(':
    case ')':
    case ',':
    case ';':
    case '[':
    case ']':
    // MATCH_RECOGNIZE's PATTERN: quantifiers ? {n,m}, exclusion {- -}, anchor ^
    case '?':
    case '{':
    case '}':
    case '^': return op(1, TokenKind::Punctuation);
    case '<':
        return (c1 == '>' || c1 == '=') ? op(2, TokenKind::Operator) : op(1, TokenKind::Operator);
    case '>': return c1 == '=' ? op(2, TokenKind::Operator) : op(1, TokenKind::Operator);
    case '=': return c1 == '>' ? op(2, TokenKind::Operator) : op(1, TokenKind::Operator);
    case '!': return c1 == '=' ? op(2, TokenKind::Operator) : op(1, TokenKind::Invalid);
    case '|': return c1 == '|' ? op(2, TokenKind::Operator) : op(1, TokenKind::Invalid);
    case '+':
    case '-':
    case '*':
    case '/':
    case '%':
    case '.': return op(1, TokenKind::Operator);
    default: return op(1, TokenKind::Invalid);
    }
}

Text describeInvalidToken(std::string_view text)
{
    if (text.starts_with("/*"))
        return sluice::Engine::tr("unterminated comment: '/*' without a closing '*/'");
    if (text.starts_with("'"))
        return sluice::Engine::tr("unterminated string literal: a quote (') is missing");
    if (text.starts_with("`"))
        return sluice::Engine::tr("unterminated quoted identifier: a closing backquote (`) is missing");
    if (text.starts_with("\""))
        return sluice::Engine::tr("double quotes are not valid in Flink SQL: write 'text' for a string or "
                                  "`name` for an identifier");
    if (text == "!")
        return sluice::Engine::tr("unexpected character '!' (use NOT or <>)");
    if (text == "|")
        return sluice::Engine::tr("unexpected character '|' (string concatenation is ||)");
    const unsigned char c = text.empty() ? 0 : static_cast<unsigned char>(text[0]);
    if (c >= 0x20 && c < 0x7f)
        return sluice::Engine::tr("unexpected character '%1'").arg(std::string(1, static_cast<char>(c)));
    char buf[8];
    std::snprintf(buf, sizeof buf, "%02X", c);
    return sluice::Engine::tr("unexpected byte 0x%1").arg(buf);
}

} // namespace sluice::sql

namespace sluice {

std::vector<Token> tokenize(std::string_view text)
{
    std::vector<Token> tokens;
    tokens.reserve(std::min<std::size_t>(text.size() / 4 + 1, 4096));
    sql::Lexer lexer(text);
    for (;;) {
        Token t = lexer.next();
        tokens.push_back(t);
        if (t.kind == TokenKind::End)
            break;
    }
    return tokens;
}

} // namespace sluice
