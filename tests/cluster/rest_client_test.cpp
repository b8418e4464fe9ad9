// RestClient, JobManagerClient's savepoints and clusterTarget() without a cluster: what a request
// carries as it leaves (read raw from a local socket), how Flink's error bodies read, how a
// savepoint asked of a job whose tasks are still starting is asked again, and what a profile's
// sign-in becomes.

#include <cluster_target.h>
#include <job_manager_client.h>
#include <rest_client.h>

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <memory>
#include <optional>
#include <utility>

using namespace sluice::cluster;

namespace {

/// Answers the requests it gets, in order, with `responses` (one per connection: each response
/// closes it), and keeps the raw requests.
class ScriptedServer : public QTcpServer
{
public:
    explicit ScriptedServer(QList<QByteArray> responses) : m_responses(std::move(responses))
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            QTcpSocket *socket = nextPendingConnection();
            auto request = std::make_shared<QByteArray>();
            connect(socket, &QTcpSocket::readyRead, socket, [this, socket, request] {
                *request += socket->readAll();
                const qsizetype headerEnd = request->indexOf("\r\n\r\n");
                if (headerEnd < 0 || request->size() < headerEnd + 4 + contentLength(*request))
                    return;
                m_requests << *request;
                socket->write(m_responses.value(m_requests.size() - 1, "HTTP/1.1 500 X\r\nContent-Length: 0\r\n\r\n"));
                socket->disconnectFromHost();
                request->clear();
            });
        });
        listen(QHostAddress::LocalHost);
    }
    QByteArray request() const { return m_requests.value(0); }
    QList<QByteArray> requests() const { return m_requests; }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(serverPort())); }

private:
    static qsizetype contentLength(const QByteArray &request)
    {
        const qsizetype at = request.toLower().indexOf("\r\ncontent-length: ");
        if (at < 0)
            return 0;
        const qsizetype from = at + 18;
        return request.mid(from, request.indexOf("\r\n", from) - from).trimmed().toLongLong();
    }

    QList<QByteArray> m_responses, m_requests;
};

QByteArray httpResponse(int status, const QByteArray &body)
{
    return "HTTP/1.1 " + QByteArray::number(status) + " X\r\nContent-Type: application/json\r\nContent-Length: " +
           QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
}

RestResponse get(RestClient &client, const QString &path)
{
    RestResponse out;
    bool done = false;
    client.get(path, [&](const RestResponse &r) {
        out = r;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 20000))
        out.error = QStringLiteral("no answer within 20 s");
    return out;
}

} // namespace

class RestClientTest : public QObject
{
    Q_OBJECT
private slots:
    void aProfilesSignInTravelsAsItsAuthorizationHeader()
    {
        ConnectionProfile profile;
        profile.name = QStringLiteral("p");
        profile.gateway = QUrl(QStringLiteral("http://127.0.0.1:1"));
        profile.auth = ConnectionProfile::Auth::Bearer;
        QString error;
        auto target = clusterTarget(profile, QStringLiteral("t0ken"), error);
        QVERIFY2(target, qPrintable(error));
        QCOMPARE(target->security.authorization, QByteArray("Bearer t0ken"));
        profile.auth = ConnectionProfile::Auth::Basic;
        profile.user = QStringLiteral("ana");
        target = clusterTarget(profile, QStringLiteral("s3cret"), error);
        QCOMPARE(target->security.authorization, "Basic " + QByteArray("ana:s3cret").toBase64());
        // No secret, no request: the message says which profile lacks what.
        QVERIFY(!clusterTarget(profile, QString(), error));
        QVERIFY2(error.contains(QLatin1String("'p' signs in with a password")), qPrintable(error));
        profile.caFile = QStringLiteral(SLUICE_TEST_DATA_DIR "/no-such-ca.pem");
        QVERIFY(!clusterTarget(profile, QStringLiteral("s3cret"), error));
        QVERIFY2(error.contains(QLatin1String("holds no PEM certificate")), qPrintable(error));

        ScriptedServer server({httpResponse(200, R"({"versions":["V1","V2"]})")});
        RestSecurity security;
        security.authorization = "Bearer t0ken";
        RestClient client(server.url(), security);
        const RestResponse r = get(client, QStringLiteral("/api_versions"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.body.toObject().value(QStringLiteral("versions")).toArray().size(), 2);
        QVERIFY2(server.request().startsWith("GET /api_versions HTTP/1.1\r\n"), server.request().constData());
        QVERIFY2(server.request().contains("\r\nAuthorization: Bearer t0ken\r\n"), server.request().constData());
    }

    void aProfilesCaFileLetsAnHttpsEndpointIn()
    {
        // A self-signed certificate for 127.0.0.1, made here: the system does not trust it.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString certFile = dir.filePath(QStringLiteral("ca.pem"));
        const QString keyFile = dir.filePath(QStringLiteral("key.pem"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                       QStringLiteral("-nodes"), QStringLiteral("-keyout"), keyFile, QStringLiteral("-out"), certFile,
                       QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1"), QStringLiteral("-addext"),
                       QStringLiteral("subjectAltName=IP:127.0.0.1"), QStringLiteral("-days"), QStringLiteral("1")});
        QVERIFY2(openssl.waitForFinished(60000) && openssl.exitCode() == 0, openssl.readAllStandardError().constData());
        QFile keyIn(keyFile);
        QVERIFY(keyIn.open(QIODevice::ReadOnly));
        const QList<QSslCertificate> certs = QSslCertificate::fromPath(certFile);
        QCOMPARE(certs.size(), 1);

        QSslServer server;
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificate(certs.front());
        tls.setPrivateKey(QSslKey(keyIn.readAll(), QSsl::Rsa));
        server.setSslConfiguration(tls);
        QVERIFY(server.listen(QHostAddress::LocalHost));
        connect(&server, &QTcpServer::pendingConnectionAvailable, this, [&server] {
            QTcpSocket *socket = server.nextPendingConnection();
            auto request = std::make_shared<QByteArray>();
            connect(socket, &QTcpSocket::readyRead, socket, [socket, request] {
                *request += socket->readAll();
                if (request->contains("\r\n\r\n")) {
                    socket->write(httpResponse(200, R"({"versions":["V2"]})"));
                    socket->disconnectFromHost();
                }
            });
        });
        const QUrl url(QStringLiteral("https://127.0.0.1:%1").arg(server.serverPort()));

        RestClient untrusting(url, {});
        untrusting.setEndpointName(QStringLiteral("the SQL Gateway"));
        const RestResponse refused = get(untrusting, QStringLiteral("/api_versions"));
        QVERIFY(refused.unreachable);
        QVERIFY2(refused.error.contains(QLatin1String("cannot reach the SQL Gateway")), qPrintable(refused.error));

        ConnectionProfile profile;
        profile.name = QStringLiteral("tls");
        profile.gateway = url;
        profile.caFile = certFile;
        QString error;
        const auto target = clusterTarget(profile, QString(), error);
        QVERIFY2(target, qPrintable(error));
        RestClient trusting(url, target->security);
        const RestResponse answered = get(trusting, QStringLiteral("/api_versions"));
        QVERIFY2(answered.ok(), qPrintable(answered.error));
        QCOMPARE(answered.body.toObject().value(QStringLiteral("versions")).toArray().size(), 1);
    }

    void flinksErrorBodyGivesTheCauseThatNamesTheMistake()
    {
        // As Flink's REST handlers answer a statement that failed (stack trace shortened).
        const QString trace = QStringLiteral(
            "<Exception on server side:\n"
            "org.apache.flink.table.gateway.api.utils.SqlGatewayException: Failed to fetchResults.\n"
            "\tat org.apache.flink.table.gateway.rest.handler.statement.FetchResultsHandler.handleRequest(FetchResultsHandler.java:91)\n"
            "Caused by: org.apache.flink.table.gateway.service.utils.SqlExecutionException: Failed to execute the operation 01.\n"
            "\t... 1 more\n"
            "Caused by: org.apache.flink.table.api.SqlParserException: SQL parse failed. Encountered \"> >\" at line 2, column 5.\n"
            "Was expecting one of:\n"
            "    \"EXCEPT\" ...\n"
            "\t... 7 more\n"
            "\nEnd of exception on server side>");
        const QJsonObject body{{QStringLiteral("errors"), QJsonArray{QStringLiteral("Internal server error."), trace}}};
        QCOMPARE(flinkErrorMessage(body), QStringLiteral("SQL parse failed. Encountered \"> >\" at line 2, column 5."));
        // Plain messages are kept as they are.
        QCOMPARE(flinkErrorMessage(QJsonObject{{QStringLiteral("errors"), QJsonArray{QStringLiteral("Job not found.")}}}),
                 QStringLiteral("Job not found."));

        ScriptedServer server({httpResponse(500, QJsonDocument(body).toJson(QJsonDocument::Compact))});
        RestClient client(server.url(), {});
        client.setEndpointName(QStringLiteral("the SQL Gateway"));
        const RestResponse r = get(client, QStringLiteral("/v2/sessions/s/operations/o/result/0?rowFormat=JSON"));
        QCOMPARE(r.httpStatus, 500);
        QVERIFY(!r.unreachable);
        QVERIFY2(r.error.startsWith(QLatin1String("SQL parse failed.")), qPrintable(r.error));
        QVERIFY(r.details.contains(QLatin1String("FetchResultsHandler"))); // the whole text, for a details view
        QVERIFY2(server.request().startsWith("GET /v2/sessions/s/operations/o/result/0?rowFormat=JSON HTTP/1.1"),
                 server.request().constData());
    }

    void nonsenseFromAPeerIsSaidNotSwallowed()
    {
        ScriptedServer server({httpResponse(200, "<html>a proxy's login page</html>")});
        RestClient client(server.url(), {});
        client.setEndpointName(QStringLiteral("the JobManager"));
        const RestResponse r = get(client, QStringLiteral("/jobs/overview"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("the JobManager answered with something other than JSON")), qPrintable(r.error));
    }

    /// Flink says RUNNING before every task runs; a savepoint asked meanwhile fails before it
    /// starts and the job goes on. Stop-with-savepoint asks again until the tasks run; any
    /// other failure is said at once.
    void aSavepointOfAJobWhoseTasksAreStillStartingIsAskedAgain()
    {
        const QByteArray starting = QJsonDocument(QJsonObject{
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("id"), QStringLiteral("COMPLETED")}}},
            {QStringLiteral("operation"),
             QJsonObject{{QStringLiteral("failure-cause"),
                          QJsonObject{{QStringLiteral("class"), QStringLiteral("org.apache.flink.runtime.checkpoint.CheckpointException")},
                                      {QStringLiteral("stack-trace"),
                                       QStringLiteral("org.apache.flink.runtime.checkpoint.CheckpointException: Checkpoint "
                                                      "triggering task Source: src[1] (1/2) of job j1 is not being executed "
                                                      "at the moment. Aborting checkpoint. Failure reason: Not all required "
                                                      "tasks are currently running.\n\tat org.apache.flink.runtime."
                                                      "checkpoint.CheckpointCoordinator.triggerCheckpoint(CheckpointCoordinator.java:1)")}}}}}})
                                        .toJson(QJsonDocument::Compact);
        const QByteArray full = QJsonDocument(QJsonObject{
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("id"), QStringLiteral("COMPLETED")}}},
            {QStringLiteral("operation"),
             QJsonObject{{QStringLiteral("failure-cause"),
                          QJsonObject{{QStringLiteral("stack-trace"),
                                       QStringLiteral("org.apache.flink.runtime.checkpoint.CheckpointException: "
                                                      "The savepoint directory is full.")}}}}}})
                                    .toJson(QJsonDocument::Compact);
        const QByteArray done = R"({"status":{"id":"COMPLETED"},"operation":{"location":"file:/sp/savepoint-j1-abc"}})";
        auto stop = [](JobManagerClient &client) {
            std::optional<std::pair<QString, RestResponse>> outcome;
            client.stopWithSavepoint(QStringLiteral("j1"), QStringLiteral("/sp"), false,
                                     [&](const QString &path, const RestResponse &r) { outcome.emplace(path, r); });
            if (!QTest::qWaitFor([&] { return outcome.has_value(); }, 20000))
                qWarning("no outcome within 20 s");
            return outcome.value_or(std::pair<QString, RestResponse>{});
        };
        {
            ScriptedServer server({httpResponse(202, R"({"request-id":"t1"})"), httpResponse(200, starting),
                                   httpResponse(202, R"({"request-id":"t2"})"), httpResponse(200, starting),
                                   httpResponse(202, R"({"request-id":"t3"})"), httpResponse(200, done)});
            JobManagerClient client(server.url(), {});
            const auto [path, r] = stop(client);
            QVERIFY2(r.ok(), qPrintable(r.error));
            QCOMPARE(path, QStringLiteral("file:/sp/savepoint-j1-abc"));
            const QList<QByteArray> requests = server.requests();
            QCOMPARE(requests.size(), 6);
            for (int i : {0, 2, 4}) {
                QVERIFY2(requests[i].startsWith("POST /jobs/j1/stop HTTP/1.1\r\n"), requests[i].constData());
                QVERIFY2(requests[i].contains(R"("targetDirectory":"/sp")"), requests[i].constData());
            }
            QVERIFY2(requests[5].startsWith("GET /jobs/j1/savepoints/t3 HTTP/1.1\r\n"), requests[5].constData());
        }
        {
            ScriptedServer server({httpResponse(202, R"({"request-id":"t1"})"), httpResponse(200, full)});
            JobManagerClient client(server.url(), {});
            const auto [path, r] = stop(client);
            QVERIFY(path.isEmpty());
            QVERIFY2(r.error.contains(QLatin1String("The savepoint directory is full.")), qPrintable(r.error));
            QCOMPARE(server.requests().size(), 2);
        }
        {
            // Still starting when the savepoint timeout ends: said as Flink said it.
            ScriptedServer server({httpResponse(202, R"({"request-id":"t1"})"), httpResponse(200, starting)});
            JobManagerClient client(server.url(), {});
            client.setSavepointTimeout(0);
            const auto [path, r] = stop(client);
            QVERIFY(path.isEmpty());
            QVERIFY2(r.error.contains(QLatin1String("Not all required tasks are currently running")), qPrintable(r.error));
            QCOMPARE(server.requests().size(), 2);
        }
    }

    void aSilentPeerTimesOut()
    {
        QTcpServer silent; // accepts, never answers
        QVERIFY(silent.listen(QHostAddress::LocalHost));
        RestClient client(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(silent.serverPort())), {});
        client.setEndpointName(QStringLiteral("the SQL Gateway"));
        client.setTimeout(500);
        const RestResponse r = get(client, QStringLiteral("/api_versions"));
        QVERIFY(r.unreachable);
        QVERIFY2(r.error.contains(QLatin1String("the SQL Gateway did not answer in 0.5 s")), qPrintable(r.error));
    }
};

QTEST_GUILESS_MAIN(RestClientTest)
#include "rest_client_test.moc"
