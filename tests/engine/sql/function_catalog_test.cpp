// The function catalogue (sluice/functions.h) against Flink's function list, the engine and the
// documentation: every Flink 1.20 function is listed; each function the catalogue says the engine
// runs binds in `check`, each one it says only Flink runs gets the "runs on Flink" warning, an
// unknown name gets "No function named"; docs/functions.md is what `sluice functions --format
// markdown` prints.

#include <sluice/functions.h>
#include <sluice/script.h>

#include <QtTest>

#include <fstream>
#include <set>
#include <sstream>

using namespace sluice;

namespace {

const std::string kFixture = SLUICE_SOURCE_DIR "/tests/flink/functions/fixture.json";

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string diagnosticsText(const Diagnostics &d)
{
    std::string out;
    for (const Diagnostic &x : d.items())
        out += std::string(severityName(x.severity)) + ": " + x.message.english() + "\n";
    return out;
}

bool hasError(const Diagnostics &d)
{
    for (const Diagnostic &x : d.items())
        if (x.severity == Severity::Error)
            return true;
    return false;
}

} // namespace

class FunctionCatalogTest : public QObject {
    Q_OBJECT

private slots:
    void listsEveryFlinkFunction()
    {
        std::istringstream names(readFile(SLUICE_SOURCE_DIR "/tests/flink/functions/function_names.txt"));
        std::string missing;
        int count = 0;
        for (std::string line; std::getline(names, line);) {
            if (line.empty() || line[0] == '#')
                continue;
            ++count;
            if (!findBuiltinFunction(line))
                missing += line + " ";
        }
        QVERIFY(count > 150);
        QVERIFY2(missing.empty(), ("not in the function catalogue: " + missing).c_str());
    }

    void entriesAreComplete()
    {
        std::set<std::string_view> names;
        for (const FunctionInfo &f : builtinFunctions()) {
            const std::string name(f.name);
            QVERIFY2(names.insert(f.name).second, ("listed twice: " + name).c_str());
            QVERIFY2(!f.signature.empty() && !f.returns.empty() && !f.description.empty(), name.c_str());
            if (f.runsInEngine())
                QVERIFY2(f.note.empty(), name.c_str());
            else
                QVERIFY2(!f.note.empty() && f.cases.empty(), name.c_str());
        }
        QVERIFY(findBuiltinFunction("timestampdiff"));
        QCOMPARE(findBuiltinFunction("TIMESTAMPDIFF")->example(),
                 std::string_view("TIMESTAMPDIFF(DAY, TIMESTAMP '2021-01-01 00:00:00', ts)"));
        QVERIFY(!findBuiltinFunction("NO_SUCH_FUNCTION"));
    }

    // Every case of a function the engine runs parses, and `check` finds nothing in it the engine
    // lacks. (Type errors may be the case: Flink refuses it too, which the conformance test
    // checks.)
    void casesBindInCheck()
    {
        std::string failures;
        for (const FunctionInfo &f : builtinFunctions()) {
            for (const FunctionCase &c : functionCases(f)) {
                const std::string script = functionCaseFixture(kFixture) + "SELECT " +
                                           std::string(c.expression) + " FROM fixture;\n";
                const CheckResult r = checkScript(script);
                for (const Diagnostic &d : r.diagnostics.items()) {
                    if (d.code == "syntax" || d.code == kEngineUnsupported)
                        failures += std::string(f.name) + ": " + std::string(c.expression) + ": " +
                                    d.message.english() + "\n";
                }
            }
        }
        QVERIFY2(failures.empty(), failures.c_str());
    }

    // A function only Flink runs is valid SQL with a warning naming it; an unknown one is an error.
    void flinkOnlyFunctionsWarn()
    {
        std::string failures;
        for (const FunctionInfo &f : builtinFunctions()) {
            if (f.runsInEngine() || f.signature.find(std::string(f.name) + "(") != 0)
                continue; // syntax forms (IS JSON, WATERMARK ... SOURCE_WATERMARK()) are not calls
            if (f.category == FunctionCategory::Ranking)
                continue; // OVER functions need a window; binder_over refuses them itself
            // A function Flink runs in batch mode only is refused in a streaming job, as Flink does.
            const bool batchOnly = f.note.find("batch mode only") != std::string_view::npos;
            const std::string script = (batchOnly ? "SET 'execution.runtime-mode' = 'batch';\n" : "") +
                                       functionCaseFixture(kFixture) + "SELECT " +
                                       std::string(f.name) + "(s) FROM fixture;\n";
            const CheckResult r = checkScript(script);
            const std::string text = diagnosticsText(r.diagnostics);
            if (hasError(r.diagnostics) || text.find("runs on Flink") == std::string::npos ||
                text.find(std::string(f.note)) == std::string::npos)
                failures += std::string(f.name) + ": " + text + "\n";
        }
        QVERIFY2(failures.empty(), failures.c_str());
        const CheckResult unknown =
            checkScript(functionCaseFixture(kFixture) + "SELECT NO_SUCH_FUNCTION(s) FROM fixture;\n");
        QVERIFY2(diagnosticsText(unknown.diagnostics).find("No function named 'NO_SUCH_FUNCTION'") !=
                     std::string::npos,
                 diagnosticsText(unknown.diagnostics).c_str());
    }

    void documentationIsCurrent()
    {
        const std::string docs = readFile(SLUICE_SOURCE_DIR "/docs/functions.md");
        QVERIFY2(docs == renderFunctionDocs(FunctionDocFormat::Markdown),
                 "docs/functions.md is stale: regenerate it with "
                 "`build/bin/sluice functions --format markdown > docs/functions.md`");
    }
};

QTEST_GUILESS_MAIN(FunctionCatalogTest)
#include "function_catalog_test.moc"
