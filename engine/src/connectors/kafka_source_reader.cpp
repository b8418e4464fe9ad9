#include "connectors/kafka_source_reader.h"

#include <sluice/text.h>

#include "common/byte_codec.h"

#include "exec/row_key_selector.h"

#include <algorithm>
#include <random>

namespace sluice::exec {

namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kReadBudget = std::chrono::milliseconds(20);
constexpr std::size_t kMaxMessagesPerCall = 1024;

} // namespace

Result<std::unique_ptr<SourceReader>> KafkaSourceReader::create(const plan::ScanNode &scan)
{
    if (!scan.table)
        return Status::internal("a Kafka scan without its table");
    const TableOptions o(scan.options);
    const bool upsert = o.getString("connector", "") == "upsert-kafka";
    auto client = KafkaClientConfig::fromOptions(scan.options);
    if (!client)
        return client.status();
    auto settings = KafkaSourceSettings::from(scan.options, upsert, *client);
    if (!settings)
        return settings.status();
    auto layout = KafkaFormatLayout::resolve(*scan.table, scan.options, upsert);
    if (!layout)
        return layout.status();
    auto metadata = KafkaRecordDecoder::metadataColumns(scan);
    if (!metadata)
        return metadata.status();
    std::unique_ptr<SourceReader> reader = std::make_unique<KafkaSourceReader>(
        scan, std::move(*client), std::move(*settings), std::move(*layout), std::move(*metadata));
    return reader;
}

KafkaSourceReader::KafkaSourceReader(const plan::ScanNode &scan, KafkaClientConfig client,
                                     KafkaSourceSettings settings, KafkaFormatLayout layout,
                                     std::vector<KafkaRecordDecoder::MetadataColumn> metadata)
    : m_scan(scan), m_client(std::move(client)), m_settings(std::move(settings)),
      m_layout(std::move(layout)), m_userGroup(m_client.groupId().has_value()),
      m_discovery(m_settings, m_client, m_trail),
      m_offsets(m_settings, m_client, m_trail, m_userGroup),
      m_decoder(m_scan, m_layout, std::move(metadata))
{
}

KafkaSourceReader::~KafkaSourceReader()
{
    close();
}

Status KafkaSourceReader::fail(Status s) const
{
    const std::string table = m_scan.table ? m_scan.table->name : std::string("?");
    return Status(s.code(), sluice::Engine::tr("Kafka source '%1': %2").arg(table).arg(s.text()));
}

bool KafkaSourceReader::pushDownWatermark(const SourceWatermark &watermark)
{
    m_pushedWatermark = watermark;
    return true;
}

std::int64_t KafkaSourceReader::watermark() const
{
    return m_watermarks ? m_watermarks->watermark() : INT64_MIN;
}

bool KafkaSourceReader::idle() const
{
    return m_watermarks && m_watermarks->idle();
}

Status KafkaSourceReader::open(OperatorContext &context)
{
    m_context = &context;
    m_checkpointing = context.periodicCheckpoints;
    if (Status s = m_decoder.open(); !s.isOk())
        return fail(s);
    if (Status s = m_discovery.open(); !s.isOk())
        return fail(s);
    if (m_pushedWatermark) {
        std::chrono::milliseconds jobIdleTimeout{0};
        if (context.config) {
            if (auto t = context.config->getDuration("table.exec.source.idle-timeout"))
                jobIdleTimeout = std::chrono::duration_cast<std::chrono::milliseconds>(*t);
        }
        m_watermarks.emplace();
        if (Status s = m_watermarks->open(*m_pushedWatermark, schemaFromPlan(m_scan.schema),
                                          context.clock, m_settings.idleTimeout(jobIdleTimeout),
                                          context.name, ExpressionSession::of(context.config));
            !s.isOk())
            return s;
    }

    std::string group;
    if (m_userGroup) {
        group = *m_client.groupId();
    } else {
        std::random_device rd;
        group = "sluice-" + std::to_string(rd()) + std::to_string(rd());
    }
    const std::vector<std::pair<std::string, std::string>> overrides = {
        {"client.id", "sluice-source"},
        {"auto.offset.reset", "earliest"},
        {"reconnect.backoff.max.ms", "1000"},
        {"fetch.wait.max.ms", "100"},
    };
    std::vector<std::pair<std::string, std::string>> forced = {
        {"group.id", group},
        {"enable.auto.commit", "false"},
        {"enable.auto.offset.store", "false"},
        {"enable.partition.eof", "true"},
    };
    auto consumer = m_client.createClient(RD_KAFKA_CONSUMER, overrides, forced, &m_trail);
    if (!consumer)
        return fail(consumer.status());
    m_consumer = std::move(*consumer);
    m_queue.reset(rd_kafka_queue_get_consumer(m_consumer.get()));
    if (!m_queue)
        return fail(Status::internal("the Kafka consumer has no queue"));
    m_messages.resize(kMaxMessagesPerCall);
    m_phase = Phase::Discover;
    m_deadline = Clock::now() + m_client.blockingTimeout();
    return Status::ok();
}

Status KafkaSourceReader::assign()
{
    KafkaPartitionList list(rd_kafka_topic_partition_list_new(static_cast<int>(m_partitions.size())));
    for (const KafkaPartition &p : m_partitions) {
        if (p.done || !p.positioned)
            continue;
        rd_kafka_topic_partition_list_add(list.get(), p.topic.c_str(), p.id)->offset = p.next;
    }
    const rd_kafka_resp_err_t err = rd_kafka_assign(m_consumer.get(), list.get());
    if (err != RD_KAFKA_RESP_ERR_NO_ERROR)
        return Status::ioError(sluice::Engine::tr("Cannot assign Kafka partitions: %1").arg(rd_kafka_err2str(err)));
    return Status::ok();
}

void KafkaSourceReader::markDone(KafkaPartition &part)
{
    if (part.done)
        return;
    part.done = true;
    if (m_watermarks)
        m_watermarks->finish(static_cast<std::size_t>(&part - m_partitions.data()));
    KafkaPartitionList list(rd_kafka_topic_partition_list_new(1));
    rd_kafka_topic_partition_list_add(list.get(), part.topic.c_str(), part.id);
    rd_kafka_pause_partitions(m_consumer.get(), list.get());
}

KafkaPartition *KafkaSourceReader::find(const rd_kafka_message_t *msg)
{
    const char *topic = rd_kafka_topic_name(msg->rkt);
    auto matches = [&](const KafkaPartition &p) {
        return p.id == msg->partition && p.topic == topic;
    };
    if (m_lastHit < m_partitions.size() && matches(m_partitions[m_lastHit]))
        return &m_partitions[m_lastHit];
    for (std::size_t i = 0; i < m_partitions.size(); ++i) {
        if (matches(m_partitions[i])) {
            m_lastHit = i;
            return &m_partitions[i];
        }
    }
    return nullptr;
}

Status KafkaSourceReader::handleMessage(rd_kafka_message_t *msg, RowBatch &batch)
{
    if (msg->err != RD_KAFKA_RESP_ERR_NO_ERROR) {
        if (msg->err == RD_KAFKA_RESP_ERR__PARTITION_EOF) {
            if (KafkaPartition *p = find(msg)) {
                p->next = std::max(p->next, msg->offset);
                if (p->next >= p->stop)
                    markDone(*p);
            }
            return Status::ok();
        }
        const std::string text = rd_kafka_message_errstr(msg);
        if (isRetriableKafkaError(msg->err) || msg->err == RD_KAFKA_RESP_ERR__RESOLVE ||
            msg->err == RD_KAFKA_RESP_ERR__MSG_TIMED_OUT) {
            m_trail.record(msg->err, text);
            return Status::ok(); // librdkafka retries on its own
        }
        if (msg->rkt)
            return Status::ioError(sluice::Engine::tr("Kafka consumer error (%1): %2")
                                       .arg(kafkaPartitionName(rd_kafka_topic_name(msg->rkt), msg->partition))
                                       .arg(text));
        return Status::ioError(sluice::Engine::tr("Kafka consumer error: %1").arg(text));
    }
    KafkaPartition *part = find(msg);
    if (!part || part->done)
        return Status::ok(); // fetched before the partition reached its stop offset
    if (msg->offset >= part->stop) {
        markDone(*part);
        return Status::ok();
    }
    if (part->stopAtTimestamp || part->skipBeforeTimestamp) {
        const std::int64_t ts = rd_kafka_message_timestamp(msg, nullptr);
        if (part->stopAtTimestamp && ts >= m_settings.stopTimestamp) {
            markDone(*part);
            return Status::ok();
        }
        if (part->skipBeforeTimestamp) {
            if (ts < m_settings.startTimestamp) {
                part->next = msg->offset + 1;
                part->commitPending = true;
                return Status::ok();
            }
            part->skipBeforeTimestamp = false;
        }
    }
    Status s = m_decoder.decode(msg, *part, batch, m_context->metrics);
    if (!s.isOk())
        return s;
    if (m_watermarks)
        m_rowPartitions.resize(batch.size(), static_cast<std::uint32_t>(part - m_partitions.data()));
    part->next = msg->offset + 1;
    part->commitPending = true;
    if (part->next >= part->stop)
        markDone(*part);
    return Status::ok();
}

Result<bool> KafkaSourceReader::readInto(RowBatch &batch)
{
    const auto deadline = Clock::now() + kReadBudget;
    bool any = false;
    m_rowPartitions.clear();
    while (batch.size() < batch.capacity()) {
        const std::size_t room = std::min(kMaxMessagesPerCall, batch.capacity() - batch.size());
        const int timeout = any || !batch.empty() ? 0 : static_cast<int>(kReadBudget.count());
        const ssize_t n = rd_kafka_consume_batch_queue(m_queue.get(), timeout, m_messages.data(), room);
        if (n < 0)
            return Status::ioError(
                sluice::Engine::tr("Kafka consumer error: %1").arg(rd_kafka_err2str(rd_kafka_last_error())));
        if (n == 0)
            break;
        any = true;
        Status status = Status::ok();
        for (ssize_t i = 0; i < n; ++i) {
            if (status.isOk())
                status = handleMessage(m_messages[static_cast<std::size_t>(i)], batch);
            rd_kafka_message_destroy(m_messages[static_cast<std::size_t>(i)]);
        }
        if (!status.isOk())
            return status;
        if (Clock::now() >= deadline)
            break;
    }
    if (m_watermarks) {
        if (Status s = m_watermarks->observe(batch, m_rowPartitions); !s.isOk())
            return s;
    }
    return any;
}

void KafkaSourceReader::commit(bool finalCommit)
{
    // Without checkpoints only the consumer's auto-commit commits (Flink turns it off unless the
    // table asks); with them, the end of a bounded read stands for the final checkpoint.
    const bool commits = m_checkpointing ? m_settings.commitOnCheckpoint : m_settings.autoCommit;
    if (!m_userGroup || !m_consumer || !commits)
        return;
    KafkaPartitionList list(rd_kafka_topic_partition_list_new(static_cast<int>(m_partitions.size())));
    for (KafkaPartition &p : m_partitions) {
        if (!p.commitPending)
            continue;
        rd_kafka_topic_partition_list_add(list.get(), p.topic.c_str(), p.id)->offset = p.next;
        p.commitPending = false;
    }
    if (list->cnt == 0)
        return;
    if (finalCommit) {
        m_commitQueue.reset(rd_kafka_queue_new(m_consumer.get()));
        rd_kafka_commit_queue(m_consumer.get(), list.get(), m_commitQueue.get(), nullptr, nullptr);
    } else {
        rd_kafka_commit(m_consumer.get(), list.get(), 1);
    }
}

Result<SourceState> KafkaSourceReader::poll(RowBatch &batch)
{
    // Serve the client's error callbacks (its main queue; messages come from the consumer
    // queue), so an authentication failure fails the job at once rather than at the timeout.
    if (m_consumer)
        rd_kafka_poll(m_consumer.get(), 0);
    if (const std::string fatal = m_trail.fatal(); !fatal.empty())
        return fail(Status::ioError(sluice::Engine::tr("Kafka client error for bootstrap servers '%1': %2")
                                        .arg(m_client.bootstrapServers())
                                        .arg(fatal)));
    const auto now = Clock::now();
    switch (m_phase) {
    case Phase::Discover: {
        auto r = m_discovery.discover(m_consumer.get(), true, m_deadline, m_context->subtaskIndex,
                                      m_context->parallelism, m_partitions);
        if (!r)
            return fail(r.status());
        if (!*r)
            return SourceState::Idle;
        m_phase = Phase::Position;
        m_deadline = Clock::now() + m_client.blockingTimeout();
        [[fallthrough]];
    }
    case Phase::Position: {
        positionRestored();
        auto r = m_offsets.position(m_consumer.get(), m_deadline, m_partitions);
        if (!r)
            return fail(r.status());
        if (!*r)
            return SourceState::Idle;
        if (m_watermarks) {
            m_watermarks->setPartitionCount(m_partitions.size());
            for (std::size_t i = 0; i < m_partitions.size(); ++i) {
                if (m_partitions[i].done)
                    m_watermarks->finish(i);
            }
        }
        if (Status s = assign(); !s.isOk())
            return fail(s);
        m_phase = Phase::Read;
        m_nextDiscovery = Clock::now() + m_settings.discoveryInterval;
        m_nextCommit = Clock::now() + m_settings.commitInterval;
        return SourceState::MoreAvailable;
    }
    case Phase::Read: {
        if (m_settings.discoveryInterval.count() > 0 && now >= m_nextDiscovery) {
            m_nextDiscovery = now + m_settings.discoveryInterval;
            m_deadline = now + m_client.blockingTimeout();
            const std::size_t before = m_partitions.size();
            auto r = m_discovery.discover(m_consumer.get(), false, m_deadline,
                                          m_context->subtaskIndex, m_context->parallelism,
                                          m_partitions);
            if (!r)
                return fail(r.status());
            if (m_partitions.size() > before) {
                m_phase = Phase::Position;
                return SourceState::Idle;
            }
        }
        auto r = readInto(batch);
        if (!r)
            return fail(r.status());
        if (m_watermarks)
            m_watermarks->update();
        if (now >= m_nextCommit && !m_checkpointing) {
            commit(false);
            m_nextCommit = now + m_settings.commitInterval;
        }
        if (bounded() && std::all_of(m_partitions.begin(), m_partitions.end(),
                                     [](const KafkaPartition &p) { return p.done; })) {
            commit(true);
            m_phase = Phase::Commit;
            m_deadline = Clock::now() + m_client.blockingTimeout();
            return SourceState::MoreAvailable;
        }
        return batch.empty() ? SourceState::Idle : SourceState::MoreAvailable;
    }
    case Phase::Commit: {
        // Wait (in short slices) for the final commit, so group offsets are durable when the job
        // ends; a failed commit does not fail the job (as in Flink, where commits are best effort).
        if (m_commitQueue && now < m_deadline) {
            rd_kafka_event_t *ev = rd_kafka_queue_poll(m_commitQueue.get(), kafkaCallTimeoutMs(m_deadline));
            if (!ev)
                return SourceState::Idle;
            rd_kafka_event_destroy(ev);
        }
        m_commitQueue.reset();
        m_phase = Phase::Finished;
        return SourceState::Finished;
    }
    case Phase::Finished: return SourceState::Finished;
    }
    return SourceState::Finished;
}

void KafkaSourceReader::close()
{
    if (!m_consumer)
        return;
    // Best effort, never waited for; with checkpoints only a complete one commits (what was read
    // since is not yet safe downstream).
    if (m_phase == Phase::Read && !m_checkpointing)
        commit(false);
    m_commitQueue.reset();
    m_queue.reset();
    m_consumer.reset();
}

void KafkaSourceReader::positionRestored()
{
    if (!m_restored)
        return;
    for (KafkaPartition &p : m_partitions) {
        if (p.positioned)
            continue;
        const auto it = m_restored->find(kafkaPartitionName(p.topic, p.id));
        if (it == m_restored->end()) {
            p.discoveredLater = true;
            continue;
        }
        p.next = it->second.next;
        p.stop = it->second.stop;
        p.positioned = true;
        p.done = it->second.done || p.next >= p.stop;
    }
}

Status KafkaSourceReader::snapshotPosition(std::int64_t checkpointId, std::vector<SourceSplitState> &out)
{
    auto &offsets = m_checkpointOffsets[checkpointId];
    for (const KafkaPartition &p : m_partitions) {
        if (!p.positioned)
            continue;
        ByteWriter w;
        w.i64(p.next);
        w.i64(p.stop);
        w.boolean(p.done);
        out.push_back({kafkaPartitionName(p.topic, p.id), w.take()});
        offsets.emplace_back(p.topic, p.id, p.next);
    }
    // Partitions found but not positioned yet keep the positions a restore gave them.
    if (m_restored) {
        for (const auto &[name, r] : *m_restored) {
            const bool known = std::any_of(m_partitions.begin(), m_partitions.end(), [&](const KafkaPartition &p) {
                return p.positioned && kafkaPartitionName(p.topic, p.id) == name;
            });
            if (known)
                continue;
            ByteWriter w;
            w.i64(r.next);
            w.i64(r.stop);
            w.boolean(r.done);
            out.push_back({name, w.take()});
        }
    }
    return Status::ok();
}

Status KafkaSourceReader::restorePosition(const std::vector<SourceSplitState> &splits, int)
{
    m_restored.emplace();
    for (const SourceSplitState &split : splits) {
        ByteReader r(split.state, "the position of Kafka partition " + split.id);
        Restored pos{};
        pos.next = r.i64("next offset");
        pos.stop = r.i64("stop offset");
        pos.done = r.boolean("done flag");
        if (!r.ok())
            return r.status();
        // Every old subtask's splits come: this subtask takes those it is assigned at discovery.
        // A subtask that had not yet positioned a partition it was given passed on the position
        // it was restored with; the subtask reading it wrote a newer one. Offsets only advance,
        // so the furthest is the partition's.
        auto [it, inserted] = m_restored->emplace(split.id, pos);
        if (!inserted && (pos.next > it->second.next || pos.done))
            it->second = pos;
    }
    return Status::ok();
}

void KafkaSourceReader::notifyCheckpointComplete(std::int64_t checkpointId)
{
    const auto it = m_checkpointOffsets.find(checkpointId);
    if (it != m_checkpointOffsets.end() && m_userGroup && m_consumer && m_settings.commitOnCheckpoint &&
        !it->second.empty()) {
        KafkaPartitionList list(rd_kafka_topic_partition_list_new(static_cast<int>(it->second.size())));
        for (const auto &[topic, partition, next] : it->second) {
            if (next >= 0)
                rd_kafka_topic_partition_list_add(list.get(), topic.c_str(), partition)->offset = next;
        }
        if (list->cnt > 0)
            rd_kafka_commit(m_consumer.get(), list.get(), 1); // asynchronous, best effort as in Flink
    }
    m_checkpointOffsets.erase(m_checkpointOffsets.begin(), m_checkpointOffsets.upper_bound(checkpointId));
}

} // namespace sluice::exec
