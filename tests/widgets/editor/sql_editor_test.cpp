// SqlEditor: comment toggling, diagnostics as squiggles/markers/tooltips, auto-indent, colours.
#include <line_comments.h>
#include <sql_editor.h>
#include <sql_lexer.h>
#include <theme_manager.h>

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QTest>

using sluice::Diagnostic;
using sluice::LineComments;
using sluice::Severity;
using sluice::SqlEditor;

namespace {

Diagnostic diagnostic(Severity severity, int begin, int end, const char *message)
{
    Diagnostic d;
    d.severity = severity;
    d.range.begin = {1, begin + 1, std::size_t(begin)};
    d.range.end = {1, end + 1, std::size_t(end)};
    d.message = message;
    d.code = "test";
    return d;
}

bool indicatorAt(const SqlEditor &editor, int indicator, int position)
{
    const long on = editor.SendScintilla(QsciScintillaBase::SCI_INDICATORALLONFOR, position);
    return on & (1L << indicator);
}

// A table t (a, b) and "SELECT  FROM t;" with the caret between the two spaces.
void putCaretInSelectList(SqlEditor &editor)
{
    editor.setText("CREATE TABLE t (a INT, b INT) WITH ('connector' = 'datagen');\n"
                   "SELECT  FROM t;\n");
    editor.setCheckResult(sluice::checkScript(editor.text().toStdString()));
    const int at = int(editor.text().indexOf("  FROM")) + 1;
    editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, at);
}

} // namespace

class SqlEditorTest : public QObject
{
    Q_OBJECT

private slots:
    void completionReplacesTheWordAndClosesTheQuote()
    {
        SqlEditor editor;
        editor.resize(600, 400);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setText("SET 'table.exec.state.t\nSELECT 1;\n");
        editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, 23); // after "state.t"
        editor.complete();
        QVERIFY(editor.isListActive());
        const sluice::Completions &shown = editor.activeCompletions();
        QVERIFY(!shown.items.isEmpty());
        const sluice::CompletionItem item = shown.items.first();
        QCOMPARE(item.text, QString("table.exec.state.ttl"));
        editor.applyCompletion(item);
        QCOMPARE(editor.text(), QString("SET 'table.exec.state.ttl'\nSELECT 1;\n"));
        editor.undo();
        QCOMPARE(editor.text(), QString("SET 'table.exec.state.t\nSELECT 1;\n"));

        // Typing a trigger opens the list by itself: '.' after an alias.
        putCaretInSelectList(editor);
        QTest::keyClicks(&editor, "t");
        QVERIFY(!editor.isListActive());
        QTest::keyClicks(&editor, ".");
        QVERIFY(editor.isListActive());
        QCOMPARE(editor.activeCompletions().items.size(), 2);
        QCOMPARE(editor.activeCompletions().items.first().text, QString("a"));
    }

    void typingNarrowsTheOpenList()
    {
        SqlEditor editor;
        editor.resize(700, 400);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setFocus();
        editor.setText("SET 'table.exec.\nSELECT 1;\n");
        editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, 16); // after "table.exec."
        // Ctrl+Space opens the list.
        QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
        QVERIFY(editor.isListActive());
        // Scintilla's list box; a replaced one may linger until deleted later: the newest.
        auto shownList = [&editor]() -> QListWidget * {
            QListWidget *shown = nullptr;
            for (QListWidget *list : editor.findChildren<QListWidget *>()) {
                if (list->isVisible())
                    shown = list;
            }
            return shown;
        };
        const qsizetype all = editor.activeCompletions().items.size();
        QVERIFY(all > 5);
        QVERIFY(shownList() && shownList()->count() == all);

        // Each character typed narrows the list to what still matches.
        QTest::keyClicks(&editor, "st");
        QVERIFY(editor.isListActive());
        const qsizetype afterSt = editor.activeCompletions().items.size();
        QVERIFY2(afterSt < all && afterSt > 0, qPrintable(QString::number(afterSt)));
        QCOMPARE(shownList()->count(), afterSt);
        for (const auto &item : editor.activeCompletions().items)
            QVERIFY(sluice::CompletionEngine::matchRank(item.text, "table.exec.st") >= 0);
        QTest::keyClicks(&editor, "ate.t");
        QVERIFY(editor.isListActive());
        QVERIFY(editor.activeCompletions().items.size() < afterSt);
        QCOMPARE(editor.activeCompletions().items.first().text, QString("table.exec.state.ttl"));
        // Backspace widens it again.
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(&editor, Qt::Key_Backspace);
        QVERIFY(editor.isListActive());
        QCOMPARE(editor.activeCompletions().items.size(), afterSt);
        // Nothing left: the list closes.
        QTest::keyClicks(&editor, "zzz");
        QVERIFY(!editor.isListActive());
        QVERIFY(editor.activeCompletions().items.isEmpty());
        QCOMPARE(editor.text(), QString("SET 'table.exec.stzzz\nSELECT 1;\n"));

        // Enter takes the selected (first) item, the typed text replaced.
        editor.setText("SET 'table.exec.\nSELECT 1;\n");
        editor.SendScintilla(QsciScintillaBase::SCI_GOTOPOS, 16);
        QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
        QTest::keyClicks(&editor, "state.t");
        // The highlighted item's documentation shows beside the list, and goes with it.
        auto documentation = []() -> QWidget * {
            for (QWidget *w : QApplication::topLevelWidgets()) {
                if (w->objectName() == QStringLiteral("CompletionDocumentation"))
                    return w;
            }
            return nullptr;
        };
        QVERIFY(documentation() && documentation()->isVisible());
        QVERIFY(qobject_cast<QLabel *>(documentation())->text().startsWith("table.exec.state.ttl"));
        QTest::keyClick(&editor, Qt::Key_Return);
        QCOMPARE(editor.text(), QString("SET 'table.exec.state.ttl'\nSELECT 1;\n"));
        QVERIFY(!documentation()->isVisible());

        // '.' after an alias while the list is open: it reopens with the alias' columns.
        putCaretInSelectList(editor);
        QTest::keyClicks(&editor, "t");
        QTest::keyClick(&editor, Qt::Key_Space, Qt::ControlModifier);
        QVERIFY(editor.isListActive());
        QVERIFY(editor.activeCompletions().items.size() > 2);
        QTest::keyClicks(&editor, ".");
        QVERIFY(editor.isListActive());
        QCOMPARE(editor.activeCompletions().context, sluice::SqlContext::Kind::Member);
        QCOMPARE(editor.activeCompletions().items.size(), 2);
        QTest::keyClicks(&editor, "b");
        QCOMPARE(editor.activeCompletions().items.size(), 1);
        QCOMPARE(editor.activeCompletions().items.first().text, QString("b"));
        // A space ends the word: the list closes.
        QTest::keyClicks(&editor, " ");
        QVERIFY(!editor.isListActive());
    }

    void lineCommentsLogic()
    {
        const QStringList lines{"SELECT a,", "", "    b FROM t;"};
        const QStringList commented = LineComments::toggled(lines);
        QCOMPARE(commented, (QStringList{"-- SELECT a,", "", "-- " "    b FROM t;"}));
        QVERIFY(LineComments::allCommented(commented));
        QCOMPARE(LineComments::toggled(commented), lines);
        // Indented block: the marker goes at the block's own indentation.
        QCOMPARE(LineComments::toggled({"  a", "    b"}), (QStringList{"  -- a", "  --   b"}));
        // Mixed: comments everything (again), as editors do.
        QCOMPARE(LineComments::toggled({"-- a", "b"}), (QStringList{"-- -- a", "-- b"}));
    }

    void toggleCommentRoundTrip()
    {
        SqlEditor editor;
        const QString original = "SELECT a,\n       b\nFROM t;\n";
        editor.setText(original);
        // Select the first two lines (ending at the start of line 2: that line stays out).
        editor.setSelection(0, 3, 2, 0);
        editor.toggleComment();
        QCOMPARE(editor.text(), QString("-- SELECT a,\n--        b\nFROM t;\n"));
        editor.toggleComment();
        QCOMPARE(editor.text(), original);
        // Caret only: its line.
        editor.setCursorPosition(2, 2);
        editor.toggleComment();
        QCOMPARE(editor.text(), QString("SELECT a,\n       b\n-- FROM t;\n"));
        editor.undo();
        QCOMPARE(editor.text(), original);
    }

    void diagnosticsDrawSquigglesMarkersAndTooltips()
    {
        SqlEditor editor;
        editor.setText("SELECT * FROM orders WHERE x = 'abc\nSELECT 1;\n");
        editor.setDiagnostics({diagnostic(Severity::Error, 31, 35, "unterminated string"),
                               diagnostic(Severity::Warning, 14, 20, "unknown table")});
        for (int p = 31; p < 35; ++p)
            QVERIFY(indicatorAt(editor, SqlEditor::kErrorIndicator, p));
        QVERIFY(!indicatorAt(editor, SqlEditor::kErrorIndicator, 30));
        QVERIFY(!indicatorAt(editor, SqlEditor::kErrorIndicator, 35));
        QVERIFY(indicatorAt(editor, SqlEditor::kWarningIndicator, 14));
        QVERIFY(indicatorAt(editor, SqlEditor::kWarningIndicator, 19));
        QVERIFY(!indicatorAt(editor, SqlEditor::kWarningIndicator, 20));
        QVERIFY(!indicatorAt(editor, SqlEditor::kErrorIndicator, 16));
        QCOMPARE(editor.diagnosticsTextAt(32), QString("unterminated string"));
        QCOMPARE(editor.diagnosticsTextAt(15), QString("unknown table"));
        QVERIFY(editor.diagnosticsTextAt(3).isEmpty());
        QCOMPARE(editor.markersAtLine(0) & (1 << SqlEditor::kErrorMarker),
                 1u << SqlEditor::kErrorMarker);
        QCOMPARE(editor.markersAtLine(1), 0u);

        // Text typed before a diagnostic moves its squiggle and keeps its tooltip.
        editor.SendScintilla(QsciScintillaBase::SCI_INSERTTEXT, uintptr_t(0), "-- x\n");
        QVERIFY(indicatorAt(editor, SqlEditor::kErrorIndicator, 36));
        QCOMPARE(editor.diagnosticsTextAt(37), QString("unterminated string"));

        // New results replace the old ones entirely.
        editor.setDiagnostics({});
        QVERIFY(!indicatorAt(editor, SqlEditor::kErrorIndicator, 36));
        QCOMPARE(editor.markersAtLine(1), 0u);
    }

    void emptyRangeStillVisible()
    {
        SqlEditor editor;
        editor.setText("SELECT 1");
        editor.setDiagnostics({diagnostic(Severity::Error, 8, 8, "expected ';'")});
        QVERIFY(indicatorAt(editor, SqlEditor::kErrorIndicator, 7));
    }

    void autoIndentAfterParenthesis()
    {
        SqlEditor editor;
        editor.setText("CREATE TABLE t (");
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
        QTest::keyClick(editor.viewport(), Qt::Key_Return);
        QCOMPARE(int(editor.SendScintilla(QsciScintillaBase::SCI_GETLINEINDENTATION, 1)), 4);
        QTest::keyClicks(editor.viewport(), "id INT,");
        QTest::keyClick(editor.viewport(), Qt::Key_Return);
        QCOMPARE(int(editor.SendScintilla(QsciScintillaBase::SCI_GETLINEINDENTATION, 2)), 4);
        QCOMPARE(editor.text(), QString("CREATE TABLE t (\n    id INT,\n    "));
    }

    void colorsFollowTheme()
    {
        SqlEditor editor;
        auto background = [&](int style) {
            const long bgr = editor.SendScintilla(QsciScintillaBase::SCI_STYLEGETBACK, style);
            return QColor(int(bgr & 0xff), int((bgr >> 8) & 0xff), int((bgr >> 16) & 0xff));
        };
        const auto dark = sluice::ThemeManager::editorColors(true);
        const auto light = sluice::ThemeManager::editorColors(false);
        editor.applyColors(dark);
        QCOMPARE(background(sluice::SqlLexer::Keyword), dark.paper);
        QCOMPARE(background(sluice::SqlLexer::Default), dark.paper);
        QCOMPARE(editor.sqlLexer()->color(sluice::SqlLexer::Keyword), dark.keyword);
        editor.applyColors(light);
        QCOMPARE(background(sluice::SqlLexer::Keyword), light.paper);
        QCOMPARE(editor.sqlLexer()->color(sluice::SqlLexer::String), light.string);
    }
};

QTEST_MAIN(SqlEditorTest)
#include "sql_editor_test.moc"
