#include "sql_formatter.h"

#include <sluice/script.h>
#include <sluice/sql_tokens.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <tuple>

namespace sluice {

namespace {

enum class Paren { Inline, Query, List };

std::string upper(std::string_view text)
{
    std::string result(text);
    for (char &c : result)
        c = char(std::toupper(static_cast<unsigned char>(c)));
    return result;
}

bool isComment(const Token &t)
{
    return t.kind == TokenKind::LineComment || t.kind == TokenKind::BlockComment;
}

bool isPunct(const Token *t, char c)
{
    return t && (t->kind == TokenKind::Punctuation || t->kind == TokenKind::Operator)
           && t->text.size() == 1 && t->text[0] == c;
}

bool isKw(const Token *t, std::string_view word)
{
    return t && t->kind == TokenKind::Keyword && upper(t->text) == word;
}

bool isAnyKw(const Token *t, std::initializer_list<std::string_view> words)
{
    if (!t || t->kind != TokenKind::Keyword)
        return false;
    const std::string u = upper(t->text);
    return std::find(words.begin(), words.end(), u) != words.end();
}

bool isName(const Token *t)
{
    return t && (t->kind == TokenKind::Identifier || t->kind == TokenKind::QuotedIdentifier);
}

// Walks the tokens once and writes the layout; see SqlFormatter's class comment for the rules.
class Layout
{
public:
    Layout(std::string_view text, const std::vector<Token> &tokens,
           const std::set<std::string> &keepCase)
        : m_text(text), m_tokens(tokens), m_keepCase(keepCase)
    {
    }

    std::string run()
    {
        for (std::size_t i = 0; i < m_tokens.size(); ++i) {
            const Token &t = m_tokens[i];
            if (t.kind == TokenKind::End)
                break;
            const std::size_t gapBegin = i == 0 ? 0 : m_tokens[i - 1].range.end.offset;
            const std::string_view gap =
                m_text.substr(gapBegin, t.range.begin.offset - gapBegin);
            const int newlines = int(std::count(gap.begin(), gap.end(), '\n'));
            const bool ownLine = i == 0 || newlines > 0;
            if (isComment(t)) {
                comment(t, i, ownLine, newlines);
                continue;
            }
            significant(t, i, newlines, !gap.empty());
        }
        std::string out = std::move(m_out);
        while (!out.empty() && (out.back() == ' ' || out.back() == '\n'))
            out.pop_back();
        if (!out.empty())
            out += '\n';
        return out;
    }

private:
    int indent() const
    {
        return SqlFormatter::kIndent
               * int(std::count_if(m_stack.begin(), m_stack.end(),
                                   [](Paren p) { return p != Paren::Inline; }));
    }

    void requestBreak(int lines) { m_pendingBreak = std::max(m_pendingBreak, lines); }

    // A break at the top level (between statements): a blank line after a statement, and where
    // the author left one.
    void topLevelBreak(int newlines)
    {
        if (m_out.empty())
            return;
        const bool blank = (m_afterSemicolon && !m_commentSinceSemicolon) || newlines >= 2;
        requestBreak(blank ? 2 : 1);
    }

    void write(std::string_view text, bool space, bool resolveBreak = true)
    {
        if (resolveBreak && m_pendingBreak > 0 && !m_out.empty()) {
            while (!m_out.empty() && m_out.back() == ' ')
                m_out.pop_back();
            m_out.append(std::size_t(m_pendingBreak), '\n');
            m_out.append(std::size_t(indent()), ' ');
            m_atLineStart = true;
        }
        if (resolveBreak)
            m_pendingBreak = 0;
        if (!m_out.empty() && !m_atLineStart && space)
            m_out += ' ';
        m_out += text;
        m_atLineStart = false;
    }

    void comment(const Token &t, std::size_t i, bool ownLine, int newlines)
    {
        if (ownLine) {
            if (!m_inStatement) {
                topLevelBreak(newlines);
                m_commentSinceSemicolon = true;
            } else {
                requestBreak(1);
            }
            write(t.text, true);
        } else {
            write(t.text, true, false); // a trailing comment stays on its line
        }
        m_previous = &t;
        const bool breakAfter = t.kind == TokenKind::LineComment
                                || (i + 1 < m_tokens.size()
                                    && m_text.substr(t.range.end.offset,
                                                     m_tokens[i + 1].range.begin.offset
                                                         - t.range.end.offset)
                                               .find('\n')
                                           != std::string_view::npos);
        if (breakAfter)
            requestBreak(1);
    }

    const Token *nextSignificant(std::size_t i) const
    {
        for (std::size_t j = i + 1; j < m_tokens.size(); ++j) {
            if (m_tokens[j].kind == TokenKind::End)
                return nullptr;
            if (!isComment(m_tokens[j]) && m_tokens[j].kind != TokenKind::Hint)
                return &m_tokens[j];
        }
        return nullptr;
    }

    bool queryLevel() const { return m_stack.empty() || m_stack.back() == Paren::Query; }

    bool startsClause(const Token &t, std::size_t i) const
    {
        if (!m_previousSignificant || isPunct(m_previousSignificant, '(') || !queryLevel())
            return false;
        if (isAnyKw(&t, {"SELECT", "FROM", "WHERE", "GROUP", "HAVING", "ORDER", "LIMIT",
                         "WINDOW", "UNION", "INTERSECT", "EXCEPT", "VALUES"}))
            return !isAnyKw(m_previousSignificant, {"UNION", "INTERSECT", "EXCEPT"})
                   || !isKw(&t, "ALL");
        if (isKw(&t, "JOIN"))
            return !isAnyKw(m_previousSignificant,
                            {"LEFT", "RIGHT", "FULL", "INNER", "CROSS", "NATURAL", "OUTER"});
        if (isAnyKw(&t, {"LEFT", "RIGHT", "FULL", "INNER", "CROSS", "NATURAL"})) {
            const Token *next = nextSignificant(i);
            return isKw(next, "JOIN") || isKw(next, "OUTER");
        }
        return false;
    }

    bool needsSpace(const Token &t, bool hadGap) const
    {
        const Token *p = m_previous;
        if (!p)
            return false;
        if (isPunct(&t, ',') || isPunct(&t, ';') || isPunct(&t, ')') || isPunct(&t, ']')
            || isPunct(&t, '.') || isPunct(&t, '['))
            return false;
        if (isPunct(p, '(') || isPunct(p, '[') || isPunct(p, '.') || m_previousUnary)
            return false;
        if (isPunct(&t, '('))
            return hadGap || isPunct(p, ',');
        return true;
    }

    std::string spelled(const Token &t) const
    {
        if (t.kind != TokenKind::Keyword && t.kind != TokenKind::TypeName
            && t.kind != TokenKind::Function)
            return std::string(t.text);
        const std::string u = upper(t.text);
        // A keyword the script also uses as a name (a column called `key`) keeps its spelling:
        // Flink's identifiers are case-sensitive.
        return m_keepCase.count(u) ? std::string(t.text) : u;
    }

    void significant(const Token &t, std::size_t i, int newlines, bool hadGap)
    {
        if (!m_inStatement && t.kind != TokenKind::Hint) {
            topLevelBreak(newlines);
            m_inStatement = true;
            m_stack.clear();
            m_previousSignificant = nullptr;
        }
        if (t.kind == TokenKind::Hint) {
            write(t.text, m_previous != nullptr && !isPunct(m_previous, '('));
            m_previous = &t;
            return;
        }
        const bool space = needsSpace(t, hadGap);
        bool unary = false;
        if (isPunct(&t, ';')) {
            write(t.text, false);
            m_inStatement = false;
            m_afterSemicolon = true;
            m_commentSinceSemicolon = false;
            m_stack.clear();
            requestBreak(1);
        } else if (isPunct(&t, '(')) {
            const Token *next = nextSignificant(i);
            Paren kind = Paren::Inline;
            if (isAnyKw(next, {"SELECT", "WITH", "VALUES"}))
                kind = Paren::Query;
            else if (m_stack.empty() && m_statementIsCreate
                     && (isKw(m_previousSignificant, "WITH") || isName(m_previousSignificant)))
                kind = Paren::List;
            write(t.text, space);
            m_stack.push_back(kind);
            if (kind != Paren::Inline)
                requestBreak(1);
        } else if (isPunct(&t, ')')) {
            const Paren kind = m_stack.empty() ? Paren::Inline : m_stack.back();
            if (!m_stack.empty())
                m_stack.pop_back();
            if (kind != Paren::Inline)
                requestBreak(1);
            write(t.text, false);
        } else if (isPunct(&t, ',')) {
            write(t.text, false);
            if (!m_stack.empty() && m_stack.back() == Paren::List)
                requestBreak(1);
        } else {
            if (startsClause(t, i))
                requestBreak(1);
            if ((isPunct(&t, '-') || isPunct(&t, '+'))
                && (!m_previousSignificant || m_previousSignificant->kind == TokenKind::Keyword
                    || (m_previousSignificant->kind == TokenKind::Operator)
                    || isPunct(m_previousSignificant, '(') || isPunct(m_previousSignificant, ',')))
                unary = true;
            write(spelled(t), space);
        }
        if (!m_previousSignificant) {
            m_statementIsCreate = isKw(&t, "CREATE");
        }
        m_previous = &t;
        m_previousSignificant = &t;
        m_previousUnary = unary;
        if (!isPunct(&t, ';'))
            m_afterSemicolon = false;
    }

    std::string_view m_text;
    const std::vector<Token> &m_tokens;
    const std::set<std::string> &m_keepCase;
    std::string m_out;
    int m_pendingBreak = 0;
    bool m_atLineStart = true;
    bool m_inStatement = false;
    bool m_afterSemicolon = false;
    bool m_commentSinceSemicolon = false;
    bool m_statementIsCreate = false;
    bool m_previousUnary = false;
    const Token *m_previous = nullptr;
    const Token *m_previousSignificant = nullptr;
    std::vector<Paren> m_stack;
};

// What must not change when only the layout does: every token (keywords ignoring case),
// comments and hints exactly.
bool sameTokens(std::string_view a, std::string_view b)
{
    const std::vector<Token> ta = tokenize(a);
    const std::vector<Token> tb = tokenize(b);
    if (ta.size() != tb.size())
        return false;
    for (std::size_t i = 0; i < ta.size(); ++i) {
        if (ta[i].kind != tb[i].kind)
            return false;
        const bool caseFree = ta[i].kind == TokenKind::Keyword
                              || ta[i].kind == TokenKind::TypeName
                              || ta[i].kind == TokenKind::Function;
        if (caseFree ? upper(ta[i].text) != upper(tb[i].text) : ta[i].text != tb[i].text)
            return false;
    }
    return true;
}

// The check's findings and objects, without positions (the layout moves them).
auto meaning(const CheckResult &check)
{
    std::multiset<std::tuple<int, std::string>> findings;
    for (const Diagnostic &d : check.diagnostics)
        findings.emplace(int(d.severity), d.code);
    std::vector<std::tuple<std::string, bool, std::string,
                           std::vector<std::pair<std::string, std::string>>>>
        tables;
    for (const ScriptTable &t : check.tables)
        tables.emplace_back(t.name, t.isView, t.connector, t.columns);
    return std::make_tuple(findings, tables, check.settings);
}

} // namespace

SqlFormatter::Result SqlFormatter::format(std::string_view text)
{
    Result result;
    const std::vector<Token> tokens = tokenize(text);
    const CheckResult before = checkScript(text);
    for (const Diagnostic &d : before.diagnostics) {
        if (d.severity == Severity::Error && d.code == "syntax") {
            result.error = tr("Not formatted: the script has a syntax error at line %1, column "
                              "%2. Fix it first.")
                               .arg(d.range.begin.line)
                               .arg(d.range.begin.column);
            return result;
        }
    }
    for (const Token &t : tokens) {
        if (t.kind == TokenKind::Invalid) {
            result.error = tr("Not formatted: the script has a syntax error at line %1, column "
                              "%2. Fix it first.")
                               .arg(t.range.begin.line)
                               .arg(t.range.begin.column);
            return result;
        }
    }
    std::set<std::string> keepCase;
    for (const ScriptTable &table : before.tables) {
        keepCase.insert(upper(table.name));
        for (const auto &column : table.columns)
            keepCase.insert(upper(column.first));
    }
    std::string formatted = Layout(text, tokens, keepCase).run();
    if (!sameTokens(text, formatted) || meaning(checkScript(formatted)) != meaning(before)) {
        result.error = tr("Not formatted: the new layout would change how the script reads. "
                          "Please report this.");
        return result;
    }
    result.ok = true;
    result.text = std::move(formatted);
    return result;
}

} // namespace sluice
