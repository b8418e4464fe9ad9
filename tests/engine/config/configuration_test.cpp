#include <sluice/configuration.h>

#include <QTest>

#include <algorithm>
#include <string>

using namespace sluice;
using namespace std::chrono_literals;

namespace {

/// The issues with this rule code.
std::vector<ConfigIssue> withCode(const std::vector<ConfigIssue> &issues, const std::string &code)
{
    std::vector<ConfigIssue> out;
    std::copy_if(issues.begin(), issues.end(), std::back_inserter(out),
                 [&code](const ConfigIssue &i) { return i.code == code; });
    return out;
}

Configuration make(std::initializer_list<std::pair<const char *, const char *>> entries)
{
    Configuration c;
    for (const auto &[k, v] : entries) {
        const Status s = c.set(k, v);
        if (!s)
            qFatal("set(%s, %s) failed: %s", k, v, s.message().c_str());
    }
    return c;
}

} // namespace

class ConfigurationTest : public QObject {
    Q_OBJECT
private slots:
    void setValidatesAndKeepsOrder()
    {
        Configuration c;
        QVERIFY(c.set("table.exec.state.ttl", "3h").isOk());
        QVERIFY(c.set("parallelism.default", "4").isOk());
        const Status bad = c.set("table.exec.mini-batch.allow-latency", "1.5h");
        QCOMPARE(bad.code(), StatusCode::InvalidArgument);
        QVERIFY(bad.message().find("'90min'") != std::string::npos);
        QVERIFY(!c.contains("table.exec.mini-batch.allow-latency"));
        QVERIFY(c.set("table.exec.state.ttl", "1d").isOk()); // replaced in place
        QCOMPARE(c.size(), std::size_t(2));
        QCOMPARE(c.entries()[0].first, std::string("table.exec.state.ttl"));
        QCOMPARE(c.entries()[0].second, std::string("1d"));
        QCOMPARE(c.entries()[1].first, std::string("parallelism.default"));
    }

    void aliasesAreCanonicalised()
    {
        Configuration c;
        QVERIFY(c.set("state.backend", "rocksdb").isOk());
        QCOMPARE(c.entries().front().first, std::string("state.backend.type"));
        QVERIFY(c.contains("state.backend"));
        QCOMPARE(c.getEnum("state.backend.type").value_or(""), std::string("rocksdb"));
        QVERIFY(c.set("state.backend.type", "hashmap").isOk());
        QCOMPARE(c.size(), std::size_t(1));
        QVERIFY(c.reset("state.backend"));
        QVERIFY(c.empty());
        QVERIFY(!c.reset("state.backend"));
    }

    void unknownKeysAreCarried()
    {
        Configuration c;
        QVERIFY(c.set("my.vendor.option", "x y").isOk());
        QCOMPARE(c.raw("my.vendor.option").value_or(""), std::string("x y"));
        QCOMPARE(c.getString("my.vendor.option").value_or(""), std::string("x y"));
    }

    void typedGettersFallBackToDefaults()
    {
        const Configuration c = make({{"table.exec.mini-batch.enabled", "TRUE"},
                                      {"table.exec.mini-batch.allow-latency", "200 ms"},
                                      {"taskmanager.memory.process.size", "4gb"},
                                      {"table.exec.sink.upsert-materialize", "none"},
                                      {"pipeline.global-job-parameters", "a:1,b:2"}});
        QCOMPARE(c.getBool("table.exec.mini-batch.enabled"), std::optional<bool>(true));
        QCOMPARE(c.getDuration("table.exec.mini-batch.allow-latency")->count(),
                 std::chrono::nanoseconds(200ms).count());
        QCOMPARE(*c.getMemorySize("taskmanager.memory.process.size"), std::uint64_t(4) << 30);
        QCOMPARE(*c.getEnum("table.exec.sink.upsert-materialize"), std::string("NONE"));
        QCOMPARE(c.getMap("pipeline.global-job-parameters")->size(), std::size_t(2));
        // Defaults.
        QCOMPARE(*c.getLong("table.exec.mini-batch.size"), std::int64_t(-1));
        QCOMPARE(*c.getInt("table.optimizer.distinct-agg.split.bucket-num"), 1024);
        QCOMPARE(*c.getDouble("taskmanager.memory.managed.fraction"), 0.4);
        QCOMPARE(*c.getEnum("table.optimizer.agg-phase-strategy"), std::string("AUTO"));
        QCOMPARE(c.getDuration("table.exec.state.ttl")->count(), std::int64_t(0));
        QCOMPARE(std::chrono::duration_cast<std::chrono::milliseconds>(*c.getDuration("task.cancellation.interval")).count(),
                 std::int64_t(30000));
        // No default, or the wrong type asked for: nothing.
        QVERIFY(!c.getDuration("execution.checkpointing.interval").has_value());
        QVERIFY(!c.getBool("table.exec.state.ttl").has_value());
        QVERIFY(!c.getInt("no.such.option").has_value());
    }

    void effectiveStateTtlPrefersTheCurrentKey()
    {
        QCOMPARE(Configuration().effectiveStateTtl().count(), std::int64_t(0));
        Configuration c = make({{"execution.min-idle-state-retention", "5 h"},
                                {"execution.max-idle-state-retention", "6 h"}});
        QCOMPARE(c.effectiveStateTtl(), std::chrono::nanoseconds(5h));
        QVERIFY(c.validateRules().empty());
        QVERIFY(c.set("table.exec.state.ttl", "1d").isOk());
        QCOMPARE(c.effectiveStateTtl(), std::chrono::nanoseconds(24h));
        const auto dup = withCode(c.validateRules(), "state-ttl-duplicate");
        QCOMPARE(dup.size(), std::size_t(1));
        QCOMPARE(dup[0].severity, Severity::Warning);
    }

    void seed000ExampleIsClean()
    {
        const Configuration c = make({{"table.exec.state.ttl", "3h"},
                                      {"table.exec.mini-batch.enabled", "true"},
                                      {"table.exec.mini-batch.size", "5000"},
                                      {"table.exec.mini-batch.allow-latency", "200 ms"},
                                      {"table.exec.sink.upsert-materialize", "none"}});
        QVERIFY(c.validateRules().empty());
    }

    void miniBatchNeedsSizeAndLatency()
    {
        Configuration c = make({{"table.exec.mini-batch.enabled", "true"}});
        auto issues = c.validateRules();
        auto size = withCode(issues, "mini-batch-size");
        auto latency = withCode(issues, "mini-batch-latency");
        QCOMPARE(size.size(), std::size_t(1));
        QCOMPARE(latency.size(), std::size_t(1));
        QCOMPARE(size[0].severity, Severity::Error);
        QCOMPARE(size[0].keys.front(), std::string("table.exec.mini-batch.enabled"));
        QVERIFY(std::count(size[0].keys.begin(), size[0].keys.end(),
                           "table.exec.mini-batch.size") == 1);
        QVERIFY(size[0].message.english().find("positive") != std::string::npos);

        QVERIFY(c.set("table.exec.mini-batch.size", "0").isOk());
        QVERIFY(c.set("table.exec.mini-batch.allow-latency", "0 ms").isOk());
        issues = c.validateRules();
        size = withCode(issues, "mini-batch-size");
        QCOMPARE(size.size(), std::size_t(1));
        // Now the size itself is to blame: it was set.
        QCOMPARE(size[0].keys.front(), std::string("table.exec.mini-batch.size"));
        QCOMPARE(withCode(issues, "mini-batch-latency").size(), std::size_t(1));

        QVERIFY(c.set("table.exec.mini-batch.size", "1000").isOk());
        QVERIFY(c.set("table.exec.mini-batch.allow-latency", "2s").isOk());
        QVERIFY(c.validateRules().empty());

        QVERIFY(c.set("table.exec.mini-batch.enabled", "false").isOk());
        issues = c.validateRules();
        QCOMPARE(withCode(issues, "mini-batch-disabled").size(), std::size_t(2));
        QCOMPARE(issues.front().severity, Severity::Warning);
    }

    void legacyRetentionPairNeedsFiveMinutes()
    {
        auto issues = make({{"execution.min-idle-state-retention", "3h"},
                            {"execution.max-idle-state-retention", "184 min"}})
                          .validateRules();
        auto gap = withCode(issues, "idle-state-retention-gap");
        QCOMPARE(gap.size(), std::size_t(1));
        QCOMPARE(gap[0].severity, Severity::Error);
        QCOMPARE(gap[0].keys.size(), std::size_t(2));
        QVERIFY(gap[0].message.english().find("5 minutes") != std::string::npos);

        QVERIFY(make({{"execution.min-idle-state-retention", "3h"},
                      {"execution.max-idle-state-retention", "185 min"}})
                    .validateRules()
                    .empty());
        QVERIFY(make({{"execution.min-idle-state-retention", "0"},
                      {"execution.max-idle-state-retention", "0"}})
                    .validateRules()
                    .empty());
        // Only the minimum: the maximum is 0, below it.
        issues = make({{"execution.min-idle-state-retention", "1h"}}).validateRules();
        QCOMPARE(withCode(issues, "idle-state-retention-gap").size(), std::size_t(1));
        QCOMPARE(issues[0].keys.front(), std::string("execution.min-idle-state-retention"));
        // Max below min.
        issues = make({{"execution.min-idle-state-retention", "2h"},
                       {"execution.max-idle-state-retention", "1h"}})
                     .validateRules();
        QCOMPARE(withCode(issues, "idle-state-retention-gap").size(), std::size_t(1));
    }

    void hiveInferenceCeiling()
    {
        auto issues = make({{"table.exec.hive.infer-source-parallelism.max", "0"}}).validateRules();
        QCOMPARE(withCode(issues, "infer-parallelism-max").size(), std::size_t(1));
        QCOMPARE(issues[0].keys.front(),
                 std::string("table.exec.hive.infer-source-parallelism.max"));
        QVERIFY(make({{"table.exec.hive.infer-source-parallelism.max", "0"},
                      {"table.exec.hive.infer-source-parallelism", "false"}})
                    .validateRules()
                    .empty());
        QVERIFY(make({{"table.exec.hive.infer-source-parallelism.max", "500"}})
                    .validateRules()
                    .empty());
    }

    void twoPhaseNeedsMiniBatch()
    {
        auto issues = make({{"table.optimizer.agg-phase-strategy", "two_phase"}}).validateRules();
        const auto two = withCode(issues, "two-phase-needs-mini-batch");
        QCOMPARE(two.size(), std::size_t(1));
        QCOMPARE(two[0].keys.front(), std::string("table.optimizer.agg-phase-strategy"));
        QVERIFY(make({{"table.optimizer.agg-phase-strategy", "TWO_PHASE"},
                      {"table.exec.mini-batch.enabled", "true"},
                      {"table.exec.mini-batch.size", "100"},
                      {"table.exec.mini-batch.allow-latency", "1s"}})
                    .validateRules()
                    .empty());
        issues = make({{"table.optimizer.distinct-agg.split.bucket-num", "64"}}).validateRules();
        QCOMPARE(withCode(issues, "distinct-split-disabled").size(), std::size_t(1));
    }

    void restartKeysBelongToTheirStrategy()
    {
        auto issues = make({{"restart-strategy.type", "fixed-delay"},
                            {"restart-strategy.fixed-delay.attempts", "3"},
                            {"restart-strategy.failure-rate.delay", "5 s"}})
                          .validateRules();
        auto mismatch = withCode(issues, "restart-strategy-mismatch");
        QCOMPARE(mismatch.size(), std::size_t(1));
        QCOMPARE(mismatch[0].keys.front(), std::string("restart-strategy.failure-rate.delay"));
        QCOMPARE(mismatch[0].keys.back(), std::string("restart-strategy.type"));

        // Unset type with checkpointing on means exponential-delay.
        issues = make({{"execution.checkpointing.interval", "1 min"},
                       {"restart-strategy.exponential-delay.max-backoff", "2 min"}})
                     .validateRules();
        QVERIFY(withCode(issues, "restart-strategy-mismatch").empty());
        // Without checkpointing nothing restarts.
        issues =
            make({{"restart-strategy.exponential-delay.max-backoff", "2 min"}}).validateRules();
        QCOMPARE(withCode(issues, "restart-strategy-mismatch").size(), std::size_t(1));
        // The deprecated key and the value aliases count.
        issues = make({{"restart-strategy", "failurerate"},
                       {"restart-strategy.failure-rate.delay", "5 s"}})
                     .validateRules();
        QVERIFY(issues.empty());
    }

    void checkpointSettingsNeedAnInterval()
    {
        auto issues = make({{"execution.checkpointing.mode", "AT_LEAST_ONCE"}}).validateRules();
        const auto off = withCode(issues, "checkpointing-disabled");
        QCOMPARE(off.size(), std::size_t(1));
        QCOMPARE(off[0].keys.back(), std::string("execution.checkpointing.interval"));
        QVERIFY(make({{"execution.checkpointing.mode", "AT_LEAST_ONCE"},
                      {"execution.checkpointing.interval", "30 s"}})
                    .validateRules()
                    .empty());
        issues = make({{"execution.checkpointing.interval", "30 s"},
                       {"execution.checkpointing.mode", "at_least_once"},
                       {"execution.checkpointing.unaligned", "true"}})
                     .validateRules();
        QCOMPARE(withCode(issues, "unaligned-needs-exactly-once").size(), std::size_t(1));
    }

    void parallelismCannotExceedMaxParallelism()
    {
        auto issues = make({{"parallelism.default", "256"}, {"pipeline.max-parallelism", "128"}})
                          .validateRules();
        auto above = withCode(issues, "parallelism-above-max");
        QCOMPARE(above.size(), std::size_t(1));
        QCOMPARE(above[0].severity, Severity::Error);
        QCOMPARE(above[0].keys.front(), std::string("parallelism.default"));
        issues = make({{"table.exec.resource.default-parallelism", "300"},
                       {"pipeline.max-parallelism", "256"}})
                     .validateRules();
        QCOMPARE(withCode(issues, "parallelism-above-max").size(), std::size_t(1));
        QVERIFY(make({{"parallelism.default", "4"}, {"pipeline.max-parallelism", "128"}})
                    .validateRules()
                    .empty());
    }

    void backendAndMemoryAdvice()
    {
        auto issues = make({{"state.backend.rocksdb.writebuffer.count", "4"}}).validateRules();
        QCOMPARE(withCode(issues, "rocksdb-option-unused").size(), std::size_t(1));
        QVERIFY(
            make({{"state.backend", "rocksdb"}, {"state.backend.rocksdb.writebuffer.count", "4"}})
                .validateRules()
                .empty());
        issues = make({{"taskmanager.memory.managed.fraction", "0.6"},
                       {"taskmanager.memory.managed.size", "1gb"}})
                     .validateRules();
        QCOMPARE(withCode(issues, "managed-memory-fraction-unused").size(), std::size_t(1));
    }

    void seed002ExamplesAreAccepted()
    {
        // Seed 002's streaming and high-throughput presets, as SET would carry them.
        const Configuration c = make({{"table.exec.source.idle-timeout", "30s"},
                                      {"partition.discovery.interval-millis", "60000"},
                                      {"table.exec.hive.infer-source-parallelism", "true"},
                                      {"table.exec.hive.infer-source-parallelism.max", "200"},
                                      {"execution.checkpointing.interval", "300s"},
                                      {"state.backend", "rocksdb"},
                                      {"taskmanager.memory.process.size", "8gb"},
                                      {"taskmanager.memory.managed.fraction", "0.6"},
                                      {"table.exec.sink.upsert-materialize", "none"},
                                      {"table.sql-dialect", "hive"},
                                      {"jobmanager.memory.process.size", "1gb"},
                                      {"parallelism.default", "4"}});
        QVERIFY(c.validateRules().empty());
        QCOMPARE(c.getMemorySize("taskmanager.memory.process.size").value_or(0), std::uint64_t(8)
                                                                                     << 30);
    }
};

QTEST_GUILESS_MAIN(ConfigurationTest)
#include "configuration_test.moc"
