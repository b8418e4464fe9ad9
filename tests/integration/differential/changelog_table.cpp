#include "changelog_table.h"

namespace sluice::difftest {

std::string ChangelogTable::formatChange(const std::string &kind, const TextRow &row)
{
    std::string text = kind + "[";
    for (std::size_t i = 0; i < row.size(); ++i) {
        if (i > 0)
            text += ", ";
        text += row[i] ? *row[i] : std::string("null");
    }
    return text + "]";
}

bool ChangelogTable::apply(const std::string &kind, const TextRow &row)
{
    ++m_changes;
    auto fail = [&](const std::string &why) {
        if (m_error.empty())
            m_error = "change #" + std::to_string(m_changes) + " " + formatChange(kind, row) + ": " + why;
        return false;
    };
    if (m_arity && *m_arity != row.size())
        return fail("has " + std::to_string(row.size()) + " values, earlier rows had " +
                    std::to_string(*m_arity));
    if (kind == "+I" || kind == "+U") {
        m_arity = row.size();
        ++m_counts[row];
        ++m_size;
        return true;
    }
    if (kind == "-U" || kind == "-D") {
        m_arity = row.size();
        auto it = m_counts.find(row);
        if (it == m_counts.end())
            return fail("retracts a row that is not in the result");
        if (--it->second == 0)
            m_counts.erase(it);
        --m_size;
        return true;
    }
    return fail("unknown row kind");
}

std::vector<TextRow> ChangelogTable::rows() const
{
    std::vector<TextRow> out;
    out.reserve(m_size);
    for (const auto &[row, count] : m_counts)
        for (std::int64_t i = 0; i < count; ++i)
            out.push_back(row);
    return out;
}

} // namespace sluice::difftest
