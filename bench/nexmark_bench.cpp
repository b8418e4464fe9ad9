// The Nexmark benchmark on the embedded engine and, side by side in the same run, on Apache Flink
// 1.20 (the Flink oracle: one JVM with a local MiniCluster). Each upstream query
// (../shared/nexmark, or SLUICE_NEXMARK_DIR; ddl_gen.sql, ddl_views.sql and qN.sql with only the
// placeholders filled, so the sinks are blackholes) runs
//  - on Sluice's `nexmark` connector, the generator in the same process;
//  - on Sluice and on Flink over the same events, written once to JSON files by Sluice, so both
//    engines read the same bytes through their filesystem source and JSON format.
// Beside the queries: the generator alone (nexmark -> blackhole) and the files alone (JSON files
// -> blackhole) on each engine, the cost every query carries.
//
// Figures are events per CPU second of the whole process (Sluice: getrusage from startJob to the
// job's end, planning included; beside it, for scaling across workers, the connector run's
// events per second of wall time; Flink: the JVM's process CPU from the script's arrival to its
// job's end, so planning, deployment, every cluster thread, the JIT and the collector count),
// best of --repeat runs (with 2 or more, Flink's first run of each query is its JIT's warm-up).
// Queries Sluice cannot run yet are listed with the reason check gives. RocksDB gets the same
// fixed memory budget on both engines.
//
// Usage: nexmark_bench [--events N] [--tps N] [--parallelism N] [--backend heap|rocksdb]
//                      [--repeat N] [--only q0,q5,...] [--flink on|off] [--set key=value]...
//   --events: events per run (default 4,000,000; 1,000,000 with --flink on, the default, as
//   the JSON files of 4M events take 1.3 GB); --tps: event-time rate (default 10,000,000, as
//   the Nexmark suite runs it); --set: a setting for both engines, e.g.
//   table.optimizer.reuse-sub-plan-enabled=false.

#include "bench_flink.h"
#include "bench_support.h"
#include "nexmark_workload.h"

#include <sluice/engine.h>
#include <sluice/script.h>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace std::chrono_literals;
using sluice::bench::humanCount;
using namespace sluice::difftest;

constexpr auto kFlinkTimeout = 900s;
/// RocksDB's memory on both engines: Flink's default managed memory, as flink_side_by_side.
constexpr const char *kRocksDbMemory = "512mb";

struct Options {
    NexmarkWorkload workload{4'000'000, 10'000'000};
    bool eventsGiven = false;
    int parallelism = 1;
    std::string backend = "heap";
    int repeat = 1;
    std::vector<int> only;
    bool flink = true;
    /// --set key=value: more settings, given to both engines (e.g. reuse off, for comparison).
    std::vector<std::pair<std::string, std::string>> extra;
};

/// The state backend's settings, the same on both engines.
std::vector<std::pair<std::string, std::string>> backendSettings(const Options &o)
{
    std::vector<std::pair<std::string, std::string>> s = {
        {"state.backend.type", o.backend == "rocksdb" ? "rocksdb" : "hashmap"}};
    if (o.backend == "rocksdb")
        s.emplace_back("state.backend.rocksdb.memory.fixed-per-slot", kRocksDbMemory);
    s.insert(s.end(), o.extra.begin(), o.extra.end());
    return s;
}

struct Measured {
    std::optional<double> cpu; ///< best CPU seconds; nullopt when the job did not run
    double wall = 0;
    std::string why; ///< when it did not run
};

Measured measureSluice(const std::string &script, const Options &o, const std::string &label)
{
    Measured m;
    for (int i = 0; i < o.repeat; ++i) {
        sluice::JobOptions options;
        options.settings = backendSettings(o);
        options.settings.emplace_back("parallelism.default", std::to_string(o.parallelism));
        options.printOut = [](std::string_view) {};
        options.printErr = [](std::string_view) {};
        sluice::bench::JobRun run;
        if (i == 0) {
            // Valid Flink SQL the engine cannot run yet: say which part.
            const sluice::CheckResult check = sluice::checkScript(script);
            for (const auto &d : check.diagnostics.items())
                if (d.severity == sluice::Severity::Error || d.code == sluice::kEngineUnsupported) {
                    m.why = d.message.english();
                    return m;
                }
        }
        if (!sluice::bench::runJobToEnd(script, options, label, run)) {
            m.why = "the job failed (see above)";
            return m;
        }
        if (!m.cpu || run.cpu < *m.cpu) {
            m.cpu = run.cpu;
            m.wall = run.wall;
        }
    }
    return m;
}

Measured measureFlink(FlinkOracle &flink, const std::string &script, const Options &o,
                      const std::string &label)
{
    std::string settings;
    for (const auto &[key, value] : backendSettings(o))
        settings += "SET '" + key + "' = '" + value + "';\n";
    Measured m;
    for (int i = 0; i < o.repeat; ++i) {
        const OracleAnswer a = flink.run(settings + script, o.parallelism, kFlinkTimeout);
        if (!a.ok || a.timedOut || a.transportFailed) {
            m.why = a.timedOut ? "timed out" : a.error.substr(0, a.error.find('\n'));
            std::fprintf(stderr, "flink %s: %s\n", label.c_str(), m.why.c_str());
            m.cpu.reset();
            return m;
        }
        const double cpu = std::chrono::duration<double>(a.processCpu).count();
        std::fprintf(stderr, "  flink %s: %.2f CPU s, %.2f s wall\n", label.c_str(), cpu,
                     std::chrono::duration<double>(a.elapsed).count());
        if (!m.cpu || cpu < *m.cpu) {
            m.cpu = cpu;
            m.wall = std::chrono::duration<double>(a.elapsed).count();
        }
    }
    return m;
}

/// "1.23 M" events per CPU-s, or what kept the run from a figure.
std::string rate(const Measured &m, double events)
{
    return m.cpu ? humanCount(events / *m.cpu) : "not run: " + m.why;
}

/// Events per second of wall time (of the run with the least CPU), for scaling across workers.
std::string wallRate(const Measured &m, double events)
{
    return m.cpu && m.wall > 0 ? humanCount(events / m.wall) : "";
}

[[noreturn]] void usage()
{
    std::fprintf(stderr, "usage: nexmark_bench [--events N] [--tps N] [--parallelism N] "
                         "[--backend heap|rocksdb] [--repeat N] [--only q0,q5,...] [--flink on|off] "
                         "[--set key=value]...\n");
    std::exit(2);
}

} // namespace

int main(int argc, char **argv)
{
    Options o;
    std::string command = "build/bin/nexmark_bench";
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (i + 1 >= argc)
            usage();
        const std::string value = argv[++i];
        command += " " + a + " " + value;
        if (a == "--events") {
            o.workload.events = std::max<std::int64_t>(1000, std::atoll(value.c_str()));
            o.eventsGiven = true;
        } else if (a == "--tps")
            o.workload.rate = std::max<std::int64_t>(1, std::atoll(value.c_str()));
        else if (a == "--parallelism")
            o.parallelism = std::max(1, std::atoi(value.c_str()));
        else if (a == "--backend" && (value == "heap" || value == "rocksdb"))
            o.backend = value;
        else if (a == "--repeat")
            o.repeat = std::max(1, std::atoi(value.c_str()));
        else if (a == "--flink" && (value == "on" || value == "off"))
            o.flink = value == "on";
        else if (a == "--set" && value.find('=') != std::string::npos && value.find('\'') == std::string::npos)
            o.extra.emplace_back(value.substr(0, value.find('=')), value.substr(value.find('=') + 1));
        else if (a == "--only") {
            std::stringstream list(value);
            for (std::string q; std::getline(list, q, ',');)
                if (!q.empty())
                    o.only.push_back(std::atoi(q.c_str() + (q[0] == 'q' ? 1 : 0)));
        } else
            usage();
    }
    if (o.flink && !o.eventsGiven)
        o.workload.events = 1'000'000;

    std::string error;
    auto ddlGen = readNexmarkFile("ddl_gen.sql", error);
    auto views = ddlGen ? readNexmarkFile("ddl_views.sql", error) : std::nullopt;
    if (!views) {
        std::fprintf(stderr, "nexmark_bench: %s\n", error.c_str());
        return 1;
    }
    const std::filesystem::path scratch =
        std::filesystem::temp_directory_path() / ("sluice-nexmark-bench-" + std::to_string(::getpid()));
    const std::string eventsDir = (scratch / "events").string();
    NexmarkQueryPlaces places;
    places.outputDir = (scratch / "out").string();
    places.flinkHome = (scratch / "flink-home").string();
    places.printSinks = false;
    auto freshPlaces = [&] {
        std::filesystem::remove_all(scratch / "out");
        std::filesystem::remove_all(scratch / "flink-home");
        writeNexmarkSideInput(places);
    };

    std::unique_ptr<FlinkOracle> flink;
    std::string jvmFlags;
    if (o.flink) {
        std::fprintf(stderr, "writing the events to JSON files, starting the Flink oracle...\n");
        std::filesystem::create_directories(eventsDir);
        sluice::JobOptions exportOptions;
        sluice::bench::JobRun exported;
        if (!sluice::bench::runJobToEnd(nexmarkExportJob(*ddlGen, o.workload, eventsDir), exportOptions,
                                        "export", exported)) {
            std::fprintf(stderr, "nexmark_bench: the events could not be written\n");
            return 1;
        }
        const std::string argsFile = sluice::bench::benchArgsFile(jvmFlags, error);
        if (!argsFile.empty())
            flink = sluice::bench::startFlink(argsFile, error);
        if (!flink) {
            std::fprintf(stderr, "nexmark_bench: %s\n", error.c_str());
            return 1;
        }
    }

    const double events = static_cast<double>(o.workload.events);
    std::printf("Nexmark: %s events (%s events/s of event time), parallelism %d, %s state, best "
                "of %d\n",
                humanCount(events).c_str(), humanCount(static_cast<double>(o.workload.rate)).c_str(),
                o.parallelism, o.backend.c_str(), o.repeat);
    std::printf("machine: %s, %ld cores; command: %s\n", sluice::bench::cpuModel().c_str(),
                ::sysconf(_SC_NPROCESSORS_ONLN), command.c_str());
    if (flink)
        std::printf("Flink 1.20.3 (oracle MiniCluster), JVM: %s\n", jvmFlags.c_str());
    std::printf("\n");

    const Measured generator = measureSluice(nexmarkGeneratorOnlyJob(*ddlGen, o.workload), o, "generator");
    if (!generator.cpu) {
        std::fprintf(stderr, "nexmark_bench: the generator alone did not run: %s\n", generator.why.c_str());
        return 1;
    }
    std::printf("| query | Sluice, nexmark connector | connector, events/s wall | generator's share | "
                "Sluice, JSON files | Flink, JSON files | Sluice / Flink |\n");
    std::printf("|---|---:|---:|---:|---:|---:|---:|\n");
    auto row = [&](const std::string &name, const Measured &connector, const Measured &sluiceFiles,
                   const Measured &flinkFiles) {
        std::string share = connector.cpu ? std::to_string(static_cast<int>(100.0 * *generator.cpu / *connector.cpu + 0.5)) + "%" : "";
        std::string ratio;
        if (sluiceFiles.cpu && flinkFiles.cpu) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.1f×", *flinkFiles.cpu / *sluiceFiles.cpu);
            ratio = buf;
        }
        std::printf("| %s | %s | %s | %s | %s | %s | %s |\n", name.c_str(), rate(connector, events).c_str(),
                    wallRate(connector, events).c_str(), share.c_str(), o.flink ? rate(sluiceFiles, events).c_str() : "",
                    o.flink ? rate(flinkFiles, events).c_str() : "", ratio.c_str());
        std::fflush(stdout);
    };
    Measured filesAlone, flinkFilesAlone;
    if (flink) {
        const std::string job = nexmarkGeneratorOnlyJob(*ddlGen, o.workload, eventsDir);
        filesAlone = measureSluice(job, o, "files");
        flinkFilesAlone = measureFlink(*flink, job, o, "files");
    }
    row("source alone (-> blackhole)", generator, filesAlone, flinkFilesAlone);
    for (int q = 0; q <= 23; ++q) {
        if (!o.only.empty() && std::find(o.only.begin(), o.only.end(), q) == o.only.end())
            continue;
        const std::string name = "q" + std::to_string(q);
        auto query = readNexmarkFile(name + ".sql", error);
        if (!query) {
            std::fprintf(stderr, "nexmark_bench: %s\n", error.c_str());
            return 1;
        }
        if (q == 6) {
            std::printf("| q6 | not valid Flink SQL (FLINK-19059) | | | | | |\n");
            continue;
        }
        const std::string text = nexmarkWithoutUdf(*query);
        freshPlaces();
        const Measured connector =
            measureSluice(nexmarkQueryScript(nexmarkSourceDdl(*ddlGen, o.workload), *views, text, places), o, name);
        Measured sluiceFiles, flinkFiles;
        if (flink) {
            const std::string fromFiles =
                nexmarkQueryScript(nexmarkSourceDdl(*ddlGen, o.workload, eventsDir), *views, text, places);
            freshPlaces();
            sluiceFiles = measureSluice(fromFiles, o, name + " (files)");
            freshPlaces();
            flinkFiles = measureFlink(*flink, fromFiles, o, name);
        }
        row(q == 14 ? name + " (UDF as an expression)" : name, connector, sluiceFiles, flinkFiles);
    }
    std::filesystem::remove_all(scratch);
    return 0;
}
