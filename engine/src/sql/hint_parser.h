#pragma once

// Parses the body of a /*+ ... */ hint comment into Hint values, using the lexer on the comment
// text so positions stay those of the script. Malformed hints give diagnostics at the hint.

#include "sql/ast.h"

#include <sluice/diagnostics.h>
#include <sluice/sql_tokens.h>

#include <vector>

namespace sluice::sql {

class HintParser {
public:
    explicit HintParser(Diagnostics &diagnostics) : m_diagnostics(diagnostics) {}

    /// Parses one Hint token. Returns the hints it holds; on a syntax error, reports it and
    /// returns the hints parsed before the error.
    std::vector<Hint> parse(const Token &hintComment);

private:
    Diagnostics &m_diagnostics;
};

/// The content of a quoted literal ('it''s' -> it's, `a``b` -> a`b), given its token text.
std::string unquote(std::string_view quoted);

} // namespace sluice::sql
