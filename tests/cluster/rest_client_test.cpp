// RestClient and clusterTarget() without a cluster: what a request carries as it leaves (read
// raw from a local socket), how Flink's error bodies read, and what a profile's sign-in becomes.

#include <cluster_target.h>
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

using namespace sluice::cluster;

namespace {

/// Answers one request with `response` and keeps the raw request it got.
class OneShotServer : public QTcpServer
{
public:
    explicit OneShotServer(QByteArray response) : m_response(std::move(response))
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            QTcpSocket *socket = nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                m_request += socket->readAll();
                if (m_request.contains("\r\n\r\n") && !m_answered) {
                    m_answered = true;
                    socket->write(m_response);
                    socket->disconnectFromHost();
                }
            });
        });
        listen(QHostAddress::LocalHost);
    }
    QByteArray request() const { return m_request; }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(serverPort())); }

private:
    QByteArray m_response, m_request;
    bool m_answered = false;
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
    QTest::qWaitFor([&] { return done; }, 20000);
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

        OneShotServer server(httpResponse(200, R"({"versions":["V1","V2"]})"));
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

        OneShotServer server(httpResponse(500, QJsonDocument(body).toJson(QJsonDocument::Compact)));
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
        OneShotServer server(httpResponse(200, "<html>a proxy's login page</html>"));
        RestClient client(server.url(), {});
        client.setEndpointName(QStringLiteral("the JobManager"));
        const RestResponse r = get(client, QStringLiteral("/jobs/overview"));
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(QLatin1String("the JobManager answered with something other than JSON")), qPrintable(r.error));
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
