#include "ttl_inspector.h"

#include "sql_editor.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sluice {

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

constexpr int kOperatorRole = Qt::UserRole;
constexpr int kSideRole = Qt::UserRole + 1; // 0 = whole operator, 1 = left, 2 = right

} // namespace

TtlInspector::TtlInspector(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("TtlInspector"));
    m_runner.setFunction([](std::string text) -> std::any { return explainScript(text); });
    connect(&m_runner, &AnalysisRunner::finished, this,
            [this](quint64, const std::any &result, const QString &error) {
                if (error.isEmpty())
                    setExplainResult(std::any_cast<const ExplainResult &>(result));
            });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("ttlTree"));
    m_tree->setColumnCount(3);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->setUniformRowHeights(true);
    connect(m_tree, &QTreeWidget::itemSelectionChanged, this, &TtlInspector::onSelectionChanged);
    layout->addWidget(m_tree, 1);
    m_empty = new QLabel(this);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_empty);

    m_sideLabel = new QLabel(this);
    m_sideLabel->setWordWrap(true);
    layout->addWidget(m_sideLabel);
    auto *row = new QHBoxLayout;
    m_ttlEdit = new QLineEdit(this);
    m_ttlEdit->setObjectName(QStringLiteral("ttlEdit"));
    m_writeButton = new QPushButton(this);
    m_removeButton = new QPushButton(this);
    row->addWidget(m_ttlEdit, 1);
    row->addWidget(m_writeButton);
    row->addWidget(m_removeButton);
    layout->addLayout(row);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto write = [this](bool remove) {
        QTreeWidgetItem *item = m_tree->currentItem();
        if (!item || item->data(0, kSideRole).toInt() == 0)
            return;
        QString error;
        if (!setJoinTtl(item->data(0, kOperatorRole).toInt(), item->data(0, kSideRole).toInt() == 1,
                        remove ? QString() : m_ttlEdit->text(), &error))
            m_status->setText(error);
    };
    connect(m_writeButton, &QPushButton::clicked, this, [write] { write(false); });
    connect(m_ttlEdit, &QLineEdit::returnPressed, this, [write] { write(false); });
    connect(m_removeButton, &QPushButton::clicked, this, [write] { write(true); });
    retranslate();
    onSelectionChanged();
}

void TtlInspector::retranslate()
{
    m_tree->setHeaderLabels({tr("Operator"), tr("State TTL"), tr("From")});
    m_empty->setText(tr("No join or group aggregation in the plan."));
    m_ttlEdit->setPlaceholderText(tr("e.g. 60 s, 2 h, 7 d"));
    m_writeButton->setText(tr("Write hint"));
    m_writeButton->setToolTip(tr("Write /*+ OPTIONS('state.ttl.left'/'state.ttl.right'=…) */ "
                                 "after this join's JOIN keyword"));
    m_removeButton->setText(tr("Remove"));
    rebuild();
}

void TtlInspector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TtlInspector::setEditor(SqlEditor *editor)
{
    if (m_textConnection)
        disconnect(m_textConnection);
    m_editor = editor;
    if (editor)
        m_textConnection = connect(editor, &QsciScintilla::textChanged, this,
                                   [this] { replan(false); });
    replan(true);
}

void TtlInspector::replan(bool now)
{
    if (!m_editor) {
        setExplainResult({});
        return;
    }
    if (now)
        m_runner.runNow(m_editor->utf8Text());
    else
        m_runner.schedule(m_editor->utf8Text());
}

void TtlInspector::setExplainResult(const ExplainResult &result)
{
    m_operators = JoinTtlHints::operators(result);
    rebuild();
}

void TtlInspector::rebuild()
{
    // Keep the selection across re-plans (same operator and side).
    int selectedOp = -1, selectedSide = -1;
    if (QTreeWidgetItem *item = m_tree->currentItem()) {
        selectedOp = item->data(0, kOperatorRole).toInt();
        selectedSide = item->data(0, kSideRole).toInt();
    }
    m_tree->clear();
    QTreeWidgetItem *reselect = nullptr;
    for (std::size_t i = 0; i < m_operators.size(); ++i) {
        const StatefulOperator &op = m_operators[i];
        QStringList inputs;
        for (const std::string &in : op.inputs)
            inputs << qs(in);
        auto *item = new QTreeWidgetItem(m_tree);
        item->setText(0, tr("%1 (%2)").arg(qs(op.kind), inputs.join(QStringLiteral(", "))));
        item->setToolTip(0, qs(op.statement) + QLatin1Char('\n') + qs(op.description));
        item->setData(0, kOperatorRole, int(i));
        item->setData(0, kSideRole, 0);
        if (!op.isJoin) {
            item->setText(1, qs(op.ttl.value));
            item->setText(2, qs(op.ttl.source));
        } else {
            for (int side : {1, 2}) {
                const TtlSetting &ttl = side == 1 ? op.left : op.right;
                const QString input = std::size_t(side - 1) < op.inputs.size()
                                          ? qs(op.inputs[std::size_t(side - 1)])
                                          : QString();
                auto *child = new QTreeWidgetItem(item);
                child->setText(0, (side == 1 ? tr("left: %1") : tr("right: %1")).arg(input));
                child->setText(1, qs(ttl.value));
                child->setText(2, qs(ttl.source));
                child->setData(0, kOperatorRole, int(i));
                child->setData(0, kSideRole, side);
                if (int(i) == selectedOp && side == selectedSide)
                    reselect = child;
            }
        }
        if (int(i) == selectedOp && selectedSide == 0)
            reselect = item;
    }
    m_tree->expandAll();
    m_empty->setVisible(m_operators.empty());
    if (reselect)
        m_tree->setCurrentItem(reselect);
    onSelectionChanged();
}

void TtlInspector::onSelectionChanged()
{
    QTreeWidgetItem *item = m_tree->currentItem();
    const bool side = item && item->data(0, kSideRole).toInt() != 0;
    m_ttlEdit->setEnabled(side && m_editor);
    m_writeButton->setEnabled(side && m_editor);
    m_removeButton->setEnabled(side && m_editor
                               && item->text(2) == QLatin1String("join OPTIONS hint"));
    m_sideLabel->setText(side ? tr("State TTL of the %1 input of this join:")
                                    .arg(item->data(0, kSideRole).toInt() == 1 ? tr("left")
                                                                               : tr("right"))
                              : tr("Select a side of a join to set its state TTL."));
}

bool TtlInspector::setJoinTtl(int operatorIndex, bool leftSide, const QString &value,
                              QString *error)
{
    if (!m_editor || operatorIndex < 0 || operatorIndex >= int(m_operators.size())) {
        if (error)
            *error = tr("No join to edit.");
        return false;
    }
    const QByteArray text = m_editor->utf8Text();
    const auto edits = JoinTtlHints::setJoinTtl(
        std::string_view(text.constData(), std::size_t(text.size())),
        m_operators[std::size_t(operatorIndex)].range, leftSide, value.trimmed().toStdString());
    if (!edits.isOk()) {
        if (error)
            *error = qs(edits.status().message());
        return false;
    }
    edits->applyTo(m_editor);
    m_status->clear();
    replan(true);
    return true;
}

} // namespace sluice
