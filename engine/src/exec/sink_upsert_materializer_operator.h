#pragma once

#include "common/row_codec.h"
#include "exec/operator.h"
#include "exec/row_key_selector.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sluice::exec {

/// Flink's SinkUpsertMaterializer: per sink key, the rows added so far (a list in arrival order,
/// duplicates kept). +I/+U append the row and emit it as +I (list was empty) or +U; -U/-D remove
/// the first equal row (all columns): emptying the list emits -D of it, removing the last row
/// emits the new last row as +U, removing an earlier row emits nothing. Retractions of rows
/// that are not there are ignored (Flink logs the state-cleared warning).
class SinkUpsertMaterializerOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit SinkUpsertMaterializerOperator(const plan::SinkUpsertMaterializerNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;

private:
    std::shared_ptr<const Schema> m_schema;
    std::vector<std::uint32_t> m_keyColumns;
    state::TtlConfig m_ttl;
    std::optional<RowKeySelector> m_keys;
    std::optional<RowCodec> m_rowCodec;
    state::ValueTable *m_state = nullptr;        // key -> EncodedRowList of rows
    std::string m_key, m_row, m_list, m_newList; // scratch
    std::vector<std::string_view> m_items;       // scratch
};

} // namespace sluice::exec
