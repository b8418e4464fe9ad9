#pragma once

// What the Kafka source and sink share: the `properties.*` options turned into a librdkafka
// configuration, the handles' RAII wrappers, and the Sluice-side bound on blocking waits.
//
// Property names are Kafka's Java client names, as in Flink. Most are librdkafka names too and
// pass through unchanged; the few that differ are translated (`auto.offset.reset` = none →
// error, `sasl.jaas.config` with a PlainLoginModule/ScramLoginModule → sasl.username and
// sasl.password), and Java-only ones with no librdkafka meaning (serializer classes, Flink's
// discovery and commit switches) are dropped. Values are never logged or put in error messages:
// they may hold secrets.
//
// Blocking waits (metadata, offset lookups, the sink's first connection) are bounded by
// `properties.default.api.timeout.ms` (the Java consumer's bound on blocking calls; the sink also
// honours `properties.max.block.ms`), 30 s when unset, so an unreachable cluster fails the job
// within that time with a message naming the bootstrap servers.

#include "connectors/table_options.h"

#include <librdkafka/rdkafka.h>

#include <sluice/status.h>
#include <sluice/text.h>

#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sluice::exec {

struct RdKafkaDeleter {
    void operator()(rd_kafka_t *rk) const;
};
struct RdKafkaQueueDeleter {
    void operator()(rd_kafka_queue_t *q) const { rd_kafka_queue_destroy(q); }
};
struct RdKafkaPartitionListDeleter {
    void operator()(rd_kafka_topic_partition_list_t *l) const
    {
        rd_kafka_topic_partition_list_destroy(l);
    }
};
struct RdKafkaMetadataDeleter {
    void operator()(const rd_kafka_metadata_t *m) const { rd_kafka_metadata_destroy(m); }
};
using KafkaHandle = std::unique_ptr<rd_kafka_t, RdKafkaDeleter>;
using KafkaQueue = std::unique_ptr<rd_kafka_queue_t, RdKafkaQueueDeleter>;
using KafkaPartitionList = std::unique_ptr<rd_kafka_topic_partition_list_t, RdKafkaPartitionListDeleter>;
using KafkaMetadata = std::unique_ptr<const rd_kafka_metadata_t, RdKafkaMetadataDeleter>;

/// The latest error librdkafka reported through its error and log callbacks, for messages that
/// explain a timeout ("Connection refused"). Any thread writes (librdkafka's), any thread reads.
class KafkaErrorTrail {
public:
    void record(rd_kafka_resp_err_t err, std::string text);
    std::string last() const;
    /// A fatal or authentication error, which fails the job at once; empty when none.
    std::string fatal() const;

private:
    mutable std::mutex m_mutex;
    std::string m_last;  // REQUIRES: m_mutex
    std::string m_fatal; // REQUIRES: m_mutex
};

class KafkaClientConfig {
public:
    /// Reads the `properties.*` options of a table. Fails when `properties.bootstrap.servers` is
    /// missing or a timeout property is not a number.
    static Result<KafkaClientConfig> fromOptions(const TableOptions::Pairs &options);

    const std::string &bootstrapServers() const { return m_bootstrapServers; }
    /// The group.id, when the table sets one.
    const std::optional<std::string> &groupId() const { return m_groupId; }
    /// How long blocking waits may take before the job fails (see the file comment).
    std::chrono::milliseconds blockingTimeout() const { return m_blockingTimeout; }
    /// A passed-through property by its Java name, e.g. "auto.offset.reset".
    std::optional<std::string> property(std::string_view name) const;
    /// The servers and every property, in a canonical order: equal for two tables whose clients
    /// would be configured alike. Holds secrets: compare it, never show it.
    std::string identity() const;

    /// Creates a client. `overrides` (librdkafka names) are applied after the table's properties
    /// only where the table does not set the key itself; `forced` always win. `trail` receives
    /// the client's errors and must outlive it. Errors name a rejected property, never its value.
    Result<KafkaHandle> createClient(rd_kafka_type_t type,
                                     const std::vector<std::pair<std::string, std::string>> &overrides,
                                     const std::vector<std::pair<std::string, std::string>> &forced,
                                     KafkaErrorTrail *trail,
                                     void (*configure)(rd_kafka_conf_t *, void *) = nullptr,
                                     void *configureArg = nullptr) const;

    /// "Cannot reach the Kafka bootstrap servers '…' within N ms …" with the last error.
    /// `what` is a phrase such as sluice::Engine::tr("fetching topic metadata").
    Status unreachable(const KafkaErrorTrail &trail, Text what) const;

private:
    std::string m_bootstrapServers;
    std::optional<std::string> m_groupId;
    std::chrono::milliseconds m_blockingTimeout{30000};
    std::vector<std::pair<std::string, std::string>> m_properties; // librdkafka names
    std::vector<std::pair<std::string, std::string>> m_javaProperties; // as given
};

/// Errors librdkafka or the broker report for a passing condition (a broker or coordinator not
/// ready, a timeout): the call is worth retrying until the step's deadline.
bool isRetriableKafkaError(rd_kafka_resp_err_t err);

/// The ';'-separated parts of a list option, trimmed, empty parts dropped.
std::vector<std::string> splitOptionList(std::string_view value);

/// Java's String.hashCode of an ASCII/UTF-8 topic name (Kafka topics are ASCII).
std::int32_t javaStringHash(std::string_view s);

/// The source subtask that reads a partition, as Flink's KafkaSourceEnumerator assigns splits:
/// a per-topic start index from the topic's hash, then partitions round-robin from there.
int kafkaSplitOwner(std::string_view topic, std::int32_t partition, int parallelism);

} // namespace sluice::exec
