#pragma once

// The order in which a java.util.HashMap iterates its entries, for MAP values that Flink builds
// as one (its JSON format reads a JSON object into a HashMap): buckets by the keys' Java
// hashCode(), spread and masked by the table's capacity, entries of a bucket in insertion order.

#include "common/row_batch.h"

#include <cstddef>
#include <vector>

namespace sluice {

/// The positions of rows [0, size) of `keys` (column `col`) in HashMap iteration order, as if
/// inserted in row order into `new HashMap<>()`. Keys of a type whose Java hashCode() is not
/// modelled keep row order.
std::vector<std::size_t> javaHashMapOrder(const RowBatch &keys, std::size_t col);

} // namespace sluice
