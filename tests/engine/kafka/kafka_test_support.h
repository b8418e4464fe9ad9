#pragma once

// Helpers of the Kafka connector tests: a sandbox (mock cluster) per test, jobs run through the
// public startJob API, and a plain librdkafka consumer that reads a topic back.

#include <sluice/engine.h>
#include <sluice/kafka_sandbox.h>

#include <librdkafka/rdkafka.h>

#include <QTest>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace sluice::testing {

/// A message read back from a topic.
struct ReadMessage {
    int partition = 0;
    std::int64_t offset = 0;
    std::optional<std::string> key;
    std::optional<std::string> value;
    std::int64_t timestamp = 0;
};

/// Every message of `topic` (all partitions, offset order within each), read with a plain
/// consumer up to the high watermarks at the time of the call.
inline std::vector<ReadMessage> readTopic(const std::string &bootstrap, const std::string &topic)
{
    char err[512];
    rd_kafka_conf_t *conf = rd_kafka_conf_new();
    rd_kafka_conf_set(conf, "bootstrap.servers", bootstrap.c_str(), err, sizeof err);
    rd_kafka_conf_set(conf, "group.id", "sluice-test-reader", err, sizeof err);
    rd_kafka_conf_set(conf, "enable.auto.commit", "false", err, sizeof err);
    rd_kafka_conf_set(conf, "enable.partition.eof", "true", err, sizeof err);
    rd_kafka_conf_set_log_cb(conf, [](const rd_kafka_t *, int, const char *, const char *) {});
    rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_CONSUMER, conf, err, sizeof err);
    std::vector<ReadMessage> out;
    if (!rk)
        return out;
    const rd_kafka_metadata_t *md = nullptr;
    rd_kafka_topic_t *rkt = rd_kafka_topic_new(rk, topic.c_str(), nullptr);
    if (rd_kafka_metadata(rk, 0, rkt, &md, 5000) != RD_KAFKA_RESP_ERR_NO_ERROR || md->topic_cnt != 1) {
        if (md)
            rd_kafka_metadata_destroy(md);
        rd_kafka_topic_destroy(rkt);
        rd_kafka_destroy(rk);
        return out;
    }
    rd_kafka_topic_partition_list_t *list = rd_kafka_topic_partition_list_new(8);
    std::map<int, std::int64_t> high;
    for (int i = 0; i < md->topics[0].partition_cnt; ++i) {
        const int p = md->topics[0].partitions[i].id;
        std::int64_t lo = 0, hi = 0;
        rd_kafka_query_watermark_offsets(rk, topic.c_str(), p, &lo, &hi, 5000);
        if (hi > lo) {
            high[p] = hi;
            rd_kafka_topic_partition_list_add(list, topic.c_str(), p)->offset = lo;
        }
    }
    rd_kafka_metadata_destroy(md);
    rd_kafka_topic_destroy(rkt);
    rd_kafka_assign(rk, list);
    rd_kafka_topic_partition_list_destroy(list);
    std::map<int, bool> done;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (done.size() < high.size() && std::chrono::steady_clock::now() < deadline) {
        rd_kafka_message_t *m = rd_kafka_consumer_poll(rk, 100);
        if (!m)
            continue;
        if (m->err == RD_KAFKA_RESP_ERR_NO_ERROR) {
            ReadMessage r;
            r.partition = m->partition;
            r.offset = m->offset;
            if (m->key)
                r.key = std::string(static_cast<const char *>(m->key), m->key_len);
            if (m->payload)
                r.value = std::string(static_cast<const char *>(m->payload), m->len);
            r.timestamp = rd_kafka_message_timestamp(m, nullptr);
            if (m->offset < high[m->partition])
                out.push_back(std::move(r));
            if (m->offset + 1 >= high[m->partition])
                done[m->partition] = true;
        } else if (m->err == RD_KAFKA_RESP_ERR__PARTITION_EOF) {
            if (m->offset >= high[m->partition])
                done[m->partition] = true;
        }
        rd_kafka_message_destroy(m);
    }
    rd_kafka_destroy_flags(rk, RD_KAFKA_DESTROY_F_NO_CONSUMER_CLOSE);
    std::stable_sort(out.begin(), out.end(), [](const ReadMessage &a, const ReadMessage &b) {
        return a.partition != b.partition ? a.partition < b.partition : a.offset < b.offset;
    });
    return out;
}

/// The values of messages, sorted (for comparisons that do not depend on partitioning).
inline std::vector<std::string> sortedValues(const std::vector<ReadMessage> &messages)
{
    std::vector<std::string> v;
    for (const ReadMessage &m : messages)
        v.push_back(m.value.value_or("<null>"));
    std::sort(v.begin(), v.end());
    return v;
}

/// What a job printed and which rows reached its sinks.
struct JobOutput {
    std::mutex mutex;
    std::vector<std::string> lines;     ///< print sink output
    std::vector<std::string> changelog; ///< "+I a,b" per row reaching any sink
};

inline JobOptions collectInto(JobOutput &o)
{
    JobOptions options;
    options.printOut = [&o](std::string_view line) {
        std::lock_guard lock(o.mutex);
        o.lines.emplace_back(line);
    };
    options.printErr = options.printOut;
    options.onRows = [&o](const std::string &, std::vector<ResultRow> rows) {
        std::lock_guard lock(o.mutex);
        for (const auto &r : rows) {
            std::string s = r.kind + " ";
            for (std::size_t i = 0; i < r.values.size(); ++i)
                s += (i ? "," : "") + r.values[i].value_or("NULL");
            o.changelog.push_back(s);
        }
    };
    return options;
}

/// Runs a bounded job to its end (at most `timeout`); returns its final state and failure.
inline std::pair<JobState, Status> runToEnd(const std::string &script, JobOptions options = {},
                                            std::chrono::milliseconds timeout = std::chrono::seconds(60))
{
    auto job = startJob(script, std::move(options));
    if (!job)
        return {JobState::Failed, job.status()};
    if (!(*job)->waitFor(timeout)) {
        (*job)->cancel();
        (*job)->waitFor(std::chrono::seconds(10));
        return {JobState::Running, Status::internal("the job did not finish in time")};
    }
    return {(*job)->state(), (*job)->failure()};
}

/// Replaces every occurrence of `from` in `text`.
inline std::string replaceAll(std::string text, const std::string &from, const std::string &to)
{
    for (std::size_t pos = 0; (pos = text.find(from, pos)) != std::string::npos; pos += to.size())
        text.replace(pos, from.size(), to);
    return text;
}

inline std::vector<KafkaSandboxMessage> valuesOf(const std::vector<std::string> &values)
{
    std::vector<KafkaSandboxMessage> out;
    for (const std::string &v : values) {
        KafkaSandboxMessage m;
        m.value = v;
        out.push_back(std::move(m));
    }
    return out;
}

} // namespace sluice::testing
