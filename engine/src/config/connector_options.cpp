// The WITH options of each connector and format the engine supports. Keys, types and defaults
// follow Flink's factories (DataGenConnectorOptions, FileSystemConnectorOptions,
// PrintConnectorOptions, KafkaConnectorOptions, CsvFormatOptions, JsonFormatOptions,
// RawFormatOptions); the descriptions are our own.

#include <sluice/connector_options.h>

#include "config/option_table.h"

#include <algorithm>

namespace sluice {

namespace {

using detail::OptionBuilder;
using T = OptionType;
using namespace std::chrono_literals;
constexpr OptionScope kEngine = OptionScope::Engine;
constexpr OptionScope kFlink = OptionScope::FlinkOnly;

OptionBuilder opt(std::string key, OptionType type, OptionScope scope = kEngine)
{
    return OptionBuilder(std::move(key), type, OptionCategory::Connector, scope);
}

OptionBuilder fmt(std::string key, OptionType type, OptionScope scope = kEngine)
{
    return OptionBuilder(std::move(key), type, OptionCategory::Format, scope);
}

OptionSpec sinkParallelism()
{
    return opt("sink.parallelism", T::Int)
        .min(1)
        .desc("Parallelism of this table's sink, overriding the job's default for it.")
        .build();
}

/// Flink 1.18's per-table idle timeout. Flink's planner takes the `scan.watermark.*` options only
/// for a source the table's WATERMARK is pushed into (Kafka); datagen's and filesystem's factories
/// refuse them as unknown (checked on the Flink 1.20 oracle), so only Kafka's tables list it.
OptionSpec watermarkIdleTimeout()
{
    return opt("scan.watermark.idle-timeout", T::Duration)
        .since("1.18")
        .desc("A partition without records for this long stops holding back the table's event "
              "time until its next record; replaces table.exec.source.idle-timeout for this "
              "table (0 turns idleness off).")
        .build();
}

ConnectorSpec datagen()
{
    ConnectorSpec c{"datagen", "Generates rows (random or sequential values) for testing.",
                    true,      false,
                    {},        {}};
    c.options = {
        opt("rows-per-second", T::Long)
            .def("10000")
            .min(1)
            .unit("rows/s")
            .desc("Rate limit of the whole source, shared by its subtasks.")
            .build(),
        opt("number-of-rows", T::Long)
            .min(0)
            .desc("Total rows to produce, after which the source ends; unset means it runs "
                  "forever (unless a sequence field bounds it).")
            .build(),
        opt("scan.parallelism", T::Int)
            .min(1)
            .since("1.19")
            .desc("Parallelism of this source, overriding the job's default for it.")
            .build(),
        opt("seed", T::Long)
            .desc("Sluice only, not a Flink option (Flink rejects it: remove it before running "
                  "the job on Flink): seed of the random values, so every run of the job "
                  "generates the same rows.")
            .build(),
        opt("fields.#.kind", T::Enum)
            .def("random")
            .values({"random", "sequence"})
            .desc("How the column's values are made: 'random' within min/max (or length), or "
                  "'sequence' counting from start to end, which also bounds the source.")
            .build(),
        opt("fields.#.min", T::String)
            .desc("Smallest random value of a numeric column; the type's minimum by default.")
            .build(),
        opt("fields.#.max", T::String)
            .desc("Largest random value of a numeric column; the type's maximum by default.")
            .build(),
        opt("fields.#.max-past", T::Duration)
            .def("0 ms")
            .desc("For random timestamp columns: how far before now a value may lie.")
            .build(),
        opt("fields.#.length", T::Int)
            .def("100")
            .min(0)
            .desc("Length of random strings/bytes, or element count of random collections.")
            .build(),
        opt("fields.#.var-len", T::Bool)
            .def("false")
            .since("1.17")
            .desc("Whether random strings/bytes vary in length up to fields.#.length.")
            .build(),
        opt("fields.#.start", T::String)
            .desc("First value of a sequence column (required for 'sequence').")
            .build(),
        opt("fields.#.end", T::String)
            .desc("Last value of a sequence column (required for 'sequence').")
            .build(),
        opt("fields.#.null-rate", T::Double)
            .def("0")
            .range(0, 1)
            .desc("Fraction of rows in which the column is NULL.")
            .build(),
    };
    return c;
}

/// The Nexmark benchmark's source (nexmark/nexmark's NexmarkSourceOptions); Flink runs it from
/// the benchmark's own jar, so the keys and defaults follow that jar.
ConnectorSpec nexmark()
{
    ConnectorSpec c{"nexmark",
                    "Generates the Nexmark benchmark's auction events: people, auctions and "
                    "bids in the table of Nexmark's ddl_gen.sql.",
                    true, false, {}, {}};
    c.options = {
        opt("first-event.rate", T::Int)
            .def("10000")
            .min(1)
            .unit("events/s")
            .desc("Event rate at the start; event times advance by one over this rate per event.")
            .build(),
        opt("next-event.rate", T::Int)
            .def("10000")
            .min(1)
            .unit("events/s")
            .desc("The rate the source alternates with the first one, every half rate.period.")
            .build(),
        opt("rate.shape", T::Enum)
            .def("SQUARE")
            .values({"SQUARE", "SINE"})
            .desc("How the rate moves between the two rates: in steps (SQUARE) or smoothly "
                  "(SINE).")
            .build(),
        opt("rate.period", T::Duration)
            .def("600 s")
            .desc("Length of one cycle of the rate between first-event.rate and "
                  "next-event.rate.")
            .build(),
        opt("rate.limited", T::Bool)
            .def("false")
            .desc("Emit each event only when as much wall time as event time has passed; by "
                  "default events are generated as fast as the job takes them.")
            .build(),
        opt("events.num", T::Long)
            .def("0")
            .min(0)
            .desc("Number of events, after which the source ends; 0 means unbounded.")
            .build(),
        opt("person.proportion", T::Int)
            .def("1")
            .min(0)
            .desc("People in each cycle of person + auction + bid proportion events.")
            .build(),
        opt("auction.proportion", T::Int)
            .def("3")
            .min(0)
            .desc("Auctions in each cycle of events.")
            .build(),
        opt("bid.proportion", T::Int)
            .def("46")
            .min(0)
            .desc("Bids in each cycle of events.")
            .build(),
        opt("person.avg-size", T::MemorySize)
            .def("200b")
            .desc("Average size of a person event, reached by padding its 'extra' field.")
            .build(),
        opt("auction.avg-size", T::MemorySize)
            .def("500b")
            .desc("Average size of an auction event.")
            .build(),
        opt("bid.avg-size", T::MemorySize).def("100b").desc("Average size of a bid event.").build(),
        opt("bid.hot-ratio.auctions", T::Int)
            .def("2")
            .min(1)
            .desc("Of this many bids, all but one go to a hot auction.")
            .build(),
        opt("bid.hot-ratio.bidders", T::Int)
            .def("4")
            .min(1)
            .desc("Of this many bids, all but one come from a hot bidder.")
            .build(),
        opt("auction.hot-ratio.sellers", T::Int)
            .def("4")
            .min(1)
            .desc("Of this many auctions, all but one come from a hot seller.")
            .build(),
        opt("keep-alive", T::Bool)
            .def("false")
            .desc("Keep the source open, without events, after the last one.")
            .build(),
        opt("stop-at", T::Long)
            .def("-1")
            .desc("Stop before this event number; -1 never stops early.")
            .build(),
        opt("max-emit-speed", T::Bool)
            .def("true")
            .desc("Accepted for the Nexmark jar's compatibility; events are always generated as "
                  "fast as allowed.")
            .build(),
    };
    return c;
}

ConnectorSpec filesystem()
{
    ConnectorSpec c{"filesystem",
                    "Reads and writes files under a path; Hive-style key=value folders are "
                    "partitions.",
                    true,
                    true,
                    {},
                    {"csv", "json"}};
    c.options = {
        opt("path", T::String)
            .required()
            .desc("File or directory to read from or write to.")
            .build(),
        opt("format", T::String).required().desc("Format of the files: csv or json.").build(),
        opt("source.monitor-interval", T::Duration)
            .minDuration(1ns)
            .desc("Re-list the path this often and read new files and partitions, which makes the "
                  "source unbounded. Unset: read what is there once and finish.")
            .build(),
        opt("source.path.regex-pattern", T::String)
            .since("1.19")
            .desc("Only read the files whose full path matches this regular expression (Java's "
                  "syntax, matched against the whole path).")
            .build(),
        opt("source.report-statistics", T::Enum, kFlink)
            .def("ALL")
            .values({"NONE", "ALL"})
            .desc("Whether Flink's planner reads the files' statistics (row counts) to plan the "
                  "query: ALL, or NONE to skip that cost.")
            .build(),
        opt("partition.time-extractor.kind", T::Enum)
            .def("default")
            .values({"default", "custom"})
            .desc("How a partition's time is extracted for partition-time commits: from the "
                  "partition values by the timestamp pattern, or by a custom JVM class.")
            .build(),
        opt("partition.time-extractor.class", T::String, kFlink)
            .desc("The JVM class of a custom partition time extractor.")
            .build(),
        opt("partition.time-extractor.timestamp-pattern", T::String)
            .desc("How the partition values form a timestamp, e.g. '$dt $hour:00:00'; by default "
                  "the first partition column as 'yyyy-MM-dd hh:mm:ss'.")
            .build(),
        opt("partition.time-extractor.timestamp-formatter", T::String)
            .desc("The java.time pattern the timestamp-pattern's result is parsed with; "
                  "'yyyy-MM-dd HH:mm:ss' by default.")
            .build(),
        opt("partition.default-name", T::String)
            .def("__DEFAULT_PARTITION__")
            .desc("Folder name used for a partition whose value is NULL or empty.")
            .build(),
        opt("sink.rolling-policy.file-size", T::MemorySize, kFlink)
            .def("128 mb")
            .desc("Flink starts a new part file once the current one reaches this size.")
            .build(),
        opt("sink.rolling-policy.rollover-interval", T::Duration, kFlink)
            .def("30 min")
            .desc("Flink starts a new part file once the current one has been open this long.")
            .build(),
        opt("sink.rolling-policy.inactivity-interval", T::Duration, kFlink)
            .def("30 min")
            .desc("Flink starts a new part file once the current one has received no row for this "
                  "long.")
            .build(),
        opt("sink.rolling-policy.check-interval", T::Duration, kFlink)
            .def("1 min")
            .desc("How often Flink checks the time-based rolling conditions.")
            .build(),
        opt("sink.shuffle-by-partition.enable", T::Bool, kFlink)
            .def("false")
            .desc("Route rows by their partition values before the sink, so fewer files are "
                  "written per partition.")
            .build(),
        opt("sink.partition-commit.trigger", T::Enum)
            .def("process-time")
            .values({"process-time", "partition-time"})
            .desc("When Flink considers a partition complete: by processing time or by the "
                  "watermark passing the time extracted from the partition values.")
            .build(),
        opt("sink.partition-commit.delay", T::Duration)
            .def("0 s")
            .desc("How long after its time a partition is committed.")
            .build(),
        opt("sink.partition-commit.watermark-time-zone", T::String)
            .def("UTC")
            .desc("The time zone in which a partition-time commit compares the watermark (a "
                  "TIMESTAMP_LTZ) with the partition's time.")
            .build(),
        opt("sink.partition-commit.policy.kind", T::String)
            .desc("What committing a partition does: 'metastore' (nothing, for a filesystem "
                  "table), 'success-file' (a marker file in the partition when it is committed: "
                  "as checkpoints complete, by the trigger, and at the end of the input), "
                  "'custom', or several separated by commas.")
            .build(),
        opt("sink.partition-commit.policy.class", T::String, kFlink)
            .desc("The JVM class of the 'custom' partition commit policy.")
            .build(),
        opt("sink.partition-commit.policy.class.parameters", T::String, kFlink)
            .desc("Parameters for the custom policy class's constructor, separated by ';'.")
            .build(),
        opt("sink.partition-commit.success-file.name", T::String)
            .def("_SUCCESS")
            .desc("Name of the marker file the success-file policy writes.")
            .build(),
        opt("auto-compaction", T::Bool, kFlink)
            .def("false")
            .desc("Let Flink merge small files written between checkpoints.")
            .build(),
        opt("compaction.file-size", T::MemorySize, kFlink)
            .desc("Target size of compacted files; the rolling file size by default.")
            .build(),
        sinkParallelism(),
    };
    return c;
}

ConnectorSpec print()
{
    ConnectorSpec c{"print", "Writes each change as a line like '+I[1, Alice]' to the console.",
                    false,   true,
                    {},      {}};
    c.options = {
        opt("print-identifier", T::String)
            .desc("Text put before every line (then the subtask number when parallel, then '> ').")
            .build(),
        opt("standard-error", T::Bool)
            .def("false")
            .desc("Print to standard error instead of standard output.")
            .build(),
        sinkParallelism(),
    };
    return c;
}

ConnectorSpec blackhole()
{
    return {"blackhole", "Accepts and discards every row; for benchmarks and tests.",
            false,       true,
            {},          {}};
}

std::vector<OptionSpec> kafkaCommonOptions()
{
    return {
        opt("topic", T::List)
            .desc("Topic to read from or write to; a source may list several separated by ';'.")
            .build(),
        opt("topic-pattern", T::String)
            .desc("Regular expression of the topic names a source reads; instead of 'topic'.")
            .build(),
        opt("scan.bounded.mode", T::Enum)
            .def("unbounded")
            .values(
                {"unbounded", "latest-offset", "group-offsets", "timestamp", "specific-offsets"})
            .desc("Where a source stops, making it bounded; 'unbounded' never stops.")
            .build(),
        opt("scan.bounded.timestamp-millis", T::Long)
            .min(0)
            .unit("ms")
            .desc("Epoch milliseconds to stop at in 'timestamp' bounded mode.")
            .build(),
        opt("scan.bounded.specific-offsets", T::String)
            .desc("Offsets to stop at in 'specific-offsets' bounded mode, same syntax as the "
                  "startup offsets.")
            .build(),
        opt("properties.bootstrap.servers", T::String)
            .required()
            .desc("Comma-separated host:port list of Kafka brokers to connect to first.")
            .build(),
        opt("properties.group.id", T::String)
            .desc("Consumer group of the source; needed to start from committed offsets.")
            .build(),
        watermarkIdleTimeout(),
        opt("properties.*", T::String)
            .desc("Any other Kafka client property, passed through to librdkafka (for example "
                  "SASL/SSL settings). Values are never logged.")
            .build(),
        opt("key.fields-prefix", T::String)
            .desc("Prefix of key columns in the schema, stripped to get the key's field names. "
                  "Requires value.fields-include = EXCEPT_KEY.")
            .build(),
        opt("value.fields-include", T::Enum)
            .def("ALL")
            .values({"ALL", "EXCEPT_KEY"})
            .desc("Whether the message value carries every column (ALL) or all but the key "
                  "columns (EXCEPT_KEY).")
            .build(),
        opt("sink.delivery-guarantee", T::Enum)
            .def("at-least-once")
            .values({"none", "at-least-once", "exactly-once"})
            .desc("Delivery promise of the sink. exactly-once needs Flink's checkpoints and "
                  "Kafka transactions, which the engine does not offer yet.")
            .build(),
        opt("sink.transactional-id-prefix", T::String, kFlink)
            .desc("Prefix of the Kafka transactional ids used for exactly-once delivery; "
                  "required with it.")
            .build(),
        sinkParallelism(),
    };
}

ConnectorSpec kafka()
{
    ConnectorSpec c{"kafka",
                    "Reads and writes Kafka topics as append-only tables.",
                    true,
                    true,
                    kafkaCommonOptions(),
                    {"csv", "json", "raw"}};
    std::vector<OptionSpec> extra = {
        opt("format", T::String)
            .desc("Format of the message value (and key when no key format is set): csv, json "
                  "or raw. Same as value.format.")
            .build(),
        opt("key.format", T::String).desc("Format of the message key; needs key.fields.").build(),
        opt("key.fields", T::List)
            .desc("Columns that make up the message key, separated by ';'.")
            .build(),
        opt("value.format", T::String).desc("Format of the message value; same as format.").build(),
        opt("scan.startup.mode", T::Enum)
            .def("group-offsets")
            .values({"earliest-offset", "latest-offset", "group-offsets", "timestamp",
                     "specific-offsets"})
            .desc("Where a source starts reading each partition.")
            .build(),
        opt("scan.startup.timestamp-millis", T::Long)
            .min(0)
            .unit("ms")
            .desc("Epoch milliseconds to start from in 'timestamp' startup mode.")
            .build(),
        opt("scan.startup.specific-offsets", T::String)
            .desc("Offsets to start from in 'specific-offsets' mode, as "
                  "'partition:0,offset:42;partition:1,offset:300'.")
            .build(),
        opt("scan.topic-partition-discovery.interval", T::Duration)
            .def("5 min")
            .desc("How often a source looks for new partitions (and topics matching the pattern); "
                  "0 turns discovery off.")
            .build(),
        opt("sink.semantic", T::Enum, kFlink)
            .values({"none", "at-least-once", "exactly-once"})
            .desc("Deprecated spelling of sink.delivery-guarantee, still accepted by Flink's "
                  "kafka connector; the engine reads sink.delivery-guarantee only.")
            .build(),
        opt("sink.partitioner", T::String)
            .def("default")
            .desc("How sink rows map to partitions: 'default' (by key hash, else sticky), 'fixed' "
                  "(one partition per subtask), 'round-robin', or a Java class name (carried for "
                  "Flink only).")
            .build(),
    };
    for (OptionSpec &o : extra)
        c.options.push_back(std::move(o));
    return c;
}

ConnectorSpec upsertKafka()
{
    ConnectorSpec c{"upsert-kafka",
                    "A Kafka topic as a changelog keyed by the table's primary key: a value per "
                    "key, a tombstone for a delete.",
                    true,
                    true,
                    kafkaCommonOptions(),
                    {"csv", "json", "raw"}};
    std::vector<OptionSpec> extra = {
        opt("key.format", T::String)
            .required()
            .desc("Format of the message key (the primary key columns).")
            .build(),
        opt("value.format", T::String).required().desc("Format of the message value.").build(),
        opt("sink.buffer-flush.max-rows", T::Int)
            .def("0")
            .min(0)
            .desc("Rows the sink may buffer, keeping only the latest per key, before writing; 0 "
                  "disables buffering. Must be set together with the flush interval.")
            .build(),
        opt("sink.buffer-flush.interval", T::Duration)
            .def("0 s")
            .desc("Longest time the sink buffers rows before writing; 0 disables buffering. Must "
                  "be set together with the row count.")
            .build(),
    };
    for (OptionSpec &o : extra)
        c.options.push_back(std::move(o));
    return c;
}

FormatSpec csv()
{
    return {"csv",
            "Comma-separated text, one row per line (RFC 4180 quoting).",
            {
                fmt("csv.field-delimiter", T::String)
                    .def(",")
                    .desc("The single character between fields.")
                    .build(),
                fmt("csv.disable-quote-character", T::Bool)
                    .def("false")
                    .desc("Read and write fields without any quoting.")
                    .build(),
                fmt("csv.quote-character", T::String)
                    .def("\"")
                    .desc("The single character that encloses fields containing delimiters.")
                    .build(),
                fmt("csv.allow-comments", T::Bool)
                    .def("false")
                    .desc("Skip lines starting with '#' when reading.")
                    .build(),
                fmt("csv.ignore-parse-errors", T::Bool)
                    .def("false")
                    .desc("Skip (and count) lines that cannot be parsed instead of failing; "
                          "unparsable fields become NULL.")
                    .build(),
                fmt("csv.array-element-delimiter", T::String)
                    .def(";")
                    .desc("Separator between array elements inside one field.")
                    .build(),
                fmt("csv.escape-character", T::String)
                    .desc("The single character that escapes the next one; none by default.")
                    .build(),
                fmt("csv.null-literal", T::String)
                    .desc("Field text read as NULL (and written for NULL); by default only an "
                          "empty unquoted field means NULL for non-string columns.")
                    .build(),
                fmt("csv.write-bigdecimal-in-scientific-notation", T::Bool, kFlink)
                    .def("true")
                    .desc("Whether large or small DECIMAL values may be written as 1E+10.")
                    .build(),
            }};
}

FormatSpec json()
{
    return {"json",
            "One JSON object per line.",
            {
                fmt("json.fail-on-missing-field", T::Bool)
                    .def("false")
                    .desc("Fail when a column's field is absent instead of reading NULL.")
                    .build(),
                fmt("json.ignore-parse-errors", T::Bool)
                    .def("false")
                    .desc("Skip (and count) records that are not JSON objects instead of "
                          "failing; values that do not fit their column become NULL.")
                    .build(),
                fmt("json.timestamp-format.standard", T::Enum)
                    .def("SQL")
                    .values({"SQL", "ISO-8601"})
                    .desc("Timestamp text layout: SQL ('2024-01-31 12:00:00.123') or ISO-8601 "
                          "('2024-01-31T12:00:00.123').")
                    .build(),
                fmt("json.map-null-key.mode", T::Enum)
                    .def("FAIL")
                    .values({"FAIL", "DROP", "LITERAL"})
                    .desc("What to do with a NULL map key when writing: fail, drop the entry, or "
                          "write json.map-null-key.literal.")
                    .build(),
                fmt("json.map-null-key.literal", T::String)
                    .def("null")
                    .desc("Key text written for NULL map keys in LITERAL mode.")
                    .build(),
                fmt("json.encode.ignore-null-fields", T::Bool)
                    .def("false")
                    .desc("Leave NULL columns out of written objects instead of writing null.")
                    .build(),
                fmt("json.encode.decimal-as-plain-number", T::Bool)
                    .def("false")
                    .desc("Write DECIMAL values without exponent notation.")
                    .build(),
            }};
}

FormatSpec raw()
{
    return {"raw",
            "The whole message as one column of bytes or text.",
            {
                fmt("raw.charset", T::String)
                    .def("UTF-8")
                    .desc("Character set used to decode and encode a string column.")
                    .build(),
                fmt("raw.endianness", T::Enum)
                    .def("big-endian")
                    .values({"big-endian", "little-endian"})
                    .desc("Byte order of numeric columns.")
                    .build(),
            }};
}

} // namespace

const std::vector<ConnectorSpec> &connectorSpecs()
{
    static const std::vector<ConnectorSpec> kConnectors{datagen(), filesystem(),  print(),
                                                        blackhole(), kafka(),   upsertKafka(),
                                                        nexmark()};
    return kConnectors;
}

const ConnectorSpec *findConnector(std::string_view name)
{
    const auto &all = connectorSpecs();
    const auto it = std::find_if(all.begin(), all.end(),
                                 [name](const ConnectorSpec &c) { return c.name == name; });
    return it == all.end() ? nullptr : &*it;
}

const std::vector<FormatSpec> &formatSpecs()
{
    static const std::vector<FormatSpec> kFormats{csv(), json(), raw()};
    return kFormats;
}

const FormatSpec *findFormat(std::string_view name)
{
    const auto &all = formatSpecs();
    const auto it = std::find_if(all.begin(), all.end(),
                                 [name](const FormatSpec &f) { return f.name == name; });
    return it == all.end() ? nullptr : &*it;
}

} // namespace sluice
