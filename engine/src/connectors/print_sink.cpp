#include "connectors/print_sink.h"

#include "common/value_format.h"
#include "connectors/sink_columns.h"
#include "connectors/table_options.h"

namespace sluice::exec {

Result<std::unique_ptr<Operator>> PrintSink::create(const plan::SinkNode &node)
{
    const TableOptions options(node.options);
    auto standardError = options.getBool("standard-error", false);
    if (!standardError)
        return standardError.status();
    std::unique_ptr<Operator> op = std::make_unique<PrintSink>(
        node, options.getString("print-identifier", ""), *standardError);
    return op;
}

PrintSink::PrintSink(const plan::SinkNode &node, std::string identifier, bool standardError)
    : m_node(node), m_identifier(std::move(identifier)), m_standardError(standardError)
{
}

std::string PrintSink::linePrefix(const std::string &identifier, int subtaskIndex, int parallelism)
{
    std::string prefix = identifier;
    if (parallelism > 1) {
        if (!prefix.empty())
            prefix += ':';
        prefix += std::to_string(subtaskIndex + 1);
    }
    if (!prefix.empty())
        prefix += "> ";
    return prefix;
}

Status PrintSink::open(OperatorContext &context)
{
    Status s = Operator::open(context);
    if (!s.isOk())
        return s;
    m_prefix = linePrefix(m_identifier, context.subtaskIndex, context.parallelism);
    m_columns = tableOrderedColumns(m_node);
    m_identity = isIdentity(m_columns, m_node.schema.size());
    if (context.sinkHooks) {
        m_writer =
            m_standardError ? &context.sinkHooks->standardError : &context.sinkHooks->standardOut;
    }
    if (!m_writer || !*m_writer)
        return Status::internal("The print sink '" + m_node.name + "' has no output to write to");
    return Status::ok();
}

Status PrintSink::processBatch(int, const RowBatch &batch, Output &)
{
    for (std::size_t r = 0; r < batch.size(); ++r) {
        m_line.assign(m_prefix);
        if (m_identity && batch.columnCount() == m_columns.size()) {
            appendPrintRow(m_line, batch, r);
        } else {
            m_line += rowKindShortString(batch.kind(r));
            m_line += '[';
            for (std::size_t i = 0; i < m_columns.size(); ++i) {
                if (i)
                    m_line += ", ";
                appendPrintValue(m_line, batch, m_columns[i], r);
            }
            m_line += ']';
        }
        (*m_writer)(m_line);
    }
    notifyRowListener(context(), m_node.name, batch);
    return Status::ok();
}

} // namespace sluice::exec
