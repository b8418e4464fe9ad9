// startJob(): the public entry point that turns a script into a running job on the embedded
// engine (engine/include/sluice/engine.h).

#include "common/tableau_printer.h"
#include "common/value_format.h"
#include "plan/script_analyzer.h"
#include "connectors/kafka_client_config.h"
#include "connectors/kafka_transaction.h"
#include "connectors/table_options.h"
#include "runtime/checkpoint_format.h"
#include "runtime/job_runner.h"
#include "runtime/job_statements.h"
#include "runtime/restart_strategy.h"

#include <sluice/engine.h>
#include <sluice/text.h>

#include <nlohmann/json.hpp>

#include <condition_variable>
#include <filesystem>
#include <limits>
#include <tuple>
#include <cstdio>
#include <mutex>
#include <optional>
#include <thread>

namespace sluice {
namespace {

/// Status::toString() as a Text ("line:col: origin: message"), its message translatable.
Text failureText(const Status &s)
{
    std::string where;
    if (s.range().valid())
        where = std::to_string(s.range().begin.line) + ":" + std::to_string(s.range().begin.column) + ": ";
    if (!s.origin().empty())
        where += s.origin() + ": ";
    return Text("%1%2").arg(where).arg(s.text());
}

/// The Kafka transaction a checkpoint's commit names (its JSON description), with the client
/// properties of the sink table that writes through it (the checkpoint keeps none: they may
/// hold secrets).
struct CommittedTransaction {
    std::optional<exec::KafkaClientConfig> client; ///< none: no sink of the job writes with it (any more)
    std::string transactionalId;
    std::string markerTopic;
};

Result<CommittedTransaction> transactionOf(const std::string &commit, const plan::ScriptAnalysis &analysis)
{
    nlohmann::json description;
    try {
        description = nlohmann::json::parse(commit);
    } catch (const nlohmann::json::exception &e) {
        return Status::ioError(sluice::Engine::tr("a corrupt commit description: %1").arg(e.what()));
    }
    const std::string kind = description.value("kind", std::string());
    if (kind != exec::KafkaTransaction::kDescriptionKind)
        return Status::unsupported(
            sluice::Engine::tr("it depends on a commit of kind '%1', which this build does not know").arg(kind));
    const std::string transactionalId = description.value("transactionalId", std::string());
    for (const auto &st : analysis.statements) {
        const auto &sink = st.plan->as<plan::SinkNode>();
        const TableOptions o(sink.options);
        const std::string connector = o.getString("connector", "");
        if ((connector != "kafka" && connector != "upsert-kafka") ||
            o.getString("sink.transactional-id-prefix", "") != transactionalId)
            continue;
        auto client = exec::KafkaClientConfig::fromOptions(sink.options);
        if (!client)
            return client.status();
        return CommittedTransaction{std::move(*client), transactionalId, description.value("markerTopic", std::string())};
    }
    return CommittedTransaction{std::nullopt, transactionalId, {}};
}

/// Whether the commit a checkpoint depends on happened, asked of the side that committed: the
/// Kafka transaction of the job's exactly-once sinks (connectors/kafka_transaction.h).
runtime::CommitResolver commitResolverFor(const plan::ScriptAnalysis &analysis)
{
    return [&analysis](const std::string &commit, const std::string &jobId, std::int64_t checkpointId) -> Result<bool> {
        auto tx = transactionOf(commit, analysis);
        if (!tx)
            return tx.status();
        if (!tx->client)
            return Status::invalidArgument(sluice::Engine::tr("it depends on Kafka transaction '%1', which no "
                                                              "exactly-once Kafka sink of this job writes with")
                                               .arg(tx->transactionalId));
        return exec::KafkaTransaction::committed(*tx->client, tx->transactionalId, tx->markerTopic, jobId,
                                                 checkpointId);
    };
}

/// Refuses to restore checkpoint `meta` when a later run of its lineage committed past it to
/// a transaction it depends on: restoring it would write those rows twice. A new
/// 'sink.transactional-id-prefix' writes them again on purpose (a transaction no sink of the
/// job writes with any more is not asked).
Status refuseSupersededCheckpoint(const std::string &folder, const runtime::CheckpointMetadata &meta,
                                  const plan::ScriptAnalysis &analysis)
{
    for (const std::string &commit : meta.commits) {
        auto tx = transactionOf(commit, analysis);
        if (!tx)
            return Status(tx.status().code(), sluice::Engine::tr("cannot tell whether '%1' is still the latest: %2")
                                                  .arg(folder)
                                                  .arg(tx.status().text()));
        if (!tx->client)
            continue;
        auto last = exec::KafkaTransaction::lastCommit(*tx->client, tx->transactionalId, tx->markerTopic);
        if (!last)
            return Status(last.status().code(), sluice::Engine::tr("cannot tell whether '%1' is still the latest: %2")
                                                    .arg(folder)
                                                    .arg(last.status().text()));
        if (!*last || (*last)->lineage != meta.lineage ||
            (!(*last)->endOfInput && (*last)->checkpointId <= meta.checkpointId))
            continue;
        const Text what = (*last)->endOfInput
                              ? sluice::Engine::tr("the end of its input")
                              : sluice::Engine::tr("checkpoint %1").arg((*last)->checkpointId);
        return Status::invalidArgument(
            sluice::Engine::tr("'%1' (checkpoint %2) is older than what the job committed since: its run %3 committed "
                               "%4 in Kafka transaction '%5', and restoring it would write those rows twice. Restore "
                               "a newer checkpoint, or give the sink a new 'sink.transactional-id-prefix' to write "
                               "them again on purpose")
                .arg(folder)
                .arg(meta.checkpointId)
                .arg((*last)->jobId)
                .arg(what)
                .arg(tx->transactionalId));
    }
    return Status::ok();
}

/// The checkpoint to restore from: `path` once the checkpoints near it that a crash left
/// waiting on a commit are settled. From the command line a folder of checkpoints stands for
/// its latest complete one (execution.state-recovery.path, as in Flink, names one). A path to
/// chk-<n> is refused when a newer checkpoint of that job turns out complete: restoring the
/// older one would write what the newer one committed twice.
Result<std::string> settleRestorePath(const std::string &path, bool fromCommandLine,
                                      const plan::ScriptAnalysis &analysis)
{
    namespace fs = std::filesystem;
    auto settled = runtime::settlePendingCheckpoints(path, commitResolverFor(analysis));
    if (!settled)
        return settled.status();
    std::error_code ec;
    fs::path folder = fs::path(path).filename() == "_metadata" ? fs::path(path).parent_path() : fs::path(path);
    if (fromCommandLine && fs::is_directory(folder, ec) && !fs::exists(folder / "_metadata", ec) &&
        !fs::exists(folder / runtime::kPendingMetadataName, ec)) {
        const fs::path latest = runtime::latestCheckpointIn(folder);
        if (!latest.empty())
            return latest.string();
        bool holdsCheckpoints = false;
        for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end && it.depth() < 2; it.increment(ec))
            holdsCheckpoints = holdsCheckpoints || it->path().filename().string().rfind("chk-", 0) == 0;
        if (holdsCheckpoints)
            return Status::notFound(
                sluice::Engine::tr("'%1' holds no complete checkpoint to restore from").arg(folder.string()));
    }
    auto idOf = [](const fs::path &p) -> std::int64_t {
        const std::string name = p.filename().string();
        return name.rfind("chk-", 0) == 0 ? std::strtoll(name.c_str() + 4, nullptr, 10) : -1;
    };
    for (const fs::path &done : *settled) {
        if (done.parent_path() == folder.parent_path() && idOf(folder) >= 0 && idOf(done) > idOf(folder))
            return Status::invalidArgument(sluice::Engine::tr("'%1' completed (its Kafka transaction was committed) but "
                                                              "its process ended before recording it; it is complete "
                                                              "now: restore from it, since restoring '%2' would write "
                                                              "its rows twice")
                                               .arg(done.string())
                                               .arg(folder.string()));
    }
    return path;
}

class FunctionClock final : public state::Clock {
public:
    explicit FunctionClock(std::function<std::int64_t()> f) : m_f(std::move(f)) {}
    std::int64_t nowMillis() const override { return m_f(); }

private:
    std::function<std::int64_t()> m_f;
};

/// Writes whole lines to a stdio stream; lines from different subtasks never interleave.
std::function<void(std::string_view)> lineWriter(std::FILE *stream)
{
    auto mutex = std::make_shared<std::mutex>();
    return [stream, mutex](std::string_view line) {
        std::lock_guard lock(*mutex);
        std::fwrite(line.data(), 1, line.size(), stream);
        std::fputc('\n', stream);
        std::fflush(stream);
    };
}

/// Hands `text` to `out` one line at a time, without the line ends.
void writeTextLines(const std::string &text, const std::function<void(std::string_view)> &out)
{
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        out(std::string_view(text).substr(start, end - start));
        start = end + 1;
    }
}

/// The SQL client's tableau for the rows of bare SELECTs (one collect sink at parallelism 1).
class TableauWriter {
public:
    /// TIMESTAMP_LTZ values print in `zone`, the session time zone, as the SQL client does.
    TableauWriter(const plan::RowSchema &fields, std::function<void(std::string_view)> out,
                  TableauPrinter::Style style, TimeZone zone)
        : m_out(std::move(out))
    {
        std::vector<RowField> columns;
        for (const auto &f : fields)
            columns.push_back({f.name, f.type, ""});
        m_printer = std::make_unique<TableauPrinter>(Schema(std::move(columns)),
                                                     TableauPrinter::kDefaultMaxColumnWidth,
                                                     CastFormatOptions{std::move(zone)}, style);
        writeLines(m_printer->header());
    }
    void rows(const RowBatch &batch)
    {
        std::lock_guard lock(m_mutex);
        std::string text;
        m_printer->appendRows(text, batch);
        writeLines(text);
    }
    /// The closing lines for how the job ended; a failed job gets none (its error follows), so
    /// no row count or "Empty set" passes for a result.
    void finish(JobState end)
    {
        std::lock_guard lock(m_mutex);
        if (m_finished)
            return;
        m_finished = true;
        if (end == JobState::Cancelled)
            writeLines(m_printer->terminatedFooter());
        else if (end == JobState::Finished)
            writeLines(m_printer->footer());
    }

private:
    void writeLines(const std::string &text) { writeTextLines(text, m_out); }

    std::mutex m_mutex;
    std::function<void(std::string_view)> m_out;
    std::unique_ptr<TableauPrinter> m_printer;
    bool m_finished = false;
};

/// A SHOW / DESCRIBE answer as the SQL client prints a statement's content: a table sized to
/// its values, never cut, NULL as an empty cell, then "N rows in set" ("Empty set"). An answer
/// without columns is a plain success.
void writeConstantTable(const plan::StatementResult &answer,
                        const std::function<void(std::string_view)> &out)
{
    if (answer.schema.empty()) {
        writeTextLines("[INFO] Execute statement succeeded.\n", out);
        return;
    }
    std::vector<RowField> columns;
    for (const auto &f : answer.schema)
        columns.push_back({f.name, f.type, ""});
    TableauPrinter printer(Schema(std::move(columns)), std::numeric_limits<int>::max(), CastFormatOptions{},
                           TableauPrinter::Style::Batch);
    for (const auto &row : answer.rows) {
        std::vector<std::optional<std::string>> cells;
        for (const auto &value : row)
            cells.emplace_back(value.value_or(std::string()));
        printer.appendTextRow(cells);
    }
    writeTextLines(printer.footer(), out);
}

/// The answer of a job statement, to the tableau (the command line) and as a result of its own
/// (the app).
void deliverAnswer(const plan::StatementResult &answer, const std::string &title, const JobOptions &options)
{
    if (options.tableauOut)
        writeConstantTable(answer, options.tableauOut);
    if (!options.onSchema || !options.onRows || answer.schema.empty())
        return;
    ResultSchema schema;
    schema.sinkName = title;
    for (const auto &f : answer.schema) {
        schema.columnNames.push_back(f.name);
        schema.columnTypes.push_back(f.type.toString());
    }
    options.onSchema(schema);
    std::vector<ResultRow> rows;
    for (const auto &values : answer.rows)
        rows.push_back({"+I", values});
    options.onRows(title, std::move(rows));
}

/// A script of job statements only (SHOW JOBS, STOP JOB, with DDL and SETs): done once they ran.
class StatementsOnlyJob final : public Job {
public:
    explicit StatementsOnlyJob(std::string name) : m_id(runtime::newJobId()), m_name(std::move(name)) {}
    std::string id() const override { return m_id; }
    std::string name() const override { return m_name; }
    JobState state() const override { return JobState::Finished; }
    Status failure() const override { return Status::ok(); }
    void cancel() override {}
    bool waitFor(std::chrono::milliseconds) override { return true; }
    Result<std::string> savepoint(const std::string &, bool) override
    {
        return Status::invalidArgument(
            sluice::Engine::tr("the job has ended: its script has nothing to run but job statements"));
    }
    MetricsSnapshot metrics() override { return {}; }

private:
    const std::string m_id;
    const std::string m_name;
};

/// A running job: one JobRunner, replaced by a new one when the restart strategy restarts the
/// job after a failure, from the latest complete checkpoint when there is one (else from the
/// beginning, or from the checkpoint the job was started from).
class EngineJob final : public Job {
public:
    EngineJob(std::unique_ptr<plan::ScriptAnalysis> analysis, std::unique_ptr<state::Clock> clock)
        : m_analysis(std::move(analysis)), m_clock(std::move(clock)), m_id(runtime::newJobId())
    {
    }
    std::string id() const override { return m_id; }
    std::string name() const override { return runtime::jobNameOf(*m_analysis); }
    ~EngineJob() override
    {
        cancel();
        if (m_supervisor.joinable())
            m_supervisor.join();
        if (auto runner = current()) {
            runner->cancel();
            runner->wait();
        }
        if (m_checkpoints)
            m_checkpoints->stop();
    }
    /// Checkpoints failing more often than tolerated fail the running attempt.
    void failCurrent(Status reason)
    {
        if (auto runner = current())
            runner->fail(std::move(reason));
    }
    Status start(runtime::JobGraph graph, runtime::JobRunnerOptions options,
                 std::unique_ptr<runtime::CheckpointCoordinator> checkpoints)
    {
        auto restarts = runtime::RestartStrategy::fromConfig(options.config);
        if (!restarts)
            return restarts.status();
        m_checkpoints = std::move(checkpoints);
        options.checkpoints = m_checkpoints.get();
        m_graph = graph;
        m_options = options;
        noteRestore(m_options.restore.get());
        options.checkpointBase = startCheckpoints(m_options.restore.get());
        auto runner = std::make_shared<runtime::JobRunner>(std::move(graph), std::move(options));
        if (Status s = runner->start(); !s.isOk()) {
            if (m_checkpoints)
                m_checkpoints->stop();
            return s;
        }
        m_runner = std::move(runner);
        if (*restarts)
            m_restarts = std::move(*restarts);
        if (m_restarts || m_checkpoints) {
            m_supervising = true;
            m_supervisor = std::thread([this] { supervise(); });
        }
        return Status::ok();
    }
    JobState state() const override
    {
        std::lock_guard lock(m_mutex);
        if (m_supervising || !m_runner->finished())
            return JobState::Running;
        const Status s = m_final ? *m_final : m_runner->status();
        if (s.isOk())
            return JobState::Finished;
        const bool byUser = m_cancelled || m_runner->cancelledByUser();
        return byUser && s.code() == StatusCode::Cancelled ? JobState::Cancelled : JobState::Failed;
    }
    Status failure() const override
    {
        if (state() != JobState::Failed)
            return Status::ok();
        std::lock_guard lock(m_mutex);
        return m_final ? *m_final : m_runner->status();
    }
    void cancel() override
    {
        std::shared_ptr<runtime::JobRunner> runner;
        {
            std::lock_guard lock(m_mutex);
            m_cancelled = true;
            runner = m_runner;
        }
        m_changed.notify_all();
        if (runner)
            runner->cancel();
    }
    bool waitFor(std::chrono::milliseconds timeout) override
    {
        bool ended = false;
        if (m_supervisor.joinable() || m_supervising) {
            std::unique_lock lock(m_mutex);
            ended = m_changed.wait_for(lock, timeout, [&] { return !m_supervising; });
        } else {
            ended = m_runner->waitFor(timeout);
        }
        if (ended && m_tableau)
            m_tableau->finish(state());
        return ended;
    }
    Result<std::string> savepoint(const std::string &directory, bool stop) override
    {
        if (!m_checkpoints)
            return Status::invalidArgument(
                sluice::Engine::tr("savepoints exist in streaming mode only (execution.runtime-mode = 'streaming')"));
        const std::filesystem::path dir =
            directory.empty() ? m_checkpoints->settings().savepointDirectory : std::filesystem::path(directory);
        if (dir.empty())
            return Status::invalidArgument(
                sluice::Engine::tr("no folder for the savepoint: give one, or set execution.checkpointing.savepoint-dir"));
        auto path = m_checkpoints->savepoint(dir, stop, m_checkpoints->settings().timeout + std::chrono::seconds(1));
        if (!path)
            return path.status();
        if (stop) {
            // The subtasks end once they have committed what the savepoint covers.
            if (auto runner = current())
                runner->wait();
        }
        return path;
    }
    void setTableau(std::shared_ptr<TableauWriter> tableau) { m_tableau = std::move(tableau); }
    MetricsSnapshot metrics() override
    {
        const std::shared_ptr<runtime::JobRunner> runner = current();
        MetricsSnapshot snapshot = runner->metrics().snapshotWithRates();
        std::tie(snapshot.heapStateBytes, snapshot.heapStateBudget) = runner->heapState();
        if (m_checkpoints)
            m_checkpoints->stats(snapshot.checkpoints, snapshot.completedCheckpoints, snapshot.failedCheckpoints);
        std::lock_guard lock(m_mutex);
        snapshot.numRestarts = m_numRestarts;
        snapshot.lastFailure = m_lastFailure;
        snapshot.restored = m_restored;
        return snapshot;
    }

private:
    std::shared_ptr<runtime::JobRunner> current() const
    {
        std::lock_guard lock(m_mutex);
        return m_runner;
    }

    /// Remembers what the next attempt starts from, for metrics(). REQUIRES: m_mutex held, or
    /// no other thread yet (start()).
    void noteRestore(const runtime::RestoredCheckpoint *from)
    {
        m_restored = {};
        if (!from)
            return;
        m_restored.checkpointId = from->metadata.checkpointId;
        m_restored.savepoint = from->metadata.savepoint;
        m_restored.restoreMillis = m_options.clock->nowMillis();
        m_restored.path = from->location;
    }

    /// Starts taking checkpoints for the next attempt (numbering goes on after a restored one);
    /// returns the id the attempt starts after.
    std::int64_t startCheckpoints(const runtime::RestoredCheckpoint *restoredFrom)
    {
        if (!m_checkpoints)
            return 0;
        return m_checkpoints->start(restoredFrom ? restoredFrom->metadata.checkpointId + 1 : 1);
    }

    /// Waits for each run to end; after a failure, asks the restart strategy and starts the job
    /// over after its pause, from the latest complete checkpoint, until it finishes, is
    /// cancelled, or may not restart again. Then applies the checkpoint retention.
    void supervise()
    {
        runtime::CheckpointCoordinator::JobEnd end = runtime::CheckpointCoordinator::JobEnd::Finished;
        for (;;) {
            const std::shared_ptr<runtime::JobRunner> runner = current();
            runner->wait();
            if (m_checkpoints)
                m_checkpoints->stop();
            std::unique_lock lock(m_mutex);
            const Status failure = m_final ? *m_final : runner->status();
            if (failure.isOk())
                break;
            if (m_cancelled || runner->cancelledByUser()) {
                end = runtime::CheckpointCoordinator::JobEnd::Cancelled;
                break;
            }
            end = runtime::CheckpointCoordinator::JobEnd::Failed;
            const auto pause = m_restarts ? m_restarts->onFailure(m_options.clock->nowMillis())
                                          : std::optional<std::chrono::milliseconds>();
            m_lastFailure = failure.describe();
            if (!pause) {
                m_final = failure;
                break;
            }
            std::shared_ptr<const runtime::RestoredCheckpoint> from = m_options.restore;
            if (m_checkpoints) {
                lock.unlock();
                auto latest = m_checkpoints->latestCompleted();
                lock.lock();
                if (!latest) {
                    m_final = Status(latest.status().code(),
                                     sluice::Engine::tr("the job failed (%1) and its latest checkpoint cannot be read "
                                                        "back: %2")
                                         .arg(failureText(failure))
                                         .arg(latest.status().text()));
                    break;
                }
                if (*latest)
                    from = *latest;
            }
            const std::string origin = from ? "from checkpoint " + std::to_string(from->metadata.checkpointId)
                                            : std::string("from the beginning");
            m_options.sinkHooks.standardError("sluice: the job failed (" + failure.toString() + "); restarting it " +
                                              origin + " in " + std::to_string(pause->count()) +
                                              " ms, restart-strategy " + m_restarts->describe());
            if (m_changed.wait_for(lock, *pause, [&] { return m_cancelled; })) {
                m_final = Status::cancelled(sluice::Engine::tr("cancelled while waiting to restart"));
                end = runtime::CheckpointCoordinator::JobEnd::Cancelled;
                break;
            }
            ++m_numRestarts;
            noteRestore(from.get());
            m_final.reset();
            runtime::JobRunnerOptions options = m_options;
            options.restore = from;
            lock.unlock();
            options.checkpointBase = startCheckpoints(from.get());
            auto next = std::make_shared<runtime::JobRunner>(m_graph, std::move(options));
            const Status started = next->start();
            if (!started.isOk() && m_checkpoints)
                m_checkpoints->stop();
            lock.lock();
            if (started.isOk())
                m_runner = std::move(next);
            else
                m_final = started; // a failure of this attempt too
        }
        if (m_checkpoints)
            m_checkpoints->jobEnded(end);
        std::lock_guard lock(m_mutex);
        m_supervising = false;
        m_changed.notify_all();
    }

    std::unique_ptr<plan::ScriptAnalysis> m_analysis; // owns the plans the runner executes
    std::unique_ptr<state::Clock> m_clock;
    const std::string m_id;
    runtime::JobGraph m_graph;            // to start over
    runtime::JobRunnerOptions m_options;  // to start over
    std::unique_ptr<runtime::RestartStrategy> m_restarts; ///< null: no restarts
    std::unique_ptr<runtime::CheckpointCoordinator> m_checkpoints; ///< null: no checkpoints
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::shared_ptr<runtime::JobRunner> m_runner;
    std::optional<Status> m_final; ///< how the job ended (or the last start failed), when no runner says it
    bool m_supervising = false;
    bool m_cancelled = false;
    std::int64_t m_numRestarts = 0;
    Text m_lastFailure;
    RestoreStats m_restored; ///< what the current attempt started from; REQUIRES: m_mutex held
    std::thread m_supervisor;
    std::shared_ptr<TableauWriter> m_tableau;
};

} // namespace

const char *jobStateName(JobState state)
{
    switch (state) {
    case JobState::Running: return "running";
    case JobState::Finished: return "finished";
    case JobState::Failed: return "failed";
    case JobState::Cancelled: return "cancelled";
    }
    return "?";
}

Result<std::unique_ptr<Job>> startJob(std::string_view script, JobOptions options)
{
    Configuration initial;
    for (const auto &[key, value] : options.settings) {
        if (Status s = initial.set(key, value); !s.isOk())
            return Status::invalidArgument(sluice::Engine::tr("--set %1=%2: %3").arg(key).arg(value).arg(s.text()));
    }
    auto analysis = plan::analyzeScript(script, &initial);
    // A heading, then "line L:C: message" per finding, each translated on its own.
    const auto listed = [&](Text heading, auto wanted) {
        std::string pattern = "%1";
        std::vector<Text> items;
        for (const Diagnostic &d : analysis->diagnostics) {
            if (wanted(d)) {
                items.push_back(
                    sluice::Engine::tr("line %1:%2: %3").arg(d.range.begin.line).arg(d.range.begin.column).arg(d.message));
                pattern += "\n  %" + std::to_string(items.size() + 1);
            }
        }
        Text out(pattern);
        out.arg(std::move(heading));
        for (Text &item : items)
            out.arg(std::move(item));
        return out;
    };
    if (analysis->diagnostics.hasErrors()) {
        return Status::invalidArgument(listed(sluice::Engine::tr("the job has errors:"),
                                              [](const Diagnostic &d) { return d.severity == Severity::Error; }));
    }
    if (analysis->diagnostics.hasEngineUnsupported()) {
        return Status::unsupported(
            listed(sluice::Engine::tr("the job is valid Flink SQL, but the embedded engine cannot run all of it yet:"),
                   [](const Diagnostic &d) { return d.code == kEngineUnsupported; }));
    }
    if (analysis->statements.empty() && analysis->jobStatements.empty())
        return Status::invalidArgument(
            sluice::Engine::tr("nothing to run: the script has no INSERT, statement set or SELECT"));

    runtime::JobGraph graph;
    for (const auto &st : analysis->statements)
        runtime::addToJobGraph(graph, st.plan, st.statement->range.begin.line);

    std::unique_ptr<state::Clock> clock;
    if (options.clock)
        clock = std::make_unique<FunctionClock>(options.clock);
    runtime::JobRunnerOptions runnerOptions;
    runnerOptions.config = analysis->config;
    runnerOptions.clock = clock ? clock.get() : &state::SystemClock::instance();
    runnerOptions.sinkHooks.standardOut = options.printOut ? options.printOut : lineWriter(stdout);
    runnerOptions.sinkHooks.standardError = options.printErr ? options.printErr : lineWriter(stderr);
    // SHOW JOBS and STOP JOB run now, each where the script has it among the answers printed.
    std::size_t nextJobStatement = 0;
    auto runJobStatementsBefore = [&](std::size_t planned) -> Status {
        for (; nextJobStatement < analysis->jobStatements.size() &&
               analysis->jobStatements[nextJobStatement].plannedBefore <= planned;
             ++nextJobStatement) {
            const plan::JobStatement &js = analysis->jobStatements[nextJobStatement];
            auto answer = runtime::runJobStatement(js, options.jobs.get(), analysis->config);
            if (!answer)
                return answer.status();
            deliverAnswer(*answer, js.statement->kind == sql::StatementKind::StopJob ? "STOP JOB" : "SHOW JOBS",
                          options);
        }
        return Status::ok();
    };
    std::shared_ptr<TableauWriter> tableau;
    for (std::size_t i = 0; i < analysis->statements.size(); ++i) {
        if (Status s = runJobStatementsBefore(i); !s.isOk())
            return s;
        if (!options.tableauOut)
            continue;
        const auto &st = analysis->statements[i];
        const auto &sink = st.plan->as<plan::SinkNode>();
        if (st.answer) {
            // SHOW / DESCRIBE: a whole table, printed right away, as the SQL client does.
            writeConstantTable(*st.answer, options.tableauOut);
            continue;
        }
        if (!sink.table && !tableau) {
            tableau = std::make_shared<TableauWriter>(
                sink.schema, options.tableauOut,
                analysis->config.isBatchMode() ? TableauPrinter::Style::Batch
                                               : TableauPrinter::Style::Streaming,
                TimeZone::ofSession(&analysis->config));
        } else if (!sink.table) {
            // The tableau shows one result; further SELECTs still run (and reach onRows).
            runnerOptions.sinkHooks.standardError("sluice: only the first SELECT's result is shown as a table; " +
                             st.title + " runs without display");
        }
    }
    if (Status s = runJobStatementsBefore(analysis->statements.size()); !s.isOk())
        return s;
    if (analysis->statements.empty())
        return std::unique_ptr<Job>(std::make_unique<StatementsOnlyJob>(runtime::jobNameOf(*analysis)));
    auto onRows = options.onRows;
    if (onRows || tableau) {
        runnerOptions.sinkHooks.rowListener = [onRows, tableau](const std::string &sink, const RowBatch &batch) {
            if (tableau && sink == "collect")
                tableau->rows(batch);
            if (!onRows)
                return;
            std::vector<ResultRow> rows;
            rows.reserve(batch.size());
            for (std::size_t r = 0; r < batch.size(); ++r) {
                ResultRow row;
                row.kind = std::string(rowKindShortString(batch.kind(r)));
                for (std::size_t c = 0; c < batch.columnCount(); ++c) {
                    if (batch.isNull(c, r)) {
                        row.values.emplace_back(std::nullopt);
                    } else {
                        std::string text;
                        appendPrintValue(text, batch, c, r);
                        row.values.emplace_back(std::move(text));
                    }
                }
                rows.push_back(std::move(row));
            }
            onRows(sink, std::move(rows));
        };
    }
    if (options.onSchema) {
        for (const auto &st : analysis->statements) {
            const auto &sink = st.plan->as<plan::SinkNode>();
            ResultSchema schema;
            schema.sinkName = sink.name;
            for (const auto &f : sink.schema) {
                schema.columnNames.push_back(f.name);
                schema.columnTypes.push_back(f.type.toString());
            }
            options.onSchema(schema);
        }
    }
    // Checkpoints and the state to start from (docs/checkpoints.md).
    auto checkpointSettings = runtime::CheckpointSettings::from(analysis->config);
    if (!checkpointSettings)
        return checkpointSettings.status();
    std::string restorePath = options.restorePath;
    const bool fromCommandLine = !restorePath.empty();
    if (restorePath.empty())
        restorePath = analysis->config.getString("execution.state-recovery.path").value_or("");
    if (!restorePath.empty()) {
        if (restorePath.rfind("file://", 0) == 0)
            restorePath = restorePath.substr(7);
        auto chosen = settleRestorePath(restorePath, fromCommandLine, *analysis);
        if (!chosen)
            return Status(chosen.status().code(), sluice::Engine::tr("cannot restore the job: %1").arg(chosen.status().text()));
        restorePath = *chosen;
        auto restored = runtime::readCheckpoint(restorePath);
        if (!restored)
            return Status(restored.status().code(),
                          sluice::Engine::tr("cannot restore the job: %1").arg(restored.status().text()));
        if (Status s = refuseSupersededCheckpoint((*restored)->location, (*restored)->metadata, *analysis); !s.isOk())
            return Status(s.code(), sluice::Engine::tr("cannot restore the job: %1").arg(s.text()));
        runnerOptions.restore = *restored;
        runnerOptions.ignoreUnclaimedState =
            analysis->config.getBool("execution.state-recovery.ignore-unclaimed-state").value_or(false);
    }
    if (analysis->config.isBatchMode())
        checkpointSettings->interval = std::chrono::milliseconds(0); // as Flink: no checkpoints in batch mode
    auto job = std::make_unique<EngineJob>(std::move(analysis), std::move(clock));
    job->setTableau(tableau);
    std::unique_ptr<runtime::CheckpointCoordinator> coordinator;
    // Every streaming job gets a coordinator: savepoints need no checkpoint interval.
    if (!runnerOptions.config.isBatchMode()) {
        runtime::CheckpointJobLayout layout;
        layout.jobId = job->id();
        if (runnerOptions.restore)
            layout.lineage = runnerOptions.restore->metadata.lineage;
        layout.maxParallelism = runnerOptions.restore && !runnerOptions.config.contains("pipeline.max-parallelism")
                                    ? runnerOptions.restore->metadata.maxParallelism
                                    : runtime::JobRunner::maxParallelismOf(graph, runnerOptions.config);
        layout.stateBackend = runnerOptions.config.getEnum("state.backend.type").value_or("hashmap");
        for (const auto &[key, value] : runnerOptions.config.entries())
            layout.settings.emplace_back(key, value);
        for (const runtime::TaskSpec &t : graph.tasks)
            layout.tasks.push_back({t.uid, t.name, t.parallelism, t.source != nullptr});
        EngineJob *owner = job.get();
        coordinator = std::make_unique<runtime::CheckpointCoordinator>(
            *checkpointSettings, std::move(layout), *runnerOptions.clock,
            [owner](Status reason) { owner->failCurrent(std::move(reason)); });
    }
    if (Status s = job->start(std::move(graph), std::move(runnerOptions), std::move(coordinator)); !s.isOk())
        return s;
    return std::unique_ptr<Job>(std::move(job));
}

} // namespace sluice
