#include "main_window.h"

#include "autosave_store.h"
#include "find_replace_dialog.h"
#include "parameters_panel.h"
#include "plan_view.h"
#include "problems_model.h"
#include "recent_files.h"
#include "run_control.h"
#include "settings_dialog.h"
#include "sql_document.h"
#include "sql_editor.h"
#include "sql_lexer.h"
#include "text_file.h"
#include "theme_manager.h"
#include "token_checker.h"
#include "translations.h"

#include <bridge/engine_text.h>
#include <live_text.h>

#include <sluice/version.h>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>

namespace sluice {

namespace {
constexpr auto kGeometryKey = "window/geometry";
constexpr auto kStateKey = "window/state";
constexpr auto kSessionFilesKey = "session/files";
constexpr auto kSessionCurrentKey = "session/current";
constexpr auto kZoomKey = "editor/zoom";
constexpr auto kAutosaveIntervalKey = "editor/autosaveSeconds";
constexpr int kDefaultAutosaveSeconds = 5;
constexpr auto kFileFilter = QT_TRANSLATE_NOOP("sluice::MainWindow",
                                               "SQL jobs (*.sql);;All files (*)");
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_theme(new ThemeManager(this)), m_recent(new RecentFiles(this)),
      m_autosave(new AutosaveStore(this)), m_problems(new ProblemsModel(this)),
      m_watcher(new QFileSystemWatcher(this)), m_check(&TokenChecker::check)
{
    setObjectName(QStringLiteral("MainWindow"));
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setUsesScrollButtons(true);
    m_tabs->tabBar()->setExpanding(false);
    setCentralWidget(m_tabs);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        updateTitle();
        updateCaretPosition();
        updateActions();
        if (m_problemsLabel)
            updateProblemsLabel();
        if (m_findDialog)
            m_findDialog->setEditor(currentEditor());
        if (m_planView)
            m_planView->setEditor(currentEditor());
        if (auto *parameters = m_parametersDock
                                   ? qobject_cast<ParametersPanel *>(m_parametersDock->widget())
                                   : nullptr)
            parameters->setEditor(currentEditor());
    });
    connect(m_tabs, &QTabWidget::tabCloseRequested, this,
            [this](int index) { closeDocument(documentAt(index)); });

    createActions();
    createMenus();
    createDocks();
    createStatusBar();
    m_runControl = new RunControl(this);

    m_zoom = QSettings().value(kZoomKey, 0).toInt();
    connect(m_theme, &ThemeManager::themeChanged, this, [this](bool dark) {
        for (SqlDocument *document : documents())
            document->editor()->applyColors(ThemeManager::editorColors(dark));
        m_runAction->setIcon(ThemeManager::actionIcon(ThemeManager::ActionIcon::Run, dark));
        m_stopAction->setIcon(ThemeManager::actionIcon(ThemeManager::ActionIcon::Stop, dark));
    });
    m_theme->apply();

    connect(m_recent, &RecentFiles::changed, this, &MainWindow::rebuildRecentMenu);
    // What the window computes from its state is recomputed in a new language too.
    LiveText::bind(this, [this] {
        rebuildRecentMenu();
        for (SqlDocument *document : documents())
            updateTab(document);
        // Qt words the tabs' close buttons once, when they are made.
        for (int i = 0; i < m_tabs->count(); ++i) {
            for (auto side : {QTabBar::LeftSide, QTabBar::RightSide}) {
                if (QWidget *close = m_tabs->tabBar()->tabButton(i, side))
                    close->setToolTip(QCoreApplication::translate("CloseButton", "Close Tab"));
            }
        }
        updateTitle();
        updateCaretPosition();
    });

    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &MainWindow::onFileChangedOnDisk);
    m_diskCheckTimer.setSingleShot(true);
    m_diskCheckTimer.setInterval(200);
    connect(&m_diskCheckTimer, &QTimer::timeout, this, &MainWindow::checkChangedFiles);

    const int seconds =
        std::max(1, QSettings().value(kAutosaveIntervalKey, kDefaultAutosaveSeconds).toInt());
    m_autosaveTimer.setInterval(seconds * 1000);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosaveNow);
    m_autosaveTimer.start();

    resize(1280, 820);
    QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    if (!restoreState(settings.value(kStateKey).toByteArray())) {
        // First start: the bottom docks (Problems, Results, Monitor) get about two fifths of the
        // window once it is laid out (before that, resizeDocks has no height to share out).
        QTimer::singleShot(0, this, [this] {
            resizeDocks({m_problemsDock}, {int(height() * kBottomDocksShare)}, Qt::Vertical);
        });
    }
    updateTitle();
    updateActions();
}

MainWindow::~MainWindow() = default;

SqlDocument *MainWindow::documentAt(int index) const
{
    auto *editor = qobject_cast<SqlEditor *>(m_tabs->widget(index));
    return editor ? editor->findChild<SqlDocument *>(QString(), Qt::FindDirectChildrenOnly)
                  : nullptr;
}

SqlDocument *MainWindow::currentDocument() const
{
    return documentAt(m_tabs->currentIndex());
}

SqlEditor *MainWindow::currentEditor() const
{
    SqlDocument *document = currentDocument();
    return document ? document->editor() : nullptr;
}

QList<SqlDocument *> MainWindow::documents() const
{
    QList<SqlDocument *> result;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (SqlDocument *document = documentAt(i))
            result << document;
    }
    return result;
}

SqlDocument *MainWindow::documentForFile(const QString &path) const
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (SqlDocument *document : documents()) {
        if (document->filePath() == absolute)
            return document;
    }
    return nullptr;
}

void MainWindow::addDocument(SqlDocument *document)
{
    SqlEditor *editor = document->editor();
    const QFont font = SettingsDialog::editorFont();
    editor->sqlLexer()->setBaseFont(font);
    editor->setMarginsFont(font);
    editor->applyColors(ThemeManager::editorColors(m_theme->isDark()));
    editor->zoomTo(m_zoom);
    document->diagnosticsRunner()->setCheckFunction(m_check);

    connect(document, &SqlDocument::modificationChanged, this, [this, document] {
        updateTab(document);
        if (document == currentDocument())
            updateTitle();
        if (!document->isModified())
            m_autosave->remove(document->autosaveId());
    });
    connect(document, &SqlDocument::filePathChanged, this, [this, document] {
        updateTab(document);
        m_problems->setFile(document, document->displayName());
        if (document == currentDocument())
            updateTitle();
    });
    connect(document->diagnosticsRunner(), &DiagnosticsRunner::finished, this,
            [this, document](quint64, const std::vector<Diagnostic> &diagnostics) {
                document->editor()->setDiagnostics(diagnostics);
                m_problems->setDiagnostics(document, document->displayName(), diagnostics);
            });
    connect(editor, &QsciScintilla::cursorPositionChanged, this, [this, editor] {
        if (editor == currentEditor())
            updateCaretPosition();
    });
    connect(editor, &QsciScintilla::copyAvailable, this, &MainWindow::updateActions);
    connect(editor, &QsciScintilla::textChanged, this, &MainWindow::updateActions);
    connect(document, &QObject::destroyed, m_problems,
            [this, document] { m_problems->removeDocument(document); });

    const int index = m_tabs->addTab(editor, document->displayName());
    updateTab(document);
    m_tabs->setCurrentIndex(index);
    editor->setFocus();
    document->diagnosticsRunner()->checkNow(editor->utf8Text());
}

SqlDocument *MainWindow::newDocument()
{
    auto *document = new SqlDocument(new SqlEditor);
    document->setUntitledNumber(++m_untitledCounter);
    addDocument(document);
    return document;
}

bool MainWindow::openFile(const QString &path)
{
    if (SqlDocument *open = documentForFile(path)) {
        m_tabs->setCurrentWidget(open->editor());
        return true;
    }
    auto *editor = new SqlEditor;
    auto *document = new SqlDocument(editor);
    QString error;
    if (!document->load(path, &error)) {
        delete editor;
        showError(tr("Open File"), tr("Could not open “%1”:\n%2")
                                       .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    // A fresh, untouched Untitled tab gives way to the first file opened.
    SqlDocument *current = currentDocument();
    const bool replaceCurrent = m_tabs->count() == 1 && current && current->isUntitled()
                                && !current->isModified() && current->editor()->length() == 0;
    addDocument(document);
    if (replaceCurrent)
        closeDocument(current, true);
    m_watcher->addPath(document->filePath());
    m_recent->add(document->filePath());
    showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(document->filePath())));
    return true;
}

void MainWindow::openFiles(const QStringList &paths)
{
    offerRecovery();
    if (paths.isEmpty()) {
        restoreSession();
    } else {
        for (const QString &path : paths)
            openFile(path);
    }
    if (m_tabs->count() == 0)
        newDocument();
}

void MainWindow::offerRecovery()
{
    const QList<AutosaveEntry> entries = m_autosave->orphanedEntries();
    if (entries.isEmpty())
        return;
    QStringList names;
    for (const AutosaveEntry &entry : entries)
        names << QStringLiteral("• %1").arg(entry.originalPath.isEmpty()
                                                 ? entry.title
                                                 : QDir::toNativeSeparators(entry.originalPath));
    QMessageBox box(QMessageBox::Question, tr("Recover Unsaved Work"),
                    tr("Sluice did not shut down properly. Unsaved changes to %n document(s) "
                       "were kept:",
                       nullptr, int(entries.size())),
                    QMessageBox::NoButton, this);
    box.setInformativeText(names.join('\n'));
    QPushButton *recover = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
    box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(recover);
    box.exec();
    if (box.clickedButton() == static_cast<QAbstractButton *>(recover)) {
        for (const AutosaveEntry &entry : entries) {
            auto *document = new SqlDocument(new SqlEditor);
            if (entry.originalPath.isEmpty())
                document->setUntitledNumber(++m_untitledCounter);
            document->restore(entry.originalPath, entry.text);
            addDocument(document);
            if (!document->isUntitled())
                m_watcher->addPath(document->filePath());
        }
        // Keep the recovered text safe in this session before the old copies go.
        autosaveNow();
    }
    m_autosave->discardOrphans();
}

void MainWindow::restoreSession()
{
    QSettings settings;
    const QStringList files = settings.value(kSessionFilesKey).toStringList();
    const QString current = settings.value(kSessionCurrentKey).toString();
    QStringList missing;
    for (const QString &path : files) {
        if (documentForFile(path))
            continue;
        if (!QFileInfo::exists(path)) {
            missing << QDir::toNativeSeparators(path);
            continue;
        }
        openFile(path);
    }
    if (SqlDocument *document = documentForFile(current))
        m_tabs->setCurrentWidget(document->editor());
    if (!missing.isEmpty())
        showMessage(tr("Not reopened (no longer there): %1").arg(missing.join(QStringLiteral(", "))),
                    10000);
}

void MainWindow::saveSession()
{
    QStringList files;
    for (SqlDocument *document : documents()) {
        if (!document->isUntitled())
            files << document->filePath();
    }
    QSettings settings;
    settings.setValue(kSessionFilesKey, files);
    SqlDocument *current = currentDocument();
    settings.setValue(kSessionCurrentKey, current ? current->filePath() : QString());
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kZoomKey, m_zoom);
}

bool MainWindow::saveDocument(SqlDocument *document)
{
    if (!document)
        return false;
    if (document->isUntitled())
        return saveDocumentAs(document);
    return saveDocumentAs(document, document->filePath());
}

bool MainWindow::saveDocumentAs(SqlDocument *document, const QString &path)
{
    if (!document)
        return false;
    QString target = path;
    if (target.isEmpty()) {
        const QString suggestion = document->isUntitled()
                                       ? document->displayName() + QStringLiteral(".sql")
                                       : document->filePath();
        target = QFileDialog::getSaveFileName(this, tr("Save As"), suggestion, tr(kFileFilter));
        if (target.isEmpty())
            return false;
    }
    const QString oldPath = document->filePath();
    QString error;
    // Our own write must not come back as "changed on disk".
    if (!oldPath.isEmpty())
        m_watcher->removePath(oldPath);
    const bool saved = document->saveAs(target, &error);
    if (!document->isUntitled())
        m_watcher->addPath(document->filePath());
    if (!saved) {
        showError(tr("Save File"), tr("Could not save “%1”:\n%2")
                                       .arg(QDir::toNativeSeparators(target), error));
        return false;
    }
    m_autosave->remove(document->autosaveId());
    document->markAutosaved();
    m_recent->add(document->filePath());
    showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(document->filePath())));
    return true;
}

bool MainWindow::closeDocument(SqlDocument *document, bool force)
{
    if (!document)
        return false;
    if (!force && document->isModified()) {
        m_tabs->setCurrentWidget(document->editor());
        const auto answer = QMessageBox::warning(
            this, tr("Unsaved Changes"),
            tr("“%1” has unsaved changes. Save them before closing?").arg(document->displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel)
            return false;
        if (answer == QMessageBox::Save && !saveDocument(document))
            return false;
    }
    m_autosave->remove(document->autosaveId());
    if (!document->isUntitled())
        m_watcher->removePath(document->filePath());
    m_problems->removeDocument(document);
    SqlEditor *editor = document->editor();
    m_tabs->removeTab(m_tabs->indexOf(editor));
    editor->deleteLater();
    return true;
}

void MainWindow::setCheckFunction(DiagnosticsRunner::CheckFunction check)
{
    m_check = std::move(check);
    for (SqlDocument *document : documents()) {
        document->diagnosticsRunner()->setCheckFunction(m_check);
        document->diagnosticsRunner()->checkNow(document->editor()->utf8Text());
    }
}

void MainWindow::setJobState(const QString &text)
{
    m_jobStateLabel->setText(text);
}

void MainWindow::showMessage(const QString &text, int timeoutMs)
{
    statusBar()->showMessage(text, timeoutMs);
}

void MainWindow::showError(const QString &title, const QString &text)
{
    // Window-modal but not blocking: nothing else waits for the user to read it.
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::showProblems()
{
    m_problemsDock->show();
    m_problemsDock->raise();
}

void MainWindow::showMonitor()
{
    m_monitorDock->show();
    m_monitorDock->raise();
    if (!m_monitorDock->isFloating() && m_monitorDock->height() < kMonitorMinimumHeight)
        resizeDocks({m_monitorDock}, {std::max(kMonitorMinimumHeight, int(height() * kBottomDocksShare))},
                    Qt::Vertical);
}

void MainWindow::autosaveNow()
{
    // The open files and the layout too, so that a crash does not lose them.
    saveSession();
    for (SqlDocument *document : documents()) {
        if (!document->isModified() || !document->needsAutosave())
            continue;
        AutosaveEntry entry;
        entry.id = document->autosaveId();
        entry.originalPath = document->filePath();
        entry.title = document->displayName();
        entry.text = document->editor()->utf8Text();
        if (m_autosave->save(entry))
            document->markAutosaved();
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QList<SqlDocument *> modified;
    for (SqlDocument *document : documents()) {
        if (document->isModified())
            modified << document;
    }
    if (modified.size() > 1) {
        // One question for all of them: save all, discard all, or look at each.
        QStringList names;
        for (SqlDocument *document : modified)
            names << QStringLiteral("• ") + document->displayName();
        QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                        tr("%n document(s) have unsaved changes:", nullptr, int(modified.size())) +
                            QStringLiteral("\n\n") + names.join(QLatin1Char('\n')),
                        QMessageBox::NoButton, this);
        box.setObjectName(QStringLiteral("unsavedChangesDialog"));
        QPushButton *saveAll = box.addButton(tr("&Save All"), QMessageBox::AcceptRole);
        QPushButton *discardAll = box.addButton(tr("&Discard All"), QMessageBox::DestructiveRole);
        QPushButton *review = box.addButton(tr("&Review Each…"), QMessageBox::ActionRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(saveAll);
        box.exec();
        if (box.clickedButton() == saveAll) {
            for (SqlDocument *document : modified) {
                if (!saveDocument(document)) {
                    event->ignore();
                    return;
                }
            }
            modified.clear();
        } else if (box.clickedButton() == discardAll) {
            modified.clear();
        } else if (box.clickedButton() != review) {
            event->ignore();
            return;
        }
    }
    for (SqlDocument *document : modified) {
        m_tabs->setCurrentWidget(document->editor());
        const auto answer = QMessageBox::warning(
            this, tr("Unsaved Changes"),
            tr("“%1” has unsaved changes. Save them before quitting?").arg(document->displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !saveDocument(document))) {
            event->ignore();
            return;
        }
    }
    saveSession();
    event->accept();
}

void MainWindow::updateTab(SqlDocument *document)
{
    const int index = m_tabs->indexOf(document->editor());
    if (index < 0)
        return;
    m_tabs->setTabText(index, document->displayName()
                                  + (document->isModified() ? QStringLiteral(" •") : QString()));
    m_tabs->setTabToolTip(index, document->isUntitled()
                                     ? document->displayName()
                                     : QDir::toNativeSeparators(document->filePath()));
}

void MainWindow::updateTitle()
{
    SqlDocument *document = currentDocument();
    if (!document) {
        setWindowTitle(QStringLiteral("Sluice"));
        setWindowModified(false);
        return;
    }
    setWindowTitle(tr("%1[*] — Sluice").arg(document->displayName()));
    setWindowModified(document->isModified());
}

void MainWindow::updateCaretPosition()
{
    SqlEditor *editor = currentEditor();
    if (!editor) {
        m_positionLabel->clear();
        return;
    }
    int line = 0, column = 0;
    editor->caretLineColumn(&line, &column);
    m_positionLabel->setText(tr("Ln %1, Col %2").arg(line).arg(column));
}

void MainWindow::updateActions()
{
    SqlEditor *editor = currentEditor();
    const bool has = editor != nullptr;
    for (QAction *action : {m_saveAction, m_saveAsAction, m_closeAction, m_pasteAction,
                            m_selectAllAction, m_findAction, m_replaceAction, m_findNextAction,
                            m_toggleCommentAction, m_completeAction, m_formatAction,
                            m_zoomInAction,
                            m_zoomOutAction, m_zoomResetAction}) {
        action->setEnabled(has);
    }
    m_undoAction->setEnabled(has && editor->isUndoAvailable());
    m_redoAction->setEnabled(has && editor->isRedoAvailable());
    m_cutAction->setEnabled(has && editor->hasSelectedText());
    m_copyAction->setEnabled(has && editor->hasSelectedText());
}

void MainWindow::updateProblemsLabel()
{
    // The current tab's; Problems itself lists every tab's.
    const SqlDocument *document = currentDocument();
    m_problemsLabel->setText(tr("Errors: %1  Warnings: %2")
                                 .arg(document ? m_problems->errorCount(document) : 0)
                                 .arg(document ? m_problems->warningCount(document) : 0));
    m_problemsLabel->setToolTip(tr("In this tab; all open tabs: %1 errors, %2 warnings")
                                    .arg(m_problems->errorCount())
                                    .arg(m_problems->warningCount()));
}

void MainWindow::applyZoom()
{
    for (SqlDocument *document : documents())
        document->editor()->zoomTo(m_zoom);
    showMessage(tr("Zoom: %1").arg(m_zoom > 0 ? QStringLiteral("+%1").arg(m_zoom)
                                               : QString::number(m_zoom)),
                2000);
}

void MainWindow::onFileChangedOnDisk(const QString &path)
{
    if (!m_changedOnDisk.contains(path))
        m_changedOnDisk << path;
    m_diskCheckTimer.start();
}

void MainWindow::checkChangedFiles()
{
    if (m_checkingDisk)
        return;
    m_checkingDisk = true;
    const QStringList paths = std::exchange(m_changedOnDisk, {});
    for (const QString &path : paths) {
        SqlDocument *document = documentForFile(path);
        if (!document)
            continue;
        // An atomic replace by another program drops the watch: watch the new file again.
        if (QFileInfo::exists(path) && !m_watcher->files().contains(path))
            m_watcher->addPath(path);
        QByteArray bytes;
        QString error;
        if (!TextFile::read(path, &bytes, &error)) {
            showMessage(tr("“%1” was removed or cannot be read; the tab keeps its text.")
                            .arg(QDir::toNativeSeparators(path)),
                        10000);
            continue;
        }
        if (!document->differsFromDisk(bytes))
            continue;
        m_tabs->setCurrentWidget(document->editor());
        const QString question =
            document->isModified()
                ? tr("“%1” was changed by another program, and it has unsaved changes here.\n"
                     "Reload it and lose the changes made here?")
                : tr("“%1” was changed by another program. Reload it?");
        const auto answer =
            QMessageBox::question(this, tr("File Changed on Disk"),
                                  question.arg(QDir::toNativeSeparators(path)),
                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes) {
            if (!document->load(path, &error))
                showError(tr("Reload File"), error);
        } else {
            // Remember the new disk state so the question is not asked again for it.
            document->rememberDiskContents(bytes);
        }
    }
    m_checkingDisk = false;
    if (!m_changedOnDisk.isEmpty())
        m_diskCheckTimer.start();
}

void MainWindow::jumpToProblem(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const Problem &problem = m_problems->problem(index.row());
    for (SqlDocument *document : documents()) {
        if (document != problem.document)
            continue;
        m_tabs->setCurrentWidget(document->editor());
        const SourceRange &range = problem.diagnostic.range;
        if (range.valid())
            document->editor()->goToLineColumn(range.begin.line, range.begin.column);
        if (problem.diagnostic.code == ProblemsModel::kRunFailedCode) {
            // A run's failure may be long (a chain of causes): shown whole, selectable.
            auto *box = new QMessageBox(QMessageBox::Critical, tr("Run failed"),
                                        translated(problem.diagnostic.message), QMessageBox::Ok, this);
            box->setObjectName(QStringLiteral("runFailureDialog"));
            box->setTextInteractionFlags(Qt::TextSelectableByMouse);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
        return;
    }
}

void MainWindow::setLanguage(const QString &language)
{
    if (language == languageOverride())
        return;
    switchLanguage(language); // every window retranslates itself, now
    // The menu's choice follows however the language was picked (menu or Settings).
    const QList<QAction *> choices = m_languageGroup->actions();
    const QStringList languages = availableLanguages();
    for (int i = 0; i < choices.size(); ++i)
        choices[i]->setChecked(i == 0 ? language.isEmpty() : languages.value(i - 1) == language);
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About Sluice"),
        tr("<h3>Sluice %1</h3>"
           "<p>A designer and monitor for Flink SQL streaming jobs, with its own embedded "
           "engine.</p><p>SQL dialect and options follow Apache Flink %2.</p>"
           "<p>Built with Qt %3 and QScintilla.</p>")
            .arg(QString::fromLatin1(kVersion), QString::fromLatin1(kFlinkCompatibility),
                 QString::fromLatin1(qVersion())));
}

} // namespace sluice
