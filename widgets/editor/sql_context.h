#pragma once

#include <sluice/script.h>
#include <sluice/sql_hints.h>
#include <sluice/sql_tokens.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice {

/// What the text around one byte position means, worked out from the engine's tokens: the
/// statement it is in, the tables and aliases in scope there, whether it is a SET key or value,
/// a WITH option key or value, or inside a hint. Completion and hover both start from here.
/// Plain data, no widgets: tests give it a text and an offset.
class SqlContext
{
public:
    /// Where the position is, for completion and hover.
    enum class Kind {
        None,      ///< in a comment, a number or a quoted identifier: nothing to offer
        Statement, ///< at the first word of a statement
        General,   ///< an expression, a clause keyword, ...
        TableName, ///< after FROM, JOIN or INTO
        Member,    ///< after `qualifier.`: a column of that table or alias, a field of that ROW
        SetKey,    ///< the key of SET or RESET
        SetValue,  ///< the value of SET
        WithKey,   ///< an option key inside CREATE TABLE … WITH (…)
        WithValue, ///< an option value inside WITH (…)
        HintName,  ///< the name of a hint inside /*+ … */
        HintKey,   ///< a key inside a hint's parentheses
        HintValue, ///< a value inside a hint's parentheses
    };

    /// A column or a ROW field: its name and its Flink type text.
    using Column = std::pair<std::string, std::string>;

    /// What a qualifier path stands for: the columns of a table, or the fields of a ROW.
    struct Members {
        std::string owner;          ///< the table's name, or the path of the ROW ("o.bid")
        bool table = false;         ///< columns of a table (else fields of a ROW)
        std::vector<Column> columns;
    };

    /// A table reference of the statement: `FROM orders AS o` gives {"orders", "o"}.
    struct TableRef {
        std::string name;
        std::string alias; ///< empty when none
    };

    /// Analyses position `offset` (a byte offset, the caret sits before that byte) of `text`.
    SqlContext(std::string_view text, int offset);
    // The tokens view the text this object owns.
    SqlContext(const SqlContext &) = delete;
    SqlContext &operator=(const SqlContext &) = delete;

    Kind kind() const { return m_kind; }
    /// The part of the word (or quoted text) being typed: from wordBegin() to the position.
    std::string prefix() const;
    /// The byte range the chosen completion replaces: the whole word or quoted text at the
    /// position (the quotes themselves stay).
    int wordBegin() const { return m_wordBegin; }
    int wordEnd() const { return m_wordEnd; }
    /// Whether the position is inside quotes whose closing quote is not written yet.
    bool needsClosingQuote() const { return m_needsClosingQuote; }
    /// Whether the position is inside quotes at all ('…' keys and values).
    bool inQuotes() const { return m_inQuotes; }

    /// SetKey/SetValue: the key written after SET (unquoted); WithValue/HintValue: the key of
    /// the pair; Member: the qualifier before the dot.
    const std::string &key() const { return m_key; }
    /// Member: every name before the dot, outermost first (`o.bid.` gives {"o", "bid"}).
    const std::vector<std::string> &qualifierPath() const { return m_qualifierPath; }
    /// WithKey/WithValue: every key = value pair of the WITH list (for the connector/format).
    const std::vector<std::pair<std::string, std::string>> &withOptions() const
    {
        return m_withOptions;
    }
    /// Hint contexts: the hint's name (upper case) and where it stands.
    const std::string &hintName() const { return m_hintName; }
    HintPlacement hintPlacement() const { return m_hintPlacement; }
    /// Hint contexts at a table: the table the hint is attached to.
    const std::string &hintTable() const { return m_hintTable; }

    /// The tables in the FROM and JOIN clauses of the statement.
    const std::vector<TableRef> &tableRefs() const { return m_tableRefs; }
    /// The text of the statement from its start to wordBegin(), for asking the parser what may
    /// come next.
    std::string_view statementPrefix() const { return m_statementPrefix; }
    /// The first keyword of the statement (upper case), e.g. "SELECT", "SET"; empty if none.
    const std::string &statementKeyword() const { return m_statementKeyword; }

    /// The table or view `name` names (exactly, else ignoring case); null when none.
    static const ScriptTable *findTable(const std::vector<ScriptTable> &tables,
                                        std::string_view name);
    /// The table a qualifier (an alias or a table name of `refs`) stands for.
    static const ScriptTable *resolveQualifier(const std::vector<ScriptTable> &tables,
                                               const std::vector<TableRef> &refs,
                                               std::string_view qualifier);
    /// What `path` stands for: an alias or table of `refs` then ROW fields (`o.bid`), or a
    /// column of a table of `refs` then ROW fields (`bid`, `bid.inner`). Empty when nothing.
    static Members membersOf(const std::vector<ScriptTable> &tables, const std::vector<TableRef> &refs,
                             const std::vector<std::string> &path);
    /// The fields of a ROW type's text (`ROW<a INT, b ROW<c INT>>` or `ROW(a INT, ...)`), each
    /// with its type (a field's description is left out); empty for any other type.
    static std::vector<Column> rowFields(std::string_view type);
    /// `'it''s'` -> `it's`; `` `a` `` -> `a`; anything else unchanged.
    static std::string unquote(std::string_view text);

private:
    void analyse(int offset);
    void analyseHint(const Token &hint, std::size_t hintIndex, int offset);
    bool analyseSet(const std::vector<std::size_t> &before, int offset);
    bool analyseWith(const std::vector<std::size_t> &before, int offset);
    void collectTableRefs(std::size_t first, std::size_t last);

    std::string m_text;
    std::vector<Token> m_tokens;
    Kind m_kind = Kind::None;
    int m_offset = 0;
    int m_wordBegin = 0;
    int m_wordEnd = 0;
    bool m_needsClosingQuote = false;
    bool m_inQuotes = false;
    std::string m_key;
    std::vector<std::string> m_qualifierPath;
    std::vector<std::pair<std::string, std::string>> m_withOptions;
    std::string m_hintName;
    HintPlacement m_hintPlacement = HintPlacement::Query;
    std::string m_hintTable;
    std::vector<TableRef> m_tableRefs;
    std::string_view m_statementPrefix;
    std::string m_statementKeyword;
};

} // namespace sluice
