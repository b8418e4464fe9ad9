// Mini-batch group aggregation as Flink runs it (MapBundleOperator + CountBundleTrigger + the
// MiniBatchAssigner's interval): rows are buffered per subtask across input batches and a bundle
// is folded when `table.exec.mini-batch.size` rows are buffered (exactly at that row), when
// `table.exec.mini-batch.allow-latency` has passed on the operator's (manual) clock since the
// bundle's first row, before a watermark is forwarded, and at end of input -- and not before.
// Also: the bundle metrics (flushes, average size, records buffered), and bundled single-phase and
// local/global aggregation computing what the plain operator computes.

#include "stateful_harness.h"

#include "common/key_hasher.h"
#include "common/row_codec.h"
#include "exec/group_aggregate_operator.h"
#include "exec/operators.h"
#include "runtime/key_groups.h"

#include <QTest>

#include <random>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::testing;

namespace {

using Rows = std::vector<std::string>;

/// Keys are strings unless said otherwise (a fixed-width key takes the heap's inline table);
/// the key k comes before the value v unless `keyLast`.
RowSchema inputSchema(const LogicalType &key = LogicalType::string(), bool keyLast = false)
{
    if (keyLast)
        return {{"v", LogicalType::integer()}, {"k", key}};
    return {{"k", key}, {"v", LogicalType::integer()}};
}

std::shared_ptr<const Schema> batchSchema(const LogicalType &key = LogicalType::string(), bool keyLast = false)
{
    std::vector<RowField> fields;
    for (const auto &f : inputSchema(key, keyLast))
        fields.push_back({f.name, f.type, {}});
    return Schema::make(std::move(fields));
}

AggCall call(AggFunction f, int arg, LogicalType type)
{
    AggCall c;
    c.function = f;
    c.argIndex = arg;
    c.type = std::move(type);
    c.name = std::string(aggFunctionName(f)) + std::to_string(arg);
    return c;
}

/// COUNT(*), SUM(v) and (unless `withMax` is false) MAX(v), grouped by k: input columns
/// `keyColumn` and `valueColumn`.
std::shared_ptr<AggregateNode> aggNode(const PlanNodePtr &input, AggPhase phase, bool miniBatch,
                                       bool withMax = true, int keyColumn = 0, int valueColumn = 1)
{
    auto a = std::make_shared<AggregateNode>();
    a->inputs.push_back(input);
    a->groupKeys = {keyColumn};
    a->phase = phase;
    a->miniBatch = miniBatch;
    a->schema.push_back(input->schema[static_cast<std::size_t>(keyColumn)]);
    a->aggCalls = {call(AggFunction::CountStar, -1, LogicalType::bigInt(false)),
                   call(AggFunction::Sum, valueColumn, LogicalType::integer()),
                   call(AggFunction::Max, valueColumn, LogicalType::integer())};
    if (!withMax)
        a->aggCalls.pop_back();
    for (const auto &c : a->aggCalls)
        a->schema.push_back({c.name, c.type});
    return a;
}

PlanNodePtr inputNode(bool updating, const LogicalType &key = LogicalType::string(), bool keyLast = false)
{
    auto n = std::make_shared<CalcNode>();
    n->schema = inputSchema(key, keyLast);
    n->changelog = updating ? ChangelogMode::all() : ChangelogMode::insertOnly();
    return n;
}

/// COUNT(*) and SUM(v) grouped by k as a bundled local and global phase over `input`, the global
/// phase with the single phase's output schema.
struct TwoPhase {
    std::shared_ptr<AggregateNode> local, global;
};
TwoPhase twoPhase(const PlanNodePtr &input, bool keyLast = false)
{
    const int k = keyLast ? 1 : 0;
    const int v = 1 - k;
    TwoPhase t;
    t.local = aggNode(input, AggPhase::Local, true, false, k, v);
    t.global = aggNode(input, AggPhase::Global, true, false, k, v); // the planner's global phase
    t.global->inputs = {t.local};
    return t;
}

Configuration miniBatchConfig(const char *size, const char *latency)
{
    Configuration c;
    c.set("table.exec.mini-batch.enabled", "true");
    c.set("table.exec.mini-batch.size", size);
    c.set("table.exec.mini-batch.allow-latency", latency);
    return c;
}

/// Rows and watermarks in the order the operator hands them on.
class OrderedOutput final : public exec::Output {
public:
    void emit(RowBatch &&batch) override
    {
        for (std::size_t r = 0; r < batch.size(); ++r)
            events.push_back(formatPrintRow(batch, r));
        batches.push_back(std::move(batch));
    }
    void emitWatermark(std::int64_t watermark) override
    {
        events.push_back("WM(" + std::to_string(watermark) + ")");
    }
    Rows take()
    {
        Rows out;
        out.swap(events);
        return out;
    }
    Rows events;
    std::vector<RowBatch> batches;
};

/// One bundled GroupAggregate subtask with its own configuration and metric group.
struct Bundled {
    Bundled(const AggregateNode &node, const char *size, const char *latency)
        : config(miniBatchConfig(size, latency)),
          harness(exec::makeGroupAggregateOperator(node), 128, [this](exec::OperatorContext &c) {
              c.config = &config;
              c.metrics = &metrics;
          })
    {
    }
    Status push(std::vector<TestRow> rows, const LogicalType &key = LogicalType::string())
    {
        return harness.op().processBatch(0, makeBatch(batchSchema(key), rows), out);
    }
    std::int64_t buffered() const { return metrics.gauge(MetricGauge::RecordsBuffered); }
    std::int64_t flushes() const { return metrics.counter(MetricCounter::MiniBatchFlushes); }

    Configuration config;
    SubtaskMetricGroup metrics{"t1.agg", "GroupAggregate", 0, 1};
    Harness harness;
    OrderedOutput out;
};

} // namespace

class MiniBatchGroupAggregateTest : public QObject {
    Q_OBJECT
private slots:
    void firesOnSizeExactly()
    {
        auto node = aggNode(inputNode(false), AggPhase::Single, true);
        Bundled b(*node, "4", "1 h");
        QVERIFY2(b.harness.openStatus.isOk(), b.harness.openStatus.toString().c_str());
        QVERIFY(b.push({ins({"a", 1}), ins({"b", 2}), ins({"a", 3})}).isOk());
        QCOMPARE(b.out.take(), Rows{}); // 3 of 4: not yet
        QCOMPARE(b.buffered(), 3);
        QCOMPARE(b.flushes(), 0);
        // The 4th row completes the bundle; the 5th starts the next one.
        QVERIFY(b.push({ins({"a", 4}), ins({"b", 5})}).isOk());
        QCOMPARE(b.out.take(), (Rows{"+I[a, 3, 8, 4]", "+I[b, 1, 2, 2]"}));
        QCOMPARE(b.buffered(), 1);
        QCOMPARE(b.flushes(), 1);
        // A batch larger than the bundle is cut at each size boundary: bundles of 4, 4, then 2 left.
        std::vector<TestRow> many;
        for (int i = 0; i < 9; ++i)
            many.push_back(ins({"c", std::int64_t{i}}));
        QVERIFY(b.push(many).isOk());
        QCOMPARE(b.out.take(), (Rows{"-U[b, 1, 2, 2]", "+U[b, 2, 7, 5]", "+I[c, 3, 3, 2]",
                                     "-U[c, 3, 3, 2]", "+U[c, 7, 21, 6]"}));
        QCOMPARE(b.flushes(), 3);
        QCOMPARE(b.buffered(), 2);
        QCOMPARE(b.metrics.counter(MetricCounter::MiniBatchRecords), 12);
        QCOMPARE(b.metrics.read().miniBatchAverageSize, 4.0);
    }

    void firesOnLatency()
    {
        auto node = aggNode(inputNode(false), AggPhase::Single, true);
        Bundled b(*node, "1000", "100 ms");
        b.harness.clock.set(1000);
        QVERIFY(b.push({ins({"a", 1}), ins({"a", 2})}).isOk());
        b.harness.clock.set(1050);
        QVERIFY(b.push({ins({"b", 1})}).isOk()); // the bundle started at 1000
        QVERIFY(b.harness.op().onProcessingTime(1099, b.out).isOk());
        QCOMPARE(b.out.take(), Rows{}); // 99 ms: not yet
        QCOMPARE(b.buffered(), 3);
        QVERIFY(b.harness.op().onProcessingTime(1100, b.out).isOk());
        QCOMPARE(b.out.take(), (Rows{"+I[a, 2, 3, 2]", "+I[b, 1, 1, 1]"}));
        QCOMPARE(b.buffered(), 0);
        QCOMPARE(b.flushes(), 1);
        // Nothing buffered: a timer fires nothing.
        QVERIFY(b.harness.op().onProcessingTime(5000, b.out).isOk());
        QCOMPARE(b.flushes(), 1);

        // An input batch arriving after the latency first finishes the waiting bundle; its own rows
        // start a new one whose latency counts from now.
        b.harness.clock.set(6000);
        QVERIFY(b.push({ins({"a", 10})}).isOk());
        b.harness.clock.set(6150);
        QVERIFY(b.push({ins({"a", 20})}).isOk());
        QCOMPARE(b.out.take(), (Rows{"-U[a, 2, 3, 2]", "+U[a, 3, 13, 10]"}));
        QCOMPARE(b.buffered(), 1);
        QVERIFY(b.harness.op().onProcessingTime(6249, b.out).isOk());
        QCOMPARE(b.out.take(), Rows{});
        QVERIFY(b.harness.op().onProcessingTime(6250, b.out).isOk());
        QCOMPARE(b.out.take(), (Rows{"-U[a, 3, 13, 10]", "+U[a, 4, 33, 20]"}));
    }

    void firesAtEndOfInputAndBeforeWatermark()
    {
        auto node = aggNode(inputNode(false), AggPhase::Single, true);
        Bundled b(*node, "1000", "1 h");
        QVERIFY(b.push({ins({"a", 1}), ins({"b", 2})}).isOk());
        QCOMPARE(b.out.take(), Rows{});
        // The bundle goes out before the watermark is forwarded.
        QVERIFY(b.harness.op().processWatermark(42, b.out).isOk());
        QCOMPARE(b.out.take(), (Rows{"+I[a, 1, 1, 1]", "+I[b, 1, 2, 2]", "WM(42)"}));
        QVERIFY(b.harness.op().processWatermark(43, b.out).isOk());
        QCOMPARE(b.out.take(), Rows{"WM(43)"}); // empty bundle: just the watermark
        QVERIFY(b.push({ins({"a", 5})}).isOk());
        QCOMPARE(b.out.take(), Rows{});
        QVERIFY(b.harness.op().endInput(b.out).isOk());
        QCOMPARE(b.out.take(), (Rows{"-U[a, 1, 1, 1]", "+U[a, 2, 6, 5]"}));
        QCOMPARE(b.flushes(), 2);
        QVERIFY(b.harness.op().endInput(b.out).isOk());
        QCOMPARE(b.out.take(), Rows{});
        QCOMPARE(b.flushes(), 2);
    }

    void oneResultChangePerKeyPerBundle()
    {
        // A hot key touched many times in one bundle: one -U/+U pair, not one per row; a key whose
        // rows cancel out within the bundle emits nothing.
        auto node = aggNode(inputNode(true), AggPhase::Single, true);
        Bundled b(*node, "100", "1 h");
        QVERIFY(b.push({ins({"h", 1}), ins({"x", 7})}).isOk());
        QVERIFY(b.harness.op().endInput(b.out).isOk());
        b.out.take();
        for (int i = 0; i < 10; ++i)
            QVERIFY(b.push({ins({"h", 1}), ins({"y", 3}), del({"y", 3})}).isOk());
        QVERIFY(b.push({del({"x", 7})}).isOk());
        QCOMPARE(b.out.take(), Rows{});
        QVERIFY(b.harness.op().endInput(b.out).isOk());
        QCOMPARE(b.out.take(), (Rows{"-U[h, 1, 1, 1]", "+U[h, 11, 11, 1]", "-D[x, 1, 7, 7]"}));
    }

    void globalPhaseOnInlineStateChangesOncePerKeyPerBundle()
    {
        // A BIGINT key and COUNT(*) and SUM: the global phase merges each local accumulator
        // row where the heap's inline table keeps the key's record. Per global bundle a key
        // changes once, however many local rows it had; a new key whose rows cancel out leaves
        // nothing, not even state; an unchanged result is not re-emitted; a count of zero is -D.
        const LogicalType key = LogicalType::bigInt();
        const auto [local, global] = twoPhase(inputNode(true, key));
        Bundled lb(*local, "5", "1 h");
        Bundled gb(*global, "100", "1 h");
        auto localBundle = [&](std::vector<TestRow> rows) {
            QVERIFY(lb.push(std::move(rows), key).isOk());
            QCOMPARE(lb.out.batches.size(), std::size_t(1)); // five rows fill a local bundle
            QVERIFY(gb.harness.op().processBatch(0, lb.out.batches.front(), gb.out).isOk());
            lb.out.batches.clear();
            lb.out.take();
        };
        localBundle({ins({1, 5}), ins({2, 7}), ins({3, 1}), del({3, 1}), ins({4, 3})});
        localBundle({ins({1, 2}), ins({5, 1}), del({5, 1}), ins({6, 1}), del({6, 1})});
        QCOMPARE(gb.out.take(), Rows{}); // buffered
        QVERIFY(gb.harness.op().processWatermark(1, gb.out).isOk());
        QCOMPARE(gb.out.take(), (Rows{"+I[1, 2, 7]", "+I[2, 1, 7]", "+I[4, 1, 3]", "WM(1)"}));
        localBundle({del({1, 5}), del({2, 7}), ins({2, 7}), del({4, 3}), ins({3, 1})});
        QVERIFY(gb.harness.op().processWatermark(2, gb.out).isOk());
        QCOMPARE(gb.out.take(), (Rows{"-U[1, 2, 7]", "+U[1, 1, 2]", "-D[4, 1, 3]", "+I[3, 1, 1]", "WM(2)"}));
    }

    void globalPhaseMigratesAnOlderCheckpointsCountedAccumulators()
    {
        // Until 2026-12-06 the global phase over insert-only input kept a record count in front
        // of its accumulators (Flink keeps none). State restored from such a checkpoint is
        // rewritten once, when the runtime has read it into the backend after open(), into the
        // table without it; the results go on from it.
        const LogicalType key = LogicalType::bigInt();
        const auto [local, global] = twoPhase(inputNode(false, key));
        state::ManualClock clock(0);
        state::HeapStateOptions options;
        options.inlineTables = false; // as for every checkpointing or restored job
        auto backend = state::createHeapStateBackend(clock, options);
        Harness gh(exec::makeGroupAggregateOperator(*global), 128,
                    [&](exec::OperatorContext &c) { c.state = backend.get(); });
        QVERIFY2(gh.openStatus.isOk(), gh.openStatus.toString().c_str());
        // The old entry of key 7: record count 2, COUNT(*) 2, SUM 10 over 2 values.
        auto keySchema = Schema::make({{"k", key, {}}});
        RowBatch keyRow(keySchema, 1);
        keyRow.appendRow(RowKind::Insert);
        keyRow.set<std::int64_t>(0, 0, 7);
        std::string keyBytes;
        RowCodec::forKey(*keySchema, {0}).encode(keyRow, 0, keyBytes);
        const int group = keyGroupForKeyHash(
            KeyHasher::keyHash32(KeyHasher(*keySchema, {0}).hashRow(keyRow, 0)), 128);
        const LogicalType count = LogicalType::bigInt(false);
        auto accSchema = Schema::make({{"c", count, {}}, {"s", count, {}}, {"v", count, {}}, {"n", count, {}}});
        RowBatch old(accSchema, 1);
        old.appendRow(RowKind::Insert);
        for (std::size_t c = 0; c < 4; ++c)
            old.set<std::int64_t>(c, 0, c == 2 ? 10 : 2);
        std::string oldBytes;
        RowCodec({count, count, count, count}).encode(old, 0, oldBytes);
        backend->valueTable("agg-acc", {}).put(group, keyBytes, oldBytes);

        QVERIFY(gh.op().restoreState({}).isOk());
        QCOMPARE(backend->valueTable("agg-acc", {}).entries(), std::int64_t{0});
        QCOMPARE(backend->valueTable("agg-acc-uncounted", {}).entries(), std::int64_t{1});
        Bundled lb(*local, "1", "1 h");
        QVERIFY(lb.push({ins({7, 5})}, key).isOk());
        OrderedOutput out;
        QVERIFY(gh.op().processBatch(0, lb.out.batches.front(), out).isOk());
        QCOMPARE(out.take(), (Rows{"-U[7, 2, 10]", "+U[7, 3, 15]"}));
    }

    void floatKeysKeepTheFirstRowsValue()
    {
        // -0.0 and 0.0 are one key to the inline records, which store it normalised; the
        // phases that fold rows as they arrive still send the value of the key's first row.
        const LogicalType key = LogicalType::doubleType();
        const auto [local, global] = twoPhase(inputNode(false, key));
        Bundled lb(*local, "3", "1 h");
        Bundled gb(*global, "100", "1 h");
        QVERIFY(lb.push({ins({-0.0, 1}), ins({0.0, 2}), ins({1.5, 4})}, key).isOk());
        QCOMPARE(lb.out.take(), (Rows{"+I[-0.0, 2, 2, 3, 2]", "+I[1.5, 1, 1, 4, 1]"}));
        for (const RowBatch &batch : lb.out.batches)
            QVERIFY(gb.harness.op().processBatch(0, batch, gb.out).isOk());
        QVERIFY(gb.harness.op().endInput(gb.out).isOk());
        QCOMPARE(gb.out.take(), (Rows{"+I[-0.0, 2, 3]", "+I[1.5, 1, 4]"}));
    }

    void aLocalPhaseThatFoldsLittlePassesItsNextBundlesThrough()
    {
        // Bundles of 1,000 rows with 90 % distinct keys fold too little: after the first, the
        // local phase sends one accumulator row per input row. Bundles over 10 keys keep folding.
        // Either way the global phase computes what the plain aggregate computes, NULL values
        // (SUM skips them) and a NULL key among them.
        const LogicalType key = LogicalType::bigInt();
        const auto in = inputNode(false, key);
        auto plain = aggNode(in, AggPhase::Single, false, false);
        const auto [local, global] = twoPhase(in);
        for (const std::int64_t keys : {std::int64_t(900), std::int64_t(10)}) {
            Harness ph(exec::makeGroupAggregateOperator(*plain));
            OrderedOutput plainOut;
            Bundled lb(*local, "1000", "1 h");
            Bundled gb(*global, "1000", "1 h");
            std::vector<std::size_t> localRows;
            for (int bundle = 0; bundle < 4; ++bundle) {
                std::vector<TestRow> rows;
                for (std::int64_t i = 0; i < 1000; ++i) {
                    const Value k = i == 500 ? kNull : Value{bundle * 1000 + i % keys};
                    rows.push_back(ins({k, i % 7 == 0 ? kNull : Value{i}}));
                }
                QVERIFY(ph.op().processBatch(0, makeBatch(batchSchema(key), rows), plainOut).isOk());
                QVERIFY(lb.push(rows, key).isOk());
                std::size_t sent = 0;
                for (const RowBatch &batch : lb.out.batches) {
                    sent += batch.size();
                    QVERIFY(gb.harness.op().processBatch(0, batch, gb.out).isOk());
                }
                lb.out.batches.clear();
                localRows.push_back(sent);
            }
            QVERIFY(gb.harness.op().endInput(gb.out).isOk());
            const std::vector<std::size_t> expectedRows =
                keys == 900 ? std::vector<std::size_t>{900, 1000, 1000, 1000} : std::vector<std::size_t>(4, 11);
            QCOMPARE(localRows, expectedRows);
            std::string error;
            const Rows expected = rowsOf(materialize(plainOut.take(), &error));
            QVERIFY2(error.empty(), error.c_str());
            QCOMPARE(rowsOf(materialize(gb.out.take(), &error)), expected);
            QVERIFY2(error.empty(), error.c_str());
        }
    }

    void aGlobalPhaseWhoseBundlesRarelyRepeatAKeyFoldsTheNextForwardedRowsAlone_data()
    {
        QTest::addColumn<bool>("updating");
        QTest::addColumn<bool>("keyLast");
        for (const bool keyLast : {false, true}) {
            const char *order = keyLast ? ", value before key" : "";
            QTest::addRow("insert-only%s", order) << false << keyLast;
            QTest::addRow("updating%s", order) << true << keyLast;
        }
    }
    void aGlobalPhaseWhoseBundlesRarelyRepeatAKeyFoldsTheNextForwardedRowsAlone()
    {
        // A local phase folds a first bundle of 1,000 distinct keys and forwards the next ones.
        // The global phase's first bundle of 2,000 rows holds 5 rows that repeat a key (one in
        // 400): the forwarded rows after it change their key's result one row at a time, so a
        // key twice among them gives +I, then -U/+U. With 50 (one in 40) it keeps one change
        // per key per bundle. Either way the results are the plain aggregate's, also when the
        // last forwarded rows delete rows of the first bundle, and when the input has the value
        // before the key (the forwarded rows have the key first).
        QFETCH(bool, updating);
        QFETCH(bool, keyLast);
        const LogicalType key = LogicalType::bigInt();
        const auto in = inputNode(updating, key, keyLast);
        auto plain = aggNode(in, AggPhase::Single, false, false, keyLast ? 1 : 0, keyLast ? 0 : 1);
        const auto [local, global] = twoPhase(in, keyLast);
        auto row = [&](RowKind kind, std::int64_t k, std::int64_t v) {
            TestRow r = keyLast ? ins({v, k}) : ins({k, v});
            r.kind = kind;
            return r;
        };
        for (const std::int64_t repeatEvery : {std::int64_t(200), std::int64_t(20)}) {
            Harness ph(exec::makeGroupAggregateOperator(*plain));
            OrderedOutput plainOut;
            Bundled lb(*local, "1000", "1 h");
            Bundled gb(*global, "2000", "1 h");
            auto bundle = [&](std::int64_t first, std::int64_t repeats) {
                std::vector<TestRow> rows;
                for (std::int64_t i = 0; i < 1000; ++i) {
                    const bool repeat = repeats > 0 && i % repeats == 1; // the key of the row before
                    if (updating && first == 2000 && i % 100 == 50)
                        rows.push_back(row(RowKind::Delete, i, i)); // the first bundle's row
                    else
                        rows.push_back(row(RowKind::Insert, first + (repeat ? i - 1 : i), i));
                }
                const auto schema = batchSchema(key, keyLast);
                QVERIFY(ph.op().processBatch(0, makeBatch(schema, rows), plainOut).isOk());
                QVERIFY(lb.harness.op().processBatch(0, makeBatch(schema, rows), lb.out).isOk());
                for (const RowBatch &batch : lb.out.batches)
                    QVERIFY(gb.harness.op().processBatch(0, batch, gb.out).isOk());
                lb.out.batches.clear();
                lb.out.take();
            };
            bundle(0, 0);
            bundle(1000, repeatEvery);
            Rows all = gb.out.take();
            QCOMPARE(all.size(), std::size_t(2000 - 1000 / repeatEvery));
            bundle(2000, 1000); // row 1 repeats key 2000
            const Rows third = gb.out.take();
            const bool alone = repeatEvery == 200;
            QCOMPARE(third.size(), alone ? std::size_t(1001) : std::size_t(0));
            if (alone) {
                QCOMPARE(Rows(third.begin(), third.begin() + 3),
                         (Rows{"+I[2000, 1, 0]", "-U[2000, 1, 0]", "+U[2000, 2, 1]"}));
            }
            all.insert(all.end(), third.begin(), third.end());
            QVERIFY(gb.harness.op().endInput(gb.out).isOk());
            const Rows last = gb.out.take();
            QCOMPARE(last.size(), alone ? std::size_t(0) : std::size_t(999));
            if (!alone)
                QCOMPARE(last.front(), Rows::value_type("+I[2000, 2, 1]"));
            all.insert(all.end(), last.begin(), last.end());
            std::string error;
            const Rows expected = rowsOf(materialize(plainOut.take(), &error));
            QVERIFY2(error.empty(), error.c_str());
            QCOMPARE(rowsOf(materialize(all, &error)), expected);
            QVERIFY2(error.empty(), error.c_str());
        }
    }

    void aGlobalBundleOfAccumulatorRowsAloneIsNotJudged()
    {
        // A merged bundle of a folding local phase's accumulator rows says nothing of how often
        // forwarded rows repeat a key: the forwarded bundle after it keeps one change per key.
        const LogicalType key = LogicalType::bigInt();
        const auto [local, global] = twoPhase(inputNode(false, key));
        Bundled lb(*local, "1000", "1 h");
        Bundled gb(*global, "1000", "1 h");
        for (const std::int64_t first : {std::int64_t(0), std::int64_t(1000)}) {
            std::vector<TestRow> rows;
            for (std::int64_t i = 0; i < 1000; ++i)
                rows.push_back(ins({first + (first > 0 && i == 1 ? 0 : i), i})); // 1000 twice
            QVERIFY(lb.push(rows, key).isOk());
            for (const RowBatch &batch : lb.out.batches)
                QVERIFY(gb.harness.op().processBatch(0, batch, gb.out).isOk());
            lb.out.batches.clear();
            lb.out.take();
        }
        const Rows out = gb.out.take(); // both bundles filled
        QCOMPARE(out.size(), std::size_t(1999));
        QCOMPARE(out[1000], Rows::value_type("+I[1000, 2, 1]"));
    }

    void forwardedRowsEqualPlainAggregation_data()
    {
        QTest::addColumn<bool>("stringKey");
        QTest::addColumn<bool>("updating");
        QTest::addColumn<bool>("owned"); // the local phase's input handed over (a chain's)
        for (const bool owned : {false, true}) {
            const char *how = owned ? ", columns taken" : "";
            QTest::addRow("BIGINT key, insert-only%s", how) << false << false << owned;
            QTest::addRow("BIGINT key, updating%s", how) << false << true << owned;
            QTest::addRow("STRING key, insert-only%s", how) << true << false << owned;
            QTest::addRow("STRING key, updating%s", how) << true << true << owned;
        }
    }
    void forwardedRowsEqualPlainAggregation()
    {
        // A local phase passing its rows through hands them on as they came (the key and the
        // column SUM reads, deletes as deletes). The global phase folds them where the heap keeps
        // a BIGINT key's record, or, for a STRING key, first turns them into the accumulator rows
        // the local phase would have sent. Either way it computes what the plain aggregate does.
        // Handed its input as a chain hands it, the local phase takes the batch's columns
        // instead of copying them.
        QFETCH(bool, stringKey);
        QFETCH(bool, updating);
        QFETCH(bool, owned);
        const LogicalType key = stringKey ? LogicalType::string() : LogicalType::bigInt();
        const auto in = inputNode(updating, key);
        auto plain = aggNode(in, AggPhase::Single, false, false);
        const auto [local, global] = twoPhase(in);
        Harness ph(exec::makeGroupAggregateOperator(*plain));
        OrderedOutput plainOut;
        Bundled lb(*local, "1000", "1 h");
        Bundled gb(*global, "700", "1 h");
        auto keyOf = [&](std::int64_t k) -> Value {
            return stringKey ? Value{"k" + std::to_string(k)} : Value{k};
        };
        std::vector<TestRow> previous;
        std::size_t forwardedBatches = 0;
        for (int bundle = 0; bundle < 4; ++bundle) {
            std::vector<TestRow> rows;
            for (std::int64_t i = 0; i < 1000; ++i) {
                if (updating && i % 10 == 5 && !previous.empty()) { // a delete of an earlier row
                    TestRow gone = previous[static_cast<std::size_t>(i) % previous.size()];
                    gone.kind = RowKind::Delete;
                    rows.push_back(gone);
                    continue;
                }
                const Value k = i == 500 ? kNull : keyOf(bundle * 1000 + i % 900);
                rows.push_back(ins({k, i % 7 == 0 ? kNull : Value{i}}));
            }
            QVERIFY(ph.op().processBatch(0, makeBatch(batchSchema(key), rows), plainOut).isOk());
            RowBatch input = makeBatch(batchSchema(key), rows);
            const std::byte *keyValues = input.rawValues(0);
            QVERIFY(owned ? lb.harness.op().processOwnedBatch(0, std::move(input), lb.out).isOk()
                          : lb.push(rows, key).isOk());
            for (const RowBatch &batch : lb.out.batches) {
                const bool isForwarded = batch.schema().size() == 2; // the key and SUM's column
                forwardedBatches += isForwarded ? 1 : 0;
                if (isForwarded)
                    QCOMPARE(batch.rawValues(0) == keyValues, owned);
                QVERIFY(gb.harness.op().processBatch(0, batch, gb.out).isOk());
            }
            lb.out.batches.clear();
            lb.out.take();
            previous.clear();
            for (const TestRow &r : rows)
                if (r.kind == RowKind::Insert && r.values[0] != kNull)
                    previous.push_back(r);
        }
        QVERIFY(lb.harness.op().endInput(lb.out).isOk());
        for (const RowBatch &batch : lb.out.batches)
            QVERIFY(gb.harness.op().processBatch(0, batch, gb.out).isOk());
        QVERIFY(gb.harness.op().endInput(gb.out).isOk());
        QCOMPARE(forwardedBatches, std::size_t{3}); // every bundle after the judged first
        std::string error;
        const Rows expected = rowsOf(materialize(plainOut.take(), &error));
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(rowsOf(materialize(gb.out.take(), &error)), expected);
        QVERIFY2(error.empty(), error.c_str());
    }

    void disabledOperatorDoesNotBuffer()
    {
        // Mini-batch off on the node: every row changes the result at once, whatever the job sets.
        auto node = aggNode(inputNode(false), AggPhase::Single, false);
        Bundled b(*node, "1000", "1 h");
        QVERIFY(b.push({ins({"a", 1}), ins({"a", 2})}).isOk());
        QCOMPARE(b.out.take(), (Rows{"+I[a, 1, 1, 1]", "-U[a, 1, 1, 1]", "+U[a, 2, 3, 2]"}));
        QCOMPARE(b.buffered(), 0);
        QCOMPARE(b.flushes(), 0);
    }

    void bundledPhasesEqualPlainAggregation_data()
    {
        QTest::addColumn<bool>("updating");
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 3; ++seed) {
            QTest::addRow("insert-only/%d", seed) << false << seed;
            QTest::addRow("updating/%d", seed) << true << seed;
        }
    }
    void bundledPhasesEqualPlainAggregation()
    {
        QFETCH(bool, updating);
        QFETCH(int, seed);
        std::mt19937 rng(static_cast<unsigned>(seed));
        std::vector<TestRow> rows, live;
        const char *keys[] = {"a", "b", "c", "d", "e"};
        for (int i = 0; i < 700; ++i) {
            if (updating && !live.empty() && rng() % 3 == 0) {
                const std::size_t at = rng() % live.size();
                TestRow r = live[at];
                live.erase(live.begin() + static_cast<std::ptrdiff_t>(at));
                r.kind = RowKind::Delete;
                rows.push_back(r);
                continue;
            }
            TestRow r = ins({keys[rng() % 5], std::int64_t(rng() % 50) - 10});
            rows.push_back(r);
            live.push_back(r);
        }
        auto feed = [&](exec::Operator &op, exec::Output &out, state::ManualClock &clock) {
            for (std::size_t i = 0; i < rows.size(); i += 6) {
                std::vector<TestRow> part(
                    rows.begin() + static_cast<std::ptrdiff_t>(i),
                    rows.begin() + static_cast<std::ptrdiff_t>(std::min(rows.size(), i + 6)));
                QVERIFY(op.processBatch(0, makeBatch(batchSchema(), part), out).isOk());
                clock.advance(7);
                QVERIFY(op.onProcessingTime(clock.nowMillis(), out).isOk());
            }
            QVERIFY(op.endInput(out).isOk());
        };
        const auto in = inputNode(updating);
        auto plain = aggNode(in, AggPhase::Single, false);
        Harness ph(exec::makeGroupAggregateOperator(*plain));
        OrderedOutput plainOut;
        feed(ph.op(), plainOut, ph.clock);
        std::string error;
        const Rows expected = rowsOf(materialize(plainOut.take(), &error));
        QVERIFY2(error.empty(), error.c_str());

        auto single = aggNode(in, AggPhase::Single, true);
        Bundled sb(*single, "17", "30 ms");
        feed(sb.harness.op(), sb.out, sb.harness.clock);
        QCOMPARE(rowsOf(materialize(sb.out.take(), &error)), expected);
        QVERIFY2(error.empty(), error.c_str());
        QVERIFY(sb.flushes() > 700 / 17 / 2);

        // Local (bundled, stateless) -> Global (bundled).
        auto local = aggNode(in, AggPhase::Local, true);
        auto global = aggNode(local, AggPhase::Global, true);
        global->schema = single->schema;
        Bundled lb(*local, "23", "50 ms");
        Bundled gb(*global, "5", "40 ms");
        feed(lb.harness.op(), lb.out, lb.harness.clock);
        QVERIFY(lb.flushes() > 0);
        for (const RowBatch &batch : lb.out.batches) {
            QVERIFY(gb.harness.op().processBatch(0, batch, gb.out).isOk());
            QVERIFY(batch.size() <= 5); // five keys: one accumulator row each per local bundle
        }
        QVERIFY(gb.harness.op().endInput(gb.out).isOk());
        QCOMPARE(rowsOf(materialize(gb.out.take(), &error)), expected);
        QVERIFY2(error.empty(), error.c_str());
    }
};

QTEST_GUILESS_MAIN(MiniBatchGroupAggregateTest)
#include "mini_batch_group_aggregate_test.moc"
