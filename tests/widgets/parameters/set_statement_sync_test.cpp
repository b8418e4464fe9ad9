// SetBlock and SetStatementSync: the SET statements of a job read with the engine's tokenizer,
// and form changes turned into minimal edits of the SET block at the top.
#include <set_block.h>
#include <set_statement_sync.h>

#include <QTest>

using sluice::SetBlock;
using sluice::SetStatementSync;

namespace {

const std::string kJob = "-- Orders per customer.\n"
                         "/* owned by the data team */\n"
                         "\n"
                         "CREATE TABLE t (a INT) WITH ('connector' = 'datagen');\n"
                         "-- keep this comment\n"
                         "SELECT a FROM t;\n";

std::string applied(const SetStatementSync &sync, const SetStatementSync::Plan &plan)
{
    return plan.edits.appliedTo(sync.text());
}

} // namespace

class SetStatementSyncTest : public QObject
{
    Q_OBJECT

private slots:
    void findsTheBlockAfterLeadingComments()
    {
        const std::string text = "-- c\nSET 'a.b' = 'x';\nset c.d=1 ;\nCREATE TABLE t (a INT);\n"
                                 "SET table.exec.state.ttl = '1 h';\n";
        const SetBlock block = SetBlock::parse(text);
        QCOMPARE(block.statements().size(), std::size_t(3));
        QCOMPARE(block.blockCount(), 2);
        QVERIFY(block.statements()[0].keyQuoted);
        QCOMPARE(block.statements()[0].key, std::string("a.b"));
        QCOMPARE(block.statements()[1].key, std::string("c.d"));
        QCOMPARE(block.statements()[1].value, std::string("1"));
        QVERIFY(!block.statements()[2].inBlock);
        QCOMPARE(block.statements()[2].line, 5);
        QCOMPARE(block.insertPosition(), int(text.find("\nCREATE")));
        // Byte ranges point at the text exactly.
        const auto &s = block.statements()[0];
        QCOMPARE(text.substr(std::size_t(s.valueBegin), std::size_t(s.valueEnd - s.valueBegin)),
                 std::string("'x'"));
    }

    void insertsOneLineAndKeepsTheRest()
    {
        SetStatementSync sync;
        sync.setText(kJob);
        const auto plan = sync.planChange("table.exec.state.ttl", "3h");
        QVERIFY2(plan.ok(), plan.error.english().c_str());
        const std::string after = applied(sync, plan);
        const std::string inserted = "SET table.exec.state.ttl = '3 h';\n\n";
        const std::size_t at = kJob.find("CREATE");
        QCOMPARE(after, kJob.substr(0, at) + inserted + kJob.substr(at));
    }

    void updatesInPlaceAndResetRestoresTheText()
    {
        SetStatementSync sync;
        sync.setText(kJob);
        const std::string once = applied(sync, sync.planChange("table.exec.state.ttl", "3h"));
        sync.setText(once);
        const std::string twice = applied(sync, sync.planChange("table.exec.mini-batch.size", "5000"));
        sync.setText(twice);
        QVERIFY(twice.find("SET table.exec.state.ttl = '3 h';\nSET table.exec.mini-batch.size = "
                           "5000;\n\nCREATE") != std::string::npos);
        // In place: only the value changes.
        const std::string updated = applied(sync, sync.planChange("table.exec.state.ttl", "90 min"));
        QCOMPARE(updated.size(), twice.size() + 3);
        QVERIFY(updated.find("SET table.exec.state.ttl = '90 min';") != std::string::npos);
        sync.setText(updated);
        // Reset both: back to the original bytes.
        const std::string reset = applied(sync, sync.planChanges({{"table.exec.state.ttl", {}},
                                                                  {"table.exec.mini-batch.size", {}}}));
        QCOMPARE(reset, kJob);
    }

    void quotedKeysKeepTheirStyle()
    {
        SetStatementSync sync;
        sync.setText("SET 'table.exec.mini-batch.size' = '1000';\nSELECT 1;\n");
        const std::string after = applied(sync, sync.planChange("table.exec.mini-batch.size", "20"));
        QCOMPARE(after, std::string("SET 'table.exec.mini-batch.size' = '20';\nSELECT 1;\n"));
    }

    void newStatementsFollowTheScriptsQuotingStyle()
    {
        // Issue 23 item 6: next to `SET 'k' = 'v';` lines a new statement is quoted the same way;
        // a script without SETs, or with bare keys, gets seed 000's form.
        SetStatementSync quoted;
        quoted.setText("SET 'parallelism.default' = '2';\nSELECT 1;\n");
        QCOMPARE(applied(quoted, quoted.planChange("table.exec.source.parallelism-inference.enabled", "false")),
                 std::string("SET 'parallelism.default' = '2';\n"
                             "SET 'table.exec.source.parallelism-inference.enabled' = 'false';\nSELECT 1;\n"));
        SetStatementSync bare;
        bare.setText("SET parallelism.default = 2;\nSELECT 1;\n");
        QCOMPARE(applied(bare, bare.planChange("table.exec.source.parallelism-inference.enabled", "false")),
                 std::string("SET parallelism.default = 2;\nSET table.exec.source.parallelism-inference.enabled = false;\n"
                             "SELECT 1;\n"));
    }

    void valueEqualToTheDefaultIsWrittenAndResetRemovesIt()
    {
        SetStatementSync sync;
        sync.setText("SET table.exec.sink.upsert-materialize = 'NONE';\nSELECT 1;\n");
        std::string after = applied(sync, sync.planChange("table.exec.sink.upsert-materialize", "auto"));
        QCOMPARE(after, std::string("SET table.exec.sink.upsert-materialize = 'AUTO';\nSELECT 1;\n"));
        sync.setText(after);
        after = applied(sync, sync.planChange("table.exec.sink.upsert-materialize", std::nullopt));
        QCOMPARE(after, std::string("SELECT 1;\n"));
    }

    void lastSetWinsAndElsewhereIsReported()
    {
        SetStatementSync sync;
        sync.setText("SET parallelism.default = 2;\nSELECT 1;\nSET parallelism.default = 4;\n");
        QCOMPARE(*sync.value("parallelism.default"), std::string("4"));
        QCOMPARE(sync.block().occurrences("parallelism.default").size(), std::size_t(2));
        QVERIFY(!sync.block().effective("parallelism.default")->inBlock);
        // Changing it edits the statement in effect.
        const std::string after = applied(sync, sync.planChange("parallelism.default", "8"));
        QCOMPARE(after,
                 std::string("SET parallelism.default = 2;\nSELECT 1;\nSET parallelism.default = 8;\n"));
    }

    void deprecatedKeysMapToTheCurrentOne()
    {
        SetStatementSync sync;
        sync.setText("SET state.backend = 'rocksdb';\n");
        QVERIFY(sync.value("state.backend.type").has_value());
    }

    void invalidValuesAreRefused()
    {
        SetStatementSync sync;
        sync.setText(kJob);
        for (const auto &[key, value] :
             std::vector<std::pair<std::string, std::string>>{{"table.exec.state.ttl", "3 hours!"},
                                                              {"table.exec.state.ttl", "1.5h"},
                                                              {"parallelism.default", "abc"},
                                                              {"table.exec.sink.upsert-materialize", "sometimes"},
                                                              {"no.such.key", "1"}}) {
            const auto plan = sync.planChange(key, value);
            QVERIFY2(!plan.ok(), (key + "=" + value).c_str());
            QVERIFY(plan.edits.isEmpty());
            QVERIFY(!plan.error.empty());
        }
    }

    void miniBatchNeedsSizeAndLatency()
    {
        SetStatementSync sync;
        sync.setText(kJob);
        const auto refused = sync.planChange("table.exec.mini-batch.enabled", "true");
        QVERIFY(!refused.ok());
        QVERIFY(refused.edits.isEmpty());
        QVERIFY(refused.error.english().find("table.exec.mini-batch.size") != std::string::npos);
        const auto together = sync.planChanges({{"table.exec.mini-batch.enabled", "true"},
                                                {"table.exec.mini-batch.size", "5000"},
                                                {"table.exec.mini-batch.allow-latency", "200ms"}});
        QVERIFY2(together.ok(), together.error.english().c_str());
        QVERIFY(applied(sync, together).find("SET table.exec.mini-batch.allow-latency = '200 ms';")
                != std::string::npos);
        // Typed text that breaks the rule is shown at the options it concerns.
        sync.setText("SET table.exec.mini-batch.enabled = true;\nSELECT 1;\n");
        QVERIFY(!sync.issuesFor("table.exec.mini-batch.size").empty());
        QVERIFY(!sync.issuesFor("table.exec.mini-batch.enabled").empty());
    }

    void legacyRetentionGap()
    {
        SetStatementSync sync;
        sync.setText("SET execution.max-idle-state-retention = '10 min';\n");
        QVERIFY(!sync.planChange("execution.min-idle-state-retention", "8 min").ok());
        QVERIFY(sync.planChange("execution.min-idle-state-retention", "5 min").ok());
    }
};

QTEST_GUILESS_MAIN(SetStatementSyncTest)
#include "set_statement_sync_test.moc"
