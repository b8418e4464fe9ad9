#pragma once

// Shared helpers for the SQL front-end tests: parse text and look at the result compactly.

#include "sql/ast_printer.h"
#include "sql/parser.h"

#include <string>

namespace sluice::sql::testing {

/// All diagnostics as "line:col: message" lines, for failure output and comparisons.
inline std::string diagnosticsText(const Diagnostics &diagnostics)
{
    std::string out;
    for (const Diagnostic &d : diagnostics) {
        out += std::to_string(d.range.begin.line) + ":" + std::to_string(d.range.begin.column) +
               ": " + d.message.english() + "\n";
    }
    return out;
}

/// The S-expression of a lone expression, or "ERROR: ..." with its diagnostics.
inline std::string expr(const std::string &text)
{
    ExpressionParseResult r = parseExpression(text);
    if (!r.expr || !r.diagnostics.empty())
        return "ERROR: " + diagnosticsText(r.diagnostics);
    return AstPrinter::print(*r.expr);
}

/// The S-expression of a script's single query statement, or "ERROR: ...".
inline std::string query(const std::string &text)
{
    ParseResult r = parseScript(text);
    if (!r.diagnostics.empty())
        return "ERROR: " + diagnosticsText(r.diagnostics);
    if (r.script.statements.size() != 1 || !r.script.statements[0]->is<QueryStatement>())
        return "NOT ONE QUERY";
    return AstPrinter::print(*r.script.statements[0]->as<QueryStatement>().query);
}

/// The text a range covers.
inline std::string slice(const std::string &text, SourceRange range)
{
    return text.substr(range.begin.offset, range.end.offset - range.begin.offset);
}

} // namespace sluice::sql::testing
