#include "connectors/kafka_partition_discovery.h"

#include <sluice/text.h>

#include <re2/re2.h>

#include <algorithm>

namespace sluice::exec {

KafkaPartitionDiscovery::KafkaPartitionDiscovery(const KafkaSourceSettings &settings,
                                                 const KafkaClientConfig &client,
                                                 const KafkaErrorTrail &trail)
    : m_settings(settings), m_client(client), m_trail(trail)
{
}

KafkaPartitionDiscovery::~KafkaPartitionDiscovery() = default;

Status KafkaPartitionDiscovery::open()
{
    if (m_settings.topicPattern.empty())
        return Status::ok();
    m_pattern = std::make_unique<re2::RE2>(m_settings.topicPattern, re2::RE2::Quiet);
    if (!m_pattern->ok())
        return Status::invalidArgument(
            sluice::Engine::tr("'topic-pattern' is not a valid regular expression: %1").arg(m_pattern->error()));
    return Status::ok();
}

Result<bool> KafkaPartitionDiscovery::discover(rd_kafka_t *consumer, bool initial,
                                               std::chrono::steady_clock::time_point deadline,
                                               int subtask, int parallelism,
                                               std::vector<KafkaPartition> &partitions) const
{
    using Clock = std::chrono::steady_clock;
    const rd_kafka_metadata_t *raw = nullptr;
    const rd_kafka_resp_err_t err =
        rd_kafka_metadata(consumer, 1, nullptr, &raw, kafkaCallTimeoutMs(deadline));
    if (err != RD_KAFKA_RESP_ERR_NO_ERROR) {
        if (!initial)
            return false; // discovery retries at its next interval
        if (const std::string fatal = m_trail.fatal(); !fatal.empty())
            return Status::ioError(sluice::Engine::tr("Kafka client error for bootstrap servers '%1': %2")
                                       .arg(m_client.bootstrapServers())
                                       .arg(fatal));
        if (Clock::now() >= deadline)
            return m_client.unreachable(m_trail, sluice::Engine::tr("fetching topic metadata"));
        return false;
    }
    KafkaMetadata md(raw);
    std::vector<std::pair<std::string, std::int32_t>> found;
    auto addTopic = [&](const rd_kafka_metadata_topic_t &t) {
        for (int p = 0; p < t.partition_cnt; ++p)
            found.emplace_back(t.topic, t.partitions[p].id);
    };
    if (m_pattern) {
        for (int i = 0; i < md->topic_cnt; ++i) {
            const rd_kafka_metadata_topic_t &t = md->topics[i];
            const std::string name = t.topic;
            if (name.rfind("__", 0) == 0 || t.err != RD_KAFKA_RESP_ERR_NO_ERROR)
                continue; // internal topics, as the admin client's listTopics() leaves them out
            if (re2::RE2::FullMatch(name, *m_pattern))
                addTopic(t);
        }
    } else {
        for (const std::string &topic : m_settings.topics) {
            const rd_kafka_metadata_topic_t *t = nullptr;
            for (int i = 0; i < md->topic_cnt; ++i) {
                if (topic == md->topics[i].topic)
                    t = &md->topics[i];
            }
            if (!t || t->err == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART) {
                if (!initial)
                    continue;
                return Status::notFound(sluice::Engine::tr("Topic '%1' does not exist on the Kafka cluster at '%2'")
                                            .arg(topic)
                                            .arg(m_client.bootstrapServers()));
            }
            if (t->err != RD_KAFKA_RESP_ERR_NO_ERROR) {
                if (!initial)
                    continue;
                if (isRetriableKafkaError(t->err) && Clock::now() < deadline)
                    return false;
                return Status::ioError(sluice::Engine::tr("Cannot read the metadata of topic '%1': %2")
                                           .arg(topic)
                                           .arg(rd_kafka_err2str(t->err)));
            }
            addTopic(*t);
        }
    }
    for (const auto &[topic, id] : found) {
        if (kafkaSplitOwner(topic, id, parallelism) != subtask)
            continue;
        const bool known = std::any_of(partitions.begin(), partitions.end(), [&](const KafkaPartition &p) {
            return p.id == id && p.topic == topic;
        });
        if (known)
            continue;
        KafkaPartition p;
        p.topic = topic;
        p.id = id;
        p.discoveredLater = !initial;
        partitions.push_back(std::move(p));
    }
    return true;
}

} // namespace sluice::exec
