// Check parity (issue §3): every script of tests/flink/corpus goes through Sluice's checkScript()
// and through the real Flink (FlinkOracle::validate), and the two verdicts — accepted, or
// rejected with an error — must agree. Flink decides. A disagreement is allowed only when
// tests/flink/corpus/known_differences.txt lists it, as `path | kind | reason`:
//   stricter  Sluice rejects what Flink accepts, because a seed states a rule Flink does not
//             enforce (the reason names the seed);
//   open      a Sluice bug not fixed yet (the reason says what is wrong);
//   flink-defect  Sluice rejects what Flink accepts but then computes wrongly or fails to run
//             (the reason says what Flink 1.20 does instead).
// The test also fails when a listed script agrees again (so the list stays true) and when a
// script's `-- expect: accept|reject` first line is not what Flink did (so the corpus stays
// honest).
//
// Environment: SLUICE_PARITY_ONLY=<substring> checks only the scripts whose path contains it.

#include "flink_oracle.h"
#include "known_list.h"

#include <sluice/script.h>

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#ifndef SLUICE_FLINK_ORACLE_ARGS
#define SLUICE_FLINK_ORACLE_ARGS ""
#endif

using namespace sluice::difftest;

namespace {

const std::string kCorpusDir = SLUICE_SOURCE_DIR "/tests/flink/corpus";
const std::string kKnownFile = "known_differences.txt";

struct KnownDifference {
    std::string kind; ///< "stricter", "open" or "flink-defect"
    std::string reason;
    int line = 0; ///< in known_differences.txt
};

struct Verdict {
    bool accepted = false;
    std::string message; ///< the first error, empty when accepted
};

std::string trim(const std::string &s)
{
    const auto b = s.find_first_not_of(" \t\r");
    const auto e = s.find_last_not_of(" \t\r");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

std::string readFile(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// Every .sql file under the corpus, as paths relative to it, in a stable order.
std::vector<std::string> corpusScripts()
{
    std::vector<std::string> paths;
    for (const auto &entry : std::filesystem::recursive_directory_iterator(kCorpusDir))
        if (entry.is_regular_file() && entry.path().extension() == ".sql")
            paths.push_back(std::filesystem::relative(entry.path(), kCorpusDir).generic_string());
    std::sort(paths.begin(), paths.end());
    return paths;
}

// What the script's first line says Flink does: "accept", "reject", or empty when it says neither.
std::string expectation(const std::string &text)
{
    const std::string firstLine = trim(text.substr(0, text.find('\n')));
    for (const char *verdict : {"accept", "reject"})
        if (firstLine == std::string("-- expect: ") + verdict)
            return verdict;
    return {};
}

// known_differences.txt: `path | kind | reason` lines; `#` starts a comment line. Malformed lines
// are reported in `problems`.
std::map<std::string, KnownDifference> readKnownDifferences(std::vector<std::string> &problems)
{
    std::map<std::string, KnownDifference> known;
    for (const KnownListEntry &e : readKnownList(kCorpusDir + "/" + kKnownFile, 3)) {
        const std::string where = kKnownFile + ":" + std::to_string(e.line) + ": ";
        if (e.fields.size() != 3) {
            problems.push_back(where + "expected `path | kind | reason`");
            continue;
        }
        const std::string &path = e.fields[0];
        KnownDifference d{e.fields[1], e.fields[2], e.line};
        if (d.kind != "stricter" && d.kind != "open" && d.kind != "flink-defect")
            problems.push_back(where + "kind '" + d.kind + "' is not `stricter`, `open` or `flink-defect`");
        else if (d.reason.empty())
            problems.push_back(where + "no reason given");
        else if (d.kind == "stricter" && d.reason.find("seed") == std::string::npos)
            problems.push_back(where + "a `stricter` entry must name the seed stating the rule");
        if (!std::filesystem::is_regular_file(kCorpusDir + "/" + path))
            problems.push_back(where + "no script " + path + " in the corpus");
        if (!known.emplace(path, d).second)
            problems.push_back(where + path + " is listed twice");
    }
    return known;
}

Verdict sluiceVerdict(const std::string &text)
{
    const sluice::CheckResult result = sluice::checkScript(text);
    for (const sluice::Diagnostic &d : result.diagnostics)
        if (d.severity == sluice::Severity::Error)
            return {false, std::to_string(d.range.begin.line) + ":" +
                               std::to_string(d.range.begin.column) + ": " + d.message.english()};
    return {true, {}};
}

// Flink's message in one line: its first line, and its deepest cause when that says more (the
// first line is often only "Unable to create a source for reading table ...").
std::string flinkSummary(const std::string &error)
{
    std::string first = trim(error.substr(0, error.find('\n')));
    const auto cause = error.rfind("Caused by: ");
    if (cause != std::string::npos) {
        const auto begin = cause + std::string_view("Caused by: ").size();
        const std::string last = trim(error.substr(begin, error.find('\n', begin) - begin));
        if (!last.empty() && last != first)
            first += " … " + last;
    }
    return first;
}

std::string percent(int part, int whole)
{
    char text[16];
    std::snprintf(text, sizeof text, "%.1f", whole == 0 ? 100.0 : 100.0 * part / whole);
    return text;
}

} // namespace

class CheckParityTest : public QObject {
    Q_OBJECT

private slots:
    void checkAgreesWithFlink()
    {
        const auto started = std::chrono::steady_clock::now();
        std::vector<std::string> failures;
        const std::map<std::string, KnownDifference> known = readKnownDifferences(failures);

        const char *only = std::getenv("SLUICE_PARITY_ONLY");
        std::vector<std::string> scripts;
        for (const std::string &path : corpusScripts())
            if (!only || !*only || path.find(only) != std::string::npos)
                scripts.push_back(path);
        QVERIFY2(!scripts.empty(), ("no .sql scripts under " + kCorpusDir).c_str());

        std::string error;
        const std::unique_ptr<FlinkOracle> flink =
            FlinkOracle::start(SLUICE_FLINK_ORACLE_ARGS, error);
        QVERIFY2(flink, ("check parity: " + error).c_str());

        int judged = 0;
        int agree = 0;
        std::map<std::string, int> perFolder;
        std::vector<std::string> disagreements;
        for (const std::string &path : scripts) {
            const std::string text = readFile(kCorpusDir + "/" + path);
            ++perFolder[path.substr(0, path.find('/'))];
            const std::string expected = expectation(text);
            if (expected.empty())
                failures.push_back(path + ": the first line must be `-- expect: accept` or "
                                          "`-- expect: reject`");

            const OracleAnswer answer = flink->validate(text);
            if (answer.transportFailed)
                QFAIL(("check parity: the oracle failed on " + path + ": " + answer.error).c_str());
            ++judged;
            const Verdict sluice = sluiceVerdict(text);
            const bool flinkAccepts = answer.ok;
            const std::string flinkSays =
                flinkAccepts ? "accepts" : "rejects: " + flinkSummary(answer.error);
            if (!expected.empty() && (expected == "accept") != flinkAccepts)
                failures.push_back(path + ": says `-- expect: " + expected + "` but Flink " +
                                   flinkSays);

            const auto listed = known.find(path);
            if (sluice.accepted == flinkAccepts) {
                ++agree;
                if (listed != known.end())
                    failures.push_back(path + ": agrees with Flink now; remove it from " +
                                       kKnownFile + " (line " +
                                       std::to_string(listed->second.line) + ")");
                continue;
            }
            std::string line = path + ": Sluice " +
                               (sluice.accepted ? "accepted" : "rejects: " + sluice.message) +
                               " | Flink " + flinkSays;
            if (listed == known.end()) {
                failures.push_back(path + ": disagrees with Flink and is not in " + kKnownFile);
                line += "  [NEW]";
            } else {
                line += "  [" + listed->second.kind + "]";
                if (listed->second.kind != "open" && sluice.accepted)
                    failures.push_back(path + ": listed as `" + listed->second.kind +
                                       "`, but Sluice accepts what Flink rejects");
            }
            disagreements.push_back(line);
        }

        // A listed script that was not judged (filtered out, or its connector is missing) is not
        // reported as stale.
        const auto seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        std::string summary = "check parity: " + std::to_string(agree) + " of " +
                              std::to_string(judged) + " scripts agree (" + percent(agree, judged) +
                              "%) with Flink " + flink->flinkVersion() + ", in " +
                              std::to_string(static_cast<int>(seconds)) + " s\n";
        summary += "  scripts per folder:";
        for (const auto &[folder, count] : perFolder)
            summary += " " + folder + "=" + std::to_string(count);
        summary += "\n";
        if (!disagreements.empty()) {
            summary += "  disagreements (" + std::to_string(disagreements.size()) + "):\n";
            for (const std::string &d : disagreements)
                summary += "    " + d + "\n";
        }
        for (const std::string &f : failures)
            summary += "  FAIL: " + f + "\n";
        std::fprintf(stderr, "%s", summary.c_str());
        QVERIFY2(failures.empty(),
                 (std::to_string(failures.size()) + " problems; see the list above").c_str());
    }
};

QTEST_GUILESS_MAIN(CheckParityTest)
#include "check_parity_test.moc"
