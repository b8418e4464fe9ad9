#pragma once

#include "text_edits.h"

#include <sluice/script.h>
#include <sluice/status.h>

#include <string>
#include <string_view>
#include <vector>

namespace sluice {

/// A state TTL as the planner reports it: the value ("1 min", "none") and where it comes from
/// ("table.exec.state.ttl", "join OPTIONS hint", "STATE_TTL hint").
struct TtlSetting {
    std::string value;
    std::string source;
};

/// A stateful operator of a plan, as the join-TTL inspector lists it.
struct StatefulOperator {
    std::string statement;           ///< the statement's title
    int nodeId = 0;
    std::string kind;                ///< "Join", "GroupAggregate", ...
    std::string description;
    std::vector<std::string> inputs; ///< the tables (or operators) feeding it, in input order
    bool isJoin = false;
    TtlSetting left, right;          ///< joins: per side
    TtlSetting ttl;                  ///< other operators
    SourceRange range;
};

/// Reads the per-side state TTL of joins (and the TTL of aggregations) from the planner's
/// output, and writes a join side's TTL as seed 001's OPTIONS hint after the JOIN keyword.
/// No widgets.
class JoinTtlHints
{
public:
    /// The joins and group aggregations of every planned statement.
    static std::vector<StatefulOperator> operators(const ExplainResult &result);
    /// "1 h (STATE_TTL hint)" -> {"1 h", "STATE_TTL hint"}.
    static TtlSetting parseTtl(std::string_view text);

    /// The edit that sets (or, with an empty `value`, removes) 'state.ttl.left' / 'state.ttl.right'
    /// in the OPTIONS hint of the join whose SQL spans `joinRange`, creating the hint right after
    /// JOIN when there is none. Invalid durations are refused.
    static Result<TextEdits> setJoinTtl(std::string_view text, const SourceRange &joinRange,
                                        bool leftSide, const std::string &value);
};

} // namespace sluice
