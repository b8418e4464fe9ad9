// Side by side with Flink (the issue's §5): the same job text on Sluice's embedded engine and on
// Apache Flink 1.20 (the Flink oracle: one JVM with a local MiniCluster), both at parallelism 1,
// on the heap ('hashmap') and the RocksDB state backend:
//   filter   datagen -> WHERE MOD(a, 4) <> 0, projection a + b, b * 2 -> blackhole
//   groupby  GROUP BY MOD(a, 1000000), COUNT(*) -> blackhole (1M keys once rows >= 1M)
//   join     l JOIN r ON l.k = r.k, each key once per side -> blackhole
// The keys come from datagen sequences, so both engines see the same rows and the counts are
// known: Flink answers a batch-mode COUNT of each workload once, Sluice's every run is checked
// against its source and sink record counters; a run that fails or comes up short prints no figure.
//
// Figures are input rows per CPU second of the whole process during the job (getrusage for
// Sluice, from after planning to the job's end; the JVM's process CPU time for Flink, from the
// script's arrival to its job's end, so Flink's planning, job submission and every cluster thread
// count). The oracle's JVM runs with the full tiered JIT, not the C1-only flags the tests use, and
// is warmed up by one untimed run of each configuration. Best (least CPU) of --repeat runs. RocksDB
// gets the same fixed memory budget on both (kRocksDbMemory). Beside each figure, Flink's fixed
// cost: its CPU for the same job over 1,000 rows (planning, deployment, start and end of tasks).
//
// Usage: flink_side_by_side [--repeat N] [--rows N] [--only filter|groupby|join]
//                           [--backend heap|rocksdb|both]
//   --rows: rows per source for every workload (default: 10M for filter, 1M for groupby and for
//           each side of the join; groupby's keys then come once each, --rows 2000000 gives each
//           key two rows, so updates).

#include "bench_support.h"
#include "bench_flink.h"

#include <sluice/engine.h>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace {

using namespace std::chrono_literals;
using sluice::bench::bestOf;
using sluice::bench::benchArgsFile;
using sluice::bench::cpuSeconds;
using sluice::bench::startFlink;
using sluice::bench::humanCount;
using sluice::difftest::FlinkOracle;
using sluice::difftest::OracleAnswer;

constexpr std::int64_t kKeys = 1'000'000;     ///< groupby: distinct keys once rows >= kKeys
constexpr std::int64_t kFixedCostRows = 1000; ///< the tiny job that shows Flink's per-job cost
constexpr auto kFlinkTimeout = 600s;
// RocksDB's memory on both engines. Left to managed memory, Flink's share would be the oracle
// cluster's 512 MB over its 16 slots, 32 MB, and its RocksDB runs starve (a join of 200k rows a
// side did not end within a minute); Sluice's would be 0.4 x 1728 MiB. One fixed budget, Flink's
// default managed memory, keeps the comparison about the engines.
constexpr const char *kRocksDbMemory = "512mb";

struct Options {
    int repeat = 3;
    std::int64_t rows = 0; ///< rows per source; 0: each workload's default (defaultRows)
    std::string only;
    std::string backend = "both";
};

// --- Job text, the same for both engines ---------------------------------------------------------

std::string datagen(const std::string &name, const std::string &seqField,
                    const std::string &randField, std::int64_t randMax, std::int64_t rows)
{
    // 'number-of-rows' makes the table bounded for Flink's batch-mode check; the sequence alone
    // ends the streaming job at the same row.
    const std::string n = std::to_string(rows);
    return "CREATE TABLE " + name + " (" + seqField + " BIGINT, " + randField +
           " BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '1000000000000', "
           "'number-of-rows' = '" + n + "', 'fields." + seqField + ".kind' = 'sequence', 'fields." +
           seqField + ".start' = '1', 'fields." + seqField + ".end' = '" + n + "', 'fields." +
           randField + ".kind' = 'random', 'fields." + randField + ".min' = '1', 'fields." +
           randField + ".max' = '" + std::to_string(randMax) + "');\n";
}

std::string tables(const std::string &workload, std::int64_t rows)
{
    if (workload == "join")
        return datagen("l", "k", "v", 1000, rows) + datagen("r", "k", "w", 1000, rows);
    return datagen("src", "a", "b", kKeys, rows);
}

std::string groupKey() { return "MOD(a, " + std::to_string(kKeys) + ")"; }

/// The timed job: SETs, tables, a blackhole sink and one INSERT.
std::string jobScript(const std::string &workload, const std::string &backend, std::int64_t rows)
{
    std::string s = "SET 'parallelism.default' = '1';\nSET 'state.backend.type' = '" + backend +
                    "';\n";
    if (backend == "rocksdb")
        s += "SET 'state.backend.rocksdb.memory.fixed-per-slot' = '" + std::string(kRocksDbMemory) +
             "';\n";
    s += tables(workload, rows);
    if (workload == "filter")
        return s + "CREATE TABLE snk (x BIGINT, y BIGINT) WITH ('connector' = 'blackhole');\n"
                   "INSERT INTO snk SELECT a + b, b * 2 FROM src WHERE MOD(a, 4) <> 0;\n";
    if (workload == "groupby")
        return s + "CREATE TABLE snk (k BIGINT, c BIGINT) WITH ('connector' = 'blackhole');\n"
                   "INSERT INTO snk SELECT " + groupKey() + ", COUNT(*) FROM src GROUP BY " +
               groupKey() + ";\n";
    return s + "CREATE TABLE snk (k BIGINT, v BIGINT, w BIGINT) WITH ('connector' = 'blackhole');\n"
               "INSERT INTO snk SELECT l.k, l.v, r.w FROM l JOIN r ON l.k = r.k;\n";
}

/// Flink's check, in batch mode so it returns one row: the workload's result size.
std::string checkScript(const std::string &workload, std::int64_t rows)
{
    std::string s = "SET 'execution.runtime-mode' = 'batch';\n" + tables(workload, rows);
    if (workload == "filter")
        return s + "SELECT COUNT(*) FROM src WHERE MOD(a, 4) <> 0;\n";
    if (workload == "groupby")
        return s + "SELECT COUNT(*), SUM(c) FROM (SELECT " + groupKey() +
               " AS k, COUNT(*) AS c FROM src GROUP BY " + groupKey() + ");\n";
    return s + "SELECT COUNT(*) FROM l JOIN r ON l.k = r.k;\n";
}

/// What the check must answer, as Flink prints it.
std::vector<std::string> expectedCheck(const std::string &workload, std::int64_t rows)
{
    if (workload == "filter")
        return {std::to_string(rows - rows / 4)};
    if (workload == "groupby")
        return {std::to_string(std::min(rows, kKeys)), std::to_string(rows)};
    return {std::to_string(rows)};
}

/// A few seconds of Flink per run on a 2-core machine (its RocksDB join takes 15-20 s; 1M keys a
/// side is the workload). The filter is cheap per row, so it needs more of them to stand well
/// above Flink's fixed cost per job.
std::int64_t defaultRows(const std::string &workload)
{
    return workload == "filter" ? 10'000'000 : 1'000'000;
}

std::int64_t inputRows(const std::string &workload, std::int64_t rows)
{
    return workload == "join" ? 2 * rows : rows;
}

/// The changes reaching the sink: a key's first row is +I, each later one -U and +U.
std::int64_t sinkRows(const std::string &workload, std::int64_t rows)
{
    if (workload == "filter")
        return rows - rows / 4;
    if (workload == "groupby")
        return rows <= kKeys ? rows : kKeys + 2 * (rows - kKeys);
    return rows;
}

// --- Sluice --------------------------------------------------------------------------------------

/// Process CPU seconds of one Sluice run from after planning to the job's end, or nullopt (with
/// the reason on standard error) when it failed or its record counts are not the expected ones.
std::optional<double> runSluice(const std::string &workload, const std::string &backend,
                                std::int64_t rows)
{
    auto job = sluice::startJob(jobScript(workload, backend, rows));
    if (!job) {
        std::fprintf(stderr, "sluice %s: %s\n", workload.c_str(), job.status().message().c_str());
        return std::nullopt;
    }
    const double cpu0 = cpuSeconds();
    const auto t0 = std::chrono::steady_clock::now();
    while (!(*job)->waitFor(50ms)) {
    }
    const double cpu = cpuSeconds() - cpu0;
    const std::chrono::duration<double> wall = std::chrono::steady_clock::now() - t0;
    if ((*job)->state() != sluice::JobState::Finished) {
        std::fprintf(stderr, "sluice %s: the job did not finish: %s\n", workload.c_str(),
                     (*job)->failure().message().c_str());
        return std::nullopt;
    }
    std::int64_t in = 0;
    std::int64_t out = 0;
    for (const sluice::SubtaskMetrics &m : (*job)->metrics().subtasks) {
        if (m.operatorName.starts_with("Source("))
            in += m.recordsOut;
        else if (m.operatorName.starts_with("Sink("))
            out += m.recordsIn;
    }
    if (in != inputRows(workload, rows) || out != sinkRows(workload, rows)) {
        std::fprintf(stderr, "sluice %s: %lld rows read and %lld written, expected %lld and %lld\n",
                     workload.c_str(), static_cast<long long>(in), static_cast<long long>(out),
                     static_cast<long long>(inputRows(workload, rows)),
                     static_cast<long long>(sinkRows(workload, rows)));
        return std::nullopt;
    }
    std::fprintf(stderr, "  sluice %s/%s: %.3f CPU s, %.3f s wall\n", workload.c_str(),
                 backend.c_str(), cpu, wall.count());
    return cpu;
}

// --- Flink ---------------------------------------------------------------------------------------

/// The JVM's CPU seconds for one run, or nullopt (with the reason on standard error).
std::optional<double> runFlink(FlinkOracle &flink, const std::string &label,
                               const std::string &script)
{
    const OracleAnswer a = flink.run(script, 1, kFlinkTimeout);
    if (!a.ok || a.timedOut || a.transportFailed) {
        std::fprintf(stderr, "flink %s: %s\n", label.c_str(),
                     a.timedOut ? "timed out" : a.error.c_str());
        return std::nullopt;
    }
    const double cpu = std::chrono::duration<double>(a.processCpu).count();
    std::fprintf(stderr, "  flink %s: %.3f CPU s, %.3f s wall\n", label.c_str(), cpu,
                 std::chrono::duration<double>(a.elapsed).count());
    return cpu;
}

bool checkFlink(FlinkOracle &flink, const std::string &workload, std::int64_t rows)
{
    const OracleAnswer a = flink.run(checkScript(workload, rows), 1, kFlinkTimeout);
    std::vector<std::string> got;
    if (a.ok && a.results.size() == 1 && a.results[0].changes.size() == 1)
        for (const auto &v : a.results[0].changes[0].second)
            got.push_back(v.value_or("NULL"));
    if (got == expectedCheck(workload, rows))
        return true;
    std::string text;
    for (const std::string &v : got)
        text += " " + v;
    std::fprintf(stderr, "flink %s: the check answered [%s ] %s\n", workload.c_str(), text.c_str(),
                 a.ok ? "" : a.error.c_str());
    return false;
}

// --- Output --------------------------------------------------------------------------------------

[[noreturn]] void usage()
{
    std::fprintf(stderr, "usage: flink_side_by_side [--repeat N] [--rows N] "
                         "[--only filter|groupby|join] [--backend heap|rocksdb|both]\n");
    std::exit(2);
}

} // namespace

int main(int argc, char **argv)
{
    Options o;
    std::string command = "build/bin/flink_side_by_side";
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        command += " " + a;
        if (i + 1 >= argc)
            usage();
        const std::string value = argv[++i];
        command += " " + value;
        if (a == "--repeat")
            o.repeat = std::max(1, std::atoi(value.c_str()));
        else if (a == "--rows")
            o.rows = std::max<std::int64_t>(kFixedCostRows, std::atoll(value.c_str()));
        else if (a == "--only" && (value == "filter" || value == "groupby" || value == "join"))
            o.only = value;
        else if (a == "--backend" && (value == "heap" || value == "rocksdb" || value == "both"))
            o.backend = value;
        else
            usage();
    }

    std::string flags;
    std::string error;
    const std::string argsFile = benchArgsFile(flags, error);
    if (argsFile.empty()) {
        std::fprintf(stderr, "flink_side_by_side: %s\n", error.c_str());
        return 1;
    }
    std::fprintf(stderr, "starting the Flink oracle...\n");
    std::unique_ptr<FlinkOracle> flink = startFlink(argsFile, error);
    ::unlink(argsFile.c_str()); // the JVM has read it
    if (!flink) {
        std::fprintf(stderr, "flink_side_by_side: %s\n", error.c_str());
        return 1;
    }

    char date[32];
    const std::time_t now = std::time(nullptr);
    std::strftime(date, sizeof date, "%Y-%m-%d", std::localtime(&now));
    std::printf("command: %s\n", command.c_str());
    std::printf("date: %s; machine: nproc = %ld, \"%s\"\n", date, ::sysconf(_SC_NPROCESSORS_ONLN),
                sluice::bench::cpuModel().c_str());
    std::printf("Flink %s, JVM flags: %s\n", flink->flinkVersion().c_str(), flags.c_str());
    std::printf("parallelism 1, best of %d; RocksDB: "
                "'state.backend.rocksdb.memory.fixed-per-slot' = '%s' on both; Flink warmed up by "
                "one untimed run of each configuration; fixed = Flink's CPU for the same job over "
                "%lld rows\n\n",
                o.repeat, kRocksDbMemory, static_cast<long long>(kFixedCostRows));
    std::printf("| Workload | Backend | Rows | Sluice CPU s | Sluice rows/cpu-s | Flink CPU s | "
                "Flink rows/cpu-s | Ratio | Flink fixed CPU s |\n"
                "|---|---|---|---|---|---|---|---|---|\n");
    std::fflush(stdout);

    for (const std::string workload : {"filter", "groupby", "join"}) {
        if (!o.only.empty() && o.only != workload)
            continue;
        bool checked = false;
        for (const std::string backend : {"heap", "rocksdb"}) {
            if (o.backend != "both" && o.backend != backend)
                continue;
            const std::string sqlBackend = backend == "heap" ? "hashmap" : "rocksdb";
            const std::string label = workload + "/" + backend;
            const std::int64_t n = o.rows > 0 ? o.rows : defaultRows(workload);
            const std::string script = jobScript(workload, sqlBackend, n);
            std::fprintf(stderr, "%s: Flink warm-up...\n", label.c_str());
            if (!runFlink(*flink, label, script))
                return 1;
            if (!checked && !checkFlink(*flink, workload, n))
                return 1;
            checked = true;
            std::fprintf(stderr, "%s: Flink, %d runs...\n", label.c_str(), o.repeat);
            const auto flinkCpu = bestOf(o.repeat, [&] { return runFlink(*flink, label, script); });
            const std::string tiny = jobScript(workload, sqlBackend, kFixedCostRows);
            const auto fixedCpu = bestOf(o.repeat, [&] { return runFlink(*flink, label, tiny); });
            std::fprintf(stderr, "%s: Sluice, %d runs...\n", label.c_str(), o.repeat);
            const auto sluiceCpu =
                bestOf(o.repeat, [&] { return runSluice(workload, sqlBackend, n); });
            if (!flinkCpu || !fixedCpu || !sluiceCpu)
                return 1;
            const double rows = static_cast<double>(inputRows(workload, n));
            std::printf("| %s | %s | %s | %.3f | %s | %.3f | %s | %.1f× | %.3f |\n",
                        workload.c_str(), backend.c_str(), humanCount(rows).c_str(), *sluiceCpu,
                        humanCount(rows / *sluiceCpu).c_str(), *flinkCpu,
                        humanCount(rows / *flinkCpu).c_str(), *flinkCpu / *sluiceCpu, *fixedCpu);
            std::fflush(stdout);
        }
    }
    return 0;
}
