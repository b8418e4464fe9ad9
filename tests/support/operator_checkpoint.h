#pragma once

// Checkpoints of one operator subtask in unit tests, taken and handed back as the runtime does
// (runtime/job_runner: snapshotSubtask, restoreSubtask): the keyed state with its key groups and
// the operator's own items, so a test restores into a new operator instance, at the parallelism
// it likes, and compares with an uninterrupted run (checkRestore).

#include "common/byte_codec.h"
#include "exec/operator.h"
#include "state/state_snapshot.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace sluice::testing {

/// What a checkpoint holds of one operator subtask.
struct OperatorCheckpoint {
    int subtask = 0;
    int parallelism = 1;
    std::string keyedState;
    std::vector<std::string> items;
};

/// Takes checkpoint `id` of `op` (subtask `context.subtaskIndex` of `context.parallelism`).
inline Result<OperatorCheckpoint> takeCheckpoint(exec::Operator &op, state::KeyedStateBackend &backend,
                                                 const exec::OperatorContext &context, std::int64_t id = 1)
{
    OperatorCheckpoint c;
    c.subtask = context.subtaskIndex;
    c.parallelism = context.parallelism;
    if (Status s = op.snapshotState(id, c.items); !s.isOk())
        return s;
    ByteWriter w;
    if (Status s = state::writeKeyedState(backend, w); !s.isOk())
        return s;
    c.keyedState = w.take();
    return c;
}

/// Restores every old subtask's checkpoint into `op` (opened, no input yet): the keyed state of
/// the key groups `context` owns, and all the items.
inline Status restoreCheckpoint(exec::Operator &op, state::KeyedStateBackend &backend,
                                const exec::OperatorContext &context, const std::vector<OperatorCheckpoint> &old,
                                std::int64_t nowMillis = 0)
{
    std::vector<exec::RestoredOperatorState> items;
    for (const OperatorCheckpoint &c : old) {
        items.push_back({c.subtask, c.parallelism, c.items});
        const KeyGroupRange theirs = KeyGroupRange::forOperator(context.maxParallelism, c.parallelism, c.subtask);
        const int first = std::max(context.keyGroups.start(), theirs.start());
        const int last = std::min(context.keyGroups.end(), theirs.end());
        if (first > last)
            continue;
        ByteReader in(c.keyedState, "the test checkpoint of subtask " + std::to_string(c.subtask));
        if (Status s = state::readKeyedState(in, backend, first, last, nowMillis); !s.isOk())
            return s;
    }
    return op.restoreState(items);
}

/// Appends the lines of a further step of a run to `lines`.
inline void append(std::vector<std::string> &lines, const std::vector<std::string> &more)
{
    lines.insert(lines.end(), more.begin(), more.end());
}

/// Checks a checkpoint's round trip: `before` runs on a subtask, which is checkpointed; then
/// - a new subtask restored from it runs `after`: its lines must be the uninterrupted run's;
/// - two new subtasks, each restored with half of the key groups, run `fire` (watermarks, end of
///   input; no rows, which would have to go to the subtask of their key): together they must
///   emit what one uninterrupted subtask does, each row once (watermark lines aside).
/// `make(index, parallelism)` creates subtask `index` of `parallelism`, opened, in a `Harness`
/// with checkpoint() and restore(). Returns what differs, or an empty string.
template <typename Harness>
std::string checkRestore(const std::function<std::unique_ptr<Harness>(int index, int parallelism)> &make,
                         const std::function<std::vector<std::string>(Harness &)> &before,
                         const std::function<std::vector<std::string>(Harness &)> &after,
                         const std::function<std::vector<std::string>(Harness &)> &fire)
{
    using Steps = std::function<std::vector<std::string>(Harness &)>;
    auto join = [](std::vector<std::string> a, const std::vector<std::string> &b) {
        append(a, b);
        return a;
    };
    auto rows = [](std::vector<std::string> lines) {
        std::erase_if(lines, [](const std::string &l) { return l.rfind("WM(", 0) == 0; });
        std::sort(lines.begin(), lines.end());
        return lines;
    };
    auto show = [](const std::vector<std::string> &lines) {
        std::string out;
        for (const std::string &l : lines)
            out += "\n  " + l;
        return out;
    };
    std::string problems;
    for (const Steps *then : {&after, &fire}) {
        auto whole = make(0, 1);
        const std::vector<std::string> wholeBefore = before(*whole); // before `then`, in order
        const std::vector<std::string> expected = join(wholeBefore, (*then)(*whole));
        auto first = make(0, 1);
        const std::vector<std::string> early = before(*first);
        auto checkpoint = first->checkpoint();
        if (!checkpoint)
            return "checkpoint: " + checkpoint.status().toString();
        if (then == &after) {
            auto resumed = make(0, 1);
            if (Status s = resumed->restore({*checkpoint}); !s.isOk())
                return "restore: " + s.toString();
            const std::vector<std::string> got = join(early, after(*resumed));
            if (got != expected)
                problems += "restored at parallelism 1:" + show(got) + "\nexpected:" + show(expected) + "\n";
            continue;
        }
        std::vector<std::string> got = early;
        for (int index = 0; index < 2; ++index) {
            auto resumed = make(index, 2);
            if (Status s = resumed->restore({*checkpoint}); !s.isOk())
                return "restore: " + s.toString();
            got = join(got, fire(*resumed));
        }
        if (rows(got) != rows(expected))
            problems += "restored at parallelism 2:" + show(rows(got)) + "\nexpected:" + show(rows(expected)) + "\n";
    }
    return problems;
}

} // namespace sluice::testing
