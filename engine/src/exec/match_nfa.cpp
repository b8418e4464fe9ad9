#include "exec/match_nfa.h"

#include <sluice/text.h>

#include <algorithm>

namespace sluice::exec {

namespace {

// NFACompiler.updateWithGreedyCondition: every transition of `state` also needs the loop's
// condition to fail.
void exceptGreedy(NfaState &state, int loopVariable)
{
    for (NfaTransition &t : state.transitions)
        t.condition.exceptVariables.push_back(loopVariable);
}

class Compiler {
public:
    explicit Compiler(MatchNfa &nfa) : m_nfa(nfa) {}

    int add(int variable, bool final = false)
    {
        m_nfa.states.push_back({variable, final, {}});
        return static_cast<int>(m_nfa.states.size()) - 1;
    }
    NfaState &at(int s) { return m_nfa.states[static_cast<std::size_t>(s)]; }

    // createSingletonState: TAKE to the sink; optional ones may PROCEED past it.
    int singleton(int sink, int proceed, int variable, bool optional)
    {
        const int s = add(variable);
        at(s).transitions.push_back({true, sink, {variable, {}}});
        if (optional)
            at(s).transitions.push_back({false, proceed, {}});
        return s;
    }

    // createTimesState: `from` rows mandatory, up to `to` (the extra ones optional).
    int times(int sink, int proceed, const plan::MatchPatternElement &e, int from, int to, bool optional)
    {
        if (e.greedy && from != to)
            exceptGreedy(at(sink), e.variable);
        int last = sink;
        for (int i = from; i < to; ++i)
            last = singleton(last, proceed, e.variable, true);
        for (int i = 0; i < from - 1; ++i)
            last = singleton(last, -1, e.variable, false);
        return singleton(last, proceed, e.variable, optional);
    }

    // convertPattern for one element; returns its first state.
    int element(int sink, const plan::MatchPatternElement &e)
    {
        const bool optional = e.min == 0;
        const int from = std::max(e.min, 1);
        if (e.max < 0) {
            // createLooping: PROCEED to the sink, TAKE back into the loop.
            const int loop = add(e.variable);
            at(loop).transitions.push_back({false, sink, {}});
            if (e.greedy)
                exceptGreedy(at(sink), e.variable);
            at(loop).transitions.push_back({true, loop, {e.variable, {}}});
            return times(loop, sink, e, from, from, optional);
        }
        if (e.max == 1)
            return singleton(sink, sink, e.variable, optional);
        return times(sink, sink, e, from, e.max, optional);
    }

private:
    MatchNfa &m_nfa;
};

} // namespace

MatchNfa MatchNfa::compile(const std::vector<plan::MatchPatternElement> &pattern)
{
    MatchNfa nfa;
    Compiler c(nfa);
    int sink = c.add(-1, true);
    nfa.final = sink;
    for (auto it = pattern.rbegin(); it != pattern.rend(); ++it) {
        sink = c.element(sink, *it);
        nfa.variables = std::max(nfa.variables, it->variable + 1);
    }
    nfa.start = sink;
    return nfa;
}

NfaQueues NfaQueues::initial(const MatchNfa &nfa)
{
    NfaQueues q;
    PartialMatch start;
    start.state = nfa.start;
    q.partial.offer(std::move(start));
    return q;
}

Result<bool> MatchNfaRunner::conditionHolds(const NfaCondition &c, const PartialMatch &match,
                                            std::int64_t event, NfaConditions &conditions)
{
    auto define = [&](int variable) -> Result<bool> {
        auto &slot = m_conditionCache[static_cast<std::size_t>(variable)];
        if (slot.first == 0) {
            Result<bool> r = conditions.holds(variable, match, event);
            if (!r)
                return r;
            slot = {1, *r};
        }
        return slot.second;
    };
    if (c.variable >= 0) {
        Result<bool> r = define(c.variable);
        if (!r || !*r)
            return r;
    }
    for (const int v : c.exceptVariables) {
        Result<bool> r = define(v);
        if (!r)
            return r;
        if (*r)
            return false;
    }
    return true;
}

Status MatchNfaRunner::computeNextStates(const PartialMatch &match, std::int64_t event,
                                         std::int64_t time, NfaConditions &conditions,
                                         std::vector<PartialMatch> &next)
{
    m_conditionCache.assign(static_cast<std::size_t>(m_nfa.variables), {0, false});

    // createDecisionGraph: follow PROCEED edges whose condition holds; collect the TAKE edges.
    std::vector<std::pair<int, const NfaTransition *>> takes; // (source state, edge)
    std::vector<int> stack{match.state};
    while (!stack.empty()) {
        const int s = stack.back();
        stack.pop_back();
        for (const NfaTransition &t : m_nfa.states[static_cast<std::size_t>(s)].transitions) {
            Result<bool> holds = conditionHolds(t.condition, match, event, conditions);
            if (!holds)
                return holds.status();
            if (!*holds)
                continue;
            if (t.take)
                takes.emplace_back(s, &t);
            else
                stack.push_back(t.target);
        }
    }
    const bool isStart = match.startEvent < 0;
    for (const auto &[source, edge] : takes) {
        PartialMatch taken;
        taken.state = edge->target;
        taken.rows = match.rows;
        taken.rows.emplace_back(event, m_nfa.states[static_cast<std::size_t>(source)].variable);
        taken.startEvent = isStart ? event : match.startEvent;
        taken.startTime = isStart ? time : match.startTime;
        // findFinalStateAfterProceed: a PROCEED path from the new state to the final one
        // completes the match with this row.
        bool reachesFinal = false;
        std::vector<int> proceed{taken.state};
        while (!proceed.empty() && !reachesFinal) {
            const int s = proceed.back();
            proceed.pop_back();
            for (const NfaTransition &t : m_nfa.states[static_cast<std::size_t>(s)].transitions) {
                if (t.take)
                    continue;
                Result<bool> holds = conditionHolds(t.condition, match, event, conditions);
                if (!holds)
                    return holds.status();
                if (!*holds)
                    continue;
                if (m_nfa.states[static_cast<std::size_t>(t.target)].final) {
                    reachesFinal = true;
                    break;
                }
                proceed.push_back(t.target);
            }
        }
        if (reachesFinal) {
            PartialMatch done = taken;
            done.state = m_nfa.final;
            next.push_back(std::move(taken));
            next.push_back(std::move(done));
        } else {
            next.push_back(std::move(taken));
        }
    }
    if (isStart) {
        PartialMatch start;
        start.state = match.state;
        next.push_back(std::move(start));
    }
    return Status::ok();
}

Status MatchNfaRunner::process(NfaQueues &queues, std::int64_t event, std::int64_t time,
                               NfaConditions &conditions, std::vector<PartialMatch> &emitted,
                               bool &startedMatch)
{
    MatchQueue partial;
    std::vector<PartialMatch> potential;
    std::vector<PartialMatch> next;
    for (const PartialMatch &match : queues.partial.items()) {
        next.clear();
        if (Status s = computeNextStates(match, event, time, conditions, next); !s)
            return s;
        for (PartialMatch &n : next) {
            if (match.startEvent < 0 && n.startTime > 0)
                startedMatch = true;
            if (m_nfa.states[static_cast<std::size_t>(n.state)].final)
                potential.push_back(std::move(n));
            else
                partial.offer(std::move(n));
        }
    }
    if (Status s = emitCompleted(queues, partial, potential, emitted); !s)
        return s;
    queues.partial = std::move(partial);
    return Status::ok();
}

Status MatchNfaRunner::advanceTime(NfaQueues &queues, std::int64_t time,
                                   std::vector<PartialMatch> &emitted)
{
    MatchQueue partial;
    for (PartialMatch &match : queues.partial.items()) {
        const bool timedOut = match.startEvent >= 0 && m_within > 0 && time - match.startTime >= m_within;
        if (!timedOut)
            partial.offer(std::move(match));
    }
    std::vector<PartialMatch> none;
    if (Status s = emitCompleted(queues, partial, none, emitted); !s)
        return s;
    queues.partial = std::move(partial);
    return Status::ok();
}

Status MatchNfaRunner::emitCompleted(NfaQueues &queues, MatchQueue &partial,
                                     std::vector<PartialMatch> &potential,
                                     std::vector<PartialMatch> &emitted)
{
    // potentialMatches is a PriorityQueue too: completedMatches takes it in its array order.
    MatchQueue potentialQueue;
    for (PartialMatch &m : potential)
        potentialQueue.offer(std::move(m));
    for (PartialMatch &m : potentialQueue.items())
        queues.completed.offer(std::move(m));
    const PartialMatchOrder order;
    while (!queues.completed.empty() &&
           (partial.empty() || order(queues.completed.peek(), partial.peek()) <= 0)) {
        PartialMatch match = queues.completed.poll();
        Result<std::int64_t> pruning = pruningEvent(match);
        if (!pruning)
            return pruning.status();
        auto prune = [&](const PartialMatch &m) { return m.startEvent >= 0 && pruned(m.startEvent, *pruning); };
        partial.removeIf(prune);
        queues.completed.removeIf(prune);
        emitted.push_back(std::move(match));
    }
    return Status::ok();
}

Result<std::int64_t> MatchNfaRunner::pruningEvent(const PartialMatch &match) const
{
    switch (m_skip.skip) {
    case plan::MatchSkip::ToNextRow: return match.rows.front().first;
    case plan::MatchSkip::PastLastRow: return match.rows.back().first;
    case plan::MatchSkip::ToFirst:
    case plan::MatchSkip::ToLast: {
        std::int64_t first = -1, last = -1;
        for (const auto &[event, variable] : match.rows) {
            if (variable != m_skip.variable)
                continue;
            if (first < 0)
                first = event;
            last = event;
        }
        const std::string name = m_skip.variableNames
                                     ? m_skip.variableNames->at(static_cast<std::size_t>(m_skip.variable))
                                     : std::to_string(m_skip.variable);
        if (first < 0)
            return Status::invalidArgument(sluice::Engine::tr("Could not skip to %1. No such element in the found "
                                                              "match (AFTER MATCH SKIP TO a variable the match did "
                                                              "not map any row to)")
                                               .arg(name));
        const std::int64_t target = m_skip.skip == plan::MatchSkip::ToFirst ? first : last;
        if (target == match.rows.front().first)
            return Status::invalidArgument(sluice::Engine::tr("Could not skip to first element of a match. (AFTER "
                                                              "MATCH SKIP TO %1 would start the next match where "
                                                              "this one started)")
                                               .arg(name));
        return target;
    }
    }
    return Status::internal("unknown AFTER MATCH SKIP strategy");
}

bool MatchNfaRunner::pruned(std::int64_t startEvent, std::int64_t pruningEvent) const
{
    // Skipping to a row keeps the matches that start at it; the whole-match strategies don't.
    const bool toElement = m_skip.skip == plan::MatchSkip::ToFirst || m_skip.skip == plan::MatchSkip::ToLast;
    return toElement ? startEvent < pruningEvent : startEvent <= pruningEvent;
}

} // namespace sluice::exec
