// Differential correctness test: random tables and random queries (joins incl. outer joins,
// aggregates with and without HAVING, aggregates over joins, joins over aggregates, aggregates of
// aggregates, DISTINCT, UNION ALL, ROW_NUMBER() Top-N, CASE/COALESCE/IN/BETWEEN) run on Sluice
// at parallelism 1, 2 and 4; the changelog applied to a multiset must equal SQLite's answer on
// the same data.
//
// Environment: SLUICE_DIFF_SEED (first case seed), SLUICE_DIFF_CASES (how many),
// SLUICE_DIFF_PARALLELISM (e.g. "1,2,4"), SLUICE_DIFF_SHRINK (0 disables data shrinking),
// SLUICE_DIFF_DEPTH (query nesting, 1..3), SLUICE_DIFF_REPORTS (failures reported in full),
// SLUICE_DIFF_VERBOSE (1: one line per case), SLUICE_DIFF_VARIANT (state variant of issue 5:
// hashmap, rocksdb, minibatch, two_phase, distinct_split, minibatch_small, two_phase_small —
// SET statements before every script).
// Case i uses seed SEED + i, so SLUICE_DIFF_SEED=<printed seed> SLUICE_DIFF_CASES=1 replays one.

#include "differential_case.h"
#include "flink_oracle.h"
#include "known_list.h"

#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>

#ifndef SLUICE_DIFF_DEFAULT_CASES
#define SLUICE_DIFF_DEFAULT_CASES 500
#endif
#ifndef SLUICE_DIFF_DEFAULT_SEED
#define SLUICE_DIFF_DEFAULT_SEED 1
#endif
// 1: the Flink oracle judges every case (differential_flink_test); SLUICE_DIFF_FLINK overrides.
#ifndef SLUICE_DIFF_DEFAULT_FLINK
#define SLUICE_DIFF_DEFAULT_FLINK 0
#endif
#ifndef SLUICE_FLINK_ORACLE_ARGS
#define SLUICE_FLINK_ORACLE_ARGS ""
#endif

using namespace sluice::difftest;

namespace {

std::uint64_t envNumber(const char *name, std::uint64_t fallback)
{
    const char *text = std::getenv(name);
    if (!text || !*text)
        return fallback;
    char *end = nullptr;
    const unsigned long long value = std::strtoull(text, &end, 10);
    return end && *end == '\0' ? value : fallback;
}

std::vector<int> envParallelisms()
{
    const char *text = std::getenv("SLUICE_DIFF_PARALLELISM");
    if (!text || !*text)
        return {1, 2, 4};
    std::vector<int> out;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ','))
        if (const int p = std::atoi(item.c_str()); p > 0)
            out.push_back(p);
    return out.empty() ? std::vector<int>{1, 2, 4} : out;
}

// tests/flink/differential_known.txt: seed -> (kind, reason) of the disagreements with Flink
// still open.
struct KnownDisagreement {
    std::string kind;
    std::string reason;
};

std::map<std::uint64_t, KnownDisagreement> readKnownDisagreements(const std::string &path)
{
    std::map<std::uint64_t, KnownDisagreement> known;
    for (const KnownListEntry &e : readKnownList(path, 3))
        if (e.fields.size() == 3)
            known[std::strtoull(e.fields[0].c_str(), nullptr, 10)] = {e.fields[1], e.fields[2]};
    return known;
}

// The shape's operator words, for the coverage summary.
void countFeatures(const std::string &shape, std::map<std::string, int> &features)
{
    for (const char *f :
         {"join2",  "join3",    "inner",    "left",          "right", "full",  "agg[g0", "agg[g1",
          "agg[g2", "having",   "count*",   "countDistinct", "sum",   "min",   "max",    "avg",
          "filter", "distinct", "unionAll", "calc",          "topN",  ",rank", "exprkey"})
        if (shape.find(f) != std::string::npos)
            ++features[f];
    if (shape.find("agg[") != std::string::npos && shape.find("join") != std::string::npos)
        ++features["agg+join nested"];
    if (shape.find("agg[", shape.find("agg[") + 1) != std::string::npos)
        ++features["agg x2"];
    if (shape.find("topN") != std::string::npos &&
        (shape.find("agg[") != std::string::npos || shape.find("join") != std::string::npos))
        ++features["topN over agg or join"];
}

} // namespace

class DifferentialTest : public QObject {
    Q_OBJECT

private slots:
    void randomQueriesMatchSqlite()
    {
        const std::uint64_t firstSeed = envNumber("SLUICE_DIFF_SEED", SLUICE_DIFF_DEFAULT_SEED);
        const std::uint64_t cases = envNumber("SLUICE_DIFF_CASES", SLUICE_DIFF_DEFAULT_CASES);
        const std::uint64_t fullReports = envNumber("SLUICE_DIFF_REPORTS", 10);
        const bool verbose = envNumber("SLUICE_DIFF_VERBOSE", 0) != 0;
        QTemporaryDir workDir(QDir::tempPath() + "/sluice-differential-XXXXXX");
        QVERIFY(workDir.isValid());

        CaseConfig config;
        config.parallelisms = envParallelisms();
        config.shrink = envNumber("SLUICE_DIFF_SHRINK", 1) != 0;
        config.maxDepth = static_cast<int>(envNumber("SLUICE_DIFF_DEPTH", 3));
        config.workDir = workDir.path().toStdString();
        if (const char *variant = std::getenv("SLUICE_DIFF_VARIANT"))
            config.variant = variant;
        QVERIFY2(variantSettings(config.variant, config.variantSettings),
                 ("unknown SLUICE_DIFF_VARIANT '" + config.variant +
                  "' (default, hashmap, rocksdb, minibatch, two_phase, distinct_split, minibatch_small, two_phase_small)").c_str());

        std::unique_ptr<FlinkOracle> flink;
        if (envNumber("SLUICE_DIFF_FLINK", SLUICE_DIFF_DEFAULT_FLINK) != 0) {
            std::string error;
            flink = FlinkOracle::start(SLUICE_FLINK_ORACLE_ARGS, error);
            QVERIFY2(flink, ("differential: " + error).c_str());
            config.flink = flink.get();
            config.flinkParallelism = static_cast<int>(envNumber("SLUICE_DIFF_FLINK_PARALLELISM", 1));
            config.maxShrinkRuns = 40; // each probe runs on Flink too
        }

        // Open disagreements with Flink, listed with their reason; they are reported, not failed.
        const std::map<std::uint64_t, KnownDisagreement> known =
            flink ? readKnownDisagreements(SLUICE_SOURCE_DIR "/tests/flink/differential_known.txt")
                  : std::map<std::uint64_t, KnownDisagreement>{};
        std::vector<std::string> knownSeen;
        std::vector<std::string> staleKnown;

        std::string parallelismText;
        for (int p : config.parallelisms)
            parallelismText += (parallelismText.empty() ? "" : ",") + std::to_string(p);
        std::fprintf(stderr, "differential: seeds %llu..%llu, parallelism %s, variant %s, judged by %s, files under %s\n",
                     static_cast<unsigned long long>(firstSeed),
                     static_cast<unsigned long long>(firstSeed + cases - 1), parallelismText.c_str(),
                     config.variant.empty() ? "default" : config.variant.c_str(),
                     flink ? ("Flink " + flink->flinkVersion() + " at parallelism " +
                              std::to_string(config.flinkParallelism)).c_str()
                           : "SQLite",
                     config.workDir.c_str());

        const auto started = std::chrono::steady_clock::now();
        int passed = 0;
        int skipped = 0;
        int judgedByFlink = 0;
        int changelogsCompared = 0;
        std::vector<CaseOutcome> failures;
        std::map<std::string, int> features;
        for (std::uint64_t i = 0; i < cases; ++i) {
            CaseOutcome outcome = runDifferentialCase(firstSeed + i, config);
            countFeatures(outcome.shape, features);
            judgedByFlink += outcome.judgedByFlink ? 1 : 0;
            changelogsCompared += outcome.changelogCompared ? 1 : 0;
            if (const auto k = known.find(outcome.seed); k != known.end()) {
                if (outcome.verdict == Verdict::Fail && outcome.failureKind == k->second.kind) {
                    knownSeen.push_back("seed " + std::to_string(outcome.seed) + " (" + k->second.kind +
                                        "): " + k->second.reason);
                    continue; // counted apart, as a known disagreement
                }
                if (outcome.verdict == Verdict::Pass) {
                    staleKnown.push_back("seed " + std::to_string(outcome.seed) +
                                         " agrees with Flink now: remove it from tests/flink/differential_known.txt");
                }
            }
            if (verbose)
                std::fprintf(stderr, "seed %llu: %s, %zu rows expected, %zu changes: %s\n",
                             static_cast<unsigned long long>(outcome.seed),
                             outcome.verdict == Verdict::Pass ? "pass"
                             : outcome.verdict == Verdict::Fail ? "FAIL"
                                                                 : "skipped",
                             outcome.expectedRows, outcome.changes, outcome.shape.c_str());
            switch (outcome.verdict) {
            case Verdict::Pass:
                ++passed;
                break;
            case Verdict::Skipped:
                ++skipped;
                break;
            case Verdict::Fail:
                if (failures.size() < fullReports)
                    std::fprintf(stderr, "\n%s\n", outcome.report.c_str());
                else
                    std::fprintf(stderr, "differential: seed %llu FAILED (%s): %s\n",
                                 static_cast<unsigned long long>(outcome.seed), outcome.failureKind.c_str(),
                                 outcome.shape.c_str());
                failures.push_back(std::move(outcome));
                break;
            }
        }
        const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();

        std::string summary = "differential: " + std::to_string(passed) + " passed, " +
                              std::to_string(failures.size()) + " failed, " + std::to_string(skipped) +
                              " skipped in " + std::to_string(static_cast<int>(seconds)) + " s\n";
        std::map<std::string, std::vector<std::uint64_t>> byKind;
        for (const CaseOutcome &f : failures)
            byKind[f.failureKind].push_back(f.seed);
        for (const auto &[kind, seeds] : byKind) {
            summary += "  " + kind + " (" + std::to_string(seeds.size()) + "):";
            for (std::size_t i = 0; i < seeds.size() && i < 30; ++i)
                summary += " " + std::to_string(seeds[i]);
            summary += seeds.size() > 30 ? " ...\n" : "\n";
        }
        if (!knownSeen.empty()) {
            summary += "  known disagreements with Flink (" + std::to_string(knownSeen.size()) +
                       ", tests/flink/differential_known.txt):\n";
            for (const std::string &k : knownSeen)
                summary += "    " + k + "\n";
        }
        for (const std::string &s : staleKnown)
            summary += "  STALE: " + s + "\n";
        if (flink)
            summary += "  judged by Flink " + flink->flinkVersion() + ": " + std::to_string(judgedByFlink) +
                       " cases (final tables at parallelism " + parallelismText + "), " +
                       std::to_string(changelogsCompared) + " changelogs compared change by change\n";
        summary += "  coverage:";
        for (const auto &[name, count] : features)
            summary += " " + name + "=" + std::to_string(count);
        summary += "\n";
        std::fprintf(stderr, "%s", summary.c_str());
        if (!failures.empty()) {
            workDir.setAutoRemove(false); // the reports point at these files
            std::fprintf(stderr, "differential: case files kept in %s\n", config.workDir.c_str());
        }
        QVERIFY2(failures.empty() && staleKnown.empty(), summary.c_str());
    }
};

QTEST_GUILESS_MAIN(DifferentialTest)
#include "differential_test.moc"
