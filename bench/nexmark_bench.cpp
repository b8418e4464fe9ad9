// The Nexmark benchmark on the embedded engine: each upstream query (../shared/nexmark, or
// SLUICE_NEXMARK_DIR; ddl_gen.sql, ddl_views.sql and qN.sql with only the placeholders filled, so
// the sinks are blackholes) on the `nexmark` connector, and the generator alone (source ->
// blackhole) for the cost that every query carries.
//
// Figures are events per CPU second of the whole process, from startJob to the job's end
// (getrusage: every thread counts, planning included), best of --repeat runs, with the share of
// that CPU the generator alone takes. Queries the engine cannot run yet are listed with the
// reason check gives.
//
// Usage: nexmark_bench [--events N] [--tps N] [--parallelism N] [--backend heap|rocksdb]
//                      [--repeat N] [--only q0,q5,...]
//   --events: events per run (default 4,000,000); --tps: event-time rate (default 10,000,000,
//   as the Nexmark suite runs it).

#include "bench_support.h"
#include "nexmark_workload.h"

#include <sluice/engine.h>
#include <sluice/script.h>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace {

using sluice::bench::humanCount;
using namespace sluice::difftest;

struct Options {
    NexmarkWorkload workload{4'000'000, 10'000'000};
    int parallelism = 1;
    std::string backend = "heap";
    int repeat = 1;
    std::vector<int> only;
};

struct Measured {
    std::optional<double> cpu; ///< best CPU seconds; nullopt when the job did not run
    double wall = 0;
    std::string why; ///< when it did not run
};

Measured measure(const std::string &script, const Options &o, const std::string &label)
{
    Measured m;
    for (int i = 0; i < o.repeat; ++i) {
        sluice::JobOptions options;
        options.settings = {{"parallelism.default", std::to_string(o.parallelism)},
                            {"state.backend.type", o.backend == "rocksdb" ? "rocksdb" : "hashmap"}};
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

[[noreturn]] void usage()
{
    std::fprintf(stderr, "usage: nexmark_bench [--events N] [--tps N] [--parallelism N] "
                         "[--backend heap|rocksdb] [--repeat N] [--only q0,q5,...]\n");
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
        if (a == "--events")
            o.workload.events = std::max<std::int64_t>(1000, std::atoll(value.c_str()));
        else if (a == "--tps")
            o.workload.rate = std::max<std::int64_t>(1, std::atoll(value.c_str()));
        else if (a == "--parallelism")
            o.parallelism = std::max(1, std::atoi(value.c_str()));
        else if (a == "--backend" && (value == "heap" || value == "rocksdb"))
            o.backend = value;
        else if (a == "--repeat")
            o.repeat = std::max(1, std::atoi(value.c_str()));
        else if (a == "--only") {
            std::stringstream list(value);
            for (std::string q; std::getline(list, q, ',');)
                if (!q.empty())
                    o.only.push_back(std::atoi(q.c_str() + (q[0] == 'q' ? 1 : 0)));
        } else
            usage();
    }

    std::string error;
    auto ddlGen = readNexmarkFile("ddl_gen.sql", error);
    auto views = ddlGen ? readNexmarkFile("ddl_views.sql", error) : std::nullopt;
    if (!views) {
        std::fprintf(stderr, "nexmark_bench: %s\n", error.c_str());
        return 1;
    }
    const std::filesystem::path scratch =
        std::filesystem::temp_directory_path() / ("sluice-nexmark-bench-" + std::to_string(::getpid()));
    NexmarkQueryPlaces places;
    places.outputDir = (scratch / "out").string();
    places.flinkHome = (scratch / "flink-home").string();
    places.printSinks = false;

    const double events = static_cast<double>(o.workload.events);
    std::printf("Nexmark on Sluice: %s events (%s events/s of event time), parallelism %d, %s "
                "state\n",
                humanCount(events).c_str(), humanCount(static_cast<double>(o.workload.rate)).c_str(),
                o.parallelism, o.backend.c_str());
    std::printf("machine: %s, %ld cores; command: %s\n\n", sluice::bench::cpuModel().c_str(),
                ::sysconf(_SC_NPROCESSORS_ONLN), command.c_str());

    const Measured generator =
        measure(nexmarkGeneratorOnlyJob(*ddlGen, o.workload), o, "generator");
    if (!generator.cpu) {
        std::fprintf(stderr, "nexmark_bench: the generator alone did not run: %s\n",
                     generator.why.c_str());
        return 1;
    }
    std::printf("| query | events per CPU-s | CPU s | wall s | generator's share of the CPU |\n");
    std::printf("|---|---:|---:|---:|---:|\n");
    std::printf("| generator alone (source -> blackhole) | %s | %.2f | %.2f | 100%% |\n",
                humanCount(events / *generator.cpu).c_str(), *generator.cpu, generator.wall);
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
            std::printf("| q6 | not valid Flink SQL (FLINK-19059) | | | |\n");
            continue;
        }
        std::filesystem::remove_all(scratch);
        std::filesystem::create_directories(scratch / "flink-home" / "data");
        const std::string script = nexmarkQueryScript(nexmarkSourceDdl(*ddlGen, o.workload),
                                                      *views, nexmarkWithoutUdf(*query), places);
        const Measured m = measure(script, o, name);
        if (!m.cpu) {
            std::printf("| %s | not run: %s | | | |\n", name.c_str(), m.why.c_str());
            continue;
        }
        std::printf("| %s%s | %s | %.2f | %.2f | %.0f%% |\n", name.c_str(),
                    q == 14 ? " (UDF as an expression)" : "", humanCount(events / *m.cpu).c_str(),
                    *m.cpu, m.wall, 100.0 * *generator.cpu / *m.cpu);
        std::fflush(stdout);
    }
    std::filesystem::remove_all(scratch);
    return 0;
}
