#pragma once

// Processing time for TTL, mini-batch latency and processing-time windows. Injectable, so tests
// move time by hand.

#include <atomic>
#include <chrono>
#include <cstdint>

namespace sluice::state {

/// Milliseconds since the epoch. Implementations are thread-safe.
class Clock {
public:
    virtual ~Clock() = default;
    virtual std::int64_t nowMillis() const = 0;
};

/// The system clock.
class SystemClock final : public Clock {
public:
    std::int64_t nowMillis() const override
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(
                   std::chrono::system_clock::now().time_since_epoch())
            .count();
    }
    static const SystemClock &instance()
    {
        static const SystemClock clock;
        return clock;
    }
};

/// A clock that only moves when told to (tests).
class ManualClock final : public Clock {
public:
    explicit ManualClock(std::int64_t start = 0) : m_now(start) {}
    std::int64_t nowMillis() const override { return m_now.load(std::memory_order_relaxed); }
    void set(std::int64_t millis) { m_now.store(millis, std::memory_order_relaxed); }
    void advance(std::int64_t millis) { m_now.fetch_add(millis, std::memory_order_relaxed); }

private:
    std::atomic<std::int64_t> m_now;
};

} // namespace sluice::state
