// The Match operator (MATCH_RECOGNIZE) on exact input and output sequences: event-time rows wait
// for the watermark and match in time order, late rows are dropped, greedy and reluctant
// quantifiers, a completed match held back behind a partial match that started earlier (and
// released by WITHIN at a later watermark, at that time), the skip strategies' pruning, the
// runtime failure of SKIP TO FIRST on a match's first row, processing time, and state cleanup.
// The nodes come from the real binder and planner.

#include "exec/java_priority_queue.h"
#include "exec/match_operator.h"
#include "../plan/plan_test_support.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const char *const kTable =
    "CREATE TABLE t (sym STRING, price INT, ts TIMESTAMP(3), pt AS PROCTIME(),\n"
    "  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen');\n";

struct Setup {
    std::unique_ptr<plan::ScriptAnalysis> analysis;
    std::unique_ptr<OperatorHarness> harness;
    plan::RowSchema input;
};

// The Match node of `query` (a SELECT over t) in its operator, on a fresh harness.
Setup makeHarness(const std::string &query)
{
    Setup s;
    s.analysis = plan::analyzeScript(std::string(kTable) + query + "\n");
    if (s.analysis->statements.empty() || !s.analysis->statements.back().plan) {
        qWarning("%s", plan::testing::diagnosticsText(s.analysis->diagnostics).c_str());
        return s;
    }
    const plan::MatchNode *node = plan::testing::single<plan::MatchNode>(*s.analysis->statements.back().plan);
    if (!node)
        return s;
    s.input = node->inputs.at(0)->schema;
    s.harness = std::make_unique<OperatorHarness>(std::make_unique<exec::MatchOperator>(*node));
    if (!s.harness->open())
        s.harness.reset();
    return s;
}

// A row of t: (sym, price, ts at `second` seconds); pt (a computed column) is not stored.
TestRow row(const char *sym, int price, std::int64_t second)
{
    return ins({sym, price, Val::ts(second * 1000)});
}

} // namespace

class MatchOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void javaPriorityQueueOrdersTiesAsJavaDoes()
    {
        // Expected orders printed by java.util.PriorityQueue (JDK 17) for the same calls, with
        // a comparator on the number only: iteration (array) order after offers, poll,
        // removeAll and more offers.
        struct E {
            int key;
            char id;
        };
        auto compare = [](const E &a, const E &b) { return a.key < b.key ? -1 : (a.key > b.key ? 1 : 0); };
        exec::JavaPriorityQueue<E, decltype(compare)> q(compare);
        auto order = [&] {
            std::string out;
            for (const E &e : q.items())
                out += (out.empty() ? "" : " ") + std::to_string(e.key) + e.id;
            return out;
        };
        const int keys[] = {3, 1, 3, 1, 2, 3, 1};
        for (int i = 0; i < 7; ++i)
            q.offer({keys[i], static_cast<char>('a' + i)});
        QCOMPARE(order(), std::string("1b 1d 1g 3a 2e 3f 3c"));
        QCOMPARE(q.poll().id, 'b');
        QCOMPARE(order(), std::string("1d 2e 1g 3a 3c 3f"));
        QVERIFY(q.removeIf([](const E &e) { return e.id == 'c' || e.id == 'd'; }));
        QCOMPARE(order(), std::string("1g 2e 3a 3f"));
        q.offer({1, 'h'});
        q.offer({3, 'i'});
        QCOMPARE(order(), std::string("1g 1h 3a 3f 2e 3i"));
        QCOMPARE(q.poll().id, 'g');
        QCOMPARE(q.poll().id, 'h');
        QCOMPARE(order(), std::string("2e 3i 3a 3f"));
    }

    void eventTimeRowsWaitForTheWatermarkAndMatchInTimeOrder()
    {
        auto s = makeHarness("SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts "
                             "MEASURES A.price AS a, B.price AS b, MATCH_ROWTIME() AS mt "
                             "AFTER MATCH SKIP PAST LAST ROW PATTERN (A B) DEFINE B AS B.price > A.price)");
        QVERIFY(s.harness);
        OperatorHarness &h = *s.harness;
        QCOMPARE(h.process(s.input, {row("x", 3, 3), row("x", 1, 1), row("y", 4, 1), row("x", 5, 2),
                                     row("y", 6, 3)}),
                 Lines{});
        // x's rows of 1 s and 2 s, in time order whatever their arrival: 1 then 5 rise.
        QCOMPARE(h.watermark(2'000), (Lines{"+I[x, 1, 5, 1970-01-01T00:00:02]", "WM(2000)"}));
        // Not newer than the watermark: late, dropped and counted.
        QCOMPARE(h.process(s.input, {row("x", 9, 2)}), Lines{});
        QCOMPARE(h.counter(MetricCounter::LateRecordsDropped), 1);
        QCOMPARE(h.endInput(), (Lines{"+I[y, 4, 6, 1970-01-01T00:00:03]"}));
    }

    void greedyQuantifiersTakeRowsWhileTheyMatchReluctantOnesStopEarly()
    {
        // Flink's documentation example: B* takes 12, 13 and 14; B*? stops at the first C.
        const std::string pattern[] = {"B*", "B*?"};
        const Lines expected[] = {{"+I[XYZ, 16, 3]"}, {"+I[XYZ, 13, 1]", "+I[XYZ, 16, 0]"}};
        for (int i = 0; i < 2; ++i) {
            auto s = makeHarness("SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts "
                                 "MEASURES C.price AS lastPrice, COUNT(B.price) AS nb "
                                 "AFTER MATCH SKIP PAST LAST ROW PATTERN (A " + pattern[i] + " C) "
                                 "DEFINE A AS A.price > 10, B AS B.price < 15, C AS C.price > 12)");
            QVERIFY(s.harness);
            OperatorHarness &h = *s.harness;
            QCOMPARE(h.process(s.input, {row("XYZ", 10, 2), row("XYZ", 11, 3), row("XYZ", 12, 4),
                                         row("XYZ", 13, 5), row("XYZ", 14, 6), row("XYZ", 16, 7)}),
                     Lines{});
            QCOMPARE(h.endInput(), expected[i]);
            // Every partial match was pruned by the last match: no state is left.
            QCOMPARE(h.stateBackend().totalEntries(), 0);
        }
    }

    void aCompletedMatchWaitsForAnEarlierPartialMatch()
    {
        // A = 2 (from 2 s) completes at 4 s, but the match from 1 s (A = 1, needing C = 10) is
        // still open: the later match waits until the earlier one completes at 5 s, then both
        // leave, the earlier first. SKIP TO NEXT ROW keeps the later one; PAST LAST ROW prunes it.
        const char *const skips[] = {"SKIP TO NEXT ROW", "SKIP PAST LAST ROW"};
        const Lines expected[] = {{"+I[x, 1, 10, 3]", "+I[x, 2, 20, 1]"}, {"+I[x, 1, 10, 3]"}};
        for (int i = 0; i < 2; ++i) {
            auto s = makeHarness(std::string("SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts "
                                             "MEASURES A.price AS a, C.price AS c, COUNT(B.price) AS nb "
                                             "AFTER MATCH ") + skips[i] + " PATTERN (A B+? C) "
                                 "DEFINE A AS A.price < 5, C AS C.price = A.price * 10)");
            QVERIFY(s.harness);
            OperatorHarness &h = *s.harness;
            QCOMPARE(h.process(s.input, {row("x", 1, 1), row("x", 2, 2), row("x", 20, 3), row("x", 20, 4)}),
                     Lines{});
            QCOMPARE(h.watermark(4'000), Lines{"WM(4000)"});
            QCOMPARE(h.process(s.input, {row("x", 10, 5)}), Lines{});
            Lines lines = expected[i];
            lines.push_back("WM(5000)");
            QCOMPARE(h.watermark(5'000), lines);
        }
    }

    void withinDropsTheEarlierPartialMatchAndReleasesTheHeldMatchAtThatWatermark()
    {
        // As above, but the match from 1 s never completes: WITHIN 4 s drops it once time
        // reaches 5 s (its timer), and the match held behind it leaves then, at that time.
        auto s = makeHarness("SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts "
                             "MEASURES A.price AS a, C.price AS c, MATCH_ROWTIME() AS mt "
                             "AFTER MATCH SKIP TO NEXT ROW PATTERN (A B+? C) WITHIN INTERVAL '4' SECOND "
                             "DEFINE A AS A.price < 5, C AS C.price = A.price * 10)");
        QVERIFY(s.harness);
        OperatorHarness &h = *s.harness;
        QCOMPARE(h.process(s.input, {row("x", 1, 1), row("x", 2, 2), row("x", 20, 3), row("x", 20, 4)}),
                 Lines{});
        QCOMPARE(h.watermark(4'000), Lines{"WM(4000)"});
        QCOMPARE(h.watermark(4'999), Lines{"WM(4999)"});
        QCOMPARE(h.watermark(5'000), (Lines{"+I[x, 2, 20, 1970-01-01T00:00:05]", "WM(5000)"}));
    }

    void skipToTheFirstRowOfAMatchFailsTheJob()
    {
        auto s = makeHarness("SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts "
                             "MEASURES SUM(A.price) AS total AFTER MATCH SKIP TO FIRST A "
                             "PATTERN (A+ C) DEFINE A AS SUM(A.price) < 30)");
        QVERIFY(s.harness);
        OperatorHarness &h = *s.harness;
        QCOMPARE(h.process(s.input, {row("x", 7, 1), row("x", 9, 2), row("x", 30, 3)}), Lines{});
        h.endInput();
        QVERIFY(!h.status());
        QVERIFY2(h.status().message().find("Could not skip to first element of a match.") != std::string::npos,
                 h.status().message().c_str());
    }

    void processingTimeMatchesRowsAsTheyArrive()
    {
        auto s = makeHarness("SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY pt "
                             "MEASURES FIRST(A.price) AS first_a, COUNT(A.price) AS na, B.price AS b "
                             "AFTER MATCH SKIP PAST LAST ROW PATTERN (A+? B) DEFINE B AS B.price < 0)");
        QVERIFY(s.harness);
        OperatorHarness &h = *s.harness;
        // Arrival order, not ts order; each batch is matched at once.
        QCOMPARE(h.process(s.input, {row("x", 5, 9), row("x", 6, 1)}), Lines{});
        QCOMPARE(h.process(s.input, {row("x", -1, 0), row("y", -2, 0)}), (Lines{"+I[x, 5, 2, -1]"}));
        QCOMPARE(h.process(s.input, {row("y", 3, 0), row("y", -4, 0)}), (Lines{"+I[y, -2, 2, -4]"}));
        QCOMPARE(h.endInput(), Lines{});
        QCOMPARE(h.stateBackend().totalEntries(), 0);
    }

    // Checkpoints: the NFA's matches and the waiting rows are keyed state; the partitions' timers
    // (by key group) and the row sequence go with the checkpoint.
    void resumesFromACheckpoint()
    {
        auto s = makeHarness("SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY sym ORDER BY ts "
                             "MEASURES FIRST(A.price) AS a, LAST(B.price) AS b, COUNT(B.price) AS n "
                             "AFTER MATCH SKIP PAST LAST ROW PATTERN (A B+ C) WITHIN INTERVAL '5' SECOND "
                             "DEFINE B AS B.price > A.price, C AS C.price <= A.price)");
        QVERIFY(s.harness);
        const plan::MatchNode *node = plan::testing::single<plan::MatchNode>(*s.analysis->statements.back().plan);
        auto make = [&](int index, int parallelism) {
            auto h = std::make_unique<OperatorHarness>(std::make_unique<exec::MatchOperator>(*node));
            h->setSubtask(index, parallelism);
            return h->open() ? std::move(h) : nullptr;
        };
        const plan::RowSchema input = s.input;
        auto before = [&](OperatorHarness &h) {
            Lines out = h.process(input, {row("x", 3, 1), row("x", 5, 2), row("y", 4, 1), row("y", 6, 2),
                                          row("z", 1, 2), row("x", 7, 3), row("w", 9, 4)});
            append(out, h.watermark(2'000));
            append(out, h.process(input, {row("y", 7, 3), row("z", 2, 4), row("x", 2, 5)}));
            return out;
        };
        auto after = [&](OperatorHarness &h) {
            Lines out = h.process(input, {row("y", 1, 5), row("z", 1, 6), row("w", 10, 6)});
            append(out, h.watermark(5'000));
            append(out, h.endInput());
            return out;
        };
        auto fire = [](OperatorHarness &h) {
            Lines out = h.watermark(4'500);
            append(out, h.endInput());
            return out;
        };
        const std::string problems = checkRestore<OperatorHarness>(make, before, after, fire);
        QVERIFY2(problems.empty(), problems.c_str());
    }
};

QTEST_GUILESS_MAIN(MatchOperatorTest)
#include "match_operator_test.moc"
