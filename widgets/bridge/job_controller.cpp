#include "job_controller.h"

#include "cluster_run.h"

#include "engine_text.h"
#include "thread_handoff.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QRegularExpression>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <list>
#include <mutex>
#include <thread>

#ifdef __linux__
#include <pthread.h>
#endif

namespace sluice {

namespace {
// Beyond this many rows waiting for the GUI thread, further rows are counted and dropped: a job
// may produce rows far faster than any table can show them.
constexpr std::size_t kMaxPendingRows = 500000;
constexpr auto kWaitSlice = std::chrono::milliseconds(100);
} // namespace

// One run of a job. The worker thread and the engine's callbacks reach the controller only
// through here: the controller clears `owner` under the mutex when it lets go of the run, so a
// late callback never posts to a dead object or to a newer run.
struct JobController::Run {
    std::mutex mutex;
    JobController *owner = nullptr;  // REQUIRES: mutex held
    std::shared_ptr<Job> job;        // REQUIRES: mutex held
    std::int64_t startedMillis = 0;  // REQUIRES: mutex held
    bool cancelRequested = false;    // REQUIRES: mutex held
    bool flushPosted = false;        // REQUIRES: mutex held
    std::vector<ResultSchema> pendingSchemas;                                 // REQUIRES: mutex
    std::vector<std::pair<std::string, std::vector<ResultRow>>> pendingRows; // REQUIRES: mutex
    std::size_t pendingRowCount = 0;                                         // REQUIRES: mutex
    qint64 droppedRows = 0;                                                  // REQUIRES: mutex

    // Posts `f` to the owner's thread if there still is an owner. REQUIRES: mutex held.
    template<typename F>
    void postLocked(F f)
    {
        if (owner)
            postToThreadOf(owner, std::move(f));
    }
    // Marks the run cancelled and returns its job, to be cancelled after the mutex is released
    // (cancelling runs the engine's hooks, which must not wait behind a callback holding it).
    // REQUIRES: mutex held.
    std::shared_ptr<Job> requestCancelLocked()
    {
        cancelRequested = true;
        return job;
    }
};

namespace {

// Every run's worker thread, across controllers, so that finished threads are joined (never on
// the GUI thread while they may still run) and shutdown can wait for all of them.
class RunThreads
{
public:
    static RunThreads &instance()
    {
        static RunThreads threads;
        return threads;
    }

    void spawn(std::shared_ptr<JobController::Run> run, std::function<void()> body)
    {
        std::lock_guard lock(m_mutex);
        reapLocked();
        auto &entry = m_entries.emplace_back();
        entry.run = std::move(run);
        entry.done = std::make_shared<std::atomic<bool>>(false);
        entry.thread = std::thread([this, done = entry.done, body = std::move(body),
                                    number = ++m_spawned] {
#ifdef __linux__
            const std::string name = "sluice:job-" + std::to_string(number % 10000);
            pthread_setname_np(pthread_self(), name.c_str());
#else
            (void)number;
#endif
            body();
            std::lock_guard lock(m_mutex);
            done->store(true);
            m_changed.notify_all();
        });
    }

    bool waitAll(std::chrono::milliseconds timeout)
    {
        std::unique_lock lock(m_mutex);
        const bool allDone = m_changed.wait_for(lock, timeout, [this] {
            for (const auto &entry : m_entries) {
                if (!entry.done->load())
                    return false;
            }
            return true;
        });
        reapLocked();
        return allDone;
    }

    /// The jobs of runs still going, with when they started.
    std::vector<std::pair<std::shared_ptr<Job>, std::int64_t>> liveJobs()
    {
        std::vector<std::pair<std::shared_ptr<Job>, std::int64_t>> jobs;
        std::lock_guard lock(m_mutex);
        for (const auto &entry : m_entries) {
            std::lock_guard runLock(entry.run->mutex);
            if (entry.run->job && !entry.done->load())
                jobs.emplace_back(entry.run->job, entry.run->startedMillis);
        }
        return jobs;
    }

    int liveCount()
    {
        std::lock_guard lock(m_mutex);
        reapLocked();
        return int(m_entries.size());
    }

    ~RunThreads()
    {
        // Jobs still running at exit (a controller that was never destroyed) are cancelled so
        // that joining them ends.
        std::list<Entry> entries;
        {
            std::lock_guard lock(m_mutex);
            for (auto &entry : m_entries) {
                std::shared_ptr<Job> job;
                {
                    std::lock_guard runLock(entry.run->mutex);
                    entry.run->owner = nullptr;
                    job = entry.run->requestCancelLocked();
                }
                if (job)
                    job->cancel();
            }
            entries.swap(m_entries);
        }
        for (auto &entry : entries) {
            if (entry.thread.joinable())
                entry.thread.join();
        }
    }

private:
    struct Entry {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> done;
        std::shared_ptr<JobController::Run> run;
    };

    // Joins the threads that have finished their work: they are past their last lock, so this
    // returns at once. REQUIRES: m_mutex held.
    void reapLocked()
    {
        for (auto it = m_entries.begin(); it != m_entries.end();) {
            if (it->done->load()) {
                it->thread.join();
                it = m_entries.erase(it);
            } else {
                ++it;
            }
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::list<Entry> m_entries; // REQUIRES: m_mutex held
    int m_spawned = 0;          // REQUIRES: m_mutex held
};

// Flink's JobStatus name for how a job stands.
const char *flinkJobStatus(JobState state)
{
    switch (state) {
    case JobState::Running: return "RUNNING";
    case JobState::Finished: return "FINISHED";
    case JobState::Failed: return "FAILED";
    case JobState::Cancelled: return "CANCELED";
    }
    return "RUNNING";
}

std::mutex g_hostJobsMutex;
std::shared_ptr<JobDirectory> g_hostJobs; // REQUIRES: g_hostJobsMutex held

// What a script the app runs sees with SHOW JOBS and STOP JOB: the app's own runs (every tab),
// then the host's (the `sluice run` processes of this machine, when the app says so). Called on
// a run's worker thread.
class AppJobDirectory final : public JobDirectory {
public:
    std::vector<JobListing> list() override
    {
        std::vector<JobListing> listed;
        for (const auto &[job, started] : RunThreads::instance().liveJobs())
            listed.push_back({job->id(), job->name(), flinkJobStatus(job->state()), started});
        if (const auto host = hostJobs()) {
            for (JobListing &job : host->list())
                listed.push_back(std::move(job));
        }
        return listed;
    }

    Result<std::string> stop(const std::string &id, bool withSavepoint, const std::string &savepointDir) override
    {
        for (const auto &[job, started] : RunThreads::instance().liveJobs()) {
            if (job->id() != id)
                continue;
            if (withSavepoint)
                return job->savepoint(savepointDir, /*stop=*/true);
            job->cancel();
            if (!job->waitFor(std::chrono::minutes(1)))
                return Status::ioError("the job did not stop within a minute");
            return std::string();
        }
        if (const auto host = hostJobs())
            return host->stop(id, withSavepoint, savepointDir);
        return Status::notFound("no job " + id + " is running (SHOW JOBS lists them)");
    }

private:
    static std::shared_ptr<JobDirectory> hostJobs()
    {
        std::lock_guard lock(g_hostJobsMutex);
        return g_hostJobs;
    }
};

// The first "line N" in the engine's message, for failures found before the job started.
int lineFromMessage(const QString &message)
{
    static const QRegularExpression pattern(QStringLiteral("\\bline (\\d+)"));
    const QRegularExpressionMatch match = pattern.match(message);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

} // namespace

void JobController::setHostJobs(std::shared_ptr<JobDirectory> jobs)
{
    std::lock_guard lock(g_hostJobsMutex);
    g_hostJobs = std::move(jobs);
}

QString runStateText(RunState state)
{
    switch (state) {
    case RunState::Idle: return JobController::tr("Not running");
    case RunState::Starting: return JobController::tr("Starting");
    case RunState::Running: return JobController::tr("Running");
    case RunState::Stopping: return JobController::tr("Stopping");
    case RunState::Finished: return JobController::tr("Finished");
    case RunState::Failed: return JobController::tr("Failed");
    case RunState::Stopped: return JobController::tr("Stopped");
    }
    return {};
}

JobController::JobController(QObject *parent) : QObject(parent)
{
    m_metricsTimer.setInterval(1000);
    connect(&m_metricsTimer, &QTimer::timeout, this, &JobController::sampleMetrics);
}

JobController::~JobController()
{
    detachRun(false);
    detachCluster(false);
}

bool JobController::isActive() const
{
    return m_state == RunState::Starting || m_state == RunState::Running
           || m_state == RunState::Stopping;
}

void JobController::setMetricsInterval(int milliseconds)
{
    m_metricsTimer.setInterval(std::max(50, milliseconds));
    if (m_cluster)
        m_cluster->setMetricsInterval(std::max(500, milliseconds)); // a cluster is asked gently
}

QString JobController::clusterName() const
{
    return m_clusterTarget ? m_clusterTarget->profile.name : QString();
}

QStringList JobController::clusterJobs() const
{
    return m_cluster ? m_cluster->jobIds() : m_lastClusterJobs;
}

void JobController::setNotice(const QString &text)
{
    if (m_notice == text)
        return;
    m_notice = text;
    emit noticeChanged(text);
}

void JobController::detachCluster(bool reportStopped)
{
    if (!m_cluster)
        return;
    ClusterRun *run = m_cluster;
    m_cluster = nullptr;
    m_lastClusterJobs = run->jobIds();
    run->disconnect(this);
    run->cancel(); // its jobs are cancelled on the cluster; the requests finish without us
    QTimer::singleShot(30000, run, &QObject::deleteLater);
    setNotice(QString());
    if (reportStopped && isActive())
        setState(RunState::Stopped);
}

ClusterRun *JobController::beginClusterRun(const cluster::ClusterTarget &target, const QByteArray &script,
                                           const QString &restorePath)
{
    detachRun(true);
    detachCluster(true);
    setNotice(QString());
    m_script = script;
    m_settings.clear();
    m_failureMessage.clear();
    m_failureLine = 0;
    m_failureColumn = 0;
    m_lastClusterJobs.clear();
    ++m_runNumber;
    m_clusterTarget = std::make_unique<cluster::ClusterTarget>(target);
    auto *run = new ClusterRun(target, script, restorePath, this);
    m_cluster = run;
    run->setMetricsInterval(std::max(500, m_metricsTimer.interval()));
    setState(RunState::Starting);
    connect(run, &ClusterRun::running, this, [this] {
        if (m_state == RunState::Starting)
            setState(RunState::Running);
    });
    connect(run, &ClusterRun::schemaReceived, this, &JobController::schemaReceived);
    connect(run, &ClusterRun::rowsReceived, this, &JobController::rowsReceived);
    connect(run, &ClusterRun::metricsSampled, this, &JobController::metricsSampled);
    connect(run, &ClusterRun::notice, this, &JobController::setNotice);
    connect(run, &ClusterRun::planReceived, this, &JobController::clusterPlanReceived);
    connect(run, &ClusterRun::savepointFinished, this, [this](bool ok, const QString &text) {
        if (!ok && m_state == RunState::Stopping)
            setState(RunState::Running); // the jobs go on
        emit savepointFinished(ok, text);
    });
    connect(run, &ClusterRun::ended, this, [this, run](RunState outcome, const QString &message, int line, int column) {
        if (run != m_cluster)
            return;
        m_lastClusterJobs = run->jobIds();
        m_cluster = nullptr;
        run->deleteLater();
        setNotice(outcome == RunState::Failed ? QString() : message);
        if (outcome == RunState::Failed) {
            m_failureMessage = message;
            m_failureLine = line;
            m_failureColumn = column;
        }
        setState(outcome);
    });
    return run;
}

void JobController::startOnCluster(const cluster::ClusterTarget &target, const QByteArray &script,
                                   const QString &restorePath)
{
    beginClusterRun(target, script, restorePath)->start();
}

void JobController::watchClusterJob(const cluster::ClusterTarget &target, const QString &jobId)
{
    beginClusterRun(target, {}, {})->watch(jobId);
}

void JobController::setState(RunState state)
{
    if (m_state == state)
        return;
    m_state = state;
    emit stateChanged(state);
}

void JobController::detachRun(bool reportStopped)
{
    m_metricsTimer.stop();
    if (!m_run)
        return;
    std::shared_ptr<Job> job;
    {
        std::lock_guard lock(m_run->mutex);
        m_run->owner = nullptr;
        job = m_run->requestCancelLocked();
    }
    if (job)
        job->cancel(); // returns at once; the run's worker thread joins the job
    m_run.reset();
    if (reportStopped && isActive())
        setState(RunState::Stopped);
}

void JobController::start(const QByteArray &script, const Settings &settings, const QString &restorePath)
{
    detachRun(true);
    detachCluster(true);
    setNotice(QString());
    m_clusterTarget.reset();
    m_lastClusterJobs.clear();
    m_script = script;
    m_settings = settings;
    m_failureMessage.clear();
    m_failureLine = 0;
    m_failureColumn = 0;
    ++m_runNumber;

    auto run = std::make_shared<Run>();
    run->owner = this;
    m_run = run;
    setState(RunState::Starting);

    JobOptions options;
    options.jobs = std::make_shared<AppJobDirectory>();
    options.settings = settings;
    options.restorePath = restorePath.toStdString();
    // The Results dock shows what the print connector would write; do not spill it on stdout.
    options.printOut = [](std::string_view) {};
    options.printErr = [](std::string_view) {};
    std::weak_ptr<Run> weak = run;
    options.onSchema = [weak](const ResultSchema &schema) {
        const auto run = weak.lock();
        if (!run)
            return;
        std::lock_guard lock(run->mutex);
        run->pendingSchemas.push_back(schema);
        if (!run->flushPosted) {
            run->flushPosted = true;
            run->postLocked([owner = run->owner, run] { owner->flushRun(run); });
        }
    };
    options.onRows = [weak](const std::string &sink, std::vector<ResultRow> rows) {
        const auto run = weak.lock();
        if (!run)
            return;
        std::lock_guard lock(run->mutex);
        if (!run->owner)
            return;
        if (run->pendingRowCount + rows.size() > kMaxPendingRows) {
            run->droppedRows += qint64(rows.size());
        } else {
            run->pendingRowCount += rows.size();
            if (!run->pendingRows.empty() && run->pendingRows.back().first == sink) {
                auto &batch = run->pendingRows.back().second;
                batch.insert(batch.end(), std::make_move_iterator(rows.begin()),
                             std::make_move_iterator(rows.end()));
            } else {
                run->pendingRows.emplace_back(sink, std::move(rows));
            }
        }
        // One queued call per event-loop turn however many batches arrive meanwhile.
        if (!run->flushPosted) {
            run->flushPosted = true;
            run->postLocked([owner = run->owner, run] { owner->flushRun(run); });
        }
    };

    RunThreads::instance().spawn(run, [run, text = script.toStdString(),
                                       options = std::move(options)]() mutable {
        auto started = startJob(text, std::move(options));
        if (!started) {
            const Status failure = started.status();
            int line = failure.range().begin.line;
            if (line <= 0)
                line = lineFromMessage(QString::fromStdString(failure.message()));
            std::lock_guard lock(run->mutex);
            // Translated on the GUI thread, where the catalogues are installed and switched.
            run->postLocked([owner = run->owner, run, failure, line] {
                owner->onEnded(run, JobState::Failed, translated(failure.text()), line);
            });
            return;
        }
        std::shared_ptr<Job> job(std::move(*started));
        bool cancelled = false;
        {
            std::lock_guard lock(run->mutex);
            run->job = job;
            run->startedMillis = std::chrono::duration_cast<std::chrono::milliseconds>(
                                     std::chrono::system_clock::now().time_since_epoch())
                                     .count();
            cancelled = run->cancelRequested;
            run->postLocked([owner = run->owner, run] { owner->onStarted(run); });
        }
        if (cancelled)
            job->cancel();
        while (!job->waitFor(kWaitSlice)) {
        }
        // A last sample, so that a job shorter than the sampling period still has figures.
        MetricsSnapshot last = job->metrics();
        const JobState state = job->state();
        const Status failure = job->failure();
        const int line = failure.isOk() ? 0 : failure.range().begin.line;
        {
            std::lock_guard lock(run->mutex);
            run->job.reset();
            run->postLocked([owner = run->owner, run, last = std::move(last), state, failure, line] {
                emit owner->metricsSampled(last);
                owner->onEnded(run, state, translated(failure), line);
            });
        }
        // The job's threads are joined here, off the GUI thread.
        job.reset();
    });
}

void JobController::stop()
{
    if (m_cluster && isActive()) {
        m_cluster->cancel(); // ended() reports Stopped once the cluster says the jobs are
        setState(RunState::Stopping);
        return;
    }
    if (!m_run || !isActive())
        return;
    std::shared_ptr<Job> job;
    {
        std::lock_guard lock(m_run->mutex);
        job = m_run->requestCancelLocked();
    }
    if (job)
        job->cancel();
    setState(RunState::Stopping);
}

void JobController::stopWithSavepoint(const QString &directory)
{
    if (m_cluster && m_state == RunState::Running) {
        setState(RunState::Stopping);
        m_cluster->stopWithSavepoint(directory);
        return;
    }
    if (!m_run || m_state != RunState::Running)
        return;
    std::shared_ptr<Job> job;
    {
        std::lock_guard lock(m_run->mutex);
        job = m_run->job;
    }
    if (!job)
        return;
    setState(RunState::Stopping);
    // The savepoint blocks until it is complete: off the GUI thread.
    RunThreads::instance().spawn(m_run, [run = m_run, job, dir = directory.toStdString()] {
        auto result = job->savepoint(dir, true);
        const bool ok = result.isOk();
        const Text outcome = ok ? Text(*result) : result.status().text();
        std::lock_guard lock(run->mutex);
        run->postLocked([owner = run->owner, run, ok, outcome] {
            const QString text = translated(outcome);
            if (run != owner->m_run && ok) {
                emit owner->savepointFinished(ok, text); // the run has ended meanwhile
                return;
            }
            if (!ok && owner->m_state == RunState::Stopping && run == owner->m_run)
                owner->setState(RunState::Running); // the job goes on
            emit owner->savepointFinished(ok, text);
        });
    });
}

void JobController::restart()
{
    if (m_script.isEmpty())
        return;
    if (m_clusterTarget)
        return startOnCluster(*m_clusterTarget, m_script); // a watched job has no script: not here
    start(m_script, m_settings);
}

void JobController::sampleMetrics()
{
    if (!m_run)
        return;
    std::shared_ptr<Job> job;
    {
        std::lock_guard lock(m_run->mutex);
        job = m_run->job;
    }
    // Job::metrics() only reads counters under a short lock: cheap on the GUI thread.
    if (job)
        emit metricsSampled(job->metrics());
}

void JobController::flushRun(const std::shared_ptr<Run> &run)
{
    if (run != m_run)
        return;
    std::vector<ResultSchema> schemas;
    std::vector<std::pair<std::string, std::vector<ResultRow>>> rows;
    qint64 dropped = 0;
    {
        std::lock_guard lock(run->mutex);
        schemas.swap(run->pendingSchemas);
        rows.swap(run->pendingRows);
        run->pendingRowCount = 0;
        dropped = std::exchange(run->droppedRows, 0);
        run->flushPosted = false;
    }
    for (const ResultSchema &schema : schemas)
        emit schemaReceived(schema);
    for (const auto &[sink, batch] : rows)
        emit rowsReceived(QString::fromStdString(sink), batch);
    if (dropped > 0)
        emit rowsDropped(dropped);
}

void JobController::onStarted(const std::shared_ptr<Run> &run)
{
    if (run != m_run || m_state != RunState::Starting)
        return;
    setState(RunState::Running);
    // A sample at the start: with the one taken at the end, even a job shorter than the period
    // draws its lines.
    sampleMetrics();
    m_metricsTimer.start();
}

void JobController::onEnded(const std::shared_ptr<Run> &run, JobState state,
                            const QString &message, int line)
{
    if (run != m_run)
        return;
    flushRun(run); // rows that arrived after the last flush was posted
    m_metricsTimer.stop();
    m_run.reset();
    switch (state) {
    case JobState::Running: // cannot happen: the worker waited for the end
    case JobState::Finished:
        setState(RunState::Finished);
        break;
    case JobState::Cancelled:
        setState(RunState::Stopped);
        break;
    case JobState::Failed:
        m_failureMessage = message;
        m_failureLine = line;
        // A failure caused by our own cancel (stop pressed as the job started) is a stop.
        setState(m_state == RunState::Stopping ? RunState::Stopped : RunState::Failed);
        break;
    }
}

bool JobController::waitForAllThreads(int timeoutMs)
{
    return RunThreads::instance().waitAll(std::chrono::milliseconds(timeoutMs));
}

int JobController::liveThreadCount()
{
    return RunThreads::instance().liveCount();
}

} // namespace sluice
