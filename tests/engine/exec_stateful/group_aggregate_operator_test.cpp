// GroupAggregate operator-harness tests: Flink's changelog rules (+I, -U/+U, nothing when the
// result is unchanged, -D at count zero), MIN/MAX and COUNT DISTINCT under retraction, SUM back to
// NULL, AVG result types, FILTER, global aggregates, SELECT DISTINCT, mini-batch folding, and
// two-phase / distinct-split plans computing what the single phase computes.

#include "stateful_harness.h"

#include "exec/group_aggregate_operator.h"
#include "exec/operators.h"

#include <QTest>

#include <random>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::testing;

namespace {

// Input: k STRING, v INT, d DOUBLE, m DECIMAL(10, 2), f BOOLEAN
RowSchema inputSchema()
{
    return {{"k", LogicalType::string()},
            {"v", LogicalType::integer()},
            {"d", LogicalType::doubleType()},
            {"m", LogicalType::decimal(10, 2)},
            {"f", LogicalType::boolean()}};
}

PlanNodePtr inputNode(const RowSchema &schema, bool updating)
{
    auto n = std::make_shared<CalcNode>();
    n->schema = schema;
    n->changelog = updating ? ChangelogMode::all() : ChangelogMode::insertOnly();
    return n;
}

AggCall call(AggFunction f, int arg, LogicalType type, bool distinct = false, int filter = -1)
{
    AggCall c;
    c.function = f;
    c.argIndex = arg;
    c.type = std::move(type);
    c.distinct = distinct;
    c.filterIndex = filter;
    c.name = std::string(aggFunctionName(f)) + std::to_string(arg);
    return c;
}

std::shared_ptr<AggregateNode> aggNode(const PlanNodePtr &input, std::vector<int> keys,
                                       std::vector<AggCall> calls, AggPhase phase = AggPhase::Single)
{
    auto a = std::make_shared<AggregateNode>();
    a->inputs.push_back(input);
    a->groupKeys = keys;
    a->phase = phase;
    for (int k : keys)
        a->schema.push_back(input->schema[static_cast<std::size_t>(k)]);
    for (const auto &c : calls)
        a->schema.push_back({c.name, c.type});
    a->aggCalls = std::move(calls);
    return a;
}

std::unique_ptr<Harness> harness(const AggregateNode &node)
{
    auto h = std::make_unique<Harness>(exec::makeGroupAggregateOperator(node));
    if (!h->openStatus.isOk())
        qWarning("open failed: %s", h->openStatus.toString().c_str());
    return h;
}

using Rows = std::vector<std::string>;

} // namespace

class GroupAggregateOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void changelogRules()
    {
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {0}, {call(AggFunction::CountStar, -1, LogicalType::bigInt(false)),
                                      call(AggFunction::Sum, 1, LogicalType::integer())});
        const auto schema = exec::schemaFromPlan(in->schema);
        const std::vector<TestRow> rows = {
            ins({"a", 1}), ins({"b", 2}), ins({"a", 3}), del({"a", 1}), del({"a", 3}),
            del({"c", 5}), ins({"a", 7}), ub({"b", 2}), ua({"b", 4}),
        };
        const Rows expected = {
            "+I[a, 1, 1]", "+I[b, 1, 2]", "-U[a, 1, 1]", "+U[a, 2, 4]", "-U[a, 2, 4]",
            "+U[a, 1, 3]", "-D[a, 1, 3]", "+I[a, 1, 7]", "-D[b, 1, 2]", "+I[b, 1, 4]",
        };
        // Row by row, and the same rows in one batch: the output is the same sequence.
        auto one = harness(*node);
        one->pushEach(0, schema, rows);
        QCOMPARE(one->take(), expected);
        auto batched = harness(*node);
        batched->push(0, schema, rows);
        QCOMPARE(batched->take(), expected);
        QCOMPARE(batched->backend().totalEntries(), std::int64_t{2});
    }

    void noOutputWhenUnchanged()
    {
        const auto in = inputNode(inputSchema(), false);
        auto node = aggNode(in, {0}, {call(AggFunction::Max, 1, LogicalType::integer())});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->pushEach(0, schema, {ins({"a", 5}), ins({"a", 3}), ins({"a", 5}), ins({"a", 6})});
        QCOMPARE(h->take(), (Rows{"+I[a, 5]", "-U[a, 5]", "+U[a, 6]"}));

        // With state TTL Flink re-emits unchanged results, so downstream state stays fresh.
        node->ttl.ttl = std::chrono::milliseconds(1000);
        auto ttl = harness(*node);
        ttl->pushEach(0, schema, {ins({"a", 5}), ins({"a", 3})});
        QCOMPARE(ttl->take(), (Rows{"+I[a, 5]", "-U[a, 5]", "+U[a, 5]"}));
    }

    void minMaxRetraction()
    {
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {0}, {call(AggFunction::Min, 1, LogicalType::integer()),
                                      call(AggFunction::Max, 1, LogicalType::integer())});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->pushEach(0, schema, {ins({"a", 1}), ins({"a", 5}), ins({"a", 3})});
        QCOMPARE(h->take(), (Rows{"+I[a, 1, 1]", "-U[a, 1, 1]", "+U[a, 1, 5]"}));
        h->pushEach(0, schema, {del({"a", 5})}); // the current maximum
        QCOMPARE(h->take(), (Rows{"-U[a, 1, 5]", "+U[a, 1, 3]"}));
        h->pushEach(0, schema, {del({"a", 1})}); // the current minimum
        QCOMPARE(h->take(), (Rows{"-U[a, 1, 3]", "+U[a, 3, 3]"}));
        h->pushEach(0, schema, {ins({"a", 3}), del({"a", 3})}); // multiplicity 2 -> 1
        QCOMPARE(h->take(), Rows{});
        h->pushEach(0, schema, {ins({"a", kNull})}); // NULL is ignored, count goes on
        QCOMPARE(h->take(), Rows{});
        h->pushEach(0, schema, {del({"a", 3})});
        QCOMPARE(h->take(), (Rows{"-U[a, 3, 3]", "+U[a, null, null]"}));
        h->pushEach(0, schema, {del({"a", kNull})});
        QCOMPARE(h->take(), (Rows{"-D[a, null, null]"}));
        // Everything of the key is gone from state.
        QCOMPARE(h->backend().totalEntries(), std::int64_t{0});
    }

    void minMaxStrings()
    {
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {1}, {call(AggFunction::Min, 0, LogicalType::string()),
                                      call(AggFunction::Max, 0, LogicalType::string())});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->push(0, schema, {ins({"pear", 1}), ins({"apple", 1}), ins({"zoo", 1}), del({"zoo", 1}),
                            del({"apple", 1})});
        QCOMPARE(h->take(), (Rows{"+I[1, pear, pear]", "-U[1, pear, pear]", "+U[1, apple, pear]",
                                  "-U[1, apple, pear]", "+U[1, apple, zoo]", "-U[1, apple, zoo]",
                                  "+U[1, apple, pear]", "-U[1, apple, pear]", "+U[1, pear, pear]"}));
    }

    void countDistinctWithRetraction()
    {
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {0}, {call(AggFunction::Count, 1, LogicalType::bigInt(false), true),
                                      call(AggFunction::Sum, 1, LogicalType::integer(), true)});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->pushEach(0, schema, {ins({"a", 1}), ins({"a", 1}), ins({"a", 2}), ins({"a", kNull}),
                                del({"a", 1}), del({"a", 1}), del({"a", 7})});
        QCOMPARE(h->take(), (Rows{"+I[a, 1, 1]",                  // {1}
                                  "-U[a, 1, 1]", "+U[a, 2, 3]",   // {1, 2}
                                  "-U[a, 2, 3]", "+U[a, 1, 2]"})); // 1 gone, 7 never seen
        h->pushEach(0, schema, {del({"a", 2}), del({"a", kNull})});
        // The record count also counted the retraction of 7 (Flink's count1 does): 4 - 3 = 1.
        QCOMPARE(h->take(), (Rows{"-D[a, 1, 2]"}));
    }

    void valueListsUnderRetraction()
    {
        // LISTAGG, ARRAY_AGG, FIRST_VALUE and LAST_VALUE over updating input keep the values in
        // arrival order; a retraction takes out the oldest equal value.
        const auto in = inputNode(inputSchema(), true);
        AggCall listAgg = call(AggFunction::ListAgg, 0, LogicalType::string());
        listAgg.separator = "|";
        auto node = aggNode(in, {1}, {listAgg, call(AggFunction::ArrayAgg, 0, LogicalType::array(LogicalType::string())),
                                      call(AggFunction::FirstValue, 0, LogicalType::string()),
                                      call(AggFunction::LastValue, 0, LogicalType::string())});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->push(0, schema, {ins({"a", 1}), ins({"b", 1}), ins({"a", 1}), ins({kNull, 1})});
        h->take();
        h->push(0, schema, {del({"a", 1})});
        QCOMPARE(h->take(), (Rows{"-U[1, a|b|a, [a, b, a, null], a, a]",
                                  "+U[1, b|a, [b, a, null], b, a]"}));
        h->push(0, schema, {del({"a", 1})});
        QCOMPARE(h->take(), (Rows{"-U[1, b|a, [b, a, null], b, a]", "+U[1, b, [b, null], b, b]"}));
        h->push(0, schema, {del({"b", 1}), del({kNull, 1})});
        QCOMPARE(h->take(), (Rows{"-U[1, b, [b, null], b, b]", "+U[1, null, [null], null, null]",
                                  "-D[1, null, [null], null, null]"}));
        QCOMPARE(h->backend().totalEntries(), std::int64_t{0});
    }

    void jsonObjectAggRefusesRepeatedKeys()
    {
        const auto in = inputNode(inputSchema(), false);
        AggCall object = call(AggFunction::JsonObjectAgg, 0, LogicalType::varChar(2000, false));
        object.arg2Index = 0; // the key's own text as its value
        auto node = aggNode(in, {}, {object});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->push(0, schema, {ins({"b", 1}), ins({"a", 1})});
        QCOMPARE(h->take(), (Rows{"+I[{\"b\":b}]", "-U[{\"b\":b}]", "+U[{\"a\":a,\"b\":b}]"}));
        const RowBatch again = makeBatch(schema, {ins({"a", 2})});
        RecordingOutput out;
        const Status s = h->op().processBatch(0, again, out);
        QVERIFY(!s.isOk());
        QVERIFY2(s.toString().find("Key 'a' is already present") != std::string::npos, s.toString().c_str());
    }

    void sumBackToNull()
    {
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {0}, {call(AggFunction::Sum, 1, LogicalType::integer()),
                                      call(AggFunction::Count, 1, LogicalType::bigInt(false))});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->pushEach(0, schema, {ins({"a", kNull}), ins({"a", 5}), del({"a", 5}), ins({"a", -5}),
                                ins({"a", 5})});
        QCOMPARE(h->take(), (Rows{"+I[a, null, 0]", "-U[a, null, 0]", "+U[a, 5, 1]",
                                  "-U[a, 5, 1]", "+U[a, null, 0]", "-U[a, null, 0]",
                                  "+U[a, -5, 1]", "-U[a, -5, 1]", "+U[a, 0, 2]"}));
    }

    void avgTypes()
    {
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {0}, {call(AggFunction::Avg, 1, LogicalType::integer()),
                                      call(AggFunction::Avg, 2, LogicalType::doubleType()),
                                      call(AggFunction::Avg, 3, LogicalType::decimal(38, 6))});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->push(0, schema, {ins({"a", 1, 1.0, 100}), ins({"a", 2, 2.0, 200}), ins({"a", 2, 2.0, 200}),
                            ins({"n", -1, -1.0, -100}), ins({"n", -2, -2.0, -100})});
        QCOMPARE(h->take(), (Rows{"+I[a, 1, 1.0, 1.000000]", "-U[a, 1, 1.0, 1.000000]",
                                  "+U[a, 1, 1.5, 1.500000]", "-U[a, 1, 1.5, 1.500000]",
                                  "+U[a, 1, 1.6666666666666667, 1.666667]",
                                  // Integer AVG truncates toward zero: -3 / 2 = -1.
                                  "+I[n, -1, -1.0, -1.000000]", "-U[n, -1, -1.0, -1.000000]",
                                  "+U[n, -1, -1.5, -1.000000]"}));
        h->push(0, schema, {del({"n", -1, -1.0, -100}), del({"n", -2, -2.0, -100})});
        QCOMPARE(h->take(), (Rows{"-U[n, -1, -1.5, -1.000000]", "+U[n, -2, -2.0, -1.000000]",
                                  "-D[n, -2, -2.0, -1.000000]"}));
    }

    void filterClause()
    {
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {0}, {call(AggFunction::CountStar, -1, LogicalType::bigInt(false), false, 4),
                                      call(AggFunction::Sum, 1, LogicalType::integer(), false, 4)});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->pushEach(0, schema, {ins({"a", 1, 0.0, 0, 0}), ins({"a", 2, 0.0, 0, 1}),
                                ins({"a", 4, 0.0, 0, kNull}), del({"a", 2, 0.0, 0, 1}),
                                del({"a", 1, 0.0, 0, 0}), del({"a", 4, 0.0, 0, kNull})});
        QCOMPARE(h->take(), (Rows{"+I[a, 0, null]", "-U[a, 0, null]", "+U[a, 1, 2]",
                                  "-U[a, 1, 2]", "+U[a, 0, null]", "-D[a, 0, null]"}));
    }

    void globalAggregate()
    {
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {}, {call(AggFunction::CountStar, -1, LogicalType::bigInt(false)),
                                     call(AggFunction::Sum, 1, LogicalType::integer())});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->pushEach(0, schema, {del({"x", 1}), ins({"a", 1}), ins({"b", 2}), del({"a", 1}),
                                del({"b", 2}), ins({"c", 3})});
        QCOMPARE(h->take(), (Rows{"+I[1, 1]", "-U[1, 1]", "+U[2, 3]", "-U[2, 3]", "+U[1, 2]",
                                  "-D[1, 2]", "+I[1, 3]"}));
    }

    void selectDistinct()
    {
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {0, 1}, {});
        node->distinctOnly = true;
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->pushEach(0, schema, {ins({"a", 1}), ins({"a", 1}), ins({"a", 2}), del({"a", 1}),
                                del({"a", 1}), del({"a", 2})});
        QCOMPARE(h->take(), (Rows{"+I[a, 1]", "+I[a, 2]", "-D[a, 1]", "-D[a, 2]"}));
    }

    void miniBatchFoldsPerKey()
    {
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {0}, {call(AggFunction::CountStar, -1, LogicalType::bigInt(false)),
                                      call(AggFunction::Sum, 1, LogicalType::integer())});
        node->miniBatch = true;
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->push(0, schema, {del({"z", 9}), ins({"a", 1}), ins({"b", 1}), ins({"a", 2}), ins({"c", 1}),
                            del({"c", 1})});
        // One result per key per batch; c came and went within the batch: nothing.
        QCOMPARE(h->take(), (Rows{"+I[a, 2, 3]", "+I[b, 1, 1]"}));
        h->push(0, schema, {ins({"a", 3}), del({"a", 3}), del({"b", 1}), ins({"b", 1})});
        QCOMPARE(h->take(), Rows{}); // both unchanged after the batch
        h->push(0, schema, {del({"b", 1}), ins({"a", 5})});
        // Keys in order of their first row in the batch.
        QCOMPARE(h->take(), (Rows{"-D[b, 1, 1]", "-U[a, 2, 3]", "+U[a, 3, 8]"}));
    }

    void twoPhaseAndSplitEqualSinglePhase_data()
    {
        QTest::addColumn<bool>("updating");
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 4; ++seed) {
            QTest::addRow("insert-only/%d", seed) << false << seed;
            QTest::addRow("updating/%d", seed) << true << seed;
        }
    }
    void twoPhaseAndSplitEqualSinglePhase()
    {
        QFETCH(bool, updating);
        QFETCH(int, seed);
        // Random changelog: inserts, and (updating) retractions of rows inserted before.
        std::mt19937 rng(static_cast<unsigned>(seed));
        std::vector<TestRow> rows;
        std::vector<TestRow> live;
        const char *keys[] = {"a", "b", "c", "d"};
        for (int i = 0; i < 600; ++i) {
            if (updating && !live.empty() && rng() % 3 == 0) {
                const std::size_t at = rng() % live.size();
                TestRow r = live[at];
                live.erase(live.begin() + static_cast<std::ptrdiff_t>(at));
                r.kind = rng() % 2 ? RowKind::Delete : RowKind::UpdateBefore;
                rows.push_back(r);
                continue;
            }
            const int v = static_cast<int>(rng() % 12) - 3;
            Value vv = rng() % 10 == 0 ? kNull : Value{std::int64_t{v}};
            Value dv = rng() % 10 == 0 ? kNull : Value{v * 0.5};
            TestRow r = ins({keys[rng() % 4], vv, dv, std::int64_t{v * 25}, static_cast<std::int64_t>(rng() % 2)});
            rows.push_back(r);
            live.push_back(r);
        }
        const std::vector<AggCall> calls = {
            call(AggFunction::CountStar, -1, LogicalType::bigInt(false)),
            call(AggFunction::Count, 1, LogicalType::bigInt(false)),
            call(AggFunction::Count, 1, LogicalType::bigInt(false), true),
            call(AggFunction::Sum, 1, LogicalType::integer()),
            call(AggFunction::Sum, 2, LogicalType::doubleType(), false, 4),
            call(AggFunction::Avg, 1, LogicalType::integer()),
            call(AggFunction::Avg, 3, LogicalType::decimal(38, 6)),
            call(AggFunction::Min, 1, LogicalType::integer()),
            call(AggFunction::Max, 2, LogicalType::doubleType()),
            call(AggFunction::Min, 0, LogicalType::string(), false, 4),
        };
        const auto in = inputNode(inputSchema(), updating);
        const auto schema = exec::schemaFromPlan(in->schema);
        auto feed = [&](Harness &h, std::size_t chunk) {
            for (std::size_t i = 0; i < rows.size(); i += chunk) {
                std::vector<TestRow> part(rows.begin() + static_cast<std::ptrdiff_t>(i),
                                          rows.begin() + static_cast<std::ptrdiff_t>(std::min(rows.size(), i + chunk)));
                h.push(0, schema, part);
            }
        };
        for (const std::vector<int> &groupKeys : {std::vector<int>{0}, std::vector<int>{}}) {
            auto single = aggNode(in, groupKeys, calls);
            auto h = harness(*single);
            feed(*h, 7);
            std::string error;
            const Rows expected = rowsOf(materialize(h->take(), &error));
            QVERIFY2(error.empty(), error.c_str());
            QVERIFY(!expected.empty());

            // Mini-batch single phase.
            single->miniBatch = true;
            auto mb = harness(*single);
            feed(*mb, 13);
            QCOMPARE(rowsOf(materialize(mb->take(), &error)), expected);
            QVERIFY2(error.empty(), error.c_str());

            // Local -> Global.
            auto local = aggNode(in, groupKeys, calls, AggPhase::Local);
            auto global = aggNode(local, groupKeys, calls, AggPhase::Global);
            global->schema = single->schema;
            auto lh = harness(*local);
            auto gh = harness(*global);
            QVERIFY(lh->openStatus.isOk());
            QVERIFY(gh->openStatus.isOk());
            feed(*lh, 11);
            for (const RowBatch &b : lh->out.batches)
                gh->pushBatch(0, b);
            QCOMPARE(rowsOf(materialize(gh->take(), &error)), expected);
            QVERIFY2(error.empty(), error.c_str());

            // Distinct split: $bucket = v mod 3 (NULL -> 0) appended, Partial then Final.
            RowSchema bucketed = in->schema;
            bucketed.push_back({"$bucket", LogicalType::integer(false)});
            auto bucketInput = inputNode(bucketed, updating);
            std::vector<int> partialKeys = groupKeys;
            partialKeys.push_back(5);
            auto partial = aggNode(bucketInput, partialKeys, calls, AggPhase::Partial);
            auto final = aggNode(partial, groupKeys, calls, AggPhase::Final);
            final->schema = single->schema;
            auto ph = harness(*partial);
            auto fh = harness(*final);
            QVERIFY(ph->openStatus.isOk());
            QVERIFY(fh->openStatus.isOk());
            const auto bucketSchema = exec::schemaFromPlan(bucketed);
            for (std::size_t i = 0; i < rows.size(); i += 9) {
                std::vector<TestRow> part;
                for (std::size_t j = i; j < std::min(rows.size(), i + 9); ++j) {
                    TestRow r = rows[j];
                    const Value &v = r.values[1];
                    const std::int64_t b = std::holds_alternative<std::int64_t>(v)
                                               ? ((std::get<std::int64_t>(v) % 3) + 3) % 3
                                               : 0;
                    r.values.push_back(b);
                    part.push_back(r);
                }
                ph->push(0, bucketSchema, part);
            }
            for (const RowBatch &b : ph->out.batches)
                fh->pushBatch(0, b);
            QCOMPARE(rowsOf(materialize(fh->take(), &error)), expected);
            QVERIFY2(error.empty(), error.c_str());
        }
    }

    void stateTtlExpiresAccumulators()
    {
        const auto in = inputNode(inputSchema(), false);
        auto node = aggNode(in, {0}, {call(AggFunction::CountStar, -1, LogicalType::bigInt(false))});
        node->ttl.ttl = std::chrono::milliseconds(100);
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->push(0, schema, {ins({"a", 1})});
        h->clock.advance(60);
        h->push(0, schema, {ins({"a", 1})}); // write refreshes the entry
        h->clock.advance(60);
        h->push(0, schema, {ins({"a", 1})});
        QCOMPARE(h->take(), (Rows{"+I[a, 1]", "-U[a, 1]", "+U[a, 2]", "-U[a, 2]", "+U[a, 3]"}));
        h->clock.advance(100);
        h->push(0, schema, {ins({"a", 1})}); // expired: a new accumulator
        QCOMPARE(h->take(), (Rows{"+I[a, 1]"}));
        QVERIFY(h->backend().expiredEntries() >= 1);
    }
};

QTEST_GUILESS_MAIN(GroupAggregateOperatorTest)
#include "group_aggregate_operator_test.moc"
