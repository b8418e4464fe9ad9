#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sluice {

/// Where a `/*+ … */` hint may stand.
enum class HintPlacement : std::uint8_t {
    Query, ///< after SELECT: applies to the query block (STATE_TTL)
    Table, ///< after a table name in FROM: dynamic table options (OPTIONS)
    Join,  ///< after JOIN, before the right input: the join's own options (OPTIONS)
};

/// A hint the engine understands at one placement, with the keys it accepts there. `keys` is
/// empty when the keys are not fixed: a table's OPTIONS take that table's WITH options, and
/// STATE_TTL takes the names and aliases of the query's inputs.
struct HintInfo {
    std::string name; ///< upper case, e.g. "OPTIONS"
    HintPlacement placement = HintPlacement::Query;
    std::string description; ///< our own words, one sentence
    /// Fixed keys and what each does, e.g. {"state.ttl.left", "…"}.
    std::vector<std::pair<std::string, std::string>> keys;
};

/// The keys of a join's OPTIONS hint that set its per-side state TTL (seed 001).
inline constexpr const char *kJoinLeftTtlKey = "state.ttl.left";
inline constexpr const char *kJoinRightTtlKey = "state.ttl.right";

/// Every hint the binder acts on, for completion and documentation.
const std::vector<HintInfo> &sqlHints();

} // namespace sluice
