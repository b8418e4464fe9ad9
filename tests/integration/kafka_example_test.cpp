// The shipped seed 001 example (resources/examples/kafka_join_ttl.sql) end to end against the
// Kafka sandbox, with its topics loaded from the files shipped next to it: as its comment tells a
// user to run it (`sluice kafka-sandbox` on 127.0.0.1:9092, then `sluice run`), in process on a
// sandbox of its own, and unbounded under a manual clock to show each side's state TTL (left
// 60 s, right 120 s).

#include <sluice/engine.h>
#include <sluice/kafka_sandbox.h>

#include <QProcess>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <mutex>
#include <sstream>

using namespace sluice;
using namespace std::chrono_literals;

namespace {

const std::string kDir = std::string(SLUICE_SOURCE_DIR) + "/resources/examples/";
const std::string kExampleAddress = "127.0.0.1:9092";

std::string exampleText()
{
    std::ifstream in(kDir + "kafka_join_ttl.sql", std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string replaceAll(std::string text, const std::string &from, const std::string &to)
{
    for (std::size_t pos = 0; (pos = text.find(from, pos)) != std::string::npos; pos += to.size())
        text.replace(pos, from.size(), to);
    return text;
}

// What the print sink wrote, in order.
struct Printed {
    std::mutex mutex;
    std::vector<std::string> lines;

    std::vector<std::string> sorted()
    {
        std::lock_guard lock(mutex);
        std::vector<std::string> v = lines;
        std::sort(v.begin(), v.end());
        return v;
    }
    bool waitFor(std::size_t count, std::chrono::milliseconds timeout)
    {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (std::chrono::steady_clock::now() < deadline) {
            {
                std::lock_guard lock(mutex);
                if (lines.size() >= count)
                    return true;
            }
            QTest::qWait(20);
        }
        return false;
    }
};

const std::vector<std::string> kExpected = {"+I[u1, Alice, 90]", "+I[u1, Alice, 95]", "+I[u3, Carol, 70]"};

Status loadExampleTopics(KafkaSandbox &sandbox)
{
    for (const char *topic : {"user_info_001", "user_score_001"}) {
        if (Status s = sandbox.createTopic(topic, 1); !s.isOk())
            return s;
        auto n = sandbox.produceLines(topic, kDir + "kafka_join_ttl/" + topic + ".csv");
        if (!n)
            return n.status();
    }
    return Status::ok();
}

KafkaSandboxMessage value(const std::string &v)
{
    KafkaSandboxMessage m;
    m.value = v;
    return m;
}

} // namespace

class KafkaExampleTest : public QObject {
    Q_OBJECT

private slots:
    void runsAsItsCommentSays()
    {
        // Exactly the documented commands, from the repository's top folder. They need Kafka's
        // usual port; where something else holds it, the in-process cases below still run.
        QProcess sandbox;
        sandbox.setWorkingDirectory(QStringLiteral(SLUICE_SOURCE_DIR));
        sandbox.start(QStringLiteral(SLUICE_BINARY),
                      {QStringLiteral("kafka-sandbox"),
                       QStringLiteral("--load"), QStringLiteral("user_info_001=resources/examples/kafka_join_ttl/user_info_001.csv"),
                       QStringLiteral("--load"), QStringLiteral("user_score_001=resources/examples/kafka_join_ttl/user_score_001.csv")});
        QVERIFY(sandbox.waitForStarted(10000));
        QByteArray address;
        for (int i = 0; i < 200 && !address.contains('\n') && sandbox.state() == QProcess::Running; ++i) {
            sandbox.waitForReadyRead(100);
            address += sandbox.readAllStandardOutput();
        }
        if (sandbox.state() != QProcess::Running) {
            const QByteArray err = sandbox.readAllStandardError();
            if (err.contains("in use"))
                QSKIP("127.0.0.1:9092 is taken on this machine");
            QFAIL(err.constData());
        }
        QCOMPARE(address.trimmed(), QByteArray(kExampleAddress.c_str()));

        QProcess run;
        run.setWorkingDirectory(QStringLiteral(SLUICE_SOURCE_DIR));
        run.start(QStringLiteral(SLUICE_BINARY),
                  {QStringLiteral("run"), QStringLiteral("resources/examples/kafka_join_ttl.sql")});
        const bool ended = run.waitForFinished(60000);
        sandbox.terminate();
        QVERIFY(sandbox.waitForFinished(10000));
        QCOMPARE(sandbox.exitCode(), 0);
        QVERIFY2(ended, "sluice run did not end");
        QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());
        QStringList lines = QString::fromUtf8(run.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        lines.sort();
        QCOMPARE(lines, (QStringList{QStringLiteral("+I[u1, Alice, 90]"), QStringLiteral("+I[u1, Alice, 95]"),
                                     QStringLiteral("+I[u3, Carol, 70]")}));
    }

    void runsEndToEndOnASandboxOfItsOwn()
    {
        // The same through the sandbox's fixed-address listener, on a free port: the job text
        // changes in its bootstrap address only, as it would for a Flink cluster.
        auto sandbox = KafkaSandbox::start(1, {}, 0);
        QVERIFY2(sandbox, sandbox ? "" : sandbox.status().message().c_str());
        QVERIFY((*sandbox)->bootstrapServers().starts_with("127.0.0.1:"));
        QVERIFY(loadExampleTopics(**sandbox).isOk());
        const std::string original = exampleText();
        QVERIFY(original.find(kExampleAddress) != std::string::npos);
        const std::string script = replaceAll(original, kExampleAddress, (*sandbox)->bootstrapServers());

        Printed printed;
        JobOptions options;
        options.printOut = [&](std::string_view line) {
            std::lock_guard lock(printed.mutex);
            printed.lines.emplace_back(line);
        };
        auto job = startJob(script, options);
        QVERIFY2(job, job ? "" : job.status().message().c_str());
        QVERIFY((*job)->waitFor(60s));
        QVERIFY2((*job)->state() == JobState::Finished, (*job)->failure().toString().c_str());
        QCOMPARE(printed.sorted(), kExpected);
    }

    void eachSideKeepsItsStateForItsOwnTtl()
    {
        // The example unbounded (its comment: drop 'scan.bounded.mode'), under a manual clock.
        auto sandbox = KafkaSandbox::start(1, {}, 0);
        QVERIFY(sandbox);
        QVERIFY(loadExampleTopics(**sandbox).isOk());
        std::string script = replaceAll(exampleText(), kExampleAddress, (*sandbox)->bootstrapServers());
        script = replaceAll(script, "  'scan.bounded.mode' = 'latest-offset',\n", "");
        QVERIFY(script.find("'scan.bounded.mode' =") == std::string::npos);

        std::atomic<std::int64_t> now{1'000'000};
        Printed printed;
        JobOptions options;
        options.clock = [&] { return now.load(); };
        options.printOut = [&](std::string_view line) {
            std::lock_guard lock(printed.mutex);
            printed.lines.emplace_back(line);
        };
        auto job = startJob(script, options);
        QVERIFY2(job, job ? "" : job.status().message().c_str());
        auto produce = [&](const char *topic, std::vector<std::string> values) {
            std::vector<KafkaSandboxMessage> msgs;
            for (const auto &v : values)
                msgs.push_back(value(v));
            return (*sandbox)->produce(topic, msgs).isOk();
        };

        // t = 0: the loaded topics join.
        QVERIFY(printed.waitFor(3, 30s));
        QCOMPARE(printed.sorted(), kExpected);

        // t = 90 s: the users of t = 0 are gone (left TTL 60 s), their scores are not (right
        // TTL 120 s). A new user joins the old score; a new score of an old user joins nothing.
        now += 90'000;
        QVERIFY(produce("user_info_001", {"u3,Carol2"}));
        QVERIFY(printed.waitFor(4, 30s));
        // u3's new score comes after u1's in the same partition: once it printed, u1's was read.
        QVERIFY(produce("user_score_001", {"u1,50", "u3,71"}));
        QVERIFY(printed.waitFor(5, 30s));

        // t = 200 s: the scores of t = 0 are gone too; those of t = 90 s are not (until 210 s).
        now += 110'000;
        QVERIFY(produce("user_info_001", {"u1,Alice3", "u4,Dan", "u3,Carol3"}));
        QVERIFY(printed.waitFor(7, 30s));
        QTest::qWait(300); // nothing more may come
        (*job)->cancel();
        QVERIFY((*job)->waitFor(10s));
        std::lock_guard lock(printed.mutex);
        const std::vector<std::string> tail(printed.lines.begin() + 3, printed.lines.end());
        QCOMPARE(tail, (std::vector<std::string>{"+I[u3, Carol2, 70]", "+I[u3, Carol2, 71]",
                                                 "+I[u1, Alice3, 50]", "+I[u3, Carol3, 71]"}));
    }
};

QTEST_GUILESS_MAIN(KafkaExampleTest)
#include "kafka_example_test.moc"
