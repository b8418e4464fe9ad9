#pragma once

// The tables and views a script defines, in statement order. Entries point into the parsed
// Script (computed-column and watermark expressions, view queries), so a Catalog must not
// outlive the Script it was built from.

#include "common/logical_type.h"
#include "sql/ast.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <sluice/connector_options.h>
#include <sluice/text.h>

namespace sluice::plan {

/// The session's one catalog and database (SHOW CURRENT CATALOG, CURRENT_DATABASE()).
inline constexpr const char *kCurrentCatalog = "default_catalog";
inline constexpr const char *kCurrentDatabase = "default_database";

struct CatalogColumn {
    std::string name;
    LogicalType type;
    sql::ColumnKind kind = sql::ColumnKind::Physical;
    const sql::Expr *expression = nullptr; ///< computed columns
    std::string metadataKey;               ///< metadata columns: the key (defaults to the name)
    bool isVirtual = false;                ///< metadata columns that are read-only
    SourceRange range;
};

struct CatalogTable {
    std::string name;
    std::vector<CatalogColumn> columns;
    std::vector<int> primaryKey;          ///< column indexes; empty without PRIMARY KEY
    std::vector<std::string> partitionKeys; ///< PARTITIONED BY (or LIKE's base table)
    std::optional<int> rowtimeColumn;     ///< the WATERMARK FOR column
    const sql::Expr *watermark = nullptr; ///< the WATERMARK expression
    std::vector<std::pair<std::string, std::string>> options; ///< WITH, last value per key wins
    std::string connector;
    /// Declared with the legacy keys 'connector.type' = 'filesystem', 'format.type' = 'csv':
    /// Flink's CsvTableSource, which is also a lookup source (processing-time temporal joins).
    bool legacyCsv = false;
    const sql::CreateTableStatement *ddl = nullptr;
    SourceRange range;

    int columnIndex(std::string_view column) const; ///< -1 when absent
    std::optional<std::string> option(std::string_view key) const;
    /// What the checks of its WITH options need to know of it: its columns and their types,
    /// whether it declares a primary key.
    TableOptionContext optionContext() const;
};

struct CatalogView {
    std::string name;
    const sql::Query *query = nullptr;
    std::vector<std::string> columnNames; ///< CREATE VIEW v (a, b) AS ...; empty otherwise
    SourceRange range;
};

/// Name resolution for tables and views. Names are case-sensitive, as in Flink; a qualified name
/// `cat.db.t` resolves by its last part (Sluice has one built-in catalog and database).
class Catalog {
public:
    bool hasObject(const std::string &name) const;
    const CatalogTable *table(const std::string &name) const;
    const CatalogView *view(const std::string &name) const;

    void addTable(CatalogTable table);
    void addView(CatalogView view);
    bool drop(const std::string &name);
    /// A name a statement defines that the engine cannot run (CREATE TABLE ... LIKE, a column of
    /// a type it lacks): using it is valid Flink SQL the engine cannot run, not an unknown name.
    void addUnsupported(std::string name, Text why);
    /// What defined `name`, when addUnsupported() was given it.
    const Text *unsupportedReason(const std::string &name) const;
    /// A function CREATE FUNCTION defined from a JVM class (Flink runs it, the engine cannot).
    /// Function names are case-insensitive, as in Flink.
    void addJvmFunction(const std::string &name);
    bool isJvmFunction(const std::string &name) const;
    /// Their names, in lower case as Flink keeps function names.
    std::vector<std::string> jvmFunctions() const;

    /// Every table and view name, sorted; for completion and "did you mean".
    std::vector<std::string> names() const;
    const std::map<std::string, CatalogTable> &tables() const { return m_tables; }
    const std::map<std::string, CatalogView> &views() const { return m_views; }

private:
    std::map<std::string, CatalogTable> m_tables;
    std::map<std::string, CatalogView> m_views;
    std::map<std::string, Text> m_unsupported;
    std::set<std::string> m_jvmFunctions;
};

} // namespace sluice::plan
