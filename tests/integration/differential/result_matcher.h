#pragma once

// Compares the engine's final table with SQLite's result as multisets. Both sides are first
// normalised by the column's type: integers as int64, DECIMAL(p, 2) as exact cents (the engine
// must print exactly two fraction digits, as Flink's BigDecimal does), DOUBLE numerically with a
// relative tolerance, strings byte for byte.

#include "changelog_table.h"
#include "random_data.h"
#include "sqlite_oracle.h"

#include <string>
#include <vector>

namespace sluice::difftest {

struct NormalizedValue {
    bool null = true;
    bool unparsed = false; ///< the text did not fit the column type; `s` holds it
    std::int64_t i = 0;    ///< integers, decimal cents
    double d = 0;
    std::string s;
};

using NormalizedRow = std::vector<NormalizedValue>;

/// The engine's print text of a row, read as values of `types`.
NormalizedRow normalizeEngineRow(const TextRow &row, const std::vector<SqlType> &types);
/// SQLite's typed values, read as values of `types` (decimals arrive as cents).
NormalizedRow normalizeSqliteRow(const SqliteRow &row, const std::vector<SqlType> &types);

/// `[1, 2.5, 12.50, a, null]`.
std::string formatRow(const NormalizedRow &row, const std::vector<SqlType> &types);

struct MatchResult {
    bool equal = true;
    std::vector<NormalizedRow> missing;    ///< in SQLite's result, not in the engine's
    std::vector<NormalizedRow> unexpected; ///< in the engine's result, not in SQLite's
};

/// Order-insensitive multiset comparison.
MatchResult matchRows(const std::vector<NormalizedRow> &expected,
                      const std::vector<NormalizedRow> &actual, const std::vector<SqlType> &types);

/// Up to `limit` missing and unexpected rows, one per line.
std::string describeMismatch(const MatchResult &result, const std::vector<SqlType> &types,
                             std::size_t limit = 40);

} // namespace sluice::difftest
