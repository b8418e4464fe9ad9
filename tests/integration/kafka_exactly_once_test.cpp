// Exactly-once Kafka sinks (issue 22, docs/checkpoints.md) against a real Kafka broker, since
// librdkafka's mock cluster shows aborted transactions to read_committed readers:
// - the job's transaction: rows after a subtask's barrier wait for that checkpoint's commit, a
//   failed checkpoint lets them into the open transaction, a commit leaves its marker, and an
//   open transaction dies with its producer;
// - `sluice run` killed with SIGKILL at random moments, restored each time from the folder of
//   checkpoints (the latest complete one, once a crash between a commit and its _metadata is
//   settled): every input row exactly once for read_committed readers, at parallelism 1 and 2
//   and across a rescale;
// - a broker that goes away and comes back, and one that stalls while the job is stopped.
//
// SLUICE_FT_ROUNDS sets the kills per scenario (20 by default).

#include "connectors/kafka_client_config.h"
#include "connectors/kafka_transaction.h"
#include "real_kafka_broker.h"
#include "sluice_run.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <cstdio>

using sluice::testing::RealKafkaBroker;
using sluice::testing::signalProcess;
using sluice::testing::waitUntilRunning;

namespace {

int rounds()
{
    const int n = qEnvironmentVariableIntValue("SLUICE_FT_ROUNDS");
    return n > 0 ? n : 20;
}

/// Checks that the values "first".."first+count-1" each occur exactly once; names the first few
/// that do not.
QString exactlyOnce(const std::vector<std::string> &values, long long first, long long count)
{
    const std::map<std::string, int> seen = sluice::testing::countValues(values);
    QStringList problems;
    for (long long v = first; v < first + count && problems.size() < 5; ++v) {
        const auto it = seen.find(std::to_string(v));
        const int n = it == seen.end() ? 0 : it->second;
        if (n != 1)
            problems << QStringLiteral("%1 x%2").arg(v).arg(n);
    }
    if (static_cast<long long>(seen.size()) != count)
        problems << QStringLiteral("%1 distinct values, expected %2").arg(seen.size()).arg(count);
    return problems.join(QStringLiteral(", "));
}

} // namespace

class KafkaExactlyOnceTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_brokerDir;
    std::unique_ptr<RealKafkaBroker> m_broker;
    int m_topics = 0;

    /// A new topic name (each test writes its own).
    std::string newTopic(int partitions)
    {
        const std::string name = "t" + std::to_string(++m_topics);
        QString error;
        if (!m_broker->createTopic(name, partitions, error))
            qWarning("createTopic: %s", qPrintable(error));
        return name;
    }

    sluice::exec::KafkaClientConfig client() const
    {
        auto c = sluice::exec::KafkaClientConfig::fromOptions({{"properties.bootstrap.servers", m_broker->bootstrapServers()}});
        return *c;
    }

    static QString write(const QString &path, const QString &text)
    {
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(text.toUtf8());
        return path;
    }

    /// Whether `checkpoints` holds a checkpoint a restore resumes from: a complete one, or one
    /// whose process died between its commit and its `_metadata` (the restore asks Kafka whether
    /// that commit happened, then completes the checkpoint or drops it).
    static bool holdsCheckpoint(const QString &checkpoints)
    {
        QDirIterator it(checkpoints, {QStringLiteral("_metadata"), QStringLiteral("_metadata.pending")}, QDir::Files,
                        QDirIterator::Subdirectories);
        return it.hasNext();
    }

    /// `sluice run JOB`, resuming from the folder of checkpoints (its latest complete one) once
    /// it holds a checkpoint.
    static QStringList runArguments(const QString &job, const QString &checkpoints, const QStringList &extra = {})
    {
        QStringList args{QStringLiteral("run"), job};
        if (holdsCheckpoint(checkpoints))
            args << QStringLiteral("--restore") << checkpoints;
        return args + extra;
    }

    /// Starts `sluice run JOB` as runArguments says and waits until its job runs. A restore that
    /// found only a checkpoint whose commit never happened drops it and has nothing to resume:
    /// the job then starts anew, as its user would start it. Returns the arguments of the run
    /// that started (or failed to start).
    static QStringList startRun(QProcess &run, const QString &job, const QString &checkpoints,
                                const QStringList &extra = {})
    {
        for (int attempt = 0;; ++attempt) {
            const QStringList args = runArguments(job, checkpoints, extra);
            run.start(QStringLiteral(SLUICE_BINARY), args);
            if (!run.waitForStarted())
                return args;
            const QByteArray log = waitUntilRunning(run);
            if (log.contains("sluice: job ") || !args.contains(QStringLiteral("--restore")) || attempt > 0 ||
                !log.contains("holds no complete checkpoint"))
                return args;
            run.waitForFinished(10000);
        }
    }

    /// Runs the job to its end, resuming from `checkpoints`; false when it fails.
    static bool runToEnd(const QString &job, const QString &checkpoints)
    {
        QProcess run;
        run.setProcessChannelMode(QProcess::ForwardedOutputChannel);
        startRun(run, job, checkpoints);
        const bool ended = run.waitForFinished(180000);
        std::fputs(run.readAllStandardError().constData(), stderr);
        return ended && run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0;
    }

    /// Produces "first".."last" to `topic` (spread over its partitions by key).
    bool produceInput(const std::string &topic, long long first, long long last) const
    {
        char err[512];
        rd_kafka_conf_t *conf = rd_kafka_conf_new();
        rd_kafka_conf_set(conf, "bootstrap.servers", m_broker->bootstrapServers().c_str(), err, sizeof err);
        rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
        if (!rk)
            return false;
        for (long long v = first; v <= last; ++v) {
            const std::string value = std::to_string(v);
            while (rd_kafka_producev(rk, RD_KAFKA_V_TOPIC(topic.c_str()), RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY),
                                     RD_KAFKA_V_KEY(value.data(), value.size()),
                                     RD_KAFKA_V_VALUE(const_cast<char *>(value.data()), value.size()),
                                     RD_KAFKA_V_END) == RD_KAFKA_RESP_ERR__QUEUE_FULL)
                rd_kafka_poll(rk, 10);
        }
        const bool flushed = rd_kafka_flush(rk, 60000) == RD_KAFKA_RESP_ERR_NO_ERROR;
        rd_kafka_destroy(rk);
        return flushed;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_brokerDir.isValid());
        QString error;
        m_broker = RealKafkaBroker::start(m_brokerDir.path(), error);
        QVERIFY2(m_broker, qPrintable(error));
    }

    void cleanupTestCase() { m_broker.reset(); }

    /// The transaction's own rules, driven directly: what a writer sends after its barrier waits
    /// for that checkpoint; a failed checkpoint lets it into the open transaction; the marker
    /// says which commits happened; an open transaction dies with its producer.
    void transactionFollowsBarriers()
    {
        using sluice::exec::KafkaPartitioner;
        using sluice::exec::KafkaTransaction;
        const std::string topic = newTopic(1);
        const std::string id = "unit-" + topic;
        QString error;
        {
            auto tx = KafkaTransaction::open(client(), id, topic, "job-a", "job-a");
            QVERIFY2(tx, tx.status().message().c_str());
            auto handle = (*tx)->topic(topic, KafkaPartitioner::Default);
            QVERIFY(handle);
            KafkaTransaction::Writer &w = (*tx)->addWriter(0, KafkaPartitioner::Default);
            auto send = [&](const std::string &v) { return (*tx)->send(w, *handle, nullptr, &v, 0); };
            QVERIFY(send("1").isOk());
            QVERIFY(send("2").isOk());
            (*tx)->barrier(w, 1);
            QVERIFY(send("3").isOk()); // after barrier 1: the next transaction
            QVERIFY((*tx)->commit(1).isOk());
            QCOMPARE(m_broker->readCommitted(topic, 1, error), (std::vector<std::string>{"1", "2"}));
            (*tx)->barrier(w, 2);
            QVERIFY(send("4").isOk()); // after barrier 2, which then fails
            (*tx)->aborted(2);
            QVERIFY((*tx)->poll(w).isOk());
            (*tx)->barrier(w, 3);
            QVERIFY(send("5").isOk());
            QVERIFY((*tx)->commit(3).isOk()); // "3" and "4" belong to checkpoint 3
            QCOMPARE(m_broker->readCommitted(topic, 1, error), (std::vector<std::string>{"1", "2", "3", "4"}));
            QVERIFY((*tx)->poll(w).isOk()); // "5" goes into the open transaction, never committed
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(m_broker->readCommitted(topic, 1, error), (std::vector<std::string>{"1", "2", "3", "4"}));
        auto committed = [&](const std::string &job, std::int64_t checkpoint) {
            auto r = KafkaTransaction::committed(client(), id, topic, job, checkpoint);
            return r ? *r : false;
        };
        QVERIFY(committed("job-a", 1));
        QVERIFY(committed("job-a", 3));
        QVERIFY(!committed("job-a", 4));
        QVERIFY(!committed("job-b", 1)); // another job's commits say nothing of this one's
    }

    void killAndRestore_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("parallelism");
        QTest::addColumn<int>("rescaleTo");
        QTest::newRow("datagen -> kafka, p1") << QStringLiteral("datagen") << 1 << 0;
        QTest::newRow("kafka -> kafka, p2, one restore at p1") << QStringLiteral("kafka") << 2 << 1;
        // Each id twice in monitored files, the second dropped by deduplication state on RocksDB.
        QTest::newRow("files -> dedup (rocksdb) -> kafka, p2, one restore at p1") << QStringLiteral("files") << 2 << 1;
    }

    void killAndRestore()
    {
        QFETCH(QString, source);
        QFETCH(int, parallelism);
        QFETCH(int, rescaleTo);
        constexpr long long kRows = 60000;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string out = newTopic(2);
        // datagen is paced and bounded; the Kafka and file inputs are unbounded and grow round by
        // round.
        const bool kafkaInput = source == QStringLiteral("kafka");
        const bool fileInput = source == QStringLiteral("files");
        std::string in;
        QString sourceDdl;
        QString query = QStringLiteral("INSERT INTO sink SELECT id FROM src;\n");
        if (fileInput) {
            QVERIFY(QDir().mkpath(dir.path() + QStringLiteral("/in")));
            sourceDdl = QStringLiteral("SET 'state.backend.type' = 'rocksdb';\n"
                                       "CREATE TABLE src (id BIGINT, pt AS PROCTIME()) WITH ('connector' = 'filesystem',"
                                       " 'path' = '%1/in', 'format' = 'csv', 'source.monitor-interval' = '50 ms');\n")
                            .arg(dir.path());
            query = QStringLiteral("INSERT INTO sink SELECT id FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY id"
                                   " ORDER BY pt) AS rn FROM src) WHERE rn = 1;\n");
        } else if (kafkaInput) {
            in = newTopic(2);
            sourceDdl = QStringLiteral("CREATE TABLE src (id BIGINT) WITH ('connector' = 'kafka', 'topic' = '%1',"
                                       " 'properties.bootstrap.servers' = '%2', 'properties.group.id' = 'g',"
                                       " 'scan.startup.mode' = 'earliest-offset', 'format' = 'csv');\n")
                            .arg(QString::fromStdString(in), QString::fromStdString(m_broker->bootstrapServers()));
        } else {
            sourceDdl = QStringLiteral("CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '12000',"
                                       " 'number-of-rows' = '%1', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',"
                                       " 'fields.id.end' = '%1');\n")
                            .arg(kRows);
        }
        const QString checkpoints = dir.path() + QStringLiteral("/chk");
        const QString job = write(dir.path() + QStringLiteral("/job.sql"),
                                  QStringLiteral("SET 'execution.checkpointing.interval' = '200 ms';\n"
                                                 "SET 'execution.checkpointing.dir' = '%1';\n"
                                                 "SET 'parallelism.default' = '%2';\n")
                                          .arg(checkpoints)
                                          .arg(parallelism) +
                                      sourceDdl +
                                      QStringLiteral("CREATE TABLE sink (id BIGINT) WITH ('connector' = 'kafka', 'topic' = '%1',"
                                                     " 'properties.bootstrap.servers' = '%2', 'format' = 'csv',"
                                                     " 'sink.delivery-guarantee' = 'exactly-once',"
                                                     " 'sink.transactional-id-prefix' = 'eos-%1');\n")
                                          .arg(QString::fromStdString(out), QString::fromStdString(m_broker->bootstrapServers())) +
                                      query);
        // Adds ids first..last to the input: on Kafka, or as two files (each id twice) written
        // hidden and renamed, so the monitoring source never sees one half written.
        auto feed = [&](long long first, long long last) {
            if (kafkaInput)
                return produceInput(in, first, last);
            std::string text;
            for (long long v = first; v <= last; ++v)
                text += std::to_string(v) + "\n";
            for (int copy = 0; copy < 2; ++copy) {
                const QString name = QStringLiteral("%1/in/part-%2-%3.csv").arg(dir.path()).arg(first).arg(copy);
                const QString hidden = QStringLiteral("%1/in/.tmp-%2-%3").arg(dir.path()).arg(first).arg(copy);
                write(hidden, QString::fromStdString(text));
                if (!QFile::rename(hidden, name))
                    return false;
            }
            return true;
        };
        const bool unbounded = kafkaInput || fileInput;
        const int kills = rounds();
        bool finished = false;
        int restored = 0;
        long long fed = 0;
        for (int round = 0; round < kills && !finished; ++round) {
            if (unbounded) {
                const long long upTo = kRows * (round + 1) / kills;
                QVERIFY(feed(fed + 1, upTo));
                fed = upTo;
            }
            QStringList extra;
            if (rescaleTo > 0 && round == kills / 2)
                extra << QStringLiteral("--set") << QStringLiteral("parallelism.default=%1").arg(rescaleTo);
            QProcess run;
            const QStringList args = startRun(run, job, checkpoints, extra);
            restored += args.contains(QStringLiteral("--restore")) ? 1 : 0;
            const int pause = 100 + static_cast<int>(QRandomGenerator::global()->bounded(500));
            if (run.waitForFinished(pause)) {
                std::fputs(run.readAllStandardError().constData(), stderr);
                QVERIFY2(run.exitCode() == 0, qPrintable(QStringLiteral("round %1 exited %2").arg(round).arg(run.exitCode())));
                finished = true;
                break;
            }
            if (!signalProcess(run, SIGKILL)) {
                // It ended on its own between the wait and the kill: then it must have ended well.
                std::fputs(run.readAllStandardError().constData(), stderr);
                QVERIFY2(run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0,
                         qPrintable(QStringLiteral("round %1 exited %2").arg(round).arg(run.exitCode())));
                finished = true;
                break;
            }
            QVERIFY(run.waitForFinished(10000));
            // A bounded job killed while it shut down may have finished already: its final
            // checkpoint committed every row, and it may have removed its checkpoints (as a
            // finished Flink job does). A next run would start over, or restore a checkpoint of
            // an earlier run (which is refused: restoreOfACheckpointTheJobMovedPastIsRefused).
            // That round finished. (The reader is given time: under load it takes seconds.)
            if (!unbounded) {
                QString running;
                if (static_cast<long long>(m_broker->readCommitted(out, 2, running, 30000).size()) >= kRows) {
                    finished = true;
                    break;
                }
            }
        }
        QVERIFY2(restored >= kills / 3 || finished, qPrintable(QStringLiteral("only %1 rounds restored").arg(restored)));
        QString error;
        if (unbounded) {
            if (fed < kRows)
                QVERIFY(feed(fed + 1, kRows));
            // The last run, until every row is committed; a kill then loses nothing committed.
            QProcess run;
            run.setProcessChannelMode(QProcess::ForwardedOutputChannel);
            startRun(run, job, checkpoints);
            QCOMPARE(run.state(), QProcess::Running);
            QElapsedTimer waited;
            waited.start();
            QString running; // an open transaction may hold readers back meanwhile
            while (waited.elapsed() < 90000 &&
                   static_cast<long long>(m_broker->readCommitted(out, 2, running, 3000).size()) < kRows)
                QThread::msleep(500);
            QThread::msleep(500); // a checkpoint more: anything extra would show now
            signalProcess(run, SIGKILL);
            QVERIFY(run.waitForFinished(10000));
        } else if (!finished) {
            QVERIFY(runToEnd(job, checkpoints));
        }
        const std::vector<std::string> values = m_broker->readCommitted(out, 2, error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString problems = exactlyOnce(values, 1, kRows);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }

    /// A run restored from a checkpoint and run to its end committed past it, and removed only
    /// its own checkpoints: the folder now holds the older one. Restoring it again, from the
    /// folder or by its path, would write the rows after it twice: refused, naming what was
    /// committed, and the output keeps every row once. A new transactional id prefix restores
    /// it and writes them again, on purpose.
    void restoreOfACheckpointTheJobMovedPastIsRefused()
    {
        constexpr long long kRows = 20000;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string out = newTopic(1);
        const QString checkpoints = dir.path() + QStringLiteral("/chk");
        auto jobText = [&](const QString &prefix) {
            return QStringLiteral("SET 'execution.checkpointing.interval' = '200 ms';\n"
                                  "SET 'execution.checkpointing.dir' = '%1';\n"
                                  "CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '5000',"
                                  " 'number-of-rows' = '%2', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',"
                                  " 'fields.id.end' = '%2');\n"
                                  "CREATE TABLE sink (id BIGINT) WITH ('connector' = 'kafka', 'topic' = '%3',"
                                  " 'properties.bootstrap.servers' = '%4', 'format' = 'csv',"
                                  " 'sink.delivery-guarantee' = 'exactly-once', 'sink.transactional-id-prefix' = '%5');\n"
                                  "INSERT INTO sink SELECT id FROM src;\n")
                .arg(checkpoints)
                .arg(kRows)
                .arg(QString::fromStdString(out), QString::fromStdString(m_broker->bootstrapServers()), prefix);
        };
        const QString prefix = QStringLiteral("eos-%1").arg(QString::fromStdString(out));
        const QString job = write(dir.path() + QStringLiteral("/job.sql"), jobText(prefix));
        auto completeCheckpoint = [&] {
            QDirIterator it(checkpoints, {QStringLiteral("_metadata")}, QDir::Files, QDirIterator::Subdirectories);
            return it.hasNext() ? QFileInfo(it.next()).path() : QString();
        };
        {
            // The first run, killed once it has a complete checkpoint.
            QProcess run;
            run.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("run"), job});
            QVERIFY(run.waitForStarted());
            QElapsedTimer waited;
            waited.start();
            while (completeCheckpoint().isEmpty() && waited.elapsed() < 60000 && run.state() == QProcess::Running)
                QThread::msleep(20);
            QVERIFY2(signalProcess(run, SIGKILL), "the first run ended before it was killed");
            QVERIFY(run.waitForFinished(10000));
        }
        const QString first = completeCheckpoint();
        QVERIFY(!first.isEmpty());
        QVERIFY(runToEnd(job, checkpoints)); // restored from it, to the end
        QCOMPARE(completeCheckpoint(), first); // the finished run removed its own checkpoints only
        QString error;
        for (const QString &from : {checkpoints, first}) {
            QProcess again;
            again.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("run"), job, QStringLiteral("--restore"), from});
            QVERIFY(again.waitForFinished(60000));
            const QString said = QString::fromUtf8(again.readAllStandardError());
            QVERIFY2(again.exitCode() != 0, qPrintable(said));
            QVERIFY2(said.contains(QStringLiteral("would write those rows twice")) && said.contains(prefix),
                     qPrintable(said));
        }
        const QString once = exactlyOnce(m_broker->readCommitted(out, 1, error), 1, kRows);
        QVERIFY2(once.isEmpty(), qPrintable(once));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString anew = write(dir.path() + QStringLiteral("/anew.sql"), jobText(prefix + QStringLiteral("-again")));
        QVERIFY(runToEnd(anew, first));
        const std::map<std::string, int> counts = sluice::testing::countValues(m_broker->readCommitted(out, 1, error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(static_cast<long long>(counts.size()), kRows);
        QCOMPARE(counts.at("1"), 1);                   // before the checkpoint: once
        QCOMPARE(counts.at(std::to_string(kRows)), 2); // after it: again
    }

    /// The broker goes away while the job writes and comes back: commits fail, the job restarts
    /// from its latest checkpoint (restart strategy) until the broker answers again. Then a
    /// broker that stalls while the job is stopped: the stop does not hang. Resumed from its
    /// retained checkpoint, the job still writes every row once.
    void brokerGoesAwayAndStalls()
    {
        // A sequence far longer than the test runs: the job is still running when it is stopped,
        // however slow the machine (the broker's restart takes seconds under load).
        constexpr long long kSequence = 100000000;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string out = newTopic(1);
        const QString checkpoints = dir.path() + QStringLiteral("/chk");
        const QString job = write(
            dir.path() + QStringLiteral("/job.sql"),
            QStringLiteral("SET 'execution.checkpointing.interval' = '200 ms';\n"
                           "SET 'execution.checkpointing.dir' = '%1';\n"
                           "SET 'execution.checkpointing.externalized-checkpoint-retention' = 'RETAIN_ON_CANCELLATION';\n"
                           "SET 'restart-strategy.type' = 'fixed-delay';\n"
                           "SET 'restart-strategy.fixed-delay.attempts' = '1000';\n"
                           "SET 'restart-strategy.fixed-delay.delay' = '500 ms';\n"
                           "CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '4000',"
                           " 'number-of-rows' = '%2', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',"
                           " 'fields.id.end' = '%2');\n"
                           "CREATE TABLE sink (id BIGINT) WITH ('connector' = 'kafka', 'topic' = '%3',"
                           " 'properties.bootstrap.servers' = '%4', 'format' = 'csv',"
                           " 'properties.default.api.timeout.ms' = '5000',"
                           " 'sink.delivery-guarantee' = 'exactly-once', 'sink.transactional-id-prefix' = 'eos-%3');\n"
                           "INSERT INTO sink SELECT id FROM src;\n")
                .arg(checkpoints)
                .arg(kSequence)
                .arg(QString::fromStdString(out), QString::fromStdString(m_broker->bootstrapServers())));
        QString error;
        {
            QProcess run;
            run.setProcessChannelMode(QProcess::ForwardedOutputChannel);
            run.start(QStringLiteral(SLUICE_BINARY), runArguments(job, checkpoints));
            QVERIFY(run.waitForStarted());
            waitUntilRunning(run);
            QCOMPARE(run.state(), QProcess::Running);
            QThread::msleep(1500);
            m_broker->kill();
            QThread::msleep(3000);
            QVERIFY2(m_broker->restart(error), qPrintable(error));
            QThread::msleep(2000);
            QVERIFY2(signalProcess(run, SIGTERM), "the job ended before it was stopped");
            QVERIFY(run.waitForFinished(60000));
        }
        {
            // Stalled at the stop: the broker stops answering and the job is told to stop.
            QProcess run;
            run.setProcessChannelMode(QProcess::ForwardedOutputChannel);
            run.start(QStringLiteral(SLUICE_BINARY), runArguments(job, checkpoints));
            QVERIFY(run.waitForStarted());
            waitUntilRunning(run);
            QThread::msleep(2000);
            m_broker->freeze();
            QElapsedTimer stopping;
            stopping.start();
            QVERIFY2(signalProcess(run, SIGTERM), "the job ended before it was stopped");
            const bool stopped = run.waitForFinished(60000);
            m_broker->thaw();
            std::fputs(run.readAllStandardError().constData(), stderr);
            QVERIFY2(stopped, "the job did not stop while its broker stalled");
            QVERIFY2(stopping.elapsed() < 45000, qPrintable(QStringLiteral("stopping took %1 ms").arg(stopping.elapsed())));
        }
        // Resumed from its retained checkpoint until 20000 more rows are committed, then stopped
        // (which aborts its open transaction, so readers reach the end): the committed rows are
        // 1..n, each once (one subtask writes the sequence in order).
        QProcess resumed;
        resumed.setProcessChannelMode(QProcess::ForwardedChannels);
        resumed.start(QStringLiteral(SLUICE_BINARY), runArguments(job, checkpoints));
        QVERIFY(resumed.waitForStarted());
        // While it runs its open transaction holds readers at the last commit: read for a while.
        QString running;
        const std::size_t before = m_broker->readCommitted(out, 1, running, 3000).size();
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < 120000 && m_broker->readCommitted(out, 1, running, 3000).size() < before + 20000)
            QThread::msleep(500);
        QVERIFY(signalProcess(resumed, SIGTERM));
        QVERIFY(resumed.waitForFinished(30000));
        const std::vector<std::string> values = m_broker->readCommitted(out, 1, error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(values.size() >= before + 20000, qPrintable(QStringLiteral("only %1 rows committed").arg(values.size())));
        long long highest = 0;
        for (const std::string &v : values)
            highest = std::max(highest, std::stoll(v));
        const QString problems = exactlyOnce(values, 1, highest);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }
};

QTEST_GUILESS_MAIN(KafkaExactlyOnceTest)
#include "kafka_exactly_once_test.moc"
