#pragma once

// A real Flink 1.20 session cluster with a SQL Gateway on 127.0.0.1 for the tests labelled
// `flink`: the oracle's `cluster` mode (tests/flink/, LocalSqlGateway.java), started once per
// test program and ended with it (its standard input closes).

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QUrl>

namespace sluice::testing {

class LocalFlinkCluster
{
public:
    /// Starts it; error() says why when it did not come up.
    explicit LocalFlinkCluster(const QString &oracleArgs, int timeoutMs = 180000)
    {
        if (!QFile::exists(oracleArgs)) {
            m_error = QStringLiteral("the Flink oracle is not built (%1 missing): run scripts/test.sh, or "
                                     "install Java 17 and Maven and build the target flink_oracle")
                          .arg(oracleArgs);
            return;
        }
        m_java.setProcessChannelMode(QProcess::SeparateChannels);
        m_java.start(QStringLiteral("java"), {QLatin1Char('@') + oracleArgs, QStringLiteral("dev.sluice.oracle.FlinkOracle"),
                                              QStringLiteral("cluster")});
        if (!m_java.waitForStarted(30000)) {
            m_error = QStringLiteral("java did not start: ") + m_java.errorString();
            return;
        }
        QElapsedTimer waited;
        waited.start();
        QByteArray out;
        while (!out.contains('\n') && m_java.state() == QProcess::Running && waited.elapsed() < timeoutMs) {
            m_java.waitForReadyRead(200);
            out += m_java.readAllStandardOutput();
        }
        const QJsonObject ready = QJsonDocument::fromJson(out.left(out.indexOf('\n'))).object();
        if (!ready.value(QStringLiteral("ready")).toBool()) {
            m_error = QStringLiteral("the local Flink cluster did not start: ") + QString::fromUtf8(out) +
                      QString::fromUtf8(m_java.readAllStandardError());
            return;
        }
        m_gateway = QUrl(ready.value(QStringLiteral("gateway")).toString());
        m_rest = QUrl(ready.value(QStringLiteral("rest")).toString());
        m_version = ready.value(QStringLiteral("flink")).toString();
    }

    ~LocalFlinkCluster()
    {
        if (m_java.state() == QProcess::NotRunning)
            return;
        m_java.write("quit\n");
        m_java.closeWriteChannel();
        if (!m_java.waitForFinished(20000)) {
            m_java.kill();
            m_java.waitForFinished(5000);
        }
    }

    /// Ends it at once, as a crash would (for tests of a cluster that goes away).
    void kill()
    {
        m_java.kill();
        m_java.waitForFinished(10000);
    }

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    const QUrl &gateway() const { return m_gateway; }
    const QUrl &rest() const { return m_rest; }
    const QString &version() const { return m_version; }

private:
    QProcess m_java;
    QString m_error;
    QUrl m_gateway, m_rest;
    QString m_version;
};

} // namespace sluice::testing
