// The heap backend's inline fixed-width table (heap_fixed_table.h) against a std::unordered_map
// model: inserts, in-place updates and removals through every growth step, with a good hash, with
// hashes that share a few tags (long runs of equal tags), with tags that pile up past the last
// home, and with a zero high half, adding keys by find + insert and by findOrInsert. The keys of
// one group visited by forEachUnderTag, with the lookups' longest scan; clear(). Plus the
// backend's offer of such tables (not with TTL) and its statistics, GrowableBlock keeping
// contents as it grows, and growth under an address-space limit.

#include "state/heap_fixed_table.h"

#include <QTest>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

using namespace sluice;
using namespace sluice::state;

namespace {

std::uint64_t mixHash(std::int64_t k)
{
    auto x = static_cast<std::uint64_t>(k) * 0x9E3779B97F4A7C15ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    return x ^ (x >> 32);
}

struct Model {
    FixedValueTable table{8, 8};
    std::unordered_map<std::int64_t, std::int64_t> map;
    std::function<std::uint64_t(std::int64_t)> hash;

    const char *key(std::int64_t k)
    {
        std::memcpy(buffer, &k, 8);
        return buffer;
    }
    bool check(std::int64_t k)
    {
        char *v = table.find(hash(k), key(k));
        const auto it = map.find(k);
        if (!v)
            return it == map.end();
        std::int64_t got;
        std::memcpy(&got, v, 8);
        return it != map.end() && it->second == got;
    }
    void put(std::int64_t k, std::int64_t value)
    {
        // Odd keys go through findOrInsert, even ones through find, then insert when absent.
        const bool present = map.count(k) != 0;
        bool inserted = false;
        char *v = nullptr;
        if (k & 1) {
            v = table.findOrInsert(hash(k), key(k), inserted);
        } else {
            v = table.find(hash(k), key(k));
            if (!v) {
                v = table.insert(hash(k), key(k));
                inserted = true;
            }
        }
        QCOMPARE(inserted, !present);
        if (inserted) {
            std::int64_t zero;
            std::memcpy(&zero, v, 8);
            QCOMPARE(zero, std::int64_t{0}); // a new value starts zero
        }
        std::memcpy(v, &value, 8);
        map[k] = value;
    }
    void remove(std::int64_t k)
    {
        table.erase(hash(k), key(k));
        map.erase(k);
    }
    char buffer[8];
};

void runModel(Model &m, int ops, std::int64_t domain, unsigned seed)
{
    std::mt19937_64 rng(seed);
    for (int i = 0; i < ops; ++i) {
        const auto k = static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(domain));
        const auto action = rng() % 10;
        if (action < 6)
            m.put(k, static_cast<std::int64_t>(rng()));
        else if (action < 9)
            m.remove(k);
        QVERIFY2(m.check(k), qPrintable(QStringLiteral("op %1, key %2").arg(i).arg(k)));
        if (i % 997 == 0) {
            const auto probe =
                static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(domain));
            QVERIFY(m.check(probe));
        }
    }
    QCOMPARE(m.table.entries(), static_cast<std::int64_t>(m.map.size()));
    for (std::int64_t k = 0; k < domain; ++k)
        QVERIFY2(m.check(k), qPrintable(QStringLiteral("key %1").arg(k)));
}

} // namespace

class HeapFixedTableTest : public QObject {
    Q_OBJECT
private slots:
    void agreesWithAMapUnderAGoodHash()
    {
        Model m;
        m.hash = mixHash;
        runModel(m, 300000, 60000, 1);
        // Then grow to many keys and take them all out again.
        for (std::int64_t k = 0; k < 200000; ++k)
            m.put(k, k * 3);
        QCOMPARE(m.table.entries(), std::int64_t{200000});
        QCOMPARE(m.table.bytes(), std::int64_t{200000} * 20); // 4 + 8 + 8 bytes a slot
        for (std::int64_t k = 0; k < 200000; ++k)
            QVERIFY(m.check(k));
        for (std::int64_t k = 0; k < 200000; ++k)
            m.remove(k);
        QCOMPARE(m.table.entries(), std::int64_t{0});
        QVERIFY(m.check(5));
    }

    void visitsTheEntriesUnderATag()
    {
        // Keys [group][member] hashed by the group alone, as a join side keys [join key][row]: a
        // group's members lie under one tag and forEachUnderTag visits exactly them, in the
        // order they went in, through growth and removals. longestScan() tells how many entries
        // one lookup compared: about the largest group's size.
        FixedValueTable table(16, 8);
        auto keyOf = [](std::int64_t group, std::int64_t member) {
            std::string k(16, '\0');
            std::memcpy(k.data(), &group, 8);
            std::memcpy(k.data() + 8, &member, 8);
            return k;
        };
        for (std::int64_t member = 0; member < 40; ++member) {
            for (std::int64_t group = 0; group < 3000; ++group)
                table.insert(mixHash(group), keyOf(group, member).data());
        }
        bool added = false;
        table.findOrInsert(mixHash(77), keyOf(77, 0).data(), added); // present: a short scan
        QVERIFY(!added);
        QVERIFY(table.longestScan() < 100);
        for (std::int64_t member = 40; member < 2000; ++member) // a hot group
            table.insert(mixHash(1234), keyOf(1234, member).data());
        for (std::int64_t group = 0; group < 3000; group += 2)
            table.erase(mixHash(group), keyOf(group, 7).data());
        for (std::int64_t group : {0, 1, 1234, 2999}) {
            std::vector<std::int64_t> seen;
            table.forEachUnderTag(mixHash(group), keyOf(group, 0).data(), 8,
                                  [&](const char *key, char *) {
                                      std::int64_t g, m;
                                      std::memcpy(&g, key, 8);
                                      std::memcpy(&m, key + 8, 8);
                                      if (g != group)
                                          return false; // shows as a wrong list below
                                      seen.push_back(m);
                                      return true;
                                  });
            std::vector<std::int64_t> expected;
            for (std::int64_t member = 0; member < (group == 1234 ? 2000 : 40); ++member) {
                if (member != 7 || group % 2 != 0)
                    expected.push_back(member);
            }
            QCOMPARE(seen, expected);
        }
        bool inserted = true;
        QVERIFY(table.findOrInsert(mixHash(1234), keyOf(1234, 1999).data(), inserted));
        QVERIFY(!inserted);
        QVERIFY(table.longestScan() >= 1999);
        // Stopping early.
        int visits = 0;
        table.forEachUnderTag(mixHash(5), keyOf(5, 0).data(), 8,
                              [&](const char *, char *) { return ++visits < 3; });
        QCOMPARE(visits, 3);
        // clear() empties the table and gives its memory back; it works on afterwards.
        table.clear();
        QCOMPARE(table.entries(), std::int64_t{0});
        QCOMPARE(table.longestScan(), std::size_t{0});
        QVERIFY(!table.find(mixHash(5), keyOf(5, 0).data()));
        table.insert(mixHash(5), keyOf(5, 0).data());
        QVERIFY(table.find(mixHash(5), keyOf(5, 0).data()));
        int all = 0;
        table.forEachEntry([&](const char *, char *) { ++all; });
        QCOMPARE(all, 1);
    }

    void longRunsOfEqualTags()
    {
        // Seven tags for every key: runs thousands of slots long, equal tags told apart by key.
        Model m;
        m.hash = [](std::int64_t k) { return (static_cast<std::uint64_t>(k % 7) << 32) | 12345; };
        runModel(m, 40000, 3000, 2);
    }

    void tagsPilingUpPastTheLastHome()
    {
        // Every key has the largest tag: all sit past the last home, which forces growth until
        // the room there holds them.
        Model m;
        m.hash = [](std::int64_t k) { return (std::uint64_t{0xFFFFFFFF} << 32) | (k & 0xFFFF); };
        runModel(m, 6000, 800, 3);
        // A mix of the largest tag and well spread ones.
        Model mixed;
        mixed.hash = [](std::int64_t k) {
            return k % 3 == 0 ? std::uint64_t{0xFFFFFFFF} << 32 : mixHash(k);
        };
        runModel(mixed, 20000, 3000, 4);
    }

    void zeroHighHalf()
    {
        Model m;
        m.hash = [](std::int64_t k) { return static_cast<std::uint64_t>(k); }; // tag 0 -> 1
        runModel(m, 5000, 500, 5);
    }

    void wideRecords()
    {
        // Key and value wider than a cache line, odd sizes.
        FixedValueTable table(37, 71);
        std::string key(37, '\0');
        for (int k = 0; k < 5000; ++k) {
            std::memcpy(key.data() + 20, &k, 4);
            char *v = table.insert(mixHash(k), key.data());
            std::memset(v, k & 0x7F, 71);
        }
        for (int k = 0; k < 5000; ++k) {
            std::memcpy(key.data() + 20, &k, 4);
            const char *v = table.find(mixHash(k), key.data());
            QVERIFY(v);
            QCOMPARE(v[0], static_cast<char>(k & 0x7F));
            QCOMPARE(v[70], static_cast<char>(k & 0x7F));
        }
    }

    void backendOffersFixedTablesWithoutTtl()
    {
        ManualClock clock(0);
        auto backend = createHeapStateBackend(clock);
        FixedValueTable *t = backend->fixedValueTable("acc", 9, 8, TtlConfig{});
        QVERIFY(t);
        QCOMPARE(backend->fixedValueTable("acc", 9, 8, TtlConfig{}), t); // the same table
        QVERIFY(!backend->fixedValueTable("acc", 9, 16, TtlConfig{}));   // other sizes: refused
        QVERIFY(!backend->fixedValueTable("ttl", 9, 8, TtlConfig{std::chrono::minutes(1)}));
        const char key[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        t->insert(42, key);
        QCOMPARE(backend->totalEntries(), std::int64_t{1});
        // 4 + 9 + 8 packed: 32 would waste more than an eighth.
        QCOMPARE(backend->totalBytes(), std::int64_t{21});
        // 4 + 9 + 16 padded to 32: a slot then never spans two cache lines.
        FixedValueTable *wide = backend->fixedValueTable("wide", 9, 16, TtlConfig{});
        QVERIFY(wide);
        wide->insert(42, key);
        QCOMPARE(wide->bytes(), std::int64_t{32});
    }

    void growsWhereAddressSpaceIsLimited()
    {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        QSKIP("sanitizers reserve more address space than the limit allows");
#else
        // Under `ulimit -v` the 16 GiB reservation is refused: the block then takes what it needs
        // and moves (copies) when it grows. Checked in a child process, whose limit cannot
        // disturb the rest of the test.
        const pid_t child = fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            rlimit limit{};
            limit.rlim_cur = limit.rlim_max = rlim_t{4} << 30; // 4 GiB: far below a reservation
            if (setrlimit(RLIMIT_AS, &limit) != 0)
                _exit(2);
            Model m;
            m.hash = mixHash;
            for (std::int64_t k = 0; k < 300000; ++k)
                m.put(k, k * 7);
            for (std::int64_t k = 0; k < 300000; ++k) {
                if (!m.check(k))
                    _exit(1);
            }
            _exit(m.table.entries() == 300000 ? 0 : 1);
        }
        int status = 0;
        QCOMPARE(waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
#endif
    }

    void growableBlockKeepsItsContents()
    {
        heap::GrowableBlock block;
        block.resize(100);
        QVERIFY(block.size() >= 100);
        std::memset(block.data(), 7, 100);
        block.resize(5 << 20); // past 2 MiB: huge pages from here
        QVERIFY(block.size() >= (5 << 20));
        QCOMPARE(block.data()[99], char{7});
        QCOMPARE(block.data()[100], char{0});
        QCOMPARE(block.data()[(5 << 20) - 1], char{0});
        block.data()[(5 << 20) - 1] = 9;
        block.resize(64 << 20);
        QCOMPARE(block.data()[0], char{7});
        QCOMPARE(block.data()[(5 << 20) - 1], char{9});
        QCOMPARE(block.data()[(64 << 20) - 1], char{0});
    }
};

QTEST_GUILESS_MAIN(HeapFixedTableTest)
#include "heap_fixed_table_test.moc"
