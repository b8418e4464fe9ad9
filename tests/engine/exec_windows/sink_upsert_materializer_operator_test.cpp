#include "exec/sink_upsert_materializer_operator.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const plan::RowSchema kSchema = {{"id", LogicalType::bigInt(false)},
                                 {"name", LogicalType::string()},
                                 {"v", LogicalType::bigInt()}};

std::unique_ptr<OperatorHarness> makeHarness()
{
    plan::SinkUpsertMaterializerNode node;
    node.schema = kSchema;
    node.keys = {0};
    node.inputs.push_back(inputNode(kSchema, plan::ChangelogMode::all()));
    auto h = std::make_unique<OperatorHarness>(
        std::make_unique<exec::SinkUpsertMaterializerOperator>(node));
    if (!h->open())
        return nullptr;
    return h;
}

} // namespace

class SinkUpsertMaterializerOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void inOrderUpdates()
    {
        auto h = makeHarness();
        QVERIFY(h);
        QCOMPARE(h->process(kSchema, {ins({1, "a", 1})}), (Lines{"+I[1, a, 1]"}));
        QCOMPARE(h->process(kSchema, {ub({1, "a", 1}), ua({1, "a", 2})}),
                 (Lines{"-D[1, a, 1]", "+I[1, a, 2]"}));
        QCOMPARE(h->process(kSchema, {del({1, "a", 2})}), (Lines{"-D[1, a, 2]"}));
        QVERIFY(h->status());
    }

    void outOfOrderUpdatesForOneKey()
    {
        // Two upstream subtasks update key 1: their -U/+U pairs interleave after the shuffle.
        auto h = makeHarness();
        QVERIFY(h);
        QCOMPARE(h->process(kSchema, {ins({1, "a", 1})}), (Lines{"+I[1, a, 1]"}));
        // +U arrives before the -U of the row it replaces: the list is [a1, b2].
        QCOMPARE(h->process(kSchema, {ua({1, "b", 2})}), (Lines{"+U[1, b, 2]"}));
        // Retracting a row that is not the last changes nothing downstream.
        QCOMPARE(h->process(kSchema, {ub({1, "a", 1})}), Lines{});
        QCOMPARE(h->process(kSchema, {ua({1, "c", 3}), ua({1, "d", 4})}),
                 (Lines{"+U[1, c, 3]", "+U[1, d, 4]"}));
        // Retracting the last row re-emits the new last one; list [b2, c3].
        QCOMPARE(h->process(kSchema, {ub({1, "d", 4})}), (Lines{"+U[1, c, 3]"}));
        QCOMPARE(h->process(kSchema, {ub({1, "b", 2})}), Lines{});
        // Emptying the list deletes the key.
        QCOMPARE(h->process(kSchema, {del({1, "c", 3})}), (Lines{"-D[1, c, 3]"}));
        // A retraction of an unknown row is ignored.
        QCOMPARE(h->process(kSchema, {del({1, "c", 3}), ub({2, "z", 0})}), Lines{});
        QCOMPARE(h->process(kSchema, {ua({1, "e", 5})}), (Lines{"+I[1, e, 5]"}));
        QVERIFY(h->status());
    }

    void duplicatesKeepMultiplicity()
    {
        auto h = makeHarness();
        QVERIFY(h);
        QCOMPARE(h->process(kSchema, {ins({1, "a", 1}), ins({1, "a", 1}), ins({2, "x", nullptr})}),
                 (Lines{"+I[1, a, 1]", "+U[1, a, 1]", "+I[2, x, null]"}));
        // Flink removes the first equal row, which is not the last one: nothing is emitted.
        QCOMPARE(h->process(kSchema, {del({1, "a", 1})}), Lines{});
        QCOMPARE(h->process(kSchema, {del({1, "a", 1}), del({2, "x", nullptr})}),
                 (Lines{"-D[1, a, 1]", "-D[2, x, null]"}));
    }
};

QTEST_GUILESS_MAIN(SinkUpsertMaterializerOperatorTest)
#include "sink_upsert_materializer_operator_test.moc"
