#pragma once

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QsciScintilla;

namespace sluice {

/// Find and replace in the current editor: plain text or regular expressions (ECMAScript
/// syntax, with \1-style back references in the replacement), case, whole words, wrap-around,
/// both directions, and Replace All as one undo step. Non-modal; follows the current editor.
class FindReplaceDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FindReplaceDialog(QWidget *parent = nullptr);

    void setEditor(QsciScintilla *editor);
    /// Shows the dialog with the replace row visible or not, pre-filled with the selection.
    void showFind(bool withReplace);

    void setFindText(const QString &text);
    void setReplaceText(const QString &text);
    void setRegularExpression(bool on);
    void setCaseSensitive(bool on);

public slots:
    bool findNext();
    bool findPrevious();
    bool replaceOne();
    int replaceAll();

private:
    bool find(bool forward);
    void setStatus(const QString &text);

    QPointer<QsciScintilla> m_editor;
    QLineEdit *m_findEdit = nullptr;
    QLineEdit *m_replaceEdit = nullptr;
    QLabel *m_replaceLabel = nullptr;
    QCheckBox *m_caseBox = nullptr;
    QCheckBox *m_wordBox = nullptr;
    QCheckBox *m_regexBox = nullptr;
    QCheckBox *m_wrapBox = nullptr;
    QPushButton *m_replaceButton = nullptr;
    QPushButton *m_replaceAllButton = nullptr;
    QLabel *m_status = nullptr;
    // The last search, so Replace knows whether the selection is a match it found.
    bool m_lastForward = true;
    QString m_lastExpression;
};

} // namespace sluice
