#pragma once

#include <QDialog>
#include <QFont>

class QComboBox;
class QFontComboBox;
class QSpinBox;

namespace sluice {

class ThemeManager;

/// Tools → Settings: theme, language (applied at once), editor font and autosave interval.
/// Accepting stores everything in QSettings and applies the theme at once.
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

    void accept() override;

private:
    ThemeManager *m_theme;
    QComboBox *m_themeBox = nullptr;
    QComboBox *m_languageBox = nullptr;
    QFontComboBox *m_fontBox = nullptr;
    QSpinBox *m_fontSizeBox = nullptr;
    QSpinBox *m_autosaveBox = nullptr;
};

} // namespace sluice
