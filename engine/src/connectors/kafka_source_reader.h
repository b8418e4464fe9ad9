#pragma once

// The `kafka` and `upsert-kafka` connectors as a source, on a librdkafka consumer with manual
// partition assignment (as Flink's KafkaSource: the group id only names where offsets are
// committed). Its parts, one concept each:
//   kafka_source_settings      the table's source options (topics, startup and bounded modes)
//   kafka_partition_discovery  which partitions this subtask reads, found again periodically
//   kafka_offset_resolver      where each partition starts and stops
//   kafka_record_decoder       a message as a row: key and value formats, metadata columns
//   kafka_partition_watermarks per-partition event time and idleness (WATERMARK pushed down)
// This class runs them: poll() never blocks for more than ~50 ms — connecting, looking up
// offsets and committing run as steps of a small state machine with short librdkafka timeouts,
// retried until the table's blocking timeout (kafka_client_config.h) passes, so cancellation
// stays prompt and an unreachable cluster fails the job in bounded time. Consumer group offsets
// are committed as records are processed (at-least-once).

#include "connectors/kafka_client_config.h"
#include "connectors/kafka_format_layout.h"
#include "connectors/kafka_offset_resolver.h"
#include "connectors/kafka_partition_discovery.h"
#include "connectors/kafka_partition_watermarks.h"
#include "connectors/kafka_record_decoder.h"
#include "connectors/kafka_source_settings.h"
#include "exec/operator.h"

#include <chrono>
#include <map>
#include <tuple>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::exec {

class KafkaSourceReader final : public SourceReader {
public:
    static Result<std::unique_ptr<SourceReader>> create(const plan::ScanNode &scan);
    ~KafkaSourceReader() override;

    Status open(OperatorContext &context) override;
    Result<SourceState> poll(RowBatch &batch) override;
    void close() override;
    bool pushDownWatermark(const SourceWatermark &watermark) override;
    std::int64_t watermark() const override;
    bool idle() const override;
    /// Its position: the next offset (and the stop offset) of each partition it reads, one split
    /// per partition, as Flink's KafkaPartitionSplit. With checkpointing the group's offsets are
    /// committed only when a checkpoint completes, those of that checkpoint (Flink's
    /// commit.offsets.on.checkpoint), never on a timer or at a stop.
    bool checkpointable() const override { return true; }
    Status snapshotPosition(std::int64_t checkpointId, std::vector<SourceSplitState> &out) override;
    Status restorePosition(const std::vector<SourceSplitState> &splits, int checkpointedParallelism) override;
    void notifyCheckpointComplete(std::int64_t checkpointId) override;

    KafkaSourceReader(const plan::ScanNode &scan, KafkaClientConfig client,
                      KafkaSourceSettings settings, KafkaFormatLayout layout,
                      std::vector<KafkaRecordDecoder::MetadataColumn> metadata);

private:
    enum class Phase : std::uint8_t { Discover, Position, Read, Commit, Finished };

    Status fail(Status s) const;
    Status assign();
    Result<bool> readInto(RowBatch &batch);
    Status handleMessage(rd_kafka_message_t *msg, RowBatch &batch);
    void markDone(KafkaPartition &part);
    KafkaPartition *find(const rd_kafka_message_t *msg);
    void commit(bool finalCommit);
    /// Restored partitions take their checkpointed offsets; others, new since, start at the
    /// earliest offset (Flink's rule for partitions discovered after the start).
    void positionRestored();
    bool bounded() const { return m_settings.stopMode != KafkaOffsetMode::Unbounded; }

    const plan::ScanNode &m_scan;
    KafkaClientConfig m_client;
    KafkaSourceSettings m_settings;
    KafkaFormatLayout m_layout;
    OperatorContext *m_context = nullptr;
    bool m_userGroup = false;

    KafkaErrorTrail m_trail;
    KafkaPartitionDiscovery m_discovery;
    KafkaOffsetResolver m_offsets;
    KafkaRecordDecoder m_decoder;
    std::optional<SourceWatermark> m_pushedWatermark;
    std::optional<KafkaPartitionWatermarks> m_watermarks; // when the WATERMARK is pushed down
    std::vector<std::uint32_t> m_rowPartitions;           // per row of the batch being filled

    KafkaHandle m_consumer;
    KafkaQueue m_queue;       // the consumer queue; destroyed before m_consumer
    KafkaQueue m_commitQueue; // results of the final commit

    Phase m_phase = Phase::Discover;
    std::vector<KafkaPartition> m_partitions; // owned by this subtask
    std::size_t m_lastHit = 0;
    std::chrono::steady_clock::time_point m_deadline; // of the current blocking step
    std::chrono::steady_clock::time_point m_nextDiscovery;
    std::chrono::steady_clock::time_point m_nextCommit;
    std::vector<rd_kafka_message_t *> m_messages;
    bool m_checkpointing = false; ///< commits follow checkpoints
    struct Restored {
        std::int64_t next;
        std::int64_t stop;
        bool done;
    };
    std::optional<std::map<std::string, Restored>> m_restored; ///< by "topic-partition"
    /// Offsets of checkpoints not yet complete: checkpoint id -> (topic, partition, next).
    std::map<std::int64_t, std::vector<std::tuple<std::string, std::int32_t, std::int64_t>>> m_checkpointOffsets;
};

} // namespace sluice::exec
