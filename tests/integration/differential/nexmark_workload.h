#pragma once

// The Nexmark benchmark's upstream query files (ddl_gen.sql, ddl_views.sql, q0.sql ... q23.sql,
// kept outside the project in ../shared/nexmark) made into runnable scripts: placeholders filled
// in, for Sluice on the `nexmark` connector and for Flink on the same events written to JSON
// files by Sluice. The files themselves are used unmodified otherwise.

#include <cstdint>
#include <optional>
#include <string>

namespace sluice::difftest {

/// The folder of the upstream files: $SLUICE_NEXMARK_DIR, else the build's default
/// (SLUICE_NEXMARK_DIR, <source>/../shared/nexmark).
std::string nexmarkDir();

/// The text of one upstream file; nullopt with `error` set when it cannot be read.
std::optional<std::string> readNexmarkFile(const std::string &name, std::string &error);

/// The event stream of a run: `events` events generated at `rate` events per second of event
/// time, in the 1:3:46 mix.
struct NexmarkWorkload {
    std::int64_t events = 10000;
    std::int64_t rate = 10000;
};

/// ddl_gen.sql with its ${...} placeholders filled in. With `eventsDir`, its WITH clause reads
/// the JSON files there instead ('connector' = 'filesystem', 'format' = 'json'), so Flink runs
/// the queries on the events Sluice generated.
std::string nexmarkSourceDdl(const std::string &ddlGen, const NexmarkWorkload &workload,
                             const std::string &eventsDir = {});

/// A Sluice job that writes the workload's events to JSON files under `dir`.
std::string nexmarkExportJob(const std::string &ddlGen, const NexmarkWorkload &workload,
                             const std::string &dir);

/// What qN.sql needs besides the Nexmark table: a folder for q10's output files and q13's side
/// input.
struct NexmarkQueryPlaces {
    std::string outputDir; ///< ${NEXMARK_DIR}
    std::string flinkHome; ///< ${FLINK_HOME}
    bool printSinks = true; ///< 'blackhole' sinks become 'print', so the results can be read
};

/// Writes q13's side input under `places.flinkHome` (data/side_input.txt: a key and a value
/// for every key `bid.auction % 10000` takes); false when the file cannot be written.
bool writeNexmarkSideInput(const NexmarkQueryPlaces &places);

/// A whole script for one query: the source DDL, ddl_views.sql (on table `datagen`, as upstream
/// names it), and the query file with its placeholders filled.
std::string nexmarkQueryScript(const std::string &sourceDdl, const std::string &views,
                               const std::string &query, const NexmarkQueryPlaces &places);

/// q14 with its JVM UDF count_char(extra, 'c') replaced by an expression that counts the same
/// characters, and its CREATE FUNCTION removed; other queries unchanged.
std::string nexmarkWithoutUdf(std::string query);

/// A job that only generates the workload's events into a blackhole sink: the generator's own
/// cost, beside which the queries' figures are read. With `eventsDir`, the cost of reading them
/// from the JSON files there instead.
std::string nexmarkGeneratorOnlyJob(const std::string &ddlGen, const NexmarkWorkload &workload,
                                    const std::string &eventsDir = {});

} // namespace sluice::difftest
