#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sluice::detail {

/// Levenshtein distance over bytes, case-insensitive for ASCII letters.
std::size_t editDistance(std::string_view a, std::string_view b);

/// The candidate closest to `word` for a "did you mean" hint, or none when nothing is close
/// enough: within a third of the word's length (at least 2 edits), or a candidate that ends
/// with `word` at a '.' boundary (a key typed without its prefix). Ties go to the first.
std::optional<std::string> closestMatch(std::string_view word,
                                        const std::vector<std::string_view> &candidates);

} // namespace sluice::detail
