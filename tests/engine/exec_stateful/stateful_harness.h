#pragma once

// An operator test harness in the spirit of Flink's KeyedOneInputStreamOperatorTestHarness: one
// operator subtask with a heap state backend on a manual clock, fed hand-built changelog rows,
// recording what it emits as print-style rows (`+I[a, 1]`).

#include "common/row_batch.h"
#include "common/value_format.h"
#include "exec/operator.h"
#include "exec/row_key_selector.h"
#include "plan/plan_node.h"
#include "state/heap_state_backend.h"

#include <QTest>

// Qt's `emit` keyword macro would swallow exec::Output::emit.
#undef emit

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace sluice::testing {

/// A test value: NULL, an integer (also DECIMAL unscaled, BOOLEAN 0/1), a double or a string.
using Value = std::variant<std::monostate, std::int64_t, double, std::string>;
inline const Value kNull = std::monostate{};

struct TestRow {
    RowKind kind;
    std::vector<Value> values;
};

inline TestRow ins(std::vector<Value> v) { return {RowKind::Insert, std::move(v)}; }
inline TestRow del(std::vector<Value> v) { return {RowKind::Delete, std::move(v)}; }
inline TestRow ub(std::vector<Value> v) { return {RowKind::UpdateBefore, std::move(v)}; }
inline TestRow ua(std::vector<Value> v) { return {RowKind::UpdateAfter, std::move(v)}; }

inline RowBatch makeBatch(const std::shared_ptr<const Schema> &schema, const std::vector<TestRow> &rows)
{
    RowBatch b(schema);
    for (const TestRow &t : rows) {
        const std::size_t r = b.appendRow(t.kind);
        for (std::size_t c = 0; c < t.values.size(); ++c) {
            const Value &v = t.values[c];
            if (std::holds_alternative<std::monostate>(v))
                continue;
            switch (b.physicalType(c)) {
            case PhysicalType::Bool: b.set<std::uint8_t>(c, r, std::get<std::int64_t>(v) != 0); break;
            case PhysicalType::Int8: b.set<std::int8_t>(c, r, static_cast<std::int8_t>(std::get<std::int64_t>(v))); break;
            case PhysicalType::Int16: b.set<std::int16_t>(c, r, static_cast<std::int16_t>(std::get<std::int64_t>(v))); break;
            case PhysicalType::Int32: b.set<std::int32_t>(c, r, static_cast<std::int32_t>(std::get<std::int64_t>(v))); break;
            case PhysicalType::Int64: b.set<std::int64_t>(c, r, std::get<std::int64_t>(v)); break;
            case PhysicalType::Float32: b.set<float>(c, r, static_cast<float>(std::get<double>(v))); break;
            case PhysicalType::Float64: b.set<double>(c, r, std::get<double>(v)); break;
            case PhysicalType::Decimal128: b.set<Decimal128>(c, r, Decimal128{std::get<std::int64_t>(v)}); break;
            case PhysicalType::Bytes: b.setString(c, r, std::get<std::string>(v)); break;
            case PhysicalType::Timestamp: // epoch milliseconds
                b.set<TimestampValue>(c, r, TimestampValue{std::get<std::int64_t>(v), 0});
                break;
            default: QTest::qFail("unsupported test column type", __FILE__, __LINE__); break;
            }
        }
    }
    return b;
}

/// Records emitted rows as print-style strings, and keeps the batches for chaining operators.
class RecordingOutput final : public exec::Output {
public:
    void emit(RowBatch &&batch) override
    {
        for (std::size_t r = 0; r < batch.size(); ++r)
            rows.push_back(formatPrintRow(batch, r));
        batches.push_back(std::move(batch));
    }
    void emitWatermark(std::int64_t watermark) override { watermarks.push_back(watermark); }

    std::vector<std::string> take()
    {
        std::vector<std::string> out;
        out.swap(rows);
        return out;
    }

    std::vector<std::string> rows;
    std::vector<RowBatch> batches;
    std::vector<std::int64_t> watermarks;
};

class Harness {
public:
    /// `configure` may fill in more of the context (configuration, metrics) before open().
    explicit Harness(std::unique_ptr<exec::Operator> op, int maxParallelism = 128,
                     const std::function<void(exec::OperatorContext &)> &configure = {})
        : m_op(std::move(op))
    {
        m_backend = state::createHeapStateBackend(clock);
        context.name = "test";
        context.maxParallelism = maxParallelism;
        context.keyGroups = KeyGroupRange(0, maxParallelism - 1);
        context.state = m_backend.get();
        context.clock = &clock;
        if (configure)
            configure(context);
        openStatus = m_op->open(context);
    }

    void push(int input, const std::shared_ptr<const Schema> &schema, const std::vector<TestRow> &rows)
    {
        RowBatch b = makeBatch(schema, rows);
        pushBatch(input, b);
    }
    void pushBatch(int input, const RowBatch &b)
    {
        Status s = m_op->processBatch(input, b, out);
        QVERIFY2(s.isOk(), s.toString().c_str());
    }
    /// Pushes each row as a batch of its own.
    void pushEach(int input, const std::shared_ptr<const Schema> &schema, const std::vector<TestRow> &rows)
    {
        for (const TestRow &r : rows)
            push(input, schema, {r});
    }
    std::vector<std::string> take() { return out.take(); }
    state::KeyedStateBackend &backend() { return *m_backend; }
    exec::Operator &op() { return *m_op; }

    state::ManualClock clock{0};
    exec::OperatorContext context;
    RecordingOutput out;
    Status openStatus;

private:
    std::unique_ptr<state::KeyedStateBackend> m_backend;
    std::unique_ptr<exec::Operator> m_op;
};

/// Applies a changelog to a multiset of rows (kind prefix dropped); a retraction of a row that
/// is not there is an error, reported through `error`.
inline std::map<std::string, int> materialize(const std::vector<std::string> &changelog, std::string *error)
{
    std::map<std::string, int> table;
    for (const std::string &row : changelog) {
        const std::string body = row.substr(2);
        if (row.rfind("+I", 0) == 0 || row.rfind("+U", 0) == 0) {
            ++table[body];
        } else {
            auto it = table.find(body);
            if (it == table.end()) {
                if (error && error->empty())
                    *error = "retraction of absent row " + row;
                continue;
            }
            if (--it->second == 0)
                table.erase(it);
        }
    }
    return table;
}

inline std::vector<std::string> rowsOf(const std::map<std::string, int> &table)
{
    std::vector<std::string> out;
    for (const auto &[row, n] : table)
        for (int i = 0; i < n; ++i)
            out.push_back(row);
    return out;
}

/// A join node for operator tests: inputs with these schemas and changelog mode, keyed on each
/// side's first column; the output is both sides' columns, nullable.
inline std::shared_ptr<plan::JoinNode> makeJoinNode(plan::JoinKind kind,
                                                    const plan::RowSchema &left,
                                                    const plan::RowSchema &right,
                                                    plan::ChangelogMode changelog)
{
    auto j = std::make_shared<plan::JoinNode>();
    j->joinKind = kind;
    for (const plan::RowSchema *schema : {&left, &right}) {
        auto in = std::make_shared<plan::CalcNode>();
        in->schema = *schema;
        in->changelog = changelog;
        j->inputs.push_back(in);
    }
    j->leftKeys = {0};
    j->rightKeys = {0};
    for (const auto &in : j->inputs)
        for (const auto &f : in->schema)
            j->schema.push_back({f.name, f.type.asNullable()});
    return j;
}

} // namespace sluice::testing
