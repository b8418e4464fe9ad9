#include "exec/changelog_normalize_operator.h"
#include "operator_harness.h"

#include <QtTest>

using namespace sluice;
using namespace sluice::testing;
using Lines = std::vector<std::string>;

namespace {

const plan::RowSchema kSchema = {{"id", LogicalType::bigInt(false)},
                                 {"name", LogicalType::string()},
                                 {"v", LogicalType::bigInt()}};

std::unique_ptr<OperatorHarness> makeHarness(std::chrono::milliseconds ttl = {})
{
    plan::ChangelogNormalizeNode node;
    node.schema = kSchema;
    node.keys = {0};
    node.ttl.ttl = ttl;
    node.inputs.push_back(inputNode(kSchema, plan::ChangelogMode::upsert()));
    auto h =
        std::make_unique<OperatorHarness>(std::make_unique<exec::ChangelogNormalizeOperator>(node));
    if (!h->open())
        return nullptr;
    return h;
}

} // namespace

class ChangelogNormalizeOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void upsertsBecomeAFullChangelog()
    {
        auto h = makeHarness();
        QVERIFY(h);
        QCOMPARE(h->process(kSchema, {ins({1, "a", 10}), ua({2, "b", 20})}),
                 (Lines{"+I[1, a, 10]", "+I[2, b, 20]"}));
        QCOMPARE(h->process(kSchema, {ua({1, "a", 11})}), (Lines{"-U[1, a, 10]", "+U[1, a, 11]"}));
        // An identical upsert changes nothing.
        QCOMPARE(h->process(kSchema, {ua({1, "a", 11}), ins({2, "b", 20})}), Lines{});
        // A delete retracts the stored row, not the (possibly key-only) input.
        QCOMPARE(h->process(kSchema, {del({1, nullptr, nullptr})}), (Lines{"-D[1, a, 11]"}));
        // Unknown keys: nothing.
        QCOMPARE(h->process(kSchema, {del({1, nullptr, nullptr}), del({7, "x", 1})}), Lines{});
        // After a delete the key starts over with +I; -U is a delete too.
        QCOMPARE(h->process(kSchema, {ua({1, "c", 12}), ub({2, nullptr, nullptr})}),
                 (Lines{"+I[1, c, 12]", "-D[2, b, 20]"}));
        QVERIFY(h->status());
    }

    void nullValuesCompareAsValues()
    {
        auto h = makeHarness();
        QVERIFY(h);
        QCOMPARE(
            h->process(kSchema, {ins({1, nullptr, 10}), ua({1, nullptr, 10}), ua({1, "a", 10})}),
            (Lines{"+I[1, null, 10]", "-U[1, null, 10]", "+U[1, a, 10]"}));
    }

    void stateTtlReemitsIdenticalRows()
    {
        // Flink: with state TTL, identical rows are sent on so downstream state stays alive.
        auto h = makeHarness(std::chrono::hours(1));
        QVERIFY(h);
        QCOMPARE(h->process(kSchema, {ins({1, "a", 10}), ua({1, "a", 10})}),
                 (Lines{"+I[1, a, 10]", "-U[1, a, 10]", "+U[1, a, 10]"}));
    }
};

QTEST_GUILESS_MAIN(ChangelogNormalizeOperatorTest)
#include "changelog_normalize_operator_test.moc"
