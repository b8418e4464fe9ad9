#include "sql_editor.h"

#include "hover_provider.h"
#include "line_comments.h"
#include "problems_model.h"
#include "sql_formatter.h"
#include "sql_lexer.h"

#include <QContextMenuEvent>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace sluice {

namespace {
constexpr int kLineNumberMargin = 0;
constexpr int kMarkerMargin = 1;
constexpr int kFoldMargin = 2;
constexpr int kIndentWidth = 4;
constexpr int kMarkerMask = (1 << SqlEditor::kErrorMarker) | (1 << SqlEditor::kWarningMarker)
                            | (1 << SqlEditor::kInfoMarker);
// Completion list: items are separated by '\n' (labels hold spaces) and carry their kind's
// image after '\t'.
constexpr char kListSeparator = '\n';
constexpr char kImageSeparator = '\t';
constexpr CompletionKind kCompletionKinds[] = {
    CompletionKind::Keyword, CompletionKind::Table,  CompletionKind::View,
    CompletionKind::Column,  CompletionKind::Function, CompletionKind::Option,
    CompletionKind::Value,   CompletionKind::Hint};

int imageId(CompletionKind kind)
{
    return int(kind) + 1;
}

// A small badge with a letter per kind, so the list reads at a glance.
QImage kindImage(CompletionKind kind)
{
    struct Badge {
        char letter;
        QRgb color;
    };
    static const Badge badges[] = {{'k', 0xff7f6fbf}, {'T', 0xff2f8f5f}, {'V', 0xff2f7f8f},
                                   {'c', 0xff3f6fbf}, {'f', 0xffbf6f2f}, {'o', 0xff8f5f2f},
                                   {'v', 0xff5f8f2f}, {'h', 0xff9f4f8f}};
    const Badge &badge = badges[int(kind)];
    QImage image(14, 14, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor::fromRgba(badge.color));
    painter.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3);
    QFont font = painter.font();
    font.setPixelSize(10);
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(QRectF(0, 0, 14, 14), Qt::AlignCenter, QString(QLatin1Char(badge.letter)));
    return image;
}

QString completionLabel(const CompletionItem &item)
{
    return item.detail.isEmpty() ? item.text
                                 : item.text + QStringLiteral("   ") + item.detail;
}
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

    // Completion: Ctrl+Space or a trigger character; the items come from CompletionEngine and
    // the list is Scintilla's own, in our order; choosing an item is handled here.
    setAutoCompletionSource(AcsNone);
    setAutoCompletionCaseSensitivity(false);
    SendScintilla(SCI_AUTOCSETSEPARATOR, int(kListSeparator));
    SendScintilla(SCI_AUTOCSETTYPESEPARATOR, int(kImageSeparator));
    SendScintilla(SCI_AUTOCSETORDER, SC_ORDER_CUSTOM);
    // Scintilla's list only moves its selection to the first item starting with what is typed,
    // and (auto-hide) closes when none does; ours filters by other matches too and closes by
    // itself (refilterCompletions), so Scintilla must not hide it.
    SendScintilla(SCI_AUTOCSETAUTOHIDE, 0);
    SendScintilla(SCI_AUTOCSETMAXHEIGHT, 12);
    for (CompletionKind kind : kCompletionKinds)
        registerImage(imageId(kind), kindImage(kind));
    connect(this, qOverload<const char *, int, int, int>(&QsciScintillaBase::SCN_AUTOCSELECTION),
            this, [this](const char *selection, int, int, int) { onCompletionChosen(selection); });
    connect(this, &QsciScintillaBase::SCN_AUTOCSELECTIONCHANGE, this,
            [this](const char *selection, int, int) { onCompletionHighlighted(selection); });
    // The list also closes without telling (nothing left matches): the documentation follows.
    connect(this, &QsciScintilla::cursorPositionChanged, this, [this] {
        if (!isListActive())
            hideCompletionDocumentation();
    });
    connect(this, &QsciScintillaBase::SCN_AUTOCCANCELLED, this, [this] {
        hideCompletionDocumentation();
        m_completions = {};
    });

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
            messages << QString::fromStdString(m_diagnostics[std::size_t(value) - 1].message);
    }
    return messages.join('\n');
}

QString SqlEditor::diagnosticsTextOnLine(int line) const
{
    QStringList messages;
    for (const Diagnostic &d : m_diagnostics) {
        const int diagnosticLine = d.range.valid() ? d.range.begin.line - 1 : 0;
        if (diagnosticLine == line)
            messages << QString::fromStdString(d.message);
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

void SqlEditor::complete()
{
    showCompletions(completionsAtCaret());
}

void SqlEditor::showCompletions(Completions completions)
{
    // Closing the old list first tells the handlers (documentation, m_completions) before the
    // new list's state is set.
    if (isListActive())
        SendScintilla(SCI_AUTOCCANCEL);
    m_completions = std::move(completions);
    if (m_completions.items.isEmpty()) {
        hideCompletionDocumentation();
        return;
    }
    m_completionCaret = int(SendScintilla(SCI_GETCURRENTPOS));
    QStringList labels;
    for (const CompletionItem &item : m_completions.items)
        labels << completionLabel(item) + QLatin1Char(kImageSeparator)
                      + QString::number(imageId(item.kind));
    // The list starts under the word being completed; the best item is selected even when it
    // does not start with what is typed (a quoted 'key' while the user typed key, a substring).
    const QByteArray typed = QString(m_completions.prefix).toUtf8();
    const QByteArray first = completionLabel(m_completions.items.first()).toUtf8();
    SendScintilla(SCI_AUTOCSHOW, uintptr_t(typed.size()),
                  labels.join(QLatin1Char(kListSeparator)).toUtf8().constData());
    SendScintilla(SCI_AUTOCSELECT, first.constData());
    onCompletionHighlighted(first.constData());
}

void SqlEditor::refilterCompletions(const Completions &before)
{
    // Scintilla only moves the selection in a list as the user types; ours narrows to what
    // still matches, follows the caret into a new context ('.' after an alias), and closes
    // when nothing matches or the word it completed is left.
    const int caret = int(SendScintilla(SCI_GETCURRENTPOS));
    const std::string text = utf8Text().toStdString();
    Completions now = CompletionEngine::complete(text, caret, m_check);
    const bool sameWord = now.context == before.context && now.replaceBegin == before.replaceBegin
                          && caret >= before.replaceBegin;
    if (now.items.isEmpty() || (!sameWord && !CompletionEngine::isTrigger(text, caret))) {
        if (isListActive())
            SendScintilla(SCI_AUTOCCANCEL);
        m_completions = {};
        hideCompletionDocumentation();
        return;
    }
    showCompletions(std::move(now));
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
    const bool listOpen = isListActive() && !m_completions.items.isEmpty();
    const Completions before = listOpen ? m_completions : Completions{};
    const int lengthBefore = length();
    type();
    if (listOpen && length() != lengthBefore)
        refilterCompletions(before);
}

void SqlEditor::showCompletionDocumentation(const QString &text)
{
    // Scintilla's call tip would close the list, so the documentation is a label of our own,
    // beside the list (Scintilla's list box is a QListWidget child of the editor).
    if (!m_completionDoc) {
        // A top-level window of its own (a child window of the scroll area upsets QScintilla),
        // deleted with the editor.
        m_completionDoc = new QLabel(nullptr, Qt::ToolTip | Qt::FramelessWindowHint);
        connect(this, &QObject::destroyed, m_completionDoc, &QObject::deleteLater);
        m_completionDoc->setObjectName(QStringLiteral("CompletionDocumentation"));
        m_completionDoc->setForegroundRole(QPalette::ToolTipText);
        m_completionDoc->setBackgroundRole(QPalette::ToolTipBase);
        m_completionDoc->setAutoFillBackground(true);
        m_completionDoc->setFrameShape(QFrame::Box);
        m_completionDoc->setMargin(6);
        m_completionDoc->setWordWrap(true);
        m_completionDoc->setTextFormat(Qt::PlainText);
    }
    m_completionDoc->setPalette(palette());
    m_completionDoc->setText(text);
    m_completionDoc->setFixedWidth(std::min(420, std::max(240, width() / 3)));
    m_completionDoc->adjustSize();
    QRect list;
    for (QListWidget *candidate : findChildren<QListWidget *>()) {
        if (candidate->isVisible())
            list = QRect(candidate->mapToGlobal(QPoint(0, 0)), candidate->size());
    }
    if (list.isNull()) {
        const int position = int(SendScintilla(SCI_GETCURRENTPOS));
        const QPoint caret(int(SendScintilla(SCI_POINTXFROMPOSITION, 0, position)),
                           int(SendScintilla(SCI_POINTYFROMPOSITION, 0, position)));
        list = QRect(viewport()->mapToGlobal(caret), QSize(260, 0));
    }
    m_completionDoc->move(list.topRight() + QPoint(4, 0));
    m_completionDoc->show();
}

void SqlEditor::hideCompletionDocumentation()
{
    if (m_completionDoc)
        m_completionDoc->hide();
}

const CompletionItem *SqlEditor::completionItemFor(const QString &label) const
{
    for (const CompletionItem &item : m_completions.items) {
        if (completionLabel(item) == label)
            return &item;
    }
    return nullptr;
}

void SqlEditor::onCompletionHighlighted(const char *selection)
{
    const CompletionItem *item = completionItemFor(QString::fromUtf8(selection));
    if (!item)
        return;
    QString tip = item->detail.isEmpty() ? item->text : item->text + QStringLiteral("  ") + item->detail;
    if (!item->documentation.isEmpty())
        tip += QLatin1Char('\n') + item->documentation;
    showCompletionDocumentation(tip);
}

void SqlEditor::onCompletionChosen(const char *selection)
{
    const CompletionItem *item = completionItemFor(QString::fromUtf8(selection));
    if (!item)
        return;
    // Cancelling inside the notification stops Scintilla's own insertion; ours replaces the
    // whole word, quotes handled.
    const CompletionItem chosen = *item;
    SendScintilla(SCI_AUTOCCANCEL);
    hideCompletionDocumentation();
    applyCompletion(chosen);
}

void SqlEditor::applyCompletion(const CompletionItem &item)
{
    const Completions completions = m_completions.items.isEmpty() ? completionsAtCaret()
                                                                  : m_completions;
    if (isListActive())
        SendScintilla(SCI_AUTOCCANCEL);
    hideCompletionDocumentation();
    const int caret = int(SendScintilla(SCI_GETCURRENTPOS));
    const int typedSince = m_completions.items.isEmpty() ? 0 : caret - m_completionCaret;
    const int begin = completions.replaceBegin;
    const int end = std::max(caret, completions.replaceEnd + typedSince);
    QByteArray text = item.text.toUtf8();
    if (completions.closeQuote)
        text += '\'';
    beginUndoAction();
    SendScintilla(SCI_SETTARGETRANGE, begin, end);
    SendScintilla(SCI_REPLACETARGET, text.size(), text.constData());
    endUndoAction();
    SendScintilla(SCI_GOTOPOS, begin + int(text.size()));
    m_completions = {};
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
