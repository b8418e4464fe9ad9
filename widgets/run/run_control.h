#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>

class QAction;
class QTabWidget;

namespace sluice {

class KafkaSandboxDialog;
class MainWindow;
class MonitorView;
class ResultsView;
class RunHistory;
class RunSession;
class SqlDocument;

/// Run control for the main window: Run (Ctrl+Enter), Stop, Restart, Stop with Savepoint and
/// Resume from Savepoint for the job of the current tab, one RunSession per tab (several jobs may run at once), the Monitor and Results
/// docks showing the current tab's session, and the job state in the status bar. A session is a
/// child of its document, so closing a tab (or the window) stops its job without waiting. Also
/// File → Export (the Monitor's charts and series) and Tools → Kafka Sandbox.
class RunControl : public QObject
{
    Q_OBJECT

public:
    /// Takes over the window's Run and Stop actions and its Monitor and Results docks.
    explicit RunControl(MainWindow *window);

    QAction *restartAction() const { return m_restartAction; }
    QAction *stopWithSavepointAction() const { return m_stopWithSavepointAction; }
    QAction *resumeAction() const { return m_resumeAction; }
    QAction *runOnClusterAction() const { return m_runOnClusterAction; }
    QAction *openClusterJobAction() const { return m_openClusterJobAction; }
    QAction *kafkaSandboxAction() const { return m_kafkaSandboxAction; }
    /// The Kafka sandbox dialog, null until first opened; a child of the window, so the
    /// sandbox stops when the window goes.
    KafkaSandboxDialog *kafkaSandboxDialog() const { return m_kafkaSandbox; }
    void showKafkaSandbox();
    MonitorView *monitorView() const { return m_monitor; }
    ResultsView *resultsView() const { return m_results; }
    RunHistory *runHistory() const { return m_history; }

    /// The session of a document (created on demand).
    RunSession *sessionFor(SqlDocument *document);
    /// The session of the current tab, if it has one.
    RunSession *currentSession() const;

    /// What the actions do, for the current tab.
    void runCurrent();
    void stopCurrent();
    void restartCurrent();
    /// Stops the current tab's job with a savepoint into `directory` (asks for one when empty).
    void stopCurrentWithSavepoint(const QString &directory = {});
    /// Runs the current tab's text from the savepoint or checkpoint at `path` (asks when empty).
    void resumeCurrent(const QString &path = {});
    /// Runs the current tab's text on the cluster of connection profile `profile`, from
    /// `restorePath` when given; with `ask`, the Run on Cluster dialog chooses (preselecting them).
    void runCurrentOnCluster(const QString &profile = {}, const QString &restorePath = {}, bool ask = true);
    /// Run → Open Cluster Job…: watches a job already on a cluster, in a tab of its own.
    void openClusterJob();

private:
    void onCurrentChanged();
    void updateActions();
    void updateStatus();

    MainWindow *m_window;
    QTabWidget *m_tabs;
    RunHistory *m_history;
    MonitorView *m_monitor;
    ResultsView *m_results;
    QAction *m_restartAction;
    QAction *m_stopWithSavepointAction;
    QAction *m_resumeAction;
    QAction *m_runOnClusterAction;
    QAction *m_openClusterJobAction;
    QAction *m_kafkaSandboxAction;
    QHash<SqlDocument *, QString> m_lastSavepoint;  ///< per tab: the savepoint its last stop wrote
    QHash<SqlDocument *, QString> m_savepointOfRun; ///< per tab: written by the run still ending
    KafkaSandboxDialog *m_kafkaSandbox = nullptr; // a child of the window
    QHash<SqlDocument *, QPointer<RunSession>> m_sessions;
};

} // namespace sluice
