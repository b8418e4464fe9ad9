#pragma once

// Keyed-operator plumbing shared by the window, rank, deduplicate, changelog-normalize and
// upsert-materializer operators: the key group and state key of each row (the state address),
// lists of encoded rows kept as one state value, and appending stored rows to an output batch.

#include "common/key_hasher.h"
#include "common/row_batch.h"
#include "common/row_codec.h"
#include "plan/plan_node.h"

#include <sluice/status.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice::exec {

/// A batch schema for the columns of a plan node.
std::shared_ptr<const Schema> schemaFromPlan(const plan::RowSchema &fields);

/// Columns as the unsigned indexes the codecs and hashers take.
std::vector<std::uint32_t> toColumnList(const std::vector<int> &columns);

/// Computes the state address of rows: the key group from `hashColumns` (the columns the
/// exchange in front of the operator partitions by, so the group is one this subtask owns) and
/// the key bytes (RowCodec::forKey) from `keyColumns`, which may add columns such as a window's
/// bounds. Immutable after construction apart from the per-batch hash buffer.
class RowKeySelector {
public:
    RowKeySelector(const Schema &schema, std::vector<std::uint32_t> keyColumns,
                   std::vector<std::uint32_t> hashColumns, int maxParallelism);
    /// Key and hash columns the same.
    RowKeySelector(const Schema &schema, std::vector<std::uint32_t> keyColumns, int maxParallelism);

    /// Hashes every row of `batch`; keyGroup() then answers for its rows.
    void hashBatch(const RowBatch &batch);
    int keyGroup(std::size_t row) const { return m_groups[row]; }
    /// Replaces `out` with the key bytes of `row`.
    void key(const RowBatch &batch, std::size_t row, std::string &out) const
    {
        out.clear();
        m_codec.encode(batch, row, out);
    }

private:
    KeyHasher m_hasher;
    RowCodec m_codec;
    int m_maxParallelism;
    std::vector<std::uint64_t> m_hashes;
    std::vector<int> m_groups;
};

/// A state address (key group and key bytes) as one string, for the in-memory timers and maps
/// an operator keys by it; splitStateAddress reads one back (the key a view into `address`).
std::string joinStateAddress(int keyGroup, std::string_view key);
std::pair<int, std::string_view> splitStateAddress(std::string_view address);

/// A list of encoded rows stored as one state value: each item is a 4-byte little-endian length
/// followed by the bytes, in list order.
class EncodedRowList {
public:
    /// Parses `bytes`; the views point into `bytes`. InvalidArgument when truncated.
    static Status parse(std::string_view bytes, std::vector<std::string_view> &items);
    /// Appends one item to an encoded list.
    static void append(std::string &list, std::string_view item);
    /// Encodes `items` into `out` (cleared first).
    static void encode(const std::vector<std::string_view> &items, std::string &out);
};

/// Appends a row of kind `kind` to `out`, decoding its first columns from `encoded` (RowCodec of
/// the input schema); returns the new row's index or the decoding error.
Result<std::size_t> appendEncodedRow(RowBatch &out, const RowCodec &codec, std::string_view encoded,
                                     RowKind kind);

} // namespace sluice::exec
