#pragma once

#include "completion_engine.h"

#include <QObject>

class QLabel;
class QsciScintilla;

namespace sluice {

/// The completion list of an editor: Scintilla's own list box, filled with CompletionEngine's
/// items in their order (a badge per kind), narrowed as the user types, with the highlighted
/// item's documentation in a label beside it. Choosing an item replaces the whole word it
/// completes, closing quote included, as one undo step. The editor asks for the items (it knows
/// the text and the latest check) and passes its typing on through refilter().
class CompletionList : public QObject {
    Q_OBJECT

public:
    /// Configures `editor`'s list and follows its notifications; lives as long as the editor.
    explicit CompletionList(QsciScintilla *editor);

    /// Opens the list with `completions` (closing any open one); an empty set only closes it.
    void show(Completions completions);
    /// After typing changed the text while the list was open with `before`: shows `now` (the
    /// completions at the caret) when the caret is still in the word it completes or moved into a
    /// new context (`trigger`), else closes the list.
    void refilter(const Completions &before, Completions now, bool trigger);
    /// Puts `item` in place of the word it completes; `from` are the completions it came from
    /// (the open list's, or those at the caret when no list is open).
    void apply(const CompletionItem &item, const Completions &from);
    /// Closes the list and its documentation.
    void close();

    /// The completions of the list on screen (empty when none is shown).
    const Completions &active() const { return m_completions; }
    bool isOpen() const;

private:
    void onHighlighted(const char *selection);
    void onChosen(const char *selection);
    const CompletionItem *itemFor(const QString &label) const;
    void showDocumentation(const QString &text);
    void hideDocumentation();

    QsciScintilla *m_editor;
    Completions m_completions; // the list on screen
    int m_openedAt = 0;        // where the caret was when the list opened
    QLabel *m_documentation = nullptr;
};

} // namespace sluice
