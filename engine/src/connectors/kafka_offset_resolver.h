#pragma once

// Where each partition of a Kafka source starts and stops reading, as Flink's
// OffsetsInitializers decide it from `scan.startup.mode` and `scan.bounded.mode`. Timestamp
// lookups use ListOffsets by time; where the broker answers "none" the partition is read from its
// earliest offset and the timestamp is applied to each record instead (KafkaPartition's
// skipBeforeTimestamp / stopAtTimestamp), which yields the same offsets (brokers such as
// librdkafka's mock cluster cannot look up by time).

#include "connectors/kafka_partition.h"
#include "connectors/kafka_source_settings.h"

#include <vector>

namespace sluice::exec {

class KafkaOffsetResolver {
public:
    /// The arguments must outlive this object. `userGroup`: the table sets
    /// 'properties.group.id', so committed offsets exist to look up.
    KafkaOffsetResolver(const KafkaSourceSettings &settings, const KafkaClientConfig &client,
                        const KafkaErrorTrail &trail, bool userGroup)
        : m_settings(settings), m_client(client), m_trail(trail), m_userGroup(userGroup)
    {
    }

    /// Sets `next` and `stop` of every partition not positioned yet (marking those with nothing
    /// to read done). False: the cluster did not answer in one short call; call again. Fails
    /// once `deadline` passes, or when a mode cannot be satisfied (no committed offset).
    Result<bool> position(rd_kafka_t *consumer, std::chrono::steady_clock::time_point deadline,
                          std::vector<KafkaPartition> &partitions) const;

private:
    const KafkaSourceSettings &m_settings;
    const KafkaClientConfig &m_client;
    const KafkaErrorTrail &m_trail;
    bool m_userGroup = false;
};

} // namespace sluice::exec
