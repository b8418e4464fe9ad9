#pragma once

// A fixed bootstrap address for the Kafka sandbox. librdkafka's mock cluster (2.0) listens on
// ports the system picks; a job text should name a stable address (Kafka's usual 127.0.0.1:9092)
// so it ships to Flink with only that address changed. The relay listens on 127.0.0.1:<port> and
// copies bytes both ways between each client and the first mock broker. Clients use the bootstrap
// address only to learn the brokers' own addresses from the metadata, so the relay carries little.

#include <sluice/status.h>

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <thread>

namespace sluice::exec {

class KafkaSandboxRelay {
public:
    /// Listens on 127.0.0.1:`port` (0: a free port) and relays to `target` ("host:port").
    /// Fails with a message naming the port when it is taken.
    static Result<std::unique_ptr<KafkaSandboxRelay>> start(int port, const std::string &target);
    ~KafkaSandboxRelay(); ///< closes every connection and joins the thread

    int port() const { return m_port; }

    KafkaSandboxRelay(int listener, int wakeRead, int wakeWrite, int port, std::string targetHost,
                      int targetPort);

private:
    void run(); // the relay thread, "sluice:kafka-relay"

    int m_listener;
    int m_wakeRead;  // a pipe that wakes the thread to stop
    int m_wakeWrite;
    int m_port;
    std::string m_targetHost;
    int m_targetPort;
    std::thread m_thread;
};

} // namespace sluice::exec
