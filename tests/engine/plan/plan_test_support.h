#pragma once

// Shared helpers for the checker and planner tests: analyse a script, find diagnostics by rule
// code, and walk physical plans for nodes of one kind.

#include "plan/script_analyzer.h"

#include <sluice/script.h>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::plan::testing {

/// All diagnostics as "line:col: severity [code] message" lines, for failure output.
inline std::string diagnosticsText(const Diagnostics &diagnostics)
{
    std::string out;
    for (const Diagnostic &d : diagnostics) {
        out += std::to_string(d.range.begin.line) + ":" + std::to_string(d.range.begin.column) +
               ": " + severityName(d.severity) + " [" + d.code + "] " + d.message.english() + "\n";
    }
    return out;
}

inline std::size_t countSeverity(const Diagnostics &diagnostics, Severity severity)
{
    std::size_t n = 0;
    for (const Diagnostic &d : diagnostics)
        n += d.severity == severity ? 1 : 0;
    return n;
}

/// The diagnostics of one severity whose message contains `needle` (empty: any message).
inline std::vector<const Diagnostic *> find(const Diagnostics &diagnostics, Severity severity,
                                            std::string_view needle = {})
{
    std::vector<const Diagnostic *> out;
    for (const Diagnostic &d : diagnostics) {
        if (d.severity == severity && d.message.english().find(needle) != std::string::npos)
            out.push_back(&d);
    }
    return out;
}

/// The diagnostics with this rule code.
inline std::vector<const Diagnostic *> withCode(const Diagnostics &diagnostics, std::string_view code)
{
    std::vector<const Diagnostic *> out;
    for (const Diagnostic &d : diagnostics) {
        if (d.code == code)
            out.push_back(&d);
    }
    return out;
}

/// Checks that the script has exactly one error, at line:column, whose message contains every
/// one of `parts`. Returns an empty string when it does, else what is wrong (with all findings).
inline std::string expectSingleError(const Diagnostics &diagnostics, int line, int column,
                                     std::initializer_list<std::string_view> parts)
{
    const auto errors = find(diagnostics, Severity::Error);
    std::string problem;
    if (errors.size() != 1) {
        problem = "expected exactly one error, got " + std::to_string(errors.size());
    } else {
        const Diagnostic &d = *errors.front();
        if (d.range.begin.line != line || d.range.begin.column != column)
            problem = "expected the error at " + std::to_string(line) + ":" + std::to_string(column) +
                      ", got " + std::to_string(d.range.begin.line) + ":" +
                      std::to_string(d.range.begin.column);
        for (std::string_view p : parts) {
            if (d.message.english().find(p) == std::string::npos)
                problem += (problem.empty() ? "" : "; ") + std::string("message lacks \"") +
                           std::string(p) + "\"";
        }
    }
    return problem.empty() ? problem : problem + "\n" + diagnosticsText(diagnostics);
}

/// Every node of `kind` in the tree under `root` (pre-order, each node once).
inline std::vector<const PlanNode *> nodesOf(const PlanNode &root, PlanNodeKind kind)
{
    std::vector<const PlanNode *> out;
    std::vector<const PlanNode *> stack{&root};
    while (!stack.empty()) {
        const PlanNode *n = stack.back();
        stack.pop_back();
        if (n->kind == kind && std::find(out.begin(), out.end(), n) == out.end())
            out.push_back(n);
        for (auto it = n->inputs.rbegin(); it != n->inputs.rend(); ++it)
            stack.push_back(it->get());
    }
    return out;
}

template <typename T> std::vector<const T *> nodesOf(const PlanNode &root)
{
    std::vector<const T *> out;
    for (const PlanNode *n : nodesOf(root, T::kKind))
        out.push_back(&n->as<T>());
    return out;
}

/// The single node of type T under `root`, or null when there is none or several.
template <typename T> const T *single(const PlanNode &root)
{
    const auto all = nodesOf<T>(root);
    return all.size() == 1 ? all.front() : nullptr;
}

/// The sink of the only planned statement, or null when the script planned none or several.
inline const SinkNode *onlySink(const ScriptAnalysis &a)
{
    if (a.statements.size() != 1 || !a.statements.front().plan ||
        !a.statements.front().plan->is<SinkNode>())
        return nullptr;
    return &a.statements.front().plan->as<SinkNode>();
}

} // namespace sluice::plan::testing
