// The keyed state contract, run against every backend: each case is data-driven over a backend
// factory ("heap", "rocksdb"), and a randomized differential run drives both backends with the
// same operations and the same clock and compares every answer.

#include "state/heap_state_backend.h"
#include "state/rocksdb_state_backend.h"

#include <QTest>

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <vector>

using namespace sluice;
using namespace sluice::state;

using namespace std::string_literals;

namespace {

std::unique_ptr<KeyedStateBackend> makeBackend(const QString &kind, const Clock &clock)
{
    if (kind == QLatin1String("heap"))
        return createHeapStateBackend(clock);
    RocksDbStateOptions options; // a temporary folder, removed at destruction
    options.memory.budgetBytes = std::int64_t{8} << 20;
    auto backend = createRocksDbStateBackend(options, clock);
    if (!backend) {
        qWarning("%s", backend.status().message().c_str());
        return nullptr;
    }
    return std::move(*backend);
}

std::string valueOf(std::optional<std::string_view> v)
{
    return v ? std::string(*v) : std::string("<none>");
}

std::vector<std::string> entriesOf(MapTable &t, int group, std::string_view key)
{
    std::vector<std::string> out;
    t.forEach(group, key, [&](std::string_view k, std::string_view v) {
        out.push_back(std::string(k) + "=" + std::string(v));
        return true;
    });
    return out;
}

using Strings = std::vector<std::string>;

} // namespace

class StateBackendConformanceTest : public QObject {
    Q_OBJECT
private:
    static void backends()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("heap") << QStringLiteral("heap");
        QTest::newRow("rocksdb") << QStringLiteral("rocksdb");
    }

private slots:
    void valueTableBasics_data() { backends(); }
    void valueTableBasics()
    {
        QFETCH(QString, backend);
        ManualClock clock(1000);
        auto st = makeBackend(backend, clock);
        QVERIFY(st);
        ValueTable &t = st->valueTable("acc", {});
        QCOMPARE(valueOf(t.get(3, "k")), "<none>"s);
        t.put(3, "k", "v1");
        t.put(4, "k", "other group");
        QCOMPARE(valueOf(t.get(3, "k")), "v1"s);
        QCOMPARE(valueOf(t.get(4, "k")), "other group"s);
        t.put(3, "k", "v2");
        QCOMPARE(valueOf(t.get(3, "k")), "v2"s);
        QCOMPARE(&st->valueTable("acc", {}), &t); // same table by name
        t.remove(3, "k");
        QCOMPARE(valueOf(t.get(3, "k")), "<none>"s);
        t.remove(3, "k"); // removing an absent key is fine
        QCOMPARE(valueOf(t.get(4, "k")), "other group"s);
        // Groups beyond one byte, the extremes, empty keys and values, binary bytes.
        t.put(300, "k", "a");
        t.put(44, "k", "b");
        t.put(0, "", "empty key");
        t.put(32767, "k", "");
        const std::string binary("\0\xff\x80z", 4);
        t.put(5, binary, binary);
        QCOMPARE(valueOf(t.get(300, "k")), "a"s);
        QCOMPARE(valueOf(t.get(44, "k")), "b"s);
        QCOMPARE(valueOf(t.get(0, "")), "empty key"s);
        QCOMPARE(valueOf(t.get(32767, "k")), ""s);
        QCOMPARE(valueOf(t.get(5, binary)), binary);
        QCOMPARE(valueOf(t.get(5, std::string("\0\xff\x80", 3))), "<none>"s);
        // A long key and value (multi-byte length prefix in RocksDB).
        const std::string longKey(1000, 'x');
        const std::string longValue(100000, 'y');
        t.put(7, longKey, longValue);
        QCOMPARE(valueOf(t.get(7, longKey)), longValue);
        QCOMPARE(st->expiredEntries(), std::int64_t{0});
        QVERIFY(st->status().isOk());
    }

    void tablesAreSeparate_data() { backends(); }
    void tablesAreSeparate()
    {
        QFETCH(QString, backend);
        ManualClock clock(0);
        auto st = makeBackend(backend, clock);
        QVERIFY(st);
        ValueTable &a = st->valueTable("a", {});
        ValueTable &b = st->valueTable("b", {});
        MapTable &ma = st->mapTable("a", {});
        a.put(1, "k", "in a");
        b.put(1, "k", "in b");
        ma.put(1, "k", "u", "in map a");
        QCOMPARE(valueOf(a.get(1, "k")), "in a"s);
        QCOMPARE(valueOf(b.get(1, "k")), "in b"s);
        QCOMPARE(valueOf(ma.get(1, "k", "u")), "in map a"s);
        a.remove(1, "k");
        QCOMPARE(valueOf(b.get(1, "k")), "in b"s);
        QCOMPARE(valueOf(ma.get(1, "k", "u")), "in map a"s);
        QCOMPARE(&st->mapTable("a", {}), &ma);
    }

    void mapTableBasics_data() { backends(); }
    void mapTableBasics()
    {
        QFETCH(QString, backend);
        ManualClock clock(0);
        auto st = makeBackend(backend, clock);
        QVERIFY(st);
        MapTable &t = st->mapTable("rows", {});
        QVERIFY(t.empty(1, "k"));
        QCOMPARE(entriesOf(t, 1, "k"), Strings{});
        QCOMPARE(valueOf(t.get(1, "k", "x")), "<none>"s);
        // User keys come back in unsigned byte order whatever the insertion order.
        const std::vector<std::string> userKeys{
            "b", "a", "ab", std::string("a\0", 2), "\xff", "\x80", "\x7f", "", "aa"};
        for (const std::string &u : userKeys)
            t.put(1, "k", u, "v" + std::to_string(u.size()));
        QVERIFY(!t.empty(1, "k"));
        std::vector<std::string> seen;
        t.forEach(1, "k", [&](std::string_view u, std::string_view) {
            seen.emplace_back(u);
            return true;
        });
        const std::vector<std::string> expected{
            "", std::string("a\0", 2), "a", "aa", "ab", "b", "\x7f", "\x80", "\xff"};
        std::vector<std::string> sortedExpected = expected;
        std::sort(sortedExpected.begin(), sortedExpected.end(),
                  [](const std::string &x, const std::string &y) {
                      return std::lexicographical_compare(
                          x.begin(), x.end(), y.begin(), y.end(), [](char c, char d) {
                              return static_cast<unsigned char>(c) < static_cast<unsigned char>(d);
                          });
                  });
        QCOMPARE(seen, sortedExpected);
        // Early stop.
        int visits = 0;
        t.forEach(1, "k", [&](std::string_view, std::string_view) { return ++visits < 3; });
        QCOMPARE(visits, 3);
        // Overwrite, remove one, other keys untouched.
        t.put(1, "k", "b", "B");
        QCOMPARE(valueOf(t.get(1, "k", "b")), "B"s);
        t.remove(1, "k", "b");
        QCOMPARE(valueOf(t.get(1, "k", "b")), "<none>"s);
        // Keys that are prefixes of each other, and the same key in another group, stay apart.
        t.put(1, "a", "bc", "key a");
        t.put(1, "ab", "c", "key ab");
        t.put(2, "k", "a", "group 2");
        QCOMPARE(entriesOf(t, 1, "a"), Strings{"bc=key a"});
        QCOMPARE(entriesOf(t, 1, "ab"), Strings{"c=key ab"});
        QCOMPARE(entriesOf(t, 2, "k"), Strings{"a=group 2"});
        QCOMPARE(valueOf(t.get(1, "a", "bc")), "key a"s);
        QCOMPARE(valueOf(t.get(1, "ab", "c")), "key ab"s);
        QCOMPARE(valueOf(t.get(1, "a", "b")), "<none>"s);
        // removeAll clears one key only.
        t.removeAll(1, "k");
        QVERIFY(t.empty(1, "k"));
        QCOMPARE(entriesOf(t, 1, "k"), Strings{});
        QCOMPARE(entriesOf(t, 1, "a"), Strings{"bc=key a"});
        QCOMPARE(entriesOf(t, 2, "k"), Strings{"a=group 2"});
        t.removeAll(1, "nothing here");
        // Last entry removed: empty again; a key ending in 0xff bytes (prefix successor edge).
        t.remove(1, "a", "bc");
        QVERIFY(t.empty(1, "a"));
        const std::string ffKey("\xff\xff", 2);
        t.put(3, ffKey, "u", "ff");
        t.put(4, "", "u", "next group");
        QCOMPARE(entriesOf(t, 3, ffKey), Strings{"u=ff"});
        QVERIFY(st->status().isOk());
    }

    void mapTableForEachFrom_data() { backends(); }
    void mapTableForEachFrom()
    {
        // A key's entries from a user key on, in byte order, past the removed ones before it
        // (an interval join's rows in time order, the expired ones deleted).
        QFETCH(QString, backend);
        ManualClock clock(0);
        auto st = makeBackend(backend, clock);
        QVERIFY(st);
        MapTable &t = st->mapTable("rows", {});
        for (char c = 'a'; c <= 'j'; ++c)
            t.put(3, "k", std::string(1, c) + "1", std::string(1, c));
        t.put(3, "kk", "a1", "other key");
        for (char c = 'a'; c <= 'd'; ++c)
            t.remove(3, "k", std::string(1, c) + "1");
        auto from = [&](std::string_view start) {
            Strings out;
            t.forEachFrom(3, "k", start, [&](std::string_view k, std::string_view v) {
                out.push_back(std::string(k) + "=" + std::string(v));
                return out.size() < 3;
            });
            return out;
        };
        QCOMPARE(from(""), (Strings{"e1=e", "f1=f", "g1=g"}));
        QCOMPARE(from("b"), (Strings{"e1=e", "f1=f", "g1=g"}));
        QCOMPARE(from("f1"), (Strings{"f1=f", "g1=g", "h1=h"}));
        QCOMPARE(from("f10"), (Strings{"g1=g", "h1=h", "i1=i"})); // between two user keys
        QCOMPARE(from("j1"), Strings{"j1=j"});
        QCOMPARE(from("z"), Strings{});
    }

    void mapTableForIsAMapTable_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<bool>("writesMostlyNew");
        QTest::addColumn<bool>("pointAccessOnly");
        for (const char *b : {"heap", "rocksdb"}) {
            QTest::addRow("%s, writes mostly new", b) << QString::fromLatin1(b) << true << false;
            QTest::addRow("%s, point access only", b) << QString::fromLatin1(b) << false << true;
            QTest::addRow("%s, both", b) << QString::fromLatin1(b) << true << true;
        }
    }
    void mapTableForIsAMapTable()
    {
        // However an operator says it uses a map table (a join's rows by sequence, a distinct
        // view of values seen): read, rewritten, scanned, removed and checkpointed as a map
        // table's, under its name, without TTL.
        QFETCH(QString, backend);
        QFETCH(bool, writesMostlyNew);
        QFETCH(bool, pointAccessOnly);
        const MapTableUse use{.writesMostlyNew = writesMostlyNew, .pointAccessOnly = pointAccessOnly};
        ManualClock clock(0);
        auto st = makeBackend(backend, clock);
        QVERIFY(st);
        MapTable &t = st->mapTableFor("used-so", use);
        for (int i = 0; i < 200; ++i)
            t.put(1 + i % 2, "hot", std::string(1, static_cast<char>(i)), "row " + std::to_string(i));
        t.put(1, "cold", "\x01", "alone");
        QCOMPARE(t.entries(), std::int64_t{201}); // RocksDB's estimate counts rewrites too
        t.put(1, "hot", std::string(1, '\x04'), "row 4 again"); // rewritten: the last write wins
        QVERIFY(st->hasMapTable("used-so"));
        QCOMPARE(&st->mapTableFor("used-so", use), &t);
        const Strings hot = entriesOf(t, 1, "hot");
        QCOMPARE(hot.size(), std::size_t{100});
        QCOMPARE(hot.front(), std::string(1, '\0') + "=row 0");
        QCOMPARE(hot[2], std::string(1, '\x04') + "=row 4 again");
        QCOMPARE(hot.back(), std::string(1, static_cast<char>(198)) + "=row 198");
        QCOMPARE(valueOf(t.get(2, "hot", std::string(1, '\x03'))), "row 3"s);
        QCOMPARE(valueOf(t.get(1, "hot", std::string(1, '\x04'))), "row 4 again"s);
        QVERIFY(!t.get(1, "hot", std::string(1, '\x03')));  // that user key is group 2's
        QVERIFY(!t.get(1, "hot", std::string(2, '\x00'))); // a longer user key than any stored
        t.remove(1, "hot", std::string(1, '\0'));
        QVERIFY(!t.get(1, "hot", std::string(1, '\0')));
        QCOMPARE(entriesOf(t, 1, "hot").size(), std::size_t{99});
        clock.set(std::int64_t{1} << 40); // no TTL: nothing expires
        QCOMPARE(entriesOf(t, 1, "cold"), Strings{"\x01=alone"});
        QVERIFY(!t.empty(1, "cold"));
        t.removeAll(2, "hot");
        QVERIFY(t.empty(2, "hot"));
        QVERIFY(!t.get(2, "hot", std::string(1, '\x03')));
        std::int64_t written = 0;
        bool ours = false;
        QVERIFY(st->snapshot(
                      [&](const StateTableInfo &info) {
                          ours = info.name == "used-so";
                          if (ours) {
                              QVERIFY(info.map);
                              QCOMPARE(info.ttlMillis, std::int64_t{0});
                          }
                      },
                      [&](const StateEntry &e) {
                          if (ours) {
                              ++written;
                              QCOMPARE(e.timestamp, std::int64_t{-1});
                          }
                      })
                    .isOk());
        QCOMPARE(written, std::int64_t{100});
        QVERIFY(st->status().isOk());
    }

    /// A key's entries through every shape a backend may give them: one entry rewritten with
    /// growing values, user keys and values beyond 64 KiB, a second entry added while its value
    /// views the first one, and back down to one entry.
    void mapTableEntryShapes_data() { backends(); }
    void mapTableEntryShapes()
    {
        QFETCH(QString, backend);
        ManualClock clock(0);
        auto st = makeBackend(backend, clock);
        QVERIFY(st);
        MapTable &t = st->mapTable("rows", {});
        const std::string big(70000, 'x');
        const std::string bigKey = "u" + std::string(70000, 'y');
        t.put(1, "k", "row", "1");
        QCOMPARE(valueOf(t.get(1, "k", "row")), "1"s);
        t.put(1, "k", "row", std::string(100, 'v'));
        QCOMPARE(valueOf(t.get(1, "k", "row")), std::string(100, 'v'));
        t.put(1, "k", "row", big);
        QCOMPARE(valueOf(t.get(1, "k", "row")), big);
        t.put(1, "k", "row", "2");
        QCOMPARE(entriesOf(t, 1, "k"), Strings{"row=2"});
        // A second entry whose value is a view of the first.
        t.put(1, "j", "b", "beta");
        const std::optional<std::string_view> beta = t.get(1, "j", "b");
        QVERIFY(beta);
        t.put(1, "j", "a", *beta);
        QCOMPARE(entriesOf(t, 1, "j"), (Strings{"a=beta", "b=beta"}));
        t.remove(1, "j", "a");
        QCOMPARE(entriesOf(t, 1, "j"), Strings{"b=beta"});
        t.put(1, "j", "a", "alpha");
        t.put(1, "j", "c", big);
        QCOMPARE(entriesOf(t, 1, "j"), (Strings{"a=alpha", "b=beta", "c=" + big}));
        t.remove(1, "j", "a");
        t.remove(1, "j", "c");
        t.remove(1, "j", "b");
        QVERIFY(t.empty(1, "j"));
        // A first entry too large to be small.
        t.put(2, "k", bigKey, "v");
        QCOMPARE(valueOf(t.get(2, "k", bigKey)), "v"s);
        t.put(2, "k", "a", "w");
        QCOMPARE(entriesOf(t, 2, "k"), (Strings{"a=w", bigKey + "=v"}));
        t.remove(2, "k", bigKey);
        t.remove(2, "k", "a");
        QVERIFY(t.empty(2, "k"));
        QCOMPARE(entriesOf(t, 1, "k"), Strings{"row=2"});
        if (backend == QLatin1String("heap")) {
            QCOMPARE(t.entries(), std::int64_t{1});
            t.remove(1, "k", "row");
            QCOMPARE(t.entries(), std::int64_t{0});
            QCOMPARE(t.bytes(), std::int64_t{0});
        }
        QVERIFY(st->status().isOk());
    }

    void valueTtlFollowsFlink_data() { backends(); }
    void valueTtlFollowsFlink()
    {
        QFETCH(QString, backend);
        ManualClock clock(0);
        auto st = makeBackend(backend, clock);
        QVERIFY(st);
        ValueTable &t = st->valueTable("acc", TtlConfig{std::chrono::milliseconds(100)});
        t.put(0, "a", "1");
        t.put(0, "b", "1");
        clock.set(90);
        QCOMPARE(valueOf(t.get(0, "a")), "1"s); // read at 90: no refresh
        t.put(0, "b", "2");                     // write at 90: refresh
        clock.set(99);
        QCOMPARE(valueOf(t.get(0, "a")), "1"s);
        clock.set(100); // created at 0, ttl 100: expired from 100 on
        QCOMPARE(valueOf(t.get(0, "a")), "<none>"s);
        QCOMPARE(valueOf(t.get(0, "b")), "2"s);
        QVERIFY(st->expiredEntries() >= 1);
        clock.set(189);
        QCOMPARE(valueOf(t.get(0, "b")), "2"s);
        clock.set(190);
        QCOMPARE(valueOf(t.get(0, "b")), "<none>"s);
        // Writing an expired key creates a fresh entry.
        t.put(0, "a", "new");
        QCOMPARE(valueOf(t.get(0, "a")), "new"s);
        clock.set(289);
        QCOMPARE(valueOf(t.get(0, "a")), "new"s);
        clock.set(290);
        QCOMPARE(valueOf(t.get(0, "a")), "<none>"s);
        // The TTL of the first request sticks to the table.
        QCOMPARE(&st->valueTable("acc", {}), &t);
        // A table without TTL never expires.
        ValueTable &keep = st->valueTable("forever", {});
        keep.put(0, "a", "x");
        clock.set(1'000'000'000);
        QCOMPARE(valueOf(keep.get(0, "a")), "x"s);
    }

    void getManyAnswersAsGetDoes_data() { backends(); }
    void getManyAnswersAsGetDoes()
    {
        // In request order, absent and expired keys as nothing, an expired key gone as it is
        // touched; keys of different groups and lengths (past the one-byte length prefix) mixed.
        QFETCH(QString, backend);
        ManualClock clock(0);
        auto st = makeBackend(backend, clock);
        QVERIFY(st);
        ValueTable &t = st->valueTable("acc", TtlConfig{std::chrono::milliseconds(100)});
        const std::string longKey(300, 'k');
        t.put(3, "old", "o");
        clock.set(60);
        t.put(1, "b", "2");
        t.put(0, longKey, "long");
        t.put(2, "a", "1");
        clock.set(120); // "old" expired, the rest not
        const std::vector<std::pair<int, std::string>> keys = {
            {2, "a"}, {3, "old"}, {0, longKey}, {5, "none"}, {1, "b"}, {2, "a"}};
        Strings seen;
        t.getMany(
            keys.size(),
            [&](std::size_t i) {
                return std::pair<int, std::string_view>(keys[i].first, keys[i].second);
            },
            [&](std::size_t i, std::optional<std::string_view> v) {
                seen.push_back(std::to_string(i) + ":" + valueOf(v));
            });
        QCOMPARE(seen, (Strings{"0:1", "1:<none>", "2:long", "3:<none>", "4:2", "5:1"}));
        QVERIFY(st->expiredEntries() >= 1);
        QCOMPARE(valueOf(t.get(3, "old")), "<none>"s);
    }

    void writesOfAGroupAreSeenInsideAndAfterIt_data() { backends(); }
    void writesOfAGroupAreSeenInsideAndAfterIt()
    {
        QFETCH(QString, backend);
        ManualClock clock(0);
        auto st = makeBackend(backend, clock);
        QVERIFY(st);
        ValueTable &values = st->valueTable("acc", {});
        MapTable &map = st->mapTable("rows", {});
        values.put(0, "gone", "x");
        {
            WriteGroup group(st.get());
            values.put(0, "a", "1");
            values.put(0, "a", "2");
            values.remove(0, "gone");
            map.put(0, "k", "u", "v");
            // Reads inside the group see its writes, by every kind of read.
            QCOMPARE(valueOf(values.get(0, "a")), "2"s);
            QCOMPARE(valueOf(values.get(0, "gone")), "<none>"s);
            values.put(0, "b", "3");
            Strings many;
            const std::vector<std::string> keys = {"a", "b", "gone"};
            values.getMany(
                keys.size(), [&](std::size_t i) { return std::pair<int, std::string_view>(0, keys[i]); },
                [&](std::size_t, std::optional<std::string_view> v) { many.push_back(valueOf(v)); });
            QCOMPARE(many, (Strings{"2", "3", "<none>"}));
            QCOMPARE(entriesOf(map, 0, "k"), Strings{"u=v"});
            values.put(0, "c", "4");
            map.remove(0, "k", "u");
        }
        QCOMPARE(valueOf(values.get(0, "c")), "4"s);
        QCOMPARE(entriesOf(map, 0, "k"), Strings{});
        QVERIFY(st->status());
    }

    void mapTtlFollowsFlink_data() { backends(); }
    void mapTtlFollowsFlink()
    {
        QFETCH(QString, backend);
        ManualClock clock(1000);
        auto st = makeBackend(backend, clock);
        QVERIFY(st);
        MapTable &t = st->mapTable("rows", TtlConfig{std::chrono::milliseconds(50)});
        t.put(7, "k", "a", "1");
        clock.advance(20);
        t.put(7, "k", "b", "2");
        clock.advance(20); // 1040: a at 1000, b at 1020
        QCOMPARE(entriesOf(t, 7, "k"), (Strings{"a=1", "b=2"}));
        QCOMPARE(valueOf(t.get(7, "k", "a")), "1"s); // no refresh
        clock.set(1050);                             // a expired, b not
        QCOMPARE(valueOf(t.get(7, "k", "a")), "<none>"s);
        QCOMPARE(entriesOf(t, 7, "k"), Strings{"b=2"});
        QVERIFY(!t.empty(7, "k"));
        t.put(7, "k", "b", "3"); // refresh b at 1050
        clock.set(1099);
        QCOMPARE(entriesOf(t, 7, "k"), Strings{"b=3"});
        clock.set(1100);
        QCOMPARE(entriesOf(t, 7, "k"), Strings{});
        QVERIFY(t.empty(7, "k"));
        QCOMPARE(valueOf(t.get(7, "k", "b")), "<none>"s);
        t.put(7, "k", "c", "4");
        QCOMPARE(entriesOf(t, 7, "k"), Strings{"c=4"});
        QVERIFY(st->expiredEntries() >= 2);
    }

    /// The same random operations against both backends, with time moving: every answer equal.
    void differentialRandomOperations()
    {
        ManualClock clock(0);
        auto heap = makeBackend(QStringLiteral("heap"), clock);
        auto rocks = makeBackend(QStringLiteral("rocksdb"), clock);
        QVERIFY(heap && rocks);
        const TtlConfig ttl{std::chrono::milliseconds(40)};
        ValueTable *values[2] = {&heap->valueTable("v", ttl), &rocks->valueTable("v", ttl)};
        MapTable *maps[2] = {&heap->mapTable("m", ttl), &rocks->mapTable("m", ttl)};
        ValueTable *plain[2] = {&heap->valueTable("p", {}), &rocks->valueTable("p", {})};
        std::mt19937 rng(20240531);
        auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
        auto key = [&] { return "k" + std::to_string(pick(30)); };
        auto userKey = [&] { return std::string(1, static_cast<char>('a' + pick(6))); };
        auto *rocksDb = dynamic_cast<RocksDbStateBackend *>(rocks.get());
        QVERIFY(rocksDb);
        for (int step = 0; step < 20000; ++step) {
            if (pick(10) == 0)
                clock.advance(pick(8));
            // Now and then the compaction filter drops expired entries: invisible to readers.
            if (step % 2500 == 2499)
                QVERIFY(rocksDb->compactAll().isOk());
            const int group = pick(4) * 100;
            const std::string k = key();
            const std::string v = "v" + std::to_string(step);
            std::string answers[2];
            switch (pick(9)) {
            case 0:
            case 1:
                for (auto *t : values)
                    t->put(group, k, v);
                break;
            case 2:
                for (int i = 0; i < 2; ++i)
                    answers[i] = valueOf(values[i]->get(group, k));
                break;
            case 3:
                for (auto *t : values)
                    t->remove(group, k);
                for (auto *t : plain)
                    t->put(group, k, v);
                break;
            case 4: {
                const std::string u = userKey();
                for (auto *t : maps)
                    t->put(group, k, u, v);
                break;
            }
            case 5: {
                const std::string u = userKey();
                if (pick(2) == 0) {
                    for (auto *t : maps)
                        t->remove(group, k, u);
                } else {
                    for (int i = 0; i < 2; ++i)
                        answers[i] = valueOf(maps[i]->get(group, k, u));
                }
                break;
            }
            case 6:
                for (int i = 0; i < 2; ++i) {
                    for (const std::string &e : entriesOf(*maps[i], group, k))
                        answers[i] += e + ";";
                }
                break;
            case 7:
                if (pick(8) == 0) {
                    for (auto *t : maps)
                        t->removeAll(group, k);
                } else {
                    for (int i = 0; i < 2; ++i)
                        answers[i] = maps[i]->empty(group, k) ? "empty" : "not empty";
                }
                break;
            default:
                for (int i = 0; i < 2; ++i)
                    answers[i] = valueOf(plain[i]->get(group, k));
                break;
            }
            if (answers[0] != answers[1])
                QFAIL(qPrintable(QStringLiteral("step %1: heap '%2' vs rocksdb '%3'")
                                     .arg(step)
                                     .arg(QString::fromStdString(answers[0]),
                                          QString::fromStdString(answers[1]))));
        }
        QVERIFY(heap->expiredEntries() > 0);
        QVERIFY(rocks->expiredEntries() > 0);
        QVERIFY(rocks->status().isOk());
    }
};

QTEST_GUILESS_MAIN(StateBackendConformanceTest)
#include "state_backend_conformance_test.moc"
