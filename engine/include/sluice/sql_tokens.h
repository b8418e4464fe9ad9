#pragma once

#include <sluice/functions.h>
#include <sluice/status.h>

#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// Lexical classes of Flink SQL, as the editor colours them and the parser consumes them.
enum class TokenKind : std::uint8_t {
    Identifier,       ///< plain identifier (case-insensitive)
    QuotedIdentifier, ///< `back-quoted`
    Keyword,          ///< reserved or non-reserved SQL keyword (SELECT, WITH, ...)
    TypeName,         ///< a data type name (INT, VARCHAR, TIMESTAMP_LTZ, ...)
    Function,         ///< a built-in function name followed by '('
    String,           ///< 'single-quoted', with '' as the escape
    Number,           ///< 12, 3.5, 1e3
    Operator,         ///< = <> != < <= > >= + - * / % || .
    Punctuation,      ///< ( ) , ; [ ]
    LineComment,      ///< -- to end of line
    BlockComment,     ///< /* ... */
    Hint,             ///< /*+ ... */
    Invalid,          ///< a character or an unterminated string/comment/identifier
    End,              ///< end of input (zero-width)
};

/// One token of a job's text. `text` views the input passed to tokenize().
struct Token {
    TokenKind kind = TokenKind::End;
    SourceRange range;
    std::string_view text;
};

/// Splits SQL text into tokens, comments and hints included. Never fails: bad input becomes
/// Invalid tokens, so the editor can colour any text. Linear time.
std::vector<Token> tokenize(std::string_view text);

/// The keyword, type-name and built-in function vocabularies of the dialect (upper case), for
/// completion and documentation. One list each, owned by the engine.
const std::vector<std::string> &sqlKeywords();
const std::vector<std::string> &sqlTypeNames();

/// `name` back-quoted, with ` doubled: `a``b` for a`b.
std::string backQuoted(std::string_view name);
/// `name` as a statement may write it: bare when Flink's parser reads it as a plain name
/// (letters, digits and _, not a reserved word), else `back-quoted` with ` doubled.
std::string identifierText(std::string_view name);

// The built-in functions (names, signatures, documentation) are in <sluice/functions.h>.

} // namespace sluice
