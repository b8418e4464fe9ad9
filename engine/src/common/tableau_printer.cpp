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

TableauPrinter::TableauPrinter(const Schema &schema, int maxColumnWidth, CastFormatOptions options)
    : m_options(options)
{
    m_names.push_back(kRowKindColumn);
    m_widths.push_back(2);
    for (std::size_t i = 0; i < schema.size(); ++i) {
        m_names.push_back(schema.name(i));
        int len = widthByType(schema.type(i), maxColumnWidth);
        len = std::max(len, 6); // room for <NULL>
        m_widths.push_back(std::max(static_cast<int>(schema.name(i).size()), len));
    }
}

std::string TableauPrinter::borderLine() const
{
    std::string s = "+";
    for (int w : m_widths) {
        s.append(static_cast<std::size_t>(w) + 1, '-');
        s += "-+";
    }
    s += '\n';
    return s;
}

std::string TableauPrinter::line(const std::vector<std::string> &cells) const
{
    std::string s = "|";
    for (std::size_t i = 0; i < cells.size(); ++i) {
        s += ' ';
        const int width = m_widths[i];
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
    return borderLine() + line(m_names) + borderLine();
}

std::string TableauPrinter::rowLine(const RowBatch &batch, std::size_t row) const
{
    std::vector<std::string> cells;
    cells.reserve(m_widths.size());
    cells.emplace_back(rowKindShortString(batch.kind(row)));
    for (std::size_t c = 0; c < batch.columnCount(); ++c) {
        if (batch.isNull(c, row)) {
            cells.emplace_back(kNullValue);
            continue;
        }
        std::string v;
        appendCastString(v, batch, c, row, m_options);
        cells.push_back(std::move(v));
    }
    return line(cells);
}

void TableauPrinter::appendRows(std::string &out, const RowBatch &batch)
{
    for (std::size_t r = 0; r < batch.size(); ++r) {
        out += rowLine(batch, r);
        ++m_rows;
    }
}

std::string TableauPrinter::footer() const
{
    std::string s = m_rows > 0 ? borderLine() : std::string();
    s += "Received a total of " + std::to_string(m_rows) + (m_rows > 1 ? " rows" : " row") + "\n";
    return s;
}

std::string TableauPrinter::terminatedFooter() const
{
    return "Query terminated, received a total of " + std::to_string(m_rows) +
           (m_rows > 1 ? " rows" : " row") + "\n";
}

} // namespace sluice
