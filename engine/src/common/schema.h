#pragma once

#include "common/logical_type.h"

#include <cstddef>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sluice {

/// The columns of a stream or table: ordered names and logical types. Immutable once built;
/// batches share it through std::shared_ptr<const Schema>.
class Schema {
public:
    Schema() = default;
    explicit Schema(std::vector<RowField> fields);
    Schema(std::initializer_list<std::pair<std::string, LogicalType>> columns);

    /// A shareable schema, as RowBatch wants it.
    static std::shared_ptr<const Schema> make(std::vector<RowField> fields);
    static std::shared_ptr<const Schema>
    make(std::initializer_list<std::pair<std::string, LogicalType>> columns);
    /// The fields of a ROW type as a schema. REQUIRES: rowType.root() == Row
    static Schema fromRowType(const LogicalType &rowType);

    std::size_t size() const { return m_fields.size(); }
    bool empty() const { return m_fields.empty(); }
    const std::vector<RowField> &fields() const { return m_fields; }
    const RowField &field(std::size_t i) const { return m_fields[i]; }
    const std::string &name(std::size_t i) const { return m_fields[i].name; }
    const LogicalType &type(std::size_t i) const { return m_fields[i].type; }
    std::vector<LogicalType> types() const;

    /// Position of a column by exact (case-sensitive, as Flink's identifiers) name.
    std::optional<std::size_t> indexOf(std::string_view name) const;

    /// The schema as a NOT NULL ROW type (what Flink calls the physical row type).
    LogicalType toRowType() const;
    /// `(`a` INT, `b` STRING)`, for messages and logs.
    std::string toString() const;
    /// A schema of the given columns, in that order.
    Schema project(const std::vector<std::size_t> &columns) const;

    friend bool operator==(const Schema &, const Schema &) = default;

private:
    std::vector<RowField> m_fields;
};

} // namespace sluice
