#pragma once

#include <atomic>
#include <cassert>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <optional>
#include <vector>

namespace sluice {

/// Outcome of a queue operation.
enum class QueueStatus : std::uint8_t {
    Ok,
    Full,      ///< tryPush: no room now
    Empty,     ///< tryPop/popFor: nothing now, input not finished
    Closed,    ///< pop: every producer closed and the queue is drained (end of input);
               ///< push: the queue was closed by all producers (a programmer error upstream)
    Cancelled, ///< the job is being cancelled; give up promptly
};

/// How full a queue is, read without locking (for metrics).
struct QueueFill {
    std::size_t length = 0;
    std::size_t capacity = 0;
};

/// A bounded FIFO of items (batches) between subtasks: several producers, one or more consumers.
/// push() blocks while the queue is full, which is the engine's backpressure; pop() blocks while
/// it is empty. Each producer calls closeProducer() once at end of input; when all have, pop()
/// drains what is left and then returns Closed. cancel() wakes every waiter at once and makes all
/// later calls return Cancelled. Batches are hundreds to thousands of rows, so one lock per
/// batch is cheap next to the work on the batch; waiting producers are woken when the queue is
/// half empty (not per pop); the fill level is an atomic for lock-free reads.
/// Any thread.
template <typename T> class BoundedQueue {
public:
    /// REQUIRES: capacity > 0, producers > 0
    explicit BoundedQueue(std::size_t capacity, int producers = 1)
        : m_slots(capacity), m_capacity(capacity), m_openProducers(producers)
    {
        assert(capacity > 0 && producers > 0);
    }

    BoundedQueue(const BoundedQueue &) = delete;
    BoundedQueue &operator=(const BoundedQueue &) = delete;

    /// Waits for room, then enqueues. On Closed/Cancelled the item is left untouched.
    QueueStatus push(T &&item)
    {
        std::unique_lock lock(m_mutex);
        m_notFull.wait(lock,
                       [&] { return m_cancelled || m_count < m_capacity || m_openProducers == 0; });
        return enqueueLocked(std::move(item), lock);
    }

    /// Enqueues if there is room now; Full otherwise (item untouched).
    QueueStatus tryPush(T &&item)
    {
        std::unique_lock lock(m_mutex);
        if (!m_cancelled && m_openProducers > 0 && m_count == m_capacity)
            return QueueStatus::Full;
        return enqueueLocked(std::move(item), lock);
    }

    /// Waits for an item; Closed at end of input, Cancelled on cancel.
    QueueStatus pop(T &out)
    {
        std::unique_lock lock(m_mutex);
        m_notEmpty.wait(lock, [&] { return m_cancelled || m_count > 0 || m_openProducers == 0; });
        return dequeueLocked(out, lock);
    }

    /// Like pop() but gives up after `timeout` with Empty (for timers: mini-batch latency, idle
    /// sources, watermark intervals).
    template <typename Rep, typename Period>
    QueueStatus popFor(T &out, std::chrono::duration<Rep, Period> timeout)
    {
        std::unique_lock lock(m_mutex);
        if (!m_notEmpty.wait_for(
                lock, timeout, [&] { return m_cancelled || m_count > 0 || m_openProducers == 0; }))
            return QueueStatus::Empty;
        return dequeueLocked(out, lock);
    }

    /// Dequeues if an item is there now; Empty otherwise.
    QueueStatus tryPop(T &out)
    {
        std::unique_lock lock(m_mutex);
        if (!m_cancelled && m_count == 0 && m_openProducers > 0)
            return QueueStatus::Empty;
        return dequeueLocked(out, lock);
    }

    /// One producer reached end of input. The last one to close ends the stream.
    void closeProducer()
    {
        {
            std::lock_guard lock(m_mutex);
            assert(m_openProducers > 0);
            if (m_openProducers > 0)
                --m_openProducers;
            if (m_openProducers > 0)
                return;
        }
        m_notEmpty.notify_all();
        m_notFull.notify_all();
    }

    /// Wakes every waiting producer and consumer; from now on every call returns Cancelled.
    void cancel()
    {
        {
            std::lock_guard lock(m_mutex);
            m_cancelled = true;
            m_cancelledFlag.store(true, std::memory_order_relaxed);
        }
        m_notEmpty.notify_all();
        m_notFull.notify_all();
    }

    bool isCancelled() const { return m_cancelledFlag.load(std::memory_order_relaxed); }
    std::size_t capacity() const { return m_capacity; }
    /// Items queued now; lock-free and possibly stale by the time it is used.
    std::size_t size() const { return m_size.load(std::memory_order_relaxed); }
    QueueFill fill() const { return {size(), m_capacity}; }

private:
    QueueStatus enqueueLocked(T &&item, std::unique_lock<std::mutex> &lock)
    {
        if (m_cancelled)
            return QueueStatus::Cancelled;
        if (m_openProducers == 0)
            return QueueStatus::Closed;
        m_slots[(m_head + m_count) % m_capacity].emplace(std::move(item));
        ++m_count;
        m_size.store(m_count, std::memory_order_relaxed);
        lock.unlock();
        m_notEmpty.notify_one();
        return QueueStatus::Ok;
    }

    QueueStatus dequeueLocked(T &out, std::unique_lock<std::mutex> &lock)
    {
        if (m_cancelled)
            return QueueStatus::Cancelled;
        if (m_count == 0)
            return m_openProducers == 0 ? QueueStatus::Closed : QueueStatus::Empty;
        std::optional<T> &slot = m_slots[m_head];
        out = std::move(*slot);
        slot.reset();
        m_head = (m_head + 1) % m_capacity;
        --m_count;
        m_size.store(m_count, std::memory_order_relaxed);
        // Producers only wait on a full queue; waking them once it is half empty rather than at
        // every pop lets a fast producer refill in a burst instead of a wake-up (a futex call and
        // a context switch) per batch. Every pop from full down passes the half mark.
        const bool wakeProducers = m_count == m_capacity / 2;
        lock.unlock();
        if (wakeProducers)
            m_notFull.notify_all();
        return QueueStatus::Ok;
    }

    mutable std::mutex m_mutex;
    std::condition_variable m_notEmpty;
    std::condition_variable m_notFull;
    std::vector<std::optional<T>> m_slots; // REQUIRES: m_mutex held
    const std::size_t m_capacity;
    std::size_t m_head = 0;                   // REQUIRES: m_mutex held
    std::size_t m_count = 0;                  // REQUIRES: m_mutex held
    int m_openProducers;                      // REQUIRES: m_mutex held
    bool m_cancelled = false;                 // REQUIRES: m_mutex held
    std::atomic<std::size_t> m_size{0};       // any thread (mirror of m_count)
    std::atomic<bool> m_cancelledFlag{false}; // any thread
};

} // namespace sluice
