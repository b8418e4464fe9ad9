#include <sluice/option_registry.h>

#include <QTest>

#include <set>
#include <string>

using namespace sluice;

namespace {

bool contains(const std::string &haystack, const std::string &needle)
{
    return haystack.find(needle) != std::string::npos;
}

const OptionRegistry &reg()
{
    return OptionRegistry::instance();
}

} // namespace

class OptionRegistryTest : public QObject {
    Q_OBJECT
private slots:
    void holdsEveryKeyTheSeedsName_data()
    {
        QTest::addColumn<QString>("key");
        // Issue 3 section 3: the seeds' keys and seed 003's execution-config keys.
        for (const char *key : {"table.exec.state.ttl",
                                "table.exec.mini-batch.enabled",
                                "table.exec.mini-batch.size",
                                "table.exec.mini-batch.allow-latency",
                                "table.exec.sink.upsert-materialize",
                                "table.exec.sink.not-null-enforcer",
                                "table.exec.source.idle-timeout",
                                "table.exec.hive.fallback-mapred-reader",
                                "table.exec.hive.fallback-mapred-writer",
                                "table.exec.hive.infer-source-parallelism",
                                "table.exec.hive.infer-source-parallelism.max",
                                "table.exec.source.parallelism-inference.enabled",
                                "table.exec.resource.default-parallelism",
                                "partition.discovery.interval-millis",
                                "source.monitor-interval",
                                "table.sql-dialect",
                                "execution.checkpointing.interval",
                                "state.backend.type",
                                "taskmanager.memory.process.size",
                                "jobmanager.memory.process.size",
                                "taskmanager.memory.managed.fraction",
                                "parallelism.default",
                                "pipeline.max-parallelism",
                                "restart-strategy.type",
                                "restart-strategy.fixed-delay.attempts",
                                "restart-strategy.fixed-delay.delay",
                                "restart-strategy.failure-rate.max-failures-per-interval",
                                "restart-strategy.failure-rate.failure-rate-interval",
                                "restart-strategy.failure-rate.delay",
                                "restart-strategy.exponential-delay.initial-backoff",
                                "restart-strategy.exponential-delay.max-backoff",
                                "restart-strategy.exponential-delay.backoff-multiplier",
                                "restart-strategy.exponential-delay.reset-backoff-threshold",
                                "restart-strategy.exponential-delay.jitter-factor",
                                "execution.runtime-mode",
                                "pipeline.object-reuse",
                                "pipeline.global-job-parameters",
                                "task.cancellation.interval",
                                "pipeline.closure-cleaner-level",
                                "pipeline.force-kryo",
                                "pipeline.force-avro",
                                "pipeline.auto-type-registration",
                                "table.optimizer.agg-phase-strategy",
                                "table.optimizer.distinct-agg.split.enabled",
                                "table.optimizer.distinct-agg.split.bucket-num",
                                "execution.checkpointing.mode",
                                "execution.checkpointing.dir",
                                "state.backend.rocksdb.localdir",
                                "state.backend.rocksdb.memory.managed",
                                "execution.min-idle-state-retention",
                                "execution.max-idle-state-retention"})
            QTest::newRow(key) << QString::fromLatin1(key);
    }

    void holdsEveryKeyTheSeedsName()
    {
        QFETCH(QString, key);
        const OptionSpec *spec = reg().find(key.toStdString());
        QVERIFY2(spec, qPrintable(key));
        QCOMPARE(spec->key, key.toStdString());
        QVERIFY(!spec->description.empty());
    }

    void flinkDefaultsAndTypes_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("defaultValue"); // "(none)" for no default
        const auto row = [](const char *key, OptionType t, const char *def) {
            QTest::newRow(key) << QString(key) << int(t) << QString(def);
        };
        row("table.exec.state.ttl", OptionType::Duration, "0 ms");
        row("table.exec.mini-batch.enabled", OptionType::Bool, "false");
        row("table.exec.mini-batch.allow-latency", OptionType::Duration, "0 ms");
        row("table.exec.mini-batch.size", OptionType::Long, "-1");
        row("table.exec.sink.upsert-materialize", OptionType::Enum, "AUTO");
        row("table.exec.sink.not-null-enforcer", OptionType::Enum, "ERROR");
        row("table.exec.hive.fallback-mapred-reader", OptionType::Bool, "false");
        row("table.exec.hive.fallback-mapred-writer", OptionType::Bool, "true");
        row("table.exec.hive.infer-source-parallelism", OptionType::Bool, "true");
        row("table.exec.hive.infer-source-parallelism.max", OptionType::Int, "1000");
        row("table.exec.resource.default-parallelism", OptionType::Int, "-1");
        row("table.sql-dialect", OptionType::Enum, "default");
        row("execution.checkpointing.interval", OptionType::Duration, "(none)");
        row("state.backend.type", OptionType::Enum, "hashmap");
        row("taskmanager.memory.process.size", OptionType::MemorySize, "(none)");
        row("taskmanager.memory.managed.fraction", OptionType::Double, "0.4");
        row("parallelism.default", OptionType::Int, "1");
        row("pipeline.max-parallelism", OptionType::Int, "-1");
        row("restart-strategy.type", OptionType::Enum, "(none)");
        row("restart-strategy.fixed-delay.attempts", OptionType::Int, "1");
        row("restart-strategy.fixed-delay.delay", OptionType::Duration, "1 s");
        row("restart-strategy.failure-rate.failure-rate-interval", OptionType::Duration, "1 min");
        row("restart-strategy.exponential-delay.initial-backoff", OptionType::Duration, "1 s");
        row("restart-strategy.exponential-delay.max-backoff", OptionType::Duration, "1 min");
        row("restart-strategy.exponential-delay.backoff-multiplier", OptionType::Double, "1.5");
        row("restart-strategy.exponential-delay.reset-backoff-threshold", OptionType::Duration,
            "1 h");
        row("restart-strategy.exponential-delay.jitter-factor", OptionType::Double, "0.1");
        row("execution.runtime-mode", OptionType::Enum, "STREAMING");
        row("pipeline.global-job-parameters", OptionType::Map, "(none)");
        row("task.cancellation.interval", OptionType::Duration, "30 s");
        row("pipeline.closure-cleaner-level", OptionType::Enum, "RECURSIVE");
        row("pipeline.auto-type-registration", OptionType::Bool, "true");
        row("table.optimizer.agg-phase-strategy", OptionType::Enum, "AUTO");
        row("table.optimizer.distinct-agg.split.bucket-num", OptionType::Int, "1024");
        row("execution.checkpointing.mode", OptionType::Enum, "EXACTLY_ONCE");
        row("state.backend.rocksdb.block.cache-size", OptionType::MemorySize, "8 mb");
    }

    void flinkDefaultsAndTypes()
    {
        QFETCH(QString, key);
        QFETCH(int, type);
        QFETCH(QString, defaultValue);
        const OptionSpec *spec = reg().find(key.toStdString());
        QVERIFY(spec);
        QCOMPARE(int(spec->type), type);
        QCOMPARE(QString::fromStdString(spec->defaultValue.value_or("(none)")), defaultValue);
    }

    void everyRowIsConsistent()
    {
        std::set<std::string> keys;
        for (const OptionSpec &spec : reg().all()) {
            const QByteArray k(spec.key.c_str());
            QVERIFY2(keys.insert(spec.key).second, k);
            QVERIFY2(!spec.description.empty(), k);
            QVERIFY2(!spec.isPattern(), k);
            if (spec.defaultValue)
                QVERIFY2(validateOptionValue(spec, *spec.defaultValue).isOk(), k);
            QVERIFY2((spec.type == OptionType::Enum) == !spec.enumValues.empty(), k);
            QVERIFY2(reg().find(spec.key) == &spec, k);
            for (const std::string &alias : spec.deprecatedKeys)
                QVERIFY2(reg().find(alias) == &spec, alias.c_str());
        }
        QVERIFY(reg().all().size() >= 80);
        for (OptionCategory c : jobOptionCategories())
            QVERIFY2(!reg().inCategory(c).empty(), optionCategoryName(c));
        QCOMPARE(std::string(optionCategoryName(OptionCategory::HiveSource)),
                 std::string("Hive/filesystem source"));
    }

    void scopeSaysWhatTheEngineHonours()
    {
        for (const char *key :
             {"table.exec.state.ttl", "table.exec.mini-batch.enabled",
              "table.optimizer.agg-phase-strategy", "table.optimizer.distinct-agg.split.enabled",
              "table.exec.sink.upsert-materialize", "parallelism.default",
              "pipeline.max-parallelism", "state.backend.type", "state.backend.rocksdb.localdir",
              "table.exec.source.idle-timeout",
              "table.exec.hive.infer-source-parallelism", "taskmanager.memory.process.size",
              "taskmanager.memory.managed.fraction"})
            QVERIFY2(reg().find(key)->scope == OptionScope::Engine, key);
        for (const char *key :
             {"pipeline.force-kryo", "pipeline.closure-cleaner-level",
              "jobmanager.memory.process.size", "table.sql-dialect", "restart-strategy.type"})
            QVERIFY2(reg().find(key)->scope == OptionScope::FlinkOnly, key);
        // A Flink-only option says what the engine does instead.
        QVERIFY(contains(reg().find("table.sql-dialect")->description, "engine"));
    }

    void deprecatedAliasesResolve()
    {
        const OptionSpec *spec = reg().find("state.backend");
        QVERIFY(spec);
        QCOMPARE(spec->key, std::string("state.backend.type"));
        QCOMPARE(reg().canonicalKey("state.backend"), std::string("state.backend.type"));
        QVERIFY(reg().isDeprecatedAlias("state.backend"));
        QVERIFY(!reg().isDeprecatedAlias("state.backend.type"));
        QCOMPARE(reg().find("restart-strategy")->key, std::string("restart-strategy.type"));
        QCOMPARE(reg().canonicalKey("no.such.key"), std::string("no.such.key"));
        QVERIFY(reg().validateValue("state.backend", "rocksdb").isOk());
        QVERIFY(!reg().validateValue("state.backend", "memory").isOk());
        // Keys are case-sensitive, as in Flink.
        QVERIFY(!reg().find("TABLE.EXEC.STATE.TTL"));
    }

    void didYouMean()
    {
        QCOMPARE(reg().closestKey("table.exec.state.tll").value_or(""),
                 std::string("table.exec.state.ttl"));
        QCOMPARE(reg().closestKey("table.exec.minibatch.enabled").value_or(""),
                 std::string("table.exec.mini-batch.enabled"));
        QCOMPARE(reg().closestKey("TABLE.EXEC.STATE.TTL").value_or(""),
                 std::string("table.exec.state.ttl"));
        QCOMPARE(reg().closestKey("mini-batch.allow-latency").value_or(""),
                 std::string("table.exec.mini-batch.allow-latency"));
        QVERIFY(!reg().closestKey("completely.unrelated.thing").has_value());
        const Status s = reg().validateValue("table.exec.state.tll", "1h");
        QCOMPARE(s.code(), StatusCode::NotFound);
        QVERIFY2(contains(s.message(), "did you mean 'table.exec.state.ttl'"), s.message().c_str());
    }

    void validationNamesTheExpectedFormat()
    {
        Status s = reg().validateValue("table.exec.state.ttl", "1.5h");
        QVERIFY(!s.isOk());
        QVERIFY2(contains(s.message(), "table.exec.state.ttl"), s.message().c_str());
        QVERIFY2(contains(s.message(), "use '90min'"), s.message().c_str());

        s = reg().validateValue("table.exec.mini-batch.allow-latency", "5m");
        QVERIFY2(contains(s.message(), "'5min'"), s.message().c_str());

        s = reg().validateValue("table.exec.mini-batch.enabled", "yes");
        QVERIFY2(contains(s.message(), "true or false"), s.message().c_str());

        s = reg().validateValue("table.exec.mini-batch.size", "lots");
        QVERIFY2(contains(s.message(), "whole number"), s.message().c_str());

        s = reg().validateValue("table.exec.sink.upsert-materialize", "sometimes");
        QVERIFY2(contains(s.message(), "NONE, AUTO, FORCE"), s.message().c_str());

        s = reg().validateValue("taskmanager.memory.process.size", "4 gigs");
        QVERIFY2(contains(s.message(), "memory size"), s.message().c_str());

        s = reg().validateValue("pipeline.max-parallelism", "40000");
        QVERIFY2(contains(s.message(), "between 1 and 32768, or -1"), s.message().c_str());
        QVERIFY(!reg().validateValue("pipeline.max-parallelism", "0").isOk());
        QVERIFY(reg().validateValue("pipeline.max-parallelism", "-1").isOk());
        QVERIFY(reg().validateValue("pipeline.max-parallelism", "256").isOk());

        s = reg().validateValue("execution.checkpointing.interval", "5 ms");
        QVERIFY2(contains(s.message(), "at least 10 ms"), s.message().c_str());

        s = reg().validateValue("restart-strategy.exponential-delay.jitter-factor", "1.5");
        QVERIFY2(contains(s.message(), "between 0 and 1"), s.message().c_str());

        s = reg().validateValue("pipeline.global-job-parameters", "a:1,broken");
        QVERIFY2(contains(s.message(), "key:value"), s.message().c_str());
    }

    void enumsMatchAnyCaseAndAliases()
    {
        QVERIFY(reg().validateValue("table.exec.sink.upsert-materialize", "none").isOk());
        QCOMPARE(*reg().normalizeValue("table.exec.sink.upsert-materialize", "none"),
                 std::string("NONE"));
        QCOMPARE(*reg().normalizeValue("restart-strategy.type", "fixeddelay"),
                 std::string("fixed-delay"));
        QCOMPARE(*reg().normalizeValue("restart-strategy.type", "OFF"), std::string("none"));
        QCOMPARE(*reg().normalizeValue("state.backend.type", "RocksDB"), std::string("rocksdb"));
    }

    void normalisesForDisplay()
    {
        QCOMPARE(*reg().normalizeValue("table.exec.mini-batch.allow-latency", "200ms"),
                 std::string("200 ms"));
        QCOMPARE(*reg().normalizeValue("table.exec.state.ttl", "60S"), std::string("1 min"));
        QCOMPARE(*reg().normalizeValue("table.exec.state.ttl", "3hour"), std::string("3 h"));
        QCOMPARE(*reg().normalizeValue("taskmanager.memory.process.size", "1024 mb"),
                 std::string("1 gb"));
        QCOMPARE(*reg().normalizeValue("table.exec.mini-batch.enabled", "TRUE"),
                 std::string("true"));
        QCOMPARE(*reg().normalizeValue("table.exec.mini-batch.size", " +5000 "),
                 std::string("5000"));
        QCOMPARE(*reg().normalizeValue("taskmanager.memory.managed.fraction", "0.40"),
                 std::string("0.4"));
        QVERIFY(!reg().normalizeValue("table.exec.state.ttl", "1.5h").isOk());
    }

    void setStatementsQuoteByType()
    {
        // Seed 000: strings single-quoted, booleans and numbers bare, a semicolon, no comment.
        QCOMPARE(formatSetStatement("table.exec.mini-batch.enabled", "true"),
                 std::string("SET table.exec.mini-batch.enabled = true;"));
        QCOMPARE(formatSetStatement("table.exec.mini-batch.size", "5000"),
                 std::string("SET table.exec.mini-batch.size = 5000;"));
        QCOMPARE(formatSetStatement("table.exec.mini-batch.allow-latency", "200 ms"),
                 std::string("SET table.exec.mini-batch.allow-latency = '200 ms';"));
        QCOMPARE(formatSetStatement("table.exec.sink.upsert-materialize", "none"),
                 std::string("SET table.exec.sink.upsert-materialize = 'none';"));
        QCOMPARE(formatSetStatement("taskmanager.memory.managed.fraction", "0.6"),
                 std::string("SET taskmanager.memory.managed.fraction = 0.6;"));
        // An invalid "number" is quoted rather than written as broken SQL.
        QCOMPARE(formatSetStatement("table.exec.mini-batch.size", "5 000"),
                 std::string("SET table.exec.mini-batch.size = '5 000';"));
        // Unknown keys are strings.
        QCOMPARE(formatSetStatement("my.custom.key", "42"),
                 std::string("SET my.custom.key = '42';"));
        // A quote inside the value needs the fully quoted form where '' escapes it.
        QCOMPARE(formatSetStatement("pipeline.name", "Bob's job"),
                 std::string("SET 'pipeline.name' = 'Bob''s job';"));
        QVERIFY(setQuotingFor(OptionType::Duration) == SetQuoting::SingleQuoted);
        QVERIFY(setQuotingFor(OptionType::Long) == SetQuoting::Bare);
    }

    void patternsMatchOneSegment()
    {
        OptionSpec fields;
        fields.key = "fields.#.kind";
        QVERIFY(fields.isPattern());
        QVERIFY(fields.matches("fields.id.kind"));
        QVERIFY(!fields.matches("fields..kind"));
        QVERIFY(!fields.matches("fields.a.b.kind"));
        QVERIFY(!fields.matches("fields.id.min"));
        OptionSpec props;
        props.key = "properties.*";
        QVERIFY(props.matches("properties.sasl.mechanism"));
        QVERIFY(!props.matches("properties."));
        QVERIFY(!props.matches("property.x"));
    }
};

QTEST_GUILESS_MAIN(OptionRegistryTest)
#include "option_registry_test.moc"
