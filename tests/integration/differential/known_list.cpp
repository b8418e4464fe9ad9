#include "known_list.h"

#include <fstream>

namespace sluice::difftest {

namespace {

std::string trimmed(const std::string &s)
{
    const auto b = s.find_first_not_of(" \t\r");
    const auto e = s.find_last_not_of(" \t\r");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

} // namespace

std::vector<KnownListEntry> readKnownList(const std::string &path, std::size_t maxFields)
{
    std::vector<KnownListEntry> entries;
    std::ifstream in(path);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        const std::string text = trimmed(line);
        if (text.empty() || text[0] == '#')
            continue;
        KnownListEntry entry{number, {}};
        std::size_t begin = 0;
        for (;;) {
            const std::size_t bar =
                entry.fields.size() + 1 < maxFields ? text.find('|', begin) : std::string::npos;
            entry.fields.push_back(trimmed(text.substr(begin, bar - begin)));
            if (bar == std::string::npos)
                break;
            begin = bar + 1;
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

} // namespace sluice::difftest
