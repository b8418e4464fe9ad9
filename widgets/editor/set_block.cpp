#include "set_block.h"

#include <sluice/option_registry.h>
#include <sluice/sql_tokens.h>

#include <algorithm>
#include <cctype>

namespace sluice {

namespace {

bool isComment(const Token &t)
{
    return t.kind == TokenKind::LineComment || t.kind == TokenKind::BlockComment;
}

bool isWord(const Token &t, std::string_view word)
{
    if (t.kind != TokenKind::Keyword && t.kind != TokenKind::Identifier)
        return false;
    return std::equal(t.text.begin(), t.text.end(), word.begin(), word.end(),
                      [](char a, char b) { return std::toupper(static_cast<unsigned char>(a)) == b; });
}

bool isPunct(const Token &t, char c)
{
    return (t.kind == TokenKind::Punctuation || t.kind == TokenKind::Operator) && t.text.size() == 1
           && t.text[0] == c;
}

std::string unquote(std::string_view quoted)
{
    std::string out;
    if (quoted.size() < 2)
        return out;
    const std::string_view inner = quoted.substr(1, quoted.size() - 2);
    for (std::size_t i = 0; i < inner.size(); ++i) {
        out += inner[i];
        if (inner[i] == '\'' && i + 1 < inner.size() && inner[i + 1] == '\'')
            ++i;
    }
    return out;
}

int offsetOf(const Token &t) { return static_cast<int>(t.range.begin.offset); }
int endOf(const Token &t) { return static_cast<int>(t.range.end.offset); }

// A bare key or value is a run of adjacent tokens, as the engine's parser reads it:
// table.exec.mini-batch.size, 200ms, -1.
bool bareToken(const Token &t, bool first)
{
    if (t.kind == TokenKind::Identifier || t.kind == TokenKind::Keyword
        || t.kind == TokenKind::TypeName || t.kind == TokenKind::Function
        || t.kind == TokenKind::Number)
        return true;
    if (t.kind != TokenKind::Operator)
        return false;
    return t.text == "-" || t.text == "+" || (!first && (t.text == "." || t.text == "/" || t.text == "*"));
}

// Reads a quoted string or a bare run starting at tokens[i]; returns the index after it.
std::size_t readItem(const std::vector<const Token *> &tokens, std::size_t i, std::string *text,
                     bool *quoted, int *begin, int *end)
{
    if (i >= tokens.size())
        return i;
    if (tokens[i]->kind == TokenKind::String) {
        *text = unquote(tokens[i]->text);
        *quoted = true;
        *begin = offsetOf(*tokens[i]);
        *end = endOf(*tokens[i]);
        return i + 1;
    }
    if (!bareToken(*tokens[i], true))
        return i;
    std::size_t j = i + 1;
    while (j < tokens.size() && bareToken(*tokens[j], false)
           && offsetOf(*tokens[j]) == endOf(*tokens[j - 1]))
        ++j;
    *begin = offsetOf(*tokens[i]);
    *end = endOf(*tokens[j - 1]);
    *quoted = false;
    return j;
}

} // namespace

SetBlock SetBlock::parse(std::string_view text)
{
    SetBlock block;
    const std::vector<Token> all = tokenize(text);

    // Split into statements on ';' (comments dropped); only SET and RESET ones are read.
    std::vector<std::vector<const Token *>> statements(1);
    for (const Token &t : all) {
        if (t.kind == TokenKind::End)
            break;
        if (isComment(t))
            continue;
        statements.back().push_back(&t);
        if (isPunct(t, ';'))
            statements.emplace_back();
    }
    if (statements.back().empty())
        statements.pop_back();

    bool inLeadingRun = true;
    block.m_insertPosition = static_cast<int>(text.size());
    for (const auto &tokens : statements) {
        const Token &first = *tokens.front();
        const bool terminated = isPunct(*tokens.back(), ';');
        const bool isSet = isWord(first, "SET");
        const bool isReset = isWord(first, "RESET");
        SetStatementInfo info;
        bool wellFormed = false;
        if (isSet || isReset) {
            info.isReset = isReset;
            info.begin = offsetOf(first);
            info.end = endOf(*tokens.back());
            info.line = first.range.begin.line;
            const std::size_t limit = terminated ? tokens.size() - 1 : tokens.size();
            const std::vector<const Token *> body(tokens.begin() + 1, tokens.begin() + long(limit));
            std::size_t i = readItem(body, 0, &info.key, &info.keyQuoted, &info.keyBegin,
                                     &info.keyEnd);
            if (!info.keyQuoted && info.keyEnd > info.keyBegin)
                info.key = std::string(text.substr(std::size_t(info.keyBegin),
                                                   std::size_t(info.keyEnd - info.keyBegin)));
            const bool hasKey = i > 0;
            if (isReset) {
                wellFormed = terminated && i == body.size();
            } else if (hasKey && i < body.size() && isPunct(*body[i], '=')) {
                ++i;
                const std::size_t valueStart = i;
                i = readItem(body, i, &info.value, &info.valueQuoted, &info.valueBegin,
                             &info.valueEnd);
                if (!info.valueQuoted && info.valueEnd > info.valueBegin)
                    info.value = std::string(text.substr(
                        std::size_t(info.valueBegin), std::size_t(info.valueEnd - info.valueBegin)));
                wellFormed = terminated && i > valueStart && i == body.size();
                if (!wellFormed && valueStart < body.size()) {
                    // `SET k = 200 ms;`: keep the raw text so the form can say what is wrong.
                    info.valueBegin = offsetOf(*body[valueStart]);
                    info.valueEnd = endOf(*body.back());
                    info.value = std::string(text.substr(
                        std::size_t(info.valueBegin), std::size_t(info.valueEnd - info.valueBegin)));
                    info.valueQuoted = false;
                }
            }
            if (!hasKey && !isReset)
                wellFormed = false; // `SET;` lists the options; nothing to show
            if (hasKey || isReset) {
                info.wellFormed = wellFormed;
                info.canonicalKey = info.key.empty()
                                        ? std::string()
                                        : OptionRegistry::instance().canonicalKey(info.key);
            }
        }
        const bool joinsBlock = inLeadingRun && isSet && wellFormed;
        if (joinsBlock) {
            info.inBlock = true;
            ++block.m_blockCount;
            block.m_insertPosition = info.end;
        } else if (inLeadingRun) {
            inLeadingRun = false;
            if (block.m_blockCount == 0)
                block.m_insertPosition = offsetOf(first);
            block.m_codeAfter = true;
        }
        if ((isSet || isReset) && (!info.key.empty() || isReset))
            block.m_statements.push_back(std::move(info));
    }
    return block;
}

const SetStatementInfo *SetBlock::effective(std::string_view canonicalKey) const
{
    const SetStatementInfo *found = nullptr;
    for (const SetStatementInfo &s : m_statements) {
        if (s.isReset && (s.key.empty() || s.canonicalKey == canonicalKey))
            found = nullptr;
        else if (!s.isReset && s.canonicalKey == canonicalKey)
            found = &s;
    }
    return found;
}

std::vector<const SetStatementInfo *> SetBlock::occurrences(std::string_view canonicalKey) const
{
    std::vector<const SetStatementInfo *> result;
    for (const SetStatementInfo &s : m_statements) {
        if (!s.isReset && s.canonicalKey == canonicalKey)
            result.push_back(&s);
    }
    return result;
}

std::vector<std::string> SetBlock::effectiveKeys() const
{
    std::vector<std::string> keys;
    for (const SetStatementInfo &s : m_statements) {
        if (!s.isReset && std::find(keys.begin(), keys.end(), s.canonicalKey) == keys.end())
            keys.push_back(s.canonicalKey);
    }
    std::erase_if(keys, [this](const std::string &k) { return effective(k) == nullptr; });
    return keys;
}

} // namespace sluice
