#pragma once

// Helpers shared by the sinks: the order in which a sink writes its input's columns, and the
// rows-to-listener hand-over every sink performs.

#include "exec/operator.h"

#include <cstddef>
#include <vector>

namespace sluice::exec {

/// The sink's input columns in the table's column order (INSERT INTO t (b, a) still writes a, b);
/// the identity for a bare SELECT.
std::vector<std::size_t> tableOrderedColumns(const plan::SinkNode &node);

/// Whether `columns` is 0, 1, ..., n-1 for a batch of n columns.
bool isIdentity(const std::vector<std::size_t> &columns, std::size_t columnCount);

/// Hands the batch to the sink hooks' row listener, when there is one (GUI previews, collect).
inline void notifyRowListener(OperatorContext &context, const std::string &sinkName,
                              const RowBatch &batch)
{
    if (context.sinkHooks && context.sinkHooks->rowListener)
        context.sinkHooks->rowListener(sinkName, batch);
}

/// Fails when a batch carries updates or deletes: for append-only sinks (filesystem), a runtime
/// guard behind the planner's check.
Status requireInsertOnly(const RowBatch &batch, const std::string &sinkName, const char *connector);

} // namespace sluice::exec
