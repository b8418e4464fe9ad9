#pragma once

// A real Apache Kafka broker for tests (tests/kafka/, started through its java argument file),
// for what librdkafka's mock cluster does not do: transactions as readers see them. One node
// on 127.0.0.1; it can be stopped, killed, frozen and started again on its folder, keeping its
// data and port (a broker that goes away and comes back).

#include <QProcess>
#include <QString>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace sluice::testing {

class RealKafkaBroker {
public:
    /// Starts a broker on `dataDir` (formatted on first use). Null with `error` set when Java or
    /// the broker's build (SLUICE_KAFKA_BROKER_ARGS) is missing or it does not come up.
    static std::unique_ptr<RealKafkaBroker> start(const QString &dataDir, QString &error);
    ~RealKafkaBroker(); ///< stops it
    RealKafkaBroker(const RealKafkaBroker &) = delete;
    RealKafkaBroker &operator=(const RealKafkaBroker &) = delete;

    const std::string &bootstrapServers() const { return m_bootstrap; }
    /// SIGKILL: gone at once, as a crashed broker.
    void kill();
    /// Starts it again on its folder after kill(); false with `error` when it does not come up.
    bool restart(QString &error);
    /// SIGSTOP / SIGCONT: a broker that stops answering (a stalled sink's peer) and resumes.
    void freeze();
    void thaw();

    bool createTopic(const std::string &name, int partitions, QString &error) const;
    /// The values a read_committed consumer reads from every partition of `topic`, up to the end
    /// of what is committed; `error` says so when that end is not reached within `timeoutMillis`
    /// (a transaction still open holds readers back).
    std::vector<std::string> readCommitted(const std::string &topic, int partitions, QString &error,
                                           int timeoutMillis = 60000) const;

private:
    RealKafkaBroker() = default;
    bool launch(QString &error);

    QString m_dataDir;
    std::unique_ptr<QProcess> m_process;
    std::string m_bootstrap;
};

/// How often each value occurs; for exactly-once checks.
std::map<std::string, int> countValues(const std::vector<std::string> &values);

} // namespace sluice::testing
