// Bad state settings fail a job at start with a message naming the folder or the option, never a
// crash (issue 5, "Bad input"), through the public startJob API with the RocksDB backend:
// - state.backend.rocksdb.localdir that cannot be created or is a plain file;
// - a full state folder (a small tmpfs filled up; skipped where mounting is not permitted), a
//   folder that runs full while the job runs and one another process fills (the job fails
//   naming the folder; RocksDB never runs into a full disk, which would abort the process);
// - memory options that leave RocksDB no sensible budget or ratios out of range; beside them,
//   the budget a sensible fixed-per-slot gives (so the option is known to be read).
// The corrupt-database case cannot arise through a job (each job opens fresh folders under
// localdir); rocksdb_state_backend_test covers it where it can arise, in the backend.

#include <sluice/engine.h>

#include <QTemporaryDir>
#include <QtTest>

#include <sys/mount.h>
#include <sys/statvfs.h>

#include <cerrno>
#include <cstring>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace sluice;
namespace fs = std::filesystem;

namespace {

const std::string kGroupBy =
    "CREATE TABLE src (k BIGINT, v STRING) WITH ('connector' = 'datagen', 'number-of-rows' = "
    "'1000');\nCREATE TABLE out_t (k BIGINT, n BIGINT) WITH ('connector' = 'blackhole');\n"
    "INSERT INTO out_t SELECT k, COUNT(*) FROM src GROUP BY k;\n";

JobOptions quiet(std::vector<std::pair<std::string, std::string>> settings)
{
    JobOptions o;
    o.settings = std::move(settings);
    o.settings.insert(o.settings.begin(), {"state.backend.type", "rocksdb"});
    o.printOut = [](std::string_view) {};
    o.printErr = [](std::string_view) {};
    return o;
}

/// The RocksDB backend in `folder` with 4 MiB of RocksDB memory: memtables of under a megabyte,
/// about 4 MiB kept free for flushing them.
JobOptions smallMemoryIn(const std::string &folder)
{
    return quiet({{"state.backend.rocksdb.localdir", folder},
                  {"taskmanager.memory.managed.size", "4mb"}});
}

/// Whether `job` ends within `timeout` failed with a full-folder message naming `folder`.
bool failsWithFullFolder(Job &job, const std::string &folder, std::chrono::seconds timeout)
{
    if (!job.waitFor(timeout) || job.state() != JobState::Failed) {
        qWarning("the job did not fail within %lld s", static_cast<long long>(timeout.count()));
        return false;
    }
    const std::string message = job.failure().message();
    qInfo("%s", message.c_str());
    return message.find(folder) != std::string::npos &&
           message.find("is full") != std::string::npos;
}

/// A tmpfs of `size` mounted on a fresh folder for the test's lifetime (root only).
class SmallFileSystem {
public:
    explicit SmallFileSystem(const char *size)
    {
        if (!m_dir.isValid())
            return;
        const std::string options = std::string("size=") + size;
        m_mounted = ::mount("tmpfs", path().c_str(), "tmpfs", 0, options.c_str()) == 0;
        m_error = errno;
    }
    ~SmallFileSystem()
    {
        if (m_mounted)
            ::umount2(path().c_str(), MNT_DETACH);
    }
    bool mounted() const { return m_mounted; }
    int error() const { return m_error; }
    std::string path() const { return m_dir.path().toStdString(); }
    /// Writes zeros until the file system is full.
    void fill() const { fillUntilFree(0); }
    /// Writes zeros until at most `freeBytes` are left.
    void fillUntilFree(std::int64_t freeBytes) const
    {
        std::FILE *f = std::fopen((path() + "/filler").c_str(), "wb");
        if (!f)
            return;
        static const char block[4096] = {};
        while (this->freeBytes() > freeBytes &&
               std::fwrite(block, 1, sizeof block, f) == sizeof block)
            std::fflush(f);
        std::fclose(f);
    }
    std::int64_t freeBytes() const
    {
        struct statvfs st{};
        if (::statvfs(path().c_str(), &st) != 0)
            return 0;
        return static_cast<std::int64_t>(st.f_bavail) * static_cast<std::int64_t>(st.f_frsize);
    }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
    int m_error = 0;
};

} // namespace

class StateBadInputJobTest : public QObject {
    Q_OBJECT
private slots:
    void unusableFolderFailsAtStart()
    {
        QTemporaryDir scratch;
        const std::string file = scratch.path().toStdString() + "/plain-file";
        std::ofstream(file) << "not a folder";
        for (const std::string &dir : {std::string("/proc/sluice-state-test"), file}) {
            auto job = startJob(kGroupBy, quiet({{"state.backend.rocksdb.localdir", dir}}));
            QVERIFY2(!job, dir.c_str());
            QVERIFY2(job.status().message().find(dir) != std::string::npos,
                     job.status().toString().c_str());
            QVERIFY2(job.status().message().find("state.backend.rocksdb.localdir") !=
                         std::string::npos,
                     job.status().toString().c_str());
        }
        QVERIFY(fs::is_regular_file(file));
    }

    void fullFolderFailsAtStart()
    {
        SmallFileSystem small("256k");
        if (!small.mounted())
            QSKIP(("cannot mount a small tmpfs here (needs root): " +
                   std::string(std::strerror(small.error())))
                      .c_str());
        small.fill();
        auto job = startJob(kGroupBy, quiet({{"state.backend.rocksdb.localdir", small.path()}}));
        QVERIFY(!job);
        qInfo("%s", job.status().message().c_str());
        QVERIFY2(job.status().message().find(small.path()) != std::string::npos,
                 job.status().toString().c_str());
        QVERIFY2(job.status().message().find("is full") != std::string::npos,
                 job.status().toString().c_str());
    }

    void folderRunningFullFailsTheJob()
    {
        SmallFileSystem small("12m");
        if (!small.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        // The state (tens of MiB) outgrows the 12 MiB folder early.
        const std::string script =
            "CREATE TABLE src (k BIGINT, v STRING) WITH ('connector' = 'datagen', "
            "'number-of-rows' = '400000', 'fields.v.length' = '60');\n"
            "CREATE TABLE out_t (k BIGINT, n BIGINT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO out_t SELECT k, COUNT(DISTINCT v) FROM src GROUP BY k;\n";
        auto job = startJob(script, smallMemoryIn(small.path()));
        QVERIFY2(job, job.status().toString().c_str());
        QVERIFY(failsWithFullFolder(**job, small.path(), std::chrono::seconds(120)));
    }

    void folderFilledByAnotherProcessFailsTheJob()
    {
        SmallFileSystem small("16m");
        if (!small.mounted())
            QSKIP("cannot mount a small tmpfs here (needs root)");
        // A slow endless job with little state; something else then fills the file system to
        // below the ~4 MiB the job keeps free, but not to the last byte (which nothing could
        // stop RocksDB from running into): the job fails naming the folder, RocksDB never
        // sees a failed write.
        const std::string script =
            "CREATE TABLE src (k BIGINT, v STRING) WITH ('connector' = 'datagen', "
            "'rows-per-second' = '5000', 'fields.k.min' = '1', 'fields.k.max' = '1000');\n"
            "CREATE TABLE out_t (k BIGINT, n BIGINT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO out_t SELECT k, COUNT(*) FROM src GROUP BY k;\n";
        auto job = startJob(script, smallMemoryIn(small.path()));
        QVERIFY2(job, job.status().toString().c_str());
        QTest::qWait(300);
        QCOMPARE((*job)->state(), JobState::Running);
        small.fillUntilFree(std::int64_t{2} << 20);
        QVERIFY(failsWithFullFolder(**job, small.path(), std::chrono::seconds(30)));
        QVERIFY2((*job)->failure().message().find("left on its file system") != std::string::npos,
                 (*job)->failure().message().c_str());
    }

    void nonsenseMemoryFailsAtStart_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("named"); // the option the message must name
        QTest::newRow("no managed memory") << "taskmanager.memory.managed.fraction" << "0"
                                           << "taskmanager.memory.managed.fraction";
        QTest::newRow("fraction above 1") << "taskmanager.memory.managed.fraction" << "1.5"
                                          << "taskmanager.memory.managed.fraction";
        QTest::newRow("tiny process") << "taskmanager.memory.process.size" << "1kb"
                                      << "taskmanager.memory.process.size";
        QTest::newRow("tiny managed size") << "taskmanager.memory.managed.size" << "100b"
                                           << "taskmanager.memory.managed.size";
        QTest::newRow("not a size") << "taskmanager.memory.process.size" << "lots"
                                    << "taskmanager.memory.process.size";
        QTest::newRow("tiny fixed per slot") << "state.backend.rocksdb.memory.fixed-per-slot" << "1kb"
                                             << "state.backend.rocksdb.memory.fixed-per-slot";
        QTest::newRow("write buffers") << "state.backend.rocksdb.memory.write-buffer-ratio" << "2"
                                       << "state.backend.rocksdb.memory.write-buffer-ratio";
        QTest::newRow("high priority pool") << "state.backend.rocksdb.memory.high-prio-pool-ratio"
                                            << "-0.5"
                                            << "state.backend.rocksdb.memory.high-prio-pool-ratio";
    }
    void nonsenseMemoryFailsAtStart()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, named);
        auto job = startJob(kGroupBy, quiet({{key.toStdString(), value.toStdString()}}));
        QVERIFY(!job);
        QVERIFY2(job.status().message().find(named.toStdString()) != std::string::npos,
                 job.status().toString().c_str());
    }

    void fixedPerSlotSetsTheBudget()
    {
        // 64 MiB per slot at parallelism 2: two slots, one pool of 128 MiB, of which the block
        // cache gets (3 - write-buffer-ratio) / 3 as in Flink's shared-memory formula.
        auto job = startJob(kGroupBy, quiet({{"state.backend.rocksdb.memory.fixed-per-slot", "64mb"},
                                             {"parallelism.default", "2"}}));
        QVERIFY2(job, job.status().toString().c_str());
        QVERIFY((*job)->waitFor(std::chrono::seconds(60)));
        QCOMPARE((*job)->state(), JobState::Finished);
        std::int64_t capacity = -1;
        for (const SubtaskMetrics &m : (*job)->metrics().subtasks)
            for (const auto &[name, value] : m.extra)
                if (name == "rocksdb.blockCacheCapacity")
                    capacity = value;
        QCOMPARE(capacity, std::int64_t{2} * (std::int64_t{64} << 20) * 25 / 30);
    }
};

QTEST_GUILESS_MAIN(StateBadInputJobTest)
#include "state_bad_input_job_test.moc"
