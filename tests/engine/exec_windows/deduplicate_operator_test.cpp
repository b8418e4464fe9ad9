#include "exec/deduplicate_operator.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const plan::RowSchema kInput = {
    {"id", LogicalType::bigInt(false)},
    {"v", LogicalType::string()},
    {"ts", LogicalType::timestamp(3, false).withTimeAttribute(TimeAttribute::Rowtime)}};

std::unique_ptr<OperatorHarness> makeHarness(bool keepLast, bool rowtime, bool rowNumber = false)
{
    plan::DeduplicateNode node;
    node.schema = kInput;
    if (rowNumber)
        node.schema.push_back({"$rn", LogicalType::bigInt(false)});
    node.keys = {0};
    node.keepLast = keepLast;
    node.rowtime = rowtime;
    node.inputs.push_back(inputNode(kInput, plan::ChangelogMode::insertOnly()));
    auto h = std::make_unique<OperatorHarness>(std::make_unique<exec::DeduplicateOperator>(node));
    if (!h->open())
        return nullptr;
    return h;
}

Val ts(std::int64_t seconds)
{
    return Val::ts(seconds * 1000);
}

} // namespace

class DeduplicateOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void procTimeKeepFirst()
    {
        auto h = makeHarness(false, false, /*rowNumber=*/true);
        QVERIFY(h);
        QCOMPARE(
            h->process(kInput, {ins({1, "a", ts(5)}), ins({2, "b", ts(1)}), ins({1, "c", ts(0)})}),
            (Lines{"+I[1, a, 1970-01-01T00:00:05, 1]", "+I[2, b, 1970-01-01T00:00:01, 1]"}));
        QCOMPARE(h->process(kInput, {ins({2, "d", ts(9)}), ins({3, "e", ts(9)})}),
                 (Lines{"+I[3, e, 1970-01-01T00:00:09, 1]"}));
        QVERIFY(h->status());
    }

    void procTimeKeepLast()
    {
        auto h = makeHarness(true, false);
        QVERIFY(h);
        QCOMPARE(
            h->process(kInput, {ins({1, "a", ts(5)}), ins({1, "b", ts(1)}), ins({2, "x", ts(1)})}),
            (Lines{"+I[1, a, 1970-01-01T00:00:05]", "-U[1, a, 1970-01-01T00:00:05]",
                   "+U[1, b, 1970-01-01T00:00:01]", "+I[2, x, 1970-01-01T00:00:01]"}));
        // No equality check on processing-time keep-last: an identical row still updates.
        QCOMPARE(h->process(kInput, {ins({2, "x", ts(1)})}),
                 (Lines{"-U[2, x, 1970-01-01T00:00:01]", "+U[2, x, 1970-01-01T00:00:01]"}));
    }

    void rowTimeKeepFirst()
    {
        auto h = makeHarness(false, true);
        QVERIFY(h);
        QCOMPARE(
            h->process(kInput, {ins({1, "a", ts(5)}), ins({1, "b", ts(7)}), ins({1, "c", ts(5)})}),
            (Lines{"+I[1, a, 1970-01-01T00:00:05]"}));
        // An earlier rowtime replaces the kept row; a tie keeps the earlier arrival.
        QCOMPARE(h->process(kInput, {ins({1, "d", ts(3)}), ins({1, "e", ts(3)})}),
                 (Lines{"-U[1, a, 1970-01-01T00:00:05]", "+U[1, d, 1970-01-01T00:00:03]"}));
    }

    void rowTimeKeepLast()
    {
        auto h = makeHarness(true, true, /*rowNumber=*/true);
        QVERIFY(h);
        QCOMPARE(h->process(kInput, {ins({1, "a", ts(5)}), ins({1, "b", ts(3)})}),
                 (Lines{"+I[1, a, 1970-01-01T00:00:05, 1]"}));
        // A tie replaces (the later arrival wins), a later rowtime replaces.
        QCOMPARE(
            h->process(kInput, {ins({1, "c", ts(5)}), ins({1, "d", ts(8)}), ins({1, "e", ts(6)})}),
            (Lines{"-U[1, a, 1970-01-01T00:00:05, 1]", "+U[1, c, 1970-01-01T00:00:05, 1]",
                   "-U[1, c, 1970-01-01T00:00:05, 1]", "+U[1, d, 1970-01-01T00:00:08, 1]"}));
    }

    void retractionsAreRejected()
    {
        auto h = makeHarness(true, false);
        QVERIFY(h);
        h->process(kInput, {del({1, "a", ts(5)})});
        QVERIFY(!h->status());
    }
};

QTEST_GUILESS_MAIN(DeduplicateOperatorTest)
#include "deduplicate_operator_test.moc"
