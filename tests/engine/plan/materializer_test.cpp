// Where a SinkUpsertMaterializer goes under table.exec.sink.upsert-materialize = AUTO | FORCE |
// NONE (seed 000), following Flink's FlinkChangelogModeInferenceProgram and CommonExecSink: only
// for a sink with a primary key fed by updates; AUTO only when the input's upsert key is not
// within the primary key.

#include "plan_test_support.h"

#include <QTest>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::plan::testing;

namespace {

const std::string kTables =
    "CREATE TABLE orders (id INT, user_id INT, amount INT, product STRING) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE pk_sink (k INT, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'blackhole');\n"
    "CREATE TABLE by_product (p STRING, c BIGINT, PRIMARY KEY (p) NOT ENFORCED) WITH ('connector' = 'blackhole');\n";

// Keyed by user_id, as the sink's primary key.
const std::string kSameKey = "INSERT INTO pk_sink SELECT user_id, COUNT(*) FROM orders GROUP BY user_id;\n";
// Keyed by product, but written to a sink keyed by k.
const std::string kOtherKey = "INSERT INTO pk_sink SELECT MAX(user_id), COUNT(*) FROM orders GROUP BY product;\n";
// Insert-only rows into a keyed sink.
const std::string kInsertOnly = "INSERT INTO pk_sink SELECT id, CAST(amount AS BIGINT) FROM orders;\n";

std::unique_ptr<ScriptAnalysis> analyze(const char *mode, const std::string &insert,
                                        const std::string &extraSet = "")
{
    std::string text = extraSet;
    if (mode)
        text += std::string("SET 'table.exec.sink.upsert-materialize' = '") + mode + "';\n";
    return analyzeScript(text + kTables + insert);
}

std::size_t materializers(const ScriptAnalysis &a)
{
    const SinkNode *sink = onlySink(a);
    return sink ? nodesOf<SinkUpsertMaterializerNode>(*sink).size() : std::size_t(99);
}

} // namespace

class MaterializerTest : public QObject {
    Q_OBJECT
private slots:
    void autoIsTheDefault()
    {
        auto implicit = analyze(nullptr, kOtherKey);
        auto explicitAuto = analyze("auto", kOtherKey);
        QCOMPARE(materializers(*implicit), std::size_t(1));
        QCOMPARE(materializers(*explicitAuto), std::size_t(1));
    }

    void autoSkipsWhenGroupKeyIsThePrimaryKey()
    {
        auto a = analyze("AUTO", kSameKey);
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        const SinkNode *sink = onlySink(*a);
        QVERIFY(sink);
        QCOMPARE(materializers(*a), std::size_t(0));
        QVERIFY(sink->upsertMode); // updates keyed by the primary key
        QCOMPARE(sink->primaryKey, std::vector<int>{0});
        QVERIFY(withCode(a->diagnostics, "upsert-materializer").empty());
    }

    void autoAddsWhenGroupedByAnotherColumn()
    {
        auto a = analyze("AUTO", kOtherKey);
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        const SinkNode *sink = onlySink(*a);
        QVERIFY(sink);
        const auto ms = nodesOf<SinkUpsertMaterializerNode>(*sink);
        QCOMPARE(ms.size(), std::size_t(1));
        // It sits right under the sink, keyed by the sink's primary key, after a hash exchange.
        QCOMPARE(sink->inputs.at(0).get(), static_cast<const PlanNode *>(ms[0]));
        QCOMPARE(ms[0]->keys, std::vector<int>{0});
        QVERIFY(!ms[0]->reasons.empty());
        QVERIFY(ms[0]->reasons.front().find("AUTO") != std::string::npos);
        const PlanNode &feed = *ms[0]->inputs.at(0);
        QVERIFY(feed.is<ExchangeNode>());
        QCOMPARE(feed.as<ExchangeNode>().distribution, Distribution::Hash);
        QCOMPARE(feed.as<ExchangeNode>().keys, std::vector<int>{0});
    }

    void autoAddsWhenUpsertKeyIsWiderThanPrimaryKey()
    {
        // Grouped by (product, user_id), written to a sink keyed by product alone.
        auto a = analyze("AUTO", "INSERT INTO by_product SELECT product, COUNT(*) FROM orders GROUP BY product, user_id;\n");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        QCOMPARE(materializers(*a), std::size_t(1));
        auto same = analyze("AUTO", "INSERT INTO by_product SELECT product, COUNT(*) FROM orders GROUP BY product;\n");
        QCOMPARE(materializers(*same), std::size_t(0));
    }

    void forceAddsEvenWhenKeysMatch()
    {
        auto a = analyze("FORCE", kSameKey);
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        QCOMPARE(materializers(*a), std::size_t(1));
        const SinkNode *sink = onlySink(*a);
        const auto *m = single<SinkUpsertMaterializerNode>(*sink);
        QVERIFY(m);
        QVERIFY(m->reasons.front().find("FORCE") != std::string::npos);
    }

    void forceLeavesInsertOnlyInputAlone()
    {
        // Flink's CommonExecSink materializes only when the input is not insert-only, whatever
        // the setting (needMaterialization = !inputInsertOnly && upsertMaterialize).
        auto a = analyze("FORCE", kInsertOnly);
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        QCOMPARE(materializers(*a), std::size_t(0));
    }

    void forceNeedsAPrimaryKey()
    {
        auto a = analyzeScript("SET 'table.exec.sink.upsert-materialize' = 'force';\n" + kTables +
                               "CREATE TABLE nokey (k INT, c BIGINT) WITH ('connector' = 'blackhole');\n"
                               "INSERT INTO nokey SELECT user_id, COUNT(*) FROM orders GROUP BY user_id;\n");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        QCOMPARE(materializers(*a), std::size_t(0));
    }

    void noneNeverAdds()
    {
        for (const std::string &insert : {kSameKey, kOtherKey, kInsertOnly}) {
            auto a = analyze("none", insert);
            QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
            QCOMPARE(materializers(*a), std::size_t(0));
        }
    }

    void insertOnlyInputNeedsNoneUnderAuto()
    {
        auto a = analyze("auto", kInsertOnly);
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        QCOMPARE(materializers(*a), std::size_t(0));
        const SinkNode *sink = onlySink(*a);
        QVERIFY(!sink->upsertMode);
    }

    void advisorFlagsMaterializerAtParallelismOne()
    {
        // Seed 000: with parallelism 1 rows cannot be reordered, so the materializer is waste.
        auto a = analyze("auto", kOtherKey);
        const auto w = withCode(a->diagnostics, "upsert-materializer");
        QCOMPARE(w.size(), std::size_t(1));
        QCOMPARE(w[0]->severity, Severity::Warning);
        QVERIFY(w[0]->message.english().find("'table.exec.sink.upsert-materialize' = 'none'") != std::string::npos);

        auto parallel = analyze("auto", kOtherKey, "SET 'parallelism.default' = '4';\n");
        QCOMPARE(materializers(*parallel), std::size_t(1));
        QVERIFY(withCode(parallel->diagnostics, "upsert-materializer").empty());
    }
};

QTEST_GUILESS_MAIN(MaterializerTest)
#include "materializer_test.moc"
