// Kafka → filter → Kafka through the Kafka sandbox (librdkafka's mock cluster, in process):
// the engine's rate beside librdkafka's own consume-then-produce loop with the same filter and no
// engine in between (the practical limit), as messages per second and per CPU-second (per core).
//
//   kafka_bench [MESSAGES]   (default 200000)

#include "bench_support.h"

#include <sluice/engine.h>
#include <sluice/kafka_sandbox.h>

#include <librdkafka/rdkafka.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace sluice;

namespace {

using sluice::bench::cpuSeconds;

struct Run {
    double seconds = 0;
    double cpu = 0;
    std::int64_t written = 0;
};

void quiet(const rd_kafka_t *, int, const char *, const char *) {}

// The limit: one consumer and one producer, the filter applied to the csv text by hand.
Run librdkafkaLoop(const std::string &bootstrap, std::int64_t messages)
{
    char err[512];
    rd_kafka_conf_t *cc = rd_kafka_conf_new();
    rd_kafka_conf_set(cc, "bootstrap.servers", bootstrap.c_str(), err, sizeof err);
    rd_kafka_conf_set(cc, "group.id", "bench-limit", err, sizeof err);
    rd_kafka_conf_set(cc, "enable.auto.commit", "false", err, sizeof err);
    rd_kafka_conf_set(cc, "fetch.wait.max.ms", "100", err, sizeof err); // as the engine's source
    rd_kafka_conf_set_log_cb(cc, &quiet);
    rd_kafka_t *consumer = rd_kafka_new(RD_KAFKA_CONSUMER, cc, err, sizeof err);
    rd_kafka_conf_t *pc = rd_kafka_conf_new();
    rd_kafka_conf_set(pc, "bootstrap.servers", bootstrap.c_str(), err, sizeof err);
    rd_kafka_conf_set_log_cb(pc, &quiet);
    rd_kafka_t *producer = rd_kafka_new(RD_KAFKA_PRODUCER, pc, err, sizeof err);
    rd_kafka_topic_t *out = rd_kafka_topic_new(producer, "out_limit", nullptr);

    const auto start = std::chrono::steady_clock::now();
    const double cpu0 = cpuSeconds();
    rd_kafka_topic_partition_list_t *list = rd_kafka_topic_partition_list_new(1);
    rd_kafka_topic_partition_list_add(list, "in", 0)->offset = RD_KAFKA_OFFSET_BEGINNING;
    rd_kafka_assign(consumer, list);
    rd_kafka_topic_partition_list_destroy(list);
    rd_kafka_queue_t *queue = rd_kafka_queue_get_consumer(consumer);
    std::vector<rd_kafka_message_t *> batch(1024);
    std::int64_t read = 0, written = 0;
    while (read < messages) {
        const ssize_t n = rd_kafka_consume_batch_queue(queue, 100, batch.data(), batch.size());
        for (ssize_t i = 0; i < n; ++i) {
            rd_kafka_message_t *m = batch[static_cast<std::size_t>(i)];
            if (!m->err) {
                ++read;
                const char *text = static_cast<const char *>(m->payload);
                std::size_t comma = m->len;
                while (comma > 0 && text[comma - 1] != ',')
                    --comma;
                const long score = std::strtol(std::string(text + comma, m->len - comma).c_str(), nullptr, 10);
                if (score > 50) {
                    while (rd_kafka_produce(out, RD_KAFKA_PARTITION_UA, RD_KAFKA_MSG_F_COPY, m->payload,
                                            m->len, nullptr, 0, nullptr) != 0)
                        rd_kafka_poll(producer, 10);
                    ++written;
                }
            }
            rd_kafka_message_destroy(m);
        }
        rd_kafka_poll(producer, 0);
    }
    rd_kafka_flush(producer, 60000);
    Run r;
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.cpu = cpuSeconds() - cpu0;
    r.written = written;
    rd_kafka_queue_destroy(queue);
    rd_kafka_topic_destroy(out);
    rd_kafka_destroy(producer);
    rd_kafka_destroy_flags(consumer, RD_KAFKA_DESTROY_F_NO_CONSUMER_CLOSE);
    return r;
}

Run engineJob(const std::string &bootstrap)
{
    const std::string script =
        "CREATE TABLE src (id BIGINT, name STRING, score INT) WITH ('connector' = 'kafka', "
        "'topic' = 'in', 'properties.bootstrap.servers' = '" + bootstrap + "', 'format' = 'csv', "
        "'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset');\n"
        "CREATE TABLE dst (id BIGINT, name STRING, score INT) WITH ('connector' = 'kafka', "
        "'topic' = 'out_engine', 'properties.bootstrap.servers' = '" + bootstrap + "', 'format' = 'csv');\n"
        "INSERT INTO dst SELECT id, name, score FROM src WHERE score > 50;\n";
    const auto start = std::chrono::steady_clock::now();
    const double cpu0 = cpuSeconds();
    auto job = startJob(script);
    Run r;
    if (!job) {
        std::fprintf(stderr, "kafka_bench: %s\n", job.status().message().c_str());
        return r;
    }
    (*job)->waitFor(std::chrono::minutes(10));
    if ((*job)->state() != JobState::Finished)
        std::fprintf(stderr, "kafka_bench: job %s: %s\n", jobStateName((*job)->state()),
                     (*job)->failure().message().c_str());
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.cpu = cpuSeconds() - cpu0;
    for (const auto &m : (*job)->metrics().subtasks) {
        if (m.operatorName.find("Sink") != std::string::npos)
            r.written += m.recordsIn;
    }
    return r;
}

} // namespace

int main(int argc, char **argv)
{
    const std::int64_t messages = argc > 1 ? std::atoll(argv[1]) : 200000;
    auto sandbox = KafkaSandbox::start(1, {{"in", 1}, {"out_limit", 1}, {"out_engine", 1}});
    if (!sandbox) {
        std::fprintf(stderr, "kafka_bench: %s\n", sandbox.status().message().c_str());
        return 1;
    }
    std::vector<KafkaSandboxMessage> input;
    input.reserve(static_cast<std::size_t>(messages));
    for (std::int64_t i = 0; i < messages; ++i) {
        KafkaSandboxMessage m;
        m.value = std::to_string(i) + ",user-" + std::to_string(i % 1000) + "," + std::to_string(i % 100);
        m.partition = 0;
        input.push_back(std::move(m));
    }
    if (auto n = (*sandbox)->produce("in", input); !n) {
        std::fprintf(stderr, "kafka_bench: %s\n", n.status().message().c_str());
        return 1;
    }
    input.clear();
    const std::string bootstrap = (*sandbox)->bootstrapServers();
    const Run limit = librdkafkaLoop(bootstrap, messages);
    const Run engine = engineJob(bootstrap);
    auto report = [&](const char *name, const Run &r) {
        std::printf("%-22s %8.0f msg/s  %8.0f msg/CPU-s  (%.2f s wall, %.2f s CPU, %lld written)\n", name,
                    static_cast<double>(messages) / r.seconds, static_cast<double>(messages) / r.cpu,
                    r.seconds, r.cpu, static_cast<long long>(r.written));
    };
    std::printf("Kafka -> filter (score > 50) -> Kafka, %lld csv messages, mock cluster in process\n",
                static_cast<long long>(messages));
    report("librdkafka loop", limit);
    report("sluice engine", engine);
    std::printf("ratio engine/limit: %.2f (wall), %.2f (per CPU-second)\n", limit.seconds / engine.seconds,
                limit.cpu / engine.cpu);
    return 0;
}
