// The hint vocabulary the binder acts on (binder_select.cpp: STATE_TTL; binder_from.cpp: table
// and join OPTIONS), published for the editor's completion and hover.
#include <sluice/sql_hints.h>

namespace sluice {

const std::vector<HintInfo> &sqlHints()
{
    static const std::vector<HintInfo> hints = {
        {"STATE_TTL", HintPlacement::Query,
         "Sets the state retention of this query's stateful operators per input: "
         "'table_or_alias' = 'duration'.",
         {}},
        {"OPTIONS", HintPlacement::Table,
         "Overrides the table's WITH options for this query only: 'key' = 'value'.",
         {}},
        {"OPTIONS", HintPlacement::Join,
         "Sets the state retention of each side of this regular join.",
         {{kJoinLeftTtlKey, "How long the join keeps rows of its left input (a duration)."},
          {kJoinRightTtlKey, "How long the join keeps rows of its right input (a duration)."}}},
    };
    return hints;
}

} // namespace sluice
