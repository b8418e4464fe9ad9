// The zh_CN catalogue is built into the resources, loads, and translates the UI.
#include <chart_panel.h>
#include <kafka_sandbox_dialog.h>
#include <main_window.h>
#include <run_control.h>
#include <translations.h>

#include <bridge/engine_text.h>

#include <sluice/option_registry.h>
#include <sluice/script.h>

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
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
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

    /// Issue 23 item 8: the engine's diagnostics and descriptions read in the UI's language; the
    /// values in them (names, keys, numbers) stay as written.
    void engineTextsReadInTheUiLanguage()
    {
        sluice::switchLanguage(QStringLiteral("zh_CN"));
        const auto chinese = [](const QString &text) {
            static const QRegularExpression han(QStringLiteral("\\p{Han}"));
            return text.contains(han);
        };
        const sluice::CheckResult r = sluice::checkScript(
            "SET 'table.exec.mini-batch.allow-latency' = 'soon';\n"
            "CREATE TABLE t (id INT) WITH ('connector' = 'datagen');\n"
            "SELECT nme FROM t;\n"
            "SELECT FROM t;\n");
        QVERIFY(r.diagnostics.size() >= 3);
        for (const sluice::Diagnostic &d : r.diagnostics) {
            const QString shown = sluice::translated(d.message);
            QVERIFY2(chinese(shown), qPrintable(shown));
            QVERIFY2(shown != QString::fromStdString(d.message.english()), qPrintable(shown));
            QVERIFY2(!shown.contains(QRegularExpression(QStringLiteral("%\\d"))), qPrintable(shown));
        }
        const auto has = [&](const QString &needle) {
            for (const sluice::Diagnostic &d : r.diagnostics)
                if (sluice::translated(d.message).contains(needle))
                    return true;
            return false;
        };
        QVERIFY(has(QStringLiteral("nme")));
        QVERIFY(has(QStringLiteral("soon")));
        const sluice::OptionSpec *ttl = sluice::OptionRegistry::instance().find("table.exec.state.ttl");
        QVERIFY(ttl && chinese(sluice::translatedDoc(ttl->description)));
        sluice::switchLanguage(QStringLiteral("en"));
        for (const sluice::Diagnostic &d : r.diagnostics)
            QCOMPARE(sluice::translated(d.message), QString::fromStdString(d.message.english()));
    }

    /// Every translation keeps the placeholders of its source, and the engine's messages and
    /// descriptions are all translated.
    void translationsKeepTheirPlaceholders()
    {
        QFile ts(QStringLiteral(SLUICE_SOURCE_DIR "/translations/sluice_zh_CN.ts"));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
        const auto placeholders = [](const QString &text) {
            QStringList found;
            for (auto it = placeholder.globalMatch(text); it.hasNext();)
                found << it.next().captured();
            found.sort();
            found.removeDuplicates();
            return found;
        };
        QString context, source;
        int engineTexts = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements); // numerus forms
                // Written unqualified, Engine::tr lands in a context the app never looks in.
                const bool engineContext = context == QLatin1String("Engine") || context.endsWith(QLatin1String("::Engine"));
                QVERIFY2(!engineContext || context == QLatin1String("sluice::Engine"), qPrintable(context + ": " + source));
                if (context == QLatin1String("sluice::Engine") || context == QLatin1String("sluice::Docs")) {
                    ++engineTexts;
                    QVERIFY2(!unfinished && !translation.isEmpty(), qPrintable(context + ": " + source));
                }
                if (!unfinished && !translation.isEmpty())
                    QVERIFY2(placeholders(source) == placeholders(translation),
                             qPrintable(source + QStringLiteral("\n") + translation));
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString() + QStringLiteral(" at line %1").arg(xml.lineNumber())));
        QVERIFY(engineTexts > 1000);
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
