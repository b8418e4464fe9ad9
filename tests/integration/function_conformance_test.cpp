// Function conformance: every case of every function the engine runs (the function catalogue,
// sluice/functions.h) is evaluated by Sluice and by the real Flink over the same fixture table,
// and both must give the same values of the same type, or both fail. Flink decides. A function's
// cases run as one query (SELECT case1, case2, ... FROM fixture; aggregates over the whole
// fixture); when either engine fails that query, each case runs alone to find the ones that fail.
// A disagreement is allowed only when tests/flink/functions/known.txt lists it as
// `FUNCTION | reason | case`; the test fails when a listed case agrees again.
//
// Environment: SLUICE_FUNCTIONS_ONLY=NAME[,NAME...] checks only those functions.

#include "engine_runner.h"
#include "flink_oracle.h"
#include "known_list.h"

#include <sluice/functions.h>

#include <QtTest>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>

#ifndef SLUICE_FLINK_ORACLE_ARGS
#define SLUICE_FLINK_ORACLE_ARGS ""
#endif

using namespace sluice;
using namespace sluice::difftest;

namespace {

const std::string kKnownFile = SLUICE_SOURCE_DIR "/tests/flink/functions/known.txt";
const std::string kFixture = SLUICE_SOURCE_DIR "/tests/flink/functions/fixture.json";

/// What one engine made of a query: per case (column), the type and the values of the final
/// rows, or the error.
struct Verdict {
    bool ok = false;
    std::string error;
    std::vector<std::string> types;
    std::vector<std::vector<std::string>> values; ///< [case][row], rows sorted
};

Verdict fromRows(const std::vector<std::string> &types,
                 const std::vector<std::pair<std::string, TextRow>> &changes, std::size_t columns)
{
    ChangelogTable table;
    for (const auto &[kind, row] : changes)
        table.apply(kind, row);
    Verdict v;
    v.ok = true;
    v.types = types;
    v.values.resize(columns);
    for (const TextRow &row : table.rows()) {
        for (std::size_t c = 0; c < columns && c < row.size(); ++c)
            v.values[c].push_back(row[c].value_or("null"));
    }
    for (auto &column : v.values)
        std::sort(column.begin(), column.end());
    return v;
}

std::string script(const std::vector<FunctionCase> &cases)
{
    std::string text;
    if (!cases.empty() && !cases.front().zone.empty())
        text += "SET 'table.local-time-zone' = '" + std::string(cases.front().zone) + "';\n";
    text += functionCaseFixture(kFixture);
    text += "SELECT ";
    for (std::size_t k = 0; k < cases.size(); ++k)
        text += (k ? ",\n       " : "") + std::string(cases[k].expression) + " AS c" + std::to_string(k);
    text += "\nFROM fixture;\n";
    return text;
}

/// Flink's type text without the time-attribute marks both engines print differently.
std::string plainType(std::string t)
{
    for (const char *mark : {" *ROWTIME*", " *PROCTIME*"}) {
        if (const auto at = t.find(mark); at != std::string::npos)
            t.erase(at, std::string(mark).size());
    }
    return t;
}

std::string describe(const Verdict &v, std::size_t k)
{
    if (!v.ok)
        return "fails: " + v.error.substr(0, 300);
    std::string out = (k < v.types.size() ? plainType(v.types[k]) : "?") + " [";
    if (k < v.values.size()) {
        for (std::size_t r = 0; r < v.values[k].size(); ++r)
            out += (r ? ", " : "") + v.values[k][r];
    }
    return out + "]";
}

bool sameCase(const Verdict &flink, const Verdict &sluice, std::size_t k)
{
    if (!flink.ok || !sluice.ok)
        return flink.ok == sluice.ok;
    if (k >= flink.types.size() || k >= sluice.types.size())
        return false;
    return plainType(flink.types[k]) == plainType(sluice.types[k]) &&
           flink.values.at(k) == sluice.values.at(k);
}

} // namespace

class FunctionConformanceTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        std::string error;
        m_oracle = FlinkOracle::start(SLUICE_FLINK_ORACLE_ARGS, error);
        QVERIFY2(m_oracle, error.c_str());
        for (const auto &e : readKnownList(kKnownFile, 3)) {
            QVERIFY2(e.fields.size() == 3, ("functions/known.txt line " + std::to_string(e.line) +
                                            ": expected FUNCTION | reason | case").c_str());
            m_known[e.fields[0] + " | " + e.fields[2]] = e.fields[1];
        }
    }

    void cleanupTestCase() { m_oracle.reset(); }

    void everyCaseAgreesWithFlink()
    {
        std::set<std::string> only;
        if (const char *env = std::getenv("SLUICE_FUNCTIONS_ONLY")) {
            std::stringstream list(env);
            for (std::string name; std::getline(list, name, ',');)
                only.insert(name);
        }
        std::string failures;
        std::size_t total = 0, agreed = 0, functions = 0;
        std::set<std::string> seenKnown;
        for (const FunctionInfo &f : builtinFunctions()) {
            if (!f.runsInEngine() || f.cases.empty() || (!only.empty() && !only.count(std::string(f.name))))
                continue;
            ++functions;
            // Cases of one time zone run together.
            std::vector<std::vector<FunctionCase>> groups;
            for (const FunctionCase &c : functionCases(f)) {
                if (groups.empty() || groups.back().front().zone != c.zone)
                    groups.emplace_back();
                groups.back().push_back(c);
            }
            for (const auto &group : groups) {
                const std::vector<std::pair<Verdict, Verdict>> verdicts = evaluate(group);
                for (std::size_t k = 0; k < group.size(); ++k) {
                    const auto &[flink, sluice] = verdicts[k];
                    const std::size_t at = 0; // each verdict holds its case alone
                    const bool same = sameCase(flink, sluice, at);
                    const std::string key = std::string(f.name) + " | " + std::string(group[k].expression);
                    const bool known = m_known.count(key) > 0;
                    if (known)
                        seenKnown.insert(key);
                    ++total;
                    agreed += same ? 1 : 0;
                    if (!same && !known)
                        failures += std::string(f.name) + ": " + std::string(group[k].expression) +
                                    (group[k].zone.empty() ? "" : " (zone " + std::string(group[k].zone) + ")") +
                                    "\n  Flink:  " + describe(flink, at) + "\n  Sluice: " +
                                    describe(sluice, at) + "\n";
                    if (same && known)
                        failures += key + " agrees with Flink now: remove it from " + kKnownFile + "\n";
                }
            }
        }
        if (only.empty()) {
            for (const auto &[key, reason] : m_known) {
                if (!seenKnown.count(key))
                    failures += "functions/known.txt lists a case the catalogue no longer has: " + key + "\n";
            }
        }
        qInfo("function conformance: %zu of %zu cases of %zu functions agree with Flink %s", agreed,
              total, functions, m_oracle->flinkVersion().c_str());
        if (!failures.empty())
            qWarning("%s", failures.c_str()); // whole: QVERIFY2 cuts long messages
        QVERIFY2(failures.empty(), "cases differ from Flink (listed above)");
    }

private:
    /// Flink's and Sluice's verdicts on each case: taken from one query of all the cases when
    /// both engines ran it, else from each case run alone.
    std::vector<std::pair<Verdict, Verdict>> evaluate(const std::vector<FunctionCase> &cases)
    {
        auto run = [&](const std::vector<FunctionCase> &some) {
            const std::string text = script(some);
            const OracleAnswer answer = m_oracle->run(text, 1, std::chrono::seconds(60));
            Verdict flink;
            if (answer.transportFailed) {
                flink.error = "oracle transport failed: " + answer.error;
            } else if (answer.cutShort()) {
                flink.error = "Flink did not finish within 60 s";
            } else if (!answer.ok || answer.results.empty()) {
                flink.error = answer.error.empty() ? "no result" : answer.error;
            } else {
                const OracleResult &r = answer.results.front();
                flink = fromRows(r.columnTypes, r.changes, some.size());
            }
            const EngineRun e = runOnSluice(text, std::chrono::seconds(60));
            Verdict sluice = e.ok ? fromRows(e.columnTypes, e.changes, some.size()) : Verdict{};
            if (!e.ok)
                sluice.error = e.error;
            return std::make_pair(std::move(flink), std::move(sluice));
        };
        auto whole = run(cases);
        if (whole.first.ok && whole.second.ok) {
            // Split the one result into a pair per case.
            std::vector<std::pair<Verdict, Verdict>> out;
            for (std::size_t k = 0; k < cases.size(); ++k) {
                auto pick = [k](const Verdict &v) {
                    Verdict one;
                    one.ok = true;
                    one.types = {k < v.types.size() ? v.types[k] : "?"};
                    one.values = {k < v.values.size() ? v.values[k] : std::vector<std::string>{}};
                    return one;
                };
                out.emplace_back(pick(whole.first), pick(whole.second));
            }
            return out;
        }
        std::vector<std::pair<Verdict, Verdict>> out;
        for (const FunctionCase &c : cases) {
            if (cases.size() == 1) {
                out.push_back(whole);
                break;
            }
            out.push_back(run({c}));
        }
        return out;
    }

    std::unique_ptr<FlinkOracle> m_oracle;
    std::map<std::string, std::string> m_known;
};

QTEST_GUILESS_MAIN(FunctionConformanceTest)
#include "function_conformance_test.moc"
