#include "config/text_match.h"

#include <algorithm>

namespace sluice::detail {

namespace {

char lowerAscii(char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

bool endsWithAtDot(std::string_view candidate, std::string_view word)
{
    if (word.empty() || candidate.size() <= word.size())
        return false;
    const std::string_view tail = candidate.substr(candidate.size() - word.size());
    return candidate[candidate.size() - word.size() - 1] == '.' &&
           std::equal(tail.begin(), tail.end(), word.begin(), word.end(),
                      [](char x, char y) { return lowerAscii(x) == lowerAscii(y); });
}

} // namespace

std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> prev(b.size() + 1);
    std::vector<std::size_t> cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t cost = lowerAscii(a[i - 1]) == lowerAscii(b[j - 1]) ? 0 : 1;
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

std::optional<std::string> closestMatch(std::string_view word,
                                        const std::vector<std::string_view> &candidates)
{
    if (word.empty())
        return std::nullopt;
    const std::size_t limit = std::max<std::size_t>(2, word.size() / 3);
    std::optional<std::string> best;
    std::size_t bestDistance = limit + 1;
    for (std::string_view c : candidates) {
        if (c.empty())
            continue; // an unnamed column is never a suggestion
        // Cheap length filter first: the distance is at least the length difference.
        const std::size_t diff =
            c.size() > word.size() ? c.size() - word.size() : word.size() - c.size();
        if (diff <= limit) {
            const std::size_t d = editDistance(word, c);
            if (d < bestDistance) {
                bestDistance = d;
                best = std::string(c);
            }
        }
    }
    if (best)
        return best;
    for (std::string_view c : candidates) {
        if (endsWithAtDot(c, word))
            return std::string(c);
    }
    return std::nullopt;
}

} // namespace sluice::detail
