// MainWindow: opening files (and failing to), title and modified state, atomic save, crash
// recovery through a real killed child process, live diagnostics in the editor and the Problems
// dock, session restore, and a rendered window that is not blank.
#include <autosave_store.h>
#include <main_window.h>
#include <problems_model.h>
#include <settings_dialog.h>
#include <sql_document.h>
#include <sql_editor.h>
#include <theme_manager.h>

#include <QDir>
#include <QDockWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QAbstractButton>
#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

#include <functional>

#include <sys/stat.h>

#include <cstdlib>

using sluice::MainWindow;
using sluice::SqlDocument;

namespace {

constexpr auto kChildVariable = "SLUICE_MAIN_WINDOW_TEST_CHILD";

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

ino_t inodeOf(const QString &path)
{
    struct stat st {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_ino : 0;
}

// Closes message boxes opened with open() (not blocking) and returns their texts.
QStringList takeMessageBoxes(QWidget *window)
{
    QStringList texts;
    for (QMessageBox *box : window->findChildren<QMessageBox *>()) {
        if (box->isVisible()) {
            texts << box->text();
            box->close();
        }
    }
    return texts;
}

} // namespace

class MainWindowTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("Sluice");
        QCoreApplication::setApplicationName("SluiceMainWindowTest");
        if (qEnvironmentVariableIsEmpty(kChildVariable)) {
            QSettings().clear();
            QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                .removeRecursively();
        }
    }

    void problemsDockOpensAtASensibleHeight()
    {
        // First start (no saved layout): the bottom docks take about two fifths of the window
        // (the Monitor tabbed with Problems needs that much to be read), never most of it.
        QSettings().remove(QStringLiteral("window/state"));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *problems = window.findChild<QDockWidget *>(QStringLiteral("ProblemsDock"));
        QVERIFY(problems);
        QTRY_VERIFY2(problems->height() >= window.height() * 0.3 && problems->height() <= window.height() / 2,
                     qPrintable(QStringLiteral("%1 of %2").arg(problems->height())
                                    .arg(window.height())));
    }

    void planWidensANarrowSideDock()
    {
        // The Plan brought forward in the narrow side dock widens it to about a third of the
        // window, where its graph runs down in two columns; a dock already as wide stays.
        QSettings().remove(QStringLiteral("window/state"));
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *plan = window.findChild<QDockWidget *>(QStringLiteral("PlanDock"));
        auto *parameters = window.findChild<QDockWidget *>(QStringLiteral("ParametersDock"));
        QTRY_VERIFY(parameters->isVisible() && parameters->width() < window.width() * MainWindow::kPlanDockShare * 0.9);
        plan->raise();
        QTRY_VERIFY2(plan->width() >= window.width() * MainWindow::kPlanDockShare * 0.9,
                     qPrintable(QStringLiteral("%1 of %2").arg(plan->width()).arg(window.width())));
        const int widened = plan->width();
        parameters->raise();
        plan->raise();
        QTest::qWait(50);
        QCOMPARE(plan->width(), widened);
    }

    void severalUnsavedDocumentsAreAskedAboutOnce()
    {
        MainWindow window;
        window.openFiles({});
        for (int i = 0; i < 3; ++i)
            window.newDocument()->editor()->setText(QStringLiteral("SELECT %1;").arg(i));
        int dialogs = 0;
        QStringList buttons;
        std::function<void()> answer = [&] {
            auto *box = window.findChild<QMessageBox *>(QStringLiteral("unsavedChangesDialog"));
            if (!box || !box->isVisible()) {
                QTimer::singleShot(20, &window, answer);
                return;
            }
            ++dialogs;
            for (QAbstractButton *b : box->buttons())
                buttons << b->text();
            for (QAbstractButton *b : box->buttons()) {
                if (b->text() == QStringLiteral("&Discard All"))
                    b->click();
            }
        };
        QTimer::singleShot(0, &window, answer);
        QVERIFY(window.close());
        QCOMPARE(dialogs, 1);
        QVERIFY2(buttons.contains(QStringLiteral("&Save All")), qPrintable(buttons.join(u',')));
        QVERIFY(takeMessageBoxes(&window).isEmpty()); // no question per document after it
    }

    void settingsOpenWithCtrlCommaAndItsLabelsHaveShortcuts()
    {
        MainWindow window;
        QAction *settings = nullptr;
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->text() == QStringLiteral("&Settings…"))
                settings = action;
        }
        QVERIFY(settings);
        QVERIFY(settings->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
        sluice::SettingsDialog dialog(window.themeManager());
        for (QLabel *label : dialog.findChildren<QLabel *>()) {
            if (label->text().contains(QLatin1Char('&')))
                QVERIFY2(label->buddy(), qPrintable(label->text())); // else the '&' shows
        }
    }

    void errorCountsAreTheCurrentTabs()
    {
        MainWindow window;
        window.openFiles({});
        sluice::SqlDocument *broken = window.newDocument();
        broken->editor()->setText(QStringLiteral("SELECT 'oops FROM t"));
        sluice::SqlDocument *clean = window.newDocument();
        clean->editor()->setText(QStringLiteral("SELECT 1;"));
        QTRY_COMPARE_WITH_TIMEOUT(window.problemsModel()->errorCount(), 1, 3000);
        QLabel *label = nullptr;
        for (QLabel *l : window.statusBar()->findChildren<QLabel *>()) {
            if (l->text().startsWith(QStringLiteral("Errors:")))
                label = l;
        }
        QVERIFY(label);
        QTRY_COMPARE(label->text(), QStringLiteral("Errors: 0  Warnings: 0")); // the clean tab
        window.findChild<QTabWidget *>()->setCurrentWidget(broken->editor());
        QTRY_COMPARE(label->text(), QStringLiteral("Errors: 1  Warnings: 0"));
    }

    void missingOrUnreadableFileChangesNothing()
    {
        MainWindow window;
        window.openFiles({});
        const int tabs = window.documents().size();
        SqlDocument *current = window.currentDocument();
        const QString title = window.windowTitle();
        const QVariant recent = QSettings().value("recentFiles");

        const QString missing = m_dir.filePath("does-not-exist.sql");
        QVERIFY(!window.openFile(missing));
        QStringList shown = takeMessageBoxes(&window);
        QCOMPARE(shown.size(), 1);
        QVERIFY(shown[0].contains("does-not-exist.sql"));

        QVERIFY(!window.openFile(m_dir.path())); // a folder cannot be opened either
        QCOMPARE(takeMessageBoxes(&window).size(), 1);

        QCOMPARE(window.documents().size(), tabs);
        QCOMPARE(window.currentDocument(), current);
        QCOMPARE(window.windowTitle(), title);
        QCOMPARE(QSettings().value("recentFiles"), recent);
    }

    void titleShowsFileAndModifiedState()
    {
        const QString path = m_dir.filePath("orders_job.sql");
        writeFile(path, "SELECT 1;\n");
        MainWindow window;
        QVERIFY(window.openFile(path));
        QVERIFY(window.windowTitle().contains("orders_job.sql"));
        QVERIFY(window.windowTitle().contains("[*]"));
        QVERIFY(!window.isWindowModified());

        window.currentEditor()->SendScintilla(QsciScintillaBase::SCI_INSERTTEXT, uintptr_t(0), "-- hi\n");
        QVERIFY(window.isWindowModified());
        QVERIFY(window.saveDocument(window.currentDocument()));
        QVERIFY(!window.isWindowModified());

        // Undo back past the save point is a modification again.
        window.currentEditor()->undo();
        QVERIFY(window.isWindowModified());
    }

    void saveIsAtomicAndWritesTheText()
    {
        const QString path = m_dir.filePath("atomic.sql");
        writeFile(path, "old contents\n");
        const ino_t before = inodeOf(path);
        MainWindow window;
        QVERIFY(window.openFile(path));
        SqlDocument *document = window.currentDocument();
        document->editor()->setText("SELECT '汉字' AS t;\n");
        QVERIFY(window.saveDocument(document));
        QCOMPARE(readFile(path), QByteArray("SELECT '汉字' AS t;\n"));
        // Written to a temporary file and renamed over the old one: a new inode, no leftovers.
        QVERIFY(inodeOf(path) != before);
        QCOMPARE(QDir(m_dir.path()).entryList({"atomic.sql*"}, QDir::Files),
                 QStringList{"atomic.sql"});

        // A failed save says so, keeps the buffer modified and creates nothing.
        document->editor()->setText("SELECT 2;");
        QVERIFY(!window.saveDocumentAs(document, m_dir.filePath("no/such/dir/x.sql")));
        QCOMPARE(takeMessageBoxes(&window).size(), 1);
        QVERIFY(document->isModified());
        QCOMPARE(readFile(path), QByteArray("SELECT '汉字' AS t;\n"));
    }

    // Run by recoveryAfterCrash() in a child process; a no-op in the normal run.
    void childTypesThenDies()
    {
        if (qEnvironmentVariableIsEmpty(kChildVariable))
            QSKIP("only runs as the crashing child of recoveryAfterCrash()");
        auto *window = new MainWindow;
        window->openFiles({});
        window->currentEditor()->setText(QString::fromUtf8(qgetenv(kChildVariable)));
        window->autosaveNow();
        std::_Exit(0); // killed: no close event, no clean-up
    }

    void recoveryAfterCrash()
    {
        const QByteArray text = "SELECT 'unsaved work' FROM orders; -- 未保存\n";
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(kChildVariable, QString::fromUtf8(text));
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {"childTypesThenDies"});
        QVERIFY(child.waitForFinished(60000));
        QCOMPARE(child.exitCode(), 0);

        MainWindow window;
        bool asked = false;
        QTimer::singleShot(0, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            asked = true;
            for (QAbstractButton *button : box->buttons()) {
                if (box->buttonRole(button) == QMessageBox::AcceptRole)
                    button->click();
            }
        });
        window.openFiles({});
        QVERIFY(asked);
        SqlDocument *recovered = nullptr;
        for (SqlDocument *document : window.documents()) {
            if (document->editor()->utf8Text() == text)
                recovered = document;
        }
        QVERIFY(recovered);
        QVERIFY(recovered->isModified()); // still unsaved work
        // The old session is gone; the text now lives in this session's autosave.
        QVERIFY(window.autosaveStore()->orphanedEntries().isEmpty());
        QVERIFY(QFile::exists(window.autosaveStore()->sessionDir() + "/"
                              + recovered->autosaveId() + ".sql"));
    }

    void typingAnAliasDotOpensTheListInTheWindow()
    {
        // In the window, as the user types: the script is checked in the background, then a
        // '.' after an alias (or a ROW column) opens the list by itself.
        MainWindow window;
        window.openFiles({});
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        sluice::SqlEditor *editor = window.newDocument()->editor();
        editor->setFocus();
        editor->setText("CREATE TABLE orders (id INT, bid ROW<price INT, qty INT>) WITH ('connector' = 'datagen');\n");
        QTRY_COMPARE_WITH_TIMEOUT(editor->checkResult().tables.size(), std::size_t(1), 5000);
        editor->SendScintilla(QsciScintillaBase::SCI_DOCUMENTEND);
        QTest::keyClicks(editor, "SELECT o.");
        QVERIFY(!editor->isListActive()); // no FROM yet: o is nothing
        QTest::keyClick(editor, Qt::Key_Escape);
        editor->setText(editor->text() + " FROM orders o;");
        editor->SendScintilla(QsciScintillaBase::SCI_GOTOPOS, static_cast<unsigned long>(editor->text().indexOf(QStringLiteral("o. FROM")) + 2));
        editor->SendScintilla(QsciScintillaBase::SCI_DELETEBACK);
        QTest::keyClicks(editor, ".");
        QTRY_VERIFY(editor->isListActive());
        QCOMPARE(editor->activeCompletions().items.first().text, QStringLiteral("id"));
        QTest::keyClick(editor, Qt::Key_Escape);
        QTest::keyClicks(editor, "bid.");
        QTRY_VERIFY(editor->isListActive());
        QCOMPARE(editor->activeCompletions().items.size(), 2);
        QCOMPARE(editor->activeCompletions().items.first().text, QStringLiteral("price"));
    }

    void diagnosticsReachEditorAndProblems()
    {
        MainWindow window;
        window.openFiles({});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        sluice::SqlEditor *editor = window.newDocument()->editor();
        sluice::ProblemsModel *problems = window.problemsModel();

        editor->setText("SELECT 1;\nSELECT 'oops FROM t");
        QTRY_COMPARE_WITH_TIMEOUT(problems->rowCount(), 1, 3000);
        const sluice::Problem &problem = problems->problem(0);
        QCOMPARE(problem.diagnostic.range.begin.line, 2);
        QCOMPARE(problem.diagnostic.range.begin.column, 8);
        const long on = editor->SendScintilla(QsciScintillaBase::SCI_INDICATORALLONFOR, 17);
        QVERIFY(on & (1L << sluice::SqlEditor::kErrorIndicator));

        // Double-clicking the row puts the caret on the problem.
        editor->SendScintilla(QsciScintillaBase::SCI_GOTOPOS, 0);
        auto *view = window.findChild<QTableView *>("ProblemsView");
        QVERIFY(view);
        window.problemsDock()->raise();
        QTRY_VERIFY(view->isVisible());
        const QRect rect = view->visualRect(problems->index(0, 0));
        QSignalSpy clicked(view, &QTableView::doubleClicked);
        // A double click is a press/release followed by a press that becomes the double click.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(int(editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS)), 17);

        editor->setText("SELECT 1;\nSELECT 'fixed' FROM t;");
        QTRY_COMPARE_WITH_TIMEOUT(problems->rowCount(), 0, 3000);
        QVERIFY(editor->diagnostics().empty());
    }

    void sessionIsRestored()
    {
        const QString a = m_dir.filePath("a.sql");
        const QString b = m_dir.filePath("b.sql");
        writeFile(a, "SELECT 'a';\n");
        writeFile(b, "SELECT 'b';\n");
        {
            MainWindow window;
            window.openFiles({a, b});
            window.show();
            QVERIFY(window.close());
        }
        MainWindow window;
        window.openFiles({});
        QVERIFY(window.documentForFile(a));
        QVERIFY(window.documentForFile(b));
        QCOMPARE(window.currentDocument()->filePath(), QFileInfo(b).absoluteFilePath());
    }

    void rendersNonBlank_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void rendersNonBlank()
    {
        QFETCH(bool, dark);
        QString job = QStringLiteral(SLUICE_SOURCE_DIR) + "/resources/examples/orders_enrichment.sql";
        if (!QFile::exists(job)) {
            job = m_dir.filePath("render.sql");
            writeFile(job, "SET 'pipeline.name' = 'render';\n"
                           "/*+ OPTIONS('k'='v') */ SELECT o.id, UPPER(c.name) -- comment\n"
                           "FROM orders AS o JOIN customers AS c ON o.cid = c.id;\n");
        }
        MainWindow window;
        window.themeManager()->setTheme(dark ? sluice::ThemeManager::Theme::Dark
                                             : sluice::ThemeManager::Theme::Light);
        window.openFiles({job});
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(100);
        const QImage image = window.grab().toImage();
        QVERIFY(!image.isNull());
        if (!qEnvironmentVariableIsEmpty("SLUICE_TEST_SCREENSHOT_DIR"))
            image.save(qEnvironmentVariable("SLUICE_TEST_SCREENSHOT_DIR")
                       + (dark ? "/main_window_dark.png" : "/main_window_light.png"));
        // Not blank: many colours (syntax colours, text, chrome), and the editor area is not
        // one flat colour.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 50, qPrintable(QString::number(colours.size())));
        const QImage editor = window.currentEditor()->grab().toImage();
        QSet<QRgb> editorColours;
        for (int y = 0; y < editor.height(); y += 2)
            for (int x = 0; x < editor.width(); x += 2)
                editorColours.insert(editor.pixel(x, y));
        QVERIFY(editorColours.size() > 10);
        // The paper follows the theme.
        const QColor paper = editor.pixelColor(editor.width() - 40, editor.height() - 40);
        QCOMPARE(paper.lightness() < 128, dark);
        window.themeManager()->setTheme(sluice::ThemeManager::Theme::System);
    }
};

QTEST_MAIN(MainWindowTest)
#include "main_window_test.moc"
