#pragma once

// Helpers for the expression and stateless-operator tests: bind a SQL expression against a test
// table through the real parser/binder/planner, build input batches from text values, and a
// recording Output that prints what an operator emits ("+I[1, a]", "WM(5)").

#include "common/row_batch.h"
#include "common/value_format.h"
#include "exec/operator.h"
#include "exec/row_key_selector.h"
#include "plan/plan_node.h"
#include "plan/script_analyzer.h"

#include <sluice/script.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace sluice::testing {

/// The table every expression test reads.
inline constexpr const char *kExprTableDdl =
    "CREATE TABLE t (a INT, b BIGINT, s STRING, d DECIMAL(10, 2), x DOUBLE, ts TIMESTAMP(3), "
    "flag BOOLEAN, u STRING) WITH ('connector' = 'datagen');\n";

/// A planned `SELECT <expr> FROM t [WHERE ...]`: its Calcs bottom-up (the planner may keep the
/// WHERE and the SELECT list in two Calcs), the top one, and the first with a condition. No calc
/// (and `error`) when it did not plan.
struct PlannedExpr {
    std::unique_ptr<plan::ScriptAnalysis> analysis;
    std::vector<const plan::CalcNode *> calcs;
    const plan::CalcNode *calc = nullptr;
    const plan::CalcNode *filterCalc = nullptr;
    std::string error;
};

inline void collectCalcs(const plan::PlanNode &node, std::vector<const plan::CalcNode *> &out)
{
    for (const auto &in : node.inputs)
        collectCalcs(*in, out);
    if (node.is<plan::CalcNode>())
        out.push_back(&node.as<plan::CalcNode>());
}

inline const plan::CalcNode *findCalc(const plan::PlanNode &node)
{
    if (node.is<plan::CalcNode>())
        return &node.as<plan::CalcNode>();
    for (const auto &in : node.inputs) {
        if (const plan::CalcNode *c = findCalc(*in))
            return c;
    }
    return nullptr;
}

inline PlannedExpr planSelect(const std::string &selectList, const std::string &where = {})
{
    PlannedExpr p;
    std::string script = std::string(kExprTableDdl) + "SELECT " + selectList + " FROM t";
    if (!where.empty())
        script += " WHERE " + where;
    script += ";\n";
    p.analysis = plan::analyzeScript(script);
    for (const Diagnostic &d : p.analysis->diagnostics) {
        if (d.severity == Severity::Error)
            p.error += d.message.english() + "\n";
    }
    if (p.error.empty() && p.analysis->statements.size() == 1 && p.analysis->statements[0].plan) {
        p.calc = findCalc(*p.analysis->statements[0].plan);
        collectCalcs(*p.analysis->statements[0].plan, p.calcs);
        for (const plan::CalcNode *c : p.calcs) {
            if (c->condition && !p.filterCalc)
                p.filterCalc = c;
        }
    }
    if (!p.calc && p.error.empty())
        p.error = "no Calc in the plan of: " + script;
    return p;
}

/// Sets row `row` of column `col` from text: "NULL", numbers, strings, 'yyyy-MM-dd HH:mm:ss.fff'
/// timestamps, TRUE/FALSE.
inline void setFromText(RowBatch &b, std::size_t col, std::size_t row, const std::string &text)
{
    if (text == "NULL") {
        b.setNull(col, row);
        return;
    }
    const LogicalType &t = b.schema().type(col);
    switch (t.root()) {
    case LogicalTypeRoot::Boolean: b.set<std::uint8_t>(col, row, text == "TRUE"); break;
    case LogicalTypeRoot::Integer: b.set<std::int32_t>(col, row, std::stoi(text)); break;
    case LogicalTypeRoot::BigInt: b.set<std::int64_t>(col, row, std::stoll(text)); break;
    case LogicalTypeRoot::Double: b.set<double>(col, row, std::stod(text)); break;
    case LogicalTypeRoot::Decimal: {
        // digits with an optional point, scaled to the column's scale
        std::string digits;
        int frac = -1;
        for (char c : text) {
            if (c == '.')
                frac = 0;
            else {
                digits += c;
                if (frac >= 0)
                    ++frac;
            }
        }
        Int128 v = std::stoll(digits);
        for (int i = frac < 0 ? 0 : frac; i < t.scale(); ++i)
            v *= 10;
        b.set<Decimal128>(col, row, Decimal128{v});
        break;
    }
    case LogicalTypeRoot::Timestamp:
    case LogicalTypeRoot::TimestampLtz: {
        int y, mo, d, h, mi, s, ms = 0;
        std::sscanf(text.c_str(), "%d-%d-%d %d:%d:%d.%d", &y, &mo, &d, &h, &mi, &s, &ms);
        // days from civil (proleptic Gregorian)
        const int yy = y - (mo <= 2);
        const int era = (yy >= 0 ? yy : yy - 399) / 400;
        const unsigned yoe = static_cast<unsigned>(yy - era * 400);
        const unsigned doy = (153 * static_cast<unsigned>(mo + (mo > 2 ? -3 : 9)) + 2) / 5 +
                             static_cast<unsigned>(d) - 1;
        const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        const std::int64_t days = std::int64_t{era} * 146097 + doe - 719468;
        b.set<TimestampValue>(
            col, row,
            TimestampValue{days * 86'400'000 + h * 3'600'000LL + mi * 60'000LL + s * 1000LL + ms,
                           0});
        break;
    }
    default: b.setString(col, row, text); break;
    }
}

/// A batch with `schema` and one row per entry of `rows` (values by column position).
inline RowBatch batchFromText(std::shared_ptr<const Schema> schema,
                              const std::vector<std::pair<RowKind, std::vector<std::string>>> &rows)
{
    RowBatch b(std::move(schema));
    for (const auto &[kind, values] : rows) {
        const std::size_t r = b.appendRow(kind);
        for (std::size_t c = 0; c < values.size(); ++c)
            setFromText(b, c, r, values[c]);
    }
    return b;
}

/// Records what an operator emits: rows as print-style text, watermarks as "WM(n)", idleness as
/// "IDLE" / "ACTIVE".
class RecordingOutput final : public exec::Output {
public:
    void emit(RowBatch &&batch) override
    {
        for (std::size_t r = 0; r < batch.size(); ++r)
            lines.push_back(formatPrintRow(batch, r));
        ++batches;
        emitted.push_back(std::move(batch));
    }
    void emitWatermark(std::int64_t watermarkMillis) override
    {
        lines.push_back("WM(" + std::to_string(watermarkMillis) + ")");
    }
    void emitIdle(bool idle) override { lines.push_back(idle ? "IDLE" : "ACTIVE"); }
    std::vector<std::string> take()
    {
        std::vector<std::string> out;
        out.swap(lines);
        return out;
    }

    std::vector<std::string> lines;
    std::vector<RowBatch> emitted;
    int batches = 0;
};

} // namespace sluice::testing
