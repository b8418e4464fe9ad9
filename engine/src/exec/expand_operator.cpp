// Flink's Expand for GROUPING SETS, ROLLUP and CUBE: each input row is repeated once per grouping
// set, the columns the set leaves out NULL and the set's id appended (stateless; row kinds pass
// through, so a retraction retracts the row in every grouping set).

#include "common/row_batch.h"
#include "exec/operators.h"
#include "exec/row_key_selector.h"
#include "plan/plan_node.h"

#include <vector>

namespace sluice::exec {
namespace {

class ExpandOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit ExpandOperator(const plan::ExpandNode &node)
        : m_outputSchema(schemaFromPlan(node.schema)),
          m_inputColumns(node.inputs.at(0)->schema.size())
    {
        for (const auto &p : node.projections) {
            Projection projection{std::vector<bool>(m_inputColumns, true), p.id};
            for (int c : p.nulled)
                projection.kept[static_cast<std::size_t>(c)] = false;
            m_projections.push_back(std::move(projection));
        }
    }

    Status processBatch(int, const RowBatch &batch, Output &out) override
    {
        BatchBuilder builder(m_outputSchema, out);
        for (std::size_t r = 0; r < batch.size(); ++r) {
            for (const Projection &p : m_projections) {
                RowBatch &o = builder.batch();
                const std::size_t row = o.appendRow(batch.kind(r));
                for (std::size_t c = 0; c < m_inputColumns; ++c) {
                    if (p.kept[c])
                        o.copyValue(c, row, batch, c, r);
                }
                o.set<std::int64_t>(m_inputColumns, row, p.id);
            }
        }
        builder.flush();
        return Status::ok();
    }

private:
    struct Projection {
        std::vector<bool> kept; ///< per input column: false where the set writes NULL
        std::int64_t id = 0;
    };

    std::shared_ptr<const Schema> m_outputSchema;
    std::size_t m_inputColumns;
    std::vector<Projection> m_projections;
};

} // namespace

std::unique_ptr<Operator> makeExpandOperator(const plan::ExpandNode &node)
{
    return std::make_unique<ExpandOperator>(node);
}

} // namespace sluice::exec
