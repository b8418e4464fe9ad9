// The kill-and-restore suite (issue 22), in the manner of Flink's StreamFaultToleranceTestBase and
// its resume-from-checkpoint end-to-end tests: `sluice run` with exactly-once checkpoints is killed
// with SIGKILL at random moments, restarted each time with --restore from the latest complete
// checkpoint (once at another parallelism where the job allows it), and at the end the committed
// output holds every input row exactly once: no gap, no duplicate per key.
//
// SLUICE_FT_ROUNDS sets the number of kills per scenario (20 by default; the `long` variant,
// fault_tolerance_long_test, runs 60).

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <map>

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

struct Scenario {
    QString script;     ///< with @DIR@ for the test's folder
    bool monitoredFiles = false; ///< the test feeds the input folder while the job runs
    int valueColumn = 0;         ///< the output column that must hold each value once
    long long values = 0;        ///< values 1..values (or 0..values-1 for keys)
    long long firstValue = 1;
    QString rescaleTo;           ///< a parallelism for one restore, or ""
};

} // namespace

class FaultToleranceTest : public QObject {
    Q_OBJECT

private:
    QString m_dir;
    int m_fileCount = 0;

    static constexpr int kFiles = 40;
    static constexpr int kRowsPerFile = 1500;

    /// Writes input file `index` (ids index*rows+1 ..), atomically: hidden first, then renamed.
    void writeInputFile(int index)
    {
        QString text;
        for (int r = 0; r < kRowsPerFile; ++r) {
            const long long id = static_cast<long long>(index) * kRowsPerFile + r + 1;
            text += QStringLiteral("%1,%2\n").arg(id).arg(id % 3000);
        }
        const QString name = m_dir + QStringLiteral("/in/part-%1.csv").arg(index, 3, 10, QLatin1Char('0'));
        const QString hidden = m_dir + QStringLiteral("/in/.part-%1.tmp").arg(index);
        QFile f(hidden);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
        f.close();
        QVERIFY(QFile::rename(hidden, name));
    }

    void feed(int upTo)
    {
        for (; m_fileCount < std::min(upTo, kFiles); ++m_fileCount)
            writeInputFile(m_fileCount);
    }

    QStringList runArguments(const QString &job, const QStringList &extra) const
    {
        QStringList args{QStringLiteral("run"), job};
        const QString from = latestCheckpoint(m_dir + QStringLiteral("/chk"));
        if (!from.isEmpty())
            args << QStringLiteral("--restore") << from;
        return args + extra;
    }

private slots:
    void killAndRestore_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<bool>("monitored");
        QTest::addColumn<int>("column");
        QTest::addColumn<qlonglong>("first");
        QTest::addColumn<qlonglong>("values");
        QTest::addColumn<QString>("rescale");
        const QString files =
            QStringLiteral("CREATE TABLE src (id BIGINT, k BIGINT, pt AS PROCTIME()) WITH ('connector' = 'filesystem', 'path' = '@DIR@/in',"
                           " 'format' = 'csv', 'source.monitor-interval' = '50 ms');\n");
        const QString sink = QStringLiteral("CREATE TABLE out_t (id BIGINT, k BIGINT) WITH ('connector' = 'filesystem',"
                                            " 'path' = '@DIR@/out', 'format' = 'csv');\n");
        const QString common = QStringLiteral("SET 'execution.checkpointing.interval' = '200 ms';\n"
                                              "SET 'execution.checkpointing.dir' = '@DIR@/chk';\n");
        QTest::newRow("files -> files, p1, hashmap")
            << common + files + sink + QStringLiteral("INSERT INTO out_t SELECT id, k FROM src;\n") << true << 0
            << qlonglong(1) << qlonglong(kFiles * kRowsPerFile) << QString();
        QTest::newRow("files -> dedup -> files, p2, rocksdb, rescaled to 1 once")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\nSET 'state.backend.type' = 'rocksdb';\n") +
                   files + sink +
                   QStringLiteral("INSERT INTO out_t SELECT id, k FROM (SELECT id, k, ROW_NUMBER() OVER (PARTITION BY k"
                                  " ORDER BY pt) AS rn FROM src) WHERE rn = 1;\n")
            << true << 1 << qlonglong(0) << qlonglong(3000) << QStringLiteral("1");
        QTest::newRow("datagen x2 -> join -> files, p2, hashmap")
            << common + QStringLiteral("SET 'parallelism.default' = '2';\n") +
                   QStringLiteral("CREATE TABLE a (id BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '12000',"
                                  " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '60000');\n"
                                  "CREATE TABLE b (id BIGINT, v BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '9000',"
                                  " 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '60000');\n") +
                   sink + QStringLiteral("INSERT INTO out_t SELECT a.id, b.v FROM a JOIN b ON a.id = b.id;\n")
            << false << 0 << qlonglong(1) << qlonglong(60000) << QString();
    }

    void killAndRestore()
    {
        QFETCH(QString, script);
        QFETCH(bool, monitored);
        QFETCH(int, column);
        QFETCH(qlonglong, first);
        QFETCH(qlonglong, values);
        QFETCH(QString, rescale);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        m_dir = tmp.path();
        m_fileCount = 0;
        QVERIFY(QDir().mkpath(m_dir + QStringLiteral("/in")));
        const QString job = m_dir + QStringLiteral("/job.sql");
        {
            QFile f(job);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QString(script).replace(QStringLiteral("@DIR@"), m_dir).toUtf8());
        }
        const int kills = rounds();
        const int rescaleRound = rescale.isEmpty() ? -1 : kills / 2;
        int finishedEarly = 0;
        QSet<QString> restoredFrom; // checkpoints the rounds resumed from
        for (int round = 0; round < kills; ++round) {
            if (monitored)
                feed((round + 1) * kFiles / kills);
            QStringList extra;
            if (round == rescaleRound)
                extra << QStringLiteral("--set") << QStringLiteral("parallelism.default=") + rescale;
            QProcess run;
            run.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            const QStringList args = runArguments(job, extra);
            if (args.contains(QStringLiteral("--restore")))
                restoredFrom.insert(args.at(args.indexOf(QStringLiteral("--restore")) + 1));
            run.start(QStringLiteral(SLUICE_BINARY), args);
            QVERIFY(run.waitForStarted());
            const int pause = 100 + static_cast<int>(QRandomGenerator::global()->bounded(600));
            if (run.waitForFinished(pause)) {
                // A bounded job may finish before its kill: then it must have finished well.
                QVERIFY2(run.exitCode() == 0, qPrintable(QStringLiteral("round %1 exited %2").arg(round).arg(run.exitCode())));
                ++finishedEarly;
                break;
            }
            ::kill(static_cast<pid_t>(run.processId()), SIGKILL);
            QVERIFY(run.waitForFinished(10000));
            QCOMPARE(run.exitStatus(), QProcess::CrashExit);
        }
        // The runs got somewhere: most resumed from a checkpoint their predecessor took.
        QVERIFY2(finishedEarly || restoredFrom.size() >= kills / 3,
                 qPrintable(QStringLiteral("only %1 distinct checkpoints restored in %2 rounds").arg(restoredFrom.size()).arg(kills)));
        if (monitored)
            feed(kFiles);
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
                while (waited.elapsed() < 60000 &&
                       static_cast<long long>(committedValues(m_dir + QStringLiteral("/out"), column).size()) < values)
                    QThread::msleep(100);
                QThread::msleep(300); // a checkpoint more: anything extra would show now
                ::kill(static_cast<pid_t>(run.processId()), SIGTERM);
            }
            QVERIFY(run.waitForFinished(60000));
            QCOMPARE(run.exitStatus(), QProcess::NormalExit);
            QCOMPARE(run.exitCode(), 0);
        }
        const QString problems = exactlyOnce(committedValues(m_dir + QStringLiteral("/out"), column), first, values);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
    }
};

QTEST_GUILESS_MAIN(FaultToleranceTest)
#include "fault_tolerance_test.moc"
