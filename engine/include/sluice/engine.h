#pragma once

#include <sluice/diagnostics.h>
#include <sluice/metrics.h>
#include <sluice/status.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice {

/// A row as it reaches a sink, for previews and the command line: its change kind ("+I", "-U",
/// "+U", "-D") and each value as Flink's print connector writes it (nullopt for NULL).
struct ResultRow {
    std::string kind;
    std::vector<std::optional<std::string>> values;
};

/// The rows of one sink, with its column names and Flink type names.
struct ResultSchema {
    std::string sinkName; ///< table name, or "collect" for a bare SELECT
    std::vector<std::string> columnNames;
    std::vector<std::string> columnTypes;
};

/// A job as SHOW JOBS lists it (Flink's JobStatusMessage).
struct JobListing {
    std::string id;        ///< 32 hex digits
    std::string name;      ///< pipeline.name, else Flink's default ("insert-into_<sinks>", "collect")
    std::string status;    ///< Flink's JobStatus name: RUNNING, FINISHED, ...
    std::int64_t startMillis = 0; ///< epoch milliseconds
};

/// The jobs a script's SHOW JOBS and STOP JOB statements act on, as the SQL client's are those
/// of its cluster: for `sluice run`, the embedded jobs of this machine's `sluice` processes.
/// Called on the thread that runs startJob.
class JobDirectory {
public:
    virtual ~JobDirectory() = default;
    virtual std::vector<JobListing> list() = 0;
    /// Cancels job `id` or, `withSavepoint`, stops it with a savepoint into `savepointDir` (""
    /// : the job's execution.checkpointing.savepoint-dir) and returns the savepoint's folder.
    virtual Result<std::string> stop(const std::string &id, bool withSavepoint,
                                     const std::string &savepointDir) = 0;
};

/// How to run a job.
struct JobOptions {
    /// SET statements applied before the script's own (`sluice run --set k=v`).
    std::vector<std::pair<std::string, std::string>> settings;
    /// Lines the print connector writes; default: the process's standard output / error.
    std::function<void(std::string_view)> printOut;
    std::function<void(std::string_view)> printErr;
    /// Rows reaching sinks. Called on engine worker threads, so it must be thread-safe and quick;
    /// the first call for a sink comes after onSchema for it.
    std::function<void(const ResultSchema &)> onSchema;
    std::function<void(const std::string &sinkName, std::vector<ResultRow> rows)> onRows;
    /// When set, the rows of bare SELECTs are written here line by line as the Flink SQL
    /// client's tableau (`| op | ... |`), ending with its "Received a total of N rows" line.
    std::function<void(std::string_view)> tableauOut;
    /// Milliseconds since the epoch; tests inject a manual clock. Null: the system clock.
    std::function<std::int64_t()> clock;
    /// A checkpoint or savepoint to resume from (`sluice run --restore PATH`): its folder or its
    /// _metadata file. Empty: execution.state-recovery.path, else start empty.
    std::string restorePath;
    /// What SHOW JOBS lists and STOP JOB stops; null: those statements fail, saying so.
    std::shared_ptr<JobDirectory> jobs;
};

enum class JobState : std::uint8_t { Running, Finished, Failed, Cancelled };
const char *jobStateName(JobState state);

/// A running job. Thread-safe: any thread may poll, cancel or wait.
class Job {
public:
    virtual ~Job() = default; ///< cancels the job if it still runs and joins its threads

    /// The job's id, 32 hex digits as Flink's JobID (its checkpoints are under
    /// <execution.checkpointing.dir>/<id>/).
    virtual std::string id() const = 0;
    /// pipeline.name, else Flink's default: "insert-into_" and its sink tables, or "collect".
    virtual std::string name() const = 0;
    virtual JobState state() const = 0;
    /// Why the job failed: the first error, with the operator's name and the statement's line.
    virtual Status failure() const = 0;
    /// Stops the job promptly; sources stop reading, buffered state is dropped.
    virtual void cancel() = 0;
    /// Waits until the job is no longer running or the timeout passes; true when it ended.
    virtual bool waitFor(std::chrono::milliseconds timeout) = 0;
    /// Takes a savepoint into `directory` (empty: execution.checkpointing.savepoint-dir) and
    /// returns its folder, for execution.state-recovery.path or `sluice run --restore`; blocks
    /// until it completes or fails (the job goes on after a failure). With `stop`, the job then
    /// ends, finished, its sinks committed up to the savepoint (Flink's stop-with-savepoint,
    /// without drain: windows are not fired early, the savepoint keeps them).
    virtual Result<std::string> savepoint(const std::string &directory, bool stop) = 0;
    /// Per operator subtask counters and gauges, with rates since the previous call. Cheap enough
    /// to call every 100 ms.
    virtual MetricsSnapshot metrics() = 0;
};

/// Plans and starts the INSERTs, statement sets and bare SELECTs of a script as one job on the
/// embedded engine's worker threads. Fails (with the check's diagnostics in the message) when the
/// script has errors or nothing to run.
Result<std::unique_ptr<Job>> startJob(std::string_view script, JobOptions options = {});

} // namespace sluice
