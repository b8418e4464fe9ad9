// MainWindow: actions, menus, docks and the status bar (the window's construction), kept apart
// from the document handling in main_window.cpp.
#include "main_window.h"

#include "find_replace_dialog.h"
#include "parameters_panel.h"
#include "plan_view.h"
#include "problems_model.h"
#include "recent_files.h"
#include "settings_dialog.h"
#include "sql_document.h"
#include "sql_editor.h"
#include "sql_lexer.h"
#include "theme_manager.h"
#include "translations.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace sluice {

void MainWindow::createActions()
{
    auto make = [this](const QString &text, const QKeySequence &shortcut, auto slot) {
        auto *action = new QAction(text, this);
        if (!shortcut.isEmpty())
            action->setShortcut(shortcut);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    auto onEditor = [this](void (SqlEditor::*method)()) {
        return [this, method] {
            if (SqlEditor *editor = currentEditor())
                (editor->*method)();
        };
    };
    QStyle *style = QApplication::style();

    m_newAction = make(tr("&New"), QKeySequence::New, [this] { newDocument(); });
    m_newAction->setIcon(style->standardIcon(QStyle::SP_FileIcon));
    m_openAction = make(tr("&Open…"), QKeySequence::Open, [this] {
        // Start beside the current file (else the last folder opened from).
        QString folder = QSettings().value(QStringLiteral("ui/lastOpenFolder")).toString();
        if (SqlDocument *document = currentDocument(); document && !document->isUntitled())
            folder = QFileInfo(document->filePath()).absolutePath();
        const QStringList paths = QFileDialog::getOpenFileNames(
            this, tr("Open"), folder, tr("SQL jobs (*.sql);;All files (*)"));
        if (!paths.isEmpty())
            QSettings().setValue(QStringLiteral("ui/lastOpenFolder"), QFileInfo(paths.front()).absolutePath());
        for (const QString &path : paths)
            openFile(path);
    });
    m_openAction->setIcon(style->standardIcon(QStyle::SP_DialogOpenButton));
    m_saveAction = make(tr("&Save"), QKeySequence::Save, [this] { saveDocument(currentDocument()); });
    m_saveAction->setIcon(style->standardIcon(QStyle::SP_DialogSaveButton));
    m_saveAsAction = make(tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                          [this] { saveDocumentAs(currentDocument()); });
    m_closeAction = make(tr("&Close"), QKeySequence(Qt::CTRL | Qt::Key_W),
                         [this] { closeDocument(currentDocument()); });
    m_quitAction = make(tr("&Quit"), QKeySequence::Quit, [this] { close(); });
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_undoAction = make(tr("&Undo"), QKeySequence::Undo, onEditor(&SqlEditor::undo));
    m_redoAction = make(tr("&Redo"), QKeySequence::Redo, onEditor(&SqlEditor::redo));
    m_cutAction = make(tr("Cu&t"), QKeySequence::Cut, onEditor(&SqlEditor::cut));
    m_copyAction = make(tr("&Copy"), QKeySequence::Copy, onEditor(&SqlEditor::copy));
    m_pasteAction = make(tr("&Paste"), QKeySequence::Paste, onEditor(&SqlEditor::paste));
    m_selectAllAction = make(tr("Select &All"), QKeySequence::SelectAll, [this] {
        if (SqlEditor *editor = currentEditor())
            editor->selectAll();
    });
    m_findAction = make(tr("&Find…"), QKeySequence(Qt::CTRL | Qt::Key_F),
                        [this] { showFindDialog(false); });
    m_replaceAction = make(tr("&Replace…"), QKeySequence(Qt::CTRL | Qt::Key_H),
                           [this] { showFindDialog(true); });
    m_findNextAction = make(tr("Find &Next"), QKeySequence(Qt::Key_F3), [this] {
        if (m_findDialog)
            m_findDialog->findNext();
        else
            showFindDialog(false);
    });
    m_toggleCommentAction = make(tr("&Toggle Comment"), QKeySequence(Qt::CTRL | Qt::Key_Slash),
                                 onEditor(&SqlEditor::toggleComment));
    m_completeAction = make(tr("Co&mplete"), QKeySequence(Qt::CTRL | Qt::Key_Space),
                            onEditor(&SqlEditor::complete));
    m_formatAction = make(tr("F&ormat SQL"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F),
                          [this] { formatCurrent(); });

    // RunControl wires these to the embedded engine and enables them per tab (tooltips too).
    m_runAction = new QAction(tr("&Run Job"), this); // icons: the theme's (themeChanged)
    m_runAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return),
                               QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    m_stopAction = new QAction(tr("S&top Job"), this);
    m_stopAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_runAction->setEnabled(false);
    m_stopAction->setEnabled(false);

    m_zoomInAction = make(tr("Zoom &In"), QKeySequence(Qt::CTRL | Qt::Key_Equal), [this] {
        m_zoom = std::min(m_zoom + 1, 20);
        applyZoom();
    });
    m_zoomInAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal),
                                  QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    m_zoomOutAction = make(tr("Zoom &Out"), QKeySequence(Qt::CTRL | Qt::Key_Minus), [this] {
        m_zoom = std::max(m_zoom - 1, -8);
        applyZoom();
    });
    m_zoomResetAction = make(tr("&Reset Zoom"), QKeySequence(Qt::CTRL | Qt::Key_0), [this] {
        m_zoom = 0;
        applyZoom();
    });

    m_themeGroup = new QActionGroup(this);
    const std::pair<ThemeManager::Theme, QString> themes[] = {
        {ThemeManager::Theme::System, tr("Follow &System")},
        {ThemeManager::Theme::Light, tr("&Light")},
        {ThemeManager::Theme::Dark, tr("&Dark")}};
    for (const auto &[theme, text] : themes) {
        QAction *action = m_themeGroup->addAction(text);
        action->setCheckable(true);
        action->setChecked(m_theme->theme() == theme);
        connect(action, &QAction::triggered, this, [this, theme = theme] { m_theme->setTheme(theme); });
    }

    m_languageGroup = new QActionGroup(this);
    const QString current = languageOverride();
    QAction *systemLanguage = m_languageGroup->addAction(tr("Follow System"));
    systemLanguage->setCheckable(true);
    systemLanguage->setChecked(current.isEmpty());
    connect(systemLanguage, &QAction::triggered, this, [this] { setLanguage({}); });
    for (const QString &language : availableLanguages()) {
        QAction *action = m_languageGroup->addAction(languageNativeName(language));
        action->setCheckable(true);
        action->setChecked(current == language);
        connect(action, &QAction::triggered, this, [this, language] { setLanguage(language); });
    }

    m_settingsAction = make(tr("&Settings…"), QKeySequence::Preferences, [this] { openSettings(); });
    // Ctrl+, everywhere (the platform's Preferences key is empty on most Linux desktops).
    if (!m_settingsAction->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        m_settingsAction->setShortcuts(m_settingsAction->shortcuts() << QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_settingsAction->setMenuRole(QAction::PreferencesRole);
    m_aboutAction = make(tr("&About Sluice"), QKeySequence(), [this] { about(); });
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_aboutQtAction = make(tr("About &Qt"), QKeySequence(), [] { QApplication::aboutQt(); });
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    m_exportMenu = file->addMenu(tr("&Export")); // filled by the run control
    file->addSeparator();
    file->addAction(m_closeAction);
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_cutAction);
    edit->addAction(m_copyAction);
    edit->addAction(m_pasteAction);
    edit->addAction(m_selectAllAction);
    edit->addSeparator();
    edit->addAction(m_findAction);
    edit->addAction(m_findNextAction);
    edit->addAction(m_replaceAction);
    edit->addSeparator();
    edit->addAction(m_toggleCommentAction);
    edit->addAction(m_completeAction);
    edit->addAction(m_formatAction);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    // The dock entries are added by createDocks().
    QMenu *run = menuBar()->addMenu(tr("&Run"));
    run->addAction(m_runAction);
    run->addAction(m_stopAction);
    run->setToolTipsVisible(true);

    m_toolsMenu = menuBar()->addMenu(tr("&Tools"));
    m_toolsMenu->addAction(m_settingsAction);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_aboutAction);
    help->addAction(m_aboutQtAction);

    QToolBar *toolbar = addToolBar(tr("Main Toolbar"));
    toolbar->setObjectName(QStringLiteral("MainToolbar"));
    toolbar->setMovable(false);
    toolbar->setIconSize(QSize(18, 18));
    toolbar->addAction(m_newAction);
    toolbar->addAction(m_openAction);
    toolbar->addAction(m_saveAction);
    toolbar->addSeparator();
    toolbar->addAction(m_runAction);
    toolbar->addAction(m_stopAction);
}

QDockWidget *MainWindow::createPlaceholderDock(const QString &title, const QString &objectName,
                                               const QString &text)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    auto *label = new QLabel(text, dock);
    label->setObjectName(objectName + QStringLiteral("Placeholder"));
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    label->setMargin(16);
    label->setForegroundRole(QPalette::PlaceholderText);
    dock->setWidget(label);
    return dock;
}

void MainWindow::createDocks()
{
    m_parametersDock = new QDockWidget(tr("Parameters"), this);
    m_parametersDock->setObjectName(QStringLiteral("ParametersDock"));
    m_parametersDock->setWidget(new ParametersPanel(m_parametersDock));
    m_planDock = new QDockWidget(tr("Plan"), this);
    m_planDock->setObjectName(QStringLiteral("PlanDock"));
    m_planView = new PlanView(m_planDock);
    m_planDock->setWidget(m_planView);
    // Brought forward in a side dock too narrow for it, the Plan widens the side docks.
    connect(m_planDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        const int wanted = int(width() * kPlanDockShare);
        if (visible && !m_planDock->isFloating() && dockWidgetArea(m_planDock) != Qt::BottomDockWidgetArea &&
            m_planDock->width() < wanted * 9 / 10)
            resizeDocks({m_planDock}, {wanted}, Qt::Horizontal);
    });
    connect(m_planView, &PlanView::nodeActivated, this, [this](int begin, int end) {
        if (SqlEditor *editor = currentEditor()) {
            editor->selectBytes(begin, end);
            editor->ensureLineVisible(int(editor->SendScintilla(
                QsciScintillaBase::SCI_LINEFROMPOSITION, begin)));
            editor->setFocus();
        }
    });
    m_monitorDock = createPlaceholderDock(
        tr("Monitor"), QStringLiteral("MonitorDock"),
        tr("Throughput, latency, backpressure and checkpoints of the running job will be "
           "charted here."));
    m_resultsDock = createPlaceholderDock(
        tr("Results"), QStringLiteral("ResultsDock"),
        tr("Rows produced by the running job's sinks will be listed here."));

    m_problemsDock = new QDockWidget(tr("Problems"), this);
    m_problemsDock->setObjectName(QStringLiteral("ProblemsDock"));
    m_problemsView = new QTableView(m_problemsDock);
    m_problemsView->setObjectName(QStringLiteral("ProblemsView"));
    m_problemsView->setModel(m_problems);
    m_problemsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_problemsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_problemsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_problemsView->setShowGrid(false);
    m_problemsView->setWordWrap(false);
    m_problemsView->verticalHeader()->hide();
    m_problemsView->verticalHeader()->setDefaultSectionSize(
        m_problemsView->fontMetrics().height() + 6);
    QHeaderView *header = m_problemsView->horizontalHeader();
    header->setHighlightSections(false);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setSectionResizeMode(ProblemsModel::MessageColumn, QHeaderView::Stretch);
    for (int column : {int(ProblemsModel::FileColumn), int(ProblemsModel::LineColumn),
                       int(ProblemsModel::ColumnColumn), int(ProblemsModel::CodeColumn)})
        header->setSectionResizeMode(column, QHeaderView::Interactive);
    // Fit the short columns to their contents whenever the problems change.
    connect(m_problems, &ProblemsModel::countsChanged, m_problemsView, [this] {
        for (int column : {int(ProblemsModel::FileColumn), int(ProblemsModel::LineColumn),
                           int(ProblemsModel::ColumnColumn), int(ProblemsModel::CodeColumn)})
            m_problemsView->resizeColumnToContents(column);
    });
    m_problemsDock->setWidget(m_problemsView);
    connect(m_problemsView, &QTableView::activated, this, &MainWindow::jumpToProblem);
    connect(m_problemsView, &QTableView::doubleClicked, this, &MainWindow::jumpToProblem);

    addDockWidget(Qt::RightDockWidgetArea, m_parametersDock);
    addDockWidget(Qt::RightDockWidgetArea, m_planDock);
    tabifyDockWidget(m_parametersDock, m_planDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_resultsDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_monitorDock);
    tabifyDockWidget(m_problemsDock, m_resultsDock);
    tabifyDockWidget(m_resultsDock, m_monitorDock);
    m_parametersDock->raise();
    m_problemsDock->raise();
    resizeDocks({m_parametersDock}, {340}, Qt::Horizontal);
    resizeDocks({m_problemsDock}, {200}, Qt::Vertical);

    QMenu *docks = m_viewMenu->addMenu(tr("&Panels"));
    for (QDockWidget *dock :
         {m_parametersDock, m_planDock, m_monitorDock, m_resultsDock, m_problemsDock})
        docks->addAction(dock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_zoomResetAction);
    m_viewMenu->addSeparator();
    QMenu *theme = m_viewMenu->addMenu(tr("&Theme"));
    theme->addActions(m_themeGroup->actions());
    QMenu *language = m_viewMenu->addMenu(tr("&Language (applies after restart)"));
    language->addActions(m_languageGroup->actions());
}

void MainWindow::createStatusBar()
{
    m_problemsLabel = new QLabel(this);
    m_jobStateLabel = new QLabel(tr("No job running"), this);
    m_positionLabel = new QLabel(this);
    for (QLabel *label : {m_problemsLabel, m_jobStateLabel, m_positionLabel}) {
        label->setContentsMargins(8, 0, 8, 0);
        statusBar()->addPermanentWidget(label);
    }
    m_positionLabel->setMinimumWidth(m_positionLabel->fontMetrics().horizontalAdvance(
        tr("Ln %1, Col %2").arg(99999).arg(999)));
    connect(m_problems, &ProblemsModel::countsChanged, this, &MainWindow::updateProblemsLabel);
    updateProblemsLabel();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_recent->files();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files[i];
        const QString text = QStringLiteral("&%1  %2  —  %3")
                                 .arg(i + 1)
                                 .arg(QFileInfo(path).fileName(),
                                      QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
        QAction *action = m_recentMenu->addAction(text);
        connect(action, &QAction::triggered, this, [this, path] {
            if (!openFile(path))
                m_recent->remove(path);
        });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear List"), m_recent, &RecentFiles::clear);
    clear->setEnabled(!files.isEmpty());
}

void MainWindow::formatCurrent()
{
    SqlEditor *editor = currentEditor();
    if (!editor)
        return;
    QString message;
    editor->formatText(&message);
    showMessage(message);
}

void MainWindow::showFindDialog(bool withReplace)
{
    if (!m_findDialog)
        m_findDialog = new FindReplaceDialog(this);
    m_findDialog->setEditor(currentEditor());
    m_findDialog->showFind(withReplace);
}

void MainWindow::openSettings()
{
    SettingsDialog dialog(m_theme, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    setLanguage(dialog.language());
    m_autosaveTimer.setInterval(dialog.autosaveSeconds() * 1000);
    applyEditorFont();
}

void MainWindow::applyEditorFont()
{
    const QFont font = SettingsDialog::editorFont();
    for (SqlDocument *document : documents()) {
        document->editor()->sqlLexer()->setBaseFont(font);
        document->editor()->setMarginsFont(font);
    }
}

} // namespace sluice
