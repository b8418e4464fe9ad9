// The zh_CN catalogue is built into the resources, loads, and translates the UI.
#include <chart_panel.h>
#include <kafka_sandbox_dialog.h>
#include <main_window.h>
#include <run_control.h>
#include <translations.h>

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QTabBar>

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

    /// Issue 23 item 8: switching the language while windows are open shows exactly what a
    /// start in that language shows, without a restart, and back again.
    void switchingLanguageIsLikeStartingInIt()
    {
        auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
        auto texts = [](sluice::MainWindow &window) {
            window.runControl()->showKafkaSandbox(); // tool windows too
            window.runControl()->kafkaSandboxDialog()->hide();
            for (QAction *action : window.findChildren<QAction *>()) {
                if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_H))
                    action->trigger(); // Find and Replace, a child of the window
            }
            QStringList all = visibleTexts(&window);
            all += visibleTexts(window.runControl()->kafkaSandboxDialog());
            all.sort();
            return all;
        };
        sluice::setLanguageOverride(QStringLiteral("zh_CN"));
        sluice::installTranslations(*app);
        QStringList started;
        {
            sluice::MainWindow window;
            window.openFiles({});
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            started = texts(window);
        }
        sluice::switchLanguage(QStringLiteral("en"));
        sluice::MainWindow window;
        window.openFiles({});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList english = texts(window);
        QVERIFY(english.contains(QStringLiteral("&File")));
        sluice::switchLanguage(QStringLiteral("zh_CN"));
        QCoreApplication::processEvents();
        const QStringList switched = texts(window);
        QStringList missing, extra;
        for (const QString &t : started)
            if (!switched.contains(t))
                missing << t;
        for (const QString &t : switched)
            if (!started.contains(t))
                extra << t;
        for (const QString &t : missing)
            qWarning("missing after the switch: %s", qPrintable(t));
        for (const QString &t : extra)
            qWarning("left over after the switch: %s", qPrintable(t));
        QVERIFY2(missing.isEmpty() && extra.isEmpty(),
                 qPrintable(QStringLiteral("after the switch, missing:\n  %1\nleft over:\n  %2")
                                .arg(missing.join(QStringLiteral("\n  ")), extra.join(QStringLiteral("\n  ")))));
        sluice::switchLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents(); // widgets get LanguageChange posted
        const QStringList back = texts(window);
        for (const QString &t : english)
            if (!back.contains(t))
                qWarning("missing back in English: %s", qPrintable(t));
        for (const QString &t : back)
            if (!english.contains(t))
                qWarning("left over back in English: %s", qPrintable(t));
        QCOMPARE(back, english);
        sluice::setLanguageOverride({});
    }

private:
    /// Every text a user can see or hover in `root`: labels, buttons, tabs, docks, menus,
    /// actions, items, placeholders, headers, chart titles and tooltips.
    static QStringList visibleTexts(QWidget *root)
    {
        QStringList out;
        auto add = [&out](const QString &text) {
            if (!text.trimmed().isEmpty())
                out << text;
        };
        QList<QWidget *> widgets = root->findChildren<QWidget *>();
        widgets << root;
        for (QWidget *w : widgets) {
            add(w->toolTip());
            if (auto *label = qobject_cast<QLabel *>(w))
                add(label->text());
            if (auto *button = qobject_cast<QAbstractButton *>(w))
                add(button->text());
            if (auto *group = qobject_cast<QGroupBox *>(w))
                add(group->title());
            if (auto *dock = qobject_cast<QDockWidget *>(w))
                add(dock->windowTitle());
            if (auto *menu = qobject_cast<QMenu *>(w))
                add(menu->title());
            if (auto *line = qobject_cast<QLineEdit *>(w))
                add(line->placeholderText());
            if (auto *spin = qobject_cast<QSpinBox *>(w))
                add(spin->suffix() + QLatin1Char('|') + spin->specialValueText());
            if (auto *tabs = qobject_cast<QTabBar *>(w); tabs && tabs->isVisibleTo(root)) {
                for (int i = 0; i < tabs->count(); ++i)
                    add(tabs->tabText(i) + QLatin1Char('|') + tabs->tabToolTip(i));
            }
            if (auto *combo = qobject_cast<QComboBox *>(w)) {
                for (int i = 0; i < combo->count(); ++i)
                    add(combo->itemText(i));
            }
            if (auto *header = qobject_cast<QHeaderView *>(w); header && header->model()) {
                for (int i = 0; i < header->count(); ++i)
                    add(header->model()->headerData(i, header->orientation()).toString());
            }
            if (auto *chart = qobject_cast<sluice::ChartPanel *>(w))
                add(chart->title());
        }
        for (QAction *action : root->findChildren<QAction *>()) {
            add(action->text());
            add(action->toolTip());
            add(action->statusTip());
        }
        return out;
    }
};

QTEST_MAIN(TranslationsTest)
#include "translations_test.moc"
