// What only the RocksDB backend has: TTL cleanup by the compaction filter (expired entries leave
// the disk), key-group range scans over the key layout, its folders (temporary, given, kept,
// reused), errors for unusable folders, corrupt databases and nonsense memory, the shared memory
// budget, the disk guard that keeps RocksDB away from a full disk, and the metrics.

#include "state/rocksdb_disk_guard.h"
#include "state/rocksdb_key_codec.h"
#include "state/rocksdb_state_backend.h"
#include "state/rocksdb_state_tables.h"

#include <rocksdb/sst_file_manager.h>

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <unistd.h>

using namespace sluice;
using namespace sluice::state;
using namespace std::string_literals;

namespace fs = std::filesystem;

namespace {

std::string valueOf(std::optional<std::string_view> v)
{
    return v ? std::string(*v) : std::string("<none>");
}

/// A fresh folder under the system temp dir for one test, removed afterwards.
class ScratchDir {
public:
    ScratchDir()
    {
        static int counter = 0;
        m_path = fs::temp_directory_path() / ("sluice-rocksdb-test-" + std::to_string(::getpid()) +
                                              "-" + std::to_string(++counter));
        fs::remove_all(m_path);
        fs::create_directories(m_path);
    }
    ~ScratchDir() { fs::remove_all(m_path); }
    const fs::path &path() const { return m_path; }

private:
    fs::path m_path;
};

RocksDbStateOptions optionsIn(const fs::path &dir)
{
    RocksDbStateOptions o;
    o.directory = dir.string();
    o.memory.budgetBytes = std::int64_t{8} << 20;
    return o;
}

std::unique_ptr<RocksDbStateBackend> mustOpen(const RocksDbStateOptions &options,
                                              const Clock &clock)
{
    auto r = RocksDbStateBackend::open(options, clock);
    if (!r) {
        qWarning("%s", r.status().message().c_str());
        return nullptr;
    }
    return std::move(*r);
}

/// Two instances of one job, sharing `memory`, in temporary folders.
std::pair<std::unique_ptr<RocksDbStateBackend>, std::unique_ptr<RocksDbStateBackend>>
openTwo(const std::shared_ptr<RocksDbSharedMemory> &memory, const Clock &clock)
{
    RocksDbStateOptions o;
    o.sharedMemory = memory;
    return {mustOpen(o, clock), mustOpen(o, clock)};
}

/// Every entry physically present (expired ones included), as "group|key|userKey=value".
std::vector<std::string> rawEntries(RocksDbStateBackend &b, StateTableKind kind,
                                    const std::string &table, int first = 0, int last = 32767)
{
    std::vector<std::string> out;
    const Status s = b.scanKeyGroups(
        kind, table, first, last, /*includeExpired=*/true, [&](const StateEntryView &e) {
            out.push_back(std::to_string(e.keyGroup) + "|" + std::string(e.key) + "|" +
                          std::string(e.userKey) + "=" + std::string(e.value));
            return true;
        });
    if (!s.isOk())
        out.push_back("error: " + s.message());
    return out;
}

} // namespace

class RocksDbStateBackendTest : public QObject {
    Q_OBJECT
private slots:
    void keyCodecRoundTrips()
    {
        std::string buf;
        for (int group : {0, 1, 255, 256, 32767}) {
            for (std::size_t len : {std::size_t{0}, std::size_t{1}, std::size_t{127},
                                    std::size_t{128}, std::size_t{20000}}) {
                const std::string key(len, 'k');
                rocksdb_codec::encodeKeyPrefix(buf, group, key);
                buf += "user";
                auto d = rocksdb_codec::decodeKey(buf);
                QVERIFY(d);
                QCOMPARE(d->keyGroup, group);
                QCOMPARE(std::string(d->key), key);
                QCOMPARE(std::string(d->userKey), "user"s);
            }
        }
        QVERIFY(!rocksdb_codec::decodeKey(std::string("\x00", 1)));
        QVERIFY(!rocksdb_codec::decodeKey(std::string("\x00\x01\x05"
                                                      "ab",
                                                      5))); // length past end
        // Groups sort numerically as bytes (big-endian), so a group range is a key range.
        std::string a, b;
        rocksdb_codec::encodeKeyPrefix(a, 255, "\xff\xff");
        rocksdb_codec::encodeKeyPrefix(b, 256, "");
        QVERIFY(a < b);
        QVERIFY(rocksdb_codec::isExpired(0, 100, 100));
        QVERIFY(!rocksdb_codec::isExpired(0, 100, 99));
        QVERIFY(!rocksdb_codec::isExpired(INT64_MAX - 5, 100, INT64_MAX - 1)); // no overflow
        QVERIFY(!rocksdb_codec::isExpired(0, 0, INT64_MAX));                   // no TTL
    }

    void compactionFilterRemovesExpiredFromDisk()
    {
        ManualClock clock(0);
        auto b = mustOpen(RocksDbStateOptions{}, clock);
        QVERIFY(b);
        const TtlConfig ttl{std::chrono::milliseconds(100)};
        ValueTable &v = b->valueTable("acc", ttl);
        MapTable &m = b->mapTable("rows", ttl);
        for (int i = 0; i < 100; ++i) {
            v.put(i % 7, "old" + std::to_string(i), "x");
            m.put(i % 7, "key", "old" + std::to_string(i), "x");
        }
        QVERIFY(b->compactAll().isOk()); // on disk at t=0, nothing expired yet
        QCOMPARE(rawEntries(*b, StateTableKind::Value, "acc").size(), std::size_t{100});
        QCOMPARE(b->expiredEntries(), std::int64_t{0});
        clock.set(60);
        for (int i = 0; i < 50; ++i) {
            v.put(i % 7, "new" + std::to_string(i), "y");
            m.put(i % 7, "key", "new" + std::to_string(i), "y");
        }
        v.put(0, "old0", "rewritten at 60"); // a write refreshes: survives
        clock.set(120);                      // the t=0 entries are expired, nobody touched them
        QCOMPARE(rawEntries(*b, StateTableKind::Value, "acc").size(), std::size_t{150});
        QCOMPARE(rawEntries(*b, StateTableKind::Map, "rows").size(), std::size_t{150});
        QCOMPARE(b->expiredEntries(), std::int64_t{0});
        QVERIFY(b->compactAll().isOk());
        QCOMPARE(rawEntries(*b, StateTableKind::Value, "acc").size(), std::size_t{51});
        QCOMPARE(rawEntries(*b, StateTableKind::Map, "rows").size(), std::size_t{50});
        QCOMPARE(b->tableProperty(StateTableKind::Value, "acc", "rocksdb.estimate-num-keys"),
                 std::int64_t{51});
        QCOMPARE(b->tableProperty(StateTableKind::Map, "rows", "rocksdb.estimate-num-keys"),
                 std::int64_t{50});
        QCOMPARE(b->totalEntries(), std::int64_t{101});
        QCOMPARE(b->expiredEntries(), std::int64_t{199}); // 99 values + 100 map entries
        QCOMPARE(valueOf(v.get(0, "old0")), "rewritten at 60"s);
        QCOMPARE(valueOf(v.get(1, "new1")), "y"s);
        // Everything expires: the tables empty out on disk.
        clock.set(1000);
        QVERIFY(b->compactAll().isOk());
        QCOMPARE(rawEntries(*b, StateTableKind::Value, "acc").size(), std::size_t{0});
        QCOMPARE(b->totalEntries(), std::int64_t{0});
        QCOMPARE(b->expiredEntries(), std::int64_t{300});
        QVERIFY(b->status().isOk());
    }

    void expiredEntryTouchedIsRemoved()
    {
        ManualClock clock(0);
        auto b = mustOpen(RocksDbStateOptions{}, clock);
        QVERIFY(b);
        ValueTable &v = b->valueTable("acc", TtlConfig{std::chrono::milliseconds(10)});
        MapTable &m = b->mapTable("rows", TtlConfig{std::chrono::milliseconds(10)});
        v.put(1, "k", "x");
        m.put(1, "k", "a", "x");
        m.put(1, "k", "b", "x");
        clock.set(10);
        QCOMPARE(rawEntries(*b, StateTableKind::Value, "acc").size(), std::size_t{1});
        QCOMPARE(valueOf(v.get(1, "k")), "<none>"s); // hidden, deleted, counted
        QCOMPARE(rawEntries(*b, StateTableKind::Value, "acc").size(), std::size_t{0});
        QVERIFY(m.empty(1, "k"));
        QCOMPARE(rawEntries(*b, StateTableKind::Map, "rows").size(), std::size_t{0});
        QCOMPARE(b->expiredEntries(), std::int64_t{3});
        // Hidden entries still show in a raw scan with includeExpired only.
        v.put(2, "k", "y");
        clock.set(25);
        int visible = 0;
        QVERIFY(b->scanKeyGroups(StateTableKind::Value, "acc", 0, 32767, false,
                                 [&](const StateEntryView &) { return ++visible, true; })
                    .isOk());
        QCOMPARE(visible, 0);
        QCOMPARE(rawEntries(*b, StateTableKind::Value, "acc").size(), std::size_t{1});
    }

    void keyGroupRangeScan()
    {
        ManualClock clock(0);
        auto b = mustOpen(RocksDbStateOptions{}, clock);
        QVERIFY(b);
        ValueTable &v = b->valueTable("acc", {});
        MapTable &m = b->mapTable("rows", {});
        std::mt19937 rng(7);
        std::set<std::tuple<int, std::string, std::string>> expectedValues;
        std::set<std::tuple<int, std::string, std::string>> expectedMap;
        const std::vector<int> groups{0, 1, 2, 127, 128, 255, 256, 257, 300, 1000, 32766, 32767};
        for (int i = 0; i < 2000; ++i) {
            const int g = groups[rng() % groups.size()];
            std::string key = "k" + std::to_string(rng() % 50);
            if (i % 11 == 0)
                key = std::string(1, static_cast<char>(0xff)) + key; // high bytes in keys
            v.put(g, key, "v" + key);
            expectedValues.emplace(g, key, "");
            const std::string u = "u" + std::to_string(rng() % 5);
            m.put(g, key, u, "m");
            expectedMap.emplace(g, key, u);
        }
        QVERIFY(b->compactAll().isOk()); // half on disk...
        v.put(128, "late", "memtable");  // ...half in the memtable
        expectedValues.emplace(128, "late", "");
        for (auto [first, last] : std::vector<std::pair<int, int>>{
                 {0, 32767}, {1, 255}, {128, 128}, {256, 300}, {3, 126}, {32767, 32767}, {0, 0}}) {
            for (StateTableKind kind : {StateTableKind::Value, StateTableKind::Map}) {
                const auto &all = kind == StateTableKind::Value ? expectedValues : expectedMap;
                std::vector<std::tuple<int, std::string, std::string>> want;
                for (const auto &e : all) {
                    if (std::get<0>(e) >= first && std::get<0>(e) <= last)
                        want.push_back(e);
                }
                std::vector<std::tuple<int, std::string, std::string>> got;
                int lastGroup = -1;
                bool ordered = true;
                const Status s = b->scanKeyGroups(
                    kind, kind == StateTableKind::Value ? "acc" : "rows", first, last, false,
                    [&](const StateEntryView &e) {
                        ordered = ordered && e.keyGroup >= lastGroup;
                        lastGroup = e.keyGroup;
                        got.emplace_back(e.keyGroup, std::string(e.key), std::string(e.userKey));
                        return true;
                    });
                QVERIFY2(s.isOk(), s.message().c_str());
                QVERIFY(ordered);
                std::sort(got.begin(), got.end());
                QCOMPARE(got.size(), want.size());
                QVERIFY(got == want);
            }
        }
        QCOMPARE(b->scanKeyGroups(StateTableKind::Value, "nope", 0, 1, false,
                                  [](const StateEntryView &) { return true; })
                     .code(),
                 StatusCode::NotFound);
        QCOMPARE(b->scanKeyGroups(StateTableKind::Value, "acc", 5, 32768, false,
                                  [](const StateEntryView &) { return true; })
                     .code(),
                 StatusCode::InvalidArgument);
    }

    void rewritesStayInPlace()
    {
        // Rewrites of an entry with a value no longer than before overwrite it in the memtable,
        // in value and map tables alike (an aggregate's accumulators and a distinct view's
        // counts fill memtables once per entry, not once per change). A longer value is a new
        // entry; reads see the newest either way, and a map's scan sees every entry once.
        ManualClock clock(0);
        auto b = mustOpen(RocksDbStateOptions{}, clock);
        QVERIFY(b);
        ValueTable &v = b->valueTable("acc", TtlConfig{});
        MapTable &m = b->mapTable("seen", TtlConfig{});
        v.put(5, "key", "value-00000");
        for (int u = 0; u < 100; ++u)
            m.put(5, "key", "user-" + std::to_string(u), "value-00000");
        const std::int64_t first = b->memTableBytes();
        for (int i = 1; i <= 20000; ++i) {
            char value[16];
            std::snprintf(value, sizeof value, "value-%05d", i);
            v.put(5, "key", value);
            m.put(5, "key", "user-" + std::to_string(i % 100), value);
        }
        const std::int64_t after = b->memTableBytes();
        QCOMPARE(valueOf(v.get(5, "key")), std::string("value-20000"));
        QCOMPARE(valueOf(m.get(5, "key", "user-0")), std::string("value-20000"));
        QVERIFY2(after - first < 4096, std::to_string(after - first).c_str());
        int seen = 0;
        m.forEach(5, "key", [&](std::string_view, std::string_view value) {
            seen += value > std::string_view("value-19900") ? 1 : 0; // each entry's newest
            return true;
        });
        QCOMPARE(seen, 100);
        // A longer value cannot overwrite a shorter one: a new entry, read back all the same.
        v.put(5, "key", "a longer value than before");
        m.put(5, "key", "user-1", "a longer value than before");
        QCOMPARE(valueOf(v.get(5, "key")), std::string("a longer value than before"));
        QCOMPARE(valueOf(m.get(5, "key", "user-1")), std::string("a longer value than before"));
        QVERIFY(b->status().isOk());
    }

    void valueCacheAgreesWithAModel()
    {
        // The value tables' write-back cache against a plain map, under TTL: hot keys (read
        // again and again, so cached and written back late), more warm keys than the cache holds
        // (so dirty entries are evicted), cold keys read once; gets, read-modify-writes through
        // getMany (the visitor writing the table, as the window aggregation does), removes,
        // expiry; and checkpoints (snapshot) and raw scans, which must see every write.
        ManualClock clock(0);
        auto b = mustOpen(optionsIn(ScratchDir().path()), clock);
        QVERIFY(b);
        constexpr std::int64_t kTtl = 5000;
        ValueTable &v = b->valueTable("acc", TtlConfig{std::chrono::milliseconds(kTtl)});
        struct Stamped {
            std::string value;
            std::int64_t written;
        };
        std::map<std::string, Stamped> model;
        auto live = [&](const std::string &key) -> std::optional<std::string> {
            auto it = model.find(key);
            if (it == model.end())
                return std::nullopt;
            if (it->second.written + kTtl <= clock.nowMillis()) {
                model.erase(it); // touched and expired: gone
                return std::nullopt;
            }
            return it->second.value;
        };
        auto modelPut = [&](const std::string &key, std::string value) {
            model[key] = {std::move(value), clock.nowMillis()};
        };
        auto snapshotOf = [&] {
            std::map<std::string, std::string> out;
            const Status s = b->snapshot([](const StateTableInfo &) {},
                                         [&](const StateEntry &e) {
                                             out[std::string(e.key)] = std::string(e.value);
                                         });
            if (!s.isOk())
                out["error"] = s.message();
            return out;
        };
        auto liveModel = [&] {
            std::map<std::string, std::string> out;
            for (const auto &[key, s] : model)
                if (s.written + kTtl > clock.nowMillis())
                    out[key] = s.value;
            return out;
        };
        constexpr std::size_t kWarm = RocksDbValueTable::kCacheEntries + 8000;
        std::mt19937_64 rng(42);
        auto pickKey = [&]() -> std::string {
            const std::uint64_t r = rng() % 100;
            if (r < 40)
                return "hot-" + std::to_string(rng() % 64);
            if (r < 90)
                return "warm-" + std::to_string(rng() % kWarm);
            return "cold-" + std::to_string(rng());
        };
        std::vector<std::string> keys;
        for (int round = 0; round < 200000; ++round) {
            if (round % 1000 == 0)
                clock.advance(static_cast<std::int64_t>(rng() % 200));
            const std::uint64_t op = rng() % 100;
            if (op < 45) { // read-modify-write of a batch of keys, written by the visitor
                keys.clear();
                const std::size_t n = 1 + rng() % 32;
                for (std::size_t i = 0; i < n; ++i)
                    keys.push_back(pickKey());
                std::sort(keys.begin(), keys.end());
                keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
                bool agreed = true;
                v.getMany(
                    keys.size(), [&](std::size_t i) { return std::pair<int, std::string_view>(7, keys[i]); },
                    [&](std::size_t i, std::optional<std::string_view> got) {
                        const std::optional<std::string> want = live(keys[i]);
                        agreed = agreed && (got ? std::optional<std::string>(std::string(*got)) : std::nullopt) == want;
                        const std::string next = std::to_string(std::stoll(want.value_or("0")) + 1);
                        v.put(7, keys[i], next);
                        modelPut(keys[i], next);
                    });
                QVERIFY2(agreed, ("round " + std::to_string(round)).c_str());
            } else if (op < 80) {
                const std::string key = pickKey();
                QCOMPARE(valueOf(v.get(7, key)), live(key).value_or("<none>"));
            } else if (op < 92) {
                const std::string key = pickKey();
                const std::string value = std::to_string(rng() % 1000);
                v.put(7, key, value);
                modelPut(key, value);
            } else if (op < 99) {
                const std::string key = pickKey();
                v.remove(7, key);
                model.erase(key);
            } else if (round % 50 == 0) {
                QCOMPARE(snapshotOf(), liveModel());
            }
        }
        QCOMPARE(snapshotOf(), liveModel());
        // A raw scan, expired entries included, finds no entry the model lacks.
        std::size_t raw = 0;
        QVERIFY(b->scanKeyGroups(StateTableKind::Value, "acc", 0, 32767, true,
                                 [&](const StateEntryView &e) {
                                     raw += model.count(std::string(e.key)) > 0 ? 1 : 1000000;
                                     return true;
                                 })
                    .isOk());
        QVERIFY2(raw <= model.size(), std::to_string(raw).c_str());
        // Within its share of the budget (trimmed at the start of each call, so the last call's
        // entry or value may be over it), its doorkeeper apart.
        const std::size_t cached = static_cast<RocksDbValueTable &>(v).cacheBytes();
        const std::size_t lastCall = 1024;
        QVERIFY2(cached > 0 && cached <= RocksDbValueTable::cacheBytesFor(std::int64_t{8} << 20) +
                                             (std::size_t{1} << 17) + lastCall,
                 std::to_string(cached).c_str());
        QVERIFY(b->status().isOk());
    }

    void valueCacheRestsOnKeysReadOnce()
    {
        // Keys read once each leave the cache idle: it empties itself (its dirty hot entries
        // written back first) and every read stays right.
        ManualClock clock(0);
        auto b = mustOpen(optionsIn(ScratchDir().path()), clock);
        QVERIFY(b);
        ValueTable &v = b->valueTable("acc", TtlConfig{});
        for (int i = 0; i < 5; ++i) // read again and again: cached, the last writes only there
            for (int k = 0; k < 100; ++k) {
                const std::string key = "hot-" + std::to_string(k);
                v.put(3, key, std::to_string(i));
                QCOMPARE(valueOf(v.get(3, key)), std::to_string(i));
            }
        for (int k = 0; k < 400000; ++k)
            QCOMPARE(valueOf(v.get(3, "once-" + std::to_string(k))), "<none>"s);
        for (int k = 0; k < 100; ++k)
            QCOMPARE(valueOf(v.get(3, "hot-" + std::to_string(k))), "4"s);
        std::size_t entries = 0;
        QVERIFY(b->scanKeyGroups(StateTableKind::Value, "acc", 0, 32767, true,
                                 [&](const StateEntryView &e) {
                                     entries += e.value == "4" ? 1 : 1000;
                                     return true;
                                 })
                    .isOk());
        QCOMPARE(entries, std::size_t{100});
    }

    void pointAccessMapTableThroughFlushes()
    {
        // A map table bucketed by whole entry key (a distinct view of the values seen), 1 MiB
        // for everything: many flushes, so reads come from memtables and SST files alike, found
        // by whole-key filters; a key's scan still sees its entries in order, across both.
        ManualClock clock(0);
        RocksDbStateOptions o;
        o.memory.budgetBytes = std::int64_t{1} << 20;
        auto b = mustOpen(o, clock);
        QVERIFY(b);
        MapTable &t = b->mapTableFor("seen", {.writesMostlyNew = true, .pointAccessOnly = true});
        std::map<std::string, std::string> model; // "group key" -> value, of key "day" or "day2"
        std::mt19937 rng(5);
        auto userKey = [](int i) { return "bidder-" + std::to_string(i); };
        for (int i = 0; i < 30000; ++i) {
            const std::string key = i % 3 == 0 ? "day2" : "day";
            const std::string value(64, static_cast<char>('a' + rng() % 26));
            t.put(7, key, userKey(i), value);
            model[key + "/" + userKey(i)] = value;
            if (i % 1000 == 999) { // a value written again, much later: the newest wins
                const int again = static_cast<int>(rng() % static_cast<unsigned>(i));
                const std::string againKey = again % 3 == 0 ? "day2" : "day";
                t.put(7, againKey, userKey(again), "again");
                model[againKey + "/" + userKey(again)] = "again";
            }
        }
        std::vector<std::pair<std::string, std::int64_t>> extra;
        b->extraMetrics(extra);
        const std::map<std::string, std::int64_t> named(extra.begin(), extra.end());
        QVERIFY2(named.at("rocksdb.sstFilesBytes") > 0, "no flush: the test reads memtables only");
        for (int i = 0; i < 30000; i += 13) {
            const std::string key = i % 3 == 0 ? "day2" : "day";
            QCOMPARE(valueOf(t.get(7, key, userKey(i))), model.at(key + "/" + userKey(i)));
            QVERIFY(!t.get(7, key == "day" ? "day2" : "day", userKey(i))); // the other key's
            QVERIFY(!t.get(8, key, userKey(i)));                             // another group's
        }
        QVERIFY(!t.get(7, "day", "bidder-30000"));
        std::vector<std::string> seen;
        t.forEach(7, "day2", [&](std::string_view k, std::string_view v) {
            seen.push_back(std::string(k));
            if (v != model.at("day2/" + std::string(k)))
                seen.push_back("wrong value");
            return true;
        });
        std::vector<std::string> expected;
        for (const auto &[k, v] : model)
            if (k.rfind("day2/", 0) == 0)
                expected.push_back(k.substr(5));
        QCOMPARE(seen, expected); // byte order, each entry once, none of "day"'s
        t.removeAll(7, "day2");
        QVERIFY(t.empty(7, "day2"));
        QVERIFY(!t.empty(7, "day"));
        QVERIFY(b->compactAll().isOk());
        QCOMPARE(valueOf(t.get(7, "day", userKey(1))), model.at("day/" + userKey(1)));
        QVERIFY(b->status().isOk());
    }

    void manyEntriesThroughFlushesWithSmallBudget()
    {
        // 1 MiB for everything: memtables flush constantly, reads come from SST files and the
        // shared cache; nothing is lost.
        ManualClock clock(0);
        RocksDbStateOptions o;
        o.memory.budgetBytes = std::int64_t{1} << 20;
        auto b = mustOpen(o, clock);
        QVERIFY(b);
        ValueTable &v = b->valueTable("acc", TtlConfig{std::chrono::hours(1)});
        std::mt19937 rng(3);
        std::vector<std::string> payloads(20000, std::string(200, ' '));
        for (std::string &p : payloads) { // random bytes: compression must not shrink them away
            for (char &c : p)
                c = static_cast<char>('a' + rng() % 26);
        }
        for (int i = 0; i < 20000; ++i)
            v.put(i % 128, "key" + std::to_string(i), payloads[i]);
        for (int i = 0; i < 20000; i += 7)
            QCOMPARE(valueOf(v.get(i % 128, "key" + std::to_string(i))), payloads[i]);
        QVERIFY(b->sharedMemory().blockCacheUsage() > 0);
        QVERIFY(b->totalBytes() > 0);
        std::vector<std::pair<std::string, std::int64_t>> extra;
        b->extraMetrics(extra);
        std::map<std::string, std::int64_t> named(extra.begin(), extra.end());
        QVERIFY2(named.at("rocksdb.sstFilesBytes") > 20000 * 100,
                 std::to_string(named.at("rocksdb.sstFilesBytes")).c_str());
        QVERIFY(named.count("rocksdb.memTableBytes"));
        QVERIFY(named.count("rocksdb.liveDataBytes"));
        QVERIFY(named.at("rocksdb.blockCacheUsage") > 0);
        QCOMPARE(named.at("rocksdb.blockCacheCapacity"), b->sharedMemory().blockCacheCapacity());
        // The value cache's memory: its doorkeeper at least (keys were read once), within the
        // table's share of the budget.
        QVERIFY(named.at("rocksdb.valueCacheBytes") > 0);
        QVERIFY2(named.at("rocksdb.valueCacheBytes") <=
                     static_cast<std::int64_t>(RocksDbValueTable::cacheBytesFor(b->sharedMemory().budgetBytes()) +
                                               (std::size_t{1} << 17)), // the doorkeeper's bits
                 std::to_string(named.at("rocksdb.valueCacheBytes")).c_str());
        // Compacted, the live-data estimate is accurate: bytes cover the payload.
        QVERIFY(b->compactAll().isOk());
        QVERIFY2(b->totalBytes() > 20000 * 100, std::to_string(b->totalBytes()).c_str());
        const std::int64_t n = b->totalEntries();
        QCOMPARE(n, std::int64_t{20000}); // exact once compacted (no overwrites)
        QVERIFY(b->status().isOk());
    }

    void sharedMemoryIsSizedLikeFlink()
    {
        auto mem = RocksDbSharedMemory::create(RocksDbMemoryOptions{std::int64_t{3} << 20});
        QVERIFY(mem);
        QCOMPARE((*mem)->blockCacheCapacity(), std::int64_t{5} << 19);  // (3 - 0.5) / 3 × 3 MiB
        QCOMPARE((*mem)->writeBufferCapacity(), std::int64_t{1} << 20); // 2 × 0.5 / 3 × 3 MiB
        // Two instances of a job share it.
        ManualClock clock(0);
        auto [a, c] = openTwo(*mem, clock);
        QVERIFY(a && c);
        QVERIFY(a->directory() != c->directory());
        QCOMPARE(&a->sharedMemory(), &c->sharedMemory());
        a->valueTable("t", {}).put(1, "k", "from a");
        c->valueTable("t", {}).put(1, "k", "from c");
        QCOMPARE(valueOf(a->valueTable("t", {}).get(1, "k")), "from a"s);
        QCOMPARE(valueOf(c->valueTable("t", {}).get(1, "k")), "from c"s);
        QVERIFY((*mem)->writeBufferUsage() > 0);
    }

    void diskGuardIsSharedAndKeepsAReserve()
    {
        auto mem = RocksDbSharedMemory::create(RocksDbMemoryOptions{std::int64_t{3} << 20});
        QVERIFY(mem);
        ManualClock clock(0);
        auto [a, c] = openTwo(*mem, clock);
        QVERIFY(a && c);
        // One guard, so one SstFileManager and one budget, for the job's instances on a disk.
        auto ga = (*mem)->diskGuard(a->directory());
        auto gc = (*mem)->diskGuard(c->directory());
        QVERIFY(ga && gc);
        QCOMPARE(ga->get(), gc->get());
        const RocksDbDiskGuard &guard = **ga;
        QCOMPARE((*mem)->flushReserveBytes(),
                 (*mem)->writeBufferCapacity() + 2 * (*mem)->writeBufferSizePerTable());
        QCOMPARE(guard.reserveBytes(),
                 (*mem)->flushReserveBytes() + RocksDbDiskGuard::kMetadataReserveBytes);
        QVERIFY(guard.limitBytes() > 0);
        QVERIFY(guard.check(a->directory()).isOk());
        // Both instances' SST files count against the one limit.
        std::mt19937 rng(5);
        std::string payload(300, ' ');
        for (char &ch : payload)
            ch = static_cast<char>('a' + rng() % 26);
        a->valueTable("t", {}).put(1, "k", payload);
        QVERIFY(a->compactAll().isOk());
        const std::int64_t afterA = guard.sstBytes();
        QVERIFY2(afterA > 300, std::to_string(afterA).c_str());
        c->valueTable("t", {}).put(1, "k", payload);
        QVERIFY(c->compactAll().isOk());
        QVERIFY2(guard.sstBytes() > afterA, std::to_string(guard.sstBytes()).c_str());
        QVERIFY(guard.compactionFits(0));
        QVERIFY(!guard.compactionFits(guard.limitBytes()));
        QVERIFY(a->maintain(0).isOk());
        // A file system without room for the reserve is refused, naming the folder.
        auto tooSmall = RocksDbDiskGuard::create(a->directory(), std::int64_t{1} << 60, 0);
        QVERIFY(!tooSmall);
        QCOMPARE(tooSmall.status().code(), StatusCode::IoError);
        QVERIFY2(tooSmall.status().message().find(a->directory() + "' is full") !=
                     std::string::npos,
                 tooSmall.status().message().c_str());
    }

    void spaceLimitFailsNamingTheFolder()
    {
        // RocksDB's own stop at the limit (a SpaceLimit background error after a flush crosses
        // it) surfaces as a full folder, from the writes, a flush and the periodic check.
        ManualClock clock(0);
        ScratchDir scratch;
        auto mem = RocksDbSharedMemory::create(RocksDbMemoryOptions{std::int64_t{1} << 20});
        QVERIFY(mem);
        RocksDbStateOptions o = optionsIn(scratch.path() / "db");
        o.sharedMemory = *mem;
        auto b = mustOpen(o, clock);
        QVERIFY(b);
        auto guard = (*mem)->diskGuard(b->directory());
        QVERIFY(guard);
        (*guard)->sstFileManager()->SetMaxAllowedSpaceUsage(1); // as if the disk had no room left
        ValueTable &v = b->valueTable("acc", {});
        std::mt19937 rng(7);
        std::string payload(200, ' ');
        for (int i = 0; i < 20000; ++i) { // a few MiB through memtables of a few hundred KiB
            for (char &ch : payload)
                ch = static_cast<char>('a' + rng() % 26);
            v.put(i % 128, "key" + std::to_string(i), payload);
        }
        const Status flushed = b->compactAll();
        QVERIFY(!flushed.isOk());
        QVERIFY2(flushed.message().find(b->directory() + "' is full") != std::string::npos,
                 flushed.message().c_str());
        const Status s = b->status();
        QVERIFY(!s.isOk());
        QCOMPARE(s.code(), StatusCode::IoError);
        QVERIFY2(s.message().find(b->directory() + "' is full") != std::string::npos,
                 s.message().c_str());
        QVERIFY2(s.message().find("state.backend.rocksdb.localdir") != std::string::npos,
                 s.message().c_str());
        const Status checked = b->maintain(0);
        QVERIFY2(checked.message().find("' is full") != std::string::npos,
                 checked.message().c_str());
    }

    void nonsenseMemoryIsRejected()
    {
        ManualClock clock(0);
        for (std::int64_t budget : {std::int64_t{0}, std::int64_t{-5}, std::int64_t{1000}}) {
            RocksDbStateOptions o;
            o.memory.budgetBytes = budget;
            auto r = createRocksDbStateBackend(o, clock);
            QVERIFY(!r);
            QCOMPARE(r.status().code(), StatusCode::InvalidArgument);
            QVERIFY2(r.status().message().find("taskmanager.memory.managed.fraction") !=
                         std::string::npos,
                     r.status().message().c_str());
        }
        RocksDbStateOptions o;
        o.memory.writeBufferRatio = 1.5;
        auto r = createRocksDbStateBackend(o, clock);
        QVERIFY(!r);
        QVERIFY(r.status().message().find("write-buffer-ratio") != std::string::npos);
        o.memory.writeBufferRatio = 0.5;
        o.memory.highPriorityPoolRatio = std::numeric_limits<double>::quiet_NaN();
        QVERIFY(!createRocksDbStateBackend(o, clock));
    }

    void temporaryFolderIsRemoved()
    {
        ManualClock clock(0);
        std::string dir;
        {
            auto b = mustOpen(RocksDbStateOptions{}, clock);
            QVERIFY(b);
            dir = b->directory();
            QVERIFY(fs::is_directory(dir));
            QVERIFY(fs::exists(fs::path(dir) / "CURRENT"));
            b->valueTable("t", {}).put(0, "k", "v");
            QVERIFY(b->compactAll().isOk());
        }
        QVERIFY(!fs::exists(dir));
    }

    void givenFolderIsCreatedAndRemoved()
    {
        ScratchDir scratch;
        ManualClock clock(0);
        const fs::path dir = scratch.path() / "job-1" / "GroupAggregate-0";
        {
            auto b = mustOpen(optionsIn(dir), clock);
            QVERIFY(b);
            QCOMPARE(b->directory(), dir.string());
            b->valueTable("t", {}).put(0, "k", "v");
        }
        QVERIFY(!fs::exists(dir));                     // ours: removed
        QVERIFY(fs::exists(scratch.path() / "job-1")); // the runtime's: left alone
    }

    void existingFolderKeepsForeignFiles()
    {
        ScratchDir scratch;
        ManualClock clock(0);
        {
            std::ofstream(scratch.path() / "notes.txt") << "not RocksDB's";
        }
        {
            auto b = mustOpen(optionsIn(scratch.path()), clock);
            QVERIFY(b);
            b->valueTable("t", {}).put(0, "k", "v");
            QVERIFY(b->compactAll().isOk());
        }
        QVERIFY(fs::exists(scratch.path() / "notes.txt"));
        QVERIFY(!fs::exists(scratch.path() / "CURRENT"));
    }

    void keptFolderStartsEmptyWhenReused()
    {
        ScratchDir scratch;
        ManualClock clock(0);
        RocksDbStateOptions o = optionsIn(scratch.path() / "db");
        o.deleteDirectory = false;
        {
            auto b = mustOpen(o, clock);
            QVERIFY(b);
            b->valueTable("t", {}).put(0, "k", "old run");
            b->mapTable("m", {}).put(0, "k", "u", "old run");
            QVERIFY(b->compactAll().isOk());
        }
        QVERIFY(fs::exists(scratch.path() / "db" / "CURRENT"));
        auto b = mustOpen(o, clock);
        QVERIFY(b);
        QCOMPARE(valueOf(b->valueTable("t", {}).get(0, "k")), "<none>"s);
        QVERIFY(b->mapTable("m", {}).empty(0, "k"));
        b->valueTable("t", {}).put(0, "k", "new run");
        QCOMPARE(valueOf(b->valueTable("t", {}).get(0, "k")), "new run"s);
    }

    void unusableFolderIsAnError()
    {
        ManualClock clock(0);
        ScratchDir scratch;
        {
            std::ofstream(scratch.path() / "plain-file") << "x";
        }
        const std::vector<fs::path> bad{
            "/proc/sluice-state/job-1",           // cannot be created
            scratch.path() / "plain-file" / "db", // parent is a file
            scratch.path() / "plain-file",        // is a file
        };
        for (const fs::path &dir : bad) {
            auto r = createRocksDbStateBackend(optionsIn(dir), clock);
            QVERIFY2(!r, dir.c_str());
            QCOMPARE(r.status().code(), StatusCode::IoError);
            QVERIFY2(r.status().message().find(dir.string()) != std::string::npos,
                     r.status().message().c_str());
        }
        QVERIFY(fs::is_regular_file(scratch.path() / "plain-file"));
        // Two instances cannot share one folder.
        auto first = mustOpen(optionsIn(scratch.path() / "db"), clock);
        QVERIFY(first);
        auto second = createRocksDbStateBackend(optionsIn(scratch.path() / "db"), clock);
        QVERIFY(!second);
        QVERIFY(second.status().message().find((scratch.path() / "db").string()) !=
                std::string::npos);
        QVERIFY(fs::exists(scratch.path() / "db" / "CURRENT")); // the failed one removed nothing
    }

    void corruptFolderIsAnError()
    {
        ManualClock clock(0);
        ScratchDir scratch;
        for (const char *current : {"garbage", "MANIFEST-000001\n"}) {
            const fs::path dir = scratch.path() / (current[0] == 'g' ? "a" : "b");
            fs::create_directories(dir);
            std::ofstream(dir / "CURRENT") << current;
            std::ofstream(dir / "MANIFEST-000001") << "this is not a RocksDB manifest at all";
            auto r = createRocksDbStateBackend(optionsIn(dir), clock);
            QVERIFY(!r);
            QCOMPARE(r.status().code(), StatusCode::IoError);
            QVERIFY2(r.status().message().find(dir.string()) != std::string::npos,
                     r.status().message().c_str());
            QVERIFY2(r.status().message().find("corrupt") != std::string::npos,
                     r.status().message().c_str());
            QVERIFY(fs::exists(dir / "CURRENT")); // left for the user to inspect
            QVERIFY(fs::exists(dir / "MANIFEST-000001"));
        }
    }
};

QTEST_GUILESS_MAIN(RocksDbStateBackendTest)
#include "rocksdb_state_backend_test.moc"
