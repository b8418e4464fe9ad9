#include "sql_gateway_client.h"

#include <QJsonObject>

namespace sluice::cluster {
namespace {

QString rowKind(const QString &flinkKind)
{
    if (flinkKind == QLatin1String("INSERT"))
        return QStringLiteral("+I");
    if (flinkKind == QLatin1String("UPDATE_BEFORE"))
        return QStringLiteral("-U");
    if (flinkKind == QLatin1String("UPDATE_AFTER"))
        return QStringLiteral("+U");
    if (flinkKind == QLatin1String("DELETE"))
        return QStringLiteral("-D");
    return flinkKind;
}

} // namespace

SqlGatewayClient::SqlGatewayClient(QUrl url, RestSecurity security, QObject *parent)
    : QObject(parent), m_rest(new RestClient(std::move(url), std::move(security), this))
{
    m_rest->setEndpointName(tr("the SQL Gateway"));
}

void SqlGatewayClient::negotiate(Done<QString> done)
{
    m_rest->get(QStringLiteral("/api_versions"), [this, done](const RestResponse &r) {
        if (!r.ok())
            return done({}, r);
        int best = 0;
        for (const QJsonValue &v : r.body.toObject().value(QStringLiteral("versions")).toArray()) {
            const QString name = v.toString().toLower(); // "V2"
            bool ok = false;
            const int n = name.mid(1).toInt(&ok);
            if (name.startsWith(QLatin1Char('v')) && ok && n <= 4)
                best = std::max(best, n);
        }
        if (best < 2) {
            RestResponse failed = r;
            failed.error = tr("the SQL Gateway at %1 speaks no REST API version from v2 on (Flink 1.17 or later)")
                               .arg(m_rest->base().toString());
            return done({}, failed);
        }
        m_version = QStringLiteral("v%1").arg(best);
        done(m_version, r);
    });
}

void SqlGatewayClient::openSession(const QString &name, const QMap<QString, QString> &properties, Done<QString> done)
{
    QJsonObject props;
    for (auto it = properties.begin(); it != properties.end(); ++it)
        props.insert(it.key(), it.value());
    QJsonObject body{{QStringLiteral("sessionName"), name}, {QStringLiteral("properties"), props}};
    m_rest->post(prefix() + QStringLiteral("/sessions"), body, [done](const RestResponse &r) {
        done(r.body.toObject().value(QStringLiteral("sessionHandle")).toString(), r);
    });
}

void SqlGatewayClient::closeSession(const QString &session, Done<bool> done)
{
    m_rest->remove(prefix() + QStringLiteral("/sessions/") + session,
                   [done](const RestResponse &r) { done(r.ok(), r); });
}

void SqlGatewayClient::heartbeat(const QString &session, Done<bool> done)
{
    m_rest->post(prefix() + QStringLiteral("/sessions/%1/heartbeat").arg(session), QJsonObject{},
                 [done](const RestResponse &r) { done(r.ok(), r); });
}

void SqlGatewayClient::executeStatement(const QString &session, const QString &statement, Done<QString> done)
{
    m_rest->post(prefix() + QStringLiteral("/sessions/%1/statements").arg(session),
                 QJsonObject{{QStringLiteral("statement"), statement}}, [done](const RestResponse &r) {
                     done(r.body.toObject().value(QStringLiteral("operationHandle")).toString(), r);
                 });
}

QString SqlGatewayClient::firstResultUri(const QString &session, const QString &operation) const
{
    return prefix() + QStringLiteral("/sessions/%1/operations/%2/result/0?rowFormat=JSON").arg(session, operation);
}

void SqlGatewayClient::fetchPage(const QString &nextUri, Done<ResultPage> done)
{
    m_rest->get(nextUri, [done](const RestResponse &r) {
        done(r.ok() ? parsePage(r.body.toObject()) : ResultPage{}, r);
    });
}

void SqlGatewayClient::cancelOperation(const QString &session, const QString &operation, Done<bool> done)
{
    m_rest->post(prefix() + QStringLiteral("/sessions/%1/operations/%2/cancel").arg(session, operation), QJsonObject{},
                 [done](const RestResponse &r) { done(r.ok(), r); });
}

void SqlGatewayClient::closeOperation(const QString &session, const QString &operation, Done<bool> done)
{
    m_rest->remove(prefix() + QStringLiteral("/sessions/%1/operations/%2/close").arg(session, operation),
                   [done](const RestResponse &r) { done(r.ok(), r); });
}

ResultPage SqlGatewayClient::parsePage(const QJsonObject &body)
{
    ResultPage page;
    const QString type = body.value(QStringLiteral("resultType")).toString();
    page.type = type == QLatin1String("PAYLOAD") ? ResultPage::Type::Payload
                : type == QLatin1String("EOS")   ? ResultPage::Type::EndOfStream
                                                 : ResultPage::Type::NotReady;
    page.isQueryResult = body.value(QStringLiteral("isQueryResult")).toBool();
    page.jobId = body.value(QStringLiteral("jobID")).toString();
    page.resultKind = body.value(QStringLiteral("resultKind")).toString();
    page.nextUri = body.value(QStringLiteral("nextResultUri")).toString();
    const QJsonObject results = body.value(QStringLiteral("results")).toObject();
    for (const QJsonValue &c : results.value(QStringLiteral("columns")).toArray()) {
        const QJsonObject column = c.toObject();
        page.columnNames << column.value(QStringLiteral("name")).toString();
        page.columnTypes << column.value(QStringLiteral("logicalType")).toObject().value(QStringLiteral("type")).toString();
    }
    for (const QJsonValue &d : results.value(QStringLiteral("data")).toArray()) {
        const QJsonObject row = d.toObject();
        page.rows.append({rowKind(row.value(QStringLiteral("kind")).toString()),
                          row.value(QStringLiteral("fields")).toArray()});
    }
    return page;
}

} // namespace sluice::cluster
