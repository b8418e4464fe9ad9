#pragma once

// The Flink SQL parser: recursive descent over the lexer's tokens, building the tree of ast.h.
// It never throws and never fails outright: syntax errors become Diagnostics (code "syntax",
// each saying what was expected and what was found, at line:column), and the parser resumes at
// the next ';' so one pass reports every error of a script.

#include "sql/ast.h"
#include "sql/hint_parser.h"
#include "sql/keyword_table.h"
#include "sql/lexer.h"

#include <sluice/diagnostics.h>
#include <sluice/sql_tokens.h>

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::sql {

/// Upper bound on how deeply constructs may nest (parentheses, subqueries, CASE, ...).
inline constexpr int kMaxNestingDepth = 500;

/// The statements that parsed and every syntax diagnostic, in text order.
struct ParseResult {
    Script script;
    Diagnostics diagnostics;

    bool ok() const { return !diagnostics.hasErrors(); }
};

/// Parses a whole script (statements separated by ';').
ParseResult parseScript(std::string_view text);

/// The result of parsing a lone expression (e.g. a computed column typed into a form).
struct ExpressionParseResult {
    ExprPtr expr; ///< null when the text is not an expression
    Diagnostics diagnostics;
};

/// Parses `text` as one expression followed by nothing but comments and whitespace.
ExpressionParseResult parseExpression(std::string_view text);

/// Height helpers for building nodes: 0 for an absent child.
inline int heightOf(const ExprPtr &e)
{
    return e ? e->height : 0;
}
inline int heightOf(const QueryPtr &q)
{
    return q ? q->height : 0;
}
inline int heightOf(const TableRefPtr &t)
{
    return t ? t->height : 0;
}
int heightOf(const std::vector<ExprPtr> &list);
int heightOf(const std::vector<OrderItem> &items);
int heightOf(const std::vector<GroupingElement> &elements);

/// ASCII upper case, as SQL keywords and function names compare.
std::string upper(std::string_view s);

/// The recursive-descent parser behind parseScript()/parseExpression(). One instance parses one
/// text. Internally a syntax error unwinds to the enclosing statement with a private exception
/// that never leaves the parser.
class Parser {
public:
    Parser(std::string_view text, Diagnostics &diagnostics);

    std::vector<StatementPtr> parseStatements();
    /// See Script::unsupportedDefinitions.
    std::vector<std::pair<std::string, std::string>> takeUnsupportedDefinitions()
    {
        return std::move(m_unsupportedDefinitions);
    }
    /// See Script::jvmFunctions.
    std::vector<std::string> takeJvmFunctions() { return std::move(m_jvmFunctions); }
    ExprPtr parseStandaloneExpression();

private:
    // --- token stream (parser.cpp) ---
    struct Entry {
        Token token;
        const WordInfo *word = nullptr;
        std::vector<Token> comments; // comments and hints just before `token`
        bool hintsTaken = false;
    };
    static constexpr std::size_t kLookahead = 4;

    Entry &entry(std::size_t i = 0);
    const Token &tok(std::size_t i = 0) { return entry(i).token; }
    Kw kw(std::size_t i = 0);
    bool at(Kw k, std::size_t i = 0) { return kw(i) == k; }
    bool atPunct(char c, std::size_t i = 0);
    /// Leaves the statement out with a warning that Flink runs `what` and the engine cannot yet
    /// (code engine-unsupported, which `run` refuses).
    [[noreturn]] void unsupportedAt(SourceRange range, const Text &what);
    bool atOp(std::string_view op, std::size_t i = 0);
    bool atEnd() { return tok().kind == TokenKind::End; }
    bool atWord(std::size_t i = 0);
    bool atIdentifier(std::size_t i = 0); // usable as a bare or quoted name
    Token advance();
    bool accept(Kw k);
    bool acceptPunct(char c);
    Token expect(Kw k);
    Token expectPunct(char c);
    SourcePos startPos() { return tok().range.begin; }
    SourceRange rangeFrom(SourcePos begin) const { return {begin, m_prevEnd}; }
    std::vector<Hint> takeHints();

    // --- errors ---
    struct SyntaxError {}; // unwinds to the statement after a reported error
    [[noreturn]] void fail(Text expected);
    [[noreturn]] void failAt(SourceRange range, Text message);
    void report(SourceRange range, Text message);
    Text describeFound();
    void skipToStatementEnd();
    bool atStatementStart();
    // Sets a node's range (begin .. last consumed token) and height; fails past kMaxTreeHeight.
    void finishNode(Expr &node, SourcePos begin, int childHeight);
    void finishNode(Query &node, SourcePos begin, int childHeight);
    void finishNode(TableRef &node, SourcePos begin, int childHeight);
    void checkHeight(int height, SourceRange range);
    bool startsLine(const Token &t) const;

    struct DepthGuard {
        explicit DepthGuard(Parser &parser);
        ~DepthGuard() { --m_parser.m_depth; }
        Parser &m_parser;
    };

    // --- statements (parser_statements.cpp) ---
    StatementPtr parseStatement();
    StatementPtr parseCreate();
    StatementPtr parseCreateTable(SourcePos begin, bool temporary);
    StatementPtr parseCreateView(SourcePos begin, bool temporary);
    [[noreturn]] void parseCreateFunction(SourcePos begin);
    LikeClause parseLikeClause();
    void parseTableElement(CreateTableStatement &table);
    ColumnDef parseColumn();
    StatementPtr parseDrop();
    std::unique_ptr<InsertStatement> parseInsert();
    StatementPtr parseStatementSet(SourcePos begin, bool executeForm);
    StatementPtr parseSet();
    StatementPtr parseReset();
    StatementPtr parseExplain();
    StatementPtr parseShow();
    StatementPtr parseStopJob();
    StatementPtr parseDescribe();
    StatementPtr parseMissingSet();
    void checkSetTrailingComment(const Statement &statement);
    struct BareText {
        std::string text;
        SourceRange range;
    };
    BareText parseBareText(const Text &what);
    std::vector<Property> parseProperties();
    std::string parseStringLiteral(const Text &what, SourceRange *range = nullptr);

    // --- queries (parser_queries.cpp) ---
    QueryPtr parseQuery();
    QueryPtr parseUnionLevel();
    QueryPtr parseIntersectLevel();
    QueryPtr parseQueryPrimary();
    QueryPtr parseSelect();
    QueryPtr parseValues();
    GroupingElement parseGroupingElement();
    void parseOrderAndLimit(Query &query);
    bool atQueryStart(std::size_t i = 0);
    OrderItem parseOrderItem();
    TableRefPtr parseFromClause();
    TableRefPtr parseTableFactor();
    void parseTableAlias(TableRef &ref);
    std::unique_ptr<WindowSpec> parseWindowSpecBody(SourcePos begin);

    // --- MATCH_RECOGNIZE (parser_match_recognize.cpp) ---
    bool atMatchRecognize();
    TableRefPtr parseMatchRecognize(TableRefPtr input, SourcePos begin);
    std::unique_ptr<PatternTerm> parsePatternAlternation();
    std::unique_ptr<PatternTerm> parsePatternConcat();
    std::unique_ptr<PatternTerm> parsePatternFactor();
    void parsePatternQuantifier(PatternQuantifier &quantifier);
    /// The current token is the (reserved, non-keyword) word `word`, e.g. MEASURES.
    bool atWordText(std::string_view word, std::size_t i = 0);
    void expectWord(const char *word);

    // --- expressions and types (parser_expressions.cpp, parser_types.cpp) ---
    ExprPtr parseExpr();
    ExprPtr parseBinary(int minPrecedence);
    ExprPtr parsePredicateSuffix(ExprPtr left, SourcePos begin);
    ExprPtr parseUnary();
    ExprPtr parsePostfix(ExprPtr base, SourcePos begin);
    ExprPtr parsePrimary();
    ExprPtr parseNameOrCall();
    ExprPtr parseFunctionCall(QualifiedName name, SourcePos begin);
    void parseCallArguments(FunctionCallExpr &call);
    ExprPtr parseSpecialCall(Kw k, SourcePos begin);
    ExprPtr parseCase();
    ExprPtr parseCast();
    ExprPtr parseInterval();
    ExprPtr parseParenthesized();
    std::vector<ExprPtr> parseExprList();
    ExprPtr makeSymbol(const Token &t);
    ExprPtr parseIsJson(ExprPtr operand, bool negated, SourcePos begin);
    void parseJsonClauses(FunctionCallExpr &call);
    void parseJsonConstructorArguments(FunctionCallExpr &call, bool object);
    std::optional<TimeUnit> timeUnitAt(bool *plural = nullptr);
    DataType parseDataType();
    int parseTypeParameter();
    Ident parseIdent(const Text &what);
    QualifiedName parseQualifiedName(const Text &what);
    std::vector<Ident> parseIdentList(const Text &what);

    std::string_view m_text;
    Diagnostics &m_diagnostics;
    Lexer m_lexer;
    std::array<Entry, kLookahead> m_ring;
    std::size_t m_head = 0;  // index of the current entry in m_ring
    std::size_t m_count = 0; // entries filled
    SourcePos m_prevEnd{1, 1, 0};
    int m_depth = 0;
    int m_errorCount = 0;
    bool m_stopped = false; // too many errors
    // Comment tracking for the SET rules.
    bool m_watchComments = false;
    std::optional<SourceRange> m_watchedComment;
    std::vector<std::pair<std::string, std::string>> m_unsupportedDefinitions;
    std::vector<std::string> m_jvmFunctions;
};

} // namespace sluice::sql
