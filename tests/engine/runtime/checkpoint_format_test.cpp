// Checkpoint files (runtime/checkpoint_format.h): the framing catches every kind of damage with a
// message naming the file, subtask states and metadata round-trip, random corruption of any file
// gives an error and never a crash, and a folder is only a checkpoint once its _metadata is there.

#include "common/byte_codec.h"
#include "runtime/checkpoint_format.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <random>

using namespace sluice;
using namespace sluice::runtime;
namespace fs = std::filesystem;

namespace {

SubtaskState sampleState(int subtask, int parallelism)
{
    SubtaskState s;
    s.taskUid = "0123456789abcdef";
    s.subtask = subtask;
    s.parallelism = parallelism;
    s.maxParallelism = 128;
    s.splits = {{"orders/part-0", std::string("\0\x10\0\0\0\0\0\0\0", 9)}, {"orders/part-1", "\x01"}};
    OperatorSnapshot source;
    source.uid = "Calc";
    OperatorSnapshot agg;
    agg.uid = "GroupAggregate";
    agg.items = {"seq", std::string(300, 'x')};
    agg.hasKeyedState = true;
    agg.keyedState = std::string("\x01\x00\x03" "acc" "\x00\x00", 8);
    // Incremental RocksDB state: shared SST files by name, the small files inline.
    OperatorSnapshot join;
    join.uid = "Join";
    join.hasKeyedState = true;
    NativeKeyedState native;
    native.instanceId = "a1b2c3d4e5f60718";
    native.tables = {{state::StateTableKind::Map, "left", 3600000}, {state::StateTableKind::Value, "count", 0}};
    native.sharedFiles = {{"a1b2c3d4e5f60718-000012.sst", 4096}, {"a1b2c3d4e5f60718-000015.sst", 1234}};
    native.privateFiles = {{"CURRENT", "MANIFEST-000005\n"}, {"MANIFEST-000005", std::string(40, '\x7f')}};
    join.native = native;
    s.ops = {source, agg, join};
    return s;
}

CheckpointMetadata sampleMetadata()
{
    CheckpointMetadata m;
    m.checkpointId = 7;
    m.jobId = "00112233445566778899aabbccddeeff";
    m.timestampMillis = 1'796'400'000'000;
    m.durationMillis = 12;
    m.maxParallelism = 128;
    m.stateBackend = "rocksdb";
    m.settings = {{"execution.checkpointing.interval", "1 s"}, {"parallelism.default", "2"}};
    TaskCheckpointInfo t;
    t.uid = "0123456789abcdef";
    t.name = "Source(orders) -> GroupAggregate";
    t.parallelism = 2;
    t.files = {"t0-s0", "t0-s1"};
    t.fileBytes = {10, 20};
    m.tasks = {t};
    return m;
}

void writeCheckpoint(const fs::path &folder, bool withMetadata)
{
    fs::create_directories(folder);
    // The shared SST files the sample's incremental RocksDB state references.
    fs::create_directories(folder.parent_path() / "shared");
    const SubtaskState sample = sampleState(0, 1);
    for (const auto &f : sample.ops[2].native->sharedFiles) {
        std::ofstream out(folder.parent_path() / "shared" / f.name, std::ios::binary);
        out << std::string(static_cast<std::size_t>(f.bytes), 's');
    }
    for (int i = 0; i < 2; ++i) {
        const Status s = writeFileAtomically(folder / ("t0-s" + std::to_string(i)),
                                             frameCheckpointFile(CheckpointFileKind::SubtaskState,
                                                                 encodeSubtaskState(sampleState(i, 2))));
        QVERIFY(s.isOk());
    }
    if (withMetadata)
        QVERIFY(writeFileAtomically(folder / "_metadata",
                                    frameCheckpointFile(CheckpointFileKind::Metadata, encodeMetadata(sampleMetadata())))
                    .isOk());
}

} // namespace

class CheckpointFormatTest : public QObject {
    Q_OBJECT
private slots:
    void framingCatchesDamage()
    {
        const std::string framed = frameCheckpointFile(CheckpointFileKind::SubtaskState, "payload bytes");
        auto back = unframeCheckpointFile(framed, CheckpointFileKind::SubtaskState, "'f'");
        QVERIFY(back);
        QCOMPARE(*back, std::string("payload bytes"));

        auto wrongKind = unframeCheckpointFile(framed, CheckpointFileKind::Metadata, "'f'");
        QVERIFY(!wrongKind);
        QVERIFY(wrongKind.status().message().find("not a checkpoint metadata file") != std::string::npos);

        auto notOurs = unframeCheckpointFile("{\"some\": \"json\"}", CheckpointFileKind::Metadata, "'f'");
        QVERIFY(notOurs.status().message().find("not a Sluice checkpoint file") != std::string::npos);

        std::string newer = framed;
        newer[8] = 9; // format version 9
        auto future = unframeCheckpointFile(newer, CheckpointFileKind::SubtaskState, "'f'");
        QVERIFY(future.status().message().find("format version 9") != std::string::npos);

        auto truncated = unframeCheckpointFile(framed.substr(0, framed.size() - 3), CheckpointFileKind::SubtaskState, "'f'");
        QVERIFY(truncated.status().message().find("truncated") != std::string::npos);

        std::string flipped = framed;
        flipped[framed.size() - 12] ^= 0x20;
        auto corrupt = unframeCheckpointFile(flipped, CheckpointFileKind::SubtaskState, "'f'");
        QVERIFY(corrupt.status().message().find("checksum") != std::string::npos);
    }

    void subtaskStateAndMetadataRoundTrip()
    {
        const SubtaskState s = sampleState(1, 2);
        auto back = decodeSubtaskState(encodeSubtaskState(s), "'t0-s1'");
        QVERIFY2(back, back.status().message().c_str());
        QCOMPARE(back->taskUid, s.taskUid);
        QCOMPARE(back->subtask, 1);
        QCOMPARE(back->parallelism, 2);
        QCOMPARE(back->splits.size(), std::size_t{2});
        QCOMPARE(back->splits[0].state, s.splits[0].state);
        QCOMPARE(back->ops.size(), std::size_t{3});
        QCOMPARE(back->ops[1].items, s.ops[1].items);
        QVERIFY(back->ops[1].hasKeyedState && !back->ops[0].hasKeyedState);
        QCOMPARE(back->ops[1].keyedState, s.ops[1].keyedState);
        QVERIFY(!back->ops[1].native && back->ops[2].native);
        const NativeKeyedState &native = *back->ops[2].native;
        QCOMPARE(native.instanceId, s.ops[2].native->instanceId);
        QCOMPARE(native.tables.size(), std::size_t{2});
        QCOMPARE(native.tables[0].name, std::string("left"));
        QCOMPARE(native.tables[0].ttlMillis, std::int64_t{3600000});
        QVERIFY(native.tables[0].kind == state::StateTableKind::Map);
        QCOMPARE(native.sharedFiles.size(), std::size_t{2});
        QCOMPARE(native.sharedFiles[1].bytes, std::int64_t{1234});
        QCOMPARE(nativeSstName(native, native.sharedFiles[0].name), std::string("000012.sst"));
        QCOMPARE(native.privateFiles, s.ops[2].native->privateFiles);
        // A shared file that is not the instance's, or leaves the folder, is refused.
        SubtaskState foreign = s;
        foreign.ops[2].native->sharedFiles[0].name = "a1b2c3d4e5f60718-../../x.sst";
        QVERIFY(!decodeSubtaskState(encodeSubtaskState(foreign), "'t0-s1'"));
        foreign.ops[2].native->sharedFiles[0].name = "ffffffffffffffff-000012.sst";
        QVERIFY(!decodeSubtaskState(encodeSubtaskState(foreign), "'t0-s1'"));

        const CheckpointMetadata m = sampleMetadata();
        auto meta = decodeMetadata(encodeMetadata(m), "'_metadata'");
        QVERIFY2(meta, meta.status().message().c_str());
        QCOMPARE(meta->checkpointId, std::int64_t{7});
        QCOMPARE(meta->jobId, m.jobId);
        QCOMPARE(meta->lineage, m.jobId); // a fresh start's lineage is its own run
        CheckpointMetadata restored = m;
        restored.lineage = "ffeeddccbbaa99887766554433221100";
        auto again = decodeMetadata(encodeMetadata(restored), "'_metadata'");
        QVERIFY(again);
        QCOMPARE(again->lineage, restored.lineage);
        std::string older = encodeMetadata(restored); // written before lineages: its own run's
        older.erase(older.find("\"lineage\""), older.find("\"timestamp\"") - older.find("\"lineage\""));
        auto before = decodeMetadata(older, "'_metadata'");
        QVERIFY2(before, before.status().message().c_str());
        QCOMPARE(before->lineage, m.jobId);
        QCOMPARE(meta->settings, m.settings);
        QCOMPARE(meta->tasks.size(), std::size_t{1});
        QCOMPARE(meta->tasks[0].files, m.tasks[0].files);
        // A file name that leaves the folder is refused.
        std::string evil = encodeMetadata(m);
        evil.replace(evil.find("t0-s1"), 5, "../x1");
        QVERIFY(!decodeMetadata(evil, "'_metadata'"));
    }

    void randomCorruptionNeverCrashes()
    {
        const std::string state = encodeSubtaskState(sampleState(0, 1));
        const std::string meta = encodeMetadata(sampleMetadata());
        std::mt19937 random(7);
        int stateErrors = 0;
        for (int round = 0; round < 3000; ++round) {
            std::string s = state;
            std::string m = meta;
            for (int i = 0; i < 1 + static_cast<int>(random() % 4); ++i) {
                s[random() % s.size()] = static_cast<char>(random());
                m[random() % m.size()] = static_cast<char>(random());
            }
            if (round % 3 == 0) {
                s.resize(random() % s.size());
                m.resize(random() % m.size());
            }
            stateErrors += decodeSubtaskState(s, "'t0-s0'") ? 0 : 1;
            (void)decodeMetadata(m, "'_metadata'");
        }
        QVERIFY(stateErrors > 1000);
        // A count larger than the bytes left is refused before anything is reserved.
        ByteWriter w;
        w.u8(1);
        w.bytes("uid");
        w.varint(0);
        w.varint(1);
        w.varint(128);
        w.boolean(false);
        w.varint(std::uint64_t{1} << 60); // splits
        auto huge = decodeSubtaskState(w.data(), "'t0-s0'");
        QVERIFY(!huge);
        QVERIFY(huge.status().message().find("counts more items") != std::string::npos);
    }

    void aFolderIsACheckpointOnlyWithItsMetadata()
    {
        QTemporaryDir dir;
        const fs::path root = dir.path().toStdString();
        const fs::path job = root / "00112233445566778899aabbccddeeff";
        writeCheckpoint(job / "chk-6", true);
        writeCheckpoint(job / "chk-7", true);
        writeCheckpoint(job / "chk-8", false); // crashed while writing
        QCOMPARE(latestCheckpointIn(root), job / "chk-7");
        QCOMPARE(latestCheckpointIn(job), job / "chk-7");

        auto unfinished = readCheckpoint(job / "chk-8");
        QVERIFY(!unfinished);
        QVERIFY(unfinished.status().message().find("never completed") != std::string::npos);
        auto parent = readCheckpoint(job);
        QVERIFY(parent.status().message().find("chk-7") != std::string::npos);
        QVERIFY(!readCheckpoint(root / "nowhere"));

        auto restored = readCheckpoint(job / "chk-7" / "_metadata");
        QVERIFY2(restored, restored.status().message().c_str());
        QCOMPARE((*restored)->metadata.checkpointId, std::int64_t{7});
        QCOMPARE((*restored)->states.size(), std::size_t{1});
        QCOMPARE((*restored)->states[0].size(), std::size_t{2});
        QCOMPARE((*restored)->states[0][1]->subtask, 1);
        for (const auto &entry : fs::directory_iterator(job / "chk-7"))
            QVERIFY(entry.path().extension() != ".tmp");

        // A damaged state file is named in the error.
        {
            std::fstream f(job / "chk-7" / "t0-s1", std::ios::in | std::ios::out | std::ios::binary);
            f.seekp(30);
            f.put('!');
        }
        auto damaged = readCheckpoint(job / "chk-7");
        QVERIFY(!damaged);
        QVERIFY2(damaged.status().message().find("t0-s1") != std::string::npos, damaged.status().message().c_str());
        // A missing shared file (incremental RocksDB state) too.
        fs::resize_file(job / "shared" / "a1b2c3d4e5f60718-000015.sst", 10);
        auto shrunk = readCheckpoint(job / "chk-7");
        QVERIFY(!shrunk);
        QVERIFY2(shrunk.status().message().find("a1b2c3d4e5f60718-000015.sst") != std::string::npos,
                 shrunk.status().message().c_str());
        // A missing state file too.
        fs::remove(job / "chk-6" / "t0-s0");
        auto missing = readCheckpoint(job / "chk-6");
        QVERIFY(missing.status().message().find("incomplete") != std::string::npos);
    }

    /// A crash between a checkpoint's commit (a Kafka transaction) and its _metadata leaves
    /// _metadata.pending: the commit's side decides. Committed: it becomes complete; not: it
    /// stays unfinished; undecidable: an error naming the folder.
    void aPendingCheckpointIsSettledByItsCommit()
    {
        QTemporaryDir dir;
        const fs::path job = fs::path(dir.path().toStdString()) / "00112233445566778899aabbccddeeff";
        CheckpointMetadata m = sampleMetadata();
        m.commits = {R"({"kind":"kafka-transaction","transactionalId":"tx","markerTopic":"out"})"};
        auto writePending = [&](std::int64_t id) {
            writeCheckpoint(job / ("chk-" + std::to_string(id)), false);
            m.checkpointId = id;
            QVERIFY(writeFileAtomically(job / ("chk-" + std::to_string(id)) / kPendingMetadataName,
                                        frameCheckpointFile(CheckpointFileKind::Metadata, encodeMetadata(m)))
                        .isOk());
        };
        writeCheckpoint(job / "chk-6", true);
        writePending(7);
        writePending(8);
        QCOMPARE(latestCheckpointIn(job), job / "chk-6"); // pending is not complete
        auto pending = readCheckpoint(job / "chk-8");
        QVERIFY(!pending);
        QVERIFY2(pending.status().message().find("not settled") != std::string::npos, pending.status().message().c_str());

        std::vector<std::pair<std::string, std::int64_t>> asked;
        auto resolve = [&](const std::string &commit, const std::string &jobId, std::int64_t id) -> Result<bool> {
            if (commit.find("kafka-transaction") == std::string::npos)
                return Status::invalidArgument("unexpected commit " + commit);
            asked.emplace_back(jobId, id);
            return id == 7; // 7's transaction committed before the crash, 8's never did
        };
        auto settled = settlePendingCheckpoints(job / "chk-6", resolve);
        QVERIFY2(settled, settled.status().message().c_str());
        QCOMPARE(settled->size(), std::size_t{1});
        QCOMPARE(settled->front(), job / "chk-7");
        QCOMPARE(asked.size(), std::size_t{2});
        QCOMPARE(asked.front().first, m.jobId);
        QCOMPARE(latestCheckpointIn(job), job / "chk-7");
        auto seven = readCheckpoint(job / "chk-7");
        QVERIFY2(seven, seven.status().message().c_str());
        QCOMPARE((*seven)->metadata.commits.size(), std::size_t{1});
        QVERIFY((*seven)->metadata.commits[0].find(R"("transactionalId":"tx")") != std::string::npos);
        QVERIFY(!fs::exists(job / "chk-8" / kPendingMetadataName));
        QVERIFY(readCheckpoint(job / "chk-8").status().message().find("never completed") != std::string::npos);

        writePending(9);
        auto undecided = settlePendingCheckpoints(job, [](const std::string &, const std::string &, std::int64_t) -> Result<bool> {
            return Status::ioError("broker unreachable");
        });
        QVERIFY(!undecided);
        QVERIFY(undecided.status().message().find("chk-9") != std::string::npos);
        QVERIFY(undecided.status().message().find("broker unreachable") != std::string::npos);
        QVERIFY(fs::exists(job / "chk-9" / kPendingMetadataName)); // nothing decided, nothing lost
    }
};

QTEST_APPLESS_MAIN(CheckpointFormatTest)
#include "checkpoint_format_test.moc"
