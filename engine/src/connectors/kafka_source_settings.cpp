#include "connectors/kafka_source_settings.h"

#include <sluice/text.h>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace sluice::exec {

namespace {

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
    if (stop)
        return Status::invalidArgument(sluice::Engine::tr("Invalid value for option '%1': '%2'; expected "
                                                          "unbounded, latest-offset, group-offsets, "
                                                          "timestamp or specific-offsets")
                                           .arg(key)
                                           .arg(v));
    return Status::invalidArgument(sluice::Engine::tr("Invalid value for option '%1': '%2'; expected "
                                                      "earliest-offset, latest-offset, group-offsets, "
                                                      "timestamp or specific-offsets")
                                       .arg(key)
                                       .arg(v));
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

} // namespace

Result<std::map<std::int32_t, std::int64_t>> parseKafkaSpecificOffsets(std::string_view value,
                                                                      std::string_view key)
{
    auto invalid = [&]() {
        return Status::invalidArgument(sluice::Engine::tr("Invalid properties '%1' should follow the format "
                                                          "'partition:0,offset:42;partition:1,offset:300', "
                                                          "but is '%2'.")
                                           .arg(key)
                                           .arg(value));
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
        return Status::invalidArgument(
            sluice::Engine::tr("Option 'topic' and 'topic-pattern' shouldn't be set together."));
    if (!topic && !pattern)
        return Status::invalidArgument(sluice::Engine::tr("Either 'topic' or 'topic-pattern' must be set."));
    if (topic) {
        s.topics = splitOptionList(*topic);
        if (s.topics.empty())
            return Status::invalidArgument(sluice::Engine::tr("Option 'topic' names no topic"));
        if (upsert && s.topics.size() != 1)
            return Status::invalidArgument(sluice::Engine::tr("The upsert-kafka connector reads exactly one topic"));
    } else {
        s.topicPattern = *pattern;
    }
    if (upsert) {
        // Flink's upsert-kafka always reads the whole topic; since connector 3.1 it may stop.
        s.startMode = KafkaOffsetMode::Earliest;
    } else {
        auto start = parseMode(o, "scan.startup.mode", "group-offsets", false);
        if (!start)
            return start.status();
        s.startMode = *start;
    }
    auto stop = parseMode(o, "scan.bounded.mode", "unbounded", true);
    if (!stop)
        return stop.status();
    s.stopMode = *stop;
    auto timestampOf = [&](const char *key, std::int64_t &out) -> Status {
        auto v = o.getOptionalLong(key);
        if (!v)
            return v.status();
        if (!*v)
            return Status::invalidArgument(
                sluice::Engine::tr("'%1' is required in 'timestamp' mode but missing.").arg(key));
        out = **v;
        return Status::ok();
    };
    auto offsetsOf = [&](const char *key, std::map<std::int32_t, std::int64_t> &out) -> Status {
        auto v = o.get(key);
        if (!v)
            return Status::invalidArgument(
                sluice::Engine::tr("'%1' is required in 'specific-offsets' mode but missing.").arg(key));
        if (!s.topicPattern.empty() || s.topics.size() != 1)
            return Status::invalidArgument(sluice::Engine::tr("'%1' needs exactly one 'topic'").arg(key));
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
        return Status::invalidArgument(sluice::Engine::tr("Property 'properties.group.id' is required when "
                                                          "using committed offsets ('group-offsets' mode)"));
    auto discovery = o.getDuration("scan.topic-partition-discovery.interval");
    if (!discovery)
        return discovery.status();
    if (*discovery)
        s.discoveryInterval = std::chrono::duration_cast<std::chrono::milliseconds>(**discovery);
    if (s.stopMode != KafkaOffsetMode::Unbounded)
        s.discoveryInterval = std::chrono::milliseconds(0); // a bounded source reads a fixed set
    auto idle = o.getDuration("scan.watermark.idle-timeout");
    if (!idle)
        return idle.status();
    if (*idle)
        s.watermarkIdleTimeout = std::chrono::duration_cast<std::chrono::milliseconds>(**idle);
    auto isTrue = [](const std::optional<std::string> &v) {
        std::string lower = v.value_or("");
        std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        return lower == "true";
    };
    s.autoCommit = isTrue(client.property("enable.auto.commit"));
    if (const auto onCheckpoint = client.property("commit.offsets.on.checkpoint"))
        s.commitOnCheckpoint = isTrue(onCheckpoint);
    if (auto interval = client.property("auto.commit.interval.ms")) {
        std::int64_t v = 0;
        if (parseLong(*interval, v) && v > 0)
            s.commitInterval = std::chrono::milliseconds(v);
    }
    return s;
}

} // namespace sluice::exec
