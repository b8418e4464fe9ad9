#include "connectors/kafka_record_decoder.h"

#include <sluice/text.h>

namespace sluice::exec {

namespace {

bool isStringType(const LogicalType &t)
{
    return t.root() == LogicalTypeRoot::VarChar || t.root() == LogicalTypeRoot::Char;
}

bool isIntegerType(const LogicalType &t)
{
    return t.root() == LogicalTypeRoot::Integer || t.root() == LogicalTypeRoot::BigInt;
}

void setIntegral(RowBatch &batch, std::size_t col, std::size_t row, const LogicalType &type,
                 std::int64_t v)
{
    if (type.root() == LogicalTypeRoot::Integer)
        batch.set<std::int32_t>(col, row, static_cast<std::int32_t>(v));
    else
        batch.set<std::int64_t>(col, row, v);
}

} // namespace

Result<std::vector<KafkaRecordDecoder::MetadataColumn>>
KafkaRecordDecoder::metadataColumns(const plan::ScanNode &scan)
{
    std::vector<MetadataColumn> metadata;
    for (std::size_t i = 0; i < scan.readColumns.size() && i < scan.schema.size(); ++i) {
        const plan::CatalogColumn &c = scan.table->columns[static_cast<std::size_t>(scan.readColumns[i])];
        if (c.kind != sql::ColumnKind::Metadata)
            continue;
        const std::string key = c.metadataKey.empty() ? c.name : c.metadataKey;
        const LogicalType &t = scan.schema[i].type;
        MetadataColumn m;
        m.column = i;
        bool typeOk = false;
        if (key == "topic") {
            m.key = MetadataColumn::Key::Topic;
            typeOk = isStringType(t);
        } else if (key == "partition") {
            m.key = MetadataColumn::Key::Partition;
            typeOk = isIntegerType(t);
        } else if (key == "offset") {
            m.key = MetadataColumn::Key::Offset;
            typeOk = t.root() == LogicalTypeRoot::BigInt;
        } else if (key == "timestamp") {
            m.key = MetadataColumn::Key::Timestamp;
            typeOk = t.root() == LogicalTypeRoot::TimestampLtz || t.root() == LogicalTypeRoot::Timestamp;
        } else if (key == "timestamp-type") {
            m.key = MetadataColumn::Key::TimestampType;
            typeOk = isStringType(t);
        } else {
            return Status::unsupported(
                sluice::Engine::tr("Invalid metadata key '%1' in column '%2' of table '%3'. The Kafka source "
                                   "of the embedded engine supports the metadata keys topic, partition, "
                                   "offset, timestamp and timestamp-type.")
                    .arg(key)
                    .arg(c.name)
                    .arg(scan.table->name));
        }
        if (!typeOk)
            return Status::invalidArgument(sluice::Engine::tr("Metadata column '%1' (key '%2') cannot be of type %3")
                                               .arg(c.name)
                                               .arg(key)
                                               .arg(t.toString()));
        metadata.push_back(m);
    }
    return metadata;
}

Status KafkaRecordDecoder::open()
{
    std::vector<RowField> fields;
    for (const plan::Field &f : m_scan.schema)
        fields.push_back({f.name, f.type, {}});
    m_schema = Schema::make(fields);
    auto positionOf = [&](int catalogColumn) -> Result<std::size_t> {
        for (std::size_t i = 0; i < m_scan.readColumns.size(); ++i) {
            if (m_scan.readColumns[i] == catalogColumn)
                return i;
        }
        return Status::internal("column " + std::to_string(catalogColumn) + " is not read");
    };
    std::vector<std::size_t> valuePositions;
    for (const int c : m_layout.valueColumns()) {
        auto p = positionOf(c);
        if (!p)
            return p.status();
        valuePositions.push_back(*p);
    }
    m_keyPositions.clear();
    for (const int c : m_layout.keyColumns()) {
        auto p = positionOf(c);
        if (!p)
            return p.status();
        m_keyPositions.push_back(*p);
    }
    auto value = m_layout.valueDeserializer(m_scan.options, valuePositions);
    if (!value)
        return value.status();
    m_valueDecoder = std::move(*value);
    if (m_layout.hasKey()) {
        auto key = m_layout.keyDeserializer(m_scan.options, m_keyPositions);
        if (!key)
            return key.status();
        m_keyDecoder = std::move(*key);
        m_keyScratch = RowBatch(m_schema, 1);
    }
    return Status::ok();
}

Status KafkaRecordDecoder::decode(const rd_kafka_message_t *msg, const KafkaPartition &part,
                                  RowBatch &batch, SubtaskMetricGroup *metrics)
{
    auto textOf = [&](const void *data, std::size_t len, const std::string &format) {
        std::string_view t(static_cast<const char *>(data), len);
        if (format == "csv") { // one record: a trailing line break is not part of it
            if (!t.empty() && t.back() == '\n')
                t.remove_suffix(1);
            if (!t.empty() && t.back() == '\r')
                t.remove_suffix(1);
        }
        return t;
    };
    auto malformed = [&](Text what, const Status &s, formats::RowDeserializer &d) -> Status {
        if (d.ignoreParseErrors()) {
            if (metrics)
                metrics->add(MetricCounter::ParseErrorsSkipped);
            return Status::ok();
        }
        return Status::invalidArgument(sluice::Engine::tr("Failed to deserialize the %1 of the message at %2 offset %3: %4")
                                           .arg(std::move(what))
                                           .arg(kafkaPartitionName(part.topic, part.id))
                                           .arg(msg->offset)
                                           .arg(s.text()));
    };
    if (m_keyDecoder) {
        if (!msg->key && m_layout.keyFormat() != "raw")
            return Status::ok(); // a null key decodes to no row, as in Flink
        m_keyScratch.clear();
        if (msg->key) {
            Status s = m_keyDecoder->deserialize(textOf(msg->key, msg->key_len, m_layout.keyFormat()),
                                                 m_keyScratch);
            if (!s.isOk())
                return malformed(sluice::Engine::tr("key"), s, *m_keyDecoder);
        } else {
            m_keyScratch.appendRow();
        }
    }
    std::size_t row = 0;
    if (!msg->payload) {
        if (m_layout.upsert()) {
            row = batch.appendRow(RowKind::Delete); // a tombstone deletes the key
        } else if (m_layout.valueFormat() == "raw") {
            row = batch.appendRow(); // raw reads a null message as a NULL value
        } else {
            return Status::ok(); // csv and json read a null message as no row
        }
    } else {
        const std::size_t before = batch.size();
        Status s = m_valueDecoder->deserialize(
            textOf(msg->payload, msg->len, m_layout.valueFormat()), batch);
        if (!s.isOk()) {
            if (batch.size() > before)
                batch.resize(before);
            return malformed(sluice::Engine::tr("value"), s, *m_valueDecoder);
        }
        if (batch.size() == before)
            return Status::ok(); // the format read the message as no row (e.g. JSON null)
        row = before;
    }
    if (m_keyDecoder) {
        for (const std::size_t col : m_keyPositions)
            batch.copyValue(col, row, m_keyScratch, col, 0);
    }
    for (const MetadataColumn &m : m_metadata) {
        const LogicalType &t = m_schema->type(m.column);
        switch (m.key) {
        case MetadataColumn::Key::Topic: batch.setString(m.column, row, part.topic); break;
        case MetadataColumn::Key::Partition: setIntegral(batch, m.column, row, t, msg->partition); break;
        case MetadataColumn::Key::Offset: batch.set<std::int64_t>(m.column, row, msg->offset); break;
        case MetadataColumn::Key::Timestamp:
        case MetadataColumn::Key::TimestampType: {
            rd_kafka_timestamp_type_t type = RD_KAFKA_TIMESTAMP_NOT_AVAILABLE;
            const std::int64_t ts = rd_kafka_message_timestamp(msg, &type);
            if (m.key == MetadataColumn::Key::Timestamp) {
                if (type != RD_KAFKA_TIMESTAMP_NOT_AVAILABLE)
                    batch.set<TimestampValue>(m.column, row, TimestampValue{ts, 0});
            } else {
                batch.setString(m.column, row,
                                type == RD_KAFKA_TIMESTAMP_CREATE_TIME       ? "CreateTime"
                                : type == RD_KAFKA_TIMESTAMP_LOG_APPEND_TIME ? "LogAppendTime"
                                                                             : "NoTimestampType");
            }
            break;
        }
        }
    }
    return Status::ok();
}

} // namespace sluice::exec
