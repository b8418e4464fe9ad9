#pragma once

// What the regular and the interval join know alike about each of their two inputs: its schema,
// its join-key columns with their hashing and key encoding, where its columns start in the
// output row, whether it is an outer side, and its state figures, published as the subtask's extra
// metrics "<side>.stateEntries" / "<side>.stateBytes" (the Monitor charts state per join side).

#include "common/key_hasher.h"
#include "exec/expression_evaluator.h"
#include "exec/operator.h"
#include "common/row_codec.h"
#include "plan/plan_node.h"
#include "runtime/metrics_registry.h"
#include "state/keyed_state.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::exec {

class JoinSideMetrics {
public:
    /// Registers the side's figures ("left" or "right"); without a metric group it does nothing.
    void open(SubtaskMetricGroup *metrics, const std::string &side)
    {
        if (!metrics)
            return;
        m_entries = &metrics->extra(side + ".stateEntries");
        m_bytes = &metrics->extra(side + ".stateBytes");
    }
    /// Publishes the side's table as it is now (a MapTable or the heap's FixedValueTable).
    template <typename Table> void publish(const Table *table)
    {
        if (!table || !m_entries)
            return;
        m_entries->store(table->entries(), std::memory_order_relaxed);
        m_bytes->store(table->bytes(), std::memory_order_relaxed);
    }

private:
    std::atomic<std::int64_t> *m_entries = nullptr;
    std::atomic<std::int64_t> *m_bytes = nullptr;
};

struct JoinInput {
    std::shared_ptr<const Schema> schema;
    std::vector<std::uint32_t> keys;
    std::optional<KeyHasher> hasher;
    std::optional<RowCodec> keyCodec;
    std::size_t offset = 0; ///< first output column
    bool outer = false;
    JoinSideMetrics metrics;
};

/// Compiles a join's remaining condition over its output row into `out` (left empty when there
/// is none), reading the operator's clock; a failure names the operator.
Status compileJoinCondition(const plan::BoundExprPtr &condition, const Schema &output,
                            const OperatorContext &context, std::optional<CompiledExpression> &out);

/// Fills the two inputs of `node` (left, right); false when the node's output is not the two
/// inputs' columns side by side or the key lists differ in length.
bool setUpJoinInputs(const plan::JoinNode &node, JoinInput &left, JoinInput &right);

} // namespace sluice::exec
