// CalcOperator as Flink's StreamExecCalc: filter then project, row kinds preserved, over plans
// bound from SQL.

#include "exec/calc_operator.h"
#include "exec/operators.h"
#include "expr_test_support.h"

#include <QTest>

using namespace sluice;
using namespace sluice::testing;

namespace {

// Runs the planned Calcs (bottom-up, each feeding the next) over `rows` of (kind, a, s, d);
// returns the lines the last one emitted.
std::vector<std::string>
runCalc(const PlannedExpr &p, const std::vector<std::pair<RowKind, std::vector<std::string>>> &rows,
        std::string *error = nullptr)
{
    auto input = exec::schemaFromPlan(p.calcs.front()->inputs.at(0)->schema);
    std::vector<std::pair<RowKind, std::vector<std::string>>> full;
    static const char *kNames[] = {"a", "s", "d"};
    for (const auto &[kind, values] : rows) {
        std::vector<std::string> v(input->size(), "NULL");
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (auto c = input->indexOf(kNames[i]))
                v[*c] = values[i];
        }
        full.emplace_back(kind, v);
    }
    std::vector<RowBatch> batches;
    batches.push_back(batchFromText(input, full));
    std::vector<std::string> lines;
    for (const plan::CalcNode *calc : p.calcs) {
        auto op = exec::makeCalcOperator(*calc);
        exec::OperatorContext context;
        context.name = "Calc[1]";
        RecordingOutput out;
        Status s = op->open(context);
        for (std::size_t i = 0; s && i < batches.size(); ++i)
            s = op->processBatch(0, batches[i], out);
        if (!s) {
            if (error)
                *error = s.toString();
            return {};
        }
        batches = std::move(out.emitted);
        lines = std::move(out.lines);
    }
    return lines;
}

} // namespace

class CalcOperatorTest : public QObject {
    Q_OBJECT
private slots:
    void filtersAndProjectsKeepingRowKinds()
    {
        PlannedExpr p =
            planSelect("a, UPPER(s) AS us, a * 10 AS a10, d + 1 AS d1", "a > 1 AND s <> 'skip'");
        QVERIFY2(p.calc, p.error.c_str());
        const auto lines = runCalc(p, {{RowKind::Insert, {"1", "one", "1.50"}},
                                       {RowKind::Insert, {"2", "two", "2.25"}},
                                       {RowKind::UpdateBefore, {"2", "two", "2.25"}},
                                       {RowKind::UpdateAfter, {"3", "three", "NULL"}},
                                       {RowKind::Delete, {"5", "skip", "0.00"}},
                                       {RowKind::Delete, {"NULL", "x", "1.00"}},
                                       {RowKind::Delete, {"4", "four", "4.00"}}});
        const std::vector<std::string> expected = {"+I[2, TWO, 20, 3.25]", "-U[2, TWO, 20, 3.25]",
                                                   "+U[3, THREE, 30, null]",
                                                   "-D[4, FOUR, 40, 5.00]"};
        QCOMPARE(lines, expected);
    }

    void pureProjectionCopiesColumns()
    {
        PlannedExpr p = planSelect("s, a, s AS s2");
        QVERIFY2(p.calc, p.error.c_str());
        const auto lines = runCalc(p, {{RowKind::Insert, {"1", "x", "0"}},
                                       {RowKind::Delete, {"NULL", "NULL", "0"}},
                                       {RowKind::UpdateAfter, {"3", "zz", "0"}}});
        const std::vector<std::string> expected = {"+I[x, 1, x]", "-D[null, null, null]",
                                                   "+U[zz, 3, zz]"};
        QCOMPARE(lines, expected);
    }

    void nothingPassesNothingEmitted()
    {
        PlannedExpr p = planSelect("a", "a > 100");
        QVERIFY2(p.calc, p.error.c_str());
        QVERIFY(runCalc(p, {{RowKind::Insert, {"1", "x", "0"}}}).empty());
    }

    void runtimeErrorNamesTheOperatorAndValue()
    {
        PlannedExpr p = planSelect("CAST(s AS INT) AS n");
        QVERIFY2(p.calc, p.error.c_str());
        std::string error;
        const auto lines = runCalc(
            p, {{RowKind::Insert, {"1", "12", "0"}}, {RowKind::Insert, {"2", "x1", "0"}}}, &error);
        QVERIFY(lines.empty());
        QVERIFY2(error.find("Calc[1]") != std::string::npos, error.c_str());
        QVERIFY2(error.find("Cannot cast 'x1'") != std::string::npos, error.c_str());
    }

    void filterOnly()
    {
        PlannedExpr p = planSelect("*", "s LIKE 'a%' OR d IS NULL");
        QVERIFY2(p.calc, p.error.c_str());
        const auto lines = runCalc(p, {{RowKind::Insert, {"1", "abc", "1.00"}},
                                       {RowKind::Insert, {"2", "bcd", "1.00"}},
                                       {RowKind::UpdateBefore, {"3", "bcd", "NULL"}}});
        const std::vector<std::string> expected = {
            "+I[1, null, abc, 1.00, null, null, null, null]",
            "-U[3, null, bcd, null, null, null, null, null]"};
        QCOMPARE(lines, expected);
    }
};

QTEST_GUILESS_MAIN(CalcOperatorTest)
#include "calc_operator_test.moc"
