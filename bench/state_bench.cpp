// State benchmark (issue 5 §6): whole jobs through the public API (startJob), a bounded datagen
// source into a blackhole sink (or a print sink, --sink print) at parallelism 1, on the heap
// ('hashmap') and the RocksDB backend, with mini-batch off and on:
//   groupby   GROUP BY b, COUNT(*) with b uniform over 1M keys
//   skewed    the same with 90 % of the rows on 1 % of the keys (10,000 hot keys, --hot-keys; the
//             other 10 % uniform over 1M keys)
//   few       the same over few keys (1,000 uniform, --few-keys)
//   join      l JOIN r ON l.k = r.k, each key once per side
// It prints rows/s (wall), rows per CPU second of the whole process ("per core": every thread of
// the job is charged) and, from the job's final metrics, the stateful operators' state entries
// and bytes and the bytes per entry (heap: the backend's estimate of its records; RocksDB:
// estimate-live-data-size plus memtables, and the SST files on disk), and the rows the sink
// received (changes: mini-batch makes fewer). Each configuration runs --repeat times; the best
// run is reported with the spread (slowest / best wall time).
//
// Usage: state_bench [--repeat N] [--rows N] [--only groupby|skewed|few|join] [--backend B]
//                    [--minibatch on|off] [--size N] [--latency D] [--hot-keys N]
//                    [--few-keys N] [--sink blackhole|print] [--set KEY=VALUE]...
//   --hot-keys: how many keys get 90 % of the skewed workload's rows (default 10,000: 1 %).
//   --rows: input rows per job (default 2,000,000; the join reads that many per side / 2).
//   --sink print: Flink's print connector, each line it formats handed to the bench, which
//             drops it: a sink that pays for each change, as real ones do.

#include "bench_support.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace {

constexpr std::int64_t kKeyDomain = 1'000'000;

struct Config {
    std::string workload;
    std::string backend;
    bool miniBatch = false;
};

struct Options {
    int repeat = 3;
    std::int64_t rows = 2'000'000;
    std::string only, backend, miniBatch;
    std::string size = "5000";
    std::string latency = "1 s";
    std::int64_t hotKeys = 10'000; ///< skewed: the keys 90 % of the rows go to (1 % of 1M)
    std::int64_t fewKeys = 1'000;  ///< few: the key domain
    std::string sink = "blackhole"; ///< or "print"
    std::vector<std::pair<std::string, std::string>> extra; ///< --set KEY=VALUE
};

struct Result {
    double wall = 0, cpu = 0;
    std::int64_t entries = 0, bytes = 0, sstBytes = 0, flushes = 0, sinkRows = 0;
    double averageBundle = 0;
};

std::string script(const std::string &workload, std::int64_t rows, const Options &o)
{
    if (workload == "join") {
        const std::string n = std::to_string(rows / 2);
        auto side = [&](const char *name, const char *col, const char *seed) {
            return std::string("CREATE TABLE ") + name + " (k BIGINT, " + col +
                   " BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '1000000000000', "
                   "'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '" + n +
                   "', 'fields." + col + ".min' = '1', 'fields." + col + ".max' = '1000', 'seed' = '" +
                   seed + "');\n";
        };
        return side("l", "v", "7") + side("r", "w", "8") +
               "CREATE TABLE snk (k BIGINT, v BIGINT, w BIGINT) WITH ('connector' = '" + o.sink + "');\n"
               "INSERT INTO snk SELECT l.k, l.v, r.w FROM l JOIN r ON l.k = r.k;\n";
    }
    std::string s = "CREATE TABLE src (a BIGINT, b BIGINT) WITH ('connector' = 'datagen', "
                    "'rows-per-second' = '1000000000000', 'fields.a.kind' = 'sequence', "
                    "'fields.a.start' = '1', 'fields.a.end' = '" +
                    std::to_string(rows) + "', 'fields.b.min' = '1', 'fields.b.max' = '" +
                    std::to_string(workload == "few" ? o.fewKeys : kKeyDomain) + "', 'seed' = '7');\n"
                    "CREATE TABLE snk (b BIGINT, c BIGINT) WITH ('connector' = '" + o.sink + "');\n";
    if (workload == "skewed") {
        // Nine rows in ten go to one of the hot keys 1..hotKeys, the tenth to any key.
        s += "INSERT INTO snk SELECT k, COUNT(*) FROM (SELECT CASE WHEN MOD(a, 10) <> 0 THEN "
             "MOD(b, " + std::to_string(o.hotKeys) + ") + 1 ELSE b END AS k FROM src) GROUP BY k;\n";
    } else {
        s += "INSERT INTO snk SELECT b, COUNT(*) FROM src GROUP BY b;\n";
    }
    return s;
}

bool isStateful(const std::string &name)
{
    return name == "Join" || name == "GroupAggregate" || name == "GlobalGroupAggregate";
}

bool run(const Config &c, const Options &o, Result &r)
{
    sluice::JobOptions options;
    options.settings = {{"parallelism.default", "1"}, {"state.backend.type", c.backend}};
    options.settings.insert(options.settings.end(), o.extra.begin(), o.extra.end());
    if (c.miniBatch) {
        options.settings.push_back({"table.exec.mini-batch.enabled", "true"});
        options.settings.push_back({"table.exec.mini-batch.size", o.size});
        options.settings.push_back({"table.exec.mini-batch.allow-latency", o.latency});
    }
    options.printOut = [](std::string_view) {}; // --sink print: formatted, then dropped
    sluice::bench::JobRun run;
    if (!sluice::bench::runJobToEnd(script(c.workload, o.rows, o), std::move(options),
                                    c.workload, run))
        return false;
    r.wall = run.wall;
    r.cpu = run.cpu;
    const sluice::MetricsSnapshot s = run.job->metrics();
    for (const sluice::SubtaskMetrics &m : s.subtasks) {
        if (m.miniBatchFlushes > 0 && (m.operatorName == "GroupAggregate" ||
                                       m.operatorName == "GlobalGroupAggregate")) {
            r.flushes = m.miniBatchFlushes;
            r.averageBundle = m.miniBatchAverageSize;
        }
        if (m.sink)
            r.sinkRows += m.recordsIn;
        if (!isStateful(m.operatorName))
            continue;
        r.entries += m.stateEntries;
        r.bytes += m.stateBytes;
        for (const auto &[name, value] : m.extra)
            if (name == "rocksdb.sstFilesBytes")
                r.sstBytes += value;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%s needs a value\n", a.c_str());
                std::exit(2);
            }
            return argv[++i];
        };
        if (a == "--repeat")
            o.repeat = std::max(1, std::atoi(next().c_str()));
        else if (a == "--rows")
            o.rows = std::max<std::int64_t>(1000, std::atoll(next().c_str()));
        else if (a == "--few-keys")
            o.fewKeys = std::max<std::int64_t>(1, std::atoll(next().c_str()));
        else if (a == "--hot-keys")
            o.hotKeys = std::max<std::int64_t>(1, std::atoll(next().c_str()));
        else if (a == "--only")
            o.only = next();
        else if (a == "--backend")
            o.backend = next();
        else if (a == "--minibatch")
            o.miniBatch = next();
        else if (a == "--size")
            o.size = next();
        else if (a == "--latency")
            o.latency = next();
        else if (a == "--sink") {
            o.sink = next();
            if (o.sink != "blackhole" && o.sink != "print") {
                std::fprintf(stderr, "--sink is blackhole or print, not '%s'\n", o.sink.c_str());
                return 2;
            }
        }
        else if (a == "--set") {
            const std::string kv = next();
            const auto eq = kv.find('=');
            if (eq == std::string::npos) {
                std::fprintf(stderr, "--set needs KEY=VALUE\n");
                return 2;
            }
            o.extra.push_back({kv.substr(0, eq), kv.substr(eq + 1)});
        }
        else {
            std::fprintf(stderr,
                         "usage: state_bench [--repeat N] [--rows N] [--only groupby|skewed|few|join] "
                         "[--backend hashmap|rocksdb] [--minibatch on|off] [--size N] "
                         "[--latency D] [--hot-keys N] [--few-keys N] [--sink blackhole|print] "
                         "[--set KEY=VALUE]\n");
            return 2;
        }
    }

    std::vector<Config> configs;
    for (const char *w : {"groupby", "skewed", "few", "join"}) {
        for (const char *b : {"hashmap", "rocksdb"}) {
            for (bool mb : {false, true}) {
                if (std::strcmp(w, "join") == 0 && mb)
                    continue; // the regular join does not use mini-batch
                if ((!o.only.empty() && o.only != w) || (!o.backend.empty() && o.backend != b) ||
                    (!o.miniBatch.empty() && (o.miniBatch == "on") != mb))
                    continue;
                configs.push_back({w, b, mb});
            }
        }
    }

    std::printf("rows per job: %lld, parallelism 1, mini-batch size %s / latency %s, %s sink, best of %d\n",
                static_cast<long long>(o.rows), o.size.c_str(), o.latency.c_str(), o.sink.c_str(), o.repeat);
    std::printf("%-8s %-8s %-4s %12s %14s %7s %10s %12s %9s %10s %8s %9s %11s\n", "workload", "backend",
                "mb", "rows/s", "rows/cpu-s", "spread", "entries", "state bytes", "B/entry",
                "sst B/ent", "flushes", "avg bundle", "sink rows");
    for (const Config &c : configs) {
        Result best;
        double worstWall = 0;
        bool ok = true;
        for (int i = 0; i < o.repeat && ok; ++i) {
            Result r;
            ok = run(c, o, r);
            if (!ok)
                break;
            worstWall = std::max(worstWall, r.wall);
            if (best.wall == 0 || r.wall < best.wall)
                best = r;
        }
        if (!ok)
            return 1;
        const double rows = static_cast<double>(o.rows);
        const double perEntry =
            best.entries > 0 ? static_cast<double>(best.bytes) / static_cast<double>(best.entries) : 0;
        const double sstPerEntry = best.entries > 0 ? static_cast<double>(best.sstBytes) /
                                                          static_cast<double>(best.entries)
                                                    : 0;
        std::printf("%-8s %-8s %-4s %12s %14s %6.2fx %10lld %12lld %9.1f %10.1f %8lld %9.0f %11lld\n",
                    c.workload.c_str(), c.backend.c_str(), c.miniBatch ? "on" : "off",
                    sluice::bench::humanCount(rows / best.wall).c_str(), sluice::bench::humanCount(rows / best.cpu).c_str(),
                    worstWall / best.wall, static_cast<long long>(best.entries),
                    static_cast<long long>(best.bytes), perEntry, sstPerEntry,
                    static_cast<long long>(best.flushes), best.averageBundle,
                    static_cast<long long>(best.sinkRows));
        std::fflush(stdout);
    }
    return 0;
}
