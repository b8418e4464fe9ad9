#include "completion_list.h"

#include <Qsci/qsciscintilla.h>

#include <QLabel>
#include <QListWidget>
#include <QPainter>

#include <algorithm>

namespace sluice {

namespace {

// Items are separated by '\n' (labels hold spaces) and carry their kind's image after '\t'.
constexpr char kListSeparator = '\n';
constexpr char kImageSeparator = '\t';
constexpr CompletionKind kCompletionKinds[] = {
    CompletionKind::Keyword,  CompletionKind::Table,  CompletionKind::View,  CompletionKind::Column,
    CompletionKind::Function, CompletionKind::Option, CompletionKind::Value, CompletionKind::Hint};

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

QString label(const CompletionItem &item)
{
    return item.detail.isEmpty() ? item.text : item.text + QStringLiteral("   ") + item.detail;
}

} // namespace

CompletionList::CompletionList(QsciScintilla *editor) : QObject(editor), m_editor(editor)
{
    // The items come from CompletionEngine and the list is Scintilla's own, in our order;
    // choosing an item is handled here.
    editor->setAutoCompletionSource(QsciScintilla::AcsNone);
    editor->setAutoCompletionCaseSensitivity(false);
    editor->SendScintilla(QsciScintilla::SCI_AUTOCSETSEPARATOR, int(kListSeparator));
    editor->SendScintilla(QsciScintilla::SCI_AUTOCSETTYPESEPARATOR, int(kImageSeparator));
    editor->SendScintilla(QsciScintilla::SCI_AUTOCSETORDER, QsciScintilla::SC_ORDER_CUSTOM);
    // Scintilla's list only moves its selection to the first item starting with what is typed,
    // and (auto-hide) closes when none does; ours filters by other matches too and closes by
    // itself (refilter), so Scintilla must not hide it.
    editor->SendScintilla(QsciScintilla::SCI_AUTOCSETAUTOHIDE, 0);
    editor->SendScintilla(QsciScintilla::SCI_AUTOCSETMAXHEIGHT, 12);
    for (CompletionKind kind : kCompletionKinds)
        editor->registerImage(imageId(kind), kindImage(kind));
    connect(editor, qOverload<const char *, int, int, int>(&QsciScintillaBase::SCN_AUTOCSELECTION),
            this, [this](const char *selection, int, int, int) { onChosen(selection); });
    connect(editor, &QsciScintillaBase::SCN_AUTOCSELECTIONCHANGE, this,
            [this](const char *selection, int, int) { onHighlighted(selection); });
    // The list also closes without telling (nothing left matches): the documentation follows.
    connect(editor, &QsciScintilla::cursorPositionChanged, this, [this] {
        if (!isOpen())
            hideDocumentation();
    });
    connect(editor, &QsciScintillaBase::SCN_AUTOCCANCELLED, this, [this] {
        hideDocumentation();
        m_completions = {};
    });
}

bool CompletionList::isOpen() const
{
    return m_editor->isListActive();
}

void CompletionList::show(Completions completions)
{
    // Closing the old list first tells the handlers (documentation, m_completions) before the
    // new list's state is set.
    if (isOpen())
        m_editor->SendScintilla(QsciScintilla::SCI_AUTOCCANCEL);
    m_completions = std::move(completions);
    if (m_completions.items.isEmpty()) {
        hideDocumentation();
        return;
    }
    m_openedAt = int(m_editor->SendScintilla(QsciScintilla::SCI_GETCURRENTPOS));
    QStringList labels;
    for (const CompletionItem &item : m_completions.items)
        labels << label(item) + QLatin1Char(kImageSeparator) + QString::number(imageId(item.kind));
    // The list starts under the word being completed; the best item is selected even when it
    // does not start with what is typed (a quoted 'key' while the user typed key, a substring).
    const QByteArray typed = QString(m_completions.prefix).toUtf8();
    const QByteArray first = label(m_completions.items.first()).toUtf8();
    m_editor->SendScintilla(QsciScintilla::SCI_AUTOCSHOW, uintptr_t(typed.size()),
                            labels.join(QLatin1Char(kListSeparator)).toUtf8().constData());
    m_editor->SendScintilla(QsciScintilla::SCI_AUTOCSELECT, first.constData());
    onHighlighted(first.constData());
}

void CompletionList::refilter(const Completions &before, Completions now, bool trigger)
{
    // Scintilla only moves the selection in a list as the user types; ours narrows to what
    // still matches, follows the caret into a new context ('.' after an alias), and closes
    // when nothing matches or the word it completed is left.
    const int caret = int(m_editor->SendScintilla(QsciScintilla::SCI_GETCURRENTPOS));
    const bool sameWord = now.context == before.context &&
                          now.replaceBegin == before.replaceBegin && caret >= before.replaceBegin;
    if (now.items.isEmpty() || (!sameWord && !trigger)) {
        close();
        return;
    }
    show(std::move(now));
}

void CompletionList::close()
{
    if (isOpen())
        m_editor->SendScintilla(QsciScintilla::SCI_AUTOCCANCEL);
    m_completions = {};
    hideDocumentation();
}

void CompletionList::apply(const CompletionItem &item, const Completions &from)
{
    // Text typed since the list opened extends the word the item replaces.
    const bool listShown = !m_completions.items.isEmpty();
    const Completions completions = from; // `from` may be the list's own, cleared below
    if (isOpen())
        m_editor->SendScintilla(QsciScintilla::SCI_AUTOCCANCEL);
    hideDocumentation();
    const int caret = int(m_editor->SendScintilla(QsciScintilla::SCI_GETCURRENTPOS));
    const int typedSince = listShown ? caret - m_openedAt : 0;
    const int begin = completions.replaceBegin;
    const int end = std::max(caret, completions.replaceEnd + typedSince);
    QByteArray text = item.text.toUtf8();
    if (completions.closeQuote)
        text += '\'';
    m_editor->beginUndoAction();
    m_editor->SendScintilla(QsciScintilla::SCI_SETTARGETRANGE, begin, end);
    m_editor->SendScintilla(QsciScintilla::SCI_REPLACETARGET, text.size(), text.constData());
    m_editor->endUndoAction();
    m_editor->SendScintilla(QsciScintilla::SCI_GOTOPOS, begin + int(text.size()));
    m_completions = {};
}

const CompletionItem *CompletionList::itemFor(const QString &text) const
{
    for (const CompletionItem &item : m_completions.items) {
        if (label(item) == text)
            return &item;
    }
    return nullptr;
}

void CompletionList::onHighlighted(const char *selection)
{
    const CompletionItem *item = itemFor(QString::fromUtf8(selection));
    if (!item)
        return;
    QString tip =
        item->detail.isEmpty() ? item->text : item->text + QStringLiteral("  ") + item->detail;
    if (!item->documentation.isEmpty())
        tip += QLatin1Char('\n') + item->documentation;
    showDocumentation(tip);
}

void CompletionList::onChosen(const char *selection)
{
    const CompletionItem *item = itemFor(QString::fromUtf8(selection));
    if (!item)
        return;
    // Cancelling inside the notification stops Scintilla's own insertion; ours replaces the
    // whole word, quotes handled.
    const CompletionItem chosen = *item;
    const Completions from = m_completions;
    m_editor->SendScintilla(QsciScintilla::SCI_AUTOCCANCEL);
    hideDocumentation();
    apply(chosen, from);
}

void CompletionList::showDocumentation(const QString &text)
{
    // Scintilla's call tip would close the list, so the documentation is a label of our own,
    // beside the list (Scintilla's list box is a QListWidget child of the editor).
    if (!m_documentation) {
        // A top-level window of its own (a child window of the scroll area upsets QScintilla),
        // deleted with the editor.
        m_documentation = new QLabel(nullptr, Qt::ToolTip | Qt::FramelessWindowHint);
        connect(m_editor, &QObject::destroyed, m_documentation, &QObject::deleteLater);
        m_documentation->setObjectName(QStringLiteral("CompletionDocumentation"));
        m_documentation->setForegroundRole(QPalette::ToolTipText);
        m_documentation->setBackgroundRole(QPalette::ToolTipBase);
        m_documentation->setAutoFillBackground(true);
        m_documentation->setFrameShape(QFrame::Box);
        m_documentation->setMargin(6);
        m_documentation->setWordWrap(true);
        m_documentation->setTextFormat(Qt::PlainText);
    }
    m_documentation->setPalette(m_editor->palette());
    m_documentation->setText(text);
    m_documentation->setFixedWidth(std::min(420, std::max(240, m_editor->width() / 3)));
    m_documentation->adjustSize();
    QRect list;
    for (QListWidget *candidate : m_editor->findChildren<QListWidget *>()) {
        if (candidate->isVisible())
            list = QRect(candidate->mapToGlobal(QPoint(0, 0)), candidate->size());
    }
    if (list.isNull()) {
        const int position = int(m_editor->SendScintilla(QsciScintilla::SCI_GETCURRENTPOS));
        const QPoint caret(
            int(m_editor->SendScintilla(QsciScintilla::SCI_POINTXFROMPOSITION, 0, position)),
            int(m_editor->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0, position)));
        list = QRect(m_editor->viewport()->mapToGlobal(caret), QSize(260, 0));
    }
    m_documentation->move(list.topRight() + QPoint(4, 0));
    m_documentation->show();
}

void CompletionList::hideDocumentation()
{
    if (m_documentation)
        m_documentation->hide();
}

} // namespace sluice
