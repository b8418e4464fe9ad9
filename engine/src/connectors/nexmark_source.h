#pragma once

// The `nexmark` connector: the Nexmark benchmark's events (nexmark_generator.h) as the table of
// the benchmark's ddl_gen.sql — event_type INT and one ROW column each for person, auction and
// bid, of which the event's type fills one. Subtask i of p generates events i, i + p, i + 2p, ...
// of the one global sequence, so the events do not depend on the parallelism.

#include "connectors/nexmark_generator.h"
#include "exec/operator.h"

#include <chrono>
#include <memory>

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

private:
    NexmarkGenerator m_generator;
    Columns m_columns;
    std::int64_t m_next = 0; // next event number of this subtask
    std::int64_t m_step = 1; // the parallelism
    std::int64_t m_end = 0;  // first event number past the source's end; INT64_MAX: unbounded
    std::chrono::steady_clock::time_point m_start;
    std::string m_value;
};

} // namespace sluice::exec
