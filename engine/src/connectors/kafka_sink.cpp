#include "connectors/kafka_sink.h"

#include <sluice/text.h>

#include "connectors/sink_columns.h"
#include "formats/raw_format.h"

#include <algorithm>
#include <thread>

namespace sluice::exec {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kCallTimeoutMs = 50;
/// How long a stopping sink keeps delivering what is queued to a broker that still answers.
constexpr std::chrono::seconds kStopFlushTimeout{30};

// The sink input column written to catalog column `column`, if the query writes it.
std::optional<std::size_t> inputColumnOf(const plan::SinkNode &node, int column)
{
    if (node.targetColumns.size() == node.schema.size()) {
        for (std::size_t i = 0; i < node.targetColumns.size(); ++i) {
            if (node.targetColumns[i] == column)
                return i;
        }
        return std::nullopt;
    }
    // Without target columns the input holds the table's persisted columns in order.
    std::size_t pos = 0;
    for (std::size_t c = 0; c < node.table->columns.size(); ++c) {
        const plan::CatalogColumn &col = node.table->columns[c];
        if (col.kind == sql::ColumnKind::Computed || col.isVirtual)
            continue;
        if (static_cast<int>(c) == column)
            return pos < node.schema.size() ? std::optional<std::size_t>(pos) : std::nullopt;
        ++pos;
    }
    return std::nullopt;
}

} // namespace

Result<std::unique_ptr<Operator>> KafkaSink::create(const plan::SinkNode &node)
{
    if (!node.table)
        return Status::internal("a Kafka sink without its table");
    const TableOptions o(node.options);
    const bool upsert = o.getString("connector", "") == "upsert-kafka";
    auto client = KafkaClientConfig::fromOptions(node.options);
    if (!client)
        return client.status();
    auto layout = KafkaFormatLayout::resolve(*node.table, node.options, upsert);
    if (!layout)
        return layout.status();
    if (o.has("topic-pattern"))
        return Status::invalidArgument(
            sluice::Engine::tr("A Kafka sink writes to one 'topic'; 'topic-pattern' is for sources"));
    const std::vector<std::string> topics = splitOptionList(o.getString("topic", ""));
    if (topics.size() != 1)
        return Status::invalidArgument(sluice::Engine::tr("A Kafka sink needs exactly one topic in 'topic'"));
    const std::string partitioner = o.getString("sink.partitioner", "default");
    KafkaPartitioner p = KafkaPartitioner::Default;
    if (partitioner == "fixed")
        p = KafkaPartitioner::Fixed;
    else if (partitioner == "round-robin")
        p = KafkaPartitioner::RoundRobin;
    else if (partitioner != "default")
        return Status::unsupported(sluice::Engine::tr("'sink.partitioner' = '%1': a Java partitioner class "
                                                      "only runs on Flink; the embedded engine offers "
                                                      "default, fixed and round-robin")
                                       .arg(partitioner));
    const std::string guaranteeText = o.getString("sink.delivery-guarantee", "at-least-once");
    Guarantee guarantee = Guarantee::AtLeastOnce;
    if (guaranteeText == "exactly-once")
        guarantee = Guarantee::ExactlyOnce;
    else if (guaranteeText == "none")
        guarantee = Guarantee::None;
    else if (guaranteeText != "at-least-once")
        return Status::invalidArgument(
            sluice::Engine::tr("'sink.delivery-guarantee' is none, at-least-once or exactly-once, not '%1'")
                .arg(guaranteeText));
    const std::string prefix = o.getString("sink.transactional-id-prefix", "");
    if (guarantee == Guarantee::ExactlyOnce && prefix.empty())
        return Status::invalidArgument(sluice::Engine::tr("sink.transactional-id-prefix must be specified "
                                                          "when using DeliveryGuarantee.EXACTLY_ONCE."));
    std::optional<std::size_t> timestampColumn;
    for (std::size_t c = 0; c < node.table->columns.size(); ++c) {
        const plan::CatalogColumn &col = node.table->columns[c];
        if (col.kind != sql::ColumnKind::Metadata || col.isVirtual)
            continue;
        const std::string key = col.metadataKey.empty() ? col.name : col.metadataKey;
        if (key != "timestamp")
            return Status::unsupported(sluice::Engine::tr("The Kafka sink of the embedded engine writes the "
                                                          "metadata key 'timestamp' only, not '%1' (column "
                                                          "'%2'); declare the column VIRTUAL to only read it")
                                           .arg(key)
                                           .arg(col.name));
        timestampColumn = inputColumnOf(node, static_cast<int>(c));
    }
    if (!upsert && !node.inputs.empty() && node.inputs.front() &&
        node.inputs.front()->changelog.hasUpdates())
        return Status::unsupported(sluice::Engine::tr("Table sink '%1' (connector 'kafka') doesn't support "
                                                      "consuming update changes; use the upsert-kafka "
                                                      "connector")
                                       .arg(node.name));
    std::unique_ptr<Operator> op =
        std::make_unique<KafkaSink>(node, std::move(*client), std::move(*layout), topics.front(), p,
                                    guarantee, prefix, timestampColumn);
    return op;
}

KafkaSink::KafkaSink(const plan::SinkNode &node, KafkaClientConfig client, KafkaFormatLayout layout,
                     std::string topic, KafkaPartitioner partitioner, Guarantee guarantee,
                     std::string transactionalIdPrefix, std::optional<std::size_t> timestampColumn)
    : m_node(node), m_client(std::move(client)), m_layout(std::move(layout)),
      m_topicName(std::move(topic)), m_partitioner(partitioner), m_guarantee(guarantee),
      m_transactionalIdPrefix(std::move(transactionalIdPrefix)), m_timestampColumn(timestampColumn)
{
}

KafkaSink::~KafkaSink()
{
    close();
}

Status KafkaSink::fail(Status s) const
{
    return Status(s.code(), sluice::Engine::tr("Kafka sink '%1': %2").arg(m_node.name).arg(s.text()));
}

void KafkaSink::onDelivery(rd_kafka_t *, const rd_kafka_message_t *msg, void *)
{
    auto *self = static_cast<KafkaSink *>(msg->_private);
    if (!self || msg->err == RD_KAFKA_RESP_ERR_NO_ERROR)
        return;
    ++self->m_failedDeliveries;
    if (self->m_deliveryError.isOk())
        self->m_deliveryError = Status::ioError(sluice::Engine::tr("Failed to deliver a message to topic '%1': %2")
                                                    .arg(self->m_topicName)
                                                    .arg(rd_kafka_err2str(msg->err)));
}

std::int32_t KafkaSink::choosePartition(const rd_kafka_topic_t *rkt, const void *, std::size_t,
                                        std::int32_t partitionCount, void *, void *messageOpaque)
{
    auto *self = static_cast<KafkaSink *>(messageOpaque);
    return chooseKafkaPartition(self->m_partitioner, self->m_subtaskIndex, self->m_roundRobin, rkt, partitionCount);
}

void KafkaSink::configure(rd_kafka_conf_t *conf, void *)
{
    rd_kafka_conf_set_dr_msg_cb(conf, &KafkaSink::onDelivery);
}

Status KafkaSink::open(OperatorContext &context)
{
    Status s = Operator::open(context);
    if (!s.isOk())
        return s;
    m_subtaskIndex = context.subtaskIndex;
    m_subtaskName = context.name;
    m_periodicCheckpoints = context.periodicCheckpoints;
    if (context.sinkHooks)
        m_stopLog = context.sinkHooks->standardError; // close() may run after the context is gone
    std::vector<std::size_t> keyPositions, valuePositions;
    for (const int c : m_layout.keyColumns()) {
        auto p = inputColumnOf(m_node, c);
        if (!p)
            return fail(Status::invalidArgument(sluice::Engine::tr("The query does not write key column '%1'")
                                                    .arg(m_node.table->columns[static_cast<std::size_t>(c)].name)));
        keyPositions.push_back(*p);
    }
    for (const int c : m_layout.valueColumns()) {
        auto p = inputColumnOf(m_node, c);
        if (!p)
            return fail(Status::invalidArgument(sluice::Engine::tr("The query does not write column '%1'")
                                                    .arg(m_node.table->columns[static_cast<std::size_t>(c)].name)));
        valuePositions.push_back(*p);
    }
    if (m_layout.hasKey()) {
        auto k = m_layout.keySerializer(m_node.options, keyPositions);
        if (!k)
            return fail(k.status());
        m_keyEncoder = std::move(*k);
    }
    auto v = m_layout.valueSerializer(m_node.options, valuePositions);
    if (!v)
        return fail(v.status());
    m_valueEncoder = std::move(*v);
    if (m_layout.valueFormat() == "raw")
        m_rawValue = static_cast<const formats::RawRowSerializer *>(m_valueEncoder.get());

    m_connectDeadline = Clock::now() + m_client.blockingTimeout();
    if (m_guarantee == Guarantee::ExactlyOnce)
        return openTransaction(context);
    std::vector<std::pair<std::string, std::string>> overrides = {
        {"client.id", "sluice-sink"},
        {"reconnect.backoff.max.ms", "1000"},
        {"message.timeout.ms", "120000"}, // Java's delivery.timeout.ms default
    };
    if (m_partitioner == KafkaPartitioner::Default)
        overrides.emplace_back("partitioner", "murmur2_random"); // the Java client's placement
    auto producer = m_client.createClient(RD_KAFKA_PRODUCER, overrides, {}, &m_trail,
                                          &KafkaSink::configure, this);
    if (!producer)
        return fail(producer.status());
    m_producer = std::move(*producer);
    rd_kafka_topic_conf_t *tconf = rd_kafka_default_topic_conf_dup(m_producer.get());
    if (!tconf)
        tconf = rd_kafka_topic_conf_new();
    if (m_partitioner != KafkaPartitioner::Default)
        rd_kafka_topic_conf_set_partitioner_cb(tconf, &KafkaSink::choosePartition);
    m_topic = rd_kafka_topic_new(m_producer.get(), m_topicName.c_str(), tconf);
    if (!m_topic)
        return fail(Status::invalidArgument(sluice::Engine::tr("Cannot use topic '%1': %2")
                                                .arg(m_topicName)
                                                .arg(rd_kafka_err2str(rd_kafka_last_error()))));
    return Status::ok();
}

Status KafkaSink::openTransaction(OperatorContext &context)
{
    // One transaction for the job's exactly-once sinks (they commit together, as the checkpoint
    // completes); without a coordinator (batch mode) this sink's own, committed at its end.
    auto make = [&]() -> Result<std::shared_ptr<CheckpointCommitter>> {
        auto tx = KafkaTransaction::open(m_client, m_transactionalIdPrefix, m_topicName,
                                         context.committers ? context.committers->jobId() : std::string(),
                                         context.committers ? context.committers->lineage() : std::string());
        if (!tx)
            return tx.status();
        return std::shared_ptr<CheckpointCommitter>(std::move(*tx));
    };
    std::shared_ptr<CheckpointCommitter> committer;
    if (context.committers) {
        auto shared = context.committers->obtain(
            "kafka\n" + m_client.identity() + "\n" + m_transactionalIdPrefix,
            sluice::Engine::tr("Kafka sink '%1' (bootstrap servers '%2', transactional id prefix '%3')")
                .arg(m_node.name)
                .arg(m_client.bootstrapServers())
                .arg(m_transactionalIdPrefix),
            make);
        if (!shared)
            return fail(shared.status());
        committer = std::move(*shared);
    } else {
        auto own = make();
        if (!own)
            return fail(own.status());
        committer = std::move(*own);
    }
    m_transaction = std::static_pointer_cast<KafkaTransaction>(committer);
    auto topic = m_transaction->topic(m_topicName, m_partitioner);
    if (!topic)
        return fail(topic.status());
    m_topic = *topic;
    m_writer = &m_transaction->addWriter(m_subtaskIndex, m_partitioner);
    return Status::ok();
}

Status KafkaSink::checkConnection()
{
    if (m_connected)
        return Status::ok();
    if (const std::string fatal = trail().fatal(); !fatal.empty())
        return Status::ioError(sluice::Engine::tr("Kafka client error for bootstrap servers '%1': %2")
                                   .arg(m_client.bootstrapServers())
                                   .arg(fatal));
    const rd_kafka_metadata_t *raw = nullptr;
    const rd_kafka_resp_err_t err = rd_kafka_metadata(producer(), 0, m_topic, &raw, kCallTimeoutMs);
    if (err == RD_KAFKA_RESP_ERR_NO_ERROR) {
        KafkaMetadata md(raw);
        const rd_kafka_resp_err_t topicErr = md->topic_cnt > 0 ? md->topics[0].err
                                                               : RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART;
        if (topicErr == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART)
            return Status::notFound(sluice::Engine::tr("Topic '%1' does not exist on the Kafka cluster at '%2' "
                                                       "and the cluster did not create it")
                                        .arg(m_topicName)
                                        .arg(m_client.bootstrapServers()));
        if (topicErr == RD_KAFKA_RESP_ERR_TOPIC_AUTHORIZATION_FAILED)
            return Status::ioError(sluice::Engine::tr("Not authorized to write to topic '%1'").arg(m_topicName));
        m_connected = true;
        return Status::ok();
    }
    if (Clock::now() >= m_connectDeadline)
        return m_client.unreachable(trail(), sluice::Engine::tr("connecting the sink"));
    return Status::ok();
}

Status KafkaSink::deliveryStatus() const
{
    if (m_transaction)
        return m_transaction->status();
    if (m_guarantee == Guarantee::AtLeastOnce && !m_deliveryError.isOk())
        return m_deliveryError;
    return Status::ok();
}

Status KafkaSink::produce(const RowBatch &batch, std::size_t row, bool tombstone)
{
    m_key.clear();
    m_value.clear();
    const bool hasKey = m_keyEncoder != nullptr;
    if (hasKey) {
        if (Status s = m_keyEncoder->serialize(batch, row, m_key); !s.isOk())
            return s;
    }
    bool nullValue = tombstone;
    if (!tombstone) {
        if (m_rawValue && m_rawValue->isNull(batch, row))
            nullValue = true;
        else if (Status s = m_valueEncoder->serialize(batch, row, m_value); !s.isOk())
            return s;
    }
    std::int64_t timestamp = 0;
    if (m_timestampColumn && !batch.isNull(*m_timestampColumn, row))
        timestamp = batch.get<TimestampValue>(*m_timestampColumn, row).millis;
    if (m_transaction)
        return m_transaction->send(*m_writer, m_topic, hasKey ? &m_key : nullptr, nullValue ? nullptr : &m_value,
                                   timestamp);
    const auto deadline = Clock::now() + m_client.blockingTimeout();
    void *key = hasKey ? m_key.data() : nullptr;
    const std::size_t keyLen = hasKey ? m_key.size() : 0;
    void *value = nullValue ? nullptr : m_value.data();
    const std::size_t valueLen = nullValue ? 0 : m_value.size();
    while (true) {
        const rd_kafka_resp_err_t err = rd_kafka_producev(
            m_producer.get(), RD_KAFKA_V_RKT(m_topic), RD_KAFKA_V_PARTITION(RD_KAFKA_PARTITION_UA),
            RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY),
            RD_KAFKA_V_KEY(key, keyLen), RD_KAFKA_V_VALUE(value, valueLen),
            RD_KAFKA_V_TIMESTAMP(timestamp), RD_KAFKA_V_OPAQUE(this), RD_KAFKA_V_END);
        if (err == RD_KAFKA_RESP_ERR_NO_ERROR)
            return Status::ok();
        if (err != RD_KAFKA_RESP_ERR__QUEUE_FULL)
            return Status::ioError(
                sluice::Engine::tr("Cannot produce to topic '%1': %2").arg(m_topicName).arg(rd_kafka_err2str(err)));
        // The local queue is full: serve delivery reports until there is room (backpressure).
        rd_kafka_poll(m_producer.get(), 10);
        if (Status s = deliveryStatus(); !s.isOk())
            return s;
        if (Status s = checkConnection(); !s.isOk())
            return s;
        if (Clock::now() >= deadline)
            return Status::ioError(sluice::Engine::tr("The Kafka producer queue for topic '%1' stayed full for %2 ms")
                                       .arg(m_topicName)
                                       .arg(m_client.blockingTimeout().count()));
    }
}

Status KafkaSink::processBatch(int, const RowBatch &batch, Output &)
{
    if (!m_layout.upsert()) {
        if (Status s = requireInsertOnly(batch, m_node.name, "kafka"); !s.isOk())
            return fail(s);
    }
    if (!m_connected) {
        if (Status s = checkConnection(); !s.isOk())
            return fail(s);
    }
    const RowKind *kinds = batch.kinds();
    for (std::size_t r = 0; r < batch.size(); ++r) {
        const RowKind kind = kinds[r];
        if (kind == RowKind::UpdateBefore)
            continue;
        if (Status s = produce(batch, r, kind == RowKind::Delete); !s.isOk())
            return fail(s);
    }
    if (m_transaction) {
        if (Status s = m_transaction->poll(*m_writer); !s.isOk())
            return fail(s);
    } else {
        rd_kafka_poll(m_producer.get(), 0);
        if (Status s = deliveryStatus(); !s.isOk())
            return fail(s);
    }
    notifyRowListener(context(), m_node.name, batch);
    return Status::ok();
}

Status KafkaSink::onProcessingTime(std::int64_t, Output &)
{
    if (m_transaction) {
        if (Status s = m_transaction->poll(*m_writer); !s.isOk())
            return fail(s);
    } else if (m_producer) {
        rd_kafka_poll(m_producer.get(), 0);
    } else {
        return Status::ok();
    }
    if (Status s = checkConnection(); !s.isOk())
        return fail(s);
    if (Status s = deliveryStatus(); !s.isOk())
        return fail(s);
    return Status::ok();
}

Status KafkaSink::flush()
{
    while (rd_kafka_outq_len(m_producer.get()) > 0) {
        rd_kafka_flush(m_producer.get(), kCallTimeoutMs);
        if (Status s = deliveryStatus(); !s.isOk())
            return s;
        if (Status s = checkConnection(); !s.isOk())
            return s;
    }
    rd_kafka_poll(m_producer.get(), 0);
    m_flushed = true;
    return deliveryStatus();
}

Status KafkaSink::endInput(Output &)
{
    if (m_transaction) {
        if (Status s = m_transaction->end(*m_writer, /*commit=*/!m_periodicCheckpoints); !s.isOk())
            return fail(s);
        m_flushed = true;
        return Status::ok();
    }
    if (!m_producer)
        return Status::ok();
    if (Status s = flush(); !s.isOk())
        return fail(s);
    return Status::ok();
}

Status KafkaSink::prepareSnapshotPreBarrier(std::int64_t checkpointId, Output &)
{
    if (m_transaction) {
        m_transaction->barrier(*m_writer, checkpointId);
        return Status::ok();
    }
    if (!m_producer || m_guarantee != Guarantee::AtLeastOnce)
        return Status::ok();
    if (Status s = flush(); !s.isOk())
        return fail(s);
    m_flushed = false; // more messages follow the barrier
    return Status::ok();
}

void KafkaSink::close()
{
    if (m_transaction) {
        // The transaction aborts what no checkpoint committed when its last holder lets go.
        m_writer = nullptr;
        m_topic = nullptr;
        m_transaction.reset();
        return;
    }
    if (!m_producer)
        return;
    if (!m_flushed) {
        // Stopped or failed: what the job handed over is still delivered (at least once), for
        // as long as the broker takes it; only a broker gone quiet has the rest dropped, said.
        const auto deadline = std::chrono::steady_clock::now() + kStopFlushTimeout;
        while (rd_kafka_outq_len(m_producer.get()) > 0 && std::chrono::steady_clock::now() < deadline &&
               checkConnection().isOk())
            rd_kafka_flush(m_producer.get(), kCallTimeoutMs);
        if (const int left = rd_kafka_outq_len(m_producer.get()); left > 0) {
            rd_kafka_purge(m_producer.get(), RD_KAFKA_PURGE_F_QUEUE | RD_KAFKA_PURGE_F_INFLIGHT);
            if (m_stopLog)
                m_stopLog(
                    "sluice: " + m_subtaskName + ": " + std::to_string(left) +
                    " messages could not be delivered to Kafka before the job stopped (the broker did not "
                    "take them within " + std::to_string(kStopFlushTimeout.count()) + " s) and were dropped");
        }
    }
    rd_kafka_poll(m_producer.get(), 0);
    if (m_topic) {
        rd_kafka_topic_destroy(m_topic);
        m_topic = nullptr;
    }
    m_producer.reset();
}

} // namespace sluice::exec
