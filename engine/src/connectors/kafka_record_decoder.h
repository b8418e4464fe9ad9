#pragma once

// Turns a Kafka message into a row of the scan: the key format fills the key fields, the value
// format the value fields (a trailing line break ends a csv record), and the metadata columns
// Flink's Kafka source offers (topic, partition, offset, timestamp, timestamp-type) come from
// the message itself. upsert-kafka: a value is +I (as the value format produces it), a tombstone
// -D carrying the key; the planner's ChangelogNormalize makes the full changelog from them, as in
// Flink. Malformed keys and values follow the format's ignore-parse-errors rule and are counted.

#include "connectors/kafka_format_layout.h"
#include "connectors/kafka_partition.h"
#include "plan/plan_node.h"
#include "runtime/metrics_registry.h"

#include <librdkafka/rdkafka.h>

#include <memory>
#include <vector>

namespace sluice::exec {

class KafkaRecordDecoder {
public:
    /// A metadata column of the scan and the Kafka metadata it shows.
    struct MetadataColumn {
        enum class Key : std::uint8_t { Topic, Partition, Offset, Timestamp, TimestampType };
        std::size_t column = 0;
        Key key = Key::Topic;
    };

    /// The metadata columns the scan reads; fails on a key or a type Kafka does not offer.
    static Result<std::vector<MetadataColumn>> metadataColumns(const plan::ScanNode &scan);

    /// `scan` and `layout` must outlive this object.
    KafkaRecordDecoder(const plan::ScanNode &scan, const KafkaFormatLayout &layout,
                       std::vector<MetadataColumn> metadata)
        : m_scan(scan), m_layout(layout), m_metadata(std::move(metadata))
    {
    }

    /// Creates the key and value deserializers.
    Status open();
    /// Appends the row of `msg`, read from `part`, to `batch` (none for a message that decodes to
    /// no row). Counts skipped malformed messages in `metrics` (may be null).
    Status decode(const rd_kafka_message_t *msg, const KafkaPartition &part, RowBatch &batch,
                  SubtaskMetricGroup *metrics);

private:
    const plan::ScanNode &m_scan;
    const KafkaFormatLayout &m_layout;
    std::vector<MetadataColumn> m_metadata;
    std::unique_ptr<formats::RowDeserializer> m_keyDecoder;
    std::unique_ptr<formats::RowDeserializer> m_valueDecoder;
    std::vector<std::size_t> m_keyPositions; // scan columns of the key fields
    RowBatch m_keyScratch;
    std::shared_ptr<const Schema> m_schema;
};

} // namespace sluice::exec
