#pragma once

#include "text_edits.h"

#include <sluice/script.h>
#include <sluice/status.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
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

/// A named table reference of a planned statement (a scanned table or the INSERT target), whose
/// own dynamic options `/*+ OPTIONS('k'='v') */` follow its name.
struct TableReference {
    std::string statement;  ///< the title of the first statement planning it
    std::string table;      ///< the name as written
    std::string alias;      ///< empty when none
    bool isSink = false;    ///< the INSERT INTO target
    int nameEnd = 0;        ///< byte offset just after the (possibly qualified) name
    int line = 0;           ///< 1-based line of the name
    /// The pairs of its OPTIONS hint as written, in order.
    std::vector<std::pair<std::string, std::string>> options;
};

/// Which hint carries a join side's state TTL when the inspector writes it.
enum class TtlHintStyle {
    JoinOptions, ///< seed 001: JOIN /*+ OPTIONS('state.ttl.left'='…') */ right
    StateTtl,    ///< Flink 1.19+: SELECT /*+ STATE_TTL('alias'='…') */ … of the join's query
};

/// Reads the per-side state TTL of joins (and the TTL of aggregations) from the planner's
/// output, and writes a join side's TTL as seed 001's OPTIONS hint after the JOIN keyword or as
/// Flink's STATE_TTL hint after the query's SELECT; reads and writes the dynamic options of
/// table references. Edits are minimal (HintComment). No widgets.
class JoinTtlHints
{
public:
    /// The joins and group aggregations of every planned statement.
    static std::vector<StatefulOperator> operators(const ExplainResult &result);
    /// "1 h (STATE_TTL hint)" -> {"1 h", "STATE_TTL hint"}.
    static TtlSetting parseTtl(std::string_view text);

    /// The edit that sets (or, with an empty `value`, removes) a join side's state TTL. With
    /// JoinOptions: 'state.ttl.left' / 'state.ttl.right' in the OPTIONS hint after the JOIN of
    /// the join whose SQL spans `joinRange`, the hint created when there is none. With StateTtl:
    /// the side's name (its alias, else its table) in the STATE_TTL hint after the SELECT of the
    /// join's query, and the side's key leaves the join's OPTIONS hint, which would win over it.
    /// Invalid durations are refused, and so is STATE_TTL for a side that is itself a join.
    static Result<TextEdits> setJoinTtl(std::string_view text, const SourceRange &joinRange,
                                        bool leftSide, const std::string &value,
                                        TtlHintStyle style = TtlHintStyle::JoinOptions);
    /// The names STATE_TTL knows the join's inputs by (alias, else table name), left then
    /// right; empty for an input that is not a table reference (a join, an unaliased subquery).
    static std::pair<std::string, std::string> sideNames(std::string_view text,
                                                         const SourceRange &joinRange);

    /// The named table references of the planned statements, in text order, each once.
    static std::vector<TableReference> tableReferences(std::string_view text,
                                                       const ExplainResult &result);
    /// The edit that sets (none: removes) `key` in the OPTIONS hint after the name of the
    /// table reference ending at byte `nameEnd`, creating the hint when there is none.
    static Result<TextEdits> setTableOption(std::string_view text, int nameEnd,
                                            const std::string &key,
                                            const std::optional<std::string> &value);
};

} // namespace sluice
