#include "common/schema.h"

#include <cassert>

namespace sluice {

Schema::Schema(std::vector<RowField> fields) : m_fields(std::move(fields))
{
}

Schema::Schema(std::initializer_list<std::pair<std::string, LogicalType>> columns)
{
    m_fields.reserve(columns.size());
    for (const auto &[name, type] : columns)
        m_fields.push_back({name, type, {}});
}

std::shared_ptr<const Schema> Schema::make(std::vector<RowField> fields)
{
    return std::make_shared<const Schema>(std::move(fields));
}

std::shared_ptr<const Schema>
Schema::make(std::initializer_list<std::pair<std::string, LogicalType>> columns)
{
    return std::make_shared<const Schema>(columns);
}

Schema Schema::fromRowType(const LogicalType &rowType)
{
    assert(rowType.root() == LogicalTypeRoot::Row);
    auto f = rowType.fields();
    return Schema(std::vector<RowField>(f.begin(), f.end()));
}

std::vector<LogicalType> Schema::types() const
{
    std::vector<LogicalType> out;
    out.reserve(m_fields.size());
    for (const RowField &f : m_fields)
        out.push_back(f.type);
    return out;
}

std::optional<std::size_t> Schema::indexOf(std::string_view name) const
{
    for (std::size_t i = 0; i < m_fields.size(); ++i)
        if (m_fields[i].name == name)
            return i;
    return std::nullopt;
}

LogicalType Schema::toRowType() const
{
    return LogicalType::row(m_fields, false);
}

std::string Schema::toString() const
{
    std::string s = toRowType().toString(); // ROW<...> NOT NULL
    const std::string prefix = "ROW<";
    const std::string suffix = "> NOT NULL";
    std::string out = "(";
    out.append(s, prefix.size(), s.size() - prefix.size() - suffix.size());
    out += ')';
    return out;
}

Schema Schema::project(const std::vector<std::size_t> &columns) const
{
    std::vector<RowField> out;
    out.reserve(columns.size());
    for (std::size_t c : columns)
        out.push_back(m_fields[c]);
    return Schema(std::move(out));
}

} // namespace sluice
