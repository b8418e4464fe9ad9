#include "exec/final_result_operator.h"
#include "operator_harness.h"

#include <QtTest>

#include <algorithm>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const plan::RowSchema kSchema = {{"who", LogicalType::string()}, {"n", LogicalType::bigInt()}};

std::unique_ptr<OperatorHarness> makeHarness(std::vector<plan::SortKey> order, std::int64_t offset,
                                             std::int64_t limit, plan::ChangelogMode input)
{
    plan::FinalResultNode node;
    node.schema = kSchema;
    node.orderKeys = std::move(order);
    node.offset = offset;
    node.limit = limit;
    node.inputs.push_back(inputNode(kSchema, input));
    auto h = std::make_unique<OperatorHarness>(std::make_unique<exec::FinalResultOperator>(node));
    if (!h->open())
        return nullptr;
    return h;
}

} // namespace

class FinalResultOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void foldsUpdatesIntoFinalRows()
    {
        auto h = makeHarness({}, 0, -1, plan::ChangelogMode::all());
        QVERIFY(h);
        // An aggregate's changelog: nothing leaves before the input ends.
        QCOMPARE(h->process(kSchema, {ins({"a", 1}), ins({"b", 1}), ub({"a", 1}), ua({"a", 2})}), Lines{});
        // A retraction may come before the row it cancels (another producer's order).
        QCOMPARE(h->process(kSchema, {ub({"b", 2}), ua({"b", 3}), ub({"b", 1}), ua({"b", 2})}), Lines{});
        QCOMPARE(h->process(kSchema, {ins({"c", 1}), del({"c", 1}), ins({"d", nullptr}), ins({"d", nullptr})}),
                 Lines{});
        QCOMPARE(h->watermark(INT64_MAX), Lines{}); // held until the rows are out
        QVERIFY(h->status());
        // Without ORDER BY the rows come in state order; the watermark follows them.
        Lines out = h->endInput();
        QVERIFY(!out.empty());
        QCOMPARE(out.back(), std::string("WM(9223372036854775807)"));
        out.pop_back();
        std::sort(out.begin(), out.end());
        QCOMPARE(out, (Lines{"+I[a, 2]", "+I[b, 3]", "+I[d, null]", "+I[d, null]"}));
        QVERIFY(h->status());
    }

    void sortsWithNullsAndCutsToOffsetAndLimit()
    {
        // ORDER BY n DESC (NULLS LAST by default), who; OFFSET 1 FETCH 3.
        auto h = makeHarness({{1, true, false}, {0, false}}, 1, 3, plan::ChangelogMode::all());
        QVERIFY(h);
        QCOMPARE(h->process(kSchema, {ins({"x", 5}), ins({"y", nullptr}), ins({"b", 7}), ins({"a", 7}),
                                      ins({"z", 1}), ub({"x", 5}), ua({"x", 6})}),
                 Lines{});
        QCOMPARE(h->endInput(), (Lines{"+I[b, 7]", "+I[x, 6]", "+I[z, 1]"}));

        // NULLS FIRST ascending puts NULL before every value; copies of a row each count.
        auto first = makeHarness({{1, false, true}}, 0, -1, plan::ChangelogMode::insertOnly());
        QVERIFY(first);
        first->process(kSchema, {ins({"p", 3}), ins({"q", nullptr}), ins({"p", 3}), ins({"r", -2})});
        QCOMPARE(first->endInput(), (Lines{"+I[q, null]", "+I[r, -2]", "+I[p, 3]", "+I[p, 3]"}));

        // DESC NULLS FIRST.
        auto descFirst = makeHarness({{1, true, true}}, 0, 2, plan::ChangelogMode::insertOnly());
        QVERIFY(descFirst);
        descFirst->process(kSchema, {ins({"p", 3}), ins({"q", nullptr}), ins({"r", 9})});
        QCOMPARE(descFirst->endInput(), (Lines{"+I[q, null]", "+I[r, 9]"}));
    }

    void limitWithoutOrderPassesRowsAsTheyCome()
    {
        auto h = makeHarness({}, 2, 2, plan::ChangelogMode::insertOnly());
        QVERIFY(h);
        QCOMPARE(h->process(kSchema, {ins({"a", 1}), ins({"b", 2}), ins({"c", 3})}), (Lines{"+I[c, 3]"}));
        QCOMPARE(h->process(kSchema, {ins({"d", 4}), ins({"e", 5})}), (Lines{"+I[d, 4]"}));
        QCOMPARE(h->endInput(), Lines{});

        auto none = makeHarness({{0, false, true}}, 0, 0, plan::ChangelogMode::insertOnly());
        QVERIFY(none);
        none->process(kSchema, {ins({"a", 1})});
        QCOMPARE(none->endInput(), Lines{});
    }
};

QTEST_GUILESS_MAIN(FinalResultOperatorTest)
#include "final_result_operator_test.moc"
