#include "script_submission.h"

#include <QMap>
#include <QRegularExpression>

namespace sluice::cluster {
namespace {

/// How long to wait before asking again for a result that is not ready, and for new rows.
constexpr int kPollMs = 200;
/// The gateway closes a session idle for 10 minutes (sql-gateway.session.idle-timeout): a
/// long-running SELECT keeps it alive.
constexpr int kHeartbeatMs = 60000;

} // namespace

namespace {

const QRegularExpression &flinkPosition()
{
    static const QRegularExpression position(QStringLiteral("line (\\d+), column (\\d+)"));
    return position;
}

} // namespace

SourcePos flinkMessagePosition(std::string_view script, const ScriptStatement &statement, const QString &message)
{
    const QRegularExpressionMatch m = flinkPosition().match(message);
    if (!m.hasMatch())
        return statement.range.begin;
    return scriptPosition(script, statement, m.captured(1).toInt(), m.captured(2).toInt());
}

QString placedFlinkMessage(std::string_view script, const ScriptStatement &statement, const QString &message)
{
    QString placed;
    qsizetype from = 0;
    for (auto it = flinkPosition().globalMatch(message); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const SourcePos at = scriptPosition(script, statement, m.captured(1).toInt(), m.captured(2).toInt());
        placed += message.mid(from, m.capturedStart() - from) + QStringLiteral("line %1, column %2").arg(at.line).arg(at.column);
        from = m.capturedEnd();
    }
    return placed + message.mid(from);
}

ScriptSubmission::ScriptSubmission(SqlGatewayClient &gateway, QString script, QObject *parent)
    : QObject(parent), m_gateway(gateway), m_script(script.toStdString()),
      m_statements(splitScriptStatements(m_script))
{
    m_poll.setSingleShot(true);
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, [this] { fetch(m_pendingUri); });
    m_heartbeat.setInterval(kHeartbeatMs);
    connect(&m_heartbeat, &QTimer::timeout, this, [this] {
        if (!m_session.isEmpty())
            m_gateway.heartbeat(m_session, [](bool, const RestResponse &) {});
    });
}

void ScriptSubmission::start(const QString &sessionName)
{
    QMap<QString, QString> properties;
    while (m_first < m_statements.size() && m_statements[m_first].kind == ScriptStatement::Kind::Set) {
        const ScriptStatement &set = m_statements[m_first++];
        properties.insert(QString::fromStdString(set.key), QString::fromStdString(set.value));
    }
    for (auto it = m_extra.begin(); it != m_extra.end(); ++it)
        properties.insert(it.key(), it.value());
    m_current = m_first;
    m_gateway.negotiate([this, sessionName, properties](const QString &, const RestResponse &r) {
        if (!r.ok())
            return fail(r);
        m_gateway.openSession(sessionName, properties, [this](const QString &session, const RestResponse &opened) {
            if (!opened.ok())
                return fail(opened);
            m_session = session;
            m_heartbeat.start();
            next();
        });
    });
}

std::size_t ScriptSubmission::blamedStatement(const QString &message) const
{
    // Flink checks the session's properties when a statement uses them: a message that names the
    // key of a leading SET ("Could not parse value 'x' for key 'parallelism.default'") is its fault.
    for (std::size_t i = m_first; i-- > 0;) {
        const QString key = QLatin1Char('\'') + QString::fromStdString(m_statements[i].key) + QLatin1Char('\'');
        if (message.contains(key))
            return i;
    }
    return std::min(m_current, m_statements.empty() ? std::size_t(0) : m_statements.size() - 1);
}

void ScriptSubmission::next()
{
    if (m_stopping || m_current >= m_statements.size())
        return end(true);
    emit statementStarted(static_cast<int>(m_current));
    m_columnsSent = false;
    m_jobReported = false;
    m_gateway.executeStatement(m_session, QString::fromStdString(m_statements[m_current].text),
                               [this](const QString &operation, const RestResponse &r) {
                                   if (!r.ok())
                                       return fail(r);
                                   m_operation = operation;
                                   fetch(m_gateway.firstResultUri(m_session, operation));
                               });
}

void ScriptSubmission::fetch(const QString &uri)
{
    if (m_done)
        return;
    m_gateway.fetchPage(uri, [this, uri](const ResultPage &page, const RestResponse &r) {
        if (m_done)
            return;
        if (!r.ok())
            return m_stopping ? end(true) : fail(r);
        const int index = static_cast<int>(m_current);
        if (!page.jobId.isEmpty() && !m_jobReported) {
            m_jobReported = true;
            emit jobSubmitted(index, page.jobId);
        }
        if (page.type == ResultPage::Type::Payload && page.isQueryResult) {
            if (!m_columnsSent) {
                m_columnsSent = true;
                emit resultColumns(index, page.columnNames, page.columnTypes);
            }
            if (!page.rows.isEmpty())
                emit resultRows(index, page.rows);
        }
        if (page.type == ResultPage::Type::EndOfStream || (page.nextUri.isEmpty() && page.type != ResultPage::Type::NotReady)) {
            ++m_current;
            return next();
        }
        if (m_stopping)
            return end(true);
        m_pendingUri = page.nextUri.isEmpty() ? uri : page.nextUri;
        // Rows came: ask again at once; else wait a little (a gentle poll, never a busy loop).
        if (page.type == ResultPage::Type::Payload && !page.rows.isEmpty())
            fetch(m_pendingUri);
        else
            m_poll.start();
    });
}

void ScriptSubmission::stop()
{
    if (m_done)
        return;
    m_stopping = true;
    m_poll.stop();
    if (!m_operation.isEmpty() && !m_session.isEmpty())
        m_gateway.cancelOperation(m_session, m_operation, [this](bool, const RestResponse &) { end(true); });
    else
        end(true);
}

void ScriptSubmission::fail(const RestResponse &response)
{
    if (response.unreachable) {
        emit unreachable(response.error);
        return end(false);
    }
    const std::size_t index = blamedStatement(response.error);
    SourcePos at{1, 1, 0};
    if (!m_statements.empty())
        at = index < m_first ? m_statements[index].range.begin
                             : flinkMessagePosition(m_script, m_statements[index], response.error);
    const QString message = m_statements.empty() || index < m_first
                                ? response.error
                                : placedFlinkMessage(m_script, m_statements[index], response.error);
    emit failed(static_cast<int>(index), at, message, response.details);
    end(false);
}

void ScriptSubmission::end(bool ok)
{
    if (m_done)
        return;
    m_done = true;
    m_poll.stop();
    m_heartbeat.stop();
    if (m_session.isEmpty())
        return emit finished(ok);
    // INSERT jobs go on without the session; a SELECT's job ends with it.
    m_gateway.closeSession(m_session, [this, ok](bool, const RestResponse &) { emit finished(ok); });
}

} // namespace sluice::cluster
