#include "connectors/blackhole_sink.h"

#include "connectors/sink_columns.h"

namespace sluice::exec {

Status BlackholeSink::processBatch(int, const RowBatch &batch, Output &)
{
    m_rows += static_cast<std::int64_t>(batch.size());
    notifyRowListener(context(), m_node.name, batch);
    return Status::ok();
}

} // namespace sluice::exec
