#pragma once

// Flink's restart strategies (restart-strategy.*; seed 003: they replaced the execution
// retries): after a failure, whether the job restarts and after how long. They follow Flink's
// RestartBackoffTimeStrategy implementations:
//   none               never
//   fixed-delay        up to `attempts` restarts, each after `delay`
//   failure-rate       while fewer than `max-failures-per-interval` failures fall within
//                      `failure-rate-interval`, each after `delay`
//   exponential-delay  after initial-backoff * multiplier^n (capped at max-backoff, +/- jitter),
//                      n reset once the job ran reset-backoff-threshold without failing, up to
//                      attempts-before-reset-backoff restarts before a reset
// Unset, Flink restarts with exponential-delay when checkpointing is enabled; the engine does
// not checkpoint yet, so a restart would start the job over, and it restarts only when a
// strategy is set.

#include <sluice/configuration.h>
#include <sluice/status.h>

#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace sluice::runtime {

class RestartStrategy {
public:
    virtual ~RestartStrategy() = default;
    /// The strategy `config` chooses; null for none.
    static Result<std::unique_ptr<RestartStrategy>> fromConfig(const Configuration &config);

    /// A failure at `nowMillis`: the pause before the restart, or nullopt when the job fails for
    /// good.
    virtual std::optional<std::chrono::milliseconds> onFailure(std::int64_t nowMillis) = 0;
    /// For messages: "fixed-delay (attempt 2 of 3)".
    virtual std::string describe() const = 0;
};

/// exponential-delay's jitter draws from this (tests pass a fixed one).
using JitterSource = std::function<std::int64_t(std::int64_t low, std::int64_t high)>;
std::unique_ptr<RestartStrategy> exponentialDelayStrategy(std::int64_t initialMillis, std::int64_t maxMillis,
                                                          double multiplier, std::int64_t resetThresholdMillis,
                                                          double jitter, std::int32_t attempts, JitterSource random);
std::unique_ptr<RestartStrategy> fixedDelayStrategy(std::int32_t attempts, std::int64_t delayMillis);
std::unique_ptr<RestartStrategy> failureRateStrategy(std::int32_t maxFailures, std::int64_t intervalMillis,
                                                     std::int64_t delayMillis);

} // namespace sluice::runtime
