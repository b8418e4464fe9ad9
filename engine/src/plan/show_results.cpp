#include "plan/show_results.h"

#include "common/like_pattern.h"
#include "sql/sql_unparser.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace sluice::plan {
namespace {

using Row = std::vector<std::optional<std::string>>;

StatementResult oneColumn(const std::string &name, std::vector<std::string> values)
{
    StatementResult r;
    r.schema.push_back({name, LogicalType::string(false)});
    for (std::string &v : values)
        r.rows.push_back({std::move(v)});
    return r;
}

std::vector<std::string> filtered(std::vector<std::string> names, const sql::ShowStatement &show)
{
    if (!show.likePattern)
        return names;
    std::vector<std::string> kept;
    for (std::string &n : names)
        if (sqlLike(n, *show.likePattern, show.ilike) != show.notLike)
            kept.push_back(std::move(n));
    return kept;
}

const char *boolText(bool b) { return b ? "TRUE" : "FALSE"; }

StatementResult describeSchema()
{
    StatementResult r;
    r.schema = {{"name", LogicalType::string(false)}, {"type", LogicalType::string(false)},
                {"null", LogicalType::boolean(false)}, {"key", LogicalType::string()},
                {"extras", LogicalType::string()},     {"watermark", LogicalType::string()}};
    return r;
}

// DESCRIBE of a table: its columns as declared, time attributes marked, primary-key columns NOT
// NULL, computed columns and watermarks as SQL.
StatementResult describeTable(const CatalogTable &t, std::string_view text)
{
    StatementResult r = describeSchema();
    std::string key;
    for (int k : t.primaryKey)
        key += (key.empty() ? "" : ", ") + t.columns.at(static_cast<std::size_t>(k)).name;
    for (std::size_t i = 0; i < t.columns.size(); ++i) {
        const CatalogColumn &c = t.columns[i];
        const bool inKey = std::find(t.primaryKey.begin(), t.primaryKey.end(), static_cast<int>(i)) !=
                           t.primaryKey.end();
        LogicalType type = inKey ? c.type.asNotNull() : c.type;
        if (t.rowtimeColumn && *t.rowtimeColumn == static_cast<int>(i))
            type = type.withTimeAttribute(TimeAttribute::Rowtime);
        Row row;
        row.push_back(c.name);
        row.push_back(type.withNullability(true).toString()); // the null column tells
        row.push_back(boolText(type.isNullable()));
        row.push_back(inKey ? std::optional<std::string>("PRI(" + key + ")") : std::nullopt);
        std::optional<std::string> extras;
        if (c.kind == sql::ColumnKind::Computed && c.expression)
            extras = "AS " + sql::unparseExpression(*c.expression, text);
        else if (c.kind == sql::ColumnKind::Metadata)
            extras = std::string("METADATA") +
                     (c.metadataKey.empty() || c.metadataKey == c.name ? "" : " FROM '" + c.metadataKey + "'") +
                     (c.isVirtual ? " VIRTUAL" : "");
        row.push_back(extras);
        if (t.rowtimeColumn && *t.rowtimeColumn == static_cast<int>(i) && t.watermark)
            row.push_back(sql::unparseExpression(*t.watermark, text));
        else
            row.push_back(std::nullopt);
        r.rows.push_back(std::move(row));
    }
    return r;
}

StatementResult describeView(const RowSchema &schema)
{
    StatementResult r = describeSchema();
    for (const Field &f : schema)
        r.rows.push_back({f.name, f.type.withNullability(true).toString(),
                          boolText(f.type.isNullable()), std::nullopt, std::nullopt, std::nullopt});
    return r;
}

std::optional<StatementResult> describe(const std::string &name, const Catalog &catalog,
                                        const std::map<std::string, RowSchema> &viewSchemas,
                                        std::string_view text)
{
    if (const CatalogTable *t = catalog.table(name))
        return describeTable(*t, text);
    auto view = viewSchemas.find(name);
    if (catalog.view(name) && view != viewSchemas.end())
        return describeView(view->second);
    return std::nullopt;
}

} // namespace

bool sqlLike(std::string_view text, std::string_view pattern, bool ignoreCase)
{
    auto folded = [&](std::string_view s) {
        std::string out(s);
        if (ignoreCase)
            for (char &c : out)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return out;
    };
    const auto like = LikePattern::compile(folded(pattern), std::nullopt, nullptr);
    return like && like->matches(folded(text));
}

std::optional<StatementResult> showResult(const sql::Statement &statement, const Catalog &catalog,
                                          const std::map<std::string, RowSchema> &viewSchemas,
                                          std::string_view scriptText)
{
    if (statement.kind == sql::StatementKind::Describe)
        return describe(statement.as<sql::DescribeStatement>().name.last().name, catalog, viewSchemas,
                        scriptText);
    if (statement.kind != sql::StatementKind::Show)
        return std::nullopt;
    const auto &show = statement.as<sql::ShowStatement>();
    using O = sql::ShowObject;
    switch (show.object) {
    case O::Tables:
    case O::Views: {
        std::set<std::string> names;
        for (const auto &[name, view] : catalog.views())
            names.insert(name);
        if (show.object == O::Tables)
            for (const auto &[name, table] : catalog.tables())
                names.insert(name);
        return oneColumn(show.object == O::Tables ? "table name" : "view name",
                         filtered({names.begin(), names.end()}, show));
    }
    case O::Catalogs: return oneColumn("catalog name", filtered({kCurrentCatalog}, show));
    case O::Databases: return oneColumn("database name", filtered({kCurrentDatabase}, show));
    case O::CurrentCatalog: return oneColumn("current catalog name", {kCurrentCatalog});
    case O::CurrentDatabase: return oneColumn("current database name", {kCurrentDatabase});
    case O::Modules: {
        if (!show.full)
            return oneColumn("module name", {"core"});
        StatementResult r;
        r.schema = {{"module name", LogicalType::string(false)}, {"used", LogicalType::boolean(false)}};
        r.rows.push_back({std::string("core"), std::string("TRUE")});
        return r;
    }
    case O::Functions: {
        if (!show.userFunctions)
            return std::nullopt; // Flink's whole list of built-in functions
        std::vector<std::string> names = catalog.jvmFunctions();
        std::sort(names.begin(), names.end());
        return oneColumn("function name", filtered(std::move(names), show));
    }
    case O::Columns: {
        auto r = describe(show.target.last().name, catalog, viewSchemas, scriptText);
        if (r && show.likePattern) {
            std::vector<Row> kept;
            for (Row &row : r->rows)
                if (sqlLike(*row[0], *show.likePattern, show.ilike) != show.notLike)
                    kept.push_back(std::move(row));
            r->rows = std::move(kept);
        }
        return r;
    }
    case O::Jobs:
    case O::CreateTable:
    case O::CreateView: return std::nullopt;
    }
    return std::nullopt;
}

} // namespace sluice::plan
