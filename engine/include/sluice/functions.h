#pragma once

// The catalogue of Flink SQL's built-in functions: one entry per function, with its signature,
// result type, description, whether the embedded engine runs it, and its conformance cases.
// Completion, hover, `sluice functions` (docs/functions.md), the binder's messages for
// functions the engine lacks and the conformance test against Flink all read this one table.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// Groups of Flink's function documentation.
enum class FunctionCategory : std::uint8_t {
    Comparison,
    Logical,
    Arithmetic,
    String,
    Temporal,
    Conditional,
    Conversion,
    Collection,
    Json,
    Value,       ///< value construction and access: ROW, ARRAY, MAP
    Grouping,    ///< GROUPING, GROUPING_ID, GROUP_ID
    Hash,
    Auxiliary,   ///< UUID, RAND, TYPEOF, ...
    Aggregate,
    Ranking,     ///< functions of OVER windows: ROW_NUMBER, RANK, LAG, LEAD, ...
    Window,      ///< window table functions and the older group-window functions
    TimeAttribute, ///< PROCTIME, CURRENT_WATERMARK, SOURCE_WATERMARK, ...
    Pattern,     ///< MEASURES and DEFINE of MATCH_RECOGNIZE
};

/// The heading a category has in the documentation ("String functions").
std::string_view functionCategoryTitle(FunctionCategory category);

/// Whether the embedded engine runs a function Flink has.
enum class FunctionSupport : std::uint8_t {
    Engine,    ///< runs in the embedded engine, checked against Flink by the conformance test
    FlinkOnly, ///< valid on Flink; the engine refuses it with `note` as the reason
};

/// One built-in function (or a family sharing one name).
struct FunctionInfo {
    std::string_view name;        ///< upper case, as written in SQL
    FunctionCategory category = FunctionCategory::String;
    std::string_view signature;   ///< one form per line, e.g. "TIMESTAMPDIFF(unit, t1, t2)"
    std::string_view returns;     ///< the result type in words, e.g. "INT", "the type of x"
    std::string_view description; ///< our own words, one or two sentences
    FunctionSupport support = FunctionSupport::Engine;
    std::string_view note;        ///< FlinkOnly: why the engine does not run it yet
    /// Conformance cases: one SQL expression per line, evaluated by Sluice and by Flink over the
    /// conformance fixture table (columns i, b, d, n, s, ts, dt, bo: functionCaseFixture). A line
    /// `@zone Area/City` runs the cases after it with that table.local-time-zone. The first
    /// case serves as the example in the documentation.
    std::string_view cases;

    bool aggregate() const { return category == FunctionCategory::Aggregate; }
    bool runsInEngine() const { return support == FunctionSupport::Engine; }
    /// The first case, without directives: an example call.
    std::string_view example() const;
};

/// Every built-in function, grouped by category, alphabetical within one.
const std::vector<FunctionInfo> &builtinFunctions();

/// The entry for `name` (any case), or null when Flink has no such built-in function.
const FunctionInfo *findBuiltinFunction(std::string_view name);

/// One conformance case of a function: an expression over the fixture table, and the session
/// time zone it runs in (empty: UTC).
struct FunctionCase {
    std::string_view expression;
    std::string_view zone;
};
/// The cases of `function`, `@zone` directives applied.
std::vector<FunctionCase> functionCases(const FunctionInfo &function);
/// `CREATE TABLE fixture ...;`: the table the cases read, columns i INT, b BIGINT, d DOUBLE,
/// n DECIMAL(10, 2), s STRING, ts TIMESTAMP(3), dt DATE, bo BOOLEAN, from the JSON file at
/// `jsonPath` (tests/flink/functions/fixture.json: normal values, edge values, NULLs). A file,
/// not VALUES, so that Flink evaluates the cases at run time rather than folding them.
std::string functionCaseFixture(std::string_view jsonPath);

/// How `sluice functions` prints the catalogue.
enum class FunctionDocFormat : std::uint8_t { Text, Markdown };
std::optional<FunctionDocFormat> parseFunctionDocFormat(std::string_view name);
/// The catalogue as text (one function per block) or as the Markdown of docs/functions.md.
std::string renderFunctionDocs(FunctionDocFormat format);

} // namespace sluice
