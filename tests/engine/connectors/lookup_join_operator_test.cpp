// LookupJoin: the table is read once at open; each input row meets the rows of its key (keys
// computed on the row), the remaining condition filters, LEFT pads, NULL keys match nothing.

#include "connector_test_support.h"
#include "exec/lookup_join_operator.h"

#include <algorithm>

using namespace sluice;
using namespace sluice::testing;
using T = LogicalType;
using Lines = std::vector<std::string>;

namespace {

class Collect final : public exec::Output {
public:
    void emit(RowBatch &&batch) override
    {
        for (std::size_t r = 0; r < batch.size(); ++r)
            lines.push_back(formatPrintRow(batch, r));
    }
    void emitWatermark(std::int64_t) override {}
    Lines sorted() const
    {
        Lines s = lines;
        std::sort(s.begin(), s.end());
        return s;
    }
    Lines lines;
};

} // namespace

// After the Output above: Qt's `emit` keyword macro would eat its emit().
#include <QTemporaryDir>
#include <QTest>

class LookupJoinOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void joinsEachRowWithTheRowsOfItsKey()
    {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/side.csv";
        writeFile(path, "1,one\n2,two\n2,deux\n,none\n");
        TestTable side("side", {{"key", T::bigInt()}, {"value", T::string()}},
                       {{"connector", "filesystem"}, {"path", path}, {"format", "csv"},
                        {"csv.null-literal", ""}});
        const plan::RowSchema input = {{"id", T::integer()}, {"name", T::string()}};
        for (const plan::JoinKind kind : {plan::JoinKind::Inner, plan::JoinKind::Left}) {
            plan::LookupJoinNode node;
            node.joinKind = kind;
            node.table = side.scan();
            node.inputs.push_back(std::make_shared<plan::UnionNode>());
            node.inputs[0]->schema = input;
            node.schema = input;
            for (const auto &f : node.table->schema)
                node.schema.push_back({f.name, f.type.asNullable()});
            // key = CAST(id AS BIGINT), and value <> 'deux'
            node.leftKeys = {plan::makeCast(plan::makeInputRef(0, T::integer(), "id"), T::bigInt(), false)};
            node.rightKeys = {0};
            node.nonEquiCondition = plan::makeCall(
                plan::ScalarFunction::NotEquals, T::boolean(),
                {plan::makeInputRef(3, T::string(), "value"), plan::makeLiteral(T::string(false), "deux")});
            exec::LookupJoinOperator op(node);
            Subtask sub(0, 1);
            QVERIFY2(op.open(sub.context).isOk(), "open");
            RowBatch b(schemaOf(input));
            auto add = [&](std::optional<int> id, const char *name) {
                const std::size_t r = b.appendRow();
                if (id)
                    b.set<std::int32_t>(0, r, *id);
                else
                    b.setNull(0, r);
                b.setString(1, r, name);
            };
            add(1, "a");
            add(2, "b");
            add(3, "c");       // no such key
            add(std::nullopt, "d"); // a NULL key matches nothing, not even the NULL row
            Collect out;
            QVERIFY(op.processBatch(0, b, out).isOk());
            if (kind == plan::JoinKind::Inner)
                QCOMPARE(out.sorted(), (Lines{"+I[1, a, 1, one]", "+I[2, b, 2, two]"}));
            else
                QCOMPARE(out.sorted(), (Lines{"+I[1, a, 1, one]", "+I[2, b, 2, two]",
                                              "+I[3, c, null, null]", "+I[null, d, null, null]"}));
        }
    }
};

QTEST_GUILESS_MAIN(LookupJoinOperatorTest)
#include "lookup_join_operator_test.moc"
