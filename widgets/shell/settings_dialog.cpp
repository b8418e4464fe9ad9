#include "settings_dialog.h"

#include "cluster_profiles_page.h"
#include "theme_manager.h"
#include "translations.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace sluice {

namespace {
constexpr auto kFontFamilyKey = "editor/fontFamily";
constexpr auto kFontSizeKey = "editor/fontSize";
constexpr auto kAutosaveKey = "editor/autosaveSeconds";
constexpr int kDefaultAutosaveSeconds = 5;
} // namespace

QFont SettingsDialog::editorFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    QSettings settings;
    const QString family = settings.value(kFontFamilyKey).toString();
    if (!family.isEmpty())
        font.setFamily(family);
    font.setPointSize(settings.value(kFontSizeKey, std::max(font.pointSize(), 10)).toInt());
    return font;
}

SettingsDialog::SettingsDialog(ThemeManager *theme, QWidget *parent)
    : QDialog(parent), m_theme(theme)
{
    setWindowTitle(tr("Settings"));

    m_themeBox = new QComboBox(this);
    m_themeBox->addItem(tr("Follow system"), int(ThemeManager::Theme::System));
    m_themeBox->addItem(tr("Light"), int(ThemeManager::Theme::Light));
    m_themeBox->addItem(tr("Dark"), int(ThemeManager::Theme::Dark));
    m_themeBox->setCurrentIndex(m_themeBox->findData(int(theme->theme())));

    m_languageBox = new QComboBox(this);
    m_languageBox->addItem(tr("Follow system"), QString());
    for (const QString &language : availableLanguages())
        m_languageBox->addItem(languageNativeName(language), language);
    m_languageBox->setCurrentIndex(std::max(0, m_languageBox->findData(languageOverride())));

    const QFont font = editorFont();
    m_fontBox = new QFontComboBox(this);
    m_fontBox->setFontFilters(QFontComboBox::MonospacedFonts);
    m_fontBox->setCurrentFont(font);
    m_fontSizeBox = new QSpinBox(this);
    m_fontSizeBox->setRange(6, 48);
    m_fontSizeBox->setValue(font.pointSize());
    m_fontSizeBox->setSuffix(tr(" pt"));

    m_autosaveBox = new QSpinBox(this);
    m_autosaveBox->setRange(1, 600);
    m_autosaveBox->setValue(QSettings().value(kAutosaveKey, kDefaultAutosaveSeconds).toInt());
    m_autosaveBox->setSuffix(tr(" s"));

    auto *fontRow = new QHBoxLayout;
    fontRow->addWidget(m_fontBox, 1);
    fontRow->addWidget(m_fontSizeBox);

    auto *form = new QFormLayout;
    form->addRow(tr("&Theme:"), m_themeBox);
    form->addRow(tr("&Language:"), m_languageBox);
    // A row holding a layout gets no buddy from QFormLayout: without one the label would show
    // its '&' instead of underlining the shortcut letter.
    auto *fontLabel = new QLabel(tr("Editor &font:"), this);
    fontLabel->setBuddy(m_fontBox);
    form->addRow(fontLabel, fontRow);
    form->addRow(tr("&Autosave unsaved work every:"), m_autosaveBox);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *general = new QWidget(this);
    auto *generalLayout = new QVBoxLayout(general);
    generalLayout->addLayout(form);
    generalLayout->addStretch();
    m_clusters = new ClusterProfilesPage(this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(general, tr("&General"));
    m_tabs->addTab(m_clusters, tr("&Clusters"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_buttons);
}

QString SettingsDialog::language() const
{
    return m_languageBox->currentData().toString();
}

int SettingsDialog::autosaveSeconds() const
{
    return m_autosaveBox->value();
}

void SettingsDialog::showClusters()
{
    m_tabs->setCurrentWidget(m_clusters);
}

void SettingsDialog::accept()
{
    if (const QString problem = m_clusters->problem(); !problem.isEmpty()) {
        m_tabs->setCurrentWidget(m_clusters);
        QMessageBox::warning(this, tr("Clusters"), problem);
        return;
    }
    QSettings settings;
    settings.setValue(kFontFamilyKey, m_fontBox->currentFont().family());
    settings.setValue(kFontSizeKey, m_fontSizeBox->value());
    settings.setValue(kAutosaveKey, m_autosaveBox->value());
    const auto theme = ThemeManager::Theme(m_themeBox->currentData().toInt());
    if (theme != m_theme->theme())
        m_theme->setTheme(theme);
    // The keychain answers asynchronously: the dialog closes once it has.
    m_buttons->setEnabled(false);
    m_clusters->apply([this](const QString &problem) {
        m_buttons->setEnabled(true);
        if (!problem.isEmpty())
            QMessageBox::information(this, tr("Clusters"), problem);
        QDialog::accept();
    });
}

} // namespace sluice
