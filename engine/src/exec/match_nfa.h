#pragma once

// The NFA of a MATCH_RECOGNIZE pattern, as Flink's CEP library builds and runs it (flink-cep's
// NFACompiler and NFA) for the patterns SQL writes: strict contiguity between and within the
// variables, a start state that stays, and an after-match skip strategy.
// - Compiling goes back to front as NFACompiler does: a quantified variable becomes chained
//   states (mandatory copies, then optional ones that may proceed), a loop state for an
//   unbounded one; a greedy quantifier adds "and not the loop's condition" to the transitions
//   of the state after it.
// - Each row moves every partial match along its transitions (a PROCEED edge is followed at
//   once, a TAKE edge consumes the row); a match that reaches the final state waits among the
//   completed ones until no partial match that started earlier is left, then is emitted and
//   prunes the partial and completed matches the skip strategy discards.
// - WITHIN: advancing time drops partial matches older than the limit (they emit nothing).
// Matches are ordered by the row they started at; the queues are Java's PriorityQueue
// (JavaPriorityQueue), so equally ranked matches come out in Flink's order.

#include "exec/java_priority_queue.h"
#include "plan/plan_node.h"

#include <sluice/status.h>

#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

namespace sluice::exec {

/// A transition's condition: the DEFINE of `variable` (-1: TRUE) and not the DEFINE of any of
/// `exceptVariables` (the greedy rule).
struct NfaCondition {
    int variable = -1;
    std::vector<int> exceptVariables;
};

struct NfaTransition {
    bool take = true; ///< TAKE (consumes the row); else PROCEED (an epsilon move)
    int target = 0;
    NfaCondition condition;
};

struct NfaState {
    int variable = -1; ///< the pattern variable whose rows this state takes; -1: final
    bool final = false;
    std::vector<NfaTransition> transitions;
};

struct MatchNfa {
    std::vector<NfaState> states;
    int start = 0;
    int final = 0;
    int variables = 0; ///< pattern variables (the conditions a step may evaluate)
    static MatchNfa compile(const std::vector<plan::MatchPatternElement> &pattern);
};

/// A computation state: a partial (or completed) match and the rows it took.
struct PartialMatch {
    int state = 0;
    std::int64_t startEvent = -1; ///< -1: the start state, which has taken no row
    std::int64_t startTime = -1;
    std::vector<std::pair<std::int64_t, int>> rows; ///< (event, variable) in order
};

/// NFAState.COMPUTATION_STATE_COMPARATOR: by start event, the start state last.
struct PartialMatchOrder {
    int operator()(const PartialMatch &a, const PartialMatch &b) const
    {
        const std::int64_t x = a.startEvent < 0 ? std::numeric_limits<std::int64_t>::max() : a.startEvent;
        const std::int64_t y = b.startEvent < 0 ? std::numeric_limits<std::int64_t>::max() : b.startEvent;
        return x < y ? -1 : (x > y ? 1 : 0);
    }
};

using MatchQueue = JavaPriorityQueue<PartialMatch, PartialMatchOrder>;

/// A partition's NFA state: its partial matches (the start state among them) and the completed
/// matches waiting for an earlier partial match to finish.
struct NfaQueues {
    MatchQueue partial;
    MatchQueue completed;
    static NfaQueues initial(const MatchNfa &nfa);
};

/// Evaluates DEFINE conditions: whether `event` may be mapped to `variable`, given the rows
/// `match` has taken so far.
class NfaConditions {
public:
    virtual ~NfaConditions() = default;
    virtual Result<bool> holds(int variable, const PartialMatch &match, std::int64_t event) = 0;
};

struct MatchSkipStrategy {
    plan::MatchSkip skip = plan::MatchSkip::ToNextRow;
    int variable = -1; ///< ToFirst / ToLast
    const std::vector<std::string> *variableNames = nullptr; ///< for error messages
};

class MatchNfaRunner {
public:
    MatchNfaRunner(const MatchNfa &nfa, MatchSkipStrategy skip, std::int64_t withinMillis)
        : m_nfa(nfa), m_skip(skip), m_within(withinMillis) {}

    /// NFA.process: moves every partial match by `event` (at `time`); appends the matches this
    /// emits to `emitted`. `startedMatch` is set when a new partial match began at this row.
    Status process(NfaQueues &queues, std::int64_t event, std::int64_t time, NfaConditions &conditions,
                   std::vector<PartialMatch> &emitted, bool &startedMatch);
    /// NFA.advanceTime: drops partial matches WITHIN has expired by `time`, then emits the
    /// completed matches they held back.
    Status advanceTime(NfaQueues &queues, std::int64_t time, std::vector<PartialMatch> &emitted);

private:
    Status computeNextStates(const PartialMatch &match, std::int64_t event, std::int64_t time,
                             NfaConditions &conditions, std::vector<PartialMatch> &next);
    Result<bool> conditionHolds(const NfaCondition &c, const PartialMatch &match,
                                std::int64_t event, NfaConditions &conditions);
    Status emitCompleted(NfaQueues &queues, MatchQueue &partial, std::vector<PartialMatch> &potential,
                         std::vector<PartialMatch> &emitted);
    /// The skip strategy's pruning event for `match` and whether a start event is pruned by it.
    Result<std::int64_t> pruningEvent(const PartialMatch &match) const;
    bool pruned(std::int64_t startEvent, std::int64_t pruningEvent) const;

    const MatchNfa &m_nfa;
    MatchSkipStrategy m_skip;
    std::int64_t m_within = 0;
    std::vector<std::pair<int, bool>> m_conditionCache; ///< per variable: (evaluated, result)
};

} // namespace sluice::exec
