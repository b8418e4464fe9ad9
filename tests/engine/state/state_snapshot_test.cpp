// Keyed state in checkpoints (state/state_snapshot.h): both backends write every live entry with
// its key group and TTL stamp, a restore takes exactly the key groups it is given (rescaling), a
// heap snapshot restores into RocksDB and back, stamps survive (an entry expires when it would
// have without the restart), and corrupt snapshot bytes give an error, never a crash.

#include "runtime/native_keyed_state.h"
#include "state/heap_state_backend.h"
#include "state/rocksdb_state_backend.h"
#include "state/state_snapshot.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <filesystem>
#include <set>
#include <random>
#include <string>
#include <thread>
#include <vector>

using namespace sluice;
using namespace sluice::state;

namespace {

constexpr std::chrono::milliseconds kTtl{10'000};

/// Every live entry of a backend as sorted text lines ("table|group|key|userKey|value|stamp").
std::vector<std::string> dump(KeyedStateBackend &backend)
{
    std::vector<std::string> out;
    std::string table;
    const Status s = backend.snapshot(
        [&](const StateTableInfo &t) { table = std::string(t.map ? "map:" : "value:") + std::string(t.name); },
        [&](const StateEntry &e) {
            out.push_back(table + "|" + std::to_string(e.keyGroup) + "|" + std::string(e.key) + "|" +
                          std::string(e.userKey) + "|" + std::string(e.value) + "|" + std::to_string(e.timestamp));
        });
    if (!s.isOk())
        out.push_back("ERROR " + s.message());
    std::sort(out.begin(), out.end());
    return out;
}

/// Tables of every kind the operators use: plain and TTL value tables, a TTL map table whose keys
/// hold one entry (inline), a few (an array) and many (a tree), over all 128 key groups, and a
/// map table of point accesses whose two keys hold 300 entries each.
void populate(KeyedStateBackend &backend, ManualClock &clock)
{
    ValueTable &plain = backend.valueTable("acc", {});
    ValueTable &ttl = backend.valueTable("dedup", TtlConfig{kTtl});
    MapTable &rows = backend.mapTable("join-left", TtlConfig{kTtl});
    MapTable &counts = backend.mapTable("distinct", {});
    // A distinct view of values seen: RocksDB buckets its memtables by whole entry key.
    MapTable &seen = backend.mapTableFor("seen", {.writesMostlyNew = true, .pointAccessOnly = true});
    for (int i = 0; i < 600; ++i) {
        const int group = i % 128;
        const std::string key = "key-" + std::to_string(i);
        plain.put(group, key, std::string(static_cast<std::size_t>(i % 40), 'v') + std::to_string(i));
        clock.set(1000 + i); // distinct stamps
        ttl.put(group, key, "first-" + std::to_string(i));
        const int entries = i % 3 == 0 ? 1 : i % 3 == 1 ? 4 : 90;
        for (int e = 0; e < entries; ++e)
            rows.put(group, key, "row-" + std::to_string(e), std::to_string(e * i));
        if (i % 5 == 0)
            counts.put(group, key, std::string("\0x", 2), "1");
        seen.put(i % 2, i % 2 ? "day-1" : "day-2", "bidder-" + std::to_string(i), "1");
    }
    clock.set(2000);
}

std::unique_ptr<KeyedStateBackend> heapBackend(const Clock &clock)
{
    HeapStateOptions options;
    options.inlineTables = false;
    return createHeapStateBackend(clock, options);
}

std::unique_ptr<KeyedStateBackend> rocksBackend(const Clock &clock, const QTemporaryDir &dir, const char *name)
{
    RocksDbStateOptions options;
    options.directory = (dir.path() + "/" + name).toStdString();
    auto r = createRocksDbStateBackend(options, clock);
    if (!r)
        qFatal("RocksDB backend: %s", r.status().message().c_str());
    return std::move(*r);
}

std::string snapshotOf(KeyedStateBackend &backend)
{
    ByteWriter w;
    const Status s = writeKeyedState(backend, w);
    if (!s.isOk())
        qFatal("snapshot: %s", s.message().c_str());
    return w.take();
}

Status restoreInto(KeyedStateBackend &backend, const std::string &bytes, int first, int last, std::int64_t now)
{
    ByteReader r(bytes, "test snapshot");
    return readKeyedState(r, backend, first, last, now);
}

} // namespace

class StateSnapshotTest : public QObject {
    Q_OBJECT
private slots:
    /// Incremental RocksDB checkpoints (runtime/native_keyed_state.h): RocksDB's own files, each
    /// SST stored once; a second checkpoint stores only the files that are new; read back, the
    /// files give the same entries and stamps, into either backend and by key group.
    void nativeRocksDbCheckpointsAreIncremental()
    {
        QTemporaryDir dir;
        ManualClock clock(1000);
        auto backend = rocksBackend(clock, dir, "native");
        auto &rocks = static_cast<RocksDbStateBackend &>(*backend);
        populate(rocks, clock);
        const std::string shared = (dir.path() + "/shared").toStdString();
        std::set<std::string> stored;
        auto isStored = [&](const std::string &name) { return stored.count(name) > 0; };
        auto take = [&](std::int64_t id, std::int64_t &bytes) {
            auto native = runtime::takeNativeKeyedState(rocks, id);
            if (!native || !std::filesystem::exists(native->localDirectory))
                qFatal("native checkpoint: %s", native.status().message().c_str());
            const Status s = runtime::storeNativeKeyedState(*native, shared, isStored, bytes);
            if (!s.isOk() || !native->localDirectory.empty())
                qFatal("storing the native checkpoint: %s", s.message().c_str());
            for (const auto &f : native->sharedFiles)
                stored.insert(f.name);
            return *native;
        };
        std::int64_t first = 0;
        const runtime::NativeKeyedState one = take(1, first);
        QVERIFY(first > 0);
        QVERIFY(!one.sharedFiles.empty());
        QVERIFY(std::any_of(one.privateFiles.begin(), one.privateFiles.end(),
                            [](const auto &f) { return f.first == "CURRENT"; }));
        QCOMPARE(one.tables.size(), std::size_t{5});
        // A few more writes: the next checkpoint stores only the new SST, references the rest.
        rocks.valueTable("acc", {}).put(3, "late", "value");
        std::int64_t second = 0;
        const runtime::NativeKeyedState two = take(2, second);
        QVERIFY2(second > 0 && second < first / 4,
                 qPrintable(QStringLiteral("second checkpoint stored %1 bytes, the first %2").arg(second).arg(first)));
        std::size_t reused = 0;
        for (const auto &f : two.sharedFiles)
            reused += std::any_of(one.sharedFiles.begin(), one.sharedFiles.end(),
                                  [&](const auto &g) { return g.name == f.name; });
        QCOMPARE(reused, one.sharedFiles.size());

        const std::vector<std::string> expected = dump(rocks);
        auto canonical = runtime::canonicalKeyedState(two, shared, dir.path().toStdString(), clock);
        QVERIFY2(canonical, canonical.status().message().c_str());
        auto heap = heapBackend(clock);
        QVERIFY(restoreInto(*heap, *canonical, 0, 127, clock.nowMillis()).isOk());
        QCOMPARE(dump(*heap), expected);
        auto half = rocksBackend(clock, dir, "half");
        QVERIFY(restoreInto(*half, *canonical, 0, 63, clock.nowMillis()).isOk());
        for (const std::string &line : dump(*half)) {
            const int group = std::stoi(line.substr(line.find('|') + 1));
            QVERIFY2(group <= 63, line.c_str());
        }
        // A missing shared file is an error naming it.
        std::filesystem::remove(shared + "/" + two.sharedFiles.front().name);
        auto broken = runtime::canonicalKeyedState(two, shared, dir.path().toStdString(), clock);
        QVERIFY(!broken);
        QVERIFY2(broken.status().message().find(two.sharedFiles.front().name) != std::string::npos,
                 broken.status().message().c_str());
    }

    void roundTripsBothBackendsAndAcross()
    {
        QTemporaryDir dir;
        ManualClock clock(1000);
        auto heap = heapBackend(clock);
        auto rocks = rocksBackend(clock, dir, "a");
        populate(*heap, clock);
        populate(*rocks, clock);
        const std::vector<std::string> expected = dump(*heap);
        QCOMPARE(expected.size(), std::size_t{600 + 600 + (200 + 200 * 4 + 200 * 90) + 120 + 600});
        QCOMPARE(dump(*rocks), expected);
        const std::string fromHeap = snapshotOf(*heap);
        const std::string fromRocks = snapshotOf(*rocks);
        // Heap -> heap, heap -> RocksDB, RocksDB -> heap: the same entries with the same stamps.
        auto heap2 = heapBackend(clock);
        QVERIFY(restoreInto(*heap2, fromHeap, 0, 127, clock.nowMillis()).isOk());
        QCOMPARE(dump(*heap2), expected);
        auto rocks2 = rocksBackend(clock, dir, "b");
        QVERIFY(restoreInto(*rocks2, fromHeap, 0, 127, clock.nowMillis()).isOk());
        QCOMPARE(dump(*rocks2), expected);
        auto heap3 = heapBackend(clock);
        QVERIFY(restoreInto(*heap3, fromRocks, 0, 127, clock.nowMillis()).isOk());
        QCOMPARE(dump(*heap3), expected);
        // The restored tables answer reads as the originals.
        QCOMPARE(std::string(*heap3->valueTable("acc", {}).get(5, "key-5")), std::string("vvvvv5"));
        int n = 0;
        heap3->mapTable("join-left", TtlConfig{kTtl}).forEach(2, "key-2", [&](std::string_view, std::string_view) {
            ++n;
            return true;
        });
        QCOMPARE(n, 90);
    }

    /// An asynchronous heap checkpoint (KeyedStateBackend::freeze): written on another thread
    /// while this one changes every table (values that grow out of their records, removals,
    /// whole keys dropped, entries added to inline, array and tree keys, in-place writes through
    /// handles, TTL expiry and cleanup), the frozen state is exactly the state at the freeze;
    /// after the thaw the tables hold exactly what the changes made, and freeze again.
    void frozenHeapStateIsTheStateAtTheFreeze()
    {
        ManualClock clock(1000);
        auto heap = heapBackend(clock);
        populate(*heap, clock);
        const std::vector<std::string> atFreeze = dump(*heap);
        auto frozen = heap->freeze();
        QVERIFY(frozen && *frozen);
        std::string written;
        std::thread writer([&] {
            ByteWriter w;
            if (writeKeyedState(**frozen, w).isOk())
                written = w.take();
        });
        ValueTable &plain = heap->valueTable("acc", {});
        ValueTable &ttl = heap->valueTable("dedup", TtlConfig{kTtl});
        MapTable &rows = heap->mapTable("join-left", TtlConfig{kTtl});
        MapTable &counts = heap->mapTable("distinct", {});
        auto *hashedPlain = dynamic_cast<HashedValueTable *>(&plain);
        auto *hashedCounts = dynamic_cast<HashedMapTable *>(&counts);
        QVERIFY(hashedPlain && hashedCounts);
        for (int round = 0; round < 3; ++round) {
            for (int i = 0; i < 600; ++i) {
                const int group = i % 128;
                const std::string key = "key-" + std::to_string(i);
                switch ((i + round) % 6) {
                case 0: plain.put(group, key, std::string(200, 'g') + std::to_string(round)); break;
                case 1: plain.remove(group, key); break;
                case 2: {
                    const std::uint64_t hash = heapKeyHash(group, key);
                    const void *handle = nullptr;
                    if (hashedPlain->getEntry(hash, group, key, handle))
                        hashedPlain->writeEntry(handle, hash, group, key, "w" + std::to_string(round));
                    break;
                }
                case 3: rows.put(group, key, "extra-" + std::to_string(round), "x"); break;
                case 4: rows.removeAll(group, key); break;
                default: rows.remove(group, key, "row-1"); break;
                }
                const std::uint64_t hash = heapKeyHash(group, key);
                const void *handle = nullptr;
                hashedCounts->getEntry(hash, group, key, std::string("\0x", 2), handle);
                hashedCounts->writeEntry(handle, hash, group, key, std::string("\0x", 2), std::to_string(round));
                if (i % 7 == round)
                    ttl.put(group, key, "again");
            }
            clock.set(clock.nowMillis() + 4000); // the first TTL stamps expire in round 2
            (void)ttl.get(0, "key-0");
        }
        const std::vector<std::string> afterChanges = dump(*heap);
        QVERIFY(afterChanges != atFreeze);
        writer.join();
        QVERIFY(!written.empty());

        // Read back as of the freeze (the TTL entries have expired since).
        const std::int64_t later = clock.nowMillis();
        clock.set(2000);
        auto restored = heapBackend(clock);
        QVERIFY(restoreInto(*restored, written, 0, 127, 2000).isOk());
        QCOMPARE(dump(*restored), atFreeze);
        clock.set(later);

        frozen->reset(); // the checkpoint is written: the next upkeep thaws
        QVERIFY(heap->maintain(clock.nowMillis()).isOk());
        QCOMPARE(dump(*heap), afterChanges);
        auto again = heap->freeze();
        QVERIFY(again && *again);
        ByteWriter w;
        QVERIFY(writeKeyedState(**again, w).isOk());
        auto second = heapBackend(clock);
        QVERIFY(restoreInto(*second, w.take(), 0, 127, clock.nowMillis()).isOk());
        QCOMPARE(dump(*second), afterChanges);
    }

    void restoresOnlyTheGivenKeyGroups()
    {
        ManualClock clock(1000);
        auto original = heapBackend(clock);
        populate(*original, clock);
        const std::string bytes = snapshotOf(*original);
        // Rescaled from 1 subtask to 3: each takes its range; together they hold everything once.
        std::vector<std::string> together;
        const int ranges[3][2] = {{0, 42}, {43, 85}, {86, 127}};
        for (const auto &range : ranges) {
            auto part = heapBackend(clock);
            QVERIFY(restoreInto(*part, bytes, range[0], range[1], clock.nowMillis()).isOk());
            for (const std::string &line : dump(*part)) {
                const int group = std::stoi(line.substr(line.find('|') + 1));
                QVERIFY2(group >= range[0] && group <= range[1], qPrintable(QString::fromStdString(line)));
                together.push_back(line);
            }
        }
        std::sort(together.begin(), together.end());
        QCOMPARE(together, dump(*original));
    }

    void ttlStampsSurviveTheRestore()
    {
        ManualClock clock(1000);
        auto original = heapBackend(clock);
        ValueTable &t = original->valueTable("dedup", TtlConfig{kTtl});
        clock.set(1000);
        t.put(1, "old", "a");
        clock.set(8000);
        t.put(1, "young", "b");
        const std::string bytes = snapshotOf(*original);
        // Restored at 10'500: "old" (written at 1000) expired at 11'000, not 20'500.
        clock.set(10'500);
        for (const bool rocksdb : {false, true}) {
            QTemporaryDir dir;
            auto restored = rocksdb ? rocksBackend(clock, dir, "r") : heapBackend(clock);
            QVERIFY(restoreInto(*restored, bytes, 0, 127, clock.nowMillis()).isOk());
            ValueTable &r = restored->valueTable("dedup", TtlConfig{kTtl});
            clock.set(10'999);
            QVERIFY(r.get(1, "old").has_value());
            clock.set(11'000);
            QVERIFY(!r.get(1, "old").has_value());
            QVERIFY(r.get(1, "young").has_value());
            clock.set(18'000);
            QVERIFY(!r.get(1, "young").has_value());
            clock.set(10'500);
        }
        // An entry already expired when the job comes back is not restored at all.
        auto late = heapBackend(clock);
        QVERIFY(restoreInto(*late, bytes, 0, 127, 12'000).isOk());
        QCOMPARE(late->totalEntries(), std::int64_t{1});
    }

    void corruptBytesGiveErrorsNotCrashes()
    {
        ManualClock clock(1000);
        auto original = heapBackend(clock);
        populate(*original, clock);
        const std::string bytes = snapshotOf(*original);
        std::mt19937 random(20261204);
        int errors = 0;
        for (int round = 0; round < 400; ++round) {
            std::string broken = bytes;
            const int flips = 1 + static_cast<int>(random() % 8);
            for (int i = 0; i < flips; ++i)
                broken[random() % broken.size()] = static_cast<char>(random());
            if (round % 4 == 0)
                broken.resize(random() % broken.size());
            auto target = heapBackend(clock);
            const Status s = restoreInto(*target, broken, 0, 127, clock.nowMillis());
            if (!s.isOk()) {
                ++errors;
                QVERIFY2(s.message().find("test snapshot is corrupt") != std::string::npos, s.message().c_str());
            }
        }
        // Flipped bytes inside values restore as other values (the file checksum catches
        // those); flipped structure and every truncation are errors.
        QVERIFY2(errors >= 100, qPrintable(QString::number(errors)));
        auto target = heapBackend(clock);
        QVERIFY(!restoreInto(*target, std::string("\x02", 1), 0, 127, 0).isOk()); // entry before a table
        QVERIFY(!restoreInto(*target, std::string("\x07", 1), 0, 127, 0).isOk()); // unknown record
        QVERIFY(!restoreInto(*target, std::string(), 0, 127, 0).isOk());          // no end marker
    }
};

QTEST_APPLESS_MAIN(StateSnapshotTest)
#include "state_snapshot_test.moc"
