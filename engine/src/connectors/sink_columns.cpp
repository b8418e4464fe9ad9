#include "connectors/sink_columns.h"

#include <sluice/text.h>

#include <algorithm>
#include <numeric>

namespace sluice::exec {

std::vector<std::size_t> tableOrderedColumns(const plan::SinkNode &node)
{
    std::vector<std::size_t> order(node.schema.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    if (node.targetColumns.size() == order.size()) {
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return node.targetColumns[a] < node.targetColumns[b];
        });
    }
    return order;
}

bool isIdentity(const std::vector<std::size_t> &columns, std::size_t columnCount)
{
    if (columns.size() != columnCount)
        return false;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (columns[i] != i)
            return false;
    }
    return true;
}

Status requireInsertOnly(const RowBatch &batch, const std::string &sinkName, const char *connector)
{
    const RowKind *kinds = batch.kinds();
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (kinds[r] != RowKind::Insert)
            return Status::unsupported(
                sluice::Engine::tr("Table sink '%1' (connector '%2') only accepts inserts, but received a %3 "
                                   "change. Its input must be append-only: remove the aggregation, outer "
                                   "join or other updating operator before it, or write to a print, "
                                   "blackhole or upsert sink instead.")
                    .arg(sinkName)
                    .arg(connector)
                    .arg(rowKindShortString(kinds[r])));
    }
    return Status::ok();
}

} // namespace sluice::exec
