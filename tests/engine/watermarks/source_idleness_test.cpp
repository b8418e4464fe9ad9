// table.exec.source.idle-timeout for sources whose WATERMARK the WatermarkAssigner generates
// (datagen, filesystem; Kafka pushes it into the reader, see kafka_watermark_test): a TUMBLE
// window over `fast` (datagen, rows stamped with processing time) UNION ALL `silent` (a monitored
// filesystem folder that gets no file) fires from `fast` alone once `silent` is idle, and stalls
// without the option, as in Flink, until `silent` produces a row. Processing time is a manual
// clock (JobOptions::clock): idleness only begins when the test moves it, so a slow machine
// cannot make the busy source idle, and the datagen rows carry the clock's time as their rowtime.

#include <sluice/engine.h>

#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace sluice;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

constexpr std::int64_t kT0 = 1'704'067'200'000; // 2024-01-01 00:00:00, a window boundary

struct WindowRow {
    std::string windowStart;
    long long count = 0;
};

class UnionWindowJob {
public:
    explicit UnionWindowJob(const QString &dir) : m_dir(dir.toStdString() + "/silent")
    {
        fs::create_directories(m_dir);
    }
    ~UnionWindowJob()
    {
        if (m_job) {
            m_job->cancel();
            m_job->waitFor(10s);
        }
    }

    Status start(const std::string &settings, int parallelism)
    {
        const std::string script =
            "SET 'parallelism.default' = '" + std::to_string(parallelism) + "';\n" + settings +
            "CREATE TABLE fast (id INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ("
            "'connector' = 'datagen', 'rows-per-second' = '200', 'fields.id.min' = '1', "
            "'fields.id.max' = '9');\n"
            "CREATE TABLE silent (id INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ("
            "'connector' = 'filesystem', 'path' = '" +
            m_dir +
            "', 'format' = 'csv', "
            "'source.monitor-interval' = '20 ms');\n"
            "CREATE VIEW events AS SELECT id, ts FROM fast UNION ALL SELECT id, ts FROM silent;\n"
            "SELECT window_start, COUNT(*) AS c FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(ts), "
            "INTERVAL '10' SECOND)) GROUP BY window_start, window_end;\n";
        JobOptions options;
        options.printOut = [](std::string_view) {};
        options.printErr = [](std::string_view) {};
        options.clock = [this] { return m_now.load(); };
        options.onRows = [this](const std::string &, std::vector<ResultRow> rows) {
            std::lock_guard lock(m_mutex);
            for (const ResultRow &row : rows) {
                WindowRow w;
                w.windowStart = row.kind + " " + row.values.at(0).value_or("NULL");
                w.count = std::stoll(row.values.at(1).value_or("-1"));
                m_rows.push_back(w);
            }
        };
        auto job = startJob(script, std::move(options));
        if (!job)
            return job.status();
        m_job = std::move(*job);
        return Status::ok();
    }

    void setTime(std::int64_t millis) { m_now.store(millis); }

    // Waits until every subtask of Source(fast) has sent rows on (stamped with the clock's time).
    bool waitForFastRows()
    {
        const auto deadline = std::chrono::steady_clock::now() + 20s;
        while (std::chrono::steady_clock::now() < deadline && m_job->state() == JobState::Running) {
            int subtasks = 0, producing = 0;
            for (const SubtaskMetrics &m : m_job->metrics().subtasks) {
                if (m.operatorName.rfind("Source(fast)", 0) != 0)
                    continue;
                ++subtasks;
                producing += m.recordsOut > 0 ? 1 : 0;
            }
            if (subtasks > 0 && producing == subtasks)
                return true;
            std::this_thread::sleep_for(5ms);
        }
        return false;
    }

    // Waits until `n` window rows arrived (at most 20 s), then a little longer so that an extra
    // row would show. Processing time keeps moving meanwhile, as it does for real (a subtask
    // that opened after the last setTime() starts its idleness timer then), but stops at `cap`.
    std::vector<WindowRow> waitForRows(std::size_t n, std::int64_t cap)
    {
        const auto deadline = std::chrono::steady_clock::now() + 20s;
        while (rows().size() < n && std::chrono::steady_clock::now() < deadline &&
               m_job->state() == JobState::Running) {
            passTime(cap);
        }
        std::this_thread::sleep_for(200ms);
        return rows();
    }
    // 50 ms of real and processing time (the clock stops at `cap`).
    void passTime(std::int64_t cap)
    {
        std::this_thread::sleep_for(50ms);
        if (m_now.load() + 50 <= cap)
            m_now.fetch_add(50);
    }

    std::vector<WindowRow> rows()
    {
        std::lock_guard lock(m_mutex);
        return m_rows;
    }

    // A new file in the silent folder (written under a hidden name, then renamed).
    void writeSilentFile(const std::string &line)
    {
        const std::string hidden = m_dir + "/.f.csv.tmp";
        {
            std::ofstream out(hidden, std::ios::binary);
            out << line << "\n";
        }
        fs::rename(hidden, m_dir + "/f.csv");
    }

    // Every subtask's event time, for failure messages.
    std::string watermarks()
    {
        std::string text;
        for (const SubtaskMetrics &m : m_job->metrics().subtasks)
            text += m.operatorName + "#" + std::to_string(m.subtaskIndex) + "=" +
                    (m.hasWatermark() ? std::to_string(m.currentWatermark - kT0)
                                      : std::to_string(m.currentWatermark)) +
                    " in=" + std::to_string(m.recordsIn) + "; ";
        return text;
    }

    Job &job() { return *m_job; }

private:
    std::string m_dir;
    std::atomic<std::int64_t> m_now{kT0};
    std::unique_ptr<Job> m_job;
    std::mutex m_mutex;
    std::vector<WindowRow> m_rows;
};

} // namespace

class SourceIdlenessTest : public QObject {
    Q_OBJECT

private slots:
    void idleSourceDoesNotStallTheWindow_data()
    {
        QTest::addColumn<int>("parallelism");
        QTest::newRow("p1") << 1;
        QTest::newRow("p2") << 2;
    }
    void idleSourceDoesNotStallTheWindow()
    {
        QFETCH(int, parallelism);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        UnionWindowJob job(dir.path());
        Status s = job.start("SET 'table.exec.source.idle-timeout' = '1 s';\n", parallelism);
        QVERIFY2(s.isOk(), s.toString().c_str());
        QVERIFY2(job.waitForFastRows(), job.job().failure().toString().c_str());
        // Event time is at 00:00:00 and nobody is idle yet: no window can fire.
        QVERIFY(job.rows().empty());

        // Processing time moves 12 s on: `silent` has had no row for longer than the timeout,
        // `fast` keeps producing (now stamped 00:00:12 and on, below 00:00:20), so the first
        // window fires from `fast`.
        job.setTime(kT0 + 12'000);
        std::vector<WindowRow> rows = job.waitForRows(1, kT0 + 19'000);
        QVERIFY2(job.job().state() == JobState::Running, job.job().failure().toString().c_str());
        QVERIFY2(rows.size() == 1, job.watermarks().c_str());
        QCOMPARE(QString::fromStdString(rows[0].windowStart),
                 QStringLiteral("+I 2024-01-01T00:00"));
        QVERIFY(rows[0].count > 0);

        // Event time keeps following `fast` while `silent` stays idle.
        job.setTime(kT0 + 25'000);
        rows = job.waitForRows(2, kT0 + 29'000);
        QVERIFY2(rows.size() == 2, job.watermarks().c_str());
        QCOMPARE(QString::fromStdString(rows[1].windowStart),
                 QStringLiteral("+I 2024-01-01T00:00:10"));
        QVERIFY(rows[1].count > 0);
    }

    void withoutIdleTimeoutASilentSourceStallsTheWindow()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        UnionWindowJob job(dir.path());
        Status s = job.start("", 1);
        QVERIFY2(s.isOk(), s.toString().c_str());
        QVERIFY2(job.waitForFastRows(), job.job().failure().toString().c_str());
        job.setTime(kT0 + 12'000);
        // Seconds of processing time later (with the option, one would have sufficed) `silent`
        // still holds event time at its start.
        for (int i = 0; i < 40; ++i)
            job.passTime(kT0 + 19'000);
        QVERIFY2(job.job().state() == JobState::Running, job.job().failure().toString().c_str());
        QVERIFY(job.rows().empty());

        // A row in `silent` moves its watermark to 00:00:11, past the first window's end.
        job.writeSilentFile("1,2024-01-01 00:00:11");
        const std::vector<WindowRow> rows = job.waitForRows(1, kT0 + 19'000);
        QVERIFY2(rows.size() == 1, job.watermarks().c_str());
        QCOMPARE(QString::fromStdString(rows[0].windowStart),
                 QStringLiteral("+I 2024-01-01T00:00"));
        QVERIFY(rows[0].count > 0);
    }
};

QTEST_GUILESS_MAIN(SourceIdlenessTest)
#include "source_idleness_test.moc"
