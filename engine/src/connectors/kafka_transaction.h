#pragma once

// Exactly-once delivery to Kafka (`sink.delivery-guarantee` = 'exactly-once'; docs/checkpoints.md).
//
// Flink gives each sink subtask a transaction per checkpoint and, after a crash, resumes the
// transactions a completed checkpoint covers by their producer id and epoch. librdkafka cannot
// resume a transaction another process began, so the embedded engine turns it around: the job's
// exactly-once sinks share one transactional producer, and the coordinator commits its
// transaction as the step that completes a checkpoint (exec/checkpoint_committer.h), before
// `_metadata` is written. Each commit also commits, inside the transaction, an offset of the
// marker group `sluice-commits-<transactional id>` on the first sink topic's partition 0: the
// checkpoint id, with "<lineage>/<job id>:<checkpoint id>" as its metadata (the lineage: the job
// id of the run whose state this one's descends from by restores). A restore that finds a
// checkpoint whose process died between the commit and `_metadata` reads the marker to learn
// whether the commit happened (committed()); one of a checkpoint older than what its lineage
// committed since is refused, as it would write those rows twice (lastCommit()).
//
// Rows a subtask writes after a checkpoint's barrier belong to the next transaction; until the
// checkpoint is committed (or fails) they wait in the subtask's buffer, in order. Opening the
// producer (init_transactions) aborts any transaction a previous run left open, so consumers
// reading committed data are never held back by a dead job.

#include "connectors/kafka_client_config.h"
#include "exec/checkpoint_committer.h"

#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace sluice::exec {

/// How a sink spreads messages over partitions ('sink.partitioner').
enum class KafkaPartitioner : std::uint8_t { Default, Fixed, RoundRobin };

/// The partition for a message of sink subtask `subtask`: Flink's FlinkFixedPartitioner (subtask
/// modulo the count) or Kafka's RoundRobinPartitioner (the next available partition, from
/// `counter`). Called by librdkafka's partitioner callbacks.
std::int32_t chooseKafkaPartition(KafkaPartitioner partitioner, int subtask, std::atomic<std::uint32_t> &counter,
                                  const rd_kafka_topic_t *topic, std::int32_t partitionCount);

class KafkaTransaction final : public CheckpointCommitter {
public:
    /// The "kind" of describe()'s JSON, which names the resolver of a restore.
    static constexpr const char *kDescriptionKind = "kafka-transaction";

    /// One sink subtask writing through the transaction. Owned by the transaction (it is the
    /// librdkafka message opaque, so it outlives every message it sent).
    struct Writer;

    /// Creates the transactional producer `transactionalId` for job `jobId` of `lineage` and
    /// aborts what a previous run left open; `markerTopic` is where commits leave their marker.
    /// Blocks up to the client's bound.
    static Result<std::shared_ptr<KafkaTransaction>> open(const KafkaClientConfig &client, std::string transactionalId,
                                                          std::string markerTopic, std::string jobId,
                                                          std::string lineage);
    ~KafkaTransaction() override; ///< aborts the open transaction

    /// The last commit a marker records.
    struct Commit {
        std::string lineage;
        std::string jobId;
        std::int64_t checkpointId = 0; ///< the last checkpoint committed before the end of input
        bool endOfInput = false;       ///< committed at the end of a job without checkpoints
    };
    /// The last commit of `transactionalId`, none before the first. First fences the id, so a
    /// transaction a dead process left open is aborted (or one it had committed is completed)
    /// before the marker is read.
    static Result<std::optional<Commit>> lastCommit(const KafkaClientConfig &client, const std::string &transactionalId,
                                                    const std::string &markerTopic);
    /// Whether `transactionalId`'s commit of checkpoint `checkpointId` of job `jobId` happened
    /// (lastCommit()).
    static Result<bool> committed(const KafkaClientConfig &client, const std::string &transactionalId,
                                  const std::string &markerTopic, const std::string &jobId,
                                  std::int64_t checkpointId);

    /// A topic handle of the shared producer, with `partitioner` (default: the producer's
    /// murmur2_random, as the Java client).
    Result<rd_kafka_topic_t *> topic(const std::string &name, KafkaPartitioner partitioner);
    rd_kafka_t *handle() const { return m_producer.get(); }
    const KafkaErrorTrail &trail() const { return m_trail; }

    Writer &addWriter(int subtaskIndex, KafkaPartitioner partitioner);
    /// A message of `writer`, copied: produced now when it belongs to the open transaction, else
    /// kept until it does. Worker thread of the writer.
    Status send(Writer &writer, rd_kafka_topic_t *topic, const std::string *key, const std::string *value,
                std::int64_t timestampMillis);
    /// The writer's barrier `checkpointId` passed: what it sends next belongs after it.
    void barrier(Writer &writer, std::int64_t checkpointId);
    /// Sends what may go now, serves delivery reports; the transaction's error, if any.
    Status poll(Writer &writer);
    /// The writer's input ended. With `commit` (a job without checkpoints), once every writer has,
    /// the transaction is committed; else the final checkpoint commits it.
    Status end(Writer &writer, bool commit);

    Status commit(std::int64_t checkpointId) override;
    void aborted(std::int64_t checkpointId) override;
    std::string describe() const override;

    /// The first delivery or transaction error; OK while the transaction is healthy.
    Status status() const;

private:
    struct Message;
    KafkaTransaction(std::string transactionalId, std::string markerTopic, std::string jobId, std::string lineage,
                     std::chrono::milliseconds timeout);
    static void onDelivery(rd_kafka_t *rk, const rd_kafka_message_t *msg, void *opaque);
    static void configure(rd_kafka_conf_t *conf, void *self);
    static std::int32_t partition(const rd_kafka_topic_t *rkt, const void *key, std::size_t keyLen,
                                  std::int32_t partitionCount, void *topicOpaque, void *messageOpaque);
    /// Whether a message of `writer` written after barrier `tag` may be produced now.
    bool belongsToOpenTransaction(Writer &writer, std::int64_t tag);
    /// Produces the writer's buffered messages from the front, those with a tag below `before`
    /// (every one when `before` is INT64_MAX) or, with `before` 0, those that belong now.
    Status release(Writer &writer, std::int64_t before);
    Status produce(const Message &m, Writer &writer);
    Status produce(Writer &writer, rd_kafka_topic_t *topic, const std::string *key, const std::string *value,
                   std::int64_t timestampMillis);
    /// Delivers everything, commits with the marker `checkpointId` (kEndOfInput at the end of
    /// every writer's input), begins the next transaction. REQUIRES: m_commitMutex
    Status commitLocked(std::int64_t checkpointId);
    void breakWith(Status s);

    const std::string m_transactionalId;
    const std::string m_markerTopic;
    const std::string m_jobId;
    const std::string m_lineage;
    const std::chrono::milliseconds m_timeout;
    KafkaErrorTrail m_trail;
    KafkaHandle m_producer;

    std::mutex m_commitMutex; ///< one commit at a time; taken before any writer's mutex
    std::vector<std::unique_ptr<Writer>> m_writers; // REQUIRES: m_commitMutex (the list)
    std::vector<std::pair<std::string, rd_kafka_topic_t *>> m_topics; // REQUIRES: m_commitMutex

    mutable std::mutex m_epochMutex; ///< a leaf: held for reads and updates only
    std::int64_t m_committed = 0;          // REQUIRES: m_epochMutex; the last committed checkpoint
    std::set<std::int64_t> m_failed;       // REQUIRES: m_epochMutex; failed checkpoints above it
    Status m_error;                        // REQUIRES: m_epochMutex
    std::atomic<bool> m_broken{false};
};

} // namespace sluice::exec
