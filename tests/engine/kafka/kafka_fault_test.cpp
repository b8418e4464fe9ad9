// Faults and bad input for the Kafka connectors, against librdkafka's mock cluster: unreachable
// bootstrap servers fail the job in bounded time with the servers named; an unknown topic is a
// clear error; an authentication failure is a clear error without the secret; malformed messages
// follow ignore-parse-errors (a bad value NULL, an unreadable message skipped and counted); a
// broker that goes down and comes back and injected retriable errors lose no records; cancel never
// hangs.

#include "connectors/kafka_sandbox.h"
#include "kafka_test_support.h"

#include <thread>

using namespace sluice;
using namespace sluice::testing;
using namespace std::chrono_literals;

namespace {

// Kafka protocol API keys (the mock cluster's error injection names requests by them).
constexpr std::int16_t kProduce = 0, kFetch = 1, kListOffsets = 2;

std::string table(const std::string &name, const std::string &topic, const std::string &bootstrap,
                  const std::string &extra)
{
    return "CREATE TABLE " + name + " (id INT, name STRING) WITH ('connector' = 'kafka', 'topic' = '" +
           topic + "', 'properties.bootstrap.servers' = '" + bootstrap + "', 'format' = 'csv'" + extra +
           ");\n";
}

const std::string kBounded = ", 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset'";

std::vector<KafkaSandboxMessage> numbered(int from, int to)
{
    std::vector<std::string> values;
    for (int i = from; i < to; ++i)
        values.push_back(std::to_string(i) + ",n" + std::to_string(i));
    return valuesOf(values);
}

std::vector<std::string> expectedValues(int from, int to)
{
    std::vector<std::string> v;
    for (int i = from; i < to; ++i)
        v.push_back(std::to_string(i) + ",n" + std::to_string(i));
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

class KafkaFaultTest : public QObject {
    Q_OBJECT

private slots:
    void unreachableServersFailInBoundedTime_data()
    {
        QTest::addColumn<bool>("asSource");
        QTest::newRow("source") << true;
        QTest::newRow("sink") << false;
    }
    void unreachableServersFailInBoundedTime()
    {
        QFETCH(bool, asSource);
        auto sandbox = KafkaSandbox::start(1, {{"in", 1}});
        QVERIFY(sandbox);
        QVERIFY((*sandbox)->produce("in", numbered(0, 3)));
        const std::string dead = "127.0.0.1:1";
        const std::string timeout = ", 'properties.default.api.timeout.ms' = '1500'";
        const std::string script =
            asSource ? table("src", "in", dead, kBounded + timeout) +
                           "CREATE TABLE sink_t (id INT, name STRING) WITH ('connector' = 'blackhole');\n"
                           "INSERT INTO sink_t SELECT * FROM src;\n"
                     : table("src", "in", (*sandbox)->bootstrapServers(), kBounded) +
                           table("sink_t", "out", dead, timeout) + "INSERT INTO sink_t SELECT * FROM src;\n";
        const auto started = std::chrono::steady_clock::now();
        auto [state, status] = runToEnd(script, {}, 20s);
        const auto took = std::chrono::steady_clock::now() - started;
        QCOMPARE(state, JobState::Failed);
        QVERIFY2(status.message().find("127.0.0.1:1") != std::string::npos, status.message().c_str());
        QVERIFY2(status.message().find("Cannot reach") != std::string::npos, status.message().c_str());
        QVERIFY(took < 10s);
    }

    void unknownTopicIsAClearError()
    {
        auto sandbox = KafkaSandbox::start(1);
        QVERIFY(sandbox);
        const std::string script = table("src", "no_such_topic", (*sandbox)->bootstrapServers(), kBounded) +
                                   "CREATE TABLE sink_t (id INT, name STRING) WITH ('connector' = 'blackhole');\n"
                                   "INSERT INTO sink_t SELECT * FROM src;\n";
        auto [state, status] = runToEnd(script, {}, 20s);
        QCOMPARE(state, JobState::Failed);
        QVERIFY2(status.message().find("Topic 'no_such_topic' does not exist") != std::string::npos,
                 status.message().c_str());
    }

    void secretsNeverAppearInErrors()
    {
        auto sandbox = KafkaSandbox::start(1, {{"in", 1}});
        QVERIFY(sandbox);
        const std::string script =
            table("src", "in", (*sandbox)->bootstrapServers(),
                  kBounded + ", 'properties.sasl.password' = 'hunter2-secret', 'properties.no.such.prop' = 'x'") +
            "CREATE TABLE sink_t (id INT, name STRING) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO sink_t SELECT * FROM src;\n";
        auto [state, status] = runToEnd(script, {}, 20s);
        QCOMPARE(state, JobState::Failed);
        QVERIFY2(status.message().find("no.such.prop") != std::string::npos, status.message().c_str());
        QVERIFY(status.message().find("hunter2") == std::string::npos);
    }

    void authenticationFailureIsAClearErrorWithoutTheSecret()
    {
        // librdkafka's mock cluster (2.0) speaks no SASL, so a SASL client's authentication fails
        // at the handshake: the same path (an authentication error from the client) as rejected
        // credentials. The job fails at once, saying so, never naming the password.
        auto sandbox = KafkaSandbox::start(1, {{"in", 1}});
        QVERIFY(sandbox);
        const std::string script =
            table("src", "in", (*sandbox)->bootstrapServers(),
                  kBounded + ", 'properties.security.protocol' = 'SASL_PLAINTEXT', "
                             "'properties.sasl.mechanism' = 'PLAIN', 'properties.sasl.jaas.config' = "
                             "'org.apache.kafka.common.security.plain.PlainLoginModule required "
                             "username=\"alice\" password=\"hunter2-secret\";', "
                             "'properties.default.api.timeout.ms' = '10000'") +
            "CREATE TABLE sink_t (id INT, name STRING) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO sink_t SELECT * FROM src;\n";
        const auto started = std::chrono::steady_clock::now();
        auto [state, status] = runToEnd(script, {}, 30s);
        QCOMPARE(state, JobState::Failed);
        QVERIFY2(status.message().find("uthentication") != std::string::npos, status.message().c_str());
        QVERIFY2(status.message().find("hunter2") == std::string::npos, status.message().c_str());
        QVERIFY(std::chrono::steady_clock::now() - started < 10s); // at once, not at the timeout
    }

    void malformedMessages()
    {
        auto sandbox = KafkaSandbox::start(1, {{"in", 1}});
        QVERIFY(sandbox);
        QVERIFY((*sandbox)->produce("in", valuesOf({"1,a", "oops,b", "3,c", "4,\"open"})));
        const std::string body = "CREATE TABLE sink_t (id INT, name STRING) WITH ('connector' = 'blackhole');\n"
                                 "INSERT INTO sink_t SELECT * FROM src;\n";
        // Without ignore-parse-errors the job fails, naming the message.
        auto [state, status] = runToEnd(table("src", "in", (*sandbox)->bootstrapServers(), kBounded) + body, {}, 20s);
        QCOMPARE(state, JobState::Failed);
        QVERIFY2(status.message().find("Failed to deserialize the value of the message at in-0 offset 1") !=
                     std::string::npos,
                 status.message().c_str());
        // With it, as in Flink, a value that does not convert reads as NULL and the row stays; a
        // message that cannot be read at all (an unclosed quote) is skipped and counted.
        JobOutput o;
        auto job = startJob(table("src", "in", (*sandbox)->bootstrapServers(),
                                  kBounded + ", 'csv.ignore-parse-errors' = 'true'") + body,
                            collectInto(o));
        QVERIFY(job);
        QVERIFY((*job)->waitFor(20s));
        QCOMPARE((*job)->state(), JobState::Finished);
        std::int64_t skipped = 0;
        for (const auto &m : (*job)->metrics().subtasks)
            skipped += m.parseErrorsSkipped;
        QCOMPARE(skipped, std::int64_t{1});
        std::sort(o.changelog.begin(), o.changelog.end());
        QCOMPARE(o.changelog, (std::vector<std::string>{"+I 1,a", "+I 3,c", "+I NULL,b"}));
    }

    void brokerDownAndUpLosesNothing()
    {
        auto sandbox = KafkaSandbox::start(1, {{"in", 2}, {"out", 2}});
        QVERIFY(sandbox);
        const std::string bootstrap = (*sandbox)->bootstrapServers();
        QVERIFY((*sandbox)->produce("in", numbered(0, 200)));
        auto job = startJob(table("src", "in", bootstrap, ", 'scan.startup.mode' = 'earliest-offset'") +
                            table("sink_t", "out", bootstrap, "") + "INSERT INTO sink_t SELECT * FROM src;\n");
        QVERIFY(job);
        QTest::qWait(300);
        QVERIFY((*sandbox)->setBrokerUp(1, false).isOk());
        QTest::qWait(1500);
        QCOMPARE((*job)->state(), JobState::Running);
        QVERIFY((*sandbox)->setBrokerUp(1, true).isOk());
        QVERIFY((*sandbox)->produce("in", numbered(200, 300)));
        std::vector<std::string> got;
        for (int i = 0; i < 150; ++i) {
            got = sortedValues(readTopic(bootstrap, "out"));
            got.erase(std::unique(got.begin(), got.end()), got.end()); // at-least-once: no loss
            if (got.size() >= 300)
                break;
            QTest::qWait(100);
        }
        (*job)->cancel();
        QVERIFY((*job)->waitFor(10s));
        QCOMPARE(got, expectedValues(0, 300));
    }

    void injectedRetriableErrorsLoseNothing()
    {
        auto sandbox = KafkaSandbox::start(1, {{"in", 1}, {"out", 1}});
        QVERIFY(sandbox);
        const std::string bootstrap = (*sandbox)->bootstrapServers();
        QVERIFY((*sandbox)->produce("in", numbered(0, 100)));
        rd_kafka_mock_cluster_t *mc = exec::mockClusterOf(**sandbox);
        rd_kafka_mock_push_request_errors(mc, kFetch, 3, RD_KAFKA_RESP_ERR_NOT_LEADER_FOR_PARTITION,
                                          RD_KAFKA_RESP_ERR_REQUEST_TIMED_OUT,
                                          RD_KAFKA_RESP_ERR_LEADER_NOT_AVAILABLE);
        rd_kafka_mock_push_request_errors(mc, kProduce, 3, RD_KAFKA_RESP_ERR_NOT_ENOUGH_REPLICAS,
                                          RD_KAFKA_RESP_ERR_REQUEST_TIMED_OUT,
                                          RD_KAFKA_RESP_ERR_NOT_LEADER_FOR_PARTITION);
        rd_kafka_mock_push_request_errors(mc, kListOffsets, 2, RD_KAFKA_RESP_ERR_REQUEST_TIMED_OUT,
                                          RD_KAFKA_RESP_ERR_NOT_LEADER_FOR_PARTITION);
        auto [state, status] = runToEnd(table("src", "in", bootstrap, kBounded) + table("sink_t", "out", bootstrap, "") +
                                            "INSERT INTO sink_t SELECT * FROM src;\n",
                                        {}, 60s);
        QVERIFY2(state == JobState::Finished, status.message().c_str());
        std::vector<std::string> got = sortedValues(readTopic(bootstrap, "out"));
        got.erase(std::unique(got.begin(), got.end()), got.end());
        QCOMPARE(got, expectedValues(0, 100));
    }

    void stoppedSinkDeliversWhatItWasGiven()
    {
        // Stopping a job (cancel) no longer purges the producer's queue: every row the sink was
        // handed reaches the topic while the broker answers. (Small rows: the mock cluster keeps
        // only the newest 5 MB of a partition.)
        auto sandbox = KafkaSandbox::start(1, {{"out", 1}});
        QVERIFY(sandbox);
        const std::string script =
            "CREATE TABLE src (id INT, name STRING) WITH ('connector' = 'datagen', 'rows-per-second' = '50000', "
            "'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '100000000', "
            "'fields.name.length' = '8');\n" +
            table("sink_t", "out", (*sandbox)->bootstrapServers(), "") + "INSERT INTO sink_t SELECT * FROM src;\n";
        auto job = startJob(script);
        QVERIFY2(job, job ? "" : job.status().message().c_str());
        QTest::qWait(700);
        (*job)->cancel();
        QVERIFY((*job)->waitFor(40s));
        QCOMPARE((*job)->state(), JobState::Cancelled);
        std::int64_t handed = 0;
        for (const SubtaskMetrics &m : (*job)->metrics().subtasks)
            if (m.operatorName.rfind("Sink", 0) == 0)
                handed += m.recordsIn;
        QVERIFY(handed > 0);
        (*job).reset(); // a stopped job's sinks close (and deliver) when it is released
        QCOMPARE(static_cast<std::int64_t>(readTopic((*sandbox)->bootstrapServers(), "out").size()), handed);
    }

    void cancelNeverHangs()
    {
        // Default 30 s connection bound, unreachable servers: cancel must still be prompt.
        const std::string script = table("src", "in", "127.0.0.1:1", ", 'scan.startup.mode' = 'earliest-offset'") +
                                   "CREATE TABLE sink_t (id INT, name STRING) WITH ('connector' = 'blackhole');\n"
                                   "INSERT INTO sink_t SELECT * FROM src;\n";
        auto job = startJob(script);
        QVERIFY2(job, job ? "" : job.status().message().c_str());
        QTest::qWait(300);
        const auto started = std::chrono::steady_clock::now();
        (*job)->cancel();
        QVERIFY((*job)->waitFor(5s));
        QVERIFY(std::chrono::steady_clock::now() - started < 3s);
        QCOMPARE((*job)->state(), JobState::Cancelled);
    }
};

QTEST_GUILESS_MAIN(KafkaFaultTest)
#include "kafka_fault_test.moc"
