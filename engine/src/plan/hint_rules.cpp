#include "plan/hint_rules.h"

#include <sluice/engine.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <string_view>

namespace sluice::plan {

namespace {

std::string upper(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return s;
}

/// The join strategy hints: each names the tables it applies to.
constexpr std::array<std::string_view, 4> kJoinStrategies = {"BROADCAST", "SHUFFLE_HASH", "SHUFFLE_MERGE",
                                                              "NEST_LOOP"};

} // namespace

std::optional<Text> flinkRefusesHint(const sql::Hint &hint, HintSite site)
{
    const std::string name = upper(hint.name.name); // Flink compares hint names in any case
    const bool listed = !hint.options.empty() && !hint.keyValue;
    const bool keyed = !hint.options.empty() && hint.keyValue;
    if (name == "OPTIONS") {
        if (!keyed)
            return sluice::Engine::tr("An OPTIONS hint takes 'key' = 'value' pairs, at least one");
        return std::nullopt;
    }
    if (std::find(kJoinStrategies.begin(), kJoinStrategies.end(), name) != kJoinStrategies.end()) {
        if (!listed)
            return sluice::Engine::tr("The join hint %1 names the tables or views it applies to, at least one: "
                                      "%1(t1, t2)")
                .arg(name);
        return std::nullopt;
    }
    if (name == "LOOKUP") {
        if (!keyed)
            return sluice::Engine::tr("A LOOKUP hint takes 'key' = 'value' pairs, 'table' among them");
        const bool table = std::any_of(hint.options.begin(), hint.options.end(),
                                       [](const sql::HintOption &o) { return o.key && *o.key == "table"; });
        if (!table)
            return sluice::Engine::tr("A LOOKUP hint needs 'table' = '<the lookup table or its alias>'");
        return std::nullopt;
    }
    if (name == "STATE_TTL") {
        // Flink checks it as a query hint; after a table's name it passes unchecked.
        if (site == HintSite::Query && !keyed)
            return sluice::Engine::tr("STATE_TTL takes 'table_or_alias' = 'duration' pairs, at least one");
        return std::nullopt;
    }
    if (name == "JSON_AGGREGATE_WRAPPED") // the planner's own, accepted anywhere
        return std::nullopt;
    return sluice::Engine::tr("'%1' is not a hint Flink knows: it refuses the query (its hints are OPTIONS, "
                              "STATE_TTL, LOOKUP, BROADCAST, SHUFFLE_HASH, SHUFFLE_MERGE and NEST_LOOP)")
        .arg(hint.name.name);
}

} // namespace sluice::plan
