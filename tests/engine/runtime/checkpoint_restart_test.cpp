// Restarts from checkpoints inside one process (startJob): a failure restarts the job from its
// latest complete checkpoint, not from the beginning, so nothing committed before is written
// again; when the restart strategy gives up the job fails with the cause. Checkpoints kept in
// memory (no execution.checkpointing.dir) serve the restarts too. Incremental RocksDB checkpoints
// keep exactly the shared files their retained checkpoints reference, and restore.

#include "runtime/checkpoint_format.h"

#include <sluice/engine.h>

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <thread>

using namespace sluice;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

constexpr int kRowsPerFile = 500;

/// Writes input file `index` (ids index*500+1 ..) whole, by a rename, as a monitored folder wants.
void writeFile(const fs::path &dir, int index, const std::string &override = {})
{
    const fs::path hidden = dir / (".tmp-" + std::to_string(index));
    {
        std::ofstream out(hidden);
        if (!override.empty()) {
            out << override;
        } else {
            for (int r = 1; r <= kRowsPerFile; ++r)
                out << index * kRowsPerFile + r << "\n";
        }
    }
    fs::rename(hidden, dir / ("part-" + std::to_string(index) + ".csv"));
}

/// How often each id occurs in the committed (not hidden) part files.
std::map<long long, int> committed(const fs::path &dir)
{
    std::map<long long, int> seen;
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator(dir, ec)) {
        if (entry.path().filename().string().front() == '.')
            continue;
        std::ifstream in(entry.path());
        for (std::string line; std::getline(in, line);) {
            if (!line.empty())
                ++seen[std::stoll(line)];
        }
    }
    return seen;
}

bool waitFor(const std::function<bool()> &condition, std::chrono::milliseconds timeout = 30s)
{
    const auto until = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < until) {
        if (condition())
            return true;
        std::this_thread::sleep_for(20ms);
    }
    return condition();
}

/// With `fanOut`, the source's rows go two ways (odd and even ids, united again): one source task
/// feeding two consumers, whose barriers must reach both.
std::string script(const fs::path &root, bool checkpointDir, int attempts, const char *delay, bool fanOut = false)
{
    std::string s = "SET 'execution.checkpointing.interval' = '100 ms';\n";
    if (checkpointDir)
        s += "SET 'execution.checkpointing.dir' = '" + (root / "chk").string() + "';\n";
    s += "SET 'restart-strategy.type' = 'fixed-delay';\n"
         "SET 'restart-strategy.fixed-delay.attempts' = '" + std::to_string(attempts) + "';\n"
         "SET 'restart-strategy.fixed-delay.delay' = '" + delay + "';\n"
         "CREATE TABLE src (id BIGINT) WITH ('connector' = 'filesystem', 'path' = '" + (root / "in").string() +
         "', 'format' = 'csv', 'source.monitor-interval' = '20 ms');\n"
         "CREATE TABLE out_t (id BIGINT) WITH ('connector' = 'filesystem', 'path' = '" + (root / "out").string() +
         "', 'format' = 'csv');\n"
         "INSERT INTO out_t SELECT id FROM src" +
         std::string(fanOut ? " WHERE MOD(id, 2) = 0 UNION ALL SELECT id FROM src WHERE MOD(id, 2) = 1" : "") +
         ";\n";
    return s;
}

JobOptions quiet()
{
    JobOptions o;
    o.printErr = [](std::string_view) {};
    return o;
}

} // namespace

class CheckpointRestartTest : public QObject {
    Q_OBJECT
private slots:
    void aFailureRestartsFromTheLatestCheckpoint_data()
    {
        QTest::addColumn<bool>("onDisk");
        QTest::addColumn<bool>("fanOut");
        QTest::newRow("checkpoints in a folder") << true << false;
        QTest::newRow("checkpoints in memory") << false << false;
        QTest::newRow("one source read two ways") << true << true;
    }

    void aFailureRestartsFromTheLatestCheckpoint()
    {
        QFETCH(bool, onDisk);
        QFETCH(bool, fanOut);
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        fs::create_directories(root / "in");
        for (int i = 0; i < 4; ++i)
            writeFile(root / "in", i);
        auto job = startJob(script(root, onDisk, 3, "400 ms", fanOut), quiet());
        QVERIFY2(job, job.status().message().c_str());
        // Everything so far committed by checkpoints, then a file the job cannot read.
        QVERIFY(waitFor([&] { return committed(root / "out").size() == 4 * kRowsPerFile; }));
        QCOMPARE((*job)->metrics().restored.checkpointId, std::int64_t{0}); // started empty
        writeFile(root / "in", 4, "1\nnot a number\n");
        QVERIFY(waitFor([&] { return !(*job)->metrics().lastFailure.empty(); }));
        QCOMPARE((*job)->state(), JobState::Running); // waiting to restart
        QVERIFY2((*job)->metrics().lastFailure.english().find("part-4.csv:2") != std::string::npos,
                 (*job)->metrics().lastFailure.english().c_str());
        // Mended before the restart: the restarted job reads it again, then what comes next.
        writeFile(root / "in", 4);
        writeFile(root / "in", 5);
        QVERIFY(waitFor([&] { return committed(root / "out").size() == 6 * kRowsPerFile; }));
        std::this_thread::sleep_for(300ms); // a few checkpoints more: a duplicate would show
        const auto seen = committed(root / "out");
        for (long long id = 1; id <= 6 * kRowsPerFile; ++id) {
            const auto it = seen.find(id);
            QVERIFY2(it != seen.end() && it->second == 1,
                     qPrintable(QStringLiteral("id %1 x%2").arg(id).arg(it == seen.end() ? 0 : it->second)));
        }
        QCOMPARE((*job)->metrics().numRestarts, std::int64_t{1});
        QVERIFY((*job)->metrics().completedCheckpoints > 0);
        // The restart's checkpoint, as Flink's latest restored: a completed one, from its folder.
        const RestoreStats restored = (*job)->metrics().restored;
        QVERIFY(restored.checkpointId > 0 && !restored.savepoint && restored.restoreMillis > 0);
        bool listed = false;
        for (const CheckpointStats &c : (*job)->metrics().checkpoints)
            listed = listed || c.id > restored.checkpointId; // numbering went on after it
        QVERIFY(listed);
        if (onDisk)
            QCOMPARE(restored.path, (root / "chk" / (*job)->id() /
                                     ("chk-" + std::to_string(restored.checkpointId))).string());
        else
            QVERIFY(restored.path.empty()); // kept in memory
        (*job)->cancel();
        QVERIFY((*job)->waitFor(10s));
        QCOMPARE((*job)->state(), JobState::Cancelled);
        if (onDisk) // NO_EXTERNALIZED_CHECKPOINTS: a cancelled job leaves none behind
            QVERIFY(!fs::exists(root / "chk" / (*job)->id()));
    }

    /// execution.checkpointing.incremental with RocksDB: the job's shared/ folder holds exactly
    /// the SST files its retained checkpoints reference (those compacted away are removed with
    /// the last checkpoint that needed them), and a failure restores from them: every key once.
    void incrementalCheckpointsKeepWhatTheyReference()
    {
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        fs::create_directories(root / "in");
        const std::string script =
            "SET 'execution.checkpointing.interval' = '100 ms';\n"
            "SET 'execution.checkpointing.dir' = '" + (root / "chk").string() + "';\n"
            "SET 'execution.checkpointing.incremental' = 'true';\n"
            "SET 'execution.checkpointing.num-retained' = '2';\n"
            "SET 'state.backend.type' = 'rocksdb';\n"
            "SET 'parallelism.default' = '2';\n"
            "SET 'restart-strategy.type' = 'fixed-delay';\n"
            "SET 'restart-strategy.fixed-delay.delay' = '200 ms';\n"
            "CREATE TABLE src (id BIGINT, pt AS PROCTIME()) WITH ('connector' = 'filesystem', 'path' = '" +
            (root / "in").string() + "', 'format' = 'csv', 'source.monitor-interval' = '20 ms');\n"
            "CREATE TABLE out_t (id BIGINT) WITH ('connector' = 'filesystem', 'path' = '" + (root / "out").string() +
            "', 'format' = 'csv');\n"
            // Each id's first row only: keyed state that a lost checkpoint would show as duplicates.
            "INSERT INTO out_t SELECT id FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY id ORDER BY pt) AS rn "
            "FROM src) WHERE rn = 1;\n";
        auto job = startJob(script, quiet());
        QVERIFY2(job, job.status().message().c_str());
        const fs::path jobFolder = root / "chk" / (*job)->id();
        auto referencedAndStored = [&](std::set<std::string> &referenced, std::set<std::string> &stored) {
            referenced.clear();
            stored.clear();
            std::error_code ec;
            for (const auto &entry : fs::directory_iterator(jobFolder, ec)) {
                if (entry.path().filename().string().rfind("chk-", 0) != 0 || !fs::exists(entry.path() / "_metadata"))
                    continue;
                auto checkpoint = runtime::readCheckpoint(entry.path());
                if (!checkpoint)
                    continue; // removed while being read
                for (const auto &task : (*checkpoint)->states)
                    for (const auto &st : task)
                        for (const auto &op : st->ops)
                            if (op.native)
                                for (const auto &f : op.native->sharedFiles)
                                    referenced.insert(f.name);
            }
            for (const auto &entry : fs::directory_iterator(jobFolder / "shared", ec))
                stored.insert(entry.path().filename().string());
        };
        // Input in rounds (each id twice: the second is dropped by the state), many checkpoints.
        for (int i = 0; i < 12; ++i) {
            writeFile(root / "in", i);
            writeFile(root / "in", 100 + i, [&] {
                std::string again;
                for (int r = 1; r <= kRowsPerFile; ++r)
                    again += std::to_string(i * kRowsPerFile + r) + "\n";
                return again;
            }());
            std::this_thread::sleep_for(150ms);
        }
        QVERIFY(waitFor([&] { return committed(root / "out").size() == 12 * kRowsPerFile; }));
        // Quiet now: once no checkpoint is half stored, shared/ is exactly what is referenced.
        std::set<std::string> referenced, stored;
        QVERIFY(waitFor([&] {
            referencedAndStored(referenced, stored);
            return !referenced.empty() && referenced == stored;
        }));
        // A failure: the restart reads the keyed state back from those files; ids seen before
        // stay dropped, new ones pass once.
        writeFile(root / "in", 200, "1\nnot a number\n");
        QVERIFY(waitFor([&] { return !(*job)->metrics().lastFailure.empty(); }));
        std::filesystem::remove(root / "in" / "part-200.csv");
        std::string mixed;
        for (int r = 1; r <= 2 * kRowsPerFile; ++r)
            mixed += std::to_string(11 * kRowsPerFile + r) + "\n"; // half seen, half new
        writeFile(root / "in", 300, mixed);
        QVERIFY(waitFor([&] { return committed(root / "out").size() == 13 * kRowsPerFile; }));
        std::this_thread::sleep_for(300ms);
        const auto seen = committed(root / "out");
        QCOMPARE(seen.size(), std::size_t{13 * kRowsPerFile});
        for (const auto &[id, n] : seen)
            QVERIFY2(n == 1, qPrintable(QStringLiteral("id %1 x%2").arg(id).arg(n)));
        QVERIFY((*job)->metrics().numRestarts >= 1);
        (*job)->cancel();
        QVERIFY((*job)->waitFor(10s));
        // Cancelled without retention: nothing is left, shared files included.
        QVERIFY(!fs::exists(jobFolder));
    }

    /// The end of a bounded job's input commits nothing by itself: a final checkpoint after it
    /// does (Flink's FLIP-147). A job stopped before that checkpoint leaves its last files
    /// hidden, so running it again writes every row once, not twice; one left alone finishes
    /// after that checkpoint with everything committed.
    void theEndOfInputIsCommittedByAFinalCheckpoint()
    {
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        const std::string script =
            "SET 'execution.checkpointing.interval' = '1500 ms';\n"
            "CREATE TABLE src (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '2000', "
            "'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '2000');\n"
            "CREATE TABLE out_t (id BIGINT) WITH ('connector' = 'filesystem', 'path' = '" + (root / "out").string() +
            "', 'format' = 'csv');\n"
            "INSERT INTO out_t SELECT id FROM src;\n";
        {
            auto job = startJob(script, quiet());
            QVERIFY2(job, job.status().message().c_str());
            std::this_thread::sleep_for(500ms); // the input has ended; the first checkpoint is to come
            QCOMPARE((*job)->state(), JobState::Running);
            QVERIFY(committed(root / "out").empty());
            (*job)->cancel();
            QVERIFY((*job)->waitFor(10s));
            QVERIFY(committed(root / "out").empty()); // hidden, as Flink leaves them
        }
        auto job = startJob(script, quiet());
        QVERIFY2(job, job.status().message().c_str());
        QVERIFY((*job)->waitFor(20s));
        QCOMPARE((*job)->state(), JobState::Finished);
        QVERIFY((*job)->metrics().completedCheckpoints >= 1);
        const auto seen = committed(root / "out");
        QCOMPARE(seen.size(), std::size_t{2000});
        for (const auto &[id, n] : seen)
            QCOMPARE(n, 1);
    }

    void whenTheStrategyGivesUpTheJobFailsWithTheCause()
    {
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        fs::create_directories(root / "in");
        writeFile(root / "in", 0);
        auto job = startJob(script(root, true, 2, "50 ms"), quiet());
        QVERIFY2(job, job.status().message().c_str());
        QVERIFY(waitFor([&] { return committed(root / "out").size() == kRowsPerFile; }));
        writeFile(root / "in", 1, "oops\n");
        QVERIFY((*job)->waitFor(30s));
        QCOMPARE((*job)->state(), JobState::Failed);
        QVERIFY2((*job)->failure().message().find("malformed") != std::string::npos,
                 (*job)->failure().message().c_str());
        QCOMPARE((*job)->metrics().numRestarts, std::int64_t{2});
        // Each attempt restored the checkpoint: the first file's rows are still there once.
        const auto seen = committed(root / "out");
        QCOMPARE(seen.size(), std::size_t{kRowsPerFile});
        for (const auto &[id, n] : seen)
            QCOMPARE(n, 1);
        // A failed job with NO_EXTERNALIZED_CHECKPOINTS keeps no checkpoint either (Flink's
        // CheckpointRetentionPolicy.NEVER_RETAIN_AFTER_TERMINATION).
        QVERIFY(!fs::exists(root / "chk" / (*job)->id()));
    }

    /// A checkpoint taken while one subtask of an operator had ended and its sibling had not
    /// (FLIP-147: the ended one reports no state for operators that do not commit) restores:
    /// the running sibling restores from its own state. Found by fault_tolerance_long_test,
    /// where such a checkpoint made every later restore fail ("0 items, not 3") and restart
    /// forever.
    void aCheckpointWithAnEndedSubtaskRestores()
    {
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        const std::string text =
            "SET 'parallelism.default' = '2';\n"
            "SET 'execution.checkpointing.interval' = '200 ms';\n"
            "SET 'restart-strategy.type' = 'none';\n"
            "CREATE TABLE src (id BIGINT, k AS id % 7, ts AS TO_TIMESTAMP_LTZ(id * 10, 3), WATERMARK FOR ts AS ts)"
            " WITH ('connector' = 'datagen', 'rows-per-second' = '2000', 'fields.id.kind' = 'sequence',"
            " 'fields.id.start' = '1', 'fields.id.end' = '6000');\n"
            "CREATE TABLE out_t (k BIGINT, id BIGINT, c BIGINT) WITH ('connector' = 'filesystem', 'path' = '" +
            (root / "out").string() + "', 'format' = 'csv');\n"
            "INSERT INTO out_t SELECT k, id, COUNT(*) OVER (PARTITION BY k ORDER BY ts"
            " RANGE BETWEEN INTERVAL '1' SECOND PRECEDING AND CURRENT ROW) FROM src;\n";
        std::string path;
        {
            auto job = startJob(text, quiet());
            QVERIFY2(job, job.status().message().c_str());
            QVERIFY(waitFor([&] { return (*job)->metrics().completedCheckpoints >= 2; }));
            auto savepoint = (*job)->savepoint((root / "sp").string(), /*stop=*/false);
            QVERIFY2(savepoint, savepoint.status().message().c_str());
            path = *savepoint;
            (*job)->cancel();
            QVERIFY((*job)->waitFor(10s));
        }
        // As if the input had ended before the savepoint: the sources had ended, and subtask 0
        // of the OVER aggregate too, its sibling not yet.
        auto read = runtime::readCheckpoint(path);
        QVERIFY2(read, read.status().message().c_str());
        int over = -1;
        for (std::size_t t = 0; t < (*read)->metadata.tasks.size(); ++t) {
            if ((*read)->metadata.tasks[t].name.find("OverAggregate") != std::string::npos)
                over = int(t);
        }
        QVERIFY(over >= 0);
        QCOMPARE((*read)->metadata.tasks[std::size_t(over)].parallelism, 2);
        auto end = [&](std::size_t t, std::size_t subtask) {
            runtime::SubtaskState ended = *(*read)->states[t][subtask];
            QVERIFY(!ended.finished);
            ended.finished = true; // what an ended subtask reports: its splits' end, no state
            for (runtime::OperatorSnapshot &op : ended.ops) {
                op.items.clear();
                op.hasKeyedState = false;
                op.keyedState.clear();
                op.native.reset();
            }
            const fs::path file = fs::path(path) / (*read)->metadata.tasks[t].files[subtask];
            QVERIFY(runtime::writeFileAtomically(
                        file, runtime::frameCheckpointFile(runtime::CheckpointFileKind::SubtaskState,
                                                           runtime::encodeSubtaskState(ended)))
                        .isOk());
        };
        for (std::size_t t = 0; t < std::size_t(over); ++t) {
            for (std::size_t subtask = 0; subtask < (*read)->states[t].size(); ++subtask)
                end(t, subtask);
        }
        end(std::size_t(over), 0);
        JobOptions options = quiet();
        options.restorePath = path;
        auto job = startJob(text, options);
        QVERIFY2(job, job.status().message().c_str());
        QVERIFY((*job)->waitFor(60s));
        QVERIFY2((*job)->state() == JobState::Finished, (*job)->failure().toString().c_str());
        QCOMPARE((*job)->metrics().numRestarts, std::int64_t{0});
    }

    /// A stop with savepoint holds the periodic checkpoints, as Flink's scheduler does: the
    /// savepoint is the last snapshot of the run, and no checkpoint starts after it, even with
    /// an interval far shorter than the savepoint takes and the stop that follows it.
    void noCheckpointStartsAfterAStopWithSavepoint()
    {
        QTemporaryDir tmp;
        const fs::path root = tmp.path().toStdString();
        const std::string text =
            "SET 'execution.checkpointing.interval' = '10 ms';\n"
            "SET 'execution.checkpointing.dir' = '" + (root / "chk").string() + "';\n"
            "CREATE TABLE src (k BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '200000',"
            " 'fields.k.min' = '1', 'fields.k.max' = '50000');\n"
            "CREATE TABLE snk (k BIGINT, n BIGINT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO snk SELECT k, COUNT(*) FROM src GROUP BY k;\n";
        for (int round = 0; round < 5; ++round) {
            auto job = startJob(text, quiet());
            QVERIFY2(job, job.status().message().c_str());
            QVERIFY(waitFor([&] { return (*job)->metrics().completedCheckpoints >= 3; }));
            const auto savepoint = (*job)->savepoint((root / "sp").string(), /*stop=*/true);
            QVERIFY2(savepoint, savepoint.status().message().c_str());
            QVERIFY((*job)->waitFor(30s));
            QCOMPARE((*job)->state(), JobState::Finished);
            const MetricsSnapshot m = (*job)->metrics();
            QVERIFY(!m.checkpoints.empty());
            const CheckpointStats &last = m.checkpoints.back();
            QVERIFY2(last.savepoint && last.state == CheckpointStats::State::Completed,
                     qPrintable(QStringLiteral("round %1: checkpoint %2 after the savepoint")
                                    .arg(round).arg(last.id)));
            QCOMPARE(last.path, *savepoint);
        }
    }
};

QTEST_APPLESS_MAIN(CheckpointRestartTest)
#include "checkpoint_restart_test.moc"
