// The parameter form's dialogs: options that must change together, presets and their diff.

#include "parameter_form.h"

#include "option_editor.h"
#include "sql_editor.h"

#include <bridge/engine_text.h>

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sluice {

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

constexpr auto kPresetFilter = QT_TRANSLATE_NOOP("sluice::ParameterForm",
                                                 "Sluice presets (*.json);;All files (*)");

} // namespace

void ParameterForm::askForCompanions(const QString &key, const QString &value,
                                     const QString &message, const std::vector<ConfigIssue> &issues)
{
    // The changed option and every other option named by the rules it would break, with
    // their current values, to be written together in one step.
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("companionDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Options that go together"));
    auto *layout = new QVBoxLayout(dialog);
    auto *why = new QLabel(dialog);
    why->setObjectName(QStringLiteral("companionMessage"));
    why->setWordWrap(true);
    why->setText(tr("%1\n\nSet these options together:").arg(message));
    layout->addWidget(why);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    auto editors = std::make_shared<std::vector<OptionEditor *>>();
    auto addKey = [this, dialog, form, editors](const std::string &k, const QString &initial) {
        for (OptionEditor *e : *editors) {
            if (e->spec().key == k)
                return;
        }
        const OptionSpec *spec = OptionRegistry::instance().find(k);
        if (!spec)
            return;
        auto *editor = new OptionEditor(*spec, dialog);
        editor->setObjectName(qs(k));
        const auto current = m_sync.value(k);
        editor->setValue(!initial.isEmpty() ? std::optional<QString>(initial)
                         : current       ? std::optional<QString>(qs(*current))
                                         : std::nullopt);
        editor->setToolTip(translatedDoc(spec->description));
        form->addRow(qs(k), editor);
        editors->push_back(editor);
    };
    addKey(key.toStdString(), value);
    for (const ConfigIssue &issue : issues) {
        for (const std::string &k : issue.keys)
            addKey(k, {});
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, dialog, [this, dialog, why, editors, addKey] {
        std::vector<SetStatementSync::Change> changes;
        for (OptionEditor *e : *editors) {
            const QString text = e->text();
            changes.emplace_back(e->spec().key, text.isEmpty() ? std::nullopt
                                                               : std::optional(text.toStdString()));
        }
        const SetStatementSync::Plan plan = m_sync.planChanges(changes);
        if (!plan.ok()) {
            why->setText(tr("%1\n\nSet these options together:").arg(translated(plan.error)));
            for (const ConfigIssue &issue : plan.issues) {
                for (const std::string &k : issue.keys)
                    addKey(k, {});
            }
            return;
        }
        applyChanges(changes);
        dialog->accept();
    });
    dialog->open();
}

void ParameterForm::rebuildPresetMenu()
{
    QMenu *menu = m_presetButton->menu();
    menu->clear();
    QMenu *exportMenu = nullptr;
    QMenu *removeMenu = nullptr;
    bool userSection = false;
    for (const Preset &preset : m_presets.presets()) {
        if (!preset.builtIn && !userSection) {
            menu->addSection(tr("Your presets"));
            userSection = true;
        }
        QAction *apply = menu->addAction(preset.name);
        apply->setToolTip(preset.description);
        const QString id = preset.id;
        connect(apply, &QAction::triggered, this, [this, id] { applyPreset(id); });
    }
    menu->addSeparator();
    menu->addAction(tr("Save current options as preset…"), this,
                    &ParameterForm::saveCurrentAsPreset);
    menu->addAction(tr("Import presets…"), this, &ParameterForm::importPresets);
    exportMenu = menu->addMenu(tr("Export preset"));
    removeMenu = menu->addMenu(tr("Delete preset"));
    for (const Preset &preset : m_presets.presets()) {
        const QString id = preset.id;
        exportMenu->addAction(preset.name, this, [this, id] { exportPreset(id); });
        if (!preset.builtIn)
            removeMenu->addAction(preset.name, this, [this, id] { m_presets.remove(id); });
    }
    removeMenu->setEnabled(!removeMenu->isEmpty());
}

bool ParameterForm::applyPreset(const QString &id, bool confirm, QString *error)
{
    const Preset *preset = m_presets.find(id);
    if (!preset || !m_editor)
        return false;
    if (m_timer.isActive())
        syncNow();
    const std::vector<PresetDiffEntry> diff = PresetStore::diff(m_sync, *preset);
    if (diff.empty()) {
        showMessage({});
        if (confirm)
            QMessageBox::information(this, preset->name,
                                     tr("The job already has every value of this preset."));
        return true;
    }
    const std::vector<SetStatementSync::Change> changes = PresetStore::changes(diff);
    const SetStatementSync::Plan plan = m_sync.planChanges(changes);
    if (confirm) {
        QDialog dialog(this);
        dialog.setObjectName(QStringLiteral("presetDiffDialog"));
        dialog.setWindowTitle(tr("Apply preset “%1”").arg(preset->name));
        auto *layout = new QVBoxLayout(&dialog);
        auto *intro = new QLabel(preset->description.isEmpty()
                                     ? tr("These SET statements will change:")
                                     : preset->description + QStringLiteral("\n\n")
                                           + tr("These SET statements will change:"),
                                 &dialog);
        intro->setWordWrap(true);
        layout->addWidget(intro);
        auto *tree = new QTreeWidget(&dialog);
        tree->setRootIsDecorated(false);
        tree->setHeaderLabels({tr("Option"), tr("Now"), tr("After")});
        for (const PresetDiffEntry &e : diff) {
            const OptionSpec *spec = OptionRegistry::instance().find(e.key);
            const std::string defaultValue = spec ? spec->defaultValue.value_or("") : "";
            const QString old = e.oldValue       ? qs(*e.oldValue)
                                : defaultValue.empty() ? tr("not set (no default)")
                                                       : tr("not set (default %1)").arg(qs(defaultValue));
            auto *item = new QTreeWidgetItem(tree, {qs(e.key), old, qs(e.newValue)});
            for (int column = 0; column < 3; ++column)
                item->setToolTip(column, item->text(column)); // the whole text, however narrow
        }
        // Every column as wide as its text: a long key or value scrolls, it is never cut.
        tree->header()->setStretchLastSection(false);
        tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
        tree->setTextElideMode(Qt::ElideNone);
        layout->addWidget(tree);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
        if (plan.ok()) {
            buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
        } else {
            auto *refused = new QLabel(tr("This preset cannot be applied to this job: %1")
                                           .arg(translated(plan.error)),
                                       &dialog);
            refused->setWordWrap(true);
            layout->addWidget(refused);
        }
        layout->addWidget(buttons);
        connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        int textWidth = 0; // the widest row, so the dialog opens showing every column whole
        for (int row = 0; row < tree->topLevelItemCount(); ++row) {
            int width = 0;
            for (int column = 0; column < 3; ++column)
                width += tree->fontMetrics().horizontalAdvance(tree->topLevelItem(row)->text(column)) + 24;
            textWidth = std::max(textWidth, width);
        }
        dialog.resize(std::clamp(textWidth + 60, 640, 1200), 400);
        if (dialog.exec() != QDialog::Accepted)
            return false;
    }
    return applyChanges(changes, error);
}

void ParameterForm::saveCurrentAsPreset()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save preset"), tr("Preset name:"),
                                               QLineEdit::Normal, QString(), &ok)
                             .trimmed();
    if (!ok || name.isEmpty())
        return;
    QString error;
    if (!m_presets.save(PresetStore::fromConfiguration(m_sync, name), &error))
        QMessageBox::warning(this, tr("Save preset"), error);
}

void ParameterForm::exportPreset(const QString &id)
{
    const Preset *preset = m_presets.find(id);
    if (!preset)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export preset"),
                                                      preset->id + QStringLiteral(".json"),
                                                      tr(kPresetFilter));
    QString error;
    if (!path.isEmpty() && !PresetStore::exportTo(*preset, path, &error))
        QMessageBox::warning(this, tr("Export preset"), error);
}

void ParameterForm::importPresets()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import presets"), QString(), tr(kPresetFilter));
    if (path.isEmpty())
        return;
    QString error;
    if (m_presets.importFrom(path, &error).isEmpty())
        QMessageBox::warning(this, tr("Import presets"), error);
}

} // namespace sluice
