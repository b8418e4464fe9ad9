// The kill-and-restore suite (issue 22), in the manner of Flink's StreamFaultToleranceTestBase and
// its resume-from-checkpoint end-to-end tests: `sluice run` with exactly-once checkpoints is killed
// with SIGKILL at random moments, restarted each time with --restore from the latest complete
// checkpoint (once at another parallelism where the job allows it), and at the end the committed
// output holds every input row exactly once: no gap, no duplicate per key. The scenarios over
// nexmark's events compare the whole output with what an uninterrupted run of the job writes.
//
// SLUICE_FT_ROUNDS sets the number of kills per scenario (20 by default; the `long` variant,
// fault_tolerance_long_test, runs 60).

#include "sluice_run.h"

#include <sluice/kafka_sandbox.h>

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <cstdio>
#include <map>

using sluice::testing::signalProcess;
using sluice::testing::waitUntilRunning;

namespace {

#ifndef SLUICE_FT_DEFAULT_ROUNDS
#define SLUICE_FT_DEFAULT_ROUNDS 20
#endif

int rounds()
{
    const int n = qEnvironmentVariableIntValue("SLUICE_FT_ROUNDS");
    return n > 0 ? n : SLUICE_FT_DEFAULT_ROUNDS;
}

/// The latest complete checkpoint under `root` (any job's chk-<n> with a _metadata), or "".
QString latestCheckpoint(const QString &root)
{
    QString best;
    long long bestId = -1;
    for (const QString &job : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QDir jobDir(root + QLatin1Char('/') + job);
        for (const QString &name : jobDir.entryList({QStringLiteral("chk-*")}, QDir::Dirs)) {
            bool ok = false;
            const long long id = name.mid(4).toLongLong(&ok);
            const QString dir = jobDir.filePath(name);
            if (ok && id > bestId && QFile::exists(dir + QStringLiteral("/_metadata"))) {
                bestId = id;
                best = dir;
            }
        }
    }
    return best;
}

/// How often each value of column `column` occurs in the committed (not hidden) CSV part files.
std::map<long long, int> committedValues(const QString &folder, int column)
{
    std::map<long long, int> seen;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (QFileInfo(path).fileName().startsWith(QLatin1Char('.')))
            continue;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray &line : f.readAll().split('\n')) {
            if (line.isEmpty())
                continue;
            ++seen[line.split(',').value(column).toLongLong()];
        }
    }
    return seen;
}

/// The committed (not hidden) lines of the CSV part files under `folder`, with how often each
/// occurs.
std::map<QByteArray, int> committedLines(const QString &folder)
{
    std::map<QByteArray, int> lines;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (QFileInfo(path).fileName().startsWith(QLatin1Char('.')))
            continue;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray &line : f.readAll().split('\n')) {
            if (!line.isEmpty())
                ++lines[line];
        }
    }
    return lines;
}

/// The lines whose counts differ between `got` and `expected` (the first few).
QString differences(const std::map<QByteArray, int> &got, const std::map<QByteArray, int> &expected)
{
    QStringList problems;
    long long extra = 0, missing = 0;
    auto count = [](const std::map<QByteArray, int> &m, const QByteArray &line) {
        const auto it = m.find(line);
        return it == m.end() ? 0 : it->second;
    };
    for (const auto &[line, n] : expected) {
        const int g = count(got, line);
        if (g != n && problems.size() < 5)
            problems << QStringLiteral("%1 x%2, expected x%3").arg(QString::fromUtf8(line)).arg(g).arg(n);
        missing += std::max(0, n - g);
    }
    for (const auto &[line, n] : got) {
        const int e = count(expected, line);
        if (e == 0 && problems.size() < 5)
            problems << QStringLiteral("%1 x%2, expected none").arg(QString::fromUtf8(line)).arg(n);
        extra += std::max(0, n - e);
    }
    if (!problems.isEmpty())
        problems << QStringLiteral("%1 rows missing, %2 extra").arg(missing).arg(extra);
    return problems.join(QStringLiteral("; "));
}

/// Checks that 1..count each occur exactly once; names the first few that do not.
QString exactlyOnce(const std::map<long long, int> &seen, long long first, long long count)
{
    QStringList problems;
    for (long long v = first; v < first + count && problems.size() < 5; ++v) {
        const auto it = seen.find(v);
        const int n = it == seen.end() ? 0 : it->second;
        if (n != 1)
            problems << QStringLiteral("%1 x%2").arg(v).arg(n);
    }
    if (static_cast<long long>(seen.size()) != count)
        problems << QStringLiteral("%1 distinct values, expected %2").arg(seen.size()).arg(count);
    return problems.join(QStringLiteral(", "));
}

/// What a scenario's input is and how the test adds it while the job runs.
enum class Feed { Files, Kafka, None };

/// The print sink's lines ("+I[12, 7]") of a run: the value of column `column` of each row.
std::map<long long, int> printedValues(const QByteArray &out, int column)
{
    std::map<long long, int> seen;
    for (const QByteArray &line : out.split('\n')) {
        const int open = line.indexOf('[');
        const int close = line.lastIndexOf(']');
        if (open < 0 || close < open)
            continue;
        ++seen[line.mid(open + 1, close - open - 1).split(',').value(column).trimmed().toLongLong()];
    }
    return seen;
}

} // namespace

class FaultToleranceTest : public QObject {
    Q_OBJECT

private:
    QString m_dir;
    int m_fileCount = 0;

    static constexpr int kFiles = 40;
    static constexpr int kRowsPerFile = 1500;

    std::unique_ptr<sluice::KafkaSandbox> m_kafka;

    /// Input slice `index`: ids index*rows+1 .., each with its key id % 3000, as CSV lines.
    static QByteArray slice(int index)
    {
        QByteArray text;
        for (int r = 0; r < kRowsPerFile; ++r) {
            const long long id = static_cast<long long>(index) * kRowsPerFile + r + 1;
            text += QByteArray::number(id) + ',' + QByteArray::number(id % 3000) + '\n';
        }
        return text;
    }

    /// Adds slice `index` to the input: a file written hidden, then renamed (so a monitoring
    /// source never sees it half written), or messages on the Kafka topic.
    void addSlice(Feed feed, int index)
    {
        if (feed == Feed::Kafka) {
            std::vector<sluice::KafkaSandboxMessage> messages;
            for (const QByteArray &line : slice(index).split('\n')) {
                if (!line.isEmpty())
                    messages.push_back({std::nullopt, line.toStdString(), -1, 0});
            }
            auto n = m_kafka->produce("in", messages);
            QVERIFY2(n, n.status().message().c_str());
            return;
        }
        const QString name = m_dir + QStringLiteral("/in/part-%1.csv").arg(index, 3, 10, QLatin1Char('0'));
        const QString hidden = m_dir + QStringLiteral("/in/.part-%1.tmp").arg(index);
        QFile f(hidden);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(slice(index));
        f.close();
        QVERIFY(QFile::rename(hidden, name));
    }

    void addInput(Feed feed, int upTo)
    {
        if (feed == Feed::None)
            return;
        for (; m_fileCount < std::min(upTo, kFiles); ++m_fileCount)
            addSlice(feed, m_fileCount);
    }

    /// The job's output so far: the committed part files, or the Kafka topic `out` read back by
    /// a bounded job.
    std::map<long long, int> output(bool kafka, int column)
    {
        if (!kafka)
            return committedValues(m_dir + QStringLiteral("/out"), column);
        const QString verify = m_dir + QStringLiteral("/verify.sql");
        QFile f(verify);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(prepare(QStringLiteral(
                    "CREATE TABLE outk (id BIGINT, k BIGINT) WITH ('connector' = 'kafka', 'topic' = 'out',"
                    " 'properties.bootstrap.servers' = '@KAFKA@', 'scan.startup.mode' = 'earliest-offset',"
                    " 'scan.bounded.mode' = 'latest-offset', 'format' = 'csv');\n"
                    "CREATE TABLE shown (id BIGINT, k BIGINT) WITH ('connector' = 'print');\n"
                    "INSERT INTO shown SELECT * FROM outk;\n"))
                    .toUtf8());
        f.close();
        QProcess read;
        read.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("run"), verify});
        if (!read.waitForFinished(60000) || read.exitCode() != 0)
            return {};
        return printedValues(read.readAllStandardOutput(), column);
    }

    QString prepare(const QString &script)
    {
        return QString(script)
            .replace(QStringLiteral("@DIR@"), m_dir)
            .replace(QStringLiteral("@KAFKA@"), m_kafka ? QString::fromStdString(m_kafka->bootstrapServers()) : QString());
    }

    QStringList runArguments(const QString &job, const QStringList &extra) const
    {
        QStringList args{QStringLiteral("run"), job};
        const QString from = latestCheckpoint(m_dir + QStringLiteral("/chk"));
        if (!from.isEmpty())
            args << QStringLiteral("--restore") << from;
        return args + extra;
    }

    /// The committed output of `script` run once to its end, unthrottled (@RATE@ false), in a
    /// folder of its own.
    std::map<QByteArray, int> uninterruptedRun(const QString &script)
    {
        QTemporaryDir tmp;
        const QString dir = m_dir;
        m_dir = tmp.path();
        const QString job = m_dir + QStringLiteral("/job.sql");
        QFile f(job);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(prepare(QString(script).replace(QStringLiteral("@RATE@"), QStringLiteral("false"))).toUtf8());
        f.close();
        QProcess run;
        run.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        run.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("run"), job});
        std::map<QByteArray, int> lines;
        if (run.waitForFinished(120000) && run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0)
            lines = committedLines(m_dir + QStringLiteral("/out"));
        m_dir = dir;
        return lines;
    }

    /// Whether the committed output is whole: as long as the uninterrupted run's (`expected`),
    /// or with all `values` ids.
    bool outputComplete(const std::map<QByteArray, int> &expected, int column, long long values)
    {
        if (expected.empty())
            return values >= 0 && static_cast<long long>(committedValues(m_dir + QStringLiteral("/out"), column).size()) >= values;
        auto rows = [](const std::map<QByteArray, int> &lines) {
            long long n = 0;
            for (const auto &[line, count] : lines)
                n += count;
            return n;
        };
        return rows(committedLines(m_dir + QStringLiteral("/out"))) >= rows(expected);
    }

private slots:
    void killAndRestore_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("feedKind");
        QTest::addColumn<int>("column");
        QTest::addColumn<qlonglong>("first");
        QTest::addColumn<qlonglong>("values");
        QTest::addColumn<QString>("rescale");
        QTest::addColumn<qlonglong>("countSum"); // the output's k column sums to it (-1: not checked)
        // The committed output must equal, row for row, an uninterrupted run's (the script with
        // @RATE@ false: its source is not throttled); `values` < 0: no id column to check.
        QTest::addColumn<bool>("reference");
        const QString files =
            QStringLiteral("CREATE TABLE src (id BIGINT, k BIGINT, pt AS PROCTIME()) WITH ('connector' = 'filesystem', 'path' = '@DIR@/in',"
                           " 'format' = 'csv', 'source.monitor-interval' = '50 ms');\n");
        const QString sink = QStringLiteral("CREATE TABLE out_t (id BIGINT, k BIGINT) WITH ('connector' = 'filesystem',"
                                            " 'path' = '@DIR@/out', 'format' = 'csv');\n");
        const QString common = QStringLiteral("SET 'execution.checkpointing.interval' = '200 ms';\n"
                                              "SET 'execution.checkpointing.dir' = '@DIR@/chk';\n");
        QTest::newRow("files -> files, p1, hashmap")
            << common + files + sink + QStringLiteral("INSERT INTO out_t SELECT id, k FROM src;\n") << int(Feed::Files) << 0
            << qlonglong(1) << qlonglong(kFiles * kRowsPerFile) << QString() << qlonglong(-1) << false;
        QTest::newRow("files -> dedup -> files, p2, rocksdb, rescaled to 1 once")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\nSET 'state.backend.type' = 'rocksdb';\n") +
                   files + sink +
                   QStringLiteral("INSERT INTO out_t SELECT id, k FROM (SELECT id, k, ROW_NUMBER() OVER (PARTITION BY k"
                                  " ORDER BY pt) AS rn FROM src) WHERE rn = 1;\n")
            << int(Feed::Files) << 1 << qlonglong(0) << qlonglong(3000) << QStringLiteral("1") << qlonglong(-1) << false;
        // Incremental RocksDB checkpoints: the keyed state comes back from RocksDB's own files.
        QTest::newRow("files -> dedup -> files, p2, rocksdb incremental, rescaled to 1 once")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\nSET 'state.backend.type' = 'rocksdb';\n"
                                       "SET 'execution.checkpointing.incremental' = 'true';\n"
                                       "SET 'execution.checkpointing.num-retained' = '2';\n") +
                   files + sink +
                   QStringLiteral("INSERT INTO out_t SELECT id, k FROM (SELECT id, k, ROW_NUMBER() OVER (PARTITION BY k"
                                  " ORDER BY pt) AS rn FROM src) WHERE rn = 1;\n")
            << int(Feed::Files) << 1 << qlonglong(0) << qlonglong(3000) << QStringLiteral("1") << qlonglong(-1) << false;
        // Processing-time OVER: each key's 20 rows are counted 1..20 in whatever order they come,
        // so the counts add up to 3000 x 210 only if no restore lost or repeated a row.
        QTest::newRow("files -> OVER (processing time) -> files, p2, rocksdb, rescaled to 1 once")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\nSET 'state.backend.type' = 'rocksdb';\n") +
                   files + sink +
                   QStringLiteral("INSERT INTO out_t SELECT id, COUNT(*) OVER (PARTITION BY k ORDER BY pt"
                                  " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM src;\n")
            << int(Feed::Files) << 0 << qlonglong(1) << qlonglong(kFiles * kRowsPerFile) << QStringLiteral("1")
            << qlonglong(3000 * 210) << false;
        QTest::newRow("datagen x2 -> join -> files, p2, hashmap")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\n") +
                   QStringLiteral("CREATE TABLE a (id BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '12000',"
                                  " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '60000');\n"
                                  "CREATE TABLE b (id BIGINT, v BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '9000',"
                                  " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '60000');\n") +
                   sink + QStringLiteral("INSERT INTO out_t SELECT a.id, b.v FROM a JOIN b ON a.id = b.id;\n")
            << int(Feed::None) << 0 << qlonglong(1) << qlonglong(60000) << QString() << qlonglong(-1) << false;
        QTest::newRow("datagen (event time) -> tumbling window -> files, p2, rocksdb")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\nSET 'state.backend.type' = 'rocksdb';\n") +
                   QStringLiteral("CREATE TABLE ev (id BIGINT, ts AS TO_TIMESTAMP_LTZ((id - 1) * 10, 3), WATERMARK FOR ts AS ts)"
                                  " WITH ('connector' = 'datagen', 'rows-per-second' = '12000', 'fields.id.kind' = 'sequence',"
                                  " 'fields.id.start' = '1', 'fields.id.end' = '60000');\n") +
                   sink +
                   // One row per (key, 1 s window = 100 ids), numbered 1..4200 by its first id.
                   QStringLiteral("INSERT INTO out_t SELECT (MIN(id) - 1) / 100 * 7 + MOD(MIN(id) - 1, 100) + 1, COUNT(*)"
                                  " FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '1' SECOND))"
                                  " GROUP BY MOD(id, 7), window_start, window_end;\n")
            << int(Feed::None) << 0 << qlonglong(1) << qlonglong(4200) << QString() << qlonglong(60000) << false;
        // Each id in 3 windows (1 s slide, 3 s size), kept per 1 s slice: a slice's key waits in
        // the checkpoint for its next window, and moves with its key group on the rescale.
        QTest::newRow("datagen (event time) -> hopping window -> files, p2, hashmap, rescaled to 1 once")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\nSET 'table.local-time-zone' = 'UTC';\n") +
                   QStringLiteral("CREATE TABLE ev (id BIGINT, ts AS TO_TIMESTAMP_LTZ((id - 1) * 10, 3), WATERMARK FOR ts AS ts)"
                                  " WITH ('connector' = 'datagen', 'rows-per-second' = '12000', 'fields.id.kind' = 'sequence',"
                                  " 'fields.id.start' = '1', 'fields.id.end' = '60000');\n") +
                   sink +
                   // One row per (key, window ending at 1..602 s), numbered 1..4214 by both.
                   QStringLiteral("INSERT INTO out_t SELECT (TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00',"
                                  " window_end) - 1) * 7 + MOD(id, 7) + 1, COUNT(*)"
                                  " FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '1' SECOND, INTERVAL '3' SECOND))"
                                  " GROUP BY MOD(id, 7), window_start, window_end;\n")
            << int(Feed::None) << 0 << qlonglong(1) << qlonglong(4214) << QStringLiteral("1") << qlonglong(180000)
            << false;
        QTest::newRow("datagen (event time, gaps) -> session window -> files, p2, hashmap")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\n") +
                   // 100 ids a second, then a second without: each block is one session per key.
                   QStringLiteral("CREATE TABLE ev (id BIGINT, k AS MOD(id, 7),"
                                  " ts AS TO_TIMESTAMP_LTZ((id - 1) / 100 * 2000 + MOD(id - 1, 100) * 10, 3),"
                                  " WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'rows-per-second' = '12000',"
                                  " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '60000');\n") +
                   sink +
                   QStringLiteral("INSERT INTO out_t SELECT (MIN(id) - 1) / 100 * 7 + MOD(MIN(id) - 1, 100) + 1, COUNT(*)"
                                  " FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '0.5' SECOND))"
                                  " GROUP BY k, window_start, window_end;\n")
            << int(Feed::None) << 0 << qlonglong(1) << qlonglong(4200) << QString() << qlonglong(60000) << false;
        QTest::newRow("datagen x2 (event time) -> window join -> files, p2, hashmap")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\n") +
                   QStringLiteral("CREATE TABLE l (id BIGINT, ts AS TO_TIMESTAMP_LTZ((id - 1) * 10, 3), WATERMARK FOR ts AS ts)"
                                  " WITH ('connector' = 'datagen', 'rows-per-second' = '12000', 'fields.id.kind' = 'sequence',"
                                  " 'fields.id.start' = '1', 'fields.id.end' = '40000');\n"
                                  "CREATE TABLE r (id BIGINT, ts AS TO_TIMESTAMP_LTZ((id - 1) * 10, 3), WATERMARK FOR ts AS ts)"
                                  " WITH ('connector' = 'datagen', 'rows-per-second' = '9000', 'fields.id.kind' = 'sequence',"
                                  " 'fields.id.start' = '1', 'fields.id.end' = '40000');\n") +
                   sink +
                   QStringLiteral("INSERT INTO out_t SELECT a.id, b.id FROM"
                                  " (SELECT * FROM TABLE(TUMBLE(TABLE l, DESCRIPTOR(ts), INTERVAL '1' SECOND))) a JOIN"
                                  " (SELECT * FROM TABLE(TUMBLE(TABLE r, DESCRIPTOR(ts), INTERVAL '1' SECOND))) b"
                                  " ON a.id = b.id AND a.window_start = b.window_start AND a.window_end = b.window_end;\n")
            << int(Feed::None) << 0 << qlonglong(1) << qlonglong(40000) << QString() << qlonglong(-1) << false;
        // Nexmark's table (its ddl_gen.sql) at 1000 events a second of event time, so each event
        // has its own millisecond and no two rows of a partition tie; rate-limited by the wall
        // clock (a restored split catches up), 8 s of events. A restore may change the
        // parallelism: its splits are dealt out again.
        const QString nexmark = QStringLiteral(
            "CREATE TABLE nx (event_type INT,"
            " person ROW<id BIGINT, name VARCHAR, emailAddress VARCHAR, creditCard VARCHAR, city VARCHAR, state VARCHAR,"
            " `dateTime` TIMESTAMP(3), extra VARCHAR>,"
            " auction ROW<id BIGINT, itemName VARCHAR, description VARCHAR, initialBid BIGINT, reserve BIGINT,"
            " `dateTime` TIMESTAMP(3), expires TIMESTAMP(3), seller BIGINT, category BIGINT, extra VARCHAR>,"
            " bid ROW<auction BIGINT, bidder BIGINT, price BIGINT, channel VARCHAR, url VARCHAR, `dateTime` TIMESTAMP(3),"
            " extra VARCHAR>,"
            " `dateTime` AS CASE WHEN event_type = 0 THEN person.`dateTime` WHEN event_type = 1 THEN auction.`dateTime`"
            " ELSE bid.`dateTime` END,"
            " WATERMARK FOR `dateTime` AS `dateTime` - INTERVAL '4' SECOND)"
            " WITH ('connector' = 'nexmark', 'first-event.rate' = '1000', 'next-event.rate' = '1000',"
            " 'events.num' = '8000', 'rate.limited' = '@RATE@');\n"
            "CREATE VIEW auction AS SELECT auction.id, auction.seller, `dateTime` FROM nx WHERE event_type = 1;\n"
            "CREATE VIEW bid AS SELECT bid.auction, bid.bidder, bid.price, `dateTime` FROM nx WHERE event_type = 2;\n");
        const QString p2 = common + QStringLiteral("SET 'parallelism.default' = '2';\n");
        auto rows = [](const QString &columns) {
            return QStringLiteral("CREATE TABLE out_r (%1) WITH ('connector' = 'filesystem', 'path' = '@DIR@/out',"
                                  " 'format' = 'csv');\n")
                .arg(columns);
        };
        auto compared = [](const char *name, const QString &script) {
            QTest::newRow(name) << script << int(Feed::None) << 0 << qlonglong(0) << qlonglong(-1) << QStringLiteral("1")
                                << qlonglong(-1) << true;
        };
        compared("nexmark -> files, p2, rescaled to 1 once",
                 p2 + nexmark + rows(QStringLiteral("event_type INT, ts TIMESTAMP(3), id BIGINT, price BIGINT")) +
                     QStringLiteral("INSERT INTO out_r SELECT event_type, `dateTime`, COALESCE(person.id, auction.id,"
                                    " bid.auction), bid.price FROM nx;\n"));
        // Left outer: an auction without a bid in its second is padded when its cleanup timer
        // fires, so lost timers lose rows.
        compared("nexmark -> interval join (left outer) -> files, p2, rocksdb, rescaled to 1 once",
                 p2 + QStringLiteral("SET 'state.backend.type' = 'rocksdb';\n") + nexmark +
                     rows(QStringLiteral("id BIGINT, ts TIMESTAMP(3), bidder BIGINT, price BIGINT, bts TIMESTAMP(3)")) +
                     QStringLiteral("INSERT INTO out_r SELECT A.id, A.`dateTime`, B.bidder, B.price, B.`dateTime` FROM"
                                    " auction A LEFT JOIN bid B ON A.id = B.auction AND B.`dateTime` BETWEEN A.`dateTime`"
                                    " AND A.`dateTime` + INTERVAL '1' SECOND;\n"));
        // Inner, insert-only: each side keeps its rows by sequence, and an auction's bids arrive
        // on both sides of the restore, under numbers of two attempts.
        compared("nexmark -> regular join (inner) -> files, p2, rocksdb, rescaled to 1 once",
                 p2 + QStringLiteral("SET 'state.backend.type' = 'rocksdb';\n") + nexmark +
                     rows(QStringLiteral("id BIGINT, seller BIGINT, bidder BIGINT, price BIGINT")) +
                     QStringLiteral("INSERT INTO out_r SELECT A.id, A.seller, B.bidder, B.price FROM auction A JOIN bid B"
                                    " ON A.id = B.auction;\n"));
        compared("nexmark -> OVER ROWS (event time) -> files, p2, rescaled to 1 once",
                 p2 + nexmark +
                     rows(QStringLiteral("auction BIGINT, ts TIMESTAMP(3), price BIGINT, c BIGINT, s BIGINT, m BIGINT")) +
                     QStringLiteral("INSERT INTO out_r SELECT auction, `dateTime`, price, COUNT(*) OVER w, SUM(price) OVER w,"
                                    " MAX(price) OVER w FROM bid WINDOW w AS (PARTITION BY auction ORDER BY `dateTime`"
                                    " ROWS BETWEEN 2 PRECEDING AND CURRENT ROW);\n"));
        compared("nexmark -> OVER RANGE (event time) -> files, p2, rocksdb, rescaled to 1 once",
                 p2 + QStringLiteral("SET 'state.backend.type' = 'rocksdb';\n") + nexmark +
                     rows(QStringLiteral("auction BIGINT, ts TIMESTAMP(3), price BIGINT, c BIGINT, m BIGINT")) +
                     QStringLiteral("INSERT INTO out_r SELECT auction, `dateTime`, price, COUNT(*) OVER w, MIN(price) OVER w"
                                    " FROM bid WINDOW w AS (PARTITION BY auction ORDER BY `dateTime`"
                                    " RANGE BETWEEN INTERVAL '2' SECOND PRECEDING AND CURRENT ROW);\n"));
        compared("nexmark -> temporal sort -> files, p2, rescaled to 1 once",
                 p2 + nexmark + rows(QStringLiteral("ts TIMESTAMP(3), auction BIGINT, price BIGINT")) +
                     QStringLiteral("INSERT INTO out_r SELECT `dateTime`, auction, price FROM bid ORDER BY `dateTime`, price;\n"));
        compared("nexmark -> session window TVF -> files, p2, rescaled to 1 once",
                 p2 + nexmark +
                     rows(QStringLiteral("auction BIGINT, ts TIMESTAMP(3), price BIGINT, ws TIMESTAMP(3), we TIMESTAMP(3)")) +
                     QStringLiteral("INSERT INTO out_r SELECT auction, `dateTime`, price, window_start, window_end FROM TABLE("
                                    "SESSION(TABLE bid PARTITION BY auction, DESCRIPTOR(`dateTime`), INTERVAL '1' SECOND));\n"));
        compared("nexmark -> MATCH_RECOGNIZE -> files, p2, rescaled to 1 once",
                 p2 + nexmark + rows(QStringLiteral("auction BIGINT, t0 TIMESTAMP(3), t1 TIMESTAMP(3), n BIGINT, top BIGINT")) +
                     QStringLiteral("INSERT INTO out_r SELECT * FROM bid MATCH_RECOGNIZE (PARTITION BY auction"
                                    " ORDER BY `dateTime` MEASURES FIRST(A.`dateTime`) AS t0, LAST(B.`dateTime`) AS t1,"
                                    " COUNT(B.price) AS n, MAX(B.price) AS top ONE ROW PER MATCH AFTER MATCH SKIP PAST LAST ROW"
                                    " PATTERN (A B+ C) DEFINE B AS B.price > A.price, C AS C.price <= A.price);\n"));
        const QString kafka = QStringLiteral(
            "CREATE TABLE src (id BIGINT, k BIGINT) WITH ('connector' = 'kafka', 'topic' = 'in',"
            " 'properties.bootstrap.servers' = '@KAFKA@', 'properties.group.id' = 'ft',"
            " 'scan.startup.mode' = 'earliest-offset', 'format' = 'csv');\n");
        QTest::newRow("kafka (2 partitions) -> files, p2, rocksdb, rescaled to 1 once")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\nSET 'state.backend.type' = 'rocksdb';\n") +
                   kafka + sink + QStringLiteral("INSERT INTO out_t SELECT id, k FROM src;\n")
            << int(Feed::Kafka) << 0 << qlonglong(1) << qlonglong(kFiles * kRowsPerFile) << QStringLiteral("1")
            << qlonglong(-1) << false;
        QTest::newRow("kafka -> kafka (at-least-once), p2, hashmap")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\n") + kafka +
                   QStringLiteral("CREATE TABLE outk (id BIGINT, k BIGINT) WITH ('connector' = 'kafka', 'topic' = 'out',"
                                  " 'properties.bootstrap.servers' = '@KAFKA@', 'format' = 'csv');\n"
                                  "INSERT INTO outk SELECT id, k FROM src;\n")
            << int(Feed::Kafka) << 0 << qlonglong(1) << qlonglong(kFiles * kRowsPerFile) << QString() << qlonglong(-1) << false;
    }

    void killAndRestore()
    {
        QFETCH(QString, script);
        QFETCH(int, feedKind);
        const Feed input = static_cast<Feed>(feedKind);
        const bool monitored = input != Feed::None;
        QFETCH(int, column);
        QFETCH(qlonglong, first);
        QFETCH(qlonglong, values);
        QFETCH(QString, rescale);
        QFETCH(qlonglong, countSum);
        QFETCH(bool, reference);
        const bool kafkaSink = script.contains(QStringLiteral("'topic' = 'out'"));
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        m_dir = tmp.path();
        m_fileCount = 0;
        QVERIFY(QDir().mkpath(m_dir + QStringLiteral("/in")));
        m_kafka.reset();
        if (input == Feed::Kafka) {
            auto sandbox = sluice::KafkaSandbox::start(1, {{"in", 2}, {"out", 2}}, 0);
            QVERIFY2(sandbox, sandbox.status().message().c_str());
            m_kafka = std::move(*sandbox);
        }
        std::map<QByteArray, int> expected;
        if (reference) {
            expected = uninterruptedRun(script);
            QVERIFY2(expected.size() > 100, qPrintable(QStringLiteral("the uninterrupted run wrote %1 rows").arg(expected.size())));
        }
        const QString job = m_dir + QStringLiteral("/job.sql");
        {
            QFile f(job);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(prepare(QString(script).replace(QStringLiteral("@RATE@"), QStringLiteral("true"))).toUtf8());
        }
        const int kills = rounds();
        // A throttled nexmark job ends after 8 s of the wall clock however often it is killed:
        // its first restore is the rescaled one (the next goes back), however slow the rounds.
        const int rescaleRound = rescale.isEmpty() || reference ? -1 : kills / 2;
        bool rescaled = false; // a rescaled round resumed from a checkpoint
        int finishedEarly = 0;
        int killed = 0;
        QSet<QString> restoredFrom; // checkpoints the rounds resumed from
        // The nexmark jobs end 8 s of the wall clock after their first start, however often they
        // are killed; a kill may also land while one finishes (its final checkpoint commits).
        for (int round = 0; round < kills; ++round) {
            addInput(input, (round + 1) * kFiles / kills);
            const bool resumes = !latestCheckpoint(m_dir + QStringLiteral("/chk")).isEmpty();
            const bool rescaleNow = round == rescaleRound || (reference && !rescale.isEmpty() && resumes && !rescaled);
            QStringList extra;
            if (rescaleNow)
                extra << QStringLiteral("--set") << QStringLiteral("parallelism.default=") + rescale;
            QProcess run;
            const QStringList args = runArguments(job, extra);
            if (args.contains(QStringLiteral("--restore"))) {
                restoredFrom.insert(args.at(args.indexOf(QStringLiteral("--restore")) + 1));
                rescaled = rescaled || rescaleNow;
            }
            run.start(QStringLiteral(SLUICE_BINARY), args);
            QVERIFY(run.waitForStarted());
            // The kill comes a random time after the job runs (not after the process started,
            // which varies with the machine's load).
            waitUntilRunning(run);
            // Every other kill comes after the run has completed a checkpoint of its own, so
            // the rounds make progress however slow the machine is (a checkpoint then takes
            // longer than the random pause).
            bool finished = false;
            if (round % 2 == 1) {
                const QString chk = m_dir + QStringLiteral("/chk");
                const QString before = latestCheckpoint(chk);
                QString latest = before;
                QElapsedTimer waited;
                waited.start();
                // One look at the folder per turn: a run that ends right after a checkpoint
                // removes it again (a finished job drops its checkpoints), so a second look
                // could see `before` once more. waitForFinished() is false for a process that
                // ended while waitUntilRunning() read its log: its state says so.
                while (!finished && latest == before && waited.elapsed() < 30000) {
                    finished = run.waitForFinished(20) || run.state() == QProcess::NotRunning;
                    latest = latestCheckpoint(chk);
                }
                if (!finished && latest == before) {
                    // A run that neither checkpoints nor ends in 30 s is stuck (a restore that
                    // fails and restarts forever, say): its log and folder say why.
                    tmp.setAutoRemove(false);
                    const QByteArray log = run.readAllStandardError();
                    // Where each of its threads stands, beside the folder (gdb, when there).
                    QProcess gdb;
                    gdb.setProcessChannelMode(QProcess::MergedChannels); // why it could not attach, too
                    gdb.start(QStringLiteral("gdb"), {QStringLiteral("-batch"), QStringLiteral("-p"),
                                                      QString::number(run.processId()), QStringLiteral("-ex"),
                                                      QStringLiteral("thread apply all bt")});
                    if (gdb.waitForFinished(60000)) {
                        QFile stacks(m_dir + QStringLiteral("/stuck-threads.txt"));
                        if (stacks.open(QIODevice::WriteOnly))
                            stacks.write(gdb.readAllStandardOutput());
                    }
                    signalProcess(run, SIGKILL);
                    run.waitForFinished(10000);
                    QFAIL(qPrintable(QStringLiteral("round %1 made no checkpoint in 30 s (restored from '%2'; folder %3"
                                                    " kept, its threads in stuck-threads.txt); it said:\n%4")
                                         .arg(round)
                                         .arg(args.contains(QStringLiteral("--restore")) ? args.at(args.indexOf(QStringLiteral("--restore")) + 1) : QString())
                                         .arg(m_dir, QString::fromUtf8(log))));
                }
            }
            const int pause = 50 + static_cast<int>(QRandomGenerator::global()->bounded(550));
            if (finished || run.state() == QProcess::NotRunning || run.waitForFinished(pause)) {
                // A bounded job may finish before its kill: then it must have finished well.
                QVERIFY2(run.exitCode() == 0, qPrintable(QStringLiteral("round %1 exited %2").arg(round).arg(run.exitCode())));
                ++finishedEarly;
                break;
            }
            signalProcess(run, SIGKILL);
            QVERIFY(run.waitForFinished(10000));
            if (run.exitStatus() == QProcess::NormalExit) {
                // It ended on its own between the wait and the kill: then it must have ended well.
                QVERIFY2(run.exitCode() == 0, qPrintable(QStringLiteral("round %1 exited %2").arg(round).arg(run.exitCode())));
                ++finishedEarly;
                break;
            }
            ++killed;
            // A bounded job killed while it shut down may have finished already: its last commit
            // made the output whole and it removed its checkpoints (as a finished Flink job does),
            // so a restore from an older one would write rows again. That round finished.
            if (!monitored && outputComplete(expected, column, values)) {
                ++finishedEarly;
                break;
            }
        }
        // The runs got somewhere: most resumed from a checkpoint their predecessor took.
        QVERIFY2(finishedEarly || restoredFrom.size() >= kills / 3,
                 qPrintable(QStringLiteral("only %1 distinct checkpoints restored in %2 rounds").arg(restoredFrom.size()).arg(kills)));
        addInput(input, kFiles);
        // The last run: until the committed output is complete (monitored input never ends),
        // then a clean stop; a bounded job ends by itself.
        if (!finishedEarly) {
            QProcess run;
            run.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            run.start(QStringLiteral(SLUICE_BINARY), runArguments(job, {}));
            QVERIFY(run.waitForStarted());
            QElapsedTimer waited;
            waited.start();
            if (monitored) {
                while (waited.elapsed() < 60000 && static_cast<long long>(output(kafkaSink, column).size()) < values)
                    QThread::msleep(kafkaSink ? 500 : 100);
                QThread::msleep(300); // a checkpoint more: anything extra would show now
                signalProcess(run, SIGTERM);
            }
            QVERIFY(run.waitForFinished(60000));
            QCOMPARE(run.exitStatus(), QProcess::NormalExit);
            QCOMPARE(run.exitCode(), 0);
        }
        if (reference) {
            // Restored at random moments, once at another parallelism, resumed from several
            // checkpoints: every row as the uninterrupted run wrote it, each as often.
            QVERIFY2(restoredFrom.size() >= 3,
                     qPrintable(QStringLiteral("only %1 distinct checkpoints restored").arg(restoredFrom.size())));
            QVERIFY2(rescale.isEmpty() || rescaled, "the rescaled round did not resume from a checkpoint");
            const std::map<QByteArray, int> got = committedLines(m_dir + QStringLiteral("/out"));
            long long rows = 0;
            for (const auto &[line, n] : expected)
                rows += n;
            qInfo("%lld rows as uninterrupted; %d kills, resumed from %lld checkpoints", rows, killed,
                  static_cast<long long>(restoredFrom.size()));
            const QString problems = differences(got, expected);
            QVERIFY2(problems.isEmpty(), qPrintable(problems));
        }
        if (values < 0)
            return;
        const std::map<long long, int> seen = output(kafkaSink, column);
        if (kafkaSink) {
            // at-least-once: every row, some perhaps twice (those after the last checkpoint
            // before a kill), none lost.
            std::map<long long, int> once;
            for (const auto &[value, n] : seen)
                once[value] = 1;
            const QString problems = exactlyOnce(once, first, values);
            QVERIFY2(problems.isEmpty(), qPrintable(problems));
        } else {
            const QString problems = exactlyOnce(seen, first, values);
            QVERIFY2(problems.isEmpty(), qPrintable(problems));
        }
        if (countSum >= 0) {
            // Each group once is not enough: its aggregate must have all its rows.
            long long sum = 0;
            for (const auto &[count, n] : committedValues(m_dir + QStringLiteral("/out"), 1))
                sum += count * n;
            QCOMPARE(sum, static_cast<long long>(countSum));
        }
    }

    void stopWithSavepointAndResume_data()
    {
        QTest::addColumn<bool>("statement");
        QTest::newRow("sluice stop --savepoint") << false;
        QTest::newRow("STOP JOB ... WITH SAVEPOINT in a script") << true;
    }

    /// Stop with a savepoint from another terminal (`sluice stop --savepoint`, or a script's
    /// STOP JOB '<id>' WITH SAVEPOINT after SHOW JOBS listed the job), resume it at another
    /// parallelism with --restore: every key once. The job takes no periodic checkpoints:
    /// savepoints need none. A savepoint the job cannot take fails, and the job goes on.
    void stopWithSavepointAndResume()
    {
        QFETCH(bool, statement);
        QTemporaryDir tmp;
        m_dir = tmp.path();
        m_fileCount = 0;
        QVERIFY(QDir().mkpath(m_dir + QStringLiteral("/in")));
        addInput(Feed::Files, kFiles / 4); // the rest arrives while the job is stopped
        const QString job = m_dir + QStringLiteral("/job.sql");
        {
            QFile f(job);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(prepare(QStringLiteral(
                        "SET 'parallelism.default' = '2';\n"
                        "CREATE TABLE src (id BIGINT, k BIGINT, pt AS PROCTIME()) WITH ('connector' = 'filesystem',"
                        " 'path' = '@DIR@/in', 'format' = 'csv', 'source.monitor-interval' = '50 ms');\n"
                        "CREATE TABLE out_t (id BIGINT, k BIGINT) WITH ('connector' = 'filesystem',"
                        " 'path' = '@DIR@/out', 'format' = 'csv');\n"
                        "INSERT INTO out_t SELECT id, k FROM (SELECT id, k, ROW_NUMBER() OVER (PARTITION BY k"
                        " ORDER BY pt) AS rn FROM src) WHERE rn = 1;\n"))
                        .toUtf8());
        }
        QProcess run;
        run.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("run"), job});
        QVERIFY(run.waitForStarted());
        const QString jobId = QRegularExpression(QStringLiteral("sluice: job ([0-9a-f]{32})"))
                                  .match(QString::fromUtf8(waitUntilRunning(run)))
                                  .captured(1);
        QVERIFY(!jobId.isEmpty());
        QThread::msleep(300);
        QProcess stop;
        if (statement) {
            const QString control = m_dir + QStringLiteral("/stop.sql");
            QFile f(control);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QStringLiteral("SET 'execution.checkpointing.savepoint-dir' = '%1/savepoints';\n"
                                   "SHOW JOBS;\nSTOP JOB '%2' WITH SAVEPOINT;\n")
                        .arg(m_dir, jobId)
                        .toUtf8());
            f.close();
            stop.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("run"), control});
        } else {
            stop.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("stop"), QString::number(run.processId()),
                                                       QStringLiteral("--savepoint"), m_dir + QStringLiteral("/savepoints")});
        }
        QVERIFY(stop.waitForFinished(60000));
        QVERIFY2(stop.exitCode() == 0, stop.readAllStandardError().constData());
        const QString printed = QString::fromUtf8(stop.readAllStandardOutput());
        QString savepoint = printed.trimmed();
        if (statement) {
            // SHOW JOBS lists the job running; STOP JOB answers the savepoint's path.
            const QRegularExpression listed(QStringLiteral("\\| %1 \\| insert-into_default_catalog\\."
                                                           "default_database\\.out_t \\| RUNNING \\| \\d{4}-")
                                                .arg(jobId));
            QVERIFY2(listed.match(printed).hasMatch(), qPrintable(printed));
            const QRegularExpressionMatch path =
                QRegularExpression(QStringLiteral("\\| *savepoint path \\|[^|]*\\| (\\S+) \\|")).match(printed);
            QVERIFY2(path.hasMatch(), qPrintable(printed));
            savepoint = path.captured(1);
        }
        QVERIFY2(QFile::exists(savepoint + QStringLiteral("/_metadata")), qPrintable(savepoint));
        QVERIFY(QFileInfo(savepoint).fileName().startsWith(QStringLiteral("savepoint-")));
        QVERIFY(run.waitForFinished(30000));
        QCOMPARE(run.exitCode(), 0);
        // What the stopped job committed: each key at most once.
        for (const auto &[k, n] : committedValues(m_dir + QStringLiteral("/out"), 1))
            QVERIFY2(n == 1, qPrintable(QStringLiteral("key %1 x%2 before the resume").arg(k).arg(n)));

        addInput(Feed::Files, kFiles);
        QProcess resumed;
        resumed.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("run"), job, QStringLiteral("--restore"), savepoint,
                                                      QStringLiteral("--set"), QStringLiteral("parallelism.default=1")});
        QVERIFY(resumed.waitForStarted());
        resumed.setReadChannel(QProcess::StandardError);
        QByteArray log;
        while (!log.contains("sluice: job ") && resumed.state() == QProcess::Running && resumed.waitForReadyRead(10000))
            log += resumed.readAllStandardError();
        QVERIFY2(log.contains("sluice: job "), log.constData()); // running, its stop signal handled
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < 60000 && committedValues(m_dir + QStringLiteral("/out"), 1).size() < 3000 &&
               resumed.state() == QProcess::Running)
            QThread::msleep(100);
        signalProcess(resumed, SIGTERM);
        QVERIFY(resumed.waitForFinished(30000));
        QVERIFY2(resumed.exitCode() == 0, (log + resumed.readAllStandardError()).constData());
        const QString problems = exactlyOnce(committedValues(m_dir + QStringLiteral("/out"), 1), 0, 3000);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }

    void aSavepointTheJobCannotTakeFailsAndTheJobGoesOn()
    {
        QTemporaryDir tmp;
        m_dir = tmp.path();
        const QString job = m_dir + QStringLiteral("/agg.sql");
        {
            QFile f(job);
            QVERIFY(f.open(QIODevice::WriteOnly));
            // Inline GROUP BY state (no checkpoint interval): not savepoint-ready.
            f.write("CREATE TABLE src (k BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '1000',"
                    " 'fields.k.min' = '1', 'fields.k.max' = '9');\n"
                    "CREATE TABLE counts (k BIGINT, c BIGINT) WITH ('connector' = 'blackhole');\n"
                    "INSERT INTO counts SELECT k, COUNT(*) FROM src GROUP BY k;\n");
        }
        QProcess run;
        run.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("run"), job});
        QVERIFY(run.waitForStarted());
        run.setReadChannel(QProcess::StandardError);
        QByteArray log;
        while (!log.contains("sluice: job ") && run.state() == QProcess::Running && run.waitForReadyRead(10000))
            log += run.readAllStandardError();
        QProcess stop;
        stop.start(QStringLiteral(SLUICE_BINARY), {QStringLiteral("stop"), QString::number(run.processId()),
                                                   QStringLiteral("--savepoint"), m_dir + QStringLiteral("/sp")});
        QVERIFY(stop.waitForFinished(30000));
        QCOMPARE(stop.exitCode(), 1);
        QVERIFY2(stop.readAllStandardError().contains("execution.checkpointing.interval"), "no hint");
        QThread::msleep(300);
        QCOMPARE(run.state(), QProcess::Running);
        signalProcess(run, SIGTERM);
        QVERIFY(run.waitForFinished(30000));
        QCOMPARE(run.exitCode(), 0);
    }

    /// A killed run leaves its file in the jobs folder; once the system gives its pid to another
    /// process, `sluice jobs` must not list that process as the job, nor `sluice stop` signal it.
    void aStaleJobFileNeverNamesAnotherProcess()
    {
        QTemporaryDir runtime;
        QVERIFY(runtime.isValid());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
        QProcess victim; // holds the pid the dead run had
        victim.start(QStringLiteral("sleep"), {QStringLiteral("60")});
        QVERIFY(victim.waitForStarted());
        const QString folder = runtime.path() + QStringLiteral("/sluice-jobs");
        QVERIFY(QDir().mkpath(folder));
        const QString file = folder + QStringLiteral("/%1.json").arg(victim.processId());
        auto writeStale = [&] {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QStringLiteral("{\"pid\":%1,\"jobId\":\"deadbeefdeadbeefdeadbeefdeadbeef\",\"name\":\"old\","
                                   "\"script\":\"/x.sql\",\"started\":\"2026-01-01T00:00:00\",\"startedMillis\":1,"
                                   "\"processStart\":1}")
                        .arg(victim.processId())
                        .toUtf8());
        };
        auto sluice = [&](const QStringList &args, QByteArray *out) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(SLUICE_BINARY), args);
            if (!p.waitForFinished(30000))
                return -1;
            *out = p.readAllStandardOutput() + p.readAllStandardError();
            return p.exitCode();
        };
        writeStale();
        QByteArray out;
        QCOMPARE(sluice({QStringLiteral("jobs")}, &out), 0);
        QVERIFY2(!out.contains("deadbeef"), out.constData());
        QVERIFY(!QFile::exists(file)); // and its file is gone
        writeStale();
        QVERIFY(sluice({QStringLiteral("stop"), QStringLiteral("deadbeef")}, &out) != 0);
        QVERIFY2(out.contains("no embedded job"), out.constData());
        QThread::msleep(200);
        QCOMPARE(victim.state(), QProcess::Running); // not signalled
        victim.kill();
        victim.waitForFinished(5000);
    }
};

QTEST_GUILESS_MAIN(FaultToleranceTest)
#include "fault_tolerance_test.moc"
