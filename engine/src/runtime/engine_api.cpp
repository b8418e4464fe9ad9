// startJob(): the public entry point that turns a script into a running job on the embedded
// engine (engine/include/sluice/engine.h).

#include "common/tableau_printer.h"
#include "common/value_format.h"
#include "plan/script_analyzer.h"
#include "runtime/job_runner.h"

#include <sluice/engine.h>

#include <cstdio>
#include <mutex>

namespace sluice {
namespace {

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

/// A SHOW / DESCRIBE answer as the SQL client prints it: a table sized to its values, then
/// "N rows in set" ("Empty set").
void writeConstantTable(const plan::StatementResult &answer,
                        const std::function<void(std::string_view)> &out)
{
    std::vector<RowField> columns;
    for (const auto &f : answer.schema)
        columns.push_back({f.name, f.type, ""});
    TableauPrinter printer(Schema(std::move(columns)), TableauPrinter::kDefaultMaxColumnWidth,
                           CastFormatOptions{}, TableauPrinter::Style::Batch);
    for (const auto &row : answer.rows)
        printer.appendTextRow(row);
    writeTextLines(printer.footer(), out);
}

class EngineJob final : public Job {
public:
    EngineJob(std::unique_ptr<plan::ScriptAnalysis> analysis, std::unique_ptr<state::Clock> clock)
        : m_analysis(std::move(analysis)), m_clock(std::move(clock))
    {
    }
    ~EngineJob() override
    {
        if (m_runner) {
            m_runner->cancel();
            m_runner->wait();
        }
    }

    Status start(runtime::JobGraph graph, runtime::JobRunnerOptions options)
    {
        m_runner = std::make_unique<runtime::JobRunner>(std::move(graph), std::move(options));
        return m_runner->start();
    }

    JobState state() const override
    {
        if (!m_runner->finished())
            return JobState::Running;
        const Status s = m_runner->status();
        if (s.isOk())
            return JobState::Finished;
        return m_runner->cancelledByUser() && s.code() == StatusCode::Cancelled ? JobState::Cancelled
                                                                                : JobState::Failed;
    }
    Status failure() const override
    {
        const Status s = m_runner->status();
        return state() == JobState::Failed ? s : Status::ok();
    }
    void cancel() override { m_runner->cancel(); }
    bool waitFor(std::chrono::milliseconds timeout) override
    {
        const bool ended = m_runner->waitFor(timeout);
        if (ended && m_tableau)
            m_tableau->finish(state());
        return ended;
    }
    void setTableau(std::shared_ptr<TableauWriter> tableau) { m_tableau = std::move(tableau); }
    MetricsSnapshot metrics() override { return m_runner->metrics().snapshotWithRates(); }

private:
    std::unique_ptr<plan::ScriptAnalysis> m_analysis; // owns the plans the runner executes
    std::unique_ptr<state::Clock> m_clock;
    std::unique_ptr<runtime::JobRunner> m_runner;
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
            return Status::invalidArgument("--set " + key + "=" + value + ": " + s.message());
    }
    auto analysis = plan::analyzeScript(script, &initial);
    if (analysis->diagnostics.hasErrors()) {
        std::string message = "the job has errors:";
        for (const Diagnostic &d : analysis->diagnostics) {
            if (d.severity == Severity::Error)
                message += "\n  line " + std::to_string(d.range.begin.line) + ":" +
                           std::to_string(d.range.begin.column) + ": " + d.message;
        }
        return Status::invalidArgument(message);
    }
    if (analysis->diagnostics.hasEngineUnsupported()) {
        std::string message = "the job is valid Flink SQL, but the embedded engine cannot run all of it yet:";
        for (const Diagnostic &d : analysis->diagnostics) {
            if (d.code == kEngineUnsupported)
                message += "\n  line " + std::to_string(d.range.begin.line) + ":" +
                           std::to_string(d.range.begin.column) + ": " + d.message;
        }
        return Status::unsupported(message);
    }
    if (analysis->statements.empty())
        return Status::invalidArgument("nothing to run: the script has no INSERT, statement set or SELECT");

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
    std::shared_ptr<TableauWriter> tableau;
    if (options.tableauOut) {
        for (const auto &st : analysis->statements) {
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
    }
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
    auto job = std::make_unique<EngineJob>(std::move(analysis), std::move(clock));
    job->setTableau(tableau);
    if (Status s = job->start(std::move(graph), std::move(runnerOptions)); !s.isOk())
        return s;
    return std::unique_ptr<Job>(std::move(job));
}

} // namespace sluice
