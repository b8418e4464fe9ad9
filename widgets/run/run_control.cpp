#include "run_control.h"

#include "kafka_sandbox_controller.h"
#include "kafka_sandbox_dialog.h"
#include "main_window.h"
#include "problems_model.h"
#include "monitor_view.h"
#include "results_model.h"
#include "results_view.h"
#include "open_cluster_job_dialog.h"
#include "run_on_cluster_dialog.h"
#include "run_history.h"
#include "run_history_store.h"
#include "run_session.h"
#include "sql_document.h"
#include "sql_editor.h"
#include "theme_manager.h"

#include <bridge/job_controller.h>
#include <cluster_target.h>
#include <secret_store.h>
#include <live_text.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>

#include <climits>

namespace sluice {

RunControl::RunControl(MainWindow *window)
    : QObject(window), m_window(window),
      m_tabs(qobject_cast<QTabWidget *>(window->centralWidget())),
      m_history(new RunHistory(this)), m_monitor(new MonitorView(m_history)),
      m_results(new ResultsView),
      m_restartAction(new QAction(this)), m_stopWithSavepointAction(new QAction(this)),
      m_resumeAction(new QAction(this)), m_runOnClusterAction(new QAction(this)),
      m_openClusterJobAction(new QAction(this)),
      m_kafkaSandboxAction(new QAction(this))
{
    setObjectName(QStringLiteral("RunControl"));
    // The docks' placeholders give way to the real views.
    for (auto [dock, view] : {std::pair<QDockWidget *, QWidget *>(window->monitorDock(), m_monitor),
                              std::pair<QDockWidget *, QWidget *>(window->resultsDock(), m_results)}) {
        delete dock->widget();
        dock->setWidget(view);
    }

    // Runs are kept across sessions for Compare Runs.
    connect(m_history, &RunHistory::storeFailed, window, [window](const QString &message) {
        window->showMessage(tr("Run history: %1").arg(message), 15000);
    });
    m_history->setStore(std::make_unique<RunHistoryStore>(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/run-history.sqlite")));
    connect(m_monitor, &MonitorView::exported, window, [window](const QString &path) {
        window->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 10000);
    });

    QAction *run = window->runAction();
    QAction *stop = window->stopAction();
    m_restartAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F5));
    // Restart goes next to Stop wherever Stop is (the Run menu and the toolbar).
    for (QObject *object : stop->associatedObjects()) {
        if (auto *widget = qobject_cast<QWidget *>(object)) {
            const QList<QAction *> actions = widget->actions();
            const qsizetype at = actions.indexOf(stop);
            widget->insertAction(at + 1 < actions.size() ? actions[at + 1] : nullptr,
                                 m_restartAction);
        }
    }
    // Run on Cluster goes right after Run in the Run menu.
    m_runOnClusterAction->setObjectName(QStringLiteral("RunOnClusterAction"));
    m_runOnClusterAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    for (QObject *object : run->associatedObjects()) {
        if (auto *menu = qobject_cast<QMenu *>(object)) {
            const QList<QAction *> actions = menu->actions();
            const qsizetype at = actions.indexOf(run);
            menu->insertAction(at + 1 < actions.size() ? actions[at + 1] : nullptr, m_runOnClusterAction);
            break;
        }
    }
    connect(m_runOnClusterAction, &QAction::triggered, this, [this] { runCurrentOnCluster(); });
    m_openClusterJobAction->setObjectName(QStringLiteral("OpenClusterJobAction"));
    connect(m_openClusterJobAction, &QAction::triggered, this, &RunControl::openClusterJob);
    m_stopWithSavepointAction->setObjectName(QStringLiteral("StopWithSavepointAction"));
    m_resumeAction->setObjectName(QStringLiteral("ResumeFromSavepointAction"));
    // The savepoint actions go to the end of the Run menu.
    for (QObject *object : stop->associatedObjects()) {
        if (auto *menu = qobject_cast<QMenu *>(object)) {
            menu->addSeparator();
            menu->addAction(m_stopWithSavepointAction);
            menu->addAction(m_resumeAction);
            menu->addSeparator();
            menu->addAction(m_openClusterJobAction);
            break;
        }
    }
    connect(m_stopWithSavepointAction, &QAction::triggered, this, [this] { stopCurrentWithSavepoint(); });
    connect(m_resumeAction, &QAction::triggered, this, [this] { resumeCurrent(); });
    connect(run, &QAction::triggered, this, &RunControl::runCurrent);
    connect(stop, &QAction::triggered, this, &RunControl::stopCurrent);
    connect(m_restartAction, &QAction::triggered, this, &RunControl::restartCurrent);

    // File → Export offers what the Monitor's Export button does, for the current tab.
    if (QMenu *exportMenu = window->exportMenu()) {
        exportMenu->addActions(m_monitor->exportMenu()->actions());
        connect(exportMenu, &QMenu::aboutToShow, m_monitor, &MonitorView::updateExportActions);
    }
    m_kafkaSandboxAction->setObjectName(QStringLiteral("KafkaSandboxAction"));
    connect(m_kafkaSandboxAction, &QAction::triggered, this, &RunControl::showKafkaSandbox);
    if (QMenu *tools = window->toolsMenu()) {
        QAction *first = tools->actions().value(0);
        tools->insertAction(first, m_kafkaSandboxAction);
        tools->insertSeparator(first);
    }

    if (m_tabs)
        connect(m_tabs, &QTabWidget::currentChanged, this, &RunControl::onCurrentChanged);
    ThemeManager *theme = window->themeManager();
    m_monitor->setDark(theme->isDark());
    connect(theme, &ThemeManager::themeChanged, m_monitor, &MonitorView::setDark);
    auto restartIcon = [this](bool dark) {
        m_restartAction->setIcon(ThemeManager::actionIcon(ThemeManager::ActionIcon::Restart, dark));
    };
    restartIcon(theme->isDark());
    connect(theme, &ThemeManager::themeChanged, this, restartIcon);
    onCurrentChanged();
    // The actions' texts, and the status they show, follow the language.
    LiveText::bind(this, [this, run, stop] {
        m_restartAction->setText(tr("R&estart Job"));
        m_stopWithSavepointAction->setText(tr("Stop with &Savepoint…"));
        m_resumeAction->setText(tr("Resume from Save&point…"));
        m_runOnClusterAction->setText(tr("Run on &Cluster…"));
        m_openClusterJobAction->setText(tr("&Open Cluster Job…"));
        m_openClusterJobAction->setStatusTip(tr("Watch a job that runs on a Flink cluster in the Monitor"));
        m_runOnClusterAction->setStatusTip(
            tr("Send the job of the current tab to a Flink cluster through its SQL Gateway and watch it here"));
        m_kafkaSandboxAction->setText(tr("&Kafka Sandbox (Development Tool)…"));
        run->setToolTip(tr("Run the job of the current tab on the embedded engine (Ctrl+Enter)"));
        stop->setToolTip(tr("Stop the job of the current tab"));
        m_restartAction->setToolTip(tr("Stop the job of the current tab and run its text again"));
        for (QAction *action : {run, stop, m_restartAction})
            action->setStatusTip(action->toolTip());
        m_stopWithSavepointAction->setStatusTip(
            tr("Stop the job with a savepoint of its state, to resume it later (after changing its parameters)"));
        m_resumeAction->setStatusTip(tr("Run the job from a savepoint or checkpoint folder"));
        m_kafkaSandboxAction->setStatusTip(
            tr("Start a local in-memory Kafka cluster to run Kafka jobs without brokers"));
        updateStatus();
    });
}

void RunControl::showKafkaSandbox()
{
    if (!m_kafkaSandbox)
        m_kafkaSandbox = new KafkaSandboxDialog(m_window);
    SqlDocument *document = m_window->currentDocument();
    m_kafkaSandbox->setScriptTopics(
        document ? document->displayName() : QString(),
        document ? KafkaSandboxDialog::topicsOf(document->editor()->checkResult()) : QStringList());
    m_kafkaSandbox->show();
    m_kafkaSandbox->raise();
    m_kafkaSandbox->activateWindow();
}

RunSession *RunControl::sessionFor(SqlDocument *document)
{
    if (!document)
        return nullptr;
    if (RunSession *session = m_sessions.value(document))
        return session;
    // A child of the document: closing the tab destroys it, and its controller cancels the job.
    auto *session = new RunSession(m_history, document);
    m_sessions.insert(document, session);
    connect(document, &QObject::destroyed, this, [this, document] {
        m_sessions.remove(document);
        // Later: while the window is being destroyed, its tabs must not be asked about.
        QTimer::singleShot(0, this, &RunControl::onCurrentChanged);
    });
    connect(session, &RunSession::stateChanged, this, [this, session, document](RunState state) {
        if (state == RunState::Failed) {
            m_window->showMessage(tr("%1: %2 (the whole message is in Problems)")
                                      .arg(document->displayName(), session->statusText()),
                                  15000);
            // The failure stays in Problems until the next run, at its statement when known.
            Diagnostic failure;
            failure.severity = Severity::Error;
            failure.code = ProblemsModel::kRunFailedCode;
            QString message = tr("The run failed: %1").arg(session->controller()->failureMessage());
            // No broker where a Kafka table points: the sandbox can stand in for one.
            if (message.contains(QLatin1String("Cannot reach the Kafka bootstrap servers")))
                message += QLatin1Char('\n') +
                           (m_kafkaSandbox && m_kafkaSandbox->controller()->isRunning()
                                ? tr("The Kafka Sandbox runs at %1: use that address in the table's "
                                     "'properties.bootstrap.servers'.")
                                      .arg(m_kafkaSandbox->controller()->bootstrapServers())
                                : tr("No Kafka broker answered there. To try the job without one, start "
                                     "Tools → Kafka Sandbox on that address and create its topics."));
            failure.message = message.toStdString();
            if (const int line = session->controller()->failureLine(); line > 0) {
                failure.range.begin.line = failure.range.end.line = line;
                failure.range.begin.column = failure.range.end.column =
                    std::max(1, session->controller()->failureColumn());
            }
            m_window->problemsModel()->setRunFailure(document, document->displayName(), failure);
            m_window->showProblems();
        } else if (state == RunState::Finished && m_savepointOfRun.contains(document)) {
            // Ended by a stop with savepoint: where it went matters more than that it ended.
            m_window->showMessage(tr("%1: savepoint written to %2")
                                      .arg(document->displayName(), m_savepointOfRun.take(document)),
                                  15000);
        } else if (state == RunState::Finished || state == RunState::Stopped) {
            m_window->showMessage(tr("%1: %2").arg(document->displayName(),
                                                   runStateText(state)));
        }
        if (state == RunState::Starting) {
            m_savepointOfRun.remove(document);
            m_window->problemsModel()->setRunFailure(document, document->displayName(), std::nullopt);
        }
        if (session == currentSession()) {
            updateActions();
            updateStatus();
        }
    });
    connect(session, &RunSession::metricsUpdated, this, [this, session] {
        if (session == currentSession())
            updateStatus();
    });
    connect(session->controller(), &JobController::savepointFinished, this,
            [this, document](bool ok, const QString &text) {
                if (ok) {
                    m_lastSavepoint.insert(document, text);
                    if (RunSession *session = m_sessions.value(document); session && session->controller()->isActive())
                        m_savepointOfRun.insert(document, text); // said again when the run ends
                    m_window->showMessage(tr("%1: savepoint written to %2").arg(document->displayName(), text), 15000);
                } else {
                    m_window->showMessage(tr("%1: the savepoint failed, the job goes on: %2")
                                              .arg(document->displayName(), text),
                                          20000);
                }
                updateActions();
            });
    connect(session->controller(), &JobController::rowsDropped, this, [this](qint64 count) {
        m_window->showMessage(tr("%n result row(s) dropped: the job produces them faster than "
                                 "they can be shown.",
                                 nullptr, int(std::min<qint64>(count, INT_MAX))));
    });
    return session;
}

RunSession *RunControl::currentSession() const
{
    return m_sessions.value(m_window->currentDocument());
}

void RunControl::runCurrent()
{
    SqlDocument *document = m_window->currentDocument();
    if (!document)
        return;
    RunSession *session = sessionFor(document);
    session->setJobName(document->displayName());
    session->start(document->editor()->utf8Text());
    m_window->showMonitor();
    onCurrentChanged();
}

void RunControl::stopCurrent()
{
    if (RunSession *session = currentSession())
        session->stop();
}

void RunControl::restartCurrent()
{
    // Restart runs the tab's current text: that is what the user sees and just edited.
    runCurrent();
}

void RunControl::stopCurrentWithSavepoint(const QString &directory)
{
    SqlDocument *document = m_window->currentDocument();
    RunSession *session = currentSession();
    if (!document || !session || session->state() != RunState::Running)
        return;
    QString dir = directory;
    if (dir.isEmpty() && !session->controller()->clusterName().isEmpty()) {
        // A folder the cluster writes to, which this machine may not see: a URI, or "" for the
        // cluster's own state.savepoints.dir.
        QSettings settings;
        bool ok = false;
        dir = QInputDialog::getText(m_window, tr("Stop with Savepoint"),
                                    tr("Savepoint directory on the cluster (empty: the cluster's "
                                       "state.savepoints.dir):"),
                                    QLineEdit::Normal, settings.value(QStringLiteral("savepoints/clusterDirectory")).toString(), &ok)
                  .trimmed();
        if (!ok)
            return;
        settings.setValue(QStringLiteral("savepoints/clusterDirectory"), dir);
    } else if (dir.isEmpty()) {
        QSettings settings;
        const QString last = settings.value(QStringLiteral("savepoints/directory"), QDir::homePath()).toString();
        dir = QFileDialog::getExistingDirectory(m_window, tr("Folder for the Savepoint"), last);
        if (dir.isEmpty())
            return;
        settings.setValue(QStringLiteral("savepoints/directory"), dir);
    }
    m_window->showMessage(tr("%1: taking a savepoint…").arg(document->displayName()));
    session->stopWithSavepoint(dir);
    updateActions();
}

void RunControl::resumeCurrent(const QString &path)
{
    SqlDocument *document = m_window->currentDocument();
    if (!document)
        return;
    // A tab whose last run went to a cluster resumes there, from a savepoint the cluster reads.
    if (RunSession *session = currentSession(); session && !session->controller()->clusterName().isEmpty()) {
        runCurrentOnCluster(session->controller()->clusterName(), path.isEmpty() ? m_lastSavepoint.value(document) : path,
                            path.isEmpty());
        return;
    }
    QString from = path;
    if (from.isEmpty()) {
        QSettings settings;
        const QString start = m_lastSavepoint.value(
            document, settings.value(QStringLiteral("savepoints/directory"), QDir::homePath()).toString());
        from = QFileDialog::getExistingDirectory(m_window, tr("Resume from Savepoint or Checkpoint"), start);
        if (from.isEmpty())
            return;
    }
    RunSession *session = sessionFor(document);
    session->setJobName(document->displayName());
    session->start(document->editor()->utf8Text(), from);
    onCurrentChanged();
}

void RunControl::runCurrentOnCluster(const QString &profile, const QString &restorePath, bool ask)
{
    SqlDocument *document = m_window->currentDocument();
    if (!document)
        return;
    QString name = profile;
    QString from = restorePath;
    if (ask) {
        RunSession *last = currentSession();
        RunOnClusterDialog dialog(name.isEmpty() && last ? last->controller()->clusterName() : name, from, m_window);
        if (dialog.exec() != QDialog::Accepted) {
            if (dialog.manageRequested())
                m_window->openSettings(true);
            return;
        }
        name = dialog.profile();
        from = dialog.restorePath();
    }
    const auto profileFound = cluster::ConnectionProfiles::find(name);
    if (!profileFound) {
        m_window->showMessage(tr("No cluster profile named '%1'").arg(name), 15000);
        return;
    }
    // The secret comes from the keychain, asynchronously; the run starts once it is there.
    QPointer<SqlDocument> target = document;
    auto launch = [this, target, profile = *profileFound, from](const QString &secret, const QString &problem) {
        if (!target)
            return;
        QString error;
        const auto resolved = cluster::clusterTarget(profile, secret, error);
        if (!resolved) {
            if (!problem.isEmpty())
                error += QLatin1String(" (") + problem + QLatin1Char(')');
            QMessageBox::warning(m_window, tr("Run on Cluster"), error);
            return;
        }
        RunSession *session = sessionFor(target);
        session->setJobName(target->displayName());
        session->startOnCluster(*resolved, target->editor()->utf8Text(), from);
        m_window->showMonitor();
        onCurrentChanged();
    };
    if (profileFound->auth == cluster::ConnectionProfile::Auth::None)
        return launch(QString(), QString());
    auto *secrets = new cluster::SecretStore(this);
    secrets->read(profileFound->name, [secrets, launch](const QString &secret, const QString &problem) {
        secrets->deleteLater();
        launch(secret, problem);
    });
}

void RunControl::openClusterJob()
{
    RunSession *last = currentSession();
    OpenClusterJobDialog dialog(last ? last->controller()->clusterName() : QString(), m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.jobId().isEmpty())
        return;
    // A tab of its own: the job has no script here; its first lines say what it watches.
    SqlDocument *document = m_window->newDocument();
    document->editor()->setText(tr("-- Job %1 on %2, started outside Sluice: watched in the Monitor.\n-- %3\n")
                                    .arg(dialog.jobId(), dialog.target().profile.name,
                                         dialog.jobName().simplified().left(200)));
    document->editor()->setModified(false);
    RunSession *session = sessionFor(document);
    session->setJobName(dialog.jobName().simplified().left(60));
    session->watchClusterJob(dialog.target(), dialog.jobId());
    m_window->showMonitor();
    onCurrentChanged();
}

void RunControl::onCurrentChanged()
{
    RunSession *session = currentSession();
    if (m_monitor->session() != session)
        m_monitor->setSession(session);
    m_results->setModel(session ? session->results() : nullptr);
    updateActions();
    updateStatus();
}

void RunControl::updateActions()
{
    SqlDocument *document = m_window->currentDocument();
    RunSession *session = currentSession();
    const bool active = session && session->controller()->isActive();
    m_window->runAction()->setEnabled(document != nullptr);
    m_window->stopAction()->setEnabled(active && session->state() != RunState::Stopping);
    m_restartAction->setEnabled(session && !session->controller()->script().isEmpty());
    m_stopWithSavepointAction->setEnabled(session && session->state() == RunState::Running);
    m_resumeAction->setEnabled(document != nullptr);
    m_runOnClusterAction->setEnabled(document != nullptr);
}

void RunControl::updateStatus()
{
    RunSession *session = currentSession();
    m_window->setJobState(session ? session->statusText() : tr("No job running"));
}

} // namespace sluice
