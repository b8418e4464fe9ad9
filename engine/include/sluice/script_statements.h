#pragma once

#include <sluice/status.h>

#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// One statement of a job script as written, for sending a script to a Flink SQL Gateway one
/// statement at a time as Flink's SQL client does. Found with the tokenizer alone (no parsing:
/// the cluster's Flink judges the statements), so any text splits.
struct ScriptStatement {
    enum class Kind : std::uint8_t {
        Set,          ///< SET 'key' = 'value' with both quoted (key and value filled in)
        StatementSet, ///< BEGIN STATEMENT SET; ... END; sent as EXECUTE STATEMENT SET BEGIN ... END
        Query,        ///< a bare SELECT / WITH / VALUES: its changelog is the result
        Other,        ///< anything else, sent as written (DDL, INSERT, other SETs, SHOW, ...)
    };
    Kind kind = Kind::Other;
    /// The statement's text without its ';' (comments before it left out). A statement set's
    /// text is the block rewritten as one EXECUTE STATEMENT SET around its INSERTs as written.
    std::string text;
    SourceRange range; ///< where the statement is in the script (its first to last token)
    /// text[textOffset...] is the script's text from scriptOffset on (0 and range.begin.offset
    /// but for a statement set, whose INSERTs follow the added words).
    std::size_t textOffset = 0;
    std::size_t scriptOffset = 0;
    std::string key, value; ///< Set only: unquoted
};

/// The statements of `script` in order; empty statements (a lone ';') are left out.
std::vector<ScriptStatement> splitScriptStatements(std::string_view script);

/// Where `line`:`column` of `statement`'s text (1-based, columns in characters, as Flink
/// reports them) is in `script`; the statement's start when it falls outside the script's text.
SourcePos scriptPosition(std::string_view script, const ScriptStatement &statement, int line, int column);

} // namespace sluice
