#pragma once

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

/// A built-in function the engine knows, with a one-line signature and description.
struct FunctionInfo {
    std::string name;
    std::string signature;   ///< e.g. "SUBSTRING(str, start [, length])"
    std::string description; ///< our own words, one sentence
    bool aggregate = false;
};
const std::vector<FunctionInfo> &builtinFunctions();

} // namespace sluice
