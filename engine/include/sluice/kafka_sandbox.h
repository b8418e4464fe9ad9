#pragma once

#include <sluice/status.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice {

/// A topic of the sandbox and its partition count.
struct KafkaSandboxTopic {
    std::string name;
    int partitions = 1;
};

/// One message to put into a sandbox topic. A null value is a tombstone.
struct KafkaSandboxMessage {
    std::optional<std::string> key;
    std::optional<std::string> value;
    int partition = -1;         ///< -1: the producer's default partitioner
    std::int64_t timestamp = 0; ///< epoch milliseconds; 0: now
};

/// DEVELOPMENT TOOL: a local Kafka cluster for designing and testing jobs without real brokers.
/// It is librdkafka's mock cluster: the real Kafka protocol on 127.0.0.1, in memory, in this
/// process, with no persistence, security or retention. Not for production data.
class KafkaSandbox {
public:
    /// Starts `brokers` mock brokers on 127.0.0.1 and creates `topics`. The brokers listen on
    /// ports the system picks; with `bootstrapPort` >= 0 the sandbox also accepts clients on
    /// 127.0.0.1:`bootstrapPort` (0: a free port), a fixed address that a job can name (e.g. 9092).
    static Result<std::unique_ptr<KafkaSandbox>> start(int brokers = 1,
                                                       const std::vector<KafkaSandboxTopic> &topics = {},
                                                       int bootstrapPort = -1);
    virtual ~KafkaSandbox() = default; ///< stops the cluster

    /// The bootstrap address for 'properties.bootstrap.servers' (e.g. "127.0.0.1:39145", or
    /// "127.0.0.1:9092" when started with that bootstrapPort).
    virtual const std::string &bootstrapServers() const = 0;
    /// Creates a topic (replication factor 1); fails when it exists or the count is < 1.
    virtual Status createTopic(const std::string &name, int partitions) = 0;
    /// Produces each line of the file (without its line break; blank lines too) as one message
    /// without a key, waits until all are stored, and returns how many were written.
    virtual Result<std::int64_t> produceLines(const std::string &topic, const std::string &path) = 0;
    /// Produces the messages in order and waits until all are stored.
    virtual Result<std::int64_t> produce(const std::string &topic,
                                         const std::vector<KafkaSandboxMessage> &messages) = 0;
    /// Takes broker `brokerId` (1-based) down or brings it back up, for fault drills.
    virtual Status setBrokerUp(int brokerId, bool up) = 0;
    /// Shuts the cluster down; further calls fail. Also done by the destructor.
    virtual void stop() = 0;
};

} // namespace sluice
