// Event time of the kafka source against librdkafka's mock cluster: the table's WATERMARK is
// generated per partition and a source subtask emits the minimum over its partitions (Flink's
// Kafka source with watermark push-down); an idle timeout (the table's scan.watermark.idle-timeout,
// in WITH or an OPTIONS hint, else table.exec.source.idle-timeout) lets a silent partition stop
// holding event time back, and without one the watermark stalls, as in Flink. Each case runs
// at source parallelism 1 (the reader merges its partitions) and 2 (one partition per subtask:
// the window task's valve merges the subtasks and ignores an idle one).

#include "kafka_test_support.h"

using namespace sluice;
using namespace sluice::testing;
using namespace std::chrono_literals;

namespace {

// A window count per 10 s of event time over the `events` topic (two partitions); `options` go
// into the table's WITH clause, `hint` after the table's name in a view the window reads.
std::string windowJob(const std::string &bootstrap, int parallelism, const std::string &sets,
                      bool computedRowtime, const std::string &options = {},
                      const std::string &hint = {})
{
    const std::string columns =
        computedRowtime ? "k STRING, s STRING, ts AS TO_TIMESTAMP(s), "
                          "WATERMARK FOR ts AS ts - INTERVAL '1' SECOND"
                        : "k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND";
    return "SET 'parallelism.default' = '" + std::to_string(parallelism) + "';\n" + sets +
           "CREATE TABLE events (" + columns + ") WITH ('connector' = 'kafka', 'topic' = 'events', "
           "'properties.bootstrap.servers' = '" + bootstrap + "', 'format' = 'csv', "
           "'scan.startup.mode' = 'earliest-offset'" + options + ");\n"
           "CREATE TEMPORARY VIEW hinted AS SELECT * FROM events " + hint + ";\n"
           "CREATE TABLE out_t (window_start TIMESTAMP(3), c BIGINT) WITH ('connector' = 'print');\n"
           "INSERT INTO out_t SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE hinted, "
           "DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY window_start, window_end;\n";
}

KafkaSandboxMessage at(int partition, const std::string &value)
{
    KafkaSandboxMessage m;
    m.partition = partition;
    m.value = value;
    return m;
}

std::vector<std::string> linesOf(JobOutput &o)
{
    std::lock_guard lock(o.mutex);
    std::vector<std::string> v;
    for (const std::string &line : o.lines) // "2> +I[...]" at parallelism 2: drop the prefix
        v.push_back(line.substr(line.find('+')));
    std::sort(v.begin(), v.end());
    return v;
}

// Waits until the job printed `count` lines (at most `timeout`), then a little longer so that a
// window firing too early would show.
std::vector<std::string> waitForLines(JobOutput &o, std::size_t count, std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        {
            std::lock_guard lock(o.mutex);
            if (o.lines.size() >= count)
                break;
        }
        QTest::qWait(50);
    }
    QTest::qWait(700);
    return linesOf(o);
}

} // namespace

class KafkaWatermarkTest : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<KafkaSandbox> m_sandbox;
    std::string m_bootstrap;

private slots:
    void init()
    {
        auto sandbox = KafkaSandbox::start(1, {{"events", 2}});
        QVERIFY(sandbox);
        m_sandbox = std::move(*sandbox);
        m_bootstrap = m_sandbox->bootstrapServers();
    }
    void cleanup() { m_sandbox.reset(); }

    void watermarkIsTheMinimumOverPartitions_data()
    {
        QTest::addColumn<int>("parallelism");
        QTest::newRow("one subtask, two partitions") << 1;
        QTest::newRow("one partition per subtask") << 2;
    }
    void watermarkIsTheMinimumOverPartitions()
    {
        QFETCH(int, parallelism);
        // Partition 0 reaches 00:00:31, partition 1 only 00:00:12: event time is 00:00:11, so the
        // window [0 s, 10 s) fires and [10 s, 20 s) does not (it would at the maximum, 00:00:30).
        QVERIFY(m_sandbox->produce("events", {at(0, "a,2024-01-01 00:00:01"), at(1, "b,2024-01-01 00:00:02"),
                                              at(0, "a,2024-01-01 00:00:31"), at(1, "b,2024-01-01 00:00:12")}));
        JobOutput o;
        auto job = startJob(windowJob(m_bootstrap, parallelism, "", false), collectInto(o));
        QVERIFY2(job, job ? "" : job.status().message().c_str());
        const std::vector<std::string> lines = waitForLines(o, 1, 20s);
        const MetricsSnapshot metrics = (*job)->metrics();
        (*job)->cancel();
        QVERIFY((*job)->waitFor(10s));
        QCOMPARE(lines, (std::vector<std::string>{"+I[2024-01-01T00:00, 2]"}));
        // The source subtasks report the watermarks they emitted: per subtask, the minimum over
        // its partitions (parallelism 2: one partition each, 00:00:30 and 00:00:11).
        const std::int64_t base = 1704067200000; // 2024-01-01 00:00:00 UTC
        std::vector<std::int64_t> sourceWatermarks;
        for (const SubtaskMetrics &m : metrics.subtasks) {
            if (m.operatorId.ends_with(".source"))
                sourceWatermarks.push_back(m.currentWatermark - base);
        }
        std::sort(sourceWatermarks.begin(), sourceWatermarks.end());
        if (parallelism == 1)
            QCOMPARE(sourceWatermarks, (std::vector<std::int64_t>{11000}));
        else
            QCOMPARE(sourceWatermarks, (std::vector<std::int64_t>{11000, 30000}));
    }

    void idlePartitionStopsHoldingEventTimeBack_data()
    {
        QTest::addColumn<int>("parallelism");
        QTest::addColumn<QString>("sets");
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("hint");
        const QString job = QStringLiteral("SET 'table.exec.source.idle-timeout' = '500 ms';\n");
        QTest::newRow("job option, one subtask, two partitions") << 1 << job << "" << "";
        QTest::newRow("job option, one partition per subtask") << 2 << job << "" << "";
        // The table's own timeout replaces the job's (here: none, and a day).
        QTest::newRow("table option") << 1 << "" << ", 'scan.watermark.idle-timeout' = '500 ms'" << "";
        QTest::newRow("OPTIONS hint over the job's")
            << 2 << "SET 'table.exec.source.idle-timeout' = '1 d';\n" << ""
            << "/*+ OPTIONS('scan.watermark.idle-timeout' = '500 ms') */";
    }
    void idlePartitionStopsHoldingEventTimeBack()
    {
        QFETCH(int, parallelism);
        QFETCH(QString, sets);
        QFETCH(QString, options);
        QFETCH(QString, hint);
        // Partition 1 goes silent at 00:00:02 while partition 0 moves on to 00:00:25: once
        // partition 1 is idle (500 ms without records), event time follows partition 0 alone.
        QVERIFY(m_sandbox->produce("events", {at(0, "a,2024-01-01 00:00:01"), at(1, "b,2024-01-01 00:00:02")}));
        JobOutput o;
        auto job = startJob(windowJob(m_bootstrap, parallelism, sets.toStdString(), true,
                                      options.toStdString(), hint.toStdString()),
                            collectInto(o));
        QVERIFY2(job, job ? "" : job.status().message().c_str());
        QTest::qWait(300);
        QVERIFY(m_sandbox->produce("events", {at(0, "a,2024-01-01 00:00:25")}));
        const std::vector<std::string> lines = waitForLines(o, 1, 20s);
        (*job)->cancel();
        QVERIFY((*job)->waitFor(10s));
        QCOMPARE(lines, (std::vector<std::string>{"+I[2024-01-01T00:00, 2]"}));
    }

    void withoutIdleTimeoutASilentPartitionStallsEventTime_data()
    {
        QTest::addColumn<int>("parallelism");
        QTest::addColumn<QString>("sets");
        QTest::addColumn<QString>("options");
        QTest::newRow("one subtask, two partitions") << 1 << "" << "";
        QTest::newRow("one partition per subtask") << 2 << "" << "";
        // A table's '0' turns idleness off for it, whatever the job says (Flink's push-down rule).
        QTest::newRow("table option 0 over the job's")
            << 1 << "SET 'table.exec.source.idle-timeout' = '500 ms';\n"
            << ", 'scan.watermark.idle-timeout' = '0 ms'";
    }
    void withoutIdleTimeoutASilentPartitionStallsEventTime()
    {
        QFETCH(int, parallelism);
        QFETCH(QString, sets);
        QFETCH(QString, options);
        QVERIFY(m_sandbox->produce("events", {at(0, "a,2024-01-01 00:00:01"), at(1, "b,2024-01-01 00:00:02"),
                                              at(0, "a,2024-01-01 00:00:25")}));
        JobOutput o;
        auto job = startJob(windowJob(m_bootstrap, parallelism, sets.toStdString(), true,
                                      options.toStdString()),
                            collectInto(o));
        QVERIFY2(job, job ? "" : job.status().message().c_str());
        QTest::qWait(2500); // five idle timeouts of the case above
        QVERIFY((*job)->state() == JobState::Running);
        QCOMPARE(linesOf(o), std::vector<std::string>{});
        // A record in the silent partition moves event time on.
        QVERIFY(m_sandbox->produce("events", {at(1, "b,2024-01-01 00:00:15")}));
        const std::vector<std::string> lines = waitForLines(o, 1, 20s);
        (*job)->cancel();
        QVERIFY((*job)->waitFor(10s));
        QCOMPARE(lines, (std::vector<std::string>{"+I[2024-01-01T00:00, 2]"}));
    }

    void boundedReadReleasesEventTimeAtTheEnd()
    {
        // A bounded source ends at watermark MAX: every window fires, however far the
        // partitions' event time got.
        QVERIFY(m_sandbox->produce("events", {at(0, "a,2024-01-01 00:00:01"), at(1, "b,2024-01-01 00:00:12"),
                                              at(0, "a,2024-01-01 00:00:31")}));
        std::string script = windowJob(m_bootstrap, 2, "", false);
        script = replaceAll(script, "'scan.startup.mode' = 'earliest-offset'",
                            "'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset'");
        JobOutput o;
        auto [state, status] = runToEnd(script, collectInto(o));
        QVERIFY2(state == JobState::Finished, status.message().c_str());
        QCOMPARE(linesOf(o), (std::vector<std::string>{"+I[2024-01-01T00:00, 1]", "+I[2024-01-01T00:00:10, 1]",
                                                      "+I[2024-01-01T00:00:30, 1]"}));
    }

    void nullRowtimeFailsTheJob()
    {
        QVERIFY(m_sandbox->produce("events", {at(0, "a,2024-01-01 00:00:01"), at(0, "a,")}));
        std::string script = windowJob(m_bootstrap, 1, "", false);
        // An empty field is NULL only with an empty null literal (Flink 1.20 fails to parse it
        // as a TIMESTAMP otherwise).
        script = replaceAll(script, "'scan.startup.mode' = 'earliest-offset'",
                            "'scan.startup.mode' = 'earliest-offset', 'scan.bounded.mode' = 'latest-offset', "
                            "'csv.null-literal' = ''");
        auto [state, status] = runToEnd(script);
        QCOMPARE(jobStateName(state), "failed");
        QVERIFY2(status.message().find("RowTime field should not be null") != std::string::npos,
                 status.message().c_str());
    }
};

QTEST_GUILESS_MAIN(KafkaWatermarkTest)
#include "kafka_watermark_test.moc"
