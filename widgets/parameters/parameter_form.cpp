#include "parameter_form.h"

#include "option_editor.h"
#include "sql_editor.h"

#include <bridge/engine_text.h>

#include <QApplication>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSplitter>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace sluice {

namespace {
// The "Flink only" badge: the palette's colours, so both themes read it.
const QString kBadgeStyle = QStringLiteral(
    "QLabel { border: 1px solid palette(mid); border-radius: 6px; padding: 0 5px; "
    "background: transparent; color: palette(placeholder-text); }");
} // namespace

namespace {

// Category names come from the engine in English; these entries let lupdate see them.
[[maybe_unused]] constexpr const char *kCategoryNames[] = {
    QT_TRANSLATE_NOOP("sluice::ParameterForm", "State"),
    QT_TRANSLATE_NOOP("sluice::ParameterForm", "Mini-batch"),
    QT_TRANSLATE_NOOP("sluice::ParameterForm", "Sink"),
    QT_TRANSLATE_NOOP("sluice::ParameterForm", "Source"),
    QT_TRANSLATE_NOOP("sluice::ParameterForm", "Hive/filesystem source"),
    QT_TRANSLATE_NOOP("sluice::ParameterForm", "Execution"),
    QT_TRANSLATE_NOOP("sluice::ParameterForm", "Checkpointing"),
    QT_TRANSLATE_NOOP("sluice::ParameterForm", "Restart"),
    QT_TRANSLATE_NOOP("sluice::ParameterForm", "Optimizer"),
    QT_TRANSLATE_NOOP("sluice::ParameterForm", "Resources"),
};

QString qs(const std::string &s) { return QString::fromStdString(s); }

constexpr auto kErrorColor = "#d64545";
constexpr auto kWarningColor = "#c98a12";

QString colored(const QString &text, const char *color)
{
    return QStringLiteral("<span style=\"color:%1\">%2</span>")
        .arg(QLatin1String(color), text.toHtmlEscaped());
}

} // namespace

QString ParameterForm::categoryTitle(OptionCategory category)
{
    return QCoreApplication::translate("sluice::ParameterForm", optionCategoryName(category));
}

ParameterForm::ParameterForm(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("ParameterForm"));
    m_timer.setSingleShot(true);
    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &ParameterForm::syncNow);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    auto *bar = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("parameterSearch"));
    m_search->setClearButtonEnabled(true);
    connect(m_search, &QLineEdit::textChanged, this, &ParameterForm::applyFilter);
    m_onlyChanged = new QCheckBox(this);
    m_onlyChanged->setObjectName(QStringLiteral("onlyChanged"));
    connect(m_onlyChanged, &QCheckBox::toggled, this, &ParameterForm::applyFilter);
    m_presetButton = new QToolButton(this);
    m_presetButton->setObjectName(QStringLiteral("presetButton"));
    m_presetButton->setPopupMode(QToolButton::InstantPopup);
    m_presetButton->setMenu(new QMenu(m_presetButton));
    connect(m_presetButton->menu(), &QMenu::aboutToShow, this, &ParameterForm::rebuildPresetMenu);
    m_resetAllButton = new QToolButton(this);
    m_resetAllButton->setObjectName(QStringLiteral("resetAllButton"));
    connect(m_resetAllButton, &QToolButton::clicked, this, &ParameterForm::resetAll);
    bar->addWidget(m_onlyChanged);
    bar->addStretch(1);
    bar->addWidget(m_presetButton);
    bar->addWidget(m_resetAllButton);
    layout->addWidget(m_search);
    layout->addLayout(bar);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("parameterMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::RichText);
    m_message->hide();
    layout->addWidget(m_message);

    m_noEditor = new QLabel(this);
    m_noEditor->setAlignment(Qt::AlignCenter);
    m_noEditor->setWordWrap(true);
    m_noEditor->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_noEditor);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    auto *scroll = new QScrollArea(splitter);
    scroll->setObjectName(QStringLiteral("parameterScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_content = new QWidget(scroll);
    scroll->setWidget(m_content);
    m_help = new QTextBrowser(splitter);
    m_help->setObjectName(QStringLiteral("parameterHelp"));
    m_help->setOpenLinks(false);
    splitter->addWidget(scroll);
    splitter->addWidget(m_help);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({500, 110});
    layout->addWidget(splitter, 1);

    buildRows();
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (const Row *row = rowOf(now))
            showHelp(*row);
    });
    retranslate();
    setEditor(nullptr);
}

ParameterForm::~ParameterForm() = default;

void ParameterForm::buildRows()
{
    auto *outer = new QVBoxLayout(m_content);
    outer->setContentsMargins(0, 0, 4, 0);
    outer->setSpacing(2);
    const OptionRegistry &registry = OptionRegistry::instance();
    for (OptionCategory category : jobOptionCategories()) {
        const std::vector<const OptionSpec *> specs = registry.inCategory(category);
        if (specs.empty())
            continue;
        Section section{category, new QToolButton(m_content), new QWidget(m_content)};
        section.header->setObjectName(QStringLiteral("section:") + qs(optionCategoryName(category)));
        section.header->setCheckable(true);
        section.header->setChecked(true);
        section.header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        section.header->setArrowType(Qt::DownArrow);
        section.header->setAutoRaise(true);
        section.header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        QFont bold = section.header->font();
        bold.setBold(true);
        section.header->setFont(bold);
        QWidget *body = section.body;
        QToolButton *header = section.header;
        connect(header, &QToolButton::toggled, this, [header, body](bool open) {
            header->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
            body->setVisible(open);
        });
        auto *bodyLayout = new QVBoxLayout(body);
        bodyLayout->setContentsMargins(14, 0, 0, 6);
        bodyLayout->setSpacing(8);
        outer->addWidget(section.header);
        outer->addWidget(section.body);
        const int sectionIndex = int(m_sections.size());
        m_sections.push_back(section);

        for (const OptionSpec *spec : specs) {
            Row row;
            row.spec = spec;
            row.section = sectionIndex;
            row.widget = new QWidget(body);
            row.widget->setObjectName(QStringLiteral("option:") + qs(spec->key));
            auto *v = new QVBoxLayout(row.widget);
            v->setContentsMargins(0, 0, 0, 0);
            v->setSpacing(2);
            auto *top = new QHBoxLayout;
            row.key = new QLabel(qs(spec->key), row.widget);
            row.key->setTextInteractionFlags(Qt::TextSelectableByMouse);
            // Long keys must not widen the dock: they wrap after a hyphen instead (Unicode line
            // breaking), so the whole key stays readable and selectable as one word.
            row.key->setWordWrap(true);
            QSizePolicy keyPolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
            keyPolicy.setHeightForWidth(true);
            row.key->setSizePolicy(keyPolicy);
            top->addWidget(row.key, 1);
            row.reset = new QToolButton(row.widget);
            row.reset->setObjectName(QStringLiteral("resetButton"));
            row.reset->setAutoRaise(true);
            row.reset->setText(QStringLiteral("↺"));
            top->addWidget(row.reset);
            v->addLayout(top);
            // The badge sits beside the editor, not the key: on the key's line it would take the
            // room a long key needs to be read.
            auto *editorRow = new QHBoxLayout;
            row.editor = new OptionEditor(*spec, row.widget);
            editorRow->addWidget(row.editor, 1);
            if (spec->scope == OptionScope::FlinkOnly) {
                auto *badge = new QLabel(row.widget);
                badge->setObjectName(QStringLiteral("flinkOnlyBadge"));
                badge->setStyleSheet(kBadgeStyle);
                QFont small = badge->font();
                small.setPointSizeF(small.pointSizeF() * 0.85);
                badge->setFont(small);
                badge->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
                editorRow->addWidget(badge, 0, Qt::AlignVCenter);
            }
            v->addLayout(editorRow);
            row.status = new QLabel(row.widget);
            row.status->setObjectName(QStringLiteral("optionStatus"));
            row.status->setWordWrap(true);
            row.status->setTextFormat(Qt::RichText);
            row.status->hide();
            v->addWidget(row.status);
            bodyLayout->addWidget(row.widget);
            m_rows.push_back(row);
        }
    }
    outer->addStretch(1);
    // Connect after the vector is complete: the rows' addresses are stable from here on.
    for (Row &row : m_rows) {
        const QString key = qs(row.spec->key);
        connect(row.editor, &OptionEditor::committed, this,
                [this, key](const QString &value) { onCommitted(*rowFor(key), value); });
        connect(row.reset, &QToolButton::clicked, this, [this, key] { resetOption(key); });
    }
}

void ParameterForm::retranslate()
{
    m_search->setPlaceholderText(tr("Search options"));
    m_onlyChanged->setText(tr("Only changed"));
    m_onlyChanged->setToolTip(tr("Show only the options the job sets"));
    m_presetButton->setText(tr("Presets"));
    m_presetButton->setToolTip(tr("Apply, save, export or import a set of option values"));
    m_resetAllButton->setText(tr("Reset all"));
    m_resetAllButton->setToolTip(tr("Remove every SET statement of a known option"));
    m_noEditor->setText(tr("Open a job to edit its parameters."));
    for (Section &section : m_sections)
        section.header->setText(categoryTitle(section.category));
    for (Row &row : m_rows) {
        row.key->setToolTip(qs(row.spec->key) + QStringLiteral("\n\n") + translatedDoc(row.spec->description));
        row.editor->setToolTip(translatedDoc(row.spec->description));
        row.reset->setToolTip(tr("Reset to the default (removes its SET statement)"));
        if (auto *badge = row.widget->findChild<QLabel *>(QStringLiteral("flinkOnlyBadge"))) {
            badge->setText(tr("Flink only"));
            badge->setToolTip(tr("Not applied by the embedded engine; kept for Flink deployments"));
        }
    }
    const QString shown = m_help->property("shown").toString();
    const auto helped = std::find_if(m_rows.begin(), m_rows.end(),
                                     [&](const Row &row) { return qs(row.spec->key) == shown; });
    if (helped != m_rows.end())
        showHelp(*helped); // in the new language
    else
        clearHelp();
    refresh();
}

const ParameterForm::Row *ParameterForm::rowOf(QWidget *widget) const
{
    for (QWidget *w = widget; w && w != this; w = w->parentWidget()) {
        for (const Row &row : m_rows) {
            if (row.widget == w)
                return &row;
        }
    }
    return nullptr;
}

void ParameterForm::clearHelp()
{
    m_help->setProperty("shown", QVariant());
    m_help->setHtml(tr("<p>Select an option to read what it does.</p>"));
}

void ParameterForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange) {
        // A style sheet reads palette(...) once: the badges take the new theme's colours again.
        for (QLabel *badge : findChildren<QLabel *>(QStringLiteral("flinkOnlyBadge"))) {
            badge->setStyleSheet(QString());
            badge->setStyleSheet(kBadgeStyle);
        }
    }
    QWidget::changeEvent(event);
}

void ParameterForm::setEditor(SqlEditor *editor)
{
    if (m_textConnection)
        disconnect(m_textConnection);
    // The help spoke of the other document's option: the one with the focus, or none.
    if (editor != m_editor) {
        if (const Row *row = rowOf(QApplication::focusWidget()))
            showHelp(*row);
        else
            clearHelp();
    }
    m_editor = editor;
    m_timer.stop();
    m_noEditor->setVisible(!editor);
    m_content->setEnabled(editor != nullptr);
    m_presetButton->setEnabled(editor != nullptr);
    m_resetAllButton->setEnabled(editor != nullptr);
    if (editor)
        m_textConnection = connect(editor, &QsciScintilla::textChanged, &m_timer,
                                   qOverload<>(&QTimer::start));
    syncNow();
}

SqlEditor *ParameterForm::editor() const
{
    return m_editor;
}

void ParameterForm::syncNow()
{
    m_timer.stop();
    m_sync.setText(m_editor ? m_editor->utf8Text().toStdString() : std::string());
    refresh();
}

void ParameterForm::refresh()
{
    for (Row &row : m_rows)
        refreshRow(row);
    applyFilter();
}

void ParameterForm::refreshRow(Row &row)
{
    const std::string &key = row.spec->key;
    const std::optional<std::string> value = m_sync.value(key);
    row.editor->setValue(value ? std::optional<QString>(qs(*value)) : std::nullopt);
    QFont font = row.key->font();
    font.setBold(value.has_value());
    row.key->setFont(font);
    row.reset->setEnabled(value.has_value());

    QStringList lines;
    const auto occurrences = m_sync.block().occurrences(key);
    const SetStatementInfo *effective = m_sync.block().effective(key);
    if (occurrences.size() > 1 && effective) {
        QStringList where;
        for (const SetStatementInfo *s : occurrences)
            where << QString::number(s->line);
        lines << colored(tr("Set %n times (lines %1); the last one, on line %2, is in effect.",
                            nullptr, int(occurrences.size()))
                             .arg(where.join(QStringLiteral(", ")))
                             .arg(effective->line),
                         kWarningColor);
    } else if (effective && !effective->inBlock) {
        lines << tr("Set on line %1, outside the SET block at the top.").arg(effective->line)
                     .toHtmlEscaped();
    }
    if (effective && effective->key != key)
        lines << tr("Written with its old name '%1'.").arg(qs(effective->key)).toHtmlEscaped();
    if (const auto invalid = m_sync.invalidValueMessage(key))
        lines << colored(tr("Invalid value: %1").arg(translated(*invalid)), kErrorColor);
    for (const ConfigIssue &issue : m_sync.issuesFor(key))
        lines << colored(translated(issue.message),
                         issue.severity == Severity::Error ? kErrorColor : kWarningColor);
    if (const auto it = m_refusals.constFind(qs(key)); it != m_refusals.constEnd())
        lines << colored(tr("Not written: %1").arg(*it), kErrorColor);
    row.status->setText(lines.join(QStringLiteral("<br>")));
    row.status->setVisible(!lines.isEmpty());
}

void ParameterForm::applyFilter()
{
    const QString needle = m_search->text().trimmed();
    const bool onlyChanged = m_onlyChanged->isChecked();
    std::vector<int> visible(m_sections.size(), 0);
    for (Row &row : m_rows) {
        const QString key = qs(row.spec->key);
        bool show = !onlyChanged || m_sync.value(row.spec->key).has_value();
        if (show && !needle.isEmpty())
            show = key.contains(needle, Qt::CaseInsensitive)
                   || qs(row.spec->description).contains(needle, Qt::CaseInsensitive)
                   || translatedDoc(row.spec->description).contains(needle, Qt::CaseInsensitive)
                   || categoryTitle(row.spec->category).contains(needle, Qt::CaseInsensitive);
        row.widget->setVisible(show);
        visible[std::size_t(row.section)] += show ? 1 : 0;
        if (!show && m_help->property("shown").toString() == key)
            clearHelp(); // filtered out: the help no longer says what is on screen
    }
    for (std::size_t i = 0; i < m_sections.size(); ++i) {
        m_sections[i].header->setVisible(visible[i] > 0);
        m_sections[i].body->setVisible(visible[i] > 0 && m_sections[i].header->isChecked());
    }
}

void ParameterForm::setFilterText(const QString &text) { m_search->setText(text); }
void ParameterForm::setOnlyChanged(bool on) { m_onlyChanged->setChecked(on); }

bool ParameterForm::applyChanges(const std::vector<SetStatementSync::Change> &changes,
                                 QString *error)
{
    if (!m_editor) {
        if (error)
            *error = tr("No job is open.");
        return false;
    }
    // The text may have changed since the last debounced read: plan against the current one.
    if (m_timer.isActive())
        syncNow();
    const SetStatementSync::Plan plan = m_sync.planChanges(changes);
    if (!plan.ok()) {
        const QString why = translated(plan.error);
        for (const auto &change : changes)
            m_refusals.insert(qs(OptionRegistry::instance().canonicalKey(change.first)), why);
        showMessage(tr("Not written: %1").arg(why));
        if (error)
            *error = why;
        refresh();
        return false;
    }
    for (const auto &change : changes)
        m_refusals.remove(qs(OptionRegistry::instance().canonicalKey(change.first)));
    showMessage({});
    plan.edits.applyTo(m_editor);
    syncNow();
    if (!plan.edits.isEmpty())
        emit textEdited();
    return true;
}

void ParameterForm::onCommitted(Row &row, const QString &value)
{
    const QString key = qs(row.spec->key);
    std::optional<std::string> v;
    if (!value.trimmed().isEmpty())
        v = value.trimmed().toStdString();
    const SetStatementSync::Plan plan = m_sync.planChange(row.spec->key, v);
    // A refusal that another option can lift (mini-batch needs a size): ask for it.
    bool others = false;
    for (const ConfigIssue &issue : plan.issues) {
        for (const std::string &k : issue.keys)
            others = others || k != row.spec->key;
    }
    if (!plan.ok() && others && v) {
        askForCompanions(key, value.trimmed(), translated(plan.error), plan.issues);
        refreshRow(row);
        return;
    }
    applyChanges({{row.spec->key, v}});
}

bool ParameterForm::setOptionValue(const QString &key, const QString &value, QString *error)
{
    std::optional<std::string> v;
    if (!value.trimmed().isEmpty())
        v = value.trimmed().toStdString();
    return applyChanges({{key.toStdString(), v}}, error);
}

bool ParameterForm::resetOption(const QString &key)
{
    return applyChanges({{key.toStdString(), std::nullopt}});
}

void ParameterForm::resetAll()
{
    std::vector<SetStatementSync::Change> changes;
    for (const std::string &key : m_sync.block().effectiveKeys()) {
        if (OptionRegistry::instance().find(key))
            changes.emplace_back(key, std::nullopt);
    }
    if (!changes.empty())
        applyChanges(changes);
}

void ParameterForm::showMessage(const QString &text)
{
    m_message->setText(text.isEmpty() ? QString() : colored(text, kErrorColor));
    m_message->setVisible(!text.isEmpty());
}

QString ParameterForm::message() const
{
    return !m_message->isHidden() ? m_message->text().remove(QRegularExpression(QStringLiteral("<[^>]*>")))
                                  : QString();
}

void ParameterForm::showHelp(const Row &row)
{
    const OptionSpec &spec = *row.spec;
    QString html = QStringLiteral("<p><b>%1</b> <i>%2</i></p>")
                       .arg(qs(spec.key).toHtmlEscaped(), QString::fromLatin1(optionTypeName(spec.type)));
    QStringList facts;
    facts << tr("Default: %1").arg(spec.defaultValue ? qs(*spec.defaultValue) : tr("none"));
    if (spec.minValue || spec.maxValue)
        facts << tr("Range: %1 to %2")
                     .arg(spec.minValue ? QString::number(*spec.minValue, 'g', 15) : QStringLiteral("−∞"),
                          spec.maxValue ? QString::number(*spec.maxValue, 'g', 15) : QStringLiteral("∞"));
    if (!spec.enumValues.empty()) {
        QStringList values;
        for (const std::string &v : spec.enumValues)
            values << qs(v);
        facts << tr("Values: %1").arg(values.join(QStringLiteral(", ")));
    }
    if (!spec.unitHint.empty())
        facts << tr("Unit: %1").arg(qs(spec.unitHint));
    if (!spec.deprecatedKeys.empty()) {
        QStringList keys;
        for (const std::string &k : spec.deprecatedKeys)
            keys << qs(k);
        facts << tr("Old names: %1").arg(keys.join(QStringLiteral(", ")));
    }
    if (spec.scope == OptionScope::FlinkOnly)
        facts << tr("Not applied by the embedded engine; kept for Flink deployments");
    html += QStringLiteral("<p>") + facts.join(QStringLiteral(" · ")).toHtmlEscaped()
            + QStringLiteral("</p><p>") + translatedDoc(spec.description).toHtmlEscaped()
            + QStringLiteral("</p>");
    m_help->setHtml(html);
    m_help->setProperty("shown", qs(spec.key));
}

QString ParameterForm::helpText() const { return m_help->toPlainText(); }

ParameterForm::Row *ParameterForm::rowFor(const QString &key)
{
    const std::string canonical = OptionRegistry::instance().canonicalKey(key.toStdString());
    for (Row &row : m_rows) {
        if (row.spec->key == canonical)
            return &row;
    }
    return nullptr;
}

const ParameterForm::Row *ParameterForm::rowFor(const QString &key) const
{
    return const_cast<ParameterForm *>(this)->rowFor(key);
}

OptionEditor *ParameterForm::editorFor(const QString &key) const
{
    const Row *row = rowFor(key);
    return row ? row->editor : nullptr;
}

QString ParameterForm::statusText(const QString &key) const
{
    const Row *row = rowFor(key);
    if (!row || row->status->isHidden())
        return {};
    QString text = row->status->text();
    text.replace(QStringLiteral("<br>"), QStringLiteral("\n"));
    return text.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
}

bool ParameterForm::isOptionVisible(const QString &key) const
{
    const Row *row = rowFor(key);
    return row && !row->widget->isHidden() && !m_sections[std::size_t(row->section)].header->isHidden();
}

QStringList ParameterForm::categoryTitles() const
{
    QStringList titles;
    for (const Section &s : m_sections)
        titles << s.header->text();
    return titles;
}

} // namespace sluice
