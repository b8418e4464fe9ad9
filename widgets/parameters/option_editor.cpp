#include "option_editor.h"

#include <bridge/engine_text.h>
#include <live_text.h>

#include <sluice/config_values.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <limits>

namespace sluice {

namespace {

// A spin box that can show "not set": empty, with the default as placeholder, until the user
// types or steps (stepping starts from the default).
class NumberSpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    void setUnset(bool unset, const QString &placeholder)
    {
        m_unset = unset;
        lineEdit()->setPlaceholderText(placeholder);
        lineEdit()->setText(unset ? QString() : textFromValue(value()));
    }
    bool isUnset() const { return m_unset; }
    void stepBy(int steps) override
    {
        m_unset = false;
        QDoubleSpinBox::stepBy(steps);
    }
    QString textFromValue(double value) const override
    {
        if (m_unset)
            return {};
        return decimals() == 0 ? QString::number(value, 'f', 0)
                               : QString::number(value, 'g', 15);
    }
    QValidator::State validate(QString &text, int &pos) const override
    {
        if (text.trimmed().isEmpty())
            return QValidator::Intermediate;
        return QDoubleSpinBox::validate(text, pos);
    }
    void keyPressEvent(QKeyEvent *event) override
    {
        m_unset = false;
        QDoubleSpinBox::keyPressEvent(event);
    }

private:
    bool m_unset = false;
};

QString qs(const std::string &s) { return QString::fromStdString(s); }

} // namespace

OptionEditor::OptionEditor(const OptionSpec &spec, QWidget *parent)
    : QWidget(parent), m_spec(spec)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    const QString defaultText = spec.defaultValue ? qs(*spec.defaultValue) : QString();

    switch (spec.type) {
    case OptionType::Bool:
        m_check = new QCheckBox(this);
        connect(m_check, &QCheckBox::clicked, this, [this](bool on) {
            if (!m_updating)
                emit committed(on ? QStringLiteral("true") : QStringLiteral("false"));
        });
        m_input = m_check;
        break;
    case OptionType::Int:
    case OptionType::Long:
    case OptionType::Double: {
        auto *spin = new NumberSpinBox(this);
        m_spin = spin;
        const bool integral = spec.type != OptionType::Double;
        spin->setDecimals(integral ? 0 : 4);
        const double limit = spec.type == OptionType::Int
                                 ? double(std::numeric_limits<std::int32_t>::max())
                                 : 9.0e15; // exact in a double
        double min = spec.minValue.value_or(-limit);
        if (spec.allowMinusOne)
            min = std::min(min, -1.0);
        spin->setRange(min, spec.maxValue.value_or(limit));
        spin->setKeyboardTracking(false);
        spin->setGroupSeparatorShown(false);
        if (!spec.unitHint.empty())
            spin->setSuffix(QLatin1Char(' ') + qs(spec.unitHint));
        if (!integral)
            spin->setSingleStep(0.1);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] {
            if (!m_updating && !spin->isUnset())
                emit committed(spin->textFromValue(spin->value()));
        });
        m_input = spin;
        break;
    }
    case OptionType::Enum:
        m_combo = new QComboBox(this);
        m_combo->addItem(QString(), QString()); // "Default (...)", worded below
        LiveText::bind(m_combo, [this, defaultText] {
            m_combo->setItemText(0, tr("Default (%1)").arg(defaultText.isEmpty() ? tr("none") : defaultText));
        });
        for (const std::string &v : spec.enumValues)
            m_combo->addItem(qs(v), qs(v));
        // Long values (NO_EXTERNALIZED_CHECKPOINTS) must not widen the dock past its width; the
        // open list still shows them whole.
        m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_combo->setMinimumContentsLength(12);
        connect(m_combo, &QComboBox::activated, this, [this](int index) {
            if (!m_updating)
                emit committed(m_combo->itemData(index).toString());
        });
        m_input = m_combo;
        break;
    case OptionType::Map:
        buildMap();
        break;
    case OptionType::Duration:
    case OptionType::MemorySize:
    case OptionType::String:
    case OptionType::List:
        m_line = new QLineEdit(this);
        m_line->setClearButtonEnabled(true);
        LiveText::bind(m_line, [this, defaultText, list = spec.type == OptionType::List] {
            m_line->setPlaceholderText(defaultText.isEmpty() ? tr("not set") : defaultText);
            if (list)
                m_line->setToolTip(tr("Separate items with ';'"));
        });
        connect(m_line, &QLineEdit::editingFinished, this, [this] {
            if (!m_updating && m_line->text().trimmed() != m_shown)
                emit committed(m_line->text().trimmed());
        });
        if (spec.type == OptionType::Duration || spec.type == OptionType::MemorySize) {
            m_hint = new QLabel(this);
            m_hint->setObjectName(QStringLiteral("normalizedHint"));
            m_hint->setForegroundRole(QPalette::PlaceholderText);
            m_hint->setWordWrap(true);
            m_hint->hide();
            connect(m_line, &QLineEdit::textEdited, this, &OptionEditor::updateHint);
        }
        m_input = m_line;
        break;
    }
    if (m_input != m_table)
        layout->addWidget(m_input);
    if (m_hint)
        layout->addWidget(m_hint);
    setFocusProxy(m_input);
}

void OptionEditor::buildMap()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, 2, box);
    LiveText::bind(m_table, [this] { m_table->setHorizontalHeaderLabels({tr("Key"), tr("Value")}); });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setMaximumHeight(m_table->fontMetrics().height() * 7);
    auto *buttons = new QVBoxLayout;
    auto *add = new QToolButton(box);
    add->setText(QStringLiteral("+"));
    LiveText::bind(add, [add] { add->setToolTip(tr("Add an entry")); });
    auto *remove = new QToolButton(box);
    remove->setText(QStringLiteral("−"));
    LiveText::bind(remove, [remove] { remove->setToolTip(tr("Remove the selected entry")); });
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    row->addWidget(m_table, 1);
    row->addLayout(buttons);
    layout()->addWidget(box);
    connect(add, &QToolButton::clicked, this, [this] {
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        m_table->editItem(new QTableWidgetItem);
        m_table->setItem(r, 0, new QTableWidgetItem);
        m_table->setItem(r, 1, new QTableWidgetItem);
        m_table->setCurrentCell(r, 0);
        m_table->editItem(m_table->item(r, 0));
    });
    connect(remove, &QToolButton::clicked, this, [this] {
        if (m_table->currentRow() < 0)
            return;
        m_table->removeRow(m_table->currentRow());
        emit committed(mapText());
    });
    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_updating && mapText() != m_shown)
            emit committed(mapText());
    });
    m_input = m_table;
}

QString OptionEditor::mapText() const
{
    QStringList entries;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QString key = m_table->item(r, 0) ? m_table->item(r, 0)->text().trimmed() : QString();
        const QString value = m_table->item(r, 1) ? m_table->item(r, 1)->text().trimmed() : QString();
        if (!key.isEmpty())
            entries << key + QLatin1Char(':') + value;
    }
    return entries.join(QLatin1Char(','));
}

void OptionEditor::updateHint(const QString &text)
{
    if (!m_hint)
        return;
    if (text.trimmed().isEmpty()) {
        m_hint->hide();
        return;
    }
    const auto normalized = normalizeOptionValue(m_spec, text.toStdString());
    m_hint->setText(normalized.isOk() ? tr("= %1").arg(qs(*normalized))
                                      : translated(normalized.status().text()));
    m_hint->show();
}

void OptionEditor::setValue(const std::optional<QString> &value)
{
    m_updating = true;
    m_shown = value.value_or(QString());
    const std::string effective =
        value ? value->toStdString() : m_spec.defaultValue.value_or(std::string());
    const QString defaultText = m_spec.defaultValue ? qs(*m_spec.defaultValue) : QString();
    if (m_check) {
        m_check->setChecked(parseBool(effective).valueOr(false));
    } else if (m_spin) {
        auto *spin = static_cast<NumberSpinBox *>(m_spin);
        const auto number = parseDouble(effective);
        spin->setUnset(false, defaultText);
        spin->setValue(number.valueOr(0.0));
        spin->setUnset(!value.has_value(), defaultText);
    } else if (m_combo) {
        int index = 0;
        if (value) {
            const auto canonical = normalizeOptionValue(m_spec, effective);
            index = std::max(0, m_combo->findData(canonical.isOk() ? qs(*canonical) : *value));
        }
        m_combo->setCurrentIndex(index);
    } else if (m_table) {
        m_table->setRowCount(0);
        const auto map = parseMap(value ? value->toStdString() : std::string());
        if (map.isOk()) {
            for (const auto &[k, v] : *map) {
                const int r = m_table->rowCount();
                m_table->insertRow(r);
                m_table->setItem(r, 0, new QTableWidgetItem(qs(k)));
                m_table->setItem(r, 1, new QTableWidgetItem(qs(v)));
            }
        }
        m_shown = mapText();
    } else if (m_line) {
        m_line->setText(m_shown);
        if (m_hint)
            m_hint->hide();
    }
    m_updating = false;
}

QString OptionEditor::text() const
{
    if (m_check)
        return m_check->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    if (m_spin) {
        auto *spin = static_cast<NumberSpinBox *>(m_spin);
        return spin->isUnset() ? QString() : spin->textFromValue(spin->value());
    }
    if (m_combo)
        return m_combo->currentData().toString();
    if (m_table)
        return mapText();
    return m_line->text().trimmed();
}

void OptionEditor::commit(const QString &value)
{
    if (m_line) {
        m_line->setText(value);
        emit m_line->editingFinished();
        return;
    }
    emit committed(value);
}

} // namespace sluice
