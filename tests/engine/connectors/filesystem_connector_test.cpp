#include "connector_test_support.h"
#include "connectors/filesystem_sink.h"
#include "exec/checkpoint_committer.h"
#include "state/clock.h"

#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <filesystem>

using namespace sluice;
using namespace sluice::testing;
using T = LogicalType;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> readAll(const TestTable &t, int index, int parallelism, Status *error,
                                 Subtask **keepSub = nullptr)
{
    static std::vector<std::shared_ptr<plan::ScanNode>> nodes;
    static std::vector<std::unique_ptr<Subtask>> subs;
    nodes.push_back(t.scan());
    subs.push_back(std::make_unique<Subtask>(index, parallelism));
    if (keepSub)
        *keepSub = subs.back().get();
    auto reader = exec::makeSourceReader(*nodes.back());
    if (!reader) {
        *error = reader.status();
        return {};
    }
    Status s = (*reader)->open(subs.back()->context);
    if (!s.isOk()) {
        *error = s;
        return {};
    }
    auto rows = drain(**reader, schemaOf(nodes.back()->schema), error);
    (*reader)->close();
    return rows;
}

std::vector<std::string> sorted(std::vector<std::string> v)
{
    std::sort(v.begin(), v.end());
    return v;
}

std::vector<std::string> listFiles(const std::string &root)
{
    std::vector<std::string> out;
    for (const auto &e : fs::recursive_directory_iterator(root)) {
        if (e.is_regular_file())
            out.push_back(fs::relative(e.path(), root).generic_string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

/// Runs `body` in a child process (so process-wide settings stay there) and returns its exit
/// code, or -1 when it did not exit normally.
template <class Body>
int inChild(Body body)
{
    const pid_t pid = ::fork();
    if (pid == 0)
        ::_exit(body());
    int status = 0;
    ::waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

} // namespace

class FileSystemConnectorTest : public QObject {
    Q_OBJECT
private slots:
    void readsAFileAndADirectoryRecursively()
    {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        fs::create_directories(root + "/sub/deeper");
        writeFile(root + "/a.csv", "1,Alice\n2,Bob\n");
        writeFile(root + "/sub/deeper/b.csv", "3,\"Carol, C\"");
        writeFile(root + "/.hidden.csv", "9,hidden\n");
        writeFile(root + "/_SUCCESS", "");
        Status err;
        TestTable t("t", {{"id", T::integer()}, {"name", T::string()}},
                    {{"connector", "filesystem"}, {"path", root}, {"format", "csv"}});
        QCOMPARE(sorted(readAll(t, 0, 1, &err)),
                 (std::vector<std::string>{"+I[1, Alice]", "+I[2, Bob]", "+I[3, Carol, C]"}));
        QVERIFY(err.isOk());

        TestTable one("t", {{"id", T::integer()}, {"name", T::string()}},
                      {{"connector", "filesystem"}, {"path", root + "/a.csv"}, {"format", "csv"}});
        QCOMPARE(readAll(one, 0, 1, &err),
                 (std::vector<std::string>{"+I[1, Alice]", "+I[2, Bob]"}));

        // Files are split between subtasks by file: each row is read exactly once.
        writeFile(root + "/c.csv", "4,Dan\n");
        const auto s0 = readAll(t, 0, 2, &err);
        const auto s1 = readAll(t, 1, 2, &err);
        std::vector<std::string> all = s0;
        all.insert(all.end(), s1.begin(), s1.end());
        QCOMPARE(sorted(all), (std::vector<std::string>{"+I[1, Alice]", "+I[2, Bob]",
                                                        "+I[3, Carol, C]", "+I[4, Dan]"}));
        QVERIFY(!s0.empty() && !s1.empty());

        TestTable missing(
            "t", {{"id", T::integer()}},
            {{"connector", "filesystem"}, {"path", root + "/nope"}, {"format", "csv"}});
        readAll(missing, 0, 1, &err);
        QVERIFY(!err.isOk());
    }

    void partitionFoldersBecomeColumns()
    {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        fs::create_directories(root + "/dt=2024-01-01/region=eu");
        fs::create_directories(root + "/dt=2024-01-02/region=__DEFAULT_PARTITION__");
        writeFile(root + "/dt=2024-01-01/region=eu/part-0", "{\"id\":1}\n{\"id\":2}\n");
        writeFile(root + "/dt=2024-01-02/region=__DEFAULT_PARTITION__/part-0", "{\"id\":3}\n");
        Status err;
        TestTable t("t", {{"id", T::integer()}, {"dt", T::date()}, {"region", T::string()}},
                    {{"connector", "filesystem"}, {"path", root}, {"format", "json"}},
                    {"dt", "region"});
        t.addMetadata("file", T::string(false), "file.name");
        QCOMPARE(readAll(t, 0, 1, &err),
                 (std::vector<std::string>{"+I[1, 2024-01-01, eu, part-0]",
                                           "+I[2, 2024-01-01, eu, part-0]",
                                           "+I[3, 2024-01-02, null, part-0]"}));
        QVERIFY2(err.isOk(), err.message().c_str());

        // Without PARTITIONED BY, folder keys naming a column are partitions too.
        TestTable implicit("t", {{"id", T::integer()}, {"dt", T::string()}},
                           {{"connector", "filesystem"}, {"path", root}, {"format", "json"}});
        QCOMPARE(readAll(implicit, 0, 1, &err).front(), std::string("+I[1, 2024-01-01]"));
    }

    void malformedRecordFailsWithFileAndLine()
    {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        writeFile(root + "/data.csv", "1,a\n2,\"multi\nline\"\nthree,c\n4,d\n5,\"open\n");
        Status err;
        TestTable t("t", {{"id", T::integer()}, {"name", T::string()}},
                    {{"connector", "filesystem"}, {"path", root}, {"format", "csv"}});
        readAll(t, 0, 1, &err);
        QVERIFY(!err.isOk());
        QVERIFY2(err.message().find(root + "/data.csv:4: malformed csv record: field 'id': cannot "
                                           "parse 'three' as INT") != std::string::npos,
                 err.message().c_str());

        TestTable skip("t", {{"id", T::integer()}, {"name", T::string()}},
                       {{"connector", "filesystem"},
                        {"path", root},
                        {"format", "csv"},
                        {"csv.ignore-parse-errors", "true"}});
        Subtask *sub = nullptr;
        err = Status::ok();
        const auto rows = readAll(skip, 0, 1, &err, &sub);
        QVERIFY(err.isOk());
        // As in Flink, a value that does not convert reads as NULL and the row stays; a record
        // that cannot be read (the unclosed quote of the last line) is skipped and counted.
        QCOMPARE(rows, (std::vector<std::string>{"+I[1, a]", "+I[2, multi\nline]", "+I[null, c]",
                                                 "+I[4, d]"}));
        QCOMPARE(sub->metrics.counter(MetricCounter::ParseErrorsSkipped), std::int64_t(1));

        writeFile(root + "/data.csv", "{\"id\":1}\n\n{\"id\":oops}\n");
        TestTable js("t", {{"id", T::integer()}},
                     {{"connector", "filesystem"}, {"path", root}, {"format", "json"}});
        readAll(js, 0, 1, &err);
        QVERIFY2(err.message().find("data.csv:3: malformed json record") != std::string::npos,
                 err.message().c_str());
    }

    void bigFilesAreReadInChunks()
    {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        std::string text;
        const std::string pad(200, 'x');
        for (int i = 0; i < 20000; ++i)
            text += std::to_string(i) + ",\"" + pad + "\"\r\n";
        writeFile(root + "/big.csv", text);
        Status err;
        TestTable t("t", {{"id", T::integer()}, {"pad", T::string()}},
                    {{"connector", "filesystem"}, {"path", root}, {"format", "csv"}});
        const auto rows = readAll(t, 0, 1, &err);
        QVERIFY(err.isOk());
        QCOMPARE(rows.size(), std::size_t(20000));
        QCOMPARE(rows.back(), "+I[19999, " + pad + "]");
    }

    void monitoredPathPicksUpNewFiles()
    {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        writeFile(root + "/1.csv", "1\n");
        TestTable t("t", {{"id", T::integer()}},
                    {{"connector", "filesystem"},
                     {"path", root},
                     {"format", "csv"},
                     {"source.monitor-interval", "20 ms"}});
        auto scan = t.scan();
        auto reader = exec::makeSourceReader(*scan);
        QVERIFY(reader.isOk());
        Subtask sub(0, 1);
        QVERIFY((*reader)->open(sub.context).isOk());
        const auto schema = schemaOf(scan->schema);
        std::vector<std::string> rows;
        const auto start = std::chrono::steady_clock::now();
        bool wroteSecond = false;
        while (rows.size() < 2 &&
               std::chrono::steady_clock::now() - start < std::chrono::seconds(5)) {
            RowBatch b(schema);
            auto st = (*reader)->poll(b);
            QVERIFY(st.isOk());
            QVERIFY(*st != exec::SourceState::Finished);
            for (std::size_t r = 0; r < b.size(); ++r)
                rows.push_back(formatPrintRow(b, r));
            if (rows.size() == 1 && !wroteSecond) {
                writeFile(root + "/2.csv", "2\n");
                wroteSecond = true;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
        QCOMPARE(rows, (std::vector<std::string>{"+I[1]", "+I[2]"}));
    }

    /// With checkpoints, a partition is committed (its success file written) once every subtask
    /// has committed its files of the checkpoint that wrote to it and the trigger agrees:
    /// process-time after the delay, partition-time when every subtask's watermark at that
    /// checkpoint passed the partition's time plus the delay. Pending partitions survive a restore.
    void partitionsAreCommittedAsCheckpointsComplete()
    {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString() + "/out";
        Configuration config;
        QVERIFY(config.set("execution.checkpointing.interval", "1 s").isOk());
        state::ManualClock clock(1000);
        auto attempt = std::make_unique<exec::CheckpointCommitters>("job", "job");
        auto run = [&](const std::map<std::string, std::string> &extra, auto &&body) {
            std::vector<std::pair<std::string, std::string>> options = {
                {"connector", "filesystem"}, {"path", root}, {"format", "csv"},
                {"sink.partition-commit.policy.kind", "success-file"}};
            for (const auto &kv : extra)
                options.emplace_back(kv);
            TestTable t("t", {{"id", T::integer()}, {"dt", T::string()}, {"hr", T::string()}}, options, {"dt", "hr"});
            auto node = t.sink();
            std::vector<std::unique_ptr<Subtask>> subs;
            std::vector<std::unique_ptr<exec::Operator>> ops;
            for (int i = 0; i < 2; ++i) {
                subs.push_back(std::make_unique<Subtask>(i, 2));
                subs.back()->context.config = &config;
                subs.back()->context.clock = &clock;
                subs.back()->context.committers = attempt.get();
                subs.back()->context.periodicCheckpoints = true;
                auto op = exec::makeSinkOperator(*node);
                QVERIFY2(op.isOk(), op.status().message().c_str());
                QVERIFY((*op)->open(subs.back()->context).isOk());
                ops.push_back(std::move(*op));
            }
            body(*node, ops);
            for (auto &op : ops)
                op->close();
        };
        auto write = [](const plan::SinkNode &node, exec::Operator &op, int id, const char *dt, const char *hr) {
            RowBatch b(schemaOf(node.schema));
            const std::size_t r = b.appendRow();
            b.set<std::int32_t>(0, r, id);
            b.setString(1, r, dt);
            b.setString(2, r, hr);
            NullOutput out;
            return op.processBatch(0, b, out);
        };
        auto checkpoint = [](exec::Operator &op, std::int64_t id) {
            std::vector<std::string> items;
            return op.snapshotState(id, items).isOk();
        };
        const std::string p10 = root + "/dt=2024-05-01/hr=10/_SUCCESS";
        const std::string p11 = root + "/dt=2024-05-01/hr=11/_SUCCESS";

        // process-time, delay 0: at the checkpoint both subtasks committed.
        run({}, [&](const plan::SinkNode &node, auto &ops) {
            QVERIFY(write(node, *ops[0], 1, "2024-05-01", "10").isOk());
            QVERIFY(write(node, *ops[1], 2, "2024-05-01", "10").isOk());
            QVERIFY(checkpoint(*ops[0], 1) && checkpoint(*ops[1], 1));
            QVERIFY(ops[0]->notifyCheckpointComplete(1).isOk());
            QVERIFY2(!fs::exists(p10), "committed before subtask 1 had renamed its file");
            QVERIFY(ops[1]->notifyCheckpointComplete(1).isOk());
            QVERIFY(fs::exists(p10));
        });
        fs::remove_all(root);

        // process-time with a delay: the partition waits, across a restore, for its time.
        std::vector<std::string> saved;
        run({{"sink.partition-commit.delay", "10 s"}}, [&](const plan::SinkNode &node, auto &ops) {
            QVERIFY(write(node, *ops[0], 1, "2024-05-01", "10").isOk());
            QVERIFY(checkpoint(*ops[0], 1) && checkpoint(*ops[1], 1));
            QVERIFY(ops[0]->notifyCheckpointComplete(1).isOk());
            QVERIFY(ops[1]->notifyCheckpointComplete(1).isOk());
            QVERIFY(!fs::exists(p10));
            QVERIFY(ops[0]->snapshotState(2, saved).isOk()); // subtask 0 holds what is pending
        });
        attempt = std::make_unique<exec::CheckpointCommitters>("job-restored", "job"); // a new attempt
        clock.advance(11000);
        run({{"sink.partition-commit.delay", "10 s"}}, [&](const plan::SinkNode &, auto &ops) {
            std::vector<exec::RestoredOperatorState> state{{0, 2, saved}};
            QVERIFY(ops[0]->restoreState(state).isOk());
            QVERIFY(ops[1]->restoreState(state).isOk());
            QVERIFY(checkpoint(*ops[0], 3) && checkpoint(*ops[1], 3));
            QVERIFY(ops[0]->notifyCheckpointComplete(3).isOk());
            QVERIFY(ops[1]->notifyCheckpointComplete(3).isOk());
            QVERIFY2(fs::exists(p10), "the restored pending partition was not committed after its delay");
        });
        fs::remove_all(root);

        // partition-time: '$dt $hr:00:00' + 1 h against the lowest watermark at the checkpoint.
        run({{"sink.partition-commit.trigger", "partition-time"},
             {"sink.partition-commit.delay", "1 h"},
             {"partition.time-extractor.timestamp-pattern", "$dt $hr:00:00"}},
            [&](const plan::SinkNode &node, auto &ops) {
                NullOutput out;
                const std::int64_t hour11 = 1714561200000; // 2024-05-01 11:00:00 UTC
                QVERIFY(write(node, *ops[0], 1, "2024-05-01", "10").isOk());
                QVERIFY(write(node, *ops[1], 2, "2024-05-01", "11").isOk());
                QVERIFY(ops[0]->processWatermark(hour11 + 1, out).isOk());
                QVERIFY(ops[1]->processWatermark(hour11 - 1, out).isOk());
                QVERIFY(checkpoint(*ops[0], 1) && checkpoint(*ops[1], 1));
                QVERIFY(ops[0]->processWatermark(hour11 + 7200000, out).isOk()); // after the barrier
                QVERIFY(ops[0]->notifyCheckpointComplete(1).isOk());
                QVERIFY(ops[1]->notifyCheckpointComplete(1).isOk());
                QVERIFY2(!fs::exists(p10), "10:00 + 1 h is not behind subtask 1's watermark at checkpoint 1");
                QVERIFY(ops[1]->processWatermark(hour11 + 3600000 + 1, out).isOk());
                QVERIFY(checkpoint(*ops[0], 2) && checkpoint(*ops[1], 2));
                QVERIFY(ops[0]->notifyCheckpointComplete(2).isOk());
                QVERIFY(ops[1]->notifyCheckpointComplete(2).isOk());
                QVERIFY(fs::exists(p10));
                QVERIFY(fs::exists(p11)); // 11:00 + 1 h is behind 12:00:00.001 too
            });
    }

    void sinkWritesPartFilesThatReadBack()
    {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString() + "/out";
        TestTable t("t", {{"id", T::integer()}, {"name", T::string()}, {"dt", T::string()}},
                    {{"connector", "filesystem"}, {"path", root}, {"format", "csv"}}, {"dt"});
        auto node = t.sink();
        auto op = exec::makeSinkOperator(*node);
        QVERIFY2(op.isOk(), op.status().message().c_str());
        Subtask sub(1, 2);
        QVERIFY((*op)->open(sub.context).isOk());
        RowBatch b(schemaOf(node->schema));
        auto add = [&](int id, const char *name, const char *dt) {
            const std::size_t r = b.appendRow();
            b.set<std::int32_t>(0, r, id);
            b.setString(1, r, name);
            if (dt)
                b.setString(2, r, dt);
        };
        add(1, "a b", "2024-01-01");
        add(2, "c", "x/y");
        add(3, "d", nullptr);
        add(4, "e", "2024-01-01");
        NullOutput out;
        QVERIFY((*op)->processBatch(0, b, out).isOk());
        // Nothing is visible before the input ends: the part files are hidden in progress.
        for (const auto &f : listFiles(root))
            QVERIFY2(fs::path(f).filename().string().starts_with("."), f.c_str());
        QVERIFY((*op)->endInput(out).isOk());
        (*op)->close();
        const auto files = listFiles(root);
        QCOMPARE(files.size(), std::size_t(3));
        for (const auto &f : files) {
            const std::string name = fs::path(f).filename().string();
            QVERIFY2(name.starts_with("part-") &&
                         name.ends_with("-1-" + name.substr(name.size() - 1)),
                     name.c_str());
        }
        QVERIFY(fs::exists(root + "/dt=x%2Fy"));
        QVERIFY(fs::exists(root + "/dt=__DEFAULT_PARTITION__"));
        for (const auto &f : files) {
            if (f.starts_with("dt=2024-01-01/"))
                QCOMPARE(readFile(root + "/" + f), std::string("1,\"a b\"\n4,e\n"));
        }
        QCOMPARE(sub.listened.size(), std::size_t(1));

        // And the source reads them back with the partition column.
        Status err;
        TestTable back("t", {{"id", T::integer()}, {"name", T::string()}, {"dt", T::string()}},
                       {{"connector", "filesystem"}, {"path", root}, {"format", "csv"}}, {"dt"});
        QCOMPARE(sorted(readAll(back, 0, 1, &err)),
                 (std::vector<std::string>{"+I[1, a b, 2024-01-01]", "+I[2, c, x/y]",
                                           "+I[3, d, null]", "+I[4, e, 2024-01-01]"}));
    }

    void insertOverwriteReplacesTheWrittenFolders()
    {
        // As Flink 1.20 does (checked on the oracle): an unpartitioned table loses everything
        // but hidden files, sub-folders too; a partitioned one only the partitions written; the
        // old data stays until the last subtask ends, and a job that does not end keeps it.
        QTemporaryDir dir;
        const std::string flat = dir.path().toStdString() + "/flat";
        const std::string parts = dir.path().toStdString() + "/parts";
        fs::create_directories(flat + "/sub");
        fs::create_directories(parts + "/who=alice");
        fs::create_directories(parts + "/who=carol");
        writeFile(flat + "/part-old", "99,old\n");
        writeFile(flat + "/sub/f", "98,x\n");
        writeFile(flat + "/.hidden", "h\n");
        writeFile(parts + "/who=alice/part-old", "97\n");
        writeFile(parts + "/who=carol/part-old", "96\n");

        auto run = [](const TestTable &t, int parallelism, std::vector<std::pair<int, std::string>> rows,
                      bool end) {
            auto node = t.sink();
            node->overwrite = true;
            std::vector<std::unique_ptr<exec::Operator>> ops;
            std::vector<std::unique_ptr<Subtask>> subs;
            NullOutput out;
            for (int i = 0; i < parallelism; ++i) {
                auto op = exec::makeSinkOperator(*node);
                QVERIFY(op.isOk());
                subs.push_back(std::make_unique<Subtask>(i, parallelism));
                QVERIFY((*op)->open(subs.back()->context).isOk());
                RowBatch b(schemaOf(node->schema));
                for (std::size_t k = static_cast<std::size_t>(i); k < rows.size(); k += static_cast<std::size_t>(parallelism)) {
                    const std::size_t r = b.appendRow();
                    b.set<std::int32_t>(0, r, rows[k].first);
                    b.setString(1, r, rows[k].second);
                }
                QVERIFY((*op)->processBatch(0, b, out).isOk());
                ops.push_back(std::move(*op));
            }
            for (std::size_t i = 0; i < ops.size(); ++i) {
                if (end)
                    QVERIFY(ops[i]->endInput(out).isOk());
                ops[i]->close();
            }
        };
        const std::vector<std::pair<int, std::string>> rows = {{1, "alice"}, {2, "bob"}, {3, "alice"}};
        TestTable flatTable("flat", {{"id", T::integer()}, {"who", T::string()}},
                            {{"connector", "filesystem"}, {"path", flat}, {"format", "csv"}});
        TestTable partsTable("parts", {{"id", T::integer()}, {"who", T::string()}},
                             {{"connector", "filesystem"}, {"path", parts}, {"format", "csv"}}, {"who"});

        // Not ended (cancelled): nothing changes, no file of the job stays.
        run(flatTable, 2, rows, /*end=*/false);
        QCOMPARE(listFiles(flat), (std::vector<std::string>{".hidden", "part-old", "sub/f"}));

        run(flatTable, 2, rows, /*end=*/true);
        std::vector<std::string> files = listFiles(flat);
        QCOMPARE(files.size(), std::size_t(3));
        QCOMPARE(files[0], std::string(".hidden"));
        std::string written;
        for (const auto &f : files)
            if (f.starts_with("part-"))
                written += readFile(flat + "/" + f);
        QVERIFY2(written.find("1,alice") != std::string::npos && written.find("2,bob") != std::string::npos &&
                     written.find("3,alice") != std::string::npos && written.find("old") == std::string::npos,
                 written.c_str());

        run(partsTable, 1, rows, /*end=*/true);
        files = listFiles(parts);
        QCOMPARE(files.size(), std::size_t(3));
        QVERIFY(files[0].starts_with("who=alice/part-") && files[0] != "who=alice/part-old");
        QCOMPARE(readFile(parts + "/" + files[0]), std::string("1\n3\n"));
        QVERIFY(files[1].starts_with("who=bob/part-"));
        QCOMPARE(files[2], std::string("who=carol/part-old"));
    }

    void sinkRefusesUpdates()
    {
        QTemporaryDir dir;
        TestTable t(
            "t", {{"id", T::integer()}},
            {{"connector", "filesystem"}, {"path", dir.path().toStdString()}, {"format", "json"}});
        auto node = t.sink();
        auto op = exec::makeSinkOperator(*node);
        QVERIFY(op.isOk());
        Subtask sub(0, 1);
        QVERIFY((*op)->open(sub.context).isOk());
        RowBatch b(schemaOf(node->schema));
        b.set<std::int32_t>(0, b.appendRow(RowKind::UpdateBefore), 1);
        NullOutput out;
        Status s = (*op)->processBatch(0, b, out);
        QVERIFY(!s.isOk());
        QVERIFY2(s.message().find("only accepts inserts, but received a -U change") !=
                     std::string::npos,
                 s.message().c_str());

        // An updating input is refused when the sink is created.
        auto input = std::make_shared<plan::CalcNode>();
        input->changelog = plan::ChangelogMode::all();
        node->inputs.push_back(input);
        auto refused = exec::makeSinkOperator(*node);
        QVERIFY(!refused.isOk());
        QVERIFY2(refused.status().message().find("doesn't support consuming update changes") !=
                     std::string::npos,
                 refused.status().message().c_str());
    }

    void unreadableFolderFailsTheRead()
    {
        // A sub-folder the job cannot read fails the source, naming it, instead of ending the
        // read early. The read runs as an unprivileged user (root reads any folder).
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        fs::create_directories(root + "/a");
        fs::create_directories(root + "/b");
        writeFile(root + "/a/1.csv", "1\n");
        writeFile(root + "/b/2.csv", "2\n");
        fs::permissions(root, fs::perms::all);
        fs::permissions(root + "/a", fs::perms::all);
        fs::permissions(root + "/a/1.csv", fs::perms::all);
        fs::permissions(root + "/b", fs::perms::none);
        TestTable t("t", {{"id", T::integer()}}, {{"connector", "filesystem"}, {"path", root}, {"format", "csv"}});
        const int code = inChild([&] {
            if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0))
                return 3;
            Status err;
            readAll(t, 0, 1, &err);
            if (err.isOk())
                return 1;
            return err.message().find("Cannot read the folder '" + root + "/b'") != std::string::npos ? 0 : 2;
        });
        fs::permissions(root + "/b", fs::perms::all);
        QCOMPARE(code, 0);
    }

    void folderSymlinkLoopIsEnteredOnce()
    {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        fs::create_directories(root + "/sub");
        writeFile(root + "/a.csv", "1\n");
        writeFile(root + "/sub/b.csv", "2\n");
        fs::create_directory_symlink(root, root + "/sub/loop");   // back to the root
        fs::create_directory_symlink(root + "/sub", root + "/again"); // a second way in
        Status err;
        TestTable t("t", {{"id", T::integer()}}, {{"connector", "filesystem"}, {"path", root}, {"format", "csv"}});
        QCOMPARE(sorted(readAll(t, 0, 1, &err)), (std::vector<std::string>{"+I[1]", "+I[2]"}));
        QVERIFY2(err.isOk(), err.message().c_str());
    }

    void monitoredFileIsReadOnceComplete()
    {
        // A file still being written is read only once it stops changing: never its torn
        // first part (42 read as 4), and then all of it.
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        writeFile(root + "/1.csv", "4");
        TestTable t("t", {{"id", T::integer()}},
                    {{"connector", "filesystem"}, {"path", root}, {"format", "csv"},
                     {"source.monitor-interval", "1 s"}});
        auto scan = t.scan();
        auto reader = exec::makeSourceReader(*scan);
        QVERIFY(reader.isOk());
        Subtask sub(0, 1);
        QVERIFY((*reader)->open(sub.context).isOk());
        writeFile(root + "/1.csv", "42\n7\n");
        const auto schema = schemaOf(scan->schema);
        std::vector<std::string> rows;
        const auto start = std::chrono::steady_clock::now();
        while (rows.size() < 2 && std::chrono::steady_clock::now() - start < std::chrono::seconds(10)) {
            RowBatch b(schema);
            auto st = (*reader)->poll(b);
            QVERIFY2(st.isOk(), st.status().message().c_str());
            for (std::size_t r = 0; r < b.size(); ++r)
                rows.push_back(formatPrintRow(b, r));
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        QCOMPARE(rows, (std::vector<std::string>{"+I[42]", "+I[7]"}));
    }

    void sinkNeverPublishesATornFile()
    {
        // A write that fails (here: past the file size limit, as on a full disk) fails the job
        // and leaves the part file in progress, hidden from readers, never renamed.
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString() + "/out";
        TestTable t("t", {{"id", T::integer()}, {"name", T::string()}},
                    {{"connector", "filesystem"}, {"path", root}, {"format", "csv"}});
        auto node = t.sink();
        const int code = inChild([&] {
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{4096, 4096};
            if (::setrlimit(RLIMIT_FSIZE, &limit) != 0)
                return 3;
            auto op = exec::makeSinkOperator(*node);
            Subtask sub(0, 1);
            if (!op.isOk() || !(*op)->open(sub.context).isOk())
                return 4;
            RowBatch b(schemaOf(node->schema));
            for (int i = 0; i < 1000; ++i) {
                const std::size_t r = b.appendRow();
                b.set<std::int32_t>(0, r, i);
                b.setString(1, r, "some text to fill the file");
            }
            NullOutput out;
            Status s = (*op)->processBatch(0, b, out);
            if (s.isOk())
                s = (*op)->endInput(out);
            (*op)->close();
            if (s.isOk())
                return 1;
            return s.message().find("Cannot write") != std::string::npos ? 0 : 2;
        });
        QCOMPARE(code, 0);
        const auto files = listFiles(root);
        QVERIFY(!files.empty());
        for (const auto &f : files)
            QVERIFY2(fs::path(f).filename().string().starts_with(".") && f.ends_with(".inprogress"), f.c_str());
    }

    void hivePathEscaping()
    {
        QCOMPARE(exec::FileSystemSink::escapePathName("a/b=c:d%"), std::string("a%2Fb%3Dc%3Ad%25"));
        QCOMPARE(exec::FileSystemSink::escapePathName("plain-text_1 ü"),
                 std::string("plain-text_1 ü"));
    }
};

QTEST_GUILESS_MAIN(FileSystemConnectorTest)
#include "filesystem_connector_test.moc"
