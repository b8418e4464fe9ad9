#pragma once

// Which partitions a Kafka source subtask reads: the partitions of the table's topics (or of the
// topics matching `topic-pattern`), spread over the subtasks as Flink's KafkaSourceEnumerator
// does (kafkaSplitOwner), so every subtask knows its own without coordination. Run once at
// start and again every `scan.topic-partition-discovery.interval`.

#include "connectors/kafka_partition.h"
#include "connectors/kafka_source_settings.h"

#include <memory>
#include <vector>

namespace re2 {
class RE2;
}

namespace sluice::exec {

class KafkaPartitionDiscovery {
public:
    /// The arguments must outlive this object.
    KafkaPartitionDiscovery(const KafkaSourceSettings &settings, const KafkaClientConfig &client,
                            const KafkaErrorTrail &trail);
    ~KafkaPartitionDiscovery();

    /// Compiles `topic-pattern`; fails when it is not a valid regular expression.
    Status open();

    /// Looks the topics up and appends the partitions subtask `subtask` of `parallelism` owns and
    /// does not know yet. False: the cluster did not answer in one short call; call again. The
    /// first (`initial`) lookup fails on a missing topic or once `deadline` passes; later ones
    /// skip what they cannot see and retry at the next interval.
    Result<bool> discover(rd_kafka_t *consumer, bool initial,
                          std::chrono::steady_clock::time_point deadline, int subtask,
                          int parallelism, std::vector<KafkaPartition> &partitions) const;

private:
    const KafkaSourceSettings &m_settings;
    const KafkaClientConfig &m_client;
    const KafkaErrorTrail &m_trail;
    std::unique_ptr<re2::RE2> m_pattern;
};

} // namespace sluice::exec
