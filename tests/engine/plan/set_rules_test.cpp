// SET statement rules through the public checkScript(): unknown keys, Flink duration syntax,
// cross-option rules (mini-batch, two-phase aggregation, legacy idle-state retention), deprecated
// keys, and every SQL example of the seeds checking without errors.

#include "plan_test_support.h"
#include "test_data.h"

#include <QTest>

using namespace sluice;
using namespace sluice::plan::testing;

namespace {

std::string settingOf(const CheckResult &r, const std::string &key)
{
    for (const auto &[k, v] : r.settings) {
        if (k == key)
            return v;
    }
    return "<unset>";
}

// Seed 001, example 1, with a real broker in place of the placeholder.

// Seed 001, example 2 (the right input is a subquery), with t1 and t2 defined first.

} // namespace

class SetRulesTest : public QObject {
    Q_OBJECT
private slots:
    void unknownKeyWarnsWithClosestKey()
    {
        const CheckResult r = checkScript("SET 'table.exec.state.tll' = '1h';\n");
        QVERIFY2(!r.diagnostics.hasErrors(), diagnosticsText(r.diagnostics).c_str());
        const auto w = withCode(r.diagnostics, "unknown-option");
        QCOMPARE(w.size(), std::size_t(1));
        QCOMPARE(w[0]->severity, Severity::Warning);
        QCOMPARE(w[0]->range.begin.line, 1);
        QCOMPARE(w[0]->range.begin.column, 5);
        QVERIFY2(w[0]->message.english().find("did you mean 'table.exec.state.ttl'") != std::string::npos,
                 w[0]->message.english().c_str());
        // An unknown key is still passed on, as Flink keeps it.
        QCOMPARE(settingOf(r, "table.exec.state.tll"), std::string("1h"));
    }

    void valueQuotingFollowsFlinksParserAndSeed000()
    {
        // Flink 1.20 (checked on the oracle): after a quoted key only a quoted value parses.
        for (const char *script : {"SET 'table.exec.state.ttl' = 3h;\n",
                                   "SET 'table.exec.mini-batch.size' = 100;\n",
                                   "SET 'parallelism.default' = 2;\n"}) {
            const CheckResult r = checkScript(script);
            const auto e = withCode(r.diagnostics, "unquoted-set-value");
            QVERIFY2(e.size() == 1 && e[0]->severity == Severity::Error, script);
            QCOMPARE(e[0]->range.begin.column, static_cast<int>(std::string(script).find('=') + 3));
        }
        // The bare form takes a bare number or boolean; seed 000 wants text quoted (Flink itself
        // also takes `SET table.exec.state.ttl = 3h`: Sluice is stricter there, by the seed).
        QVERIFY(withCode(checkScript("SET parallelism.default = 2;\n").diagnostics, "unquoted-set-value").empty());
        QVERIFY(withCode(checkScript("SET table.exec.state.ttl = '3 h';\n").diagnostics, "unquoted-set-value").empty());
        const CheckResult bareText = checkScript("SET table.exec.state.ttl = 3h;\n");
        QCOMPARE(withCode(bareText.diagnostics, "unquoted-set-value").size(), std::size_t(1));
    }

    void fractionalDurationIsAnErrorSuggesting90min()
    {
        const CheckResult r = checkScript("SET 'table.exec.state.ttl' = '1.5h';\n");
        const std::string e = expectSingleError(r.diagnostics, 1, 30, {"'1.5h'", "'90min'"});
        QVERIFY2(e.empty(), e.c_str());
        QCOMPARE(settingOf(r, "table.exec.state.ttl"), std::string("<unset>"));
    }

    void mForMinutesIsAnErrorSuggestingMin()
    {
        const CheckResult r = checkScript("SET 'table.exec.mini-batch.allow-latency' = '5m';\n");
        const std::string e = expectSingleError(r.diagnostics, 1, 45, {"'5m'", "'5min'"});
        QVERIFY2(e.empty(), e.c_str());
    }

    void validDurationFormsAreAccepted()
    {
        for (const char *v : {"10min", "3h", "3hour", "7day", "7d", "200 ms", "60S", "0"}) {
            const CheckResult r = checkScript(std::string("SET 'table.exec.state.ttl' = '") + v + "';\n");
            QVERIFY2(r.diagnostics.empty(), (std::string(v) + ": " + diagnosticsText(r.diagnostics)).c_str());
        }
    }

    void miniBatchWithoutSizeAndLatencyIsTwoErrors()
    {
        const CheckResult r = checkScript("SET 'table.exec.mini-batch.enabled' = 'true';\n");
        QCOMPARE(countSeverity(r.diagnostics, Severity::Error), std::size_t(2));
        QCOMPARE(withCode(r.diagnostics, "mini-batch-size").size(), std::size_t(1));
        QCOMPARE(withCode(r.diagnostics, "mini-batch-latency").size(), std::size_t(1));
        for (const Diagnostic &d : r.diagnostics)
            QCOMPARE(d.range.begin.line, 1); // at the SET that enabled it
    }

    void miniBatchWithSizeOnlyMissesLatency()
    {
        const CheckResult r = checkScript("SET 'table.exec.mini-batch.enabled' = 'true';\n"
                                          "SET 'table.exec.mini-batch.size' = '5000';\n");
        QCOMPARE(countSeverity(r.diagnostics, Severity::Error), std::size_t(1));
        QCOMPARE(withCode(r.diagnostics, "mini-batch-latency").size(), std::size_t(1));
    }

    void miniBatchWithSizeAndLatencyIsClean()
    {
        const CheckResult r = checkScript("SET 'table.exec.mini-batch.enabled' = 'true';\n"
                                          "SET 'table.exec.mini-batch.size' = '5000';\n"
                                          "SET 'table.exec.mini-batch.allow-latency' = '200 ms';\n");
        QVERIFY2(r.diagnostics.empty(), diagnosticsText(r.diagnostics).c_str());
    }

    void twoPhaseWithoutMiniBatchWarns()
    {
        const CheckResult r = checkScript("SET 'table.optimizer.agg-phase-strategy' = 'TWO_PHASE';\n");
        QVERIFY2(!r.diagnostics.hasErrors(), diagnosticsText(r.diagnostics).c_str());
        const auto w = find(r.diagnostics, Severity::Warning, "mini-batch");
        QCOMPARE(w.size(), std::size_t(1));
        QCOMPARE(w[0]->range.begin.line, 1);

        const CheckResult withMiniBatch = checkScript("SET 'table.optimizer.agg-phase-strategy' = 'TWO_PHASE';\n"
                                                      "SET 'table.exec.mini-batch.enabled' = 'true';\n"
                                                      "SET 'table.exec.mini-batch.size' = '5000';\n"
                                                      "SET 'table.exec.mini-batch.allow-latency' = '1 s';\n");
        QVERIFY2(withMiniBatch.diagnostics.empty(), diagnosticsText(withMiniBatch.diagnostics).c_str());
    }

    void legacyRetentionPairCloserThanFiveMinutesIsAnError()
    {
        const CheckResult r = checkScript("SET 'execution.min-idle-state-retention' = '3h';\n"
                                          "SET 'execution.max-idle-state-retention' = '184min';\n");
        QCOMPARE(countSeverity(r.diagnostics, Severity::Error), std::size_t(1));
        const auto e = withCode(r.diagnostics, "idle-state-retention-gap");
        QCOMPARE(e.size(), std::size_t(1));
        QCOMPARE(e[0]->range.begin.line, 2);
        QVERIFY(e[0]->message.english().find("5 minutes") != std::string::npos);

        const CheckResult ok = checkScript("SET 'execution.min-idle-state-retention' = '3h';\n"
                                           "SET 'execution.max-idle-state-retention' = '185min';\n");
        QVERIFY2(!ok.diagnostics.hasErrors(), diagnosticsText(ok.diagnostics).c_str());
    }

    void deprecatedStateBackendIsInfo()
    {
        const CheckResult r = checkScript("SET 'state.backend' = 'rocksdb';\n");
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        const Diagnostic &d = r.diagnostics.items().front();
        QCOMPARE(d.severity, Severity::Info);
        QCOMPARE(d.range.begin.column, 5);
        QVERIFY(d.message.english().find("'state.backend.type'") != std::string::npos);
        QCOMPARE(settingOf(r, "state.backend.type"), std::string("rocksdb"));
    }

    void seed000SetLinesAreClean()
    {
        const CheckResult r = checkScript("set table.exec.state.ttl = '3h';\n"
                                          "set table.exec.mini-batch.enabled = true;\n"
                                          "set table.exec.mini-batch.size = 5000;\n"
                                          "set table.exec.mini-batch.allow-latency = '200 ms';\n"
                                          "SET table.exec.sink.upsert-materialize = 'none';\n");
        QVERIFY2(r.diagnostics.empty(), diagnosticsText(r.diagnostics).c_str());
        QCOMPARE(settingOf(r, "table.exec.state.ttl"), std::string("3h"));
        QCOMPARE(settingOf(r, "table.exec.mini-batch.size"), std::string("5000"));
    }

    void seed000LineWithoutSetSuggestsTheFix()
    {
        // Seed 000's last example is written without SET; the checker says how to fix it.
        const CheckResult r = checkScript("table.exec.sink.upsert-materialize = 'none';\n");
        const std::string e = expectSingleError(
            r.diagnostics, 1, 1, {"SET 'table.exec.sink.upsert-materialize' = 'none';"});
        QVERIFY2(e.empty(), e.c_str());
    }

    void seed000CommentAfterSetAndMissingSemicolonAreErrors()
    {
        const CheckResult comment = checkScript("SET 'table.exec.state.ttl' = '1h'; -- keep an hour\n");
        const std::string e1 = expectSingleError(comment.diagnostics, 1, 36, {"comment"});
        QVERIFY2(e1.empty(), e1.c_str());
        const CheckResult noSemicolon = checkScript("SET 'parallelism.default' = '2'\n");
        QCOMPARE(countSeverity(noSemicolon.diagnostics, Severity::Error), std::size_t(1));
        QVERIFY(find(noSemicolon.diagnostics, Severity::Error, "semicolon").size() == 1);
    }

    void seed001Example1IsClean()
    {
        const CheckResult r = checkScript(sluice::testing::readTestData("seeds/seed001_example1.sql"));
        QVERIFY2(!r.diagnostics.hasErrors(), diagnosticsText(r.diagnostics).c_str());
        QCOMPARE(r.tables.size(), std::size_t(3));
        const auto e = explainScript(sluice::testing::readTestData("seeds/seed001_example1.sql"));
        QCOMPARE(e.plans.size(), std::size_t(1));
    }

    void seed001Example2IsClean()
    {
        const CheckResult r = checkScript(sluice::testing::readTestData("seeds/seed001_example2.sql"));
        QVERIFY2(!r.diagnostics.hasErrors(), diagnosticsText(r.diagnostics).c_str());
        const auto e = explainScript(sluice::testing::readTestData("seeds/seed001_example2.sql"));
        QCOMPARE(e.plans.size(), std::size_t(1));
    }

    void seed002ConfigurationExamplesAreClean()
    {
        // Every setting of seed 002's configuration examples, as SET statements. Seed 002's
        // `setBoolean("table.exec.sink.not-null-enforcer", false)` is left out: in Flink that option
        // is an enum (ERROR | DROP), so 'false' is rejected — see notSeed002NotNullEnforcerBoolean.
        const CheckResult r = checkScript(
            "SET 'table.exec.hive.fallback-mapred-reader' = 'true';\n"
            "SET 'table.exec.hive.infer-source-parallelism' = 'true';\n"
            "SET 'table.exec.hive.infer-source-parallelism.max' = '500';\n"
            "SET 'table.exec.hive.fallback-mapred-writer' = 'true';\n"
            "SET 'table.exec.source.idle-timeout' = '10s';\n"
            "SET 'partition.discovery.interval-millis' = '60000';\n"
            "SET 'source.monitor-interval' = '30s';\n"
            "SET 'table.exec.hive.infer-source-parallelism.max' = '2000';\n"
            "SET 'table.exec.hive.fallback-mapred-reader' = 'false';\n"
            "SET 'table.exec.resource.default-parallelism' = '4';\n"
            "SET 'table.exec.source.idle-timeout' = '0';\n"
            "SET 'table.exec.source.parallelism-inference.enabled' = 'true';\n"
            "SET 'table.exec.sink.upsert-materialize' = 'none';\n"
            "SET 'table.sql-dialect' = 'hive';\n"
            "SET 'execution.checkpointing.interval' = '300s';\n"
            "SET 'state.backend' = 'rocksdb';\n"
            "SET 'taskmanager.memory.process.size' = '4gb';\n"
            "SET 'jobmanager.memory.process.size' = '1gb';\n"
            "SET 'parallelism.default' = '4';\n"
            "SET 'table.exec.resource.default-parallelism' = '8';\n"
            "SET 'table.exec.source.idle-timeout' = '30s';\n"
            "SET 'table.exec.hive.infer-source-parallelism.max' = '200';\n"
            "SET 'taskmanager.memory.process.size' = '8gb';\n"
            "SET 'taskmanager.memory.managed.fraction' = '0.6';\n"
            "SET 'table.exec.hive.fallback-mapred-writer' = 'false';\n"
            "SET 'table.exec.hive.infer-source-parallelism.max' = '1000';\n"
            "SET 'table.exec.hive.infer-source-parallelism.max' = '100';\n"
            "SET 'table.exec.hive.infer-source-parallelism.max' = '500';\n");
        QVERIFY2(!r.diagnostics.hasErrors(), diagnosticsText(r.diagnostics).c_str());
        // Only the deprecated 'state.backend' is worth a note.
        QCOMPARE(r.diagnostics.size(), std::size_t(1));
        QCOMPARE(r.diagnostics.items().front().severity, Severity::Info);
        QCOMPARE(settingOf(r, "table.exec.hive.infer-source-parallelism.max"), std::string("500"));
    }

    void notSeed002NotNullEnforcerBoolean()
    {
        // Flink: ExecutionConfigOptions.TABLE_EXEC_SINK_NOT_NULL_ENFORCER is
        // enumType(NotNullEnforcer.class) with ERROR and DROP; seed 002's boolean is a mistake.
        const CheckResult r = checkScript("SET 'table.exec.sink.not-null-enforcer' = 'false';\n");
        const std::string e = expectSingleError(r.diagnostics, 1, 43, {"ERROR", "DROP"});
        QVERIFY2(e.empty(), e.c_str());
        const CheckResult ok = checkScript("SET 'table.exec.sink.not-null-enforcer' = 'drop';\n");
        QVERIFY2(ok.diagnostics.empty(), diagnosticsText(ok.diagnostics).c_str());
    }
};

QTEST_GUILESS_MAIN(SetRulesTest)
#include "set_rules_test.moc"
