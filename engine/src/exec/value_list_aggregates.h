#pragma once

// The aggregates that keep the values they aggregate, following Flink's runtime functions:
//   LISTAGG        ListAggWithRetractAggFunction / ListAggWsWithRetractAggFunction (ListAggFunction
//                  when nothing retracts: the same values joined, so one implementation serves)
//   ARRAY_AGG      ArrayAggFunction (RESPECT NULLS by default)
//   COLLECT        CollectAggFunction: value -> multiplicity, a MULTISET
//   FIRST_VALUE /  FirstValueWithRetractAggFunction / LastValueWithRetractAggFunction over
//   LAST_VALUE     updating input (insert-only input keeps one value: aggregate_functions.h)
//   JSON_OBJECTAGG JsonObjectAggFunction: key -> JSON text, keys unique
//   JSON_ARRAYAGG  JsonArrayAggFunction
//   APPROX_COUNT_DISTINCT  ApproxCountDistinctAggFunction (batch mode): not the values but the
//                  registers of their HLL sketch (approx_count_distinct.h)
// A group's accumulator is a ValueList, live in the operator while a batch is folded and kept in
// state (and sent from a local to a global phase) as one BYTES accumulator column.
//
// FIRST_VALUE / LAST_VALUE order values by System.currentTimeMillis() in Flink, whose ties keep
// arrival order; arrival order is what the list keeps, so the results agree.

#include "common/row_batch.h"
#include "common/row_codec.h"
#include "exec/aggregate_functions.h"

#include <sluice/status.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::exec {

/// One group's values, in arrival order. `values` are one-field RowCodec rows of the argument
/// (NULL included), except for JSON_ARRAYAGG, which keeps the JSON texts themselves ("null" for
/// NULL); JSON_OBJECTAGG keeps its keys there and their JSON texts in `texts` (empty for NULL);
/// COLLECT one entry per distinct value with its multiplicity in `counts`.
struct ValueList {
    std::vector<std::string> values;
    std::vector<std::string> retracted; ///< retractions of values not held (Flink's retractList)
    std::vector<std::int64_t> counts;
    std::vector<std::string> texts;
    std::string registers; ///< APPROX_COUNT_DISTINCT's sketch; empty while all are zero

    void clear();
    /// Appends the state encoding to `out`.
    void encode(std::string &out) const;
    /// Reads an encoding of encode(); false when the bytes are not one.
    bool decode(std::string_view bytes);
};

/// A value-list aggregate call of one operator: folds rows into ValueLists and writes results.
/// Keeps scratch space, so each operator instance has its own.
class ValueListAggregate {
public:
    explicit ValueListAggregate(const AggSpec &spec);

    /// Folds (`retract`: takes out) the value at (row, col) of `in`, with JSON_OBJECTAGG's value
    /// text at (row, col2). Fails on a repeated JSON_OBJECTAGG key, as Flink does.
    Status fold(ValueList &list, const RowBatch &in, std::size_t row, int col, int col2,
                bool retract);
    /// Merges another accumulator of the same call into `list` (the global phase).
    Status merge(ValueList &list, const ValueList &other) const;
    /// Writes the result into (row, col) of `out`.
    void write(const ValueList &list, RowBatch &out, std::size_t row, std::size_t col);

private:
    void encodeValue(const RowBatch &in, std::size_t row, int col);
    /// The string held in encoded one-field row `bytes` (a LISTAGG value).
    std::string_view decodedString(std::string_view bytes);

    AggSpec m_spec;
    RowCodec m_codec;  // one nullable field of the argument type, from column 0
    RowBatch m_scratch;
    std::string m_encoded;
};

} // namespace sluice::exec
