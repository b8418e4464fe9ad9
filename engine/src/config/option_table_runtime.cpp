// Cluster-level options (execution config, state backend, checkpointing, restart, memory):
// defaults and types follow Flink's CoreOptions, PipelineOptions, ExecutionOptions,
// CheckpointingOptions, RestartStrategyOptions (1.19 defaults), RocksDBOptions and
// TaskManagerOptions; the descriptions are our own.

#include "config/option_table.h"

namespace sluice::detail {

namespace {

using B = OptionBuilder;
using T = OptionType;
using C = OptionCategory;
using namespace std::chrono_literals;
constexpr OptionScope kEngine = OptionScope::Engine;
constexpr OptionScope kFlink = OptionScope::FlinkOnly;

void addExecution(std::vector<OptionSpec> &out)
{
    out.push_back(
        B("parallelism.default", T::Int, C::Execution, kEngine)
            .def("1")
            .min(1)
            .orMinusOne()
            .desc(
                "Number of parallel subtasks each operator runs with unless something more "
                "specific (table.exec.resource.default-parallelism, sink.parallelism, an inferred "
                "source parallelism) decides otherwise.")
            .build());
    out.push_back(
        B("pipeline.max-parallelism", T::Int, C::Execution, kEngine)
            .def("-1")
            .range(1, 32768)
            .orMinusOne()
            .desc("Number of key groups keyed state is split into, and so the highest parallelism "
                  "the job can ever be rescaled to. -1 derives it from the parallelism: 1.5 times "
                  "it rounded up to a power of two, kept within 128..32768.")
            .build());
    out.push_back(
        B("execution.runtime-mode", T::Enum, C::Execution, kFlink)
            .def("STREAMING")
            .values({"STREAMING", "BATCH", "AUTOMATIC"})
            .desc("Whether Flink runs the job as a stream or as staged batch work. The engine "
                  "always streams; a job whose sources are all bounded simply finishes.")
            .build());
    out.push_back(
        B("pipeline.object-reuse", T::Bool, C::Execution, kFlink)
            .def("false")
            .desc("Lets Flink hand the same record object from one chained operator to the next "
                  "instead of copying it. The engine passes batches without per-record objects, so "
                  "there is nothing to reuse.")
            .build());
    out.push_back(
        B("pipeline.global-job-parameters", T::Map, C::Execution, kFlink)
            .desc("Key/value pairs made visible to every user function of a Flink job, written as "
                  "'k1:v1,k2:v2'. Carried for Flink; the engine runs no user code.")
            .build());
    out.push_back(
        B("task.cancellation.interval", T::Duration, C::Execution, kFlink)
            .def("30 s")
            .desc("How long Flink waits between attempts to interrupt a task that does not stop "
                  "after a cancel (a duration since Flink 1.19; a bare number is milliseconds).")
            .build());
    out.push_back(
        B("pipeline.closure-cleaner-level", T::Enum, C::Execution, kFlink)
            .def("RECURSIVE")
            .values({"NONE", "TOP_LEVEL", "RECURSIVE"})
            .desc("How deeply Flink strips unused references to enclosing classes from Java "
                  "lambdas and anonymous functions before serialising them. Irrelevant to the "
                  "engine, which has no JVM closures.")
            .build());
    out.push_back(
        B("pipeline.force-kryo", T::Bool, C::Execution, kFlink)
            .def("false")
            .desc("Makes Flink serialise POJO types with Kryo even when it could use its own POJO "
                  "serializer. The engine's rows have a fixed binary layout and no serializer "
                  "choice.")
            .build());
    out.push_back(
        B("pipeline.force-avro", T::Bool, C::Execution, kFlink)
            .def("false")
            .desc("Makes Flink serialise Avro-generated POJOs with Avro instead of Kryo. Not used "
                  "by the engine.")
            .build());
    out.push_back(
        B("pipeline.auto-type-registration", T::Bool, C::Execution, kFlink)
            .def("true")
            .desc("Lets Flink register every type a job uses with Kryo up front, so only a small "
                  "id is written per value. Not used by the engine.")
            .build());
    out.push_back(
        B("pipeline.name", T::String, C::Execution, kEngine)
            .desc("Display name of the job; the engine shows it in the job monitor and the metrics "
                  "output.")
            .build());
    out.push_back(
        B("pipeline.auto-watermark-interval", T::Duration, C::Execution, kEngine)
            .def("200 ms")
            .desc("How often sources emit a watermark based on the event times seen so far. 0 "
                  "disables periodic watermarks.")
            .build());
}

void addStateBackend(std::vector<OptionSpec> &out)
{
    out.push_back(
        B("state.backend.type", T::Enum, C::State, kEngine)
            .def("hashmap")
            .alias("state.backend")
            .values({"hashmap", "rocksdb"})
            .desc("Where keyed state lives: 'hashmap' keeps it as objects in memory (fast, bounded "
                  "by RAM), 'rocksdb' keeps it in an embedded RocksDB database on local disk "
                  "(slower per access, can exceed memory).")
            .build());
    out.push_back(
        B("execution.checkpointing.incremental", T::Bool, C::Checkpointing, kEngine)
            .alias("state.backend.incremental")
            .def("false")
            .desc("Makes RocksDB checkpoints write only what changed since the previous one: "
                  "RocksDB's own files, each stored once in the job's shared folder while a "
                  "retained checkpoint needs it. Savepoints are always complete.")
            .build());
    out.push_back(
        B("state.backend.rocksdb.localdir", T::String, C::State, kEngine)
            .desc("Local directory (or several, separated by ',' or the path separator) for the "
                  "RocksDB files. Unset, the engine uses a folder under the system's temporary "
                  "directory, removed when the job ends.")
            .build());
    out.push_back(
        B("state.backend.rocksdb.memory.managed", T::Bool, C::State, kEngine)
            .def("true")
            .desc("Sizes RocksDB's block cache and write buffers from the managed memory budget "
                  "(taskmanager.memory.managed.*) so that all state of a worker shares one bounded "
                  "pool. When off, each column family uses the fixed per-option sizes.")
            .build());
    out.push_back(
        B("state.backend.rocksdb.memory.fixed-per-slot", T::MemorySize, C::State, kEngine)
            .desc("A fixed memory budget for all RocksDB instances of one slot (one worker in the "
                  "engine), overriding the managed-memory share when set.")
            .build());
    out.push_back(
        B("state.backend.rocksdb.memory.write-buffer-ratio", T::Double, C::State, kEngine)
            .def("0.5")
            .range(0, 1)
            .desc("Share of the shared RocksDB memory budget that write buffers (memtables) may "
                  "take; the rest serves as block cache.")
            .build());
    out.push_back(
        B("state.backend.rocksdb.memory.high-prio-pool-ratio", T::Double, C::State, kEngine)
            .def("0.1")
            .range(0, 1)
            .desc("Share of the block cache kept for index and filter blocks so that they are not "
                  "pushed out by data blocks.")
            .build());
    out.push_back(
        B("state.backend.rocksdb.block.cache-size", T::MemorySize, C::State, kEngine)
            .def("8 mb")
            .desc("Block cache per column family, used only when RocksDB memory is not managed.")
            .build());
    out.push_back(
        B("state.backend.rocksdb.block.blocksize", T::MemorySize, C::State, kEngine)
            .def("4 kb")
            .desc("Approximate size of the uncompressed data blocks RocksDB reads and caches.")
            .build());
    out.push_back(
        B("state.backend.rocksdb.writebuffer.size", T::MemorySize, C::State, kEngine)
            .def("64 mb")
            .desc("Size a memtable may reach before RocksDB turns it into a sorted file on disk, "
                  "used only when RocksDB memory is not managed.")
            .build());
    out.push_back(
        B("state.backend.rocksdb.writebuffer.count", T::Int, C::State, kEngine)
            .def("2")
            .min(1)
            .desc("Most memtables RocksDB keeps in memory per column family, the active one "
                  "included.")
            .build());
    out.push_back(B("state.backend.rocksdb.thread.num", T::Int, C::State, kEngine)
                      .def("2")
                      .min(1)
                      .desc("Background threads RocksDB may use for flushes and compactions.")
                      .build());
    out.push_back(
        B("state.backend.rocksdb.predefined-options", T::Enum, C::State, kEngine)
            .def("DEFAULT")
            .values({"DEFAULT", "SPINNING_DISK_OPTIMIZED", "SPINNING_DISK_OPTIMIZED_HIGH_MEM",
                     "FLASH_SSD_OPTIMIZED"})
            .desc("A bundle of RocksDB tuning presets for the kind of disk the state lives on; "
                  "explicit state.backend.rocksdb.* options still win.")
            .build());
    out.push_back(
        B("state.backend.rocksdb.timer-service.factory", T::Enum, C::State, kFlink)
            .def("ROCKSDB")
            .values({"HEAP", "ROCKSDB"})
            .desc("Whether Flink keeps timers of a RocksDB-backed job in RocksDB or on the heap. "
                  "The engine keeps its few timers in memory.")
            .build());
}

void addCheckpointing(std::vector<OptionSpec> &out)
{
    out.push_back(
        B("execution.checkpointing.interval", T::Duration, C::Checkpointing, kFlink)
            .minDuration(10ms)
            .desc("How often a checkpoint is taken; unset means no checkpoints (and, unless a "
                  "restart strategy is set, no restarts). At least 10 ms. Streaming mode only.")
            .build());
    out.push_back(
        B("execution.checkpointing.mode", T::Enum, C::Checkpointing, kFlink)
            .def("EXACTLY_ONCE")
            .values({"EXACTLY_ONCE", "AT_LEAST_ONCE"})
            .desc("EXACTLY_ONCE aligns the barriers of a task's inputs, so each record affects "
                  "the restored state exactly once; AT_LEAST_ONCE does not wait, which is faster "
                  "but may replay records after a failure.")
            .build());
    out.push_back(B("execution.checkpointing.timeout", T::Duration, C::Checkpointing, kFlink)
                      .def("10 min")
                      .minDuration(10ms)
                      .desc("A checkpoint still running after this long is abandoned (and counts "
                            "as a failed checkpoint).")
                      .build());
    out.push_back(
        B("execution.checkpointing.min-pause", T::Duration, C::Checkpointing, kFlink)
            .def("0 ms")
            .desc("Least time between the end of one checkpoint and the start of the next.")
            .build());
    out.push_back(
        B("execution.checkpointing.max-concurrent-checkpoints", T::Int, C::Checkpointing, kFlink)
            .def("1")
            .min(1)
            .desc("How many checkpoints may be in flight at once.")
            .build());
    out.push_back(
        B("execution.checkpointing.tolerable-failed-checkpoints", T::Int, C::Checkpointing, kFlink)
            .def("0")
            .min(0)
            .desc("How many checkpoint failures in a row are put up with before the job fails.")
            .build());
    out.push_back(
        B("execution.checkpointing.externalized-checkpoint-retention", T::Enum, C::Checkpointing,
          kFlink)
            .def("NO_EXTERNALIZED_CHECKPOINTS")
            .values(
                {"DELETE_ON_CANCELLATION", "RETAIN_ON_CANCELLATION", "NO_EXTERNALIZED_CHECKPOINTS"})
            .desc("What happens to the checkpoints when the job ends: all are deleted "
                  "(NO_EXTERNALIZED_CHECKPOINTS), kept when it fails (DELETE_ON_CANCELLATION), or "
                  "kept when it fails or is cancelled (RETAIN_ON_CANCELLATION), so it can be "
                  "restored from them.")
            .build());
    out.push_back(
        B("execution.checkpointing.num-retained", T::Int, C::Checkpointing, kFlink)
            .alias("state.checkpoints.num-retained")
            .def("1")
            .min(1)
            .desc("How many completed checkpoints are kept; older ones are deleted.")
            .build());
    out.push_back(
        B("execution.checkpointing.unaligned.enabled", T::Bool, C::Checkpointing, kFlink)
            .alias("execution.checkpointing.unaligned")
            .def("false")
            .desc("Lets checkpoint barriers overtake buffered data (stored with the checkpoint) so "
                  "checkpoints finish quickly under backpressure. Works only with EXACTLY_ONCE; "
                  "the embedded engine takes aligned checkpoints only.")
            .build());
    out.push_back(
        B("execution.checkpointing.dir", T::String, C::Checkpointing, kFlink)
            .alias("state.checkpoints.dir")
            .alias("state.backend.fs.checkpointdir")
            .desc("Folder (a path or file:// URI) under which checkpoints are written, as "
                  "<dir>/<job id>/chk-<n>/. Unset: checkpoints stay in memory, for restarts "
                  "only.")
            .build());
    out.push_back(
        B("execution.checkpointing.savepoint-dir", T::String, C::Checkpointing, kFlink)
            .alias("state.savepoints.dir")
            .alias("savepoints.state.backend.fs.dir")
            .desc("Default folder for savepoints taken without an explicit one.")
            .build());
    out.push_back(
        B("execution.state-recovery.path", T::String, C::Checkpointing, kFlink)
            .alias("execution.savepoint.path")
            .desc("A checkpoint or savepoint (its folder or _metadata file) the job resumes "
                  "from.")
            .build());
    out.push_back(
        B("execution.state-recovery.ignore-unclaimed-state", T::Bool, C::Checkpointing, kFlink)
            .alias("execution.savepoint.ignore-unclaimed-state")
            .def("false")
            .desc("Whether a restore may drop state that belongs to no operator of the job (after "
                  "the query changed), instead of refusing.")
            .build());
}

void addRestart(std::vector<OptionSpec> &out)
{
    out.push_back(
        B("restart-strategy.type", T::Enum, C::Restart, kFlink)
            .alias("restart-strategy")
            .values({"none", "fixed-delay", "failure-rate", "exponential-delay"})
            .valueAlias("off", "none")
            .valueAlias("disable", "none")
            .valueAlias("fixeddelay", "fixed-delay")
            .valueAlias("failurerate", "failure-rate")
            .valueAlias("exponentialdelay", "exponential-delay")
            .desc("How Flink restarts a failed job. Unset: no restarts without checkpointing, "
                  "exponential-delay with it. The engine restarts a failed job when a strategy is "
                  "set, from the beginning (it does not checkpoint yet), and counts the restarts "
                  "(numRestarts).")
            .build());
    out.push_back(
        B("restart-strategy.fixed-delay.attempts", T::Int, C::Restart, kFlink)
            .def("1")
            .min(0)
            .desc("fixed-delay: how many restarts are tried before the job is declared failed.")
            .build());
    out.push_back(
        B("restart-strategy.fixed-delay.delay", T::Duration, C::Restart, kFlink)
            .def("1 s")
            .desc("fixed-delay: pause before each restart, e.g. to let connections time out.")
            .build());
    out.push_back(
        B("restart-strategy.failure-rate.max-failures-per-interval", T::Int, C::Restart, kFlink)
            .def("1")
            .min(1)
            .desc("failure-rate: failures tolerated within one interval; one more fails the job.")
            .build());
    out.push_back(
        B("restart-strategy.failure-rate.failure-rate-interval", T::Duration, C::Restart, kFlink)
            .def("1 min")
            .minDuration(1ms)
            .desc("failure-rate: the sliding window over which failures are counted.")
            .build());
    out.push_back(B("restart-strategy.failure-rate.delay", T::Duration, C::Restart, kFlink)
                      .def("1 s")
                      .desc("failure-rate: pause before each restart.")
                      .build());
    out.push_back(
        B("restart-strategy.exponential-delay.initial-backoff", T::Duration, C::Restart, kFlink)
            .def("1 s")
            .minDuration(1ms)
            .desc("exponential-delay: pause before the first restart.")
            .build());
    out.push_back(
        B("restart-strategy.exponential-delay.max-backoff", T::Duration, C::Restart, kFlink)
            .def("1 min")
            .minDuration(1ms)
            .desc("exponential-delay: the pause between restarts never grows beyond this.")
            .build());
    out.push_back(
        B("restart-strategy.exponential-delay.backoff-multiplier", T::Double, C::Restart, kFlink)
            .def("1.5")
            .min(1)
            .desc("exponential-delay: factor the pause is multiplied by after each failure.")
            .build());
    out.push_back(
        B("restart-strategy.exponential-delay.reset-backoff-threshold", T::Duration, C::Restart,
          kFlink)
            .def("1 h")
            .minDuration(1ms)
            .desc("exponential-delay: after running this long without a failure, the pause goes "
                  "back to the initial backoff.")
            .build());
    out.push_back(
        B("restart-strategy.exponential-delay.jitter-factor", T::Double, C::Restart, kFlink)
            .def("0.1")
            .range(0, 1)
            .desc("exponential-delay: random share added to or taken from each pause, so that many "
                  "jobs do not restart in lockstep.")
            .build());
    out.push_back(
        B("restart-strategy.exponential-delay.attempts-before-reset-backoff", T::Int, C::Restart,
          kFlink)
            .def("2147483647")
            .min(1)
            .since("1.19")
            .desc("exponential-delay: restarts allowed before the job is declared failed; the "
                  "count starts over when the backoff is reset.")
            .build());
}

void addResources(std::vector<OptionSpec> &out)
{
    out.push_back(
        B("taskmanager.memory.process.size", T::MemorySize, C::Resources, kEngine)
            .desc("Total memory of a Flink TaskManager process. The engine treats it as its own "
                  "memory budget and sizes the RocksDB caches from its managed fraction.")
            .build());
    out.push_back(
        B("taskmanager.memory.managed.fraction", T::Double, C::Resources, kEngine)
            .def("0.4")
            .range(0, 1)
            .desc("Share of the memory budget handed to managed memory, which pays for RocksDB's "
                  "block cache and write buffers. Ignored when "
                  "taskmanager.memory.managed.size is set.")
            .build());
    out.push_back(
        B("taskmanager.memory.managed.size", T::MemorySize, C::Resources, kEngine)
            .desc("An absolute managed memory size, taking precedence over the managed fraction.")
            .build());
    out.push_back(
        B("taskmanager.memory.task.heap.size", T::MemorySize, C::Resources, kEngine)
            .desc("Heap memory for the tasks, which holds the hashmap state backend's state. The "
                  "engine fails a job whose hashmap state outgrows it, before the machine runs out "
                  "of memory; unset, a quarter of the machine's memory.")
            .build());
    out.push_back(
        B("jobmanager.memory.process.size", T::MemorySize, C::Resources, kFlink)
            .desc("Total memory of Flink's JobManager process. The engine has no JobManager.")
            .build());
    out.push_back(
        B("taskmanager.numberOfTaskSlots", T::Int, C::Resources, kFlink)
            .def("1")
            .min(1)
            .desc("How many slots, and so parallel pipelines, one TaskManager offers. The engine "
                  "sizes its worker pool from the job's parallelism and the machine's cores.")
            .build());
}

} // namespace

void addRuntimeOptions(std::vector<OptionSpec> &out)
{
    addExecution(out);
    addStateBackend(out);
    addCheckpointing(out);
    addRestart(out);
    addResources(out);
}

} // namespace sluice::detail
