#include "connectors/kafka_source_reader.h"

#include <re2/re2.h>

#include <algorithm>
#include <charconv>
#include <random>

namespace sluice::exec {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kCallTimeoutMs = 50;
constexpr auto kReadBudget = std::chrono::milliseconds(20);
constexpr std::size_t kMaxMessagesPerCall = 1024;

Result<KafkaOffsetMode> parseMode(const TableOptions &o, const char *key, const char *fallback,
                                  bool stop)
{
    const std::string v = o.getString(key, fallback);
    if (v == "earliest-offset" && !stop)
        return KafkaOffsetMode::Earliest;
    if (v == "latest-offset")
        return KafkaOffsetMode::Latest;
    if (v == "group-offsets")
        return KafkaOffsetMode::GroupOffsets;
    if (v == "timestamp")
        return KafkaOffsetMode::Timestamp;
    if (v == "specific-offsets")
        return KafkaOffsetMode::SpecificOffsets;
    if (v == "unbounded" && stop)
        return KafkaOffsetMode::Unbounded;
    return Status::invalidArgument(
        std::string("Invalid value for option '") + key + "': '" + v + "'; expected " +
        (stop ? "unbounded, latest-offset, group-offsets, timestamp or specific-offsets"
              : "earliest-offset, latest-offset, group-offsets, timestamp or specific-offsets"));
}

bool parseLong(std::string_view s, std::int64_t &out)
{
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ')
        s.remove_suffix(1);
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}

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

std::string partitionName(const std::string &topic, std::int32_t id)
{
    return topic + "-" + std::to_string(id);
}

bool isRetriable(rd_kafka_resp_err_t err)
{
    return err == RD_KAFKA_RESP_ERR__TIMED_OUT || err == RD_KAFKA_RESP_ERR__TRANSPORT ||
           err == RD_KAFKA_RESP_ERR__ALL_BROKERS_DOWN || err == RD_KAFKA_RESP_ERR__WAIT_COORD ||
           err == RD_KAFKA_RESP_ERR_COORDINATOR_NOT_AVAILABLE ||
           err == RD_KAFKA_RESP_ERR_NOT_COORDINATOR ||
           err == RD_KAFKA_RESP_ERR_COORDINATOR_LOAD_IN_PROGRESS ||
           err == RD_KAFKA_RESP_ERR_LEADER_NOT_AVAILABLE ||
           err == RD_KAFKA_RESP_ERR_NOT_LEADER_FOR_PARTITION ||
           err == RD_KAFKA_RESP_ERR__NODE_UPDATE ||
           err == RD_KAFKA_RESP_ERR_REQUEST_TIMED_OUT || err == RD_KAFKA_RESP_ERR__IN_PROGRESS ||
           err == RD_KAFKA_RESP_ERR__STATE || err == RD_KAFKA_RESP_ERR_BROKER_NOT_AVAILABLE ||
           err == RD_KAFKA_RESP_ERR_NETWORK_EXCEPTION || err == RD_KAFKA_RESP_ERR__RETRY ||
           err == RD_KAFKA_RESP_ERR_UNKNOWN_LEADER_EPOCH ||
           err == RD_KAFKA_RESP_ERR_FENCED_LEADER_EPOCH || err == RD_KAFKA_RESP_ERR__WAIT_CACHE;
}

} // namespace

Result<std::map<std::int32_t, std::int64_t>> parseKafkaSpecificOffsets(std::string_view value,
                                                                      std::string_view key)
{
    auto invalid = [&]() {
        return Status::invalidArgument(
            "Invalid properties '" + std::string(key) +
            "' should follow the format 'partition:0,offset:42;partition:1,offset:300', but is '" +
            std::string(value) + "'.");
    };
    std::map<std::int32_t, std::int64_t> out;
    const std::vector<std::string> pairs = splitOptionList(value);
    if (pairs.empty())
        return invalid();
    for (const std::string &p : pairs) {
        const auto comma = p.find(',');
        if (comma == std::string::npos)
            return invalid();
        std::string_view a = std::string_view(p).substr(0, comma);
        std::string_view b = std::string_view(p).substr(comma + 1);
        constexpr std::string_view kPartition = "partition:", kOffset = "offset:";
        while (!a.empty() && a.front() == ' ')
            a.remove_prefix(1);
        while (!b.empty() && b.front() == ' ')
            b.remove_prefix(1);
        if (a.substr(0, kPartition.size()) != kPartition || b.substr(0, kOffset.size()) != kOffset)
            return invalid();
        std::int64_t partition = 0, offset = 0;
        if (!parseLong(a.substr(kPartition.size()), partition) ||
            !parseLong(b.substr(kOffset.size()), offset) || partition < 0 || partition > INT32_MAX)
            return invalid();
        out[static_cast<std::int32_t>(partition)] = offset;
    }
    return out;
}

Result<KafkaSourceSettings> KafkaSourceSettings::from(const TableOptions::Pairs &options, bool upsert,
                                                      const KafkaClientConfig &client)
{
    const TableOptions o(options);
    KafkaSourceSettings s;
    const auto topic = o.get("topic");
    const auto pattern = o.get("topic-pattern");
    if (topic && pattern)
        return Status::invalidArgument("Option 'topic' and 'topic-pattern' shouldn't be set together.");
    if (!topic && !pattern)
        return Status::invalidArgument("Either 'topic' or 'topic-pattern' must be set.");
    if (topic) {
        s.topics = splitOptionList(*topic);
        if (s.topics.empty())
            return Status::invalidArgument("Option 'topic' names no topic");
        if (upsert && s.topics.size() != 1)
            return Status::invalidArgument("The upsert-kafka connector reads exactly one topic");
    } else {
        s.topicPattern = *pattern;
    }
    if (upsert) {
        // Flink's upsert-kafka always reads the whole topic and never stops.
        s.startMode = KafkaOffsetMode::Earliest;
    } else {
        auto start = parseMode(o, "scan.startup.mode", "group-offsets", false);
        if (!start)
            return start.status();
        s.startMode = *start;
        auto stop = parseMode(o, "scan.bounded.mode", "unbounded", true);
        if (!stop)
            return stop.status();
        s.stopMode = *stop;
    }
    auto timestampOf = [&](const char *key, std::int64_t &out) -> Status {
        auto v = o.getOptionalLong(key);
        if (!v)
            return v.status();
        if (!*v)
            return Status::invalidArgument(std::string("'") + key + "' is required in 'timestamp' mode "
                                           "but missing.");
        out = **v;
        return Status::ok();
    };
    auto offsetsOf = [&](const char *key, std::map<std::int32_t, std::int64_t> &out) -> Status {
        auto v = o.get(key);
        if (!v)
            return Status::invalidArgument(std::string("'") + key +
                                           "' is required in 'specific-offsets' mode but missing.");
        if (!s.topicPattern.empty() || s.topics.size() != 1)
            return Status::invalidArgument(std::string("'") + key + "' needs exactly one 'topic'");
        auto parsed = parseKafkaSpecificOffsets(*v, key);
        if (!parsed)
            return parsed.status();
        out = std::move(*parsed);
        return Status::ok();
    };
    if (s.startMode == KafkaOffsetMode::Timestamp) {
        if (Status st = timestampOf("scan.startup.timestamp-millis", s.startTimestamp); !st.isOk())
            return st;
    }
    if (s.startMode == KafkaOffsetMode::SpecificOffsets) {
        if (Status st = offsetsOf("scan.startup.specific-offsets", s.startOffsets); !st.isOk())
            return st;
    }
    if (s.stopMode == KafkaOffsetMode::Timestamp) {
        if (Status st = timestampOf("scan.bounded.timestamp-millis", s.stopTimestamp); !st.isOk())
            return st;
    }
    if (s.stopMode == KafkaOffsetMode::SpecificOffsets) {
        if (Status st = offsetsOf("scan.bounded.specific-offsets", s.stopOffsets); !st.isOk())
            return st;
    }
    if ((s.startMode == KafkaOffsetMode::GroupOffsets || s.stopMode == KafkaOffsetMode::GroupOffsets) &&
        !client.groupId())
        return Status::invalidArgument("Property 'properties.group.id' is required when using "
                                       "committed offsets ('group-offsets' mode)");
    auto discovery = o.getDuration("scan.topic-partition-discovery.interval");
    if (!discovery)
        return discovery.status();
    if (*discovery)
        s.discoveryInterval = std::chrono::duration_cast<std::chrono::milliseconds>(**discovery);
    if (s.stopMode != KafkaOffsetMode::Unbounded)
        s.discoveryInterval = std::chrono::milliseconds(0); // a bounded source reads a fixed set
    if (auto interval = client.property("auto.commit.interval.ms")) {
        std::int64_t v = 0;
        if (parseLong(*interval, v) && v > 0)
            s.commitInterval = std::chrono::milliseconds(v);
    }
    return s;
}

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
                "Invalid metadata key '" + key + "' in column '" + c.name + "' of table '" +
                scan.table->name + "'. The Kafka source of the embedded engine supports the "
                "metadata keys topic, partition, offset, timestamp and timestamp-type.");
        }
        if (!typeOk)
            return Status::invalidArgument("Metadata column '" + c.name + "' (key '" + key +
                                           "') cannot be of type " + t.toString());
        metadata.push_back(m);
    }
    std::unique_ptr<SourceReader> reader = std::make_unique<KafkaSourceReader>(
        scan, std::move(*client), std::move(*settings), std::move(*layout), std::move(metadata));
    return reader;
}

KafkaSourceReader::KafkaSourceReader(const plan::ScanNode &scan, KafkaClientConfig client,
                                     KafkaSourceSettings settings, KafkaFormatLayout layout,
                                     std::vector<MetadataColumn> metadata)
    : m_scan(scan), m_client(std::move(client)), m_settings(std::move(settings)),
      m_layout(std::move(layout)), m_metadata(std::move(metadata))
{
}

KafkaSourceReader::~KafkaSourceReader()
{
    close();
}

int KafkaSourceReader::callTimeoutMs() const
{
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(m_deadline - Clock::now()).count();
    return static_cast<int>(std::clamp<std::int64_t>(left, 1, kCallTimeoutMs));
}

Status KafkaSourceReader::fail(Status s) const
{
    const std::string table = m_scan.table ? m_scan.table->name : std::string("?");
    return Status(s.code(), "Kafka source '" + table + "': " + s.message());
}

Status KafkaSourceReader::open(OperatorContext &context)
{
    m_context = &context;
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
            return fail(p.status());
        valuePositions.push_back(*p);
    }
    m_keyPositions.clear();
    for (const int c : m_layout.keyColumns()) {
        auto p = positionOf(c);
        if (!p)
            return fail(p.status());
        m_keyPositions.push_back(*p);
    }
    auto value = m_layout.valueDeserializer(m_scan.options, valuePositions);
    if (!value)
        return fail(value.status());
    m_valueDecoder = std::move(*value);
    if (m_layout.hasKey()) {
        auto key = m_layout.keyDeserializer(m_scan.options, m_keyPositions);
        if (!key)
            return fail(key.status());
        m_keyDecoder = std::move(*key);
        m_keyScratch = RowBatch(m_schema, 1);
    }
    if (!m_settings.topicPattern.empty()) {
        m_pattern = std::make_unique<re2::RE2>(m_settings.topicPattern, re2::RE2::Quiet);
        if (!m_pattern->ok())
            return fail(Status::invalidArgument("'topic-pattern' is not a valid regular expression: " +
                                                m_pattern->error()));
    }

    m_userGroup = m_client.groupId().has_value();
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

Result<bool> KafkaSourceReader::discover(bool initial)
{
    const rd_kafka_metadata_t *raw = nullptr;
    const rd_kafka_resp_err_t err =
        rd_kafka_metadata(m_consumer.get(), 1, nullptr, &raw, callTimeoutMs());
    if (err != RD_KAFKA_RESP_ERR_NO_ERROR) {
        if (!initial)
            return false; // discovery retries at its next interval
        if (const std::string fatal = m_trail.fatal(); !fatal.empty())
            return Status::ioError("Kafka client error for bootstrap servers '" +
                                   m_client.bootstrapServers() + "': " + fatal);
        if (Clock::now() >= m_deadline)
            return m_client.unreachable(m_trail, "fetching topic metadata");
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
                return Status::notFound("Topic '" + topic + "' does not exist on the Kafka cluster at '" +
                                        m_client.bootstrapServers() + "'");
            }
            if (t->err != RD_KAFKA_RESP_ERR_NO_ERROR) {
                if (!initial)
                    continue;
                if (isRetriable(t->err) && Clock::now() < m_deadline)
                    return false;
                return Status::ioError("Cannot read the metadata of topic '" + topic + "': " +
                                       rd_kafka_err2str(t->err));
            }
            addTopic(*t);
        }
    }
    for (const auto &[topic, id] : found) {
        if (kafkaSplitOwner(topic, id, m_context->parallelism) != m_context->subtaskIndex)
            continue;
        const bool known = std::any_of(m_partitions.begin(), m_partitions.end(), [&](const Partition &p) {
            return p.id == id && p.topic == topic;
        });
        if (known)
            continue;
        Partition p;
        p.topic = topic;
        p.id = id;
        p.discoveredLater = !initial;
        m_partitions.push_back(std::move(p));
    }
    return true;
}

Result<bool> KafkaSourceReader::position()
{
    // 1. Low and high watermarks of every partition still to position.
    for (Partition &p : m_partitions) {
        if (p.positioned || p.haveWatermarks)
            continue;
        const rd_kafka_resp_err_t err = rd_kafka_query_watermark_offsets(
            m_consumer.get(), p.topic.c_str(), p.id, &p.low, &p.high, callTimeoutMs());
        if (err == RD_KAFKA_RESP_ERR_NO_ERROR) {
            p.haveWatermarks = true;
            continue;
        }
        if (err == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART)
            return Status::notFound("Partition " + partitionName(p.topic, p.id) + " does not exist");
        if (Clock::now() >= m_deadline)
            return m_client.unreachable(m_trail, "looking up the offsets of " + partitionName(p.topic, p.id));
        return false;
    }
    std::vector<Partition *> todo;
    for (Partition &p : m_partitions) {
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
        for (Partition *p : todo)
            rd_kafka_topic_partition_list_add(list.get(), p->topic.c_str(), p->id)->offset =
                committed ? RD_KAFKA_OFFSET_INVALID : timestamp;
        const rd_kafka_resp_err_t err =
            committed ? rd_kafka_committed(m_consumer.get(), list.get(), callTimeoutMs())
                      : rd_kafka_offsets_for_times(m_consumer.get(), list.get(), callTimeoutMs());
        if (err != RD_KAFKA_RESP_ERR_NO_ERROR) {
            if (Clock::now() >= m_deadline)
                return m_client.unreachable(m_trail, committed ? "fetching committed offsets"
                                                               : "looking up offsets by timestamp");
            return false;
        }
        out.clear();
        for (int i = 0; i < list->cnt; ++i) {
            const rd_kafka_topic_partition_t &e = list->elems[i];
            if (e.err != RD_KAFKA_RESP_ERR_NO_ERROR) {
                if (isRetriable(e.err) && Clock::now() < m_deadline)
                    return false;
                return Status::ioError("Cannot look up the offsets of " +
                                       partitionName(e.topic, e.partition) + ": " +
                                       rd_kafka_err2str(e.err));
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
        Partition &p = *todo[i];
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
                        "Group '" + *m_client.groupId() + "' has no committed offset for partition " +
                        partitionName(p.topic, p.id) + " and 'properties.auto.offset.reset' is not "
                        "set (Flink's default is none); set it to earliest or latest, or choose "
                        "another 'scan.startup.mode'");
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
                return Status::invalidArgument("Group '" + *m_client.groupId() +
                                               "' has no committed offset for partition " +
                                               partitionName(p.topic, p.id) +
                                               " to stop at ('scan.bounded.mode' = 'group-offsets')");
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

Status KafkaSourceReader::assign()
{
    KafkaPartitionList list(rd_kafka_topic_partition_list_new(static_cast<int>(m_partitions.size())));
    for (const Partition &p : m_partitions) {
        if (p.done || !p.positioned)
            continue;
        rd_kafka_topic_partition_list_add(list.get(), p.topic.c_str(), p.id)->offset = p.next;
    }
    const rd_kafka_resp_err_t err = rd_kafka_assign(m_consumer.get(), list.get());
    if (err != RD_KAFKA_RESP_ERR_NO_ERROR)
        return Status::ioError(std::string("Cannot assign Kafka partitions: ") + rd_kafka_err2str(err));
    return Status::ok();
}

void KafkaSourceReader::markDone(Partition &part)
{
    if (part.done)
        return;
    part.done = true;
    KafkaPartitionList list(rd_kafka_topic_partition_list_new(1));
    rd_kafka_topic_partition_list_add(list.get(), part.topic.c_str(), part.id);
    rd_kafka_pause_partitions(m_consumer.get(), list.get());
}

KafkaSourceReader::Partition *KafkaSourceReader::find(const rd_kafka_message_t *msg)
{
    const char *topic = rd_kafka_topic_name(msg->rkt);
    auto matches = [&](const Partition &p) {
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

Status KafkaSourceReader::decodeRow(const rd_kafka_message_t *msg, Partition &part, RowBatch &batch)
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
    auto malformed = [&](const char *what, const Status &s, formats::RowDeserializer &d) -> Status {
        if (d.ignoreParseErrors()) {
            if (m_context->metrics)
                m_context->metrics->add(MetricCounter::ParseErrorsSkipped);
            return Status::ok();
        }
        return Status::invalidArgument("Failed to deserialize the " + std::string(what) +
                                       " of the message at " + partitionName(part.topic, part.id) +
                                       " offset " + std::to_string(msg->offset) + ": " + s.message());
    };
    if (m_keyDecoder) {
        if (!msg->key && m_layout.keyFormat() != "raw")
            return Status::ok(); // a null key decodes to no row, as in Flink
        m_keyScratch.clear();
        if (msg->key) {
            Status s = m_keyDecoder->deserialize(textOf(msg->key, msg->key_len, m_layout.keyFormat()),
                                                 m_keyScratch);
            if (!s.isOk())
                return malformed("key", s, *m_keyDecoder);
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
            return malformed("value", s, *m_valueDecoder);
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

Status KafkaSourceReader::handleMessage(rd_kafka_message_t *msg, RowBatch &batch)
{
    if (msg->err != RD_KAFKA_RESP_ERR_NO_ERROR) {
        if (msg->err == RD_KAFKA_RESP_ERR__PARTITION_EOF) {
            if (Partition *p = find(msg)) {
                p->next = std::max(p->next, msg->offset);
                if (p->next >= p->stop)
                    markDone(*p);
            }
            return Status::ok();
        }
        const std::string text = rd_kafka_message_errstr(msg);
        if (isRetriable(msg->err) || msg->err == RD_KAFKA_RESP_ERR__RESOLVE ||
            msg->err == RD_KAFKA_RESP_ERR__MSG_TIMED_OUT) {
            m_trail.record(msg->err, text);
            return Status::ok(); // librdkafka retries on its own
        }
        std::string where;
        if (msg->rkt)
            where = " (" + partitionName(rd_kafka_topic_name(msg->rkt), msg->partition) + ")";
        return Status::ioError("Kafka consumer error" + where + ": " + text);
    }
    Partition *part = find(msg);
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
    Status s = decodeRow(msg, *part, batch);
    if (!s.isOk())
        return s;
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
    while (batch.size() < batch.capacity()) {
        const std::size_t room = std::min(kMaxMessagesPerCall, batch.capacity() - batch.size());
        const int timeout = any || !batch.empty() ? 0 : static_cast<int>(kReadBudget.count());
        const ssize_t n = rd_kafka_consume_batch_queue(m_queue.get(), timeout, m_messages.data(), room);
        if (n < 0)
            return Status::ioError(std::string("Kafka consumer error: ") +
                                   rd_kafka_err2str(rd_kafka_last_error()));
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
    return any;
}

void KafkaSourceReader::commit(bool finalCommit)
{
    if (!m_userGroup || !m_consumer)
        return;
    KafkaPartitionList list(rd_kafka_topic_partition_list_new(static_cast<int>(m_partitions.size())));
    for (Partition &p : m_partitions) {
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
    if (const std::string fatal = m_trail.fatal(); !fatal.empty())
        return fail(Status::ioError("Kafka client error for bootstrap servers '" +
                                    m_client.bootstrapServers() + "': " + fatal));
    const auto now = Clock::now();
    switch (m_phase) {
    case Phase::Discover: {
        auto r = discover(true);
        if (!r)
            return fail(r.status());
        if (!*r)
            return SourceState::Idle;
        m_phase = Phase::Position;
        m_deadline = Clock::now() + m_client.blockingTimeout();
        [[fallthrough]];
    }
    case Phase::Position: {
        auto r = position();
        if (!r)
            return fail(r.status());
        if (!*r)
            return SourceState::Idle;
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
            auto r = discover(false);
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
        if (now >= m_nextCommit) {
            commit(false);
            m_nextCommit = now + m_settings.commitInterval;
        }
        if (bounded() && std::all_of(m_partitions.begin(), m_partitions.end(),
                                     [](const Partition &p) { return p.done; })) {
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
            rd_kafka_event_t *ev = rd_kafka_queue_poll(m_commitQueue.get(), callTimeoutMs());
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
    if (m_phase == Phase::Read)
        commit(false); // best effort; never waited for
    m_commitQueue.reset();
    m_queue.reset();
    m_consumer.reset();
}

} // namespace sluice::exec
