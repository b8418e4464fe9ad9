#include "connectors/kafka_transaction.h"

#include <sluice/text.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <climits>
#include <cstring>
#include <thread>

namespace sluice::exec {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::int64_t kEndOfInput = -1;
constexpr int kSliceMs = 100;
/// Flink's KafkaSink asks for one hour, which brokers refuse unless their
/// transaction.max.timeout.ms (15 min by default) is raised; this is the most a default broker
/// allows. A transaction open longer (a checkpoint interval beyond it) is aborted by the broker.
constexpr const char *kTransactionTimeoutMs = "900000";

std::string markerGroup(const std::string &transactionalId)
{
    return "sluice-commits-" + transactionalId;
}

struct ErrorDeleter {
    void operator()(rd_kafka_error_t *e) const { rd_kafka_error_destroy(e); }
};
using KafkaError = std::unique_ptr<rd_kafka_error_t, ErrorDeleter>;

struct GroupMetadataDeleter {
    void operator()(rd_kafka_consumer_group_metadata_t *g) const { rd_kafka_consumer_group_metadata_destroy(g); }
};

/// Runs a transactional call until it succeeds, fails for good, or `deadline` passes (retriable
/// errors are tried again, as librdkafka asks).
KafkaError retrying(const std::function<rd_kafka_error_t *()> &call, Clock::time_point deadline)
{
    while (true) {
        KafkaError error(call());
        if (!error || !rd_kafka_error_is_retriable(error.get()) || Clock::now() >= deadline)
            return error;
        std::this_thread::sleep_for(std::chrono::milliseconds(kSliceMs));
    }
}

int sliceOf(Clock::time_point deadline)
{
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::clamp<std::int64_t>(left, 1, 10000));
}

} // namespace

struct KafkaTransaction::Message {
    rd_kafka_topic_t *topic = nullptr;
    std::string key;
    std::string value;
    bool hasKey = false;
    bool nullValue = false;
    std::int64_t timestamp = 0;
    std::int64_t tag = 0; ///< the writer's last barrier before it
};

struct KafkaTransaction::Writer {
    KafkaTransaction *owner = nullptr;
    int subtask = 0;
    KafkaPartitioner partitioner = KafkaPartitioner::Default;
    std::atomic<std::uint32_t> roundRobin{0}; // librdkafka's partitioner, any thread
    std::mutex mutex;
    std::deque<std::int64_t> barriers; // REQUIRES: mutex; passed, newer than the last commit
    std::deque<Message> buffer;        // REQUIRES: mutex; waiting for their transaction
    bool ended = false;                // REQUIRES: owner->m_commitMutex
};

std::int32_t chooseKafkaPartition(KafkaPartitioner partitioner, int subtask, std::atomic<std::uint32_t> &counter,
                                  const rd_kafka_topic_t *topic, std::int32_t partitionCount)
{
    if (partitionCount <= 0)
        return RD_KAFKA_PARTITION_UA;
    if (partitioner == KafkaPartitioner::Fixed)
        return subtask % partitionCount;
    // Kafka's RoundRobinPartitioner: the next available partition, else the next one.
    const std::uint32_t start = counter.fetch_add(1, std::memory_order_relaxed);
    for (std::int32_t i = 0; i < partitionCount; ++i) {
        const auto p = static_cast<std::int32_t>((start + static_cast<std::uint32_t>(i)) %
                                                 static_cast<std::uint32_t>(partitionCount));
        if (rd_kafka_topic_partition_available(topic, p))
            return p;
    }
    return static_cast<std::int32_t>(start % static_cast<std::uint32_t>(partitionCount));
}

KafkaTransaction::KafkaTransaction(std::string transactionalId, std::string markerTopic, std::string jobId,
                                   std::string lineage, std::chrono::milliseconds timeout)
    : m_transactionalId(std::move(transactionalId)), m_markerTopic(std::move(markerTopic)),
      m_jobId(std::move(jobId)), m_lineage(std::move(lineage)), m_timeout(timeout)
{
}

void KafkaTransaction::configure(rd_kafka_conf_t *conf, void *)
{
    rd_kafka_conf_set_dr_msg_cb(conf, &KafkaTransaction::onDelivery);
}

void KafkaTransaction::onDelivery(rd_kafka_t *, const rd_kafka_message_t *msg, void *)
{
    auto *writer = static_cast<Writer *>(msg->_private);
    if (!writer || msg->err == RD_KAFKA_RESP_ERR_NO_ERROR)
        return;
    writer->owner->breakWith(
        Status::ioError(sluice::Engine::tr("Failed to deliver a message to topic '%1' in transaction '%2': %3")
                            .arg(rd_kafka_topic_name(msg->rkt))
                            .arg(writer->owner->m_transactionalId)
                            .arg(rd_kafka_err2str(msg->err))));
}

std::int32_t KafkaTransaction::partition(const rd_kafka_topic_t *rkt, const void *, std::size_t,
                                         std::int32_t partitionCount, void *, void *messageOpaque)
{
    auto *writer = static_cast<Writer *>(messageOpaque);
    return chooseKafkaPartition(writer->partitioner, writer->subtask, writer->roundRobin, rkt, partitionCount);
}

Result<std::shared_ptr<KafkaTransaction>> KafkaTransaction::open(const KafkaClientConfig &client,
                                                                 std::string transactionalId,
                                                                 std::string markerTopic, std::string jobId,
                                                                 std::string lineage)
{
    std::shared_ptr<KafkaTransaction> tx(new KafkaTransaction(std::move(transactionalId), std::move(markerTopic),
                                                              std::move(jobId), std::move(lineage),
                                                              client.blockingTimeout()));
    auto producer = client.createClient(RD_KAFKA_PRODUCER,
                                        {{"client.id", "sluice-sink"},
                                         {"reconnect.backoff.max.ms", "1000"},
                                         {"message.timeout.ms", "120000"},
                                         {"transaction.timeout.ms", kTransactionTimeoutMs},
                                         {"partitioner", "murmur2_random"}},
                                        {{"transactional.id", tx->m_transactionalId}}, &tx->m_trail,
                                        &KafkaTransaction::configure, tx.get());
    if (!producer)
        return producer.status();
    tx->m_producer = std::move(*producer);
    rd_kafka_t *rk = tx->m_producer.get();
    const auto deadline = Clock::now() + tx->m_timeout;
    // Fences every earlier producer of this id: what a previous run left open is aborted.
    if (KafkaError e = retrying([&] { return rd_kafka_init_transactions(rk, sliceOf(deadline)); }, deadline))
        return Status::ioError(sluice::Engine::tr("Cannot start Kafka transactions as '%1' on '%2': %3")
                                   .arg(tx->m_transactionalId)
                                   .arg(client.bootstrapServers())
                                   .arg(rd_kafka_error_string(e.get())));
    if (KafkaError e(rd_kafka_begin_transaction(rk)); e)
        return Status::ioError(sluice::Engine::tr("Cannot begin a Kafka transaction as '%1': %2")
                                   .arg(tx->m_transactionalId)
                                   .arg(rd_kafka_error_string(e.get())));
    return tx;
}

KafkaTransaction::~KafkaTransaction()
{
    if (!m_producer)
        return;
    // What no checkpoint committed is dropped, as Flink aborts on close; bounded so a lost broker
    // never holds up a cancel (the broker aborts it at the transaction timeout anyway).
    const int wait = static_cast<int>(std::min<std::int64_t>(m_timeout.count(), 5000));
    rd_kafka_error_destroy(rd_kafka_abort_transaction(m_producer.get(), wait));
    for (auto &[name, topic] : m_topics)
        rd_kafka_topic_destroy(topic);
    m_topics.clear();
    m_producer.reset();
}

Result<std::optional<KafkaTransaction::Commit>> KafkaTransaction::lastCommit(const KafkaClientConfig &client,
                                                                             const std::string &transactionalId,
                                                                             const std::string &markerTopic)
{
    const auto deadline = Clock::now() + client.blockingTimeout();
    KafkaErrorTrail trail;
    {
        auto fence = client.createClient(RD_KAFKA_PRODUCER, {{"client.id", "sluice-restore"}},
                                         {{"transactional.id", transactionalId}}, &trail);
        if (!fence)
            return fence.status();
        rd_kafka_t *rk = fence->get();
        if (KafkaError e = retrying([&] { return rd_kafka_init_transactions(rk, sliceOf(deadline)); }, deadline))
            return Status::ioError(sluice::Engine::tr("Cannot settle Kafka transaction '%1' on '%2': %3")
                                       .arg(transactionalId)
                                       .arg(client.bootstrapServers())
                                       .arg(rd_kafka_error_string(e.get())));
    }
    auto consumer = client.createClient(RD_KAFKA_CONSUMER,
                                        {{"client.id", "sluice-restore"}},
                                        {{"group.id", markerGroup(transactionalId)},
                                         {"isolation.level", "read_committed"},
                                         {"enable.auto.commit", "false"}},
                                        &trail);
    if (!consumer)
        return consumer.status();
    KafkaPartitionList list(rd_kafka_topic_partition_list_new(1));
    rd_kafka_topic_partition_list_add(list.get(), markerTopic.c_str(), 0);
    while (true) {
        const rd_kafka_resp_err_t err = rd_kafka_committed(consumer->get(), list.get(), sliceOf(deadline));
        const rd_kafka_resp_err_t partErr = err ? err : list->elems[0].err;
        if (partErr == RD_KAFKA_RESP_ERR_NO_ERROR)
            break;
        if ((!isRetriableKafkaError(partErr) && partErr != RD_KAFKA_RESP_ERR_UNSTABLE_OFFSET_COMMIT) ||
            Clock::now() >= deadline)
            return Status::ioError(
                sluice::Engine::tr("Cannot read the commit marker of Kafka transaction '%1' (group '%2'): %3")
                    .arg(transactionalId)
                    .arg(markerGroup(transactionalId))
                    .arg(rd_kafka_err2str(partErr)));
        std::this_thread::sleep_for(std::chrono::milliseconds(kSliceMs));
    }
    const rd_kafka_topic_partition_t &marker = list->elems[0];
    if (marker.offset < 0 || !marker.metadata)
        return std::optional<Commit>();
    // "<lineage>/<job id>:<checkpoint id or end>"; markers of older builds lack the lineage.
    const std::string text(static_cast<const char *>(marker.metadata), marker.metadata_size);
    const std::size_t colon = text.rfind(':');
    if (colon == std::string::npos)
        return std::optional<Commit>();
    Commit last;
    const std::string who = text.substr(0, colon);
    const std::size_t slash = who.find('/');
    last.jobId = slash == std::string::npos ? who : who.substr(slash + 1);
    last.lineage = slash == std::string::npos ? who : who.substr(0, slash);
    const std::string what = text.substr(colon + 1);
    last.endOfInput = what == "end";
    last.checkpointId = last.endOfInput ? marker.offset : std::strtoll(what.c_str(), nullptr, 10);
    return std::optional<Commit>(std::move(last));
}

Result<bool> KafkaTransaction::committed(const KafkaClientConfig &client, const std::string &transactionalId,
                                         const std::string &markerTopic, const std::string &jobId,
                                         std::int64_t checkpointId)
{
    auto last = lastCommit(client, transactionalId, markerTopic);
    if (!last)
        return last.status();
    if (!*last || (*last)->jobId != jobId)
        return false; // none, or another run's commit: this job's never happened
    return (*last)->endOfInput || (*last)->checkpointId >= checkpointId;
}

Result<rd_kafka_topic_t *> KafkaTransaction::topic(const std::string &name, KafkaPartitioner partitioner)
{
    std::lock_guard lock(m_commitMutex);
    for (const auto &[known, handle] : m_topics) {
        if (known == name)
            return handle;
    }
    rd_kafka_topic_conf_t *conf = rd_kafka_default_topic_conf_dup(m_producer.get());
    if (!conf)
        conf = rd_kafka_topic_conf_new();
    if (partitioner != KafkaPartitioner::Default)
        rd_kafka_topic_conf_set_partitioner_cb(conf, &KafkaTransaction::partition);
    rd_kafka_topic_t *handle = rd_kafka_topic_new(m_producer.get(), name.c_str(), conf);
    if (!handle)
        return Status::invalidArgument(
            sluice::Engine::tr("Cannot use topic '%1': %2").arg(name).arg(rd_kafka_err2str(rd_kafka_last_error())));
    m_topics.emplace_back(name, handle);
    return handle;
}

KafkaTransaction::Writer &KafkaTransaction::addWriter(int subtaskIndex, KafkaPartitioner partitioner)
{
    std::lock_guard lock(m_commitMutex);
    auto writer = std::make_unique<Writer>();
    writer->owner = this;
    writer->subtask = subtaskIndex;
    writer->partitioner = partitioner;
    m_writers.push_back(std::move(writer));
    return *m_writers.back();
}

bool KafkaTransaction::belongsToOpenTransaction(Writer &writer, std::int64_t tag)
{
    if (writer.barriers.empty())
        return true; // no barrier since the last commit: the common case, without the epoch lock
    std::lock_guard epoch(m_epochMutex);
    while (!writer.barriers.empty() && writer.barriers.front() <= m_committed)
        writer.barriers.pop_front();
    // The open transaction closes at the first checkpoint after the last commit that completes:
    // a message after barrier `tag` is in it when every newer barrier up to `tag` failed.
    for (const std::int64_t b : writer.barriers) {
        if (b > tag)
            break;
        if (!m_failed.count(b))
            return false;
    }
    return true;
}

Status KafkaTransaction::produce(const Message &m, Writer &writer)
{
    return produce(writer, m.topic, m.hasKey ? &m.key : nullptr, m.nullValue ? nullptr : &m.value, m.timestamp);
}

Status KafkaTransaction::produce(Writer &writer, rd_kafka_topic_t *topic, const std::string *key,
                                 const std::string *value, std::int64_t timestampMillis)
{
    const auto deadline = Clock::now() + m_timeout;
    while (true) {
        const rd_kafka_resp_err_t err = rd_kafka_producev(
            m_producer.get(), RD_KAFKA_V_RKT(topic), RD_KAFKA_V_PARTITION(RD_KAFKA_PARTITION_UA),
            RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY),
            RD_KAFKA_V_KEY(key ? key->data() : nullptr, key ? key->size() : 0),
            RD_KAFKA_V_VALUE(value ? const_cast<char *>(value->data()) : nullptr, value ? value->size() : 0),
            RD_KAFKA_V_TIMESTAMP(timestampMillis), RD_KAFKA_V_OPAQUE(&writer), RD_KAFKA_V_END);
        if (err == RD_KAFKA_RESP_ERR_NO_ERROR)
            return Status::ok();
        if (err != RD_KAFKA_RESP_ERR__QUEUE_FULL) {
            Status s = Status::ioError(sluice::Engine::tr("Cannot produce to topic '%1' in transaction '%2': %3")
                                           .arg(rd_kafka_topic_name(topic))
                                           .arg(m_transactionalId)
                                           .arg(rd_kafka_err2str(err)));
            breakWith(s);
            return s;
        }
        // The local queue is full: serve delivery reports until there is room (backpressure).
        rd_kafka_poll(m_producer.get(), 10);
        if (Status s = status(); !s.isOk())
            return s;
        if (Clock::now() >= deadline)
            return Status::ioError(
                sluice::Engine::tr("The Kafka producer queue of transaction '%1' stayed full for %2 ms")
                    .arg(m_transactionalId)
                    .arg(m_timeout.count()));
    }
}

Status KafkaTransaction::release(Writer &writer, std::int64_t before)
{
    while (!writer.buffer.empty()) {
        const Message &m = writer.buffer.front();
        const bool now = before == 0 ? belongsToOpenTransaction(writer, m.tag) : m.tag < before;
        if (!now)
            break;
        if (Status s = produce(m, writer); !s.isOk())
            return s;
        writer.buffer.pop_front();
    }
    return Status::ok();
}

Status KafkaTransaction::send(Writer &writer, rd_kafka_topic_t *topic, const std::string *key, const std::string *value,
                              std::int64_t timestampMillis)
{
    if (m_broken.load(std::memory_order_acquire))
        return status();
    std::lock_guard lock(writer.mutex);
    if (Status s = release(writer, 0); !s.isOk())
        return s;
    const std::int64_t tag = writer.barriers.empty() ? 0 : writer.barriers.back();
    if (writer.buffer.empty() && belongsToOpenTransaction(writer, tag))
        return produce(writer, topic, key, value, timestampMillis); // librdkafka copies
    Message m;
    m.topic = topic;
    m.hasKey = key != nullptr;
    m.nullValue = value == nullptr;
    m.timestamp = timestampMillis;
    m.tag = tag;
    if (key)
        m.key = *key;
    if (value)
        m.value = *value;
    writer.buffer.push_back(std::move(m));
    return Status::ok();
}

void KafkaTransaction::barrier(Writer &writer, std::int64_t checkpointId)
{
    std::lock_guard lock(writer.mutex);
    writer.barriers.push_back(checkpointId);
}

Status KafkaTransaction::poll(Writer &writer)
{
    {
        std::lock_guard lock(writer.mutex);
        if (Status s = release(writer, 0); !s.isOk())
            return s;
    }
    rd_kafka_poll(m_producer.get(), 0);
    return status();
}

Status KafkaTransaction::end(Writer &writer, bool commit)
{
    std::lock_guard lock(m_commitMutex);
    writer.ended = true;
    if (!commit)
        return status();
    if (!std::all_of(m_writers.begin(), m_writers.end(), [](const auto &w) { return w->ended; }))
        return status();
    return commitLocked(kEndOfInput);
}

Status KafkaTransaction::commit(std::int64_t checkpointId)
{
    std::lock_guard lock(m_commitMutex);
    return commitLocked(checkpointId);
}

Status KafkaTransaction::commitLocked(std::int64_t checkpointId)
{
    if (Status s = status(); !s.isOk())
        return s;
    rd_kafka_t *rk = m_producer.get();
    // Messages after older barriers (checkpoints that failed or are subsumed by this one) belong
    // to this transaction; at the end of input, every message does.
    const std::int64_t before = checkpointId == kEndOfInput ? INT64_MAX : checkpointId;
    for (const auto &writer : m_writers) {
        std::lock_guard lock(writer->mutex);
        if (Status s = release(*writer, before); !s.isOk())
            return s;
    }
    const auto deadline = Clock::now() + m_timeout;
    while (rd_kafka_outq_len(rk) > 0 && Clock::now() < deadline)
        rd_kafka_flush(rk, kSliceMs);
    if (Status s = status(); !s.isOk())
        return s;
    if (rd_kafka_outq_len(rk) > 0) {
        const std::string last = m_trail.last();
        Status s = last.empty()
                       ? Status::ioError(sluice::Engine::tr("Kafka transaction '%1' could not deliver its messages "
                                                            "within %2 ms")
                                             .arg(m_transactionalId)
                                             .arg(m_timeout.count()))
                       : Status::ioError(sluice::Engine::tr("Kafka transaction '%1' could not deliver its messages "
                                                            "within %2 ms (%3)")
                                             .arg(m_transactionalId)
                                             .arg(m_timeout.count())
                                             .arg(last));
        breakWith(s);
        return s;
    }
    // The marker: this commit's checkpoint, in the same transaction as the rows it covers.
    KafkaPartitionList marker(rd_kafka_topic_partition_list_new(1));
    rd_kafka_topic_partition_t *tp = rd_kafka_topic_partition_list_add(marker.get(), m_markerTopic.c_str(), 0);
    std::int64_t committedBefore = 0;
    {
        std::lock_guard epoch(m_epochMutex);
        committedBefore = m_committed;
    }
    tp->offset = checkpointId == kEndOfInput ? committedBefore : checkpointId;
    const std::string note = m_lineage + "/" + m_jobId + ":" + (checkpointId == kEndOfInput ? std::string("end") : std::to_string(checkpointId));
    tp->metadata = ::strdup(note.c_str()); // freed with the list
    tp->metadata_size = note.size();
    std::unique_ptr<rd_kafka_consumer_group_metadata_t, GroupMetadataDeleter> group(
        rd_kafka_consumer_group_metadata_new(markerGroup(m_transactionalId).c_str()));
    KafkaError error = retrying(
        [&] { return rd_kafka_send_offsets_to_transaction(rk, marker.get(), group.get(), sliceOf(deadline)); }, deadline);
    if (!error)
        error = retrying([&] { return rd_kafka_commit_transaction(rk, sliceOf(deadline)); }, deadline);
    if (error) {
        Status s = Status::ioError(sluice::Engine::tr("Cannot commit Kafka transaction '%1' for %2: %3")
                                       .arg(m_transactionalId)
                                       .arg(checkpointId == kEndOfInput
                                                ? sluice::Engine::tr("the end of input")
                                                : sluice::Engine::tr("checkpoint %1").arg(checkpointId))
                                       .arg(rd_kafka_error_string(error.get())));
        if (rd_kafka_error_txn_requires_abort(error.get()))
            rd_kafka_error_destroy(rd_kafka_abort_transaction(rk, sliceOf(deadline)));
        breakWith(s);
        return s;
    }
    if (KafkaError e(rd_kafka_begin_transaction(rk)); e) {
        Status s = Status::ioError(sluice::Engine::tr("Cannot begin a Kafka transaction as '%1': %2")
                                       .arg(m_transactionalId)
                                       .arg(rd_kafka_error_string(e.get())));
        breakWith(s);
        return s;
    }
    if (checkpointId != kEndOfInput) {
        std::lock_guard epoch(m_epochMutex);
        m_committed = std::max(m_committed, checkpointId);
        m_failed.erase(m_failed.begin(), m_failed.upper_bound(m_committed));
    }
    return Status::ok();
}

void KafkaTransaction::aborted(std::int64_t checkpointId)
{
    std::lock_guard epoch(m_epochMutex);
    if (checkpointId > m_committed)
        m_failed.insert(checkpointId);
}

std::string KafkaTransaction::describe() const
{
    // No client properties: they may hold secrets. A restore finds them in its own sink table.
    return nlohmann::json{{"kind", kDescriptionKind}, {"transactionalId", m_transactionalId}, {"markerTopic", m_markerTopic}}
        .dump();
}

Status KafkaTransaction::status() const
{
    std::lock_guard epoch(m_epochMutex);
    return m_error;
}

void KafkaTransaction::breakWith(Status s)
{
    std::lock_guard epoch(m_epochMutex);
    if (m_error.isOk())
        m_error = std::move(s);
    m_broken.store(true, std::memory_order_release);
}

} // namespace sluice::exec
