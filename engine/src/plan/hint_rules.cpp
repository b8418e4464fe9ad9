#include "plan/hint_rules.h"

#include <sluice/engine.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <string_view>

namespace sluice::plan {

namespace {

/// The join strategy hints: each names the tables it applies to.
constexpr std::array<std::string_view, 4> kJoinStrategies = {"BROADCAST", "SHUFFLE_HASH", "SHUFFLE_MERGE",
                                                              "NEST_LOOP"};

} // namespace

bool hintNamed(const sql::Hint &hint, std::string_view name)
{
    const std::string &n = hint.name.name;
    return n.size() == name.size() && std::equal(n.begin(), n.end(), name.begin(), [](char a, char b) {
               return std::toupper(static_cast<unsigned char>(a)) == std::toupper(static_cast<unsigned char>(b));
           });
}

std::optional<Text> flinkRefusesHint(const sql::Hint &hint, HintSite site)
{
    const bool listed = !hint.options.empty() && !hint.keyValue;
    const bool keyed = !hint.options.empty() && hint.keyValue;
    if (hintNamed(hint, "OPTIONS")) {
        if (!keyed)
            return sluice::Engine::tr("An OPTIONS hint takes 'key' = 'value' pairs, at least one");
        return std::nullopt;
    }
    if (const auto strategy = std::find_if(kJoinStrategies.begin(), kJoinStrategies.end(),
                                           [&](std::string_view s) { return hintNamed(hint, s); });
        strategy != kJoinStrategies.end()) {
        if (!listed)
            return sluice::Engine::tr("The join hint %1 names the tables or views it applies to, at least one: "
                                      "%1(t1, t2)")
                .arg(std::string(*strategy));
        return std::nullopt;
    }
    if (hintNamed(hint, "LOOKUP")) {
        if (!keyed)
            return sluice::Engine::tr("A LOOKUP hint takes 'key' = 'value' pairs, 'table' among them");
        const bool table = std::any_of(hint.options.begin(), hint.options.end(),
                                       [](const sql::HintOption &o) { return o.key && *o.key == "table"; });
        if (!table)
            return sluice::Engine::tr("A LOOKUP hint needs 'table' = '<the lookup table or its alias>'");
        return std::nullopt;
    }
    if (hintNamed(hint, "STATE_TTL")) {
        // Flink checks it as a query hint; after a table's name it passes unchecked.
        if (site == HintSite::Query && !keyed)
            return sluice::Engine::tr("STATE_TTL takes 'table_or_alias' = 'duration' pairs, at least one");
        return std::nullopt;
    }
    if (hintNamed(hint, "JSON_AGGREGATE_WRAPPED")) // the planner's own, accepted anywhere
        return std::nullopt;
    return sluice::Engine::tr("'%1' is not a hint Flink knows: it refuses the query (its hints are OPTIONS, "
                              "STATE_TTL, LOOKUP, BROADCAST, SHUFFLE_HASH, SHUFFLE_MERGE and NEST_LOOP)")
        .arg(hint.name.name);
}

} // namespace sluice::plan
