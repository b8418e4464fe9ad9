// libFuzzer target over the SQL lexer and parser. Any input must yield tokens and diagnostics
// that stay inside the text, and trees the printer can walk; never a crash, hang or leak.
//
//   parser_fuzz -max_total_time=60 -max_len=65536 tests/fuzz/corpus

#include "sql/ast_printer.h"
#include "sql/parser.h"

#include <sluice/sql_tokens.h>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

void require(bool condition)
{
    if (!condition)
        __builtin_trap();
}

void checkRange(const sluice::SourceRange &range, std::size_t size)
{
    require(range.begin.line >= 1 && range.begin.column >= 1);
    require(range.begin.offset <= range.end.offset);
    require(range.end.offset <= size);
}

void walkStatement(const sluice::sql::Statement &s, std::size_t size)
{
    using namespace sluice::sql;
    checkRange(s.range, size);
    switch (s.kind) {
    case StatementKind::Query: (void)AstPrinter::print(*s.as<QueryStatement>().query); break;
    case StatementKind::Insert: (void)AstPrinter::print(*s.as<InsertStatement>().query); break;
    case StatementKind::StatementSet:
        for (const auto &insert : s.as<StatementSetStatement>().inserts)
            walkStatement(*insert, size);
        break;
    case StatementKind::Explain: walkStatement(*s.as<ExplainStatement>().statement, size); break;
    case StatementKind::CreateView:
        (void)AstPrinter::print(*s.as<CreateViewStatement>().query);
        break;
    case StatementKind::CreateTable:
        for (const ColumnDef &c : s.as<CreateTableStatement>().columns) {
            checkRange(c.range, size);
            if (c.expression)
                (void)AstPrinter::print(*c.expression);
        }
        break;
    default: break;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);

    std::size_t previousEnd = 0;
    for (const sluice::Token &t : sluice::tokenize(text)) {
        checkRange(t.range, size);
        require(t.range.begin.offset >= previousEnd);
        require(t.text.size() == t.range.end.offset - t.range.begin.offset);
        previousEnd = t.range.end.offset;
    }

    const sluice::sql::ParseResult result = sluice::sql::parseScript(text);
    for (const sluice::Diagnostic &d : result.diagnostics) {
        checkRange(d.range, size);
        require(!d.message.empty());
    }
    for (const auto &statement : result.script.statements)
        walkStatement(*statement, size);

    const sluice::sql::ExpressionParseResult expr = sluice::sql::parseExpression(text);
    require(expr.expr != nullptr || expr.diagnostics.hasErrors());
    if (expr.expr)
        (void)sluice::sql::AstPrinter::print(*expr.expr);
    return 0;
}
