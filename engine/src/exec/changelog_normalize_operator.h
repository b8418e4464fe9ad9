#pragma once

#include "common/row_codec.h"
#include "exec/operator.h"
#include "exec/row_key_selector.h"

#include <memory>
#include <optional>
#include <string>

namespace sluice::exec {

/// Turns an upsert stream (+I/+U = upsert by key, -U/-D = delete by key) into a full changelog,
/// as Flink's ChangelogNormalize (ProcTimeDeduplicateKeepLastRowFunction over a changelog): keeps
/// the last row per key; +I for a new key, -U old / +U new on change, nothing when the row is
/// unchanged (unless state TTL is on, as Flink), -D of the stored row on delete; deletes of
/// unknown keys are ignored.
class ChangelogNormalizeOperator final : public Operator {
public:
    /// Its state, if any, is all in its keyed backend: checkpoints hold it.
    bool checkpointable() const override { return true; }
    explicit ChangelogNormalizeOperator(const plan::ChangelogNormalizeNode &node);

    Status open(OperatorContext &context) override;
    Status processBatch(int input, const RowBatch &batch, Output &out) override;

private:
    std::shared_ptr<const Schema> m_schema;
    std::vector<std::uint32_t> m_keyColumns;
    state::TtlConfig m_ttl;
    std::optional<RowKeySelector> m_keys;
    std::optional<RowCodec> m_rowCodec;
    state::ValueTable *m_state = nullptr; // key -> last row
    std::string m_key, m_row, m_previous; // scratch
};

} // namespace sluice::exec
