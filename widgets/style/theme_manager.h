#pragma once

#include <QColor>
#include <QIcon>
#include <QObject>
#include <QPalette>

namespace sluice {

/// Colours of the SQL editor for one theme; the lexer and the editor take theirs from here.
struct EditorColors {
    QColor paper, text, caretLine, caret, selection;
    QColor marginPaper, marginText, foldMargin;
    QColor keyword, typeName, function, string, number, comment, hint, operatorColor;
    QColor quotedIdentifier, setKey, setValue, invalid;
    QColor braceMatch, braceMismatch;
    QColor error, warning, info;
};

/// Chooses between the light and the dark palette (Fusion style), following the system unless
/// the user picked one; the choice is kept in QSettings ("ui/theme").
class ThemeManager : public QObject
{
    Q_OBJECT

public:
    enum class Theme { System, Light, Dark };
    Q_ENUM(Theme)

    /// Remembers the platform's palette, so "System" can be told apart from our own palettes.
    explicit ThemeManager(QObject *parent = nullptr);

    Theme theme() const { return m_theme; }
    /// Applies and stores the choice.
    void setTheme(Theme theme);
    /// Whether the theme in effect is dark (resolving System).
    bool isDark() const;
    /// Sets the application style and palette for the current choice.
    void apply();

    static QPalette lightPalette();
    static QPalette darkPalette();

    /// The glyphs of the run actions, drawn in colours that stand out on either theme (the
    /// style's standard media icons are black, nearly invisible on the dark one).
    enum class ActionIcon { Run, Stop, Restart, Pause };
    static QIcon actionIcon(ActionIcon which, bool dark);
    static EditorColors editorColors(bool dark);
    /// Whether the platform asks for a dark appearance.
    bool systemPrefersDark() const;

signals:
    void themeChanged(bool dark);

private:
    Theme m_theme = Theme::System;
    QPalette m_systemPalette;
};

} // namespace sluice
