#pragma once

#include <sluice/option_registry.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// Output layouts of `sluice options --format …`.
enum class OptionDocFormat : std::uint8_t { Text, Markdown, Json };

/// "text", "markdown" (or "md") and "json"; none for anything else.
std::optional<OptionDocFormat> parseOptionDocFormat(std::string_view name);

/// Renders options grouped by category, in the given order. Text is for terminals (wrapped at
/// 100 columns), Markdown one table per category, JSON an array with one object per option that
/// carries every OptionSpec field (absent values as null) plus the SET quoting rule.
std::string renderOptions(const std::vector<const OptionSpec *> &options, OptionDocFormat format);

/// The whole job-option registry, as `sluice options` prints it.
std::string renderOptionDocs(OptionDocFormat format);

/// Every description the registries hold, once each, in registry order: job options, connectors,
/// formats and their options, built-in functions (result, description, why Flink-only) and SQL
/// hints with their keys. The app shows them translated; translations/engine_docs.cpp lists them
/// for lupdate, and a test keeps that file current.
std::vector<std::string> documentationTexts();

} // namespace sluice
