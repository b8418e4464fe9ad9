#pragma once

#include "sql_gateway_client.h"

#include <sluice/script_statements.h>
#include <sluice/status.h>

#include <QMap>
#include <QObject>
#include <QString>
#include <QTimer>

#include <string>
#include <vector>

namespace sluice::cluster {

/// Sends a job script to a Flink SQL Gateway as Flink's SQL client would run it: one session
/// whose properties are the script's leading SETs, then each statement in order, waiting for
/// each to be done before the next (a DDL's table must exist before the INSERT that uses it).
/// An INSERT or statement set reports the job it started; a bare SELECT streams its changelog
/// (resultRows) until its job ends or stop() is called. The first failing statement stops the
/// script, reported at its place in the script with Flink's message (failed). Never blocks.
class ScriptSubmission : public QObject
{
    Q_OBJECT
public:
    /// `gateway` must outlive the submission.
    ScriptSubmission(SqlGatewayClient &gateway, QString script, QObject *parent = nullptr);

    /// Session properties set after the script's leading SETs (a restore path the user chose).
    void setExtraProperties(const QMap<QString, QString> &properties) { m_extra = properties; }
    /// Starts: negotiates the API version, opens the session, sends the statements.
    void start(const QString &sessionName);
    /// Ends a streaming SELECT (its job is cancelled with the operation) and closes the session.
    void stop();

    const std::vector<ScriptStatement> &statements() const { return m_statements; }
    const QString &session() const { return m_session; }
    bool isDone() const { return m_done; }

signals:
    /// Statement `index` of statements() is being sent.
    void statementStarted(int index);
    /// An INSERT / statement set / SELECT started job `jobId` on the cluster.
    void jobSubmitted(int index, const QString &jobId);
    /// A SELECT's columns, before its first rows.
    void resultColumns(int index, const QStringList &names, const QStringList &types);
    void resultRows(int index, const QList<ChangelogRow> &rows);
    /// Statement `index` failed at `position` in the script, Flink's `message` with its positions
    /// given in the script's lines; `details` is the server's full text.
    void failed(int index, const sluice::SourcePos &position, const QString &message, const QString &details);
    /// The gateway cannot be reached (`message` says why); the submission ends.
    void unreachable(const QString &message);
    /// Every statement was sent and every SELECT ended (or stop() was called), or one failed.
    void finished(bool ok);

private:
    void next();
    void fetch(const QString &uri);
    void fail(const RestResponse &response);
    void end(bool ok);
    /// The statement a failure belongs to: the current one, or the leading SET its message names.
    std::size_t blamedStatement(const QString &message) const;

    SqlGatewayClient &m_gateway;
    std::string m_script;
    std::vector<ScriptStatement> m_statements;
    std::size_t m_first = 0; ///< the first statement sent as a statement (the SETs before it are properties)
    std::size_t m_current = 0;
    QString m_session;
    QString m_operation;
    bool m_columnsSent = false;
    bool m_jobReported = false;
    bool m_done = false;
    bool m_stopping = false;
    QTimer m_poll;
    QTimer m_heartbeat;
    QString m_pendingUri;
    QMap<QString, QString> m_extra;
};

/// The script position Flink's message points at ("... at line 2, column 8", "From line 2,
/// column 2 to ..."), placed in `script` through `statement`; the statement's start when the
/// message names no position.
SourcePos flinkMessagePosition(std::string_view script, const ScriptStatement &statement, const QString &message);
/// `message` with each position Flink gives in the statement ("at line 1, column 43") written as
/// the script's ("at line 13, column 43"), so it reads the same as the place Problems shows.
QString placedFlinkMessage(std::string_view script, const ScriptStatement &statement, const QString &message);

} // namespace sluice::cluster
