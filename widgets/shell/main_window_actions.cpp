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

#include <live_text.h>

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

namespace {

// An action's text, a menu's title, a widget's window title in the window's catalogue: set now
// and again when the language changes.
void liveText(QAction *action, const char *source)
{
    LiveText::bind(action, [action, source] { action->setText(MainWindow::tr(source)); });
}

void liveTitle(QMenu *menu, const char *source)
{
    LiveText::bind(menu, [menu, source] { menu->setTitle(MainWindow::tr(source)); });
}

void liveWindowTitle(QWidget *widget, const char *source)
{
    LiveText::bind(widget, [widget, source] { widget->setWindowTitle(MainWindow::tr(source)); });
}

} // namespace

void MainWindow::createActions()
{
    // Texts follow the language (LiveText): each action keeps its source text.
    auto make = [this](const char *text, const QKeySequence &shortcut, auto slot) {
        auto *action = new QAction(this);
        liveText(action, text);
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

    m_newAction = make(QT_TR_NOOP("&New"), QKeySequence::New, [this] { newDocument(); });
    m_newAction->setIcon(style->standardIcon(QStyle::SP_FileIcon));
    m_openAction = make(QT_TR_NOOP("&Open…"), QKeySequence::Open, [this] {
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
    m_saveAction = make(QT_TR_NOOP("&Save"), QKeySequence::Save, [this] { saveDocument(currentDocument()); });
    m_saveAction->setIcon(style->standardIcon(QStyle::SP_DialogSaveButton));
    m_saveAsAction = make(QT_TR_NOOP("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S),
                          [this] { saveDocumentAs(currentDocument()); });
    m_closeAction = make(QT_TR_NOOP("&Close"), QKeySequence(Qt::CTRL | Qt::Key_W),
                         [this] { closeDocument(currentDocument()); });
    m_quitAction = make(QT_TR_NOOP("&Quit"), QKeySequence::Quit, [this] { close(); });
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_undoAction = make(QT_TR_NOOP("&Undo"), QKeySequence::Undo, onEditor(&SqlEditor::undo));
    m_redoAction = make(QT_TR_NOOP("&Redo"), QKeySequence::Redo, onEditor(&SqlEditor::redo));
    m_cutAction = make(QT_TR_NOOP("Cu&t"), QKeySequence::Cut, onEditor(&SqlEditor::cut));
    m_copyAction = make(QT_TR_NOOP("&Copy"), QKeySequence::Copy, onEditor(&SqlEditor::copy));
    m_pasteAction = make(QT_TR_NOOP("&Paste"), QKeySequence::Paste, onEditor(&SqlEditor::paste));
    m_selectAllAction = make(QT_TR_NOOP("Select &All"), QKeySequence::SelectAll, [this] {
        if (SqlEditor *editor = currentEditor())
            editor->selectAll();
    });
    m_findAction = make(QT_TR_NOOP("&Find…"), QKeySequence(Qt::CTRL | Qt::Key_F),
                        [this] { showFindDialog(false); });
    m_replaceAction = make(QT_TR_NOOP("&Replace…"), QKeySequence(Qt::CTRL | Qt::Key_H),
                           [this] { showFindDialog(true); });
    m_findNextAction = make(QT_TR_NOOP("Find &Next"), QKeySequence(Qt::Key_F3), [this] {
        if (m_findDialog)
            m_findDialog->findNext();
        else
            showFindDialog(false);
    });
    m_toggleCommentAction = make(QT_TR_NOOP("&Toggle Comment"), QKeySequence(Qt::CTRL | Qt::Key_Slash),
                                 onEditor(&SqlEditor::toggleComment));
    m_completeAction = make(QT_TR_NOOP("Co&mplete"), QKeySequence(Qt::CTRL | Qt::Key_Space),
                            onEditor(&SqlEditor::complete));
    m_formatAction = make(QT_TR_NOOP("F&ormat SQL"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F),
                          [this] { formatCurrent(); });

    // RunControl wires these to the embedded engine and enables them per tab (tooltips too).
    m_runAction = new QAction(this); // icons: the theme's (themeChanged)
    liveText(m_runAction, QT_TR_NOOP("&Run Job"));
    m_runAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return),
                               QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    m_stopAction = new QAction(this);
    liveText(m_stopAction, QT_TR_NOOP("S&top Job"));
    m_stopAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F5));
    m_runAction->setEnabled(false);
    m_stopAction->setEnabled(false);

    m_zoomInAction = make(QT_TR_NOOP("Zoom &In"), QKeySequence(Qt::CTRL | Qt::Key_Equal), [this] {
        m_zoom = std::min(m_zoom + 1, 20);
        applyZoom();
    });
    m_zoomInAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal),
                                  QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    m_zoomOutAction = make(QT_TR_NOOP("Zoom &Out"), QKeySequence(Qt::CTRL | Qt::Key_Minus), [this] {
        m_zoom = std::max(m_zoom - 1, -8);
        applyZoom();
    });
    m_zoomResetAction = make(QT_TR_NOOP("&Reset Zoom"), QKeySequence(Qt::CTRL | Qt::Key_0), [this] {
        m_zoom = 0;
        applyZoom();
    });

    m_themeGroup = new QActionGroup(this);
    const std::pair<ThemeManager::Theme, const char *> themes[] = {
        {ThemeManager::Theme::System, QT_TR_NOOP("Follow &System")},
        {ThemeManager::Theme::Light, QT_TR_NOOP("&Light")},
        {ThemeManager::Theme::Dark, QT_TR_NOOP("&Dark")}};
    for (const auto &[theme, text] : themes) {
        QAction *action = m_themeGroup->addAction(QString());
        liveText(action, text);
        action->setCheckable(true);
        action->setChecked(m_theme->theme() == theme);
        connect(action, &QAction::triggered, this, [this, theme = theme] { m_theme->setTheme(theme); });
    }

    m_languageGroup = new QActionGroup(this);
    const QString current = languageOverride();
    QAction *systemLanguage = m_languageGroup->addAction(QString());
    liveText(systemLanguage, QT_TR_NOOP("Follow System"));
    systemLanguage->setCheckable(true);
    systemLanguage->setChecked(current.isEmpty());
    connect(systemLanguage, &QAction::triggered, this, [this] { setLanguage({}); });
    for (const QString &language : availableLanguages()) {
        QAction *action = m_languageGroup->addAction(languageNativeName(language));
        action->setCheckable(true);
        action->setChecked(current == language);
        connect(action, &QAction::triggered, this, [this, language] { setLanguage(language); });
    }

    m_settingsAction = make(QT_TR_NOOP("&Settings…"), QKeySequence::Preferences, [this] { openSettings(); });
    // Ctrl+, everywhere (the platform's Preferences key is empty on most Linux desktops).
    if (!m_settingsAction->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        m_settingsAction->setShortcuts(m_settingsAction->shortcuts() << QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_settingsAction->setMenuRole(QAction::PreferencesRole);
    m_aboutAction = make(QT_TR_NOOP("&About Sluice"), QKeySequence(), [this] { about(); });
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_aboutQtAction = make(QT_TR_NOOP("About &Qt"), QKeySequence(), [] { QApplication::aboutQt(); });
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(QString());
    liveTitle(file, QT_TR_NOOP("&File"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(QString());
    liveTitle(m_recentMenu, QT_TR_NOOP("Open &Recent"));
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    m_exportMenu = file->addMenu(QString()); // filled by the run control
    liveTitle(m_exportMenu, QT_TR_NOOP("&Export"));
    file->addSeparator();
    file->addAction(m_closeAction);
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(QString());
    liveTitle(edit, QT_TR_NOOP("&Edit"));
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

    m_viewMenu = menuBar()->addMenu(QString());
    liveTitle(m_viewMenu, QT_TR_NOOP("&View"));
    // The dock entries are added by createDocks().
    QMenu *run = menuBar()->addMenu(QString());
    liveTitle(run, QT_TR_NOOP("&Run"));
    run->addAction(m_runAction);
    run->addAction(m_stopAction);
    run->setToolTipsVisible(true);

    m_toolsMenu = menuBar()->addMenu(QString());
    liveTitle(m_toolsMenu, QT_TR_NOOP("&Tools"));
    m_toolsMenu->addAction(m_settingsAction);

    QMenu *help = menuBar()->addMenu(QString());
    liveTitle(help, QT_TR_NOOP("&Help"));
    help->addAction(m_aboutAction);
    help->addAction(m_aboutQtAction);

    QToolBar *toolbar = addToolBar(QString());
    liveWindowTitle(toolbar, QT_TR_NOOP("Main Toolbar"));
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

QDockWidget *MainWindow::createPlaceholderDock(const char *title, const QString &objectName,
                                               const char *text)
{
    auto *dock = new QDockWidget(this);
    liveWindowTitle(dock, title);
    dock->setObjectName(objectName);
    auto *label = new QLabel(dock);
    LiveText::bind(label, [label, text] { label->setText(tr(text)); });
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
    m_parametersDock = new QDockWidget(this);
    liveWindowTitle(m_parametersDock, QT_TR_NOOP("Parameters"));
    m_parametersDock->setObjectName(QStringLiteral("ParametersDock"));
    m_parametersDock->setWidget(new ParametersPanel(m_parametersDock));
    m_planDock = new QDockWidget(this);
    liveWindowTitle(m_planDock, QT_TR_NOOP("Plan"));
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
        QT_TR_NOOP("Monitor"), QStringLiteral("MonitorDock"),
        QT_TR_NOOP("Throughput, latency, backpressure and checkpoints of the running job will be "
                   "charted here."));
    m_resultsDock = createPlaceholderDock(
        QT_TR_NOOP("Results"), QStringLiteral("ResultsDock"),
        QT_TR_NOOP("Rows produced by the running job's sinks will be listed here."));

    m_problemsDock = new QDockWidget(this);
    liveWindowTitle(m_problemsDock, QT_TR_NOOP("Problems"));
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

    QMenu *docks = m_viewMenu->addMenu(QString());
    liveTitle(docks, QT_TR_NOOP("&Panels"));
    for (QDockWidget *dock :
         {m_parametersDock, m_planDock, m_monitorDock, m_resultsDock, m_problemsDock})
        docks->addAction(dock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_zoomResetAction);
    m_viewMenu->addSeparator();
    QMenu *theme = m_viewMenu->addMenu(QString());
    liveTitle(theme, QT_TR_NOOP("&Theme"));
    theme->addActions(m_themeGroup->actions());
    QMenu *language = m_viewMenu->addMenu(QString());
    liveTitle(language, QT_TR_NOOP("&Language"));
    language->addActions(m_languageGroup->actions());
}

void MainWindow::createStatusBar()
{
    m_problemsLabel = new QLabel(this);
    m_jobStateLabel = new QLabel(tr("No job running"), this); // the run control keeps it up to date
    m_positionLabel = new QLabel(this);
    for (QLabel *label : {m_problemsLabel, m_jobStateLabel, m_positionLabel}) {
        label->setContentsMargins(8, 0, 8, 0);
        statusBar()->addPermanentWidget(label);
    }
    m_positionLabel->setMinimumWidth(m_positionLabel->fontMetrics().horizontalAdvance(
        tr("Ln %1, Col %2").arg(99999).arg(999)));
    connect(m_problems, &ProblemsModel::countsChanged, this, &MainWindow::updateProblemsLabel);
    LiveText::bind(m_problemsLabel, [this] { updateProblemsLabel(); });
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

void MainWindow::openSettings(bool clusters)
{
    SettingsDialog dialog(m_theme, this);
    if (clusters)
        dialog.showClusters();
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
