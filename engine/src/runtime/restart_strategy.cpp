#include "runtime/restart_strategy.h"

#include <sluice/text.h>

#include <algorithm>
#include <cmath>
#include <random>

namespace sluice::runtime {

namespace {

std::int64_t millis(const Configuration &config, std::string_view key, std::int64_t fallback)
{
    const auto d = config.getDuration(key);
    return d ? std::chrono::duration_cast<std::chrono::milliseconds>(*d).count() : fallback;
}

class FixedDelay final : public RestartStrategy {
public:
    FixedDelay(std::int32_t attempts, std::int64_t delay) : m_attempts(attempts), m_delay(delay) {}
    std::optional<std::chrono::milliseconds> onFailure(std::int64_t) override
    {
        ++m_attempt;
        if (m_attempt > m_attempts)
            return std::nullopt;
        return std::chrono::milliseconds(m_delay);
    }
    std::string describe() const override
    {
        return "fixed-delay (restart " + std::to_string(std::min(m_attempt, m_attempts)) + " of " +
               std::to_string(m_attempts) + ")";
    }

private:
    std::int32_t m_attempts;
    std::int64_t m_delay;
    std::int32_t m_attempt = 0;
};

class FailureRate final : public RestartStrategy {
public:
    FailureRate(std::int32_t maxFailures, std::int64_t interval, std::int64_t delay)
        : m_max(maxFailures), m_interval(interval), m_delay(delay)
    {
    }
    std::optional<std::chrono::milliseconds> onFailure(std::int64_t now) override
    {
        // Flink keeps the last max + 1 failure times: when they all fall within the interval,
        // the job fails.
        const auto full = [&] { return static_cast<std::int64_t>(m_failures.size()) > m_max; };
        if (full())
            m_failures.pop_front();
        m_failures.push_back(now);
        if (full() && now - m_failures.front() <= m_interval)
            return std::nullopt;
        return std::chrono::milliseconds(m_delay);
    }
    std::string describe() const override
    {
        return "failure-rate (" + std::to_string(m_failures.size()) + " failures, at most " + std::to_string(m_max) +
               " per " + std::to_string(m_interval) + " ms)";
    }

private:
    std::int32_t m_max;
    std::int64_t m_interval;
    std::int64_t m_delay;
    std::deque<std::int64_t> m_failures;
};

class ExponentialDelay final : public RestartStrategy {
public:
    ExponentialDelay(std::int64_t initial, std::int64_t max, double multiplier, std::int64_t reset, double jitter,
                     std::int32_t attempts, JitterSource random)
        : m_initial(initial), m_max(max), m_multiplier(multiplier), m_reset(reset), m_jitter(jitter),
          m_attempts(attempts), m_random(std::move(random))
    {
    }
    std::optional<std::chrono::milliseconds> onFailure(std::int64_t now) override
    {
        // The backoff counts restarts since the last quiet period (Flink 1.19+).
        if (m_next != kNone && now - m_next >= m_reset)
            m_attempt = 0;
        const auto base = static_cast<std::int64_t>(static_cast<double>(m_initial) * std::pow(m_multiplier, m_attempt));
        std::int64_t jitter = 0;
        if (m_jitter != 0) {
            const auto offset = static_cast<std::int64_t>(static_cast<double>(base) * m_jitter);
            jitter = m_random(-offset, offset);
        }
        const std::int64_t backoff = std::max(m_initial, std::min(base + jitter, m_max));
        m_next = now + backoff;
        ++m_attempt;
        if (m_attempt > m_attempts)
            return std::nullopt;
        return std::chrono::milliseconds(backoff);
    }
    std::string describe() const override
    {
        return "exponential-delay (restart " + std::to_string(m_attempt) + " since the backoff was reset)";
    }

private:
    static constexpr std::int64_t kNone = INT64_MIN;
    std::int64_t m_initial, m_max;
    double m_multiplier;
    std::int64_t m_reset;
    double m_jitter;
    std::int32_t m_attempts;
    JitterSource m_random;
    std::int32_t m_attempt = 0;
    std::int64_t m_next = kNone;
};

} // namespace

std::unique_ptr<RestartStrategy> fixedDelayStrategy(std::int32_t attempts, std::int64_t delayMillis)
{
    return std::make_unique<FixedDelay>(attempts, delayMillis);
}

std::unique_ptr<RestartStrategy> failureRateStrategy(std::int32_t maxFailures, std::int64_t intervalMillis,
                                                     std::int64_t delayMillis)
{
    return std::make_unique<FailureRate>(maxFailures, intervalMillis, delayMillis);
}

std::unique_ptr<RestartStrategy> exponentialDelayStrategy(std::int64_t initialMillis, std::int64_t maxMillis,
                                                          double multiplier, std::int64_t resetThresholdMillis,
                                                          double jitter, std::int32_t attempts, JitterSource random)
{
    return std::make_unique<ExponentialDelay>(initialMillis, maxMillis, multiplier, resetThresholdMillis, jitter,
                                              attempts, std::move(random));
}

Result<std::unique_ptr<RestartStrategy>> RestartStrategy::fromConfig(const Configuration &config)
{
    // Flink's default: exponential-delay when checkpointing is on (not in batch mode), else none.
    const bool checkpointing = config.contains("execution.checkpointing.interval") && !config.isBatchMode();
    const std::string type =
        config.getEnum("restart-strategy.type").value_or(checkpointing ? "exponential-delay" : "none");
    if (type == "fixed-delay")
        return fixedDelayStrategy(config.getInt("restart-strategy.fixed-delay.attempts").value_or(1),
                                  millis(config, "restart-strategy.fixed-delay.delay", 1000));
    if (type == "failure-rate")
        return failureRateStrategy(config.getInt("restart-strategy.failure-rate.max-failures-per-interval").value_or(1),
                                   millis(config, "restart-strategy.failure-rate.failure-rate-interval", 60'000),
                                   millis(config, "restart-strategy.failure-rate.delay", 1000));
    if (type == "exponential-delay") {
        const std::int64_t initial = millis(config, "restart-strategy.exponential-delay.initial-backoff", 1000);
        const std::int64_t max = millis(config, "restart-strategy.exponential-delay.max-backoff", 60'000);
        if (initial > max)
            return Status::invalidArgument(
                sluice::Engine::tr("restart-strategy.exponential-delay.initial-backoff (%1 ms) cannot be higher than "
                                   "restart-strategy.exponential-delay.max-backoff (%2 ms)")
                    .arg(initial)
                    .arg(max));
        auto engine = std::make_shared<std::mt19937_64>(std::random_device{}());
        return exponentialDelayStrategy(
            initial, max, config.getDouble("restart-strategy.exponential-delay.backoff-multiplier").value_or(1.5),
            millis(config, "restart-strategy.exponential-delay.reset-backoff-threshold", 3'600'000),
            config.getDouble("restart-strategy.exponential-delay.jitter-factor").value_or(0.1),
            config.getInt("restart-strategy.exponential-delay.attempts-before-reset-backoff").value_or(INT32_MAX),
            [engine](std::int64_t low, std::int64_t high) {
                return std::uniform_int_distribution<std::int64_t>(low, high)(*engine);
            });
    }
    return std::unique_ptr<RestartStrategy>(); // none
}

} // namespace sluice::runtime
