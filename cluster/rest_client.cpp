#include "rest_client.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslConfiguration>
#include <QStringList>

namespace sluice::cluster {
namespace {

/// One "Caused by:" (or the first) exception of a Java stack trace: its class and message.
struct JavaCause {
    QString className;
    QString message;
};

QList<JavaCause> causesOf(const QString &trace)
{
    QList<JavaCause> causes;
    bool inMessage = false;
    for (QString line : trace.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('<')) && line.contains(QLatin1String("Exception on server side")))
            continue;
        if (line.startsWith(QLatin1String("\tat ")) || line.startsWith(QLatin1String("\t...")) ||
            line.startsWith(QLatin1String("End of exception on server side"))) {
            inMessage = false;
            continue;
        }
        if (line.startsWith(QLatin1String("Caused by: ")))
            line = line.mid(11);
        else if (inMessage) {
            causes.last().message += QLatin1Char('\n') + line;
            continue;
        } else if (!causes.isEmpty() || line.trimmed().isEmpty()) {
            continue;
        }
        // "org.example.SomeException: message" (a class name has no spaces)
        const int colon = line.indexOf(QLatin1String(": "));
        const QString head = colon < 0 ? line : line.left(colon);
        if (head.contains(QLatin1Char(' ')) || !head.contains(QLatin1Char('.')))
            continue;
        causes.append({head.trimmed(), colon < 0 ? QString() : line.mid(colon + 2)});
        inMessage = true;
    }
    return causes;
}

/// Whether an exception class only wraps the cause that says what went wrong.
bool isWrapper(const QString &className)
{
    return className.startsWith(QLatin1String("org.apache.flink.table.gateway.")) ||
           className == QLatin1String("java.util.concurrent.ExecutionException") ||
           className == QLatin1String("java.util.concurrent.CompletionException") ||
           className == QLatin1String("org.apache.flink.util.FlinkRuntimeException") ||
           className == QLatin1String("java.lang.reflect.InvocationTargetException");
}

} // namespace

RestClient::RestClient(QUrl base, RestSecurity security, QObject *parent)
    : QObject(parent), m_base(std::move(base)), m_security(std::move(security)),
      m_network(new QNetworkAccessManager(this)), m_name(m_base.toString())
{
}

void RestClient::get(const QString &path, Callback done)
{
    send("GET", path, {}, std::move(done));
}

void RestClient::post(const QString &path, const QJsonValue &body, Callback done)
{
    const QByteArray bytes = body.isObject()  ? QJsonDocument(body.toObject()).toJson(QJsonDocument::Compact)
                             : body.isArray() ? QJsonDocument(body.toArray()).toJson(QJsonDocument::Compact)
                                              : QByteArray("{}");
    send("POST", path, bytes, std::move(done));
}

void RestClient::patch(const QString &path, Callback done)
{
    send("PATCH", path, {}, std::move(done));
}

void RestClient::remove(const QString &path, Callback done)
{
    send("DELETE", path, {}, std::move(done));
}

void RestClient::send(const QByteArray &verb, const QString &path, const QByteArray &body, Callback done)
{
    QUrl url = m_base;
    const int query = path.indexOf(QLatin1Char('?'));
    QString basePath = m_base.path();
    if (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    url.setPath(basePath + (query < 0 ? path : path.left(query)));
    if (query >= 0)
        url.setQuery(path.mid(query + 1));
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    if (!m_security.authorization.isEmpty())
        request.setRawHeader("Authorization", m_security.authorization);
    if (!m_security.caCertificates.isEmpty() && url.scheme() == QLatin1String("https")) {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        QList<QSslCertificate> cas = ssl.caCertificates();
        cas += m_security.caCertificates;
        ssl.setCaCertificates(cas);
        request.setSslConfiguration(ssl);
    }
    request.setTransferTimeout(m_timeoutMs);
    QNetworkReply *reply = verb == "GET" ? m_network->get(request)
                                         : m_network->sendCustomRequest(request, verb, body);
    connect(reply, &QNetworkReply::finished, this, [this, reply, done = std::move(done)] { finish(reply, done); });
}

void RestClient::finish(QNetworkReply *reply, const Callback &done)
{
    reply->deleteLater();
    RestResponse r;
    r.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray bytes = reply->readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (doc.isObject())
        r.body = doc.object();
    else if (doc.isArray())
        r.body = doc.array();
    const QString where = reply->url().toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
    if (r.httpStatus == 0) {
        r.unreachable = true;
        r.error = reply->error() == QNetworkReply::OperationCanceledError ||
                          reply->error() == QNetworkReply::TimeoutError
                      ? tr("%1 did not answer in %2 s (%3)").arg(m_name).arg(m_timeoutMs / 1000.0).arg(where)
                      : tr("cannot reach %1 at %2: %3").arg(m_name, where, reply->errorString());
    } else if (r.httpStatus >= 400) {
        r.error = flinkErrorMessage(r.body);
        if (r.error.isEmpty())
            r.error = tr("%1 answered HTTP %2 for %3").arg(m_name).arg(r.httpStatus).arg(where);
        QStringList all;
        for (const QJsonValue &e : r.body.toObject().value(QStringLiteral("errors")).toArray())
            all << e.toString();
        r.details = all.join(QLatin1Char('\n'));
    } else if (!bytes.trimmed().isEmpty() && doc.isNull()) {
        r.error = tr("%1 answered with something other than JSON for %2: %3")
                      .arg(m_name, where, parseError.errorString());
    }
    done(r);
}

namespace {

/// A parser message without Calcite's list of every token it would have accepted.
QString withoutExpectations(QString message)
{
    const int list = message.indexOf(QLatin1String("\nWas expecting"));
    if (list >= 0)
        message.truncate(list);
    return message.trimmed();
}

} // namespace

QString flinkErrorMessage(const QJsonValue &body)
{
    QStringList plain;
    for (const QJsonValue &v : body.toObject().value(QStringLiteral("errors")).toArray()) {
        const QString e = v.toString();
        if (e.contains(QLatin1String("Exception on server side")) || e.contains(QLatin1String("\n\tat "))) {
            const QList<JavaCause> causes = causesOf(e);
            for (const JavaCause &c : causes) {
                if (!isWrapper(c.className) && !c.message.trimmed().isEmpty())
                    return withoutExpectations(c.message);
            }
            if (!causes.isEmpty())
                return causes.last().message.trimmed().isEmpty() ? causes.last().className
                                                                 : withoutExpectations(causes.last().message);
        } else if (e != QLatin1String("Internal server error.")) {
            plain << e;
        }
    }
    return plain.join(QStringLiteral("; "));
}

} // namespace sluice::cluster
