#include "sql/keyword_table.h"
#include "sql/lexer.h"

#include <sluice/sql_tokens.h>

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <random>

using namespace sluice;

namespace {

std::vector<Token> significant(std::string_view text)
{
    std::vector<Token> out;
    for (const Token &t : tokenize(text))
        if (t.kind != TokenKind::End)
            out.push_back(t);
    return out;
}

} // namespace

class LexerTest : public QObject {
    Q_OBJECT
private slots:
    void classifiesWords()
    {
        const auto t =
            significant("SELECT user_id, CAST(x AS INT), upper (name), upper FROM `from`");
        QCOMPARE(t[0].kind, TokenKind::Keyword);
        QCOMPARE(t[1].kind, TokenKind::Identifier);
        QCOMPARE(t[2].kind, TokenKind::Punctuation);
        QCOMPARE(t[3].kind, TokenKind::Function);  // CAST(
        QCOMPARE(t[7].kind, TokenKind::TypeName);  // INT
        QCOMPARE(t[10].kind, TokenKind::Function); // upper ( with a space
        QCOMPARE(t[15].kind, TokenKind::Keyword);  // upper without '(' (a reserved word)
        QCOMPARE(t[16].kind, TokenKind::Keyword);  // FROM
        QCOMPARE(t[17].kind, TokenKind::QuotedIdentifier);
        QCOMPARE(t[17].text, std::string_view("`from`"));
    }

    void positionsAreOneBasedBytes()
    {
        const std::string text = "SELECT a\n  , 'é' AS b -- note\nFROM t";
        const auto t = significant(text);
        QCOMPARE(t[0].range.begin.line, 1);
        QCOMPARE(t[0].range.begin.column, 1);
        QCOMPARE(t[0].range.end.column, 7);
        QCOMPARE(t[2].text, std::string_view(","));
        QCOMPARE(t[2].range.begin.line, 2);
        QCOMPARE(t[2].range.begin.column, 3);
        QCOMPARE(t[3].kind, TokenKind::String);
        QCOMPARE(t[3].range.begin.column, 5);
        QCOMPARE(t[3].range.end.column, 9); // 'é' is 4 bytes
        QCOMPARE(t[4].range.begin.column, 10);
        QCOMPARE(t[6].kind, TokenKind::LineComment);
        QCOMPARE(t[6].text, std::string_view("-- note"));
        QCOMPARE(t[7].range.begin.line, 3);
        QCOMPARE(t[7].range.begin.offset, text.find("FROM"));
        const auto all = tokenize(text);
        QCOMPARE(all.back().kind, TokenKind::End);
        QCOMPARE(all.back().range.begin.offset, text.size());
    }

    void stringsAndQuotedIdentifiersEscapeByDoubling()
    {
        const auto t = significant("'it''s' `a``b` ''");
        QCOMPARE(t.size(), std::size_t(3));
        QCOMPARE(t[0].kind, TokenKind::String);
        QCOMPARE(t[0].text, std::string_view("'it''s'"));
        QCOMPARE(t[1].kind, TokenKind::QuotedIdentifier);
        QCOMPARE(t[1].text, std::string_view("`a``b`"));
        QCOMPARE(t[2].kind, TokenKind::String);
    }

    void multiLineTokensAdvanceLines()
    {
        const auto t = significant("'a\nb' /* x\ny\n*/ c");
        QCOMPARE(t[0].range.end.line, 2);
        QCOMPARE(t[1].kind, TokenKind::BlockComment);
        QCOMPARE(t[1].range.begin.line, 2);
        QCOMPARE(t[1].range.end.line, 4);
        QCOMPARE(t[2].range.begin.line, 4);
        QCOMPARE(t[2].range.begin.column, 4);
    }

    void hintsAreTheirOwnKind()
    {
        const auto t = significant("SELECT /*+ STATE_TTL('t'='1d') */ a /* plain */");
        QCOMPARE(t[1].kind, TokenKind::Hint);
        QCOMPARE(t[1].text, std::string_view("/*+ STATE_TTL('t'='1d') */"));
        QCOMPARE(t[3].kind, TokenKind::BlockComment);
    }

    void numbers()
    {
        const auto t = significant("1 23.5 .5 1e3 2.5E-2 7.");
        QCOMPARE(t.size(), std::size_t(6));
        for (const Token &n : t)
            QCOMPARE(n.kind, TokenKind::Number);
        QCOMPARE(t[4].text, std::string_view("2.5E-2"));
        // "1e" is a number followed by an identifier.
        const auto u = significant("1e");
        QCOMPARE(u.size(), std::size_t(2));
        QCOMPARE(u[1].kind, TokenKind::Identifier);
    }

    void operators()
    {
        const auto t = significant("a<>b<=c>=d!=e||f=>g%h.i");
        std::vector<std::string_view> ops;
        for (const Token &x : t)
            if (x.kind == TokenKind::Operator)
                ops.push_back(x.text);
        const std::vector<std::string_view> expected = {
            "<>", "<=", ">=", "!=", "||", "=>", "%", "."};
        QVERIFY(ops == expected);
        const auto p = significant("( ) , ; [ ]");
        QCOMPARE(p.size(), std::size_t(6));
        for (const Token &x : p)
            QCOMPARE(x.kind, TokenKind::Punctuation);
    }

    void unterminatedInputBecomesInvalid()
    {
        for (const char *text : {"SELECT 'abc", "SELECT `abc", "SELECT /* abc", "SELECT /*+ abc"}) {
            const auto t = significant(text);
            QCOMPARE(t.size(), std::size_t(2));
            QCOMPARE(t[1].kind, TokenKind::Invalid);
            QCOMPARE(t[1].range.end.offset, std::strlen(text));
        }
        // ? { } ^ are MATCH_RECOGNIZE's pattern punctuation; a lone | is invalid.
        const auto d = significant("\"quoted\" ? { |");
        QCOMPARE(d[0].kind, TokenKind::Invalid);
        QCOMPARE(d[0].text, std::string_view("\"quoted\""));
        QCOMPARE(d[1].kind, TokenKind::Punctuation);
        QCOMPARE(d[2].kind, TokenKind::Punctuation);
        QCOMPARE(d[3].kind, TokenKind::Invalid);
        QVERIFY(sql::describeInvalidToken("'abc").english().find("unterminated string") != std::string::npos);
        QVERIFY(sql::describeInvalidToken("\x01").english().find("0x01") != std::string::npos);
    }

    void unicodePassesThroughAsIdentifierBytes()
    {
        const auto t = significant("SELECT 名前 FROM 表");
        QCOMPARE(t.size(), std::size_t(4));
        QCOMPARE(t[1].kind, TokenKind::Identifier);
        QCOMPARE(t[1].text, std::string_view("名前"));
        QCOMPARE(t[2].range.begin.column, 15); // 'SELECT ' + 6 bytes + ' '
    }

    void lexerStartsAtAGivenPosition()
    {
        sql::Lexer lexer("a b", SourcePos{3, 10, 100});
        const Token a = lexer.next();
        const Token b = lexer.next();
        QCOMPARE(a.range.begin.line, 3);
        QCOMPARE(a.range.begin.column, 10);
        QCOMPARE(b.range.begin.column, 12);
        QCOMPARE(b.range.begin.offset, std::size_t(102));
    }

    void randomBytesLexInLinearTime()
    {
        std::mt19937 rng(42);
        std::string text(4 << 20, '\0');
        for (char &c : text)
            c = static_cast<char>(rng());
        QElapsedTimer timer;
        timer.start();
        std::size_t covered = 0;
        std::size_t count = 0;
        sql::Lexer lexer(text);
        for (;;) {
            const Token t = lexer.next();
            if (t.kind == TokenKind::End)
                break;
            QVERIFY(t.range.end.offset > t.range.begin.offset);
            covered = t.range.end.offset;
            ++count;
        }
        QVERIFY(count > 0);
        QVERIFY(covered <= text.size());
        QVERIFY2(timer.elapsed() < 5000, "lexing 4 MB of random bytes took too long");
    }

    void identifiersAreQuotedWhenTheParserNeedsIt()
    {
        QCOMPARE(identifierText("order_id"), std::string("order_id"));
        QCOMPARE(identifierText("dateTime"), std::string("dateTime"));
        QCOMPARE(identifierText("value"), std::string("`value`"));     // reserved
        QCOMPARE(identifierText("Timestamp"), std::string("`Timestamp`"));
        QCOMPARE(identifierText("first name"), std::string("`first name`"));
        QCOMPARE(identifierText("1st"), std::string("`1st`"));
        QCOMPARE(identifierText("a`b"), std::string("`a``b`"));
        QCOMPARE(identifierText(""), std::string("``"));
    }

    void vocabularyLists()
    {
        const auto &keywords = sqlKeywords();
        QVERIFY(std::is_sorted(keywords.begin(), keywords.end()));
        QVERIFY(std::find(keywords.begin(), keywords.end(), "SELECT") != keywords.end());
        QVERIFY(std::find(keywords.begin(), keywords.end(), "WATERMARK") != keywords.end());
        const auto &types = sqlTypeNames();
        for (const char *t :
             {"TINYINT", "DECIMAL", "VARCHAR", "TIMESTAMP_LTZ", "ROW", "ARRAY", "MAP"})
            QVERIFY2(std::find(types.begin(), types.end(), t) != types.end(), t);
        // Every function issue 3 names is catalogued, with a signature and a description.
        const char *required[] = {"UPPER",
                                  "LOWER",
                                  "TRIM",
                                  "CONCAT",
                                  "CONCAT_WS",
                                  "SUBSTRING",
                                  "CHAR_LENGTH",
                                  "REPLACE",
                                  "REGEXP_EXTRACT",
                                  "SPLIT_INDEX",
                                  "MOD",
                                  "ABS",
                                  "ROUND",
                                  "FLOOR",
                                  "CEIL",
                                  "POWER",
                                  "COALESCE",
                                  "IF",
                                  "DATE_FORMAT",
                                  "HOUR",
                                  "TO_TIMESTAMP",
                                  "CURRENT_TIMESTAMP",
                                  "LOCALTIMESTAMP",
                                  "PROCTIME",
                                  "COUNT",
                                  "SUM",
                                  "MIN",
                                  "MAX",
                                  "AVG",
                                  "TUMBLE",
                                  "HOP",
                                  "CUMULATE",
                                  "ROW_NUMBER",
                                  "CAST",
                                  "TRY_CAST"};
        const auto &functions = builtinFunctions();
        for (const char *name : required) {
            auto it = std::find_if(functions.begin(), functions.end(),
                                   [&](const FunctionInfo &f) { return f.name == name; });
            QVERIFY2(it != functions.end(), name);
            QVERIFY(!it->signature.empty());
            QVERIFY(!it->description.empty());
        }
        auto count = std::find_if(functions.begin(), functions.end(),
                                  [](const FunctionInfo &f) { return f.name == "COUNT"; });
        QVERIFY(count->aggregate());
        QVERIFY(sql::lookupWord("select") && sql::lookupWord("select")->kw == sql::Kw::K_SELECT);
        QVERIFY(sql::lookupWord("Value") && sql::lookupWord("Value")->reserved);
        QVERIFY(!sql::lookupWord("user_id"));
    }
};

QTEST_GUILESS_MAIN(LexerTest)
#include "lexer_test.moc"
