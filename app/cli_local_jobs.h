#pragma once

// The embedded jobs `sluice run` processes are running on this machine, so another terminal can
// list them (`sluice jobs`) and stop them, with a savepoint if asked (`sluice stop`). Each run
// keeps a small file <pid>.json in a per-user folder ($XDG_RUNTIME_DIR/sluice-jobs, else
// sluice-<uid>/sluice-jobs in the temporary folder); a stop request is a file <pid>.stop naming the savepoint folder, announced by SIGUSR1;
// the run answers in <pid>.result. Files of processes no longer alive (or whose pid now belongs to
// another process) are removed when listed, and whenever a run starts.

#include <sluice/engine.h>

#include <QString>
#include <QVector>

#include <optional>

namespace sluice::cli {

struct LocalJob {
    qint64 pid = 0;
    QString jobId;
    QString name;    ///< the job's name (pipeline.name or Flink's default)
    QString script;
    QString started; ///< ISO date and time
    qint64 startedMillis = 0;
    /// The process's start in clock ticks since boot (/proc/<pid>/stat), so a pid the system
    /// gave to another process since is not taken for the job (0: not known).
    qint64 processStart = 0;
};

/// How a stop request ended: the savepoint's folder, or why it failed (the job goes on).
struct StopOutcome {
    bool ok = false;
    QString savepoint;
    QString error;
};

class LocalJobs {
public:
    /// The folder, created when missing.
    static QString folder();
    static void add(const LocalJob &job);
    static void remove(qint64 pid);
    /// The jobs whose process still runs, oldest first.
    static QVector<LocalJob> list();
    /// The job named by a pid or by (a unique prefix of) its job id.
    static std::optional<LocalJob> find(const QString &pidOrJobId, QString &error);

    /// Asks job `pid` to stop with a savepoint into `directory` ("" : its configured folder).
    static bool requestSavepointStop(qint64 pid, const QString &directory, QString &error);
    /// The request a run received with SIGUSR1, taken (removed): the folder, "" for the default.
    static std::optional<QString> takeStopRequest(qint64 pid);
    static void writeResult(qint64 pid, const QString &text);
    static std::optional<QString> takeResult(qint64 pid);

    /// Stops `job` (SIGTERM: cancelled) or, `withSavepoint`, asks it to stop with a savepoint
    /// into `directory`; waits until it has stopped or reported its savepoint, at most
    /// `timeoutMillis`.
    static StopOutcome stop(const LocalJob &job, bool withSavepoint, const QString &directory,
                            qint64 timeoutMillis);
};

/// The jobs of this machine's `sluice run` processes, for a script's SHOW JOBS and STOP JOB.
class LocalJobDirectory final : public JobDirectory {
public:
    std::vector<JobListing> list() override;
    Result<std::string> stop(const std::string &id, bool withSavepoint, const std::string &savepointDir) override;
};

} // namespace sluice::cli
