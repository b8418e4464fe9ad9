#include "ttl_inspector.h"

#include "completion_engine.h"
#include "sql_context.h"
#include "sql_editor.h"

#include <bridge/engine_text.h>

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sluice {

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

constexpr int kOperatorRole = Qt::UserRole;
constexpr int kSideRole = Qt::UserRole + 1;   // 0 = whole operator, 1 = left, 2 = right
constexpr int kSourceRole = Qt::UserRole + 2; // the engine's name of where a TTL comes from
constexpr int kInputRole = Qt::UserRole + 3;  // a join side's input, as the planner names it
constexpr int kValueRole = Qt::UserRole + 4;  // a join side's TTL in force, "" when it never expires
constexpr int kReferenceRole = Qt::UserRole;
constexpr int kKeyRole = Qt::UserRole + 1;    // an option row of a table reference

constexpr const char *kJoinOptionsSource = "join OPTIONS hint";
constexpr const char *kStateTtlSource = "STATE_TTL hint";

enum Page { kNothingPage, kSidePage, kTablePage };

// The plan and the text it was made from: table references point into that text.
struct Planned {
    std::string text;
    ExplainResult result;
};

// The planner names TTL sources in English (engine facts); the pane shows them translated.
QString sourceText(const std::string &source)
{
    if (source == kJoinOptionsSource)
        return TtlInspector::tr("join OPTIONS hint");
    if (source == kStateTtlSource)
        return TtlInspector::tr("STATE_TTL hint");
    if (source == "legacy idle-state retention")
        return TtlInspector::tr("legacy idle-state retention");
    return qs(source); // an option key, shown as is
}

// "orders AS o", as the reference is written.
QString referenceText(const TableReference &ref)
{
    return ref.alias.empty() ? qs(ref.table)
                             : QStringLiteral("%1 AS %2").arg(qs(ref.table), qs(ref.alias));
}

QString valueText(const std::string &value)
{
    return value == "none" ? TtlInspector::tr("none (never expires)") : qs(value);
}

} // namespace

TtlInspector::TtlInspector(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("TtlInspector"));
    m_runner.setFunction([](std::string text) -> std::any {
        Planned planned{text, explainScript(text)};
        return planned;
    });
    connect(&m_runner, &AnalysisRunner::finished, this,
            [this](quint64, const std::any &result, const QString &error) {
                if (!error.isEmpty())
                    return;
                const auto &planned = std::any_cast<const Planned &>(result);
                m_plannedText = planned.text;
                m_operators = JoinTtlHints::operators(planned.result);
                m_references = JoinTtlHints::tableReferences(m_plannedText, planned.result);
                rebuild();
                rebuildTables();
            });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_operatorsTitle = new QLabel(this);
    layout->addWidget(m_operatorsTitle);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("ttlTree"));
    m_tree->setColumnCount(3);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->setUniformRowHeights(true);
    connect(m_tree, &QTreeWidget::itemSelectionChanged, this, &TtlInspector::onSelectionChanged);
    layout->addWidget(m_tree, 3);
    m_empty = new QLabel(this);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_empty);

    m_tablesTitle = new QLabel(this);
    layout->addWidget(m_tablesTitle);
    m_tableTree = new QTreeWidget(this);
    m_tableTree->setObjectName(QStringLiteral("tableOptionsTree"));
    m_tableTree->setColumnCount(2);
    m_tableTree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tableTree->setUniformRowHeights(true);
    connect(m_tableTree, &QTreeWidget::itemSelectionChanged, this,
            &TtlInspector::onTableSelectionChanged);
    layout->addWidget(m_tableTree, 2);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(new QWidget(m_pages)); // kNothingPage
    {
        auto *page = new QWidget(m_pages);
        auto *v = new QVBoxLayout(page);
        v->setContentsMargins(0, 0, 0, 0);
        m_sideLabel = new QLabel(page);
        m_sideLabel->setWordWrap(true);
        v->addWidget(m_sideLabel);
        auto *form = new QFormLayout;
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        m_ttlEdit = new QLineEdit(page);
        m_ttlEdit->setObjectName(QStringLiteral("ttlEdit"));
        m_styleCombo = new QComboBox(page);
        m_styleCombo->setObjectName(QStringLiteral("ttlHintStyle"));
        m_styleCombo->addItem(QString(), int(TtlHintStyle::JoinOptions));
        m_styleCombo->addItem(QString(), int(TtlHintStyle::StateTtl));
        m_styleCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_styleCombo->setMinimumContentsLength(12);
        m_styleLabel = new QLabel(page);
        m_styleLabel->setBuddy(m_styleCombo);
        form->addRow(m_ttlEdit);
        form->addRow(m_styleLabel, m_styleCombo);
        v->addLayout(form);
        auto *row = new QHBoxLayout;
        row->addStretch(1);
        m_writeButton = new QPushButton(page);
        m_removeButton = new QPushButton(page);
        row->addWidget(m_writeButton);
        row->addWidget(m_removeButton);
        v->addLayout(row);
        m_pages->addWidget(page); // kSidePage
    }
    {
        auto *page = new QWidget(m_pages);
        auto *v = new QVBoxLayout(page);
        v->setContentsMargins(0, 0, 0, 0);
        m_tableLabel = new QLabel(page);
        m_tableLabel->setWordWrap(true);
        v->addWidget(m_tableLabel);
        auto *row = new QHBoxLayout;
        m_keyCombo = new QComboBox(page);
        m_keyCombo->setObjectName(QStringLiteral("tableOptionKey"));
        m_keyCombo->setEditable(true);
        m_keyCombo->setInsertPolicy(QComboBox::NoInsert);
        m_keyCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_keyCombo->setMinimumContentsLength(10);
        m_valueEdit = new QLineEdit(page);
        m_valueEdit->setObjectName(QStringLiteral("tableOptionValue"));
        row->addWidget(m_keyCombo, 3);
        row->addWidget(new QLabel(QStringLiteral("="), page));
        row->addWidget(m_valueEdit, 2);
        v->addLayout(row);
        auto *buttons = new QHBoxLayout;
        buttons->addStretch(1);
        m_setOptionButton = new QPushButton(page);
        m_removeOptionButton = new QPushButton(page);
        buttons->addWidget(m_setOptionButton);
        buttons->addWidget(m_removeOptionButton);
        v->addLayout(buttons);
        m_pages->addWidget(page); // kTablePage
    }
    layout->addWidget(m_pages);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("ttlStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    auto write = [this](bool remove) {
        QTreeWidgetItem *item = m_tree->currentItem();
        if (!item || item->data(0, kSideRole).toInt() == 0)
            return;
        const int op = item->data(0, kOperatorRole).toInt();
        const bool left = item->data(0, kSideRole).toInt() == 1;
        QString error;
        // Removing takes the setting out of the hint it comes from.
        const TtlHintStyle style =
            !remove ? hintStyle()
            : item->data(0, kSourceRole).toString() == QLatin1String(kStateTtlSource)
                ? TtlHintStyle::StateTtl
                : TtlHintStyle::JoinOptions;
        if (!writeJoinTtl(op, left, remove ? QString() : m_ttlEdit->text(), style, &error))
            m_status->setText(error);
    };
    connect(m_writeButton, &QPushButton::clicked, this, [write] { write(false); });
    connect(m_ttlEdit, &QLineEdit::returnPressed, this, [write] { write(false); });
    connect(m_removeButton, &QPushButton::clicked, this, [write] { write(true); });

    auto writeOption = [this](bool remove) {
        QTreeWidgetItem *item = m_tableTree->currentItem();
        if (!item)
            return;
        QString error;
        const std::optional<QString> value =
            remove ? std::nullopt : std::optional<QString>(m_valueEdit->text());
        if (!setTableOption(item->data(0, kReferenceRole).toInt(), m_keyCombo->currentText(),
                            value, &error))
            m_status->setText(error);
    };
    connect(m_setOptionButton, &QPushButton::clicked, this, [writeOption] { writeOption(false); });
    connect(m_valueEdit, &QLineEdit::returnPressed, this, [writeOption] { writeOption(false); });
    connect(m_removeOptionButton, &QPushButton::clicked, this,
            [writeOption] { writeOption(true); });
    retranslate();
    onSelectionChanged();
}

void TtlInspector::retranslate()
{
    m_operatorsTitle->setText(tr("<b>Joins and aggregations</b>"));
    m_tree->setHeaderLabels({tr("Operator"), tr("State TTL"), tr("From")});
    m_empty->setText(tr("No join or group aggregation in the plan."));
    m_tablesTitle->setText(tr("<b>Table references</b>"));
    m_tableTree->setHeaderLabels({tr("Table"), tr("Dynamic options")});
    m_ttlEdit->setPlaceholderText(tr("e.g. 60 s, 2 h, 7 d"));
    m_styleLabel->setText(tr("Write &as:"));
    m_styleCombo->setItemText(0, tr("OPTIONS hint after JOIN"));
    m_styleCombo->setItemData(0, tr("/*+ OPTIONS('state.ttl.left'/'state.ttl.right'=…) */ after "
                                    "this join's JOIN keyword (seed 001)"),
                              Qt::ToolTipRole);
    m_styleCombo->setItemText(1, tr("STATE_TTL hint after SELECT"));
    m_styleCombo->setItemData(1, tr("/*+ STATE_TTL('alias'=…) */ after the SELECT of this join's "
                                    "query (Flink 1.19 and later); the join's OPTIONS key for "
                                    "this side is removed, as it would win"),
                              Qt::ToolTipRole);
    m_writeButton->setText(tr("Write hint"));
    m_removeButton->setText(tr("Remove"));
    m_removeButton->setToolTip(tr("Remove this side's TTL from the hint it comes from"));
    m_keyCombo->lineEdit()->setPlaceholderText(tr("option key"));
    m_valueEdit->setPlaceholderText(tr("value"));
    m_setOptionButton->setText(tr("Set option"));
    m_setOptionButton->setToolTip(tr("Write the key and value into this table reference's "
                                     "/*+ OPTIONS(…) */ hint"));
    m_removeOptionButton->setText(tr("Remove key"));
    rebuild();
    rebuildTables();
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
    m_plannedText = m_editor ? m_editor->utf8Text().toStdString() : std::string();
    m_operators = JoinTtlHints::operators(result);
    m_references = JoinTtlHints::tableReferences(m_plannedText, result);
    rebuild();
    rebuildTables();
}

TtlHintStyle TtlInspector::hintStyle() const
{
    return TtlHintStyle(m_styleCombo->currentData().toInt());
}

void TtlInspector::setHintStyle(TtlHintStyle style)
{
    m_styleCombo->setCurrentIndex(m_styleCombo->findData(int(style)));
}

void TtlInspector::rebuild()
{
    // Keep the selection across re-plans (same operator and side).
    int selectedOp = -1, selectedSide = -1;
    if (QTreeWidgetItem *item = m_tree->currentItem()) {
        selectedOp = item->data(0, kOperatorRole).toInt();
        selectedSide = item->data(0, kSideRole).toInt();
    }
    const QSignalBlocker blocker(m_tree);
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
            item->setText(1, valueText(op.ttl.value));
            item->setText(2, sourceText(op.ttl.source));
            item->setToolTip(2, sourceText(op.ttl.source));
        } else {
            for (int side : {1, 2}) {
                const TtlSetting &ttl = side == 1 ? op.left : op.right;
                const QString input = std::size_t(side - 1) < op.inputs.size()
                                          ? qs(op.inputs[std::size_t(side - 1)])
                                          : QString();
                auto *child = new QTreeWidgetItem(item);
                child->setText(0, (side == 1 ? tr("left: %1") : tr("right: %1")).arg(input));
                child->setText(1, valueText(ttl.value));
                child->setText(2, sourceText(ttl.source));
                child->setToolTip(2, sourceText(ttl.source));
                child->setData(0, kOperatorRole, int(i));
                child->setData(0, kSideRole, side);
                child->setData(0, kSourceRole, qs(ttl.source));
                child->setData(0, kInputRole, input);
                child->setData(0, kValueRole, ttl.value == "none" ? QString() : qs(ttl.value));
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
    // The signals were blocked: show the (re)selected side as this plan has it, whatever the
    // edit field held for the previous plan or document.
    if (!m_tableTree->currentItem() || reselect)
        onSelectionChanged();
}

void TtlInspector::rebuildTables()
{
    int selectedRef = -1;
    QString selectedKey;
    if (QTreeWidgetItem *item = m_tableTree->currentItem()) {
        selectedRef = item->data(0, kReferenceRole).toInt();
        selectedKey = item->data(0, kKeyRole).toString();
    }
    const QSignalBlocker blocker(m_tableTree);
    m_tableTree->clear();
    QTreeWidgetItem *reselect = nullptr;
    for (std::size_t i = 0; i < m_references.size(); ++i) {
        const TableReference &ref = m_references[i];
        auto *item = new QTreeWidgetItem(m_tableTree);
        item->setText(0, (ref.isSink ? tr("%1 (sink, line %2)") : tr("%1 (source, line %2)"))
                             .arg(referenceText(ref))
                             .arg(ref.line));
        item->setToolTip(0, qs(ref.statement));
        item->setText(1, ref.options.empty() ? tr("none") : tr("%n option(s)", nullptr,
                                                               int(ref.options.size())));
        item->setData(0, kReferenceRole, int(i));
        if (int(i) == selectedRef && selectedKey.isEmpty())
            reselect = item;
        for (const auto &[key, value] : ref.options) {
            auto *child = new QTreeWidgetItem(item);
            child->setText(0, qs(key));
            child->setText(1, qs(value));
            child->setData(0, kReferenceRole, int(i));
            child->setData(0, kKeyRole, qs(key));
            if (int(i) == selectedRef && selectedKey == qs(key))
                reselect = child;
        }
    }
    m_tableTree->expandAll();
    if (reselect)
        m_tableTree->setCurrentItem(reselect);
    if (m_tableTree->currentItem())
        onTableSelectionChanged();
}

void TtlInspector::onSelectionChanged()
{
    QTreeWidgetItem *item = m_tree->currentItem();
    const bool side = item && item->isSelected() && item->data(0, kSideRole).toInt() != 0;
    if (side) {
        const QSignalBlocker blocker(m_tableTree);
        m_tableTree->setCurrentItem(nullptr);
        m_tableTree->clearSelection();
    }
    m_pages->setCurrentIndex(side ? kSidePage : (m_tableTree->currentItem() ? kTablePage
                                                                             : kNothingPage));
    if (!side) {
        if (!m_tableTree->currentItem())
            m_status->setText(tr("Select a side of a join to set its state TTL, or a table "
                                 "reference to edit its dynamic options."));
        return;
    }
    m_status->clear();
    // The field starts from the side's TTL in force (empty when it never expires).
    m_ttlEdit->setText(item->data(0, kValueRole).toString());
    const QString source = item->data(0, kSourceRole).toString();
    const bool editable = !m_editor.isNull();
    m_ttlEdit->setEnabled(editable);
    m_writeButton->setEnabled(editable);
    m_removeButton->setEnabled(editable
                               && (source == QLatin1String(kJoinOptionsSource)
                                   || source == QLatin1String(kStateTtlSource)));
    const QString name = item->data(0, kInputRole).toString();
    m_sideLabel->setText(item->data(0, kSideRole).toInt() == 1
                             ? tr("State TTL of the left input (%1) of this join:").arg(name)
                             : tr("State TTL of the right input (%1) of this join:").arg(name));
}

void TtlInspector::onTableSelectionChanged()
{
    QTreeWidgetItem *item = m_tableTree->currentItem();
    if (!item || !item->isSelected()) {
        if (!m_tree->currentItem())
            m_pages->setCurrentIndex(kNothingPage);
        return;
    }
    {
        const QSignalBlocker blocker(m_tree);
        m_tree->setCurrentItem(nullptr);
        m_tree->clearSelection();
    }
    m_status->clear();
    m_pages->setCurrentIndex(kTablePage);
    const int index = item->data(0, kReferenceRole).toInt();
    if (index < 0 || index >= int(m_references.size()))
        return;
    const TableReference &ref = m_references[std::size_t(index)];
    m_tableLabel->setText((ref.isSink ? tr("Dynamic options of the sink %1 (line %2):")
                                      : tr("Dynamic options of %1 (line %2):"))
                              .arg(referenceText(ref))
                              .arg(ref.line));
    // The keys the table's connector and formats take, from the engine's catalogue.
    const QString typed = item->data(0, kKeyRole).toString();
    const QSignalBlocker blocker(m_keyCombo);
    m_keyCombo->clear();
    if (m_editor) {
        if (const ScriptTable *table =
                SqlContext::findTable(m_editor->checkResult().tables, ref.table)) {
            for (const OptionSpec &spec :
                 CompletionEngine::tableOptions({{"connector", table->connector}}, {})) {
                if (spec.isPattern() || spec.key == "connector")
                    continue;
                m_keyCombo->addItem(qs(spec.key));
                m_keyCombo->setItemData(m_keyCombo->count() - 1,
                                        CompletionEngine::optionDocumentation(spec),
                                        Qt::ToolTipRole);
            }
        }
    }
    m_keyCombo->setEditText(typed);
    QString value;
    for (const auto &[key, v] : ref.options) {
        if (qs(key) == typed)
            value = qs(v);
    }
    m_valueEdit->setText(value);
    m_setOptionButton->setEnabled(!m_editor.isNull());
    m_removeOptionButton->setEnabled(!m_editor.isNull() && !ref.options.empty());
}

bool TtlInspector::applyEdits(const Result<TextEdits> &edits, QString *error)
{
    if (!edits.isOk()) {
        // The engine explains in English (its messages are English by design); the pane says
        // what was refused in the user's language.
        if (error)
            *error = tr("Not written: %1").arg(translated(edits.status().text()));
        return false;
    }
    edits->applyTo(m_editor);
    m_status->clear();
    replan(true);
    return true;
}

bool TtlInspector::setJoinTtl(int operatorIndex, bool leftSide, const QString &value,
                              QString *error)
{
    return writeJoinTtl(operatorIndex, leftSide, value, hintStyle(), error);
}

bool TtlInspector::writeJoinTtl(int operatorIndex, bool leftSide, const QString &value,
                                TtlHintStyle style, QString *error)
{
    if (!m_editor || operatorIndex < 0 || operatorIndex >= int(m_operators.size())) {
        if (error)
            *error = tr("No join to edit.");
        return false;
    }
    const QByteArray text = m_editor->utf8Text();
    return applyEdits(JoinTtlHints::setJoinTtl(
                          std::string_view(text.constData(), std::size_t(text.size())),
                          m_operators[std::size_t(operatorIndex)].range, leftSide,
                          value.trimmed().toStdString(), style),
                      error);
}

bool TtlInspector::setTableOption(int referenceIndex, const QString &key,
                                  const std::optional<QString> &value, QString *error)
{
    if (!m_editor || referenceIndex < 0 || referenceIndex >= int(m_references.size())) {
        if (error)
            *error = tr("No table reference to edit.");
        return false;
    }
    const QByteArray text = m_editor->utf8Text();
    if (text.toStdString() != m_plannedText) {
        if (error)
            *error = tr("The plan is being updated; try again in a moment.");
        return false;
    }
    if (key.trimmed().isEmpty()) {
        if (error)
            *error = tr("Enter the option's key.");
        return false;
    }
    std::optional<std::string> written;
    if (value)
        written = value->trimmed().toStdString();
    return applyEdits(JoinTtlHints::setTableOption(
                          std::string_view(text.constData(), std::size_t(text.size())),
                          m_references[std::size_t(referenceIndex)].nameEnd,
                          key.trimmed().toStdString(), written),
                      error);
}

} // namespace sluice
