#pragma once

// The `kafka` and `upsert-kafka` connectors as a source, on a librdkafka consumer with manual
// partition assignment (as Flink's KafkaSource: the group id only names where offsets are
// committed). Partitions are spread over the source subtasks as Flink's KafkaSourceEnumerator
// does (a start index from the topic name's Java hash, then round-robin by partition id), so
// every subtask knows its partitions without coordination.
//
// poll() never blocks for more than ~50 ms: connecting, looking up offsets and committing run
// as steps of a small state machine with short librdkafka timeouts, retried until the table's
// blocking timeout (kafka_client_config.h) passes, so cancellation stays prompt and an
// unreachable cluster fails the job in bounded time.
//
// Start (`scan.startup.mode`) and stop (`scan.bounded.mode`) offsets follow Flink's
// OffsetsInitializers. Timestamp lookups use ListOffsets by time; where the broker answers
// "none" the reader scans from the earliest offset instead and applies the timestamp to each
// record, which yields the same offsets (brokers such as librdkafka's mock cluster cannot look up
// by time). Metadata columns: topic, partition, offset, timestamp, timestamp-type.
// upsert-kafka: a value is +I (as the value format produces it), a tombstone -D carrying the key;
// the planner's ChangelogNormalize makes the full changelog from them, as in Flink.

#include "connectors/kafka_client_config.h"
#include "connectors/kafka_format_layout.h"
#include "exec/operator.h"

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace re2 {
class RE2;
}

namespace sluice::exec {

/// Where a source starts or stops reading each partition.
enum class KafkaOffsetMode : std::uint8_t {
    Unbounded, ///< stop only: never stop
    Earliest,
    Latest,
    GroupOffsets,
    Timestamp,
    SpecificOffsets,
};

/// The source options of a Kafka table, checked.
struct KafkaSourceSettings {
    std::vector<std::string> topics;
    std::string topicPattern;
    KafkaOffsetMode startMode = KafkaOffsetMode::GroupOffsets;
    std::int64_t startTimestamp = 0;
    std::map<std::int32_t, std::int64_t> startOffsets; ///< partition → offset (first topic)
    KafkaOffsetMode stopMode = KafkaOffsetMode::Unbounded;
    std::int64_t stopTimestamp = 0;
    std::map<std::int32_t, std::int64_t> stopOffsets;
    std::chrono::milliseconds discoveryInterval{5 * 60 * 1000}; ///< 0: no discovery
    std::chrono::milliseconds commitInterval{5000};

    static Result<KafkaSourceSettings> from(const TableOptions::Pairs &options, bool upsert,
                                            const KafkaClientConfig &client);
};

/// Parses Flink's 'partition:0,offset:42;partition:1,offset:300'; `key` names the option.
Result<std::map<std::int32_t, std::int64_t>> parseKafkaSpecificOffsets(std::string_view value,
                                                                      std::string_view key);

class KafkaSourceReader final : public SourceReader {
public:
    static Result<std::unique_ptr<SourceReader>> create(const plan::ScanNode &scan);
    ~KafkaSourceReader() override;

    Status open(OperatorContext &context) override;
    Result<SourceState> poll(RowBatch &batch) override;
    void close() override;

    /// A metadata column of the scan and the Kafka metadata it shows.
    struct MetadataColumn {
        enum class Key : std::uint8_t { Topic, Partition, Offset, Timestamp, TimestampType };
        std::size_t column = 0;
        Key key = Key::Topic;
    };

    KafkaSourceReader(const plan::ScanNode &scan, KafkaClientConfig client,
                      KafkaSourceSettings settings, KafkaFormatLayout layout,
                      std::vector<MetadataColumn> metadata);

private:
    struct Partition {
        std::string topic;
        std::int32_t id = 0;
        bool discoveredLater = false; ///< found by partition discovery: starts at earliest
        bool positioned = false;
        bool haveWatermarks = false;
        std::int64_t low = 0, high = 0;
        std::int64_t next = -1;          ///< offset of the next record to read
        std::int64_t stop = INT64_MAX;   ///< exclusive
        bool stopAtTimestamp = false;    ///< stop at the first record at or after stopTimestamp
        bool skipBeforeTimestamp = false;///< drop records before startTimestamp until one is not
        bool done = false;
        bool commitPending = false;
    };
    enum class Phase : std::uint8_t { Discover, Position, Read, Commit, Finished };

    Status fail(Status s) const;
    Result<bool> discover(bool initial);
    Result<bool> position();
    Status assign();
    Result<bool> readInto(RowBatch &batch);
    Status handleMessage(rd_kafka_message_t *msg, RowBatch &batch);
    Status decodeRow(const rd_kafka_message_t *msg, Partition &part, RowBatch &batch);
    void markDone(Partition &part);
    Partition *find(const rd_kafka_message_t *msg);
    void commit(bool finalCommit);
    bool bounded() const { return m_settings.stopMode != KafkaOffsetMode::Unbounded; }
    int callTimeoutMs() const;

    const plan::ScanNode &m_scan;
    KafkaClientConfig m_client;
    KafkaSourceSettings m_settings;
    KafkaFormatLayout m_layout;
    std::vector<MetadataColumn> m_metadata;
    std::unique_ptr<re2::RE2> m_pattern;
    OperatorContext *m_context = nullptr;

    KafkaErrorTrail m_trail;
    KafkaHandle m_consumer;
    KafkaQueue m_queue;       // the consumer queue; destroyed before m_consumer
    KafkaQueue m_commitQueue; // results of the final commit
    std::unique_ptr<formats::RowDeserializer> m_keyDecoder;
    std::unique_ptr<formats::RowDeserializer> m_valueDecoder;
    std::vector<std::size_t> m_keyPositions; // scan columns of the key fields
    RowBatch m_keyScratch;
    std::shared_ptr<const Schema> m_schema;

    Phase m_phase = Phase::Discover;
    std::vector<Partition> m_partitions; // owned by this subtask
    std::size_t m_lastHit = 0;
    std::chrono::steady_clock::time_point m_deadline;      // of the current blocking step
    std::chrono::steady_clock::time_point m_nextDiscovery;
    std::chrono::steady_clock::time_point m_nextCommit;
    std::vector<rd_kafka_message_t *> m_messages;
    std::string m_text; // scratch for trimmed records
    bool m_userGroup = false;
};

} // namespace sluice::exec
