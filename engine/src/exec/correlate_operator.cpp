// Flink's Correlate for UNNEST: each input row is repeated once per element of its collection,
// the element's columns appended (stateless; row kinds pass through, so a retraction retracts
// every row the insertion produced).

#include "common/row_codec.h"
#include "exec/expression_evaluator.h"
#include "exec/operators.h"
#include "exec/row_key_selector.h"
#include "plan/plan_node.h"

#include <optional>

namespace sluice::exec {
namespace {

class CorrelateOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit CorrelateOperator(const plan::CorrelateNode &node)
        : m_node(node), m_inputSchema(schemaFromPlan(node.inputs.at(0)->schema)),
          m_outputSchema(schemaFromPlan(node.schema)),
          m_collection(Schema::make({{"collection", node.collection->type}}), 1)
    {
    }

    Status open(OperatorContext &context) override
    {
        Operator::open(context);
        auto compiled = plan::BoundExprPtr(m_node.collection);
        auto e = CompiledExpression::compile(compiled, *m_inputSchema,
                                             ExpressionSession::of(context.config));
        if (!e)
            return Status(e.status()).from(context.name);
        e->setClock(context.clock);
        m_expression.emplace(std::move(*e));
        return Status::ok();
    }

    Status processBatch(int, const RowBatch &batch, Output &out) override
    {
        const LogicalType &type = m_node.collection->type;
        m_collection.clear();
        m_collection.resize(batch.size());
        if (Status s = m_expression->evaluate(batch, nullptr, m_collection, 0, 0); !s)
            return Status(s).from(context().name);
        BatchBuilder builder(m_outputSchema, out);
        const std::size_t inputColumns = m_inputSchema->size();
        for (std::size_t r = 0; r < batch.size(); ++r) {
            std::optional<RowBatch> elements;
            if (!m_collection.isNull(0, r)) {
                Result<RowBatch> decoded =
                    isMapLike(type) ? decodeMapValue(m_collection.getString(0, r), type)
                                    : decodeArrayValue(m_collection.getString(0, r), type.elementType());
                if (!decoded)
                    return Status(decoded.status()).from(context().name);
                elements.emplace(type.root() == LogicalTypeRoot::Multiset ? expandMultiset(*decoded)
                                                                          : std::move(*decoded));
            }
            const std::size_t n = elements ? elements->size() : 0;
            if (n == 0 && !m_node.leftOuter)
                continue;
            for (std::size_t k = 0; k < std::max<std::size_t>(n, 1); ++k) {
                RowBatch &o = builder.batch();
                const std::size_t row = o.appendRow(batch.kind(r));
                for (std::size_t c = 0; c < inputColumns; ++c)
                    o.copyValue(c, row, batch, c, r);
                if (n == 0)
                    continue; // LEFT: the element columns stay NULL
                appendElement(*elements, k, o, inputColumns, row);
            }
        }
        builder.flush();
        return Status::ok();
    }

private:
    /// A multiset's (element, count) entries as its elements, each as often as it counts.
    static RowBatch expandMultiset(const RowBatch &entries)
    {
        RowBatch elements(Schema::make({{"element", entries.schema().type(0)}}));
        for (std::size_t e = 0; e < entries.size(); ++e) {
            const std::int32_t count = entries.isNull(1, e) ? 0 : entries.get<std::int32_t>(1, e);
            for (std::int32_t c = 0; c < count; ++c)
                elements.copyValue(0, elements.appendRow(), entries, 0, e);
        }
        return elements;
    }

    /// Writes element k's columns from column `first` on: an ARRAY's element (a ROW element's
    /// fields), or a MAP entry's key and value.
    void appendElement(const RowBatch &elements, std::size_t k, RowBatch &o, std::size_t first,
                       std::size_t row)
    {
        const LogicalType &type = m_node.collection->type;
        if (type.root() == LogicalTypeRoot::Map) {
            o.copyValue(first, row, elements, 0, k);
            o.copyValue(first + 1, row, elements, 1, k);
            return;
        }
        if (type.elementType().root() != LogicalTypeRoot::Row) {
            o.copyValue(first, row, elements, 0, k);
            return;
        }
        if (elements.isNull(0, k))
            return; // a NULL ROW element: every field NULL
        auto fields = decodeRowValue(elements.getString(0, k), type.elementType());
        if (!fields)
            return;
        for (std::size_t f = 0; f < fields->columnCount(); ++f)
            o.copyValue(first + f, row, *fields, f, 0);
    }

    const plan::CorrelateNode &m_node;
    std::shared_ptr<const Schema> m_inputSchema;
    std::shared_ptr<const Schema> m_outputSchema;
    std::optional<CompiledExpression> m_expression;
    RowBatch m_collection;
};

} // namespace

std::unique_ptr<Operator> makeCorrelateOperator(const plan::CorrelateNode &node)
{
    return std::make_unique<CorrelateOperator>(node);
}

} // namespace sluice::exec
