#pragma once

#include "common/row_batch.h"
#include "common/schema.h"
#include "common/value_format.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sluice {

/// The Flink SQL client's streaming tableau for a bare SELECT (TableauStyle with widths inferred
/// from the types, an `op` column, NULL as `<NULL>`):
/// ```
/// +----+--------------------------------+----------------------+
/// | op |                           name |                  cnt |
/// +----+--------------------------------+----------------------+
/// | +I |                          Alice |                    1 |
/// +----+--------------------------------+----------------------+
/// Received a total of 1 row
/// ```
/// Values are right-aligned; a value wider than its column is cut and ends in `...`. Column
/// widths come from the types (INT 11, BIGINT 20, BOOLEAN 6 with `<NULL>`, TIMESTAMP(3) 23, ...;
/// strings and other types take the max column width, 30 by default
/// `sql-client.display.max-column-width`), never from the data, since a stream has no end.
///
/// In batch mode (TableauStyle::Batch) the result is whole before it is shown, so, as the SQL
/// client does then, the table comes at the end, without the `op` column, each column as wide as
/// its name and widest value (at most the max column width), closed by `N rows in set` (`Empty
/// set` without rows).
class TableauPrinter {
public:
    static constexpr int kDefaultMaxColumnWidth = 30;
    enum class Style : std::uint8_t { Streaming, Batch };

    explicit TableauPrinter(const Schema &schema, int maxColumnWidth = kDefaultMaxColumnWidth,
                            CastFormatOptions options = {}, Style style = Style::Streaming);

    /// Border, column names, border (three lines, each ending in '\n'); "" in batch style.
    std::string header() const;
    /// One `| +I | ... |` line per row of the batch, appended to `out` (kept for the footer in
    /// batch style).
    void appendRows(std::string &out, const RowBatch &batch);
    /// Batch style: a row given as its values' text (nullopt: NULL).
    void appendTextRow(const std::vector<std::optional<std::string>> &values);
    /// The line for one row.
    std::string rowLine(const RowBatch &batch, std::size_t row) const;
    /// Closing border (only if rows were printed) and `Received a total of N row(s)`; in batch
    /// style the whole table and `N row(s) in set`.
    std::string footer() const;
    /// The line printed when the query is cancelled instead: `Query terminated, received a
    /// total of N row(s)` (Flink's wording for CTRL-C).
    std::string terminatedFooter() const;

    const std::vector<int> &columnWidths() const { return m_widths; }
    std::int64_t rowsPrinted() const { return m_rows; }

private:
    std::string borderLine(const std::vector<int> &widths) const;
    std::string line(const std::vector<std::string> &cells, const std::vector<int> &widths) const;
    std::vector<std::string> cells(const RowBatch &batch, std::size_t row) const;
    std::string batchTable() const;

    std::vector<std::string> m_names;
    std::vector<int> m_widths; // including the op column when streaming
    CastFormatOptions m_options;
    Style m_style;
    int m_maxColumnWidth;
    std::vector<std::vector<std::string>> m_batchRows; // batch style: the cells of every row
    std::int64_t m_rows = 0;
};

} // namespace sluice
