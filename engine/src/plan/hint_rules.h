#pragma once

// The hints Flink's planner knows and the form each takes (its HintStrategyTable, which throws
// on any hint it cannot place), measured against Flink 1.20: a hint it refuses is an error
// wherever the embedded engine would have ignored it.

#include "sql/ast.h"

#include <optional>
#include <string_view>

#include <sluice/text.h>

namespace sluice::plan {

/// Where a hint is written: after SELECT (a query hint) or after a table's name.
enum class HintSite { Query, Table };

/// Whether `hint` is called `name` (Flink compares hint names in any case).
bool hintNamed(const sql::Hint &hint, std::string_view name);

/// Why Flink refuses `hint` at `site`, or nothing when it accepts it (it may still do nothing
/// there, as a join hint on a query without a join).
std::optional<Text> flinkRefusesHint(const sql::Hint &hint, HintSite site);

} // namespace sluice::plan
