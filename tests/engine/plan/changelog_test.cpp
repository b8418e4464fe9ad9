// Changelog-mode inference per edge, as Flink derives it: insert-only through inner joins of
// insert-only inputs, updates from outer joins and aggregates, insert-only window aggregates,
// append-only sinks refusing updates, and Top-N / deduplication from ROW_NUMBER().

#include "plan_test_support.h"

#include <QTest>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::plan::testing;

namespace {

const std::string kTables =
    "CREATE TABLE orders (id INT, user_id INT, amount INT, product STRING, ts TIMESTAMP(3),\n"
    "  pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE users (uid INT, name STRING) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE bh (a INT, b STRING) WITH ('connector' = 'blackhole');\n"
    "CREATE TABLE counts (k BIGINT, c BIGINT) WITH ('connector' = 'blackhole');\n"
    "CREATE TABLE windows (ws TIMESTAMP(3), we TIMESTAMP(3), c BIGINT) WITH ('connector' = 'blackhole');\n"
    "CREATE TABLE fs_sink (k INT, c BIGINT) WITH ('connector' = 'filesystem', 'path' = '/tmp/out', 'format' = 'csv');\n"
    "CREATE TABLE kafka_sink (k INT, c BIGINT) WITH ('connector' = 'kafka', 'topic' = 'out',\n"
    "  'properties.bootstrap.servers' = '127.0.0.1:9092', 'properties.group.id' = 'g', 'format' = 'json');\n";
const int kTableLines = 9; // the statement under test starts on line 10

std::unique_ptr<ScriptAnalysis> analyze(const std::string &statement)
{
    return analyzeScript(kTables + statement + "\n");
}

const ChangelogMode kIUbUa(ChangelogMode::Insert | ChangelogMode::UpdateBefore | ChangelogMode::UpdateAfter);

} // namespace

class ChangelogTest : public QObject {
    Q_OBJECT
private slots:
    void modeNotation()
    {
        QCOMPARE(ChangelogMode::insertOnly().toString(), std::string("[I]"));
        QCOMPARE(ChangelogMode::all().toString(), std::string("[I,UB,UA,D]"));
        QCOMPARE(ChangelogMode::upsert().toString(), std::string("[I,UA,D]"));
        QCOMPARE(kIUbUa.toString(), std::string("[I,UB,UA]"));
    }

    void innerJoinOfInsertOnlyInputsIsInsertOnly()
    {
        auto a = analyze("INSERT INTO bh SELECT o.id, u.name FROM orders o JOIN users u ON o.user_id = u.uid;");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        const SinkNode *sink = onlySink(*a);
        QVERIFY(sink);
        const JoinNode *join = single<JoinNode>(*sink);
        QVERIFY(join);
        QCOMPARE(join->joinKind, JoinKind::Inner);
        QCOMPARE(join->changelog, ChangelogMode::insertOnly());
        QCOMPARE(sink->changelog, ChangelogMode::insertOnly());
        QVERIFY(!sink->upsertMode);
    }

    void outerJoinsProduceAllRowKinds()
    {
        for (const char *kind : {"LEFT", "RIGHT", "FULL OUTER"}) {
            auto a = analyze(std::string("INSERT INTO bh SELECT o.id, u.name FROM orders o ") + kind +
                             " JOIN users u ON o.user_id = u.uid;");
            QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
            const SinkNode *sink = onlySink(*a);
            QVERIFY(sink);
            const JoinNode *join = single<JoinNode>(*sink);
            QVERIFY(join);
            QVERIFY(join->joinKind != JoinKind::Inner);
            QCOMPARE(join->changelog.toString(), std::string("[I,UB,UA,D]"));
            QCOMPARE(sink->changelog.toString(), std::string("[I,UB,UA,D]"));
        }
    }

    void groupAggregateOverInsertOnlyIsInsertAndUpdates()
    {
        auto a = analyze("INSERT INTO counts SELECT CAST(user_id AS BIGINT), COUNT(*) FROM orders GROUP BY user_id;");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        const SinkNode *sink = onlySink(*a);
        QVERIFY(sink);
        const AggregateNode *agg = single<AggregateNode>(*sink);
        QVERIFY(agg);
        QCOMPARE(agg->changelog.toString(), std::string("[I,UB,UA]"));
        QVERIFY(!agg->changelog.contains(ChangelogMode::Delete));
        QCOMPARE(agg->inputs.at(0)->changelog, ChangelogMode::insertOnly());
    }

    void aggregateOverUpdatingInputAlsoDeletes()
    {
        // The outer COUNT retracts a key's row when its last input row is retracted.
        auto a = analyze("INSERT INTO counts SELECT c, COUNT(*) FROM "
                         "(SELECT user_id, COUNT(*) AS c FROM orders GROUP BY user_id) GROUP BY c;");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        const SinkNode *sink = onlySink(*a);
        QVERIFY(sink);
        const auto aggs = nodesOf<AggregateNode>(*sink);
        QCOMPARE(aggs.size(), std::size_t(2));
        const AggregateNode *outer = aggs[0];
        const AggregateNode *inner = aggs[1];
        QCOMPARE(inner->changelog.toString(), std::string("[I,UB,UA]"));
        QVERIFY(outer->changelog.contains(ChangelogMode::Delete));
        QCOMPARE(outer->changelog.toString(), std::string("[I,UB,UA,D]"));
    }

    void tumbleWindowAggregateIsInsertOnly()
    {
        auto a = analyze("INSERT INTO windows SELECT window_start, window_end, COUNT(*) FROM "
                         "TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) "
                         "GROUP BY window_start, window_end;");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        const SinkNode *sink = onlySink(*a);
        QVERIFY(sink);
        const WindowAggregateNode *w = single<WindowAggregateNode>(*sink);
        QVERIFY(w);
        QCOMPARE(w->window.kind, WindowKind::Tumble);
        QCOMPARE(w->window.size, std::chrono::milliseconds(60'000));
        QVERIFY(!w->window.proctime);
        QCOMPARE(w->changelog, ChangelogMode::insertOnly());
        QCOMPARE(sink->changelog, ChangelogMode::insertOnly());
        QVERIFY(nodesOf<AggregateNode>(*sink).empty()); // no regular GroupAggregate
    }

    void windowAggregateMayFeedAppendOnlySink()
    {
        auto a = analyzeScript(kTables +
                               "CREATE TABLE wfs (ws TIMESTAMP(3), c BIGINT) WITH ('connector' = 'filesystem', "
                               "'path' = '/tmp/w', 'format' = 'csv');\n"
                               "INSERT INTO wfs SELECT window_start, COUNT(*) FROM "
                               "TABLE(TUMBLE(TABLE orders, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) "
                               "GROUP BY window_start, window_end;\n");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        QCOMPARE(a->statements.size(), std::size_t(1));
    }

    void windowOverNonTimeAttributeIsAnError()
    {
        const std::string stmt = "INSERT INTO windows SELECT window_start, window_end, COUNT(*) FROM "
                                 "TABLE(TUMBLE(TABLE users, DESCRIPTOR(uid), INTERVAL '1' MINUTE)) "
                                 "GROUP BY window_start, window_end;";
        auto a = analyze(stmt);
        const int column = static_cast<int>(stmt.find("uid)")) + 1;
        const std::string r = expectSingleError(a->diagnostics, kTableLines + 1, column,
                                                {"time attribute", "'uid'"});
        QVERIFY2(r.empty(), r.c_str());
        QVERIFY(a->statements.empty());
    }

    void filesystemSinkFedByAggregateIsAnErrorNamingTheSink()
    {
        auto a = analyze("INSERT INTO fs_sink SELECT user_id, COUNT(*) FROM orders GROUP BY user_id;");
        const std::string r = expectSingleError(a->diagnostics, kTableLines + 1, 13,
                                                {"'fs_sink'", "update and delete changes", "GroupAggregate"});
        QVERIFY2(r.empty(), r.c_str());
        QVERIFY(a->statements.empty());
    }

    void kafkaSinkFedByAggregateIsAnErrorNamingTheSink()
    {
        auto a = analyze("INSERT INTO kafka_sink SELECT user_id, COUNT(*) FROM orders GROUP BY user_id;");
        const std::string r = expectSingleError(a->diagnostics, kTableLines + 1, 13,
                                                {"'kafka_sink'", "update and delete changes"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void kafkaSinkFedByOuterJoinIsAnError()
    {
        auto a = analyze("INSERT INTO kafka_sink SELECT o.id, CAST(o.amount AS BIGINT) FROM orders o "
                         "LEFT JOIN users u ON o.user_id = u.uid;");
        const auto errors = withCode(a->diagnostics, "changelog");
        QCOMPARE(errors.size(), std::size_t(1));
        QVERIFY(errors[0]->message.english().find("Join") != std::string::npos);
    }

    void topNBecomesRankWithLimit()
    {
        auto a = analyze("INSERT INTO bh SELECT id, product FROM (SELECT id, product, ROW_NUMBER() OVER "
                         "(PARTITION BY product ORDER BY amount DESC) AS rn FROM orders) WHERE rn <= 3;");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        const SinkNode *sink = onlySink(*a);
        QVERIFY(sink);
        const RankNode *rank = single<RankNode>(*sink);
        QVERIFY(rank);
        QCOMPARE(rank->limit, std::int64_t(3));
        QCOMPARE(rank->partitionKeys.size(), std::size_t(1));
        QCOMPARE(rank->orderKeys.size(), std::size_t(1));
        QVERIFY(rank->orderKeys[0].descending);
        QVERIFY(nodesOf<DeduplicateNode>(*sink).empty());
        QVERIFY(rank->changelog.hasUpdates()); // a row leaving the top 3 is retracted
        // The rn filter is consumed by the Rank, not left as a Calc condition.
        for (const CalcNode *c : nodesOf<CalcNode>(*sink))
            QVERIFY(!c->condition);
    }

    void topNAlsoAcceptsLessThanAndReversedForms()
    {
        for (const auto &[filter, limit] : {std::pair<const char *, int>{"rn < 3", 2}, {"3 >= rn", 3}}) {
            auto a = analyze(std::string("INSERT INTO bh SELECT id, product FROM (SELECT id, product, "
                                         "ROW_NUMBER() OVER (PARTITION BY product ORDER BY amount DESC) AS rn "
                                         "FROM orders) WHERE ") + filter + ";");
            QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
            const SinkNode *sink = onlySink(*a);
            QVERIFY(sink);
            const RankNode *rank = single<RankNode>(*sink);
            QVERIFY(rank);
            QCOMPARE(rank->limit, std::int64_t(limit));
        }
    }

    void rowNumberOneByProctimeIsDeduplicate()
    {
        auto a = analyze("INSERT INTO bh SELECT id, product FROM (SELECT id, product, ROW_NUMBER() OVER "
                         "(PARTITION BY product ORDER BY pt) AS rn FROM orders) WHERE rn = 1;");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        const SinkNode *sink = onlySink(*a);
        QVERIFY(sink);
        const DeduplicateNode *dedup = single<DeduplicateNode>(*sink);
        QVERIFY(dedup);
        QVERIFY(!dedup->keepLast);
        QVERIFY(!dedup->rowtime);
        QCOMPARE(dedup->keys.size(), std::size_t(1));
        QVERIFY(nodesOf<RankNode>(*sink).empty());
        // Keeping the first row by processing time never retracts.
        QCOMPARE(dedup->changelog, ChangelogMode::insertOnly());
        QCOMPARE(sink->changelog, ChangelogMode::insertOnly());
    }

    void keepLastRowDeduplicateUpdates()
    {
        auto a = analyze("INSERT INTO bh SELECT id, product FROM (SELECT id, product, ROW_NUMBER() OVER "
                         "(PARTITION BY product ORDER BY pt DESC) AS rn FROM orders) WHERE rn = 1;");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        const SinkNode *sink = onlySink(*a);
        QVERIFY(sink);
        const DeduplicateNode *dedup = single<DeduplicateNode>(*sink);
        QVERIFY(dedup);
        QVERIFY(dedup->keepLast);
        QVERIFY(dedup->changelog.hasUpdates());
    }

    void rowNumberWithoutFilterIsAnError()
    {
        const std::string stmt = "INSERT INTO bh SELECT id, product FROM (SELECT id, product, ROW_NUMBER() OVER "
                                 "(PARTITION BY product ORDER BY amount DESC) AS rn FROM orders);";
        auto a = analyze(stmt);
        const int column = static_cast<int>(stmt.find("ROW_NUMBER")) + 1;
        const std::string r = expectSingleError(a->diagnostics, kTableLines + 1, column, {"ROW_NUMBER()", "rn <= N"});
        QVERIFY2(r.empty(), r.c_str());
        QCOMPARE(withCode(a->diagnostics, "top-n").size(), std::size_t(1));
        QVERIFY(a->statements.empty());
    }
};

QTEST_GUILESS_MAIN(ChangelogTest)
#include "changelog_test.moc"
