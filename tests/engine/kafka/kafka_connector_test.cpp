// The kafka and upsert-kafka connectors end to end against librdkafka's mock cluster (the Kafka
// sandbox), through the public startJob API: round trips for csv, json and raw; key and value
// formats; every startup and bounded mode; parallel reads of many partitions; metadata columns;
// upsert-kafka updates and tombstones; the seed 001 join with per-side TTL.

#include "connectors/kafka_client_config.h"
#include "connectors/kafka_source_reader.h"
#include "kafka_test_support.h"
#include "test_data.h"

#include <fstream>
#include <iterator>
#include <set>

using namespace sluice;
using namespace sluice::testing;
using namespace std::chrono_literals;

namespace {

std::string sourceTable(const std::string &name, const std::string &columns, const std::string &topic,
                        const std::string &bootstrap, const std::string &extra)
{
    return "CREATE TABLE " + name + " (" + columns + ") WITH ('connector' = 'kafka', 'topic' = '" +
           topic + "', 'properties.bootstrap.servers' = '" + bootstrap + "'" + extra + ");\n";
}

const std::string kBounded = ", 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset'";

std::vector<std::string> sortedLines(JobOutput &o)
{
    std::lock_guard lock(o.mutex);
    std::vector<std::string> v = o.lines;
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

class KafkaConnectorTest : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<KafkaSandbox> m_sandbox;
    std::string m_bootstrap;

    // Five csv messages "i,name-i,score" with timestamps 1000, 2000, ... in partition 0.
    void loadNumbered(const std::string &topic)
    {
        QVERIFY(m_sandbox->createTopic(topic, 1).isOk());
        std::vector<KafkaSandboxMessage> msgs;
        for (int i = 1; i <= 5; ++i) {
            KafkaSandboxMessage m;
            m.value = std::to_string(i) + ",name-" + std::to_string(i) + "," + std::to_string(i * 10);
            m.partition = 0;
            m.timestamp = i * 1000;
            msgs.push_back(m);
        }
        QCOMPARE(*m_sandbox->produce(topic, msgs), std::int64_t{5});
    }

    // Runs `SELECT id FROM src` over the numbered topic with the given options; the ids printed.
    std::vector<std::string> idsWith(const std::string &topic, const std::string &options,
                                     Status *failure = nullptr)
    {
        const std::string script =
            sourceTable("src", "id INT, name STRING, score INT", topic, m_bootstrap,
                        ", 'format' = 'csv'" + options) +
            "CREATE TABLE sink_t (id INT) WITH ('connector' = 'print');\n"
            "INSERT INTO sink_t SELECT id FROM src;\n";
        JobOutput o;
        auto [state, status] = runToEnd(script, collectInto(o), 30s);
        if (failure)
            *failure = status;
        else if (state != JobState::Finished)
            qWarning("job ended %s: %s", jobStateName(state), status.message().c_str());
        return sortedLines(o);
    }

private slots:
    void init()
    {
        auto sandbox = KafkaSandbox::start(1);
        QVERIFY(sandbox);
        m_sandbox = std::move(*sandbox);
        m_bootstrap = m_sandbox->bootstrapServers();
    }
    void cleanup() { m_sandbox.reset(); }

    void splitOwnerMatchesFlink()
    {
        // Java: "a".hashCode() = 97; 97 * 31 = 3007; 3007 % 2 = 1.
        QCOMPARE(exec::javaStringHash("a"), 97);
        QCOMPARE(exec::javaStringHash("user_info_001"), 228761876);
        QCOMPARE(exec::kafkaSplitOwner("a", 0, 2), 1);
        QCOMPARE(exec::kafkaSplitOwner("a", 1, 2), 0);
        QCOMPARE(exec::kafkaSplitOwner("a", 3, 4), (3007 % 4 + 3) % 4);
        auto offsets = exec::parseKafkaSpecificOffsets("partition:0,offset:42;partition:1,offset:300", "k");
        QVERIFY(offsets);
        QCOMPARE(offsets->at(0), std::int64_t{42});
        QCOMPARE(offsets->at(1), std::int64_t{300});
        QVERIFY(!exec::parseKafkaSpecificOffsets("0:42", "k"));
    }

    void csvRoundTrip()
    {
        QVERIFY(m_sandbox->createTopic("in", 1).isOk());
        QVERIFY(m_sandbox->createTopic("out", 1).isOk());
        QVERIFY(m_sandbox->produce("in", valuesOf({"1,Alice,90", "2,\"Bob, Jr\",40", "3,Carol,75"})));
        const std::string script =
            sourceTable("src", "id INT, name STRING, score INT", "in", m_bootstrap, ", 'format' = 'csv'" + kBounded) +
            "CREATE TABLE dst (id INT, name STRING, score INT) WITH ('connector' = 'kafka', "
            "'topic' = 'out', 'properties.bootstrap.servers' = '" + m_bootstrap + "', 'format' = 'csv');\n"
            "INSERT INTO dst SELECT id, name, score + 1 FROM src WHERE score > 50 OR name LIKE 'Bob%';\n";
        auto [state, status] = runToEnd(script);
        QVERIFY2(state == JobState::Finished, status.message().c_str());
        const auto out = readTopic(m_bootstrap, "out");
        QCOMPARE(out.size(), std::size_t{3});
        QCOMPARE(*out[0].value, std::string("1,Alice,91"));
        QCOMPARE(*out[1].value, std::string("2,\"Bob, Jr\",41"));
        QCOMPARE(*out[2].value, std::string("3,Carol,76"));
        QVERIFY(!out[0].key);
    }

    void jsonRoundTrip()
    {
        QVERIFY(m_sandbox->createTopic("in", 1).isOk());
        QVERIFY(m_sandbox->createTopic("out", 1).isOk());
        QVERIFY(m_sandbox->produce("in", valuesOf({R"({"id":1,"name":"Alice","tags":"x"})",
                                                   R"({"id":2,"name":null})", R"({"name":"NoId"})"})));
        const std::string script =
            sourceTable("src", "id INT, name STRING", "in", m_bootstrap, ", 'format' = 'json'" + kBounded) +
            "CREATE TABLE dst (id INT, name STRING) WITH ('connector' = 'kafka', 'topic' = 'out', "
            "'properties.bootstrap.servers' = '" + m_bootstrap + "', 'format' = 'json');\n"
            "INSERT INTO dst SELECT id, name FROM src;\n";
        auto [state, status] = runToEnd(script);
        QVERIFY2(state == JobState::Finished, status.message().c_str());
        const auto out = readTopic(m_bootstrap, "out");
        QCOMPARE(out.size(), std::size_t{3});
        QCOMPARE(*out[0].value, std::string(R"({"id":1,"name":"Alice"})"));
        QCOMPARE(*out[1].value, std::string(R"({"id":2,"name":null})"));
        QCOMPARE(*out[2].value, std::string(R"({"id":null,"name":"NoId"})"));
    }

    void rawRoundTrip()
    {
        QVERIFY(m_sandbox->createTopic("in", 1).isOk());
        QVERIFY(m_sandbox->createTopic("out", 1).isOk());
        QVERIFY(m_sandbox->produce("in", valuesOf({"hello, world", "{not json}", "skip", ""})));
        const std::string script =
            sourceTable("src", "line STRING", "in", m_bootstrap, ", 'format' = 'raw'" + kBounded) +
            "CREATE TABLE dst (line STRING) WITH ('connector' = 'kafka', 'topic' = 'out', "
            "'properties.bootstrap.servers' = '" + m_bootstrap + "', 'format' = 'raw');\n"
            "INSERT INTO dst SELECT line FROM src WHERE line <> 'skip';\n";
        auto [state, status] = runToEnd(script);
        QVERIFY2(state == JobState::Finished, status.message().c_str());
        const auto out = readTopic(m_bootstrap, "out");
        QCOMPARE(out.size(), std::size_t{3});
        QCOMPARE(*out[0].value, std::string("hello, world"));
        QCOMPARE(*out[1].value, std::string("{not json}"));
        QCOMPARE(out[2].value.value_or("<null>"), std::string(""));
    }

    void keyAndValueFormats()
    {
        QVERIFY(m_sandbox->createTopic("in", 1).isOk());
        QVERIFY(m_sandbox->createTopic("out", 3).isOk());
        std::vector<KafkaSandboxMessage> msgs;
        for (int i = 1; i <= 6; ++i) {
            KafkaSandboxMessage m;
            m.key = "u" + std::to_string(i % 3);
            m.value = R"({"score":)" + std::to_string(i) + "}";
            msgs.push_back(m);
        }
        QVERIFY(m_sandbox->produce("in", msgs));
        // Source: the key (raw) holds user, the value (json) the rest; the sink swaps formats.
        const std::string script =
            sourceTable("src", "k_user STRING, score INT", "in", m_bootstrap,
                        ", 'key.format' = 'raw', 'key.fields' = 'k_user', 'key.fields-prefix' = 'k_', "
                        "'value.format' = 'json', 'value.fields-include' = 'EXCEPT_KEY'" + kBounded) +
            "CREATE TABLE dst (`user` STRING, score INT) WITH ('connector' = 'kafka', 'topic' = 'out', "
            "'properties.bootstrap.servers' = '" + m_bootstrap + "', 'key.format' = 'json', "
            "'key.fields' = 'user', 'value.format' = 'csv', 'value.fields-include' = 'ALL');\n"
            "INSERT INTO dst SELECT k_user, score FROM src;\n";
        auto [state, status] = runToEnd(script);
        QVERIFY2(state == JobState::Finished, status.message().c_str());
        const auto out = readTopic(m_bootstrap, "out");
        QCOMPARE(out.size(), std::size_t{6});
        std::map<std::string, std::set<int>> partitionsOfKey;
        std::vector<std::string> pairs;
        for (const auto &m : out) {
            QVERIFY(m.key);
            pairs.push_back(*m.key + " " + *m.value);
            partitionsOfKey[*m.key].insert(m.partition);
        }
        std::sort(pairs.begin(), pairs.end());
        QCOMPARE(pairs, (std::vector<std::string>{
                            R"({"user":"u0"} u0,3)", R"({"user":"u0"} u0,6)", R"({"user":"u1"} u1,1)",
                            R"({"user":"u1"} u1,4)", R"({"user":"u2"} u2,2)", R"({"user":"u2"} u2,5)"}));
        for (const auto &[key, parts] : partitionsOfKey)
            QCOMPARE(parts.size(), std::size_t{1}); // one key, one partition (murmur2 of the key)
    }

    void startupModes()
    {
        loadNumbered("nums");
        QCOMPARE(idsWith("nums", kBounded), (std::vector<std::string>{"+I[1]", "+I[2]", "+I[3]", "+I[4]", "+I[5]"}));
        QCOMPARE(idsWith("nums", ", 'scan.startup.mode' = 'latest-offset', 'scan.bounded.mode' = 'latest-offset'"),
                 std::vector<std::string>{});
        QCOMPARE(idsWith("nums", ", 'scan.startup.mode' = 'timestamp', 'scan.startup.timestamp-millis' = '3000', "
                                 "'scan.bounded.mode' = 'latest-offset'"),
                 (std::vector<std::string>{"+I[3]", "+I[4]", "+I[5]"}));
        QCOMPARE(idsWith("nums", ", 'scan.startup.mode' = 'specific-offsets', "
                                 "'scan.startup.specific-offsets' = 'partition:0,offset:1', "
                                 "'scan.bounded.mode' = 'latest-offset'"),
                 (std::vector<std::string>{"+I[2]", "+I[3]", "+I[4]", "+I[5]"}));
        // group-offsets. As Flink's KafkaSource, a job without checkpoints commits nothing unless
        // the table turns the consumer's auto-commit on (Flink sets enable.auto.commit false).
        QCOMPARE(idsWith("nums", ", 'properties.group.id' = 'g1'" + kBounded).size(), std::size_t{5});
        {
            Status none;
            idsWith("nums", ", 'properties.group.id' = 'g1', 'scan.startup.mode' = 'group-offsets', "
                            "'scan.bounded.mode' = 'latest-offset'", &none);
            QVERIFY2(none.message().find("no committed offset") != std::string::npos, none.message().c_str());
        }
        // With auto-commit the first job commits what it read, the second resumes there.
        QCOMPARE(idsWith("nums", ", 'properties.group.id' = 'g1', 'properties.enable.auto.commit' = 'true'" + kBounded)
                     .size(),
                 std::size_t{5});
        std::vector<KafkaSandboxMessage> more = valuesOf({"6,name-6,60", "7,name-7,70"});
        QVERIFY(m_sandbox->produce("nums", more));
        QCOMPARE(idsWith("nums", ", 'properties.group.id' = 'g1', 'scan.startup.mode' = 'group-offsets', "
                                 "'scan.bounded.mode' = 'latest-offset'"),
                 (std::vector<std::string>{"+I[6]", "+I[7]"}));
        // No committed offset and Flink's default reset strategy (none): a clear error.
        Status failure;
        idsWith("nums", ", 'properties.group.id' = 'fresh', 'scan.startup.mode' = 'group-offsets', "
                        "'scan.bounded.mode' = 'latest-offset'", &failure);
        QVERIFY2(failure.message().find("no committed offset") != std::string::npos, failure.message().c_str());
        QCOMPARE(idsWith("nums", ", 'properties.group.id' = 'fresh', 'properties.auto.offset.reset' = 'earliest', "
                                 "'scan.startup.mode' = 'group-offsets', 'scan.bounded.mode' = 'latest-offset'").size(),
                 std::size_t{7});
    }

    void boundedModes()
    {
        loadNumbered("nums");
        QCOMPARE(idsWith("nums", ", 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'timestamp', "
                                 "'scan.bounded.timestamp-millis' = '3000'"),
                 (std::vector<std::string>{"+I[1]", "+I[2]"}));
        QCOMPARE(idsWith("nums", ", 'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'specific-offsets', "
                                 "'scan.bounded.specific-offsets' = 'partition:0,offset:3'"),
                 (std::vector<std::string>{"+I[1]", "+I[2]", "+I[3]"}));
        // Commit offset 2 for group g2, then stop there.
        QCOMPARE(idsWith("nums", ", 'properties.group.id' = 'g2', 'properties.enable.auto.commit' = 'true', "
                                 "'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'specific-offsets', "
                                 "'scan.bounded.specific-offsets' = 'partition:0,offset:2'").size(),
                 std::size_t{2});
        QCOMPARE(idsWith("nums", ", 'properties.group.id' = 'g2', 'scan.startup.mode' = 'earliest-offset', "
                                 "'scan.bounded.mode' = 'group-offsets'"),
                 (std::vector<std::string>{"+I[1]", "+I[2]"}));
        // A start at or past the stop: the source finishes at once.
        QCOMPARE(idsWith("nums", ", 'scan.startup.mode' = 'latest-offset', 'scan.bounded.mode' = 'specific-offsets', "
                                 "'scan.bounded.specific-offsets' = 'partition:0,offset:1'"),
                 std::vector<std::string>{});
    }

    void parallelReadsOfManyPartitions()
    {
        QVERIFY(m_sandbox->createTopic("many", 4).isOk());
        std::vector<KafkaSandboxMessage> msgs;
        for (int i = 0; i < 40; ++i) {
            KafkaSandboxMessage m;
            m.value = std::to_string(i);
            m.partition = i % 4;
            msgs.push_back(m);
        }
        QVERIFY(m_sandbox->produce("many", msgs));
        const std::string script =
            "SET 'parallelism.default' = '2';\n" +
            sourceTable("src", "v INT, p INT METADATA FROM 'partition' VIRTUAL, o BIGINT METADATA FROM 'offset'",
                        "many", m_bootstrap, ", 'format' = 'csv'" + kBounded) +
            "CREATE TABLE sink_t (v INT, p INT, o BIGINT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO sink_t SELECT v, p, o FROM src;\n";
        JobOutput o;
        auto [state, status] = runToEnd(script, collectInto(o));
        QVERIFY2(state == JobState::Finished, status.message().c_str());
        std::vector<std::string> rows = o.changelog;
        std::sort(rows.begin(), rows.end());
        std::vector<std::string> expected;
        for (int i = 0; i < 40; ++i)
            expected.push_back("+I " + std::to_string(i) + "," + std::to_string(i % 4) + "," + std::to_string(i / 4));
        std::sort(expected.begin(), expected.end());
        QCOMPARE(rows, expected);
    }

    void metadataColumns()
    {
        QVERIFY(m_sandbox->createTopic("meta", 2).isOk());
        KafkaSandboxMessage m;
        m.value = "x";
        m.partition = 1;
        m.timestamp = 1700000000123;
        QVERIFY(m_sandbox->produce("meta", {m, m}));
        const std::string script =
            "SET 'table.local-time-zone' = 'UTC';\n" +
            sourceTable("src", "v STRING, t STRING METADATA FROM 'topic' VIRTUAL, `partition` INT METADATA VIRTUAL, "
                               "`offset` BIGINT METADATA VIRTUAL, ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp', "
                               "tt STRING METADATA FROM 'timestamp-type' VIRTUAL",
                        "meta", m_bootstrap, ", 'format' = 'raw'" + kBounded) +
            "CREATE TABLE sink_t (v STRING, t STRING, p INT, o BIGINT, ts TIMESTAMP_LTZ(3), tt STRING) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO sink_t SELECT * FROM src;\n";
        JobOutput o;
        auto [state, status] = runToEnd(script, collectInto(o));
        QVERIFY2(state == JobState::Finished, status.message().c_str());
        QCOMPARE(o.changelog.size(), std::size_t{2});
        std::sort(o.changelog.begin(), o.changelog.end());
        QVERIFY2(o.changelog[0] == "+I x,meta,1,0,2023-11-14T22:13:20.123Z,CreateTime", o.changelog[0].c_str());
        QVERIFY2(o.changelog[1] == "+I x,meta,1,1,2023-11-14T22:13:20.123Z,CreateTime", o.changelog[1].c_str());
    }

    void upsertKafkaUpdatesAndTombstones()
    {
        QVERIFY(m_sandbox->createTopic("users", 1).isOk());
        QVERIFY(m_sandbox->createTopic("users_copy", 2).isOk());
        auto msg = [](std::string key, std::optional<std::string> value) {
            KafkaSandboxMessage m;
            m.key = std::move(key);
            m.value = std::move(value);
            return m;
        };
        QVERIFY(m_sandbox->produce("users", {msg("1", R"({"name":"A","score":1})"), msg("2", R"({"name":"B","score":2})"),
                                            msg("1", R"({"name":"A2","score":3})"), msg("2", std::nullopt),
                                            msg("3", R"({"name":"C","score":4})")}));
        const std::string tables =
            "CREATE TABLE users (id STRING, name STRING, score INT, PRIMARY KEY (id) NOT ENFORCED) WITH ("
            "'connector' = 'upsert-kafka', 'topic' = 'users', 'properties.bootstrap.servers' = '" + m_bootstrap + "', "
            "'key.format' = 'raw', 'value.format' = 'json', 'value.fields-include' = 'EXCEPT_KEY');\n"
            "CREATE TABLE users_copy (id STRING, name STRING, score INT, PRIMARY KEY (id) NOT ENFORCED) WITH ("
            "'connector' = 'upsert-kafka', 'topic' = 'users_copy', 'properties.bootstrap.servers' = '" + m_bootstrap + "', "
            "'key.format' = 'csv', 'value.format' = 'csv');\n";
        JobOutput o;
        auto job = startJob(tables + "INSERT INTO users_copy SELECT * FROM users;\n", collectInto(o));
        QVERIFY2(job, job ? "" : job.status().message().c_str());
        // upsert-kafka never ends by itself: wait for the copy to hold every change, then cancel.
        std::vector<ReadMessage> out;
        for (int i = 0; i < 100 && out.size() < 5; ++i) {
            QTest::qWait(100);
            out = readTopic(m_bootstrap, "users_copy");
        }
        (*job)->cancel();
        QVERIFY((*job)->waitFor(10s));
        QCOMPARE(out.size(), std::size_t{5});
        // Per key, the order of changes is kept; -U is never written, -D is a tombstone.
        std::map<std::string, std::vector<std::string>> byKey;
        for (const auto &m : out)
            byKey[*m.key].push_back(m.value.value_or("<tombstone>"));
        QCOMPARE(byKey["1"], (std::vector<std::string>{"1,A,1", "1,A2,3"}));
        QCOMPARE(byKey["2"], (std::vector<std::string>{"2,B,2", "<tombstone>"}));
        QCOMPARE(byKey["3"], (std::vector<std::string>{"3,C,4"}));

        // Read back as a table: the normalized changelog materializes to the latest row per key.
        JobOutput back;
        auto reader = startJob(tables + "CREATE TABLE sink_t (id STRING, name STRING, score INT) WITH ('connector' = 'blackhole');\n"
                                        "INSERT INTO sink_t SELECT * FROM users_copy;\n",
                               collectInto(back));
        QVERIFY(reader);
        for (int i = 0; i < 100; ++i) {
            QTest::qWait(100);
            std::lock_guard lock(back.mutex);
            if (back.changelog.size() >= 6)
                break;
        }
        (*reader)->cancel();
        QVERIFY((*reader)->waitFor(10s));
        std::map<std::string, int> table;
        for (const std::string &c : back.changelog) {
            const std::string row = c.substr(3);
            if (c[0] == '+')
                ++table[row];
            else
                --table[row];
        }
        std::erase_if(table, [](const auto &e) { return e.second == 0; });
        QCOMPARE(table, (std::map<std::string, int>{{"1,A2,3", 1}, {"3,C,4", 1}}));
        QVERIFY(std::count(back.changelog.begin(), back.changelog.end(), std::string("-D 2,B,2")) == 1);
    }

    void seed001JoinWithPerSideTtl()
    {
        QVERIFY(m_sandbox->createTopic("user_info_001", 1).isOk());
        QVERIFY(m_sandbox->createTopic("user_score_001", 1).isOk());
        QVERIFY(m_sandbox->produce("user_info_001", valuesOf({"u1,Alice", "u2,Bob", "u3,Carol"})));
        QVERIFY(m_sandbox->produce("user_score_001", valuesOf({"u1,90", "u3,70", "u4,10", "u1,95"})));
        std::string script = readTestData("seeds/seed001_example1.sql");
        script = replaceAll(script, "127.0.0.1:9092", m_bootstrap);
        script = replaceAll(script, "'scan.startup.mode' = 'latest-offset'",
                            "'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset'");
        JobOutput o;
        auto [state, status] = runToEnd(script, collectInto(o));
        QVERIFY2(state == JobState::Finished, status.message().c_str());
        QCOMPARE(sortedLines(o), (std::vector<std::string>{"+I[u1, Alice, 90]", "+I[u1, Alice, 95]", "+I[u3, Carol, 70]"}));
    }

    void sandboxFixedAddress()
    {
        // A sandbox asked for a bootstrap port accepts clients there (the example's 127.0.0.1:9092
        // in `sluice kafka-sandbox`); a port already taken is a clear error naming it.
        auto fixed = KafkaSandbox::start(1, {{"t", 1}}, 0);
        QVERIFY2(fixed, fixed ? "" : fixed.status().message().c_str());
        const std::string address = (*fixed)->bootstrapServers();
        QVERIFY(address.starts_with("127.0.0.1:") && address != m_bootstrap);
        QVERIFY((*fixed)->produce("t", valuesOf({"1,a", "2,b"})));
        QCOMPARE(sortedValues(readTopic(address, "t")), (std::vector<std::string>{"1,a", "2,b"}));
        const int port = std::stoi(address.substr(address.find(':') + 1));
        auto second = KafkaSandbox::start(1, {}, port);
        QVERIFY(!second);
        QVERIFY2(second.status().message().find("127.0.0.1:" + std::to_string(port)) != std::string::npos,
                 second.status().message().c_str());
        QVERIFY(!KafkaSandbox::start(1, {}, 70000));
    }

    void shippedExampleParses()
    {
        // The shipped example names the sandbox's default address; here it runs on this sandbox.
        std::ifstream in(std::string(SLUICE_SOURCE_DIR) + "/resources/examples/kafka_join_ttl.sql");
        QVERIFY(in.good());
        std::string script((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QVERIFY(m_sandbox->createTopic("user_info_001", 1).isOk());
        QVERIFY(m_sandbox->createTopic("user_score_001", 1).isOk());
        QVERIFY(m_sandbox->produce("user_info_001", valuesOf({"u1,Alice"})));
        QVERIFY(m_sandbox->produce("user_score_001", valuesOf({"u1,90"})));
        script = replaceAll(script, "127.0.0.1:9092", m_bootstrap);
        JobOutput o;
        auto [state, status] = runToEnd(script, collectInto(o));
        QVERIFY2(state == JobState::Finished, status.message().c_str());
        QCOMPARE(sortedLines(o), (std::vector<std::string>{"+I[u1, Alice, 90]"}));
    }
};

QTEST_GUILESS_MAIN(KafkaConnectorTest)
#include "kafka_connector_test.moc"
