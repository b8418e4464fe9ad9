#include "connectors/collect_sink.h"

#include "connectors/sink_columns.h"

namespace sluice::exec {

Status CollectSink::processBatch(int, const RowBatch &batch, Output &)
{
    notifyRowListener(context(), m_node.name, batch);
    return Status::ok();
}

} // namespace sluice::exec
