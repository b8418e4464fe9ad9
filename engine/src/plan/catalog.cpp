#include "plan/catalog.h"

#include "sql/parser.h"

#include <algorithm>
#include <cctype>

namespace sluice::plan {

int CatalogTable::columnIndex(std::string_view column) const
{
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (columns[i].name == column)
            return static_cast<int>(i);
    }
    return -1;
}

std::optional<std::string> CatalogTable::option(std::string_view key) const
{
    for (const auto &[k, v] : options) {
        if (k == key)
            return v;
    }
    return std::nullopt;
}

namespace {

OptionColumnType optionColumnType(const LogicalType &type)
{
    using R = LogicalTypeRoot;
    switch (type.root()) {
    case R::Boolean:
        return OptionColumnType::Boolean;
    case R::TinyInt:
    case R::SmallInt:
    case R::Integer:
    case R::BigInt:
    case R::Float:
    case R::Double:
    case R::Decimal:
        return OptionColumnType::Number;
    case R::Char:
        return OptionColumnType::Char;
    case R::VarChar:
        return OptionColumnType::VarChar;
    case R::Binary:
        return OptionColumnType::Binary;
    case R::VarBinary:
        return OptionColumnType::VarBinary;
    case R::Date:
    case R::Time:
        return OptionColumnType::DateOrTime;
    case R::Timestamp:
    case R::TimestampLtz:
        return OptionColumnType::Timestamp;
    case R::Array:
    case R::Map:
    case R::Multiset:
        return OptionColumnType::Collection;
    case R::Row:
        return OptionColumnType::Row;
    case R::Null:
    case R::IntervalYearMonth:
    case R::IntervalDayTime:
        break;
    }
    return OptionColumnType::Unknown;
}

} // namespace

TableOptionContext CatalogTable::optionContext() const
{
    TableOptionContext context;
    for (const CatalogColumn &c : columns) {
        context.columns.push_back(c.name);
        // A computed or metadata column is not generated: only physical ones have a generator.
        const bool physical = c.kind == sql::ColumnKind::Physical;
        context.columnTypes.push_back({physical ? optionColumnType(c.type) : OptionColumnType::Unknown,
                                       c.type.withTimeAttribute(TimeAttribute::None).toString()});
    }
    context.hasPrimaryKey = !primaryKey.empty();
    return context;
}

bool Catalog::hasObject(const std::string &name) const
{
    return m_tables.count(name) != 0 || m_views.count(name) != 0;
}

const CatalogTable *Catalog::table(const std::string &name) const
{
    auto it = m_tables.find(name);
    return it == m_tables.end() ? nullptr : &it->second;
}

const CatalogView *Catalog::view(const std::string &name) const
{
    auto it = m_views.find(name);
    return it == m_views.end() ? nullptr : &it->second;
}

void Catalog::addTable(CatalogTable table)
{
    std::string name = table.name;
    m_tables.insert_or_assign(std::move(name), std::move(table));
}

void Catalog::addView(CatalogView view)
{
    std::string name = view.name;
    m_views.insert_or_assign(std::move(name), std::move(view));
}

bool Catalog::drop(const std::string &name)
{
    return m_tables.erase(name) + m_views.erase(name) > 0;
}

std::vector<std::string> Catalog::names() const
{
    std::vector<std::string> out;
    for (const auto &[name, _] : m_tables)
        out.push_back(name);
    for (const auto &[name, _] : m_views)
        out.push_back(name);
    std::sort(out.begin(), out.end());
    return out;
}

void Catalog::addUnsupported(std::string name, Text why)
{
    m_unsupported[std::move(name)] = std::move(why);
}

const Text *Catalog::unsupportedReason(const std::string &name) const
{
    auto it = m_unsupported.find(name);
    return it == m_unsupported.end() ? nullptr : &it->second;
}

void Catalog::addJvmFunction(const std::string &name)
{
    m_jvmFunctions.insert(sql::upper(name));
}

std::vector<std::string> Catalog::jvmFunctions() const
{
    std::vector<std::string> names;
    for (std::string name : m_jvmFunctions) {
        for (char &c : name)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        names.push_back(std::move(name));
    }
    return names;
}

bool Catalog::isJvmFunction(const std::string &name) const
{
    return m_jvmFunctions.count(sql::upper(name)) > 0;
}

} // namespace sluice::plan
