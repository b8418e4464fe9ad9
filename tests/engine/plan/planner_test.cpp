// Physical planning decisions: parallelism (parallelism.default,
// table.exec.resource.default-parallelism, sink.parallelism, singleton global aggregates),
// mini-batch two-phase aggregation, distinct splitting, interval joins, and the advisor's
// unbounded-state warning.

#include "plan_test_support.h"

#include "plan/plan_printer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::plan::testing;

namespace {

const std::string kMiniBatch = "SET 'table.exec.mini-batch.enabled' = 'true';\n"
                               "SET 'table.exec.mini-batch.size' = '5000';\n"
                               "SET 'table.exec.mini-batch.allow-latency' = '200 ms';\n";

const std::string kTables =
    "CREATE TABLE a (k INT, v STRING) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE b (k INT, w STRING) WITH ('connector' = 'datagen');\n"
    "CREATE TABLE bounded (k INT, w STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '100');\n"
    "CREATE TABLE s2 (k INT, n BIGINT) WITH ('connector' = 'blackhole');\n"
    "CREATE TABLE s1 (n BIGINT) WITH ('connector' = 'blackhole');\n"
    "CREATE TABLE pv (v STRING, w STRING) WITH ('connector' = 'print', 'sink.parallelism' = '2');\n"
    "CREATE TABLE pc (k INT, n BIGINT) WITH ('connector' = 'print', 'sink.parallelism' = '2');\n"
    "CREATE TABLE pk2 (k INT, n BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'print', "
    "'sink.parallelism' = '2');\n";

/// The column names, each followed by a space.
std::string columnNames(const RowSchema &schema)
{
    std::string out;
    for (const Field &f : schema)
        out += f.name + " ";
    return out;
}

std::unique_ptr<ScriptAnalysis> analyze(const std::string &sets, const std::string &statement)
{
    return analyzeScript(sets + kTables + statement + "\n");
}

const char *const kJoin = "INSERT INTO pv SELECT v, w FROM a JOIN b ON a.k = b.k;";
const char *const kJoinIntoBlackhole =
    "INSERT INTO s2 SELECT a.k, CAST(CHAR_LENGTH(w) AS BIGINT) FROM a JOIN b ON a.k = b.k;";
const char *const kGroupBy = "INSERT INTO s2 SELECT k, COUNT(*) FROM a GROUP BY k;";
const char *const kGlobal = "INSERT INTO s1 SELECT COUNT(*) FROM a;";
const char *const kDistinct = "INSERT INTO s2 SELECT k, COUNT(DISTINCT v) FROM a GROUP BY k;";

std::vector<AggPhase> phases(const PlanNode &root)
{
    std::vector<AggPhase> out;
    for (const AggregateNode *n : nodesOf<AggregateNode>(root))
        out.push_back(n->phase);
    return out;
}

} // namespace

class PlannerTest : public QObject {
    Q_OBJECT
private slots:
    void parallelismDefaultsToOne()
    {
        auto an = analyze("", kJoinIntoBlackhole);
        const SinkNode *sink = onlySink(*an);
        QVERIFY(sink);
        QCOMPARE(sink->parallelism, 1);
        for (const PlanNode *n : nodesOf(*sink, PlanNodeKind::TableSourceScan))
            QCOMPARE(n->parallelism, 1);
    }

    void parallelismFromParallelismDefault()
    {
        auto an = analyze("SET 'parallelism.default' = '4';\n", kJoinIntoBlackhole);
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const SinkNode *sink = onlySink(*an);
        QVERIFY(sink);
        const auto scans = nodesOf<ScanNode>(*sink);
        QCOMPARE(scans.size(), std::size_t(2));
        for (const ScanNode *s : scans) {
            QCOMPARE(s->parallelism, 4);
            QVERIFY(!s->reasons.empty() && s->reasons.front().find("parallelism.default") != std::string::npos);
        }
        const JoinNode *join = single<JoinNode>(*sink);
        QVERIFY(join);
        QCOMPARE(join->parallelism, 4);
        QCOMPARE(sink->parallelism, 4);
        // The join's inputs are hashed by the join keys.
        for (const auto &in : join->inputs) {
            QVERIFY(in->is<ExchangeNode>());
            QCOMPARE(in->as<ExchangeNode>().distribution, Distribution::Hash);
        }
    }

    void tableDefaultParallelismOverridesParallelismDefault()
    {
        auto an = analyze("SET 'parallelism.default' = '4';\n"
                          "SET 'table.exec.resource.default-parallelism' = '3';\n",
                          kGroupBy);
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const SinkNode *sink = onlySink(*an);
        QVERIFY(sink);
        const ScanNode *scan = single<ScanNode>(*sink);
        QVERIFY(scan);
        QCOMPARE(scan->parallelism, 3);
        QVERIFY(scan->reasons.front().find("table.exec.resource.default-parallelism") != std::string::npos);
        QCOMPARE(single<AggregateNode>(*sink)->parallelism, 3);
        QCOMPARE(sink->parallelism, 3);

        // -1 (Flink's default) means "use parallelism.default".
        auto unset = analyze("SET 'parallelism.default' = '4';\n"
                             "SET 'table.exec.resource.default-parallelism' = '-1';\n",
                             kGroupBy);
        QCOMPARE(single<ScanNode>(*onlySink(*unset))->parallelism, 4);
    }

    void sinkParallelismOption()
    {
        auto an = analyze("SET 'parallelism.default' = '4';\n", kJoin);
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const SinkNode *sink = onlySink(*an);
        QVERIFY(sink);
        QCOMPARE(sink->parallelism, 2);
        QCOMPARE(single<JoinNode>(*sink)->parallelism, 4);
        // Insert-only rows are redistributed to the sink's two subtasks.
        QVERIFY(sink->inputs.at(0)->is<ExchangeNode>());
        QCOMPARE(sink->inputs.at(0)->parallelism, 2);
    }

    void sinkParallelismWithUpdatesNeedsAPrimaryKey()
    {
        // Flink's CommonExecSink: a configured sink parallelism different from the input's, with
        // a changelog input and no primary key, is rejected (rows of one key could reorder).
        const std::string stmt = "INSERT INTO pc SELECT k, COUNT(*) FROM a GROUP BY k;";
        auto an = analyze("SET 'parallelism.default' = '4';\n", stmt);
        const std::string r = expectSingleError(an->diagnostics, 10, 13,
                                                {"'pc'", "configured parallelism of 2", "primary key"});
        QVERIFY2(r.empty(), r.c_str());

        // With a primary key the changes are hashed by it to the sink.
        auto keyed = analyze("SET 'parallelism.default' = '4';\n",
                             "INSERT INTO pk2 SELECT k, COUNT(*) FROM a GROUP BY k;");
        QVERIFY2(!keyed->diagnostics.hasErrors(), diagnosticsText(keyed->diagnostics).c_str());
        const SinkNode *sink = onlySink(*keyed);
        QVERIFY(sink);
        QCOMPARE(sink->parallelism, 2);
        const PlanNode &feed = *sink->inputs.at(0);
        QVERIFY(feed.is<ExchangeNode>());
        QCOMPARE(feed.as<ExchangeNode>().distribution, Distribution::Hash);
    }

    void globalAggregateRunsOnOneSubtask()
    {
        auto an = analyze("SET 'parallelism.default' = '4';\n", kGlobal);
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const SinkNode *sink = onlySink(*an);
        QVERIFY(sink);
        const AggregateNode *agg = single<AggregateNode>(*sink);
        QVERIFY(agg);
        QVERIFY(agg->groupKeys.empty());
        QCOMPARE(agg->parallelism, 1);
        const PlanNode &in = *agg->inputs.at(0);
        QVERIFY(in.is<ExchangeNode>());
        QCOMPARE(in.as<ExchangeNode>().distribution, Distribution::Singleton);
        QCOMPARE(single<ScanNode>(*sink)->parallelism, 4);
        // Without 'sink.parallelism' the sink takes its input's parallelism (Flink's
        // CommonExecSink), so the single result row's updates stay in order.
        QCOMPARE(sink->parallelism, 1);
        QVERIFY(nodesOf<ExchangeNode>(*sink).size() == 1);
    }

    void whereAndSelectBecomeOneCalc()
    {
        // Flink's CalcMergeRule: the filter and the projection run as one Calc.
        auto an = analyze("", "INSERT INTO s2 SELECT k + 1, CAST(CHAR_LENGTH(v) AS BIGINT) FROM a "
                              "WHERE k > 3 AND v <> 'x';");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const SinkNode *sink = onlySink(*an);
        QVERIFY(sink);
        const CalcNode *calc = single<CalcNode>(*sink);
        QVERIFY(calc);
        QVERIFY(calc->condition);
        QCOMPARE(QString::fromStdString(calc->condition->toString()),
                 QStringLiteral("((k > 3) AND (v <> 'x'))"));
        QCOMPARE(calc->projections.size(), std::size_t{2});
        QCOMPARE(QString::fromStdString(calc->projections[0]->toString()), QStringLiteral("(k + 1)"));
        QVERIFY(calc->inputs.at(0)->is<ScanNode>());
    }

    void calcsThatWouldComputeAnExpressionTwiceStaySeparate()
    {
        // The inner projection's k * 2 is read twice by the outer one: merging would compute it
        // twice per row, so the two Calcs stay.
        auto an = analyze("", "INSERT INTO s2 SELECT d + d, CAST(d AS BIGINT) FROM "
                              "(SELECT k * 2 AS d FROM a) WHERE d > 0;");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const SinkNode *sink = onlySink(*an);
        QVERIFY(sink);
        QCOMPARE(nodesOf<CalcNode>(*sink).size(), std::size_t{2});
    }

    void topNWithoutTheRowNumberDoesNotOutputIt()
    {
        const std::string inner = "(SELECT k, v, ROW_NUMBER() OVER (PARTITION BY v ORDER BY k DESC) "
                                  "AS rn FROM a) WHERE rn <= 3;";
        auto without = analyze("", "INSERT INTO s2 SELECT k, CAST(k AS BIGINT) FROM " + inner);
        QVERIFY2(!without->diagnostics.hasErrors(), diagnosticsText(without->diagnostics).c_str());
        const RankNode *rank = single<RankNode>(*onlySink(*without));
        QVERIFY(rank);
        QVERIFY(!rank->outputRankNumber);
        QCOMPARE(rank->schema.size(), rank->inputs.at(0)->schema.size()); // no row-number column
        auto with = analyze("", "INSERT INTO s2 SELECT k, rn FROM " + inner);
        QVERIFY2(!with->diagnostics.hasErrors(), diagnosticsText(with->diagnostics).c_str());
        const RankNode *ranked = single<RankNode>(*onlySink(*with));
        QVERIFY(ranked);
        QVERIFY(ranked->outputRankNumber);
        QCOMPARE(ranked->schema.size(), ranked->inputs.at(0)->schema.size() + 1);
    }

    void unionAllKeepsASharedTimeAttribute()
    {
        // Flink keeps a time attribute both inputs of a UNION ALL share, so a window can follow.
        const std::string tables =
            "CREATE TABLE e1 (k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) "
            "WITH ('connector' = 'datagen');\n"
            "CREATE TABLE e2 (k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) "
            "WITH ('connector' = 'datagen');\n"
            "CREATE TABLE w (k INT, n BIGINT) WITH ('connector' = 'blackhole');\n";
        const std::string window = "INSERT INTO w SELECT k, COUNT(*) FROM TABLE(TUMBLE(TABLE u, "
                                   "DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY k, window_start, "
                                   "window_end;\n";
        auto all = analyzeScript(tables + "CREATE VIEW u AS SELECT * FROM e1 UNION ALL SELECT * FROM e2;\n" +
                                 window);
        QVERIFY2(!all->diagnostics.hasErrors(), diagnosticsText(all->diagnostics).c_str());
        QVERIFY(single<WindowAggregateNode>(*onlySink(*all)));
        // UNION (distinct) is an aggregation: its output has no time attribute left.
        auto distinct = analyzeScript(tables + "CREATE VIEW u AS SELECT * FROM e1 UNION SELECT * FROM e2;\n" +
                                      window);
        QVERIFY(distinct->diagnostics.hasErrors());
    }

    void aRegularJoinMaterialisesTimeAttributes()
    {
        // As Flink's RelTimeIndicatorConverter: after a regular join the rowtime is a plain
        // TIMESTAMP, so a window over it fails as on Flink; an interval join keeps it.
        const std::string tables =
            "CREATE TABLE e1 (k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' "
            "SECOND) "
            "WITH ('connector' = 'datagen');\n"
            "CREATE TABLE e2 (k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' "
            "SECOND) "
            "WITH ('connector' = 'datagen');\n"
            "CREATE TABLE w (k INT, n BIGINT) WITH ('connector' = 'blackhole');\n";
        const std::string window =
            "INSERT INTO w SELECT k, COUNT(*) FROM TABLE(TUMBLE(TABLE j, "
            "DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY k, window_start, "
            "window_end;\n";
        auto regular = analyzeScript(tables +
                                     "CREATE VIEW j AS SELECT e1.k, e1.ts FROM e1 JOIN e2 ON "
                                     "e1.k = e2.k;\n" +
                                     window);
        QVERIFY(regular->diagnostics.hasErrors());
        QVERIFY2(diagnosticsText(regular->diagnostics).find("but 'ts' is TIMESTAMP(3)") !=
                     std::string::npos,
                 diagnosticsText(regular->diagnostics).c_str());
        auto interval = analyzeScript(tables +
                                      "CREATE VIEW j AS SELECT e1.k, e1.ts FROM e1 JOIN e2 ON "
                                      "e1.k = e2.k AND e1.ts = e2.ts;\n" +
                                      window);
        QVERIFY2(!interval->diagnostics.hasErrors(),
                 diagnosticsText(interval->diagnostics).c_str());
        QVERIFY(single<WindowAggregateNode>(*onlySink(*interval)));
    }

    void expressionEqualitiesBecomeJoinKeys()
    {
        // As Flink's JoinPushExpressionsRule: an equality between an expression of each input is
        // an equi-key, its expressions computed below the join; a plain column stays as it is.
        const std::string tables =
            "CREATE TABLE a (k INT, s STRING, v BIGINT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE b (k BIGINT, s STRING, w BIGINT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE o (x INT, y BIGINT) WITH ('connector' = 'blackhole');\n";
        auto plan = [&](const std::string &on) {
            return analyzeScript(tables + "INSERT INTO o SELECT a.k, b.w FROM a JOIN b ON " + on +
                                 ";\n");
        };
        auto expr = plan("a.k + 1 = b.k AND LOWER(a.s) = b.s AND a.v < b.w");
        QVERIFY2(!expr->diagnostics.hasErrors(), diagnosticsText(expr->diagnostics).c_str());
        QVERIFY(withCode(expr->diagnostics, "join-without-keys").empty());
        const JoinNode *join = single<JoinNode>(*onlySink(*expr));
        QVERIFY(join);
        // Computed after a's columns, of which a.s, read by no one above the join, is pruned.
        QCOMPARE(join->leftKeys, (std::vector<int>{2, 3}));
        QCOMPARE(join->rightKeys, (std::vector<int>{0, 1})); // b.k and b.s themselves
        QVERIFY(join->nonEquiCondition);                     // a.v < b.w
        QCOMPARE(join->schema.size(), std::size_t{7});
        QCOMPARE(onlySink(*expr)->schema.size(), std::size_t{2});

        // An operand reading both inputs (or neither) is no key: every row meets every row.
        for (const char *on : {"a.k + b.k = 2", "a.k = 1"}) {
            auto none = plan(on);
            QVERIFY2(!none->diagnostics.hasErrors(), diagnosticsText(none->diagnostics).c_str());
            QVERIFY2(!withCode(none->diagnostics, "join-without-keys").empty(), on);
        }
    }

    void aJoinKeepsOnlyTheColumnsReadAboveIt()
    {
        // As Flink's projection push-down below a join: the join's inputs carry the keys, the
        // condition's columns and what the projection above reads; nothing else reaches state.
        const std::string tables =
            "CREATE TABLE a (id INT, note STRING, big STRING, t BIGINT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE b (aid INT, url STRING, price BIGINT, u BIGINT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE o (x INT, y BIGINT) WITH ('connector' = 'blackhole');\n";
        auto inner = analyzeScript(tables + "INSERT INTO o SELECT a.id, b.price FROM a JOIN b "
                                            "ON a.id = b.aid AND b.u > a.t;\n");
        QVERIFY2(!inner->diagnostics.hasErrors(), diagnosticsText(inner->diagnostics).c_str());
        const JoinNode *join = single<JoinNode>(*onlySink(*inner));
        QVERIFY(join);
        QCOMPARE(columnNames(join->schema), std::string("id t aid price u "));
        QCOMPARE(join->leftKeys, (std::vector<int>{0}));
        QCOMPARE(join->rightKeys, (std::vector<int>{0}));

        // An updating input keeps its unique key's columns, as the join's state needs them.
        auto updating = analyzeScript(tables + "INSERT INTO o SELECT a.id, c.n FROM a LEFT JOIN "
                                               "(SELECT url, aid, COUNT(*) AS n FROM b GROUP BY url, aid) c "
                                               "ON a.id = c.aid;\n");
        QVERIFY2(!updating->diagnostics.hasErrors(), diagnosticsText(updating->diagnostics).c_str());
        const JoinNode *left = single<JoinNode>(*onlySink(*updating));
        QVERIFY(left);
        QCOMPARE(columnNames(left->schema), std::string("id url aid n "));
    }

    void aWindowTableFunctionCopiesOnlyWhatIsRead()
    {
        // A HOP read by a projection copies each row into 5 windows; only the key and the time
        // column (which the windows come from) go along.
        auto a = analyzeScript(
            "CREATE TABLE bids (auction BIGINT, url STRING, extra STRING, price BIGINT, ts TIMESTAMP(3),\n"
            "  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE o (a BIGINT, s TIMESTAMP(3)) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO o SELECT auction, window_start FROM TABLE(HOP(TABLE bids, DESCRIPTOR(ts), "
            "INTERVAL '2' SECOND, INTERVAL '10' SECOND));\n");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        const WindowTableFunctionNode *tvf = single<WindowTableFunctionNode>(*onlySink(*a));
        QVERIFY(tvf);
        QCOMPARE(columnNames(tvf->schema), std::string("auction ts window_start window_end window_time "));
        QCOMPARE(tvf->window.timeColumn, 1);
        QCOMPARE(tvf->inputs[0]->schema.size(), std::size_t{2});
    }

    void aWindowAggregationAssignsTheWindowsOfItsTableFunction()
    {
        // q5's shape: as Flink's planner, the HOP is pulled into the aggregation, which reads the
        // key and the time column and assigns each row its windows.
        const std::string tables =
            "CREATE TABLE bids (auction BIGINT, url STRING, extra STRING, price BIGINT, ts TIMESTAMP(3),\n"
            "  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE o (a BIGINT, n BIGINT) WITH ('connector' = 'blackhole');\n";
        const std::string hop = " FROM TABLE(HOP(TABLE bids, DESCRIPTOR(ts), INTERVAL '2' SECOND, "
                                "INTERVAL '10' SECOND)) ";
        auto a = analyzeScript(tables + "INSERT INTO o SELECT auction, COUNT(*)" + hop +
                               "GROUP BY auction, window_start, window_end;\n");
        QVERIFY2(!a->diagnostics.hasErrors(), diagnosticsText(a->diagnostics).c_str());
        QVERIFY(!single<WindowTableFunctionNode>(*onlySink(*a)));
        const WindowAggregateNode *agg = single<WindowAggregateNode>(*onlySink(*a));
        QVERIFY(agg);
        QVERIFY(agg->assignsWindows);
        QCOMPARE(columnNames(agg->inputs[0]->schema), std::string("auction ts "));
        QCOMPARE(agg->window.timeColumn, 1);
        QCOMPARE(agg->groupKeys, (std::vector<int>{0, 2, 3}));
        QCOMPARE(agg->windowStartKey, 2);
        QCOMPARE(agg->windowEndKey, 3);
        QCOMPARE(columnNames(windowedInputSchema(*agg)), std::string("auction ts window_start window_end "));
        const std::string text = printPlan(*onlySink(*a));
        QVERIFY2(text.find("WindowAggregate(groupBy=[auction], window=[HOP(time_col=[ts], size=[10 s], "
                           "slide=[2 s])], select=[auction, window_start, window_end, COUNT(*) AS") !=
                     std::string::npos,
                 text.c_str());

        // An aggregate over a window column, or a filter on one, keeps the window table function
        // (Flink's rule does not match either).
        auto onWindow = analyzeScript(tables + "INSERT INTO o SELECT auction, COUNT(DISTINCT window_time)" +
                                      hop + "GROUP BY auction, window_start, window_end;\n");
        QVERIFY2(!onWindow->diagnostics.hasErrors(), diagnosticsText(onWindow->diagnostics).c_str());
        QVERIFY(single<WindowTableFunctionNode>(*onlySink(*onWindow)));
        QVERIFY(!single<WindowAggregateNode>(*onlySink(*onWindow))->assignsWindows);
        auto filtered = analyzeScript(tables + "INSERT INTO o SELECT auction, COUNT(*)" + hop +
                                      "WHERE window_start > TIMESTAMP '2020-01-01 00:00:00' "
                                      "GROUP BY auction, window_start, window_end;\n");
        QVERIFY2(!filtered->diagnostics.hasErrors(), diagnosticsText(filtered->diagnostics).c_str());
        QVERIFY(single<WindowTableFunctionNode>(*onlySink(*filtered)));
    }

    void timeBoundsBetweenRowtimesMakeAnIntervalJoin()
    {
        const std::string tables =
            "CREATE TABLE e1 (k INT, ts TIMESTAMP(3), v INT, WATERMARK FOR ts AS ts - INTERVAL '1' "
            "SECOND) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE e2 (k INT, ts TIMESTAMP(3), v INT, WATERMARK FOR ts AS ts - INTERVAL '1' "
            "SECOND) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE plain (k INT, ts TIMESTAMP(3), v INT) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE f (k INT, a TIMESTAMP(3), b TIMESTAMP(3)) WITH ('connector' = "
            "'filesystem', 'path' = '/tmp/sluice-planner-test-out', 'format' = 'csv');\n";
        auto plan = [&](const std::string &from) {
            return analyzeScript(tables + "INSERT INTO f SELECT e1.k, e1.ts, x.ts FROM " + from +
                                 ";\n");
        };
        // BETWEEN, an outer join, a remaining condition: append-only, so a file sink takes it.
        auto between = plan("e1 LEFT JOIN e2 AS x ON e1.k = x.k AND e1.v > x.v AND e1.ts BETWEEN "
                            "x.ts - INTERVAL '5' SECOND AND x.ts + INTERVAL '1' MINUTE");
        QVERIFY2(!between->diagnostics.hasErrors(), diagnosticsText(between->diagnostics).c_str());
        const JoinNode *join = single<JoinNode>(*onlySink(*between));
        QVERIFY(join && join->interval);
        QCOMPARE(join->interval->lower, std::int64_t(-5000));
        QCOMPARE(join->interval->upper, std::int64_t(60000));
        QCOMPARE(join->interval->leftTimeColumn, 1);
        QCOMPARE(join->interval->rightTimeColumn, 1);
        QVERIFY(join->changelog.isInsertOnly());
        QVERIFY(join->nonEquiCondition);
        // What remains is e1.v > x.v, over the join's columns (x.v is column 5).
        QCOMPARE(join->nonEquiCondition->function, ScalarFunction::GreaterThan);
        QCOMPARE(join->nonEquiCondition->args.at(0)->inputIndex, 2);
        QCOMPARE(join->nonEquiCondition->args.at(1)->inputIndex, 5);
        QCOMPARE(join->interval->maxOutputDelay(), std::int64_t(60000));
        QVERIFY(withCode(between->diagnostics, "state-ttl-missing").empty());

        // Strict bounds become inclusive ones a millisecond in; either side may come first.
        auto strict = plan("e1 JOIN e2 AS x ON e1.k = x.k AND x.ts < e1.ts + INTERVAL '1' SECOND "
                           "AND e1.ts < x.ts + INTERVAL '2' SECOND");
        QVERIFY2(!strict->diagnostics.hasErrors(), diagnosticsText(strict->diagnostics).c_str());
        join = single<JoinNode>(*onlySink(*strict));
        QVERIFY(join && join->interval);
        QCOMPARE(join->interval->lower, std::int64_t(-999));
        QCOMPARE(join->interval->upper, std::int64_t(1999));
        QVERIFY(!join->nonEquiCondition);

        // One equality pins the window (IntervalJoinUtil's single EQUALS predicate): as a key
        // pair (l.ts = r.ts), with an offset, or through a CAST of the rowtime to a TIMESTAMP.
        auto equal = plan("e1 LEFT JOIN e2 AS x ON e1.k = x.k AND e1.ts = x.ts");
        QVERIFY2(!equal->diagnostics.hasErrors(), diagnosticsText(equal->diagnostics).c_str());
        join = single<JoinNode>(*onlySink(*equal));
        QVERIFY(join && join->interval);
        QCOMPARE(join->interval->lower, std::int64_t(0));
        QCOMPARE(join->interval->upper, std::int64_t(0));
        QCOMPARE(join->interval->leftTimeColumn, 1);
        QCOMPARE(join->interval->rightTimeColumn, 1);
        QVERIFY(join->changelog.isInsertOnly());
        auto offset = plan("e1 LEFT JOIN e2 AS x ON e1.k = x.k AND "
                           "CAST(e1.ts AS TIMESTAMP(3)) = x.ts + INTERVAL '2' SECOND");
        QVERIFY2(!offset->diagnostics.hasErrors(), diagnosticsText(offset->diagnostics).c_str());
        join = single<JoinNode>(*onlySink(*offset));
        QVERIFY(join && join->interval);
        QCOMPARE(join->interval->lower, std::int64_t(2000));
        QCOMPARE(join->interval->upper, std::int64_t(2000));
        QVERIFY(!join->nonEquiCondition);
        // An equality beside range bounds is no interval join in Flink either.
        auto mixed = plan("e1 LEFT JOIN e2 AS x ON e1.k = x.k AND e1.ts = x.ts AND e1.ts BETWEEN "
                          "x.ts - INTERVAL '1' SECOND AND x.ts");
        QVERIFY(mixed->diagnostics.hasErrors());

        // One bound only, or a column that is no time attribute: a regular join, which keeps
        // updating outer rows, so the file sink refuses it as Flink does.
        auto oneBound = plan("e1 LEFT JOIN e2 AS x ON e1.k = x.k AND e1.ts >= x.ts");
        QVERIFY(oneBound->diagnostics.hasErrors());
        auto inner = analyzeScript(tables + "INSERT INTO f SELECT e1.k, e1.ts, x.ts FROM e1 JOIN "
                                            "plain AS x ON e1.k = x.k AND e1.ts BETWEEN x.ts AND "
                                            "x.ts + INTERVAL '1' SECOND;\n");
        QVERIFY2(!inner->diagnostics.hasErrors(), diagnosticsText(inner->diagnostics).c_str());
        join = single<JoinNode>(*onlySink(*inner));
        QVERIFY(join && !join->interval);
    }

    void miniBatchMakesLocalAndGlobalAggregates()
    {
        auto an = analyze("SET 'parallelism.default' = '4';\n" + kMiniBatch, kGroupBy);
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const SinkNode *sink = onlySink(*an);
        QVERIFY(sink);
        QCOMPARE(phases(*sink), (std::vector<AggPhase>{AggPhase::Global, AggPhase::Local}));
        const auto aggs = nodesOf<AggregateNode>(*sink);
        const AggregateNode *global = aggs[0];
        const AggregateNode *local = aggs[1];
        QVERIFY(global->miniBatch);
        QCOMPARE(local->parallelism, 4);
        // The local phase runs before the shuffle: Global <- Exchange(hash) <- Local.
        const PlanNode &shuffle = *global->inputs.at(0);
        QVERIFY(shuffle.is<ExchangeNode>());
        QCOMPARE(shuffle.as<ExchangeNode>().distribution, Distribution::Hash);
        QCOMPARE(shuffle.inputs.at(0).get(), static_cast<const PlanNode *>(local));
        const auto *mb = single<MiniBatchAssignerNode>(*sink);
        QVERIFY(mb);
        QCOMPARE(mb->size, std::int64_t(5000));
        QCOMPARE(mb->interval, std::chrono::milliseconds(200));
    }

    void explicitTwoPhaseIsTheSame()
    {
        auto an = analyze(kMiniBatch + "SET 'table.optimizer.agg-phase-strategy' = 'TWO_PHASE';\n", kGroupBy);
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        QCOMPARE(phases(*onlySink(*an)), (std::vector<AggPhase>{AggPhase::Global, AggPhase::Local}));
    }

    void onePhaseStrategyKeepsOneAggregate()
    {
        auto an = analyze(kMiniBatch + "SET 'table.optimizer.agg-phase-strategy' = 'ONE_PHASE';\n", kGroupBy);
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const SinkNode *sink = onlySink(*an);
        QCOMPARE(phases(*sink), std::vector<AggPhase>{AggPhase::Single});
        QVERIFY(single<AggregateNode>(*sink)->miniBatch); // still mini-batched
    }

    void noMiniBatchMeansOnePhase()
    {
        auto an = analyze("SET 'table.optimizer.agg-phase-strategy' = 'TWO_PHASE';\n", kGroupBy);
        const SinkNode *sink = onlySink(*an);
        QVERIFY(sink);
        QCOMPARE(phases(*sink), std::vector<AggPhase>{AggPhase::Single});
        QVERIFY(nodesOf<MiniBatchAssignerNode>(*sink).empty());
        QVERIFY(!single<AggregateNode>(*sink)->miniBatch);
    }

    void distinctSplitMakesPartialAndFinalLevels()
    {
        auto an = analyze(kMiniBatch + "SET 'table.optimizer.distinct-agg.split.enabled' = 'true';\n"
                                       "SET 'table.optimizer.distinct-agg.split.bucket-num' = '256';\n",
                          kDistinct);
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        const SinkNode *sink = onlySink(*an);
        QVERIFY(sink);
        QCOMPARE(phases(*sink), (std::vector<AggPhase>{AggPhase::Final, AggPhase::Partial}));
        const auto aggs = nodesOf<AggregateNode>(*sink);
        const AggregateNode *final = aggs[0];
        const AggregateNode *partial = aggs[1];
        // Partial is keyed by the group key plus the bucket; final by the group key alone.
        QCOMPARE(partial->groupKeys.size(), std::size_t(2));
        QCOMPARE(partial->schema.at(1).name, std::string("$bucket"));
        QCOMPARE(final->groupKeys.size(), std::size_t(1));
        bool bucketsSeen = false;
        for (const CalcNode *c : nodesOf<CalcNode>(*sink)) {
            for (const auto &p : c->projections)
                bucketsSeen = bucketsSeen || p->toString().find("256") != std::string::npos;
        }
        QVERIFY(bucketsSeen);
    }

    void distinctWithoutSplitIsOneLevel()
    {
        auto an = analyze("", kDistinct);
        QCOMPARE(phases(*onlySink(*an)), std::vector<AggPhase>{AggPhase::Single});
    }

    void advisorWarnsForJoinOverUnboundedSourceWithoutTtl()
    {
        auto an = analyze("", kJoin);
        const auto w = find(an->diagnostics, Severity::Warning, "grows without bound");
        QCOMPARE(w.size(), std::size_t(1));
        QCOMPARE(w[0]->code, std::string("state-ttl-missing"));
        QCOMPARE(w[0]->range.begin.line, 9);
    }

    void advisorIsQuietWithTtl()
    {
        auto an = analyze("SET 'table.exec.state.ttl' = '1h';\n", kJoin);
        QVERIFY2(find(an->diagnostics, Severity::Warning, "grows without bound").empty(),
                 diagnosticsText(an->diagnostics).c_str());
        auto hinted = analyze("", "INSERT INTO pv SELECT /*+ STATE_TTL('a'='1h', 'b'='1h') */ v, w "
                                  "FROM a JOIN b ON a.k = b.k;");
        QVERIFY2(find(hinted->diagnostics, Severity::Warning, "grows without bound").empty(),
                 diagnosticsText(hinted->diagnostics).c_str());
    }

    void advisorNamesTheSideWithoutTtl()
    {
        auto an = analyze("", "INSERT INTO pv SELECT /*+ STATE_TTL('a'='1h') */ v, w FROM a JOIN b ON a.k = b.k;");
        const auto w = find(an->diagnostics, Severity::Warning, "grows without bound");
        QCOMPARE(w.size(), std::size_t(1));
        QVERIFY(w[0]->message.english().find("right input") != std::string::npos);
    }

    void advisorIsQuietForBoundedSources()
    {
        auto an = analyze("", "INSERT INTO pv SELECT bounded.w, c.w FROM bounded JOIN bounded AS c ON bounded.k = c.k;");
        QVERIFY2(!an->diagnostics.hasErrors(), diagnosticsText(an->diagnostics).c_str());
        QVERIFY2(find(an->diagnostics, Severity::Warning, "grows without bound").empty(),
                 diagnosticsText(an->diagnostics).c_str());
    }

    void advisorWarnsForUnboundedGroupBy()
    {
        auto an = analyze("", kGroupBy);
        QCOMPARE(find(an->diagnostics, Severity::Warning, "grows without bound").size(), std::size_t(1));
        // And suggests mini-batch for an aggregation over a fast source.
        QCOMPARE(withCode(an->diagnostics, "mini-batch-advice").size(), std::size_t(1));
        auto batched = analyze(kMiniBatch, kGroupBy);
        QVERIFY(withCode(batched->diagnostics, "mini-batch-advice").empty());
    }

    void advisorWarnsWhenTtlIsShorterThanTheWatermarkDelay()
    {
        const std::string tables =
            "CREATE TABLE clicks (user_id INT, ts TIMESTAMP(3), "
            "WATERMARK FOR ts AS ts - INTERVAL '1' MINUTE) WITH ('connector' = 'datagen');\n"
            "CREATE TABLE counts (user_id INT, c BIGINT) WITH ('connector' = 'blackhole');\n"
            "INSERT INTO counts SELECT user_id, COUNT(*) FROM clicks GROUP BY user_id;\n";
        auto shortTtl = analyzeScript("SET 'table.exec.state.ttl' = '10 s';\n" + tables);
        const auto w = withCode(shortTtl->diagnostics, "ttl-shorter-than-watermark");
        QCOMPARE(w.size(), std::size_t(1));
        QCOMPARE(w[0]->range.begin.line, 4);
        QVERIFY(w[0]->message.english().find("1 min") != std::string::npos);
        auto longTtl = analyzeScript("SET 'table.exec.state.ttl' = '2 min';\n" + tables);
        QVERIFY(withCode(longTtl->diagnostics, "ttl-shorter-than-watermark").empty());
    }

    void fileSourceParallelismFollowsItsFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const char *name : {"a.csv", "b.csv", "part=1/c.csv", ".hidden", "_SUCCESS"}) {
            const QString path = dir.filePath(QString::fromLatin1(name));
            QDir().mkpath(QFileInfo(path).absolutePath());
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("1\n");
        }
        const std::string table = "CREATE TABLE files (k INT) WITH ('connector' = 'filesystem', "
                                  "'path' = '" + dir.path().toStdString() + "', 'format' = 'csv');\n"
                                  "CREATE TABLE sink (k INT) WITH ('connector' = 'blackhole');\n"
                                  "INSERT INTO sink SELECT k FROM files;\n";
        auto inferred = analyzeScript(table);
        QVERIFY2(!inferred->diagnostics.hasErrors(), diagnosticsText(inferred->diagnostics).c_str());
        QCOMPARE(single<ScanNode>(*onlySink(*inferred))->parallelism, 3); // hidden files skipped
        auto capped = analyzeScript("SET 'table.exec.hive.infer-source-parallelism.max' = '2';\n" + table);
        QCOMPARE(single<ScanNode>(*onlySink(*capped))->parallelism, 2);
        auto off = analyzeScript("SET 'table.exec.hive.infer-source-parallelism' = 'false';\n" + table);
        QCOMPARE(single<ScanNode>(*onlySink(*off))->parallelism, 1);
    }
};

QTEST_GUILESS_MAIN(PlannerTest)
#include "planner_test.moc"
