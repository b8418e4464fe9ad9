#pragma once

#include "preset_store.h"
#include "set_statement_sync.h"

#include <sluice/option_registry.h>

#include <QHash>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTextBrowser;
class QToolButton;

namespace sluice {

class OptionEditor;
class SqlEditor;

/// The Parameters dock's option form, generated from the engine's option registry and grouped
/// by category, in two-way sync with the SET statements of an editor: a change in the form
/// rewrites one SET in the block at the top as one undo step; typing in the editor updates the
/// form (debounced). Search, "only changed", per-option and global reset, presets.
class ParameterForm : public QWidget
{
    Q_OBJECT

public:
    explicit ParameterForm(QWidget *parent = nullptr);
    ~ParameterForm() override;

    /// The editor whose SET statements the form shows and edits (null: none, form disabled).
    void setEditor(SqlEditor *editor);
    SqlEditor *editor() const;
    /// Debounce delay after an edit in the editor, in milliseconds.
    void setDelay(int milliseconds) { m_timer.setInterval(milliseconds); }
    /// Re-reads the editor now instead of after the delay.
    void syncNow();

    const SetStatementSync &sync() const { return m_sync; }
    PresetStore &presets() { return m_presets; }

    /// Sets several options together as the form does (one undo step). False, with the reason
    /// shown in the form and returned in `error`, when the registry or a rule refuses it.
    bool applyChanges(const std::vector<SetStatementSync::Change> &changes, QString *error = nullptr);
    bool setOptionValue(const QString &key, const QString &value, QString *error = nullptr);
    bool resetOption(const QString &key);
    void resetAll();
    /// Applies a preset's diff (after showing it when `confirm`). False when cancelled/refused.
    bool applyPreset(const QString &id, bool confirm = true, QString *error = nullptr);

    OptionEditor *editorFor(const QString &key) const;
    /// What the option's row says under its editor (location, duplicates, rule findings).
    QString statusText(const QString &key) const;
    bool isOptionVisible(const QString &key) const;
    /// The category sections, in display order (translated titles).
    QStringList categoryTitles() const;
    /// The text of the help panel.
    QString helpText() const;
    /// The message shown at the top after a refused change ("" when none).
    QString message() const;

    void setFilterText(const QString &text);
    void setOnlyChanged(bool on);

    /// The translated display name of an option category.
    static QString categoryTitle(OptionCategory category);

signals:
    /// The form rewrote the editor's text.
    void textEdited();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row {
        const OptionSpec *spec = nullptr;
        QWidget *widget = nullptr;
        QLabel *key = nullptr;
        OptionEditor *editor = nullptr;
        QToolButton *reset = nullptr;
        QLabel *status = nullptr;
        int section = 0;
    };
    struct Section {
        OptionCategory category;
        QToolButton *header = nullptr;
        QWidget *body = nullptr;
    };

    void buildRows();
    void refresh();
    void refreshRow(Row &row);
    void applyFilter();
    void onCommitted(Row &row, const QString &value);
    void askForCompanions(const QString &key, const QString &value, const QString &message,
                          const std::vector<ConfigIssue> &issues);
    /// The row `widget` is part of, or null.
    const Row *rowOf(QWidget *widget) const;
    /// The help pane's invitation to pick an option, instead of an option's documentation.
    void clearHelp();
    void showHelp(const Row &row);
    void showMessage(const QString &text);
    void rebuildPresetMenu();
    void saveCurrentAsPreset();
    void exportPreset(const QString &id);
    void importPresets();
    Row *rowFor(const QString &key);
    const Row *rowFor(const QString &key) const;
    void retranslate();

    SetStatementSync m_sync;
    PresetStore m_presets;
    QPointer<SqlEditor> m_editor;
    QMetaObject::Connection m_textConnection;
    QTimer m_timer;

    std::vector<Row> m_rows;
    std::vector<Section> m_sections;
    QHash<QString, QString> m_refusals; // key -> why the last value typed for it was refused

    QLineEdit *m_search = nullptr;
    QCheckBox *m_onlyChanged = nullptr;
    QToolButton *m_presetButton = nullptr;
    QToolButton *m_resetAllButton = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_noEditor = nullptr;
    QWidget *m_content = nullptr;
    QTextBrowser *m_help = nullptr;
};

} // namespace sluice
