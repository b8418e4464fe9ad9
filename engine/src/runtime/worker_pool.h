#pragma once

#include <sluice/status.h>
#include <sluice/text.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace sluice {

/// What a running task sees of its pool.
struct TaskContext {
    int workerIndex = 0; ///< which worker thread runs it
    const std::atomic<bool> *cancelled = nullptr;
    /// Whether the pool was cancelled; long loops check it between batches.
    bool isCancelled() const { return cancelled->load(std::memory_order_relaxed); }
};

/// A fixed set of named worker threads (`sluice:worker-0`, …) running operator subtasks.
///
/// A task runs to completion on one worker and may block on bounded queues, as a Flink task
/// thread does; so the job sizes the pool to the number of subtask chains that can block at the
/// same time (tasks beyond that wait for a free worker). The first task that fails (returns an
/// error Status or throws) cancels the pool: its error, tagged with the task's name, is kept as
/// the pool's status; queued tasks that have not started are dropped, the cancel hooks run (they
/// cancel the job's queues so blocked tasks wake up), and running tasks see
/// TaskContext::isCancelled(). Errors after the first are ignored. Any thread.
class WorkerPool {
public:
    using Task = std::function<Status(TaskContext &)>;

    /// Starts `threads` workers named `<namePrefix>-<index>` (truncated to Linux's 15 chars).
    explicit WorkerPool(int threads, std::string namePrefix = "sluice:worker");
    /// Cancels what still runs and joins every worker.
    ~WorkerPool();
    WorkerPool(const WorkerPool &) = delete;
    WorkerPool &operator=(const WorkerPool &) = delete;

    /// Queues a task; `name` (e.g. "GroupAggregate[2]") becomes the origin of its error.
    /// Fails with Cancelled after cancel() and with Internal after shutdown().
    Status submit(std::string name, Task task);

    /// Cancels the pool: pending tasks are dropped, hooks run, running tasks see the flag. The
    /// pool's status stays the first error if there was one, otherwise becomes `reason` (a
    /// Cancelled status by default). Idempotent; returns at once.
    void cancel(Status reason = Status::cancelled(sluice::Engine::tr("job cancelled")));

    /// Runs `hook` once when the pool is cancelled (at once if it already is). Hooks must not
    /// block; they typically call BoundedQueue::cancel().
    void addCancelHook(std::function<void()> hook);

    /// Waits until every submitted task has finished or been dropped; returns status().
    Status wait();
    /// Like wait() with a limit; false when tasks are still running after `timeout`.
    bool waitFor(std::chrono::milliseconds timeout);

    /// Stops accepting tasks, lets queued ones finish (or be dropped if cancelled), joins the
    /// workers. Idempotent.
    void shutdown();

    /// OK, the first error (with its task's name as origin), or the cancel reason.
    Status status() const;
    bool isCancelled() const { return m_cancelled.load(std::memory_order_relaxed); }
    int threadCount() const { return static_cast<int>(m_threads.size()); }
    /// Tasks submitted and not yet finished or dropped.
    std::size_t pendingTasks() const;

    /// The name worker `index` gets: "<prefix>-<index>", fitted into 15 characters.
    static std::string threadName(const std::string &prefix, int index);

private:
    struct Entry {
        std::string name;
        Task task;
    };

    void run(int index);
    void fail(Status status);
    void finishOne();

    mutable std::mutex m_mutex;
    std::condition_variable m_workAvailable;
    std::condition_variable m_allDone;
    std::deque<Entry> m_queue;                  // REQUIRES: m_mutex held
    std::size_t m_pending = 0;                  // REQUIRES: m_mutex held
    bool m_stopping = false;                    // REQUIRES: m_mutex held
    Status m_status;                            // REQUIRES: m_mutex held
    bool m_hasError = false;                    // REQUIRES: m_mutex held
    std::vector<std::function<void()>> m_hooks; // REQUIRES: m_mutex held
    std::atomic<bool> m_cancelled{false};       // any thread
    std::vector<std::thread> m_threads;         // construction/shutdown only
    std::once_flag m_joined;
};

} // namespace sluice
