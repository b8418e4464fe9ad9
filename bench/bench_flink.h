#pragma once

// Shared by the benchmarks that run Apache Flink beside Sluice (flink_side_by_side,
// nexmark_bench): the Flink oracle started with the benchmarks' own JVM flags, and best-of runs.

#include "flink_oracle.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <string>

namespace sluice::bench {

/// The build's oracle.args without the test-only flags (C1 only, serial GC), written to a file
/// of our own; the kept JVM flags go to `flags`.
inline std::string benchArgsFile(std::string &flags, std::string &error)
{
    const char *fromEnv = std::getenv("SLUICE_FLINK_ORACLE_ARGS");
    const std::string base = fromEnv && *fromEnv ? fromEnv : SLUICE_FLINK_ORACLE_ARGS;
    std::ifstream in(base);
    if (!in) {
        error = "cannot read " + base + ": build the oracle (scripts/flink_oracle.sh build)";
        return {};
    }
    const std::string path = "/tmp/sluice-flink-bench-" + std::to_string(::getpid()) + ".args";
    std::ofstream out(path);
    int opened = 0;
    for (std::string line; std::getline(in, line);) {
        if (line == "-XX:TieredStopAtLevel=1" || line == "-XX:+UseSerialGC")
            continue;
        out << line << '\n';
        if (line.starts_with("--add-"))
            ++opened;
        else if (line.starts_with("-X"))
            flags += line + " ";
    }
    flags += "(default tiered JIT and GC; " + std::to_string(opened) +
             " --add-opens/--add-exports)";
    if (!out) {
        error = "cannot write " + path;
        return {};
    }
    return path;
}

/// Starts the oracle with the benchmark's own JVM flags (benchArgsFile).
inline std::unique_ptr<difftest::FlinkOracle> startFlink(const std::string &argsFile, std::string &error)
{
    ::unsetenv("SLUICE_FLINK_ORACLE_ARGS"); // start() would prefer it to our file
    return difftest::FlinkOracle::start(argsFile, error);
}

/// The least of `repeat` figures `run()` gives; nullopt as soon as one run gives none.
inline std::optional<double> bestOf(int repeat, const auto &run)
{
    std::optional<double> best;
    for (int i = 0; i < repeat; ++i) {
        const std::optional<double> cpu = run();
        if (!cpu)
            return std::nullopt;
        best = best ? std::min(*best, *cpu) : *cpu;
    }
    return best;
}

} // namespace sluice::bench
