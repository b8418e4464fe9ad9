#include "sql_editor.h"

#include "completion_list.h"
#include "hover_provider.h"
#include "line_comments.h"
#include "problems_model.h"
#include "sql_formatter.h"
#include "sql_lexer.h"

#include <bridge/engine_text.h>

#include <QContextMenuEvent>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QToolTip>

#include <algorithm>

namespace sluice {

namespace {
constexpr int kLineNumberMargin = 0;
constexpr int kMarkerMargin = 1;
constexpr int kFoldMargin = 2;
constexpr int kIndentWidth = 4;
constexpr int kMarkerMask = (1 << SqlEditor::kErrorMarker) | (1 << SqlEditor::kWarningMarker) |
                            (1 << SqlEditor::kInfoMarker);
} // namespace

SqlEditor::SqlEditor(QWidget *parent)
    : QsciScintilla(parent), m_lexer(new SqlLexer(this)),
      m_colors(ThemeManager::editorColors(false))
{
    setUtf8(true);
    setLexer(m_lexer);
    setEolMode(EolUnix);

    setMarginType(kLineNumberMargin, NumberMargin);
    setMarginLineNumbers(kLineNumberMargin, true);
    setMarginType(kMarkerMargin, SymbolMargin);
    setMarginWidth(kMarkerMargin, 16);
    setMarginMarkerMask(kMarkerMargin, kMarkerMask);
    setMarginSensitivity(kMarkerMargin, false);
    setFolding(BoxedTreeFoldStyle, kFoldMargin);
    setMarginMarkerMask(kLineNumberMargin, 0);
    setMarginsFont(m_lexer->defaultFont(SqlLexer::Default));

    setBraceMatching(SloppyBraceMatch);
    setCaretLineVisible(true);
    setIndentationsUseTabs(false);
    setTabWidth(kIndentWidth);
    setIndentationWidth(kIndentWidth);
    setIndentationGuides(true);
    setBackspaceUnindents(true);
    setAutoIndent(false); // onCharAdded() indents, knowing about parentheses
    setScrollWidthTracking(true);
    setScrollWidth(1);

    // Multiple selections: Ctrl+click adds a caret, Alt+drag selects a rectangle, typing and
    // pasting go to every selection.
    SendScintilla(SCI_SETMULTIPLESELECTION, 1);
    SendScintilla(SCI_SETADDITIONALSELECTIONTYPING, 1);
    SendScintilla(SCI_SETMULTIPASTE, SC_MULTIPASTE_EACH);
    SendScintilla(SCI_SETVIRTUALSPACEOPTIONS, SCVS_RECTANGULARSELECTION);

    // Diagnostics.
    for (int indicator : {kErrorIndicator, kWarningIndicator, kInfoIndicator}) {
        indicatorDefine(SquiggleIndicator, indicator);
        SendScintilla(SCI_INDICSETUNDER, indicator, 1);
    }
    markerDefine(ProblemsModel::severityIcon(Severity::Error).pixmap(12).toImage(),
                 kErrorMarker);
    markerDefine(ProblemsModel::severityIcon(Severity::Warning).pixmap(12).toImage(),
                 kWarningMarker);
    markerDefine(ProblemsModel::severityIcon(Severity::Info).pixmap(12).toImage(), kInfoMarker);
    SendScintilla(SCI_SETMOUSEDWELLTIME, 400);
    connect(this, &QsciScintillaBase::SCN_DWELLSTART, this, &SqlEditor::onDwellStart);
    connect(this, &QsciScintillaBase::SCN_DWELLEND, this, [] { QToolTip::hideText(); });

    // Completion: Ctrl+Space or a trigger character (onCharAdded).
    m_completionList = new CompletionList(this);

    connect(this, &QsciScintillaBase::SCN_CHARADDED, this, &SqlEditor::onCharAdded);
    connect(this, &QsciScintilla::linesChanged, this, &SqlEditor::updateLineNumberWidth);
    connect(this, &QsciScintillaBase::SCN_ZOOM, this, &SqlEditor::updateLineNumberWidth);

    applyColors(m_colors);
}

SqlEditor::~SqlEditor()
{
    // QScintilla's destructor closes an open list and notifies: our handlers must not run on a
    // half-destroyed editor.
    disconnect(this, nullptr, this, nullptr);
}

void SqlEditor::applyColors(const EditorColors &colors)
{
    m_colors = colors;
    m_lexer->setColors(colors);
    setPaper(colors.paper);
    setColor(colors.text);
    setCaretLineBackgroundColor(colors.caretLine);
    setCaretForegroundColor(colors.caret);
    setSelectionBackgroundColor(colors.selection);
    setSelectionForegroundColor(colors.text);
    SendScintilla(SCI_SETADDITIONALSELBACK, colors.selection);
    setMarginsBackgroundColor(colors.marginPaper);
    setMarginsForegroundColor(colors.marginText);
    setFoldMarginColors(colors.foldMargin, colors.foldMargin);
    for (int marker = int(SC_MARKNUM_FOLDEREND); marker <= int(SC_MARKNUM_FOLDEROPEN); ++marker) {
        SendScintilla(SCI_MARKERSETFORE, marker, colors.marginPaper);
        SendScintilla(SCI_MARKERSETBACK, marker, colors.marginText);
    }
    setMatchedBraceBackgroundColor(colors.braceMatch);
    setMatchedBraceForegroundColor(colors.text);
    setUnmatchedBraceBackgroundColor(colors.braceMismatch);
    setUnmatchedBraceForegroundColor(colors.invalid);
    setIndentationGuidesBackgroundColor(colors.paper);
    setIndentationGuidesForegroundColor(colors.marginText);
    setIndicatorForegroundColor(colors.error, kErrorIndicator);
    setIndicatorForegroundColor(colors.warning, kWarningIndicator);
    setIndicatorForegroundColor(colors.info, kInfoIndicator);
    setCallTipsBackgroundColor(colors.marginPaper);
    setCallTipsForegroundColor(colors.text);
    setCallTipsHighlightColor(colors.keyword);
    updateLineNumberWidth();
}

int SqlEditor::indicatorFor(Severity severity) const
{
    switch (severity) {
    case Severity::Error: return kErrorIndicator;
    case Severity::Warning: return kWarningIndicator;
    case Severity::Info: return kInfoIndicator;
    }
    return kErrorIndicator;
}

void SqlEditor::setDiagnostics(const std::vector<Diagnostic> &diagnostics)
{
    m_diagnostics = diagnostics;
    const int length = this->length();
    for (int indicator : {kErrorIndicator, kWarningIndicator, kInfoIndicator}) {
        SendScintilla(SCI_SETINDICATORCURRENT, indicator);
        SendScintilla(SCI_INDICATORCLEARRANGE, 0, length);
    }
    for (int marker : {kErrorMarker, kWarningMarker, kInfoMarker})
        markerDeleteAll(marker);

    for (std::size_t i = 0; i < m_diagnostics.size(); ++i) {
        const Diagnostic &d = m_diagnostics[i];
        const int marker = d.severity == Severity::Error     ? kErrorMarker
                           : d.severity == Severity::Warning ? kWarningMarker
                                                             : kInfoMarker;
        if (!d.range.valid()) {
            markerAdd(0, marker);
            continue;
        }
        int begin = std::clamp(int(d.range.begin.offset), 0, length);
        int end = std::clamp(int(d.range.end.offset), begin, length);
        // An empty range (e.g. "expected ';' at end of input") still needs something to see.
        if (end == begin) {
            if (end < length)
                end = int(SendScintilla(SCI_POSITIONAFTER, begin));
            else if (begin > 0)
                begin = int(SendScintilla(SCI_POSITIONBEFORE, end));
        }
        // The value finds the diagnostic again under the mouse, even after edits moved it.
        SendScintilla(SCI_SETINDICATORCURRENT, indicatorFor(d.severity));
        SendScintilla(SCI_SETINDICATORVALUE, int(i) + 1);
        SendScintilla(SCI_INDICATORFILLRANGE, begin, end - begin);
        markerAdd(int(SendScintilla(SCI_LINEFROMPOSITION, begin)), marker);
    }
}

QString SqlEditor::diagnosticsTextAt(int position) const
{
    QStringList messages;
    const long on = SendScintilla(SCI_INDICATORALLONFOR, position);
    for (int indicator : {kErrorIndicator, kWarningIndicator, kInfoIndicator}) {
        if (!(on & (1L << indicator)))
            continue;
        const long value = SendScintilla(SCI_INDICATORVALUEAT, indicator, position);
        if (value >= 1 && std::size_t(value) <= m_diagnostics.size())
            messages << translated(m_diagnostics[std::size_t(value) - 1].message);
    }
    return messages.join('\n');
}

QString SqlEditor::diagnosticsTextOnLine(int line) const
{
    QStringList messages;
    for (const Diagnostic &d : m_diagnostics) {
        const int diagnosticLine = d.range.valid() ? d.range.begin.line - 1 : 0;
        if (diagnosticLine == line)
            messages << translated(d.message);
    }
    return messages.join('\n');
}

void SqlEditor::onDwellStart(int position, int x, int y)
{
    QString text;
    int marginsWidth = 0;
    for (int margin = 0; margin < margins(); ++margin)
        marginsWidth += marginWidth(margin);
    if (x < marginsWidth) {
        const int nearest = int(SendScintilla(SCI_POSITIONFROMPOINT, marginsWidth, y));
        text = diagnosticsTextOnLine(int(SendScintilla(SCI_LINEFROMPOSITION, nearest)));
    } else if (position >= 0) {
        text = hoverTextAt(position);
    }
    if (!text.isEmpty())
        QToolTip::showText(viewport()->mapToGlobal(QPoint(x, y + 8)), text, viewport());
}

QByteArray SqlEditor::utf8Text() const
{
    const int n = length();
    QByteArray bytes(n + 1, '\0');
    SendScintilla(SCI_GETTEXTRANGE, 0, n, bytes.data());
    bytes.chop(1);
    return bytes;
}

void SqlEditor::toggleComment()
{
    int lineFrom = 0, indexFrom = 0, lineTo = 0, indexTo = 0;
    const bool selected = hasSelectedText();
    if (selected) {
        getSelection(&lineFrom, &indexFrom, &lineTo, &indexTo);
        // A selection ending at the start of a line does not include that line.
        if (indexTo == 0 && lineTo > lineFrom)
            --lineTo;
    } else {
        getCursorPosition(&lineFrom, &indexFrom);
        lineTo = lineFrom;
    }
    QStringList lines;
    for (int line = lineFrom; line <= lineTo; ++line) {
        QString content = text(line);
        while (content.endsWith('\n') || content.endsWith('\r'))
            content.chop(1);
        lines << content;
    }
    const QStringList changed = LineComments::toggled(lines);
    if (changed == lines)
        return;
    int caretLine = 0, caretIndex = 0;
    getCursorPosition(&caretLine, &caretIndex);
    beginUndoAction();
    for (int i = 0; i < lines.size(); ++i) {
        const int line = lineFrom + i;
        if (lines[i] == changed[i])
            continue;
        const int begin = int(SendScintilla(SCI_POSITIONFROMLINE, line));
        const int end = int(SendScintilla(SCI_GETLINEENDPOSITION, line));
        SendScintilla(SCI_SETSEL, begin, end);
        replaceSelectedText(changed[i]);
    }
    endUndoAction();
    if (selected) {
        SendScintilla(SCI_SETSEL, SendScintilla(SCI_POSITIONFROMLINE, lineFrom),
                      SendScintilla(SCI_GETLINEENDPOSITION, lineTo));
    } else {
        const int delta = int(changed[0].size()) - int(lines[0].size());
        setCursorPosition(caretLine, std::max(0, caretIndex + delta));
    }
}

void SqlEditor::goToLineColumn(int line, int column)
{
    const int lineIndex = std::clamp(line - 1, 0, std::max(0, lines() - 1));
    const int lineStart = int(SendScintilla(SCI_POSITIONFROMLINE, lineIndex));
    const int lineEnd = int(SendScintilla(SCI_GETLINEENDPOSITION, lineIndex));
    SendScintilla(SCI_GOTOPOS, std::clamp(lineStart + column - 1, lineStart, lineEnd));
    ensureLineVisible(lineIndex);
    setFocus();
}

void SqlEditor::selectBytes(int begin, int end)
{
    SendScintilla(SCI_SETSEL, begin, end);
}

void SqlEditor::caretLineColumn(int *line, int *column) const
{
    const int position = int(SendScintilla(SCI_GETCURRENTPOS));
    const int lineIndex = int(SendScintilla(SCI_LINEFROMPOSITION, position));
    *line = lineIndex + 1;
    // SCI_GETCOLUMN counts characters and expands tabs, as users count columns.
    *column = int(SendScintilla(SCI_GETCOLUMN, position)) + 1;
}

Completions SqlEditor::completionsAtCaret() const
{
    return CompletionEngine::complete(utf8Text().toStdString(),
                                      int(SendScintilla(SCI_GETCURRENTPOS)), m_check);
}

const Completions &SqlEditor::activeCompletions() const
{
    return m_completionList->active();
}

void SqlEditor::complete()
{
    m_completionList->show(completionsAtCaret());
}

void SqlEditor::keyPressEvent(QKeyEvent *event)
{
    // The main window's Complete action normally takes Ctrl+Space first; an editor on its own
    // (a dialog, a test) completes too.
    if (event->key() == Qt::Key_Space && event->modifiers() == Qt::ControlModifier) {
        complete();
        event->accept();
        return;
    }
    typeWithList([this, event] { QsciScintilla::keyPressEvent(event); });
}

void SqlEditor::inputMethodEvent(QInputMethodEvent *event)
{
    typeWithList([this, event] { QsciScintilla::inputMethodEvent(event); });
}

void SqlEditor::typeWithList(const std::function<void()> &type)
{
    const bool listOpen = m_completionList->isOpen() && !activeCompletions().items.isEmpty();
    const Completions before = listOpen ? activeCompletions() : Completions{};
    const int lengthBefore = length();
    type();
    if (!listOpen || length() == lengthBefore)
        return;
    const int caret = int(SendScintilla(SCI_GETCURRENTPOS));
    const std::string text = utf8Text().toStdString();
    m_completionList->refilter(before, CompletionEngine::complete(text, caret, m_check),
                               CompletionEngine::isTrigger(text, caret));
}

void SqlEditor::applyCompletion(const CompletionItem &item)
{
    const Completions &shown = activeCompletions();
    m_completionList->apply(item, shown.items.isEmpty() ? completionsAtCaret() : shown);
}

QString SqlEditor::hoverTextAt(int position) const
{
    const QString diagnostics = diagnosticsTextAt(position);
    const QString documentation =
        HoverProvider::textAt(utf8Text().toStdString(), position, m_check);
    if (diagnostics.isEmpty())
        return documentation;
    if (documentation.isEmpty())
        return diagnostics;
    return diagnostics + QStringLiteral("\n\n") + documentation;
}

bool SqlEditor::formatText(QString *message)
{
    const std::string original = utf8Text().toStdString();
    const SqlFormatter::Result result = SqlFormatter::format(original);
    if (!result.ok) {
        *message = result.error;
        return false;
    }
    if (result.text == original) {
        *message = tr("Already formatted.");
        return false;
    }
    // Keep the caret on the same token: the formatter keeps every token, only spacing changes.
    const std::size_t caret = std::size_t(SendScintilla(SCI_GETCURRENTPOS));
    const std::vector<Token> before = tokenize(original);
    const std::vector<Token> after = tokenize(result.text);
    std::size_t newCaret = result.text.size();
    for (std::size_t i = 0; i < before.size() && i < after.size(); ++i) {
        if (before[i].range.end.offset < caret && before[i].kind != TokenKind::End)
            continue;
        const std::size_t into = caret > before[i].range.begin.offset
                                     ? caret - before[i].range.begin.offset
                                     : 0;
        newCaret = after[i].range.begin.offset + std::min(into, after[i].text.size());
        break;
    }
    const int firstVisible = firstVisibleLine();
    beginUndoAction();
    SendScintilla(SCI_SETTARGETRANGE, 0, length());
    SendScintilla(SCI_REPLACETARGET, result.text.size(), result.text.c_str());
    endUndoAction();
    SendScintilla(SCI_GOTOPOS, newCaret);
    setFirstVisibleLine(firstVisible);
    *message = tr("Formatted.");
    return true;
}

void SqlEditor::updateLineNumberWidth()
{
    const int digits = std::max(3, int(QString::number(lines()).size()));
    const QByteArray sample = QByteArray(digits + 1, '9');
    const int width = int(SendScintilla(SCI_TEXTWIDTH, STYLE_LINENUMBER, sample.constData()));
    setMarginWidth(kLineNumberMargin, width + 4);
    m_lineNumberDigits = digits;
}

void SqlEditor::onCharAdded(int ch)
{
    if ((ch == '.' || ch == '\'') && !isListActive()) {
        const int position = int(SendScintilla(SCI_GETCURRENTPOS));
        if (CompletionEngine::isTrigger(utf8Text().toStdString(), position))
            complete();
        return;
    }
    if (ch != '\n')
        return;
    const int line = int(SendScintilla(SCI_LINEFROMPOSITION, SendScintilla(SCI_GETCURRENTPOS)));
    if (line == 0)
        return;
    // Keep the previous line's indentation, one level deeper after an opening parenthesis.
    int previous = line - 1;
    int indent = int(SendScintilla(SCI_GETLINEINDENTATION, previous));
    const int previousStart = int(SendScintilla(SCI_POSITIONFROMLINE, previous));
    int last = int(SendScintilla(SCI_GETLINEENDPOSITION, previous)) - 1;
    while (last >= previousStart) {
        const char c = char(SendScintilla(SCI_GETCHARAT, last));
        if (c != ' ' && c != '\t')
            break;
        --last;
    }
    if (last >= previousStart && char(SendScintilla(SCI_GETCHARAT, last)) == '(')
        indent += kIndentWidth;
    const int indentEnd = int(SendScintilla(SCI_GETLINEINDENTPOSITION, line));
    if (indentEnd < int(SendScintilla(SCI_GETLINEENDPOSITION, line))
        && char(SendScintilla(SCI_GETCHARAT, indentEnd)) == ')')
        indent = std::max(0, indent - kIndentWidth);
    SendScintilla(SCI_SETLINEINDENTATION, line, indent);
    SendScintilla(SCI_GOTOPOS, SendScintilla(SCI_GETLINEINDENTPOSITION, line));
}

void SqlEditor::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu();
    if (!menu)
        return;
    menu->addSeparator();
    QAction *toggle = menu->addAction(tr("Toggle Comment"), this, &SqlEditor::toggleComment);
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    menu->exec(event->globalPos());
    delete menu;
}

} // namespace sluice
