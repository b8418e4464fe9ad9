#pragma once

// The Flink SQL lexer: one forward pass, never fails, O(n). Produces every token, comments and
// hints included; invalid input becomes TokenKind::Invalid tokens. Tokens view the input text.

#include "sql/keyword_table.h"

#include <sluice/sql_tokens.h>
#include <sluice/text.h>

#include <string_view>

namespace sluice::sql {

class Lexer {
public:
    /// Lexes `text`, whose first byte sits at `start` (so hint bodies keep script positions).
    explicit Lexer(std::string_view text, SourcePos start = {1, 1, 0});

    /// The next token; End (zero-width) once the input is exhausted, repeatedly.
    Token next();

    /// The vocabulary entry of the last word token returned, or null.
    const WordInfo *lastWord() const { return m_lastWord; }

private:
    SourcePos here() const;
    void advanceOver(std::size_t count); // tracks newlines
    Token make(TokenKind kind, std::size_t begin, SourcePos beginPos);
    bool followedByParen() const;

    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_base = 0; // offset of m_text[0] in the script
    int m_line = 1;
    std::size_t m_lineStart = 0; // script offset of the current line's first byte
    const WordInfo *m_lastWord = nullptr;
};

/// Why an Invalid token is invalid, in words for a diagnostic.
Text describeInvalidToken(std::string_view text);

} // namespace sluice::sql
