// The zh_CN catalogue is built into the resources, loads, and translates the UI.
#include <translations.h>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

class TranslationsTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("Sluice");
        QCoreApplication::setApplicationName("SluiceTranslationsTest");
        QSettings().clear();
    }

    void catalogueIsEmbedded()
    {
        QVERIFY(QFile::exists(":/i18n/sluice_zh_CN.qm"));
        QVERIFY(sluice::availableLanguages().contains("zh_CN"));
        QCOMPARE(sluice::availableLanguages().first(), QString("en"));
        QCOMPARE(sluice::languageNativeName("zh_CN"), QString("简体中文"));
    }

    void englishPluralsComeFromItsCatalogue()
    {
        QTranslator translator;
        QVERIFY(translator.load(":/i18n/sluice_en.qm"));
        QCOMPARE(translator.translate("sluice::RunSession", " · restarted %n time(s)", nullptr, 1),
                 QString(" · restarted %n time"));
        QCOMPARE(translator.translate("sluice::RunSession", " · restarted %n time(s)", nullptr, 3),
                 QString(" · restarted %n times"));
    }

    void translatesKnownStrings()
    {
        QTranslator translator;
        QVERIFY(translator.load(":/i18n/sluice_zh_CN.qm"));
        QCOMPARE(translator.translate("sluice::MainWindow", "&File"), QString("文件(&F)"));
        QCOMPARE(translator.translate("sluice::MainWindow", "Problems"), QString("问题"));
        QCOMPARE(translator.translate("sluice::TokenChecker",
                                      "Unterminated string: add ' to close it."),
                 QString("字符串未结束：请补上 ' 以闭合。"));
        // The bridge's run states, shown in the Monitor and the status bar.
        QCOMPARE(translator.translate("sluice::JobController", "Running"), QString("运行中"));
        QCOMPARE(translator.translate("sluice::CheckpointsView", "Copy Path"), QString("复制路径"));
    }

    void localeChoosesCatalogue()
    {
        QCOMPARE(sluice::languageForLocale("zh_CN.UTF-8"), QString("zh_CN"));
        QCOMPARE(sluice::languageForLocale("zh_SG"), QString("zh_CN")); // simplified script
        QCOMPARE(sluice::languageForLocale("zh_TW"), QString("en"));    // traditional: none yet
        QCOMPARE(sluice::languageForLocale("de_DE"), QString("en"));
        QCOMPARE(sluice::languageForLocale("C"), QString("en"));
    }

    void overrideIsInstalled()
    {
        sluice::setLanguageOverride("zh_CN");
        QCOMPARE(sluice::languageOverride(), QString("zh_CN"));
        auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
        QCOMPARE(sluice::installTranslations(*app), QString("zh_CN"));
        QCOMPARE(QCoreApplication::translate("sluice::MainWindow", "&Edit"), QString("编辑(&E)"));
        sluice::setLanguageOverride({});
        QVERIFY(sluice::languageOverride().isEmpty());
    }
};

QTEST_MAIN(TranslationsTest)
#include "translations_test.moc"
