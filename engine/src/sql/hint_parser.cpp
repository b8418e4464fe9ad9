#include "sql/hint_parser.h"

#include <sluice/text.h>

#include "sql/lexer.h"

namespace sluice::sql {
namespace {

constexpr std::size_t kHintOpenLength = 3;  // "/*+"
constexpr std::size_t kHintCloseLength = 2; // "*/"

Text shown(const Token &t)
{
    if (t.kind == TokenKind::End)
        return sluice::Engine::tr("the end of the hint");
    std::string s(t.text.substr(0, 32));
    if (t.text.size() > 32)
        s += "...";
    return sluice::Engine::tr("'%1'").arg(s);
}

bool isWord(const Token &t)
{
    return t.kind == TokenKind::Identifier || t.kind == TokenKind::Keyword ||
           t.kind == TokenKind::TypeName || t.kind == TokenKind::Function ||
           t.kind == TokenKind::QuotedIdentifier;
}

// A cursor over the hint body's significant tokens (comments inside a hint are skipped).
class HintCursor {
public:
    HintCursor(std::string_view body, SourcePos start) : m_lexer(body, start) { advance(); }
    const Token &current() const { return m_current; }
    SourcePos previousEnd() const { return m_prevEnd; }
    void advance()
    {
        m_prevEnd = m_current.range.end;
        do {
            m_current = m_lexer.next();
        } while (m_current.kind == TokenKind::LineComment ||
                 m_current.kind == TokenKind::BlockComment);
    }
    bool atPunct(char c) const
    {
        return (m_current.kind == TokenKind::Punctuation ||
                m_current.kind == TokenKind::Operator) &&
               m_current.text.size() == 1 && m_current.text[0] == c;
    }

private:
    Lexer m_lexer;
    Token m_current;
    SourcePos m_prevEnd;
};

struct HintSyntaxError {};

} // namespace

std::string unquote(std::string_view quoted)
{
    if (quoted.size() < 2)
        return std::string(quoted);
    const char q = quoted.front();
    std::string out;
    out.reserve(quoted.size() - 2);
    const std::string_view body = quoted.substr(1, quoted.size() - 2);
    for (std::size_t i = 0; i < body.size(); ++i) {
        out.push_back(body[i]);
        if (body[i] == q && i + 1 < body.size() && body[i + 1] == q)
            ++i;
    }
    return out;
}

std::vector<Hint> HintParser::parse(const Token &hintComment)
{
    std::vector<Hint> hints;
    const std::string_view text = hintComment.text;
    if (text.size() < kHintOpenLength + kHintCloseLength)
        return hints;
    const std::string_view body =
        text.substr(kHintOpenLength, text.size() - kHintOpenLength - kHintCloseLength);
    SourcePos start = hintComment.range.begin;
    start.column += static_cast<int>(kHintOpenLength);
    start.offset += kHintOpenLength;
    HintCursor cur(body, start);

    auto fail = [&](Text expected) {
        const Token &t = cur.current();
        Text message = sluice::Engine::tr("malformed hint: expected %1 but found %2")
                           .arg(std::move(expected))
                           .arg(shown(t));
        if (t.kind == TokenKind::Invalid)
            message = sluice::Engine::tr("malformed hint: %1").arg(describeInvalidToken(t.text));
        m_diagnostics.error(t.range, std::move(message), "syntax");
        throw HintSyntaxError{};
    };

    try {
        if (cur.current().kind == TokenKind::End) {
            m_diagnostics.error(hintComment.range,
                                sluice::Engine::tr("malformed hint: empty; expected a hint name such as "
                                                   "OPTIONS or STATE_TTL"),
                                "syntax");
            return hints;
        }
        for (;;) {
            Hint hint;
            hint.commentRange = hintComment.range;
            const Token nameTok = cur.current();
            if (nameTok.kind == TokenKind::QuotedIdentifier || !isWord(nameTok))
                fail(sluice::Engine::tr("a hint name such as OPTIONS or STATE_TTL"));
            hint.name = {std::string(nameTok.text), false, nameTok.range};
            cur.advance();
            if (cur.atPunct('(')) {
                cur.advance();
                if (cur.atPunct(')'))
                    fail(sluice::Engine::tr("hint options"));
                for (;;) {
                    HintOption opt;
                    const Token first = cur.current();
                    if (first.kind == TokenKind::String)
                        opt.value = unquote(first.text);
                    else if (isWord(first) || first.kind == TokenKind::Number)
                        opt.value = first.kind == TokenKind::QuotedIdentifier
                                        ? unquote(first.text)
                                        : std::string(first.text);
                    else
                        fail(sluice::Engine::tr("a hint option"));
                    opt.valueRange = first.range;
                    cur.advance();
                    if (cur.atPunct('=')) {
                        // Flink's grammar: the key a name or a string literal, the value a
                        // string literal ('rows-per-second' = '5', never = 5).
                        if (first.kind == TokenKind::Number) {
                            m_diagnostics.error(first.range,
                                                sluice::Engine::tr("malformed hint: an option key is a name or "
                                                                   "a quoted string, not the number %1")
                                                    .arg(std::string(first.text)),
                                                "syntax");
                            throw HintSyntaxError{};
                        }
                        cur.advance();
                        const Token value = cur.current();
                        if (value.kind != TokenKind::String)
                            fail(sluice::Engine::tr("a quoted option value"));
                        opt.key = std::move(opt.value);
                        opt.keyRange = opt.valueRange;
                        opt.value = unquote(value.text);
                        opt.valueRange = value.range;
                        cur.advance();
                    }
                    const bool keyed = opt.key.has_value();
                    if (!hint.options.empty() && keyed != hint.keyValue) {
                        m_diagnostics.error({opt.key ? opt.keyRange.begin : opt.valueRange.begin,
                                             opt.valueRange.end},
                                            sluice::Engine::tr("malformed hint: mix of 'key' = 'value' "
                                                               "options and plain options in one hint"),
                                            "syntax");
                        throw HintSyntaxError{};
                    }
                    hint.keyValue = keyed;
                    hint.options.push_back(std::move(opt));
                    if (cur.atPunct(',')) {
                        cur.advance();
                        continue;
                    }
                    if (cur.atPunct(')'))
                        break;
                    fail(sluice::Engine::tr("',' or ')'"));
                }
                cur.advance(); // ')'
            }
            hint.range = {nameTok.range.begin, cur.previousEnd()};
            hints.push_back(std::move(hint));
            if (cur.atPunct(',')) {
                cur.advance();
                continue;
            }
            if (cur.current().kind == TokenKind::End)
                break;
            fail(sluice::Engine::tr("',' or the end of the hint"));
        }
    } catch (const HintSyntaxError &) {
    }
    return hints;
}

} // namespace sluice::sql
