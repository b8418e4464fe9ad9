#include "parameters_panel.h"

#include "parameter_form.h"
#include "ttl_inspector.h"

#include <QEvent>
#include <QTabWidget>
#include <QVBoxLayout>

namespace sluice {

ParametersPanel::ParametersPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("ParametersPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_form = new ParameterForm(m_tabs);
    m_inspector = new TtlInspector(m_tabs);
    m_tabs->addTab(m_form, QString());
    m_tabs->addTab(m_inspector, QString());
    layout->addWidget(m_tabs);
    retranslate();
}

void ParametersPanel::setEditor(SqlEditor *editor)
{
    m_form->setEditor(editor);
    m_inspector->setEditor(editor);
}

void ParametersPanel::retranslate()
{
    m_tabs->setTabText(0, tr("Options"));
    m_tabs->setTabText(1, tr("State TTL && Hints"));
}

void ParametersPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sluice
