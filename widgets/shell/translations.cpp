#include "translations.h"

#include <QApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace sluice {

namespace {
constexpr auto kLanguageKey = "ui/language";
}

QString languageOverride()
{
    return QSettings().value(kLanguageKey).toString();
}

void setLanguageOverride(const QString &language)
{
    QSettings settings;
    if (language.isEmpty())
        settings.remove(kLanguageKey);
    else
        settings.setValue(kLanguageKey, language);
}

QStringList availableLanguages()
{
    // Derived from the catalogues embedded by the build, so a new .ts file shows up by itself.
    QStringList languages{QStringLiteral("en")};
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({"sluice_*.qm"}, QDir::Files);
    for (const QString &file : files) {
        const QString language = file.mid(7, file.size() - 7 - 3);
        if (!languages.contains(language))
            languages << language;
    }
    return languages;
}

QString languageNativeName(const QString &language)
{
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (language.contains('_') && locale.script() == QLocale::SimplifiedHanScript)
        name = QStringLiteral("简体中文");
    if (name.isEmpty())
        return language;
    name[0] = name[0].toUpper();
    return name;
}

QString languageForLocale(const QString &localeName)
{
    const QLocale locale(localeName);
    const QStringList languages = availableLanguages();
    // Exact "zh_CN" first, then any catalogue of the same language ("zh_TW" -> none, "zh" -> zh_CN
    // only for the simplified script).
    const QString exact = locale.name();
    if (languages.contains(exact))
        return exact;
    for (const QString &language : languages) {
        const QLocale candidate(language);
        if (candidate.language() == locale.language() && candidate.script() == locale.script())
            return language;
    }
    return QStringLiteral("en");
}

namespace {

// The catalogues installed now (Sluice's and Qt's own), to take out at a language switch.
QList<QTranslator *> &installedCatalogues()
{
    static QList<QTranslator *> catalogues;
    return catalogues;
}

void installCatalogues(const QString &language)
{
    for (QTranslator *catalogue : installedCatalogues()) {
        QCoreApplication::removeTranslator(catalogue);
        delete catalogue;
    }
    installedCatalogues().clear();
    // English is the source language; its catalogue only holds the plural forms of %n texts.
    auto *sluice = new QTranslator(qApp);
    if (sluice->load(QStringLiteral(":/i18n/sluice_%1.qm").arg(language))) {
        QApplication::installTranslator(sluice);
        installedCatalogues() << sluice;
    } else {
        delete sluice;
    }
    if (language != QLatin1String("en")) {
        auto *qt = new QTranslator(qApp);
        if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QApplication::installTranslator(qt);
            installedCatalogues() << qt;
        } else {
            delete qt;
        }
    }
    QLocale::setDefault(QLocale(language));
}

QString effectiveLanguage(QString language)
{
    if (language.isEmpty() || !availableLanguages().contains(language))
        language = languageForLocale(QLocale::system().name());
    return language;
}

} // namespace

QString installTranslations(QApplication &)
{
    const QString language = effectiveLanguage(languageOverride());
    installCatalogues(language);
    return language;
}

QString switchLanguage(const QString &language)
{
    setLanguageOverride(language);
    const QString used = effectiveLanguage(language);
    installCatalogues(used); // sends LanguageChange: windows retranslate themselves
    return used;
}

} // namespace sluice
