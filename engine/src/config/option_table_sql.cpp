// The table.* options (and the seed-named source keys): defaults and types follow Flink's
// ExecutionConfigOptions, OptimizerConfigOptions, TableConfigOptions and HiveOptions; the
// descriptions are our own and say what the embedded engine does with each.

#include "config/option_table.h"

namespace sluice::detail {

namespace {

using B = OptionBuilder;
using T = OptionType;
using C = OptionCategory;
constexpr OptionScope kEngine = OptionScope::Engine;
constexpr OptionScope kFlink = OptionScope::FlinkOnly;

} // namespace

void addTableOptions(std::vector<OptionSpec> &out)
{
    // ---- State -------------------------------------------------------------------------------
    out.push_back(
        B("table.exec.state.ttl", T::Duration, C::State, kEngine)
            .def("0 ms")
            .desc("How long a key's state in joins and group aggregations may sit untouched before "
                  "it is dropped. The clock is processing time and restarts whenever the entry is "
                  "created or written (reads do not count). 0 keeps state forever, so it grows "
                  "with the number of distinct keys. Per-table STATE_TTL hints and per-side join "
                  "OPTIONS hints override it.")
            .build());
    out.push_back(
        B("execution.min-idle-state-retention", T::Duration, C::State, kEngine)
            .def("0 ms")
            .legacy()
            .desc("Legacy lower bound of idle-state retention from the old SQL client. Together "
                  "with execution.max-idle-state-retention it must leave a gap of at least 5 "
                  "minutes (unless both are 0). Newer Flink maps it onto table.exec.state.ttl; the "
                  "engine uses it as the state TTL when table.exec.state.ttl is not set.")
            .build());
    out.push_back(
        B("execution.max-idle-state-retention", T::Duration, C::State, kFlink)
            .def("0 ms")
            .legacy()
            .desc("Legacy upper bound of idle-state retention from the old SQL client; must be at "
                  "least 5 minutes above the minimum (unless both are 0). Newer Flink releases no "
                  "longer read it, and the engine only checks the 5-minute gap.")
            .build());
    out.push_back(
        B("table.exec.interval-join.min-cleanup-interval", T::Duration, C::State, kEngine)
            .def("0 ms")
            .desc("An interval join removes a key's rows once the watermark has passed their time "
                  "bounds; this delays each such cleanup by at least this much, so keys are "
                  "visited less often at the cost of holding rows a little longer.")
            .build());

    // ---- Emit strategy of the legacy group windows (Flink's experimental WindowEmitStrategy) ---
    out.push_back(
        B("table.exec.emit.early-fire.enabled", T::Bool, C::Execution, kEngine)
            .def("false")
            .desc("Lets a GROUP BY TUMBLE / HOP window emit its result before the window ends "
                  "(every table.exec.emit.early-fire.delay, or on every row with 0), then update "
                  "it (-U/+U) as rows arrive, so its output becomes an update stream. Window "
                  "table function aggregations and session windows refuse it.")
            .build());
    out.push_back(
        B("table.exec.emit.early-fire.delay", T::Duration, C::Execution, kEngine)
            .desc("With early firing: how often (processing time) a window not yet ended "
                  "re-emits its result when it changed; 0 emits on every row. Required, not "
                  "negative.")
            .build());
    out.push_back(
        B("table.exec.emit.late-fire.enabled", T::Bool, C::Execution, kEngine)
            .def("false")
            .desc("Lets a GROUP BY TUMBLE / HOP window on event time take rows that arrive after "
                  "it ended, within table.exec.emit.allow-lateness, and update its result "
                  "(-U/+U) for them.")
            .build());
    out.push_back(
        B("table.exec.emit.late-fire.delay", T::Duration, C::Execution, kEngine)
            .desc("With late firing: how often (processing time) an ended window re-emits its "
                  "changed result; 0 emits on every late row. Required, not negative, and not "
                  "above the allowed lateness.")
            .build());
    out.push_back(
        B("table.exec.emit.allow-lateness", T::Duration, C::Execution, kEngine)
            .desc("With late firing: how long after its end a window keeps its state and takes "
                  "late rows; later rows are dropped. Unset, table.exec.state.ttl stands in; "
                  "late firing needs one of them above 0.")
            .build());

    // ---- Mini-batch --------------------------------------------------------------------------
    out.push_back(
        B("table.exec.mini-batch.enabled", T::Bool, C::MiniBatch, kEngine)
            .def("false")
            .desc("Buffers input rows of unbounded aggregations and processes them per key in "
                  "batches, so each key's state is read and written once per batch instead of once "
                  "per row. Raises throughput at the cost of latency. When on, both "
                  "table.exec.mini-batch.size and table.exec.mini-batch.allow-latency must be set "
                  "to positive values.")
            .build());
    out.push_back(
        B("table.exec.mini-batch.allow-latency", T::Duration, C::MiniBatch, kEngine)
            .def("0 ms")
            .desc("Longest time a mini-batch may hold rows before it is flushed. Must be greater "
                  "than zero when mini-batch is enabled.")
            .build());
    out.push_back(
        B("table.exec.mini-batch.size", T::Long, C::MiniBatch, kEngine)
            .def("-1")
            .unit("records")
            .desc("Most rows a mini-batch may hold before it is flushed, whichever of size and "
                  "latency comes first. Must be positive when mini-batch is enabled; -1 means "
                  "unset.")
            .build());

    // ---- Sink --------------------------------------------------------------------------------
    out.push_back(
        B("table.exec.sink.upsert-materialize", T::Enum, C::Sink, kEngine)
            .def("AUTO")
            .values({"NONE", "AUTO", "FORCE"})
            .desc("Whether to put a SinkUpsertMaterializer in front of a sink with a primary key. "
                  "It remembers every row seen per sink key to repair out-of-order updates, so its "
                  "state can become large. AUTO adds it only when the input's upsert key differs "
                  "from the sink key; FORCE always adds it; NONE never does (sensible with "
                  "parallelism 1 or when the key cannot change).")
            .build());
    out.push_back(
        B("table.exec.sink.not-null-enforcer", T::Enum, C::Sink, kEngine)
            .def("ERROR")
            .values({"ERROR", "DROP"})
            .desc("What happens when a row headed for a NOT NULL sink column carries a null: ERROR "
                  "fails the job, DROP silently discards the row.")
            .build());
    out.push_back(
        B("table.exec.sink.type-length-enforcer", T::Enum, C::Sink, kFlink)
            .def("IGNORE")
            .values({"IGNORE", "TRIM_PAD"})
            .desc(
                "Whether values written to CHAR(n)/VARCHAR(n)/BINARY(n) columns are cut or padded "
                "to the declared length. The engine writes values unchanged.")
            .build());
    out.push_back(
        B("table.exec.sink.keyed-shuffle", T::Enum, C::Sink, kFlink)
            .def("AUTO")
            .values({"NONE", "AUTO", "FORCE"})
            .desc("Whether Flink hashes rows by primary key before a keyed sink whose parallelism "
                  "differs from its input's. The engine always routes a keyed sink's input by its "
                  "key.")
            .build());

    // ---- Source ------------------------------------------------------------------------------
    out.push_back(
        B("table.exec.source.idle-timeout", T::Duration, C::Source, kEngine)
            .def("0 ms")
            .desc(
                "A source split (file, partition, subtask) that produces nothing for this long is "
                "marked idle, so downstream watermarks can advance without it. 0 turns idle "
                "detection off.")
            .build());
    out.push_back(
        B("table.exec.source.cdc-events-duplicate", T::Bool, C::Source, kFlink)
            .def("false")
            .desc("Tells Flink that change-data-capture sources may deliver an event twice, so it "
                  "adds a deduplicating step keyed on the primary key. The engine has no CDC "
                  "formats.")
            .build());
    out.push_back(
        B("table.exec.source.parallelism-inference.enabled", T::Bool, C::Source, kFlink)
            .def("true")
            .desc("Named by seed 002's configuration examples as a switch for inferring source "
                  "parallelism. It is carried unchanged; the engine infers file source parallelism "
                  "from table.exec.hive.infer-source-parallelism instead.")
            .build());

    // ---- Hive/filesystem source --------------------------------------------------------------
    out.push_back(
        B("table.exec.hive.fallback-mapred-reader", T::Bool, C::HiveSource, kFlink)
            .def("false")
            .desc(
                "Makes Flink read Hive tables through Hadoop's MapReduce record readers instead of "
                "its vectorised ORC/Parquet readers, for files the latter cannot handle. The "
                "engine reads csv and json files with its own readers.")
            .build());
    out.push_back(
        B("table.exec.hive.fallback-mapred-writer", T::Bool, C::HiveSource, kFlink)
            .def("true")
            .desc("Makes Flink write Hive tables through Hadoop's MapReduce record writers rather "
                  "than its own bulk writers. Not used by the engine.")
            .build());
    out.push_back(
        B("table.exec.hive.infer-source-parallelism", T::Bool, C::HiveSource, kEngine)
            .def("true")
            .desc("Derive a file source's parallelism from how many files/splits it reads, up to "
                  "table.exec.hive.infer-source-parallelism.max. When off, the source uses the "
                  "job's default parallelism.")
            .build());
    out.push_back(
        B("table.exec.hive.infer-source-parallelism.max", T::Int, C::HiveSource, kEngine)
            .def("1000")
            .desc("Ceiling for an inferred file source parallelism. Must be at least 1 while "
                  "inference is on.")
            .build());
    out.push_back(
        B("partition.discovery.interval-millis", T::Long, C::HiveSource, kFlink)
            .unit("ms")
            .desc("Milliseconds between checks for new partitions, as read by some vendors' and "
                  "Pulsar's source connectors (seed 002 sets it job-wide). Flink's own filesystem "
                  "and Hive sources do not read it from the job configuration; the engine ignores "
                  "it and uses a table's source.monitor-interval.")
            .build());
    out.push_back(
        B("source.monitor-interval", T::Duration, C::HiveSource, kFlink)
            .desc("How often a filesystem source lists its path for new files and partitions, "
                  "turning it into an unbounded source. It takes effect as a WITH option of a "
                  "filesystem table; set job-wide it is only carried along, by Flink and by the "
                  "engine alike.")
            .build());

    // ---- Execution (table layer) -------------------------------------------------------------
    out.push_back(
        B("table.sql-dialect", T::Enum, C::Execution, kFlink)
            .def("default")
            .values({"default", "hive"})
            .desc("Which SQL grammar Flink parses statements with. The engine always parses "
                  "Flink's default dialect and reports Hive-only syntax as errors.")
            .build());
    out.push_back(
        B("table.local-time-zone", T::String, C::Execution, kEngine)
            .def("default")
            .desc("Session time zone for TIMESTAMP_LTZ values, CURRENT_TIMESTAMP and DATE_FORMAT, "
                  "as a zone id such as 'UTC' or 'Asia/Shanghai'. 'default' takes the machine's "
                  "zone.")
            .build());
    out.push_back(
        B("table.dynamic-table-options.enabled", T::Bool, C::Execution, kEngine)
            .def("true")
            .desc("Allows OPTIONS hints, which override a table's WITH options for one query. When "
                  "false, Flink refuses a query with one, and so does the check.")
            .build());
    out.push_back(
        B("table.dml-sync", T::Bool, C::Execution, kFlink)
            .def("false")
            .desc("Makes Flink's SQL client wait for each INSERT job to finish before running the "
                  "next statement. The engine runs a script's statements as one job.")
            .build());
    out.push_back(
        B("table.exec.rank.topn-cache-size", T::Long, C::Execution, kFlink)
            .def("10000")
            .alias("table.exec.topn-cache-size")
            .unit("records")
            .min(0)
            .desc("Rows per Top-N subtask cached in memory in front of the state, for Top-N over "
                  "insert-only input: room for this many divided by N partitions (at least one), "
                  "the least recently used giving way. With a state TTL a cached partition is "
                  "read again from the state once the TTL has passed.")
            .build());

    // ---- Optimizer ---------------------------------------------------------------------------
    out.push_back(
        B("table.optimizer.agg-phase-strategy", T::Enum, C::Optimizer, kEngine)
            .def("AUTO")
            .values({"AUTO", "ONE_PHASE", "TWO_PHASE"})
            .desc("Whether aggregations pre-aggregate locally before the shuffle (TWO_PHASE), only "
                  "aggregate after it (ONE_PHASE), or let the planner choose (AUTO). In streaming "
                  "the local phase only exists with mini-batch on; without it TWO_PHASE silently "
                  "runs as one phase.")
            .build());
    out.push_back(
        B("table.optimizer.distinct-agg.split.enabled", T::Bool, C::Optimizer, kEngine)
            .def("false")
            .desc("Rewrites COUNT(DISTINCT …) and similar aggregates into two levels: first by the "
                  "group key plus a hash bucket of the distinct value, then summed per group. "
                  "Spreads hot keys over many subtasks.")
            .build());
    out.push_back(
        B("table.optimizer.distinct-agg.split.bucket-num", T::Int, C::Optimizer, kEngine)
            .def("1024")
            .min(1)
            .desc("Number of hash buckets the distinct-aggregate split uses in its first level.")
            .build());
    out.push_back(
        B("table.optimizer.reuse-sub-plan-enabled", T::Bool, C::Optimizer, kFlink)
            .def("true")
            .desc("Computes identical parts of a statement's plan once and shares their output: a "
                  "self-join over one source reads it once. The engine shares scans, filters and "
                  "projections, watermarks, exchanges, window table functions and aggregations "
                  "within one INSERT or query.")
            .build());
    out.push_back(
        B("table.optimizer.reuse-source-enabled", T::Bool, C::Optimizer, kFlink)
            .def("true")
            .desc("Reads a table once when several parts of a statement scan it the same way "
                  "(with sub-plan reuse on). The engine shares scans within one INSERT or query, "
                  "not across the INSERTs of a statement set.")
            .build());
    out.push_back(
        B("table.optimizer.join-reorder-enabled", T::Bool, C::Optimizer, kFlink)
            .def("false")
            .desc("Allows Flink's cost-based optimizer to change the order of inner joins. The "
                  "engine keeps joins in the order written.")
            .build());

    // ---- Resources (table layer) -------------------------------------------------------------
    out.push_back(
        B("table.exec.resource.default-parallelism", T::Int, C::Resources, kEngine)
            .def("-1")
            .min(1)
            .orMinusOne()
            .desc(
                "Parallelism for every operator of a SQL job (joins, aggregations, calcs), taking "
                "precedence over parallelism.default. -1 falls back to parallelism.default; a "
                "sink's own sink.parallelism still wins for that sink.")
            .build());
}

} // namespace sluice::detail
