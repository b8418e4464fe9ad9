#pragma once

#include "diagnostics_runner.h"

#include <QMainWindow>
#include <QStringList>
#include <QTimer>

class QAction;
class QActionGroup;
class QDockWidget;
class QFileSystemWatcher;
class QLabel;
class QMenu;
class QTabWidget;
class QTableView;

namespace sluice {

class AutosaveStore;
class FindReplaceDialog;
class PlanView;
class RunControl;
class ProblemsModel;
class RecentFiles;
class SqlDocument;
class SqlEditor;
class ThemeManager;

/// The desktop app's window: tabs of SQL jobs, the menus, the docks (Parameters, Plan, Monitor,
/// Results, Problems) and the status bar. Restores its layout and open files from QSettings,
/// autosaves unsaved buffers and offers them back after a crash, watches open files on disk.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Offers back buffers from a crashed session, then opens `paths`, or restores the files of
    /// the previous session when `paths` is empty. Always leaves at least one tab.
    void openFiles(const QStringList &paths);
    /// Opens `path` in a tab (or switches to it). An unreadable file shows a message and
    /// changes nothing; returns false then.
    bool openFile(const QString &path);
    SqlDocument *newDocument();

    SqlDocument *currentDocument() const;
    SqlEditor *currentEditor() const;
    QList<SqlDocument *> documents() const;
    SqlDocument *documentForFile(const QString &path) const;

    /// Saves to the document's file, asking for a name if it has none. False if not saved.
    bool saveDocument(SqlDocument *document);
    /// Saves under `path`, or asks for one when `path` is empty.
    bool saveDocumentAs(SqlDocument *document, const QString &path = {});
    /// Closes a tab, asking about unsaved changes unless `force`. False if the user cancelled.
    bool closeDocument(SqlDocument *document, bool force = false);

    /// The check run on every document as the user types (the engine's checker in the app).
    void setCheckFunction(DiagnosticsRunner::CheckFunction check);

    /// Run and Stop, for the app to connect to the runtime (disabled until it does).
    QAction *runAction() const { return m_runAction; }
    QAction *stopAction() const { return m_stopAction; }
    /// The job state shown in the status bar ("Running", "Failed: ...").
    void setJobState(const QString &text);
    void showMessage(const QString &text, int timeoutMs = 5000);

    QDockWidget *parametersDock() const { return m_parametersDock; }
    QDockWidget *planDock() const { return m_planDock; }
    PlanView *planView() const { return m_planView; }
    /// Run, Stop and Restart of the tabs' jobs, and the Monitor and Results docks' contents.
    RunControl *runControl() const { return m_runControl; }
    QDockWidget *monitorDock() const { return m_monitorDock; }
    /// Brings Problems to the front (a run failed).
    void showProblems();
    /// Brings the Monitor to the front, tall enough for its charts to be read (a run started).
    void showMonitor();
    /// The share of the window's height the bottom docks get when they are too small to read.
    static constexpr double kBottomDocksShare = 0.42;
    /// Below this height the Monitor's chart grid is unreadable.
    static constexpr int kMonitorMinimumHeight = 320;
    /// The share of the window's width the side docks get when the Plan is brought forward in
    /// a narrower one (its graph has two columns of boxes and the EXPLAIN text long lines).
    static constexpr double kPlanDockShare = 0.36;
    /// File → Export and the Tools menu, for the run control to add its entries to.
    QMenu *exportMenu() const { return m_exportMenu; }
    QMenu *toolsMenu() const { return m_toolsMenu; }
    QDockWidget *resultsDock() const { return m_resultsDock; }
    QDockWidget *problemsDock() const { return m_problemsDock; }
    ProblemsModel *problemsModel() const { return m_problems; }
    ThemeManager *themeManager() const { return m_theme; }
    AutosaveStore *autosaveStore() const { return m_autosave; }

public slots:
    /// Writes every buffer changed since its last autosave to the autosave store.
    void autosaveNow();
    /// Tools → Settings; on its Clusters page when `clusters`.
    void openSettings(bool clusters = false);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void createStatusBar();
    /// A dock whose label waits for its view (title and text: source texts of this class).
    QDockWidget *createPlaceholderDock(const char *title, const QString &objectName, const char *text);
    void addDocument(SqlDocument *document);
    SqlDocument *documentAt(int index) const;
    void offerRecovery();
    void restoreSession();
    void saveSession();
    void updateTitle();
    void updateTab(SqlDocument *document);
    void updateCaretPosition();
    void updateActions();
    void updateProblemsLabel();
    void rebuildRecentMenu();
    void applyZoom();
    void applyEditorFont();
    void onFileChangedOnDisk(const QString &path);
    void checkChangedFiles();
    void showError(const QString &title, const QString &text);
    void showFindDialog(bool withReplace);
    void about();
    void setLanguage(const QString &language);
    void jumpToProblem(const QModelIndex &index);
    void formatCurrent();

    QTabWidget *m_tabs = nullptr;
    ThemeManager *m_theme = nullptr;
    RecentFiles *m_recent = nullptr;
    AutosaveStore *m_autosave = nullptr;
    ProblemsModel *m_problems = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    FindReplaceDialog *m_findDialog = nullptr;
    QTimer m_autosaveTimer;
    QTimer m_diskCheckTimer;
    QStringList m_changedOnDisk;
    bool m_checkingDisk = false;
    DiagnosticsRunner::CheckFunction m_check;
    int m_untitledCounter = 0;
    int m_zoom = 0;

    QDockWidget *m_parametersDock = nullptr;
    QDockWidget *m_planDock = nullptr;
    PlanView *m_planView = nullptr;
    RunControl *m_runControl = nullptr;
    QDockWidget *m_monitorDock = nullptr;
    QDockWidget *m_resultsDock = nullptr;
    QDockWidget *m_problemsDock = nullptr;
    QTableView *m_problemsView = nullptr;

    QLabel *m_positionLabel = nullptr;
    QLabel *m_jobStateLabel = nullptr;
    QLabel *m_problemsLabel = nullptr;

    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_cutAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_pasteAction = nullptr;
    QAction *m_selectAllAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_replaceAction = nullptr;
    QAction *m_findNextAction = nullptr;
    QAction *m_toggleCommentAction = nullptr;
    QAction *m_completeAction = nullptr;
    QAction *m_formatAction = nullptr;
    QAction *m_runAction = nullptr;
    QAction *m_stopAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_zoomResetAction = nullptr;
    QActionGroup *m_themeGroup = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace sluice
