// Run parity: every job script of tests/flink/runs runs on Sluice (parallelism 1 and 4) and on the
// real Flink (parallelism 1), and both must produce the same results. Flink decides:
//   - each bare query's rows, and everything the print sinks wrote, must leave the same final
//     table on Sluice (row text as the print connector writes it);
//   - where Flink's result is insert-only, Sluice's must be too;
//   - a script Flink refuses must be refused by Sluice (startJob fails).
// Scripts name their input files as ${DATA}/name (tests/flink/runs/data) and any output folder as
// ${OUT}. A script with the line `-- results in order` (batch ORDER BY) must also give each bare
// query's rows in Flink's order. A disagreement is allowed only when tests/flink/runs/known.txt lists the script as
// `path | reason`; the test fails when a listed script agrees again.
//
// Environment: SLUICE_RUNS_ONLY=<substring> runs only the scripts whose path contains it.

#include "engine_runner.h"
#include "flink_oracle.h"
#include "known_list.h"
#include "printed_changes.h"

#include <sluice/engine.h>

#include <QtTest>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#ifndef SLUICE_FLINK_ORACLE_ARGS
#define SLUICE_FLINK_ORACLE_ARGS ""
#endif

using namespace sluice::difftest;

namespace {

const std::string kRunsDir = SLUICE_SOURCE_DIR "/tests/flink/runs";
const std::string kKnownFile = kRunsDir + "/known.txt";
/// How long each engine may take for one script. Flink needs about 40 CPU-s for the longest
/// (state/rocksdb_distinct_views.sql), and under a parallel ctest it gets part of a core.
constexpr std::chrono::seconds kScriptTimeout{180};

/// What one engine produced for a script (Flink's answer in Sluice's terms).
using Outcome = PrintingRun;

std::string readFile(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void replaceAll(std::string &text, const std::string &from, const std::string &to)
{
    for (std::size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
}

Outcome fromFlink(const OracleAnswer &answer)
{
    Outcome outcome;
    outcome.ok = answer.ok;
    outcome.error = answer.error;
    outcome.printed = parsePrinted(answer.printed);
    for (const OracleResult &r : answer.results) {
        outcome.queries.emplace_back();
        for (const auto &[kind, row] : r.changes)
            outcome.queries.back().emplace_back(kind, printedRowText(row));
    }
    return outcome;
}

/// Flink's error in brief: its first line and its deepest cause, which says why (a job that
/// failed at run time reports "Job execution failed" first and its reason last).
std::string briefFlinkError(const std::string &error)
{
    const std::string first = error.substr(0, std::min<std::size_t>(error.find('\n'), 200));
    const std::size_t deepest = error.rfind("Caused by: ");
    if (deepest == std::string::npos || deepest < first.size())
        return error.substr(0, 300);
    return first + " ... " + error.substr(deepest, 300);
}

std::string joinRows(const std::vector<PrintedChange> &changes)
{
    std::string out;
    for (const auto &[kind, row] : changes)
        out += "    " + kind + row + "\n";
    return out;
}

/// Differences between two outcomes' results, empty when they agree. With `inOrder`, each bare
/// query's changes must come in the same order too.
std::string compare(const Outcome &flink, const Outcome &sluice, bool inOrder)
{
    std::string problems;
    auto one = [&](const std::string &what, const std::vector<PrintedChange> &expected,
                   const std::vector<PrintedChange> &actual, bool ordered) {
        const auto e = finalTable(expected);
        const auto a = finalTable(actual);
        if (e != a)
            problems += "  " + what + ": final tables differ\n" + describeDifference(e, a);
        else if (!expected.empty() && insertOnly(expected) && !insertOnly(actual))
            problems += "  " + what + ": Flink's result is insert-only, Sluice's updates\n";
        else if (ordered && expected != actual)
            problems += "  " + what + ": the rows come in another order\n  Flink:\n" +
                        joinRows(expected) + "  Sluice:\n" + joinRows(actual);
    };
    one("print sinks", flink.printed, sluice.printed, false);
    if (flink.queries.size() != sluice.queries.size())
        problems += "  " + std::to_string(flink.queries.size()) + " query results on Flink, " +
                    std::to_string(sluice.queries.size()) + " on Sluice\n";
    for (std::size_t i = 0; i < std::min(flink.queries.size(), sluice.queries.size()); ++i)
        one("query " + std::to_string(i + 1), flink.queries[i], sluice.queries[i], inOrder);
    return problems;
}

std::vector<std::string> runScripts()
{
    std::vector<std::string> paths;
    const char *only = std::getenv("SLUICE_RUNS_ONLY");
    for (const auto &entry : std::filesystem::recursive_directory_iterator(kRunsDir)) {
        if (!entry.is_regular_file() || entry.path().extension() != ".sql")
            continue;
        const std::string rel = std::filesystem::relative(entry.path(), kRunsDir).generic_string();
        if (!only || rel.find(only) != std::string::npos)
            paths.push_back(rel);
    }
    std::sort(paths.begin(), paths.end());
    return paths;
}

} // namespace

class RunParityTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        std::string error;
        m_oracle = FlinkOracle::start(SLUICE_FLINK_ORACLE_ARGS, error);
        QVERIFY2(m_oracle, error.c_str());
        for (const auto &e : readKnownList(kKnownFile, 2))
            m_known[e.fields.at(0)] = e.fields.size() > 1 ? e.fields[1] : "";
        m_out = std::filesystem::temp_directory_path() / ("sluice-runs-" + std::to_string(::getpid()));
    }

    void cleanupTestCase()
    {
        m_oracle.reset();
        std::filesystem::remove_all(m_out);
    }

    void runsAgreeWithFlink()
    {
        const std::vector<std::string> scripts = runScripts();
        QVERIFY2(!scripts.empty(), "no scripts under tests/flink/runs");
        std::string failures;
        int agreed = 0;
        for (const std::string &path : scripts) {
            std::string text = readFile(std::filesystem::path(kRunsDir) / path);
            const bool inOrder = text.find("\n-- results in order\n") != std::string::npos ||
                                 text.rfind("-- results in order\n", 0) == 0;
            replaceAll(text, "${DATA}", kRunsDir + "/data");
            auto script = [&](const std::string &engine) {
                std::string s = text;
                const auto out = m_out / engine / path;
                std::filesystem::remove_all(out);
                replaceAll(s, "${OUT}", out.string());
                return s;
            };
            const OracleAnswer answer = m_oracle->run(script("flink"), 1, kScriptTimeout);
            QVERIFY2(!answer.transportFailed, (path + ": " + answer.error).c_str());
            // A job Flink cancelled at the deadline returned only part of its rows: nothing to
            // compare with.
            if (answer.cutShort()) {
                failures += path + ": Flink did not finish within " +
                            std::to_string(kScriptTimeout.count()) + " s; its results are partial\n";
                continue;
            }
            const Outcome flink = fromFlink(answer);
            std::string problems;
            for (int p : {1, 4}) {
                const Outcome sluice = runPrintingOnSluice(script("sluice-p" + std::to_string(p)), p,
                                                          kScriptTimeout);
                const std::string at = "p=" + std::to_string(p);
                if (!flink.ok && sluice.ok)
                    problems += "  " + at + ": Flink refuses the script (" +
                                briefFlinkError(flink.error) + "), Sluice runs it\n";
                else if (flink.ok && !sluice.ok)
                    problems += "  " + at + ": Sluice fails: " + sluice.error.substr(0, 400) + "\n";
                else if (flink.ok) {
                    const std::string d = compare(flink, sluice, inOrder);
                    if (!d.empty())
                        problems += "  " + at + ":\n" + d;
                }
            }
            const bool known = m_known.count(path) > 0;
            if (!problems.empty() && !known)
                failures += path + " differs from Flink:\n" + problems;
            if (problems.empty() && known)
                failures += path + " agrees with Flink now: remove it from " + kKnownFile + "\n";
            agreed += problems.empty() ? 1 : 0;
            qInfo("%s: %s%s", path.c_str(),
                  problems.empty() ? "agrees" : known ? "known difference" : "DIFFERS",
                  problems.empty() ? "" : ("\n" + problems).c_str());
        }
        qInfo("run parity: %d of %zu scripts agree with Flink %s", agreed, scripts.size(),
              m_oracle->flinkVersion().c_str());
        QVERIFY2(failures.empty(), failures.c_str());
    }

private:
    std::unique_ptr<FlinkOracle> m_oracle;
    std::map<std::string, std::string> m_known;
    std::filesystem::path m_out;
};

QTEST_GUILESS_MAIN(RunParityTest)
#include "run_parity_test.moc"
