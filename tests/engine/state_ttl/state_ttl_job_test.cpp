// State TTL through the public job API (issue 5 §2), on the heap and the RocksDB backend:
// - with 'table.exec.state.ttl' a regular join's state plateaus under continuously new keys while
//   processing time advances, and without TTL it keeps growing;
// - an expired entry is never returned (a right row arriving after the left row's TTL joins
//   nothing, one arriving just within it joins);
// - reads do not refresh the timestamp (a left row joined at ttl/2 still expires at ttl).
// Processing time is a manual clock (JobOptions::clock) moved by the test between files that a
// monitored filesystem source picks up; the test waits for the join to have taken each file in
// before it moves the clock again.

#include <sluice/engine.h>

#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace sluice;
namespace fs = std::filesystem;

namespace {

constexpr std::int64_t kStartMillis = 1'700'000'000'000;

// One running job over two monitored CSV folders, `lhs` and `rhs`, joined on k.
class TtlJob {
public:
    explicit TtlJob(const QString &dir) : m_dir(dir.toStdString())
    {
        fs::create_directories(m_dir + "/lhs");
        fs::create_directories(m_dir + "/rhs");
    }
    ~TtlJob()
    {
        if (m_job) {
            m_job->cancel();
            m_job->waitFor(std::chrono::seconds(10));
            m_job.reset();
        }
    }

    // `settings` are SET lines; the script adds the tables and the join.
    Status start(const std::string &settings, int parallelism)
    {
        auto table = [&](const char *name, const char *column) {
            return std::string("CREATE TABLE ") + name + " (k BIGINT, " + column +
                   " STRING) WITH ('connector' = 'filesystem', 'path' = '" + m_dir + "/" + name +
                   "', 'format' = 'csv', 'source.monitor-interval' = '10 ms');\n";
        };
        const std::string script = settings + "SET 'parallelism.default' = '" +
                                   std::to_string(parallelism) + "';\n" + table("lhs", "v") +
                                   table("rhs", "w") +
                                   "SELECT l.k, l.v, r.w FROM lhs AS l JOIN rhs AS r ON l.k = r.k;\n";
        JobOptions options;
        options.printOut = [](std::string_view) {};
        options.printErr = [](std::string_view) {};
        options.clock = [this] { return m_now.load(); };
        options.onRows = [this](const std::string &, std::vector<ResultRow> rows) {
            std::lock_guard lock(m_mutex);
            for (ResultRow &row : rows) {
                std::string text = row.kind + "[";
                for (std::size_t i = 0; i < row.values.size(); ++i)
                    text += (i ? ", " : "") + row.values[i].value_or("NULL");
                m_rows.push_back(text + "]");
            }
        };
        Result<std::unique_ptr<Job>> job = startJob(script, std::move(options));
        if (!job)
            return job.status();
        m_job = std::move(*job);
        return Status::ok();
    }

    void setTime(std::int64_t millisSinceStart) { m_now.store(kStartMillis + millisSinceStart); }

    // Writes a new file into `side` atomically (a hidden name, then renamed), and waits until the
    // join subtasks have received `expectedJoinInput` rows in all and had time to process them.
    bool addFile(const std::string &side, const std::vector<std::string> &lines, std::int64_t expectedJoinInput)
    {
        writeFile(side, lines);
        return waitForJoinInput(expectedJoinInput);
    }
    void writeFile(const std::string &side, const std::vector<std::string> &lines)
    {
        const std::string name = "f" + std::to_string(++m_files) + ".csv";
        const std::string hidden = m_dir + "/" + side + "/." + name + ".tmp";
        {
            std::ofstream out(hidden, std::ios::binary);
            for (const std::string &line : lines)
                out << line << "\n";
        }
        fs::rename(hidden, m_dir + "/" + side + "/" + name);
    }
    bool waitForJoinInput(std::int64_t expectedJoinInput)
    {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (joinFigures().recordsIn < expectedJoinInput) {
            if (m_job->state() != JobState::Running || std::chrono::steady_clock::now() > deadline)
                return false;
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
        // Records are counted as a batch enters the operator; give it time to finish the batch
        // and the runtime a metrics tick (50 ms) to publish the state gauges.
        std::this_thread::sleep_for(std::chrono::milliseconds(130));
        return true;
    }

    struct JoinFigures {
        std::int64_t recordsIn = 0;
        std::int64_t stateEntries = 0;
        std::int64_t stateExpired = 0;
        int subtasks = 0;
    };
    JoinFigures joinFigures()
    {
        JoinFigures f;
        for (const SubtaskMetrics &m : m_job->metrics().subtasks) {
            if (m.operatorName.rfind("Join", 0) != 0)
                continue;
            ++f.subtasks;
            f.recordsIn += m.recordsIn;
            f.stateEntries += m.stateEntries;
            f.stateExpired += m.stateExpired;
        }
        return f;
    }

    std::vector<std::string> rows()
    {
        std::lock_guard lock(m_mutex);
        return m_rows;
    }
    bool waitForRows(std::size_t n)
    {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (rows().size() < n && std::chrono::steady_clock::now() < deadline)
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        return rows().size() >= n;
    }
    Job &job() { return *m_job; }

private:
    std::string m_dir;
    std::atomic<std::int64_t> m_now{kStartMillis};
    std::unique_ptr<Job> m_job;
    std::mutex m_mutex;
    std::vector<std::string> m_rows;
    int m_files = 0;
};

std::string backendSetting(const QString &backend)
{
    return "SET 'state.backend.type' = '" + backend.toStdString() + "';\n";
}

} // namespace

class StateTtlTest : public QObject {
    Q_OBJECT

private:
    // Entries of the join's state after each step; each step moves the clock by 1 s and adds
    // `perStep` new keys on each side.
    std::vector<std::int64_t> growth(const QString &backend, const std::string &ttl, int steps, int perStep,
                                     std::size_t &joined)
    {
        std::vector<std::int64_t> entries;
        QTemporaryDir dir;
        if (!dir.isValid())
            return entries;
        TtlJob job(dir.path());
        std::string settings = backendSetting(backend);
        if (!ttl.empty())
            settings += "SET 'table.exec.state.ttl' = '" + ttl + "';\n";
        if (Status s = job.start(settings, 2); !s.isOk()) {
            qWarning("%s", s.toString().c_str());
            return entries;
        }
        std::int64_t input = 0;
        for (int step = 0; step < steps; ++step) {
            job.setTime(step * 1000);
            for (const char *side : {"lhs", "rhs"}) {
                std::vector<std::string> lines;
                for (int i = 0; i < perStep; ++i)
                    lines.push_back(std::to_string(step * perStep + i) + "," + side[0] +
                                    std::to_string(step));
                input += perStep;
                job.writeFile(side, lines);
            }
            if (!job.waitForJoinInput(input)) {
                qWarning("step %d: the join did not receive its rows (job %s)", step,
                         jobStateName(job.job().state()));
                return {};
            }
            entries.push_back(job.joinFigures().stateEntries);
        }
        job.waitForRows(static_cast<std::size_t>(steps * perStep));
        joined = job.rows().size();
        return entries;
    }

    static void backends_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("heap") << QStringLiteral("hashmap");
        QTest::newRow("rocksdb") << QStringLiteral("rocksdb");
    }

private slots:
    // (a) With TTL the join's state plateaus under continuously new keys; without it grows.
    void joinStatePlateausWithTtl_data() { backends_data(); }
    void joinStatePlateausWithTtl()
    {
        QFETCH(QString, backend);
        constexpr int kSteps = 10;
        constexpr int kPerStep = 50; // per side
        std::size_t joinedWithTtl = 0;
        std::size_t joinedWithout = 0;
        const std::vector<std::int64_t> withTtl = growth(backend, "3 s", kSteps, kPerStep, joinedWithTtl);
        const std::vector<std::int64_t> without = growth(backend, "", kSteps, kPerStep, joinedWithout);
        QCOMPARE(withTtl.size(), std::size_t(kSteps));
        QCOMPARE(without.size(), std::size_t(kSteps));
        QString trace = "with TTL:";
        for (std::int64_t e : withTtl)
            trace += " " + QString::number(e);
        trace += "; without:";
        for (std::int64_t e : without)
            trace += " " + QString::number(e);
        qInfo("%s", qPrintable(trace));
        // Each key meets its partner within the same second, so every key joins once either way.
        QCOMPARE(joinedWithTtl, std::size_t(kSteps * kPerStep));
        QCOMPARE(joinedWithout, std::size_t(kSteps * kPerStep));

        // Without TTL every row stays: 2 * perStep entries per step (RocksDB's count is an
        // estimate, so allow it 10 %).
        const auto total = static_cast<double>(2 * kPerStep * kSteps);
        QVERIFY2(static_cast<double>(without.back()) >= 0.9 * total, qPrintable(trace));
        for (std::size_t i = 1; i < without.size(); ++i)
            QVERIFY2(without[i] > without[i - 1], qPrintable(trace));

        // With a 3 s TTL and 1 s steps, the rows of the last 3 steps are live (a row written at
        // t expires at t + ttl): 6 * perStep entries, plus what cleanup has not reached yet. The
        // plateau: the second half of the run never exceeds a bound independent of its length.
        const std::int64_t bound = 2 * kPerStep * 5;
        for (std::size_t i = kSteps / 2; i < withTtl.size(); ++i)
            QVERIFY2(withTtl[i] <= bound, qPrintable(trace));
        const double ratio = static_cast<double>(without.back()) /
                             static_cast<double>(std::max<std::int64_t>(1, withTtl.back()));
        QVERIFY2(ratio >= 2.0, qPrintable(trace + " ratio " + QString::number(ratio)));
    }

    // (b) An expired entry is never returned, (c) reads do not refresh its timestamp.
    void expiredEntriesAreNeverReturned_data() { backends_data(); }
    void expiredEntriesAreNeverReturned()
    {
        QFETCH(QString, backend);
        constexpr std::int64_t kTtl = 10'000;
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        TtlJob job(dir.path());
        QVERIFY(job.start(backendSetting(backend) + "SET 'table.exec.state.ttl' = '10 s';\n", 1).isOk());

        job.setTime(0);
        QVERIFY(job.addFile("lhs", {"1,a", "2,c", "3,d"}, 3));
        QCOMPARE(job.rows().size(), std::size_t(0));

        // Within TTL: the left row is read (joined) at ttl/2.
        job.setTime(kTtl / 2);
        QVERIFY(job.addFile("rhs", {"1,x"}, 4));
        QVERIFY(job.waitForRows(1));
        // Just within TTL (written at 0, now ttl - 1).
        job.setTime(kTtl - 1);
        QVERIFY(job.addFile("rhs", {"3,w"}, 5));
        QVERIFY(job.waitForRows(2));

        // At ttl the left row 1 expired although it was read at ttl/2 (reads do not refresh):
        // a new right row for key 1 finds nothing.
        job.setTime(kTtl);
        QVERIFY(job.addFile("rhs", {"1,y"}, 6));
        // Past ttl: left row 2 expired before its partner arrived.
        job.setTime(kTtl + 1);
        QVERIFY(job.addFile("rhs", {"2,z"}, 7));

        // A last row that must join (with right 3,w written at ttl - 1, still live) proves the
        // rows before it were processed; then nothing else may have been emitted.
        QVERIFY(job.addFile("lhs", {"3,e"}, 8));
        QVERIFY(job.waitForRows(3));
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        const std::vector<std::string> rows = job.rows();
        const std::multiset<std::string> got(rows.begin(), rows.end());
        const std::multiset<std::string> expected{"+I[1, a, x]", "+I[3, d, w]", "+I[3, e, w]"};
        QString text;
        for (const std::string &r : rows)
            text += QString::fromStdString(r) + " ";
        QVERIFY2(got == expected, qPrintable("rows: " + text));
        QCOMPARE(job.job().state(), JobState::Running);
    }
};

QTEST_GUILESS_MAIN(StateTtlTest)
#include "state_ttl_job_test.moc"
