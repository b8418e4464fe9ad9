#pragma once

// A one-subtask harness for keyed operators, as Flink's KeyedOneInputStreamOperatorTestHarness:
// feeds changelog batches, watermarks, processing time and end of input, and records everything
// the operator emits as print-style lines ("+I[1, a]", "-U[...]") and "WM(n)" for watermarks.

#include "common/row_batch.h"
#include "common/value_format.h"
#include "exec/operator.h"
#include "exec/row_key_selector.h"
#include "operator_checkpoint.h"
#include "plan/plan_node.h"
#include "runtime/metrics_registry.h"
#include "state/clock.h"
#include "state/heap_state_backend.h"
#include "state/keyed_state.h"

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace sluice::testing {

/// One test value: NULL, an integer, a string or a timestamp in epoch millis.
struct Val {
    enum class Kind { Null, Int, Str, Ts };
    Kind kind = Kind::Null;
    std::int64_t i = 0;
    std::string s;

    Val(std::nullptr_t) {}                        // NOLINT
    Val(int v) : kind(Kind::Int), i(v) {}         // NOLINT
    Val(long long v) : kind(Kind::Int), i(v) {}   // NOLINT
    Val(const char *v) : kind(Kind::Str), s(v) {} // NOLINT
    static Val ts(std::int64_t millis)
    {
        Val v(0);
        v.kind = Kind::Ts;
        v.i = millis;
        return v;
    }
};

struct TestRow {
    RowKind kind;
    std::vector<Val> values;
};

inline TestRow ins(std::vector<Val> v)
{
    return {RowKind::Insert, std::move(v)};
}
inline TestRow ub(std::vector<Val> v)
{
    return {RowKind::UpdateBefore, std::move(v)};
}
inline TestRow ua(std::vector<Val> v)
{
    return {RowKind::UpdateAfter, std::move(v)};
}
inline TestRow del(std::vector<Val> v)
{
    return {RowKind::Delete, std::move(v)};
}

/// A batch of `rows` with the columns of `fields`.
inline RowBatch makeBatch(const plan::RowSchema &fields, const std::vector<TestRow> &rows)
{
    RowBatch b(exec::schemaFromPlan(fields));
    for (const TestRow &row : rows) {
        const std::size_t r = b.appendRow(row.kind);
        for (std::size_t c = 0; c < row.values.size(); ++c) {
            const Val &v = row.values[c];
            if (v.kind == Val::Kind::Null)
                continue;
            switch (b.physicalType(c)) {
            case PhysicalType::Bool: b.set<std::uint8_t>(c, r, v.i != 0); break;
            case PhysicalType::Int32:
                b.set<std::int32_t>(c, r, static_cast<std::int32_t>(v.i));
                break;
            case PhysicalType::Int64: b.set<std::int64_t>(c, r, v.i); break;
            case PhysicalType::Float64: b.set<double>(c, r, static_cast<double>(v.i)); break;
            case PhysicalType::Timestamp:
                b.set<TimestampValue>(c, r, TimestampValue{v.i, 0});
                break;
            case PhysicalType::Bytes: b.setString(c, r, v.s); break;
            default: break;
            }
        }
    }
    return b;
}

/// A plan node standing for the operator's input: only its schema and changelog matter.
inline plan::PlanNodePtr inputNode(plan::RowSchema schema, plan::ChangelogMode changelog)
{
    auto n = std::make_shared<plan::CalcNode>();
    n->schema = std::move(schema);
    n->changelog = changelog;
    return n;
}

class RecordingOutput final : public exec::Output {
public:
    void emit(RowBatch &&batch) override
    {
        for (std::size_t r = 0; r < batch.size(); ++r)
            lines.push_back(formatPrintRow(batch, r));
    }
    void emitWatermark(std::int64_t watermarkMillis) override
    {
        lines.push_back("WM(" + std::to_string(watermarkMillis) + ")");
    }
    std::vector<std::string> take() { return std::exchange(lines, {}); }

    std::vector<std::string> lines;
};

class OperatorHarness {
public:
    /// `heap`: the backend's options (inline tables off: as for a checkpointing job).
    explicit OperatorHarness(std::unique_ptr<exec::Operator> op, int maxParallelism = 128,
                             state::HeapStateOptions heap = {})
        : m_op(std::move(op)), m_state(state::createHeapStateBackend(clock, heap)),
          m_metrics("op", "Operator", 0, 1)
    {
        m_context.name = "TestOperator[1]";
        m_context.maxParallelism = maxParallelism;
        m_context.keyGroups = KeyGroupRange(0, maxParallelism - 1);
        m_context.state = m_state.get();
        m_context.clock = &clock;
        m_context.metrics = &m_metrics;
    }

    Status open() { return m_op->open(m_context); }
    /// Before open(): the job's configuration (none by default: every option at its default).
    void setConfig(const Configuration *config) { m_context.config = config; }

    /// Before open(): the harness is subtask `index` of `parallelism`, owning their key groups.
    void setSubtask(int index, int parallelism)
    {
        m_context.subtaskIndex = index;
        m_context.parallelism = parallelism;
        m_context.keyGroups = KeyGroupRange::forOperator(m_context.maxParallelism, parallelism, index);
    }
    /// A checkpoint of the operator as it is now, taken as the runtime does: what the operator
    /// buffers goes to its state (or out: kept for take()) first.
    Result<OperatorCheckpoint> checkpoint(std::int64_t id = 1)
    {
        if (Status s = m_op->prepareSnapshotPreBarrier(id, m_out); !s.isOk())
            return s;
        return takeCheckpoint(*m_op, *m_state, m_context, id);
    }
    /// After open(), before any input: resumes from the checkpoints of every old subtask.
    Status restore(const std::vector<OperatorCheckpoint> &old)
    {
        return restoreCheckpoint(*m_op, *m_state, m_context, old, clock.nowMillis());
    }

    /// Feeds rows; returns the lines emitted while processing them.
    std::vector<std::string> process(const plan::RowSchema &fields,
                                     const std::vector<TestRow> &rows)
    {
        RowBatch b = makeBatch(fields, rows);
        m_status = m_op->processBatch(0, b, m_out);
        return m_out.take();
    }
    std::vector<std::string> watermark(std::int64_t millis)
    {
        m_status = m_op->processWatermark(millis, m_out);
        return m_out.take();
    }
    std::vector<std::string> processingTime(std::int64_t millis)
    {
        clock.set(millis);
        m_status = m_op->onProcessingTime(millis, m_out);
        return m_out.take();
    }
    std::vector<std::string> endInput()
    {
        m_status = m_op->endInput(m_out);
        return m_out.take();
    }

    /// The status of the last call.
    const Status &status() const { return m_status; }
    std::int64_t counter(MetricCounter c) const { return m_metrics.counter(c); }
    state::KeyedStateBackend &stateBackend() { return *m_state; }

    state::ManualClock clock{0};

private:
    std::unique_ptr<exec::Operator> m_op;
    std::unique_ptr<state::KeyedStateBackend> m_state;
    SubtaskMetricGroup m_metrics;
    exec::OperatorContext m_context;
    RecordingOutput m_out;
    Status m_status;
};

} // namespace sluice::testing
