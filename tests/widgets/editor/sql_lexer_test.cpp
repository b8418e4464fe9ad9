// SqlLexer: styles come from the engine's tokenizer, SET keys/values are told apart, folding
// follows statements, and restyling after an edit stays local to the edited statement.
#include <sql_editor.h>
#include <sql_lexer.h>

#include <QTest>

using sluice::SqlEditor;
using sluice::SqlLexer;

class SqlLexerTest : public QObject
{
    Q_OBJECT

private:
    static int styleAt(SqlEditor &editor, int position)
    {
        return int(editor.SendScintilla(QsciScintillaBase::SCI_GETSTYLEAT, position));
    }
    // The style of the first byte of `needle` in the editor's text.
    static int styleOf(SqlEditor &editor, const QByteArray &needle, int from = 0)
    {
        const int at = int(editor.utf8Text().indexOf(needle, from));
        if (at < 0)
            qFatal("'%s' not in the text", needle.constData());
        return styleAt(editor, at);
    }
    static void styleAll(SqlEditor &editor)
    {
        editor.SendScintilla(QsciScintillaBase::SCI_COLOURISE, 0, -1);
    }

private slots:
    void stylesEachTokenKind()
    {
        SqlEditor editor;
        editor.setText("SELECT UPPER(name), 42, 'text' FROM `orders` -- trailing\n"
                       "/*+ OPTIONS('k'='v') */ /* block */ WHERE CAST(x AS BIGINT) <> 1;\n");
        styleAll(editor);
        QCOMPARE(styleOf(editor, "SELECT"), int(SqlLexer::Keyword));
        QCOMPARE(styleOf(editor, "UPPER"), int(SqlLexer::Function));
        QCOMPARE(styleOf(editor, "name"), int(SqlLexer::Identifier));
        QCOMPARE(styleOf(editor, "42"), int(SqlLexer::Number));
        QCOMPARE(styleOf(editor, "'text'"), int(SqlLexer::String));
        QCOMPARE(styleOf(editor, "xt'"), int(SqlLexer::String)); // inside, not only the start
        QCOMPARE(styleOf(editor, "`orders`"), int(SqlLexer::QuotedIdentifier));
        QCOMPARE(styleOf(editor, "-- trailing"), int(SqlLexer::LineComment));
        QCOMPARE(styleOf(editor, "trailing"), int(SqlLexer::LineComment));
        QCOMPARE(styleOf(editor, "/*+"), int(SqlLexer::Hint));
        QCOMPARE(styleOf(editor, "OPTIONS"), int(SqlLexer::Hint));
        QCOMPARE(styleOf(editor, "/* block"), int(SqlLexer::BlockComment));
        QCOMPARE(styleOf(editor, "BIGINT"), int(SqlLexer::TypeName));
        QCOMPARE(styleOf(editor, "<>"), int(SqlLexer::Operator));
        QCOMPARE(styleOf(editor, ";"), int(SqlLexer::Punctuation));
    }

    void setKeysAndValues()
    {
        SqlEditor editor;
        editor.setText("SET 'table.exec.mini-batch.enabled' = 'true';\n"
                       "RESET 'pipeline.name';\n"
                       "SELECT 'table.exec' FROM t;\n");
        styleAll(editor);
        QCOMPARE(styleOf(editor, "SET"), int(SqlLexer::Keyword));
        QCOMPARE(styleOf(editor, "'table.exec.mini"), int(SqlLexer::SetKey));
        QCOMPARE(styleOf(editor, "= "), int(SqlLexer::Operator));
        QCOMPARE(styleOf(editor, "'true'"), int(SqlLexer::SetValue));
        QCOMPARE(styleOf(editor, "'pipeline.name'"), int(SqlLexer::SetKey));
        // Outside SET, the same kind of text is an ordinary string.
        QCOMPARE(styleOf(editor, "'table.exec'"), int(SqlLexer::String));
    }

    void invalidAndUtf8Offsets()
    {
        SqlEditor editor;
        // Multi-byte characters before a keyword: styles must land on byte offsets.
        editor.setText("SELECT '订单总额' AS total FROM t WHERE a = 'unterminated\n");
        styleAll(editor);
        QCOMPARE(styleOf(editor, "'订单"), int(SqlLexer::String));
        QCOMPARE(styleOf(editor, "AS"), int(SqlLexer::Keyword));
        QCOMPARE(styleOf(editor, "total"), int(SqlLexer::Identifier));
        QCOMPARE(styleOf(editor, "'unterminated"), int(SqlLexer::Invalid));
    }

    void foldsMultiLineStatements()
    {
        SqlEditor editor;
        editor.setText("SELECT 1;\n"          // 0: one-line statement, no fold
                       "SELECT a,\n"          // 1: header
                       "  (b +\n"             // 2: header of the parenthesis
                       "   c)\n"              // 3
                       "FROM t;\n"            // 4
                       "SELECT 2;\n");        // 5
        styleAll(editor);
        auto level = [&](int line) {
            return int(editor.SendScintilla(QsciScintillaBase::SCI_GETFOLDLEVEL, line));
        };
        const int header = QsciScintillaBase::SC_FOLDLEVELHEADERFLAG;
        const int base = QsciScintillaBase::SC_FOLDLEVELBASE;
        QVERIFY(!(level(0) & header));
        QVERIFY(level(1) & header);
        QCOMPARE(level(1) & QsciScintillaBase::SC_FOLDLEVELNUMBERMASK, base);
        QVERIFY(level(2) & header);
        QCOMPARE(level(3) & QsciScintillaBase::SC_FOLDLEVELNUMBERMASK, base + 2);
        QCOMPARE(level(4) & QsciScintillaBase::SC_FOLDLEVELNUMBERMASK, base + 1);
        QCOMPARE(level(5) & QsciScintillaBase::SC_FOLDLEVELNUMBERMASK, base);
    }

    void restylesOnlyFromTheEditedStatement()
    {
        SqlEditor editor;
        QByteArray script;
        for (int i = 0; i < 1250; ++i) // 5,000 lines
            script += "SELECT id,\n       'name' AS n\nFROM orders_" + QByteArray::number(i)
                      + "\nWHERE id > 10;\n";
        editor.setText(QString::fromUtf8(script));
        styleAll(editor);
        QCOMPARE(editor.lines(), 5001);

        // Type inside the statement that starts at line 2500: a quote opens a string.
        const int line = 2501;
        const int position = int(editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, line)) + 7;
        editor.SendScintilla(QsciScintillaBase::SCI_INSERTTEXT, uintptr_t(position), "'");
        const int visibleEnd = int(editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, line + 40));
        // What painting does: style from where styling stopped (the edit) to the visible end.
        auto paint = [&] {
            editor.SendScintilla(QsciScintillaBase::SCI_COLOURISE,
                                 editor.SendScintilla(QsciScintillaBase::SCI_GETENDSTYLED),
                                 long(visibleEnd));
        };
        paint();
        QVERIFY2(editor.sqlLexer()->lastStyledBytes() < 4000,
                 qPrintable(QString::number(editor.sqlLexer()->lastStyledBytes())));
        QCOMPARE(styleAt(editor, position), int(SqlLexer::String));
        QCOMPARE(styleAt(editor, position + 2), int(SqlLexer::Identifier)); // ''name: outside
        QCOMPARE(styleAt(editor, position + 8), int(SqlLexer::String));     // AS: inside now

        // The earlier statements keep their styles; the edit is seen as a string further on.
        QCOMPARE(styleOf(editor, "SELECT"), int(SqlLexer::Keyword));
        editor.SendScintilla(QsciScintillaBase::SCI_DELETERANGE, position, 1);
        paint();
        QVERIFY(editor.sqlLexer()->lastStyledBytes() < 4000);
        QCOMPARE(styleAt(editor, position), int(SqlLexer::String));     // 'name'
        QCOMPARE(styleAt(editor, position + 7), int(SqlLexer::Keyword)); // AS

        // Opening a block comment restyles everything after it once it is shown.
        editor.SendScintilla(QsciScintillaBase::SCI_INSERTTEXT, uintptr_t(position), "/*");
        styleAll(editor);
        const int lastLine = int(editor.SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, 4990));
        QCOMPARE(styleAt(editor, lastLine), int(SqlLexer::Invalid)); // unterminated comment
    }
};

QTEST_MAIN(SqlLexerTest)
#include "sql_lexer_test.moc"
