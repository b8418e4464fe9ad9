#include "runtime/worker_pool.h"

#include <sluice/text.h>

#include <pthread.h>

#include <exception>

namespace sluice {

namespace {
constexpr std::size_t kMaxThreadNameLength = 15; // Linux: 16 bytes including the NUL
}

std::string WorkerPool::threadName(const std::string &prefix, int index)
{
    const std::string suffix = "-" + std::to_string(index);
    std::string base = prefix;
    if (base.size() + suffix.size() > kMaxThreadNameLength)
        base.resize(kMaxThreadNameLength > suffix.size() ? kMaxThreadNameLength - suffix.size()
                                                         : 0);
    return (base + suffix).substr(0, kMaxThreadNameLength);
}

WorkerPool::WorkerPool(int threads, std::string namePrefix)
{
    m_threads.reserve(static_cast<std::size_t>(std::max(threads, 1)));
    for (int i = 0; i < std::max(threads, 1); ++i) {
        m_threads.emplace_back([this, i, name = threadName(namePrefix, i)] {
            pthread_setname_np(pthread_self(), name.c_str());
            run(i);
        });
    }
}

WorkerPool::~WorkerPool()
{
    bool busy;
    {
        std::lock_guard lock(m_mutex);
        busy = m_pending > 0;
    }
    if (busy)
        cancel(Status::cancelled(sluice::Engine::tr("worker pool destroyed")));
    shutdown();
}

Status WorkerPool::submit(std::string name, Task task)
{
    {
        std::lock_guard lock(m_mutex);
        if (m_stopping)
            return Status::internal("worker pool is shut down").from(name);
        if (m_cancelled.load(std::memory_order_relaxed))
            return Status::cancelled(sluice::Engine::tr("worker pool is cancelled")).from(name);
        m_queue.push_back({std::move(name), std::move(task)});
        ++m_pending;
    }
    m_workAvailable.notify_one();
    return Status::ok();
}

void WorkerPool::run(int index)
{
    TaskContext context{index, &m_cancelled};
    for (;;) {
        Entry entry;
        {
            std::unique_lock lock(m_mutex);
            m_workAvailable.wait(lock, [&] { return m_stopping || !m_queue.empty(); });
            if (m_queue.empty())
                return; // stopping and nothing left
            entry = std::move(m_queue.front());
            m_queue.pop_front();
        }
        Status status;
        try {
            status = entry.task(context);
        } catch (const std::exception &e) {
            status = Status::internal(std::string("unhandled exception: ") + e.what());
        } catch (...) {
            status = Status::internal("unhandled exception");
        }
        if (!status) {
            if (status.origin().empty())
                status.from(entry.name);
            fail(std::move(status));
        }
        entry = {}; // release the task's captures before reporting completion
        finishOne();
    }
}

void WorkerPool::fail(Status status)
{
    // A task that stops because the pool was cancelled is a consequence, not a cause.
    if (status.code() == StatusCode::Cancelled && isCancelled())
        return;
    {
        std::lock_guard lock(m_mutex);
        if (m_hasError || !m_status.isOk())
            return; // the first failure (or the cancel reason) stays
        m_hasError = true;
        m_status = std::move(status);
    }
    cancel();
}

void WorkerPool::cancel(Status reason)
{
    std::vector<std::function<void()>> hooks;
    std::size_t dropped = 0;
    {
        std::lock_guard lock(m_mutex);
        if (!m_hasError && m_status.isOk() && !reason.isOk())
            m_status = std::move(reason);
        if (m_cancelled.exchange(true))
            return;
        dropped = m_queue.size();
        m_queue.clear();
        m_pending -= dropped;
        hooks.swap(m_hooks);
    }
    for (auto &hook : hooks)
        hook();
    if (dropped)
        m_allDone.notify_all();
}

void WorkerPool::addCancelHook(std::function<void()> hook)
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_cancelled.load(std::memory_order_relaxed)) {
            m_hooks.push_back(std::move(hook));
            return;
        }
    }
    hook();
}

void WorkerPool::finishOne()
{
    bool done;
    {
        std::lock_guard lock(m_mutex);
        done = --m_pending == 0;
    }
    if (done)
        m_allDone.notify_all();
}

Status WorkerPool::wait()
{
    std::unique_lock lock(m_mutex);
    m_allDone.wait(lock, [&] { return m_pending == 0; });
    return m_status;
}

bool WorkerPool::waitFor(std::chrono::milliseconds timeout)
{
    std::unique_lock lock(m_mutex);
    return m_allDone.wait_for(lock, timeout, [&] { return m_pending == 0; });
}

void WorkerPool::shutdown()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_workAvailable.notify_all();
    std::call_once(m_joined, [this] {
        for (std::thread &t : m_threads)
            if (t.joinable())
                t.join();
    });
}

Status WorkerPool::status() const
{
    std::lock_guard lock(m_mutex);
    return m_status;
}

std::size_t WorkerPool::pendingTasks() const
{
    std::lock_guard lock(m_mutex);
    return m_pending;
}

} // namespace sluice
