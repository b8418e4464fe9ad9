#include "hint_text.h"

#include <algorithm>
#include <cctype>

namespace sluice {

namespace {

bool isPunct(const Token &t, std::string_view text)
{
    return (t.kind == TokenKind::Punctuation || t.kind == TokenKind::Operator) && t.text == text;
}

bool isName(const Token &t)
{
    return t.kind == TokenKind::Identifier || t.kind == TokenKind::Keyword
           || t.kind == TokenKind::Function || t.kind == TokenKind::TypeName;
}

std::string upper(std::string_view text)
{
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::toupper(c)); });
    return out;
}

std::string unquoted(std::string_view quoted)
{
    std::string out;
    for (std::size_t i = 1; i + 1 < quoted.size(); ++i) {
        out += quoted[i];
        if (quoted[i] == '\'' && i + 2 < quoted.size() && quoted[i + 1] == '\'')
            ++i;
    }
    return out;
}

} // namespace

HintComment HintComment::parse(std::string_view text, const Token &token)
{
    HintComment comment;
    comment.m_begin = int(token.range.begin.offset);
    comment.m_end = int(token.range.end.offset);
    if (token.text.size() < 5)
        return comment;
    // The comment's body is SQL tokens: NAME [( 'k' = 'v', ... )] {, NAME ...}
    const int base = comment.m_begin + 3;
    const std::string_view body = token.text.substr(3, token.text.size() - 5);
    std::vector<Token> tokens = tokenize(body);
    auto at = [base](const Token &t) { return base + int(t.range.begin.offset); };
    auto after = [base](const Token &t) { return base + int(t.range.end.offset); };
    std::size_t i = 0;
    while (i < tokens.size() && tokens[i].kind != TokenKind::End) {
        if (!isName(tokens[i])) {
            ++i;
            continue;
        }
        HintEntry hint;
        hint.name = upper(tokens[i].text);
        hint.begin = at(tokens[i]);
        hint.end = after(tokens[i]);
        ++i;
        if (i < tokens.size() && isPunct(tokens[i], "(")) {
            int depth = 1;
            for (++i; i < tokens.size() && tokens[i].kind != TokenKind::End; ++i) {
                const Token &t = tokens[i];
                if (isPunct(t, "(")) {
                    ++depth;
                } else if (isPunct(t, ")")) {
                    if (--depth == 0) {
                        hint.close = at(t);
                        hint.end = after(t);
                        ++i;
                        break;
                    }
                } else if (depth == 1 && t.kind == TokenKind::String && i + 2 < tokens.size()
                           && isPunct(tokens[i + 1], "=")
                           && tokens[i + 2].kind == TokenKind::String) {
                    HintPair pair;
                    pair.key = unquoted(t.text);
                    pair.value = unquoted(tokens[i + 2].text);
                    pair.begin = at(t);
                    pair.valueBegin = at(tokens[i + 2]);
                    pair.valueEnd = pair.end = after(tokens[i + 2]);
                    pair.separator = std::string(
                        text.substr(std::size_t(after(t)), std::size_t(pair.valueBegin - after(t))));
                    hint.pairs.push_back(std::move(pair));
                    i += 2;
                }
            }
        }
        comment.m_hints.push_back(std::move(hint));
    }
    return comment;
}

const HintEntry *HintComment::find(std::string_view name) const
{
    for (const HintEntry &hint : m_hints) {
        if (hint.name == name)
            return &hint;
    }
    return nullptr;
}

std::optional<std::string> HintComment::value(std::string_view name, std::string_view key) const
{
    const HintEntry *hint = find(name);
    if (!hint)
        return std::nullopt;
    std::optional<std::string> found; // the last one wins, as in the binder
    for (const HintPair &pair : hint->pairs) {
        if (pair.key == key)
            found = pair.value;
    }
    return found;
}

std::string HintComment::quote(const std::string &text)
{
    std::string out = "'";
    for (char c : text) {
        out += c;
        if (c == '\'')
            out += '\'';
    }
    return out + "'";
}

std::string HintComment::render(std::string_view name, const std::string &key,
                                const std::string &value)
{
    return "/*+ " + std::string(name) + "(" + quote(key) + "=" + quote(value) + ") */";
}

const Token *HintComment::hintAfter(const std::vector<Token> &tokens, std::size_t index)
{
    for (std::size_t i = index + 1; i < tokens.size(); ++i) {
        if (tokens[i].kind == TokenKind::LineComment || tokens[i].kind == TokenKind::BlockComment)
            continue;
        return tokens[i].kind == TokenKind::Hint ? &tokens[i] : nullptr;
    }
    return nullptr;
}

void HintComment::setOption(std::string_view text, std::string_view name, const std::string &key,
                            const std::optional<std::string> &value, TextEdits *edits) const
{
    const auto hintIt = std::find_if(m_hints.begin(), m_hints.end(),
                                     [name](const HintEntry &h) { return h.name == name; });
    if (hintIt == m_hints.end()) {
        if (!value)
            return;
        const std::string added = std::string(name) + "(" + quote(key) + "=" + quote(*value) + ")";
        if (m_hints.empty())
            edits->add(m_begin + 3, m_begin + 3, " " + added);
        else
            edits->add(m_hints.back().end, m_hints.back().end, ", " + added);
        return;
    }
    const HintEntry &hint = *hintIt;
    // The binder keeps the last value of a key: that is the one to change.
    auto pairIt = hint.pairs.end();
    for (auto it = hint.pairs.begin(); it != hint.pairs.end(); ++it) {
        if (it->key == key)
            pairIt = it;
    }
    if (pairIt != hint.pairs.end()) {
        if (value) {
            if (pairIt->value != *value)
                edits->add(pairIt->valueBegin, pairIt->valueEnd, quote(*value));
            return;
        }
        if (hint.pairs.size() > 1) {
            const auto index = std::size_t(pairIt - hint.pairs.begin());
            if (index > 0)
                edits->add(hint.pairs[index - 1].end, pairIt->end, {});
            else
                edits->add(pairIt->begin, hint.pairs[1].begin, {});
            return;
        }
        // The hint's only key: the hint goes, and the comment with it when it held only that.
        if (m_hints.size() > 1) {
            const auto index = std::size_t(hintIt - m_hints.begin());
            if (index > 0)
                edits->add(m_hints[index - 1].end, hint.end, {});
            else
                edits->add(hint.begin, m_hints[1].begin, {});
            return;
        }
        removeRange(text, m_begin, m_end, edits);
        return;
    }
    if (!value)
        return;
    const std::string separator = hint.pairs.empty() ? "=" : hint.pairs.front().separator;
    const std::string pair = quote(key) + separator + quote(*value);
    if (!hint.pairs.empty())
        edits->add(hint.pairs.back().end, hint.pairs.back().end, ", " + pair);
    else if (hint.close >= 0)
        edits->add(hint.close, hint.close, pair);
    else
        edits->add(hint.end, hint.end, "(" + pair + ")");
}

void HintComment::removeRange(std::string_view text, int begin, int end, TextEdits *edits) const
{
    // A comment alone on its line takes the line with it; otherwise one space beside it goes.
    int lineStart = begin;
    while (lineStart > 0 && (text[std::size_t(lineStart) - 1] == ' '
                             || text[std::size_t(lineStart) - 1] == '\t'))
        --lineStart;
    int lineEnd = end;
    while (lineEnd < int(text.size())
           && (text[std::size_t(lineEnd)] == ' ' || text[std::size_t(lineEnd)] == '\t'))
        ++lineEnd;
    const bool startsLine = lineStart == 0 || text[std::size_t(lineStart) - 1] == '\n';
    const bool endsLine = lineEnd == int(text.size()) || text[std::size_t(lineEnd)] == '\n';
    if (startsLine && endsLine && lineEnd < int(text.size())) {
        edits->add(lineStart, lineEnd + 1, {});
        return;
    }
    if (begin > 0 && text[std::size_t(begin) - 1] == ' ')
        --begin;
    else if (end < int(text.size()) && text[std::size_t(end)] == ' ')
        ++end;
    edits->add(begin, end, {});
}

} // namespace sluice
