#pragma once

// The `kafka` and `upsert-kafka` connectors as a sink, on a librdkafka producer.
//
// kafka: append-only; each row becomes a message whose value holds the value fields and whose
// key (with key.format) holds key.fields. upsert-kafka: the PRIMARY KEY is the message key;
// +I/+U write the row as the key's new value, -D writes a tombstone (null value), -U is skipped
// (Flink's upsert sink consumes [I, UA, D], so it never sees one).
//
// `sink.partitioner`: default (Kafka's murmur2 of the key, as the Java client; sticky without a
// key), fixed (subtask index modulo the partition count, FlinkFixedPartitioner), round-robin.
// `sink.delivery-guarantee`: at-least-once (default) flushes at the end of input and before each
// checkpoint's barrier and fails the job on any delivery error; none flushes too but only counts
// failed deliveries; exactly-once writes through the job's Kafka transaction
// (connectors/kafka_transaction.h), committed as each checkpoint completes. A writable
// `timestamp` metadata column sets the message timestamp.
//
// The producer's first connection is bounded by the client config's blocking timeout: an
// unreachable cluster or a topic that does not exist (and is not auto-created) fails the job.

#include "connectors/kafka_client_config.h"
#include "connectors/kafka_format_layout.h"
#include "connectors/kafka_transaction.h"
#include "exec/operator.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::formats {
class RawRowSerializer;
}

namespace sluice::exec {

class KafkaSink final : public Operator {
public:
    enum class Guarantee : std::uint8_t { None, AtLeastOnce, ExactlyOnce };

    static Result<std::unique_ptr<Operator>> create(const plan::SinkNode &node);
    KafkaSink(const plan::SinkNode &node, KafkaClientConfig client, KafkaFormatLayout layout,
              std::string topic, KafkaPartitioner partitioner, Guarantee guarantee,
              std::string transactionalIdPrefix, std::optional<std::size_t> timestampColumn);
    ~KafkaSink() override;

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;
    Status endInput(Output &out) override;
    void close() override;
    /// at-least-once holds across a restore: every message handed over before a checkpoint's
    /// barrier is delivered before the checkpoint is taken (Flink's KafkaWriter flush);
    /// exactly-once: the checkpoint completes by committing the transaction holding them.
    bool checkpointable() const override { return true; }
    Status prepareSnapshotPreBarrier(std::int64_t checkpointId, Output &out) override;
    /// Exactly-once with checkpoints: the final checkpoint commits what the end of the input left.
    bool needsFinalCheckpoint() const override { return m_transaction && m_periodicCheckpoints; }

    /// Messages whose delivery failed (also with delivery guarantee none).
    std::int64_t failedDeliveries() const { return m_failedDeliveries; }

private:
    Status fail(Status s) const;
    /// The producer messages go through: the sink's own, or the job's transactional one.
    rd_kafka_t *producer() const { return m_transaction ? m_transaction->handle() : m_producer.get(); }
    const KafkaErrorTrail &trail() const { return m_transaction ? m_transaction->trail() : m_trail; }
    Status openTransaction(OperatorContext &context);
    Status checkConnection();
    Status produce(const RowBatch &batch, std::size_t row, bool tombstone);
    Status deliveryStatus() const;
    Status flush();
    static void onDelivery(rd_kafka_t *rk, const rd_kafka_message_t *msg, void *opaque);
    static std::int32_t choosePartition(const rd_kafka_topic_t *rkt, const void *key,
                                        std::size_t keyLen, std::int32_t partitionCount,
                                        void *topicOpaque, void *messageOpaque);
    static void configure(rd_kafka_conf_t *conf, void *self);

    const plan::SinkNode &m_node;
    KafkaClientConfig m_client;
    KafkaFormatLayout m_layout;
    std::string m_topicName;
    KafkaPartitioner m_partitioner;
    Guarantee m_guarantee;
    std::string m_transactionalIdPrefix;
    std::optional<std::size_t> m_timestampColumn;

    KafkaErrorTrail m_trail;
    KafkaHandle m_producer;              ///< at-least-once and none
    std::shared_ptr<KafkaTransaction> m_transaction; ///< exactly-once
    KafkaTransaction::Writer *m_writer = nullptr;    ///< this subtask in m_transaction
    rd_kafka_topic_t *m_topic = nullptr; // destroyed before m_producer; m_transaction's own
    std::unique_ptr<formats::RowSerializer> m_keyEncoder;
    std::unique_ptr<formats::RowSerializer> m_valueEncoder;
    const formats::RawRowSerializer *m_rawValue = nullptr; // when the value format is raw
    std::string m_key;
    std::string m_value;

    bool m_connected = false;
    std::chrono::steady_clock::time_point m_connectDeadline;
    std::atomic<std::uint32_t> m_roundRobin{0}; // partitioner: any librdkafka thread
    int m_subtaskIndex = 0;
    std::string m_subtaskName;
    LineWriter m_stopLog; ///< where close() reports messages it could not deliver
    std::int64_t m_failedDeliveries = 0; // worker only (delivery reports are served by poll)
    Status m_deliveryError;              // worker only
    bool m_flushed = false;
    bool m_periodicCheckpoints = false; ///< checkpoints commit the transaction
};

} // namespace sluice::exec
