// GroupAggregate operator-harness tests: Flink's changelog rules (+I, -U/+U, nothing when the
// result is unchanged, -D at count zero), MIN/MAX and COUNT DISTINCT under retraction, SUM back to
// NULL, AVG result types, FILTER, global aggregates, SELECT DISTINCT, mini-batch folding, and
// two-phase / distinct-split plans computing what the single phase computes.

#include "stateful_harness.h"

#include "exec/group_aggregate_operator.h"
#include "exec/operators.h"
#include "state/rocksdb_state_backend.h"

#include <QTest>

#include <cstring>
#include <random>
#include <set>

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

/// A random changelog of `steps` rows: inserts of makeRow(), and (updating) retractions (-D or
/// -U) of rows inserted before; `live` ends with the rows still live.
template <class MakeRow>
std::vector<TestRow> randomChangelog(std::mt19937 &rng, int steps, bool updating, MakeRow makeRow,
                                     std::vector<TestRow> &live)
{
    std::vector<TestRow> rows;
    for (int i = 0; i < steps; ++i) {
        if (updating && !live.empty() && rng() % 3 == 0) {
            const std::size_t at = rng() % live.size();
            TestRow r = live[at];
            live.erase(live.begin() + static_cast<std::ptrdiff_t>(at));
            r.kind = rng() % 2 ? RowKind::Delete : RowKind::UpdateBefore;
            rows.push_back(r);
            continue;
        }
        rows.push_back(makeRow());
        live.push_back(rows.back());
    }
    return rows;
}

} // namespace

class GroupAggregateOperatorTest : public QObject {
    Q_OBJECT
    state::ManualClock h0clock{0};

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
        std::vector<TestRow> live;
        const char *keys[] = {"a", "b", "c", "d"};
        const std::vector<TestRow> rows = randomChangelog(rng, 600, updating, [&] {
            const int v = static_cast<int>(rng() % 12) - 3;
            Value vv = rng() % 10 == 0 ? kNull : Value{std::int64_t{v}};
            Value dv = rng() % 10 == 0 ? kNull : Value{v * 0.5};
            return ins({keys[rng() % 4], vv, dv, std::int64_t{v * 25}, static_cast<std::int64_t>(rng() % 2)});
        }, live);
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

    void rocksDbStateGivesTheHeapsChanges_data()
    {
        QTest::addColumn<bool>("miniBatch");
        QTest::addRow("per batch") << false;
        QTest::addRow("mini-batch") << true;
    }
    void rocksDbStateGivesTheHeapsChanges()
    {
        // On RocksDB the maps of DISTINCT and of MIN/MAX over updating input keep a batch's
        // counts in memory, read once and written back at the end of the batch, before a scan
        // (a retracted MIN/MAX) and before a key's state goes. The heap reads and writes them
        // row by row. Both give the same changes, batch by batch, on a changelog whose values
        // repeat within batches and whose keys empty and come back.
        QFETCH(bool, miniBatch);
        std::mt19937 rng(11);
        std::vector<TestRow> live;
        const char *keys[] = {"a", "b", "c"};
        const std::vector<TestRow> rows = randomChangelog(rng, 900, true, [&] {
            const int v = static_cast<int>(rng() % 6);
            return ins({keys[rng() % 3], std::int64_t{v}, v * 0.5, std::int64_t{v * 25},
                        static_cast<std::int64_t>(rng() % 2)});
        }, live);
        const std::vector<AggCall> calls = {
            call(AggFunction::CountStar, -1, LogicalType::bigInt(false)),
            call(AggFunction::Count, 1, LogicalType::bigInt(false), true),
            call(AggFunction::Count, 1, LogicalType::bigInt(false), true, 4),
            call(AggFunction::Sum, 1, LogicalType::integer(), true),
            call(AggFunction::Min, 1, LogicalType::integer()),
            call(AggFunction::Max, 2, LogicalType::doubleType()),
        };
        const auto in = inputNode(inputSchema(), true);
        const auto schema = exec::schemaFromPlan(in->schema);
        auto node = aggNode(in, {0}, calls);
        node->miniBatch = miniBatch;
        state::ManualClock clock{0};
        state::RocksDbStateOptions options; // a temporary folder, removed at destruction
        options.memory.budgetBytes = std::int64_t{8} << 20;
        auto rocks = state::createRocksDbStateBackend(options, clock);
        QVERIFY2(rocks, rocks.status().toString().c_str());
        auto onHeap = harness(*node);
        auto onRocks = std::make_unique<Harness>(exec::makeGroupAggregateOperator(*node), 128,
                                                 [&](exec::OperatorContext &c) { c.state = rocks->get(); });
        QVERIFY(onHeap->openStatus.isOk() && onRocks->openStatus.isOk());
        int changes = 0;
        for (std::size_t i = 0; i < rows.size(); i += 9) {
            const std::vector<TestRow> part(rows.begin() + static_cast<std::ptrdiff_t>(i),
                                            rows.begin() + static_cast<std::ptrdiff_t>(std::min(rows.size(), i + 9)));
            onHeap->push(0, schema, part);
            onRocks->push(0, schema, part);
            if (miniBatch) {
                QVERIFY(onHeap->op().endInput(onHeap->out).isOk()); // ends the bundle
                QVERIFY(onRocks->op().endInput(onRocks->out).isOk());
            }
            const Rows expected = onHeap->take();
            QCOMPARE(onRocks->take(), expected);
            changes += static_cast<int>(expected.size());
        }
        QVERIFY(changes > 300);
        QVERIFY((*rocks)->status().isOk());
    }

    void distinctCallsOverOneArgumentShareOneMap()
    {
        // q15's shape: several DISTINCT calls over one argument, with and without FILTER, keep
        // one map of value -> a count per call (Flink's distinct view per argument); a second
        // argument and MIN/MAX over updating input keep maps of their own. Random inserts and
        // retractions of live rows; the results are checked against the live rows themselves.
        std::mt19937 rng(5);
        std::vector<TestRow> live;
        const std::vector<TestRow> rows = randomChangelog(rng, 800, true, [&] {
            const std::int64_t v = static_cast<std::int64_t>(rng() % 15);
            return ins({std::string(1, static_cast<char>('a' + rng() % 3)),
                        rng() % 8 == 0 ? kNull : Value{v}, 0.0, static_cast<std::int64_t>(rng() % 4),
                        rng() % 6 == 0 ? kNull : Value{static_cast<std::int64_t>(rng() % 2)}});
        }, live);
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {0}, {call(AggFunction::Count, 1, LogicalType::bigInt(false), true),
                                      call(AggFunction::Count, 1, LogicalType::bigInt(false), true, 4),
                                      call(AggFunction::Sum, 1, LogicalType::integer(), true, 4),
                                      call(AggFunction::Count, 3, LogicalType::bigInt(false), true),
                                      call(AggFunction::Max, 1, LogicalType::integer())});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        for (std::size_t i = 0; i < rows.size(); i += 5)
            h->push(0, schema, std::vector<TestRow>(rows.begin() + static_cast<std::ptrdiff_t>(i),
                                                    rows.begin() + static_cast<std::ptrdiff_t>(std::min(rows.size(), i + 5))));
        std::string error;
        const Rows got = rowsOf(materialize(h->take(), &error));
        QVERIFY2(error.empty(), error.c_str());

        std::map<std::string, std::vector<const TestRow *>> byKey;
        for (const TestRow &r : live)
            byKey[std::get<std::string>(r.values[0])].push_back(&r);
        Rows expected;
        std::int64_t distinctValues = 0;
        for (const auto &[key, keyRows] : byKey) {
            std::set<std::int64_t> all, filtered, m;
            for (const TestRow *r : keyRows) {
                const bool f = std::holds_alternative<std::int64_t>(r->values[4]) &&
                               std::get<std::int64_t>(r->values[4]) != 0;
                m.insert(std::get<std::int64_t>(r->values[3]));
                if (!std::holds_alternative<std::int64_t>(r->values[1]))
                    continue;
                all.insert(std::get<std::int64_t>(r->values[1]));
                if (f)
                    filtered.insert(std::get<std::int64_t>(r->values[1]));
            }
            distinctValues += static_cast<std::int64_t>(all.size());
            std::int64_t sum = 0;
            for (std::int64_t v : filtered)
                sum += v;
            expected.push_back("[" + key + ", " + std::to_string(all.size()) + ", " +
                               std::to_string(filtered.size()) + ", " +
                               (filtered.empty() ? std::string("null") : std::to_string(sum)) + ", " +
                               std::to_string(m.size()) + ", " +
                               (all.empty() ? std::string("null") : std::to_string(*all.rbegin())) + "]");
        }
        QCOMPARE(got, expected);
        QVERIFY(h->backend().hasMapTable("agg-distinct-shared-0"));
        QVERIFY(!h->backend().hasMapTable("agg-distinct-1"));
        QVERIFY(h->backend().hasMapTable("agg-distinct-3"));
        QCOMPARE(h->backend().mapTable("agg-distinct-shared-0", {}).entries(), distinctValues);
    }

    void anOlderCheckpointsDistinctMapsAreMerged()
    {
        // Until 2026-12-06 each DISTINCT call kept a map of its own. State written that way
        // (here: the shared map of a run split back into one map per call) is merged into the
        // shared map on restore, and the job goes on exactly as the run that wrote it.
        const auto in = inputNode(inputSchema(), true);
        auto node = aggNode(in, {0}, {call(AggFunction::CountStar, -1, LogicalType::bigInt(false)),
                                      call(AggFunction::Count, 1, LogicalType::bigInt(false), true),
                                      call(AggFunction::Count, 1, LogicalType::bigInt(false), true, 4)});
        const auto schema = exec::schemaFromPlan(in->schema);
        state::HeapStateOptions options;
        options.inlineTables = false; // as for every checkpointing or restored job
        auto written = state::createHeapStateBackend(h0clock, options);
        Harness first(exec::makeGroupAggregateOperator(*node), 128,
                      [&](exec::OperatorContext &c) { c.state = written.get(); });
        QVERIFY(first.openStatus.isOk());
        first.push(0, schema, {ins({"a", 1, 0.0, 0, 1}), ins({"a", 1, 0.0, 0, 0}), ins({"a", 2, 0.0, 0, 0}),
                               ins({"b", 3, 0.0, 0, 1}), ins({"b", 4, 0.0, 0, 1})});
        first.take();

        // As the runtime restores: the operator opens, then the checkpoint's entries are read
        // into its backend, then restoreState() runs.
        auto older = state::createHeapStateBackend(h0clock, options);
        Harness restored(exec::makeGroupAggregateOperator(*node), 128,
                         [&](exec::OperatorContext &c) { c.state = older.get(); });
        QVERIFY2(restored.openStatus.isOk(), restored.openStatus.toString().c_str());
        std::string table;
        bool map = false;
        QVERIFY(written->snapshot(
            [&](const state::StateTableInfo &t) {
                table = t.name;
                map = t.map;
            },
            [&](const state::StateEntry &e) {
                if (!map) {
                    older->valueTable(table, {}).restore(e);
                } else if (table == "agg-distinct-shared-1") {
                    QCOMPARE(e.value.size(), std::size_t{16});
                    for (std::size_t j = 0; j < 2; ++j) {
                        std::int64_t count = 0;
                        std::memcpy(&count, e.value.data() + j * 8, 8);
                        const std::string one(e.value.substr(j * 8, 8));
                        if (count != 0)
                            older->mapTable("agg-distinct-" + std::to_string(1 + j), {})
                                .restore({e.keyGroup, e.key, e.userKey, one, e.timestamp});
                    }
                } else {
                    older->mapTable(table, {}).restore(e);
                }
            }).isOk());
        QVERIFY(older->hasMapTable("agg-distinct-1"));
        QCOMPARE(older->mapTable("agg-distinct-2", {}).entries(), std::int64_t{3});

        QVERIFY(restored.op().restoreState({}).isOk());
        QCOMPARE(older->mapTable("agg-distinct-1", {}).entries(), std::int64_t{0});
        QCOMPARE(older->mapTable("agg-distinct-2", {}).entries(), std::int64_t{0});
        QCOMPARE(older->mapTable("agg-distinct-shared-1", {}).entries(), std::int64_t{4});
        const std::vector<TestRow> more = {del({"a", 1, 0.0, 0, 1}), ins({"b", 3, 0.0, 0, 0}),
                                           del({"b", 3, 0.0, 0, 1}), del({"a", 2, 0.0, 0, 0})};
        first.push(0, schema, more);
        restored.push(0, schema, more);
        const Rows expected = first.take();
        QCOMPARE(expected, (Rows{"-U[a, 3, 2, 1]", "+U[a, 2, 2, 0]", "-U[b, 2, 2, 2]", "+U[b, 3, 2, 2]",
                                 "-U[b, 3, 2, 2]", "+U[b, 2, 2, 1]", "-U[a, 2, 2, 0]", "+U[a, 1, 1, 0]"}));
        QCOMPARE(restored.take(), expected);
    }

    void distinctViewOverInsertOnlyInputRecordsPresence()
    {
        // No retraction can come, so a value's entry only says that it came: written once (1),
        // not counted up by the rows that repeat it (Nexmark's hot bidders write nothing).
        const auto in = inputNode(inputSchema(), false);
        auto node = aggNode(in, {0}, {call(AggFunction::Count, 1, LogicalType::bigInt(false), true),
                                      call(AggFunction::Sum, 1, LogicalType::integer(), true)});
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->pushEach(0, schema, {ins({"a", 1}), ins({"a", 1}), ins({"a", 2}), ins({"a", 1}), ins({"b", 2})});
        std::string error;
        QCOMPARE(rowsOf(materialize(h->take(), &error)), (Rows{"[a, 2, 3]", "[b, 1, 2]"}));
        QVERIFY2(error.empty(), error.c_str());
        std::vector<std::int64_t> counts;
        bool ours = false;
        QVERIFY(h->backend()
                    .snapshot([&](const state::StateTableInfo &t) { ours = t.name == "agg-distinct-shared-0"; },
                              [&](const state::StateEntry &e) {
                                  if (!ours)
                                      return;
                                  for (std::size_t j = 0; j + 8 <= e.value.size(); j += 8) {
                                      std::int64_t v = 0;
                                      std::memcpy(&v, e.value.data() + j, 8);
                                      counts.push_back(v);
                                  }
                              })
                    .isOk());
        QCOMPARE(counts, (std::vector<std::int64_t>{1, 1, 1, 1, 1, 1}));
    }

    void distinctViewWithTtlIsRewrittenByEveryRow()
    {
        // With a state TTL each row writes its value's entry again, which refreshes its stamp
        // (an entry's stamp moves when it is written): a value seen within the TTL is not
        // counted again, and a value last seen longer ago is, though the key's accumulator
        // lives on (each entry of a distinct view expires on its own, as in Flink).
        const auto in = inputNode(inputSchema(), false);
        auto node = aggNode(in, {0}, {call(AggFunction::Count, 1, LogicalType::bigInt(false), true)});
        node->ttl.ttl = std::chrono::milliseconds(100);
        const auto schema = exec::schemaFromPlan(in->schema);
        auto h = harness(*node);
        h->push(0, schema, {ins({"a", 1})});
        h->clock.advance(60);
        h->push(0, schema, {ins({"a", 1})}); // 60: value 1's stamp moves to 60
        h->clock.advance(60);
        h->push(0, schema, {ins({"a", 2})}); // 120
        h->clock.advance(30);
        h->push(0, schema, {ins({"a", 1})}); // 150: value 1 is still there (stamp 150 now)
        QCOMPARE(h->take(), (Rows{"+I[a, 1]", "-U[a, 1]", "+U[a, 1]", "-U[a, 1]", "+U[a, 2]",
                                  "-U[a, 2]", "+U[a, 2]"}));
        h->clock.advance(80);
        h->push(0, schema, {ins({"a", 2})}); // 230: value 2 expired at 220, the key lives to 250
        QCOMPARE(h->take(), (Rows{"-U[a, 2]", "+U[a, 3]"}));
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
