// The heap state backend: value and map tables addressed by key group and key, Flink's TTL
// visibility (timestamp set on create and write, reads do not refresh, expired entries are never
// returned), incremental cleanup and the expired-entry counter, entry and byte estimates.

#include "state/heap_state_backend.h"

#include <QTest>

#include <map>
#include <random>
#include <string>
#include <vector>

using namespace sluice;
using namespace sluice::state;

namespace {

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

} // namespace

class HeapStateBackendTest : public QObject {
    Q_OBJECT
private slots:
    void valueTableBasics()
    {
        ManualClock clock(1000);
        auto backend = createHeapStateBackend(clock);
        ValueTable &t = backend->valueTable("acc", {});
        QCOMPARE(valueOf(t.get(3, "k")), std::string("<none>"));
        t.put(3, "k", "v1");
        t.put(4, "k", "other group");
        QCOMPARE(valueOf(t.get(3, "k")), std::string("v1"));
        QCOMPARE(valueOf(t.get(4, "k")), std::string("other group"));
        t.put(3, "k", "v2");
        QCOMPARE(valueOf(t.get(3, "k")), std::string("v2"));
        QCOMPARE(t.entries(), std::int64_t{2});
        QVERIFY(t.bytes() > 0);
        QCOMPARE(&backend->valueTable("acc", {}), &t); // same table by name
        t.remove(3, "k");
        QCOMPARE(valueOf(t.get(3, "k")), std::string("<none>"));
        t.remove(4, "k");
        QCOMPARE(t.entries(), std::int64_t{0});
        QCOMPARE(t.bytes(), std::int64_t{0});
        QCOMPARE(backend->expiredEntries(), std::int64_t{0});
        // Key group 300 (max parallelism above 256) stays apart from group 44.
        t.put(300, "k", "a");
        t.put(44, "k", "b");
        QCOMPARE(valueOf(t.get(300, "k")), std::string("a"));
        QCOMPARE(valueOf(t.get(44, "k")), std::string("b"));
    }

    // The hashed calls the group aggregate uses (getEntry, writeEntry in place, insertAbsent for
    // a key getEntry did not find) leave the table as the plain get/put would.
    void hashedValueTableCalls()
    {
        ManualClock clock(0);
        auto backend = createHeapStateBackend(clock);
        ValueTable &plain = backend->valueTable("plain", {});
        ValueTable &t = backend->valueTable("hashed", {});
        auto *hashed = dynamic_cast<HashedValueTable *>(&t);
        QVERIFY(hashed);
        const std::uint64_t h = heapKeyHash(7, "k");
        const void *handle = &t;
        QVERIFY(!hashed->getEntry(h, 7, "k", handle));
        QVERIFY(!handle);
        hashed->insertAbsent(h, 7, "k", "first");
        plain.put(7, "k", "first");
        QCOMPARE(valueOf(t.get(7, "k")), std::string("first"));
        QCOMPARE(t.entries(), plain.entries());
        QCOMPARE(t.bytes(), plain.bytes());
        QCOMPARE(valueOf(hashed->getEntry(h, 7, "k", handle)), std::string("first"));
        QVERIFY(handle);
        hashed->writeEntry(handle, h, 7, "k", "2nd"); // fits: rewritten in place
        plain.put(7, "k", "2nd");
        QCOMPARE(valueOf(t.get(7, "k")), std::string("2nd"));
        hashed->writeEntry(handle, h, 7, "k", std::string(200, 'x')); // does not fit: moved
        plain.put(7, "k", std::string(200, 'x'));
        QCOMPARE(valueOf(t.get(7, "k")), std::string(200, 'x'));
        QCOMPARE(t.entries(), plain.entries());
        QCOMPARE(t.bytes(), plain.bytes());

        // With a TTL, an inserted entry is stamped and expires like a put one.
        ValueTable &ttl = backend->valueTable("ttl", TtlConfig{std::chrono::milliseconds(10)});
        auto *hashedTtl = dynamic_cast<HashedValueTable *>(&ttl);
        hashedTtl->insertAbsent(heapKeyHash(1, "a"), 1, "a", "v");
        clock.set(9);
        QCOMPARE(valueOf(ttl.get(1, "a")), std::string("v"));
        clock.set(10);
        QCOMPARE(valueOf(ttl.get(1, "a")), std::string("<none>"));
        QCOMPARE(backend->expiredEntries(), std::int64_t{1});
        QCOMPARE(ttl.entries(), std::int64_t{0});
    }

    void ttlReadDoesNotRefreshWriteDoes()
    {
        ManualClock clock(0);
        auto backend = createHeapStateBackend(clock);
        ValueTable &t = backend->valueTable("acc", TtlConfig{std::chrono::milliseconds(100)});
        t.put(0, "a", "1");
        t.put(0, "b", "1");
        clock.set(90);
        QCOMPARE(valueOf(t.get(0, "a")), std::string("1")); // read at 90: no refresh
        t.put(0, "b", "2");                                 // write at 90: refresh
        clock.set(99);
        QCOMPARE(valueOf(t.get(0, "a")), std::string("1"));
        clock.set(100); // created at 0, ttl 100: expired from 100 on
        QCOMPARE(valueOf(t.get(0, "a")), std::string("<none>"));
        QCOMPARE(valueOf(t.get(0, "b")), std::string("2"));
        clock.set(189);
        QCOMPARE(valueOf(t.get(0, "b")), std::string("2"));
        clock.set(190);
        QCOMPARE(valueOf(t.get(0, "b")), std::string("<none>"));
        QCOMPARE(backend->expiredEntries(), std::int64_t{2});
        QCOMPARE(t.entries(), std::int64_t{0});
    }

    void expiredInvisibleBeforeCleanup()
    {
        ManualClock clock(0);
        auto backend = createHeapStateBackend(clock, HeapStateOptions{0}); // no sweeping
        ValueTable &t = backend->valueTable("acc", TtlConfig{std::chrono::milliseconds(10)});
        t.put(1, "a", "x");
        clock.set(50);
        // Nothing touched it yet: still stored, counted as an entry, but never returned.
        QCOMPARE(t.entries(), std::int64_t{1});
        QCOMPARE(backend->expiredEntries(), std::int64_t{0});
        QCOMPARE(valueOf(t.get(1, "a")), std::string("<none>"));
        QCOMPARE(backend->expiredEntries(), std::int64_t{1}); // cleaned when touched
        QCOMPARE(t.entries(), std::int64_t{0});
        // Writing over an expired entry starts a fresh one.
        t.put(1, "b", "old");
        clock.set(100);
        t.put(1, "b", "new");
        QCOMPARE(valueOf(t.get(1, "b")), std::string("new"));
        QCOMPARE(backend->expiredEntries(), std::int64_t{2});
    }

    void incrementalCleanup()
    {
        ManualClock clock(0);
        auto backend = createHeapStateBackend(clock, HeapStateOptions{3});
        ValueTable &t = backend->valueTable("acc", TtlConfig{std::chrono::milliseconds(10)});
        for (int i = 0; i < 9; ++i)
            t.put(0, "k" + std::to_string(i), "v");
        t.put(0, "k0", "rewritten at 0"); // no second queue entry
        clock.set(5);
        t.put(0, "k8", "refreshed at 5");
        clock.set(10);
        // Each access examines up to 3 due entries.
        QCOMPARE(valueOf(t.get(0, "unrelated")), std::string("<none>"));
        QCOMPARE(t.entries(), std::int64_t{6});
        QCOMPARE(backend->expiredEntries(), std::int64_t{3});
        t.get(0, "unrelated");
        t.get(0, "unrelated");
        // k8 was written at 5, so it lives until 15; the other 8 are gone.
        QCOMPARE(t.entries(), std::int64_t{1});
        QCOMPARE(backend->expiredEntries(), std::int64_t{8});
        QCOMPARE(valueOf(t.get(0, "k8")), std::string("refreshed at 5"));
        clock.set(15);
        t.get(0, "unrelated");
        QCOMPARE(t.entries(), std::int64_t{0});
        QCOMPARE(backend->expiredEntries(), std::int64_t{9});
        QCOMPARE(backend->totalEntries(), std::int64_t{0});
    }

    void mapTable()
    {
        ManualClock clock(0);
        auto backend = createHeapStateBackend(clock);
        MapTable &m = backend->mapTable("rows", TtlConfig{std::chrono::milliseconds(100)});
        QVERIFY(m.empty(2, "key"));
        m.put(2, "key", "b", "2");
        m.put(2, "key", "a", "1");
        m.put(2, "key", "c", "3");
        m.put(2, "other", "a", "x");
        QCOMPARE(entriesOf(m, 2, "key"), (std::vector<std::string>{"a=1", "b=2", "c=3"}));
        QCOMPARE(valueOf(m.get(2, "key", "b")), std::string("2"));
        QCOMPARE(m.entries(), std::int64_t{4});
        m.remove(2, "key", "b");
        QCOMPARE(entriesOf(m, 2, "key"), (std::vector<std::string>{"a=1", "c=3"}));
        // Stop early.
        int visited = 0;
        m.forEach(2, "key", [&](std::string_view, std::string_view) { return ++visited < 1; });
        QCOMPARE(visited, 1);

        clock.set(60);
        m.put(2, "key", "c", "3'"); // refreshed; "a" is not
        clock.set(100);
        QCOMPARE(entriesOf(m, 2, "key"), (std::vector<std::string>{"c=3'"}));
        QCOMPARE(valueOf(m.get(2, "key", "a")), std::string("<none>"));
        QVERIFY(!m.empty(2, "key"));
        QVERIFY(m.empty(2, "other"));
        clock.set(160);
        QVERIFY(m.empty(2, "key"));
        QCOMPARE(m.entries(), std::int64_t{0});
        QCOMPARE(backend->expiredEntries(), std::int64_t{3}); // key:a, other:a, key:c

        m.put(2, "key", "x", "1");
        m.put(2, "key", "y", "1");
        m.removeAll(2, "key");
        QVERIFY(m.empty(2, "key"));
        QCOMPARE(m.entries(), std::int64_t{0});
        QCOMPARE(m.bytes(), std::int64_t{0});
    }

    /// getEntry/writeEntry read and rewrite an entry through one lookup, on a key's only entry
    /// and on one of several; a value that outgrows its room, or a table with TTL, falls back to
    /// an ordinary put.
    void mapTableEntryHandles()
    {
        ManualClock clock(0);
        auto backend = createHeapStateBackend(clock);
        MapTable &m = backend->mapTable("rows", {});
        auto &hashed = dynamic_cast<HashedMapTable &>(m);
        const std::uint64_t hash = heapKeyHash(3, "key");
        const void *handle = nullptr;
        QVERIFY(!hashed.getEntry(hash, 3, "key", "a", handle));
        QVERIFY(handle); // where the key's first entry goes
        hashed.writeEntry(handle, hash, 3, "key", "a", "1");
        QCOMPARE(m.entries(), std::int64_t{1});
        QVERIFY(!hashed.getEntry(hash, 3, "key", "other", handle));
        QVERIFY(!handle); // the key has an entry: an ordinary put adds this one
        QCOMPARE(valueOf(hashed.getEntry(hash, 3, "key", "a", handle)), std::string("1"));
        QVERIFY(handle);
        hashed.writeEntry(handle, hash, 3, "key", "a", "2");
        QCOMPARE(valueOf(m.get(3, "key", "a")), std::string("2"));
        const std::int64_t bytes = m.bytes();
        QCOMPARE(valueOf(hashed.getEntry(hash, 3, "key", "a", handle)), std::string("2"));
        hashed.writeEntry(handle, hash, 3, "key", "a", std::string(300, 'v')); // moves
        QCOMPARE(valueOf(m.get(3, "key", "a")), std::string(300, 'v'));
        QVERIFY(m.bytes() > bytes);
        m.put(3, "key", "b", "x");
        QCOMPARE(valueOf(hashed.getEntry(hash, 3, "key", "b", handle)), std::string("x"));
        hashed.writeEntry(handle, hash, 3, "key", "b", "y");
        QCOMPARE(valueOf(hashed.getEntry(hash, 3, "key", "a", handle)), std::string(300, 'v'));
        hashed.writeEntry(handle, hash, 3, "key", "a", "z");
        QCOMPARE(entriesOf(m, 3, "key"), (std::vector<std::string>{"a=z", "b=y"}));
        QCOMPARE(m.entries(), std::int64_t{2});
        hashed.remove(hash, 3, "key", "a");
        hashed.remove(hash, 3, "key", "b");
        QCOMPARE(m.entries(), std::int64_t{0});
        QCOMPARE(m.bytes(), std::int64_t{0});

        MapTable &timed = backend->mapTable("timed", TtlConfig{std::chrono::milliseconds(10)});
        auto &hashedTimed = dynamic_cast<HashedMapTable &>(timed);
        timed.put(3, "key", "a", "1");
        clock.set(5);
        QCOMPARE(valueOf(hashedTimed.getEntry(hash, 3, "key", "a", handle)), std::string("1"));
        QVERIFY(!handle); // with TTL a write also refreshes the stamp: no in-place rewrite
        hashedTimed.writeEntry(handle, hash, 3, "key", "a", "2");
        clock.set(12); // written at 5: alive until 15
        QCOMPARE(valueOf(timed.get(3, "key", "a")), std::string("2"));
        clock.set(15);
        QCOMPARE(valueOf(timed.get(3, "key", "a")), std::string("<none>"));
        QCOMPARE(backend->expiredEntries(), std::int64_t{1});
    }

    /// A key with thousands of entries (past the sorted array, into the hashed tree): random
    /// puts, in-place writes through handles, values that outgrow their records, and removals
    /// agree with a std::map at every step, and forEach keeps user key order; with TTL,
    /// expired entries leave it as they would a small key.
    void mapTableKeyWithManyEntries()
    {
        ManualClock clock(0);
        auto backend = createHeapStateBackend(clock);
        MapTable &m = backend->mapTable("many", {});
        auto &hashed = dynamic_cast<HashedMapTable &>(m);
        const std::uint64_t hash = heapKeyHash(5, "day");
        std::map<std::string, std::string> model;
        std::mt19937 rng(11);
        for (int op = 0; op < 20000; ++op) {
            const std::string userKey = "u" + std::to_string(rng() % 3000);
            const std::string value(1 + rng() % 40, static_cast<char>('a' + op % 26));
            switch (rng() % 4) {
            case 0:
                m.put(5, "day", userKey, value);
                model[userKey] = value;
                break;
            case 1: {
                const void *handle = nullptr;
                const auto held = hashed.getEntry(hash, 5, "day", userKey, handle);
                QCOMPARE(valueOf(held), model.count(userKey) ? model[userKey] : "<none>");
                hashed.writeEntry(handle, hash, 5, "day", userKey, value);
                model[userKey] = value;
                break;
            }
            case 2:
                hashed.remove(hash, 5, "day", userKey);
                model.erase(userKey);
                break;
            default:
                QCOMPARE(valueOf(m.get(5, "day", userKey)),
                         model.count(userKey) ? model[userKey] : "<none>");
            }
            if (op % 2000 == 0 || op == 19999) {
                std::vector<std::string> expected;
                for (const auto &[k, v] : model)
                    expected.push_back(k + "=" + v);
                QCOMPARE(entriesOf(m, 5, "day"), expected);
                QCOMPARE(m.entries(), static_cast<std::int64_t>(model.size()));
            }
        }
        QVERIFY(model.size() > 1000);
        m.removeAll(5, "day");
        QCOMPARE(m.entries(), std::int64_t{0});
        QCOMPARE(m.bytes(), std::int64_t{0});

        MapTable &timed = backend->mapTable("timed", TtlConfig{std::chrono::milliseconds(100)});
        for (int i = 0; i < 500; ++i)
            timed.put(5, "day", "u" + std::to_string(1000 + i), "v");
        clock.set(50);
        for (int i = 0; i < 500; i += 2)
            timed.put(5, "day", "u" + std::to_string(1000 + i), "w");
        clock.set(100);
        QCOMPARE(valueOf(timed.get(5, "day", "u1001")), std::string("<none>"));
        const std::vector<std::string> live = entriesOf(timed, 5, "day");
        QCOMPARE(live.size(), std::size_t{250});
        QCOMPARE(live.front(), std::string("u1000=w"));
        QCOMPARE(live.back(), std::string("u1498=w"));
        QCOMPARE(timed.entries(), std::int64_t{250});
        QCOMPARE(valueOf(timed.get(5, "day", "u1498")), std::string("w"));
        timed.put(5, "day", "u1001", "again");
        QCOMPARE(entriesOf(timed, 5, "day").size(), std::size_t{251});
    }

    void totals()
    {
        ManualClock clock(0);
        auto backend = createHeapStateBackend(clock);
        backend->valueTable("a", {}).put(0, "k", "12345");
        backend->mapTable("b", {}).put(0, "k", "u", "v");
        QCOMPARE(backend->totalEntries(), std::int64_t{2});
        QVERIFY(backend->totalBytes() >= 5 + 3);
    }
};

QTEST_GUILESS_MAIN(HeapStateBackendTest)
#include "heap_state_backend_test.moc"
