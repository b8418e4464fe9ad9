#include "connector_test_support.h"
#include "connectors/blackhole_sink.h"
#include "connectors/print_sink.h"

#include <QTest>

using namespace sluice;
using namespace sluice::testing;
using T = LogicalType;

namespace {

RowBatch sampleBatch(const std::shared_ptr<const Schema> &schema)
{
    RowBatch b(schema);
    std::size_t r = b.appendRow();
    b.set<std::int32_t>(0, r, 1);
    b.setString(1, r, "Alice");
    b.set<std::int64_t>(2, r, 90);
    r = b.appendRow(RowKind::UpdateBefore);
    b.set<std::int32_t>(0, r, 2);
    b.set<std::int64_t>(2, r, 7);
    return b;
}

std::vector<std::string> printLines(const Options &options, int index, int parallelism,
                                    bool toStderr = false)
{
    TestTable t("out", {{"id", T::integer()}, {"name", T::string()}, {"score", T::bigInt()}},
                options);
    auto node = t.sink();
    auto op = exec::makeSinkOperator(*node);
    if (!op)
        return {"<create failed: " + op.status().message() + ">"};
    Subtask sub(index, parallelism);
    if (!(*op)->open(sub.context).isOk())
        return {"<open failed>"};
    NullOutput out;
    if (!(*op)->processBatch(0, sampleBatch(schemaOf(node->schema)), out).isOk())
        return {"<process failed>"};
    if (sub.listened.size() != 1 ||
        sub.listened[0] != std::make_pair(std::string("out"), std::size_t(2)))
        return {"<listener not called>"};
    return toStderr ? sub.err : sub.out;
}

} // namespace

class PrintSinkTest : public QObject {
    Q_OBJECT
private slots:
    void parallelismOneWithoutIdentifier()
    {
        QCOMPARE(printLines({{"connector", "print"}}, 0, 1),
                 (std::vector<std::string>{"+I[1, Alice, 90]", "-U[2, null, 7]"}));
    }

    void parallelismOneWithIdentifier()
    {
        QCOMPARE(printLines({{"connector", "print"}, {"print-identifier", "id"}}, 0, 1),
                 (std::vector<std::string>{"id> +I[1, Alice, 90]", "id> -U[2, null, 7]"}));
    }

    void parallelismTwo()
    {
        QCOMPARE(printLines({{"connector", "print"}}, 1, 2),
                 (std::vector<std::string>{"2> +I[1, Alice, 90]", "2> -U[2, null, 7]"}));
        QCOMPARE(printLines({{"connector", "print"}, {"print-identifier", "id"}}, 1, 2),
                 (std::vector<std::string>{"id:2> +I[1, Alice, 90]", "id:2> -U[2, null, 7]"}));
        QCOMPARE(printLines({{"connector", "print"}, {"print-identifier", "id"}}, 0, 2).front(),
                 std::string("id:1> +I[1, Alice, 90]"));
    }

    void standardError()
    {
        QCOMPARE(printLines({{"connector", "print"}, {"standard-error", "true"}}, 0, 1, true),
                 (std::vector<std::string>{"+I[1, Alice, 90]", "-U[2, null, 7]"}));
        QVERIFY(printLines({{"connector", "print"}, {"standard-error", "true"}}, 0, 1).empty());
        QVERIFY(printLines({{"connector", "print"}, {"standard-error", "maybe"}}, 0, 1)
                    .front()
                    .starts_with("<create failed"));
    }

    void columnsPrintInTableOrder()
    {
        // INSERT INTO out (name, id) ...: the sink's input is (name, id) but prints (id, name).
        TestTable t("out", {{"id", T::integer()}, {"name", T::string()}}, {{"connector", "print"}});
        auto node = t.sink();
        node->targetColumns = {1, 0};
        node->schema = {{"name", T::string()}, {"id", T::integer()}};
        auto op = exec::makeSinkOperator(*node);
        QVERIFY(op.isOk());
        Subtask sub(0, 1);
        QVERIFY((*op)->open(sub.context).isOk());
        RowBatch b(schemaOf(node->schema));
        const std::size_t r = b.appendRow(RowKind::UpdateAfter);
        b.setString(0, r, "Bob");
        b.set<std::int32_t>(1, r, 5);
        NullOutput out;
        QVERIFY((*op)->processBatch(0, b, out).isOk());
        QCOMPARE(sub.out, (std::vector<std::string>{"+U[5, Bob]"}));
    }

    void linePrefix()
    {
        QCOMPARE(exec::PrintSink::linePrefix("", 0, 1), std::string(""));
        QCOMPARE(exec::PrintSink::linePrefix("", 2, 3), std::string("3> "));
        QCOMPARE(exec::PrintSink::linePrefix("sink", 0, 1), std::string("sink> "));
        QCOMPARE(exec::PrintSink::linePrefix("sink", 2, 3), std::string("sink:3> "));
    }

    void blackholeAndCollect()
    {
        TestTable t("bh", {{"id", T::integer()}, {"name", T::string()}, {"score", T::bigInt()}},
                    {{"connector", "blackhole"}});
        auto node = t.sink();
        auto op = exec::makeSinkOperator(*node);
        QVERIFY(op.isOk());
        Subtask sub(0, 1);
        QVERIFY((*op)->open(sub.context).isOk());
        NullOutput out;
        QVERIFY((*op)->processBatch(0, sampleBatch(schemaOf(node->schema)), out).isOk());
        QVERIFY((*op)->processBatch(0, sampleBatch(schemaOf(node->schema)), out).isOk());
        QCOMPARE(static_cast<exec::BlackholeSink &>(**op).rowsConsumed(), std::int64_t(4));
        QCOMPARE(sub.listened.size(), std::size_t(2));
        QVERIFY(sub.out.empty());

        // A bare SELECT: the collect sink hands batches to the listener only.
        auto collect = std::make_shared<plan::SinkNode>();
        collect->name = "collect";
        collect->schema = node->schema;
        collect->targetColumns = {0, 1, 2};
        auto c = exec::makeSinkOperator(*collect);
        QVERIFY(c.isOk());
        Subtask sub2(0, 1);
        QVERIFY((*c)->open(sub2.context).isOk());
        QVERIFY((*c)->processBatch(0, sampleBatch(schemaOf(node->schema)), out).isOk());
        QCOMPARE(sub2.listened, (std::vector<std::pair<std::string, std::size_t>>{{"collect", 2}}));
        QVERIFY(sub2.out.empty());

        TestTable unknown("u", {{"id", T::integer()}}, {{"connector", "kafka"}});
        auto unode = unknown.sink();
        auto refused = exec::makeSinkOperator(*unode);
        QVERIFY(!refused.isOk());
        QVERIFY(refused.status().message().find("Sink table 'u'") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(PrintSinkTest)
#include "print_sink_test.moc"
