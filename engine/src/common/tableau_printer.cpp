#include "common/tableau_printer.h"

#include <algorithm>

namespace sluice {

namespace {

constexpr const char *kRowKindColumn = "op";
constexpr const char *kNullValue = "<NULL>";
constexpr const char *kTruncatedFlag = "...";

int timestampWidth(int precision)
{
    const int base = 19; // uuuu-MM-dd HH:mm:ss
    if (precision == 0)
        return base;
    if (precision <= 3)
        return base + 4;
    if (precision <= 6)
        return base + 7;
    return base + 10;
}

// TableauStyle.columnWidthsByType for one column.
int widthByType(const LogicalType &type, int maxColumnWidth)
{
    switch (type.root()) {
    case LogicalTypeRoot::TinyInt: return 3 + 1;
    case LogicalTypeRoot::SmallInt: return 5 + 1;
    case LogicalTypeRoot::Integer: return 10 + 1;
    case LogicalTypeRoot::BigInt: return 19 + 1;
    case LogicalTypeRoot::Decimal: return type.precision() + 2;
    case LogicalTypeRoot::Boolean: return 5;
    case LogicalTypeRoot::Date: return 10;
    case LogicalTypeRoot::Time: return type.precision() == 0 ? 8 : type.precision() + 9;
    case LogicalTypeRoot::Timestamp:
    case LogicalTypeRoot::TimestampLtz: return timestampWidth(type.precision());
    default: return maxColumnWidth;
    }
}

// Cuts a string to at most `target` display columns, padding on the left if a wide character
// could not fit (TableauStyle.truncateString).
std::string truncateTo(const std::string &s, int target)
{
    std::string out;
    int passed = 0;
    for (std::size_t i = 0; i < s.size();) {
        std::size_t len = 1;
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0xF0)
            len = 4;
        else if (c >= 0xE0)
            len = 3;
        else if (c >= 0xC0)
            len = 2;
        const std::string ch = s.substr(i, len);
        passed += displayWidth(ch);
        if (passed > target)
            break;
        out += ch;
        i += len;
    }
    const int lacking = target - displayWidth(out);
    if (lacking > 0)
        out.insert(0, static_cast<std::size_t>(lacking), ' ');
    return out;
}

} // namespace

TableauPrinter::TableauPrinter(const Schema &schema, int maxColumnWidth, CastFormatOptions options,
                               Style style)
    : m_options(options), m_style(style), m_maxColumnWidth(maxColumnWidth)
{
    if (style == Style::Streaming) {
        m_names.push_back(kRowKindColumn);
        m_widths.push_back(2);
    }
    for (std::size_t i = 0; i < schema.size(); ++i) {
        m_names.push_back(schema.name(i));
        int len = widthByType(schema.type(i), maxColumnWidth);
        len = std::max(len, 6); // room for <NULL>
        m_widths.push_back(std::max(static_cast<int>(schema.name(i).size()), len));
    }
}

std::string TableauPrinter::borderLine(const std::vector<int> &widths) const
{
    std::string s = "+";
    for (int w : widths) {
        s.append(static_cast<std::size_t>(w) + 1, '-');
        s += "-+";
    }
    s += '\n';
    return s;
}

std::string TableauPrinter::line(const std::vector<std::string> &cells, const std::vector<int> &widths) const
{
    std::string s = "|";
    for (std::size_t i = 0; i < cells.size(); ++i) {
        s += ' ';
        const int width = widths[i];
        const int shown = displayWidth(cells[i]);
        if (shown <= width) {
            s.append(static_cast<std::size_t>(width - shown), ' ');
            s += cells[i];
        } else {
            s += truncateTo(cells[i], width - 3);
            s += kTruncatedFlag;
        }
        s += " |";
    }
    s += '\n';
    return s;
}

std::string TableauPrinter::header() const
{
    if (m_style == Style::Batch)
        return std::string();
    return borderLine(m_widths) + line(m_names, m_widths) + borderLine(m_widths);
}

std::vector<std::string> TableauPrinter::cells(const RowBatch &batch, std::size_t row) const
{
    std::vector<std::string> out;
    out.reserve(m_names.size());
    if (m_style == Style::Streaming)
        out.emplace_back(rowKindShortString(batch.kind(row)));
    for (std::size_t c = 0; c < batch.columnCount(); ++c) {
        if (batch.isNull(c, row)) {
            out.emplace_back(kNullValue);
            continue;
        }
        std::string v;
        appendCastString(v, batch, c, row, m_options);
        out.push_back(std::move(v));
    }
    return out;
}

std::string TableauPrinter::rowLine(const RowBatch &batch, std::size_t row) const
{
    return line(cells(batch, row), m_widths);
}

void TableauPrinter::appendRows(std::string &out, const RowBatch &batch)
{
    for (std::size_t r = 0; r < batch.size(); ++r) {
        if (m_style == Style::Batch)
            m_batchRows.push_back(cells(batch, r));
        else
            out += rowLine(batch, r);
        ++m_rows;
    }
}

void TableauPrinter::appendTextRow(const std::vector<std::optional<std::string>> &values)
{
    std::vector<std::string> cells;
    for (const auto &v : values)
        cells.push_back(v ? *v : std::string(kNullValue));
    m_batchRows.push_back(std::move(cells));
    ++m_rows;
}

std::string TableauPrinter::batchTable() const
{
    if (m_batchRows.empty())
        return "Empty set\n";
    std::vector<int> widths;
    for (const std::string &name : m_names)
        widths.push_back(displayWidth(name));
    for (const auto &row : m_batchRows) {
        for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(row[c]));
    }
    for (int &w : widths)
        w = std::min(w, m_maxColumnWidth);
    std::string s = borderLine(widths) + line(m_names, widths) + borderLine(widths);
    for (const auto &row : m_batchRows)
        s += line(row, widths);
    s += borderLine(widths);
    s += std::to_string(m_rows) + (m_rows > 1 ? " rows" : " row") + " in set\n";
    return s;
}

std::string TableauPrinter::footer() const
{
    if (m_style == Style::Batch)
        return batchTable();
    std::string s = m_rows > 0 ? borderLine(m_widths) : std::string();
    s += "Received a total of " + std::to_string(m_rows) + (m_rows > 1 ? " rows" : " row") + "\n";
    return s;
}

std::string TableauPrinter::terminatedFooter() const
{
    return "Query terminated, received a total of " + std::to_string(m_rows) +
           (m_rows > 1 ? " rows" : " row") + "\n";
}

} // namespace sluice
