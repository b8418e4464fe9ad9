#include "connectors/kafka_offset_resolver.h"

#include <sluice/text.h>

namespace sluice::exec {

Result<bool> KafkaOffsetResolver::position(rd_kafka_t *consumer,
                                          std::chrono::steady_clock::time_point deadline,
                                          std::vector<KafkaPartition> &partitions) const
{
    // 1. Low and high watermarks of every partition still to position.
    for (KafkaPartition &p : partitions) {
        if (p.positioned || p.haveWatermarks)
            continue;
        const rd_kafka_resp_err_t err = rd_kafka_query_watermark_offsets(
            consumer, p.topic.c_str(), p.id, &p.low, &p.high, kafkaCallTimeoutMs(deadline));
        if (err == RD_KAFKA_RESP_ERR_NO_ERROR) {
            p.haveWatermarks = true;
            continue;
        }
        if (err == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART)
            return Status::notFound(
                sluice::Engine::tr("Partition %1 does not exist").arg(kafkaPartitionName(p.topic, p.id)));
        if (std::chrono::steady_clock::now() >= deadline)
            return m_client.unreachable(
                m_trail, sluice::Engine::tr("looking up the offsets of %1").arg(kafkaPartitionName(p.topic, p.id)));
        return false;
    }
    std::vector<KafkaPartition *> todo;
    for (KafkaPartition &p : partitions) {
        if (!p.positioned)
            todo.push_back(&p);
    }
    if (todo.empty())
        return true;
    const KafkaOffsetMode start = m_settings.startMode;
    const KafkaOffsetMode stop = m_settings.stopMode;
    const std::string firstTopic = m_settings.topics.empty() ? std::string() : m_settings.topics.front();

    auto lookup = [&](bool committed, std::int64_t timestamp,
                      std::vector<std::int64_t> &out) -> Result<bool> {
        KafkaPartitionList list(rd_kafka_topic_partition_list_new(static_cast<int>(todo.size())));
        for (KafkaPartition *p : todo)
            rd_kafka_topic_partition_list_add(list.get(), p->topic.c_str(), p->id)->offset =
                committed ? RD_KAFKA_OFFSET_INVALID : timestamp;
        const rd_kafka_resp_err_t err =
            committed ? rd_kafka_committed(consumer, list.get(), kafkaCallTimeoutMs(deadline))
                      : rd_kafka_offsets_for_times(consumer, list.get(), kafkaCallTimeoutMs(deadline));
        if (err != RD_KAFKA_RESP_ERR_NO_ERROR) {
            if (std::chrono::steady_clock::now() >= deadline)
                return m_client.unreachable(m_trail, committed
                                                         ? sluice::Engine::tr("fetching committed offsets")
                                                         : sluice::Engine::tr("looking up offsets by timestamp"));
            return false;
        }
        out.clear();
        for (int i = 0; i < list->cnt; ++i) {
            const rd_kafka_topic_partition_t &e = list->elems[i];
            if (e.err != RD_KAFKA_RESP_ERR_NO_ERROR) {
                if (isRetriableKafkaError(e.err) && std::chrono::steady_clock::now() < deadline)
                    return false;
                return Status::ioError(sluice::Engine::tr("Cannot look up the offsets of %1: %2")
                                           .arg(kafkaPartitionName(e.topic, e.partition))
                                           .arg(rd_kafka_err2str(e.err)));
            }
            out.push_back(e.offset);
        }
        return true;
    };
    const bool needCommitted =
        m_userGroup && (start == KafkaOffsetMode::GroupOffsets || stop == KafkaOffsetMode::GroupOffsets ||
                        start == KafkaOffsetMode::SpecificOffsets ||
                        stop == KafkaOffsetMode::SpecificOffsets);
    std::vector<std::int64_t> committed(todo.size(), -1), startTs(todo.size(), -1),
        stopTs(todo.size(), -1);
    if (needCommitted) {
        auto r = lookup(true, 0, committed);
        if (!r || !*r)
            return r;
    }
    if (start == KafkaOffsetMode::Timestamp) {
        auto r = lookup(false, m_settings.startTimestamp, startTs);
        if (!r || !*r)
            return r;
    }
    if (stop == KafkaOffsetMode::Timestamp) {
        auto r = lookup(false, m_settings.stopTimestamp, stopTs);
        if (!r || !*r)
            return r;
    }
    const std::string reset = m_client.property("auto.offset.reset").value_or("none");
    for (std::size_t i = 0; i < todo.size(); ++i) {
        KafkaPartition &p = *todo[i];
        const std::int64_t c = committed[i] >= 0 ? committed[i] : -1;
        if (p.discoveredLater) {
            p.next = p.low; // Flink starts newly discovered partitions at the earliest offset
        } else {
            switch (start) {
            case KafkaOffsetMode::Earliest: p.next = p.low; break;
            case KafkaOffsetMode::Latest: p.next = p.high; break;
            case KafkaOffsetMode::GroupOffsets:
                if (c >= 0)
                    p.next = c;
                else if (reset == "earliest" || reset == "smallest")
                    p.next = p.low;
                else if (reset == "latest" || reset == "largest")
                    p.next = p.high;
                else
                    return Status::invalidArgument(
                        sluice::Engine::tr("Group '%1' has no committed offset for partition %2 and "
                                           "'properties.auto.offset.reset' is not set (Flink's default is "
                                           "none); set it to earliest or latest, or choose another "
                                           "'scan.startup.mode'")
                            .arg(*m_client.groupId())
                            .arg(kafkaPartitionName(p.topic, p.id)));
                break;
            case KafkaOffsetMode::Timestamp:
                if (startTs[i] >= 0) {
                    p.next = startTs[i];
                } else {
                    p.next = p.low;
                    p.skipBeforeTimestamp = true;
                }
                break;
            case KafkaOffsetMode::SpecificOffsets: {
                auto it = m_settings.startOffsets.find(p.id);
                if (p.topic == firstTopic && it != m_settings.startOffsets.end())
                    p.next = it->second;
                else
                    p.next = c >= 0 ? c : p.low;
                break;
            }
            case KafkaOffsetMode::Unbounded: p.next = p.low; break;
            }
        }
        switch (stop) {
        case KafkaOffsetMode::Unbounded: p.stop = INT64_MAX; break;
        case KafkaOffsetMode::Earliest: p.stop = p.low; break;
        case KafkaOffsetMode::Latest: p.stop = p.high; break;
        case KafkaOffsetMode::GroupOffsets:
            if (c < 0)
                return Status::invalidArgument(
                    sluice::Engine::tr("Group '%1' has no committed offset for partition %2 to stop at "
                                       "('scan.bounded.mode' = 'group-offsets')")
                        .arg(*m_client.groupId())
                        .arg(kafkaPartitionName(p.topic, p.id)));
            p.stop = c;
            break;
        case KafkaOffsetMode::Timestamp:
            if (stopTs[i] >= 0) {
                p.stop = stopTs[i];
            } else {
                p.stop = p.high;
                p.stopAtTimestamp = true;
            }
            break;
        case KafkaOffsetMode::SpecificOffsets: {
            auto it = m_settings.stopOffsets.find(p.id);
            if (p.topic == firstTopic && it != m_settings.stopOffsets.end())
                p.stop = it->second;
            else
                p.stop = c >= 0 ? c : p.low;
            break;
        }
        }
        p.next = std::max(p.next, std::int64_t{0});
        p.positioned = true;
        if (p.next >= p.stop)
            p.done = true;
    }
    return true;
}

} // namespace sluice::exec
