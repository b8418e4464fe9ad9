#pragma once

#include <sluice/diagnostics.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice {

/// A table or view a script defines, as the editor's completion and the Plan dock show it.
struct ScriptTable {
    std::string name;
    bool isView = false;
    std::string connector; ///< empty for views
    std::vector<std::pair<std::string, std::string>> columns; ///< name, Flink type text
    SourceRange range;     ///< the name in its CREATE statement
};

/// Everything `check` learns about a script: its diagnostics (syntax, semantics, SET rules,
/// cross-option rules and the advisor's warnings) and the objects it defines.
struct CheckResult {
    Diagnostics diagnostics;
    std::vector<ScriptTable> tables;
    /// The configuration in force at the end of the script (key, value), as SET left it.
    std::vector<std::pair<std::string, std::string>> settings;
};

/// Checks a whole script. Never throws; thread-safe (no shared state), so the editor may run it
/// on a worker thread while the user types.
CheckResult checkScript(std::string_view text);

/// The physical plan of each INSERT / bare SELECT / statement set of a script.
struct ExplainResult {
    Diagnostics diagnostics; ///< as checkScript()
    /// One entry per planned statement: a title ("INSERT INTO revenue (line 12)") and the tree.
    std::vector<std::pair<std::string, std::string>> plans;
};

/// Checks and plans a script. Statements with errors have no plan.
ExplainResult explainScript(std::string_view text);

} // namespace sluice
