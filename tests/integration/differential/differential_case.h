#pragma once

// One differential case: from a seed, random tables and a random query; SQLite's answer; Sluice's
// changelog at each parallelism applied to a multiset; the comparison; on failure, the data
// shrunk to fewer rows and a complete report (seed, schema, files, query, expected vs actual).

#include "query_generator.h"
#include "random_data.h"

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace sluice::difftest {

class FlinkOracle;

struct CaseConfig {
    std::vector<int> parallelisms{1, 2, 4};
    std::chrono::milliseconds timeout{30000};
    bool shrink = true;
    int maxShrinkRuns = 120;
    std::size_t maxResultRows = 5000; ///< larger SQLite results make the case regenerate its query
    int maxDepth = 3;
    std::string workDir; ///< CSV files go to <workDir>/case-<seed>/
    /// A state variant (issue 5 §6): its name for reports and the SET statements that go at the
    /// top of every script the case runs, e.g. "SET 'state.backend.type' = 'rocksdb';\n".
    std::string variant;
    std::string variantSettings;
    /// When set, Flink judges the case: its final table (at `flinkParallelism`) is the expected
    /// result, SQLite's answer must equal it too (a difference is a harness bug, kind `bridge`),
    /// and where Flink's order is deterministic (one scan of a one-file table, parallelism 1, no
    /// mini-batch) Sluice's changelog at parallelism 1 must equal Flink's change by change.
    FlinkOracle *flink = nullptr;
    int flinkParallelism = 1;
};

/// The SET statements of a named variant of the suite: "" or "default" (none), "hashmap",
/// "rocksdb", "minibatch", "two_phase" (with mini-batch) and "distinct_split". False for an
/// unknown name.
bool variantSettings(const std::string &variant, std::string &settings);

enum class Verdict { Pass, Fail, Skipped };

struct CaseOutcome {
    Verdict verdict = Verdict::Pass;
    std::uint64_t seed = 0;
    std::string shape;
    std::string failureKind; ///< plan, engine, changelog, schema, mismatch, sqlite, io
    std::vector<int> failingParallelisms;
    std::string report; ///< the whole story on failure, a reason when skipped
    std::size_t expectedRows = 0; ///< SQLite's result size
    std::size_t changes = 0;      ///< changes Sluice emitted, over all parallelisms
    bool judgedByFlink = false;   ///< the expected result came from the Flink oracle
    bool changelogCompared = false; ///< Sluice's p=1 changelog was compared with Flink's in order
};

CaseOutcome runDifferentialCase(std::uint64_t seed, const CaseConfig &config);

} // namespace sluice::difftest
