// The function catalogue (sluice/functions.h): its entries gathered from the category files,
// look-up, and the rendering of `sluice functions` and docs/functions.md.

#include "sql/function_catalog_entries.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace sluice {

std::string_view functionCategoryTitle(FunctionCategory category)
{
    using C = FunctionCategory;
    switch (category) {
    case C::Comparison: return "Comparison functions";
    case C::Logical: return "Logical functions";
    case C::Arithmetic: return "Arithmetic functions";
    case C::String: return "String functions";
    case C::Temporal: return "Temporal functions";
    case C::Conditional: return "Conditional functions";
    case C::Conversion: return "Type conversion functions";
    case C::Collection: return "Collection functions";
    case C::Json: return "JSON functions";
    case C::Value: return "Value construction and access";
    case C::Grouping: return "Grouping functions";
    case C::Hash: return "Hash and encoding functions";
    case C::Auxiliary: return "Auxiliary functions";
    case C::Aggregate: return "Aggregate functions";
    case C::Ranking: return "OVER window functions";
    case C::Window: return "Window functions";
    case C::TimeAttribute: return "Time attribute functions";
    case C::Pattern: return "MATCH_RECOGNIZE functions";
    }
    return "Functions";
}

std::string_view FunctionInfo::example() const
{
    std::string_view rest = cases;
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        const std::string_view line = rest.substr(0, end);
        if (!line.empty() && line[0] != '@')
            return line;
        if (end == std::string_view::npos)
            break;
        rest.remove_prefix(end + 1);
    }
    return {};
}

std::vector<FunctionCase> functionCases(const FunctionInfo &function)
{
    std::vector<FunctionCase> out;
    std::string_view zone;
    std::string_view rest = function.cases;
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        const std::string_view line = rest.substr(0, end);
        if (line.substr(0, 6) == "@zone ")
            zone = line.substr(6);
        else if (!line.empty())
            out.push_back({line, zone});
        if (end == std::string_view::npos)
            break;
        rest.remove_prefix(end + 1);
    }
    return out;
}

std::string functionCaseFixture(std::string_view jsonPath)
{
    return "CREATE TABLE fixture (\n"
           "  i INT, b BIGINT, d DOUBLE, n DECIMAL(10, 2), s STRING, ts TIMESTAMP(3), dt DATE,\n"
           "  bo BOOLEAN\n"
           ") WITH ('connector' = 'filesystem', 'path' = '" +
           std::string(jsonPath) + "', 'format' = 'json');\n";
}

const std::vector<FunctionInfo> &builtinFunctions()
{
    static const std::vector<FunctionInfo> functions = [] {
        std::vector<FunctionInfo> all;
        for (auto part : {detail::scalarFunctionEntries(), detail::textFunctionEntries(),
                          detail::structureFunctionEntries(), detail::queryFunctionEntries()})
            all.insert(all.end(), part.begin(), part.end());
        std::stable_sort(all.begin(), all.end(), [](const FunctionInfo &a, const FunctionInfo &b) {
            return a.category != b.category ? a.category < b.category : a.name < b.name;
        });
        return all;
    }();
    return functions;
}

const FunctionInfo *findBuiltinFunction(std::string_view name)
{
    static const std::map<std::string, const FunctionInfo *, std::less<>> byName = [] {
        std::map<std::string, const FunctionInfo *, std::less<>> m;
        for (const FunctionInfo &f : builtinFunctions())
            m.emplace(std::string(f.name), &f);
        return m;
    }();
    std::string upper(name);
    for (char &c : upper)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const auto it = byName.find(upper);
    return it == byName.end() ? nullptr : it->second;
}

std::optional<FunctionDocFormat> parseFunctionDocFormat(std::string_view name)
{
    if (name == "text")
        return FunctionDocFormat::Text;
    if (name == "markdown")
        return FunctionDocFormat::Markdown;
    return std::nullopt;
}

namespace {

/// `|` and line breaks would break a Markdown table cell.
std::string cell(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (c == '|')
            out += "\\|";
        else if (c == '\n')
            out += "<br>";
        else
            out += c;
    }
    return out;
}

std::string renderText()
{
    std::string out;
    FunctionCategory current{};
    bool first = true;
    for (const FunctionInfo &f : builtinFunctions()) {
        if (first || f.category != current) {
            out += (first ? "" : "\n") + std::string(functionCategoryTitle(f.category)) + "\n";
            current = f.category;
            first = false;
        }
        out += "  " + std::string(f.signature) + "  -> " + std::string(f.returns) + "\n";
        out += "      " + std::string(f.description) + "\n";
        if (!f.runsInEngine())
            out += "      Flink only: " + std::string(f.note) + "\n";
    }
    return out;
}

std::string renderMarkdown()
{
    std::size_t engine = 0;
    for (const FunctionInfo &f : builtinFunctions())
        engine += f.runsInEngine() ? 1 : 0;
    std::string out =
        "# Built-in functions\n\n"
        "Flink 1.20's SQL functions and whether Sluice's embedded engine runs them. Generated by\n"
        "`sluice functions --format markdown` from the engine's function catalogue, the table that\n"
        "also feeds the editor's completion and hover and the conformance test against Flink\n"
        "(`function_conformance_test`); `function_catalog_test` checks that this file is current\n"
        "and that the catalogue names every function of Flink 1.20 (tests/flink/functions/function_names.txt).\n\n"
        "A function marked *Flink only* is valid Flink SQL: `sluice check` accepts the job with a\n"
        "warning that the embedded engine does not run it yet, and the job still runs on a Flink\n"
        "cluster. Operators (`=`, `LIKE`, `BETWEEN`, `IN`, `IS DISTINCT FROM`, `CASE`, arithmetic,\n"
        "`||`) are not listed; the engine runs all of Flink's.\n\n";
    out += std::to_string(builtinFunctions().size()) + " functions, " + std::to_string(engine) +
           " run in the embedded engine.\n";
    FunctionCategory current{};
    bool first = true;
    for (const FunctionInfo &f : builtinFunctions()) {
        if (first || f.category != current) {
            out += "\n## " + std::string(functionCategoryTitle(f.category)) + "\n\n";
            out += "| Function | Returns | Description | Embedded engine |\n";
            out += "|---|---|---|---|\n";
            current = f.category;
            first = false;
        }
        out += "| `" + cell(f.signature) + "` | " + cell(f.returns) + " | " + cell(f.description) +
               " | " + (f.runsInEngine() ? std::string("runs") : "Flink only: " + cell(f.note)) +
               " |\n";
    }
    return out;
}

} // namespace

std::string renderFunctionDocs(FunctionDocFormat format)
{
    return format == FunctionDocFormat::Markdown ? renderMarkdown() : renderText();
}

} // namespace sluice
