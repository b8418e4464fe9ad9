#pragma once

#include "analysis_runner.h"
#include "join_ttl_hints.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace sluice {

class SqlEditor;

/// The join-TTL inspector: every join and group aggregation of the current plan with its
/// inputs and the effective state TTL of each join side and where it comes from. Editing a
/// side writes seed 001's OPTIONS hint after the join's JOIN keyword (one undo step); the
/// re-plan confirms it. Plans off the GUI thread, debounced, as the text changes.
class TtlInspector : public QWidget
{
    Q_OBJECT

public:
    explicit TtlInspector(QWidget *parent = nullptr);

    void setEditor(SqlEditor *editor);
    void setDelay(int milliseconds) { m_runner.setDelay(milliseconds); }
    bool isBusy() const { return m_runner.isBusy(); }

    const std::vector<StatefulOperator> &operators() const { return m_operators; }
    /// Shows a planner result (the runner calls this; tests may too).
    void setExplainResult(const ExplainResult &result);
    /// Sets a join side's TTL as the editor panel does ("" removes it). False with a message
    /// when the value or the text is refused.
    bool setJoinTtl(int operatorIndex, bool leftSide, const QString &value, QString *error = nullptr);
    QTreeWidget *tree() const { return m_tree; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void replan(bool now);
    void rebuild();
    void onSelectionChanged();
    void retranslate();

    AnalysisRunner m_runner;
    QPointer<SqlEditor> m_editor;
    QMetaObject::Connection m_textConnection;
    std::vector<StatefulOperator> m_operators;
    QTreeWidget *m_tree = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_sideLabel = nullptr;
    QLineEdit *m_ttlEdit = nullptr;
    QPushButton *m_writeButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace sluice
