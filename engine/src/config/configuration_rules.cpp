// Configuration::validateRules(): the checks that need more than one option. Each rule is one
// that Flink itself enforces (an error) or where Flink silently ignores a setting (a warning),
// so that a job Sluice passes behaves the same on a Flink cluster.

#include <sluice/configuration.h>

#include <sluice/config_values.h>
#include <sluice/option_registry.h>

#include <array>
#include <chrono>

namespace sluice {

namespace {

using namespace std::chrono_literals;

constexpr const char *kMiniBatchEnabled = "table.exec.mini-batch.enabled";
constexpr const char *kMiniBatchSize = "table.exec.mini-batch.size";
constexpr const char *kMiniBatchLatency = "table.exec.mini-batch.allow-latency";
constexpr const char *kStateTtl = "table.exec.state.ttl";
constexpr const char *kMinRetention = "execution.min-idle-state-retention";
constexpr const char *kMaxRetention = "execution.max-idle-state-retention";
constexpr const char *kInferEnabled = "table.exec.hive.infer-source-parallelism";
constexpr const char *kInferMax = "table.exec.hive.infer-source-parallelism.max";
constexpr const char *kAggPhase = "table.optimizer.agg-phase-strategy";
constexpr const char *kSplitEnabled = "table.optimizer.distinct-agg.split.enabled";
constexpr const char *kSplitBuckets = "table.optimizer.distinct-agg.split.bucket-num";
constexpr const char *kRestartType = "restart-strategy.type";
constexpr const char *kCheckpointInterval = "execution.checkpointing.interval";
constexpr const char *kCheckpointMode = "execution.checkpointing.mode";
constexpr const char *kUnaligned = "execution.checkpointing.unaligned.enabled";
constexpr const char *kParallelism = "parallelism.default";
constexpr const char *kTableParallelism = "table.exec.resource.default-parallelism";
constexpr const char *kMaxParallelism = "pipeline.max-parallelism";
constexpr const char *kBackend = "state.backend.type";
constexpr const char *kManagedFraction = "taskmanager.memory.managed.fraction";
constexpr const char *kManagedSize = "taskmanager.memory.managed.size";

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}

class RuleChecker {
public:
    explicit RuleChecker(const Configuration &conf) : m_conf(conf) {}

    std::vector<ConfigIssue> run()
    {
        checkMiniBatch();
        checkHiveInference();
        checkLegacyRetention();
        checkAggregation();
        checkRestartStrategy();
        checkCheckpointing();
        checkParallelism();
        checkStateBackend();
        checkMemory();
        return std::move(m_issues);
    }

private:
    void add(Severity severity, std::vector<std::string> keys, std::string message,
             std::string code)
    {
        m_issues.push_back({severity, std::move(keys), std::move(message), std::move(code)});
    }

    std::string shown(const char *key) const
    {
        const auto raw = m_conf.raw(key);
        return raw ? "'" + *raw + "'" : "unset";
    }

    void checkMiniBatch()
    {
        const bool enabled = m_conf.getBool(kMiniBatchEnabled).value_or(false);
        if (enabled) {
            if (m_conf.getLong(kMiniBatchSize).value_or(-1) <= 0) {
                add(Severity::Error,
                    m_conf.contains(kMiniBatchSize)
                        ? std::vector<std::string>{kMiniBatchSize, kMiniBatchEnabled}
                        : std::vector<std::string>{kMiniBatchEnabled, kMiniBatchSize},
                    std::string("mini-batch is enabled, so ") + kMiniBatchSize +
                        " must be a positive number of records (it is " + shown(kMiniBatchSize) +
                        ")",
                    "mini-batch-size");
            }
            if (m_conf.getDuration(kMiniBatchLatency).value_or(0ns) <= 0ns) {
                add(Severity::Error,
                    m_conf.contains(kMiniBatchLatency)
                        ? std::vector<std::string>{kMiniBatchLatency, kMiniBatchEnabled}
                        : std::vector<std::string>{kMiniBatchEnabled, kMiniBatchLatency},
                    std::string("mini-batch is enabled, so ") + kMiniBatchLatency +
                        " must be a duration greater than zero, e.g. '200 ms' (it is " +
                        shown(kMiniBatchLatency) + ")",
                    "mini-batch-latency");
            }
            return;
        }
        for (const char *key : {kMiniBatchSize, kMiniBatchLatency}) {
            if (m_conf.contains(key))
                add(Severity::Warning, {key, kMiniBatchEnabled},
                    std::string(key) + " has no effect while " + kMiniBatchEnabled + " is false",
                    "mini-batch-disabled");
        }
    }

    void checkHiveInference()
    {
        if (!m_conf.getBool(kInferEnabled).value_or(true))
            return;
        const std::int32_t max = m_conf.getInt(kInferMax).value_or(1000);
        if (max < 1)
            add(Severity::Error, {kInferMax, kInferEnabled},
                std::string(kInferMax) +
                    " must be at least 1 while source parallelism inference "
                    "is on (it is " +
                    std::to_string(max) + ")",
                "infer-parallelism-max");
    }

    void checkLegacyRetention()
    {
        const bool hasMin = m_conf.contains(kMinRetention);
        const bool hasMax = m_conf.contains(kMaxRetention);
        if (hasMin || hasMax) {
            const auto min = m_conf.getDuration(kMinRetention).value_or(0ns);
            const auto max = m_conf.getDuration(kMaxRetention).value_or(0ns);
            const bool bothZero = min == 0ns && max == 0ns;
            if (!bothZero && max - min < std::chrono::nanoseconds(5min)) {
                add(Severity::Error,
                    hasMax ? std::vector<std::string>{kMaxRetention, kMinRetention}
                           : std::vector<std::string>{kMinRetention, kMaxRetention},
                    std::string("the maximum idle-state retention (") + kMaxRetention + " = " +
                        formatDuration(max) +
                        ") must be at least 5 minutes longer than the "
                        "minimum (" +
                        kMinRetention + " = " + formatDuration(min) +
                        "); Flink rejects the pair otherwise",
                    "idle-state-retention-gap");
            }
        }
        if (hasMin && m_conf.contains(kStateTtl))
            add(Severity::Warning, {kMinRetention, kStateTtl},
                std::string(kMinRetention) + " is the legacy spelling of " + kStateTtl +
                    "; set only one of them (" + kStateTtl + " is the one used)",
                "state-ttl-duplicate");
    }

    void checkAggregation()
    {
        const bool miniBatch = m_conf.getBool(kMiniBatchEnabled).value_or(false);
        if (m_conf.getEnum(kAggPhase).value_or("AUTO") == "TWO_PHASE" && !miniBatch)
            add(Severity::Warning, {kAggPhase, kMiniBatchEnabled},
                std::string("TWO_PHASE aggregation needs mini-batch: without ") +
                    kMiniBatchEnabled + " = true streaming aggregations run in one phase",
                "two-phase-needs-mini-batch");
        if (m_conf.contains(kSplitBuckets) && !m_conf.getBool(kSplitEnabled).value_or(false))
            add(Severity::Warning, {kSplitBuckets, kSplitEnabled},
                std::string(kSplitBuckets) + " has no effect while " + kSplitEnabled + " is false",
                "distinct-split-disabled");
    }

    void checkRestartStrategy()
    {
        std::string effective;
        std::string why;
        if (m_conf.contains(kRestartType)) {
            effective = m_conf.getEnum(kRestartType).value_or("none");
            why = "restart-strategy.type is '" + effective + "'";
        } else if (m_conf.contains(kCheckpointInterval)) {
            effective = "exponential-delay";
            why = "with checkpointing on and no restart-strategy.type, Flink uses "
                  "exponential-delay";
        } else {
            effective = "none";
            why = "without checkpointing and with no restart-strategy.type, Flink does not "
                  "restart";
        }
        static constexpr std::array<const char *, 3> kStrategies{"fixed-delay", "failure-rate",
                                                                 "exponential-delay"};
        for (const auto &[key, value] : m_conf.entries()) {
            for (const char *strategy : kStrategies) {
                const std::string prefix = std::string("restart-strategy.") + strategy + ".";
                if (startsWith(key, prefix) && effective != strategy)
                    add(Severity::Warning, {key, kRestartType},
                        key + " only applies to the " + strategy + " restart strategy, but " + why,
                        "restart-strategy-mismatch");
            }
        }
    }

    void checkCheckpointing()
    {
        if (!m_conf.contains(kCheckpointInterval)) {
            for (const auto &[key, value] : m_conf.entries()) {
                if (startsWith(key, "execution.checkpointing."))
                    add(Severity::Warning, {key, kCheckpointInterval},
                        key + " has no effect: checkpointing stays off until " +
                            kCheckpointInterval + " is set",
                        "checkpointing-disabled");
            }
        }
        if (m_conf.getBool(kUnaligned).value_or(false) &&
            m_conf.getEnum(kCheckpointMode).value_or("EXACTLY_ONCE") != "EXACTLY_ONCE")
            add(Severity::Warning, {kUnaligned, kCheckpointMode},
                std::string("unaligned checkpoints only exist in EXACTLY_ONCE mode; with ") +
                    kCheckpointMode + " = AT_LEAST_ONCE they are not used",
                "unaligned-needs-exactly-once");
    }

    void checkParallelism()
    {
        const std::int32_t max = m_conf.getInt(kMaxParallelism).value_or(-1);
        if (max <= 0)
            return;
        for (const char *key : {kParallelism, kTableParallelism}) {
            const std::int32_t p = m_conf.getInt(key).value_or(-1);
            if (m_conf.contains(key) && p > max)
                add(Severity::Error, {key, kMaxParallelism},
                    std::string(key) + " (" + std::to_string(p) + ") is higher than " +
                        kMaxParallelism + " (" + std::to_string(max) +
                        "); an operator cannot have more subtasks than key groups",
                    "parallelism-above-max");
        }
    }

    void checkStateBackend()
    {
        if (m_conf.getEnum(kBackend).value_or("hashmap") == "rocksdb")
            return;
        for (const auto &[key, value] : m_conf.entries()) {
            if (startsWith(key, "state.backend.rocksdb."))
                add(Severity::Warning, {key, kBackend},
                    key + " has no effect: " + kBackend + " is 'hashmap', not 'rocksdb'",
                    "rocksdb-option-unused");
        }
    }

    void checkMemory()
    {
        if (m_conf.contains(kManagedFraction) && m_conf.contains(kManagedSize))
            add(Severity::Warning, {kManagedFraction, kManagedSize},
                std::string(kManagedFraction) + " is ignored because " + kManagedSize + " is set",
                "managed-memory-fraction-unused");
    }

    const Configuration &m_conf;
    std::vector<ConfigIssue> m_issues;
};

} // namespace

std::vector<ConfigIssue> Configuration::validateRules() const
{
    return RuleChecker(*this).run();
}

} // namespace sluice
