#pragma once

// The `nexmark` connector: the Nexmark benchmark's events (nexmark_generator.h) as the table of
// the benchmark's ddl_gen.sql — event_type INT and one ROW column each for person, auction and
// bid, of which the event's type fills one. Subtask i of p generates events i, i + p, i + 2p, ...
// of the one global sequence, so the events do not depend on the parallelism.
//
// Checkpoints: that share is a split (Flink's NexmarkSourceSplit), whose position is the next
// event and the wall-clock time of the first (rate-limited events are due from it, so a restored
// split catches up on the time it was down, as in Flink). A restore at another parallelism deals
// the splits out; a subtask holding several generates their events in the global order.

#include "connectors/nexmark_generator.h"
#include "exec/operator.h"

#include <memory>
#include <string>
#include <vector>

namespace sluice::exec {

class NexmarkSource final : public SourceReader {
public:
    /// Reads the options of `scan` and checks its columns are the nexmark table's.
    static Result<std::unique_ptr<SourceReader>> create(const plan::ScanNode &scan);
    /// Checks the physical columns against the table the generator produces; the message names
    /// the first column that differs.
    static Status checkColumns(const std::vector<plan::Field> &columns);
    /// The generator's configuration from a table's options (errors name the option).
    static Result<NexmarkConfig> configFrom(const std::vector<std::pair<std::string, std::string>> &options);

    /// Column of the batch that takes event_type, person, auction and bid (-1: not read).
    struct Columns {
        int eventType = -1;
        int person = -1;
        int auction = -1;
        int bid = -1;
    };
    NexmarkSource(NexmarkConfig config, Columns columns);

    Status open(OperatorContext &context) override;
    Result<SourceState> poll(RowBatch &batch) override;
    bool checkpointable() const override { return true; }
    Progress progress() const override;
    Status snapshotPosition(std::int64_t checkpointId, std::vector<SourceSplitState> &out) override;
    /// Split k of the checkpoint's splits (ordered by step, then first event) goes to subtask
    /// k % parallelism: every subtask sees the same list, so each split is taken once.
    Status restorePosition(const std::vector<SourceSplitState> &splits, int checkpointedParallelism) override;

private:
    /// Events first, first + step, ... of the global sequence: one subtask's share when the job
    /// started (first = its index, step = its parallelism).
    struct Split {
        std::int64_t first = 0;
        std::int64_t step = 1;
        std::int64_t next = 0;          ///< the next event to generate
        std::int64_t wallClockBase = 0; ///< epoch ms at which event 0 was due (rate.limited)
    };
    static std::string splitId(const Split &split);
    /// The split whose next event comes first in the global sequence, or null when all ended.
    Split *nextSplit();

    NexmarkGenerator m_generator;
    Columns m_columns;
    std::vector<Split> m_splits;
    int m_subtask = 0;
    int m_parallelism = 1;
    std::int64_t m_end = 0; // first event number past the source's end; INT64_MAX: unbounded
    std::string m_value;
    std::int64_t m_emitted = 0; ///< events generated since open()
};

} // namespace sluice::exec
