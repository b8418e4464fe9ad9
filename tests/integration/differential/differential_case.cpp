#include "differential_case.h"

#include "changelog_table.h"
#include "engine_runner.h"
#include "flink_oracle.h"
#include "result_matcher.h"
#include "sqlite_oracle.h"

#include <algorithm>
#include <filesystem>

namespace sluice::difftest {

namespace {

// The outcome of one parallelism.
struct Attempt {
    bool failed = false;
    std::string kind;
    std::string detail;
    EngineRun run;
    std::vector<NormalizedRow> actual;
};

// The sink's Flink type name against the type Flink infers for the generated expression:
// the same type root (nullability and decimal precision aside), and scale 2 for decimals.
bool typeMatches(const std::string &sinkType, SqlType expected)
{
    auto startsWith = [&](const char *prefix) { return sinkType.rfind(prefix, 0) == 0; };
    switch (expected) {
    case SqlType::Int:
        return sinkType == "INT" || startsWith("INT ");
    case SqlType::BigInt:
        return startsWith("BIGINT");
    case SqlType::Double:
        return startsWith("DOUBLE");
    case SqlType::Decimal:
        return startsWith("DECIMAL(") && sinkType.find(", 2)") != std::string::npos;
    case SqlType::Varchar:
        return startsWith("STRING") || startsWith("VARCHAR");
    }
    return false;
}

// False with `error` set when SQLite fails; false with `error` empty when the result is larger
// than `maxRows`.
bool computeExpected(SqliteOracle &oracle, const DataSet &data, const GeneratedQuery &query,
                     std::vector<NormalizedRow> &expected, std::string &error,
                     std::size_t maxRows = 1000000)
{
    std::vector<SqliteRow> rows;
    error.clear();
    if (!oracle.load(data)) {
        error = oracle.error();
        return false;
    }
    switch (oracle.query(query.sqliteSql, rows, maxRows)) {
    case SqliteOracle::QueryResult::Ok:
        break;
    case SqliteOracle::QueryResult::TooLarge:
        return false;
    case SqliteOracle::QueryResult::Error:
        error = oracle.error();
        return false;
    }
    expected.clear();
    for (const SqliteRow &row : rows)
        expected.push_back(normalizeSqliteRow(row, query.types()));
    return true;
}

// The variant's SET statements, then the case's own script.
std::string caseScript(const DataSet &data, const GeneratedQuery &query, int parallelism,
                       const CaseConfig &config)
{
    return config.variantSettings + sluiceScript(data, query, parallelism);
}

using Changes = std::vector<std::pair<std::string, TextRow>>;

// The first place where Sluice's changes differ from Flink's, in order and value; "" when equal.
std::string firstOrderDifference(const Changes &flink, const Changes &sluice,
                                 const std::vector<SqlType> &types)
{
    const std::size_t n = std::max(flink.size(), sluice.size());
    for (std::size_t i = 0; i < n; ++i) {
        const bool same = i < flink.size() && i < sluice.size() && flink[i].first == sluice[i].first &&
                          matchRows({normalizeEngineRow(flink[i].second, types)},
                                    {normalizeEngineRow(sluice[i].second, types)}, types)
                              .equal;
        if (same)
            continue;
        auto text = [](const Changes &c, std::size_t at) {
            return at < c.size() ? ChangelogTable::formatChange(c[at].first, c[at].second)
                                 : std::string("(no more changes)");
        };
        return "change " + std::to_string(i + 1) + " of " + std::to_string(flink.size()) +
               " (Flink) / " + std::to_string(sluice.size()) + " (Sluice): Flink " + text(flink, i) +
               ", Sluice " + text(sluice, i) + "\n";
    }
    return {};
}

// `ordered`: Flink's changelog of the same script at parallelism 1, when its order is
// deterministic; Sluice's must then be the same change by change.
Attempt attempt(const DataSet &data, const GeneratedQuery &query, int parallelism,
                const std::vector<NormalizedRow> &expected, const CaseConfig &config,
                const Changes *ordered = nullptr)
{
    Attempt a;
    a.run = runOnSluice(caseScript(data, query, parallelism, config), config.timeout);
    if (!a.run.ok) {
        a.failed = true;
        a.kind = a.run.error.rfind("startJob failed", 0) == 0 ? "plan" : "engine";
        a.detail = a.run.error + "\n";
        return a;
    }
    ChangelogTable table;
    for (const auto &[kind, row] : a.run.changes) {
        if (!query.updating && kind != "+I") {
            a.failed = true;
            a.kind = "changelog";
            a.detail = "the query is insert-only in Flink, yet Sluice emitted " +
                       ChangelogTable::formatChange(kind, row) + "\n";
            return a;
        }
        if (!table.apply(kind, row))
            break;
    }
    if (!table.ok()) {
        a.failed = true;
        a.kind = "changelog";
        a.detail = "invalid changelog: " + table.error() + "\n";
        return a;
    }
    if (!a.run.columnNames.empty() && a.run.columnNames.size() != query.columns.size()) {
        a.failed = true;
        a.kind = "mismatch";
        a.detail = "the sink has " + std::to_string(a.run.columnNames.size()) + " columns, the query " +
                   std::to_string(query.columns.size()) + "\n";
        return a;
    }
    for (std::size_t c = 0; c < a.run.columnTypes.size() && c < query.columns.size(); ++c) {
        if (!typeMatches(a.run.columnTypes[c], query.columns[c].type)) {
            a.failed = true;
            a.kind = "schema";
            a.detail += "column " + query.columns[c].name + " is " + a.run.columnTypes[c] +
                        ", Flink types it " + flinkTypeName(query.columns[c].type) + "\n";
        }
    }
    if (a.failed)
        return a;
    for (const TextRow &row : table.rows())
        a.actual.push_back(normalizeEngineRow(row, query.types()));
    const MatchResult match = matchRows(expected, a.actual, query.types());
    if (!match.equal) {
        a.failed = true;
        a.kind = "mismatch";
        a.detail = describeMismatch(match, query.types());
        return a;
    }
    if (ordered && parallelism == 1) {
        const std::string difference = firstOrderDifference(*ordered, a.run.changes, query.types());
        if (!difference.empty()) {
            a.failed = true;
            a.kind = "changelog-order";
            a.detail = "the final tables agree, but Sluice's changelog differs from Flink's at " +
                       difference;
        }
    }
    return a;
}

// Flink's answer to a case: its final table as the expected result, and its changes.
struct FlinkRun {
    bool ok = false;
    std::string error;
    Changes changes;
    std::vector<NormalizedRow> rows;
};

FlinkRun runOnFlink(const DataSet &data, const GeneratedQuery &query, const CaseConfig &config)
{
    FlinkRun run;
    const OracleAnswer answer = config.flink->run(
        caseScript(data, query, config.flinkParallelism, config), config.flinkParallelism, config.timeout);
    if (!answer.ok || answer.cutShort() || answer.results.size() != 1) {
        run.error = answer.cutShort() ? "timed out after " + std::to_string(config.timeout.count()) + " ms"
                    : !answer.ok     ? answer.error
                                     : "returned " + std::to_string(answer.results.size()) + " results";
        return run;
    }
    run.changes = answer.results.front().changes;
    ChangelogTable table;
    for (const auto &[kind, row] : run.changes)
        if (!table.apply(kind, row))
            break;
    if (!table.ok()) {
        run.error = "Flink's own changelog does not apply: " + table.error();
        return run;
    }
    for (const TextRow &row : table.rows())
        run.rows.push_back(normalizeEngineRow(row, query.types()));
    run.ok = true;
    return run;
}

// Flink's order of changes is deterministic for one scan of a one-file table at parallelism 1,
// without mini-batch bundles (which fire on a timer).
bool flinkOrderIsDeterministic(const DataSet &data, const GeneratedQuery &query, const CaseConfig &config)
{
    if (config.flinkParallelism != 1 || query.scans.size() != 1 ||
        config.variantSettings.find("mini-batch") != std::string::npos)
        return false;
    for (const TableData &t : data.tables)
        if (t.name == query.scans.front())
            return t.fileCount == 1;
    return false;
}

std::size_t totalRows(const DataSet &data)
{
    std::size_t n = 0;
    for (const TableData &t : data.tables)
        n += t.rows.size();
    return n;
}

// What a case's result must be: Flink's final table when Flink judges, else SQLite's, and
// Flink's changes when their order is deterministic.
struct Judgement {
    std::vector<NormalizedRow> expected;
    Changes ordered;
    bool hasOrder = false;
    std::string error; ///< why there is no judgement ("" when SQLite's result was too large)
    const Changes *orderedPtr() const { return hasOrder ? &ordered : nullptr; }
};

// Writes the case's files to `dir` and asks the judge.
bool judge(SqliteOracle &oracle, DataSet &data, const GeneratedQuery &query, const CaseConfig &config,
           const std::string &dir, Judgement &out)
{
    if (!writeCsvFiles(data, dir, out.error))
        return false;
    if (!config.flink)
        return computeExpected(oracle, data, query, out.expected, out.error);
    FlinkRun flink = runOnFlink(data, query, config);
    if (!flink.ok) {
        out.error = "Flink: " + flink.error;
        return false;
    }
    out.expected = std::move(flink.rows);
    out.hasOrder = flinkOrderIsDeterministic(data, query, config);
    if (out.hasOrder)
        out.ordered = std::move(flink.changes);
    return true;
}

// Removes chunks of rows, halving the chunk size, while the case keeps failing the same way at
// `parallelism`. Each probe is a full engine run, so the number of probes is bounded.
DataSet shrinkData(DataSet data, const GeneratedQuery &query, int parallelism, const std::string &kind,
                   SqliteOracle &oracle, const CaseConfig &config, const std::string &dir, int &runs)
{
    auto stillFails = [&](DataSet &candidate) {
        Judgement judgement;
        if (!judge(oracle, candidate, query, config, dir, judgement))
            return false;
        runs += config.flink ? 2 : 1;
        const Attempt a = attempt(candidate, query, parallelism, judgement.expected, config,
                                  judgement.orderedPtr());
        return a.failed && a.kind == kind;
    };
    for (std::size_t t = 0; t < data.tables.size(); ++t) {
        std::size_t chunk = std::max<std::size_t>(1, data.tables[t].rows.size() / 2);
        while (runs < config.maxShrinkRuns) {
            std::size_t start = 0;
            while (start < data.tables[t].rows.size() && runs < config.maxShrinkRuns) {
                DataSet candidate = data;
                auto &rows = candidate.tables[t].rows;
                const std::size_t end = std::min(rows.size(), start + chunk);
                rows.erase(rows.begin() + static_cast<std::ptrdiff_t>(start),
                           rows.begin() + static_cast<std::ptrdiff_t>(end));
                if (stillFails(candidate))
                    data = std::move(candidate); // the next chunk moved into `start`
                else
                    start += chunk;
            }
            if (chunk == 1)
                break;
            chunk /= 2;
        }
    }
    std::string error;
    writeCsvFiles(data, dir, error); // leave the minimal files for the report
    return data;
}

std::string describeExpected(const std::vector<NormalizedRow> &rows, const std::vector<SqlType> &types,
                             std::size_t limit = 40)
{
    std::string text;
    for (std::size_t i = 0; i < rows.size() && i < limit; ++i)
        text += "  " + formatRow(rows[i], types) + "\n";
    if (rows.size() > limit)
        text += "  ...\n";
    return text;
}

} // namespace

bool variantSettings(const std::string &variant, std::string &settings)
{
    static const std::string miniBatch = "SET 'table.exec.mini-batch.enabled' = 'true';\n"
                                         "SET 'table.exec.mini-batch.allow-latency' = '100 ms';\n"
                                         "SET 'table.exec.mini-batch.size' = '1000';\n";
    // Bundles of 3 rows (or 2 ms): they fire on size and latency in the middle of the input, not
    // only at its end, so results crossing bundle boundaries are compared too.
    static const std::string smallBundles = "SET 'table.exec.mini-batch.enabled' = 'true';\n"
                                            "SET 'table.exec.mini-batch.allow-latency' = '2 ms';\n"
                                            "SET 'table.exec.mini-batch.size' = '3';\n";
    if (variant.empty() || variant == "default")
        settings.clear();
    else if (variant == "hashmap")
        settings = "SET 'state.backend.type' = 'hashmap';\n";
    else if (variant == "rocksdb")
        settings = "SET 'state.backend.type' = 'rocksdb';\n";
    else if (variant == "minibatch")
        settings = miniBatch;
    else if (variant == "two_phase")
        settings = miniBatch + "SET 'table.optimizer.agg-phase-strategy' = 'TWO_PHASE';\n";
    else if (variant == "minibatch_small")
        settings = smallBundles;
    else if (variant == "two_phase_small")
        settings = smallBundles + "SET 'table.optimizer.agg-phase-strategy' = 'TWO_PHASE';\n";
    else if (variant == "distinct_split")
        settings = "SET 'table.optimizer.distinct-agg.split.enabled' = 'true';\n";
    else
        return false;
    return true;
}

CaseOutcome runDifferentialCase(std::uint64_t seed, const CaseConfig &config)
{
    CaseOutcome outcome;
    outcome.seed = seed;

    SeededRandom rng(seed);
    DataSet data = generateDataSet(rng);
    QueryGenerator generator(data, rng, config.maxDepth);
    SqliteOracle oracle;
    std::vector<NormalizedRow> expected;
    GeneratedQuery query;
    bool sized = false;
    for (int tries = 0; tries < 6 && !sized; ++tries) {
        query = generator.generate();
        std::string error;
        sized = computeExpected(oracle, data, query, expected, error, config.maxResultRows);
        // SQLite 3.40 refuses some valid RIGHT JOINs inside flattened subqueries (fixed in later
        // versions); such a query cannot be judged, so try another one.
        if (error.find("ON clause references tables to its right") != std::string::npos)
            continue;
        if (!sized && !error.empty()) {
            outcome.verdict = Verdict::Fail;
            outcome.failureKind = "sqlite";
            outcome.shape = query.shape;
            outcome.report = "SQLite rejected the generated query (a harness bug): " + error + "\n";
            return outcome;
        }
    }
    outcome.shape = query.shape;
    outcome.expectedRows = expected.size();
    if (!sized) {
        outcome.verdict = Verdict::Skipped;
        outcome.report = "every query generated for this seed had more than " +
                         std::to_string(config.maxResultRows) +
                         " result rows, took SQLite too long or hit SQLite's RIGHT JOIN limitation";
        return outcome;
    }

    const std::string dir = config.workDir + "/case-" + std::to_string(seed);
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    Judgement judgement;
    if (ec || !judge(oracle, data, query, config, dir, judgement)) {
        outcome.verdict = Verdict::Fail;
        outcome.failureKind = config.flink && !ec && !judgement.error.empty() &&
                                      judgement.error.rfind("Flink: ", 0) == 0
                                  ? "flink"
                                  : "io";
        outcome.report = "=== differential case FAILED: seed " + std::to_string(seed) + ", " +
                         outcome.failureKind + " ===\nshape: " + query.shape + "\n" +
                         (outcome.failureKind == "flink"
                              ? "the Flink oracle did not run the generated query (a harness bug "
                                "or an oracle failure): " + judgement.error + "\nscript:\n" +
                                    caseScript(data, query, config.flinkParallelism, config)
                              : "cannot write the case's files under " + dir + ": " +
                                    judgement.error + ec.message()) +
                         "\n";
        return outcome;
    }
    if (config.flink) {
        // SQLite stays a second oracle: where it disagrees with Flink, the harness's rendering
        // of the query for SQLite (its bridging rules) is wrong, and Flink decides.
        outcome.judgedByFlink = true;
        outcome.changelogCompared = judgement.hasOrder;
        const MatchResult bridge = matchRows(expected, judgement.expected, query.types());
        if (!bridge.equal) {
            outcome.verdict = Verdict::Fail;
            outcome.failureKind = "bridge";
            outcome.report = "=== differential case FAILED: seed " + std::to_string(seed) +
                             ", bridge ===\nshape: " + query.shape +
                             "\nSQLite's answer differs from Flink's (\"missing\": in SQLite's, not "
                             "in Flink's): the harness renders this query for SQLite wrongly\n" +
                             "SQLite query:\n  " + query.sqliteSql + "\nFlink script:\n" +
                             caseScript(data, query, config.flinkParallelism, config) +
                             "data (CSV lines):\n" + describeData(data) +
                             describeMismatch(bridge, query.types());
            return outcome;
        }
        expected = judgement.expected;
    }
    const std::string judgeName = config.flink ? "Flink " + config.flink->flinkVersion() : "SQLite";

    std::vector<Attempt> attempts;
    std::size_t firstFailure = config.parallelisms.size();
    for (std::size_t i = 0; i < config.parallelisms.size(); ++i) {
        attempts.push_back(attempt(data, query, config.parallelisms[i], expected, config,
                                   judgement.orderedPtr()));
        outcome.changes += attempts.back().run.changes.size();
        if (attempts.back().failed) {
            outcome.failingParallelisms.push_back(config.parallelisms[i]);
            if (firstFailure == config.parallelisms.size())
                firstFailure = i;
        }
    }
    if (firstFailure == config.parallelisms.size())
        return outcome;

    outcome.verdict = Verdict::Fail;
    Attempt failure = std::move(attempts[firstFailure]);
    const int parallelism = config.parallelisms[firstFailure];
    outcome.failureKind = failure.kind;
    const std::vector<SqlType> types = query.types();
    std::string &r = outcome.report;
    r += "=== differential case FAILED: seed " + std::to_string(seed) + ", " + failure.kind + " ===\n";
    r += "shape: " + query.shape + "\n";
    r += "fails at parallelism:";
    for (int p : outcome.failingParallelisms)
        r += " " + std::to_string(p);
    r += "\nreproduce: SLUICE_DIFF_SEED=" + std::to_string(seed) + " SLUICE_DIFF_CASES=1 " +
         (config.variant.empty() ? std::string() : "SLUICE_DIFF_VARIANT=" + config.variant + " ") +
         (config.flink ? "tests/differential_flink_test\n" : "tests/differential_test\n");
    r += "SQLite " + SqliteOracle::version() + " query:\n  " + query.sqliteSql + "\n";

    const std::size_t originalRows = totalRows(data);
    if (config.shrink && failure.kind != "plan") {
        int runs = 0;
        const std::string minDir = dir + "/min";
        std::filesystem::create_directories(minDir, ec);
        DataSet shrunk = shrinkData(data, query, parallelism, failure.kind, oracle, config, minDir, runs);
        bool shrank = false;
        if (totalRows(shrunk) < originalRows) {
            Judgement shrunkJudgement;
            if (judge(oracle, shrunk, query, config, minDir, shrunkJudgement)) {
                Attempt again = attempt(shrunk, query, parallelism, shrunkJudgement.expected, config,
                                        shrunkJudgement.orderedPtr());
                if (again.failed) {
                    data = std::move(shrunk);
                    expected = std::move(shrunkJudgement.expected);
                    judgement = std::move(shrunkJudgement);
                    failure = std::move(again);
                    shrank = true;
                    r += "data shrunk from " + std::to_string(originalRows) + " to " +
                         std::to_string(totalRows(data)) + " rows in " + std::to_string(runs) +
                         " runs (original files in " + dir + ")\n";
                }
            }
        }
        if (!shrank)
            r += "data not shrunk: no smaller data set failed the same way in " +
                 std::to_string(runs) + " runs (the failure may depend on timing)\n";
    }
    r += "Sluice script (parallelism " + std::to_string(parallelism) + "):\n" +
         caseScript(data, query, parallelism, config);
    r += "data (CSV lines):\n" + describeData(data);
    r += "sink schema:";
    for (std::size_t i = 0; i < failure.run.columnNames.size(); ++i)
        r += " " + failure.run.columnNames[i] + " " +
             (i < failure.run.columnTypes.size() ? failure.run.columnTypes[i] : "?") + ",";
    r += "\nfailure: " + failure.detail;
    r += "expected (" + judgeName + ", " + std::to_string(expected.size()) + " rows):\n" +
         describeExpected(expected, types);
    if (failure.kind == "mismatch")
        r += "actual (Sluice final table, " + std::to_string(failure.actual.size()) + " rows):\n" +
             describeExpected(failure.actual, types);
    if (failure.kind == "changelog-order")
        r += "Flink changelog (parallelism 1):\n" +
             describeChanges(EngineRun{true, {}, judgement.ordered, {}, {}, {}});
    if (failure.kind != "plan")
        r += "Sluice changelog:\n" + describeChanges(failure.run);
    return outcome;
}

} // namespace sluice::difftest
