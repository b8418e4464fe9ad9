#pragma once

#include <QString>
#include <QStringList>

class QApplication;

namespace sluice {

/// Installs the Sluice catalogue (and Qt's own, for standard dialogs) for the language chosen in
/// the settings, or the system locale when none is chosen. English is the source language and
/// needs no catalogue. Call once, at start, before any window is created. Returns the language used
/// ("en", "zh_CN", ...).
QString installTranslations(QApplication &app);

/// Stores the override `language` ("" follows the system) and switches the running application
/// to it: the catalogues are replaced and every window retranslates itself (LanguageChange).
/// Returns the language used.
QString switchLanguage(const QString &language);

/// The language override from the settings ("ui/language"); empty means "follow the system".
QString languageOverride();
/// Stores the override without switching (switchLanguage does both).
void setLanguageOverride(const QString &language);

/// Languages with a catalogue, English first ("en", "zh_CN").
QStringList availableLanguages();
/// A language's own name, as shown in a language menu ("English", "简体中文").
QString languageNativeName(const QString &language);
/// The catalogue language to use for a locale name such as "zh_CN.UTF-8" or "de_DE".
QString languageForLocale(const QString &localeName);

} // namespace sluice
