#pragma once

// Sort keys as bytes: an order-preserving, prefix-free encoding of ORDER BY values, so that memcmp
// order of the encoded keys is the SQL order (Rank's state keys, FinalResult's sort).

#include "common/row_batch.h"
#include "plan/plan_node.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::exec {

/// Appends the encoding of one value. NULL sorts first when `nullsFirst`, else last; values in
/// SQL order (unsigned bytes for strings, as Flink's BinaryStringData; -0.0 as 0.0; one NaN),
/// reversed when `descending`.
void appendOrderedValue(std::string &out, const RowBatch &batch, std::size_t col, std::size_t row,
                        bool descending, bool nullsFirst);

/// Appends a BIGINT (a time, a sequence number) so that memcmp order is numeric order: big-endian
/// with the sign bit flipped. readOrderedInt64 reads it back from the first 8 bytes.
void appendOrderedInt64(std::string &out, std::int64_t v);
std::int64_t readOrderedInt64(std::string_view bytes);
/// A user key ordering rows by time, then by `sequence` (arrival): both as appendOrderedInt64.
std::string timeOrderedKey(std::int64_t time, std::int64_t sequence);

/// Appends the encodings of `keys`' columns of row `row`, in key order.
void appendSortKey(std::string &out, const RowBatch &batch, std::size_t row,
                   const std::vector<plan::SortKey> &keys);

} // namespace sluice::exec
