// Configuration::validateRules(): the checks that need more than one option. Each rule is one
// that Flink itself enforces (an error) or where Flink silently ignores a setting (a warning),
// so that a job Sluice passes behaves the same on a Flink cluster.

#include <sluice/configuration.h>

#include <sluice/config_values.h>
#include <sluice/option_registry.h>
#include <sluice/text.h>

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
    void add(Severity severity, std::vector<std::string> keys, Text message, std::string code)
    {
        m_issues.push_back({severity, std::move(keys), std::move(message), std::move(code)});
    }

    Text shown(const char *key) const
    {
        const auto raw = m_conf.raw(key);
        return raw ? sluice::Engine::tr("'%1'").arg(*raw) : sluice::Engine::tr("unset");
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
                    sluice::Engine::tr("mini-batch is enabled, so %1 must be a positive number of records "
                                       "(it is %2)")
                        .arg(kMiniBatchSize)
                        .arg(shown(kMiniBatchSize)),
                    "mini-batch-size");
            }
            if (m_conf.getDuration(kMiniBatchLatency).value_or(0ns) <= 0ns) {
                add(Severity::Error,
                    m_conf.contains(kMiniBatchLatency)
                        ? std::vector<std::string>{kMiniBatchLatency, kMiniBatchEnabled}
                        : std::vector<std::string>{kMiniBatchEnabled, kMiniBatchLatency},
                    sluice::Engine::tr("mini-batch is enabled, so %1 must be a duration greater than zero, "
                                       "e.g. '200 ms' (it is %2)")
                        .arg(kMiniBatchLatency)
                        .arg(shown(kMiniBatchLatency)),
                    "mini-batch-latency");
            }
            return;
        }
        for (const char *key : {kMiniBatchSize, kMiniBatchLatency}) {
            if (m_conf.contains(key))
                add(Severity::Warning, {key, kMiniBatchEnabled},
                    sluice::Engine::tr("%1 has no effect while %2 is false").arg(key).arg(kMiniBatchEnabled),
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
                sluice::Engine::tr("%1 must be at least 1 while source parallelism inference is on (it "
                                   "is %2)")
                    .arg(kInferMax)
                    .arg(max),
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
                    sluice::Engine::tr("the maximum idle-state retention (%1 = %2) must be at least 5 "
                                       "minutes longer than the minimum (%3 = %4); Flink rejects the pair "
                                       "otherwise")
                        .arg(kMaxRetention)
                        .arg(formatDuration(max))
                        .arg(kMinRetention)
                        .arg(formatDuration(min)),
                    "idle-state-retention-gap");
            }
        }
        if (hasMin && m_conf.contains(kStateTtl))
            add(Severity::Warning, {kMinRetention, kStateTtl},
                sluice::Engine::tr("%1 is the legacy spelling of %2; set only one of them (%2 is the one "
                                   "used)")
                    .arg(kMinRetention)
                    .arg(kStateTtl),
                "state-ttl-duplicate");
    }

    void checkAggregation()
    {
        const bool miniBatch = m_conf.getBool(kMiniBatchEnabled).value_or(false);
        if (m_conf.getEnum(kAggPhase).value_or("AUTO") == "TWO_PHASE" && !miniBatch)
            add(Severity::Warning, {kAggPhase, kMiniBatchEnabled},
                sluice::Engine::tr("TWO_PHASE aggregation needs mini-batch: without %1 = true streaming "
                                   "aggregations run in one phase")
                    .arg(kMiniBatchEnabled),
                "two-phase-needs-mini-batch");
        if (m_conf.contains(kSplitBuckets) && !m_conf.getBool(kSplitEnabled).value_or(false))
            add(Severity::Warning, {kSplitBuckets, kSplitEnabled},
                sluice::Engine::tr("%1 has no effect while %2 is false").arg(kSplitBuckets).arg(kSplitEnabled),
                "distinct-split-disabled");
    }

    void checkRestartStrategy()
    {
        std::string effective;
        Text why;
        if (m_conf.contains(kRestartType)) {
            effective = m_conf.getEnum(kRestartType).value_or("none");
            why = sluice::Engine::tr("%1 is '%2'").arg(kRestartType).arg(effective);
        } else if (m_conf.contains(kCheckpointInterval)) {
            effective = "exponential-delay";
            why = sluice::Engine::tr("with checkpointing on and no %1, Flink uses %2")
                      .arg(kRestartType)
                      .arg(effective);
        } else {
            effective = "none";
            why = sluice::Engine::tr("without checkpointing and with no %1, Flink does not restart")
                      .arg(kRestartType);
        }
        static constexpr std::array<const char *, 3> kStrategies{"fixed-delay", "failure-rate",
                                                                 "exponential-delay"};
        for (const auto &[key, value] : m_conf.entries()) {
            for (const char *strategy : kStrategies) {
                const std::string prefix = std::string("restart-strategy.") + strategy + ".";
                if (startsWith(key, prefix) && effective != strategy)
                    add(Severity::Warning, {key, kRestartType},
                        sluice::Engine::tr("%1 only applies to the %2 restart strategy, but %3")
                            .arg(key)
                            .arg(strategy)
                            .arg(why),
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
                        sluice::Engine::tr("%1 has no effect: checkpointing stays off until %2 is set")
                            .arg(key)
                            .arg(kCheckpointInterval),
                        "checkpointing-disabled");
            }
        }
        if (m_conf.getBool(kUnaligned).value_or(false) &&
            m_conf.getEnum(kCheckpointMode).value_or("EXACTLY_ONCE") != "EXACTLY_ONCE")
            add(Severity::Warning, {kUnaligned, kCheckpointMode},
                sluice::Engine::tr("unaligned checkpoints only exist in EXACTLY_ONCE mode; with %1 = "
                                   "AT_LEAST_ONCE they are not used")
                    .arg(kCheckpointMode),
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
                    sluice::Engine::tr("%1 (%2) is higher than %3 (%4); an operator cannot have more "
                                       "subtasks than key groups")
                        .arg(key)
                        .arg(p)
                        .arg(kMaxParallelism)
                        .arg(max),
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
                    sluice::Engine::tr("%1 has no effect: %2 is 'hashmap', not 'rocksdb'")
                        .arg(key)
                        .arg(kBackend),
                    "rocksdb-option-unused");
        }
    }

    void checkMemory()
    {
        if (m_conf.contains(kManagedFraction) && m_conf.contains(kManagedSize))
            add(Severity::Warning, {kManagedFraction, kManagedSize},
                sluice::Engine::tr("%1 is ignored because %2 is set").arg(kManagedFraction).arg(kManagedSize),
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
