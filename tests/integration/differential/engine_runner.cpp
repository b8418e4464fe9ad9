#include "engine_runner.h"

#include <sluice/engine.h>

#include <cstdlib>
#include <map>
#include <mutex>

namespace sluice::difftest {

EngineRun runOnSluice(const std::string &script, std::chrono::milliseconds timeout)
{
    EngineRun run;
    std::mutex mutex; // guards run.changes and the schema: sinks call back on worker threads
    const auto started = std::chrono::steady_clock::now();

    JobOptions options;
    options.printOut = [](std::string_view) {};
    options.printErr = [](std::string_view) {};
    options.onSchema = [&](const ResultSchema &schema) {
        std::lock_guard lock(mutex);
        run.columnNames = schema.columnNames;
        run.columnTypes = schema.columnTypes;
    };
    options.onRows = [&](const std::string &, std::vector<ResultRow> rows) {
        std::lock_guard lock(mutex);
        for (ResultRow &row : rows)
            run.changes.emplace_back(std::move(row.kind), std::move(row.values));
    };

    Result<std::unique_ptr<Job>> job = startJob(script, std::move(options));
    if (!job) {
        run.error = "startJob failed: " + job.status().toString();
        return run;
    }
    if (!(*job)->waitFor(timeout)) {
        (*job)->cancel();
        (*job)->waitFor(std::chrono::seconds(10));
        run.error = "job did not finish within " + std::to_string(timeout.count()) + " ms";
    } else if ((*job)->state() != JobState::Finished) {
        run.error = std::string("job ended ") + jobStateName((*job)->state()) + ": " +
                    (*job)->failure().toString();
    } else {
        run.ok = true;
    }
    job->reset(); // joins the engine's threads before `run` and `mutex` go away
    run.elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - started);
    return run;
}

std::string printedRowText(const TextRow &row)
{
    std::string text = "[";
    for (std::size_t i = 0; i < row.size(); ++i)
        text += (i ? ", " : "") + row[i].value_or("null");
    return text + "]";
}

PrintingRun runPrintingOnSluice(const std::string &script, int parallelism,
                                std::chrono::milliseconds timeout)
{
    PrintingRun run;
    std::mutex mutex; // sinks call back on worker threads
    std::vector<std::string> lines;
    std::map<int, std::vector<PrintedChange>> queries; // by statement: collect, collect-2, ...
    JobOptions options;
    options.settings = {{"parallelism.default", std::to_string(parallelism)}};
    options.printOut = [&](std::string_view line) { // one call per printed line
        std::lock_guard lock(mutex);
        lines.emplace_back(line);
    };
    options.printErr = options.printOut;
    auto queryIndex = [](const std::string &sink) {
        return sink == "collect" ? 1 : std::atoi(sink.c_str() + 8);
    };
    // Every bare SELECT has a result, also one without rows.
    options.onSchema = [&](const ResultSchema &schema) {
        if (!schema.sinkName.starts_with("collect"))
            return;
        std::lock_guard lock(mutex);
        queries[queryIndex(schema.sinkName)];
    };
    options.onRows = [&](const std::string &sink, std::vector<ResultRow> rows) {
        if (!sink.starts_with("collect"))
            return; // a table's sink: the print connector's lines are read instead
        const int index = queryIndex(sink);
        std::lock_guard lock(mutex);
        for (ResultRow &row : rows)
            queries[index].emplace_back(row.kind, printedRowText(row.values));
    };
    Result<std::unique_ptr<Job>> job = startJob(script, std::move(options));
    if (!job) {
        run.error = job.status().toString();
        return run;
    }
    if (!(*job)->waitFor(timeout)) {
        (*job)->cancel();
        (*job)->waitFor(std::chrono::seconds(10));
        run.error = "did not finish within " + std::to_string(timeout.count()) + " ms";
    } else if ((*job)->state() != JobState::Finished) {
        run.error = (*job)->failure().toString();
    } else {
        run.ok = true;
    }
    job->reset(); // joins the engine's threads before the captures go away
    run.printed = parsePrinted(lines);
    for (auto &[index, changes] : queries)
        run.queries.push_back(std::move(changes));
    return run;
}

std::string describeChanges(const EngineRun &run, std::size_t limit)
{
    std::string text;
    for (std::size_t i = 0; i < run.changes.size() && i < limit; ++i)
        text += "  " + ChangelogTable::formatChange(run.changes[i].first, run.changes[i].second) + "\n";
    if (run.changes.size() > limit)
        text += "  ... (" + std::to_string(run.changes.size()) + " changes in all)\n";
    return text;
}

} // namespace sluice::difftest
