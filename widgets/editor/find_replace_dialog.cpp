#include "find_replace_dialog.h"

#include <live_text.h>

#include <Qsci/qsciscintilla.h>

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace sluice {

FindReplaceDialog::FindReplaceDialog(QWidget *parent) : QDialog(parent)
{
    const LiveSetter live(staticMetaObject.className());
    m_findEdit = new QLineEdit(this);
    m_findEdit->setClearButtonEnabled(true);
    m_replaceEdit = new QLineEdit(this);
    m_replaceEdit->setClearButtonEnabled(true);
    m_caseBox = new QCheckBox(this);
    live(m_caseBox, &QAbstractButton::setText, QT_TR_NOOP("Match &case"));
    m_wordBox = new QCheckBox(this);
    live(m_wordBox, &QAbstractButton::setText, QT_TR_NOOP("&Whole words"));
    m_regexBox = new QCheckBox(this);
    live(m_regexBox, &QAbstractButton::setText, QT_TR_NOOP("Regular e&xpression"));
    m_wrapBox = new QCheckBox(this);
    live(m_wrapBox, &QAbstractButton::setText, QT_TR_NOOP("Wra&p around"));
    m_wrapBox->setChecked(true);
    m_status = new QLabel(this);

    auto *findLabel = new QLabel(this);
    live(findLabel, &QLabel::setText, QT_TR_NOOP("&Find:"));
    findLabel->setBuddy(m_findEdit);
    m_replaceLabel = new QLabel(this);
    live(m_replaceLabel, &QLabel::setText, QT_TR_NOOP("Replace &with:"));
    m_replaceLabel->setBuddy(m_replaceEdit);

    auto *nextButton = new QPushButton(this);
    live(nextButton, &QAbstractButton::setText, QT_TR_NOOP("Find &Next"));
    nextButton->setDefault(true);
    auto *previousButton = new QPushButton(this);
    live(previousButton, &QAbstractButton::setText, QT_TR_NOOP("Find Pre&vious"));
    m_replaceButton = new QPushButton(this);
    live(m_replaceButton, &QAbstractButton::setText, QT_TR_NOOP("&Replace"));
    m_replaceAllButton = new QPushButton(this);
    live(m_replaceAllButton, &QAbstractButton::setText, QT_TR_NOOP("Replace &All"));
    auto *closeButton = new QPushButton(this);
    live(closeButton, &QAbstractButton::setText, QT_TR_NOOP("Close"));

    auto *grid = new QGridLayout;
    grid->addWidget(findLabel, 0, 0);
    grid->addWidget(m_findEdit, 0, 1);
    grid->addWidget(m_replaceLabel, 1, 0);
    grid->addWidget(m_replaceEdit, 1, 1);
    auto *options = new QGridLayout;
    options->addWidget(m_caseBox, 0, 0);
    options->addWidget(m_wordBox, 0, 1);
    options->addWidget(m_regexBox, 1, 0);
    options->addWidget(m_wrapBox, 1, 1);
    grid->addLayout(options, 2, 1);
    grid->addWidget(m_status, 3, 1);
    grid->setRowStretch(4, 1); // spare height goes below the fields, not between them

    auto *buttons = new QVBoxLayout;
    for (QPushButton *b : {nextButton, previousButton, m_replaceButton, m_replaceAllButton})
        buttons->addWidget(b);
    buttons->addStretch();
    buttons->addWidget(closeButton);

    auto *layout = new QHBoxLayout(this);
    layout->addLayout(grid, 1);
    layout->addLayout(buttons);

    connect(nextButton, &QPushButton::clicked, this, &FindReplaceDialog::findNext);
    connect(previousButton, &QPushButton::clicked, this, &FindReplaceDialog::findPrevious);
    connect(m_replaceButton, &QPushButton::clicked, this, &FindReplaceDialog::replaceOne);
    connect(m_replaceAllButton, &QPushButton::clicked, this, &FindReplaceDialog::replaceAll);
    connect(closeButton, &QPushButton::clicked, this, &QDialog::hide);
    resize(520, sizeHint().height());
    LiveText::bind(this, [this] {
        setWindowTitle(m_replaceEdit->isVisibleTo(this) ? tr("Find and Replace") : tr("Find"));
    });
}

void FindReplaceDialog::setEditor(QsciScintilla *editor)
{
    m_editor = editor;
    m_lastExpression.clear();
}

void FindReplaceDialog::showFind(bool withReplace)
{
    m_replaceLabel->setVisible(withReplace);
    m_replaceEdit->setVisible(withReplace);
    m_replaceButton->setVisible(withReplace);
    m_replaceAllButton->setVisible(withReplace);
    setWindowTitle(withReplace ? tr("Find and Replace") : tr("Find"));
    // As tall as what it shows: Find alone has no room left for the hidden replace row.
    layout()->activate();
    resize(width(), minimumSizeHint().height());
    if (m_editor && m_editor->hasSelectedText() && !m_editor->selectedText().contains('\n'))
        m_findEdit->setText(m_editor->selectedText());
    setStatus({});
    show();
    raise();
    activateWindow();
    m_findEdit->setFocus();
    m_findEdit->selectAll();
}

void FindReplaceDialog::setFindText(const QString &text)
{
    m_findEdit->setText(text);
}

void FindReplaceDialog::setReplaceText(const QString &text)
{
    m_replaceEdit->setText(text);
}

void FindReplaceDialog::setRegularExpression(bool on)
{
    m_regexBox->setChecked(on);
}

void FindReplaceDialog::setCaseSensitive(bool on)
{
    m_caseBox->setChecked(on);
}

void FindReplaceDialog::setStatus(const QString &text)
{
    m_status->setText(text);
}

bool FindReplaceDialog::find(bool forward)
{
    if (!m_editor || m_findEdit->text().isEmpty())
        return false;
    int line = -1, index = -1;
    // Searching backwards from a selection starts before it, or it would find itself again.
    if (!forward && m_editor->hasSelectedText()) {
        int lineTo = 0, indexTo = 0;
        m_editor->getSelection(&line, &index, &lineTo, &indexTo);
    }
    const bool found =
        m_editor->findFirst(m_findEdit->text(), m_regexBox->isChecked(), m_caseBox->isChecked(),
                            m_wordBox->isChecked(), m_wrapBox->isChecked(), forward, line, index,
                            true, false, m_regexBox->isChecked());
    m_lastForward = forward;
    m_lastExpression = found ? m_findEdit->text() : QString();
    setStatus(found ? QString() : tr("Not found."));
    return found;
}

bool FindReplaceDialog::findNext()
{
    return find(true);
}

bool FindReplaceDialog::findPrevious()
{
    return find(false);
}

bool FindReplaceDialog::replaceOne()
{
    if (!m_editor)
        return false;
    // Replace only a match we found; otherwise find one first, as editors do.
    if (m_lastExpression != m_findEdit->text() || !m_editor->hasSelectedText())
        return find(m_lastForward);
    m_editor->replace(m_replaceEdit->text());
    find(m_lastForward);
    return true;
}

int FindReplaceDialog::replaceAll()
{
    if (!m_editor || m_findEdit->text().isEmpty())
        return 0;
    const bool regex = m_regexBox->isChecked();
    int count = 0;
    m_editor->beginUndoAction();
    bool found = m_editor->findFirst(m_findEdit->text(), regex, m_caseBox->isChecked(),
                                     m_wordBox->isChecked(), false, true, 0, 0, false, false,
                                     regex);
    long lastEnd = -1;
    while (found) {
        const long begin = m_editor->SendScintilla(QsciScintillaBase::SCI_GETTARGETSTART);
        const long end = m_editor->SendScintilla(QsciScintillaBase::SCI_GETTARGETEND);
        // An empty match at the same place again (e.g. "^" or "x*") would loop forever.
        if (begin == end && begin == lastEnd)
            break;
        m_editor->replace(m_replaceEdit->text());
        lastEnd = m_editor->SendScintilla(QsciScintillaBase::SCI_GETTARGETEND);
        ++count;
        if (begin == end && lastEnd >= m_editor->length())
            break;
        found = m_editor->findNext();
    }
    m_editor->endUndoAction();
    m_lastExpression.clear();
    setStatus(tr("Replaced %n occurrence(s).", nullptr, count));
    return count;
}

} // namespace sluice
