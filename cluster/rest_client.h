#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QSslCertificate>
#include <QString>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;
class QNetworkReply;

namespace sluice::cluster {

/// One answer of a Flink REST endpoint: the JSON body, or what went wrong in words a user can act
/// on (the endpoint unreachable, a timeout, or Flink's own message for an HTTP error).
struct RestResponse {
    int httpStatus = 0;  ///< 0 when no HTTP answer came
    QJsonValue body;     ///< the parsed body (null when empty or not JSON)
    QString error;       ///< empty on success
    QString details;     ///< the server's full error text (stack trace included), for a details view
    bool unreachable = false; ///< no answer at all: connection refused, timeout, DNS, TLS
    bool ok() const { return error.isEmpty(); }
};

/// How requests authenticate and verify the server: what a connection profile holds, with the
/// secret read from the keychain by the caller.
struct RestSecurity {
    QByteArray authorization;          ///< the Authorization header's value, or empty
    QList<QSslCertificate> caCertificates; ///< extra trusted CAs for https (the profile's CA file)
};

/// What an asynchronous call of a cluster client hands its caller: the value, and the response it
/// came in (whose error says what went wrong when it did).
template <typename T>
using Done = std::function<void(const T &value, const RestResponse &response)>;

/// JSON over HTTP to one Flink REST endpoint (SQL Gateway or JobManager), asynchronous: every
/// call returns at once and `done` runs later on this object's thread. Never blocks.
class RestClient : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const RestResponse &)>;

    RestClient(QUrl base, RestSecurity security, QObject *parent = nullptr);

    const QUrl &base() const { return m_base; }
    /// A request that has had no answer in this long fails as unreachable (default 10 s).
    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }
    /// `name` of the endpoint for messages ("the SQL Gateway", "the JobManager").
    void setEndpointName(const QString &name) { m_name = name; }

    /// `path` may carry a query ("/jobs/overview", "/v2/sessions/x/operations/y/result/0?rowFormat=JSON").
    void get(const QString &path, Callback done);
    void post(const QString &path, const QJsonValue &body, Callback done);
    void patch(const QString &path, Callback done);
    void remove(const QString &path, Callback done);

private:
    void send(const QByteArray &verb, const QString &path, const QByteArray &body, Callback done);
    void finish(QNetworkReply *reply, const Callback &done);

    QUrl m_base;
    RestSecurity m_security;
    QNetworkAccessManager *m_network;
    int m_timeoutMs = 10000;
    QString m_name;
};

/// Flink's message in a REST error body ({"errors": [...]}): for a server-side exception, the
/// message of the cause that says what is wrong with the user's input (a ValidationException, a
/// parse error, ...), not the gateway's wrappers around it.
QString flinkErrorMessage(const QJsonValue &body);

} // namespace sluice::cluster
