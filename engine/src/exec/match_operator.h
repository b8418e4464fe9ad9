#pragma once

// Flink's Match operator (CepOperator running the MATCH_RECOGNIZE pattern's NFA), per partition:
// - Event time: rows wait in state until the watermark passes their time; then the partition's
//   rows are matched in time order (by the other ORDER BY keys, then arrival, within a time),
//   time advancing before each time and to the watermark after. A row not newer than the
//   watermark is late: dropped and counted.
// - Processing time: each row is matched as it arrives, at its arrival time; with more ORDER BY
//   keys, rows wait one millisecond of processing time to be ordered (and, as in Flink, rows
//   still waiting when the input ends are not matched).
// - Each match emits one row: the partition columns, then the measures.
// - State per partition: the NFA's partial and completed matches with the rows they hold (a
//   ValueTable), and the rows waiting for their time (a MapTable). WITHIN drops partial matches
//   as time passes; nothing else expires (Flink's MATCH_RECOGNIZE ignores table.exec.state.ttl).

#include "common/row_codec.h"
#include "exec/aggregate_functions.h"
#include "exec/expression_evaluator.h"
#include "exec/match_nfa.h"
#include "exec/row_key_selector.h"
#include "exec/time_firing_operator.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace sluice::exec {

class MatchOperator final : public TimeFiringOperator, private NfaConditions {
public:
    explicit MatchOperator(const plan::MatchNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;
    Status onProcessingTime(std::int64_t nowMillis, Output &out) override;
    /// The NFA's matches and the waiting rows are keyed state; the partitions' timers (event or
    /// processing time, by key group) and the sequence that orders waiting rows are written with
    /// each checkpoint, as Flink's CepOperator keeps its timers in the timer service.
    bool checkpointable() const override { return true; }
    Status snapshotState(std::int64_t checkpointId, std::vector<std::string> &items) override;
    Status restoreState(const std::vector<RestoredOperatorState> &state) override;

private:
    /// A DEFINE condition or a measure, compiled: its navigations fill a one-row batch that the
    /// expression reads.
    struct Expression {
        struct Navigation {
            plan::MatchNavigation::Kind kind = plan::MatchNavigation::Kind::Last;
            int variable = -1;
            int offset = 0;
            std::optional<CompiledExpression> argument; ///< over the input row
            std::vector<AggSpec> aggregate; ///< Aggregate: its one spec (as the helpers take them)
            std::shared_ptr<const Schema> argumentSchema; ///< Aggregate: the argument's values
            std::shared_ptr<const Schema> accumulatorSchema;
            RowBatch arguments;   ///< Aggregate scratch: the argument per row
            RowBatch accumulator; ///< Aggregate scratch
        };
        std::vector<Navigation> navigations;
        std::shared_ptr<const Schema> navigationSchema;
        std::optional<CompiledExpression> expr;
        RowBatch row; ///< the navigations' values, which `expr` reads
    };
    /// The partition being processed: its NFA state and the rows its matches hold, decoded.
    struct Partition {
        int keyGroup = 0;
        std::string key;
        NfaQueues queues;
        std::int64_t nextEvent = 0;
        std::unordered_map<std::int64_t, std::uint32_t> rowOf; ///< event -> row of m_events
    };

    /// Compiles the DEFINE conditions and the MEASURES (at open: they need the job's session).
    Status compileExpressions(const ExpressionSession &session);
    Status compileExpression(const plan::MatchExpression &e, Expression &out,
                             const ExpressionSession &session);
    /// Fills the navigation row of `e` for `match` (+ the row `current`, -1 for none, in the
    /// DEFINE of `defining`).
    Status fillNavigations(Expression &e, const PartialMatch &match, std::int64_t current,
                           int defining, std::int64_t time);
    Result<bool> holds(int variable, const PartialMatch &match, std::int64_t event) override;

    Status loadPartition(int keyGroup, std::string_view key);
    void storePartition();
    /// Matches one row (row `row` of m_events, its event number assigned) at `time`.
    Status matchRow(std::uint32_t row, std::int64_t time, BatchBuilder &out);
    Status advanceTime(std::int64_t time, BatchBuilder &out);
    Status emitMatches(std::int64_t time, BatchBuilder &out);
    /// Event time: matches the rows of every partition whose timers the watermark reached.
    Status fireUpTo(std::int64_t watermark, Output &out) override;
    /// Fires the timers due by `due`: each partition once, by firePartition.
    Status fireTimers(std::int64_t due, std::int64_t rowsUpTo, std::int64_t advanceTo, Output &out);
    /// Matches the waiting rows of one partition up to `rowsUpTo`, then advances its time to
    /// `advanceTo` (CepOperator.onEventTime / onProcessingTime).
    Status firePartition(const std::string &address, std::int64_t rowsUpTo, std::int64_t advanceTo,
                         BatchBuilder &out);
    void registerTimer(const std::string &address, std::int64_t time);

    Status m_setupError;
    const plan::MatchNode &m_node;
    std::shared_ptr<const Schema> m_inSchema;
    std::shared_ptr<const Schema> m_outSchema;
    std::vector<std::uint32_t> m_keyColumns;
    std::size_t m_timeColumn = 0;
    std::vector<plan::SortKey> m_otherKeys;
    bool m_buffered = false; ///< rows wait in state (event time, or more ORDER BY keys)
    std::vector<std::string> m_variables;
    MatchNfa m_nfa;
    MatchSkipStrategy m_skip;
    std::int64_t m_within = 0;
    std::vector<std::optional<Expression>> m_definitions;
    std::vector<Expression> m_measures;
    std::optional<RowCodec> m_rowCodec;
    std::optional<RowKeySelector> m_keys;

    state::ValueTable *m_nfaState = nullptr; ///< partition -> NFA queues and held rows
    state::MapTable *m_waiting = nullptr;    ///< (time, other keys, arrival) -> row
    std::int64_t m_sequence = 0;
    /// (time, partition address) the partition must be looked at once time reaches.
    std::set<std::pair<std::int64_t, std::string>> m_timers;
    std::vector<std::pair<std::int64_t, std::string>> m_laterTimers; ///< registered while firing
    bool m_firing = false;

    Partition m_partition;
    RowBatch m_events; ///< the rows of the partition's matches, and the rows being matched
    std::vector<PartialMatch> m_emitted;
    std::int64_t m_currentTime = 0; ///< the time of the row being matched (MATCH_ROWTIME in DEFINE)

    // Scratch
    std::vector<std::uint32_t> m_selection;
    std::vector<std::uint32_t> m_filterRows;
    std::string m_value;
    std::string m_userKey;
};

} // namespace sluice::exec
