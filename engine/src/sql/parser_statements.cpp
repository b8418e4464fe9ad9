// Statement-level grammar: DDL, INSERT, statement sets, SET/RESET, EXPLAIN, SHOW, DESCRIBE.

#include "sql/parser.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::sql {
namespace {


// First words of Flink statements Sluice does not run.
bool isUnsupportedStatementWord(const std::string &w)
{
    static constexpr std::string_view kWords[] = {"ALTER",    "USE",    "LOAD",   "UNLOAD",
                                                  "ANALYZE",  "CALL",   "ADD",    "REMOVE",
                                                  "TRUNCATE", "DELETE", "UPDATE"};
    return std::find(std::begin(kWords), std::end(kWords), w) != std::end(kWords);
}

} // namespace

StatementPtr Parser::parseStatement()
{
    const SourcePos begin = startPos();
    switch (kw()) {
    case Kw::K_CREATE: return parseCreate();
    case Kw::K_DROP: return parseDrop();
    case Kw::K_INSERT: return parseInsert();
    case Kw::K_SET: return parseSet();
    case Kw::K_RESET: return parseReset();
    case Kw::K_EXPLAIN: return parseExplain();
    case Kw::K_SHOW: return parseShow();
    case Kw::K_DESCRIBE:
    case Kw::K_DESC: return parseDescribe();
    case Kw::K_EXECUTE:
        advance();
        if (at(Kw::K_INSERT))
            return parseInsert();
        expect(Kw::K_STATEMENT);
        expect(Kw::K_SET);
        expect(Kw::K_BEGIN);
        return parseStatementSet(begin, true);
    case Kw::K_BEGIN:
        advance();
        expect(Kw::K_STATEMENT);
        expect(Kw::K_SET);
        expectPunct(';');
        return parseStatementSet(begin, false);
    default: break;
    }
    if (atWordText("STOP"))
        return parseStopJob();
    if (atQueryStart()) {
        auto statement = std::make_unique<QueryStatement>();
        statement->query = parseQuery();
        return statement;
    }
    if (atWord() || tok().kind == TokenKind::String || tok().kind == TokenKind::QuotedIdentifier)
        return parseMissingSet();
    fail(sluice::Engine::tr("a statement (CREATE, INSERT, SELECT, SET, ...)"));
}

// `key = value;` without SET, or an unknown first word.
StatementPtr Parser::parseMissingSet()
{
    const Token first = tok();
    const std::string firstUpper = upper(first.text);
    if (atWord() && isUnsupportedStatementWord(firstUpper))
        failAt(first.range, sluice::Engine::tr("%1 statements are not supported by Sluice").arg(firstUpper));
    std::string key;
    if (first.kind == TokenKind::String || first.kind == TokenKind::QuotedIdentifier) {
        key = unquote(first.text);
        advance();
    } else {
        key = parseBareText(sluice::Engine::tr("a statement")).text;
    }
    if (!atPunct('='))
        failAt(first.range,
               sluice::Engine::tr("expected a statement (CREATE, INSERT, SELECT, SET, ...) but found '%1'")
                   .arg(first.text.substr(0, 32)));
    advance();
    std::string value = "value";
    if (tok().kind == TokenKind::String)
        value = unquote(advance().text);
    else if (atWord() || tok().kind == TokenKind::Number || atPunct('-'))
        value = parseBareText(sluice::Engine::tr("a value")).text;
    failAt(rangeFrom(first.range.begin),
           sluice::Engine::tr("a configuration line needs the SET keyword: write SET '%1' = '%2';")
               .arg(key)
               .arg(value));
}

// ---------------------------------------------------------------------------------------------
// SET / RESET

Parser::BareText Parser::parseBareText(const Text &what)
{
    // A bare key or value is a run of adjacent tokens: table.exec.mini-batch.size, 200ms, -1.
    auto bareToken = [this](bool first) {
        if (atWord() || tok().kind == TokenKind::Number)
            return true;
        if (tok().kind != TokenKind::Operator)
            return false;
        const std::string_view t = tok().text;
        return t == "-" || t == "+" || (!first && (t == "." || t == "/" || t == "*"));
    };
    if (!bareToken(true))
        fail(what);
    const SourcePos begin = startPos();
    advance();
    while (bareToken(false) && entry(0).comments.empty() &&
           tok().range.begin.offset == m_prevEnd.offset)
        advance();
    return {std::string(m_text.substr(begin.offset, m_prevEnd.offset - begin.offset)),
            rangeFrom(begin)};
}

StatementPtr Parser::parseSet()
{
    advance(); // SET
    auto statement = std::make_unique<SetStatement>();
    m_watchComments = true;
    m_watchedComment.reset();
    if (atPunct(';') || atEnd())
        return statement;
    statement->hasKey = true;
    // A quoted key or value that runs on past its line and is then followed by something
    // unexpected lost its closing quote: say so at the opening one, not lines later.
    auto unclosedQuote = [this](const Token &t, Text what) {
        if (t.range.end.line > t.range.begin.line)
            failAt(SourceRange{t.range.begin, {t.range.begin.line, t.range.begin.column + 1, t.range.begin.offset + 1}},
                   sluice::Engine::tr("the quote that opens the %1 is not closed on line %2 (the text runs "
                                      "on to line %3)")
                       .arg(std::move(what))
                       .arg(t.range.begin.line)
                       .arg(t.range.end.line));
    };
    if (tok().kind == TokenKind::String) {
        const Token t = advance();
        statement->key = unquote(t.text);
        statement->keyQuoted = true;
        statement->keyRange = t.range;
        if (!atPunct('='))
            unclosedQuote(t, sluice::Engine::tr("key"));
    } else {
        BareText key = parseBareText(sluice::Engine::tr("a configuration key such as 'table.exec.state.ttl'"));
        statement->key = std::move(key.text);
        statement->keyRange = key.range;
    }
    expectPunct('=');
    if (tok().kind == TokenKind::String) {
        const Token t = advance();
        statement->value = unquote(t.text);
        statement->valueQuoted = true;
        statement->valueRange = t.range;
        if (!atPunct(';') && !atEnd())
            unclosedQuote(t, sluice::Engine::tr("value"));
    } else {
        BareText value = parseBareText(sluice::Engine::tr("a value (quote text values: 'value')"));
        statement->value = std::move(value.text);
        statement->valueRange = value.range;
        // `SET k = 200 ms;`: more on the line means an unquoted value with spaces.
        if (!atPunct(';') && !atEnd() && tok().range.begin.line == m_prevEnd.line &&
            !atStatementStart()) {
            const std::size_t from = statement->valueRange.begin.offset;
            std::size_t to = m_text.find_first_of(";\n", from);
            if (to == std::string_view::npos)
                to = m_text.size();
            std::string_view whole = m_text.substr(from, to - from);
            while (!whole.empty() &&
                   (whole.back() == ' ' || whole.back() == '\t' || whole.back() == '\r'))
                whole.remove_suffix(1);
            failAt(tok().range, sluice::Engine::tr("expected ';' but found %1 (a value containing spaces "
                                                   "must be quoted: '%2')")
                                    .arg(describeFound())
                                    .arg(whole));
        }
    }
    return statement;
}

StatementPtr Parser::parseReset()
{
    advance(); // RESET
    auto statement = std::make_unique<ResetStatement>();
    m_watchComments = true;
    m_watchedComment.reset();
    if (atPunct(';') || atEnd())
        return statement;
    statement->hasKey = true;
    if (tok().kind == TokenKind::String) {
        const Token t = advance();
        statement->key = unquote(t.text);
        statement->keyQuoted = true;
        statement->keyRange = t.range;
    } else {
        BareText key = parseBareText(sluice::Engine::tr("a configuration key or ';'"));
        statement->key = std::move(key.text);
        statement->keyRange = key.range;
    }
    return statement;
}

void Parser::checkSetTrailingComment(const Statement &statement)
{
    const char *name = statement.kind == StatementKind::Set ? "SET" : "RESET";
    if (m_watchedComment)
        report(*m_watchedComment,
               sluice::Engine::tr("comments are not allowed inside a %1 statement").arg(name));
    m_watchComments = false;
    m_watchedComment.reset();
    for (const Token &c : entry(0).comments) {
        if (c.kind == TokenKind::LineComment && c.range.begin.line == statement.range.end.line) {
            report(c.range, sluice::Engine::tr("a '--' comment is not allowed after a %1 statement; put "
                                               "the comment on its own line")
                                .arg(name));
            break;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// CREATE / DROP

StatementPtr Parser::parseCreate()
{
    const SourcePos begin = startPos();
    advance(); // CREATE
    const bool temporary = accept(Kw::K_TEMPORARY);
    if ((temporary && atWord() && upper(tok().text) == "SYSTEM" && atWord(1) &&
         upper(tok(1).text) == "FUNCTION") ||
        (atWord() && upper(tok().text) == "FUNCTION"))
        parseCreateFunction(begin);
    if (at(Kw::K_TABLE))
        return parseCreateTable(begin, temporary);
    if (at(Kw::K_VIEW))
        return parseCreateView(begin, temporary);
    if (atWord()) {
        const std::string w = upper(tok().text);
        if (w == "CATALOG" || w == "DATABASE" || w == "SYSTEM")
            failAt(tok().range, sluice::Engine::tr("CREATE %1 is not supported by Sluice").arg(w));
    }
    fail(sluice::Engine::tr("TABLE or VIEW"));
}

StatementPtr Parser::parseCreateTable(SourcePos, bool temporary)
{
    advance(); // TABLE
    auto table = std::make_unique<CreateTableStatement>();
    table->temporary = temporary;
    if (accept(Kw::K_IF)) {
        expect(Kw::K_NOT);
        expect(Kw::K_EXISTS);
        table->ifNotExists = true;
    }
    table->name = parseQualifiedName(sluice::Engine::tr("a table name"));
    // The column list may be left out when LIKE gives the table its columns.
    const bool hasElements = atPunct('(');
    if (hasElements) {
        advance();
        for (;;) {
            parseTableElement(*table);
            if (acceptPunct(','))
                continue;
            if (atPunct(')'))
                break;
            fail(sluice::Engine::tr("',' or ')'"));
        }
        advance(); // ')'
    }
    if (accept(Kw::K_COMMENT))
        table->comment = parseStringLiteral(sluice::Engine::tr("a quoted comment"));
    if (accept(Kw::K_PARTITIONED)) {
        expect(Kw::K_BY);
        expectPunct('(');
        table->partitionedBy = parseIdentList(sluice::Engine::tr("a partition column name"));
        expectPunct(')');
    }
    if (at(Kw::K_WITH)) {
        const SourcePos withBegin = startPos();
        advance();
        table->options = parseProperties();
        table->withRange = rangeFrom(withBegin);
    }
    if (at(Kw::K_LIKE)) {
        table->like = parseLikeClause();
    } else if (at(Kw::K_AS)) {
        if (hasElements) {
            // Flink 1.20's validator refuses it (columns in CTAS come with Flink 2.0).
            report(tok().range, sluice::Engine::tr("CREATE TABLE AS SELECT syntax does not support to "
                                                   "specify explicit columns yet."));
            throw SyntaxError{};
        }
        advance();
        table->asQuery = parseQuery();
    } else if (!hasElements) {
        fail(sluice::Engine::tr("'(' and the table's columns, or LIKE"));
    }
    return table;
}

void Parser::parseCreateFunction(SourcePos begin)
{
    // CREATE [TEMPORARY [SYSTEM]] FUNCTION [IF NOT EXISTS] name AS 'class'
    //   [LANGUAGE JAVA | SCALA | PYTHON] [USING JAR 'path' [, JAR 'path']*]
    if (upper(tok().text) == "SYSTEM")
        advance();
    advance(); // FUNCTION
    if (accept(Kw::K_IF)) {
        expect(Kw::K_NOT);
        expect(Kw::K_EXISTS);
    }
    const QualifiedName name = parseQualifiedName(sluice::Engine::tr("a function name"));
    expect(Kw::K_AS);
    parseStringLiteral(sluice::Engine::tr("the function's class name, e.g. 'com.example.MyFunction'"));
    if (atWord() && upper(tok().text) == "LANGUAGE") {
        advance();
        const std::string language = atWord() ? upper(tok().text) : std::string();
        if (language != "JAVA" && language != "SCALA" && language != "PYTHON")
            fail(sluice::Engine::tr("JAVA, SCALA or PYTHON"));
        advance();
    }
    if (atWord() && upper(tok().text) == "USING") {
        advance();
        do {
            if (!(atWord() && upper(tok().text) == "JAR"))
                fail(sluice::Engine::tr("JAR 'path'"));
            advance();
            parseStringLiteral(sluice::Engine::tr("the jar's path"));
        } while (acceptPunct(','));
    }
    if (!atPunct(';') && !atEnd())
        fail("';'");
    m_jvmFunctions.push_back(name.last().name);
    unsupportedAt(rangeFrom(begin),
                  sluice::Engine::tr("CREATE FUNCTION (a user-defined function in a JVM class)"));
}

LikeClause Parser::parseLikeClause()
{
    const SourcePos begin = startPos();
    advance(); // LIKE
    LikeClause like;
    like.source = parseQualifiedName(sluice::Engine::tr("the name of the table to copy"));
    if (acceptPunct('(')) {
        using S = LikeOption::Strategy;
        using F = LikeOption::Feature;
        while (!atPunct(')')) {
            LikeOption option;
            const SourcePos at = startPos();
            const std::string strategy = atWord() ? upper(tok().text) : std::string();
            if (strategy == "INCLUDING")
                option.strategy = S::Including;
            else if (strategy == "EXCLUDING")
                option.strategy = S::Excluding;
            else if (strategy == "OVERWRITING")
                option.strategy = S::Overwriting;
            else
                fail(sluice::Engine::tr("INCLUDING, EXCLUDING or OVERWRITING"));
            advance();
            const std::string feature = atWord() ? upper(tok().text) : std::string();
            static const std::pair<const char *, F> kFeatures[] = {
                {"ALL", F::All},           {"CONSTRAINTS", F::Constraints},
                {"PARTITIONS", F::Partitions}, {"GENERATED", F::Generated},
                {"OPTIONS", F::Options},   {"WATERMARKS", F::Watermarks},
                {"METADATA", F::Metadata}};
            const auto *match = std::find_if(std::begin(kFeatures), std::end(kFeatures),
                                             [&](const auto &f) { return feature == f.first; });
            if (match == std::end(kFeatures))
                fail(sluice::Engine::tr("ALL, CONSTRAINTS, PARTITIONS, GENERATED, OPTIONS, WATERMARKS or METADATA"));
            option.feature = match->second;
            advance();
            option.range = rangeFrom(at);
            like.options.push_back(option);
        }
        advance(); // ')'
    }
    like.range = rangeFrom(begin);
    return like;
}

void Parser::parseTableElement(CreateTableStatement &table)
{
    const SourcePos begin = startPos();
    if (at(Kw::K_WATERMARK)) {
        advance();
        expect(Kw::K_FOR);
        WatermarkDef watermark;
        watermark.column.push_back(parseIdent(sluice::Engine::tr("the rowtime column name")));
        while (acceptPunct('.'))
            watermark.column.push_back(parseIdent(sluice::Engine::tr("a field name")));
        expect(Kw::K_AS);
        watermark.expression = parseExpr();
        watermark.range = rangeFrom(begin);
        if (table.watermark)
            report(watermark.range, sluice::Engine::tr("a table can declare only one WATERMARK"));
        else
            table.watermark = std::move(watermark);
        return;
    }
    if (at(Kw::K_CONSTRAINT) || at(Kw::K_PRIMARY)) {
        PrimaryKeyDef key;
        if (accept(Kw::K_CONSTRAINT))
            key.constraintName = parseIdent(sluice::Engine::tr("a constraint name"));
        expect(Kw::K_PRIMARY);
        expect(Kw::K_KEY);
        expectPunct('(');
        key.columns = parseIdentList(sluice::Engine::tr("a column name"));
        expectPunct(')');
        if (!at(Kw::K_NOT))
            fail(sluice::Engine::tr("NOT ENFORCED (Flink supports only NOT ENFORCED primary keys)"));
        advance();
        expect(Kw::K_ENFORCED);
        key.range = rangeFrom(begin);
        if (table.primaryKey)
            report(key.range, sluice::Engine::tr("a table can have only one PRIMARY KEY"));
        else
            table.primaryKey = std::move(key);
        return;
    }
    ColumnDef column = parseColumn();
    if (column.primaryKey) {
        if (table.primaryKey)
            report(column.range, sluice::Engine::tr("a table can have only one PRIMARY KEY"));
        else
            table.primaryKey = PrimaryKeyDef{std::nullopt, {column.name}, column.range};
    }
    table.columns.push_back(std::move(column));
}

ColumnDef Parser::parseColumn()
{
    const SourcePos begin = startPos();
    ColumnDef column;
    column.name = parseIdent(sluice::Engine::tr("a column name"));
    if (accept(Kw::K_AS)) {
        column.columnKind = ColumnKind::Computed;
        column.expression = parseExpr();
    } else {
        column.type = parseDataType();
        if (accept(Kw::K_METADATA)) {
            column.columnKind = ColumnKind::Metadata;
            if (accept(Kw::K_FROM))
                column.metadataKey = parseStringLiteral(sluice::Engine::tr("a quoted metadata key such as 'offset'"),
                                                        &column.metadataKeyRange);
            column.isVirtual = accept(Kw::K_VIRTUAL);
        }
        if (at(Kw::K_CONSTRAINT) || at(Kw::K_PRIMARY)) {
            if (accept(Kw::K_CONSTRAINT))
                parseIdent(sluice::Engine::tr("a constraint name"));
            expect(Kw::K_PRIMARY);
            expect(Kw::K_KEY);
            if (!at(Kw::K_NOT))
                fail(sluice::Engine::tr("NOT ENFORCED (Flink supports only NOT ENFORCED primary keys)"));
            advance();
            expect(Kw::K_ENFORCED);
            column.primaryKey = true;
        }
    }
    if (accept(Kw::K_COMMENT))
        column.comment = parseStringLiteral(sluice::Engine::tr("a quoted comment"));
    column.range = rangeFrom(begin);
    return column;
}

StatementPtr Parser::parseCreateView(SourcePos, bool temporary)
{
    advance(); // VIEW
    auto view = std::make_unique<CreateViewStatement>();
    view->temporary = temporary;
    if (accept(Kw::K_IF)) {
        expect(Kw::K_NOT);
        expect(Kw::K_EXISTS);
        view->ifNotExists = true;
    }
    view->name = parseQualifiedName(sluice::Engine::tr("a view name"));
    if (acceptPunct('(')) {
        view->columns = parseIdentList(sluice::Engine::tr("a column name"));
        expectPunct(')');
    }
    if (accept(Kw::K_COMMENT))
        view->comment = parseStringLiteral(sluice::Engine::tr("a quoted comment"));
    expect(Kw::K_AS);
    view->query = parseQuery();
    return view;
}

StatementPtr Parser::parseDrop()
{
    advance(); // DROP
    auto drop = std::make_unique<DropStatement>();
    drop->temporary = accept(Kw::K_TEMPORARY);
    if (accept(Kw::K_TABLE))
        drop->object = DropObject::Table;
    else if (accept(Kw::K_VIEW))
        drop->object = DropObject::View;
    else
        fail(sluice::Engine::tr("TABLE or VIEW"));
    if (accept(Kw::K_IF)) {
        expect(Kw::K_EXISTS);
        drop->ifExists = true;
    }
    drop->name =
        parseQualifiedName(drop->object == DropObject::Table ? sluice::Engine::tr("a table name")
                                                             : sluice::Engine::tr("a view name"));
    return drop;
}

std::vector<Property> Parser::parseProperties()
{
    expectPunct('(');
    std::vector<Property> properties;
    if (atPunct(')'))
        fail(sluice::Engine::tr("an option such as 'connector' = '...'"));
    for (;;) {
        Property p;
        const SourcePos begin = startPos();
        p.key = parseStringLiteral(sluice::Engine::tr("a quoted option key such as 'connector'"), &p.keyRange);
        expectPunct('=');
        if (tok().kind != TokenKind::String && tok().kind != TokenKind::End && !atPunct(')') &&
            !atPunct(','))
            failAt(tok().range, sluice::Engine::tr("expected a quoted option value but found %1 (WITH "
                                                   "option values are strings: '%2')")
                                    .arg(describeFound())
                                    .arg(tok().text.substr(0, 32)));
        p.value = parseStringLiteral(sluice::Engine::tr("a quoted option value"), &p.valueRange);
        p.range = rangeFrom(begin);
        properties.push_back(std::move(p));
        if (acceptPunct(','))
            continue;
        if (atPunct(')'))
            break;
        fail(sluice::Engine::tr("',' or ')'"));
    }
    advance(); // ')'
    return properties;
}

std::string Parser::parseStringLiteral(const Text &what, SourceRange *range)
{
    if (tok().kind != TokenKind::String)
        fail(what);
    const Token t = advance();
    if (range)
        *range = t.range;
    return unquote(t.text);
}

// ---------------------------------------------------------------------------------------------
// INSERT and statement sets

std::unique_ptr<InsertStatement> Parser::parseInsert()
{
    const SourcePos begin = startPos();
    expect(Kw::K_INSERT);
    auto insert = std::make_unique<InsertStatement>();
    if (accept(Kw::K_OVERWRITE))
        insert->overwrite = true;
    else
        expect(Kw::K_INTO);
    insert->table = parseQualifiedName(sluice::Engine::tr("a table name"));
    insert->tableHints = takeHints();
    if (accept(Kw::K_PARTITION)) {
        expectPunct('(');
        for (;;) {
            PartitionValue v;
            v.column = parseIdent(sluice::Engine::tr("a partition column name"));
            expectPunct('=');
            v.value = parseExpr();
            insert->partition.push_back(std::move(v));
            if (acceptPunct(','))
                continue;
            expectPunct(')');
            break;
        }
    }
    if (atPunct('(') && !atQueryStart(1)) {
        advance();
        insert->columns = parseIdentList(sluice::Engine::tr("a column name"));
        expectPunct(')');
    }
    if (!atQueryStart())
        fail(sluice::Engine::tr("a query (SELECT, VALUES, WITH or '(')"));
    insert->query = parseQuery();
    insert->range = rangeFrom(begin);
    return insert;
}

StatementPtr Parser::parseStatementSet(SourcePos, bool executeForm)
{
    auto set = std::make_unique<StatementSetStatement>();
    set->executeForm = executeForm;
    const SourceRange opening{startPos(), startPos()};
    for (;;) {
        if (accept(Kw::K_END))
            break;
        if (atEnd() || !at(Kw::K_INSERT))
            fail(sluice::Engine::tr("INSERT or END"));
        try {
            std::unique_ptr<InsertStatement> insert = parseInsert();
            expectPunct(';');
            insert->terminated = true;
            insert->range.end = m_prevEnd;
            set->inserts.push_back(std::move(insert));
        } catch (const SyntaxError &) {
            // Recover inside the set: resume after the broken INSERT's ';'.
            skipToStatementEnd();
        }
    }
    if (set->inserts.empty() && m_errorCount == 0)
        report(rangeFrom(opening.begin),
               sluice::Engine::tr("a statement set needs at least one INSERT statement"));
    return set;
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN, SHOW, DESCRIBE

StatementPtr Parser::parseExplain()
{
    advance(); // EXPLAIN
    auto explain = std::make_unique<ExplainStatement>();
    if (accept(Kw::K_PLAN))
        expect(Kw::K_FOR);
    while (tok().kind == TokenKind::Identifier && !atQueryStart()) {
        explain->details.push_back(parseIdent(sluice::Engine::tr("an EXPLAIN detail")));
        acceptPunct(',');
    }
    const SourcePos begin = startPos();
    if (at(Kw::K_INSERT)) {
        explain->statement = parseInsert();
    } else if (at(Kw::K_STATEMENT) || at(Kw::K_EXECUTE)) {
        accept(Kw::K_EXECUTE);
        expect(Kw::K_STATEMENT);
        expect(Kw::K_SET);
        expect(Kw::K_BEGIN);
        explain->statement = parseStatementSet(begin, true);
    } else if (atQueryStart()) {
        auto query = std::make_unique<QueryStatement>();
        query->query = parseQuery();
        explain->statement = std::move(query);
    } else {
        fail(sluice::Engine::tr("a query, INSERT or STATEMENT SET to explain"));
    }
    explain->statement->range = rangeFrom(begin);
    return explain;
}

StatementPtr Parser::parseStopJob()
{
    // Flink 1.20: STOP JOB 'id' [WITH SAVEPOINT] [WITH DRAIN], the drain only after the savepoint.
    advance(); // STOP
    expectWord("JOB");
    auto stop = std::make_unique<StopJobStatement>();
    stop->jobId = parseStringLiteral(sluice::Engine::tr("the job id as a quoted string"), &stop->jobIdRange);
    auto withWord = [&](const char *w) { return at(Kw::K_WITH) && atWordText(w, 1); };
    if (withWord("SAVEPOINT")) {
        advance();
        advance();
        stop->withSavepoint = true;
    }
    if (withWord("DRAIN")) {
        if (!stop->withSavepoint)
            failAt(tok(1).range, sluice::Engine::tr("WITH DRAIN can only come after WITH SAVEPOINT"));
        advance();
        advance();
        stop->withDrain = true;
    }
    return stop;
}

StatementPtr Parser::parseShow()
{
    // Flink 1.20's SHOW statements: TABLES [FROM|IN db] [[NOT] LIKE p], VIEWS [FROM|IN db],
    // [USER] FUNCTIONS and DATABASES [FROM|IN ...] [[NOT] LIKE|ILIKE p], CATALOGS, JOBS,
    // [FULL] MODULES, CREATE TABLE|VIEW t, COLUMNS FROM|IN t [[NOT] LIKE|ILIKE p],
    // CURRENT CATALOG|DATABASE.
    advance(); // SHOW
    auto show = std::make_unique<ShowStatement>();
    auto word = [&](const char *w) { return atWord() && upper(tok().text) == w; };
    bool from = false, like = false, ilike = false;
    if (word("USER")) {
        advance();
        show->userFunctions = true;
        if (!at(Kw::K_FUNCTIONS))
            fail("FUNCTIONS");
    }
    if (word("FULL")) {
        advance();
        show->full = true;
        if (!word("MODULES"))
            fail("MODULES");
    }
    switch (kw()) {
    case Kw::K_TABLES: show->object = ShowObject::Tables; from = like = true; break;
    case Kw::K_VIEWS: show->object = ShowObject::Views; from = true; break;
    case Kw::K_FUNCTIONS: show->object = ShowObject::Functions; from = like = ilike = true; break;
    case Kw::K_CATALOGS: show->object = ShowObject::Catalogs; break;
    case Kw::K_DATABASES: show->object = ShowObject::Databases; from = like = ilike = true; break;
    case Kw::K_JOBS: show->object = ShowObject::Jobs; break;
    case Kw::K_CREATE: {
        advance();
        if (at(Kw::K_TABLE))
            show->object = ShowObject::CreateTable;
        else if (at(Kw::K_VIEW))
            show->object = ShowObject::CreateView;
        else
            fail(sluice::Engine::tr("TABLE or VIEW"));
        advance();
        show->target = parseQualifiedName(sluice::Engine::tr("a table or view name"));
        return show;
    }
    default:
        if (word("MODULES")) {
            show->object = ShowObject::Modules;
        } else if (word("COLUMNS")) {
            show->object = ShowObject::Columns;
            like = true; // Flink 1.20's parser has no SHOW COLUMNS ... ILIKE
            advance();
            if (!at(Kw::K_FROM) && !at(Kw::K_IN))
                fail(sluice::Engine::tr("FROM or IN and a table name"));
            advance();
            show->target = parseQualifiedName(sluice::Engine::tr("a table or view name"));
            break;
        } else if (word("CURRENT")) {
            advance();
            if (word("CATALOG"))
                show->object = ShowObject::CurrentCatalog;
            else if (word("DATABASE"))
                show->object = ShowObject::CurrentDatabase;
            else
                fail(sluice::Engine::tr("CATALOG or DATABASE"));
        } else {
            fail(sluice::Engine::tr("TABLES, VIEWS, FUNCTIONS, CATALOGS, DATABASES, JOBS, MODULES, CREATE TABLE, "
                                    "COLUMNS or CURRENT"));
        }
    }
    if (show->object != ShowObject::Columns)
        advance();
    if (from && (at(Kw::K_FROM) || at(Kw::K_IN))) {
        advance();
        show->target = parseQualifiedName(sluice::Engine::tr("a database name"));
    }
    if (like) {
        const bool negated = at(Kw::K_NOT);
        const std::size_t next = negated ? 1 : 0;
        const bool isIlike = atWord(next) && upper(tok(next).text) == "ILIKE";
        if (at(Kw::K_LIKE, next) || (ilike && isIlike)) {
            if (negated)
                advance();
            show->notLike = negated;
            show->ilike = isIlike;
            advance();
            show->likePattern = parseStringLiteral(sluice::Engine::tr("a quoted LIKE pattern"));
        }
    }
    return show;
}

StatementPtr Parser::parseDescribe()
{
    advance(); // DESCRIBE / DESC
    auto describe = std::make_unique<DescribeStatement>();
    describe->name = parseQualifiedName(sluice::Engine::tr("a table or view name"));
    return describe;
}

} // namespace sluice::sql
