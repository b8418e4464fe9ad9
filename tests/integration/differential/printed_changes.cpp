#include "printed_changes.h"

#include <algorithm>
#include <string_view>

namespace sluice::difftest {

std::vector<PrintedChange> parsePrinted(const std::vector<std::string> &lines)
{
    std::vector<PrintedChange> changes;
    for (std::string_view l : lines) {
        if (const auto gt = l.find("> "); gt != std::string_view::npos && gt > 0 &&
                                           l.find_first_not_of("0123456789") == gt)
            l.remove_prefix(gt + 2);
        const bool kind = l.size() >= 4 && (l[0] == '+' || l[0] == '-') &&
                          std::string_view("IUD").find(l[1]) != std::string_view::npos;
        if (kind && l[2] == '[' && l.back() == ']')
            changes.emplace_back(std::string(l.substr(0, 2)), std::string(l.substr(2)));
    }
    return changes;
}

std::map<std::string, long> finalTable(const std::vector<PrintedChange> &changes,
                                       const std::vector<int> &project)
{
    std::map<std::string, long> table;
    for (const auto &[kind, row] : changes) {
        std::string key = row;
        if (!project.empty()) {
            std::vector<std::string> values;
            const std::string inner = row.substr(1, row.size() - 2);
            for (std::size_t at = 0;;) {
                const std::size_t next = inner.find(", ", at);
                values.push_back(inner.substr(at, next - at));
                if (next == std::string::npos)
                    break;
                at = next + 2;
            }
            key.clear();
            for (int c : project)
                key += (key.empty() ? "" : ", ") +
                       (static_cast<std::size_t>(c) < values.size() ? values[c] : "?");
        }
        table[key] += (kind == "+I" || kind == "+U") ? 1 : -1;
    }
    for (auto it = table.begin(); it != table.end();)
        it = it->second == 0 ? table.erase(it) : std::next(it);
    return table;
}

bool insertOnly(const std::vector<PrintedChange> &changes)
{
    return std::all_of(changes.begin(), changes.end(),
                       [](const PrintedChange &c) { return c.first == "+I"; });
}

std::string describeDifference(const std::map<std::string, long> &expected,
                               const std::map<std::string, long> &actual, const char *expectedName,
                               const char *actualName)
{
    std::string text;
    int shown = 0;
    for (const auto &[row, n] : expected) {
        auto it = actual.find(row);
        if ((it == actual.end() || it->second != n) && shown++ < 5)
            text += std::string("  ") + expectedName + " " + std::to_string(n) + "x, " + actualName +
                    " " + std::to_string(it == actual.end() ? 0 : it->second) + "x: " +
                    row.substr(0, 200) + "\n";
    }
    for (const auto &[row, n] : actual)
        if (!expected.count(row) && shown++ < 10)
            text += std::string("  ") + actualName + " only " + std::to_string(n) + "x: " +
                    row.substr(0, 200) + "\n";
    return text;
}

} // namespace sluice::difftest
