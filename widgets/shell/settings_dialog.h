#pragma once

#include <QDialog>
#include <QFont>

class QComboBox;
class QDialogButtonBox;
class QTabWidget;
class QFontComboBox;
class QSpinBox;

namespace sluice {

class ClusterProfilesPage;
class ThemeManager;

/// Tools → Settings: theme, language (applied at once), editor font and autosave interval on
/// General; the connection profiles of Flink clusters on Clusters. Accepting stores everything
/// in QSettings (secrets in the keychain) and applies the theme at once.
class SettingsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SettingsDialog(ThemeManager *theme, QWidget *parent = nullptr);

    /// The chosen language override ("" follows the system).
    QString language() const;
    int autosaveSeconds() const;

    /// The editor font from the settings (the system's fixed font by default).
    static QFont editorFont();

    /// Opens on the Clusters page.
    void showClusters();

    void accept() override;

private:
    ThemeManager *m_theme;
    QComboBox *m_themeBox = nullptr;
    QComboBox *m_languageBox = nullptr;
    QFontComboBox *m_fontBox = nullptr;
    QSpinBox *m_fontSizeBox = nullptr;
    QSpinBox *m_autosaveBox = nullptr;
    QTabWidget *m_tabs = nullptr;
    ClusterProfilesPage *m_clusters = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace sluice
