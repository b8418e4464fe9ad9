#pragma once

#include "analysis_runner.h"
#include "join_ttl_hints.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTreeWidget;

namespace sluice {

class SqlEditor;

/// The join-TTL inspector: every join and group aggregation of the current plan with its
/// inputs and the effective state TTL of each join side and where it comes from, and the table
/// references of the plan with their dynamic options. Editing a side writes seed 001's OPTIONS
/// hint after the join's JOIN keyword, or Flink's STATE_TTL hint after the query's SELECT when
/// chosen; editing a table reference writes its /*+ OPTIONS(…) */ hint. Each edit is one undo
/// step and the re-plan confirms it. Plans off the GUI thread, debounced, as the text changes.
class TtlInspector : public QWidget
{
    Q_OBJECT

public:
    explicit TtlInspector(QWidget *parent = nullptr);

    void setEditor(SqlEditor *editor);
    void setDelay(int milliseconds) { m_runner.setDelay(milliseconds); }
    bool isBusy() const { return m_runner.isBusy(); }

    const std::vector<StatefulOperator> &operators() const { return m_operators; }
    const std::vector<TableReference> &tableReferences() const { return m_references; }
    /// Shows a planner result (the runner calls this; tests may too).
    void setExplainResult(const ExplainResult &result);

    /// Which hint setJoinTtl() writes, as the pane's "Write as" choice.
    TtlHintStyle hintStyle() const;
    void setHintStyle(TtlHintStyle style);
    /// Sets a join side's TTL as the editor panel does, in hintStyle() ("" removes it from the
    /// hint it comes from). False with a message when the value or the text is refused.
    bool setJoinTtl(int operatorIndex, bool leftSide, const QString &value, QString *error = nullptr);
    /// Sets (none: removes) a dynamic option of tableReferences()[referenceIndex].
    bool setTableOption(int referenceIndex, const QString &key, const std::optional<QString> &value,
                        QString *error = nullptr);

    QTreeWidget *tree() const { return m_tree; }
    QTreeWidget *tableTree() const { return m_tableTree; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void replan(bool now);
    void rebuild();
    void rebuildTables();
    void onSelectionChanged();
    void onTableSelectionChanged();
    void retranslate();
    bool applyEdits(const Result<TextEdits> &edits, QString *error);
    bool writeJoinTtl(int operatorIndex, bool leftSide, const QString &value, TtlHintStyle style,
                      QString *error);

    AnalysisRunner m_runner;
    QPointer<SqlEditor> m_editor;
    QMetaObject::Connection m_textConnection;
    std::vector<StatefulOperator> m_operators;
    std::vector<TableReference> m_references;
    std::string m_plannedText; // the text m_references' offsets point into
    QLabel *m_operatorsTitle = nullptr;
    QTreeWidget *m_tree = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_tablesTitle = nullptr;
    QTreeWidget *m_tableTree = nullptr;
    QStackedWidget *m_pages = nullptr;
    // Join side page.
    QLabel *m_sideLabel = nullptr;
    QLineEdit *m_ttlEdit = nullptr;
    QLabel *m_styleLabel = nullptr;
    QComboBox *m_styleCombo = nullptr;
    QPushButton *m_writeButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    // Table reference page.
    QLabel *m_tableLabel = nullptr;
    QComboBox *m_keyCombo = nullptr;
    QLineEdit *m_valueEdit = nullptr;
    QPushButton *m_setOptionButton = nullptr;
    QPushButton *m_removeOptionButton = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace sluice
