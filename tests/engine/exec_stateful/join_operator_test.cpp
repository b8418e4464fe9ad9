// Regular join operator-harness tests, following Flink's StreamingJoinOperator: inner joins
// forward row kinds; outer joins retract the null-padded row when the first match arrives and
// re-emit it when the last match goes; NULL keys never match; duplicates; non-equi conditions;
// per-side state TTL; the inline state of fixed-width rows.

#include "stateful_harness.h"

#include "exec/join_inline_state.h"
#include "exec/operators.h"

#include <QTest>

#include <algorithm>

using namespace sluice;
using namespace sluice::plan;
using namespace sluice::testing;

namespace {

using Rows = std::vector<std::string>;

RowSchema sideSchema(const std::string &prefix)
{
    return {{prefix + "id", LogicalType::integer()}, {prefix + "v", LogicalType::string()}};
}

std::shared_ptr<JoinNode> joinNode(JoinKind kind)
{
    return makeJoinNode(kind, sideSchema("l"), sideSchema("r"), ChangelogMode::all());
}

const auto kLeft = exec::schemaFromPlan(sideSchema("l"));
const auto kRight = exec::schemaFromPlan(sideSchema("r"));

struct JoinHarness {
    explicit JoinHarness(const JoinNode &node) : h(exec::makeJoinOperator(node))
    {
        if (!h.openStatus.isOk())
            qWarning("open failed: %s", h.openStatus.toString().c_str());
    }
    Rows left(std::vector<TestRow> rows)
    {
        h.push(0, kLeft, rows);
        return h.take();
    }
    Rows right(std::vector<TestRow> rows)
    {
        h.push(1, kRight, rows);
        return h.take();
    }
    Harness h;
};

std::shared_ptr<JoinNode> insertOnlyJoin(JoinKind kind)
{
    return makeJoinNode(kind, sideSchema("l"), sideSchema("r"), ChangelogMode::insertOnly());
}

/// Copies every entry of `from` into `to`, as a restore reads a checkpoint's keyed state into
/// the backend of an operator that is already open.
void copyState(state::KeyedStateBackend &from, state::KeyedStateBackend &to)
{
    std::string table;
    bool map = false;
    const Status s = from.snapshot(
        [&](const state::StateTableInfo &t) {
            table = std::string(t.name);
            map = t.map;
        },
        [&](const state::StateEntry &e) {
            if (map)
                to.mapTable(table, {}).restore(e);
            else
                to.valueTable(table, {}).restore(e);
        });
    QVERIFY2(s.isOk(), s.toString().c_str());
}

Rows sorted(Rows rows)
{
    std::sort(rows.begin(), rows.end());
    return rows;
}

} // namespace

class JoinOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void innerJoinForwardsRowKinds()
    {
        JoinHarness j(*joinNode(JoinKind::Inner));
        QVERIFY(j.h.openStatus.isOk());
        QCOMPARE(j.left({ins({1, "a"})}), Rows{});
        QCOMPARE(j.right({ins({1, "x"}), ins({2, "y"})}), (Rows{"+I[1, a, 1, x]"}));
        QCOMPARE(j.left({ub({1, "a"}), ua({1, "b"})}), (Rows{"-U[1, a, 1, x]", "+U[1, b, 1, x]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[1, b, 1, x]"}));
        // Flink does not check that a retracted row was in state: it retracts its joins.
        QCOMPARE(j.right({del({1, "never"})}), (Rows{"-D[1, b, 1, never]"}));
        QCOMPARE(j.left({del({1, "b"})}), Rows{});
        QCOMPARE(j.h.backend().totalEntries(), std::int64_t{1}); // right (2, y)
    }

    void leftJoin()
    {
        JoinHarness j(*joinNode(JoinKind::Left));
        QCOMPARE(j.left({ins({1, "a"})}), (Rows{"+I[1, a, null, null]"}));
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"-D[1, a, null, null]", "+I[1, a, 1, x]"}));
        QCOMPARE(j.right({ins({1, "y"})}), (Rows{"+I[1, a, 1, y]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[1, a, 1, x]"}));
        QCOMPARE(j.right({ub({1, "y"})}), (Rows{"-U[1, a, 1, y]", "+I[1, a, null, null]"}));
        QCOMPARE(j.left({ins({1, "b"})}), (Rows{"+I[1, b, null, null]"}));
        QCOMPARE(j.right({ua({1, "z"})}), (Rows{"-D[1, a, null, null]", "+I[1, a, 1, z]",
                                                "-D[1, b, null, null]", "+I[1, b, 1, z]"}));
        QCOMPARE(j.left({del({1, "a"})}), (Rows{"-D[1, a, 1, z]"}));
        QCOMPARE(j.left({ins({2, "c"})}), (Rows{"+I[2, c, null, null]"}));
        QCOMPARE(j.left({del({2, "c"})}), (Rows{"-D[2, c, null, null]"}));
    }

    void rightJoin()
    {
        JoinHarness j(*joinNode(JoinKind::Right));
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"+I[null, null, 1, x]"}));
        QCOMPARE(j.left({ins({1, "a"})}), (Rows{"-D[null, null, 1, x]", "+I[1, a, 1, x]"}));
        // The left side is inner here: its retraction keeps its kind (-U), while an accumulate
        // that meets an outer side is always +I (StreamingJoinOperator).
        QCOMPARE(j.left({ub({1, "a"})}), (Rows{"-U[1, a, 1, x]", "+I[null, null, 1, x]"}));
        QCOMPARE(j.left({ua({1, "b"})}), (Rows{"-D[null, null, 1, x]", "+I[1, b, 1, x]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[1, b, 1, x]"}));
    }

    void fullJoin()
    {
        JoinHarness j(*joinNode(JoinKind::Full));
        QCOMPARE(j.left({ins({1, "a"})}), (Rows{"+I[1, a, null, null]"}));
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"-D[1, a, null, null]", "+I[1, a, 1, x]"}));
        QCOMPARE(j.right({ins({2, "y"})}), (Rows{"+I[null, null, 2, y]"}));
        QCOMPARE(j.left({del({1, "a"})}), (Rows{"-D[1, a, 1, x]", "+I[null, null, 1, x]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[null, null, 1, x]"}));
        QCOMPARE(j.left({ins({2, "b"})}), (Rows{"-D[null, null, 2, y]", "+I[2, b, 2, y]"}));
    }

    void nullKeysNeverMatch()
    {
        JoinHarness j(*joinNode(JoinKind::Full));
        QCOMPARE(j.left({ins({kNull, "a"})}), (Rows{"+I[null, a, null, null]"}));
        QCOMPARE(j.right({ins({kNull, "x"})}), (Rows{"+I[null, null, null, x]"}));
        QCOMPARE(j.left({del({kNull, "a"})}), (Rows{"-D[null, a, null, null]"}));
        JoinHarness inner(*joinNode(JoinKind::Inner));
        QCOMPARE(inner.left({ins({kNull, "a"})}), Rows{});
        QCOMPARE(inner.right({ins({kNull, "x"})}), Rows{});
        QCOMPARE(inner.h.backend().totalEntries(), std::int64_t{0});
    }

    void duplicateRows()
    {
        JoinHarness j(*joinNode(JoinKind::Left));
        QCOMPARE(j.left({ins({1, "a"}), ins({1, "a"})}),
                 (Rows{"+I[1, a, null, null]", "+I[1, a, null, null]"}));
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"-D[1, a, null, null]", "+I[1, a, 1, x]",
                                                 "-D[1, a, null, null]", "+I[1, a, 1, x]"}));
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"+I[1, a, 1, x]", "+I[1, a, 1, x]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[1, a, 1, x]", "-D[1, a, 1, x]"}));
        QCOMPARE(j.right({del({1, "x"})}), (Rows{"-D[1, a, 1, x]", "+I[1, a, null, null]",
                                                 "-D[1, a, 1, x]", "+I[1, a, null, null]"}));
        QCOMPARE(j.left({del({1, "a"})}), (Rows{"-D[1, a, null, null]"}));
    }

    void innerJoinOfFixedWidthRows()
    {
        // Fixed-width columns on the heap: both sides' rows live in the inline tables and an
        // inner join without a condition writes its joined rows a column at a time.
        for (const bool keyAtEdge : {true, false}) {
            // (id, v) joined on id: the stored rows leave their key out; (a, id, v) joined on
            // the middle column: they keep every column.
            const RowSchema left = keyAtEdge ? RowSchema{{"lid", LogicalType::integer()},
                                                         {"lv", LogicalType::bigInt()}}
                                             : RowSchema{{"la", LogicalType::smallInt()},
                                                         {"lid", LogicalType::integer()},
                                                         {"lv", LogicalType::bigInt()}};
            RowSchema right = left;
            for (auto &f : right)
                f.name[0] = 'r';
            auto node = makeJoinNode(JoinKind::Inner, left, right, ChangelogMode::all());
            const int key = keyAtEdge ? 0 : 1;
            node->leftKeys = node->rightKeys = {key};
            const auto leftSchema = exec::schemaFromPlan(left);
            const auto rightSchema = exec::schemaFromPlan(right);
            Harness h(exec::makeJoinOperator(*node));
            QVERIFY(h.openStatus.isOk());
            auto row = [&](std::int64_t id, Value v) {
                return keyAtEdge ? std::vector<Value>{id, v} : std::vector<Value>{7, id, v};
            };
            auto joined = [&](const char *kind, std::int64_t id, const char *lv, const char *rv) {
                const std::string l = keyAtEdge ? std::to_string(id) + ", " + lv
                                                : "7, " + std::to_string(id) + ", " + lv;
                const std::string r = keyAtEdge ? std::to_string(id) + ", " + rv
                                                : "7, " + std::to_string(id) + ", " + rv;
                return std::string(kind) + "[" + l + ", " + r + "]";
            };
            // A row twice (count 2), a NULL value, a key without a match.
            h.push(0, leftSchema,
                   {ins(row(1, 10)), ins(row(1, 10)), ins(row(2, kNull)), ins(row(3, 30))});
            QCOMPARE(h.take(), Rows{});
            QCOMPARE(h.backend().totalEntries(), std::int64_t{3});
            // Inline slots: tag 4 + INT key 4 + the row (BIGINT and a null byte; with SMALLINT
            // and INT too when the key stays in it) + count 4: 21 or 27 bytes.
            QCOMPARE(h.backend().totalBytes(), std::int64_t{3 * (keyAtEdge ? 21 : 27)});
            // The right rows take the input's kinds; each left copy joins once.
            h.push(1, rightSchema, {ins(row(1, 100)), ua(row(2, 200)), ins(row(4, 400))});
            QCOMPARE(h.take(), (Rows{joined("+I", 1, "10", "100"), joined("+I", 1, "10", "100"),
                                     joined("+U", 2, "null", "200")}));
            h.push(1, rightSchema, {del(row(1, 100))});
            QCOMPARE(h.take(), (Rows{joined("-D", 1, "10", "100"), joined("-D", 1, "10", "100")}));
            h.push(0, leftSchema, {ub(row(2, kNull)), del(row(1, 10))});
            QCOMPARE(h.take(), (Rows{joined("-U", 2, "null", "200")}));
            // More joined rows than an output batch holds: 200 left rows under key 5 (few
            // enough to stay inline), then six right rows of key 5 in one batch join 1,200 rows,
            // in order (a key's rows in the order they came), in batches of at most 1,024.
            std::vector<TestRow> many;
            for (int i = 0; i < 200; ++i)
                many.push_back(ins(row(5, i)));
            h.push(0, leftSchema, many);
            std::vector<TestRow> probes;
            for (int i = 1; i <= 6; ++i)
                probes.push_back(ins(row(i == 3 ? 6 : 5, -i)));
            h.out.batches.clear();
            h.push(1, rightSchema, probes);
            const Rows out = h.take();
            QCOMPARE(out.size(), std::size_t{1000});
            for (std::size_t i = 0; i < out.size(); ++i) {
                const int probe = static_cast<int>(i / 200) + 1;
                const std::string rv = std::to_string(-(probe >= 3 ? probe + 1 : probe));
                QCOMPARE(out[i], joined("+I", 5, std::to_string(i % 200).c_str(), rv.c_str()));
            }
            QCOMPARE(h.out.batches.size(), std::size_t{1});
            QCOMPARE(h.out.batches[0].size(), std::size_t{1000});
            h.out.batches.clear();
            h.push(1, rightSchema,
                   {ins(row(5, -7)), ins(row(5, -8)), ins(row(5, -9)), ins(row(5, -10)),
                    ins(row(5, -11)), ins(row(5, -12))});
            QCOMPARE(h.take().size(), std::size_t{1200});
            QCOMPARE(h.out.batches.size(), std::size_t{2});
            for (const RowBatch &b : h.out.batches)
                QVERIFY(b.size() <= RowBatch::kDefaultCapacity);
            QCOMPARE(h.backend().totalBytes(),
                     std::int64_t{(202 + 14) * (keyAtEdge ? 21 : 27)}); // still inline
        }
    }

    void inlineRecordStateKeepsLargeNumbersBesideTheTable()
    {
        // Slots hold magnitudes up to the limit (3 here, 2^31 - 1 in a job); larger numbers go
        // beside the table under the record's bytes and come back when they fit again.
        const char a[5] = {1, 2, 3, 4, 5};
        const char b[5] = {1, 2, 3, 4, 6};
        exec::InlineRecordState inner(false, sizeof a, 3);
        QCOMPARE(inner.valueBytes(), std::size_t{4});
        char va[8] = {}, vb[8] = {};                        // an inner side uses the first 4 bytes
        QCOMPARE(inner.read(a, va).count, std::int64_t{0}); // a new slot
        inner.write(a, va, {3, 0});
        QCOMPARE(inner.read(a, va).count, std::int64_t{3});
        QCOMPARE(inner.spilled(), std::size_t{0});
        inner.write(a, va, {4, 0});
        inner.write(b, vb, {-7, 0});
        QCOMPARE(inner.spilled(), std::size_t{2});
        QCOMPARE(inner.read(a, va).count, std::int64_t{4});
        QCOMPARE(inner.read(b, vb).count, std::int64_t{-7});
        inner.write(a, va, {2, 0});
        QCOMPARE(inner.spilled(), std::size_t{1});
        QCOMPARE(inner.read(a, va).count, std::int64_t{2});
        inner.erase(b, vb);
        QCOMPARE(inner.spilled(), std::size_t{0});

        exec::InlineRecordState outer(true, sizeof a, 3);
        QCOMPARE(outer.valueBytes(), std::size_t{8});
        char vo[8] = {};
        outer.write(a, vo, {1, 2});
        QCOMPARE(outer.read(a, vo).associations, std::int64_t{2});
        outer.write(a, vo, {1, 5}); // associations too many: both numbers go beside
        QCOMPARE(outer.spilled(), std::size_t{1});
        const auto n = outer.read(a, vo);
        QCOMPARE(n.count, std::int64_t{1});
        QCOMPARE(n.associations, std::int64_t{5});
        outer.erase(a, vo);
        QCOMPARE(outer.spilled(), std::size_t{0});
        // A full job's limit: 2^31 - 1 copies fit a slot, one more does not.
        exec::InlineRecordState job(false, sizeof a);
        char vj[8] = {};
        job.write(a, vj, {std::int64_t{1} << 31, 0});
        QCOMPARE(job.spilled(), std::size_t{1});
        QCOMPARE(job.read(a, vj).count, std::int64_t{1} << 31);
        job.write(a, vj, {(std::int64_t{1} << 31) - 1, 0});
        QCOMPARE(job.spilled(), std::size_t{0});
    }

    void nonEquiCondition()
    {
        // LEFT JOIN ... ON l.id = r.id AND l.v < r.v
        auto node = joinNode(JoinKind::Left);
        node->nonEquiCondition = makeCall(
            ScalarFunction::LessThan, LogicalType::boolean(),
            {makeInputRef(1, LogicalType::string(), "lv"), makeInputRef(3, LogicalType::string(), "rv")});
        JoinHarness j(*node);
        QVERIFY(j.h.openStatus.isOk());
        QCOMPARE(j.left({ins({1, "m"})}), (Rows{"+I[1, m, null, null]"}));
        QCOMPARE(j.right({ins({1, "a"})}), Rows{});
        QCOMPARE(j.right({ins({1, "z"})}), (Rows{"-D[1, m, null, null]", "+I[1, m, 1, z]"}));
        QCOMPARE(j.left({ins({1, "b"})}), (Rows{"+I[1, b, 1, z]"}));
        // Other-side records come in state order (encoded row bytes), as Flink's come in MapState
        // order.
        QCOMPARE(j.right({del({1, "z"})}),
                 (Rows{"-D[1, b, 1, z]", "+I[1, b, null, null]", "-D[1, m, 1, z]", "+I[1, m, null, null]"}));
    }

    void insertOnlyInnerSidesKeepRowsBySequence()
    {
        // Each row is an entry of its own under a sequence number: duplicates are two entries
        // and match twice, as one row of count 2 does, and a key's rows come in arrival order.
        JoinHarness j(*insertOnlyJoin(JoinKind::Inner));
        QVERIFY(j.h.openStatus.isOk());
        QCOMPARE(j.left({ins({1, "b"}), ins({1, "b"}), ins({2, "z"})}), Rows{});
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"+I[1, b, 1, x]", "+I[1, b, 1, x]"}));
        QCOMPARE(j.left({ins({1, "a"})}), (Rows{"+I[1, a, 1, x]"}));
        QCOMPARE(j.right({ins({1, "y"}), ins({3, "w"})}),
                 (Rows{"+I[1, b, 1, y]", "+I[1, b, 1, y]", "+I[1, a, 1, y]"}));
        state::KeyedStateBackend &backend = j.h.backend();
        QVERIFY(!backend.hasMapTable("left-records"));
        QCOMPARE(backend.mapTable("left-rows", {}).entries(), std::int64_t{4});
        QCOMPARE(backend.mapTable("right-rows", {}).entries(), std::int64_t{3});

        // The same rows by count give the same joined rows.
        JoinHarness counted(*joinNode(JoinKind::Inner));
        counted.left({ins({1, "b"}), ins({1, "b"}), ins({2, "z"})});
        QCOMPARE(counted.right({ins({1, "x"})}), (Rows{"+I[1, b, 1, x]", "+I[1, b, 1, x]"}));
        counted.left({ins({1, "a"})});
        QCOMPARE(sorted(counted.right({ins({1, "y"}), ins({3, "w"})})),
                 sorted({"+I[1, b, 1, y]", "+I[1, b, 1, y]", "+I[1, a, 1, y]"}));
        QCOMPARE(counted.h.backend().mapTable("left-records", {}).entries(), std::int64_t{3});

        // An input planned as insert-only that sends a retraction is a fault, not a row.
        const RowBatch retraction = makeBatch(kLeft, {del({1, "a"})});
        const Status s = j.h.op().processBatch(0, retraction, j.h.out);
        QVERIFY(!s.isOk());
        QVERIFY2(s.toString().find("insert-only") != std::string::npos, s.toString().c_str());
    }

    void restoredRowsKeepTheirSequenceNumbers()
    {
        // A later attempt numbers its rows after its epoch: rows restored from an earlier one
        // under the same key keep their entries instead of being overwritten.
        const auto node = insertOnlyJoin(JoinKind::Inner);
        JoinHarness first(*node);
        QCOMPARE(first.left({ins({1, "a"}), ins({1, "b"})}), Rows{});
        Harness second(exec::makeJoinOperator(*node), 128,
                       [](exec::OperatorContext &c) { c.attemptEpoch = 3; });
        QVERIFY(second.openStatus.isOk());
        copyState(first.h.backend(), second.backend());
        QVERIFY(second.op().restoreState({}).isOk());
        second.push(0, kLeft, {ins({1, "c"}), ins({1, "d"})});
        second.push(1, kRight, {ins({1, "x"})});
        QCOMPARE(second.take(),
                 (Rows{"+I[1, a, 1, x]", "+I[1, b, 1, x]", "+I[1, c, 1, x]", "+I[1, d, 1, x]"}));
        QCOMPARE(second.backend().mapTable("left-rows", {}).entries(), std::int64_t{4});
    }

    void restoredSidesMoveToTheLayoutTheJobUses()
    {
        // By count (an older checkpoint, or a side that had a TTL) into by sequence.
        JoinHarness counted(*joinNode(JoinKind::Inner));
        counted.left({ins({1, "a"}), ins({1, "a"}), ins({1, "b"})});
        counted.right({ins({2, "y"})});
        JoinHarness bySequence(*insertOnlyJoin(JoinKind::Inner));
        copyState(counted.h.backend(), bySequence.h.backend());
        QVERIFY(bySequence.h.op().restoreState({}).isOk());
        QCOMPARE(bySequence.h.backend().mapTable("left-records", {}).entries(), std::int64_t{0});
        QCOMPARE(bySequence.h.backend().mapTable("left-rows", {}).entries(), std::int64_t{3});
        QCOMPARE(sorted(bySequence.right({ins({1, "x"})})),
                 (Rows{"+I[1, a, 1, x]", "+I[1, a, 1, x]", "+I[1, b, 1, x]"}));
        QCOMPARE(bySequence.left({ins({2, "c"})}), (Rows{"+I[2, c, 2, y]"}));

        // By sequence into by count: identical rows become one entry of count 2.
        JoinHarness back(*joinNode(JoinKind::Inner));
        copyState(bySequence.h.backend(), back.h.backend());
        QVERIFY(back.h.op().restoreState({}).isOk());
        QCOMPARE(back.h.backend().mapTable("left-rows", {}).entries(), std::int64_t{0});
        QCOMPARE(back.h.backend().mapTable("left-records", {}).entries(), std::int64_t{3});
        QCOMPARE(back.left({del({1, "a"})}), (Rows{"-D[1, a, 1, x]"}));
        QCOMPARE(sorted(back.right({ins({1, "z"})})), (Rows{"+I[1, a, 1, z]", "+I[1, b, 1, z]"}));

        // An outer side cannot take over rows an inner join kept: their matches are unknown.
        JoinHarness outer(*joinNode(JoinKind::Left));
        copyState(bySequence.h.backend(), outer.h.backend());
        const Status s = outer.h.op().restoreState({});
        QVERIFY(!s.isOk());
        QVERIFY2(s.toString().find("inner join") != std::string::npos, s.toString().c_str());
    }

    void perSideTtl()
    {
        auto node = joinNode(JoinKind::Inner);
        node->leftTtl.ttl = std::chrono::milliseconds(100);
        node->rightTtl.ttl = std::chrono::milliseconds(1000);
        JoinHarness j(*node);
        QCOMPARE(j.left({ins({1, "a"})}), Rows{});
        QCOMPARE(j.right({ins({2, "y"})}), Rows{});
        j.h.clock.set(99);
        QCOMPARE(j.right({ins({1, "x"})}), (Rows{"+I[1, a, 1, x]"}));
        j.h.clock.set(100); // the left row expired; the right rows live on
        QCOMPARE(j.right({ins({1, "x2"})}), Rows{});
        QCOMPARE(j.left({ins({2, "b"})}), (Rows{"+I[2, b, 2, y]"}));
        QVERIFY(j.h.backend().expiredEntries() >= 1);
    }
};

QTEST_GUILESS_MAIN(JoinOperatorTest)
#include "join_operator_test.moc"
