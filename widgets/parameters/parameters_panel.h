#pragma once

#include <QWidget>

class QTabWidget;

namespace sluice {

class ParameterForm;
class SqlEditor;
class TtlInspector;

/// The Parameters dock's contents: the option form and the join-TTL inspector, both following
/// the current tab's editor.
class ParametersPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ParametersPanel(QWidget *parent = nullptr);

    void setEditor(SqlEditor *editor);
    ParameterForm *form() const { return m_form; }
    TtlInspector *inspector() const { return m_inspector; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTabWidget *m_tabs = nullptr;
    ParameterForm *m_form = nullptr;
    TtlInspector *m_inspector = nullptr;
};

} // namespace sluice
