#include "runtime/job_runner.h"

#include "runtime/native_keyed_state.h"

#include "common/key_hasher.h"
#include "runtime/job_folder.h"
#include "runtime/key_groups.h"
#include "runtime/watermark_valve.h"
#include "state/rocksdb_state_backend.h"

#include <sluice/config_values.h>
#include <sluice/text.h>

#include <filesystem>
#include <unistd.h>

#include "state/heap_state_backend.h"
#include "state/state_snapshot.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <optional>
#include <thread>

namespace sluice::runtime {
namespace {

constexpr std::int64_t kMinWatermark = std::numeric_limits<std::int64_t>::min();
constexpr auto kTickInterval = std::chrono::milliseconds(50);

std::shared_ptr<const Schema> schemaOf(const plan::RowSchema &fields)
{
    std::vector<RowField> out;
    out.reserve(fields.size());
    for (const auto &f : fields)
        out.push_back({f.name, f.type, ""});
    return Schema::make(std::move(out));
}

/// The tail of a task: partitions batches over the consumer's subtasks as the edge says.
class ExchangeOutput final : public exec::Output {
public:
    /// `metrics` counts the rows that leave; null when another output of the same tail does.
    ExchangeOutput(std::vector<InputQueue *> targets, InputEdge edge, int input, int producer,
                   int maxParallelism, SubtaskMetricGroup *metrics, Status *error)
        : m_targets(std::move(targets)), m_edge(std::move(edge)), m_input(input), m_producer(producer),
          m_assigner(maxParallelism, static_cast<int>(m_targets.size())), m_metrics(metrics),
          m_error(error), m_next(producer % static_cast<int>(m_targets.size()))
    {
    }

    void emit(RowBatch &&batch) override
    {
        if (batch.empty() || !m_error->isOk())
            return;
        if (m_metrics)
            m_metrics->batchOut(static_cast<std::int64_t>(batch.size()));
        const int n = static_cast<int>(m_targets.size());
        switch (m_edge.distribution) {
        case plan::Distribution::Forward: send(m_producer % n, std::move(batch)); return;
        case plan::Distribution::Singleton: send(0, std::move(batch)); return;
        case plan::Distribution::Rebalance:
            send(m_next, std::move(batch));
            m_next = (m_next + 1) % n;
            return;
        case plan::Distribution::Hash: hashPartition(std::move(batch)); return;
        }
    }

    void emitWatermark(std::int64_t watermark) override
    {
        if (watermark <= m_lastWatermark || !m_error->isOk())
            return;
        m_lastWatermark = watermark;
        if (m_metrics)
            m_metrics->advanceWatermark(watermark);
        broadcast(StreamElement::Type::Watermark, watermark, false);
    }

    /// This producer became idle or active again (table.exec.source.idle-timeout): consumers
    /// merge watermarks without it while it is idle.
    void emitIdle(bool idle) override
    {
        if (idle == m_idle || !m_error->isOk())
            return;
        m_idle = idle;
        broadcast(StreamElement::Type::Status, 0, idle);
    }

    /// Checkpoint `id`'s barrier to every consumer subtask, after the rows it follows.
    void broadcastBarrier(std::int64_t id)
    {
        for (std::size_t t = 0; t < m_targets.size(); ++t) {
            StreamElement e;
            e.type = StreamElement::Type::Barrier;
            e.input = m_input;
            e.producer = m_producer;
            e.checkpointId = id;
            push(t, std::move(e));
        }
    }

    /// End of this producer's output: tells every consumer subtask.
    void finish()
    {
        for (std::size_t t = 0; t < m_targets.size(); ++t) {
            StreamElement e;
            e.type = StreamElement::Type::End;
            e.input = m_input;
            e.producer = m_producer;
            push(t, std::move(e));
            m_targets[t]->closeProducer();
        }
    }

private:
    // A watermark or status element to every consumer subtask.
    void broadcast(StreamElement::Type type, std::int64_t watermark, bool idle)
    {
        for (std::size_t t = 0; t < m_targets.size(); ++t) {
            StreamElement e;
            e.type = type;
            e.input = m_input;
            e.producer = m_producer;
            e.watermark = watermark;
            e.idle = idle;
            push(t, std::move(e));
        }
    }

    void hashPartition(RowBatch &&batch)
    {
        // One consumer subtask owns every key group: nothing to hash.
        if (m_targets.size() == 1) {
            send(0, std::move(batch));
            return;
        }
        if (!m_hasher) {
            std::vector<std::uint32_t> keys(m_edge.keys.begin(), m_edge.keys.end());
            m_hasher = std::make_unique<KeyHasher>(batch.schema(), std::move(keys));
        }
        const std::size_t rows = batch.size();
        m_hashes.resize(rows);
        m_groups.resize(rows);
        m_subtasks.resize(rows);
        m_hasher->hashBatch(batch, m_hashes);
        m_assigner.assign(m_hashes, m_groups, m_subtasks);
        const int n = static_cast<int>(m_targets.size());
        if (std::all_of(m_subtasks.begin(), m_subtasks.end(),
                        [&](std::uint16_t s) { return s == m_subtasks[0]; })) {
            send(m_subtasks[0], std::move(batch));
            return;
        }
        m_selections.resize(static_cast<std::size_t>(n));
        for (auto &s : m_selections)
            s.clear();
        for (std::size_t r = 0; r < rows; ++r)
            m_selections[m_subtasks[r]].push_back(static_cast<std::uint32_t>(r));
        for (int t = 0; t < n; ++t) {
            const auto &sel = m_selections[static_cast<std::size_t>(t)];
            if (sel.empty())
                continue;
            RowBatch part(batch.schemaPtr(), sel.size());
            part.appendRowsFrom(batch, sel);
            send(t, std::move(part));
        }
    }

    void send(int target, RowBatch &&batch)
    {
        StreamElement e;
        e.type = StreamElement::Type::Batch;
        e.input = m_input;
        e.producer = m_producer;
        e.batch = std::move(batch);
        push(static_cast<std::size_t>(target), std::move(e));
    }

    void push(std::size_t target, StreamElement &&e)
    {
        if (m_targets[target]->push(std::move(e)) == QueueStatus::Cancelled && m_error->isOk())
            *m_error = Status::cancelled(sluice::Engine::tr("job cancelled"));
    }

    std::vector<InputQueue *> m_targets;
    InputEdge m_edge;
    int m_input;
    int m_producer;
    KeyGroupAssigner m_assigner;
    SubtaskMetricGroup *m_metrics;
    Status *m_error;
    int m_next;
    std::int64_t m_lastWatermark = kMinWatermark;
    bool m_idle = false;
    std::unique_ptr<KeyHasher> m_hasher;
    std::vector<std::uint64_t> m_hashes;
    std::vector<std::uint16_t> m_groups;
    std::vector<std::uint16_t> m_subtasks;
    std::vector<std::vector<std::uint32_t>> m_selections;
};

/// The tail of a task whose output several consumers read (a reused sub-plan): each batch goes
/// to every consumer's exchange, copied for all but the last.
class FanOutOutput final : public exec::Output {
public:
    explicit FanOutOutput(std::vector<std::unique_ptr<ExchangeOutput>> outputs) : m_outputs(std::move(outputs)) {}

    void emit(RowBatch &&batch) override
    {
        if (batch.empty())
            return;
        for (std::size_t i = 0; i + 1 < m_outputs.size(); ++i) {
            RowBatch copy(batch.schemaPtr(), batch.size());
            copy.appendBatch(batch);
            m_outputs[i]->emit(std::move(copy));
        }
        m_outputs.back()->emit(std::move(batch));
    }
    void emitWatermark(std::int64_t watermark) override
    {
        for (auto &out : m_outputs)
            out->emitWatermark(watermark);
    }
    void emitIdle(bool idle) override
    {
        for (auto &out : m_outputs)
            out->emitIdle(idle);
    }

private:
    std::vector<std::unique_ptr<ExchangeOutput>> m_outputs;
};

/// Links one operator of a chain to the next, on the same thread.
class ChainOutput final : public exec::Output {
public:
    ChainOutput(exec::Operator &next, SubtaskMetricGroup *ownMetrics, SubtaskMetricGroup *nextMetrics,
                Status *error)
        : m_ownMetrics(ownMetrics), m_nextMetrics(nextMetrics), m_error(error), m_next(next)
    {
    }
    void setNextOutput(exec::Output *out) { m_nextOut = out; }

    void emit(RowBatch &&batch) override
    {
        if (batch.empty() || !m_error->isOk())
            return;
        const auto n = static_cast<std::int64_t>(batch.size());
        m_ownMetrics->batchOut(n);
        m_nextMetrics->batchIn(n);
        Status s = m_next.processOwnedBatch(0, std::move(batch), *m_nextOut);
        if (!s.isOk() && m_error->isOk())
            *m_error = std::move(s);
    }
    void emitWatermark(std::int64_t watermark) override
    {
        if (!m_error->isOk())
            return;
        m_ownMetrics->advanceWatermark(watermark);
        m_nextMetrics->advanceWatermark(watermark);
        Status s = m_next.processWatermark(watermark, *m_nextOut);
        if (!s.isOk() && m_error->isOk())
            *m_error = std::move(s);
    }
    void emitIdle(bool idle) override
    {
        if (!m_error->isOk())
            return;
        Status s = m_next.processIdle(idle, *m_nextOut);
        if (!s.isOk() && m_error->isOk())
            *m_error = std::move(s);
    }

private:
    SubtaskMetricGroup *m_ownMetrics;
    SubtaskMetricGroup *m_nextMetrics;
    Status *m_error;
    exec::Operator &m_next;
    exec::Output *m_nextOut = nullptr;
};

/// The WatermarkAssigner of a source that generates event time itself (SourceReader::
/// pushDownWatermark, Flink's watermark push-down): rows pass with the rowtime attribute set, and
/// the source's watermarks pass unchanged.
class PushedDownWatermarkAssigner final : public exec::Operator {
public:
    bool checkpointable() const override { return true; }
    explicit PushedDownWatermarkAssigner(const plan::WatermarkAssignerNode &node)
        : m_schema(schemaOf(node.schema))
    {
    }
    Status processBatch(int, const RowBatch &batch, exec::Output &out) override
    {
        RowBatch copy(m_schema, batch.size());
        copy.appendBatch(batch);
        out.emit(std::move(copy));
        return Status::ok();
    }

private:
    std::shared_ptr<const Schema> m_schema;
};

/// The table's WATERMARK as a source subtask may take it over: the assigner at the head of the
/// chain, behind the computed-column Calcs only (no filter may drop rows before it).
std::optional<exec::SourceWatermark> watermarkForSource(const TaskSpec &task)
{
    exec::SourceWatermark w;
    for (const plan::PlanNode *node : task.chain) {
        if (node->kind == plan::PlanNodeKind::WatermarkAssigner) {
            w.assigner = &node->as<plan::WatermarkAssignerNode>();
            return w;
        }
        if (node->kind != plan::PlanNodeKind::Calc || node->as<plan::CalcNode>().condition)
            return std::nullopt;
        w.computedColumns.push_back(&node->as<plan::CalcNode>());
    }
    return std::nullopt;
}

/// A sink's output: sinks emit nothing.
class DiscardOutput final : public exec::Output {
public:
    void emit(RowBatch &&) override {}
    void emitWatermark(std::int64_t) override {}
};

// Operators that keep keyed state; the others get no backend.
bool isStateful(const plan::PlanNode &node)
{
    switch (node.kind) {
    case plan::PlanNodeKind::GroupAggregate:
        return node.as<plan::AggregateNode>().phase != plan::AggPhase::Local;
    case plan::PlanNodeKind::Join:
    case plan::PlanNodeKind::WindowAggregate:
    case plan::PlanNodeKind::Rank:
    case plan::PlanNodeKind::Deduplicate:
    case plan::PlanNodeKind::OverAggregate:
    case plan::PlanNodeKind::WindowRank:
    case plan::PlanNodeKind::TemporalSort:
    case plan::PlanNodeKind::Match:
    case plan::PlanNodeKind::ChangelogNormalize:
    case plan::PlanNodeKind::SinkUpsertMaterializer:
    case plan::PlanNodeKind::FinalResult:
        return true;
    case plan::PlanNodeKind::WindowTableFunction:
        return node.as<plan::WindowTableFunctionNode>().mergeSessions;
    default:
        return false;
    }
}

// The RocksDB budget of the job: taskmanager.memory.managed.size when set, else
// taskmanager.memory.managed.fraction of taskmanager.memory.process.size (Flink's local
// default process size, 1728 MiB, when unset).
std::int64_t managedMemoryBytes(const Configuration &config)
{
    if (config.contains("taskmanager.memory.managed.size"))
        return static_cast<std::int64_t>(config.getMemorySize("taskmanager.memory.managed.size").value_or(0));
    const std::uint64_t process =
        config.getMemorySize("taskmanager.memory.process.size").value_or(std::uint64_t{1728} << 20);
    const double fraction = config.getDouble("taskmanager.memory.managed.fraction").value_or(0.4);
    return static_cast<std::int64_t>(static_cast<double>(process) * fraction);
}

std::atomic<int> g_jobCounter{0};

} // namespace

struct JobRunner::RocksDbSetup {
    std::shared_ptr<state::RocksDbSharedMemory> memory;
    std::unique_ptr<JobFolder> folder; ///< removed when the job ends
};

struct JobRunner::Subtask {
    const TaskSpec *spec = nullptr;
    int index = 0;
    std::unique_ptr<exec::SourceReader> reader;
    bool watermarkPushedDown = false; ///< the reader generates event time (the assigner forwards)
    std::shared_ptr<const Schema> sourceSchema;
    SubtaskMetricGroup *sourceMetrics = nullptr;
    std::vector<std::unique_ptr<exec::Operator>> ops;
    std::vector<std::unique_ptr<exec::OperatorContext>> contexts;
    std::vector<std::unique_ptr<state::KeyedStateBackend>> states;
    std::vector<SubtaskMetricGroup *> metrics;
    std::vector<std::unique_ptr<exec::Output>> outputs; ///< outputs[i]: where op i emits
    std::unique_ptr<exec::Output> sourceOutput;        ///< where the source's rows go
    std::vector<ExchangeOutput *> exchanges; ///< one per consumer of the tail
    Status chainError;
    InputQueue *input = nullptr;
    std::vector<int> producerOffset;                  ///< per input: first producer slot
    std::vector<bool> producerEnded;                  ///< per producer slot
    std::unique_ptr<WatermarkValve> valve;            ///< merges the producers' event time
    std::vector<std::int64_t> reportedExpired;
    std::vector<std::int64_t> reportedBytes; ///< state bytes last added to the job's total
    // Checkpoints.
    std::int64_t lastCheckpoint = 0; ///< the newest checkpoint this subtask took
    std::int64_t notified = 0;       ///< the newest complete checkpoint its chain was told of
    bool finishedOnRestore = false;  ///< it had ended in the restored checkpoint
    std::shared_ptr<const SubtaskState> restoredFinal; ///< that state, to stand in for it again
    std::int64_t aligning = 0;        ///< the checkpoint whose barriers are being aligned
    std::vector<char> barrierSeen;    ///< per producer slot: its barrier of `aligning` arrived
    std::chrono::steady_clock::time_point alignStart;
    std::deque<StreamElement> held;   ///< EXACTLY_ONCE: elements of slots past their barrier
    std::deque<StreamElement> replay; ///< held elements to process before the queue's
};

int JobRunner::maxParallelismOf(const JobGraph &graph, const Configuration &config)
{
    int maxTaskParallelism = 1;
    for (const auto &t : graph.tasks)
        maxTaskParallelism = std::max(maxTaskParallelism, t.parallelism);
    const int configured = config.getInt("pipeline.max-parallelism").value_or(-1);
    return configured > 0 ? configured : defaultMaxParallelism(maxTaskParallelism);
}

JobRunner::JobRunner(JobGraph graph, JobRunnerOptions options)
    : m_graph(std::move(graph)), m_options(std::move(options))
{
    m_maxParallelism = maxParallelismOf(m_graph, m_options.config);
    // A restored job keeps the checkpoint's key groups when the user did not choose.
    if (m_options.restore && !m_options.config.contains("pipeline.max-parallelism"))
        m_maxParallelism = m_options.restore->metadata.maxParallelism;
}

JobRunner::~JobRunner()
{
    if (m_pool) {
        cancel();
        m_pool->shutdown();
    }
    m_subtasks.clear(); // closes the state backends before their folders go
    m_rocksDb.reset();
    if (m_committers)
        m_options.checkpoints->dropCommitters(m_committers.get()); // its transaction is aborted
}

Result<std::unique_ptr<state::KeyedStateBackend>> JobRunner::createStateBackend(const TaskSpec &task,
                                                                                int op, int subtask)
{
    const std::string kind = m_options.config.getEnum("state.backend.type").value_or("hashmap");
    if (kind != "rocksdb") {
        state::HeapStateOptions heap;
        // Inline tables keep no key group per entry, which a checkpoint writes.
        heap.inlineTables = !periodicCheckpoints() && !m_options.restore;
        return state::createHeapStateBackend(*m_options.clock, heap);
    }
    if (!m_rocksDb) {
        m_rocksDb = std::make_unique<RocksDbSetup>();
        state::RocksDbMemoryOptions memory;
        memory.budgetBytes = managedMemoryBytes(m_options.config);
        if (m_options.config.contains("taskmanager.memory.managed.size"))
            memory.budgetSource = "taskmanager.memory.managed.size";
        // As in Flink, a fixed budget per slot replaces the share of managed memory. The job's
        // slots are its widest task's subtasks (slot sharing puts one subtask of every task in
        // each); here their instances share one pool of that many budgets.
        if (const auto fixed = m_options.config.getMemorySize("state.backend.rocksdb.memory.fixed-per-slot")) {
            int slots = 1;
            for (const TaskSpec &t : m_graph.tasks)
                slots = std::max(slots, t.parallelism);
            memory.budgetBytes = static_cast<std::int64_t>(*fixed) * slots;
            memory.budgetSource = "state.backend.rocksdb.memory.fixed-per-slot";
        }
        memory.writeBufferRatio =
            m_options.config.getDouble("state.backend.rocksdb.memory.write-buffer-ratio").value_or(0.5);
        memory.highPriorityPoolRatio =
            m_options.config.getDouble("state.backend.rocksdb.memory.high-prio-pool-ratio").value_or(0.1);
        auto shared = state::RocksDbSharedMemory::create(memory);
        if (!shared) {
            m_rocksDb.reset();
            return Status::invalidArgument(
                sluice::Engine::tr("RocksDB memory from taskmanager.memory.*: %1").arg(shared.status().text()));
        }
        m_rocksDb->memory = *shared;
        const auto localDir = m_options.config.getString("state.backend.rocksdb.localdir");
        std::error_code ec;
        const std::filesystem::path base =
            localDir && !localDir->empty() ? std::filesystem::path(*localDir) : std::filesystem::temp_directory_path(ec);
        auto folder = JobFolder::create(base, "sluice-job-" + std::to_string(::getpid()) + "-" +
                                                  std::to_string(g_jobCounter.fetch_add(1)));
        if (!folder) {
            m_rocksDb.reset();
            return Status::ioError(
                sluice::Engine::tr("%1 (state.backend.rocksdb.localdir)").arg(folder.status().text()));
        }
        m_rocksDb->folder = std::move(*folder);
    }
    state::RocksDbStateOptions options;
    options.directory = (m_rocksDb->folder->path() / ("t" + std::to_string(task.id) + "-op" + std::to_string(op) +
                                              "-" + std::to_string(subtask)))
                            .string();
    options.sharedMemory = m_rocksDb->memory;
    options.memory.budgetBytes = m_rocksDb->memory->budgetBytes();
    return state::createRocksDbStateBackend(options, *m_options.clock);
}

namespace {

/// The machine's physical memory in bytes; 0 when unknown.
std::int64_t physicalMemoryBytes()
{
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    return pages > 0 && pageSize > 0 ? static_cast<std::int64_t>(pages) * pageSize : 0;
}

/// The most subtasks a job may run on this machine: each is a thread with its own queues and
/// buffers, so far more than the cores only costs memory (and, by thousands, exhausts it).
std::int64_t subtaskLimit(unsigned cores, std::int64_t memoryBytes)
{
    const std::int64_t byCores = 128 * static_cast<std::int64_t>(std::max(1U, cores));
    const std::int64_t byMemory = memoryBytes > 0 ? memoryBytes / (8LL << 20) : byCores;
    return std::max<std::int64_t>(64, std::min(byCores, byMemory));
}

} // namespace

Status JobRunner::checkMachineFits() const
{
    std::int64_t subtasks = 0;
    int widest = 0;
    for (const TaskSpec &t : m_graph.tasks) {
        subtasks += t.parallelism;
        widest = std::max(widest, t.parallelism);
    }
    const unsigned cores = std::thread::hardware_concurrency();
    const std::int64_t memory = physicalMemoryBytes();
    const std::int64_t limit = subtaskLimit(cores, memory);
    if (subtasks <= limit)
        return Status::ok();
    return Status::invalidArgument(
        sluice::Engine::tr("The job would run %1 subtasks (%2 tasks, the widest at parallelism %3), more than this "
                           "machine can run: at most %4 (128 per core on its %5 cores, 8 MiB each of its %6 GiB). "
                           "Lower parallelism.default (or the table's parallelism options)")
            .arg(subtasks)
            .arg(m_graph.tasks.size())
            .arg(widest)
            .arg(limit)
            .arg(std::max(1U, cores))
            .arg(memory >> 30));
}

Status JobRunner::heapStateExhausted(std::int64_t bytes) const
{
    auto gib = [](std::int64_t b) {
        char text[32];
        const bool large = b >= (1LL << 30);
        std::snprintf(text, sizeof text, large ? "%.1f GiB" : "%.1f MiB",
                      static_cast<double>(b) / static_cast<double>(large ? (1LL << 30) : (1LL << 20)));
        return std::string(text);
    };
    if (m_options.config.contains("taskmanager.memory.task.heap.size"))
        return Status::ioError(
            sluice::Engine::tr("The job's hashmap state takes %1, more than its budget of %2 "
                               "(taskmanager.memory.task.heap.size): the job stops before the machine runs out of "
                               "memory. Keep the state on disk with state.backend.type = 'rocksdb', bound it with "
                               "table.exec.state.ttl, or raise the budget")
                .arg(gib(bytes))
                .arg(gib(m_heapStateBudget)));
    return Status::ioError(
        sluice::Engine::tr("The job's hashmap state takes %1, more than its budget of %2 (a quarter of this "
                           "machine's memory; set taskmanager.memory.task.heap.size): the job stops before the "
                           "machine runs out of memory. Keep the state on disk with state.backend.type = "
                           "'rocksdb', bound it with table.exec.state.ttl, or raise the budget")
            .arg(gib(bytes))
            .arg(gib(m_heapStateBudget)));
}

Status JobRunner::start()
{
    if (Status s = checkMachineFits(); !s.isOk())
        return s;
    if (Status s = matchRestoredTasks(); !s.isOk())
        return s;
    if (m_options.config.getEnum("state.backend.type").value_or("hashmap") != "rocksdb") {
        if (const auto heap = m_options.config.getMemorySize("taskmanager.memory.task.heap.size")) {
            m_heapStateBudget = static_cast<std::int64_t>(*heap);
        } else {
            m_heapStateBudget = physicalMemoryBytes() / 4;
        }
    }
    if (barriers()) {
        m_committers = std::make_shared<exec::CheckpointCommitters>(m_options.checkpoints->jobId(),
                                                                     m_options.checkpoints->lineage());
        m_options.checkpoints->setCommitters(m_committers);
    }
    const int tasks = static_cast<int>(m_graph.tasks.size());
    m_queues.resize(static_cast<std::size_t>(tasks));
    m_subtasks.resize(static_cast<std::size_t>(tasks));
    for (const TaskSpec &t : m_graph.tasks) {
        if (Status s = checkParallelism(t.parallelism, m_maxParallelism); !s.isOk())
            return s;
        int producers = 0;
        for (const InputEdge &e : t.inputs)
            producers += m_graph.tasks[static_cast<std::size_t>(e.producerTask)].parallelism;
        for (int i = 0; i < t.parallelism; ++i) {
            m_queues[static_cast<std::size_t>(t.id)].push_back(
                t.source ? nullptr
                         : std::make_unique<InputQueue>(m_options.queueCapacity, std::max(producers, 1)));
        }
    }
    int totalSubtasks = 0;
    for (const TaskSpec &t : m_graph.tasks) {
        for (int i = 0; i < t.parallelism; ++i) {
            auto sub = std::make_unique<Subtask>();
            sub->spec = &t;
            sub->index = i;
            sub->input = m_queues[static_cast<std::size_t>(t.id)][static_cast<std::size_t>(i)].get();
            const std::string idPrefix = "t" + std::to_string(t.id) + ".";
            auto makeContext = [&](const std::string &name) {
                auto ctx = std::make_unique<exec::OperatorContext>();
                ctx->name = name + "[" + std::to_string(i + 1) + "/" + std::to_string(t.parallelism) + "]";
                ctx->subtaskIndex = i;
                ctx->parallelism = t.parallelism;
                ctx->maxParallelism = m_maxParallelism;
                ctx->keyGroups = KeyGroupRange::forOperator(m_maxParallelism, t.parallelism, i);
                ctx->clock = m_options.clock;
                ctx->config = &m_options.config;
                ctx->sinkHooks = &m_options.sinkHooks;
                ctx->committers = m_committers.get();
                ctx->periodicCheckpoints = periodicCheckpoints();
                ctx->attemptEpoch = std::max<std::int64_t>(
                    m_options.checkpointBase, m_options.restore ? m_options.restore->metadata.checkpointId : 0);
                return ctx;
            };
            if (t.source) {
                auto reader = exec::createSourceReader(*t.source);
                if (!reader)
                    return Status(reader.status()).from("Source(" + t.source->table->name + ")");
                sub->reader = std::move(*reader);
                sub->sourceSchema = schemaOf(t.source->schema);
                if (auto watermark = watermarkForSource(t))
                    sub->watermarkPushedDown = sub->reader->pushDownWatermark(*watermark);
                auto ctx = makeContext("Source(" + t.source->table->name + ")");
                sub->sourceMetrics = &m_metrics.registerSubtask(idPrefix + "source", "Source(" + t.source->table->name + ")", i, t.parallelism);
                ctx->metrics = sub->sourceMetrics;
                sub->contexts.push_back(std::move(ctx));
            }
            for (std::size_t k = 0; k < t.chain.size(); ++k) {
                const plan::PlanNode &node = *t.chain[k];
                const std::string name = operatorDisplayName(node);
                auto op = sub->watermarkPushedDown && node.kind == plan::PlanNodeKind::WatermarkAssigner
                              ? Result<std::unique_ptr<exec::Operator>>(std::make_unique<PushedDownWatermarkAssigner>(
                                    node.as<plan::WatermarkAssignerNode>()))
                              : exec::createOperator(node);
                if (!op)
                    return Status(op.status()).from(name);
                auto ctx = makeContext(name);
                std::unique_ptr<state::KeyedStateBackend> backend;
                if (isStateful(node)) {
                    auto created = createStateBackend(t, static_cast<int>(k), i);
                    if (!created)
                        return Status(created.status()).from(name);
                    backend = std::move(*created);
                }
                ctx->state = backend.get();
                sub->states.push_back(std::move(backend));
                SubtaskMetricGroup &group = m_metrics.registerSubtask(idPrefix + std::to_string(k), name, i, t.parallelism);
                ctx->metrics = &group;
                if (k == 0 && sub->input)
                    group.watchInputQueue(*sub->input);
                sub->metrics.push_back(&group);
                sub->ops.push_back(std::move(*op));
                sub->contexts.push_back(std::move(ctx));
                sub->reportedExpired.push_back(0);
                sub->reportedBytes.push_back(0);
            }
            m_subtasks[static_cast<std::size_t>(t.id)].push_back(std::move(sub));
            ++totalSubtasks;
        }
    }
    if (Status s = checkCheckpointable(); !s.isOk())
        return s;
    // Subtasks that had ended in the restored checkpoint end again at once: at the same
    // parallelism each as its own, at another only when every old subtask had.
    for (const TaskSpec &t : m_graph.tasks) {
        const int index = m_restoredTask.empty() ? -1 : m_restoredTask[static_cast<std::size_t>(t.id)];
        if (index < 0)
            continue;
        const auto &old = m_options.restore->states[static_cast<std::size_t>(index)];
        const bool allFinished = std::all_of(old.begin(), old.end(), [](const auto &st) { return st->finished; });
        for (auto &sub : m_subtasks[static_cast<std::size_t>(t.id)]) {
            if (static_cast<int>(old.size()) == t.parallelism) {
                sub->finishedOnRestore = old[static_cast<std::size_t>(sub->index)]->finished;
                sub->restoredFinal = old[static_cast<std::size_t>(sub->index)];
            } else if (allFinished) {
                auto final = std::make_shared<SubtaskState>(*old.front());
                final->subtask = sub->index;
                final->parallelism = t.parallelism;
                final->splits.clear();
                if (sub->index == 0) {
                    for (const auto &st : old)
                        final->splits.insert(final->splits.end(), st->splits.begin(), st->splits.end());
                }
                sub->finishedOnRestore = true;
                sub->restoredFinal = std::move(final);
            }
        }
    }
    // Wire outputs now that every queue and operator exists.
    for (const TaskSpec &t : m_graph.tasks) {
        for (auto &subPtr : m_subtasks[static_cast<std::size_t>(t.id)]) {
            Subtask &sub = *subPtr;
            const std::size_t n = sub.ops.size();
            std::unique_ptr<exec::Output> tail;
            SubtaskMetricGroup *tailMetrics = n ? sub.metrics.back() : sub.sourceMetrics;
            std::vector<std::unique_ptr<ExchangeOutput>> exchanges;
            for (const OutputEdge &to : t.consumers) {
                const TaskSpec &consumer = m_graph.tasks[static_cast<std::size_t>(to.task)];
                std::vector<InputQueue *> targets;
                for (auto &q : m_queues[static_cast<std::size_t>(consumer.id)])
                    targets.push_back(q.get());
                exchanges.push_back(std::make_unique<ExchangeOutput>(
                    std::move(targets), consumer.inputs[static_cast<std::size_t>(to.input)], to.input, sub.index,
                    m_maxParallelism, exchanges.empty() ? tailMetrics : nullptr, &sub.chainError));
                sub.exchanges.push_back(exchanges.back().get());
            }
            if (exchanges.empty())
                tail = std::make_unique<DiscardOutput>();
            else if (exchanges.size() == 1)
                tail = std::move(exchanges.front());
            else
                tail = std::make_unique<FanOutOutput>(std::move(exchanges));
            sub.outputs.resize(n);
            std::vector<ChainOutput *> chainOutputs(n, nullptr);
            for (std::size_t k = 0; k + 1 < n; ++k) {
                auto co = std::make_unique<ChainOutput>(*sub.ops[k + 1], sub.metrics[k], sub.metrics[k + 1], &sub.chainError);
                chainOutputs[k] = co.get();
                sub.outputs[k] = std::move(co);
            }
            if (n > 0)
                sub.outputs[n - 1] = std::move(tail);
            for (std::size_t k = 0; k + 1 < n; ++k)
                chainOutputs[k]->setNextOutput(sub.outputs[k + 1].get());
            if (sub.reader) {
                if (n > 0) {
                    auto co = std::make_unique<ChainOutput>(*sub.ops[0], sub.sourceMetrics, sub.metrics[0], &sub.chainError);
                    co->setNextOutput(sub.outputs[0].get());
                    sub.sourceOutput = std::move(co);
                } else {
                    sub.sourceOutput = std::move(tail);
                }
            }
            // Watermark bookkeeping per producer of each input.
            int slots = 0;
            for (const InputEdge &e : t.inputs) {
                sub.producerOffset.push_back(slots);
                slots += m_graph.tasks[static_cast<std::size_t>(e.producerTask)].parallelism;
            }
            sub.producerEnded.assign(static_cast<std::size_t>(slots), false);
            sub.valve = std::make_unique<WatermarkValve>(static_cast<std::size_t>(slots));
        }
    }
    m_pool = std::make_unique<WorkerPool>(totalSubtasks);
    for (auto &taskQueues : m_queues) {
        for (auto &q : taskQueues) {
            if (q)
                m_pool->addCancelHook([queue = q.get()] { queue->cancel(); });
        }
    }
    for (auto &task : m_subtasks) {
        for (auto &subPtr : task) {
            Subtask *sub = subPtr.get();
            const std::string name = sub->spec->name + " (" + std::to_string(sub->index + 1) + "/" +
                                     std::to_string(sub->spec->parallelism) + ")";
            Status s = m_pool->submit(name, [this, sub](TaskContext &ctx) { return runSubtask(*sub, ctx); });
            if (!s.isOk())
                return s;
        }
    }
    return Status::ok();
}

Status JobRunner::matchRestoredTasks()
{
    const RestoredCheckpoint *restored = m_options.restore.get();
    m_restoredTask.assign(m_graph.tasks.size(), -1);
    if (!restored)
        return Status::ok();
    const CheckpointMetadata &meta = restored->metadata;
    const Text where = restored->location.empty() ? sluice::Engine::tr("the last checkpoint")
                                                  : sluice::Engine::tr("'%1'").arg(restored->location);
    if (meta.maxParallelism != m_maxParallelism)
        return Status::invalidArgument(
            sluice::Engine::tr("Cannot restore from %1: it was taken with max parallelism %2, this job has %3. "
                               "Keyed state is split into that many key groups, so it cannot change; set "
                               "pipeline.max-parallelism = %4")
                .arg(where)
                .arg(meta.maxParallelism)
                .arg(m_maxParallelism)
                .arg(meta.maxParallelism));
    std::vector<bool> claimed(meta.tasks.size(), false);
    for (const TaskSpec &t : m_graph.tasks) {
        for (std::size_t i = 0; i < meta.tasks.size(); ++i) {
            if (!claimed[i] && meta.tasks[i].uid == t.uid) {
                claimed[i] = true;
                m_restoredTask[static_cast<std::size_t>(t.id)] = static_cast<int>(i);
                break;
            }
        }
    }
    for (std::size_t i = 0; i < meta.tasks.size(); ++i) {
        if (claimed[i] || m_options.ignoreUnclaimedState)
            continue;
        bool hasState = false;
        for (const auto &st : restored->states[i]) {
            hasState = hasState || !st->splits.empty();
            for (const OperatorSnapshot &op : st->ops)
                hasState = hasState || !op.items.empty() || (op.hasKeyedState && op.keyedState.size() > 1);
        }
        if (hasState)
            return Status::invalidArgument(
                sluice::Engine::tr("Cannot restore from %1: it holds state of '%2', which this job does not have "
                                   "(the query or its columns changed, or an older Sluice planned it otherwise: "
                                   "this one shares equal parts of a plan, which "
                                   "table.optimizer.reuse-sub-plan-enabled = false turns off, drops the "
                                   "columns a join does not need, and lets a window aggregation assign its "
                                   "windows itself). Set "
                                   "execution.state-recovery.ignore-unclaimed-state = true to drop that state")
                    .arg(where)
                    .arg(meta.tasks[i].name));
    }
    return Status::ok();
}

Status JobRunner::checkCheckpointable() const
{
    if (!periodicCheckpoints() && !m_options.restore)
        return Status::ok();
    const bool periodic = periodicCheckpoints();
    auto refuse = [&](const std::string &what, const TaskSpec &t) {
        Text where = what;
        if (t.statementLine > 0)
            where = sluice::Engine::tr("%1 (statement at line %2)").arg(what).arg(t.statementLine);
        return Status::unsupported(
            sluice::Engine::tr("%1 cannot be checkpointed by the embedded engine yet: part of its state lives "
                               "outside checkpoints, so %2 would not bring it back. Run the job without it")
                .arg(std::move(where))
                .arg(periodic ? sluice::Engine::tr("checkpointing (execution.checkpointing.interval)")
                              : sluice::Engine::tr("a restore (execution.state-recovery.path)")));
    };
    for (const auto &task : m_subtasks) {
        if (task.empty())
            continue;
        const Subtask &sub = *task.front();
        if (sub.reader && !sub.reader->checkpointable())
            return refuse("Source(" + sub.spec->source->table->name + ")", *sub.spec);
        for (std::size_t k = 0; k < sub.ops.size(); ++k) {
            if (!sub.ops[k]->checkpointable())
                return refuse(operatorDisplayName(*sub.spec->chain[k]), *sub.spec);
        }
    }
    return Status::ok();
}

Status JobRunner::snapshotSubtask(Subtask &sub, std::int64_t checkpointId, SubtaskState &out)
{
    // Without periodic checkpoints a job may hold operators whose state a snapshot cannot hold:
    // a savepoint of it fails with their name.
    if (sub.reader && !sub.reader->checkpointable())
        return Status::unsupported(sluice::Engine::tr("Source(%1) cannot write its position into a savepoint yet")
                                       .arg(sub.spec->source->table->name));
    for (std::size_t k = 0; k < sub.ops.size(); ++k) {
        if (!sub.ops[k]->checkpointable())
            return Status::unsupported(sluice::Engine::tr("%1 keeps state outside checkpoints, so it cannot be saved yet")
                                           .arg(operatorDisplayName(*sub.spec->chain[k])));
    }
    out.taskUid = sub.spec->uid;
    out.subtask = sub.index;
    out.parallelism = sub.spec->parallelism;
    out.maxParallelism = m_maxParallelism;
    if (sub.reader) {
        if (Status s = sub.reader->snapshotPosition(checkpointId, out.splits); !s.isOk())
            return s;
    }
    out.ops.resize(sub.ops.size());
    for (std::size_t k = 0; k < sub.ops.size(); ++k) {
        OperatorSnapshot &op = out.ops[k];
        op.uid = operatorDisplayName(*sub.spec->chain[k]);
        if (Status s = sub.ops[k]->snapshotState(checkpointId, op.items); !s.isOk())
            return s;
        if (!sub.states[k])
            continue;
        op.hasKeyedState = true;
        // Incremental: RocksDB's own checkpoint (hard links), stored by the coordinator's thread.
        auto *rocksDb = dynamic_cast<state::RocksDbStateBackend *>(sub.states[k].get());
        if (rocksDb && m_options.checkpoints && m_options.checkpoints->nativeKeyedState(checkpointId)) {
            auto native = takeNativeKeyedState(*rocksDb, checkpointId);
            if (!native)
                return native.status();
            op.native = std::move(*native);
            continue;
        }
        // The heap backend freezes its tables (they copy on access meanwhile) and the
        // coordinator's thread writes them; other backends write here.
        auto frozen = sub.states[k]->freeze();
        if (!frozen)
            return frozen.status();
        if (*frozen) {
            op.frozenKeyedState = std::move(*frozen);
            continue;
        }
        ByteWriter w;
        if (Status s = state::writeKeyedState(*sub.states[k], w); !s.isOk())
            return s;
        op.keyedState = w.take();
    }
    return Status::ok();
}

Status JobRunner::checkpointSubtask(Subtask &sub, std::int64_t id, std::int64_t alignmentMillis)
{
    sub.lastCheckpoint = std::max(sub.lastCheckpoint, id);
    for (std::size_t k = 0; k < sub.ops.size(); ++k) {
        if (Status s = sub.ops[k]->prepareSnapshotPreBarrier(id, *sub.outputs[k]); !s.isOk())
            return s;
        if (!sub.chainError.isOk())
            return sub.chainError;
    }
    // As Flink: the barrier goes on first (downstream can start aligning), then the state is
    // taken; nothing runs on this subtask in between.
    for (ExchangeOutput *ex : sub.exchanges)
        ex->broadcastBarrier(id);
    SubtaskState state;
    Status s = snapshotSubtask(sub, id, state);
    if (!s.isOk()) {
        // The checkpoint fails; the job goes on (tolerable-failed-checkpoints decides).
        m_options.checkpoints->decline(id, Status(s).from(sub.spec->name));
        return Status::ok();
    }
    m_options.checkpoints->acknowledge(id, sub.spec->id, sub.index, std::move(state), alignmentMillis);
    return Status::ok();
}

Status JobRunner::commitCompleted(Subtask &sub, std::size_t &failedOp)
{
    const std::int64_t done = m_options.checkpoints->completed();
    if (done <= sub.notified)
        return Status::ok();
    sub.notified = done;
    if (sub.reader)
        sub.reader->notifyCheckpointComplete(done);
    for (std::size_t k = 0; k < sub.ops.size(); ++k) {
        if (Status s = sub.ops[k]->notifyCheckpointComplete(done); !s.isOk()) {
            failedOp = k;
            return s;
        }
    }
    return Status::ok();
}

bool JobRunner::stopAfterSavepoint(Subtask &sub, std::int64_t id, TaskContext &ctx)
{
    CheckpointCoordinator &coordinator = *m_options.checkpoints;
    while (!ctx.isCancelled() && coordinator.completed() < id) {
        if (coordinator.failed(id))
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    if (ctx.isCancelled())
        return false;
    // The savepoint is complete: commit what it covers, then end without an end of input (no
    // final firing: the savepoint holds that state for the job that resumes from it).
    std::size_t failedOp = 0;
    (void)commitCompleted(sub, failedOp);
    for (auto &op : sub.ops)
        op->close();
    if (sub.reader)
        sub.reader->close();
    return true;
}

bool JobRunner::restoredItems(const Subtask &sub) const
{
    const int index = m_restoredTask.empty() ? -1 : m_restoredTask[static_cast<std::size_t>(sub.spec->id)];
    if (!m_options.restore || index < 0)
        return false;
    for (const auto &st : m_options.restore->states[static_cast<std::size_t>(index)]) {
        for (const OperatorSnapshot &op : st->ops) {
            if (!op.items.empty())
                return true;
        }
    }
    return false;
}

std::string JobRunner::restoreWorkDirectory() const
{
    // Beside the job's RocksDB instances (the same disk, hard links); else the temporary folder.
    if (m_rocksDb && m_rocksDb->folder)
        return m_rocksDb->folder->path().string();
    std::error_code ec;
    return std::filesystem::temp_directory_path(ec).string();
}

Status JobRunner::restoreSubtask(Subtask &sub)
{
    const int restoredIndex = m_restoredTask.empty() ? -1 : m_restoredTask[static_cast<std::size_t>(sub.spec->id)];
    if (!m_options.restore || restoredIndex < 0)
        return Status::ok();
    const auto &old = m_options.restore->states[static_cast<std::size_t>(restoredIndex)];
    const int oldParallelism = static_cast<int>(old.size());
    if (sub.reader) {
        std::vector<exec::SourceSplitState> splits;
        for (const auto &st : old)
            splits.insert(splits.end(), st->splits.begin(), st->splits.end());
        if (Status s = sub.reader->restorePosition(splits, oldParallelism); !s.isOk())
            return s;
    }
    const KeyGroupRange mine = KeyGroupRange::forOperator(m_maxParallelism, sub.spec->parallelism, sub.index);
    const std::int64_t now = m_options.clock->nowMillis();
    for (std::size_t k = 0; k < sub.ops.size(); ++k) {
        std::vector<exec::RestoredOperatorState> items;
        for (const auto &st : old) {
            if (k >= st->ops.size())
                return Status::ioError(sluice::Engine::tr("the restored state of '%1' has %2 operators, the job %3")
                                           .arg(sub.spec->name)
                                           .arg(st->ops.size())
                                           .arg(sub.ops.size()));
            const OperatorSnapshot &op = st->ops[k];
            // A subtask that had ended flushed its operators at the end of its input: those
            // that do not commit on a checkpoint left nothing to restore (FLIP-147's finished
            // state), and their siblings still running restore from their own.
            if (st->finished && op.items.empty() && !op.hasKeyedState)
                continue;
            items.push_back({st->subtask, st->parallelism, op.items});
            if (!op.hasKeyedState || !sub.states[k])
                continue;
            const KeyGroupRange theirs = KeyGroupRange::forOperator(m_maxParallelism, st->parallelism, st->subtask);
            const int first = std::max(mine.start(), theirs.start());
            const int last = std::min(mine.end(), theirs.end());
            if (first > last)
                continue;
            std::string canonical;
            if (op.native) {
                auto read = canonicalKeyedState(*op.native, m_options.restore->sharedDirectory,
                                                restoreWorkDirectory(), *m_options.clock);
                if (!read)
                    return Status(read.status().code(), sluice::Engine::tr("the keyed state of %1 (subtask %2): %3")
                                                            .arg(op.uid)
                                                            .arg(st->subtask)
                                                            .arg(read.status().text()));
                canonical = std::move(*read);
            }
            ByteReader in(op.native ? canonical : op.keyedState,
                          "the keyed state of " + op.uid + " (subtask " + std::to_string(st->subtask) + ")");
            if (Status s = state::readKeyedState(in, *sub.states[k], first, last, now); !s.isOk())
                return s;
        }
        if (Status s = sub.ops[k]->restoreState(items); !s.isOk())
            return s;
    }
    return Status::ok();
}

Status JobRunner::runSubtask(Subtask &sub, TaskContext &ctx)
{
    const TaskSpec &spec = *sub.spec;
    auto fail = [&](Status s, std::size_t opIndex) {
        std::string where = opIndex < sub.contexts.size() ? sub.contexts[opIndex]->name : spec.name;
        if (spec.statementLine > 0)
            where += " (statement at line " + std::to_string(spec.statementLine) + ")";
        if (s.origin().empty()) {
            s.from(where);
        } else if (spec.statementLine > 0 && s.origin().find("statement at line") == std::string::npos) {
            s.from(s.origin() + " (statement at line " + std::to_string(spec.statementLine) + ")");
        }
        return s;
    };
    const std::size_t opBase = sub.reader ? 1 : 0; // contexts[0] is the source's when there is one
    CheckpointCoordinator *checkpoints = m_options.checkpoints;
    sub.lastCheckpoint = m_options.checkpointBase;
    sub.notified = m_options.checkpointBase;
    if (sub.finishedOnRestore) {
        // It had ended before the restored checkpoint: it ends again at once, and its state
        // stands in for it in the checkpoints to come. What its operators' final state still
        // holds (a sink's files the final checkpoint covered) is committed first.
        if (restoredItems(sub)) {
            for (std::size_t k = 0; k < sub.ops.size(); ++k) {
                if (Status s = sub.ops[k]->open(*sub.contexts[k + opBase]); !s.isOk())
                    return fail(s, k + opBase);
            }
            if (Status s = restoreSubtask(sub); !s.isOk())
                return fail(Status(s.code(), sluice::Engine::tr("cannot restore from the checkpoint: %1").arg(s.text())),
                            opBase);
            for (auto &op : sub.ops)
                op->close();
        }
        if (checkpoints && sub.restoredFinal)
            checkpoints->subtaskFinished(spec.id, sub.index, *sub.restoredFinal);
        for (ExchangeOutput *ex : sub.exchanges)
            ex->finish();
        return Status::ok();
    }
    if (sub.reader) {
        if (Status s = sub.reader->open(*sub.contexts[0]); !s.isOk())
            return fail(s, 0);
    }
    for (std::size_t k = 0; k < sub.ops.size(); ++k) {
        if (Status s = sub.ops[k]->open(*sub.contexts[k + opBase]); !s.isOk())
            return fail(s, k + opBase);
    }
    if (Status s = restoreSubtask(sub); !s.isOk())
        return fail(Status(s.code(), sluice::Engine::tr("cannot restore from the checkpoint: %1").arg(s.text())), opBase);
    auto lastTick = std::chrono::steady_clock::now();
    std::vector<std::pair<std::string, std::int64_t>> extras; // reused between ticks
    // A checkpoint completed: the chain commits what it covers (on this thread, as all calls).
    auto notifyComplete = [&]() -> Status {
        std::size_t failedOp = 0;
        if (Status s = commitCompleted(sub, failedOp); !s.isOk())
            return fail(s, failedOp + opBase);
        return Status::ok();
    };
    auto tick = [&]() -> Status {
        if (checkpoints) {
            if (Status s = notifyComplete(); !s.isOk())
                return s;
        }
        const auto now = std::chrono::steady_clock::now();
        if (now - lastTick < kTickInterval)
            return Status::ok();
        lastTick = now;
        const std::int64_t millis = m_options.clock->nowMillis();
        for (std::size_t k = 0; k < sub.ops.size(); ++k) {
            if (Status s = sub.ops[k]->onProcessingTime(millis, *sub.outputs[k]); !s.isOk())
                return fail(s, k + opBase);
            if (!sub.chainError.isOk())
                return fail(sub.chainError, k + opBase);
            if (!sub.states[k])
                continue;
            state::KeyedStateBackend &st = *sub.states[k];
            if (Status s = st.maintain(millis); !s.isOk())
                return fail(s, k + opBase);
            if (Status s = st.status(); !s.isOk())
                return fail(s, k + opBase);
            SubtaskMetricGroup &m = *sub.metrics[k];
            m.set(MetricGauge::StateEntries, st.totalEntries());
            const std::int64_t bytes = st.totalBytes();
            m.set(MetricGauge::StateBytes, bytes);
            if (m_heapStateBudget > 0) {
                const std::int64_t total = m_heapStateBytes += bytes - sub.reportedBytes[k];
                sub.reportedBytes[k] = bytes;
                if (total > m_heapStateBudget)
                    return fail(heapStateExhausted(total), k + opBase);
            }
            const std::int64_t expired = st.expiredEntries();
            m.add(MetricCounter::StateExpired, expired - sub.reportedExpired[k]);
            sub.reportedExpired[k] = expired;
            extras.clear();
            st.extraMetrics(extras);
            for (const auto &[name, value] : extras)
                m.extra(name).store(value, std::memory_order_relaxed);
        }
        return Status::ok();
    };
    auto endChain = [&]() -> Status {
        for (std::size_t k = 0; k < sub.ops.size(); ++k) {
            if (Status s = sub.ops[k]->endInput(*sub.outputs[k]); !s.isOk())
                return fail(s, k + opBase);
            if (!sub.chainError.isOk())
                return fail(sub.chainError, k + opBase);
        }
        lastTick = std::chrono::steady_clock::time_point{};
        if (Status s = tick(); !s.isOk())
            return s;
        if (checkpoints) {
            // Its final position stands in for it in later checkpoints; an ended operator's
            // state is not needed again (restored, it ends at once).
            SubtaskState final;
            final.taskUid = spec.uid;
            final.subtask = sub.index;
            final.parallelism = spec.parallelism;
            final.maxParallelism = m_maxParallelism;
            final.finished = true;
            if (sub.reader) {
                if (Status s = sub.reader->snapshotPosition(sub.lastCheckpoint + 1, final.splits); !s.isOk())
                    return fail(s, 0);
            }
            final.ops.resize(sub.ops.size());
            // Operators that commit only on checkpoints (sinks) put what the end left into the
            // final state, and the subtask waits for a checkpoint that holds it (FLIP-147).
            const bool waitForFinal =
                periodicCheckpoints() &&
                std::any_of(sub.ops.begin(), sub.ops.end(), [](const auto &op) { return op->needsFinalCheckpoint(); });
            const std::int64_t finalId = checkpoints->triggered() + 1;
            for (std::size_t k = 0; k < sub.ops.size(); ++k) {
                final.ops[k].uid = operatorDisplayName(*spec.chain[k]);
                if (waitForFinal && sub.ops[k]->needsFinalCheckpoint()) {
                    if (Status s = sub.ops[k]->snapshotState(finalId, final.ops[k].items); !s.isOk())
                        return fail(s, k + opBase);
                }
            }
            checkpoints->subtaskFinished(spec.id, sub.index, std::move(final));
            if (waitForFinal) {
                while (!ctx.isCancelled() && checkpoints->completed() < finalId)
                    std::this_thread::sleep_for(std::chrono::milliseconds(2));
                if (ctx.isCancelled())
                    return Status::ok(); // cancelled meanwhile: what the end left stays uncommitted
                if (Status s = notifyComplete(); !s.isOk())
                    return s;
            }
        }
        for (auto &op : sub.ops)
            op->close();
        if (sub.reader)
            sub.reader->close();
        for (ExchangeOutput *ex : sub.exchanges)
            ex->finish();
        return Status::ok();
    };

    if (sub.reader) {
        std::int64_t sourceWatermark = kMinWatermark;
        bool sourceIdle = false;
        // The reader's idleness passes down the chain (a WatermarkAssigner that generates event
        // time itself also marks its output idle after table.exec.source.idle-timeout without
        // rows), as WatermarkStatus does in Flink: active again before the rows, idle after the
        // last watermark. Only changes are sent, so the reader's status and the assigner's stay
        // independent.
        auto sourceStatus = [&](bool idle) -> Status {
            if (idle == sourceIdle)
                return Status::ok();
            sourceIdle = idle;
            sub.sourceOutput->emitIdle(idle);
            return sub.chainError.isOk() ? Status::ok() : fail(sub.chainError, 0);
        };
        // A reader with nothing to read is polled again after a pause that grows from 1 to 16 ms
        // while it stays so: an idle streaming job (a monitored folder without new files, a
        // quiet topic) then wakes about 60 times a second rather than 500, and its timers
        // (every 50 ms) still run on time.
        std::chrono::milliseconds idlePause{0};
        while (!ctx.isCancelled()) {
            RowBatch batch(sub.sourceSchema);
            auto polled = sub.reader->poll(batch);
            if (!polled)
                return fail(polled.status(), 0);
            const bool idle = sub.reader->idle();
            if (!idle) {
                if (Status s = sourceStatus(false); !s.isOk())
                    return s;
            }
            if (!batch.empty() || *polled == exec::SourceState::Finished) {
                const exec::SourceReader::Progress progress = sub.reader->progress();
                sub.sourceMetrics->set(MetricGauge::SourceDone, progress.done);
                sub.sourceMetrics->set(MetricGauge::SourceTotal, progress.total + 1);
                sub.sourceMetrics->set(MetricGauge::SourceBytes, progress.bytes ? 1 : 0);
            }
            if (!batch.empty()) {
                sub.sourceMetrics->batchIn(static_cast<std::int64_t>(batch.size()));
                sub.sourceOutput->emit(std::move(batch));
                if (!sub.chainError.isOk())
                    return fail(sub.chainError, 0);
            }
            if (const std::int64_t w = sub.reader->watermark(); !idle && w > sourceWatermark) {
                sourceWatermark = w;
                sub.sourceOutput->emitWatermark(w);
                if (!sub.chainError.isOk())
                    return fail(sub.chainError, 0);
            }
            if (idle) {
                if (Status s = sourceStatus(true); !s.isOk())
                    return s;
            }
            if (*polled == exec::SourceState::Finished)
                return endChain();
            // A checkpoint was asked for: the position is the one after this poll's rows.
            if (checkpoints) {
                for (const std::int64_t want = checkpoints->triggered(); sub.lastCheckpoint < want;) {
                    const std::int64_t id = sub.lastCheckpoint + 1;
                    if (Status s = checkpointSubtask(sub, id, 0); !s.isOk())
                        return fail(s, 0);
                    if (id == checkpoints->stopAt() && stopAfterSavepoint(sub, id, ctx))
                        return Status::ok();
                }
            }
            if (*polled == exec::SourceState::Idle) {
                idlePause = std::clamp(idlePause * 2, std::chrono::milliseconds(1),
                                       std::chrono::milliseconds(16));
                std::this_thread::sleep_for(idlePause);
            } else {
                idlePause = std::chrono::milliseconds(0);
            }
            if (Status s = tick(); !s.isOk())
                return s;
        }
        return Status::cancelled(sluice::Engine::tr("job cancelled"));
    }

    exec::Operator &head = *sub.ops.front();
    exec::Output &headOut = *sub.outputs.front();
    SubtaskMetricGroup &headMetrics = *sub.metrics.front();
    std::size_t ended = 0;
    const std::size_t producers = sub.producerEnded.size();
    auto headStatus = [&](bool idle) -> Status {
        if (Status s = head.processIdle(idle, headOut); !s.isOk())
            return fail(s, opBase);
        return sub.chainError.isOk() ? Status::ok() : fail(sub.chainError, opBase);
    };
    auto advanceWatermark = [&](const WatermarkValve::Change &change) -> Status {
        if (change.idle == false) {
            if (Status s = headStatus(false); !s.isOk())
                return s;
        }
        if (change.watermark) {
            const std::int64_t combined = *change.watermark;
            headMetrics.advanceWatermark(combined);
            if (Status s = head.processWatermark(combined, headOut); !s.isOk())
                return fail(s, opBase);
            if (!sub.chainError.isOk())
                return fail(sub.chainError, opBase);
        }
        if (change.idle == true)
            return headStatus(true);
        return Status::ok();
    };
    // Checkpoint barriers (docs/checkpoints.md). EXACTLY_ONCE aligns them: once a producer's
    // barrier arrived, what that producer sends next is held back until every other producer's
    // barrier (or end) arrived too, so the state taken then reflects exactly the rows before the
    // barriers; the held elements are processed next, in order. AT_LEAST_ONCE only counts them.
    const bool aligned = checkpoints && checkpoints->settings().exactlyOnce;
    bool stoppedBySavepoint = false; // ended after a stop-with-savepoint
    sub.barrierSeen.assign(producers, 0);
    auto releaseHeld = [&] {
        sub.aligning = 0;
        std::fill(sub.barrierSeen.begin(), sub.barrierSeen.end(), 0);
        sub.replay.insert(sub.replay.begin(), std::make_move_iterator(sub.held.begin()),
                          std::make_move_iterator(sub.held.end()));
        sub.held.clear();
    };
    auto completeAlignment = [&]() -> Status {
        if (sub.aligning == 0)
            return Status::ok();
        for (std::size_t i = 0; i < producers; ++i) {
            if (!sub.barrierSeen[i] && !sub.producerEnded[i])
                return Status::ok();
        }
        const std::int64_t id = sub.aligning;
        const auto alignment = std::chrono::duration_cast<std::chrono::milliseconds>(
                                   std::chrono::steady_clock::now() - sub.alignStart)
                                   .count();
        releaseHeld();
        if (Status s = checkpointSubtask(sub, id, alignment); !s.isOk())
            return fail(s, opBase);
        if (id == checkpoints->stopAt() && stopAfterSavepoint(sub, id, ctx))
            stoppedBySavepoint = true;
        return Status::ok();
    };
    auto onBarrier = [&](std::size_t slot, std::int64_t id) -> Status {
        if (id <= sub.lastCheckpoint)
            return Status::ok(); // taken already, or abandoned
        if (sub.aligning != 0 && id > sub.aligning)
            releaseHeld(); // a newer checkpoint overtook this one, which cannot complete now
        if (sub.aligning == 0) {
            sub.aligning = id;
            sub.alignStart = std::chrono::steady_clock::now();
        }
        sub.barrierSeen[slot] = 1;
        return completeAlignment();
    };
    while (true) {
        StreamElement e;
        QueueStatus qs = QueueStatus::Ok;
        if (!sub.replay.empty()) {
            e = std::move(sub.replay.front());
            sub.replay.pop_front();
        } else {
            qs = sub.input->popFor(e, kTickInterval);
        }
        if (qs == QueueStatus::Cancelled || ctx.isCancelled())
            return Status::cancelled(sluice::Engine::tr("job cancelled"));
        if (qs == QueueStatus::Ok) {
            const std::size_t slot =
                static_cast<std::size_t>(sub.producerOffset[static_cast<std::size_t>(e.input)] + e.producer);
            if (aligned && sub.aligning != 0 && sub.barrierSeen[slot]) {
                sub.held.push_back(std::move(e));
                if (Status s = tick(); !s.isOk())
                    return s;
                continue;
            }
            switch (e.type) {
            case StreamElement::Type::Barrier:
                if (checkpoints) {
                    if (Status s = onBarrier(slot, e.checkpointId); !s.isOk())
                        return s;
                    if (stoppedBySavepoint)
                        return Status::ok();
                }
                break;
            case StreamElement::Type::Batch: {
                headMetrics.batchIn(static_cast<std::int64_t>(e.batch.size()));
                if (Status s = head.processBatch(e.input, e.batch, headOut); !s.isOk())
                    return fail(s, opBase);
                if (!sub.chainError.isOk())
                    return fail(sub.chainError, opBase);
                break;
            }
            case StreamElement::Type::Watermark:
                if (Status s = advanceWatermark(sub.valve->inputWatermark(slot, e.watermark)); !s.isOk())
                    return s;
                break;
            case StreamElement::Type::Status:
                if (Status s = advanceWatermark(sub.valve->inputIdle(slot, e.idle)); !s.isOk())
                    return s;
                break;
            case StreamElement::Type::End:
                if (!sub.producerEnded[slot]) {
                    sub.producerEnded[slot] = true;
                    ++ended;
                    // A finished input holds back no event time (Flink sends MAX at the end), so
                    // once every producer ended, windows fire before endInput, as in Flink.
                    if (Status s = advanceWatermark(sub.valve->inputEnded(slot)); !s.isOk())
                        return s;
                    if (Status s = completeAlignment(); !s.isOk())
                        return s;
                    if (stoppedBySavepoint)
                        return Status::ok();
                }
                break;
            }
            if (ended == producers)
                return endChain();
        } else if (qs == QueueStatus::Closed) {
            return endChain();
        }
        if (Status s = tick(); !s.isOk())
            return s;
    }
}

void JobRunner::fail(Status reason)
{
    if (m_pool)
        m_pool->cancel(std::move(reason));
}

void JobRunner::cancel()
{
    m_userCancelled = true;
    if (m_pool)
        m_pool->cancel(Status::cancelled(sluice::Engine::tr("job cancelled")));
}

Status JobRunner::wait()
{
    return m_pool ? m_pool->wait() : Status::ok();
}

bool JobRunner::waitFor(std::chrono::milliseconds timeout)
{
    return m_pool ? m_pool->waitFor(timeout) : true;
}

bool JobRunner::finished() const
{
    return !m_pool || m_pool->pendingTasks() == 0;
}

Status JobRunner::status() const
{
    return m_pool ? m_pool->status() : Status::ok();
}

} // namespace sluice::runtime
