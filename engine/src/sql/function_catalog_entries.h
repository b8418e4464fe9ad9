#pragma once

// The parts of the function catalogue (sluice/functions.h), one per group of categories.

#include <sluice/functions.h>

#include <span>

namespace sluice::detail {

std::span<const FunctionInfo> scalarFunctionEntries();   ///< comparison ... auxiliary
std::span<const FunctionInfo> textFunctionEntries();     ///< string, temporal
std::span<const FunctionInfo> structureFunctionEntries(); ///< collection, value, JSON
std::span<const FunctionInfo> queryFunctionEntries();    ///< aggregates, ranking, windows, ...

/// An entry the engine runs, with its conformance cases.
constexpr FunctionInfo runs(std::string_view name, FunctionCategory category,
                            std::string_view signature, std::string_view returns,
                            std::string_view description, std::string_view cases = {})
{
    return {name, category, signature, returns, description, FunctionSupport::Engine, {}, cases};
}

/// An entry Flink runs and the engine refuses, with the reason.
constexpr FunctionInfo flinkOnly(std::string_view name, FunctionCategory category,
                                 std::string_view signature, std::string_view returns,
                                 std::string_view description, std::string_view note)
{
    return {name, category, signature, returns, description, FunctionSupport::FlinkOnly, note, {}};
}

} // namespace sluice::detail
