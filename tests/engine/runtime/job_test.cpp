// End-to-end jobs through the public API (startJob): bounded jobs finish by themselves with the
// right rows, parallel runs agree with serial ones, an unbounded job stops promptly on cancel,
// and a failing operator fails the job with its name and the statement's line.

#include "job_changelog.h"

#include "runtime/job_folder.h"

#include <sluice/engine.h>

#include <QTemporaryDir>

#include <QTest>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>

using namespace sluice;
using namespace std::chrono_literals;

namespace {

struct Collected {
    std::mutex mutex;
    std::vector<std::string> lines;    // print sink output
    std::vector<std::string> changelog; // "kind v1,v2" per row reaching any sink
};

JobOptions collectInto(Collected &c)
{
    JobOptions o;
    o.printOut = [&c](std::string_view line) {
        std::lock_guard lock(c.mutex);
        c.lines.emplace_back(line);
    };
    o.printErr = o.printOut;
    o.onRows = [&c](const std::string &, std::vector<ResultRow> rows) {
        std::lock_guard lock(c.mutex);
        for (const auto &r : rows) {
            std::string s = r.kind + " ";
            for (std::size_t i = 0; i < r.values.size(); ++i)
                s += (i ? "," : "") + r.values[i].value_or("NULL");
            c.changelog.push_back(s);
        }
    };
    return o;
}

const char *kCountPerKey = R"sql(
CREATE TABLE numbers (n BIGINT) WITH (
  'connector' = 'datagen', 'rows-per-second' = '1000000',
  'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '10000');
CREATE TABLE counts (k BIGINT, c BIGINT, s BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO counts SELECT MOD(n, 7) AS k, COUNT(*) AS c, SUM(n) AS s FROM numbers GROUP BY MOD(n, 7);
)sql";

/// Fails on its first row: CAST of random letters to INT (line 4 of the script).
const std::string kFailingJob = R"sql(
CREATE TABLE src (s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '10', 'fields.s.length' = '5');
CREATE TABLE sink (n INT) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT CAST(s AS INT) FROM src;
)sql";

std::string withFixedDelay(int attempts, const std::string &delay)
{
    return "SET 'restart-strategy.type' = 'fixed-delay';\nSET 'restart-strategy.fixed-delay.attempts' = '" +
           std::to_string(attempts) + "';\nSET 'restart-strategy.fixed-delay.delay' = '" + delay + "';";
}

void writeText(const std::filesystem::path &path, const std::string &text)
{
    std::ofstream(path) << text;
}

} // namespace

class JobTest : public QObject {
    Q_OBJECT
private slots:
    void boundedJobFinishesWithTheRightResult()
    {
        for (const char *parallelism : {"1", "2", "4"}) {
            Collected c;
            JobOptions o = collectInto(c);
            o.settings = {{"parallelism.default", parallelism}};
            auto job = startJob(kCountPerKey, o);
            QVERIFY2(job.isOk(), job.status().message().c_str());
            QVERIFY((*job)->waitFor(60s));
            QCOMPARE(jobStateName((*job)->state()), "finished");
            bool ok = false;
            auto table = testing::materialize(c.changelog, ok);
            QVERIFY2(ok, "a retraction arrived for a row that was not there");
            QCOMPARE(table.size(), std::size_t(7));
            // n = 1..10000: keys 0..6; count and sum per residue class.
            for (int k = 0; k < 7; ++k) {
                long count = 0, sum = 0;
                for (long n = 1; n <= 10000; ++n) {
                    if (n % 7 == k) {
                        ++count;
                        sum += n;
                    }
                }
                const std::string row = std::to_string(k) + "," + std::to_string(count) + "," + std::to_string(sum);
                QVERIFY2(table.count(row) == 1, row.c_str());
            }
        }
    }

    void aSharedSubPlanFeedsEachConsumer()
    {
        // A self-join over one source and q5's shape (one window aggregation on both sides of a
        // window join): the source is read once and its rows reach every consumer, so the
        // results equal those with reuse off, at parallelism 1 and 2.
        const std::string tables = R"sql(
CREATE TABLE seq (n BIGINT, ts AS TO_TIMESTAMP_LTZ(n * 100, 3),
                  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH (
  'connector' = 'datagen', 'rows-per-second' = '1000000',
  'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '3000');
CREATE TABLE pairs (k BIGINT, c BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE hot (k BIGINT, c BIGINT) WITH ('connector' = 'blackhole');
CREATE VIEW counts AS
  SELECT MOD(n, 13) AS k, COUNT(*) AS c, window_start AS ws, window_end AS we
  FROM TABLE(HOP(TABLE seq, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '10' SECOND))
  GROUP BY MOD(n, 13), window_start, window_end;
)sql";
        const std::vector<std::string> queries = {
            "INSERT INTO pairs SELECT x.k, COUNT(*) FROM (SELECT MOD(n, 10) AS k FROM seq) x "
            "JOIN (SELECT MOD(n, 10) AS k FROM seq) y ON x.k = y.k GROUP BY x.k;",
            "INSERT INTO hot SELECT c.k, c.c FROM counts c JOIN (SELECT MAX(c) AS m, ws, we FROM counts "
            "GROUP BY ws, we) m ON c.ws = m.ws AND c.we = m.we AND c.c >= m.m;",
        };
        for (const std::string &query : queries) {
            std::map<std::string, int> reference;
            for (const char *reuse : {"false", "true"}) {
                for (const char *parallelism : {"1", "2"}) {
                    Collected c;
                    JobOptions o = collectInto(c);
                    o.settings = {{"parallelism.default", parallelism},
                                  {"table.optimizer.reuse-sub-plan-enabled", reuse}};
                    auto job = startJob(tables + query, o);
                    QVERIFY2(job.isOk(), job.status().message().c_str());
                    QVERIFY((*job)->waitFor(120s));
                    QCOMPARE(jobStateName((*job)->state()), "finished");
                    bool ok = false;
                    auto table = testing::materialize(c.changelog, ok);
                    QVERIFY2(ok, "a retraction arrived for a row that was not there");
                    if (reference.empty()) {
                        reference = table;
                        QVERIFY(!reference.empty());
                    }
                    QCOMPARE(table, reference);
                }
            }
            if (query.find("pairs") != std::string::npos) {
                // 3000 rows, 300 per residue: 90,000 pairs per key.
                QCOMPARE(reference.size(), std::size_t(10));
                QCOMPARE(reference.count("3,90000"), std::size_t(1));
            }
        }
    }

    void printSinkWritesFlinkRows()
    {
        Collected c;
        auto job = startJob(R"sql(
CREATE TABLE src (id INT, name STRING) WITH (
  'connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '3', 'fields.name.length' = '3');
CREATE TABLE out1 (id INT, tag STRING) WITH ('connector' = 'print', 'print-identifier' = 'ids');
INSERT INTO out1 SELECT id, CASE WHEN id = 2 THEN NULL ELSE 'x' END FROM src;
)sql", collectInto(c));
        QVERIFY2(job.isOk(), job.status().message().c_str());
        QVERIFY((*job)->waitFor(30s));
        QCOMPARE(jobStateName((*job)->state()), "finished");
        std::sort(c.lines.begin(), c.lines.end());
        const std::vector<std::string> expected = {"ids> +I[1, x]", "ids> +I[2, null]", "ids> +I[3, x]"};
        QCOMPARE(c.lines, expected);
    }

    void unboundedJobStopsPromptlyOnCancel()
    {
        Collected c;
        auto job = startJob(R"sql(
SET 'parallelism.default' = '2';
CREATE TABLE endless (k INT, v BIGINT) WITH ('connector' = 'datagen', 'fields.k.min' = '1', 'fields.k.max' = '100');
CREATE TABLE sink (k INT, c BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT k, COUNT(*) FROM endless GROUP BY k;
)sql", collectInto(c));
        QVERIFY2(job.isOk(), job.status().message().c_str());
        QVERIFY(!(*job)->waitFor(300ms));
        QCOMPARE(jobStateName((*job)->state()), "running");
        const auto before = std::chrono::steady_clock::now();
        (*job)->cancel();
        QVERIFY((*job)->waitFor(5s));
        QVERIFY(std::chrono::steady_clock::now() - before < 2s);
        QCOMPARE(jobStateName((*job)->state()), "cancelled");
        // Metrics were recorded for every operator subtask.
        const MetricsSnapshot m = (*job)->metrics();
        QVERIFY(!m.subtasks.empty());
        std::int64_t in = 0;
        for (const auto &s : m.subtasks)
            in += s.recordsIn;
        QVERIFY(in > 0);
    }

    void operatorsAfterAWatermarkAssignerReportTheirEventTime()
    {
        Collected c;
        auto job = startJob(R"sql(
CREATE TABLE clicks (k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '2' SECOND)
  WITH ('connector' = 'datagen', 'rows-per-second' = '200', 'fields.k.min' = '1', 'fields.k.max' = '5');
CREATE TABLE sink (k INT, c BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT k, COUNT(*) FROM TABLE(TUMBLE(TABLE clicks, DESCRIPTOR(ts), INTERVAL '1' SECOND))
  GROUP BY k, window_start, window_end;
)sql", collectInto(c));
        QVERIFY2(job.isOk(), job.status().message().c_str());
        QVERIFY(!(*job)->waitFor(800ms));
        const std::int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                                     std::chrono::system_clock::now().time_since_epoch()).count();
        const MetricsSnapshot m = (*job)->metrics();
        (*job)->cancel();
        QVERIFY((*job)->waitFor(5s));
        bool window = false;
        for (const auto &s : m.subtasks) {
            // The source comes before the assigner: it has no event time.
            if (s.operatorId.ends_with(".source"))
                QVERIFY2(!s.hasWatermark(), s.operatorName.c_str());
            if (s.operatorName.find("Window") == std::string::npos)
                continue;
            window = true;
            QVERIFY2(s.hasWatermark(), s.operatorName.c_str());
            // Rows are stamped "now"; the watermark trails them by the 2 s delay.
            QVERIFY2(now - s.currentWatermark >= 2000 && now - s.currentWatermark < 10000,
                     std::to_string(now - s.currentWatermark).c_str());
        }
        QVERIFY(window);
    }

    void failingOperatorFailsTheJobWithItsName()
    {
        Collected c;
        auto job = startJob(kFailingJob, collectInto(c));
        QVERIFY2(job.isOk(), job.status().message().c_str());
        QVERIFY((*job)->waitFor(30s));
        QCOMPARE(jobStateName((*job)->state()), "failed");
        const std::string why = (*job)->failure().toString();
        QVERIFY2(why.find("Calc") != std::string::npos, why.c_str());
        QVERIFY2(why.find("line 4") != std::string::npos, why.c_str());
    }

    void restartStrategyRestartsAFailingJob()
    {
        // fixed-delay with 2 attempts: the job runs 3 times, then fails with its error; each
        // restart is announced and counted (numRestarts).
        Collected c;
        auto job = startJob(withFixedDelay(2, "20 ms") + kFailingJob, collectInto(c));
        QVERIFY2(job.isOk(), job.status().message().c_str());
        QVERIFY((*job)->waitFor(30s));
        QCOMPARE(jobStateName((*job)->state()), "failed");
        QVERIFY((*job)->failure().toString().find("Calc") != std::string::npos);
        QCOMPARE((*job)->metrics().numRestarts, std::int64_t(2));
        std::lock_guard lock(c.mutex);
        const auto restarts = std::count_if(c.lines.begin(), c.lines.end(), [](const std::string &l) {
            return l.find("restarting it from the beginning in 20 ms, restart-strategy fixed-delay") != std::string::npos;
        });
        QCOMPARE(restarts, 2);
    }

    void cancelStopsAJobWaitingToRestart()
    {
        auto job = startJob(withFixedDelay(5, "1 h") + kFailingJob);
        QVERIFY2(job.isOk(), job.status().message().c_str());
        QVERIFY(!(*job)->waitFor(300ms)); // failed once, now waiting an hour to restart
        QCOMPARE(jobStateName((*job)->state()), "running");
        (*job)->cancel();
        QVERIFY((*job)->waitFor(10s));
        QCOMPARE(jobStateName((*job)->state()), "cancelled");
        QCOMPARE((*job)->metrics().numRestarts, std::int64_t(0));
    }

    void heapStateBeyondItsBudgetFailsTheJob()
    {
        // Unbounded keys in hashmap state: the job fails once the state outgrows its budget,
        // naming it, instead of taking the machine's memory.
        auto job = startJob(R"sql(
SET 'taskmanager.memory.task.heap.size' = '4 mb';
CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence',
  'fields.id.start' = '1', 'fields.id.end' = '100000000', 'rows-per-second' = '2000000');
CREATE TABLE sink (id BIGINT, n BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT id, COUNT(*) FROM src GROUP BY id;
)sql");
        QVERIFY2(job.isOk(), job.status().message().c_str());
        QVERIFY((*job)->waitFor(60s));
        QCOMPARE(jobStateName((*job)->state()), "failed");
        const std::string why = (*job)->failure().toString();
        QVERIFY2(why.find("more than its budget of 4.0 MiB (taskmanager.memory.task.heap.size)") != std::string::npos,
                 why.c_str());
    }

    void parallelismBeyondTheMachineIsRefused()
    {
        // 32768 subtasks per task would exhaust memory long before they ran: refused up front,
        // with the figures.
        auto job = startJob(R"sql(
SET 'parallelism.default' = '32768';
CREATE TABLE src (n INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1000');
CREATE TABLE sink (n INT) WITH ('connector' = 'blackhole');
INSERT INTO sink SELECT n FROM src;
)sql");
        const std::string why = job.isOk() ? ((*job)->waitFor(30s), (*job)->failure().toString()) : job.status().message();
        QVERIFY2(why.find("more than this machine can run: at most") != std::string::npos, why.c_str());
        QVERIFY2(why.find("parallelism 32768") != std::string::npos, why.c_str());
    }

    void abandonedStateFoldersAreRemoved()
    {
        // A RocksDB job killed without cleaning up leaves its folder; the next job removes it,
        // but not the folder of a job still running (its lock is held).
        QTemporaryDir base;
        const std::filesystem::path root = base.path().toStdString();
        auto abandon = [&] {
            std::filesystem::create_directories(root / "sluice-job-999999-0" / "t1-op0-0");
            writeText(root / "sluice-job-999999-0" / ".lock", "");
        };
        abandon();
        auto live = runtime::JobFolder::create(root, "sluice-job-1-0"); // cleans up first
        QVERIFY(live.isOk());
        QVERIFY(!std::filesystem::exists(root / "sluice-job-999999-0"));
        abandon();
        std::filesystem::create_directories(root / "unrelated");
        QCOMPARE(runtime::JobFolder::removeAbandoned(root), 1);
        QVERIFY(!std::filesystem::exists(root / "sluice-job-999999-0"));
        QVERIFY(std::filesystem::exists((*live)->path()));
        QVERIFY(std::filesystem::exists(root / "unrelated"));
        const std::filesystem::path livePath = (*live)->path();
        live->reset();
        QVERIFY(!std::filesystem::exists(livePath));
    }

    void scriptErrorsAreReportedBeforeStarting()
    {
        auto job = startJob("INSERT INTO nowhere SELECT 1;");
        QVERIFY(!job.isOk());
        QVERIFY2(job.status().message().find("line 1:13") != std::string::npos, job.status().message().c_str());
        auto empty = startJob("SET 'parallelism.default' = '2';");
        QVERIFY(!empty.isOk());
    }
};

QTEST_GUILESS_MAIN(JobTest)
#include "job_test.moc"
