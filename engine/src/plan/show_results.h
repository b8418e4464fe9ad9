#pragma once

// The answers of SHOW and DESCRIBE statements, as Flink 1.20 gives them: the same columns
// ("table name", or DESCRIBE's name, type, null, key, extras, watermark), the same rows in the
// same order, from the catalog as the script has built it up to the statement. A run collects
// them like a bare SELECT's rows.

#include "plan/catalog.h"
#include "plan/plan_node.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::plan {

/// Constant rows: each value as text (BOOLEAN columns "TRUE" / "FALSE"), nullopt for NULL.
struct StatementResult {
    RowSchema schema;
    std::vector<std::vector<std::optional<std::string>>> rows;
};

/// What SHOW / DESCRIBE `statement` answers, or nullopt for a statement without rows here (SHOW
/// FUNCTIONS with the built-in ones, SHOW JOBS, SHOW CREATE TABLE / VIEW) or an unknown table.
/// `viewSchemas` holds the column types of the catalog's views; `scriptText` is the text the
/// catalog's expressions index into (computed columns and watermarks are shown as SQL).
std::optional<StatementResult> showResult(const sql::Statement &statement, const Catalog &catalog,
                                          const std::map<std::string, RowSchema> &viewSchemas,
                                          std::string_view scriptText);

/// SQL LIKE (common/like_pattern.h); `ignoreCase` for ILIKE (ASCII letters).
bool sqlLike(std::string_view text, std::string_view pattern, bool ignoreCase);

} // namespace sluice::plan
