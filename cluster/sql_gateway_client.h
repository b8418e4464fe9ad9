#pragma once

#include "rest_client.h"

#include <QJsonArray>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace sluice::cluster {

/// One changelog row of a statement's result: Flink's row kind as +I, -U, +U or -D, and the
/// fields as the gateway's JSON row format gives them.
struct ChangelogRow {
    QString kind;
    QJsonArray fields;
};

/// One page of a statement's result (the gateway's FetchResultsResponseBody).
struct ResultPage {
    enum class Type { NotReady, Payload, EndOfStream };
    Type type = Type::NotReady;
    bool isQueryResult = false;
    QString jobId;      ///< the job the statement started, if any
    QString resultKind; ///< SUCCESS or SUCCESS_WITH_CONTENT
    QStringList columnNames;
    QStringList columnTypes; ///< Flink's logical type names (INTEGER, VARCHAR, ...)
    QList<ChangelogRow> rows;
    QString nextUri; ///< where the next page is; empty at the end
};

/// The Flink SQL Gateway's REST API (v2 or later: Flink 1.17+): sessions, statements and their
/// results. Asynchronous like RestClient; every callback gets an error text or the answer.
class SqlGatewayClient : public QObject
{
    Q_OBJECT
public:
    SqlGatewayClient(QUrl url, RestSecurity security, QObject *parent = nullptr);
    RestClient &rest() { return *m_rest; }

    /// Asks the gateway which API versions it speaks (GET /api_versions) and picks the newest
    /// this client knows; fails when the gateway is older than Flink 1.17.
    void negotiate(Done<QString> done);
    /// "v2", "v3", ... once negotiated.
    const QString &version() const { return m_version; }

    void openSession(const QString &name, const QMap<QString, QString> &properties, Done<QString> done);
    void closeSession(const QString &session, Done<bool> done);
    void heartbeat(const QString &session, Done<bool> done);
    void executeStatement(const QString &session, const QString &statement, Done<QString> done);
    /// Where an operation's result begins; then each page's nextUri.
    QString firstResultUri(const QString &session, const QString &operation) const;
    void fetchPage(const QString &uri, Done<ResultPage> done);
    void cancelOperation(const QString &session, const QString &operation, Done<bool> done);
    void closeOperation(const QString &session, const QString &operation, Done<bool> done);

    /// A FetchResultsResponseBody as a page (public for tests of the parsing).
    static ResultPage parsePage(const QJsonObject &body);

private:
    QString prefix() const { return QLatin1Char('/') + m_version; }

    RestClient *m_rest;
    QString m_version = QStringLiteral("v2");
};

} // namespace sluice::cluster
