#pragma once

#include <sluice/diagnostics.h>
#include <sluice/script.h>

#include <Qsci/qsciscintilla.h>

#include "completion_engine.h"
#include "theme_manager.h"

#include <functional>
#include <vector>

namespace sluice {

class CompletionList;
class SqlLexer;

/// The Flink SQL editor: QScintilla with the engine-driven lexer, line numbers, folding of
/// statements and parentheses, brace matching, auto-indent, comment toggling, multiple
/// selections and zoom. Diagnostics are drawn as squiggles over their byte range, markers in the
/// margin and a tooltip when the mouse rests on them.
class SqlEditor : public QsciScintilla
{
    Q_OBJECT

public:
    /// Indicator numbers of the squiggles, by severity (Scintilla's container range 8-31).
    static constexpr int kErrorIndicator = 8;
    static constexpr int kWarningIndicator = 9;
    static constexpr int kInfoIndicator = 10;
    /// Margin marker numbers, by severity.
    static constexpr int kErrorMarker = 0;
    static constexpr int kWarningMarker = 1;
    static constexpr int kInfoMarker = 2;

    explicit SqlEditor(QWidget *parent = nullptr);
    ~SqlEditor() override;

    SqlLexer *sqlLexer() const { return m_lexer; }

    /// Colours for the light or dark theme.
    void applyColors(const EditorColors &colors);

    /// Replaces the diagnostics shown; ranges are byte offsets into the current text.
    void setDiagnostics(const std::vector<Diagnostic> &diagnostics);
    const std::vector<Diagnostic> &diagnostics() const { return m_diagnostics; }
    /// The messages of the diagnostics covering byte position `position`, one per line.
    QString diagnosticsTextAt(int position) const;
    /// The messages of the diagnostics starting on `line` (0-based).
    QString diagnosticsTextOnLine(int line) const;

    /// The whole text as UTF-8, the encoding the engine and the byte ranges use.
    QByteArray utf8Text() const;

    /// Comments or uncomments the lines touched by the selection (or the caret's line).
    void toggleComment();
    /// Moves the caret to a 1-based line and byte column (as diagnostics report them).
    void goToLineColumn(int line, int column);
    /// Selects a byte range.
    void selectBytes(int begin, int end);

    /// Caret position as 1-based line and 1-based character column, for the status bar.
    void caretLineColumn(int *line, int *column) const;

    /// The facts of the latest check of this text (tables, columns, settings), for completion
    /// and hover. It may be a little older than the text.
    void setCheckResult(CheckResult check) { m_check = std::move(check); }
    const CheckResult &checkResult() const { return m_check; }

    /// The completions at the caret, as complete() would show them.
    Completions completionsAtCaret() const;
    /// The completions of the list on screen (empty when none is shown).
    const Completions &activeCompletions() const;
    /// Puts a completion item in place of the word it completes, as choosing it in the list does.
    void applyCompletion(const CompletionItem &item);

    /// What the mouse resting on byte `position` shows: the diagnostics there, then the
    /// documentation of the word (table, column, function, option, duration).
    QString hoverTextAt(int position) const;

    /// Lays out the whole text with SqlFormatter as one undo step. False (with the reason in
    /// `message`) when the text has syntax errors or is already formatted.
    bool formatText(QString *message);

public slots:
    /// Shows the completion list for the caret's context (Ctrl+Space). While it is open, typing
    /// narrows it to the items that still match and closes it when none does.
    void complete();

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void inputMethodEvent(QInputMethodEvent *event) override;

private:
    void updateLineNumberWidth();
    void onCharAdded(int ch);
    /// Runs `type` (Scintilla's handling of a key or input method event) and, when it changed
    /// the text while the list was open, narrows the list.
    void typeWithList(const std::function<void()> &type);
    void onDwellStart(int position, int x, int y);
    int indicatorFor(Severity severity) const;

    SqlLexer *m_lexer = nullptr;
    EditorColors m_colors;
    std::vector<Diagnostic> m_diagnostics;
    int m_lineNumberDigits = 0;
    CheckResult m_check;
    CompletionList *m_completionList = nullptr;
};

} // namespace sluice
