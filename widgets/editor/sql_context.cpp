#include "sql_context.h"

#include <algorithm>
#include <cctype>

namespace sluice {

namespace {

bool isWordToken(const Token &t)
{
    return t.kind == TokenKind::Identifier || t.kind == TokenKind::Keyword
           || t.kind == TokenKind::TypeName || t.kind == TokenKind::Function;
}

bool isNameToken(const Token &t)
{
    return t.kind == TokenKind::Identifier || t.kind == TokenKind::QuotedIdentifier
           || t.kind == TokenKind::Function || t.kind == TokenKind::TypeName;
}

bool isSignificant(const Token &t)
{
    return t.kind != TokenKind::LineComment && t.kind != TokenKind::BlockComment
           && t.kind != TokenKind::Hint && t.kind != TokenKind::End;
}

std::string upper(std::string_view text)
{
    std::string result(text);
    for (char &c : result)
        c = char(std::toupper(static_cast<unsigned char>(c)));
    return result;
}

bool isKeyword(const Token &t, std::string_view word)
{
    return t.kind == TokenKind::Keyword && upper(t.text) == word;
}

bool isPunct(const Token &t, char c)
{
    return (t.kind == TokenKind::Punctuation || t.kind == TokenKind::Operator) && t.text.size() == 1
           && t.text[0] == c;
}

int beginOf(const Token &t)
{
    return int(t.range.begin.offset);
}

int endOf(const Token &t)
{
    return int(t.range.end.offset);
}

// Characters of option keys and values, for the extent of a word inside quotes.
bool isKeyChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-'
           || c == '#' || c == '*';
}

// While a value is being typed, its closing quote is often not there yet, and the lexer pairs
// the new quote with the next one in the file. When the caret's line has an unbalanced quote
// before the caret, returns where to put the missing closing quote (after the word at the caret).
std::optional<std::size_t> missingQuoteAt(std::string_view text, std::size_t offset)
{
    const std::size_t lineBegin = text.rfind('\n', offset == 0 ? 0 : offset - 1);
    std::size_t p = (lineBegin == std::string_view::npos || offset == 0) ? 0 : lineBegin + 1;
    const std::size_t lineEnd = std::min(text.find('\n', offset), text.size());
    bool inQuote = false;
    std::size_t openedAt = 0;
    for (; p < lineEnd; ++p) {
        const char c = text[p];
        if (!inQuote && c == '-' && p + 1 < lineEnd && text[p + 1] == '-')
            break;
        if (!inQuote && c == '/' && p + 1 < lineEnd && text[p + 1] == '*')
            return std::nullopt; // a comment or hint starts here: leave it to the lexer
        if (c == '\'') {
            inQuote = !inQuote;
            openedAt = p;
        }
    }
    if (!inQuote || openedAt >= offset)
        return std::nullopt;
    std::size_t end = offset;
    while (end < lineEnd && isKeyChar(text[end]))
        ++end;
    return end;
}

} // namespace

SqlContext::SqlContext(std::string_view text, int offset)
    : m_text(text)
{
    offset = std::clamp(offset, 0, int(m_text.size()));
    if (const auto quote = missingQuoteAt(m_text, std::size_t(offset))) {
        m_text.insert(*quote, 1, '\'');
        m_needsClosingQuote = true;
    }
    analyse(offset);
}

std::string SqlContext::prefix() const
{
    return m_text.substr(std::size_t(m_wordBegin), std::size_t(std::max(0, m_offset - m_wordBegin)));
}

std::string SqlContext::unquote(std::string_view text)
{
    if (text.size() >= 2 && (text.front() == '\'' || text.front() == '`')
        && text.back() == text.front()) {
        const char q = text.front();
        std::string result;
        for (std::size_t i = 1; i + 1 < text.size(); ++i) {
            result += text[i];
            if (text[i] == q && i + 2 < text.size() && text[i + 1] == q)
                ++i;
        }
        return result;
    }
    return std::string(text);
}

const ScriptTable *SqlContext::findTable(const std::vector<ScriptTable> &tables,
                                         std::string_view name)
{
    for (const ScriptTable &t : tables) {
        if (t.name == name)
            return &t;
    }
    const std::string wanted = upper(name);
    for (const ScriptTable &t : tables) {
        if (upper(t.name) == wanted)
            return &t;
    }
    return nullptr;
}

const ScriptTable *SqlContext::resolveQualifier(const std::vector<ScriptTable> &tables,
                                                const std::vector<TableRef> &refs,
                                                std::string_view qualifier)
{
    for (const TableRef &ref : refs) {
        if (!ref.alias.empty() && upper(ref.alias) == upper(qualifier))
            return findTable(tables, ref.name);
    }
    for (const TableRef &ref : refs) {
        if (upper(ref.name) == upper(qualifier))
            return findTable(tables, ref.name);
    }
    return nullptr;
}

namespace {

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

// The column or field named `name` (exactly, else ignoring case), or null.
const SqlContext::Column *findColumn(const std::vector<SqlContext::Column> &columns, std::string_view name)
{
    for (const SqlContext::Column &c : columns) {
        if (c.first == name)
            return &c;
    }
    for (const SqlContext::Column &c : columns) {
        if (upper(c.first) == upper(name))
            return &c;
    }
    return nullptr;
}

} // namespace

std::vector<SqlContext::Column> SqlContext::rowFields(std::string_view type)
{
    type = trimmed(type);
    if (type.size() < 5 || upper(type.substr(0, 3)) != "ROW")
        return {};
    std::string_view rest = trimmed(type.substr(3));
    if (rest.empty() || (rest.front() != '<' && rest.front() != '('))
        return {};
    const char close = rest.front() == '<' ? '>' : ')';
    // Split the inside at its top-level commas; quotes and backticks hide what they enclose.
    std::vector<std::string_view> parts;
    int depth = 0;
    char quote = 0;
    std::size_t start = 1;
    for (std::size_t i = 1; i < rest.size(); ++i) {
        const char c = rest[i];
        if (quote) {
            if (c == quote)
                quote = 0; // a doubled quote closes and opens again
            continue;
        }
        if (c == '`' || c == '\'') {
            quote = c;
        } else if (c == '<' || c == '(' || c == '[') {
            ++depth;
        } else if (depth > 0 && (c == '>' || c == ')' || c == ']')) {
            --depth;
        } else if (depth == 0 && (c == ',' || c == close)) {
            parts.push_back(rest.substr(start, i - start));
            start = i + 1;
            if (c == close)
                break;
        }
    }
    std::vector<Column> fields;
    for (std::string_view part : parts) {
        part = trimmed(part);
        if (part.empty())
            continue;
        std::string name;
        std::size_t end = 0;
        if (part.front() == '`') {
            for (end = 1; end < part.size(); ++end) {
                if (part[end] != '`')
                    name += part[end];
                else if (end + 1 < part.size() && part[end + 1] == '`')
                    name += part[++end];
                else
                    break;
            }
            ++end;
        } else {
            while (end < part.size() && !std::isspace(static_cast<unsigned char>(part[end])))
                ++end;
            name = std::string(part.substr(0, end));
        }
        std::string_view fieldType = trimmed(part.substr(std::min(end, part.size())));
        // A field's description is a string literal after its type.
        if (!fieldType.empty() && fieldType.back() == '\'') {
            const std::size_t open = fieldType.find('\'');
            if (open != std::string_view::npos && open + 1 < fieldType.size())
                fieldType = trimmed(fieldType.substr(0, open));
        }
        fields.emplace_back(std::move(name), std::string(fieldType));
    }
    return fields;
}

SqlContext::Members SqlContext::membersOf(const std::vector<ScriptTable> &tables, const std::vector<TableRef> &refs,
                                          const std::vector<std::string> &path)
{
    Members members;
    if (path.empty())
        return members;
    if (const ScriptTable *table = resolveQualifier(tables, refs, path.front())) {
        members.owner = table->name;
        members.table = true;
        members.columns = table->columns;
    } else {
        // A column of a table in scope (`bid.` for nx's ROW column bid).
        const Column *column = nullptr;
        for (const TableRef &ref : refs) {
            if (const ScriptTable *t = findTable(tables, ref.name); t && (column = findColumn(t->columns, path.front())))
                break;
        }
        if (!column)
            return {};
        members.columns = rowFields(column->second);
    }
    for (std::size_t next = 1; next < path.size(); ++next) {
        const Column *field = findColumn(members.columns, path[next]);
        if (!field)
            return {};
        members.table = false;
        members.columns = rowFields(field->second);
    }
    if (!members.table) {
        members.owner = path.front();
        for (std::size_t k = 1; k < path.size(); ++k)
            members.owner += "." + path[k];
    }
    if (members.columns.empty())
        return {};
    return members;
}

void SqlContext::analyse(int offset)
{
    m_offset = offset;
    m_wordBegin = m_wordEnd = offset;
    m_tokens = tokenize(m_text);

    // The token the position is in (or at the end of, for a word being typed).
    std::optional<std::size_t> current;
    for (std::size_t i = 0; i < m_tokens.size(); ++i) {
        const Token &t = m_tokens[i];
        if (t.kind == TokenKind::End || beginOf(t) > offset)
            break;
        const bool inside = beginOf(t) < offset && offset < endOf(t);
        const bool atEnd = offset == endOf(t) && beginOf(t) < offset;
        if (inside || (atEnd && (isWordToken(t) || t.kind == TokenKind::LineComment
                                 || t.kind == TokenKind::Invalid))) {
            current = i;
            break;
        }
    }

    if (current) {
        const Token &t = m_tokens[*current];
        if (t.kind == TokenKind::Hint
            || (t.kind == TokenKind::Invalid && t.text.starts_with("/*+"))) {
            analyseHint(t, *current, offset);
            return;
        }
        if (isWordToken(t)) {
            m_wordBegin = beginOf(t);
            m_wordEnd = endOf(t);
        } else if (t.kind == TokenKind::String
                   || (t.kind == TokenKind::Invalid && t.text.starts_with('\''))) {
            m_inQuotes = true;
            m_wordBegin = beginOf(t) + 1;
            m_wordEnd = t.kind == TokenKind::String ? endOf(t) - 1 : offset;
            if (t.kind == TokenKind::Invalid) {
                m_needsClosingQuote = true;
                while (m_wordEnd < int(m_text.size()) && isKeyChar(m_text[std::size_t(m_wordEnd)]))
                    ++m_wordEnd;
            }
        } else {
            return; // comments, numbers, quoted identifiers: Kind::None
        }
    }

    // The statement: between the ';' before the word and the ';' after it.
    std::size_t first = 0;
    std::size_t last = m_tokens.size();
    for (std::size_t i = 0; i < m_tokens.size(); ++i) {
        const Token &t = m_tokens[i];
        if (!isPunct(t, ';'))
            continue;
        if (endOf(t) <= m_wordBegin)
            first = i + 1;
        else if (beginOf(t) >= m_wordEnd) {
            last = i;
            break;
        }
    }
    std::vector<std::size_t> before;
    for (std::size_t i = first; i < last; ++i) {
        if (isSignificant(m_tokens[i]) && (!current || i != *current)
            && endOf(m_tokens[i]) <= m_wordBegin)
            before.push_back(i);
    }
    std::size_t statementBegin = m_tokens[std::min(first, m_tokens.size() - 1)].range.begin.offset;
    for (std::size_t i = first; i < last; ++i) {
        if (isSignificant(m_tokens[i])) {
            statementBegin = m_tokens[i].range.begin.offset;
            if (m_tokens[i].kind == TokenKind::Keyword)
                m_statementKeyword = upper(m_tokens[i].text);
            break;
        }
    }
    statementBegin = std::min(statementBegin, std::size_t(m_wordBegin));
    m_statementPrefix = std::string_view(m_text).substr(statementBegin,
                                                        std::size_t(m_wordBegin) - statementBegin);
    collectTableRefs(first, last);

    if (m_statementKeyword == "SET" || m_statementKeyword == "RESET") {
        if (!before.empty() && analyseSet(before, offset))
            return;
    }
    if (m_statementKeyword == "CREATE" && analyseWith(before, offset))
        return;
    if (m_inQuotes)
        return;
    if (before.size() >= 2 && isPunct(m_tokens[before.back()], '.')
        && isNameToken(m_tokens[before[before.size() - 2]])) {
        m_kind = Kind::Member;
        m_key = unquote(m_tokens[before[before.size() - 2]].text);
        // The whole chain of names and dots before it: `o.bid.` is {"o", "bid"}.
        std::size_t k = before.size() - 2;
        m_qualifierPath.insert(m_qualifierPath.begin(), m_key);
        while (k >= 2 && isPunct(m_tokens[before[k - 1]], '.') && isNameToken(m_tokens[before[k - 2]])) {
            k -= 2;
            m_qualifierPath.insert(m_qualifierPath.begin(), unquote(m_tokens[before[k]].text));
        }
        return;
    }
    if (!before.empty()) {
        const Token &previous = m_tokens[before.back()];
        if (isKeyword(previous, "FROM") || isKeyword(previous, "JOIN")
            || isKeyword(previous, "INTO")) {
            m_kind = Kind::TableName;
            return;
        }
    }
    m_kind = before.empty() ? Kind::Statement : Kind::General;
}

bool SqlContext::analyseSet(const std::vector<std::size_t> &before, int offset)
{
    (void)offset;
    std::optional<std::size_t> equals;
    for (std::size_t k = 1; k < before.size(); ++k) {
        if (isPunct(m_tokens[before[k]], '=')) {
            equals = k;
            break;
        }
    }
    if (!equals) {
        if (before.size() > 1 && m_tokens[before[1]].kind == TokenKind::String)
            return true; // after a complete quoted key: nothing to offer but '='
        if (!m_inQuotes && before.size() > 1) // a bare dotted key: table.exec.|
            m_wordBegin = beginOf(m_tokens[before[1]]);
        m_kind = Kind::SetKey;
        return true;
    }
    if (m_statementKeyword != "SET" || *equals < 2)
        return true;
    const std::size_t keyBegin = m_tokens[before[1]].range.begin.offset;
    const std::size_t keyEnd = m_tokens[before[*equals - 1]].range.end.offset;
    m_key = unquote(std::string_view(m_text).substr(keyBegin, keyEnd - keyBegin));
    // Only the first word or string after '=' is the value.
    if (before.size() > *equals + 1)
        return true;
    m_kind = Kind::SetValue;
    return true;
}

bool SqlContext::analyseWith(const std::vector<std::size_t> &before, int offset)
{
    (void)offset;
    // The statement's significant tokens after `before`'s first, to find WITH ( and its ).
    std::vector<std::size_t> all;
    const std::size_t from = before.empty() ? 0 : before.front();
    for (std::size_t i = from; i < m_tokens.size(); ++i) {
        if (isPunct(m_tokens[i], ';'))
            break;
        if (isSignificant(m_tokens[i]))
            all.push_back(i);
    }
    for (std::size_t k = 0; k + 1 < all.size(); ++k) {
        if (!isKeyword(m_tokens[all[k]], "WITH") || !isPunct(m_tokens[all[k + 1]], '('))
            continue;
        const std::size_t open = k + 1;
        std::size_t close = all.size();
        int depth = 0;
        for (std::size_t j = open; j < all.size(); ++j) {
            if (isPunct(m_tokens[all[j]], '('))
                ++depth;
            else if (isPunct(m_tokens[all[j]], ')') && --depth == 0) {
                close = j;
                break;
            }
        }
        if (endOf(m_tokens[all[open]]) > m_wordBegin)
            return false;
        if (close < all.size() && beginOf(m_tokens[all[close]]) < m_wordEnd)
            continue; // a WITH list that ends before the position
        // The key = value pairs of the list.
        std::vector<std::size_t> pair;
        auto flush = [&] {
            if (pair.size() >= 3 && isPunct(m_tokens[pair[1]], '='))
                m_withOptions.emplace_back(unquote(m_tokens[pair[0]].text),
                                           unquote(m_tokens[pair[2]].text));
            pair.clear();
        };
        for (std::size_t j = open + 1; j < close; ++j) {
            if (isPunct(m_tokens[all[j]], ','))
                flush();
            else
                pair.push_back(all[j]);
        }
        flush();
        // The pair at the position: the tokens after the last ',' before it.
        std::vector<std::size_t> current;
        for (std::size_t idx : before) {
            if (idx <= all[open])
                continue;
            if (isPunct(m_tokens[idx], ','))
                current.clear();
            else
                current.push_back(idx);
        }
        if (current.empty()) {
            m_kind = Kind::WithKey;
        } else if (current.size() == 2 && isPunct(m_tokens[current[1]], '=')) {
            m_kind = Kind::WithValue;
            m_key = unquote(m_tokens[current[0]].text);
        } else {
            m_kind = Kind::None; // after a complete key or value
        }
        return true;
    }
    return false;
}

void SqlContext::analyseHint(const Token &hint, std::size_t hintIndex, int offset)
{
    const int bodyBegin = beginOf(hint) + 3;
    const bool closed = hint.text.size() >= 5 && hint.text.ends_with("*/");
    const int bodyEnd = closed ? endOf(hint) - 2 : endOf(hint);
    if (offset < bodyBegin || offset > bodyEnd)
        return;

    // Where the hint stands: after SELECT, after JOIN, or after a table name.
    for (std::size_t i = hintIndex; i-- > 0;) {
        const Token &t = m_tokens[i];
        if (!isSignificant(t))
            continue;
        if (isKeyword(t, "JOIN")) {
            m_hintPlacement = HintPlacement::Join;
        } else if (isNameToken(t)) {
            m_hintPlacement = HintPlacement::Table;
            m_hintTable = unquote(t.text);
        }
        break;
    }
    // The statement, for STATE_TTL's table names and aliases.
    std::size_t first = 0, last = m_tokens.size();
    for (std::size_t i = 0; i < m_tokens.size(); ++i) {
        if (!isPunct(m_tokens[i], ';'))
            continue;
        if (i < hintIndex)
            first = i + 1;
        else {
            last = i;
            break;
        }
    }
    collectTableRefs(first, last);

    // The hint's own tokens, with offsets into the whole text.
    const std::string_view body =
        std::string_view(m_text).substr(std::size_t(bodyBegin), std::size_t(bodyEnd - bodyBegin));
    std::vector<Token> tokens = tokenize(body);
    std::vector<const Token *> before;
    const Token *word = nullptr;
    for (const Token &t : tokens) {
        if (t.kind == TokenKind::End)
            break;
        const int b = bodyBegin + beginOf(t);
        const int e = bodyBegin + endOf(t);
        if (b >= offset)
            break;
        const bool stringHere = (t.kind == TokenKind::String && offset < e)
                                || (t.kind == TokenKind::Invalid && t.text.starts_with('\''));
        if (stringHere) {
            m_inQuotes = true;
            m_wordBegin = b + 1;
            m_wordEnd = t.kind == TokenKind::String ? e - 1 : offset;
            if (t.kind == TokenKind::Invalid)
                m_needsClosingQuote = true;
            word = &t;
            break;
        }
        if (isWordToken(t) && offset <= e) {
            m_wordBegin = b;
            m_wordEnd = e;
            word = &t;
            break;
        }
        before.push_back(&t);
    }
    (void)word;
    int depth = 0;
    std::vector<const Token *> pair;
    for (const Token *t : before) {
        if (isPunct(*t, '(')) {
            ++depth;
            pair.clear();
        } else if (isPunct(*t, ')')) {
            depth = std::max(0, depth - 1);
            pair.clear();
        } else if (isPunct(*t, ',')) {
            pair.clear();
        } else if (depth == 0 && isWordToken(*t)) {
            m_hintName = upper(t->text);
        } else if (depth > 0) {
            pair.push_back(t);
        }
    }
    if (depth == 0) {
        m_kind = Kind::HintName;
        m_hintName.clear();
    } else if (pair.empty()) {
        m_kind = Kind::HintKey;
    } else if (pair.size() == 2 && isPunct(*pair[1], '=')) {
        m_kind = Kind::HintValue;
        m_key = unquote(pair[0]->text);
    }
}

void SqlContext::collectTableRefs(std::size_t first, std::size_t last)
{
    std::vector<std::size_t> sig;
    for (std::size_t i = first; i < last && i < m_tokens.size(); ++i) {
        if (isSignificant(m_tokens[i]))
            sig.push_back(i);
    }
    auto at = [&](std::size_t k) -> const Token * {
        return k < sig.size() ? &m_tokens[sig[k]] : nullptr;
    };
    for (std::size_t k = 0; k < sig.size(); ++k) {
        const Token &t = m_tokens[sig[k]];
        const bool from = isKeyword(t, "FROM");
        if (!from && !isKeyword(t, "JOIN"))
            continue;
        std::size_t j = k + 1;
        for (;;) {
            const Token *name = at(j);
            if (!name || !isNameToken(*name))
                break;
            TableRef ref{unquote(name->text), {}};
            ++j;
            // catalog.db.table: the last part names the table.
            while (at(j) && isPunct(*at(j), '.') && at(j + 1) && isNameToken(*at(j + 1))) {
                ref.name = unquote(at(j + 1)->text);
                j += 2;
            }
            if (at(j) && isKeyword(*at(j), "AS") && at(j + 1) && isNameToken(*at(j + 1))) {
                ref.alias = unquote(at(j + 1)->text);
                j += 2;
            } else if (at(j) && at(j)->kind == TokenKind::Identifier) {
                ref.alias = unquote(at(j)->text);
                ++j;
            }
            m_tableRefs.push_back(std::move(ref));
            if (!from || !at(j) || !isPunct(*at(j), ','))
                break;
            ++j;
        }
    }
}

} // namespace sluice
