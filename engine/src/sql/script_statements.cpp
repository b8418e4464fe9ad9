#include <sluice/script_statements.h>

#include <sluice/sql_tokens.h>

#include "hint_parser.h"

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
    if (t.kind != TokenKind::Keyword && t.kind != TokenKind::Identifier && t.kind != TokenKind::TypeName &&
        t.kind != TokenKind::Function)
        return false;
    return std::equal(t.text.begin(), t.text.end(), word.begin(), word.end(),
                      [](char a, char b) { return std::toupper(static_cast<unsigned char>(a)) == b; });
}

bool isSemicolon(const Token &t)
{
    return t.kind == TokenKind::Punctuation && t.text == ";";
}

/// The position of byte `offset` of `script`.
SourcePos positionOf(std::string_view script, std::size_t offset)
{
    offset = std::min(offset, script.size());
    SourcePos pos{1, 1, offset};
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (script[i] == '\n') {
            ++pos.line;
            lineStart = i + 1;
        }
    }
    pos.column = static_cast<int>(offset - lineStart + 1);
    return pos;
}

ScriptStatement::Kind kindOf(const std::vector<const Token *> &words)
{
    if (words.empty())
        return ScriptStatement::Kind::Other;
    const Token &first = *words.front();
    if (isWord(first, "SELECT") || isWord(first, "WITH") || isWord(first, "VALUES") ||
        (first.kind == TokenKind::Punctuation && first.text == "("))
        return ScriptStatement::Kind::Query;
    // SET 'key' = 'value'
    if (isWord(first, "SET") && words.size() == 4 && words[1]->kind == TokenKind::String &&
        words[2]->kind == TokenKind::Operator && words[2]->text == "=" && words[3]->kind == TokenKind::String)
        return ScriptStatement::Kind::Set;
    return ScriptStatement::Kind::Other;
}

} // namespace

std::vector<ScriptStatement> splitScriptStatements(std::string_view script)
{
    const std::vector<Token> tokens = tokenize(script);
    std::vector<ScriptStatement> out;
    std::vector<const Token *> words; // the current statement's tokens, comments left out
    // A BEGIN STATEMENT SET; block: the INSERTs' tokens from the first to the last ';'.
    bool inSet = false;
    const Token *setBegin = nullptr;
    std::size_t insertsBegin = 0, insertsEnd = 0;
    bool anyInsert = false;
    const Token *executeBegin = nullptr; // EXECUTE STATEMENT SET BEGIN ...; ...; END, as written

    auto emit = [&](ScriptStatement::Kind kind, const Token &first, const Token &last) {
        ScriptStatement s;
        s.kind = kind;
        s.range = {first.range.begin, last.range.end};
        s.scriptOffset = first.range.begin.offset;
        s.text = std::string(script.substr(first.range.begin.offset, last.range.end.offset - first.range.begin.offset));
        if (kind == ScriptStatement::Kind::Set) { // words: SET 'key' = 'value'
            s.key = sql::unquote(words[1]->text);
            s.value = sql::unquote(words[3]->text);
        }
        out.push_back(std::move(s));
    };
    for (const Token &t : tokens) {
        if (isComment(t) || t.kind == TokenKind::End)
            continue;
        if (!isSemicolon(t)) {
            words.push_back(&t);
            continue;
        }
        if (words.empty())
            continue;
        const bool begins = words.size() == 3 && isWord(*words[0], "BEGIN") && isWord(*words[1], "STATEMENT") &&
                            isWord(*words[2], "SET");
        const bool executes = words.size() > 4 && isWord(*words[0], "EXECUTE") && isWord(*words[1], "STATEMENT") &&
                              isWord(*words[2], "SET") && isWord(*words[3], "BEGIN");
        const bool ends = words.size() == 1 && isWord(*words[0], "END");
        if (executeBegin) {
            if (ends) {
                emit(ScriptStatement::Kind::Other, *executeBegin, *words[0]);
                executeBegin = nullptr;
            }
        } else if (!inSet && executes) {
            executeBegin = words.front();
        } else if (!inSet && begins) {
            inSet = true;
            setBegin = words.front();
            anyInsert = false;
        } else if (inSet && ends) {
            inSet = false;
            ScriptStatement s;
            s.kind = ScriptStatement::Kind::StatementSet;
            s.range = {setBegin->range.begin, words[0]->range.end};
            static constexpr std::string_view kHead = "EXECUTE STATEMENT SET BEGIN\n";
            s.text = std::string(kHead);
            s.textOffset = kHead.size();
            s.scriptOffset = anyInsert ? insertsBegin : words[0]->range.begin.offset;
            if (anyInsert)
                s.text += script.substr(insertsBegin, insertsEnd - insertsBegin);
            s.text += "\nEND";
            out.push_back(std::move(s));
        } else if (inSet) {
            if (!anyInsert)
                insertsBegin = words.front()->range.begin.offset;
            anyInsert = true;
            insertsEnd = t.range.end.offset; // its ';' included: EXECUTE STATEMENT SET needs them
        } else {
            emit(kindOf(words), *words.front(), *words.back());
        }
        words.clear();
    }
    if (!words.empty()) { // the last statement may go without its ';' (an open block: Flink says why)
        const Token &first = executeBegin ? *executeBegin : inSet ? *setBegin : *words.front();
        emit(executeBegin || inSet ? ScriptStatement::Kind::Other : kindOf(words), first, *words.back());
    }
    return out;
}

SourcePos scriptPosition(std::string_view script, const ScriptStatement &statement, int line, int column)
{
    // The byte of `statement.text` at line:column (columns count characters, not bytes).
    const std::string &text = statement.text;
    std::size_t at = 0;
    for (int l = 1; l < line && at < text.size(); ++l) {
        const std::size_t nl = text.find('\n', at);
        if (nl == std::string::npos)
            return statement.range.begin;
        at = nl + 1;
    }
    for (int c = 1; c < column && at < text.size() && text[at] != '\n'; ++c) {
        ++at;
        while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80)
            ++at; // the rest of a UTF-8 character
    }
    if (at < statement.textOffset)
        return statement.range.begin;
    return positionOf(script, statement.scriptOffset + (at - statement.textOffset));
}

} // namespace sluice
