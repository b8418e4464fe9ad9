#pragma once

// Jobs that take checkpoints, for the tests of what the Monitor and `sluice run --metrics-out`
// show of them: a keyed count over datagen, checkpointed every 200 ms.

#include <string>

namespace sluice::testing {

/// SETs that restart a failing job every 100 ms, (nearly) without end.
inline const std::string kRestartOftenSets =
    "SET 'restart-strategy.type' = 'fixed-delay';\n"
    "SET 'restart-strategy.fixed-delay.attempts' = '1000';\n"
    "SET 'restart-strategy.fixed-delay.delay' = '100 ms';\n";

/// COUNT(*) per key over `keys` random keys at 200 rows/s, checkpointed every 200 ms into
/// `checkpointDir`; `extraSets` come before the tables. A `checkpointDir` below a regular file
/// makes every checkpoint fail, which fails the job (no failure tolerated).
inline std::string checkpointedCountJob(const std::string &checkpointDir,
                                        const std::string &extraSets = {}, int keys = 50)
{
    return "SET 'execution.checkpointing.interval' = '200 ms';\n"
           "SET 'execution.checkpointing.dir' = '" + checkpointDir + "';\n" + extraSets +
           "CREATE TABLE src (k INT, v BIGINT) WITH ('connector' = 'datagen', "
           "'rows-per-second' = '200', 'fields.k.min' = '1', 'fields.k.max' = '" +
           std::to_string(keys) + "');\n"
           "CREATE TABLE snk (k INT, n BIGINT) WITH ('connector' = 'blackhole');\n"
           "INSERT INTO snk SELECT k, COUNT(*) FROM src GROUP BY k;\n";
}

} // namespace sluice::testing
