// The effective state TTL per operator and per join side, after table.exec.state.ttl, Flink's
// STATE_TTL query hint (keys are table, view or alias names; last wins inside a hint, first wins
// across hints; both sides of the first join of a chain, the right side of the next) and seed
// 001's per-side join hint OPTIONS('state.ttl.left'/'state.ttl.right'), which beats both.

#include "plan_test_support.h"

#include <QTest>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::plan::testing;
using namespace std::chrono_literals;

namespace {

const std::string kTables =
    "CREATE TABLE a (k INT, v STRING) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE b (k INT, w STRING) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE c (k INT, z STRING) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE s3 (x STRING, y STRING, z STRING) WITH ('connector' = 'blackhole');\n"
    "CREATE TABLE s2 (k INT, n BIGINT) WITH ('connector' = 'blackhole');\n";
const int kTableLines = 5;

std::unique_ptr<ScriptAnalysis> analyze(const std::string &statement, const char *globalTtl = "1h")
{
    std::string text;
    if (globalTtl)
        text = std::string("SET 'table.exec.state.ttl' = '") + globalTtl + "';\n";
    return analyzeScript(text + kTables + statement + "\n");
}

std::vector<const JoinNode *> joins(const ScriptAnalysis &a)
{
    const SinkNode *sink = onlySink(a);
    return sink ? nodesOf<JoinNode>(*sink) : std::vector<const JoinNode *>{};
}

const AggregateNode *aggregate(const ScriptAnalysis &a)
{
    const SinkNode *sink = onlySink(a);
    return sink ? single<AggregateNode>(*sink) : nullptr;
}

} // namespace

class StateTtlTest : public QObject {
    Q_OBJECT
private slots:
    void noTtlByDefault()
    {
        auto an = analyze("INSERT INTO s3 SELECT v, w, w FROM a JOIN b ON a.k = b.k;", nullptr);
        const auto j = joins(*an);
        QCOMPARE(j.size(), std::size_t(1));
        QCOMPARE(j[0]->leftTtl.ttl, 0ms);
        QCOMPARE(j[0]->rightTtl.ttl, 0ms);
    }

    void globalTtlAppliesToBothJoinSides()
    {
        auto an = analyze("INSERT INTO s3 SELECT v, w, w FROM a JOIN b ON a.k = b.k;");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const auto j = joins(*an);
        QCOMPARE(j.size(), std::size_t(1));
        QCOMPARE(j[0]->leftTtl.ttl, std::chrono::milliseconds(1h));
        QCOMPARE(j[0]->rightTtl.ttl, std::chrono::milliseconds(1h));
        QCOMPARE(j[0]->leftTtl.source, std::string("table.exec.state.ttl"));
    }

    void globalTtlAppliesToAggregates()
    {
        auto an = analyze("INSERT INTO s2 SELECT k, COUNT(*) FROM a GROUP BY k;", "90min");
        const AggregateNode *agg = aggregate(*an);
        QVERIFY(agg);
        QCOMPARE(agg->ttl.ttl, std::chrono::milliseconds(90min));
        QCOMPARE(agg->ttl.source, std::string("table.exec.state.ttl"));
    }

    void stateTtlHintByAliasSetsBothJoinSides()
    {
        auto an = analyze("INSERT INTO s3 SELECT /*+ STATE_TTL('x'='1d', 'y'='12h') */ v, w, w "
                          "FROM a AS x JOIN b AS y ON x.k = y.k;");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const auto j = joins(*an);
        QCOMPARE(j.size(), std::size_t(1));
        QCOMPARE(j[0]->leftTtl.ttl, std::chrono::milliseconds(24h));
        QCOMPARE(j[0]->rightTtl.ttl, std::chrono::milliseconds(12h));
        QCOMPARE(j[0]->leftTtl.source, std::string("STATE_TTL hint"));
    }

    void stateTtlHintOnlyOneSideLeavesTheOtherGlobal()
    {
        auto an = analyze("INSERT INTO s3 SELECT /*+ STATE_TTL('b'='5min') */ v, w, w FROM a JOIN b ON a.k = b.k;");
        const auto j = joins(*an);
        QCOMPARE(j.size(), std::size_t(1));
        QCOMPARE(j[0]->leftTtl.ttl, std::chrono::milliseconds(1h));
        QCOMPARE(j[0]->rightTtl.ttl, std::chrono::milliseconds(5min));
    }

    void aliasedTableIsNotMatchedByItsTableName()
    {
        const std::string stmt = "INSERT INTO s3 SELECT /*+ STATE_TTL('a'='1d') */ v, w, w FROM a AS x "
                                 "JOIN b AS y ON x.k = y.k;";
        auto an = analyze(stmt);
        const std::string r = expectSingleError(an->diagnostics, kTableLines + 2,
                                                static_cast<int>(stmt.find("'a'=")) + 1, {"'a'"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void chainOfJoins()
    {
        // ((x JOIN y) JOIN q): the hint sets both sides of the first join and the right side of
        // the second; the second join's left side (the first join's output) keeps the global TTL.
        auto an = analyze("INSERT INTO s3 SELECT /*+ STATE_TTL('x'='1d', 'y'='12h', 'q'='3h') */ v, w, z "
                          "FROM a AS x JOIN b AS y ON x.k = y.k JOIN c AS q ON x.k = q.k;");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const auto j = joins(*an);
        QCOMPARE(j.size(), std::size_t(2));
        const JoinNode *second = j[0]; // pre-order: the outer join first
        const JoinNode *first = j[1];
        QCOMPARE(first->leftTtl.ttl, std::chrono::milliseconds(24h));
        QCOMPARE(first->rightTtl.ttl, std::chrono::milliseconds(12h));
        QCOMPARE(second->rightTtl.ttl, std::chrono::milliseconds(3h));
        QCOMPARE(second->leftTtl.ttl, std::chrono::milliseconds(1h));
        QCOMPARE(second->leftTtl.source, std::string("table.exec.state.ttl"));
    }

    void duplicateKeyInOneHintLastWins()
    {
        auto an = analyze("INSERT INTO s3 SELECT /*+ STATE_TTL('a'='1d', 'a'='2d') */ v, w, w FROM a JOIN b ON a.k = b.k;");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const auto j = joins(*an);
        QCOMPARE(j.size(), std::size_t(1));
        QCOMPARE(j[0]->leftTtl.ttl, std::chrono::milliseconds(48h));
        QCOMPARE(j[0]->rightTtl.ttl, std::chrono::milliseconds(1h));
    }

    void sameKeyAcrossHintsFirstWins()
    {
        auto an = analyze("INSERT INTO s3 SELECT /*+ STATE_TTL('a'='2d'), STATE_TTL('a'='3d', 'b'='5h') */ "
                          "v, w, w FROM a JOIN b ON a.k = b.k;");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const auto j = joins(*an);
        QCOMPARE(j.size(), std::size_t(1));
        QCOMPARE(j[0]->leftTtl.ttl, std::chrono::milliseconds(48h));
        QCOMPARE(j[0]->rightTtl.ttl, std::chrono::milliseconds(5h)); // new keys of later hints count
    }

    void keyMatchingNothingIsAnError()
    {
        const std::string stmt = "INSERT INTO s3 SELECT /*+ STATE_TTL('zz'='1d') */ v, w, w FROM a JOIN b ON a.k = b.k;";
        auto an = analyze(stmt);
        const std::string r = expectSingleError(an->diagnostics, kTableLines + 2,
                                                static_cast<int>(stmt.find("'zz'")) + 1, {"'zz'"});
        QVERIFY2(r.empty(), r.c_str());
        QVERIFY(an->statements.empty());
    }

    void invalidHintDurationIsAnError()
    {
        const std::string stmt = "INSERT INTO s3 SELECT /*+ STATE_TTL('a'='1.5h') */ v, w, w FROM a JOIN b ON a.k = b.k;";
        auto an = analyze(stmt);
        const std::string r = expectSingleError(an->diagnostics, kTableLines + 2,
                                                static_cast<int>(stmt.find("'1.5h'")) + 1, {"'1.5h'"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void seed001OptionsHintBeatsStateTtlAndGlobal()
    {
        auto an = analyze("INSERT INTO s3 SELECT /*+ STATE_TTL('a'='1d', 'b'='2d') */ v, w, w FROM a "
                          "JOIN /*+ OPTIONS('state.ttl.left'='60S', 'state.ttl.right'='120S') */ b ON a.k = b.k;");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const auto j = joins(*an);
        QCOMPARE(j.size(), std::size_t(1));
        QCOMPARE(j[0]->leftTtl.ttl, std::chrono::milliseconds(60s));
        QCOMPARE(j[0]->rightTtl.ttl, std::chrono::milliseconds(120s));
        QCOMPARE(j[0]->leftTtl.source, std::string("join OPTIONS hint"));
    }

    void seed001OptionsHintPerSideFallsBackPerSide()
    {
        // Only the left side is set by OPTIONS; the right takes STATE_TTL, which beats the global.
        auto an = analyze("INSERT INTO s3 SELECT /*+ STATE_TTL('b'='2d') */ v, w, w FROM a "
                          "JOIN /*+ OPTIONS('state.ttl.left'='60S') */ b ON a.k = b.k;");
        const auto j = joins(*an);
        QCOMPARE(j.size(), std::size_t(1));
        QCOMPARE(j[0]->leftTtl.ttl, std::chrono::milliseconds(60s));
        QCOMPARE(j[0]->rightTtl.ttl, std::chrono::milliseconds(48h));
        auto noHint = analyze("INSERT INTO s3 SELECT v, w, w FROM a "
                              "JOIN /*+ OPTIONS('state.ttl.right'='120S') */ b ON a.k = b.k;");
        const auto j2 = joins(*noHint);
        QCOMPARE(j2.size(), std::size_t(1));
        QCOMPARE(j2[0]->leftTtl.ttl, std::chrono::milliseconds(1h));
        QCOMPARE(j2[0]->rightTtl.ttl, std::chrono::milliseconds(120s));
    }

    void seed001HintWithWhereIsAnError()
    {
        const std::string stmt = "INSERT INTO s3 SELECT v, w, w FROM a JOIN /*+ OPTIONS('state.ttl.left'='60S', "
                                 "'state.ttl.right'='120S') */ b ON a.k = b.k WHERE a.k > 1;";
        auto an = analyze(stmt);
        const std::string r = expectSingleError(an->diagnostics, kTableLines + 2,
                                                static_cast<int>(stmt.find("a.k > 1")) + 1, {"WHERE"});
        QVERIFY2(r.empty(), r.c_str());
        QVERIFY(an->statements.empty());
    }

    void seed001HintRejectsOtherKeys()
    {
        const std::string stmt = "INSERT INTO s3 SELECT v, w, w FROM a JOIN /*+ OPTIONS('state.ttl'='60S') */ b ON a.k = b.k;";
        auto an = analyze(stmt);
        const std::string r = expectSingleError(an->diagnostics, kTableLines + 2,
                                                static_cast<int>(stmt.find("'state.ttl'")) + 1,
                                                {"'state.ttl.left'", "'state.ttl.right'"});
        QVERIFY2(r.empty(), r.c_str());
    }

    void aggregationStateTtlByTableName()
    {
        auto an = analyze("INSERT INTO s2 SELECT /*+ STATE_TTL('a'='2h') */ k, COUNT(*) FROM a GROUP BY k;");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const AggregateNode *agg = aggregate(*an);
        QVERIFY(agg);
        QCOMPARE(agg->ttl.ttl, std::chrono::milliseconds(2h));
        QCOMPARE(agg->ttl.source, std::string("STATE_TTL hint"));
    }

    void aggregationStateTtlByAliasAfterWhere()
    {
        auto an = analyze("INSERT INTO s2 SELECT /*+ STATE_TTL('t'='30min') */ k, COUNT(*) FROM a AS t "
                          "WHERE k > 0 GROUP BY k;");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const AggregateNode *agg = aggregate(*an);
        QVERIFY(agg);
        QCOMPARE(agg->ttl.ttl, std::chrono::milliseconds(30min));
    }

    void hintAppliesOnlyToItsQueryBlock()
    {
        // The outer block's hint does not reach the aggregation of the inner block.
        const std::string stmt = "INSERT INTO s2 SELECT /*+ STATE_TTL('a'='2h') */ k, n FROM "
                                 "(SELECT k, COUNT(*) AS n FROM a GROUP BY k) AS g;";
        auto an = analyze(stmt);
        const auto errors = find(an->diagnostics, Severity::Error);
        QCOMPARE(errors.size(), std::size_t(1));
        QVERIFY(errors[0]->message.english().find("'a'") != std::string::npos);
        auto inner = analyze("INSERT INTO s2 SELECT k, n FROM "
                             "(SELECT /*+ STATE_TTL('a'='2h') */ k, COUNT(*) AS n FROM a GROUP BY k) AS g;");
        QVERIFY2(!inner->diagnostics.hasErrors(), diagnosticsText(inner->diagnostics).c_str());
        const AggregateNode *agg = aggregate(*inner);
        QVERIFY(agg);
        QCOMPARE(agg->ttl.ttl, std::chrono::milliseconds(2h));
    }
};

QTEST_GUILESS_MAIN(StateTtlTest)
#include "state_ttl_test.moc"
